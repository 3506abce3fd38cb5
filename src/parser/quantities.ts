/**
 * Counts said in a turn (issue 11, round 14): "add six of them", "two of those, please", "make it
 * eight", "I need two paddles", "we don't have rackets, so two of those as well". The count goes
 * to the one control of the page that counts the thing said — a number box or a menu of counts
 * whose label holds the noun said (in the count's clause or the remark before it: "owns a racket"
 * → "Racket hire"), else the page's one quantity control ("Quantity", "Qty", "How many", a menu of
 * bare numbers) — and then, when the words order the thing ("add", "I'll take", "… please"), the
 * button of that control's form when it adds to a basket; a correction ("make it eight") presses
 * the form's own update button when the control is the only field of its form (a basket line).
 *
 * It reads only the page's controls (their labels, options, forms and buttons) and acts only when
 * one control is sure; a count with several controls that could take it and none named is asked
 * about, never put in the first one.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { stem } from './compare.js';
import { PEOPLE_WORD, peopleControl } from './people-words.js';
import type { SeenControl } from './context.js';

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  couple: 2, pair: 2, 'a couple': 2, 'a pair': 2, dozen: 12, 'a dozen': 12, 'half a dozen': 6,
};
const N = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple|a dozen|half a dozen)`;
const THOSE = String.raw`(?:\s+of\s+(?:those|them|these|it|that|this one|that one|the same))`;
/** Words around a count that say nothing about it. */
const LEAD = /^(?:(?:so|and|oh|ok(?:ay)?|right|then|actually|um+|erm|yeah|yes|no|hmm+|well|wait|oh wait|sorry)[,\s]+)+/i;
const TAIL = /(?:[,\s]+(?:please|as well|too|then|thanks|thank you|instead|for me|for us|if (?:you can|possible)|in total|altogether))+$/i;

type Mode = 'order' | 'set' | 'correct';
interface Said {
  n: number;
  noun?: string;
  mode: Mode;
}

const ORDER_VERB = String.raw`(?:add|get|buy|order|take|grab|put in|pop in|throw in|i(?:['’]ll| will)\s+(?:take|have|get)|(?:i|we)(?:['’]d| would)\s+like|can\s+(?:i|we)\s+(?:have|get|order)|could\s+(?:i|we)\s+(?:have|get|order))`;
const PATTERNS: Array<[RegExp, Mode]> = [
  // "make it eight", "change that to three", "set the quantity to 4"
  [new RegExp(String.raw`^(?:make|change|set|update|put)\s+(?:it|that|them|this|the\s+(?:quantity|number|amount|count)|the\s+order)\s+(?:to\s+|at\s+)?(?:just\s+|only\s+)?${N}(?:\s+([\p{L}]+))?$`, 'iu'), 'correct'],
  // "add six of them", "I'll take two", "can we have three"
  [new RegExp(String.raw`^${ORDER_VERB}\s+${N}(?:${THOSE}|\s+more|\s+([\p{L}]+))?(?:\s+(?:to|in|into)\s+(?:the|my|our)\s+(?:basket|cart|bag|trolley|order))?$`, 'iu'), 'order'],
  // "I need two rackets", "we'll need three", "can we borrow two", "we want four"
  [new RegExp(String.raw`^(?:(?:i|we)(?:['’]ll|\s+will|\s+would|['’]d)?\s+(?:need|want)|(?:can|could)\s+(?:i|we)\s+(?:borrow|hire|rent))\s+${N}(?:${THOSE}|\s+([\p{L}]+(?:\s+[\p{L}]+)?))?$`, 'iu'), 'set'],
  // "two of those", "two rackets" (a bare "two" is an answer the other readings know)
  [new RegExp(String.raw`^(?:just\s+|only\s+)?${N}(?:${THOSE}|\s+([\p{L}]+)(?:\s+of\s+(?:that|this|those|these|them|it))?)$`, 'iu'), 'set'],
];

