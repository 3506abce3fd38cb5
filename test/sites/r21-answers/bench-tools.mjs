/**
 * "Oakbench Tools & Workshop" — a tool shop with evening workshops, of our own for the round-21
 * answer tests (not a bench set): a tool list of cards (a title link with a number in it, a long
 * description that pushes the price past the first 80 characters, "From £…", a "View" link),
 * sorted cheapest first; a workshops list whose cards state a duration and a rating; a basket of
 * table rows (item, price each, quantity, line total) under a subtotal and no total. The state is what
 * the server saw: the page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const gbp = (n) => `£${n.toFixed(2)}`;
const TOOLS = [
  ['tenon-saw', 'Tenon Saw 250mm', 'A fine-toothed back saw for joints; a brass back keeps the blade straight on long cuts.', 18.5],
  ['panel-saw', 'Panel Saw 550mm', 'A hardpoint saw for sheet goods and rough cuts; the teeth stay sharp for years of use.', 24],
  ['chisel-set', 'Bevel Chisel Set 4pc', 'Four chisels of 6, 12, 18 and 25mm in a canvas roll, honed and ready to use out of the box.', 39.95],
  ['block-plane', 'Block Plane No. 60', 'A low-angle plane for end grain and chamfers; an adjustable mouth for the finest of shavings.', 54],
];
const WORKSHOPS = [
  ['dovetails', 'Hand-cut Dovetails', '3h 30m', 4.7],
  ['sharpening', 'Sharpening Basics', '90 minutes', 4.9],
  ['spoon', 'Spoon Carving', '2h', 4.4],
];
const BASKET = [['Tenon Saw 250mm', 2, 18.5], ['Bevel Chisel Set 4pc', 1, 39.95]];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Oakbench</title></head><body>
<header><a href="/">Oakbench Tools &amp; Workshop</a><nav aria-label="Main"><ul><li><a href="/tools">Tools</a></li><li><a href="/tools?type=saws">Saws &amp; cutting</a></li><li><a href="/workshops">Workshops</a></li><li><a href="/basket">Basket</a></li></ul></nav></header><main>${body}</main>
<footer><p>Oakbench, est. 1987.</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Oakbench</h1><p>Hand tools and evening workshops.</p>');
    if (u.pathname === '/tools') {
      const cards = TOOLS.slice().sort((a, b) => a[3] - b[3]).map(([id, name, blurb, price]) => `<div class="card"><h3><a href="/tool/${id}">${esc(name)}</a></h3><p>${esc(blurb)}</p><p>From ${gbp(price)}</p><a href="/tool/${id}">View</a></div>`).join('');
      return html('Tools', `<h1>Hand tools</h1><p>Sorted: price, low to high</p><div class="grid">${cards}</div>`);
    }
    const tool = /^\/tool\/([\w-]+)$/.exec(u.pathname);
    if (tool) {
      const t = TOOLS.find(([id]) => id === tool[1]);
      if (!t) return { status: 404, html: '<p>Not found</p>' };
      return html(t[1], `<h1>${esc(t[1])}</h1><p>${esc(t[2])}</p><p class="price">${gbp(t[3])}</p>`);
    }
    if (u.pathname === '/workshops') {
      const cards = WORKSHOPS.map(([id, name, length, rating]) => `<div class="card"><h3><a href="/workshop/${id}">${esc(name)}</a></h3><p class="meta">${esc(length)} · ★ ${rating} · up to 6 people</p><a href="/workshop/${id}">Book a place</a></div>`).join('');
      return html('Workshops', `<h1>Evening workshops</h1><div class="grid">${cards}</div>`);
    }
    if (u.pathname === '/basket') {
      const sub = BASKET.reduce((n, [, qty, price]) => n + qty * price, 0);
      const rows = BASKET.map(([name, qty, price]) => `<tr><td><a href="/tool/${TOOLS.find((t) => t[1] === name)[0]}">${esc(name)}</a></td><td>${gbp(price)}</td><td><form action="/basket" method="post"><label>Qty <input type="number" name="qty" value="${qty}"></label> <button>Update</button></form></td><td>${gbp(qty * price)}</td><td><form action="/basket" method="post"><button>Remove</button></form></td></tr>`).join('');
      return html('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Each</th><th>Quantity</th><th>Line total</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Subtotal: ${gbp(sub)}</p><p>Delivery is worked out at checkout.</p><p><a href="/checkout">Go to checkout</a></p>`);
    }
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
