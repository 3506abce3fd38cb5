/**
 * A control that every row, card or grid cell repeats ("Book", "Cancel", "Remove"), resolved to
 * the one row the words of a query name (round 12). The query is the conversation's
 * `@retrieve(description="court 4 7:00", item=1) => @retrieve(description="Book", in=id)`: the
 * page's instances of the control are found, each with its *unit* (the largest part of the page
 * around it that holds no other instance: the row, the card, the cell) and what the page says that
 * unit is — its own text, its table row's and column's header cells, the heading of the section it
 * is in, and for a grid laid out without a table the texts above its column and left of its row —
 * and the row that all the named terms fit is the one meant:
 *
 * - a time ("7:00", "7:00 pm") fits a time the unit shows at that minute (without am/pm said, 7:00
 *   or 19:00; "7:00 pm" only 19:00, or a 7:00 the page shows without am/pm);
 * - a part of the day ("morning", "evening") fits a unit whose time is in it or that says the word;
 * - a day ("saturday") fits "Saturday", "Sat", "Sat 12 Dec";
 * - a number or a single letter fits the same standalone token ("4" in "Court 4", not "14"), or,
 *   a bare number, the hour of a time on the hour;
 * - other words fit by their stem; a unit lacking them is still a candidate, behind one that has
 *   them (the kind of row said, "the yoga class", need not be written in the row).
 *
 * Undefined when the words are many (an item's whole name), the control is not repeated or no
 * unit fits any term (the query's ordinary grounding goes on); `tied` when several units fit
 * equally (the turn asks).
 */
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, parentOf } from '../page/tree.js';
import { isAncestor, rankElements } from './score.js';

export interface RowControl {
  /** The instance of the control in the one unit named. */
  element?: PageElement;
  /** Instances whose units fit the terms equally (nothing to choose between them). */
  tied?: PageElement[];
  /** What each candidate unit was read as (for traces and tests). */
  reasons: string[];
}

/** Candidates within this of the best text score are instances of the same control ("Book" in each row). */
const SAME_CONTROL = 0.1;
const MAX_INSTANCES = 120;

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];
const PARTS: Record<string, [number, number]> = { morning: [5 * 60, 12 * 60], afternoon: [12 * 60, 17 * 60], evening: [17 * 60, 23 * 60 + 59], tonight: [17 * 60, 23 * 60 + 59], night: [19 * 60, 23 * 60 + 59], lunchtime: [11 * 60 + 30, 14 * 60] };
/** Words that say nothing about which row ("the one", "slot"). */
const FILLER = new Set(['the', 'one', 'ones', 'a', 'an', 'at', 'on', 'for', 'in', 'of', 'with', 'from', 'to', 'and', 'slot', 'slots', 'time', 'o', 'clock', 'oclock', 'please', 'then', 'that', 'this', 'it']);

type Time = { minutes: number; known: boolean };
type Term =
  | { kind: 'time'; time: Time }
  | { kind: 'part'; word: string }
  | { kind: 'day'; day: number }
  | { kind: 'number'; n: number }
  | { kind: 'letter'; letter: string }
  | { kind: 'word'; stem: string };

const TIME = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?\s?m\b\.?|\b(\d{1,2}):(\d{2})\b/gi;

/** The times a text shows: "7:00 PM", "7pm" (am/pm known), "19:00", "07:30" (known), "7:00" (not known). */
function timesIn(text: string): Time[] {
  const out: Time[] = [];
  for (const m of text.matchAll(TIME)) {
    if (m[3]) {
      const h = Number(m[1]) % 12 + (m[3].toLowerCase() === 'p' ? 12 : 0);
      out.push({ minutes: h * 60 + Number(m[2] ?? 0), known: true });
    } else {
      const h = Number(m[4]);
      if (h > 23 || Number(m[5]) > 59) continue;
      out.push({ minutes: h * 60 + Number(m[5]), known: h >= 13 || h === 0 || m[4]!.startsWith('0') });
    }
  }
  return out;
}

