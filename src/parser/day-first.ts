/**
 * Round 29: a page and its day or category said in one sentence (issue 11).
 *
 * "can you check tee times for tomorrow", "book a collection for Tuesday", "can you show me the
 * prices for shirts": the sentence names a page (a nav link, followed by the turn's first part) and
 * also the day or the kind of thing wanted. The page that link opens lists its days or its kinds as
 * links back to itself with a query (a strip of day links, "Sun 29", "Tuesday 1 December"; category
 * links, "Shirts & tops"). A newcomer opens the page, then picks the one link of those that says
 * the rest of the sentence. Read on the page opened (context.ts's second part after a link):
 *
 * - `dayOnPage`: the day said — "today", "tomorrow", a weekday, a date with its month or "the 3rd" —
 *   read against the conversation's `today`; a weekday said while a later day is in view (its date
 *   in the page's query) is the next such day from the one in view, never a past day. A number in
 *   a time ("at 10", "between 7 and 10", "10:40") is never a day. The page's day links are three or
 *   more links whose address carries a date ("?date=2026-11-29") or whose name is a day ("Sun 29",
 *   "Tuesday 1 December", "Today"); the one of the day said is picked.
 * - `kindOnPage`: the links that narrow the page in view (same path, a query added or changed),
 *   two or more; the one link that holds a word of the sentence no other of them holds ("shirts" ~
 *   "Shirts & tops", "nine" ~ "9 holes"), the words of the link the first part followed and the
 *   words of days and times left out.
 *
 * Structure only: the page's own links, their addresses and names, weekday and month names and a
 * few words of time. Nothing here names a site.
 */
import { MONTH_PATTERN, monthNumber } from '../thingtalk/calendar.js';
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState, TurnPlan } from './context.js';
import { currentUrl, sameText, stem } from './compare.js';
import { ISO_DAY, isoOfDay, saidDay, todayOf, WEEKDAY_NAMES, WEEKDAY_SAID } from './dates.js';
import { STOP, tokens as wordsOf } from './questions.js';
import { numberSaid } from './units.js';


/** Times said, taken out before a day is read: "between 7 and 10", "from 9 to 12", "at 10", "around 10:40", "7am", "10-12". */
const TIMES = new RegExp(
  [
    String.raw`\b(?:between|from)\s+\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?\s*(?:and|to|till|until|-|–)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:[ap]\.?m\.?)?`,
    String.raw`\b(?:at|around|about|after|before|by|till|until|from|for)\s+(?:half\s+)?\d{1,2}(?:[:.]\d{2})?(?:\s*[ap]\.?m\.?)?(?!\s*(?:st|nd|rd|th)\b)(?!\s+(?:${MONTH_PATTERN})\b)`,
    String.raw`\b\d{1,2}(?:[:.]\d{2})?\s*[ap]\.?m\.?`,
    String.raw`\b\d{1,2}[:.]\d{2}\b`,
    String.raw`\b\d{1,2}\s*[-–]\s*\d{1,2}\b`,
  ].join('|'),
  'gi',
);

const addDays = (d: Date, n: number): Date => new Date(d.getFullYear(), d.getMonth(), d.getDate() + n);
/** A weekday said, after "next" or not ("next Saturday", "weds"). */
const WEEKDAY_IN = new RegExp(String.raw`\b(next\s+)?(${WEEKDAY_SAID})s?\b`, 'g');
/** A link's name that is a day: "Sun 29", "Tuesday 1 December", "1 Dec 2026"; or with the month first, "December 1". */
const DAY_FIRST_NAME = new RegExp(String.raw`^(?:(${WEEKDAY_SAID})\s+)?(\d{1,2})(?:st|nd|rd|th)?(?:\s+(${MONTH_PATTERN}))?(?:\s+\d{4})?$`);
const MONTH_FIRST_NAME = new RegExp(String.raw`^(?:(${WEEKDAY_SAID})\s+)?(${MONTH_PATTERN})\s+(\d{1,2})(?:st|nd|rd|th)?(?:\s+\d{4})?$`);

/** The next month (this one counting) that has day `day` of the month, on or after `today`. */
function nextMonthDay(day: number, today: Date): Date | undefined {
  for (let k = 0; k < 13; k++) {
    const x = new Date(today.getFullYear(), today.getMonth() + k, day);
    if (x.getDate() === day && x >= today) return x;
  }
  return undefined;
}

/** The date a page's address carries in its query ("?date=2026-12-01"), or undefined. */
function dateInQuery(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    for (const v of new URL(url).searchParams.values()) if (ISO_DAY.test(v)) return v;
  } catch {
    /* not an address */
  }
  return undefined;
}

/**
 * The day a text says, as "YYYY-MM-DD" against `today`: "today", "tomorrow", a weekday (the next
 * one from `from`, that day counting), a date with its month or "the 3rd". Times are taken out
 * first. Undefined when it says no day, or two different ones.
 */
