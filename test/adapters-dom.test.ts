/**
 * The DOM adapter in real Chromium: src/adapters/dom.ts bundled for the browser (esbuild, as the
 * browser build does), injected into the Northwind pages, driven from inside the page — the
 * same capture and in-page actions as the other adapters, with synthetic events.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'esbuild';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { ROOT } from './helpers.js';
import { hasChromium, launchPlaywright, type TestServer } from './browser.js';
import { fields, serveTestSite } from './sites/server.js';

let bundle = '';

/** Run `body` in the page with `adapter` (a DomAdapter over the page's document) and `find(pred)` → ref. */
async function inPage<T>(page: Page, body: string): Promise<T> {
  await page.addScriptTag({ content: bundle });
  return page.evaluate(`(async () => {
    const adapter = new RussDom.DomAdapter(document, { settleTimeout: 500 });
    let model = await adapter.capture();
    const find = (pred) => { const e = model.elements.find(pred); if (!e) throw new Error('no element'); return { id: e.id, index: e.index }; };
    const recapture = async () => { model = await adapter.capture(); return model; };
    ${body}
  })()`) as Promise<T>;
}

describe.runIf(hasChromium)('DomAdapter in Chromium', () => {
  let site: TestServer;
  let browser: Browser;
  let page: Page;
  beforeAll(async () => {
    const out = await build({
      entryPoints: [join(ROOT, 'src/adapters/dom.ts')],
      bundle: true,
      format: 'iife',
      globalName: 'RussDom',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    bundle = out.outputFiles[0]!.text;
    site = await serveTestSite();
    browser = await launchPlaywright();
    page = await browser.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('bundles for the browser with nothing from Node', () => {
    expect(bundle).not.toMatch(/require\(["'](fs|path|node:)|from ["']node:/);
    expect(bundle.length).toBeGreaterThan(1000);
  });

  it('fills, checks, selects, sets a range, and the form reaches the server', async () => {
    await page.goto(`${site.base}/settings.html`);
    const result = await inPage<{ country: string; checked: boolean }>(
      page,
      `await adapter.setChecked(find((e) => e.attributes.id === 'news'), true);
       await adapter.setChecked(find((e) => e.attributes.id === 'sms'), false);
       await adapter.setChecked(find((e) => e.attributes.name === 'dark'), true);
       const chosen = await adapter.selectOption(find((e) => e.attributes.id === 'country'), 'France');
       await adapter.setChecked(find((e) => e.attributes.value === 'express'), true);
       await adapter.setRange(find((e) => e.attributes.id === 'volume'), '3');
       return { country: chosen, checked: await adapter.read(find((e) => e.attributes.id === 'country')) === 'France' };`,
    );
    expect(result).toEqual({ country: 'France', checked: true });
    // The click submits the form: the page (and the script driving it) goes away, so it is not awaited in the page.
    const navigation = page.waitForURL(`${site.base}/settings`);
    await inPage(page, `const save = find((e) => e.tag === 'button' && e.name === 'Save settings'); setTimeout(() => adapter.click(save), 0);`);
    await navigation;
    expect(fields(site.posts.at(-1)!.body)).toEqual({ newsletter: 'on', dark: 'on', country: 'fr', language: 'English', speed: 'express', volume: '3' });
  });

  it('types into an open shadow root and reads the result', async () => {
    await page.goto(`${site.base}/shadow.html`);
    const text = await inPage<string>(
      page,
      `await adapter.fill(find((e) => e.attributes.id === 'code'), 'DOM10');
       await adapter.click(find((e) => e.attributes.id === 'apply'));
       await recapture();
       return adapter.read(find((e) => e.attributes.id === 'applied'));`,
    );
    expect(text).toBe('Coupon applied: DOM10');
  });

  it('reaches a same-origin iframe and knows what a pointer can reach', async () => {
    await page.goto(`${site.base}/frame.html`);
    await page.waitForLoadState('load');
    const value = await inPage<{ value: string; hittable: boolean[] }>(
      page,
      `const email = find((e) => e.attributes.id === 'sub-email');
       await adapter.fill(email, 'dom@example.com');
       return { value: await adapter.read(email), hittable: await adapter.hittable([email]) };`,
    );
    expect(value).toEqual({ value: 'dom@example.com', hittable: [true] });
  });

  it('an unknown option and typing into a button are typed errors', async () => {
    await page.goto(`${site.base}/settings.html`);
    const codes = await inPage<string[]>(
      page,
      `const out = [];
       for (const f of [
         () => adapter.selectOption(find((e) => e.attributes.id === 'country'), 'Atlantis'),
         () => adapter.fill(find((e) => e.tag === 'button' && e.name === 'Save settings'), 'x'),
       ]) { try { await f(); out.push('none'); } catch (err) { out.push(err.code); } }
       return out;`,
    );
    expect(codes).toEqual(['E_NO_OPTION', 'E_ACTION_UNSUPPORTED']);
  });
});
