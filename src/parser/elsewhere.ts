/**
 * Round 20: opening hours read by the days they cover, and a question whose topic is on another
 * page of the site.
 *
 * 1. "Is the museum open on Mondays?", "what time do they open on weekdays?", "which of your shops
 *    is open on Sundays?": a question of opening hours is answered from the page's statements that
 *    name days and give a time or "Closed" (an hours table's rows, "Mon–Fri · 8:30am – 6pm",
 *    "Saturday and Sunday · 10am – 5pm", "Open Tuesday to Saturday, 9am–6pm"), by the DAYS each
 *    covers — a range ("Mon–Fri", "Tuesday to Saturday"), a list, "weekdays", "weekends", "daily" —
 *    not by its words: the statement that covers the day asked. "Which of your shops …" asks for
 *    the section the statement is under (the short title before it), for each section that is open.
 * 2. A question the current page holds nothing about, of a topic a site gives a page of its own —
 *    opening hours, a price list — opens the one link of the page whose words name that page
 *    ("Opening times", "Plan your visit", "Our stores"; "Price list", "Prices") and is asked again
 *    there (src/parser/asked.ts marks the two parts).
 *
 * Nothing here names a site: English day names and their short forms, and words sites use for the
 * pages of these topics.
 */
import type { DialogueState } from './context.js';

const DAY = String.raw`(mon|tue|wed|thu|fri|sat|sun)[a-z]*\.?`;
const RANGE = new RegExp(String.raw`\b${DAY}\s*(?:[–—-]|\bto\b|\btill\b|\buntil\b|\bthrough\b|\bthru\b)\s*${DAY}`, 'gi');
const ONE = new RegExp(String.raw`\b(mon(?:day)?|tues?(?:day)?|wed(?:nes(?:day)?)?|thu(?:rs?(?:day)?)?|fri(?:day)?|sat(?:ur(?:day)?)?|sun(?:day)?)s?\b\.?`, 'gi');
const ORDER = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'];
const dayIndex = (w: string): number => ORDER.indexOf(w.toLowerCase().slice(0, 3));

/** The days of the week (0 Monday … 6 Sunday) a text names: ranges, lists, "weekdays", "weekends", "daily". */
export function daysIn(text: string): Set<number> {
  const out = new Set<number>();
  const t = text.toLowerCase();
  if (/\bweekdays?\b|\bmonday to friday\b/.test(t)) [0, 1, 2, 3, 4].forEach((d) => out.add(d));
  if (/\bweekends?\b/.test(t)) [5, 6].forEach((d) => out.add(d));
  if (/\b(?:daily|every day|7 days a week|seven days a week)\b/.test(t)) ORDER.forEach((_, d) => out.add(d));
  let rest = t;
  for (const m of t.matchAll(RANGE)) {
    const a = dayIndex(m[1]!);
    const b = dayIndex(m[2]!);
    if (a < 0 || b < 0) continue;
    for (let i = 0, d = a; i < 7; i++, d = (d + 1) % 7) {
      out.add(d);
      if (d === b) break;
    }
    rest = rest.replace(m[0], ' ');
  }
  for (const m of rest.matchAll(ONE)) {
    const d = dayIndex(m[1]!);
    if (d >= 0) out.add(d);
  }
  return out;
}

/** Round 24: RUSS_NO_LOOK=1 turns off the look at other pages and its readings of hours by place (for before/after on one build). */
export const lookOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_LOOK === '1';

