/**
 * Times of day said in a turn, read against the times a page offers (round 9, phase 2). A page that
 * lists times ("9:00 AM booked", "9:30 AM" as a link, a menu of "18:30" options) is read by parsing
 * each of its statements and rows as a time; a time said as people say it ("half nine", "six
 * thirty", "nine o'clock", "at ten", "quarter past two", "2 pm") is the page's time of those
 * minutes (the morning or the afternoon one, whichever the page offers). A time the page offers as
 * a link is clicked; one it only states ("9:00 AM booked") is said. "The earliest afternoon slot",
 * "the one after that" rank the times the page offers. No word list of a site: the words are the
 * clock's.
 */
import { literal, program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl } from './context.js';

/** The hours of the clock said as words ("nine", "noon"): the one table of them the parser's time readers share. */
export const HOUR_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, noon: 12, midday: 12 };
const MINUTES: Record<string, number> = { 'o five': 5, 'oh five': 5, ten: 10, fifteen: 15, twenty: 20, 'twenty five': 25, 'twenty-five': 25, thirty: 30, 'thirty five': 35, 'thirty-five': 35, forty: 40, 'forty five': 45, 'forty-five': 45, fifty: 50, 'fifty five': 55, 'fifty-five': 55 };
const HOUR = String.raw`(\d{1,2}|${Object.keys(HOUR_WORDS).join('|')})`;
const MINUTE = String.raw`(\d{2}|${Object.keys(MINUTES).sort((a, b) => b.length - a.length).join('|')})`;
const AMPM = String.raw`(?:\s*([ap])\.?\s?m\.?(?![a-z]))`;

/** A time said: minutes after midnight when the half of the day is said, else the minutes within twelve hours (`half` unknown). */
export interface SaidTime {
  minutes: number;
  /** Whether "am" / "pm" (or noon, "in the evening") fixed the half of the day. */
  fixed: boolean;
  index: number;
  length: number;
}

const hourOf = (h: string): number => HOUR_WORDS[h.toLowerCase()] ?? parseInt(h, 10);
const minuteOf = (m: string): number => MINUTES[m.toLowerCase()] ?? parseInt(m, 10);

/** Written or spoken clock times, most specific first; each yields [hour, minutes, am/pm]. */
const SAID: Array<{ re: RegExp; read: (m: RegExpExecArray) => [number, number, string | undefined] | undefined; bare?: boolean }> = [
  { re: new RegExp(String.raw`\b(\d{1,2})[:.](\d{2})${AMPM}?`, 'i'), read: (m) => [Number(m[1]), Number(m[2]), m[3]] },
  { re: new RegExp(String.raw`\bhalf(?:\s+past)?\s+${HOUR}\b${AMPM}?`, 'i'), read: (m) => [hourOf(m[1]!), 30, m[2]] },
  { re: new RegExp(String.raw`\bquarter\s+past\s+${HOUR}\b${AMPM}?`, 'i'), read: (m) => [hourOf(m[1]!), 15, m[2]] },
  // Round 16: "ten past two", "twenty-five to six", "20 past 4".
  { re: new RegExp(String.raw`\b(five|ten|twenty|twenty[\s-]five|\d{1,2})\s+(?:minutes\s+)?(past|to)\s+${HOUR}\b${AMPM}?`, 'i'), read: (m) => { const n = /^\d/.test(m[1]!) ? Number(m[1]) : ({ five: 5, ten: 10, twenty: 20 } as Record<string, number>)[m[1]!.toLowerCase()] ?? 25; const h = hourOf(m[3]!); return n < 1 || n > 30 ? undefined : m[2]!.toLowerCase() === 'past' ? [h, n, m[4]] : [(h + 11) % 12 || 12, 60 - n, m[4]]; } },
  { re: new RegExp(String.raw`\bquarter\s+to\s+${HOUR}\b${AMPM}?`, 'i'), read: (m) => [(hourOf(m[1]!) + 11) % 12 || 12, 45, m[2]] },
  { re: new RegExp(String.raw`\b${HOUR}\s+o['’]?\s?clock\b${AMPM}?`, 'i'), read: (m) => [hourOf(m[1]!), 0, m[2]] },
  { re: new RegExp(String.raw`\b${HOUR}${AMPM}`, 'i'), read: (m) => [hourOf(m[1]!), 0, m[2]] },
  { re: new RegExp(String.raw`\b(noon|midday)\b`, 'i'), read: () => [12, 0, 'p'] },
  { re: new RegExp(String.raw`\b${HOUR}[\s-]+${MINUTE}\b${AMPM}?`, 'i'), read: (m) => (hourOf(m[1]!) <= 12 ? [hourOf(m[1]!), minuteOf(m[2]!), m[3]] : undefined) },
  // A bare hour ("at ten", "is six free?"): only where the page offers times (see `timeSaid`).
  { re: new RegExp(String.raw`\b${HOUR}\b`, 'i'), read: (m) => [hourOf(m[1]!), 0, undefined], bare: true },
];

