/**
 * Tokenisation and model features for the parser — plain TypeScript, shared by the runtime and
 * the training-data synthesizer (training/), so both always see the same tokens.
 *
 * Entity extraction (RUSS §3.2) happens here: with it on, a URL/domain or a quoted string becomes
 * ONE token whose model word is a placeholder (`<url>`, `<quoted>`), while the token keeps its
 * original character span; decoding copies spans out of the original text, which "puts the
 * entity back".
 */

export interface Token {
  /** The word the model sees: lower case, or a placeholder for an extracted entity. */
  word: string;
  /** Original character span in the instruction. */
  start: number;
  end: number;
  /** Kind of the token, used for the shape feature and for decoding. */
  entity?: 'url' | 'quoted';
}

export const URL_PLACEHOLDER = '<url>';
export const QUOTED_PLACEHOLDER = '<quoted>';

// A URL with a scheme or www., a bare host (localhost, an IPv4 address, with or without a port), or a bare domain with a common TLD; a trailing period or comma ends the sentence, not the URL.
const TLDS = 'com|org|net|edu|gov|io|co|us|uk|ca|de|fr|jp|in|au|info|biz|me|tv|app|dev|ai|ly|gg|xyz|shop|store|online|site|tech|cn|ru|br|es|it|nl|se|ch|mx|kr';
const URL_RE = new RegExp(
  String.raw`(?:https?:\/\/|www\.)[^\s"'<>]+|\b(?:localhost|\d{1,3}(?:\.\d{1,3}){3})(?::\d{1,5})?(?:\/[^\s"'<>]*)?(?![\w.]*\w)|\b[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)*\.(?:${TLDS})\b(?:\/[^\s"'<>]*)?`,
  'gi',
);
// Double-quoted values are carried whole up to the instruction's length limit (a long TurkingBench answer is one token); single quotes, which may be apostrophes, up to 200 characters.
const QUOTED_RE = /"[^"\n]{1,2000}"|“[^”\n]{1,2000}”|'[^'\n]{1,200}'(?![A-Za-z])/g;
// A number with decimals, thousands or a time ("72.5", "3,000", "10:30"), a date ("2026-12-02", "12/03/2026") or a phone number's
// groups ("555-0142") is one token, so a value is never cut at its point; so is an e-mail address ("kim.lee@example.org").
const EMAIL_RE = /[\p{L}\p{N}._%+-]*[\p{L}\p{N}]@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/u;
const EMAILS_RE = new RegExp(EMAIL_RE.source, 'gu');
const WORD_RE = new RegExp(String.raw`${EMAIL_RE.source}|\d+(?:[.,:/-]\d+)+|[\p{L}\p{N}_]+(?:['’][\p{L}]+)*|[^\s\p{L}\p{N}_]`, 'gu');
/** The model word of an e-mail address (one token, like a number: its words are no vocabulary). */
export const EMAIL_PLACEHOLDER = '<email>';

interface Span {
  start: number;
  end: number;
  entity: 'url' | 'quoted';
}

function entitySpans(text: string): Span[] {
  const spans: Span[] = [];
  // The domain of an e-mail address ("kim@example.org") is part of the address (one word token), not a URL.
  const emails = [...text.matchAll(EMAILS_RE)].map((m) => [m.index!, m.index! + m[0].length] as const);
  for (const m of text.matchAll(URL_RE)) {
    if (emails.some(([a, b]) => m.index! < b && a < m.index! + m[0].length)) continue;
    let end = m.index! + m[0].length;
    while (end > m.index! && /[.,;:!?)\]]/.test(text[end - 1]!)) end--;
    if (end > m.index!) spans.push({ start: m.index!, end, entity: 'url' });
  }
  for (const m of text.matchAll(QUOTED_RE)) {
    // A quote opening right after a letter is an apostrophe ("Square's"), not a quotation.
    if (m[0][0] === "'" && m.index! > 0 && /[\p{L}\p{N}]/u.test(text[m.index! - 1]!)) continue;
    const s = { start: m.index!, end: m.index! + m[0].length, entity: 'quoted' as const };
    const overlapping = spans.filter((o) => o.start < s.end && s.start < o.end);
    // A quoted value that merely holds a domain ("kim@example.net", "See example.com for details") is one value; a quoted URL alone stays a URL.
    const inside = overlapping.length > 0 && overlapping.every((o) => o.start >= s.start && o.end <= s.end && (o.start > s.start + 1 || o.end < s.end - 1));
    if (inside) {
      for (const o of overlapping) spans.splice(spans.indexOf(o), 1);
      spans.push(s);
    } else if (!overlapping.length) spans.push(s);
  }
  return spans.sort((a, b) => a.start - b.start);
}

