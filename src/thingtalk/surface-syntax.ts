/**
 * The readable surface syntax of ThingTalk:
 *
 *     @goto(url="https://shop.example.com/")
 *     @ask(text="email address")
 *     @retrieve(description="sign in", location=top_right) => @click(element=id)
 *     @retrieve(description="password") => @retrieve(type=input, below=id) => @enter(text="password", element=id)
 *
 * `id` names the element the previous `@retrieve` found. A relation may also take a query inline,
 * `@retrieve(type=input, below=@retrieve(description="password"))`, which is how the printer
 * writes a query with more than one relation. A user-dictionary reference is `param:NAME`; a
 * literal value (typed as written, never looked up) is `literal("DELETE")`. The programs of a
 * sequence are separated by `;`:
 *
 *     @retrieve(description="search") => @enter(text=literal("umbrellas"), element=id); @press(key="Enter")
 */
import {
  ELEMENT_TYPES,
  LOCATIONS,
  ITEM_POSITIONS,
  isItemSelector,
  isNth,
  type ItemSelector,
  type Nth,
  RELATIONS,
  SCROLL_DIRECTIONS,
  type Action,
  type AnyProgram,
  type ScrollDirection,
  type ElementType,
  type Location,
  type Program,
  type Query,
  type Relation,
  type Value,
  isElementAction,
  literal,
  program,
  programsOf,
  query,
  relationsOf,
  sequence,
  str,
  variable,
  variableNameFor,
} from './ast.js';
import { type Token, TokenStream, tokenize } from './lexer.js';

// ---------------------------------------------------------------------------------------------
// Reader

/** Read a program, or a sequence of programs separated by `;`, in surface syntax. Throws ThingTalkSyntaxError with the position of the problem. */
export function readSurface(code: string): AnyProgram {
  const ts = new TokenStream(code, tokenize(code));
  const programs = [readProgram(ts)];
  while (ts.accept(';')) {
    if (ts.is('eof')) break; // a trailing `;`
    programs.push(readProgram(ts));
  }
  if (!ts.is('eof')) throw ts.error(`Unexpected ${JSON.stringify(ts.peek().value)} after the action`);
  return sequence(programs);
}

function readProgram(ts: TokenStream): Program {
  let previous: Query | undefined;
  for (;;) {
    const fn = ts.expect('function');
    const name = fn.value.replace(/^webagent\./, '');
    const args = readArgs(ts, () => previous);
    if (name === 'retrieve') {
      previous = buildQuery(ts, fn, args);
      if (!ts.accept('=>')) throw ts.error('A @retrieve must be followed by "=>" and an action');
      continue;
    }
    const action = buildAction(ts, fn, name, args, previous);
    if (!ts.is('eof') && !ts.is(';')) throw ts.error(`Unexpected ${JSON.stringify(ts.peek().value)} after the action`);
    return program(action);
  }
}

type Arg = { token: Token; value: Value | Query | { kind: 'enum'; name: string } | { kind: 'id'; query: Query } };

function readArgs(ts: TokenStream, previous: () => Query | undefined): Map<string, Arg> {
  const args = new Map<string, Arg>();
  ts.expect('(');
  if (ts.accept(')')) return args;
  for (;;) {
    const key = ts.expect('ident');
    if (args.has(key.value)) throw ts.error(`Duplicate argument "${key.value}"`, key);
    ts.expect('=');
    const t = ts.peek();
    let value: Arg['value'];
    if (t.type === 'string' || t.type === 'number') value = str(ts.next().value);
    else if (t.type === 'ident' && t.value === 'literal' && ts.is('(', undefined, 1)) {
      ts.next();
      ts.next();
      const v = ts.next();
      if ((v.type !== 'string' && v.type !== 'number') || v.value.trim() === '') throw ts.error('literal(...) takes a non-empty string', v);
      ts.expect(')');
      value = literal(v.value);
    } else if (t.type === 'param') value = variable(ts.next().value);
    else if (t.type === 'ident' && t.value === 'id') {
      ts.next();
      const q = previous();
      if (!q) throw ts.error('"id" refers to the element of a previous @retrieve, but there is none', t);
      value = { kind: 'id', query: q };
    } else if (t.type === 'ident' || t.type === 'enum') value = { kind: 'enum', name: ts.next().value };
    else if (t.type === 'function') {
      const fn = ts.next();
      if (fn.value.replace(/^webagent\./, '') !== 'retrieve') throw ts.error(`Only @retrieve can be nested, not @${fn.value}`, fn);
      value = buildQuery(ts, fn, readArgs(ts, previous));
    } else throw ts.error('Expected a value');
    args.set(key.value, { token: key, value });
    if (ts.accept(')')) return args;
    ts.expect(',');
  }
}

