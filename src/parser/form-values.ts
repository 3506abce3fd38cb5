/**
 * A turn's values into the controls that take them (issue 11, rounds 13–14): search and booking
 * widgets.
 *
 * People open a conversation with a request whose words carry values for a form of the page they
 * are on: a thing, a place, a day, a part of the day, a count, a bound ("badminton tomorrow evening,
 * what have you got?", "a van from the harbour for the weekend", "trains from Leeds to York for three
 * of us"). The form says its controls in its own words (a menu "Activity" with "Badminton (40 min)",
 * chips "Morning / Afternoon / Evening (5–10 pm)", a number "Passengers", boxes "From" / "To").
 *
 * 1. `valuesIn` reads the typed values of the turn: dates and days (a date, a weekday, today,
 *    tomorrow, this weekend), parts of the day, counts ("for two", "three of us", "me and a friend"),
 *    bounds on amounts, places said with a preposition (from / to / in / at / near), and the other
 *    words, each a possible name of a thing.
 * 2. `placeValues` scores each value against each control of each form of the page by meaning: a
 *    date against date inputs and menus of days, a part of the day against options that name it or
 *    whose hours hold it, a count against number inputs and menus of counts, a place's preposition
 *    against the control's label, and a thing's words against option texts and box labels — the same
 *    word, a word of the same stem, or a word the shipped word vectors hold close. Each value goes to
 *    the control and option it fits best, with a margin over the next; a value two controls take
 *    equally is asked about, not guessed.
 * 3. `strictFormRequest` (round 14, first in `parseInContext`): when the turn asks for results (a
 *    request: "what's free?", "anything going?", "do you have any…?", "can you find…", "I need…")
 *    and EVERY value it says — things included — has exactly one control of the page that takes it
 *    for sure (an option that says it, a typed control its label names; a place's preposition
 *    picks between two menus of the same places), all in one form with a button, with no value and
 *    no word left over, no negation and no value typed into a free-text box: set each control and
 *    press the button. Anything less is left to the other readings. (Round 13 also acted on
 *    values-only turns, left values to the results page's filters and typed leftover words into a
 *    keyword box: measured blind, that turned missed turns into wrong actions; dropped.)
 * 4. `searchIntoBox`: "search for X", "look up X", "can you search X" where a menu of a form names
 *    X: X typed into the search box (the one of the menu's form, else the page's one) and searched.
 * 5. Round 20: `formElsewhere` — on a page with no value form, a request with a typed value is read
 *    against the value forms seen earlier in the conversation (`state.valueForms`), and the one that
 *    takes every value is gone back to, set and sent; `joinedNames` — "a cut and blow-dry" is one
 *    thing when one option holds both ("Cut & blow-dry"). (The link-then-form reading,
 *    `valuesAfterLink`, is in context.ts.)
 *
 * Relative days ("Saturday", "tomorrow", "the 4th") are read against the host's day
 * (`state.today`, the Russ option `today`; src/parser/dates.ts `relativeIsoDay`). RUSS_FORMS_DEBUG=1
 * prints a line on stderr each time a turn is set into a form (to count firings in a bench run);
 * RUSS_NO_FORM_VALUES=1 turns both readings off (to measure without them).

 * No word here comes from a bench set: the words are those of dates, parts of the day, counts and
 * prepositions in general; things are matched to the page's own options by the word vectors.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl, TurnPlan } from './context.js';
import { NUMBER_WORDS, boundIn, dateIn, isValueFilter, tokens } from './context.js';
import { DAY, dayNumber, optionDay, relativeIsoDay, todayOf } from './dates.js';
import { moneyIn } from '../thingtalk/money.js';
import type { WordRelatedness } from './questions.js';

export type ValueKind = 'date' | 'part' | 'count' | 'bound' | 'from' | 'to' | 'place' | 'thing';

export interface SaidValue {
  kind: ValueKind;
  /** The words said. */
  text: string;
  /** The value: an ISO date or a weekday ("sat"), a part of the day, a count, a bound's amount. */
  value: string;
  index: number;
  length: number;
  /** A count's noun ("days", "people"), a bound's direction. */
  noun?: string;
  dir?: 'max' | 'min';
  /** A weekday's day of the month when said with it ("Friday the 4th"). */
  day?: number;
  /** Said in passing ("me and a friend"): put in a control that takes it, else left unsaid. */
  weak?: boolean;
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY = /\b(?:(?:on|for)\s+)?(?:(this|next|the coming)\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?\b/i;
const WEEKEND = /\b(?:(?:for|on|over)\s+)?(this|next|the)\s+(weekend|week)\b/i;
/** Parts of the day, as the language names them. */
const PARTS: Record<string, [number, number]> = { morning: [6, 12], lunchtime: [11, 14], afternoon: [12, 17], evening: [17, 22], night: [18, 24] };
const PART = /\b(?:(?:in|on|for)\s+the\s+)?(morning|afternoon|evening|night|lunchtime|lunch time|tonight|after work|after school|first thing|late in the day|early in the day|later in the day)s?\b/i;
const PART_OF: Record<string, string> = { 'lunch time': 'lunchtime', tonight: 'evening', 'after work': 'evening', 'after school': 'afternoon', 'first thing': 'morning', 'late in the day': 'evening', 'later in the day': 'evening', 'early in the day': 'morning' };
/** Nouns that count people. */
const PEOPLE = /^(?:people|persons?|adults?|guests?|passengers?|travell?ers?|players?|diners?|riders?|us|of us|tickets?|seats?|places?|spaces?)$/i;
/** Companions that make a party of two ("me and a friend", "my wife and I"). */
const PAIR = /\b(?:me and (?:a|my|the)\s+\w+|(?:a|my)\s+\w+\s+and\s+(?:me|i|myself))\b/i;
/** Words that carry no value: the turn's frame, its people, its verbs of wanting and asking. */
const FRAME = new Set(
  ('hi hey hello hiya morning evening afternoon there please thanks thank you can could would will do does did you your have has got get any anything something some what whats which who is are was be been ' +
    'free available open going on left there i im me my we us our a an the and or but so to of for in at by with from near around about this that these those it its just only really actually ' +
    'want wanted need needs needed like looking look find search show check see tell give book booking reserve let lets go going play playing do doing try trying after also too else ' +
    'wondering wonder know if whether any anywhere possible maybe perhaps kind sort bit time times day days week weekend night nights today tomorrow tonight dear mate friend friends wife husband partner kids kid son daughter family ' +
    'oh well okay ok right yeah yes no sure cool great nice lovely good fine now space spaces slot slots availability how when where why able fancy fancied hoping hope one ones place places thing things somewhere options option results result there theres whats whos up').split(' '),
);
/** The frames that ask for results: a request, said as a question or not. */
const REQUEST = [
  /\b(?:what'?s|what is|what are|what'?re|is there|are there|is anything|is anyone|anything|anyone|any)\b[^.?!]*\b(?:free|available|open|going|on|left|there|about|doing|running|bookable)\b/i,
  /\bwhat\s+(?:have|do|d)\s+(?:you|they|we)\s+(?:got|have|offer)\b|\bwhat'?ve you got\b|\bwhat can (?:i|we) (?:get|book|have)\b/i,
  /\b(?:do|does|did)\s+(?:you|they|we)\s+(?:have|offer|do|run|got)\b|\b(?:have|has)\s+(?:you|they)\s+got\b|\bgot any\b/i,
  /\b(?:can|could|would|will)\s+(?:you|we|i)\s+(?:please\s+)?(?:find|show|get|check|search|look|see|book|pull up|give|sort|find out)\b/i,
  /\b(?:show|find|get|give|book)\s+(?:me|us)\b|\b(?:i|we)\s*(?:'d|would|'m|am|'re|are)?\s*(?:need|want|like|after|looking for|hoping for|hoping to)\b|\blooking for\b|\bneed (?:a|an|some|to)\b/i,
  /^\s*(?:any|anything)\b/i,
];

/** Whether the turn asks for results (a request, said as a question or not). */
export function asksForResults(text: string): boolean {
  return REQUEST.some((re) => re.test(text));
}

const WORDS_NUM = (): string => `${Object.keys(NUMBER_WORDS).filter((w) => w !== 'hundred').join('|')}|\\d{1,3}`;
const numberOf = (w: string): number | undefined => (/^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w.toLowerCase()]);

/**
 * The typed values of a turn, in the order said, and the words left (each a possible thing's name).
 * (Exported for tests and tools.)
 */
export function valuesIn(text: string): { values: SaidValue[]; rest: string } {
  const values: SaidValue[] = [];
  let masked = text;
  const take = (index: number, length: number, v: Omit<SaidValue, 'index' | 'length'>): void => {
    values.push({ ...v, index, length });
    masked = masked.slice(0, index) + ' '.repeat(length) + masked.slice(index + length);
  };
  // Bounds first ("under forty pounds"): their numbers are no counts.
  for (let g = 0; g < 3; g++) {
    const b = boundIn(masked);
    if (!b) break;
    // "Nothing over £15", "no more than": a most.
    const dir = /\b(?:nothing|none|not)\s+$/i.test(masked.slice(0, b.index)) ? 'max' : b.phrase.dir;
    take(b.index, b.length, { kind: 'bound', text: b.phrase.text, value: b.phrase.value, ...(dir ? { dir } : {}) });
  }
  for (let g = 0; g < 3; g++) {
    const d = dateIn(masked);
    if (!d) break;
    const said = d.value.toLowerCase();
    if (said === 'tonight') {
      take(d.index, d.length, { kind: 'date', text: 'today', value: 'today', weak: true });
      values.push({ kind: 'part', text: 'tonight', value: 'evening', index: d.index, length: d.length });
    } else take(d.index, d.length, { kind: 'date', text: masked.slice(d.index, d.index + d.length).replace(/^on\s+/i, ''), value: /^(?:today|tomorrow)$/.test(said) ? said : d.value });
  }
  for (let g = 0; g < 3; g++) {
    const w = WEEKDAY.exec(masked);
    if (!w) break;
    // "Friday the 4th", "Saturday 12th": the weekday and its day of the month.
    const nth = new RegExp(String.raw`^\s*(?:the\s+)?(${DAY})\b`, 'i').exec(masked.slice(w.index + w[0].length));
    const day = nth ? dayNumber(nth[1]!) : undefined;
    const length = w[0].length + (nth && day && day <= 31 ? nth[0].length : 0);
    take(w.index, length, { kind: 'date', text: w[2]!, value: w[2]!.toLowerCase(), ...(w[1] && /next/i.test(w[1]) ? { noun: 'next' } : {}), ...(day && day <= 31 ? { day } : {}) });
  }
  const wk = WEEKEND.exec(masked);
  if (wk) take(wk.index, wk[0].length, { kind: 'date', text: `${wk[1]!.toLowerCase() === 'the' ? 'this' : wk[1]!.toLowerCase()} ${wk[2]!.toLowerCase()}`, value: `${wk[1]!.toLowerCase() === 'the' ? 'this' : wk[1]!.toLowerCase()} ${wk[2]!.toLowerCase()}` });
  for (let g = 0; g < 2; g++) {
    const p = PART.exec(masked);
    if (!p) break;
    const word = p[1]!.toLowerCase();
    take(p.index, p[0].length, { kind: 'part', text: word, value: PART_OF[word] ?? word });
    if (word === 'tonight' && !values.some((v) => v.kind === 'date')) values.push({ kind: 'date', text: 'today', value: 'today', index: p.index, length: 0, weak: true });
  }
  // Counts: "for two", "for 4 people", "three of us", "two adults", "a party of five", "five days".
  const NUM = WORDS_NUM();
  const NOUNS = 'of us|people|persons?|adults?|guests?|passengers?|travell?ers?|players?|diners?|riders?|tickets?|seats?|places?|spaces?|nights?|days?|hours?|weeks?|rooms?|bedrooms?|beds?|children|child|kids?|us';
  const COUNT = new RegExp(String.raw`\b(?:(?:a\s+)?(?:party|group|table|team)\s+of\s+(${NUM})|(?:for|of)\s+(${NUM})(?:\s+(${NOUNS}))?|(${NUM})\s+(${NOUNS}))\b`, 'i');
  for (let g = 0; g < 3; g++) {
    const c = COUNT.exec(masked);
    if (!c) break;
    const n = numberOf((c[1] ?? c[2] ?? c[4])!);
    if (n === undefined || n > 99) break;
    const noun = (c[3] ?? c[5] ?? (c[1] ? 'people' : '')).toLowerCase();
    // "for two" alone counts people; "for 7" after a time says the hour: a bare count only with "for".
    take(c.index, c[0].length, { kind: 'count', text: c[0], value: String(n), ...(noun ? { noun } : {}) });
  }
  const pair = PAIR.exec(masked);
  if (pair && !values.some((v) => v.kind === 'count')) take(pair.index, pair[0].length, { kind: 'count', text: pair[0], value: '2', noun: 'people', weak: true });
  // Places said with a preposition: up to four words, to the next preposition, comma or end.
  const PLACE = /\b(from|to|in|at|near|around|by|outside)\s+((?:the\s+)?[\p{L}'’-]+(?:\s+(?!(?:from|to|in|at|near|on|for|with|and|but|or|please|this|that|tomorrow|today|tonight|what|can|could|is|are|so|then|again|instead|too|now|also|only|anyway)\b)[\p{L}'’-]+){0,3})/giu;
  for (const m of [...masked.matchAll(PLACE)]) {
    const prep = m[1]!.toLowerCase();
    const words = m[2]!.replace(/^the\s+/i, '');
    const cap = /^\p{Lu}/u.test(words);
    // "want to play", "go to bed": "to" takes a place only after "from" or before a name.
    if (prep === 'to' && !(cap || (/^the\s/i.test(m[2]!) && /\bfrom\s/i.test(text)))) continue;
    if (tokens(words).every((w) => FRAME.has(w))) continue;
    const kind: ValueKind = prep === 'from' ? 'from' : prep === 'to' ? 'to' : 'place';
    // "trains Leeds to York": the name right before "to", with no "from" said, is where from.
    const before = prep === 'to' && !/\bfrom\s/i.test(text) ? /(?:^|\s)((?:\p{Lu}[\p{L}'’-]*\s+){1,3})$/u.exec(masked.slice(0, m.index!)) : null;
    if (before && !tokens(before[1]!).every((w) => FRAME.has(w))) {
      const at = m.index! - before[1]!.length;
      take(at, before[1]!.trimEnd().length, { kind: 'from', text: before[1]!.trim(), value: before[1]!.trim() });
    }
    take(m.index!, m[0].length, { kind, text: words, value: words });
  }
  return { values: values.sort((a, b) => a.index - b.index), rest: masked };
}

/** A control of a form, and how a value goes into it. */
export interface Placed {
  control: SeenControl;
  /** The option (select, radio), the text (box), or the label (checkbox). */
  value: string;
  score: number;
  said: SaidValue;
}

const NO_CHOICE = /^(?:any|all|none|no preference|every|either|whatever|show all|choose|select|pick|--|-)\b|^\s*$/i;
const lower = (s: string): string => s.toLowerCase();
const stemOf = (w: string): string => w.toLowerCase().replace(/(?:ing|ings|ed|es|s)$/, '');
const sameWord = (a: string, b: string): boolean => a === b || (a.length >= 4 && b.length >= 4 && (stemOf(a) === stemOf(b) || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)))));

