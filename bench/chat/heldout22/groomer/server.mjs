// Waggle & Wash — a dog-grooming salon's booking site, the customer signed in: services with a
// sort and a search, service pages whose dog size, day and time go in the query (some slots fully
// booked), a details form (dog, owner, extras, notes), and "My appointments" (three seeded) to
// move an appointment to another day/time or cancel it with a reason. Today is Sat 28 Nov 2026.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const SIZES = [['small', 'Small (up to 10 kg)'], ['medium', 'Medium (10–25 kg)'], ['large', 'Large (over 25 kg)']];
const S = [
  { slug: 'full-groom', name: 'Full groom', mins: 120, price: { small: 40, medium: 50, large: 65 }, about: 'Bath, blow dry, haircut in the style you like, nails, ears and a spritz.' },
  { slug: 'bath-brush', name: 'Bath and brush', mins: 60, price: { small: 25, medium: 32, large: 40 }, about: 'A warm bath, a blow dry and a thorough brush out. No haircut.' },
  { slug: 'deshedding', name: 'De-shedding treatment', mins: 90, price: { small: 35, medium: 45, large: 55 }, about: 'A bath with de-shedding shampoo and a deep undercoat brush for double-coated breeds.' },
  { slug: 'nail-trim', name: 'Nail trim', mins: 20, price: { small: 10, medium: 10, large: 12 }, about: 'Nails clipped and filed. Walk-ins welcome on Saturdays.' },
  { slug: 'puppy-intro', name: 'Puppy intro groom', mins: 60, price: { small: 30, medium: 30, large: 30 }, about: 'A gentle first visit for puppies under 6 months: a bath, a tidy and lots of treats.' },
];
const EXTRAS = [['teeth', 'Teeth cleaning', 8], ['facial', 'Blueberry facial', 6], ['bandana', 'Bandana', 0]];
const DAYS = [['2026-11-30', 'Mon 30 Nov'], ['2026-12-01', 'Tue 1 Dec'], ['2026-12-02', 'Wed 2 Dec'], ['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec']];
const TIMES = ['09:00', '10:30', '12:00', '14:00', '15:30'];
const FULL = new Set(['2026-12-01 09:00', '2026-12-01 10:30', '2026-12-02 14:00', '2026-12-04 09:00', '2026-12-04 10:30', '2026-12-04 12:00']);
const REASONS = [['unwell', 'My dog is unwell'], ['clash', 'Something else came up'], ['price', 'Too expensive'], ['other', 'Other reason']];
const bySlug = Object.fromEntries(S.map((s) => [s.slug, s]));
const dayName = (d) => (DAYS.find((x) => x[0] === d) || [, d])[1];
const dur = (m) => (m < 60 ? `${m} minutes` : m % 60 ? `${Math.floor(m / 60)} hour${m >= 120 ? 's' : ''} ${m % 60} minutes` : `${m / 60} hour${m > 60 ? 's' : ''}`);
const owner = { owner: 'Sam Patel', phone: '07700 900777', email: 'sam.patel@example.com' };
const SEED = [
  { id: 'WW-3001', service: 'bath-brush', size: 'medium', date: '2026-12-01', time: '12:00', dog: 'Biscuit', breed: 'Cockapoo', ...owner, extras: [], notes: '', status: 'booked' },
  { id: 'WW-3002', service: 'full-groom', size: 'large', date: '2026-12-03', time: '09:00', dog: 'Luna', breed: 'Labrador', ...owner, extras: [], notes: '', status: 'booked' },
  { id: 'WW-3003', service: 'nail-trim', size: 'small', date: '2026-12-05', time: '14:00', dog: 'Pepper', breed: 'Jack Russell', ...owner, extras: [], notes: '', status: 'booked' },
];

function fresh() { return { page: { path: '/', query: {} }, bookings: clone(SEED) }; }

