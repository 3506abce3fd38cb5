/**
 * The user dictionary (RUSS §3.4): answers the user gave to `@ask`, keyed by what was asked.
 * `@enter` takes the value whose key best matches its text — the paper's closest-key rule —
 * here a token-overlap score on normalised, lightly stemmed tokens with a containment bonus.
 */
import { variableNameFor } from '../thingtalk/ast.js';

export interface DictionaryEntry {
  /** The key as asked ("Email Address"). */
  key: string;
  /** The program variable it is stored under (`email_address`). */
  variable: string;
  value: string;
}

const STOP = new Set(['the', 'a', 'an', 'your', 'my', 'user', 'users', "user's", 'selected', 'of', 'for', 'in', 'to', 'and', 'or', 'their', 'his', 'her', 'new', 'enter', 'type', 'input', 'field', 'box', 'text']);
/** Words that mean the same thing on sign-in and contact forms. */
const SYNONYMS: Record<string, string> = {
  e: 'email', mail: 'email', emailaddress: 'email', username: 'user', login: 'user', pass: 'password', pw: 'password',
  pwd: 'password', passcode: 'password', phone: 'telephone', tel: 'telephone', mobile: 'telephone', cell: 'telephone',
  zip: 'postal', postcode: 'postal', firstname: 'first', lastname: 'last', surname: 'last', family: 'last', given: 'first',
};

function stem(t: string): string {
  if (t.length > 4 && t.endsWith('ies')) return `${t.slice(0, -3)}y`;
  if (t.length > 3 && t.endsWith('es') && /(ss|x|ch|sh)es$/.test(t)) return t.slice(0, -2);
  if (t.length > 3 && t.endsWith('s') && !t.endsWith('ss')) return t.slice(0, -1);
  return t;
}

