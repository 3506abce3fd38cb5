/**
 * Round 9 (refusals on unseen sites), through the runtime on real Chromium: steps that grounding
 * used to refuse — a dropdown named by a stop word next to a menu link, a radio group named by its
 * question, a name for a section's name box, "submit" for a button that says otherwise, an item's
 * words for its only link — now act on the right element.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../src/runtime/adapter.js';
import { Russ } from '../src/runtime/russ.js';
import { adapterDrivers, hasChromium, serveDir, type TestServer } from './browser.js';
import { SITE_DIR } from './sites/server.js';

const drivers = adapterDrivers({ timeout: 15_000 }).slice(0, 1);

describe.runIf(hasChromium).each(drivers)('grounding that used to refuse, through $name', (driver) => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  let russ: Russ;
  const logged = (): Promise<unknown> => (adapter as unknown as { page: { evaluate(s: string): Promise<unknown> } }).page.evaluate('document.getElementById("log").textContent');
  beforeAll(async () => {
    site = await serveDir(SITE_DIR);
    ({ adapter, close } = await driver.open());
    russ = new Russ({ adapter, dialogue: {}, allowedOrigins: [site.base], elementTimeout: 3000 });
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('selects in the dropdown or group that offers the option', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/move.html")`);
    expect(await russ.execute('@retrieve(description="From account") => @select(option=literal("Holiday Savings"), element=id)')).toMatchObject({ status: 'ok', action: 'select' });
    expect(await logged()).toBe('from=sav');
    expect(await russ.execute('@retrieve(description="To account") => @select(option=literal("Gold Card"), element=id)')).toMatchObject({ status: 'ok', action: 'select' });
    expect(await logged()).toBe('to=card');
    await russ.execute('@retrieve(description="contact method") => @select(option=literal("Text message"), element=id)');
    expect(await logged()).toBe('reach=text');
    // "Choose Zone A" read as a click: the dropdown is found by the option, and the option is the one the words begin.
    for (const [said, value] of [['Zone A', 'A'], ['zone c', 'C'], ['Zone B', 'B']]) {
      expect(await russ.execute(`@retrieve(description="${said}") => @click(element=id)`)).toMatchObject({ status: 'ok', action: 'select' });
      expect(await logged()).toBe(`zone=${value}`);
    }
  }, 60_000);

  it('types a name into the section’s name box, and "submit" presses the form’s button', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/move.html")`);
    expect(await russ.execute('@retrieve(description="second signer", type=input) => @enter(text=literal("Ada Osei"), element=id)')).toMatchObject({ status: 'ok', action: 'fill' });
    expect(await logged()).toBe('signer=Ada Osei');
    await russ.execute('@retrieve(description="submit", type=button) => @click(element=id)');
    expect(await logged()).toBe('submitted');
  }, 60_000);

  it('opens a row by its only link when the words are the row’s', async () => {
    await russ.execute(`@goto(url="${site.base}/acme/move.html")`);
    await russ.execute('@retrieve(description="order RX-1002") => @click(element=id)');
    expect(await logged()).toBe('opened 1002');
  }, 60_000);
});
