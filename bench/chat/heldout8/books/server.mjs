/**
 * "Quillhaven Books", an online bookshop for the conversation benchmark (heldout8, written blind):
 * a header search ("Search books": title, author or subject) and category links; results as a
 * grid of cards (title link, author link, rating, "From $N", an "Add to wishlist" button each);
 * filters that reload the list (Format radios, price links "Under $10 / $15 / $20", a "Sort by"
 * menu); book pages with Format radios (one paperback out of stock), a Quantity menu and a "Gift
 * wrap" box that reload the page with the choice in the query, a sample ("Look inside") that opens
 * in a new tab (counted in `sampleViews`), "Add to basket" and "Add to wishlist"; author pages;
 * a wishlist with "Move to basket" and "Remove" per row; a basket with a Qty menu and Remove per
 * row, a promo code and a subtotal; a checkout with Delivery radios (Standard, Express, Collect
 * from a shop) that reload it, a shop menu or an address, name and email, "Place order", and an
 * order number. Everything a turn does reaches the server, so `state()` tells what the helper did.
 */
const CATEGORIES = [
  ['fiction', 'Fiction'],
  ['mystery', 'Mystery & crime'],
  ['science', 'Science & nature'],
  ['cookery', 'Cookery'],
  ['children', "Children's books"],
  ['history', 'History'],
];
const FORMATS = [
  ['hardcover', 'Hardcover'],
  ['paperback', 'Paperback'],
  ['ebook', 'Ebook'],
];
// id, title, author, category, year, rating, prices in cents by format (missing: not sold), formats out of stock, blurb
const BOOKS = [
  [1, "The Lighthouse Keeper's Daughter", 'Ines Moreau', 'fiction', 2024, 4.5, { hardcover: 2499, paperback: 1399, ebook: 999 }, [], 'A girl raised on a rock in the Atlantic inherits her father\u2019s logbooks, and a secret.'],
  [2, 'Salt and Cedar', 'Tomas Lindqvist', 'fiction', 2025, 4.2, { hardcover: 2700, ebook: 1299 }, [], 'Three generations of a fishing family on the Baltic coast.'],
  [3, 'A Murder in Wexley Square', 'Margot Ellery', 'mystery', 2023, 4.6, { hardcover: 2250, paperback: 1199, ebook: 799 }, [], 'Inspector Nell Hart\u2019s first case: a body in a locked garden.'],
  [4, 'The Glass Orchard', 'Margot Ellery', 'mystery', 2025, 4.3, { hardcover: 2600, paperback: 1450, ebook: 1099 }, [], 'Nell Hart returns, to an orchard where nothing grows and someone lies.'],
  [5, 'Death at Low Tide', 'Kwame Asante', 'mystery', 2022, 4.1, { paperback: 999, ebook: 599 }, [], 'A retired detective, a drowned fisherman, and a tide table that does not add up.'],
  [6, 'The Quiet Universe', 'Leah Okonkwo', 'science', 2024, 4.7, { hardcover: 3000, paperback: 1799, ebook: 1399 }, ['paperback'], 'What the silence between the stars tells us, by an astrophysicist.'],
  [7, 'Small Wonders: The Hidden Life of Insects', 'Pieter van Dam', 'science', 2021, 4.4, { paperback: 1599, ebook: 899 }, [], 'Beetles, bees and the billion tiny engines that keep the world turning.'],
  [8, 'Sunday Suppers', 'Rosa Delgado', 'cookery', 2023, 4.8, { hardcover: 3200, ebook: 1499 }, [], 'Slow food for long tables: 90 recipes to share.'],
  [9, 'The Weeknight Table', 'Rosa Delgado', 'cookery', 2025, 4.5, { hardcover: 2800, paperback: 1800, ebook: 1199 }, [], 'Dinner in thirty minutes, five nights a week.'],
  [10, 'Bramble and the Moon Fox', 'Ada Finch', 'children', 2024, 4.9, { hardcover: 1699, paperback: 799 }, [], 'A hedgehog follows a silver fox across the night sky. Ages 3 to 6.'],
  [11, 'Bramble Goes to Sea', 'Ada Finch', 'children', 2025, 4.8, { hardcover: 1699, paperback: 899, ebook: 499 }, [], 'Bramble builds a boat from a walnut shell. Ages 3 to 6.'],
  [12, 'Empire of Rivers', 'Samuel Oduya', 'history', 2022, 4.3, { hardcover: 3500, paperback: 1999, ebook: 1299 }, [], 'How the great rivers of Africa made and unmade kingdoms.'],
  [13, 'The Last Winter of Rome', 'Clara Benedetti', 'history', 2024, 4.0, { hardcover: 2950, paperback: 1650, ebook: 1099 }, [], 'AD 409: the city, the siege, and the people who stayed.'],
  [14, 'The Lighthouse Handbook', 'Gareth Pryce', 'history', 2020, 3.9, { paperback: 1299 }, [], 'Every lighthouse on the British coast, with maps and keepers\u2019 stories.'],
  [15, 'Midnight at the Orchard Hotel', 'Ines Moreau', 'fiction', 2021, 4.0, { paperback: 1099, ebook: 699 }, [], 'A wedding, a storm, and a hotel that will not let its guests leave.'],
  [16, 'Why Cats Purr', 'Pieter van Dam', 'science', 2025, 4.2, { hardcover: 2100, ebook: 999 }, [], 'The science of the animals we share our sofas with.'],
  [17, 'The Owl Who Counted Stars', 'Jun Park', 'children', 2023, 4.6, { hardcover: 1499, paperback: 1099 }, [], 'An owl who cannot sleep learns the names of the stars. Ages 4 to 7.'],
].map(([id, title, author, category, year, rating, prices, out, blurb]) => ({ id, title, author, category, year, rating, prices, out, blurb }));
const SORTS = [
  ['', 'Relevance'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['newest', 'Newest first'],
  ['rating', 'Customer rating'],
];
const PRICE_LINKS = [
  ['10', 'Under $10'],
  ['15', 'Under $15'],
  ['20', 'Under $20'],
];
const DELIVERY = [
  ['standard', 'Standard delivery (3–5 days) — $3.99, free over $25'],
  ['express', 'Express delivery (next day) — $7.99'],
  ['collect', 'Collect from a shop — free'],
];
const SHOPS = [
  ['market-street', 'Market Street'],
  ['station-road', 'Station Road'],
  ['harbour-quay', 'Harbour Quay'],
];
const GIFT_WRAP = 250;
const PROMOS = { READMORE: 10 };

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (cents) => `$${(cents / 100).toFixed(2)}`;
const byId = (id) => BOOKS.find((b) => b.id === Number(id));
const slug = (name) => name.toLowerCase().replace(/[^a-z]+/g, '-');
const formatName = (f) => FORMATS.find(([k]) => k === f)?.[1];
const catName = (c) => CATEGORIES.find(([k]) => k === c)?.[1];
const formatsOf = (b) => FORMATS.map(([k]) => k).filter((k) => b.prices[k] !== undefined);
const inStock = (b, f) => b.prices[f] !== undefined && !b.out.includes(f);
const from = (b, f) => (f ? b.prices[f] : Math.min(...formatsOf(b).map((k) => b.prices[k])));
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const qs = (q) => {
  const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')).toString();
  return s ? `?${s.replace(/&/g, '&amp;')}` : '';
};

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], wishlist: [], promo: null, orders: [], sampleViews: 0 };
  };
  reset();

  const lineCost = (l) => l.qty * (byId(l.id).prices[l.format] + (l.gift ? GIFT_WRAP : 0));
  const subtotal = () => state.basket.reduce((n, l) => n + lineCost(l), 0);
  const discount = () => (state.promo ? Math.round((subtotal() * PROMOS[state.promo]) / 100) : 0);
  const count = () => state.basket.reduce((n, l) => n + l.qty, 0);
  const deliveryFee = (d, goods) => (d === 'express' ? 799 : d === 'collect' ? 0 : goods >= 2500 ? 0 : 399);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Quillhaven Books</title><style>
