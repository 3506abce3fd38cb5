/**
 * Round 17 chat test site (ours): "Loomwell", a knitwear and yarn shop whose choices reload the
 * product page with the choice in its address. A jumper in sizes XS–XL (pills: the chosen one as
 * text, the others links "S – £42") and colours (swatch links "● Slate"); a yarn sold by weight
 * (links "100g", "250g", "1kg"); needles whose cable length is a dropdown of a GET form sent by its
 * "Update" button. state() holds the page shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PRODUCTS = {
  'fell-jumper': { name: 'Fell Crew Jumper', key: 'size', options: [['XS', 40], ['S', 42], ['M', 42], ['L', 45], ['XL', 48]], colours: ['Moss', 'Slate', 'Rust'] },
  'harbour-aran': { name: 'Harbour Aran Yarn', key: 'weight', options: [['100g', 6], ['250g', 14], ['1kg', 49]], colours: [] },
};
const LENGTHS = ['40cm', '60cm', '80cm'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Loomwell</title></head><body><header><strong>Loomwell</strong> <nav><a href="/c/knitwear">Knitwear</a> <a href="/c/yarn">Yarn</a> <a href="/c/small-projects">Small projects</a> <a href="/help/sizes">Size help</a></nav></header><main>${body}</main><footer><a href="/info/delivery">Delivery</a> <a href="/info/returns">Returns</a></footer></body></html>`;
  const product = (id, q) => {
    const p = PRODUCTS[id];
    const chosen = q[p.key] ?? p.options[0][0];
    const colour = p.colours.length ? (q.colour ?? p.colours[0].toLowerCase()) : undefined;
    const addr = (k, v) => {
      const next = { ...(q[p.key] ? { [p.key]: q[p.key] } : {}), ...(colour && q.colour ? { colour } : {}), [k]: v };
      return `/p/${id}?${new URLSearchParams(next)}`;
    };
    const pills = p.options.map(([o, price]) => (o === chosen ? `<li><span aria-current="true">${o} – £${price}</span></li>` : `<li><a href="${esc(addr(p.key, o))}">${o} – £${price}</a></li>`)).join('');
    const swatches = p.colours.map((c) => (c.toLowerCase() === colour ? `<li><span aria-label="${c} (chosen)">● ${c}</span></li>` : `<li><a href="${esc(addr('colour', c.toLowerCase()))}" title="${c}">● ${c}</a></li>`)).join('');
    return layout(p.name, `<h1>${esc(p.name)}</h1><div><h2>${p.key === 'size' ? 'Size' : 'Weight'}: <span>${chosen}</span></h2><ul>${pills}</ul></div>${swatches ? `<div><h2>Colour</h2><ul>${swatches}</ul></div>` : ''}<form method="post" action="/basket"><label>Quantity <input type="number" name="qty" value="1" min="1"></label> <button type="submit">Add to basket</button></form>`);
  };
  const needles = (q) => {
    const len = q.len ?? '80cm';
    return layout('Birch Circular Needles', `<h1>Birch Circular Needles</h1><form method="get" action="/p/birch-needles"><label>Cable length <select name="len">${LENGTHS.map((l) => `<option value="${l}"${l === len ? ' selected' : ''}>${l}</option>`).join('')}</select></label> <button type="submit">Update</button></form><p>Cable: ${len}</p><form method="post" action="/basket"><button type="submit">Add to basket</button></form>`);
  };
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST') return { redirect: '/basket' };
      state.page = { path: u.pathname, query: q };
      const m = /^\/p\/([a-z-]+)$/.exec(u.pathname);
      if (m && PRODUCTS[m[1]]) return { html: product(m[1], q) };
      if (u.pathname === '/p/birch-needles') return { html: needles(q) };
      return { html: layout('Loomwell', `<h1>${esc(u.pathname)}</h1><p>Nothing here yet.</p>`) };
    },
    state: () => JSON.parse(JSON.stringify(state)),
    restore(s) {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
