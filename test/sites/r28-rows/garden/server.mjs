/**
 * A garden shop for round 28's row forms (test/r28-rows-shop.test.ts). /shop is a table with one
 * row per product: its name, then its own form — an "Option for <product>" menu of sizes with their
 * prices, a "Quantity of <product>" box and "Add" — that puts the line in the basket and opens
 * /basket. Twine has no form in its row: its name links to its own page, where a "Thickness" radio
 * group (Fine / Thick), a Quantity menu and "Add to basket" are one form. /basket lists the lines and
 * has the checkout: Name, Email, a Delivery radio group (collect / post), an address and "Place order".
 * A "Search the shop" box sits in the header. Nothing here is a copy of a bench site.
 */
export function createSite() {
  const PRODUCTS = [
    ['compost', 'Peat-free compost', [['10 litre', 5], ['40 litre', 12]]],
    ['mulch', 'Bark mulch', [['20 litre', 6], ['60 litre', 15]]],
    ['gravel', 'Pea gravel', [['5kg', 4], ['20kg', 11.5]]],
    ['seed-tray', 'Seed tray', [['One size', 2]]],
  ];
  const TWINE = ['Fine', 'Thick'];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, basket: [], orders: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const money = (n) => `£${n.toFixed(2)}`;
  const page = (title, body, q = '') => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Greenway Garden</title></head>
<body><header><a href="/">Greenway Garden</a> · <a href="/shop">Shop</a> · <a href="/basket">Basket (${st.basket.reduce((s, l) => s + l.qty, 0)})</a>
<form method="get" action="/shop" role="search"><label>Search the shop <input name="q" value="${esc(q)}"></label><button type="submit">Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const shop = (q) => {
    const words = (q || '').toLowerCase().split(/\s+/).filter(Boolean);
    const items = PRODUCTS.filter(([, n]) => words.every((w) => n.toLowerCase().includes(w.replace(/s$/, ''))));
    const rows = items.map(([s, n, opts]) => `<tr><td>${esc(n)}</td><td><form method="post" action="/basket/add"><input type="hidden" name="product" value="${s}"><select name="option" aria-label="Option for ${esc(n)}">${opts.map(([o, p]) => `<option value="${esc(o)}">${esc(o)} — ${money(p)}</option>`).join('')}</select> <input type="number" name="qty" value="1" min="1" aria-label="Quantity of ${esc(n)}"> <button type="submit">Add</button></form></td></tr>`).join('');
    const twine = !words.length || words.every((w) => 'garden twine'.includes(w)) ? '<tr><td><a href="/item/twine">Garden twine</a></td><td>From £3.00</td></tr>' : '';
    return page('Shop', `<table><thead><tr><th>Product</th><th>Buy</th></tr></thead><tbody>${rows}${twine}</tbody></table>`, q);
  };
  const twine = () => page('Garden twine', `<form method="post" action="/basket/add"><input type="hidden" name="product" value="twine"><fieldset><legend>Thickness</legend>${TWINE.map((t, i) => `<label><input type="radio" name="option" value="${t}"${i === 0 ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><label>Quantity <select name="qty">${[1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>`);
  const basket = () => page('Basket', st.basket.length
    ? `<table><tbody>${st.basket.map((l) => `<tr><td>${esc(l.product)}</td><td>${esc(l.option)}</td><td>${l.qty}</td></tr>`).join('')}</tbody></table>
<h2>Checkout</h2><form method="post" action="/checkout"><label>Name <input name="name" required></label><label>Email <input name="email" type="email" required></label><fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="collect" checked> Collect from the nursery (free)</label><label><input type="radio" name="delivery" value="post"> Post (£4.00)</label></fieldset><label>Address (for post) <input name="address"></label><button type="submit">Place order</button></form>`
    : '<p>Your basket is empty. <a href="/shop">Go to the shop</a></p>');
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
        if (path === '/basket/add') {
          const qty = Math.max(1, parseInt(f.qty, 10) || 1);
          const line = st.basket.find((l) => l.product === f.product && l.option === f.option);
          if (line) line.qty += qty;
          else st.basket.push({ product: f.product, option: f.option, qty });
          return { redirect: '/basket' };
        }
        if (path === '/checkout' && f.name && f.email && st.basket.length && (f.delivery !== 'post' || f.address)) {
          st.orders.push({ items: st.basket, name: f.name, email: f.email, delivery: f.delivery, address: f.address ?? '' });
          st.basket = [];
          return { redirect: '/thanks' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Greenway Garden', '<p>Plants, soil and tools.</p><p><a href="/shop">Visit the shop</a></p>');
      else if (path === '/shop') html = shop(q.q);
      else if (path === '/item/twine') html = twine();
      else if (path === '/basket') html = basket();
      else if (path === '/thanks') html = page('Thank you', '<p>Your order is in.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
