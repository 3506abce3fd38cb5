/**
 * Round 28: details said over turns, each value into the box its words and the box's structure fit,
 * kept to the send — a form about someone other than the user (a birthday child, a recipient) and a
 * plan said as a statement.
 *
 * - **`theirTurn`** (a turn said on the form): the clauses of a turn that say
 *   - a count with its noun ("about 14 kids", "8 children") → the form's number box whose label
 *     names that noun ("Number of children"; kids ~ children, people ~ guests as general English);
 *   - an age ("he's turning 8", "she'll be 7", "aged 9", "who's turning 5", "9 years old") → the
 *     control whose label says age or turning (a number box, or a menu whose option is that number);
 *   - the name of the one the form is about ("it's for Leo", "for Noah", "birthday girl is Isla",
 *     "her name is Maple") → the form's one name box that is not the user's (its label names
 *     someone by a possessive or a word for another person — "Birthday child's first name" — and
 *     not the one filling in: your, parent, guardian, contact);
 *   each value only into a box whose type fits it: a count or age never into a name box, a name
 *   never into a number box. The turn's other clauses ("the veggie sausages, and add the cake")
 *   are read as before, as a part of their own after these.
 * - **`theirAtSend`** (a plan that ends by pressing a posting form's own button): the same values
 *   said in the form's flow (latest first) into its still-empty controls, before the press.
 * - **`planStatement`**: a plan said as a statement — "I'll collect them", "deliver it on Tuesday
 *   to 14 Orchard Close, Ashcombe" — picks the posting form's one radio option whose words hold
 *   the verb (collect ~ "Click and collect", deliver ~ "Local delivery"), the menu option of the
 *   day said, and the address into the form's address box. Nothing is pressed.
 *
 * Page structure (box kinds, labels, options, which forms post) and general English (lead-ins,
 * pronouns, nouns for people); no word of a site. `RUSS_NO_THEIR=1` turns it off (for measuring).
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { stem } from './compare.js';
import { NAME, pressedForm } from './carry-send.js';
import type { SeenControl } from './context.js';
import { WEEKDAY_SAID } from './dates.js';
import { chooseProgram, detailsIn, fieldKindOf } from './details.js';
import { NUMBER_WORDS, numberSaid } from './units.js';

/** RUSS_NO_THEIR=1 turns round 28's values of the one the form is about off (here and context.ts). */
export const theirOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_THEIR === '1';

/** A number of one to three digits, or a number word up to twenty. */
const NUM = String.raw`(\d{1,3}|${Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! <= 20).sort((a, b) => b.length - a.length).join('|')})`;
/** Words before a clause that say nothing. */
const LEAD = String.raw`^(?:(?:and|so|oh|ok(?:ay)?|right|well|um+|erm|yes|yeah|also|then|actually)[,\s]+)*`;
/** Words after a clause that say nothing. */
const TAIL = String.raw`(?:\s+(?:please|then|now|this year|next week|on the day|in total|altogether|roughly|or so))*[.!]*$`;

/** A count and its noun: "about 14 kids", "8 children", "there'll be ten guests". */
const COUNT = new RegExp(
  String.raw`${LEAD}(?:(?:there(?:['’]ll| will) be|there are|we(?:['’]re| are) expecting|expecting|we(?:['’]ll| will) have|we have|we['’]ve got)\s+)?(?:(?:about|around|roughly|approximately|maybe|probably|nearly|almost|just|only)\s+)?${NUM}\s+(\p{L}+)(?:\s+coming)?${TAIL}`,
  'iu',
);
/** An age said of someone: "he's turning 8", "she'll be 7", "aged 9", "who's turning 5", "9 years old", "she's 7". */
const AGE_SAID = String.raw`(?:(?:(?:he|she)(?:['’]s| is| will be|['’]ll be)|who(?:['’]s| is| will be|['’]ll be))\s+(?:turning\s+|going to be\s+)?|turning\s+|aged?\s+)${NUM}(?:\s+years?(?:\s+old)?)?|${NUM}\s+years?\s+old`;
const AGE = new RegExp(String.raw`${LEAD}(?:${AGE_SAID})${TAIL}`, 'iu');
/** The name of the one the form is about, optionally with their age: "it's for Leo", "for Ava who's turning 5", "birthday girl is Isla". */
const THEIR_NAME = new RegExp(
  String.raw`${LEAD}(?:(?:it['’]s|it is|this is|that['’]s|the (?:party|booking|order|gift|present) is)\s+)?(?:for\s+|(?:the\s+)?birthday\s+(?:girl|boy|child|kid)(?:['’]s| is)\s+|(?:her|his|their)\s+name(?:['’]s|\s+is)\s+|(?:she|he)(?:['’]s| is)\s+called\s+)${NAME}(?:,?\s+(${AGE_SAID}))?${TAIL}`,
  'u',
);
/** Words that begin sentences, say a day or no one: never a name. */
const NOT_A_NAME = /^(?:I|It|This|That|The|A|An|She|He|They|We|You|Me|Us|Them|Yes|No|Okay|Ok|Now|Today|Tomorrow|Tonight|Here|There|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December)\b/;

