/**
 * Round 27: a question's wh-word picks a row's cell by the table's headers and cells. "When is
 * Biscuit booked in?" asks the row's day or date column (its header "Day", "Date", "When", or
 * cells that are dates), not its Status cell that "booked" would name; "what's booked for Pepper?"
 * asks the thing booked — the row's one column of words that is no date, time, amount, state or
 * set of the page's own links ("View Change Cancel") — not whether it is booked.
 *
 * Structure only: the headers' general words (day, date, when, status) and the kind of each
 * column's cells. Nothing names a site.
 */
import { optionDay, WEEKDAY_SAID } from './dates.js';

type Grid = { columns: string[]; rows: string[][] };

const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();
/** The words a spoken question may open with ("so", "and", "okay", "hmm" …), at its start: shared by count-line.ts and list-asked.ts. */
export const LEAD = String.raw`^(?:(?:so|and|ok(?:ay)?|right|then|well|hmm|oh)\W+)*`;
/** "When is X booked in?", "when's X's appointment?", "what day is X on?". */
const WHEN = new RegExp(`${LEAD}(?:when(?:'s|\\s+is|\\s+was|\\s+are|\\s+do|\\s+does|\\s+did|\\s+will)?|what day|which day|what date|which date)\\b`, 'i');
/** "What's booked for X?", "what is X booked in for?", "what have I got for X?": the thing, a state word its predicate. */
const WHAT_THING = new RegExp(`${LEAD}what(?:'s|\\s+is|\\s+was|\\s+are|\\s+have|\\s+has)?\\s+(?:(?:i|we|he|she|they|it)\\s+)?(?:got\\s+)?(?:booked|reserved|scheduled|planned|ordered|on|lined up|coming up)\\b`, 'i');

const DAY_HEADER = /^(?:day|date|when|day and time|date and time|booked for|appointment)$/i;
const TIME_CELL = /^\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?$|^\d{1,2}\s*[ap]\.?m\.?$/i;
const MONEY_CELL = /[$€£¥₹]\s?\d/;
const STATE_HEADER = /\b(?:status|state|availab\w*|spaces?|places?|left|remaining)\b/i;

/** A cell that is a date or a day ("Tue 1 Dec", "Friday", "2026-12-01"). */
const WEEKDAY_CELL = new RegExp(String.raw`^${WEEKDAY_SAID}\b`, 'i');
export const isDate = (c: string): boolean => c.length <= 30 && (!!optionDay(c) || WEEKDAY_CELL.test(c));
/** How many of a column's cells are dates or days. */
const dateCells = (g: Grid, c: number): number => g.rows.filter((r) => isDate(norm(r[c] ?? ''))).length;

/**
 * The column a wh-question asks of a row named by its cell in column `not`, or -1 when its wh-word
 * says nothing of the kind (the callers' own choice stands). `controls` are the page's link and
 * button names: a column whose cells are only those is the row's actions.
 */
export function whColumn(text: string, g: Grid, not: number, controls: readonly string[]): number {
  const rows = g.rows.filter((r) => r.length === g.columns.length);
  if (rows.length < 2) return -1;
  const cols = g.columns.map((h, i) => i).filter((i) => i !== not && g.columns[i]!.trim());
  if (WHEN.test(text)) {
    const byHeader = cols.filter((i) => DAY_HEADER.test(norm(g.columns[i]!)));
    if (byHeader.length === 1) return byHeader[0]!;
    const byCells = cols.filter((i) => dateCells({ ...g, rows }, i) >= rows.length - 1);
    return byCells.length === 1 ? byCells[0]! : -1;
  }
  if (WHAT_THING.test(text)) {
    const named = new Set(controls.map((c) => norm(c).toLowerCase()));
    const things = cols.filter((i) => {
      if (STATE_HEADER.test(g.columns[i]!) || DAY_HEADER.test(norm(g.columns[i]!))) return false;
      const cells = rows.map((r) => norm(r[i] ?? ''));
      if (cells.some((c) => !c || TIME_CELL.test(c) || MONEY_CELL.test(c) || isDate(c) || /^\d+$/.test(c))) return false;
      // A column of the row's own links ("View Change Cancel"): its actions, not a thing.
      if (cells.every((c) => c.split(/\s+/).every((w) => named.has(w.toLowerCase())) || named.has(c.toLowerCase()))) return false;
      return true;
    });
    return things.length ? things[0]! : -1;
  }
  return -1;
}
