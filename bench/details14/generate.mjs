/**
 * Round 14: generated conversations for details with a submit verb and for counts (ours).
 *
 *     node bench/details14/generate.mjs OUT_DIR [--seed N] [--sessions 24]
 *     node bin/russ.js eval-chat OUT_DIR
 *
 * Each session is one page: a form of a person's details (labels, input types and buttons drawn
 * from wide pools, none the user's words) with one turn that gives the details and says to send
 * them, the verb before or after; or an item with a quantity control (a number box or a menu of
 * counts, under one of several names) and an add button, with one turn that orders a count; or a
 * hire form of two count controls where a count naming neither must be asked about (nothing
 * changes). Values (names, phones, e-mails, codes) are drawn from pools too.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const args = process.argv.slice(2);
const out = resolve(args[0] ?? 'bench/details14/out');
const opt = (k, d) => (args.includes(k) ? Number(args[args.indexOf(k) + 1]) : d);
let seed = opt('--seed', 1);
const rnd = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
const pick = (a) => a[Math.floor(rnd() * a.length)];

const FIRST = ['Maren', 'Tobias', 'Ines', 'Rufus', 'Leontine', 'Cosmo', 'Saoirse', 'Ambrose', 'Linnea', 'Ezra', 'Odile', 'Fenwick', 'Yusra', 'Bram', 'Clio'];
const LAST = ['Halloran', 'Vickery', 'Ostrander', 'Pemberton', 'Kowalczyk', 'Abernathy', 'Thistlewood', 'Marchetti', 'Engstrom', 'Quayle', 'Okonkwo', 'Lindqvist'];
const NAME_LABELS = ['Full name', 'Your name', 'Name', 'Name on the booking', 'Lead guest name', 'Contact name', 'Name for the order'];
const PHONE_LABELS = [['Phone', 'tel'], ['Mobile number', 'tel'], ['Contact telephone', 'text'], ['Telephone', 'tel'], ['Best number to reach you', 'text'], ['Mobile', 'text']];
const EMAIL_LABELS = [['Email', 'email'], ['E-mail address', 'text'], ['Where should we send the receipt?', 'email'], ['Email for confirmation', 'email']];
const CODE_LABELS = [['Membership number', 'membership'], ['Loyalty card number', 'loyalty card'], ['Member no.', 'member'], ['Library card number', 'library card']];
const BUTTONS = [['Book now', 'Book it'], ['Confirm booking', 'Confirm it'], ['Place order', 'Place the order'], ['Pay now', 'Pay now'], ['Reserve', 'Reserve it'], ['Submit', 'Go ahead'], ['Complete purchase', 'Go ahead and buy it'], ['Send request', 'Send it']];
const NAME_LEADS = ['', "It's ", "Name's ", 'The name is ', "I'm ", 'Put it under '];
const QTY = [['number', 'Quantity'], ['number', 'Qty'], ['number', 'How many'], ['select', 'Quantity'], ['select', 'Qty']];
const ADD = ['Add to basket', 'Add to cart', 'Add to bag', 'Add to trolley', 'Buy'];
const WORDS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ORDERS = [(w) => `Add ${w} of them`, (w) => `${w[0].toUpperCase()}${w.slice(1)} of those, please`, (w) => `I'll take ${w}`, (w) => `Can I have ${w} of those?`, (w) => `Okay, add ${w} to the basket`];
const ITEMS = [['Enamel mug', 'mugs'], ['Wool blanket', 'blankets'], ['Beeswax candle', 'candles'], ['Seed tray', 'trays'], ['Rope hammock', 'hammocks']];
const HIRE = [['Oar hire', 'Paddle hire', 'Kayak'], ['Helmet hire', 'Lock hire', 'Bike'], ['Pole hire', 'Glove hire', 'Ski']];

const phone = () => `07700 900${String(100 + Math.floor(rnd() * 899))}`;
const sessions = [];
const pages = [];
const n = opt('--sessions', 24);
for (let i = 0; i < n; i++) {
  const kind = i % 3;
  const path = `/p${i}`;
  if (kind === 0) {
    const name = `${pick(FIRST)} ${pick(LAST)}`;
    const tel = phone();
    const mail = `${name.split(' ')[0].toLowerCase()}.${name.split(' ')[1][0].toLowerCase()}@example.org`;
    const [nl, pl, el] = [pick(NAME_LABELS), pick(PHONE_LABELS), pick(EMAIL_LABELS)];
    const code = rnd() < 0.4 ? pick(CODE_LABELS) : undefined;
    const codeValue = code ? `${pick(['RX', 'KT', 'MB', 'QL'])}-${10000 + Math.floor(rnd() * 89999)}` : '';
    const [button, verb] = pick(BUTTONS);
    const fields = [['name', nl, 'text'], ['tel', pl[0], pl[1]], ['mail', el[0], el[1]], ...(code ? [['code', code[0], 'text']] : [])];
    const order = fields.map((f) => f).sort(() => rnd() - 0.5);
    pages.push({ path, kind: 'form', fields: order, button });
    const withEmail = rnd() < 0.6;
    const parts = [`${pick(NAME_LEADS)}${name}`, `${pick(['', 'mobile ', 'phone ', 'my number is '])}${tel}`, ...(withEmail ? [`${pick(['', 'email ', 'my email is '])}${mail}`] : []), ...(code ? [`the ${code[1]} number's ${codeValue}`] : [])];
    const details = parts.join(', ') + '.';
    const say = rnd() < 0.5 ? `${verb}. ${details}` : `${details} ${verb}.`;
    sessions.push({ id: `details-${i}`, start: path, turns: [{ say, expect: { path: '/done', query: { form: String(i) }, sent: { form: String(i), fields: { name, tel, mail: withEmail ? mail : '', ...(code ? { code: codeValue } : {}) } } } }] });
  } else if (kind === 1) {
    const [item] = pick(ITEMS);
    const [ctrl, label] = pick(QTY);
    const add = pick(ADD);
    const k = 2 + Math.floor(rnd() * 7);
    pages.push({ path, kind: 'item', item, ctrl, label, add });
    sessions.push({ id: `count-${i}`, start: path, turns: [{ say: pick(ORDERS)(WORDS[k]), expect: { path: '/basket', basket: [{ item, qty: k }] } }] });
  } else {
    const [a, b, what] = pick(HIRE);
    pages.push({ path, kind: 'hire', a, b, what });
    sessions.push({ id: `hire-${i}`, start: path, turns: [{ say: pick(['Can we borrow two?', 'We need three.', 'Two of those as well.']) }] });
  }
}

const site = `const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PAGES = ${JSON.stringify(pages)};
export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, sent: null, basket: [] }; };
  reset();
  const wrap = (t, b) => '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>' + esc(t) + '</title></head><body><header><a href="/">Home</a> <a href="/basket">Basket</a></header><main>' + b + '</main></body></html>';
  const render = (p, q) => {
    if (p.kind === 'form') return wrap('Your details', '<h1>Your details</h1><form method="post" action="/send/' + PAGES.indexOf(p) + '">' + p.fields.map(([n, l, t]) => '<p><label for="f-' + n + '">' + esc(l) + '</label> <input id="f-' + n + '" name="' + n + '" type="' + t + '"></p>').join('') + '<button type="submit">' + esc(p.button) + '</button></form>');
    if (p.kind === 'item') return wrap(p.item, '<h1>' + esc(p.item) + '</h1><p>£9.00</p><form method="post" action="/basket/add"><input type="hidden" name="item" value="' + esc(p.item) + '"><p><label for="q">' + esc(p.label) + '</label> ' + (p.ctrl === 'number' ? '<input id="q" name="qty" type="number" value="1" min="1">' : '<select id="q" name="qty">' + [1,2,3,4,5,6,7,8,9,10].map((n) => '<option>' + n + '</option>').join('') + '</select>') + '</p><button type="submit">' + esc(p.add) + '</button></form>');
    const a = Number(q.a ?? 0), b = Number(q.b ?? 0);
    return wrap(p.what + ' hire', '<h1>' + esc(p.what) + ' hire</h1><form method="get" action="' + p.path + '"><p><label for="a">' + esc(p.a) + '</label> <input id="a" name="a" type="number" min="0" max="4" value="' + a + '" onchange="this.form.submit()"></p><p><label for="b">' + esc(p.b) + '</label> <input id="b" name="b" type="number" min="0" max="4" value="' + b + '" onchange="this.form.submit()"></p></form>');
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const f = new URLSearchParams(body ?? '');
      if (method === 'POST' && u.pathname.startsWith('/send/')) {
        const i = u.pathname.slice(6);
        const p = PAGES[Number(i)];
        const fields = Object.fromEntries(p.fields.map(([n]) => [n, (f.get(n) ?? '').trim()]));
        if (!fields.name || !fields.tel) return { status: 400, html: 'Missing details' };
        state.sent = { form: i, fields };
        return { redirect: '/done?form=' + i };
      }
      if (method === 'POST' && u.pathname === '/basket/add') {
        state.basket.push({ item: f.get('item'), qty: Number(f.get('qty')) || 1 });
        return { redirect: '/basket' };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/done') return { html: wrap('Thanks', '<h1>Thank you</h1>') };
      if (u.pathname === '/basket') return { html: wrap('Basket', '<h1>Basket</h1>' + state.basket.map((l) => '<p>' + esc(l.item) + ' × ' + l.qty + '</p>').join('')) };
      if (u.pathname === '/') return { html: wrap('Home', '<h1>Home</h1>') };
      const p = PAGES.find((x) => x.path === u.pathname);
      return p ? { html: render(p, q) } : { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) { state = structuredClone(s); },
    reset,
  };
}
`;
// One site folder per session (each starts on its own page).
for (const s of sessions) {
  const dir = join(out, s.id);
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'server.mjs'), `export { createSite } from '../site.mjs';\n`);
  writeFileSync(join(dir, 'sessions.json'), JSON.stringify({ start: s.start, sessions: [{ id: s.id, turns: s.turns }] }, null, 1));
}
writeFileSync(join(out, 'site.mjs'), site);
console.log(`${sessions.length} sessions in ${out}`);
