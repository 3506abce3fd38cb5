/**
 * A ferry company for round 22's one-sentence tasks over two pages (test/r22-flows-pages.test.ts).
 * The home page holds three forms: "Find fares" (GET: From, To, Passengers, all required; its button "Go"), a
 * newsletter sign-up (POST: Email, "Subscribe") and "Manage booking" (GET: Booking reference). The
 * fares page (GET /fares) lists the fares as cards — name, crossing time, price, "Select …" — not
 * in price order, with "Sort by: Price · Duration" links; a fare's "Select" opens /book.
 */
export function createSite() {
  const FARES = [
    { id: 'flexi', name: 'Flexi', minutes: 90, price: 39 },
    { id: 'saver', name: 'Saver', minutes: 130, price: 24 },
    { id: 'premium', name: 'Premium', minutes: 65, price: 58 },
  ];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, newsletter: null };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Harbour Ferries</a> <a href="/timetable">Timetable</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const link = (path, q) => `${path}?${new URLSearchParams(q).toString().replace(/&/g, '&amp;')}`;
  const crossing = (m) => `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, '0')}m`;
  const home = () => page('Harbour Ferries', `<section><h2>Find fares</h2><form method="get" action="/fares"><label>From <input name="from" required></label> <label>To <input name="to" required></label> <label>Passengers <input type="number" name="passengers" min="1" max="9" required></label> <button>Go</button></form></section>
<section><h2>Newsletter</h2><form method="post" action="/newsletter"><label>Email for the newsletter <input type="email" name="email" required></label> <button>Subscribe</button></form></section>
<section><h2>Manage booking</h2><form method="get" action="/manage"><label>Booking reference <input name="ref" required></label> <button>Find booking</button></form></section>`);
  const fares = (q) => {
    const list = [...FARES];
    if (q.sort === 'price') list.sort((a, b) => a.price - b.price);
    if (q.sort === 'duration') list.sort((a, b) => a.minutes - b.minutes);
    const base = { from: q.from, to: q.to, passengers: q.passengers };
    return page('Choose a fare', `<p>${esc(q.passengers)} passenger(s), ${esc(q.from)} to ${esc(q.to)}. <a href="/">Change</a></p>
<p>Sort by: <a href="${link('/fares', { ...base, sort: 'price' })}">Price</a> · <a href="${link('/fares', { ...base, sort: 'duration' })}">Duration</a></p>
<ul class="fares">${list.map((f) => `<li class="fare"><h3>${f.name}</h3><p>Crossing ${crossing(f.minutes)}</p><p>£${f.price}.00</p><a href="${link('/book', { fare: f.id, ...base })}">Select ${f.name}</a></li>`).join('')}</ul>`);
  };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST' && path === '/newsletter') {
        const email = new URLSearchParams(body || '').get('email');
        if (email) st.newsletter = email;
        return { redirect: '/' };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      if (path === '/') html = home();
      else if (path === '/timetable') html = page('Timetable', '<p>Sailings every two hours.</p>');
      else if (path === '/fares') {
        if (!q.from || !q.to || !q.passengers) return { redirect: '/' };
        html = fares(q);
      } else if (path === '/book') {
        const f = FARES.find((x) => x.id === q.fare);
        if (!f) return { redirect: '/' };
        html = page(`Book ${f.name}`, `<p>${esc(q.from)} to ${esc(q.to)}, £${f.price}.00 a passenger.</p>`);
      } else if (path === '/manage') html = page('Your booking', `<p>No booking ${esc(q.ref)}.</p>`);
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