const stemOf = (w: string): string => w.replace(/(?:'s|s)$/, '');

/** The terms of a description ("court 4 7:00", "saturday morning", "the yoga one"). */
export function rowTerms(description: string): Term[] {
  const terms: Term[] = [];
  for (const t of timesIn(description)) terms.push({ kind: 'time', time: t });
  const rest = description.replace(TIME, ' ').toLowerCase();
  const words = rest.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  for (const [i, w] of words.entries()) {
    // "a" after a name is its letter ("room a"), else an article.
    if (w === 'a' && i > 0 && !FILLER.has(words[i - 1]!)) {
      terms.push({ kind: 'letter', letter: w });
      continue;
    }
    if (FILLER.has(w)) continue;
    if (PARTS[w]) terms.push({ kind: 'part', word: w });
    else if (dayOf(w) !== undefined) terms.push({ kind: 'day', day: dayOf(w)! });
    else if (/^\d{1,4}$/.test(w)) terms.push({ kind: 'number', n: Number(w) });
    else if (/^\p{L}$/u.test(w)) terms.push({ kind: 'letter', letter: w });
    else if (w.length > 2) terms.push({ kind: 'word', stem: stemOf(w) });
  }
  return terms;
}

/** A day's number from its name or its three- or four-letter short form ("sat", "tues"). */
function dayOf(w: string): number | undefined {
  const i = DAY_NAMES.findIndex((d) => d === w || (w.length >= 3 && w.length <= 4 && d.startsWith(w)) || d === `${w}day`);
  return i >= 0 ? i : undefined;
}

interface UnitText {
  /** Lower-case tokens of the unit and its headers. */
  tokens: string[];
  times: Time[];
  text: string;
}

function readUnit(text: string): UnitText {
  const times = timesIn(text);
  const tokens = text.replace(TIME, ' ').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return { tokens, times, text };
}

/** Whether a term fits a unit. `timed`: the description says a time, so a bare number is no hour. */
function fits(term: Term, u: UnitText, timed = false): boolean {
  switch (term.kind) {
    case 'time':
      return u.times.some((t) => {
        if (t.minutes % 60 !== term.time.minutes % 60) return false;
        if (term.time.known && t.known) return t.minutes === term.time.minutes;
        return Math.floor(t.minutes / 60) % 12 === Math.floor(term.time.minutes / 60) % 12;
      });
    case 'part': {
      if (u.tokens.includes(term.word)) return true;
      const [from, to] = PARTS[term.word]!;
      return u.times.some((t) => {
        if (t.known) return t.minutes >= from && t.minutes <= to;
        // A time shown without am/pm: either reading in the part ("7:00" is morning and evening; "10:30" is morning).
        return [t.minutes, t.minutes + 12 * 60].some((m) => m >= from && m <= to && (m !== t.minutes || t.minutes >= 5 * 60));
      });
    }
    case 'day':
      return u.tokens.some((w) => dayOf(w) === term.day);
    case 'number':
      return u.tokens.includes(String(term.n)) || (!timed && term.n >= 1 && term.n <= 12 && u.times.some((t) => t.minutes % 60 === 0 && Math.floor(t.minutes / 60) % 12 === term.n % 12));
    case 'letter':
      return u.tokens.includes(term.letter);
    case 'word':
      return u.tokens.some((w) => stemOf(w) === term.stem || (term.stem.length >= 4 && w.startsWith(term.stem)));
  }
}

const isHard = (t: Term): boolean => t.kind !== 'word';

/** The whole visible text of an element (its own text and its descendants'; a repeat does no harm to matching). */
function textOf(page: PageModel, e: PageElement, depth = 0): string {
  if (e.visible === false || depth > 12 || ['script', 'style', 'option', 'select'].includes(e.tag)) return '';
  const kids = e.children.map((i) => page.elements[i]).filter((c): c is PageElement => !!c).map((c) => textOf(page, c, depth + 1));
  return [e.text ?? '', ...kids].filter(Boolean).join(' ').replace(/\s+/g, ' ').trim();
}


/** The largest ancestor of `e` (or `e`) that holds no other instance. */
function unitOf(page: PageModel, e: PageElement, instances: PageElement[]): PageElement {
  let unit = e;
  for (let p = parentOf(page, e); p && p.tag !== 'body' && p.tag !== 'html'; p = parentOf(page, p)) {
    if (instances.some((o) => o !== e && isAncestor(page, p!.index, o.index))) break;
    unit = p;
  }
  return unit;
}

/** A table cell's row header (its row's th, else its row's first cell) and column header (the th at its place in the table's header row). */
function tableHeaders(page: PageModel, e: PageElement): string[] {
  const cell = closestTagged(page, e, ['td', 'th'], 8);
  const row = cell && parentOf(page, cell);
  if (!cell || !row || row.tag !== 'tr') return [];
  const els = page.elements;
  const cells = row.children.map((i) => els[i]!).filter((c) => c.tag === 'td' || c.tag === 'th');
  const out: string[] = [];
  const head = cells.find((c) => c.tag === 'th') ?? cells[0];
  if (head && head !== cell) out.push(textOf(page, head));
  const table = closestTagged(page, row, 'table', 4);
  if (table) {
    const rows: PageElement[] = [];
    const collect = (x: PageElement): void => x.children.map((i) => els[i]!).forEach((c) => (c.tag === 'tr' ? rows.push(c) : ['thead', 'tbody', 'tfoot'].includes(c.tag) ? collect(c) : undefined));
    collect(table);
    const headRow = rows.find((r) => r !== row && r.children.map((i) => els[i]!).filter((c) => c.tag === 'td' || c.tag === 'th').every((c) => c.tag === 'th'));
    const at = cells.indexOf(cell);
    const th = headRow?.children.map((i) => els[i]!).filter((c) => c.tag === 'td' || c.tag === 'th')[at];
    if (th) out.push(textOf(page, th));
  }
  return out.filter(Boolean);
}

const HEADING = /^h[1-6]$/;

/** The heading of the section a unit is in: the nearest heading before it in the page, outside every unit. */
function sectionHeading(page: PageModel, unit: PageElement, units: PageElement[]): string | undefined {
  for (let j = unit.index - 1, n = 0; j >= 0 && n < 400; j--, n++) {
    const h = page.elements[j]!;
    if (h.visible === false || !(HEADING.test(h.tag) || h.role === 'heading' || h.tag === 'caption' || h.tag === 'legend')) continue;
    if (units.some((u) => u.index === h.index || isAncestor(page, u.index, h.index))) continue;
    return textOf(page, h) || undefined;
  }
  return undefined;
}

/** Texts outside every unit above the unit's column and left of its row (a grid laid out without a table). */
function gridHeaders(page: PageModel, unit: PageElement, units: PageElement[], leaves: PageElement[]): string[] {
  const b = unit.box;
  if (!b || b.width <= 0) return [];
  const cx = b.left + b.width / 2;
  const cy = b.top + b.height / 2;
  let above: { e: PageElement; d: number } | undefined;
  let left: { e: PageElement; d: number } | undefined;
  for (const e of leaves) {
    const x = e.box!;
    if (units.some((u) => isAncestor(page, u.index, e.index) || u.index === e.index)) continue;
    if (x.left <= cx && x.left + x.width >= cx && x.top + x.height <= b.top + 1 && x.width <= 3 * b.width) {
      const d = b.top - (x.top + x.height);
      if (!above || d < above.d) above = { e, d };
    }
    if (x.top <= cy && x.top + x.height >= cy && x.left + x.width <= b.left + 1 && x.height <= 3 * b.height) {
      const d = b.left - (x.left + x.width);
      if (!left || d < left.d) left = { e, d };
    }
  }
  return [above, left].filter((a): a is { e: PageElement; d: number } => !!a && a.d < 400).map((a) => a.e.text.replace(/\s+/g, ' ').trim());
}

/**
 * The instance of the control `query.description` that the words of `query.in.description` name,
 * by the units around the instances and their headers. See the module's comment.
 */
export function resolveRowControl(page: PageModel, control: string, named: string): RowControl | undefined {
  const terms = rowTerms(named);
  // A row is named in a few words; a long description is an item's whole name (an earlier turn's list), grounded as usual.
  if (!terms.length || terms.length > 6) return undefined;
  const timed = terms.some((t) => t.kind === 'time');
  const ranked = rankElements({ kind: 'query', description: { kind: 'string', value: control } }, page, { limit: MAX_INSTANCES, action: 'click' });
  if (!ranked.length) return undefined;
  const best = ranked[0]!.score;
  const want = control.trim().toLowerCase();
  const instances: PageElement[] = [];
  for (const c of ranked) {
    if (c.score < best - SAME_CONTROL) break;
    const el = c.element;
    const name = (el.name || el.text || '').trim().toLowerCase();
    if (el.visible === false || !name.startsWith(want.split(/\s+/)[0]!)) continue;
    // (Round 25: a label and the box it names are one instance: "Quantity" in each card of a grid.)
    const aim = el.target ?? el.index;
    if (instances.some((o) => o.index === el.index || (o.target ?? o.index) === aim || isAncestor(page, o.index, el.index) || isAncestor(page, el.index, o.index))) continue;
    instances.push(el);
  }
  if (instances.length < 2) return undefined;
  const units = instances.map((e) => unitOf(page, e, instances));
  // Headers by place only where the units stand side by side (a grid of columns), not for a list's rows.
  const sideBySide = units.some((a) => units.some((b) => a !== b && !!a.box && !!b.box && Math.abs(a.box.top - b.box.top) < Math.min(a.box.height, b.box.height) / 2));
  const leaves = page.elements.filter((e) => e.visible !== false && e.box && e.tag !== '#text' && e.text.trim() && e.children.every((i) => page.elements[i]?.tag === '#text'));
  const scored = instances.map((e, k) => {
    const unit = units[k]!;
    const parts = [textOf(page, unit), ...tableHeaders(page, e)];
    const section = sectionHeading(page, unit, units);
    if (section) parts.push(section);
    if (sideBySide && !closestTagged(page, e, ['td', 'th'], 8)) parts.push(...gridHeaders(page, unit, units, leaves));
    const u = readUnit(parts.join(' · '));
    const hard = terms.filter(isHard).every((t) => fits(t, u, timed));
    const soft = terms.filter((t) => !isHard(t) && fits(t, u, timed)).length;
    const any = terms.some((t) => fits(t, u, timed));
    // How many terms the unit's own text says (a row that says "11:15 AM" before one under a note that does).
    const self = readUnit(parts[0]!);
    const own = terms.filter((t) => fits(t, self, timed)).length;
    return { e, hard, soft, any, own, text: u.text };
  });
  const reasons = scored.map((s) => `${s.hard ? '✓' : '✗'}${s.soft} ${s.text.slice(0, 80)}`);
  if (!scored.some((s) => s.any)) return undefined;
  const hardOk = scored.filter((s) => s.hard && s.any);
  if (!hardOk.length) return { tied: [], reasons };
  const top = Math.max(...hardOk.map((s) => s.soft));
  const tops = hardOk.filter((s) => s.soft === top);
  if (tops.length === 1) return { element: tops[0]!.e, reasons };
  const mostOwn = Math.max(...tops.map((s) => s.own));
  const ownTops = tops.filter((s) => s.own === mostOwn);
  if (ownTops.length === 1) return { element: ownTops[0]!.e, reasons };
  return { tied: tops.map((s) => s.e), reasons };
}
