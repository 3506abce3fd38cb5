/**
 * Items of a list compared by what each one shows: its price, its duration ("3h 10m", "50
 * minutes"), its time of day ("6:40 am"). "The fastest one", "the earliest", "the longest",
 * "the cheapest" pick the item of least (or most) of that measure; "the first one", "the last one"
 * by place. Used by the contextual stage for item references said in commands and in questions
 * ("what time does the cheapest one leave?"). Leaf module: no word list of a site.
 */
import { ORDINALS } from './decode.js';
import { firstMoney } from '../thingtalk/money.js';
import { currentUrl } from './compare.js';
import { cardsOf } from './page-items.js';
import type { DialogueState, SeenItem } from './context.js';

/** Minutes a text states as a duration: "3h 10m", "4h", "50 minutes", "1 hr 5 min", "2 hours". */
export function durationIn(text: string): number | undefined {
  const hm = /\b(\d+)\s*h(?:rs?|ours?)?\s*(?:(\d+)\s*m(?:in(?:ute)?s?)?)?\b/i.exec(text);
  if (hm) return Number(hm[1]) * 60 + Number(hm[2] ?? 0);
  const m = /\b(\d+)\s*(?:m|mins?|minutes?)\b/i.exec(text);
  if (m) return Number(m[1]);
  const d = /\b(\d+)\s*(?:days?|nights?)\b/i.exec(text);
  return d ? Number(d[1]) * 24 * 60 : undefined;
}

/** The first time of day a text states, in minutes after midnight ("6:40 am" → 400, "18:15" → 1095). */
export function timeOfDayIn(text: string): number | undefined {
  const t = /\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?(?=\W|$)|\b(\d{1,2}):(\d{2})\b/i.exec(text);
  if (!t) return undefined;
  if (t[4] !== undefined) return Number(t[4]) * 60 + Number(t[5]);
  const h = Number(t[1]) % 12 + (t[3]!.toLowerCase() === 'p' ? 12 : 0);
  return h * 60 + Number(t[2] ?? 0);
}

/** A rating a text states: "rated 4.6", "4.6 ★", "★ 4.6", "4.5/5", "4 stars". */
export function ratingIn(text: string): number | undefined {
  const r = /\brated\s+(\d(?:\.\d)?)|\b(\d(?:\.\d)?)\s*(?:\/\s*5|out of 5|★|stars?)|★\s*(\d(?:\.\d)?)(?![\d.]*\s*\/\s*\d{2})/i.exec(text);
  return r ? Number(r[1] ?? r[2] ?? r[3]) : undefined;
}

/** Superlatives and the measure each compares, least first (`most`: the largest wins). */
const RANKS: Array<[RegExp, (text: string) => number | undefined, boolean]> = [
  [/\b(?:cheapest|least expensive|lowest[- ]priced|cheaper|less expensive)\b/i, firstMoney, false],
  [/\b(?:priciest|most expensive|dearest|pricier|more expensive)\b/i, firstMoney, true],
  [/\b(?:fastest|quickest|shortest|faster|quicker|shorter)\b/i, durationIn, false],
  [/\b(?:slowest|longest|slower|longer)\b/i, durationIn, true],
  [/\b(?:best|highest|top)[- ]rated\b|\b(?:best|highest|top) (?:rating|reviews?|score)\b/i, ratingIn, true],
  [/\b(?:worst|lowest)[- ]rated\b|\b(?:worst|lowest) (?:rating|reviews?|score)\b/i, ratingIn, false],
  [/\b(?:earliest|earlier|first to (?:leave|start|go))\b/i, timeOfDayIn, false],
  [/\b(?:latest|later|last to (?:leave|start|go))\b/i, timeOfDayIn, true],
];

/**
 * An item's whole text: its row's, when a row of the page has its title (round 21: an item's name
 * is cut at 80 characters, so a long card's price fell outside it and the card was ranked on the
 * others' prices alone — "which one's the priciest?" said the second dearest).
 */
export function itemText(item: SeenItem, state: DialogueState): string {
  const title = (item.title ?? '').replace(/\s+/g, ' ').trim();
  const row = title ? state.rows.find((r) => r.title.replace(/\s+/g, ' ').trim() === title) : undefined;
  return row && row.text.length > item.name.length ? row.text : item.name;
}

/** The items of the current page's list (not a menu's bare links). */
export function listedItems(state: DialogueState): SeenItem[] {
  const here = currentUrl(state);
  return state.lists.find((l) => l.url === here && !l.bare)?.items ?? [];
}

/**
 * The 1-based place of the item a superlative names ("the fastest one", "the earliest train") in
 * the current page's list, by the measure each item shows; undefined when the phrase ranks nothing
 * or fewer than two items show the measure, or two share the best.
 */
