// Petal & Stem — a florist / flower delivery shop (blind benchmark site, round 11).
const PRODUCTS = [
  { id: 'sunrise-roses', name: 'Sunrise Roses', price: 35, colour: 'orange', flower: 'roses', occasion: 'birthday', pop: 5 },
  { id: 'white-lilies', name: 'White Lily Elegance', price: 42, colour: 'white', flower: 'lilies', occasion: 'sympathy', pop: 3 },
  { id: 'spring-tulips', name: 'Spring Tulip Bunch', price: 28, colour: 'pink', flower: 'tulips', occasion: 'birthday', pop: 7 },
  { id: 'pink-peony', name: 'Pink Peony Dream', price: 55, colour: 'pink', flower: 'peonies', occasion: 'anniversary', pop: 8 },
  { id: 'red-roses', name: 'Classic Red Roses', price: 48, colour: 'red', flower: 'roses', occasion: 'anniversary', pop: 9 },
  { id: 'sunflower-joy', name: 'Sunflower Joy', price: 30, colour: 'yellow', flower: 'sunflowers', occasion: 'thank-you', pop: 6 },
  { id: 'blue-iris', name: 'Blue Iris Meadow', price: 33, colour: 'blue', flower: 'iris', occasion: 'get-well', pop: 2 },
  { id: 'wild-meadow', name: 'Wild Meadow Mix', price: 38, colour: 'mixed', flower: 'mixed', occasion: 'thank-you', pop: 4 },
  { id: 'yellow-roses', name: 'Golden Yellow Roses', price: 44, colour: 'yellow', flower: 'roses', occasion: 'get-well', pop: 1 },
];
const SIZES = { standard: 0, large: 15, luxe: 30 };
const VASES = { none: 0, glass: 12, ceramic: 18 };
const DATES = [['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'], ['2026-12-03', 'Thursday 3 December'],
  ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December'], ['2026-12-07', 'Monday 7 December']];
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const money = (n) => '£' + n.toFixed(2);
const unit = (it) => PRODUCTS.find((p) => p.id === it.product).price + SIZES[it.size] + VASES[it.vase];

export function createSite() {
  let s;
  const reset = () => { s = { path: '/', query: {}, basket: [], checkout: null, orders: [] }; };
  reset();
  const page = (title, body) => ({ html: `<!doctype html><html><head><title>${esc(title)} – Petal &amp; Stem</title></head><body>
<header><a href="/">Petal &amp; Stem</a> <nav><a href="/bouquets">All bouquets</a> <a href="/bouquets?occasion=birthday">Birthday</a> <a href="/bouquets?occasion=anniversary">Anniversary</a> <a href="/bouquets?occasion=sympathy">Sympathy</a> <a href="/basket">Basket (${s.basket.reduce((a, b) => a + b.qty, 0)})</a> <a href="/orders">My orders</a></nav>
<form action="/search" method="get" role="search"><label>Search flowers <input name="q" type="search"></label><button>Search</button></form></header>
<main><h1>${esc(title)}</h1>${body}</main><footer>Same-day delivery on orders before 2pm.</footer></body></html>` });
  const grid = (list) => list.length ? `<ul class="grid">${list.map((p) => `<li><a href="/bouquets/${p.id}">${esc(p.name)}</a> <span>from ${money(p.price)}</span> <span>${p.colour} ${p.flower}</span></li>`).join('')}</ul>` : '<p>No bouquets match.</p>';
  const opt = (name, val, cur, label) => `<option value="${val}"${cur === val ? ' selected' : ''}>${esc(label ?? val)}</option>`;

  function get(path, q) {
    if (path === '/') return page('Fresh flowers, delivered', `<p>Hand-tied bouquets from our studio.</p><h2>Popular</h2>${grid([...PRODUCTS].sort((a, b) => b.pop - a.pop).slice(0, 4))}`);
    if (path === '/search') {
      const t = (q.q || '').toLowerCase();
      const list = PRODUCTS.filter((p) => !t || [p.name, p.flower, p.colour, p.occasion].join(' ').toLowerCase().includes(t.replace(/s$/, '')));
      return page(`Results for “${q.q || ''}”`, `<p>${list.length} bouquets</p>${grid(list)}`);
    }
    if (path === '/bouquets') {
      let list = PRODUCTS.filter((p) => (!q.occasion || p.occasion === q.occasion) && (!q.colour || p.colour === q.colour) && (!q.flower || p.flower === q.flower) && (!q.max || p.price <= Number(q.max)));
      if (q.sort === 'price-asc') list.sort((a, b) => a.price - b.price);
      else if (q.sort === 'price-desc') list.sort((a, b) => b.price - a.price);
      else list.sort((a, b) => b.pop - a.pop);
      const sel = (name, vals, label) => `<label>${label} <select name="${name}"><option value="">Any</option>${vals.map((v) => opt(name, v, q[name])).join('')}</select></label>`;
      return page('All bouquets', `<form action="/bouquets" method="get"><fieldset><legend>Filter</legend>
${sel('occasion', ['birthday', 'anniversary', 'sympathy', 'thank-you', 'get-well'], 'Occasion')}
${sel('colour', ['red', 'pink', 'white', 'yellow', 'orange', 'blue', 'mixed'], 'Colour')}
${sel('flower', ['roses', 'lilies', 'tulips', 'peonies', 'sunflowers', 'iris', 'mixed'], 'Flower')}
<label>Max price <select name="max"><option value="">Any</option>${['30', '40', '50'].map((v) => opt('max', v, q.max, '£' + v)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('sort', '', q.sort || '', 'Most popular')}${opt('sort', 'price-asc', q.sort, 'Price: low to high')}${opt('sort', 'price-desc', q.sort, 'Price: high to low')}</select></label>
<button>Apply filters</button> <a href="/bouquets">Clear filters</a></fieldset></form><p>${list.length} bouquets</p>${grid(list)}`);
    }
    const m = path.match(/^\/bouquets\/([a-z-]+)$/);
    if (m) {
      const p = PRODUCTS.find((x) => x.id === m[1]);
      if (!p) return { status: 404 };
      const size = SIZES[q.size] !== undefined ? q.size : 'standard';
      const vase = VASES[q.vase] !== undefined ? q.vase : 'none';
      const link = (sz, vs) => `/bouquets/${p.id}?size=${sz}&vase=${vs}`;
      return page(p.name, `<p>${esc(p.name)}: ${p.colour} ${p.flower}, ideal for ${p.occasion.replace('-', ' ')}.</p>
<h2>Size</h2><ul>${Object.keys(SIZES).map((z) => `<li>${z === size ? `<strong>${z[0].toUpperCase() + z.slice(1)} (selected)</strong>` : `<a href="${link(z, vase)}">${z[0].toUpperCase() + z.slice(1)}</a>`} +${money(SIZES[z])}</li>`).join('')}</ul>
<h2>Vase</h2><ul>${Object.keys(VASES).map((v) => `<li>${v === vase ? `<strong>${v === 'none' ? 'No vase' : v[0].toUpperCase() + v.slice(1) + ' vase'} (selected)</strong>` : `<a href="${link(size, v)}">${v === 'none' ? 'No vase' : v[0].toUpperCase() + v.slice(1) + ' vase'}</a>`} +${money(VASES[v])}</li>`).join('')}</ul>
<p>Price: <strong>${money(p.price + SIZES[size] + VASES[vase])}</strong></p>
<form action="/basket/add" method="post"><input type="hidden" name="product" value="${p.id}"><input type="hidden" name="size" value="${size}"><input type="hidden" name="vase" value="${vase}">
<label>Quantity <input name="qty" type="number" min="1" value="1"></label> <button>Add to basket</button></form>
<p><a href="/bouquets">Back to all bouquets</a></p>`);
    }
    if (path === '/basket') {
      const rows = s.basket.map((it, i) => { const p = PRODUCTS.find((x) => x.id === it.product); return `<tr><td>${esc(p.name)}</td><td>${it.size}</td><td>${it.vase === 'none' ? 'No vase' : it.vase + ' vase'}</td>
<td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${i}"><label>Quantity <input name="qty" type="number" min="1" value="${it.qty}"></label><button>Update</button></form></td><td>${money(unit(it) * it.qty)}</td>
<td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${i}"><button>Remove</button></form></td></tr>`; }).join('');
      const total = s.basket.reduce((a, it) => a + unit(it) * it.qty, 0) + (s.basket.length ? 5 : 0);
      return page('Your basket', s.basket.length ? `<table><tr><th>Bouquet</th><th>Size</th><th>Vase</th><th>Qty</th><th>Price</th><th></th></tr>${rows}</table><p>Delivery ${money(5)}</p><p>Total: <strong>${money(total)}</strong></p><p><a href="/checkout/recipient">Go to checkout</a></p>` : '<p>Your basket is empty.</p>');
    }
    if (path === '/checkout/recipient') {
      const c = s.checkout || {};
      return page('Checkout: who is it for?', `<form action="/checkout/recipient" method="post"><label>Recipient name <input name="recipient" value="${esc(c.recipient)}"></label>
<label>Street address <input name="address" value="${esc(c.address)}"></label><label>Postcode <input name="postcode" value="${esc(c.postcode)}"></label><button>Continue to delivery</button></form>`);
    }
    if (path === '/checkout/delivery') {
      const c = s.checkout || {};
      return page('Checkout: delivery and card', `<form action="/checkout/delivery" method="post"><label>Delivery date <select name="date"><option value="">Choose a date</option>${DATES.map(([v, l]) => opt('date', v, c.date, l)).join('')}</select></label>
<label>Card message <textarea name="message">${esc(c.message)}</textarea></label><button>Continue to review</button></form><p><a href="/checkout/recipient">Back</a></p>`);
    }
    if (path === '/checkout/review') {
      const c = s.checkout || {};
      const total = s.basket.reduce((a, it) => a + unit(it) * it.qty, 0) + 5;
      return page('Checkout: review', `<dl><dt>Recipient</dt><dd>${esc(c.recipient)}, ${esc(c.address)}, ${esc(c.postcode)}</dd><dt>Delivery</dt><dd>${esc((DATES.find((d) => d[0] === c.date) || [])[1])}</dd><dt>Card</dt><dd>${esc(c.message)}</dd><dt>Total</dt><dd>${money(total)}</dd></dl>
<p><a href="/checkout/recipient">Change recipient</a> <a href="/checkout/delivery">Change delivery</a></p><form action="/checkout/place" method="post"><button>Place order</button></form>`);
    }
    if (path === '/orders') return page('My orders', s.orders.length ? `<ul>${s.orders.map((o) => `<li><a href="/orders/${o.id}">Order ${o.id}</a> to ${esc(o.recipient)}, ${o.date}</li>`).join('')}</ul>` : '<p>No orders yet.</p>');
    const om = path.match(/^\/orders\/(F\d+)$/);
    if (om) {
      const o = s.orders.find((x) => x.id === om[1]);
      if (!o) return { status: 404 };
      return page(`Order ${o.id}`, `<p>Thank you! Order ${o.id} is confirmed for ${esc((DATES.find((d) => d[0] === o.date) || [])[1])}.</p><p>Total paid: ${money(o.total)}</p>`);
    }
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/basket/add') {
      if (!PRODUCTS.some((p) => p.id === b.product)) return { status: 400 };
      const qty = Math.max(1, parseInt(b.qty, 10) || 1);
      const size = SIZES[b.size] !== undefined ? b.size : 'standard', vase = VASES[b.vase] !== undefined ? b.vase : 'none';
      const ex = s.basket.find((it) => it.product === b.product && it.size === size && it.vase === vase);
      if (ex) ex.qty += qty; else s.basket.push({ product: b.product, size, vase, qty });
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = parseInt(b.line, 10);
      if (!s.basket[i]) return { status: 400 };
      const qty = parseInt(b.qty, 10);
      if (path === '/basket/remove' || qty === 0) s.basket.splice(i, 1); else if (qty > 0) s.basket[i].qty = qty;
      return { redirect: '/basket' };
    }
    if (path === '/checkout/recipient') {
      if (!b.recipient || !b.address || !b.postcode) return { status: 400 };
      s.checkout = { ...(s.checkout || {}), recipient: b.recipient.trim(), address: b.address.trim(), postcode: b.postcode.trim().toUpperCase() };
      return { redirect: '/checkout/delivery' };
    }
    if (path === '/checkout/delivery') {
      if (!b.date) return { status: 400 };
      s.checkout = { ...(s.checkout || {}), date: b.date, message: (b.message || '').trim() };
      return { redirect: '/checkout/review' };
    }
    if (path === '/checkout/place') {
      const c = s.checkout;
      if (!c || !c.date || !c.recipient || !s.basket.length) return { status: 400 };
      const id = 'F' + (1001 + s.orders.length);
      const total = s.basket.reduce((a, it) => a + unit(it) * it.qty, 0) + 5;
      s.orders.push({ id, items: s.basket, recipient: c.recipient, address: c.address, postcode: c.postcode, date: c.date, message: c.message, total });
      s.basket = []; s.checkout = null;
      return { redirect: '/orders/' + id };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body = {}) {
      const u = new URL(url, 'http://127.0.0.1');
      const q = Object.fromEntries(u.searchParams);
      if (typeof body === 'string') body = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') return post(u.pathname, body || {});
      const r = get(u.pathname, q);
      if (r.html) { s.path = u.pathname; s.query = q; }
      return r;
    },
    state: () => clone(s),
    restore(st) { s = clone(st); },
    reset,
  };
}
