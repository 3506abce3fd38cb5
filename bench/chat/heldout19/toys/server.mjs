// Tumble & Twig Toys: a toy and games shop with three stores and in-store events.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Tumble & Twig Toys';
const NAV = [['/', 'Home'], ['/stores', 'Our stores'], ['/events', 'Events'], ['/wishlist', 'Wishlist'], ['/basket', 'Basket'], ['/orders', 'My orders']];

export const CATS = {
  'puzzles': 'Jigsaws & puzzles',
  'board-games': 'Board games',
  'soft-toys': 'Soft toys',
  'building': 'Building & construction',
  'outdoor': 'Outdoor play',
};
const AGES = { '0-2': '0–2 years', '3-5': '3–5 years', '6-8': '6–8 years', '9-12': '9–12 years', '13+': '13 and over' };

// options: { key: [[value, label, priceDelta]] }
export const PRODUCTS = [
  { id: 'harbour-lights', name: 'Harbour Lights 1000-piece Jigsaw', cat: 'puzzles', price: 16.99, age: '13+', rating: 4.6, stock: 14, desc: 'A harbour at dusk, finished size 68 × 48 cm.' },
  { id: 'world-map-floor', name: 'World Map Floor Puzzle (48 pieces)', cat: 'puzzles', price: 12.5, age: '3-5', rating: 4.8, stock: 9, desc: 'Giant pieces, 90 cm across when done.' },
  { id: 'dino-3d', name: '3D Dinosaur Puzzle', cat: 'puzzles', price: 9.99, age: '6-8', rating: 4.2, stock: 22, desc: 'Slot-together T. rex skeleton in wood, 32 pieces.' },
  { id: 'night-sky', name: 'Night Sky 500-piece Jigsaw', cat: 'puzzles', price: 11.99, age: '9-12', rating: 4.4, stock: 6, desc: 'Glows in the dark once finished.' },
  { id: 'river-traders', name: 'River Traders', cat: 'board-games', price: 29.99, age: '9-12', rating: 4.7, stock: 8, players: '2–4 players', time: '45 minutes', options: { edition: [['standard', 'Standard', 0], ['deluxe', 'Deluxe (metal coins)', 15]] }, desc: 'Trade spices and cloth along the river.' },
  { id: 'sneaky-snails', name: 'Sneaky Snails', cat: 'board-games', price: 14.99, age: '3-5', rating: 4.5, stock: 17, players: '2–6 players', time: '15 minutes', desc: 'A racing game with wooden snails and a colour die.' },
  { id: 'castle-quest', name: 'Castle Quest', cat: 'board-games', price: 34.99, age: '9-12', rating: 4.3, stock: 4, players: '1–5 players', time: '60 minutes', desc: 'Co-operative adventure: defend the castle together.' },
  { id: 'word-stack', name: 'Word Stack', cat: 'board-games', price: 12.99, age: '6-8', rating: 4.0, stock: 0, players: '2–4 players', time: '20 minutes', desc: 'Build words in a tower of letter tiles.' },
  { id: 'pocket-chess', name: 'Pocket Chess Set', cat: 'board-games', price: 8.5, age: '6-8', rating: 4.1, stock: 30, players: '2 players', time: '30 minutes', desc: 'Magnetic travel chess in a tin.' },
  { id: 'otto-otter', name: 'Otto the Otter', cat: 'soft-toys', price: 12, age: '0-2', rating: 4.9, stock: 40, options: { size: [['small', 'Small (20 cm)', 0], ['medium', 'Medium (32 cm)', 6], ['large', 'Large (50 cm)', 14]] }, desc: 'Super-soft otter, machine washable.' },
  { id: 'bramble-bear', name: 'Bramble Bear', cat: 'soft-toys', price: 14, age: '0-2', rating: 4.7, stock: 25, options: { size: [['small', 'Small (22 cm)', 0], ['medium', 'Medium (35 cm)', 8], ['large', 'Large (55 cm)', 18]], colour: [['honey', 'Honey', 0], ['cream', 'Cream', 0], ['grey', 'Grey', 0]] }, desc: 'A classic jointed teddy bear.' },
  { id: 'pip-penguin', name: 'Pip the Penguin', cat: 'soft-toys', price: 10, age: '0-2', rating: 4.4, stock: 12, desc: 'Penguin with a knitted scarf, 25 cm.' },
  { id: 'fire-station', name: 'Fire Station Building Set', cat: 'building', price: 39.99, age: '6-8', rating: 4.6, stock: 7, pieces: 410, desc: 'Includes a fire engine and three figures.' },
  { id: 'marble-run', name: 'Marble Run Tower', cat: 'building', price: 27.5, age: '6-8', rating: 4.5, stock: 11, pieces: 96, desc: 'Spirals, a lift and twenty glass marbles.' },
  { id: 'magnet-tiles', name: 'Magnetic Tiles (60 pieces)', cat: 'building', price: 44, age: '3-5', rating: 4.8, stock: 5, pieces: 60, desc: 'See-through coloured tiles that click together.' },
  { id: 'robot-kit', name: 'Coding Robot Kit', cat: 'building', price: 59, age: '9-12', rating: 4.2, stock: 3, pieces: 185, desc: 'Build and programme a robot from a tablet app.' },
  { id: 'stomp-rocket', name: 'Stomp Rocket', cat: 'outdoor', price: 13.99, age: '6-8', rating: 4.6, stock: 19, desc: 'Stomp the pad and the foam rocket flies up to 30 m.' },
  { id: 'rainbow-kite', name: 'Rainbow Kite', cat: 'outdoor', price: 9.5, age: '6-8', rating: 3.9, stock: 15, desc: 'Easy-flying diamond kite with a 30 m line.' },
  { id: 'mini-scooter', name: 'Mini Scooter', cat: 'outdoor', price: 45, age: '3-5', rating: 4.7, stock: 10, options: { colour: [['red', 'Red', 0], ['blue', 'Blue', 0], ['pink', 'Pink', 0]] }, desc: 'Three-wheel scooter with a lean-to-steer deck.' },
];
const P = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));

