// Ridgeway Roasters — a coffee and tea roastery shop: categories, roast filter, sort, search,
// product pages with bag size / grind / colour choices in the query, a basket and checkout.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const COFFEE = { size: [['250g', '250g', 1], ['500g', '500g', 1.9], ['1kg', '1kg', 3.6]], grind: [['whole-bean', 'Whole bean'], ['cafetiere', 'Cafetière'], ['filter', 'Filter'], ['espresso', 'Espresso']] };
const TEA = { size: [['50g', '50g', 1], ['100g', '100g', 1.8], ['250g', '250g', 4]] };
const P = [
  { slug: 'colombia-huila', name: 'Colombia Huila', cat: 'coffee', roast: 'medium', price: 8.5, origin: 'Colombia', notes: 'caramel, red apple, cocoa', about: 'A sweet, balanced Colombian single origin from smallholders in Huila.' },
  { slug: 'ethiopia-yirgacheffe', name: 'Ethiopia Yirgacheffe', cat: 'coffee', roast: 'light', price: 9.5, origin: 'Ethiopia', notes: 'jasmine, lemon, bergamot', about: 'A floral, washed Ethiopian coffee. Lovely as filter.' },
  { slug: 'kenya-aa', name: 'Kenya AA Nyeri', cat: 'coffee', roast: 'light', price: 10, origin: 'Kenya', notes: 'blackcurrant, grapefruit', about: 'A bright, juicy Kenyan AA from the slopes of Mount Kenya.' },
  { slug: 'brazil-santos', name: 'Brazil Santos', cat: 'coffee', roast: 'dark', price: 7.5, origin: 'Brazil', notes: 'milk chocolate, hazelnut', about: 'Our everyday Brazilian: smooth, low acidity, great with milk.' },
  { slug: 'sumatra-mandheling', name: 'Sumatra Mandheling', cat: 'coffee', roast: 'dark', price: 8.75, origin: 'Indonesia', notes: 'cedar, dark chocolate, spice', about: 'Heavy bodied and earthy Indonesian coffee.' },
  { slug: 'house-espresso', name: 'House Espresso Blend', cat: 'coffee', roast: 'dark', price: 7.95, origin: 'Brazil and Colombia', notes: 'treacle, cherry, cocoa', about: 'Our espresso blend, roasted for espresso machines and moka pots.' },
  { slug: 'decaf-peru', name: 'Peru Decaf', cat: 'coffee', roast: 'medium', price: 8.25, origin: 'Peru', notes: 'toffee, orange', about: 'Swiss Water decaffeinated coffee from Cajamarca, Peru. All the flavour, no caffeine.' },
  { slug: 'guatemala-antigua', name: 'Guatemala Antigua', cat: 'coffee', roast: 'medium', price: 9, origin: 'Guatemala', notes: 'brown sugar, plum', about: 'Grown under shade on volcanic soil in Antigua.' },
  { slug: 'earl-grey', name: 'Earl Grey', cat: 'tea', kind: 'Black tea', price: 4.5, origin: 'India', notes: 'bergamot, citrus', about: 'Assam and Darjeeling black tea with oil of bergamot.' },
  { slug: 'english-breakfast', name: 'English Breakfast', cat: 'tea', kind: 'Black tea', price: 3.95, origin: 'India and Kenya', notes: 'malt, honey', about: 'A strong morning black tea that takes milk well.' },
  { slug: 'sencha', name: 'Japanese Sencha', cat: 'tea', kind: 'Green tea', price: 6.5, origin: 'Japan', notes: 'grassy, sweet', about: 'A steamed green tea from Shizuoka.' },
  { slug: 'jasmine-pearls', name: 'Jasmine Pearls', cat: 'tea', kind: 'Green tea', price: 7.5, origin: 'China', notes: 'jasmine, honeysuckle', about: 'Hand-rolled green tea pearls scented with jasmine blossom.' },
  { slug: 'masala-chai', name: 'Masala Chai', cat: 'tea', kind: 'Black tea', price: 5.25, origin: 'India', notes: 'cardamom, ginger, cinnamon', about: 'Black tea with whole spices. Brew strong with milk.' },
  { slug: 'chamomile', name: 'Chamomile Flowers', cat: 'tea', kind: 'Herbal', price: 4.25, origin: 'Egypt', notes: 'apple, hay', about: 'Whole chamomile flowers, caffeine free.' },
  { slug: 'french-press', name: 'Glass Cafetière', cat: 'equipment', price: 22, colours: ['black', 'copper'], notes: '8 cup, borosilicate glass', about: 'A classic 8-cup cafetière with a steel frame.' },
  { slug: 'pour-over', name: 'Ceramic Pour-Over Dripper', cat: 'equipment', price: 18, colours: ['white', 'black'], notes: 'size 02, fits most filter papers', about: 'A cone dripper for one or two cups.' },
  { slug: 'hand-grinder', name: 'Hand Coffee Grinder', cat: 'equipment', price: 39, colours: ['steel'], notes: 'conical burrs, 15 settings', about: 'Grind fresh for any brew method.' },
  { slug: 'travel-mug', name: 'Travel Mug', cat: 'equipment', price: 14, colours: ['green', 'grey', 'red'], notes: '350ml, leak proof lid', about: 'Keeps drinks hot for up to six hours.' },
];
const BESTSELLERS = ['brazil-santos', 'earl-grey', 'house-espresso', 'ethiopia-yirgacheffe'];
const bySlug = Object.fromEntries(P.map((p) => [p.slug, p]));
const optionsOf = (p) => (p.cat === 'coffee' ? COFFEE : p.cat === 'tea' ? TEA : { colour: p.colours.map((c) => [c, c[0].toUpperCase() + c.slice(1)]) });
const unitPrice = (p, item) => {
  const s = optionsOf(p).size;
  const mult = s ? (s.find((x) => x[0] === item.size) || s[0])[2] : 1;
  return Math.round(p.price * mult * 100) / 100;
};
const CATS = [['coffee', 'Coffee'], ['tea', 'Tea'], ['equipment', 'Brewing kit']];

