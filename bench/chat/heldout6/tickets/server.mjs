/**
 * "Encore Tickets", a concert and event tickets site for the conversation benchmark (heldout6,
 * written blind): a search form of three fields (artist or event, city, when), events as a list
 * of rows with "See tickets" links, genre links and a "Sort by" menu that reload the list, event
 * pages with section radios (some sold out) and a Tickets menu that reload the page with the
 * choice in the query, a venue map in a new tab (counted in `mapViews`), an order with a Tickets
 * menu and Remove per row, service fees and a total, a checkout form (full name, email), a
 * confirmation, and My tickets with "Cancel order" per order. Everything a turn does reaches the
 * server, so `state()` tells what the helper has done.
 */
const SECTION_NAMES = {
  floor: 'Floor (standing)',
  lower: 'Lower tier',
  upper: 'Upper tier',
  lawn: 'Lawn',
  main: 'Main floor',
  balcony: 'Balcony',
  general: 'General admission',
  front: 'Front tables',
  table: 'Table seating',
  orchestra: 'Orchestra',
  mezzanine: 'Mezzanine',
};
// id, title, genre, city, venue, date, time (24h), sections [key, price, soldOut?]
const EVENTS = [
  [1, 'The Lanterns', 'Rock', 'Chicago', 'Riverside Hall', '2026-12-11', '20:00', [['floor', 95, true], ['lower', 75], ['upper', 45]]],
  [2, 'The Lanterns', 'Rock', 'Chicago', 'Riverside Hall', '2026-12-12', '20:00', [['floor', 95], ['lower', 75], ['upper', 45]]],
  [3, 'The Lanterns', 'Rock', 'Denver', 'Red Mesa Amphitheater', '2026-12-13', '19:00', [['floor', 85], ['lower', 65], ['lawn', 35]]],
  [4, 'Maya Sol', 'Pop', 'Chicago', 'Lakeside Arena', '2026-12-12', '19:30', [['floor', 95], ['lower', 80], ['upper', 55]]],
  [5, 'Holiday Brass', 'Classical', 'Chicago', 'Orchestra Hall', '2026-12-13', '15:00', [['main', 70], ['balcony', 35]]],
  [6, 'Comedy Night with Dev Rao', 'Comedy', 'Chicago', 'The Laugh Loft', '2026-12-11', '21:30', [['general', 25], ['front', 40]]],
  [7, 'Maya Sol', 'Pop', 'Austin', 'Capitol Arena', '2026-12-18', '20:00', [['floor', 120], ['lower', 90], ['upper', 60]]],
  [8, 'Blue Harbor Jazz Trio', 'Jazz', 'Austin', 'The Velvet Room', '2026-12-19', '20:00', [['table', 60], ['balcony', 35]]],
  [9, 'The Lanterns', 'Rock', 'Austin', 'Capitol Arena', '2026-12-19', '19:00', [['floor', 90], ['lower', 70], ['upper', 45]]],
  [10, 'Nutcracker', 'Classical', 'Denver', 'Mile High Opera House', '2026-12-19', '14:00', [['orchestra', 110], ['mezzanine', 80], ['balcony', 50]]],
].map(([id, title, genre, city, venue, date, time, sections]) => ({ id, title, genre, city, venue, date, time, sections: sections.map(([key, price, soldOut]) => ({ key, price, soldOut: !!soldOut })) }));
const CITIES = ['Chicago', 'Austin', 'Denver'];
const WHEN = [
  ['', 'Any date'],
  ['this-weekend', 'This weekend (Dec 11–13)'],
  ['next-weekend', 'Next weekend (Dec 18–20)'],
];
const RANGES = { 'this-weekend': ['2026-12-11', '2026-12-13'], 'next-weekend': ['2026-12-18', '2026-12-20'] };
const GENRES = ['Rock', 'Pop', 'Jazz', 'Comedy', 'Classical'];
const FEE = 6;
const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const byId = (id) => EVENTS.find((e) => e.id === Number(id));
const dayText = (e) => {
  const d = new Date(`${e.date}T12:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]} ${d.getUTCDate()} Dec`;
};
const timeText = (e) => {
  const [h, m] = e.time.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const from = (e) => Math.min(...e.sections.filter((s) => !s.soldOut).map((s) => s.price));
const priceOf = (line) => byId(line.event).sections.find((s) => s.key === line.section).price;
const ticketOptions = (chosen) => Array.from({ length: 8 }, (_, i) => `<option value="${i + 1}"${i + 1 === chosen ? ' selected' : ''}>${i + 1}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, order: [], purchases: [], mapViews: 0 };
  };
  reset();

  const tickets = () => state.order.reduce((n, l) => n + l.qty, 0);
  const orderTotal = () => state.order.reduce((n, l) => n + l.qty * (priceOf(l) + FEE), 0);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Encore Tickets</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;background:#fafafa} header{display:flex;gap:20px;align-items:center;padding:12px 24px;background:#3a1f5d;color:#fff}
header a{color:#fff} main{padding:20px 24px;max-width:980px} .events{list-style:none;padding:0} .event{display:flex;gap:16px;align-items:center;background:#fff;border:1px solid #ddd;margin:8px 0;padding:10px}
.date{width:60px;text-align:center;font-weight:bold} aside{float:right;width:200px} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
</style></head><body><header><a href="/"><strong>Encore Tickets</strong></a><nav><a href="/search">Browse events</a> <a href="/my-tickets">My tickets</a></nav><a href="/order">Your order (${tickets()})</a></header><main>${body}</main></body></html>`;

  const searchForm = (query = {}) => `<form method="get" action="/search" role="search"><p><label for="q">Artist or event</label> <input id="q" name="q" type="search" value="${esc(query.q ?? '')}">
<label for="city">City</label> <select id="city" name="city"><option value="">All cities</option>${CITIES.map((c) => `<option value="${c}"${c === query.city ? ' selected' : ''}>${c}</option>`).join('')}</select>
<label for="when">When</label> <select id="when" name="when">${WHEN.map(([v, l]) => `<option value="${v}"${v === (query.when ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select>
<button>Search</button></p></form>`;

  function searchPage(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const range = RANGES[query.when];
    const genre = GENRES.find((g) => g.toLowerCase() === (query.genre ?? '').toLowerCase());
    let found = EVENTS.filter(
      (e) =>
        words.every((w) => `${e.title} ${e.venue} ${e.genre}`.toLowerCase().includes(w)) &&
        (!query.city || e.city === query.city) &&
        (!range || (e.date >= range[0] && e.date <= range[1])) &&
        (!genre || e.genre === genre),
    );
    found = [...found].sort((a, b) => `${a.date} ${a.time}`.localeCompare(`${b.date} ${b.time}`));
    if (query.sort === 'price') found = [...found].sort((a, b) => from(a) - from(b));
    const keep = Object.fromEntries(['q', 'city', 'when', 'sort'].filter((k) => query[k]).map((k) => [k, query[k]]));
    const genreLink = (g) => `/search?${new URLSearchParams({ ...keep, ...(g ? { genre: g.toLowerCase() } : {}) })}`;
    const rows = found
      .map(
        (e) => `<li class="event"><p class="date">${dayText(e).split(' ')[0].toUpperCase()}<br>${dayText(e).split(' ').slice(1).join(' ')}</p>
<h2><a href="/event/${e.id}">${esc(e.title)}</a></h2><p>${esc(e.venue)} · ${esc(e.city)}<br>${dayText(e)} · ${timeText(e)} · ${esc(e.genre)}</p>
<p>From $${from(e)}</p><p><a class="cta" href="/event/${e.id}">See tickets</a></p></li>`,
      )
      .join('');
    const hidden = ['q', 'city', 'when', 'genre'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    return layout('Events', `${searchForm(query)}<aside><h2>Genre</h2><ul><li><a href="${genreLink('')}">All genres</a></li>${GENRES.map((g) => `<li><a href="${genreLink(g)}">${g}</a></li>`).join('')}</ul></aside>
<section><h1>${found.length} ${found.length === 1 ? 'event' : 'events'}${query.city ? ` in ${esc(query.city)}` : ''}</h1>
<form method="get" action="/search">${hidden}<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()"><option value="">Date (soonest)</option><option value="price"${query.sort === 'price' ? ' selected' : ''}>Price (lowest first)</option></select></form>
${rows ? `<ul class="events">${rows}</ul>` : '<p>No events match your search.</p>'}</section>`);
  }

  function eventPage(e, query) {
    const section = e.sections.find((s) => s.key === query.section && !s.soldOut);
    const qty = Math.min(8, Math.max(1, Number(query.qty) || 1));
    const radios = e.sections
      .map(
        (s) =>
          `<label><input type="radio" name="section" value="${s.key}"${section === s ? ' checked' : ''}${s.soldOut ? ' disabled' : ''} onchange="this.form.submit()"> ${SECTION_NAMES[s.key]} · ${s.soldOut ? 'Sold out' : `$${s.price}`}</label>`,
      )
      .join('<br>');
    const add = section
      ? `<p>${qty} × ${SECTION_NAMES[section.key]} · Subtotal: $${qty * section.price} (plus $${FEE} service fee per ticket)</p>
<form method="post" action="/order/add"><input type="hidden" name="event" value="${e.id}"><input type="hidden" name="section" value="${section.key}"><input type="hidden" name="qty" value="${qty}"><button>Add to order</button></form>`
      : '<p>Choose a section to continue.</p>';
    return layout(e.title, `<p><a href="/search">Browse events</a></p><h1>${esc(e.title)}</h1><p>${dayText(e)} 2026 · Doors ${timeText(e)}</p><p>${esc(e.venue)}, ${esc(e.city)}</p>
<p><a href="/event/${e.id}/map" target="_blank">Venue map</a> (opens in a new tab)</p>
<form method="get" action="/event/${e.id}"><fieldset><legend>Section</legend>${radios}</fieldset>
<p><label for="qty">Tickets</label> <select id="qty" name="qty" onchange="this.form.submit()">${ticketOptions(qty)}</select></p></form>${add}`);
  }

  function orderPage(query) {
    const rows = state.order
      .map((l, i) => {
        const e = byId(l.event);
        return `<tr><td><a href="/event/${e.id}">${esc(e.title)}</a><br>${dayText(e)} · ${esc(e.city)}</td><td>${SECTION_NAMES[l.section]}</td>
<td><form method="post" action="/order/update"><input type="hidden" name="index" value="${i}"><label for="oq-${i}">Tickets</label> <select id="oq-${i}" name="qty" onchange="this.form.submit()">${ticketOptions(l.qty)}</select></form></td>
<td>$${l.qty * priceOf(l)}</td><td><form method="post" action="/order/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    if (!rows) return layout('Your order', '<h1>Your order</h1><p>You have no tickets in your order.</p><p><a href="/search">Find events</a></p>');
    return layout('Your order', `<h1>Your order</h1><table><thead><tr><th>Event</th><th>Section</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Service fees: $${tickets() * FEE} ($${FEE} per ticket)</p><p><strong>Total: $${orderTotal()}</strong></p><p><a href="/search">Continue browsing</a></p>
<h2>Checkout</h2>${query.error ? '<p role="alert">Please enter your full name and email.</p>' : ''}<form method="post" action="/order/place">
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email"></p>
<button>Place order</button></form>`);
  }

  function myTicketsPage() {
    const rows = state.purchases
      .map((p, i) => {
        const events = p.items.map((l) => `<a href="/event/${l.event}">${esc(byId(l.event).title)}</a> (${l.qty} × ${SECTION_NAMES[l.section]})`).join('<br>');
        const action = p.status === 'confirmed' ? `<form method="post" action="/my-tickets/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel order</button></form>` : '';
        return `<tr><td>ENC-${5001 + i}</td><td>${events}</td><td>${p.status === 'confirmed' ? 'Confirmed' : 'Cancelled'}</td><td>${action}</td></tr>`;
      })
      .join('');
    return layout('My tickets', `<h1>My tickets</h1>${rows ? `<table><thead><tr><th>Order</th><th>Tickets</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no orders yet.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/order/add': {
          const e = byId(form.event);
          const s = e?.sections.find((x) => x.key === form.section && !x.soldOut);
          if (!s) return { status: 400, html: 'Bad request' };
          state.order.push({ event: e.id, section: s.key, qty: Math.min(8, Math.max(1, Number(form.qty) || 1)) });
          return { redirect: '/order' };
        }
        case '/order/update': {
          const l = state.order[Number(form.index)];
          if (l) l.qty = Math.min(8, Math.max(1, Number(form.qty) || 1));
          return { redirect: '/order' };
        }
        case '/order/remove':
          state.order.splice(Number(form.index), 1);
          return { redirect: '/order' };
        case '/order/place': {
          const name = (form.name ?? '').trim();
          const email = (form.email ?? '').trim();
          if (!state.order.length) return { redirect: '/order' };
          if (!name || !email) return { redirect: '/order?error=details' };
          state.purchases.push({ name, email, items: state.order, status: 'confirmed' });
          state.order = [];
          return { redirect: '/confirmation' };
        }
        case '/my-tickets/cancel': {
          const p = state.purchases[Number(form.index)];
          if (p) p.status = 'cancelled';
          return { redirect: '/my-tickets' };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const event = /^\/event\/(\d+)$/.exec(u.pathname);
    const map = /^\/event\/(\d+)\/map$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Live events', `<h1>Find live events near you</h1>${searchForm()}<p>Concerts, comedy and shows in Chicago, Austin and Denver.</p>`);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (event && byId(event[1])) html = eventPage(byId(event[1]), query);
    else if (map && byId(map[1])) {
      // Opens in a tab of its own: counted, but not the page the session is on.
      const e = byId(map[1]);
      state.mapViews++;
      return { html: layout(`Venue map: ${e.venue}`, `<h1>${esc(e.venue)}</h1><p>Seating plan</p><ul>${e.sections.map((s) => `<li>${SECTION_NAMES[s.key]}</li>`).join('')}</ul><p>Stage at the front.</p>`) };
    } else if (u.pathname === '/order') html = orderPage(query);
    else if (u.pathname === '/confirmation') {
      const n = state.purchases.length;
      const p = state.purchases[n - 1];
      html = layout('Order confirmed', p ? `<h1>You're going!</h1><p>Order ENC-${5000 + n} is confirmed. Your tickets were sent to ${esc(p.email)}.</p><p><a href="/my-tickets">View my tickets</a></p>` : '<h1>No order yet</h1>');
    } else if (u.pathname === '/my-tickets') html = myTicketsPage();
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the order being built, orders placed (and cancelled), venue maps opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
