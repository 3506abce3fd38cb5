/**
 * Round 23: a listing narrowed and ordered in one sentence ("Show French red wines, cheapest
 * first", "Show vegan white wines only", "Find tyres in size 205/55 R16"), read one page at a time
 * for `Russ.run` (src/runtime/russ.ts `runFilters`), which acts and reads the next page.
 *
 * The sentence gives terms: plain words ("french", "red", "vegan", "malbec"), an order ("cheapest
 * first", "sorted by brand"), and values of several numbers ("205/55 R16"). Each page offers:
 *
 * - **filter links**: links whose every word the sentence says (by root, a country said by its
 *   adjective: "French" for "France") — a type or country list, a category in the navigation;
 *   one is followed per page, links that narrow (their address has a query) first;
 * - **a filter form**: a form sent by GET (it shows a list, it changes no record) whose menus have
 *   an option the sentence says, whose boxes' labels the sentence says ("Vegan only"), whose sort
 *   menu has the order said, and whose number menus take the parts of a value said as one
 *   ("205/55 R16": 205, 55 and 16 each the option of one menu, in the page's order) — all set,
 *   then its button pressed once.
 *
 * Each term is used once (`placed` keys); no rule names a site: the words used are the sentence's,
 * the page's link names, option lists and labels, and a general word table for orders and
 * countries.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { SeenControl } from './context.js';
import { sameRoot } from './unsent-reading.js';
import { searchBox, searchPhrase } from './search-words.js';

/** A link of the page, with its address resolved. */
export interface FilterLink {
  name: string;
  href: string;
}

/** A page as this reading sees it: its form controls and its links. */
export interface FilterPage {
  url: string;
  controls: readonly SeenControl[];
  links: readonly FilterLink[];
}

/** One move on the page it is read on. */
export type FilterMove =
  | { kind: 'link'; name: string; placed: string[] }
  | { kind: 'form'; programs: Program[]; placed: string[] };

/** Verbs that ask to see a list. */
const LIST_VERB = /^\s*(?:(?:first|then|now|next|please|just|and)[,\s]+)*(?:show(?:\s+me)?|find|search|list|look\s+up|browse|display|view|filter(?:\s+to)?|get\s+me)\s+/i;

/**
 * Round 28: a price said as the most to pay ("up to £300", "under $50", "that cost £100 or less",
 * "£100 or under"): an option of the filter form's one menu that writes that amount ("£300").
 */
const PRICE_CAP = /\b(?:(?:that\s+|which\s+)?(?:costs?|priced|are)\s+)?(?:(?:up\s+to|under|below|less\s+than|no\s+more\s+than|at\s+most)\s+([£$€])\s?(\d[\d,]*)|([£$€])\s?(\d[\d,]*)\s+(?:or\s+(?:less|under|below|cheaper)|max(?:imum)?|at\s+most|tops))\b/i;

/** The price cap said in a clause: its words and its amount's digits. */
export function priceCap(text: string): { said: string; digits: string } | undefined {
  const m = PRICE_CAP.exec(text);
  if (!m) return undefined;
  return { said: m[0], digits: (m[2] ?? m[4]!).replace(/,/g, '') };
}

/** Words that say nothing a page's link or option would: the list's framing. */
const FILLER = new Set(['the', 'a', 'an', 'all', 'only', 'any', 'some', 'me', 'my', 'in', 'of', 'for', 'with', 'and', 'or', 'from', 'made', 'size', 'sizes', 'that', 'which', 'are', 'is', 'on', 'to', 'by', 'sorted', 'sort', 'ordered', 'order', 'first', 'please', 'just', 'available', 'please', 'ones', 'one', 'at', 'least', 'most', 'than', 'more', 'less', 'under', 'over', 'type', 'types', 'kind', 'kinds', 'show', 'view', 'browse', 'list', 'options', 'items', 'products', 'results']);

