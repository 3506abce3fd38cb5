/**
 * "Tidewater Stays", a hotel booking site for the conversation benchmark: a destination search
 * (the typed place is resolved to a city, as booking sites do), result cards in a grid with
 * free-cancellation and breakfast filters, budget links and a sort select, hotel pages with room
 * radios and nights/guests selects (each change reloads the page with it in the query), reviews
 * and the cancellation policy in new tabs, reservations and a trips page with cancel buttons.
 * `state()` is the last page shown with its query and the bookings.
 */
const HOTELS = [
  { id: 1, name: 'Casa do Largo', city: 'lisbon', area: 'Alfama', score: 9.1, reviews: 812, price: 148, free: true, breakfast: true, rooms: ['standard', 'king', 'family'] },
  { id: 2, name: 'Hotel Miradouro', city: 'lisbon', area: 'Chiado', score: 8.4, reviews: 1290, price: 112, free: false, breakfast: true, rooms: ['standard', 'king'] },
  { id: 3, name: 'Tagus River Lodge', city: 'lisbon', area: 'Belém', score: 8.8, reviews: 455, price: 96, free: true, breakfast: false, rooms: ['standard', 'king'] },
  { id: 4, name: 'Alfama Azulejo Rooms', city: 'lisbon', area: 'Alfama', score: 7.9, reviews: 230, price: 74, free: false, breakfast: false, rooms: ['standard'] },
  { id: 5, name: 'The Lisbon Tram Inn', city: 'lisbon', area: 'Baixa', score: 8.6, reviews: 967, price: 129, free: true, breakfast: false, rooms: ['standard', 'king', 'family'] },
  { id: 6, name: 'Ribeira Wine House', city: 'porto', area: 'Ribeira', score: 9.3, reviews: 1544, price: 165, free: true, breakfast: true, rooms: ['standard', 'king', 'family'] },
  { id: 7, name: 'Douro Loft Suites', city: 'porto', area: 'Bonfim', score: 8.2, reviews: 388, price: 88, free: false, breakfast: false, rooms: ['king', 'family'] },
  { id: 8, name: 'Porto Azul Guesthouse', city: 'porto', area: 'Cedofeita', score: 8.9, reviews: 702, price: 71, free: true, breakfast: true, rooms: ['standard', 'family'] },
  { id: 9, name: 'Gion Lantern Ryokan', city: 'kyoto', area: 'Gion', score: 9.5, reviews: 2011, price: 240, free: false, breakfast: true, rooms: ['standard', 'family'] },
  { id: 10, name: 'Kamo River Hotel', city: 'kyoto', area: 'Sanjo', score: 8.7, reviews: 1120, price: 132, free: true, breakfast: false, rooms: ['standard', 'king'] },
  { id: 11, name: 'Nishiki Capsule & Bar', city: 'kyoto', area: 'Nakagyo', score: 7.6, reviews: 640, price: 38, free: true, breakfast: false, rooms: ['standard'] },
];
const CITIES = { lisbon: 'Lisbon, Portugal', porto: 'Porto, Portugal', kyoto: 'Kyoto, Japan' };
const ROOMS = {
  standard: { label: 'Standard Double Room', extra: 0, note: '1 double bed · 18 m²' },
  king: { label: 'Superior King Room', extra: 40, note: '1 king bed · city view · 26 m²' },
  family: { label: 'Family Suite (sleeps 4)', extra: 90, note: '1 king + 2 single beds · 40 m²' },
};
const BUDGETS = [['100', 'Up to $100'], ['150', 'Up to $150'], ['200', 'Up to $200']];
const SORTS = [['', 'Our top picks'], ['price', 'Price (lowest first)'], ['rating', 'Guest rating (highest first)']];
const word = (score) => (score >= 9 ? 'Superb' : score >= 8.5 ? 'Fabulous' : score >= 8 ? 'Very good' : 'Good');

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      bookings: [{ ref: 'TW-4821', hotel: 9, room: 'standard', nights: 3, guests: 2, status: 'confirmed' }],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Tidewater Stays</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#222} header{display:flex;gap:20px;align-items:center;padding:12px 24px;background:#0b3d5c;color:#fff}
header a{color:#fff;text-decoration:none} header nav{display:flex;gap:16px;flex:1} main{padding:20px 24px} .results{display:flex;gap:24px}
aside{width:230px;flex:none;border:1px solid #ddd;padding:12px} .grid{display:grid;grid-template-columns:repeat(3,260px);gap:16px}
.card{border:1px solid #ccc;border-radius:8px;padding:10px} .photo{height:110px;background:#cde} .price{font-size:1.2em;font-weight:bold}
.badge{color:#08752f;font-size:.9em} .btn{display:inline-block;background:#0071c2;color:#fff;padding:6px 10px;border-radius:4px;text-decoration:none}
footer{margin-top:40px;padding:16px 24px;background:#f2f2f2;font-size:.9em} .error{color:#b00}
</style></head><body><header><a href="/"><strong>Tidewater Stays</strong></a><nav><a href="/">Stays</a><a href="/deals">Deals</a><a href="/trips">My trips</a><a href="/help">Help</a></nav><a href="/signin">Sign in</a></header>
<main>${body}</main><footer><a href="/about">About Tidewater</a> · <a href="/careers" target="_blank">Careers</a> · <a href="/privacy" target="_blank">Privacy &amp; cookies</a> · <a href="/help">Customer service</a><p>© 2026 Tidewater Stays. Prices are per night and include taxes.</p></footer></body></html>`;

  const searchBox = (value = '') => `<form class="dest" action="/search" method="get" role="search"><label for="dest">Where are you going?</label> <input id="dest" name="dest" value="${esc(value)}" placeholder="City or hotel name"> <button>Search</button></form>`;

  /** The city a typed destination names (its city or a hotel in it), if any. */
  const resolve = (text) => {
    const t = text.toLowerCase();
    return Object.keys(CITIES).find((c) => t.includes(c)) ?? HOTELS.find((h) => t.includes(h.name.toLowerCase()))?.city;
  };

  function searchPage(query) {
    const city = query.city;
    const max = Number(query.max) || undefined;
    let found = HOTELS.filter((h) => h.city === city);
    const counts = { free: found.filter((h) => h.free).length, breakfast: found.filter((h) => h.breakfast).length };
    found = found.filter((h) => (!query.free || h.free) && (!query.breakfast || h.breakfast) && (!max || h.price <= max));
    if (query.sort === 'price') found = [...found].sort((a, b) => a.price - b.price);
    if (query.sort === 'rating') found = [...found].sort((a, b) => b.score - a.score);
    const keep = (extra) => {
      const q = { city, ...(query.free ? { free: '1' } : {}), ...(query.breakfast ? { breakfast: '1' } : {}), ...(query.sort ? { sort: query.sort } : {}), ...extra };
      return `/search?${new URLSearchParams(Object.fromEntries(Object.entries(q).filter(([, v]) => v)))}`;
    };
    const cards = found
      .map(
        (h) => `<article class="card"><div class="photo" role="img" aria-label="Photo of ${esc(h.name)}"></div>
<h3><a href="/hotel/${h.id}">${esc(h.name)}</a></h3><p>${esc(h.area)} · <a href="/map?hotel=${h.id}" target="_blank">Show on map</a></p>
<p><strong>${h.score}</strong> ${word(h.score)} · ${h.reviews} reviews</p>
${h.free ? '<p class="badge">Free cancellation</p>' : ''}${h.breakfast ? '<p class="badge">Breakfast included</p>' : ''}
<p class="price">$${h.price} <small>per night</small></p><a class="btn" href="/hotel/${h.id}">See availability</a></article>`,
      )
      .join('');
    const sorts = SORTS.map(([v, l]) => `<option value="${v}"${(query.sort ?? '') === v ? ' selected' : ''}>${l}</option>`).join('');
    const budgets = BUDGETS.map(([v, l]) => `<li><a href="${keep({ max: v })}">${l}</a></li>`).join('');
    return layout(`Hotels in ${CITIES[city]}`, `${searchBox(CITIES[city])}<form method="get" action="/search"><input type="hidden" name="city" value="${city}">${max ? `<input type="hidden" name="max" value="${max}">` : ''}<div class="results">
<aside><h2>Filter by</h2><fieldset><legend>Popular filters</legend>
<p><label><input type="checkbox" name="free" value="1"${query.free ? ' checked' : ''} onchange="this.form.submit()"> Free cancellation <small>(${counts.free})</small></label></p>
<p><label><input type="checkbox" name="breakfast" value="1"${query.breakfast ? ' checked' : ''} onchange="this.form.submit()"> Breakfast included <small>(${counts.breakfast})</small></label></p></fieldset>
<h3>Your budget (per night)</h3><ul>${budgets}<li><a href="${keep({})}">Any budget</a></li></ul></aside>
<section><h1>${CITIES[city].split(',')[0]}: ${found.length} properties found</h1><p><label for="sort">Sort by:</label> <select id="sort" name="sort" onchange="this.form.submit()">${sorts}</select></p>
<div class="grid">${cards || '<p>No properties match your filters.</p>'}</div></section></div></form>`);
  }

  function hotelPage(h, query, error) {
    const room = ROOMS[query.room] && h.rooms.includes(query.room) ? query.room : '';
    const nights = Number(query.nights) || 0;
    const guests = Number(query.guests) || 0;
    const radios = h.rooms
      .map((r) => `<tr><td><label><input type="radio" name="room" value="${r}"${r === room ? ' checked' : ''} onchange="this.form.submit()"> ${ROOMS[r].label}</label><br><small>${ROOMS[r].note}</small></td><td>$${h.price + ROOMS[r].extra}</td></tr>`)
      .join('');
    const nightOpts = [1, 2, 3, 4, 5, 6, 7].map((n) => `<option value="${n}"${n === nights ? ' selected' : ''}>${n} ${n === 1 ? 'night' : 'nights'}</option>`).join('');
    const guestOpts = [1, 2, 3, 4].map((n) => `<option value="${n}"${n === guests ? ' selected' : ''}>${n} ${n === 1 ? 'adult' : 'adults'}</option>`).join('');
    const total = room && nights ? `<p>Total for ${nights} ${nights === 1 ? 'night' : 'nights'}: <strong>$${(h.price + ROOMS[room].extra) * nights}</strong></p>` : '';
    return layout(h.name, `<p><a href="/">Home</a> › <a href="/search?city=${h.city}">${CITIES[h.city].split(',')[0]} hotels</a> › ${esc(h.name)}</p>
<h1>${esc(h.name)}</h1><p>${esc(h.area)}, ${CITIES[h.city]} · <strong>${h.score}</strong> ${word(h.score)} · <a href="/hotel/${h.id}/reviews" target="_blank">Read all ${h.reviews} reviews</a></p>
<p>${h.free ? 'Free cancellation until 48 hours before check-in. ' : 'Non-refundable rate. '}<a href="/help/cancellation" target="_blank">Cancellation policy</a></p>
<ul><li>Free Wi-Fi</li>${h.breakfast ? '<li>Breakfast included</li>' : '<li>Breakfast available (extra charge)</li>'}<li>24-hour front desk</li></ul>
<form method="get" action="/hotel/${h.id}"><h2>Choose your room</h2><table><tr><th>Room type</th><th>Price per night</th></tr>${radios}</table>
<p><label for="nights">Length of stay</label> <select id="nights" name="nights" onchange="this.form.submit()"><option value="">How many nights?</option>${nightOpts}</select>
<label for="guests">Guests</label> <select id="guests" name="guests" onchange="this.form.submit()"><option value="">Select guests</option>${guestOpts}</select></p></form>
${total}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/reserve"><input type="hidden" name="hotel" value="${h.id}"><input type="hidden" name="room" value="${room}"><input type="hidden" name="nights" value="${nights || ''}"><input type="hidden" name="guests" value="${guests || ''}"><button class="btn">Reserve</button></form>`);
  }

  function reviewsPage(h) {
    const lines = ['Great location, friendly staff.', 'Room was smaller than expected but spotless.', 'Noisy on Friday night.', 'Would stay again!'];
    return layout(`Reviews of ${h.name}`, `<h1>Guest reviews for ${esc(h.name)}</h1><p><strong>${h.score}</strong> ${word(h.score)} from ${h.reviews} reviews</p><ul>${lines.map((l) => `<li>${esc(l)}</li>`).join('')}</ul>`);
  }

  function tripsPage() {
    const rows = state.bookings
      .map((b) => {
        const h = HOTELS.find((x) => x.id === b.hotel);
        const action = b.status === 'confirmed' ? `<form method="post" action="/trips/cancel"><input type="hidden" name="ref" value="${b.ref}"><button>Cancel booking</button></form>` : '<em>Cancelled</em>';
        return `<li class="trip"><h3>${esc(h.name)}</h3><p>${CITIES[h.city]} · ${ROOMS[b.room].label} · ${b.nights} nights · ${b.guests} ${b.guests === 1 ? 'guest' : 'guests'}</p><p>Booking reference ${b.ref}</p>${action}</li>`;
      })
      .join('');
    return layout('My trips', `<h1>My trips</h1>${rows ? `<ul>${rows}</ul>` : '<p>No trips yet.</p>'}<p><a href="/">Find your next stay</a></p>`);
  }

  const info = (title, text) => layout(title, `<h1>${esc(title)}</h1><p>${esc(text)}</p>`);

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/reserve') {
      const h = HOTELS.find((x) => x.id === Number(form.hotel));
      if (!h) return { status: 404, html: info('Not found', 'No such hotel.') };
      const room = h.rooms.includes(form.room) ? form.room : '';
      const nights = Number(form.nights) || 0;
      const guests = Number(form.guests) || 0;
      if (!room || !nights || !guests) return { html: hotelPage(h, form, 'Please choose a room, the number of nights and the guests before reserving.') };
      const ref = `TW-${5000 + state.bookings.length}`;
      state.bookings.push({ ref, hotel: h.id, room, nights, guests, status: 'confirmed' });
      return { redirect: `/booking/${ref}` };
    }
    if (method === 'POST' && u.pathname === '/trips/cancel') {
      const b = state.bookings.find((x) => x.ref === form.ref);
      if (b) b.status = 'cancelled';
      return { redirect: '/trips' };
    }
    if (method !== 'GET') return { status: 404, html: info('Not found', 'That page does not exist.') };
    if (u.pathname === '/search' && query.dest !== undefined) {
      const city = resolve(query.dest);
      if (city) return { redirect: `/search?city=${city}` };
    }
    let html;
    const hotel = /^\/hotel\/(\d+)(\/reviews)?$/.exec(u.pathname);
    const h = hotel && HOTELS.find((x) => x.id === Number(hotel[1]));
    const booking = /^\/booking\/(TW-\d+)$/.exec(u.pathname);
    const b = booking && state.bookings.find((x) => x.ref === booking[1]);
    if (u.pathname === '/')
      html = layout('Find your stay', `<h1>Find your next stay</h1><p>Search deals on hotels, guesthouses and more.</p>${searchBox()}
<h2>Trending destinations</h2><ul>${Object.entries(CITIES).map(([c, n]) => `<li><a href="/search?city=${c}">${n}</a></li>`).join('')}</ul>`);
    else if (u.pathname === '/search' && CITIES[query.city]) html = searchPage(query);
    else if (u.pathname === '/search') html = layout('No destination', `${searchBox(query.dest ?? '')}<h1>We couldn't find “${esc(query.dest ?? '')}”</h1><p>Try a city such as Lisbon, Porto or Kyoto.</p>`);
    else if (h && !hotel[2]) html = hotelPage(h, query);
    else if (h) html = reviewsPage(h);
    else if (b)
      html = layout('Booking confirmed', `<h1>You're booked!</h1><p>Booking reference <strong>${b.ref}</strong> at ${esc(HOTELS.find((x) => x.id === b.hotel).name)}.</p><p><a href="/trips">View all my trips</a></p>`);
    else if (u.pathname === '/trips') html = tripsPage();
    else if (u.pathname === '/deals')
      html = layout('Deals', `<h1>Late escape deals</h1><ul><li><a href="/hotel/8">Porto Azul Guesthouse</a>: 15% off stays of 3 nights or more</li><li><a href="/hotel/3">Tagus River Lodge</a>: free late check-out</li></ul>`);
    else if (u.pathname === '/help/cancellation') html = info('Cancellation policy', 'Rates marked “Free cancellation” can be cancelled without charge until 48 hours before check-in. Other rates are non-refundable.');
    else if (u.pathname === '/help') html = info('Customer service', 'Manage your bookings under My trips. Our team answers around the clock.');
    else if (u.pathname === '/map') html = info('Map', 'The map is loading…');
    else if (['/signin', '/about', '/careers', '/privacy'].includes(u.pathname)) html = info(u.pathname.slice(1), 'This page is not part of the demo.');
    else return { status: 404, html: info('Not found', 'That page does not exist.') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown (with its query) and the bookings. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
