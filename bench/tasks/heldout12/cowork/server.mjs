// Hive Cowork: desks, meeting rooms, phone booths and day offices at three locations.
// Plain Node ESM, no dependencies. createSite() → { handle, state, restore, reset }.

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const money = (n) => '£' + (Number.isInteger(n) ? String(n) : n.toFixed(2));
const clean = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();

function parseBody(body) {
  if (!body) return {};
  if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof URLSearchParams)) return { ...body };
  const p = body instanceof URLSearchParams ? body : new URLSearchParams(String(body));
  const o = {};
  for (const [k, v] of p) o[k] = v;
  return o;
}

const LOCS = { canal: 'Canal Street', nq: 'Northern Quarter', quays: 'Salford Quays' };
const TYPES = { hot: 'Hot desk', fixed: 'Fixed desk', room: 'Meeting room', booth: 'Phone booth', office: 'Private office' };
const SPACES = [
  { id: 'canal-hot', name: 'Hot desk', loc: 'canal', type: 'hot', day: 18, half: 11, seats: 1, features: 'Shared bench, free coffee, lockers' },
  { id: 'canal-fixed', name: 'Fixed desk', loc: 'canal', type: 'fixed', day: 28, half: 17, seats: 1, features: 'Your own desk by the window, pedestal drawer' },
  { id: 'canal-loom', name: 'Loom Room', loc: 'canal', type: 'room', hour: 30, seats: 4, features: 'TV screen, whiteboard' },
  { id: 'canal-office', name: 'Private office (3 people)', loc: 'canal', type: 'office', day: 120, seats: 3, features: 'Lockable door, three desks, phone' },
  { id: 'nq-hot', name: 'Hot desk', loc: 'nq', type: 'hot', day: 20, half: 12, seats: 1, features: 'Mezzanine benches, free coffee' },
  { id: 'nq-foundry', name: 'Foundry Room', loc: 'nq', type: 'room', hour: 40, seats: 6, features: 'Video conferencing, whiteboard' },
  { id: 'nq-mill', name: 'Mill Boardroom', loc: 'nq', type: 'room', hour: 75, seats: 12, features: 'Boardroom table, 85" screen, catering available' },
  { id: 'nq-booth', name: 'Phone booth', loc: 'nq', type: 'booth', hour: 8, seats: 1, features: 'Soundproofed, one seat' },
  { id: 'quays-hot', name: 'Hot desk', loc: 'quays', type: 'hot', day: 16, half: 10, seats: 1, features: 'Waterfront view, free coffee' },
  { id: 'quays-dock', name: 'Dockside Room', loc: 'quays', type: 'room', hour: 45, seats: 8, features: 'Screen, whiteboard, water view' },
  { id: 'quays-booth', name: 'Phone booth', loc: 'quays', type: 'booth', hour: 6, seats: 1, features: 'Soundproofed, one seat' },
];
const spById = Object.fromEntries(SPACES.map((s) => [s.id, s]));
const DATES = [['2026-12-07', 'Mon 7 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec'], ['2026-12-10', 'Thu 10 Dec'], ['2026-12-11', 'Fri 11 Dec']];
const dateName = Object.fromEntries(DATES);
const HOURS = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
const SLOTS = { full: 'Full day (9am–6pm)', am: 'Morning (9am–1pm)', pm: 'Afternoon (1pm–6pm)' };
const EXTRAS = { locker: ['Locker', 3], monitor: ['Extra monitor', 5], refreshments: ['Refreshments (per person)', 4] };
const TAKEN = { 'canal-loom': { '2026-12-08': ['13:00', '14:00'] }, 'nq-mill': { '2026-12-09': ['09:00'] }, 'nq-booth': { '2026-12-08': ['09:00', '10:00'] }, 'quays-dock': { '2026-12-11': ['10:00', '11:00', '12:00'] } };
const FULL_DAYS = { 'canal-office': ['2026-12-09'], 'nq-hot': ['2026-12-10'] };
const hourly = (s) => s.type === 'room' || s.type === 'booth';
const extrasFor = (s) => (s.type === 'room' ? ['refreshments'] : s.type === 'booth' ? [] : ['locker', 'monitor']);

