/**
 * Round 28 (r28-steps): several steps in one turn, and a page or item one link away from the page in
 * view.
 *
 * - **"Go back, I want to see X"** (`backThen`): "go back" and, after a comma, another request: two
 *   parts, the page before, then the request read there (before, the second clause was dropped).
 * - **"Now the mint."** (`nextItemSaid`): an item named alone after "now" / "next" / "then", with no
 *   verb, that nothing on this page holds: the one item of a list seen earlier in the session whose
 *   name holds its words (nav-links.ts `seenItemNamed`, the list's own address).
 * - **"Checkout please."** on a page without a checkout (`viaBasket`): the checkout is on the basket;
 *   the page's one link to the basket (its first word a basket's: basket, cart, bag, trolley), then
 *   the checkout there.
 * - **"Oh wait, make it 14 kids."** on a summary (`editFromSummary`): a value changed on a page with no
 *   control that takes it, and one link that says to edit or change, leading to a page of the
 *   session's with a form: that link, then (marked, `EDIT_THERE`) the value read on the form it opens,
 *   then the form's own button, when the form is then complete and its button neither pays nor buys
 *   — the step the user had already taken from that form to this summary.
 * - **"Two of them in the small pot."** on an item's page (`countAndAdd`): a count and an option said
 *   with no verb, where the page has one form that adds to a basket with a number box: the option
 *   (its menu's option the words name, or "small" / "big" for the least / most of a menu whose options
 *   are sizes), the count in the number box, the add.
 *
 * Page structure (links and where they lead, the session's lists and pages, forms, their controls and
 * buttons) and a few general words; no word of a site.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl } from './context.js';
import { currentUrl, samePage, sameText as same, stem } from './compare.js';
import { seenItemNamed } from './nav-links.js';
import { TURN_MARKS } from './turn-marks.js';
import { NUMBER_WORDS, numberSaid } from './units.js';

/** The mark of `editFromSummary`'s second part: the value read on the form the edit link opened. */
export const EDIT_THERE = TURN_MARKS.editThere;
/** The mark of `bookWithValues`'s second part: the count and the details said again, on the form the row's link opened. */
export const SAME_THERE = TURN_MARKS.sameThere;

const PAD = /^(?:(?:oh|ok|okay|and|so|right|well|hmm+|um+|uh+|ah|actually|wait|oh wait|alright|fine|yes|yeah|no|great)[,\s]+)+/i;
const clip = (s: string): string => s.replace(/[.!]+$/, '').trim();

/** "Hmm, go back, I want to see the prayer plant.": the page before, then the request. */
export function backThen(utterance: string): string[] | undefined {
  const t = clip(utterance.replace(PAD, ''));
  const m = /^(?:(?:go|get|take me|head)\s+)?back(?:\s+a\s+page)?\s*,\s*(?:and\s+|then\s+)?(.+)$/i.exec(t);
  if (!m || /[.!?]/.test(m[1]!) || m[1]!.split(/\s+/).length < 2) return undefined;
  return ['go back', m[1]!];
}

/** "Now the mint.", "the basil next": an item said alone after a word of going on. */
const NEXT_ITEM = /^(?:(?:now|next|then|and now|and then)\s+(the\s+[\p{L}\p{N}' -]+)|(the\s+[\p{L}\p{N}' -]+?)\s+(?:next|now))$/iu;

export function nextItemSaid(utterance: string, state: DialogueState, remark: (s: string) => boolean): { url: string; name: string } | undefined {
  const t = clip(utterance.replace(/^(?:(?:oh|ok|okay|right|so|great|lovely|thanks|hmm+)[,\s]+)+/i, ''));
  const m = NEXT_ITEM.exec(t);
  if (!m) return undefined;
  const phrase = (m[1] ?? m[2])!;
  if (phrase.split(/\s+/).length > 5) return undefined;
  const found = seenItemNamed(`see ${phrase}`, state, remark);
  return found && 'url' in found ? found : undefined;
}

/** A request for the checkout. */
const CHECKOUT = /^(?:(?:can|could)\s+(?:i|we|you)\s+|let'?s\s+|i'?d like to\s+|i want to\s+)?(?:check\s*out|go to (?:the )?check\s*out|proceed to (?:the )?check\s*out)(?:\s+(?:please|now|then))*$/i;
const BASKET = /^(?:my\s+|your\s+|view\s+|shopping\s+)?(?:basket|cart|bag|trolley)\b/i;

