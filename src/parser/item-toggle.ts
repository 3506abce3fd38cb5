/**
 * Round 21: an item's own toggle named by the item and the verb — "star the beach sunset as a
 * favourite", "save the banana bread recipe", "oh, and save that guitar too", and right after one,
 * "and the harbour one too" — read from the page's structure, never from a site's words:
 *
 * - a toggle is a button (never a link: "Saved recipes", "Saved (2)" lead to a list) whose name says
 *   what the verb does (favourite, save, wishlist, bookmark, like, or a heart or star sign) and
 *   whose form takes no values (no box, menu or choice of the page is sent by it), and which does
 *   not undo ("★ Remove from favourites");
 * - the item is one of the page's repeated items (a card, a row) whose text holds every word said
 *   and that has such a toggle of its own → that item's toggle; else, no item holding the words,
 *   the item in view: the page's main heading holds the words (a kind noun after them — "recipe",
 *   "photo" — may be missing from it) or a demonstrative points at it ("that guitar") → the page's
 *   first such toggle (the item's own comes before lists of others below it).
 *
 * Undefined whenever the verb, the item or the toggle is not sure; the other readings go on.
 */
import { TURN_MARKS } from './turn-marks.js';
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { innermostRows, lastClicked, pluralStem } from './compare.js';

/** The verbs that mark an item as kept, and their object (with "as a favourite", "to my wishlist", "for later"). */
const TOGGLE_VERB = /^(?:(?:can|could|would) you\s+(?:please\s+)?|please\s+|let'?s\s+|i'?d like to\s+|i want to\s+)?(star|favourite|favorite|save|bookmark|heart|like)\s+(.+?)(?:\s+(?:as|to)\s+(?:a\s+|one of\s+)?(?:my\s+)?(?:favourites?|favorites?|wishlist|bookmarks?|saved(?:\s+\w+)?))?(?:\s+for later)?$/i;
/** "Add the sunset to my favourites", "put it on my wishlist". */
const ADD_TO = /^(?:add|put)\s+(.+?)\s+(?:to|on|in|into)\s+(?:my\s+|the\s+)?(?:favourites?|favorites?|wishlist|bookmarks?|saved(?:\s+\w+)?)$/i;
/** "And the harbour one too", "the lighthouse as well": one more of the same, after a toggle. */
const ONE_MORE = /^(?:and|also|plus)?\s*(?:the\s+|that\s+)?(.+?)(?:\s+ones?)?\s+(?:too|as well|also)$/i;
/** A button that keeps an item. */
const TOGGLE_NAME = /\b(?:favou?rites?|save|saved|wishlist|bookmark|like)\b|[♡♥☆★❤]/i;
/** A button that undoes it. */
const UNDOES = /\b(?:remove|unsave|un-?favou?rite|unlike|delete)\b|★|♥|\bsaved\b/i;
/** Words that say nothing of which item. */
const PLAIN = new Set(['the', 'a', 'an', 'one', 'ones', 'my', 'our', 'your', 'of', 'for', 'me', 'please', 'too', 'also', 'well', 'as', 'and', 'oh', 'now', 'this', 'that', 'these', 'those', 'it', 'them']);
/** Kind nouns a heading need not hold ("the banana bread recipe" of "Banana Bread"). */
const KIND = /^(?:recipe|photo|picture|pic|item|listing|product|one|article|post|story|image|print|property|home|house|car|place|hotel|event)s?$/i;

const wordsOf = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !PLAIN.has(w)).map(pluralStem);
const holdsAll = (text: string, words: readonly string[]): boolean => {
  const have = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(pluralStem));
  return words.length > 0 && words.every((w) => have.has(w));
};

function cleaned(text: string): string {
  let t = text.trim().replace(/[.!?…]+$/, '').replace(/\s+/g, ' ');
  for (let i = 0; i < 3; i++) t = t.replace(/^(?:(?:oh|ok(?:ay)?|right|and|also|yes|yeah|great|lovely|perfect|actually|then)[,\s]+)+/i, '').replace(/[,\s]+(?:please|too|as well|also|thanks|thank you)$/i, '').trim();
  return t;
}

/** The page's toggles: buttons that keep an item, sent by a form that takes no values, that do not undo. */
function toggles(state: DialogueState): string[] {
  const sends = new Set((state.controls ?? []).map((c) => c.submit).filter(Boolean) as string[]);
  return [...new Set((state.page?.buttons ?? []).filter((b) => TOGGLE_NAME.test(b) && !UNDOES.test(b) && !sends.has(b)))];
}

const click = (name: string, item?: string): Program =>
  program({ kind: 'action', name: 'click', element: query({ description: str(name), ...(item ? { in: query({ item: 1, description: str(item) }) } : {}) }) });

