/**
 * Round 13: the section a turn's words name, and the page a task's form is on.
 *
 * A site's home page links to its sections with the site's own words ("Spaces", "Our bakes",
 * "Help & support"), often inside a collapsed menu (a hamburger, a "More" dropdown, a mega-menu,
 * a footer). Two things are read from the PAGE and the words' meaning (the shipped word vectors),
 * never from lists of phrasings:
 *
 * - `rankSections`: the page's same-origin navigation links (visible or in a collapsed menu: the
 *   capture holds both) ranked by how close their words (text, accessible name, title, the href's
 *   path words) are to the words of the programs (descriptions, values, keys: what the parser put
 *   in ThingTalk; instruction text is never re-read here).
 * - `seekPage`: a bounded search for the page that holds a program's element: the ranked links
 *   are opened in order and the program grounded on each (at most `probes` pages, at most two hops,
 *   within a deadline, same origin and allowed origins only); of the pages where it grounds with
 *   confidence, the one where most of the run's other programs ground too is the answer. When none does, the browser is taken back to where it started.
 */
import { isElementAction, type Program, type Query, type Value } from '../thingtalk/index.js';
import { actionHints } from '../grounding/ground.js';
import type { StepContext } from './context.js';
import { groundElement, offeringDropdown, queryToGround } from './locate.js';
import type { PageElement, PageModel } from '../page/types.js';
import { inChrome } from '../page/tree.js';
import type { WordRelatedness } from '../word-vectors.js';
import type { Adapter } from './adapter.js';
import { isAllowedUrl } from './safety.js';

export interface SectionLink {
  /** The absolute URL the link opens. */
  url: string;
  /** What the page calls it (its accessible name or text). */
  name: string;
  /** Whether it shows on the page as captured (false: in a collapsed menu). */
  visible: boolean;
  /** Closeness of its words to the wanted words (0–1). */
  score: number;
}

const STOP = new Set(
  'a an the and or of to in on at for with by from my our your me i we you it its this that these those is are be do please can could would will just some any all new page pages section sections area go open take show find get see want need like id type stuff things thing bits bit info list lot lots kind sort one ones'.split(' '),
);

/** Content words of a text, lower case (numbers and very short words dropped). */
export function contentWords(text: string): string[] {
  return (text.toLowerCase().match(/\p{L}[\p{L}'’]*/gu) ?? []).map((w) => w.replace(/['’]s$/, '')).filter((w) => w.length > 2 && !STOP.has(w));
}

/** The words a program carries: its queries' descriptions (and their relations'), the values it enters or chooses. */
export function programWords(programs: readonly Program[]): string[] {
  const out: string[] = [];
  const value = (v: Value | undefined): void => {
    if (!v) return;
    if (v.kind === 'variable') out.push(...contentWords(v.name.replace(/_/g, ' ')));
    else out.push(...contentWords(v.value));
  };
  const visit = (q: Query | undefined, depth: number): void => {
    if (!q || depth > 6) return;
    value(q.description);
    for (const r of [q.above, q.below, q.left_of, q.right_of, q.in]) visit(r, depth + 1);
  };
  for (const p of programs) {
    const a = p.action as unknown as Record<string, unknown>;
    if (a.element) visit(a.element as Query, 0);
    for (const k of ['text', 'option', 'value'] as const) if (a[k] && typeof a[k] === 'object') value(a[k] as Value);
    if (typeof a.key === 'string' && p.action.name === 'ask') out.push(...contentWords(a.key));
  }
  return [...new Set(out)];
}

/** Singular-ish form, so "desks" meets "desk" without vectors. */
const stem = (w: string): string => w.replace(/(?:ies)$/, 'y').replace(/(?:sses|shes|ches|xes)$/, (m) => m.slice(0, -2)).replace(/(?<![su])s$/, '');

const NOISE = 0.4;

