/**
 * The type checker. It takes anything (a program built in code, or JSON from a host or a model)
 * and either returns it as a well-typed Program or throws a ThingTalkTypeError naming the path of
 * the first problem, e.g. `action.element.below.type`.
 */
import { RussError } from '../errors.js';
import {
  ITEM_POSITIONS,
  isItemSelector,
  ACTION_NAMES,
  ELEMENT_ACTIONS,
  ELEMENT_TYPES,
  LOCATIONS,
  RELATIONS,
  type Program,
} from './ast.js';

export class ThingTalkTypeError extends RussError {
  readonly path: string;
  constructor(path: string, message: string) {
    super('E_THINGTALK_TYPE', `${path}: ${message}`, { path });
    this.path = path;
  }
}

export interface TypecheckOptions {
  /** User-dictionary variables in scope; when given, `param:NAME` references must name one of them. */
  variables?: Iterable<string>;
  /** Deepest chain of relations allowed (default 8). */
  maxDepth?: number;
}

const VARIABLE_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

function checkString(x: unknown, path: string): void {
  if (typeof x !== 'string') throw new ThingTalkTypeError(path, `expected a string, got ${typeof x}`);
  if (x.trim() === '') throw new ThingTalkTypeError(path, 'must not be empty');
}

export function typecheck(p: unknown, options: TypecheckOptions = {}): Program {
  const scope = options.variables ? new Set(options.variables) : undefined;
  const maxDepth = options.maxDepth ?? 8;
  const seen = new Set<object>();

  const checkValue = (v: unknown, path: string): void => {
    if (!isObject(v)) throw new ThingTalkTypeError(path, 'expected a value ({kind:"string"} or {kind:"variable"})');
    if (v.kind === 'string') checkString(v.value, `${path}.value`);
    else if (v.kind === 'variable') {
      if (typeof v.name !== 'string' || !VARIABLE_NAME.test(v.name)) throw new ThingTalkTypeError(`${path}.name`, 'not a valid variable name');
      if (scope && !scope.has(v.name)) throw new ThingTalkTypeError(`${path}.name`, `unknown variable "${v.name}"`);
    } else throw new ThingTalkTypeError(`${path}.kind`, 'expected "string" or "variable"');
  };

  const checkQuery = (q: unknown, path: string, depth: number): void => {
    if (!isObject(q) || q.kind !== 'query') throw new ThingTalkTypeError(path, 'expected a query');
    if (seen.has(q)) throw new ThingTalkTypeError(path, 'the query refers to itself');
    if (depth > maxDepth) throw new ThingTalkTypeError(path, `relations nested deeper than ${maxDepth}`);
    seen.add(q);
    let constraints = 0;
    for (const key of Object.keys(q)) {
      if (key === 'kind') continue;
      const val = q[key];
      if (val === undefined) continue;
      constraints++;
      if (key === 'description') checkValue(val, `${path}.description`);
      else if (key === 'type') {
        if (!(ELEMENT_TYPES as readonly unknown[]).includes(val)) throw new ThingTalkTypeError(`${path}.type`, `expected one of ${ELEMENT_TYPES.join(', ')}`);
      } else if (key === 'location') {
        if (!(LOCATIONS as readonly unknown[]).includes(val)) throw new ThingTalkTypeError(`${path}.location`, `expected one of ${LOCATIONS.join(', ')}`);
      } else if (key === 'item') {
        if (!isItemSelector(val)) throw new ThingTalkTypeError(`${path}.item`, `expected a number from 1 or one of ${ITEM_POSITIONS.join(', ')}`);
      } else if ((RELATIONS as readonly string[]).includes(key)) checkQuery(val, `${path}.${key}`, depth + 1);
      else throw new ThingTalkTypeError(`${path}.${key}`, 'unknown query parameter');
    }
    if (constraints === 0) throw new ThingTalkTypeError(path, 'a query needs a description, a type, a location, an item or a relation');
    seen.delete(q);
  };

  if (!isObject(p) || p.kind !== 'program') throw new ThingTalkTypeError('program', 'expected {kind:"program", action}');
  const a = p.action;
  if (!isObject(a) || a.kind !== 'action') throw new ThingTalkTypeError('action', 'expected {kind:"action", name, ...}');
  if (!(ACTION_NAMES as readonly unknown[]).includes(a.name)) throw new ThingTalkTypeError('action.name', `unknown action ${JSON.stringify(a.name)}`);
  const allowed: Record<string, string[]> = {
    goto: ['url'], ask: ['key', 'variable'], say: ['text'], enter: ['element', 'text'], select: ['element', 'option'], set_range: ['element', 'value'],
  };
  const fields = allowed[a.name as string] ?? ['element'];
  for (const key of Object.keys(a)) {
    if (key !== 'kind' && key !== 'name' && !fields.includes(key)) throw new ThingTalkTypeError(`action.${key}`, `@${a.name} has no parameter "${key}"`);
  }
  switch (a.name) {
    case 'goto':
      checkString(a.url, 'action.url');
      break;
    case 'ask':
      checkString(a.key, 'action.key');
      if (typeof a.variable !== 'string' || !VARIABLE_NAME.test(a.variable)) throw new ThingTalkTypeError('action.variable', 'not a valid variable name');
      break;
    case 'say':
      checkString(a.text, 'action.text');
      break;
  }
  if ((ELEMENT_ACTIONS as readonly unknown[]).includes(a.name)) checkQuery(a.element, 'action.element', 0);
  if (a.name === 'enter') checkValue(a.text, 'action.text');
  if (a.name === 'select') checkValue(a.option, 'action.option');
  if (a.name === 'set_range') checkValue(a.value, 'action.value');
  return p as unknown as Program;
}
