/**
 * Round 24: an item named in a one-sentence task, opened by its link, and a choice said on its page.
 *
 * "Hire 2 long down sleeping bags for 2 days from Friday 11 December", "Open the 65 litre rucksack
 * and choose the medium back size", "Open the Nova X2, pick Sage with 256GB and add it to the
 * basket": the sentence names an item the site shows on a page of its own, and the rest of the
 * sentence is for that page (a size, a colour, a date, a count, its add button). Read from the
 * page's STRUCTURE, one page at a time (the runtime loops: src/runtime/russ.ts `runItem`):
 *
 * - **item**: the one link of the page whose words hold the item's head noun and every other word
 *   said of it but one (plurals and counts stripped: "2 long down sleeping bags" → the link "Down
 *   sleeping bag (comfort −5°C)"; "the 65 litre rucksack" → "65 litre trekking rucksack"); the best
 *   such link by words held, one address only;
 * - **section**: no link names the item: the one short link (four words at most) that names its
 *   head noun ("Sleeping bags & mats" for a mat, "Rucksacks" for a rucksack) — the listing that
 *   links it — opened once;
 * - **choice**: on the item's page (a link of this reading opened it), the links to the same page
 *   with another query (`?size=l`, `?colour=sage`) are the options of a choice: the one whose words
 *   the sentence says ("with the large back" → "Large back", "choose the medium back size" →
 *   "Medium back") is followed, once a choice.
 *
 * - **form**: on the item's page, its one form that posts with a button that gets the thing ("Add to
 *   hire basket", "Book", "Hire"): the day said into its menu of days (options that are days of the
 *   year, "Fri 11 Dec") or its date box, the length said ("for 3 days", "for a week") into its menu
 *   or box labelled by days, nights or weeks, the count said before the item into its quantity; then
 *   its button — only when every one of those said is placed (a half-filled form is not sent).
 *
 * No word of a site: the verbs are those of getting a thing, the rest is the page's links, their
 * addresses, and the form's option lists and labels.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { MONTH_PATTERN, monthNumber } from '../thingtalk/calendar.js';
import { basketWord } from './basket-items.js';
import { NUMBER_WORDS } from './units.js';
import type { SeenControl } from './context.js';

/** Words before the verb. */
const LEAD = /^(?:(?:then|and|also|now|please|first|next|just|finally)[,\s]+)*/i;
/** A verb that gets or opens one thing, the count, then the item as said. */
const VERB = /^(hire|rent|open|buy|order|get|add)\s+(?:(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|both)\s+)?(?:(?:the|my|our)\s+)?/i;
/** Where the item's words end: the words that start what is said of it (when, how long, which, where), or a comma. */
const ENDS = /\s*,|\s+(?:for|from|starting|with|in|on|at|to|into|and|then|plus|as|so|size|by)\b/i;
/** A place or rank, not a name. */
const ORDINAL = /^(?:first|second|third|fourth|fifth|last|next|previous|other|another|same|top|cheapest|cheaper|priciest|dearest|most|least|latest|newest|oldest|earliest|nearest|best|biggest|smallest|\d+(?:st|nd|rd|th))$/i;
/** A pack or measure said before the item ("bottles of", "a case of"). */
const PACK = /^(packs?|packets?|boxes|box|bottles?|cases?|cartons?|bags?|pairs?|sets?)\s+of\s+(?:the\s+)?/i;
/** Words that name no item: a pronoun, a page, a kind of record. */
const NOT_ITEM = /^(?:it|them|this|these|that|those|one|some|more|page|pages|booking|bookings|account|basket|cart|order|orders|details|settings|form|link|tab|menu|list|search|results|site|website|help|newsletter|ticket|tickets|voucher|quote|plan|plans)$/;
const PLAIN = /^(?:the|a|an|of|and|my|our|your|some)$/;
/** A count said in words ("two", "a"): the words VERB and LENGTH allow. */
const COUNT_WORDS: Record<string, number> = { ...NUMBER_WORDS, a: 1, an: 1, both: 2 };

