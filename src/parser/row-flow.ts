/**
 * Round 28: a one-sentence task whose thing is one row of a table, opened by that row's link
 * (issue 11, r28-flow).
 *
 * "Book 2 places on the Wheel taster on Saturday 5 December for "Sam Lee", …, and confirm" on a
 * page of rows (Class | Date | Time | Price | Spaces | a "Details" link in every row): the thing
 * booked is the row whose cells the sentence says — a cell's words said word for word ("Wheel
 * taster"), and the day said by its date cell ("Saturday 5 December") —, opened by the link all
 * the rows share ("Details"); the rest of the sentence is then carried through the pages that link
 * opens (task-flow.ts, `runFlow` from an opened item). Read from the page's STRUCTURE only:
 *
 * - **rows**: the page's table rows or list items with two cells or more and a link of a name that
 *   two rows or more share (a row's own link, "Details", "View", "Book");
 * - **said**: a row's cell is said when its words (three letters or more in one of them, not a
 *   number, an amount or a clock time) are words of the sentence in a row; a date cell is said
 *   when the sentence says its day and month. A row whose date cell says another day than the one
 *   said is not the row;
 * - **the row**: the one row with a said cell that is not a date, and most cells said; when rows
 *   tie, "the earliest" / "the soonest" / "the first" (by their date cells) — and "that is not full"
 *   / "with space" / "available" (rows whose cell says full, sold out or none left set aside).
 *
 * Undefined when no row or two rows fit. No word of a site: the cells are the page's, the words of
 * rank and of being full are general English.
 */
import { dayOf } from './item-page.js';
import { escapeRegExp } from './compare.js';
import { tokens } from './context.js';
import { flowVerb, mayFlow, pieceKey } from './task-flow.js';
import { sameRoot } from './unsent-reading.js';
import { monthNumber } from '../thingtalk/calendar.js';
import { extract, withoutReason, type TaskPage } from './task-reading.js';

export interface FlowRow {
  cells: readonly string[];
  controls: readonly string[];
}

export interface RowOpener {
  /** The row's link to click (a name several rows share). */
  name: string;
  /** Words of the row that pick it out among the rows (its said cells), for the click's `in`. */
  row: string;
  /** The row's cells. */
  cells: readonly string[];
}

/** A cell that says a row is full. */
const FULL_CELL = /^\s*(?:full|fully booked|sold out|booked up|no (?:spaces?|places?|seats?)(?: left)?|0 (?:spaces?|places?|seats?)(?: left)?|none left|unavailable)\s*$/i;
/** The sentence asks for a row that is not full. */
const NOT_FULL = /\b(?:not (?:full|sold out|fully booked|booked up)|(?:has|have|with) (?:spaces?|places?|room|seats?)(?: left)?|(?:still )?available|free spaces?)\b/i;
/** The sentence asks for the first row by date. */
const EARLIEST = /\b(?:earliest|soonest|first available|next available|first|next)\b/i;
/** "Fill in a booking for …", "Complete an application for …": a task said by the form it fills. */
const FILL_IN = /^\s*(?:(?:please|just|now)\s+)?(?:fill\s+(?:in|out)|complete|start)\s+(?:a|an|the|my|your)\s+\p{L}+\s+(?:for|on)\b/iu;
/** A cell that says no name: a number, an amount, a clock time, a count of spaces. */
const NO_NAME = /^[\s\d.,:£$€%/+-]*(?:am|pm|spaces?|places?|left)?[\s\d.,:£$€%/+-]*$/i;

/** Whether `text` says `cell` word for word (case aside, on word boundaries). */
function says(text: string, cell: string): boolean {
  const c = cell.replace(/\s+/g, ' ').trim();
  if (!c || c.length > 60 || NO_NAME.test(c) || !/\p{L}{3,}/u.test(c)) return false;
  return new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(c)}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(text);
}

/** Whether `text` says the last words of `cell` (one word or more dropped from its front; a word of four letters or more among them). */
function tailSaid(text: string, cell: string): boolean {
  const words = cell.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length < 2 || words.length > 5) return false;
  for (let k = 1; k < words.length; k++) {
    const tail = words.slice(k).join(' ');
    if (/\p{L}{4,}/u.test(tail) && says(text, tail)) return true;
  }
  return false;
}

