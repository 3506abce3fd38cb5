// Replays every session of bench/chat/heldout14 against its site with the requests a correct
// assistant would make (no SDK), and checks each turn's `expect` and `says`.
// Usage: node bench/chat/heldout14/check.mjs   (exits 1 on any failure)
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const G = (url) => ['GET', url];
const P = (url, body = {}) => ['POST', url, body];

const ACTIONS = {
  bikeshop: {
    'bike-kids-birthday': [
      [G('/shop?q=kids+bikes')], [], [G('/product/pip-16')], [], [G('/product/pip-16?colour=Unicorn+pink')],
      [P('/basket/add', { id: 'pip-16', size: 'One size', colour: 'Unicorn pink', qty: '1', back: '/product/pip-16?colour=Unicorn+pink' })],
      [G('/shop?q=kids+helmet')], [], [G('/product/kid-helmet'), G('/product/kid-helmet?colour=Unicorn+pink')],
      [P('/basket/add', { id: 'kid-helmet', size: 'One size', colour: 'Unicorn pink', qty: '1', back: '/product/kid-helmet?colour=Unicorn+pink' })],
      [G('/basket')], [], [G('/checkout')],
      [P('/checkout/details', { name: 'Hannah Okafor', email: 'hannah.okafor@example.com', phone: '07700 900452' })],
      [P('/checkout/delivery', { method: 'collect', address: '', postcode: '', store: 'Riverside' })], [],
      [P('/checkout/place')], [],
    ],
    'bike-road-then-lights': [
      [G('/shop?cat=road')], [G('/shop?cat=road&max=&sort=price-asc')], [], [G('/product/vela-sprint')],
      [G('/product/vela-sprint?size=56cm')], [G('/product/vela-sprint?size=56cm&colour=Chalk+white')], [],
      [P('/basket/add', { id: 'vela-sprint', size: '56cm', colour: 'Chalk white', qty: '1', back: '/product/vela-sprint?size=56cm&colour=Chalk+white' })],
      [G('/product/vela-allroad')], [], [G('/shop?q=lights')],
      [P('/basket/add', { id: 'lights', size: 'One size', colour: 'Black', qty: '1', back: '/shop?q=lights' })],
      [G('/basket')], [P('/basket/update', { line: 'lights|One size|Black', qty: '2' })], [],
      [P('/basket/remove', { line: 'vela-sprint|56cm|Chalk white' })], [],
    ],
    'bike-workshop-bookings': [
      [G('/workshop')], [], [], [G('/workshop/book?service=full')], [],
      [G('/workshop/details?service=full&day=2026-12-03&time=11:00')],
      [P('/workshop/book', { service: 'full', day: '2026-12-03', time: '11:00', name: 'Tom Reilly', phone: '07911 123456', bike: 'Crag Hardtail 27', notes: '' })],
      [G('/workshop/book?service=full&reschedule=W301'), P('/bookings/move', { ref: 'W301', day: '2026-12-04', time: '14:00' })],
      [], [G('/stores')],
      [G('/workshop'), G('/workshop/book?service=puncture'), G('/workshop/details?service=puncture&day=2026-12-05&time=12:00')],
      [P('/workshop/book', { service: 'puncture', day: '2026-12-05', time: '12:00', name: 'Tom Reilly', phone: '07911 123456', bike: 'Tarn Hybrid 300', notes: '' })],
      [], [P('/bookings/cancel', { ref: 'W301' })], [],
    ],
    'bike-ebike-order-cancel': [
      [G('/shop?q=e-bikes')], [], [], [G('/product/volt-city')], [G('/product/volt-city?size=L')], [G('/product/volt-city?size=L&colour=Navy')], [],
      [P('/basket/add', { id: 'volt-city', size: 'L', colour: 'Navy', qty: '1', back: '/product/volt-city?size=L&colour=Navy' }), G('/basket'), G('/checkout')],
      [P('/checkout/details', { name: 'Daniel Brooks', email: 'dan.brooks@example.co.uk', phone: '07700 900781' })],
      [P('/checkout/delivery', { method: 'delivery', address: '22 Harrow Road', postcode: 'LS6 2AB', store: '' })], [],
      [P('/checkout/place')], [], [G('/orders'), P('/orders/cancel', { id: 'SC1001' })], [G('/stores')], [],
    ],
  },
  museum: MUSEUM(),
};

