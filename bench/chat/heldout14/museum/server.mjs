// Harbourside Museum: exhibitions, tours, talks and family workshops with timed tickets.
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

const DATES = [['2026-12-05', 'Sat 5 Dec'], ['2026-12-06', 'Sun 6 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec'], ['2026-12-10', 'Thu 10 Dec']];
const dateName = Object.fromEntries(DATES);
const ALL = DATES.map(([d]) => d);
const TYPES = { exhibition: 'Exhibitions', tour: 'Tours', talk: 'Talks', family: 'Family workshops', show: 'Planetarium shows' };
const TICKET = { adult: 'Adult', child: 'Child (4–15)', concession: 'Concession (students, 65+)' };

const EVENTS = [
  { id: 'abyss', title: 'Deep Blue: Life in the Abyss', type: 'exhibition', where: 'Gallery 3', length: 'Allow 60–90 minutes', ages: 'All ages', prices: { adult: 14, child: 7, concession: 10 }, times: ['10:00', '11:00', '12:00', '13:00', '14:00', '15:00'], dates: ALL, cap: 40, words: 'deep sea ocean fish creatures anglerfish squid', blurb: 'Meet the strange creatures of the deep ocean, from glowing anglerfish to giant squid, in our biggest exhibition of the year.' },
  { id: 'wrecks', title: 'Shipwrecks of the North Sea', type: 'exhibition', where: 'Gallery 1', length: 'Allow 45 minutes', ages: 'All ages', prices: { adult: 12, child: 6, concession: 9 }, times: ['10:00', '12:00', '14:00', '16:00'], dates: ALL, cap: 40, words: 'wreck ship boat sea history divers treasure', blurb: 'Objects raised from five famous wrecks, with divers’ film footage and a walk-through hull.' },
  { id: 'lab-tour', title: 'Behind the Scenes: Conservation Lab Tour', type: 'tour', where: 'Meet at the main desk', length: '75 minutes', ages: 'Ages 12+', prices: { adult: 18, concession: 15 }, times: ['11:30', '14:30'], dates: ALL, cap: 12, words: 'behind scenes conservation lab laboratory tour guided', blurb: 'See how our conservators clean and repair objects before they go on display. Small groups, guided by a conservator.' },
  { id: 'lighthouse', title: 'Lighthouse Rooftop Tour', type: 'tour', where: 'Meet at the lighthouse door, Level 2', length: '40 minutes', ages: 'Ages 8+', prices: { adult: 10, child: 5, concession: 8 }, times: ['10:30', '12:30', '15:30'], dates: ALL, cap: 15, words: 'lighthouse roof rooftop view tour guided climb', blurb: 'Climb the 112 steps of the old harbour lighthouse for the best view in the city. No lift; not suitable for under 8s.' },
  { id: 'rockpool', title: 'Rockpool Explorers', type: 'family', where: 'Learning Studio', length: '90 minutes', ages: 'Ages 5–11, with an adult', prices: { child: 8, adult: 4 }, times: ['10:00', '13:00'], dates: ['2026-12-05', '2026-12-06'], cap: 16, words: 'kids children family rockpool crab starfish workshop hands on', blurb: 'A hands-on workshop with our live rockpool tank: crabs, starfish and anemones. Every child must come with an adult.' },
  { id: 'seabed-talk', title: 'Talk: Mapping the Ocean Floor', type: 'talk', where: 'Lecture Theatre', length: '60 minutes plus questions', ages: 'Ages 12+', prices: { adult: 8, concession: 6, child: 4 }, times: ['18:30'], dates: ['2026-12-05', '2026-12-10'], cap: 120, words: 'talk lecture ocean floor seabed map sonar evening', blurb: 'Dr Ana Ferreira on the sonar surveys that are mapping the last unknown places on Earth. Evening talk, doors open 18:00.' },
  { id: 'stars', title: 'Planetarium: Stars over the Sea', type: 'show', where: 'Planetarium dome', length: '35 minutes', ages: 'All ages', prices: { adult: 9, child: 5, concession: 7 }, times: ['11:00', '13:00', '15:00'], dates: ALL, cap: 60, words: 'planetarium stars sky navigation show dome space', blurb: 'How sailors found their way by the stars, under our full-dome sky.' },
];
const evById = Object.fromEntries(EVENTS.map((e) => [e.id, e]));
const SOLD = new Set(['abyss|2026-12-05|11:00', 'abyss|2026-12-05|12:00', 'lighthouse|2026-12-06|12:30', 'lab-tour|2026-12-05|11:30', 'rockpool|2026-12-05|10:00', 'stars|2026-12-06|13:00']);
function baseLeft(e, d, t) {
  if (SOLD.has(`${e.id}|${d}|${t}`)) return 0;
  let h = 7;
  for (const c of `${e.id}${d}${t}`) h = (h * 31 + c.charCodeAt(0)) % 9973;
  return 2 + (h % (e.cap - 2));
}

