/**
 * Round 27: "how many" answered by the page's own count sentence — a number followed by the asked
 * noun ("You have 2 upcoming appointments", "3 items in your bag", "4 services") in the page's
 * content, not its frame (the nav's "Bag (3)") nor a table's cell ("Item: Daily SPF 50 Fluid").
 *
 * The structure read: a statement of the content (state.texts less state.framed) holding a number
 * (digits or a number word) followed, within two words, by a lower-case noun — the count's unit.
 * It answers "how many <noun> …?" when its unit is the asked noun (by its root: "appointments" ~
 * "appointment"), or when the asked noun is a general one ("things", "items", "results", "ones")
 * and the unit is any plural noun. The question's other content words ("in my bag") must all be
 * said by the statement, and one statement must fit best; else the other readers answer.
 * Nothing here names a site: the words are the general nouns of a count in English.
 */
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { NUMBER_WORDS } from './units.js';
import { readQuestion, sameWord, stem, tokens } from './questions.js';
import { LEAD } from './wh-column.js';

const HOW_MANY = new RegExp(String.raw`${LEAD}how many\s+([\p{L}-]+)`, 'iu');

/** Nouns that count whatever the page lists: "how many things / items / results / ones". */
const GENERAL = /^(?:things?|items?|results?|ones?|pieces?|products?|entries|entry|matches|match|options?)$/i;

/** Units that measure, not count: an amount of time, a size, money. */
const NOT_A_COUNT = /^(?:ml|l|g|kg|mg|cm|mm|m|km|in|ft|oz|lbs?|gb|mb|tb|w|v|mins?|minutes?|hours?|hrs?|secs?|seconds?|days?|weeks?|months?|years?|nights?|am|pm|percent|st|nd|rd|th|x|off|per|each|for|of|and|or|to)$/i;

const NUMBER = new RegExp(String.raw`(?<![\d.,:£$€¥₹/-])\b(\d{1,4}|${Object.keys(NUMBER_WORDS).filter((w) => w !== 'hundred' && w !== 'one').join('|')})\b(?![.,:/]\d)`, 'giu');

/** The count lines of a statement: the number and the noun it counts (within two words after it). */
export function countsIn(statement: string): Array<{ n: string; unit: string; words: string[] }> {
  const out: Array<{ n: string; unit: string; words: string[] }> = [];
  for (const m of statement.matchAll(NUMBER)) {
    const after = statement.slice(m.index! + m[0].length);
    // "4 services", "2 upcoming appointments", "3 items in your bag": lower-case words, no punctuation between.
    const next = /^\s+((?:\p{Ll}[\p{Ll}-]*\s+){0,2})(\p{Ll}[\p{Ll}-]*)\b/u.exec(after);
    if (!next) continue;
    const words = [...(next[1] ?? '').trim().split(/\s+/).filter(Boolean), next[2]!];
    // The noun counted: the first word that is a plural noun, or the last; never a unit of measure.
    const unit = words.find((w) => /s$/.test(w) && !NOT_A_COUNT.test(w)) ?? words[words.length - 1]!;
    if (NOT_A_COUNT.test(words[0]!) || NOT_A_COUNT.test(unit)) continue;
    out.push({ n: m[1]!, unit, words });
  }
  return out;
}

/** "How many appointments have I got left?" → the page's count sentence for appointments, said as it is. */
export function countLineAnswer(text: string, state: DialogueState): { programs: Program[] } | undefined {
  const many = HOW_MANY.exec(text.trim());
  if (!many) return undefined;
  const q = readQuestion(text, true);
  if (!q || q.kind !== 'count') return undefined;
  const asked = many[1]!.toLowerCase();
  const general = GENERAL.test(asked) || /^(?:are|is|were|was|do|does|did|have|has|will|can)$/.test(asked);
  const unit = general ? undefined : stem(asked);
  const frame = new Set(state.framed ?? []);
  // Words of a table's cells are a row's, not a count of the page (a product's "50 Fluid", a size).
  const cells = new Set((state.grids ?? []).flatMap((g) => g.rows.flat()).map((c) => c.trim()));
  const topic = q.topic.filter((w) => !GENERAL.test(w) && (!unit || !sameWord(w, unit)));
  const fits: Array<{ text: string; score: number }> = [];
  for (const t of state.texts ?? []) {
    // (A table's row is stated as its cells joined by " · ": a row, not a count of the page.)
    const parts = t.split(' · ');
    const row = parts.length > 1 && parts.every((c) => cells.has(c.trim()));
    if (frame.has(t) || cells.has(t.trim()) || row || t.length > 160 || /^[^:]{1,40}:\s/.test(t)) continue;
    const counts = countsIn(t);
    if (!counts.length) continue;
    const said = tokens(t).map(stem);
    // Every other word of the question is said by the statement ("in my bag" → "in your bag").
    if (!topic.every((w) => said.some((s) => sameWord(s, w)))) continue;
    let best = 0;
    for (const c of counts) {
      if (unit && c.words.some((w) => sameWord(stem(w), unit))) best = Math.max(best, 2);
      else if (!unit && /s$/.test(c.unit)) best = Math.max(best, GENERAL.test(c.unit) ? 1.5 : 1);
    }
    if (best) fits.push({ text: t, score: best + (topic.length ? 0.5 : 0) });
  }
  if (!fits.length) return undefined;
  fits.sort((a, b) => b.score - a.score);
  if (fits.length > 1 && fits[1]!.score === fits[0]!.score && fits[1]!.text !== fits[0]!.text) return undefined;
  return { programs: [program({ kind: 'action', name: 'say', text: fits[0]!.text.trim() })] };
}
