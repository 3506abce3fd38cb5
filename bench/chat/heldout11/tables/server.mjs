// Tablehop — restaurant table booking (blind set, round 10).
const RESTAURANTS = [
  { id: 'lupa', name: 'Lupa Trattoria', cuisine: 'Italian', price: 2, area: 'Soho', rating: 4.6, reviews: 812, blurb: 'Handmade pasta and wood-fired plates in a busy Soho dining room.' },
  { id: 'saffron', name: 'Saffron House', cuisine: 'Indian', price: 2, area: 'Brick Lane', rating: 4.5, reviews: 640, blurb: 'Regional Indian cooking, tandoor grills and a long vegetarian list.' },
  { id: 'kinjo', name: 'Kinjo Sushi Bar', cuisine: 'Japanese', price: 3, area: 'Covent Garden', rating: 4.8, reviews: 402, blurb: 'Omakase counter and small plates; counter seats book out fast.' },
  { id: 'elbarrio', name: 'El Barrio Cantina', cuisine: 'Mexican', price: 1, area: 'Shoreditch', rating: 4.2, reviews: 977, blurb: 'Tacos, mezcal and a heated terrace.' },
  { id: 'olive', name: 'The Olive Tree', cuisine: 'Greek', price: 2, area: 'Islington', rating: 4.4, reviews: 305, blurb: 'Family-run taverna with mezze to share.' },
  { id: 'fresca', name: 'Pasta Fresca', cuisine: 'Italian', price: 1, area: 'Camden', rating: 4.3, reviews: 521, blurb: 'Quick, cheap and cheerful fresh pasta.' },
  { id: 'harbour', name: 'Harbour Grill', cuisine: 'Seafood', price: 3, area: 'Canary Wharf', rating: 4.7, reviews: 288, blurb: 'Oysters, whole fish and steaks with river views.' },
  { id: 'bao', name: 'Bao & Co', cuisine: 'Chinese', price: 1, area: 'Chinatown', rating: 4.1, reviews: 1190, blurb: 'Steamed buns, dumplings and noodles.' },
  { id: 'nonna', name: 'Nonna Rosa', cuisine: 'Italian', price: 3, area: 'Mayfair', rating: 4.9, reviews: 156, blurb: 'Classic Roman cooking, tasting menu on weekends.' },
];
const DATES = [['2026-11-26', 'Today, Thu 26 Nov'], ['2026-11-27', 'Fri 27 Nov'], ['2026-11-28', 'Sat 28 Nov'], ['2026-11-29', 'Sun 29 Nov'], ['2026-11-30', 'Mon 30 Nov'], ['2026-12-01', 'Tue 1 Dec'], ['2026-12-02', 'Wed 2 Dec']];
const TIMES = ['17:00', '17:30', '18:00', '18:30', '19:00', '19:30', '20:00', '20:30', '21:00', '21:30'];
const OCCASIONS = ['Birthday', 'Anniversary', 'Date night', 'Business meal', 'Special celebration'];
const SEATING = [['any', 'No preference'], ['indoor', 'Indoor'], ['outdoor', 'Outdoor / terrace'], ['bar', 'Bar counter']];

