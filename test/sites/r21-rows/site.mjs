/**
 * Round 21 test site (ours): "Hedgerow Larder", for a control inside a repeated item chosen by the
 * item's name and the turn's verb.
 * - /list: a pantry list as list items (<li>), each "<amount> <unit> <name>" with a form of its own
 *   (a number box "Amount of <name>" and "Save"), and a form with a "Delete" button; two lines of
 *   prints share one title ("A4, glossy") and differ by the photo named after it.
 * - /gallery: cards (<article>) with a heading, a "☆ Add to favourites" button (a POST form with a
 *   hidden field only) and a "Order a print" link.
 * - /orders: a table of past orders whose first cell links the item's page (/item/ID); an item page
 *   has a heading, a "♡ Save" button (POST form, hidden field only) and, below, "You may also like"
 *   cards each with a "♡ Save" of their own; the header links "Saved items (N)".
 * state(): the page, the list's lines, the favourites and the kept items.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PHOTOS = [
  ['lake', 'Mountain lake at dawn'],
  ['harbour', 'Old harbour wall'],
  ['meadow', 'Poppy meadow'],
];
const ITEMS = [
  ['teapot', 'Stoneware teapot, sage'],
  ['caddy', 'Tin tea caddy'],
  ['cosy', 'Knitted tea cosy'],
];
const START = () => [
  { name: 'porridge oats', qty: 1, unit: 'kg' },
  { name: 'plain flour', qty: 500, unit: 'g' },
  { name: 'runny honey', qty: 1, unit: 'jar' },
  { name: 'A4, glossy', photo: 'Mountain lake at dawn', qty: 2, unit: '' },
  { name: 'A4, glossy', photo: 'Old harbour wall', qty: 3, unit: '' },
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/list', query: {} }, list: START(), favourites: [], kept: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hedgerow Larder</title></head><body><header><strong>Hedgerow Larder</strong> <nav><a href="/list">My list</a> <a href="/gallery">Gallery</a> <a href="/orders">Orders</a> <a href="/kept">Saved items (${state.kept.length})</a> <a href="/favourites">Favourites</a></nav></header><main>${body}</main></body></html>`;
  const list = () => layout('My list', `<h1>My list</h1><ul class="lines">${state.list.map((l, k) => `<li><span>${esc(l.name)}</span>${l.photo ? ` <em>${esc(l.photo)}</em>` : ''} <form method="post" action="/list/amount" style="display:inline"><input type="hidden" name="line" value="${k}"><input type="number" name="qty" value="${l.qty}" aria-label="Amount of ${esc(l.photo ?? l.name)}"> ${esc(l.unit)} <button>Save</button></form> <form method="post" action="/list/delete" style="display:inline"><input type="hidden" name="line" value="${k}"><button>Delete</button></form></li>`).join('')}</ul><h2>Add something</h2><form method="post" action="/list/new"><label>Thing <input name="name"></label> <button>Add</button></form>`);
  const gallery = () => layout('Gallery', `<h1>Gallery</h1><div class="grid">${PHOTOS.map(([id, t]) => `<article><h3>${esc(t)}</h3><form method="post" action="/favourite"><input type="hidden" name="id" value="${id}"><button>${state.favourites.includes(id) ? '★ Unfavourite' : '☆ Add to favourites'}</button></form><a href="/print?photo=${id}">Order a print</a></article>`).join('')}</div>`);
  const keep = (id) => `<form method="post" action="/keep"><input type="hidden" name="id" value="${id}"><button>${state.kept.includes(id) ? '♥ Saved' : '♡ Save'}</button></form>`;
  const orders = () => layout('Orders', `<h1>Your orders</h1><table><tr><th>Item</th><th>Ordered</th><th>Status</th></tr>${ITEMS.map(([id, t], k) => `<tr><td><a href="/item/${id}">${esc(t)}</a></td><td>${k + 3} November</td><td>Delivered</td></tr>`).join('')}</table>`);
  const itemPage = (id) => {
    const [, t] = ITEMS.find((i) => i[0] === id);
    return layout(t, `<h1>${esc(t)}</h1><p>Hand made in Devon.</p>${keep(id)}<h2>You may also like</h2><ul>${ITEMS.filter((i) => i[0] !== id).map(([o, ot]) => `<li><a href="/item/${o}">${esc(ot)}</a> ${keep(o)}</li>`).join('')}</ul>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      if (method === 'POST') {
        const p = Object.fromEntries(new URLSearchParams(body ?? ''));
        const line = Number(p.line);
        if (u.pathname === '/list/amount' && state.list[line]) {
          state.list[line].qty = Math.max(0, Number(p.qty) || 0);
          return { redirect: '/list' };
        }
        if (u.pathname === '/list/delete' && state.list[line]) {
          state.list.splice(line, 1);
          return { redirect: '/list' };
        }
        if (u.pathname === '/list/new' && p.name) {
          state.list.push({ name: p.name, qty: 1, unit: '' });
          return { redirect: '/list' };
        }
        if (u.pathname === '/favourite' && PHOTOS.some((x) => x[0] === p.id)) {
          state.favourites = state.favourites.includes(p.id) ? state.favourites.filter((f) => f !== p.id) : [...state.favourites, p.id];
          return { redirect: '/gallery' };
        }
        if (u.pathname === '/keep' && ITEMS.some((x) => x[0] === p.id)) {
          state.kept = state.kept.includes(p.id) ? state.kept.filter((f) => f !== p.id) : [...state.kept, p.id];
          return { redirect: `/item/${p.id}` };
        }
        return { status: 404, html: 'not found' };
      }
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/favicon.ico') return { status: 404, html: 'not found' };
      if (u.pathname === '/list' || u.pathname === '/') return { html: list() };
      if (u.pathname === '/gallery') return { html: gallery() };
      if (u.pathname === '/orders') return { html: orders() };
      const m = /^\/item\/(\w+)$/.exec(u.pathname);
      if (m && ITEMS.some((i) => i[0] === m[1])) return { html: itemPage(m[1]) };
      return { html: layout('Page', `<h1>${esc(u.pathname.slice(1))}</h1><p>Nothing here yet.</p>`) };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