export function createSite() {
  let st = fresh();
  const nav = () => [['/services', 'Services'], ['/appointments', 'My appointments'], ['/prices', 'Prices']];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Waggle & Wash', nav: nav(), title, body, q, searchLabel: 'Search services', footer: 'Signed in as Sam Patel · © 2026 Waggle & Wash, 3 Canal Yard, Leeds · <a href="/help">Help</a>' }) });
  const taken = (date, time, except) => FULL.has(`${date} ${time}`) || st.bookings.some((b) => b.status === 'booked' && b.id !== except && b.date === date && b.time === time);
  const from = (s) => Math.min(...Object.values(s.price));
  const card = (s) => `<li class="card"><h3><a href="/services/${s.slug}">${esc(s.name)}</a></h3><p>${esc(s.about)}</p><p>${dur(s.mins)} · from ${money(from(s))}</p><a href="/services/${s.slug}">Book ${esc(s.name.toLowerCase())}</a></li>`;
  const sortForm = (path, query) => `<form method="get" action="${path}"><label>Sort by <select name="sort">${[['', 'Most popular'], ['price', 'Price'], ['duration', 'Shortest first']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>${query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : ''} <button type="submit">Sort</button></form>`;
  const sorted = (items, sort) => {
    const a = [...items];
    if (sort === 'price') a.sort((x, y) => from(x) - from(y));
    if (sort === 'duration') a.sort((x, y) => x.mins - y.mins);
    return a;
  };
  const slotPicker = (path, query, except) => `<fieldset><legend>Day</legend>${DAYS.map(([d, t]) => `<a class="opt${query.date === d ? ' sel' : ''}" href="${withQuery(path, query, { date: d, time: '' })}"${query.date === d ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</fieldset>
${query.date ? `<fieldset><legend>Time on ${dayName(query.date)}</legend><ul>${TIMES.map((t) => (taken(query.date, t, except) ? `<li>${t} — Fully booked</li>` : `<li><a class="opt${query.time === t ? ' sel' : ''}" href="${withQuery(path, query, { time: t })}"${query.time === t ? ' aria-current="true"' : ''}>${t}</a> — available</li>`)).join('')}</ul></fieldset>` : '<p>Choose a day to see times.</p>'}`;
  const total = (b) => bySlug[b.service].price[b.size] + b.extras.reduce((n, e) => n + EXTRAS.find((x) => x[0] === e)[2], 0);
  const summary = (b) => `<dl><dt>Reference</dt><dd>${b.id}</dd><dt>Dog</dt><dd>${esc(b.dog)}${b.breed ? ` (${esc(b.breed)})` : ''}</dd><dt>Service</dt><dd>${esc(bySlug[b.service].name)}, ${b.size} dog</dd><dt>When</dt><dd>${dayName(b.date)} at ${b.time}</dd>
<dt>Extras</dt><dd>${b.extras.length ? b.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1]).join(', ') : 'None'}</dd>${b.notes ? `<dt>Notes</dt><dd>${esc(b.notes)}</dd>` : ''}<dt>Total</dt><dd>${money(total(b))}</dd><dt>Status</dt><dd>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</dd></dl>`;

  function get(path, query) {
    if (path === '/') {
      return page('Dog grooming in Leeds', `<p>Hi Sam! Friendly, fear-free grooming for dogs of every size. Open Monday to Saturday.</p>
