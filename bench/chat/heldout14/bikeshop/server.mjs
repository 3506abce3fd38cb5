// Spoke & Chain Cycles: a bike shop with a workshop (repairs and services booking).
// Plain Node ESM, no dependencies. createSite() → { handle, state, restore, reset }.

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' }[c]));
const money = (n) => '£' + (Number.isInteger(n) ? n.toLocaleString('en-GB') : n.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));
const clean = (s) => String(s ?? '').replace(/\s+/g, ' ').trim();
const round2 = (n) => Math.round(n * 100) / 100;

function parseBody(body) {
  if (!body) return {};
  if (typeof body === 'object' && !Buffer.isBuffer(body) && !(body instanceof URLSearchParams)) return { ...body };
  const p = body instanceof URLSearchParams ? body : new URLSearchParams(String(body));
  const o = {};
  for (const [k, v] of p) o[k] = v;
  return o;
}

const PRODUCTS = [
  { id: 'tarn-300', name: 'Tarn Hybrid 300', cat: 'hybrid', price: 549, rating: 4.3, reviews: 88, weight: '12.4 kg', gears: '21-speed', colours: ['Slate grey', 'Ocean blue'], sizes: { S: 3, M: 0, L: 2 }, words: 'commuter town city bike flat bar' },
  { id: 'tarn-500', name: 'Tarn Hybrid 500', cat: 'hybrid', price: 729, rating: 4.6, reviews: 41, weight: '11.1 kg', gears: '2x9-speed', colours: ['Black', 'Sage green'], sizes: { S: 1, M: 4, L: 2 }, words: 'commuter town city bike flat bar disc' },
  { id: 'vela-sprint', name: 'Vela Sprint Road', cat: 'road', price: 1099, rating: 4.7, reviews: 63, weight: '8.9 kg', gears: '2x11-speed', colours: ['Race red', 'Chalk white'], sizes: { '52cm': 2, '54cm': 0, '56cm': 3, '58cm': 1 }, words: 'racing road bike drop bar carbon fork' },
  { id: 'vela-allroad', name: 'Vela Allroad AL', cat: 'road', price: 899, rating: 4.4, reviews: 29, weight: '9.8 kg', gears: '1x11-speed', colours: ['Olive', 'Sand'], sizes: { '52cm': 1, '54cm': 2, '56cm': 2, '58cm': 0 }, words: 'gravel road bike drop bar adventure' },
  { id: 'crag-trail', name: 'Crag Trail 29', cat: 'mountain', price: 1249, rating: 4.8, reviews: 57, weight: '14.2 kg', gears: '1x12-speed', colours: ['Orange', 'Graphite'], sizes: { S: 0, M: 2, L: 1, XL: 1 }, words: 'mtb mountain bike full suspension trail' },
  { id: 'crag-hardtail', name: 'Crag Hardtail 27', cat: 'mountain', price: 679, rating: 4.2, reviews: 102, weight: '13.5 kg', gears: '1x10-speed', colours: ['Teal', 'Black'], sizes: { S: 2, M: 3, L: 0 }, words: 'mtb mountain bike hardtail front suspension' },
  { id: 'volt-city', name: 'Volt City E', cat: 'electric', price: 1899, rating: 4.5, reviews: 34, weight: '23.0 kg', gears: '8-speed hub', range: '80 km', colours: ['Pearl white', 'Navy'], sizes: { M: 2, L: 1 }, words: 'ebike e-bike electric city commuter battery' },
  { id: 'volt-fold', name: 'Volt Fold E', cat: 'electric', price: 1499, rating: 4.1, reviews: 19, weight: '17.8 kg', gears: '3-speed hub', range: '55 km', colours: ['Silver'], sizes: { 'One size': 4 }, words: 'ebike e-bike electric folding folder compact battery' },
  { id: 'pip-16', name: 'Pip 16" Kids Bike', cat: 'kids', price: 199, rating: 4.9, reviews: 74, weight: '7.2 kg', gears: 'Single speed', colours: ['Unicorn pink', 'Dino green'], sizes: { 'One size': 5 }, words: 'kids children child bike stabilisers age 4 5 6' },
  { id: 'pip-20', name: 'Pip 20" Kids Bike', cat: 'kids', price: 249, rating: 4.7, reviews: 52, weight: '9.0 kg', gears: '6-speed', colours: ['Purple', 'Electric blue'], sizes: { 'One size': 0 }, words: 'kids children child bike age 6 7 8 9' },
  { id: 'aero-helmet', name: 'Aero Road Helmet', cat: 'accessories', price: 59, rating: 4.5, reviews: 140, colours: ['Matte black', 'White'], sizes: { S: 4, M: 6, L: 3 }, words: 'helmet head safety lid' },
  { id: 'kid-helmet', name: 'Pip Kids Helmet', cat: 'accessories', price: 24, rating: 4.6, reviews: 66, colours: ['Unicorn pink', 'Dino green'], sizes: { 'One size': 7 }, words: 'helmet kids children safety' },
  { id: 'dlock', name: 'Bulldog D-Lock', cat: 'accessories', price: 39, rating: 4.4, reviews: 210, colours: ['Black'], sizes: { 'One size': 12 }, words: 'lock security d lock' },
  { id: 'lights', name: 'Beam USB Light Set', cat: 'accessories', price: 29, rating: 4.3, reviews: 185, colours: ['Black'], sizes: { 'One size': 9 }, words: 'lights front rear usb rechargeable lamp' },
  { id: 'pump', name: 'Track Floor Pump Pro', cat: 'accessories', price: 34, rating: 4.6, reviews: 77, colours: ['Red'], sizes: { 'One size': 0 }, words: 'pump floor track pump tyre inflate' },
  { id: 'tube', name: 'Inner Tube 700x28c', cat: 'accessories', price: 6.5, rating: 4.2, reviews: 301, colours: ['Black'], sizes: { 'One size': 40 }, words: 'inner tube tire tyre puncture spare' },
  { id: 'bottle', name: 'Squeeze Bottle 750ml', cat: 'accessories', price: 8, rating: 4.0, reviews: 58, colours: ['Clear', 'Blue'], sizes: { 'One size': 20 }, words: 'water bottle drink bidon' },
];
const byId = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));
const CATS = { road: 'Road bikes', mountain: 'Mountain bikes', hybrid: 'Hybrid bikes', electric: 'Electric bikes', kids: 'Kids bikes', accessories: 'Accessories' };

