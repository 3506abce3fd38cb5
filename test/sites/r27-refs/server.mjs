/**
 * A tea shop and a bike-fitting service for round 27 (test/r27-refs-e2e.test.ts): items by
 * reference or position, a choice said as a statement, an option in other words, the home page.
 *
 * /: the brand link, a few category links. /teas: cards (a heading with the tea's link, a price), a
 * "Sort by" menu (GET, sent on "Go") and a kind filter in the address (?kind=green: two teas).
 * /tea/<id>: "Size" links that reload the page ("50g (£6.00)", "100g (£11.00)", "250g (£24.00)"),
 * an "Add to basket" button (POST) of the size shown; /basket its lines, each linking its tea.
 * /fit: "Size of your bike" links ("Small (up to 50 cm)", "Medium (50–56 cm)", "Large (over 56 cm)"),
 * day links ("Mon 30 Nov", "Tue 1 Dec") and, once a day is chosen, its times as links (09:00 is full).
 * /fittings: a table of fittings (Rider, Day, Time, Status) with View / Change links per row.
 */
export function createSite() {
  const TEAS = [
    { id: 'sencha', name: 'Morning Sencha', kind: 'green', price: 6 },
    { id: 'assam', name: 'Malty Assam', kind: 'black', price: 5 },
    { id: 'gyokuro', name: 'Shade Gyokuro', kind: 'green', price: 12 },
  ];
  const SIZES = [['50g', 1], ['100g', 1.8], ['250g', 4]];
  const FITS = [['small', 'Small (up to 50 cm)'], ['medium', 'Medium (50–56 cm)'], ['large', 'Large (over 56 cm)']];
  const DAYS = [['2026-11-30', 'Mon 30 Nov'], ['2026-12-01', 'Tue 1 Dec']];
  const TIMES = ['09:00', '11:30', '15:00'];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, basket: [], fittings: [{ id: 'F-1', rider: 'Ada', day: 'Mon 30 Nov', time: '11:30' }, { id: 'F-2', rider: 'Ben', day: 'Tue 1 Dec', time: '15:00' }] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const money = (n) => `£${n.toFixed(2)}`;
  const layout = (title, body) => `<!doctype html><title>${esc(title)} – Kettle &amp; Spoke</title><header><a href="/"><strong>Kettle &amp; Spoke</strong></a> <nav><a href="/teas">Teas</a> <a href="/fit">Bike fitting</a> <a href="/fittings">My fittings</a> <a href="/basket">Basket (${st.basket.length})</a></nav></header><main><h1>${esc(title)}</h1>${body}</main><footer><a href="/help">Help</a></footer>`;
  const withQ = (path, q) => { const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString(); return s ? `${path}?${s}` : path; };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      if (method === 'POST' && u.pathname === '/basket/add') {
        st.basket.push({ id: f.id, size: f.size });
        return { redirect: '/basket' };
      }
      st.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: layout('Welcome', '<p>Tea and bikes.</p><p><a href="/teas?kind=green">Green teas</a> · <a href="/teas?kind=black">Black teas</a></p>') };
      if (u.pathname === '/teas') {
        let list = TEAS.filter((t) => !q.kind || t.kind === q.kind);
        if (q.sort === 'price-asc') list = [...list].sort((a, b) => a.price - b.price);
        if (q.sort === 'price-desc') list = [...list].sort((a, b) => b.price - a.price);
        const opts = [['', 'Featured'], ['price-asc', 'Price (low to high)'], ['price-desc', 'Price (high to low)']];
        const sort = `<form method="get" action="/teas">${q.kind ? `<input type="hidden" name="kind" value="${esc(q.kind)}">` : ''}<label for="sort">Sort by</label> <select id="sort" name="sort">${opts.map(([v, t]) => `<option value="${v}"${q.sort === v ? ' selected' : ''}>${t}</option>`).join('')}</select> <button>Go</button></form>`;
        return { html: layout('Teas', `${sort}<p>${list.length} teas</p><ul class="cards">${list.map((t) => `<li class="card"><h3><a href="/tea/${t.id}">${esc(t.name)}</a></h3><p>from ${money(t.price)}</p></li>`).join('')}</ul>`) };
      }
      const tm = /^\/tea\/(\w+)$/.exec(u.pathname);
      const tea = tm && TEAS.find((t) => t.id === tm[1]);
      if (tea) {
        const size = q.size || '50g';
        const links = SIZES.map(([s, k]) => (s === size ? `<strong>${s} (${money(tea.price * k)})</strong>` : `<a href="/tea/${tea.id}?size=${s}">${s} (${money(tea.price * k)})</a>`)).join(' ');
        return { html: layout(tea.name, `<p>Size: ${links}</p><p class="price">${money(tea.price * SIZES.find(([s]) => s === size)[1])}</p><form method="post" action="/basket/add"><input type="hidden" name="id" value="${tea.id}"><input type="hidden" name="size" value="${size}"><button>Add to basket</button></form>`) };
      }
      if (u.pathname === '/basket') return { html: layout('Your basket', st.basket.length ? `<ul>${st.basket.map((b) => `<li><a href="/tea/${b.id}">${esc(TEAS.find((t) => t.id === b.id).name)}</a> ${b.size}</li>`).join('')}</ul>` : '<p>Your basket is empty.</p>') };
      if (u.pathname === '/fit') {
        const sizes = FITS.map(([k, t]) => (q.size === k ? `<strong>${t}</strong>` : `<a href="${withQ('/fit', { ...q, size: k })}">${t}</a>`)).join(' ');
        const days = DAYS.map(([d, t]) => (q.date === d ? `<strong>${t}</strong>` : `<a href="${withQ('/fit', { ...q, date: d, time: '' })}">${t}</a>`)).join(' ');
        const times = q.date ? `<h2>Times</h2><ul>${TIMES.map((t) => (t === '09:00' ? `<li>${t} Fully booked</li>` : q.time === t ? `<li><strong>${t}</strong></li>` : `<li><a href="${withQ('/fit', { ...q, time: t })}">${t}</a></li>`)).join('')}</ul>` : '';
        return { html: layout('Bike fitting', `<h2>Size of your bike</h2><p>${sizes}</p><h2>Day</h2><p>${days}</p>${times}`) };
      }
      if (u.pathname === '/fittings') return { html: layout('My fittings', `<table><thead><tr><th>Rider</th><th>Day</th><th>Time</th><th>Status</th><th></th></tr></thead><tbody>${st.fittings.map((x) => `<tr><td>${x.rider}</td><td>${x.day}</td><td>${x.time}</td><td>Booked</td><td><a href="/fittings/${x.id}">View</a> <a href="/fittings/${x.id}/change">Change</a></td></tr>`).join('')}</tbody></table>`) };
      const fm = /^\/fittings\/([\w-]+)(\/change)?$/.exec(u.pathname);
      if (fm) return { html: layout(fm[2] ? `Change fitting ${fm[1]}` : `Fitting ${fm[1]}`, '<p>Pick a new day.</p>') };
      if (u.pathname === '/help') return { html: layout('Help', '<p>Ask us.</p>') };
      return { status: 404, html: layout('Not found', '') };
    },
  };
}
