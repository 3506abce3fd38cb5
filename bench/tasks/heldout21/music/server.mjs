// Bridge Street Music — an independent music shop: instruments by department with filters, item pages with a
// finish choice in the query, basket with a promo code and checkout, a wishlist, workshop repairs, school
// instrument rental, trial lessons, and an account with a repair and a rental to manage.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Bridge Street Music';
const DEPTS = [['electric-guitars', 'Electric guitars'], ['acoustic-guitars', 'Acoustic guitars'], ['keyboards', 'Keyboards & pianos'], ['drums', 'Drums'], ['ukuleles', 'Ukuleles'], ['accessories', 'Strings & accessories']];
const NAV = [['/instruments', 'Instruments'], ['/repairs', 'Repairs'], ['/rent', 'Rent an instrument'], ['/lessons', 'Lessons'], ['/wishlist', 'Wishlist'], ['/account', 'Account'], ['/basket', 'Basket']];
const ITEMS = [
  { slug: 'fender-player-strat', name: 'Fender Player Stratocaster', dept: 'electric-guitars', brand: 'Fender', price: 699, finishes: ['Black', 'Sunburst', 'Polar White'] },
  { slug: 'squier-affinity-tele', name: 'Squier Affinity Telecaster', dept: 'electric-guitars', brand: 'Fender', price: 249, finishes: ['Butterscotch', 'Black'] },
  { slug: 'epiphone-les-paul', name: 'Epiphone Les Paul Standard', dept: 'electric-guitars', brand: 'Epiphone', price: 479, finishes: ['Heritage Cherry', 'Ebony'] },
  { slug: 'yamaha-pacifica', name: 'Yamaha Pacifica 112V', dept: 'electric-guitars', brand: 'Yamaha', price: 289, finishes: ['Sonic Blue', 'Black', 'Natural'] },
  { slug: 'martin-d10e', name: 'Martin D-10E', dept: 'acoustic-guitars', brand: 'Martin', price: 799, finishes: ['Natural'] },
  { slug: 'yamaha-fg800', name: 'Yamaha FG800', dept: 'acoustic-guitars', brand: 'Yamaha', price: 199, finishes: ['Natural', 'Sunburst'] },
  { slug: 'yamaha-a3r', name: 'Yamaha A3R', dept: 'acoustic-guitars', brand: 'Yamaha', price: 549, finishes: ['Natural', 'Vintage Natural'] },
  { slug: 'yamaha-p45', name: 'Yamaha P-45 digital piano', dept: 'keyboards', brand: 'Yamaha', price: 429, finishes: ['Black'] },
  { slug: 'roland-fp10', name: 'Roland FP-10 digital piano', dept: 'keyboards', brand: 'Roland', price: 469, finishes: ['Black'] },
  { slug: 'casio-ct-s300', name: 'Casio CT-S300 keyboard', dept: 'keyboards', brand: 'Casio', price: 159, finishes: ['Black'] },
  { slug: 'roland-td07', name: 'Roland TD-07KV electronic kit', dept: 'drums', brand: 'Roland', price: 899, finishes: ['Black'] },
  { slug: 'gretsch-catalina', name: 'Gretsch Catalina Club kit', dept: 'drums', brand: 'Gretsch', price: 749, finishes: ['Satin Walnut', 'White Pearl'] },
  { slug: 'roland-td02', name: 'Roland TD-02K electronic kit', dept: 'drums', brand: 'Roland', price: 379, finishes: ['Black'] },
  { slug: 'kala-ka15s', name: 'Kala KA-15S soprano ukulele', dept: 'ukuleles', brand: 'Kala', price: 59, finishes: ['Satin Mahogany'] },
  { slug: 'kala-ka-tenor', name: 'Kala KA-T tenor ukulele', dept: 'ukuleles', brand: 'Kala', price: 109, finishes: ['Satin Mahogany'] },
  { slug: 'flight-nus310', name: 'Flight NUS310 ukulele', dept: 'ukuleles', brand: 'Flight', price: 45, finishes: ['Natural', 'Blue'] },
  { slug: 'elixir-nanoweb', name: 'Elixir Nanoweb acoustic strings', dept: 'accessories', brand: 'Elixir', price: 14.99, finishes: ['Light', 'Medium'] },
  { slug: 'dunlop-picks', name: 'Dunlop Tortex picks (12 pack)', dept: 'accessories', brand: 'Dunlop', price: 5.5, finishes: ['0.60mm', '0.88mm'] },
  { slug: 'guitar-stand', name: 'Folding guitar stand', dept: 'accessories', brand: 'Stagg', price: 12, finishes: ['Black'] },
];
const PROMOS = { STRINGS5: 5, BRIDGE10: 10 };
const SERVICES = [['restring', 'Restring', 15], ['setup', 'Full setup', 40], ['electrics', 'Electrics repair', 55]];
const REPAIR_TYPES = [['electric-guitar', 'Electric guitar'], ['acoustic-guitar', 'Acoustic guitar'], ['bass', 'Bass guitar'], ['ukulele', 'Ukulele']];
const DROP = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const RENTALS = [['violin-3-4', 'Violin (3/4 size)', 12], ['violin-4-4', 'Violin (full size)', 14], ['flute', 'Flute', 16], ['clarinet', 'Clarinet', 16], ['trumpet', 'Trumpet', 15]];
const TEACHERS = [['okoye', 'Mrs Grace Okoye', 'Piano', 'Mondays and Wednesdays', 32], ['hale', 'Tom Hale', 'Guitar', 'Tuesdays and Saturdays', 30], ['ruiz', 'Ines Ruiz', 'Drums', 'Thursdays and Saturdays', 30], ['kim', 'Daniel Kim', 'Ukulele', 'Fridays', 25]];
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const item = (s) => ITEMS.find((i) => i.slug === s);

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    promo: '',
    orders: [],
    wishlist: [],
    repairs: [{ ref: 'RP-88', instrument: 'acoustic-guitar', service: 'setup', dropoff: '2026-12-02', name: 'Chris Moore', phone: '07700 900555', notes: '', status: 'booked' }],
    rentals: [{ ref: 'RN-12', instrument: 'violin-3-4', months: 3, name: 'Chris Moore', status: 'active' }],
    trials: [],
  };
}

