/**
 * Round 25: questions answered from one row (or some rows) of a table the page shows with a header
 * row (`state.grids`): the row named by the value the question says, the cell of the column the
 * question's words name.
 *
 * - **A row's cell by its row**: "is half seven free?", "is 7:30 free?", "is six o'clock
 *   available?" on a table of times ("Time | Availability"): the row whose time cell is the time
 *   said — in any spoken form (src/parser/times.ts `saidTime`: "half seven" is 7:30, on a page of
 *   evening times 7:30 pm) — and its cell of the column asked ("Availability: Fully booked").
 * - **Rows by a condition**: "what times do you have in the evening?" → the rows whose time is
 *   in the evening; "which one has been sent already?" → the rows whose status cell says that
 *   state ("Dispatched").
 *
 * The column asked is the one whose header the question says, or that a small word table of
 * general language names (free / available → an availability, status or spaces column; total /
 * cost → a total or price column). Nothing here knows a site: only the grid's shape (a column of
 * times, of references, of states) and words a newcomer would use. Undefined when the page shows
 * no such table, or the question names no one row, column or condition of it.
 */
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';
import { saidTime } from './times.js';
import { whColumn } from './wh-column.js';

type Grid = { columns: string[]; rows: string[][] };

/** Words of a question of availability, and the headers of the columns that answer it. */
const STATE_ASKED = /\b(?:free|available|availability|open|booked|full|taken|space|spaces|places?|spots?|seats?|left|gone|sold out)\b/i;
/** "Is the X on?", "is it still running?", "is it going ahead?": whether a session happens — its availability asked. */
const ON_ASKED = /^(?:is|are)\s+.+\s+(?:on|running|happening|going ahead)$/i;
/** An item's words of its state: "2 spaces left", "Sold out", "Fully booked", "Available". */
const STATE_SAID = /\b(?:left|sold out|fully booked|booked|full|available|unavailable|waiting list|remaining)\b/i;
/** "Anything at eight?", "which court is free at nine?", "what's free at 10?": which of a grid's places is free at a time. */
const FREE_AT = /^(?:(?:so|and|ok(?:ay)?|right|then|hmm)\W+)*(?:(?:is|are)\s+there\s+)?(?:any(?:thing)?|something)(?:\s+(?:free|available|open))?\s+(?:at|for|around)\b|^(?:(?:so|and|ok(?:ay)?)\W+)*which\s+(?:[\p{L}]+\s+){1,2}(?:is|are)\s+(?:free|available|open)\s+(?:at|for)\b|^(?:(?:so|and|ok(?:ay)?)\W+)*what(?:'s| is)\s+(?:free|available|open)\s+(?:at|for)\b/iu;
/** A grid cell that offers the slot: its link or button to book it, or a word of being free. */
const FREE_CELL = /^(?:book|reserve|select|choose|free|available|open)\b/i;
/** "Any room?", "room left", "room for two": availability asked with "room". */
const ROOM_ASKED = /\bany room\b|\broom (?:left|for)\b/i;
const STATE_COLUMN = /\b(?:availab\w*|status|state|spaces?|places?|spots?|seats?|free|booked|remaining|left)\b/i;
/** Words of a question of an amount of money, and the headers of the columns that answer it. */
const MONEY_ASKED = /\b(?:total|cost|costs|price|much|pay|paid|owe|charge|charged|amount|come to|comes to)\b/i;
const MONEY_COLUMN = /\b(?:total|price|cost|amount|fee|charge|paid|sum)\b|[$€£]/i;
/** Header words that name a record's reference. */
const REF_COLUMN = /\b(?:booking|order|ref|reference|number|no\.?|id|code|confirmation|ticket|invoice)\b/i;

/** The parts of the day, as minutes after midnight (start inclusive, end exclusive). */
const PERIODS: Record<string, [number, number]> = { morning: [0, 12 * 60], afternoon: [12 * 60, 18 * 60], evening: [17 * 60, 24 * 60], night: [18 * 60, 24 * 60], tonight: [17 * 60, 24 * 60] };
const PERIOD_ASKED = /\b(?:in the\s+(morning|afternoon|evening)|(tonight)|(?:at|for)\s+(night)|(morning|afternoon|evening)\s+(?:times?|slots?|ones?|sessions?))\b/i;
/** "What times do you have …?", "which slots are …?", "anything …?", "what's on …?": a list asked. */
const LIST_ASKED = /^(?:(?:so|and|ok(?:ay)?|right|then|well|hmm)\W+)*(?:what|which)\s+(?:times?|slots?|sessions?|ones?|do you|have you|is there|are there|can)\b|^(?:(?:so|and|ok(?:ay)?|right|then|well|hmm)\W+)*(?:any(?:thing)?|something)\b|^(?:(?:so|and|ok(?:ay)?)\W+)*what(?:'s| is)\s+(?:on|free|available|left)\b/i;

/**
 * States a record can be in, said in the words a newcomer uses (left) and as pages write them
 * (right): "which one has been sent?" names the row whose status cell says "Dispatched".
 */
const RECORD_STATES: Array<[RegExp, RegExp]> = [
  [/\b(?:sent|shipped|dispatched|posted|on (?:its|the) way|gone out|left)\b/i, /\b(?:sent|shipped|dispatched|posted|on (?:its|the) way|in transit|out for delivery)\b/i],
  [/\b(?:delivered|arrived|received|come|came)\b/i, /\b(?:delivered|arrived|received|collected)\b/i],
  [/\b(?:cancel+ed)\b/i, /\bcancel+ed\b/i],
  [/\b(?:refunded)\b/i, /\brefunded\b/i],
  [/\b(?:pending|processing|waiting|not (?:been )?(?:sent|shipped|dispatched) (?:yet)?)\b/i, /\b(?:pending|processing|awaiting|preparing|being prepared|not (?:yet )?(?:sent|shipped|dispatched))\b/i],
];

const say = (text: string): Program => program({ kind: 'action', name: 'say', text });
const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();
const wordsOf = (t: string): string[] => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** A cell that is a clock time and little else ("6pm", "7:30pm", "12 noon", "18:00", "09:30–10:15"): its minutes after midnight. */
export function cellTime(cell: string): number | undefined {
  const t = norm(cell);
  if (!t || t.split(' ').length > 4) return undefined;
  const said = saidTime(t);
  if (!said || said.index > 3) return undefined;
  // A time without "am"/"pm" written as 1–11 on a table of times is read as it is (a 24-hour "18:00" is fixed).
  return said.minutes;
}

/** The grid's rows that have a cell for every column (a cell spanning columns shifts the row: not read). */
const fullRows = (g: Grid): string[][] => g.rows.filter((r) => r.length === g.columns.length);

/** The column of the grid whose cells are times (at least two rows), or -1. */
function timeColumn(g: Grid): number {
  const rows = fullRows(g);
  if (rows.length < 2) return -1;
  for (let c = 0; c < g.columns.length; c++) {
    const hits = rows.filter((r) => cellTime(r[c] ?? '') !== undefined).length;
    if (hits >= 2 && hits >= rows.length - 1) return c;
  }
  return -1;
}

/**
 * The column the question asks about: one whose header the question says (a word of it, by stem),
 * else the one a general word of the question names (free → availability, total → price). Never
 * `not` (the column that names the row), never a column without a header.
 */
function askedColumn(text: string, g: Grid, not: number, controls: readonly string[] = []): number {
  const said = new Set(wordsOf(text).map(stem));
  // (The header with the most words said: "a full day" names "Full day" over "Half day".)
  const named = g.columns
    .map((h, i) => ({ h, i, n: i === not || !h.trim() ? 0 : wordsOf(h).filter((w) => w.length > 2 && said.has(stem(w))).length }))
    .filter(({ n }) => n > 0);
  const most = Math.max(0, ...named.map((x) => x.n));
  const top = named.filter((x) => x.n === most);
  if (top.length === 1) return top[0]!.i;
  // Round 27: the wh-word asks the kind of cell ("when" → the day column, "what's booked" → the thing booked), wh-column.ts.
  const wh = whColumn(text, g, not, controls);
  if (wh >= 0) return wh;
  const by = (asked: RegExp, column: RegExp): number => {
    if (!asked.test(text)) return -1;
    const hits = g.columns.map((h, i) => ({ h, i })).filter(({ h, i }) => i !== not && column.test(h));
    return hits.length === 1 ? hits[0]!.i : -1;
  };
  const state = by(STATE_ASKED, STATE_COLUMN);
  if (state >= 0) return state;
  return by(MONEY_ASKED, MONEY_COLUMN);
}

/** The row an answer was about, as "it" / "that" of the next turn ("cancel it", "book that") names it: the row's words. */
const rowAbout = (row: string[]): Query => query({ item: 1, description: str(row.map(norm).filter(Boolean).join(' ').slice(0, 160)) });

/** A row said with its key cell and one other cell: "7:30pm: Availability: Fully booked". */
const cellSaid = (g: Grid, row: string[], key: number, col: number): string => `${norm(row[key] ?? '')}: ${norm(g.columns[col] ?? '')}: ${norm(row[col] ?? '') || '—'}`;

/** The question's time said, with its row: the same minutes, else (no am/pm said) twelve hours later. */
function rowAtTime(text: string, g: Grid, col: number): string[] | undefined {
  const said = saidTime(text, true);
  if (!said) return undefined;
  const rows = fullRows(g);
  const at = (m: number) => rows.filter((r) => cellTime(r[col] ?? '') === m);
  const exact = at(said.minutes);
  if (exact.length === 1) return exact[0];
  if (exact.length || said.fixed) return undefined;
  const later = at(said.minutes + 12 * 60);
  return later.length === 1 ? later[0] : undefined;
}

/** Words of a question's frame, not of the thing it names ("is there space on the public swim?": public, swim). */
const FRAME = new Set(('is are was were be been being the a an there any anything it its this that these those what whats which when how do does did have has had can could will would should i we you me us my our your of on in at for to from with and or so then ok okay oh still left now one ones please tell know about some really just yet already get got').split(' '));

/**
 * The row the question names by words of its cells ("the inflatable session" → the row whose
 * Session cell says "(inflatable)"; "the public swim"): every content word of the question that is
 * no header's and no word of the asked-about frame is said by this row's cells and by no other
 * row's. Returns the row and the column that said the most of them.
 */
function rowNamed(q: string, g: Grid): { row: string[]; key: number } | undefined {
  const headers = new Set(g.columns.flatMap((h) => wordsOf(h)).map(stem));
  const content = wordsOf(q.replace(new RegExp(STATE_ASKED.source, 'gi'), ' ').replace(new RegExp(MONEY_ASKED.source, 'gi'), ' ')).filter((w) => w.length > 2 && !FRAME.has(w) && !/^\d+$/.test(w)).map(stem).filter((w) => !headers.has(w));
  if (!content.length) return undefined;
  const rows = fullRows(g).filter((r) => { const said = new Set(r.flatMap((c) => wordsOf(c)).map(stem)); return content.every((w) => said.has(w)); });
  if (rows.length !== 1) return undefined;
  const row = rows[0]!;
  const counts = row.map((c) => { const said = new Set(wordsOf(c).map(stem)); return content.filter((w) => said.has(w)).length; });
  return { row, key: counts.indexOf(Math.max(...counts)) };
}

/** The column of the grid that states a record's state (its header "Status", "State"), or -1. */
const statusColumn = (g: Grid): number => g.columns.findIndex((h) => /^(?:status|state|order status|booking status)$/i.test(norm(h)));

/**
 * The answer to a question about one row's cell or the rows that meet a
 * condition, read from the page's tables. Undefined when no table of the page answers it.
 */
export function rowCellAnswer(text: string, utterance: string, state: DialogueState): { programs: Program[]; about?: Query } | undefined {
  const q = norm(text).replace(/[?.!]+$/, '');
  const question = /\?\s*$/.test(utterance) || /^(?:is|are|was|were|what|which|when|how|do|does|did|has|have|any)\b/i.test(q);
  if (!question || !q) return undefined;
  const freeAt: Array<{ h: string; at: string }> = [];
  for (const g of state.grids ?? []) {
    const rows = fullRows(g);
    if (rows.length < 2) continue;
    const tc = timeColumn(g);
    // Rows by the part of the day ("what times do you have in the evening?"): each with its state, when the table has one.
    const period = PERIOD_ASKED.exec(q);
    if (tc >= 0 && period && LIST_ASKED.test(q)) {
      const [from, to] = PERIODS[(period[1] ?? period[2] ?? period[3] ?? period[4] ?? '').toLowerCase()]!;
      const within = rows.filter((r) => { const m = cellTime(r[tc] ?? ''); return m !== undefined && m >= from && m < to; });
      const sc = g.columns.findIndex((h, i) => i !== tc && STATE_COLUMN.test(h));
      const said = within.map((r) => (sc >= 0 && norm(r[sc] ?? '') ? `${norm(r[tc]!)} (${norm(r[sc]!)})` : norm(r[tc]!)));
      return { programs: [say(said.length ? `${said.join(', ')}.` : `No ${period[1] ?? period[2] ?? period[3] ?? period[4]} times.`)] };
    }
    // A grid of times by places ("Time | Court 1 | Court 2"): "anything at eight?", "which court is free at nine?" — the columns free at that time.
    if (tc === 0 && g.columns.length >= 3 && FREE_AT.test(q)) {
      const row = rowAtTime(q, g, tc);
      if (row) freeAt.push(...g.columns.filter((h, i) => i > 0 && h.trim() && FREE_CELL.test(norm(row[i] ?? ''))).map((h) => ({ h: norm(h), at: norm(row[0]!) })));
      continue;
    }
    // A row named by its time ("is half seven free?"): the cell of the column asked.
    if (tc >= 0) {
      const row = rowAtTime(q, g, tc);
      const col = row ? askedColumn(q, g, tc) : -1;
      if (row && col >= 0) return { programs: [say(cellSaid(g, row, tc, col))], about: rowAbout(row) };
    }
    // A row named by words of its cells ("is the inflatable session on?", "is there space on the public swim?"): the cell asked.
    const named = tc >= 0 && saidTime(q, true) ? undefined : rowNamed(q, g);
    if (named) {
      const col = askedColumn(ON_ASKED.test(q) ? `${q} available` : q, g, named.key, [...(state.page?.links ?? []), ...(state.page?.buttons ?? [])]);
      if (col >= 0) return { programs: [say(cellSaid(g, named.row, named.key, col))], about: rowAbout(named.row) };
    }
    // Rows by their state ("which one has been sent already?"): the rows whose status says it, by their reference.
    const sc = statusColumn(g);
    if (sc >= 0 && /^(?:(?:so|and|ok(?:ay)?)\W+)*(?:which|what)\b/i.test(q)) {
      const asked = RECORD_STATES.find(([said]) => said.test(q.replace(/^(?:(?:so|and|ok(?:ay)?)\W+)*(?:which|what)\s+(?:one|ones|order|orders|booking|bookings|of (?:them|those|these|my \w+))?/i, '')));
      if (asked) {
        const key = g.columns.findIndex((h, i) => i !== sc && REF_COLUMN.test(h));
        const k = key >= 0 ? key : 0;
        const hits = rows.filter((r) => asked[1].test(r[sc] ?? ''));
        if (hits.length) return { programs: [say(`${hits.map((r) => `${norm(r[k]!)}: ${norm(g.columns[sc]!)}: ${norm(r[sc]!)}`).join('; ')}.`)] };
      }
    }
  }
  if (freeAt.length) {
    const names = [...new Set(freeAt.map((f) => f.h))];
    // One place free: what "book that" takes next (the grid's cell where its column meets the time's row).
    const about = freeAt.length === 1 ? { about: query({ item: 1, description: str(`${freeAt[0]!.h} ${freeAt[0]!.at}`) }) } : {};
    return { programs: [say(`Free at ${freeAt[0]!.at}: ${names.join(', ')}.`)], ...about };
  }
  if ((state.grids ?? []).some((g) => timeColumn(g) === 0 && g.columns.length >= 3) && FREE_AT.test(q) && saidTime(q, true)) {
    const grid = (state.grids ?? []).find((g) => timeColumn(g) === 0 && g.columns.length >= 3 && rowAtTime(q, g, 0));
    if (grid) return { programs: [say(`Nothing is free at ${norm(rowAtTime(q, grid, 0)![0]!)}.`)] };
  }
  return itemAtTime(q, state);
}

/**
 * A list of repeated items titled by their times ("13:00 — 2 spaces left", a link "13:00" and the
 * item's words): "are there still spaces at one o'clock?", "what about half ten, any room?" → the
 * item at the time said, as the page states it. Only a question of availability; only when at least
 * two items are titled by a time and exactly one is at the time said.
 */
function itemAtTime(q: string, state: DialogueState): { programs: Program[] } | undefined {
  if (!STATE_ASKED.test(q) && !ROOM_ASKED.test(q)) return undefined;
  const timed = state.rows.filter((r) => cellTime(r.title) !== undefined && norm(r.text).length <= 80);
  if (timed.length < 2) return undefined;
  const said = saidTime(q, true);
  if (!said) return undefined;
  const at = (m: number) => timed.filter((r) => cellTime(r.title) === m);
  const exact = at(said.minutes);
  const hits = exact.length || said.fixed ? exact : at(said.minutes + 12 * 60);
  if (hits.length !== 1) return undefined;
  const r = hits[0]!;
  const text = norm(r.text).startsWith(norm(r.title)) ? norm(r.text) : `${norm(r.title)} ${norm(r.text)}`;
  // The item says its state beyond its time ("— 2 spaces left", "Sold out"): said as it is.
  const rest = norm(r.text).replace(norm(r.title), ' ');
  return STATE_SAID.test(rest) ? { programs: [say(text)] } : undefined;
}