/** The first clock time said in `text` ("half nine" → 9:30, "six thirty pm" → 18:30). `bare`: a lone hour word counts too. */
export function saidTime(text: string, bare = false): SaidTime | undefined {
  for (const s of SAID) {
    if (s.bare && !bare) continue;
    const m = s.re.exec(text);
    const t = m && s.read(m);
    if (!m || !t) continue;
    const [h, min, ampm] = t;
    if (!(h >= 0 && h <= 23 && min >= 0 && min < 60)) continue;
    const evening = /\b(?:in the (?:afternoon|evening)|tonight|pm)\b/i.test(text) && !ampm;
    // Round 22: "8 in the morning" is 8 AM, as "8 in the evening" is 8 PM.
    const morning = /\b(?:in the|this) morning\b/i.test(text) && !ampm;
    const half = ampm?.toLowerCase() ?? (evening ? 'p' : morning ? 'a' : undefined);
    const hours = half === 'p' ? (h % 12) + 12 : half === 'a' ? h % 12 : h;
    return { minutes: hours * 60 + min, fixed: !!half || h > 12 || h === 0, index: m.index, length: m[0].length };
  }
  return undefined;
}

/** A time the page shows: the statement or row that writes it, and whether it is a link to follow (an offered time). */
export interface PageTime {
  minutes: number;
  text: string;
  link: boolean;
  /** Round 17: it is a button to press (a slot of a grid of buttons), not a link. */
  button?: boolean;
}

const WRITTEN = /\b(\d{1,2})[:.](\d{2})\s*([ap])?\.?\s?m?\.?(?![\d])/i;

/** The minutes of a written time ("9:30 AM" → 570, "18:30" → 1110). */
export function writtenTime(text: string): number | undefined {
  const m = WRITTEN.exec(text);
  if (!m) return undefined;
  const h = Number(m[1]);
  const half = m[3]?.toLowerCase();
  return (half === 'p' ? (h % 12) + 12 : half === 'a' ? h % 12 : h) * 60 + Number(m[2]);
}

/**
 * The times of the current page: its rows whose title is a time (the links of a list of times)
 * and its statements that hold one time and little else ("9:00 AM booked"). A row is a link.
 */
export function pageTimes(state: DialogueState): PageTime[] {
  const out: PageTime[] = [];
  const short = (t: string) => t.split(/\s+/).length <= 5;
  for (const r of state.rows) {
    const m = writtenTime(r.title);
    if (m !== undefined && short(r.title) && !out.some((o) => o.minutes === m)) out.push({ minutes: m, text: r.title, link: true });
  }
  // Round 17: the times the page offers as links or buttons one can press ("10:00am with Priya Patel", "3:30pm").
  // (A link that titles a row with its own controls — "4:30 PM · Sculling taster [Book]" — is the row's name: the row readers act on it.)
  const titles = new Set(state.rows.filter((r) => r.actions?.length).map((r) => r.title));
  const offered = [...(state.links ?? []).filter((l) => !titles.has(l.name)).map((l) => ({ name: l.name, button: false })), ...(state.buttonsOn ?? []).map((name) => ({ name, button: true }))];
  for (const o of offered) {
    const m = writtenTime(o.name);
    if (m !== undefined && o.name.split(/\s+/).length <= 7 && !out.some((x) => x.minutes === m)) out.push({ minutes: m, text: o.name, link: true, ...(o.button ? { button: true } : {}) });
  }
  for (const t of state.texts ?? []) {
    const m = writtenTime(t);
    if (m !== undefined && short(t) && !out.some((o) => o.minutes === m)) out.push({ minutes: m, text: t, link: false });
  }
  return out.sort((a, b) => a.minutes - b.minutes);
}