/** How well a thing's words are said by a text (an option, a box's label): 0..1. */
function saysThing(words: readonly string[], text: string, vectors?: WordRelatedness): number {
  const own = tokens(text.replace(/\([^)]*\)/g, ' ').replace(/[$€£]\s?\d[\d,.]*/g, ' ')).filter((w) => !/^\d+$/.test(w));
  if (!own.length || !words.length) return 0;
  // Each word said: 1 when the text says it (the same word or stem), else how close in meaning its nearest word is.
  const per = words.map((w) => {
    if (own.some((o) => sameWord(w, o))) return 1;
    if (!vectors || w.length < 3) return 0;
    const best = Math.max(0, ...own.filter((o) => o.length >= 3).map((o) => vectors.similarity(w, o) ?? 0));
    return best >= 0.62 ? best : 0;
  });
  const same = per.filter((x) => x === 1).length;
  if (same === words.length) {
    const covered = own.filter((o) => words.some((w) => sameWord(w, o))).length / own.length;
    return 0.85 + 0.15 * covered;
  }
  // Some words the text does not say ("indoor plants" is not "Bedding plants"): only as sure as the words it says or is close to.
  const mean = per.reduce((a, b) => a + b, 0) / words.length;
  if (!mean) return 0;
  // Close in meaning ("harbor" ~ "harbour", "rail" ~ "train"): less sure than the same word.
  return 0.35 + 0.45 * mean;
}

