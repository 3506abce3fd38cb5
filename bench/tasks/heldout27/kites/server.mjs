// Highwind Kites: a kite shop. Kites listed with type, skill, max-price and sort menus (a GET
// form), search, kite pages whose colour and size choices are links that reload the page with the
// choice in the query, a quantity menu, Add to basket and an icon wishlist button; a basket with
// quantity menus, Remove buttons and a promo code; a checkout with standard, next-day or collect;
// an account with a delivered order to return items from, a wishlist (move to basket, remove),
// kite repairs, a delivery page and a newsletter with interests.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Highwind Kites';
const NAV = [['/', 'Home'], ['/kites', 'All kites'], ['/kites?type=stunt', 'Stunt kites'], ['/kites?type=power', 'Power kites'], ['/kites?type=kids', 'Kids'], ['/repairs', 'Repairs'], ['/account', 'My account'], ['/delivery', 'Delivery & returns']];

const TYPES = { single: 'Single-line kites', stunt: 'Stunt kites (two and four line)', power: 'Power kites (traction)', kids: "Kids' kites", accessories: 'Lines & accessories' };
const SKILLS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
export const PRODUCTS = [
  { id: 'rainbow-delta', name: 'Rainbow Delta', type: 'single', skill: 'beginner', price: 24.99, about: 'A stable 1.5 m delta that flies in light winds. Line and winder included.', colour: [['rainbow', 'Rainbow'], ['sky', 'Sky blue']] },
  { id: 'parafoil', name: 'Sky Parafoil 0.7 m²', type: 'single', skill: 'beginner', price: 29.99, about: 'No spars to break; packs into its own pocket.', colour: [['red', 'Red'], ['blue', 'Blue']] },
  { id: 'box-kite', name: 'Classic box kite', type: 'single', skill: 'intermediate', price: 34.5, about: 'A traditional cellular kite in ripstop nylon and carbon, 1.2 m tall.' },
  { id: 'octopus', name: 'Giant Octopus kite', type: 'single', skill: 'beginner', price: 39, about: 'A 4 m show kite with eight long legs; needs a steady breeze.', colour: [['purple', 'Purple'], ['orange', 'Orange']] },
  { id: 'zephyr', name: 'Zephyr stunt kite', type: 'stunt', skill: 'beginner', price: 59, about: 'Our best-selling first stunt kite: forgiving, quick to learn loops and dives.', colour: [['red', 'Red'], ['green', 'Green'], ['black', 'Black']] },
  { id: 'vortex', name: 'Vortex Pro', type: 'stunt', skill: 'intermediate', price: 129, about: 'A precise sport kite with a full carbon frame for tricks and team flying.', colour: [['black', 'Black'], ['yellow', 'Yellow']] },
  { id: 'quad-one', name: 'Quad One four-line kite', type: 'stunt', skill: 'advanced', price: 189, about: 'Fly forwards, backwards and hover with four lines and handles.' },
  { id: 'trainer', name: 'Trainer power kite', type: 'power', skill: 'beginner', price: 79, about: 'Learn to handle traction before kitesurfing or buggying. Comes with handles and a bag.', size: [['2', '2 m', 79], ['3', '3 m', 99]], colour: [['blue', 'Blue'], ['orange', 'Orange']] },
  { id: 'storm', name: 'Storm foil', type: 'power', skill: 'intermediate', price: 149, about: 'A depowerable foil for landboarding and buggies.', size: [['3', '3 m', 149], ['4', '4 m', 169], ['5', '5 m', 189]] },
  { id: 'mini-dino', name: 'Mini dinosaur kite', type: 'kids', skill: 'beginner', price: 9.99, about: 'A small green T-rex on a 20 m line. For ages 3 and up.' },
  { id: 'butterfly', name: 'Butterfly kite', type: 'kids', skill: 'beginner', price: 12.5, about: 'Bright nylon butterfly with two tails. For ages 4 and up.' },
  { id: 'flying-line', name: 'Spectra flying line, 2 × 25 m', type: 'accessories', skill: 'beginner', price: 14, about: 'Low-stretch line for stunt kites, 90 lb.' },
  { id: 'winder', name: 'Kite winder', type: 'accessories', skill: 'beginner', price: 7.99, about: 'A hoop winder for single-line kites.' },
  { id: 'ground-stake', name: 'Ground stake', type: 'accessories', skill: 'beginner', price: 4.5, about: 'Anchor your kite or handles to the ground.' },
  { id: 'repair-tape', name: 'Ripstop repair tape', type: 'accessories', skill: 'beginner', price: 3.99, about: 'Self-adhesive patches for small tears.' },
];
const PR = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));
const choice = (p, k, v) => (p[k] ? (p[k].some((o) => o[0] === v) ? v : p[k][0][0]) : undefined);
export const unit = (l) => { const p = PR[l.id]; return p.size ? p.size.find((o) => o[0] === l.size)[2] : p.price; };
const lineName = (l) => { const p = PR[l.id]; const bits = ['size', 'colour'].filter((k) => p[k]).map((k) => p[k].find((o) => o[0] === l[k])[1]); return `${p.name}${bits.length ? ` (${bits.join(', ')})` : ''}`; };
const fromPrice = (p) => (p.size ? p.size[0][2] : p.price);
const PROMOS = { WINDY10: 'percent', BREEZE5: 'five' };
export function totals(items, promo, delivery = 'standard') {
  const sub = items.reduce((a, l) => a + unit(l) * l.qty, 0);
  const off = promo === 'WINDY10' ? Math.round(sub * 10) / 100 : promo === 'BREEZE5' && sub >= 40 ? 5 : 0;
  const del = delivery === 'collect' ? 0 : delivery === 'next' ? 6.95 : sub - off >= 50 ? 0 : 3.95;
  return { sub, off, del, total: sub - off + del };
}

