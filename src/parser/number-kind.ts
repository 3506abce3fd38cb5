/**
 * Round 22: what a number said in a turn is — a clock time, a day of the month, or a place in a
 * list — decided from the words around it ("8 in the morning", "at 3", "eight o'clock" are times;
 * "Thursday the 3rd", "the 3rd of December" are days; "the third one" is a place in a list), and
 * "same day" / "same time" said beside a day or a time read with it: "Same time if possible, eight"
 * is eight o'clock, not "Tue 8 Dec"; "Same day, Thursday the 3rd, at 3" is that day and time; "the
 * Saturday instead, same time" is the booking's time on Saturday. The conversation reads a turn's
 * "same …" clause here once (src/parser/context.ts), before the slot and day readers.
 *
 * The words are the clock's and the calendar's (weekdays, months, "o'clock", "in the morning",
 * "at"), and the nouns of a list's items; nothing of a site.
 */
import { MONTH_PATTERN } from '../thingtalk/calendar.js';
import { DAY } from './dates.js';
import { saidTime } from './times.js';
import type { DialogueState } from './context.js';

/** What a number said is. */
export type NumberKind = 'time' | 'date' | 'position';

const WEEKDAY = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?`;
const HOUR_WORD = String.raw`(?:\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)`;

/** Words after a number that make it a clock time: "8 in the morning", "three o'clock", "7pm", "8:30". */
const TIME_AFTER = /^\s*(?::\d{2}\b|o['’]?\s?clock\b|[ap]\.?\s?m\b\.?|in the (?:morning|afternoon|evening)\b|tonight\b|this (?:morning|afternoon|evening)\b|sharp\b|ish\b)/i;
/** Words before a number that make it a clock time: "at 3", "from ten", "half nine", "quarter past two". */
const TIME_BEFORE = /(?:\b(?:at|around|about|from|until|till|by)|\bhalf(?:\s+past)?|\bquarter\s+(?:past|to)|\b(?:five|ten|twenty|twenty[\s-]five)\s+(?:past|to))\s+$/i;
/** Words before an ordinal that make it a day of the month: "Thursday the 3rd", "December the 5th", "on the 4th". */
const DATE_BEFORE = new RegExp(String.raw`(?:\b${WEEKDAY},?\s+(?:the\s+)?|\b(?:${MONTH_PATTERN})\.?\s+(?:the\s+)?|\bon\s+the\s+)$`, 'i');
/** Words after an ordinal that make it a day of the month: "the 3rd of December", "the fifth of June". */
const DATE_AFTER = new RegExp(String.raw`^\s+(?:of\s+)?(?:${MONTH_PATTERN})\b`, 'i');
/** Nouns after an ordinal that make it a place in a list: "the third one", "the 2nd result". */
const POSITION_AFTER = /^\s+(?:one|ones|result|item|product|option|link|entry|row|card|listing|tile|hit|choice|tab|page)\b/i;

/**
 * The kind of the number said at `index` (its `length` characters) in `text`, from the words
 * around it; undefined when they do not say (a bare "eight": the page's offers decide, see
 * the readers of the page's offers).
 */
export function numberKind(text: string, index: number, length: number): NumberKind | undefined {
  const before = text.slice(0, index);
  const word = text.slice(index, index + length);
  const after = text.slice(index + length);
  const ordinal = /(?:st|nd|rd|th)$/i.test(word) || !/^\d+$/.test(word) && !new RegExp(`^${HOUR_WORD}$`, 'i').test(word);
  if (ordinal) {
    if (POSITION_AFTER.test(after)) return 'position';
    if (DATE_BEFORE.test(before) || DATE_AFTER.test(after)) return 'date';
    return undefined;
  }
  if (TIME_AFTER.test(after) || TIME_BEFORE.test(before)) return 'time';
  if (DATE_AFTER.test(after) || new RegExp(String.raw`\b(?:${MONTH_PATTERN})\.?\s+$`, 'i').test(before)) return 'date';
  return undefined;
}

/** "same day", "same time", "the same date", "same day and time", with "if possible" / "please" after. */
const SAME = String.raw`(?:(?:on|at|for)\s+)?(?:the\s+)?same\s+(day|date|time|day and time|date and time|time and day)(?:\s+(?:if possible|if (?:that'?s|it'?s) possible|please|again))?`;
const SAME_LEAD = new RegExp(String.raw`^\s*${SAME}\s*,\s*`, 'i');
const SAME_TAIL = new RegExp(String.raw`\s*,\s*${SAME}\s*$`, 'i');

/** Whether `text` says a day: a weekday, a month, a day of the month ("the 3rd"), today or tomorrow. */
function saysDay(text: string): boolean {
  return new RegExp(String.raw`\b${WEEKDAY}\b|\b(?:today|tomorrow)\b|\b(?:${MONTH_PATTERN})\b(?<!\bmay)|\bthe\s+${DAY}\b|\b\d{1,2}(?:st|nd|rd|th)\b`, 'i').test(text);
}

/** Whether `text` says a clock time: a number the words around it make an hour ("at 3", "8 in the morning"), noon, or a number alone ("eight"). */
function saysTime(text: string): boolean {
  const number = new RegExp(String.raw`\b${HOUR_WORD}\b(?::\d{2})?|\bnoon\b|\bmidday\b`, 'gi');
  for (let m = number.exec(text); m; m = number.exec(text)) {
    if (/^(?:noon|midday)$|:/i.test(m[0]) || numberKind(text, m.index, m[0].length) === 'time') return true;
  }
  return new RegExp(String.raw`^\s*${HOUR_WORD}\s*$`, 'i').test(text);
}

/** Round 26: "same time", "the same time if you can", "same time as before" said alone. */
const SAME_ALONE = /^(?:(?:and|then|so|ok(?:ay)?)[,\s]+)*(?:at\s+)?(?:the\s+)?same\s+time(?:,?\s+(?:as\s+before|again|please|then|if\s+(?:you|we|it)\s+can|if\s+possible|if\s+(?:that|it)['’]?s?\s+(?:is\s+)?free))*$/i;

/** Round 26: the record's time as the page states it: the first statement that says a day and one clock time among other details (a booking's card: "Saturday 5 December, 10:00 · 2 people"), not a cell of times. */
function recordTime(state: Pick<DialogueState, 'texts'>): string | undefined {
  for (const t of state.texts ?? []) {
    if (t.split(/\s+/).length < 4 || !saysDay(t)) continue;
    const times = [...new Set(t.match(/\b\d{1,2}[:.]\d{2}\b/g) ?? [])];
    if (times.length === 1) return times[0]!;
  }
  return undefined;
}

/**
 * The time of the booking being changed, as the page states it ("Currently booked for Sat 5 Dec at
 * 08:00", "10:30 — your current booking"), else the last clock time the user said in the recent
 * turns: what "same time" means.
 */
function timeKept(state: Pick<DialogueState, 'texts' | 'said'>): string | undefined {
  for (const t of state.texts ?? []) {
    if (!/\b(?:current(?:ly)?|now|booked for|at the moment)\b/i.test(t)) continue;
    const times = t.match(/\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?/gi) ?? [];
    if (times.length === 1) return times[0]!.trim();
  }
  for (const u of [...(state.said ?? [])].reverse().slice(0, 8)) {
    const said = saidTime(u);
    if (said) {
      const h = Math.floor(said.minutes / 60);
      return `${h}:${String(said.minutes % 60).padStart(2, '0')}`;
    }
  }
  return undefined;
}

/**
 * The turn with a "same day" / "same time" clause set off by a comma read: said beside a value of
 * its own kind, it is dropped ("Same day, Thursday the 3rd, at 3" → "Thursday the 3rd, at 3";
 * "Same time if possible, eight" → "eight"); "same day" beside a time is dropped too (choosing a
 * time keeps the day shown: "8 in the morning, same day" → "8 in the morning"); "same time" beside
 * a day is that time again, since another day's times must be chosen anew ("the Saturday instead,
 * same time" → "the Saturday instead, at 10:30": the booking's time the page states, else the last
 * time said). The turn as it was otherwise ("same day at four" has no comma: src/parser/choices.ts
 * reads the day said before).
 */
export function withoutSameAs(text: string, state: Pick<DialogueState, 'texts' | 'said'>): string {
  // Round 26: "Same time if you can." alone, on a record's change page: the record's own time, as the page states it with its day (else the kept time above).
  if (SAME_ALONE.test(text.trim())) return recordTime(state) ?? timeKept(state) ?? text;
  for (const re of [SAME_LEAD, SAME_TAIL]) {
    const m = re.exec(text);
    if (!m) continue;
    const rest = `${text.slice(0, m.index)}${text.slice(m.index + m[0].length)}`.trim();
    if (!rest) continue;
    const kept = m[1]!.toLowerCase();
    const day = saysDay(rest);
    const time = saysTime(rest);
    if (kept === 'time' && day && !time) {
      const at = timeKept(state);
      return at ? `${rest}, at ${at}` : text;
    }
    if (kept === 'time' ? time : kept === 'day' || kept === 'date' ? day || time : day && time) return rest;
  }
  return text;
}
