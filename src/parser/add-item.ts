/**
 * Round 29 (r29-additem): an item said to add, as a need or a statement, from a page that does not
 * show it — "I've also got a two piece suit that needs dry cleaning, add that too", "and the pillows,
 * there's four of them", "I've got an evening dress as well", "and two silk ties", "I also need a new
 * zip on my coat" on a basket or an account page — and a count said with the item in view ("can I
 * get five of them with light starch").
 *
 * Three parts, read one page at a time:
 *
 * 1. the item's head noun (the last word of its name: "suit", "dress", "zip") typed into the site's
 *    search box (a GET form whose box says it searches; round 21's `reachSearch`);
 * 2. on the results, the one new link that holds the most of the name's words, a tie broken by the
 *    words held whole and then by the fewest words not said (round 21's `reachedItem`, with the
 *    tie-break asked for);
 * 3. (marked `ADD_THERE`) on the item's page: the choices the turn's other words name — a link into
 *    the same page ("Evening or long dress — £26.00"), a radio or menu option of the add form ("Light
 *    starch") —, the count into the add form's quantity ("How many?"), then its add button. Nothing
 *    when the page has no form that adds (the search found nothing sure: the results stay in view), or
 *    a count is said that the form has no quantity for.
 *
 * The page's structure (a search form, result links, links into the page's own address, the form
 * whose button adds, its quantity and choices) and a few general words of saying one has or needs a
 * thing; no word of a site. Adding to a basket is a reversible post the user asked for; nothing here
 * checks out or confirms.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState, TurnPlan } from './context.js';
import { currentUrl, samePage } from './compare.js';
import { addForm } from './buy-flow.js';
import { pathOf } from './form-values.js';
import { holdsWord, pageHolds, searchBox, searchParts, wordsOf } from './reach.js';
import { click, setCount } from './basket.js';
import { TURN_MARKS } from './turn-marks.js';
import { NUMBER_WORDS, numberSaid } from './units.js';

export const ADD_THERE = TURN_MARKS.addThere;

const COUNT = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).sort((a, b) => b.length - a.length).join('|')})`;
/** Words before a clause that say nothing about it. */
const LEAD = /^(?:(?:and|also|plus|oh|ok|okay|so|right|well|hmm+|um+|uh+|ah|actually|wait|alright|yes|yeah|nah|great|cool|lovely|then)\b[,\s]*)+/i;
/** What ends such a clause without naming the thing. */
const TAIL = /(?:[,\s]+(?:as\s+well|too|also|please|then|thanks|for\s+me))+$/i;
/** "I've (also) got X", "I also have X", "I (also) need X" (not "I need to …"). */
const HAVE = /^(?:i|we)(?:'?ve|\s+have)\s+(?:also\s+)?got\s+(?:also\s+)?(.+)$|^(?:i|we)\s+(?:also\s+)?have\s+(?!to\b|got\b)(.+)$|^(?:i|we)\s+(?:also\s+|still\s+)?need\s+(?!to\b|you\b|your\b|help\b|it\b|that\b|them\b|some\s+help\b)(.+)$/i;
/** "the pillows", "two silk ties", "a coat": a thing said alone after "and" / "plus". */
const BARE = new RegExp(String.raw`^(?:the|a|an|some|${COUNT.slice(1, -1)})\s+([\p{L}][\p{L}\s'-]*)$`, 'iu');
/** "there's four of them", "there are four", "four of them". */
const HOW_MANY = new RegExp(String.raw`^(?:there(?:'s|\s+is|\s+are|'re)\s+|i(?:'ve|\s+have)\s+(?:got\s+)?)?${COUNT}(?:\s+of\s+(?:them|those|these))?$`, 'i');
/** "add that too", "add it", "put them in as well", "add that to my bag too". */
const ADD_IT = /^(?:(?:please|can\s+you|could\s+you)\s+)?(?:add|put|pop|stick)\s+(?:that|it|them|those|this|that\s+one)(?:\s+(?:in|on))?(?:\s+(?:to|in|into)\s+(?:the|my|our)\s+\w+)?$/i;
/** Names that point at something said, or are no thing. */
const NOT_A_THING = /^(?:it|that|this|them|those|these|one|ones|something|anything|more|time|help|a\s+hand|a\s+minute|a\s+look|a\s+question|a\s+problem|an?\s+account|no\b|nothing)\b/i;
const BASKET = /^(?:my\s+|your\s+|view\s+|shopping\s+)?(?:basket|cart|bag|trolley)\b/i;
/** Words of a name that say no particular thing. */
const PLAIN = /^(?:new|old|my|our|your|some|the|a|an|other|another|extra|more|spare)$/i;

const clip = (s: string): string => s.replace(/[.!]+$/, '').trim();

interface ItemSaid {
  /** The thing as said ("two piece suit", "pillows", "new zip"). */
  name: string;
  count?: number;
  /** The turn's other words that may name a choice ("evening", "light starch", "medium large"). */
  choiceWords: string;
}

/** Words that pick an item of the page or the one said before ("the third one", "the other one"): the reference readings'. */
const REFERENCE = /^(?:one|ones|first|second|third|fourth|fifth|last|other|next|previous|same|cheapest|cheaper|dearest|top|bottom|middle|left|right)$/i;
/** A count before the thing's name ("four pillows"). */
const COUNT_FIRST = new RegExp(String.raw`^${COUNT}\s+(.+)$`, 'i');

/** The thing a clause says the user has or needs, its count said before it, and the words about it. */

function thingOf(clause: string, bareOk: boolean): { name: string; count?: number; bare?: boolean } | undefined {
  const raw = clip(clause);
  const t = raw.replace(LEAD, '').replace(TAIL, '').trim();
  let m = HAVE.exec(t);
  let phrase = m ? (m[1] ?? m[2] ?? m[3])! : undefined;
  let bare = false;
  if (!phrase && bareOk && /^(?:and|plus)\b/i.test(raw)) {
    m = BARE.exec(t);
    if (m) { phrase = t; bare = true; }
  }
  if (!phrase) return undefined;
  // What follows a preposition or a relative word says more about it ("a new zip on my coat", "a suit that needs dry cleaning").
  phrase = phrase.split(/\s+(?:that|which|who|for|from|with|in|on|at|to|by|as)\s+/i)[0]!.replace(TAIL, '').trim();
  if (NOT_A_THING.test(phrase)) return undefined;
  let count: number | undefined;
  // (After an article a number word is the name's own: "a two piece suit".)
  const article = /^(?:the|a|an|some|any)\s+/i.exec(phrase);
  const c = article ? null : COUNT_FIRST.exec(phrase);
  const k = c ? numberSaid(c[1]!) : undefined;
  if (k) {
    count = k;
    phrase = c![2]!;
  }
  phrase = phrase.replace(/^(?:the|a|an|some|any)\s+/i, '').trim();
  const words = phrase.split(/\s+/);
  if (!words.length || words.length > 5 || /\d/.test(phrase) || (!article && words.some((w) => w.toLowerCase() in NUMBER_WORDS))) return undefined;
  if (!wordsOf(words.filter((w) => !PLAIN.test(w)).join(' ')).length || words.some((w) => REFERENCE.test(w))) return undefined;
  return { name: phrase, ...(count ? { count } : {}), ...(bare ? { bare } : {}) };
}

/**
 * "I've also got a two piece suit …, add that too", "and the pillows, there's four of them", "I've
 * got an evening dress as well", "and two silk ties", "I also need a new zip on my coat": the thing,
 * its count and the words about it — when the turn says to add it, says its count, or says it as one
 * more thing ("too", "as well", "also") in a session whose pages link a basket. Every other clause of
 * the turn a remark; no question.
 */
export function itemSaid(utterance: string, state: DialogueState, remark: (s: string) => boolean): ItemSaid | undefined {
  if (/\?/.test(utterance)) return undefined;
  const clauses = utterance.split(/(?<=[.!;])\s+|,\s*/).map((c) => c.trim()).filter((c) => /\p{L}/u.test(c));
  if (!clauses.length || clauses.length > 4) return undefined;
  let thing: { name: string; count?: number; bare?: boolean } | undefined;
  let at = -1;
  let count: number | undefined;
  let add = false;
  const others: string[] = [];
  for (const [k, c] of clauses.entries()) {
    const t = clip(c).replace(LEAD, '').replace(TAIL, '').trim();
    const many = HOW_MANY.exec(t);
    if (thing && many) { count = numberSaid(many[1]!); continue; }
    if (thing && ADD_IT.test(t)) { add = true; continue; }
    const found = thing ? undefined : thingOf(c, k === 0);
    if (found) { thing = found; at = k; continue; }
    if (!remark(c)) return undefined;
    others.push(c);
  }
  if (!thing || at < 0) return undefined;
  const n = count ?? thing.count;
  const more = /\b(?:too|as well|also)\b/i.test(utterance) || /^\s*(?:and|plus)\b/i.test(utterance);
  const basket = (state.links ?? []).some((l) => BASKET.test(l.name.trim()));
  if (!add && n === undefined && !(more && basket && !thing.bare)) return undefined;
  return { name: thing.name, ...(n !== undefined ? { count: n } : {}), choiceWords: [thing.name, ...others].join(' ') };
}

/**
 * The turn's parts when it names a thing to add that this page does not show and the page has the
 * site's search: the head noun searched, the best result opened, then (marked) its choices, count and
 * add. Undefined otherwise (the other readings read the turn).
 */
export function itemToAdd(utterance: string, state: DialogueState, remark: (s: string) => boolean): TurnPlan | undefined {
  if (offFor()) return undefined;
  // (The page first, then the words: an add form in view is the item in view — the turn is the in-view readings' —, and a page without the site's search has no way to it.)
  if (addForm(state.controls ?? [], true)) return undefined;
  const box = searchBox(state);
  if (!box) return undefined;
  const said = itemSaid(utterance, state, remark);
  if (!said) return undefined;
  // (Its words as the page would show them — a link, row, heading or control —, not the page's statements or buttons.)
  const plain = said.name.split(/\s+/).filter((w) => !PLAIN.test(w));
  const words = wordsOf(plain.join(' '));
  if (!words.length || pageHolds(words, state, false)) return undefined;
  const head = plain.at(-1)!;
  const name = words.join(' ');
  debug(`${utterance.trim()} → search ${head}, best of ${name}, count ${said.count ?? '-'}`);
  return { kind: 'parts', parts: [...searchParts(state, box, head, name, true), `${ADD_THERE}${currentUrl(state) ?? ''}\n${said.count ?? ''}\n${said.choiceWords}`] };
}


/**
 * On the item's page: the choices `choiceWords` name that the page's heading does not (a link into
 * this page's own address, a radio or menu option of the add form), the count, the add. Undefined
 * when the page has no one form that adds, or a count is said that it has no quantity for.
 */
function addOnPage(state: DialogueState, count: number | undefined, choiceWords: string): Program[] | undefined {
  const form = addForm(state.controls ?? [], true);
  if (!form) return undefined;
  if (count !== undefined && (count < 1 || count > 50)) return undefined;
  if (count !== undefined && count > 1 && !form.count) return undefined;
  const heading = wordsOf(state.heading ?? '');
  const want = wordsOf(choiceWords).filter((w) => !holdsWord(heading, w));
  const programs: Program[] = [];
  const here = currentUrl(state);
  const used = new Set<string>();
  if (want.length && here) {
    // Choices written as links into this page's own address ("Evening or long dress — £26.00"): the one that holds the most words said.
    const options = (state.links ?? []).filter((l) => pathOf(l.url) === pathOf(here) && l.url !== here && l.name.trim());
    const scored = options.map((l) => ({ l, n: want.filter((w) => holdsWord(wordsOf(l.name), w)).length })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
    if (scored.length && !(scored[1] && scored[1].n === scored[0]!.n)) {
      programs.push(click(scored[0]!.l.name));
      for (const w of want) if (holdsWord(wordsOf(scored[0]!.l.name), w)) used.add(w);
    }
    // Choices in the form: the one option of a radio group or menu that holds a word said.
    for (const c of form.choices ?? []) {
      const free = want.filter((w) => !used.has(w));
      const scored = (c.options ?? []).map((o) => ({ o, n: free.filter((w) => holdsWord(wordsOf(o), w)).length })).filter((x) => x.n > 0).sort((a, b) => b.n - a.n);
      const hits = scored.filter((x) => x.n === scored[0]?.n).map((x) => x.o);
      if (hits.length !== 1 || hits[0] === c.value) continue;
      programs.push(
        c.kind === 'radio'
          ? program({ kind: 'action', name: 'choose', element: query({ description: str(hits[0]!) }) })
          : program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(hits[0]!) }),
      );
    }
  }
  if (count !== undefined && form.count) {
    const set = setCount(form.count, count);
    if (!set) return undefined;
    programs.push(set);
  }
  programs.push(click(form.submit, undefined, 'button'));
  return programs;
}