export function daySaidIso(text: string, today: Date, from: Date = today): string | undefined {
  const t = ` ${text.toLowerCase().replace(TIMES, ' ')} `;
  const found = new Set<string>();
  if (/\btoday\b|\btonight\b/.test(t)) found.add(isoOfDay(today));
  if (/\bday after tomorrow\b/.test(t)) found.add(isoOfDay(addDays(today, 2)));
  else if (/\btomorrow\b/.test(t)) found.add(isoOfDay(addDays(today, 1)));
  for (const m of t.matchAll(WEEKDAY_IN)) {
    const wd = WEEKDAY_NAMES.findIndex((n) => n.startsWith(m[2]!.slice(0, 3)));
    let step = (wd - from.getDay() + 7) % 7;
    if (m[1] && step === 0) step = 7;
    found.add(isoOfDay(addDays(from, step)));
  }
  const said = saidDay(t);
  const digits = !!said && /\d/.test(t.slice(said.index, said.index + said.length));
  // (Lead, after the merge: "wednesday the ninth" — a weekday with its day of the month, in words — is that date when its weekday agrees, not the next Wednesday.)
  const weekdays = [...found];
  if (said && !said.month && weekdays.length === 1 && !digits) {
    const x = nextMonthDay(said.day, today);
    if (x && x.getDay() === todayOf(weekdays[0]!).getDay()) return isoOfDay(x);
  }
  if (said && said.month) {
    const x = new Date(today.getFullYear(), said.month - 1, said.day);
    found.add(isoOfDay(x >= today ? x : new Date(today.getFullYear() + 1, said.month - 1, said.day)));
  } else if (said && digits) {
    // ("the 3rd"; "the first", "the second" are places in a list, not days.)
    const x = nextMonthDay(said.day, today);
    if (x) found.add(isoOfDay(x));
  }
  return found.size === 1 ? [...found][0] : undefined;
}

/** The day a link's name says, as "YYYY-MM-DD" near `today` (a week before to two months after): "Sun 29", "Tuesday 1 December", "1 Dec", "Today", "Tomorrow". */
function linkNameDay(name: string, today: Date): string | undefined {
  const t = name.toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  if (/^today\b/.test(t)) return isoOfDay(today);
  if (/^tomorrow\b/.test(t)) return isoOfDay(addDays(today, 1));
  const m = DAY_FIRST_NAME.exec(t) ?? MONTH_FIRST_NAME.exec(t);
  if (!m) return undefined;
  const [wdWord, dayText, monthText] = /^\d/.test(m[2]!) ? [m[1], m[2]!, m[3]] : [m[1], m[3]!, m[2]];
  if (!wdWord && !monthText) return undefined;
  const wd = wdWord ? WEEKDAY_NAMES.findIndex((n) => n.startsWith(wdWord.slice(0, 3))) : -1;
  const day = Number(dayText);
  const month = monthText ? monthNumber(monthText) : 0;
  for (let k = -7; k <= 62; k++) {
    const x = addDays(today, k);
    if (x.getDate() === day && (wd < 0 || x.getDay() === wd) && (!month || x.getMonth() + 1 === month)) return isoOfDay(x);
  }
  return undefined;
}

/** The page's day links: three or more links (distinct days) whose address carries a date or whose name is a day, each with its day. */
function dayLinks(state: DialogueState): Array<{ name: string; url: string; iso: string }> {
  const today = todayOf(state.today);
  const out: Array<{ name: string; url: string; iso: string }> = [];
  for (const l of state.links ?? []) {
    const name = l.name.replace(/\s+/g, ' ').trim();
    // (A link whose name is a clock time, "09:00", carries its day in its address too: no day link.)
    if (name.length > 40) continue;
    const iso = linkNameDay(name, today) ?? (/\d/.test(name) && !/\d[:.]\d\d|\d\s*[ap]\.?m\b/i.test(name) ? dateInQuery(l.url) : undefined);
    if (iso) out.push({ name, url: l.url, iso });
  }
  return new Set(out.map((x) => x.iso)).size >= 3 ? out : [];
}

/** The conversation's today, the day in view (its date in the page's query) and the day a weekday is read from: a later day in view, else today. */
function inView(state: DialogueState): { today: Date; viewing: string | undefined; from: Date } {
  const today = todayOf(state.today);
  const viewing = dateInQuery(currentUrl(state));
  return { today, viewing, from: viewing && todayOf(viewing) > today ? todayOf(viewing) : today };
}

/**
 * The one day link of the page in view that is the day the text says; undefined when the page has
 * no day strip, the day said is the one in view, or no link (or several addresses) says it.
 */
