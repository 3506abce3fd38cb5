/**
 * A cycle hire shop for round 24's item tasks (test/r24-flows-items.test.ts). The home page links
 * three sections ("Bikes", "Helmets & locks", "Child seats") and a site search (GET /search, "Find");
 * a section lists its items as links; an item's page shows frame sizes as links to the same page
 * with `?frame=` (the current one marked `aria-current`) and one form that posts to /basket/add:
 * "Pick-up day" (a menu of days, some "fully booked" and disabled), "Number of days", "Quantity",
 * "Add to hire basket". Nothing here is a copy of a bench site.
 */
export function createSite() {
  const ITEMS = [
    { id: 'trekker', name: 'Trekker hybrid bike', sec: 'bikes', frames: true, booked: [] },
    { id: 'metro', name: 'Metro city bike', sec: 'bikes', frames: true, booked: ['2026-12-12'] },
    { id: 'cargo', name: 'Cargo e-bike', sec: 'bikes', frames: true, booked: [] },
    { id: 'helmet', name: 'Adult cycle helmet', sec: 'kit', booked: [] },
    { id: 'lock', name: 'D-lock with cable', sec: 'kit', booked: [] },
    { id: 'seat', name: 'Rear child seat', sec: 'seats', booked: [] },
  ];
  const SECTIONS = { bikes: 'Bikes', kit: 'Helmets & locks', seats: 'Child seats' };
  const FRAMES = [['s', 'Small (to 1.65 m)'], ['m', 'Medium (to 1.80 m)'], ['l', 'Large (to 2 m)']];
  const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
  const DAYS = Array.from({ length: 14 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 11, 7 + i));
    return { iso: d.toISOString().slice(0, 10), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} Dec` };
  });
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, basket: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)} · Quayside Cycle Hire</title><header><nav><a href="/">Quayside Cycle Hire</a> <a href="/basket">Basket (${st.basket.length})</a></nav>
<form method="get" action="/search" role="search"><label>Search the shop <input name="q"></label> <button>Find</button></form></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const list = (items) => `<ul class="items">${items.map((i) => `<li><a href="/item/${i.id}">${esc(i.name)}</a> · £${i.id === 'cargo' ? 30 : 12} a day</li>`).join('')}</ul>`;
  const home = () => page('Bikes and kit by the day', `<h2>Sections</h2><ul>${Object.entries(SECTIONS).map(([k, t]) => `<li><a href="/section/${k}">${esc(t)}</a></li>`).join('')}</ul><p>Open 9:00 to 17:00 on the quay.</p>`);
  const item = (i, q) => {
    const frame = i.frames ? (FRAMES.some(([v]) => v === q.frame) ? q.frame : 'm') : '';
    const frames = i.frames ? `<p>Frame: ${FRAMES.map(([v, t]) => `<a href="/item/${i.id}?frame=${v}"${v === frame ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>` : '';
    const days = DAYS.map((d) => (i.booked.includes(d.iso) ? `<option value="${d.iso}" disabled>${d.label} (fully booked)</option>` : `<option value="${d.iso}">${d.label}</option>`)).join('');
    return page(i.name, `${frames}<form method="post" action="/basket/add"><input type="hidden" name="id" value="${i.id}">${frame ? `<input type="hidden" name="frame" value="${frame}">` : ''}
<label>Pick-up day <select name="start" required><option value="">Choose a day</option>${days}</select></label>
<label>Number of days <select name="days">${[1, 2, 3, 4, 5, 6, 7].map((n) => `<option>${n}</option>`).join('')}</select></label>
<label>Quantity <select name="qty">${[1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label>
<button type="submit">Add to hire basket</button></form><p><a href="/section/${i.sec}">Back to ${esc(SECTIONS[i.sec])}</a></p>`);
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
      if (method === 'POST' && path === '/basket/add') {
        const f = new URLSearchParams(body || '');
        const i = ITEMS.find((x) => x.id === f.get('id'));
        const start = f.get('start');
        if (!i || !DAYS.some((d) => d.iso === start) || i.booked.includes(start)) return { redirect: i ? `/item/${i.id}` : '/' };
        st.basket.push({ id: i.id, ...(i.frames ? { frame: f.get('frame') || 'm' } : {}), start, days: Number(f.get('days') || 1), qty: Number(f.get('qty') || 1) });
        return { redirect: '/basket' };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      let m;
      if (path === '/') html = home();
      else if ((m = path.match(/^\/section\/(\w+)$/)) && SECTIONS[m[1]]) html = page(SECTIONS[m[1]], list(ITEMS.filter((i) => i.sec === m[1])));
      else if ((m = path.match(/^\/item\/(\w+)$/)) && ITEMS.some((i) => i.id === m[1])) html = item(ITEMS.find((i) => i.id === m[1]), q);
      else if (path === '/search') {
        const words = String(q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
        const hits = words.length ? ITEMS.filter((i) => words.every((w) => i.name.toLowerCase().includes(w))) : [];
        html = page(`Results for ${q.q ?? ''}`, hits.length ? list(hits) : '<p>Nothing found.</p>');
      } else if (path === '/basket') html = page('Hire basket', st.basket.length ? `<ul>${st.basket.map((l) => `<li>${l.qty} × ${esc(ITEMS.find((i) => i.id === l.id).name)}, ${l.days} day(s) from ${l.start}</li>`).join('')}</ul>` : '<p>Your basket is empty.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