export function rankedItem(text: string, state: DialogueState): number | undefined {
  const rank = RANKS.find(([re]) => re.test(text));
  if (!rank) return undefined;
  const [, measure, most] = rank;
  const items = listedItems(state).map((item, i) => ({ i, v: measure(itemText(item, state)) })).filter((x): x is { i: number; v: number } => x.v !== undefined);
  if (items.length < 2) return undefined;
  items.sort((a, b) => (most ? b.v - a.v : a.v - b.v));
  return items[0]!.v === items[1]!.v ? undefined : items[0]!.i + 1;
}

/** A slot or an item the page says cannot be had: not the answer to "the latest one". */
const UNAVAILABLE = /\b(?:unavailable|not available|sold out|fully booked|booked up|taken|closed)\b/i;

/**
 * The name of what a superlative picks on the current page when its list of items (the state's
 * `lists`) states no such measure: of the page's repeated cards (rows with a link) that each state
 * it ("From £24.99", "From £49.99"; page-items.ts `cardsOf`), the card's own name — its one link or title no other such
 * card shares (a card's "View" and "Choose options" are every card's); else of the page's links
 * and buttons whose names state it (time slots "9:00am" … "11:30am"), the name itself, slots the
 * page says are taken left out. Undefined when the phrase ranks nothing, fewer than two state the
 * measure, or two share the best.
 */
export function rankedName(text: string, state: DialogueState): string | undefined {
  const rank = RANKS.find(([re]) => re.test(text));
  if (!rank) return undefined;
  const [, measure, most] = rank;
  const best = <T>(xs: Array<{ x: T; v: number }>): T | undefined => {
    if (xs.length < 2) return undefined;
    const sorted = [...xs].sort((a, b) => (most ? b.v - a.v : a.v - b.v));
    return sorted[0]!.v === sorted[1]!.v ? undefined : sorted[0]!.x;
  };
  // The repeated cards (rows sharing their actions: page-items.ts), not any row with a link (a day's slots under a person's name).
  // A card that states several times of day is a person's or a day's slots, not one item at one time: its links are what is ranked.
  const slots = (t: string): number => t.match(/\b\d{1,2}(?::\d{2})?\s*[ap]\.?m\b|\b\d{1,2}:\d{2}\b/gi)?.length ?? 0;
  const one = (r: (typeof state.rows)[number]): boolean => !UNAVAILABLE.test(r.text) && (measure !== timeOfDayIn || slots(r.text) <= 1);
  // The repeated cards that state it; else any rows that lead somewhere and state it (cards that are one link each, no actions).
  const grouped = cardsOf(state).filter((r) => one(r) && measure(r.text) !== undefined);
  const cards = (grouped.length >= 2 ? grouped : state.rows.filter((r) => r.url && one(r))).map((r) => ({ x: r, v: measure(r.text) })).filter((c): c is { x: (typeof state.rows)[number]; v: number } => c.v !== undefined);
  const seenCards = new Set(cards.map((c) => c.x.url));
  if (cards.length >= 2 && seenCards.size === cards.length) {
    const card = best(cards);
    if (!card) return undefined;
    const namesOf = (r: (typeof state.rows)[number]): string[] => [r.title, ...(r.actions ?? [])].map((n) => n.replace(/\s+/g, ' ').trim()).filter(Boolean);
    const count = new Map<string, number>();
    for (const c of cards) for (const n of new Set(namesOf(c.x))) count.set(n, (count.get(n) ?? 0) + 1);
    return namesOf(card).find((n) => count.get(n) === 1);
  }
  const names = [...new Set([...(state.page?.links ?? []), ...(state.page?.buttons ?? [])])].filter((n) => !UNAVAILABLE.test(n));
  return best(names.map((n) => ({ x: n, v: measure(n) })).filter((c): c is { x: string; v: number } => c.v !== undefined));
}

/** "The first one", "the second train", "the last one", "the top one": a place in the list. */
const PLACE = new RegExp(String.raw`\bthe\s+(${Object.keys(ORDINALS).join('|')}|last|top)\s+(?:one|result|item|option|[a-z]+)\b`, 'i');

/** The item of the current page's list a question names ("how long is the first one?", "what time does the cheapest one leave?"). */
export function itemNamedIn(text: string, state: DialogueState): SeenItem | undefined {
  const items = listedItems(state);
  if (!items.length) return undefined;
  const place = PLACE.exec(text);
  if (place) {
    const w = place[1]!.toLowerCase();
    return w === 'last' ? items[items.length - 1] : items[(w === 'top' ? 1 : ORDINALS[w]!) - 1];
  }
  const ranked = /\b(?:the|which)\b/i.test(text) ? rankedItem(text, state) : undefined;
  return ranked ? items[ranked - 1] : undefined;
}
