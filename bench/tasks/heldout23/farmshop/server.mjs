/**
 * "Hollins Farm Shop" (bench/tasks/heldout23, written blind): a header nav and search box, the shop
 * as aisle links over a table whose rows each have a size menu, a Quantity box and Add, an
 * "Organic only" box and a sort ("Filter"), a basket with a quantity menu, Remove and a promo code,
 * a two-step checkout (collection or local delivery, day and time slot into the query of the
 * details page; name, phone, postcode, notes, "Place order"), veg box subscriptions (size,
 * frequency, delivery day, items to leave out, first delivery), My account (orders with Cancel;
 * a veg box to resize, skip a week or pause), choose-and-cut Christmas tree visits and a contact
 * form. `state()` is what the server has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const P = (id, name, aisle, organic, options) => ({ id, name, aisle, organic, options });
export const PRODUCTS = [
  P(1, 'Maris Piper potatoes', 'veg', false, [['1kg', '1kg', 1.6], ['2.5kg', '2.5kg', 3.5]]),
  P(2, 'Heritage carrots', 'veg', true, [['500g', '500g', 1.4], ['1kg', '1kg', 2.6]]),
  P(3, 'Brussels sprouts on the stalk', 'veg', false, [['each', 'One stalk', 3]]),
  P(4, 'Red onions', 'veg', true, [['500g', '500g', 1.2], ['1kg', '1kg', 2.2]]),
  P(5, 'Parsnips', 'veg', false, [['500g', '500g', 1.1], ['1kg', '1kg', 2]]),
  P(6, 'Free-range eggs', 'dairy', false, [['6', 'Half dozen', 2.4], ['12', 'Dozen', 4.4]]),
  P(7, 'Whole milk', 'dairy', true, [['1l', '1 litre', 1.3], ['2l', '2 litres', 2.3]]),
  P(8, 'Farmhouse cheddar', 'dairy', false, [['250g', '250g', 4.5], ['500g', '500g', 8.5]]),
  P(9, 'Pork sausages', 'meat', false, [['6', 'Pack of 6', 5], ['12', 'Pack of 12', 9.5]]),
  P(10, 'Free-range turkey crown', 'meat', false, [['small', 'Small (serves 6)', 48], ['large', 'Large (serves 10)', 72]]),
  P(11, 'Dry-cured streaky bacon', 'meat', true, [['200g', '200g', 3.8], ['400g', '400g', 7.2]]),
  P(12, 'Sourdough loaf', 'bakery', false, [['small', 'Small', 3.2], ['large', 'Large', 4.8]]),
  P(13, 'Mince pies', 'bakery', false, [['6', 'Box of 6', 4.8], ['12', 'Box of 12', 9]]),
  P(14, 'Pressed apple juice', 'pantry', true, [['75cl', '75cl bottle', 3.5], ['3l', '3 litre box', 11]]),
  P(15, 'Wildflower honey', 'pantry', false, [['227g', '227g jar', 6.5], ['454g', '454g jar', 11.5]]),
];
const AISLES = [['veg', 'Fruit & veg'], ['dairy', 'Dairy & eggs'], ['meat', 'Butchery'], ['bakery', 'Bakery'], ['pantry', 'Pantry']];
const DAYS = [['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December']];
const SLOTS = [['am', 'Morning (9am–12pm)'], ['pm', 'Afternoon (1pm–5pm)']];
const METHODS = [['collect', 'Collect from the farm shop (free)', 0], ['delivery', 'Local delivery within 10 miles (£4.50)', 4.5]];
const SIZES = [['small', 'Small box — £15 (1–2 people)', 15], ['medium', 'Medium box — £22 (3–4 people)', 22], ['large', 'Large box — £30 (5+ people)', 30]];
const LEAVE_OUT = [['mushrooms', 'Mushrooms'], ['beetroot', 'Beetroot'], ['kale', 'Kale'], ['parsnips', 'Parsnips'], ['celeriac', 'Celeriac']];
const BOX_DATES = [['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-10', 'Thursday 10 December'], ['2026-12-11', 'Friday 11 December'], ['2026-12-17', 'Thursday 17 December'], ['2026-12-18', 'Friday 18 December']];
const TREE_DAYS = [['2026-12-05', 'Saturday 5 December'], ['2026-12-06', 'Sunday 6 December'], ['2026-12-12', 'Saturday 12 December'], ['2026-12-13', 'Sunday 13 December']];
const TREE_TIMES = [['10:00', '10am'], ['12:00', '12 noon'], ['14:00', '2pm']];
const HEIGHTS = [['5ft', '5 ft — £40'], ['6ft', '6 ft — £50'], ['7ft', '7 ft — £65'], ['8ft', '8 ft — £80']];
const TOPICS = [['order', 'An order'], ['box', 'My veg box'], ['trees', 'Christmas trees'], ['other', 'Something else']];
const PROMOS = { HOLLINS10: 0.1, WINTER5: 0.05 };

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const prod = (id) => PRODUCTS.find((p) => p.id === Number(id));
const price = (b) => prod(b.id).options.find(([v]) => v === b.option)?.[2] ?? 0;
const opts = (list, chosen, blank) => `${blank !== undefined ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label><br>`).join('');
const label = (list, v) => list.find(([x]) => x === v)?.[1] ?? v;

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      basket: [],
      promo: '',
      orders: [
        { ref: 'HF-301', items: [{ id: 8, option: '500g', qty: 1 }, { id: 6, option: '12', qty: 2 }], method: 'collect', day: '2026-11-21', slot: 'am', name: 'Nina Patel', phone: '07700 900301', postcode: '', notes: '', status: 'collected' },
        { ref: 'HF-318', items: [{ id: 10, option: 'large', qty: 1 }], method: 'delivery', day: '2026-12-05', slot: 'pm', name: 'Nina Patel', phone: '07700 900301', postcode: 'HG3 4QT', notes: '', status: 'confirmed' },
      ],
      boxes: [{ ref: 'VB-12', size: 'medium', frequency: 'weekly', day: 'friday', leaveOut: ['beetroot'], start: '2026-10-02', skipped: [], pausedUntil: '' }],
      trees: [],
      messages: [],
    };
  };
  reset();
  const count = () => state.basket.reduce((n, b) => n + b.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hollins Farm Shop</title><style>
body{font-family:Verdana,sans-serif;margin:0;color:#2b2b2b} header{background:#3f6b2a;color:#fff;padding:10px 22px;display:flex;gap:16px;align-items:center;flex-wrap:wrap} header a{color:#fff}
main{padding:18px 24px;max-width:1000px} table{border-collapse:collapse} th,td{border-bottom:1px solid #ddd;padding:6px 8px;text-align:left}
</style></head><body><header><a href="/"><strong>Hollins Farm Shop</strong></a><nav><a href="/shop">Shop</a> | <a href="/boxes">Veg boxes</a> | <a href="/trees">Christmas trees</a> | <a href="/account">My account</a> | <a href="/contact">Contact</a></nav><form method="get" action="/search" role="search"><input name="q" aria-label="Search the shop" placeholder="Search"><button>Go</button></form><a href="/basket">Basket: ${count()} item${count() === 1 ? '' : 's'}</a></header><main>${body}</main></body></html>`;
  const row = (p) => `<tr><td>${esc(p.name)}${p.organic ? ' <em>(organic)</em>' : ''}</td><td colspan="3"><form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><label for="o${p.id}" class="sr">Size</label> <select id="o${p.id}" name="option">${p.options.map(([v, l, c]) => `<option value="${v}">${esc(l)} — ${money(c)}</option>`).join('')}</select> <label for="n${p.id}">Quantity</label> <input id="n${p.id}" name="qty" type="number" min="1" value="1" size="3"> <button aria-label="Add ${esc(p.name)}">Add</button></form></td></tr>`;

  function shopPage(q) {
    let list = PRODUCTS.filter((p) => (!q.aisle || p.aisle === q.aisle) && (!q.organic || p.organic));
    const low = (p) => Math.min(...p.options.map((o) => o[2]));
    if (q.sort === 'price') list = [...list].sort((a, b) => low(a) - low(b));
    if (q.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const tabs = `<p>${[['', 'Everything'], ...AISLES].map(([v, l]) => `<a href="/shop${v ? `?aisle=${v}` : ''}">${l}</a>`).join(' · ')}</p>`;
    const filter = `<form method="get" action="/shop">${q.aisle ? `<input type="hidden" name="aisle" value="${esc(q.aisle)}">` : ''}<label><input type="checkbox" name="organic" value="1"${q.organic ? ' checked' : ''}> Organic only</label> <label for="sort">Sort</label> <select id="sort" name="sort">${opts([['', 'Shop order'], ['price', 'Price (lowest)'], ['name', 'A–Z']], q.sort ?? '')}</select> <button>Filter</button></form>`;
    return layout('Shop', `<h1>${q.aisle ? label(AISLES, q.aisle) : 'Shop everything'}</h1>${tabs}${filter}<table><tbody>${list.map(row).join('') || '<tr><td>Nothing here.</td></tr>'}</tbody></table>`);
  }
  const subtotal = (items) => items.reduce((s, b) => s + price(b) * b.qty, 0);
  function basketPage(q) {
    if (!state.basket.length) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty. <a href="/shop">Go shopping</a></p>');
    const rows = state.basket.map((b, i) => `<tr><td>${esc(prod(b.id).name)}</td><td>${esc(label(prod(b.id).options, b.option))}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="index" value="${i}"><label for="q${i}">Qty</label> <select id="q${i}" name="qty" onchange="this.form.submit()">${Array.from({ length: 12 }, (_, n) => `<option${n + 1 === b.qty ? ' selected' : ''}>${n + 1}</option>`).join('')}</select></form></td><td>${money(price(b) * b.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(prod(b.id).name)}">Remove</button></form></td></tr>`).join('');
    const sub = subtotal(state.basket);
    const off = state.promo ? sub * PROMOS[state.promo] : 0;
    return layout('Basket', `<h1>Your basket</h1><table><tbody>${rows}</tbody></table><p>Subtotal ${money(sub)}${off ? `<br>Promotion ${state.promo}: −${money(off)}` : ''}<br><strong>Total ${money(sub - off)}</strong></p>${q.bad ? '<p role="alert">That code is not valid.</p>' : ''}<form method="post" action="/basket/promo"><label for="code">Promo code</label> <input id="code" name="code"> <button>Apply</button></form><p><a href="/checkout">Go to checkout</a></p>`);
  }
  const checkoutPage = () => layout('Checkout', `<p>Step 1 of 2</p><h1>When and how</h1><form method="get" action="/checkout/details"><fieldset><legend>Collection or delivery</legend>${radios('method', METHODS, 'collect')}</fieldset><p><label for="day">Day</label> <select id="day" name="day">${opts(DAYS, '', 'Choose a day')}</select></p><p><label for="slot">Time</label> <select id="slot" name="slot">${opts(SLOTS, '')}</select></p><p><button>Next</button></p></form>`);
  const detailsPage = (q) => layout('Your details', `<p>Step 2 of 2</p><h1>Your details</h1><p>${label(METHODS, q.method ?? 'collect').split(' (')[0]} on ${label(DAYS, q.day ?? '')}, ${label(SLOTS, q.slot ?? 'am').toLowerCase()}.</p><form method="post" action="/order"><input type="hidden" name="method" value="${esc(q.method ?? 'collect')}"><input type="hidden" name="day" value="${esc(q.day ?? '')}"><input type="hidden" name="slot" value="${esc(q.slot ?? 'am')}"><p><label for="name">Name</label> <input id="name" name="name"></p><p><label for="phone">Phone</label> <input id="phone" name="phone"></p><p><label for="postcode">Postcode (for delivery)</label> <input id="postcode" name="postcode"></p><p><label for="notes">Notes for us</label> <textarea id="notes" name="notes"></textarea></p><p><button>Place order</button></p></form>`);
  function accountPage() {
    const st = { collected: 'Collected', delivered: 'Delivered', confirmed: 'Confirmed', cancelled: 'Cancelled' };
    const orders = [...state.orders].reverse().map((o) => `<tr><td>${o.ref}</td><td>${o.items.map((b) => `${b.qty} × ${esc(prod(b.id).name)}`).join(', ')}</td><td>${o.method === 'collect' ? 'Collection' : 'Delivery'}, ${label(DAYS, o.day)}</td><td>${st[o.status]}</td><td>${o.status === 'confirmed' ? `<form method="post" action="/orders/cancel"><input type="hidden" name="ref" value="${o.ref}"><button aria-label="Cancel order ${o.ref}">Cancel</button></form>` : ''}</td></tr>`).join('');
    const boxes = state.boxes.map((x) => `<tr><td>${x.ref}</td><td>${label(SIZES, x.size).split(' —')[0]}</td><td>${x.frequency}, ${x.day}</td><td>${x.pausedUntil ? `Paused until ${x.pausedUntil}` : 'Active'}</td><td><a href="/account/box/${x.ref}" aria-label="Manage ${x.ref}">Manage</a></td></tr>`).join('');
    return layout('My account', `<h1>My account</h1><h2>Orders</h2><table><tbody>${orders}</tbody></table><h2>Veg boxes</h2><table><tbody>${boxes || '<tr><td>No veg box yet.</td></tr>'}</tbody></table><h2>Tree visits</h2><p>${state.trees.length ? state.trees.map((t) => `${t.ref}: ${label(TREE_DAYS, t.day)} at ${label(TREE_TIMES, t.time)}`).join('<br>') : 'None booked.'}</p>`);
  }
  const boxPage = (x) => layout(`Veg box ${x.ref}`, `<h1>Veg box ${x.ref}</h1><p>${label(SIZES, x.size)}, ${x.frequency} on ${x.day}s. Leaving out: ${x.leaveOut.join(', ') || 'nothing'}.</p>
<section><h2>Change size</h2><form method="post" action="/box/size"><input type="hidden" name="ref" value="${x.ref}">${radios('size', SIZES, x.size)}<p><button>Save size</button></p></form></section>
<section><h2>Skip a delivery</h2><form method="post" action="/box/skip"><input type="hidden" name="ref" value="${x.ref}"><p><label for="skip">Delivery to skip</label> <select id="skip" name="date">${opts(BOX_DATES.filter(([v]) => new Date(v).getUTCDay() === (x.day === 'thursday' ? 4 : 5)), '', 'Choose a date')}</select></p><p><button>Skip this delivery</button></p></form>${x.skipped.length ? `<p>Skipped: ${x.skipped.join(', ')}</p>` : ''}</section>
<section><h2>Pause deliveries</h2><form method="post" action="/box/pause"><input type="hidden" name="ref" value="${x.ref}"><p><label for="until">Pause until</label> <select id="until" name="until">${opts([['2027-01-08', 'Friday 8 January'], ['2027-01-15', 'Friday 15 January'], ['2027-02-05', 'Friday 5 February']], '', 'Choose')}</select></p><p><button>Pause</button></p></form></section>`);
  const boxesPage = () => layout('Veg boxes', `<h1>Veg box delivery</h1><p>Seasonal vegetables from our fields, delivered free within 10 miles.</p><form method="post" action="/boxes"><fieldset><legend>Box size</legend>${radios('size', SIZES, '')}</fieldset><p><label for="freq">How often</label> <select id="freq" name="frequency">${opts([['weekly', 'Every week'], ['fortnightly', 'Every other week']], 'weekly')}</select></p><fieldset><legend>Delivery day</legend>${radios('day', [['thursday', 'Thursday'], ['friday', 'Friday']], 'thursday')}</fieldset><fieldset><legend>Leave out</legend>${LEAVE_OUT.map(([v, l]) => `<label><input type="checkbox" name="leaveOut" value="${v}"> ${l}</label>`).join(' ')}</fieldset><p><label for="start">First delivery</label> <select id="start" name="start">${opts(BOX_DATES, '', 'Choose a date')}</select></p><p><label for="bname">Name</label> <input id="bname" name="name"></p><p><label for="bpost">Postcode</label> <input id="bpost" name="postcode"></p><p><button>Start my veg box</button></p></form>`);
  const treesPage = () => layout('Christmas trees', `<h1>Choose and cut your own Christmas tree</h1><p>Pick your tree in our plantation and we'll cut and net it for you. Book a visit; you pay for the tree on the day.</p><form method="post" action="/trees"><p><label for="tday">Day</label> <select id="tday" name="day">${opts(TREE_DAYS, '', 'Choose a day')}</select></p><fieldset><legend>Arrival time</legend>${radios('time', TREE_TIMES, '')}</fieldset><p><label for="height">Tree height you're after</label> <select id="height" name="height">${opts(HEIGHTS, '', 'Not sure yet')}</select></p><p><label><input type="checkbox" name="stand" value="1"> Reserve a tree stand (£15)</label></p><p><label for="tname">Name</label> <input id="tname" name="name"></p><p><label for="temail">Email</label> <input id="temail" name="email" type="email"></p><p><button>Book visit</button></p></form>`);
  const contactPage = () => layout('Contact', `<h1>Get in touch</h1><p>The shop is open Tuesday to Sunday, 8am to 5pm (Sunday 10am to 4pm). Call 01423 555 014.</p><form method="post" action="/contact"><p><label for="topic">Topic</label> <select id="topic" name="topic">${opts(TOPICS, '', 'Choose')}</select></p><p><label for="cemail">Your email</label> <input id="cemail" name="email" type="email"></p><p><label for="cmsg">Message</label> <textarea id="cmsg" name="message"></textarea></p><p><button>Send message</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const fp = new URLSearchParams(body ?? '');
    const f = Object.fromEntries(fp);
    if (method === 'POST') {
      switch (u.pathname) {
        case '/basket/add': {
          const p = prod(f.id);
          if (!p || !p.options.some(([v]) => v === f.option)) break;
          const item = { id: p.id, option: f.option, qty: Math.max(1, Number(f.qty) || 1) };
          const same = state.basket.find((b) => b.id === item.id && b.option === item.option);
          if (same) same.qty += item.qty; else state.basket.push(item);
          return { redirect: '/basket' };
        }
        case '/basket/qty': if (state.basket[Number(f.index)]) state.basket[Number(f.index)].qty = Math.max(1, Number(f.qty) || 1); return { redirect: '/basket' };
        case '/basket/remove': state.basket.splice(Number(f.index), 1); return { redirect: '/basket' };
        case '/basket/promo': { const c = (f.code ?? '').trim().toUpperCase(); if (PROMOS[c]) { state.promo = c; return { redirect: '/basket' }; } return { redirect: '/basket?bad=1' }; }
        case '/order': {
          if (!state.basket.length || !f.name || !f.phone || !DAYS.some(([v]) => v === f.day) || (f.method === 'delivery' && !f.postcode)) return { status: 400, html: layout('Missing details', '<h1>Please fill in your name, phone, a day and (for delivery) your postcode</h1>') };
          const ref = `HF-${330 + state.orders.length - 2}`;
          state.orders.push({ ref, items: state.basket, method: f.method === 'delivery' ? 'delivery' : 'collect', day: f.day, slot: f.slot ?? 'am', name: f.name, phone: f.phone, postcode: (f.postcode ?? '').toUpperCase(), notes: f.notes ?? '', promo: state.promo, status: 'confirmed' });
          state.basket = [];
          state.promo = '';
          return { redirect: `/order/placed?ref=${ref}` };
        }
        case '/orders/cancel': { const o = state.orders.find((x) => x.ref === f.ref && x.status === 'confirmed'); if (o) o.status = 'cancelled'; return { redirect: '/account' }; }
        case '/boxes': {
          if (!SIZES.some(([v]) => v === f.size) || !f.start || !f.name) return { status: 400, html: layout('Missing details', '<h1>Please choose a size, a first delivery and give your name</h1>') };
          const ref = `VB-${12 + state.boxes.length}`;
          state.boxes.push({ ref, size: f.size, frequency: f.frequency ?? 'weekly', day: f.day ?? 'thursday', leaveOut: fp.getAll('leaveOut'), start: f.start, skipped: [], pausedUntil: '', name: f.name, postcode: (f.postcode ?? '').toUpperCase() });
          return { redirect: '/account' };
        }
        case '/box/size': case '/box/skip': case '/box/pause': {
          const x = state.boxes.find((b) => b.ref === f.ref);
          if (!x) break;
          if (u.pathname === '/box/size' && SIZES.some(([v]) => v === f.size)) x.size = f.size;
          if (u.pathname === '/box/skip' && f.date && !x.skipped.includes(f.date)) x.skipped.push(f.date);
          if (u.pathname === '/box/pause' && f.until) x.pausedUntil = f.until;
          return { redirect: `/account/box/${x.ref}` };
        }
        case '/trees': {
          if (!TREE_DAYS.some(([v]) => v === f.day) || !f.time || !f.name) return { status: 400, html: layout('Missing details', '<h1>Please choose a day and time and give your name</h1>') };
          const ref = `XT-${100 + state.trees.length + 1}`;
          state.trees.push({ ref, day: f.day, time: f.time, height: f.height ?? '', stand: f.stand === '1', name: f.name, email: f.email ?? '' });
          return { redirect: '/account' };
        }
        case '/contact': state.messages.push({ topic: f.topic ?? '', email: f.email ?? '', message: f.message ?? '' }); return { redirect: '/contact/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    let html;
    const bx = /^\/account\/box\/([\w-]+)$/.exec(u.pathname);
    const box = bx && state.boxes.find((b) => b.ref === bx[1]);
    if (u.pathname === '/') html = layout('Welcome', `<h1>Fresh from Hollins Farm</h1><p>Our own vegetables, meat and dairy, plus bread baked every morning. Order online for collection or local delivery.</p><ul><li><a href="/shop">Shop online</a></li><li><a href="/boxes">Start a veg box</a></li><li><a href="/trees">Choose and cut your Christmas tree</a></li></ul><p>Christmas turkey orders close on 14 December.</p>`);
    else if (u.pathname === '/shop') html = shopPage(q);
    else if (u.pathname === '/search') { const w = (q.q ?? '').toLowerCase().replace(/s\b/g, '').trim(); const list = PRODUCTS.filter((p) => w && p.name.toLowerCase().includes(w)); html = layout('Search', `<h1>Search: ${esc(q.q ?? '')}</h1><table><tbody>${list.map(row).join('') || '<tr><td>No products found.</td></tr>'}</tbody></table>`); }
    else if (u.pathname === '/basket') html = basketPage(q);
    else if (u.pathname === '/checkout' && state.basket.length) html = checkoutPage();
    else if (u.pathname === '/checkout/details' && state.basket.length) html = detailsPage(q);
    else if (u.pathname === '/order/placed') html = layout('Order placed', `<h1>Thank you!</h1><p>Order ${esc(q.ref ?? '')} is confirmed.</p>`);
    else if (u.pathname === '/account') html = accountPage();
    else if (box) html = boxPage(box);
    else if (u.pathname === '/boxes') html = boxesPage();
    else if (u.pathname === '/trees') html = treesPage();
    else if (u.pathname === '/contact') html = contactPage();
    else if (u.pathname === '/contact/sent') html = layout('Sent', '<h1>Thanks, we will be in touch</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSite();
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    });
  }).listen(Number(process.argv[2]) || 8136, '127.0.0.1');
}
