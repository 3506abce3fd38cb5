/**
 * Round 23 chat test site (ours): "Harbour Outdoor", for a category said with who it is for. Every
 * page has a header with the category links (Jackets, Boots, Hats), a search form (GET /search) and
 * the basket. A category page lists its products and links its narrower views as links to the same
 * page with a query added: Jackets "All | Women | Men | Kids", Boots "All | Women | Men | Girls |
 * Boys", Hats "All | Kids | Girls | Boys" (a daughter is Kids or Girls there: no one pick).
 * state() holds the page.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CATS = {
  jackets: ['Jackets', [['', 'All'], ['women', 'Women'], ['men', 'Men'], ['kids', 'Kids']]],
  boots: ['Boots', [['', 'All'], ['women', 'Women'], ['men', 'Men'], ['girls', 'Girls'], ['boys', 'Boys']]],
  hats: ['Hats', [['', 'All'], ['kids', 'Kids'], ['girls', 'Girls'], ['boys', 'Boys']]],
};
const ITEMS = [
  ['storm-shell', 'Storm Shell', 'jackets', 'women'],
  ['ridge-parka', 'Ridge Parka', 'jackets', 'men'],
  ['puddle-coat', 'Puddle Coat', 'jackets', 'kids'],
  ['trail-boot', 'Trail Boot', 'boots', 'women'],
  ['fell-boot', 'Fell Boot', 'boots', 'men'],
  ['splash-boot', 'Splash Boot', 'boots', 'girls'],
  ['rock-boot', 'Rock Boot', 'boots', 'boys'],
  ['bobble-hat', 'Bobble Hat', 'hats', 'kids'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Harbour Outdoor</title></head><body>
<header><a href="/"><strong>Harbour Outdoor</strong></a> <nav>${Object.entries(CATS).map(([c, [n]]) => `<a href="/${c}">${esc(n)}</a>`).join(' ')} <a href="/basket">Basket (1)</a></nav>
<form action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search the shop"><button type="submit">Search</button></form></header><main>${body}</main><footer>Harbour Outdoor, 2 Quay Street.</footer></body></html>`;
  const card = ([id, name]) => `<li><a href="/item/${id}">${esc(name)}</a></li>`;
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: layout('Home', `<h1>Gear for wet weather</h1><p>Free returns on every order.</p>`) };
      const cat = u.pathname.slice(1);
      if (CATS[cat]) {
        const [name, views] = CATS[cat];
        const who = views.map(([v, t]) => ((q.for || '') === v ? `<strong>${t}</strong>` : `<a href="/${cat}${v ? `?for=${v}` : ''}">${t}</a>`)).join(' | ');
        const list = ITEMS.filter((i) => i[2] === cat && (!q.for || i[3] === q.for));
        return { html: layout(name, `<h1>${esc(name)}</h1><p>Shop for: ${who}</p><ul>${list.map(card).join('')}</ul>`) };
      }
      if (u.pathname === '/search') {
        const list = ITEMS.filter((i) => (q.q ?? '').toLowerCase().split(/\s+/).every((w) => i[1].toLowerCase().includes(w)));
        return { html: layout('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1><ul>${list.map(card).join('')}</ul>`) };
      }
      const item = ITEMS.find(([id]) => u.pathname === `/item/${id}`);
      if (item) return { html: layout(item[1], `<h1>${esc(item[1])}</h1><form action="/basket/add" method="post"><button>Add to basket</button></form>`) };
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1><table><tr><th>Item</th><th>Qty</th></tr><tr><td>Wax Jacket</td><td>1</td></tr></table>`) };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
