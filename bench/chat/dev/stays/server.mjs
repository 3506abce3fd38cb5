/**
 * "Harbour Stays", a second development site of another kind (lodging): a destination search,
 * results as article cards whose link is a "View deal" button (not the heading), a breakfast
 * checkbox and a "Sort by" dropdown, stay pages with room radios and a guests dropdown, bookings
 * with cancel buttons and a total. Choices reload the page with them in the query.
 */
const STAYS = [
  { id: 1, name: 'Alfama Courtyard Inn', city: 'Lisbon', price: 140, rating: 4.6, breakfast: true },
  { id: 2, name: 'Tagus View Hostel', city: 'Lisbon', price: 45, rating: 4.1, breakfast: false },
  { id: 3, name: 'Chiado Garden Hotel', city: 'Lisbon', price: 110, rating: 4.4, breakfast: true },
  { id: 4, name: 'Ribeira Loft', city: 'Porto', price: 95, rating: 4.7, breakfast: false },
  { id: 5, name: 'Douro Riverside Hotel', city: 'Porto', price: 120, rating: 4.5, breakfast: true },
];
const ROOMS = [['standard', 'Standard room', 0], ['deluxe', 'Deluxe room', 40], ['suite', 'Suite', 90]];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Harbour Stays</title><style>
body{font-family:Georgia,serif;margin:0} .top{display:flex;justify-content:space-between;padding:14px 24px;background:#0b3954;color:#fff} .top a{color:#fff}
.results{display:grid;grid-template-columns:repeat(3,230px);gap:18px} article{border:1px solid #bbb;padding:12px} .pic{height:100px;background:#cde}
</style></head><body><div class="top"><a href="/">Harbour Stays</a><a href="/bookings">My bookings (${state.bookings.length})</a></div>
<main style="padding:24px"><form action="/stays" method="get"><input name="city" aria-label="Destination" placeholder="Where are you going?"> <button>Search stays</button></form>${body}</main></body></html>`;

  function results(query) {
    const words = (query.city ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    let found = STAYS.filter((s) => words.every((w) => `${s.name} ${s.city}`.toLowerCase().includes(w)));
    if (query.breakfast === '1') found = found.filter((s) => s.breakfast);
    if (query.sort === 'price') found = [...found].sort((a, b) => a.price - b.price);
    if (query.sort === 'rating') found = [...found].sort((a, b) => b.rating - a.rating);
    const cards = found
      .map((s) => `<article><div class="pic" role="img" aria-label="photo of ${esc(s.name)}"></div><h2>${esc(s.name)}</h2><p>${esc(s.city)} · rated ${s.rating}</p><p>£${s.price} a night${s.breakfast ? ' · breakfast included' : ''}</p><a href="/stay/${s.id}">View deal</a></article>`)
      .join('');
    const sort = query.sort ?? '';
    return layout('Stays', `<form method="get" action="/stays"><input type="hidden" name="city" value="${esc(query.city ?? '')}">
<label><input type="checkbox" name="breakfast" value="1"${query.breakfast === '1' ? ' checked' : ''} onchange="this.form.submit()"> Free breakfast</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${[['', 'Recommended'], ['price', 'Price (low to high)'], ['rating', 'Guest rating']].map(([v, l]) => `<option value="${v}"${v === sort ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<h1>${found.length} stays</h1><div class="results">${cards || '<p>No stays match.</p>'}</div>`);
  }

  function stay(s, query) {
    const room = query.room ?? '';
    const guests = query.guests ?? '';
    return layout(s.name, `<h1>${esc(s.name)}</h1><p>${esc(s.city)} · rated ${s.rating} · from £${s.price} a night</p>
<form method="get" action="/stay/${s.id}"><fieldset><legend>Room</legend>${ROOMS.map(([v, l, extra]) => `<label><input type="radio" name="room" value="${v}"${v === room ? ' checked' : ''} onchange="this.form.submit()"> ${l} (£${s.price + extra})</label><br>`).join('')}</fieldset>
<p><label for="guests">Guests</label> <select id="guests" name="guests" onchange="this.form.submit()"><option value="">Choose</option>${[1, 2, 3, 4].map((n) => `<option value="${n}"${String(n) === guests ? ' selected' : ''}>${n} ${n === 1 ? 'guest' : 'guests'}</option>`).join('')}</select></p></form>
<form method="post" action="/book"><input type="hidden" name="id" value="${s.id}"><input type="hidden" name="room" value="${esc(room)}"><input type="hidden" name="guests" value="${esc(guests)}"><button>Book now</button></form>`);
  }

  function bookings() {
    const price = (b) => STAYS.find((s) => s.id === b.id).price + (ROOMS.find(([v]) => v === b.room)?.[2] ?? 0);
    const rows = state.bookings.map((b, i) => `<li><h3>${esc(STAYS.find((s) => s.id === b.id).name)}</h3><p>${esc(b.room || 'standard')} · ${esc(b.guests || '1')} guest(s) · £${price(b)}</p><form method="post" action="/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel</button></form></li>`).join('');
    const total = state.bookings.reduce((sum, b) => sum + price(b), 0);
    return layout('My bookings', `<h1>My bookings</h1>${rows ? `<ul>${rows}</ul><p>Total: £${total}</p>` : '<p>No bookings yet.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/book') {
      state.bookings.push({ id: Number(form.id), room: form.room ?? '', guests: form.guests ?? '' });
      return { redirect: '/bookings' };
    }
    if (method === 'POST' && u.pathname === '/cancel') {
      state.bookings.splice(Number(form.index), 1);
      return { redirect: '/bookings' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const m = /^\/stay\/(\d+)$/.exec(u.pathname);
    const s = m && STAYS.find((x) => x.id === Number(m[1]));
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>Find a place to stay</h1>');
    else if (u.pathname === '/stays') html = results(query);
    else if (s) html = stay(s, query);
    else if (u.pathname === '/bookings') html = bookings();
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
