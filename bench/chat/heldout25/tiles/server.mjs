/**
 * "Kestrel Tile Warehouse", a tile shop for the conversation benchmark (heldout25, written blind):
 * a cookie banner, a header nav and search box, wall / floor / tools departments as a grid of
 * cards with a filter form (finish, colour, sort; "Apply filters"), tile pages whose size (a menu)
 * and area in square metres reload the page with them in the query and say how many boxes that
 * takes, free samples (up to four), a basket table with a boxes menu and Remove per row, a two-step
 * checkout (delivery or collection and a day into the review page's query; then name, phone and
 * "Place order"), and order history with Cancel on an order still being picked.
 * `state()` is what the server has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const T = (id, name, dept, finish, colour, price, cover, options, info) => ({ id, name, dept, finish, colour, price, cover, options, info });
export const PRODUCTS = [
  T(1, 'Metro Gloss White', 'wall', 'gloss', 'white', 18, 1, ['10 x 20 cm', '7.5 x 15 cm'], { Material: 'Ceramic', Thickness: '7 mm', 'Suitable for': 'Walls only' }),
  T(2, 'Zellige Sage', 'wall', 'gloss', 'green', 44, 0.5, ['10 x 10 cm'], { Material: 'Glazed terracotta, handmade', Thickness: '10 mm', 'Suitable for': 'Walls, splashbacks' }),
  T(3, 'Fishscale Blush', 'wall', 'gloss', 'pink', 52, 0.5, ['7 x 8 cm'], { Material: 'Porcelain', Thickness: '8 mm', 'Suitable for': 'Walls, showers' }),
  T(4, 'Linen Matt Grey', 'wall', 'matt', 'grey', 22, 1.2, ['30 x 60 cm', '20 x 50 cm'], { Material: 'Ceramic', Thickness: '8 mm', 'Suitable for': 'Walls only' }),
  T(5, 'Marrakech Blue Pattern', 'wall', 'matt', 'blue', 36, 1, ['20 x 20 cm'], { Material: 'Porcelain', Thickness: '9 mm', 'Suitable for': 'Walls and floors' }),
  T(6, 'Carrara Marble Effect', 'floor', 'polished', 'white', 34, 1.44, ['60 x 60 cm', '30 x 60 cm'], { Material: 'Porcelain', Thickness: '9 mm', 'Suitable for': 'Floors and walls', 'Underfloor heating': 'Yes' }),
  T(7, 'Rustic Oak Plank', 'floor', 'matt', 'brown', 29, 1.08, ['20 x 120 cm'], { Material: 'Wood-effect porcelain', Thickness: '10 mm', 'Suitable for': 'Floors', 'Underfloor heating': 'Yes' }),
  T(8, 'Victorian Chequer', 'floor', 'matt', 'black', 48, 0.9, ['33 x 33 cm'], { Material: 'Encaustic-effect porcelain', Thickness: '9 mm', 'Suitable for': 'Hallways, kitchens', 'Underfloor heating': 'No' }),
  T(9, 'Slate Anthracite Grip', 'floor', 'textured', 'grey', 31, 1.44, ['60 x 60 cm', '40 x 40 cm'], { Material: 'Porcelain, anti-slip R11', Thickness: '10 mm', 'Suitable for': 'Floors, outdoor patios', 'Underfloor heating': 'Yes' }),
  T(10, 'Terracotta Hexagon', 'floor', 'matt', 'orange', 39, 0.8, ['15 x 17 cm'], { Material: 'Unglazed terracotta', Thickness: '12 mm', 'Suitable for': 'Floors (needs sealing)', 'Underfloor heating': 'No' }),
  T(11, 'RapidFix Tile Adhesive 20kg', 'tools', '', '', 24, 0, [], { Covers: 'About 4 square metres', 'Working time': '30 minutes' }),
  T(12, 'Flexible Wall & Floor Grout 5kg', 'tools', '', '', 14.5, 0, ['White', 'Silver grey', 'Anthracite'], { Covers: 'About 10 square metres at 3 mm joints', 'Waterproof': 'Yes, after 24 hours' }),
  T(13, 'Pro Tile Cutter 600mm', 'tools', '', '', 65, 0, [], { Cuts: 'Tiles up to 600 mm, 12 mm thick', Guarantee: '2 years' }),
];
const DEPTS = [['wall', 'Wall tiles'], ['floor', 'Floor tiles'], ['tools', 'Adhesive, grout & tools']];
const FINISHES = [['gloss', 'Gloss'], ['matt', 'Matt'], ['polished', 'Polished'], ['textured', 'Textured (anti-slip)']];
const COLOURS = [['white', 'White'], ['grey', 'Grey'], ['green', 'Green'], ['blue', 'Blue'], ['pink', 'Pink'], ['black', 'Black'], ['brown', 'Brown'], ['orange', 'Orange']];
const SORTS = [['', 'Most popular'], ['price-asc', 'Price per m²: low to high'], ['price-desc', 'Price per m²: high to low'], ['name', 'Name']];
const DAYS = [['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-07', 'Monday 7 December'], ['2026-12-08', 'Tuesday 8 December']];
const METHODS = [['delivery', 'Home delivery', 25], ['collect', 'Collect from our Leeds warehouse', 0]];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const byId = (id) => PRODUCTS.find((p) => p.id === Number(id));
const boxPrice = (p) => (p.cover ? p.price * p.cover : p.price);
const opts = (list, chosen, blank) => `${blank !== undefined ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9.]+/g, '-');

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      cookies: '',
      basket: [],
      samples: [],
      orders: [
        { ref: 'KT-7710', items: [{ id: 1, option: '10-x-20-cm', qty: 6 }], method: 'delivery', day: '2026-11-20', name: 'Chris Dale', phone: '07700 900771', status: 'delivered' },
        { ref: 'KT-7742', items: [{ id: 12, option: 'silver grey', qty: 2 }, { id: 11, option: '', qty: 1 }], method: 'collect', day: '2026-12-03', name: 'Chris Dale', phone: '07700 900771', status: 'picking' },
      ],
    };
  };
  reset();
  const count = () => state.basket.reduce((n, b) => n + b.qty, 0);
  const banner = () => (state.cookies ? '' : `<div role="dialog" aria-label="Cookies" style="background:#fffbe6;border-bottom:2px solid #e0c200;padding:10px 22px"><p>We use cookies to remember your basket and to measure how the site is used.</p><form method="post" action="/cookies"><button name="choice" value="all">Accept all cookies</button> <button name="choice" value="essential">Essential only</button></form></div>`);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Kestrel Tile Warehouse</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#1d1d1d} header{display:flex;gap:20px;align-items:center;padding:10px 22px;background:#20394f;color:#fff;flex-wrap:wrap} header a{color:#fff}
main{padding:18px 24px} .grid{display:grid;grid-template-columns:repeat(4,210px);gap:14px} .card{border:1px solid #ccd;padding:10px} .img{height:110px;background:#dde3ea}
table{border-collapse:collapse} td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left}
</style></head><body>${banner()}<header><a href="/"><strong>Kestrel Tile Warehouse</strong></a><nav><a href="/dept/wall">Wall tiles</a> · <a href="/dept/floor">Floor tiles</a> · <a href="/dept/tools">Adhesive &amp; tools</a> · <a href="/samples">Samples</a> · <a href="/orders">Order history</a></nav>
<form action="/search" method="get" role="search"><input name="q" aria-label="Search tiles" placeholder="Search tiles, grout…"><button aria-label="Search">🔍</button></form><a href="/basket">Basket (${count()})</a></header><main>${body}</main>
<footer style="padding:14px 24px;color:#555">Warehouse open Mon–Sat 8am–6pm, Sun 10am–4pm · 0113 496 0000</footer></body></html>`;
  const card = (p) => `<div class="card"><div class="img" role="img" aria-label="${esc(p.name)}"></div><h3><a href="/tile/${p.id}">${esc(p.name)}</a></h3><p>${p.cover ? `${money(p.price)} per m²` : money(p.price)}</p>${p.finish ? `<p>${FINISHES.find(([v]) => v === p.finish)[1]} · ${p.colour}</p>` : ''}</div>`;

  function deptPage(dept, q) {
    let list = PRODUCTS.filter((p) => p.dept === dept && (!q.finish || p.finish === q.finish) && (!q.colour || p.colour === q.colour));
    if (q.sort === 'price-asc') list = [...list].sort((a, b) => a.price - b.price);
    if (q.sort === 'price-desc') list = [...list].sort((a, b) => b.price - a.price);
    if (q.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const title = DEPTS.find(([v]) => v === dept)[1];
    const filters = dept === 'tools' ? '' : `<form method="get" action="/dept/${dept}" aria-label="Filters"><label for="finish">Finish</label> <select id="finish" name="finish">${opts(FINISHES, q.finish ?? '', 'Any finish')}</select>
 <label for="colour">Colour</label> <select id="colour" name="colour">${opts(COLOURS, q.colour ?? '', 'Any colour')}</select>
 <label for="sort">Sort</label> <select id="sort" name="sort">${opts(SORTS, q.sort ?? '')}</select> <button>Apply filters</button> <a href="/dept/${dept}">Clear all</a></form>`;
    return layout(title, `<h1>${title}</h1>${filters}<p>Showing ${list.length} product${list.length === 1 ? '' : 's'}</p><div class="grid">${list.map(card).join('') || '<p>No tiles match these filters.</p>'}</div>`);
  }
  function searchPage(q) {
    const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const list = PRODUCTS.filter((p) => words.length && words.every((w) => `${p.name} ${p.dept} ${p.finish} ${p.colour} tile ${Object.values(p.info).join(' ')}`.toLowerCase().includes(w)));
    return layout('Search', `<h1>Search results for "${esc(q.q ?? '')}"</h1><p>${list.length} found</p><div class="grid">${list.map(card).join('') || '<p>Sorry, nothing found. Try another word.</p>'}</div>`);
  }
  function tilePage(p, q) {
    const info = Object.entries(p.info).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
    if (!p.cover) {
      const colour = (q.colour ?? '').toLowerCase();
      const qty = Math.max(1, Number(q.qty) || 1);
      return layout(p.name, `<p><a href="/dept/tools">← Adhesive &amp; tools</a></p><h1>${esc(p.name)}</h1><p>${money(p.price)} each</p>
<form method="get" action="/tile/${p.id}">${p.options.length ? `<p><label for="colour">Colour</label> <select id="colour" name="colour" onchange="this.form.submit()">${opts(p.options.map((o) => [o.toLowerCase(), o]), colour, 'Select colour')}</select></p>` : ''}<p><label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" value="${qty}" onchange="this.form.submit()"></p></form>
<p>Total ${money(p.price * qty)}</p><form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="option" value="${esc(colour)}"><input type="hidden" name="qty" value="${qty}"><button>Add to basket</button></form><h2>Specification</h2><table>${info}</table>`);
    }
    const size = q.size ?? '';
    const m2 = Number(q.m2) || 0;
    const boxes = m2 ? Math.ceil((m2 * 1.1) / p.cover) : 1;
    const calc = m2 ? `<p><strong>You need ${boxes} boxes</strong> for ${m2} m² (10% added for cuts). Price ${money(boxes * boxPrice(p))}.</p>` : `<p>Enter your area to see how many boxes you need.</p>`;
    const sizeSel = `<p><label for="size">Tile size</label> <select id="size" name="size" onchange="this.form.submit()">${opts(p.options.map((o) => [slug(o), o]), size, p.options.length > 1 ? 'Choose a size' : undefined)}</select></p>`;
    return layout(p.name, `<p><a href="/dept/${p.dept}">← ${DEPTS.find(([v]) => v === p.dept)[1]}</a></p><h1>${esc(p.name)}</h1><p>${money(p.price)} per m² · ${money(boxPrice(p))} per box (a box covers ${p.cover} m²)</p>
<form method="get" action="/tile/${p.id}">${sizeSel}<p><label for="m2">Area to tile (m²)</label> <input id="m2" name="m2" type="number" step="0.5" min="0" value="${m2 || ''}"> <button>Calculate</button></p></form>${calc}
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="option" value="${esc(size || slug(p.options[0]))}"><input type="hidden" name="qty" value="${boxes}"><button>Add ${boxes} box${boxes === 1 ? '' : 'es'} to basket</button></form>
<form method="post" action="/samples/add"><input type="hidden" name="id" value="${p.id}"><button>Order a free sample</button></form><h2>Specification</h2><table>${info}</table>`);
  }
  const subtotal = (items) => items.reduce((s, b) => s + boxPrice(byId(b.id)) * b.qty, 0);
  const optLabel = (b) => { const p = byId(b.id); return p.options.find((o) => slug(o) === b.option || o.toLowerCase() === b.option) ?? '—'; };
  function basketPage() {
    if (!state.basket.length) return layout('Basket', '<h1>Basket</h1><p>Your basket is empty.</p>');
    const rows = state.basket.map((b, i) => {
      const p = byId(b.id);
      return `<tr><td><a href="/tile/${p.id}">${esc(p.name)}</a></td><td>${esc(optLabel(b))}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="index" value="${i}"><label for="q${i}">${p.cover ? 'Boxes' : 'Qty'}</label> <select id="q${i}" name="qty" onchange="this.form.submit()">${Array.from({ length: 30 }, (_, n) => `<option${n + 1 === b.qty ? ' selected' : ''}>${n + 1}</option>`).join('')}</select></form></td><td>${money(boxPrice(p) * b.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(p.name)}">Remove</button></form></td></tr>`;
    }).join('');
    return layout('Basket', `<h1>Basket</h1><table><thead><tr><th>Product</th><th>Size / colour</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Subtotal ${money(subtotal(state.basket))}</p><p><a href="/checkout">Checkout securely</a></p>`);
  }
  const checkoutPage = () => layout('Checkout', `<p>Step 1 of 2</p><h1>Delivery or collection</h1><form method="get" action="/checkout/review"><fieldset><legend>How do you want your order?</legend>${METHODS.map(([v, l, c], i) => `<label><input type="radio" name="method" value="${v}"${i === 0 ? ' checked' : ''}> ${l} (${c ? money(c) : 'free'})</label><br>`).join('')}</fieldset>
<p><label for="day">Day</label> <select id="day" name="day">${opts(DAYS, '', 'Choose a day')}</select></p><p><button>Continue to review</button></p></form>`);
  function reviewPage(q) {
    const m = METHODS.find(([v]) => v === q.method) ?? METHODS[0];
    const rows = state.basket.map((b) => `<li>${b.qty} × ${esc(byId(b.id).name)} (${esc(optLabel(b))}) — ${money(boxPrice(byId(b.id)) * b.qty)}</li>`).join('');
    return layout('Review your order', `<p>Step 2 of 2</p><h1>Review your order</h1><ul>${rows}</ul><p>${m[1]} on ${DAYS.find(([v]) => v === q.day)?.[1] ?? 'a day to be agreed'}: ${m[2] ? money(m[2]) : 'free'}</p><p><strong>Order total ${money(subtotal(state.basket) + m[2])}</strong></p>
<form method="post" action="/order"><input type="hidden" name="method" value="${esc(m[0])}"><input type="hidden" name="day" value="${esc(q.day ?? '')}"><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="phone">Phone number</label> <input id="phone" name="phone" type="tel"></p><p><button>Place order</button></p></form><p><a href="/checkout">Change delivery</a></p>`);
  }
  function ordersPage() {
    const status = { delivered: 'Delivered', picking: 'Being picked', cancelled: 'Cancelled', placed: 'Order received' };
    const rows = [...state.orders].reverse().map((o) => `<tr><td>${o.ref}</td><td>${o.items.map((b) => `${b.qty} × ${esc(byId(b.id).name)}`).join('<br>')}</td><td>${money(subtotal(o.items) + (METHODS.find(([v]) => v === o.method)?.[2] ?? 0))}</td><td>${o.method === 'collect' ? 'Collection' : 'Delivery'} ${DAYS.find(([v]) => v === o.day)?.[1] ?? o.day}</td><td>${status[o.status]}</td><td>${['picking', 'placed'].includes(o.status) ? `<form method="post" action="/orders/cancel"><input type="hidden" name="ref" value="${o.ref}"><button aria-label="Cancel order ${o.ref}">Cancel order</button></form>` : ''}</td></tr>`).join('');
    return layout('Order history', `<h1>Order history</h1><table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Delivery</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }
  function samplesPage() {
    const rows = state.samples.map((id) => `<li><a href="/tile/${id}">${esc(byId(id).name)}</a> <form method="post" action="/samples/remove" style="display:inline"><input type="hidden" name="id" value="${id}"><button aria-label="Remove sample ${esc(byId(id).name)}">Remove</button></form></li>`).join('');
    return layout('Samples', `<h1>Your free samples</h1><p>You can order up to 4 free samples. They are posted within 2 working days.</p>${rows ? `<ul>${rows}</ul><p>${state.samples.length} of 4 chosen.</p>` : '<p>No samples chosen yet.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const f = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/cookies': state.cookies = f.choice === 'all' ? 'all' : 'essential'; return { redirect: state.page.path + (Object.keys(state.page.query).length ? `?${new URLSearchParams(state.page.query)}` : '') };
        case '/basket/add': {
          const p = byId(f.id);
          if (!p) break;
          const item = { id: p.id, option: (f.option ?? '').toLowerCase(), qty: Math.max(1, Number(f.qty) || 1) };
          const same = state.basket.find((b) => b.id === item.id && b.option === item.option);
          if (same) same.qty += item.qty; else state.basket.push(item);
          return { redirect: '/basket' };
        }
        case '/basket/qty': if (state.basket[Number(f.index)]) state.basket[Number(f.index)].qty = Math.max(1, Number(f.qty) || 1); return { redirect: '/basket' };
        case '/basket/remove': state.basket.splice(Number(f.index), 1); return { redirect: '/basket' };
        case '/samples/add':
          if (byId(f.id) && !state.samples.includes(Number(f.id)) && state.samples.length < 4) state.samples.push(Number(f.id));
          return { redirect: '/samples' };
        case '/samples/remove': state.samples = state.samples.filter((id) => id !== Number(f.id)); return { redirect: '/samples' };
        case '/order': {
          if (!state.basket.length || !f.name) return { status: 400, html: layout('Check your details', '<h1>Please enter your name</h1>') };
          const ref = `KT-${7800 + state.orders.length - 1}`;
          state.orders.push({ ref, items: state.basket, method: f.method === 'collect' ? 'collect' : 'delivery', day: f.day ?? '', name: f.name, phone: f.phone ?? '', status: 'placed' });
          state.basket = [];
          return { redirect: '/order/thanks' };
        }
        case '/orders/cancel': { const o = state.orders.find((x) => x.ref === f.ref && ['picking', 'placed'].includes(x.status)); if (o) o.status = 'cancelled'; return { redirect: '/orders' }; }
      }
      return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    }
    let html;
    const dept = /^\/dept\/(wall|floor|tools)$/.exec(u.pathname);
    const tile = /^\/tile\/(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Tiles for less', `<h1>Trade-price tiles, delivered across Yorkshire</h1><p>Free samples on every tile. Delivery £25 on any order, or collect free from our Leeds warehouse.</p><ul><li><a href="/dept/wall">Shop wall tiles</a></li><li><a href="/dept/floor">Shop floor tiles</a></li><li><a href="/dept/tools">Adhesive, grout and tools</a></li></ul>`);
    else if (dept) html = deptPage(dept[1], q);
    else if (u.pathname === '/search') html = searchPage(q);
    else if (tile && byId(tile[1])) html = tilePage(byId(tile[1]), q);
    else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/checkout' && state.basket.length) html = checkoutPage();
    else if (u.pathname === '/checkout/review' && state.basket.length) html = reviewPage(q);
    else if (u.pathname === '/order/thanks') { const o = state.orders[state.orders.length - 1]; html = layout('Thank you', `<h1>Thank you, ${esc(o.name)}</h1><p>Your order number is ${o.ref}.</p><p><a href="/orders">View order history</a></p>`); }
    else if (u.pathname === '/orders') html = ordersPage();
    else if (u.pathname === '/samples') html = samplesPage();
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
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
  }).listen(Number(process.argv[2]) || 8125, '127.0.0.1');
}
