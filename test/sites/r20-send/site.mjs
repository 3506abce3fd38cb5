/**
 * Round 20 send-turn test site (ours): "Marsh Lane Tea Rooms", afternoon teas in a basket, then a
 * checkout of three steps, and a table booking.
 * - /: the menu, a "Next page" link to /menu/2 and a newsletter form (Email, "Subscribe").
 * - /basket: the basket (one afternoon tea) and a "Checkout" link to /checkout.
 * - /checkout: step 1, a POST form "Your details": Full name, Email, Mobile (all required), button
 *   "Continue to collection"; it leads to /checkout/collection.
 * - /checkout/collection: step 2, a POST form: "Collection date" (required) and "Notes (optional)",
 *   button "Continue to review"; it leads to /checkout/review.
 * - /checkout/review: what was given, and a POST form of one button, "Place order and pay".
 * - /book: a table booking, a POST form: Name, Phone (required), "Guests" dropdown, "Book table".
 * state() holds the page, the checkout's values, the orders and the bookings.
 */
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [{ id: 'cream-tea', qty: 1 }], checkout: null, orders: [], bookings: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Marsh Lane Tea Rooms</title></head><body>
<header><strong>Marsh Lane Tea Rooms</strong> <nav><a href="/">Menu</a> <a href="/basket">Basket (${state.basket.length})</a> <a href="/book">Book a table</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const c = () => state.checkout ?? {};
  const pages = {
    '/': () => layout('Menu', `<p>Cream tea for two, £24. Afternoon tea, £32.</p><p><a href="/menu/2">Next page</a></p>
<form method="post" action="/newsletter"><label for="nl">Email for our newsletter</label> <input id="nl" name="email" type="email"> <button type="submit">Subscribe</button></form>`),
    '/menu/2': () => layout('Menu, page 2', '<p>Scones, £4. Ginger cake, £5.</p>'),
    '/basket': () => layout('Basket', `<table><tr><th>Item</th><th>Qty</th></tr>${state.basket.map((l) => `<tr><td>Cream tea for two</td><td>${l.qty}</td></tr>`).join('')}</table><p><a href="/checkout">Checkout</a></p>`),
    '/checkout': () => layout('Checkout', `<p>Step 1 of 3: your details</p><form method="post" action="/checkout/details">
<label for="n">Full name</label> <input id="n" name="name" required value="${esc(c().name)}">
<label for="e">Email</label> <input id="e" name="email" type="email" required value="${esc(c().email)}">
<label for="m">Mobile</label> <input id="m" name="phone" type="tel" required value="${esc(c().phone)}">
<button type="submit">Continue to collection</button></form>`),
    '/checkout/collection': () => layout('Collection', `<p>Step 2 of 3: collection</p><form method="post" action="/checkout/collection">
<label for="d">Collection date</label> <input id="d" name="date" type="date" required value="${esc(c().date)}">
<label for="o">Notes (optional)</label> <textarea id="o" name="notes"></textarea>
<button type="submit">Continue to review</button></form>`),
    '/checkout/review': () => layout('Review', `<p>Step 3 of 3: review</p><p>${esc(c().name)}, ${esc(c().email)}, ${esc(c().phone)}</p><p>Collect on ${esc(c().date)}</p>
<form method="post" action="/checkout/place"><button type="submit">Place order and pay</button></form>`),
    '/book': () => layout('Book a table', `<form method="post" action="/book">
<label for="bn">Name</label> <input id="bn" name="name" required>
<label for="bp">Phone</label> <input id="bp" name="phone" type="tel" required>
<label for="bg">Guests</label> <select id="bg" name="guests"><option>2</option><option>3</option><option>4</option></select>
<button type="submit">Book table</button></form>`),
    '/booked': () => layout('Booked', `<p>Thank you, your table is booked.</p>`),
    '/ordered': () => layout('Order placed', `<p>Thank you for your order.</p>`),
  };
  const show = (path) => {
    state.page = { path, query: {} };
    return { html: pages[path]() };
  };
  return {
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const form = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (method === 'POST') {
        if (u.pathname === '/checkout/details') {
          state.checkout = { ...c(), name: form.name ?? '', email: form.email ?? '', phone: (form.phone ?? '').replace(/\s+/g, '') };
          return { redirect: '/checkout/collection' };
        }
        if (u.pathname === '/checkout/collection') {
          state.checkout = { ...c(), date: form.date ?? '' };
          return { redirect: '/checkout/review' };
        }
        if (u.pathname === '/checkout/place') {
          state.orders.push({ ...c(), items: state.basket });
          state.basket = [];
          state.checkout = null;
          return { redirect: '/ordered' };
        }
        if (u.pathname === '/newsletter') {
          state.newsletter = form.email ?? '';
          return { redirect: '/' };
        }
        if (u.pathname === '/book') {
          state.bookings.push({ name: form.name ?? '', phone: (form.phone ?? '').replace(/\s+/g, ''), guests: form.guests ?? '' });
          return { redirect: '/booked' };
        }
        return { status: 404, html: layout('Not found', '') };
      }
      if (u.pathname === '/checkout/collection' && !state.checkout) return { redirect: '/checkout' };
      if (pages[u.pathname]) return show(u.pathname);
      return { status: 404, html: layout('Not found', '<p>No such page.</p>') };
    },
  };
}
