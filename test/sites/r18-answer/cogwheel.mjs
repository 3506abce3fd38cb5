/**
 * "Cogwheel Cycle Works" — a bike workshop of our own for the round-18 answer tests (not a bench
 * set): a table of services (name, how long it takes, price, a "Book" link per row); a mechanic's
 * day of free times as a list whose items state a time beside a "Book …" link, and a move page
 * whose free times are buttons of small POST forms; a list of bikes for sale in the order the
 * sort asks, each bike's page with frame sizes and packing as links that carry both choices (so a
 * bare address's links change two query keys); a table of the user's bookings with their status (one cancelled). The state is what
 * the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const SERVICES = [
  ['tune', 'Basic tune-up', 45, 35],
  ['full', 'Full service', 120, 80],
  ['wheel', 'Wheel truing', 30, 20],
];
const SLOTS = ['08:30', '12:45', '14:15', '17:30'];
const BIKES = [
  ['harrier', 'Harrier Gravel 2', 940],
  ['kestrel', 'Kestrel Commuter', 610],
  ['osprey', 'Osprey Trail 29', 1290],
];
const clock = (t) => { const [h, m] = t.split(':').map(Number); return `${h % 12 || 12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`; };

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, moved: null }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Cogwheel Cycle Works</title></head><body>
<header><a href="/">Cogwheel Cycle Works</a> <nav><a href="/services">Services &amp; prices</a> <a href="/slots">Book a service</a> <a href="/bikes">Bikes for sale</a> <a href="/my-bookings">My bookings</a></nav></header><main>${body}</main>
<footer><p>Unit 4, Canal Yard. Open Tuesday to Saturday.</p></footer></body></html>`;
  const handle = (method, url, body) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    if (method === 'POST' && u.pathname === '/my-bookings/B2/move') {
      state.moved = Object.fromEntries(new URLSearchParams(body ?? '')).time ?? null;
      return { redirect: '/my-bookings' };
    }
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Cogwheel Cycle Works</h1><p>Servicing and repairs while you wait.</p>');
    if (u.pathname === '/services') {
      return html('Services', `<h1>Services &amp; prices</h1><table><tr><th>Service</th><th>Takes</th><th>Price</th><th></th></tr>${SERVICES.map(([id, name, mins, price]) => `<tr><td>${name}</td><td>${mins} minutes</td><td>£${price}</td><td><a href="/slots?service=${id}">Book a ${name.toLowerCase()}</a></td></tr>`).join('')}</table>`);
    }
    if (u.pathname === '/slots') {
      return html('Free times', `<h1>Free times</h1><h2>Ravi on Thursday 10 December</h2><ul>${SLOTS.map((t) => `<li>${clock(t)} <a href="/book?time=${t}">Book ${clock(t)}</a></li>`).join('')}</ul>`);
    }
    if (u.pathname === '/my-bookings/B2/move') {
      return html('Move booking', `<h1>Move your booking</h1><p>Currently: Full service on Friday 11 December at 9:00am.</p><ul>${SLOTS.map((t) => `<li><form action="/my-bookings/B2/move" method="post"><input type="hidden" name="time" value="${t}"><button>Move to ${clock(t)}</button></form></li>`).join('')}</ul>`);
    }
    if (u.pathname === '/bikes') {
      const list = [...BIKES].sort((a, b) => (q.sort === 'price-desc' ? b[2] - a[2] : q.sort === 'price-asc' ? a[2] - b[2] : 0));
      return html('Bikes', `<h1>Bikes for sale</h1><ul class="bikes">${list.map(([id, name, price]) => `<li><h3><a href="/bikes/${id}">${name}</a></h3><p>£${price}</p></li>`).join('')}</ul>`);
    }
    const bike = /^\/bikes\/(\w+)$/.exec(u.pathname);
    if (bike) {
      const b = BIKES.find(([id]) => id === bike[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      // Each choice link carries both choices, as a bare address shows the defaults (frame medium, plain box).
      const frame = ['small', 'medium', 'large'].includes(q.frame) ? q.frame : 'medium';
      const packing = ['plain', 'gift'].includes(q.packing) ? q.packing : 'plain';
      const link = (f, p) => `/bikes/${b[0]}?frame=${f}&packing=${p}`;
      const cap = (w) => w[0].toUpperCase() + w.slice(1);
      const frames = ['small', 'medium', 'large'].map((f) => `<li>${f === frame ? `<strong>${cap(f)} (selected)</strong>` : `<a href="${link(f, packing)}">${cap(f)}</a>`}</li>`).join('');
      const packs = [['plain', 'Plain box'], ['gift', 'Gift box']].map(([v, n]) => `<li>${v === packing ? `<strong>${n} (selected)</strong>` : `<a href="${link(frame, v)}">${n}</a>`}</li>`).join('');
      return html(b[1], `<h1>${b[1]}</h1><p>£${b[2]}</p><h2>Frame</h2><ul>${frames}</ul><h2>Packing</h2><ul>${packs}</ul><form action="/basket" method="post"><button>Add to basket</button></form>`);
    }
    if (u.pathname === '/my-bookings') {
      const rows = [['B1', 'Wheel truing', 'Tuesday 8 December at 10:00am', 'cancelled'], ['B2', 'Full service', 'Friday 11 December at 9:00am', 'booked']];
      return html('My bookings', `<h1>My bookings</h1><table><tr><th>Ref</th><th>Service</th><th>When</th><th>Status</th><th></th></tr>${rows.map(([ref, name, when, status]) => `<tr><td>${ref}</td><td>${name}</td><td>${when}</td><td>${status}</td><td>${status === 'booked' ? `<a href="/my-bookings/${ref}/move">Move</a>` : ''}</td></tr>`).join('')}</table>`);
    }
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
