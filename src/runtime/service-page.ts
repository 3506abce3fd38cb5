/**
 * Round 28 (issue 11): the service form on a page of its own, one navigation link away, under a name
 * the sentence does not say ("Book a restring for my acoustic guitar on Tuesday 1 December, name …"
 * from a home page whose nav says "Repairs"; "Rent a flute for 12 months …" under "Rent an instrument").
 *
 * When a one-sentence task is unsure on its page and no form of that page takes its values, the
 * pages the page's navigation links open (`rankSections`, nav links only, the page itself and links
 * that end a session left out) are opened one by one, within a deadline and a number of pages, and
 * each page's forms that post are measured against the sentence (src/parser/service-form.ts: its
 * values placed by the whole-task reading, its options said). The page is taken only when its form
 * is clearly the best: it fills at least two controls, scores at least `MIN_FIT`, and beats both the
 * page the run is on and every other page opened by `MARGIN`. Otherwise (and after the search in
 * any case) the browser is taken back to where it started.
 *
 * Structure only: forms, their method, their controls and options, nav links. The sentence is read by
 * the parser's `serviceFit`; this module opens pages.
 */
import type { PageModel } from '../page/types.js';
import type { Adapter } from './adapter.js';
import { rowsOf, taskPage } from './conversation.js';
import { rowOpener } from '../parser/row-flow.js';
import { contentWords, rankSections, type SectionLink } from './sections.js';
import { serviceFit, type ServiceFit } from '../parser/service-form.js';
import { stem } from '../parser/compare.js';

/** The least fit a page's form must have to be taken (about two controls filled for sure). */
const MIN_FIT = 2;
/** How much better the page taken must fit than the start page and every other page opened. */
const MARGIN = 0.5;
/** The least share of its form's controls the sentence must fill (a form of six boxes that takes a name and an email is another purpose's). */
const MIN_SHARE = 0.5;

/** What a link that says a word of the sentence adds to its page's fit (to break a near tie, never to pass `MIN_FIT`). */
const LINK_BONUS = 0.5;

const sharesWord = (name: string, said: ReadonlySet<string>): boolean => contentWords(name).some((w) => said.has(stem(w)));

export interface ServiceSought {
  link: SectionLink;
  page: PageModel;
  /** The page's form that fits; absent when the page was taken for its row the sentence names (round 29: `row`). */
  fit?: ServiceFit;
  /** Round 29: the link of the page's row that the sentence names ("Book the petrol rotavator"), when the page was taken for that row. */
  row?: string;
}

export interface ServiceSeek {
  adapter: Pick<Adapter, 'goto' | 'capture' | 'url'>;
  /** The sentence (the task's own words). */
  text: string;
  allowedOrigins?: readonly string[];
  /** Epoch ms after which no other page is opened. */
  deadline: number;
}

/** Pages opened at most. */
const PROBES = 14;

/** The page, one nav link away, whose form clearly fits the sentence best; undefined (the browser back where it was) when none does. */
export async function seekServicePage(o: ServiceSeek): Promise<ServiceSought | undefined> {
  const start = await o.adapter.capture();
  const startUrl = start.url ?? (await o.adapter.url());
  const startSeen = taskPage(start);
  const here = serviceFit(o.text, startSeen)?.score ?? 0;
  // (A form of this page that takes the sentence already: nothing to look for.)
  if (here >= MIN_FIT) return undefined;
  // (Round 29: nor when this page has the row the sentence names: its own link is the way on.)
  if (rowOpener(o.text, rowsOf(start), startSeen.links ?? [])) return undefined;
  const links = rankSections(start, contentWords(o.text), null, o.allowedOrigins, new Set(), true);
  let best: { link: SectionLink; page: PageModel; fit: ServiceFit; rank: number } | undefined;
  const said = new Set(contentWords(o.text).map(stem));
  let second = 0;
  let opened = 0;
  const rowPages: Array<{ link: SectionLink; page: PageModel; row: string; named: boolean }> = [];
  const startPath = new URL(startUrl).pathname;
  try {
    for (const link of links) {
      if (opened >= PROBES || Date.now() >= o.deadline) break;
      // (Each address once: rankSections'. A link to this page's path with another query is no other page.)
      if (new URL(link.url).pathname === startPath) continue;
      opened++;
      try {
        await o.adapter.goto(link.url);
        const page = await o.adapter.capture();
        const seen = taskPage(page);
        const fit = serviceFit(o.text, seen);
        // (Round 29: a page whose one row the sentence names, opened by that row's own link — "the rotavator" in Tool hire's table, "the 5 December
        // work party" in Work parties' — the form one row further in. Kept aside: taken only when no page's form fits.)
        const row = rowOpener(o.text, rowsOf(page), seen.links ?? []);
        if (row) rowPages.push({ link, page, row: row.name, named: sharesWord(link.name, said) });
        if (typeof process !== 'undefined' && process.env?.RUSS_SECTIONS_DEBUG === '1') console.error(`[service] ${link.url} "${link.name}" fit ${fit ? `${fit.score.toFixed(2)} filled ${fit.filled}` : 0}`);
        if (!fit) continue;
        // (A link that says a word of the sentence — "Hire a bike" for "Hire a city bike …", "Firing service" for "a bisque firing" — breaks a near tie.)
        const rank = fit.score + (sharesWord(link.name, said) ? LINK_BONUS : 0);
        if (!best || rank > best.rank) {
          second = Math.max(second, best?.rank ?? 0);
          best = { link, page, fit, rank };
        } else second = Math.max(second, rank);
      } catch {
        // A page that does not open or read is no answer; the search goes on.
      }
    }
  } finally {
    if (opened) await o.adapter.goto(startUrl).catch(() => undefined);
  }
  if (!best || best.fit.filled < 2 || best.fit.score < MIN_FIT || best.fit.score < MIN_SHARE * best.fit.controls || best.rank - Math.max(second, here) < MARGIN) return rowPage(rowPages);
  return { link: best.link, page: best.page, fit: best.fit };
}

/**
 * Round 29: of the pages opened whose one row the sentence names, the one to take: the only one, or the only one whose link says a word of the
 * sentence ("Tool hire" for "Hire the hedge trimmer …", "Work parties" for "the 5 December work party"); none when that does not pick one out.
 */
function rowPage(pages: ReadonlyArray<{ link: SectionLink; page: PageModel; row: string; named: boolean }>): ServiceSought | undefined {
  const named = pages.filter((p) => p.named);
  const one = pages.length === 1 ? pages[0] : named.length === 1 ? named[0] : undefined;
  return one ? { link: one.link, page: one.page, row: one.row } : undefined;
}
