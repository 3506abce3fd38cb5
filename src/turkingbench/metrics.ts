/**
 * TurkingBench's metrics, field by field: ROUGE-L F1 with Porter stemming for text and textarea
 * (against the best worker answer), exact match against the majority answer for radio and select
 * (lower case, punctuation stripped), exact match of the sorted set of checked values for
 * checkboxes (against any worker's set), and 1 − |gold − value| / max(|gold|, |value|) for ranges.
 */

export type FieldType = 'text' | 'textarea' | 'radio' | 'checkbox' | 'select' | 'range';

// ---------------------------------------------------------------------------------------------
// Porter stemmer (M. F. Porter, 1980), as in NLTK's / rouge_score's "ORIGINAL_ALGORITHM" mode.

const isCons = (w: string, i: number): boolean => {
  const c = w[i]!;
  if ('aeiou'.includes(c)) return false;
  if (c === 'y') return i === 0 ? true : !isCons(w, i - 1);
  return true;
};
/** m: the number of VC sequences in w. */
const measure = (w: string): number => {
  let n = 0;
  let i = 0;
  const len = w.length;
  while (i < len && isCons(w, i)) i++;
  while (i < len) {
    while (i < len && !isCons(w, i)) i++;
    if (i >= len) break;
    n++;
    while (i < len && isCons(w, i)) i++;
  }
  return n;
};
const hasVowel = (w: string): boolean => [...w].some((_, i) => !isCons(w, i));
const doubleCons = (w: string): boolean => w.length >= 2 && w[w.length - 1] === w[w.length - 2] && isCons(w, w.length - 1);
/** cvc, where the last c is not w, x or y. */
const cvc = (w: string): boolean => {
  const n = w.length;
  if (n < 3) return false;
  if (!isCons(w, n - 3) || isCons(w, n - 2) || !isCons(w, n - 1)) return false;
  return !'wxy'.includes(w[n - 1]!);
};
/** Replace suffix `s` by `r` when the stem's measure passes `cond`; returns undefined when `s` does not end `w`. */
const rule = (w: string, s: string, r: string, cond: (stem: string) => boolean): string | undefined => {
  if (!w.endsWith(s)) return undefined;
  const stem = w.slice(0, w.length - s.length);
  return cond(stem) ? stem + r : w;
};
const m0 = (s: string): boolean => measure(s) > 0;
const m1 = (s: string): boolean => measure(s) > 1;

const STEP2: Array<[string, string]> = [
  ['ational', 'ate'], ['tional', 'tion'], ['enci', 'ence'], ['anci', 'ance'], ['izer', 'ize'], ['bli', 'ble'],
  ['alli', 'al'], ['entli', 'ent'], ['eli', 'e'], ['ousli', 'ous'], ['ization', 'ize'], ['ation', 'ate'],
  ['ator', 'ate'], ['alism', 'al'], ['iveness', 'ive'], ['fulness', 'ful'], ['ousness', 'ous'], ['aliti', 'al'],
  ['iviti', 'ive'], ['biliti', 'ble'], ['logi', 'log'],
];
const STEP3: Array<[string, string]> = [['icate', 'ic'], ['ative', ''], ['alize', 'al'], ['iciti', 'ic'], ['ical', 'ic'], ['ful', ''], ['ness', '']];
const STEP4 = ['al', 'ance', 'ence', 'er', 'ic', 'able', 'ible', 'ant', 'ement', 'ment', 'ent', 'ion', 'ou', 'ism', 'ate', 'iti', 'ous', 'ive', 'ize'];

export function porterStem(word: string): string {
  let w = word.toLowerCase();
  if (w.length <= 2) return w;
  // Step 1a
  if (w.endsWith('sses')) w = w.slice(0, -2);
  else if (w.endsWith('ies')) w = w.slice(0, -2);
  else if (w.endsWith('ss')) {
    /* keep */
  } else if (w.endsWith('s')) w = w.slice(0, -1);
  // Step 1b
  let extra = false;
  if (w.endsWith('eed')) {
    if (m0(w.slice(0, -3))) w = w.slice(0, -1);
  } else if (w.endsWith('ed') && hasVowel(w.slice(0, -2))) {
    w = w.slice(0, -2);
    extra = true;
  } else if (w.endsWith('ing') && hasVowel(w.slice(0, -3))) {
    w = w.slice(0, -3);
    extra = true;
  }
  if (extra) {
    if (w.endsWith('at') || w.endsWith('bl') || w.endsWith('iz')) w += 'e';
    else if (doubleCons(w) && !/[lsz]$/.test(w)) w = w.slice(0, -1);
    else if (measure(w) === 1 && cvc(w)) w += 'e';
  }
  // Step 1c
  if (w.endsWith('y') && hasVowel(w.slice(0, -1))) w = w.slice(0, -1) + 'i';
  // Step 2
  for (const [s, r] of STEP2) {
    const out = rule(w, s, r, m0);
    if (out !== undefined) {
      w = out;
      break;
    }
  }
  // Step 3
  for (const [s, r] of STEP3) {
    const out = rule(w, s, r, m0);
    if (out !== undefined) {
      w = out;
      break;
    }
  }
  // Step 4
  for (const s of STEP4) {
    if (!w.endsWith(s)) continue;
    const stem = w.slice(0, -s.length);
    if (s === 'ion') {
      if (m1(stem) && /[st]$/.test(stem)) w = stem;
    } else if (m1(stem)) w = stem;
    break;
  }
  // Step 5
  if (w.endsWith('e')) {
    const stem = w.slice(0, -1);
    const m = measure(stem);
    if (m > 1 || (m === 1 && !cvc(stem))) w = stem;
  }
  if (m1(w) && doubleCons(w) && w.endsWith('l')) w = w.slice(0, -1);
  return w;
}

