// Brightside Cleaning — a home cleaning booking site: services by type, search, service pages
// with size / date / time choices in the query, a booking form, and "My bookings" to change
// the date or time of a booking or cancel it.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const S = [
  { slug: 'regular-clean', name: 'Regular home clean', type: 'home', key: 'hours', label: 'Hours', opts: [['2', '2 hours'], ['3', '3 hours'], ['4', '4 hours'], ['5', '5 hours']], rate: 18, about: 'Weekly or fortnightly cleaning of kitchens, bathrooms, floors and dusting.' },
  { slug: 'deep-clean', name: 'Deep clean', type: 'home', key: 'hours', label: 'Hours', opts: [['3', '3 hours'], ['4', '4 hours'], ['5', '5 hours'], ['6', '6 hours']], rate: 24, about: 'A top-to-bottom clean: skirting boards, limescale, behind appliances.' },
  { slug: 'end-of-tenancy', name: 'End of tenancy clean', type: 'home', key: 'hours', label: 'Hours', opts: [['4', '4 hours'], ['6', '6 hours'], ['8', '8 hours']], rate: 26, about: 'Get your deposit back: a full clean before you hand back the keys.' },
  { slug: 'ironing', name: 'Ironing service', type: 'home', key: 'hours', label: 'Hours', opts: [['1', '1 hour'], ['2', '2 hours'], ['3', '3 hours']], rate: 16, about: 'We iron and fold at your home.' },
  { slug: 'after-party', name: 'After-party clean', type: 'home', key: 'hours', label: 'Hours', opts: [['2', '2 hours'], ['3', '3 hours'], ['4', '4 hours']], rate: 22, about: 'Glasses, bottles, sticky floors: we sort it the morning after.' },
  { slug: 'window-clean', name: 'Window cleaning', type: 'specialist', key: 'property', label: 'Property', opts: [['flat', 'Flat', 25], ['2-3-bed', '2–3 bed house', 35], ['4-bed', '4+ bed house', 50]], about: 'Inside and out, frames and sills included.' },
  { slug: 'carpet-clean', name: 'Carpet cleaning', type: 'specialist', key: 'rooms', label: 'Rooms', opts: [['1', '1 room', 35], ['2', '2 rooms', 70], ['3', '3 rooms', 105], ['4', '4 rooms', 140]], about: 'Hot water extraction for carpets and rugs; dry in four hours.' },
  { slug: 'upholstery', name: 'Sofa and upholstery clean', type: 'specialist', key: 'sofa', label: 'Sofa size', opts: [['2-seat', '2 seater', 45], ['3-seat', '3 seater', 60], ['corner', 'Corner sofa', 80]], about: 'Fabric sofas and armchairs, stain treatment included.' },
  { slug: 'oven-clean', name: 'Oven clean', type: 'specialist', key: 'oven', label: 'Oven type', opts: [['single', 'Single oven', 65], ['double', 'Double oven', 85], ['range', 'Range cooker', 110]], about: 'Racks, doors and hob degreased and polished.' },
];
const bySlug = Object.fromEntries(S.map((s) => [s.slug, s]));
const EXTRAS = [['inside-fridge', 'Inside the fridge', 10], ['inside-windows', 'Interior windows', 12], ['supplies', 'Bring cleaning products', 6]];
const REASONS = [['moved', "I've moved house"], ['not-needed', 'I no longer need it'], ['price', 'I found a better price'], ['other', 'Another reason']];
const TIMES = ['08:00', '10:00', '13:00', '15:00'];
const FULL = new Set(['2026-11-28 08:00', '2026-11-28 10:00', '2026-12-01 10:00', '2026-12-04 13:00', '2026-12-06 10:00', '2026-12-03 10:00']);
const DAYS = Array.from({ length: 14 }, (_, i) => new Date(Date.UTC(2026, 10, 28 + i)).toISOString().slice(0, 10));
const dayName = (iso) => { const d = new Date(iso + 'T00:00:00Z'); return `${d.toUTCString().slice(0, 3)} ${d.getUTCDate()} ${d.toUTCString().slice(8, 11)}`; };
const fromPrice = (s) => (s.rate ? s.rate * Number(s.opts[0][0]) : s.opts[0][2]);
const priceOf = (b) => { const s = bySlug[b.service]; const v = b[s.key]; const base = s.rate ? s.rate * Number(v) : (s.opts.find((o) => o[0] === v) || s.opts[0])[2]; return base + (b.extras || []).reduce((n, e) => n + EXTRAS.find((x) => x[0] === e)[2], 0); };
const ME = { name: 'Alex Morgan', phone: '07700 900123', email: 'alex.morgan@example.com', address: '5 Elm Close', postcode: 'CB1 3AA' };
const SEED = [
  { ref: 'BC-3101', service: 'oven-clean', oven: 'double', date: '2026-12-02', time: '10:00', ...ME, extras: [], status: 'confirmed' },
  { ref: 'BC-3102', service: 'regular-clean', hours: '3', date: '2026-12-05', time: '08:00', ...ME, extras: [], status: 'confirmed' },
  { ref: 'BC-3103', service: 'window-clean', property: '2-3-bed', date: '2026-12-09', time: '13:00', ...ME, extras: [], status: 'confirmed' },
];
function fresh() { return { page: { path: '/', query: {} }, bookings: clone(SEED) }; }

