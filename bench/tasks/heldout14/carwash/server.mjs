// Gleam — a chain of hand car washes and valeting centres: services by vehicle size, locations,
// online booking with add-ons and time slots, managing bookings, the Wash Club membership,
// gift cards, saved vehicles and site reviews. Server-rendered HTML, plain GET/POST.
// State: the page shown, bookings, membership, gift cards, vehicles, reviews.

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const SIZES = [['small', 'Small car (e.g. Fiesta, Polo)'], ['medium', 'Medium car (e.g. Focus, Golf)'], ['large', 'Large car or SUV'], ['van', 'Van or 7-seater']];
const SERVICES = [
  { id: 'express', name: 'Express Exterior Wash', type: 'wash', mins: 15, prices: [8, 9, 10, 12], about: 'Snow foam, hand wash and dry, wheels cleaned.' },
  { id: 'wash-vac', name: 'Wash and Vacuum', type: 'wash', mins: 30, prices: [14, 15, 17, 20], about: 'Our express wash plus a full interior vacuum and dashboard wipe.' },
  { id: 'mini-valet', name: 'Mini Valet', type: 'valet', mins: 45, prices: [18, 20, 24, 28], about: 'Hand wash, vacuum, windows inside and out, tyre dressing.' },
  { id: 'full-valet', name: 'Full Valet', type: 'valet', mins: 150, prices: [60, 70, 80, 95], about: 'Everything in the mini valet plus upholstery shampoo, clay bar and hand wax.' },
  { id: 'interior', name: 'Interior Deep Clean', type: 'valet', mins: 90, prices: [45, 50, 55, 65], about: 'Seats and carpets shampooed, leather fed, every surface cleaned.' },
  { id: 'ceramic', name: 'Ceramic Coating', type: 'protection', mins: 360, prices: [250, 300, 350, 400], about: 'Machine polish and a 3-year ceramic coating. Book at least a day ahead.' },
];
const TYPES = [['wash', 'Washes'], ['valet', 'Valeting'], ['protection', 'Paint protection']];
const ADDONS = [['tyre-shine', 'Tyre shine', 3], ['air-freshener', 'Air freshener', 2], ['pet-hair', 'Pet hair removal', 15], ['engine-bay', 'Engine bay clean', 20], ['headlights', 'Headlight restoration', 25]];
const LOCATIONS = [
  { id: 'kirkstall-road', name: 'Kirkstall Road, Leeds', town: 'Leeds', address: '212 Kirkstall Road, Leeds LS4 2AH', hours: 'Mon–Sat 8am–6pm, Sun 9am–4pm', rating: 4.6 },
  { id: 'harrogate-road', name: 'Harrogate Road, Leeds', town: 'Leeds', address: '480 Harrogate Road, Leeds LS17 6DA', hours: 'Mon–Sun 8am–6pm', rating: 4.4 },
  { id: 'york', name: 'York Outer Ring Road', town: 'York', address: 'Unit 3, Monks Cross Drive, York YO32 9GX', hours: 'Mon–Sat 8am–5pm', rating: 4.8 },
  { id: 'wakefield', name: 'Westgate, Wakefield', town: 'Wakefield', address: '15 Westgate, Wakefield WF1 1JY', hours: 'Mon–Fri 8am–6pm, Sat 8am–4pm', rating: 4.2 },
];
const TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00', '17:00'];
// Slots already taken: location|date|time.
const FULL = new Set(['york|2026-12-07|08:00', 'york|2026-12-07|09:00', 'kirkstall-road|2026-12-05|10:00', 'kirkstall-road|2026-12-05|11:00', 'harrogate-road|2026-12-10|13:00']);
const PLANS = [['bronze', 'Bronze', 15, 150, '4 express washes a month'], ['silver', 'Silver', 25, 250, 'Unlimited express washes'], ['gold', 'Gold', 40, 400, 'Unlimited express washes and one mini valet a month']];
const DESIGNS = [['classic', 'Classic'], ['birthday', 'Happy birthday'], ['christmas', 'Christmas'], ['thank-you', 'Thank you']];

const service = (id) => SERVICES.find((s) => s.id === id);
const location = (id) => LOCATIONS.find((l) => l.id === id);
const plate = (s) => String(s || '').toUpperCase().replace(/\s+/g, '');
const sizeIx = (s) => SIZES.findIndex((z) => z[0] === s);

