// Brickyard Hardware — a DIY / hardware store (blind set, round 10).
const PRODUCTS = [
  { sku: 'D100', name: 'Makita 18V Cordless Drill Driver', brand: 'Makita', cat: 'tools', price: 129.0, rating: 4.7, reviews: 312, stock: true },
  { sku: 'D101', name: 'Bosch 12V Compact Cordless Drill', brand: 'Bosch', cat: 'tools', price: 89.0, rating: 4.5, reviews: 198, stock: true },
  { sku: 'D102', name: 'Ryobi 18V Hammer Drill Kit', brand: 'Ryobi', cat: 'tools', price: 149.0, rating: 4.6, reviews: 87, stock: false },
  { sku: 'W600', name: 'Bosch Drill Bit Set 35pc', brand: 'Bosch', cat: 'tools', price: 24.0, rating: 4.3, reviews: 141, stock: true },
  { sku: 'D103', name: 'Stanley 16oz Claw Hammer', brand: 'Stanley', cat: 'tools', price: 19.95, rating: 4.8, reviews: 540, stock: true },
  { sku: 'D104', name: 'Estwing 20oz Framing Hammer', brand: 'Estwing', cat: 'tools', price: 44.5, rating: 4.9, reviews: 221, stock: true },
  { sku: 'L400', name: 'Werner 3-Step Aluminium Ladder', brand: 'Werner', cat: 'tools', price: 79.0, rating: 4.4, reviews: 66, stock: true },
  { sku: 'P200', name: 'Dulux Interior Matt Emulsion', brand: 'Dulux', cat: 'paint', price: 34.99, rating: 4.5, reviews: 402, stock: true,
    sizes: [['1L', 34.99], ['2.5L', 59.99], ['5L', 99.0]], colours: [['White', true], ['Soft Grey', true], ['Sage Green', true], ['Navy', false]] },
  { sku: 'P201', name: 'Valspar Exterior Gloss', brand: 'Valspar', cat: 'paint', price: 42.0, rating: 4.2, reviews: 58, stock: true,
    sizes: [['750ml', 42.0], ['2.5L', 84.0]], colours: [['Black', true], ['Brilliant White', true], ['Racing Green', true]] },
  { sku: 'P202', name: 'Harris 9in Paint Roller Set', brand: 'Harris', cat: 'paint', price: 14.5, rating: 4.1, reviews: 230, stock: true },
  { sku: 'P203', name: 'Harris Essentials Paint Brush 5 Pack', brand: 'Harris', cat: 'paint', price: 9.99, rating: 4.0, reviews: 175, stock: true },
  { sku: 'G300', name: 'Hozelock 30m Garden Hose', brand: 'Hozelock', cat: 'garden', price: 39.99, rating: 4.3, reviews: 120, stock: true },
  { sku: 'G301', name: 'Fiskars Bypass Pruner', brand: 'Fiskars', cat: 'garden', price: 24.99, rating: 4.7, reviews: 305, stock: true },
  { sku: 'G302', name: 'Spear & Jackson Stainless Garden Spade', brand: 'Spear & Jackson', cat: 'garden', price: 29.5, rating: 4.6, reviews: 94, stock: true },
  { sku: 'G303', name: 'Hozelock Hose Reel Cart', brand: 'Hozelock', cat: 'garden', price: 54.0, rating: 3.9, reviews: 41, stock: false },
  { sku: 'S500', name: 'Forge Wood Screws Assorted Box (500 pcs)', brand: 'Forge', cat: 'fixings', price: 12.99, rating: 4.4, reviews: 288, stock: true },
  { sku: 'S501', name: 'Forge Wall Plugs & Screws Kit', brand: 'Forge', cat: 'fixings', price: 8.49, rating: 4.2, reviews: 133, stock: true },
  { sku: 'PL700', name: 'PTFE Plumbers Tape (3 pack)', brand: 'Forge', cat: 'plumbing', price: 3.99, rating: 4.5, reviews: 77, stock: true },
  { sku: 'PL701', name: 'Adjustable Basin Wrench', brand: 'Stanley', cat: 'plumbing', price: 17.49, rating: 4.1, reviews: 35, stock: true },
];
const CATS = { tools: 'Tools', paint: 'Paint & Decorating', garden: 'Garden', fixings: 'Screws & Fixings', plumbing: 'Plumbing' };
const STORES = ['Camden', 'Croydon', 'Wembley', 'Stratford'];
const DELIVERY = { standard: ['Standard delivery (3-5 days)', 6.95], express: ['Next-day delivery', 14.95], collect: ['Click & Collect', 0] };

