/**
 * The benchmark server (src/cli/sites.ts `serveSite`) hands only page requests to a site's
 * `handle`: a page's images are answered 404 without reaching it. A site that records every GET as
 * the page shown (chat heldout18's optician did) would otherwise record `/img/frame.jpg` as the
 * page after every listing, and a right turn would be judged wrong.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchPlaywright } from './browser.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';

function recordingSite(): Site & { requests: string[] } {
  let page = { path: '/', query: {} as Record<string, string> };
  const requests: string[] = [];
  return {
    requests,
    handle(method, url) {
      requests.push(`${method} ${url}`);
      const u = new URL(url, 'http://x');
      page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/frames') return { html: '<!doctype html><title>Frames</title><h1>Frames</h1><img src="/img/round.jpg" alt="Round frame"><img src="/img/square.png" alt="Square frame"><a href="/">Home</a>' };
      if (u.pathname === '/') return { html: '<!doctype html><title>Home</title><a href="/frames">Frames</a>' };
      return { status: 404, html: '<p>Not found</p>' };
    },
    state: () => ({ page }),
    restore: () => undefined,
    reset: () => { page = { path: '/', query: {} }; requests.length = 0; },
  };
}

describe('benchmark server: a page\'s images never reach the site', () => {
  const site = recordingSite();
  let served: Awaited<ReturnType<typeof serveSite>>;
  let browser: Awaited<ReturnType<typeof launchPlaywright>>;
  beforeAll(async () => {
    served = await serveSite(site);
    browser = await launchPlaywright();
  });
  afterAll(async () => {
    await browser?.close();
    served?.server.close();
  });

  it('the page shown stays the page after its images load; the images are 404', async () => {
    const page = await browser.newPage();
    const images: number[] = [];
    page.on('response', (r) => { if (r.url().includes('/img/')) images.push(r.status()); });
    await page.goto(`${served.origin}/frames`, { waitUntil: 'load' });
    expect(site.state()).toEqual({ page: { path: '/frames', query: {} } });
    expect(site.requests.filter((r) => r.includes('/img/'))).toEqual([]);
    expect(images.length).toBe(2);
    expect(images.every((s) => s === 404)).toBe(true);
    // A page request (a link followed) still reaches the site.
    await page.click('text=Home');
    await page.waitForURL(`${served.origin}/`);
    expect(site.state()).toEqual({ page: { path: '/', query: {} } });
    await page.close();
  });
});
