/**
 * "Willowmere Boat Hire", a river boat-hire yard for the conversation benchmark (heldout25,
 * written blind): a home page with a "Find a boat" form, boats as a list with type links, a
 * "Seats at least" menu and a sort, boat pages with a Day menu, Start time menu and Hire length
 * radios ("Check availability", all in the query; some slots are taken), a three-page booking
 * (your details and extras into the review page's query; a terms box and "Confirm booking"),
 * My bookings with Change time and Cancel (a confirm page with a reason), a price list table
 * and an FAQ. Days are fixed: Thursday 3 to Monday 7 December 2026. `state()` is what the server
 * has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const B = (id, name, type, seats, hour, half, full, note) => ({ id, name, type, seats, hour, half, full, note });
export const BOATS = [
  B(1, 'Kingfisher', 'rowing', 4, 18, 55, 90, 'A classic wooden rowing boat. Oars and cushions included.'),
  B(2, 'Moorhen', 'rowing', 3, 15, 45, 75, 'Our lightest rowing boat, easy for beginners.'),
  B(3, 'Bluebell', 'electric', 6, 40, 130, 220, 'Quiet electric motor boat with a canopy. No licence needed.'),
  B(4, 'Heron', 'electric', 8, 50, 165, 280, 'Our biggest electric boat, with a table and a canopy.'),
  B(5, 'Otter', 'canoe', 2, 14, 40, 65, 'Open Canadian canoe for two paddlers.'),
  B(6, 'Dragonfly', 'canoe', 3, 16, 48, 78, 'Three-seat Canadian canoe, room for a child or a dog in the middle.'),
  B(7, 'Swan Song', 'cruiser', 10, 75, 250, 420, 'Day cruiser with a cabin, toilet and a small galley. Skipper available.'),
];
const TYPES = [['rowing', 'Rowing boats'], ['electric', 'Electric boats'], ['canoe', 'Canoes'], ['cruiser', 'Day cruisers']];
export const DAYS = [['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December'], ['2026-12-06', 'Sunday 6 December'], ['2026-12-07', 'Monday 7 December']];
const STARTS = [['09:00', '9am'], ['10:00', '10am'], ['11:00', '11am'], ['13:00', '1pm'], ['14:00', '2pm'], ['15:00', '3pm']];
const LENGTHS = [['1', '1 hour'], ['2', '2 hours'], ['half', 'Half day (4 hours)'], ['full', 'Full day (9am to 5pm)']];
const EXTRAS = [['hamper', 'Picnic hamper for the boat', 22], ['fishing', 'Fishing rods and day permit', 12], ['dog', 'Bringing a dog (towel and mat)', 5]];
/** Taken: boat id, day, start. */
export const TAKEN = new Set(['3|2026-12-05|10:00', '3|2026-12-05|11:00', '4|2026-12-06|13:00', '1|2026-12-05|14:00', '7|2026-12-05|09:00', '5|2026-12-06|10:00']);
const REASONS = [['weather', 'Bad weather forecast'], ['plans', 'Change of plans'], ['other', 'Something else']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const boat = (id) => BOATS.find((b) => b.id === Number(id));
const opts = (list, chosen, blank) => `${blank ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const label = (list, v) => list.find(([x]) => x === v)?.[1] ?? v;
const qs = (o) => new URLSearchParams(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))).toString();
const hireCost = (b, len) => (len === 'half' ? b.half : len === 'full' ? b.full : b.hour * Number(len || 1));
const extrasList = (s) => (s ? String(s).split(',').filter((e) => EXTRAS.some(([v]) => v === e)) : []);
const total = (b, len, extras) => hireCost(b, len) + extras.reduce((t, e) => t + EXTRAS.find(([v]) => v === e)[2], 0);
const fullDayClash = (b, day, start, len) => (len === 'full' ? STARTS.some(([s]) => TAKEN.has(`${b}|${day}|${s}`)) : TAKEN.has(`${b}|${day}|${start}`));

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      bookings: [
        { ref: 'WM-2041', boat: 5, day: '2026-12-05', start: '10:00', length: '2', people: 2, extras: [], name: 'Sam Okafor', phone: '07700 900204' },
        { ref: 'WM-2058', boat: 3, day: '2026-12-06', start: '11:00', length: 'half', people: 5, extras: ['hamper'], name: 'Sam Okafor', phone: '07700 900204' },
      ],
      cancelled: [],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Willowmere Boat Hire</title><style>
body{font-family:'Trebuchet MS',sans-serif;margin:0;background:#f3f7f4} header{padding:12px 24px;background:#2f5d50;color:#fff} header a{color:#fff;margin-right:14px}
main{padding:18px 26px;max-width:980px} .boat{background:#fff;border:1px solid #c9d6cf;padding:12px;margin-bottom:12px} table{border-collapse:collapse;background:#fff} td,th{border:1px solid #ccc;padding:6px 10px}
</style></head><body><header><a href="/"><strong>Willowmere Boat Hire</strong></a> <a href="/boats">Our boats</a> <a href="/prices">Prices</a> <a href="/my-bookings">My bookings</a> <a href="/faq">FAQ</a></header><main>${body}</main></body></html>`;

  function boatsPage(q) {
    let list = BOATS.filter((b) => (!q.type || b.type === q.type) && (!q.seats || b.seats >= Number(q.seats)));
    if (q.sort === 'price') list = [...list].sort((a, b) => a.hour - b.hour);
    if (q.sort === 'seats') list = [...list].sort((a, b) => b.seats - a.seats);
    const typeLinks = `<p>Show: <a href="/boats?${qs({ seats: q.seats, sort: q.sort })}">All boats</a> ${TYPES.map(([v, l]) => `| <a href="/boats?${qs({ type: v, seats: q.seats, sort: q.sort })}">${l}</a>`).join(' ')}</p>`;
    const form = `<form method="get" action="/boats">${q.type ? `<input type="hidden" name="type" value="${esc(q.type)}">` : ''}<label for="seats">Seats at least</label> <select id="seats" name="seats">${opts([2, 3, 4, 6, 8, 10].map((n) => [String(n), `${n} people`]), q.seats ?? '', 'Any')}</select> <label for="sort">Order by</label> <select id="sort" name="sort">${opts([['', 'Our favourites'], ['price', 'Hourly price, lowest first'], ['seats', 'Most seats first']], q.sort ?? '')}</select> <button>Update list</button></form>`;
    const items = list.map((b) => `<div class="boat"><h2>${esc(b.name)}</h2><p>${label(TYPES, b.type).replace(/s$/, '')} · seats ${b.seats} · from £${b.hour} an hour</p><p>${esc(b.note)}</p><p><a href="/boat/${b.id}">Check dates and book ${esc(b.name)}</a></p></div>`).join('');
    return layout('Our boats', `<h1>Our boats${q.type ? ` — ${label(TYPES, q.type)}` : ''}</h1>${typeLinks}${form}<p>${list.length} boats</p>${items || '<p>No boats match.</p>'}`);
  }
  function boatPage(b, q) {
    const day = q.day ?? '';
    const start = q.start ?? '';
    const len = q.length ?? '';
    let result = '<p>Choose a day, a start time and how long you want the boat, then check availability.</p>';
    if (day && (start || len === 'full') && len) {
      const s = len === 'full' ? '09:00' : start;
      result = fullDayClash(b.id, day, s, len)
        ? `<p role="alert"><strong>Sorry, ${esc(b.name)} is already booked then.</strong> Please try another time.</p>`
        : `<p><strong>Available!</strong> ${esc(b.name)} on ${label(DAYS, day)} from ${label(STARTS, s)}, ${label(LENGTHS, len).toLowerCase()}: £${hireCost(b, len)}.</p><p><a href="/book/details?${qs({ boat: b.id, day, start: s, length: len })}">Book this boat</a></p>`;
    }
    return layout(b.name, `<p><a href="/boats">Back to all boats</a></p><h1>${esc(b.name)}</h1><p>${esc(b.note)}</p><table><tr><th>Seats</th><td>${b.seats}</td></tr><tr><th>Per hour</th><td>£${b.hour}</td></tr><tr><th>Half day</th><td>£${b.half}</td></tr><tr><th>Full day</th><td>£${b.full}</td></tr></table>
<h2>Check availability</h2><form method="get" action="/boat/${b.id}"><p><label for="day">Day</label> <select id="day" name="day">${opts(DAYS, day, 'Choose a day')}</select></p><p><label for="start">Start time</label> <select id="start" name="start">${opts(STARTS, start, 'Choose a time')}</select></p>
<fieldset><legend>Hire length</legend>${LENGTHS.map(([v, l]) => `<label><input type="radio" name="length" value="${v}"${v === len ? ' checked' : ''}> ${l}</label> `).join('')}</fieldset><p><button>Check availability</button></p></form>${result}`);
  }
  function detailsPage(q) {
    const b = boat(q.boat);
    if (!b) return null;
    return layout('Your details', `<p>Step 2 of 3</p><h1>Your details</h1><p>${esc(b.name)} · ${label(DAYS, q.day)} · ${label(STARTS, q.start)} · ${label(LENGTHS, q.length)}</p>
<form method="get" action="/book/review"><input type="hidden" name="boat" value="${b.id}"><input type="hidden" name="day" value="${esc(q.day)}"><input type="hidden" name="start" value="${esc(q.start)}"><input type="hidden" name="length" value="${esc(q.length)}">
<p><label for="name">Name of the person hiring</label> <input id="name" name="name"></p><p><label for="phone">Mobile</label> <input id="phone" name="phone" type="tel"></p>
<p><label for="people">Number of people</label> <select id="people" name="people">${opts(Array.from({ length: b.seats }, (_, i) => [String(i + 1), String(i + 1)]), '', 'Select')}</select></p>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, l, c]) => `<label><input type="checkbox" name="extras" value="${v}"> ${l} (+£${c})</label><br>`).join('')}</fieldset><p><button>Continue to review</button></p></form>`);
  }
  function reviewPage(url) {
    const q = Object.fromEntries(url.searchParams);
    const b = boat(q.boat);
    if (!b) return null;
    const extras = url.searchParams.getAll('extras').filter((e) => EXTRAS.some(([v]) => v === e));
    return layout('Review your booking', `<p>Step 3 of 3</p><h1>Check your booking</h1><table><tr><th>Boat</th><td>${esc(b.name)}</td></tr><tr><th>When</th><td>${label(DAYS, q.day)}, ${label(STARTS, q.start)}, ${label(LENGTHS, q.length)}</td></tr><tr><th>Name</th><td>${esc(q.name ?? '')}</td></tr><tr><th>Mobile</th><td>${esc(q.phone ?? '')}</td></tr><tr><th>People</th><td>${esc(q.people ?? '')}</td></tr><tr><th>Extras</th><td>${extras.map((e) => label(EXTRAS, e)).join(', ') || 'None'}</td></tr><tr><th>Total</th><td>£${total(b, q.length, extras)}</td></tr></table>
<p>A £20 deposit is taken now; the rest is paid at the boathouse.</p><form method="post" action="/book">${['boat', 'day', 'start', 'length', 'name', 'phone', 'people'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')}<input type="hidden" name="extras" value="${extras.join(',')}">
<p><label><input type="checkbox" name="terms" value="1"> I have read the hire terms and the safety rules</label></p><p><button>Confirm booking</button></p></form><p><a href="/book/details?${qs({ boat: b.id, day: q.day, start: q.start, length: q.length })}">Edit details</a></p>`);
  }
  function bookingsPage() {
    const rows = state.bookings.map((k) => `<tr><td>${k.ref}</td><td>${esc(boat(k.boat).name)}</td><td>${label(DAYS, k.day)}</td><td>${label(STARTS, k.start)}</td><td>${label(LENGTHS, k.length)}</td><td>${k.people}</td><td>£${total(boat(k.boat), k.length, k.extras)}</td><td><a href="/my-bookings/${k.ref}/change">Change time</a> · <a href="/my-bookings/${k.ref}/cancel">Cancel</a></td></tr>`).join('');
    return layout('My bookings', `<h1>My bookings</h1>${rows ? `<table><thead><tr><th>Ref</th><th>Boat</th><th>Day</th><th>Start</th><th>Length</th><th>People</th><th>Total</th><th>Actions</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no bookings.</p>'}`);
  }
  const changePage = (k) => layout(`Change ${k.ref}`, `<h1>Change booking ${k.ref}</h1><p>${esc(boat(k.boat).name)}, now ${label(DAYS, k.day)} at ${label(STARTS, k.start)}.</p><form method="post" action="/my-bookings/change"><input type="hidden" name="ref" value="${k.ref}"><p><label for="cday">New day</label> <select id="cday" name="day">${opts(DAYS, k.day)}</select></p><p><label for="cstart">New start time</label> <select id="cstart" name="start">${opts(STARTS, k.start)}</select></p><p><button>Save changes</button></p></form><p><a href="/my-bookings">Back to my bookings</a></p>`);
  const cancelPage = (k) => layout(`Cancel ${k.ref}`, `<h1>Cancel booking ${k.ref}?</h1><p>${esc(boat(k.boat).name)}, ${label(DAYS, k.day)} at ${label(STARTS, k.start)}. Your £20 deposit is refunded if you cancel 24 hours or more before.</p><form method="post" action="/my-bookings/cancel"><input type="hidden" name="ref" value="${k.ref}"><p><label for="reason">Reason</label> <select id="reason" name="reason">${opts(REASONS, '', 'Please choose')}</select></p><p><button>Cancel this booking</button> <a href="/my-bookings">No, keep it</a></p></form>`);
  const prices = () => layout('Prices', `<h1>Hire prices</h1><table><thead><tr><th>Boat</th><th>Type</th><th>Seats</th><th>1 hour</th><th>Half day</th><th>Full day</th></tr></thead><tbody>${BOATS.map((b) => `<tr><td>${esc(b.name)}</td><td>${label(TYPES, b.type).replace(/s$/, '')}</td><td>${b.seats}</td><td>£${b.hour}</td><td>£${b.half}</td><td>£${b.full}</td></tr>`).join('')}</tbody></table><p>Extras: ${EXTRAS.map(([, l, c]) => `${l.toLowerCase()} £${c}`).join('; ')}. A skipper for the day cruiser costs £60 a day, booked by phone.</p>`);
  const faq = () => layout('FAQ', `<h1>Questions</h1><dl><dt>Do I need a licence?</dt><dd>No. We show everyone how to drive the boats before they set off.</dd><dt>Are life jackets provided?</dt><dd>Yes, for adults and children, free of charge. Children under 12 must wear one at all times.</dd><dt>Can we bring a dog?</dt><dd>Dogs are welcome on every boat except the canoes, for a £5 cleaning fee.</dd><dt>Where do we park?</dt><dd>Park for free in the boathouse car park on Mill Lane; it fills up by 11am at weekends.</dd><dt>What if it rains?</dt><dd>The electric boats and the cruiser have canopies. If the river is closed for flooding we refund in full.</dd></dl>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    // a key sent more than once (the Extras boxes) is kept as one comma-separated value
    const q = Object.fromEntries([...new Set(u.searchParams.keys())].map((k) => [k, u.searchParams.getAll(k).join(',')]));
    const f = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        const b = boat(f.boat);
        if (!b || !DAYS.some(([v]) => v === f.day) || !f.name || f.terms !== '1' || fullDayClash(b.id, f.day, f.start, f.length)) return { status: 400, html: layout('Check your booking', '<h1>Please check your booking</h1><p>Fill in your name and tick the box to agree to the hire terms.</p>') };
        const ref = `WM-${2060 + state.bookings.length + state.cancelled.length - 2}`;
        state.bookings.push({ ref, boat: b.id, day: f.day, start: f.start, length: f.length, people: Number(f.people) || 1, extras: extrasList(f.extras), name: f.name, phone: f.phone ?? '' });
        return { redirect: `/booked?ref=${ref}` };
      }
      if (u.pathname === '/my-bookings/change') {
        const k = state.bookings.find((x) => x.ref === f.ref);
        if (k && DAYS.some(([v]) => v === f.day) && STARTS.some(([v]) => v === f.start)) { k.day = f.day; k.start = f.start; }
        return { redirect: '/my-bookings' };
      }
      if (u.pathname === '/my-bookings/cancel') {
        const k = state.bookings.find((x) => x.ref === f.ref);
        if (k) { state.bookings = state.bookings.filter((x) => x !== k); state.cancelled.push({ ref: k.ref, reason: f.reason ?? '' }); }
        return { redirect: '/my-bookings' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    let html;
    const bp = /^\/boat\/(\d+)$/.exec(u.pathname);
    const mb = /^\/my-bookings\/([\w-]+)\/(change|cancel)$/.exec(u.pathname);
    const k = mb && state.bookings.find((x) => x.ref === mb[1]);
    if (u.pathname === '/') html = layout('Welcome', `<h1>Boats for hire on the River Wend</h1><p>Rowing boats, canoes, electric boats and a day cruiser, from the boathouse on Mill Lane. Open Thursday to Monday through December, 9am to 5pm.</p><form method="get" action="/boats"><h2>Find a boat</h2><p><label for="htype">Type of boat</label> <select id="htype" name="type">${opts(TYPES, '', 'Any type')}</select> <label for="hseats">Seats at least</label> <select id="hseats" name="seats">${opts([2, 3, 4, 6, 8, 10].map((n) => [String(n), `${n} people`]), '', 'Any')}</select> <button>Find boats</button></p></form>`);
    else if (u.pathname === '/boats') html = boatsPage(q);
    else if (bp && boat(bp[1])) html = boatPage(boat(bp[1]), q);
    else if (u.pathname === '/book/details') html = detailsPage(q);
    else if (u.pathname === '/book/review') html = reviewPage(u);
    else if (u.pathname === '/booked') html = layout('Booked', `<h1>You're booked!</h1><p>Your booking reference is ${esc(q.ref ?? '')}. Please arrive 15 minutes early for a safety briefing.</p><p><a href="/my-bookings">See my bookings</a></p>`);
    else if (u.pathname === '/my-bookings') html = bookingsPage();
    else if (k) html = mb[2] === 'change' ? changePage(k) : cancelPage(k);
    else if (u.pathname === '/prices') html = prices();
    else if (u.pathname === '/faq') html = faq();
    if (!html) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSite();
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    });
  }).listen(Number(process.argv[2]) || 8126, '127.0.0.1');
}