function MUSEUM() {
  const add = (event, date, time, t) => P('/basket/add', { event, date, time, adult: '0', child: '0', concession: '0', ...t });
  return {
    'museum-family-sunday': [
      [G('/whats-on')], [G('/whats-on?type=family&date=&sort=')], [], [G('/event/rockpool')], [G('/event/rockpool?date=2026-12-06')], [],
      [G('/event/rockpool?date=2026-12-06&time=10:00'), add('rockpool', '2026-12-06', '10:00', { child: '2', adult: '1' })],
      [G('/whats-on'), G('/event/abyss')], [G('/event/abyss?date=2026-12-06'), G('/event/abyss?date=2026-12-06&time=11:00')], [],
      [add('abyss', '2026-12-06', '11:00', { adult: '1', child: '2' })], [], [G('/checkout')],
      [P('/checkout/details', { name: 'Priya Nair', email: 'priya.nair@example.org', postcode: 'HU1 2AA' })],
      [P('/checkout/pay', { donation: '5' })], [],
    ],
    'museum-lighthouse-move': [
      [G('/whats-on?q=lighthouse')], [], [G('/event/lighthouse')], [G('/event/lighthouse?date=2026-12-06')], [],
      [G('/event/lighthouse?date=2026-12-06&time=10:30'), add('lighthouse', '2026-12-06', '10:30', { adult: '2' })],
      [G('/event/lighthouse?date=2026-12-06&time=10:30'), add('lighthouse', '2026-12-06', '10:30', { concession: '1' })], [],
      [G('/checkout'), P('/checkout/details', { name: 'Marek Nowak', email: 'marek.nowak@example.com', postcode: 'yo1 7hh' })],
      [P('/checkout/pay', { donation: '0' })], [G('/tickets')],
      [G('/event/lighthouse?date=2026-12-06&change=T401'), G('/event/lighthouse?date=2026-12-05&change=T401'), P('/tickets/move', { ref: 'T401', date: '2026-12-05', time: '10:30' })],
      [G('/visit')], [], [],
    ],
    'museum-talk-and-planetarium': [
      [G('/whats-on'), G('/whats-on?type=talk&date=&sort=')], [], [G('/event/seabed-talk'), G('/event/seabed-talk?date=2026-12-10')], [],
      [G('/event/seabed-talk?date=2026-12-10&time=18:30'), add('seabed-talk', '2026-12-10', '18:30', { concession: '2' })],
      [G('/whats-on?q=planetarium')], [], [G('/event/stars'), G('/event/stars?date=2026-12-10'), G('/event/stars?date=2026-12-10&time=15:00')],
      [add('stars', '2026-12-10', '15:00', { adult: '2' })], [], [P('/basket/remove', { line: 'stars|2026-12-10|15:00' })], [G('/checkout')],
      [P('/checkout/details', { name: 'Sam Okoye', email: 'sam.okoye@example.net', postcode: 'LS2 9JT' })],
      [P('/checkout/pay', { donation: '2' })], [], [],
    ],
    'museum-lab-tour-family': [
      [G('/visit')], [], [G('/whats-on?type=tour')], [], [], [G('/event/lab-tour')],
      [G('/event/lab-tour?date=2026-12-09'), G('/event/lab-tour?date=2026-12-09&time=14:30')],
      [add('lab-tour', '2026-12-09', '14:30', { adult: '1' })],
      [G('/event/wrecks'), G('/event/wrecks?date=2026-12-09'), G('/event/wrecks?date=2026-12-09&time=16:00'), add('wrecks', '2026-12-09', '16:00', { adult: '1', child: '1' })], [],
      [G('/checkout'), P('/checkout/details', { name: 'Ruth Adeyemi', email: 'ruth.adeyemi@example.com', postcode: 'HU5 3QP' })],
      [G('/checkout'), P('/checkout/details', { name: 'Ruth Adeyemi', email: 'ruth.a@example.com', postcode: 'HU5 3QP' })],
      [P('/checkout/pay', { donation: '0' })], [G('/tickets'), P('/tickets/cancel', { ref: 'T402' })], [], [],
    ],
  };
}