const FROM_LABEL = /\b(?:from|origin|depart(?:ure|ing)?|leav(?:e|ing)|pick[- ]?up|collect(?:ion)?|start(?:ing)?)\b/i;
const TO_LABEL = /\b(?:to|destination|arriv(?:al|e|ing)|going|drop[- ]?off|return(?:ing)?|where to)\b/i;
const PLACE_LABEL = /\b(?:where|location|locations|area|branch|venue|city|town|near|site|centre|center|club|studio|store|shop|depot|station|region|neighbou?rhood|district|postcode|zip|address|clinic|practice|surgery|gym|pool|park)\b/i;
const COUNT_LABEL = /\b(?:people|persons?|adults?|guests?|passengers?|travell?ers?|players?|party|group|diners?|tickets?|seats?|places?|how many|number|qty|quantity|size|riders?|spaces?)\b/i;
const DATE_LABEL = /\b(?:date|day|when|on|from|start|check[- ]?in|pick[- ]?up|depart(?:ure|ing)?)\b/i;
const KEYWORD_LABEL = /\b(?:search|what|keywords?|looking for|find|query|term|name|service|activity|treatment|class|item|product)\b/i;

const labelOf = (c: SeenControl): string => `${c.label} ${c.hint ?? ''}`;

/** An option's hours ("Evening (5–10 pm)", "17:00–21:00"): the range, when it writes one. */
function hoursOf(option: string): [number, number] | undefined {
  // "Before 11 am", "After 6pm", "from 5 pm": open at one end.
  const open = /\b(before|until|till|after|from)\s+(\d{1,2})(?::\d{2})?\s*(am|pm)?\b(?!\s*[-–—])/i.exec(option);
  if (open && !/\d\s*[-–—]\s*\d/.test(option)) {
    let x = Number(open[2]);
    if (open[3] && /pm/i.test(open[3]) && x < 12) x += 12;
    return /^(?:before|until|till)$/i.test(open[1]!) ? [0, x] : [x, 24];
  }
  const m = /(\d{1,2})(?::\d{2})?\s*(am|pm)?\s*[-–—to]+\s*(\d{1,2})(?::\d{2})?\s*(am|pm)?/i.exec(option);
  if (!m) return undefined;
  const h = (n: string, ap?: string): number => { let x = Number(n); if (ap && /pm/i.test(ap) && x < 12) x += 12; if (ap && /am/i.test(ap) && x === 12) x = 0; return x; };
  const ap2 = m[4];
  const ap1 = m[2] ?? (ap2 && Number(m[1]) <= Number(m[3]) ? ap2 : undefined);
  return [h(m[1]!, ap1), h(m[3]!, ap2)];
}

