/**
 * "Skyway Parking", airport parking at Northfield Airport (blind task set heldout19, round 21): a
 * quote form on the home page (drop-off and pick-up dates and times, a promo code), car parks as
 * table rows with a sort menu and an EV-charging box, a sold-out car park, a booking form with
 * required fields, a passengers menu, extras and a required terms box, Manage booking by reference
 * and surname with pages to change dates, the car, add extras or cancel with a reason, car-park
 * pages, help articles and a contact form, a deals sign-up in the footer.
 */
const PARKS = [
  { slug: 'short-stay', name: 'Short Stay', rate: 18, walk: 2, transfer: '2-minute walk to the terminal', ev: true },
  { slug: 'long-stay', name: 'Long Stay', rate: 8.5, walk: 10, transfer: 'free shuttle bus every 10 minutes, 10 minutes to the terminal', ev: false },
  { slug: 'meet-greet', name: 'Meet & Greet', rate: 22, walk: 0, transfer: 'hand your keys to our driver outside the terminal', ev: true },
  { slug: 'park-ride', name: 'Park & Ride', rate: 6, walk: 20, transfer: 'bus every 20 minutes, 20 minutes to the terminal', ev: false },
];
const EXTRAS = [['wash', 'Car wash', 15], ['ev', 'EV charging', 10], ['cover', 'Cancellation cover', 4.99]];
const TIMES = Array.from({ length: 24 }, (_, h) => `${String(h).padStart(2, '0')}:00`);
const REASONS = ['My flight was cancelled', 'I found cheaper parking', 'My plans changed', 'Other'];
const TOPICS = ['General question', 'Change a booking', 'Refunds', 'Complaint'];
const ARTICLES = [['delays', 'What if my flight is delayed?', 'Your space is held for 24 hours after your pick-up time. Longer delays are charged at the daily rate.'],
  ['shuttle', 'Where do I catch the shuttle bus?', 'From stop 4 outside Arrivals.'], ['keys', 'Do I need to leave my keys?', 'Only for Meet & Greet.']];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const days = (q) => Math.max(1, Math.round((Date.parse(q.to) - Date.parse(q.from)) / 86400000) || 1);
const soldOut = (p, q) => p.slug === 'meet-greet' && q.from >= '2026-12-19' && q.from <= '2026-12-24';
const normReg = (s) => String(s ?? '').toUpperCase().replace(/\s+/g, ' ').trim();

function initialBookings() {
  return [{ ref: 'SKY-4410', park: 'long-stay', from: '2026-12-18', fromTime: '05:00', to: '2026-12-27', toTime: '22:00', name: 'Ravi Patel', email: 'ravi.patel@example.com', reg: 'AB12 CDE', passengers: 2, extras: [], promo: '', status: 'Booked' }];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: initialBookings(), messages: [], newsletter: [] };
  };
  reset();
  const park = (slug) => PARKS.find((p) => p.slug === slug);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Skyway Parking</title><style>
