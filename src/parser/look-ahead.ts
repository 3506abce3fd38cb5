/**
 * Round 24: a question whose answer is on another page of the site, found by looking there.
 *
 * "What are the gym opening hours on a Saturday?" on the home page, "is there parking there?" on a
 * membership's welcome page, "what events have you got on?": the page the run is on does not say
 * it, and reading it anyway says a link's own name ("Opening times") or the menu. A newcomer would
 * look at the site's own pages whose links name the topic, and answer from the one that says it.
 *
 * 1. `lookAheadLinks`: the page's links to other pages of the same site, ranked by the question's
 *    own words in the link's name, and by a word table a newcomer would write (opening hours ↔
 *    "Opening times", "Visit us"; a price or a membership ↔ "Prices", "Memberships"; parking ↔
 *    "Facilities", "Getting here"; an address ↔ "Contact", "Our stores"; events ↔ "What's on").
 *    Links that do something (sign out, cancel, add, book, delete …) are never looked at. At most
 *    `LOOK_MOST` addresses.
 * 2. `weakAnswer`: what the question's reading said on this page does not answer it — nothing, a
 *    link's own name, or the menu's names run together. Only then are the pages looked at (the
 *    runtime, src/runtime/conversation.ts). (A statement without the question's topic words is not
 *    counted weak: "M70401" answers "what's my membership number?".)
 * 3. `lookedThere`: on a page looked at, the answer the page's readers are sure of — the opening
 *    hours that cover the day asked, a statement that holds the question's topic words and is not a
 *    link's name, or the page's heading when it names what was asked ("In-store events").
 *
 * Nothing here names a site: the words are the question's and a table of topics every site has.
 */
import type { DialogueState } from './context.js';
import { stem } from './questions.js';
import { HOURS_ASKED, daysIn, hoursCell } from './elsewhere.js';

/** At most this many pages are looked at for one question. */
export const LOOK_MOST = 3;

const tokens = (s: string): string[] => s.normalize('NFC').toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Words of a question that name no topic: function words, the question's frame, days, times. */
const STOP = new Set((
  'a an the it its this that these those is are was were be been do does did has have had will would can could should ' +
  'i me my we us our you your he him his she her they them their there here of on in at to for from with about by as and or ' +
  'what which who when where why how much many long any anything some tell know please ok okay so then also too now still yet ' +
  'hi hello hey thanks thank cheers oh well right just get got go going see show find look like want need there time times ' +
  'day days today tomorrow week weekend weekday weekdays morning afternoon evening night am pm ' +
  'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun one ones'
).split(/\s+/));

/** The question's topic words, as stems: what a page that answers it must say. */
export function topicStems(question: string): string[] {
  return [...new Set(tokens(question).filter((w) => !STOP.has(w) && w.length > 1 && !/^\d/.test(w)).map(stem))];
}

/**
 * A newcomer's table of topics every site has a page for: the question's words on the left, the
 * words of the link to that page on the right.
 */
const TOPICS: ReadonlyArray<readonly [RegExp, RegExp]> = [
  [HOURS_ASKED, /\b(?:opening|hours|times|visit(?:ing)? us|plan your visit|find us|contact(?: us)?|(?:our|all|find a) (?:stores?|shops?|branch(?:es)?|locations?))\b/i],
  [/\b(?:price|prices|cost|costs|charge|charges|how much|fees?|memberships?|tariffs?)\b/i, /\b(?:prices|pricing|price list|fees|tariffs?|rates|memberships?)\b/i],
  [/\b(?:park|parking|car park|bus|train|directions|wheelchair|accessible|lockers?|changing rooms?|café|cafe|wi-?fi|toilets?|showers?)\b/i, /\b(?:facilities|getting here|find us|directions|how to find us|travel|access(?:ibility)?|visit(?:ing)? us|plan your visit)\b/i],
  [/\b(?:address|phone|telephone|number to call|email address|located|where is|where are you)\b/i, /\b(?:contact(?: us)?|find us|(?:our|all|find a) (?:stores?|shops?|branch(?:es)?|locations?)|stores|locations|branches)\b/i],
  [/\bevents?\b|\bwhat(?:'s| is) on\b|\bgot on\b|\bhappening\b/i, /\b(?:events?|what's on|whats on|calendar)\b/i],
  [/\b(?:delivery|deliver|postage|shipping|returns?|refunds?)\b/i, /\b(?:delivery|shipping|returns|postage)\b/i],
  [/\b(?:sent|dispatched|shipped|arrived?|delivered|my orders?)\b/i, /\b(?:(?:my |your )?orders|order history)\b/i],
];

