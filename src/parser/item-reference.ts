/**
 * Round 24: an item by reference — "ok book that", "let's look at that one", "put her on the
 * waiting list for it then", "open them up" — said right after a turn about one item of the page's
 * repeated rows, cards or tiles.
 *
 * The item the conversation remembers is read from the page's structure, latest turn first:
 *
 * 1. the row the last turn's answer came from: the one repeated item whose text holds what the
 *    assistant said ("which one's got the best rating?" → "River Traders £29.99 · ★ 4.7": the River
 *    Traders card), when the last turn was answered;
 * 2. else the row the last turn named, when it asked and got no answer ("is there space on the
 *    public swim?"): the one item that holds a word the turn said that no other item holds.
 *
 * The verb then picks the control INSIDE that item: the one of its own controls (a "Book …",
 * "Join the waiting list", "Add to basket" link or button) whose words the verb's words say; a verb
 * of looking ("open", "see", "look at", "view") the item's own link. Undefined — the turn read as
 * before, asking when unsure — when no item is remembered, two items compete, or the verb names no
 * one control of it. Only the page's rows and the turn's grammar are read, no site's words.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';

/** Words before the verb that only carry the talk ("ok", "let's", "can you"). */
const LEAD = /^(?:(?:ok|okay|oh|right|alright|great|perfect|lovely|cool|yes|yeah|yep|so|and|then|well|fine|brilliant|nice)\b[,!.]?\s+|(?:let['’]?s|let me|can you|could you|would you|will you|please|just|go ahead and|i['’]?d like to|we['’]?d like to|i want to|we want to|i['’]?ll|we['’]?ll|(?:i|we) (?:need|have|got) to)\s+)+/i;
/** A verb phrase, then its object a pronoun (after a preposition: "put her on the waiting list for it"), then padding. */
const REFERENCE = /^([\p{L}'’ ]{2,60}?)\s+(?:(?:for|on|to|onto|into|in|at|with)\s+)?(?:it|that|that one|this one|this|them|those|these)(?:\s+(?:up|out|then|please|too|now|for me|for us|instead|as well))*$/iu;
/** What a question or a statement about the item starts with: no request. */
const NOT_A_VERB = /^(?:is|are|was|were|does|do|did|has|have|had|how|what|when|where|which|who|why|can|could|will|would|should|i|we|it|that|this|there|they|she|he|you|not|no)\b/i;
/** Verbs of looking at an item: its own link. */
const LOOKING = new Set(['open', 'see', 'look', 'view', 'show', 'check', 'visit', 'click', 'tap', 'read'].map(stem));
/** Words of the verb phrase that say nothing of which control ("put her on the …"). */
const FILLER = new Set('put get have let go take the a an her him them me us my our his their on for to onto into in at with of up out over down please then now just do make'.split(' '));
/** The same step said with another verb. */
const ALSO: Record<string, string[]> = { book: ['reserv'], reserv: ['book'], buy: ['add'], order: ['add'], remov: ['delet'], delet: ['remov'] };

const MONTHS = /^(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)/i;
const norm = (s: string): string => s.toLowerCase().replace(/\s+/g, ' ').trim();
const stemsOf = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 || /\d/.test(w)).map(stem);

type Row = DialogueState['rows'][number];

/** The page's innermost repeated items: a row that holds another one whole (a list's own container) is left out. */
function leafRows(state: DialogueState): Row[] {
  const rows = state.rows.filter((r) => r.text.trim());
  const texts = rows.map((r) => norm(r.text));
  return rows.filter((r, i) => !rows.some((o, j) => j !== i && o.text.length < r.text.length && texts[i]!.includes(texts[j]!)));
}

/** The one item whose text holds what the assistant said last turn (or is held by it). */
function answeredFrom(state: DialogueState, rows: Row[]): Row | undefined {
  const said = state.said ?? [];
  const last = state.executed[state.executed.length - 1];
  // (Only an answer of the turn just before: a turn that asked or failed leaves the older answer in the state.)
  if (!last || !said.length || !last.utterance.endsWith(said[said.length - 1]!)) return undefined;
  const replies = (state.replied ?? []).map((r) => norm(r.replace(/^the page says:\s*/i, ''))).flatMap((r) => [r, r.replace(/^[^:]{1,40}:\s*/, '')]).filter((r) => r.length >= 4);
  if (!replies.length) return undefined;
  const holding = rows.filter((row) => replies.some((r) => norm(row.text).includes(r) || (row.text.length >= 8 && r.includes(norm(row.text)))));
  if (holding.length) return holding.length === 1 ? holding[0] : undefined;
  // Round 27: a cell read as "<row>: <column>: <value>" ("Biscuit: Status: Booked"): the one row the part before the colon names, as whole words.
  const named = (state.replied ?? []).map((r) => /^([^:]{2,40}):\s*[^:]{1,40}:/.exec(r.replace(/^the page says:\s*/i, ''))?.[1]).filter((x): x is string => !!x).map(stemsOf);
  const naming = rows.filter((row) => { const w = new Set(stemsOf(row.text)); return named.some((n) => n.length > 0 && n.every((x) => w.has(x))); });
  return naming.length === 1 ? naming[0] : undefined;
}

/** The one item a question of the last turn named by a word only it holds ("is there space on the public swim?"), when that turn got no answer. */
function namedLast(state: DialogueState, rows: Row[]): Row | undefined {
  const turns = state.said ?? [];
  const last = state.executed[state.executed.length - 1];
  const u = turns[turns.length - 1];
  if (!u || (last && last.utterance.endsWith(u)) || !/\?\s*$/.test(u.trim())) return undefined;
  // (A day of the month said as an ordinal is the number the page writes: "the 5th" → 5; a month said whole names the page's short one: "December" → "Dec".)
  const said = stemsOf(u.replace(/\b(\d{1,2})(?:st|nd|rd|th)\b/gi, '$1')).filter((w) => (w.length >= 3 || /^\d+$/.test(w)) && !FILLER.has(w));
  const holds = (text: string, w: string): boolean => stemsOf(text).some((x) => x === w || (/^\p{L}{3,}$/u.test(x) && /^\p{L}{3,}$/u.test(w) && (w.startsWith(x) || x.startsWith(w)) && Math.min(x.length, w.length) >= 3 && MONTHS.test(w)));
  const own = rows.map((r, i) => said.filter((w) => holds(r.text, w) && !rows.some((o, j) => j !== i && holds(o.text, w))));
  const hits = rows.filter((_, i) => own[i]!.length > 0);
  return hits.length === 1 ? hits[0] : undefined;
}

/** The turn as a click on the control of the remembered item its verb means, or undefined. */
export function itemReferencePlan(utterance: string, state: DialogueState): Program[] | undefined {
  const t = utterance.trim().replace(/[.!]+$/, '').replace(/,\s*(?=then|please)/gi, ' ').replace(LEAD, '').trim();
  if (/[?,;.]/.test(t)) return undefined;
  const m = REFERENCE.exec(t);
  if (!m || NOT_A_VERB.test(m[1]!)) return undefined;
  const verb = stemsOf(m[1]!).filter((w) => !FILLER.has(w));
  if (!verb.length || verb.length > 4) return undefined;
  const rows = leafRows(state);
  if (rows.length < 1) return undefined;
  const row = answeredFrom(state, rows) ?? namedLast(state, rows);
  if (!row) return undefined;
  const said = new Set(verb.flatMap((w) => [w, ...(ALSO[w] ?? [])]));
  const controls = (row.actions ?? []).filter((a) => stemsOf(a).some((w) => said.has(w)));
  const pageNames = [...(state.page?.buttons ?? []), ...(state.page?.links ?? [])].map(norm);
  if (controls.length === 1) {
    const name = controls[0]!;
    // (A control the page shows once is named by itself; one every row repeats, inside the item.)
    const once = pageNames.filter((n) => n === norm(name)).length <= 1;
    const title = row.title.trim();
    return [program({ kind: 'action', name: 'click', element: once ? query({ description: str(name) }) : query({ description: str(name), in: query({ item: 1, description: str(title) }) }) })];
  }
  if (controls.length === 0 && verb.every((w) => LOOKING.has(w)) && row.url) return [program({ kind: 'action', name: 'goto', url: row.url })];
  return undefined;
}
