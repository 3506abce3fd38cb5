// Shared helpers for the round-29 blind sites (no SDK code): request parsing, page tracking,
// HTML layout, and the checker that replays direct requests against a site.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

export const esc = (s) =>
  String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export const clone = (x) => (x === undefined ? undefined : JSON.parse(JSON.stringify(x)));

/** Form body → { name: [values] } whatever shape the runner passes (string, URLSearchParams, object, Buffer). */
export function parseBody(body) {
  const out = {};
  const add = (k, v) => { (out[k] ||= []).push(v == null ? '' : String(v)); };
  if (body == null) return out;
  if (typeof body === 'string' || body instanceof Uint8Array) {
    const s = typeof body === 'string' ? body : Buffer.from(body).toString('utf8');
    if (s.trim().startsWith('{')) {
      try { return parseBody(JSON.parse(s)); } catch { /* fall through */ }
    }
    for (const [k, v] of new URLSearchParams(s)) add(k, v);
    return out;
  }
  if (body instanceof URLSearchParams || (typeof body.entries === 'function' && typeof body.get === 'function')) {
    for (const [k, v] of body.entries()) add(k, v);
    return out;
  }
  if (typeof body === 'object') {
    for (const [k, v] of Object.entries(body)) {
      if (Array.isArray(v)) v.forEach((x) => add(k, x));
      else add(k, v);
    }
  }
  return out;
}

export const one = (form, k) => (form[k] && form[k].length ? form[k][form[k].length - 1].trim().replace(/\s+/g, ' ') : '');
export const all = (form, k) => (form[k] || []).map((v) => v.trim()).filter(Boolean);

export function parseUrl(url) {
  const u = new URL(String(url), 'http://127.0.0.1');
  const query = {};
  for (const [k, v] of u.searchParams) if (v !== '') query[k] = v;
  return { path: u.pathname.replace(/\/+$/, '') || '/', query, params: u.searchParams };
}

