/**
 * Round 18 state-turn test site (ours): "Larkfield Stationers", a shop with a checkout in steps and
 * a pen-repair booking service, for turns that leave a change on the server.
 * - /pens/:id: an item page with an "Add to basket" POST form (Quantity box).
 * - /basket: one line per item, each with its own "Quantity" box and "Update" button (POST) and a
 *   "Remove" button; a "Checkout" link.
 * - /checkout/address: step 1, a POST form "Who is it for?" — Full name, Street, Postcode — and
 *   "Continue to gift options"; /checkout/gift: step 2 — a "Wrapping" dropdown that asks to choose
 *   and a "Gift note" text area — and "Continue to review"; /checkout/review: the values, a
 *   "Change gift options" link and a form of one button, "Place order".
 * - /repairs/book: a POST form — Your name, Phone, Postcode, "Anything else? (optional)" — and
 *   "Confirm repair visit"; /repairs/book-notes: the same with a "Describe the fault" text area
 *   (not optional); /repairs/pay: Name, Card number and "Pay now".
 * state() holds the page, the basket, the checkout so far, the orders and the repair bookings.
 */
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PENS = [
  ['heron', 'Heron fountain pen', 24],
  ['wren', 'Wren rollerball', 12],
];
const WRAPS = [['paper', 'Brown paper'], ['ribbon', 'Ribbon box']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], checkout: null, orders: [], repairs: [], payments: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Larkfield Stationers</title></head><body>
<header><strong>Larkfield Stationers</strong> <nav><a href="/">Pens</a> <a href="/basket">Basket (${state.basket.length})</a> <a href="/repairs/book">Pen repairs</a></nav>
<form method="get" action="/search" role="search"><input name="q" aria-label="Search the shop"><button>Search</button></form></header><main>${body}</main></body></html>`;
  const pen = (id) => PENS.find((p) => p[0] === id);
  const repairForm = (action, extra) => `<form method="post" action="${action}">
<p><label>Your name <input name="name"></label></p><p><label>Phone <input name="phone" type="tel"></label></p><p><label>Postcode <input name="postcode"></label></p>${extra}
<button>Confirm repair visit</button></form>`;
  const pages = {
    '/': () => layout('Pens', `<h1>Pens</h1><ul>${PENS.map(([id, name, price]) => `<li><a href="/pens/${id}">${esc(name)}</a> £${price}</li>`).join('')}</ul>`),
    basket: () => layout('Basket', `<h1>Your basket</h1>${state.basket.length ? `<table>${state.basket.map((l, i) => `<tr><td>${esc(pen(l.pen)[1])}</td>
<td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Quantity <input name="qty" type="number" min="1" value="${l.qty}"></label> <button>Update</button></form></td>
<td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button>Remove</button></form></td></tr>`).join('')}</table><p><a href="/checkout/address">Checkout</a></p>` : '<p>Your basket is empty.</p>'}`),
    address: () => layout('Checkout', `<h1>Checkout: who is it for?</h1><form method="post" action="/checkout/address">
<p><label>Full name <input name="name" value="${esc(state.checkout?.name)}"></label></p><p><label>Street <input name="street" value="${esc(state.checkout?.street)}"></label></p><p><label>Postcode <input name="postcode" value="${esc(state.checkout?.postcode)}"></label></p>
<button>Continue to gift options</button></form>`),
    gift: () => layout('Checkout', `<h1>Checkout: gift options</h1><form method="post" action="/checkout/gift">