/** Links that do something when followed: never looked at. */
const DOES = /\b(?:log ?out|sign ?out|log ?off|cancel|delete|remove|empty|clear|unsubscribe|add|buy|book|reserve|pay|checkout|check out|confirm|join now|apply|print|download|pdf|skip to)\b/i;

/** Whether two stems are the same word (one a longer form of the other, four letters shared). */
const same = (a: string, b: string): boolean => a === b || (a.length >= 4 && b.length >= 4 && (a.startsWith(b) || b.startsWith(a)));

const bare = (url: string): string => url.replace(/#.*$/, '');

/**
 * The addresses to look at for a question this page does not answer, best first (at most
 * `LOOK_MOST`): the page's same-site links to another path (a view of this page — `?size=medium` — is
 * this page's choice, not another page) whose names hold the question's topic words (two points a
 * word) or a topic of the table (one point), the page's own address and links that act aside.
 */
export function lookAheadLinks(question: string, state: DialogueState): string[] {
  let here: URL;
  try {
    here = new URL(bare(state.visited[state.visited.length - 1] ?? ''));
  } catch {
    return [];
  }
  const want = topicStems(question);
  const topics = TOPICS.filter(([q]) => q.test(question));
  if (!want.length && !topics.length) return [];
  const best = new Map<string, { score: number; at: number }>();
  (state.links ?? []).forEach((l, at) => {
    const name = l.name.replace(/\s+/g, ' ').trim();
    if (!name || name.length > 40 || DOES.test(name)) return;
    let url: URL;
    try {
      url = new URL(l.url);
    } catch {
      return;
    }
    if (url.origin !== here.origin || !/^https?:$/.test(url.protocol) || url.pathname === here.pathname || DOES.test(url.pathname)) return;
    const have = tokens(name).map(stem);
    const words = want.filter((w) => have.some((h) => same(h, w))).length;
    const table = topics.filter(([, link]) => link.test(name)).length;
    const score = words * 2 + table;
    if (!score) return;
    const key = bare(url.href);
    const had = best.get(key);
    if (!had || had.score < score) best.set(key, { score, at: had?.at ?? at });
  });
  return [...best.entries()].sort((a, b) => b[1].score - a[1].score || a[1].at - b[1].at).slice(0, LOOK_MOST).map(([u]) => u);
}

/** A text made of the page's link names run together (a menu, a footer), or one link's name. */
function linksOnly(text: string, state: DialogueState): boolean {
  const names = [...new Set((state.links ?? []).map((l) => l.name.replace(/\s+/g, ' ').trim()).filter((n) => n.length > 1))].sort((a, b) => b.length - a.length);
  let rest = text.replace(/\s+/g, ' ').trim();
  if (!rest) return true;
  for (const n of names) if (rest.includes(n)) rest = rest.split(n).join(' ');
  return rest.replace(/[\s·|•,;:\-–—/©]+/g, '').length <= 2;
}

/** Whether a text says one of the question's topic words. */
function saysTopic(text: string, want: readonly string[]): boolean {
  const have = tokens(text).map(stem);
  return want.some((w) => have.some((h) => same(h, w)));
}

/**
 * Whether what a question's reading said on this page leaves it unanswered: nothing said, or only
 * link names without a value (a link that says a number — "Basket (0)", "£12" — is an answer).
 */
export function weakAnswer(said: readonly string[], state: DialogueState): boolean {
  const text = said.join(' ').trim();
  return !text || /^I could not find that\b/i.test(text) || (linksOnly(text, state) && !/\d/.test(text));
}

const TIME_SPAN = /\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?\s*(?:[–—-]|to|till|until)\s*\d{1,2}(?:[:.]\d{2})?\s*(?:am|pm)?|\bclosed\b/i;
const DAY_OF = (d: string): RegExp => new RegExp(String.raw`\b${d.slice(0, 3)}`, 'i');
const DAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

const MONTH = /^(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|christmas|easter)$/;

/** The names a question says ("the Harbour Quay shop"): its capitalised words after the first, "I" aside. */
export function namesSaid(question: string): string[] {
  return [...question.trim().matchAll(/(?<=\s)\p{Lu}[\p{L}'’-]+/gu)].map((m) => m[0].toLowerCase().replace(/['’]s$/, '')).filter((w) => w !== 'i' && !STOP.has(w) && !daysIn(w).size && !MONTH.test(w));
}

/**
 * On a page looked at that does not answer: the one link (same site, another path, not one that
 * acts) whose name holds every name the question says ("Harbour Quay" on the list of stores), the
 * second step of the look; undefined without names or with no one such link.
 */
export function lookDeeper(question: string, state: DialogueState): string | undefined {
  const names = namesSaid(question);
  if (!names.length) return undefined;
  const here = bare(state.visited[state.visited.length - 1] ?? '');
  let at: URL;
  try {
    at = new URL(here);
  } catch {
    return undefined;
  }
  const hits = new Set<string>();
  for (const l of state.links ?? []) {
    const name = l.name.replace(/\s+/g, ' ').trim();
    if (!name || name.length > 60 || DOES.test(name)) continue;
    const words = tokens(name);
    if (!names.every((n) => words.includes(n))) continue;
    try {
      const u = new URL(l.url);
      if (u.origin === at.origin && u.pathname !== at.pathname && !DOES.test(u.pathname)) hits.add(bare(u.href));
    } catch {
      // (A link without a usable address is no step.)
    }
  }
  return hits.size === 1 ? [...hits][0] : undefined;
}

/**
 * On a page looked at: the answer its statements are sure of, or undefined. `answered` is what the
 * page's question readers said (src/parser/asked.ts), checked here like any answer.
 */
export function lookedThere(question: string, state: DialogueState, answered: readonly string[]): string | undefined {
  const names = namesSaid(question);
  // (A question that names a place or a thing — "the Harbour Quay shop" — is answered only by what says that name.)
  if (names.length) {
    const all = (t: string) => { const w = tokens(t); return names.every((n) => w.includes(n)); };
    const found = lookedAt(question, state, answered);
    return found && (all(found) || all(state.heading ?? '')) ? found : undefined;
  }
  return lookedAt(question, state, answered);
}

function lookedAt(question: string, state: DialogueState, answered: readonly string[]): string | undefined {
  const want = topicStems(question);
  const texts = (state.texts ?? []).map((t) => t.replace(/\s+/g, ' ').trim()).filter((t) => t && !linksOnly(t, state));
  // Opening hours: the statement that names the day asked and gives hours, under the topic said ("the café") when the page has several.
  if (HOURS_ASKED.test(question)) {
    const day = DAYS.find((d) => new RegExp(String.raw`\b${d}s?\b`, 'i').test(question));
    const place = want.filter((w) => !HOURS_ASKED.test(w) && !/^(?:hour|opening|open)/.test(w));
    // A grid of places by days ("Gym" × "Saturday"): the cell where the row of the place asked meets the column of the day.
    const cell = hoursCell(question, state);
    if (cell) return cell;
    const spans = texts.filter((t) => t.length <= 200 && TIME_SPAN.test(t) && (!day || DAY_OF(day).test(t) || /\b(?:daily|every day|weekends?|weekdays?)\b/i.test(t)));
    // (The page's own heading names the place — "Hilltop wall" — on a page of one place's hours.)
    const under = place.length && !saysTopic(state.heading ?? '', place) ? spans.filter((t) => saysTopic(t, place) || saysTopic(headingBefore(t, state) ?? '', place)) : spans;
    if (under.length) return under[0];
  }
  const heard = answered.join(' ').trim();
  if (heard && !weakAnswer(answered, state) && (!want.length || saysTopic(heard, want))) return heard;
  if (want.length) {
    const stated = texts.filter((t) => t.length <= 200 && saysTopic(t, want)).sort((a, b) => score(b, want) - score(a, want) || a.length - b.length)[0];
    if (stated) return stated;
    const heading = state.heading ?? '';
    if (heading && saysTopic(heading, want)) return heading;
  }
  return undefined;
}

/** How many of the question's topic words a text says. */
function score(text: string, want: readonly string[]): number {
  const have = tokens(text).map(stem);
  return want.filter((w) => have.some((h) => same(h, w))).length;
}

/** The short title a statement is under on the page (the last short text before it that is no statement). */
function headingBefore(text: string, state: DialogueState): string | undefined {
  const texts = state.texts ?? [];
  const at = texts.findIndex((t) => t.replace(/\s+/g, ' ').trim() === text);
  for (let i = at - 1; i >= 0 && i >= at - 8; i--) {
    const t = texts[i]!.trim();
    if (t.length <= 40 && !/\d/.test(t)) return t;
  }
  return undefined;
}
