// SnapPress — an online photo-print shop: prints, wall art, photo books and gifts made from
// the customer's own photo library. Server-rendered HTML, plain GET/POST.
// State: the page shown, the basket, the promo code applied, orders placed, favourite photos.

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (p) => '£' + (p / 100).toFixed(2);

const ALBUMS = [
  { id: 'cornwall', name: 'Summer in Cornwall', photos: [['beach-sunset', 'Beach sunset'], ['st-ives-harbour', 'St Ives harbour'], ['surf-lesson', 'Surf lesson'], ['fish-and-chips', 'Fish and chips']] },
  { id: 'gran-80', name: "Gran's 80th", photos: [['cake-cutting', 'Cake cutting'], ['family-group', 'Family group'], ['gran-and-grandad', 'Gran and Grandad'], ['dancing', 'Dancing']] },
  { id: 'snowdonia', name: 'Snowdonia hike', photos: [['summit-cairn', 'Summit cairn'], ['misty-lake', 'Misty lake'], ['trail-selfie', 'Trail selfie']] },
  { id: 'pets', name: 'Biscuit the dog', photos: [['biscuit-puppy', 'Biscuit as a puppy'], ['biscuit-beach', 'Biscuit on the beach'], ['biscuit-sofa', 'Biscuit on the sofa']] },
];
const PHOTOS = ALBUMS.flatMap((a) => a.photos.map(([id, title]) => ({ id, title, album: a.id })));