/** The third part: on the page the search reached (not the page the turn began on), the choices, count and add. */
export function addThere(marked: string, state: DialogueState): TurnPlan {
  const [from, count, choiceWords] = marked.slice(ADD_THERE.length).split('\n');
  const none: TurnPlan = { kind: 'programs', programs: [] };
  const here = currentUrl(state);
  if (!here || samePage(here, from)) return none;
  const n = count ? Number(count) : undefined;
  return { kind: 'programs', programs: addOnPage(state, n, choiceWords ?? '') ?? [] };
}

/** "can I get five of them with light starch", "I'll take two, the large": a count and its choices, on the item's page. */
const GET_COUNT = new RegExp(
  String.raw`^(?:(?:can|could|may)\s+(?:i|we)\s+(?:get|have|order)|i'?ll\s+(?:take|have)|we'?ll\s+(?:take|have)|i'?d\s+like|give\s+me)\s+${COUNT}(?:\s+of\s+(?:them|those|these|it))?(?:\s*,?\s*(?:with|in)\s+(.+?))?(?:\s+please)?$`,
  'i',
);

/**
 * "Nah hangers are fine. can I get five of them with light starch" on an item's page with a form that
 * adds: the choices the words after "with" / "in" name, the count, the add. The sentences before it
 * remarks.
 */
export function countHere(utterance: string, state: DialogueState, remark: (s: string) => boolean): Program[] | undefined {
  if (offFor()) return undefined;
  const sentences = utterance.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
  const last = sentences.pop();
  if (!last || !sentences.every(remark)) return undefined;
  const m = GET_COUNT.exec(clip(last.replace(/\?+$/, '')).replace(LEAD, ''));
  if (!m) return undefined;
  const n = numberSaid(m[1]!);
  if (!n) return undefined;
  return addOnPage(state, n, m[2] ?? '');
}

/** RUSS_NO_ADD_ITEM=1 turns the readings off (for measuring them). */
const offFor = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_ADD_ITEM === '1';
const debug = (line: string): void => {
  if (typeof process !== 'undefined' && process.env?.RUSS_FORMS_DEBUG === '1') process.stderr.write(`[add-item] ${line}\n`);
};
