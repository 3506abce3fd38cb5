/**
 * Round 26: a day and a time slot said in a one-sentence task, set on a slot picker (issue 11).
 *
 * "Book a collection on Thursday 3 December between 12pm and 3pm from 22 Otley Road, LS6 2AB",
 * "… for Friday evening with express return …", "Book the earliest collection slot on Saturday that
 * is not full": a booking page shows its days as links to itself (three or more links whose names
 * are days: "Thursday 3 December"), then the chosen day's times as radios ("12pm to 3pm", a full
 * one disabled) that reload the page with the choice, and the booking form's button stays disabled
 * until both are chosen. The whole-task reading and the flows place values in form fields; the day
 * link and the slot radio were never set. This module reads, from the clause, the day (a date or a
 * weekday) and the slot (a time range, one time, a part of the day, or "the earliest / latest"),
 * and, from a page's links and radios, which link and which option say them; `Russ.runSlot`
 * (src/runtime/russ.ts) clicks them, then carries the rest of the clause through the page's form
 * (task-flow.ts) with the day and time placed. Structure only: the page's own link names and radio
 * labels, clock times, weekday and month names and a few words of order and part of the day.
 */
import { MONTH_PATTERN, monthNumber } from '../thingtalk/calendar.js';
import { PERIODS } from './times.js';
import type { SeenControl } from './context.js';
import { extract, withoutReason, type Piece } from './task-reading.js';

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const WEEKDAY_RE = /\b(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?\b/i;

/** The slot a clause says. */
export interface SlotSaid {
  /** The day said: a date (month from 1) and/or a weekday (0 = Sunday). */
  date?: { m: number; d: number };
  weekday?: number;
  /** Clock times said, in minutes after midnight, in the order said (a range is two). */
  times: number[];
  /** A part of the day said ("evening"), as a range of minutes. */
  period?: [number, number];
  /** "the earliest" / "the first" or "the latest" / "the last" slot. */
  rank?: 'first' | 'last';
}

/** Minutes after midnight of "12pm", "7am", "9:30 am", "18:00". */
function clock(h: string, m: string | undefined, ampm: string | undefined): number | undefined {
  let hour = Number(h);
  const min = m ? Number(m) : 0;
  if (hour > 23 || min > 59) return undefined;
  if (ampm) {
    if (hour > 12) return undefined;
    const pm = /^p/i.test(ampm);
    hour = hour === 12 ? (pm ? 12 : 0) : pm ? hour + 12 : hour;
  }
  return hour * 60 + min;
}

const CLOCK = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b\.?|\b(\d{1,2}):(\d{2})\b|\b(noon|midday)\b/gi;

/** The clock times a text writes, in order ("7am to 9am" → [420, 540]). */
export function clockTimes(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(CLOCK)) {
    const v = m[6] ? 12 * 60 : m[1] ? clock(m[1], m[2], m[3]) : clock(m[4]!, m[5], undefined);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** The day a link's name says when that is all it says: "Thursday 3 December", "Thu 3 Dec", "3 December", "Thursday". */
export function linkDay(name: string): { date?: { m: number; d: number }; weekday?: number } | undefined {
  const t = name.trim().toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  const wd = String.raw`(?:(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)[a-z]*\s)?`;
  const a = new RegExp(String.raw`^${wd}(\d{1,2})(?:st|nd|rd|th)? (${MONTH_PATTERN})$`).exec(t);
  const b = a ? undefined : new RegExp(String.raw`^${wd}(${MONTH_PATTERN}) (\d{1,2})(?:st|nd|rd|th)?$`).exec(t);
  const only = a || b ? undefined : /^(sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)[a-z]*$/.exec(t);
  const head = a?.[1] ?? b?.[1] ?? only?.[1];
  const weekday = head ? WEEKDAYS.findIndex((w) => w.startsWith(head.slice(0, 3))) : -1;
  if (only) return weekday >= 0 && (WEEKDAYS[weekday] === t || WEEKDAYS[weekday]!.slice(0, 3) === t) ? { weekday } : undefined;
  const d = Number(a?.[2] ?? b?.[3]);
  const m = monthNumber(a?.[3] ?? b?.[2] ?? '');
  if (!(m > 0 && d >= 1 && d <= 31)) return undefined;
  return { date: { m, d }, ...(weekday >= 0 ? { weekday } : {}) };
}

/**
 * The slot a clause says: a day (a date, or a weekday) and something of the time — clock times, a
 * part of the day, or the earliest / latest. Undefined when it says no day, or nothing of the time.
 */
export function slotSaid(text: string): SlotSaid | undefined {
  const t = withoutReason(text).replace(/"[^"]*"|“[^”]*”/g, ' ');
  const wd = WEEKDAY_RE.exec(t);
  const weekday = wd ? WEEKDAYS.findIndex((w) => w.startsWith(wd[1]!.toLowerCase().slice(0, 3))) : -1;
  const dm = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_PATTERN})\b|\b(${MONTH_PATTERN})\s+(\d{1,2})(?:st|nd|rd|th)?\b`, 'i').exec(t);
  const date = dm ? { m: monthNumber((dm[2] ?? dm[3])!.toLowerCase()), d: Number(dm[1] ?? dm[4]) } : undefined;
  if (weekday < 0 && !(date && date.m > 0)) return undefined;
  const times = clockTimes(t);
  const part = /\b(morning|afternoon|evening)\b/i.exec(t)?.[1]?.toLowerCase();
  const rank = /\b(?:earliest|first\s+(?:\w+\s+)?(?:slot|time|one))\b/i.test(t) ? 'first' : /\b(?:latest|last\s+(?:\w+\s+)?(?:slot|time|one))\b/i.test(t) ? 'last' : undefined;
  if (!times.length && !part && !rank) return undefined;
  return { ...(date && date.m > 0 ? { date } : {}), ...(weekday >= 0 ? { weekday } : {}), times, ...(part ? { period: PERIODS[part]! } : {}), ...(rank ? { rank } : {}) };
}

/**
 * The one link among the page's day links (three or more distinct links whose names are days)
 * that says the day said: the same date, else (no date said) the same weekday. Undefined otherwise.
 */
export function dayLink(said: SlotSaid, links: readonly string[]): string | undefined {
  const days = [...new Set(links.map((n) => n.trim()))].map((name) => ({ name, day: linkDay(name) })).filter((x): x is { name: string; day: NonNullable<ReturnType<typeof linkDay>> } => !!x.day);
  if (days.length < 3) return undefined;
  const hits = said.date ? days.filter((x) => x.day.date?.m === said.date!.m && x.day.date?.d === said.date!.d) : days.filter((x) => x.day.weekday === said.weekday);
  return hits.length === 1 ? hits[0]!.name : undefined;
}

/** Whether a page shows day links at all (three or more). */
export function hasDayLinks(links: readonly string[]): boolean {
  return new Set(links.map((n) => n.trim()).filter((n) => !!linkDay(n))).size >= 3;
}

/**
 * The radio group of the page whose options are time slots (two or more, each writing a clock
 * time), and the option the slot said picks among those not disabled: the one whose times are the
 * times said (a range: its start and end; one time: the slot that starts at it or holds it), else
 * the one in the part of the day said (when one), else the earliest or latest asked for. Undefined
 * when no group shows slots or none (or more than one) fits.
 */
export function slotOption(said: SlotSaid, controls: readonly SeenControl[], disabled: ReadonlySet<string>, dayChosen = false): { control: SeenControl; option: string } | undefined {
  for (const c of controls) {
    if (c.kind !== 'radio' || (c.options ?? []).length < 2) continue;
    // (A day not chosen by the run: the group's label must say the day said — "Collection time on Thursday 3 December".)
    if (!dayChosen && !labelSaysDay(said, c.label)) continue;
    const slots = (c.options ?? []).map((o) => ({ o, t: clockTimes(o) }));
    if (!slots.every((s) => s.t.length >= 1)) continue;
    let open = slots.filter((s) => !disabled.has(s.o.trim()));
    if (said.period) {
      const [a, b] = said.period;
      open = open.filter((s) => s.t[0]! >= a && s.t[0]! < b);
    }
    let hits = open;
    if (said.times.length >= 2) hits = open.filter((s) => s.t[0] === said.times[0] && s.t[s.t.length - 1] === said.times[1]);
    else if (said.times.length === 1) {
      const at = said.times[0]!;
      const starts = open.filter((s) => s.t[0] === at);
      hits = starts.length ? starts : open.filter((s) => s.t.length >= 2 && s.t[0]! <= at && at < s.t[s.t.length - 1]!);
    }
    if (hits.length > 1 && said.rank) {
      const sorted = [...hits].sort((x, y) => x.t[0]! - y.t[0]!);
      hits = [said.rank === 'first' ? sorted[0]! : sorted[sorted.length - 1]!];
    }
    if (hits.length === 1) return { control: c, option: hits[0]!.o };
    return undefined;
  }
  return undefined;
}

/** Whether a label says the day said: its date (day and month), else its weekday. */
function labelSaysDay(said: SlotSaid, label: string): boolean {
  if (said.date) {
    const re = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_PATTERN})\b|\b(${MONTH_PATTERN})\s+(\d{1,2})\b`, 'gi');
    return [...label.matchAll(re)].some((m) => monthNumber((m[2] ?? m[3])!.toLowerCase()) === said.date!.m && Number(m[1] ?? m[4]) === said.date!.d);
  }
  const wd = WEEKDAY_RE.exec(label);
  return !!wd && WEEKDAYS.findIndex((w) => w.startsWith(wd[1]!.toLowerCase().slice(0, 3))) === said.weekday;
}

/** The pieces of the clause (as `extract` reads it on `controls`) that say the day and the time: they are placed by the picker. */
export function slotPieces(text: string, controls: readonly SeenControl[]): Piece[] {
  // (Read on the page's controls and on none: the next page reads "7am to 9am" as two times where this one read an option's words.)
  return [...extract(withoutReason(text), controls).pieces, ...extract(withoutReason(text)).pieces].filter((p) => p.shape === 'date' || p.shape === 'time' || clockTimes(p.text).length > 0 || WEEKDAY_RE.test(p.text) || /\b(?:morning|afternoon|evening|earliest|latest)\b/i.test(p.text));
}
