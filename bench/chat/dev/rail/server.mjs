/**
 * "Northline Rail", a fourth development site of another kind (train tickets): a search form of
 * several fields (From and To text boxes, a date, a Passengers dropdown, a Railcard dropdown),
 * results as a list with filters that apply on change (a "Direct trains only" checkbox,
 * "Departure time" radios, a "Sort by" dropdown), journey pages with fare radios, a seat
 * dropdown, a bikes number field and a quiet-coach checkbox, a trip with Remove and a
 * lead-passenger form, and bookings with Cancel. Choices reload the page with them in the query.
 */
const STATIONS = ['Boston South', 'Providence', 'New Haven', 'New York Penn', 'Philadelphia', 'Baltimore', 'Washington Union'];
// Departures every route has: time, arrival offset (minutes), changes, standard fare.
const TRAINS = [
  { id: 1, dep: '6:40 am', min: 400, mins: 190, changes: 0, price: 39 },
  { id: 2, dep: '8:15 am', min: 495, mins: 245, changes: 1, price: 32 },
  { id: 3, dep: '11:30 am', min: 690, mins: 200, changes: 0, price: 54 },
  { id: 4, dep: '2:05 pm', min: 845, mins: 195, changes: 0, price: 58 },
  { id: 5, dep: '4:50 pm', min: 1010, mins: 270, changes: 1, price: 36 },
  { id: 6, dep: '7:20 pm', min: 1160, mins: 185, changes: 0, price: 44 },
];
const FARES = [['standard', 'Standard', 1], ['flexible', 'Flexible', 1.3], ['first', 'First class', 1.7]];
const SEATS = [['', 'No preference'], ['window', 'Window'], ['aisle', 'Aisle'], ['table', 'Table']];
const RAILCARDS = [['', 'None'], ['senior', 'Senior'], ['student', 'Student'], ['family', 'Family & Friends']];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const station = (s) => STATIONS.find((x) => s && x.toLowerCase().includes(String(s).trim().toLowerCase()));
const clock = (m) => {
  const h = Math.floor(m / 60) % 24;
  return `${((h + 11) % 12) + 1}:${String(m % 60).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`;
};
const period = (t) => (t.min < 720 ? 'morning' : t.min < 1020 ? 'afternoon' : 'evening');
const SEARCH_KEYS = ['from', 'to', 'date', 'passengers', 'railcard'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, trip: [], bookings: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} · Northline Rail</title><style>
body{font-family:Arial,sans-serif;margin:0} nav{display:flex;gap:18px;padding:12px 22px;background:#7a1f2b} nav a{color:#fff} main{padding:22px}
form.search p{margin:8px 0} ul.journeys{list-style:none;padding:0} ul.journeys li{border:1px solid #ccc;margin:8px 0;padding:10px}
</style></head><body><nav><a href="/">Northline Rail</a><a href="/trip">My trip (${state.trip.length})</a><a href="/bookings">My bookings</a></nav><main>${body}</main></body></html>`;
  const keep = (query) => SEARCH_KEYS.map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
  const searchQuery = (query) => new URLSearchParams(Object.fromEntries(SEARCH_KEYS.filter((k) => query[k]).map((k) => [k, query[k]]))).toString();
  const price = (t, query, fare = 1) => Math.round(t.price * fare * (query.railcard ? 2 / 3 : 1));

  function home() {
    const opts = (list) => list.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('');
    return layout('Train tickets', `<h1>Find train tickets</h1><form class="search" method="get" action="/journeys">
<p><label for="from">From</label> <input id="from" name="from" placeholder="Station or city"></p>
<p><label for="to">To</label> <input id="to" name="to" placeholder="Station or city"></p>
<p><label for="date">Date</label> <input type="date" id="date" name="date"></p>
<p><label for="passengers">Passengers</label> <select id="passengers" name="passengers">${opts([1, 2, 3, 4, 5, 6].map((n) => [n, `${n} adult${n > 1 ? 's' : ''}`]))}</select></p>
<p><label for="railcard">Railcard</label> <select id="railcard" name="railcard">${opts(RAILCARDS)}</select></p>
<p><button>Find trains</button></p></form><h2>Popular routes</h2><p>Boston South to New York Penn, Philadelphia to Washington Union.</p>`);
  }

  function journeys(query) {
    const from = station(query.from);
    const to = station(query.to);
    if (!from || !to || from === to) return layout('No trains', `<h1>No trains found</h1><p>Check the stations and try again.</p><p><a href="/">New search</a></p>`);
    let found = TRAINS;
    if (query.direct === '1') found = found.filter((t) => t.changes === 0);
    if (query.time) found = found.filter((t) => period(t) === query.time);
    if (query.sort === 'price') found = [...found].sort((a, b) => a.price - b.price);
    if (query.sort === 'duration') found = [...found].sort((a, b) => a.mins - b.mins);
    const n = Number(query.passengers || 1);
    const link = (t) => `/journey/${t.id}?${searchQuery(query)}`;
    const items = found
      .map((t) => `<li><h3><a href="${link(t)}">${t.dep} → ${clock(t.min + t.mins)}</a></h3><p>${Math.floor(t.mins / 60)}h ${t.mins % 60}m · ${t.changes ? '1 change' : 'Direct'} · $${price(t, query)} per adult</p><a href="${link(t)}">Select</a></li>`)
      .join('');
    const radio = (v, l) => `<label><input type="radio" name="time" value="${v}"${(query.time ?? '') === v ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`;
    const sort = query.sort ?? '';
    return layout('Journeys', `<h1>${esc(from)} to ${esc(to)}</h1><p>${esc(query.date || 'Any day')} · ${n} adult${n > 1 ? 's' : ''}${query.railcard ? ` · ${esc(query.railcard)} railcard` : ''}</p>
<form method="get" action="/journeys">${keep(query)}
<p><label><input type="checkbox" name="direct" value="1"${query.direct === '1' ? ' checked' : ''} onchange="this.form.submit()"> Direct trains only</label></p>
<fieldset><legend>Departure time</legend>${radio('', 'Any time')} ${radio('morning', 'Morning')} ${radio('afternoon', 'Afternoon')} ${radio('evening', 'Evening')}</fieldset>
<p><label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${[['', 'Departure time'], ['price', 'Price (lowest first)'], ['duration', 'Journey time (shortest first)']].map(([v, l]) => `<option value="${v}"${v === sort ? ' selected' : ''}>${l}</option>`).join('')}</select></p></form>
${items ? `<ul class="journeys">${items}</ul>` : '<p>No trains match these filters.</p>'}`);
  }

  function journey(t, query) {
    const from = station(query.from) ?? '?';
    const to = station(query.to) ?? '?';
    const fare = query.fare ?? '';
    const seat = query.seat ?? '';
    return layout(`${t.dep} ${from} to ${to}`, `<h1>${t.dep} ${esc(from)} → ${esc(to)}</h1><p>Arrives ${clock(t.min + t.mins)} · ${t.changes ? '1 change' : 'Direct'}</p>
<form method="get" action="/journey/${t.id}">${keep(query)}
<fieldset><legend>Fare</legend>${FARES.map(([v, l, k]) => `<label><input type="radio" name="fare" value="${v}"${v === fare ? ' checked' : ''} onchange="this.form.submit()"> ${l} ($${price(t, query, k)})</label>`).join(' ')}</fieldset>
<p><label for="seat">Seat preference</label> <select id="seat" name="seat" onchange="this.form.submit()">${SEATS.map(([v, l]) => `<option value="${v}"${v === seat ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<p><label for="bikes">Bikes</label> <input type="number" id="bikes" name="bikes" min="0" max="2" value="${esc(query.bikes ?? '0')}" onchange="this.form.submit()"></p>
<p><label><input type="checkbox" name="quiet" value="1"${query.quiet === '1' ? ' checked' : ''} onchange="this.form.submit()"> Quiet coach</label></p></form>
<form method="post" action="/trip/add"><input type="hidden" name="back" value="${esc(`/journey/${t.id}?${new URLSearchParams(query)}`)}"><button>Add to trip</button></form>`);
  }

  function trip() {
    const rows = state.trip.map((x, i) => `<tr><td>${esc(x.dep)}</td><td>${esc(x.from)} → ${esc(x.to)}</td><td>${esc(x.fare || 'standard')} · ${x.passengers} adult(s)</td><td>$${x.cost}</td><td><form method="post" action="/trip/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`).join('');
    const total = state.trip.reduce((s, x) => s + x.cost, 0);
    return layout('My trip', `<h1>My trip</h1>${rows ? `<table><tbody>${rows}</tbody></table><p>Total: $${total}</p>
<form method="post" action="/book"><p><label for="lead">Lead passenger name</label> <input id="lead" name="lead"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><button>Book now</button></form>` : '<p>Your trip is empty.</p>'}`);
  }

  function bookings() {
    const rows = state.bookings.map((b, i) => `<tr><td>${esc(b.ref)}</td><td>${b.journeys.map((x) => `${esc(x.dep)} ${esc(x.from)} → ${esc(x.to)}`).join('; ')}</td><td><form method="post" action="/bookings/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel</button></form></td></tr>`).join('');
    return layout('My bookings', `<h1>My bookings</h1>${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>No bookings yet.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/trip/add') {
      const b = new URL(form.back ?? '/', 'http://site');
      const q = Object.fromEntries(b.searchParams);
      const t = TRAINS.find((x) => `/journey/${x.id}` === b.pathname);
      if (!t) return { redirect: '/' };
      const k = FARES.find(([v]) => v === (q.fare || 'standard'))[2];
      const passengers = Number(q.passengers || 1);
      state.trip.push({ id: t.id, dep: t.dep, from: station(q.from), to: station(q.to), date: q.date ?? '', passengers, fare: q.fare || 'standard', seat: q.seat ?? '', bikes: Number(q.bikes || 0), quiet: q.quiet === '1', cost: price(t, q, k) * passengers });
      return { redirect: '/trip' };
    }
    if (method === 'POST' && u.pathname === '/trip/remove') {
      state.trip.splice(Number(form.index), 1);
      return { redirect: '/trip' };
    }
    if (method === 'POST' && u.pathname === '/book') {
      if (!state.trip.length) return { redirect: '/trip' };
      state.bookings.push({ ref: `NL${100 + state.bookings.length + 1}`, journeys: state.trip.map(({ id, dep, from, to, date, passengers, fare, seat, bikes, quiet }) => ({ id, dep, from, to, date, passengers, fare, seat, bikes, quiet })) });
      state.trip = [];
      return { redirect: '/booked' };
    }
    if (method === 'POST' && u.pathname === '/bookings/cancel') {
      state.bookings.splice(Number(form.index), 1);
      return { redirect: '/bookings' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const m = /^\/journey\/(\d+)$/.exec(u.pathname);
    const t = m && TRAINS.find((x) => x.id === Number(m[1]));
    let html;
    if (u.pathname === '/') html = home();
    else if (u.pathname === '/journeys') html = journeys(query);
    else if (t) html = journey(t, query);
    else if (u.pathname === '/trip') html = trip();
    else if (u.pathname === '/bookings') html = bookings();
    else if (u.pathname === '/booked') html = layout('Booked', `<h1>You're booked</h1><p role="status">Booking reference ${esc(state.bookings[state.bookings.length - 1]?.ref ?? '')}. Tickets are in your email.</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
