/**
 * Days said in a turn, read against the dates a page offers as choices. A page that lists dates as
 * options ("Tuesday 8 December", "Sat 12 Dec · Full", "December 12") is read by parsing each
 * option as a date; a day said alone ("the eighth", "on the 12th"), with its month ("the third of
 * December"), or relative to a day said before ("the week after") is the option of that date. No
 * word list of a site: the months and ordinals are the language's.
 */
import { ORDINALS } from './decode.js';
import { MONTH_PATTERN, monthNumber } from '../thingtalk/calendar.js';
import type { DialogueState, SeenControl } from './context.js';

const ORDINAL_UNITS = Object.keys(ORDINALS).filter((w) => /^[a-z]+$/.test(w) && ORDINALS[w]! < 10);
const ORDINAL_TEENS = ['tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth', 'sixteenth', 'seventeenth', 'eighteenth', 'nineteenth'];
/** "nineteenth" → 19, "twenty-first" → 21, "thirtieth" → 30. */
export const DAY_ORDINALS: Record<string, number> = Object.fromEntries([
  ...ORDINAL_UNITS.map((w, i) => [w, i + 1]),
  ...ORDINAL_TEENS.map((w, i) => [w, i + 10]),
  ['twentieth', 20], ['thirtieth', 30],
  ...ORDINAL_UNITS.map((w, i) => [`twenty ${w}`, 21 + i]),
  ...ORDINAL_UNITS.map((w, i) => [`twenty-${w}`, 21 + i]),
  ['thirty first', 31], ['thirty-first', 31],
]);
/** A day of the month as said or written: "12", "12th", "twelfth", "twenty-first". */
export const DAY = String.raw`(?:\d{1,2}(?:st|nd|rd|th)?|${Object.keys(DAY_ORDINALS).sort((a, b) => b.length - a.length).join('|')})`;
/** The number of a day of the month as said ("twelfth" → 12, "3rd" → 3). */
export const dayNumber = (d: string): number => DAY_ORDINALS[d.toLowerCase()] ?? parseInt(d, 10);

/** A calendar day written "YYYY-MM-DD" (the `today` option's format). */
export const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Whether `text` is a real calendar day written "YYYY-MM-DD" ("2026-02-30" is not). */
export function isIsoDay(text: unknown): text is string {
  const m = typeof text === 'string' ? ISO_DAY.exec(text) : null;
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
}

/**
 * The day relative dates are read against ("tomorrow", "Saturday", "the 4th"): the host's `today`
 * ("2026-11-27", the Russ option) as a local date at midnight, else the machine clock's day.
 */
export function todayOf(today?: string): Date {
  const m = today ? ISO_DAY.exec(today) : null;
  if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  const now = new Date();
  return new Date(now.getFullYear(), now.getMonth(), now.getDate());
}

/** A weekday as said, whole or cut short ("Wednesday", "weds", "Thurs", "sat"). */
export const WEEKDAY_SAID = String.raw`(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?`;
/** The weekdays' names, Sunday first (as `Date.getDay()` counts them). */
export const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const pad2 = (n: number): string => String(n).padStart(2, '0');
/** A local date as "YYYY-MM-DD". */
export const isoOfDay = (d: Date): string => `${d.getFullYear()}-${pad2(d.getMonth() + 1)}-${pad2(d.getDate())}`;

/**
 * A day said relative to `today` as "YYYY-MM-DD": "today", "tomorrow", "the day after tomorrow",
 * a weekday ("Saturday", "on Saturday", "this Saturday": the next one, today counting; "next
 * Saturday": a week on when it is today), a day of the month ("the 4th", "4th", "the fourth": the
 * next such day, today counting). Undefined for any other text.
 */
export function relativeIsoDay(text: string, today: Date): string | undefined {
  const t = text.trim().toLowerCase().replace(/[.,!?]+$/, '').replace(/\s+/g, ' ');
  const at = (offset: number): string => isoOfDay(new Date(today.getFullYear(), today.getMonth(), today.getDate() + offset));
  if (t === 'today') return at(0);
  if (t === 'tomorrow') return at(1);
  if (/^(?:the )?day after tomorrow$/.test(t)) return at(2);
  const w = /^(?:(?:on|for) )?(?:(this|next|the coming|coming) )?(sunday|monday|tuesday|wednesday|thursday|friday|saturday|sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)$/.exec(t);
  const weekday = w ? WEEKDAY_NAMES.findIndex((n) => n.startsWith(w[2]!)) : -1;
  if (w && weekday >= 0) {
    let step = (weekday - today.getDay() + 7) % 7;
    if (w[1] === 'next' && step === 0) step = 7;
    return at(step);
  }
  const d = new RegExp(String.raw`^(?:(?:on|for) )?(?:the )?(${DAY})$`).exec(t);
  const n = d ? dayNumber(d[1]!) : NaN;
  if (d && n >= 1 && n <= 31 && (/\D/.test(d[1]!) || /^(?:on |for )?the /.test(t))) {
    // The next month (from this one) that has that day.
    for (let k = n >= today.getDate() ? 0 : 1; k < 14; k++) {
      const x = new Date(today.getFullYear(), today.getMonth() + k, n);
      if (x.getDate() === n) return isoOfDay(x);
    }
  }
  return undefined;
}

/** A day of the year: the month (1–12) when known, the day of the month. */
export interface Day {
  month?: number;
  day: number;
}

