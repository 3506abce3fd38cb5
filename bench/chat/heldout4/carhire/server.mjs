/**
 * "Kestrel Car Hire", a car-rental site for the conversation benchmark: a search form (pick-up
 * location, date, number of days), results as a list with type filters, an "Automatic only"
 * checkbox and a sort dropdown, car pages with protection radios and extras checkboxes (each
 * change reloads the page with it in the query), a booking page whose driver details are saved
 * as they are typed (a background POST, kept in `driver`), bookings with a cancel step, and pages
 * that open in a new tab (pick-up instructions, rental conditions; counted in `infoViews` and
 * `termsViews`). Written blind to the SDK for bench/chat/heldout4.
 */
const CARS = [
  { id: 1, name: 'Fiat 500', type: 'economy', seats: 4, bags: 1, auto: false, day: 29 },
  { id: 2, name: 'VW Polo', type: 'economy', seats: 5, bags: 2, auto: true, day: 34 },
  { id: 3, name: 'Toyota Corolla', type: 'compact', seats: 5, bags: 3, auto: true, day: 42 },
  { id: 4, name: 'Ford Focus Estate', type: 'compact', seats: 5, bags: 4, auto: false, day: 39 },
  { id: 5, name: 'Nissan Qashqai', type: 'suv', seats: 5, bags: 3, auto: true, day: 58 },
  { id: 6, name: 'Kia Sorento', type: 'suv', seats: 7, bags: 4, auto: true, day: 74 },
  { id: 7, name: 'Renault Trafic', type: 'van', seats: 9, bags: 5, auto: false, day: 89 },
  { id: 8, name: 'Tesla Model 3', type: 'electric', seats: 5, bags: 2, auto: true, day: 69 },
];
const TYPES = [['economy', 'Economy'], ['compact', 'Compact'], ['suv', 'SUV'], ['van', 'Van / minibus'], ['electric', 'Electric']];
const LOCATIONS = [
  ['airport', 'Airport – Terminal 2', 'Follow signs for “Car rental” from arrivals; our desk is on level 0.'],
  ['city', 'City Centre (King Street)', '14 King Street, next to the multi-storey car park.'],
  ['station', 'Central Station', 'Exit 3 of Central Station, kiosk K4.'],
  ['harbour', 'Harbour Ferry Terminal', 'Terminal building, ground floor, by the ticket hall.'],
];
const DATES = Array.from({ length: 18 }, (_, i) => {
  const d = new Date(Date.UTC(2026, 11, 4 + i));
  return [d.toISOString().slice(0, 10), d.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' })];
});
const PROTECTION = [['basic', 'Basic cover (included) — $1,500 excess', 0], ['standard', 'Standard cover — $500 excess', 9], ['full', 'Full cover — no excess', 19]];
const EXTRAS = [['childseat', 'Child seat', 8], ['gps', 'GPS navigation', 6], ['adddriver', 'Additional driver', 10]];
const AGES = [['25-69', '25–69 years'], ['21-24', '21–24 years (young driver fee)'], ['70+', '70 years or older']];
const SORTS = [['', 'Recommended'], ['price', 'Price (lowest first)'], ['seats', 'Seats (most first)']];
const DRIVER_FIELDS = ['name', 'email', 'phone', 'age'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const one = (list, v, fallback = list[0][0]) => (list.some(([x]) => x === v) ? v : fallback);

/** The trip a query describes (location, date, days), with the site's defaults. */
function tripOf(query) {
  const days = Math.min(14, Math.max(1, Number(query.days) || 3));
  return { location: one(LOCATIONS, query.location), date: one(DATES, query.date), days: String(days) };
}
/** The options a car page shows for `query`. */
function choicesOf(query) {
  const c = { protection: one(PROTECTION, query.protection) };
  for (const [k] of EXTRAS) if (query[k]) c[k] = '1';
  return c;
}
const dailyTotal = (car, choices) => car.day + PROTECTION.find(([v]) => v === choices.protection)[2] + EXTRAS.filter(([k]) => choices[k]).reduce((s, [, , f]) => s + f, 0);
const params = (o) => new URLSearchParams(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined));

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      driver: {},
      bookings: [
        { ref: 'KC-4817', car: 3, location: 'city', date: '2026-12-12', days: '2', protection: 'basic', extras: [], name: 'Jordan Lee', status: 'confirmed' },
        { ref: 'KC-4903', car: 7, location: 'harbour', date: '2026-12-19', days: '4', protection: 'standard', extras: ['gps'], name: 'Jordan Lee', status: 'confirmed' },
      ],
      infoViews: 0,
      termsViews: 0,
    };
  };
  reset();

  const layout = (title, body, script = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Kestrel Car Hire</title><style>
body{font-family:Arial,sans-serif;margin:0;background:#fafafa} header{display:flex;gap:24px;align-items:center;padding:12px 28px;background:#0d3b2e;color:#fff}
header a{color:#fff} main{max-width:980px;margin:0 auto;padding:20px} .results{list-style:none;padding:0} .car{display:grid;grid-template-columns:170px 1fr 1fr;gap:6px 20px;background:#fff;border:1px solid #ddd;margin:10px 0;padding:14px}
.pic{display:block;width:160px;height:90px;background:#e8eee9} .pills a{display:inline-block;border:1px solid #0d3b2e;border-radius:14px;padding:3px 10px;margin:2px}
.total{font-weight:bold} .note{color:#666;font-size:13px} footer{padding:20px 28px;color:#666;font-size:13px;border-top:1px solid #ddd}
</style>${script}</head><body><header><a href="/"><strong>Kestrel</strong> Car Hire</a><nav aria-label="Main"><a href="/">Book a car</a> · <a href="/bookings">My bookings</a> · <a href="/deals">Deals</a> · <a href="/help">Help</a></nav><span class="note">Call us 0800 555 0199</span></header>
<main>${body}</main><footer><a href="/help">FAQ</a> · <a href="/conditions" target="_blank">Rental conditions</a> · <a href="/help">Privacy</a> · © 2026 Kestrel Car Hire</footer></body></html>`;

  const selectField = (id, label, list, chosen, submit) =>
    `<label for="${id}">${label}</label> <select id="${id}" name="${id}"${submit ? ' onchange="this.form.submit()"' : ''}>${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}</select>`;
  const daysList = Array.from({ length: 14 }, (_, i) => [String(i + 1), i ? `${i + 1} days` : '1 day']);
  const tripLine = (t) => `${esc(LOCATIONS.find(([v]) => v === t.location)[1])} · ${esc(DATES.find(([v]) => v === t.date)[1])} · ${t.days} day${t.days === '1' ? '' : 's'}`;

  function homePage() {
    return layout('Car hire', `<h1>Hire a car in minutes</h1><form method="get" action="/cars"><p>${selectField('location', 'Pick-up location', LOCATIONS, 'airport')}</p>
<p>${selectField('date', 'Pick-up date', DATES, DATES[0][0])}</p><p>${selectField('days', 'Rental length', daysList, '3')}</p><button>Search cars</button></form>
<section><h2>Why Kestrel?</h2><ul><li>Free cancellation up to 48 hours before pick-up</li><li>No hidden fees</li></ul></section>`);
  }

  function resultsPage(query) {
    const t = tripOf(query);
    const type = TYPES.some(([v]) => v === query.type) ? query.type : '';
    const auto = query.auto ? '1' : '';
    let cars = CARS.filter((c) => (!type || c.type === type) && (!auto || c.auto));
    if (query.sort === 'price') cars = [...cars].sort((a, b) => a.day - b.day);
    if (query.sort === 'seats') cars = [...cars].sort((a, b) => b.seats - a.seats);
    const keep = { ...t, type, auto, sort: query.sort ?? '' };
    const hidden = (names) => names.filter((k) => keep[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(keep[k])}">`).join('');
    const items = cars
      .map(
        (c) => `<li class="car"><span class="pic" role="img" aria-label="${esc(c.name)}"></span><h3>${esc(c.name)} <span class="note">or similar</span></h3>
<p>${TYPES.find(([v]) => v === c.type)[1]} · ${c.seats} seats · ${c.bags} bags · ${c.auto ? 'Automatic' : 'Manual'}</p>
<p>$${c.day} per day</p><p class="total">$${c.day * Number(t.days)} total</p><a class="button" href="/cars/${c.id}?${params(t)}">Select</a></li>`,
      )
      .join('\n');
    return layout('Available cars', `<form method="get" action="/cars" class="search"><h2>Your search</h2>${hidden(['type', 'auto', 'sort'])}
${selectField('location', 'Pick-up location', LOCATIONS, t.location, true)} ${selectField('date', 'Pick-up date', DATES, t.date, true)} ${selectField('days', 'Rental length', daysList, t.days, true)}</form>
<p class="note"><a href="/locations/${t.location}" target="_blank">Pick-up instructions for this location</a></p>
<div class="pills" aria-label="Car type"><a href="/cars?${params({ ...keep, type: '' })}">All types</a>${TYPES.map(([v, l]) => `<a href="/cars?${params({ ...keep, type: v })}">${l}</a>`).join('')}</div>
<form method="get" action="/cars">${hidden(['location', 'date', 'days', 'type'])}<label><input type="checkbox" name="auto" value="1"${auto ? ' checked' : ''} onchange="this.form.submit()"> Automatic only</label>
${selectField('sort', 'Sort by', SORTS, query.sort ?? '', true)}</form>
<h1>${cars.length} cars available</h1><ul class="results">${items || '<li>No cars match these filters.</li>'}</ul>`);
  }

  function carPage(car, query) {
    const t = tripOf(query);
    const c = choicesOf(query);
    const perDay = dailyTotal(car, c);
    return layout(car.name, `<p><a href="/cars?${params(t)}">‹ All cars for this trip</a></p><h1>${esc(car.name)} <span class="note">or similar</span></h1>
<p>${TYPES.find(([v]) => v === car.type)[1]} · ${car.seats} seats · ${car.bags} bags · ${car.auto ? 'Automatic' : 'Manual'}</p><p class="note">${tripLine(t)}</p>
<form method="get" action="/cars/${car.id}">${Object.entries(t).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<fieldset><legend>Protection</legend>${PROTECTION.map(([v, l, f]) => `<label><input type="radio" name="protection" value="${v}"${v === c.protection ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}${f ? ` (+$${f}/day)` : ''}</label>`).join('<br>')}</fieldset>
<fieldset><legend>Extras</legend>${EXTRAS.map(([k, l, f]) => `<label><input type="checkbox" name="${k}" value="1"${c[k] ? ' checked' : ''} onchange="this.form.submit()"> ${l} (+$${f}/day)</label>`).join('<br>')}</fieldset></form>
<p>$${perDay} per day</p><p class="total">Total for ${t.days} day${t.days === '1' ? '' : 's'}: $${perDay * Number(t.days)}</p>
<p><a href="/book?${params({ car: String(car.id), ...t, ...c })}">Continue to booking</a></p><p class="note"><a href="/conditions" target="_blank">Read the rental conditions</a> (opens in a new tab)</p>`);
  }

  function bookPage(query) {
    const car = CARS.find((c) => c.id === Number(query.car));
    if (!car) return layout('Booking', '<h1>Choose a car first</h1><p><a href="/">Search cars</a></p>');
    const t = tripOf(query);
    const c = choicesOf(query);
    const d = state.driver;
    const field = (k, label, type) => `<p><label for="${k}">${label}</label> <input id="${k}" name="${k}" type="${type}" value="${esc(d[k] ?? '')}" oninput="save(this.form)"></p>`;
    const hidden = Object.entries({ car: String(car.id), ...t, ...c }).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');
    return layout('Your booking', `<h1>Almost done: ${esc(car.name)}</h1><p class="note">${tripLine(t)} · ${esc(PROTECTION.find(([v]) => v === c.protection)[1])}${EXTRAS.filter(([k]) => c[k]).map(([, l]) => ` · ${l}`).join('')}</p>
<p class="total">Total: $${dailyTotal(car, c) * Number(t.days)}</p><form method="post" action="/driver"><input type="hidden" name="back" value="/book?${esc(String(params({ car: String(car.id), ...t, ...c })))}"><h2>Driver details</h2><p class="note">Saved as you type.</p>
${field('name', 'Driver’s full name', 'text')}${field('email', 'Email address', 'email')}${field('phone', 'Mobile number (optional)', 'tel')}
<p>${selectField('age', 'Driver’s age', AGES, d.age ?? AGES[0][0]).replace('<select ', '<select onchange="save(this.form)" ')}</p></form>
<form method="post" action="/book">${hidden}<p><label><input type="checkbox" name="terms" value="yes"> I have read and accept the <a href="/conditions" target="_blank">rental conditions</a></label></p><button>Confirm booking</button></form>`,
    '<script>function save(f){fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f))});}</script>');
  }

  function bookingsPage() {
    const rows = state.bookings
      .map((b) => {
        const car = CARS.find((c) => c.id === b.car);
        return `<tr><td>${b.ref}</td><td>${esc(car.name)}</td><td>${tripLine(b)}</td><td>${b.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</td><td><a href="/bookings/${b.ref}">View</a>${b.status === 'confirmed' ? ` <a href="/bookings/${b.ref}/cancel">Cancel</a>` : ''}</td></tr>`;
      })
      .join('\n');
    return layout('My bookings', `<h1>My bookings</h1><table><tr><th>Reference</th><th>Car</th><th>Trip</th><th>Status</th><th>Actions</th></tr>${rows}</table><p><a href="/">Book another car</a></p>`);
  }
  function bookingPage(b) {
    const car = CARS.find((c) => c.id === b.car);
    return layout(`Booking ${b.ref}`, `<h1>${b.status === 'confirmed' ? 'Booking confirmed' : 'Booking cancelled'}</h1><p>Reference: <strong>${b.ref}</strong></p><p>${esc(car.name)} or similar · ${tripLine(b)}</p>
<p>Status: ${b.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</p><p><a href="/bookings">Go to my bookings</a></p>`);
  }
  function cancelPage(b) {
    const reasons = [['plans', 'My plans changed'], ['price', 'I found a better price'], ['other', 'Another reason']];
    return layout('Cancel booking', `<h1>Cancel booking ${b.ref}?</h1><p>${tripLine(b)}</p><p class="note">Cancellation is free up to 48 hours before pick-up.</p>
<form method="post" action="/bookings/${b.ref}/cancel"><fieldset><legend>Why are you cancelling? (optional)</legend>${reasons.map(([v, l]) => `<label><input type="radio" name="reason" value="${v}"> ${l}</label>`).join('<br>')}</fieldset>
<button>Yes, cancel this booking</button></form><p><a href="/bookings">No, keep my booking</a></p>`);
  }

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const ref = /^\/bookings\/(KC-\d+)(\/cancel)?$/.exec(u.pathname);
    const booking = ref && state.bookings.find((b) => b.ref === ref[1]);
    if (method === 'POST') {
      if (u.pathname === '/driver') {
        // The driver details, saved as they are typed (a background POST) or when the form is sent.
        state.driver = Object.fromEntries(DRIVER_FIELDS.filter((k) => form[k]?.trim()).map((k) => [k, form[k].trim()]));
        return { redirect: form.back?.startsWith('/book?') ? form.back : '/book' };
      }
      if (u.pathname === '/book') {
        const car = CARS.find((c) => c.id === Number(form.car));
        const t = tripOf(form);
        const c = choicesOf(form);
        if (!car || !state.driver.name || !state.driver.email || form.terms !== 'yes') {
          state.page = { path: '/book', query: Object.fromEntries(params({ car: form.car, ...t, ...c })) };
          return { html: layout('Booking', `<h1>Please check your details</h1><p role="alert">Enter the driver’s name and email and accept the rental conditions.</p><p><a href="/book?${esc(String(params({ car: form.car, ...t, ...c })))}">Back to the booking</a></p>`) };
        }
        const b = { ref: `KC-${5001 + state.bookings.length - 2}`, car: car.id, ...t, protection: c.protection, extras: EXTRAS.map(([k]) => k).filter((k) => c[k]), name: state.driver.name, status: 'confirmed' };
        state.bookings.push(b);
        return { redirect: `/bookings/${b.ref}` };
      }
      if (booking && ref[2]) {
        booking.status = 'cancelled';
        booking.reason = form.reason ?? '';
        return { redirect: '/bookings' };
      }
      return { status: 400, html: layout('Error', '<h1>Something went wrong</h1>') };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    const loc = /^\/locations\/(\w+)$/.exec(u.pathname);
    const place = loc && LOCATIONS.find(([v]) => v === loc[1]);
    // Pages in a tab of their own: counted, but not the page the session books from.
    if (place) {
      state.infoViews++;
      return { html: layout(`Pick-up at ${place[1]}`, `<h1>Picking up at ${esc(place[1])}</h1><p>${esc(place[2])}</p><p>Bring your driving licence and a credit card in the driver’s name.</p>`) };
    }
    if (u.pathname === '/conditions') {
      state.termsViews++;
      return { html: layout('Rental conditions', '<h1>Rental conditions</h1><ol><li>The driver must hold a full licence for at least one year.</li><li>Fuel: full to full.</li><li>Young driver fee: $12 per day for drivers aged 21–24.</li></ol>') };
    }
    const car = /^\/cars\/(\d+)$/.exec(u.pathname) && CARS.find((c) => c.id === Number(u.pathname.split('/')[2]));
    const render =
      (car && (() => carPage(car, query))) ||
      (booking && !ref[2] && (() => bookingPage(booking))) ||
      (booking && ref[2] && booking.status === 'confirmed' && (() => cancelPage(booking))) ||
      {
        '/': homePage,
        '/cars': () => resultsPage(query),
        '/book': () => bookPage(query),
        '/bookings': bookingsPage,
        '/deals': () => layout('Deals', '<h1>Deals</h1><p>Weekly rates from $150 on economy cars.</p>'),
        '/help': () => layout('Help', '<h1>Help</h1><p>Questions? Call 0800 555 0199.</p>'),
      }[u.pathname];
    if (!render) return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html: render() };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the driver details saved, bookings, pages opened in new tabs. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
