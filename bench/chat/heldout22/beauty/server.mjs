// Petal & Pout — a beauty shop: skincare (skin-type filter), make-up (shades), fragrance (bottle
// sizes), sort, search, product pages whose size / shade reload the page with the choice in the
// query, "Often bought together", a basket (quantities, remove, a promo code), checkout and order page.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const SKIN = { size: [['30ml', '30ml', 1], ['50ml', '50ml', 1.5]] };
const SCENT = { size: [['30ml', '30ml', 1], ['50ml', '50ml', 1.6], ['100ml', '100ml', 2.5]] };
const P = [
  { slug: 'hydra-serum', name: 'Hyaluronic Hydrating Serum', cat: 'skincare', skin: 'dry', price: 18, about: 'A light serum that holds moisture in dry, tight skin. Fragrance free.', use: 'Morning and night, before moisturiser.' },
  { slug: 'clay-mask', name: 'Green Clay Purifying Mask', cat: 'skincare', skin: 'oily', price: 14, about: 'French green clay and zinc to calm shine and clear pores.', use: 'Once or twice a week, rinse after 10 minutes.' },
  { slug: 'vitamin-c-cream', name: 'Vitamin C Day Cream', cat: 'skincare', skin: 'normal', price: 22, about: 'A brightening day cream with 10% vitamin C.', use: 'Every morning after cleansing.' },
  { slug: 'foam-cleanser', name: 'Gentle Foam Cleanser', cat: 'skincare', skin: 'sensitive', price: 9.5, about: 'A soap-free cleanser with oat extract for sensitive skin.', use: 'Morning and night. Rinse with warm water.' },
  { slug: 'repair-balm', name: 'Overnight Repair Balm', cat: 'skincare', skin: 'dry', price: 26, about: 'A rich balm with shea butter and ceramides that works while you sleep.', use: 'At night, a pea-sized amount.' },
  { slug: 'spf-fluid', name: 'Daily SPF 50 Fluid', cat: 'skincare', skin: 'oily', price: 16, about: 'A matte, non-greasy sun fluid with SPF 50.', use: 'Last step every morning. Reapply every two hours in the sun.' },
  { slug: 'silk-foundation', name: 'Silk Finish Foundation', cat: 'makeup', price: 24, shades: ['light', 'medium', 'tan', 'deep'], about: 'Medium coverage with a soft satin finish. Lasts up to 16 hours.' },
  { slug: 'matte-lipstick', name: 'Velvet Matte Lipstick', cat: 'makeup', price: 12, shades: ['rose', 'berry', 'coral', 'red'], about: 'Creamy matte colour in one swipe.' },
  { slug: 'mascara', name: 'Lengthening Mascara', cat: 'makeup', price: 11, shades: ['black', 'brown'], about: 'A fine brush that separates and lengthens every lash.' },
  { slug: 'cream-blush', name: 'Cream Blush Stick', cat: 'makeup', price: 15, shades: ['peach', 'pink'], about: 'A blendable cream blush for cheeks and lips.' },
  { slug: 'cedar-noir', name: 'Cedar Noir Eau de Parfum', cat: 'fragrance', price: 38, notes: 'cedarwood, black pepper, amber', about: 'A warm, woody scent for evenings.' },
  { slug: 'orange-blossom', name: 'Orange Blossom Eau de Toilette', cat: 'fragrance', price: 29, notes: 'orange blossom, neroli, white musk', about: 'A fresh floral for every day.' },
  { slug: 'sea-salt-sage', name: 'Sea Salt & Sage Cologne', cat: 'fragrance', price: 32, notes: 'sea salt, sage, grapefruit', about: 'Clean and airy, like a walk on the beach.' },
  { slug: 'vanilla-musk', name: 'Vanilla Musk Eau de Parfum', cat: 'fragrance', price: 42, notes: 'vanilla, tonka bean, musk', about: 'Soft, sweet and long lasting.' },
];
const BESTSELLERS = ['silk-foundation', 'hydra-serum', 'orange-blossom', 'matte-lipstick'];
const bySlug = Object.fromEntries(P.map((p) => [p.slug, p]));
const cap = (s) => s[0].toUpperCase() + s.slice(1);
const optionsOf = (p) => (p.cat === 'skincare' ? SKIN : p.cat === 'fragrance' ? SCENT : { shade: p.shades.map((c) => [c, cap(c)]) });
const unitPrice = (p, item) => {
  const s = optionsOf(p).size;
  const mult = s ? (s.find((x) => x[0] === item.size) || s[0])[2] : 1;
  return Math.round(p.price * mult * 100) / 100;
};
const CATS = [['skincare', 'Skincare'], ['makeup', 'Make-up'], ['fragrance', 'Fragrance']];
const PROMOS = { GLOW10: 0.1 };

