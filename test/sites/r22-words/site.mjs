/**
 * Round 22 chat test site (ours): "Hollin Mill Stores", a small shop whose options write amounts
 * with units, for options, amounts and basket counts said in other words than the page's:
 * - /product/oats: "Rolled Oats", a row of size links that reload the page with ?size= ("500g — £2.40",
 *   "1kg — £4.20", "2.5kg — £9.50"), "Add to basket" (POST /basket/add);
 * - /product/print: "Mill Print", a "Size" dropdown of two-sided sizes ("6 × 4 in — £1.00",
 *   "7 × 5 in — £1.50", "8 × 8 in — £3.00") and "Add to basket";
 * - /product/frame: "Bike Frame", links of frame sizes ("52cm", "54cm", "56cm");
 * - /basket: a table of lines, each with its own form: "Quantity for <name>" and "Update"; and "Remove".
 * state() holds the page and the basket ({ product, size, qty }).
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PRODUCTS = {
  oats: { name: 'Rolled Oats', sizes: [['500g', '500g — £2.40'], ['1kg', '1kg — £4.20'], ['2.5kg', '2.5kg — £9.50']], widget: 'links' },
  print: { name: 'Mill Print', sizes: [['6x4', '6 × 4 in — £1.00'], ['7x5', '7 × 5 in — £1.50'], ['8x8', '8 × 8 in — £3.00']], widget: 'select' },
  frame: { name: 'Bike Frame', sizes: [['52', '52cm'], ['54', '54cm'], ['56', '56cm']], widget: 'links' },
  tea: { name: 'Assam Breakfast Tea', sizes: [['100g', '100g — £3.10']], widget: 'links' },
  rice: { name: 'Brown Rice', sizes: [['1kg', '1kg — £2.20']], widget: 'links' },
};

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [{ product: 'tea', size: '100g', qty: 3 }, { product: 'rice', size: '1kg', qty: 2 }] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hollin Mill</title></head><body>
<header><strong>Hollin Mill Stores</strong> <nav><a href="/">Home</a> <a href="/basket">Basket (${state.basket.length})</a></nav></header><main>${body}</main></body></html>`;
  const productPage = (id, query) => {
    const p = PRODUCTS[id];
    const size = query.size ?? p.sizes[0][0];
    const picker = p.widget === 'links'
      ? `<p>Size: ${p.sizes.map(([v, l]) => (v === size ? `<strong>${esc(l)}</strong>` : `<a href="/product/${id}?size=${encodeURIComponent(v)}">${esc(l)}</a>`)).join(' ')}</p>`
      : `<p><label>Size <select name="size" form="add">${p.sizes.map(([v, l]) => `<option value="${v}"${v === size ? ' selected' : ''}>${esc(l)}</option>`).join('')}</select></label></p>`;
    return layout(p.name, `<h1>${esc(p.name)}</h1>${picker}
<form id="add" action="/basket/add" method="post"><input type="hidden" name="product" value="${id}">${p.widget === 'links' ? `<input type="hidden" name="size" value="${esc(size)}">` : ''}<button>Add to basket</button></form>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const f = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      if (method === 'POST' && u.pathname === '/basket/add') {
        state.basket.push({ product: f.product, size: f.size, qty: 1 });
        state.page = { path: '/basket', query: {} };
      } else if (method === 'POST' && u.pathname === '/basket') {
        if (f.remove) state.basket.splice(Number(f.remove), 1);
        else if (state.basket[Number(f.line)] && Number(f.qty) > 0) state.basket[Number(f.line)].qty = Number(f.qty);
        state.page = { path: '/basket', query: {} };
      } else state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      const path = state.page.path;
      if (path === '/') return { html: layout('Home', `<h1>Hollin Mill Stores</h1><ul>${Object.entries(PRODUCTS).map(([id, p]) => `<li><a href="/product/${id}">${esc(p.name)}</a></li>`).join('')}</ul>`) };
      const m = /^\/product\/(\w+)$/.exec(path);
      if (m && PRODUCTS[m[1]]) return { html: productPage(m[1], state.page.query) };
      if (path === '/basket') {
        const rows = state.basket.map((l, i) => { const p = PRODUCTS[l.product]; const s = p.sizes.find(([v]) => v === l.size)?.[1] ?? l.size; return `<tr><td><a href="/product/${l.product}">${esc(p.name)}</a> <small>${esc(s.replace(/ — .*/, ''))}</small></td><td><form action="/basket" method="post"><input type="hidden" name="line" value="${i}"><label>Quantity for ${esc(p.name)} <input type="number" min="1" name="qty" value="${l.qty}"></label> <button>Update</button></form></td><td><form action="/basket" method="post"><button name="remove" value="${i}">Remove</button></form></td></tr>`; }).join('');
        return { html: layout('Basket', `<h1>Your basket</h1><table>${rows}</table>`) };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => JSON.parse(JSON.stringify(state)),
    reset,
  };
}
