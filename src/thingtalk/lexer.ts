import { RussError } from '../errors.js';

/** Where in the source text something is: 0-based offset, 1-based line and column. */
export interface SourcePosition {
  offset: number;
  line: number;
  column: number;
}

export class ThingTalkSyntaxError extends RussError {
  readonly position: SourcePosition;
  constructor(message: string, source: string, offset: number) {
    const position = positionOf(source, offset);
    super('E_THINGTALK_SYNTAX', `${message} at line ${position.line}, column ${position.column}`, { position });
    this.position = position;
  }
}

export function positionOf(source: string, offset: number): SourcePosition {
  let line = 1;
  let lineStart = 0;
  const end = Math.min(offset, source.length);
  for (let i = 0; i < end; i++) {
    if (source.charCodeAt(i) === 10) {
      line++;
      lineStart = i + 1;
    }
  }
  return { offset, line, column: end - lineStart + 1 };
}

export type TokenType =
  | 'function' // @webagent.retrieve, @click
  | 'param' // param:description (also the annotation's noisy param.text)
  | 'enum' // enum:top_right
  | 'ident' // now, let, join, on, id, description, top_right …
  | 'string'
  | 'number'
  | '=>'
  | '('
  | ')'
  | '='
  | ','
  | ';'
  | 'eof';

export interface Token {
  type: TokenType;
  value: string;
  offset: number;
}

const IDENT = /[A-Za-z_][A-Za-z0-9_]*/y;
const NUMBER = /-?[0-9]+(?:\.[0-9]+)?/y;

/**
 * One lexer for both syntaxes. The NN syntax separates tokens by spaces and writes strings as
 * `" text "`; the surface syntax writes `"text"` with JSON escapes. Both lex the same way; string
 * values are returned as written between the quotes (callers trim NN padding).
 */
export function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  const n = source.length;
  while (i < n) {
    const c = source[i]!;
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r') {
      i++;
      continue;
    }
    const start = i;
    if (c === '=' && source[i + 1] === '>') {
      tokens.push({ type: '=>', value: '=>', offset: start });
      i += 2;
      continue;
    }
    if (c === '(' || c === ')' || c === '=' || c === ',' || c === ';') {
      tokens.push({ type: c, value: c, offset: start });
      i++;
      continue;
    }
    if (c === '"') {
      let value = '';
      i++;
      for (;;) {
        if (i >= n) throw new ThingTalkSyntaxError('Unterminated string', source, start);
        const d = source[i]!;
        if (d === '"') {
          i++;
          break;
        }
        if (d === '\\' && i + 1 < n) {
          const e = source[i + 1]!;
          value += e === 'n' ? '\n' : e === 't' ? '\t' : e;
          i += 2;
          continue;
        }
        value += d;
        i++;
      }
      tokens.push({ type: 'string', value, offset: start });
      continue;
    }
    if (c === '@') {
      IDENT.lastIndex = i + 1;
      const m = IDENT.exec(source);
      if (!m) throw new ThingTalkSyntaxError(`Expected a function name after "@"`, source, start);
      let name = m[0];
      i = IDENT.lastIndex;
      while (source[i] === '.') {
        IDENT.lastIndex = i + 1;
        const more = IDENT.exec(source);
        if (!more) break;
        name += '.' + more[0];
        i = IDENT.lastIndex;
      }
      tokens.push({ type: 'function', value: name, offset: start });
      continue;
    }
    NUMBER.lastIndex = i;
    const num = /[-0-9]/.test(c) ? NUMBER.exec(source) : null;
    if (num) {
      tokens.push({ type: 'number', value: num[0], offset: start });
      i = NUMBER.lastIndex;
      continue;
    }
    IDENT.lastIndex = i;
    const m = IDENT.exec(source);
    if (m) {
      i = IDENT.lastIndex;
      const word = m[0];
      // `param:x`, `enum:x`; the annotation sometimes writes `param.x`.
      if ((word === 'param' || word === 'enum') && (source[i] === ':' || source[i] === '.')) {
        IDENT.lastIndex = i + 1;
        const name = IDENT.exec(source);
        if (!name) throw new ThingTalkSyntaxError(`Expected a name after "${word}${source[i]}"`, source, i + 1);
        i = IDENT.lastIndex;
        tokens.push({ type: word, value: name[0], offset: start });
      } else {
        tokens.push({ type: 'ident', value: word, offset: start });
      }
      continue;
    }
    throw new ThingTalkSyntaxError(`Unexpected character ${JSON.stringify(c)}`, source, start);
  }
  tokens.push({ type: 'eof', value: '', offset: n });
  return tokens;
}

/** A cursor over tokens with the helpers both readers use. */
export class TokenStream {
  private pos = 0;
  constructor(
    readonly source: string,
    private readonly tokens: Token[],
  ) {}

  peek(k = 0): Token {
    return this.tokens[Math.min(this.pos + k, this.tokens.length - 1)]!;
  }
  next(): Token {
    const t = this.peek();
    if (this.pos < this.tokens.length - 1) this.pos++;
    return t;
  }
  is(type: TokenType, value?: string, k = 0): boolean {
    const t = this.peek(k);
    return t.type === type && (value === undefined || t.value === value);
  }
  accept(type: TokenType, value?: string): Token | undefined {
    return this.is(type, value) ? this.next() : undefined;
  }
  expect(type: TokenType, value?: string): Token {
    const t = this.peek();
    if (t.type !== type || (value !== undefined && t.value !== value)) {
      const want = value ?? type;
      const got = t.type === 'eof' ? 'end of input' : JSON.stringify(t.value);
      throw this.error(`Expected ${JSON.stringify(want)} but found ${got}`, t);
    }
    return this.next();
  }
  error(message: string, at: Token = this.peek()): ThingTalkSyntaxError {
    return new ThingTalkSyntaxError(message, this.source, at.offset);
  }
}