/** Closeness of two words: 1 when equal (or equal stems), else their vectors' cosine (0 when unknown). */
function wordSim(a: string, b: string, vectors: WordRelatedness | null | undefined): number {
  if (a === b || stem(a) === stem(b)) return 1;
  if (a.length >= 5 && b.length >= 5 && (a.startsWith(b) || b.startsWith(a))) return 0.85;
  const s = vectors?.similarity(a, b) ?? vectors?.similarity(stem(a), stem(b));
  // Below the noise floor of the vectors (unrelated words meet at 0.2–0.4) a pair says nothing.
  return s === undefined || s < NOISE ? 0 : (0.8 * (s - NOISE)) / (1 - NOISE);
}

/**
 * How close a link's words are to the wanted words: the best pair counts most, the wanted words'
 * average best match the rest (a link that meets every wanted word beats one that meets one).
 */
export function closeness(wanted: readonly string[], linkWords: readonly string[], vectors: WordRelatedness | null | undefined, every = false): number {
  if (!wanted.length || !linkWords.length) return 0;
  let best = 0;
  let sum = 0;
  for (const w of wanted) {
    let m = 0;
    for (const l of linkWords) m = Math.max(m, wordSim(w, l, vectors));
    best = Math.max(best, m);
    sum += m;
  }
  // `every`: every wanted word must be met (one noisy pair, "half"/"cut", does not name a link).
  return every ? sum / wanted.length : 0.7 * best + 0.3 * (sum / wanted.length);
}

