/**
 * Round 14: rewordings by MEANING for the heal training pages — a label whose content words are
 * replaced by their nearest neighbours in the shipped word vectors (models/word-vectors.*), as a
 * redesign says "Purchase" for "Buy" or "Support" for "Help". The real-HTML pairs and the generated
 * pages otherwise reword by dropping, adding or replacing words at random, so a meaning similarity
 * had nothing to learn from. Deterministic: the caller's seeded stream picks the words and the
 * neighbours; neighbours come from the shipped vectors only (no Similo data, no word lists).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { isStopWord } from '../../src/grounding/text.js';

const MODELS = join(import.meta.dirname, '../../models');
const DIMS = 100;
/** Neighbours are drawn from the most frequent words (the vocabulary is in frequency order). */
const POOL = 20000;
const MIN_COS = 0.6;
const TOP = 4;
/** The most frequent words are mostly function words ("thus", "there"): no neighbour among them. */
const SKIP = 300;

let loaded: { vocab: string[]; data: Int8Array; rows: Map<string, number> } | undefined;
function vectors(): { vocab: string[]; data: Int8Array; rows: Map<string, number> } {
  if (!loaded) {
    const vocab = readFileSync(join(MODELS, 'word-vectors.vocab.txt'), 'utf8').split('\n');
    const buf = readFileSync(join(MODELS, 'word-vectors.i8'));
    const data = new Int8Array(buf.buffer, buf.byteOffset, buf.byteLength);
    const rows = new Map<string, number>();
    vocab.forEach((w, i) => {
      if (i * DIMS < data.length && !rows.has(w)) rows.set(w, i);
    });
    loaded = { vocab, data, rows };
  }
  return loaded;
}

const neighbourCache = new Map<string, string[]>();
/** The word's nearest neighbours (cosine ≥ MIN_COS, at most TOP), not sharing its first four letters. */
export function neighboursOf(word: string): string[] {
  const w = word.toLowerCase();
  let out = neighbourCache.get(w);
  if (out) return out;
  const { vocab, data, rows } = vectors();
  const r = rows.get(w);
  out = [];
  if (r !== undefined) {
    const scored: Array<[string, number]> = [];
    const oa = r * DIMS;
    for (let i = SKIP; i < Math.min(POOL, vocab.length); i++) {
      const v = vocab[i]!;
      if (i === r || v.length < 3 || !/^[a-z]+$/.test(v) || isStopWord(v) || v.slice(0, 4) === w.slice(0, 4)) continue;
      let dot = 0;
      for (let j = 0, ob = i * DIMS; j < DIMS; j++) dot += data[oa + j]! * data[ob + j]!;
      const cos = dot / (127 * 127);
      if (cos >= MIN_COS) scored.push([v, cos]);
    }
    scored.sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
    out = scored.slice(0, TOP).map(([v]) => v);
  }
  neighbourCache.set(w, out);
  return out;
}

/**
 * The text with some of its content words replaced by a vector neighbour (each with chance 0.7,
 * at least one), keeping each word's case (Title, UPPER, lower); the text itself when no word has
 * a neighbour.
 */
export function rewordByMeaning(text: string, rand: () => number): string {
  const parts = text.split(/(\s+)/);
  const slots = parts.map((p, i) => (/^[A-Za-z]+$/.test(p) && p.length >= 3 && !isStopWord(p.toLowerCase()) && neighboursOf(p).length ? i : -1)).filter((i) => i >= 0);
  if (!slots.length) return text;
  const forced = slots[Math.floor(rand() * slots.length)]!;
  for (const i of slots) {
    if (i !== forced && rand() >= 0.7) continue;
    const p = parts[i]!;
    const ns = neighboursOf(p);
    let n = ns[Math.floor(rand() * ns.length)]!;
    if (p === p.toUpperCase()) n = n.toUpperCase();
    else if (p[0] === p[0]!.toUpperCase()) n = n.charAt(0).toUpperCase() + n.slice(1);
    parts[i] = n;
  }
  return parts.join('');
}
