/**
 * A cookery school for round 28's one-sentence flows (test/r28-flow-e2e.test.ts). /classes lists
 * dated classes in a table (Course | Date | Time | Seats left, "Full" for one date) with a "View"
 * link per row, to a class page whose form has a Seats menu, Name, Email, "Cooking experience"
 * radios (None / Some / Plenty), required, and "Next" — into a review page with "Confirm and pay".
 * /kit lists kitchen kit as cards, each to an item page with a Quantity menu, "Add to bag" and a ♡
 * button named only by its aria-label "Save to favourites"; the bag has a "Discount code" box with
 * "Apply" and a "Checkout" link; checkout: Name, Email, "Delivery" radios (Standard / Express next
 * day / Pick up in store), Address, "Place order". Nothing here is a copy of a bench site.
 */
export function createSite() {
  const CLASSES = [
    ['ks-1209', 'Knife skills', 'Wednesday 9 December', '18:00', 0],
    ['ks-1211', 'Knife skills', 'Friday 11 December', '18:00', 5],
    ['bb-1211', 'Bread basics', 'Friday 11 December', '10:00', 4],
    ['ks-1214', 'Knife skills', 'Monday 14 December', '10:00', 6],
    ['bb-1213', 'Bread basics', 'Sunday 13 December', '14:00', 3],
  ];
  const KIT = [['wok', 'Steel wok', 30], ['pan', 'Cast iron pan', 45]];
  const CODES = { WOK10: 3 };
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, bookings: [], draft: null, bag: [], code: '', orders: [], favourites: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Ladle Lane</title></head>
<body><nav><a href="/">Ladle Lane</a> · <a href="/classes">Classes</a> · <a href="/kit">Kit</a> · <a href="/bag">Bag (${st.bag.length})</a></nav><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const classes = () => page('Classes', `<table><thead><tr><th>Course</th><th>Date</th><th>Time</th><th>Seats left</th><th></th></tr></thead><tbody>${CLASSES.map(([id, n, d, t, s]) => `<tr><td>${n}</td><td>${d}</td><td>${t}</td><td>${s ? s : 'Full'}</td><td><a href="/classes/${id}">View</a></td></tr>`).join('')}</tbody></table>`);
  const cls = ([id, n, d, t, s]) => page(`${n} — ${d}`, s ? `<form method="post" action="/classes/${id}"><p><label>Seats <select name="seats">${[1, 2, 3].map((k) => `<option>${k}</option>`).join('')}</select></label></p>
<p><label>Name <input name="name" required></label></p><p><label>Email <input type="email" name="email" required></label></p>
<fieldset><legend>Cooking experience</legend>${[['none', 'None'], ['some', 'Some'], ['plenty', 'Plenty']].map(([v, x]) => `<label><input type="radio" name="exp" value="${v}" required> ${x}</label>`).join('')}</fieldset><button type="submit">Next</button></form>` : '<p>This class is full.</p>');
  const review = () => page('Check your booking', st.draft ? `<p>${esc(st.draft.name)}, ${st.draft.seats} seat(s)</p><form method="post" action="/confirm"><button type="submit">Confirm and pay</button></form>` : '<p>Nothing to check.</p>');
  const kit = () => page('Kit', `<ul>${KIT.map(([s, n, p]) => `<li><h3><a href="/kit/${s}">${n}</a></h3><p>£${p}</p></li>`).join('')}</ul>`);
  const item = ([s, n, p]) => page(n, `<p>£${p}</p><form method="post" action="/bag/add"><input type="hidden" name="item" value="${s}"><label>Quantity <select name="qty"><option>1</option><option>2</option></select></label> <button type="submit">Add to bag</button></form><form method="post" action="/favourites/add"><input type="hidden" name="item" value="${s}"><button type="submit" aria-label="Save to favourites">♡</button></form>`);
  const bag = () => page('Your bag', st.bag.length ? `<ul>${st.bag.map((l) => `<li>${esc(l.item)} × ${l.qty}</li>`).join('')}</ul><form method="post" action="/bag/code"><label>Discount code <input name="code"></label> <button type="submit">Apply</button></form>${st.code ? `<p>Code ${st.code} applied</p>` : ''}<p><a href="/checkout">Checkout</a></p>` : '<p>Your bag is empty.</p>');
  const checkout = () => page('Checkout', `<form method="post" action="/checkout"><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="standard" required> Standard, 3 to 5 days</label><label><input type="radio" name="delivery" value="express"> Express, next day</label><label><input type="radio" name="delivery" value="store"> Pick up in store</label></fieldset><label>Address <input name="address"></label><button type="submit">Place order</button></form>`);
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
      const c = CLASSES.find(([id]) => path === `/classes/${id}`);
      const k = KIT.find(([s]) => path === `/kit/${s}`);
      if (method === 'POST') {
        if (c && c[4] && f.name && f.email && f.exp) {
          st.draft = { class: c[0], seats: Number(f.seats), name: f.name, email: f.email, exp: f.exp };
          return { redirect: '/review' };
        }
        if (path === '/confirm' && st.draft) {
          st.bookings.push(st.draft);
          st.draft = null;
          return { redirect: '/thanks' };
        }
        if (path === '/bag/add' && KIT.some(([s]) => s === f.item)) {
          st.bag.push({ item: f.item, qty: Number(f.qty) });
          return { redirect: '/bag' };
        }
        if (path === '/bag/code' && CODES[String(f.code).toUpperCase()]) {
          st.code = String(f.code).toUpperCase();
          return { redirect: '/bag' };
        }
        if (path === '/checkout' && st.bag.length && f.name && f.email && f.delivery) {
          st.orders.push({ items: st.bag, code: st.code, name: f.name, email: f.email, delivery: f.delivery, address: f.address ?? '' });
          st.bag = [];
          st.code = '';
          return { redirect: '/thanks' };
        }
        if (path === '/favourites/add' && KIT.some(([s]) => s === f.item)) {
          if (!st.favourites.includes(f.item)) st.favourites.push(f.item);
          return { redirect: '/favourites' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Ladle Lane', '<p>Cookery classes and kit.</p>');
      else if (path === '/classes') html = classes();
      else if (c) html = cls(c);
      else if (path === '/review') html = review();
      else if (path === '/kit') html = kit();
      else if (k) html = item(k);
      else if (path === '/bag') html = bag();
      else if (path === '/checkout') html = checkout();
      else if (path === '/favourites') html = page('Favourites', `<ul>${st.favourites.map((s) => `<li>${esc(s)}</li>`).join('')}</ul>`);
      else if (path === '/thanks') html = page('Thank you', '<p>All done.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