function hrefOf(e: PageElement): string | undefined {
  const h = e.attributes?.href;
  if (!h || /^\s*(?:#|javascript:|mailto:|tel:)/i.test(h)) return undefined;
  return h;
}

/** The words a link is known by: its name and text, its title and aria-label, its path's words. */
function linkWords(e: PageElement, url: URL): string[] {
  const names = [e.name, e.text, e.attributes?.title ?? '', e.attributes?.['aria-label'] ?? ''].join(' ');
  const path = decodeURIComponent(url.pathname).replace(/[-_/.+]+/g, ' ');
  return [...new Set([...contentWords(names), ...contentWords(path)])];
}

/** The words a search looks for: the first program's (what must ground on the page found) count most, every program's the rest. */
export interface Wanted {
  first: readonly string[];
  all: readonly string[];
}

/** Links a search never opens: they end a session or change something when opened. */
const LEAVES = /\b(?:log ?out|logout|sign ?out|signout|delete|remove|unsubscribe|cancel|clear|empty|reset)\b/i;

/** A link of the page's navigation: in a nav, header, footer, aside or menu (visible or collapsed). */
export function isNavLink(page: PageModel, e: PageElement): boolean {
  if (e.role === 'menuitem' || e.role === 'tab') return true;
  let p = e.parent;
  for (let n = 0; p !== undefined && n < 10; n++) {
    const a = page.elements[p];
    if (!a) break;
    if (/^(?:nav|header|footer|aside|menu)$/.test(a.tag) || /^(?:navigation|menu|menubar|banner|contentinfo|tablist)$/.test(a.role ?? '')) return true;
    // A list of links (a grid of departments, a list of sections): three items or more, each led by a link.
    if ((a.tag === 'ul' || a.tag === 'ol') && a.children.length >= 3 && a.children.every((c) => page.elements[c]?.tag !== 'li' || hasLink(page, c))) return true;
    p = a.parent;
  }
  return false;
}


/** Whether an element holds a link (itself or below, a few levels down). */
function hasLink(page: PageModel, i: number, depth = 0): boolean {
  const e = page.elements[i];
  if (!e || depth > 4) return false;
  return e.tag === 'a' || e.children.some((c) => hasLink(page, c, depth + 1));
}

/**
 * Round 15: whether a link opens the user's own pages: its text says so ("My booking", "Your
 * orders", "My account") or its words name an account or a profile ("Student area" at
 * "/account", "Profile"). What a clause says is the user's ("my booking": src/parser/owned.ts)
 * is kept there. Round 29: "Our list" too where the task said "our" (`our`: a couple's or a family's own
 * page, "our list"); never otherwise, nor where a page is judged the user's own (`isOwnPage`): a
 * site's "Our story" or "Our car parks" is the site's.
 */
export function isOwnLink(e: PageElement, url: URL, our = false): boolean {
  const text = `${e.name || e.text || e.attributes?.['aria-label'] || ''}`.trim();
  if ((our ? /^(?:my|your|our)\s+\p{L}/iu : /^(?:my|your)\s+\p{L}/iu).test(text)) return true;
  return linkWords(e, url).some((w) => OWN_AREA.has(stem(w)));
}

const OWN_AREA = new Set(['account', 'profile', 'dashboard']);

/**
 * Whether a page is one of the user's own: its address's words name an account or a profile, or
 * its title or first heading says "My …"/"Your …" ("My bookings", "/account/details").
 */
export function isOwnPage(page: PageModel): boolean {
  let path = '';
  try {
    path = page.url ? decodeURIComponent(new URL(page.url).pathname) : '';
  } catch {
    path = '';
  }
  if (contentWords(path.replace(/[-_/.+]+/g, ' ')).some((w) => OWN_AREA.has(stem(w)))) return true;
  // (A page under the address of a link to the user's own pages: "/bookings/change" under "My bookings".)
  for (const e of page.elements) {
    const href = e.tag === 'a' ? hrefOf(e) : undefined;
    if (!href || !page.url) continue;
    try {
      const url = new URL(href, page.url);
      const base = url.pathname.replace(/\/+$/, '');
      if (base && url.origin === new URL(page.url).origin && (path === base || path.startsWith(`${base}/`)) && isOwnLink(e, url)) return true;
    } catch {
      // an address that does not parse is no evidence
    }
  }
  const h1 = page.elements.find((e) => e.tag === 'h1' && e.visible !== false);
  return [page.title ?? '', h1?.name || h1?.text || ''].some((t) => /^\s*(?:my|your)\s+\p{L}/iu.test(t));
}

/**
 * The page's navigation links to other pages of the same origin (and of the allowed origins),
 * each once (the first of its URL), ranked by closeness to `wanted`; the page itself is left out.
 * `own`: only the links to the user's own pages (`isOwnLink`).
 */
export function rankSections(page: PageModel, wanted: readonly string[] | Wanted, vectors: WordRelatedness | null | undefined, allowedOrigins?: readonly string[], skip: ReadonlySet<string> = new Set(), navOnly = false, every = false, own: boolean | 'content' = false, our = false): SectionLink[] {
  if (!page.url) return [];
  let here: URL;
  try {
    here = new URL(page.url);
  } catch {
    return [];
  }
  const seen = new Map<string, SectionLink>();
  for (const e of page.elements) {
    if (e.tag !== 'a') continue;
    const href = hrefOf(e);
    if (!href) continue;
    let url: URL;
    try {
      url = new URL(href, here);
    } catch {
      continue;
    }
    url.hash = '';
    if (url.origin !== here.origin || !isAllowedUrl(url.href, allowedOrigins)) continue;
    if (url.pathname === here.pathname && url.search === here.search) continue;
    if (skip.has(url.href)) continue;
    if (LEAVES.test(`${e.name} ${e.text} ${url.pathname}`)) continue;
    if (own === true && !isOwnLink(e, url, our)) continue;
    // (On the user's own page, its own links: "Change date", "Edit my details"; not the site's menus again.)
    if (own === 'content' && inChrome(page, e)) continue;
    const lw = linkWords(e, url);
    const score = Array.isArray(wanted) ? closeness(wanted as readonly string[], lw, vectors, every) : 0.6 * closeness((wanted as Wanted).first, lw, vectors) + 0.4 * closeness((wanted as Wanted).all, lw, vectors);
    // A search opens the page's navigation (menus, header, footer), and elsewhere only a link whose words are close;
    // never (a search, nor a section named in chat) a record's own page (a path with a number or an id in it, or deep: "/orders/A-1042", "/listing/57").
    if (/\d/.test(url.pathname) || url.pathname.split('/').filter(Boolean).length > 2 || (navOnly && score < 0.6 && !isNavLink(page, e))) continue;
    const prior = seen.get(url.href);
    const name = (e.name || e.text || url.pathname).trim().slice(0, 80);
    if (!prior) seen.set(url.href, { url: url.href, name, visible: e.visible, score });
    else if (score > prior.score) Object.assign(prior, { score, name: prior.visible ? prior.name : name });
  }
  return [...seen.values()].sort((a, b) => b.score - a.score);
}

/** The one link clearly closest to the words: its score at least `min` and `margin` above the next one's; else undefined (with the close ones, to ask between). */
export function clearSection(links: readonly SectionLink[], min = 0.3, margin = 0.1): { best?: SectionLink; close: SectionLink[] } {
  const [a, b] = links;
  if (!a || a.score < min) return { close: [] };
  if (!b || a.score - b.score >= margin) return { best: a, close: [a] };
  return { close: links.filter((l) => l.score >= a.score - margin).slice(0, 3) };
}

export interface SeekOptions {
  adapter: Pick<Adapter, 'goto' | 'capture' | 'url'>;
  /** The wanted words (the programs' own). */
  words: readonly string[] | Wanted;
  vectors: WordRelatedness | null | undefined;
  /** How well a captured page holds the programs: 0 when the first one's element is not there, else how many of them are. */
  fit: (page: PageModel) => Promise<number>;
  allowedOrigins?: readonly string[];
  /** Epoch ms after which no other page is opened. */
  deadline: number;
  /** Pages opened at most (default 5). */
  probes?: number;
  /** Links deep at most (default 2). */
  hops?: number;
  /**
   * Round 15: the words of what the step says is the user's ("my booking" → ["booking"]): the
   * first hop opens only the links to the user's own pages (`isOwnLink`), ranked by these words
   * first; the second hop any link of those pages (their "Change date", "Edit my details").
   */
  owned?: readonly string[];
  /** Round 29: the task said "our" ("our list"): an "Our …" link is one of the user's own too. */
  our?: boolean;
}

export interface Sought {
  /** The links followed from the start page, in order (one or two). */
  path: SectionLink[];
  page: PageModel;
}

/**
 * The page, one or two links from the current one, that `fit`s best; undefined (the
 * browser back on the start page) when none of the pages looked at holds it.
 */
export async function seekPage(o: SeekOptions): Promise<Sought | undefined> {
  const start = await o.adapter.capture();
  const startUrl = start.url ?? (await o.adapter.url());
  const probes = o.probes ?? 5;
  const hops = o.hops ?? 2;
  const visited = new Set<string>([startUrl]);
  let opened = 0;
  let moved = false;
  let best: (Sought & { fit: number }) | undefined;
  // Breadth first over ranked links: every link of the start page (up to the budget) before a second hop, which goes through the best-ranked pages only.
  type Node = { path: SectionLink[]; page: PageModel };
  let level: Node[] = [{ path: [], page: start }];
  // (Through the user's own pages the second hop is looked at too: the page one link in, with the record's own form, may fit better than the record's page.)
  for (let depth = 1; depth <= hops && (!best || (!!o.owned?.length && depth === 2)); depth++) {
    const next: Node[] = [];
    const owned = !!o.owned?.length;
    const perPage = depth === 1 ? probes : owned ? 4 : 2;
    for (const node of level) {
      // The user's own pages: first the links to them (ranked by the owned words), then their own links (by the other words: "move" is the record, "date" what changes).
      const all = Array.isArray(o.words) ? (o.words as readonly string[]) : (o.words as Wanted).all;
      const first = Array.isArray(o.words) ? all : (o.words as Wanted).first;
      const words = !owned ? o.words : depth === 1 ? { first: o.owned!, all } : { first: first.filter((w) => !o.owned!.includes(w)), all: all.filter((w) => !o.owned!.includes(w)) };
      const links = rankSections(node.page, words, o.vectors, o.allowedOrigins, visited, !owned, false, owned ? (depth === 1 ? true : 'content') : false, !!o.our).slice(0, perPage);
      for (const link of links) {
        if (opened >= probes || Date.now() >= o.deadline) break;
        visited.add(link.url);
        opened++;
        moved = true;
        try {
          await o.adapter.goto(link.url);
          const page = await o.adapter.capture();
          const path = [...node.path, link];
          // Of the pages that hold the first program's element, the one that holds most of the others' too (the earliest ranked on a tie).
          const fit = await o.fit(page);
          // (RUSS_SECTIONS_DEBUG=1: each page the search opened, its link's closeness and its fit, on stderr: what round 19's error analysis read.)
          if (typeof process !== 'undefined' && process.env?.RUSS_SECTIONS_DEBUG === '1') console.error(`[sections] hop ${depth} ${link.url} "${link.name}" score ${link.score.toFixed(2)} fit ${fit} words ${JSON.stringify(o.words)}`);
          if (fit > 0 && (!best || fit > best.fit)) best = { path, page, fit };
          if (next.length < 2) next.push({ path, page });
        } catch {
          // A page that does not open or read is no answer; the search goes on.
        }
      }
    }
    if (!next.length || opened >= probes || Date.now() >= o.deadline) break;
    level = next;
  }
  if (moved) await o.adapter.goto(startUrl).catch(() => undefined);
  return best ? { path: best.path, page: best.page } : undefined;
}

/**
 * Whether a page holds a form of its own: three visible fields or more (text boxes, dropdowns,
 * areas; a search box and buttons do not count). A step unsure on such a page may be unsure about
 * that form: another page must hold its element by its words to be taken for its page.
 */
export function holdsForm(page: PageModel): boolean {
  let n = 0;
  for (const e of page.elements) {
    if (!e.visible) continue;
    const t = (e.inputType ?? 'text').toLowerCase();
    const field = (e.tag === 'input' && !/^(?:hidden|submit|button|reset|image|search|checkbox|radio)$/.test(t) && e.role !== 'searchbox' && !/search/i.test(`${e.name} ${e.attributes?.placeholder ?? ''}`)) || e.tag === 'select' || e.tag === 'textarea';
    if (field && ++n >= 3) return true;
  }
  return false;
}

function isLinkOrButton(e: PageElement): boolean {
  return e.tag === 'a' || e.tag === 'button' || e.role === 'link' || e.role === 'button' || (e.tag === 'input' && /^(?:submit|button|reset|image)$/i.test(e.inputType ?? ''));
}

/**
 * Whether `program`'s element grounds on the current page with the confidence a step acts on,
 * located as the step itself locates it (readings, ties, a value's kind: src/runtime/locate.ts),
 * without waiting for the page to change and without asking anyone; a hidden element is no answer.
 * `byWords`: the element must be found by its words, not as the one field for its value's kind.
 */
export async function groundsHere(program: Program, ctx: StepContext, byWords = false, controlOnly = false): Promise<boolean> {
  const a = program.action;
  if (!isElementAction(a)) return false;
  const quick: StepContext = { ...ctx, dialogue: {}, options: { ...ctx.options, elementTimeout: 0, onLowConfidence: 'stop' } };
  try {
    const offering = a.name === 'select' && a.element.type === 'dropdown' && !a.element.description ? offeringDropdown(a, await ctx.adapter.capture()) : undefined;
    const { typed, ...hints } = actionHints(a);
    const found = await groundElement(offering ? [offering, ...queryToGround(a)] : queryToGround(a), quick, a.name, byWords || typed === undefined ? hints : { ...hints, typed });
    // `controlOnly` (round 15): a value typed or chosen must land in a field, not in a link or a button that names it ("Freeze membership" for "membership for").
    if (controlOnly && a.name !== 'click' && isLinkOrButton(found.target) && isLinkOrButton(found.element)) return false;
    return found.target.visible !== false || found.element.visible !== false;
  } catch {
    return false;
  }
}