const SEED_ORDERS = () => [{ ref: 'KT8710', status: 'delivered', items: [{ id: 'zephyr', colour: 'red', qty: 1 }, { id: 'flying-line', qty: 1 }], name: 'Dan Whitley', email: 'dan.whitley@seamail.example', delivery: 'standard', address: '7 Cliff Road', town: 'Scarborough', postcode: 'YO11 2XE' }];

export function createSite() {
  let S;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], promo: null, orders: SEED_ORDERS(), wishlist: [{ id: 'vortex', colour: 'black' }], returns: [], repairs: [], newsletter: [] });
  S = fresh();

  const footer = `<section aria-label="Newsletter"><h2>Wind forecasts and kite festivals</h2><p><a href="/newsletter">Sign up to our newsletter</a></p></section><p>Highwind Kites, 2 Pier Approach, Whitby YO21 3PU · Shop open daily 10am – 5pm · 01947 555 018</p><p><a href="/delivery">Delivery & returns</a> · <a href="/repairs">Kite repairs</a> · © 2026 Highwind Kites</p>`;
  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const n = S.basket.reduce((a, l) => a + l.qty, 0);
    return { html: layout({ brand: BRAND, nav: NAV.concat([['/wishlist', `Wishlist (${S.wishlist.length})`], ['/basket', `Basket (${n})`]]), title, body, searchAction: '/search', searchLabel: 'Search kites', q: path === '/search' ? query.q || '' : '', footer }) };
  }
  const opt = (v, t, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`;
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const err = (errs) => (errs.length ? `<p class="err" role="alert">Please check: ${errs.join(', ')}.</p>` : '');
  const cards = (list) => `<ul class="cards">${list.map((p) => `<li><a href="/kite/${p.id}"><strong>${esc(p.name)}</strong></a><br>${esc(SKILLS[p.skill])}<br>${p.size ? 'from ' : ''}${money(fromPrice(p))}</li>`).join('')}</ul>`;

  function kites(query) {
    let list = PRODUCTS.slice();
    if (TYPES[query.type]) list = list.filter((p) => p.type === query.type);
    if (SKILLS[query.skill]) list = list.filter((p) => p.skill === query.skill);
    if (Number(query.max)) list = list.filter((p) => fromPrice(p) <= Number(query.max));
    if (query.sort === 'price-low') list.sort((a, b) => fromPrice(a) - fromPrice(b));
    if (query.sort === 'price-high') list.sort((a, b) => fromPrice(b) - fromPrice(a));
    if (query.sort === 'name') list.sort((a, b) => a.name.localeCompare(b.name));
    const form = `<form method="get" action="/kites"><label>Type <select name="type">${opt('', 'All types', query.type || '')}${Object.entries(TYPES).map(([v, t]) => opt(v, t, query.type)).join('')}</select></label>
<label>Skill level <select name="skill">${opt('', 'Any', query.skill || '')}${Object.entries(SKILLS).map(([v, t]) => opt(v, t, query.skill)).join('')}</select></label>
<label>Max price <select name="max">${opt('', 'No limit', query.max || '')}${['15', '30', '50', '100'].map((v) => opt(v, `Up to £${v}`, query.max)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('', 'Featured', query.sort || '')}${opt('price-low', 'Price: low to high', query.sort)}${opt('price-high', 'Price: high to low', query.sort)}${opt('name', 'Name', query.sort)}</select></label> <button type="submit">Apply</button></form>`;
    return view('/kites', query, TYPES[query.type] || 'All kites', `${form}<p>${list.length} item${list.length === 1 ? '' : 's'}</p>${list.length ? cards(list) : '<p>Nothing matches those filters.</p>'}`);
  }

  function product(p, query) {
    const cur = {}; for (const k of ['size', 'colour']) if (p[k]) cur[k] = choice(p, k, query[k]);
    const l = { id: p.id, ...cur };
    const choices = ['size', 'colour'].filter((k) => p[k]).map((k) => `<p>${k === 'size' ? 'Size' : 'Colour'}: ${p[k].map(([v, t]) => `<a class="opt${cur[k] === v ? ' sel' : ''}" href="${esc(withQuery(`/kite/${p.id}`, query, { [k]: v }))}"${cur[k] === v ? ' aria-current="true"' : ''}>${esc(t)}</a>`).join(' ')}</p>`).join('');
    const hidden = Object.entries(cur).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    const related = PRODUCTS.filter((x) => x.type === p.type && x.id !== p.id).slice(0, 3).map((x) => `<li><a href="/kite/${x.id}">${esc(x.name)}</a></li>`).join('');
    return view(`/kite/${p.id}`, query, p.name, `<p><a href="/kites?type=${p.type}">← ${esc(TYPES[p.type])}</a></p><p>${esc(p.about)}</p><p>Skill level: ${esc(SKILLS[p.skill])}</p><p>Price: <strong>${money(unit(l))}</strong></p>${choices}
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}">${hidden}<label>Quantity <select name="qty">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>
<form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${p.id}">${hidden}<button type="submit" aria-label="Save to wishlist" title="Save to wishlist">♡</button></form>${related ? `<h2>You might also like</h2><ul>${related}</ul>` : ''}`);
  }

  function basket(query, note = '') {
    if (!S.basket.length) return view('/basket', query, 'Basket', `${note}<p>Your basket is empty. <a href="/kites">Browse kites</a></p>`);
    const t = totals(S.basket, S.promo);
    const rows = S.basket.map((l, n) => `<tr><td><a href="/kite/${l.id}">${esc(lineName(l))}</a></td><td>${money(unit(l))}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="line" value="${n}"><label>Qty <select name="qty">${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((k) => `<option${k === l.qty ? ' selected' : ''}>${k}</option>`).join('')}</select></label> <button type="submit">Update</button></form></td><td>${money(unit(l) * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(PR[l.id].name)}">✕</button></form></td></tr>`).join('');
    return view('/basket', query, 'Basket', `${note}<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input type="text" name="code" value="${esc(S.promo || '')}"></label> <button type="submit">Apply code</button></form>
<p>Subtotal ${money(t.sub)}${S.promo ? ` · Discount (${S.promo}) −${money(t.off)}` : ''} · Standard delivery ${t.del ? money(t.del) : 'free'}</p><p><a href="/checkout">Checkout</a></p>`);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your basket is empty.</p>');
    const del = one(form, 'delivery') || 'standard';
    const t = totals(S.basket, S.promo, 'standard');
    return view('/checkout', query, 'Checkout', `${err(errs)}<form method="post" action="/checkout"><fieldset><legend>Contact</legend>${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}</fieldset>
<fieldset><legend>Delivery</legend>${[['standard', `Standard, 2–4 working days (${t.del ? money(t.del) : 'free'})`], ['next', 'Next working day (£6.95)'], ['collect', 'Collect from our Whitby shop (free)']].map(([v, x]) => `<label><input type="radio" name="delivery" value="${v}"${del === v ? ' checked' : ''}> ${x}</label>`).join('')}</fieldset>
<fieldset><legend>Delivery address (not needed to collect)</legend>${field(form, 'address', 'Address', false)}${field(form, 'town', 'Town', false)}${field(form, 'postcode', 'Postcode', false)}</fieldset><button type="submit">Place order</button></form>`);
  }

  function orderPage(o, query, errs = []) {
    const t = totals(o.items, o.promo, o.delivery);
    const ret = o.status === 'delivered' ? `<h2>Return an item</h2><p>Unused kites can be returned within 30 days.</p>${err(errs)}<form method="post" action="/orders/${o.ref}/return"><label>Item <select name="item" required><option value="">Choose an item</option>${o.items.map((l) => `<option value="${l.id}">${esc(lineName(l))}</option>`).join('')}</select></label>
<label>Reason <select name="reason" required><option value="">Choose a reason</option>${opt('damaged', 'Arrived damaged', '')}${opt('wrong', 'Wrong item sent', '')}${opt('not-expected', 'Not what I expected', '')}${opt('other', 'Other', '')}</select></label><button type="submit">Start return</button></form>` : '';
    return view(`/orders/${o.ref}`, query, `Order ${o.ref}`, `${query.placed ? `<p role="status">Thanks ${esc(o.name)}, your order ${o.ref} is confirmed.</p>` : ''}${query.returned ? '<p role="status">Return started. We have emailed you a free returns label.</p>' : ''}<p>Status: ${o.status === 'delivered' ? 'Delivered' : 'Processing'}</p><ul>${o.items.map((l) => `<li>${l.qty} × ${esc(lineName(l))}</li>`).join('')}</ul><p>Total ${money(t.total)} · ${o.delivery === 'collect' ? 'Collect from the shop' : o.delivery === 'next' ? 'Next-day delivery' : 'Standard delivery'}</p>${ret}`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      const line = () => { const p = PR[one(form, 'id')]; if (!p) return null; const l = { id: p.id }; for (const k of ['size', 'colour']) if (p[k]) l[k] = choice(p, k, one(form, k)); return l; };
      const sameLine = (a, b) => a.id === b.id && a.size === b.size && a.colour === b.colour;
      if (path === '/basket/add') {
        const l = line(); if (!l) return { redirect: '/basket' };
        const qty = Math.max(1, Math.min(10, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.basket.find((x) => sameLine(x, l));
        if (same) same.qty = Math.min(10, same.qty + qty); else S.basket.push({ ...l, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/qty') { const l = S.basket[parseInt(one(form, 'line'), 10)]; if (l) l.qty = Math.max(1, Math.min(10, parseInt(one(form, 'qty'), 10) || 1)); return { redirect: '/basket' }; }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        const code = one(form, 'code').toUpperCase();
        if (code && !PROMOS[code]) return basket({}, `<p class="err" role="alert">The code ${esc(code)} is not valid.</p>`);
        S.promo = code || null; return { redirect: '/basket' };
      }
      if (path === '/wishlist/add') { const l = line(); if (l && !S.wishlist.some((x) => sameLine(x, l))) S.wishlist.push(l); return { redirect: '/wishlist' }; }
      if (path === '/wishlist/remove' || path === '/wishlist/move') {
        const n = parseInt(one(form, 'line'), 10); const l = S.wishlist[n];
        if (l) { S.wishlist.splice(n, 1); if (path === '/wishlist/move') { const same = S.basket.find((x) => sameLine(x, l)); if (same) same.qty += 1; else S.basket.push({ ...l, qty: 1 }); return { redirect: '/basket' }; } }
        return { redirect: '/wishlist' };
      }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const delivery = ['standard', 'next', 'collect'].includes(one(form, 'delivery')) ? one(form, 'delivery') : 'standard';
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (delivery !== 'collect') errs.push(...['address', 'town', 'postcode'].filter((k) => !one(form, k)));
        if (errs.length) return checkout({}, form, errs);
        const o = { ref: `KT${8801 + S.orders.length - 1}`, status: 'processing', items: clone(S.basket), name: one(form, 'name'), email: one(form, 'email'), delivery };
        if (delivery !== 'collect') { o.address = one(form, 'address'); o.town = one(form, 'town'); o.postcode = one(form, 'postcode').toUpperCase(); }
        if (S.promo) o.promo = S.promo;
        S.orders.push(o); S.basket = []; S.promo = null;
        return { redirect: `/orders/${o.ref}?placed=1` };
      }
      if ((m = path.match(/^\/orders\/(KT\d+)\/return$/))) {
        const o = S.orders.find((x) => x.ref === m[1]);
        if (!o || o.status !== 'delivered') return { redirect: '/account' };
        const item = one(form, 'item'); const reason = one(form, 'reason');
        if (!o.items.some((l) => l.id === item) || !['damaged', 'wrong', 'not-expected', 'other'].includes(reason)) return orderPage(o, {}, ['item and reason']);
        S.returns.push({ ref: `RT${301 + S.returns.length}`, order: o.ref, item, reason });
        return { redirect: `/orders/${o.ref}?returned=1` };
      }
      if (path === '/repairs') {
        const errs = ['kite', 'name', 'email'].filter((k) => !one(form, k));
        const damage = one(form, 'damage');
        if (!['sail', 'spar', 'bridle', 'other'].includes(damage)) errs.push('damage');
        if (errs.length) return repairs({}, form, errs);
        const r = { ref: `RP${41 + S.repairs.length}`, kite: one(form, 'kite'), damage, back: one(form, 'back') === 'collect' ? 'collect' : 'post', name: one(form, 'name'), email: one(form, 'email') };
        if (one(form, 'details')) r.details = one(form, 'details');
        S.repairs.push(r);
        return { redirect: `/repairs/${r.ref}` };
      }
      if (path === '/newsletter') {
        if (!one(form, 'email')) return newsletter({}, form, ['email']);
        const e = { email: one(form, 'email'), interests: all(form, 'interests') };
        if (one(form, 'name')) e.name = one(form, 'name');
        S.newsletter.push(e);
        return { redirect: '/newsletter?done=1' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return view('/', query, 'Kites for beaches, parks and festivals', `<p>Family-run since 1987 on the harbour at Whitby. Single-line kites, stunt kites and power kites, tested on our own beach.</p><h2>Shop by type</h2><ul>${Object.entries(TYPES).map(([k, t]) => `<li><a href="/kites?type=${k}">${esc(t)}</a></li>`).join('')}</ul><h2>Staff picks</h2>${cards(['zephyr', 'rainbow-delta', 'trainer'].map((id) => PR[id]))}`);
    if (path === '/kites') return kites(query);
    if (path === '/search') {
      const q = (query.q || '').toLowerCase().trim();
      const list = q ? PRODUCTS.filter((p) => q.split(/\s+/).every((w) => `${p.name} ${p.about} ${TYPES[p.type]}`.toLowerCase().includes(w))) : [];
      return view('/search', query, `Search results for “${query.q || ''}”`, list.length ? cards(list) : '<p>No kites found.</p>');
    }
    if ((m = path.match(/^\/kite\/([\w-]+)$/)) && PR[m[1]]) return product(PR[m[1]], query);
    if (path === '/basket') return basket(query);
    if (path === '/checkout') return checkout(query);
    if (path === '/wishlist') {
      const rows = S.wishlist.map((l, n) => `<tr><td><a href="/kite/${l.id}">${esc(lineName(l))}</a></td><td>${money(unit(l))}</td><td><form method="post" action="/wishlist/move"><input type="hidden" name="line" value="${n}"><button type="submit">Move to basket</button></form></td><td><form method="post" action="/wishlist/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(PR[l.id].name)} from wishlist">🗑</button></form></td></tr>`).join('');
      return view('/wishlist', query, 'My wishlist', rows ? `<table><tbody>${rows}</tbody></table>` : '<p>Your wishlist is empty.</p>');
    }
    if (path === '/account') {
      const rows = S.orders.map((o) => `<tr><td><a href="/orders/${o.ref}">${o.ref}</a></td><td>${o.items.map((l) => esc(PR[l.id].name)).join(', ')}</td><td>${o.status === 'delivered' ? 'Delivered' : 'Processing'}</td></tr>`).join('');
      return view('/account', query, 'My account', `<p>Signed in as Dan Whitley.</p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Items</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table><p><a href="/wishlist">My wishlist</a> · <a href="/repairs">Send a kite for repair</a></p>`);
    }
    if ((m = path.match(/^\/orders\/(KT\d+)$/))) { const o = S.orders.find((x) => x.ref === m[1]); return o ? orderPage(o, query) : { status: 404, html: '<p>Not found</p>' }; }
    if (path === '/repairs') return repairs(query);
    if ((m = path.match(/^\/repairs\/(RP\d+)$/))) {
      const r = S.repairs.find((x) => x.ref === m[1]);
      return r ? view(path, query, 'Repair booked', `<p role="status">Repair ${r.ref} is booked in. Post your kite to us with the reference inside; we quote before starting any work.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/newsletter') return newsletter(query);
    if (path === '/delivery') return view('/delivery', query, 'Delivery & returns', `<h2>Delivery</h2><p>Standard delivery (2–4 working days) is £3.95, and free on orders over £50. Next working day delivery is £6.95 if you order by 1pm. Or collect free from the shop.</p><h2>Returns</h2><p>Return unused items within 30 days for a full refund; start a return from your order in My account.</p>`);
    return { status: 404, html: '<p>Not found</p>' };
  }

  function repairs(query, form = {}, errs = []) {
    const back = one(form, 'back') || 'post';
    return view('/repairs', query, 'Kite repairs', `<p>Torn sails, snapped spars and tangled bridles: our workshop repairs any make of kite, usually within a week. Quotes are free.</p>${err(errs)}<form method="post" action="/repairs">${field(form, 'kite', 'Which kite? (make and model)', true)}
<label>What is wrong? * <select name="damage" required><option value="">Choose</option>${opt('sail', 'Torn sail', one(form, 'damage'))}${opt('spar', 'Broken spar or frame', one(form, 'damage'))}${opt('bridle', 'Bridle or lines', one(form, 'damage'))}${opt('other', 'Something else', one(form, 'damage'))}</select></label>
<label>Tell us more (optional) <textarea name="details">${esc(one(form, 'details'))}</textarea></label>
<fieldset><legend>Getting it back</legend><label><input type="radio" name="back" value="post"${back === 'post' ? ' checked' : ''}> Post it back to me (£4.95)</label><label><input type="radio" name="back" value="collect"${back === 'collect' ? ' checked' : ''}> I'll collect it from the shop</label></fieldset>
${field(form, 'name', 'Your name', true)}${field(form, 'email', 'Email', true, 'email')}<button type="submit">Book repair</button></form>`);
  }

  function newsletter(query, form = {}, errs = []) {
    return view('/newsletter', query, 'Newsletter', `${query.done ? '<p role="status">Thanks! You are signed up.</p>' : ''}<p>A monthly email with wind forecasts, kite festivals and new arrivals.</p>${err(errs)}<form method="post" action="/newsletter">${field(form, 'name', 'First name (optional)', false)}${field(form, 'email', 'Email', true, 'email')}
<fieldset><legend>I'm interested in</legend>${Object.entries({ single: 'Single-line kites', stunt: 'Stunt kites', power: 'Power kites', festivals: 'Kite festivals' }).map(([v, t]) => `<label><input type="checkbox" name="interests" value="${v}"> ${t}</label>`).join('')}</fieldset><button type="submit">Sign up</button></form>`);
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); },
  };
}
