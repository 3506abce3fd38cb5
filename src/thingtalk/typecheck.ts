/**
 * The type checker. It takes anything (a program built in code, or JSON from a host or a model)
 * and either returns it as a well-typed Program or throws a ThingTalkTypeError naming the path of
 * the first problem, e.g. `action.element.below.type`.
 */
import { RussError } from '../errors.js';
import {
  ITEM_POSITIONS,
  isItemSelector,
  isNth,
  ACTION_NAMES,
  ELEMENT_ACTIONS,
  ELEMENT_TYPES,
  LOCATIONS,
  RELATIONS,
  SCROLL_DIRECTIONS,
  type AnyProgram,
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

/** Type-check a program or a sequence of programs; returns it typed, or throws ThingTalkTypeError. */
export function typecheck(p: unknown, options: TypecheckOptions = {}): AnyProgram {
  if (isObject(p) && p.kind === 'sequence') {
    if (!Array.isArray(p.programs) || p.programs.length < 2) throw new ThingTalkTypeError('programs', 'a sequence needs at least two programs');
    p.programs.forEach((q, i) => {
      try {
        typecheckProgram(q, options);
      } catch (err) {
        if (err instanceof ThingTalkTypeError) throw new ThingTalkTypeError(`programs[${i}].${err.path}`, err.message.slice(err.path.length + 2));
        throw err;
      }
    });
    return p as unknown as AnyProgram;
  }
  return typecheckProgram(p, options);
}

function typecheckProgram(p: unknown, options: TypecheckOptions): Program {
  const scope = options.variables ? new Set(options.variables) : undefined;
  const maxDepth = options.maxDepth ?? 8;
  const seen = new Set<object>();

  const checkValue = (v: unknown, path: string, literalAllowed = true): void => {
    if (!isObject(v)) throw new ThingTalkTypeError(path, 'expected a value ({kind:"string"}, {kind:"literal"} or {kind:"variable"})');
    if (v.kind === 'string' || (v.kind === 'literal' && literalAllowed)) checkString(v.value, `${path}.value`);
    else if (v.kind === 'variable') {
      if (typeof v.name !== 'string' || !VARIABLE_NAME.test(v.name)) throw new ThingTalkTypeError(`${path}.name`, 'not a valid variable name');
      if (scope && !scope.has(v.name)) throw new ThingTalkTypeError(`${path}.name`, `unknown variable "${v.name}"`);
    } else throw new ThingTalkTypeError(`${path}.kind`, literalAllowed ? 'expected "string", "literal" or "variable"' : 'expected "string" or "variable"');
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
      if (key === 'description') checkValue(val, `${path}.description`, false);
      else if (key === 'type') {
        if (!(ELEMENT_TYPES as readonly unknown[]).includes(val)) throw new ThingTalkTypeError(`${path}.type`, `expected one of ${ELEMENT_TYPES.join(', ')}`);
      } else if (key === 'location') {
        if (!(LOCATIONS as readonly unknown[]).includes(val)) throw new ThingTalkTypeError(`${path}.location`, `expected one of ${LOCATIONS.join(', ')}`);
      } else if (key === 'item') {
        if (!isItemSelector(val)) throw new ThingTalkTypeError(`${path}.item`, `expected a number from 1 or one of ${ITEM_POSITIONS.join(', ')}`);
      } else if (key === 'nth') {
        if (!isNth(val)) throw new ThingTalkTypeError(`${path}.nth`, 'expected a number from 1 or "last"');
        constraints--; // an index among matches is no constraint of its own
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
    press: ['key', 'count'], scroll: ['direction'], wait: ['seconds'], back: [], forward: [], switch_tab: ['index', 'description'], close_tab: [], note: ['text'],
  };
  const positiveInt = (x: unknown, path: string): void => {
    if (typeof x !== 'number' || !Number.isInteger(x) || x < 1) throw new ThingTalkTypeError(path, 'expected a whole number of at least 1');
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
    case 'note':
      checkString(a.text, 'action.text');
      break;
    case 'press':
      checkString(a.key, 'action.key');
      positiveInt(a.count, 'action.count');
      break;
    case 'scroll':
      if (!(SCROLL_DIRECTIONS as readonly unknown[]).includes(a.direction)) throw new ThingTalkTypeError('action.direction', `expected one of ${SCROLL_DIRECTIONS.join(', ')}`);
      break;
    case 'wait':
      if (a.seconds !== undefined && (typeof a.seconds !== 'number' || !(a.seconds > 0) || !Number.isFinite(a.seconds))) throw new ThingTalkTypeError('action.seconds', 'expected a positive number');
      break;
    case 'switch_tab':
      if (a.index === undefined && a.description === undefined) throw new ThingTalkTypeError('action', '@switch_tab needs an index or a description');
      if (a.index !== undefined) positiveInt(a.index, 'action.index');
      if (a.description !== undefined) checkString(a.description, 'action.description');
      break;
  }
  if ((ELEMENT_ACTIONS as readonly unknown[]).includes(a.name)) checkQuery(a.element, 'action.element', 0);
  if (a.name === 'enter') checkValue(a.text, 'action.text');
  if (a.name === 'select') checkValue(a.option, 'action.option');
  if (a.name === 'set_range') checkValue(a.value, 'action.value');
  return p as unknown as Program;
}

/** The one program of `p`; a sequence is a ThingTalkTypeError (for callers that act on one element, like grounding). */
export function singleProgram(p: AnyProgram): Program {
  if (p.kind === 'sequence') throw new ThingTalkTypeError('programs', `expected one program, got a sequence of ${p.programs.length}`);
  return p;
}