/** Words of a menu's prompt or of an option that is no filter ("Any grape", "All seasons", "–"). */
const PROMPT = /^\s*(?:$|[-–—]+|(?:any|all|every|everything|everywhere|anywhere|choose|select|pick|please|none)\b)/i;

/** Countries said by their adjective (a general word table). */
const COUNTRY: Record<string, string> = {
  french: 'france', italian: 'italy', spanish: 'spain', german: 'germany', portuguese: 'portugal', australian: 'australia', argentinian: 'argentina', argentine: 'argentina', chilean: 'chile',
  american: 'america', english: 'england', british: 'britain', scottish: 'scotland', welsh: 'wales', irish: 'ireland', japanese: 'japan', chinese: 'china', indian: 'india', mexican: 'mexico',
  greek: 'greece', austrian: 'austria', swiss: 'switzerland', dutch: 'netherlands', belgian: 'belgium', hungarian: 'hungary', polish: 'poland', swedish: 'sweden', danish: 'denmark',
  norwegian: 'norway', canadian: 'canada', brazilian: 'brazil', turkish: 'turkey', lebanese: 'lebanon', thai: 'thailand', korean: 'korea', vietnamese: 'vietnam', african: 'africa', zealand: 'zealand',
};

/** An order said: what it orders by (a root of the option's words) and its direction. */
interface Order {
  by: RegExp;
  dir?: 'up' | 'down';
  said: string;
}

const PRICE = /\b(?:price|prices|priced|cost|costs|cheap\w*|expensive|fee|fees|rate)\b/i;
const SIZE = /\b(?:size|sizes|small\w*|larg\w*|big\w*|area)\b/i;
const UP = /\b(?:low(?:est)?\s*(?:to|-|–)\s*high|lowest|ascending|cheapest|least|smallest|a\s*(?:to|-|–)\s*z)\b/i;
const DOWN = /\b(?:high(?:est)?\s*(?:to|-|–)\s*low|highest|descending|most|largest|biggest|z\s*(?:to|-|–)\s*a)\b/i;

/** The order a sentence says, and the words that say it. */
export function orderSaid(text: string): Order | undefined {
  const t = text;
  let m = /\b(?:cheapest|lowest[\s-]priced|least expensive)(?:\s+(?:ones?|first))?\b/i.exec(t) ?? /\bprice,?\s+(?:low(?:est)?\s+(?:to\s+high(?:est)?|first))\b/i.exec(t);
  if (m && /first|to\s+high/i.test(m[0]) ) return { by: PRICE, dir: 'up', said: m[0] };
  m = /\b(?:most expensive|priciest|dearest|highest[\s-]priced)\s+first\b/i.exec(t) ?? /\bprice,?\s+(?:high(?:est)?\s+(?:to\s+low(?:est)?|first))\b/i.exec(t);
  if (m) return { by: PRICE, dir: 'down', said: m[0] };
  m = /\b(?:newest|latest|most recent)\s+first\b/i.exec(t);
  if (m) return { by: /\b(?:newest|latest|recent|new|date)\b/i, dir: 'down', said: m[0] };
  m = /\b(?:best|top|highest)[\s-]rated\s+first\b/i.exec(t);
  if (m) return { by: /\b(?:rat\w*|review\w*|stars?)\b/i, dir: 'down', said: m[0] };
  // Round 25: an order said by its end ("sorted from the smallest", "largest first"): a size, or a price when it says cheap.
  m = /\b(?:(?:sort(?:ed)?|order(?:ed)?|list(?:ed)?)\s+(?:them\s+)?from\s+(?:the\s+)?(smallest|largest|biggest|cheapest|dearest)\b(?:\s+(?:ones?|first|up|down))?|(smallest|largest|biggest)\s+first)\b/i.exec(t);
  if (m) {
    const word = (m[1] ?? m[2])!.toLowerCase();
    if (word === 'cheapest' || word === 'dearest') return { by: PRICE, dir: word === 'cheapest' ? 'up' : 'down', said: m[0] };
    return { by: SIZE, dir: word === 'smallest' ? 'up' : 'down', said: m[0] };
  }
  m = /\b(?:sort(?:ed)?|order(?:ed)?)\s+(?:them\s+)?by\s+(\p{L}+)(?:,?\s+(lowest|highest|cheapest|smallest|largest|low to high|high to low)(?:\s+first)?)?/iu.exec(t);
  if (m) {
    const word = m[1]!.toLowerCase();
    const dir = m[2] ? (UP.test(m[2]) ? 'up' : 'down') : undefined;
    const by = PRICE.test(word) ? PRICE : new RegExp(`\\b${word.slice(0, Math.max(4, word.length - 2)).replace(/[^\p{L}]/gu, '')}`, 'iu');
    return { by, ...(dir ? { dir } : {}), said: m[0] };
  }
  return undefined;
}

