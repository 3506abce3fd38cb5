/**
 * A small garden shop for round 20's baskets (test/r20-basket-items.test.ts): a search in the
 * header of every page; results as a table whose rows each have their own "Qty" box and "Add to
 * cart" button; items sold in sizes only from their own page (a "Size" menu, a "Quantity" box, one
 * "Add to cart"); a cart page of lines. The search finds an item only when every word searched is
 * in its name, as many small shops do.
 */
const ITEMS = [
  { id: 'pot', name: 'Terracotta pot', price: 4 },
  { id: 'tray', name: 'Seed tray', price: 2.5 },
  { id: 'gloves', name: 'Garden gloves', price: 6 },
  { id: 'can', name: 'Watering can', price: 9, sizes: ['Small (5 l)', 'Large (10 l)'] },
  { id: 'compost', name: 'Peat-free compost', price: 7 },
];
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, cart: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Potting Shed</a> <a href="/cart">Cart (${state.cart.length})</a></nav>
<form method="get" action="/search"><label>Find a product <input type="search" name="q"></label> <button type="submit">Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const add = (id, size, qty) => {
    const line = state.cart.find((l) => l.id === id && l.size === size);
    if (line) line.qty += qty;
    else state.cart.push({ id, size, qty });
  };
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST' && u.pathname === '/cart/add') {
        const item = ITEMS.find((i) => i.id === form.id);
        if (!item) return { status: 400, html: page('No such item', '') };
        add(item.id, item.sizes ? (item.sizes.includes(form.size) ? form.size : item.sizes[0]) : '', Math.max(1, Math.min(50, parseInt(form.qty, 10) || 1)));
        return { redirect: '/cart' };
      }
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: page('Potting Shed', '<p>Pots, trays, tools and compost.</p>') };
      if (u.pathname === '/search') {
        const words = (u.searchParams.get('q') ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/e?s$/, ''));
        const found = ITEMS.filter((i) => words.length && words.every((w) => i.name.toLowerCase().includes(w)));
        const rows = found.map((i) => `<tr><td><a href="/item/${i.id}">${esc(i.name)}</a></td><td>£${i.price.toFixed(2)}</td><td>${i.sizes ? `<a href="/item/${i.id}">Choose size</a>` : `<form method="post" action="/cart/add"><input type="hidden" name="id" value="${i.id}"><label>Qty <input type="number" name="qty" value="1" min="1"></label> <button type="submit">Add to cart</button></form>`}</td></tr>`).join('');
        return { html: page('Search results', found.length ? `<table><thead><tr><th>Product</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No products match.</p>') };
      }
      const m = /^\/item\/(\w+)$/.exec(u.pathname);
      const item = m ? ITEMS.find((i) => i.id === m[1]) : undefined;
      if (item) {
        const sizes = item.sizes ? `<label>Size <select name="size">${item.sizes.map((s) => `<option>${esc(s)}</option>`).join('')}</select></label> ` : '';
        return { html: page(item.name, `<p>£${item.price.toFixed(2)}</p><form method="post" action="/cart/add"><input type="hidden" name="id" value="${item.id}">${sizes}<label>Quantity <input type="number" name="qty" value="1" min="1"></label> <button type="submit">Add to cart</button></form>`) };
      }
      if (u.pathname === '/cart') return { html: page('Your cart', state.cart.length ? `<ul>${state.cart.map((l) => `<li>${l.qty} × ${esc(ITEMS.find((i) => i.id === l.id).name)}${l.size ? ` (${esc(l.size)})` : ''}</li>`).join('')}</ul>` : '<p>Your cart is empty.</p>') };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
