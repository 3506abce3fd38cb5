/**
 * A garden centre for round 25's filters said as words (test/r25-records-filters.test.ts). The home
 * page links the plant list only as "Find a plant" (and a newsletter form that posts). The list
 * (/plants) has category links (keeping the other filters), a "Refine" form sent by GET whose Light
 * is a radio group with qualified labels ("Shade (under 3 hours of sun)"), a Sort menu ("Height:
 * smallest first" …) and a "Show plants" button, and a form of its own with no button whose
 * "Pet-safe only" box sends it when ticked.
 */
export function createSite() {
  const PLANTS = [
    { name: 'Fern Lady', cat: 'shrubs', light: 'shade', height: 60, price: 9, pets: true },
    { name: 'Hosta Blue', cat: 'shrubs', light: 'shade', height: 40, price: 12, pets: false },
    { name: 'Box Ball', cat: 'shrubs', light: 'sun', height: 80, price: 25, pets: false },
    { name: 'Jasmine Star', cat: 'climbers', light: 'sun', height: 300, price: 18, pets: true },
    { name: 'Ivy Gold', cat: 'climbers', light: 'part', height: 200, price: 7, pets: false },
    { name: 'Climbing Hydrangea', cat: 'climbers', light: 'shade', height: 500, price: 22, pets: true },
  ];
  const CATS = [['shrubs', 'Shrubs'], ['climbers', 'Climbers']];
  const LIGHT = [['', 'Any light'], ['sun', 'Full sun (6+ hours)'], ['part', 'Part shade – 3 to 6 hours'], ['shade', 'Shade (under 3 hours of sun)']];
  const SORT = [['', 'Recommended'], ['price', 'Price: lowest first'], ['price-desc', 'Price: highest first'], ['height', 'Height: smallest first']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, newsletter: null };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const href = (q) => `/plants?${new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString().replace(/&/g, '&amp;')}`;
  const page = (title, body) => `<!doctype html><html lang="en"><title>${esc(title)} · Fernleigh Garden Centre</title><header><a href="/">Fernleigh Garden Centre</a> <nav><a href="/about">About us</a> <a href="/visit">Visit</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></html>`;
  const hidden = (q, keys) => keys.filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
  const list = (q) => {
    let xs = PLANTS.filter((p) => (!q.cat || p.cat === q.cat) && (!q.light || p.light === q.light) && (!q.pets || p.pets));
    if (q.sort === 'price') xs = [...xs].sort((a, b) => a.price - b.price);
    if (q.sort === 'price-desc') xs = [...xs].sort((a, b) => b.price - a.price);
    if (q.sort === 'height') xs = [...xs].sort((a, b) => a.height - b.height);
    const cats = CATS.map(([v, t]) => `<a href="${href({ ...q, cat: v })}">${t}</a>`).join(' ');
    const radios = LIGHT.map(([v, t]) => `<label><input type="radio" name="light" value="${v}"${(q.light ?? '') === v ? ' checked' : ''}> ${esc(t)}</label><br>`).join('');
    const sort = `<label for="sort">Sort by</label> <select id="sort" name="sort">${SORT.map(([v, t]) => `<option value="${v}"${(q.sort ?? '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
    const refine = `<form method="get" action="/plants">${hidden(q, ['cat', 'pets'])}<fieldset><legend>Light</legend>${radios}</fieldset><p>${sort}</p><p><button>Show plants</button></p></form>`;
    const pets = `<form method="get" action="/plants">${hidden(q, ['cat', 'light', 'sort'])}<label><input type="checkbox" name="pets" value="1"${q.pets ? ' checked' : ''} onchange="this.form.submit()"> Pet-safe only</label></form>`;
    const rows = xs.map((p) => `<tr><td>${esc(p.name)}</td><td>${p.height} cm</td><td>£${p.price}</td></tr>`).join('');
    return page('Plants', `<nav aria-label="Categories">${cats}</nav>${refine}${pets}<table><tbody>${rows || '<tr><td>No plants match.</td></tr>'}</tbody></table>`);
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
      if (path === '/') html = page('Welcome', '<p>Plants for every corner.</p><p><a href="/plants">Find a plant</a></p><form method="post" action="/newsletter"><label>Email <input name="email" type="email" required></label> <label><input type="checkbox" name="shade"> Shade garden tips</label> <button>Sign up</button></form>');
      else if (path === '/about' || path === '/visit') html = page('About us', '<p>Family run since 1962.</p>');
      else if (path === '/plants') html = list(q);
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