export const STORES = [
  { id: 'kingsbridge', name: 'Kingsbridge', address: '14 High Street, Kingsbridge KB1 2AT', phone: '01632 960 114', hours: [['Monday to Friday', '9:00 – 17:30'], ['Saturday', '9:00 – 18:00'], ['Sunday', '10:30 – 16:00']] },
  { id: 'harbour-quay', name: 'Harbour Quay', address: 'Unit 3, Harbour Quay, Portwell PW2 8QH', phone: '01632 960 377', hours: [['Monday to Friday', '9:30 – 17:00'], ['Saturday', '9:30 – 17:30'], ['Sunday', '11:00 – 16:00']] },
  { id: 'elm-park', name: 'Elm Park', address: 'Elm Park Retail Park, Ashby Road, Elmford EF4 6RR', phone: '01632 960 902', hours: [['Monday to Friday', '9:00 – 20:00'], ['Saturday', '9:00 – 19:00'], ['Sunday', '10:00 – 17:00']] },
];
const ST = Object.fromEntries(STORES.map((s) => [s.id, s]));

export const EVENTS = [
  { id: 'lego-club-sat', name: 'Brick Build Club', store: 'kingsbridge', when: 'Saturday 5 December, 10:00', ages: '6–12', price: 'Free', spaces: 0 },
  { id: 'lego-club-sun', name: 'Brick Build Club', store: 'elm-park', when: 'Sunday 6 December, 11:00', ages: '6–12', price: 'Free', spaces: 8 },
  { id: 'game-night', name: 'Family Board Game Night', store: 'harbour-quay', when: 'Friday 4 December, 18:00', ages: 'All ages', price: '£3 per person', spaces: 12 },
  { id: 'santa-story', name: 'Christmas Storytime', store: 'kingsbridge', when: 'Sunday 13 December, 11:00', ages: '2–6', price: 'Free', spaces: 0 },
  { id: 'santa-story-2', name: 'Christmas Storytime', store: 'kingsbridge', when: 'Sunday 13 December, 14:00', ages: '2–6', price: 'Free', spaces: 5 },
  { id: 'puzzle-race', name: 'Jigsaw Speed Race', store: 'elm-park', when: 'Saturday 12 December, 15:00', ages: '12 and over', price: '£5 per team', spaces: 6 },
];
const EV = Object.fromEntries(EVENTS.map((e) => [e.id, e]));