/** A question of opening hours: when a place opens or closes, or whether it is open. */
export const HOURS_ASKED = /\b(?:open|opens|opening|close|closes|closing|closed|shut|shuts)\b|\bhours\b/i;
/** Hours as pages write them: a span of times ("8:30am – 6pm", "10:00–17:00", "9am to 5pm"), "open … 9am", or "Closed". */
const TIME_W = String.raw`\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm|a\.m\.|p\.m\.)?`;
const HOURS_SHAPE = new RegExp(String.raw`\b${TIME_W}\s*(?:[–—-]|\bto\b|\btill\b|\buntil\b)\s*${TIME_W}(?!\d)|\bclosed\b|\b(?:open|opens|closes|shuts)\b[^.;·]{0,20}?\b${TIME_W}`, 'i');
/** "Which of your shops / which branch / which store": the section a statement is under is the answer. */
const WHICH_PLACE = /^which\s+(?:of\s+(?:your|the|their|our)\s+)?(?:shops?|stores?|branch(?:es)?|locations?|sites?|venues?|salons?|clinics?|studios?|centres?|centers?|libraries|library)\b/i;
/** A short section title ("Riverside", "Kirkgate branch"): a few capitalised words, no value, no sentence. */
const TITLE = (t: string): boolean => t.length <= 40 && t.split(/\s+/).length <= 4 && /^\p{Lu}/u.test(t) && !/[\d:·|.!?,;$€£]/.test(t);

/**
 * A question of opening hours answered from the page: the statement that covers the day asked (the
 * first, in page order), as the page states it; for "which of your shops …", the sections open that
 * day. Undefined when the turn asks no such question, names no day, or no statement covers it.
 */
export function hoursAnswer(question: string, state: DialogueState): string | undefined {
  const q = question.trim().replace(/[?.!]+$/, '');
  if (!HOURS_ASKED.test(q)) return undefined;
  const asked = daysIn(q);
  if (!asked.size) return undefined;
  const cell = hoursCell(q, state);
  if (cell) return cell;
  const texts = (state.texts ?? []).map((t) => t.replace(/\s+/g, ' ').trim());
  const hits = texts.map((t, i) => ({ t, i })).filter(({ t }) => t.length <= 140 && HOURS_SHAPE.test(t) && [...daysIn(t)].some((d) => asked.has(d)));
  if (!hits.length) return undefined;
  if (WHICH_PLACE.test(q)) {
    const open = hits.filter(({ t }) => !/\bclosed\b/i.test(t));
    const named = new Map<string, string>();
    for (const { t, i } of open) {
      // (Not a caption of the hours themselves: "Opening hours".)
      const title = texts.slice(0, i).reverse().find((x) => TITLE(x) && !HOURS_ASKED.test(x) && !/\btimes?\b/i.test(x));
      if (!title) return undefined;
      if (!named.has(title)) named.set(title, `${title}: ${t}`);
    }
    return named.size ? [...named.values()].join('; ') : undefined;
  }
  // Round 24: "what time does the café close?" on a page of several places' hours: the statement under (or naming) the place asked, when one is.
  const place = placeWords(q);
  if (place.length && !lookOff()) {
    const says = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => place.includes(w));
    const under = hits.find(({ t, i }) => says(t) || says(texts.slice(0, i).reverse().find((x) => TITLE(x)) ?? ''));
    if (under) return under.t;
  }
  return hits[0]!.t;
}

/**
 * Round 24: a grid of places by days (an hours table: "Gym" × "Monday to Friday | Saturday | Sunday"):
 * the cell where the one row whose header names the place asked meets the column that covers the
 * day asked, with its row and column said. Undefined without a place or a day, or with no one such cell.
 */
export function hoursCell(question: string, state: DialogueState): string | undefined {
  if (lookOff()) return undefined;
  const q = question.trim().replace(/[?.!]+$/, '');
  const place = placeWords(q);
  const asked = [...daysIn(q)];
  if (!place.length || asked.length !== 1) return undefined;
  const says = (t: string) => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).some((w) => place.includes(w));
  for (const g of state.grids ?? []) {
    const col = g.columns.findIndex((c, i) => i > 0 && daysIn(c).has(asked[0]!));
    if (col < 1) continue;
    const rows = g.rows.filter((r) => r.length === g.columns.length && says(r[0] ?? ''));
    if (rows.length !== 1) continue;
    const value = rows[0]![col] ?? '';
    if (HOURS_SHAPE.test(value)) return `${rows[0]![0]}, ${g.columns[col]}: ${value}`;
  }
  return undefined;
}