const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const byId = (id) => RESTAURANTS.find((r) => r.id === id);
const dollars = (n) => '£'.repeat(n);
const pretty = (t) => { const [h, m] = t.split(':').map(Number); return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')} pm`; };
const dateLabel = (d) => (DATES.find((x) => x[0] === d) || [d, d])[1];
function full(r, date, time, party) {
  const di = DATES.findIndex((x) => x[0] === date), ti = TIMES.indexOf(time);
  const seed = [...r.id].reduce((a, c) => a + c.charCodeAt(0), 0);
  if (party >= 7 && (ti % 2 === 1)) return true;
  return (seed + di * 3 + ti * 2) % 5 === 0;
}

function initial() {
  return {
    page: { path: '/', query: {} },
    bookings: [{ id: 'TH5521', restaurant: 'olive', date: '2026-11-28', time: '20:00', party: 4, firstName: 'Sam', lastName: 'Okafor', email: 'sam.okafor@example.com', phone: '07700 900123', occasion: '', seating: 'any', requests: '', status: 'confirmed' }],
    saved: [],
    menuViews: 0,
  };
}

export function createSite() {
  let st = initial();

  function layout(title, body, crumbs, home = false) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - Tablehop</title>
<style>body{font-family:Helvetica,Arial,sans-serif;margin:0}header{display:flex;align-items:center;gap:20px;padding:10px 20px;border-bottom:1px solid #ddd}main{padding:20px;max-width:1000px}.slots{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0}.slot{background:#c8102e;color:#fff;padding:4px 8px;border-radius:4px}.slot.full{background:#ccc;color:#666}.row{display:flex;gap:16px;border-bottom:1px solid #eee;padding:12px 0}footer{border-top:1px solid #ddd;padding:20px;display:grid;grid-template-columns:repeat(3,1fr)}</style></head>
<body><header><a href="/"><img src="data:," alt="Tablehop home" width="110" height="28"></a>
<nav><a href="/search">Restaurants</a> &middot; <a href="/search?sort=rating">Top rated</a> &middot; <a href="/offers">Offers</a> &middot; <a href="/gift-cards">Gift cards</a></nav>
${home ? '<span style="margin-left:auto"></span>' : '<form action="/search" method="get" style="margin-left:auto"><input name="q" aria-label="Search restaurants, cuisines or areas" placeholder="Restaurant, cuisine or area"><button aria-label="Search">&#128269;</button></form>'}
<a href="/bookings">My reservations</a> <a href="/saved" aria-label="Saved restaurants">&#9733;</a></header>
${crumbs ? `<nav aria-label="Breadcrumb" style="padding:6px 20px;font-size:13px">${crumbs.map(([h, t]) => (h ? `<a href="${h}">${esc(t)}</a> &rsaquo; ` : `<span>${esc(t)}</span>`)).join('')}</nav>` : ''}
<main>${body}</main>
<footer><div><h4>Discover</h4><ul><li><a href="/search?cuisine=Italian">Italian</a></li><li><a href="/search?cuisine=Indian">Indian</a></li><li><a href="/search?cuisine=Japanese">Japanese</a></li><li><a href="/offers">Offers</a></li></ul></div>
<div><h4>Tablehop</h4><ul><li><a href="/about">About</a></li><li><a href="/for-restaurants">For restaurants</a></li><li><a href="/careers">Careers</a></li></ul></div>
<div><h4>Help</h4><ul><li><a href="/help">Help centre</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/terms">Terms of use</a></li></ul><p><small>&copy; 2026 Tablehop</small></p></div></footer></body></html>`;
  }

  const selectDate = (d, attrs = '') => `<select name="date" ${attrs}>${DATES.map(([v, t]) => `<option value="${v}"${v === d ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
  const selectParty = (p, attrs = '') => `<select name="party" ${attrs}>${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option value="${n}"${n === p ? ' selected' : ''}>${n} ${n === 1 ? 'person' : 'people'}</option>`).join('')}</select>`;
  const selectTime = (t, attrs = '') => `<select name="time" ${attrs}>${TIMES.map((v) => `<option value="${v}"${v === t ? ' selected' : ''}>${pretty(v)}</option>`).join('')}</select>`;
  const slotLinks = (r, date, times, party) => `<ul class="slots">${times.map((t) => full(r, date, t, party) ? `<li><span class="slot full" aria-disabled="true" title="Fully booked">${pretty(t)}</span></li>` : `<li><a class="slot" href="/r/${r.id}/book?date=${date}&amp;time=${t}&amp;party=${party}">${pretty(t)}</a></li>`).join('')}</ul>`;

  function params(q) {
    const date = DATES.some((d) => d[0] === q.get('date')) ? q.get('date') : DATES[0][0];
    const time = TIMES.includes(q.get('time')) ? q.get('time') : '19:00';
    const party = Math.min(8, Math.max(1, parseInt(q.get('party') || '2', 10) || 2));
    return { date, time, party };
  }

  function home() {
    const body = `<section style="background:#fbeee6;padding:24px"><h1>Find your table for any occasion</h1>
<form action="/search" method="get" style="display:flex;gap:8px;flex-wrap:wrap">${selectDate('2026-11-26', 'aria-label="Date"')} ${selectTime('19:00', 'aria-label="Time"')} ${selectParty(2, 'aria-label="Party size"')}
<input name="q" placeholder="Location, restaurant or cuisine" size="30"><button type="submit">Let's go</button></form></section>
<h2>Popular in London tonight</h2><div style="display:grid;grid-template-columns:repeat(3,1fr);gap:12px">${['kinjo', 'lupa', 'saffron'].map(byId).map((r) => `<div style="border:1px solid #ddd;padding:10px"><h3>${esc(r.name)}</h3><p>${r.cuisine} &middot; ${dollars(r.price)} &middot; ${r.area}</p><p>${r.rating} &#9733; (${r.reviews})</p><a href="/r/${r.id}">View</a></div>`).join('')}</div>`;
    return layout('Restaurant reservations', body, null, true);
  }

  function search(q) {
    const { date, time, party } = params(q);
    const text = (q.get('q') || '').trim().toLowerCase();
    const cuisine = q.get('cuisine') || '', price = q.get('price') || '', sort = q.get('sort') || '';
    let list = RESTAURANTS.filter((r) => !text || text.split(/\s+/).every((w) => (r.name + ' ' + r.cuisine + ' ' + r.area).toLowerCase().includes(w)));
    if (cuisine) list = list.filter((r) => r.cuisine.toLowerCase() === cuisine.toLowerCase());
    if (price) list = list.filter((r) => String(r.price) === price);
    if (sort === 'rating') list = [...list].sort((a, b) => b.rating - a.rating);
    if (sort === 'price') list = [...list].sort((a, b) => a.price - b.price);
    if (sort === 'reviews') list = [...list].sort((a, b) => b.reviews - a.reviews);
    const base = new URLSearchParams(); for (const k of ['q', 'date', 'time', 'party', 'price', 'sort']) if (q.get(k)) base.set(k, q.get(k));
    const pill = (c) => { const u = new URLSearchParams(base); if (c) u.set('cuisine', c); const on = c.toLowerCase() === cuisine.toLowerCase(); return `<li><a href="/search?${esc(u.toString())}"${on ? ' aria-current="page" style="font-weight:bold"' : ''}>${c || 'All'}</a></li>`; };
    const hid = (ks) => ks.filter((k) => q.get(k)).map((k) => `<input type="hidden" name="${k}" value="${esc(q.get(k))}">`).join('');
    const ti = TIMES.indexOf(time), around = TIMES.slice(Math.max(0, ti - 2), Math.max(0, ti - 2) + 5);
    const body = `<h1>${list.length} restaurants available${text ? ` for "${esc(q.get('q'))}"` : ''}</h1>
<form method="get" action="/search" style="display:flex;gap:8px">${hid(['q', 'cuisine', 'price', 'sort'])}<label>Date ${selectDate(date)}</label> <label>Time ${selectTime(time)}</label> <label>Party size ${selectParty(party)}</label> <button type="submit">Update search</button></form>
<ul style="display:flex;gap:10px;list-style:none;padding:0" aria-label="Cuisine">${['', 'Italian', 'Indian', 'Japanese', 'Mexican', 'Greek', 'Seafood', 'Chinese'].map(pill).join('')}</ul>
<div style="display:flex;gap:24px"><form method="get" action="/search" style="width:200px">${hid(['q', 'date', 'time', 'party', 'cuisine', 'sort'])}<fieldset><legend>Price</legend>
${[['', 'Any price'], ['1', '£ - Inexpensive'], ['2', '££ - Moderate'], ['3', '£££ - Fine dining']].map(([v, t]) => `<label style="display:block"><input type="radio" name="price" value="${v}"${v === price ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Apply</button></form>
<section style="flex:1"><form method="get" action="/search">${hid(['q', 'date', 'time', 'party', 'cuisine', 'price'])}<label>Sort by <select name="sort" onchange="this.form.submit()"><option value="">Featured</option><option value="rating"${sort === 'rating' ? ' selected' : ''}>Highest rated</option><option value="price"${sort === 'price' ? ' selected' : ''}>Price: low to high</option><option value="reviews"${sort === 'reviews' ? ' selected' : ''}>Most reviewed</option></select></label></form>
${list.map((r) => `<div class="row"><div style="width:120px;height:90px;background:#eee" aria-hidden="true"></div><div><h2 style="font-size:18px;margin:0"><a href="/r/${r.id}?date=${date}&amp;time=${time}&amp;party=${party}">${esc(r.name)}</a></h2>
<p>${r.rating} &#9733; (${r.reviews} reviews) &middot; ${r.cuisine} &middot; ${dollars(r.price)} &middot; ${r.area}</p>${slotLinks(r, date, around, party)}<a href="/r/${r.id}?date=${date}&amp;time=${time}&amp;party=${party}">View</a></div></div>`).join('') || '<p>No restaurants match.</p>'}
</section></div>`;
    return layout('Search', body, [['/', 'Home'], [null, 'Restaurants']]);
  }

  function restaurant(r, q) {
    const { date, time, party } = params(q);
    const isSaved = st.saved.includes(r.id);
    const back = `/r/${r.id}?date=${date}&time=${time}&party=${party}`;
    const body = `<h1>${esc(r.name)}</h1><p>${r.rating} &#9733; ${r.reviews} reviews &middot; ${dollars(r.price)} &middot; ${r.cuisine} &middot; ${r.area}</p>
<form method="post" action="/r/${r.id}/save"><input type="hidden" name="back" value="${esc(back)}"><button type="submit">${isSaved ? '&#9733; Saved' : '&#9734; Save restaurant'}</button></form>
<div style="display:flex;gap:30px"><section style="flex:2"><nav><a href="#overview">Overview</a> | <a href="/r/${r.id}/menu" target="_blank" rel="noopener">Menu</a> | <a href="#reviews">Reviews</a></nav>
<h2 id="overview">About</h2><p>${esc(r.blurb)}</p><h3>Opening hours</h3><p>Mon-Sun 12:00 - 23:00</p>
<h2 id="reviews">What people are saying</h2><ol><li><p>"Lovely food, friendly staff." - Dined on ${DATES[1][1]}</p></li><li><p>"A bit loud but great value." - Dined last week</p></li></ol></section>
<aside style="flex:1;border:1px solid #ddd;padding:12px"><h2 style="font-size:18px">Make a reservation</h2>
<form method="get" action="/r/${r.id}"><p><label for="party">Party size</label><br>${selectParty(party, 'id="party" onchange="this.form.submit()"')}</p>
<p><label for="date">Date</label><br>${selectDate(date, 'id="date" onchange="this.form.submit()"')}</p><p><label for="time">Time</label><br>${selectTime(time, 'id="time" onchange="this.form.submit()"')}</p><noscript><button type="submit">Find a time</button></noscript></form>
<h3 style="font-size:15px">Select a time</h3>${slotLinks(r, date, TIMES, party)}</aside></div>`;
    return layout(r.name, body, [['/', 'Home'], ['/search', 'London'], [null, r.name]]);
  }

  function bookPage(r, q) {
    const { date, time, party } = params(q);
    if (full(r, date, time, party)) return layout('Unavailable', `<h1>Sorry, that time is no longer available</h1><p><a href="/r/${r.id}?date=${date}&amp;party=${party}">Choose another time</a></p>`);
    const body = `<h1>You're almost done!</h1><div style="border:1px solid #ddd;padding:10px"><h2 style="font-size:18px;margin:0">${esc(r.name)}</h2><p>${dateLabel(date)} &middot; ${pretty(time)} &middot; ${party} ${party === 1 ? 'person' : 'people'}</p><p><a href="/r/${r.id}?date=${date}&amp;time=${time}&amp;party=${party}">Change</a></p></div>
<p>We're holding this table for you for 5:00 minutes.</p>
<form method="post" action="/r/${r.id}/book"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${time}"><input type="hidden" name="party" value="${party}">
<h2 style="font-size:16px">Diner details</h2><div style="display:grid;grid-template-columns:1fr 1fr;gap:10px">
<div><label for="fn">First name</label><br><input id="fn" name="firstName" required></div>
<div><label>Last name<br><input name="lastName" required></label></div>
<div><input name="phone" type="tel" aria-label="Phone number" placeholder="Phone number"></div>
<div><input name="email" type="email" placeholder="Email"></div></div>
<p><label for="occ">Select an occasion (optional)</label><br><select id="occ" name="occasion"><option value="">None</option>${OCCASIONS.map((o) => `<option>${o}</option>`).join('')}</select></p>
<fieldset><legend>Seating preference</legend>${SEATING.map(([v, t], i) => `<label style="margin-right:12px"><input type="radio" name="seating" value="${v}"${i === 0 ? ' checked' : ''}${v === 'outdoor' && r.id !== 'elbarrio' && r.id !== 'olive' ? ' disabled' : ''}> ${t}</label>`).join('')}</fieldset>
<h3 style="font-size:15px">Add a special request</h3><textarea name="requests" rows="3" cols="50"></textarea>
<p><label><input type="checkbox" name="texts" value="1" checked> Yes, I want to get text updates and reminders about my reservations.</label></p>
<button type="submit">Complete reservation</button></form>`;
    return layout('Complete your reservation', body, [['/', 'Home'], [`/r/${r.id}`, r.name], [null, 'Reservation']]);
  }

  function bookingsPage() {
    const up = st.bookings;
    const body = `<h1>My reservations</h1>${up.length ? up.map((b) => { const r = byId(b.restaurant); return `<div class="row"><div><h2 style="font-size:18px;margin:0"><a href="/r/${r.id}">${esc(r.name)}</a></h2><p>${dateLabel(b.date)} at ${pretty(b.time)} &middot; Table for ${b.party}</p><p>Confirmation #${b.id} &middot; ${b.status === 'cancelled' ? '<strong>Cancelled</strong>' : 'Confirmed'}</p>
${b.status === 'cancelled' ? '' : `<form method="post" action="/bookings/${b.id}/cancel"><button type="submit">Cancel</button></form>`} <a href="/bookings/${b.id}">Details</a></div></div>`; }).join('') : '<p>No upcoming reservations.</p>'}`;
    return layout('My reservations', body, [['/', 'Home'], [null, 'My reservations']]);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname, q = u.searchParams, f = new URLSearchParams(body || '');
    const page = (html) => { const query = {}; for (const [k, v] of q) query[k] = k in query ? query[k] + ',' + v : v; st.page = { path, query }; return { html }; };
    let m;
    if (method === 'GET') {
      if (path === '/') return page(home());
      if (path === '/search') return page(search(q));
      if ((m = path.match(/^\/r\/(\w+)\/menu$/)) && byId(m[1])) { st.menuViews += 1; const r = byId(m[1]); return { html: `<!doctype html><html><head><title>${esc(r.name)} menu</title></head><body><h1>${esc(r.name)} - Menu</h1><h2>Starters</h2><ul><li>Soup of the day - £7</li><li>Bread and olives - £5</li></ul><h2>Mains</h2><ul><li>Chef's special - £${14 + r.price * 6}</li><li>Vegetarian dish of the day - £${12 + r.price * 5}</li></ul></body></html>` }; }
      if ((m = path.match(/^\/r\/(\w+)\/book$/)) && byId(m[1])) return page(bookPage(byId(m[1]), q));
      if ((m = path.match(/^\/r\/(\w+)$/)) && byId(m[1])) return page(restaurant(byId(m[1]), q));
      if (path === '/bookings') return page(bookingsPage());
      if ((m = path.match(/^\/bookings\/(\w+)$/))) {
        const b = st.bookings.find((x) => x.id === m[1]);
        if (b) { const r = byId(b.restaurant); return page(layout('Reservation', `<h1>${b.status === 'cancelled' ? 'Reservation cancelled' : 'Your table is booked!'}</h1><p><strong>${esc(r.name)}</strong>, ${r.area}</p><p>${dateLabel(b.date)} at ${pretty(b.time)}, table for ${b.party}</p><p>Confirmation number: <strong>${b.id}</strong></p><p>Booked under ${esc(b.firstName)} ${esc(b.lastName)}</p><p><a href="/bookings">View all reservations</a></p>`, [['/', 'Home'], ['/bookings', 'My reservations'], [null, b.id]])); }
      }
      if (path === '/saved') return page(layout('Saved', `<h1>Saved restaurants</h1>${st.saved.length ? `<ul>${st.saved.map(byId).map((r) => `<li><a href="/r/${r.id}">${esc(r.name)}</a> - ${r.cuisine}, ${r.area}</li>`).join('')}</ul>` : '<p>You have no saved restaurants.</p>'}`));
      if (/^\/(offers|gift-cards|about|for-restaurants|careers|help|privacy|terms)$/.test(path)) return page(layout('Info', `<h1>${esc(path.slice(1))}</h1><p>Coming soon.</p>`));
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if ((m = path.match(/^\/r\/(\w+)\/save$/)) && byId(m[1])) {
      st.saved = st.saved.includes(m[1]) ? st.saved.filter((x) => x !== m[1]) : [...st.saved, m[1]];
      const back = f.get('back') || '/r/' + m[1];
      return { redirect: back.startsWith('/') ? back : '/r/' + m[1] };
    }
    if ((m = path.match(/^\/r\/(\w+)\/book$/)) && byId(m[1])) {
      const r = byId(m[1]); const { date, time, party } = params(f);
      const firstName = (f.get('firstName') || '').trim(), lastName = (f.get('lastName') || '').trim();
      if (!firstName || !lastName || full(r, date, time, party)) return { status: 200, html: layout('Error', '<h1>Please check your details</h1><p role="alert">First and last name are required.</p>') };
      const b = { id: 'TH' + (5522 + st.bookings.length), restaurant: r.id, date, time, party, firstName, lastName, email: (f.get('email') || '').trim(), phone: (f.get('phone') || '').trim(), occasion: f.get('occasion') || '', seating: f.get('seating') || 'any', requests: (f.get('requests') || '').trim(), status: 'confirmed' };
      st.bookings.push(b);
      return { redirect: '/bookings/' + b.id };
    }
    if ((m = path.match(/^\/bookings\/(\w+)\/cancel$/))) {
      const b = st.bookings.find((x) => x.id === m[1]); if (b) b.status = 'cancelled';
      return { redirect: '/bookings' };
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  }

  return { handle, state: () => clone(st), restore: (s) => { st = clone(s); }, reset: () => { st = initial(); } };
}