export function layout({ brand, nav, title, body, searchAction = '/search', searchLabel = 'Search', q = '', footer = '' }) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · ${esc(brand)}</title>
<style>body{font-family:system-ui,sans-serif;margin:0}header{display:flex;gap:1rem;align-items:center;padding:.6rem 1rem;background:#234;color:#fff}
header a{color:#fff}main{padding:1rem;max-width:60rem;margin:auto}.cards{display:flex;flex-wrap:wrap;gap:1rem;list-style:none;padding:0}
.cards li{border:1px solid #ccc;padding:.6rem;width:16rem}.opt{display:inline-block;border:1px solid #888;padding:.2rem .5rem;margin:.1rem}
.opt.sel{background:#234;color:#fff}.err{color:#b00}label{display:block;margin:.4rem 0}footer{padding:1rem;color:#666}</style></head>
<body><header><a href="/"><strong>${esc(brand)}</strong></a><nav aria-label="Main">${nav.map(([h, t]) => `<a href="${esc(h)}">${esc(t)}</a>`).join(' ')}</nav>
<form role="search" method="get" action="${esc(searchAction)}"><label style="display:inline">${esc(searchLabel)} <input type="search" name="q" value="${esc(q)}" placeholder="${esc(searchLabel)}"></label> <button type="submit">Search</button></form></header>
<main><h1>${esc(title)}</h1>${body}</main><footer>${footer || `© 2026 ${esc(brand)} · <a href="/help">Help</a> · <a href="/contact">Contact us</a>`}</footer></body></html>`;
}

/** Link that keeps the current query and sets/clears some keys. */
export function withQuery(path, query, changes) {
  const q = { ...query, ...changes };
  const s = new URLSearchParams();
  for (const [k, v] of Object.entries(q)) if (v !== '' && v != null) s.set(k, v);
  const str = s.toString();
  return str ? `${path}?${str}` : path;
}

export const money = (n) => `£${n.toFixed(2)}`;

// ───────────────────────────── checker ─────────────────────────────

function normQuery(q) {
  const out = {};
  for (const [k, v] of Object.entries(q || {})) if (v !== '' && v != null) out[k] = String(v).toLowerCase();
  return out;
}
export function normState(s) {
  const st = clone(s) || {};
  const page = st.page || { path: st.path, query: st.query };
  delete st.path; delete st.query;
  st.page = { path: page.path, query: normQuery(page.query) };
  return st;
}
function stable(x) {
  if (Array.isArray(x)) return `[${x.map(stable).join(',')}]`;
  if (x && typeof x === 'object') return `{${Object.keys(x).sort().map((k) => `${JSON.stringify(k)}:${stable(x[k])}`).join(',')}}`;
  return JSON.stringify(x);
}
const same = (a, b) => stable(a) === stable(b);

export function applyExpect(expected, exp) {
  const next = clone(expected);
  if (!exp) return next;
  for (const [k, v] of Object.entries(exp)) {
    if (k === 'path' || k === 'query' || k === 'says') continue;
    next[k] = clone(v);
  }
  if (exp.path !== undefined) next.page = { path: exp.path, query: normQuery(exp.query || {}) };
  else if (exp.query !== undefined) next.page = { path: next.page.path, query: normQuery(exp.query) };
  return next;
}

const attr = (tag, name) => {
  const m = tag.match(new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`, 'i'));
  return m ? m[1].replace(/&amp;/g, '&').replace(/&quot;/g, '"') : null;
};

function forms(html) {
  const out = [];
  const re = /<form\b([^>]*)>([\s\S]*?)<\/form>/gi;
  let m;
  while ((m = re.exec(html))) {
    const tag = `<form ${m[1]}>`;
    const inner = m[2];
    const fields = new Set();
    const required = new Set();
    const fre = /<(input|select|textarea)\b([^>]*)>/gi;
    let f;
    while ((f = fre.exec(inner))) {
      const name = attr(`<x ${f[2]}>`, 'name');
      if (!name) continue;
      fields.add(name);
      if (/\srequired\b/i.test(f[2])) required.add(name);
    }
    const bre = /<button\b([^>]*)>/gi;
    while ((f = bre.exec(inner))) { const n = attr(`<x ${f[1]}>`, 'name'); if (n) fields.add(n); }
    out.push({ action: attr(tag, 'action') ?? '', method: (attr(tag, 'method') || 'get').toLowerCase(), fields, required });
  }
  return out;
}

function reachable(html, current, method, target, body) {
  const base = new URL(current, 'http://127.0.0.1');
  const t = new URL(target, base);
  if (method === 'GET') {
    const hrefs = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"/gi)].map((m) => m[1].replace(/&amp;/g, '&'));
    for (const h of hrefs) {
      const u = new URL(h, base);
      if (u.pathname === t.pathname && same(normQuery(Object.fromEntries(u.searchParams)), normQuery(Object.fromEntries(t.searchParams)))) return true;
    }
    for (const f of forms(html)) {
      if (f.method !== 'get') continue;
      const u = new URL(f.action || base.pathname, base);
      if (u.pathname !== t.pathname) continue;
      if ([...t.searchParams.keys()].every((k) => f.fields.has(k))) return true;
    }
    return false;
  }
  for (const f of forms(html)) {
    if (f.method !== 'post') continue;
    const u = new URL(f.action || base.pathname, base);
    if (u.pathname !== t.pathname) continue;
    const keys = Object.keys(body);
    if (!keys.every((k) => f.fields.has(k))) continue;
    const missing = [...f.required].filter((k) => !(body[k] || []).some((v) => v.trim()));
    if (missing.length) return `required fields not given: ${missing.join(', ')}`;
    return true;
  }
  return false;
}

/** Runs one step "GET /x" or "POST /x a=1&b=2" from the page `cur`; follows redirects. */
function step(site, cur, s, where, errors) {
  if (s === 'BACK') {
    const prev = (cur.history || []).slice(0, -1);
    const url = prev[prev.length - 1];
    if (!url) { errors.push(`${where}: BACK with no history`); return cur; }
    const res = site.handle('GET', url);
    return { url, html: res.html, history: prev };
  }
  const m = s.match(/^(GET|POST)\s+(\S+)(?:\s+(.*))?$/);
  if (!m) { errors.push(`${where}: bad step ${s}`); return cur; }
  const [, method, target, bodyStr] = m;
  const body = parseBody(bodyStr || '');
  const ok = reachable(cur.html, cur.url, method, target, body);
  if (ok !== true) errors.push(`${where}: ${method} ${target} not reachable from ${cur.url}${typeof ok === 'string' ? ` (${ok})` : ''}`);
  let res = site.handle(method, target, method === 'POST' ? (bodyStr || '') : undefined);
  let url = target;
  for (let i = 0; res && res.redirect && i < 5; i++) { url = res.redirect; res = site.handle('GET', url); }
  if (!res || res.html === undefined) { errors.push(`${where}: ${method} ${target} gave no page`); return cur; }
  if (res.status && res.status >= 400) errors.push(`${where}: ${method} ${target} → status ${res.status}`);
  const u = new URL(url, 'http://127.0.0.1');
  return { url: u.pathname + u.search, html: res.html, history: [...(cur.history || []), u.pathname + u.search] };
}

const text = (html) => html.replace(/<style[\s\S]*?<\/style>/gi, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&pound;/g, '£').replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/\s+/g, ' ');

async function loadSite(dir) {
  const mod = await import(pathToFileURL(join(dir, 'server.mjs')).href);
  return mod.createSite;
}