/** The page's time that a said time means: the same minutes, else the other half of the day (six → 6 PM on an evening list). */
export function timeOnPage(said: SaidTime, times: readonly PageTime[]): PageTime | undefined {
  const exact = times.filter((t) => t.minutes === said.minutes);
  if (exact.length || said.fixed) return exact[0];
  return times.find((t) => t.minutes === said.minutes + 12 * 60);
}

/** The parts of the day, as ranges of minutes after midnight (round 26: exported for the slot picker, slot-picker.ts). */
export const PERIODS: Record<string, [number, number]> = { morning: [0, 12 * 60], afternoon: [12 * 60, 17 * 60], evening: [17 * 60, 24 * 60], night: [18 * 60, 24 * 60] };
// "The first one" is an item of a list, not a time: "first" / "last" take a word for a time.
const RANK = /\b(?:the\s+)?(earliest|soonest|latest|(?:first|last)(?=\s+(?:(?:morning|afternoon|evening)\s+)?(?:free\s+|available\s+|open\s+)?(?:slot|time|appointment|opening|session)))\s+(?:(morning|afternoon|evening)\s+)?(?:free\s+|available\s+|open\s+)?(?:slot|time|appointment|one|opening|session)s?(?:\s+(?:free|available|open|left|going))?(?:\s+in the\s+(morning|afternoon|evening))?\b/i;
/**
 * Round 17: a rank said without a word for a time, at the end of a question ("what's the earliest
 * on Monday?", "what's the latest he has?"): the day said must be the one the page shows.
 */