const wordsOf = (s: string): string[] => s.split(/[^\p{L}\p{N}]+/u).filter((w) => w && !PLAIN.test(w.toLowerCase())).map(basketWord).filter(Boolean);

export interface ItemSaid {
  /** The verb, lower case ("hire", "open"). */
  verb: string;
  /** The count said before the item (1 when none). */
  n: number;
  /** The item as said ("long down sleeping bags"). */
  said: string;
  /** Its words, compared as `basketWord` does; the last is its head noun. */
  words: string[];
  /** The clause after the item ("for 2 days from Friday 11 December"). */
  rest: string;
}

/**
 * The item a clause names after a verb that gets or opens one thing: "Hire 2 long down sleeping
 * bags for …", "Open the 65 litre rucksack and …". Undefined when the words after the verb name no
 * item (a pronoun, a page, a record's kind), are more than five words, or only numbers.
 */
export function itemSaid(text: string): ItemSaid | undefined {
  const t = text.trim().replace(/[.!?]+$/, '').replace(/\s+/g, ' ').replace(LEAD, '');
  const v = VERB.exec(t);
  if (!v) return undefined;
  // (A pack said before the item — "6 bottles of", "a case of" — is a choice of its page, not its name: it goes with what is said after.)
  const pack = PACK.exec(t.slice(v[0].length));
  const after = t.slice(v[0].length + (pack?.[0].length ?? 0));
  const end = ENDS.exec(after);
  const said = (end ? after.slice(0, end.index) : after).trim();
  const rest = `${pack ? `${pack[1]} ` : ''}${end ? after.slice(end.index).replace(/^\s*,?\s*/, '') : ''}`.trim();
  const raw = said.split(' ').filter(Boolean);
  if (!raw.length || raw.length > 5) return undefined;
  // (Added to a record of the user's that is not a basket or a list of things kept — "add the packing service to my move" — it is an extra of that record, not an item to open.)
  if (/^(?:to|onto|on)\s+(?:my|our|the)\s+(?!(?:shopping\s+)?(?:basket|cart|bag|trolley|wishlist|wish\s+list|favourites|favorites|saved)\b)\w+/i.test(rest)) return undefined;
  // (An item by its place or rank — "the first class", "the cheapest one" — is a reference to a row, not a name: round 21's readings.)
  if (ORDINAL.test(raw[0]!)) return undefined;
  if (raw.some((w) => NOT_ITEM.test(w.toLowerCase()) && w === raw.at(-1))) return undefined;
  if (/["“”]/.test(said)) return undefined;
  const words = wordsOf(said);
  if (!words.length || words.every((w) => /^\d+$/.test(w))) return undefined;
  if (/^\d+$/.test(words.at(-1)!) && words.length < 2) return undefined;
  const c = v[2]?.toLowerCase();
  const n = c ? (/^\d+$/.test(c) ? Number(c) : COUNT_WORDS[c] ?? 1) : 1;
  return { verb: v[1]!.toLowerCase(), n, said, words, rest };
}

/** A count or "the" that starts a second item ("… and two sleeping mats", "… and a cook set"). */
const NEXT_ITEM = /^and\s+(?=(?:\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|the)\s)/i;
/** Where the items go and a word that shares what follows among them ("to the basket, both for …", ", all for …"). */
const SHARED = /^(?:(?:to|in|into)\s+(?:the|my|your)\s+(?:\w+\s+)?(?:basket|cart|bag|trolley)\s*,?\s*)?(?:(?:both|all|each|all of them|both of them)\s*,?\s*)?/i;

/**
 * The items of a clause: one (`itemSaid`), or two joined by "and", each with its count, that share
 * what is said after the second ("Add a gas stove and a cook set to the basket, both for 2 days
 * from 5 December", "Hire two Trail 2 tents and two sleeping mats, all for 3 days from 21 December").
 */
export function itemsSaid(text: string): ItemSaid[] | undefined {
  const first = itemSaid(text);
  if (!first) return undefined;
  const m = NEXT_ITEM.exec(first.rest);
  const second = m ? itemSaid(`${first.verb} ${first.rest.slice(m[0].length)}`) : undefined;
  if (!second) return [first];
  const shared = second.rest.replace(SHARED, '');
  return [{ ...first, rest: shared }, { ...second, rest: shared }];
}

/** A link of the page, its address resolved. */
export interface ItemLink {
  name: string;
  href: string;
}

/** What the run keeps between pages. */
export interface ItemProgress {
  /** Addresses opened by this reading (none twice). */
  opened: Set<string>;
  /** Whether the item's own link was opened. */
  onItem: boolean;
  /** Choice links followed, by their words. */
  chosen: Set<string>;
  /** Whether the site's search was asked for it. */
  searched?: boolean;
  /** Whether the run has moved for it (a link, the search, the list page again). */
  moved?: boolean;
}

export type ItemMove =
  | { kind: 'item' | 'section'; name: string; href: string }
  | { kind: 'choice'; name: string; href: string; key: string }
  | { kind: 'search'; box: string; button: string; words: string };

/** Whether a link's name ends in the head noun said in the plural ("Child seats", "Sleeping bags & mats"): a list of the kind. */
function listsKind(name: string, head: string): boolean {
  const raw = name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return raw.length <= 4 && raw.some((w) => basketWord(w) === head && w !== head);
}

/** How many of `words` a text holds. */
const holds = (text: string, words: readonly string[]): number => {
  const have = new Set(wordsOf(text));
  return words.filter((w) => have.has(w)).length;
};

/** The page's path and query, or undefined for an address of another site or none. */
function parts(href: string, base: string): { path: string; query: string } | undefined {
  try {
    const u = new URL(href);
    const b = new URL(base);
    if (u.origin !== b.origin) return undefined;
    return { path: u.pathname, query: u.search };
  } catch {
    return undefined;
  }
}

/** The name a choice link gives its option: its words before a price or a dash ("Large back", "Stalls — £45" → "Stalls"). */
const optionWords = (name: string): string[] => wordsOf(name.split(/\s+[—–-]\s+|\s*\(|\s*£|\s*\$|\s*€/)[0] ?? name);

/**
 * The links of the page at `url` that reload it with another query: the options of a choice
 * (two at least, on the same path as the page, not the page itself).
 */
export function choiceLinks(url: string, links: readonly ItemLink[]): ItemLink[] {
  const here = parts(url, url);
  if (!here) return [];
  const same = links.filter((l) => {
    const p = parts(l.href, url);
    return !!p && p.path === here.path && p.query !== '' && l.name.length <= 40;
  });
  const distinct = new Set(same.map((l) => l.href));
  return distinct.size >= 2 ? same : [];
}

/**
 * The next move for `item` on the page at `url` with `links` (see the module), or undefined when the
 * page offers none. `heading`: the page's title and main heading.
 */
export function itemMove(item: ItemSaid, url: string, heading: string, links: readonly ItemLink[], progress: ItemProgress, controls: readonly SeenControl[] = []): ItemMove | undefined {
  const head = item.words.at(-1)!;
  // (The site's home link — its brand — is never the item nor its section.)
  const fresh = links.filter((l) => !progress.opened.has(l.href) && l.href !== url && (parts(l.href, url)?.path ?? '/') !== '/');
  // (An option of this page's own form that says the item — a box "Gadget cover" for "add gadget cover" — is not an item to open: the clause is the form's.)
  if (!progress.moved && controls.some((c) => [c.label, ...(c.options ?? [])].some((o) => holds(o, item.words) === item.words.length))) return undefined;
  // (The item's page: its link opened here, or, before any move, a heading that holds every word said of it.)
  const onPage = progress.onItem || (!progress.moved && !progress.opened.size && holds(heading, item.words) === item.words.length);
  if (onPage) {
    // A choice said in the rest of the clause: the one option link whose every word is said, not yet followed.
    const said = new Set(wordsOf(`${item.said} ${item.rest}`));
    const choices = choiceLinks(url, links).filter((l) => {
      const ws = optionWords(l.name);
      return l.href !== url && ws.length > 0 && ws.every((w) => said.has(w)) && !progress.chosen.has(ws.join(' '));
    });
    const hrefs = new Set(choices.map((l) => l.href));
    if (hrefs.size === 1) return { kind: 'choice', name: choices[0]!.name, href: choices[0]!.href, key: optionWords(choices[0]!.name).join(' ') };
    return undefined;
  }
  if (progress.onItem) return undefined;
  // The item's link: its head noun and every word said (the best, one address). A word said that no link holds — "long" of "long down
  // sleeping bags", a size the item's page offers — is let go once the listing of its kind is open, or when the page links none.
  const sections = fresh.filter((l) => {
    const ws = wordsOf(l.name);
    return ws.length <= 3 && !ws.some((w) => /\d/.test(w)) && ws.includes(head) && (listsKind(l.name, head) || !fresh.some((o) => o !== l && listsKind(o.name, head))) && !/\b(?:add|basket|cart|remove|search)\b/i.test(l.name);
  });
  const section = new Set(sections.map((l) => l.href)).size === 1 && !progress.opened.size ? sections[0]! : undefined;
  const need = item.words.length >= 3 && !section ? item.words.length - 1 : item.words.length;
  // (A name said with a capital — "the Basecamp 4 tent" — is never let go.)
  const names = item.said.split(/\s+/).filter((w) => /^\p{Lu}/u.test(w)).flatMap(wordsOf);
  // (A short link that names the head noun in the plural — "Child seats", "Tents" — lists the kind: it is the section, never the item.)
  const scored = fresh
    .filter((l) => l.name.split(/\s+/).length <= 8 && holds(l.name, [head]) > 0 && holds(l.name, names) === names.length && !listsKind(l.name, head))
    .map((l) => ({ l, n: holds(l.name, item.words) }))
    .filter((x) => x.n >= need);
  if (scored.length) {
    const top = Math.max(...scored.map((x) => x.n));
    const best = scored.filter((x) => x.n === top);
    if (new Set(best.map((x) => x.l.href)).size === 1) return { kind: 'item', name: best[0]!.l.name, href: best[0]!.l.href };
    return undefined;
  }
  // A short link that names the item's head noun (three words at most, no number): the listing of its kind.
  if (section) return { kind: 'section', name: section.name, href: section.href };
  // The site's search box, once: the item's words as said, its count aside.
  const search = controls.filter((c) => c.kind === 'text' && c.submit && !c.posts && /\bsearch\b/i.test(`${c.label} ${c.hint ?? ''} ${c.submit}`));
  if (search.length === 1 && !progress.searched) return { kind: 'search', box: search[0]!.label || search[0]!.hint || 'search', button: search[0]!.submit!, words: item.said };
  return undefined;
}

const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*';
const DAY_MONTH = new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(${MONTH_PATTERN})\b`, 'i');
const MONTH_DAY = new RegExp(String.raw`\b(${MONTH_PATTERN})\s+(\d{1,2})(?:st|nd|rd|th)?\b`, 'i');
const OPTION_DAY = new RegExp(String.raw`^\s*(?:${WEEKDAY}\.?,?\s+)?(?:(\d{1,2})(?:st|nd|rd|th)?\s+(${MONTH_PATTERN})|(${MONTH_PATTERN})\s+(\d{1,2})(?:st|nd|rd|th)?)\b(?:\s+\d{4})?`, 'i');
const LENGTH = /\bfor\s+(\d{1,2}|an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fourteen)\s+(days?|nights?|weeks?)\b/i;
/** A button that gets the thing: adds it, books or hires it. */
const GETS = /\b(?:add|basket|cart|bag|trolley|hire|rent|book|reserve|buy|order)\b/i;
const NOT_GET = /\b(?:remove|delete|search|update|filter|sort|sign|log)\b/i;

/** The month (1–12) and day a text says ("from Friday 11 December", "18 December", "Dec 4"). */
export function dayOf(text: string): { m: number; d: number } | undefined {
  const a = DAY_MONTH.exec(text);
  const b = a ? undefined : MONTH_DAY.exec(text);
  const d = Number(a?.[1] ?? b?.[2]);
  const m = monthNumber((a?.[2] ?? b?.[1] ?? '').toLowerCase());
  return m > 0 && d >= 1 && d <= 31 ? { m, d } : undefined;
}

/** The length a text says, in days or nights ("for 3 days" → 3, "for a week" → 7 days), and in weeks as said. */
export function lengthOf(text: string): { n: number; unit: 'day' | 'night' | 'week' } | undefined {
  const l = LENGTH.exec(text);
  if (!l) return undefined;
  const n = /^\d+$/.test(l[1]!) ? Number(l[1]) : COUNT_WORDS[l[1]!.toLowerCase()] ?? 0;
  const unit = l[2]!.toLowerCase().replace(/s$/, '') as 'day' | 'night' | 'week';
  return n > 0 ? { n, unit } : undefined;
}

const nameOf = (c: SeenControl): string => c.label || c.hint || '';
const select = (c: SeenControl, option: string): Program => program({ kind: 'action', name: 'select', element: query({ description: str(nameOf(c)), type: 'dropdown' }), option: literal(option) });
const enter = (c: SeenControl, value: string): Program => program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(nameOf(c)), type: 'input' }) });
const bare = (o: string, n: number): boolean => new RegExp(String.raw`^\s*${n}\b(?!\s*[.:/])`).test(o);

/**
 * The item page's form filled from the clause (see the module): the programs that set its day,
 * length and count, then its button. Undefined when the page has no such form or the clause says
 * none of the three; null when one it says has no control or option to take it (a day booked out). `today`
 * ("YYYY-MM-DD"): a day said without a year, for a date box, is its next one from today.
 */
export function itemForm(item: ItemSaid, controls: readonly SeenControl[], today: string): Program[] | null | undefined {
  const forms = [...new Set(controls.filter((c) => c.form !== undefined && c.posts && c.submit && GETS.test(c.submit) && !NOT_GET.test(c.submit)).map((c) => c.form!))];
  if (forms.length !== 1) return undefined;
  const own = controls.filter((c) => c.form === forms[0]);
  const programs: Program[] = [];
  const used = new Set<SeenControl>();
  const day = dayOf(item.rest);
  if (day) {
    const menus = own.filter((c) => c.kind === 'select' && (c.options ?? []).filter((o) => OPTION_DAY.test(o)).length >= 3);
    const box = own.filter((c) => c.kind === 'date');
    if (menus.length === 1) {
      const hits = (menus[0]!.options ?? []).filter((o) => !/\b(?:booked|sold out|full|unavailable|closed)\b/i.test(o)).filter((o) => {
        const x = OPTION_DAY.exec(o);
        if (!x) return false;
        const d = Number(x[1] ?? x[4]);
        const m = monthNumber((x[2] ?? x[3] ?? '').toLowerCase());
        return m === day.m && d === day.d;
      });
      if (hits.length !== 1) return null;
      programs.push(select(menus[0]!, hits[0]!));
      used.add(menus[0]!);
    } else if (box.length === 1) {
      const [y, m, d] = today.split('-').map(Number) as [number, number, number];
      const year = day.m < m || (day.m === m && day.d < d) ? y + 1 : y;
      programs.push(enter(box[0]!, `${year}-${String(day.m).padStart(2, '0')}-${String(day.d).padStart(2, '0')}`));
      used.add(box[0]!);
    } else return null;
  }
  const length = lengthOf(item.rest);
  if (length) {
    const words = (c: SeenControl): string => `${nameOf(c)} ${c.hint ?? ''}`.toLowerCase();
    // (A week said, a control by days: seven days a week.)
    const byUnit = (unit: string): SeenControl[] => own.filter((c) => !used.has(c) && (c.kind === 'select' || c.kind === 'number') && new RegExp(String.raw`\b${unit}s?\b`).test(words(c)));
    let boxes = byUnit(length.unit);
    let n = length.n;
    if (!boxes.length && length.unit === 'week') {
      boxes = byUnit('day');
      n = length.n * 7;
    }
    if (boxes.length !== 1) return null;
    const c = boxes[0]!;
    if (c.kind === 'number') programs.push(enter(c, String(n)));
    else {
      const option = (c.options ?? []).find((o) => bare(o, n));
      if (!option) return null;
      programs.push(select(c, option));
    }
    used.add(c);
  }
  const counts = own.filter((c) => !used.has(c) && (c.kind === 'select' || c.kind === 'number') && /\b(?:quantity|qty|how many|number of items|items)\b/i.test(nameOf(c)));
  if (item.n > 1) {
    if (counts.length !== 1) return null;
    const c = counts[0]!;
    if (c.kind === 'number') programs.push(enter(c, String(item.n)));
    else {
      const option = (c.options ?? []).find((o) => bare(o, item.n));
      if (!option) return null;
      programs.push(select(c, option));
    }
  }
  if (!programs.length) return undefined;
  // (A menu of the form left at its prompt — "Choose a date" — would be sent empty: the form is not sent so.)
  if (own.some((c) => c.kind === 'select' && !used.has(c) && /^\s*(?:$|-+|(?:-+\s*)?(?:choose|select|pick|please)\b)/i.test(c.value ?? ''))) return null;
  programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(own[0]!.submit!), type: 'button' }) }));
  return programs;
}

/** A clause that only chooses: "choose the medium back size", "switch to the upper circle". */
const CHOOSE = /^(?:(?:then|and|now|please|also|just)[,\s]+)*(?:choose|pick|select|switch\s+to|change\s+to|go\s+for|opt\s+for)\s+(.+)$/i;

/** Whether a clause only chooses something (`choiceSaid` may read it on the page). */
export function mayChoose(text: string): boolean {
  return CHOOSE.test(text.trim());
}

/**
 * Round 24: the option links a clause that only chooses says, among the page's choice links (links
 * to the same page with another query: `choiceLinks`): each whose every word the clause says
 * ("choose the medium back size" → "Medium back", "switch to the upper circle" → "Upper circle —
 * £20", "pick Sage with 256GB" → "Sage" and "256GB"), not yet chosen (`chosen`: their words). The
 * first is taken, and the page read again. Undefined when none fits, when two links of the same
 * words lead to different pages, or the clause says more than four words besides.
 */
export function choiceSaid(text: string, url: string, links: readonly ItemLink[], chosen: ReadonlySet<string> = new Set()): { link: ItemLink; key: string } | undefined {
  const m = CHOOSE.exec(text.trim().replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  const said = wordsOf(m[1]!);
  const fits = choiceLinks(url, links).map((l) => ({ link: l, ws: optionWords(l.name) })).filter(({ ws }) => ws.length > 0 && ws.every((w) => said.includes(w)));
  const keys = new Set(fits.map((f) => f.ws.join(' ')));
  const covered = new Set(fits.flatMap((f) => f.ws));
  if (said.filter((w) => !covered.has(w)).length > 4) return undefined;
  for (const key of keys) {
    if (chosen.has(key)) continue;
    const same = fits.filter((f) => f.ws.join(' ') === key);
    if (new Set(same.map((f) => f.link.href)).size !== 1) return undefined;
    return { link: same[0]!.link, key };
  }
  return undefined;
}
