/**
 * The test site ("Northwind"), served on 127.0.0.1: static pages from this folder plus the form
 * endpoints, which record what reached the server and answer like a real site would.
 */
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDir, type TestServer } from '../browser.js';

export const SITE_DIR = dirname(fileURLToPath(import.meta.url));

const page = (title: string, body: string): string =>
  `<!doctype html><html><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="/style.css"></head><body><header><strong>Northwind</strong></header><main>${body}</main></body></html>`;

export function fields(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body));
}

export async function serveTestSite(options: { slowMs?: number } = {}): Promise<TestServer> {
  const slowMs = options.slowMs ?? 1500;
  return serveDir(SITE_DIR, async (req, res, body) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const html = (s: string) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(s);
    if (req.method === 'POST' && path === '/login') {
      const f = fields(body);
      html(page('Your account', `<h1>Welcome back</h1><p>Signed in as <span id="who">${escape(f.email ?? '')}</span>.</p><p><a href="/settings.html">Notification settings</a></p>`));
      return true;
    }
    if (req.method === 'POST' && path === '/forgot') {
      html(page('Check your email', `<h1>Check your email</h1><p>We sent a reset link to ${escape(fields(body).email ?? '')}.</p><p>Reference number: <b>RST-2210</b></p>`));
      return true;
    }
    if (req.method === 'POST' && path === '/settings') {
      html(page('Settings saved', `<h1>Settings saved</h1><dl><dt>Confirmation number</dt><dd>NW-58213</dd></dl>`));
      return true;
    }
    if (req.method === 'POST' && path === '/subscribe') {
      html(page('Subscribed', `<h1>You are subscribed</h1>`));
      return true;
    }
    if (req.method === 'POST' && path === '/api/login') {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ user: fields(body).username ?? '' }));
      return true;
    }
    if (req.method === 'POST' && path === '/api/ticket') {
      await new Promise((r) => setTimeout(r, 400));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'T-4411' }));
      return true;
    }
    if (req.method === 'POST' && path === '/bluebird/login') {
      res.writeHead(302, { location: '/bluebird/dashboard.html' }).end();
      return true;
    }
    if (req.method === 'POST' && path === '/bluebird/contact') {
      html(`<!doctype html><title>Saved | Bluebird Bank</title><div class="alert alert-success" role="alert">Your changes were saved. Reference code: <b>BB-77120</b></div><p><a href="/bluebird/dashboard.html">Back to accounts</a></p>`);
      return true;
    }
    if (path === '/api/status') {
      await new Promise((r) => setTimeout(r, slowMs));
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ status: 'Shipped' }));
      return true;
    }
    if (path === '/slow.html') {
      await new Promise((r) => setTimeout(r, slowMs));
      html(page('Slow page', `<h1>Finally loaded</h1><button onclick="this.textContent='Clicked'">Continue</button>`));
      return true;
    }
    return false;
  });
}

function escape(s: string): string {
  return s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}
