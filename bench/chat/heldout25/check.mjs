/**
 * SDK-free checker for bench/chat/heldout25: for every session of every site it serves the site
 * on 127.0.0.1, performs the session's gold actions (gold.json: per turn, the HTTP requests a
 * helper would make) over real HTTP, and confirms that
 *   - after each turn the site's state is the one the turns' `expect` chain gives (as the harness
 *     judges it: empty query values absent, query values without case);
 *   - every GET or POST of a turn is reachable from the page before it (a link's href, or a form
 *     whose action and method fit) — the state is reachable through the pages;
 *   - every `says` word is on the page the session is on at that turn;
 *   - turns without `expect` make no request, turns with one change the state;
 *   - each turn also holds teacher-forced (state restored to the expected one before it).
 * Run: node bench/chat/heldout25/check.mjs
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const gold = JSON.parse(readFileSync(join(HERE, 'gold.json'), 'utf8'));
const nonEmpty = (q) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== '').map(([k, v]) => [k, String(v).toLowerCase()]));
const canonical = (x) => JSON.stringify(x, (_k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));
const norm = (s) => ({ ...s, page: { path: s.page.path, query: nonEmpty(s.page.query) } });
const same = (a, b) => canonical(norm(a)) === canonical(norm(b));
function next(before, e = {}) {
  const n = structuredClone(before);
  for (const [k, v] of Object.entries(e)) {
    if (k === 'path') n.page = { path: v, query: e.query ?? {} };
    else if (k === 'query') n.page = { path: e.path ?? n.page.path, query: v };
    else n[k] = structuredClone(v);
  }
  return n;
}
const unescape = (s) => s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
const text = (html) => unescape(html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
function reachable(html, method, url) {
  const u = new URL(url, 'http://x');
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescape(m[1]));
  const forms = [...html.matchAll(/<form([^>]*)>/g)].map((m) => ({ method: (/method="(\w+)"/.exec(m[1])?.[1] ?? 'get').toUpperCase(), action: unescape(/action="([^"]*)"/.exec(m[1])?.[1] ?? '') }));
  if (method === 'GET' && hrefs.some((h) => { const v = new URL(h, 'http://x'); return v.pathname === u.pathname && canonical(nonEmpty(Object.fromEntries(v.searchParams))) === canonical(nonEmpty(Object.fromEntries(u.searchParams))); })) return true;
  return forms.some((f) => f.method === method && new URL(f.action, 'http://x').pathname === u.pathname);
}

let problems = 0;
let turns = 0;
const fail = (where, msg) => { problems++; console.log(`✗ ${where}: ${msg}`); };
for (const name of readdirSync(HERE).filter((d) => existsSync(join(HERE, d, 'server.mjs')))) {
  const { createSite } = await import(pathToFileURL(join(HERE, name, 'server.mjs')).href);
  const site = createSite();
  const file = JSON.parse(readFileSync(join(HERE, name, 'sessions.json'), 'utf8'));
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html ?? '');
    });
  });
  await new Promise((ok) => server.listen(0, '127.0.0.1', ok));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const request = async ([method, path, form]) => {
    const res = await fetch(origin + path, method === 'POST' ? { method, body: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
    return { status: res.status, html: await res.text() };
  };
  const pageUrl = (s) => `${s.page.path}${Object.keys(s.page.query).length ? `?${new URLSearchParams(s.page.query)}` : ''}`;
  for (const session of file.sessions) {
    const steps = gold[name]?.[session.id];
    const where = `${name}/${session.id}`;
    if (!steps || steps.length !== session.turns.length) { fail(where, 'gold actions missing or not one per turn'); continue; }
    site.reset();
    let html = (await request(['GET', file.start ?? '/'])).html;
    const expected = [];
    let prev = site.state();
    const visited = new Set([file.start ?? '/']);
    for (const [i, turn] of session.turns.entries()) {
      turns++;
      const at = `${where} turn ${i + 1} (“${turn.say}”)`;
      const want = next(prev, turn.expect ?? {});
      expected.push(want);
      if (!turn.expect && steps[i].length) fail(at, 'no expect, but gold makes requests');
      if (turn.expect && !steps[i].length) fail(at, 'expect given, but no gold requests');
      if (turn.expect && same(want, prev)) fail(at, 'expect changes nothing');
      for (const raw of steps[i]) {
        // ['BACK', url]: the browser's Back to a page this session showed before.
        const step = raw[0] === 'BACK' ? ['GET', raw[1]] : raw;
        if (raw[0] === 'BACK' ? !visited.has(raw[1]) : !reachable(html, step[0], step[1])) fail(at, `${raw[0]} ${raw[1]} not reachable from the page before`);
        const r = await request(step);
        if (r.status !== 200) fail(at, `${step[0]} ${step[1]} answered ${r.status}`);
        html = r.html;
        visited.add(pageUrl(site.state()));
      }
      if (!same(site.state(), want)) fail(at, `state ${canonical(norm(site.state()))} ≠ expected ${canonical(norm(want))}`);
      for (const w of [turn.says ?? []].flat()) if (!text(html).toLowerCase().includes(w.toLowerCase())) fail(at, `"${w}" is not on the page`);
      prev = want;
    }
    // Teacher-forced: each turn from the state the turns before it should have left.
    for (const [i, turn] of session.turns.entries()) {
      if (i === 0) continue;
      site.restore(expected[i - 1]);
      let h = (await request(['GET', pageUrl(expected[i - 1])])).html;
      for (const step of steps[i]) h = (await request(step[0] === 'BACK' ? ['GET', step[1]] : step)).html;
      if (!same(site.state(), expected[i])) fail(`${where} turn ${i + 1} teacher-forced`, 'state differs');
      for (const w of [turn.says ?? []].flat()) if (!text(h).toLowerCase().includes(w.toLowerCase())) fail(`${where} turn ${i + 1} teacher-forced`, `"${w}" not on the page`);
    }
  }
  server.close();
}
console.log(problems ? `${problems} problem(s) in ${turns} turns` : `ok: ${turns} turns, every expected state reached by its gold actions, teacher-forced too`);
process.exit(problems ? 1 : 0);
