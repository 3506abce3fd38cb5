// Needle & Groove Records — an independent record shop: browse by genre, search, format filter and sort,
// record pages with format and vinyl-colour choices in the query, a basket with a promo code, a checkout
// with a review page, an account with orders (one can be cancelled), a newsletter box in the footer.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Needle & Groove Records';
const NAV = [['/records', 'All records'], ['/records?genre=rock', 'Rock'], ['/records?genre=jazz', 'Jazz'], ['/records?genre=soul', 'Soul'], ['/records?genre=electronic', 'Electronic'], ['/records?genre=folk', 'Folk'], ['/account', 'My account'], ['/basket', 'Basket']];
const GENRES = [['', 'All genres'], ['rock', 'Rock'], ['jazz', 'Jazz'], ['soul', 'Soul & funk'], ['electronic', 'Electronic'], ['folk', 'Folk']];
const FORMATS = { lp: 'Vinyl LP', '2lp': 'Double vinyl (2LP)', cd: 'CD', cassette: 'Cassette' };
const RECORDS = [
  { slug: 'harbour-lights', artist: 'The Tidewater Band', title: 'Harbour Lights', genre: 'folk', year: 2024, label: 'Saltmarsh', formats: { lp: 24, cd: 12 }, colours: ['Black', 'Sea green'], tracks: 10 },
  { slug: 'night-trains', artist: 'Ada Kell Quartet', title: 'Night Trains', genre: 'jazz', year: 1962, label: 'Blue Door (2025 reissue)', formats: { lp: 27, cd: 11 }, soldOut: ['cd'], colours: ['Black'], tracks: 7 },
  { slug: 'blue-lantern', artist: 'Ada Kell Quartet', title: 'Blue Lantern', genre: 'jazz', year: 1964, label: 'Blue Door', formats: { lp: 25, '2lp': 38, cd: 10 }, colours: ['Black', 'Clear'], tracks: 9 },
  { slug: 'copper-sky', artist: 'Moss Avenue', title: 'Copper Sky', genre: 'rock', year: 2023, label: 'Northern Wire', formats: { lp: 26, cd: 12, cassette: 9 }, colours: ['Black', 'Orange'], tracks: 11 },
  { slug: 'static-bloom', artist: 'Moss Avenue', title: 'Static Bloom', genre: 'rock', year: 2021, label: 'Northern Wire', formats: { lp: 23, cd: 10 }, colours: ['Black'], tracks: 12 },
  { slug: 'velvet-hours', artist: 'Nina Rae', title: 'Velvet Hours', genre: 'soul', year: 2025, label: 'Sundial', formats: { lp: 29, cd: 13 }, colours: ['Black', 'Red marble'], tracks: 11 },
  { slug: 'sunday-service', artist: 'The Grantham Sisters', title: 'Sunday Service', genre: 'soul', year: 1971, label: 'Revival', formats: { lp: 22 }, colours: ['Black'], tracks: 8 },
  { slug: 'low-tide', artist: 'Kestrel Fields', title: 'Low Tide', genre: 'electronic', year: 2024, label: 'Pylon', formats: { '2lp': 34, cd: 12, cassette: 10 }, colours: ['Black'], tracks: 14 },
  { slug: 'signal-path', artist: 'Kestrel Fields', title: 'Signal Path', genre: 'electronic', year: 2022, label: 'Pylon', formats: { lp: 25 }, colours: ['Black'], tracks: 9 },
  { slug: 'the-long-field', artist: 'Rowan Pike', title: 'The Long Field', genre: 'folk', year: 2025, label: 'Saltmarsh', formats: { lp: 26, cd: 12 }, colours: ['Black'], tracks: 10 },
  { slug: 'midnight-standards', artist: 'Lou Marr Trio', title: 'Midnight Standards', genre: 'jazz', year: 2019, label: 'Late Set', formats: { lp: 21, cd: 9 }, colours: ['Black'], tracks: 8 },
  { slug: 'paper-planes', artist: 'The Kitestrings', title: 'Paper Planes', genre: 'rock', year: 2025, label: 'Loft', formats: { lp: 28, cassette: 9 }, colours: ['Black', 'Sky blue'], tracks: 10 },
  { slug: 'southbound', artist: 'Nina Rae', title: 'Southbound', genre: 'soul', year: 2022, label: 'Sundial', formats: { lp: 24, cd: 11 }, colours: ['Black'], tracks: 10 },
  { slug: 'glasshouse', artist: 'Orla Venn', title: 'Glasshouse', genre: 'electronic', year: 2025, label: 'Pylon', formats: { lp: 27, cd: 12 }, colours: ['Black', 'Smoke'], tracks: 8 },
];
const PROMOS = { SPIN10: 0.1 };
const DELIVERY = [['standard', 'Standard (2–4 working days)', 3.95], ['tracked', 'Tracked next day', 5.95], ['collect', 'Collect from the shop', 0]];
const REASONS = ['Ordered the wrong item', 'Found it cheaper elsewhere', 'No longer needed', 'Delivery is too slow', 'Other'];
const ME = { name: 'Priya Shah', email: 'priya.shah@example.com', address: '12 Canal Street, Leeds', postcode: 'LS2 7AB' };
const rec = (s) => RECORDS.find((r) => r.slug === s);
const isVinyl = (f) => f === 'lp' || f === '2lp';
const from = (r) => Math.min(...Object.entries(r.formats).filter(([f]) => !(r.soldOut || []).includes(f)).map(([, p]) => p));
const fmt = (r, q) => (q && r.formats[q] ? q : Object.keys(r.formats)[0]);

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    promo: '',
    draft: null,
    orders: [
      { ref: 'NG-4410', placed: '2026-11-30', items: [{ slug: 'velvet-hours', format: 'lp', colour: 'Black', qty: 1 }], ...ME, delivery: 'standard', promo: '', total: 32.95, status: 'processing' },
      { ref: 'NG-4388', placed: '2026-11-12', items: [{ slug: 'paper-planes', format: 'cassette', colour: '', qty: 1 }], ...ME, delivery: 'standard', promo: '', total: 12.95, status: 'delivered' },
    ],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  const linePrice = (l) => rec(l.slug).formats[l.format] * l.qty;
  const sums = (items, promo, delivery) => {
    const sub = items.reduce((s, l) => s + linePrice(l), 0);
    const off = Math.round(sub * (PROMOS[promo] || 0) * 100) / 100;
    const after = sub - off;
    const d = DELIVERY.find((x) => x[0] === delivery) || DELIVERY[0];
    const ship = d[0] === 'standard' && after >= 50 ? 0 : d[2];
    return { sub, off, ship, total: Math.round((after + ship) * 100) / 100 };
  };
  const itemName = (l) => `${rec(l.slug).artist} – ${rec(l.slug).title} (${FORMATS[l.format]}${l.colour && l.colour !== 'Black' ? `, ${l.colour} vinyl` : ''})`;

  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const count = st.basket.reduce((s, l) => s + l.qty, 0);
    const footer = `<section aria-label="Newsletter"><h2>New releases, every Friday</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label> <button type="submit">Subscribe</button></form></section>
<p>Needle &amp; Groove Records, 7 Corn Exchange Arcade, Leeds LS1 7BP · Shop hours: Monday to Saturday 10am – 6pm, Sunday 11am – 4pm · <a href="/help">Delivery and returns</a> · <a href="/about">About us</a></p>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${count})` : t]), title, body, q, searchAction: '/records', searchLabel: 'Search artists and albums', footer }) };
  };

  const card = (r) => `<li><img src="/img/${r.slug}.jpg" alt="Cover of ${esc(r.title)}" width="120" height="120"><h3>${esc(r.title)}</h3><p>${esc(r.artist)} · ${r.year}</p><p>${Object.keys(r.formats).map((f) => FORMATS[f]).join(' · ')}</p><p>From ${money(from(r))}</p><a href="/record/${r.slug}">View record</a></li>`;

  function list(query) {
    const q = (query.q || '').toLowerCase().trim();
    let items = RECORDS.filter((r) => (!query.genre || r.genre === query.genre) && (!q || q.split(/\s+/).every((w) => `${r.artist} ${r.title} ${r.label}`.toLowerCase().includes(w))));
    if (query.format === 'vinyl') items = items.filter((r) => r.formats.lp || r.formats['2lp']);
    else if (query.format) items = items.filter((r) => r.formats[query.format]);
    if (query.sort === 'price-asc') items.sort((a, b) => from(a) - from(b));
    else if (query.sort === 'price-desc') items.sort((a, b) => from(b) - from(a));
    else if (query.sort === 'newest') items.sort((a, b) => b.year - a.year);
    else if (query.sort === 'az') items.sort((a, b) => a.artist.localeCompare(b.artist));
    const g = GENRES.find((x) => x[0] === (query.genre || ''));
    const genreLinks = GENRES.map(([v, t]) => ((query.genre || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/records', query, { genre: v }))}">${t}</a>`)).join(' · ');
    const fmtLinks = [['', 'Any format'], ['vinyl', 'Vinyl'], ['cd', 'CD'], ['cassette', 'Cassette']].map(([v, t]) => ((query.format || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/records', query, { format: v }))}">${t}</a>`)).join(' · ');
    const hidden = ['q', 'genre', 'format'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    const sort = `<form method="get" action="/records">${hidden}<label>Sort by <select name="sort" onchange="this.form.submit()">${[['', 'Best sellers'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['newest', 'Newest release'], ['az', 'Artist A–Z']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label> <noscript><button type="submit">Sort</button></noscript></form>`;
    const title = query.q ? `Results for “${query.q}”` : query.genre ? g[1] : 'All records';
    return page('/records', query, title, `<nav aria-label="Genre">${genreLinks}</nav><nav aria-label="Format">${fmtLinks}</nav>${sort}<p>${items.length} record${items.length === 1 ? '' : 's'}</p>${items.length ? `<ul class="cards">${items.map(card).join('')}</ul>` : '<p>No records match. Try another search.</p>'}`, query.q || '');
  }

  function recordPage(r, query) {
    const f = fmt(r, query.format);
    const colours = isVinyl(f) ? r.colours : [];
    const colour = colours.length ? (colours.find((c) => c.toLowerCase() === String(query.colour || '').toLowerCase()) || colours[0]) : '';
    const sold = (r.soldOut || []).includes(f);
    const fmtOpts = Object.entries(r.formats).map(([k, p]) => `<a class="opt${k === f ? ' sel' : ''}" href="${esc(withQuery(`/record/${r.slug}`, {}, { format: k }))}" aria-current="${k === f}">${FORMATS[k]} — ${money(p)}${(r.soldOut || []).includes(k) ? ' (sold out)' : ''}</a>`).join(' ');
    const colOpts = colours.length > 1 ? `<p>Vinyl colour: ${colours.map((c) => `<a class="opt${c === colour ? ' sel' : ''}" href="${esc(withQuery(`/record/${r.slug}`, { format: query.format }, { colour: c }))}">${esc(c)}</a>`).join(' ')}</p>` : colours.length ? '<p>Vinyl colour: Black</p>' : '';
    const buy = sold ? '<p><strong>Sold out in this format.</strong> We expect more in January.</p>' : `<form method="post" action="/basket/add"><input type="hidden" name="slug" value="${r.slug}"><input type="hidden" name="format" value="${f}"><input type="hidden" name="colour" value="${esc(colour)}"><label>Quantity <input type="number" name="qty" value="1" min="1" max="5"></label> <button type="submit">Add to basket</button></form>`;
    const related = RECORDS.filter((x) => x.genre === r.genre && x.slug !== r.slug).slice(0, 2).map((x) => `<li><a href="/record/${x.slug}">${esc(x.artist)} – ${esc(x.title)}</a></li>`).join('');
    return page(`/record/${r.slug}`, query, r.title, `<p>by <a href="${esc(withQuery('/records', {}, { q: r.artist }))}">${esc(r.artist)}</a></p><img src="/img/${r.slug}.jpg" alt="Cover of ${esc(r.title)}" width="240" height="240">
<table><tbody><tr><th>Released</th><td>${r.year}</td></tr><tr><th>Label</th><td>${esc(r.label)}</td></tr><tr><th>Genre</th><td>${GENRES.find((x) => x[0] === r.genre)[1]}</td></tr><tr><th>Tracks</th><td>${r.tracks}</td></tr></tbody></table>
<h2>Format</h2><p>${fmtOpts}</p>${colOpts}<p><strong>${FORMATS[f]}${colour && colour !== 'Black' ? `, ${esc(colour)} vinyl` : ''}: ${money(r.formats[f])}</strong></p>${buy}<h2>You might also like</h2><ul>${related}</ul>`);
  }

  function basket() {
    const s = sums(st.basket, st.promo, 'standard');
    const rows = st.basket.map((l, i) => `<tr><td><a href="/record/${l.slug}">${esc(itemName(l))}</a></td><td>${money(rec(l.slug).formats[l.format])}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Qty <input type="number" name="qty" value="${l.qty}" min="1"></label> <button type="submit">Update</button></form></td><td>${money(linePrice(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
    const body = st.basket.length ? `<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Line total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input name="code" value="${esc(st.promo)}"></label> <button type="submit">Apply</button></form>
<table><tbody><tr><th>Subtotal</th><td>${money(s.sub)}</td></tr>${s.off ? `<tr><th>Discount (${esc(st.promo)})</th><td>−${money(s.off)}</td></tr>` : ''}<tr><th>Standard delivery</th><td>${s.ship ? money(s.ship) : 'Free'}</td></tr><tr><th>Total</th><td>${money(s.total)}</td></tr></tbody></table>
<p>Free standard delivery on orders over £50.</p><p><a href="/checkout">Checkout</a> · <a href="/records">Keep shopping</a></p>` : '<p>Your basket is empty. <a href="/records">Browse records</a></p>';
    return page('/basket', {}, 'Your basket', body);
  }

  function checkout(err = '') {
    if (!st.basket.length) return page('/checkout', {}, 'Checkout', '<p>Your basket is empty.</p>');
    const d = st.draft || { ...ME, delivery: 'standard' };
    return page('/checkout', {}, 'Checkout', `${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/checkout"><fieldset><legend>Your details</legend><label>Full name <input name="name" required value="${esc(d.name)}"></label><label>Email <input type="email" name="email" required value="${esc(d.email)}"></label></fieldset>
<fieldset><legend>Delivery address</legend><label>Address <input name="address" required value="${esc(d.address)}"></label><label>Postcode <input name="postcode" required value="${esc(d.postcode)}"></label></fieldset>
<fieldset><legend>Delivery</legend>${DELIVERY.map(([v, t, p]) => `<label><input type="radio" name="delivery" value="${v}"${d.delivery === v ? ' checked' : ''}> ${t} — ${p ? money(p) : 'free'}</label>`).join('')}<p>Standard delivery is free over £50.</p></fieldset>
<button type="submit">Continue to review</button></form><p><a href="/basket">Back to basket</a></p>`);
  }

  function review() {
    const d = st.draft;
    if (!d || !st.basket.length) return page('/checkout/review', {}, 'Review your order', '<p>Nothing to review. <a href="/basket">Go to your basket</a></p>');
    const s = sums(st.basket, st.promo, d.delivery);
    return page('/checkout/review', {}, 'Review your order', `<table><tbody>${st.basket.map((l) => `<tr><td>${esc(itemName(l))} × ${l.qty}</td><td>${money(linePrice(l))}</td></tr>`).join('')}</tbody></table>
<table><tbody><tr><th>Name</th><td>${esc(d.name)}</td></tr><tr><th>Email</th><td>${esc(d.email)}</td></tr><tr><th>Address</th><td>${esc(d.address)}, ${esc(d.postcode)}</td></tr><tr><th>Delivery</th><td>${DELIVERY.find((x) => x[0] === d.delivery)[1]} — ${s.ship ? money(s.ship) : 'Free'}</td></tr>${s.off ? `<tr><th>Discount</th><td>−${money(s.off)}</td></tr>` : ''}<tr><th>Order total</th><td>${money(s.total)}</td></tr></tbody></table>
<form method="post" action="/checkout/place"><button type="submit">Place order</button></form><p><a href="/checkout">Change details</a></p>`);
  }

  function account() {
    const rows = st.orders.map((o) => `<tr><td><a href="/account/orders/${o.ref}">${o.ref}</a></td><td>${new Date(`${o.placed}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}</td><td>${o.items.reduce((s, l) => s + l.qty, 0)}</td><td>${money(o.total)}</td><td>${o.status[0].toUpperCase() + o.status.slice(1)}</td></tr>`).join('');
    return page('/account', {}, 'My account', `<p>Signed in as ${esc(ME.name)} (${esc(ME.email)}). <a href="/account">Sign out</a></p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Placed</th><th>Items</th><th>Total</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table><h2>Saved address</h2><p>${esc(ME.address)}, ${esc(ME.postcode)}</p>`);
  }

  function orderPage(o) {
    const cancel = o.status === 'processing' ? `<h2>Cancel this order</h2><p>Orders can be cancelled until they are dispatched.</p><form method="post" action="/account/orders/${o.ref}/cancel"><label>Reason <select name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label> <button type="submit">Cancel order</button></form>` : o.status === 'delivered' ? '<p>Need to return something? You have 30 days: see <a href="/help">Delivery and returns</a>.</p>' : '';
    return page(`/account/orders/${o.ref}`, {}, `Order ${o.ref}`, `<p>Status: <strong>${o.status[0].toUpperCase() + o.status.slice(1)}</strong>${o.reason ? ` (${esc(o.reason)})` : ''}</p><table><tbody>${o.items.map((l) => `<tr><td>${esc(itemName(l))} × ${l.qty}</td><td>${money(linePrice(l))}</td></tr>`).join('')}<tr><th>Total paid</th><td>${money(o.total)}</td></tr></tbody></table><p>Delivery to ${esc(o.address)}, ${esc(o.postcode)}</p>${cancel}<p><a href="/account">Back to my account</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/basket/add') {
        const r = rec(one(form, 'slug'));
        if (!r) return { status: 400, html: '<p>Unknown record.</p>' };
        const format = fmt(r, one(form, 'format'));
        if ((r.soldOut || []).includes(format)) return { status: 400, html: '<p>Sold out.</p>' };
        const colour = isVinyl(format) ? (r.colours.find((c) => c === one(form, 'colour')) || r.colours[0]) : '';
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.slug === r.slug && x.format === format && x.colour === colour);
        if (l) l.qty += qty; else st.basket.push({ slug: r.slug, format, colour, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') { const l = st.basket[Number(one(form, 'line'))]; const q = parseInt(one(form, 'qty'), 10); if (l && q > 0) l.qty = q; return { redirect: '/basket' }; }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        const code = one(form, 'code').toUpperCase();
        if (code && !PROMOS[code]) return { status: 400, ...basket() };
        st.promo = code; return { redirect: '/basket' };
      }
      if (path === '/checkout') {
        const d = { name: one(form, 'name'), email: one(form, 'email'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase(), delivery: one(form, 'delivery') || 'standard' };
        if (!d.name || !d.email || !d.address || !d.postcode || !DELIVERY.some((x) => x[0] === d.delivery)) return { status: 400, ...checkout('Please fill in every field.') };
        st.draft = d; return { redirect: '/checkout/review' };
      }
      if (path === '/checkout/place') {
        if (!st.draft || !st.basket.length) return { redirect: '/basket' };
        const ref = `NG-${4410 + st.orders.length - 1}`;
        st.orders.unshift({ ref, placed: '2026-12-02', items: st.basket, ...st.draft, promo: st.promo, total: sums(st.basket, st.promo, st.draft.delivery).total, status: 'processing' });
        st.basket = []; st.promo = ''; st.draft = null;
        return { redirect: `/order/${ref}/thanks` };
      }
      const cm = path.match(/^\/account\/orders\/([^/]+)\/cancel$/);
      if (cm) {
        const o = st.orders.find((x) => x.ref === cm[1]);
        if (!o || o.status !== 'processing' || !one(form, 'reason')) return { status: 400, html: '<p class="err">Cannot cancel.</p>' };
        o.status = 'cancelled'; o.reason = one(form, 'reason');
        return { redirect: `/account/orders/${o.ref}` };
      }
      if (path === '/newsletter') { const e = one(form, 'email'); if (!e) return { status: 400, html: '<p>Enter an email.</p>' }; if (!st.newsletter.includes(e)) st.newsletter.push(e); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      const newIn = RECORDS.filter((r) => r.year === 2025).slice(0, 4);
      return page('/', {}, 'Vinyl, CDs and tapes', `<p>An independent record shop in the Corn Exchange since 1998. Order by 2pm for same-day dispatch.</p><nav aria-label="Genres"><ul>${GENRES.slice(1).map(([v, t]) => `<li><a href="/records?genre=${v}">${t}</a></li>`).join('')}</ul></nav><h2>New in</h2><ul class="cards">${newIn.map(card).join('')}</ul><h2>Staff pick</h2><p>“Low Tide is the record of the year.” — Mel, Saturday staff. <a href="/record/low-tide">Listen and buy</a></p>`);
    }
    if (path === '/records') return list(query);
    const rm = path.match(/^\/record\/([^/]+)$/);
    if (rm && rec(rm[1])) return recordPage(rec(rm[1]), query);
    if (path === '/basket') return basket();
    if (path === '/checkout') return checkout();
    if (path === '/checkout/review') return review();
    const tm = path.match(/^\/order\/([^/]+)\/thanks$/);
    if (tm) return page(path, {}, 'Thank you for your order', `<p>Your order number is <strong>${esc(tm[1])}</strong>. We will email you when it is on its way.</p><p><a href="/account">View your orders</a></p>`);
    if (path === '/account') return account();
    const om = path.match(/^\/account\/orders\/([^/]+)$/);
    if (om && st.orders.find((o) => o.ref === om[1])) return orderPage(st.orders.find((o) => o.ref === om[1]));
    if (path === '/newsletter/thanks') return page(path, {}, 'You are subscribed', '<p>Look out for our Friday email.</p>');
    if (path === '/help') return page('/help', {}, 'Delivery and returns', '<p>Standard delivery is £3.95, free on orders over £50. Tracked next-day delivery is £5.95. Collect from the shop for free, usually the next day.</p><p>Unopened records can be returned within 30 days.</p>');
    if (path === '/about') return page('/about', {}, 'About us', '<p>Run by two former DJs. We also buy record collections: ask in the shop.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>That page is not here.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