/** How a value fits a control: the value it takes and how sure. */
function fitValue(v: SaidValue, c: SeenControl, vectors: WordRelatedness | undefined, sole: boolean, today: Date): { value: string; score: number } | undefined {
  const label = labelOf(c);
  const options = (c.options ?? []).filter((o) => !NO_CHOICE.test(o.trim()));
  const choice = c.kind === 'select' || c.kind === 'radio';
  const best = (scored: Array<{ value: string; score: number }>): { value: string; score: number } | undefined =>
    scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score)[0];
  switch (v.kind) {
    case 'date': {
      const weekday = WEEKDAYS.indexOf(v.value.toLowerCase());
      // The day said, against the host's today ("Saturday", "Friday the 4th", "tomorrow"): an ISO date, when it is one day.
      const iso = weekday >= 0 && v.day ? relativeIsoDay(`the ${v.day}`, today) : weekday >= 0 ? relativeIsoDay(`${v.noun === 'next' ? 'next ' : ''}${WEEKDAYS[weekday]}`, today) : relativeIsoDay(v.value, today);
      if (c.kind === 'date') {
        if (/week/.test(v.value)) return undefined;
        return { value: iso ?? v.value, score: 0.9 };
      }
      if (choice) {
        const isoDay = iso ? { month: Number(iso.slice(5, 7)), day: Number(iso.slice(8, 10)) } : undefined;
        const onDay = (o: string): boolean => {
          const d = optionDay(o);
          return !!d && !!isoDay && d.day === isoDay.day && (d.month === undefined || d.month === isoDay.month);
        };
        const scored = options.map((o) => {
          const l = lower(o);
          if (weekday >= 0 && v.day) return { value: o, score: optionDay(o)?.day === v.day ? 0.95 : 0 };
          if (weekday >= 0) {
            const named = new RegExp(String.raw`\b${v.value.slice(0, 3)}`, 'i').test(l);
            // Options that write their dates: the one of the day said (of two Saturdays, the coming one); else by the weekday's name alone.
            if (options.some((x) => optionDay(x))) return { value: o, score: onDay(o) && (named || !/\b(?:mon|tue|wed|thu|fri|sat|sun)/i.test(l)) ? 0.95 : 0 };
            return { value: o, score: named ? 0.9 : 0 };
          }
          if (v.value === 'today' || v.value === 'tomorrow') return { value: o, score: new RegExp(String.raw`\b${v.value}\b`, 'i').test(l) ? 0.95 : onDay(o) ? 0.9 : 0 };
          if (/week/.test(v.value)) return { value: o, score: l.includes(v.value) ? 0.95 : /\bweekend\b/.test(v.value) && /\bweekend\b/.test(l) ? 0.8 : 0 };
          const said = optionDay(v.value);
          const d = optionDay(o);
          return { value: o, score: said && d && d.day === said.day && (d.month === undefined || d.month === said.month) ? 0.95 : 0 };
        });
        // Two options that say the day equally (two "Sat"s with no dates): not one for sure.
        const hits = scored.filter((x) => x.score > 0).sort((a, b) => b.score - a.score);
        if (hits.length > 1 && hits[1]!.score >= hits[0]!.score) return undefined;
        return hits[0];
      }
      if (c.kind === 'text' && /\b(?:date|when|day)\b/i.test(label) && weekday < 0 && !/week/.test(v.value)) return { value: v.value, score: 0.7 };
      return undefined;
    }
    case 'part': {
      if (!choice) return c.kind === 'checkbox' && new RegExp(String.raw`\b${v.value}`, 'i').test(c.label) ? { value: c.label, score: 0.85 } : undefined;
      const [from, to] = PARTS[v.value] ?? [0, 0];
      return best(options.map((o) => {
        if (new RegExp(String.raw`\b${v.value}`, 'i').test(o)) return { value: o, score: 0.95 };
        const h = hoursOf(o);
        if (!h || options.filter((x) => hoursOf(x)).length < 2) return { value: o, score: 0 };
        // The option whose hours share the most with the part's, for their span together ("morning" is "6–9 am" more than "9 am–5 pm").
        const end = h[1] <= h[0] ? h[1] + 24 : h[1];
        const shared = Math.max(0, Math.min(to, end) - Math.max(from, h[0]));
        const jaccard = shared / (Math.max(to, end) - Math.min(from, h[0]));
        return { value: o, score: jaccard > 0.2 ? 0.7 + 0.2 * jaccard : 0 };
      }));
    }
    case 'count': {
      const noun = v.noun ?? '';
      const people = !noun || PEOPLE.test(noun);
      const nounFits = (text: string): boolean => (people ? COUNT_LABEL.test(text) && !/\b(?:nights?|days?|hours?|weeks?|rooms?|bed(?:room)?s?)\b/i.test(text) : tokens(noun).some((w) => tokens(text).some((x) => sameWord(w, x))));
      // A count of people into the form's one number box, whatever it calls them ("Dancers", "Riders").
      if (c.kind === 'number') return nounFits(label) ? { value: v.value, score: 0.9 } : people && sole ? { value: v.value, score: 0.7 } : !noun ? { value: v.value, score: 0.55 } : undefined;
      if (choice) {
        return best(options.map((o) => {
          const nums = (o.match(/\d+/g) ?? []).filter((n) => !/[$€£]\s?\d/.test(o));
          if (nums.length !== 1 || nums[0] !== v.value) return { value: o, score: 0 };
          return { value: o, score: nounFits(`${o} ${label}`) ? 0.92 : options.every((x) => /^\s*\d+\s*$/.test(x)) && !noun ? 0.6 : 0 };
        }));
      }
      return c.kind === 'text' && nounFits(label) ? { value: v.value, score: 0.7 } : undefined;
    }
    case 'bound': {
      const n = Number(v.value);
      const dirWords = v.dir === 'max' ? /\b(?:max(?:imum)?|up to|under|below|less|budget|limit|within|most)\b/i : /\b(?:min(?:imum)?|over|above|more|least|from)\b/i;
      // A least is not put in a control of mosts ("At least $900" is no "Highest rent" option), nor a most in one of leasts.
      const against = v.dir === 'max' ? /\b(?:min(?:imum)?|lowest|least|from)\b/i : v.dir === 'min' ? /\b(?:max(?:imum)?|highest|up to|under|budget|most|limit)\b/i : undefined;
      if (against?.test(label) && !dirWords.test(label)) return undefined;
      if (choice) return best(options.map((o) => ({ value: o, score: moneyIn(o).length === 1 && moneyIn(o)[0] === n ? 0.85 : (o.match(/\d+/g) ?? []).length === 1 && Number(o.match(/\d+/)![0]) === n && dirWords.test(`${o} ${label}`) ? 0.8 : 0 })));
      if (c.kind === 'number' || c.kind === 'text') return dirWords.test(label) || /\b(?:price|cost|budget|rent|distance|miles?|km|radius)\b|[$€£]/i.test(label) ? { value: v.value, score: 0.8 } : undefined;
      return undefined;
    }
    case 'from':
    case 'to':
    case 'place': {
      const words = tokens(v.text).filter((w) => !FRAME.has(w));
      const cue = v.kind === 'from' ? FROM_LABEL : v.kind === 'to' ? TO_LABEL : PLACE_LABEL;
      const other = v.kind === 'from' ? TO_LABEL : v.kind === 'to' ? FROM_LABEL : undefined;
      const labelled = cue.test(label) && !(other?.test(label) && !cue.test(c.label));
      if (choice) {
        const hit = best(options.map((o) => ({ value: o, score: saysThing(words, o, vectors) })));
        if (!hit) return undefined;
        // Not capped at 1: a place the option says in full fits the control its preposition names better than its twin ("to Miami" → "To").
        return { value: hit.value, score: hit.score + (labelled ? 0.08 : 0) };
      }
      if (c.kind === 'text' && c.input !== 'email' && c.input !== 'tel') return labelled ? { value: v.text, score: 0.85 } : undefined;
      return undefined;
    }
    case 'thing': {
      const words = tokens(v.text).filter((w) => !FRAME.has(w));
      if (!words.length) return undefined;
      if (choice) return best(options.map((o) => ({ value: o, score: saysThing(words, o, vectors) })));
      if (c.kind === 'checkbox') {
        const s = saysThing(words, c.label, vectors);
        return s > 0 ? { value: c.label, score: s - 0.05 } : undefined;
      }
      if (c.kind === 'text' && !c.multiline && c.input !== 'email' && c.input !== 'tel' && (KEYWORD_LABEL.test(label) || sole) && !FROM_LABEL.test(label) && !TO_LABEL.test(label) && !PLACE_LABEL.test(label)) return { value: v.text, score: 0.5 };
      return undefined;
    }
  }
  return undefined;
}