// ---- replay machinery ----
const clone = (x) => JSON.parse(JSON.stringify(x));
function normQuery(q) {
  const o = {};
  for (const [k, v] of Object.entries(q || {})) if (v !== '' && v != null) o[k] = String(v).toLowerCase();
  return o;
}
function canon(x) {
  if (Array.isArray(x)) return x.map(canon);
  if (x && typeof x === 'object') return Object.fromEntries(Object.keys(x).sort().map((k) => [k, canon(x[k])]));
  return x;
}
const same = (a, b) => JSON.stringify(canon(a)) === JSON.stringify(canon(b));
function pageOf(st) { return st.page || { path: st.path, query: st.query || {} }; }
function compare(actual, expected) {
  const diffs = [];
  const pa = pageOf(actual), pe = pageOf(expected);
  if (pa.path !== pe.path || !same(normQuery(pa.query), normQuery(pe.query))) diffs.push(`page ${JSON.stringify(pa)} != ${JSON.stringify(pe)}`);
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)].filter((k) => !['page', 'path', 'query'].includes(k)));
  for (const k of keys) if (!same(actual[k] ?? null, expected[k] ?? null)) diffs.push(`${k}: ${JSON.stringify(actual[k])} != ${JSON.stringify(expected[k])}`);
  return diffs;
}
function apply(exp, e) {
  const n = clone(exp);
  const pg = pageOf(n);
  delete n.path; delete n.query;
  if ('path' in e) n.page = { path: e.path, query: e.query || {} };
  else if ('query' in e) n.page = { path: pg.path, query: e.query };
  else n.page = pg;
  for (const [k, v] of Object.entries(e)) if (!['path', 'query'].includes(k)) n[k] = clone(v);
  return n;
}
const text = (html) => String(html || '').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ');

function request(site, method, url, body) {
  let r = site.handle(method, url, method === 'POST' ? new URLSearchParams(body).toString() : undefined);
  let hops = 0;
  while (r && r.redirect && hops++ < 5) r = site.handle('GET', r.redirect);
  if (!r || r.status >= 400 || r.html == null) throw new Error(`${method} ${url} → ${JSON.stringify(r).slice(0, 200)}`);
  if (/undefined|NaN|\[object /.test(r.html)) throw new Error(`${method} ${url} renders a broken value`);
  return r.html;
}

let failed = 0;
for (const name of Object.keys(ACTIONS)) {
  const { createSite } = await import(pathToFileURL(join(here, name, 'server.mjs')).href);
  const { start, sessions } = JSON.parse(readFileSync(join(here, name, 'sessions.json'), 'utf8'));
  for (const s of sessions) {
    const acts = ACTIONS[name][s.id];
    const errs = [];
    if (!acts || acts.length !== s.turns.length) errs.push(`actions: ${acts ? acts.length : 'none'} for ${s.turns.length} turns`);
    const site = createSite();
    site.reset();
    let html = request(site, 'GET', s.start || start);
    let exp = site.state();
    s.turns.forEach((t, i) => {
      if (errs.length) return;
      try {
        for (const [m, u, b] of acts[i]) html = request(site, m, u, b);
      } catch (e) { errs.push(`turn ${i + 1}: ${e.message}`); return; }
      if (t.expect) exp = apply(exp, t.expect);
      const d = compare(site.state(), exp);
      if (d.length) errs.push(`turn ${i + 1} "${t.say}": ${d.join('; ')}`);
      const words = t.says == null ? [] : [].concat(t.says);
      const tx = text(html).toLowerCase();
      for (const w of words) if (!tx.includes(String(w).toLowerCase())) errs.push(`turn ${i + 1}: page lacks "${w}"`);
      // restore round-trip: the state must restore to itself
      const st = site.state(); const probe = createSite(); probe.restore(st);
      if (!same(probe.state(), st)) errs.push(`turn ${i + 1}: restore() does not round-trip`);
    });
    if (errs.length) failed++;
    console.log(`${errs.length ? 'FAIL' : 'OK  '} ${name}/${s.id} (${s.turns.length} turns)${errs.length ? '\n    ' + errs.join('\n    ') : ''}`);
  }
}
process.exit(failed ? 1 : 0);
