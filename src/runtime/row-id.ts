/**
 * Round 29 (issue 11): the link of a row said by its id (src/parser/row-id.ts: "plot S14") — on this
 * page, or on a page one nav link away (a table of rows a nav link opens: "Vacant plots"). A link
 * whose name is the noun and the id ("Plot S14"), or the id alone, is the row's; one address only.
 * Structure only: links and their names; the browser is taken back where it was when none is found.
 */
import type { PageModel } from '../page/types.js';
import type { Adapter } from './adapter.js';
import { rankSections, type SectionLink } from './sections.js';
import type { RowIdSaid } from '../parser/row-id.js';

const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\d]+/gu, ' ').trim();

/** The one address (same site) of the page's visible links whose name `says` holds; undefined when none or several. */
export function oneSiteLink(page: PageModel, says: (name: string) => boolean): string | undefined {
  if (!page.url) return undefined;
  let origin: string;
  try {
    origin = new URL(page.url).origin;
  } catch {
    return undefined;
  }
  const hrefs = new Set<string>();
  for (const e of page.elements) {
    if (e.tag !== 'a' || !e.attributes.href || e.visible === false || !says(e.name || e.text)) continue;
    try {
      const url = new URL(e.attributes.href, page.url);
      if (url.origin === origin) hrefs.add(url.href);
    } catch {
      // (An address that does not parse is no link to follow.)
    }
  }
  return hrefs.size === 1 ? [...hrefs][0] : undefined;
}

/** The one address of the page's links named by the row's noun and id ("Plot S14" for "plot S14"); undefined when none or several. */
export function rowLink(page: PageModel, row: RowIdSaid): string | undefined {
  // (The id alone is not enough: a link "A2" or "BS6" is as often a level or a place; the page names the row as the sentence does.)
  const named = `${norm(row.noun)} ${norm(row.id)}`;
  return oneSiteLink(page, (name) => norm(name) === named);
}

export interface RowFound {
  /** The nav link whose page holds the row's link (absent: this page). */
  via?: SectionLink;
  url: string;
}

/** The row's link here or one nav link away (at most `probes` pages, within the deadline); undefined, the browser back where it was, when none. */
export async function seekRowLink(o: { adapter: Pick<Adapter, 'goto' | 'capture' | 'url'>; row: RowIdSaid; allowedOrigins?: readonly string[]; deadline: number; probes?: number }): Promise<RowFound | undefined> {
  const start = await o.adapter.capture();
  const here = rowLink(start, o.row);
  if (here) return { url: here };
  const startUrl = start.url ?? (await o.adapter.url());
  // (Each address once, the start page left out: rankSections' own.)
  const links = rankSections(start, [o.row.noun], null, o.allowedOrigins, new Set(), true);
  let opened = 0;
  for (const link of links) {
    if (opened >= (o.probes ?? 10) || Date.now() >= o.deadline) break;
    opened++;
    try {
      await o.adapter.goto(link.url);
      const url = rowLink(await o.adapter.capture(), o.row);
      if (url) return { via: link, url };
    } catch {
      // (A page that does not open is no answer.)
    }
  }
  if (opened) await o.adapter.goto(startUrl).catch(() => undefined);
  return undefined;
}
