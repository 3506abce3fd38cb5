/**
 * "Kestrel Climbing Centre" — a climbing wall of our own for the round-28 read-back tests (not a
 * bench set): a shop section of two cards ("From £…"), a product page with a "Tub size" menu whose
 * options state a size and a price ("250g tub — £6.00") and an "Add to basket" form, a basket whose
 * subtotal line (with a code's discount) stands above "Total to pay", a booking summary with "Total"
 * over "Deposit due now", a price table by weekday and weekend with a minimum per session, and a
 * session page whose lead paragraph says what is included over a table ("Climbers: minimum 4,
 * maximum 12"). The state is what the server saw: the page last shown and the basket.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;

const SESSIONS = [
  { slug: 'taster', name: 'Bouldering Taster', weekday: 12, weekend: 14, min: 2, max: 8, incl: 'One hour on the low walls with a coach, shoes and chalk' },
  { slug: 'ropes', name: 'Rope Climbing Party', weekday: 18, weekend: 21, min: 4, max: 12, incl: 'Two hours on the ropes with an instructor, harness and shoes, and a drink afterwards' },
  { slug: 'night', name: 'Night Climb', weekday: 20, weekend: 24, min: 6, max: 10, incl: 'Ninety minutes by torchlight with two instructors' },
];
const CHALK = [
  { slug: 'loose', name: 'Loose chalk', sizes: [['250g', 6], ['500g', 10]] },
  { slug: 'liquid', name: 'Liquid chalk', sizes: [['100ml', 9], ['200ml', 15]] },
];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, basket: [] }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Kestrel Climbing Centre</title></head><body>
<header><a href="/"><strong>Kestrel Climbing Centre</strong></a><nav aria-label="Main"><a href="/sessions">Sessions</a> <a href="/prices">Prices</a> <a href="/shop">Shop</a> <a href="/basket">Basket</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>
<footer><p>Kestrel Climbing Centre, Unit 4 Quarry Road, Leeds. Open 10am to 10pm.</p></footer></body></html>`;
  const handle = (method, url, body = '') => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (method === 'POST' && u.pathname === '/basket/add') {
      const f = Object.fromEntries(new URLSearchParams(body));
      state.basket.push({ item: f.item, size: f.size, qty: Number(f.qty) || 1 });
      return { redirect: '/basket' };
    }
    state.page = { path: u.pathname, query: q };
    if (u.pathname === '/') return html('Kestrel Climbing Centre', '<p>Walls for every level, from first timers to old hands.</p>');
    if (u.pathname === '/shop') {
      return html('Chalk', `<p>Showing ${CHALK.length} products</p><ul>${CHALK.map((c) => `<li><h3>${c.name}</h3><p>From ${money(c.sizes[0][1])}</p><a href="/shop/${c.slug}">View product</a></li>`).join('')}</ul>`);
    }
    const product = CHALK.find((c) => u.pathname === `/shop/${c.slug}`);
    if (product) {
      const size = product.sizes.some((s) => s[0] === q.size) ? q.size : product.sizes[1][0];
      const price = product.sizes.find((s) => s[0] === size)[1];
      return html(product.name, `<p class="price">${money(price)}</p><form method="get" action="/shop/${product.slug}"><label>Tub size <select name="size" onchange="this.form.submit()">${product.sizes.map(([s, p]) => `<option value="${s}"${s === size ? ' selected' : ''}>${s} tub — ${money(p)}</option>`).join('')}</select></label> <button type="submit">Update</button></form>
<form method="post" action="/basket/add"><input type="hidden" name="item" value="${product.slug}"><input type="hidden" name="size" value="${size}"><label>Qty <input type="number" name="qty" value="1" min="1"></label> <button type="submit">Add to basket</button></form>`);
    }
    if (u.pathname === '/basket') {
      const lines = state.basket.length ? state.basket : [{ item: 'loose', size: '500g', qty: 2 }, { item: 'liquid', size: '200ml', qty: 1 }];
      const priceOf = (l) => CHALK.find((c) => c.slug === l.item).sizes.find((s) => s[0] === l.size)[1] * l.qty;
      const sub = lines.reduce((s, l) => s + priceOf(l), 0);
      const off = Math.round(sub * 10) / 100;
      return html('Basket', `<table><thead><tr><th>Item</th><th>Size</th><th>Qty</th><th>Price</th></tr></thead><tbody>${lines.map((l) => `<tr><td>${CHALK.find((c) => c.slug === l.item).name}</td><td>${l.size}</td><td>${l.qty}</td><td>${money(priceOf(l))}</td></tr>`).join('')}</tbody></table>
<p>Subtotal ${money(sub)} · CLIMB10 −${money(off)}</p><p>Total to pay: <strong>${money(sub - off)}</strong></p>`);
    }
    if (u.pathname === '/summary') {
      return html('Booking summary', `<table><tbody><tr><th>Session</th><td>Rope Climbing Party</td></tr><tr><th>When</th><td>Saturday 12 December at 14:00</td></tr><tr><th>Climbers</th><td>8</td></tr><tr><th>Total</th><td>${money(168)}</td></tr><tr><th>Deposit due now</th><td>${money(30)}</td></tr></tbody></table><form method="post" action="/summary/confirm"><button type="submit">Confirm and pay deposit</button></form>`);
    }
    if (u.pathname === '/prices') {
      return html('Prices', `<table><thead><tr><th>Session</th><th>Mon–Fri per climber</th><th>Sat & Sun per climber</th><th>Minimum climbers</th></tr></thead><tbody>${SESSIONS.map((s) => `<tr><td>${s.name}</td><td>${money(s.weekday)}</td><td>${money(s.weekend)}</td><td>${s.min}</td></tr>`).join('')}</tbody></table><p>Shoe hire ${money(4)} per climber. A ${money(30)} deposit holds your date.</p>`);
    }
    if (u.pathname === '/sessions') return html('Sessions', `<ul>${SESSIONS.map((s) => `<li><a href="/sessions/${s.slug}">${s.name}</a></li>`).join('')}</ul>`);
    const session = SESSIONS.find((s) => u.pathname === `/sessions/${s.slug}`);
    if (session) {
      return html(session.name, `<p>${session.incl}.</p><table><tbody><tr><th>Ages</th><td>8 and over</td></tr><tr><th>Climbers</th><td>minimum ${session.min}, maximum ${session.max}</td></tr><tr><th>Mon–Fri</th><td>${money(session.weekday)} per climber</td></tr><tr><th>Sat & Sun</th><td>${money(session.weekend)} per climber</td></tr></tbody></table><p><a href="/book?session=${session.slug}">Book this session</a></p>`);
    }
    return { status: 404, html: layout('Not found', '') };
  };
  return { handle, reset, state: () => state, restore: (s) => { state = structuredClone(s); } };
}
