/**
 * The RUSS "NN syntax" of ThingTalk (see the paper's released data):
 *
 *     now => @webagent.goto param:website = " https://shop.example.com/ "
 *     let param:email = ( @webagent.ask param:text = " email " )
 *     now => ( @webagent.retrieve param:description = " password " ) join
 *            ( @webagent.retrieve param:type = enum:input ) on param:below = param:id
 *            => @webagent.enter param:text = " password " on param:element = param:id
 *
 * The reader tolerates the annotation's noise (`param.text`, a missing `=`, `let name` without
 * `param:`, redundant parentheses); the printer writes the canonical form.
 */
import {
  ELEMENT_TYPES,
  LOCATIONS,
  ITEM_POSITIONS,
  isItemSelector,
  type Action,
  type ElementType,
  type Location,
  type Program,
  type Query,
  type Relation,
  type Value,
  isElementAction,
  program,
  query,
  relationsOf,
  str,
  variable,
  variableNameFor,
} from './ast.js';
import { TokenStream, tokenize } from './lexer.js';

const NN_RELATION: Record<string, Relation> = { above: 'above', below: 'below', left: 'left_of', right: 'right_of', left_of: 'left_of', right_of: 'right_of' };
const RELATION_NN: Record<Relation, string> = { above: 'above', below: 'below', left_of: 'left', right_of: 'right' };

// ---------------------------------------------------------------------------------------------
// Reader

/** Read one program in NN syntax. Throws ThingTalkSyntaxError with the position of the problem. */
export function fromNNSyntax(code: string): Program {
  const ts = new TokenStream(code, tokenize(code));
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
  if (!ts.is('eof')) throw ts.error(`Unexpected ${JSON.stringify(ts.peek().value)} after the end of the program`);
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
  }
  const element = readRetrieveExpr(ts);
  ts.expect('=>');
  return readElementAction(ts, element);
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
  throw ts.error('Expected a string or a param:variable');
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
  return v.kind === 'string' ? nnString(v.value) : `param:${v.name}`;
}

function nnRetrieve(q: Query): string {
  const params: string[] = [];
  if (q.description) params.push(`param:description = ${nnValue(q.description)}`);
  if (q.type) params.push(`param:type = enum:${q.type}`);
  if (q.location) params.push(`param:location = enum:${q.location}`);
  if (q.item !== undefined) params.push(`param:item = ${typeof q.item === 'number' ? q.item : `enum:${q.item}`}`);
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

/** Print a program in canonical NN syntax. */
export function toNNSyntax(p: Program): string {
  const a = p.action;
  switch (a.name) {
    case 'goto':
      return `now => @webagent.goto param:website = ${nnString(a.url)}`;
    case 'ask':
      return `let param:${a.variable} = ( @webagent.ask param:text = ${nnString(a.key)} )`;
    case 'say':
      return `now => @webagent.say param:text = ${nnString(a.text)}`;
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
