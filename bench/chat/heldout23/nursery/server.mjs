// Fernhollow Nursery — a family plant nursery's web shop: plants by section, pot sizes, basket, checkout, workshops.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Fernhollow Nursery';
const NAV = [['/plants?section=houseplants', 'Houseplants'], ['/plants?section=outdoor', 'Garden plants'], ['/plants?section=herbs', 'Herbs & veg'], ['/workshops', 'Workshops'], ['/visit', 'Visit us'], ['/basket', 'Basket'], ['/account', 'Your account']];

// prices by pot: [pot, price]
const PLANTS = [
  { slug: 'monstera', name: 'Monstera deliciosa', common: 'Swiss cheese plant', section: 'houseplants', light: 'bright', pets: false, height: '60cm', water: 'Weekly', pots: [['12cm', 14], ['17cm', 24], ['24cm', 45]] },
  { slug: 'snake-plant', name: 'Sansevieria', common: 'Snake plant', section: 'houseplants', light: 'low', pets: false, height: '45cm', water: 'Every 3 weeks', pots: [['12cm', 12], ['17cm', 20]] },
  { slug: 'calathea', name: 'Calathea orbifolia', common: 'Prayer plant', section: 'houseplants', light: 'medium', pets: true, height: '40cm', water: 'Twice a week', pots: [['12cm', 16], ['17cm', 28]] },
  { slug: 'spider-plant', name: 'Chlorophytum', common: 'Spider plant', section: 'houseplants', light: 'medium', pets: true, height: '25cm', water: 'Weekly', pots: [['9cm', 6], ['12cm', 9]] },
  { slug: 'pothos', name: 'Epipremnum aureum', common: 'Golden pothos', section: 'houseplants', light: 'low', pets: false, height: '30cm', water: 'Weekly', pots: [['12cm', 11], ['17cm', 19]] },
  { slug: 'parlour-palm', name: 'Chamaedorea elegans', common: 'Parlour palm', section: 'houseplants', light: 'low', pets: true, height: '50cm', water: 'Weekly', pots: [['12cm', 13], ['17cm', 22], ['24cm', 39]] },
  { slug: 'lavender', name: 'Lavandula Hidcote', common: 'English lavender', section: 'outdoor', light: 'bright', pets: true, height: '50cm', water: 'When dry', pots: [['9cm', 5], ['2 litre', 9]] },
  { slug: 'hydrangea', name: 'Hydrangea macrophylla', common: 'Mophead hydrangea', section: 'outdoor', light: 'medium', pets: false, height: '1m', water: 'Twice a week', pots: [['2 litre', 15], ['5 litre', 28]] },
  { slug: 'japanese-maple', name: 'Acer palmatum', common: 'Japanese maple', section: 'outdoor', light: 'medium', pets: true, height: '1.2m', water: 'Weekly', pots: [['5 litre', 35], ['10 litre', 65]] },
  { slug: 'rosemary', name: 'Salvia rosmarinus', common: 'Rosemary', section: 'herbs', light: 'bright', pets: true, height: '40cm', water: 'When dry', pots: [['9cm', 4], ['1 litre', 7]] },
  { slug: 'basil', name: 'Ocimum basilicum', common: 'Sweet basil', section: 'herbs', light: 'bright', pets: true, height: '30cm', water: 'Daily in summer', pots: [['9cm', 3]] },
  { slug: 'mint', name: 'Mentha spicata', common: 'Garden mint', section: 'herbs', light: 'medium', pets: false, height: '40cm', water: 'Twice a week', pots: [['9cm', 3.5], ['1 litre', 6]] },
];
const WORKSHOPS = [
  { slug: 'terrarium', name: 'Make a terrarium', date: '2026-12-05', time: '10:00', price: 38, spaces: 4 },
  { slug: 'wreath', name: 'Christmas wreath making', date: '2026-12-12', time: '14:00', price: 45, spaces: 0 },
  { slug: 'wreath-2', name: 'Christmas wreath making', date: '2026-12-13', time: '14:00', price: 45, spaces: 6 },
  { slug: 'pruning', name: 'Winter pruning for beginners', date: '2026-12-19', time: '11:00', price: 25, spaces: 10 },
];
const PROMOS = { GREEN10: 0.1 };
const SLOTS = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'];
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const plant = (s) => PLANTS.find((p) => p.slug === s);
const priceOf = (p, pot) => (p.pots.find((x) => x[0] === pot) || p.pots[0])[1];
const SECTIONS = { houseplants: 'Houseplants', outdoor: 'Garden plants', herbs: 'Herbs & veg' };

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    promo: '',
    draft: null,
    orders: [{ ref: 'FH-4410', items: [{ plant: 'lavender', pot: '2 litre', qty: 3 }], delivery: 'collect', day: '2026-12-02', name: 'Robin Hale', status: 'placed' }],
    workshopBookings: [],
  };
}

