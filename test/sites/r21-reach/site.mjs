/**
 * Round 21 chat test site (ours): "Fernhill Kitchenware", for a thing the turn names that the page
 * in view does not hold. Every page has a header with category links and a search form (GET /shop,
 * one box "Search the shop", button "Search"). /shop lists products (all, a category, or those whose
 * name holds every word searched); /item/<id> is a product's page; /basket lists what is in the
 * basket (no product links). The home page shows two bestsellers. state() holds the page.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const ITEMS = [
  ['copper-pan', 'Copper Saute Pan', 'pans'],
  ['cast-pan', 'Cast Iron Skillet', 'pans'],
  ['oak-board', 'Oak Chopping Board', 'prep'],
  ['bamboo-board', 'Bamboo Serving Board', 'prep'],
  ['salad-spinner', 'Salad Spinner', 'prep'],
  ['tea-towel', 'Linen Tea Towel', 'linen'],
  ['apron', 'Striped Apron', 'linen'],
];
const CATS = { pans: 'Pans', prep: 'Preparation', linen: 'Kitchen linen' };

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Fernhill</title></head><body>
<header><a href="/"><strong>Fernhill Kitchenware</strong></a> <nav>${Object.entries(CATS).map(([c, n]) => `<a href="/shop?cat=${c}">${esc(n)}</a>`).join(' ')} <a href="/basket">Basket (2)</a></nav>
<form action="/shop" method="get" role="search"><input type="search" name="q" aria-label="Search the shop"><button type="submit">Search</button></form></header><main>${body}</main><footer>Fernhill Kitchenware, 4 Mill Row.</footer></body></html>`;
  const card = ([id, name]) => `<li><a href="/item/${id}">${esc(name)}</a></li>`;
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: layout('Home', `<h1>Cook with good things</h1><h2>Bestsellers</h2><ul>${[ITEMS[0], ITEMS[4]].map(card).join('')}</ul>`) };
      if (u.pathname === '/shop') {
        const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
        const list = ITEMS.filter(([, name, cat]) => (!q.cat || cat === q.cat) && words.every((w) => name.toLowerCase().includes(w)));
        const title = q.q ? `Results for “${q.q}”` : CATS[q.cat] ?? 'All products';
        return { html: layout(title, `<h1>${esc(title)}</h1><p>${list.length} products</p><ul>${list.map(card).join('') || '<li>Nothing matches.</li>'}</ul>`) };
      }
      const item = ITEMS.find(([id]) => u.pathname === `/item/${id}`);
      if (item) return { html: layout(item[1], `<h1>${esc(item[1])}</h1><form action="/basket/add" method="post"><button>Add to basket</button></form>`) };
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1><table><tr><th>Item</th><th>Qty</th></tr><tr><td>Wooden spoon set</td><td>1</td></tr><tr><td>Pie dish</td><td>1</td></tr></table><p><a href="/checkout">Checkout</a></p>`) };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
