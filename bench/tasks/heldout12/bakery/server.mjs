// Crumb & Co. Bakery: bread, pastries and cakes for collection or delivery, custom celebration
// cakes, and past orders with refunds and reorders.
// Plain Node ESM, no dependencies. createSite() → { handle, state, restore, reset }.

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const money = (n) => '£' + n.toFixed(2);
const clean = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
const r2 = (n) => Math.round(n * 100) / 100;

function parseBody(body) {
  if (!body) return {};
  if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof URLSearchParams)) return { ...body };
  const p = body instanceof URLSearchParams ? body : new URLSearchParams(String(body));
  const o = {};
  for (const [k, v] of p) o[k] = v;
  return o;
}

const SLICING = { key: 'slicing', label: 'Slicing', values: ['Unsliced', 'Sliced'] };
const CATS = { bread: 'Bread', pastries: 'Pastries', cakes: 'Cakes & bakes' };
const PRODUCTS = [
  { id: 'white-sourdough', name: 'White sourdough loaf', cat: 'bread', price: 4.8, diet: ['vegan'], opt: SLICING, about: '800g, 36-hour ferment.' },
  { id: 'seeded-rye', name: 'Seeded rye loaf', cat: 'bread', price: 5.2, diet: ['vegan'], opt: SLICING, about: 'Dark rye with sunflower and pumpkin seeds.' },
  { id: 'brioche', name: 'Brioche loaf', cat: 'bread', price: 4.5, diet: [], opt: SLICING, about: 'Rich, buttery, great for French toast.' },
  { id: 'baguette', name: 'Baguette', cat: 'bread', price: 2.2, diet: ['vegan'], about: 'Baked three times a day.' },
  { id: 'croissant', name: 'Butter croissant', cat: 'pastries', price: 2.1, diet: [], about: 'All-butter, laminated over three days.' },
  { id: 'pain-choc', name: 'Pain au chocolat', cat: 'pastries', price: 2.4, diet: [], about: 'Two batons of dark chocolate.' },
  { id: 'cinnamon-bun', name: 'Cinnamon bun', cat: 'pastries', price: 2.8, diet: [], about: 'Cardamom dough, cinnamon butter.' },
  { id: 'almond-croissant', name: 'Almond croissant', cat: 'pastries', price: 2.9, diet: [], about: 'Twice-baked with frangipane.' },
  { id: 'vegan-danish', name: 'Vegan raspberry danish', cat: 'pastries', price: 2.7, diet: ['vegan'], about: 'Plant-based pastry with raspberry jam.' },
  { id: 'cupcake', name: 'Cupcake', cat: 'cakes', price: 2.5, diet: [], opt: { key: 'flavour', label: 'Flavour', values: ['Vanilla', 'Chocolate', 'Red velvet'] }, about: 'Topped with buttercream.' },
  { id: 'brownie', name: 'Chocolate brownie', cat: 'cakes', price: 2.6, diet: ['gluten-free'], about: 'Fudgy, made with ground almonds.' },
  { id: 'victoria', name: 'Victoria sponge', cat: 'cakes', prices: { '6 inch': 16, '8 inch': 22, '10 inch': 30 }, diet: [], opt: { key: 'size', label: 'Size', values: ['6 inch', '8 inch', '10 inch'] }, about: 'Strawberry jam and vanilla cream.' },
  { id: 'lemon-drizzle', name: 'Lemon drizzle cake', cat: 'cakes', price: 18, diet: ['vegan'], about: '8 inch loaf-style cake, serves 10.' },
  { id: 'carrot', name: 'Carrot cake', cat: 'cakes', prices: { '6 inch': 18, '8 inch': 25 }, diet: ['gluten-free'], opt: { key: 'size', label: 'Size', values: ['6 inch', '8 inch'] }, about: 'Cream cheese frosting, walnuts.' },
  { id: 'vegan-fudge', name: 'Vegan chocolate fudge cake', cat: 'cakes', price: 24, diet: ['vegan'], about: '8 inch, serves 12.' },
];
const byId = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));
const priceOf = (p, option) => (p.prices ? p.prices[option] : p.price);
const fromPrice = (p) => (p.prices ? Math.min(...Object.values(p.prices)) : p.price);
const SHOPS = { 'Market Street': '22 Market Street, Bristol BS1 1JQ', 'Elm Grove': '3 Elm Grove, Bristol BS6 6AH' };
const DATES = [['2026-12-01', 'Tue 1 Dec'], ['2026-12-02', 'Wed 2 Dec'], ['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec'], ['2026-12-10', 'Thu 10 Dec'], ['2026-12-11', 'Fri 11 Dec'], ['2026-12-12', 'Sat 12 Dec']];
const dateName = Object.fromEntries(DATES);
const TIMES = ['08:00', '09:00', '10:00', '11:00', '12:00', '14:00', '16:00'];
const CAKE = {
  size: { '6 inch': 35, '8 inch': 48, '10 inch': 65 },
  sponge: ['Vanilla', 'Chocolate', 'Lemon', 'Red velvet'],
  filling: ['Buttercream', 'Raspberry jam', 'Salted caramel', 'Lemon curd'],
  icing: ['White', 'Pale pink', 'Pale blue', 'Lilac', 'Chocolate'],
};
const CAKE_DATES = DATES.filter(([d]) => d >= '2026-12-03');
const REASONS = ['Arrived damaged', 'Wrong item', 'Missing item', 'Not fresh', 'Other'];