<p><label>Wrapping <select name="wrap"><option value="">Choose wrapping</option>${WRAPS.map(([v, t]) => `<option value="${v}"${state.checkout?.wrap === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label></p>
<p><label>Gift note <textarea name="note">${esc(state.checkout?.note)}</textarea></label></p><button>Continue to review</button></form>`),
    review: () => layout('Checkout', `<h1>Checkout: review</h1><p>To: ${esc(state.checkout?.name)}, ${esc(state.checkout?.street)}, ${esc(state.checkout?.postcode)}</p><p>Wrapping: ${esc(state.checkout?.wrap)}</p><p>Note: ${esc(state.checkout?.note)}</p>
<p><a href="/checkout/gift">Change gift options</a></p><form method="post" action="/checkout/place"><button>Place order</button></form>`),
  };
  const show = (path, html, query = {}) => {
    state.page = { path, query };
    return { html };
  };
  return {
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const path = u.pathname;
      const f = new URLSearchParams(body ?? '');
      if (method === 'POST') {
        if (path === '/basket/add') {
          state.basket.push({ pen: f.get('pen'), qty: Number(f.get('qty')) || 1 });
          return { redirect: '/basket' };
        }
        if (path === '/basket/update') {
          const l = state.basket[Number(f.get('line'))];
          if (l) l.qty = Math.max(1, Number(f.get('qty')) || 1);
          return { redirect: '/basket' };
        }
        if (path === '/basket/remove') {
          state.basket.splice(Number(f.get('line')), 1);
          return { redirect: '/basket' };
        }
        if (path === '/checkout/address') {
          if (!f.get('name') || !f.get('street') || !f.get('postcode')) return { status: 400, html: '<p>Missing details</p>' };
          state.checkout = { ...(state.checkout ?? {}), name: f.get('name'), street: f.get('street'), postcode: f.get('postcode') };
          return { redirect: '/checkout/gift' };
        }
        if (path === '/checkout/gift') {
          state.checkout = { ...(state.checkout ?? {}), wrap: f.get('wrap') ?? '', note: f.get('note') ?? '' };
          return { redirect: '/checkout/review' };
        }
        if (path === '/checkout/place') {
          state.orders.push({ items: state.basket, ...state.checkout });
          state.basket = [];
          state.checkout = null;
          return { redirect: '/thanks' };
        }
        if (path.startsWith('/repairs/')) {
          const entry = Object.fromEntries([...f.entries()].filter(([, v]) => v));
          if (path === '/repairs/pay') state.payments.push(entry);
          else state.repairs.push(entry);
          return { redirect: '/repairs/done' };
        }
        return { status: 404, html: '<p>Not found</p>' };
      }
      const m = /^\/pens\/([a-z]+)$/.exec(path);
      if (m && pen(m[1])) {
        const p = pen(m[1]);
        return show(path, layout(p[1], `<h1>${esc(p[1])}</h1><p>£${p[2]}</p><form method="post" action="/basket/add"><input type="hidden" name="pen" value="${p[0]}"><label>Quantity <input name="qty" type="number" min="1" value="1"></label> <button>Add to basket</button></form>`));
      }
      if (path === '/') return show(path, pages['/']());
      if (path === '/basket') return show(path, pages.basket());
      if (path === '/checkout/address') return show(path, pages.address());
      if (path === '/checkout/gift') return show(path, pages.gift());
      if (path === '/checkout/review') return show(path, pages.review());
      if (path === '/thanks') return show(path, layout('Thanks', '<h1>Thank you for your order</h1>'));
      if (path === '/repairs/book') return show(path, layout('Book a repair', `<h1>Book a pen repair visit</h1>${repairForm('/repairs/book', '<p><label>Anything else? (optional) <input name="extra"></label></p>')}`));
      if (path === '/repairs/book-notes') return show(path, layout('Book a repair', `<h1>Book a pen repair visit</h1>${repairForm('/repairs/book-notes', '<p><label>Describe the fault <textarea name="fault"></textarea></label></p>')}`));
      if (path === '/repairs/pay') return show(path, layout('Pay for a repair', `<h1>Pay for your repair</h1><form method="post" action="/repairs/pay"><p><label>Name on card <input name="name"></label></p><p><label>Card number <input name="card"></label></p><button>Pay now</button></form>`));
      if (path === '/repairs/done') return show(path, layout('Booked', '<h1>Your repair visit is booked</h1>'));
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
