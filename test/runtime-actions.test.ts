/**
 * The browser actions of ThingTalk, executed by the runtime through each adapter on real
 * Chromium against pages served on 127.0.0.1: literal values typed without asking, key presses
 * with a count, scrolling, waiting, history, tabs, and notes (never acted on).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../src/runtime/adapter.js';
import { Russ } from '../src/runtime/russ.js';
import { adapterDrivers, hasChromium, serveDir, type TestServer } from './browser.js';
import { SITE_DIR } from './sites/server.js';

const drivers = adapterDrivers({ timeout: 15_000 });

describe.runIf(hasChromium).each(drivers)('browser actions through $name', (driver) => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  let russ: Russ;
  const evaluate = (js: string): Promise<unknown> => (adapter as unknown as { page: { evaluate(s: string): Promise<unknown> } }).page.evaluate(js);
  beforeAll(async () => {
    site = await serveDir(SITE_DIR);
    ({ adapter, close } = await driver.open());
    // A dialogue that cannot ask: a literal must never need it.
    russ = new Russ({ adapter, dialogue: {}, allowedOrigins: [site.base], elementTimeout: 4000 });
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('types a literal without asking, presses keys a number of times, scrolls and waits', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/keys.html")`);
    const typed = await russ.execute('@retrieve(description="code", type=input) => @enter(text=literal("Ab-12"), element=id)');
    expect(typed).toMatchObject({ status: 'ok', action: 'fill', value: 'Ab-12' });
    const pressed = await russ.execute('@press(key="Tab", count=2)');
    expect(pressed).toMatchObject({ status: 'ok', action: 'press' });
    expect(await evaluate('document.activeElement.id')).toBe('second');
    expect(await evaluate('document.getElementById("log").textContent')).toContain('Tab Tab');
    await russ.execute('@scroll(direction=bottom)');
    expect(Number(await evaluate('window.scrollY'))).toBeGreaterThan(1000);
    await russ.execute('@scroll(direction=top)');
    expect(Number(await evaluate('window.scrollY'))).toBe(0);
    const waited = await russ.execute('@wait(seconds=0.3)');
    expect(waited.durationMs).toBeGreaterThanOrEqual(300);
    const note = await russ.execute('@note(text="Codes expire after ten minutes.")');
    expect(note).toMatchObject({ status: 'ok', action: 'note', output: 'Codes expire after ten minutes.' });
    expect(note.element).toBeUndefined();
  }, 60_000);

  it('selects the option a value means in other words (order, morphology, extra words), and refuses a tie', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/sort.html")`);
    const select = (v: string) => russ.execute(`@retrieve(description="sort", type=dropdown) => @select(option=literal("${v}"), element=id)`);
    for (const [wanted, label, value] of [
      ['highest to lowest price', 'Price: High to Low', 'price-desc'],
      ['price from lowest to highest', 'Price: Low to High', 'price-asc'],
      ['rating', 'Customer rating', 'rating'],
      ['newest first', 'Newest arrivals', 'newest'],
      ['most expensive first', 'Price: High to Low', 'price-desc'],
    ]) {
      expect(await select(wanted!)).toMatchObject({ status: 'ok', action: 'select', value: label });
      expect(await evaluate('document.getElementById("log").textContent')).toBe(value);
    }
    // "price" is as much "Low to High" as "High to Low", two orders of the same words: the menu's first, a sort's default direction.
    expect(await select('price')).toMatchObject({ status: 'ok', action: 'select', value: 'Price: Low to High' });
    expect(await evaluate('document.getElementById("log").textContent')).toBe('price-asc');
    // "date" is as much "Date added" as "Date updated", two different options: no guess.
    await expect(select('date')).rejects.toMatchObject({ code: 'E_NO_OPTION', message: expect.stringContaining('several options') });
    expect(await evaluate('document.getElementById("log").textContent')).toBe('price-asc');
  }, 60_000);

  it('finds the dropdown that offers an unnamed option, types chosen values into boxes, and a key into the field it names', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/refine.html")`);
    const logged = () => evaluate('document.getElementById("log").textContent');
    // "Show the most recent postings first": of two dropdowns, the one that offers the option.
    expect(await russ.execute('@retrieve(type=dropdown) => @select(option=literal("most recent postings"), element=id)')).toMatchObject({ status: 'ok', value: 'Most recent' });
    expect(await logged()).toBe('sort=recent');
    // "Set the quantity to 3" read as a choice: a number box takes it.
    await russ.execute('@retrieve(description="quantity") => @select(option=literal("3"), element=id)');
    expect(await logged()).toBe('qty=3');
    // "Apply the promo code "WINTER5"" read as a choice: a plain text box is typed into.
    expect(await russ.execute('@retrieve(description="promo code") => @select(option=literal("WINTER5"), element=id)')).toMatchObject({ status: 'ok', action: 'fill' });
    expect(await logged()).toBe('promo=WINTER5');
    // "Clear all filters" read as an uncheck, on a link that is no toggle: the link is clicked.
    expect(await russ.execute('@retrieve(description="all filters") => @uncheck(element=id)')).toMatchObject({ status: 'ok', action: 'click' });
    expect(await logged()).toBe('cleared');
    // "Enter your email in the newsletter box": no box says "newsletter"; the field the key names does.
    const withEmail = new Russ({ adapter, dialogue: {}, values: { email: 'kim@example.org' }, allowedOrigins: [site.base], elementTimeout: 4000 });
    await withEmail.execute('@retrieve(description="newsletter", type=input) => @enter(text="email", element=id)');
    expect(await logged()).toBe('news=kim@example.org');
  }, 60_000);

  it('goes back and forward in the history', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/profile.html")`);
    await russ.execute(`@goto(url="${site.base}/acme/privacy.html")`);
    await russ.execute('@back()');
    expect(await adapter.url()).toBe(`${site.base}/acme/profile.html`);
    await russ.execute('@forward()');
    expect(await adapter.url()).toBe(`${site.base}/acme/privacy.html`);
  }, 60_000);

  it('switches between tabs by position and by title, and closes one', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/tabs.html")`);
    // Puppeteer's browser starts with a blank tab of its own: count from what is open now.
    const before = await adapter.tabs!();
    await russ.execute('@retrieve(description="privacy policy", type=link) => @click(element=id)');
    expect(await adapter.url()).toBe(`${site.base}/acme/privacy.html`);
    const after = await adapter.tabs!();
    expect(after.length).toBe(before.length + 1);
    expect(after.find((t) => t.current)?.title).toBe('Privacy | Acme Cloud');
    const legal = after.findIndex((t) => t.url.endsWith('/acme/tabs.html')) + 1;
    await russ.execute(`@switch_tab(index=${legal})`);
    expect(await adapter.url()).toBe(`${site.base}/acme/tabs.html`);
    await russ.execute('@switch_tab(description="privacy")');
    expect(await adapter.url()).toBe(`${site.base}/acme/privacy.html`);
    await russ.execute('@close_tab()');
    expect(await adapter.url()).toBe(`${site.base}/acme/tabs.html`);
    expect((await adapter.tabs!()).length).toBe(before.length);
    await expect(russ.execute('@switch_tab(index=9)')).rejects.toMatchObject({ code: 'E_ACTION_FAILED' });
  }, 60_000);
});
