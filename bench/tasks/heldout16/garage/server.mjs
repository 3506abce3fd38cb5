// Greaves Motors — MOT and servicing bookings, manage a booking, tyres with fitting, callbacks, MOT reminders.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Greaves Motors';
const NAV = [['/prices', 'Services & prices'], ['/tyres', 'Tyres'], ['/manage', 'Manage my booking'], ['/contact', 'Contact']];
const VEHICLES = {
  KP17XFD: 'Ford Fiesta 1.0 EcoBoost, 2017, petrol',
  LR68WMB: 'Volkswagen Golf 2.0 TDI, 2018, diesel',
  YH21OPC: 'Nissan Leaf, 2021, electric',
  BD19KLM: 'Toyota Yaris Hybrid, 2019, hybrid',
};
const SERVICES = [['mot', 'MOT test', 54.85], ['interim', 'Interim service', 119], ['full', 'Full service', 199], ['full-mot', 'Full service + MOT', 239]];
const EXTRAS = [['aircon', 'Air-con re-gas', 59], ['wipers', 'Wiper blades (pair)', 24], ['brakefluid', 'Brake fluid change', 45]];
const TIMES = ['08:00', '08:30', '09:00', '10:00', '11:00', '13:00', '14:00', '15:00'];
const DAY0 = Date.UTC(2026, 10, 30); // today: Monday 30 November 2026
const iso = (t) => new Date(t).toISOString().slice(0, 10);
const DATES = Array.from({ length: 12 }, (_, i) => iso(DAY0 + (i + 1) * 864e5)).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0);
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const short = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const BUSY = new Set(['2026-12-01 10:00', '2026-12-01 13:00', '2026-12-02 08:00', '2026-12-02 09:00', '2026-12-03 09:00', '2026-12-03 11:00', '2026-12-04 08:30', '2026-12-04 15:00', '2026-12-05 08:00', '2026-12-05 09:00', '2026-12-07 10:00']);
const regKey = (r) => String(r || '').toUpperCase().replace(/\s+/g, '');
const fmtReg = (r) => { const k = regKey(r); return k.length === 7 ? `${k.slice(0, 4)} ${k.slice(4)}` : k; };
const TYRES = [
  { id: 't1', brand: 'Michelin', model: 'Primacy 4', size: '205/55 R16', season: 'summer', price: 96 },
  { id: 't2', brand: 'Continental', model: 'PremiumContact 6', size: '205/55 R16', season: 'summer', price: 102 },
  { id: 't3', brand: 'Falken', model: 'Ziex ZE310', size: '205/55 R16', season: 'summer', price: 68 },
  { id: 't4', brand: 'Michelin', model: 'CrossClimate 2', size: '205/55 R16', season: 'all-season', price: 118 },
  { id: 't5', brand: 'Bridgestone', model: 'Blizzak LM005', size: '205/55 R16', season: 'winter', price: 109 },
  { id: 't6', brand: 'Goodyear', model: 'EfficientGrip Performance 2', size: '195/65 R15', season: 'summer', price: 79 },
  { id: 't7', brand: 'Nokian', model: 'WR Snowproof', size: '195/65 R15', season: 'winter', price: 88 },
  { id: 't8', brand: 'Continental', model: 'WinterContact TS 870', size: '195/65 R15', season: 'winter', price: 84 },
  { id: 't9', brand: 'Avon', model: 'ZV7', size: '195/65 R15', season: 'summer', price: 55 },
  { id: 't10', brand: 'Pirelli', model: 'Cinturato All Season SF2', size: '225/45 R17', season: 'all-season', price: 124 },
  { id: 't11', brand: 'Hankook', model: 'Ventus Prime 4', size: '225/45 R17', season: 'summer', price: 92 },
  { id: 't12', brand: 'Vredestein', model: 'Quatrac', size: '225/45 R17', season: 'all-season', price: 99 },
  { id: 't13', brand: 'Michelin', model: 'Energy Saver+', size: '185/60 R15', season: 'summer', price: 85 },
  { id: 't14', brand: 'Kumho', model: 'Ecowing ES31', size: '185/60 R15', season: 'summer', price: 58 },
];
const CANCEL_REASONS = ['Car sold', 'Found another garage', 'Booked by mistake', 'Date no longer suits', 'Other'];
const CALL_REASONS = ['Booking query', 'Repair quote', 'Warranty', 'Other'];

