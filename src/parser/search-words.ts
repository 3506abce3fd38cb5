/**
 * Round 27: the words a search form's text box takes, said beside its menus ("Search the archive
 * for marathon in the Sport section, newest first", "Find articles about the council budget,
 * oldest first", "Find e-scooters near Central Station", "Search the archive for "harbour
 * bridge"").
 *
 * The clause says the words after a preposition of searching: "for" after the verb "search" (or
 * "about", "mentioning", "matching", "containing", or a preposition that a box of the
 * form has as its label ("near" for a "Near" box). The phrase runs to the next part of the
 * sentence: a comma, "in the … section", an order ("newest first"), "with …", "and …", "sorted".
 *
 * `searchBox` (listing-filters.ts's filter form calls it) says which text box of one form takes
 * the phrase: the box whose label has the preposition word, else — for the words of a search —
 * the form's one empty free text box when its label, hint or input type says search, words or
 * keywords. No site word is used: the prepositions and the words of searching are general English.
 */
import type { SeenControl } from './context.js';

/** The phrase a clause says to search for, and the preposition before it. */
export interface SearchPhrase {
  prep: string;
  phrase: string;
  /** The words of the sentence that said it (the preposition and the phrase, quotes included): what the clause's other readings leave out. */
  said: string;
  quoted: boolean;
}

/** Prepositions whose phrase is the words of a search, after any listing verb. */
const ABOUT = 'about|mentioning|matching|containing|on the subject of|with the words?';

/** Where the phrase ends: the next part of the clause. */
const END = /\s*(?:[,;.!?]|\b(?:in\s+(?:the\s+)?[\p{L}-]+(?:\s+[\p{L}-]+)?\s+(?:section|category|department)|(?:newest|oldest|latest|cheapest|nearest|closest|most|highest|lowest|best)\b(?:\s+[\p{L}-]+)?\s+first|sorted|ordered|sort|order|with|and|then|only|from|between|under|over)\b|$)/iu;

/** The phrase said after a preposition of searching, if the clause says one. */
export function searchPhrase(text: string): SearchPhrase | undefined {
  const search = /^\s*(?:(?:please|now|then|just)[,\s]+)*search\b/i.test(text);
  const preps = `${search ? 'for|' : ''}${ABOUT}|near|nearby|around`;
  const re = new RegExp(`\\b(${preps})\\s+(?:(["“])([^"”]+)["”]|((?:the\\s+)?[\\p{L}\\p{N}][\\s\\S]*))`, 'iu');
  const m = re.exec(text);
  if (!m) return undefined;
  const prep = m[1]!.toLowerCase();
  if (m[3]) return { prep, phrase: m[3].trim(), said: m[0], quoted: true };
  const tail = m[4]!;
  const end = END.exec(tail.replace(/^the\s+/i, (s) => ' '.repeat(s.length)));
  const cut = tail.slice(0, end ? end.index : tail.length).trim();
  const phrase = cut.replace(/^the\s+/i, '').trim();
  if (!phrase || /\d/.test(phrase) || phrase.split(/\s+/).length > 5) return undefined;
  return { prep, phrase, said: `${m[1]} ${cut}`, quoted: false };
}

/** Words a box's label or hint has when it takes a search's words. */
const SEARCH_BOX = /\b(?:search\w*|words?|keywords?|query|terms?|find)\b/i;

/**
 * The text box of a form (its controls) that takes the phrase: the box named by the preposition
 * ("Near"), else, for the words of a search, the form's one free text box when it says it is a
 * search's. Undefined when none, or more than one, would.
 */
export function searchBox(controls: readonly SeenControl[], said: SearchPhrase): SeenControl | undefined {
  const boxes = controls.filter((c) => c.kind === 'text' && !c.multiline && !c.value?.trim() && (!c.input || c.input === 'search' || c.input === 'text'));
  const named = boxes.filter((c) => new RegExp(`^\\s*${said.prep}\\b`, 'i').test(c.label));
  if (named.length) return named.length === 1 ? named[0] : undefined;
  if (said.prep === 'near' || said.prep === 'nearby' || said.prep === 'around') return undefined;
  const free = controls.filter((c) => c.kind === 'text' && !c.multiline);
  return free.length === 1 && boxes.length === 1 && (SEARCH_BOX.test(boxes[0]!.label) || SEARCH_BOX.test(boxes[0]!.hint ?? '') || boxes[0]!.input === 'search') ? boxes[0] : undefined;
}
