/**
 * Round 13: the section a turn's words name, and the page a task's form is on
 * (src/runtime/sections.ts, its use in src/runtime/russ.ts). Our own site, "Larkspur Works"
 * (test/sites/sections/cowork): a home page with no form whose sections are linked with the site's
 * words, in a top bar, a closed "More" dropdown, a hidden hamburger panel and a footer, and a
 * "Bike hire" link to another origin (served here, to see that nothing ever opens it). Real
 * Chromium, the real parser and grounding.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pageFromHtml } from '../src/page/index.js';
import { clearSection, closeness, contentWords, programWords, rankSections } from '../src/runtime/sections.js';
import { program, query, str, literal } from '../src/thingtalk/ast.js';
import { defaultWordVectors } from '../src/word-vectors.js';
import { hasChromium, withServedSite } from './browser.js';
import { ROOT } from './helpers.js';

const SITE = pathToFileURL(join(ROOT, 'test/sites/sections/cowork/server.mjs')).href;

describe('sections ranked by the words of programs', () => {
  const html = `<html><body><header><nav><a href="/">Home</a> <a href="/seating">Sofas &amp; armchairs</a> <a href="/kitchen">Cookware</a>
    <details><summary>More</summary><a href="/bakery">Our bakes</a></details></nav><a href="https://elsewhere.example/sofas">Partner sofas</a></header>
    <main><p>Hello</p></main><footer><a href="/logout">Log out</a> <a href="/help">Help &amp; support</a></footer></body></html>`;
  const page = { ...pageFromHtml(html), url: 'http://127.0.0.1:5000/' };

  it('the words a program carries: descriptions and values, not the action', () => {
    const p = program({ kind: 'action', name: 'enter', element: query({ description: str('the couches'), type: 'input' }), text: literal('Hot desk') });
    expect(programWords([p])).toEqual(['couches', 'hot', 'desk']);
    expect(contentWords("Could you open my inbox?")).toEqual(['inbox']);
  });

  it('a link whose words mean the wanted ones ranks first; another origin and a link that ends the session are never offered', async () => {
    const vectors = await defaultWordVectors();
    const links = rankSections(page, ['couches'], vectors);
    expect(links[0]!.url).toBe('http://127.0.0.1:5000/seating');
    expect(links.map((l) => l.url)).not.toContain('https://elsewhere.example/sofas');
    expect(links.map((l) => l.url)).not.toContain('http://127.0.0.1:5000/logout');
    // "cakes" meets "bakes" only through the vectors; the dropdown's link counts though it is closed.
    expect(clearSection(rankSections(page, ['cakes'], vectors)).best?.url).toBe('http://127.0.0.1:5000/bakery');
    // Nothing close: no section is clearly meant.
    expect(clearSection(rankSections(page, ['passport'], vectors)).best).toBeUndefined();
    expect(closeness(['support'], ['help', 'support'], vectors)).toBe(1);
  });
});

/** A second origin that counts the requests it gets (nothing may open it). */
async function otherOrigin(): Promise<{ url: string; hits: string[]; close: () => void }> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(req.url ?? '/');
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end('<h1>Bike hire</h1><form><label>Number of bikes <input name="n"></label><button>Rent bikes</button></form>');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/bikes`, hits, close: () => server.close() };
}

/**
 * The cowork site served with its "Bike hire" link pointing at a second origin, and a Russ on it;
 * after `body`, the second origin must never have been opened.
 */
type CoworkSite = import('../src/cli/eval-chat.js').Site & { state(): { sent: unknown }; reset(): void };
type Opened = { site: CoworkSite; adapter: import('../src/adapters/playwright.js').PlaywrightAdapter; origin: string; russ: import('../src/runtime/russ.js').Russ };

async function onCoworkSite(body: (c: Opened) => Promise<void>): Promise<void> {
  const { createSite } = await import(SITE);
  const other = await otherOrigin();
  const site: CoworkSite = createSite({ external: other.url });
  try {
    await withServedSite(site, async ({ adapter, origin }) => {
      const { Russ } = await import('../src/runtime/russ.js');
      await body({ site, adapter, origin, russ: new Russ({ adapter, timeout: 15_000 }) });
    });
    expect(other.hits).toEqual([]);
  } finally {
    other.close();
  }
}

describe.runIf(hasChromium)('the page a task starts from, and sections named in the user\'s words (real Chromium)', () => {
  it('tasks started on the home page find their form one link away (a top-bar link, a link in a closed dropdown), say where they went, and fill it', async () => {
    await onCoworkSite(async ({ site, adapter, origin, russ }) => {
      const trace = await russ.run('Choose Standing desk as the desk type, set the date to 2027-03-05 and press Reserve.');
      expect(trace[0]!.action).toBe('goto');
      expect(trace[0]!.value).toBe(`${origin}/spaces`);
      expect(trace[0]!.reason).toMatch(/Spaces/);
      expect(site.state().sent).toEqual({ form: 'desk', fields: { kind: 'standing', day: '2027-03-05' } });

      site.reset();
      await adapter.goto(`${origin}/`);
      const cake = await russ.run('Pick Lemon for the sponge, put "Well done Ada" in the message on the cake field and press Order cake.');
      expect(cake[0]!.action).toBe('goto');
      expect(cake[0]!.value).toBe(`${origin}/bakes`);
      expect(site.state().sent).toEqual({ form: 'cake', fields: { sponge: 'lemon', words: 'Well done Ada' } });

      // A whole task in one clause that names no field: read on the page found, as on its own page.
      site.reset();
      await adapter.goto(`${origin}/`);
      const desk = await russ.run('Reserve a fixed desk on 2027-04-02.');
      expect(desk[0]!.action).toBe('goto');
      expect(site.state().sent).toEqual({ form: 'desk', fields: { kind: 'fixed', day: '2027-04-02' } });
    });
  }, 240_000);

  it('a task whose form is on no page of the site: its own error stands, nothing is reported done, the browser is back where it started, the other origin is never opened', async () => {
    await onCoworkSite(async ({ site, adapter, origin, russ }) => {
      const err = await russ.run('Enter 3 as the number of bikes and press Rent bikes.').then(() => undefined, (e: { code?: string; trace?: Array<{ status: string; action?: string }> }) => e);
      expect(err?.code).toMatch(/^E_(?:LOW_CONFIDENCE|NO_ELEMENT)$/);
      expect(err?.trace?.filter((e) => e.status === 'ok')).toEqual([]);
      expect(err?.trace?.some((e) => e.action === 'goto')).toBe(false);
      expect(await adapter.url()).toBe(`${origin}/`);
      expect(site.state().sent).toBeNull();
    });
  }, 240_000);

  it('chat: a section named by a word the link does not use opens it; a link in a hidden menu opens by its address', async () => {
    const { createSite } = await import(SITE);
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const { Russ } = await import('../src/runtime/russ.js');
      const russ = new Russ({ adapter, timeout: 15_000 });
      const cakes = await russ.conversation().say('Could you show me the cakes?');
      expect(cakes.status).toBe('done');
      expect(cakes.steps[0]!.action).toBe('goto');
      expect(site.state().page.path).toBe('/bakes');

      await adapter.goto(`${origin}/`);
      const help = await russ.conversation().say('I need some support');
      expect(help.steps[0]!.reason).toMatch(/Help & support/);
      expect(help.status).toBe('done');
      expect(site.state().page.path).toBe('/help');
    });
  }, 240_000);
});