const DELIVERY = { standard: ['Standard delivery (3–5 working days)', 3.95], express: ['Express delivery (next working day)', 6.95], collect: ['Click & collect from a store', 0] };
const WRAP = 3;

function unitPrice(item) {
  const p = P[item.id];
  let price = p.price;
  for (const [k, opts] of Object.entries(p.options || {})) {
    const o = opts.find((x) => x[0] === item[k]) || opts[0];
    price += o[2];
  }
  return price + (item.wrap ? WRAP : 0);
}
const optLabel = (item) => Object.keys(P[item.id].options || {}).map((k) => `${k[0].toUpperCase()}${k.slice(1)}: ${item[k]}`).join(', ');

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], wishlist: [], promo: null, orders: [], eventBookings: [] });
  S = fresh();

  function view(path, query, title, body, q = '') {
    S.page = { path, query: clone(query) };
    const url = withQuery(path, query, {});
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookie consent" class="cookie" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem">
<p>We use cookies to remember your basket and to measure how the site is used.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(url)}"><button type="submit" name="choice" value="all">Accept all cookies</button> <button type="submit" name="choice" value="essential">Essential only</button></form></div>`;
    const count = S.basket.reduce((n, i) => n + i.qty, 0);
    const nav = NAV.map(([h, t]) => (h === '/basket' ? [h, `Basket (${count})`] : [h, t]));
    return { html: layout({ brand: BRAND, nav, title, body: banner + body, q, searchLabel: 'Search toys' }) };
  }

  const card = (p) => `<li><a href="/p/${p.id}">${esc(p.name)}</a><br>${money(p.price)}${p.options ? ' (from)' : ''} · Age ${esc(AGES[p.age])} · ★ ${p.rating}${p.stock ? '' : ' · <strong>Out of stock</strong>'}</li>`;

  function listPage(path, query, title, items, intro = '') {
    let list = items.slice();
    if (query.age) list = list.filter((p) => p.age === query.age);
    const max = { 'under-10': 10, 'under-20': 20, 'under-40': 40 }[query.price];
    if (max) list = list.filter((p) => p.price < max);
    if (query.sort === 'price-low') list.sort((a, b) => a.price - b.price);
    if (query.sort === 'price-high') list.sort((a, b) => b.price - a.price);
    if (query.sort === 'rating') list.sort((a, b) => b.rating - a.rating);
    const sel = (name, opts) => `<select name="${name}" id="f-${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${esc(t)}</option>`).join('')}</select>`;
    const hidden = query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    const form = `<form method="get" action="${path}" aria-label="Filter">${hidden}
<label for="f-age">Age</label>${sel('age', [['', 'Any age'], ...Object.entries(AGES)])}
<label for="f-price">Price</label>${sel('price', [['', 'Any price'], ['under-10', 'Under £10'], ['under-20', 'Under £20'], ['under-40', 'Under £40']])}
<label for="f-sort">Sort by</label>${sel('sort', [['', 'Most popular'], ['price-low', 'Price: low to high'], ['price-high', 'Price: high to low'], ['rating', 'Customer rating']])}
<button type="submit">Apply filters</button> <a href="${withQuery(path, query.q ? { q: query.q } : {}, {})}">Clear filters</a></form>`;
    const body = `${intro}${form}<p>${list.length} product${list.length === 1 ? '' : 's'}</p><ul class="cards">${list.map(card).join('')}</ul>`;
    return view(path, query, title, body, query.q || '');
  }

  function home(query) {
    const body = `<p>Independent toy shop since 1987 — three stores and free delivery on orders over £40.</p>