const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n) => '£' + n.toFixed(2);
const clone = (x) => JSON.parse(JSON.stringify(x));
const find = (sku) => PRODUCTS.find((p) => p.sku === sku);
const unitPrice = (p, size) => (p.sizes ? (p.sizes.find((s) => s[0] === size) || p.sizes[0])[1] : p.price);

function initial() {
  return { page: { path: '/', query: {} }, cart: [], orders: [], wishlist: [], specViews: 0 };
}

export function createSite() {
  let st = initial();

  function layout(title, body, crumbs) {
    const count = st.cart.reduce((a, l) => a + l.qty, 0);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Brickyard Hardware</title>
<style>body{font-family:Arial,sans-serif;margin:0}header{background:#1f3a5f;color:#fff;padding:8px 16px;display:flex;gap:16px;align-items:center}header a{color:#fff}.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:12px}.card{border:1px solid #ccc;padding:8px}main{padding:16px}.layout{display:flex;gap:20px}aside{width:220px}footer{background:#eee;padding:16px;display:flex;gap:40px}</style></head>
<body><header><a href="/" class="logo"><strong>Brickyard</strong> Hardware</a>
<nav aria-label="Departments"><ul style="display:flex;gap:12px;list-style:none">${Object.entries(CATS).map(([k, v]) => `<li><a href="/c/${k}">${v}</a></li>`).join('')}<li><a href="/deals">Deals</a></li></ul></nav>
<form action="/search" method="get" role="search"><input type="search" name="q" placeholder="Search 20,000+ products" aria-label="Search products"><button type="submit" aria-label="Search">&#128269;</button></form>
<a href="/wishlist" aria-label="Wish list">&#9825;</a> <a href="/cart">Basket (${count})</a></header>
${crumbs ? `<nav aria-label="Breadcrumb" style="padding:4px 16px"><ol style="display:flex;gap:8px;list-style:none;padding:0">${crumbs.map(([h, t]) => (h ? `<li><a href="${h}">${esc(t)}</a> /</li>` : `<li>${esc(t)}</li>`)).join('')}</ol></nav>` : ''}
<main>${body}</main>
<footer><div><h4>Help</h4><ul><li><a href="/help/delivery">Delivery</a></li><li><a href="/help/returns">Returns</a></li><li><a href="/help/contact">Contact us</a></li></ul></div>
<div><h4>Stores</h4><ul>${STORES.map((s) => `<li><a href="/stores/${s.toLowerCase()}">${s}</a></li>`).join('')}</ul></div>
<div><h4>Brickyard</h4><ul><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/trade">Trade account</a></li></ul></div>
<p><small>&copy; 2026 Brickyard Hardware Ltd</small></p></footer></body></html>`;
  }

  function card(p) {
    return `<article class="card"><a href="/p/${p.sku}"><div style="height:80px;background:#ddd" aria-hidden="true"></div></a>
<h3 style="font-size:15px">${esc(p.name)}</h3><p>${p.rating} &#9733; (${p.reviews} reviews)</p><p class="price"><strong>${p.sizes ? 'from ' : ''}${money(p.price)}</strong></p>
${p.stock ? '<p>In stock</p>' : '<p style="color:#a00">Out of stock</p>'}
<div style="display:flex;gap:6px"><a href="/p/${p.sku}" class="btn">View</a>
${p.sizes ? '' : `<form method="post" action="/cart/add"><input type="hidden" name="sku" value="${p.sku}"><input type="hidden" name="qty" value="1"><button type="submit"${p.stock ? '' : ' disabled'}>Add</button></form>`}</div></article>`;
  }

  function listing(q, query, base, heading, crumbs) {
    let items = PRODUCTS.filter((p) => {
      if (base.cat && p.cat !== base.cat) return false;
      if (base.q) {
        const words = base.q.toLowerCase().split(/\s+/).filter(Boolean).map((w) => (w.length > 4 ? w.replace(/(es|s)$/, '') : w));
        const hay = (p.name + ' ' + p.brand + ' ' + CATS[p.cat]).toLowerCase();
        if (!words.every((w) => hay.includes(w))) return false;
      }
      return true;
    });
    const brands = [...new Set(items.map((p) => p.brand))];
    const chosen = query.getAll('brand');
    if (chosen.length) items = items.filter((p) => chosen.includes(p.brand));
    const min = parseFloat(query.get('min')), max = parseFloat(query.get('max'));
    if (!isNaN(min)) items = items.filter((p) => p.price >= min);
    if (!isNaN(max)) items = items.filter((p) => p.price <= max);
    if (query.get('instock')) items = items.filter((p) => p.stock);
    const sort = query.get('sort') || '';
    if (sort === 'price-asc') items.sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') items.sort((a, b) => b.price - a.price);
    if (sort === 'rating') items.sort((a, b) => b.rating - a.rating);
    const hidden = base.q ? `<input type="hidden" name="q" value="${esc(base.q)}">` : '';
    const body = `<h1>${esc(heading)}</h1>
<div class="layout"><aside><form method="get" action="">${hidden}
<h2 style="font-size:16px">Filter</h2>
<fieldset><legend>Brand</legend>${brands.map((b) => `<label style="display:block"><input type="checkbox" name="brand" value="${esc(b)}"${chosen.includes(b) ? ' checked' : ''}> ${esc(b)}</label>`).join('')}</fieldset>
<h3 style="font-size:14px">Price</h3><div style="display:flex;gap:4px"><input name="min" size="5" placeholder="Min" aria-label="Minimum price" value="${esc(query.get('min') || '')}"> to <input name="max" size="5" placeholder="Max" aria-label="Maximum price" value="${esc(query.get('max') || '')}"></div>
<p><label><input type="checkbox" name="instock" value="1"${query.get('instock') ? ' checked' : ''}> In stock only</label></p>
${sort ? `<input type="hidden" name="sort" value="${esc(sort)}">` : ''}
<button type="submit">Apply filters</button> <a href="${base.cat ? '/c/' + base.cat : '/search?q=' + encodeURIComponent(base.q || '')}">Clear all</a></form></aside>
<section style="flex:1"><div style="display:flex;justify-content:space-between"><p>${items.length} products</p>
<form method="get" action="">${hidden}${chosen.map((b) => `<input type="hidden" name="brand" value="${esc(b)}">`).join('')}${query.get('min') ? `<input type="hidden" name="min" value="${esc(query.get('min'))}">` : ''}${query.get('max') ? `<input type="hidden" name="max" value="${esc(query.get('max'))}">` : ''}${query.get('instock') ? '<input type="hidden" name="instock" value="1">' : ''}
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()"><option value="">Most relevant</option><option value="price-asc"${sort === 'price-asc' ? ' selected' : ''}>Price: low to high</option><option value="price-desc"${sort === 'price-desc' ? ' selected' : ''}>Price: high to low</option><option value="rating"${sort === 'rating' ? ' selected' : ''}>Top rated</option></select></form></div>
<div class="grid">${items.map(card).join('') || '<p>No products match. Try a different search.</p>'}</div></section></div>`;
    return layout(heading, body, crumbs);
  }

  function product(p, query) {
    const size = p.sizes ? (p.sizes.find((s) => s[0] === query.get('size')) || p.sizes[0])[0] : '';
    const colour = p.colours ? (p.colours.find((c) => c[0] === query.get('colour') && c[1]) || p.colours[0])[0] : '';
    const keep = (extra) => { const u = new URLSearchParams(); if (size) u.set('size', extra.size ?? size); if (colour) u.set('colour', extra.colour ?? colour); return u.toString(); };
    const onList = st.wishlist.includes(p.sku);
    const opts = p.sizes ? `<form method="get" action="/p/${p.sku}"><input type="hidden" name="colour" value="${esc(colour)}">
<label>Tin size <select name="size">${p.sizes.map(([s, pr]) => `<option value="${s}"${s === size ? ' selected' : ''}>${s} - ${money(pr)}</option>`).join('')}</select></label> <button type="submit">Update</button></form>
<h3 style="font-size:14px">Colour: ${esc(colour)}</h3><ul style="display:flex;gap:8px;list-style:none;padding:0">${p.colours.map(([c, ok]) => ok ? `<li><a href="/p/${p.sku}?${keep({ colour: c })}" class="swatch${c === colour ? ' selected' : ''}"${c === colour ? ' aria-current="true"' : ''}>${c}</a></li>` : `<li><span class="swatch" aria-disabled="true" style="color:#999;text-decoration:line-through">${c} (sold out)</span></li>`).join('')}</ul>` : '';
    const body = `<div class="layout"><div style="width:300px;height:300px;background:#ddd" aria-hidden="true"></div><div>
<h1>${esc(p.name)}</h1><p>by <a href="/search?q=${encodeURIComponent(p.brand)}">${esc(p.brand)}</a> &middot; ${p.rating} &#9733; <a href="#reviews">${p.reviews} reviews</a> &middot; SKU ${p.sku}</p>
<p class="price" style="font-size:24px"><strong>${money(unitPrice(p, size))}</strong></p>
${opts}
${p.stock ? '<p>In stock for delivery</p>' : '<p style="color:#a00">Out of stock online</p>'}
<form method="post" action="/cart/add"><input type="hidden" name="sku" value="${p.sku}">${size ? `<input type="hidden" name="size" value="${esc(size)}"><input type="hidden" name="colour" value="${esc(colour)}">` : ''}
<label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" max="20" value="1"> <button type="submit"${p.stock ? '' : ' disabled'}>Add to basket</button></form>
<form method="post" action="/wishlist/toggle"><input type="hidden" name="sku" value="${p.sku}"><input type="hidden" name="back" value="/p/${p.sku}${keep({}) ? '?' + keep({}) : ''}"><button type="submit" aria-label="${onList ? 'Remove from wish list' : 'Save to wish list'}">${onList ? '&#9829; Saved' : '&#9825; Save'}</button></form>
<p><a href="/p/${p.sku}/specs" target="_blank" rel="noopener">Product specification sheet (opens in new tab)</a></p></div></div>
<details><summary>Delivery &amp; returns</summary><p>Standard delivery £6.95, free Click &amp; Collect from any store. 30-day returns.</p></details>
<section id="reviews"><h2>Customer reviews</h2><ol><li><p>"Does the job." - Pat, 5 stars</p></li><li><p>"Good value for money." - Lee, 4 stars</p></li></ol></section>`;
    return layout(p.name, body, [['/', 'Home'], ['/c/' + p.cat, CATS[p.cat]], [null, p.name]]);
  }

  function cartPage() {
    const lines = st.cart.map((l, i) => { const p = find(l.sku); return { ...l, p, i, unit: unitPrice(p, l.size) }; });
    const sub = lines.reduce((a, l) => a + l.unit * l.qty, 0);
    const body = `<h1>Your basket</h1>${lines.length ? `<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr></thead><tbody>
${lines.map((l) => `<tr><td><a href="/p/${l.sku}">${esc(l.p.name)}</a>${l.size ? `<br><small>${esc(l.size)}, ${esc(l.colour)}</small>` : ''}</td><td>${money(l.unit)}</td>
<td><form method="post" action="/cart/update"><input type="hidden" name="line" value="${l.i}"><select name="qty" aria-label="Quantity for ${esc(l.p.name)}">${[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((n) => `<option${n === l.qty ? ' selected' : ''}>${n}</option>`).join('')}</select> <button type="submit">Update</button></form></td>
<td>${money(l.unit * l.qty)}</td><td><form method="post" action="/cart/remove"><input type="hidden" name="line" value="${l.i}"><button type="submit">Remove</button></form></td></tr>`).join('')}
</tbody></table><p>Subtotal: <strong id="subtotal">${money(sub)}</strong></p><p><a href="/checkout" class="btn">Checkout securely</a> <a href="/">Continue shopping</a></p>` : '<p>Your basket is empty.</p><p><a href="/">Continue shopping</a></p>'}`;
    return layout('Basket', body, [['/', 'Home'], [null, 'Basket']]);
  }

  function checkoutPage(query) {
    const lines = st.cart.map((l) => ({ ...l, unit: unitPrice(find(l.sku), l.size) }));
    const sub = lines.reduce((a, l) => a + l.unit * l.qty, 0);
    const d = DELIVERY[query.get('delivery')] ? query.get('delivery') : 'standard';
    const body = `<h1>Checkout</h1>
<form method="get" action="/checkout"><fieldset><legend>How would you like to get your order?</legend>
${Object.entries(DELIVERY).map(([k, [t, c]]) => `<label style="display:block"><input type="radio" name="delivery" value="${k}"${k === d ? ' checked' : ''} onchange="this.form.submit()"> ${t} - ${c ? money(c) : 'Free'}</label>`).join('')}
</fieldset><noscript><button type="submit">Update delivery</button></noscript></form>
<form method="post" action="/checkout/place"><input type="hidden" name="delivery" value="${d}">
${d === 'collect' ? `<p><label for="store">Collect from store</label> <select id="store" name="store"><option value="">Choose a store</option>${STORES.map((s) => `<option>${s}</option>`).join('')}</select></p>` : ''}
<h2 style="font-size:16px">Your details</h2>
<p><label for="fullname">Full name</label><br><input id="fullname" name="name" autocomplete="name"></p>
<p><input name="email" type="email" placeholder="Email address"></p>
<p><input name="phone" type="tel" aria-label="Mobile number"></p>
${d === 'collect' ? '' : '<p><label>Delivery address<br><input name="address" size="40"></label></p><p><label>Postcode <input name="postcode" size="8"></label></p>'}
<p><label><input type="checkbox" name="news" value="1"> Email me offers and DIY tips</label></p>
<h2 style="font-size:16px">Order summary</h2><p>Items: ${money(sub)}</p><p>Delivery: ${DELIVERY[d][1] ? money(DELIVERY[d][1]) : 'Free'}</p><p>Order total: <strong>${money(sub + DELIVERY[d][1])}</strong></p>
<button type="submit"${lines.length ? '' : ' disabled'}>Place order</button></form>`;
    return layout('Checkout', body, [['/', 'Home'], ['/cart', 'Basket'], [null, 'Checkout']]);
  }

  function home() {
    const deals = ['D101', 'P202', 'G301', 'S500'].map(find);
    const body = `<section style="background:#f4c542;padding:16px"><h1>Black Friday DIY deals</h1><p>Up to 30% off power tools this weekend.</p><a href="/deals">Shop all deals</a></section>
<h2>Shop by department</h2><div class="grid">${Object.entries(CATS).map(([k, v]) => `<a class="card" href="/c/${k}">${v}</a>`).join('')}</div>
<h2>Top deals</h2><div class="grid">${deals.map(card).join('')}</div>`;
    return layout('Home', body);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname, q = u.searchParams;
    const f = new URLSearchParams(body || '');
    const page = (html) => { const query = {}; for (const [k, v] of q) query[k] = k in query ? query[k] + ',' + v : v; st.page = { path, query }; return { html }; };
    if (method === 'GET') {
      if (path === '/') return page(home());
      if (path === '/search') return page(listing(q.get('q'), q, { q: q.get('q') || '' }, `Results for "${q.get('q') || ''}"`, [['/', 'Home'], [null, 'Search']]));
      let m = path.match(/^\/c\/(\w+)$/);
      if (m && CATS[m[1]]) return page(listing('', q, { cat: m[1] }, CATS[m[1]], [['/', 'Home'], [null, CATS[m[1]]]]));
      if (path === '/deals') return page(layout('Deals', `<h1>Deals</h1><div class="grid">${['D101', 'P202', 'G301', 'S500', 'PL700'].map(find).map(card).join('')}</div>`, [['/', 'Home'], [null, 'Deals']]));
      m = path.match(/^\/p\/(\w+)\/specs$/);
      if (m && find(m[1])) { st.specViews += 1; const p = find(m[1]); return { html: `<!doctype html><html><head><title>Specification - ${esc(p.name)}</title></head><body><h1>${esc(p.name)} specification</h1><table><tbody><tr><th>Brand</th><td>${esc(p.brand)}</td></tr><tr><th>SKU</th><td>${p.sku}</td></tr><tr><th>Warranty</th><td>${p.cat === 'tools' ? '3 years' : '1 year'}</td></tr></tbody></table></body></html>` }; }
      m = path.match(/^\/p\/(\w+)$/);
      if (m && find(m[1])) return page(product(find(m[1]), q));
      if (path === '/cart') return page(cartPage());
      if (path === '/checkout') return page(checkoutPage(q));
      if (path === '/wishlist') return page(layout('Wish list', `<h1>Your wish list</h1>${st.wishlist.length ? `<div class="grid">${st.wishlist.map(find).map(card).join('')}</div>` : '<p>Nothing saved yet.</p>'}`, [['/', 'Home'], [null, 'Wish list']]));
      m = path.match(/^\/order\/(\w+)$/);
      if (m) { const o = st.orders.find((x) => x.id === m[1]); if (o) return page(layout('Order confirmed', `<h1>Thanks, your order is confirmed</h1><p>Order number <strong>${o.id}</strong></p><p>We've emailed a receipt to ${esc(o.email)}.</p><p>Total paid: <strong>${money(o.total)}</strong></p><p><a href="/">Back to the shop</a></p>`)); }
      if (/^\/(help|stores|about|careers|trade)/.test(path)) return page(layout('Information', `<h1>${esc(path.split('/').pop())}</h1><p>Information page.</p>`));
      return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    }
    if (path === '/cart/add') {
      const p = find(f.get('sku'));
      if (!p || !p.stock) return { redirect: '/cart' };
      const qty = Math.max(1, parseInt(f.get('qty') || '1', 10) || 1);
      const line = p.sizes ? { sku: p.sku, size: f.get('size') || p.sizes[0][0], colour: f.get('colour') || p.colours[0][0], qty } : { sku: p.sku, qty };
      const same = st.cart.find((l) => l.sku === line.sku && l.size === line.size && l.colour === line.colour);
      if (same) same.qty += qty; else st.cart.push(line);
      return { redirect: '/cart' };
    }
    if (path === '/cart/update') { const l = st.cart[+f.get('line')]; if (l) l.qty = Math.max(1, parseInt(f.get('qty'), 10) || 1); return { redirect: '/cart' }; }
    if (path === '/cart/remove') { st.cart.splice(+f.get('line'), 1); return { redirect: '/cart' }; }
    if (path === '/wishlist/toggle') {
      const s = f.get('sku');
      if (find(s)) st.wishlist = st.wishlist.includes(s) ? st.wishlist.filter((x) => x !== s) : [...st.wishlist, s];
      const back = f.get('back') || '/wishlist';
      return { redirect: back.startsWith('/') ? back : '/wishlist' };
    }
    if (path === '/checkout/place') {
      if (!st.cart.length) return { redirect: '/cart' };
      const d = DELIVERY[f.get('delivery')] ? f.get('delivery') : 'standard';
      const name = (f.get('name') || '').trim(), email = (f.get('email') || '').trim();
      if (!name || !email || (d === 'collect' && !f.get('store'))) return { status: 200, html: layout('Checkout', '<h1>Checkout</h1><p role="alert">Please fill in your name, email and, for collection, a store.</p><p><a href="/checkout">Back to checkout</a></p>') };
      const sub = st.cart.reduce((a, l) => a + unitPrice(find(l.sku), l.size) * l.qty, 0);
      const o = { id: 'BY' + (48210 + st.orders.length), items: clone(st.cart), delivery: d, store: d === 'collect' ? f.get('store') : '', name, email, phone: (f.get('phone') || '').trim(), address: d === 'collect' ? '' : (f.get('address') || '').trim(), postcode: d === 'collect' ? '' : (f.get('postcode') || '').trim().toUpperCase(), total: Math.round((sub + DELIVERY[d][1]) * 100) / 100 };
      st.orders.push(o); st.cart = [];
      return { redirect: '/order/' + o.id };
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = clone(s); },
    reset: () => { st = initial(); },
  };
}