function seed() {
  return {
    page: { path: '/', query: {} },
    draft: null,
    bookings: [
      { ref: 'GM-4410', reg: 'LR68 WMB', service: 'full', extras: [], date: '2026-12-03', time: '10:00', mode: 'dropoff', courtesy: false, name: 'Priya Patel', phone: '07700 900789', email: 'priya.patel@example.com', total: 199, status: 'booked' },
      { ref: 'GM-4415', reg: 'YH21 OPC', service: 'interim', extras: [], date: '2026-12-08', time: '14:00', mode: 'dropoff', courtesy: false, name: 'Tom Reeve', phone: '07700 900321', email: 'tom.reeve@example.com', total: 119, status: 'booked' },
    ],
    tyreOrders: [],
    callbacks: [],
    reminders: [],
  };
}

export function createSite() {
  let st = seed();
  const page = (path, query, title, body) => {
    st.page = { path, query };
    return { html: layout({ brand: BRAND, nav: NAV, title, body, searchAction: '/prices', searchLabel: 'Search services' }) };
  };
  const svc = (k) => SERVICES.find((s) => s[0] === k);
  const draftTotal = (d) => svc(d.service)[2] + d.extras.reduce((s, e) => s + EXTRAS.find((x) => x[0] === e)[2], 0);
  const timeRadios = (date, cur) => TIMES.map((t) => { const busy = BUSY.has(`${date} ${t}`); return `<label><input type="radio" name="time" value="${t}" required${busy ? ' disabled' : ''}${cur === t ? ' checked' : ''}> ${t}${busy ? ' (unavailable)' : ''}</label>`; }).join('');
  const dateLinks = (base, query, cur) => `<nav aria-label="Choose a day"><ul style="display:flex;gap:.5rem;list-style:none;padding:0">${DATES.map((d) => `<li>${d === cur ? `<strong>${short(d)}</strong>` : `<a href="${esc(withQuery(base, query, { date: d }))}">${short(d)}</a>`}</li>`).join('')}</ul></nav>`;

  function home() {
    return page('/', {}, 'MOTs, servicing and tyres in Leeds', `<div role="region" aria-label="Cookie notice" style="border:1px solid #aa0;padding:.5rem">We use cookies for analytics. <a href="/">Accept</a> <a href="/">Reject non-essential</a></div>
<section><h2>Book your car in</h2><form method="get" action="/book"><label>Your registration <input name="reg" placeholder="e.g. AB12 CDE" required></label><button type="submit">Get started</button></form></section>
<section><h2>Never miss your MOT</h2><form method="post" action="/reminders"><label>Registration <input name="reg" required></label><label>Email address <input type="email" name="email" required></label>
<fieldset><legend>Remind me</legend><label><input type="radio" name="when" value="1-month" checked> 1 month before</label><label><input type="radio" name="when" value="2-weeks"> 2 weeks before</label></fieldset><button type="submit">Set up reminder</button></form></section>`);
  }

  function book(query) {
    const key = regKey(query.reg);
    const v = VEHICLES[key];
    if (!v) return page('/book', query, 'Book your car in', `<p class="err">We couldn't find a vehicle with the registration ${esc(query.reg || '')}.</p><form method="get" action="/book"><label>Your registration <input name="reg" value="${esc(query.reg || '')}"></label><button type="submit">Try again</button></form>`);
    const ev = key === 'YH21OPC';
    return page('/book', query, 'Choose your services', `<p>We found your vehicle: <strong>${fmtReg(key)}</strong> — ${esc(v)}. <a href="/">Not your car?</a></p>
<form method="post" action="/book/services"><input type="hidden" name="reg" value="${fmtReg(key)}"><fieldset><legend>Service</legend>${SERVICES.map(([k, t, p]) => `<label><input type="radio" name="service" value="${k}" required> ${t} – ${money(p)}</label>`).join('')}</fieldset>
<fieldset><legend>Add extras</legend>${EXTRAS.filter(([k]) => !(ev && k === 'aircon')).map(([k, t, p]) => `<label><input type="checkbox" name="extra" value="${k}"> ${t} – ${money(p)}</label>`).join('')}</fieldset><button type="submit">Choose a date</button></form>`);
  }

  function slot(query) {
    const d = st.draft;
    if (!d) return page('/book/slot', query, 'Choose a date and time', '<p>Start by entering your registration. <a href="/">Book now</a></p>');
    const date = DATES.includes(query.date) ? query.date : '';
    let body = `<p>${esc(d.reg)} · ${svc(d.service)[1]}</p><h2>Pick a day</h2>${dateLinks('/book/slot', {}, date)}`;
    if (date) {
      body += `<form method="post" action="/book/slot"><input type="hidden" name="date" value="${date}"><fieldset><legend>Times on ${nice(date)}</legend>${timeRadios(date, '')}</fieldset>
<fieldset><legend>Will you wait or drop off?</legend><label><input type="radio" name="mode" value="wait" required> I'll wait in the lounge</label><label><input type="radio" name="mode" value="dropoff"> I'll drop the car off</label></fieldset>
<label><input type="checkbox" name="courtesy" value="yes"> I'd like a courtesy car (subject to availability)</label><button type="submit">Continue</button></form>`;
    }
    return page('/book/slot', date ? { date } : {}, 'Choose a date and time', body);
  }

  function details(err = '') {
    if (!st.draft) return page('/book/details', {}, 'Your details', '<p>Start by entering your registration. <a href="/">Book now</a></p>');
    return page('/book/details', {}, 'Your details', `${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/book/details">
<label>Title <select name="title"><option value="">–</option>${['Mr', 'Mrs', 'Ms', 'Mx', 'Dr'].map((t) => `<option>${t}</option>`).join('')}</select></label>
<label>First name <input name="first" required></label><label>Last name <input name="last" required></label><label>Mobile number <input name="phone" type="tel" required></label><label>Email <input name="email" type="email" required></label>
<label>Current mileage (optional) <input name="mileage" inputmode="numeric"></label><label>Anything we should know? <textarea name="notes"></textarea></label>
<fieldset><legend>How should we contact you?</legend><label><input type="radio" name="contact" value="sms" checked> Text message</label><label><input type="radio" name="contact" value="email"> Email</label><label><input type="radio" name="contact" value="phone"> Phone call</label></fieldset><button type="submit">Review booking</button></form>`);
  }

  function review() {
    const d = st.draft;
    if (!d || !d.name) return page('/book/review', {}, 'Review your booking', '<p>Nothing to review yet.</p>');
    return page('/book/review', {}, 'Review your booking', `<table><tbody><tr><th>Vehicle</th><td>${esc(d.reg)}</td></tr><tr><th>Service</th><td>${svc(d.service)[1]}${d.extras.length ? ` + ${d.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1]).join(', ')}` : ''}</td></tr><tr><th>When</th><td>${nice(d.date)} at ${d.time} (${d.mode === 'wait' ? 'waiting' : 'drop-off'}${d.courtesy ? ', courtesy car' : ''})</td></tr><tr><th>Name</th><td>${esc(d.name)}</td></tr><tr><th>Total</th><td>${money(draftTotal(d))}</td></tr></tbody></table>
<form method="post" action="/book/confirm"><label><input type="checkbox" name="terms" value="yes" required> I agree to the terms and conditions</label><button type="submit">Confirm booking</button></form><p><a href="/book/slot">Change date or time</a></p>`);
  }

  function manage(query) {
    const b = st.bookings.find((x) => x.ref.toUpperCase() === String(query.ref || '').toUpperCase().trim() && x.name.split(' ').pop().toLowerCase() === String(query.surname || '').toLowerCase().trim());
    let body = `<form method="get" action="/manage"><label>Booking reference <input name="ref" value="${esc(query.ref || '')}" required></label><label>Surname <input name="surname" value="${esc(query.surname || '')}" required></label><button type="submit">Find booking</button></form>`;
    if (query.ref && !b) body += '<p class="err">We could not find a booking with those details.</p>';
    if (b) {
      body += `<h2>Booking ${b.ref}</h2><table><tbody><tr><th>Vehicle</th><td>${esc(b.reg)}</td></tr><tr><th>Service</th><td>${svc(b.service)[1]}</td></tr><tr><th>When</th><td>${nice(b.date)} at ${b.time}</td></tr><tr><th>Status</th><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td></tr></tbody></table>`;
      if (b.status === 'booked') {
        body += `<p><a href="/manage/change?ref=${b.ref}">Change date or time</a></p><form method="post" action="/manage/cancel"><input type="hidden" name="ref" value="${b.ref}"><label>Reason for cancelling <select name="reason" required><option value="">Choose a reason</option>${CANCEL_REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label><button type="submit">Cancel booking</button></form>`;
      }
    }
    return page('/manage', query, 'Manage my booking', body);
  }

  function change(query) {
    const b = st.bookings.find((x) => x.ref === query.ref);
    if (!b) return page('/manage/change', query, 'Change booking', '<p>Booking not found.</p>');
    const date = DATES.includes(query.date) ? query.date : '';
    let body = `<p>Currently ${nice(b.date)} at ${b.time}.</p>${dateLinks('/manage/change', { ref: b.ref }, date)}`;
    if (date) body += `<form method="post" action="/manage/change"><input type="hidden" name="ref" value="${b.ref}"><input type="hidden" name="date" value="${date}"><fieldset><legend>Times on ${nice(date)}</legend>${timeRadios(date, '')}</fieldset><button type="submit">Move my booking</button></form>`;
    return page('/manage/change', date ? { ref: b.ref, date } : { ref: b.ref }, `Change booking ${b.ref}`, body);
  }

  function tyres(query) {
    const sel = (name, label, opts) => `<label>${label} <select name="${name}"><option value="">–</option>${opts.map((o) => `<option${String(query[name] || '') === String(o) ? ' selected' : ''}>${o}</option>`).join('')}</select></label>`;
    let body = `<form method="get" action="/tyres" aria-label="Tyre size">${sel('width', 'Width', [185, 195, 205, 225])}${sel('profile', 'Profile', [45, 55, 60, 65])}${sel('rim', 'Rim size', [15, 16, 17])}
<label>Season <select name="season"><option value="">All seasons</option>${[['summer', 'Summer'], ['winter', 'Winter'], ['all-season', 'All-season']].map(([v, t]) => `<option value="${v}"${query.season === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<label>Sort by <select name="sort"><option value="">Recommended</option><option value="price"${query.sort === 'price' ? ' selected' : ''}>Price (lowest first)</option><option value="brand"${query.sort === 'brand' ? ' selected' : ''}>Brand</option></select></label><button type="submit">Find tyres</button></form>
<p>Find your tyre size on the sidewall, e.g. 205/55 R16.</p>`;
    if (query.width && query.profile && query.rim) {
      const size = `${query.width}/${query.profile} R${query.rim}`;
      let list = TYRES.filter((t) => t.size === size && (!query.season || t.season === query.season));
      if (query.sort === 'price') list = [...list].sort((a, b) => a.price - b.price);
      if (query.sort === 'brand') list = [...list].sort((a, b) => a.brand.localeCompare(b.brand));
      body += `<h2>${list.length} tyres in ${size}</h2><table><thead><tr><th>Tyre</th><th>Season</th><th>Price each, fitted</th><th></th></tr></thead><tbody>${list.map((t) => `<tr><td>${t.brand} ${t.model}</td><td>${t.season}</td><td>${money(t.price)}</td><td><form method="get" action="/tyres/fitting"><input type="hidden" name="tyre" value="${t.id}"><label>Quantity <select name="qty">${[1, 2, 3, 4].map((n) => `<option${n === 2 ? ' selected' : ''}>${n}</option>`).join('')}</select></label><button type="submit" aria-label="Book fitting for ${t.brand} ${t.model}">Book fitting</button></form></td></tr>`).join('')}</tbody></table>`;
    }
    return page('/tyres', query, 'Tyres', body);
  }

  function fitting(query) {
    const t = TYRES.find((x) => x.id === query.tyre);
    if (!t) return page('/tyres/fitting', query, 'Book tyre fitting', '<p>Choose a tyre first. <a href="/tyres">Find tyres</a></p>');
    const qty = Math.min(4, Math.max(1, Number(query.qty) || 1));
    return page('/tyres/fitting', query, 'Book tyre fitting', `<p>${qty} × ${t.brand} ${t.model} ${t.size} — ${money(qty * t.price)} fitted.</p>
<form method="post" action="/tyres/fitting"><input type="hidden" name="tyre" value="${t.id}"><input type="hidden" name="qty" value="${qty}">
<label>Fitting day <select name="date" required><option value="">Choose a day</option>${DATES.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label>
<label>Vehicle registration <input name="reg" required></label><label>Your name <input name="name" required></label><label>Phone <input name="phone" type="tel" required></label><button type="submit">Book fitting</button></form>`);
  }

  function contact(err = '') {
    return page('/contact', {}, 'Contact us', `<p>Call 0113 496 0555, or ask us to call you back.</p>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/contact"><label>Name <input name="name" required></label><label>Phone number <input name="phone" type="tel" required></label>
<label>What's it about? <select name="reason" required><option value="">Please choose</option>${CALL_REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label>
<fieldset><legend>Best time to call</legend><label><input type="radio" name="time" value="any" checked> Any time</label><label><input type="radio" name="time" value="morning"> Morning</label><label><input type="radio" name="time" value="afternoon"> Afternoon</label></fieldset>
<label>Message <textarea name="message"></textarea></label><button type="submit">Request a callback</button></form>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/reminders') {
        if (!one(form, 'reg') || !one(form, 'email')) return { status: 400, html: '<p>Fill in both fields.</p>' };
        st.reminders.push({ reg: fmtReg(one(form, 'reg')), email: one(form, 'email').toLowerCase(), when: one(form, 'when') || '1-month' });
        return { redirect: '/reminders/done' };
      }
      if (path === '/book/services') {
        const reg = one(form, 'reg'), service = one(form, 'service');
        if (!VEHICLES[regKey(reg)] || !svc(service)) return { status: 400, html: '<p>Choose a service.</p>' };
        st.draft = { reg: fmtReg(reg), service, extras: all(form, 'extra') };
        return { redirect: '/book/slot' };
      }
      if (path === '/book/slot') {
        const date = one(form, 'date'), time = one(form, 'time'), mode = one(form, 'mode');
        if (!st.draft || !DATES.includes(date) || !TIMES.includes(time) || BUSY.has(`${date} ${time}`) || !mode) return { status: 400, html: '<p>Choose a time and whether you will wait.</p>' };
        Object.assign(st.draft, { date, time, mode, courtesy: !!one(form, 'courtesy') });
        return { redirect: st.draft.name ? '/book/review' : '/book/details' };
      }
      if (path === '/book/details') {
        if (!st.draft) return { redirect: '/' };
        const f = (k) => one(form, k);
        if (!f('first') || !f('last') || !f('phone') || !f('email')) return { status: 400, ...details('Please fill in the required fields.') };
        Object.assign(st.draft, { name: `${f('first')} ${f('last')}`, phone: f('phone'), email: f('email').toLowerCase(), mileage: f('mileage').replace(/[,\s]/g, ''), notes: f('notes'), contact: f('contact') || 'sms' });
        return { redirect: '/book/review' };
      }
      if (path === '/book/confirm') {
        const d = st.draft;
        if (!d || !d.name || !d.date) return { redirect: '/' };
        if (!one(form, 'terms')) return { status: 400, html: '<p class="err">Please agree to the terms.</p>' };
        const ref = `GM-${4420 + st.bookings.length}`;
        st.bookings.push({ ref, reg: d.reg, service: d.service, extras: d.extras, date: d.date, time: d.time, mode: d.mode, courtesy: d.courtesy, name: d.name, phone: d.phone, email: d.email, mileage: d.mileage, notes: d.notes, contact: d.contact, total: draftTotal(d), status: 'booked' });
        st.draft = null;
        return { redirect: `/book/confirmed/${ref}` };
      }
      if (path === '/manage/cancel') {
        const b = st.bookings.find((x) => x.ref === one(form, 'ref'));
        if (!b || !one(form, 'reason')) return { status: 400, html: '<p>Choose a reason.</p>' };
        b.status = 'cancelled'; b.reason = one(form, 'reason');
        return { redirect: `/manage?ref=${b.ref}&surname=${encodeURIComponent(b.name.split(' ').pop())}` };
      }
      if (path === '/manage/change') {
        const b = st.bookings.find((x) => x.ref === one(form, 'ref'));
        const date = one(form, 'date'), time = one(form, 'time');
        if (!b || !DATES.includes(date) || !TIMES.includes(time) || BUSY.has(`${date} ${time}`)) return { status: 400, html: '<p>Choose a free time.</p>' };
        b.date = date; b.time = time;
        return { redirect: `/manage?ref=${b.ref}&surname=${encodeURIComponent(b.name.split(' ').pop())}` };
      }
      if (path === '/tyres/fitting') {
        const t = TYRES.find((x) => x.id === one(form, 'tyre'));
        const f = (k) => one(form, k);
        if (!t || !DATES.includes(f('date')) || !f('reg') || !f('name') || !f('phone')) return { status: 400, html: '<p>Fill in every field.</p>' };
        const qty = Number(f('qty')) || 1;
        st.tyreOrders.push({ tyre: `${t.brand} ${t.model}`, size: t.size, qty, date: f('date'), reg: fmtReg(f('reg')), name: f('name'), phone: f('phone'), total: qty * t.price });
        return { redirect: '/tyres/booked' };
      }
      if (path === '/contact') {
        const f = (k) => one(form, k);
        if (!f('name') || !f('phone') || !f('reason')) return { status: 400, ...contact('Please fill in your name, phone and reason.') };
        st.callbacks.push({ name: f('name'), phone: f('phone'), reason: f('reason'), time: f('time') || 'any', message: f('message') });
        return { redirect: '/contact/thanks' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return home();
    if (path === '/book') return book(query);
    if (path === '/book/slot') return slot(query);
    if (path === '/book/details') return details();
    if (path === '/book/review') return review();
    const cm = path.match(/^\/book\/confirmed\/([^/]+)$/);
    if (cm) return page(path, {}, 'Booking confirmed', `<p>Your booking reference is <strong>${esc(cm[1])}</strong>.</p>`);
    if (path === '/manage') return manage(query);
    if (path === '/manage/change') return change(query);
    if (path === '/tyres') return tyres(query);
    if (path === '/tyres/fitting') return fitting(query);
    if (path === '/tyres/booked') return page(path, {}, 'Fitting booked', '<p>Thanks, see you soon.</p>');
    if (path === '/contact') return contact();
    if (path === '/contact/thanks') return page(path, {}, 'Thanks', '<p>We will call you back within one working day.</p>');
    if (path === '/reminders/done') return page(path, {}, 'Reminder set', '<p>We will email you before your MOT is due.</p>');
    if (path === '/prices') {
      return page('/prices', query, 'Services & prices', `<table><thead><tr><th>Service</th><th>Price</th></tr></thead><tbody>${[...SERVICES, ...EXTRAS].map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><p><a href="/">Book now</a></p>`);
    }
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, that page does not exist.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
