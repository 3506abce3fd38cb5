/**
 * "Play Harrowgate", a town's sports-court booking site for the conversation benchmark
 * (heldout10, written blind): a home form of three menus (Sport, Venue, Day) and "Check
 * availability"; an availability page with the same Sport and Venue menus and "Time of day"
 * radios that reload it, day tabs as links, and per venue a grid (a table: one row per hour, one
 * column per court) whose free cells are "Book" links and whose other cells say Taken, Closed
 * (no floodlights after dark) or "Your booking"; venue information in a new tab (counted in
 * `venueViews`); a booking page with "How long?" radios (2 hours disabled when the next hour is
 * taken or the venue closes), a racket (or paddle) hire number box and a Leisure Card box that
 * reload it with the choice in the query, a price breakdown, then a card number, a name, a mobile
 * number and "Book and pay"; a confirmation with a reference and a gate code; My bookings (a
 * table with a Cancel link per upcoming row) and a cancel page that asks to confirm; a venues
 * page. Everything a turn does reaches the server, so `state()` tells what the helper has done.
 */
const DAYS = [
  ['2026-11-26', 'Thu 26 Nov', 'Thursday 26 November'],
  ['2026-11-27', 'Fri 27 Nov', 'Friday 27 November'],
  ['2026-11-28', 'Sat 28 Nov', 'Saturday 28 November'],
  ['2026-11-29', 'Sun 29 Nov', 'Sunday 29 November'],
  ['2026-11-30', 'Mon 30 Nov', 'Monday 30 November'],
  ['2026-12-01', 'Tue 1 Dec', 'Tuesday 1 December'],
  ['2026-12-02', 'Wed 2 Dec', 'Wednesday 2 December'],
];
const TODAY = DAYS[0][0];
const SPORTS = [
  ['tennis', 'Tennis'],
  ['pickleball', 'Pickleball'],
  ['badminton', 'Badminton'],
];
// Courts per venue: [id, sport, label, floodlit, price per hour ($)]. Courts without floodlights
// close at dusk (last start 3 PM in November).
const VENUES = {
  victoria: {
    name: 'Victoria Park',
    address: 'Park Road, Harrowgate HG1 4PE',
    code: '4827',
    info: ['Four outdoor hard tennis courts; courts 3 and 4 have floodlights until 9 PM.', 'Two outdoor pickleball courts (A and B), no floodlights.', 'Parking: Park Road car park, free for 3 hours.', 'Toilets in the pavilion, open 8 AM to 8 PM. No changing rooms.'],
    courts: [
      ['1', 'tennis', 'Court 1', false, 12],
      ['2', 'tennis', 'Court 2', false, 12],
      ['3', 'tennis', 'Court 3', true, 12],
      ['4', 'tennis', 'Court 4', true, 12],
      ['A', 'pickleball', 'Court A', false, 8],
      ['B', 'pickleball', 'Court B', false, 8],
    ],
  },
  leisure: {
    name: 'Harrowgate Leisure Centre',
    address: 'Station Way, Harrowgate HG2 1LC',
    code: 'Show your booking at reception',
    info: ['Four badminton courts in the main sports hall; shuttlecocks are sold at reception.', 'One indoor pickleball court (Court C) in the small hall.', 'Parking: multi-storey next door, $2 per visit.', 'Changing rooms with showers and lockers (bring a coin).'],
    courts: [
      ['1', 'badminton', 'Court 1', true, 14],
      ['2', 'badminton', 'Court 2', true, 14],
      ['3', 'badminton', 'Court 3', true, 14],
      ['4', 'badminton', 'Court 4', true, 14],
      ['C', 'pickleball', 'Court C', true, 12],
    ],
  },
  millpond: {
    name: 'Millpond Rec Ground',
    address: 'Millpond Lane, Harrowgate HG3 7MR',
    code: '1590',
    info: ['Two outdoor tarmac tennis courts, no floodlights.', 'Parking: on the street only.', 'No toilets on site; the café across the road is open until 4 PM.'],
    courts: [
      ['1', 'tennis', 'Court 1', false, 8],
      ['2', 'tennis', 'Court 2', false, 8],
    ],
  },
};
const INDOOR = new Set(['leisure']);
const FIRST_HOUR = 7;
const LAST_HOUR = 20; // last start: 8 PM, closing at 9 PM
const DUSK = 15; // last start on a court without floodlights
const LIGHTS_FEE = 4;
const RACKET_FEE = 3;
const TIMES = [
  ['', 'Any time'],
  ['morning', 'Morning (7 AM–12 PM)'],
  ['afternoon', 'Afternoon (12–5 PM)'],
  ['evening', 'Evening (5–9 PM)'],
];
// Slots other people have booked, beyond the pattern below, and slots kept free.
const TAKEN = new Set([
  'victoria/4/2026-11-28/20', 'victoria/3/2026-11-27/16', 'victoria/A/2026-11-30/10',
  'leisure/1/2026-11-27/20', 'leisure/3/2026-11-27/20', 'leisure/4/2026-11-27/20',
  'leisure/2/2026-12-01/20', 'leisure/3/2026-12-01/20', 'leisure/4/2026-12-01/20',
  'millpond/1/2026-11-29/9', 'millpond/2/2026-11-27/15',
]);
const FREE = new Set([
  'victoria/4/2026-11-28/19', 'victoria/3/2026-11-28/19', 'victoria/3/2026-11-28/20', 'victoria/4/2026-11-27/16',
  'leisure/2/2026-11-27/20', 'leisure/1/2026-12-01/20',
  'victoria/B/2026-11-30/10', 'victoria/B/2026-11-30/11',
  'millpond/2/2026-11-29/9', 'millpond/1/2026-11-27/15', 'millpond/1/2026-11-28/15',
]);
const SEED_BOOKINGS = [
  { ref: 'BC-2184', sport: 'tennis', venue: 'victoria', court: '2', date: '2026-11-28', time: '10:00', hours: 1, rackets: 0, card: '', name: 'Jordan Reeve', mobile: '07700 900250', status: 'booked' },
  { ref: 'BC-2191', sport: 'badminton', venue: 'leisure', court: '3', date: '2026-12-01', time: '19:00', hours: 1, rackets: 0, card: '', name: 'Jordan Reeve', mobile: '07700 900250', status: 'booked' },
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toFixed(2)}`;
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const clock = (h) => `${((h + 11) % 12) + 1}:00 ${h < 12 ? 'AM' : 'PM'}`;
const dayLong = (d) => DAYS.find(([k]) => k === d)?.[2] ?? d;
const sportName = (s) => SPORTS.find(([k]) => k === s)?.[1];
const courtOf = (venue, id) => VENUES[venue]?.courts.find(([c]) => c === id);
const inPart = (h, part) => !part || (part === 'morning' ? h < 12 : part === 'afternoon' ? h >= 12 && h < 17 : h >= 17);
const hireWord = (sport) => (sport === 'pickleball' ? 'Paddle' : 'Racket');
const qs = (o) => new URLSearchParams(Object.entries(o).filter(([, v]) => v !== '' && v !== undefined && v !== null)).toString();

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: structuredClone(SEED_BOOKINGS), venueViews: 0 };
  };
  reset();

  const mineAt = (venue, court, date, h) =>
    state.bookings.find((b) => b.status === 'booked' && b.venue === venue && b.court === court && b.date === date && Number(b.time.slice(0, 2)) <= h && h < Number(b.time.slice(0, 2)) + b.hours);
  /** 'closed', 'mine', 'taken' or 'free'. */
  const slot = (venue, court, date, h) => {
    const c = courtOf(venue, court);
    if (!c || h < FIRST_HOUR || h > LAST_HOUR || (!c[3] && h > DUSK)) return 'closed';
    if (mineAt(venue, court, date, h)) return 'mine';
    const key = `${venue}/${court}/${date}/${h}`;
    if (TAKEN.has(key)) return 'taken';
    if (FREE.has(key)) return 'free';
    let n = 0;
    for (const ch of key) n = (n * 31 + ch.charCodeAt(0)) % 1000003;
    return n % 5 < 2 ? 'taken' : 'free';
  };
  const costOf = (venue, court, h, hours, rackets, card) => {
    const c = courtOf(venue, court);
    const hire = c[4] * hours;
    let lights = 0;
    if (c[3] && !INDOOR.has(venue)) for (let k = h; k < h + hours; k++) if (k >= 16) lights += LIGHTS_FEE;
    const discount = card ? hire * 0.25 : 0;
    return { hire, lights, rackets: rackets * RACKET_FEE, discount, total: hire + lights + rackets * RACKET_FEE - discount };
  };
  const costOfBooking = (b) => costOf(b.venue, b.court, Number(b.time.slice(0, 2)), b.hours, b.rackets, Boolean(b.card)).total;
  const upcoming = () => state.bookings.filter((b) => b.status === 'booked').length;

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Play Harrowgate</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#1b1b1b} header{padding:10px 24px;background:#00594f;color:#fff;display:flex;gap:22px;align-items:center} header a{color:#fff}
main{padding:18px 24px} .grid td,.grid th{border:1px solid #ccc;padding:4px 10px;text-align:center;min-width:80px} .grid{border-collapse:collapse;margin-bottom:18px}
.taken{color:#888;background:#f1f1f1} .mine{background:#dff3e4;font-weight:bold} .closed{color:#bbb} .tabs{list-style:none;display:flex;gap:10px;padding:0}
.prices td,.prices th,.list td,.list th{padding:5px 10px;border-bottom:1px solid #ddd;text-align:left} .total{font-weight:bold}
</style></head><body><header><a href="/"><strong>Play Harrowgate</strong></a><nav aria-label="Main"><a href="/">Book a court</a> <a href="/venues">Venues</a> <a href="/bookings">My bookings (${upcoming()})</a></nav><span>Signed in as Jordan Reeve</span></header><main>${body}</main></body></html>`;

  function homePage() {
    return layout('Book a court', `<h1>Book a court</h1><p>Tennis, pickleball and badminton at three council venues. Book up to a week ahead.</p>
<form method="get" action="/courts"><p><label for="fsport">Sport</label> <select id="fsport" name="sport">${options(SPORTS, 'tennis')}</select></p>
<p><label for="fvenue">Venue</label> <select id="fvenue" name="venue">${options([['', 'All venues'], ...Object.entries(VENUES).map(([k, v]) => [k, v.name])], '')}</select></p>
<p><label for="fdate">Day</label> <select id="fdate" name="date">${options(DAYS.map(([d, short], i) => [d, i === 0 ? `Today (${short})` : i === 1 ? `Tomorrow (${short})` : short]), TODAY)}</select></p>
<button>Check availability</button></form>`);
  }

  function courtsPage(query) {
    const sport = SPORTS.some(([s]) => s === query.sport) ? query.sport : 'tennis';
    const date = DAYS.some(([d]) => d === query.date) ? query.date : TODAY;
    const part = TIMES.some(([t]) => t && t === query.time) ? query.time : '';
    const venues = Object.keys(VENUES).filter((v) => VENUES[v].courts.some((c) => c[1] === sport));
    const shown = query.venue && VENUES[query.venue] ? [query.venue] : venues;
    const tabs = DAYS.map(([d, short]) => `<li>${d === date ? `<strong aria-current="page">${short}</strong>` : `<a href="/courts?${esc(qs({ sport, venue: query.venue, date: d, time: part }))}">${short}</a>`}</li>`).join('');
    const tables = shown
      .map((v) => {
        const courts = VENUES[v].courts.filter((c) => c[1] === sport);
        if (!courts.length) return `<section><h2>${esc(VENUES[v].name)}</h2><p>No ${sportName(sport).toLowerCase()} courts at this venue.</p></section>`;
        const hours = [];
        for (let h = FIRST_HOUR; h <= LAST_HOUR; h++) if (inPart(h, part) && courts.some(([c]) => slot(v, c, date, h) !== 'closed')) hours.push(h);
        const rows = hours
          .map((h) => `<tr><th scope="row">${clock(h)}</th>${courts
            .map(([c]) => {
              const s = slot(v, c, date, h);
              if (s === 'free') return `<td><a href="/book?${esc(qs({ venue: v, court: c, date, time: h }))}">Book</a></td>`;
              return `<td class="${s}">${s === 'mine' ? 'Your booking' : s === 'taken' ? 'Taken' : 'Closed'}</td>`;
            })
            .join('')}</tr>`)
          .join('');
        const body = rows
          ? `<table class="grid"><thead><tr><th>Time</th>${courts.map((c) => `<th scope="col">${c[2]}${c[3] && !INDOOR.has(v) ? ' (floodlit)' : ''}</th>`).join('')}</tr></thead><tbody>${rows}</tbody></table>`
          : '<p>No courts open at this time of day (no floodlights).</p>';
        return `<section><h2>${esc(VENUES[v].name)}</h2><p>${INDOOR.has(v) ? 'Indoor' : 'Outdoor'} · <a href="/venue/${v}" target="_blank">Venue info</a></p>${body}</section>`;
      })
      .join('');
    return layout(`${sportName(sport)} courts`, `<h1>${sportName(sport)} courts, ${dayLong(date)}</h1>
<form method="get" action="/courts"><input type="hidden" name="date" value="${date}">
<p><label for="sport">Sport</label> <select id="sport" name="sport" onchange="this.form.submit()">${options(SPORTS, sport)}</select>
<label for="venue">Venue</label> <select id="venue" name="venue" onchange="this.form.submit()">${options([['', 'All venues'], ...venues.map((v) => [v, VENUES[v].name])], query.venue ?? '')}</select></p>
<fieldset><legend>Time of day</legend>${TIMES.map(([t, l]) => `<label><input type="radio" name="time" value="${t}"${t === part ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join(' ')}</fieldset></form>
<nav aria-label="Days"><ul class="tabs">${tabs}</ul></nav>${tables}`);
  }

  function bookPage(query) {
    const v = query.venue;
    const c = courtOf(v, query.court);
    const h = Number(query.time);
    if (!c || !DAYS.some(([d]) => d === query.date) || slot(v, c[0], query.date, h) !== 'free') return null;
    const twoOk = slot(v, c[0], query.date, h + 1) === 'free';
    const why = slot(v, c[0], query.date, h + 1) === 'closed' ? `closes at ${clock(h + 1)}` : 'the next hour is booked';
    const hours = query.length === '2' && twoOk ? 2 : 1;
    const rackets = Math.min(4, Math.max(0, Math.floor(Number(query.rackets) || 0)));
    const card = query.card === '1';
    const cost = costOf(v, c[0], h, hours, rackets, card);
    const hire = hireWord(c[1]);
    const keep = `<input type="hidden" name="venue" value="${v}"><input type="hidden" name="court" value="${c[0]}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${h}">`;
    return layout('Book a court', `<h1>Book ${c[2]}, ${esc(VENUES[v].name)}</h1><p>${sportName(c[1])} · ${dayLong(query.date)} · starts ${clock(h)} · <a href="/venue/${v}" target="_blank">Venue info</a></p>
<form method="get" action="/book">${keep}<fieldset><legend>How long?</legend><label><input type="radio" name="length" value="1"${hours === 1 ? ' checked' : ''} onchange="this.form.submit()"> 1 hour</label>
<label><input type="radio" name="length" value="2"${hours === 2 ? ' checked' : ''}${twoOk ? ' onchange="this.form.submit()"' : ' disabled'}> 2 hours${twoOk ? '' : ` (not available: ${why})`}</label></fieldset>
<p><label for="rackets">${hire} hire ($${RACKET_FEE} each)</label> <input id="rackets" name="rackets" type="number" min="0" max="4" value="${rackets}" onchange="this.form.submit()"></p>
<p><label><input type="checkbox" name="card" value="1"${card ? ' checked' : ''} onchange="this.form.submit()"> I have a Harrowgate Leisure Card (25% off court hire)</label></p></form>
<table class="prices"><tbody><tr><th>Court hire (${hours === 1 ? '1 hour' : '2 hours'})</th><td>${money(cost.hire)}</td></tr>${cost.lights ? `<tr><th>Floodlights</th><td>${money(cost.lights)}</td></tr>` : ''}${rackets ? `<tr><th>${hire} hire × ${rackets}</th><td>${money(cost.rackets)}</td></tr>` : ''}${card ? `<tr><th>Leisure Card discount</th><td>−${money(cost.discount)}</td></tr>` : ''}
<tr><th>Total</th><td class="total">${money(cost.total)}</td></tr></tbody></table>
<form method="post" action="/book">${keep}<input type="hidden" name="length" value="${hours}"><input type="hidden" name="rackets" value="${rackets}">${card ? '<input type="hidden" name="card" value="1"><p><label for="cardno">Leisure Card number</label> <input id="cardno" name="cardno"></p>' : ''}
<p><label for="name">Name for the booking</label> <input id="name" name="name"></p><p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel"></p>
<button>Book and pay</button></form>`);
  }

  function bookingsPage() {
    const rows = state.bookings
      .map((b) => {
        const c = courtOf(b.venue, b.court);
        const action = b.status === 'booked' ? `<a href="/bookings/${b.ref}/cancel">Cancel</a>` : `Cancelled · ${money(costOfBooking(b))} refunded`;
        return `<tr><td><a href="/bookings/${b.ref}">${b.ref}</a></td><td>${dayLong(b.date)}, ${clock(Number(b.time.slice(0, 2)))}</td><td>${sportName(b.sport)}</td><td>${esc(VENUES[b.venue].name)}, ${c[2]}</td><td>${b.hours === 1 ? '1 hour' : `${b.hours} hours`}</td><td>${action}</td></tr>`;
      })
      .join('');
    return layout('My bookings', `<h1>My bookings</h1><table class="list"><thead><tr><th>Reference</th><th>When</th><th>Sport</th><th>Where</th><th>Length</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function bookingPage(b) {
    const c = courtOf(b.venue, b.court);
    const h = Number(b.time.slice(0, 2));
    const v = VENUES[b.venue];
    return layout(`Booking ${b.ref}`, `<h1>${b.status === 'booked' ? 'Booking confirmed' : 'Booking cancelled'}</h1><p>Reference ${b.ref}</p>
<table class="prices"><tbody><tr><th>When</th><td>${dayLong(b.date)}, ${clock(h)} to ${clock(h + b.hours)}</td></tr><tr><th>Where</th><td>${esc(v.name)}, ${c[2]} (${sportName(c[1])})</td></tr>
<tr><th>Name</th><td>${esc(b.name)}</td></tr><tr><th>Paid</th><td>${money(costOfBooking(b))}</td></tr>${b.status === 'booked' ? `<tr><th>Gate code</th><td>${esc(v.code)}</td></tr>` : ''}</tbody></table>
<p><a href="/venue/${b.venue}" target="_blank">Venue info</a> · <a href="/bookings">My bookings</a> · <a href="/">Book another court</a></p>`);
  }

  function cancelPage(b) {
    const c = courtOf(b.venue, b.court);
    return layout('Cancel booking', `<h1>Cancel booking ${b.ref}?</h1><p>${sportName(b.sport)} at ${esc(VENUES[b.venue].name)}, ${c[2]}, ${dayLong(b.date)} at ${clock(Number(b.time.slice(0, 2)))}.</p>
<p>You will get ${money(costOfBooking(b))} back on your card within 5 working days.</p><form method="post" action="/bookings/cancel"><input type="hidden" name="ref" value="${b.ref}"><button>Yes, cancel it</button></form><p><a href="/bookings">No, keep my booking</a></p>`);
  }

  function venuesPage() {
    const items = Object.entries(VENUES)
      .map(([k, v]) => {
        const sports = [...new Set(v.courts.map((c) => c[1]))];
        const lit = v.courts.filter((c) => c[3] && !INDOOR.has(k));
        return `<li><h2>${esc(v.name)}</h2><p>${esc(v.address)}</p><p>${INDOOR.has(k) ? 'Indoor, open 7 AM to 9 PM' : lit.length ? `Floodlights: ${lit.map((c) => c[2].toLowerCase()).join(' and ')}, until 9 PM` : 'No floodlights: last booking at 3 PM in winter'}</p>
<p>${sports.map((s) => `<a href="/courts?${qs({ sport: s, venue: k })}">Book ${sportName(s).toLowerCase()}</a>`).join(' · ')} · <a href="/venue/${k}" target="_blank">Venue info</a></p></li>`;
      })
      .join('');
    return layout('Venues', `<h1>Our venues</h1><ul>${items}</ul>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        const c = courtOf(form.venue, form.court);
        const h = Number(form.time);
        if (!c || !DAYS.some(([d]) => d === form.date) || slot(form.venue, c[0], form.date, h) !== 'free') return { status: 400, html: 'Bad request' };
        const hours = form.length === '2' && slot(form.venue, c[0], form.date, h + 1) === 'free' ? 2 : 1;
        const rackets = Math.min(4, Math.max(0, Math.floor(Number(form.rackets) || 0)));
        const card = form.card === '1';
        const back = `/book?${qs({ venue: form.venue, court: c[0], date: form.date, time: h, length: form.length, rackets: form.rackets, card: form.card })}`;
        if (!form.name?.trim() || !form.mobile?.trim() || (card && !form.cardno?.trim())) return { redirect: back };
        const ref = `BC-${2200 + state.bookings.length + 1}`;
        state.bookings.push({ ref, sport: c[1], venue: form.venue, court: c[0], date: form.date, time: `${String(h).padStart(2, '0')}:00`, hours, rackets, card: card ? form.cardno.trim().toUpperCase() : '', name: form.name.trim(), mobile: form.mobile.trim(), status: 'booked' });
        return { redirect: `/bookings/${ref}` };
      }
      if (u.pathname === '/bookings/cancel') {
        const b = state.bookings.find((x) => x.ref === form.ref);
        if (b) b.status = 'cancelled';
        return { redirect: '/bookings' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const refM = /^\/bookings\/(BC-\d+)$/.exec(u.pathname);
    const cancelM = /^\/bookings\/(BC-\d+)\/cancel$/.exec(u.pathname);
    const venueM = /^\/venue\/([a-z]+)$/.exec(u.pathname);
    const find = (ref) => state.bookings.find((b) => b.ref === ref);
    if (u.pathname === '/') html = homePage();
    else if (u.pathname === '/courts') html = courtsPage(query);
    else if (u.pathname === '/book') {
      html = bookPage(query);
      if (!html) return { redirect: '/' };
    } else if (u.pathname === '/bookings') html = bookingsPage();
    else if (refM && find(refM[1])) html = bookingPage(find(refM[1]));
    else if (cancelM && find(cancelM[1])?.status === 'booked') html = cancelPage(find(cancelM[1]));
    else if (u.pathname === '/venues') html = venuesPage();
    else if (venueM && VENUES[venueM[1]]) {
      // Opens in a tab of its own: counted, but not the page the session books from.
      state.venueViews++;
      const v = VENUES[venueM[1]];
      return { html: layout(v.name, `<h1>${esc(v.name)}</h1><p>${esc(v.address)}</p><ul>${v.info.map((i) => `<li>${esc(i)}</li>`).join('')}</ul><p>Gate codes are sent with each booking.</p>`) };
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the bookings (seeded, made and cancelled), venue pages opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
