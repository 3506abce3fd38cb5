/**
 * "Larkspur Goods", a small home-and-outdoors shop for the short-task benchmark: a search bar,
 * results with a sort select, an in-stock checkbox and brand radios (each reloads the results),
 * a min/max price form with a Go button, product pages with a colour select (reloads) and a
 * quantity box, a basket with remove buttons, a promo code and a checkout, a wish list, and a
 * newsletter box in the footer. `state()` is the last page shown and everything the shopper did.
 */
const PRODUCTS = [
  { id: 1, name: 'Stormline Compact Umbrella', brand: 'stormline', price: 24, rating: 4.5, stock: true, colours: ['Black', 'Navy'], added: 3 },
  { id: 2, name: 'Stormline Golf Umbrella', brand: 'stormline', price: 39, rating: 4.7, stock: true, colours: ['Black', 'Green'], added: 9 },
  { id: 3, name: 'Pocket Travel Umbrella', brand: 'fieldmark', price: 15, rating: 4.1, stock: false, colours: ['Red', 'Black'], added: 5 },
  { id: 4, name: 'Clear Dome Umbrella', brand: 'fieldmark', price: 19, rating: 3.9, stock: true, colours: ['Clear'], added: 1 },
  { id: 5, name: 'Stoneware Coffee Mug', brand: 'hearthline', price: 14, rating: 4.6, stock: true, colours: ['Sage', 'Cream', 'Charcoal'], added: 4 },
  { id: 6, name: 'Insulated Travel Mug', brand: 'fieldmark', price: 28, rating: 4.4, stock: true, colours: ['Black', 'Sage'], added: 8 },
  { id: 7, name: 'Enamel Camp Mug', brand: 'fieldmark', price: 12, rating: 4.2, stock: false, colours: ['White', 'Blue'], added: 2 },
  { id: 8, name: 'Brass Desk Lamp', brand: 'hearthline', price: 64, rating: 4.8, stock: true, colours: ['Brass'], added: 6 },
  { id: 9, name: 'Linen Table Lamp', brand: 'hearthline', price: 49, rating: 4.3, stock: true, colours: ['Oat', 'Charcoal'], added: 7 },
  { id: 10, name: 'Wool Throw Blanket', brand: 'hearthline', price: 58, rating: 4.7, stock: true, colours: ['Oat', 'Rust'], added: 10 },
  { id: 11, name: 'Fleece Picnic Blanket', brand: 'fieldmark', price: 32, rating: 4.0, stock: true, colours: ['Green', 'Navy'], added: 11 },
  { id: 12, name: 'Scented Soy Candle', brand: 'hearthline', price: 18, rating: 4.5, stock: true, colours: ['Fig', 'Cedar'], added: 12 },
  { id: 13, name: 'Steel Water Bottle', brand: 'fieldmark', price: 22, rating: 4.6, stock: true, colours: ['Sage', 'Black'], added: 13 },
  { id: 14, name: 'Glass Water Bottle', brand: 'hearthline', price: 16, rating: 4.0, stock: false, colours: ['Clear'], added: 14 },
  { id: 15, name: 'Cotton Rope Basket', brand: 'hearthline', price: 26, rating: 4.4, stock: true, colours: ['Natural'], added: 15 },
];
const BRANDS = [['', 'All brands'], ['stormline', 'Stormline'], ['fieldmark', 'Fieldmark'], ['hearthline', 'Hearthline']];
const SORTS = [['', 'Featured'], ['price_asc', 'Price: Low to High'], ['price_desc', 'Price: High to Low'], ['rating', 'Avg. Customer Review'], ['new', 'Newest Arrivals']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const stars = (r) => `${r.toFixed(1)} out of 5 stars`;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [{ id: 5, colour: 'cream', qty: 2 }], wishlist: [], newsletter: [], promo: '', orders: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Larkspur Goods</title><style>
body{font-family:Georgia,serif;margin:0} header{display:flex;gap:16px;align-items:center;padding:10px 24px;background:#3f4f3a;color:#fff} header a{color:#fff}
header form{flex:1} header input{width:60%} main{display:flex;gap:24px;padding:18px 24px} aside{width:210px} .grid{display:grid;grid-template-columns:repeat(3,220px);gap:14px}
.tile{border:1px solid #ccc;padding:10px} .img{height:100px;background:#e8e2d6} footer{padding:16px 24px;background:#f4f1ea}
</style></head><body><header><a href="/"><strong>Larkspur Goods</strong></a><form action="/search" method="get" role="search"><input name="q" aria-label="Search Larkspur" placeholder="Search for anything"> <button aria-label="Search">🔍</button></form>
<a href="/wishlist">Wish list (${state.wishlist.length})</a><a href="/basket">Basket (${state.basket.reduce((n, b) => n + b.qty, 0)})</a></header>
<nav><a href="/search?q=umbrella">Umbrellas</a> · <a href="/search?q=mug">Mugs</a> · <a href="/search?q=lamp">Lighting</a> · <a href="/search?q=blanket">Blankets</a></nav>
${body}<footer><form method="post" action="/newsletter"><label for="nl">Get 10% off your first order: sign up for our emails</label> <input id="nl" name="email" type="email" placeholder="Email address"> <button>Subscribe</button></form>
<p><a href="/about">About us</a> · <a href="/returns" target="_blank">Returns policy</a> · <a href="/contact">Contact</a></p></footer></body></html>`;

  const matches = (p, q) => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const hay = `${p.name} ${p.brand}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };

  function searchPage(query) {
    const q = query.q ?? '';
    const min = query.min === undefined || query.min === '' ? undefined : Number(query.min);
    const max = query.max === undefined || query.max === '' ? undefined : Number(query.max);
    let found = PRODUCTS.filter((p) => matches(p, q) && (!query.stock || p.stock) && (!query.brand || p.brand === query.brand) && (min === undefined || p.price >= min) && (max === undefined || p.price <= max));
    const by = { price_asc: (a, b) => a.price - b.price, price_desc: (a, b) => b.price - a.price, rating: (a, b) => b.rating - a.rating, new: (a, b) => b.added - a.added }[query.sort];
    if (by) found = [...found].sort(by);
    const tiles = found
      .map((p) => `<article class="tile"><div class="img" role="img" aria-label="${esc(p.name)}"></div><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p>${stars(p.rating)}</p><p><strong>$${p.price}.00</strong></p><p>${p.stock ? 'In stock' : 'Currently unavailable'}</p></article>`)
      .join('');
    return layout(q ? `Results for ${q}` : 'All products', `<form method="get" action="/search" id="refine"><input type="hidden" name="q" value="${esc(q)}"><div style="display:flex;gap:24px">
<aside><h2>Refine</h2><p><label><input type="checkbox" name="stock" value="1"${query.stock ? ' checked' : ''} onchange="this.form.submit()"> In stock only</label></p>
<fieldset><legend>Brand</legend>${BRANDS.map(([v, l]) => `<p><label><input type="radio" name="brand" value="${v}"${(query.brand ?? '') === v ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label></p>`).join('')}</fieldset>
<fieldset><legend>Price</legend><label for="min">Min $</label> <input id="min" name="min" type="number" min="0" size="4" value="${min ?? ''}"> <label for="max">Max $</label> <input id="max" name="max" type="number" min="0" size="4" value="${max ?? ''}"> <button>Go</button></fieldset></aside>
<section><h1>${found.length} results for “${esc(q)}”</h1><p><label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${(query.sort ?? '') === v ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<div class="grid">${tiles || '<p>No results. Try fewer filters.</p>'}</div></section></div></form>`);
  }

  function productPage(p, query, note) {
    const colour = p.colours.find((c) => c.toLowerCase() === query.colour)?.toLowerCase() ?? p.colours[0].toLowerCase();
    return layout(p.name, `<section style="padding:0 24px"><p><a href="/search?q=${encodeURIComponent(p.name.split(' ').at(-1).toLowerCase())}">Back to results</a></p><h1>${esc(p.name)}</h1><p>${stars(p.rating)} · <strong>$${p.price}.00</strong> · ${p.stock ? 'In stock' : 'Currently unavailable'}</p>
${note ? `<p role="status">${esc(note)}</p>` : ''}<form method="get" action="/product/${p.id}"><p><label for="colour">Colour</label> <select id="colour" name="colour" onchange="this.form.submit()">${p.colours.map((c) => `<option value="${c.toLowerCase()}"${c.toLowerCase() === colour ? ' selected' : ''}>${c}</option>`).join('')}</select></p></form>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="colour" value="${colour}"><p><label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" max="10" value="1"></p><p><button${p.stock ? '' : ' disabled'}>Add to basket</button></p></form>
<form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${p.id}"><button>♡ Add to wish list</button></form></section>`);
  }

  function basketPage(query) {
    const rows = state.basket
      .map((b, i) => {
        const p = PRODUCTS.find((x) => x.id === b.id);
        return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a></td><td>${esc(b.colour)}</td><td>${b.qty}</td><td>$${p.price * b.qty}.00</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    const promo = `<form method="post" action="/basket/promo"><label for="promo">Promo code</label> <input id="promo" name="code" value="${esc(state.promo)}"> <button>Apply</button></form>${query.promo === 'bad' ? '<p role="alert">That code is not valid.</p>' : state.promo ? `<p>Code ${esc(state.promo)} applied.</p>` : ''}`;
    return layout('Basket', `<section style="padding:0 24px"><h1>Shopping basket</h1>${rows ? `<table><tr><th>Item</th><th>Colour</th><th>Qty</th><th>Price</th><th></th></tr>${rows}</table>${promo}<form method="post" action="/checkout"><button>Checkout</button></form>` : '<p>Your basket is empty.</p>'}</section>`);
  }

  const info = (title, text) => layout(title, `<section style="padding:0 24px"><h1>${esc(title)}</h1><p>${esc(text)}</p></section>`);

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      const p = PRODUCTS.find((x) => x.id === Number(form.id));
      switch (u.pathname) {
        case '/basket/add':
          if (!p || !p.stock) return { redirect: p ? `/product/${p.id}` : '/' };
          state.basket.push({ id: p.id, colour: p.colours.some((c) => c.toLowerCase() === form.colour) ? form.colour : p.colours[0].toLowerCase(), qty: Math.min(Math.max(Math.round(Number(form.qty)) || 1, 1), 10) });
          return { redirect: '/basket' };
        case '/basket/remove':
          state.basket.splice(Number(form.index), 1);
          return { redirect: '/basket' };
        case '/basket/promo': {
          const code = (form.code ?? '').trim();
          if (!/^[A-Z0-9]{4,12}$/i.test(code)) return { redirect: '/basket?promo=bad' };
          state.promo = code;
          return { redirect: '/basket' };
        }
        case '/checkout':
          if (state.basket.length === 0) return { redirect: '/basket' };
          state.orders.push({ items: state.basket, promo: state.promo });
          state.basket = [];
          state.promo = '';
          return { redirect: '/thanks' };
        case '/wishlist/add':
          if (p && !state.wishlist.includes(p.id)) state.wishlist.push(p.id);
          return { redirect: p ? `/product/${p.id}?saved=1` : '/' };
        case '/newsletter':
          if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(form.email ?? '')) return { redirect: '/newsletter/thanks?error=1' };
          state.newsletter.push(form.email);
          return { redirect: '/newsletter/thanks' };
        default:
          return { status: 404, html: info('Not found', 'Nothing here.') };
      }
    }
    if (method !== 'GET') return { status: 404, html: info('Not found', 'Nothing here.') };
    let html;
    const pm = /^\/product\/(\d+)$/.exec(u.pathname);
    const p = pm && PRODUCTS.find((x) => x.id === Number(pm[1]));
    if (u.pathname === '/') html = layout('Home', `<section style="padding:0 24px"><h1>Useful things, made to last</h1><p>New: the Hearthline lighting collection.</p><p><a href="/search?q=lamp">Shop lighting</a></p></section>`);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (p) html = productPage(p, query, query.saved ? 'Saved to your wish list.' : '');
    else if (u.pathname === '/basket') html = basketPage(query);
    else if (u.pathname === '/wishlist')
      html = layout('Wish list', `<section style="padding:0 24px"><h1>Your wish list</h1>${state.wishlist.length ? `<ul>${state.wishlist.map((id) => `<li><a href="/product/${id}">${esc(PRODUCTS.find((x) => x.id === id).name)}</a></li>`).join('')}</ul>` : '<p>Nothing saved yet.</p>'}</section>`);
    else if (u.pathname === '/thanks') html = info('Thank you', `Order LG-${3000 + state.orders.length} is confirmed.`);
    else if (u.pathname === '/newsletter/thanks') html = info('Newsletter', query.error ? 'Please enter a valid email address.' : 'Thanks for signing up! Check your inbox for your code.');
    else if (['/about', '/returns', '/contact'].includes(u.pathname)) html = info(u.pathname.slice(1), 'This page is not part of the demo.');
    else return { status: 404, html: info('Not found', 'Nothing here.') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, wish list, sign-ups, promo code and orders. */
    state: () => structuredClone(state),
    /** Put the server in a given state. */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
