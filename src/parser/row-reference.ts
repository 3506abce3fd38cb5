/**
 * A short verb on a control that every row, card or grid cell of the page repeats (round 12):
 * "Book that", "Take it", "Cancel it then", "Book the 7pm one", "cancel the one on Saturday
 * morning", "Book court four at seven", "Remove the second one". The verb picks the repeated
 * control ("take" is the page's one repeated "Book", "Reserve", "Join"…; "get rid of" its one
 * "Remove", "Cancel"…); what follows it picks the row:
 *
 * - "it", "that (one)": the row in focus — what the last question was about (`topic`), else the
 *   item the last turns acted on;
 * - "the second one", "the last one": that item of the page's list;
 * - other words: the row they name, said as the page writes it — times as "7:00" (a said "pm",
 *   "evening" fixes the half of the day: "7:00 pm"), numbers as digits ("court four" → "court 4"),
 *   days and parts of the day as words. Which row or grid cell holds them, with the page's headers,
 *   is grounding's to find (src/grounding/row-controls.ts).
 *
 * The program: `@retrieve(description="court 4 7:00", item=1) => @retrieve(description="Book", in=id) => @click(element=id)`.
 * Undefined when the page repeats no control the verb means, or the words name nothing the page
 * shows.
 */
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { currentUrl, samePage, stem } from './compare.js';
import { saidTime } from './times.js';