function fresh() {
  return {
    page: { path: '/', query: {} },
    bookings: [{ ref: 'GL-480', service: 'full-valet', location: 'kirkstall-road', size: 'medium', date: '2026-12-02', time: '10:00', addons: ['pet-hair'], reg: 'YK19ABC', name: 'Chris Dale', phone: '07700900321', status: 'Confirmed' }],
    membership: null,
    giftCards: [],
    vehicles: [{ reg: 'YK19ABC', make: 'Ford', model: 'Focus', size: 'medium' }],
    reviews: [],
  };
}

export function createSite() {
  let st = fresh();
  let flash = '';
  let error = '';

  const opt = (v, l, cur) => `<option value="${esc(v)}"${String(cur ?? '') === String(v) ? ' selected' : ''}>${esc(l)}</option>`;
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} — Gleam Car Wash &amp; Valet</title>
<style>body{font-family:Verdana,sans-serif;margin:0}header{background:#111;color:#ffd400;padding:10px 18px}header a{color:#ffd400;margin-right:16px}main{padding:18px;max-width:960px}
.cards{display:flex;flex-wrap:wrap;gap:12px}.card{border:1px solid #bbb;border-radius:6px;padding:10px;width:270px}.flash{background:#e6f4d9;padding:6px}.error{background:#fbdada;padding:6px}table{border-collapse:collapse}td,th{padding:5px 8px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><header><a href="/"><b>GLEAM</b></a><nav style="display:inline"><a href="/services">Services &amp; prices</a><a href="/locations">Locations</a><a href="/book">Book a wash</a><a href="/club">Wash Club</a><a href="/gift-cards">Gift cards</a><a href="/bookings">My bookings</a><a href="/vehicles">My vehicles</a></nav></header>
<main>${flash ? `<p class="flash" role="status">${esc(flash)}</p>` : ''}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}${body}</main><footer style="padding:18px;color:#666">Gleam Car Care Ltd · 4 sites across Yorkshire</footer></body></html>`;

  const svcLabel = (b) => `${esc(service(b.service).name)} at ${esc(location(b.location).name)}`;
  const bookingForm = (pre) => `<form action="/book" method="post">
<p><label>Service <select name="service">${opt('', 'Choose a service', pre.service)}${SERVICES.map((s) => opt(s.id, `${s.name} (from £${s.prices[0]})`, pre.service)).join('')}</select></label></p>
<p><label>Location <select name="location">${opt('', 'Choose a location', pre.location)}${LOCATIONS.map((l) => opt(l.id, l.name, pre.location)).join('')}</select></label></p>
<fieldset><legend>Vehicle size</legend>${SIZES.map(([v, l]) => `<label><input type="radio" name="size" value="${v}"> ${esc(l)}</label><br>`).join('')}</fieldset>
<p><label>Date <input type="date" name="date"></label></p>
<p><label>Time <select name="time">${opt('', 'Choose a time', '')}${TIMES.map((t) => opt(t, t, '')).join('')}</select></label> <small>Fully booked slots are listed on each location's page.</small></p>
<fieldset><legend>Add-ons</legend>${ADDONS.map(([v, l, p]) => `<label><input type="checkbox" name="addons" value="${v}"> ${esc(l)} (+£${p})</label><br>`).join('')}</fieldset>
<p><label>Registration number <input name="reg"></label></p><p><label>Your name <input name="name"></label></p><p><label>Mobile number <input type="tel" name="phone"></label></p>
<button>Book now</button></form>`;

  const pages = {
    home: () => layout('Hand car wash and valeting', `<h1>Hand car wash &amp; valeting across Yorkshire</h1><p>Express washes from £8. No appointment needed for washes — book valets online to skip the queue.</p>
<p><a href="/book">Book a wash</a> · <a href="/services">See prices</a> · <a href="/locations">Find a site</a></p>
<h2>Popular services</h2><div class="cards">${SERVICES.slice(0, 4).map((s) => `<div class="card"><h3>${esc(s.name)}</h3><p>From £${s.prices[0]} · ${s.mins} minutes</p><a href="/book?service=${s.id}">Book this</a></div>`).join('')}</div>`),
    services: (q) => {
      const list = SERVICES.filter((s) => !q.type || s.type === q.type);
      return layout('Services and prices', `<h1>Services &amp; prices</h1><p>Show: <a href="/services">All</a> ${TYPES.map(([t, l]) => `<a href="/services?type=${t}">${l}</a>`).join(' ')}</p>
<table><tr><th>Service</th><th>Time</th>${SIZES.map((z) => `<th>${esc(z[0][0].toUpperCase() + z[0].slice(1))}</th>`).join('')}<th></th></tr>${list.map((s) => `<tr><td><b>${esc(s.name)}</b><br><small>${esc(s.about)}</small></td><td>${s.mins} min</td>${s.prices.map((p) => `<td>£${p}</td>`).join('')}<td><a href="/book?service=${s.id}">Book this</a></td></tr>`).join('')}</table>
<h2>Add-ons</h2><ul>${ADDONS.map(([, l, p]) => `<li>${esc(l)} — £${p}</li>`).join('')}</ul>`);
    },
    locations: (q) => {
      const term = (q.q || '').toLowerCase().trim();
      const list = LOCATIONS.filter((l) => !term || (l.name + ' ' + l.address + ' ' + l.town).toLowerCase().includes(term));
      return layout('Locations', `<h1>Our locations</h1><form action="/locations" method="get"><label>Town or postcode <input name="q" value="${esc(q.q || '')}"></label> <button>Find</button></form>
<div class="cards">${list.map((l) => `<div class="card"><h2>${esc(l.name)}</h2><p>${esc(l.address)}</p><p>${esc(l.hours)}</p><p>★ ${l.rating}</p><a href="/location/${l.id}">Site details</a> · <a href="/book?location=${l.id}">Book here</a></div>`).join('') || '<p>No sites match that search.</p>'}</div>`);
    },
    location: (l) => {
      const full = [...FULL].filter((k) => k.startsWith(l.id + '|')).map((k) => k.split('|'));
      const mine = st.reviews.filter((r) => r.location === l.id);
      return layout(l.name, `<p><a href="/locations">← All locations</a></p><h1>${esc(l.name)}</h1><p>${esc(l.address)}</p><p>Opening hours: ${esc(l.hours)}</p><p><a href="/book?location=${l.id}">Book here</a></p>
<h2>Fully booked slots</h2>${full.length ? `<ul>${full.map(([, d, t]) => `<li>${d} at ${t}</li>`).join('')}</ul>` : '<p>Plenty of space this week.</p>'}
<h2>Reviews</h2>${mine.map((r) => `<p>${'★'.repeat(r.stars)} ${esc(r.comment)}</p>`).join('') || '<p>Be the first to review this site.</p>'}
<form action="/location/${l.id}/review" method="post"><label>Rating <select name="stars">${opt('', 'Choose', '')}${[5, 4, 3, 2, 1].map((n) => opt(n, `${n} star${n > 1 ? 's' : ''}`, '')).join('')}</select></label> <label>Your review <textarea name="comment"></textarea></label> <button>Post review</button></form>`);
    },
    book: (q) => layout('Book a wash', `<h1>Book a wash or valet</h1>${bookingForm({ service: service(q.service) ? q.service : '', location: location(q.location) ? q.location : '' })}`),
    booking: (b) => layout(`Booking ${b.ref}`, `<p><a href="/bookings">← My bookings</a></p><h1>Booking ${b.ref}</h1><p>Status: <b>${b.status}</b></p>
<p>${svcLabel(b)} for a ${b.size} vehicle (${esc(b.reg)}) on ${b.date} at ${b.time}.</p><p>Add-ons: ${b.addons.map((a) => ADDONS.find((x) => x[0] === a)[1]).join(', ') || 'none'}</p>
<p>Price: £${service(b.service).prices[sizeIx(b.size)] + b.addons.reduce((n, a) => n + ADDONS.find((x) => x[0] === a)[2], 0)} (pay on the day)</p>
${b.status === 'Confirmed' ? `<h2>Change this booking</h2><form action="/booking/${b.ref}/change" method="post"><label>Location <select name="location">${LOCATIONS.map((l) => opt(l.id, l.name, b.location)).join('')}</select></label>
<label>Date <input type="date" name="date" value="${b.date}"></label> <label>Time <select name="time">${TIMES.map((t) => opt(t, t, b.time)).join('')}</select></label> <button>Save changes</button></form>
<h2>Add-ons</h2><form action="/booking/${b.ref}/addons" method="post">${ADDONS.map(([v, l, p]) => `<label><input type="checkbox" name="addons" value="${v}"${b.addons.includes(v) ? ' checked' : ''}> ${esc(l)} (+£${p})</label><br>`).join('')}<button>Update add-ons</button></form>
<form action="/booking/${b.ref}/cancel" method="post"><button>Cancel booking</button></form>` : ''}`),
    bookings: () => layout('My bookings', `<h1>My bookings</h1><table><tr><th>Ref</th><th>Service</th><th>When</th><th>Status</th><th></th></tr>${st.bookings.map((b) => `<tr><td>${b.ref}</td><td>${svcLabel(b)}</td><td>${b.date} ${b.time}</td><td>${b.status}</td><td><a href="/booking/${b.ref}">Manage</a></td></tr>`).join('')}</table>`),
    club: () => layout('Wash Club', `<h1>Wash Club</h1>${st.membership ? `<p>You are a <b>${PLANS.find((p) => p.id === st.membership.plan)?.[1] ?? ''}</b> member.</p>` : ''}<p>Pay monthly or save two months with annual billing.</p><form action="/club" method="post">
<fieldset><legend>Choose a plan</legend>${PLANS.map(([v, l, m, y, d]) => `<label><input type="radio" name="plan" value="${v}"> ${l} — £${m}/month or £${y}/year: ${d}</label><br>`).join('')}</fieldset>
<fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly" checked> Monthly</label> <label><input type="radio" name="billing" value="annual"> Annual</label></fieldset>
<p><label>Home site <select name="location">${opt('', 'Choose a site', '')}${LOCATIONS.map((l) => opt(l.id, l.name, '')).join('')}</select></label></p><p><label>Registration number <input name="reg"></label></p><button>Join Wash Club</button></form>`),
    welcome: () => layout('Welcome to Wash Club', `<h1>Welcome to Wash Club</h1><p>Show your registration at the pay point and we'll do the rest.</p>`),
    gift: () => layout('Gift cards', `<h1>Gift cards</h1><form action="/gift-cards" method="post"><fieldset><legend>Amount</legend>${[20, 50, 100].map((a) => `<label><input type="radio" name="amount" value="${a}"> £${a}</label> `).join('')}<label><input type="radio" name="amount" value="other"> Other amount</label> <label>Other amount (£) <input type="number" name="other" min="10" max="250"></label></fieldset>
<p><label>Design <select name="design">${DESIGNS.map(([v, l]) => opt(v, l, 'classic')).join('')}</select></label></p><p><label>Recipient's name <input name="to"></label></p><p><label>Recipient's email <input type="email" name="email"></label></p>
<p><label>Message <textarea name="message"></textarea></label></p><p><label>Send on (leave empty to send now) <input type="date" name="sendOn"></label></p><button>Buy gift card</button></form>`),
    giftDone: () => layout('Gift card bought', `<h1>Thank you</h1><p>Your gift card is on its way.</p><p><a href="/gift-cards">Buy another</a></p>`),
    vehicles: () => layout('My vehicles', `<h1>My vehicles</h1>${st.vehicles.length ? `<table><tr><th>Registration</th><th>Vehicle</th><th>Size</th><th></th></tr>${st.vehicles.map((v, i) => `<tr><td>${esc(v.reg)}</td><td>${esc(v.make)} ${esc(v.model)}</td><td>${v.size}</td><td><form action="/vehicles/remove" method="post"><input type="hidden" name="i" value="${i}"><button>Remove</button></form></td></tr>`).join('')}</table>` : '<p>No vehicles saved.</p>'}
<h2>Add a vehicle</h2><form action="/vehicles" method="post"><label>Registration <input name="reg"></label> <label>Make <input name="make"></label> <label>Model <input name="model"></label> <label>Size <select name="size">${SIZES.map(([v, l]) => opt(v, l, 'medium')).join('')}</select></label> <button>Save vehicle</button></form>`),
  };

  function show(path, query, html) { st.page = { path, query }; flash = ''; error = ''; return { html }; }
  const fail = (msg, to) => { error = msg; return { redirect: to }; };

  function handle(method, url, body) {
    const u = new URL(url, 'http://localhost');
    const path = decodeURIComponent(u.pathname);
    const query = Object.fromEntries(u.searchParams);
    const bk = (ref) => st.bookings.find((b) => b.ref === ref);
    if (method === 'GET') {
      if (path === '/') return show(path, query, pages.home());
      if (path === '/services') return show(path, query, pages.services(query));
      if (path === '/locations') return show(path, query, pages.locations(query));
      let m = path.match(/^\/location\/([\w-]+)$/);
      if (m && location(m[1])) return show(path, query, pages.location(location(m[1])));
      if (path === '/book') return show(path, query, pages.book(query));
      m = path.match(/^\/booking\/(GL-\d+)$/);
      if (m && bk(m[1])) return show(path, query, pages.booking(bk(m[1])));
      if (path === '/bookings') return show(path, query, pages.bookings());
      if (path === '/club') return show(path, query, pages.club());
      if (path === '/club/welcome') return show(path, query, pages.welcome());
      if (path === '/gift-cards') return show(path, query, pages.gift());
      if (path === '/gift-cards/thanks') return show(path, query, pages.giftDone());
      if (path === '/vehicles') return show(path, query, pages.vehicles());
      return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
    }
    const f = new URLSearchParams(body || '');
    const val = (k) => (f.get(k) || '').trim();
    const back = st.page.path + (Object.keys(st.page.query).length ? '?' + new URLSearchParams(st.page.query) : '');
    if (path === '/book') {
      const b = { ref: `GL-${501 + st.bookings.length - 1}`, service: val('service'), location: val('location'), size: val('size'), date: val('date'), time: val('time'), addons: ADDONS.map((a) => a[0]).filter((a) => f.getAll('addons').includes(a)), reg: plate(val('reg')), name: val('name'), phone: val('phone').replace(/\s+/g, ''), status: 'Confirmed' };
      if (!service(b.service) || !location(b.location) || sizeIx(b.size) < 0 || !/^\d{4}-\d\d-\d\d$/.test(b.date) || !TIMES.includes(b.time) || !b.reg || !b.name || !b.phone) return fail('Please complete every part of the booking.', back);
      if (FULL.has(`${b.location}|${b.date}|${b.time}`)) return fail(`Sorry, ${b.time} on ${b.date} is fully booked at ${location(b.location).name}. Please choose another time.`, back);
      st.bookings.push(b);
      return { redirect: `/booking/${b.ref}` };
    }
    let m = path.match(/^\/booking\/(GL-\d+)\/(change|addons|cancel)$/);
    if (m && bk(m[1])) {
      const b = bk(m[1]);
      if (m[2] === 'change') {
        const loc = val('location'), date = val('date'), time = val('time');
        if (!location(loc) || !/^\d{4}-\d\d-\d\d$/.test(date) || !TIMES.includes(time)) return fail('Choose a location, date and time.', `/booking/${b.ref}`);
        if (FULL.has(`${loc}|${date}|${time}`)) return fail(`Sorry, ${time} on ${date} is fully booked there.`, `/booking/${b.ref}`);
        Object.assign(b, { location: loc, date, time }); flash = 'Booking updated.';
      }
      if (m[2] === 'addons') { const add = f.getAll('addons'); b.addons = ADDONS.map((a) => a[0]).filter((a) => add.includes(a)); flash = 'Add-ons updated.'; }
      if (m[2] === 'cancel') { b.status = 'Cancelled'; flash = 'Your booking has been cancelled.'; }
      return { redirect: `/booking/${b.ref}` };
    }
    if (path === '/club') {
      const mem = { plan: val('plan'), billing: val('billing') === 'annual' ? 'annual' : 'monthly', location: val('location'), reg: plate(val('reg')) };
      if (!PLANS.find((p) => p[0] === mem.plan) || !location(mem.location) || !mem.reg) return fail('Choose a plan and a home site, and give your registration.', '/club');
      st.membership = mem;
      return { redirect: '/club/welcome' };
    }
    if (path === '/gift-cards') {
      const amount = val('amount') === 'other' ? Number(val('other')) : Number(val('amount'));
      const g = { amount, design: DESIGNS.find((d) => d[0] === val('design')) ? val('design') : 'classic', to: val('to'), email: val('email').toLowerCase(), message: val('message'), sendOn: val('sendOn') };
      if (!(amount >= 10 && amount <= 250) || !g.to || !g.email) return fail('Choose an amount (£10 to £250) and give the recipient’s name and email.', '/gift-cards');
      st.giftCards.push(g);
      return { redirect: '/gift-cards/thanks' };
    }
    if (path === '/vehicles') {
      const v = { reg: plate(val('reg')), make: val('make'), model: val('model'), size: sizeIx(val('size')) >= 0 ? val('size') : 'medium' };
      if (!v.reg) return fail('Enter the registration.', '/vehicles');
      st.vehicles.push(v); flash = 'Vehicle saved.';
      return { redirect: '/vehicles' };
    }
    if (path === '/vehicles/remove') { const i = Number(val('i')); if (st.vehicles[i]) st.vehicles.splice(i, 1); return { redirect: '/vehicles' }; }
    m = path.match(/^\/location\/([\w-]+)\/review$/);
    if (m && location(m[1])) {
      const stars = Number(val('stars'));
      if (!(stars >= 1 && stars <= 5)) return fail('Choose a star rating.', `/location/${m[1]}`);
      st.reviews.push({ location: m[1], stars, comment: val('comment') }); flash = 'Thanks for your review!';
      return { redirect: `/location/${m[1]}` };
    }
    return { status: 404, html: 'Not found' };
  }

  return {
    handle,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); flash = ''; error = ''; },
    reset: () => { st = fresh(); flash = ''; error = ''; },
  };
}