/** Content tokens of a key or an @enter text, normalised. */
export function keyTokens(s: string): string[] {
  const words = s
    .toLowerCase()
    .replace(/e-mail/g, 'email')
    .replace(/[_\-/]+/g, ' ')
    .replace(/[^a-z0-9' ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const content = words.filter((w) => !STOP.has(w));
  const tokens = (content.length ? content : words).map((w) => stem(w.replace(/'s$/, '')));
  return tokens.map((t) => SYNONYMS[t] ?? t);
}

/** Similarity of two keys in [0, 1]: token overlap (Dice), 1 for equal normalised keys, a bonus when one contains the other. */
export function keySimilarity(a: string, b: string): number {
  const ta = keyTokens(a);
  const tb = keyTokens(b);
  if (ta.length === 0 || tb.length === 0) return 0;
  if (ta.join(' ') === tb.join(' ')) return 1;
  const sb = new Set(tb);
  let common = 0;
  for (const t of new Set(ta)) if (sb.has(t)) common++;
  const dice = (2 * common) / (new Set(ta).size + sb.size);
  const ca = ta.join('');
  const cb = tb.join('');
  const contains = ca.length >= 3 && cb.length >= 3 && (ca.includes(cb) || cb.includes(ca)) ? 0.25 : 0;
  return Math.min(1, dice + contains);
}

/**
 * Keys whose values must never appear in traces or logs (docs/security.md lists them): credentials,
 * payment card and bank data, government ids, recovery phrases, one-time codes, API keys and
 * tokens, license keys. Hosts add their own with the `secretKeys` option.
 */
const SECRET_KEY = new RegExp(
  [
    // Credentials.
    String.raw`pass(word|code|phrase)?`, String.raw`\bpwd\b`, String.raw`\bpins?\b`, 'secret', 'credential', String.raw`security (answer|question)`, String.raw`\bcode\b`,
    // Payment cards and bank data.
    'card', String.raw`\bcvv2?\b`, String.raw`\bcvc2?\b`, String.raw`\bcsc\b`, String.raw`\bexp(iry|iration)?( date)?\b`, 'valid (thru|through|until)',
    String.raw`account (number|no|num)\b`, String.raw`\bacct\b`, String.raw`\biban\b`, String.raw`routing( number)?\b`, String.raw`\baba\b`, String.raw`sort ?code`, String.raw`\bbsb\b`, 'bank account',
    // Government ids.
    String.raw`\bssn\b`, 'social (security|insurance)', 'national (insurance|id)', String.raw`tax ?(id|payer|number|file)`, String.raw`\b(tin|itin|ein|nino)\b`, 'passport',
    String.raw`driv(er'?s?|ing) licen[cs]e`, String.raw`\bdl (number|no)\b`,
    // Recovery, one-time codes, second factors.
    String.raw`recovery (phrase|key|code|words?)`, String.raw`seed( phrase|words?)?\b`, 'mnemonic', String.raw`backup codes?`, String.raw`\botp\b`, String.raw`\btotp\b`, 'one[ -]?time',
    String.raw`\bmfa\b`, String.raw`\b2fa\b`, 'two[ -]?(factor|step)', 'authenticat(or|ion) code', 'verification', String.raw`\bauth\b`,
    // API keys, tokens, keys of software.
    'api ?key', 'token', 'access key', 'private key', 'secret key', 'client secret', 'bearer', String.raw`licen[cs]e key`, 'product key', 'activation (key|code)', String.raw`serial (key|number)`,
  ].join('|'),
  'i',
);

/** "zip code", "country code"… name a code that is not a secret. */
const PUBLIC_CODE = /\b(zip|postal|post|country|area|promo|promotional|discount|coupon|language|product|tracking|airport|currency|dialing) ?code\b/gi;

/** Whether a key names a secret (built-in vocabulary, or one of the host's `extra` keys: words, or patterns). */
export function isSecretKey(key: string, extra: readonly (string | RegExp)[] = []): boolean {
  const k = key.replace(/[_\-]+/g, ' ');
  if (SECRET_KEY.test(k.replace(PUBLIC_CODE, ' '))) return true;
  const words = keyTokens(k).join(' ');
  return extra.some((x) => (typeof x === 'string' ? ` ${words} `.includes(` ${keyTokens(x).join(' ')} `) && keyTokens(x).length > 0 : x.test(key)));
}

export const MASK = '••••••';

export class UserDictionary {
  private readonly entries: DictionaryEntry[] = [];
  private readonly otherSecrets = new Set<string>();

  /** Host-added secret keys (`secretKeys`), on top of the built-in vocabulary. */
  readonly secretKeys: readonly (string | RegExp)[];

  constructor(initial?: Record<string, string>, options: { secretKeys?: readonly (string | RegExp)[] } = {}) {
    this.secretKeys = options.secretKeys ?? [];
    if (initial) for (const [key, value] of Object.entries(initial)) this.set(key, value);
  }

  /** Store an answer; a later answer for the same variable replaces the earlier one. */
  set(key: string, value: string, variable = variableNameFor(key)): DictionaryEntry {
    const entry = { key, variable, value };
    const at = this.entries.findIndex((e) => e.variable === variable);
    if (at >= 0) this.entries[at] = entry;
    else this.entries.push(entry);
    return entry;
  }

  /** The entry stored under exactly this program variable. */
  byVariableExact(name: string): DictionaryEntry | undefined {
    return this.entries.find((e) => e.variable === name);
  }

  /** The entry stored under a program variable (`param:country`), by name or closest key. */
  byVariable(name: string): DictionaryEntry | undefined {
    return this.entries.find((e) => e.variable === name) ?? this.closest(name.replace(/_/g, ' '))?.entry;
  }

  /** The entry whose key best matches `text`, with its score, when it reaches `minScore`. */
  closest(text: string, minScore = 0.5): { entry: DictionaryEntry; score: number } | undefined {
    return this.matches(text, minScore)[0];
  }

  /** Every entry whose key matches `text` at least `minScore`, best first (earlier entries first on ties). */
  matches(text: string, minScore = 0.5): Array<{ entry: DictionaryEntry; score: number }> {
    return this.entries
      .map((entry) => ({ entry, score: Math.max(keySimilarity(text, entry.key), keySimilarity(text, entry.variable)) }))
      .filter((m) => m.score >= minScore)
      .sort((a, b) => b.score - a.score);
  }

  /** Whether values stored under this key are secret (the vocabulary plus the host's `secretKeys`). */
  isSecret(key: string): boolean {
    return isSecretKey(key, this.secretKeys);
  }

  /** Remember a value as secret whatever its key (it was typed into a password field). */
  addSecret(value: string): void {
    if (value) this.otherSecrets.add(value);
  }

  /** Values of secret-looking keys (and values typed into password fields), to mask wherever they would show. */
  secrets(): string[] {
    const keyed = this.entries.filter((e) => this.isSecret(e.key) || this.isSecret(e.variable)).map((e) => e.value);
    return [...new Set([...keyed, ...this.otherSecrets])].filter((v) => v.length > 0);
  }

  /** A plain object `{ key: value }` (for grounding queries that use `param:` descriptions). */
  toRecord(): Record<string, string> {
    const out: Record<string, string> = {};
    for (const e of this.entries) {
      out[e.variable] = e.value;
      out[e.key] = e.value;
    }
    return out;
  }

  get size(): number {
    return this.entries.length;
  }
}

/** `scheme://user:pass@host` → `scheme://••••••@host`: credentials in URLs never show. */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^\s/?#@"'<>]+@/gi;

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/**
 * The forms a secret takes when a page or a URL carries it: raw, URL-encoded (`%40`, and `+` for
 * spaces in form data, lower- and upper-case hex), HTML-escaped (named and numeric), JSON- and
 * CSS-escaped (a selector that quotes the text the page echoed).
 */
export function secretForms(secret: string): string[] {
  const uri = encodeURIComponent(secret);
  const forms = [
    secret,
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (h) => h.toLowerCase()),
    uri.replace(/%20/g, '+'),
    encodeURIComponent(secret.replace(/ /g, '+')),
    escape(secret),
    secret.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!),
    secret.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`),
    secret.replace(/[&<>"']/g, (c) => `&#x${c.charCodeAt(0).toString(16)};`),
    JSON.stringify(secret).slice(1, -1),
    secret.replace(/[^a-zA-Z0-9_\u00a0-\uffff-]/g, (c) => `\\${c}`),
  ];
  return [...new Set(forms)].filter((f) => f.length > 0);
}

/**
 * Replace every occurrence of a secret value in `text` by the mask, in every form a page or URL
 * gives it (`secretForms`), a secret cut short by an ellipsis ("hunt…"), and the credentials of
 * URLs.
 */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text.replace(URL_CREDENTIALS, `$1${MASK}@`);
  const forms = [...new Set(secrets.flatMap(secretForms))].sort((a, b) => b.length - a.length);
  for (const f of forms) out = out.split(f).join(MASK);
  if (out.endsWith('…')) {
    // A name cut to length may end in the start of a secret.
    for (const s of secrets) {
      for (let k = s.length - 1; k >= Math.min(3, s.length - 1) && k > 0; k--) {
        if (out.endsWith(`${s.slice(0, k)}…`)) {
          out = `${out.slice(0, out.length - k - 1)}${MASK}…`;
          break;
        }
      }
    }
  }
  return out;
}

/**
 * One masking pass over a whole value: every string inside an event, an error's details, a trace
 * (objects and arrays, deep) is masked. Returns a masked copy; the input is not changed.
 */
export function maskDeep<T>(value: T, secrets: readonly string[], depth = 0): T {
  if (typeof value === 'string') return maskSecrets(value, secrets) as T;
  if (depth > 12 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((v) => maskDeep(v, secrets, depth + 1)) as T;
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return value; // live objects (elements, pages) are not trace data
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = maskDeep(v, secrets, depth + 1);
  return out as T;
}

/** Mask a thrown error in place: its message, stack, details and the event it carries. */
export function maskError<E>(error: E, secrets: readonly string[]): E {
  if (!error || typeof error !== 'object') return error;
  const e = error as unknown as { message?: unknown; stack?: unknown; details?: unknown; event?: unknown; trace?: unknown };
  try {
    if (typeof e.message === 'string') e.message = maskSecrets(e.message, secrets);
    if (typeof e.stack === 'string') e.stack = maskSecrets(e.stack, secrets);
    if (e.details !== undefined) Object.defineProperty(e, 'details', { value: maskDeep(e.details, secrets), enumerable: true, configurable: true, writable: false });
    if (e.event !== undefined) e.event = maskDeep(e.event, secrets);
    if (e.trace !== undefined) e.trace = maskDeep(e.trace, secrets);
  } catch {
    // a frozen foreign error: nothing more can be done here
  }
  return error;
}