const NUMBERS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20 };
const ORDINAL: Record<string, number | 'last'> = { first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10, last: 'last', top: 1, bottom: 'last', '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5 };

/** Verbs that take a row (a booking, a place, a thing) and verbs that let one go. */
const TAKING = ['book', 'reserve', 'take', 'grab', 'get', 'try', 'choose', 'pick', 'select', 'join', 'sign', 'register', 'enrol', 'enroll', 'rent', 'hire', 'claim', 'add', 'buy', 'order', 'attend', 'apply', 'rsvp', 'request'];
const LEAVING = ['cancel', 'remove', 'delete', 'drop', 'withdraw', 'unbook', 'leave', 'discard', 'clear'];
const VERB = /^(take off|take out|get rid of|sign (?:me |us )?up(?: for)?|register (?:me |us )?(?:for)?|enrol+ (?:me |us )?(?:in|on|for)?|book|reserve|take|grab|get|choose|pick|select|join|rent|hire|claim|cancel|remove|delete|drop|add|buy|try|withdraw(?: from)?)\b\s*(.*)$/i;
const LEAD = /^(?:(?:okay|ok|alright|all right|right|great|perfect|yes|yeah|yep|so|then|and|actually|fine|cool|lovely|nice)[,\s]+|(?:i'?ll|i will|we'?ll|we will|let'?s|let me|i'?d like to|we'?d like to|i want to|we want to|i wanna|can (?:we|i|you)|could (?:we|i|you)|please|just|go ahead and)\s+)/i;
const TAIL = /(?:,?\s+(?:then|please|now|too|instead|for me|for us|as well|thanks|thank you))+$/i;
const PRONOUN = /^(?:it|that|this|that one|this one|that slot|this slot|them|(?:one|a) of (?:those|these|them))$/i;
const ORDINAL_REF = new RegExp(String.raw`^the\s+(${Object.keys(ORDINAL).join('|')})(?:\s+(?:one|row|slot|item|entry|booking|appointment|line|card|option|result))?$`, 'i');

/** A control's first word, stemmed: its verb ("Add to basket" → add). */
export const firstWord = (name: string): string => stem(name.trim().split(/\s+/)[0] ?? '');

/** The page's controls shown more than once (by name), from its buttons and links. */
export function repeatedControls(state: DialogueState): string[] {
  const count = new Map<string, number>();
  for (const n of [...(state.page?.buttons ?? []), ...(state.page?.links ?? [])]) {
    const name = n.replace(/\s+/g, ' ').trim();
    if (name && name.length <= 40) count.set(name, (count.get(name) ?? 0) + 1);
  }
  return [...count].filter(([, n]) => n >= 2).map(([name]) => name);
}

/** The repeated control a verb means: the one that says the verb, else the one control of the verb's kind. */
function controlFor(verb: string, repeated: string[]): string | undefined {
  const v = stem(verb.split(/\s+/)[0]!);
  const same = repeated.filter((c) => firstWord(c) === v);
  if (same.length) return same.sort((a, b) => a.length - b.length)[0];
  const leaving = /^(?:take off|take out|get rid of)$/i.test(verb) || LEAVING.includes(v);
  const kind = leaving ? LEAVING : TAKING;
  const ofKind = [...new Set(repeated.filter((c) => kind.includes(firstWord(c))))];
  return ofKind.length === 1 ? ofKind[0] : undefined;
}

/** The row in focus: what the last question was about, else the item the last turns acted on on this page. */
function focus(state: DialogueState): Query | undefined {
  const asItem = (q: Query | undefined): Query | undefined => {
    if (!q) return undefined;
    if (q.item !== undefined) return q;
    if (q.in?.item !== undefined) return q.in;
    if (q.description?.kind === 'string' && q.description.value.trim()) return query({ item: 1, description: q.description });
    return undefined;
  };
  const topic = asItem(state.topic);
  if (topic) return topic;
  const here = currentUrl(state);
  for (const [k, turn] of state.executed.slice(-2).reverse().entries()) {
    // An item of another page is no row of this one.
    if (turn.url && here && !samePage(turn.url, here)) continue;
    for (const p of [...turn.programs].reverse()) {
      const a = p.action;
      if (!('element' in a)) continue;
      const el = a.element;
      if (el.item !== undefined) return el;
      if (el.in?.item !== undefined) return el.in;
      // The last turn clicked or read something by its words ("6:15 PM", a row's title): the row that holds it.
      if (k === 0 && (a.name === 'click' || a.name === 'read') && !el.in && el.description?.kind === 'string' && el.description.value.trim()) return query({ item: 1, description: el.description });
    }
  }
  return undefined;
}

/** The words of a row reference as the page writes them: times "7:00" / "7:00 pm", numbers as digits. */
export function rowWords(reference: string): string {
  // Round 19: a day of the month said as an ordinal ("on the 18th", "the 3rd of") is the number the page writes.
  let text = ` ${reference.toLowerCase().replace(/^(?:the\s+)?one\s+(?=(?:on|at|for|from|in|with)\b)/, '').replace(/\b(on\s+the|the)\s+(\d{1,2})(?:st|nd|rd|th)\b(?=\s+of\b|\s*$)|\bon\s+the\s+(\d{1,2})(?:st|nd|rd|th)\b/g, (_, lead: string | undefined, a: string | undefined, b: string | undefined) => `${lead?.startsWith('on') || b ? 'on ' : ''}${a ?? b}`)} `;
  const out: string[] = [];
  for (let k = 0; k < 2; k++) {
    // A bare hour counts as a time after "at", "for", "from", "around", or before "one" ("the seven one").
    let t = saidTime(text);
    if (!t) {
      const bare = /\b(?:at|for|from|around|about|by)\s+((?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))\b/i.exec(text);
      if (bare) {
        const n = NUMBERS[bare[1]!] ?? Number(bare[1]);
        if (n >= 1 && n <= 12) t = { minutes: n * 60, fixed: false, index: bare.index, length: bare[0].length };
      }
    }
    if (!t) break;
    const h = Math.floor(t.minutes / 60);
    const mm = String(t.minutes % 60).padStart(2, '0');
    out.push(t.fixed ? `${((h + 11) % 12) + 1}:${mm} ${h < 12 ? 'am' : 'pm'}` : `${h}:${mm}`);
    text = `${text.slice(0, t.index)} ${text.slice(t.index + t.length)}`;
  }
  const said = text.replace(/\bo['’]?\s?clock\b/g, ' ').split(/[^\p{L}\p{N}'’-]+/u).filter(Boolean);
  // "One" is the row itself ("the 7pm one", "the yoga one", "one at six"), a number only after a noun with no "the" before it ("court one").
  const PREP = /^(?:on|at|for|in|from|with|then|please)$/;
  const theBefore = (i: number): boolean => said.slice(Math.max(0, i - 4), i).some((w) => /^(?:the|a|an|that|this|my|our|another)$/.test(w));
  const words = said.filter((w, i) => !(/^ones?$/.test(w) && (i === 0 || theBefore(i) || PREP.test(said[i - 1]!)))).map((w) => (NUMBERS[w] !== undefined ? String(NUMBERS[w]) : w));
  // "A" is an article at the start or after a preposition, else a name's letter ("room A").
  const rest = words.filter((w, i) => !/^(?:the|ones|at|on|for|in|from|with|slot|please|then)$/.test(w) && !(/^an?$/.test(w) && (i === 0 || PREP.test(words[i - 1]!) || words[i - 1] === 'the')));
  return [...rest, ...out].join(' ').trim();
}

const DAYS = /\b(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(?:day)?\b|\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const CLOCK = /\b\d{1,2}(?::\d{2})?\s*(?:[ap]\.?m\b)|\b\d{1,2}:\d{2}\b/i;

/** Whether the page shows something of each kind the words say (a time, a day, the words or numbers themselves). */
function onPage(words: string, state: DialogueState): boolean {
  const texts = [...state.rows.map((r) => r.text), ...(state.texts ?? []), ...(state.facts ?? []), ...(state.page?.items ?? [])].join(' \n ');
  const lower = texts.toLowerCase();
  const tokens = new Set(lower.split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem));
  let named = 0;
  for (const w of words.split(/\s+/)) {
    if (/^\d{1,2}:\d{2}$/.test(w) || /^[ap]m$/.test(w)) {
      if (!CLOCK.test(texts)) return false;
      named++;
    } else if (/^(?:morning|afternoon|evening|tonight|night|lunchtime)$/.test(w)) {
      if (!CLOCK.test(texts) && !tokens.has(w)) return false;
      named++;
    } else if (DAYS.test(w)) {
      if (!DAYS.test(texts)) return false;
      named++;
    } else if (/^\d+$/.test(w) || /^\p{L}$/u.test(w)) {
      if (!tokens.has(w) && !(CLOCK.test(texts) && Number(w) <= 12)) return false;
      named++;
    } else if (w.split(/[-'’]/).filter(Boolean).every((p) => tokens.has(stem(p)) || [...tokens].some((t) => t.length >= 4 && stem(p).length >= 4 && t.startsWith(stem(p))))) named++;
  }
  return named > 0;
}

/** A row named in another sentence of the turn: "I don't need the seven o'clock one now. Cancel it." */
// (Round 19: "I've got another one on Saturday morning, right?" names it too, with every word up to the sentence's end.)
const NAMED_ONE = /\b(?:the|another)\s+(one\s+(?:on|at|for|from|with|in)\s+[^,.;!?]+|(?:[\p{L}\p{N}':-]+\s+){1,3}?one)\b(?!\s+(?:of|on|at|for|from|with|in)\b)/iu;

/** Round 23: a row the user says they have ("I've also got a contact lens check on Tuesday"): its words up to the clause's end. */
const HAVE_ONE = /\b(?:i|we)(?:['’]ve|\s+have)\s+(?:also\s+|still\s+)?(?:got\s+)?(?:a|an|another|my|our)\s+([^,.;!?]+)/iu;

function talkedAbout(text: string, utterance: string | undefined, state: DialogueState): string | undefined {
  if (!utterance) return undefined;
  for (const sentence of utterance.split(/(?<=[.!?])\s+|,\s+(?:so|and)\s+/).reverse()) {
    if (sentence.toLowerCase().includes(text.toLowerCase())) continue;
    const m = NAMED_ONE.exec(sentence) ?? HAVE_ONE.exec(sentence);
    if (!m || /^(?:other|same|next|last|first|second|third|new)\b/i.test(m[1]!)) continue;
    // (Round 19: the words up to the sentence's end, without what only closes it: "… on Saturday morning now".)
    const words = rowWords(m[1]!.replace(/\s+one$/i, '').replace(/(?:\s+(?:now|then|please|anymore|any more|after all|either|too|as well|though|again))+$/i, ''));
    if (words && onPage(words, state)) return words;
  }
  return undefined;
}

/** Words for the things a user holds on a site (a booking, an order…), each with the words the same things go by. */
export const MINE_KINDS: string[][] = [
  ['booking', 'reservation', 'appointment', 'visit', 'table', 'session', 'lesson', 'class', 'slot'],
  ['order', 'purchase', 'delivery'],
  ['ticket', 'pass'],
  ['subscription', 'membership', 'plan'],
  ['hold', 'loan'],
  ['trip', 'stay'],
].map((g) => g.map(stem));
export const KIND_STEMS = new Set(MINE_KINDS.flat());

/** People a booking or an order is for, said by who they are to the user ("my mum's blow-dry", "our son's lesson"). */
const KIN = /^(?:(?:my|our)\s+)?(mum|mom|mother|dad|father|wife|husband|partner|son|daughter|sister|brother|gran|granny|grandma|grandad|grandpa|nan|aunt|auntie|uncle|niece|nephew|cousin|friend|boss|kid|kids|child|children|boy|girl|baby)['’]s?\s+/i;

/**
 * Round 19: the reference without who the thing is for when the rows do not say it that way ("mum's
 * blow-dry on the 18th" → "blow-dry on the 18th": the row says "for Carmen Marin", not "mum").
 */
function withoutKin(reference: string, state: DialogueState): string {
  const m = KIN.exec(reference);
  if (!m) return reference;
  const shown = state.rows.some((r) => new RegExp(`\\b${m[1]!}\\b`, 'i').test(r.text));
  return shown ? reference : reference.slice(m[0].length);
}

/** A clause of its own after a comma ("…, we won't need it", "…, she can't make it"): no words of the row's name. */
const OWN_CLAUSE = /,\s*(?:we|i|she|he|they|it|that|there|as|because|since|so)\b.*$/i;

/**
 * The turn as a click on the repeated control in the row it names, or undefined. `utterance`: the
 * whole turn, whose other sentences may name the row "it" is ("I don't need the Tuesday one now.
 * Cancel it."); `namedOnly`: only such a turn (a verb on "it" whose row another sentence names).
 */
export function rowControlPlan(text: string, state: DialogueState, utterance?: string, namedOnly = false): Program[] | undefined {
  let t = text.trim().replace(/[.!?]+$/, '');
  for (let i = 0; i < 3; i++) t = t.replace(LEAD, '');
  // "Take it off", "take the gloves out": the verb with its particle first.
  t = t.replace(TAIL, '').trim().replace(/^(take|get|throw)\s+(.+?)\s+(out|off)$/i, '$1 $3 $2');
  const m = VERB.exec(t);
  if (!m) return undefined;
  const repeated = repeatedControls(state);
  if (!repeated.length) return undefined;
  const control = controlFor(m[1]!.toLowerCase().replace(/\s+(?:me|us)\b/, ''), repeated);
  if (!control) return undefined;
  return controlInRow(control, m[2]!.trim(), t, state, utterance, namedOnly);
}

/**
 * The repeated control `control` in the row that `rest` (the words after the verb) names — "it" / "that
 * one" the row in focus, "the second one" that row, other words the row that shows them; undefined when
 * they name none. `t` is the turn's text without its padding.
 */
export function controlInRow(control: string, rest: string, t: string, state: DialogueState, utterance?: string, namedOnly = false): Program[] | undefined {
  const click = (inner: Query): Program[] => [program({ kind: 'action', name: 'click', element: query({ description: str(control), in: inner }) })];
  // Round 19: "cancel that one, we're not doing both": a clause of its own after the pronoun is no part of it.
  if (!rest || PRONOUN.test(rest) || PRONOUN.test(rest.replace(OWN_CLAUSE, '').trim())) {
    const said = talkedAbout(t, utterance, state);
    if (said) return click(query({ item: 1, description: str(said) }));
    if (namedOnly) return undefined;
    const f = focus(state);
    return f ? click(f) : undefined;
  }
  if (namedOnly) return undefined;
  const ord = ORDINAL_REF.exec(rest);
  if (ord) return click(query({ item: ORDINAL[ord[1]!.toLowerCase()]! }));
  if (/^(?:a|an|some|another|all|every)\b/i.test(rest)) return undefined;
  const said = rowWords(withoutKin(rest.replace(OWN_CLAUSE, '').replace(/^(?:my|our)\s+/i, ''), state));
  // Round 17: the kind of thing said beside its name ("the raku booking") is no word the row shows.
  const shown = new Set([...state.rows.map((r) => r.text)].join(' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem));
  const words = said.split(/\s+/).filter((w) => !KIND_STEMS.has(stem(w)) || shown.has(stem(w))).join(' ') || said;
  if (!words || !onPage(words, state)) return undefined;
  return click(query({ item: 1, description: str(words) }));
}
