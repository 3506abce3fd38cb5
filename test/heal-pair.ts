/**
 * Shared test helper for healing tests on a page pair of our own (test/sites/<dir>/old.html and
 * new.html): inside a `describe`, serves the folder on 127.0.0.1, captures both pages in Chromium
 * and fingerprints every element of each. `before` / `after` are filled in `beforeAll` (the arrays
 * themselves, so they can be destructured at once); `recorded(pred)` is the old page's one
 * fingerprint the test records, asserted to exist.
 */
import { afterAll, beforeAll, expect } from 'vitest';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { PlaywrightAdapter } from '../src/adapters/index.js';
import { fingerprintOf, type Fingerprint } from '../src/grounding/fingerprint.js';
import type { PageModel } from '../src/page/types.js';
import { launchPlaywright, serveDir, type TestServer } from './browser.js';
import { ROOT } from './helpers.js';

export interface FingerprintPair {
  before: Fingerprint[];
  after: Fingerprint[];
  recorded: (pred: (f: Fingerprint) => boolean) => Fingerprint;
}

export function fingerprintPair(dir: string): FingerprintPair {
  let server: TestServer;
  let browser: Browser;
  let page: Page;
  const before: Fingerprint[] = [];
  const after: Fingerprint[] = [];
  const capture = async (name: string): Promise<PageModel> => {
    await page.goto(`${server.base}/${name}.html`);
    return new PlaywrightAdapter(page).capture();
  };
  beforeAll(async () => {
    server = await serveDir(join(ROOT, dir));
    browser = await launchPlaywright();
    page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
    const old = await capture('old');
    before.push(...old.elements.map((e) => fingerprintOf(old, e)));
    const now = await capture('new');
    after.push(...now.elements.map((e) => fingerprintOf(now, e)));
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  const recorded = (pred: (f: Fingerprint) => boolean): Fingerprint => {
    const f = before.find(pred);
    expect(f).toBeDefined();
    return f!;
  };
  return { before, after, recorded };
}