/** rouge_score's tokenizer: lower case, non-alphanumerics are spaces, tokens longer than 3 stemmed. */
export function rougeTokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter(Boolean)
    .map((t) => (t.length > 3 ? porterStem(t) : t));
}

/** ROUGE-L F1 (longest common subsequence) of two texts; 0 when either has no token (as rouge_score). */
export function rougeL(reference: string, candidate: string): number {
  const a = rougeTokens(reference);
  const b = rougeTokens(candidate);
  if (a.length === 0 || b.length === 0) return 0;
  let prev = new Array<number>(b.length + 1).fill(0);
  for (let i = 1; i <= a.length; i++) {
    const cur = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) cur[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, cur[j - 1]!);
    prev = cur;
  }
  const lcs = prev[b.length]!;
  if (lcs === 0) return 0;
  const p = lcs / b.length;
  const r = lcs / a.length;
  return (2 * p * r) / (p + r);
}

/** Lower case, punctuation stripped, spaces collapsed; a number in its plain form ("1.0" → "1", as the batch's float columns write it). */
export function normalizeAnswer(s: string): string {
  const t = s.trim();
  if (/^[-+]?\d+(\.\d+)?$/.test(t)) return String(Number(t));
  return s
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A checkbox group's answer as a sorted set ("b|a" → "a|b"). */
export function checkboxSet(s: string): string {
  return s
    .split('|')
    .map((v) => v.trim())
    .filter(Boolean)
    .sort()
    .join('|');
}

/** The most frequent answer (first seen wins ties). */
export function majority(answers: string[]): string {
  const counts = new Map<string, number>();
  for (const a of answers) counts.set(a, (counts.get(a) ?? 0) + 1);
  let best = answers[0] ?? '';
  for (const [a, n] of counts) if (n > (counts.get(best) ?? 0)) best = a;
  return best;
}

/** The answer an oracle enters for a field: the majority (checkbox sets compared as sets). */
export function goldAnswer(type: FieldType, answers: string[]): string {
  if (type === 'checkbox') return majority(answers.map(checkboxSet));
  if (type === 'radio' || type === 'select') {
    const norm = majority(answers.map(normalizeAnswer));
    return answers.find((a) => normalizeAnswer(a) === norm) ?? '';
  }
  return majority(answers);
}

/** The benchmark's score of `value` for a field whose workers answered `answers`, in [0, 1]. */
export function scoreField(type: FieldType, answers: string[], value: string): number {
  switch (type) {
    case 'text':
    case 'textarea':
      return Math.max(0, ...answers.map((a) => rougeL(a, value)));
    case 'radio':
    case 'select':
      return normalizeAnswer(goldAnswer(type, answers)) === normalizeAnswer(value) ? 1 : 0;
    case 'checkbox':
      return answers.some((a) => checkboxSet(a) === checkboxSet(value)) ? 1 : 0;
    case 'range': {
      const g = Number(goldAnswer(type, answers));
      const v = Number(value);
      if (!Number.isFinite(g) || !Number.isFinite(v) || value.trim() === '') return 0;
      const d = Math.max(Math.abs(g), Math.abs(v));
      return d === 0 ? 1 : 1 - Math.abs(g - v) / d;
    }
  }
}

/** Whether the field holds the gold answer (normalized: case, punctuation and spaces; checkbox values as a set; ranges as numbers). */
export function holdsGold(type: FieldType, gold: string, value: string): boolean {
  if (type === 'checkbox') return checkboxSet(gold) === checkboxSet(value);
  if (type === 'range') return value.trim() !== '' && Number(gold) === Number(value);
  return normalizeAnswer(gold) === normalizeAnswer(value);
}