<section><h2>Our services</h2><ul>${S.map((s) => `<li><a href="/services/${s.slug}">${esc(s.name)}</a> — from ${money(from(s))}</li>`).join('')}</ul></section><p><a href="/appointments">See my appointments</a></p>`);
    }
    if (path === '/services') return page('Grooming services', `${sortForm('/services', query)}<ul class="cards">${sorted(S, query.sort).map(card).join('')}</ul>`);
    if (path === '/prices') return page('Prices', `<table><thead><tr><th>Service</th>${SIZES.map((z) => `<th>${z[1]}</th>`).join('')}</tr></thead><tbody>${S.map((s) => `<tr><td><a href="/services/${s.slug}">${esc(s.name)}</a></td>${SIZES.map((z) => `<td>${money(s.price[z[0]])}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const items = sorted(words.length ? S.filter((s) => { const h = `${s.name} ${s.about}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1)))); }) : [], query.sort);
      return page(`Search: ${query.q || ''}`, `${sortForm('/search', query)}${items.length ? `<p>${items.length} service${items.length === 1 ? '' : 's'}</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>No services found.</p>'}`, query.q || '');
    }
    let m;
    if ((m = path.match(/^\/services\/([\w-]+)$/)) && bySlug[m[1]]) {
      const s = bySlug[m[1]];
      const size = SIZES.some((z) => z[0] === query.size) ? query.size : '';
      const ready = size && DAYS.some((d) => d[0] === query.date) && TIMES.includes(query.time) && !taken(query.date, query.time);
      return page(s.name, `<p><a href="/services">← All services</a></p><p>${esc(s.about)}</p><p>Takes about ${dur(s.mins)}.</p>
<table><tr>${SIZES.map((z) => `<th>${z[1]}</th>`).join('')}</tr><tr>${SIZES.map((z) => `<td>${money(s.price[z[0]])}</td>`).join('')}</tr></table>
<fieldset><legend>Size of your dog</legend>${SIZES.map(([v, t]) => `<a class="opt${size === v ? ' sel' : ''}" href="${withQuery(path, query, { size: v })}"${size === v ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</fieldset>
${size ? `<p>Price for a ${size} dog: <strong>${money(s.price[size])}</strong></p>` : ''}${slotPicker(path, query)}
${ready ? `<p><a href="${withQuery('/book', {}, { service: s.slug, size, date: query.date, time: query.time })}">Continue</a></p>` : '<p>Choose a size, a day and a time to continue.</p>'}`);
    }
    if (path === '/book') {
      const s = bySlug[query.service];
      if (!s || !SIZES.some((z) => z[0] === query.size) || !query.date || !query.time) return { redirect: '/services' };
      return page('Your details', `<p>${esc(s.name)} for a ${query.size} dog, ${dayName(query.date)} at ${query.time} — ${money(s.price[query.size])}</p>
<form method="post" action="/book">${['service', 'size', 'date', 'time'].map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('')}
<label>Dog's name <input name="dog" required></label><label>Breed <input name="breed"></label>
<label>Your name <input name="owner" autocomplete="name" required></label><label>Phone <input type="tel" name="phone" required></label><label>Email <input type="email" name="email" required></label>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, t, p]) => `<label><input type="checkbox" name="extras" value="${v}"> ${t} (${p ? `+${money(p)}` : 'free'})</label>`).join('')}</fieldset>
<label>Anything we should know? <textarea name="notes"></textarea></label><button type="submit">Book appointment</button></form>`);
    }
    if (path === '/appointments') {
      const up = st.bookings.filter((b) => b.status === 'booked').length;
      return page('My appointments', `<p>You have ${up} upcoming appointment${up === 1 ? '' : 's'}.</p><table><thead><tr><th>Dog</th><th>Service</th><th>Day</th><th>Time</th><th>Status</th><th>Actions</th></tr></thead><tbody>${st.bookings.map((b) => `<tr><td>${esc(b.dog)}</td><td>${esc(bySlug[b.service].name)}</td><td>${dayName(b.date)}</td><td>${b.time}</td><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td><td><a href="/appointments/${b.id}">View</a>${b.status === 'booked' ? ` <a href="/appointments/${b.id}/change">Change</a> <a href="/appointments/${b.id}/cancel">Cancel</a>` : ''}</td></tr>`).join('')}</tbody></table><p><a href="/services">Book another appointment</a></p>`);
    }
    const b = (m = path.match(/^\/appointments\/(WW-\d+)(?:\/(change|cancel))?$/)) && st.bookings.find((x) => x.id === m[1]);
    if (b && !m[2]) return page(`Appointment ${b.id}`, `${summary(b)}<p><a href="/appointments">Back to my appointments</a></p>`);
    if (b && m[2] === 'change' && b.status === 'booked') {
      const ok = DAYS.some((d) => d[0] === query.date) && TIMES.includes(query.time) && !taken(query.date, query.time, b.id);
      return page(`Change ${b.dog}'s appointment`, `<p>Currently ${esc(bySlug[b.service].name)} on ${dayName(b.date)} at ${b.time}.</p>${slotPicker(path, query, b.id)}
${ok ? `<form method="post" action="${path}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${query.time}"><p>New time: ${dayName(query.date)} at ${query.time}</p><button type="submit">Confirm change</button></form>` : ''}<p><a href="/appointments">Keep it as it is</a></p>`);
    }
    if (b && m[2] === 'cancel' && b.status === 'booked') {
      return page(`Cancel ${b.dog}'s appointment`, `<p>${esc(bySlug[b.service].name)} on ${dayName(b.date)} at ${b.time}.</p><form method="post" action="${path}"><fieldset><legend>Why are you cancelling?</legend>${REASONS.map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset><button type="submit">Cancel appointment</button></form><p><a href="/appointments">Keep appointment</a></p>`);
    }
    if (path === '/help') return page('Help', '<p>Please arrive 5 minutes early. Cancel free up to 24 hours before.</p>');
    return null;
  }

  function post(path, f) {
    if (path === '/book') {
      const s = bySlug[one(f, 'service')];
      const size = one(f, 'size'); const date = one(f, 'date'); const time = one(f, 'time');
      const missing = ['dog', 'owner', 'phone', 'email'].filter((k) => !one(f, k));
      if (!s || !SIZES.some((z) => z[0] === size) || taken(date, time) || missing.length) return page('Your details', `<p class="err">Please check: ${missing.join(', ') || 'that time is no longer free'}</p><p><a href="/services">Back to services</a></p>`);
      const id = `WW-${3001 + st.bookings.length}`;
      st.bookings.push({ id, service: s.slug, size, date, time, dog: one(f, 'dog'), breed: one(f, 'breed'), owner: one(f, 'owner'), phone: one(f, 'phone'), email: one(f, 'email').toLowerCase(), extras: EXTRAS.map((e) => e[0]).filter((e) => all(f, 'extras').includes(e)), notes: one(f, 'notes'), status: 'booked' });
      return { redirect: `/appointments/${id}` };
    }
    const m = path.match(/^\/appointments\/(WW-\d+)\/(change|cancel)$/);
    const b = m && st.bookings.find((x) => x.id === m[1] && x.status === 'booked');
    if (b && m[2] === 'change') {
      const date = one(f, 'date'); const time = one(f, 'time');
      if (!DAYS.some((d) => d[0] === date) || !TIMES.includes(time) || taken(date, time, b.id)) return { status: 400, html: 'That time is not free' };
      b.date = date; b.time = time;
      return { redirect: '/appointments' };
    }
    if (b && m[2] === 'cancel') {
      const reason = one(f, 'reason');
      if (!REASONS.some((r) => r[0] === reason)) return { status: 400, html: 'Choose a reason' };
      b.status = 'cancelled'; b.reason = reason;
      return { redirect: '/appointments' };
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