/** "Then I'll leave it. Checkout please." on a page with no checkout: the basket's link, then the checkout. */
export function viaBasket(utterance: string, state: DialogueState, remark: (s: string) => boolean): string[] | undefined {
  const sentences = utterance.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => /\p{L}/u.test(s));
  const last = sentences.pop();
  if (!last || !sentences.every(remark)) return undefined;
  const ask = clip(last.replace(PAD, '')).replace(/,?\s*please$/i, '');
  if (!CHECKOUT.test(ask)) return undefined;
  const names = [...(state.page?.links ?? []), ...(state.page?.buttons ?? [])];
  if (names.some((n) => /check\s*out/i.test(n))) return undefined;
  const here = currentUrl(state);
  const baskets = (state.links ?? []).filter((l) => BASKET.test(l.name.trim()) && !samePage(l.url, here));
  if (new Set(baskets.map((l) => l.url)).size !== 1) return undefined;
  return [`go to ${baskets[0]!.name.replace(/\s*\(\d+\)\s*$/, '')}`, 'checkout'];
}

/** A value changed: "make it 14 kids", "change it to 3", "actually 12 children". */
const CHANGE_TO = /^(?:(?:can|could)\s+(?:we|you|i)\s+)?(?:make\s+(?:it|that)|change\s+(?:it|that)\s+to|(?:let'?s\s+)?(?:do|say)|actually)\s+(.+)$/i;
const NUMBER_SAID = new RegExp(String.raw`\b(?:\d+|${Object.keys(NUMBER_WORDS).join('|')})\b`, 'i');
/** A link that says to edit what was given ("Go back and edit", "Change details", "Amend"). */
const EDIT_LINK = /\b(?:edit|change|amend)\b/i;
/** A form's button that pays or buys: never pressed by this reading. */
const PAYS = /\b(?:pay|paying|payment|buy|purchase|order|checkout|check\s*out|donate|bid|confirm|book|reserve|place)\b/i;

/** Controls a value may go in (not a site search box, not a form that only asks). */
const takesValues = (controls: readonly SeenControl[]): boolean => controls.some((c) => c.posts && c.kind !== 'checkbox');

export function editFromSummary(utterance: string, state: DialogueState): string[] | undefined {
  const t = clip(utterance.replace(PAD, ''));
  const m = CHANGE_TO.exec(t);
  if (!m || !NUMBER_SAID.test(m[1]!) || /[.!?]/.test(m[1]!)) return undefined;
  if (takesValues(state.controls ?? [])) return undefined;
  const here = currentUrl(state);
  const edits = (state.links ?? []).filter((l) => EDIT_LINK.test(l.name) && !samePage(l.url, here));
  if (edits.length !== 1) return undefined;
  // (The page it opens was one of this session's: the form the user filled before this summary.)
  const link = edits[0]!;
  if (!state.visited.some((v) => samePage(v, link.url))) return undefined;
  return [`${TURN_MARKS.openRow}${link.url}`, `${EDIT_THERE}${m[1]!}`];
}

/** "14 kids", "3 adults": a count and its noun. */
const COUNT_NOUN = new RegExp(String.raw`^(\d+|${Object.keys(NUMBER_WORDS).join('|')})\s+([\p{L}-]+)$`, 'iu');

/**
 * The second part, on the form the edit link opened: the count said into the form's one number box
 * its noun names (`words`: a text's words as compared with a page's — "kids" is "child"), else the
 * programs the turn reads as (`read`), then the form's own button — when the form held a value in each
 * of its other boxes already and its button neither pays nor buys. Undefined when that is not sure.
 */
export function editedThenSend(text: string, read: readonly Program[] | undefined, controls: readonly SeenControl[], words: (s: string) => string[]): Program[] | undefined {
  const forms = [...new Set(controls.filter((c) => c.posts && c.submit).map((c) => c.form))];
  if (forms.length !== 1) return undefined;
  const mine = controls.filter((c) => c.form === forms[0]);
  const submit = mine[0]!.submit!;
  if (PAYS.test(submit)) return undefined;
  // (Every box of it was filled before: the user is changing one value of a form already given.)
  if (mine.some((c) => c.kind !== 'checkbox' && !(c.value ?? '').trim())) return undefined;
  const press = program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) });
  const m = COUNT_NOUN.exec(clip(text));
  if (m) {
    const n = numberSaid(m[1]!);
    const noun = words(m[2]!)[0];
    const numbers = mine.filter((c) => c.kind === 'number');
    const named = numbers.filter((c) => !!noun && words(`${c.label} ${c.hint ?? ''}`).includes(noun));
    const box = named.length === 1 ? named[0] : numbers.length === 1 ? numbers[0] : undefined;
    if (box && n) return [program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(box.label), type: 'input' }) }), press];
  }
  if (!read?.length || read.some((p) => !['enter', 'select', 'choose', 'check', 'uncheck'].includes(p.action.name))) return undefined;
  return [...read, press];
}

