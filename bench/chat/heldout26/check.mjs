// SDK-free check of bench/chat/heldout26: serves each site on 127.0.0.1, replays the gold HTTP
// actions of every turn (gold.json), and confirms after each turn that the site's state is the one
// the turn's `expect` gives (path, query with empty values dropped and case aside, other fields
// whole), that every `says` word is on the page the turn ends on, that each gold action is a
// link or form of the page before it, and that state()/restore() round-trip.
// Run: node bench/chat/heldout26/check.mjs
import http from 'node:http';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const dir = path.dirname(fileURLToPath(import.meta.url));
const gold = JSON.parse(readFileSync(path.join(dir, 'gold.json'), 'utf8'));
const normQuery = (q) => Object.fromEntries(Object.entries(q ?? {}).filter(([, v]) => v !== '' && v != null).map(([k, v]) => [k, String(v).toLowerCase()]).sort());
const text = (html) => html.replace(/<script[\s\S]*?<\/script>|<style[\s\S]*?<\/style>/g, ' ').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');
const targets = (html) => new Set([...html.matchAll(/(?:href|action)="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&').split('?')[0]));

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
  let res = await fetch(base + url, { method, redirect: 'manual', headers: form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}, body: form ? new URLSearchParams(form).toString() : undefined });
  let hops = 0;
  while (res.status >= 300 && res.status < 400 && hops++ < 5) res = await fetch(base + res.headers.get('location'), { redirect: 'manual' });
  return { status: res.status, html: await res.text() };
}

let failures = 0;
let turns = 0;
let says = 0;
const fail = (where, msg) => { failures++; console.log(`✗ ${where}: ${msg}`); };
for (const siteName of Object.keys(gold)) {
  const { createSite } = await import(path.join(dir, siteName, 'server.mjs'));
  const spec = JSON.parse(readFileSync(path.join(dir, siteName, 'sessions.json'), 'utf8'));
  const site = createSite();
  const server = await serve(site);
  const base = `http://127.0.0.1:${server.address().port}`;
  for (const session of spec.sessions) {
    const actions = gold[siteName][session.id];
    if (!actions || actions.length !== session.turns.length) { fail(`${siteName}/${session.id}`, `gold has ${actions?.length} turns, sessions ${session.turns.length}`); continue; }
    site.reset();
    let page = await request(base, 'GET', session.start ?? spec.start);
    const expected = site.state();
    for (const [i, turn] of session.turns.entries()) {
      turns++;
      const where = `${siteName}/${session.id} turn ${i + 1} "${turn.say}"`;
      for (const [method, url, form] of actions[i]) {
        if (!targets(page.html).has(url.split('?')[0])) fail(where, `${method} ${url} is not a link or form of the page before it`);
        page = await request(base, method, url, form);
        if (page.status !== 200) fail(where, `${method} ${url} → ${page.status}`);
      }
      const e = turn.expect ?? {};
      if (e.path) expected.page = { path: e.path, query: e.query ?? {} };
      else if (e.query) expected.page = { ...expected.page, query: e.query };
      for (const [k, v] of Object.entries(e)) if (k !== 'path' && k !== 'query') expected[k] = v;
      const actual = site.state();
      if (actual.page.path !== expected.page.path) fail(where, `path ${actual.page.path} ≠ ${expected.page.path}`);
      if (JSON.stringify(normQuery(actual.page.query)) !== JSON.stringify(normQuery(expected.page.query))) fail(where, `query ${JSON.stringify(actual.page.query)} ≠ ${JSON.stringify(expected.page.query)}`);
      for (const k of new Set([...Object.keys(actual), ...Object.keys(expected)])) {
        if (k === 'page') continue;
        if (JSON.stringify(actual[k]) !== JSON.stringify(expected[k])) fail(where, `${k}: ${JSON.stringify(actual[k])} ≠ ${JSON.stringify(expected[k])}`);
      }
      if (turn.says) {
        says++;
        const words = Array.isArray(turn.says) ? turn.says : [turn.says];
        const t = text(page.html).toLowerCase();
        for (const w of words) if (!t.includes(w.toLowerCase())) fail(where, `says "${w}" is not on the page`);
      }
      const copy = createSite();
      copy.restore(site.state());
      if (JSON.stringify(copy.state()) !== JSON.stringify(site.state())) fail(where, 'restore(state()) differs');
    }
  }
  server.close();
}
console.log(`${failures ? '✗' : '✓'} heldout26: ${turns} turns (${says} with says) checked, ${failures} failures`);
process.exit(failures ? 1 : 0);