/** Nouns that count one thing said in other words (general English): a child is a kid. */
const SAME_NOUN: ReadonlyArray<ReadonlySet<string>> = [new Set(['kid', 'kiddie', 'child', 'children', 'little', 'one']), new Set(['people', 'person', 'guest', 'visitor', 'attendee'])];
const nounsOf = (w: string): Set<string> => {
  const s = stem(w);
  return new Set([s, ...(SAME_NOUN.find((g) => g.has(s)) ?? [])]);
};

/** Words of a label that say the box is the user's own (the one filling in, paying or to be called). */
const USERS = /\b(?:parent|guardian|contact|booker|lead|holder|cardholder|payer|customer|billing|account)\b/i;
/** Words of a label that say the box is another person's (general English): the child's, a recipient's. */
const ANOTHER = /\b(?:child|children|kid|baby|recipient|pet|dog|cat|birthday|student|pupil|patient)\b/i;
/** A possessive in a label, and whose: "Dog's name" → dog. */
const OWNER = /\b(\p{L}+)['’]s\b/u;
/** Whether a label names another person than the user: a word for one, else a possessive that is not "your"/"my" or the user's role. */
const namesAnother = (label: string): boolean => {
  if (USERS.test(label)) return false;
  if (ANOTHER.test(label)) return true;
  const owner = OWNER.exec(label)?.[1];
  return !!owner && !/^(?:your|my|our|it)$/i.test(owner);
};

const labelOf = (c: SeenControl): string => (c.label || c.hint || '').trim();
const enter = (c: SeenControl, value: string): Program => program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(labelOf(c)), type: 'input' }) });

/** The box of the count of a noun: a number box (or a box whose label says "number of") whose label names it. */
function countBox(noun: string, controls: readonly SeenControl[]): SeenControl | undefined {
  const said = nounsOf(noun);
  const fit = controls.filter((c) => (c.kind === 'number' || (c.kind === 'text' && /\b(?:number of|how many)\b/i.test(labelOf(c)))) && labelOf(c).split(/[^\p{L}]+/u).filter(Boolean).some((w) => said.has(stem(w))));
  return fit.length === 1 ? fit[0] : undefined;
}

/** The control of an age: its label says age or turning; a number box, a box, or a menu of numbers. */
function ageControl(controls: readonly SeenControl[]): SeenControl | undefined {
  const fit = controls.filter((c) => /\b(?:age|ages|aged|turning|how old)\b/i.test(labelOf(c)) && (c.kind === 'number' || c.kind === 'select' || (c.kind === 'text' && !fieldKindOf(c))));
  return fit.length === 1 ? fit[0] : undefined;
}

/** The name box of the one the form is about, not the user's: a text box whose label says name and someone else. */
function theirNameBox(controls: readonly SeenControl[]): SeenControl | undefined {
  const fit = controls.filter((c) => c.kind === 'text' && !c.multiline && /\bname\b/i.test(labelOf(c)) && namesAnother(labelOf(c)));
  return fit.length === 1 ? fit[0] : undefined;
}