body{font-family:Georgia,serif;margin:0;color:#222} header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;padding:10px 24px;background:#5a2a27;color:#fff} header a{color:#fff}
nav.cats{padding:6px 24px;background:#f3ebe1} nav.cats a{margin-right:14px} main{padding:20px 24px} aside{float:left;width:200px} .results{margin-left:220px}
.grid{display:grid;grid-template-columns:repeat(4,190px);gap:16px;list-style:none;padding:0} .card{border:1px solid #ddd;border-radius:6px;padding:10px} .card h2{font-size:16px}
table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left} .total{font-weight:bold} .out{color:#999}
</style></head><body><header><a href="/"><strong>Quillhaven Books</strong></a>
<form action="/search" method="get" role="search"><label for="hq">Search books</label> <input id="hq" name="q" type="search" placeholder="Title, author or subject"> <button>Search</button></form>
<a href="/wishlist">Wishlist (${state.wishlist.length})</a> <a href="/basket">Basket (${count()})</a></header>
<nav class="cats" aria-label="Categories">${CATEGORIES.map(([k, n]) => `<a href="/category/${k}">${esc(n)}</a>`).join(' ')}</nav><main>${body}</main></body></html>`;

  const card = (b, format, back) => `<li class="card"><h2><a href="/book/${b.id}">${esc(b.title)}</a></h2><p>by <a href="/author/${slug(b.author)}">${esc(b.author)}</a></p>
<p>${b.year} · ★ ${b.rating.toFixed(1)}</p><p>${format ? `${formatName(format)} ${money(from(b, format))}` : `From ${money(from(b))}`}</p>
<form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${b.id}"><input type="hidden" name="back" value="${esc(back)}"><button>Add to wishlist</button></form></li>`;

  function listPage(path, query, heading, base) {
    let found = base;
    const format = FORMATS.some(([k]) => k === query.format) ? query.format : '';
    if (format) found = found.filter((b) => b.prices[format] !== undefined);
    const max = Number(query.max);
    if (query.max && max > 0) found = found.filter((b) => from(b, format) < max * 100);
    found = [...found];
    if (query.sort === 'price-asc') found.sort((a, b) => from(a, format) - from(b, format));
    if (query.sort === 'price-desc') found.sort((a, b) => from(b, format) - from(a, format));
    if (query.sort === 'newest') found.sort((a, b) => b.year - a.year);
    if (query.sort === 'rating') found.sort((a, b) => b.rating - a.rating);
    const back = path + (Object.keys(query).length ? `?${new URLSearchParams(query)}` : '');
    const keep = (extra) => `${path}${qs({ q: query.q, format, sort: query.sort, ...extra })}`;
    const cards = found.map((b) => card(b, format, back)).join('');
    const hidden = query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    const keepMax = query.max ? `<input type="hidden" name="max" value="${esc(query.max)}">` : '';
    return layout(heading, `<aside><form method="get" action="${path}">${hidden}${keepMax}<h2>Refine</h2>
<fieldset><legend>Format</legend>${[['', 'Any format'], ...FORMATS].map(([v, l]) => `<label><input type="radio" name="format" value="${v}"${v === format ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join('<br>')}</fieldset>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p></form>
<h3>Price</h3><ul>${PRICE_LINKS.map(([v, l]) => `<li><a href="${keep({ max: v })}">${l}</a></li>`).join('')}<li><a href="${keep({})}">Any price</a></li></ul></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'book' : 'books'}</p>${cards ? `<ul class="grid">${cards}</ul>` : '<p>No books match. Try another format or price.</p>'}</section>`);
  }

  function bookPage(b, query) {
    const formats = formatsOf(b);
    const format = formats.includes(query.format) && inStock(b, query.format) ? query.format : formats.find((f) => inStock(b, f));
    const ebook = format === 'ebook';
    const qty = ebook ? 1 : Math.min(5, Math.max(1, Number(query.qty) || 1));
    const gift = !ebook && query.gift === '1';
    const radios = formats
      .map((f) =>
        inStock(b, f)
          ? `<label><input type="radio" name="format" value="${f}"${f === format ? ' checked' : ''} onchange="this.form.submit()"> ${formatName(f)} — ${money(b.prices[f])}</label>`
          : `<label class="out"><input type="radio" name="format" value="${f}" disabled> ${formatName(f)} — ${money(b.prices[f])} · Out of stock</label>`,
      )
      .join('<br>');
    const extras = ebook
      ? '<p>Ebooks are sent to your Quillhaven library straight after you order.</p>'
      : `<p><label for="qty">Quantity</label> <select id="qty" name="qty" onchange="this.form.submit()">${options([1, 2, 3, 4, 5].map((n) => [String(n), String(n)]), String(qty))}</select></p>
<p><label><input type="checkbox" name="gift" value="1"${gift ? ' checked' : ''} onchange="this.form.submit()"> Gift wrap (+${money(GIFT_WRAP)} a copy)</label></p>`;
    const price = qty * (b.prices[format] + (gift ? GIFT_WRAP : 0));
    const self = `/book/${b.id}${qs({ format: query.format, qty: query.qty, gift: query.gift })}`;
    return layout(b.title, `<p><a href="/category/${b.category}">‹ ${esc(catName(b.category))}</a></p><h1>${esc(b.title)}</h1>
<p>by <a href="/author/${slug(b.author)}">${esc(b.author)}</a> · ${b.year} · ★ ${b.rating.toFixed(1)}</p><p>${esc(b.blurb)}</p>
<p><a href="/book/${b.id}/sample" target="_blank">Look inside</a> (opens a sample in a new tab)</p>
<form method="get" action="/book/${b.id}"><fieldset><legend>Format</legend>${radios}</fieldset>${extras}</form>
<p class="total">Price: ${money(price)}</p>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${b.id}"><input type="hidden" name="format" value="${format}"><input type="hidden" name="qty" value="${qty}">${gift ? '<input type="hidden" name="gift" value="1">' : ''}<button>Add to basket</button></form>
<form method="post" action="/wishlist/add"><input type="hidden" name="id" value="${b.id}"><input type="hidden" name="back" value="${esc(self.replace(/&amp;/g, '&'))}"><button>Add to wishlist</button></form>`);
  }

  function authorPage(name) {
    const books = BOOKS.filter((b) => b.author === name);
    return layout(name, `<h1>${esc(name)}</h1><p>${books.length} ${books.length === 1 ? 'book' : 'books'} by ${esc(name)}</p>
<ol>${books.map((b) => `<li><a href="/book/${b.id}">${esc(b.title)}</a> (${b.year}) — from ${money(from(b))}</li>`).join('')}</ol>`);
  }

  function wishlistPage() {
    const rows = state.wishlist
      .map((id) => {
        const b = byId(id);
        return `<tr><td><a href="/book/${b.id}">${esc(b.title)}</a></td><td>${esc(b.author)}</td><td>From ${money(from(b))}</td>
<td><form method="post" action="/wishlist/move"><input type="hidden" name="id" value="${b.id}"><button>Move to basket</button></form></td>
<td><form method="post" action="/wishlist/remove"><input type="hidden" name="id" value="${b.id}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    return layout('Wishlist', `<h1>Your wishlist</h1>${rows ? `<p>Move to basket adds the cheapest format in stock.</p><table><tbody>${rows}</tbody></table>` : '<p>Your wishlist is empty.</p>'}`);
  }

  function basketPage() {
    const rows = state.basket
      .map((l, i) => {
        const b = byId(l.id);
        const qty =
          l.format === 'ebook'
            ? '1'
            : `<form method="post" action="/basket/update"><input type="hidden" name="index" value="${i}"><label for="q${i}">Qty</label> <select id="q${i}" name="qty" onchange="this.form.submit()">${options([1, 2, 3, 4, 5].map((n) => [String(n), String(n)]), String(l.qty))}</select></form>`;
        return `<tr><td><a href="/book/${b.id}">${esc(b.title)}</a></td><td>${formatName(l.format)}${l.gift ? ', gift wrapped' : ''}</td><td>${qty}</td><td>${money(lineCost(l))}</td>
<td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    if (!rows) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p>');
    return layout('Basket', `<h1>Your basket</h1><table><thead><tr><th>Book</th><th>Format</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<form method="post" action="/basket/promo"><p><label for="promo">Promo code</label> <input id="promo" name="code" value="${esc(state.promo ?? '')}"> <button>Apply</button></p></form>
${state.promo ? `<p>Promo ${esc(state.promo)}: −${money(discount())}</p>` : ''}<p class="total">Subtotal: ${money(subtotal() - discount())}</p><p><a href="/checkout">Checkout</a></p>`);
  }

  function checkoutPage(query) {
    if (!state.basket.length) return layout('Checkout', '<h1>Checkout</h1><p>Your basket is empty.</p>');
    const delivery = DELIVERY.some(([k]) => k === query.delivery) ? query.delivery : 'standard';
    const goods = subtotal() - discount();
    const fee = deliveryFee(delivery, goods);
    const where =
      delivery === 'collect'
        ? `<p><label for="shop">Shop</label> <select id="shop" name="shop">${options(SHOPS, SHOPS[0][0])}</select></p>`
        : `<p><label for="street">Street address</label> <input id="street" name="street"></p><p><label for="town">Town or city</label> <input id="town" name="town"></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode"></p>`;
    return layout('Checkout', `<h1>Checkout</h1><form method="get" action="/checkout"><fieldset><legend>Delivery</legend>${DELIVERY.map(([v, l]) => `<label><input type="radio" name="delivery" value="${v}"${v === delivery ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}</label>`).join('<br>')}</fieldset></form>
<table><tbody><tr><th>Books</th><td>${money(goods)}</td></tr><tr><th>Delivery</th><td>${fee ? money(fee) : 'Free'}</td></tr><tr><th>Total</th><td class="total">${money(goods + fee)}</td></tr></tbody></table>
<form method="post" action="/checkout"><input type="hidden" name="delivery" value="${delivery}">${where}
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p>
<button>Place order</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/basket/add': {
          const b = byId(form.id);
          if (!b || !inStock(b, form.format)) return { status: 400, html: 'Bad request' };
          const ebook = form.format === 'ebook';
          const gift = !ebook && form.gift === '1';
          const qty = ebook ? 1 : Math.min(5, Math.max(1, Number(form.qty) || 1));
          const line = state.basket.find((l) => l.id === b.id && l.format === form.format && l.gift === gift);
          if (line) line.qty = ebook ? 1 : Math.min(5, line.qty + qty);
          else state.basket.push({ id: b.id, format: form.format, qty, gift });
          return { redirect: '/basket' };
        }
        case '/basket/update': {
          const l = state.basket[Number(form.index)];
          if (l && l.format !== 'ebook') l.qty = Math.min(5, Math.max(1, Number(form.qty) || 1));
          return { redirect: '/basket' };
        }
        case '/basket/remove':
          state.basket.splice(Number(form.index), 1);
          return { redirect: '/basket' };
        case '/basket/promo': {
          const code = (form.code ?? '').trim().toUpperCase();
          state.promo = PROMOS[code] ? code : null;
          return { redirect: '/basket' };
        }
        case '/wishlist/add': {
          const b = byId(form.id);
          if (!b) return { status: 400, html: 'Bad request' };
          if (!state.wishlist.includes(b.id)) state.wishlist.push(b.id);
          return { redirect: form.back?.startsWith('/') ? form.back : '/wishlist' };
        }
        case '/wishlist/remove':
          state.wishlist = state.wishlist.filter((id) => id !== Number(form.id));
          return { redirect: '/wishlist' };
        case '/wishlist/move': {
          const b = byId(form.id);
          if (!b) return { status: 400, html: 'Bad request' };
          const f = formatsOf(b)
            .filter((k) => inStock(b, k))
            .sort((x, y) => b.prices[x] - b.prices[y])[0];
          state.wishlist = state.wishlist.filter((id) => id !== b.id);
          const line = state.basket.find((l) => l.id === b.id && l.format === f && !l.gift);
          if (line) line.qty = f === 'ebook' ? 1 : Math.min(5, line.qty + 1);
          else state.basket.push({ id: b.id, format: f, qty: 1, gift: false });
          return { redirect: '/wishlist' };
        }
        case '/checkout': {
          if (!state.basket.length) return { redirect: '/basket' };
          const delivery = DELIVERY.some(([k]) => k === form.delivery) ? form.delivery : 'standard';
          const collect = delivery === 'collect';
          const back = `/checkout?delivery=${delivery}`;
          if (!form.name?.trim() || !form.email?.includes('@')) return { redirect: back };
          if (!collect && !(form.street?.trim() && form.town?.trim() && form.postcode?.trim())) return { redirect: back };
          state.orders.push({
            items: state.basket,
            promo: state.promo,
            delivery,
            shop: collect ? form.shop : null,
            address: collect ? null : `${form.street.trim()}, ${form.town.trim()} ${form.postcode.trim().toUpperCase()}`,
            name: form.name.trim(),
            email: form.email.trim(),
          });
          state.basket = [];
          state.promo = null;
          return { redirect: `/order/QH-${40100 + state.orders.length}` };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const book = /^\/book\/(\d+)$/.exec(u.pathname);
    const sample = /^\/book\/(\d+)\/sample$/.exec(u.pathname);
    const cat = /^\/category\/([a-z]+)$/.exec(u.pathname);
    const author = /^\/author\/([a-z-]+)$/.exec(u.pathname);
    const order = /^\/order\/QH-(\d+)$/.exec(u.pathname);
    const authorName = author && BOOKS.find((b) => slug(b.author) === author[1])?.author;
    if (u.pathname === '/') {
      const picks = [4, 2, 11, 6].map(byId);
      html = layout('Books for every reader', `<h1>New and notable</h1><ul class="grid">${picks.map((b) => card(b, '', '/')).join('')}</ul>
<h2>Browse</h2><ul>${CATEGORIES.map(([k, n]) => `<li><a href="/category/${k}">${esc(n)}</a></li>`).join('')}</ul>`);
    } else if (u.pathname === '/search') {
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(?<=..)s$/, '').replace(/'s?$/, ''));
      const base = BOOKS.filter((b) => words.every((w) => `${b.title} ${b.author} ${catName(b.category)}`.toLowerCase().includes(w)));
      html = listPage('/search', query, query.q ? `Results for “${query.q}”` : 'All books', base);
    } else if (cat && catName(cat[1])) html = listPage(u.pathname, query, catName(cat[1]), BOOKS.filter((b) => b.category === cat[1]));
    else if (book && byId(book[1])) html = bookPage(byId(book[1]), query);
    else if (sample && byId(sample[1])) {
      // Opens in a tab of its own: counted, but not the page the session shops from.
      state.sampleViews++;
      const b = byId(sample[1]);
      return { html: layout(`${b.title}: sample`, `<h1>${esc(b.title)}</h1><h2>Chapter one</h2><p>${esc(b.blurb)} The first pages follow in the full edition.</p>`) };
    } else if (authorName) html = authorPage(authorName);
    else if (u.pathname === '/wishlist') html = wishlistPage();
    else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/checkout') html = checkoutPage(query);
    else if (order && state.orders[Number(order[1]) - 40101]) {
      const o = state.orders[Number(order[1]) - 40101];
      const where = o.delivery === 'collect' ? `Collect from our ${SHOPS.find(([k]) => k === o.shop)[1]} shop from tomorrow.` : `Delivering to ${esc(o.address)}.`;
      html = layout('Order placed', `<h1>Thank you, ${esc(o.name.split(' ')[0])}!</h1><p>Order number QH-${order[1]}</p><p>${where}</p><p>A receipt is on its way to ${esc(o.email)}.</p><p><a href="/">Keep browsing</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, wishlist, promo code, orders, samples opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
