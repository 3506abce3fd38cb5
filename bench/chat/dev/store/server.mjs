/**
 * "Fernway Outfitters", a small store for the conversation benchmark: search, a result grid,
 * price filters, product pages with size and colour, a cart and a checkout. Everything a turn
 * does reaches the server (size and colour changes reload the product page with them in the
 * query), so `state()` tells what the user's helper has done.
 */
const PRODUCTS = [
  { id: 1, name: 'Alpine Winter Jacket', category: 'jackets', price: 129, colors: ['Black', 'Green', 'Red'], img: 'jacket' },
  { id: 2, name: 'Harbor Rain Jacket', category: 'jackets', price: 89, colors: ['Yellow', 'Navy'], img: 'jacket' },
  { id: 3, name: 'Summit Down Winter Jacket', category: 'jackets', price: 199, colors: ['Black', 'Grey'], img: 'jacket' },
  { id: 4, name: 'Trail Fleece Jacket', category: 'jackets', price: 59, colors: ['Green', 'Blue', 'Grey'], img: 'jacket' },
  { id: 5, name: 'City Wool Coat', category: 'coats', price: 159, colors: ['Camel', 'Black'], img: 'coat' },
  { id: 6, name: 'Canvas Sneakers', category: 'shoes', price: 45, colors: ['White', 'Black'], img: 'shoe' },
  { id: 7, name: 'Waterproof Hiking Boots', category: 'shoes', price: 139, colors: ['Brown', 'Black'], img: 'boot' },
  { id: 8, name: 'Running Shoes', category: 'shoes', price: 99, colors: ['Blue', 'Red', 'White'], img: 'shoe' },
  { id: 9, name: 'Wool Beanie', category: 'hats', price: 19, colors: ['Red', 'Grey', 'Green'], img: 'hat' },
  { id: 10, name: 'Knit Winter Scarf', category: 'accessories', price: 25, colors: ['Red', 'Blue'], img: 'scarf' },
  { id: 11, name: 'Leather Backpack', category: 'bags', price: 149, colors: ['Brown', 'Black'], img: 'bag' },
  { id: 12, name: 'Canvas Tote Bag', category: 'bags', price: 29, colors: ['Natural', 'Black'], img: 'bag' },
];
const SIZES = [['S', 'Small'], ['M', 'Medium'], ['L', 'Large'], ['XL', 'Extra large']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, cart: [], orders: [], promo: '', promoMessage: '', sizeGuideViews: 0 };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} · Fernway</title><style>
body{font-family:sans-serif;margin:0} header{display:flex;gap:16px;align-items:center;padding:10px 20px;background:#234;color:#fff}
header a{color:#fff} main{display:flex;gap:24px;padding:20px} aside{width:180px} .grid{display:flex;flex-wrap:wrap;gap:16px;flex:1}
.card{width:220px;border:1px solid #ccc;padding:10px} .card .pic{height:120px;background:#eee} .price{font-weight:bold}
</style></head><body><header><a href="/"><strong>Fernway Outfitters</strong></a>
<form action="/search" method="get" role="search"><input name="q" aria-label="Search products" placeholder="Search products"><button>Search</button></form>
<nav><a href="/search?q=jackets">Jackets</a> <a href="/search?q=shoes">Shoes</a> <a href="/search?q=bags">Bags</a></nav>
<a href="/cart">Cart (${state.cart.length})</a></header>${body}</body></html>`;

  const matches = (p, q) => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const hay = `${p.name} ${p.category}`.toLowerCase();
    return words.every((w) => hay.includes(w));
  };

  function searchPage(query) {
    const q = query.q ?? '';
    const max = Number(query.max) || undefined;
    let found = PRODUCTS.filter((p) => matches(p, q) && (!max || p.price <= max));
    if (query.sort === 'price') found = [...found].sort((a, b) => a.price - b.price);
    const link = (extra) => `/search?${new URLSearchParams({ q, ...(query.sort ? { sort: query.sort } : {}), ...extra })}`;
    const cards = found
      .map((p) => `<div class="card"><div class="pic" role="img" aria-label="${esc(p.img)}"></div><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p class="price">$${p.price}</p><p>${p.colors.length} colours</p></div>`)
      .join('');
    return layout(`Results for ${q}`, `<aside><h2>Price</h2><ul>
<li><a href="${link({ max: '25' })}">Under $25</a></li><li><a href="${link({ max: '50' })}">Under $50</a></li><li><a href="${link({ max: '100' })}">Under $100</a></li><li><a href="${link({})}">Any price</a></li></ul>
<h2>Sort</h2><ul><li><a href="/search?${new URLSearchParams({ q, ...(max ? { max: String(max) } : {}), sort: 'price' })}">Price: low to high</a></li></ul></aside>
<section><h1>${found.length} results for “${esc(q)}”</h1><div class="grid">${cards || '<p>No products match.</p>'}</div></section>`);
  }

  function productPage(p, query) {
    const size = query.size ?? '';
    const color = query.color ?? '';
    const sizes = SIZES.map(([v, l]) => `<option value="${v}"${v === size ? ' selected' : ''}>${l}</option>`).join('');
    const colors = p.colors
      .map((c) => `<label><input type="radio" name="color" value="${c.toLowerCase()}"${c.toLowerCase() === color ? ' checked' : ''} onchange="this.form.submit()"> ${c}</label>`)
      .join(' ');
    return layout(p.name, `<section><p><a href="javascript:history.back()">Back to results</a></p><h1>${esc(p.name)}</h1><p class="price">$${p.price}</p>
<form method="get" action="/product/${p.id}"><p><label for="size">Size</label> <select id="size" name="size" onchange="this.form.submit()"><option value="">Choose a size</option>${sizes}</select></p>
<fieldset><legend>Colour</legend>${colors}</fieldset></form>
<p><a href="/size-guide" target="_blank">Size guide</a> (opens in a new tab)</p>
<form method="post" action="/cart/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${esc(size)}"><input type="hidden" name="color" value="${esc(color)}"><button>Add to cart</button></form></section>`);
  }

  function cartPage() {
    const rows = state.cart
      .map((c, i) => {
        const p = PRODUCTS.find((x) => x.id === c.id);
        return `<tr><td>${esc(p.name)}</td><td>${esc(c.size || '-')}</td><td>${esc(c.color || '-')}</td><td>$${p.price}</td><td><form method="post" action="/cart/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    const subtotal = state.cart.reduce((sum, c) => sum + PRODUCTS.find((x) => x.id === c.id).price, 0);
    const discount = state.promo ? Math.round(subtotal * 0.1) : 0;
    const promo = `<form method="post" action="/cart/promo"><label for="promo">Promo code</label> <input id="promo" name="code"> <button>Apply</button></form>${
      state.promoMessage ? `<p class="message">${esc(state.promoMessage)}</p>` : ''
    }`;
    return layout('Cart', `<section><h1>Your cart</h1>${rows ? `<table><tr><th>Item</th><th>Size</th><th>Colour</th><th>Price</th><th></th></tr>${rows}</table>${promo}<p class="total">Total: $${subtotal - discount}</p><form method="post" action="/checkout"><button>Checkout</button></form>` : '<p>Your cart is empty.</p>'}<p><a href="/">Continue shopping</a></p></section>`);
  }

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/cart/add') {
      state.cart.push({ id: Number(form.id), size: form.size ?? '', color: form.color ?? '' });
      return { redirect: '/cart' };
    }
    if (method === 'POST' && u.pathname === '/cart/remove') {
      state.cart.splice(Number(form.index), 1);
      return { redirect: '/cart' };
    }
    if (method === 'POST' && u.pathname === '/cart/promo') {
      const code = (form.code ?? '').trim().toUpperCase();
      state.promo = code === 'WINTER10' ? code : state.promo;
      state.promoMessage = code === 'WINTER10' ? 'Code WINTER10 applied: 10% off your order.' : `Sorry, the code "${form.code ?? ''}" is not valid.`;
      return { redirect: '/cart' };
    }
    if (method === 'POST' && u.pathname === '/checkout') {
      state.orders.push(state.cart.map((c) => ({ ...c })));
      state.cart = [];
      return { redirect: '/done' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    const product = /^\/product\/(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<section><h1>Welcome to Fernway Outfitters</h1><p>Warm layers for cold days.</p></section>`);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (product && PRODUCTS.some((p) => p.id === Number(product[1]))) html = productPage(PRODUCTS.find((p) => p.id === Number(product[1])), query);
    else if (u.pathname === '/cart') html = cartPage();
    else if (u.pathname === '/size-guide') {
      // A help page in a tab of its own: counted, but not the shopping page the session is on.
      state.sizeGuideViews++;
      return { html: layout('Size guide', `<section><h1>Size guide</h1><table><tr><th>Size</th><th>Chest (cm)</th></tr>${SIZES.map(([v, l], i) => `<tr><td>${l} (${v})</td><td>${88 + 8 * i}–${95 + 8 * i}</td></tr>`).join('')}</table></section>`) };
    }
    else if (u.pathname === '/done') html = layout('Thank you', `<section><h1>Thank you for your order</h1><p>Order number FW-${1000 + state.orders.length}</p></section>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the cart, the orders placed. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