/** The toggle for the item the words name: its row's own, else the item in view's. */
function toggleFor(object: string, state: DialogueState, rowsOnly = false): Program[] | undefined {
  const kept = toggles(state);
  if (!kept.length) return undefined;
  const words = wordsOf(object);
  const demonstrative = /^(?:that|this)\b/i.test(object.trim());
  const named = words.filter((w) => !KIND.test(w));
  if (!named.length && !demonstrative) return undefined;
  // A repeated item holding the words, with a toggle of its own.
  const rows = named.length ? state.rows.filter((r) => holdsAll(r.text, named) && (r.actions ?? []).some((a) => kept.includes(a))) : [];
  // (A container of rows holds their words too: the smallest.)
  const own = innermostRows(rows);
  if (own.length === 1) {
    const acts = (own[0]!.actions ?? []).filter((a) => kept.includes(a));
    if (acts.length !== 1) return undefined;
    const once = (state.page?.buttons ?? []).filter((b) => b === acts[0]).length === 1;
    return [click(acts[0]!, once ? undefined : object.replace(/^(?:the|that|this)\s+/i, '').replace(/\s+ones?$/i, ''))];
  }
  if (own.length > 1 || rowsOnly) return undefined;
  // The item in view: the heading holds the words (a kind noun aside), or "that guitar" with the heading holding its noun.
  const heading = state.heading ?? '';
  if (!heading || !(named.length ? holdsAll(heading, named) : demonstrative)) return undefined;
  if (!demonstrative && state.rows.some((r) => holdsAll(r.text, named) && !holdsAll(r.text, wordsOf(heading)))) return undefined;
  // One kind of toggle outside the rows: the first on the page (the item's own precedes lists of others).
  // (Rows that hold other rows — a list's group — are no item of their own.)
  const leaves = innermostRows(state.rows);
  const inRows = new Set(leaves.flatMap((r) => r.actions ?? []));
  const free = kept.filter((b) => (state.page?.buttons ?? []).filter((x) => x === b).length > leaves.filter((r) => (r.actions ?? []).includes(b)).length || !inRows.has(b));
  if (free.length !== 1) return undefined;
  // (Named alike in the rows below: the first of them, the item's own.)
  if (inRows.has(free[0]!)) return [program({ kind: 'action', name: 'click', element: query({ description: str(free[0]!), nth: 1 }) })];
  return [click(free[0]!)];
}

/** Whether the last turn's last act pressed a toggle. */
function toggledLately(state: DialogueState): string | undefined {
  const clicked = lastClicked(state);
  return clicked !== undefined && TOGGLE_NAME.test(clicked) && !UNDOES.test(clicked) ? clicked : undefined;
}

/** Marks of the two parts of a toggle said where the item is a row's link: its page opened, then its toggle pressed there. */
export const OPEN_ROW = TURN_MARKS.openRow;
export const TOGGLE_THERE = TURN_MARKS.toggleThere;

/**
 * "Save that guitar" where the page has no toggle and one row's title link names the item (a list
 * of offers, of orders): two parts — the row's page opened, then the toggle read there ("save that
 * <the row's title>"). Undefined unless exactly one row with a link holds every word said.
 */
function toggleAway(object: string, state: DialogueState): string[] | undefined {
  if (toggles(state).length) return undefined;
  const named = wordsOf(object).filter((w) => !KIND.test(w));
  if (!named.length) return undefined;
  const rows = state.rows.filter((r) => r.url && holdsAll(r.title, named));
  let urls = [...new Set(rows.map((r) => r.url!))];
  // "That guitar" among two: the one whose page was visited last.
  if (urls.length > 1 && /^(?:that|this)\b/i.test(object.trim())) {
    const last = [...(state.pages ?? [])].reverse().find((p) => urls.includes(p.url));
    urls = last ? [last.url] : urls;
  }
  if (urls.length !== 1) return undefined;
  const row = rows.find((r) => r.url === urls[0])!;
  return [`${OPEN_ROW}${urls[0]}`, `${TOGGLE_THERE}${row.title}`];
}

/** The second part: the toggle of the item in view whose heading holds the row's title, on the page the row opened. */
export function toggleThere(title: string, state: DialogueState): Program[] | undefined {
  return toggleFor(`that ${title}`, state);
}

/** The toggle turn's parts when the item is elsewhere (a row's link), else undefined. */
export function itemToggleAway(utterance: string, state: DialogueState): string[] | undefined {
  if (itemToggle(utterance, state)) return undefined;
  const parts = partsOf(utterance);
  if (parts.length !== 1) return undefined;
  const verb = TOGGLE_VERB.exec(parts[0]!);
  if (!verb || !/^(?:save|favourite|favorite|star|bookmark)$/i.test(verb[1]!) || FORM_THING.test(verb[2]!.replace(/^(?:the|my|these|those)\s+/i, ''))) return undefined;
  return toggleAway(verb[2]!, state);
}

/** What "save" says of a form, not of an item. */
const FORM_THING = /^(?:changes?|it|them|details|settings|preferences|address|form|search)$/i;

const partsOf = (utterance: string): string[] =>
  utterance.split(/(?<=[.!?])\s+|,\s*/).map(cleaned).filter((p) => /[\p{L}\p{N}]/u.test(p) && !/^(?:oh|ok(?:ay)?|right|and|so|yes|yeah|well|hmm+|um+|erm|great|lovely|perfect)$/i.test(p));

/** The programs of a turn that keeps an item by its toggle; undefined when not sure. */
export function itemToggle(utterance: string, state: DialogueState): Program[] | undefined {
  const parts = partsOf(utterance);
  if (parts.length !== 1) return undefined;
  const said = parts[0]!;
  const verb = TOGGLE_VERB.exec(said);
  if (verb) {
    // "Save" with nothing kept on the page, or said of a form ("save the changes"), is no toggle.
    if (FORM_THING.test(verb[2]!.replace(/^(?:the|my|these|those)\s+/i, ''))) return undefined;
    return toggleFor(verb[2]!, state);
  }
  const add = ADD_TO.exec(said);
  if (add) return toggleFor(add[1]!, state);
  // (Read before the cleaning takes its "and … too".)
  const again = ONE_MORE.exec(utterance.trim().replace(/[.!?…]+$/, '').replace(/^(?:(?:oh|ok(?:ay)?|right|yes|yeah)[,\s]+)+/i, ''));
  if (again && toggledLately(state)) return toggleFor(again[1]!, state, true);
  return undefined;
}
