// Hearthside Sweeps — a chimney sweep and stove service: a home-page postcode checker, services and prices,
// a booking form (service, flues, day menu with full days, time-window radios, address, certificate by
// email or post, a required safety box), My account (appointments to move or cancel with a reason,
// certificates to email again, fuel orders, contact details), a fuel shop (a size menu and quantity per
// row, a basket, a delivery-day checkout), a landlords' quote form, FAQs, a contact form, a newsletter.
import { esc, clone, parseBody, one, parseUrl, layout, money } from '../lib.mjs';

const BRAND = 'Hearthside Sweeps';
const NAV = [['/services', 'Services & prices'], ['/book', 'Book a sweep'], ['/fuel', 'Logs & fuel'], ['/areas', 'Areas we cover'], ['/quote', 'Landlords & businesses'], ['/faq', 'FAQs'], ['/contact', 'Contact'], ['/account', 'My account'], ['/basket', 'Basket']];
const SERVICES = [
  ['sweep-open', 'Chimney sweep: open fire', 65, 'Brush and vacuum sweep, smoke test, certificate.'],
  ['sweep-stove', 'Chimney sweep: wood burner or multi-fuel stove', 70, 'Sweep through the stove or register plate, smoke test, certificate.'],
  ['stove-service', 'Stove service', 95, 'Sweep plus door rope and glass seals checked, baffle cleaned, firebricks inspected.'],
  ['cctv', 'CCTV chimney survey', 120, 'Camera inspection of the whole flue with a recorded report.'],
  ['nest', 'Bird nest removal', 85, 'Jackdaw nests removed from the flue and a guard fitted to the pot.'],
];
const EXTRA_FLUE = 35;
const WINDOWS = [['morning', 'Morning (8am – 12 noon)'], ['afternoon', 'Afternoon (12 noon – 4pm)']];
const DAY0 = Date.UTC(2026, 11, 3); // Thursday 3 December 2026
const iso = (t) => new Date(t).toISOString().slice(0, 10);
const dow = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const when = (d) => (d.startsWith('2026') ? nice(d) : `${nice(d)} ${d.slice(0, 4)}`);
const DAYS = Array.from({ length: 20 }, (_, i) => iso(DAY0 + (i + 1) * 864e5)).filter((d) => dow(d) !== 0);
const FULL = ['2026-12-04', '2026-12-07', '2026-12-12'];
const FUEL_DAYS = DAYS.filter((d) => dow(d) === 2 || dow(d) === 5);
const REASONS = ['No longer needed', 'Found another sweep', 'Date no longer suits', 'Stove or fire removed', 'Other'];
const TOPICS = ['Booking', 'Billing', 'Certificates', 'Fuel delivery', 'Something else'];
const PLACE_TYPES = [['letting-agent', 'Letting agent'], ['holiday-lets', 'Holiday lets'], ['pub', 'Pub, hotel or restaurant'], ['other', 'Other']];
const PRODUCTS = [
  { slug: 'ash-logs', name: 'Kiln-dried ash logs', sizes: [['Net', 8], ['Barrow bag', 45], ['Crate', 140]] },
  { slug: 'birch-logs', name: 'Kiln-dried birch logs', sizes: [['Net', 7.5], ['Barrow bag', 42], ['Crate', 130]] },
  { slug: 'kindling', name: 'Kindling', sizes: [['Bag', 5], ['Box of 6 bags', 27]] },
  { slug: 'firelighters', name: 'Natural firelighters', sizes: [['Box of 50', 6]] },
  { slug: 'ecoal', name: 'Ecoal 50 smokeless coal', sizes: [['10kg bag', 11], ['25kg bag', 24]] },
  { slug: 'glass-cleaner', name: 'Stove glass cleaner', sizes: [['500ml', 7]] },
];
const COVERED = ['HX1', 'HX2', 'HX3', 'HX4', 'HX5', 'HX6', 'HX7', 'HD6', 'BD13'];
const PROFILE = { name: 'Martin Hale', phone: '07700 900111', email: 'martin.hale@example.com', address: '8 Rowan Close, Halifax', postcode: 'HX3 5QT' };
const svc = (v) => SERVICES.find((s) => s[0] === v);
const prod = (s) => PRODUCTS.find((p) => p.slug === s);