const dayKey = (d: { m: number; d: number } | undefined): number | undefined => (d ? d.m * 100 + d.d : undefined);

/**
 * The row of `rows` that the task `text` names, and the link of it to open (see the module);
 * `links`: the page's link names (a row's control must be a link: a button of a row is its own
 * action, read elsewhere).
 */
/** Whether a clause may open a row for a flow at all, by its words alone (`rowOpener`'s first test, before any page is read). */
const mayOpenRow = (text: string): boolean => mayFlow(text) || FILL_IN.test(text);

export function rowOpener(text: string, rows: readonly FlowRow[], links: readonly string[]): RowOpener | undefined {
  // (Round 29: a clause that states no task by its verb may still open the row it names by that row's own link — "Hire the hedge trimmer …" for
  // "Book the hedge trimmer", "Sign me up for the 5 December work party" for "Sign up for Saturday 5 December": checked once the row is known.)
  const verb = flowVerb(text);
  if (!verb) return undefined;
  const stated = mayOpenRow(text);
  const linkSet = new Set(links.map((l) => l.trim()));
  const listed = rows.filter((r) => r.cells.length >= 2);
  if (listed.length < 2) return undefined;
  // (A link name two rows or more share: the rows' own link.)
  const sharedNames = new Set(listed.flatMap((r) => r.controls).filter((name) => linkSet.has(name) && listed.filter((r) => r.controls.includes(name)).length >= 2));
  // (Round 29: or a link of one row that names a cell of its own row — "Book the rotavator" in the Rotavator row, "Sign up for Saturday 5 December"
  // in that party's row: each row's link says its row, so no two rows share it.)
  const ownLink = (r: FlowRow, name: string): boolean => linkSet.has(name) && r.cells.some((c) => c.trim().length < name.trim().length && says(name, c));
  const rowLinks = (r: FlowRow): string[] => [...new Set(r.controls.filter((n) => sharedNames.has(n) || ownLink(r, n)))];
  const said = text.replace(/["“”]/g, ' ');
  const day = dayKey(dayOf(said));
  // (Round 29: the one row whose date cell says the day said is said by it, when no cell of any row is said by name: "the 5 December work party".)
  // (Round 29: a month said by its name with no day — "the January work party" —: a row whose date cells say another month is not the row.)
  const months = new Set((said.match(/\b(?:January|February|April|June|July|August|September|October|November|December)\b/g) ?? []).map(monthNumber));
  const monthOf = (c: string): number | undefined => dayKey(dayOf(c)) !== undefined ? Math.floor(dayKey(dayOf(c))! / 100) : undefined;
  const datedRows = day !== undefined ? listed.filter((r) => r.cells.some((c) => dayKey(dayOf(c)) === day)) : months.size ? listed.filter((r) => r.cells.some((c) => months.has(monthOf(c) ?? 0))) : [];
  const scored = listed
    .map((r, order) => {
      const dates = r.cells.map((c) => dayKey(dayOf(c))).filter((d): d is number => d !== undefined);
      const nameCells = r.cells.filter((c) => dayOf(c) === undefined && !FULL_CELL.test(c));
      // (Round 29: or, when no cell is said whole, a cell said by its last words — its head noun, "the rotavator" for "Petrol rotavator".)
      const whole = nameCells.filter((c) => says(said, c));
      // (Or one item of a cell's list said whole: "clearing vacant plots" of "Clearing vacant plots, Hedge laying".)
      const named = whole.length ? whole : nameCells.filter((c) => tailSaid(said, c) || (c.includes(',') && c.split(/\s*,\s*/).some((x) => says(said, x))));
      const dated = (day !== undefined && dates.includes(day)) || (day === undefined && months.size > 0 && dates.some((d) => months.has(Math.floor(d / 100))));
      return { r, order, named, part: !whole.length, dated, other: (day !== undefined && dates.length > 0 && !dated) || (day === undefined && months.size > 0 && dates.length > 0 && !dates.some((d) => months.has(Math.floor(d / 100)))), first: dates[0] };
    })
    // (By its date alone only when no row, this one or another, is said by a name cell: "the Bread basics class on Monday 14 December" names another row than Monday's.)
    .filter((x, _k, all) => (x.named.length > 0 || (x.dated && datedRows.length === 1 && !all.some((y) => y.named.length > 0))) && !x.other && rowLinks(x.r).length === 1);
  if (!scored.length) return undefined;
  const score = (x: (typeof scored)[number]): number => x.named.length * (x.part ? 0.5 : 1) + (x.dated ? 1 : 0);
  const best = Math.max(...scored.map(score));
  let top = scored.filter((x) => score(x) === best);
  if (top.length > 1 && NOT_FULL.test(said)) top = top.filter((x) => !x.r.cells.some((c) => FULL_CELL.test(c)));
  if (top.length > 1 && EARLIEST.test(said) && top.every((x) => x.first !== undefined)) {
    const min = Math.min(...top.map((x) => x.first!));
    top = top.filter((x) => x.first === min);
  }
  if (top.length !== 1) return undefined;
  const pick = top[0]!;
  // (A row said by its name and a condition — "the earliest … that is not full" — is not a full one.)
  if (pick.r.cells.some((c) => FULL_CELL.test(c)) && NOT_FULL.test(said)) return undefined;
  const name = rowLinks(pick.r)[0]!;
  if (!stated && !(ownLink(pick.r, name) && (pick.named.length > 0 || sameRoot(verb, /^\s*(\p{L}+)/u.exec(name)?.[1]?.toLowerCase() ?? '')))) return undefined;
  // (The row's words that pick it out: its name cells, and its date cell — as the page writes it — when rows share the name.)
  const dateCell = pick.r.cells.find((c) => dayOf(c) !== undefined);
  const alike = listed.filter((r) => pick.named.every((c) => r.cells.includes(c))).length > 1;
  const row = [...pick.named, ...(alike && dateCell ? [dateCell] : [])].join(' ');
  return { name, row, cells: pick.r.cells };
}

/** Round 29: whether an option of the page's menus or radios, or a box's label, says `text`, or `text` says it (then the page's form takes it). */
export function optionSays(page: TaskPage, text: string): boolean {
  // (A box's own label is its one option: "EV charging (£10.00)".)
  return page.controls.some((c) => [...(c.options ?? []), ...(c.kind === 'checkbox' ? [c.label] : [])].some((o) => says(text, o) || says(o, text)));
}

/**
 * The keys of the task's values (task-flow.ts `pieceKey`) that the opened row says: a date piece of
 * the row's date cell's day, a piece whose every word is a word of the row's cells — placed before
 * the flow starts, so that the flow does not look for a box to type them in.
 */
export function rowPlaced(text: string, page: TaskPage, cells: readonly string[]): string[] {
  const words = new Set(cells.flatMap((c) => tokens(c)));
  const days = new Set(cells.map((c) => dayKey(dayOf(c))).filter((d): d is number => d !== undefined));
  // (A piece's words depend on the page it is read against — "Riverside as a" beside a menu of issues, "Riverside" on a page of
  // no form —: read with the page's controls and with none, both keys placed.)
  const pieces = [...extract(withoutReason(text), page.controls.filter((c) => c.label || c.hint)).pieces, ...extract(withoutReason(text)).pieces];
  const named = (p: (typeof pieces)[number]): boolean => {
    if (p.shape === 'date' || p.shape === 'email' || p.shape === 'phone' || p.shape === 'count') return false;
    const ws = tokens(p.text);
    return ws.length > 0 && (ws.every((w) => words.has(w)) || cells.some((c) => says(p.text, c)));
  };
  // (Round 29: a piece an option of the opened page's menus or radios says is the form's to take, though the row's cells say it too — "to help with
  // hedge laying" in a party's jobs cell and its form's job menu.)
  const optioned = (p: (typeof pieces)[number]): boolean => optionSays(page, p.text);
  return [...new Set(pieces.filter((p) => p.required && ((p.shape === 'date' && p.date && days.has(dayKey({ m: p.date.m + 1, d: p.date.d })!)) || (named(p) && !optioned(p)))).map(pieceKey))];
}