const RANK_BARE = /\b(?:the\s+)?(earliest|latest|soonest)(?:\s+(?:(?:he|she|they|you|we)\s+(?:has|have|has got|have got|can do)|(?:he|she)['’]s got|(?:they|you|we)['’]ve got|on\s+(monday|tuesday|wednesday|thursday|friday|saturday|sunday)))?\s*$/i;
/** "What's free in the afternoon?", "which times are open this morning?": the offered times of that part of the day. */
const FREE_IN = /^(?:what(?:'s|s| is| are)?|which(?:\s+(?:times?|slots?|ones?))?(?:\s+(?:is|are))?|any(?:thing)?)\s+(?:(?:times?|slots?|appointments?)\s+)?(?:free|available|open|left)\s+(?:in the|this)\s+(morning|afternoon|evening)$/i;
/**
 * Round 18: a question that asks for the times on offer, said in several ways: "what times are
 * free?", "what's free?", "which slots are left?", "what times can I have?", "what times does she
 * have?", "anything in the afternoon?", "what's available this morning?". The part of the day, when
 * said, is group 1 or 2. Only a word for times, or one for being free, makes it one ("what's on?" does not).
 */
const TIMES_LISTED = new RegExp(String.raw`^(?:(?:so|and|ok(?:ay)?|right|then|well)\W+)*(?:` +
  // "what times are free", "which slots are still available", "what times can I have", "what times does she have", "what's free"
  String.raw`(?:what|which)(?:\s+(?:times?|slots?|appointments?|openings?|sessions?)(?:\s+(?:are|is|do|does|can|could)\s+(?:(?:still|there)\s+)?(?:(?:free|available|open|left|there)|(?:i|we|you|he|she|they)\s+(?:have|get|book|do|choose|pick|offer|got))(?:\s+(?:free|available|open|left|today))?|\s+(?:free|available|open|left|(?:has|have)\s+(?:he|she|they|you)\s+got))|(?:'s|s|\s+is|\s+are)\s+(?:still\s+)?(?:free|available|open|left))` +
  // "anything in the afternoon", "any slots this morning", "anything free in the evening"
  String.raw`|(?:is\s+there\s+|are\s+there\s+)?(?:any(?:thing)?|something)(?:\s+(?:times?|slots?|appointments?))?(?:\s+(?:free|available|open|left))?(?=\s+(?:in the|this|around|about|at|over)\b)` +
  String.raw`)(?:\s+(?:in the|this)\s+(morning|afternoon|evening)|\s+(?:around|about|over)\s+(lunch(?:time)?|midday|noon)|\s+at\s+(lunch(?:time)?))?(?:\s+(?:on\s+(?:that|this|the)\s+day|that day|then))?$`, 'i');
/** The parts of the day a list of free times is asked for, said loosely: half five is still the afternoon, lunchtime is around noon. */
const LISTED_PERIODS: Record<string, [number, number]> = { ...PERIODS, afternoon: [12 * 60, 18 * 60], lunch: [11 * 60 + 30, 14 * 60], lunchtime: [11 * 60 + 30, 14 * 60], midday: [11 * 60 + 30, 14 * 60], noon: [11 * 60 + 30, 14 * 60] };
/** A slot's name said as a time offered: the verb of its button or link left out ("Move to 9:00am" → "9:00am"). */
const slotSaid = (name: string): string => name.replace(/^(?:book|move(?:\s+it)?\s+to|choose|select|pick|reserve|take)\s+(?=\d)/i, '');
const AFTER_THAT = /^(?:(?:ok(?:ay)?|then|so|and|right)\W+)*(?:the\s+)?(?:one|time|slot)\s+(after|before)\s+(?:that|it|this)(?:\W+(?:then|please))*\W*$/i;
const FREE_QUESTION = /\b(?:free|available|open|taken|booked|gone|left)\b/i;
const TIME_WORDS = /^(?:(?:ok(?:ay)?|then|so|and|right|maybe|hmm|oh|wait|actually|the|how about|what about|let'?s (?:do|say|go with|make it)|make it|can (?:we|i) (?:do|have|get|book)|could (?:we|i) (?:do|have|get|book)|(?:i'?ll|we'?ll) take|book(?: (?:me|us|it))?(?: (?:in|for))?|go with|try|at|for|is|are)\W+)*/i;
const TIME_TAIL = /(?:\W+(?:then|please|instead|works|is fine|is good|would be (?:good|great)|if (?:that'?s|it'?s) free|free|available|open|slot|one|table|time|o'clock|instead|thanks))*\W*$/i;

/** What a turn about the page's times does: click an offered time, or say what the page states about it. */
function act(t: PageTime, say: boolean): Program[] {
  if (!say && t.link) return [program({ kind: 'action', name: 'click', element: query({ description: str(t.text), type: t.button ? 'button' : 'link' }) })];
  return [program({ kind: 'action', name: 'say', text: t.link ? `${t.text} is free.` : t.text })];
}

/** The last time said in the recent turns (a question's, an answer's): what "the one after that" counts from. */
function lastTimeSaid(state: DialogueState, times: readonly PageTime[]): PageTime | undefined {
  for (const e of [...state.executed].reverse().slice(0, 4)) {
    const said = [...e.programs].reverse().map((p) => (p.action.name === 'say' && 'text' in p.action && typeof p.action.text === 'string' ? p.action.text : undefined)).find(Boolean);
    const fromSay = said !== undefined ? writtenTime(said) : undefined;
    if (fromSay !== undefined) return times.find((t) => t.minutes === fromSay);
    const spoken = saidTime(e.utterance, true);
    const t = spoken && timeOnPage(spoken, times);
    if (t) return t;
  }
  return undefined;
}

/**
 * A turn about the page's times: "half nine then", "is nine o'clock free?", "can we do nine?",
 * "the earliest afternoon slot", "what's the earliest time free?", "the one after that". Only on a
 * page that shows times; a time the page does not show is none of these (undefined).
 */
export function timeTurn(text: string, utterance: string, state: DialogueState): { programs: Program[]; about?: Query } | undefined {
  const programs = timePrograms(text, utterance, state);
  if (!programs) return undefined;
  // A time said back is what "book that" takes next.
  const said = programs.length === 1 && programs[0]!.action.name === 'say' && 'text' in programs[0]!.action ? String(programs[0]!.action.text) : undefined;
  const offered = said !== undefined ? pageTimes(state).find((t) => t.link && said.startsWith(t.text)) : undefined;
  return { programs, ...(offered ? { about: query({ description: str(offered.text), type: 'link' }) } : {}) };
}

function timePrograms(text: string, utterance: string, state: DialogueState): Program[] | undefined {
  const times = pageTimes(state);
  if (times.length < 2) return undefined;
  const offered = times.filter((t) => t.link);
  const question = /\?\s*$/.test(utterance) || /^(?:is|are|what|which|when|do|does|have|has|any)\b/i.test(text);
  const bare = RANK.exec(text) ? null : RANK_BARE.exec(text);
  // The day said is the day the page shows.
  if (bare?.[2] && !(state.texts ?? []).concat(state.heading ?? '').some((t) => new RegExp(`\\b${bare[2]}\\b`, 'i').test(t))) return undefined;
  const rank = RANK.exec(text) ?? (bare && question ? Object.assign([bare[0], bare[1]], { index: bare.index, input: text }) as unknown as RegExpExecArray : null);
  const within = FREE_IN.exec(text.trim());
  if (within && question) {
    const period = PERIODS[within[1]!.toLowerCase()]!;
    const free = offered.filter((t) => t.minutes >= period[0] && t.minutes < period[1]);
    return [program({ kind: 'action', name: 'say', text: free.length ? `Free: ${free.map((t) => t.text).join(', ')}.` : `No ${within[1]} time is free.` })];
  }
  // The rank and little else ("book the earliest afternoon slot", "what's the earliest time free?"), not "remove the …".
  const around = rank ? (text.slice(0, rank.index) + ' ' + text.slice(rank.index + rank[0].length)).replace(TIME_WORDS, '').replace(TIME_TAIL, '').trim() : '';
  if (rank && offered.length && (!around || /^(?:what(?:'s|s| is| are)?|which(?: is)?|when(?:'s| is)?|book|take|choose|pick|select|get|go with|grab)$/i.test(around))) {
    const period = PERIODS[(rank[2] ?? rank[3] ?? '').toLowerCase()];
    const within = offered.filter((t) => !period || (t.minutes >= period[0] && t.minutes < period[1]));
    const pick = /earliest|first|soonest/i.test(rank[1]!) ? within[0] : within[within.length - 1];
    if (!pick) return [program({ kind: 'action', name: 'say', text: `No ${rank[2] ?? rank[3] ?? ''} time is free.`.replace(/\s+/g, ' ') })];
    // Said back as the page writes it; a question is answered, a request books it.
    return question ? [program({ kind: 'action', name: 'say', text: pick.text })] : act(pick, false);
  }
  const after = AFTER_THAT.exec(text);
  if (after) {
    const from = lastTimeSaid(state, times);
    if (!from) return undefined;
    const next = after[1]!.toLowerCase() === 'after' ? offered.find((t) => t.minutes > from.minutes) : [...offered].reverse().find((t) => t.minutes < from.minutes);
    return next ? act(next, question) : undefined;
  }
  // Round 18: "what times are free?", "what's free?", "what times can I have?", "anything in the afternoon?": the times the page offers (of that part of the day).
  const listed = question ? TIMES_LISTED.exec(text.trim().replace(/[?.!]+$/, '')) : null;
  if (listed && offered.length >= 2) {
    const part = (listed[1] ?? listed[2] ?? listed[3] ?? '').toLowerCase();
    const period = LISTED_PERIODS[part];
    const free = offered.filter((t) => !period || (t.minutes >= period[0] && t.minutes < period[1]));
    return [program({ kind: 'action', name: 'say', text: free.length ? `Free: ${free.map((t) => slotSaid(t.text)).join(', ')}.` : !part ? 'No time is free.' : PERIODS[part] ? `No ${part} time is free.` : `No time around ${part} is free.` })];
  }
  // "Anything free?", "are there any times left?": the times the page offers, else what it says instead.
  if (question && /^(?:is there |are there )?(?:any(?:thing| times?| slots?| appointments?)?|something)\s+(?:free|available|open|left)\b/i.test(text)) {
    if (offered.length) return [program({ kind: 'action', name: 'say', text: `Free: ${offered.map((t) => t.text).join(', ')}.` })];
    const none = (state.texts ?? []).find((t) => /\b(?:fully booked|booked up|no (?:times?|slots?|appointments?)|none (?:free|available|left))\b/i.test(t));
    return none ? [program({ kind: 'action', name: 'say', text: none })] : undefined;
  }
  // The turn is a time and little else.
  const said = saidTime(text, true);
  if (!said) return undefined;
  // "Take the one" is an item, not one o'clock.
  if (!saidTime(text) && /\bthe\s+$/i.test(text.slice(0, said.index)) && /^one$/i.test(text.slice(said.index, said.index + said.length))) return undefined;
  const rest = (text.slice(0, said.index) + ' ' + text.slice(said.index + said.length)).replace(TIME_WORDS, '').replace(TIME_TAIL, '').trim();
  // Round 16: "anything at eight?", "is there something at nine?": what is there at that time (said, never booked).
  const anything = question && /^(?:(?:(?:is|are)\s+)?there\s+)?(?:any(?:thing)?|something)(?:\s+(?:free|available|open|on|going))?(?:\s+(?:at|for|around|about))?$/i.test(rest);
  if (rest && !anything && !/^(?:free|available|open|taken|booked)$/i.test(rest)) return undefined;
  const t = timeOnPage(said, times);
  if (!t) return undefined;
  // "Is nine o'clock free?": said; "can we do nine?": booked when it is offered.
  return act(t, anything || (question && (FREE_QUESTION.test(text) || !t.link)));
}

/** " at ten", ", at half nine": a time said after other values (split off so it runs on the page they lead to). */
export function trailingTime(text: string): { before: string; time: string } | undefined {
  const m = /^(.+?)(?:,\s*|\s+)((?:at|for|around|about)\s+.+)$/i.exec(text);
  if (!m) return undefined;
  const said = saidTime(m[2]!, true);
  if (!said || said.index > 4 + m[2]!.indexOf(' ')) return undefined;
  const tail = m[2]!.slice(said.index + said.length).replace(TIME_TAIL, '').trim();
  if (tail) return undefined;
  return { before: m[1]!.replace(/[,\s]+$/, ''), time: m[2]! };
}

/**
 * Round 16: a time said for a choice of times ("make it half seven", "change it to 7:30", "eight
 * o'clock instead") on a page whose dropdown or radio group offers clock times ("7:00 pm",
 * "19:30"): that option. Only a time said as a clock time (not a bare number), the turn a time and
 * little else, exactly one such control offering it. When the current address carries the
 * control's value in its query (a results page whose form is its address), the form is sent with
 * its own submit button, as the page's own "Update" would. Undefined otherwise.
 */
export function timeChoiceTurn(text: string, state: DialogueState): Program[] | undefined {
  const said = saidTime(text);
  // "Book the seven o'clock", "we'll take the 7:30": a time offered to book (timeTurn), not a choice changed.
  if (!said || /\b(?:book|reserve|take|grab|get)\b/i.test(text)) return undefined;
  const rest = (text.slice(0, said.index) + ' ' + text.slice(said.index + said.length)).replace(/\b(?:in the (?:morning|afternoon|evening)|tonight|this (?:morning|afternoon|evening))\b/gi, ' ').replace(/\s+/g, ' ').replace(TIME_WORDS, '').replace(TIME_TAIL, '').trim();
  if (rest && !/^(?:(?:change|switch|move|set|put|make)(?:\s+(?:it|that|the time))?(?:\s+(?:to|for))?|(?:can|could)\s+(?:we|you|i)\s+(?:do|make it|change it to)|(?:let'?s|how about|what about))$/i.test(rest)) return undefined;
  const hits: Array<{ control: SeenControl; option: string }> = [];
  for (const c of state.controls ?? []) {
    if (c.kind !== 'select' && c.kind !== 'radio') continue;
    const times = (c.options ?? []).map((o) => ({ o, m: o.split(/\s+/).length <= 4 ? writtenTime(o) : undefined }));
    if (times.filter((t) => t.m !== undefined).length < 2) continue;
    const exact = times.find((t) => t.m === said.minutes) ?? (said.fixed ? undefined : times.find((t) => t.m === said.minutes + 12 * 60));
    if (exact) hits.push({ control: c, option: exact.o });
  }
  if (hits.length !== 1) return undefined;
  const { control, option } = hits[0]!;
  if (control.value === option) return [program({ kind: 'action', name: 'say', text: `${control.label || 'The time'} is already ${option}.` })];
  const name = control.label || control.hint || '';
  const choose = control.kind === 'select'
    ? program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(option) })
    : program({ kind: 'action', name: 'click', element: query({ description: str(option) }) });
  // The form is the page's address: its value is in the query, so the page changes when the form is sent.
  const key = (control.hint ?? '').trim().split(/\s+/).pop();
  let inQuery = false;
  try {
    inQuery = !!key && new URL(state.visited[state.visited.length - 1] ?? '').searchParams.has(key);
  } catch {
    inQuery = false;
  }
  if (inQuery && control.submit) return [choose, program({ kind: 'action', name: 'click', element: query({ description: str(control.submit), type: 'button' }) })];
  return [choose];
}

/** `text` with the clock times said in it ("half seven", "7:30 pm", "eight o'clock") blanked: what is left is no count. */
export function withoutClock(text: string): string {
  const said = saidTime(text);
  return said ? `${text.slice(0, said.index)} ${text.slice(said.index + said.length)}`.replace(/\s+/g, ' ').trim() : text;
}

/** "The morning one", "the first afternoon one", "the latest evening slot then": a part of the day, perhaps ranked; round 26: "then the afternoon" (the part with "the" before it, no noun after). */
const PART_ONE = /^(?:(?:ok(?:ay)?|then|so|and|right|well|do|let'?s do|book|take|go with|we'?ll take|i'?ll take)\W+)*(?:the\s+)?(?:(first|earliest|last|latest)\s+)?(morning|afternoon|evening)(?:\s+(?:one|slot|time|session|appointment)|(?<=\bthe\s+(?:morning|afternoon|evening)))(?:\W+(?:instead|then|please))*\W*$/i;

/**
 * Round 20: a slot named by the part of the day and an order ("the morning one", "the first
 * afternoon one") where the page offers times as links or buttons: the one offered time of that
 * part of the day, else the first or last of them the turn asks for. Several and no order said:
 * the assistant says them. Undefined when the turn is no such phrase or the page offers no times.
 */
export function partOfDayTurn(text: string, state: DialogueState): Program[] | undefined {
  const m = PART_ONE.exec(text.trim());
  if (!m) return undefined;
  // Round 26: where links write the times ("Select 13:00", a row's own link), a time is offered only by such a link (a fully booked row's time has none), and the link is what is pressed, not the row's cell.
  const written = (state.links ?? []).filter((l) => l.name.split(/\s+/).length <= 4).map((l) => ({ minutes: writtenTime(l.name), name: l.name })).filter((w) => w.minutes !== undefined);
  const byLink = (t: PageTime): PageTime => {
    const own = [...new Set(written.filter((w) => w.minutes === t.minutes).map((w) => w.name))];
    return own.length === 1 ? { ...t, text: own[0]!, button: false } : t;
  };
  const offered = pageTimes(state).filter((t) => t.link && (!written.length || written.some((w) => w.minutes === t.minutes)));
  // (One time offered is enough when it is of the part said: the day's other times fully booked.)
  if (!offered.length || (offered.length < 2 && !written.length)) return undefined;
  const period = PERIODS[m[2]!.toLowerCase()]!;
  const within = offered.filter((t) => t.minutes >= period[0] && t.minutes < period[1]);
  if (!within.length) return [program({ kind: 'action', name: 'say', text: `No ${m[2]!.toLowerCase()} time is free.` })];
  const rank = m[1]?.toLowerCase();
  const pick = rank ? (/first|earliest/.test(rank) ? within[0] : within[within.length - 1]) : within.length === 1 ? within[0] : undefined;
  if (!pick) return [program({ kind: 'action', name: 'say', text: `Free in the ${m[2]!.toLowerCase()}: ${within.map((t) => slotSaid(t.text)).join(', ')}.` })];
  return act(written.length ? byLink(pick) : pick, false);
}
