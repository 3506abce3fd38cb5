// Cellar & Vine — wine merchant: filters, bottle or case, basket with promo codes, checkout to saved
// addresses, wishlist, saved addresses, wine club plan/pause/cancel, tasting evenings, newsletter.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Cellar & Vine';
const NAV = [['/wines?type=red', 'Red'], ['/wines?type=white', 'White'], ['/wines?type=rose', 'Rosé'], ['/wines?type=sparkling', 'Sparkling'], ['/wines?type=mixed', 'Mixed cases'], ['/tastings', 'Tastings'], ['/club', 'Wine club'], ['/wishlist', 'Wishlist'], ['/basket', 'Basket'], ['/account', 'Account']];
const WINES = [
  { slug: 'chateau-belvue-bordeaux', name: 'Château Belvue Bordeaux 2019', type: 'red', country: 'france', grape: 'merlot', price: 14.5, vegan: false, rating: 4.3 },
  { slug: 'domaine-roche-pinot-noir', name: 'Domaine Roche Pinot Noir 2021', type: 'red', country: 'france', grape: 'pinot-noir', price: 18, vegan: true, rating: 4.5 },
  { slug: 'vista-alta-malbec', name: 'Vista Alta Malbec 2022', type: 'red', country: 'argentina', grape: 'malbec', price: 11, vegan: true, rating: 4.2 },
  { slug: 'colle-verde-chianti', name: 'Colle Verde Chianti Classico 2020', type: 'red', country: 'italy', grape: 'sangiovese', price: 16.5, vegan: false, rating: 4.4 },
  { slug: 'bodega-luna-rioja', name: 'Bodega Luna Rioja Reserva 2018', type: 'red', country: 'spain', grape: 'tempranillo', price: 19, vegan: true, rating: 4.6 },
  { slug: 'red-gum-shiraz', name: 'Red Gum Shiraz 2021', type: 'red', country: 'australia', grape: 'shiraz', price: 9.5, vegan: false, rating: 3.9 },
  { slug: 'kowhai-bay-sauvignon', name: 'Kowhai Bay Sauvignon Blanc 2023', type: 'white', country: 'new-zealand', grape: 'sauvignon-blanc', price: 12.5, vegan: true, rating: 4.4 },
  { slug: 'maison-clair-chablis', name: 'Maison Clair Chablis 2022', type: 'white', country: 'france', grape: 'chardonnay', price: 21, vegan: false, rating: 4.5 },
  { slug: 'villa-sole-pinot-grigio', name: 'Villa Sole Pinot Grigio 2023', type: 'white', country: 'italy', grape: 'pinot-grigio', price: 8.99, vegan: true, rating: 3.8 },
  { slug: 'cape-point-chenin', name: 'Cape Point Chenin Blanc 2023', type: 'white', country: 'south-africa', grape: 'chenin-blanc', price: 9.99, vegan: false, rating: 4.1 },
  { slug: 'les-dunes-rose', name: 'Les Dunes Provence Rosé 2023', type: 'rose', country: 'france', grape: 'grenache', price: 13.5, vegan: true, rating: 4.3 },
  { slug: 'costa-rosa-rosado', name: 'Costa Rosa Rosado 2023', type: 'rose', country: 'spain', grape: 'grenache', price: 7.99, vegan: false, rating: 3.7 },
  { slug: 'maison-etoile-champagne', name: 'Maison Etoile Brut Champagne NV', type: 'sparkling', country: 'france', grape: 'chardonnay', price: 32, vegan: false, rating: 4.6 },
  { slug: 'ponte-prosecco', name: 'Ponte Prosecco DOC NV', type: 'sparkling', country: 'italy', grape: 'glera', price: 10.5, vegan: true, rating: 4.0 },
  { slug: 'winter-reds-case', name: 'Winter Reds Mixed Case', type: 'mixed', country: '', grape: '', price: 0, casePrice: 79, vegan: false, rating: 4.5 },
  { slug: 'party-case', name: 'Party Mixed Case', type: 'mixed', country: '', grape: '', price: 0, casePrice: 65, vegan: false, rating: 4.2 },
];
const COUNTRIES = [['france', 'France'], ['italy', 'Italy'], ['spain', 'Spain'], ['argentina', 'Argentina'], ['australia', 'Australia'], ['new-zealand', 'New Zealand'], ['south-africa', 'South Africa']];
const GRAPES = [['merlot', 'Merlot'], ['pinot-noir', 'Pinot Noir'], ['malbec', 'Malbec'], ['sangiovese', 'Sangiovese'], ['tempranillo', 'Tempranillo'], ['shiraz', 'Shiraz'], ['sauvignon-blanc', 'Sauvignon Blanc'], ['chardonnay', 'Chardonnay'], ['pinot-grigio', 'Pinot Grigio'], ['chenin-blanc', 'Chenin Blanc'], ['grenache', 'Grenache'], ['glera', 'Glera']];
const PRICES = [['under-10', 'Under £10', 0, 10], ['10-15', '£10 – £15', 10, 15], ['15-25', '£15 – £25', 15, 25], ['25-plus', '£25 and over', 25, 1e9]];
const TYPES = { red: 'Red wine', white: 'White wine', rose: 'Rosé wine', sparkling: 'Sparkling wine', mixed: 'Mixed cases' };
const DELIVERY_DAYS = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const TASTINGS = [
  { id: 'burgundy-evening', title: 'Burgundy tasting evening', date: '2026-12-03', place: 'Islington shop', price: 35 },
  { id: 'champagne-masterclass', title: 'Champagne masterclass', date: '2026-12-11', place: 'Islington shop', price: 45 },
  { id: 'rioja-supper', title: 'Rioja and tapas supper', date: '2026-12-17', place: 'Clapham shop', price: 40 },
  { id: 'new-world-reds', title: 'New World reds', date: '2027-01-14', place: 'Clapham shop', price: 30 },
];
const PLANS = [['reds', 'Reds only'], ['whites', 'Whites only'], ['mixed', 'Mixed reds and whites']];
const FREQS = [['monthly', 'Every month'], ['two-monthly', 'Every two months'], ['quarterly', 'Every three months']];
const CLUB_REASONS = ['Too expensive', 'Too much wine', "Didn't like the selection", 'Moving house', 'Other'];
const PAUSE = { 1: '2027-01-01', 2: '2027-02-01', 3: '2027-03-01' };
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const wine = (slug) => WINES.find((w) => w.slug === slug);
const casePrice = (w) => w.casePrice || Math.round(w.price * 6 * 0.9 * 100) / 100;
const unit = (l) => (l.format === 'case' ? casePrice(wine(l.wine)) : wine(l.wine).price);

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    promo: '',
    orders: [],
    wishlist: ['maison-clair-chablis', 'bodega-luna-rioja'],
    addresses: [
      { id: 'home', label: 'Home', name: 'Olly Grant', line1: '27 Canonbury Road', town: 'London', postcode: 'N1 2DG' },
      { id: 'work', label: 'Work', name: 'Olly Grant', line1: 'Floor 3, 88 Old Street', town: 'London', postcode: 'EC1V 9HU' },
    ],
    club: { plan: 'mixed', bottles: 6, frequency: 'monthly', status: 'active' },
    tastingBookings: [],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  const totals = () => {
    const sub = Math.round(st.basket.reduce((s, l) => s + unit(l) * l.qty, 0) * 100) / 100;
    const discount = st.promo === 'CORK10' ? Math.round(sub * 10) / 100 : 0;
    const delivery = sub - discount >= 100 || st.promo === 'FESTIVE' || !st.basket.length ? 0 : 5.95;
    return { sub, discount, delivery, total: Math.round((sub - discount + delivery) * 100) / 100 };
  };
  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const count = st.basket.reduce((s, l) => s + l.qty, 0);
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${count})` : t]), title, body, q, searchLabel: 'Search wines' }) };
  };
  const row = (w) => `<li><h3><a href="/wine/${w.slug}">${esc(w.name)}</a></h3><p>${w.type === 'mixed' ? `Case of 6 – ${money(casePrice(w))}` : `${money(w.price)} a bottle · ${money(casePrice(w))} a case of 6`}</p>${w.vegan ? '<p>Vegan</p>' : ''}<p>★ ${w.rating}</p></li>`;

  function wines(query) {
    let list = WINES.filter((w) => !query.type || w.type === query.type);
    if (query.country) list = list.filter((w) => w.country === query.country);
    if (query.grape) list = list.filter((w) => w.grape === query.grape);
    const pr = PRICES.find((p) => p[0] === query.price);
    if (pr) list = list.filter((w) => w.price >= pr[2] && w.price < pr[3]);
    if (query.vegan) list = list.filter((w) => w.vegan);
    if (query.sort === 'price-asc') list = [...list].sort((a, b) => (a.price || a.casePrice) - (b.price || b.casePrice));
    if (query.sort === 'price-desc') list = [...list].sort((a, b) => (b.price || b.casePrice) - (a.price || a.casePrice));
    if (query.sort === 'rating') list = [...list].sort((a, b) => b.rating - a.rating);
    const countries = `<nav aria-label="Country"><h2>Country</h2><ul>${[['', 'All countries'], ...COUNTRIES].map(([v, t]) => `<li>${(query.country || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/wines', query, { country: v }))}">${t}</a>`}</li>`).join('')}</ul></nav>`;
    const form = `<form method="get" action="/wines" aria-label="Refine">${query.type ? `<input type="hidden" name="type" value="${esc(query.type)}">` : ''}${query.country ? `<input type="hidden" name="country" value="${esc(query.country)}">` : ''}
<label>Grape <select name="grape"><option value="">Any grape</option>${GRAPES.map(([v, t]) => `<option value="${v}"${query.grape === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<label>Price per bottle <select name="price"><option value="">Any price</option>${PRICES.map(([v, t]) => `<option value="${v}"${query.price === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<label><input type="checkbox" name="vegan" value="1"${query.vegan ? ' checked' : ''}> Vegan only</label>
<label>Sort <select name="sort"><option value="">Best sellers</option><option value="price-asc"${query.sort === 'price-asc' ? ' selected' : ''}>Price: low to high</option><option value="price-desc"${query.sort === 'price-desc' ? ' selected' : ''}>Price: high to low</option><option value="rating"${query.sort === 'rating' ? ' selected' : ''}>Customer rating</option></select></label><button type="submit">Show wines</button></form>`;
    return page('/wines', query, TYPES[query.type] || 'All wines', `${countries}${form}<p>${list.length} wines</p><ul class="cards">${list.map(row).join('')}</ul>`);
  }

  function product(w, query) {
    const fmt = w.type === 'mixed' ? 'case' : query.format === 'case' ? 'case' : 'bottle';
    const choose = w.type === 'mixed' ? '<p>Sold as a case of 6 bottles.</p>' : `<form method="get" action="/wine/${w.slug}"><fieldset><legend>Buy by</legend><label><input type="radio" name="format" value="bottle"${fmt === 'bottle' ? ' checked' : ''} onchange="this.form.submit()"> Bottle – ${money(w.price)}</label><label><input type="radio" name="format" value="case"${fmt === 'case' ? ' checked' : ''} onchange="this.form.submit()"> Case of 6 – ${money(casePrice(w))} (save 10%)</label></fieldset><noscript><button type="submit">Update</button></noscript></form>`;
    const add = `<form method="post" action="/basket/add"><input type="hidden" name="wine" value="${w.slug}"><input type="hidden" name="format" value="${fmt}"><label>Quantity (${fmt === 'case' ? 'cases' : 'bottles'}) <input type="number" name="qty" min="1" max="24" value="1"></label><button type="submit">Add to basket</button></form>`;
    const wish = `<form method="post" action="/wishlist/add"><input type="hidden" name="wine" value="${w.slug}"><button type="submit" aria-label="Add to wishlist" title="Add to wishlist">♡</button></form>`;
    const info = w.type === 'mixed' ? '' : `<table><tbody><tr><th>Country</th><td>${COUNTRIES.find((c) => c[0] === w.country)?.[1]}</td></tr><tr><th>Grape</th><td>${GRAPES.find((g) => g[0] === w.grape)?.[1]}</td></tr><tr><th>Vegan</th><td>${w.vegan ? 'Yes' : 'No'}</td></tr></tbody></table>`;
    return page(`/wine/${w.slug}`, w.type === 'mixed' ? {} : query, w.name, `${wish}${info}${choose}${add}`);
  }

  function basket() {
    const t = totals();
    const rows = st.basket.map((l, i) => `<tr><td><a href="/wine/${l.wine}">${esc(wine(l.wine).name)}</a></td><td>${l.format === 'case' ? 'Case of 6' : 'Bottle'}</td><td>${money(unit(l))}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Qty <input type="number" name="qty" min="0" value="${l.qty}" aria-label="Quantity of ${esc(wine(l.wine).name)}"></label><button type="submit">Update</button></form></td><td>${money(unit(l) * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
    const body = st.basket.length ? `<table><thead><tr><th>Wine</th><th>Size</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input name="code" value="${esc(st.promo)}"></label><button type="submit">Apply</button></form>
<p>Subtotal ${money(t.sub)}${t.discount ? ` · Discount −${money(t.discount)}` : ''} · Delivery ${t.delivery ? money(t.delivery) : 'Free'} · <strong>Total ${money(t.total)}</strong></p><p>Free delivery on orders over £100.</p><p><a href="/checkout">Checkout</a></p>` : '<p>Your basket is empty.</p>';
    return page('/basket', {}, 'Your basket', body);
  }

  function checkout() {
    const t = totals();
    return page('/checkout', {}, 'Checkout', `<p>Total to pay: ${money(t.total)}</p><form method="post" action="/checkout">
<fieldset><legend>Deliver to</legend>${st.addresses.map((a, i) => `<label><input type="radio" name="address" value="${a.id}"${i === 0 ? ' checked' : ''}> ${esc(a.label)}: ${esc(a.line1)}, ${esc(a.town)} ${esc(a.postcode)}</label>`).join('')}</fieldset>
<label>Delivery day <select name="day" required><option value="">Choose a day</option>${DELIVERY_DAYS.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label>
<label><input type="checkbox" name="gift" value="yes"> This order is a gift (no prices on the delivery note)</label><label>Gift message <textarea name="message"></textarea></label>
<button type="submit">Place order</button></form><p><a href="/account/addresses">Add or edit addresses</a></p>`);
  }

  function addresses() {
    return page('/account/addresses', {}, 'Your addresses', `<ul>${st.addresses.map((a) => `<li><strong>${esc(a.label)}</strong>: ${esc(a.name)}, ${esc(a.line1)}, ${esc(a.town)}, ${esc(a.postcode)} <a href="/account/addresses/${a.id}/edit">Edit<span style="position:absolute;left:-9999px"> ${esc(a.label)} address</span></a></li>`).join('')}</ul>
<h2>Add a new address</h2><form method="post" action="/account/addresses/new"><label>Address name (e.g. Mum's) <input name="label" required></label><label>Full name <input name="name" required></label><label>Address line 1 <input name="line1" required></label><label>Town or city <input name="town" required></label><label>Postcode <input name="postcode" required></label><button type="submit">Save address</button></form>`);
  }

  function club(flash = '') {
    const c = st.club;
    const status = c.status === 'cancelled' ? 'Your membership is cancelled.' : `${PLANS.find((p) => p[0] === c.plan)[1]}, ${c.bottles} bottles, ${FREQS.find((f) => f[0] === c.frequency)[1].toLowerCase()}${c.pausedUntil ? ` — paused until ${nice(c.pausedUntil)}` : ''}.`;
    const body = `${flash}<p>Your plan: <strong>${status}</strong></p>${c.status === 'cancelled' ? '' : `<h2>Change your plan</h2><form method="post" action="/club/plan"><fieldset><legend>Wines</legend>${PLANS.map(([v, t]) => `<label><input type="radio" name="plan" value="${v}"${c.plan === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Bottles per delivery</legend>${[6, 12].map((n) => `<label><input type="radio" name="bottles" value="${n}"${c.bottles === n ? ' checked' : ''}> ${n} bottles</label>`).join('')}</fieldset>
<label>How often <select name="frequency">${FREQS.map(([v, t]) => `<option value="${v}"${c.frequency === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label><button type="submit">Save changes</button></form>
<h2>Take a break</h2><form method="post" action="/club/pause"><label>Pause deliveries for <select name="months"><option value="">Choose</option><option value="1">1 month</option><option value="2">2 months</option><option value="3">3 months</option></select></label><button type="submit">Pause deliveries</button></form>
<p><a href="/club/cancel">Cancel membership</a></p>`}`;
    return page('/club', {}, 'Wine club', body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/basket/add') {
        const w = wine(one(form, 'wine'));
        const format = w && w.type === 'mixed' ? 'case' : one(form, 'format') === 'case' ? 'case' : 'bottle';
        const qty = Math.max(1, parseInt(one(form, 'qty') || '1', 10) || 1);
        if (!w) return { status: 400, html: '<p>Unknown wine.</p>' };
        const l = st.basket.find((x) => x.wine === w.slug && x.format === format);
        if (l) l.qty += qty; else st.basket.push({ wine: w.slug, format, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') {
        const i = Number(one(form, 'line')), qty = parseInt(one(form, 'qty'), 10);
        if (st.basket[i] && qty >= 0) { if (qty === 0) st.basket.splice(i, 1); else st.basket[i].qty = qty; }
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        const code = one(form, 'code').toUpperCase();
        if (!['CORK10', 'FESTIVE'].includes(code)) return { status: 400, html: '<p class="err">That code is not valid.</p>' };
        st.promo = code;
        return { redirect: '/basket' };
      }
      if (path === '/checkout') {
        const a = st.addresses.find((x) => x.id === one(form, 'address'));
        const day = one(form, 'day');
        if (!a || !DELIVERY_DAYS.includes(day) || !st.basket.length) return { status: 400, html: '<p class="err">Choose an address and a delivery day.</p>' };
        const t = totals();
        const o = { ref: `CV-${7301 + st.orders.length}`, items: st.basket, address: a.id, day, gift: !!one(form, 'gift'), message: one(form, 'message'), total: t.total };
        if (st.promo) o.promo = st.promo;
        st.orders.push(o); st.basket = []; st.promo = '';
        return { redirect: `/order/${o.ref}` };
      }
      if (path === '/wishlist/add') {
        const w = wine(one(form, 'wine'));
        if (w && !st.wishlist.includes(w.slug)) st.wishlist.push(w.slug);
        return { redirect: w ? `/wine/${w.slug}` : '/wishlist' };
      }
      if (path === '/wishlist/remove') { st.wishlist = st.wishlist.filter((s) => s !== one(form, 'wine')); return { redirect: '/wishlist' }; }
      if (path === '/wishlist/move') {
        const s = one(form, 'wine');
        if (wine(s)) {
          st.wishlist = st.wishlist.filter((x) => x !== s);
          const format = wine(s).type === 'mixed' ? 'case' : 'bottle';
          const l = st.basket.find((x) => x.wine === s && x.format === format);
          if (l) l.qty += 1; else st.basket.push({ wine: s, format, qty: 1 });
        }
        return { redirect: '/wishlist' };
      }
      let m = path.match(/^\/account\/addresses\/([^/]+)\/edit$/);
      if (m) {
        const a = st.addresses.find((x) => x.id === m[1]);
        const f = (k) => one(form, k);
        if (!a || !f('name') || !f('line1') || !f('town') || !f('postcode')) return { status: 400, html: '<p class="err">Fill in every field.</p>' };
        Object.assign(a, { name: f('name'), line1: f('line1'), town: f('town'), postcode: f('postcode').toUpperCase() });
        return { redirect: '/account/addresses' };
      }
      if (path === '/account/addresses/new') {
        const f = (k) => one(form, k);
        if (!f('label') || !f('name') || !f('line1') || !f('town') || !f('postcode')) return { status: 400, html: '<p class="err">Fill in every field.</p>' };
        st.addresses.push({ id: f('label').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, ''), label: f('label'), name: f('name'), line1: f('line1'), town: f('town'), postcode: f('postcode').toUpperCase() });
        return { redirect: '/account/addresses' };
      }
      if (path === '/club/plan') {
        if (st.club.status === 'cancelled') return { status: 400, html: '<p>Membership cancelled.</p>' };
        Object.assign(st.club, { plan: one(form, 'plan') || st.club.plan, bottles: Number(one(form, 'bottles')) || st.club.bottles, frequency: one(form, 'frequency') || st.club.frequency });
        return { redirect: '/club' };
      }
      if (path === '/club/pause') {
        const until = PAUSE[one(form, 'months')];
        if (!until) return { status: 400, html: '<p class="err">Choose how long to pause for.</p>' };
        st.club.pausedUntil = until;
        return { redirect: '/club' };
      }
      if (path === '/club/cancel') {
        if (!one(form, 'reason')) return { status: 400, html: '<p class="err">Tell us why you are leaving.</p>' };
        st.club = { ...st.club, status: 'cancelled', reason: one(form, 'reason') };
        return { redirect: '/club' };
      }
      m = path.match(/^\/tastings\/([^/]+)$/);
      if (m) {
        const t = TASTINGS.find((x) => x.id === m[1]);
        const f = (k) => one(form, k);
        if (!t || !f('name') || !f('email')) return { status: 400, html: '<p class="err">Fill in your name and email.</p>' };
        const tickets = Number(f('tickets')) || 1;
        st.tastingBookings.push({ event: t.id, tickets, name: f('name'), email: f('email').toLowerCase(), dietary: f('dietary'), total: tickets * t.price });
        return { redirect: '/tastings/booked' };
      }
      if (path === '/newsletter') {
        const e = one(form, 'email').toLowerCase();
        if (!e) return { status: 400, html: '<p>Enter an email.</p>' };
        if (!st.newsletter.includes(e)) st.newsletter.push(e);
        return { redirect: '/newsletter/thanks' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return page('/', {}, 'Wine merchants since 1987', `<div role="dialog" aria-label="Age check" style="border:2px solid #633;padding:.5rem">You must be 18 or over to buy alcohol. By continuing you confirm you are 18+. <a href="/">OK</a></div>
<h2>Christmas favourites</h2><ul class="cards">${['maison-etoile-champagne', 'bodega-luna-rioja', 'winter-reds-case'].map((s) => row(wine(s))).join('')}</ul>
<section><h2>Newsletter</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label><button type="submit">Sign up</button></form></section>`);
    }
    if (path === '/wines') return wines(query);
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const list = WINES.filter((w) => words.length && words.every((x) => `${w.name} ${w.grape} ${w.country}`.toLowerCase().includes(x)));
      return page('/search', query, `Search: ${query.q || ''}`, `<p>${list.length} results</p><ul class="cards">${list.map(row).join('')}</ul>`, query.q || '');
    }
    const wm = path.match(/^\/wine\/([^/]+)$/);
    if (wm && wine(wm[1])) return product(wine(wm[1]), query);
    if (path === '/basket') return basket();
    if (path === '/checkout') return checkout();
    const om = path.match(/^\/order\/([^/]+)$/);
    if (om) return page(path, {}, 'Thank you for your order', `<p>Order <strong>${esc(om[1])}</strong> is confirmed.</p>`);
    if (path === '/wishlist') {
      return page('/wishlist', {}, 'Wishlist', st.wishlist.length ? `<ul>${st.wishlist.map((s) => `<li><a href="/wine/${s}">${esc(wine(s).name)}</a> <form method="post" action="/wishlist/move" style="display:inline"><input type="hidden" name="wine" value="${s}"><button type="submit">Move to basket</button></form> <form method="post" action="/wishlist/remove" style="display:inline"><input type="hidden" name="wine" value="${s}"><button type="submit" aria-label="Remove ${esc(wine(s).name)} from wishlist">✕</button></form></li>`).join('')}</ul>` : '<p>Your wishlist is empty.</p>');
    }
    if (path === '/account') return page('/account', {}, 'Your account', '<p>Hello, Olly.</p><ul><li><a href="/account/addresses">Addresses</a></li><li><a href="/club">Wine club membership</a></li><li><a href="/wishlist">Wishlist</a></li><li><a href="/account/orders">Orders</a></li></ul>');
    if (path === '/account/orders') return page(path, {}, 'Orders', st.orders.length ? `<ul>${st.orders.map((o) => `<li>${o.ref} – ${money(o.total)}</li>`).join('')}</ul>` : '<p>No orders yet.</p>');
    if (path === '/account/addresses') return addresses();
    const am = path.match(/^\/account\/addresses\/([^/]+)\/edit$/);
    if (am) {
      const a = st.addresses.find((x) => x.id === am[1]);
      if (a) return page(path, {}, `Edit ${a.label} address`, `<form method="post" action="${path}"><label>Full name <input name="name" required value="${esc(a.name)}"></label><label>Address line 1 <input name="line1" required value="${esc(a.line1)}"></label><label>Town or city <input name="town" required value="${esc(a.town)}"></label><label>Postcode <input name="postcode" required value="${esc(a.postcode)}"></label><button type="submit">Save changes</button></form><p><a href="/account/addresses">Cancel</a></p>`);
    }
    if (path === '/club') return club();
    if (path === '/club/cancel') return page(path, {}, 'Cancel your membership', `<form method="post" action="/club/cancel"><fieldset><legend>Why are you leaving?</legend>${CLUB_REASONS.map((r) => `<label><input type="radio" name="reason" value="${esc(r)}" required> ${esc(r)}</label>`).join('')}</fieldset><button type="submit">Cancel membership</button></form><p><a href="/club">Keep my membership</a></p>`);
    if (path === '/tastings') {
      return page('/tastings', {}, 'Tasting evenings', `<table><thead><tr><th>Date</th><th>Event</th><th>Where</th><th>Price</th><th></th></tr></thead><tbody>${TASTINGS.map((t) => `<tr><td>${nice(t.date)}</td><td>${esc(t.title)}</td><td>${esc(t.place)}</td><td>${money(t.price)} per person</td><td><a href="/tastings/${t.id}">Book<span style="position:absolute;left:-9999px"> ${esc(t.title)}</span></a></td></tr>`).join('')}</tbody></table>`);
    }
    const tm = path.match(/^\/tastings\/([^/]+)$/);
    if (tm && TASTINGS.some((t) => t.id === tm[1])) {
      const t = TASTINGS.find((x) => x.id === tm[1]);
      return page(path, {}, t.title, `<p>${nice(t.date)}, ${esc(t.place)}, 7pm. ${money(t.price)} per person.</p><form method="post" action="${path}"><label>Tickets <select name="tickets">${[1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Dietary requirements <input name="dietary"></label><button type="submit">Book tickets</button></form>`);
    }
    if (path === '/tastings/booked') return page(path, {}, 'See you there', '<p>Your tickets are booked.</p>');
    if (path === '/newsletter/thanks') return page(path, {}, 'Thanks for signing up', '<p>Look out for our next email.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, we could not find that page.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