const SERVICES = [
  { id: 'basic', name: 'Basic service', price: 45, mins: 60, blurb: 'Gears and brakes adjusted, chain cleaned and lubed, safety check.' },
  { id: 'full', name: 'Full service', price: 95, mins: 120, blurb: 'Everything in the basic service plus strip-down, degrease of the drivetrain and wheel truing.' },
  { id: 'puncture', name: 'Puncture repair', price: 15, mins: 30, blurb: 'Inner tube replaced or patched (tube extra).' },
  { id: 'brakes', name: 'Hydraulic brake bleed', price: 35, mins: 45, blurb: 'One brake bled and pads checked.' },
  { id: 'gears', name: 'Gear tune-up', price: 25, mins: 30, blurb: 'Indexing, limit screws and cable tension set.' },
  { id: 'ebike', name: 'E-bike health check', price: 60, mins: 60, blurb: 'Battery and motor diagnostics plus a safety check.' },
];
const svcById = Object.fromEntries(SERVICES.map((s) => [s.id, s]));
const DAYS = [
  ['2026-12-01', 'Tue 1 Dec'], ['2026-12-02', 'Wed 2 Dec'], ['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec'],
];
const dayName = Object.fromEntries(DAYS);
const TIMES = ['09:00', '10:00', '11:00', '12:00', '14:00', '15:00', '16:00'];
const TAKEN = new Set(['2026-12-01 09:00', '2026-12-01 10:00', '2026-12-01 14:00', '2026-12-02 11:00', '2026-12-02 12:00', '2026-12-02 15:00', '2026-12-02 16:00',
  '2026-12-03 09:00', '2026-12-03 14:00', '2026-12-04 10:00', '2026-12-04 11:00', '2026-12-04 12:00', '2026-12-04 16:00', '2026-12-05 09:00', '2026-12-05 10:00', '2026-12-05 11:00', '2026-12-05 15:00']);
const STORES = {
  Kirkgate: { address: '14 Kirkgate, Leeds LS2 7DJ', hours: [['Mon–Fri', '8:30am – 6pm'], ['Saturday', '9am – 5pm'], ['Sunday', 'Closed']], phone: '0113 496 0101' },
  Riverside: { address: 'Unit 3, Riverside Wharf, Leeds LS11 5PZ', hours: [['Mon–Fri', '10am – 7pm'], ['Saturday', '9am – 6pm'], ['Sunday', '10am – 4pm']], phone: '0113 496 0202' },
};