function dayOnPage(text: string, state: DialogueState, links: ReturnType<typeof dayLinks>): { name: string; url: string } | undefined {
  if (!links.length) return undefined;
  const { today, viewing, from } = inView(state);
  const iso = daySaidIso(text, today, from);
  if (!iso || iso === viewing) return undefined;
  const hits = links.filter((l) => l.iso === iso);
  if (new Set(hits.map((l) => l.url)).size !== 1) return undefined;
  return { name: hits[0]!.name, url: hits[0]!.url };
}

/** Words of asking and of days and times: no kind of thing. */
const NOT_KIND = new Set(('hi hello hey hiya can could would want wanted need needs like love please show see check look open book booking ' +
  'today tomorrow tonight morning afternoon evening night week weekend next this instead prices price cost costs some ' +
  'sunday monday tuesday wednesday thursday friday saturday sun mon tue tues wed thu thurs fri sat am pm').split(/\s+/));

/** A word that may name a kind: not short, no stop word, no word of asking or of days and times, no number. */
const kindWord = (w: string): boolean => w.length > 2 && !STOP.has(w) && !NOT_KIND.has(w) && !/^\d/.test(w);
/** A word's forms to match: its stem, and the digits of a number word ("nine" → "9"). */
const forms = (w: string): string[] => {
  const n = numberSaid(w);
  return n !== undefined && !/^\d/.test(w) ? [stem(w), String(n)] : [stem(w)];
};

/** Whether a link narrows the page at `here`: same site and path, its query added or changed. */
function narrowsHere(url: string, here: string): boolean {
  try {
    const u = new URL(url);
    const h = new URL(here);
    return u.origin === h.origin && u.pathname.replace(/\/+$/, '') === h.pathname.replace(/\/+$/, '') && u.search.length > 1 && u.search !== h.search;
  } catch {
    return false;
  }
}

/**
 * The one link narrowing the page in view (two or more do) that holds a word of the text none of
 * the others holds (the words of the page's heading name the page, not a kind: left out).
 * Undefined when none or several fit.
 */
function kindOnPage(text: string, state: DialogueState, dayLinked: ReturnType<typeof dayLinks>): { name: string; url: string } | undefined {
  const here = currentUrl(state);
  if (!here) return undefined;
  const days = new Set(dayLinked.map((l) => l.url));
  const group = new Map<string, string>();
  for (const l of state.links ?? []) {
    const name = l.name.replace(/\s+/g, ' ').trim();
    if (!name || name.length > 50 || days.has(l.url) || !narrowsHere(l.url, here) || !/\p{L}/u.test(name)) continue;
    if (!group.has(l.url)) group.set(l.url, name);
  }
  if (group.size < 2) return undefined;
  const page = new Set(wordsOf(state.heading ?? '').map(stem));
  const said = wordsOf(text.replace(TIMES, ' ')).filter((w) => kindWord(w) && !page.has(stem(w)));
  if (!said.length) return undefined;
  const entries = [...group].map(([url, name]) => ({ url, name, words: new Set(wordsOf(name).flatMap(forms)) }));
  const hitsOf = (w: string): number[] => {
    const fw = forms(w);
    return entries.flatMap((e, i) => (fw.some((f) => e.words.has(f)) ? [i] : []));
  };
  const score = new Map<number, number>();
  for (const w of new Set(said)) {
    const hits = hitsOf(w);
    if (hits.length === 1) score.set(hits[0]!, (score.get(hits[0]!) ?? 0) + 1);
  }
  if (!score.size) return undefined;
  const best = Math.max(...score.values());
  const top = [...score].filter(([, s]) => s === best);
  if (top.length !== 1) return undefined;
  const e = entries[top[0]![0]]!;
  return { name: e.name, url: e.url };
}

/** The day link, else the kind link, the rest of a sentence picks on the page its first part opened. */
export function dayOrKindOnPage(text: string, state: DialogueState): { name: string; url: string } | undefined {
  if (dayFirstOff()) return undefined;
  const links = dayLinks(state);
  return dayOnPage(text, state, links) ?? kindOnPage(text, state, links);
}

/** RUSS_NO_DAYFIRST=1 turns this module's readings off (for measuring them). */
const dayFirstOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_DAYFIRST === '1';

/** The words a step clicks by (a click's query description), or undefined for any other step. */
function clickDescription(p: Program | undefined): string | undefined {
  const a = p?.action;
  return a && a.name === 'click' && a.element.kind === 'query' && a.element.description?.kind === 'string' ? a.element.description.value : undefined;
}

/** The one click a plan makes on a link by its description: the plan's own, else its rescue's when the plan's one step is no click ("check for tomorrow", rescued by "Tee times"). */
function planClick(plan: TurnPlan): string | undefined {
  if (plan.kind !== 'programs' || plan.programs.length !== 1) return undefined;
  return clickDescription(plan.programs[0]) ?? (plan.programs[0]!.action.name !== 'click' && plan.rescue?.length === 1 ? clickDescription(plan.rescue[0]) : undefined);
}

