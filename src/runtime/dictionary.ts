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

/** Keys whose values must never appear in traces or logs. */
const SECRET_KEY = /pass(word|code|phrase)?|\bpin\b|\bcode\b|otp|card|cvv|cvc|ssn|social security|secret|token|security (answer|question)/i;

/** "zip code", "country code"… name a code that is not a secret. */
const PUBLIC_CODE = /\b(zip|postal|post|country|area|promo|promotional|discount|coupon|language|product|tracking|airport|currency|dialing) ?code\b/gi;

export function isSecretKey(key: string): boolean {
  return SECRET_KEY.test(key.replace(/_/g, ' ').replace(PUBLIC_CODE, ' '));
}

export const MASK = '••••••';

export class UserDictionary {
  private readonly entries: DictionaryEntry[] = [];
  private readonly otherSecrets = new Set<string>();

  constructor(initial?: Record<string, string>) {
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

  /** Remember a value as secret whatever its key (it was typed into a password field). */
  addSecret(value: string): void {
    if (value) this.otherSecrets.add(value);
  }

  /** Values of secret-looking keys (and values typed into password fields), to mask wherever they would show. */
  secrets(): string[] {
    const keyed = this.entries.filter((e) => isSecretKey(e.key) || isSecretKey(e.variable)).map((e) => e.value);
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

/** Replace every occurrence of a secret value in `text` by the mask. */
export function maskSecrets(text: string, secrets: readonly string[]): string {
  let out = text;
  for (const s of [...secrets].sort((a, b) => b.length - a.length)) if (s.length > 0) out = out.split(s).join(MASK);
  return out;
}