/** The words of an hours question that name a place or a part of it ("the café", "the gym"): not the frame, the hours or the days. */
function placeWords(q: string): string[] {
  const stop = /^(?:what|when|which|time|times|does|do|did|is|are|the|a|an|your|you|they|it|on|at|in|of|for|and|or|today|tomorrow|this|next|week|weekend|weekends|weekday|weekdays|hours|open|opens|opening|close|closes|closing|closed|shut|shuts|until|till|from|to|still|there|how|late|early|ok|so|thanks|please|can|could|tell|me|i|we|get|got|go)$/;
  return q.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !stop.test(w) && !daysIn(w).size);
}

/** Words of the links that lead to a site's page of opening hours, the most telling first (places in the plural or "our …": a link "Shop" is the catalogue). */
const HOURS_LINKS = [/\b(?:opening|hours|times)\b/i, /\bvisit(?:ing)?\b/i, /\b(?:stores|shops|branches|locations|studios|venues|clinics|centres|centers|(?:our|all) (?:stores?|shops?|branch(?:es)?|locations?|studios?)|find (?:a|an|your|our))\b/i, /\b(?:find us|getting here|directions|contact(?: us)?|about us)\b/i];
/** Words of the links that lead to a site's page of prices. */
const PRICE_LINKS = [/\b(?:price list|prices|pricing|tariffs?|fees|rates)\b/i];

/** The one link of the page (by its name) that the first tier of words holds, or undefined. */
function linkOf(tiers: RegExp[], state: DialogueState): string | undefined {
  const names = [...new Set((state.page?.links ?? []).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l.length > 1 && l.length <= 40))];
  for (const re of tiers) {
    const hits = names.filter((n) => re.test(n));
    if (hits.length === 1) return hits[0];
    if (hits.length > 1) return undefined;
  }
  return undefined;
}

/**
 * The link to open for a question of opening hours this page does not answer ("what time do they open
 * on weekdays?" on a bookings page → "Our stores"): undefined when the page answers it or holds hours
 * at all, or no one link names such a page.
 */
export function hoursLink(question: string, state: DialogueState): string | undefined {
  const q = question.trim().replace(/[?.!]+$/, '');
  if (!HOURS_ASKED.test(q) || !daysIn(q).size || /^(?:can|could|would|will)\s+(?:you|i|we)\b/i.test(q)) return undefined;
  if (hoursAnswer(q, state)) return undefined;
  // A page that gives hours by days already (another day's) is the page of hours.
  if ((state.texts ?? []).some((t) => t.length <= 140 && HOURS_SHAPE.test(t) && daysIn(t).size > 0 && /\b(?:open|opening|closed|hours)\b|\d\s*(?:am|pm)\s*[–—-]/i.test(t))) return undefined;
  const link = linkOf(HOURS_LINKS, state);
  // Not the page the run is on (its own link in the menu).
  const here = state.pages?.[state.pages.length - 1]?.title;
  return link && (!here || here.toLowerCase() !== link.toLowerCase()) ? link : undefined;
}

/**
 * The link to open for a question of price about a thing this page does not mention ("what do you
 * charge for a men's cut?" on the gift-vouchers page → "Price list"): `topic` are the question's
 * topic words (stemmed); undefined when a statement, row or option of the page says them and the
 * page states prices.
 */
export function priceLink(topic: readonly string[], state: DialogueState, stems: (s: string) => string[]): string | undefined {
  if (!topic.length) return undefined;
  const says = (t: string) => { const have = stems(t); return topic.some((w) => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w)))); };
  const page = [...(state.texts ?? []), ...state.rows.map((r) => r.text), ...(state.controls ?? []).flatMap((c) => [c.label, ...(c.options ?? [])]), state.heading ?? ''];
  // (A page that names the thing but states no price at all — "Hand building: pinch pots …" — is not where its price is.)
  const priced = [...page, ...(state.amounts ?? [])].some((t) => /[$€£¥₹]\s?\d|\d\s?(?:USD|EUR|GBP)\b/.test(t));
  if (priced && page.some(says)) return undefined;
  const link = linkOf(PRICE_LINKS, state);
  const here = state.pages?.[state.pages.length - 1]?.title;
  return link && (!here || here.toLowerCase() !== link.toLowerCase()) ? link : undefined;
}