/** The least score a value must fit a control with; the margin a best fit must have over a fit in another control. */
const FIT_MIN = 0.6;
const MARGIN = 0.04;

export interface Placement {
  form: number | undefined;
  controls: SeenControl[];
  placed: Placed[];
  /** Values no control of the form takes. */
  unplaced: SaidValue[];
  /** A value two controls take equally: the question to ask. */
  ambiguous?: { said: SaidValue; choices: string[] };
  /** The words of the turn outside its typed values that no control took (a thing unnamed, a command's words). */
  left: number;
}

/** The things the turn names: runs of words left once the typed values are out, each word not a frame word. */
export function thingsIn(rest: string): SaidValue[] {
  const out: SaidValue[] = [];
  for (const m of rest.matchAll(/[\p{L}][\p{L}'’-]*(?:\s+[\p{L}][\p{L}'’-]*)*/gu)) {
    const run = m[0].split(/\s+/);
    let start = m.index!;
    let words: string[] = [];
    const flush = (): void => {
      if (words.length) out.push({ kind: 'thing', text: words.join(' '), value: words.join(' '), index: start, length: words.join(' ').length });
      words = [];
    };
    let at = m.index!;
    for (const w of run) {
      const i = rest.indexOf(w, at);
      at = i + w.length;
      const t = tokens(w)[0];
      const nameStart = w === 'The' && /^\s+\p{Lu}/u.test(rest.slice(at));
      if (!nameStart && (!t || FRAME.has(t) || FRAME.has(w.toLowerCase().replace(/['’]s$/, '')))) { flush(); continue; }
      if (!words.length) start = i;
      words.push(w);
    }
    flush();
  }
  return out;
}

/**
 * Round 20: two things said with "and" between them that one option names together ("a cut and
 * blow-dry" → "Cut & blow-dry", "fish and chips") are one thing: the option's words hold every
 * word of both. Two things no option names together stay two ("tennis and badminton").
 */
function joinedNames(things: SaidValue[], text: string, controls: readonly SeenControl[]): SaidValue[] {
  const options = controls.flatMap((c) => (c.kind === 'select' || c.kind === 'radio' ? (c.options ?? []) : [])).map((o) => new Set(tokens(o).map(stemOf)));
  const out: SaidValue[] = [];
  for (const t of things) {
    const prev = out[out.length - 1];
    if (prev && /^\s*(?:and|&|n|'n'|’n’)\s*$/i.test(text.slice(prev.index + prev.length, t.index))) {
      const words = tokens(`${prev.text} ${t.text}`).map(stemOf);
      if (words.length && options.some((o) => words.every((w) => o.has(w)))) {
        // The words of both (a kind word taken off either stays off), over the span said.
        const joined = `${prev.text} ${t.text}`;
        out[out.length - 1] = { ...prev, text: joined, value: joined, length: t.index + t.length - prev.index };
        continue;
      }
    }
    out.push(t);
  }
  return out;
}

/** Each value of the turn into the control that takes it, in the form that takes the most of them. */
export function placeValues(text: string, controls: readonly SeenControl[], vectors?: WordRelatedness, onlyForms = true, kindWords: ReadonlySet<string> = new Set(), today: Date = todayOf()): Placement | undefined {
  const { values, rest } = valuesIn(text);
  // A thing's words that name the kind searched ("classes" beside "Find classes", "workshop" under "Workshop") are no part of its name.
  const things = thingsIn(rest).flatMap((t) => {
    const words = t.text.split(/\s+/);
    const kept = words.filter((w) => !kindWords.has(stemOf(tokens(w)[0] ?? w)));
    return kept.length === words.length ? [t] : kept.length ? [{ ...t, text: kept.join(' '), value: kept.join(' ') }] : [];
  });
  const all = [...values, ...joinedNames(things, text, controls)];
  if (!all.length) return undefined;
  const forms = new Map<number | undefined, SeenControl[]>();
  for (const c of controls) if (!onlyForms || c.submit) forms.set(c.form, [...(forms.get(c.form) ?? []), c]);
  let bestPlacement: Placement | undefined;
  let bestRank = -Infinity;
  for (const [form, group] of forms) {
    // A form of a person's details (sign-in, contact) takes no search values.
    const usable = group.filter((c) => !(c.kind === 'text' && (c.input === 'email' || c.input === 'tel' || c.input === 'password' || /\b(?:password|e-?mail|phone|mobile|card)\b/i.test(labelOf(c)))));
    if (!usable.length) continue;
    const pairs: Array<{ v: number; c: number; value: string; score: number }> = [];
    all.forEach((v, i) => usable.forEach((c, j) => {
      const f = fitValue(v, c, vectors, usable.filter((d) => d.kind === c.kind && !d.multiline).length === 1, today);
      if (f && f.score >= (v.kind === 'thing' && c.kind === 'text' ? 0.5 : FIT_MIN)) pairs.push({ v: i, c: j, ...f });
    }));
    pairs.sort((a, b) => b.score - a.score || a.c - b.c);
    const usedC = new Set<number>();
    const usedV = new Set<number>();
    const placed: Placed[] = [];
    let ambiguous: Placement['ambiguous'];
    for (const p of pairs) {
      if (usedC.has(p.c) || usedV.has(p.v)) continue;
      // Another control, free, that takes the same value as well: ask (a value said with its preposition, "from", has told which).
      const rival = pairs.find((q) => q.v === p.v && q.c !== p.c && !usedC.has(q.c) && q.score >= p.score - MARGIN && (usable[q.c]!.kind === usable[p.c]!.kind));
      if (rival && !ambiguous && all[p.v]!.kind === 'thing' && p.score >= 0.75) ambiguous = { said: all[p.v]!, choices: [p.value, rival.value] };
      usedC.add(p.c);
      usedV.add(p.v);
      placed.push({ control: usable[p.c]!, value: p.value, score: p.score, said: all[p.v]! });
    }
    // A text box keeps only one thing: the others are words that name no value.
    const unplaced = values.filter((v) => !v.weak && !placed.some((x) => x.said === v));
    const rank = placed.reduce((s, x) => s + x.score, 0) - unplaced.length * 0.3;
    if (placed.length && rank > bestRank) {
      bestRank = rank;
      const left = all.filter((t) => t.kind === 'thing' && !placed.some((x) => x.said === t)).length;
      bestPlacement = { form, controls: group, placed, unplaced, left, ...(ambiguous ? { ambiguous } : {}) };
    }
  }
  return bestPlacement;
}

/** The programs that set each placed value, in the page's order. */
function setPrograms(p: Placement, controls: readonly SeenControl[]): Program[] {
  const order = new Map(controls.map((c, i) => [c, i]));
  const out: Program[] = [];
  for (const x of [...p.placed].sort((a, b) => (order.get(a.control) ?? 0) - (order.get(b.control) ?? 0))) {
    const c = x.control;
    const name = c.label || c.hint || '';
    if (c.kind === 'select') out.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(x.value) }));
    else if (c.kind === 'radio') out.push(program({ kind: 'action', name: 'click', element: query({ description: str(x.value) }) }));
    else if (c.kind === 'checkbox') out.push(program({ kind: 'action', name: 'check', element: query({ description: str(name) }) }));
    else out.push(program({ kind: 'action', name: 'enter', text: literal(x.value), element: query({ description: str(name), type: 'input' }) }));
  }
  return out;
}


/** The words that name the kind searched: the form's labels, its button, the page's heading ("classes" beside "Find classes"). */
function kindOf(controls: readonly SeenControl[], state: DialogueState): Set<string> {
  const words = tokens(`${controls.filter((c) => c.kind !== 'checkbox').map((c) => `${c.label} ${c.submit ?? ''}`).join(' ')} ${state.heading ?? ''}`).map(stemOf);
  return new Set(words.filter((w) => w.length > 2 && !['search', 'find', 'look', 'book', 'show', 'check'].includes(w)));
}

/** An option the page marks as not to be had: never chosen here. */
const UNAVAILABLE = /\b(?:fully booked|booked up|sold out|unavailable|not available|out of stock|no longer available|none left)\b/i;

/** A fit this good is a control that takes the value for sure (an option that says it, a typed control its label names). */
const SURE = 0.75;

/** The programs that set each placed value, in the page's order, then press the form's button. */
function submitPrograms(p: Placement, submit: string): Program[] {
  return [...setPrograms(p, p.controls), program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) })];
}