<h2>Shop by category</h2><ul>${Object.entries(CATS).map(([id, t]) => `<li><a href="/c/${id}">${esc(t)}</a></li>`).join('')}</ul>
<h2>Christmas favourites</h2><ul class="cards">${['otto-otter', 'river-traders', 'magnet-tiles', 'harbour-lights'].map((id) => card(P[id])).join('')}</ul>
<p><a href="/stores">Find a store</a> · <a href="/events">In-store events</a> · <a href="/help">Delivery &amp; returns</a></p>`;
    return view('/', query, 'Toys, games and puzzles', body);
  }

  function product(p, query) {
    const item = { id: p.id };
    for (const [k, opts] of Object.entries(p.options || {})) item[k] = opts.some((o) => o[0] === query[k]) ? query[k] : opts[0][0];
    const price = unitPrice(item);
    const choices = Object.entries(p.options || {}).map(([k, opts]) => `<p>${k === 'size' ? 'Size' : k === 'colour' ? 'Colour' : 'Edition'}: ${opts.map(([v, t, d]) => `<a class="opt${item[k] === v ? ' sel' : ''}" href="${esc(withQuery(`/p/${p.id}`, query, { [k]: v }))}"${item[k] === v ? ' aria-current="true"' : ''}>${esc(t)}${d ? ` +${money(d)}` : ''}</a>`).join(' ')}</p>`).join('');
    const facts = [`Age ${AGES[p.age]}`, p.players, p.time && `Playing time ${p.time}`, p.pieces && `${p.pieces} pieces`, `Rated ${p.rating} out of 5`].filter(Boolean).map((x) => `<li>${esc(x)}</li>`).join('');
    const hidden = Object.keys(p.options || {}).map((k) => `<input type="hidden" name="${k}" value="${esc(item[k])}">`).join('');
    const buy = p.stock
      ? `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}">${hidden}
<label>Quantity <input type="number" name="qty" value="1" min="1" max="10"></label>
<label><input type="checkbox" name="wrap" value="yes"> Gift wrap (+${money(WRAP)})</label>
<button type="submit">Add to basket</button></form><p>${p.stock < 6 ? `Only ${p.stock} left in stock` : 'In stock'}</p>`
      : '<p><strong>Out of stock</strong> — back in January.</p>';
    const wish = `<form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="back" value="${esc(withQuery(`/p/${p.id}`, query, {}))}"><button type="submit" aria-label="Add to wishlist" title="Add to wishlist">♡</button></form>`;
    const body = `<p><a href="/c/${p.cat}">← ${esc(CATS[p.cat])}</a></p><p class="price"><strong>${money(price)}</strong></p>${choices}<p>${esc(p.desc)}</p><ul>${facts}</ul>${buy}${wish}`;
    return view(`/p/${p.id}`, query, p.name, body);
  }

  function totals() {
    const sub = S.basket.reduce((n, i) => n + unitPrice(i) * i.qty, 0);
    const off = S.promo === 'PLAY10' ? Math.round(sub * 10) / 100 : 0;
    return { sub, off };
  }

  function basket(query) {
    const { sub, off } = totals();
    const rows = S.basket.map((i, n) => `<tr><td><a href="/p/${i.id}">${esc(P[i.id].name)}</a>${optLabel(i) ? `<br><small>${esc(optLabel(i))}</small>` : ''}${i.wrap ? '<br><small>Gift wrapped</small>' : ''}</td>
