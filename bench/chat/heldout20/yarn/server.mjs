/**
 * "Bramble Yarns", a knitting shop for the conversation benchmark (heldout20, written blind):
 * a header nav and search box, a yarn shop of cards three to a row with weight filter links, a
 * "Sort by" menu that applies on change and two pages, product pages whose colour (radios) or
 * needle size (a menu) and number of balls reload the page with them in the query, a basket
 * table with a quantity menu and Remove per row, a checkout with delivery radios, and My orders
 * with Cancel on orders not yet sent. `state()` is what the server has seen.
 * Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const P = (id, name, cat, weight, price, options, info) => ({ id, name, cat, weight, price, options, info });
export const PRODUCTS = [
  P(1, 'Merino Soft DK', 'yarn', 'dk', 6.5, ['Cream', 'Sage', 'Rust'], { Fibre: '100% merino wool', Ball: '50g, 120 metres', Care: 'Machine wash at 30°C', Needles: '4mm' }),
  P(2, 'Highland Aran', 'yarn', 'aran', 5, ['Oatmeal', 'Heather', 'Forest'], { Fibre: '100% British wool', Ball: '100g, 170 metres', Care: 'Hand wash only', Needles: '5mm' }),
  P(3, 'Cloudspun Chunky', 'yarn', 'chunky', 8, ['Cream', 'Blush', 'Charcoal'], { Fibre: '70% wool, 30% alpaca', Ball: '100g, 80 metres', Care: 'Hand wash only', Needles: '8mm' }),
  P(4, 'Cotton Breeze DK', 'yarn', 'dk', 4.5, ['White', 'Lemon', 'Sky'], { Fibre: '100% cotton', Ball: '50g, 105 metres', Care: 'Machine wash at 40°C', Needles: '4mm' }),
  P(5, 'Alpaca Lace', 'yarn', 'lace', 9, ['Silver', 'Rose'], { Fibre: '100% baby alpaca', Ball: '50g, 400 metres', Care: 'Hand wash only', Needles: '3mm' }),
  P(6, 'Trailblazer Sock 4 ply', 'yarn', '4ply', 7, ['Rainbow', 'Ocean'], { Fibre: '75% wool, 25% nylon', Ball: '100g, 420 metres', Care: 'Machine wash at 30°C', Needles: '2.5mm' }),
  P(7, 'Everyday Acrylic DK', 'yarn', 'dk', 2.75, ['Red', 'Navy', 'Mustard'], { Fibre: '100% acrylic', Ball: '100g, 300 metres', Care: 'Machine wash at 40°C', Needles: '4mm' }),
  P(8, 'Puffin Baby DK', 'yarn', 'dk', 3.95, ['Mint', 'Lemon', 'White'], { Fibre: '55% cotton, 45% acrylic', Ball: '50g, 165 metres', Care: 'Machine wash at 40°C', Needles: '4mm' }),
  P(9, 'Bamboo Straight Needles', 'needles', '', 5.5, ['4mm', '5mm', '6mm'], { Material: 'Bamboo', Length: '35 cm' }),
  P(10, 'Circular Needles 80cm', 'needles', '', 8.5, ['3.5mm', '4mm', '5mm'], { Material: 'Nickel-plated brass', Length: '80 cm cable' }),
  P(11, 'Crochet Hook Set', 'needles', '', 12, [], { Material: 'Aluminium', Sizes: '2mm to 6mm, nine hooks' }),
];
const WEIGHTS = [['4ply', '4 ply'], ['dk', 'DK'], ['aran', 'Aran'], ['chunky', 'Chunky'], ['lace', 'Lace']];
const SORTS = [['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['name', 'Name A–Z']];
const DELIVERY = [['standard', 'Standard delivery (3–5 days)', 3.5], ['express', 'Express delivery (next day)', 6], ['collect', 'Collect from the shop', 0]];
const PER_PAGE = 6;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const byId = (id) => PRODUCTS.find((p) => p.id === Number(id));
const optionKey = (p) => (p.cat === 'yarn' ? 'colour' : 'size');

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      basket: [],
      orders: [{ ref: 'BY-0998', items: [{ id: 2, option: 'heather', qty: 5 }], name: 'Alex Moor', postcode: 'BS1 4DJ', delivery: 'standard', status: 'dispatched' }],
    };
  };
  reset();
  const count = () => state.basket.reduce((n, b) => n + b.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Bramble Yarns</title><style>
body{font-family:Georgia,serif;margin:0;color:#222} header{display:flex;gap:18px;align-items:center;padding:10px 22px;background:#5a3e5d;color:#fff} header a{color:#fff}
main{padding:18px 24px} .grid{display:grid;grid-template-columns:repeat(3,230px);gap:16px} .card{border:1px solid #cbb;padding:10px;border-radius:6px} .swatch{height:90px;background:#efe6ef}
aside{float:left;width:170px} table{border-collapse:collapse} td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left} .price{font-weight:bold}
</style></head><body><header><a href="/"><strong>Bramble Yarns</strong></a><nav><a href="/shop/yarn">Yarn</a> <a href="/shop/needles">Needles &amp; hooks</a> <a href="/orders">My orders</a></nav>
<form action="/search" method="get" role="search"><input name="q" aria-label="Search the shop" placeholder="Search yarn, needles…"><button>Search</button></form>
<a href="/basket">Basket (${count()})</a></header><main>${body}</main></body></html>`;
  const card = (p) => `<div class="card"><div class="swatch" role="img" aria-label="${esc(p.name)}"></div><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p class="price">${money(p.price)}${p.cat === 'yarn' ? ' per ball' : ''}</p><p>${p.options.length ? `${p.options.length} ${p.cat === 'yarn' ? 'colours' : 'sizes'}` : 'One set'}</p></div>`;

  function shopPage(cat, query) {
    let list = PRODUCTS.filter((p) => p.cat === cat && (!query.weight || p.weight === query.weight));
    if (query.sort === 'price-asc') list = [...list].sort((a, b) => a.price - b.price);
    if (query.sort === 'price-desc') list = [...list].sort((a, b) => b.price - a.price);
    if (query.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const pages = Math.max(1, Math.ceil(list.length / PER_PAGE));
    const pageNo = Math.min(pages, Math.max(1, Number(query.page) || 1));
    const shown = list.slice((pageNo - 1) * PER_PAGE, pageNo * PER_PAGE);
    const q = (extra) => `/shop/${cat}?${new URLSearchParams(Object.fromEntries(Object.entries({ weight: query.weight ?? '', sort: query.sort ?? '', ...extra }).filter(([, v]) => v)))}`;
    const filters = cat === 'yarn' ? `<aside><h2>Weight</h2><ul>${WEIGHTS.map(([v, l]) => `<li><a href="${q({ weight: v })}">${l}</a></li>`).join('')}<li><a href="${q({ weight: '' })}">All weights</a></li></ul></aside>` : '';
    const sort = `<form method="get" action="/shop/${cat}">${query.weight ? `<input type="hidden" name="weight" value="${esc(query.weight)}">` : ''}<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (query.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>`;
    const nav = pages > 1 ? `<nav aria-label="Pages"><p>Page ${pageNo} of ${pages} ${pageNo > 1 ? `<a href="${q({ page: pageNo - 1 > 1 ? String(pageNo - 1) : '' })}">Previous page</a>` : ''} ${pageNo < pages ? `<a href="${q({ page: String(pageNo + 1) })}">Next page</a>` : ''}</p></nav>` : '';
    const title = cat === 'yarn' ? 'Yarn' : 'Needles & hooks';
    return layout(title, `${filters}<section style="margin-left:${cat === 'yarn' ? 190 : 0}px"><h1>${esc(title)}${query.weight ? ` — ${WEIGHTS.find(([v]) => v === query.weight)?.[1] ?? ''}` : ''}</h1><p>${list.length} products</p>${sort}<div class="grid">${shown.map(card).join('')}</div>${nav}</section>`);
  }

  function searchPage(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const list = PRODUCTS.filter((p) => words.every((w) => `${p.name} ${p.cat} ${p.weight} ${p.options.join(' ')} ${Object.values(p.info).join(' ')}`.toLowerCase().includes(w)));
    return layout(`Search: ${query.q ?? ''}`, `<h1>${list.length} results for “${esc(query.q ?? '')}”</h1><div class="grid">${list.map(card).join('') || '<p>Nothing matches.</p>'}</div>`);
  }

  function productPage(p, query) {
    const key = optionKey(p);
    const chosen = (query[key] ?? '').toLowerCase();
    const qty = Number(query.qty) || 1;
    const chooser = !p.options.length ? '' : key === 'colour'
      ? `<fieldset><legend>Colour</legend>${p.options.map((o) => `<label><input type="radio" name="colour" value="${o.toLowerCase()}"${o.toLowerCase() === chosen ? ' checked' : ''} onchange="this.form.submit()"> ${o}</label>`).join(' ')}</fieldset>`
      : `<p><label for="size">Needle size</label> <select id="size" name="size" onchange="this.form.submit()"><option value="">Choose a size</option>${p.options.map((o) => `<option value="${o.toLowerCase()}"${o.toLowerCase() === chosen ? ' selected' : ''}>${o}</option>`).join('')}</select></p>`;
    const info = Object.entries(p.info).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('');
    return layout(p.name, `<p><a href="/shop/${p.cat}">Back to ${p.cat === 'yarn' ? 'yarn' : 'needles &amp; hooks'}</a></p><h1>${esc(p.name)}</h1><p class="price">${money(p.price)}${p.cat === 'yarn' ? ' per ball' : ''}</p>
<form method="get" action="/product/${p.id}">${chooser}<p><label for="qty">${p.cat === 'yarn' ? 'Number of balls' : 'Quantity'}</label> <input id="qty" name="qty" type="number" min="1" max="40" value="${qty}" onchange="this.form.submit()"></p></form>
<p>Total: ${money(p.price * qty)}</p>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="option" value="${esc(chosen)}"><input type="hidden" name="qty" value="${qty}"><button>Add to basket</button></form>
<h2>Details</h2><table>${info}</table>`);
  }

  const subtotal = (items) => items.reduce((s, b) => s + byId(b.id).price * b.qty, 0);
  function basketPage() {
    if (!state.basket.length) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p><p><a href="/shop/yarn">Shop yarn</a></p>');
    const rows = state.basket.map((b, i) => {
      const p = byId(b.id);
      return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a></td><td>${esc(b.option || '—')}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="index" value="${i}"><label for="q${i}">Quantity</label> <select id="q${i}" name="qty" onchange="this.form.submit()">${Array.from({ length: 20 }, (_, n) => `<option${n + 1 === b.qty ? ' selected' : ''}>${n + 1}</option>`).join('')}</select></form></td><td>${money(p.price * b.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(p.name)}">Remove</button></form></td></tr>`;
    }).join('');
    return layout('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Colour / size</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Subtotal: ${money(subtotal(state.basket))}</p><p><a href="/checkout">Go to checkout</a></p>`);
  }
  function checkoutPage() {
    return layout('Checkout', `<h1>Checkout</h1><p>Subtotal: ${money(subtotal(state.basket))}</p><form method="post" action="/checkout">
<p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode"></p>
<fieldset><legend>Delivery</legend>${DELIVERY.map(([v, l, c], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${l} — ${c ? money(c) : 'free'}</label><br>`).join('')}</fieldset>
<p><button>Place order</button></p></form>`);
  }
  function ordersPage() {
    const rows = [...state.orders].reverse().map((o) => {
      const total = subtotal(o.items) + DELIVERY.find(([v]) => v === o.delivery)[2];
      const items = o.items.map((b) => `${b.qty} × ${byId(b.id).name}${b.option ? ` (${b.option})` : ''}`).join(', ');
      return `<tr><td>${o.ref}</td><td>${esc(items)}</td><td>${money(total)}</td><td>${o.status === 'placed' ? 'Being packed' : o.status === 'dispatched' ? 'Dispatched' : 'Cancelled'}</td><td>${o.status === 'placed' ? `<form method="post" action="/orders/cancel"><input type="hidden" name="ref" value="${o.ref}"><button aria-label="Cancel order ${o.ref}">Cancel</button></form>` : ''}</td></tr>`;
    }).join('');
    return layout('My orders', `<h1>My orders</h1><table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/basket/add' && byId(form.id)) {
        const item = { id: Number(form.id), option: (form.option ?? '').toLowerCase(), qty: Math.max(1, Number(form.qty) || 1) };
        const same = state.basket.find((b) => b.id === item.id && b.option === item.option);
        if (same) same.qty += item.qty;
        else state.basket.push(item);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/basket/qty' && state.basket[Number(form.index)]) {
        state.basket[Number(form.index)].qty = Math.max(1, Number(form.qty) || 1);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/basket/remove') {
        state.basket.splice(Number(form.index), 1);
        return { redirect: '/basket' };
      }
      if (u.pathname === '/checkout' && state.basket.length) {
        const ref = `BY-${1001 + state.orders.length - 1}`;
        state.orders.push({ ref, items: state.basket, name: form.name ?? '', postcode: (form.postcode ?? '').toUpperCase(), delivery: DELIVERY.some(([v]) => v === form.delivery) ? form.delivery : 'standard', status: 'placed' });
        state.basket = [];
        return { redirect: '/confirmation' };
      }
      if (u.pathname === '/orders/cancel') {
        const o = state.orders.find((x) => x.ref === form.ref && x.status === 'placed');
        if (o) o.status = 'cancelled';
        return { redirect: '/orders' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    const prod = /^\/product\/(\d+)$/.exec(u.pathname);
    const shop = /^\/shop\/(yarn|needles)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Bramble Yarns</h1><p>Yarn, needles and hooks, posted from our shop in Bristol. Free delivery is not offered; collect from the shop for free.</p><ul><li><a href="/shop/yarn">Shop all yarn</a></li><li><a href="/shop/needles">Needles &amp; hooks</a></li></ul><p>Shop opening hours: Tuesday to Saturday, 10am to 5pm.</p>`);
    else if (shop) html = shopPage(shop[1], query);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (prod && byId(prod[1])) html = productPage(byId(prod[1]), query);
    else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/checkout') html = checkoutPage();
    else if (u.pathname === '/confirmation') {
      const o = state.orders[state.orders.length - 1];
      html = layout('Order placed', `<h1>Thank you, your order is placed</h1><p>Order number ${o.ref}. Total paid: ${money(subtotal(o.items) + DELIVERY.find(([v]) => v === o.delivery)[2])}.</p><p><a href="/orders">See my orders</a></p>`);
    } else if (u.pathname === '/orders') html = ordersPage();
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
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
  }).listen(Number(process.argv[2]) || 8120, '127.0.0.1');
}