/** "Two of them in the small pot", "three, the large size": a count and an option, no verb. */
const COUNT_OPTION = new RegExp(String.raw`^(\d+|${Object.keys(NUMBER_WORDS).join('|')})(?:\s+of\s+(?:them|those|these|it))?(?:\s*,\s*|\s+)(?:in|with|of|at)?\s*(?:the\s+|a\s+)(.+)$`, 'i');
const ADDS = /\b(?:add|basket|cart|bag|trolley|buy)\b/i;
const SMALL = /^(?:small|smaller|smallest|little|tiny|mini)$/i;
const BIG = /^(?:big|bigger|biggest|large|larger|largest|huge)$/i;

const optionNumber = (o: string): number | undefined => {
  const m = /(\d+(?:\.\d+)?)\s*(?:cm|mm|m|litres?|l|ml|g|kg|in|inch|oz|lb)\b/i.exec(o);
  return m ? Number(m[1]) : undefined;
};

export function countAndAdd(utterance: string, state: DialogueState): Program[] | undefined {
  const t = clip(utterance.split(/(?<=[.!?])\s+/).pop()!.replace(PAD, ''));
  const m = COUNT_OPTION.exec(t);
  if (!m) return undefined;
  const count = numberSaid(m[1]!);
  if (!count || count > 50) return undefined;
  const controls = state.controls ?? [];
  const adds = [...new Set(controls.filter((c) => c.posts && c.submit && ADDS.test(c.submit)).map((c) => c.form))];
  if (adds.length !== 1) return undefined;
  const addForm = controls.filter((c) => c.form === adds[0]);
  const boxes = addForm.filter((c) => c.kind === 'number');
  if (boxes.length !== 1 || addForm.some((c) => c !== boxes[0] && c.kind !== 'checkbox' && !(c.value ?? '').trim())) return undefined;
  // The option: a menu whose label or options share the phrase's noun; by its words, else by its size.
  const words = m[2]!.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const menus = controls.filter((c) => c.kind === 'select' && (c.options?.length ?? 0) >= 2 && words.some((w) => w.length >= 3 && !SMALL.test(w) && !BIG.test(w) && [c.label, ...(c.options ?? [])].some((x) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem).includes(stem(w)))));
  if (menus.length !== 1) return undefined;
  const menu = menus[0]!;
  const options = menu.options!;
  const byWords = options.filter((o) => { const ow = o.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem); return words.filter((w) => !SMALL.test(w) && !BIG.test(w)).every((w) => ow.includes(stem(w))) && words.some((w) => !SMALL.test(w) && !BIG.test(w)); });
  let option: string | undefined;
  const sized = options.map(optionNumber);
  if (words.some((w) => SMALL.test(w) || BIG.test(w))) {
    if (sized.some((n) => n === undefined)) return undefined;
    const units = new Set(options.map((o) => /\d\s*([a-z]+)/i.exec(o)?.[1]?.toLowerCase()));
    if (units.size !== 1) return undefined;
    const want = words.some((w) => SMALL.test(w)) ? Math.min(...(sized as number[])) : Math.max(...(sized as number[]));
    option = options[sized.indexOf(want)];
  } else if (byWords.length === 1 && byWords[0] !== undefined && options.length > 1 && !options.every((o) => byWords.includes(o))) {
    option = byWords[0];
  }
  if (!option) return undefined;
  const programs: Program[] = [];
  if (menu.value !== option) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(menu.label), type: 'dropdown' }), option: literal(option) }));
  programs.push(program({ kind: 'action', name: 'enter', text: literal(String(count)), element: query({ description: str(boxes[0]!.label), type: 'input' }) }));
  programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(boxes[0]!.submit!), type: 'button' }) }));
  return programs;
}

