// Junction Models — a model railway shop: category links, a refine form (scale, brand, in stock, sort),
// search, item pages whose DCC or livery choice reloads the page with it in the query, a quantity menu,
// an icon wishlist button, "Notify me" for an item out of stock, a basket with quantities, Remove and a
// promo code, a checkout (standard, next-day or collect), an account with an order to cancel and one to
// return an item from, a loco servicing form, tickets for a model railway show, a newsletter.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Junction Models';
const CATS = [['locomotives', 'Locomotives'], ['rolling-stock', 'Rolling stock'], ['track', 'Track'], ['scenery', 'Scenery & buildings'], ['controllers', 'Controllers']];
const NAV = [...CATS.map(([v, t]) => [`/shop?cat=${v}`, t]), ['/servicing', 'Loco servicing'], ['/show', 'Model railway show'], ['/account', 'My account'], ['/basket', 'Basket']];
const BRANDS = [['ridgeline', 'Ridgeline'], ['kestrel', 'Kestrel Trains'], ['tracksmith', 'Tracksmith'], ['hedgerow', 'Hedgerow Scenics']];
const DCC = { key: 'dcc', label: 'DCC', opts: [['ready', 'DCC ready', 0], ['fitted', 'DCC fitted', 30], ['sound', 'DCC sound', 110]] };
const LIVERY = { key: 'livery', label: 'Livery', opts: [['maroon', 'BR maroon', 0], ['green', 'Southern green', 0], ['blood-custard', 'Blood and custard', 0]] };
const ITEMS = [
  { slug: 'class-37-oo', name: 'Class 37 diesel, BR blue', brand: 'ridgeline', scale: 'oo', cat: 'locomotives', price: 139, opt: DCC },
  { slug: 'class-66-oo', name: 'Class 66 freight diesel', brand: 'kestrel', scale: 'oo', cat: 'locomotives', price: 149, opt: DCC },
  { slug: 'a4-mallard-oo', name: 'A4 steam locomotive "Mallard"', brand: 'ridgeline', scale: 'oo', cat: 'locomotives', price: 189, opt: DCC },
  { slug: 'pannier-oo', name: 'GWR pannier tank', brand: 'kestrel', scale: 'oo', cat: 'locomotives', price: 115, opt: DCC },
  { slug: 'class-08-n', name: 'Class 08 shunter', brand: 'kestrel', scale: 'n', cat: 'locomotives', price: 99, opt: DCC },
  { slug: 'class-47-n', name: 'Class 47 diesel', brand: 'ridgeline', scale: 'n', cat: 'locomotives', price: 129, opt: DCC, out: true },
  { slug: 'mk1-coach-oo', name: 'Mk1 corridor coach', brand: 'ridgeline', scale: 'oo', cat: 'rolling-stock', price: 42, opt: LIVERY },
  { slug: 'coal-wagons-oo', name: '16-ton coal wagons (pack of 3)', brand: 'kestrel', scale: 'oo', cat: 'rolling-stock', price: 38 },
  { slug: 'tank-wagon-n', name: 'Oil tank wagon', brand: 'ridgeline', scale: 'n', cat: 'rolling-stock', price: 18 },
  { slug: 'straight-track-oo', name: 'Straight track, 914mm', brand: 'tracksmith', scale: 'oo', cat: 'track', price: 4.2 },
  { slug: 'point-left-oo', name: 'Medium radius point, left hand', brand: 'tracksmith', scale: 'oo', cat: 'track', price: 14.5 },
  { slug: 'track-pack-n', name: 'N starter track pack', brand: 'tracksmith', scale: 'n', cat: 'track', price: 39 },
  { slug: 'static-grass', name: 'Static grass 4mm, summer', brand: 'hedgerow', scale: 'oo', cat: 'scenery', price: 5.5 },
  { slug: 'station-kit-oo', name: 'Country station kit', brand: 'hedgerow', scale: 'oo', cat: 'scenery', price: 34 },
  { slug: 'signal-box-n', name: 'Signal box kit', brand: 'hedgerow', scale: 'n', cat: 'scenery', price: 21, out: true },
  { slug: 'figures-n', name: 'Passengers (pack of 24)', brand: 'hedgerow', scale: 'n', cat: 'scenery', price: 8 },
  { slug: 'dcc-controller', name: 'Digital controller starter set', brand: 'kestrel', scale: 'all', cat: 'controllers', price: 165 },
  { slug: 'analogue-controller', name: 'Analogue controller', brand: 'tracksmith', scale: 'all', cat: 'controllers', price: 59 },
];
const PROMOS = { TRACK10: 0.1 };
const DELIVERY = [['standard', 'Standard (3–5 working days)', 4.95], ['next-day', 'Next working day', 8.95], ['collect', 'Collect from the shop', 0]];
const CANCEL_REASONS = ['Ordered by mistake', 'Found it cheaper elsewhere', 'Delivery too slow', 'Other'];
const RETURN_REASONS = ['Arrived damaged', 'Does not run properly', 'Wrong item sent', 'No longer wanted'];
const SERVICES = [['basic', 'Basic service (clean, lubricate, test run)', 25], ['dcc', 'DCC chip fitting', 40], ['sound', 'Sound chip fitting with speaker', 85]];
const ME = { name: 'Graham Lowe', email: 'graham.lowe@example.com', address: '5 Signal Row, Todmorden', postcode: 'OL14 6DP' };
const item = (s) => ITEMS.find((i) => i.slug === s);
const unit = (it, o) => it.price + (it.opt ? (it.opt.opts.find((x) => x[0] === o) || it.opt.opts[0])[2] : 0);
const scaleName = (s) => (s === 'oo' ? 'OO gauge' : s === 'n' ? 'N gauge' : 'All scales');

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    promo: '',
    orders: [
      { ref: 'JM-2207', items: [{ item: 'coal-wagons-oo', option: '', qty: 2 }], name: ME.name, email: ME.email, delivery: 'standard', address: ME.address, postcode: ME.postcode, promo: '', total: 76, status: 'processing' },
      { ref: 'JM-2150', items: [{ item: 'tank-wagon-n', option: '', qty: 2 }, { item: 'figures-n', option: '', qty: 1 }], name: ME.name, email: ME.email, delivery: 'standard', address: ME.address, postcode: ME.postcode, promo: '', total: 48.95, status: 'delivered' },
    ],
    wishlist: [],
    alerts: [],
    returns: [],
    servicing: [],
    tickets: [],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  const lineTotal = (l) => unit(item(l.item), l.option) * l.qty;
  const sums = (items, promo, delivery) => {
    const sub = items.reduce((s, l) => s + lineTotal(l), 0);
    const off = Math.round(sub * (PROMOS[promo] || 0) * 100) / 100;
    const d = DELIVERY.find((x) => x[0] === delivery) || DELIVERY[0];
    const ship = d[0] === 'standard' && sub - off >= 75 ? 0 : d[2];
    return { sub, off, ship, total: Math.round((sub - off + ship) * 100) / 100 };
  };
  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const count = st.basket.reduce((s, l) => s + l.qty, 0);
    const footer = `<section aria-label="Newsletter"><form method="post" action="/newsletter"><label>New arrivals and pre-orders by email <input type="email" name="email" required></label> <button type="submit">Subscribe</button></form></section><p>Junction Models, 2 Station Approach, Todmorden OL14 5AA · Open Tuesday to Saturday 9:30am – 5:30pm · Free UK delivery over £75 · <a href="/account/wishlist">Wishlist (${st.wishlist.length})</a></p>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${count})` : t]), title, body, q, searchAction: '/shop', searchLabel: 'Search models', footer }) };
  };
  const optName = (it, o) => (it.opt && o ? it.opt.opts.find((x) => x[0] === o)[1] : '');
  const lineName = (l) => `${item(l.item).name}${l.option ? ` (${optName(item(l.item), l.option)})` : ''}`;

  function shop(query) {
    const q = (query.q || '').toLowerCase().trim();
    let items = ITEMS.filter((i) => (!query.cat || i.cat === query.cat) && (!query.scale || i.scale === query.scale || i.scale === 'all') && (!query.brand || i.brand === query.brand) && (!query.stock || !i.out) && (!q || q.split(/\s+/).every((w) => `${i.name} ${BRANDS.find((b) => b[0] === i.brand)[1]} ${i.cat}`.toLowerCase().replace(/"/g, '').includes(w.replace(/"/g, '')))));
    if (query.sort === 'price-asc') items.sort((a, b) => a.price - b.price);
    else if (query.sort === 'price-desc') items.sort((a, b) => b.price - a.price);
    else if (query.sort === 'name') items.sort((a, b) => a.name.localeCompare(b.name));
    const sel = (name, label, opts) => `<label>${label} <select name="${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;
    const refine = `<form method="get" action="/shop">${query.cat ? `<input type="hidden" name="cat" value="${esc(query.cat)}">` : ''}${query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : ''}${sel('scale', 'Scale', [['', 'Any scale'], ['oo', 'OO gauge'], ['n', 'N gauge']])} ${sel('brand', 'Brand', [['', 'Any brand'], ...BRANDS])} <label><input type="checkbox" name="stock" value="1"${query.stock ? ' checked' : ''}> In stock only</label> ${sel('sort', 'Sort', [['', 'Most popular'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['name', 'Name A–Z']])} <button type="submit">Refine</button></form>`;
    const cats = CATS.map(([v, t]) => (query.cat === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/shop', {}, { cat: v }))}">${t}</a>`)).join(' · ');
    const cards = items.map((i) => `<li><img src="/img/${i.slug}.jpg" alt="" width="160" height="100"><h3><a href="/item/${i.slug}">${esc(i.name)}</a></h3><p>${BRANDS.find((b) => b[0] === i.brand)[1]} · ${scaleName(i.scale)}</p><p>${money(i.price)}${i.out ? ' · <em>Out of stock</em>' : ' · In stock'}</p></li>`).join('');
    const title = query.q ? `Search: “${query.q}”` : query.cat ? CATS.find((c) => c[0] === query.cat)?.[1] || 'Shop' : 'All products';
    return page('/shop', query, title, `<nav aria-label="Categories">${cats}</nav>${refine}<p>${items.length} products</p><ul class="cards">${cards}</ul>`, query.q || '');
  }

  function itemPage(it, query) {
    const o = it.opt ? (it.opt.opts.find((x) => x[0] === query[it.opt.key]) || it.opt.opts[0])[0] : '';
    const opts = it.opt ? `<p>${it.opt.label}: ${it.opt.opts.map(([v, t, add]) => `<a class="opt${v === o ? ' sel' : ''}" href="/item/${it.slug}?${it.opt.key}=${v}">${t}${add ? ` (+${money(add)})` : ''}</a>`).join(' ')}</p>` : '';
    const buy = it.out ? `<p><strong>Out of stock.</strong> Next delivery expected in February.</p><form method="post" action="/alerts"><input type="hidden" name="item" value="${it.slug}"><label>Email me when it is back <input type="email" name="email" required></label> <button type="submit">Notify me</button></form>`
      : `<form method="post" action="/basket/add"><input type="hidden" name="item" value="${it.slug}"><input type="hidden" name="option" value="${o}"><label>Quantity <select name="qty">${[1, 2, 3, 4, 5, 6, 8, 10].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>`;
    const wish = `<form method="post" action="/wishlist/add" style="display:inline"><input type="hidden" name="item" value="${it.slug}"><button type="submit" aria-label="Add to wishlist" title="Add to wishlist">♡</button></form>`;
    return page(`/item/${it.slug}`, query, it.name, `<p>${BRANDS.find((b) => b[0] === it.brand)[1]} · ${scaleName(it.scale)} · <a href="/shop?cat=${it.cat}">${CATS.find((c) => c[0] === it.cat)[1]}</a></p><img src="/img/${it.slug}.jpg" alt="${esc(it.name)}" width="320" height="200">${opts}<p><strong>${money(unit(it, o))}</strong> ${wish}</p>${buy}<h2>Specification</h2><table><tbody><tr><th>Scale</th><td>${scaleName(it.scale)}</td></tr><tr><th>Brand</th><td>${BRANDS.find((b) => b[0] === it.brand)[1]}</td></tr><tr><th>Code</th><td>JM-${it.slug.toUpperCase()}</td></tr></tbody></table>`);
  }

  function basket(err = '') {
    const s = sums(st.basket, st.promo, 'standard');
    const rows = st.basket.map((l, i) => `<tr><td><a href="/item/${l.item}">${esc(lineName(l))}</a></td><td>${money(unit(item(l.item), l.option))}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><input type="number" name="qty" value="${l.qty}" min="1" aria-label="Quantity of ${esc(item(l.item).name)}"> <button type="submit">Update</button></form></td><td>${money(lineTotal(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
    return page('/basket', {}, 'Your basket', st.basket.length ? `<table><thead><tr><th>Item</th><th>Each</th><th>Quantity</th><th>Total</th><th></th></tr></thead><tbody>${rows}</tbody></table>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/basket/promo"><label>Promo code <input name="code" value="${esc(st.promo)}"></label> <button type="submit">Apply</button></form><p>Subtotal ${money(s.sub)}${s.off ? ` · Discount −${money(s.off)}` : ''}</p><p><a href="/checkout">Go to checkout</a></p>` : '<p>Your basket is empty.</p>');
  }

  function checkout(err = '') {
    if (!st.basket.length) return page('/checkout', {}, 'Checkout', '<p>Your basket is empty.</p>');
    const s = sums(st.basket, st.promo, 'standard');
    return page('/checkout', {}, 'Checkout', `<p>Items ${money(s.sub)}${s.off ? `, discount −${money(s.off)}` : ''}.</p>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/checkout"><label>Name <input name="name" required value="${esc(ME.name)}"></label><label>Email <input type="email" name="email" required value="${esc(ME.email)}"></label><fieldset><legend>Delivery</legend>${DELIVERY.map(([v, t, p]) => `<label><input type="radio" name="delivery" value="${v}"${v === 'standard' ? ' checked' : ''}> ${t} — ${p ? money(p) : 'free'}</label>`).join('')}<p>Standard delivery is free over £75.</p></fieldset><fieldset><legend>Delivery address (not needed to collect)</legend><label>Address <input name="address" value="${esc(ME.address)}"></label><label>Postcode <input name="postcode" value="${esc(ME.postcode)}"></label></fieldset><button type="submit">Pay and place order</button></form>`);
  }

  function account() {
    const rows = st.orders.map((o) => `<tr><td><a href="/account/orders/${o.ref}">${o.ref}</a></td><td>${o.items.map((l) => `${esc(lineName(l))} × ${l.qty}`).join(', ')}</td><td>${money(o.total)}</td><td>${o.status[0].toUpperCase() + o.status.slice(1)}</td></tr>`).join('');
    return page('/account', {}, 'My account', `<p>Signed in as ${esc(ME.name)}, ${esc(ME.email)}.</p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table><p><a href="/account/wishlist">My wishlist</a> · <a href="/servicing">Book a loco service</a></p>`);
  }

  function orderPage(o) {
    let extra = '';
    if (o.status === 'processing') extra = `<h2>Cancel order</h2><form method="post" action="/account/orders/${o.ref}/cancel"><label>Reason <select name="reason" required><option value="">Choose a reason</option>${CANCEL_REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label> <button type="submit">Cancel order</button></form>`;
    if (o.status === 'delivered') extra = `<h2>Return an item</h2><form method="post" action="/account/orders/${o.ref}/return"><label>Item <select name="item" required><option value="">Choose an item</option>${o.items.map((l) => `<option value="${l.item}">${esc(lineName(l))}</option>`).join('')}</select></label><label>Reason <select name="reason" required><option value="">Choose a reason</option>${RETURN_REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label> <button type="submit">Start return</button></form>`;
    return page(`/account/orders/${o.ref}`, {}, `Order ${o.ref}`, `<p>Status: ${o.status}${o.reason ? ` (${esc(o.reason)})` : ''}</p><table><tbody>${o.items.map((l) => `<tr><td>${esc(lineName(l))}</td><td>× ${l.qty}</td><td>${money(lineTotal(l))}</td></tr>`).join('')}<tr><th>Total</th><td></td><td>${money(o.total)}</td></tr></tbody></table>${extra}<p><a href="/account">Back to my account</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/basket/add') {
        const it = item(one(form, 'item'));
        if (!it || it.out) return { status: 400, html: '<p>Not available.</p>' };
        const option = it.opt ? (it.opt.opts.find((x) => x[0] === one(form, 'option')) || it.opt.opts[0])[0] : '';
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.item === it.slug && x.option === option);
        if (l) l.qty += qty; else st.basket.push({ item: it.slug, option, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') { const l = st.basket[Number(one(form, 'line'))]; const q = parseInt(one(form, 'qty'), 10); if (l && q > 0) l.qty = q; return { redirect: '/basket' }; }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') { const c = one(form, 'code').toUpperCase(); if (c && !PROMOS[c]) return { status: 400, ...basket('That code is not valid.') }; st.promo = c; return { redirect: '/basket' }; }
      if (path === '/wishlist/add') { const it = item(one(form, 'item')); if (it && !st.wishlist.includes(it.slug)) st.wishlist.push(it.slug); return { redirect: '/account/wishlist' }; }
      if (path === '/wishlist/remove') { st.wishlist = st.wishlist.filter((s) => s !== one(form, 'item')); return { redirect: '/account/wishlist' }; }
      if (path === '/alerts') { const it = item(one(form, 'item')); const e = one(form, 'email'); if (!it || !e) return { status: 400, html: '<p>Enter an email.</p>' }; st.alerts.push({ item: it.slug, email: e }); return { redirect: `/item/${it.slug}` }; }
      if (path === '/checkout') {
        const o = { name: one(form, 'name'), email: one(form, 'email'), delivery: one(form, 'delivery') || 'standard' };
        if (o.delivery !== 'collect') { o.address = one(form, 'address'); o.postcode = one(form, 'postcode').toUpperCase(); }
        if (!st.basket.length || !o.name || !o.email || !DELIVERY.some((d) => d[0] === o.delivery) || (o.delivery !== 'collect' && (!o.address || !o.postcode))) return { status: 400, ...checkout('Please complete your details.') };
        st.orders.unshift({ ref: `JM-${2207 + st.orders.length - 1}`, items: st.basket, ...o, promo: st.promo, total: sums(st.basket, st.promo, o.delivery).total, status: 'processing' });
        st.basket = []; st.promo = ''; return { redirect: '/checkout/done' };
      }
      const om = path.match(/^\/account\/orders\/([^/]+)\/(cancel|return)$/);
      if (om) {
        const o = st.orders.find((x) => x.ref === om[1]);
        if (!o || !one(form, 'reason')) return { status: 400, html: '<p class="err">Choose a reason.</p>' };
        if (om[2] === 'cancel') { if (o.status !== 'processing') return { status: 400, html: '<p>Too late to cancel.</p>' }; o.status = 'cancelled'; o.reason = one(form, 'reason'); }
        else { if (o.status !== 'delivered' || !o.items.some((l) => l.item === one(form, 'item'))) return { status: 400, html: '<p>Choose an item.</p>' }; st.returns.push({ order: o.ref, item: one(form, 'item'), reason: one(form, 'reason') }); }
        return { redirect: `/account/orders/${o.ref}` };
      }
      if (path === '/servicing') {
        const s = { loco: one(form, 'loco'), scale: one(form, 'scale'), service: one(form, 'service'), arrival: one(form, 'arrival'), name: one(form, 'name'), email: one(form, 'email'), notes: one(form, 'notes') };
        if (!s.loco || !['oo', 'n'].includes(s.scale) || !SERVICES.some((x) => x[0] === s.service) || !['post', 'shop'].includes(s.arrival) || !s.name || !s.email) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.servicing.push(s); return { redirect: '/servicing/booked' };
      }
      if (path === '/show') {
        const t = { day: one(form, 'day'), adults: parseInt(one(form, 'adults'), 10) || 0, children: parseInt(one(form, 'children'), 10) || 0, name: one(form, 'name'), email: one(form, 'email') };
        if (!['2026-12-12', '2026-12-13'].includes(t.day) || !(t.adults + t.children) || !t.name || !t.email) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.tickets.push({ ...t, total: t.adults * 8 + t.children * 4 }); return { redirect: '/show/thanks' };
      }
      if (path === '/newsletter') { const e = one(form, 'email'); if (!e) return { status: 400, html: '<p>Enter an email.</p>' }; if (!st.newsletter.includes(e)) st.newsletter.push(e); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Model railways in OO and N gauge', `<p>Locomotives, rolling stock, track and scenery since 1987, with a servicing bench in the back room.</p><h2>Shop by scale</h2><ul><li><a href="/shop?scale=oo">OO gauge</a></li><li><a href="/shop?scale=n">N gauge</a></li></ul><h2>Shop by category</h2><ul class="cards">${CATS.map(([v, t]) => `<li><a href="/shop?cat=${v}">${t}</a></li>`).join('')}</ul><h2>Calder Valley Model Railway Show</h2><p>12 and 13 December at the Town Hall. <a href="/show">Buy tickets</a></p>`);
    if (path === '/shop') return shop(query);
    const im = path.match(/^\/item\/([^/]+)$/);
    if (im && item(im[1])) return itemPage(item(im[1]), query);
    if (path === '/basket') return basket();
    if (path === '/checkout') return checkout();
    if (path === '/checkout/done') return page(path, {}, 'Order placed', `<p>Thank you. Your order number is ${st.orders[0].ref}.</p>`);
    if (path === '/account') return account();
    const om = path.match(/^\/account\/orders\/([^/]+)$/);
    if (om && st.orders.find((o) => o.ref === om[1])) return orderPage(st.orders.find((o) => o.ref === om[1]));
    if (path === '/account/wishlist') return page(path, {}, 'My wishlist', st.wishlist.length ? `<ul>${st.wishlist.map((s) => `<li><a href="/item/${s}">${esc(item(s).name)}</a> <form method="post" action="/wishlist/remove" style="display:inline"><input type="hidden" name="item" value="${s}"><button type="submit">Remove</button></form></li>`).join('')}</ul>` : '<p>Nothing saved yet.</p>');
    if (path === '/servicing') return page('/servicing', {}, 'Loco servicing', `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>${SERVICES.map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><p>Usually back within ten working days.</p><form method="post" action="/servicing"><label>Locomotive (make, class, number) <input name="loco" required></label><label>Scale <select name="scale" required><option value="">Choose</option><option value="oo">OO gauge</option><option value="n">N gauge</option></select></label><fieldset><legend>Service</legend>${SERVICES.map(([v, t]) => `<label><input type="radio" name="service" value="${v}" required> ${t}</label>`).join('')}</fieldset><fieldset><legend>How will it reach us?</legend><label><input type="radio" name="arrival" value="post" required> I will post it</label><label><input type="radio" name="arrival" value="shop"> I will bring it to the shop</label></fieldset><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Notes (optional) <textarea name="notes"></textarea></label><button type="submit">Book service</button></form>`);
    if (path === '/servicing/booked') return page(path, {}, 'Service booked', '<p>We will email you a label and a reference.</p>');
    if (path === '/show') return page('/show', {}, 'Calder Valley Model Railway Show', `<p>Twenty layouts, trade stands and a running track for children. Todmorden Town Hall, 10am – 4:30pm.</p><table><thead><tr><th>Ticket</th><th>Price</th></tr></thead><tbody><tr><td>Adult</td><td>${money(8)}</td></tr><tr><td>Child (5–15)</td><td>${money(4)}</td></tr><tr><td>Under 5</td><td>Free</td></tr></tbody></table><form method="post" action="/show"><fieldset><legend>Day</legend><label><input type="radio" name="day" value="2026-12-12" required> Saturday 12 December</label><label><input type="radio" name="day" value="2026-12-13"> Sunday 13 December</label></fieldset><label>Adults <select name="adults">${[0, 1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label><label>Children <select name="children">${[0, 1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><button type="submit">Buy tickets</button></form>`);
    if (path === '/show/thanks') return page(path, {}, 'Tickets booked', '<p>Your e-tickets are on their way.</p>');
    if (path === '/newsletter/thanks') return page(path, {}, 'Subscribed', '<p>Thanks for subscribing.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>That page does not exist.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
