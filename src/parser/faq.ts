/**
 * Round 26: a question answered by a page of questions and answers (an FAQ, a help page): headings
 * that are questions ("What should we bring?", "What if the weather is bad?"), each over the
 * statement that answers it. The user's question is matched to the page's questions by meaning —
 * the same words or their roots, related words by the shipped word vectors ("windy" ~ "weather"),
 * and the words of the answer under each ("windy" ~ "If the wind is over 20 mph") — and the answer
 * under the best one is said: the part of it that names what the user asked about, when one part
 * does ("for the paddleboards" → "Paddleboards and lessons: 12 and up"), else the whole answer.
 *
 * The structure is read from the page's statements (state.texts, in page order): a statement that
 * is a question (it ends in "?") followed by one that is not, two such pairs or more in the content
 * (not the frame). Nothing here names a site: the words are the question words of English.
 */
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { ANSWER_MOST, partsOf, sameWord, stem, STOP, tokens, type WordRelatedness } from './questions.js';

/** A question of the page and the statement under it. */
export interface PageQuestion {
  question: string;
  answer: string;
}

/** Words of a question that name no thing asked about (its frame: "what happens if", "do I need to"). */
const FRAME = /^(?:happen|happens|happened|need|needs|should|too|very|really|kind|sort|usually|normally|generally|actually|mean|means|like)$/;

/** The page's questions with their answers: a statement ending in "?" over one that does not, two pairs or more. */
export function pageQuestions(state: DialogueState): PageQuestion[] {
  const texts = state.texts ?? [];
  const frame = new Set(state.framed ?? []);
  const out: PageQuestion[] = [];
  texts.forEach((t, i) => {
    const next = texts[i + 1];
    if (!next || frame.has(t) || frame.has(next)) return;
    if (!/\?$/.test(t.trim()) || t.length > 120 || /\?$/.test(next.trim()) || next.length < 8) return;
    // A definition list's answer is stated with its term as header ("Is there parking?: Yes, free parking …").
    const answer = next.trim().startsWith(`${t.trim()}:`) ? next.trim().slice(t.trim().length + 1).trim() : next.trim();
    if (answer.length >= 8) out.push({ question: t.trim(), answer });
  });
  return out.length >= 2 ? out : [];
}

/** The content words of a text, with their stems. */
function contentWords(text: string): Array<{ word: string; stem: string }> {
  return tokens(text)
    .filter((w) => !STOP.has(w) && !FRAME.test(w) && !/^\d+$/.test(w) && w.length > 1)
    .map((word) => ({ word, stem: stem(word) }));
}

/** How well a word is said by some of `have`: 1 the same word or root, less a related one (by the word vectors). */
function said(w: { word: string; stem: string }, have: Array<{ word: string; stem: string }>, vectors?: WordRelatedness): number {
  if (have.some((h) => sameWord(h.stem, w.stem))) return 1;
  if (!vectors) return 0;
  let best = 0;
  for (const h of have) best = Math.max(best, vectors.similarity(w.word, h.word) ?? 0);
  return best >= 0.5 ? Math.min(0.7, best) : 0;
}

/** The least a page question must score to be the one asked. */
const LEAST = 0.45;

/**
 * The answer to the user's question from the page's questions, or undefined when the page has none,
 * the turn is no question, or no page question fits clearly (two fit as well: no guess).
 */
export function faqAnswer(text: string, utterance: string, state: DialogueState, vectors?: WordRelatedness): { programs: Program[] } | undefined {
  const asked = text.trim().replace(/^(?:(?:and|so|okay|ok|oh|right|well|also),?\s+)+/i, '');
  if (!/\?\s*$/.test(utterance) && !/^(?:what|which|who|whose|when|where|why|how|is|are|do|does|can|could|will|would|should)\b/i.test(asked)) return undefined;
  const pairs = pageQuestions(state);
  if (!pairs.length) return undefined;
  // "Get there / get here / get in" is to arrive ("when do we need to get there?" ~ "When should we arrive?").
  const mine = contentWords(asked.replace(/\bget\s+(?:there|here|in)\b/gi, 'arrive'));
  if (!mine.length) return undefined;
  // A page question none of whose words is said fits only with the same question words ("what if", "how old"): not
  // "how much is a kayak?" by the answer's "Kayaks and canoes: 8 and up" under "How old do you have to be?".
  const opener = (t: string): string => {
    const m = /\b(what|how|when|where|who|which)\s+(?:happens\s+)?(\w+)/i.exec(t);
    return m ? `${m[1]} ${m[2]}`.toLowerCase() : '';
  };
  const opens = opener(asked);
  const scored = pairs.map((p) => {
    const q = contentWords(p.question);
    const a = contentWords(p.answer);
    // The user's words said by the page's question (most), else by its answer; and how much of the page's question is said back.
    const byWord = mine.map((w) => Math.max(said(w, q, vectors), 0.5 * said(w, a, vectors)));
    const covered = q.length ? q.filter((h) => said(h, mine, vectors) > 0).length / q.length : 0;
    const named = covered > 0 || (!!opens && opens === opener(p.question));
    const score = named ? byWord.reduce((s, x) => s + x, 0) / mine.length + 0.5 * covered : 0;
    return { p, q, score };
  }).sort((x, y) => y.score - x.score);
  const best = scored[0]!;
  if (best.score < LEAST || (scored[1] && scored[1].score >= best.score - 0.1)) return undefined;
  // The part of the answer that names what was asked beyond the page's question ("paddleboards"), when one part alone does.
  const extra = mine.filter((w) => said(w, best.q) === 0);
  const parts = partsOf(best.p.answer);
  const naming = extra.length ? parts.filter((part) => {
    const words = contentWords(part);
    return extra.some((w) => said(w, words) === 1);
  }) : [];
  // A word joined by a hyphen names its thing whole ("e-bikes", not every part that says "bikes").
  const compounds = asked.toLowerCase().match(/[\p{L}\p{N}]+(?:-[\p{L}\p{N}]+)+/gu) ?? [];
  const whole = naming.filter((part) => compounds.some((c) => part.toLowerCase().includes(c)));
  const answer = parts.length < 2 ? best.p.answer : naming.length === 1 ? naming[0]! : whole.length === 1 ? whole[0]! : best.p.answer;
  return { programs: [program({ kind: 'action', name: 'say', text: answer.length <= ANSWER_MOST * 2 ? answer : answer.slice(0, ANSWER_MOST * 2) })] };
}
