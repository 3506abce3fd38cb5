/**
 * "Voltbay", an electronics shop for the conversation benchmark: search with a result grid,
 * price and brand filters, a sort dropdown, product pages with memory / storage / colour choices
 * (each reloads the page with the choice in the query), a compare list shown side by side, tech
 * specs that open in a new tab (counted in `specViews`), a cart with a quantity per row, a
 * checkout with delivery options. Written blind to the SDK for bench/chat/heldout4.
 */
const PRODUCTS = [
  { id: 1, name: 'Lumio Aero 14 Ultrabook', brand: 'Lumio', category: 'laptops', price: 899, rating: 4.6, reviews: 212, colors: ['Silver', 'Graphite'], specs: { screen: '14-inch 2.8K', battery: 'Up to 12 hours', weight: '1.2 kg', chip: 'Ryzen 7' } },
  { id: 2, name: 'Corvid 15 Laptop', brand: 'Corvid', category: 'laptops', price: 749, rating: 4.1, reviews: 96, colors: ['Black'], specs: { screen: '15.6-inch Full HD', battery: 'Up to 8 hours', weight: '1.8 kg', chip: 'Core i5' } },
  { id: 3, name: 'Nimbus Pro 16', brand: 'Nimbus', category: 'laptops', price: 1499, rating: 4.8, reviews: 341, colors: ['Space Grey', 'Silver'], specs: { screen: '16-inch Retina-class', battery: 'Up to 14 hours', weight: '2.1 kg', chip: 'N3 Pro' } },
  { id: 4, name: 'Brio 13 Chromebook', brand: 'Brio', category: 'laptops', price: 399, rating: 3.9, reviews: 58, colors: ['Blue', 'White'], specs: { screen: '13.3-inch HD', battery: 'Up to 10 hours', weight: '1.1 kg', chip: 'Celeron' } },
  { id: 5, name: 'Titan G7 Gaming Laptop', brand: 'Titan', category: 'laptops', price: 1299, rating: 4.4, reviews: 127, colors: ['Black'], specs: { screen: '17.3-inch 240 Hz', battery: 'Up to 5 hours', weight: '2.9 kg', chip: 'Core i9' } },
  { id: 6, name: 'Lumio Aero 16 Creator', brand: 'Lumio', category: 'laptops', price: 1199, rating: 4.7, reviews: 88, colors: ['Silver', 'Graphite'], specs: { screen: '16-inch OLED', battery: 'Up to 11 hours', weight: '1.9 kg', chip: 'Ryzen 9' } },
  { id: 7, name: 'Hush 700 Noise Cancelling Headphones', brand: 'Hush', category: 'headphones', price: 279, rating: 4.7, reviews: 1204, colors: ['Black', 'Silver', 'Midnight Blue'], specs: { type: 'Over-ear, wireless', battery: 'Up to 30 hours', weight: '250 g' } },
  { id: 8, name: 'Pulse Noise Cancelling Earbuds', brand: 'Pulse', category: 'headphones', price: 129, rating: 4.2, reviews: 540, colors: ['White', 'Black'], specs: { type: 'In-ear, wireless', battery: 'Up to 6 hours (24 with case)', weight: '5 g each' } },
  { id: 9, name: 'Hush 500 Noise Cancelling Headphones', brand: 'Hush', category: 'headphones', price: 199, rating: 4.4, reviews: 610, colors: ['Black', 'White'], specs: { type: 'Over-ear, wireless', battery: 'Up to 20 hours', weight: '240 g' } },
  { id: 10, name: 'Studio Monitor Headphones', brand: 'Hush', category: 'headphones', price: 149, rating: 4.5, reviews: 77, colors: ['Black'], specs: { type: 'Over-ear, wired', battery: 'No battery', weight: '290 g' } },
  { id: 11, name: 'Sprint Sport Earbuds', brand: 'Pulse', category: 'headphones', price: 59, rating: 3.8, reviews: 203, colors: ['Black', 'Lime', 'White'], specs: { type: 'In-ear, wireless', battery: 'Up to 8 hours', weight: '6 g each' } },
  { id: 12, name: 'Vista 27" 4K Monitor', brand: 'Vista', category: 'monitors', price: 379, rating: 4.5, reviews: 318, colors: [], specs: { screen: '27-inch 3840 × 2160', ports: 'HDMI, DisplayPort, USB-C', weight: '5.4 kg' } },
  { id: 13, name: 'Vista 24" Office Monitor', brand: 'Vista', category: 'monitors', price: 169, rating: 4.3, reviews: 451, colors: [], specs: { screen: '24-inch 1920 × 1080', ports: 'HDMI, VGA', weight: '3.1 kg' } },
  { id: 14, name: 'Curve 34" Ultrawide Monitor', brand: 'Curve', category: 'monitors', price: 549, rating: 4.6, reviews: 129, colors: [], specs: { screen: '34-inch 3440 × 1440 curved', ports: 'HDMI, DisplayPort', weight: '7.8 kg' } },
  { id: 15, name: 'Slate 11 Tablet', brand: 'Slate', category: 'tablets', price: 329, rating: 4.4, reviews: 265, colors: ['Grey', 'Rose'], specs: { screen: '11-inch', battery: 'Up to 10 hours', weight: '480 g' } },
  { id: 16, name: 'Slate Mini 8', brand: 'Slate', category: 'tablets', price: 199, rating: 4.0, reviews: 99, colors: ['Grey'], specs: { screen: '8.3-inch', battery: 'Up to 9 hours', weight: '300 g' } },
];
/** Laptop memory and storage choices: [value, label, extra price]. */
const RAM = [['8GB', '8 GB', 0], ['16GB', '16 GB', 100], ['32GB', '32 GB', 300]];
const STORAGE = [['256GB', '256 GB SSD', 0], ['512GB', '512 GB SSD', 80], ['1TB', '1 TB SSD', 200]];
const DELIVERY = [['standard', 'Standard delivery (3–5 working days)', 0], ['express', 'Express delivery (next working day)', 15], ['pickup', 'Collect from a Voltbay store', 0]];
const SORTS = [['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['rating', 'Customer rating']];
const PRICE_CAPS = [['500', 'Under $500'], ['1000', 'Under $1,000'], ['1500', 'Under $1,500']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toLocaleString('en-US')}`;
const slug = (s) => s.toLowerCase().replace(/\s+/g, '-');
const isLaptop = (p) => p.category === 'laptops';

/** The options a product page shows for `query` (defaults where the query has none). */
function options(p, query) {
  const pickOf = (list, v) => (list.some(([x]) => x.toLowerCase() === String(v ?? '').toLowerCase()) ? list.find(([x]) => x.toLowerCase() === String(v).toLowerCase())[0] : list[0][0]);
  const ram = isLaptop(p) ? pickOf(RAM, query.ram) : '';
  const storage = isLaptop(p) ? pickOf(STORAGE, query.storage) : '';
  const color = p.colors.length ? (p.colors.map(slug).includes(String(query.color ?? '').toLowerCase()) ? String(query.color).toLowerCase() : slug(p.colors[0])) : '';
  return { ram, storage, color };
}
const unitPrice = (p, o) => p.price + (RAM.find(([v]) => v === o.ram)?.[2] ?? 0) + (STORAGE.find(([v]) => v === o.storage)?.[2] ?? 0);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, cart: [], compare: [], orders: [], specViews: 0 };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Voltbay</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1b1b1f} a{color:#0b57d0}
.top{display:flex;gap:18px;align-items:center;padding:10px 24px;background:#101828;color:#fff} .top a{color:#fff;text-decoration:none}
.top form{display:flex;flex:1;max-width:520px} .top input{flex:1;padding:6px}
.cats{display:flex;gap:18px;padding:8px 24px;background:#eef2f7} main{padding:20px 24px} .layout{display:flex;gap:28px}
aside{width:200px;font-size:14px} .grid{display:grid;grid-template-columns:repeat(3,240px);gap:18px}
.card{border:1px solid #d0d5dd;border-radius:8px;padding:12px} .pic{height:130px;background:#f2f4f7;border-radius:6px}
.price{font-weight:700;font-size:18px} .muted{color:#667085;font-size:13px} table{border-collapse:collapse} td,th{border-bottom:1px solid #e4e7ec;padding:8px;text-align:left}
footer{margin-top:40px;padding:20px 24px;background:#f2f4f7;font-size:13px;display:flex;gap:40px}
</style></head><body><header><div class="top"><a href="/" aria-label="Voltbay home"><strong>⚡ Voltbay</strong></a>
<form action="/search" method="get" role="search"><input name="q" type="search" aria-label="Search Voltbay" placeholder="Search laptops, headphones, monitors…"><button aria-label="Search">🔍</button></form>
<a href="/account">Sign in</a> <a href="/compare">Compare (${state.compare.length})</a> <a href="/cart">🛒 Cart (${state.cart.reduce((n, c) => n + c.qty, 0)})</a></div>
<nav class="cats" aria-label="Departments"><a href="/search?q=laptops">Laptops</a> <a href="/search?q=headphones">Headphones</a> <a href="/search?q=monitors">Monitors</a> <a href="/search?q=tablets">Tablets</a> <a href="/deals">Deals</a> <a href="/help">Help &amp; support</a></nav></header>
<main>${body}</main>
<footer><div><h4>Shop with us</h4><ul><li><a href="/help">Delivery &amp; returns</a></li><li><a href="/stores" target="_blank">Store finder</a></li><li><a href="/help">Price match promise</a></li></ul></div>
<div><h4>About Voltbay</h4><ul><li><a href="/help">About us</a></li><li><a href="/help">Careers</a></li></ul></div><p class="muted">© 2026 Voltbay Ltd. Prices include VAT.</p></footer></body></html>`;

  const matches = (p, q) => {
    const words = q.toLowerCase().replace(/["']/g, ' ').split(/\s+/).filter(Boolean).map((w) => (w.length > 3 ? w.replace(/s$/, '') : w));
    const hay = `${p.name} ${p.brand} ${p.category} ${p.category === 'laptops' ? 'notebook' : ''}`.toLowerCase();
    return words.length > 0 && words.every((w) => hay.includes(w));
  };
  /** A hidden field that brings the browser back to the page it is on after a POST. */
  const backField = () => `<input type="hidden" name="back" value="${esc(state.page.path + (Object.keys(state.page.query).length ? `?${new URLSearchParams(state.page.query)}` : ''))}">`;
  const compareButton = (p) =>
    state.compare.includes(p.id)
      ? '<p class="muted">✓ In your compare list</p>'
      : `<form method="post" action="/compare/add"><input type="hidden" name="id" value="${p.id}">${backField()}<button>Add to compare</button></form>`;

  function searchPage(query) {
    const q = query.q ?? '';
    const max = Number(query.max) || 0;
    const brand = query.brand ?? '';
    let found = PRODUCTS.filter((p) => matches(p, q) && (!max || p.price <= max) && (!brand || p.brand.toLowerCase() === brand.toLowerCase()));
    if (query.sort === 'price-asc') found = [...found].sort((a, b) => a.price - b.price);
    if (query.sort === 'price-desc') found = [...found].sort((a, b) => b.price - a.price);
    if (query.sort === 'rating') found = [...found].sort((a, b) => b.rating - a.rating);
    const keep = (extra) => {
      const params = { q, ...(max ? { max: String(max) } : {}), ...(brand ? { brand } : {}), ...(query.sort ? { sort: query.sort } : {}), ...extra };
      return `/search?${new URLSearchParams(Object.entries(params).filter(([, v]) => v))}`;
    };
    const brands = [...new Set(PRODUCTS.filter((p) => matches(p, q)).map((p) => p.brand))];
    const cards = found
      .map(
        (p) => `<article class="card"><div class="pic" role="img" aria-label="Photo of ${esc(p.name)}"></div>
<h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p class="muted">${esc(Object.values(p.specs).slice(0, 2).join(' · '))}</p>
<p class="muted">★ ${p.rating} (${p.reviews} reviews)</p><p class="price">${money(p.price)}</p>${compareButton(p)}</article>`,
      )
      .join('\n');
    return layout(`Results for ${q}`, `<div class="layout"><aside><h2>Filter</h2><h3>Price</h3><ul>${PRICE_CAPS.map(([v, l]) => `<li><a href="${keep({ max: v })}">${l}</a></li>`).join('')}<li><a href="${keep({ max: '' })}">Any price</a></li></ul>
<h3>Brand</h3><ul>${brands.map((b) => `<li><a href="${keep({ brand: b.toLowerCase() })}">${esc(b)}</a></li>`).join('')}<li><a href="${keep({ brand: '' })}">All brands</a></li></ul></aside>
<section><h1>${found.length} results for “${esc(q)}”</h1>
<form method="get" action="/search"><input type="hidden" name="q" value="${esc(q)}">${max ? `<input type="hidden" name="max" value="${max}">` : ''}${brand ? `<input type="hidden" name="brand" value="${esc(brand)}">` : ''}
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (query.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<div class="grid">${cards || '<p>Sorry, nothing matches your search. Try fewer words.</p>'}</div></section></div>`);
  }

  function productPage(p, query) {
    const o = options(p, query);
    const radios = (name, list, chosen) =>
      list.map(([v, l, extra]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''} onchange="this.form.submit()"> ${l}${extra ? ` (+${money(extra)})` : ''}</label>`).join('<br>');
    const choices = [
      isLaptop(p) ? `<p><label for="ram">Memory (RAM)</label> <select id="ram" name="ram" onchange="this.form.submit()">${RAM.map(([v, l, extra]) => `<option value="${v}"${v === o.ram ? ' selected' : ''}>${l}${extra ? ` (+${money(extra)})` : ''}</option>`).join('')}</select></p>` : '',
      isLaptop(p) ? `<fieldset><legend>Storage</legend>${radios('storage', STORAGE, o.storage)}</fieldset>` : '',
      p.colors.length > 1 ? `<fieldset><legend>Colour: ${esc(p.colors.find((c) => slug(c) === o.color))}</legend>${radios('color', p.colors.map((c) => [slug(c), c, 0]), o.color)}</fieldset>` : p.colors.length ? `<p>Colour: ${esc(p.colors[0])}</p>` : '',
    ].join('\n');
    const hidden = Object.entries(o).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');
    const specs = Object.entries(p.specs).map(([k, v]) => `<tr><th>${esc(k[0].toUpperCase() + k.slice(1))}</th><td>${esc(v)}</td></tr>`).join('');
    return layout(p.name, `<nav aria-label="Breadcrumb" class="muted"><a href="/">Home</a> › <a href="/search?q=${p.category}">${p.category[0].toUpperCase() + p.category.slice(1)}</a> › ${esc(p.name)}</nav>
<div class="layout"><div><div class="pic" role="img" aria-label="Photo of ${esc(p.name)}" style="width:360px;height:260px"></div><p class="muted">★ ${p.rating} · <a href="#reviews">${p.reviews} reviews</a></p></div>
<section><h1>${esc(p.name)}</h1><p class="price">${money(unitPrice(p, o))}</p><p class="muted">Free delivery on orders over $50. In stock.</p>
<form method="get" action="/product/${p.id}">${choices}</form>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="${p.id}">${hidden}<p><label for="qty">Quantity</label> <select id="qty" name="qty">${[1, 2, 3, 4, 5].map((n) => `<option value="${n}">${n}</option>`).join('')}</select></p><button>Add to cart</button></form>
${compareButton(p)}
<h2>Key specs</h2><table>${specs}</table><p><a href="/specs/${p.id}" target="_blank">Full tech specs (opens in a new tab)</a></p></section></div>
<section id="reviews"><h2>Reviews</h2><p>“Does what it says.” — verified buyer</p></section>`);
  }

  function comparePage() {
    const items = state.compare.map((id) => PRODUCTS.find((p) => p.id === id));
    if (!items.length) return layout('Compare', '<h1>Compare products</h1><p>Your compare list is empty. Use “Add to compare” on any product.</p>');
    const keys = [...new Set(items.flatMap((p) => Object.keys(p.specs)))];
    const row = (label, f) => `<tr><th>${label}</th>${items.map((p) => `<td>${f(p)}</td>`).join('')}</tr>`;
    return layout('Compare', `<h1>Compare products (${items.length})</h1><table>
<tr><th>Product</th>${items.map((p) => `<th><div class="pic" role="img" aria-label="Photo of ${esc(p.name)}"></div><a href="/product/${p.id}">${esc(p.name)}</a></th>`).join('')}</tr>
${row('Price', (p) => money(p.price))}${row('Rating', (p) => `★ ${p.rating}`)}${keys.map((k) => row(esc(k[0].toUpperCase() + k.slice(1)), (p) => esc(p.specs[k] ?? '—'))).join('')}
${row('', (p) => `<form method="post" action="/cart/add"><input type="hidden" name="id" value="${p.id}"><button>Add to cart</button></form>`)}
${row('', (p) => `<form method="post" action="/compare/remove"><input type="hidden" name="id" value="${p.id}"><button>Remove</button></form>`)}</table>
<form method="post" action="/compare/clear"><button>Clear compare list</button></form>`);
  }

  const describe = (c) => {
    const p = PRODUCTS.find((x) => x.id === c.id);
    return [RAM.find(([v]) => v === c.ram)?.[1], STORAGE.find(([v]) => v === c.storage)?.[1], p.colors.find((x) => slug(x) === c.color)].filter(Boolean).join(', ');
  };
  const subtotal = () => state.cart.reduce((sum, c) => sum + unitPrice(PRODUCTS.find((x) => x.id === c.id), c) * c.qty, 0);

  function cartPage() {
    const rows = state.cart
      .map((c, i) => {
        const p = PRODUCTS.find((x) => x.id === c.id);
        return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a><br><span class="muted">${esc(describe(c))}</span></td><td>${money(unitPrice(p, c))}</td>
<td><form method="post" action="/cart/qty"><input type="hidden" name="index" value="${i}"><label for="qty-${i}">Qty</label> <select id="qty-${i}" name="qty" onchange="this.form.submit()">${[1, 2, 3, 4, 5].map((n) => `<option value="${n}"${n === c.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></form></td>
<td>${money(unitPrice(p, c) * c.qty)}</td><td><form method="post" action="/cart/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('\n');
    return layout('Cart', rows
      ? `<h1>Your cart</h1><table><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr>${rows}</table><p class="price">Subtotal: ${money(subtotal())}</p><p><a href="/checkout">Proceed to checkout</a></p><p><a href="/">Continue shopping</a></p>`
      : '<h1>Your cart</h1><p>Your cart is empty.</p><p><a href="/">Continue shopping</a></p>');
  }

  function checkoutPage(query) {
    if (!state.cart.length) return layout('Checkout', '<h1>Checkout</h1><p>Your cart is empty.</p>');
    const delivery = DELIVERY.some(([v]) => v === query.delivery) ? query.delivery : 'standard';
    const fee = DELIVERY.find(([v]) => v === delivery)[2];
    return layout('Checkout', `<h1>Checkout</h1><p>${state.cart.length} item(s): ${state.cart.map((c) => esc(PRODUCTS.find((x) => x.id === c.id).name)).join(', ')}</p>
<form method="get" action="/checkout"><fieldset><legend>Delivery</legend>${DELIVERY.map(([v, l, f]) => `<label><input type="radio" name="delivery" value="${v}"${v === delivery ? ' checked' : ''} onchange="this.form.submit()"> ${l} — ${f ? money(f) : 'Free'}</label>`).join('<br>')}</fieldset></form>
<p class="price">Order total: ${money(subtotal() + fee)}</p>
<form method="post" action="/order"><input type="hidden" name="delivery" value="${delivery}"><button>Place order</button></form><p><a href="/cart">Back to cart</a></p>`);
  }

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const product = PRODUCTS.find((p) => p.id === Number(form.id));
    const safeBack = (b) => (typeof b === 'string' && b.startsWith('/') && !b.startsWith('//') ? b : '/');
    if (method === 'POST') {
      if (u.pathname === '/cart/add' && product) {
        const o = options(product, form);
        state.cart.push({ id: product.id, ...o, qty: Math.min(5, Math.max(1, Number(form.qty) || 1)) });
        return { redirect: '/cart' };
      }
      if (u.pathname === '/cart/qty' && state.cart[Number(form.index)]) {
        state.cart[Number(form.index)].qty = Math.min(5, Math.max(1, Number(form.qty) || 1));
        return { redirect: '/cart' };
      }
      if (u.pathname === '/cart/remove') {
        state.cart.splice(Number(form.index), 1);
        return { redirect: '/cart' };
      }
      if (u.pathname === '/compare/add' && product) {
        if (!state.compare.includes(product.id) && state.compare.length < 3) state.compare.push(product.id);
        return { redirect: safeBack(form.back) };
      }
      if (u.pathname === '/compare/remove') {
        state.compare = state.compare.filter((id) => id !== Number(form.id));
        return { redirect: '/compare' };
      }
      if (u.pathname === '/compare/clear') {
        state.compare = [];
        return { redirect: '/compare' };
      }
      if (u.pathname === '/order' && state.cart.length) {
        state.orders.push({ items: state.cart.map((c) => ({ ...c })), delivery: DELIVERY.some(([v]) => v === form.delivery) ? form.delivery : 'standard' });
        state.cart = [];
        return { redirect: '/order-complete' };
      }
      return { status: 400, html: layout('Error', '<h1>Something went wrong</h1>') };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    const m = /^\/(product|specs)\/(\d+)$/.exec(u.pathname);
    const p = m && PRODUCTS.find((x) => x.id === Number(m[2]));
    if (m && p && m[1] === 'specs') {
      // A spec sheet in a tab of its own: counted, but not the page the session shops from.
      state.specViews++;
      return { html: layout(`${p.name} tech specs`, `<h1>${esc(p.name)}: full tech specs</h1><table>${Object.entries(p.specs).map(([k, v]) => `<tr><th>${esc(k)}</th><td>${esc(v)}</td></tr>`).join('')}</table><p>Model year 2026. Warranty: 2 years.</p>`) };
    }
    if (u.pathname === '/stores') return { html: layout('Store finder', '<h1>Store finder</h1><ul><li>Voltbay Riverside, 12 Mill Lane — open 9–8</li><li>Voltbay Central, 3 Market Square — open 9–9</li></ul>') };
    const pages = {
      '/': () => layout('Electronics, laptops and more', `<h1>Big tech. Small prices.</h1><p>New this week: the Lumio Aero 16 Creator.</p><section><h2>Shop by department</h2><ul><li><a href="/search?q=laptops">Shop laptops</a></li><li><a href="/search?q=headphones">Shop headphones</a></li><li><a href="/search?q=monitors">Shop monitors</a></li></ul></section>`),
      '/search': () => searchPage(query),
      '/compare': comparePage,
      '/cart': cartPage,
      '/checkout': () => checkoutPage(query),
      '/order-complete': () => layout('Order placed', `<h1>Thanks, your order is placed</h1><p>Order number VB-${7000 + state.orders.length}. We have emailed your receipt.</p><p><a href="/">Back to the shop</a></p>`),
      '/deals': () => layout('Deals', '<h1>Deals of the week</h1><p>This part of the site is being updated.</p>'),
      '/help': () => layout('Help', '<h1>Help &amp; support</h1><p>This part of the site is being updated.</p>'),
      '/account': () => layout('Sign in', '<h1>Sign in</h1><p>This part of the site is being updated.</p>'),
    };
    const render = m && p && m[1] === 'product' ? () => productPage(p, query) : pages[u.pathname];
    if (!render) return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    // The page is recorded before it is drawn: its forms send the browser back to it.
    state.page = { path: u.pathname, query };
    const html = render();
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the cart, the compare list, orders, spec sheets opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
