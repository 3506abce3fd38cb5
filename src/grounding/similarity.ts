/**
 * Text similarity between a query description and an element's text field: soft token matching
 * (exact stems, then word vectors, prefixes and character bigrams for each pair of distinct
 * words), phrase containment and exact match. One `Similarity` object serves one grounding
 * operation: its word-pair cache lives as long as the operation.
 */
import type { WordVectors } from '../word-vectors.js';
import { UI_NOUNS, areSynonyms, contentStems, isStopWord, lexiconApart, normalize, stem, words } from './text.js';
import type { Field } from './page-index.js';

export interface QueryText {
  text: string;
  norm: string;
  stems: string[];
  /** Weight of each stem in the recall (element nouns like "button" count less). */
  weights: number[];
  /** The stems glued together ("sign in" → "signin"), to meet compounds. */
  glued: string;
  /** The same text with its stop words kept, when it has any besides other words (for fields made only of stop words: "From"). */
  withStopWords?: QueryText;
}

export function queryText(text: string): QueryText {
  const stems = contentStems(text);
  const q = textOf(text, stems);
  const all = words(text);
  if (all.length > stems.length && stems.length > 0 && all.some(isStopWord)) q.withStopWords = textOf(text, all.map(stem));
  return q;
}

function textOf(text: string, stems: string[]): QueryText {
  const content = stems.filter((s) => !UI_NOUNS.has(s));
  const weights = stems.map((s) => (UI_NOUNS.has(s) && content.length > 0 ? 0.25 : 1));
  return { text, norm: normalize(text), stems, weights, glued: stems.join('') };
}

export class Similarity {
  /** Word-pair similarities of this operation, keyed by the query word, then the page word. */
  private readonly pairs = new Map<string, Map<string, number>>();
  constructor(private readonly vectors?: WordVectors) {}

  /** Similarity of two single (stemmed) words, in [0, 1]. */
  word(a: string, b: string): number {
    if (a === b) return 1;
    let row = this.pairs.get(a);
    if (!row) this.pairs.set(a, (row = new Map()));
    let s = row.get(b);
    if (s !== undefined) return s;
    s = areSynonyms(a, b) ? 0.8 : 0;
    if (a.length >= 3 && b.length >= 3 && (a.startsWith(b) || b.startsWith(a))) s = Math.max(s, 0.75);
    if (a.length >= 4 && b.length >= 4) {
      const d = bigramDice(a, b);
      if (d >= 0.7) s = Math.max(s, 0.85 * d);
    }
    // Function words have no meaning to compare ("from" is near "to" and "account" in the vectors).
    // Words the lexicon keeps apart are not made alike by the vectors (which put "first" near "last").
    if (this.vectors && !/^[0-9]+$/.test(a) && !/^[0-9]+$/.test(b) && !isStopWord(a) && !isStopWord(b) && !lexiconApart(a, b)) {
      const cos = this.vectors.similarity(a, b) ?? this.vectors.similarity(unstemGuess(a), unstemGuess(b));
      // Cosine of unrelated words sits around 0.1–0.45 in this space; close words 0.55–0.8.
      if (cos !== undefined && cos > 0.5) s = Math.max(s, Math.min(0.8, 0.35 + (cos - 0.5) * 1.5));
    }
    row.set(b, s);
    return s;
  }

  /** Similarity of a query description to one field, in [0, 1]. */
  field(q: QueryText, f: Field): number {
    // A name made of stop words ("From", "To") is met by the query's stop words.
    // Only in a short description ("From account", "To date"): in a longer one, a "to" or "from" is grammar.
    if (f.allStop && q.withStopWords && q.withStopWords.stems.length <= 3) q = q.withStopWords;
    if (!q.stems.length || !f.stems.length) return 0;
    if (q.norm === f.norm) return 1;
    const F = f.stems;
    let recall = 0;
    let total = 0;
    for (let i = 0; i < q.stems.length; i++) {
      const qs = q.stems[i]!;
      const w = q.weights[i]!;
      let best = 0;
      for (const fs of F) {
        const s = qs === fs ? 1 : this.word(qs, fs);
        if (s > best) best = s;
        if (best === 1) break;
      }
      // A compound ends with the word: "name" is in "Forename" and "Surname", "code" in "Postcode".
      if (best < 0.75 && qs.length >= 4 && F.some((fs) => fs.length >= qs.length + 3 && fs.endsWith(qs))) best = 0.75;
      recall += w * best;
      total += w;
    }
    recall = total ? recall / total : 0;
    // Compounds: "signin" / "sign in", "e-mail" / "email".
    if (recall < 1 && q.glued.length >= 5) {
      const fg = F.join('');
      if (fg === q.glued) recall = 1;
      else if (F.includes(q.glued)) recall = Math.max(recall, 0.95);
    }
    let precision = 0;
    let counted = F.length;
    const qset = q.stems;
    // A number the query does not mention is a count badge ("Wish list (2)", "Inbox 3"), not an extra
    // word of the name — for descriptions of two words or more: a one-word description stays strict
    // ("book" is the "Book now" button as much as the "My bookings (0)" link, not less).
    const countBadges = qset.length > 1 && !qset.some((qs) => DIGITS.test(qs));
    for (const fs of F) {
      if (countBadges && DIGITS.test(fs) && F.length > 1) {
        counted--;
        continue;
      }
      let best = 0;
      for (const qs of qset) {
        const s = qs === fs ? 1 : this.word(qs, fs);
        if (s > best) best = s;
        if (best === 1) break;
      }
      // Only near-certain matches count here: an extra word that merely resembles the query is still extra.
      precision += best >= 0.75 ? best : 0;
    }
    precision /= Math.max(counted, 1);
    let score = 0.6 * recall + 0.35 * precision;
    if (recall >= 0.999 && precision >= 0.999) score = Math.max(score, 0.97);
    else score = Math.min(score, 0.94);
    // The whole description as a phrase inside a longer text.
    if (q.norm.length >= 3 && f.norm.includes(q.norm)) score = Math.max(score, 0.7 + 0.2 * precision);
    return score;
  }
}

const DIGITS = /^[0-9]+$/;

function bigramDice(a: string, b: string): number {
  if (a.length < 2 || b.length < 2) return 0;
  const grams = new Map<string, number>();
  for (let i = 0; i + 2 <= a.length; i++) {
    const g = a.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  let inter = 0;
  for (let i = 0; i + 2 <= b.length; i++) {
    const g = b.slice(i, i + 2);
    const c = grams.get(g);
    if (c) {
      inter++;
      grams.set(g, c - 1);
    }
  }
  return (2 * inter) / (a.length - 1 + b.length - 1);
}

/** Word vectors are keyed by surface words; a stem may have lost its "s"/"ing"/"ed". */
function unstemGuess(w: string): string {
  return w.endsWith('y') ? w : `${w}s`;
}