/** "Book me one place on that too, same name": the verb, a count and its noun, "that", and the details said to be as before. */
const BOOK_MORE = new RegExp(
  String.raw`^(?:(?:can|could)\s+you\s+|please\s+)?(book|reserve)\s+(?:me|us)\s+((?:\d+|${Object.keys(NUMBER_WORDS).join('|')})\s+[\p{L}-]+)\s+(?:on|for|at|in|of)\s+(?:that|it|this|that one|this one)(?:\s+(?:too|as well|also))?(?:\s*,\s*(?:and\s+)?(?:the\s+|with\s+(?:the\s+)?)?same\s+(name|details|email|phone|number|as before|as last time))?$`,
  'iu',
);

/**
 * "Book me one place on that too, same name." on a list whose rows carry a booking link: two parts,
 * the verb on "that" (the row in focus, row-reference.ts), then, marked, the count and the details
 * said to be as before, read on the form that opens (`sameThere`).
 */
export function bookWithValues(utterance: string, state: DialogueState): string[] | undefined {
  const m = BOOK_MORE.exec(clip(utterance.replace(PAD, '')));
  if (!m || !(state.controls ?? []).every((c) => !c.posts)) return undefined;
  return [`${m[1]!.toLowerCase()} that`, `${SAME_THERE}${m[2]!}${m[3] ? `\n${m[3]}` : ''}`];
}

/** The value the session last typed into a box of this label (on any page), or undefined. */
function typedBefore(label: string, state: DialogueState): string | undefined {
  for (const turn of [...state.executed].reverse()) {
    for (const p of [...turn.programs].reverse()) {
      const a = p.action;
      if (a.name === 'enter' && a.element.description?.kind === 'string' && same(a.element.description.value, label) && a.text.kind === 'literal' && a.text.value.trim()) return a.text.value;
    }
  }
  return undefined;
}

/**
 * The second part, on the booking form: the count into the box or menu its noun names, each empty box
 * the details name ("name" → the boxes whose label says name; "details" → every empty box) with what the
 * session typed into a box of the same label before, then the form's button when every box then holds
 * a value. Undefined unless the page has one form that posts and the count finds its control.
 */
export function sameThere(marked: string, state: DialogueState, words: (s: string) => string[]): Program[] | undefined {
  const [countSaid, which] = marked.slice(SAME_THERE.length).split('\n');
  const controls = state.controls ?? [];
  const forms = [...new Set(controls.filter((c) => c.posts && c.submit).map((c) => c.form))];
  if (forms.length !== 1) return undefined;
  const mine = controls.filter((c) => c.form === forms[0]);
  const m = COUNT_NOUN.exec(clip(countSaid ?? ''));
  if (!m) return undefined;
  const n = numberSaid(m[1]!);
  const noun = words(m[2]!)[0];
  const counting = mine.filter((c) => (c.kind === 'number' || c.kind === 'select') && !!noun && words(`${c.label} ${c.hint ?? ''}`).includes(noun));
  if (counting.length !== 1 || !n) return undefined;
  const box = counting[0]!;
  const programs: Program[] = [];
  const filled = new Set<SeenControl>();
  if (box.kind === 'number') programs.push(program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(box.label), type: 'input' }) }));
  else {
    const option = (box.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}\b(?!\s*[-–.:])`).test(o));
    if (!option) return undefined;
    if (option !== box.value) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(box.label), type: 'dropdown' }), option: literal(option) }));
  }
  filled.add(box);
  if (which) {
    for (const c of mine) {
      if (c === box || (c.kind !== 'text' && c.kind !== 'number') || (c.value ?? '').trim()) continue;
      if (which !== 'details' && !words(c.label).some((w) => w.startsWith(stem(which.split(/\s+/)[0]!)))) continue;
      const before = typedBefore(c.label, state);
      if (before === undefined) continue;
      programs.push(program({ kind: 'action', name: 'enter', text: literal(before), element: query({ description: str(c.label), type: 'input' }) }));
      filled.add(c);
    }
  }
  const complete = mine.every((c) => c.kind === 'checkbox' || filled.has(c) || !!(c.value ?? '').trim());
  if (complete) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(mine[0]!.submit!), type: 'button' }) }));
  return programs;
}