/**
 * Turns that are no plain values: a value said with a negation ("not Saturday", "nothing on
 * Friday", "without parking"), an item named as "the … one" on a list, a person's own words, a
 * change of mind ("instead", "rather").
 */
const NOT_VALUES = /\b(?:no|not|don'?t|do not|never|none|without|nothing|instead|rather|except|other than)\b|\b(?:the|that|this)\s+(?:[\p{L}-]+\s+){0,3}one\b|\bname'?s\b/iu;

/** A typed control (a date, a number, a box) that only a request fills: a person's details are no search. */
const isPersonal = (c: SeenControl): boolean => c.kind === 'text' && (c.input === 'email' || c.input === 'tel' || c.input === 'password' || /\b(?:password|e-?mail|phone|mobile|card|name)\b/i.test(labelOf(c)));

/**
 * Every control of the page (of a form with a button) that takes a value for sure. A place said
 * with its preposition ("from", "to") is taken by the control whose label names that end when one
 * does: the other menu that offers the same place does not take it.
 */
function sureTakers(v: SaidValue, controls: readonly SeenControl[], vectors: WordRelatedness | undefined, today: Date): SeenControl[] {
  const inForms = controls.filter((c) => c.submit && !isPersonal(c));
  const sole = (c: SeenControl): boolean => inForms.filter((d) => d.form === c.form && d.kind === c.kind && !d.multiline).length === 1;
  const takers = inForms.filter((c) => (fitValue(v, c, vectors, sole(c), today)?.score ?? 0) >= SURE);
  if (v.kind === 'from' || v.kind === 'to') {
    const cue = v.kind === 'from' ? FROM_LABEL : TO_LABEL;
    const named = takers.filter((c) => cue.test(c.label));
    if (named.length) return named;
  }
  return takers;
}

/** Whether the firing log is on (RUSS_FORMS_DEBUG=1: one line on stderr each time a turn is set into a form). */
const debug = (line: string): void => {
  if (typeof process !== 'undefined' && process.env?.RUSS_FORMS_DEBUG === '1') console.error(`[form-values] ${line}`);
};

/**
 * A request whose every value goes into one form of the page for sure (round 14, strict): each
 * typed value (a day, a part of the day, a count, a bound, a place) and each thing named is taken
 * by exactly one control of the page for sure — an option that says it, a typed control its label
 * names — all of one form with a button, no value is left over and no word is left that names
 * something else; at least one value is typed or chosen (a thing typed alone into a box is a plain
 * search, left to the rules). Then the controls are set and the form's button pressed. Anything
 * less and the turn is left to the other readings (undefined): acting wrongly is worse than asking.
 */
export function strictFormRequest(utterance: string, state: DialogueState, vectors?: WordRelatedness): TurnPlan | undefined {
  const controls = state.controls ?? [];
  if (!controls.some((c) => c.submit)) return undefined;
  const text = utterance.trim();
  if (!asksForResults(text) || NOT_VALUES.test(text) || SEARCH_VERB.test(text)) return undefined;
  const today = todayOf(state.today);
  const p = placeValues(text, controls, vectors, true, kindOf(controls, state), today);
  if (!p || p.ambiguous || p.unplaced.length || p.left > 0 || !p.placed.length) return undefined;
  if (p.placed.some((x) => UNAVAILABLE.test(x.value) || isPersonal(x.control))) return undefined;
  // The values placed are every value said, things included; a number no value reads ("at 7", "7:30") is one no control was given.
  const read = valuesIn(text);
  if (/\d/.test(read.rest)) return undefined;
  const said = read.values.filter((v) => !v.weak);
  if (said.some((v) => !p.placed.some((x) => x.said.index === v.index && x.said.kind === v.kind))) return undefined;
  for (const x of p.placed) {
    // A thing typed into a box is a guess at which words name it ("stock up on compost" typed "stock"): never here.
    if (x.said.kind === 'thing' && x.control.kind === 'text') return undefined;
    if (x.score < SURE) return undefined;
    const takers = sureTakers(x.said, controls, vectors, today);
    if (takers.length !== 1 || takers[0] !== x.control) return undefined;
  }
  const submit = p.controls.find((c) => c.submit)?.submit;
  if (!submit) return undefined;
  debug(`request: ${text} → ${p.placed.map((x) => `${x.control.label}=${x.value}`).join('; ')}; click ${submit}`);
  return { kind: 'programs', programs: submitPrograms(p, submit) };
}

/**
 * Round 20: a request whose values a value form seen earlier in the conversation takes, said on a
 * page without one ("is there any tennis at Millpond on Sunday morning instead?" on the bookings
 * page, after the home page's Sport / Venue / Day form). The page in view has no value form (a
 * GET form's menu, choice, date or number: its own filters are its readings') and the turn says a
 * typed value (a day, a part of the day, a count, a bound, a place; a thing alone — "what's the price
 * on it?" — is about the page in view); then the forms
 * seen (`state.valueForms`, latest first) are read as `strictFormRequest` reads the page's: the
 * first whose controls take every value said for sure is gone back to, set and sent. Anything less
 * and the turn is left to the other readings.
 */
export function formElsewhere(utterance: string, state: DialogueState, vectors?: WordRelatedness): TurnPlan | undefined {
  const forms = state.valueForms ?? [];
  if (!forms.length || (state.controls ?? []).some(isValueFilter)) return undefined;
  // Leaving the page takes a typed value said (a day, a part of the day, a count, a bound, a place): a thing alone ("what's the price on it?") is about this page.
  if (!valuesIn(utterance).values.some((v) => !v.weak && v.kind !== 'thing')) return undefined;
  const last = state.visited[state.visited.length - 1];
  const here = last ? pathOf(last) : undefined;
  for (let k = forms.length - 1; k >= 0; k--) {
    const f = forms[k]!;
    if (pathOf(f.url) === here) continue;
    const { heading: _heading, ...rest } = state;
    const plan = strictFormRequest(utterance, { ...rest, controls: f.controls }, vectors);
    if (plan?.kind !== 'programs') continue;
    debug(`elsewhere: ${utterance.trim()} → ${f.url}`);
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: f.url }), ...plan.programs] };
  }
  return undefined;
}

