/**
 * "Bluefinch Airways — Manage booking", an airline's manage-booking pages for the short-task
 * benchmark (tasks/heldout7, written blind): a retrieve form (booking reference and last name);
 * the trip (two flights as table rows with Seats, Bags, Check in and Change flight per row — check-in
 * is not open yet for the return —, three passengers with "Edit details" each, links to meals,
 * assistance and contact details); seats (a seat map for show and a "Seat for …" menu per
 * passenger, with "Let us choose (free)"); bags (a fieldset per passenger with the same three
 * controls: a checked-bags number box, a large-cabin-bag box and a sports-equipment menu, and
 * "Apply to" radios); meals (a row per passenger with an outbound and a return menu); online
 * check-in (a fieldset per passenger: a box and a passport number; a dangerous-goods statement
 * to confirm; boarding-pass radios); a flight change in three steps (a new date and Search
 * flights, a Select link per flight, Confirm change); special assistance; contact details; a
 * passenger's frequent-flyer details. Every form reaches the server, so `state()` tells what the
 * helper did.
 */
const PASSENGERS = [
  ['elena', 'Elena Moreno', 'Adult'],
  ['tomas', 'Tomás Moreno', 'Adult'],
  ['lucia', 'Lucía Moreno', 'Child, 8'],
];
const LEGS = [
  ['out', 'Outbound', 'London Heathrow', 'Lisbon'],
  ['ret', 'Return', 'Lisbon', 'London Heathrow'],
];
// Flights on the route each day: number, departs, arrives, fare difference against the booked fare.
const TIMETABLE = {
  out: [['BF 212', '06:00', '08:40', 0], ['BF 214', '07:45', '10:25', 0], ['BF 216', '13:30', '16:10', 30]],
  ret: [['BF 217', '08:20', '11:00', 40], ['BF 219', '18:10', '20:50', 0], ['BF 221', '21:35', '00:15', 0]],
};
const LETTERS = ['A', 'B', 'C', 'D', 'E', 'F'];
const ROWS = [10, 11, 12, 13, 14, 15, 16];
const TAKEN = {
  out: ['10A', '10B', '10F', '11C', '11D', '12B', '12C', '13A', '13F', '14B', '14E', '16C', '16D'],
  ret: ['10D', '10E', '11A', '11F', '12D', '13C', '14A', '14F', '15A', '15B', '16E'],
};
const MEALS = [
  ['standard', 'Standard'],
  ['vegetarian', 'Vegetarian'],
  ['vegan', 'Vegan'],
  ['gluten-free', 'Gluten-free'],
  ['child', 'Child meal'],
  ['none', 'No meal'],
];
const SPORTS = [
  ['none', 'None'],
  ['bike', 'Bicycle (+$60)'],
  ['golf', 'Golf clubs (+$50)'],
  ['ski', 'Skis or snowboard (+$50)'],
];
const APPLY = [
  ['both', 'Both flights'],
  ['out', 'Outbound only'],
  ['ret', 'Return only'],
];
const PASSES = [
  ['mobile', 'Mobile boarding pass by email'],
  ['print', 'Print at home (PDF)'],
  ['wallet', 'Add to Apple or Google Wallet'],
];
const NEEDS = [
  ['wheelchair', 'Wheelchair to and from the aircraft'],
  ['boarding', 'Help with boarding and finding my seat'],
  ['dog', 'Travelling with a service dog'],
  ['sight', 'Blind or partially sighted'],
  ['hearing', 'Deaf or hard of hearing'],
];
const UPDATES = [
  ['email', 'Email'],
  ['sms', 'Text message'],
  ['both', 'Both'],
];
const PROGRAMMES = [
  ['', 'None'],
  ['bluefinch', 'Bluefinch Club'],
  ['skypartners', 'SkyPartners'],
  ['atlas', 'Atlas Alliance Miles'],
];
const REF = 'QX7P2L';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join('<br>');
const hidden = (name, value) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const nameOf = (id) => PASSENGERS.find(([k]) => k === id)[1];
const legOf = (k) => LEGS.find(([x]) => x === k);
const dateText = (iso) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const seatKind = (seat) => {
  const l = seat.slice(-1);
  const where = l === 'A' || l === 'F' ? 'window' : l === 'C' || l === 'D' ? 'aisle' : 'middle';
  return seat.startsWith('10') ? `extra legroom, ${where}` : where;
};
const seatPrice = (seat) => (seat.startsWith('10') ? 45 : { window: 18, aisle: 15, middle: 9 }[seatKind(seat)]);
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function createSite() {
  let state;
  const reset = () => {
    const each = (f) => Object.fromEntries(PASSENGERS.map(([k]) => [k, f(k)]));
    state = {
      page: { path: '/', query: {} },
      flights: { out: { no: 'BF 214', date: '2026-12-12', dep: '07:45', arr: '10:25' }, ret: { no: 'BF 219', date: '2026-12-19', dep: '18:10', arr: '20:50' } },
      seats: { out: { elena: '12A', tomas: '', lucia: '' }, ret: each(() => '') },
      bags: { apply: 'both', ...each((k) => ({ checked: k === 'elena' ? 1 : 0, cabin: false, sports: 'none' })) },
      meals: { out: each((k) => (k === 'lucia' ? 'child' : 'standard')), ret: each((k) => (k === 'lucia' ? 'child' : 'standard')) },
      checkins: [],
      assistance: [],
      contact: { email: 'elena.moreno@example.com', mobile: '+44 7700 900512', updates: 'email', offers: true },
      frequentFlyer: each(() => ({ programme: '', number: '' })),
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Bluefinch Airways</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#0b1f33} header{display:flex;gap:20px;align-items:center;padding:12px 26px;background:#0b3d91;color:#fff} header a{color:#fff}
main{padding:20px 26px;max-width:980px} table{border-collapse:collapse} td,th{border-bottom:1px solid #d5dde8;padding:7px 10px;text-align:left} fieldset{margin:10px 0}
.map td{width:34px;text-align:center;border:1px solid #d5dde8} .taken{background:#eee;color:#aaa} .note{background:#fff7dc;padding:8px}
</style></head><body><header><a href="/"><strong>Bluefinch Airways</strong></a><nav aria-label="Booking"><a href="/trip">My trip</a> <a href="/meals">Meals</a> <a href="/assistance">Special assistance</a> <a href="/contact">Contact details</a></nav></header><main>${body}</main></body></html>`;

  const flightText = (leg) => {
    const f = state.flights[leg];
    const [, , from, to] = legOf(leg);
    return `${f.no} · ${dateText(f.date)} · ${f.dep} ${from} → ${f.arr} ${to}`;
  };

  function tripPage() {
    const rows = LEGS.map(([leg, label]) => {
      const seats = PASSENGERS.map(([k]) => state.seats[leg][k] || '—').join(', ');
      const checkin = leg === 'out' ? `<a href="/checkin?flight=out">Check in</a>` : 'Check-in opens 30 hours before departure';
      return `<tr><th>${label}</th><td>${flightText(leg)}</td><td>Seats: ${seats}</td><td><a href="/seats?flight=${leg}">Seats</a> · <a href="/bags">Bags</a> · ${checkin} · <a href="/change?flight=${leg}">Change flight</a></td></tr>`;
    }).join('');
    const people = PASSENGERS.map(([k, n, type]) => `<li>${esc(n)} (${type})${state.frequentFlyer[k].number ? ` · ${esc(state.frequentFlyer[k].number)}` : ''} · <a href="/passenger/${k}">Edit details</a></li>`).join('');
    return layout('My trip', `<h1>Lisbon · booking ${REF}</h1><table><tbody>${rows}</tbody></table><h2>Passengers</h2><ul>${people}</ul>
<h2>Extras</h2><ul><li><a href="/meals">Meals</a></li><li><a href="/assistance">Special assistance</a></li><li><a href="/contact">Contact details</a></li></ul>`);
  }

  function seatsPage(leg, query) {
    const mine = Object.values(state.seats[leg]).filter(Boolean);
    const free = ROWS.flatMap((r) => LETTERS.map((l) => `${r}${l}`)).filter((s) => !TAKEN[leg].includes(s));
    const map = ROWS.map((r) => `<tr><th>${r}</th>${LETTERS.map((l) => {
      const s = `${r}${l}`;
      return TAKEN[leg].includes(s) || mine.includes(s) ? `<td class="taken">×</td>` : `<td>${s}</td>`;
    }).join('')}</tr>`).join('');
    const selects = PASSENGERS.map(([k, n]) => `<p><label for="seat-${k}">Seat for ${esc(n)}</label> <select id="seat-${k}" name="${k}">${options([['', 'Let us choose (free)'], ...free.map((s) => [s, `${s} — ${seatKind(s)} — $${seatPrice(s)}`])], state.seats[leg][k])}</select></p>`).join('');
    return layout('Choose seats', `<h1>Seats: ${legOf(leg)[1].toLowerCase()} flight</h1><p>${flightText(leg)}</p>${query.error ? '<p class="note">Two passengers cannot share a seat.</p>' : ''}
<table class="map"><thead><tr><th></th>${LETTERS.map((l) => `<th>${l}</th>`).join('')}</tr></thead><tbody>${map}</tbody></table><p>Row 10 has extra legroom ($45). Window seats $18, aisle $15, middle $9. × = taken.</p>
<form method="post" action="/seats">${hidden('flight', leg)}${selects}<button>Save seats</button> <a href="/trip">Cancel</a></form>`);
  }

  function bagsPage() {
    const b = state.bags;
    const sets = PASSENGERS.map(([k, n]) => `<fieldset><legend>${esc(n)}</legend>
<p><label for="checked-${k}">Checked bags (23 kg, $40 each)</label> <input id="checked-${k}" name="${k}-checked" type="number" min="0" max="3" value="${b[k].checked}"></p>
<p><label><input type="checkbox" name="${k}-cabin" value="1"${b[k].cabin ? ' checked' : ''}> Large cabin bag (+$25)</label></p>
<p><label for="sports-${k}">Sports equipment</label> <select id="sports-${k}" name="${k}-sports">${options(SPORTS, b[k].sports)}</select></p></fieldset>`).join('');
    return layout('Bags', `<h1>Bags</h1><p>Everyone can bring one small bag that fits under the seat.</p><form method="post" action="/bags">${sets}
<fieldset><legend>Apply to</legend>${radios('apply', APPLY, b.apply)}</fieldset><button>Save bags</button> <a href="/trip">Cancel</a></form>`);
  }

  function mealsPage() {
    const rows = PASSENGERS.map(([k, n]) => `<tr><th>${esc(n)}</th>${LEGS.map(([leg, label]) => `<td><label for="meal-${leg}-${k}">${label} meal</label> <select id="meal-${leg}-${k}" name="${leg}-${k}">${options(MEALS, state.meals[leg][k])}</select></td>`).join('')}</tr>`).join('');
    return layout('Meals', `<h1>Meals</h1><p class="note">Special meals must be ordered at least 24 hours before departure.</p><form method="post" action="/meals">
<table><thead><tr><th>Passenger</th><th>Outbound (${state.flights.out.no})</th><th>Return (${state.flights.ret.no})</th></tr></thead><tbody>${rows}</tbody></table><button>Save meals</button></form>`);
  }

  function checkinPage(leg, query) {
    if (leg !== 'out') return layout('Check in', `<h1>Check in</h1><p>${flightText(leg)}</p><p>Online check-in for this flight opens 30 hours before departure.</p><p><a href="/trip">Back to my trip</a></p>`);
    const sets = PASSENGERS.map(([k, n]) => `<fieldset><legend>${esc(n)}</legend><p><label><input type="checkbox" name="pax" value="${k}"> Check in ${esc(n)}</label></p>
<p><label for="pp-${k}">Passport number</label> <input id="pp-${k}" name="passport-${k}"></p></fieldset>`).join('');
    return layout('Check in', `<h1>Online check-in</h1><p>${flightText('out')}</p>${query.error ? '<p class="note">Choose at least one passenger, give a passport number for each, and confirm the statement.</p>' : ''}
<form method="post" action="/checkin">${hidden('flight', 'out')}${sets}<h2>Dangerous goods</h2><p>Do not pack lithium batteries over 160 Wh, gas canisters, fireworks or flammable liquids.</p>
<p><label><input type="checkbox" name="goods" value="1"> I confirm no one in this booking is carrying these items</label></p>
<fieldset><legend>Boarding passes</legend>${radios('pass', PASSES, 'mobile')}</fieldset><button>Check in</button></form>`);
  }

  function changePage(leg, query) {
    const date = ISO.test(query.date ?? '') ? query.date : '';
    const list = date
      ? `<h2>Flights on ${dateText(date)}</h2><table><thead><tr><th>Flight</th><th>Departs</th><th>Arrives</th><th>Fare difference</th><th></th></tr></thead><tbody>${TIMETABLE[leg]
          .map(([no, dep, arr, diff]) => `<tr><td>${no}</td><td>${dep}</td><td>${arr}</td><td>${diff ? `+$${diff} per person` : 'No extra charge'}</td><td><a href="/change/review?flight=${leg}&amp;no=${encodeURIComponent(no)}&amp;date=${date}">Select</a></td></tr>`)
          .join('')}</tbody></table>`
      : '';
    return layout('Change flight', `<h1>Change your ${legOf(leg)[1].toLowerCase()} flight</h1><p>Now: ${flightText(leg)}</p><form method="get" action="/change">${hidden('flight', leg)}
<p><label for="newdate">New date</label> <input id="newdate" name="date" type="date" value="${date || state.flights[leg].date}"></p><button>Search flights</button></form>${list}`);
  }

  function reviewPage(leg, no, date) {
    const t = TIMETABLE[leg].find(([n]) => n === no);
    return layout('Review change', `<h1>Review your change</h1><p>From: ${flightText(leg)}</p><p>To: ${t[0]} · ${dateText(date)} · ${t[1]} → ${t[2]}</p><p>Fare difference: ${t[3] ? `$${t[3] * PASSENGERS.length}` : 'none'}. Seats on this flight will be released.</p>
<form method="post" action="/change">${hidden('flight', leg)}${hidden('no', no)}${hidden('date', date)}<button>Confirm change</button></form><p><a href="/change?flight=${leg}&amp;date=${date}">Choose another flight</a></p>`);
  }

  function assistancePage(query) {
    return layout('Special assistance', `<h1>Special assistance</h1>${query.sent ? '<p class="note">Thanks — we have your request.</p>' : ''}<form method="post" action="/assistance">
<p><label for="who">Who needs help?</label> <select id="who" name="passenger">${options([['', 'Choose a passenger'], ...PASSENGERS.map(([k, n]) => [k, n])], '')}</select></p>
<fieldset><legend>What do they need?</legend>${NEEDS.map(([k, l]) => `<label><input type="checkbox" name="need" value="${k}"> ${esc(l)}</label>`).join('<br>')}</fieldset>
<p><label for="anote">Anything else we should know?</label><br><textarea id="anote" name="notes" rows="3" cols="40"></textarea></p><button>Request assistance</button></form>`);
  }

  function contactPage(query) {
    const c = state.contact;
    return layout('Contact details', `<h1>Contact details</h1>${query.saved ? '<p class="note">Saved.</p>' : ''}<form method="post" action="/contact">
<p><label for="email">Email</label> <input id="email" name="email" type="email" value="${esc(c.email)}"></p><p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel" value="${esc(c.mobile)}"></p>
<fieldset><legend>Send flight updates by</legend>${radios('updates', UPDATES, c.updates)}</fieldset>
<p><label><input type="checkbox" name="offers" value="1"${c.offers ? ' checked' : ''}> Send me Bluefinch offers and news</label></p><button>Save contact details</button></form>`);
  }

  function passengerPage(k) {
    const f = state.frequentFlyer[k];
    return layout(nameOf(k), `<h1>${esc(nameOf(k))}</h1><form method="post" action="/passenger">${hidden('id', k)}
<p><label for="prog">Frequent flyer programme</label> <select id="prog" name="programme">${options(PROGRAMMES, f.programme)}</select></p>
<p><label for="ffn">Membership number</label> <input id="ffn" name="number" value="${esc(f.number)}"></p><button>Save details</button> <a href="/trip">Cancel</a></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const leg = legOf(form.flight ?? query.flight)?.[0];
    if (method === 'POST') {
      switch (u.pathname) {
        case '/find':
          return { redirect: (form.ref ?? '').trim().toUpperCase() === REF && (form.last ?? '').trim().toLowerCase() === 'moreno' ? '/trip' : '/?error=1' };
        case '/seats': {
          if (!leg) return { status: 400, html: 'Bad request' };
          const picked = PASSENGERS.map(([k]) => form[k] ?? '');
          const chosen = picked.filter(Boolean);
          if (new Set(chosen).size !== chosen.length || chosen.some((s) => TAKEN[leg].includes(s))) return { redirect: `/seats?flight=${leg}&error=1` };
          PASSENGERS.forEach(([k], i) => (state.seats[leg][k] = picked[i]));
          return { redirect: '/trip' };
        }
        case '/bags': {
          for (const [k] of PASSENGERS)
            state.bags[k] = { checked: Math.min(3, Math.max(0, Math.floor(Number(form[`${k}-checked`])) || 0)), cabin: form[`${k}-cabin`] === '1', sports: SPORTS.some(([s]) => s === form[`${k}-sports`]) ? form[`${k}-sports`] : 'none' };
          state.bags.apply = APPLY.some(([a]) => a === form.apply) ? form.apply : 'both';
          return { redirect: '/trip' };
        }
        case '/meals':
          for (const [l] of LEGS) for (const [k] of PASSENGERS) if (MEALS.some(([m]) => m === form[`${l}-${k}`])) state.meals[l][k] = form[`${l}-${k}`];
          return { redirect: '/trip' };
        case '/checkin': {
          const pax = params.getAll('pax').filter((k) => PASSENGERS.some(([p]) => p === k));
          if (leg !== 'out' || !pax.length || form.goods !== '1' || pax.some((k) => !(form[`passport-${k}`] ?? '').trim())) return { redirect: '/checkin?flight=out&error=1' };
          state.checkins.push({ flight: 'out', passengers: pax, passports: Object.fromEntries(pax.map((k) => [k, form[`passport-${k}`].trim().toUpperCase()])), pass: PASSES.some(([p]) => p === form.pass) ? form.pass : 'mobile' });
          return { redirect: '/checkin/done' };
        }
        case '/change': {
          const t = leg && TIMETABLE[leg].find(([n]) => n === form.no);
          if (!t || !ISO.test(form.date ?? '')) return { status: 400, html: 'Bad request' };
          state.flights[leg] = { no: t[0], date: form.date, dep: t[1], arr: t[2] };
          for (const [k] of PASSENGERS) state.seats[leg][k] = '';
          return { redirect: '/trip' };
        }
        case '/assistance': {
          if (!PASSENGERS.some(([k]) => k === form.passenger)) return { redirect: '/assistance?error=1' };
          state.assistance.push({ passenger: form.passenger, needs: params.getAll('need'), notes: (form.notes ?? '').trim() });
          return { redirect: '/assistance?sent=1' };
        }
        case '/contact':
          state.contact = { email: (form.email ?? '').trim(), mobile: (form.mobile ?? '').trim(), updates: UPDATES.some(([k]) => k === form.updates) ? form.updates : 'email', offers: form.offers === '1' };
          return { redirect: '/contact?saved=1' };
        case '/passenger': {
          if (!state.frequentFlyer[form.id]) return { status: 400, html: 'Bad request' };
          state.frequentFlyer[form.id] = { programme: PROGRAMMES.some(([k]) => k === form.programme) ? form.programme : '', number: (form.number ?? '').trim() };
          return { redirect: '/trip' };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const pax = /^\/passenger\/([a-z]+)$/.exec(u.pathname);
    if (u.pathname === '/')
      html = layout('Manage booking', `<h1>Manage your booking</h1>${query.error ? '<p class="note">We could not find that booking.</p>' : ''}<form method="post" action="/find">
<p><label for="ref">Booking reference</label> <input id="ref" name="ref" placeholder="6 letters and numbers"></p><p><label for="last">Last name</label> <input id="last" name="last"></p><button>Find booking</button></form>`);
    else if (u.pathname === '/trip') html = tripPage();
    else if (u.pathname === '/seats' && legOf(query.flight)) html = seatsPage(query.flight, query);
    else if (u.pathname === '/bags') html = bagsPage();
    else if (u.pathname === '/meals') html = mealsPage();
    else if (u.pathname === '/checkin' && legOf(query.flight)) html = checkinPage(query.flight, query);
    else if (u.pathname === '/checkin/done' && state.checkins.length) {
      const c = state.checkins.at(-1);
      html = layout('Checked in', `<h1>You're checked in</h1><p>${c.passengers.map(nameOf).map(esc).join(', ')} · ${flightText('out')}</p><p>${PASSES.find(([k]) => k === c.pass)[1]}.</p><p><a href="/trip">Back to my trip</a></p>`);
    } else if (u.pathname === '/change' && legOf(query.flight)) html = changePage(query.flight, query);
    else if (u.pathname === '/change/review' && legOf(query.flight) && TIMETABLE[query.flight].some(([n]) => n === query.no) && ISO.test(query.date ?? '')) html = reviewPage(query.flight, query.no, query.date);
    else if (u.pathname === '/assistance') html = assistancePage(query);
    else if (u.pathname === '/contact') html = contactPage(query);
    else if (pax && state.frequentFlyer[pax[1]]) html = passengerPage(pax[1]);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, flights, seats, bags, meals, check-ins, assistance requests, contact and frequent-flyer details. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