// option: the product's second choice (its query parameter and label); extra: the product's add-on checkbox.
const PRODUCTS = [
  { id: 'classic-print', name: 'Classic Photo Print', cat: 'prints', blurb: 'Our everyday print on 240gsm photo paper.', sizes: [['6x4', '6 × 4 in', 25], ['7x5', '7 × 5 in', 45], ['8x10', '8 × 10 in', 150], ['a4', 'A4', 250]], option: ['finish', 'Finish', ['gloss', 'matte', 'lustre']], extra: ['White border', 10] },
  { id: 'square-print', name: 'Square Print', cat: 'prints', blurb: 'Square prints, perfect for phone photos.', sizes: [['4x4', '4 × 4 in', 35], ['6x6', '6 × 6 in', 80], ['8x8', '8 × 8 in', 160]], option: ['finish', 'Finish', ['gloss', 'matte']], extra: ['White border', 10] },
  { id: 'poster', name: 'Poster Print', cat: 'prints', blurb: 'Big, bold posters for walls and events.', sizes: [['a3', 'A3', 600], ['a2', 'A2', 1000], ['a1', 'A1', 1600]], option: ['finish', 'Finish', ['matte', 'satin']], extra: ['Cardboard tube', 150] },
  { id: 'retro-prints', name: 'Retro Border Prints (pack of 12)', cat: 'prints', blurb: 'Instant-camera style prints with a thick white border, sold in packs of 12.', sizes: [['3x4', '3 × 4 in', 499]], option: ['finish', 'Finish', ['matte']], extra: ['Mini pegs and string', 250] },
  { id: 'canvas', name: 'Classic Canvas', cat: 'wall-art', blurb: 'Hand-stretched canvas on a 38mm pine frame.', sizes: [['12x12', '12 × 12 in', 2400], ['16x20', '16 × 20 in', 3500], ['20x30', '20 × 30 in', 4900]], option: ['edge', 'Edge', ['wrap', 'white', 'black']], extra: ['Hanging kit', 300] },
  { id: 'panoramic-canvas', name: 'Panoramic Canvas', cat: 'wall-art', blurb: 'Long, wide canvas for landscapes and group shots.', sizes: [['12x36', '12 × 36 in', 4500], ['20x60', '20 × 60 in', 7900]], option: ['edge', 'Edge', ['wrap', 'white', 'black']], extra: ['Hanging kit', 300] },
  { id: 'framed-print', name: 'Framed Print', cat: 'wall-art', blurb: 'A lustre print behind glass in a slim wooden frame.', sizes: [['8x10', '8 × 10 in', 1900], ['12x16', '12 × 16 in', 2900], ['a2', 'A2', 4500]], option: ['frame', 'Frame colour', ['black', 'white', 'oak']], extra: ['Mount (white card surround)', 400] },
  { id: 'acrylic-block', name: 'Acrylic Block', cat: 'wall-art', blurb: 'Your photo printed onto a thick, free-standing acrylic block.', sizes: [['5x7', '5 × 7 in', 1800], ['8x10', '8 × 10 in', 2600]], option: ['edge', 'Edge', ['polished']], extra: ['Gift box', 350] },
  { id: 'softcover-book', name: 'Softcover Photo Book', cat: 'books', blurb: '20 pages, soft cover, great for holidays.', sizes: [['8x8', '8 × 8 in', 1400], ['11x8', '11 × 8.5 in landscape', 1800]], option: ['paper', 'Paper', ['standard', 'premium']], extra: ['Gift box', 350] },
  { id: 'hardcover-book', name: 'Hardcover Photo Book', cat: 'books', blurb: '24 pages with a printed hard cover.', sizes: [['8x8', '8 × 8 in', 2400], ['11x8', '11 × 8.5 in landscape', 2900], ['12x12', '12 × 12 in', 3900]], option: ['cover', 'Cover', ['matte', 'gloss', 'linen']], extra: ['Gift box', 350] },
  { id: 'layflat-book', name: 'Layflat Photo Book', cat: 'books', blurb: 'Thick pages that open completely flat — ideal for weddings.', sizes: [['10x10', '10 × 10 in', 4900], ['12x12', '12 × 12 in', 5900]], option: ['cover', 'Cover', ['matte', 'linen', 'leather']], extra: ['Gift box', 350] },
  { id: 'wall-calendar', name: 'Wall Calendar 2027', cat: 'gifts', blurb: 'Twelve months, twelve photos, hangs on a hook.', sizes: [['a4', 'A4', 1500], ['a3', 'A3', 2100]], option: ['start', 'Starting month', ['january', 'february', 'march']], extra: ['Gift envelope', 100] },
  { id: 'photo-mug', name: 'Photo Mug', cat: 'gifts', blurb: '11oz ceramic mug, dishwasher safe.', sizes: [['11oz', '11oz', 1200]], option: ['colour', 'Inside colour', ['white', 'black', 'red']], extra: ['Gift box', 350] },
  { id: 'coasters', name: 'Photo Coasters (set of 4)', cat: 'gifts', blurb: 'Four cork-backed coasters with your photos.', sizes: [['square', 'Square', 1600], ['round', 'Round', 1600]], option: ['finish', 'Finish', ['gloss']], extra: ['Gift box', 350] },
];
const CATS = [['prints', 'Prints'], ['wall-art', 'Canvas & wall art'], ['books', 'Photo books'], ['gifts', 'Gifts']];
const PROMOS = { SNAP20: 20, WELCOME10: 10 };
const DELIVERY = [['standard', 'Standard delivery (3–5 working days)', 299], ['express', 'Express delivery (next working day)', 599], ['collect', 'Collect from our Bristol studio', 0]];
const PAST_ORDERS = [{ id: 'SP-4998', date: '14 November 2026', items: '24 × Classic Photo Print 6 × 4 in, gloss', total: 899, status: 'Delivered' }, { id: 'SP-4999', date: '22 November 2026', items: '1 × Framed Print 12 × 16 in, oak', total: 3199, status: 'Dispatched — arriving Monday 30 November' }];

const product = (id) => PRODUCTS.find((p) => p.id === id);
const fromPrice = (p) => Math.min(...p.sizes.map((s) => s[2]));
const itemPrice = (it) => { const p = PRODUCTS.find((x) => x.name === it.product); const s = p.sizes.find((z) => z[0] === it.size); return (s[2] + (it.extra ? p.extra[1] : 0)) * it.qty; };

function fresh() { return { page: { path: '/', query: {} }, cart: [], promo: '', orders: [], favourites: [] }; }