/** A value said as several numbers joined ("205/55 R16", "195/65R15"): its numbers. */
export function splitValue(text: string): { said: string; parts: string[] } | undefined {
  const m = /\b\d{2,4}\s*\/\s*\d{2,4}(?:\s*[A-Za-z]{0,2}\s*\d{2,4})*\b/.exec(text);
  if (!m) return undefined;
  const parts = m[0].match(/\d+/g) ?? [];
  return parts.length >= 2 ? { said: m[0], parts } : undefined;
}

/** Whether a clause asks to see a list narrowed or ordered: a listing verb, at least two things to narrow or order by, and no other value (a number, a code, a quoted text). */
export function mayFilter(text: string): boolean {
  // (Round 27: a quoted text is the form's words when it is the phrase searched for, "Search the archive for "harbour bridge"".)
  const phrase = searchPhrase(text);
  if (!LIST_VERB.test(text) || (/["“”]/.test(text) && !(phrase?.quoted && (text.match(/["“”]/g) ?? []).length === 2))) return false;
  const terms = filterTerms(text);
  // (A value this reading does not place — a postcode, a count, "at least 6 people" — leaves the clause to the form reading.)
  let rest = phrase ? text.replace(phrase.said, ' ') : text;
  if (terms.order) rest = rest.replace(terms.order.said, ' ');
  if (terms.split) rest = rest.replace(terms.split.said, ' ');
  // (Round 28: a price cap is the filter form's menu's — "up to £300" —, taken out of the words; a page with no menu for it leaves it to the form reading: `capLeft`.)
  const cap = priceCap(rest);
  if (cap) rest = rest.replace(cap.said, ' ');
  if (/\d/.test(rest)) return false;
  return terms.words.length + (terms.order ? 1 : 0) + (terms.split ? 1 : 0) + (cap ? 1 : 0) >= 2 && (terms.words.length >= 2 || !!terms.order || !!terms.split || !!cap);
}

/** The clause's terms: plain words, the order, the split value. */
export function filterTerms(text: string): { words: string[]; order?: Order; split?: { said: string; parts: string[] }; cap?: { said: string; digits: string } } {
  let rest = text.replace(LIST_VERB, ' ');
  const cap = priceCap(rest);
  if (cap) rest = rest.replace(cap.said, ' ');
  const order = orderSaid(rest);
  if (order) rest = rest.replace(order.said, ' ');
  const split = splitValue(rest);
  if (split) rest = rest.replace(split.said, ' ');
  const words = rest.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 3 && !FILLER.has(w) && !/^\d+$/.test(w));
  return { words: [...new Set(words)], ...(order ? { order } : {}), ...(split ? { split } : {}), ...(cap ? { cap } : {}) };
}

/** Whether a word said is the page's word `w` (by root; a country by its adjective). */
function saysWord(said: string, w: string): boolean {
  const c = COUNTRY[said];
  if (c && sameRoot(c, w)) return true;
  return sameRoot(said, w) && (said.length >= 4 || said === w);
}

