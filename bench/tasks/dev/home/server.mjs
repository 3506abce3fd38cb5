/**
 * "Brightnest Home", a small home-goods shop with an account area, for short tasks phrased with
 * everyday verbs (save, add, remove, filter, sort, show only, hide, make, switch, lower, change).
 * A catalogue with a sort dropdown and filter checkboxes (both submit on change), product pages
 * with a colour menu and a quantity box, a cart that starts with two items, a profile form saved by a button, and a
 * sound setting that submits on change. `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PRODUCTS = [
  { id: 1, name: 'Arc Floor Lamp', brand: 'Acme', price: 89, rating: 4.1, added: 3, stock: true },
  { id: 2, name: 'Linen Table Lamp', brand: 'Lumo', price: 45, rating: 4.6, added: 5, stock: true },
  { id: 3, name: 'Brass Desk Lamp', brand: 'Acme', price: 62, rating: 3.9, added: 1, stock: false },
  { id: 4, name: 'Paper Pendant Lamp', brand: 'Lumo', price: 38, rating: 4.3, added: 4, stock: true },
  { id: 5, name: 'Wool Throw Blanket', brand: 'Hearth', price: 54, rating: 4.8, added: 2, stock: true },
];
const SORTS = [['price-asc', 'Price: Low to High'], ['price-desc', 'Price: High to Low'], ['rating', 'Customer rating'], ['newest', 'Newest arrivals']];
const COLOURS = ['Sand', 'Blue', 'Olive'];

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      cart: [{ item: 'Blue scarf', qty: 1 }, { item: 'Grey mug', qty: 2 }],
      profile: { name: 'Sam Reed', email: 'sam@example.com', phone: '', visibility: 'Public', showBirthday: true, theme: 'Light' },
      volume: 70,
      promo: '',
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} · Brightnest</title><style>
body{font-family:sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#3b2d1d;color:#fff} header a{color:#fff}
main{display:flex;gap:24px;padding:20px} aside{width:200px} .card{border:1px solid #ccc;padding:8px;margin:6px 0;width:260px}
</style></head><body><header><a href="/"><strong>Brightnest Home</strong></a><nav><a href="/shop">Shop</a> <a href="/profile">Profile</a> <a href="/sound">Sound</a> <a href="/cart">Cart (${state.cart.length})</a></nav></header><main>${body}</main></body></html>`;

  function shopPage(q) {
    let list = PRODUCTS.filter((p) => (!q.brand || p.brand.toLowerCase() === q.brand) && (!q.stock || p.stock));
    const by = { 'price-asc': (a, b) => a.price - b.price, 'price-desc': (a, b) => b.price - a.price, rating: (a, b) => b.rating - a.rating, newest: (a, b) => b.added - a.added }[q.sort];
    if (by) list = [...list].sort(by);
    const brands = ['Acme', 'Lumo', 'Hearth'];
    return layout('Shop', `<aside><form method="get" action="/shop">${q.sort ? `<input type="hidden" name="sort" value="${esc(q.sort)}">` : ''}<fieldset><legend>Brand</legend>
${brands.map((b) => `<label><input type="radio" name="brand" value="${b.toLowerCase()}"${q.brand === b.toLowerCase() ? ' checked' : ''} onchange="this.form.submit()"> ${b}</label><br>`).join('')}</fieldset>
<fieldset><legend>Availability</legend><label><input type="checkbox" name="stock" value="1"${q.stock ? ' checked' : ''} onchange="this.form.submit()"> In stock only</label></fieldset></form></aside>
<section><h1>Home goods</h1><form method="get" action="/shop">${q.brand ? `<input type="hidden" name="brand" value="${esc(q.brand)}">` : ''}${q.stock ? '<input type="hidden" name="stock" value="1">' : ''}
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()"><option value="">Featured</option>${SORTS.map(([v, l]) => `<option value="${v}"${q.sort === v ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
${list.map((p) => `<div class="card"><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p>${esc(p.brand)} · $${p.price} · ${p.rating} stars${p.stock ? '' : ' · Out of stock'}</p></div>`).join('')}</section>`);
  }

  function productPage(p, q) {
    return layout(p.name, `<section><h1>${esc(p.name)}</h1><p>$${p.price}</p><form method="post" action="/cart/add"><input type="hidden" name="id" value="${p.id}">
<p><label for="colour">Colour</label> <select id="colour" name="colour"><option value="">Choose a colour</option>${COLOURS.map((c) => `<option${q.colour === c ? ' selected' : ''}>${c}</option>`).join('')}</select></p>
<p><label for="qty">Qty</label> <input id="qty" name="qty" type="number" min="1" max="9" value="1" size="2"></p>
<button>Add to basket</button></form></section>`);
  }

  function cartPage() {
    const rows = state.cart.map((c, i) => `<tr><td>${esc(c.item)}</td><td>${c.qty}</td><td><form method="post" action="/cart/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`).join('');
    return layout('Cart', `<section><h1>Your basket</h1>${rows ? `<table><tr><th>Item</th><th>Qty</th><th></th></tr>${rows}</table>` : '<p>Your basket is empty.</p>'}
<form method="post" action="/cart/promo"><p><label for="promo">Promo code</label> <input id="promo" name="code"> <button>Apply</button></p></form>${state.promo ? `<p role="status">Code ${esc(state.promo)} applied.</p>` : ''}</section>`);
  }

  function profilePage() {
    const p = state.profile;
    const radios = (name, values, on) => values.map((v) => `<label><input type="radio" name="${name}" value="${v}"${on === v ? ' checked' : ''}> ${v}</label>`).join(' ');
    return layout('Profile', `<section><h1>Your profile</h1><form method="post" action="/profile">
<p><label for="name">Full name</label> <input id="name" name="name" value="${esc(p.name)}"></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" value="${esc(p.email)}"></p>
<p><label for="phone">Phone number</label> <input id="phone" name="phone" type="tel" value="${esc(p.phone)}"></p>
<fieldset><legend>Profile visibility</legend>${radios('visibility', ['Public', 'Private'], p.visibility)}</fieldset>
<p><label><input type="checkbox" name="showBirthday" value="on"${p.showBirthday ? ' checked' : ''}> Show my birthday on my profile</label></p>
<fieldset><legend>Theme</legend>${radios('theme', ['Light', 'Dark', 'System'], p.theme)}</fieldset>
<button>Save changes</button></form></section>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/cart/promo':
          state.promo = (form.code ?? '').trim();
          return { redirect: '/cart' };
        case '/cart/add': {
          const p = PRODUCTS.find((x) => x.id === Number(form.id));
          if (p) state.cart.push({ item: `${form.colour ? `${form.colour} ` : ''}${p.name}`, qty: Math.min(Math.max(Math.round(Number(form.qty)) || 1, 1), 9) });
          return { redirect: '/cart' };
        }
        case '/cart/remove':
          state.cart.splice(Number(form.index), 1);
          return { redirect: '/cart' };
        case '/profile':
          state.profile = {
            name: form.name ?? '', email: form.email ?? '', phone: form.phone ?? '',
            visibility: form.visibility ?? '', showBirthday: form.showBirthday === 'on', theme: form.theme ?? '',
          };
          return { redirect: '/profile?saved=1' };
        case '/sound':
          state.volume = Number(form.volume);
          return { redirect: '/sound' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    const product = /^\/product\/(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', '<section><h1>Welcome to Brightnest Home</h1><p>Lamps, throws and small comforts.</p></section>');
    else if (u.pathname === '/shop') html = shopPage(query);
    else if (product && PRODUCTS.some((p) => p.id === Number(product[1]))) html = productPage(PRODUCTS.find((p) => p.id === Number(product[1])), query);
    else if (u.pathname === '/cart') html = cartPage();
    else if (u.pathname === '/profile') html = profilePage();
    else if (u.pathname === '/sound') html = layout('Sound', `<section><h1>Sound</h1><form method="post" action="/sound"><p><label for="volume">Volume</label> <input type="range" id="volume" name="volume" min="0" max="100" value="${state.volume}" onchange="this.form.submit()"> <output>${state.volume}</output></p></form></section>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, the profile and the volume. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