function fresh() {
  return { page: { path: '/', query: {} }, basket: [], checkout: null, orders: [], bookings: [] };
}

export function createSite() {
  let S = fresh();
  const count = (t) => Object.values(t).reduce((a, b) => a + b, 0);
  const left = (e, d, t) => Math.max(0, baseLeft(e, d, t) - S.bookings.filter((b) => b.status === 'Booked' && b.event === e.id && b.date === d && b.time === t).reduce((a, b) => a + count(b.tickets), 0));
  const lineTotal = (l) => Object.entries(l.tickets).reduce((a, [k, n]) => a + evById[l.event].prices[k] * n, 0);
  const ticketText = (t) => Object.entries(t).map(([k, n]) => `${n} × ${TICKET[k].replace(/ \(.*/, '')}`).join(', ');
  const from = (e) => Math.min(...Object.values(e.prices));

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Harbourside Museum</title></head><body>
<header><a href="/">Harbourside Museum</a><nav aria-label="Main"><ul><li><a href="/whats-on">What's on</a></li>${Object.entries(TYPES).map(([k, v]) => `<li><a href="/whats-on?type=${k}">${v}</a></li>`).join('')}<li><a href="/visit">Plan your visit</a></li></ul></nav>
<form action="/whats-on" method="get" role="search"><label for="s">Search events</label> <input id="s" name="q" type="search"> <button>Search</button></form>
<a href="/basket">Basket (${S.basket.length})</a> <a href="/tickets">My tickets</a></header>
<main><h1>${esc(title)}</h1>${body}</main>
<footer><p>Harbourside Museum, Quayside, Hull HU1 1NQ. General admission is free.</p></footer></body></html>`;

  function home() {
    return layout('Welcome to Harbourside Museum', `<p>Open today 10am – 5pm. General admission is free; exhibitions, tours, talks and shows need a timed ticket.</p>
<section><h2>Highlights</h2><ul>${EVENTS.slice(0, 4).map((e) => `<li><a href="/event/${e.id}">${esc(e.title)}</a> – from ${money(from(e))}</li>`).join('')}</ul></section>`);
  }

  function whatsOn(q) {
    const term = clean(q.q).toLowerCase();
    let list = EVENTS.filter((e) => (!q.type || e.type === q.type) && (!q.date || e.dates.includes(q.date)));
    if (term) list = list.filter((e) => term.split(' ').every((w) => `${e.title} ${e.type} ${TYPES[e.type]} ${e.words}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (q.sort === 'price') list = [...list].sort((a, b) => from(a) - from(b));
    if (q.sort === 'name') list = [...list].sort((a, b) => a.title.localeCompare(b.title));
    const opt = (v, l, cur) => `<option value="${v}"${(cur || '') === v ? ' selected' : ''}>${l}</option>`;
    const form = `<form action="/whats-on" method="get" aria-label="Filter events">${term ? `<input type="hidden" name="q" value="${esc(clean(q.q))}">` : ''}
<label>Type <select name="type">${opt('', 'Everything', q.type)}${Object.entries(TYPES).map(([k, v]) => opt(k, v, q.type)).join('')}</select></label>
<label>Date <select name="date">${opt('', 'Any date', q.date)}${DATES.map(([d, n]) => opt(d, n, q.date)).join('')}</select></label>
<label>Sort <select name="sort">${opt('', 'Featured', q.sort)}${opt('price', 'Price: lowest first', q.sort)}${opt('name', 'A–Z', q.sort)}</select></label> <button>Show results</button></form>`;
    const cards = list.map((e) => `<li class="event-card"><h2><a href="/event/${e.id}">${esc(e.title)}</a></h2><p>${TYPES[e.type].replace(/s$/, '')} · ${esc(e.where)} · ${esc(e.ages)}</p><p>${e.dates.length === ALL.length ? 'Daily (closed Mondays)' : e.dates.map((d) => dateName[d]).join(', ')} · ${e.times.join(', ')}</p><p>Tickets from ${money(from(e))} · ${Object.entries(e.prices).map(([k, p]) => `${TICKET[k].replace(/ \(.*/, '')} ${money(p)}`).join(', ')}</p>${e.id === 'lighthouse' ? '<p>112 steps, no lift.</p>' : ''}<a class="button" href="/event/${e.id}">Book tickets</a></li>`).join('');
    const title = term ? `Search results for “${clean(q.q)}”` : q.type ? TYPES[q.type] || "What's on" : "What's on";
    return layout(title, `${form}<p>${list.length} event${list.length === 1 ? '' : 's'}</p><ul class="events">${cards || '<li>Nothing matches. Try a different search.</li>'}</ul>`);
  }

  function event(id, q) {
    const e = evById[id];
    if (!e) return null;
    const move = q.change ? S.bookings.find((b) => b.ref === q.change && b.status === 'Booked' && b.event === e.id) : null;
    const date = e.dates.includes(q.date) ? q.date : e.dates[0];
    const time = e.times.includes(q.time) ? q.time : '';
    const link = (o) => `/event/${e.id}?` + new URLSearchParams({ ...o, ...(move ? { change: move.ref } : {}) }).toString();
    const dates = `<nav aria-label="Choose a date"><h2>Date</h2><ul>${e.dates.map((d) => `<li><a href="${esc(link({ date: d }))}"${d === date ? ' aria-current="date"' : ''}>${dateName[d]}</a></li>`).join('')}</ul></nav>`;
    const times = `<h2>Times on ${dateName[date]}</h2><ul class="slots">${e.times.map((t) => {
      const n = left(e, date, t);
      if (move && move.date === date && move.time === t) return `<li>${t} — your current booking</li>`;
      if (n === 0 || (move && n < count(move.tickets))) return `<li>${t} — Sold out</li>`;
      if (move) return `<li><form action="/tickets/move" method="post"><input type="hidden" name="ref" value="${move.ref}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${t}"><button>Move to ${t}</button></form> ${n} spaces left</li>`;
      return `<li><a href="${esc(link({ date, time: t }))}"${t === time ? ' aria-current="time"' : ''}>${t}</a> — ${n} spaces left</li>`;
    }).join('')}</ul>`;
    const prices = `<table><caption>Ticket prices</caption>${Object.entries(e.prices).map(([k, p]) => `<tr><th>${TICKET[k]}</th><td>${money(p)}</td></tr>`).join('')}</table><p>Under 4s go free and don't need a ticket.</p>`;
    let buy = '';
    if (move) buy = `<p>Changing booking ${move.ref} (${ticketText(move.tickets)}, now ${dateName[move.date]} at ${move.time}). Pick a new date and time.</p><a href="/tickets">Keep my current time</a>`;
    else if (!time) buy = '<p>Choose a time to book tickets.</p>';
    else if (left(e, date, time) === 0) buy = '<p>This time is sold out.</p>';
    else buy = `<form action="/basket/add" method="post"><h2>Tickets for ${dateName[date]} at ${time}</h2><input type="hidden" name="event" value="${e.id}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${time}">
${Object.keys(e.prices).map((k) => `<label>${TICKET[k]} (${money(e.prices[k])}) <input type="number" name="${k}" value="0" min="0" max="10"></label>`).join('<br>')}
<button type="submit">Add to basket</button></form>`;
    return layout(e.title, `<p>${esc(e.blurb)}</p><p>${TYPES[e.type].replace(/s$/, '')} · ${esc(e.where)} · ${esc(e.length)} · ${esc(e.ages)}</p>${prices}${dates}${times}${buy}`);
  }

  function basket() {
    if (!S.basket.length) return layout('Your basket', "<p>Your basket is empty.</p><a href=\"/whats-on\">See what's on</a>");
    const total = S.basket.reduce((a, l) => a + lineTotal(l), 0);
    return layout('Your basket', `<table><thead><tr><th>Event</th><th>Date</th><th>Time</th><th>Tickets</th><th>Price</th><th></th></tr></thead><tbody>${S.basket.map((l) => `<tr><td>${esc(evById[l.event].title)}</td><td>${dateName[l.date]}</td><td>${l.time}</td><td>${ticketText(l.tickets)}</td><td>${money(lineTotal(l))}</td><td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${l.event}|${l.date}|${l.time}"><button>Remove</button></form></td></tr>`).join('')}</tbody></table>
<p>Total: ${money(total)}</p><a class="button" href="/checkout">Checkout</a> <a href="/whats-on">Add more events</a>`);
  }
  function checkout() {
    const c = S.checkout || {};
    return layout('Checkout: your details', `<ol><li aria-current="step">Your details</li><li>Review and pay</li></ol><form action="/checkout/details" method="post">
<label>Full name <input name="name" value="${esc(c.name)}"></label><label>Email (we send your e-tickets here) <input name="email" type="email" value="${esc(c.email)}"></label><label>Postcode <input name="postcode" value="${esc(c.postcode)}"></label>
<button>Continue</button></form>`);
  }
  function review() {
    const c = S.checkout;
    const total = S.basket.reduce((a, l) => a + lineTotal(l), 0);
    return layout('Checkout: review and pay', `<ol><li>Your details</li><li aria-current="step">Review and pay</li></ol><ul>${S.basket.map((l) => `<li>${esc(evById[l.event].title)}, ${dateName[l.date]} ${l.time}: ${ticketText(l.tickets)} — ${money(lineTotal(l))}</li>`).join('')}</ul>
<p>Tickets total: ${money(total)}</p><p>${esc(c.name)}, ${esc(c.email)}, ${esc(c.postcode)} <a href="/checkout">Edit details</a></p>
<form action="/checkout/pay" method="post"><fieldset><legend>Would you like to add a donation? General admission stays free thanks to visitors like you.</legend>
<label><input type="radio" name="donation" value="0" checked> No donation</label> <label><input type="radio" name="donation" value="2"> £2</label> <label><input type="radio" name="donation" value="5"> £5</label> <label><input type="radio" name="donation" value="10"> £10</label></fieldset>
<button>Pay now</button></form>`);
  }
  function order(id) {
    const o = S.orders.find((x) => x.id === id);
    if (!o) return null;
    const bs = S.bookings.filter((b) => b.order === id);
    return layout('Booking confirmed', `<p>Thank you, ${esc(o.name)}. Your order number is <strong>${o.id}</strong>. E-tickets are on their way to ${esc(o.email)}.</p>
<table><thead><tr><th>Ticket ref</th><th>Event</th><th>When</th><th>Tickets</th></tr></thead><tbody>${bs.map((b) => `<tr><td>${b.ref}</td><td>${esc(evById[b.event].title)}</td><td>${dateName[b.date]} ${b.time}</td><td>${ticketText(b.tickets)}</td></tr>`).join('')}</tbody></table>
${o.donation ? `<p>Donation: ${money(o.donation)} — thank you!</p>` : ''}<p>Total paid: ${money(o.total)}</p><a href="/tickets">My tickets</a>`);
  }
  function tickets() {
    if (!S.bookings.length) return layout('My tickets', '<p>You have no tickets yet.</p>');
    return layout('My tickets', `<table><thead><tr><th>Ref</th><th>Event</th><th>Date</th><th>Time</th><th>Tickets</th><th>Status</th><th></th></tr></thead><tbody>${S.bookings.map((b) => `<tr><td>${b.ref}</td><td>${esc(evById[b.event].title)}</td><td>${dateName[b.date]}</td><td>${b.time}</td><td>${ticketText(b.tickets)}</td><td>${b.status}</td><td>${b.status === 'Booked' ? `<a href="/event/${b.event}?date=${b.date}&amp;change=${b.ref}">Change time</a> <form action="/tickets/cancel" method="post"><input type="hidden" name="ref" value="${b.ref}"><button>Cancel</button></form>` : ''}</td></tr>`).join('')}</tbody></table><p>Cancel up to 24 hours before for a full refund.</p>`);
  }
  function visit() {
    return layout('Plan your visit', `<h2>Opening hours</h2><table><tr><th>Monday</th><td>Closed</td></tr><tr><th>Tuesday, Wednesday, Friday</th><td>10am – 5pm</td></tr><tr><th>Thursday (late opening)</th><td>10am – 8:30pm</td></tr><tr><th>Saturday and Sunday</th><td>10am – 5pm</td></tr></table><p>Last entry 45 minutes before closing.</p>
<h2>Admission</h2><p>General admission is free. Exhibitions, tours, talks and planetarium shows need a timed ticket.</p>
<h2>Café</h2><p>The Quay Café is open 10am – 4:30pm, and until 8pm on Thursdays.</p>
<h2>Getting here</h2><p>Parking at Quayside car park next door, £1.50 an hour. Bus 16 stops outside.</p>
<h2>Access</h2><p>Lifts to every floor except the lighthouse. Wheelchairs can be borrowed from the main desk.</p>`);
  }

  function get(path, q) {
    let m;
    if (path === '/') return home();
    if (path === '/whats-on') return whatsOn(q);
    if ((m = path.match(/^\/event\/([\w-]+)$/))) return event(m[1], q);
    if (path === '/basket') return basket();
    if (path === '/checkout') return S.basket.length ? checkout() : { redirect: '/basket' };
    if (path === '/checkout/review') return S.basket.length && S.checkout ? review() : { redirect: '/checkout' };
    if ((m = path.match(/^\/order\/(\w+)$/))) return order(m[1]);
    if (path === '/tickets') return tickets();
    if (path === '/visit') return visit();
    return null;
  }
  function post(path, b) {
    if (path === '/basket/add') {
      const e = evById[b.event];
      if (!e || !e.dates.includes(b.date) || !e.times.includes(b.time)) return { redirect: '/whats-on' };
      const t = {};
      for (const k of Object.keys(e.prices)) { const n = Math.max(0, Math.min(10, parseInt(b[k], 10) || 0)); if (n) t[k] = n; }
      const back = `/event/${e.id}?date=${b.date}&time=${b.time}`;
      if (!count(t) || count(t) > left(e, b.date, b.time)) return { redirect: back };
      const l = S.basket.find((x) => x.event === e.id && x.date === b.date && x.time === b.time);
      if (l) { for (const [k, n] of Object.entries(t)) l.tickets[k] = (l.tickets[k] || 0) + n; } else S.basket.push({ event: e.id, date: b.date, time: b.time, tickets: t });
      return { redirect: '/basket' };
    }
    if (path === '/basket/remove') {
      S.basket = S.basket.filter((l) => `${l.event}|${l.date}|${l.time}` !== b.line);
      return { redirect: '/basket' };
    }
    if (path === '/checkout/details') {
      S.checkout = { name: clean(b.name), email: clean(b.email).toLowerCase(), postcode: clean(b.postcode).toUpperCase() };
      return { redirect: '/checkout/review' };
    }
    if (path === '/checkout/pay') {
      if (!S.basket.length || !S.checkout) return { redirect: '/basket' };
      const id = 'HM' + (5001 + S.orders.length);
      const donation = [0, 2, 5, 10].includes(Number(b.donation)) ? Number(b.donation) : 0;
      const total = S.basket.reduce((a, l) => a + lineTotal(l), 0) + donation;
      S.orders.push({ id, ...S.checkout, donation, total });
      for (const l of S.basket) S.bookings.push({ ref: 'T' + (401 + S.bookings.length), order: id, event: l.event, date: l.date, time: l.time, tickets: { ...l.tickets }, total: lineTotal(l), status: 'Booked' });
      S.basket = [];
      S.checkout = null;
      return { redirect: `/order/${id}` };
    }
    if (path === '/tickets/move') {
      const bk = S.bookings.find((x) => x.ref === b.ref && x.status === 'Booked');
      const e = bk && evById[bk.event];
      if (e && e.dates.includes(b.date) && e.times.includes(b.time) && left(e, b.date, b.time) >= count(bk.tickets)) { bk.date = b.date; bk.time = b.time; }
      return { redirect: '/tickets' };
    }
    if (path === '/tickets/cancel') {
      const bk = S.bookings.find((x) => x.ref === b.ref);
      if (bk) bk.status = 'Cancelled';
      return { redirect: '/tickets' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://127.0.0.1');
      const path = u.pathname.replace(/\/+$/, '') || '/';
      const q = {};
      for (const [k, v] of u.searchParams) if (v !== '') q[k] = v;
      const notFound = { status: 404, html: layout('Page not found', '<p>We couldn’t find that page.</p>') };
      if (String(method).toUpperCase() === 'POST') return post(path, parseBody(body)) || notFound;
      const r = get(path, q);
      if (!r) return notFound;
      if (r.redirect) return r;
      S.page = { path, query: q };
      return { html: r };
    },
    state() { return JSON.parse(JSON.stringify(S)); },
    restore(st) { S = { ...fresh(), ...JSON.parse(JSON.stringify(st)) }; if (!st.page) S.page = { path: st.path || '/', query: st.query || {} }; },
    reset() { S = fresh(); },
  };
}
