/**
 * Round 29 (issue 11): a record of someone else's named by its owners' names ("On Ida and Per's page,
 * show …"), reached through the site's search by name (src/parser/owner-record.ts reads the sentence;
 * src/runtime/owner-record.ts reads the page's structure), and the near miss of round 28's service
 * search (a form that creates something is never taken for a sentence that does not ask to create).
 * Unit tests on the reading and the page readers, end to end on our sponsorship site
 * (test/sites/r29-owner/fundraise) through the tasks bench in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ownerRecord } from '../src/parser/owner-record.js';
import { createsUnasked, serviceFit } from '../src/parser/service-form.js';
import type { SeenControl } from '../src/parser/context.js';
import { isRecordOf, nameSearchUrl, recordLink } from '../src/runtime/owner-record.js';
import { rowIdSaid } from '../src/parser/row-id.js';
import { rowLink } from '../src/runtime/row-id.js';
import { pageFromHtml } from '../src/page/index.js';
const htmlToPageModel = (html: string, url: string) => pageFromHtml(`<!doctype html><html><body>${html}</body></html>`, { url });
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a record of someone else named by its owners', () => {
  it('reads the names, the record said after them, and what the sentence asks on it', () => {
    expect(ownerRecord("Show only the cycling events on Nadia Rahman and Omar Said's page")).toEqual({ people: ['Nadia Rahman', 'Omar Said'], said: 'Nadia Rahman and Omar Said', noun: 'page', rest: 'Show only the cycling events' });
    expect(ownerRecord("On Ida and Per's page, show just the running events")?.rest).toBe('Show just the running events');
    expect(ownerRecord("On Ida and Per's page, show just the running events")?.people).toEqual(['Ida', 'Per']);
    // A thing of theirs that is no container keeps its words: "to the honeymoon fund".
    expect(ownerRecord("Give £20 to Ida and Per's travel fund with the message \"Good luck\"")?.rest).toBe('Give £20 to the travel fund with the message "Good luck"');
    // "the Lund and Berg list"; opening it is the whole task.
    expect(ownerRecord('Put a £10 gift to the kit fund on the Lund and Berg page in the basket')).toMatchObject({ people: ['Lund', 'Berg'], rest: 'Put a £10 gift to the kit fund in the basket' });
    expect(ownerRecord('Open the Lund and Berg page')?.rest).toBe('');
    expect(ownerRecord("Buy both cushion covers on Ida and Per's list")?.rest).toBe('Buy both cushion covers');
    // One person's thing is as often a row of the user's own record: not read.
    expect(ownerRecord("Mark the thank-you for Auntie Pat's gift as sent")).toBeUndefined();
    expect(ownerRecord('Create a page for "Ida Lund" and her partner "Per Berg"')).toBeUndefined();
  });

  const home = htmlToPageModel(`<header><form role="search" method="get" action="/find"><label>Find a fundraiser <input type="search" name="q" placeholder="Name or surname"></label><button type="submit">Search</button></form></header>
<form method="get" action="/notices"><label>Search notices <input type="search" name="q"></label><button>Go</button></form>`, 'http://site.test/');

  it('finds the search by name among the page GET forms, never a search of other things', () => {
    expect(nameSearchUrl(home, 'Ida and Per', 'page')).toBe('http://site.test/find?q=Ida+and+Per');
    const notices = htmlToPageModel('<form method="get" action="/notices"><label>Search notices <input type="search" name="q"></label><button>Go</button></form>', 'http://site.test/');
    expect(nameSearchUrl(notices, 'Ida and Per', 'page')).toBeUndefined();
    // (A box that names the record's kind searches for it too: "Find a list".)
    const lists = htmlToPageModel('<form method="get" action="/lists"><label>Find a list <input name="q"></label><button>Find</button></form>', 'http://site.test/');
    expect(nameSearchUrl(lists, 'Ida and Per', 'list')).toBe('http://site.test/lists?q=Ida+and+Per');
  });

  it('opens the one result whose link holds every name; the record itself by its heading', () => {
    const results = htmlToPageModel('<ul><li><a href="/team/lund-berg">Ida Lund &amp; Per Berg</a></li><li><a href="/team/lund-moss">Ida Lund &amp; Kit Moss</a></li></ul>', 'http://site.test/find?q=Ida');
    expect(recordLink(results, ['Ida', 'Per'])).toBe('http://site.test/team/lund-berg');
    expect(recordLink(results, ['Ida'])).toBeUndefined();
    const record = htmlToPageModel("<h1>Ida Lund &amp; Per Berg's page</h1>", 'http://site.test/team/lund-berg');
    expect(isRecordOf(record, ['Lund', 'Berg'])).toBe(true);
    expect(isRecordOf(record, ['Nadia', 'Omar'])).toBe(false);
  });

  it('a form that creates something is not the service form of a sentence that does not ask to create', () => {
    const start: SeenControl[] = [
      { label: 'Your name', kind: 'text', form: 1, posts: true, submit: 'Create my page' },
      { label: "Partner's name", kind: 'text', form: 1, posts: true, submit: 'Create my page' },
    ];
    expect(createsUnasked('Show only the cycling events on "Nadia Rahman" and "Omar Said"', 'Create my page')).toBe(true);
    expect(serviceFit('Show only the cycling events for "Nadia Rahman" and "Omar Said"', { controls: start })).toBeUndefined();
    expect(createsUnasked('Create a page for "Ida Lund" and "Per Berg"', 'Create my page')).toBe(false);
    // (Starting a hire is no record created: round 28's "Start hire" stays.)
    expect(createsUnasked('Hire a city bike for 3 days', 'Start hire')).toBe(false);
  });
});

describe('a row said by its id', () => {
  it('reads a noun and an id of capitals and digits, never a field value', () => {
    expect(rowIdSaid('Open the page for plot S14')).toEqual({ noun: 'plot', id: 'S14', opens: true });
    expect(rowIdSaid('Apply for plot N4 with my details')).toEqual({ noun: 'plot', id: 'N4', opens: false });
    expect(rowIdSaid('Join the list as "Al Hay", postcode FN2 1QE, for a half plot')).toBeUndefined();
    expect(rowIdSaid('Book the rotavator, membership number FR2231')).toBeUndefined();
    expect(rowIdSaid('Bring 2 people')).toBeUndefined();
  });

  it('finds the one link named by the noun and the id', () => {
    const events = pageFromHtml('<!doctype html><html><body><table><tr><td><a href="/events/C7">Event C7</a></td></tr><tr><td><a href="/events/C70">Event C70</a></td></tr></table></body></html>', { url: 'http://site.test/events' });
    expect(rowLink(events, { noun: 'event', id: 'C7', opens: true })).toBe('http://site.test/events/C7');
    expect(rowLink(events, { noun: 'event', id: 'B1', opens: true })).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 29 records found by their owners names end to end (real Chromium, our sponsorship site)', () => {
  it('searches the names, opens the one result and does the rest there; never fills the create form', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r29-owner'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    const cycling = results.get('cycling-rahman')!;
    expect(cycling.ok).toBe(true);
    expect(cycling.actions[0]).toMatch(/^goto = .*\/find\?q=Nadia\+Rahman\+and\+Omar\+Said$/);
    expect(cycling.actions[1]).toMatch(/^goto = .*\/team\/rahman-said$/);
    expect(results.get('open-lund-berg')!.ok).toBe(true);
    expect(results.get('running-ida')!.ok).toBe(true);
    // A row said by its id: the nav page that lists it, then its link.
    const c7 = results.get('open-c7')!;
    expect(c7.ok).toBe(true);
    expect(c7.actions).toEqual([expect.stringMatching(/^goto = .*\/events$/), expect.stringMatching(/^goto = .*\/events\/C7$/)]);
    for (const r of results.values()) expect(r.actions.join('\n')).not.toMatch(/Your name|Partner's name|Create my page/);
    expect(summary.unexpectedSends ?? 0).toBe(0);
    expect(summary.wrongSends ?? 0).toBe(0);
  }, 300_000);
});
