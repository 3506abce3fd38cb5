/**
 * The adapters' action layer in real Chromium, the same scenario through Playwright and
 * Puppeteer: capture the page, find elements in the page model, act on them, and check what the
 * page and the server saw. Grounding is not involved here (see runtime tests).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageElement, PageModel } from '../src/page/types.js';
import type { Adapter, ElementRef } from '../src/runtime/adapter.js';
import { adapterDrivers, hasChromium, type TestServer } from './browser.js';
import { fields, serveTestSite } from './sites/server.js';

function ref(page: PageModel, pred: (e: PageElement) => boolean, what: string): ElementRef {
  const el = page.elements.find(pred);
  if (!el) throw new Error(`no element: ${what}`);
  return { id: el.id, index: el.index };
}
const byId = (page: PageModel, id: string) => ref(page, (e) => e.attributes.id === id, `#${id}`);
const byName = (page: PageModel, name: string) => ref(page, (e) => e.attributes.name === name, `[name=${name}]`);
const byText = (page: PageModel, tag: string, text: string) => ref(page, (e) => e.tag === tag && e.name === text, `${tag} "${text}"`);

const drivers = adapterDrivers({ timeout: 15_000, actionTimeout: 10_000 });

describe.runIf(hasChromium).each(drivers)('$name adapter in Chromium', (driver) => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;

  beforeAll(async () => {
    site = await serveTestSite();
    ({ adapter, close } = await driver.open());
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('signs in: a link click navigates, text replaces what was there, the form reaches the server', async () => {
    await adapter.goto(`${site.base}/`);
    let page = await adapter.capture();
    await adapter.click(byText(page, 'a', 'Sign in'));
    expect(await adapter.url()).toBe(`${site.base}/login.html`);
    page = await adapter.capture();
    await adapter.fill(byId(page, 'email'), 'first@example.com');
    await adapter.fill(byId(page, 'email'), 'ada@example.com');
    expect(await adapter.read(byId(page, 'email'))).toBe('ada@example.com');
    await adapter.fill(byId(page, 'password'), 's3cret!');
    await adapter.setChecked(byId(page, 'remember'), true);
    const before = site.posts.length;
    await adapter.click(byText(page, 'button', 'Sign in'));
    expect(site.posts.length).toBe(before + 1);
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'ada@example.com', password: 's3cret!', remember: 'on' });
    page = await adapter.capture();
    expect(await adapter.read(byId(page, 'who'))).toBe('ada@example.com');
  });

  it('sets checkboxes, a dropdown by its label, a radio and a range', async () => {
    await adapter.goto(`${site.base}/settings.html`);
    const page = await adapter.capture();
    await adapter.setChecked(byId(page, 'news'), true);
    await adapter.setChecked(byId(page, 'sms'), false);
    await adapter.setChecked(byId(page, 'sms'), false); // already unchecked: no toggle back
    expect(await adapter.selectOption(byId(page, 'country'), 'Japan')).toBe('Japan');
    expect(await adapter.read(byId(page, 'country'))).toBe('Japan');
    await adapter.setChecked(byName(page, 'speed') && ref(page, (e) => e.attributes.value === 'express', 'express'), true);
    await adapter.setRange(byId(page, 'volume'), '8');
    const started = Date.now();
    await adapter.setChecked(byName(page, 'dark'), true); // a visually hidden input behind a styled label
    expect(Date.now() - started).toBeLessThan(5000); // no waiting out the driver's 10 s actionability timeout
    await adapter.click(byText(page, 'button', 'Save settings'));
    expect(fields(site.posts.at(-1)!.body)).toEqual({ newsletter: 'on', dark: 'on', country: 'jp', language: 'English', speed: 'express', volume: '8' });
    const saved = await adapter.capture();
    expect(saved.elements.some((e) => e.text === 'NW-58213')).toBe(true);
  });

  it('an unknown option is a typed error, not a crash', async () => {
    await adapter.goto(`${site.base}/settings.html`);
    const page = await adapter.capture();
    await expect(adapter.selectOption(byId(page, 'country'), 'Atlantis')).rejects.toMatchObject({ code: 'E_NO_OPTION' });
  });

  it('waits for a slow request the click started before returning', async () => {
    await adapter.goto(`${site.base}/orders.html`);
    const page = await adapter.capture();
    await adapter.fill(byId(page, 'order'), '1234');
    await adapter.click(byId(page, 'check'));
    const after = await adapter.capture();
    expect(await adapter.read(byId(after, 'status'))).toBe('Shipped');
  });

  it('reaches elements in a same-origin iframe', async () => {
    await adapter.goto(`${site.base}/frame.html`);
    const page = await adapter.capture();
    const email = page.elements.find((e) => e.attributes.id === 'sub-email');
    expect(email?.frame).toBeDefined();
    await adapter.fill(byId(page, 'sub-email'), 'news@example.com');
    await adapter.click(byText(page, 'button', 'Subscribe'));
    expect(site.posts.at(-1)).toMatchObject({ url: '/subscribe' });
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'news@example.com' });
    expect(await adapter.url()).toBe(`${site.base}/subscribe`);
  });

  it('reaches elements in an open shadow root', async () => {
    await adapter.goto(`${site.base}/shadow.html`);
    const page = await adapter.capture();
    await adapter.fill(byId(page, 'code'), 'SPRING10');
    await adapter.click(byId(page, 'apply'));
    const after = await adapter.capture();
    expect(await adapter.read(byId(after, 'applied'))).toBe('Coupon applied: SPRING10');
  });

  it('presses keys and hovers', async () => {
    await adapter.goto(`${site.base}/login.html`);
    const page = await adapter.capture();
    await adapter.fill(byId(page, 'email'), 'key@example.com');
    await adapter.fill(byId(page, 'password'), 'pw');
    await adapter.hover(byText(page, 'button', 'Sign in'));
    await adapter.press('Enter', byId(page, 'password'));
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ email: 'key@example.com', password: 'pw' });
  });

  it('follows a link that opens a new tab', async () => {
    await adapter.goto(`${site.base}/`);
    const page = await adapter.capture();
    await adapter.click(byText(page, 'a', 'Shipping policy'));
    expect(await adapter.url()).toBe(`${site.base}/policy.html`);
    const policy = await adapter.capture();
    expect(await adapter.read(byId(policy, 'days'))).toBe('2 business days');
  });

  it('a page that animates forever does not hold every action for the whole settle budget', async () => {
    await adapter.goto(`${site.base}/animated.html`);
    const page = await adapter.capture();
    const started = Date.now();
    await adapter.click(byId(page, 'more'));
    expect(Date.now() - started).toBeLessThan(2500); // the settle budget is 3 s
    expect(await adapter.read(byId(await adapter.capture(), 'out'))).toBe('More deals loaded');
  });

  it('clicks a link that wraps over two lines, whose box centre lies on its heading, on the link', async () => {
    await adapter.goto(`${site.base}/wrapped.html`);
    const page = await adapter.capture();
    const evaluate = (e: string) => (adapter as unknown as { page: { evaluate(e: string): Promise<unknown> } }).page.evaluate(e);
    // The scenario holds: two line boxes, and the hit test at the centre of the link's box finds the heading.
    expect(await evaluate(`(() => { const a = document.getElementById('product'); const r = a.getBoundingClientRect(); return [a.getClientRects().length, document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2).id]; })()`)).toEqual([2, 'title']);
    await adapter.click(byId(page, 'product'));
    expect(await adapter.url()).toBe(`${site.base}/policy.html`);
  });

  it('a radio and a dropdown that submit their form on change (the page reloads) are done', async () => {
    await adapter.goto(`${site.base}/autosubmit.html`);
    await adapter.setChecked(byId(await adapter.capture(), 'green'), true);
    expect(await adapter.url()).toBe(`${site.base}/autosubmit.html?size=&colour=green`);
    expect(await adapter.selectOption(byId(await adapter.capture(), 'size'), 'Large')).toBe('Large');
    expect(await adapter.url()).toBe(`${site.base}/autosubmit.html?size=L`); // a static page: the reloaded form has no colour checked
  });

  it('waits for a slow navigation', async () => {
    await adapter.goto(`${site.base}/slow.html`);
    const page = await adapter.capture();
    expect(page.elements.some((e) => e.text === 'Finally loaded')).toBe(true);
  });
});