/**
 * The command of a turn whose plan follows one of the page's plain links (an address with no
 * query: a page of the site, not a row's link) and that says a day or a kind beside it ("tee times
 * for tomorrow", "book a collection for monday", "the prices for shirts"): the sentence that names
 * the link, to be read on the page it opens. Undefined otherwise.
 */
export function dayFirstCommand(plan: TurnPlan, utterance: string, state: DialogueState): string | undefined {
  if (dayFirstOff()) return undefined;
  const described = planClick(plan);
  const text = utterance.trim();
  if (!described || text.includes('\n')) return undefined;
  const d = described.toLowerCase().replace(/\s+/g, ' ').trim();
  const link = (state.links ?? []).find((l) => sameText(l.name, d));
  if (!link || !plainPage(link.url)) return undefined;
  const command = text.split(/(?<=[.!?])\s+/).filter((x) => x.toLowerCase().includes(d)).pop();
  if (!command) return undefined;
  const today = todayOf(state.today);
  if (linkNameDay(described, today)) return undefined;
  const rest = command.toLowerCase().replace(d, ' ');
  return daySaidIso(rest, today) !== undefined || saysKindAfter(command, described) ? command : undefined;
}

/** Whether an address is a page of its own: no query, no fragment. */
function plainPage(url: string): boolean {
  try {
    const u = new URL(url);
    return u.search.length <= 1;
  } catch {
    return false;
  }
}

/**
 * A plan's click on one of the page's day links, set right by the day the turn says: the link of
 * that day when it is another (a weekday said while a later day is in view is the next such day from
 * it); the click left out when the turn says no day and its numbers are all of times ("between 7 and
 * 10" is no 7 December). Any other plan is returned as it is.
 */
export function dayRight(plan: TurnPlan, utterance: string, state: DialogueState): TurnPlan {
  if (dayFirstOff() || plan.kind !== 'programs' || typeof utterance !== 'string' || /[\u2060-\u206f]/.test(utterance)) return plan;
  // (Only a plan that clicks can click a day's link: most turns' plans end here, before the page's links are read.)
  if (!plan.programs.some((p) => p.action.name === 'click')) return plan;
  const links = dayLinks(state);
  if (!links.length) return plan;
  const clicked = (p: Program): { name: string; url: string; iso: string } | undefined => {
    const d = clickDescription(p);
    return d === undefined ? undefined : links.find((l) => sameText(l.name, d));
  };
  // A click on words of a time said ("between 7", "10" of "between 7 and 10"): the grounder may land it on a day's link.
  const timeWords = new Set((utterance.toLowerCase().match(TIMES) ?? []).flatMap((t) => wordsOf(t)));
  const ofTime = (p: Program): boolean => {
    const v = clickDescription(p);
    if (v === undefined) return false;
    const ws = wordsOf(v);
    // (Lead, after the merge: a clock time clicked — "10:00", "9am", a slot's own link — is that time's link, never a stray number.)
    if (/\d[:.]\d\d|\d\s*(?:am|pm)\b/i.test(v)) return false;
    return ws.some((w) => /^\d/.test(w)) && ws.every((w) => timeWords.has(w));
  };
  if (!plan.programs.some((p) => clicked(p) || ofTime(p))) return plan;
  const { today, from } = inView(state);
  const iso = daySaidIso(utterance, today, from);
  const timesOnly = iso === undefined && /\d/.test(utterance) && !/\d/.test(utterance.replace(TIMES, ' ')) && !/\b(?:today|tomorrow|tonight)\b/i.test(utterance);
  const programs: Program[] = [];
  for (const p of plan.programs) {
    const day = clicked(p);
    if (!day) {
      if (!(timesOnly && ofTime(p))) programs.push(p);
    }
    else if (iso && iso !== day.iso) {
      const right = links.filter((l) => l.iso === iso);
      if (new Set(right.map((l) => l.url)).size === 1) programs.push(program({ kind: 'action', name: 'goto', url: right[0]!.url }));
      else programs.push(p);
    } else if (!timesOnly) programs.push(p);
  }
  return { ...plan, programs };
}

/** Whether a command says a kind after the thing it opens ("prices for shirts", "tee times on the Heath"): words after "for", "on" or "in". */
function saysKindAfter(command: string, description: string): boolean {
  const at = command.toLowerCase().indexOf(description.toLowerCase());
  if (at < 0) return false;
  const rest = command.slice(at + description.length);
  const m = /^\s+(?:for|on|in)\s+(.+)$/i.exec(rest.replace(/[.!?]+$/, ''));
  if (!m) return false;
  return wordsOf(m[1]!).some(kindWord);
}
