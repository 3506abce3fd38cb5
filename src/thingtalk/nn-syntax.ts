/**
 * The RUSS "NN syntax" of ThingTalk (see the paper's released data):
 *
 *     now => @webagent.goto param:website = " https://shop.example.com/ "
 *     let param:email = ( @webagent.ask param:text = " email " )
 *     now => ( @webagent.retrieve param:description = " password " ) join
 *            ( @webagent.retrieve param:type = enum:input ) on param:below = param:id
 *            => @webagent.enter param:text = " password " on param:element = param:id
 *
 * Extensions of ours: a literal value is `literal " DELETE "` (a plain string is a user-dictionary
 * key); a container is `on param:in = param:id`; browser actions are bare
 * (`now => @webagent.press param:key = " Enter " param:count = 2`); programs of a sequence are
 * separated by ` ; `.
 *
 * The reader tolerates the annotation's noise (`param.text`, a missing `=`, `let name` without
 * `param:`, redundant parentheses); the printer writes the canonical form.
 */
import {
  ELEMENT_TYPES,
  LOCATIONS,
  ITEM_POSITIONS,
  isItemSelector,
  isNth,
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

const NN_RELATION: Record<string, Relation> = { above: 'above', below: 'below', left: 'left_of', right: 'right_of', left_of: 'left_of', right_of: 'right_of', in: 'in' };
const RELATION_NN: Record<Relation, string> = { above: 'above', below: 'below', left_of: 'left', right_of: 'right', in: 'in' };

// ---------------------------------------------------------------------------------------------
// Reader

/** Read a program, or a sequence of programs separated by `;`, in NN syntax. Throws ThingTalkSyntaxError with the position of the problem. */
export function fromNNSyntax(code: string): AnyProgram {
  const ts = new TokenStream(code, tokenize(code));
  const programs = [readProgram(ts)];
  while (ts.accept(';')) programs.push(readProgram(ts));
  if (!ts.is('eof')) throw ts.error(`Unexpected ${JSON.stringify(ts.peek().value)} after the end of the program`);
  return sequence(programs);
}

function readProgram(ts: TokenStream): Program {
  let result: Program;
  if (ts.accept('ident', 'let')) {
    const nameTok = ts.peek();
    if (!ts.accept('param') && !ts.accept('ident')) throw ts.error('Expected a variable name after "let"');
    ts.expect('=');
    const parens = skipOpenParens(ts);
    const fn = ts.expect('function');
    if (localName(fn.value) !== 'ask') throw ts.error(`Only @webagent.ask can be bound with "let", not ${fn.value}`, fn);
    const key = readStringParam(ts, 'text');
    closeParens(ts, parens);
    result = program({ kind: 'action', name: 'ask', key, variable: nameTok.value });
  } else {
    ts.expect('ident', 'now');
    ts.expect('=>');
    result = program(readBody(ts));
  }
  if (!ts.is('eof') && !ts.is(';')) throw ts.error(`Unexpected ${JSON.stringify(ts.peek().value)} after the end of the program`);
  return result;
}

function localName(fn: string): string {
  const dot = fn.lastIndexOf('.');
  return dot < 0 ? fn : fn.slice(dot + 1);
}

function skipOpenParens(ts: TokenStream): number {
  let n = 0;
  while (ts.accept('(')) n++;
  return n;
}
function closeParens(ts: TokenStream, n: number): void {
  for (let i = 0; i < n; i++) ts.expect(')');
}

/** `param:NAME [=] "string"` — the `=` is sometimes missing in the annotation. */
function readStringParam(ts: TokenStream, name: string): string {
  const p = ts.expect('param');
  if (p.value !== name) throw ts.error(`Expected param:${name} but found param:${p.value}`, p);
  ts.accept('=');
  return cleanString(ts.expect('string').value);
}

/** NN strings are padded and space-tokenised: `" forgot password ? "` → `forgot password ?`. */
function cleanString(s: string): string {
  return s.replace(/\s+/g, ' ').trim();
}

function readBody(ts: TokenStream): Action {
  // A bare action (goto/say/ask) or a retrieve expression followed by `=> action`.
  const save = ts.peek();
  if (save.type === 'function') {
    const name = localName(save.value);
    if (name === 'goto') {
      ts.next();
      return { kind: 'action', name: 'goto', url: readStringParam(ts, 'website') };
    }
    if (name === 'say') {
      ts.next();
      return { kind: 'action', name: 'say', text: readStringParam(ts, 'text') };
    }
    if (name === 'ask') {
      ts.next();
      const key = readStringParam(ts, 'text');
      return { kind: 'action', name: 'ask', key, variable: variableNameFor(key) };
    }
    if (BARE_ACTIONS.has(name)) {
      ts.next();
      return readBareAction(ts, name);
    }
  }
  const element = readRetrieveExpr(ts);
  ts.expect('=>');
  return readElementAction(ts, element);
}

const BARE_ACTIONS = new Set(['press', 'scroll', 'wait', 'back', 'forward', 'switch_tab', 'close_tab', 'note']);

interface BareParam {
  kind: 'string' | 'number' | 'enum';
  value: string;
  token: Token;
}

/** The parameters of a bare action: `param:NAME = value` pairs until `;` or the end. */
function readBareParams(ts: TokenStream): Map<string, BareParam> {
  const params = new Map<string, BareParam>();
  while (ts.is('param')) {
    const p = ts.next();
    ts.accept('=');
    const t = ts.next();
    if (t.type !== 'string' && t.type !== 'number' && t.type !== 'enum') throw ts.error(`param:${p.value} takes a string, a number or an enum`, t);
    if (params.has(p.value)) throw ts.error(`Duplicate param:${p.value}`, p);
    params.set(p.value, { kind: t.type, value: t.type === 'string' ? cleanString(t.value) : t.value, token: t });
  }
  return params;
}

function positiveInt(ts: TokenStream, v: BareParam | undefined, what: string): number | undefined {
  if (!v) return undefined;
  const n = Number(v.value);
  if (v.kind !== 'number' || !Number.isInteger(n) || n < 1) throw ts.error(`${what} must be a whole number of at least 1`, v.token);
  return n;
}

function readBareAction(ts: TokenStream, name: string): Action {
  const params = readBareParams(ts);
  const allowed: Record<string, string[]> = {
    press: ['key', 'count'], scroll: ['direction'], wait: ['seconds'], back: [], forward: [], switch_tab: ['index', 'description'], close_tab: [], note: ['text'],
  };
  for (const key of params.keys()) if (!allowed[name]!.includes(key)) throw ts.error(`@webagent.${name} takes no param:${key}`);
  const string = (key: string): string => {
    const v = params.get(key);
    if (!v || v.kind !== 'string' || v.value === '') throw ts.error(`@webagent.${name} needs param:${key} = " ... "`);
    return v.value;
  };
  switch (name) {
    case 'press':
      return { kind: 'action', name, key: string('key'), count: positiveInt(ts, params.get('count'), 'param:count') ?? 1 };
    case 'scroll': {
      const d = params.get('direction');
      if (!d || d.kind !== 'enum' || !(SCROLL_DIRECTIONS as readonly string[]).includes(d.value)) throw ts.error(`@webagent.scroll needs param:direction = enum:${SCROLL_DIRECTIONS.join('|')}`, d?.token);
      return { kind: 'action', name, direction: d.value as ScrollDirection };
    }
    case 'wait': {
      const s = params.get('seconds');
      if (!s) return { kind: 'action', name };
      const n = Number(s.value);
      if (s.kind !== 'number' || !(n > 0)) throw ts.error('param:seconds must be a positive number', s.token);
      return { kind: 'action', name, seconds: n };
    }
    case 'switch_tab': {
      const index = positiveInt(ts, params.get('index'), 'param:index');
      const description = params.has('description') ? string('description') : undefined;
      if (index === undefined && description === undefined) throw ts.error('@webagent.switch_tab needs param:index or param:description');
      return { kind: 'action', name, ...(index !== undefined ? { index } : {}), ...(description !== undefined ? { description } : {}) };
    }
    case 'note':
      return { kind: 'action', name, text: string('text') };
    default:
      return { kind: 'action', name: name as 'back' | 'forward' | 'close_tab' };
  }
}

/** retrieveExpr := primary ( 'join' primary 'on' param:REL '=' param:id )* — the right side is the sought element. */
function readRetrieveExpr(ts: TokenStream): Query {
  let left = readRetrievePrimary(ts);
  while (ts.accept('ident', 'join')) {
    const right = readRetrievePrimary(ts);
    ts.expect('ident', 'on');
    const relTok = ts.expect('param');
    const rel = NN_RELATION[relTok.value];
    if (!rel) throw ts.error(`Unknown relation param:${relTok.value} (expected above, below, left or right)`, relTok);
    ts.expect('=');
    const idTok = ts.expect('param');
    if (idTok.value !== 'id') throw ts.error(`Expected param:id but found param:${idTok.value}`, idTok);
    if (right[rel]) throw ts.error(`The query already has a "${rel}" relation`, relTok);
    right[rel] = left;
    left = right;
  }
  return left;
}

function readRetrievePrimary(ts: TokenStream): Query {
  if (ts.accept('(')) {
    const q = readRetrieveExpr(ts);
    ts.expect(')');
    return q;
  }
  const fn = ts.expect('function');
  if (localName(fn.value) !== 'retrieve') throw ts.error(`Expected @webagent.retrieve but found ${fn.value}`, fn);
  const q = query({});
  // Parameters until something that is not `param:NAME =` (a relation's `on`, `=>`, `)`, `join`).
  while (ts.is('param') && ts.is('=', undefined, 1)) {
    const p = ts.next();
    ts.next();
    switch (p.value) {
      case 'description':
        if (q.description) throw ts.error('Duplicate param:description', p);
        q.description = readValue(ts);
        break;
      case 'type': {
        const e = ts.expect('enum');
        if (!(ELEMENT_TYPES as readonly string[]).includes(e.value)) throw ts.error(`Unknown element type enum:${e.value}`, e);
        q.type = e.value as ElementType;
        break;
      }
      case 'location': {
        const e = ts.expect('enum');
        if (!(LOCATIONS as readonly string[]).includes(e.value)) throw ts.error(`Unknown location enum:${e.value}`, e);
        q.location = e.value as Location;
        break;
      }
      case 'item': {
        const t = ts.next();
        const item = t.type === 'number' ? Number(t.value) : t.type === 'enum' ? t.value : undefined;
        if (!isItemSelector(item)) throw ts.error(`param:item takes a number from 1 or one of enum:${ITEM_POSITIONS.join(', enum:')}`, t);
        q.item = item;
        break;
      }
      case 'nth': {
        const t = ts.next();
        const nth = t.type === 'number' ? Number(t.value) : t.type === 'enum' ? t.value : undefined;
        if (!isNth(nth)) throw ts.error('param:nth takes a number from 1 or enum:last', t);
        q.nth = nth;
        break;
      }
      default:
        throw ts.error(`Unknown retrieve parameter param:${p.value}`, p);
    }
  }
  return q;
}

function readValue(ts: TokenStream): Value {
  const t = ts.peek();
  if (t.type === 'string') return str(cleanString(ts.next().value));
  if (t.type === 'param') return variable(ts.next().value);
  if (t.type === 'number') return str(ts.next().value);
  if (t.type === 'ident' && t.value === 'literal') {
    ts.next();
    const v = ts.next();
    if (v.type !== 'string' && v.type !== 'number') throw ts.error('Expected a string or a number after "literal"', v);
    const value = cleanString(v.value);
    if (value === '') throw ts.error('A literal must not be empty', v);
    return literal(value);
  }
  throw ts.error('Expected a string, literal " ... " or a param:variable');
}

function readElementAction(ts: TokenStream, element: Query): Action {
  const fn = ts.expect('function');
  const name = localName(fn.value);
  // Optional leading value parameter: `param:text = " email " on`.
  let value: Value | undefined;
  if (ts.is('param') && !ts.is('param', 'element')) {
    const p = ts.next();
    const expected = name === 'enter' ? 'text' : name === 'select' ? 'option' : name === 'set_range' ? 'value' : undefined;
    if (!expected || p.value !== expected) throw ts.error(`@webagent.${name} takes no param:${p.value}`, p);
    ts.accept('=');
    value = readValue(ts);
    ts.expect('ident', 'on');
  }
  const el = ts.expect('param');
  if (el.value !== 'element') throw ts.error(`Expected param:element but found param:${el.value}`, el);
  ts.expect('=');
  const id = ts.expect('param');
  if (id.value !== 'id') throw ts.error(`Expected param:id but found param:${id.value}`, id);
  switch (name) {
    case 'click':
    case 'read':
    case 'check':
    case 'uncheck':
    case 'choose':
    case 'scroll_to':
      if (value) throw ts.error(`@webagent.${name} takes no value`, fn);
      return { kind: 'action', name, element };
    case 'enter':
      if (!value) throw ts.error('@webagent.enter needs param:text', fn);
      return { kind: 'action', name, element, text: value };
    case 'select':
      if (!value) throw ts.error('@webagent.select needs param:option', fn);
      return { kind: 'action', name, element, option: value };
    case 'set_range':
      if (!value) throw ts.error('@webagent.set_range needs param:value', fn);
      return { kind: 'action', name, element, value };
    default:
      throw ts.error(`Unknown action ${fn.value}`, fn);
  }
}

// ---------------------------------------------------------------------------------------------
// Printer

function nnString(s: string): string {
  return `" ${s.replace(/\\/g, '\\\\').replace(/"/g, '\\"')} "`;
}
function nnValue(v: Value): string {
  return v.kind === 'string' ? nnString(v.value) : v.kind === 'literal' ? `literal ${nnString(v.value)}` : `param:${v.name}`;
}

function nnRetrieve(q: Query): string {
  const params: string[] = [];
  if (q.description) params.push(`param:description = ${nnValue(q.description)}`);
  if (q.type) params.push(`param:type = enum:${q.type}`);
  if (q.location) params.push(`param:location = enum:${q.location}`);
  if (q.item !== undefined) params.push(`param:item = ${typeof q.item === 'number' ? q.item : `enum:${q.item}`}`);
  if (q.nth !== undefined) params.push(`param:nth = ${typeof q.nth === 'number' ? q.nth : `enum:${q.nth}`}`);
  return ['@webagent.retrieve', ...params].join(' ');
}

/** A query with relations prints as nested joins, the sought element always on the right. */
function nnQuery(q: Query): string {
  const rels = relationsOf(q);
  let out = nnRetrieve(q);
  for (let i = rels.length - 1; i >= 0; i--) {
    const [rel, anchor] = rels[i]!;
    out = `( ${nnQuery(anchor)} ) join ( ${out} ) on param:${RELATION_NN[rel]} = param:id`;
  }
  return out;
}

/** Print a program, or a sequence (` ; ` between its programs), in canonical NN syntax. */
export function toNNSyntax(p: AnyProgram): string {
  return programsOf(p).map(nnProgram).join(' ; ');
}

function nnProgram(p: Program): string {
  const a = p.action;
  switch (a.name) {
    case 'goto':
      return `now => @webagent.goto param:website = ${nnString(a.url)}`;
    case 'ask':
      return `let param:${a.variable} = ( @webagent.ask param:text = ${nnString(a.key)} )`;
    case 'say':
      return `now => @webagent.say param:text = ${nnString(a.text)}`;
    case 'press':
      return `now => @webagent.press param:key = ${nnString(a.key)}${a.count !== 1 ? ` param:count = ${a.count}` : ''}`;
    case 'scroll':
      return `now => @webagent.scroll param:direction = enum:${a.direction}`;
    case 'wait':
      return `now => @webagent.wait${a.seconds !== undefined ? ` param:seconds = ${a.seconds}` : ''}`;
    case 'back':
    case 'forward':
    case 'close_tab':
      return `now => @webagent.${a.name}`;
    case 'switch_tab':
      return `now => @webagent.switch_tab${a.index !== undefined ? ` param:index = ${a.index}` : ''}${a.description !== undefined ? ` param:description = ${nnString(a.description)}` : ''}`;
    case 'note':
      return `now => @webagent.note param:text = ${nnString(a.text)}`;
    default: {
      if (!isElementAction(a)) throw new Error('unreachable');
      const value =
        a.name === 'enter' ? `param:text = ${nnValue(a.text)} on ` :
        a.name === 'select' ? `param:option = ${nnValue(a.option)} on ` :
        a.name === 'set_range' ? `param:value = ${nnValue(a.value)} on ` : '';
      return `now => ${nnQuery(a.element)} => @webagent.${a.name} ${value}param:element = param:id`;
    }
  }
}
