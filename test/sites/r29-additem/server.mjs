/**
 * A stationery shop for round 29 (test/r29-additem-e2e.test.ts): an item said to add as a need or a
 * statement from a page that does not show it (the header's search, the best result, its choices, the
 * count, the add), a count said on the item's page, a basket row by reference.
 *
 * /: a welcome and the header (nav "Shop", "My account", "Basket (n)"; a GET "Search products" form to
 * /search). /search?q=: a table of product links whose name holds every word. /p/<id>: "Cover" choices
 * as links into the query, a "Paper" radio group (notebooks), a "How many?" menu and "Add to basket"
 * (POST). /basket: rows with a "Qty" box and "Update", and "Remove" per row. /account: the user's page.
 */
export function createSite() {
  const PRODUCTS = [
    { id: 'notebook', name: 'Notebook (A5, stitched)', covers: [['soft', 'Soft cover'], ['hard', 'Hard cover']], paper: true },
    { id: 'notebook-pocket', name: 'Pocket notebook set of three', covers: [], paper: false },
    { id: 'pen', name: 'Fountain pen', covers: [], paper: false },
    { id: 'ink', name: 'Ink bottle (50 ml)', covers: [], paper: false },
    { id: 'pencil', name: 'Pencil', covers: [], paper: false },
    { id: 'pencil-case', name: 'Zipped pencilcase with pencils', covers: [], paper: false },
  ];
  const PAPER = { plain: 'Plain pages', lined: 'Lined pages', dotted: 'Dotted pages' };
  let st;
  const reset = () => { st = { page: { path: '/', query: {} }, basket: [] }; };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body, q = '') => `<!doctype html><title>${esc(title)} – Quillstead</title><header><a href="/"><strong>Quillstead</strong></a> <nav><a href="/shop">Shop</a> <a href="/account">My account</a> <a href="/basket">Basket (${st.basket.reduce((a, l) => a + l.qty, 0)})</a></nav><form role="search" method="get" action="/search"><label>Search products <input type="search" name="q" value="${esc(q)}"></label> <button>Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main><footer><a href="/help">Help</a></footer>`;
  const P = (id) => PRODUCTS.find((p) => p.id === id);
  const lineName = (l) => `${P(l.id).name}${l.cover ? ` (${P(l.id).covers.find((c) => c[0] === l.cover)[1]}${l.paper ? `, ${PAPER[l.paper]}` : ''})` : ''}`;
  const view = (path, query, title, body) => { st.page = { path, query: { ...query } }; return { html: layout(title, body, query.q || '') }; };
  const parse = (body) => Object.fromEntries(new URLSearchParams(body || ''));
  const card = (p) => `<tr><td><a href="/p/${p.id}">${esc(p.name)}</a></td><td>£4.00</td></tr>`;
  function product(p, q) {
    const cover = p.covers.length ? (p.covers.some((c) => c[0] === q.cover) ? q.cover : p.covers[0][0]) : '';
    const covers = p.covers.length ? `<p>Cover: ${p.covers.map(([v, t]) => `<a href="/p/${p.id}?cover=${v}"${v === cover ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>` : '';
    const paper = p.paper ? `<fieldset><legend>Paper</legend>${Object.entries(PAPER).map(([v, t]) => `<label><input type="radio" name="paper" value="${v}"${v === 'plain' ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>` : '';
    return `<p>Made in small batches.</p>${covers}<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="cover" value="${cover}">${paper}<label>How many? <select name="qty">${[1, 2, 3, 4, 5, 6, 7, 8].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>`;
  }
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST') {
        const f = parse(body);
        if (path === '/basket/add') {
          const l = { id: f.id, qty: Number(f.qty) || 1 };
          if (f.cover) l.cover = f.cover;
          if (f.paper) l.paper = f.paper;
          st.basket.push(l);
          return { redirect: '/basket' };
        }
        if (path === '/basket/qty') { const l = st.basket[Number(f.line)]; if (l) l.qty = Number(f.qty); return { redirect: '/basket' }; }
        if (path === '/basket/remove') { st.basket.splice(Number(f.line), 1); return { redirect: '/basket' }; }
        return { status: 404, html: '<p>Not found</p>' };
      }
      if (path === '/') return view(path, q, 'Welcome', '<p>Paper, pens and ink, posted the next day.</p>');
      if (path === '/shop') return view(path, q, 'Shop', `<table><tbody>${PRODUCTS.map(card).join('')}</tbody></table>`);
      if (path === '/account') return view(path, q, 'My account', '<p>Signed in as Mo Adeyemi.</p><p>No orders yet.</p>');
      if (path === '/search') {
        const words = (q.q || '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
        const hits = words.length ? PRODUCTS.filter((p) => words.every((w) => p.name.toLowerCase().includes(w))) : [];
        return view(path, q, `Results for “${q.q || ''}”`, hits.length ? `<table><tbody>${hits.map(card).join('')}</tbody></table>` : '<p>Nothing found.</p>');
      }
      const m = /^\/p\/([\w-]+)$/.exec(path);
      if (m && P(m[1])) return view(path, q, P(m[1]).name, product(P(m[1]), q));
      if (path === '/basket') {
        if (!st.basket.length) return view(path, q, 'Your basket', '<p>Your basket is empty.</p>');
        const rows = st.basket.map((l, n) => `<tr><td>${esc(lineName(l))}<br><small>Posted tomorrow</small></td><td><form method="post" action="/basket/qty"><input type="hidden" name="line" value="${n}"><label>Qty <input type="number" name="qty" value="${l.qty}" min="0" max="20"></label> <button type="submit">Update</button></form></td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${n}"><button type="submit">Remove</button></form></td></tr>`).join('');
        return view(path, q, 'Your basket', `<table><thead><tr><th>Item</th><th>Quantity</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
      }
      return { status: 404, html: '<p>Not found</p>' };
    },
  };
}
