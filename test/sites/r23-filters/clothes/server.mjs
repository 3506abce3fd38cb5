/**
 * A clothes shop for round 23's listing filters (test/r23-filters-listing.test.ts). The navigation
 * links each category (/shop?cat=…); the shop page lists colour links (keeping the other filters)
 * and a "Refine" form sent by GET (the category and colour kept as hidden fields; Waist and Leg
 * menus of numbers; an "Organic cotton only" box; a Sort menu) whose button is "Show results". The
 * home page has a newsletter form that posts.
 */
export function createSite() {
  const ITEMS = [
    { name: 'Harbour Straight Jeans', cat: 'jeans', colour: 'blue', price: 45, year: 2024, organic: true, waist: [30, 32], leg: [32, 34] },
    { name: 'Dockside Slim Jeans', cat: 'jeans', colour: 'blue', price: 38, year: 2025, organic: false, waist: [32, 34], leg: [30, 34] },
    { name: 'Nightfall Jeans', cat: 'jeans', colour: 'black', price: 52, year: 2023, organic: true, waist: [32], leg: [34] },
    { name: 'Meadow Oxford Shirt', cat: 'shirts', colour: 'blue', price: 30, year: 2022, organic: true },
    { name: 'Coal Work Shirt', cat: 'shirts', colour: 'black', price: 28, year: 2025, organic: false },
    { name: 'Ink Poplin Shirt', cat: 'shirts', colour: 'black', price: 34, year: 2024, organic: true },
  ];
  const CATS = [['jeans', 'Jeans'], ['shirts', 'Shirts']];
  const COLOURS = [['blue', 'Blue'], ['black', 'Black']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, newsletter: null };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const href = (q) => `/shop?${new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString().replace(/&/g, '&amp;')}`;
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><a href="/">Thread &amp; Loom</a><nav>${CATS.map(([v, t]) => `<a href="/shop?cat=${v}">${t}</a>`).join(' ')} <a href="/about">About us</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const sel = (name, label, opts, q) => `<label>${label} <select name="${name}"><option value="">Any</option>${opts.map((o) => `<option${String(q[name] || '') === String(o) ? ' selected' : ''}>${o}</option>`).join('')}</select></label>`;
  const shop = (q) => {
    let list = ITEMS.filter((i) => (!q.cat || i.cat === q.cat) && (!q.colour || i.colour === q.colour) && (!q.organic || i.organic));
    if (q.waist) list = list.filter((i) => i.waist?.includes(Number(q.waist)));
    if (q.leg) list = list.filter((i) => i.leg?.includes(Number(q.leg)));
    if (q.sort === 'price-asc') list.sort((a, b) => a.price - b.price);
    if (q.sort === 'price-desc') list.sort((a, b) => b.price - a.price);
    if (q.sort === 'newest') list.sort((a, b) => b.year - a.year);
    const colours = `<nav aria-label="Colour"><h2>Colour</h2><ul>${COLOURS.map(([v, t]) => `<li><a href="${href({ ...q, colour: v })}">${t}</a></li>`).join('')}</ul></nav>`;
    const hidden = ['cat', 'colour'].filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
    const form = `<form method="get" action="/shop" aria-label="Refine">${hidden}${sel('waist', 'Waist', [30, 32, 34], q)}${sel('leg', 'Leg', [30, 32, 34], q)}
<label><input type="checkbox" name="organic" value="1"${q.organic ? ' checked' : ''}> Organic cotton only</label>
<label>Sort <select name="sort"><option value="">Recommended</option><option value="price-asc">Price: low to high</option><option value="price-desc">Price: high to low</option><option value="newest">Newest</option></select></label><button type="submit">Show results</button></form>`;
    return page(CATS.find((c) => c[0] === q.cat)?.[1] ?? 'Everything', `${colours}${form}<ul class="items">${list.map((i) => `<li class="item"><a href="/item?name=${encodeURIComponent(i.name)}">${esc(i.name)}</a> £${i.price}</li>`).join('')}</ul>`);
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
        st.newsletter = new URLSearchParams(body || '').get('email') || null;
        return { redirect: '/' };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      if (path === '/') html = page('Thread & Loom', '<p>Clothes made to last.</p><section><h2>Newsletter</h2><form method="post" action="/newsletter"><label>Email <input type="email" name="email" required></label> <button>Sign up</button></form></section>');
      else if (path === '/about') html = page('About us', '<p>A small shop in Leeds.</p>');
      else if (path === '/shop') html = shop(q);
      else if (path === '/item') html = page(q.name || 'Item', '<p>In stock.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