body{font-family:Arial,sans-serif;margin:0} header{background:#1b2a5e;color:#fff;padding:12px 24px;display:flex;gap:20px} header a{color:#fff} main{padding:20px 24px}
table{border-collapse:collapse} td,th{border:1px solid #ccd;padding:6px 10px} footer{background:#eef;padding:16px 24px}
</style></head><body><header><a href="/"><strong>Skyway Parking</strong></a><nav aria-label="Main"><a href="/">Book parking</a> <a href="/car-parks">Car parks</a> <a href="/manage">Manage booking</a> <a href="/help">Help</a></nav></header>
<main>${body}</main><footer><form method="post" action="/newsletter"><label for="nl">Get parking deals by email</label> <input id="nl" name="email" type="email" required> <button>Sign up</button></form>
<p>Skyway Parking, official parking for Northfield Airport. Customer service 0330 123 4567.</p></footer></body></html>`;

  const timeSelect = (id, name, label, cur) => `<label for="${id}">${label}</label> <select id="${id}" name="${name}" required><option value="">Time</option>${TIMES.map((t) => `<option${t === cur ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
  const quoteForm = (q = {}) => `<form method="get" action="/quote"><fieldset><legend>Drop-off</legend><label for="from">Drop-off date</label> <input id="from" type="date" name="from" value="${esc(q.from ?? '')}" required> ${timeSelect('fromTime', 'fromTime', 'Drop-off time', q.fromTime)}</fieldset>
<fieldset><legend>Pick-up</legend><label for="to">Pick-up date</label> <input id="to" type="date" name="to" value="${esc(q.to ?? '')}" required> ${timeSelect('toTime', 'toTime', 'Pick-up time', q.toTime)}</fieldset>
<p><label for="promo">Promo code (optional)</label> <input id="promo" name="promo" value="${esc(q.promo ?? '')}"></p><button>Get prices</button></form>`;
  const stay = (q) => ({ from: q.from, fromTime: q.fromTime, to: q.to, toTime: q.toTime, promo: q.promo });
  const qs = (o) => new URLSearchParams(Object.fromEntries(Object.entries(o).filter(([, v]) => v))).toString();
  const price = (p, q) => p.rate * days(q) * (String(q.promo ?? '').toUpperCase() === 'SKY10' ? 0.9 : 1);

  function quote(q) {
    if (!q.from || !q.to) return layout('Prices', `<h1>Compare car parks</h1>${quoteForm(q)}`);
    let list = PARKS.filter((p) => q.ev !== '1' || p.ev);
    if (q.sort === 'price') list = [...list].sort((a, b) => a.rate - b.rate);
    if (q.sort === 'distance') list = [...list].sort((a, b) => a.walk - b.walk);
    const rows = list.map((p) => `<tr><th scope="row">${esc(p.name)}</th><td>${esc(p.transfer)}</td><td>${p.ev ? 'EV charging' : '—'}</td><td>${soldOut(p, q) ? 'Sold out' : money(price(p, q))}</td><td>${soldOut(p, q) ? '' : `<a href="/book/${p.slug}?${qs(stay(q))}" aria-label="Book ${esc(p.name)}">Book</a>`}</td></tr>`).join('');
    return layout('Prices', `<h1>Parking from ${esc(q.from)} ${esc(q.fromTime ?? '')} to ${esc(q.to)} ${esc(q.toTime ?? '')}</h1><p>${days(q)} days${String(q.promo ?? '').toUpperCase() === 'SKY10' ? ' · code SKY10: 10% off' : ''} · <a href="/">Change search</a></p>
<form method="get" action="/quote">${Object.entries(stay(q)).filter(([, v]) => v).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label><input type="checkbox" name="ev" value="1"${q.ev === '1' ? ' checked' : ''} onchange="this.form.submit()"> EV charging only</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${[['', 'Recommended'], ['price', 'Price (lowest first)'], ['distance', 'Distance to terminal']].map(([v, l]) => `<option value="${v}"${v === (q.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<table><tr><th>Car park</th><th>Getting to the terminal</th><th>Charging</th><th>Price</th><th></th></tr>${rows}</table>`);
  }

  function bookForm(p, q, error) {
    return layout(`Book ${p.name}`, `<h1>Book ${esc(p.name)}</h1><p>${esc(q.from)} ${esc(q.fromTime)} to ${esc(q.to)} ${esc(q.toTime)} · ${money(price(p, q))}</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/book">${Object.entries({ park: p.slug, ...stay(q) }).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v ?? '')}">`).join('')}
<fieldset><legend>Driver</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="email">Email</label> <input id="email" name="email" type="email" required></p><p><label for="mobile">Mobile (optional)</label> <input id="mobile" name="mobile"></p></fieldset>
<fieldset><legend>Vehicle</legend><p><label for="reg">Registration</label> <input id="reg" name="reg" required></p><p><label for="make">Make and model (optional)</label> <input id="make" name="make"></p>
<p><label for="pax">Passengers</label> <select id="pax" name="passengers">${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}">${n}</option>`).join('')}</select></p></fieldset>
<fieldset><legend>Extras</legend>${EXTRAS.filter(([v]) => v !== 'ev' || p.ev).map(([v, l, c]) => `<label><input type="checkbox" name="extra" value="${v}"> ${l} (${money(c)})</label><br>`).join('')}</fieldset>
<p><label><input type="checkbox" name="terms" value="1" required> I accept the terms and conditions</label></p><button>Pay and book</button></form>`);
  }

  const summary = (b) => `<dl><dt>Reference</dt><dd>${b.ref}</dd><dt>Car park</dt><dd>${esc(park(b.park).name)}</dd><dt>Drop-off</dt><dd>${b.from} ${b.fromTime}</dd><dt>Pick-up</dt><dd>${b.to} ${b.toTime}</dd><dt>Car</dt><dd>${esc(b.reg)}</dd><dt>Passengers</dt><dd>${b.passengers}</dd><dt>Extras</dt><dd>${b.extras.map((e) => EXTRAS.find(([v]) => v === e)[1]).join(', ') || 'None'}</dd><dt>Status</dt><dd>${b.status}</dd></dl>`;

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const path = u.pathname;
    const mm = /^\/manage\/([\w-]+)(?:\/(dates|car|extras|cancel))?$/.exec(path);
    const bk = mm && state.bookings.find((b) => b.ref === mm[1]);
    if (method === 'POST') {
      if (path === '/book') {
        const p = park(form.park);
        if (!p) return { status: 404, html: 'Not found' };
        const err = !(form.name ?? '').trim() || !(form.email ?? '').includes('@') || !(form.reg ?? '').trim() ? 'Please fill in your name, email and registration.' : form.terms !== '1' ? 'Please accept the terms.' : soldOut(p, form) ? 'Sorry, this car park is sold out.' : '';
        if (err) return { html: bookForm(p, form, err) };
        const b = { ref: `SKY-${5001 + state.bookings.length - 1}`, park: p.slug, from: form.from, fromTime: form.fromTime, to: form.to, toTime: form.toTime, name: form.name.trim(), email: form.email.trim().toLowerCase(), reg: normReg(form.reg), passengers: Number(form.passengers) || 1, extras: EXTRAS.map(([v]) => v).filter((v) => params.getAll('extra').includes(v)), promo: String(form.promo ?? '').toUpperCase(), status: 'Booked' };
        state.bookings.push(b);
        return { redirect: `/booking/${b.ref}` };
      }
      if (path === '/manage') {
        const b = state.bookings.find((x) => x.ref === String(form.ref ?? '').trim().toUpperCase() && x.name.split(' ').at(-1).toLowerCase() === String(form.surname ?? '').trim().toLowerCase());
        return { redirect: b ? `/manage/${b.ref}` : '/manage?error=1' };
      }
      if (bk && bk.status === 'Booked' && mm[2] === 'dates') {
        if (form.from && form.to && form.fromTime && form.toTime) Object.assign(bk, { from: form.from, fromTime: form.fromTime, to: form.to, toTime: form.toTime });
        return { redirect: `/manage/${bk.ref}` };
      }
      if (bk && bk.status === 'Booked' && mm[2] === 'car') {
        if ((form.reg ?? '').trim()) bk.reg = normReg(form.reg);
        return { redirect: `/manage/${bk.ref}` };
      }
      if (bk && bk.status === 'Booked' && mm[2] === 'extras') {
        bk.extras = EXTRAS.map(([v]) => v).filter((v) => params.getAll('extra').includes(v) || bk.extras.includes(v));
        return { redirect: `/manage/${bk.ref}` };
      }
      if (bk && bk.status === 'Booked' && mm[2] === 'cancel') {
        if (!REASONS.includes(form.reason)) return { redirect: `/manage/${bk.ref}/cancel?error=1` };
        bk.status = 'Cancelled';
        bk.reason = form.reason;
        return { redirect: `/manage/${bk.ref}` };
      }
      if (path === '/help') {
        const m = { topic: TOPICS.includes(form.topic) ? form.topic : TOPICS[0], ref: String(form.ref ?? '').trim().toUpperCase(), email: String(form.email ?? '').trim().toLowerCase(), message: String(form.message ?? '').trim() };
        if (!m.email.includes('@') || !m.message) return { redirect: '/help?error=1' };
        state.messages.push(m);
        return { redirect: '/help/sent' };
      }
      if (path === '/newsletter') {
        const e = String(form.email ?? '').trim().toLowerCase();
        if (e.includes('@') && !state.newsletter.includes(e)) state.newsletter.push(e);
        return { redirect: '/newsletter/thanks' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const bm = /^\/book\/([\w-]+)$/.exec(path);
    const cm = /^\/car-parks\/([\w-]+)$/.exec(path);
    const am = /^\/help\/([\w-]+)$/.exec(path);
    const cf = /^\/booking\/([\w-]+)$/.exec(path);
    if (path === '/') html = layout('Airport parking', `<h1>Parking at Northfield Airport</h1><p>Book ahead and save up to 60%.</p>${quoteForm()}<h2>Already booked?</h2><p><a href="/manage">Manage your booking</a></p>`);
    else if (path === '/quote') html = quote(query);
    else if (bm && park(bm[1]) && query.from) html = bookForm(park(bm[1]), query);
    else if (cf && state.bookings.some((b) => b.ref === cf[1])) html = layout('Booked', `<h1>Your parking is booked</h1>${summary(state.bookings.find((b) => b.ref === cf[1]))}<p><a href="/manage">Manage booking</a></p>`);
    else if (path === '/car-parks') html = layout('Car parks', `<h1>Our car parks</h1><ul>${PARKS.map((p) => `<li><a href="/car-parks/${p.slug}">${esc(p.name)}</a> — ${esc(p.transfer)}, from ${money(p.rate)} a day</li>`).join('')}</ul>`);
    else if (cm && park(cm[1])) { const p = park(cm[1]); html = layout(p.name, `<h1>${esc(p.name)}</h1><p>${esc(p.transfer)}. From ${money(p.rate)} a day.${p.ev ? ' EV charging bays available.' : ''}</p><p><a href="/">Get a price</a></p>`); }
    else if (path === '/manage') html = layout('Manage booking', `<h1>Manage your booking</h1>${query.error ? '<p role="alert">We could not find that booking.</p>' : ''}<form method="post" action="/manage"><p><label for="ref">Booking reference</label> <input id="ref" name="ref" required></p><p><label for="surname">Surname</label> <input id="surname" name="surname" required></p><button>Find booking</button></form>`);
    else if (bk && !mm[2]) html = layout(`Booking ${bk.ref}`, `<h1>Booking ${bk.ref}</h1>${summary(bk)}${bk.status === 'Booked' ? `<ul><li><a href="/manage/${bk.ref}/dates">Change dates</a></li><li><a href="/manage/${bk.ref}/car">Change car</a></li><li><a href="/manage/${bk.ref}/extras">Add extras</a></li><li><a href="/manage/${bk.ref}/cancel">Cancel booking</a></li></ul>` : `<p>Cancelled: ${esc(bk.reason)}.</p>`}`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'dates') html = layout('Change dates', `<h1>Change dates for ${bk.ref}</h1><form method="post" action="/manage/${bk.ref}/dates"><p><label for="from">Drop-off date</label> <input id="from" type="date" name="from" value="${bk.from}"> ${timeSelect('fromTime', 'fromTime', 'Drop-off time', bk.fromTime)}</p><p><label for="to">Pick-up date</label> <input id="to" type="date" name="to" value="${bk.to}"> ${timeSelect('toTime', 'toTime', 'Pick-up time', bk.toTime)}</p><button>Save new dates</button></form>`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'car') html = layout('Change car', `<h1>Change car for ${bk.ref}</h1><form method="post" action="/manage/${bk.ref}/car"><p><label for="reg">Registration</label> <input id="reg" name="reg" value="${esc(bk.reg)}"></p><button>Save car</button></form>`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'extras') html = layout('Add extras', `<h1>Add extras to ${bk.ref}</h1><form method="post" action="/manage/${bk.ref}/extras">${EXTRAS.filter(([v]) => v !== 'ev' || park(bk.park).ev).map(([v, l, c]) => `<label><input type="checkbox" name="extra" value="${v}"${bk.extras.includes(v) ? ' checked disabled' : ''}> ${l} (${money(c)})</label><br>`).join('')}<button>Add to booking</button></form>`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'cancel') html = layout('Cancel booking', `<h1>Cancel booking ${bk.ref}</h1><p>Full refund if you cancel more than 48 hours before drop-off.</p><form method="post" action="/manage/${bk.ref}/cancel"><fieldset><legend>Why are you cancelling?</legend>${REASONS.map((r) => `<label><input type="radio" name="reason" value="${r}" required> ${r}</label><br>`).join('')}</fieldset>${query.error ? '<p role="alert">Choose a reason.</p>' : ''}<button>Cancel booking</button> <a href="/manage/${bk.ref}">Keep booking</a></form>`);
    else if (path === '/help') html = layout('Help', `<h1>Help</h1><h2>Popular questions</h2><ul>${ARTICLES.map(([s, t]) => `<li><a href="/help/${s}">${t}</a></li>`).join('')}</ul><h2>Contact us</h2>${query.error ? '<p role="alert">Please give your email and a message.</p>' : ''}
<form method="post" action="/help"><p><label for="topic">Topic</label> <select id="topic" name="topic">${TOPICS.map((t) => `<option>${t}</option>`).join('')}</select></p><p><label for="href">Booking reference (if you have one)</label> <input id="href" name="ref"></p><p><label for="hemail">Your email</label> <input id="hemail" name="email" type="email" required></p><p><label for="msg">Message</label><br><textarea id="msg" name="message" required></textarea></p><button>Send message</button></form>`);
    else if (path === '/help/sent') html = layout('Sent', '<h1>Thanks, we have your message</h1><p>We reply within one working day.</p>');
    else if (am && ARTICLES.some(([s]) => s === am[1])) { const [, t, a] = ARTICLES.find(([s]) => s === am[1]); html = layout(t, `<h1>${t}</h1><p>${a}</p><p><a href="/help">Back to help</a></p>`); }
    else if (path === '/newsletter/thanks') html = layout('Subscribed', '<h1>You are signed up for parking deals</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
