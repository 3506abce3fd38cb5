/**
 * Round 17: an element covered by a layer that is not its own (a cookie wall, an offer banner, a
 * sticky consent footer) on real Chromium, pages of our own (test/sites/overlays):
 * - a sticky footer over an element scrolled to the window's edge: scrolled to the middle, no
 *   layer closed;
 * - a consent dialog over the page: closed through its least-consenting control ("Reject all",
 *   never "Accept all", never the settings link), the action done once, the trace says so;
 * - an offer banner: closed through its "×" (not its sign-up button);
 * - a wall that can only be accepted: nothing clicked, E_ELEMENT_NOT_ACTIONABLE;
 * - a hostile layer that comes back: closed once, then the step fails (no loop).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../src/runtime/adapter.js';
import { Russ } from '../src/runtime/russ.js';
import { RussError } from '../src/errors.js';
import { adapterDrivers, hasChromium, serveDir, type TestServer } from './browser.js';
import { SITE_DIR } from './sites/server.js';

const drivers = adapterDrivers({ timeout: 15_000, actionTimeout: 1500 });
const click = (name: string, type = 'button'): string => `@retrieve(description="${name}", type=${type}) => @click(element=id)`;

describe.runIf(hasChromium).each(drivers)('overlays in the way, through $name', (driver) => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  let russ: Russ;
  const evaluate = (js: string): Promise<unknown> => (adapter as unknown as { page: { evaluate(s: string): Promise<unknown> } }).page.evaluate(js);
  const failure = async (p: Promise<unknown>): Promise<RussError & { event?: { dismissed?: string[] } }> => {
    try {
      await p;
    } catch (err) {
      return err as RussError & { event?: { dismissed?: string[] } };
    }
    throw new Error('the step did not fail');
  };
  beforeAll(async () => {
    site = await serveDir(SITE_DIR);
    ({ adapter, close } = await driver.open());
    russ = new Russ({ adapter, dialogue: {}, allowedOrigins: [site.base], elementTimeout: 3000 });
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('scrolls an element from under a sticky footer to the middle, and closes nothing', async () => {
    await russ.execute(`@goto(url="${site.base}/overlays/sticky.html")`);
    const step = await russ.execute(click('Add crossing 40'));
    expect(step).toMatchObject({ status: 'ok', action: 'click' });
    expect(step.dismissed).toBeUndefined();
    expect(await evaluate('window.added')).toEqual([40]);
    expect(await evaluate('window.consent ?? null')).toBeNull();
  }, 60_000);

  it('closes a consent dialog over the page with its refusal, never "Accept all", and says so', async () => {
    await russ.execute(`@goto(url="${site.base}/overlays/consent.html")`);
    const step = await russ.execute(click('Buy tickets'));
    expect(step).toMatchObject({ status: 'ok', action: 'click', dismissed: ['Reject all'] });
    expect(await evaluate('window.consent')).toBe('reject');
    expect(await evaluate('window.bought')).toBe(1);
    expect(await adapter.url()).toBe(`${site.base}/overlays/consent.html`);
  }, 60_000);

  it('closes an offer banner through its ×, not its sign-up button', async () => {
    await russ.execute(`@goto(url="${site.base}/overlays/offer.html")`);
    const step = await russ.execute(click('Sailings today'));
    expect(step).toMatchObject({ status: 'ok', dismissed: ['Close offer'] });
    expect(await evaluate('[window.sailed, window.shut, window.subscribed ?? null]')).toEqual([1, 1, null]);
  }, 60_000);

  it('does not accept a wall that can only be accepted: nothing is clicked, the step fails typed', async () => {
    await russ.execute(`@goto(url="${site.base}/overlays/accept-only.html")`);
    const err = await failure(russ.execute(click('Buy tickets')));
    expect(err).toBeInstanceOf(RussError);
    expect(err.code).toBe('E_ELEMENT_NOT_ACTIONABLE');
    expect(err.message).toMatch(/covered/);
    expect(await evaluate('[window.consent ?? null, window.bought ?? null]')).toEqual([null, null]);
    expect(await adapter.url()).toBe(`${site.base}/overlays/accept-only.html`);
  }, 60_000);

  it('closes a layer that comes back once, then gives up (no loop)', async () => {
    await russ.execute(`@goto(url="${site.base}/overlays/stubborn.html")`);
    const err = await failure(russ.execute(click('Sailings today')));
    expect(err.code).toBe('E_ELEMENT_NOT_ACTIONABLE');
    expect(err.event?.dismissed).toEqual(['No thanks']);
    expect(await evaluate('[window.closes, window.sailed ?? null]')).toEqual([1, null]);
  }, 60_000);
});