function diff(a, b) {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].filter((k) => !same(a[k], b[k])).map((k) => `${k}: got ${JSON.stringify(a[k])} want ${JSON.stringify(b[k])}`).join('; ');
}

/** Checks every site folder of `dir`. kind: 'chat' (sessions.json) or 'tasks' (tasks.json). */
export async function checkSet(dir, kind) {
  const errors = [];
  const counts = { sites: 0, sessions: 0, turns: 0, tasks: 0, says: 0 };
  const sites = readdirSync(dir, { withFileTypes: true }).filter((d) => d.isDirectory() && existsSync(join(dir, d.name, 'server.mjs'))).map((d) => d.name);
  for (const name of sites) {
    counts.sites++;
    const sdir = join(dir, name);
    const createSite = await loadSite(sdir);
    const site = createSite();
    for (const fn of ['handle', 'state', 'restore', 'reset']) if (typeof site[fn] !== 'function') errors.push(`${name}: no ${fn}()`);
    const data = JSON.parse(readFileSync(join(sdir, kind === 'chat' ? 'sessions.json' : 'tasks.json'), 'utf8'));
    const sol = JSON.parse(readFileSync(join(sdir, 'solutions.json'), 'utf8'));
    if (data.today && !/^\d{4}-\d{2}-\d{2}$/.test(data.today)) errors.push(`${name}: bad today`);
    const items = kind === 'chat' ? data.sessions : data.tasks;
    const ids = new Set();
    for (const item of items) {
      if (ids.has(item.id)) errors.push(`${name}/${item.id}: duplicate id`);
      ids.add(item.id);
      const start = item.start || data.start;
      if (kind === 'chat' && start !== '/') errors.push(`${name}/${item.id}: does not start from the home page`);
      site.reset();
      let r0 = site.handle('GET', start);
      let startUrl = start;
      for (let k = 0; r0 && r0.redirect && k < 5; k++) { startUrl = r0.redirect; r0 = site.handle('GET', startUrl); }
      if (!r0 || !r0.html) { errors.push(`${name}/${item.id}: start page ${start} missing`); continue; }
      let cur = { url: startUrl, html: r0.html, history: [startUrl] };
      let expected = normState(site.state());
      const steps = kind === 'chat' ? sol[item.id] : [sol[item.id]];
      if (!steps) { errors.push(`${name}/${item.id}: no solution`); continue; }
      const turns = kind === 'chat' ? item.turns : [{ say: item.instruction, expect: item.expect }];
      if (kind === 'chat') { counts.sessions++; if (turns.length < 10 || turns.length > 20) errors.push(`${name}/${item.id}: ${turns.length} turns`); }
      else counts.tasks++;
      if (steps.length !== turns.length) errors.push(`${name}/${item.id}: ${steps.length} solution entries for ${turns.length} turns`);
      turns.forEach((turn, i) => {
        const where = `${name}/${item.id}#${i + 1}`;
        if (kind === 'chat') counts.turns++;
        if (typeof (turn.say ?? '') !== 'string' || !(turn.say || '').trim()) errors.push(`${where}: empty say`);
        if (turn.expect && turn.expect.query) for (const v of Object.values(turn.expect.query)) if (typeof v !== 'string') errors.push(`${where}: non-string query value`);
        for (const s of steps[i] || []) cur = step(site, cur, s, where, errors);
        expected = applyExpect(expected, turn.expect);
        const got = normState(site.state());
        if (!same(got, expected)) errors.push(`${where}: state differs — ${diff(got, expected)}`);
        if (cur.url.split('?')[0] !== expected.page.path) errors.push(`${where}: browser on ${cur.url}, expected ${expected.page.path}`);
        const says = turn.says ?? turn.expect?.says;
        if (says) {
          counts.says++;
          const t = text(cur.html).toLowerCase();
          for (const w of [].concat(says)) if (!t.includes(String(w).toLowerCase())) errors.push(`${where}: page lacks "${w}"`);
        }
        // teacher forcing: a fresh site restored to the expected state reports it back, and the page renders
        const other = createSite();
        const raw = clone(site.state());
        other.restore(raw);
        if (!same(normState(other.state()), got)) errors.push(`${where}: restore() does not round-trip`);
        const pageUrl = withQuery(expected.page.path, expected.page.query, {});
        const rp = other.handle('GET', pageUrl);
        if (!rp || !rp.html) errors.push(`${where}: expected page ${pageUrl} does not render after restore`);
        else if (!same(normState(other.state()).page, normState({ page: { path: expected.page.path, query: expected.page.query } }).page)) errors.push(`${where}: page ${pageUrl} not recorded as shown`);
      });
      if (kind === 'tasks' && item.expect && Object.keys(item.expect).length === 0 && (steps[0] || []).length) errors.push(`${name}/${item.id}: {} expect but solution acts`);
    }
  }
  return { counts, errors };
}