function fresh() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    checkout: null,
    orders: [
      { id: 'CB2041', placed: '2026-03-14', items: [{ id: 'white-sourdough', option: 'Sliced', qty: 2 }, { id: 'croissant', option: '', qty: 6 }], total: 22.2, method: 'delivery', status: 'Delivered' },
      { id: 'CB2107', placed: '2026-10-03', items: [{ id: 'victoria', option: '8 inch', qty: 1 }], total: 22, method: 'collect', status: 'Collected' },
      { id: 'CB2150', placed: '2026-11-21', items: [{ id: 'cinnamon-bun', option: '', qty: 4 }], total: 11.2, method: 'delivery', status: 'Delivered' },
    ],
  };
}

const fmtDay = (iso) => new Date(iso + 'T12:00:00Z').toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function createSite() {
  let S = fresh();
  const count = () => S.basket.reduce((a, l) => a + l.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Crumb &amp; Co.</title></head><body>
<header><a href="/">Crumb &amp; Co. Bakery</a><nav>${Object.entries(CATS).map(([k, v]) => `<a href="/shop?cat=${k}">${v}</a>`).join(' ')} <a href="/custom-cake">Custom cakes</a> <a href="/orders">Your orders</a> <a href="/basket">Basket (${count()})</a></nav>
<form action="/shop" method="get" role="search"><label>Search the bakery <input name="q" type="search"></label><button>Search</button></form></header>
<main><h1>${esc(title)}</h1>${body}</main><footer>Collection from Market Street or Elm Grove. Delivery £3.50, free over £25.</footer></body></html>`;
  const lineName = (l) => `${byId[l.id].name}${l.option ? ` (${l.option})` : ''}`;
  const subtotal = () => r2(S.basket.reduce((a, l) => a + priceOf(byId[l.id], l.option) * l.qty, 0));
  const fee = (method, sub) => (method === 'delivery' && sub < 25 ? 3.5 : 0);
  const opt = (v, l, cur) => `<option value="${esc(v)}"${(cur || '') === v ? ' selected' : ''}>${esc(l)}</option>`;

  function shop(q) {
    const term = clean(q.q).toLowerCase();
    let list = PRODUCTS.filter((p) => (!q.cat || p.cat === q.cat) && (!q.diet || p.diet.includes(q.diet)));
    if (term) list = list.filter((p) => term.split(' ').every((w) => `${p.name} ${CATS[p.cat]} ${p.diet.join(' ')} ${p.about}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (q.sort === 'price-asc') list = [...list].sort((a, b) => fromPrice(a) - fromPrice(b));
    if (q.sort === 'price-desc') list = [...list].sort((a, b) => fromPrice(b) - fromPrice(a));
    if (q.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const here = '/shop' + (Object.keys(q).length ? '?' + new URLSearchParams(q).toString() : '');
    const form = `<form action="/shop" method="get" aria-label="Filter">${term ? `<input type="hidden" name="q" value="${esc(clean(q.q))}">` : ''}<label>Category <select name="cat">${opt('', 'Everything', q.cat)}${Object.entries(CATS).map(([k, v]) => opt(k, v, q.cat)).join('')}</select></label>
<label>Dietary <select name="diet">${opt('', 'Any', q.diet)}${opt('vegan', 'Vegan', q.diet)}${opt('gluten-free', 'Gluten-free', q.diet)}</select></label>
<label>Sort <select name="sort">${opt('', 'Bestsellers', q.sort)}${opt('price-asc', 'Price, low to high', q.sort)}${opt('price-desc', 'Price, high to low', q.sort)}${opt('name', 'Name', q.sort)}</select></label><button>Apply</button></form>`;
    const rows = list.map((p) => `<li class="product"><h2><a href="/product/${p.id}">${esc(p.name)}</a></h2><p>${p.prices ? 'From ' : ''}${money(fromPrice(p))}</p><p>${p.diet.map((d) => `<span class="tag">${d}</span>`).join(' ')}</p>${p.opt ? `<a class="button" href="/product/${p.id}">Choose options</a>` : `<form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="back" value="${esc(here)}"><label>Qty <input type="number" name="qty" value="1" min="1" max="24"></label> <button>Add to basket</button></form>`}</li>`).join('');
    return layout(term ? `Results for “${clean(q.q)}”` : q.cat ? CATS[q.cat] || 'Shop' : 'Shop all', `${form}<ul>${rows || '<li>Nothing found.</li>'}</ul>`);
  }
  function product(id, q) {
    const p = byId[id];
    if (!p) return null;
    const o = p.opt;
    const chosen = o ? (o.values.includes(q[o.key]) ? q[o.key] : o.values[0]) : '';
    const pick = o ? `<fieldset><legend>${o.label}: ${esc(chosen)}</legend>${o.values.map((v) => `<a href="/product/${p.id}?${o.key}=${encodeURIComponent(v)}"${v === chosen ? ' aria-current="true"' : ''}>${esc(v)}${p.prices ? ' – ' + money(p.prices[v]) : ''}</a>`).join(' ')}</fieldset>` : '';
    return layout(p.name, `<p class="price">${money(priceOf(p, chosen))}</p><p>${esc(p.about)}</p><p>${p.diet.join(', ')}</p>${pick}
<form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="option" value="${esc(chosen)}"><label>Quantity <input type="number" name="qty" value="1" min="1" max="24"></label> <button>Add to basket</button></form>`);
  }
  function basket() {
    if (!S.basket.length) return layout('Your basket', '<p>Your basket is empty.</p>');
    const sub = subtotal();
    return layout('Your basket', `<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr></thead><tbody>${S.basket.map((l) => {
      const k = esc(`${l.id}|${l.option}`);
      const pr = priceOf(byId[l.id], l.option);
      return `<tr><td>${esc(lineName(l))}</td><td>${money(pr)}</td><td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${k}"><input type="number" name="qty" value="${l.qty}" min="0" max="24" aria-label="Quantity of ${esc(lineName(l))}"> <button>Update</button></form></td><td>${money(r2(pr * l.qty))}</td><td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${k}"><button>Remove</button></form></td></tr>`;
    }).join('')}</tbody></table><p>Subtotal ${money(sub)}</p><a class="button" href="/checkout">Checkout</a>`);
  }
  function checkoutWhen() {
    const c = S.checkout || {};
    return layout('Checkout – how and when', `<ol><li aria-current="step">How and when</li><li>Your details</li><li>Review</li></ol><form action="/checkout/when" method="post">
<fieldset><legend>Collection or delivery</legend><label><input type="radio" name="method" value="collect"${c.method !== 'delivery' ? ' checked' : ''}> Collect from a shop (free)</label> <label><input type="radio" name="method" value="delivery"${c.method === 'delivery' ? ' checked' : ''}> Delivery (£3.50, free over £25)</label></fieldset>
<label>Shop <select name="shop">${opt('', 'Choose a shop', c.shop)}${Object.keys(SHOPS).map((s) => opt(s, s, c.shop)).join('')}</select></label>
<label>Day <select name="date">${opt('', 'Choose a day', c.date)}${DATES.map(([d, n]) => opt(d, n, c.date)).join('')}</select></label>
<label>Collection time <select name="time">${opt('', 'Choose a time', c.time)}${TIMES.map((t) => opt(t, t, c.time)).join('')}</select></label>
<label>Delivery address <input name="address" value="${esc(c.address)}"></label><label>Postcode <input name="postcode" value="${esc(c.postcode)}"></label>
<button>Continue</button></form>`);
  }
  function checkoutDetails() {
    const c = S.checkout || {};
    return layout('Checkout – your details', `<ol><li>How and when</li><li aria-current="step">Your details</li><li>Review</li></ol><form action="/checkout/details" method="post"><label>Name <input name="name" value="${esc(c.name)}"></label><label>Phone <input name="phone" value="${esc(c.phone)}"></label><label>Email <input name="email" value="${esc(c.email)}"></label><button>Review order</button></form>`);
  }
  function checkoutReview() {
    const c = S.checkout;
    const sub = subtotal();
    const f = fee(c.method, sub);
    return layout('Checkout – review', `<ol><li>How and when</li><li>Your details</li><li aria-current="step">Review</li></ol><ul>${S.basket.map((l) => `<li>${l.qty} × ${esc(lineName(l))}</li>`).join('')}</ul>
<p>${c.method === 'collect' ? `Collect from ${esc(c.shop)} on ${dateName[c.date]} at ${c.time}` : `Delivery to ${esc(c.address)}, ${esc(c.postcode)} on ${dateName[c.date]}`}</p><p>${esc(c.name)} · ${esc(c.phone)} · ${esc(c.email)}</p>
<p>Subtotal ${money(sub)} · ${c.method === 'delivery' ? `Delivery ${f ? money(f) : 'free'}` : 'Collection free'} · Total ${money(r2(sub + f))}</p><form action="/checkout/place" method="post"><button>Place order</button></form>`);
  }

  function cakeStep1(q) {
    return layout('Design your celebration cake – 1 of 3: the cake', `<form action="/custom-cake/decorate" method="get">
<fieldset><legend>Size</legend>${Object.entries(CAKE.size).map(([s, p], i) => `<label><input type="radio" name="size" value="${s}"${(q.size ? q.size === s : i === 1) ? ' checked' : ''}> ${s} (${money(p)})</label>`).join(' ')}</fieldset>
<label>Sponge <select name="sponge">${CAKE.sponge.map((s) => opt(s, s, q.sponge || 'Vanilla')).join('')}</select></label>
<label>Filling <select name="filling">${CAKE.filling.map((s) => opt(s, s, q.filling || 'Buttercream')).join('')}</select></label><button>Next: decoration</button></form><p>Celebration cakes need at least 5 days' notice.</p>`);
  }
  const cakeOk = (q) => CAKE.size[q.size] && CAKE.sponge.includes(q.sponge) && CAKE.filling.includes(q.filling);
  const carry = (q, keys) => keys.filter((k) => q[k] != null && q[k] !== '').map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
  function cakeStep2(q) {
    if (!cakeOk(q)) return { redirect: '/custom-cake' };
    return layout('Design your celebration cake – 2 of 3: decoration', `<p>${esc(q.size)} ${esc(q.sponge)} sponge, ${esc(q.filling)} filling</p><form action="/custom-cake/collect" method="get">${carry(q, ['size', 'sponge', 'filling'])}
<label>Icing colour <select name="icing">${CAKE.icing.map((s) => opt(s, s, q.icing || 'White')).join('')}</select></label>
<label>Message on top (up to 30 characters) <input name="message" maxlength="30" value="${esc(q.message)}"></label>
<label><input type="checkbox" name="topper" value="1"${q.topper ? ' checked' : ''}> Edible photo topper (+£8.00, we'll email you for the photo)</label>
<button>Next: collection</button></form><a href="/custom-cake?${new URLSearchParams({ size: q.size, sponge: q.sponge, filling: q.filling }).toString().replace(/&/g, '&amp;')}">Back</a>`);
  }
  function cakeStep3(q) {
    if (!cakeOk(q) || !CAKE.icing.includes(q.icing)) return { redirect: '/custom-cake' };
    const price = CAKE.size[q.size] + (q.topper ? 8 : 0);
    return layout('Design your celebration cake – 3 of 3: collection', `<p>${esc(q.size)} ${esc(q.sponge)} sponge, ${esc(q.filling)} filling, ${esc(q.icing)} icing${q.message ? `, message “${esc(q.message)}”` : ', no message'}${q.topper ? ', photo topper' : ''}. Price ${money(price)}</p>
<form action="/custom-cake/order" method="post">${carry(q, ['size', 'sponge', 'filling', 'icing', 'message', 'topper'])}
<label>Collect from <select name="shop">${opt('', 'Choose a shop', '')}${Object.keys(SHOPS).map((s) => opt(s, s, '')).join('')}</select></label>
<label>Collection day <select name="date">${opt('', 'Choose a day', '')}${CAKE_DATES.map(([d, n]) => opt(d, n, '')).join('')}</select></label>
<label>Time <select name="time">${opt('', 'Choose a time', '')}${TIMES.map((t) => opt(t, t, '')).join('')}</select></label>
<label>Your name <input name="name"></label><label>Phone <input name="phone"></label><button>Place cake order</button></form>`);
  }

  function orders() {
    return layout('Your orders', `<table><thead><tr><th>Order</th><th>Placed</th><th>What</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody>${S.orders.map((o) => `<tr><td><a href="/orders/${o.id}">${o.id}</a></td><td>${fmtDay(o.placed)}</td><td>${o.cake ? `Custom cake: ${esc(o.cake.size)} ${esc(o.cake.sponge)}` : o.items.map((l) => `${l.qty} × ${esc(lineName(l))}`).join(', ')}</td><td>${money(o.total)}</td><td>${o.status}</td><td>${['Delivered', 'Collected'].includes(o.status) ? `<a href="/orders/${o.id}/refund">Request a refund</a> ` : ''}${o.items ? `<form action="/orders/reorder" method="post"><input type="hidden" name="id" value="${o.id}"><button>Reorder</button></form>` : ''}</td></tr>`).join('')}</tbody></table>`);
  }
  function order(id) {
    const o = S.orders.find((x) => x.id === id);
    if (!o) return null;
    const what = o.cake ? `<p>Custom cake: ${esc(o.cake.size)} ${esc(o.cake.sponge)} sponge, ${esc(o.cake.filling)}, ${esc(o.cake.icing)} icing${o.cake.message ? `, “${esc(o.cake.message)}”` : ''}${o.cake.topper ? ', photo topper' : ''}</p>` : `<ul>${o.items.map((l) => `<li>${l.qty} × ${esc(lineName(l))}</li>`).join('')}</ul>`;
    const how = o.method === 'collect' ? `<p>Collection${o.shop ? ` from ${esc(o.shop)}` : ''}${o.date ? ` on ${dateName[o.date]} at ${o.time}` : ''}</p>` : `<p>Delivery${o.address ? ` to ${esc(o.address)}, ${esc(o.postcode)} on ${dateName[o.date]}` : ''}</p>`;
    return layout(`Order ${o.id}`, `<p>Placed ${fmtDay(o.placed)} · ${o.status}</p>${what}${how}<p>Total ${money(o.total)}</p>${o.refund ? `<p>Refund requested: ${esc(o.refund.reason)}</p>` : ''}<a href="/orders">All orders</a>`);
  }
  function refundForm(id) {
    const o = S.orders.find((x) => x.id === id && ['Delivered', 'Collected'].includes(x.status));
    if (!o) return null;
    return layout(`Request a refund for ${o.id}`, `<p>Order placed ${fmtDay(o.placed)}, total ${money(o.total)}</p><form action="/orders/refund" method="post"><input type="hidden" name="id" value="${o.id}"><label>Reason <select name="reason">${opt('', 'Choose a reason', '')}${REASONS.map((r) => opt(r, r, '')).join('')}</select></label><label>Tell us more <textarea name="details"></textarea></label><button>Send refund request</button></form>`);
  }

  function get(path, q) {
    let m;
    if (path === '/') return layout('Fresh every morning', `<p>Sourdough, pastries and celebration cakes, baked in Bristol.</p><a href="/custom-cake">Design a celebration cake</a>`);
    if (path === '/shop') return shop(q);
    if ((m = path.match(/^\/product\/([\w-]+)$/))) return product(m[1], q);
    if (path === '/basket') return basket();
    if (path === '/checkout') return S.basket.length ? checkoutWhen() : { redirect: '/basket' };
    if (path === '/checkout/details') return S.checkout ? checkoutDetails() : { redirect: '/checkout' };
    if (path === '/checkout/review') return S.checkout?.name != null && S.basket.length ? checkoutReview() : { redirect: '/checkout' };
    if (path === '/custom-cake') return cakeStep1(q);
    if (path === '/custom-cake/decorate') return cakeStep2(q);
    if (path === '/custom-cake/collect') return cakeStep3(q);
    if (path === '/orders') return orders();
    if ((m = path.match(/^\/orders\/(CB\d+)$/))) return order(m[1]);
    if ((m = path.match(/^\/orders\/(CB\d+)\/refund$/))) return refundForm(m[1]);
    return null;
  }
  const nextId = () => 'CB' + (2151 + S.orders.length - 3);
  const addLine = (id, option, qty) => {
    const l = S.basket.find((x) => x.id === id && x.option === option);
    if (l) l.qty = Math.min(24, l.qty + qty); else S.basket.push({ id, option, qty });
  };
  function post(path, b) {
    if (path === '/basket/add') {
      const p = byId[b.id];
      if (!p) return { redirect: '/shop' };
      const option = p.opt ? (p.opt.values.includes(b.option) ? b.option : p.opt.values[0]) : '';
      addLine(p.id, option, Math.max(1, Math.min(24, parseInt(b.qty, 10) || 1)));
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = S.basket.findIndex((l) => `${l.id}|${l.option}` === b.line);
      if (i >= 0) {
        const n = path === '/basket/remove' ? 0 : Math.max(0, Math.min(24, parseInt(b.qty, 10) || 0));
        if (n) S.basket[i].qty = n; else S.basket.splice(i, 1);
      }
      return { redirect: '/basket' };
    }
    if (path === '/checkout/when') {
      if (!dateName[b.date]) return { redirect: '/checkout' };
      if (b.method === 'delivery') {
        if (!clean(b.address) || !clean(b.postcode)) return { redirect: '/checkout' };
        S.checkout = { method: 'delivery', address: clean(b.address), postcode: clean(b.postcode).toUpperCase(), date: b.date };
      } else {
        if (!SHOPS[b.shop] || !TIMES.includes(b.time)) return { redirect: '/checkout' };
        S.checkout = { method: 'collect', shop: b.shop, date: b.date, time: b.time };
      }
      return { redirect: '/checkout/details' };
    }
    if (path === '/checkout/details') {
      if (!S.checkout) return { redirect: '/checkout' };
      S.checkout = { ...S.checkout, name: clean(b.name), phone: clean(b.phone).replace(/[^\d+]/g, ''), email: clean(b.email).toLowerCase() };
      return { redirect: '/checkout/review' };
    }
    if (path === '/checkout/place') {
      if (!S.basket.length || S.checkout?.name == null) return { redirect: '/basket' };
      const sub = subtotal();
      const id = nextId();
      S.orders.push({ id, placed: '2026-11-27', items: S.basket.map((l) => ({ ...l })), total: r2(sub + fee(S.checkout.method, sub)), ...S.checkout, status: 'Confirmed' });
      S.basket = [];
      S.checkout = null;
      return { redirect: `/orders/${id}` };
    }
    if (path === '/custom-cake/order') {
      if (!cakeOk(b) || !CAKE.icing.includes(b.icing) || !SHOPS[b.shop] || !CAKE_DATES.some(([d]) => d === b.date) || !TIMES.includes(b.time)) return { redirect: '/custom-cake' };
      const id = nextId();
      const cake = { size: b.size, sponge: b.sponge, filling: b.filling, icing: b.icing, message: clean(b.message).slice(0, 30), topper: !!b.topper };
      S.orders.push({ id, placed: '2026-11-27', cake, total: CAKE.size[b.size] + (cake.topper ? 8 : 0), method: 'collect', shop: b.shop, date: b.date, time: b.time, name: clean(b.name), phone: clean(b.phone).replace(/[^\d+]/g, ''), status: 'Confirmed' });
      return { redirect: `/orders/${id}` };
    }
    if (path === '/orders/refund') {
      const o = S.orders.find((x) => x.id === b.id && ['Delivered', 'Collected'].includes(x.status));
      if (!o || !REASONS.includes(b.reason)) return { redirect: `/orders/${encodeURIComponent(b.id || '')}/refund` };
      o.status = 'Refund requested';
      o.refund = { reason: b.reason, details: clean(b.details) };
      return { redirect: '/orders' };
    }
    if (path === '/orders/reorder') {
      const o = S.orders.find((x) => x.id === b.id && x.items);
      if (o) for (const l of o.items) addLine(l.id, l.option, l.qty);
      return { redirect: '/basket' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://127.0.0.1');
      const path = u.pathname.replace(/\/+$/, '') || '/';
      const q = {};
      for (const [k, v] of u.searchParams) if (v !== '') q[k] = v;
      const nf = { status: 404, html: layout('Page not found', '<p>Sorry, nothing here.</p>') };
      if (String(method).toUpperCase() === 'POST') return post(path, parseBody(body)) || nf;
      const r = get(path, q);
      if (!r) return nf;
      if (r.redirect) return r;
      S.page = { path, query: q };
      return { html: r };
    },
    state() { return JSON.parse(JSON.stringify(S)); },
    restore(st) { S = { ...fresh(), ...JSON.parse(JSON.stringify(st)) }; if (!st.page) S.page = { path: st.path || '/', query: st.query || {} }; },
    reset() { S = fresh(); },
  };
}
