// Shared by check.mjs: drives a site's handle() with hand-written requests and compares states
// the way src/cli/sites.ts does (expectedState / stateMatches, reimplemented: dist has no cli/sites.js).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export function expectedState(before, e = {}) {
  const next = structuredClone(before);
  for (const [key, value] of Object.entries(e)) {
    if (key === 'path') next.page = { path: value, query: e.query ?? {} };
    else if (key === 'query') next.page = { path: e.path ?? next.page.path, query: value };
    else if (key === 'says') continue; // not a state field (kept off expect anyway)
    else next[key] = structuredClone(value);
  }
  return next;
}
const nonEmpty = (q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '').map(([k, v]) => [k, String(v).toLowerCase()]));
export const canonical = (x) => JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
export function stateMatches(actual, expected) {
  const norm = (s) => ({ ...s, page: { path: s.page.path, query: nonEmpty(s.page.query) } });
  return canonical(norm(actual)) === canonical(norm(expected));
}

export const G = (url) => ['GET', url, ''];
export const P = (url, fields) => ['POST', url, new URLSearchParams(fields).toString()];
const escAttr = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
export const text = (html) => html.replace(/<[^>]*>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&#39;/g, "'").replace(/\s+/g, ' ');

/** A browser-like driver: follows redirects and checks that each request is one a page offered (a link or a form action on the page before it). */
export function driver(site, problems, where) {
  let html = '';
  const one = (method, url, body) => {
    const r = site.handle(method, url, body);
    if (r.redirect) return one('GET', r.redirect, '');
    if (r.status && r.status >= 400) problems.push(`${where()}: ${method} ${url} → ${r.status}`);
    html = r.html ?? '';
    return r;
  };
  return {
    open(url) { one('GET', url, ''); },
    do([method, url, body], check = true) {
      if (check) {
        const path = url.split('?')[0];
        const offered = method === 'GET'
          ? html.includes(`href="${escAttr(url)}"`) || html.includes(`href="${url}"`) || html.includes(`action="${path}" method="get"`)
          : html.includes(`action="${path}" method="post"`);
        if (!offered) problems.push(`${where()}: ${method} ${url} is not offered by the page before it`);
      }
      one(method, url, body);
    },
    get html() { return html; },
  };
}

export async function loadSite(dir) {
  const mod = await import(pathToFileURL(join(dir, 'server.mjs')).href);
  return mod;
}
export const readJson = (p) => JSON.parse(readFileSync(p, 'utf8'));