function fresh() {
  return { page: { path: '/', query: {} }, basket: [], checkout: null, orders: [], bookings: [] };
}

export function createSite() {
  let S = fresh();

  const basketCount = () => S.basket.reduce((n, l) => n + l.qty, 0);
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Spoke &amp; Chain Cycles</title></head><body>
<header><a href="/" class="logo">Spoke &amp; Chain Cycles</a>
<nav aria-label="Main"><ul>${Object.entries(CATS).map(([k, v]) => `<li><a href="/shop?cat=${k}">${v}</a></li>`).join('')}<li><a href="/workshop">Workshop &amp; repairs</a></li><li><a href="/stores">Our stores</a></li></ul></nav>
<form action="/shop" method="get" role="search"><label for="q">Search products</label> <input id="q" name="q" type="search" placeholder="Search bikes, parts and accessories"> <button type="submit">Search</button></form>
<a href="/basket">Basket (${basketCount()})</a> <a href="/orders">My orders</a> <a href="/bookings">My workshop bookings</a></header>
<main><h1>${esc(title)}</h1>
${body}</main>
<footer><p>Free delivery on orders over £50, otherwise £4.99. Free click &amp; collect from our Kirkgate and Riverside stores.</p><p>© 2026 Spoke &amp; Chain Cycles Ltd</p></footer></body></html>`;

  const stockOf = (p) => Object.values(p.sizes).reduce((a, b) => a + b, 0);
  const inBasket = (id, size, colour) => S.basket.find((l) => l.id === id && l.size === size && l.colour === colour);
  const lineKey = (l) => `${l.id}|${l.size}|${l.colour}`;
  const subtotal = () => round2(S.basket.reduce((a, l) => a + byId[l.id].price * l.qty, 0));
  const deliveryFee = (method, sub) => (method === 'delivery' && sub < 50 ? 4.99 : 0);
  const slotTaken = (day, time, exceptRef) => TAKEN.has(`${day} ${time}`) || S.bookings.some((b) => b.status === 'Booked' && b.day === day && b.time === time && b.ref !== exceptRef);

  function home() {
    return layout('Ride more, worry less', `<section><h2>Shop by type</h2><ul>${Object.entries(CATS).map(([k, v]) => `<li><a href="/shop?cat=${k}">${v}</a></li>`).join('')}</ul></section>
<section><h2>Workshop</h2><p>Services from £45, puncture repairs from £15. <a href="/workshop">Book a repair or service</a></p></section>
<section><h2>Winter offer</h2><p>Buy any bike and get a Bulldog D-Lock half price in store.</p></section>`);
  }

  function shop(q) {
    const term = clean(q.q).toLowerCase();
    let list = PRODUCTS.filter((p) => !q.cat || p.cat === q.cat);
    if (term) {
      const words = term.split(' ');
      list = list.filter((p) => words.every((w) => `${p.name} ${p.cat} ${CATS[p.cat]} ${p.words} ${p.colours.join(' ')}`.toLowerCase().includes(w.replace(/s$/, ''))));
    }
    if (q.instock === '1') list = list.filter((p) => stockOf(p) > 0);
    if (q.max) list = list.filter((p) => p.price <= Number(q.max));
    const sort = q.sort || '';
    if (sort === 'price-asc') list = [...list].sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') list = [...list].sort((a, b) => b.price - a.price);
    if (sort === 'rating') list = [...list].sort((a, b) => b.rating - a.rating);
    const here = '/shop?' + new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString();
    const title = term ? `Results for “${clean(q.q)}”` : q.cat ? CATS[q.cat] || 'All products' : 'All products';
    const opt = (name, val, label, cur) => `<option value="${val}"${cur === val ? ' selected' : ''}>${label}</option>`;
    const filters = `<form action="/shop" method="get" aria-label="Filter and sort">
${term ? `<input type="hidden" name="q" value="${esc(clean(q.q))}">` : ''}
<label>Type <select name="cat">${opt('cat', '', 'All types', q.cat || '')}${Object.entries(CATS).map(([k, v]) => opt('cat', k, v, q.cat || '')).join('')}</select></label>
<label>Max price <select name="max">${opt('max', '', 'Any price', q.max || '')}${['50', '300', '800', '1200'].map((m) => opt('max', m, 'Up to £' + Number(m).toLocaleString('en-GB'), q.max || '')).join('')}</select></label>
<label><input type="checkbox" name="instock" value="1"${q.instock === '1' ? ' checked' : ''}> In stock only</label>
<label>Sort by <select name="sort">${opt('sort', '', 'Most relevant', sort)}${opt('sort', 'price-asc', 'Price: low to high', sort)}${opt('sort', 'price-desc', 'Price: high to low', sort)}${opt('sort', 'rating', 'Customer rating', sort)}</select></label>
<button type="submit">Apply</button></form>`;
    const cards = list.map((p) => {
      const sizes = Object.keys(p.sizes);
      const simple = sizes.length === 1 && p.colours.length === 1;
      const stock = stockOf(p);
      const action = stock === 0 ? '<button type="button" disabled>Out of stock</button>'
        : simple ? `<form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${esc(sizes[0])}"><input type="hidden" name="colour" value="${esc(p.colours[0])}"><input type="hidden" name="qty" value="1"><input type="hidden" name="back" value="${esc(here)}"><button type="submit">Add to basket</button></form>`
          : `<a class="button" href="/product/${p.id}">Choose options</a>`;
      return `<li class="card"><h3><a href="/product/${p.id}">${esc(p.name)}</a></h3><p class="price">${money(p.price)}</p><p>${CATS[p.cat]} · ★ ${p.rating} (${p.reviews} reviews)</p><p>Colours: ${p.colours.map(esc).join(', ')}</p>${p.range ? `<p>Range up to ${p.range} per charge</p>` : ''}<p class="stock">${stock > 0 ? 'In stock' : 'Out of stock'}</p>${action}</li>`;
    }).join('\n');
    return layout(title, `${filters}<p>${list.length} product${list.length === 1 ? '' : 's'}</p><ul class="results">${cards || '<li>No products match. Try another search.</li>'}</ul>`);
  }

  function product(id, q) {
    const p = byId[id];
    if (!p) return null;
    const sizes = Object.keys(p.sizes);
    const size = sizes.length === 1 ? sizes[0] : sizes.includes(q.size) ? q.size : '';
    const colour = p.colours.includes(q.colour) ? q.colour : p.colours[0];
    const link = (s, c) => {
      const o = {};
      if (s && sizes.length > 1) o.size = s;
      if (c && p.colours.length > 1) o.colour = c;
      const qs = new URLSearchParams(o).toString();
      return `/product/${p.id}${qs ? '?' + qs : ''}`;
    };
    const here = `/product/${p.id}` + (Object.keys(q).filter((k) => q[k]).length ? '?' + new URLSearchParams(Object.entries(q).filter(([, v]) => v)).toString() : '');
    const colourPick = p.colours.length > 1 ? `<fieldset><legend>Colour: ${esc(colour)}</legend>${p.colours.map((c) => `<a href="${esc(link(size, c))}"${c === colour ? ' aria-current="true"' : ''}>${esc(c)}</a>`).join(' ')}</fieldset>` : `<p>Colour: ${esc(colour)}</p>`;
    const sizePick = sizes.length > 1 ? `<fieldset><legend>Frame size${size ? ': ' + esc(size) : ''}</legend>${sizes.map((s) => `<a href="${esc(link(s, q.colour || ''))}"${s === size ? ' aria-current="true"' : ''}>${esc(s)}${p.sizes[s] === 0 ? ' (sold out)' : ''}</a>`).join(' ')}</fieldset>` : '';
    const stockLine = size ? (p.sizes[size] === 0 ? `Out of stock${sizes.length > 1 ? ' in size ' + esc(size) : ''}` : p.sizes[size] <= 2 ? `Only ${p.sizes[size]} left${sizes.length > 1 ? ' in size ' + esc(size) : ''}` : `In stock${sizes.length > 1 ? ' in size ' + esc(size) : ''} (${p.sizes[size]} available)`) : 'Choose a frame size to see stock';
    const inb = size ? inBasket(p.id, size, colour) : null;
    const need = q.need === 'size' ? '<p role="alert">Please choose a size first.</p>' : '';
    const buy = size && p.sizes[size] > 0
      ? `<form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${esc(size)}"><input type="hidden" name="colour" value="${esc(colour)}"><input type="hidden" name="back" value="${esc(here)}"><label>Quantity <input type="number" name="qty" value="1" min="1" max="9"></label> <button type="submit">Add to basket</button></form>`
      : `<button type="button" disabled>${size ? 'Out of stock' : 'Select a size'}</button>`;
    const specs = [['Type', CATS[p.cat]], ['Weight', p.weight], ['Gears', p.gears], ['Battery range', p.range]].filter(([, v]) => v).map(([k, v]) => `<tr><th>${k}</th><td>${esc(v)}</td></tr>`).join('');
    const sizeTable = sizes.length > 1 ? `<table><caption>Stock by size (${esc(colour)})</caption><tr><th>Size</th><th>Availability</th></tr>${sizes.map((s) => `<tr><td>${esc(s)}</td><td>${p.sizes[s] ? p.sizes[s] + ' in stock' : 'Sold out'}</td></tr>`).join('')}</table>` : '';
    return layout(p.name, `<nav aria-label="Breadcrumb"><a href="/shop?cat=${p.cat}">${CATS[p.cat]}</a></nav><p class="price">${money(p.price)}</p><p>★ ${p.rating} from ${p.reviews} reviews</p>
${need}${colourPick}${sizePick}<p class="stock">${stockLine}</p>${inb ? `<p>✓ In your basket: ${inb.qty}</p>` : ''}${buy}
${specs ? `<table><caption>Specification</caption>${specs}</table>` : ''}${sizeTable}
<p>Free click &amp; collect. Home delivery 2–4 working days.</p>`);
  }

  function basket() {
    if (!S.basket.length) return layout('Your basket', '<p>Your basket is empty.</p><a href="/shop">Continue shopping</a>');
    const rows = S.basket.map((l) => {
      const p = byId[l.id];
      const k = esc(lineKey(l));
      return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a></td><td>${esc(l.size)}</td><td>${esc(l.colour)}</td><td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${k}"><label>Qty <input type="number" name="qty" value="${l.qty}" min="0" max="9"></label> <button type="submit">Update</button></form></td><td>${money(p.price)}</td><td>${money(round2(p.price * l.qty))}</td><td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${k}"><button type="submit">Remove</button></form></td></tr>`;
    }).join('');
    const sub = subtotal();
    return layout('Your basket', `<table><thead><tr><th>Item</th><th>Size</th><th>Colour</th><th>Quantity</th><th>Price</th><th>Line total</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Subtotal: ${money(sub)}</p><p>${sub >= 50 ? 'You qualify for free delivery.' : 'Delivery £4.99 (free click & collect).'}</p><a class="button" href="/checkout">Go to checkout</a> <a href="/shop">Continue shopping</a>`);
  }

  const steps = (n) => `<ol class="steps">${['Your details', 'Delivery', 'Review & pay'].map((s, i) => `<li${i + 1 === n ? ' aria-current="step"' : ''}>${s}</li>`).join('')}</ol>`;
  function checkoutDetails() {
    const c = S.checkout || {};
    return layout('Checkout', `${steps(1)}<form action="/checkout/details" method="post">
<label>Full name <input name="name" autocomplete="name" value="${esc(c.name)}"></label>
<label>Email address <input name="email" type="email" value="${esc(c.email)}"></label>
<label>Mobile number <input name="phone" type="tel" value="${esc(c.phone)}"></label>
<button type="submit">Continue to delivery</button></form>`);
  }
  function checkoutDelivery() {
    const c = S.checkout || {};
    return layout('Checkout', `${steps(2)}<form action="/checkout/delivery" method="post"><fieldset><legend>How would you like to get your order?</legend>
<label><input type="radio" name="method" value="delivery"${c.method !== 'collect' ? ' checked' : ''}> Home delivery (£4.99, free over £50)</label>
<label><input type="radio" name="method" value="collect"${c.method === 'collect' ? ' checked' : ''}> Click &amp; collect (free)</label></fieldset>
<fieldset><legend>Delivery address</legend><label>Address line <input name="address" value="${esc(c.address)}"></label><label>Postcode <input name="postcode" value="${esc(c.postcode)}"></label></fieldset>
<fieldset><legend>Collect from</legend><label>Store <select name="store"><option value="">Choose a store</option>${Object.keys(STORES).map((s) => `<option${c.store === s ? ' selected' : ''}>${s}</option>`).join('')}</select></label></fieldset>
<button type="submit">Continue to review</button></form><a href="/checkout">Back to your details</a>`);
  }
  function checkoutReview() {
    const c = S.checkout || {};
    const sub = subtotal();
    const fee = deliveryFee(c.method, sub);
    return layout('Checkout', `${steps(3)}<h2>Items</h2><ul>${S.basket.map((l) => `<li>${esc(byId[l.id].name)} (${esc(l.size)}, ${esc(l.colour)}) × ${l.qty} — ${money(round2(byId[l.id].price * l.qty))}</li>`).join('')}</ul>
<h2>Your details</h2><p>${esc(c.name)}<br>${esc(c.email)}<br>${esc(c.phone)}</p><a href="/checkout">Change</a>
<h2>${c.method === 'collect' ? 'Click &amp; collect' : 'Delivery'}</h2><p>${c.method === 'collect' ? 'Collect from ' + esc(c.store) + ' store' : esc(c.address) + ', ' + esc(c.postcode)}</p><a href="/checkout/delivery">Change</a>
<p>Subtotal ${money(sub)} · Delivery ${fee ? money(fee) : 'Free'} · <strong>Total ${money(round2(sub + fee))}</strong></p>
<form action="/checkout/place" method="post"><button type="submit">Place order and pay</button></form>`);
  }
  function orders() {
    if (!S.orders.length) return layout('My orders', '<p>You have no orders yet.</p>');
    return layout('My orders', `<table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody>${S.orders.map((o) => `<tr><td><a href="/orders/${o.id}">${o.id}</a></td><td>${o.items.map((l) => `${esc(byId[l.id].name)} (${esc(l.size)}, ${esc(l.colour)}) × ${l.qty}`).join('; ')}</td><td>${money(o.total)}</td><td>${o.status}</td><td>${o.status === 'Placed' ? `<form action="/orders/cancel" method="post"><input type="hidden" name="id" value="${o.id}"><button type="submit">Cancel order</button></form>` : ''}</td></tr>`).join('')}</tbody></table>`);
  }
  function order(id) {
    const o = S.orders.find((x) => x.id === id);
    if (!o) return null;
    return layout(`Order ${o.id}`, `<p>Status: ${o.status}</p><p>Thanks, ${esc(o.name)}. A confirmation has been sent to ${esc(o.email)}.</p><ul>${o.items.map((l) => `<li>${esc(byId[l.id].name)} (${esc(l.size)}, ${esc(l.colour)}) × ${l.qty}</li>`).join('')}</ul>
<p>${o.method === 'collect' ? `Ready to collect from our ${esc(o.store)} store in 2 working days.` : `Delivering to ${esc(o.address)}, ${esc(o.postcode)} in 2–4 working days.`}</p><p>Total paid: ${money(o.total)}</p><a href="/orders">All orders</a>`);
  }

  function workshop() {
    return layout('Workshop & repairs', `<p>Our mechanics work on all makes. Drop your bike off at the booked time at our Kirkgate store.</p><table><thead><tr><th>Service</th><th>What's included</th><th>Time</th><th>Price</th><th></th></tr></thead><tbody>${SERVICES.map((s) => `<tr><td>${s.name}</td><td>${s.blurb}</td><td>${s.mins} min</td><td>${money(s.price)}</td><td><a class="button" href="/workshop/book?service=${s.id}">Book</a></td></tr>`).join('')}</tbody></table>`);
  }
  function slotGrid(q) {
    const s = svcById[q.service];
    if (!s) return null;
    const move = q.reschedule ? S.bookings.find((b) => b.ref === q.reschedule && b.status === 'Booked') : null;
    const head = `<tr><th>Time</th>${DAYS.map(([, n]) => `<th>${n}</th>`).join('')}</tr>`;
    const rows = TIMES.map((t) => `<tr><th>${t}</th>${DAYS.map(([d, n]) => {
      if (move && move.day === d && move.time === t) return '<td>Your current slot</td>';
      if (slotTaken(d, t, move?.ref)) return '<td><span aria-label="' + n + ' ' + t + ' full">Full</span></td>';
      if (move) return `<td><form action="/bookings/move" method="post"><input type="hidden" name="ref" value="${move.ref}"><input type="hidden" name="day" value="${d}"><input type="hidden" name="time" value="${t}"><button type="submit" aria-label="Move to ${n} ${t}">${t}</button></form></td>`;
      return `<td><a class="slot" href="/workshop/details?service=${s.id}&amp;day=${d}&amp;time=${t}" aria-label="${n} ${t}">${t}</a></td>`;
    }).join('')}</tr>`).join('');
    return layout(move ? `Reschedule ${move.ref}: ${s.name}` : `Book: ${s.name}`, `<p>${s.name} · ${money(s.price)} · about ${s.mins} minutes. Choose a drop-off slot.</p><table class="slots">${head}${rows}</table><a href="/workshop">Choose a different service</a>`);
  }
  function bookDetails(q) {
    const s = svcById[q.service];
    if (!s || !dayName[q.day] || !TIMES.includes(q.time)) return null;
    return layout('Your booking details', `<p>${s.name} (${money(s.price)}) on ${dayName[q.day]} at ${q.time}, Kirkgate workshop. <a href="/workshop/book?service=${s.id}">Change time</a></p>
<form action="/workshop/book" method="post"><input type="hidden" name="service" value="${s.id}"><input type="hidden" name="day" value="${q.day}"><input type="hidden" name="time" value="${q.time}">
<label>Your name <input name="name"></label><label>Phone number <input name="phone" type="tel"></label><label>Bike make and model <input name="bike"></label><label>Anything we should know? <textarea name="notes"></textarea></label>
<button type="submit">Confirm booking</button></form>`);
  }
  function bookings() {
    if (!S.bookings.length) return layout('My workshop bookings', '<p>No bookings yet. <a href="/workshop">Book a service</a></p>');
    return layout('My workshop bookings', `<table><thead><tr><th>Ref</th><th>Service</th><th>Day</th><th>Time</th><th>Bike</th><th>Status</th><th></th></tr></thead><tbody>${S.bookings.map((b) => `<tr><td>${b.ref}</td><td>${svcById[b.service].name}</td><td>${dayName[b.day]}</td><td>${b.time}</td><td>${esc(b.bike)}</td><td>${b.status}</td><td>${b.status === 'Booked' ? `<a href="/workshop/book?service=${b.service}&amp;reschedule=${b.ref}">Reschedule</a> <form action="/bookings/cancel" method="post"><input type="hidden" name="ref" value="${b.ref}"><button type="submit">Cancel</button></form>` : ''}</td></tr>`).join('')}</tbody></table><p>Drop-off for all workshop bookings is at our Kirkgate store.</p><a href="/workshop">Book another service</a>`);
  }
  function stores() {
    return layout('Our stores', Object.entries(STORES).map(([n, s]) => `<section><h2>${n}</h2><p>${s.address}</p><p>Phone ${s.phone}</p><table><caption>Opening hours</caption>${s.hours.map(([d, h]) => `<tr><th>${d}</th><td>${h}</td></tr>`).join('')}</table>${n === 'Kirkgate' ? '<p>Workshop drop-off at Kirkgate only.</p>' : ''}</section>`).join(''));
  }

  function get(path, q) {
    if (path === '/') return home();
    if (path === '/shop') return shop(q);
    let m;
    if ((m = path.match(/^\/product\/([\w-]+)$/))) return product(m[1], q);
    if (path === '/basket') return basket();
    if (path === '/checkout') return S.basket.length ? checkoutDetails() : { redirect: '/basket' };
    if (path === '/checkout/delivery') return S.checkout ? checkoutDelivery() : { redirect: '/checkout' };
    if (path === '/checkout/review') return S.checkout?.method ? checkoutReview() : { redirect: '/checkout/delivery' };
    if (path === '/orders') return orders();
    if ((m = path.match(/^\/orders\/(\w+)$/))) return order(m[1]);
    if (path === '/workshop') return workshop();
    if (path === '/workshop/book') return slotGrid(q);
    if (path === '/workshop/details') return bookDetails(q);
    if (path === '/bookings') return bookings();
    if (path === '/stores') return stores();
    return null;
  }

  function post(path, b) {
    if (path === '/basket/add') {
      const p = byId[b.id];
      const back = typeof b.back === 'string' && b.back.startsWith('/') ? b.back : '/basket';
      if (!p) return { redirect: back };
      const sizes = Object.keys(p.sizes);
      const size = sizes.length === 1 ? sizes[0] : b.size;
      const colour = p.colours.includes(b.colour) ? b.colour : p.colours[0];
      if (!sizes.includes(size)) return { redirect: `/product/${p.id}?need=size` };
      const qty = Math.max(1, Math.min(9, parseInt(b.qty, 10) || 1));
      if (p.sizes[size] === 0) return { redirect: back };
      const l = inBasket(p.id, size, colour);
      if (l) l.qty = Math.min(9, l.qty + qty); else S.basket.push({ id: p.id, size, colour, qty });
      return { redirect: back };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = S.basket.findIndex((l) => lineKey(l) === b.line);
      if (i >= 0) {
        const qty = path === '/basket/remove' ? 0 : Math.max(0, Math.min(9, parseInt(b.qty, 10) || 0));
        if (qty === 0) S.basket.splice(i, 1); else S.basket[i].qty = qty;
      }
      return { redirect: '/basket' };
    }
    if (path === '/checkout/details') {
      S.checkout = { name: clean(b.name), email: clean(b.email).toLowerCase(), phone: clean(b.phone).replace(/[^\d+]/g, '') };
      return { redirect: '/checkout/delivery' };
    }
    if (path === '/checkout/delivery') {
      const c = { name: S.checkout?.name || '', email: S.checkout?.email || '', phone: S.checkout?.phone || '' };
      if (b.method === 'collect') { c.method = 'collect'; c.store = STORES[b.store] ? b.store : 'Kirkgate'; } else { c.method = 'delivery'; c.address = clean(b.address); c.postcode = clean(b.postcode).toUpperCase(); }
      S.checkout = c;
      return { redirect: '/checkout/review' };
    }
    if (path === '/checkout/place') {
      if (!S.basket.length || !S.checkout?.method) return { redirect: '/basket' };
      const sub = subtotal();
      const id = 'SC' + (1001 + S.orders.length);
      S.orders.push({ id, items: S.basket.map((l) => ({ ...l })), total: round2(sub + deliveryFee(S.checkout.method, sub)), ...S.checkout, status: 'Placed' });
      S.basket = [];
      S.checkout = null;
      return { redirect: `/orders/${id}` };
    }
    if (path === '/orders/cancel') {
      const o = S.orders.find((x) => x.id === b.id);
      if (o && o.status === 'Placed') o.status = 'Cancelled';
      return { redirect: '/orders' };
    }
    if (path === '/workshop/book') {
      if (!svcById[b.service] || !dayName[b.day] || !TIMES.includes(b.time) || slotTaken(b.day, b.time)) return { redirect: `/workshop/book?service=${encodeURIComponent(b.service || 'basic')}` };
      S.bookings.push({ ref: 'W' + (301 + S.bookings.length), service: b.service, day: b.day, time: b.time, name: clean(b.name), phone: clean(b.phone).replace(/[^\d+]/g, ''), bike: clean(b.bike), notes: clean(b.notes), status: 'Booked' });
      return { redirect: '/bookings' };
    }
    if (path === '/bookings/move') {
      const bk = S.bookings.find((x) => x.ref === b.ref && x.status === 'Booked');
      if (bk && dayName[b.day] && TIMES.includes(b.time) && !slotTaken(b.day, b.time, bk.ref)) { bk.day = b.day; bk.time = b.time; }
      return { redirect: '/bookings' };
    }
    if (path === '/bookings/cancel') {
      const bk = S.bookings.find((x) => x.ref === b.ref);
      if (bk) bk.status = 'Cancelled';
      return { redirect: '/bookings' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://127.0.0.1');
      const path = u.pathname.replace(/\/+$/, '') || '/';
      const q = {};
      for (const [k, v] of u.searchParams) if (v !== '') q[k] = v;
      if (String(method).toUpperCase() === 'POST') {
        const r = post(path, parseBody(body));
        return r || { status: 404, html: layout('Page not found', '<p>Sorry, that page does not exist.</p>') };
      }
      const r = get(path, q);
      if (!r) return { status: 404, html: layout('Page not found', '<p>Sorry, that page does not exist.</p>') };
      if (r.redirect) return r;
      S.page = { path, query: q };
      return { html: r };
    },
    state() { return JSON.parse(JSON.stringify(S)); },
    restore(st) { S = { ...fresh(), ...JSON.parse(JSON.stringify(st)) }; if (!S.page) S.page = { path: st.path || '/', query: st.query || {} }; },
    reset() { S = fresh(); },
  };
}