export function createSite() {
  let st = fresh();
  const nav = [['/services?type=home', 'Home cleaning'], ['/services?type=specialist', 'Specialist cleaning'], ['/bookings', 'My bookings']];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Brightside Cleaning', nav, title, body, q, searchLabel: 'What needs cleaning?', footer: 'Signed in as Alex Morgan · <a href="/help">Help</a> · <a href="/contact">Contact us</a>' }) });
  const card = (s) => `<li class="card"><a href="/service/${s.slug}"><h3>${esc(s.name)}</h3></a><p>${esc(s.about)}</p><p>${s.rate ? `${money(s.rate)} per hour` : `from ${money(fromPrice(s))}`}</p><a href="/service/${s.slug}">Book ${esc(s.name.toLowerCase())}</a></li>`;
  const sorted = (items, sort) => { const a = [...items]; if (sort === 'price-asc') a.sort((x, y) => fromPrice(x) - fromPrice(y)); if (sort === 'price-desc') a.sort((x, y) => fromPrice(y) - fromPrice(x)); if (sort === 'name') a.sort((x, y) => x.name.localeCompare(y.name)); return a; };
  const sortForm = (path, query) => `<form method="get" action="${path}"><label>Sort by <select name="sort">${[['', 'Most popular'], ['price-asc', 'Price: lowest first'], ['price-desc', 'Price: highest first'], ['name', 'Name']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>${Object.entries(query).filter(([k]) => k !== 'sort').map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')} <button type="submit">Sort</button></form>`;
  const list = (items) => (items.length ? `<p>${items.length} services</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>No services match.</p>');
  const taken = (date, time) => FULL.has(`${date} ${time}`);
  const dateLinks = (path, query) => `<fieldset><legend>Date</legend>${DAYS.map((d) => `<a class="opt${query.date === d ? ' sel' : ''}" href="${withQuery(path, query, { date: d })}"${query.date === d ? ' aria-current="true"' : ''}>${dayName(d)}</a>`).join(' ')}</fieldset>`;
  const timeLinks = (path, query, date) => `<fieldset><legend>Start time${date ? ` on ${dayName(date)}` : ''}</legend>${date ? TIMES.map((t) => (taken(date, t) ? `<span class="opt">${t} — fully booked</span>` : `<a class="opt${query.time === t ? ' sel' : ''}" href="${withQuery(path, query, { time: t })}"${query.time === t ? ' aria-current="true"' : ''}>${t}</a>`)).join(' ') : '<p>Choose a date to see start times.</p>'}</fieldset>`;
  const row = (b) => { const s = bySlug[b.service]; return `<tr><td><a href="/bookings/${b.ref}">${esc(s.name)}</a></td><td>${dayName(b.date)} 2026, ${b.time}</td><td>${esc((s.opts.find((o) => o[0] === b[s.key]) || [])[1] || '')}</td><td>${money(priceOf(b))}</td><td>${b.status === 'confirmed' ? `<a href="/bookings/${b.ref}">View</a> · <a href="/bookings/${b.ref}/change">Change</a> · <a href="/bookings/${b.ref}/cancel">Cancel</a>` : 'Cancelled'}</td></tr>`; };
  const detail = (b) => { const s = bySlug[b.service]; return `<dl><dt>Reference</dt><dd>${b.ref}</dd><dt>Service</dt><dd>${esc(s.name)}</dd><dt>${s.label}</dt><dd>${esc((s.opts.find((o) => o[0] === b[s.key]) || [])[1] || '')}</dd><dt>Date</dt><dd>${dayName(b.date)} 2026</dd><dt>Start time</dt><dd>${b.time}</dd>
<dt>Extras</dt><dd>${b.extras.length ? b.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1]).join(', ') : 'None'}</dd><dt>Contact</dt><dd>${esc(b.name)}, ${esc(b.phone)}, ${esc(b.email)}</dd><dt>Address</dt><dd>${esc(b.address)}, ${esc(b.postcode)}</dd><dt>Status</dt><dd>${b.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</dd><dt>Total</dt><dd>${money(priceOf(b))}</dd></dl>`; };

  function get(path, query) {
    let m;
    if (path === '/') return page('Spotless homes, booked in two minutes', `<p>Vetted, insured cleaners across the UK. Choose a service, pick a time, done.</p>
<section><h2>Popular services</h2><ul class="cards">${['regular-clean', 'deep-clean', 'end-of-tenancy', 'oven-clean'].map((s) => card(bySlug[s])).join('')}</ul></section>
<section><h2>Browse</h2><ul><li><a href="/services?type=home">Home cleaning</a></li><li><a href="/services?type=specialist">Specialist cleaning</a></li><li><a href="/services">All services</a></li></ul></section><p><a href="/bookings">Manage my bookings</a></p>`);
    if (path === '/services') {
      const items = sorted(S.filter((s) => !query.type || s.type === query.type), query.sort);
      return page(query.type === 'home' ? 'Home cleaning' : query.type === 'specialist' ? 'Specialist cleaning' : 'All services', `<nav aria-label="Type"><a href="${withQuery('/services', query, { type: 'home' })}">Home cleaning</a> · <a href="${withQuery('/services', query, { type: 'specialist' })}">Specialist cleaning</a> · <a href="${withQuery('/services', query, { type: '' })}">All</a></nav>${sortForm('/services', query)}${list(items)}`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const items = sorted(words.length ? S.filter((s) => { const h = `${s.name} ${s.about} ${s.type}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1))) || (w.endsWith('ing') && h.includes(w.slice(0, -3)))); }) : [], query.sort);
      return page(`Results for “${query.q || ''}”`, `${sortForm('/search', query)}${list(items)}`, query.q || '');
    }
    if ((m = path.match(/^\/service\/([\w-]+)$/)) && bySlug[m[1]]) {
      const s = bySlug[m[1]];
      const v = s.opts.some((o) => o[0] === query[s.key]) ? query[s.key] : s.opts[0][0];
      const date = DAYS.includes(query.date) ? query.date : '';
      const time = date && TIMES.includes(query.time) && !taken(date, query.time) ? query.time : '';
      const price = priceOf({ service: s.slug, [s.key]: v, extras: [] });
      return page(s.name, `<p><a href="/services?type=${s.type}">← All ${s.type} cleaning</a></p><p>${esc(s.about)}</p><p>${s.rate ? `${money(s.rate)} per hour` : `from ${money(fromPrice(s))}`}</p>
<fieldset><legend>${s.label}</legend>${s.opts.map((o) => `<a class="opt${v === o[0] ? ' sel' : ''}" href="${withQuery(path, query, { [s.key]: o[0] })}"${v === o[0] ? ' aria-current="true"' : ''}>${esc(o[1])}${o[2] ? ` — ${money(o[2])}` : ` — ${money(s.rate * Number(o[0]))}`}</a>`).join(' ')}</fieldset>
${dateLinks(path, query)}${timeLinks(path, query, date)}<p>Price: <strong>${money(price)}</strong> plus any extras</p>
<h2>Your details</h2><form method="post" action="/book"><input type="hidden" name="service" value="${s.slug}"><input type="hidden" name="${s.key}" value="${esc(v)}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${time}">
<p>${date && time ? `Booking for ${dayName(date)} at ${time}` : 'Choose a date and start time above.'}</p>
<label>Full name <input name="name" autocomplete="name" required></label><label>Phone number <input type="tel" name="phone" required></label><label>Email <input type="email" name="email" required></label>
<label>Address <input name="address" required></label><label>Postcode <input name="postcode" required></label>
<fieldset><legend>Extras</legend>${EXTRAS.map(([k, t, p]) => `<label><input type="checkbox" name="extras" value="${k}"> ${t} (+${money(p)})</label>`).join('')}</fieldset>
<label>Notes for your cleaner (optional) <textarea name="notes"></textarea></label><button type="submit">Book now</button></form>`);
    }
    if (path === '/bookings') {
      const up = st.bookings.filter((b) => b.status === 'confirmed').sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
      const gone = st.bookings.filter((b) => b.status !== 'confirmed');
      return page('My bookings', `<p>${up.length} upcoming booking${up.length === 1 ? '' : 's'}</p><table><thead><tr><th>Service</th><th>When</th><th>Size</th><th>Price</th><th>Actions</th></tr></thead><tbody>${up.map(row).join('')}</tbody></table>
${gone.length ? `<h2>Cancelled</h2><table><tbody>${gone.map(row).join('')}</tbody></table>` : ''}<p><a href="/">Book another clean</a></p>`);
    }
    if ((m = path.match(/^\/bookings\/(BC-\d+)$/))) {
      const b = st.bookings.find((x) => x.ref === m[1]);
      if (!b) return null;
      return page(b.status === 'confirmed' ? `Booking ${b.ref}` : `Booking ${b.ref} (cancelled)`, `${query.done === 'booked' ? '<p role="status">Booking confirmed. We have emailed your confirmation.</p>' : ''}${detail(b)}
${b.status === 'confirmed' ? `<p><a href="/bookings/${b.ref}/change">Change date or time</a> · <a href="/bookings/${b.ref}/cancel">Cancel booking</a></p>` : ''}<p><a href="/bookings">Back to my bookings</a></p>`);
    }
    if ((m = path.match(/^\/bookings\/(BC-\d+)\/change$/))) {
      const b = st.bookings.find((x) => x.ref === m[1]);
      if (!b || b.status !== 'confirmed') return null;
      const date = DAYS.includes(query.date) ? query.date : b.date;
      const time = TIMES.includes(query.time) && !taken(date, query.time) ? query.time : b.time;
      return page(`Change ${bySlug[b.service].name.toLowerCase()}`, `<p>Currently booked for ${dayName(b.date)} at ${b.time}.</p>${dateLinks(path, { ...query, date })}${timeLinks(path, query, date)}
<form method="post" action="/bookings/${b.ref}/change"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${time}"><p>New time: ${dayName(date)} at ${time}</p><button type="submit">Confirm change</button></form><p><a href="/bookings/${b.ref}">Keep my booking as it is</a></p>`);
    }
    if ((m = path.match(/^\/bookings\/(BC-\d+)\/cancel$/))) {
      const b = st.bookings.find((x) => x.ref === m[1]);
      if (!b || b.status !== 'confirmed') return null;
      return page(`Cancel ${bySlug[b.service].name.toLowerCase()}?`, `<p>${esc(bySlug[b.service].name)} on ${dayName(b.date)} at ${b.time}. Cancelling more than 24 hours ahead is free.</p>
<form method="post" action="/bookings/${b.ref}/cancel"><fieldset><legend>Why are you cancelling?</legend>${REASONS.map(([k, t]) => `<label><input type="radio" name="reason" value="${k}" required> ${esc(t)}</label>`).join('')}</fieldset><button type="submit">Yes, cancel booking</button></form><p><a href="/bookings/${b.ref}">No, keep it</a></p>`);
    }
    if (path === '/help') return page('Help', '<p>You can change or cancel a booking for free up to 24 hours before it starts.</p>');
    if (path === '/contact') return page('Contact us', '<p>Call 0800 000 111, 8am to 8pm.</p>');
    return null;
  }

  function post(path, f) {
    let m;
    if (path === '/book') {
      const s = bySlug[one(f, 'service')];
      if (!s) return { status: 400, html: 'Unknown service' };
      const v = s.opts.some((o) => o[0] === one(f, s.key)) ? one(f, s.key) : s.opts[0][0];
      const b = { service: s.slug, [s.key]: v, date: one(f, 'date'), time: one(f, 'time'), name: one(f, 'name'), phone: one(f, 'phone'), email: one(f, 'email').toLowerCase(), address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase() };
      const missing = Object.entries(b).filter(([, x]) => !x).map(([k]) => k);
      if (missing.length || !DAYS.includes(b.date) || taken(b.date, b.time)) return page('Please check your booking', `<p class="err">Missing or unavailable: ${missing.join(', ') || 'time slot'}</p><p><a href="/service/${s.slug}">Back to ${esc(s.name)}</a></p>`);
      const extras = EXTRAS.map((e) => e[0]).filter((e) => all(f, 'extras').includes(e));
      const ref = `BC-${3101 + st.bookings.length}`;
      st.bookings.push({ ref, ...b, extras, status: 'confirmed' });
      return { redirect: `/bookings/${ref}?done=booked` };
    }
    if ((m = path.match(/^\/bookings\/(BC-\d+)\/change$/))) {
      const b = st.bookings.find((x) => x.ref === m[1]);
      if (!b) return null;
      const date = one(f, 'date'), time = one(f, 'time');
      if (DAYS.includes(date) && TIMES.includes(time) && !taken(date, time)) { b.date = date; b.time = time; }
      return { redirect: `/bookings/${b.ref}` };
    }
    if ((m = path.match(/^\/bookings\/(BC-\d+)\/cancel$/))) {
      const b = st.bookings.find((x) => x.ref === m[1]);
      if (!b) return null;
      const reason = one(f, 'reason');
      if (!REASONS.some((r) => r[0] === reason)) return page('Please choose a reason', `<p class="err">Tell us why you are cancelling.</p><p><a href="/bookings/${b.ref}/cancel">Back</a></p>`);
      b.status = 'cancelled'; b.cancelReason = reason;
      return { redirect: '/bookings' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body)) || { status: 404, html: '<h1>Not found</h1>' };
      const res = get(path, query);
      if (!res) return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
      if (res.html) st.page = { path, query };
      return res;
    },
    state: () => clone(st),
    restore(s) { const f = fresh(); st = { ...f, ...clone(s) }; if (!st.page) st.page = { path: s.path || '/', query: s.query || {} }; delete st.path; delete st.query; },
    reset() { st = fresh(); },
  };
}
