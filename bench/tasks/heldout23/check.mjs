/**
 * SDK-free checker for bench/tasks/heldout23: for every task of every site it serves the site on
 * 127.0.0.1, opens the task's start page, performs the task's gold actions (gold.json: the HTTP
 * requests a helper would make) over real HTTP and confirms that
 *   - the end state is the task's `expect` applied to the state on the start page (as the
 *     harness judges it: empty query values absent, query values without case);
 *   - every request is reachable from the page before it (a link's href, or a form whose action
 *     and method fit), and every page answered 200;
 *   - `expect` changes something, and each `answers` value is used by the gold actions and is not
 *     already in the instruction.
 * Run: node bench/tasks/heldout23/check.mjs
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
function reachable(html, method, url) {
  const u = new URL(url, 'http://x');
  const hrefs = [...html.matchAll(/href="([^"]*)"/g)].map((m) => unescape(m[1]));
  const forms = [...html.matchAll(/<form([^>]*)>/g)].map((m) => ({ method: (/method="(\w+)"/.exec(m[1])?.[1] ?? 'get').toUpperCase(), action: unescape(/action="([^"]*)"/.exec(m[1])?.[1] ?? '') }));
  if (method === 'GET' && hrefs.some((h) => { const v = new URL(h, 'http://x'); return v.pathname === u.pathname && canonical(nonEmpty(Object.fromEntries(v.searchParams))) === canonical(nonEmpty(Object.fromEntries(u.searchParams))); })) return true;
  return forms.some((f) => f.method === method && new URL(f.action, 'http://x').pathname === u.pathname);
}

let problems = 0;
let count = 0;
const fail = (where, msg) => { problems++; console.log(`✗ ${where}: ${msg}`); };
for (const name of readdirSync(HERE).filter((d) => existsSync(join(HERE, d, 'server.mjs')))) {
  const { createSite } = await import(pathToFileURL(join(HERE, name, 'server.mjs')).href);
  const site = createSite();
  const file = JSON.parse(readFileSync(join(HERE, name, 'tasks.json'), 'utf8'));
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
    const res = await fetch(origin + path, method === 'POST' ? { method, body: new URLSearchParams(Object.entries(form).flatMap(([k, v]) => [v].flat().map((x) => [k, String(x)]))), headers: { 'content-type': 'application/x-www-form-urlencoded' } } : {});
    return { status: res.status, html: await res.text() };
  };
  for (const task of file.tasks) {
    count++;
    const where = `${name}/${task.id}`;
    const steps = gold[name]?.[task.id];
    if (!steps?.length) { fail(where, 'no gold actions'); continue; }
    site.reset();
    const first = await request(['GET', task.start ?? file.start ?? '/']);
    if (first.status !== 200) fail(where, `start page answered ${first.status}`);
    let html = first.html;
    const initial = site.state();
    const want = next(initial, task.expect);
    if (same(want, initial)) fail(where, 'expect changes nothing');
    for (const step of steps) {
      if (!reachable(html, step[0], step[1])) fail(where, `${step[0]} ${step[1]} not reachable from the page before`);
      const r = await request(step);
      if (r.status !== 200) fail(where, `${step[0]} ${step[1]} answered ${r.status}`);
      html = r.html;
    }
    if (!same(site.state(), want)) fail(where, `state ${canonical(norm(site.state()))}\n   ≠ expected ${canonical(norm(want))}`);
    for (const [k, v] of Object.entries(task.answers ?? {})) {
      if (task.instruction.includes(v)) fail(where, `answer "${k}" is already in the instruction`);
      if (!steps.some((s) => s[0] === 'POST' && Object.values(s[2]).flat().map(String).includes(v))) fail(where, `answer "${k}" is not used by the gold actions`);
    }
  }
  server.close();
}
console.log(problems ? `${problems} problem(s) in ${count} tasks` : `ok: ${count} tasks, every expected state reached by its gold actions through the pages`);
process.exit(problems ? 1 : 0);