function fresh() { return { page: { path: '/', query: {} }, cart: [], orders: [] }; }

export function createSite() {
  let st = fresh();
  const nav = () => [['/shop?category=coffee', 'Coffee'], ['/shop?category=tea', 'Tea'], ['/shop?category=equipment', 'Brewing kit'], ['/basket', `Basket (${st.cart.reduce((n, l) => n + l.qty, 0)})`]];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Ridgeway Roasters', nav: nav(), title, body, q, searchLabel: 'Search coffee and tea' }) });

  const card = (p) => `<li class="card"><a href="/product/${p.slug}"><h3>${esc(p.name)}</h3></a><p>${esc(p.cat === 'coffee' ? `${p.roast[0].toUpperCase() + p.roast.slice(1)} roast · ${p.origin}` : p.kind || 'Brewing kit')}</p><p>${esc(p.notes)}</p><p>${p.cat === 'equipment' ? '' : 'from '}${money(p.price)}</p><a href="/product/${p.slug}">View ${esc(p.name)}</a></li>`;
  const list = (items) => (items.length ? `<p>${items.length} products</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>No products found.</p>');
  const sortForm = (path, query) => `<form method="get" action="${path}"><label>Sort by <select name="sort" onchange="this.form.submit()">${[['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['name', 'Name A–Z']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>${Object.entries(query).filter(([k]) => k !== 'sort').map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')} <button type="submit">Apply</button></form>`;
  const sorted = (items, sort) => {
    const a = [...items];
    if (sort === 'price-asc') a.sort((x, y) => x.price - y.price);
    if (sort === 'price-desc') a.sort((x, y) => y.price - x.price);
    if (sort === 'name') a.sort((x, y) => x.name.localeCompare(y.name));
    return a;
  };
  const totals = () => {
    const sub = st.cart.reduce((n, l) => n + unitPrice(bySlug[l.product], l) * l.qty, 0);
    return { sub: Math.round(sub * 100) / 100 };
  };
  const optText = (l) => [l.size, l.grind && optionsOf(bySlug[l.product]).grind.find((g) => g[0] === l.grind)[1], l.colour].filter(Boolean).join(', ');

  function get(path, query) {
    if (path === '/') {
      return page('Freshly roasted coffee and loose-leaf tea', `<p>Roasted every Tuesday and Friday in Hebden Bridge. Free delivery on orders over £30.</p>
<section><h2>Shop by category</h2><ul>${CATS.map(([c, t]) => `<li><a href="/shop?category=${c}">${t}</a></li>`).join('')}</ul></section>
<section><h2>Bestsellers</h2><ul class="cards">${BESTSELLERS.map((s) => card(bySlug[s])).join('')}</ul></section>`);
    }
    if (path === '/shop') {
      let items = P.filter((p) => !query.category || p.cat === query.category);
      if (query.roast) items = items.filter((p) => p.roast === query.roast);
      items = sorted(items, query.sort);
      const catName = (CATS.find((c) => c[0] === query.category) || [, 'All products'])[1];
      const roastLinks = query.category === 'coffee' ? `<section aria-label="Filters"><h2>Roast</h2><ul>${['light', 'medium', 'dark'].map((r) => `<li><a href="${withQuery('/shop', query, { roast: r })}"${query.roast === r ? ' aria-current="true"' : ''}>${r[0].toUpperCase() + r.slice(1)} roast</a></li>`).join('')}${query.roast ? `<li><a href="${withQuery('/shop', query, { roast: '' })}">All roasts</a></li>` : ''}</ul></section>` : '';
      return page(catName, `${roastLinks}${sortForm('/shop', query)}${list(items)}`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      let items = words.length ? P.filter((p) => { const h = `${p.name} ${p.cat} ${p.kind || ''} ${p.origin || ''} ${p.notes} ${p.about} ${p.roast || ''}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1)))); }) : [];
      items = sorted(items, query.sort);
      return page(`Search results for “${query.q || ''}”`, `${sortForm('/search', query)}${list(items)}`, query.q || '');
    }
    let m;
    if ((m = path.match(/^\/product\/([\w-]+)$/)) && bySlug[m[1]]) {
      const p = bySlug[m[1]];
      const opts = optionsOf(p);
      const sel = {};
      for (const [k, vals] of Object.entries(opts)) sel[k] = vals.some((v) => v[0] === query[k]) ? query[k] : vals[0][0];
      const price = unitPrice(p, sel);
      const groups = Object.entries(opts).map(([k, vals]) => `<fieldset><legend>${k === 'size' ? 'Bag size' : k === 'grind' ? 'Grind' : 'Colour'}</legend>${vals.map((v) => `<a class="opt${sel[k] === v[0] ? ' sel' : ''}" href="${withQuery(path, query, { [k]: v[0] })}"${sel[k] === v[0] ? ' aria-current="true"' : ''}>${esc(v[1])}${k === 'size' ? ` — ${money(unitPrice(p, { size: v[0] }))}` : ''}</a>`).join(' ')}</fieldset>`).join('');
      const related = P.filter((x) => x.cat === p.cat && x.slug !== p.slug).slice(0, 3);
      return page(p.name, `<p><a href="${p.cat === 'equipment' ? '/shop?category=equipment' : `/shop?category=${p.cat}`}">← Back to ${p.cat === 'equipment' ? 'Brewing kit' : p.cat === 'tea' ? 'Tea' : 'Coffee'}</a></p>
<dl>${p.roast ? `<dt>Roast</dt><dd>${p.roast[0].toUpperCase() + p.roast.slice(1)} roast</dd>` : ''}${p.kind ? `<dt>Type</dt><dd>${p.kind}</dd>` : ''}${p.origin ? `<dt>Origin</dt><dd>${esc(p.origin)}</dd>` : ''}<dt>Tasting notes</dt><dd>${esc(p.notes)}</dd></dl>
<p>${esc(p.about)}</p><p class="price">Price: <strong>${money(price)}</strong></p>${groups}
<form method="post" action="/basket/add"><input type="hidden" name="product" value="${p.slug}">${Object.entries(sel).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label>Quantity <input type="number" name="qty" value="1" min="1" max="20" required></label><button type="submit">Add to basket</button></form>
<section><h2>You may also like</h2><ul class="cards">${related.map(card).join('')}</ul></section>`);
    }
    if (path === '/basket') {
      const { sub } = totals();
      const delivery = sub >= 30 || !st.cart.length ? 0 : 3.95;
      const n = st.cart.reduce((a, l) => a + l.qty, 0);
      const rows = st.cart.map((l, i) => { const p = bySlug[l.product]; const u = unitPrice(p, l); return `<tr><td><a href="${withQuery(`/product/${p.slug}`, {}, { size: l.size, grind: l.grind, colour: l.colour })}">${esc(p.name)}</a><br><small>${esc(optText(l))}</small></td><td>${money(u)}</td>
<td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Quantity for ${esc(p.name)} <input type="number" name="qty" value="${l.qty}" min="0" max="20" required></label> <button type="submit">Update</button></form></td>
<td>${money(u * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit" aria-label="Remove ${esc(p.name)}">Remove</button></form></td></tr>`; }).join('');
      return page('Your basket', st.cart.length ? `<p>Your basket (${n} item${n === 1 ? '' : 's'})</p><table><thead><tr><th>Product</th><th>Price</th><th>Quantity</th><th>Line total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Subtotal: ${money(sub)}</p><p>Delivery: ${delivery ? money(delivery) + ' (free over £30)' : 'Free'}</p><p><strong>Total: ${money(sub + delivery)}</strong></p>
<p><a href="/checkout">Checkout</a> · <a href="/">Continue shopping</a></p>` : '<p>Your basket is empty.</p><p><a href="/">Continue shopping</a></p>');
    }
    if (path === '/checkout') {
      if (!st.cart.length) return { redirect: '/basket' };
      const { sub } = totals();
      return page('Checkout', `<p>${st.cart.length} product(s), subtotal ${money(sub)}</p><form method="post" action="/checkout">
<label>Full name <input name="name" autocomplete="name" required></label>
<label>Email <input type="email" name="email" autocomplete="email" required></label>
<label>Address <input name="address" autocomplete="address-line1" required></label>
<label>Town or city <input name="town" required></label>
<label>Postcode <input name="postcode" required></label>
<fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="standard" checked> Standard, 2–3 working days (${sub >= 30 ? 'free' : '£3.95'})</label>
<label><input type="radio" name="delivery" value="next-day"> Next day (£6.95)</label></fieldset>
<button type="submit">Place order</button></form>`);
    }
    if ((m = path.match(/^\/order\/(RR-\d+)$/))) {
      const o = st.orders.find((x) => x.id === m[1]);
      if (!o) return null;
      return page('Thank you for your order', `<p>Your order number is <strong>${o.id}</strong>.</p><p>We'll send a confirmation to ${esc(o.email)} and deliver to ${esc(o.address)}, ${esc(o.town)} ${esc(o.postcode)} by ${o.delivery === 'next-day' ? 'next day' : 'standard'} delivery.</p>
<ul>${o.items.map((l) => `<li>${l.qty} × ${esc(bySlug[l.product].name)} (${esc(optText(l))})</li>`).join('')}</ul><p><a href="/">Back to the shop</a></p>`);
    }
    if (path === '/help') return page('Help', '<p>Orders placed before 1pm ship the same day. Email hello@ridgeway.example for anything else.</p>');
    if (path === '/contact') return page('Contact us', '<p>Call 01422 000 000, Monday to Friday 9–5.</p>');
    return null;
  }

  function post(path, f) {
    if (path === '/basket/add') {
      const p = bySlug[one(f, 'product')];
      if (!p) return { status: 400, html: 'Unknown product' };
      const item = { product: p.slug };
      for (const [k, vals] of Object.entries(optionsOf(p))) { const v = one(f, k); item[k] = vals.some((x) => x[0] === v) ? v : vals[0][0]; }
      const qty = Math.max(1, Math.min(20, parseInt(one(f, 'qty'), 10) || 1));
      const same = st.cart.find((l) => Object.keys(item).every((k) => l[k] === item[k]));
      if (same) same.qty = Math.min(20, same.qty + qty); else st.cart.push({ ...item, qty });
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = parseInt(one(f, 'line'), 10);
      if (st.cart[i]) {
        const qty = path === '/basket/remove' ? 0 : parseInt(one(f, 'qty'), 10);
        if (!qty || qty < 1) st.cart.splice(i, 1); else st.cart[i].qty = Math.min(20, qty);
      }
      return { redirect: '/basket' };
    }
    if (path === '/checkout') {
      const o = { name: one(f, 'name'), email: one(f, 'email').toLowerCase(), address: one(f, 'address'), town: one(f, 'town'), postcode: one(f, 'postcode').toUpperCase(), delivery: one(f, 'delivery') === 'next-day' ? 'next-day' : 'standard' };
      const missing = ['name', 'email', 'address', 'town', 'postcode'].filter((k) => !o[k]);
      if (missing.length || !st.cart.length) return page('Checkout', `<p class="err">Please fill in: ${missing.join(', ')}</p><p><a href="/checkout">Back to checkout</a></p>`);
      const id = `RR-${1001 + st.orders.length}`;
      st.orders.push({ id, ...o, items: st.cart });
      st.cart = [];
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
