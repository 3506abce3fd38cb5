/**
 * "Greenleaf Grocer", a grocery delivery site for the conversation benchmark (heldout6, written
 * blind): a header search and aisle links, product tiles three to a row with a Qty menu and an Add
 * button each, an "Organic only" box and a "Sort by" menu that reload the list, product pages with
 * a Quantity menu and substitution radios that reload the page with the choice in the query,
 * nutrition facts in a new tab (counted in `nutritionViews`), a basket with per-row quantity,
 * "Substitutes OK" and Remove, delivery slots (day menu and time radios that reload, then
 * "Reserve this slot"), checkout and an order confirmation. Everything a turn does reaches the
 * server, so `state()` tells what the helper has done.
 */
const AISLES = [
  ['fruit-veg', 'Fruit & veg'],
  ['dairy-eggs', 'Dairy & eggs'],
  ['bakery', 'Bakery'],
  ['pantry', 'Pantry'],
];
// id, name, aisle, price (cents), organic, nutrition per serving [calories, protein g, sugars g]
const PRODUCTS = [
  [1, 'Organic Bananas (bunch of 5)', 'fruit-veg', 199, true, [105, 1, 14]],
  [2, 'Gala Apples (6 pack)', 'fruit-veg', 349, false, [95, 0, 19]],
  [3, 'Honeycrisp Apples (4 pack)', 'fruit-veg', 499, false, [95, 0, 19]],
  [4, 'Organic Gala Apples (1 kg bag)', 'fruit-veg', 529, true, [95, 0, 19]],
  [5, 'Baby Spinach (200 g)', 'fruit-veg', 279, false, [7, 1, 0]],
  [6, 'Vine Tomatoes (500 g)', 'fruit-veg', 299, false, [22, 1, 3]],
  [7, 'Whole Milk (1 gallon)', 'dairy-eggs', 389, false, [150, 8, 12]],
  [8, 'Oat Milk (64 oz)', 'dairy-eggs', 449, false, [120, 3, 7]],
  [9, 'Organic 2% Milk (half gallon)', 'dairy-eggs', 419, true, [120, 8, 12]],
  [10, 'Free-Range Eggs (12)', 'dairy-eggs', 459, false, [70, 6, 0]],
  [11, 'Greek Yogurt, Plain (32 oz)', 'dairy-eggs', 549, false, [100, 17, 6]],
  [12, 'Cheddar Cheese (8 oz)', 'dairy-eggs', 399, false, [110, 7, 0]],
  [20, 'Strawberry Yogurt Cups (4 pack)', 'dairy-eggs', 329, false, [140, 5, 19]],
  [21, 'Organic Vanilla Yogurt (32 oz)', 'dairy-eggs', 599, true, [150, 6, 21]],
  [13, 'Sourdough Loaf', 'bakery', 499, false, [120, 4, 1]],
  [14, 'Whole Wheat Bread', 'bakery', 329, false, [80, 4, 2]],
  [15, 'Blueberry Muffins (4 pack)', 'bakery', 599, false, [380, 5, 33]],
  [16, 'Spaghetti (1 lb)', 'pantry', 149, false, [200, 7, 2]],
  [17, 'Marinara Sauce (24 oz)', 'pantry', 379, false, [70, 2, 9]],
  [18, 'Organic Peanut Butter (16 oz)', 'pantry', 499, true, [190, 7, 2]],
  [19, 'Rolled Oats (42 oz)', 'pantry', 429, false, [150, 5, 1]],
].map(([id, name, aisle, price, organic, [kcal, protein, sugars]]) => ({ id, name, aisle, price, organic, kcal, protein, sugars }));
const DAYS = [
  ['2026-12-01', 'Tuesday 1 December'],
  ['2026-12-02', 'Wednesday 2 December'],
  ['2026-12-03', 'Thursday 3 December'],
  ['2026-12-04', 'Friday 4 December'],
  ['2026-12-05', 'Saturday 5 December'],
  ['2026-12-06', 'Sunday 6 December'],
];
const TIMES = [
  ['morning', 'Morning, 8am–12pm', 399],
  ['afternoon', 'Afternoon, 12pm–4pm', 299],
  ['evening', 'Evening, 4pm–8pm', 499],
];
const SORTS = [
  ['', 'Relevance'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['name', 'Name (A–Z)'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (cents) => `$${(cents / 100).toFixed(2)}`;
const byId = (id) => PRODUCTS.find((p) => p.id === Number(id));
const aisleName = (slug) => AISLES.find(([s]) => s === slug)?.[1];
const qtyOptions = (chosen) => Array.from({ length: 10 }, (_, i) => `<option value="${i + 1}"${i + 1 === chosen ? ' selected' : ''}>${i + 1}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], slot: null, orders: [], nutritionViews: 0 };
  };
  reset();

  const items = () => state.basket.reduce((n, l) => n + l.qty, 0);
  const subtotal = () => state.basket.reduce((n, l) => n + l.qty * byId(l.id).price, 0);
  const slotText = (slot) => `${DAYS.find(([d]) => d === slot.day)[1]}, ${TIMES.find(([t]) => t === slot.time)[1]}`;
  const fee = () => (state.slot ? TIMES.find(([t]) => t === state.slot.time)[2] : 0);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Greenleaf Grocer</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1f2a1f} header{display:flex;flex-wrap:wrap;gap:18px;align-items:center;padding:10px 24px;background:#2f6b34;color:#fff}
header a{color:#fff} main{padding:20px 24px} .tiles{display:grid;grid-template-columns:repeat(3,220px);gap:16px;list-style:none;padding:0}
.tile{border:1px solid #cfd8cf;border-radius:8px;padding:12px} .pic{height:110px;background:#eef3ee;border-radius:6px} .badge{background:#d9f0d4;padding:1px 6px;border-radius:4px;font-size:12px}
.price{font-weight:bold} aside{float:left;width:190px} .results{margin-left:210px} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
</style></head><body><header><a href="/"><strong>Greenleaf Grocer</strong></a>
<form action="/search" method="get" role="search"><label for="q">Search groceries</label> <input id="q" name="q" type="search"> <button>Search</button></form>
<nav aria-label="Aisles">${AISLES.map(([s, n]) => `<a href="/aisle/${s}">${esc(n)}</a>`).join(' ')}</nav>
<a href="/slots">${state.slot ? `Delivery: ${esc(slotText(state.slot))}` : 'Book a delivery slot'}</a>
<a href="/basket">Basket (${items()})</a></header><main>${body}</main></body></html>`;

  function listPage(heading, path, query, found) {
    const organic = query.organic === '1';
    if (organic) found = found.filter((p) => p.organic);
    const sort = query.sort ?? '';
    if (sort === 'price-asc') found = [...found].sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') found = [...found].sort((a, b) => b.price - a.price);
    if (sort === 'name') found = [...found].sort((a, b) => a.name.localeCompare(b.name));
    const here = `${path}?${new URLSearchParams(query)}`;
    const tiles = found
      .map(
        (p) => `<li class="tile"><div class="pic" role="img" aria-label="${esc(p.name)}"></div>
<h2><a href="/product/${p.id}">${esc(p.name)}</a></h2>${p.organic ? '<p><span class="badge">Organic</span></p>' : ''}<p class="price">${money(p.price)}</p>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="back" value="${esc(here)}">
<label for="tq-${p.id}">Qty</label> <select id="tq-${p.id}" name="qty">${qtyOptions(1)}</select> <button aria-label="Add ${esc(p.name)} to basket">Add</button></form></li>`,
      )
      .join('');
    const hidden = query.q !== undefined ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    return layout(heading, `<aside><form method="get" action="${path}">${hidden}<h2>Filter</h2>
<p><label><input type="checkbox" name="organic" value="1"${organic ? ' checked' : ''} onchange="this.form.submit()"> Organic only</label></p>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === sort ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<noscript><button>Apply</button></noscript></form></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'product' : 'products'}</p>${tiles ? `<ul class="tiles">${tiles}</ul>` : '<p>No products match your search.</p>'}</section>`);
  }

  function productPage(p, query) {
    const qty = Math.min(10, Math.max(1, Number(query.qty) || 1));
    const sub = query.sub === 'none' ? 'none' : 'similar';
    const here = `/product/${p.id}?${new URLSearchParams(query)}`;
    const radio = (v, l) => `<label><input type="radio" name="sub" value="${v}"${sub === v ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`;
    return layout(p.name, `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/aisle/${p.aisle}">${esc(aisleName(p.aisle))}</a></nav>
<h1>${esc(p.name)}</h1>${p.organic ? '<p><span class="badge">Organic</span></p>' : ''}<p class="price">${money(p.price)}</p>
<p><a href="/product/${p.id}/nutrition" target="_blank">Nutrition facts</a> (opens in a new tab)</p>
<form method="get" action="/product/${p.id}"><p><label for="qty">Quantity</label> <select id="qty" name="qty" onchange="this.form.submit()">${qtyOptions(qty)}</select></p>
<fieldset><legend>If it's out of stock</legend>${radio('similar', 'Substitute a similar item')}<br>${radio('none', "Don't substitute")}</fieldset></form>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="qty" value="${qty}"><input type="hidden" name="sub" value="${sub}"><input type="hidden" name="back" value="${esc(here)}"><button>Add to basket</button></form>`);
  }

  function basketPage() {
    const rows = state.basket
      .map((l, i) => {
        const p = byId(l.id);
        return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a></td><td><form method="post" action="/basket/update"><input type="hidden" name="index" value="${i}">
<label for="bq-${i}">Qty</label> <select id="bq-${i}" name="qty" onchange="this.form.submit()">${qtyOptions(l.qty)}</select>
<label><input type="checkbox" name="sub" value="similar"${l.sub === 'similar' ? ' checked' : ''} onchange="this.form.submit()"> Substitutes OK</label></form></td>
<td>${money(l.qty * p.price)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    if (!rows) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p><p><a href="/">Start shopping</a></p>');
    const delivery = state.slot ? `${money(fee())} (${esc(slotText(state.slot))}) <a href="/slots">Change slot</a>` : 'No slot booked yet. <a href="/slots">Choose a delivery slot</a>';
    return layout('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Subtotal: ${money(subtotal())}</p><p>Delivery: ${delivery}</p><p class="price">Total: ${money(subtotal() + fee())}</p>
<p><a href="/checkout">Checkout</a> · <a href="/">Continue shopping</a></p>`);
  }

  function slotsPage(query) {
    const day = DAYS.some(([d]) => d === query.day) ? query.day : '';
    const time = TIMES.some(([t]) => t === query.time) ? query.time : '';
    const reserve =
      day && time
        ? `<form method="post" action="/slots/reserve"><input type="hidden" name="day" value="${day}"><input type="hidden" name="time" value="${time}"><button>Reserve this slot</button></form>`
        : '<p>Choose a day and a time to reserve a slot.</p>';
    return layout('Delivery slots', `<h1>Choose a delivery slot</h1>${state.slot ? `<p>Your slot: ${esc(slotText(state.slot))}</p>` : ''}
<form method="get" action="/slots"><p><label for="day">Delivery day</label> <select id="day" name="day" onchange="this.form.submit()"><option value="">Choose a day</option>${DAYS.map(([v, l]) => `<option value="${v}"${v === day ? ' selected' : ''}>${l}</option>`).join('')}</select></p>
<fieldset><legend>Time</legend>${TIMES.map(([v, l, c]) => `<label><input type="radio" name="time" value="${v}"${v === time ? ' checked' : ''} onchange="this.form.submit()"> ${l} · ${money(c)}</label>`).join('<br>')}</fieldset></form>${reserve}`);
  }

  function checkoutPage() {
    if (!state.basket.length) return layout('Checkout', '<h1>Checkout</h1><p>Your basket is empty.</p>');
    const lines = state.basket.map((l) => `<li>${l.qty} × ${esc(byId(l.id).name)}${l.sub === 'none' ? " (don't substitute)" : ''}</li>`).join('');
    const slot = state.slot ? `<p>Delivery: ${esc(slotText(state.slot))}</p><form method="post" action="/order"><button>Place order</button></form>` : '<p>Please <a href="/slots">choose a delivery slot</a> before placing your order.</p>';
    return layout('Checkout', `<h1>Checkout</h1><ul>${lines}</ul><p class="price">Total: ${money(subtotal() + fee())}</p>${slot}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const backTo = (b) => (typeof b === 'string' && b.startsWith('/') ? b : '/basket');
    if (method === 'POST') {
      switch (u.pathname) {
        case '/basket/add': {
          const p = byId(form.id);
          if (!p) return { status: 400, html: 'Bad request' };
          const qty = Math.min(10, Math.max(1, Number(form.qty) || 1));
          const sub = form.sub === 'none' ? 'none' : 'similar';
          const same = state.basket.find((l) => l.id === p.id && l.sub === sub);
          if (same) same.qty = Math.min(10, same.qty + qty);
          else state.basket.push({ id: p.id, qty, sub });
          return { redirect: backTo(form.back) };
        }
        case '/basket/update': {
          const l = state.basket[Number(form.index)];
          if (l) {
            l.qty = Math.min(10, Math.max(1, Number(form.qty) || 1));
            l.sub = form.sub === 'similar' ? 'similar' : 'none';
          }
          return { redirect: '/basket' };
        }
        case '/basket/remove':
          state.basket.splice(Number(form.index), 1);
          return { redirect: '/basket' };
        case '/slots/reserve':
          if (!DAYS.some(([d]) => d === form.day) || !TIMES.some(([t]) => t === form.time)) return { redirect: '/slots' };
          state.slot = { day: form.day, time: form.time };
          return { redirect: '/basket' };
        case '/order':
          if (!state.basket.length || !state.slot) return { redirect: '/checkout' };
          state.orders.push({ items: structuredClone(state.basket), slot: state.slot });
          state.basket = [];
          state.slot = null;
          return { redirect: '/order-confirmed' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const product = /^\/product\/(\d+)$/.exec(u.pathname);
    const nutrition = /^\/product\/(\d+)\/nutrition$/.exec(u.pathname);
    const aisle = /^\/aisle\/([a-z-]+)$/.exec(u.pathname);
    if (u.pathname === '/') {
      html = layout('Groceries delivered', `<h1>Fresh groceries, delivered</h1><p>Shop by aisle:</p><ul>${AISLES.map(([s, n]) => `<li><a href="/aisle/${s}">${esc(n)}</a></li>`).join('')}</ul>`);
    } else if (u.pathname === '/search') {
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(es|s)$/, ''));
      const found = PRODUCTS.filter((p) => words.length && words.every((w) => `${p.name} ${aisleName(p.aisle)}`.toLowerCase().includes(w)));
      html = listPage(`Results for “${query.q ?? ''}”`, '/search', query, found);
    } else if (aisle && aisleName(aisle[1])) {
      html = listPage(aisleName(aisle[1]), u.pathname, query, PRODUCTS.filter((p) => p.aisle === aisle[1]));
    } else if (product && byId(product[1])) {
      html = productPage(byId(product[1]), query);
    } else if (nutrition && byId(nutrition[1])) {
      // Opens in a tab of its own: counted, but not the page the session shops from.
      const p = byId(nutrition[1]);
      state.nutritionViews++;
      return { html: layout(`Nutrition: ${p.name}`, `<h1>Nutrition facts</h1><h2>${esc(p.name)}</h2><table><tbody><tr><th>Calories</th><td>${p.kcal}</td></tr><tr><th>Protein</th><td>${p.protein} g</td></tr><tr><th>Sugars</th><td>${p.sugars} g</td></tr></tbody></table><p>Per serving.</p>`) };
    } else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/slots') html = slotsPage(query);
    else if (u.pathname === '/checkout') html = checkoutPage();
    else if (u.pathname === '/order-confirmed') html = layout('Order confirmed', `<h1>Thanks! Your order is confirmed</h1><p>Order number GL-${2000 + state.orders.length}</p><p><a href="/">Back to shopping</a></p>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, the reserved slot, orders placed, nutrition tabs opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
