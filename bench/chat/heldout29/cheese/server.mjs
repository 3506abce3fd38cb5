// The Curd & Rind: an online cheesemonger. A shop listing with type / milk / vegetarian filter
// links, a sort menu and search in the query; cheese pages whose weight choices reload the page
// with the weight in the query; a basket with quantity menus, Remove buttons, a promo code and
// delivery; a checkout with a delivery-day menu and a gift message; an account with a delivered
// order to order again and an open order to cancel; help and FAQ.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'The Curd & Rind';
const NAV = [['/', 'Home'], ['/shop', 'Shop cheese'], ['/shop?type=extras', 'Crackers & extras'], ['/account', 'My account'], ['/help', 'Help & FAQ']];

const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY0 = Date.UTC(2026, 10, 30); // Monday 30 November 2026
export const DELIVERY_DAYS = Array.from({ length: 9 }, (_, i) => { const d = new Date(DAY0 + (i + 1) * 86400000); return { iso: d.toISOString().slice(0, 10), wd: d.getUTCDay(), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${d.getUTCMonth() === 10 ? 'November' : 'December'}` }; }).filter((d) => d.wd >= 2 && d.wd <= 6);

const TYPES = { soft: 'Soft & bloomy', hard: 'Hard & crumbly', blue: 'Blue', extras: 'Crackers & extras' };
const MILKS = { cow: "Cow's milk", goat: "Goat's milk", sheep: "Sheep's milk" };
export const CHEESES = [
  { id: 'baron-bigod', name: 'Baron Bigod', type: 'soft', milk: 'cow', country: 'England', price: 9.5, veg: false, pop: 2, notes: 'A Suffolk brie made with raw milk; mushroomy, with a silky paste.' },
  { id: 'golden-cross', name: 'Golden Cross', type: 'soft', milk: 'goat', country: 'England', price: 8.4, veg: true, pop: 7, notes: 'An ash-coated goat log from East Sussex; lemony and fresh.' },
  { id: 'tunworth', name: 'Tunworth', type: 'soft', milk: 'cow', country: 'England', price: 8.9, veg: false, pop: 4, notes: 'A Hampshire camembert; sweet, nutty and rich.' },
  { id: 'westcombe', name: 'Westcombe Cheddar', type: 'hard', milk: 'cow', country: 'England', price: 6.8, veg: false, pop: 1, notes: 'Clothbound Somerset cheddar aged 14 months; deep and savoury.' },
  { id: 'comte', name: 'Comté 24 months', type: 'hard', milk: 'cow', country: 'France', price: 9.9, veg: false, pop: 3, notes: 'Alpine cheese with crunchy crystals and notes of toasted hazelnut.' },
  { id: 'manchego', name: 'Manchego Curado', type: 'hard', milk: 'sheep', country: 'Spain', price: 7.2, veg: false, pop: 6, notes: 'Aged six months in La Mancha; firm, buttery and a little salty.' },
  { id: 'ticklemore', name: 'Ticklemore', type: 'hard', milk: 'goat', country: 'England', price: 7.6, veg: true, pop: 11, notes: 'A Devon goat cheese in a basket-marked rind; light and crumbly.' },
  { id: 'lancashire', name: 'Smoked Lancashire', type: 'hard', milk: 'cow', country: 'England', price: 5.9, veg: true, pop: 9, notes: 'Smoked over oak chips; creamy with a gentle smoke.' },
  { id: 'stichelton', name: 'Stichelton', type: 'blue', milk: 'cow', country: 'England', price: 8.75, veg: false, pop: 5, notes: 'A raw-milk blue from Nottinghamshire, made like the old Stiltons.' },
  { id: 'roquefort', name: 'Roquefort Carles', type: 'blue', milk: 'sheep', country: 'France', price: 9.2, veg: false, pop: 8, notes: 'Sharp, salty and moist; aged in the caves of Combalou.' },
  { id: 'gorgonzola', name: 'Gorgonzola Dolce', type: 'blue', milk: 'cow', country: 'Italy', price: 6.5, veg: true, pop: 10, notes: 'Soft, spoonable and mild.' },
  { id: 'oatcakes', name: 'Rough oatcakes (200 g box)', type: 'extras', price: 3.25, veg: true, pop: 12, notes: 'Made in Orkney. Good with any blue.' },
  { id: 'quince', name: 'Membrillo quince paste (150 g)', type: 'extras', price: 4.5, veg: true, pop: 13, notes: 'The classic partner for Manchego.' },
  { id: 'chutney', name: 'Fig and walnut chutney (220 g)', type: 'extras', price: 4.95, veg: true, pop: 14, notes: 'Sweet and spiced; made in Herefordshire.' },
  { id: 'knife-set', name: 'Three-piece cheese knife set', type: 'extras', price: 18, veg: true, pop: 15, notes: 'Soft-cheese knife, parmesan knife and fork, in a gift box.' },
];
const CH = Object.fromEntries(CHEESES.map((c) => [c.id, c]));
const WEIGHTS = [['250', '250 g', 1], ['500', '500 g', 2], ['1000', '1 kg', 4]];
const isCheese = (c) => c.type !== 'extras';
export const unit = (l) => { const c = CH[l.id]; return isCheese(c) ? c.price * (WEIGHTS.find((w) => w[0] === l.weight) || WEIGHTS[0])[2] : c.price; };
const lineName = (l) => { const c = CH[l.id]; return isCheese(c) ? `${c.name}, ${(WEIGHTS.find((w) => w[0] === l.weight) || WEIGHTS[0])[1]}` : c.name; };
const PROMOS = { CHEESE10: 0.1, WINTER5: 0.05 };
export function totals(basket, promo) {
  const sub = basket.reduce((a, l) => a + unit(l) * l.qty, 0);
  const off = promo ? Math.round(sub * PROMOS[promo] * 100) / 100 : 0;
  const del = sub - off >= 40 || !basket.length ? 0 : 4.95;
  return { sub, off, del, total: sub - off + del };
}

export const SEED_ORDERS = () => [
  { ref: 'CR1042', status: 'delivered', deliver: '2026-11-20', name: 'Alex Moreno', email: 'alex.moreno@postmail.example', address: '9 Tanner Street', postcode: 'BS3 1QT', items: [{ id: 'westcombe', weight: '500', qty: 1 }, { id: 'oatcakes', qty: 2 }] },
  { ref: 'CR1057', status: 'placed', deliver: '2026-12-03', name: 'Alex Moreno', email: 'alex.moreno@postmail.example', address: '9 Tanner Street', postcode: 'BS3 1QT', items: [{ id: 'comte', weight: '250', qty: 1 }, { id: 'quince', qty: 1 }] },
];

const FOOTER = `<section aria-label="Newsletter"><h2>Cheese of the month</h2><p>One email a month with new arrivals and tasting notes.</p><form method="post" action="/newsletter"><label>Email <input type="email" name="email"></label> <button type="submit">Sign up</button></form></section>
<p>Shop: 14 Corn Street, Bristol BS1 1HQ · Open Tuesday to Saturday 9am – 6pm, Sunday 10am – 4pm · 0117 496 0321</p><p><a href="/help">Help & FAQ</a> · <a href="/help#delivery">Delivery</a> · <a href="/account">My account</a> · © 2026 The Curd & Rind</p>`;

export function createSite() {
  let S;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], promo: null, orders: SEED_ORDERS(), newsletter: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const n = S.basket.reduce((a, l) => a + l.qty, 0);
    return { html: layout({ brand: BRAND, nav: NAV.concat([['/basket', `Basket (${n})`]]), title, body, searchAction: '/shop', searchLabel: 'Search cheeses', q: path === '/shop' ? query.q || '' : '', footer: FOOTER }) };
  }
  const opt = (v, t, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`;
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const priceLabel = (c) => (isCheese(c) ? `${money(c.price)} per 250 g` : money(c.price));

  function shop(query) {
    const q = (query.q || '').toLowerCase().trim();
    let list = CHEESES.slice();
    if (q) list = list.filter((c) => q.split(/\s+/).every((w) => `${c.name} ${c.country} ${c.milk || ''} ${TYPES[c.type]} ${c.notes}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (TYPES[query.type]) list = list.filter((c) => c.type === query.type);
    if (MILKS[query.milk]) list = list.filter((c) => c.milk === query.milk);
    if (query.veg === 'yes') list = list.filter((c) => c.veg);
    const sort = query.sort || 'popular';
    if (sort === 'price-low') list.sort((a, b) => a.price - b.price);
    else if (sort === 'price-high') list.sort((a, b) => b.price - a.price);
    else if (sort === 'name') list.sort((a, b) => a.name.localeCompare(b.name));
    else list.sort((a, b) => a.pop - b.pop);
    const link = (k, v, t) => `<a class="opt${query[k] === v ? ' sel' : ''}" href="${esc(withQuery('/shop', query, { [k]: query[k] === v ? '' : v }))}">${esc(t)}</a>`;
    const filters = `<nav aria-label="Filter"><p>Type: ${Object.entries(TYPES).map(([k, t]) => link('type', k, t)).join(' ')}</p><p>Milk: ${Object.entries(MILKS).map(([k, t]) => link('milk', k, t)).join(' ')}</p><p>${link('veg', 'yes', 'Vegetarian only')}${Object.keys(query).some((k) => ['type', 'milk', 'veg'].includes(k)) ? ` <a href="${esc(withQuery('/shop', query, { type: '', milk: '', veg: '' }))}">Clear filters</a>` : ''}</p></nav>`;
    const hidden = ['q', 'type', 'milk', 'veg'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    const sortForm = `<form method="get" action="/shop">${hidden}<label>Sort by <select name="sort">${opt('popular', 'Most popular', sort)}${opt('price-low', 'Price: low to high', sort)}${opt('price-high', 'Price: high to low', sort)}${opt('name', 'Name A–Z', sort)}</select></label> <button type="submit">Sort</button></form>`;
    const cards = list.map((c) => `<li><a href="/cheese/${c.id}"><strong>${esc(c.name)}</strong></a><br>${isCheese(c) ? `${esc(MILKS[c.milk])} · ${esc(c.country)}<br>` : ''}${priceLabel(c)}${c.veg && isCheese(c) ? '<br><small>Vegetarian</small>' : ''}</li>`).join('');
    const title = q ? `Results for “${query.q}”` : TYPES[query.type] || 'All cheeses';
    return view('/shop', query, title, `${filters}${sortForm}<p>${list.length} product${list.length === 1 ? '' : 's'}</p>${list.length ? `<ul class="cards">${cards}</ul>` : '<p>Nothing matches. Try another word, or <a href="/shop">see everything</a>.</p>'}`);
  }

  function cheese(c, query) {
    const w = isCheese(c) ? (WEIGHTS.some((x) => x[0] === query.weight) ? query.weight : '250') : null;
    const line = isCheese(c) ? { id: c.id, weight: w } : { id: c.id };
    const choices = isCheese(c) ? `<p>Weight: ${WEIGHTS.map(([v, t, k]) => `<a class="opt${w === v ? ' sel' : ''}" href="${esc(withQuery(`/cheese/${c.id}`, query, { weight: v }))}"${w === v ? ' aria-current="true"' : ''}>${t} (${money(c.price * k)})</a>`).join(' ')}</p>` : '';
    const facts = isCheese(c) ? `<table><tbody><tr><th>Milk</th><td>${esc(MILKS[c.milk])}</td></tr><tr><th>Country</th><td>${esc(c.country)}</td></tr><tr><th>Type</th><td>${esc(TYPES[c.type])}</td></tr><tr><th>Vegetarian</th><td>${c.veg ? 'Yes, made with vegetarian rennet' : 'No, made with animal rennet'}</td></tr></tbody></table>` : '';
    const related = CHEESES.filter((x) => x.id !== c.id && x.type === (isCheese(c) ? 'extras' : 'hard')).slice(0, 2).map((x) => `<li><a href="/cheese/${x.id}">${esc(x.name)}</a></li>`).join('');
    return view(`/cheese/${c.id}`, query, c.name, `<p><a href="/shop?type=${c.type}">← ${esc(TYPES[c.type])}</a></p><p>${esc(c.notes)}</p>${facts}<p>Price: <strong>${money(unit(line))}</strong></p>${choices}
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${c.id}">${w ? `<input type="hidden" name="weight" value="${w}">` : ''}<label>Quantity <select name="qty">${[1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>
${isCheese(c) ? '<p><small>Cut to order from the whole wheel; weights are within 10 g.</small></p>' : ''}<h2>Goes well with</h2><ul>${related}</ul>`);
  }

  function basket(query, note = '') {
    if (!S.basket.length) return view('/basket', query, 'Your basket', `${note}<p>Your basket is empty. <a href="/shop">Browse our cheeses</a></p>`);
    const t = totals(S.basket, S.promo);
    const rows = S.basket.map((l, n) => `<tr><td><a href="/cheese/${l.id}">${esc(lineName(l))}</a></td><td>${money(unit(l))}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="line" value="${n}"><label>Quantity <select name="qty">${[1, 2, 3, 4, 5, 6].map((k) => `<option${k === l.qty ? ' selected' : ''}>${k}</option>`).join('')}</select></label> <button type="submit">Update</button></form></td><td>${money(unit(l) * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(CH[l.id].name)}">Remove</button></form></td></tr>`).join('');
    return view('/basket', query, 'Your basket', `${note}<table><thead><tr><th>Item</th><th>Each</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input type="text" name="code" value="${esc(S.promo || '')}"></label> <button type="submit">Apply</button></form>
<dl><dt>Subtotal</dt><dd>${money(t.sub)}</dd>${S.promo ? `<dt>Discount (${S.promo})</dt><dd>−${money(t.off)}</dd>` : ''}<dt>Delivery</dt><dd>${t.del ? money(t.del) : 'Free'}</dd><dt>Total</dt><dd><strong>${money(t.total)}</strong></dd></dl>
<p>Free delivery on orders of £40 or more. Cheese travels in an insulated box with ice packs.</p><p><a href="/checkout">Go to checkout</a> · <a href="/shop">Keep shopping</a></p>`);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your basket is empty. <a href="/shop">Shop cheese</a></p>');
    const t = totals(S.basket, S.promo);
    const day = one(form, 'deliver');
    return view('/checkout', query, 'Checkout', `${errs.length ? `<p class="err" role="alert">Please fill in: ${errs.join(', ')}.</p>` : ''}<p>Order total: <strong>${money(t.total)}</strong> (${S.basket.length} item${S.basket.length === 1 ? '' : 's'})</p>
<form method="post" action="/checkout"><fieldset><legend>Your details</legend>${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}</fieldset>
<fieldset><legend>Delivery address</legend>${field(form, 'address', 'Address', true)}${field(form, 'postcode', 'Postcode', true)}</fieldset>
<label>Delivery day * <select name="deliver" required>${opt('', 'Choose a day', day)}${DELIVERY_DAYS.map((d) => opt(d.iso, d.label, day)).join('')}</select></label><p><small>We deliver Tuesday to Saturday, before 1pm.</small></p>
<label>Gift message (optional) <textarea name="message">${esc(one(form, 'message'))}</textarea></label>
<button type="submit">Place order</button></form>`);
  }

  function orderPage(o, query) {
    const t = totals(o.items, o.promo);
    const day = DELIVERY_DAYS.find((d) => d.iso === o.deliver);
    const status = { placed: 'Being prepared', delivered: 'Delivered', cancelled: 'Cancelled' }[o.status];
    const actions = o.status === 'placed' ? `<form method="post" action="/orders/${o.ref}/cancel"><button type="submit">Cancel this order</button></form><p><small>You can cancel until 2pm the day before delivery.</small></p>` : o.status === 'delivered' ? `<form method="post" action="/orders/${o.ref}/reorder"><button type="submit">Order these again</button></form>` : '';
    return view(`/orders/${o.ref}`, query, `Order ${o.ref}`, `${query.placed ? `<p role="status">Thank you, ${esc(o.name)}! Your order <strong>${o.ref}</strong> is confirmed.</p>` : ''}<p>Status: <strong>${status}</strong></p>
<table><thead><tr><th>Item</th><th>Qty</th><th>Price</th></tr></thead><tbody>${o.items.map((l) => `<tr><td>${esc(lineName(l))}</td><td>${l.qty}</td><td>${money(unit(l) * l.qty)}</td></tr>`).join('')}</tbody></table>
<p>Total: <strong>${money(t.total)}</strong>${o.promo ? ` (code ${o.promo})` : ''}</p><p>Delivery: ${esc(day ? day.label : `${Number(o.deliver.slice(8))} November`)} to ${esc(o.address)}, ${esc(o.postcode)}</p>${o.message ? `<p>Gift message: “${esc(o.message)}”</p>` : ''}${actions}<p><a href="/account">Back to my account</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/basket/add') {
        const c = CH[one(form, 'id')];
        if (!c) return { redirect: '/basket' };
        const l = isCheese(c) ? { id: c.id, weight: WEIGHTS.some((w) => w[0] === one(form, 'weight')) ? one(form, 'weight') : '250' } : { id: c.id };
        const qty = Math.max(1, Math.min(6, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.basket.find((x) => x.id === l.id && x.weight === l.weight);
        if (same) same.qty = Math.min(6, same.qty + qty); else S.basket.push({ ...l, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/qty') { const l = S.basket[parseInt(one(form, 'line'), 10)]; if (l) l.qty = Math.max(1, Math.min(6, parseInt(one(form, 'qty'), 10) || 1)); return { redirect: '/basket' }; }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        const code = one(form, 'code').toUpperCase();
        if (!code) { S.promo = null; return { redirect: '/basket' }; }
        if (!PROMOS[code]) return basket({}, `<p class="err" role="alert">Sorry, “${esc(code)}” is not a valid code.</p>`);
        S.promo = code;
        return { redirect: '/basket' };
      }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const errs = ['name', 'email', 'address', 'postcode'].filter((k) => !one(form, k));
        if (!DELIVERY_DAYS.some((d) => d.iso === one(form, 'deliver'))) errs.push('delivery day');
        if (errs.length) return checkout({}, form, errs);
        const o = { ref: `CR${1101 + S.orders.length - 2}`, status: 'placed', deliver: one(form, 'deliver'), name: one(form, 'name'), email: one(form, 'email'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase(), items: clone(S.basket) };
        if (one(form, 'message')) o.message = one(form, 'message');
        if (S.promo) o.promo = S.promo;
        S.orders.push(o); S.basket = []; S.promo = null;
        return { redirect: `/orders/${o.ref}?placed=1` };
      }
      if ((m = path.match(/^\/orders\/(CR\d+)\/(cancel|reorder)$/))) {
        const o = S.orders.find((x) => x.ref === m[1]);
        if (!o) return { redirect: '/account' };
        if (m[2] === 'cancel' && o.status === 'placed') o.status = 'cancelled';
        if (m[2] === 'reorder' && o.status === 'delivered') {
          for (const l of o.items) { const same = S.basket.find((x) => x.id === l.id && x.weight === l.weight); if (same) same.qty = Math.min(6, same.qty + l.qty); else S.basket.push(clone(l)); }
          return { redirect: '/basket' };
        }
        return { redirect: `/orders/${o.ref}` };
      }
      if (path === '/newsletter') { if (one(form, 'email')) S.newsletter.push(one(form, 'email')); return view('/newsletter', {}, 'Thank you', '<p>You are signed up to Cheese of the month.</p>'); }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      const picks = ['baron-bigod', 'westcombe', 'stichelton'].map((id) => CH[id]).map((c) => `<li><a href="/cheese/${c.id}">${esc(c.name)}</a><br>${priceLabel(c)}</li>`).join('');
      return view('/', query, 'Farmhouse cheese, cut to order', `<p>Over forty British and European cheeses, cut from the wheel and sent out in chilled boxes. Order by 2pm for delivery the next day (Tuesday to Saturday).</p>
<p><a href="/shop?type=soft">Soft cheeses</a> · <a href="/shop?type=hard">Hard cheeses</a> · <a href="/shop?type=blue">Blue cheeses</a> · <a href="/shop?type=extras">Crackers & extras</a></p><h2>This month's favourites</h2><ul class="cards">${picks}</ul>`);
    }
    if (path === '/shop') return shop(query);
    if ((m = path.match(/^\/cheese\/([\w-]+)$/)) && CH[m[1]]) return cheese(CH[m[1]], query);
    if (path === '/basket') return basket(query);
    if (path === '/checkout') return checkout(query);
    if (path === '/account') {
      const rows = S.orders.slice().reverse().map((o) => `<tr><td><a href="/orders/${o.ref}">${o.ref}</a></td><td>${o.items.length} item${o.items.length === 1 ? '' : 's'}</td><td>${money(totals(o.items, o.promo).total)}</td><td>${{ placed: 'Being prepared', delivered: 'Delivered', cancelled: 'Cancelled' }[o.status]}</td></tr>`).join('');
      return view('/account', query, 'My account', `<p>Signed in as Alex Moreno (alex.moreno@postmail.example).</p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table><h2>Saved address</h2><p>9 Tanner Street, Bristol BS3 1QT</p>`);
    }
    if ((m = path.match(/^\/orders\/(CR\d+)$/))) { const o = S.orders.find((x) => x.ref === m[1]); return o ? orderPage(o, query) : { status: 404, html: '<p>Not found</p>' }; }
    if (path === '/help') {
      return view('/help', query, 'Help & FAQ', `<h2 id="delivery">Delivery</h2><p>We deliver Tuesday to Saturday before 1pm, in an insulated box with ice packs that keeps cheese cool for 48 hours. Delivery costs £4.95 and is free on orders of £40 or more. Order by 2pm for the next delivery day.</p>
<h2>How long will my cheese keep?</h2><p>Hard cheeses keep for up to three weeks in the fridge, wrapped in wax paper; soft cheeses for about a week. Take cheese out of the fridge an hour before eating.</p>
<h2>Can I freeze cheese?</h2><p>We don't recommend it: freezing spoils the texture. Hard cheese can be frozen grated, for cooking.</p>
<h2>Is your cheese suitable for pregnant women?</h2><p>Our raw-milk cheeses (Baron Bigod, Stichelton) are not recommended in pregnancy. Hard pasteurised cheeses are fine.</p>
<h2>Returns</h2><p>If anything arrives damaged or warm, email hello@curdandrind.example within 24 hours with a photo and we will refund or replace it.</p>`);
    }
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); },
  };
}
