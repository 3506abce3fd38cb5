/**
 * Round 29: a yes/no question asked in other words than the page's sentence ("does he need proper golf
 * shoes?" beside "Dress code: soft spikes or trainers are fine; no jeans on the Parkland Course."): the
 * one sentence of the page's content (not its frame: header, footer, navigation) whose words say most
 * of the question's topic, each topic word said by the same word or its root, or by a related word of
 * the shipped word vectors ("shoes" ~ "jeans", "golf" ~ "course"). Two thirds of the topic's words must
 * be said, and the sentence must fit clearly better than any other; else no guess. Nothing here names a
 * site: the page's sentences are split at their full stops, and the relatedness is the vectors'.
 */
import type { DialogueState } from './context.js';
import { ANSWER_MOST, stem, STOP, tokens, type WordRelatedness } from './questions.js';

/** The least relatedness by the vectors for a word to count as said. */
const RELATED = 0.6;
/** How much better than the next the best sentence must fit. */
const MARGIN = 0.15;

/** How well `word` is said by a sentence (`roots`: its words' roots; `content`: its words of three letters or more, no stop word): 1 the same root, the vectors' relatedness for a related word, else 0. */
function saidBy(word: string, roots: ReadonlySet<string>, content: readonly string[], vectors: WordRelatedness): number {
  if (roots.has(stem(word))) return 1;
  let best = 0;
  for (const h of content) {
    const s = vectors.similarity(word, h) ?? 0;
    if (s > best) best = s;
  }
  return best >= RELATED ? best : 0;
}

/** The sentence of the page that answers a yes/no question in other words, or undefined. `words`: the topic's words as said. */
export function relatedSentence(words: readonly string[], state: DialogueState, vectors?: WordRelatedness): string | undefined {
  if (!vectors) return undefined;
  const frame = new Set(state.framed ?? []);
  const heading = new Set(tokens(state.heading ?? '').map(stem));
  const topic = words.filter((w) => !heading.has(stem(w)));
  if (topic.length < 2) return undefined;
  const need = Math.ceil((topic.length * 2) / 3);
  const scored: Array<{ text: string; fit: number }> = [];
  for (const t of state.texts ?? []) {
    if (frame.has(t)) continue;
    for (const sentence of t.split(/(?<=[.!?])\s+(?=[\p{Lu}"“(])/u)) {
      if (sentence.length > ANSWER_MOST || sentence.split(/\s+/).length < 5) continue;
      const have = tokens(sentence);
      const roots = new Set(have.map(stem));
      const content = have.filter((h) => h.length >= 3 && !STOP.has(h));
      const fits = topic.map((w) => saidBy(w, roots, content, vectors));
      if (fits.filter((f) => f > 0).length < need) continue;
      scored.push({ text: sentence, fit: fits.reduce((a, b) => a + b, 0) / topic.length });
    }
  }
  scored.sort((a, b) => b.fit - a.fit);
  const [best, next] = scored;
  if (!best || (next && next.text !== best.text && best.fit - next.fit < MARGIN)) return undefined;
  return best.text;
}