function asQuery(ts: TokenStream, arg: Arg): Query {
  const v = arg.value;
  if (v.kind === 'id') return v.query;
  if (v.kind === 'query') return v;
  throw ts.error(`"${arg.token.value}" takes an element: id or @retrieve(...)`, arg.token);
}
function asValue(ts: TokenStream, arg: Arg): Value {
  const v = arg.value;
  if (v.kind === 'string' || v.kind === 'literal' || v.kind === 'variable') return v;
  throw ts.error(`"${arg.token.value}" takes a string, literal("...") or param:NAME`, arg.token);
}
function asString(ts: TokenStream, arg: Arg): string {
  const v = arg.value;
  if (v.kind === 'string') return v.value;
  throw ts.error(`"${arg.token.value}" takes a string`, arg.token);
}
function asCount(ts: TokenStream, arg: Arg | undefined): number | undefined {
  if (!arg) return undefined;
  const n = arg.value.kind === 'string' ? Number(arg.value.value) : NaN;
  if (!Number.isInteger(n) || n < 1) throw ts.error(`"${arg.token.value}" takes a whole number of at least 1`, arg.token);
  return n;
}
function asEnum<T extends string>(ts: TokenStream, arg: Arg, allowed: readonly T[]): T {
  const v = arg.value;
  if (v.kind === 'enum' && (allowed as readonly string[]).includes(v.name)) return v.name as T;
  throw ts.error(`"${arg.token.value}" takes one of ${allowed.join(', ')}`, arg.token);
}

function asItem(ts: TokenStream, arg: Arg): ItemSelector {
  const v = arg.value;
  const item = v.kind === 'string' && /^\d+$/.test(v.value) ? Number(v.value) : v.kind === 'enum' ? v.name : undefined;
  if (isItemSelector(item)) return item;
  throw ts.error(`"item" takes a number from 1 or one of ${ITEM_POSITIONS.join(', ')}`, arg.token);
}

function asNth(ts: TokenStream, arg: Arg): Nth {
  const v = arg.value;
  const nth = v.kind === 'string' && /^\d+$/.test(v.value) ? Number(v.value) : v.kind === 'enum' ? v.name : undefined;
  if (isNth(nth)) return nth;
  throw ts.error('"nth" takes a number from 1 or last', arg.token);
}

function buildQuery(ts: TokenStream, fn: Token, args: Map<string, Arg>): Query {
  const q = query({});
  for (const [key, arg] of args) {
    if (key === 'description') q.description = asValue(ts, arg);
    else if (key === 'type') q.type = asEnum<ElementType>(ts, arg, ELEMENT_TYPES);
    else if (key === 'location') q.location = asEnum<Location>(ts, arg, LOCATIONS);
    else if (key === 'item') q.item = asItem(ts, arg);
    else if (key === 'nth') q.nth = asNth(ts, arg);
    else if ((RELATIONS as readonly string[]).includes(key)) q[key as Relation] = asQuery(ts, arg);
    else throw ts.error(`@retrieve has no argument "${key}"`, arg.token);
  }
  if (args.size === 0) throw ts.error('@retrieve needs at least one argument', fn);
  return q;
}

const ACTION_ARGS: Record<string, { required: string[]; optional?: string[] }> = {
  goto: { required: ['url'] },
  ask: { required: ['text'], optional: ['variable'] },
  say: { required: ['text'] },
  read: { required: ['element'] },
  click: { required: ['element'] },
  enter: { required: ['element', 'text'] },
  select: { required: ['element', 'option'] },
  check: { required: ['element'] },
  uncheck: { required: ['element'] },
  choose: { required: ['element'] },
  set_range: { required: ['element', 'value'] },
  scroll_to: { required: ['element'] },
  press: { required: ['key'], optional: ['count'] },
  scroll: { required: ['direction'] },
  wait: { required: [], optional: ['seconds'] },
  back: { required: [] },
  forward: { required: [] },
  switch_tab: { required: [], optional: ['index', 'description'] },
  close_tab: { required: [] },
  note: { required: ['text'] },
};