/** An age control's step for `n`: typed into a box, or the menu's option that is that number. */
function agePut(c: SeenControl, n: number): Program | undefined {
  if (c.kind !== 'select') return enter(c, String(n));
  const option = (c.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}(?!\d)`).test(o));
  return option === undefined ? undefined : chooseProgram(c, option);
}

/** What a clause says of the one the form is about. */
interface Said {
  count?: { n: number; noun: string };
  age?: number;
  name?: string;
}

const ageOf = (text: string): number | undefined => {
  const m = new RegExp(AGE_SAID, 'iu').exec(text);
  const w = m ? m.slice(1).find((x) => x !== undefined) : undefined;
  const n = w !== undefined ? numberSaid(w) : undefined;
  return n !== undefined && n >= 0 && n <= 120 ? n : undefined;
};

/** A clause read whole as a count, an age or their name; undefined when it says anything else. */
function clauseSays(clause: string): Said | undefined {
  const t = clause.trim();
  if (!t || /\?\s*$/.test(t)) return undefined;
  // (The clause's first letter in lower case: "It's for Leo", "Birthday girl is Isla" — a name is never its first word here.)
  const named = THEIR_NAME.exec(t[0]!.toLowerCase() + t.slice(1));
  if (named && !NOT_A_NAME.test(named[1]!)) {
    const age = named[2] ? ageOf(named[2]) : undefined;
    return { name: named[1]!, ...(age !== undefined ? { age } : {}) };
  }
  if (AGE.test(t)) {
    const age = ageOf(t);
    return age !== undefined ? { age } : undefined;
  }
  const counted = COUNT.exec(t);
  if (counted) {
    const n = numberSaid(counted[1]!);
    const noun = counted[2]!.toLowerCase();
    // (A year is an age, not a count: "8 years old" is read above.)
    if (n !== undefined && !/^(?:years?|yrs?|months?|weeks?|days?|hours?|minutes?|mins?|o|pm|am)$/.test(noun)) return { count: { n, noun } };
  }
  return undefined;
}

/** A clause that is a name alone ("Leo Moreno"): the name of the one the form is about when an age follows it ("Leo Moreno, age 4"). */
const BARE_NAME = new RegExp(String.raw`^${NAME}[.!]*$`, 'u');

/** What each clause says, a bare name read as theirs when the clause after it gives an age and no name (as round 26's "Leo Moreno, age 4"). */
function clausesSay(clauses: readonly string[]): Array<Said | undefined> {
  const out = clauses.map(clauseSays);
  for (let i = 0; i + 1 < clauses.length; i++) {
    const bare = BARE_NAME.exec(clauses[i]!.trim());
    const next = out[i + 1];
    if (!out[i] && bare && !NOT_A_NAME.test(bare[1]!) && next && next.age !== undefined && !next.name) out[i] = { name: bare[1]! };
  }
  return out;
}

/** A turn's clauses: split at commas and "and" between them. */
const clausesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!;])\s+|,\s*(?:and\s+)?|\s+and\s+(?=(?:it['’]s|for|he|she|the birthday|birthday|about|\d))/iu)
    .map((x) => x.trim())
    .filter((x) => /[\p{L}\p{N}]/u.test(x));

/** The steps that put what a clause said into the form's controls that fit it; `open`: only controls still empty. */
function placeSaid(said: Said, controls: readonly SeenControl[], open: boolean): Array<{ c: SeenControl; p: Program }> {
  const out: Array<{ c: SeenControl; p: Program }> = [];
  const empty = (c: SeenControl): boolean => !open || !c.value || (c.kind === 'select' && c.value === c.options?.[0] && !/\d/.test(c.value));
  if (said.count) {
    const c = countBox(said.count.noun, controls);
    if (c && empty(c)) out.push({ c, p: enter(c, String(said.count.n)) });
  }
  if (said.age !== undefined) {
    const c = ageControl(controls);
    const p = c && empty(c) ? agePut(c, said.age) : undefined;
    if (c && p) out.push({ c, p });
  }
  if (said.name) {
    const c = theirNameBox(controls);
    if (c && empty(c)) out.push({ c, p: enter(c, said.name) });
  }
  return out;
}

/** The one posting form of the page that has a control of these kinds (its controls), or undefined. */
function formWithTheirs(controls: readonly SeenControl[]): SeenControl[] | undefined {
  const forms = [...new Set(controls.filter((c) => c.posts).map((c) => c.form))];
  const fits = forms.map((f) => controls.filter((c) => c.form === f)).filter((mine) => !!countBoxAny(mine) || !!ageControl(mine) || !!theirNameBox(mine));
  return fits.length === 1 ? fits[0] : undefined;
}
const countBoxAny = (mine: readonly SeenControl[]): boolean => mine.some((c) => c.kind === 'number');

/**
 * A turn said on a form about someone: its clauses that say a count of a noun, an age, the name of
 * the one the form is about, into the controls that fit them (in the form's order). The turn's
 * other clauses, when there are any, are a part of their own after these (`rest`). Undefined when
 * no clause says such a value that a control of the page's one such posting form takes.
 */
export function theirTurn(utterance: string, controls: readonly SeenControl[]): { programs: Program[]; said: string; rest?: string } | undefined {
  const text = utterance.trim();
  if (/\?\s*$/.test(text)) return undefined;
  // (The turn's words first: the page's forms are looked at only for a turn that says such a value — this runs on every turn.)
  const clauses = clausesOf(text);
  const says = clausesSay(clauses);
  if (says.every((x) => !x)) return undefined;
  const mine = formWithTheirs(controls);
  if (!mine) return undefined;
  const placed: Array<{ c: SeenControl; p: Program }> = [];
  const taken: string[] = [];
  const rest: string[] = [];
  for (const [i, clause] of clauses.entries()) {
    const said = says[i];
    const put = said ? placeSaid(said, mine, false).filter((x) => !placed.some((y) => y.c === x.c)) : [];
    if (put.length) {
      placed.push(...put);
      taken.push(clause);
    } else rest.push(clause);
  }
  if (!placed.length) return undefined;
  // (A name alone said with other words — "Her name is Maple, she's a Spaniel", "It's for Hannah Reid, and the message is …" — is
  // the other readers' (round 27's remark about them, a box by its noun), which read the whole turn; the send still carries it.)
  const nameBox = theirNameBox(mine);
  const ageBox = ageControl(mine);
  if (rest.length && placed.every((x) => x.c === nameBox)) return undefined;
  // (Nor a count alone said with other words — "Lavender, three candles, add to basket": round 25's several values, src/parser/several-values.ts,
  // read the choice, the count its unit names and the add in one turn; a count said with an age or a name, "10 children, for Noah, he's turning 9", stays here.)
  if (rest.length && placed.every((x) => x.c !== ageBox && x.c !== nameBox)) return undefined;
  const order = new Map(controls.map((c, i) => [c, i]));
  placed.sort((a, b) => order.get(a.c)! - order.get(b.c)!);
  return { programs: placed.map((x) => x.p), said: taken.join(', '), ...(rest.length ? { rest: rest.join(', ') } : {}) };
}


/**
 * A plan that ends by pressing a posting form's own button: before the press, the count, age and
 * name of the one the form is about that the form's flow said (latest first per control), into the
 * form's controls still empty that the plan sets nothing in. Undefined when nothing is carried.
 */
export function theirAtSend(programs: readonly Program[], controls: readonly SeenControl[], flow: readonly string[]): Program[] | undefined {
  // (The form of a posting control; controls of one form share whether it posts.)
  const sent = flow.length ? pressedForm(programs, controls.filter((c) => c.posts)) : undefined;
  if (!sent) return undefined;
  const { last, form, set } = sent;
  const mine = controls.filter((c) => c.form === form && !set.has(labelOf(c).toLowerCase()));
  const added: Array<{ c: SeenControl; p: Program }> = [];
  for (const u of [...flow].reverse())
    for (const said of clausesSay(clausesOf(u)).reverse()) {
      if (said) for (const x of placeSaid(said, mine, true)) if (!added.some((y) => y.c === x.c)) added.push(x);
    }
  if (!added.length) return undefined;
  const order = new Map(controls.map((c, i) => [c, i]));
  added.sort((a, b) => order.get(a.c)! - order.get(b.c)!);
  return [...programs.slice(0, -1), ...added.map((x) => x.p), last];
}

/** A plan said as a statement: "I'll collect them", "we'll pick it up", "deliver it on Tuesday to …". */
const PLAN = new RegExp(
  String.raw`${LEAD}(?:(?:I|we)(?:['’]ll| will|['’]d like to| would like to| want to| wanna|['’]m going to| am going to|['’]re going to| are going to| can)\s+|(?:can you|could you|please)\s+)?(\p{L}+)\s+(?:it|them|the\s+(?:order|plants?|items?|things?|lot))\b(.*)$`,
  'iu',
);
/** What a plan may say after its verb: a day ("on Tuesday"), a place ("to 14 Orchard Close, Ashcombe"). */
const ON_DAY = new RegExp(String.raw`^(?:\s*(?:on|for|this|next)\s+)+(${WEEKDAY_SAID})\b`, 'iu');

/** Whether a word of an option is the verb said (a shared start of five letters or the same stem: deliver ~ delivery, collect ~ collect). */
const verbIn = (verb: string, option: string): boolean => {
  const v = stem(verb);
  return option
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .some((w) => w.length >= 4 && (stem(w) === v || (v.length >= 5 && w.length >= 5 && (w.startsWith(v.slice(0, Math.max(5, v.length - 1))) || v.startsWith(w.slice(0, Math.max(5, w.length - 1)))))));
};

/**
 * "I'll collect them", "deliver it on Tuesday to 14 Orchard Close, Ashcombe": the posting form's one
 * radio option whose words hold the verb (not chosen yet), the form's menu option of the day said,
 * the address said into the form's address box. Nothing is pressed. Undefined when the verb is no
 * option's, or the turn says anything else.
 */
export function planStatement(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const text = utterance.trim();
  if (/\?\s*$/.test(text)) return undefined;
  const m = PLAN.exec(text);
  if (!m) return undefined;
  const verb = m[1]!;
  const radios = controls.filter((c) => c.kind === 'radio' && c.posts && (c.options ?? []).filter((o) => verbIn(verb, o)).length === 1);
  if (radios.length !== 1) return undefined;
  const group = radios[0]!;
  const option = group.options!.find((o) => verbIn(verb, o))!;
  const mine = controls.filter((c) => c.form === group.form);
  const out: Program[] = [];
  if (group.value !== option) out.push(program({ kind: 'action', name: 'choose', element: query({ description: str(option) }) }));
  // (A verb's particle after its object: "pick it up", "drop them off".)
  let rest = m[2]!.replace(/[.!]+$/, '').trim().replace(/^(?:up|off|over|round)\b\s*/i, '');
  const day = ON_DAY.exec(rest);
  if (day) {
    const said = day[1]!.toLowerCase().slice(0, 3);
    const menus = mine.filter((c) => c.kind === 'select' && (c.options ?? []).filter((o) => o.toLowerCase().split(/[^\p{L}]+/u).some((w) => w.startsWith(said) && new RegExp(`^${WEEKDAY_SAID}$`, 'iu').test(w))).length === 1);
    if (menus.length !== 1) return undefined;
    const pick = menus[0]!.options!.find((o) => o.toLowerCase().split(/[^\p{L}]+/u).some((w) => w.startsWith(said) && new RegExp(`^${WEEKDAY_SAID}$`, 'iu').test(w)))!;
    if (menus[0]!.value !== pick) out.push(chooseProgram(menus[0]!, pick));
    rest = rest.slice(day.index + day[0].length).trim();
  }
  const to = /^(?:to|at)\s+(.+)$/i.exec(rest);
  if (to) {
    const address = to[1]!.trim();
    const found = detailsIn(address);
    if (!found.some((d) => d.kind === 'street') || found.some((d) => !['street', 'city', 'postcode'].includes(d.kind))) return undefined;
    const boxes = mine.filter((c) => c.kind === 'text' && ['street', 'city', 'postcode'].includes(fieldKindOf(c)?.kind ?? ''));
    // (One box for the whole address takes it whole; a form of several address boxes is the details reader's.)
    if (boxes.length !== 1 || fieldKindOf(boxes[0]!)?.kind !== 'street' || boxes[0]!.value) return undefined;
    out.push(enter(boxes[0]!, address));
    rest = '';
  }
  if (rest && !/^(?:please|then|thanks|thank you)$/i.test(rest.replace(/^[,\s]+/, ''))) return undefined;
  return out.length ? out : undefined;
}