/** A turn's clauses: its sentences, and the parts a remark and a count are joined by (", so", ", and", ";"). */
export const clausesOf = (text: string): string[] => text.split(/(?<=[.!?])\s+|,\s*(?:so|and|but)\s+|;\s*/i).map((x) => x.trim()).filter((x) => /[\p{L}\p{N}]/u.test(x));

/** The count a clause says, and how: to order it, to set it, or to correct it. */
export function countSaid(clause: string): Said | undefined {
  let t = clause.trim().replace(/[.!?…]+$/, '').replace(/\s+/g, ' ');
  const polite = /(?:^|[,\s])please\b/i.test(t);
  for (let i = 0; i < 3; i++) t = t.replace(LEAD, '').replace(TAIL, '').replace(/^please\s+/i, '').trim();
  for (const [re, mode] of PATTERNS) {
    const m = re.exec(t);
    if (!m) continue;
    const w = m[1]!.toLowerCase();
    const n = /^\d+$/.test(w) ? Number(w) : NUMBERS[w];
    if (!n || n > 99) return undefined;
    // (Of two words, "life jackets", the last is the thing.)
    const noun = m[2]?.toLowerCase().split(/\s+/).at(-1);
    // "two hours", "three nights", "two o'clock": a length or a time, not a count of things.
    if (noun && /^(?:hours?|mins?|minutes?|days?|nights?|weeks?|months?|years?|o|pm|am|o['’]clock|percent|pounds?|dollars?|euros?|quid|bucks|times)$/.test(noun)) return undefined;
    // A bare count said with "please" orders it ("two of those, please").
    return { n, ...(noun ? { noun } : {}), mode: mode === 'set' && polite && !noun ? 'order' : mode };
  }
  return undefined;
}

/** Nouns that pack things, not the thing: a count of pairs is the quantity. */
const PACKS = /^(?:pairs?|sets?|packs?|boxe?s?|pieces?|items?|units?|bottles?|bags?|rolls?|cases?|copies|copy|ones?|more|lots?)$/;
/** What a page calls the number of things bought. */
const QUANTITY = /\b(?:quantity|qty|how many|number of items)\b/i;
/** A button that puts the thing in a basket. */
const ADDS = /\b(?:add|basket|cart|bag|trolley|buy)\b/i;
/** A button that saves a changed count. */
const UPDATES = /\b(?:update|apply|save|recalculate|refresh|change)\b/i;

const words = (s: string): string[] => s.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2).map(stem);
/** Whether a menu's options are counts (bare numbers, or numbers of a thing: "2 rackets"). */
const countOptions = (options: readonly string[]): boolean => options.filter((o) => /\S/.test(o)).length > 1 && options.filter((o) => /\S/.test(o) && !/^(?:choose|select|pick|-+)/i.test(o)).every((o) => /^\s*\d{1,3}\b/.test(o));
const takesCount = (c: SeenControl): boolean => c.kind === 'number' || (c.kind === 'select' && countOptions(c.options ?? []));
const nameOf = (c: SeenControl): string => c.label || c.hint || 'quantity';

/** The option of a menu of counts that says `n`. */
function optionFor(c: SeenControl, n: number): string | undefined {
  return (c.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}\b(?!\s*[-–.:])`).test(o));
}

export interface CountReading {
  programs?: Program[];
  /** Asked instead of acting: which control the count is for is not sure. */
  ask?: string;
}

/**
 * A turn that says a count (see the module). `clauses`: the turn's clauses; the count is in one of
 * them and the others are remarks (`isRemark`) that may name the thing counted. Undefined when the
 * turn says no count this reads, or the page has no control that takes counts.
 */
export function readCountTurn(clauses: readonly string[], controls: readonly SeenControl[], isRemark: (s: string) => boolean): CountReading | undefined {
  const said = clauses.map(countSaid);
  const at = said.findIndex(Boolean);
  if (at < 0 || said.filter(Boolean).length !== 1) return undefined;
  // The other clauses must be remarks of some length ("neither of us owns a racket"), not a choice said ("black, and three pairs").
  if (clauses.some((c, i) => i !== at && (!isRemark(c) || c.trim().split(/\s+/).length < 3))) return undefined;
  const count = said[at]!;
  // "Three bags" where a choice of the page says "3 bags — £18": that choice, not a count (the other readings choose it).
  if (count.noun) {
    const spoken = new RegExp(String.raw`(?:^|\b)(?:${count.n}|${Object.keys(NUMBERS).filter((k) => NUMBERS[k] === count.n).join('|')})[\s-]+${stem(count.noun)}`, 'i');
    if (controls.some((c) => (c.kind === 'radio' || c.kind === 'select') && !takesCount(c) && (c.options ?? []).some((o) => spoken.test(o)))) return undefined;
  }
  const counting = controls.filter(takesCount);
  if (!counting.length) return undefined;
  // The thing counted: the noun said with the count, else a word of a remark that a counting control's label holds.
  const named = (c: SeenControl, ws: readonly string[]) => ws.length > 0 && words(`${c.label} ${c.hint ?? ''}`).some((w) => ws.includes(w));
  let target: SeenControl | undefined;
  const noun = count.noun && !PACKS.test(count.noun) ? stem(count.noun) : undefined;
  if (noun) {
    const hits = counting.filter((c) => named(c, [noun]));
    if (hits.length === 1) target = hits[0];
    // Round 29: "four players" where no control names players: the one counting control whose label
    // is a word for people ("Adults" beside "Juniors (under 16)" and "Sets of hire clubs"); none or
    // several: the other readings, never a control that counts another thing.
    else if (!hits.length && PEOPLE_WORD.test(noun)) {
      target = peopleControl(counting);
      if (!target) return undefined;
    }
    // A thing no control names ("the three pot one", "two chairs"): the other readings (a choice that says it, a row that holds it).
    else return undefined;
  } else {
    const remarks = clauses.filter((_, i) => i !== at).flatMap(words);
    const hits = counting.filter((c) => named(c, remarks) && !QUANTITY.test(`${c.label} ${c.hint ?? ''}`));
    if (hits.length === 1) target = hits[0];
    else if (hits.length > 1) return { ask: 'Which of these should I set the number for?' };
  }
  if (!target) {
    // The quantity: a control the page calls so, else a menu of bare numbers when it is the only control that counts.
    const bare = (c: SeenControl) => c.kind === 'select' && (c.options ?? []).every((o) => !/\S/.test(o) || /^\s*\d{1,3}\s*$/.test(o));
    const called = counting.filter((c) => QUANTITY.test(`${c.label} ${c.hint ?? ''}`));
    const quantities = called.length ? called : counting.length === 1 && bare(counting[0]!) ? counting : [];
    if (quantities.length === 1) target = quantities[0];
    // Several (a basket's lines): the row readings name the line by its words.
    else if (quantities.length > 1) return undefined;
    // A thing named that no control counts ("two people" beside "Guests"): the other readings (they read meanings).
    else if (noun) return undefined;
    // Other boxes that take numbers, none of them the quantity nor named: not sure which.
    else return counting.length ? { ask: `How many of what? I can set ${counting.slice(0, 3).map((c) => `“${nameOf(c)}”`).join(', ')}.` } : undefined;
  }
  const c = target!;
  const n = count.n;
  const programs: Program[] = [];
  if (c.kind === 'number') programs.push(program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(nameOf(c)), type: 'input' }) }));
  else {
    const option = optionFor(c, n);
    if (!option) return { ask: `“${nameOf(c)}” does not offer ${n}.` };
    programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(nameOf(c)), type: 'dropdown' }), option: literal(option) }));
  }
  const submit = c.submit;
  const alone = controls.filter((o) => o.form === c.form).length === 1;
  if (submit && count.mode === 'order' && ADDS.test(submit)) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  else if (submit && count.mode === 'correct' && alone && UPDATES.test(submit)) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return { programs };
}
