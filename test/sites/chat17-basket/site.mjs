/**
 * Round 17 chat test site (ours): "Loomhollow Yarns", for turns that put things into a bag and take
 * them out. A list of items (/shop: cards with a title link, a price and an "Add" form of their
 * own), item pages (/item/ID: a heading, a colour choice that reloads the page with the colour in
 * its address, and a POST form to /bag/add with a hidden id and colour, a "How many" number box and
 * an "Add to bag" button), and the bag (/bag: a table whose lines each have a menu of counts "Qty"
 * and an "Update" button in one form, and a "Remove" button named for its line in another), then a "Popular now" list of cards that
 * repeat the titles of some items with an "Add" each. state() holds the page and
 * the bag's lines and the makers saved. A maker's page (/maker/pennock) has a "☆ Save maker" button
 * (a POST form with no field to fill). Item pages also have a "♡ Add to wishlist" button (a POST form of its own).
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const ITEMS = [
  ['merino', 'Highland Merino Yarn Skein', 7.5, ['Heather', 'Slate', 'Moss']],
  ['needles', 'Birchwood Knitting Needles 14 Piece Set', 22, []],
  ['hook', 'Olive Wood Crochet Hook', 6.25, []],
  ['hoop', 'Beech Embroidery Hoop 20cm', 4.8, []],
  ['felt', 'Carded Felting Wool Bundle', 11, ['Autumn', 'Sea']],
];
const item = (id) => ITEMS.find((i) => i[0] === id);
const money = (n) => `£${n.toFixed(2)}`;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/shop', query: {} }, bag: [], wishlist: [], makers: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Loomhollow</title></head><body><header><strong>Loomhollow Yarns</strong> <nav><a href="/shop">Shop</a> <a href="/wishlist" aria-label="Wishlist">♡ ${state.wishlist.length}</a> <a href="/bag">Bag (${state.bag.reduce((a, l) => a + l.qty, 0)})</a></nav></header><main>${body}</main><footer><a href="/help">Help</a> <a href="/about">About</a></footer></body></html>`;
  const shop = () => layout('Shop', `<h1>All yarn and tools</h1><ul class="items">${ITEMS.map(([id, name, price]) => `<li class="card"><a href="/item/${id}">${esc(name)}</a> <span>${money(price)}</span> <form method="post" action="/bag/add"><input type="hidden" name="id" value="${id}"><input type="hidden" name="qty" value="1"><button type="submit">Add</button></form></li>`).join('')}</ul>`);
  const page = (id, q) => {
    const [, name, price, colours] = item(id);
    const colour = colours.includes(q.colour) ? q.colour : colours[0];
    const swatches = colours.length ? `<p>Colour: ${colours.map((c) => `<a href="/item/${id}?colour=${c}"${c === colour ? ' aria-current="true"' : ''}>${c}</a>`).join(' ')}</p>` : '';
    return layout(name, `<h1>${esc(name)}</h1><p>${money(price)}</p>${swatches}<form method="post" action="/bag/add"><input type="hidden" name="id" value="${id}">${colour ? `<input type="hidden" name="colour" value="${colour}">` : ''}<label for="n">How many</label> <input id="n" name="qty" type="number" min="1" max="12" value="1"> <button type="submit">Add to bag</button></form><form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${id}"><button type="submit">♡ Add to wishlist</button></form>`);
  };
  const bag = () => {
    const lines = state.bag.map((l, k) => {
      const [, name, price] = item(l.id);
      return `<tr><td><a href="/item/${l.id}">${esc(name)}</a>${l.colour ? ` <small>${l.colour}</small>` : ''}</td><td>${money(price)}</td><td><form method="post" action="/bag/update"><input type="hidden" name="line" value="${k}"><label>Qty <select name="qty">${[1, 2, 3, 4, 5, 6].map((n) => `<option${n === l.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></label> <button type="submit">Update</button></form></td><td><form method="post" action="/bag/remove"><input type="hidden" name="line" value="${k}"><button type="submit" aria-label="Remove ${esc(name)}">Remove</button></form></td></tr>`;
    });
    return layout('Bag', `<h1>Your bag</h1>${lines.length ? `<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th></th></tr></thead><tbody>${lines.join('')}</tbody></table>` : '<p>Your bag is empty.</p>'}<a href="/checkout">Checkout</a><h2>Popular now</h2><ul class="popular">${ITEMS.filter(([id]) => id === "hook" || id === "felt").map(([id, name]) => `<li><span>Loomhollow</span> <a href="/item/${id}">${esc(name)}</a> <form method="post" action="/bag/add"><input type="hidden" name="id" value="${id}"><button type="submit">Add</button></form></li>`).join('')}</ul>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST') {
        const p = Object.fromEntries(new URLSearchParams(body ?? ''));
        const qty = Math.max(1, Math.min(12, Number(p.qty) || 1));
        if (u.pathname === '/bag/add' && item(p.id)) {
          const same = state.bag.find((l) => l.id === p.id && (l.colour ?? '') === (p.colour ?? ''));
          if (same) same.qty += qty;
          else state.bag.push({ id: p.id, ...(p.colour ? { colour: p.colour } : {}), qty });
          return { redirect: '/bag' };
        }
        if (u.pathname === '/wishlist/add' && item(p.id)) {
          if (!state.wishlist.includes(p.id)) state.wishlist.push(p.id);
          return { redirect: `/item/${p.id}` };
        }
        if (u.pathname === '/makers/save') {
          if (!state.makers.includes(p.id)) state.makers.push(p.id);
          return { redirect: `/maker/${p.id}` };
        }
        if (u.pathname === '/bag/update' && state.bag[Number(p.line)]) {
          state.bag[Number(p.line)].qty = qty;
          return { redirect: '/bag' };
        }
        if (u.pathname === '/bag/remove') {
          state.bag.splice(Number(p.line), 1);
          return { redirect: '/bag' };
        }
        return { status: 404, html: 'not found' };
      }
      if (u.pathname === '/favicon.ico') return { status: 404, html: 'not found' };
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/shop' || u.pathname === '/') return { html: shop() };
      if (u.pathname === '/bag') return { html: bag() };
      if (u.pathname === '/maker/pennock') return { html: layout('Pennock Mill', `<h1>Pennock Mill</h1><p>A family spinning mill on the river Tane since 1881.</p><form method="post" action="/makers/save"><input type="hidden" name="id" value="pennock"><button type="submit">☆ Save maker</button></form><p><a href="/shop">See their yarns</a></p>`) };
      const m = /^\/item\/([a-z]+)$/.exec(u.pathname);
      if (m && item(m[1])) return { html: page(m[1], q) };
      return { html: layout('Page', `<h1>${esc(u.pathname.slice(1))}</h1><p>Nothing here yet.</p>`) };
    },
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
