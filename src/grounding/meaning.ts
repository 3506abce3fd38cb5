/**
 * Round 14: how close two short texts (a recorded label and a candidate's, or their neighbour
 * texts) are in MEANING, from the shipped word vectors: a label reworded with other words for the
 * same thing ("Buy" / "Purchase", "Help" / "Support") shares no token, so the fingerprint's token
 * features see nothing, while the vectors do. Used by `heal()`'s calibration (the `meaning`,
 * `meaningLead` and `meaningNeighbors` context inputs of fingerprint.ts).
 *
 * The vectors are loaded asynchronously (`defaultWordVectors`); `heal()` and `healAll()` hand them
 * over with `setMeaningVectors` before matching. Without vectors, only equal words (or equal
 * stems, or the lexicon's synonyms) count.
 */
import type { WordRelatedness } from '../word-vectors.js';
import { areSynonyms, isStopWord, lexiconApart, stem, words } from './text.js';

let vectors: WordRelatedness | undefined;

/** The word vectors the meaning similarity reads (undefined: equal words only). */
export function setMeaningVectors(v: WordRelatedness | undefined): void {
  if (v !== vectors) {
    cache.clear();
    wordCache.clear();
  }
  vectors = v;
}

/**
 * Cosines of unrelated words sit around 0.1–0.45 in this space, close words 0.55–0.85: a pair
 * counts from 0 at cosine 0.45 to 1 at 0.85.
 */
const FLOOR = 0.45;
const SPAN = 0.4;

const wordCache = new Map<string, number>();
function wordMeaning(a: string, b: string): number {
  if (a === b) return 1;
  const key = a < b ? `${a} ${b}` : `${b} ${a}`;
  let s = wordCache.get(key);
  if (s !== undefined) return s;
  const sa = stem(a);
  const sb = stem(b);
  if (sa === sb) s = 1;
  else if (/^[0-9]+$/.test(a) || /^[0-9]+$/.test(b) || lexiconApart(sa, sb)) s = 0;
  else {
    s = areSynonyms(sa, sb) ? 0.8 : 0;
    const cos = vectors?.similarity(a, b);
    if (cos !== undefined) s = Math.max(s, Math.min(1, Math.max(0, (cos - FLOOR) / SPAN)));
  }
  if (wordCache.size > 20000) wordCache.clear();
  wordCache.set(key, s);
  return s;
}

const contentCache = new Map<string, string[]>();
function contentWords(s: string): string[] {
  let w = contentCache.get(s);
  if (!w) {
    w = words(s).filter((x) => x.length > 1 && !isStopWord(x)).slice(0, 12);
    if (contentCache.size > 5000) contentCache.clear();
    contentCache.set(s, w);
  }
  return w;
}

const cache = new Map<string, number>();

/**
 * Meaning similarity of two short texts in [0, 1]: each content word's best match among the other
 * text's words (1 for an equal word or stem, the scaled cosine otherwise), averaged both ways.
 * 0 when either text has no content word.
 */
export function meaningSimilarity(a: string | undefined, b: string | undefined): number {
  if (!a || !b) return 0;
  if (a === b) return 1;
  const key = `${a}\u0000${b}`;
  let s = cache.get(key);
  if (s !== undefined) return s;
  const A = contentWords(a);
  const B = contentWords(b);
  if (!A.length || !B.length) s = 0;
  else {
    const m = A.map((x) => B.map((y) => wordMeaning(x, y)));
    let ra = 0;
    for (const row of m) ra += Math.max(...row);
    let rb = 0;
    for (let j = 0; j < B.length; j++) rb += Math.max(...m.map((row) => row[j]!));
    s = 0.5 * (ra / A.length + rb / B.length);
  }
  if (cache.size > 20000) cache.clear();
  cache.set(key, s);
  return s;
}