function fresh() { return { page: { path: '/', query: {} }, cart: [], promo: '', orders: [] }; }

export function createSite() {
  let st = fresh();
  const count = () => st.cart.reduce((n, l) => n + l.qty, 0);
  const nav = () => [['/shop?category=skincare', 'Skincare'], ['/shop?category=makeup', 'Make-up'], ['/shop?category=fragrance', 'Fragrance'], ['/basket', `Bag (${count()})`]];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Petal & Pout', nav: nav(), title, body, q, searchLabel: 'Search beauty' }) });
  const sub = (p) => (p.cat === 'skincare' ? `For ${p.skin} skin` : p.cat === 'fragrance' ? p.notes : `${p.shades.length} shades`);
  const card = (p) => `<li class="card"><a href="/product/${p.slug}"><h3>${esc(p.name)}</h3></a><p>${esc(sub(p))}</p><p>${p.cat === 'makeup' ? '' : 'from '}${money(p.price)}</p><form method="get" action="/product/${p.slug}"><button type="submit">Shop now</button></form></li>`;
  const list = (items) => (items.length ? `<p>${items.length} products</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>Sorry, nothing matched.</p>');
  const sortForm = (path, query) => `<form method="get" action="${path}"><label>Sort by <select name="sort" onchange="this.form.submit()">${[['', 'Recommended'], ['price-asc', 'Price (low to high)'], ['price-desc', 'Price (high to low)'], ['name', 'A to Z']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>${Object.entries(query).filter(([k]) => k !== 'sort').map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')} <button type="submit">Sort</button></form>`;
  const sorted = (items, sort) => {
    const a = [...items];
    if (sort === 'price-asc') a.sort((x, y) => x.price - y.price);
    if (sort === 'price-desc') a.sort((x, y) => y.price - x.price);
    if (sort === 'name') a.sort((x, y) => x.name.localeCompare(y.name));
    return a;
  };
  const subtotal = () => Math.round(st.cart.reduce((n, l) => n + unitPrice(bySlug[l.product], l) * l.qty, 0) * 100) / 100;
  const discount = () => Math.round(subtotal() * (PROMOS[st.promo] || 0) * 100) / 100;
  const optText = (l) => [l.size, l.shade && cap(l.shade)].filter(Boolean).join(', ');

  function get(path, query) {
    if (path === '/') {
      return page('Skincare, make-up and fragrance', `<p>Cruelty-free beauty, posted from Brighton. Free delivery over £25.</p>
<section><h2>Shop by category</h2><ul>${CATS.map(([c, t]) => `<li><a href="/shop?category=${c}">${t}</a></li>`).join('')}</ul></section>
<section><h2>Our bestsellers</h2><ul class="cards">${BESTSELLERS.map((s) => card(bySlug[s])).join('')}</ul></section>`);
    }
    if (path === '/shop') {
      let items = P.filter((p) => !query.category || p.cat === query.category);
      if (query.skin) items = items.filter((p) => p.skin === query.skin);
      items = sorted(items, query.sort);
      const catName = (CATS.find((c) => c[0] === query.category) || [, 'Everything'])[1];
      const skinLinks = query.category === 'skincare' ? `<section aria-label="Filters"><h2>Skin type</h2><ul>${['dry', 'oily', 'normal', 'sensitive'].map((r) => `<li><a href="${withQuery('/shop', query, { skin: r })}"${query.skin === r ? ' aria-current="true"' : ''}>${cap(r)}</a></li>`).join('')}${query.skin ? `<li><a href="${withQuery('/shop', query, { skin: '' })}">All skin types</a></li>` : ''}</ul></section>` : '';
      return page(catName, `${skinLinks}${sortForm('/shop', query)}${list(items)}`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      let items = words.length ? P.filter((p) => { const h = `${p.name} ${p.cat} ${p.skin || ''} ${(p.shades || []).join(' ')} ${p.notes || ''} ${p.about}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1)))); }) : [];
      items = sorted(items, query.sort);
      return page(`Results for “${query.q || ''}”`, `${sortForm('/search', query)}${list(items)}`, query.q || '');
    }
    let m;
    if ((m = path.match(/^\/product\/([\w-]+)$/)) && bySlug[m[1]]) {
      const p = bySlug[m[1]];
      const opts = optionsOf(p);
      const sel = {};
      for (const [k, vals] of Object.entries(opts)) sel[k] = vals.some((v) => v[0] === query[k]) ? query[k] : vals[0][0];
      const price = unitPrice(p, sel);
      const groups = Object.entries(opts).map(([k, vals]) => `<fieldset><legend>${k === 'size' ? 'Size' : 'Shade'}</legend>${vals.map((v) => `<a class="opt${sel[k] === v[0] ? ' sel' : ''}" href="${withQuery(path, query, { [k]: v[0] })}"${sel[k] === v[0] ? ' aria-current="true"' : ''}>${esc(v[1])}${k === 'size' ? ` (${money(unitPrice(p, { size: v[0] }))})` : ''}</a>`).join(' ')}</fieldset>`).join('');
      const related = P.filter((x) => x.cat === p.cat && x.slug !== p.slug).slice(0, 3);
      return page(p.name, `<p><a href="/shop?category=${p.cat}">← ${(CATS.find((c) => c[0] === p.cat))[1]}</a></p>
<p>${esc(p.about)}</p><dl>${p.skin ? `<dt>Skin type</dt><dd>${cap(p.skin)} skin</dd>` : ''}${p.notes ? `<dt>Notes</dt><dd>${esc(p.notes)}</dd>` : ''}${p.use ? `<dt>How to use</dt><dd>${esc(p.use)}</dd>` : ''}</dl>
<p class="price">Price: <strong>${money(price)}</strong></p>${groups}
<form method="post" action="/basket/add"><input type="hidden" name="product" value="${p.slug}">${Object.entries(sel).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label>Qty <select name="qty">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to bag</button></form>
<section><h2>Often bought together</h2><ul class="cards">${related.map(card).join('')}</ul></section>`);
    }
    if (path === '/basket') {
      const s = subtotal(); const d = discount();
      const delivery = s - d >= 25 || !st.cart.length ? 0 : 3.5;
      const n = count();
      const rows = st.cart.map((l, i) => { const p = bySlug[l.product]; const u = unitPrice(p, l); return `<tr><td><a href="${withQuery(`/product/${p.slug}`, {}, { size: l.size, shade: l.shade })}">${esc(p.name)}</a><br><small>${esc(optText(l))}</small></td><td>${money(u)}</td>
<td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Qty <input type="number" name="qty" value="${l.qty}" min="0" max="10" required aria-label="Quantity of ${esc(p.name)}"></label> <button type="submit">Update</button></form></td>
<td>${money(u * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`; }).join('');
      return page('Your bag', st.cart.length ? `<p>${n} item${n === 1 ? '' : 's'} in your bag</p><table><thead><tr><th>Item</th><th>Price</th><th>Qty</th><th>Total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input name="code" value="${esc(st.promo)}" required></label> <button type="submit">Apply</button></form>${st.promo ? `<p>Code ${esc(st.promo)} applied: −${money(d)}</p>` : ''}
<p>Subtotal: ${money(s)}</p><p>Delivery: ${delivery ? money(delivery) : 'Free'}</p><p><strong>Order total: ${money(s - d + delivery)}</strong></p>
<p><a href="/checkout">Go to checkout</a> · <a href="/">Keep shopping</a></p>` : '<p>Your bag is empty.</p><p><a href="/">Keep shopping</a></p>');
    }
    if (path === '/checkout') {
      if (!st.cart.length) return { redirect: '/basket' };
      return page('Checkout', `<p>${count()} item(s)</p><form method="post" action="/checkout">
<label>First name <input name="first" autocomplete="given-name" required></label>
<label>Last name <input name="last" autocomplete="family-name" required></label>
<label>Email address <input type="email" name="email" required></label>
<label>Mobile number <input type="tel" name="phone" required></label>
<label>Address line 1 <input name="address" required></label>
<label>Town <input name="town" required></label>
<label>Postcode <input name="postcode" required></label>
<fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="standard" checked> Standard (3–5 days)</label>
<label><input type="radio" name="delivery" value="express"> Express, next working day (£4.95)</label></fieldset>
<label><input type="checkbox" name="gift" value="yes"> Gift wrap it (free)</label>
<button type="submit">Pay and place order</button></form>`);
    }
    if ((m = path.match(/^\/order\/(PP-\d+)$/))) {
      const o = st.orders.find((x) => x.id === m[1]);
      if (!o) return null;
      return page('Order placed — thank you!', `<p>Order number <strong>${o.id}</strong>.</p><p>A receipt is on its way to ${esc(o.email)}. We'll text ${esc(o.phone)} when it ships ${o.delivery === 'express' ? 'by express delivery' : 'by standard delivery'} to ${esc(o.address)}, ${esc(o.town)} ${esc(o.postcode)}.</p>
<ul>${o.items.map((l) => `<li>${l.qty} × ${esc(bySlug[l.product].name)} (${esc(optText(l))})</li>`).join('')}</ul><p><a href="/">Back to the shop</a></p>`);
    }
    if (path === '/help') return page('Help', '<p>Returns are free within 30 days if unopened.</p>');
    if (path === '/contact') return page('Contact us', '<p>Email hello@petalandpout.example.</p>');
    return null;
  }

  function post(path, f) {
    if (path === '/basket/add') {
      const p = bySlug[one(f, 'product')];
      if (!p) return { status: 400, html: 'Unknown product' };
      const item = { product: p.slug };
      for (const [k, vals] of Object.entries(optionsOf(p))) { const v = one(f, k); item[k] = vals.some((x) => x[0] === v) ? v : vals[0][0]; }
      const qty = Math.max(1, Math.min(10, parseInt(one(f, 'qty'), 10) || 1));
      const same = st.cart.find((l) => Object.keys(item).every((k) => l[k] === item[k]) && Object.keys(l).length === Object.keys(item).length + 1);
      if (same) same.qty = Math.min(10, same.qty + qty); else st.cart.push({ ...item, qty });
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = parseInt(one(f, 'line'), 10);
      if (st.cart[i]) {
        const qty = path === '/basket/remove' ? 0 : parseInt(one(f, 'qty'), 10);
        if (!qty || qty < 1) st.cart.splice(i, 1); else st.cart[i].qty = Math.min(10, qty);
      }
      return { redirect: '/basket' };
    }
    if (path === '/basket/promo') {
      const c = one(f, 'code').toUpperCase();
      if (PROMOS[c]) st.promo = c;
      return { redirect: '/basket' };
    }
    if (path === '/checkout') {
      const o = { name: `${one(f, 'first')} ${one(f, 'last')}`.trim(), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), address: one(f, 'address'), town: one(f, 'town'), postcode: one(f, 'postcode').toUpperCase(), delivery: one(f, 'delivery') === 'express' ? 'express' : 'standard', gift: one(f, 'gift') === 'yes' };
      const missing = ['first', 'last', 'email', 'phone', 'address', 'town', 'postcode'].filter((k) => !one(f, k));
      if (missing.length || !st.cart.length) return page('Checkout', `<p class="err">Please fill in: ${missing.join(', ')}</p><p><a href="/checkout">Back to checkout</a></p>`);
      const id = `PP-${2001 + st.orders.length}`;
      st.orders.push({ id, ...o, promo: st.promo, items: st.cart });
      st.cart = []; st.promo = '';
      return { redirect: `/order/${id}` };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body)) || { status: 404, html: '<h1>Not found</h1>' };
      const res = get(path, query);
      if (!res) return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
      if (res.html) st.page = { path, query };
      return res;
    },
    state: () => clone(st),
    restore(s) { const f = fresh(); st = { ...f, ...clone(s) }; if (!st.page) st.page = { path: s.path || '/', query: s.query || {} }; delete st.path; delete st.query; },
    reset() { st = fresh(); },
  };
}
