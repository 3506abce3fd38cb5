/**
 * Round 19 chat test site (ours): "Fernbrook Lamps", for navigate turns that name an item seen
 * earlier in the session. A header with the site's menu and a search box; lamps (/lamps) as a list
 * of cards (name link, price, a line of details); a lamp's page (/lamps/:id); a basket (/basket)
 * that shows one line and links no other lamp; an order page (/orders/F7) whose line links the lamp
 * bought; search results (/search?q=…). state() holds the page.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const LAMPS = [
  ['arc-floor', 'Arc Floor Lamp', 129, 'steel, 180 cm'],
  ['brass-desk', 'Brass Desk Lamp', 64, 'brass, 45 cm'],
  ['walnut-reading', 'Walnut Reading Lamp', 89, 'walnut, 140 cm'],
  ['paper-pendant', 'Paper Pendant Shade', 35, 'rice paper, 60 cm'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/lamps', query: {} } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Fernbrook</title></head><body>
<header><strong>Fernbrook Lamps</strong> <nav><a href="/lamps">All lamps</a> <a href="/basket">Basket</a> <a href="/orders/F7">My order</a></nav>
<form action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search lamps"><button type="submit">Search</button></form></header><main>${body}</main><footer>Fernbrook Lamps, lit since 1998.</footer></body></html>`;
  const card = ([id, name, price, details]) => `<li><a href="/lamps/${id}">${esc(name)}</a> <span>£${price}</span> <span>${esc(details)}</span></li>`;
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      state.page = { path: u.pathname, query: q };
      const lamp = /^\/lamps\/([a-z-]+)$/.exec(u.pathname);
      if (u.pathname === '/lamps' || u.pathname === '/') return { html: layout('Lamps', `<h1>Lamps</h1><ul class="cards">${LAMPS.map(card).join('')}</ul>`) };
      if (lamp) {
        const l = LAMPS.find((x) => x[0] === lamp[1]);
        if (!l) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
        return { html: layout(l[1], `<h1>${esc(l[1])}</h1><p>Price: £${l[2]}</p><p>${esc(l[3])}</p><p><a href="/lamps">Back to all lamps</a></p>`) };
      }
      if (u.pathname === '/basket') return { html: layout('Basket', `<h1>Your basket</h1><table><tr><td>Arc Floor Lamp</td><td>1</td><td>£129</td></tr></table><p>Total: £129</p>`) };
      if (u.pathname === '/orders/F7') return { html: layout('Order F7', `<h1>Order F7</h1><p>Delivered on 2 December.</p><p>1 × <a href="/lamps/walnut-reading">Walnut Reading Lamp</a></p>`) };
      if (u.pathname === '/search') {
        const hits = LAMPS.filter(([, name, , details]) => q.q && `${name} ${details}`.toLowerCase().includes(q.q.toLowerCase()));
        return { html: layout('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1>${hits.length ? `<ul class="cards">${hits.map(card).join('')}</ul>` : '<p>No lamps found.</p>'}`) };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