function buildAction(ts: TokenStream, fn: Token, name: string, args: Map<string, Arg>, previous: Query | undefined): Action {
  const spec = ACTION_ARGS[name];
  if (!spec) throw ts.error(`Unknown action @${fn.value}`, fn);
  for (const [key, arg] of args) {
    if (!spec.required.includes(key) && !spec.optional?.includes(key)) throw ts.error(`@${name} has no argument "${key}"`, arg.token);
  }
  for (const key of spec.required) {
    if (!args.has(key)) throw ts.error(`@${name} needs the argument "${key}"`, fn);
  }
  const get = (k: string): Arg => args.get(k)!;
  switch (name) {
    case 'goto':
      return { kind: 'action', name, url: asString(ts, get('url')) };
    case 'ask': {
      const key = asString(ts, get('text'));
      const v = args.get('variable');
      const varName = v ? (v.value.kind === 'enum' ? v.value.name : asString(ts, v)) : variableNameFor(key);
      return { kind: 'action', name, key, variable: varName };
    }
    case 'say':
    case 'note':
      return { kind: 'action', name, text: asString(ts, get('text')) };
    case 'press':
      return { kind: 'action', name, key: asString(ts, get('key')), count: asCount(ts, args.get('count')) ?? 1 };
    case 'scroll':
      return { kind: 'action', name, direction: asEnum<ScrollDirection>(ts, get('direction'), SCROLL_DIRECTIONS) };
    case 'wait': {
      const s = args.get('seconds');
      if (!s) return { kind: 'action', name };
      const n = s.value.kind === 'string' ? Number(s.value.value) : NaN;
      if (!(n > 0)) throw ts.error('"seconds" takes a positive number', s.token);
      return { kind: 'action', name, seconds: n };
    }
    case 'back':
    case 'forward':
    case 'close_tab':
      return { kind: 'action', name };
    case 'switch_tab': {
      const index = asCount(ts, args.get('index'));
      const d = args.get('description');
      const description = d ? asString(ts, d) : undefined;
      if (index === undefined && description === undefined) throw ts.error('@switch_tab needs "index" or "description"', fn);
      return { kind: 'action', name, ...(index !== undefined ? { index } : {}), ...(description !== undefined ? { description } : {}) };
    }
    default: {
      const element = asQuery(ts, get('element'));
      if (previous === undefined && get('element').value.kind === 'id') throw ts.error('"id" has no @retrieve before it', get('element').token);
      switch (name) {
        case 'enter':
          return { kind: 'action', name, element, text: asValue(ts, get('text')) };
        case 'select':
          return { kind: 'action', name, element, option: asValue(ts, get('option')) };
        case 'set_range':
          return { kind: 'action', name, element, value: asValue(ts, get('value')) };
        default:
          return { kind: 'action', name: name as 'click' | 'read' | 'check' | 'uncheck' | 'choose' | 'scroll_to', element };
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Printer

const quote = (s: string): string => JSON.stringify(s);
const surfaceValue = (v: Value): string => (v.kind === 'string' ? quote(v.value) : v.kind === 'literal' ? `literal(${quote(v.value)})` : `param:${v.name}`);

function ownArgs(q: Query): string[] {
  const out: string[] = [];
  if (q.description) out.push(`description=${surfaceValue(q.description)}`);
  if (q.type) out.push(`type=${q.type}`);
  if (q.location) out.push(`location=${q.location}`);
  if (q.item !== undefined) out.push(`item=${q.item}`);
  if (q.nth !== undefined) out.push(`nth=${q.nth}`);
  return out;
}

/** Inline form: relations as nested @retrieve(...). */
function inlineQuery(q: Query): string {
  const args = ownArgs(q);
  for (const [rel, anchor] of relationsOf(q)) args.push(`${rel}=${inlineQuery(anchor)}`);
  return `@retrieve(${args.join(', ')})`;
}

/** Chain form, `A => @retrieve(..., below=id)`, when every query has at most one relation. */
function chainQuery(q: Query): string[] | undefined {
  const rels = relationsOf(q);
  if (rels.length === 0) return [`@retrieve(${ownArgs(q).join(', ')})`];
  if (rels.length > 1) return undefined;
  const [rel, anchor] = rels[0]!;
  const before = chainQuery(anchor);
  if (!before) return undefined;
  return [...before, `@retrieve(${[...ownArgs(q), `${rel}=id`].join(', ')})`];
}

/** Print a program, or a sequence (`; ` between its programs), in surface syntax. */
export function printSurface(p: AnyProgram): string {
  return programsOf(p).map(surfaceProgram).join('; ');
}

function surfaceProgram(p: Program): string {
  const a = p.action;
  switch (a.name) {
    case 'goto':
      return `@goto(url=${quote(a.url)})`;
    case 'ask':
      return a.variable === variableNameFor(a.key) ? `@ask(text=${quote(a.key)})` : `@ask(text=${quote(a.key)}, variable=${quote(a.variable)})`;
    case 'say':
    case 'note':
      return `@${a.name}(text=${quote(a.text)})`;
    case 'press':
      return `@press(key=${quote(a.key)}${a.count !== 1 ? `, count=${a.count}` : ''})`;
    case 'scroll':
      return `@scroll(direction=${a.direction})`;
    case 'wait':
      return `@wait(${a.seconds !== undefined ? `seconds=${a.seconds}` : ''})`;
    case 'back':
    case 'forward':
    case 'close_tab':
      return `@${a.name}()`;
    case 'switch_tab':
      return `@switch_tab(${[a.index !== undefined ? `index=${a.index}` : '', a.description !== undefined ? `description=${quote(a.description)}` : ''].filter(Boolean).join(', ')})`;
    default: {
      if (!isElementAction(a)) throw new Error('unreachable');
      const extra =
        a.name === 'enter' ? `text=${surfaceValue(a.text)}, ` :
        a.name === 'select' ? `option=${surfaceValue(a.option)}, ` :
        a.name === 'set_range' ? `value=${surfaceValue(a.value)}, ` : '';
      const chain = chainQuery(a.element);
      if (chain) return [...chain, `@${a.name}(${extra}element=id)`].join(' => ');
      return `@${a.name}(${extra}element=${inlineQuery(a.element)})`;
    }
  }
}