export function createSite() {
  let st = fresh();
  let flash = '';

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} — SnapPress</title>
<style>body{font-family:sans-serif;margin:0}header{background:#203040;color:#fff;padding:8px 16px}header a{color:#fff;margin-right:14px}main{padding:16px}
.grid{display:flex;flex-wrap:wrap;gap:12px}.card{border:1px solid #ccc;border-radius:6px;padding:10px;width:210px}.chip{display:inline-block;border:1px solid #888;border-radius:14px;padding:2px 10px;margin:2px}
.chip.on{background:#203040;color:#fff}table{border-collapse:collapse}td,th{border-bottom:1px solid #ddd;padding:6px}.flash{background:#fe9;padding:6px}.err{color:#b00}</style></head>
<body><header><a href="/"><b>SnapPress</b></a><nav style="display:inline"><a href="/products?cat=prints">Prints</a><a href="/products?cat=wall-art">Canvas &amp; wall art</a><a href="/products?cat=books">Photo books</a><a href="/products?cat=gifts">Gifts</a><a href="/photos">My photos</a><a href="/account/orders">My orders</a><a href="/help">Help</a><a href="/basket">Basket (${st.cart.reduce((n, i) => n + i.qty, 0)})</a></nav>
<form action="/products" method="get" style="display:inline;float:right" role="search"><input name="q" aria-label="Search products" placeholder="Search products"><button>Search</button></form></header>
<main>${flash ? `<p class="flash" role="status">${esc(flash)}</p>` : ''}${body}</main><footer style="padding:16px;color:#666">SnapPress Ltd, 12 Harbourside, Bristol BS1 5TY · Prices include VAT</footer></body></html>`;

  const pages = {
    home: () => layout('Photo prints, canvas and photo books', `<h1>Print your memories</h1><p>Prints from 25p, canvas from £24, photo books from £14. Use code <b>SNAP20</b> for 20% off your first order.</p>
<div class="grid">${CATS.map(([c, n]) => `<div class="card"><h2>${n}</h2><a href="/products?cat=${c}">Shop ${esc(n.toLowerCase())}</a></div>`).join('')}</div>
<h2>Bestsellers</h2><div class="grid">${['classic-print', 'canvas', 'hardcover-book', 'photo-mug'].map((id) => card(product(id))).join('')}</div>`),
    list: (q) => {
      let items = PRODUCTS.slice();
      const term = (q.q || '').toLowerCase().trim();
      if (term) items = items.filter((p) => (p.name + ' ' + p.blurb + ' ' + p.cat).toLowerCase().includes(term) || term.split(/\s+/).every((w) => (p.name + ' ' + p.blurb).toLowerCase().includes(w.replace(/s$/, ''))));
      if (q.cat) items = items.filter((p) => p.cat === q.cat);
      if (q.max) items = items.filter((p) => fromPrice(p) <= Number(q.max) * 100);
      if (q.sort === 'price-asc') items.sort((a, b) => fromPrice(a) - fromPrice(b));
      if (q.sort === 'price-desc') items.sort((a, b) => fromPrice(b) - fromPrice(a));
      if (q.sort === 'name') items.sort((a, b) => a.name.localeCompare(b.name));
      const catName = (CATS.find((c) => c[0] === q.cat) || [])[1];
      const opt = (v, l, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${l}</option>`;
      return layout(catName || 'All products', `<h1>${term ? `Results for “${esc(q.q)}”` : esc(catName || 'All products')}</h1>
<form action="/products" method="get"><label>Search <input name="q" value="${esc(q.q || '')}"></label>
<label>Category <select name="cat">${opt('', 'All categories', q.cat || '')}${CATS.map(([c, n]) => opt(c, n, q.cat)).join('')}</select></label>
<label>Max price <select name="max">${opt('', 'Any price', q.max || '')}${['5', '20', '40'].map((m) => opt(m, `Under £${m}`, q.max)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('', 'Featured', q.sort || '')}${opt('price-asc', 'Price: low to high', q.sort)}${opt('price-desc', 'Price: high to low', q.sort)}${opt('name', 'Name A–Z', q.sort)}</select></label>
<button>Apply</button></form><p>${items.length} product${items.length === 1 ? '' : 's'}</p><div class="grid">${items.map(card).join('') || '<p>No products match. Try another search.</p>'}</div>`);
    },
    product: (p, q) => {
      const [okey, olabel, ovals] = p.option;
      const size = p.sizes.find((s) => s[0] === q.size) || p.sizes[0];
      const optv = ovals.includes(q[okey]) ? q[okey] : ovals[0];
      const link = (k, v) => { const nq = {}; for (const key of ['size', okey, 'photo']) if (q[key]) nq[key] = q[key]; nq[k] = v; return `/product/${p.id}?` + new URLSearchParams(nq); };
      const photo = PHOTOS.find((x) => x.id === q.photo);
      return layout(p.name, `<p><a href="/products?cat=${p.cat}">← Back to ${esc(CATS.find((c) => c[0] === p.cat)[1])}</a></p><h1>${esc(p.name)}</h1><p>${esc(p.blurb)}</p>
<p class="price"><b>${money(size[2])}</b> each (${esc(size[1])})</p>
<h2>Size</h2><div>${p.sizes.map((s) => `<a class="chip${s === size ? ' on' : ''}" href="${link('size', s[0])}"${s === size ? ' aria-current="true"' : ''}>${esc(s[1])} — ${money(s[2])}</a>`).join(' ')}</div>
<h2>${esc(olabel)}</h2><div>${ovals.map((v) => `<a class="chip${v === optv ? ' on' : ''}" href="${link(okey, v)}"${v === optv ? ' aria-current="true"' : ''}>${esc(v[0].toUpperCase() + v.slice(1))}</a>`).join(' ')}</div>
<form action="/basket/add" method="post"><input type="hidden" name="product" value="${p.id}"><input type="hidden" name="size" value="${size[0]}"><input type="hidden" name="option" value="${optv}">
<p><label>Photo <select name="photo"><option value="">Choose a photo…</option>${ALBUMS.map((a) => `<optgroup label="${esc(a.name)}">${a.photos.map(([id, t]) => `<option value="${id}"${photo && photo.id === id ? ' selected' : ''}>${esc(t)}</option>`).join('')}</optgroup>`).join('')}</select></label></p>
<p><label>Quantity <input type="number" name="qty" value="1" min="1" max="500"></label></p>
<p><label><input type="checkbox" name="extra" value="yes"> ${esc(p.extra[0])} (+${money(p.extra[1])} each)</label></p>
<button>Add to basket</button></form>`);
    },
    basket: () => {
      const sub = st.cart.reduce((n, it) => n + itemPrice(it), 0);
      const off = st.promo ? Math.round((sub * PROMOS[st.promo]) / 100) : 0;
      return layout('Your basket', `<h1>Your basket</h1>${st.cart.length ? `<table><tr><th>Item</th><th>Photo</th><th>Quantity</th><th>Price</th><th></th></tr>
${st.cart.map((it, i) => `<tr><td>${esc(it.product)}<br><small>${esc(product(PRODUCTS.find((x) => x.name === it.product).id).sizes.find((s) => s[0] === it.size)[1])}, ${esc(it.option)}${it.extra ? ', ' + esc(PRODUCTS.find((x) => x.name === it.product).extra[0].toLowerCase()) : ''}</small></td><td>${esc(it.photo)}</td>
<td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${i}"><input type="number" name="qty" value="${it.qty}" min="0" aria-label="Quantity for ${esc(it.product)}"> <button>Update</button></form></td><td>${money(itemPrice(it))}</td>
<td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${i}"><button>Remove</button></form></td></tr>`).join('')}</table>
<p>Subtotal: ${money(sub)}</p>${st.promo ? `<p>Promo ${esc(st.promo)} (−${PROMOS[st.promo]}%): −${money(off)}</p>` : ''}<p><b>Total before delivery: ${money(sub - off)}</b></p>
<form action="/basket/promo" method="post"><label>Promo code <input name="code"></label> <button>Apply code</button></form>
<p><a href="/checkout">Go to checkout</a> · <a href="/products">Continue shopping</a></p>` : '<p>Your basket is empty.</p><p><a href="/products">Start shopping</a></p>'}`);
    },
    checkout: () => {
      if (!st.cart.length) return layout('Checkout', '<h1>Checkout</h1><p>Your basket is empty.</p>');
      const sub = st.cart.reduce((n, it) => n + itemPrice(it), 0);
      const off = st.promo ? Math.round((sub * PROMOS[st.promo]) / 100) : 0;
      return layout('Checkout', `<h1>Checkout</h1><p>Items: ${money(sub - off)}</p><form action="/checkout" method="post">
<p><label>Full name <input name="name" required></label></p><p><label>Email <input type="email" name="email" required></label></p>
<p><label>Address <input name="address"></label></p><p><label>Town or city <input name="town"></label></p><p><label>Postcode <input name="postcode"></label></p>
<fieldset><legend>Delivery</legend>${DELIVERY.map(([v, l, c], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${esc(l)} — ${c ? money(c) : 'Free'}</label><br>`).join('')}</fieldset>
<button>Place order</button></form>`);
    },
    photos: (q) => {
      const album = ALBUMS.find((a) => a.id === q.album);
      if (!album) return layout('My photos', `<h1>My photos</h1><p>${PHOTOS.length} photos in ${ALBUMS.length} albums.</p><div class="grid">${ALBUMS.map((a) => `<div class="card"><h2>${esc(a.name)}</h2><p>${a.photos.length} photos</p><a href="/photos?album=${a.id}">Open album</a></div>`).join('')}</div>
<h2>Favourites</h2>${st.favourites.length ? `<ul>${st.favourites.map((f) => `<li>${esc(PHOTOS.find((x) => x.id === f).title)}</li>`).join('')}</ul>` : '<p>No favourites yet.</p>'}`);
      return layout(album.name, `<p><a href="/photos">← All albums</a></p><h1>${esc(album.name)}</h1><p>${album.photos.length} photos</p><div class="grid">${album.photos.map(([id, t]) => `<div class="card"><div style="height:90px;background:#ddd">[photo]</div><h3>${esc(t)}</h3>
<form action="/photos/favourite" method="post"><input type="hidden" name="photo" value="${id}"><button>${st.favourites.includes(id) ? '★ Remove from favourites' : '☆ Add to favourites'}</button></form>
<a href="/product/classic-print?photo=${id}">Print this photo</a></div>`).join('')}</div>`);
    },
    orders: () => layout('My orders', `<h1>My orders</h1><table><tr><th>Order</th><th>Date</th><th>Items</th><th>Total</th><th>Status</th></tr>
${[...st.orders.map((o) => ({ id: o.id, date: '27 November 2026', items: o.items.map((i) => `${i.qty} × ${i.product}`).join('; '), total: orderTotal(o), status: 'Processing' })).reverse(), ...PAST_ORDERS.slice().reverse()].map((o) => `<tr><td>${o.id}</td><td>${o.date}</td><td>${esc(o.items)}</td><td>${money(o.total)}</td><td>${esc(o.status)}</td></tr>`).join('')}</table>`),
    order: (o) => layout('Order placed', `<h1>Thank you! Order ${o.id} is placed</h1><p>We have emailed a confirmation to ${esc(o.email)}.</p><p>Total paid: ${money(orderTotal(o))}</p><p>${o.delivery === 'collect' ? 'We will email you when it is ready to collect from our Bristol studio.' : `Delivering to ${esc(o.address)}, ${esc(o.town)} ${esc(o.postcode)}.`}</p><p><a href="/account/orders">See my orders</a></p>`),
    help: () => layout('Help', `<h1>Help &amp; delivery</h1><h2>Delivery</h2><p>Standard delivery takes 3–5 working days and costs £2.99. Express delivery arrives the next working day if you order before 2pm and costs £5.99. Collection from our Bristol studio is free.</p>
<h2>Returns</h2><p>If a print arrives damaged, tell us within 30 days and we will reprint it free.</p><h2>Image quality</h2><p>We warn you if a photo is too small for the size you choose. Phone photos print well up to A3.</p><h2>Contact</h2><p>Email help@snappress.example or call 0117 496 0123 (Monday to Friday, 9am–5pm).</p>`),
  };
  function card(p) { return `<div class="card"><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p>${esc(p.blurb)}</p><p>From ${money(fromPrice(p))}</p><a href="/product/${p.id}">View</a></div>`; }
  function orderTotal(o) { const sub = o.items.reduce((n, it) => n + itemPrice(it), 0); const off = o.promo ? Math.round((sub * PROMOS[o.promo]) / 100) : 0; return sub - off + DELIVERY.find((d) => d[0] === o.delivery)[2]; }

  function show(path, query, html) { st.page = { path, query }; const out = { html }; flash = ''; return out; }

  function handle(method, url, body) {
    const u = new URL(url, 'http://localhost');
    const path = decodeURIComponent(u.pathname);
    const query = Object.fromEntries(u.searchParams);
    if (method === 'GET') {
      if (path === '/') return show(path, query, pages.home());
      if (path === '/products') return show(path, query, pages.list(query));
      const m = path.match(/^\/product\/([\w-]+)$/);
      if (m && product(m[1])) return show(path, query, pages.product(product(m[1]), query));
      if (path === '/basket') return show(path, query, pages.basket());
      if (path === '/checkout') return show(path, query, pages.checkout());
      if (path === '/photos') return show(path, query, pages.photos(query));
      if (path === '/account/orders') return show(path, query, pages.orders());
      const o = path.match(/^\/order\/(SP-\d+)$/);
      if (o && st.orders.find((x) => x.id === o[1])) return show(path, query, pages.order(st.orders.find((x) => x.id === o[1])));
      if (path === '/help') return show(path, query, pages.help());
      return { status: 404, html: '<h1>Page not found</h1><p><a href="/">SnapPress home</a></p>' };
    }
    const f = new URLSearchParams(body || '');
    if (path === '/basket/add') {
      const p = product(f.get('product'));
      const photo = PHOTOS.find((x) => x.id === f.get('photo'));
      if (!p) return { status: 400, html: 'Unknown product' };
      if (!photo) { flash = 'Please choose a photo to print.'; return { redirect: `/product/${p.id}?` + new URLSearchParams(st.page.path === `/product/${p.id}` ? st.page.query : {}) }; }
      const qty = Math.max(1, Math.floor(Number(f.get('qty')) || 1));
      const item = { product: p.name, size: f.get('size'), option: f.get('option'), photo: photo.title, qty, extra: f.get('extra') === 'yes' };
      const same = st.cart.find((i) => i.product === item.product && i.size === item.size && i.option === item.option && i.photo === item.photo && i.extra === item.extra);
      if (same) same.qty += qty; else st.cart.push(item);
      flash = `Added ${qty} × ${p.name} to your basket.`;
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = Number(f.get('line'));
      if (st.cart[i]) { const q = path.endsWith('remove') ? 0 : Math.floor(Number(f.get('qty'))); if (q > 0) st.cart[i].qty = q; else st.cart.splice(i, 1); }
      if (!st.cart.length) st.promo = '';
      return { redirect: '/basket' };
    }
    if (path === '/basket/promo') {
      const code = (f.get('code') || '').trim().toUpperCase();
      if (PROMOS[code]) { st.promo = code; flash = `Code ${code} applied.`; } else flash = `Sorry, “${f.get('code')}” is not a valid code.`;
      return { redirect: '/basket' };
    }
    if (path === '/checkout') {
      if (!st.cart.length) return { redirect: '/basket' };
      if (!f.get('name') || !f.get('email')) { flash = 'Please give your name and email.'; return { redirect: '/checkout' }; }
      const delivery = DELIVERY.some((d) => d[0] === f.get('delivery')) ? f.get('delivery') : 'standard';
      const order = { id: `SP-${5001 + st.orders.length}`, items: st.cart, promo: st.promo, name: f.get('name').trim(), email: f.get('email').trim(), address: (f.get('address') || '').trim(), town: (f.get('town') || '').trim(), postcode: (f.get('postcode') || '').trim().toUpperCase(), delivery };
      st.orders.push(order); st.cart = []; st.promo = '';
      return { redirect: `/order/${order.id}` };
    }
    if (path === '/photos/favourite') {
      const id = f.get('photo'); const ph = PHOTOS.find((x) => x.id === id);
      if (ph) { if (st.favourites.includes(id)) st.favourites = st.favourites.filter((x) => x !== id); else st.favourites.push(id); }
      return { redirect: `/photos?album=${ph ? ph.album : ''}` };
    }
    return { status: 404, html: 'Not found' };
  }

  return {
    handle,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); flash = ''; },
    reset: () => { st = fresh(); flash = ''; },
  };
}