/** An address's path, or the address itself when it reads as none. */
export function pathOf(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/** "Search for X", "look up X", "can you search X": the words searched. */
const SEARCH_REQUEST = /^(?:(?:can|could|would|will) you\s+(?:please\s+)?|please\s+|(?:i'?d like to|i want to|let'?s)\s+)?(?:search(?:\s+the\s+(?:site|store|shop|page)\s+for|\s+for)?|look\s+up|look\s+for|lookup)\s+(.+?)[.!?]*$/i;
/** Verbs that ask for a search of the words said (a turn that says one is no other request). */
const SEARCH_VERB = /\b(?:search(?:\s+for)?|look\s+(?:up|for)|type\s+in)\b/i;

/** A search box of the page: a one-line text box of a form whose box or button says it searches, that no end of a trip or person's detail names. */
export function isSearchField(c: SeenControl): boolean {
  if (c.kind !== 'text' || c.multiline || !c.submit || isPersonal(c) || FROM_LABEL.test(labelOf(c)) || TO_LABEL.test(labelOf(c))) return false;
  return c.input === 'search' || /\bsearch\b|🔍/i.test(`${labelOf(c)} ${c.submit}`) || (KEYWORD_LABEL.test(labelOf(c)) && /\b(?:find|go|look)\b/i.test(c.submit));
}

/**
 * "Search for X" where a menu of a form names X (a department, a category): X is typed into the
 * page's one search box and searched; the menu is left as it is. Only when X is a thing (no day,
 * count, place or bound: a search of several fields is the rules'), the page has exactly one search
 * box, and a menu names X; else undefined (the rules type X into the search box already).
 */
export function searchIntoBox(utterance: string, state: DialogueState, vectors?: WordRelatedness): TurnPlan | undefined {
  const controls = state.controls ?? [];
  const m = SEARCH_REQUEST.exec(utterance.trim().replace(/^(?:(?:hi|hello|hey|hiya|okay|ok|so|right|um+|oh),?\s+)+/i, ''));
  if (!m) return undefined;
  const words = m[1]!.replace(/^(?:for\s+)?(?:some|any|a|an|the)\s+/i, '').replace(/,?\s+(?:please|for me|thanks)$/i, '').trim();
  if (!words || /^(?:it|that|this|them|those)$/i.test(words) || NOT_VALUES.test(words)) return undefined;
  if (valuesIn(words).values.length) return undefined;
  const boxes = controls.filter(isSearchField);
  if (!boxes.length) return undefined;
  const thing: SaidValue = { kind: 'thing', text: words, value: words, index: 0, length: words.length };
  const today = todayOf(state.today);
  const menus = controls.filter((c) => (c.kind === 'select' || c.kind === 'radio') && c.submit && (fitValue(thing, c, vectors, false, today)?.score ?? 0) >= SURE);
  if (!menus.length) return undefined;
  // The box of the form whose menu names X, when it has one; else the page's one search box.
  const own = boxes.filter((b) => menus.some((m) => m.form === b.form));
  const pick = own.length === 1 && menus.every((m) => m.form === own[0]!.form) ? own : boxes;
  if (pick.length !== 1) return undefined;
  const box = pick[0]!;
  debug(`search: ${utterance} → ${box.label || box.hint} = ${words}; click ${box.submit}`);
  return {
    kind: 'programs',
    programs: [
      program({ kind: 'action', name: 'enter', text: literal(words), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) }),
      program({ kind: 'action', name: 'click', element: query({ description: str(box.submit!), type: 'button' }) }),
    ],
  };
}