const WEEKDAY = String.raw`(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
/** "Tuesday 8 December", "Sat 12 Dec", "8 Dec", "12 December 2026". */
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTH_PATTERN})\b`, 'i');
/** "December 12", "Dec 12th". */
const MONTH_DAY = new RegExp(String.raw`\b(${MONTH_PATTERN})\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b`, 'i');
/** "Sat 12", "Friday 5th": a weekday and a day, no month. */
const WEEKDAY_DAY = new RegExp(String.raw`\b${WEEKDAY}\s+(\d{1,2})(?:st|nd|rd|th)?\b`, 'i');
/** "2026-12-08". */
const ISO = /\b\d{4}-(\d{2})-(\d{2})\b/;

/** The date an option writes ("Tuesday 8 December · Full" → 8 December), or undefined. */
export function optionDay(option: string): Day | undefined {
  const iso = ISO.exec(option);
  if (iso) return { month: Number(iso[1]), day: Number(iso[2]) };
  const dm = DAY_MONTH.exec(option);
  if (dm) return { month: monthNumber(dm[2]!), day: Number(dm[1]) };
  const md = MONTH_DAY.exec(option);
  if (md) return { month: monthNumber(md[1]!), day: Number(md[2]) };
  const wd = WEEKDAY_DAY.exec(option);
  if (wd) return { day: Number(wd[1]) };
  return undefined;
}

/** A date said with its month: "the third of December", "December 3rd", "on 3 Dec". */
const SAID_DAY_MONTH = new RegExp(String.raw`\b(?:the\s+)?(${DAY})(?:\s+of)?\s+(${MONTH_PATTERN})\b|\b(${MONTH_PATTERN})\s+(?:the\s+)?(${DAY})\b`, 'i');
/** A day said alone: "the eighth", "on the 12th", "the fifteenth". */
const SAID_DAY = new RegExp(String.raw`\b(?:on\s+)?the\s+(${DAY})\b(?!\s+(?:one|ones|result|item|option|row|tab|page|time|week|month|day|of\s+(?:them|those|these|us)))`, 'i');

/** A day said in the text, and where: with its month when said. */
export function saidDay(text: string): (Day & { index: number; length: number }) | undefined {
  const m = SAID_DAY_MONTH.exec(text);
  if (m) {
    const month = monthNumber((m[2] ?? m[3])!);
    const day = dayNumber((m[1] ?? m[4])!);
    if (month && day >= 1 && day <= 31) return { month, day, index: m.index, length: m[0].length };
  }
  const d = SAID_DAY.exec(text);
  if (d) {
    const day = dayNumber(d[1]!);
    if (day >= 1 && day <= 31) return { day, index: d.index, length: d[0].length };
  }
  return undefined;
}

/** Whether an option's date is the day said (the month only when both say one). */
const sameDay = (a: Day, b: Day): boolean => a.day === b.day && (a.month === undefined || b.month === undefined || a.month === b.month);

/** The controls that offer dates as choices: a dropdown or radio group with two options or more that write dates. */
export function dateChoices(state: DialogueState): Array<{ control: SeenControl; days: Array<{ option: string; day: Day }> }> {
  return (state.controls ?? [])
    .filter((c) => c.kind === 'select' || c.kind === 'radio')
    .map((control) => ({ control, days: (control.options ?? []).flatMap((option) => { const day = optionDay(option); return day ? [{ option, day }] : []; }) }))
    .filter((c) => c.days.length >= 2);
}

/** The one option of the page's date choices that is the day said, with its control; undefined when none or several are. */
export function dateOption(day: Day, state: DialogueState): { control: SeenControl; option: string } | undefined {
  const hits = dateChoices(state).flatMap((c) => c.days.filter((d) => sameDay(d.day, day)).map((d) => ({ control: c.control, option: d.option })));
  return hits.length === 1 ? hits[0] : undefined;
}

/** "The week after", "a week later", "the day after", "the following week": a day counted from one said before. */
const RELATIVE = /^(?:(?:okay|ok|then|so|and|maybe|how about|what about|let'?s (?:do|try))\s*,?\s+)*(?:the|a|one)\s+(week|day)\s+(?:after|later)(?:\s+(?:that|then))?$|^(?:the\s+)?(?:following|next)\s+(week|day)$/i;

/**
 * The day a relative turn names ("the week after"), from the latest day said in the recent turns
 * (`recent`, latest last) that the page's date choices offer: that day plus seven (or one).
 */
export function relativeDay(text: string, recent: readonly string[], state: DialogueState): Day | undefined {
  const m = RELATIVE.exec(text.trim());
  if (!m) return undefined;
  const step = (m[1] ?? m[2])!.toLowerCase() === 'week' ? 7 : 1;
  for (const turn of [...recent].reverse()) {
    const said = saidDay(turn);
    if (!said) continue;
    // Its month: the one said, else the one of the page's option of that day.
    const options = dateChoices(state).flatMap((c) => c.days.map((d) => d.day));
    const known = said.month !== undefined ? said : options.find((d) => d.day === said.day && d.month !== undefined);
    if (!known?.month) return undefined;
    const next = new Date(Date.UTC(2001, known.month - 1, said.day + step));
    return { month: next.getUTCMonth() + 1, day: next.getUTCDate() };
  }
  return undefined;
}