function seed() {
  return {
    page: { path: '/', query: {} },
    profile: { ...PROFILE },
    appointments: [
      { ref: 'HS-1041', service: 'sweep-stove', flues: 1, date: '2026-12-09', window: 'morning', address: PROFILE.address, postcode: PROFILE.postcode, name: PROFILE.name, phone: PROFILE.phone, email: PROFILE.email, notes: '', certificate: 'email', status: 'booked' },
      { ref: 'HS-0977', service: 'sweep-stove', flues: 1, date: '2025-12-04', window: 'afternoon', address: PROFILE.address, postcode: PROFILE.postcode, name: PROFILE.name, phone: PROFILE.phone, email: PROFILE.email, notes: '', certificate: 'email', status: 'completed' },
    ],
    certRequests: [],
    basket: [],
    orders: [],
    quotes: [],
    messages: [],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  const linePrice = (l) => prod(l.product).sizes.find((s) => s[0] === l.size)[1] * l.qty;
  const fuelDelivery = (sub) => (sub >= 100 ? 0 : 10);
  const page = (path, query, title, body) => {
    st.page = { path, query };
    const count = st.basket.reduce((s, l) => s + l.qty, 0);
    const footer = `<p>Hearthside Sweeps · Unit 3, Shaw Lane Mills, Halifax HX3 7BD · 01422 555 0190 · Office hours Monday to Friday 8am – 5pm, Saturday 9am – 12pm · Members of the Guild of Master Sweeps · HETAS registered</p>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${count})` : t]), title, body, searchAction: '/faq', searchLabel: 'Search our help', footer }) };
  };
  const apptRow = (a) => `<tr><td>${a.ref}</td><td>${esc(svc(a.service)[1])}</td><td>${when(a.date)}</td><td>${WINDOWS.find((w) => w[0] === a.window)[1]}</td><td>${a.flues}</td><td>${esc(a.address)}, ${esc(a.postcode)}</td><td>${a.status[0].toUpperCase() + a.status.slice(1)}</td><td>${a.status === 'booked' ? `<a href="/account/appointments/${a.ref}/reschedule">Reschedule</a> · <a href="/account/appointments/${a.ref}/cancel">Cancel</a>` : ''}</td></tr>`;
  const dayOptions = (days, selected, full = []) => days.map((d) => `<option value="${d}"${full.includes(d) ? ' disabled' : ''}${selected === d ? ' selected' : ''}>${nice(d)}${full.includes(d) ? ' (fully booked)' : ''}</option>`).join('');

  function bookForm(query, err = '') {
    const p = st.profile;
    const pre = svc(query.service) ? query.service : '';
    return page('/book', query, 'Book a sweep', `<p>Prices include a smoke test and a certificate for your insurer. Extra flues at the same address are ${money(EXTRA_FLUE)} each.</p>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/book">
<label>Service <select name="service" required><option value="">Choose a service</option>${SERVICES.map(([v, t, pr]) => `<option value="${v}"${pre === v ? ' selected' : ''}>${t} — ${money(pr)}</option>`).join('')}</select></label>
<label>Number of flues <select name="flues">${[1, 2, 3].map((n) => `<option>${n}</option>`).join('')}</select></label>
<label>Day <select name="date" required><option value="">Choose a day</option>${dayOptions(DAYS, '', FULL)}</select></label>
<fieldset><legend>Arrival window</legend>${WINDOWS.map(([v, t]) => `<label><input type="radio" name="window" value="${v}" required> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Where</legend><label>Address <input name="address" required value="${esc(p.address)}"></label><label>Postcode <input name="postcode" required value="${esc(p.postcode)}"></label></fieldset>
<fieldset><legend>Your details</legend><label>Name <input name="name" required value="${esc(p.name)}"></label><label>Phone <input type="tel" name="phone" required value="${esc(p.phone)}"></label><label>Email <input type="email" name="email" required value="${esc(p.email)}"></label></fieldset>
<label>Access notes (optional) <textarea name="notes"></textarea></label>
<fieldset><legend>Send my certificate by</legend><label><input type="radio" name="certificate" value="email" checked> Email</label><label><input type="radio" name="certificate" value="post"> Post</label></fieldset>
<label><input type="checkbox" name="fireout" value="yes" required> I will let the fire or stove go out at least 12 hours before the visit</label>
<button type="submit">Book appointment</button></form>`);
  }

  function account() {
    const p = st.profile;
    const certs = st.appointments.filter((a) => a.status === 'completed').map((a) => `<tr><td>${a.ref}</td><td>${when(a.date)}</td><td>${esc(svc(a.service)[1])}</td><td><form method="post" action="/account/certificates/${a.ref}/email"><button type="submit">Email me a copy</button></form></td></tr>`).join('');
    const orders = st.orders.map((o) => `<tr><td>${o.ref}</td><td>${o.items.map((l) => `${esc(prod(l.product).name)} (${esc(l.size)}) × ${l.qty}`).join(', ')}</td><td>${nice(o.day)}</td><td>${money(o.total)}</td></tr>`).join('');
    return page('/account', {}, 'My account', `<p>Signed in as ${esc(p.name)}.</p><h2>Appointments</h2><table><thead><tr><th>Ref</th><th>Service</th><th>Day</th><th>Window</th><th>Flues</th><th>Address</th><th>Status</th><th></th></tr></thead><tbody>${st.appointments.map(apptRow).join('')}</tbody></table>
<h2>Sweep certificates</h2><table><thead><tr><th>Ref</th><th>Visit</th><th>Service</th><th></th></tr></thead><tbody>${certs}</tbody></table>${st.certRequests.length ? '<p>We have emailed the certificate again.</p>' : ''}
<h2>Fuel orders</h2>${orders ? `<table><tbody>${orders}</tbody></table>` : '<p>No fuel orders yet.</p>'}
<h2>Contact details</h2><form method="post" action="/account/details"><label>Name <input name="name" required value="${esc(p.name)}"></label><label>Phone <input type="tel" name="phone" required value="${esc(p.phone)}"></label><label>Email <input type="email" name="email" required value="${esc(p.email)}"></label><label>Address <input name="address" required value="${esc(p.address)}"></label><label>Postcode <input name="postcode" required value="${esc(p.postcode)}"></label><button type="submit">Save details</button></form>`);
  }

  function fuel() {
    const rows = PRODUCTS.map((p) => `<tr><td>${esc(p.name)}</td><td>${p.sizes.map(([s, pr]) => `${esc(s)} ${money(pr)}`).join(' · ')}</td><td><form method="post" action="/basket/add"><input type="hidden" name="product" value="${p.slug}"><select name="size" aria-label="Size of ${esc(p.name)}">${p.sizes.map(([s]) => `<option>${esc(s)}</option>`).join('')}</select> <input type="number" name="qty" value="1" min="1" aria-label="Quantity of ${esc(p.name)}"> <button type="submit">Add</button></form></td></tr>`).join('');
    return page('/fuel', {}, 'Logs and fuel', `<p>Kiln-dried to under 20% moisture, Ready to Burn certified. We deliver on Tuesdays and Fridays; free delivery on orders of ${money(100)} or more, otherwise ${money(10)}.</p><table><thead><tr><th>Product</th><th>Sizes and prices</th><th>Buy</th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function basket(err = '') {
    const sub = st.basket.reduce((s, l) => s + linePrice(l), 0);
    const p = st.profile;
    const rows = st.basket.map((l, i) => `<tr><td>${esc(prod(l.product).name)}</td><td>${esc(l.size)}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><input type="number" name="qty" value="${l.qty}" min="1" aria-label="Quantity of ${esc(prod(l.product).name)}"> <button type="submit">Update</button></form></td><td>${money(linePrice(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
    const body = st.basket.length ? `<table><thead><tr><th>Product</th><th>Size</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Subtotal ${money(sub)} · Delivery ${fuelDelivery(sub) ? money(fuelDelivery(sub)) : 'free'} · Total ${money(sub + fuelDelivery(sub))}</p>
<h2>Delivery</h2>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/checkout"><label>Delivery day <select name="day" required><option value="">Choose a day</option>${dayOptions(FUEL_DAYS, '')}</select></label><label>Name <input name="name" required value="${esc(p.name)}"></label><label>Address <input name="address" required value="${esc(p.address)}"></label><label>Postcode <input name="postcode" required value="${esc(p.postcode)}"></label><button type="submit">Place order</button></form>` : '<p>Your basket is empty. <a href="/fuel">Shop logs and fuel</a></p>';
    return page('/basket', {}, 'Basket', body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/book') {
        const a = { service: one(form, 'service'), flues: parseInt(one(form, 'flues'), 10) || 1, date: one(form, 'date'), window: one(form, 'window'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase(), name: one(form, 'name'), phone: one(form, 'phone'), email: one(form, 'email'), notes: one(form, 'notes'), certificate: one(form, 'certificate') || 'email' };
        if (!svc(a.service) || !DAYS.includes(a.date) || FULL.includes(a.date) || !WINDOWS.some((w) => w[0] === a.window) || !a.address || !a.postcode || !a.name || !a.phone || !a.email || !one(form, 'fireout')) return { status: 400, ...bookForm({}, 'Please complete every required field.') };
        st.appointments.unshift({ ref: `HS-${1041 + st.appointments.length - 1}`, ...a, status: 'booked' });
        return { redirect: '/account' };
      }
      const am = path.match(/^\/account\/appointments\/([^/]+)\/(reschedule|cancel)$/);
      if (am) {
        const a = st.appointments.find((x) => x.ref === am[1]);
        if (!a || a.status !== 'booked') return { status: 404, html: '<p>Not found</p>' };
        if (am[2] === 'reschedule') {
          const date = one(form, 'date'); const w = one(form, 'window');
          if (!DAYS.includes(date) || FULL.includes(date) || !WINDOWS.some((x) => x[0] === w)) return { status: 400, html: '<p class="err">Choose a free day and a window.</p>' };
          a.date = date; a.window = w;
        } else {
          if (!one(form, 'reason')) return { status: 400, html: '<p class="err">Choose a reason.</p>' };
          a.status = 'cancelled'; a.reason = one(form, 'reason');
        }
        return { redirect: '/account' };
      }
      const cm = path.match(/^\/account\/certificates\/([^/]+)\/email$/);
      if (cm) { if (!st.certRequests.includes(cm[1])) st.certRequests.push(cm[1]); return { redirect: '/account' }; }
      if (path === '/account/details') {
        const p = { name: one(form, 'name'), phone: one(form, 'phone'), email: one(form, 'email'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase() };
        if (Object.values(p).some((v) => !v)) return { status: 400, html: '<p class="err">All fields are needed.</p>' };
        st.profile = p; return { redirect: '/account' };
      }
      if (path === '/basket/add') {
        const p = prod(one(form, 'product'));
        if (!p) return { status: 400, html: '<p>Unknown product.</p>' };
        const size = p.sizes.some((s) => s[0] === one(form, 'size')) ? one(form, 'size') : p.sizes[0][0];
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.product === p.slug && x.size === size);
        if (l) l.qty += qty; else st.basket.push({ product: p.slug, size, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') { const l = st.basket[Number(one(form, 'line'))]; const q = parseInt(one(form, 'qty'), 10); if (l && q > 0) l.qty = q; return { redirect: '/basket' }; }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/checkout') {
        const o = { day: one(form, 'day'), name: one(form, 'name'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase() };
        if (!st.basket.length || !FUEL_DAYS.includes(o.day) || !o.name || !o.address || !o.postcode) return { status: 400, ...basket('Please choose a delivery day and give an address.') };
        const sub = st.basket.reduce((s, l) => s + linePrice(l), 0);
        st.orders.push({ ref: `HF-${501 + st.orders.length}`, items: st.basket, ...o, total: sub + fuelDelivery(sub) });
        st.basket = []; return { redirect: '/order/thanks' };
      }
      if (path === '/quote') {
        const q = { organisation: one(form, 'organisation'), type: one(form, 'type'), properties: parseInt(one(form, 'properties'), 10) || 0, contact: one(form, 'contact'), email: one(form, 'email'), message: one(form, 'message') };
        if (!q.organisation || !PLACE_TYPES.some((t) => t[0] === q.type) || !q.properties || !q.contact || !q.email) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.quotes.push(q); return { redirect: '/quote/sent' };
      }
      if (path === '/contact') {
        const m = { topic: one(form, 'topic'), name: one(form, 'name'), email: one(form, 'email'), message: one(form, 'message') };
        if (!m.topic || !m.name || !m.email || !m.message) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.messages.push(m); return { redirect: '/contact/sent' };
      }
      if (path === '/newsletter') { const e = one(form, 'email'); if (!e) return { status: 400, html: '<p>Enter an email.</p>' }; if (!st.newsletter.includes(e)) st.newsletter.push(e); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Chimney sweeping and stove servicing across Calderdale', `<section aria-label="Do we cover you?"><h2>Do we cover your area?</h2><form method="get" action="/areas"><label>Your postcode <input name="postcode" required></label> <button type="submit">Check postcode</button></form></section>
<ul class="cards"><li><h2><a href="/book">Book a sweep</a></h2><p>From ${money(65)}, certificate included.</p></li><li><h2><a href="/fuel">Kiln-dried logs</a></h2><p>Delivered Tuesdays and Fridays.</p></li><li><h2><a href="/quote">Landlords</a></h2><p>Annual sweeps for rented homes.</p></li></ul>
<blockquote>“On time, no mess, and he found a jackdaw nest we never knew about.” — a customer in Sowerby Bridge</blockquote>
<section aria-label="Newsletter"><h2>Seasonal reminders</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label> <button type="submit">Remind me each autumn</button></form></section>`);
    if (path === '/areas') {
      const pc = (query.postcode || '').toUpperCase().trim();
      const district = pc.split(/\s+/)[0];
      const result = pc ? (COVERED.includes(district) ? `<p><strong>Good news: we cover ${esc(pc)}.</strong> <a href="/book">Book a sweep</a></p>` : `<p><strong>Sorry, ${esc(pc)} is outside our area.</strong> We cover ${COVERED.join(', ')}.</p>`) : '';
      return page('/areas', query, 'Areas we cover', `<form method="get" action="/areas"><label>Postcode <input name="postcode" required value="${esc(query.postcode || '')}"></label> <button type="submit">Check postcode</button></form>${result}<p>Halifax, Sowerby Bridge, Hebden Bridge, Brighouse, Elland, Queensbury and the villages between.</p>`);
    }
    if (path === '/services') return page('/services', {}, 'Services and prices', `<table><thead><tr><th>Service</th><th>What we do</th><th>Price (first flue)</th><th></th></tr></thead><tbody>${SERVICES.map(([v, t, pr, d]) => `<tr><td>${t}</td><td>${d}</td><td>${money(pr)}</td><td><a href="/book?service=${v}">Book</a></td></tr>`).join('')}</tbody></table><p>Each extra flue at the same address: ${money(EXTRA_FLUE)}.</p>`);
    if (path === '/book') return bookForm(query);
    if (path === '/account') return account();
    const am = path.match(/^\/account\/appointments\/([^/]+)\/(reschedule|cancel)$/);
    if (am) {
      const a = st.appointments.find((x) => x.ref === am[1]);
      if (!a || a.status !== 'booked') return { status: 404, ...page(path, {}, 'Not found', '<p>No such appointment.</p>') };
      const head = `<p>${esc(svc(a.service)[1])}, ${nice(a.date)}, ${WINDOWS.find((w) => w[0] === a.window)[1].toLowerCase()}.</p>`;
      if (am[2] === 'reschedule') return page(path, {}, `Reschedule ${a.ref}`, `${head}<form method="post" action="${path}"><label>New day <select name="date" required><option value="">Choose a day</option>${dayOptions(DAYS, '', FULL)}</select></label><fieldset><legend>Arrival window</legend>${WINDOWS.map(([v, t]) => `<label><input type="radio" name="window" value="${v}" required${a.window === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Move appointment</button></form>`);
      return page(path, {}, `Cancel ${a.ref}`, `${head}<p>There is no charge for cancelling more than 24 hours ahead.</p><form method="post" action="${path}"><label>Reason <select name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label><button type="submit">Cancel appointment</button></form><p><a href="/account">Keep it</a></p>`);
    }
    if (path === '/fuel') return fuel();
    if (path === '/basket') return basket();
    if (path === '/order/thanks') return page(path, {}, 'Thank you for your order', '<p>We will text you the evening before delivery.</p>');
    if (path === '/quote') return page('/quote', {}, 'Landlords and businesses', `<p>One visit for all your properties, certificates sent to you and your tenants.</p><form method="post" action="/quote"><label>Organisation <input name="organisation" required></label><label>Type <select name="type" required><option value="">Choose</option>${PLACE_TYPES.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><label>Number of properties <input type="number" name="properties" min="1" required></label><label>Contact name <input name="contact" required></label><label>Email <input type="email" name="email" required></label><label>Anything else (optional) <textarea name="message"></textarea></label><button type="submit">Request a quote</button></form>`);
    if (path === '/quote/sent') return page(path, {}, 'Quote requested', '<p>We will reply within two working days.</p>');
    if (path === '/faq') {
      const FAQ = [['How long before the visit should the fire be out?', 'At least 12 hours, so the flue is cold. Stoves can stay warm for a long time.'], ['How often should I have my chimney swept?', 'Wood: twice a year while in use. Smokeless coal: at least once a year.'], ['Is it messy?', 'No. We use dust sheets and an industrial vacuum.'], ['Do I get a certificate?', 'Yes, after every sweep, by email or post. Insurers often ask for one.'], ['Can you remove a nest in spring?', 'Not while birds are nesting (March to August): it is against the law.']];
      const q = (query.q || '').toLowerCase();
      const shown = FAQ.filter(([a, b]) => !q || `${a} ${b}`.toLowerCase().includes(q));
      return page('/faq', query, 'Frequently asked questions', shown.map(([a, b]) => `<h2>${a}</h2><p>${b}</p>`).join('') || '<p>Nothing found.</p>');
    }
    if (path === '/contact') return page('/contact', {}, 'Contact us', `<p>Phone 01422 555 0190 or write to us.</p><form method="post" action="/contact"><label>Topic <select name="topic" required><option value="">Choose a topic</option>${TOPICS.map((t) => `<option>${t}</option>`).join('')}</select></label><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Message <textarea name="message" required></textarea></label><button type="submit">Send message</button></form>`);
    if (path === '/contact/sent') return page(path, {}, 'Message sent', '<p>Thanks, we will be in touch.</p>');
    if (path === '/newsletter/thanks') return page(path, {}, 'Thank you', '<p>We will remind you each autumn.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>That page does not exist.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
