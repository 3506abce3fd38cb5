/**
 * "Thornbeck Holiday Park", a holiday park with pitches, glamping pods and lodges (blind task set
 * heldout24, round 26): an availability form on the home page (type, arrival date, nights, adults,
 * children, dogs), results as table rows with hook-up, dog-friendly and hot-tub boxes and a sort
 * menu, units that are not available for some dates, a booking form (required name and email,
 * optional phone and car registration, arrival-time radios, extras boxes, a required terms box),
 * Manage booking by reference and surname with pages to change dates, add extras or cancel with a
 * reason, an activities table with a day menu and a booking form per activity (one full), unit
 * pages, park information, a contact form with a topic menu and a newsletter box in the footer.
 */
const UNITS = [
  { slug: 'meadow-4', name: 'Meadow pitch 4', type: 'tent', rate: 22, sleeps: 6, features: [], about: 'A level grass pitch near the toilet block and the play area.' },
  { slug: 'riverside-9', name: 'Riverside pitch 9', type: 'tent', rate: 30, sleeps: 6, features: ['hookup', 'dogs'], about: 'A grass pitch on the bank of the River Thorn, with electric hook-up. Dogs welcome.' },
  { slug: 'woodland-12', name: 'Woodland pitch 12', type: 'tent', rate: 24, sleeps: 6, features: ['dogs'], about: 'A sheltered pitch among the oaks. Dogs welcome.' },
  { slug: 'hardstanding-21', name: 'Hardstanding 21', type: 'touring', rate: 34, sleeps: 6, features: ['hookup', 'hardstanding', 'dogs'], about: 'A gravel hardstanding for a caravan or motorhome up to 8 metres, with hook-up and a water point.' },
  { slug: 'hardstanding-22', name: 'Hardstanding 22', type: 'touring', rate: 38, sleeps: 6, features: ['hookup', 'hardstanding', 'lakeview'], about: 'A gravel hardstanding with a view over Thornbeck Water, with hook-up.' },
  { slug: 'grass-30', name: 'Grass touring pitch 30', type: 'touring', rate: 28, sleeps: 6, features: ['hookup'], about: 'A grass pitch for a caravan or campervan, with hook-up. Not suitable after heavy rain.' },
  { slug: 'pod-heron', name: 'Pod Heron', type: 'pod', rate: 65, sleeps: 4, features: ['dogs'], about: 'An insulated timber pod with a double bed and a sofa bed, a kettle and a heater. One dog welcome.' },
  { slug: 'pod-kingfisher', name: 'Pod Kingfisher', type: 'pod', rate: 70, sleeps: 2, features: ['lakeview'], about: 'A pod for two by the water with a double bed and a deck.' },
  { slug: 'pod-otter', name: 'Pod Otter', type: 'pod', rate: 95, sleeps: 4, features: ['hottub'], about: 'Our largest pod, with an en-suite shower room and a wood-fired hot tub.' },
  { slug: 'birch-lodge', name: 'Birch Lodge', type: 'lodge', rate: 160, sleeps: 6, features: ['hottub', 'dogs'], about: 'Three bedrooms, two bathrooms and a hot tub on the veranda. Two dogs welcome.' },
  { slug: 'rowan-lodge', name: 'Rowan Lodge', type: 'lodge', rate: 140, sleeps: 4, features: ['lakeview'], about: 'Two bedrooms and an open-plan living room facing the lake.' },
];
const TYPES = [['tent', 'Tent pitch'], ['touring', 'Caravan or motorhome pitch'], ['pod', 'Glamping pod'], ['lodge', 'Lodge']];
const FEATURES = { hookup: 'Electric hook-up', dogs: 'Dog friendly', hottub: 'Hot tub', lakeview: 'Lake view', hardstanding: 'Hardstanding' };
const BLOCKED = [['woodland-12', '2026-12-03', '2026-12-06'], ['pod-otter', '2026-12-18', '2026-12-21'], ['birch-lodge', '2026-12-18', '2026-12-28'], ['hardstanding-21', '2026-12-04', '2026-12-07']];
const EXTRAS = [['firewood', 'Bundle of firewood', 8], ['hamper', 'Breakfast hamper', 18], ['latecheckout', 'Late check-out (1pm)', 15]];
const ARRIVALS = [['early', '2pm to 4pm'], ['late', '4pm to 6pm'], ['evening', 'After 6pm']];
const REASONS = ['Change of plans', 'Illness', 'Weather', 'Booked by mistake', 'Other'];
const TOPICS = ['Availability question', 'Existing booking', 'Accessibility', 'Other'];
const ACTIVITIES = [
  { id: 'river-walk', name: 'Guided river walk', day: '2026-12-05', time: '10:00', price: 5, places: 12 },
  { id: 'woodland-craft', name: "Kids' woodland craft", day: '2026-12-05', time: '14:00', price: 7, places: 0 },
  { id: 'stargazing-5', name: 'Stargazing night', day: '2026-12-05', time: '19:30', price: 10, places: 9 },
  { id: 'fishing', name: 'Fishing taster', day: '2026-12-06', time: '09:00', price: 15, places: 4 },
  { id: 'wreath', name: 'Wreath making workshop', day: '2026-12-06', time: '13:00', price: 25, places: 6 },
  { id: 'santa', name: "Santa's grotto", day: '2026-12-19', time: '11:00', price: 6, places: 20 },
  { id: 'stargazing-19', name: 'Stargazing night', day: '2026-12-19', time: '19:30', price: 10, places: 14 },
];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const addDays = (day, n) => new Date(Date.parse(`${day}T00:00:00Z`) + n * 86400000).toISOString().slice(0, 10);
const long = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function initialBookings() {
  return [{ ref: 'TH-1180', unit: 'pod-heron', arrive: '2026-12-18', nights: 3, adults: 2, children: 1, dogs: 1, name: 'Gwen Harper', email: 'gwen.harper@example.com', phone: '07700900150', reg: '', arrival: 'late', extras: ['firewood'], status: 'Booked' }];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: initialBookings(), activityBookings: [], messages: [], newsletter: [] };
  };
  reset();
  const unit = (slug) => UNITS.find((u) => u.slug === slug);
  const free = (u, arrive, nights, ignore) => {
    const end = addDays(arrive, nights);
    if (BLOCKED.some(([s, a, b]) => s === u.slug && arrive < b && end > a)) return false;
    return !state.bookings.some((b) => b.ref !== ignore && b.status === 'Booked' && b.unit === u.slug && arrive < addDays(b.arrive, b.nights) && end > b.arrive);
  };
  const cost = (u, nights, dogs, extras = []) => u.rate * nights + 5 * dogs * nights + extras.reduce((s, e) => s + EXTRAS.find(([v]) => v === e)[2], 0);
  const stayOf = (q) => ({ arrive: q.arrive, nights: Number(q.nights) || 1, adults: Number(q.adults) || 0, children: Number(q.children) || 0, dogs: Number(q.dogs) || 0 });
  const qs = (o) => new URLSearchParams(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))).toString();
  const num = (id, name, label, from, to, cur) => `<label for="${id}">${label}</label> <select id="${id}" name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => from + i).map((n) => `<option value="${n}"${n === cur ? ' selected' : ''}>${n}</option>`).join('')}</select>`;

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Thornbeck Holiday Park</title><style>
body{font-family:Tahoma,sans-serif;margin:0;color:#1f2d1f} header{background:#2f5d3a;color:#fff;padding:12px 24px;display:flex;gap:20px;align-items:center} header a{color:#fff} main{padding:20px 24px}
table{border-collapse:collapse} td,th{border:1px solid #cdd5c8;padding:6px 10px;text-align:left} footer{background:#eef2ea;padding:16px 24px;font-size:14px} fieldset{margin:8px 0}
</style></head><body><header><a href="/"><strong>Thornbeck Holiday Park</strong></a><nav aria-label="Main"><a href="/">Stay with us</a> <a href="/activities">Activities</a> <a href="/park">Park information</a> <a href="/manage">Manage booking</a> <a href="/contact">Contact</a></nav></header>
<main>${body}</main><footer><p>Thornbeck Holiday Park, Thorn Lane, Kirkby Thore, Cumbria CA10 1XY. Reception open 8am to 8pm every day, 017683 61 442.</p>
<form method="post" action="/newsletter"><label for="nl">Offers and park news by email</label> <input id="nl" name="email" type="email" required> <button>Sign up</button></form><p>© 2026 Thornbeck Parks Ltd · <a href="/park">Park rules</a></p></footer></body></html>`;

  const searchForm = (q = {}) => `<form method="get" action="/stay"><fieldset><legend>Find a place to stay</legend>
<p><label for="type">Accommodation</label> <select id="type" name="type">${TYPES.map(([v, l]) => `<option value="${v}"${v === q.type ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<p><label for="arrive">Arrival date</label> <input id="arrive" type="date" name="arrive" value="${esc(q.arrive ?? '')}" required> ${num('nights', 'nights', 'Nights', 1, 14, Number(q.nights) || 2)}</p>
<p>${num('adults', 'adults', 'Adults', 1, 6, Number(q.adults) || 2)} ${num('children', 'children', 'Children', 0, 4, Number(q.children) || 0)} ${num('dogs', 'dogs', 'Dogs', 0, 2, Number(q.dogs) || 0)}</p>
<button>Check availability</button></fieldset></form>`;

  function results(q) {
    const st = stayOf(q);
    const type = TYPES.find(([v]) => v === q.type);
    if (!type || !q.arrive) return layout('Availability', `<h1>Check availability</h1>${searchForm(q)}`);
    let list = UNITS.filter((u) => u.type === type[0]);
    for (const f of ['hookup', 'dogs', 'hottub']) if (q[f === 'dogs' ? 'dogfriendly' : f] === '1') list = list.filter((u) => u.features.includes(f));
    if (q.sort === 'price') list = [...list].sort((a, b) => a.rate - b.rate);
    if (q.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const base = { type: q.type, arrive: q.arrive, nights: q.nights, adults: q.adults, children: q.children, dogs: q.dogs };
    const stayQ = qs({ arrive: q.arrive, nights: q.nights, adults: q.adults, children: q.children, dogs: q.dogs });
    const rows = list.map((u) => {
      const ok = free(u, st.arrive, st.nights);
      const fits = st.adults + st.children <= u.sleeps && (!st.dogs || u.features.includes('dogs'));
      return `<tr><th scope="row"><a href="/units/${u.slug}">${esc(u.name)}</a></th><td>${u.features.map((f) => FEATURES[f]).join(', ') || '—'}</td><td>Sleeps ${u.sleeps}</td><td>${money(cost(u, st.nights, st.dogs))}</td><td>${!ok ? 'Not available' : !fits ? (st.dogs && !u.features.includes('dogs') ? 'No dogs' : 'Too small') : `<a href="/book/${u.slug}?${stayQ}" aria-label="Book ${esc(u.name)}">Book</a>`}</td></tr>`;
    }).join('');
    return layout('Availability', `<h1>${type[1]}s from ${long(q.arrive)}</h1><p>${st.nights} night${st.nights > 1 ? 's' : ''} · ${st.adults} adult${st.adults === 1 ? '' : 's'}${st.children ? `, ${st.children} child${st.children > 1 ? 'ren' : ''}` : ''}${st.dogs ? `, ${st.dogs} dog${st.dogs > 1 ? 's' : ''}` : ''} · <a href="/">Change search</a></p>
<form method="get" action="/stay">${Object.entries(base).filter(([, v]) => v).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
<label><input type="checkbox" name="hookup" value="1"${q.hookup === '1' ? ' checked' : ''} onchange="this.form.submit()"> Electric hook-up</label>
<label><input type="checkbox" name="dogfriendly" value="1"${q.dogfriendly === '1' ? ' checked' : ''} onchange="this.form.submit()"> Dog friendly</label>
<label><input type="checkbox" name="hottub" value="1"${q.hottub === '1' ? ' checked' : ''} onchange="this.form.submit()"> Hot tub</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${[['', 'Recommended'], ['price', 'Price (lowest first)'], ['name', 'Name (A to Z)']].map(([v, l]) => `<option value="${v}"${v === (q.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<table><tr><th>Place</th><th>Features</th><th>Size</th><th>Price for your stay</th><th></th></tr>${rows || '<tr><td colspan="5">Nothing matches these filters.</td></tr>'}</table><p><small>Dogs £5 a night each, added to the price.</small></p>`);
  }

  function bookForm(u, q, error) {
    const st = stayOf(q);
    return layout(`Book ${u.name}`, `<h1>Book ${esc(u.name)}</h1><p>Arriving ${long(st.arrive)} for ${st.nights} night${st.nights > 1 ? 's' : ''}, ${st.adults} adult${st.adults === 1 ? '' : 's'}${st.children ? `, ${st.children} child${st.children > 1 ? 'ren' : ''}` : ''}${st.dogs ? `, ${st.dogs} dog${st.dogs > 1 ? 's' : ''}` : ''} · ${money(cost(u, st.nights, st.dogs))}</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/book"><input type="hidden" name="unit" value="${u.slug}">${['arrive', 'nights', 'adults', 'children', 'dogs'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')}
<fieldset><legend>Lead guest</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="email">Email</label> <input id="email" name="email" type="email" required></p><p><label for="phone">Phone (optional)</label> <input id="phone" name="phone"></p><p><label for="reg">Car registration (optional)</label> <input id="reg" name="reg"></p></fieldset>
<fieldset><legend>Expected arrival time</legend>${ARRIVALS.map(([v, l], i) => `<label><input type="radio" name="arrival" value="${v}"${i === 0 ? ' checked' : ''}> ${l}</label> `).join('')}</fieldset>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, l, c]) => `<label><input type="checkbox" name="extra" value="${v}"> ${l} (${money(c)})</label><br>`).join('')}</fieldset>
<p><label><input type="checkbox" name="terms" value="1" required> I agree to the park rules and booking terms</label></p><button>Confirm booking</button></form>`);
  }

  const summary = (b) => `<dl><dt>Reference</dt><dd>${b.ref}</dd><dt>Place</dt><dd>${esc(unit(b.unit).name)}</dd><dt>Arrival</dt><dd>${long(b.arrive)}, ${ARRIVALS.find(([v]) => v === b.arrival)[1]}</dd><dt>Nights</dt><dd>${b.nights}</dd><dt>Guests</dt><dd>${b.adults} adults, ${b.children} children, ${b.dogs} dogs</dd><dt>Extras</dt><dd>${b.extras.map((e) => EXTRAS.find(([v]) => v === e)[1]).join(', ') || 'None'}</dd><dt>Total</dt><dd>${money(cost(unit(b.unit), b.nights, b.dogs, b.extras))}</dd><dt>Status</dt><dd>${b.status}</dd></dl>`;

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const path = u.pathname;
    const mm = /^\/manage\/([\w-]+)(?:\/(dates|extras|cancel))?$/.exec(path);
    const bk = mm && state.bookings.find((b) => b.ref === mm[1]);
    const am = /^\/activities\/([\w-]+)$/.exec(path);
    const act = am && ACTIVITIES.find((a) => a.id === am[1]);
    if (method === 'POST') {
      if (path === '/book') {
        const un = unit(form.unit);
        if (!un) return { status: 404, html: 'Not found' };
        const st = stayOf(form);
        const err = !(form.name ?? '').trim() || !(form.email ?? '').includes('@') ? 'Please give the lead guest’s name and email.' : form.terms !== '1' ? 'Please agree to the booking terms.'
          : !st.arrive || !free(un, st.arrive, st.nights) ? 'Sorry, this place is not available for those dates.' : st.adults + st.children > un.sleeps ? 'Too many guests for this place.' : st.dogs && !un.features.includes('dogs') ? 'Dogs are not allowed here.' : '';
        if (err) return { html: bookForm(un, form, err) };
        const b = { ref: `TH-${2001 + state.bookings.length - 1}`, unit: un.slug, ...st, name: form.name.trim(), email: form.email.trim().toLowerCase(), phone: String(form.phone ?? '').replace(/\s+/g, ''), reg: String(form.reg ?? '').trim().toUpperCase(), arrival: ARRIVALS.some(([v]) => v === form.arrival) ? form.arrival : 'early', extras: EXTRAS.map(([v]) => v).filter((v) => params.getAll('extra').includes(v)), status: 'Booked' };
        state.bookings.push(b);
        return { redirect: `/booking/${b.ref}` };
      }
      if (path === '/manage') {
        const b = state.bookings.find((x) => x.ref === String(form.ref ?? '').trim().toUpperCase() && x.name.split(' ').at(-1).toLowerCase() === String(form.surname ?? '').trim().toLowerCase());
        return { redirect: b ? `/manage/${b.ref}` : '/manage?error=1' };
      }
      if (bk && bk.status === 'Booked' && mm[2] === 'dates') {
        const nights = Number(form.nights) || bk.nights;
        if (!form.arrive || !free(unit(bk.unit), form.arrive, nights, bk.ref)) return { redirect: `/manage/${bk.ref}/dates?error=1` };
        bk.arrive = form.arrive;
        bk.nights = nights;
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
      if (act) {
        const people = Number(form.people) || 0;
        const ref = String(form.ref ?? '').trim().toUpperCase();
        if (!act.places || !people || people > act.places || !(form.name ?? '').trim() || !ref) return { redirect: `/activities/${act.id}?error=1` };
        state.activityBookings.push({ activity: act.id, people, name: form.name.trim(), ref });
        return { redirect: '/activities/booked' };
      }
      if (path === '/contact') {
        const m = { topic: TOPICS.includes(form.topic) ? form.topic : TOPICS[0], name: String(form.name ?? '').trim(), email: String(form.email ?? '').trim().toLowerCase(), message: String(form.message ?? '').trim() };
        if (!m.name || !m.email.includes('@') || !m.message) return { redirect: '/contact?error=1' };
        state.messages.push(m);
        return { redirect: '/contact/sent' };
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
    const um = /^\/units\/([\w-]+)$/.exec(path);
    const cf = /^\/booking\/([\w-]+)$/.exec(path);
    if (path === '/') html = layout('Holidays in the Eden Valley', `<h1>Camping, glamping and lodges in the Eden Valley</h1><p>Open all year. Pitches, pods and lodges on 40 acres beside the River Thorn.</p>${searchForm()}
<h2>This month</h2><p>Wreath making, stargazing and Santa's grotto: see <a href="/activities">activities</a>.</p><h2>Already booked?</h2><p><a href="/manage">Manage your booking</a></p>`);
    else if (path === '/stay') html = results(query);
    else if (bm && unit(bm[1]) && query.arrive) html = bookForm(unit(bm[1]), query);
    else if (cf && state.bookings.some((b) => b.ref === cf[1])) html = layout('Booked', `<h1>Thank you, you're booked</h1>${summary(state.bookings.find((b) => b.ref === cf[1]))}<p>Check-in from 2pm; check-out by 11am. <a href="/manage">Manage booking</a></p>`);
    else if (um && unit(um[1])) { const x = unit(um[1]); html = layout(x.name, `<h1>${esc(x.name)}</h1><p>${esc(x.about)}</p><p>Sleeps ${x.sleeps}. From ${money(x.rate)} a night. ${x.features.map((f) => FEATURES[f]).join(', ')}</p><p><a href="/">Check availability</a></p>`); }
    else if (path === '/manage') html = layout('Manage booking', `<h1>Manage your booking</h1>${query.error ? '<p role="alert">We could not find a booking with that reference and surname.</p>' : ''}<form method="post" action="/manage"><p><label for="ref">Booking reference</label> <input id="ref" name="ref" required></p><p><label for="surname">Lead guest's surname</label> <input id="surname" name="surname" required></p><button>Find my booking</button></form>`);
    else if (bk && !mm[2]) html = layout(`Booking ${bk.ref}`, `<h1>Booking ${bk.ref}</h1>${summary(bk)}${bk.status === 'Booked' ? `<ul><li><a href="/manage/${bk.ref}/dates">Change dates</a></li><li><a href="/manage/${bk.ref}/extras">Add extras</a></li><li><a href="/manage/${bk.ref}/cancel">Cancel booking</a></li></ul>` : `<p>This booking was cancelled (${esc(bk.reason)}).</p>`}`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'dates') html = layout('Change dates', `<h1>Change dates for ${bk.ref}</h1>${query.error ? '<p role="alert">Sorry, those dates are not available.</p>' : ''}<form method="post" action="/manage/${bk.ref}/dates"><p><label for="arrive">Arrival date</label> <input id="arrive" type="date" name="arrive" value="${bk.arrive}"></p><p>${num('nights', 'nights', 'Nights', 1, 14, bk.nights)}</p><button>Save new dates</button></form>`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'extras') html = layout('Add extras', `<h1>Add extras to ${bk.ref}</h1><form method="post" action="/manage/${bk.ref}/extras">${EXTRAS.map(([v, l, c]) => `<label><input type="checkbox" name="extra" value="${v}"${bk.extras.includes(v) ? ' checked disabled' : ''}> ${l} (${money(c)})</label><br>`).join('')}<button>Add to my booking</button></form>`);
    else if (bk && bk.status === 'Booked' && mm[2] === 'cancel') html = layout('Cancel booking', `<h1>Cancel booking ${bk.ref}</h1><p>Cancel more than 14 days before arrival for a full refund of your deposit.</p><form method="post" action="/manage/${bk.ref}/cancel"><fieldset><legend>Reason for cancelling</legend>${REASONS.map((r) => `<label><input type="radio" name="reason" value="${r}" required> ${r}</label><br>`).join('')}</fieldset>${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}<button>Cancel booking</button> <a href="/manage/${bk.ref}">Keep my booking</a></form>`);
    else if (path === '/activities') {
      const days = [...new Set(ACTIVITIES.map((a) => a.day))];
      const list = ACTIVITIES.filter((a) => !query.day || a.day === query.day);
      html = layout('Activities', `<h1>Activities at the park</h1><p>Open to guests staying with us. Book with your booking reference.</p>
<form method="get" action="/activities"><label for="day">Day</label> <select id="day" name="day" onchange="this.form.submit()"><option value="">All days</option>${days.map((d) => `<option value="${d}"${d === query.day ? ' selected' : ''}>${long(d)}</option>`).join('')}</select></form>
<table><tr><th>Day</th><th>Time</th><th>Activity</th><th>Price per person</th><th>Places left</th><th></th></tr>${list.map((a) => `<tr><td>${long(a.day)}</td><td>${a.time}</td><th scope="row">${esc(a.name)}</th><td>${money(a.price)}</td><td>${a.places || 'Full'}</td><td>${a.places ? `<a href="/activities/${a.id}" aria-label="Book ${esc(a.name)} on ${long(a.day)}">Book</a>` : '—'}</td></tr>`).join('')}</table>`);
    } else if (path === '/activities/booked') html = layout('Activity booked', '<h1>Your places are booked</h1><p>Meet at reception 10 minutes before the start. Pay at reception on the day.</p><p><a href="/activities">More activities</a></p>');
    else if (act) html = layout(act.name, `<h1>${esc(act.name)}</h1><p>${long(act.day)} at ${act.time} · ${money(act.price)} per person · ${act.places ? `${act.places} places left` : 'Full'}</p>${query.error ? '<p role="alert">Please fill in every field.</p>' : ''}
${act.places ? `<form method="post" action="/activities/${act.id}"><p>${num('people', 'people', 'Places', 1, Math.min(8, act.places), 1)}</p><p><label for="aname">Name</label> <input id="aname" name="name" required></p><p><label for="aref">Your booking reference</label> <input id="aref" name="ref" required></p><button>Book places</button></form>` : '<p>This activity is full.</p>'}`);
    else if (path === '/park') html = layout('Park information', '<h1>Park information</h1><p>Check-in from 2pm, check-out by 11am. Quiet time from 10:30pm. Dogs must be on a lead at all times; the dog walk is beside the river.</p><p>Shop open 8am to 6pm: milk, bread, gas and firewood.</p>');
    else if (path === '/contact') html = layout('Contact', `<h1>Contact us</h1>${query.error ? '<p role="alert">Please fill in every field.</p>' : ''}<form method="post" action="/contact"><p><label for="topic">Topic</label> <select id="topic" name="topic">${TOPICS.map((t) => `<option>${t}</option>`).join('')}</select></p><p><label for="cname">Your name</label> <input id="cname" name="name" required></p><p><label for="cemail">Email</label> <input id="cemail" name="email" type="email" required></p><p><label for="cmsg">Message</label><br><textarea id="cmsg" name="message" required></textarea></p><button>Send message</button></form>`);
    else if (path === '/contact/sent') html = layout('Sent', '<h1>Thanks, your message is on its way</h1><p>We reply within a day.</p>');
    else if (path === '/newsletter/thanks') html = layout('Signed up', '<h1>You are signed up</h1><p>We send park news once a month.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