export function createSite() {
  let st = seed();
  let cookiesOk = false;
  const subtotal = () => st.basket.reduce((s, l) => s + item(l.item).price * l.qty, 0);
  const discount = () => Math.min(PROMOS[st.promo] || 0, subtotal());
  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const banner = cookiesOk ? '' : `<div role="dialog" aria-label="Cookie notice" style="position:fixed;bottom:0;left:0;right:0;background:#eef;padding:.6rem">We use cookies for the basket and to count visits. <form method="post" action="/cookies" style="display:inline"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit">Accept cookies</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${st.basket.reduce((s, l) => s + l.qty, 0)})` : t]), title, body: body + banner, q }) };
  };
  const card = (i) => `<li><h3><a href="/item/${i.slug}">${esc(i.name)}</a></h3><p>${esc(i.brand)} · ${i.finishes.length > 1 ? `${i.finishes.length} finishes` : esc(i.finishes[0])}</p><p><strong>${money(i.price)}</strong></p></li>`;

  function instruments(query) {
    const dept = DEPTS.find((d) => d[0] === query.dept);
    let items = ITEMS.filter((i) => !dept || i.dept === dept[0]);
    const brands = [...new Set(items.map((i) => i.brand))].sort();
    if (query.brand) items = items.filter((i) => i.brand.toLowerCase() === query.brand.toLowerCase());
    if (query.max) items = items.filter((i) => i.price <= Number(query.max));
    if (query.sort === 'price-asc') items = [...items].sort((a, b) => a.price - b.price);
    if (query.sort === 'price-desc') items = [...items].sort((a, b) => b.price - a.price);
    const side = `<nav aria-label="Departments"><ul>${DEPTS.map(([v, t]) => `<li>${dept && dept[0] === v ? `<strong>${t}</strong>` : `<a href="/instruments?dept=${v}">${t}</a>`}</li>`).join('')}</ul></nav>`;
    const sel = (name, label, opts) => `<label>${label} <select name="${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '').toLowerCase() === v.toLowerCase() ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;
    const form = `<form method="get" action="/instruments">${dept ? `<input type="hidden" name="dept" value="${dept[0]}">` : ''}${sel('brand', 'Brand', [['', 'All brands'], ...brands.map((b) => [b, b])])} ${sel('max', 'Max price', [['', 'No limit'], ['100', '£100'], ['300', '£300'], ['500', '£500'], ['1000', '£1,000']])} ${sel('sort', 'Sort by', [['', 'Recommended'], ['price-asc', 'Price: lowest first'], ['price-desc', 'Price: highest first']])} <button type="submit">Refine</button></form>`;
    return page('/instruments', query, dept ? dept[1] : 'All instruments', `${side}${form}<p>${items.length} items</p><ul class="cards">${items.map(card).join('')}</ul>`);
  }

  function itemPage(i, query) {
    const finish = i.finishes.find((f) => f.toLowerCase() === (query.finish || '').toLowerCase()) || i.finishes[0];
    const fin = i.finishes.length > 1 ? `<form method="get" action="/item/${i.slug}"><fieldset><legend>${i.dept === 'accessories' ? 'Type' : 'Finish'}: ${esc(finish)}</legend>${i.finishes.map((f) => `<label style="display:inline"><input type="radio" name="finish" value="${esc(f)}"${f === finish ? ' checked' : ''} onchange="this.form.submit()"> ${esc(f)}</label> `).join('')}</fieldset><button type="submit">Choose</button></form>` : `<p>Finish: ${esc(finish)}</p>`;
    const buy = `<form method="post" action="/basket/add"><input type="hidden" name="item" value="${i.slug}"><input type="hidden" name="finish" value="${esc(finish)}"><label>Quantity <select name="qty">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form><form method="post" action="/wishlist/add"><input type="hidden" name="item" value="${i.slug}"><button type="submit" aria-label="Save to wishlist" title="Save to wishlist">♡</button></form>`;
    return page(`/item/${i.slug}`, query, i.name, `<p><a href="/instruments?dept=${i.dept}">‹ ${DEPTS.find((d) => d[0] === i.dept)[1]}</a></p><p>${esc(i.brand)}</p><p class="price"><strong>${money(i.price)}</strong></p>${fin}${buy}<p>In stock at Bridge Street. Free delivery over £100.</p>`);
  }

  function basket(msg = '') {
    const rows = st.basket.map((l, x) => `<tr><td><a href="/item/${l.item}">${esc(item(l.item).name)}</a></td><td>${esc(l.finish)}</td><td><form method="post" action="/basket/qty"><input type="hidden" name="line" value="${x}"><input type="number" name="qty" value="${l.qty}" min="1" aria-label="Quantity"> <button type="submit">Update</button></form></td><td>${money(item(l.item).price * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${x}"><button type="submit">Remove</button></form></td></tr>`).join('');
    const body = st.basket.length ? `<table><thead><tr><th>Item</th><th>Option</th><th>Qty</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><form method="post" action="/basket/promo"><label>Promo code <input name="code"></label> <button type="submit">Apply</button></form>${msg ? `<p class="err">${esc(msg)}</p>` : ''}${st.promo ? `<p>Code ${st.promo}: −${money(discount())}</p>` : ''}<p>Total <strong>${money(subtotal() - discount())}</strong></p><p><a href="/checkout">Go to checkout</a></p>` : '<p>Your basket is empty.</p>';
    return page('/basket', {}, 'Your basket', body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/cookies') { cookiesOk = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const i = item(one(form, 'item'));
        if (!i) return { status: 400, html: '<p>Unknown item.</p>' };
        const finish = i.finishes.includes(one(form, 'finish')) ? one(form, 'finish') : i.finishes[0];
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.item === i.slug && x.finish === finish);
        if (l) l.qty += qty; else st.basket.push({ item: i.slug, finish, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/qty') { const l = st.basket[Number(one(form, 'line'))]; const q = parseInt(one(form, 'qty'), 10); if (l && q > 0) l.qty = q; return { redirect: '/basket' }; }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') { const c = one(form, 'code').toUpperCase(); if (!PROMOS[c]) return { status: 400, ...basket('Sorry, that code is not valid.') }; st.promo = c; return { redirect: '/basket' }; }
      if (path === '/checkout') {
        const o = { name: one(form, 'name'), email: one(form, 'email'), delivery: one(form, 'delivery') };
        if (o.delivery !== 'collect') o.address = one(form, 'address');
        if (!o.name || !o.email || !['standard', 'next-day', 'collect'].includes(o.delivery) || (o.delivery !== 'collect' && !o.address) || !st.basket.length) return { status: 400, html: '<p class="err">Please complete the checkout form.</p>' };
        const fee = o.delivery === 'next-day' ? 9.95 : o.delivery === 'standard' && subtotal() < 100 ? 4.95 : 0;
        st.orders.push({ ref: `BSM-${7001 + st.orders.length}`, items: st.basket, ...o, promo: st.promo, total: Math.round((subtotal() - discount() + fee) * 100) / 100 });
        st.basket = []; st.promo = '';
        return { redirect: '/checkout/done' };
      }
      if (path === '/wishlist/add') { const i = item(one(form, 'item')); if (i && !st.wishlist.includes(i.slug)) st.wishlist.push(i.slug); return { redirect: '/wishlist' }; }
      if (path === '/wishlist/remove') { st.wishlist = st.wishlist.filter((s) => s !== one(form, 'item')); return { redirect: '/wishlist' }; }
      if (path === '/repairs') {
        const r = { instrument: one(form, 'instrument'), service: one(form, 'service'), dropoff: one(form, 'dropoff'), name: one(form, 'name'), phone: one(form, 'phone'), notes: one(form, 'notes') };
        if (!REPAIR_TYPES.some((x) => x[0] === r.instrument) || !SERVICES.some((x) => x[0] === r.service) || !DROP.includes(r.dropoff) || !r.name || !r.phone) return { status: 400, html: '<p class="err">Please complete the repair form.</p>' };
        st.repairs.push({ ref: `RP-${89 + st.repairs.length - 1}`, ...r, status: 'booked' }); return { redirect: '/account' };
      }
      if (path === '/rent') {
        const r = { instrument: one(form, 'instrument'), months: Number(one(form, 'months')), name: one(form, 'name') };
        if (!RENTALS.some((x) => x[0] === r.instrument) || ![3, 6, 12].includes(r.months) || !r.name) return { status: 400, html: '<p class="err">Please complete the rental form.</p>' };
        st.rentals.push({ ref: `RN-${13 + st.rentals.length - 1}`, ...r, status: 'active' }); return { redirect: '/account' };
      }
      const am = path.match(/^\/account\/(repairs|rentals)\/([^/]+)\/(cancel|extend|return)$/);
      if (am) {
        const list = am[1] === 'repairs' ? st.repairs : st.rentals;
        const r = list.find((x) => x.ref === am[2]);
        if (!r) return { status: 404, html: '<p>Not found</p>' };
        if (am[3] === 'cancel') r.status = 'cancelled';
        if (am[3] === 'extend') r.months += Number(one(form, 'months')) || 3;
        if (am[3] === 'return') r.status = 'returning';
        return { redirect: '/account' };
      }
      if (path === '/lessons/trial') {
        const t = { teacher: one(form, 'teacher'), student: one(form, 'student'), age: Number(one(form, 'age')), when: one(form, 'when'), phone: one(form, 'phone') };
        if (!TEACHERS.some((x) => x[0] === t.teacher) || !t.student || !t.age || !t.when || !t.phone) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.trials.push(t); return { redirect: '/lessons' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Your local music shop since 1986', `<p>Guitars, keyboards, drums and ukuleles, a repair workshop and lessons upstairs.</p><ul class="cards">${DEPTS.map(([v, t]) => `<li><h2><a href="/instruments?dept=${v}">${t}</a></h2></li>`).join('')}</ul>`);
    if (path === '/instruments') return instruments(query);
    const im = path.match(/^\/item\/([^/]+)$/);
    if (im && item(im[1])) return itemPage(item(im[1]), query);
    if (path === '/search') {
      const q = (query.q || '').toLowerCase().trim();
      const items = ITEMS.filter((i) => q && q.split(/\s+/).every((w) => `${i.name} ${i.brand} ${i.dept}`.toLowerCase().includes(w)));
      return page('/search', query, `Results for "${query.q || ''}"`, `<p>${items.length} results</p><ul class="cards">${items.map(card).join('')}</ul>`, query.q || '');
    }
    if (path === '/basket') return basket();
    if (path === '/checkout') return page('/checkout', {}, 'Checkout', `<p>Total ${money(subtotal() - discount())}</p><form method="post" action="/checkout"><label>Full name <input name="name" required></label><label>Email <input type="email" name="email" required></label><fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="standard" required> Standard, 3–5 days (free over £100, otherwise ${money(4.95)})</label><label><input type="radio" name="delivery" value="next-day"> Next working day (${money(9.95)})</label><label><input type="radio" name="delivery" value="collect"> Collect from the shop</label></fieldset><label>Address <input name="address"></label><button type="submit">Place order</button></form>`);
    if (path === '/checkout/done') return page(path, {}, 'Order placed', `<p>Thanks! Your order ${st.orders.length ? st.orders[st.orders.length - 1].ref : ''} is confirmed.</p>`);
    if (path === '/wishlist') return page('/wishlist', {}, 'Wishlist', st.wishlist.length ? `<ul>${st.wishlist.map((s) => `<li><a href="/item/${s}">${esc(item(s).name)}</a> <form method="post" action="/wishlist/remove" style="display:inline"><input type="hidden" name="item" value="${s}"><button type="submit">Remove</button></form></li>`).join('')}</ul>` : '<p>Nothing saved yet.</p>');
    if (path === '/repairs') return page('/repairs', {}, 'Workshop repairs', `<table><thead><tr><th>Service</th><th>From</th></tr></thead><tbody>${SERVICES.map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><h2>Book a repair</h2><form method="post" action="/repairs"><label>Instrument <select name="instrument" required><option value="">Select</option>${REPAIR_TYPES.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><fieldset><legend>Service</legend>${SERVICES.map(([v, t]) => `<label><input type="radio" name="service" value="${v}" required> ${t}</label>`).join('')}</fieldset><label>Drop-off day <select name="dropoff" required><option value="">Select</option>${DROP.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label><label>Name <input name="name" required></label><label>Phone <input type="tel" name="phone" required></label><label>Anything we should know? <textarea name="notes"></textarea></label><button type="submit">Book repair</button></form>`);
    if (path === '/rent') return page('/rent', {}, 'Rent an instrument', `<p>Ideal for school music lessons. Rent for 3, 6 or 12 months; what you pay counts towards buying it.</p><table><thead><tr><th>Instrument</th><th>Per month</th></tr></thead><tbody>${RENTALS.map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><form method="post" action="/rent"><label>Instrument <select name="instrument" required><option value="">Select</option>${RENTALS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><fieldset><legend>Rental period</legend>${[3, 6, 12].map((m) => `<label><input type="radio" name="months" value="${m}" required> ${m} months</label>`).join('')}</fieldset><label>Name of the person renting <input name="name" required></label><button type="submit">Start rental</button></form>`);
    if (path === '/lessons') return page('/lessons', {}, 'Lessons', `<table><thead><tr><th>Teacher</th><th>Instrument</th><th>Teaches on</th><th>30 minutes</th><th></th></tr></thead><tbody>${TEACHERS.map(([v, t, ins, days, p]) => `<tr><td>${t}</td><td>${ins}</td><td>${days}</td><td>${money(p)}</td><td><a href="/lessons/trial?teacher=${v}">Book a free trial</a></td></tr>`).join('')}</tbody></table>`);
    if (path === '/lessons/trial') {
      const t = TEACHERS.find((x) => x[0] === query.teacher);
      if (!t) return page('/lessons/trial', query, 'Free trial lesson', '<p>Choose a teacher on the <a href="/lessons">lessons page</a>.</p>');
      return page('/lessons/trial', query, `Free trial lesson with ${t[1]}`, `<form method="post" action="/lessons/trial"><input type="hidden" name="teacher" value="${t[0]}"><label>Student's name <input name="student" required></label><label>Student's age <input type="number" name="age" min="4" max="99" required></label><label>Best time <select name="when" required><option value="">Select</option><option value="after-school">Weekday after school</option><option value="evening">Weekday evening</option><option value="saturday">Saturday morning</option></select></label><label>Contact phone <input type="tel" name="phone" required></label><button type="submit">Request trial</button></form>`);
    }
    if (path === '/account') {
      const rep = st.repairs.map((r) => `<tr><td>${r.ref}</td><td>${SERVICES.find((s) => s[0] === r.service)[1]} — ${REPAIR_TYPES.find((s) => s[0] === r.instrument)[1]}</td><td>${nice(r.dropoff)}</td><td>${r.status === 'booked' ? `Booked</td><td><form method="post" action="/account/repairs/${r.ref}/cancel"><button type="submit">Cancel repair</button></form>` : 'Cancelled</td><td>'}</td></tr>`).join('');
      const ren = st.rentals.map((r) => `<tr><td>${r.ref}</td><td>${RENTALS.find((s) => s[0] === r.instrument)[1]}</td><td>${r.months} months</td><td>${r.status === 'active' ? `Active</td><td><form method="post" action="/account/rentals/${r.ref}/extend" style="display:inline"><select name="months" aria-label="Extend by"><option value="3">3 more months</option><option value="6">6 more months</option></select> <button type="submit">Extend</button></form> <form method="post" action="/account/rentals/${r.ref}/return" style="display:inline"><button type="submit">Arrange return</button></form>` : 'Being returned</td><td>'}</td></tr>`).join('');
      return page('/account', {}, 'Your account', `<p>Chris Moore</p><h2>Repairs</h2><table><tbody>${rep}</tbody></table><h2>Rentals</h2><table><tbody>${ren}</tbody></table>`);
    }
    return { status: 404, ...page(path, query, 'Not found', '<p>Page not found.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); cookiesOk = false; },
  };
}
