/**
 * The one result of a list that a filter or a new search left with a single item (round 16).
 *
 * "Open it" / "show me that one" right after the user narrowed a list: the page still shows one
 * result, but one card is no repeated group, so the page's main list is whatever repeats most
 * (its footer's link columns) and "the first item" is not the result. The result is told by its
 * link: an earlier page on the same path (the same results page with another query) listed items
 * whose links have one shape (`/p/<id>`, `/r/<name>`) — or, on a results page (an address with a
 * query), any list of items seen before did; the rows of this page whose link has that
 * shape (and the page's links of that shape) are its results. Exactly one distinct target → that page (a goto of the row's link, as
 * an item of a list is opened); none or several →
 * undefined (the turn is read as before). No words of a site: the page's own addresses.
 */
import type { DialogueState } from './context.js';
import { currentUrl } from './compare.js';

/** A link's shape: its path with the last segment left out, and how many segments it has. */
function shape(url: string): { origin: string; stem: string; depth: number; path: string } | undefined {
  try {
    const u = new URL(url);
    const parts = u.pathname.split('/').filter(Boolean);
    if (parts.length < 2) return undefined;
    return { origin: u.origin, stem: parts.slice(0, -1).join('/'), depth: parts.length, path: u.pathname };
  } catch {
    return undefined;
  }
}

function pathOf(url: string | undefined): string | undefined {
  try {
    return url ? new URL(url).pathname : undefined;
  } catch {
    return undefined;
  }
}

/** The one result the current page lists (its title and where its link leads), when the list it narrowed is known; else undefined. */
export function onlyResult(state: DialogueState): { title: string; url: string } | undefined {
  const here = currentUrl(state);
  const path = pathOf(here);
  if (!here || !path) return undefined;
  // The lists seen on this same path under another query (the results before the narrowing), or,
  // on a page whose address holds a query (a search's or a filter's results), any list of items seen.
  const query = /\?./.test(here);
  const before = state.lists.filter((l) => l.url !== here && (pathOf(l.url) === path || query) && !l.bare && l.items.length >= 2);
  const shapes = new Set<string>();
  const shown = new Set([...(state.links ?? []).map((l) => l.url), ...state.rows.map((r) => r.url)].map((u) => pathOf(u)).filter(Boolean));
  for (const l of before) {
    // A list every item of which this page shows too is the site's own furniture (a footer's columns), not results.
    if (l.items.every((i) => shown.has(pathOf(i.url)))) continue;
    const s = l.items.map((i) => (i.url ? shape(i.url) : undefined));
    // Every item of the list links to the same kind of page.
    if (s.length && s.every((x) => x && x.stem === s[0]!.stem && x.depth === s[0]!.depth && x.origin === s[0]!.origin)) shapes.add(`${s[0]!.origin} ${s[0]!.stem} ${s[0]!.depth}`);
  }
  if (!shapes.size) return undefined;
  const hits = new Map<string, { title: string; url: string }>();
  const links = [...state.rows.filter((r) => r.url).map((r) => ({ name: r.title, url: r.url! })), ...(state.links ?? [])];
  for (const l of links) {
    const s = shape(l.url);
    if (!s || s.path === path || !shapes.has(`${s.origin} ${s.stem} ${s.depth}`) || !l.name.trim()) continue;
    // Its longest name ("Kinjo Sushi Bar", not its "View" button).
    const had = hits.get(s.path);
    if (!had || l.name.length > had.title.length) hits.set(s.path, { title: l.name, url: l.url });
  }
  return hits.size === 1 ? [...hits.values()][0] : undefined;
}
