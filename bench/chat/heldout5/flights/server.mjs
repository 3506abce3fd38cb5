/**
 * "Skylark Air", a small airline site for the conversation benchmark (heldout5): a flight search
 * form, results as a list of rows with a Select button each, a nonstop filter and a sort menu that
 * reload the list, price links, flight pages with fare radios and a checked-bag menu that reload
 * the page with the choice in the query, fare rules in a new tab, a trip with Remove buttons, a
 * passenger form and booking, and My bookings with Cancel buttons. Written blind to the SDK.
 */
const FLIGHTS = [
  { id: 101, from: 'Boston', to: 'Denver', airline: 'Skylark', no: 'SK 214', dep: '06:10', arr: '09:05', mins: 295, stops: 0, price: 238 },
  { id: 102, from: 'Boston', to: 'Denver', airline: 'Skylark', no: 'SK 388', dep: '09:45', arr: '14:20', mins: 395, stops: 1, price: 176 },
  { id: 103, from: 'Boston', to: 'Denver', airline: 'Bluejay Connect', no: 'BJ 51', dep: '12:30', arr: '15:35', mins: 305, stops: 0, price: 289 },
  { id: 104, from: 'Boston', to: 'Denver', airline: 'Skylark', no: 'SK 902', dep: '17:55', arr: '23:40', mins: 465, stops: 1, price: 149 },
  { id: 105, from: 'Boston', to: 'Denver', airline: 'Skylark', no: 'SK 630', dep: '20:15', arr: '23:10', mins: 295, stops: 0, price: 312 },
  { id: 201, from: 'Chicago', to: 'Miami', airline: 'Skylark', no: 'SK 77', dep: '07:20', arr: '11:25', mins: 185, stops: 0, price: 199 },
  { id: 202, from: 'Chicago', to: 'Miami', airline: 'Bluejay Connect', no: 'BJ 410', dep: '13:05', arr: '19:50', mins: 345, stops: 1, price: 121 },
  { id: 203, from: 'Chicago', to: 'Miami', airline: 'Skylark', no: 'SK 515', dep: '18:40', arr: '22:45', mins: 185, stops: 0, price: 254 },
  { id: 301, from: 'Seattle', to: 'San Diego', airline: 'Skylark', no: 'SK 19', dep: '08:00', arr: '10:45', mins: 165, stops: 0, price: 132 },
  { id: 302, from: 'Seattle', to: 'San Diego', airline: 'Skylark', no: 'SK 455', dep: '15:30', arr: '18:20', mins: 170, stops: 0, price: 118 },
];
const FARES = [
  ['basic', 'Basic', 0, 'Seat assigned at check-in. No changes.'],
  ['standard', 'Standard', 45, 'Choose your seat. Changes for a fee.'],
  ['flex', 'Flex', 110, 'Free changes and a full refund.'],
];
const SORTS = [['', 'Recommended'], ['price', 'Price (lowest first)'], ['dep', 'Departure time'], ['duration', 'Shortest trip']];
const BAGS = [['0', 'No checked bag'], ['1', '1 bag (+$35)'], ['2', '2 bags (+$80)']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const dur = (m) => `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
const fareOf = (f, fare) => f.price + (FARES.find(([v]) => v === fare)?.[2] ?? 0);
const bagCost = (b) => ({ 0: 0, 1: 35, 2: 80 })[b] ?? 0;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, trip: [], bookings: [], fareRulesViews: 0 };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Skylark Air</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#123} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#0b3d6b;color:#fff}
header a{color:#fff;text-decoration:none} main{display:flex;gap:24px;padding:20px 24px} aside{width:210px} .results{flex:1;list-style:none;padding:0}
.row{display:flex;gap:20px;align-items:center;border:1px solid #cde;border-radius:6px;padding:12px;margin-bottom:10px} .price{font-size:1.3em;font-weight:bold}
footer{padding:16px 24px;background:#eef3f8;font-size:.9em}
</style></head><body><header><a href="/"><strong>✈ Skylark Air</strong></a>
<nav><a href="/">Book</a> <a href="/deals">Deals</a> <a href="/bookings">My bookings (${state.bookings.filter((b) => !b.cancelled).length})</a> <a href="/help">Help</a></nav>
<a href="/trip">Your trip (${state.trip.length})</a></header><main>${body}</main>
<footer><a href="/help">Contact us</a> · <a href="/baggage">Baggage policy</a> · <a href="/privacy">Privacy</a> · © 2026 Skylark Air</footer></body></html>`;

  const searchForm = (q = {}) => `<form action="/flights" method="get" class="search"><h2>Find flights</h2>
<p><label for="from">From</label> <input id="from" name="from" value="${esc(q.from ?? '')}" placeholder="City or airport"></p>
<p><label for="to">To</label> <input id="to" name="to" value="${esc(q.to ?? '')}" placeholder="City or airport"></p>
<p><label for="date">Departure date</label> <input id="date" type="date" name="date" value="${esc(q.date ?? '')}"></p>
<p><label for="adults">Passengers</label> <select id="adults" name="adults">${[1, 2, 3, 4].map((n) => `<option value="${n}"${String(n) === (q.adults ?? '1') ? ' selected' : ''}>${n} adult${n > 1 ? 's' : ''}</option>`).join('')}</select></p>
<p><button>Search flights</button></p></form>`;

  const same = (a, b) => a.toLowerCase().trim() !== '' && b.toLowerCase().startsWith(a.toLowerCase().trim());

  function results(q) {
    const max = Number(q.max) || 0;
    let found = FLIGHTS.filter((f) => same(q.from ?? '', f.from) && same(q.to ?? '', f.to) && (!q.nonstop || f.stops === 0) && (!max || f.price <= max));
    const by = { price: (a, b) => a.price - b.price, dep: (a, b) => a.dep.localeCompare(b.dep), duration: (a, b) => a.mins - b.mins }[q.sort];
    if (by) found = [...found].sort(by);
    const keep = (extra) => {
      const p = { ...q, ...extra };
      for (const k of Object.keys(p)) if (!p[k]) delete p[k];
      return `/flights?${new URLSearchParams(p)}`;
    };
    const hidden = ['from', 'to', 'date', 'adults', 'max'].filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
    const rows = found
      .map((f) => `<li class="row"><span class="col"><strong>${f.dep} – ${f.arr}</strong><br>${esc(f.airline)} · ${f.no}</span> <span class="col">${dur(f.mins)}<br>${f.stops ? '1 stop' : 'Nonstop'}</span> <span class="col price">$${f.price}<br><small>per person</small></span> <span class="col"><a class="btn" href="/flight/${f.id}?adults=${esc(q.adults ?? '1')}">Select</a></span></li>`)
      .join('');
    return layout(`${q.from ?? ''} to ${q.to ?? ''}`, `<aside>${searchForm(q)}
<form action="/flights" method="get"><h2>Filters</h2>${hidden}${q.sort ? `<input type="hidden" name="sort" value="${esc(q.sort)}">` : ''}
<p><label><input type="checkbox" name="nonstop" value="1"${q.nonstop ? ' checked' : ''} onchange="this.form.submit()"> Nonstop only</label></p></form>
<h2>Price</h2><ul><li><a href="${keep({ max: '150' })}">Under $150</a></li><li><a href="${keep({ max: '200' })}">Under $200</a></li><li><a href="${keep({ max: '300' })}">Under $300</a></li><li><a href="${keep({ max: '' })}">Any price</a></li></ul></aside>
<section style="flex:1"><form action="/flights" method="get">${hidden}${q.nonstop ? '<input type="hidden" name="nonstop" value="1">' : ''}<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (q.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<h1>${found.length} flights from ${esc(q.from ?? '')} to ${esc(q.to ?? '')}</h1><ol class="results">${rows || '<li>No flights match your search. Try other cities or dates.</li>'}</ol></section>`);
  }

  function flightPage(f, q) {
    const fare = q.fare ?? '';
    const bags = q.bags ?? '0';
    const adults = q.adults ?? '1';
    const fares = FARES.map(([v, l, add, note]) => `<label class="fare"><input type="radio" name="fare" value="${v}"${v === fare ? ' checked' : ''} onchange="this.form.submit()"> ${l} – $${f.price + add} <small>${note}</small></label><br>`).join('');
    const total = fare ? (fareOf(f, fare) + bagCost(bags)) * Number(adults) : 0;
    return layout(`${f.no} ${f.from} to ${f.to}`, `<section><p><a href="javascript:history.back()">‹ Back to results</a></p>
<h1>${esc(f.from)} → ${esc(f.to)}</h1><p>${esc(f.airline)} ${f.no} · departs ${f.dep}, arrives ${f.arr} · ${dur(f.mins)} · ${f.stops ? '1 stop' : 'Nonstop'}</p>
<form method="get" action="/flight/${f.id}"><input type="hidden" name="adults" value="${esc(adults)}"><fieldset><legend>Choose your fare</legend>${fares}</fieldset>
<p><label for="bags">Checked bags</label> <select id="bags" name="bags" onchange="this.form.submit()">${BAGS.map(([v, l]) => `<option value="${v}"${v === bags ? ' selected' : ''}>${l}</option>`).join('')}</select></p></form>
<p><a href="/fare-rules" target="_blank">Fare rules and conditions</a> (opens in a new window)</p>
<p class="total">${fare ? `Total for ${adults} adult${adults === '1' ? '' : 's'}: $${total}` : 'Pick a fare to see your total.'}</p>
<form method="post" action="/trip/add"><input type="hidden" name="id" value="${f.id}"><input type="hidden" name="fare" value="${esc(fare)}"><input type="hidden" name="bags" value="${esc(bags)}"><input type="hidden" name="adults" value="${esc(adults)}"><button${fare ? '' : ' disabled'}>Add to trip</button></form></section>`);
  }

  function tripPage() {
    const rows = state.trip
      .map((t, i) => {
        const f = FLIGHTS.find((x) => x.id === t.id);
        return `<tr><td>${esc(f.airline)} ${f.no}</td><td>${esc(f.from)} → ${esc(f.to)}, ${f.dep}</td><td>${esc(t.fare)}</td><td>${t.bags} bag(s)</td><td>$${(fareOf(f, t.fare) + bagCost(t.bags)) * t.adults}</td><td><form method="post" action="/trip/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    const total = state.trip.reduce((s, t) => s + (fareOf(FLIGHTS.find((x) => x.id === t.id), t.fare) + bagCost(t.bags)) * t.adults, 0);
    return layout('Your trip', `<section><h1>Your trip</h1>${rows ? `<table><tr><th>Flight</th><th>Route</th><th>Fare</th><th>Bags</th><th>Price</th><th></th></tr>${rows}</table><p class="total">Trip total: $${total}</p>
<form method="post" action="/book"><h2>Lead passenger</h2><p><label for="name">Full name (as on passport)</label> <input id="name" name="name"></p>
<p><label for="email">Email for your e-ticket</label> <input id="email" type="email" name="email"></p><p><button>Book and pay</button></p></form>` : '<p>Your trip is empty. <a href="/">Search flights</a></p>'}</section>`);
  }

  function bookingsPage() {
    const rows = state.bookings
      .map((b, i) => `<li class="row"><div><strong>${b.ref}</strong> · ${esc(b.name)}</div><div>${b.flights.map((t) => FLIGHTS.find((f) => f.id === t.id).no).join(', ')}</div><div>${b.cancelled ? 'Cancelled' : 'Confirmed'}</div>${b.cancelled ? '' : `<form method="post" action="/bookings/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel booking</button></form>`}</li>`)
      .join('');
    return layout('My bookings', `<section><h1>My bookings</h1><ul class="results">${rows || '<li>You have no bookings yet.</li>'}</ul></section>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/trip/add') {
      if (!FLIGHTS.some((f) => f.id === Number(form.id)) || !form.fare) return { status: 400, html: 'Bad request' };
      state.trip.push({ id: Number(form.id), fare: form.fare, bags: Number(form.bags ?? 0), adults: Number(form.adults ?? 1) });
      return { redirect: '/trip' };
    }
    if (method === 'POST' && u.pathname === '/trip/remove') {
      state.trip.splice(Number(form.index), 1);
      return { redirect: '/trip' };
    }
    if (method === 'POST' && u.pathname === '/book') {
      if (!state.trip.length || !(form.name ?? '').trim()) return { redirect: '/trip' };
      state.bookings.push({ ref: `SKY${4100 + state.bookings.length}`, name: form.name.trim(), email: (form.email ?? '').trim(), flights: state.trip, cancelled: false });
      state.trip = [];
      return { redirect: '/confirmation' };
    }
    if (method === 'POST' && u.pathname === '/bookings/cancel') {
      const b = state.bookings[Number(form.index)];
      if (b) b.cancelled = true;
      return { redirect: '/bookings' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    const flight = /^\/flight\/(\d+)$/.exec(u.pathname);
    const f = flight && FLIGHTS.find((x) => x.id === Number(flight[1]));
    if (u.pathname === '/') html = layout('Book flights', `<section><h1>Where to next?</h1>${searchForm()}<p>Fly nonstop from Boston, Chicago and Seattle.</p></section>`);
    else if (u.pathname === '/flights') html = results(query);
    else if (f) html = flightPage(f, query);
    else if (u.pathname === '/trip') html = tripPage();
    else if (u.pathname === '/bookings') html = bookingsPage();
    else if (u.pathname === '/confirmation') {
      const b = state.bookings.at(-1);
      html = layout('Booked', `<section><h1>You're booked!</h1>${b ? `<p>Your booking reference is <strong>${b.ref}</strong>. We sent your e-ticket to ${esc(b.email || 'your email')}.</p>` : ''}<p><a href="/bookings">Manage my bookings</a></p></section>`);
    } else if (u.pathname === '/fare-rules') {
      state.fareRulesViews++;
      return { html: layout('Fare rules', `<section><h1>Fare rules</h1><ul>${FARES.map(([, l, , n]) => `<li>${l}: ${n}</li>`).join('')}</ul></section>`) };
    } else if (['/deals', '/help', '/baggage', '/privacy'].includes(u.pathname)) html = layout('Skylark Air', `<section><h1>${u.pathname.slice(1)}</h1><p>This page is being updated.</p></section>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the trip, bookings, fare-rule views. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