/** An option's name without what qualifies it: "Large (120 sq ft and up)" → "Large", "Small – up to 25 sq ft" → "Small". */
export function optionHead(option: string): string {
  const head = option.replace(/\s*[(\[].*$/, '').replace(/\s+[-–—:]\s.*$/, '').trim();
  return head || option;
}

const contentOf = (name: string): string[] => name.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter((w) => w && !FILLER.has(w));

/** The words said (of `words`) that are all of `name`'s words, or undefined when one of its words is not said. */
function wordsNaming(name: string, words: readonly string[]): string[] | undefined {
  const own = contentOf(name);
  if (!own.length || own.length > 3) return undefined;
  const used: string[] = [];
  for (const w of own) {
    const s = words.find((x) => saysWord(x, w) || (w.includes('-') && w.split('-').every((p) => words.some((y) => saysWord(y, p)))));
    if (!s) return undefined;
    used.push(s);
  }
  return used;
}

/** Words of a link that names a list by how one gets it ("Find a unit", "Browse all tents", "See our menus"). */
const FINDING = new Set(['find', 'browse', 'search', 'see', 'view', 'show', 'our', 'all', 'shop', 'explore']);

/** Nouns of things a "What's on" page lists (a general word table). */
const EVENT_NOUN = /^(?:shows?|events?|performances?|concerts?|gigs?|plays?|films?|screenings?|exhibitions?|productions?)$/i;

/** The words said that name a list's link: the link begins with a word of finding and its other words are all said. */
function listNaming(name: string, words: readonly string[]): string[] | undefined {
  // (An events listing is named "What's on" the web over: it is the list of the shows, events or performances said.)
  if (/^\s*what['’]?s\s+on\s*$/i.test(name)) {
    const said = words.find((w) => EVENT_NOUN.test(w));
    return said ? [said] : undefined;
  }
  const all = name.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter(Boolean);
  if (all.length < 2 || all.length > 4 || !FINDING.has(all[0]!)) return undefined;
  const rest = all.slice(1).filter((w) => !FINDING.has(w)).join(' ');
  return contentOf(rest).length ? wordsNaming(rest, words) : undefined;
}

/** An option of a sort menu that says the order. */
function orderOption(c: SeenControl, order: Order): string | undefined {
  const options = (c.options ?? []).filter((o) => order.by.test(o));
  if (!options.length) return undefined;
  if (!order.dir) return options[0];
  const want = options.filter((o) => (order.dir === 'up' ? UP.test(o) && !DOWN.test(o) : DOWN.test(o) && !UP.test(o)));
  if (want.length) return want[0];
  // (An option that only names the key orders it the way the key says — "Newest", "Customer rating" — and a price up: a newcomer's reading of a menu.)
  const plain = options.filter((o) => !UP.test(o) && !DOWN.test(o));
  return plain.length === 1 && (order.dir === 'up' || order.by !== PRICE) ? plain[0] : undefined;
}

/**
 * The next move on `page` for the clause `text`, with the terms already placed (`spent`).
 * Undefined: nothing on the page narrows or orders by a term left.
 */
export function filterStep(text: string, page: FilterPage, spent: ReadonlySet<string>, fresh = false): FilterMove | undefined {
  const terms = filterTerms(text);
  const words = terms.words.filter((w) => !spent.has(w));
  const order = terms.order && !spent.has('order:') ? terms.order : undefined;
  const split = terms.split && !spent.has('split:') ? terms.split : undefined;
  const cap = terms.cap && !spent.has('cap:') ? terms.cap : undefined;
  // (Round 27: the words searched for, typed in the form's search box — src/parser/search-words.ts.)
  const phrase = !spent.has('words:') ? searchPhrase(text) : undefined;
  if (!words.length && !order && !split && !phrase && !cap) return undefined;
  // A filter form: sent by GET, with a button; the terms its menus, boxes and sort menu take.
  // (Round 25: or a form with no button whose controls send it when they change — a "Vegetarian only" box that reloads the list.)
  const sendsItself = (form: number): boolean => page.controls.filter((c) => c.form === form).every((c) => c.sendsOnChange && !c.submit);
  const forms = [...new Set(page.controls.filter((c) => c.form !== undefined && !c.posts && (c.submit || sendsItself(c.form))).map((c) => c.form!))];
  let best: { programs: Program[]; placed: string[]; count: number; near: number } | undefined;
  for (const form of forms) {
    const controls = page.controls.filter((c) => c.form === form);
    const programs: Program[] = [];
    const placed: string[] = [];
    const used = new Set<SeenControl>();
    let count = 0;
    // A value said as one, whose numbers are each an option of one menu of the form, in order.
    if (split) {
      const menus: SeenControl[] = [];
      let from = 0;
      for (const part of split.parts) {
        const i = controls.findIndex((c, k) => k >= from && c.kind === 'select' && (c.options ?? []).some((o) => o.trim() === part));
        if (i < 0) break;
        menus.push(controls[i]!);
        from = i + 1;
      }
      if (menus.length === split.parts.length) {
        menus.forEach((m, k) => {
          used.add(m);
          programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(m.label), type: 'dropdown' }), option: literal(split.parts[k]!) }));
        });
        placed.push('split:');
        count += menus.length;
      }
    }
    // (Round 28: the price cap, in the one menu that has an option of that amount.)
    if (cap) {
      const amount = (o: string): string => (/[£$€]\s?\d/.test(o) || /^\s*\d[\d,]*\s*$/.test(o) ? o.replace(/\.00\b/, '').replace(/[^\d]/g, '') : '');
      const menus = controls.filter((c) => c.kind === 'select' && !used.has(c) && (c.options ?? []).some((o) => amount(o) === cap.digits));
      if (menus.length === 1) {
        const option = menus[0]!.options!.find((o) => amount(o) === cap.digits)!;
        used.add(menus[0]!);
        if (menus[0]!.value !== option) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(menus[0]!.label), type: 'dropdown' }), option: literal(option) }));
        placed.push('cap:');
        count++;
      }
    }
    if (order) {
      const menu = controls.find((c) => c.kind === 'select' && !used.has(c) && /\b(?:sort|order)/i.test(c.label) && orderOption(c, order));
      if (menu) {
        used.add(menu);
        programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(menu.label), type: 'dropdown' }), option: literal(orderOption(menu, order)!) }));
        placed.push('order:');
        count++;
      }
    }
    for (const c of controls) {
      if (used.has(c)) continue;
      if (c.kind === 'select') {
        const hits = (c.options ?? []).filter((o) => !PROMPT.test(o)).map((o) => ({ o, by: wordsNaming(o, words) })).filter((x) => x.by && !x.by.some((w) => placed.includes(w)));
        if (hits.length !== 1 || c.value === hits[0]!.o) continue;
        used.add(c);
        programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(hits[0]!.o) }));
        placed.push(...hits[0]!.by!);
        count++;
      } else if (c.kind === 'radio') {
        // Round 25: a radio group's choice said as a word of the sentence ("large units" → Size "Large (120 sq ft and up)"): its words before a bracket or a dash are its name.
        const hits = (c.options ?? []).filter((o) => !PROMPT.test(o)).map((o) => ({ o, by: wordsNaming(optionHead(o), words) })).filter((x) => x.by && !x.by.some((w) => placed.includes(w)));
        if (hits.length !== 1 || c.value === hits[0]!.o) continue;
        used.add(c);
        programs.push(program({ kind: 'action', name: 'click', element: c.label ? query({ description: str(hits[0]!.o), in: query({ description: str(c.label) }) }) : query({ description: str(hits[0]!.o) }) }));
        placed.push(...hits[0]!.by!);
        count++;
      } else if (c.kind === 'checkbox' && c.value !== 'on') {
        const by = wordsNaming(c.label, words);
        if (!by || by.some((w) => placed.includes(w))) continue;
        used.add(c);
        programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
        placed.push(...by);
        count++;
      }
    }
    // Round 27: the phrase searched for, in the form's box that takes it, when no menu of the form took its words.
    const box = phrase ? searchBox(controls, phrase) : undefined;
    const phraseWords = phrase ? contentOf(phrase.phrase) : [];
    if (box && !phraseWords.some((w) => placed.some((p) => saysWord(p, w)))) {
      programs.unshift(program({ kind: 'action', name: 'enter', text: literal(phrase!.phrase), element: query({ description: str(box.label), type: 'input' }) }));
      placed.push('words:', ...words.filter((w) => phraseWords.some((x) => saysWord(w, x))));
      count++;
    }
    // (`fresh`: nothing of the run narrowed the list before — the page it was opened on holds another filter, a menu on an option no one said: that menu goes back to its "all" option.)
    if (count && fresh) {
      for (const c of controls) {
        const first = c.options?.[0];
        if (used.has(c) || c.kind !== 'select' || !first || !PROMPT.test(first) || !c.value || c.value === first || /\b(?:sort|order)/i.test(c.label) || contentOf(c.value).some((w) => terms.words.some((x) => saysWord(x, w)))) continue;
        programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(first) }));
      }
    }
    const button = controls.find((c) => c.submit)?.submit;
    // (A form that sends itself takes one control: its change reloads the page, and a second would act on a page gone.)
    if (!button && count > 1) continue;
    // (Round 27: of two forms that take as much, the one whose labels and button say more of the clause's words — "Search archive" for "the archive", not the header's search.)
    const near = words.filter((w) => controls.some((c) => contentOf(`${c.label} ${c.submit ?? ''}`).some((x) => saysWord(w, x)))).length;
    if (count && (!best || count > best.count || (count === best.count && near > best.near))) best = { programs: button ? [...programs, program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })] : programs, placed, count, near };
  }
  // Links whose words the sentence says: one a page, a narrowing one (its address has a query) first.
  const here = page.url;
  const links = page.links
    .filter((l) => l.href && l.href !== here && !/^(?:javascript|mailto|tel):/i.test(l.href) && !widens(l.href, here))
    .map((l) => ({ l, by: wordsNaming(l.name, words) }))
    .filter((x): x is { l: FilterLink; by: string[] } => !!x.by);
  const names = new Set(links.map((x) => x.l.name.toLowerCase()));
  const narrowing = links.filter((x) => /\?./.test(x.l.href));
  const link = (narrowing.length ? narrowing : links).sort((a, b) => b.by.length - a.by.length)[0];
  // (A link is followed before the form: the form of the page a filter link opens keeps that filter.)
  // (Not when the form alone takes the same words: a menu's option, not the navigation.)
  if (link && names.size >= 1 && !(best && link.by.every((w) => best!.placed.includes(w)))) return { kind: 'link', name: link.l.name, placed: link.by };
  if (best) return { kind: 'form', programs: best.programs, placed: best.placed };
  // Round 25: nothing here narrows, and one link names the list itself with a word of finding ("Find a unit" for "the medium units"): the list's page, where its filters are.
  const lists = page.links
    .filter((l) => l.href && l.href !== here && !/^(?:javascript|mailto|tel):/i.test(l.href))
    .map((l) => ({ l, by: listNaming(l.name, words) }))
    .filter((x): x is { l: FilterLink; by: string[] } => !!x.by);
  const listNames = new Set(lists.map((x) => x.l.name.toLowerCase()));
  // (Only before anything was set: a list's plain link would undo its filters.)
  return fresh && listNames.size === 1 ? { kind: 'link', name: lists[0]!.l.name, placed: [] } : undefined;
}

/** Whether a link shows this list with fewer of its filters (its path, and a part of its query): it undoes a narrowing ("Phones" on the Orbit phones). */
function widens(href: string, here: string): boolean {
  let a: URL;
  let b: URL;
  try {
    a = new URL(href);
    b = new URL(here);
  } catch {
    return false;
  }
  if (a.origin !== b.origin || a.pathname !== b.pathname || ![...b.searchParams.keys()].length) return false;
  return [...a.searchParams.entries()].every(([k, v]) => b.searchParams.get(k) === v) && [...a.searchParams.keys()].length < [...b.searchParams.keys()].length;
}
