/**
 * A juice bar's office orders for round 25's card-grid adds (test/r25-cards-order.test.ts). The
 * drinks page shows shelves as tabs (`?shelf=`) over tiles — `<section class="tile">` with an
 * `<h3>` name, a price, a "Qty" menu of bare counts and an "Add" button (aria-label "Add <name>") —
 * and no link per tile; an add stays on the page and the header's "Basket (n)" link opens the
 * basket, whose "Go to checkout" link starts a two-step checkout: when (day, hour) and "Pick up at
 * the bar" or "Bring it to my desk" (GET, "Next step"), then name and phone ("Confirm order", POST).
 * Nothing here is a copy of a bench site.
 */
export function createSite() {
  const DRINKS = [
    { id: 'gm', shelf: 'juices', name: 'Green Machine', price: 4.5 },
    { id: 'sr', shelf: 'juices', name: 'Sunrise Carrot', price: 4 },
    { id: 'bb', shelf: 'smoothies', name: 'Berry Blast', price: 5 },
    { id: 'ml', shelf: 'smoothies', name: 'Mango Lassi', price: 5.5 },
    { id: 'oc', shelf: 'snacks', name: 'Oat Cookie', price: 2 },
    { id: 'eb', shelf: 'snacks', name: 'Energy Bar', price: 2.5 },
  ];
  const SHELVES = [['juices', 'Juices'], ['smoothies', 'Smoothies'], ['snacks', 'Snacks']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, basket: [], orders: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const n = () => st.basket.reduce((s, b) => s + b.qty, 0);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Pressed</title><style>.tiles{display:flex;gap:12px}.tile{border:1px solid #999;padding:8px;width:180px}</style></head>
<body><div class="top"><a href="/">Pressed juice bar</a> · <a href="/drinks">Drinks</a> · <a href="/basket">Basket (${n()})</a></div><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const tile = (d) => `<section class="tile"><h3>${esc(d.name)}</h3><p>£${d.price.toFixed(2)}</p><form method="post" action="/basket/add"><input type="hidden" name="id" value="${d.id}"><label>Qty <select name="qty">${[1, 2, 3, 4, 5, 6].map((k) => `<option>${k}</option>`).join('')}</select></label> <button aria-label="Add ${esc(d.name)}">Add</button></form></section>`;
  const drinks = (q) => {
    const shelf = SHELVES.some(([v]) => v === q.shelf) ? q.shelf : '';
    const tabs = `<p class="tabs">${SHELVES.map(([v, l]) => `<a href="/drinks?shelf=${v}">${l}</a>`).join(' | ')}</p>`;
    return page('Drinks and snacks', `${tabs}<div class="tiles">${DRINKS.filter((d) => !shelf || d.shelf === shelf).map(tile).join('')}</div>`);
  };
  const basket = () => page('Your basket', st.basket.length ? `<table><tbody>${st.basket.map((b) => `<tr><td>${esc(DRINKS.find((d) => d.id === b.id).name)}</td><td>${b.qty}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="id" value="${b.id}"><button aria-label="Remove ${esc(DRINKS.find((d) => d.id === b.id).name)}">Remove</button></form></td></tr>`).join('')}</tbody></table><p><a href="/checkout/when">Go to checkout</a></p>` : '<p>Nothing in your basket.</p>');
  const when = () => page('When and how', `<form method="get" action="/checkout/you"><p><label for="day">Day</label> <input id="day" name="day" type="date"></p><p><label for="hour">Time</label> <select id="hour" name="hour"><option value="">Pick a time</option><option value="09:00">9am</option><option value="10:00">10am</option><option value="12:00">12pm</option></select></p>
<fieldset><legend>How</legend><label><input type="radio" name="how" value="desk" checked> Bring it to my desk</label> <label><input type="radio" name="how" value="bar"> Pick up at the bar</label></fieldset><p><button>Next step</button></p></form>`);
  const you = (q) => page('Your details', `<form method="post" action="/checkout/confirm">${['day', 'hour', 'how'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('')}<p><label for="nm">Your name</label> <input id="nm" name="name"></p><p><label for="ph">Phone</label> <input id="ph" name="phone" type="tel"></p><p><button>Confirm order</button></p></form>`);
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
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      if (method === 'POST') {
        if (path === '/basket/add' && DRINKS.some((d) => d.id === f.id)) {
          const b = st.basket.find((x) => x.id === f.id);
          if (b) b.qty += Number(f.qty) || 1;
          else st.basket.push({ id: f.id, qty: Number(f.qty) || 1 });
          return { redirect: `/drinks?shelf=${DRINKS.find((d) => d.id === f.id).shelf}` };
        }
        if (path === '/basket/remove') {
          st.basket = st.basket.filter((b) => b.id !== f.id);
          return { redirect: '/basket' };
        }
        if (path === '/checkout/confirm' && st.basket.length && f.name && f.phone && f.day && f.hour) {
          st.orders.push({ items: st.basket, day: f.day, hour: f.hour, how: f.how, name: f.name, phone: f.phone });
          st.basket = [];
          return { redirect: '/thanks' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Pressed juice bar', '<p>Cold-pressed juices for the office.</p><p><a href="/drinks">See all drinks</a></p>');
      else if (path === '/drinks') html = drinks(q);
      else if (path === '/basket') html = basket();
      else if (path === '/checkout/when') html = when();
      else if (path === '/checkout/you') html = you(q);
      else if (path === '/thanks') html = page('Thank you', '<p>Your order is in.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