/** Split an instruction into tokens (words, single punctuation marks, and — if `entities` — entity tokens). */
export function tokenize(text: string, entities = true): Token[] {
  const out: Token[] = [];
  const spans = entities ? entitySpans(text) : [];
  let pos = 0;
  const words = (from: number, to: number): void => {
    const chunk = text.slice(from, to);
    for (const m of chunk.matchAll(WORD_RE)) {
      out.push({ word: /@/.test(m[0]) && m[0].length > 2 ? EMAIL_PLACEHOLDER : m[0].toLowerCase().replace(/’/g, "'"), start: from + m.index!, end: from + m.index! + m[0].length });
    }
  };
  for (const s of spans) {
    words(pos, s.start);
    out.push({ word: s.entity === 'url' ? URL_PLACEHOLDER : QUOTED_PLACEHOLDER, start: s.start, end: s.end, entity: s.entity });
    pos = s.end;
  }
  words(pos, text.length);
  return out;
}

/** Shape classes of a token (0 is padding). */
export const SHAPES = ['pad', 'lower', 'capitalized', 'upper', 'mixed', 'digit', 'punct', 'url', 'quoted', 'other'] as const;

export function shapeOf(token: Token, text: string): number {
  if (token.entity === 'url') return 7;
  if (token.entity === 'quoted') return 8;
  const s = text.slice(token.start, token.end);
  if (/\p{N}/u.test(s)) return 5;
  if (!/\p{L}/u.test(s)) return 6;
  if (s === s.toLowerCase()) return 1;
  if (s === s.toUpperCase()) return s.length === 1 ? 2 : 3;
  if (s[0] === s[0]!.toUpperCase() && s.slice(1) === s.slice(1).toLowerCase()) return 2;
  if (/^\p{L}/u.test(s)) return 4;
  return 9;
}

/** Number of hash buckets for the suffix feature (bucket 0 is padding). */
export const SUFFIX_BUCKETS = 1024;

/** FNV-1a hash of the last three characters of the word, in 1..SUFFIX_BUCKETS-1. */
export function suffixBucket(word: string): number {
  const suffix = word.slice(-3);
  let h = 0x811c9dc5;
  for (let i = 0; i < suffix.length; i++) {
    h ^= suffix.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return 1 + (h % (SUFFIX_BUCKETS - 1));
}

/**
 * Span tags of the tagger: the sought element's description, the anchor's description, the value
 * (URL, ask key, enter text, say text), and — appended later, so an older model (7 outputs) still
 * reads — `L`, a value the sentence states without quotes ("Enter Priya Nair as the full name",
 * "the email is kim@x.org"): a literal to type as written, where a `V` of an enter names a
 * user-dictionary entry ("Enter your email").
 */
export const TAGS = ['O', 'B-D', 'I-D', 'B-A', 'I-A', 'B-V', 'I-V', 'B-L', 'I-L'] as const;
export type Tag = (typeof TAGS)[number];

/**
 * The sentence-level classifiers' label sets (order = model output order). New labels are only
 * ever appended, so a model trained on a shorter list still reads correctly (see model.ts).
 * `pick` = a click on the dropdown named by the user's answer; `search` = type the value into the
 * search box and press Enter.
 */
export const ACTIONS = [
  'goto', 'ask', 'say', 'read', 'click', 'enter', 'pick',
  'check', 'uncheck', 'select', 'set_range', 'press', 'scroll', 'wait', 'back', 'forward', 'switch_tab', 'close_tab', 'note', 'search',
] as const;
export const REL_LABELS = ['none', 'above', 'below', 'left_of', 'right_of', 'in'] as const;
export const TYPE_LABELS = ['none', 'button', 'link', 'input', 'checkbox', 'dropdown', 'image', 'icon', 'text'] as const;
export const LOC_LABELS = ['none', 'top', 'bottom', 'left', 'right', 'top_left', 'top_right', 'bottom_left', 'bottom_right'] as const;

/** Longest instruction the model reads, in tokens; longer ones are refused by the parser. */
export const MAX_TOKENS = 64;
