/**
 * Round 15 chat test site (ours): "Quarrymoor Ironmongery", for turns read as small discourses.
 * A search box on every page; results as a list of links; item pages with a priced choice
 * ("Pack size", "Length") and "Add to basket"; a checkout page with a member-card box and a
 * delivery-slot choice that apply as soon as they change; an orders page whose rows each have a
 * Cancel button. state() holds the page, the basket, the orders and the checkout's choices.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const ITEMS = [
  ['hooks', 'Brass picture hooks', 'size', 'Pack size', [['small', 'Small pack (20)', 2.4], ['large', 'Large pack (50)', 4.2]]],
  ['coir', 'Coir doormat', 'size', 'Size', [['std', 'Standard', 14], ['wide', 'Wide', 19]]],
  ['rubber', 'Rubber doormat', 'size', 'Size', [['std', 'Standard', 11]]],
  ['rope', 'Jute garden rope', 'len', 'Length', [['10m', '10 metres', 6.5], ['25m', '25 metres', 12.75]]],
  ['wick', 'Lamp wick', 'len', 'Length', [['1m', '1 metre', 1.8]]],
  ['oil', 'Paraffin lamp oil', 'size', 'Bottle', [['1l', '1 litre', 5.5], ['2l', '2 litres', 9.9]]],
];
const stemOf = (w) => w.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/s$/, '');
const money = (n) => `£${n.toFixed(2)}`;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], card: false, slot: '', orders: [{ ref: 'QM-301', day: 'Tuesday', status: 'booked' }, { ref: 'QM-302', day: 'Thursday', status: 'booked' }] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Quarrymoor</title></head><body><header><strong>Quarrymoor Ironmongery</strong> <nav><a href="/">Home</a> <a href="/dept/lamp-oil">Lamp oil</a> <a href="/hours">Opening hours</a> <a href="/orders">My deliveries</a> <a href="/basket">Basket (${state.basket.length})</a></nav><form method="get" action="/search"><label for="q">Search Quarrymoor</label> <input id="q" name="q" type="search"> <button type="submit">Search</button></form></header><main>${body}</main></body></html>`;
  const pages = {
    '/': () => layout('Home', '<h1>Quarrymoor Ironmongery</h1><p>Hooks, ropes, mats and lamp oil since 1921.</p><section><h2>Best sellers</h2><ul class="best"><li class="best-item"><a href="/p/oil">Paraffin lamp oil</a> · from £5.50</li><li class="best-item"><a href="/p/wick">Lamp wick</a> · from £1.80</li><li class="best-item"><a href="/p/rubber">Rubber doormat</a> · from £11.00</li></ul></section>'),
    '/maker/holloway': () => layout('Holloway Lamp Works', '<h1>Holloway Lamp Works</h1><p>Lamp makers in Sheffield since 1888.</p>'),
    '/dept/lamp-oil': () => layout('Lamp oil', '<h1>Lamp oil</h1><ul><li><a href="/p/oil">Paraffin lamp oil</a></li><li><a href="/p/wick">Lamp wick</a></li></ul>'),
    '/hours': () => layout('Opening hours', '<h1>Opening hours</h1><p>Monday to Saturday, 8:30 to 17:30.</p>'),
    '/search': (q) => {
      const want = String(q.q ?? '').split(/\s+/).filter(Boolean).map(stemOf);
      const found = ITEMS.filter(([, name]) => want.length && want.every((w) => name.split(/\s+/).map(stemOf).includes(w)));
      return layout('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1>${found.length ? `<ul class="results">${found.map(([id, name, , , opts]) => `<li class="result"><a href="/p/${id}">${esc(name)}</a> from ${money(opts[0][2])}</li>`).join('')}</ul>` : '<p>Nothing found.</p>'}`);
    },
    '/basket': () => layout('Basket', `<h1>Your basket</h1>${state.basket.length ? `<ul>${state.basket.map((l) => `<li>${esc(l.name)} · ${esc(l.option)}</li>`).join('')}</ul><p><a href="/checkout">Checkout</a></p>` : '<p>Empty.</p>'}`),
    '/checkout': (q) => {
      const slot = q.slot ?? state.slot;
      return layout('Checkout', `<h1>Checkout</h1><form method="get" action="/checkout"><p><label><input type="checkbox" name="card" value="1"${q.card === '1' ? ' checked' : ''} onchange="this.form.submit()"> I carry a Quarrymoor member card (5% off)</label></p><fieldset><legend>Delivery slot</legend>${['Morning', 'Afternoon', 'Evening'].map((s) => `<label><input type="radio" name="slot" value="${s.toLowerCase()}"${slot === s.toLowerCase() ? ' checked' : ''} onchange="this.form.submit()"> ${s}</label>`).join(' ')}</fieldset></form>`);
    },
    '/orders': () => layout('My deliveries', `<h1>My deliveries</h1><table>${state.orders.map((o) => `<tr><td>${o.ref}</td><td>${o.day} delivery</td><td>${o.status === 'booked' ? `<form method="post" action="/orders/cancel"><input type="hidden" name="ref" value="${o.ref}"><button type="submit">Cancel</button></form>` : 'Cancelled'}</td></tr>`).join('')}</table>`),
  };
  const itemPage = (id, q) => {
    const item = ITEMS.find((i) => i[0] === id);
    if (!item) return undefined;
    const [, name, key, label, opts] = item;
    const chosen = q[key] ?? '';
    const maker = id === 'oil' ? '<p>Made by <a href="/maker/holloway">Holloway Lamp Works</a> in Sheffield.</p>' : '';
    return layout(name, `<h1>${esc(name)}</h1>${maker}<form method="get" action="/p/${id}"><p><label for="opt">${esc(label)}</label> <select id="opt" name="${key}" onchange="this.form.submit()"><option value="">Choose one</option>${opts.map(([v, t, p]) => `<option value="${v}"${chosen === v ? ' selected' : ''}>${esc(t)} — ${money(p)}</option>`).join('')}</select></p></form><form method="post" action="/basket/add"><input type="hidden" name="id" value="${id}"><input type="hidden" name="option" value="${esc(chosen)}"><button type="submit">Add to basket</button></form>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const p = new URLSearchParams(body ?? '');
      if (method === 'POST' && u.pathname === '/basket/add') {
        const item = ITEMS.find((i) => i[0] === p.get('id'));
        const opt = item?.[4].find((o) => o[0] === p.get('option')) ?? item?.[4][0];
        if (item) state.basket.push({ id: item[0], name: item[1], option: opt[1] });
        return { redirect: '/basket' };
      }
      if (method === 'POST' && u.pathname === '/orders/cancel') {
        const o = state.orders.find((x) => x.ref === p.get('ref'));
        if (o) o.status = 'cancelled';
        return { redirect: '/orders' };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/checkout') {
        state.card = q.card === '1';
        if (q.slot) state.slot = q.slot;
      }
      if (u.pathname.startsWith('/p/')) {
        const html = itemPage(u.pathname.slice(3), q);
        return html ? { html } : { status: 404, html: 'not found' };
      }
      const page = pages[u.pathname];
      return page ? { html: page(q) } : { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