<td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${n}"><label>Qty <input type="number" name="qty" value="${i.qty}" min="0" max="10"></label> <button type="submit">Update</button></form></td>
<td>${money(unitPrice(i) * i.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(P[i.id].name)}" title="Remove">✕</button></form></td></tr>`).join('');
    const body = S.basket.length
      ? `<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Standard delivery is free on orders over £40.</p>
<p>Subtotal: ${money(sub)}${off ? `<br>Promo PLAY10: −${money(off)}` : ''}<br>Total before delivery: ${money(sub - off)}</p>
<form method="post" action="/basket/promo"><label>Promo code <input name="code"></label> <button type="submit">Apply</button></form>${query.promo === 'bad' ? '<p class="err">That code is not valid.</p>' : ''}
<p><a href="/checkout">Go to checkout</a> · <a href="/">Continue shopping</a></p>`
      : '<p>Your basket is empty.</p><p><a href="/">Continue shopping</a></p>';
    return view('/basket', query, 'Your basket', body);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your basket is empty.</p>');
    const { sub, off } = totals();
    const f = (name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>${errs.includes(name) ? `<span class="err">Enter your ${label.toLowerCase()}</span>` : ''}`;
    const dl = one(form, 'delivery') || 'standard';
    const radios = Object.entries(DELIVERY).map(([v, [t, c]]) => `<label><input type="radio" name="delivery" value="${v}"${dl === v ? ' checked' : ''}> ${esc(t)} — ${c ? money(c) : 'free'}</label>`).join('');
    const stores = `<label>Collect from <select name="store"><option value="">Choose a store</option>${STORES.map((s) => `<option value="${s.id}"${one(form, 'store') === s.id ? ' selected' : ''}>${esc(s.name)}</option>`).join('')}</select></label>`;
    const body = `${errs.length ? `<p class="err" role="alert">Please fill in the required fields.</p>` : ''}
<p>${S.basket.length} line(s), ${money(sub - off)} before delivery. Standard delivery is free over £40.</p>
<form method="post" action="/checkout">
<fieldset><legend>Your details</legend>${f('name', 'Full name', true)}${f('email', 'Email', true, 'email')}${f('phone', 'Phone', false, 'tel')}</fieldset>
<fieldset><legend>Delivery address</legend>${f('address', 'Address', true)}${f('town', 'Town', true)}${f('postcode', 'Postcode', true)}</fieldset>
<fieldset><legend>Delivery</legend>${radios}${stores}</fieldset>
<label>Gift message (optional) <textarea name="message">${esc(one(form, 'message'))}</textarea></label>
<button type="submit">Place order</button></form>`;
    return view('/checkout', query, 'Checkout', body);
  }

  function stores(query) {
    const body = `<ul>${STORES.map((s) => `<li><a href="/stores/${s.id}">${esc(s.name)}</a> — ${esc(s.address)}</li>`).join('')}</ul>`;
    return view('/stores', query, 'Our stores', body);
  }

  function store(s, query) {
    const evs = EVENTS.filter((e) => e.store === s.id);
    const body = `<p>${esc(s.address)}<br>Phone ${esc(s.phone)}</p><h2>Opening hours</h2><table>${s.hours.map(([d, h]) => `<tr><th>${d}</th><td>${h}</td></tr>`).join('')}</table>
<p>Free parking for two hours behind the store. Click &amp; collect orders are ready after 2pm the next day.</p>
<h2>Events here</h2><ul>${evs.map((e) => `<li><a href="/events/${e.id}">${esc(e.name)}</a> — ${esc(e.when)}</li>`).join('') || '<li>None planned</li>'}</ul>`;
    return view(`/stores/${s.id}`, query, `${s.name} store`, body);
  }

  function events(query) {
    const rows = EVENTS.map((e) => `<tr><td>${esc(e.name)}</td><td>${esc(ST[e.store].name)}</td><td>${esc(e.when)}</td><td>Ages ${esc(e.ages)}</td><td>${esc(e.price)}</td><td>${e.spaces ? `${e.spaces} places left · <a href="/events/${e.id}">Book places</a>` : 'Fully booked'}</td></tr>`).join('');
    return view('/events', query, 'In-store events', `<table><thead><tr><th>Event</th><th>Store</th><th>When</th><th>Ages</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function eventPage(e, query, form = {}, errs = []) {
    const f = (name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
    const body = `<p>${esc(e.when)} at our ${esc(ST[e.store].name)} store · Ages ${esc(e.ages)} · ${esc(e.price)}</p>
${e.spaces ? `${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}<form method="post" action="/events/${e.id}">${f('name', 'Adult\'s name', true)}${f('email', 'Email', true, 'email')}
<label>Number of children <select name="children">${[1, 2, 3, 4].map((n) => `<option${one(form, 'children') === String(n) ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<button type="submit">Book places</button></form>` : '<p><strong>This event is fully booked.</strong></p>'}<p><a href="/events">All events</a></p>`;
    return view(`/events/${e.id}`, query, e.name, body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const p = P[one(form, 'id')];
        if (!p || !p.stock) return { redirect: '/basket' };
        const item = { id: p.id };
        for (const [k, opts] of Object.entries(p.options || {})) item[k] = opts.some((o) => o[0] === one(form, k)) ? one(form, k) : opts[0][0];
        if (one(form, 'wrap')) item.wrap = true;
        const qty = Math.max(1, Math.min(10, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.basket.find((i) => JSON.stringify({ ...i, qty: 0 }) === JSON.stringify({ ...item, qty: 0 }));
        if (same) same.qty = Math.min(10, same.qty + qty); else S.basket.push({ ...item, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') {
        const n = parseInt(one(form, 'line'), 10); const q = parseInt(one(form, 'qty'), 10);
        if (S.basket[n] && Number.isFinite(q)) { if (q <= 0) S.basket.splice(n, 1); else S.basket[n].qty = Math.min(10, q); }
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        if (one(form, 'code').toUpperCase() === 'PLAY10') { S.promo = 'PLAY10'; return { redirect: '/basket' }; }
        return { redirect: '/basket?promo=bad' };
      }
      if (path === '/wishlist/add') { const id = one(form, 'id'); if (P[id] && !S.wishlist.includes(id)) S.wishlist.push(id); return { redirect: one(form, 'back') || '/wishlist' }; }
      if (path === '/wishlist/remove') { S.wishlist = S.wishlist.filter((x) => x !== one(form, 'id')); return { redirect: '/wishlist' }; }
      if (path === '/wishlist/move') {
        const id = one(form, 'id'); const p = P[id];
        if (p && p.stock) {
          S.wishlist = S.wishlist.filter((x) => x !== id);
          const item = { id };
          for (const [k, opts] of Object.entries(p.options || {})) item[k] = opts[0][0];
          const same = S.basket.find((i) => JSON.stringify({ ...i, qty: 0 }) === JSON.stringify({ ...item, qty: 0 }));
          if (same) same.qty += 1; else S.basket.push({ ...item, qty: 1 });
          return { redirect: '/basket' };
        }
        return { redirect: '/wishlist' };
      }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const errs = ['name', 'email', 'address', 'town', 'postcode'].filter((k) => !one(form, k));
        const delivery = DELIVERY[one(form, 'delivery')] ? one(form, 'delivery') : 'standard';
        if (delivery === 'collect' && !one(form, 'store')) errs.push('store');
        if (errs.length) return checkout({}, form, errs);
        const order = { ref: `TT${4201 + S.orders.length}`, items: clone(S.basket) };
        for (const k of ['name', 'email', 'phone', 'address', 'town', 'postcode']) if (one(form, k)) order[k] = one(form, k);
        order.postcode = order.postcode.toUpperCase();
        order.delivery = delivery;
        if (delivery === 'collect') order.store = one(form, 'store');
        if (one(form, 'message')) order.message = one(form, 'message');
        if (S.promo) order.promo = S.promo;
        S.orders.push(order); S.basket = []; S.promo = null;
        return { redirect: `/orders/${order.ref}` };
      }
      if ((m = path.match(/^\/events\/([\w-]+)$/)) && EV[m[1]]) {
        const e = EV[m[1]];
        if (!e.spaces) return { redirect: `/events/${e.id}` };
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (errs.length) return eventPage(e, {}, form, errs);
        const b = { ref: `EV${301 + S.eventBookings.length}`, event: e.id, name: one(form, 'name'), email: one(form, 'email'), children: one(form, 'children') || '1' };
        S.eventBookings.push(b);
        return { redirect: `/events/booked/${b.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return home(query);
    if ((m = path.match(/^\/c\/([\w-]+)$/)) && CATS[m[1]]) return listPage(path, query, CATS[m[1]], PRODUCTS.filter((p) => p.cat === m[1]));
    if (path === '/search') {
      const toks = (query.q || '').toLowerCase().split(/[^a-z0-9+]+/).filter(Boolean).map((t) => (t.length > 3 && t.endsWith('s') ? t.slice(0, -1) : t));
      const hits = PRODUCTS.filter((p) => toks.length && toks.every((t) => `${p.name} ${CATS[p.cat]} ${p.desc}`.toLowerCase().includes(t)));
      return listPage(path, query, `Results for “${query.q || ''}”`, hits);
    }
    if ((m = path.match(/^\/p\/([\w-]+)$/)) && P[m[1]]) return product(P[m[1]], query);
    if (path === '/basket') return basket(query);
    if (path === '/checkout') return checkout(query);
    if (path === '/wishlist') {
      const rows = S.wishlist.map((id) => `<li><a href="/p/${id}">${esc(P[id].name)}</a> ${money(P[id].price)} <form method="post" action="/wishlist/move" style="display:inline"><input type="hidden" name="id" value="${id}"><button type="submit">Move to basket</button></form> <form method="post" action="/wishlist/remove" style="display:inline"><input type="hidden" name="id" value="${id}"><button type="submit" aria-label="Remove from wishlist" title="Remove">🗑</button></form></li>`).join('');
      return view('/wishlist', query, 'Your wishlist', rows ? `<ul>${rows}</ul>` : '<p>Nothing saved yet. Tap ♡ on a product to save it.</p>');
    }
    if ((m = path.match(/^\/orders\/(TT\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      if (!o) return { status: 404, html: '<p>Not found</p>' };
      const body = `<p role="status">Thank you, ${esc(o.name)}! Your order number is <strong>${o.ref}</strong>.</p><ul>${o.items.map((i) => `<li>${i.qty} × ${esc(P[i.id].name)}${optLabel(i) ? ` (${esc(optLabel(i))})` : ''}</li>`).join('')}</ul>
<p>${o.delivery === 'collect' ? `Collect from our ${esc(ST[o.store].name)} store after 2pm tomorrow.` : `We will deliver to ${esc(o.address)}, ${esc(o.town)} ${esc(o.postcode)}.`} A confirmation email is on its way to ${esc(o.email)}.</p><p><a href="/">Back to the shop</a></p>`;
      return view(path, query, 'Order confirmed', body);
    }
    if (path === '/orders') {
      return view('/orders', query, 'My orders', S.orders.length ? `<ul>${S.orders.map((o) => `<li><a href="/orders/${o.ref}">${o.ref}</a> — ${o.items.length} item(s), ${DELIVERY[o.delivery][0]}</li>`).join('')}</ul>` : '<p>No orders yet.</p>');
    }
    if (path === '/stores') return stores(query);
    if ((m = path.match(/^\/stores\/([\w-]+)$/)) && ST[m[1]]) return store(ST[m[1]], query);
    if (path === '/events') return events(query);
    if ((m = path.match(/^\/events\/booked\/(EV\d+)$/))) {
      const b = S.eventBookings.find((x) => x.ref === m[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      const e = EV[b.event];
      return view(path, query, 'Places booked', `<p role="status">You're booked! Reference <strong>${b.ref}</strong>: ${esc(e.name)}, ${esc(e.when)}, ${esc(ST[e.store].name)} store, ${b.children} child${b.children === '1' ? '' : 'ren'}.</p><p><a href="/events">All events</a></p>`);
    }
    if ((m = path.match(/^\/events\/([\w-]+)$/)) && EV[m[1]]) return eventPage(EV[m[1]], query);
    if (path === '/help') return view('/help', query, 'Delivery & returns', `<h2>Delivery</h2><p>Standard delivery costs £3.95 and takes 3–5 working days; it is free on orders over £40. Express next-working-day delivery costs £6.95 if you order by 3pm. Click &amp; collect is free.</p><h2>Returns</h2><p>Return unopened toys within 30 days for a full refund. Christmas purchases made from 1 November can be returned until 31 January.</p><h2>Gift wrap</h2><p>Gift wrap is £3 per item, in recycled paper with a ribbon.</p>`);
    if (path === '/contact') return view('/contact', query, 'Contact us', '<p>Call 01632 960 000 (Monday to Saturday, 9am to 5pm) or email hello@tumbleandtwig.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