function fresh() {
  return {
    page: { path: '/', query: {} },
    profile: { name: 'Jordan Ellis', email: 'jordan.ellis@example.com', phone: '07700900111', company: 'Ellis Design', postcode: 'M1 4BT' },
    bookings: [
      { ref: 'HC301', space: 'canal-hot', date: '2026-12-07', slot: 'full', name: 'Jordan Ellis', email: 'jordan.ellis@example.com', company: '', extras: [], price: 18, status: 'Confirmed' },
      { ref: 'HC302', space: 'nq-foundry', date: '2026-12-10', start: '10:00', hours: 2, attendees: 4, name: 'Jordan Ellis', email: 'jordan.ellis@example.com', company: 'Ellis Design', extras: [], price: 80, status: 'Confirmed' },
    ],
    draft: null,
    messages: [],
  };
}

export function createSite() {
  let S = fresh();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hive Cowork</title></head><body>
<header><a href="/">Hive Cowork</a><nav><a href="/spaces">Find a space</a> ${Object.entries(LOCS).map(([k, v]) => `<a href="/spaces?location=${k}">${v}</a>`).join(' ')} <a href="/bookings">My bookings</a> <a href="/account">Account settings</a> <a href="/support">Help &amp; support</a></nav>
<form action="/spaces" method="get" role="search"><label>Search spaces <input name="q" type="search"></label><button>Search</button></form><p>Signed in as ${esc(S.profile.name)}</p></header>
<main><h1>${esc(title)}</h1>${body}</main><footer>Hive Cowork Ltd · Manchester</footer></body></html>`;

  const hoursOf = (b) => (b.start ? HOURS.slice(HOURS.indexOf(b.start), HOURS.indexOf(b.start) + b.hours) : []);
  const takenHours = (id, date, except) => new Set([...(TAKEN[id]?.[date] || []), ...S.bookings.filter((b) => b.status === 'Confirmed' && b.space === id && b.date === date && b.ref !== except).flatMap(hoursOf)]);
  const dayFull = (id, date, except) => (FULL_DAYS[id] || []).includes(date) || (spById[id].type !== 'hot' && S.bookings.some((b) => b.status === 'Confirmed' && b.space === id && b.date === date && b.ref !== except));
  const priceOf = (d) => {
    const s = spById[d.space];
    let p = hourly(s) ? s.hour * d.hours : d.slot === 'full' ? s.day : s.half;
    for (const x of d.extras) p += x === 'refreshments' ? EXTRAS[x][1] * (d.attendees || 1) : EXTRAS[x][1];
    return p;
  };
  const when = (b) => `${dateName[b.date]}, ${hourly(spById[b.space]) ? `${b.start} for ${b.hours} hour${b.hours > 1 ? 's' : ''}` : SLOTS[b.slot]}`;
  const priceLabel = (s) => (hourly(s) ? `${money(s.hour)} per hour` : s.half ? `${money(s.day)} per day, ${money(s.half)} half day` : `${money(s.day)} per day`);
  const fromPrice = (s) => (hourly(s) ? s.hour : s.half || s.day);

  function spaces(q) {
    const term = clean(q.q).toLowerCase();
    let list = SPACES.filter((s) => (!q.location || s.loc === q.location) && (!q.type || s.type === q.type) && (!q.seats || s.seats >= Number(q.seats)));
    if (term) list = list.filter((s) => term.split(' ').every((w) => `${s.name} ${TYPES[s.type]} ${LOCS[s.loc]} ${s.features}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (q.sort === 'price-asc') list = [...list].sort((a, b) => fromPrice(a) - fromPrice(b));
    if (q.sort === 'price-desc') list = [...list].sort((a, b) => fromPrice(b) - fromPrice(a));
    if (q.sort === 'capacity') list = [...list].sort((a, b) => b.seats - a.seats);
    const opt = (v, l, cur) => `<option value="${v}"${(cur || '') === v ? ' selected' : ''}>${l}</option>`;
    const form = `<form action="/spaces" method="get" aria-label="Filters">${term ? `<input type="hidden" name="q" value="${esc(clean(q.q))}">` : ''}
<label>Location <select name="location">${opt('', 'All locations', q.location)}${Object.entries(LOCS).map(([k, v]) => opt(k, v, q.location)).join('')}</select></label>
<label>Space type <select name="type">${opt('', 'Any type', q.type)}${Object.entries(TYPES).map(([k, v]) => opt(k, v, q.type)).join('')}</select></label>
<label>Seats <select name="seats">${opt('', 'Any', q.seats)}${['2', '4', '6', '10'].map((n) => opt(n, n + '+', q.seats)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('', 'Recommended', q.sort)}${opt('price-asc', 'Price: low to high', q.sort)}${opt('price-desc', 'Price: high to low', q.sort)}${opt('capacity', 'Capacity', q.sort)}</select></label><button>Update results</button></form>`;
    const rows = list.map((s) => `<tr><td><a href="/space/${s.id}">${esc(s.name)}</a></td><td>${LOCS[s.loc]}</td><td>${TYPES[s.type]}</td><td>${s.seats}</td><td>${priceLabel(s)}</td><td>${esc(s.features)}</td><td><a class="button" href="/space/${s.id}">Book</a></td></tr>`).join('');
    return layout('Find a space', `${form}<p>${list.length} spaces</p><table><thead><tr><th>Space</th><th>Location</th><th>Type</th><th>Seats</th><th>Price</th><th>Features</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="7">No spaces match.</td></tr>'}</tbody></table>`);
  }

  function space(id, q) {
    const s = spById[id];
    if (!s) return null;
    const date = dateName[q.date] ? q.date : DATES[0][0];
    const dates = `<nav aria-label="Date"><ul>${DATES.map(([d, n]) => `<li><a href="/space/${s.id}?date=${d}"${d === date ? ' aria-current="date"' : ''}>${n}</a></li>`).join('')}</ul></nav>`;
    let form;
    if (hourly(s)) {
      const taken = takenHours(s.id, date);
      form = `<table><caption>Availability on ${dateName[date]}</caption><tr>${HOURS.map((h) => `<th>${h}</th>`).join('')}</tr><tr>${HOURS.map((h) => `<td>${taken.has(h) ? 'Booked' : 'Free'}</td>`).join('')}</tr></table>
<form action="/book" method="get"><input type="hidden" name="space" value="${s.id}"><input type="hidden" name="date" value="${date}">
<label>Start time <select name="start">${HOURS.filter((h) => !taken.has(h)).map((h) => `<option>${h}</option>`).join('')}</select></label>
<label>How long <select name="hours">${[1, 2, 3, 4].map((n) => `<option value="${n}">${n} hour${n > 1 ? 's' : ''}</option>`).join('')}</select></label><button>Continue</button></form>`;
    } else if (dayFull(s.id, date)) {
      form = `<p>Fully booked on ${dateName[date]}. Try another day.</p>`;
    } else {
      const slots = s.half ? Object.keys(SLOTS) : ['full'];
      form = `<form action="/book" method="get"><input type="hidden" name="space" value="${s.id}"><input type="hidden" name="date" value="${date}"><fieldset><legend>When</legend>${slots.map((k, i) => `<label><input type="radio" name="slot" value="${k}"${i === 0 ? ' checked' : ''}> ${SLOTS[k]} – ${money(k === 'full' ? s.day : s.half)}</label>`).join(' ')}</fieldset><button>Continue</button></form>`;
    }
    return layout(`${s.name}, ${LOCS[s.loc]}`, `<p>${TYPES[s.type]} · up to ${s.seats} ${s.seats > 1 ? 'people' : 'person'} · ${priceLabel(s)}</p><p>${esc(s.features)}</p>${dates}${form}`);
  }

  function bookForm(q) {
    const s = spById[q.space];
    if (!s || !dateName[q.date]) return null;
    const hrs = Number(q.hours);
    if (hourly(s)) {
      if (!HOURS.includes(q.start) || ![1, 2, 3, 4].includes(hrs)) return { redirect: `/space/${s.id}?date=${q.date}` };
    } else if (!SLOTS[q.slot] || (q.slot !== 'full' && !s.half)) return { redirect: `/space/${s.id}?date=${q.date}` };
    const w = hourly(s) ? `${dateName[q.date]}, ${q.start} for ${hrs} hour${hrs > 1 ? 's' : ''}` : `${dateName[q.date]}, ${SLOTS[q.slot]}`;
    return layout('Booking details', `<ol><li aria-current="step">Details</li><li>Review</li><li>Confirmed</li></ol><p>${esc(s.name)}, ${LOCS[s.loc]} — ${w}</p>
<form action="/book/details" method="post">${['space', 'date', 'slot', 'start', 'hours'].filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('')}
<label>Booker name <input name="name" value="${esc(S.profile.name)}"></label><label>Email for the confirmation <input name="email" type="email" value="${esc(S.profile.email)}"></label><label>Company (optional) <input name="company"></label>
${s.type === 'room' ? `<label>Number of attendees <input type="number" name="attendees" min="1" max="${s.seats}" value="1"></label>` : ''}
${extrasFor(s).length ? `<fieldset><legend>Extras</legend>${extrasFor(s).map((x) => `<label><input type="checkbox" name="extra_${x}" value="1"> ${EXTRAS[x][0]} (+${money(EXTRAS[x][1])})</label>`).join(' ')}</fieldset>` : ''}
<button>Review booking</button></form>`);
  }

  function review() {
    const d = S.draft;
    if (!d) return { redirect: '/spaces' };
    const s = spById[d.space];
    return layout('Review your booking', `<ol><li>Details</li><li aria-current="step">Review</li><li>Confirmed</li></ol><dl><dt>Space</dt><dd>${esc(s.name)}, ${LOCS[s.loc]}</dd><dt>When</dt><dd>${when(d)}</dd><dt>Booker</dt><dd>${esc(d.name)} (${esc(d.email)})${d.company ? ', ' + esc(d.company) : ''}</dd>${d.attendees ? `<dt>Attendees</dt><dd>${d.attendees}</dd>` : ''}<dt>Extras</dt><dd>${d.extras.map((x) => EXTRAS[x][0]).join(', ') || 'None'}</dd><dt>Total</dt><dd>${money(priceOf(d))}</dd></dl>
<form action="/book/confirm" method="post"><button>Confirm booking</button></form> <a href="/book?${new URLSearchParams(Object.entries({ space: d.space, date: d.date, slot: d.slot, start: d.start, hours: d.hours }).filter(([, v]) => v)).toString().replace(/&/g, '&amp;')}">Edit details</a>`);
  }

  function bookings() {
    return layout('My bookings', `<table><thead><tr><th>Ref</th><th>Space</th><th>Location</th><th>When</th><th>Price</th><th>Status</th><th></th></tr></thead><tbody>${S.bookings.map((b) => {
      const s = spById[b.space];
      return `<tr><td><a href="/bookings/${b.ref}">${b.ref}</a></td><td>${esc(s.name)}</td><td>${LOCS[s.loc]}</td><td>${when(b)}</td><td>${money(b.price)}</td><td>${b.status}</td><td>${b.status === 'Confirmed' ? `${hourly(s) ? '' : `<a href="/bookings/${b.ref}/change">Change date</a> `}<form action="/bookings/cancel" method="post"><input type="hidden" name="ref" value="${b.ref}"><button>Cancel booking</button></form>` : ''}</td></tr>`;
    }).join('')}</tbody></table><p>Free cancellation until 6pm the day before.</p>`);
  }
  function bookingDetail(ref) {
    const b = S.bookings.find((x) => x.ref === ref);
    if (!b) return null;
    const s = spById[b.space];
    return layout(`Booking ${b.ref}`, `<p>${esc(s.name)}, ${LOCS[s.loc]}</p><p>${when(b)}</p><p>Booked by ${esc(b.name)} (${esc(b.email)})</p>${b.attendees ? `<p>${b.attendees} attendees</p>` : ''}<p>Extras: ${b.extras.map((x) => EXTRAS[x][0]).join(', ') || 'none'}</p><p>Total ${money(b.price)} · ${b.status}</p><p>Door code is sent by text on the day.</p><a href="/bookings">Back to my bookings</a>`);
  }
  function change(ref) {
    const b = S.bookings.find((x) => x.ref === ref && x.status === 'Confirmed');
    if (!b || hourly(spById[b.space])) return null;
    return layout(`Change date for ${b.ref}`, `<p>${esc(spById[b.space].name)}, ${LOCS[spById[b.space].loc]} — currently ${when(b)}</p><table><tbody>${DATES.map(([d, n]) => `<tr><td>${n}</td><td>${d === b.date ? 'Current date' : dayFull(b.space, d, b.ref) ? 'Fully booked' : `<form action="/bookings/move" method="post"><input type="hidden" name="ref" value="${b.ref}"><input type="hidden" name="date" value="${d}"><button>Move to ${n}</button></form>`}</td></tr>`).join('')}</tbody></table>`);
  }
  function account() {
    const p = S.profile;
    return layout('Account settings', `<form action="/account" method="post"><label>Full name <input name="name" value="${esc(p.name)}"></label><label>Email <input name="email" type="email" value="${esc(p.email)}"></label><label>Mobile <input name="phone" value="${esc(p.phone)}"></label><label>Company <input name="company" value="${esc(p.company)}"></label><label>Billing postcode <input name="postcode" value="${esc(p.postcode)}"></label><button>Save changes</button></form>`);
  }
  function support(sent) {
    return layout(sent ? 'Message sent' : 'Help & support', `${sent ? '<p>Thanks, we’ve received your message and will reply within one working day.</p>' : ''}<form action="/support" method="post"><label>Topic <select name="topic"><option value="">Choose a topic</option>${['Booking', 'Billing', 'Access & door codes', 'Wi-Fi', 'Other'].map((t) => `<option>${esc(t)}</option>`).join('')}</select></label><label>Booking reference (optional) <input name="ref"></label><label>Message <textarea name="message"></textarea></label><button>Send message</button></form>`);
  }

  function get(path, q) {
    let m;
    if (path === '/') return layout('Work near home', `<ul>${Object.entries(LOCS).map(([k, v]) => `<li><a href="/spaces?location=${k}">${v}</a></li>`).join('')}</ul><p>Hot desks from £10 a half day. Meeting rooms by the hour.</p>`);
    if (path === '/spaces') return spaces(q);
    if ((m = path.match(/^\/space\/([\w-]+)$/))) return space(m[1], q);
    if (path === '/book') return bookForm(q);
    if (path === '/book/review') return review();
    if (path === '/bookings') return bookings();
    if ((m = path.match(/^\/bookings\/(HC\d+)$/))) return bookingDetail(m[1]);
    if ((m = path.match(/^\/bookings\/(HC\d+)\/change$/))) return change(m[1]);
    if (path === '/account') return account();
    if (path === '/support') return support(false);
    if (path === '/support/sent') return support(true);
    return null;
  }
  function post(path, b) {
    if (path === '/book/details') {
      const s = spById[b.space];
      if (!s || !dateName[b.date]) return { redirect: '/spaces' };
      const d = { space: s.id, date: b.date };
      if (hourly(s)) { d.start = b.start; d.hours = Number(b.hours); if (s.type === 'room') d.attendees = Math.max(1, Math.min(s.seats, parseInt(b.attendees, 10) || 1)); } else d.slot = b.slot;
      Object.assign(d, { name: clean(b.name), email: clean(b.email).toLowerCase(), company: clean(b.company), extras: extrasFor(s).filter((x) => b['extra_' + x]) });
      S.draft = d;
      return { redirect: '/book/review' };
    }
    if (path === '/book/confirm') {
      const d = S.draft;
      if (!d) return { redirect: '/spaces' };
      const s = spById[d.space];
      const ok = hourly(s) ? (() => { const t = takenHours(s.id, d.date); const hs = HOURS.indexOf(d.start); return hs >= 0 && hs + d.hours <= HOURS.length && HOURS.slice(hs, hs + d.hours).every((h) => !t.has(h)); })() : !dayFull(s.id, d.date);
      if (!ok) return { redirect: `/space/${s.id}?date=${d.date}` };
      const ref = 'HC' + (301 + S.bookings.length);
      S.bookings.push({ ref, ...d, price: priceOf(d), status: 'Confirmed' });
      S.draft = null;
      return { redirect: '/bookings' };
    }
    if (path === '/bookings/cancel') {
      const bk = S.bookings.find((x) => x.ref === b.ref);
      if (bk) bk.status = 'Cancelled';
      return { redirect: '/bookings' };
    }
    if (path === '/bookings/move') {
      const bk = S.bookings.find((x) => x.ref === b.ref && x.status === 'Confirmed');
      if (bk && dateName[b.date] && !hourly(spById[bk.space]) && !dayFull(bk.space, b.date, bk.ref)) bk.date = b.date;
      return { redirect: '/bookings' };
    }
    if (path === '/account') {
      S.profile = { name: clean(b.name), email: clean(b.email).toLowerCase(), phone: clean(b.phone).replace(/[^\d+]/g, ''), company: clean(b.company), postcode: clean(b.postcode).toUpperCase() };
      return { redirect: '/account' };
    }
    if (path === '/support') {
      S.messages.push({ topic: clean(b.topic), ref: clean(b.ref).toUpperCase(), message: clean(b.message) });
      return { redirect: '/support/sent' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://127.0.0.1');
      const path = u.pathname.replace(/\/+$/, '') || '/';
      const q = {};
      for (const [k, v] of u.searchParams) if (v !== '') q[k] = v;
      const nf = { status: 404, html: layout('Not found', '<p>That page doesn’t exist.</p>') };
      if (String(method).toUpperCase() === 'POST') return post(path, parseBody(body)) || nf;
      const r = get(path, q);
      if (!r) return nf;
      if (r.redirect) return r;
      S.page = { path, query: q };
      return { html: r };
    },
    state() { return JSON.parse(JSON.stringify(S)); },
    restore(st) { S = { ...fresh(), ...JSON.parse(JSON.stringify(st)) }; if (!st.page) S.page = { path: st.path || '/', query: st.query || {} }; },
    reset() { S = fresh(); },
  };
}
