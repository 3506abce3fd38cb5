/**
 * "Pepperbox", a food-delivery site for the conversation benchmark: a search over restaurants
 * and dishes with results as a list, filter pills and a sort select, restaurant menus whose
 * simple dishes are added with one button and whose others open an options page (size radios,
 * spice and quantity selects; each change reloads the page with it in the query), allergen
 * information in a new tab, a basket with remove buttons, delivery/pickup and a tip, and
 * placed orders. `state()` is the last page shown with its query, the basket and the orders.
 */
const RESTAURANTS = [
  { id: 1, name: 'Lotus Garden Thai', cuisine: 'Thai', score: 4.6, eta: [25, 35], fee: 2.49 },
  { id: 2, name: 'Bangkok Street Kitchen', cuisine: 'Thai · Street food', score: 4.3, eta: [15, 25], fee: 0 },
  { id: 3, name: 'Nonna Rosa Pizzeria', cuisine: 'Pizza · Italian', score: 4.8, eta: [30, 40], fee: 1.99 },
  { id: 4, name: 'Slice Republic', cuisine: 'Pizza · Fast food', score: 4.1, eta: [20, 30], fee: 0 },
  { id: 5, name: 'Umami Ramen Bar', cuisine: 'Japanese · Ramen', score: 4.7, eta: [20, 30], fee: 2.99 },
  { id: 6, name: 'Green Bowl Co.', cuisine: 'Vegan · Salads · Bowls', score: 4.5, eta: [15, 20], fee: 0.99 },
  { id: 7, name: 'Smokestack Burgers', cuisine: 'Burgers · American', score: 4.2, eta: [25, 35], fee: 0 },
  { id: 8, name: 'Tokyo Roll House', cuisine: 'Sushi · Japanese', score: 4.4, eta: [30, 45], fee: 3.49 },
];
// sizes: [value, label, extra price]; spice: has a spice-level choice. Dishes without either are added directly.
const PIZZA = [['medium', 'Medium 12"', 0], ['large', 'Large 16"', 5]];
const BOWL = [['regular', 'Regular', 0], ['large', 'Large', 3]];
const DISHES = [
  { id: 'pad-thai', r: 1, name: 'Pad Thai', desc: 'Rice noodles, tamarind, peanuts, lime.', price: 13.5, sizes: BOWL, spice: true },
  { id: 'green-curry', r: 1, name: 'Green Curry', desc: 'Coconut green curry with jasmine rice.', price: 14, sizes: BOWL, spice: true },
  { id: 'spring-rolls', r: 1, name: 'Crispy Spring Rolls (4)', desc: 'With sweet chilli sauce.', price: 6.5 },
  { id: 'thai-iced-tea', r: 1, name: 'Thai Iced Tea', desc: 'Sweet and creamy.', price: 4 },
  { id: 'drunken-noodles', r: 2, name: 'Drunken Noodles', desc: 'Wide rice noodles, holy basil, chilli.', price: 12, sizes: BOWL, spice: true },
  { id: 'basil-chicken', r: 2, name: 'Basil Chicken (Pad Kra Pao)', desc: 'Minced chicken, basil, fried egg.', price: 12.5, spice: true },
  { id: 'mango-sticky-rice', r: 2, name: 'Mango Sticky Rice', desc: 'Ripe mango, coconut cream.', price: 7 },
  { id: 'margherita', r: 3, name: 'Margherita', desc: 'San Marzano tomato, fior di latte, basil.', price: 15, sizes: PIZZA },
  { id: 'diavola', r: 3, name: 'Diavola', desc: 'Spicy salami, chilli honey.', price: 17, sizes: PIZZA },
  { id: 'garlic-knots', r: 3, name: 'Garlic Knots', desc: 'Six knots with parmesan.', price: 6 },
  { id: 'tiramisu', r: 3, name: 'Tiramisu', desc: 'House-made.', price: 8 },
  { id: 'pepperoni-slice', r: 4, name: 'Pepperoni Slice', desc: 'New York style.', price: 4.5 },
  { id: 'cheese-slice', r: 4, name: 'Cheese Slice', desc: 'Classic.', price: 4 },
  { id: 'tonkotsu', r: 5, name: 'Tonkotsu Ramen', desc: 'Pork broth, chashu, soft egg.', price: 16, spice: true },
  { id: 'spicy-miso', r: 5, name: 'Spicy Miso Ramen', desc: 'Miso broth, ground pork, corn.', price: 16.5, spice: true },
  { id: 'gyoza', r: 5, name: 'Pork Gyoza (6)', desc: 'Pan-fried dumplings.', price: 7.5 },
  { id: 'edamame', r: 5, name: 'Edamame', desc: 'Sea salt.', price: 5 },
  { id: 'falafel-bowl', r: 6, name: 'Falafel Bowl', desc: 'Hummus, pickles, herbs.', price: 13, sizes: BOWL },
  { id: 'sushi-rice-bowl', r: 6, name: 'Tofu Sushi Rice Bowl', desc: 'Seasoned rice, avocado, nori.', price: 12.5, sizes: BOWL },
  { id: 'classic-burger', r: 7, name: 'Classic Smash Burger', desc: 'Two patties, cheese, pickles.', price: 11 },
  { id: 'fries', r: 7, name: 'Fries', desc: 'Skin-on.', price: 4 },
  { id: 'california-roll', r: 8, name: 'California Roll', desc: 'Crab, avocado, cucumber.', price: 9 },
  { id: 'salmon-nigiri', r: 8, name: 'Salmon Nigiri (4)', desc: 'Fresh Atlantic salmon.', price: 11 },
];
const SPICE = [['mild', 'Mild'], ['medium', 'Medium'], ['hot', 'Hot'], ['thai-hot', 'Very hot (three chillies)']];
const SORTS = [['', 'Recommended'], ['time', 'Fastest delivery'], ['rating', 'Top rated']];
const PILLS = [['free', 'Free delivery'], ['fast', 'Under 30 min'], ['top', 'Rated 4.5+']];
const TIPS = [['', 'No tip'], ['10', '10%'], ['15', '15%'], ['20', '20%']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toFixed(2)}`;
const dishPrice = (d, size) => d.price + ((d.sizes ?? []).find(([v]) => v === size)?.[2] ?? 0);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], orders: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} - Pepperbox</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:10px 24px;border-bottom:1px solid #ddd}
header nav{display:flex;gap:14px;flex:1} main{padding:16px 24px;max-width:900px} .pill{border:1px solid #999;border-radius:14px;padding:3px 10px;text-decoration:none;color:#222}
.pill.on{background:#222;color:#fff} .restaurants{list-style:none;padding:0} .restaurants li{display:flex;gap:12px;border-bottom:1px solid #eee;padding:10px 0}
.logo{width:80px;height:60px;background:#fde} .menu{list-style:none;padding:0} .menu li{display:flex;justify-content:space-between;border-bottom:1px solid #eee;padding:8px 0}
footer{margin-top:40px;padding:14px 24px;background:#fafafa;font-size:.9em}
</style></head><body><header><a href="/"><strong>Pepperbox</strong></a><form action="/search" method="get" role="search"><input name="q" aria-label="Search restaurants or dishes" placeholder="Search restaurants or dishes"> <button>Go</button></form>
<nav><a href="/offers">Offers</a><a href="/orders">Orders</a><a href="/help">Help</a></nav><a href="/basket">Basket · ${state.basket.reduce((n, b) => n + b.qty, 0)}</a></header>
<main>${body}</main><footer><p>Delivering to 42 Marlow Street · <a href="/address">Change address</a></p><a href="/couriers" target="_blank">Become a courier</a> · <a href="/partners" target="_blank">Add your restaurant</a> · <a href="/terms">Terms</a></footer></body></html>`;

  const matches = (r, q) => {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    const hay = [r.name, r.cuisine, ...DISHES.filter((d) => d.r === r.id).map((d) => d.name)].join(' ').toLowerCase();
    return words.every((w) => hay.includes(w));
  };

  function searchPage(query) {
    const q = query.q ?? '';
    let found = RESTAURANTS.filter((r) => matches(r, q) && (!query.free || r.fee === 0) && (!query.fast || r.eta[1] <= 30) && (!query.top || r.score >= 4.5));
    if (query.sort === 'time') found = [...found].sort((a, b) => a.eta[0] - b.eta[0] || a.eta[1] - b.eta[1]);
    if (query.sort === 'rating') found = [...found].sort((a, b) => b.score - a.score);
    const base = Object.fromEntries(['q', 'sort', ...PILLS.map(([k]) => k)].filter((k) => query[k]).map((k) => [k, query[k]]));
    const pills = PILLS.map(([k, l]) => {
      const next = { ...base };
      if (query[k]) delete next[k];
      else next[k] = '1';
      return `<a class="pill${query[k] ? ' on' : ''}" href="/search?${new URLSearchParams({ q, ...next })}">${l}</a>`;
    }).join(' ');
    const rows = found
      .map(
        (r) => `<li><div class="logo" role="img" aria-label="${esc(r.name)} logo"></div><div><h3><a href="/restaurant/${r.id}">${esc(r.name)}</a></h3><p>${esc(r.cuisine)} · ★ ${r.score}</p>
<p>${r.eta[0]}–${r.eta[1]} min · ${r.fee ? `${money(r.fee)} delivery` : 'Free delivery'}</p></div></li>`,
      )
      .join('');
    const sorts = SORTS.map(([v, l]) => `<option value="${v}"${(query.sort ?? '') === v ? ' selected' : ''}>${l}</option>`).join('');
    const hidden = Object.entries(base).filter(([k]) => k !== 'sort').map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('');
    return layout(`“${q}”`, `<h1>Results for “${esc(q)}”</h1><p>${pills}</p>
<form method="get" action="/search">${hidden}<label for="sort">Sort</label> <select id="sort" name="sort" onchange="this.form.submit()">${sorts}</select></form>
<p>${found.length} ${found.length === 1 ? 'restaurant' : 'restaurants'}</p><ul class="restaurants">${rows || '<li>Nothing found. Try another search.</li>'}</ul>`);
  }

  function restaurantPage(r) {
    const menu = DISHES.filter((d) => d.r === r.id)
      .map((d) => {
        const add = d.sizes || d.spice ? `<a href="/restaurant/${r.id}/dish/${d.id}" aria-label="Add ${esc(d.name)}">Add +</a>` : `<form method="post" action="/basket/add" style="display:inline"><input type="hidden" name="dish" value="${d.id}"><button aria-label="Add ${esc(d.name)}">Add +</button></form>`;
        return `<li><div><strong>${esc(d.name)}</strong><br><small>${esc(d.desc)}</small></div><div>${money(d.price)} ${add}</div></li>`;
      })
      .join('');
    return layout(r.name, `<p><a href="/">All restaurants</a></p><h1>${esc(r.name)}</h1><p>${esc(r.cuisine)} · ★ ${r.score} · ${r.eta[0]}–${r.eta[1]} min · <a href="/restaurant/${r.id}/allergens" target="_blank">Allergen information</a></p>
<h2>Menu</h2><ul class="menu">${menu}</ul><p><a href="/basket">Go to checkout</a></p>`);
  }

  function dishPage(r, d, query) {
    const size = (d.sizes ?? []).some(([v]) => v === query.size) ? query.size : '';
    const spice = SPICE.some(([v]) => v === query.spice) ? query.spice : '';
    const qty = Math.min(Math.max(Number(query.qty) || 1, 1), 5);
    const sizes = d.sizes
      ? `<fieldset><legend>Size (required)</legend>${d.sizes.map(([v, l, x]) => `<label><input type="radio" name="size" value="${v}"${v === size ? ' checked' : ''} onchange="this.form.submit()"> ${esc(l)}${x ? ` (+${money(x)})` : ''}</label>`).join(' ')}</fieldset>`
      : '';
    const spices = d.spice
      ? `<p><label for="spice">Spice level</label> <select id="spice" name="spice" onchange="this.form.submit()"><option value="">Choose…</option>${SPICE.map(([v, l]) => `<option value="${v}"${v === spice ? ' selected' : ''}>${l}</option>`).join('')}</select></p>`
      : '';
    const qtys = [1, 2, 3, 4, 5].map((n) => `<option value="${n}"${n === qty ? ' selected' : ''}>${n}</option>`).join('');
    return layout(d.name, `<p><a href="/restaurant/${r.id}">← ${esc(r.name)}</a></p><h1>${esc(d.name)}</h1><p>${esc(d.desc)}</p>
${query.error === 'size' ? '<p role="alert">Please choose a size.</p>' : ''}<form method="get" action="/restaurant/${r.id}/dish/${d.id}">${sizes}${spices}<p><label for="qty">Quantity</label> <select id="qty" name="qty" onchange="this.form.submit()">${qtys}</select></p></form>
<form method="post" action="/basket/add"><input type="hidden" name="dish" value="${d.id}"><input type="hidden" name="size" value="${size}"><input type="hidden" name="spice" value="${spice}"><input type="hidden" name="qty" value="${qty}"><button>Add to order · ${money(dishPrice(d, size) * qty)}</button></form>`);
  }

  function basketPage(query) {
    const mode = query.mode === 'pickup' ? 'pickup' : 'delivery';
    const tip = TIPS.some(([v]) => v === query.tip) ? query.tip : '';
    const rows = state.basket
      .map((b, i) => {
        const d = DISHES.find((x) => x.id === b.dish);
        const opts = [d.sizes?.find(([v]) => v === b.size)?.[1], SPICE.find(([v]) => v === b.spice)?.[1]].filter(Boolean).join(', ');
        return `<tr><td>${b.qty} × ${esc(d.name)}${opts ? `<br><small>${esc(opts)}</small>` : ''}</td><td>${money(dishPrice(d, b.size) * b.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    if (!rows) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p><p><a href="/">Find something to eat</a></p>');
    return layout('Basket', `<h1>Your basket</h1><table><tr><th>Item</th><th>Price</th><th></th></tr>${rows}</table>
<form method="get" action="/basket"><fieldset><legend>How do you want it?</legend><label><input type="radio" name="mode" value="delivery"${mode === 'delivery' ? ' checked' : ''} onchange="this.form.submit()"> Delivery</label>
<label><input type="radio" name="mode" value="pickup"${mode === 'pickup' ? ' checked' : ''} onchange="this.form.submit()"> Pickup</label></fieldset>
<p><label for="tip">Tip your ${mode === 'pickup' ? 'kitchen staff' : 'courier'}</label> <select id="tip" name="tip" onchange="this.form.submit()">${TIPS.map(([v, l]) => `<option value="${v}"${v === tip ? ' selected' : ''}>${l}</option>`).join('')}</select></p></form>
<form method="post" action="/order"><input type="hidden" name="mode" value="${mode}"><input type="hidden" name="tip" value="${tip}"><button>Place order</button></form>`);
  }

  const info = (title, text) => layout(title, `<h1>${esc(title)}</h1><p>${esc(text)}</p>`);

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/basket/add') {
      const d = DISHES.find((x) => x.id === form.dish);
      if (!d) return { status: 404, html: info('Not found', 'No such dish.') };
      if (d.sizes && !d.sizes.some(([v]) => v === form.size)) return { redirect: `/restaurant/${d.r}/dish/${d.id}?${new URLSearchParams({ ...form, error: 'size' })}` };
      state.basket.push({ dish: d.id, size: form.size ?? '', spice: form.spice ?? '', qty: Math.min(Math.max(Number(form.qty) || 1, 1), 5) });
      return { redirect: `/restaurant/${d.r}` };
    }
    if (method === 'POST' && u.pathname === '/basket/remove') {
      state.basket.splice(Number(form.index), 1);
      return { redirect: '/basket' };
    }
    if (method === 'POST' && u.pathname === '/order') {
      if (state.basket.length === 0) return { redirect: '/basket' };
      state.orders.push({ items: state.basket, mode: form.mode === 'pickup' ? 'pickup' : 'delivery', tip: form.tip ?? '' });
      state.basket = [];
      return { redirect: `/order/PB-${700 + state.orders.length}` };
    }
    if (method !== 'GET') return { status: 404, html: info('Not found', 'That page does not exist.') };
    let html;
    const rm = /^\/restaurant\/(\d+)(?:\/(allergens)|\/dish\/([a-z-]+))?$/.exec(u.pathname);
    const r = rm && RESTAURANTS.find((x) => x.id === Number(rm[1]));
    const d = r && rm[3] && DISHES.find((x) => x.id === rm[3] && x.r === r.id);
    const om = /^\/order\/PB-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/')
      html = layout('Food delivery', `<h1>Hungry? We deliver.</h1><p>Order from the best local restaurants.</p><h2>Cuisines</h2><ul>${['Thai', 'Pizza', 'Ramen', 'Sushi', 'Burgers', 'Vegan'].map((c) => `<li><a href="/search?q=${c.toLowerCase()}">${c}</a></li>`).join('')}</ul>`);
    else if (u.pathname === '/search') html = searchPage(query);
    else if (r && !rm[2] && !rm[3]) html = restaurantPage(r);
    else if (r && rm[2]) html = info(`${r.name}: allergens`, 'Dishes may contain peanuts, sesame, soy, gluten, egg and shellfish. Ask the restaurant if you have an allergy.');
    else if (d) html = dishPage(r, d, query);
    else if (u.pathname === '/basket') html = basketPage(query);
    else if (om && state.orders[Number(om[1]) - 701])
      html = layout('Order placed', `<h1>Order PB-${om[1]} is on its way to the kitchen</h1><p>${state.orders[Number(om[1]) - 701].mode === 'pickup' ? 'We will tell you when it is ready to collect.' : 'Estimated delivery in 35 minutes.'}</p><p><a href="/orders">Track your orders</a></p>`);
    else if (u.pathname === '/orders') html = layout('Orders', `<h1>Your orders</h1>${state.orders.length ? `<ul>${state.orders.map((o, i) => `<li>PB-${701 + i}: ${o.items.length} items, ${o.mode}</li>`).join('')}</ul>` : '<p>No orders yet.</p>'}`);
    else if (u.pathname === '/offers') html = info('Offers', 'Free delivery on orders over $25 from selected restaurants.');
    else if (['/help', '/address', '/couriers', '/partners', '/terms'].includes(u.pathname)) html = info(u.pathname.slice(1), 'This page is not part of the demo.');
    else return { status: 404, html: info('Not found', 'That page does not exist.') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown (with its query), the basket and the orders. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
