/**
 * Round 21 chat test site (ours): "Wrenfield Bindery", a small shop whose forms take a person's
 * details beside a choice, for values said in other words than the page's:
 * - /checkout: Full name, Email, Address, Town or city, Postcode, a Delivery radio group
 *   (Standard / Express / Collect from the Wrenfield workshop) and "Place order" (POST → /order);
 * - /collect: a click-and-collect form: a "Pick-up shop" menu, Full name, Email, "Reserve it";
 * - /account: "Your details", an edit form whose Address, Town and Postcode boxes show the old
 *   address, "Save details" (POST → /account).
 * state() holds the page, the orders and the account.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const DELIVERY = [['standard', 'Standard post (2–4 days) — £3.00'], ['express', 'Express courier (next day) — £7.50'], ['collect', 'Collect from the Wrenfield workshop — free']];
const SHOPS = ['Ashby', 'Kelham', 'Ormsby', 'Thwaite'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, orders: [], reserved: [], account: { address: '3 Quarry Bank', town: 'Ludlow', postcode: 'SY8 1AA' } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Wrenfield</title></head><body>
<header><strong>Wrenfield Bindery</strong> <nav><a href="/">Home</a> <a href="/checkout">Checkout</a> <a href="/collect">Click and collect</a> <a href="/account">Your details</a></nav></header><main>${body}</main></body></html>`;
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const f = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      if (method === 'POST' && u.pathname === '/order') {
        state.orders.push({ name: f.name ?? '', email: f.email ?? '', address: f.address ?? '', town: f.town ?? '', postcode: f.postcode ?? '', delivery: f.delivery ?? '' });
        state.page = { path: '/order/done', query: {} };
        return { html: layout('Thank you', '<h1>Thank you</h1><p>Your order is in.</p>') };
      }
      if (method === 'POST' && u.pathname === '/collect') {
        state.reserved.push({ shop: f.shop ?? '', name: f.name ?? '', email: f.email ?? '' });
        state.page = { path: '/collect/done', query: {} };
        return { html: layout('Reserved', '<h1>Reserved</h1>') };
      }
      if (method === 'POST' && u.pathname === '/account') {
        state.account = { address: f.address ?? '', town: f.town ?? '', postcode: f.postcode ?? '' };
        state.page = { path: '/account', query: { saved: '1' } };
        return { html: layout('Your details', '<h1>Your details</h1><p>Saved.</p>') };
      }
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: layout('Home', '<h1>Wrenfield Bindery</h1><p>Hand-bound notebooks and journals.</p>') };
      if (u.pathname === '/checkout') {
        return { html: layout('Checkout', `<h1>Checkout</h1><form action="/order" method="post">
<p><label>Full name <input name="name" required></label></p><p><label>Email <input type="email" name="email" required></label></p>
<p><label>Address <input name="address"></label></p><p><label>Town or city <input name="town"></label></p><p><label>Postcode <input name="postcode"></label></p>
<fieldset><legend>Delivery</legend>${DELIVERY.map(([v, l], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${esc(l)}</label><br>`).join('')}</fieldset>
<button>Place order</button></form>`) };
      }
      if (u.pathname === '/collect') {
        return { html: layout('Click and collect', `<h1>Click and collect</h1><form action="/collect" method="post">
<p><label>Pick-up shop <select name="shop">${SHOPS.map((s) => `<option>${s}</option>`).join('')}</select></label></p>
<p><label>Full name <input name="name" required></label></p><p><label>Email <input type="email" name="email" required></label></p>
<button>Reserve it</button></form>`) };
      }
      if (u.pathname === '/account') {
        const a = state.account;
        return { html: layout('Your details', `<h1>Your details</h1><form action="/account" method="post">
<p><label>Address <input name="address" value="${esc(a.address)}"></label></p><p><label>Town <input name="town" value="${esc(a.town)}"></label></p><p><label>Postcode <input name="postcode" value="${esc(a.postcode)}"></label></p>
<button>Save details</button></form>`) };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
