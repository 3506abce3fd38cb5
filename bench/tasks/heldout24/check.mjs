// SDK-free check of bench/tasks/heldout24: serves each site on 127.0.0.1, and for every task
// resets the site, opens its start page, replays the task's gold HTTP actions (gold.json; each a
// link or form of the page before it) and confirms the end state is the one `expect` gives
// relative to the start page's state (path, query with empty values dropped and case aside, other
// fields whole), that the task changes something, and that state()/restore() round-trip.
// Run: node bench/tasks/heldout24/check.mjs
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.dirname(fileURLToPath(import.meta.url));
const gold = JSON.parse(readFileSync(path.join(dir, 'gold.json'), 'utf8'));
const normQuery = (q) => Object.fromEntries(Object.entries(q ?? {}).filter(([, v]) => v !== '' && v != null).map(([k, v]) => [k, String(v).toLowerCase()]).sort());
const targets = (html) => new Set([...html.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&').split('?')[0]));
const encode = (form) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(form)) for (const x of [].concat(v)) p.append(k, x);
  return p.toString();
};

function serve(site) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => { body += c; });
    req.on('end', () => {
      const out = site.handle(req.method, req.url, body);
      if (out.redirect) { res.writeHead(303, { location: out.redirect }); res.end(); return; }
      res.writeHead(out.status ?? 200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(out.html ?? '');
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

async function request(base, method, url, form) {
  let res = await fetch(base + url, { method, redirect: 'manual', headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body: form ? encode(form) : undefined });
  let hops = 0;
  while (res.status >= 300 && res.status < 400 && hops++ < 5) res = await fetch(base + res.headers.get('location'), { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

let failures = 0;
let count = 0;
let answers = 0;
const fail = (where, msg) => { failures++; console.log(`✗ ${where}: ${msg}`); };
for (const siteName of Object.keys(gold)) {
  const { createSite } = await import(path.join(dir, siteName, 'server.mjs'));
  const spec = JSON.parse(readFileSync(path.join(dir, siteName, 'tasks.json'), 'utf8'));
  const site = createSite();
  const server = await serve(site);
  const base = `http://127.0.0.1:${server.address().port}`;
  if (Object.keys(gold[siteName]).length !== spec.tasks.length) fail(siteName, 'gold and tasks differ in number');
  for (const task of spec.tasks) {
    count++;
    if (task.answers) answers++;
    const where = `${siteName}/${task.id}`;
    const actions = gold[siteName][task.id];
    if (!actions) { fail(where, 'no gold'); continue; }
    site.reset();
    let page = await request(base, 'GET', task.start ?? spec.start);
    if (page.status !== 200) fail(where, `start page ${page.status}`);
    const start = site.state();
    const expected = structuredClone(start);
    const e = task.expect;
    if (e.path) expected.page = { path: e.path, query: e.query ?? {} };
    else if (e.query) expected.page = { ...expected.page, query: e.query };
    for (const [k, v] of Object.entries(e)) if (k !== 'path' && k !== 'query') expected[k] = v;
    for (const [method, url, form] of actions) {
      if (!targets(page.html).has(url.split('?')[0])) fail(where, `${method} ${url} is not a link or form of the page before it`);
      page = await request(base, method, url, form);
      if (page.status !== 200) fail(where, `${method} ${url} → ${page.status}`);
    }
    const actual = site.state();
    if (actual.page.path !== expected.page.path) fail(where, `path ${actual.page.path} ≠ ${expected.page.path}`);
    if (JSON.stringify(normQuery(actual.page.query)) !== JSON.stringify(normQuery(expected.page.query))) fail(where, `query ${JSON.stringify(actual.page.query)} ≠ ${JSON.stringify(expected.page.query)}`);
    for (const k of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
      if (k !== 'page' && JSON.stringify(actual[k]) !== JSON.stringify(expected[k])) fail(where, `${k}: ${JSON.stringify(actual[k])} ≠ ${JSON.stringify(expected[k])}`);
    }
    if (JSON.stringify(actual) === JSON.stringify(start)) fail(where, 'the task changes nothing');
    const copy = createSite();
    copy.restore(actual);
    if (JSON.stringify(copy.state()) !== JSON.stringify(actual)) fail(where, 'restore(state()) differs');
  }
  server.close();
}
console.log(`${failures ? '✗' : '✓'} heldout24: ${count} tasks (${answers} with answers) checked, ${failures} failures`);
process.exit(failures ? 1 : 0);