export function createSite() {
  let st = seed();
  let cookiesOk = false;
  const subtotal = () => st.basket.reduce((s, l) => s + priceOf(plant(l.plant), l.pot) * l.qty, 0);
  const total = () => { const s = subtotal(); return s - (PROMOS[st.promo] ? Math.round(s * PROMOS[st.promo] * 100) / 100 : 0); };
  const count = () => st.basket.reduce((s, l) => s + l.qty, 0);

  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const banner = cookiesOk ? '' : `<div role="dialog" aria-label="Cookie consent" style="position:fixed;bottom:0;left:0;right:0;background:#eef6e8;padding:.6rem">This site uses cookies to keep your basket. <form method="post" action="/cookies" style="display:inline"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit">OK, got it</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${count()})` : t]), title, body: body + banner, q, searchLabel: 'Find a plant' }) };
  };
  const card = (p) => `<li><img alt="" src="/img/${p.slug}.jpg" width="100"><h3>${esc(p.common)}</h3><p><em>${esc(p.name)}</em></p><p>From ${money(p.pots[0][1])}${p.pets ? ' · Pet safe' : ''}</p><a href="/plants/${p.slug}">View plant</a></li>`;

  function listing(query) {
    const sec = SECTIONS[query.section] ? query.section : '';
    let items = PLANTS.filter((p) => !sec || p.section === sec);
    if (query.light) items = items.filter((p) => p.light === query.light);
    if (query.pets === 'safe') items = items.filter((p) => p.pets);
    if (query.sort === 'low') items = [...items].sort((a, b) => a.pots[0][1] - b.pots[0][1]);
    if (query.sort === 'high') items = [...items].sort((a, b) => b.pots[0][1] - a.pots[0][1]);
    if (query.sort === 'az') items = [...items].sort((a, b) => a.common.localeCompare(b.common));
    const lights = [['', 'Any light'], ['low', 'Low light'], ['medium', 'Medium light'], ['bright', 'Bright light']].map(([v, t]) => ((query.light || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/plants', query, { light: v }))}">${t}</a>`)).join(' · ');
    const pets = query.pets === 'safe' ? `<a href="${esc(withQuery('/plants', query, { pets: '' }))}">Show all plants</a>` : `<a href="${esc(withQuery('/plants', query, { pets: 'safe' }))}">Pet safe only</a>`;
    const sort = `<form method="get" action="/plants">${sec ? `<input type="hidden" name="section" value="${sec}">` : ''}${query.light ? `<input type="hidden" name="light" value="${esc(query.light)}">` : ''}${query.pets ? `<input type="hidden" name="pets" value="safe">` : ''}<label>Order by <select name="sort" onchange="this.form.submit()">${[['', 'Featured'], ['low', 'Lowest price'], ['high', 'Highest price'], ['az', 'Name']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label> <button type="submit">Go</button></form>`;
    return page('/plants', query, sec ? SECTIONS[sec] : 'All plants', `<p>${lights}</p><p>${pets}</p>${sort}<p>Showing ${items.length} plants</p><ul class="cards">${items.map(card).join('')}</ul>`);
  }

  function product(p, query) {
    const pot = p.pots.some((x) => x[0] === query.pot) ? query.pot : p.pots[0][0];
    const potForm = `<form method="get" action="/plants/${p.slug}"><label>Pot size <select name="pot" onchange="this.form.submit()">${p.pots.map(([v, pr]) => `<option value="${esc(v)}"${v === pot ? ' selected' : ''}>${esc(v)} pot — ${money(pr)}</option>`).join('')}</select></label> <button type="submit">Update</button></form>`;
    const add = `<form method="post" action="/basket/add"><input type="hidden" name="plant" value="${p.slug}"><input type="hidden" name="pot" value="${esc(pot)}"><label>Qty <input type="number" name="qty" value="1" min="1" max="20"></label> <button type="submit">Add to basket</button></form>`;
    const care = `<h2>Care</h2><table><tbody><tr><th>Light</th><td>${p.light === 'low' ? 'Copes with low light' : p.light === 'medium' ? 'Bright, indirect light' : 'Full sun / very bright'}</td></tr><tr><th>Watering</th><td>${p.water}</td></tr><tr><th>Height when bought</th><td>${p.height}</td></tr><tr><th>Safe for cats and dogs</th><td>${p.pets ? 'Yes' : 'No — toxic if eaten'}</td></tr></tbody></table>`;
    return page(`/plants/${p.slug}`, query, p.common, `<p><a href="/plants?section=${p.section}">‹ ${SECTIONS[p.section]}</a></p><p><em>${esc(p.name)}</em></p><p class="price">${money(priceOf(p, pot))}</p>${potForm}${add}${care}`);
  }

  function basket(msg = '') {
    const rows = st.basket.map((l, i) => {
      const p = plant(l.plant);
      return `<tr><td><a href="/plants/${p.slug}">${esc(p.common)}</a></td><td>${esc(l.pot)}</td><td><form method="post" action="/basket/update" style="display:inline"><input type="hidden" name="line" value="${i}"><input type="number" name="qty" value="${l.qty}" min="0" aria-label="Quantity of ${esc(p.common)}"> <button type="submit">Update</button></form></td><td>${money(priceOf(p, l.pot) * l.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`;
    }).join('');
    const promo = `<form method="post" action="/basket/promo"><label>Discount code <input name="code" value="${esc(st.promo)}"></label> <button type="submit">Apply</button></form>${msg ? `<p class="err">${esc(msg)}</p>` : ''}`;
    const body = st.basket.length
      ? `<table><thead><tr><th>Plant</th><th>Pot</th><th>Qty</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>${promo}<p>Subtotal ${money(subtotal())}${PROMOS[st.promo] ? ` · ${st.promo} −${money(subtotal() - total())}` : ''}</p><p>Total to pay: <strong>${money(total())}</strong></p><p><a href="/checkout">Checkout</a></p>`
      : '<p>Your basket is empty.</p>';
    return page('/basket', {}, 'Basket', body);
  }

  function checkout() {
    const slots = SLOTS.map((d) => `<option value="${d}">${nice(d)}</option>`).join('');
    return page('/checkout', {}, 'Checkout', `<p>${count()} plants, ${money(total())}</p><form method="post" action="/checkout">
<fieldset><legend>How would you like your plants?</legend><label><input type="radio" name="delivery" value="deliver" checked> Local delivery (£5.95, within 15 miles)</label><label><input type="radio" name="delivery" value="collect"> Click and collect from the nursery (free)</label></fieldset>
<label>Day <select name="day" required><option value="">Choose a day</option>${slots}</select></label>
<label>Full name <input name="name" required></label><label>Phone <input name="phone" type="tel" required></label><label>Delivery address (if delivering) <input name="address"></label>
<button type="submit">Review order</button></form>`);
  }

  function review() {
    const d = st.draft;
    if (!d) return page('/checkout/review', {}, 'Review your order', '<p>Nothing to review.</p>');
    const fee = d.delivery === 'deliver' ? 5.95 : 0;
    return page('/checkout/review', {}, 'Review your order', `<table><tbody><tr><th>Plants</th><td>${st.basket.map((l) => `${l.qty} × ${esc(plant(l.plant).common)} (${esc(l.pot)})`).join(', ')}</td></tr><tr><th>${d.delivery === 'deliver' ? 'Delivery' : 'Collection'}</th><td>${nice(d.day)}${d.delivery === 'deliver' ? ` to ${esc(d.address)}` : ' from the nursery'}</td></tr><tr><th>Name</th><td>${esc(d.name)}</td></tr><tr><th>Phone</th><td>${esc(d.phone)}</td></tr><tr><th>Total</th><td>${money(total() + fee)}</td></tr></tbody></table><form method="post" action="/checkout/place"><button type="submit">Place order</button></form><p><a href="/checkout">Change details</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/cookies') { cookiesOk = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const p = plant(one(form, 'plant'));
        if (!p) return { status: 400, html: '<p>No such plant.</p>' };
        const pot = p.pots.some((x) => x[0] === one(form, 'pot')) ? one(form, 'pot') : p.pots[0][0];
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.plant === p.slug && x.pot === pot);
        if (l) l.qty += qty; else st.basket.push({ plant: p.slug, pot, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') {
        const i = Number(one(form, 'line')); const q = parseInt(one(form, 'qty'), 10);
        if (st.basket[i] && q >= 0) { if (q === 0) st.basket.splice(i, 1); else st.basket[i].qty = q; }
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/basket/promo') {
        const c = one(form, 'code').toUpperCase();
        if (!PROMOS[c]) return { status: 400, ...basket('That code is not valid.') };
        st.promo = c; return { redirect: '/basket' };
      }
      if (path === '/checkout') {
        const d = { delivery: one(form, 'delivery') || 'deliver', day: one(form, 'day'), name: one(form, 'name'), phone: one(form, 'phone'), address: one(form, 'address') };
        if (!d.day || !d.name || !d.phone || (d.delivery === 'deliver' && !d.address) || !st.basket.length) return { status: 400, html: '<p class="err">Please complete the required fields.</p>' };
        if (d.delivery === 'collect') delete d.address;
        st.draft = d; return { redirect: '/checkout/review' };
      }
      if (path === '/checkout/place') {
        if (!st.draft) return { redirect: '/checkout' };
        const d = st.draft;
        st.orders.push({ ref: `FH-${4411 + st.orders.length - 1}`, items: st.basket, delivery: d.delivery, day: d.day, name: d.name, ...(d.address ? { address: d.address } : {}), promo: st.promo, total: total() + (d.delivery === 'deliver' ? 5.95 : 0), status: 'placed' });
        st.basket = []; st.promo = ''; st.draft = null;
        return { redirect: '/account' };
      }
      const cm = path.match(/^\/account\/orders\/([^/]+)\/cancel$/);
      if (cm) { const o = st.orders.find((x) => x.ref === cm[1]); if (o) o.status = 'cancelled'; return { redirect: '/account' }; }
      if (path === '/workshops/book') {
        const w = WORKSHOPS.find((x) => x.slug === one(form, 'workshop'));
        const places = parseInt(one(form, 'places'), 10) || 0;
        if (!w || !w.spaces || places < 1 || places > w.spaces || !one(form, 'name')) return { status: 400, html: '<p class="err">Please check the form.</p>' };
        st.workshopBookings.push({ workshop: w.slug, places, name: one(form, 'name') });
        return { redirect: '/workshops' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return page('/', {}, 'Plants grown in Fernhollow since 1978', `<p>Houseplants, garden plants and herbs from our glasshouses. Local delivery or click and collect.</p><ul class="cards">${Object.entries(SECTIONS).map(([k, t]) => `<li><h2><a href="/plants?section=${k}">${t}</a></h2></li>`).join('')}<li><h2><a href="/plants">Shop all plants</a></h2></li></ul><h2>This week's favourites</h2><ul class="cards">${['monstera', 'calathea', 'lavender'].map((s) => card(plant(s))).join('')}</ul>`);
    }
    if (path === '/plants') return listing(query);
    const pm = path.match(/^\/plants\/([^/]+)$/);
    if (pm && plant(pm[1])) return product(plant(pm[1]), query);
    if (path === '/search') {
      const q = (query.q || '').toLowerCase().trim();
      const items = PLANTS.filter((p) => q && q.split(/\s+/).every((w) => `${p.name} ${p.common} ${p.section}`.toLowerCase().includes(w.replace(/s$/, ''))));
      return page('/search', query, `Search: ${query.q || ''}`, `<p>${items.length} plants found</p><ul class="cards">${items.map(card).join('')}</ul>`, query.q || '');
    }
    if (path === '/basket') return basket();
    if (path === '/checkout') return checkout();
    if (path === '/checkout/review') return review();
    if (path === '/account') {
      const rows = st.orders.map((o) => `<tr><td>${o.ref}</td><td>${o.items.map((l) => `${l.qty} × ${esc(plant(l.plant).common)}`).join(', ')}</td><td>${o.delivery === 'collect' ? 'Collect' : 'Delivery'} ${nice(o.day)}</td><td>${o.status === 'placed' ? `Placed</td><td><a href="/account/orders/${o.ref}/cancel">Cancel order</a>` : 'Cancelled</td><td>'}</td></tr>`).join('');
      return page('/account', {}, 'Your account', `<p>Hello Robin Hale.</p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Plants</th><th>When</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    const cg = path.match(/^\/account\/orders\/([^/]+)\/cancel$/);
    if (cg) {
      const o = st.orders.find((x) => x.ref === cg[1]);
      if (!o) return { status: 404, ...page(path, {}, 'Not found', '<p>No such order.</p>') };
      return page(path, {}, `Cancel order ${o.ref}?`, `<p>${o.items.map((l) => `${l.qty} × ${esc(plant(l.plant).common)}`).join(', ')}</p><form method="post" action="${path}"><button type="submit">Yes, cancel this order</button></form><p><a href="/account">No, keep it</a></p>`);
    }
    if (path === '/workshops') {
      const rows = WORKSHOPS.map((w) => `<tr><td>${esc(w.name)}</td><td>${nice(w.date)}, ${w.time}</td><td>${money(w.price)}</td><td>${w.spaces ? `${w.spaces} left` : 'Sold out'}</td><td>${w.spaces ? `<a href="/workshops/${w.slug}">Book</a>` : ''}</td></tr>`).join('');
      return page('/workshops', {}, 'Workshops at the nursery', `<p>All materials included; tea and cake in the café afterwards.</p><table><thead><tr><th>Workshop</th><th>When</th><th>Price per person</th><th>Spaces</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    const wm = path.match(/^\/workshops\/([^/]+)$/);
    if (wm) {
      const w = WORKSHOPS.find((x) => x.slug === wm[1]);
      if (!w) return { status: 404, ...page(path, {}, 'Not found', '<p>No such workshop.</p>') };
      return page(path, {}, w.name, `<p>${nice(w.date)} at ${w.time} · ${money(w.price)} per person · ${w.spaces} spaces left</p><form method="post" action="/workshops/book"><input type="hidden" name="workshop" value="${w.slug}"><label>Number of places <select name="places">${Array.from({ length: Math.min(w.spaces, 6) }, (_, i) => `<option>${i + 1}</option>`).join('')}</select></label><label>Name for the booking <input name="name" required></label><button type="submit">Reserve places</button></form>`);
    }
    if (path === '/visit') return page('/visit', {}, 'Visit us', `<p>Fernhollow Nursery, Mill Lane, Ashcombe AC4 7RT.</p><table><tbody><tr><th>Monday – Saturday</th><td>9am – 5:30pm</td></tr><tr><th>Sunday</th><td>10am – 4pm</td></tr><tr><th>Café</th><td>Closes 30 minutes before the nursery</td></tr></tbody></table><p>Free parking for 40 cars. Dogs on leads welcome.</p>`);
    return { status: 404, ...page(path, query, 'Page not found', '<p>We could not find that page.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); cookiesOk = false; },
  };
}
