// Hallam & Pike — a paint and wallpaper shop, the customer (Robin Hale) signed in: departments
// with finish links, a kitchen-and-bathroom box and a sort, search, product cards with a "View"
// button, product pages whose colour (swatch links) and tin size (a menu that reloads the page)
// go in the query, a quantity box, sample pots, a coverage calculator, "Goes well with" items,
// a basket (quantity boxes with Update, Remove, a promo code COAT10, free delivery over £50),
// checkout (name, email, phone, address, postcode, delivery radios) and "My orders" with Buy
// again and a cancel with a reason. State: page, basket, promo, orders, newsletter.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const COLOURS = {
  'chalk-white': 'Chalk White', 'pebble-grey': 'Pebble Grey', 'sage-green': 'Sage Green', 'duck-egg': 'Duck Egg', 'midnight-blue': 'Midnight Blue',
  'brilliant-white': 'Brilliant White', 'sea-mist': 'Sea Mist', stone: 'Stone', ochre: 'Ochre', magnolia: 'Magnolia', 'dove-grey': 'Dove Grey',
  'jet-black': 'Jet Black', 'racing-green': 'Racing Green', oxblood: 'Oxblood', 'golden-oak': 'Golden Oak', cedar: 'Cedar', 'slate-grey': 'Slate Grey',
  sage: 'Sage', navy: 'Navy', grey: 'Grey', cream: 'Cream',
};
const SIZE_NAMES = { '750ml': '750 ml', '2.5l': '2.5 litres', '5l': '5 litres', '10l': '10 litres', '1in': '1 inch', '1.5in': '1.5 inch', '2in': '2 inch', sample: 'Sample pot (100 ml)', '': '' };
const LITRES = { '750ml': 0.75, '2.5l': 2.5, '5l': 5, '10l': 10 };
const DEPTS = [['walls', 'Wall & ceiling paint'], ['wood', 'Wood & metal paint'], ['wallpaper', 'Wallpaper'], ['tools', 'Brushes, rollers & tools']];
const FINISHES = [['matt', 'Matt'], ['sheen', 'Soft sheen'], ['eggshell', 'Eggshell'], ['satin', 'Satin'], ['gloss', 'Gloss']];
const P = [
  { id: 'matt-emulsion', dept: 'walls', name: 'Hallam Matt Emulsion', finish: 'matt', sizes: { '2.5l': 24, '5l': 38 }, colours: ['chalk-white', 'pebble-grey', 'sage-green', 'duck-egg', 'midnight-blue'], rating: 4.7, reviews: 212, cover: 13, sample: true, about: 'Our best-selling flat matt wall paint. Low odour, touch dry in 2 hours.' },
  { id: 'soft-sheen', dept: 'walls', name: 'Kitchen & Bathroom Soft Sheen', finish: 'sheen', kitchen: true, sizes: { '2.5l': 29, '5l': 46 }, colours: ['brilliant-white', 'sea-mist', 'pebble-grey'], rating: 4.4, reviews: 87, cover: 12, sample: true, about: 'Moisture and steam resistant with an anti-mould coating, for kitchens and bathrooms.' },
  { id: 'eggshell', dept: 'walls', name: 'Durable Eggshell Emulsion', finish: 'eggshell', kitchen: true, sizes: { '2.5l': 32, '5l': 52 }, colours: ['chalk-white', 'stone', 'sage-green', 'ochre'], rating: 4.5, reviews: 64, cover: 12, sample: true, about: 'A wipeable low-sheen finish for hallways, kitchens and busy family rooms.' },
  { id: 'contract-matt', dept: 'walls', name: 'Trade Contract Matt', finish: 'matt', sizes: { '10l': 42 }, colours: ['brilliant-white', 'magnolia'], rating: 4.1, reviews: 140, cover: 11, about: 'Great value for new plaster and large areas. Not washable.' },
  { id: 'ceiling-white', dept: 'walls', name: 'One Coat Ceiling White', finish: 'matt', sizes: { '5l': 19 }, colours: ['brilliant-white'], rating: 4.3, reviews: 58, cover: 10, about: 'Thick, non-drip ceiling paint that goes on pink and dries white.' },
  { id: 'satinwood', dept: 'wood', name: 'Interior Satinwood', finish: 'satin', sizes: { '750ml': 16, '2.5l': 36 }, colours: ['brilliant-white', 'dove-grey', 'jet-black'], rating: 4.6, reviews: 95, cover: 16, about: 'A tough mid-sheen finish for skirting boards, doors and window frames.' },
  { id: 'exterior-gloss', dept: 'wood', name: 'All-Weather Exterior Gloss', finish: 'gloss', sizes: { '750ml': 15, '2.5l': 34 }, colours: ['brilliant-white', 'jet-black', 'racing-green', 'oxblood'], rating: 4.2, reviews: 43, cover: 15, about: 'High-gloss protection for front doors, railings and gates. Lasts up to 6 years outside.' },
  { id: 'fence-stain', dept: 'wood', name: 'Shed & Fence Stain', finish: 'matt', sizes: { '5l': 22 }, colours: ['golden-oak', 'cedar', 'slate-grey'], rating: 4.0, reviews: 120, cover: 6, about: 'Colours and protects rough-sawn garden timber. Rain-proof in 1 hour.' },
  { id: 'willow-wallpaper', dept: 'wallpaper', name: 'Willow Leaf Wallpaper', sizes: { '': 32 }, colours: ['sage', 'navy'], rating: 4.8, reviews: 31, about: 'A trailing leaf print on a paste-the-wall paper. Each roll is 10 m × 52 cm.' },
  { id: 'herringbone-wallpaper', dept: 'wallpaper', name: 'Herringbone Textured Wallpaper', sizes: { '': 28 }, colours: ['grey', 'cream'], rating: 4.3, reviews: 19, about: 'An embossed herringbone weave effect. Each roll is 10 m × 53 cm.' },
  { id: 'lining-paper', dept: 'wallpaper', name: 'Lining Paper 1400 Grade', sizes: { '': 9 }, colours: [], rating: 4.5, reviews: 77, about: 'Heavy lining paper to hide cracks before painting or papering. 20 m rolls.' },
  { id: 'roller-set', dept: 'tools', name: 'Pro 9 inch Roller Set', sizes: { '': 14 }, colours: [], rating: 4.6, reviews: 150, about: 'A roller frame, tray and two medium-pile sleeves.' },
  { id: 'sash-brush', dept: 'tools', name: 'Angled Sash Brush', sizes: { '1in': 6, '1.5in': 8, '2in': 9 }, colours: [], rating: 4.7, reviews: 88, about: 'Synthetic bristles cut at an angle for clean lines on frames and edges.' },
  { id: 'masking-tape', dept: 'tools', name: 'Delicate Surface Masking Tape', sizes: { '': 4.5 }, colours: [], rating: 4.4, reviews: 66, about: 'Low-tack tape that peels off cleanly for up to 60 days. 50 m roll.' },
  { id: 'dust-sheets', dept: 'tools', name: 'Cotton Twill Dust Sheets (pack of 2)', sizes: { '': 12 }, colours: [], rating: 4.2, reviews: 40, about: 'Two 12 × 9 ft washable cotton dust sheets.' },
];
const RELATED = { walls: ['roller-set', 'masking-tape', 'dust-sheets'], wood: ['sash-brush', 'masking-tape'], wallpaper: ['lining-paper', 'dust-sheets'], tools: ['masking-tape', 'dust-sheets'] };
const SAMPLE = 3.5;
const PROMOS = { COAT10: 0.1 };
const DELIVERY = [['standard', 'Standard delivery (3–5 working days)', 4.95], ['next-day', 'Next working day', 7.95], ['collect', 'Click & collect from our Sheffield store', 0]];
const REASONS = [['mistake', 'Ordered by mistake'], ['colour', 'Wrong colour'], ['cheaper', 'Found it cheaper elsewhere'], ['other', 'Other']];
const byId = Object.fromEntries(P.map((p) => [p.id, p]));
const me = { name: 'Robin Hale', email: 'robin.hale@example.com' };
const SEED = [
  { id: 'HP-1041', date: '12 Nov 2026', items: [{ id: 'matt-emulsion', colour: 'duck-egg', size: '5l', qty: 2 }, { id: 'roller-set', colour: '', size: '', qty: 1 }], promo: '', delivery: 'standard', name: 'Robin Hale', email: 'robin.hale@example.com', phone: '07700 900318', address: '22 Crookes Road', postcode: 'S10 1UB', status: 'delivered' },
  { id: 'HP-1052', date: '26 Nov 2026', items: [{ id: 'exterior-gloss', colour: 'racing-green', size: '750ml', qty: 1 }, { id: 'sash-brush', colour: '', size: '1.5in', qty: 1 }], promo: '', delivery: 'standard', name: 'Robin Hale', email: 'robin.hale@example.com', phone: '07700 900318', address: '22 Crookes Road', postcode: 'S10 1UB', status: 'processing' },
];
const price = (it) => (it.size === 'sample' ? SAMPLE : byId[it.id].sizes[it.size]);
const from = (p) => Math.min(...Object.values(p.sizes));
const itemName = (it) => `${byId[it.id].name}${it.colour ? `, ${COLOURS[it.colour]}` : ''}${it.size ? `, ${SIZE_NAMES[it.size]}` : ''}`;
function totals(items, promo, delivery) {
  const sub = items.reduce((n, it) => n + price(it) * it.qty, 0);
  const off = Math.round(sub * (PROMOS[promo] || 0) * 100) / 100;
  const d = DELIVERY.find((x) => x[0] === delivery);
  const del = !d ? 0 : d[0] === 'standard' && sub - off >= 50 ? 0 : d[2];
  return { sub, off, del, total: sub - off + del };
}

function fresh() { return { page: { path: '/', query: {} }, basket: [], promo: '', orders: clone(SEED), newsletter: [] }; }

export function createSite() {
  let st = fresh();
  const nav = () => [...DEPTS.map(([d, t]) => [`/shop/${d}`, t]), ['/basket', `Basket (${st.basket.reduce((n, it) => n + it.qty, 0)})`], ['/account/orders', 'My orders']];
  const footer = `<section><h2>Get 10% off your next order</h2><form method="post" action="/newsletter"><label>Your email <input type="email" name="email"></label> <button type="submit">Sign up</button></form></section>
<p>Hallam &amp; Pike, 140 Ecclesall Road, Sheffield S11 8HW · Shop open Mon–Sat 8am–6pm, Sun 10am–4pm · Signed in as Robin Hale · <a href="/help">Delivery &amp; returns</a> · © 2026 Hallam &amp; Pike</p>`;
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Hallam & Pike', nav: nav(), title, body, q, searchLabel: 'Search paint and wallpaper', footer }) });
  const stars = (p) => `★ ${p.rating} (${p.reviews} reviews)`;
  const card = (p) => `<li class="card"><h3><a href="/products/${p.id}">${esc(p.name)}</a></h3><p>${p.finish ? `${FINISHES.find((f) => f[0] === p.finish)[1]} · ` : ''}${stars(p)}</p><p>${Object.keys(p.sizes).length > 1 ? 'from ' : ''}${money(from(p))}${p.dept === 'wallpaper' ? ' a roll' : ''}</p>${p.colours.length ? `<p>${p.colours.length} colour${p.colours.length === 1 ? '' : 's'}</p>` : ''}<a href="/products/${p.id}">View</a></li>`;
  const sorted = (items, sort) => {
    const a = [...items];
    if (sort === 'price') a.sort((x, y) => from(x) - from(y));
    if (sort === 'price-desc') a.sort((x, y) => from(y) - from(x));
    if (sort === 'rating') a.sort((x, y) => y.rating - x.rating);
    return a;
  };
  const sortSelect = (query) => `<label>Sort by <select name="sort" onchange="this.form.submit()">${[['', 'Featured'], ['price', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['rating', 'Top rated']].map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;

  function productPage(p, path, query) {
    const sizes = Object.keys(p.sizes);
    const colour = p.colours.includes(query.colour) ? query.colour : p.colours.length === 1 ? p.colours[0] : '';
    const size = sizes.includes(query.size) ? query.size : sizes.length === 1 ? sizes[0] : '';
    const hidden = (keys) => keys.filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    let cover = '';
    if (p.cover) {
      const area = Number(query.area);
      let result = '';
      if (area > 0) {
        const need = Math.round((area * 2 / p.cover) * 10) / 10;
        const tins = []; let left = need;
        const ls = sizes.map((s) => [s, LITRES[s]]).sort((a, b) => b[1] - a[1]);
        for (const [s, l] of ls.slice(0, -1)) while (left >= l) { tins.push(s); left -= l; }
        while (left > 0.001) { const fit = [...ls].reverse().find(([, l]) => l >= left) || ls[0]; tins.push(fit[0]); left -= fit[1]; }
        const count = {}; tins.forEach((t) => { count[t] = (count[t] || 0) + 1; });
        result = `<p role="status">For ${area} m² (two coats) you need about <strong>${need} litres</strong>: ${Object.entries(count).map(([s, n]) => `${n} × ${SIZE_NAMES[s]}`).join(' and ')}.</p>`;
      }
      cover = `<section><h2>How much do I need?</h2><p>Covers about ${p.cover} m² per litre.</p><form method="get" action="${path}">${hidden(['colour', 'size'])}<label>Wall area in m² <input type="number" name="area" min="1" value="${esc(query.area || '')}"></label> <button type="submit">Calculate</button></form>${result}</section>`;
    }
    return page(p.name, `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/shop/${p.dept}">${DEPTS.find((d) => d[0] === p.dept)[1]}</a></nav>
${query.missing ? '<p class="err">Please choose a colour and a size first.</p>' : ''}<p>${stars(p)}</p><p>${esc(p.about)}</p>${p.finish ? `<p>Finish: ${FINISHES.find((f) => f[0] === p.finish)[1]}</p>` : ''}
<p>Price: <strong>${size ? money(p.sizes[size]) : `from ${money(from(p))}`}</strong>${p.dept === 'wallpaper' ? ' per roll' : ''}</p>
${p.colours.length > 1 ? `<fieldset><legend>Colour${colour ? `: ${COLOURS[colour]}` : ''}</legend>${p.colours.map((c) => `<a class="opt${colour === c ? ' sel' : ''}" href="${withQuery(path, query, { colour: c, area: '' })}"${colour === c ? ' aria-current="true"' : ''}>${COLOURS[c]}</a>`).join(' ')}</fieldset>` : p.colours.length ? `<p>Colour: ${COLOURS[p.colours[0]]}</p>` : ''}
${sizes.length > 1 ? `<form method="get" action="${path}">${hidden(['colour'])}<label>${p.dept === 'tools' ? 'Brush width' : 'Tin size'} <select name="size" onchange="this.form.submit()"><option value="">Choose a size</option>${sizes.map((s) => `<option value="${s}"${size === s ? ' selected' : ''}>${SIZE_NAMES[s]} — ${money(p.sizes[s])}</option>`).join('')}</select></label> <button type="submit">Update</button></form>` : size ? `<p>Size: ${SIZE_NAMES[size]}</p>` : ''}
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="colour" value="${colour}"><input type="hidden" name="size" value="${size}">
<label>Quantity <input type="number" name="qty" value="1" min="1" max="20"></label> <button type="submit">Add to basket</button></form>
${p.sample ? (colour ? `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="colour" value="${colour}"><input type="hidden" name="size" value="sample"><input type="hidden" name="qty" value="1"><button type="submit">Order a sample pot — ${money(SAMPLE)}</button></form>` : '<p>Choose a colour to order a sample pot (£3.50).</p>') : ''}
${cover}
<section><h2>Goes well with</h2><ul>${RELATED[p.dept].filter((r) => r !== p.id).map((r) => `<li><a href="/products/${r}">${esc(byId[r].name)}</a> — ${money(from(byId[r]))}</li>`).join('')}</ul></section>
<section><h2>Reviews</h2><p>"Lovely finish, two coats did it." — Verified buyer</p></section>`);
  }

  function basketPage(msg = '') {
    const t = totals(st.basket, st.promo, 'standard');
    return page('Your basket', `${msg}${st.basket.length ? `<table><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th></th></tr></thead><tbody>${st.basket.map((it, i) => `<tr><td><a href="/products/${it.id}">${esc(itemName(it))}</a></td><td>${money(price(it))}</td>
<td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><label>Quantity for ${esc(itemName(it))} <input type="number" name="qty" value="${it.qty}" min="0" max="20"></label> <button type="submit">Update</button></form></td><td>${money(price(it) * it.qty)}</td>
<td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit" aria-label="Remove ${esc(itemName(it))}">Remove</button></form></td></tr>`).join('')}</tbody></table>
<form method="post" action="/basket/promo"><label>Promo code <input name="code" value="${esc(st.promo)}"></label> <button type="submit">Apply</button></form>
<dl><dt>Subtotal</dt><dd>${money(t.sub)}</dd>${t.off ? `<dt>Discount (${st.promo})</dt><dd>−${money(t.off)}</dd>` : ''}<dt>Standard delivery</dt><dd>${t.del ? money(t.del) : 'Free'}</dd><dt>Total</dt><dd><strong>${money(t.total)}</strong></dd></dl>
<p>Free standard delivery on orders over £50.</p><p><a href="/checkout">Checkout</a></p>` : '<p>Your basket is empty.</p>'}<p><a href="/shop/walls">Continue shopping</a></p>`);
  }

  function get(path, query) {
    if (path === '/') {
      return page('Paint, wallpaper and decorating tools', `<p>Welcome back, Robin. Mixed to order in our Sheffield shop and delivered in 3–5 working days.</p>
<section><h2>Shop by department</h2><ul>${DEPTS.map(([d, t]) => `<li><a href="/shop/${d}">${t}</a></li>`).join('')}</ul></section>
<section><h2>Colour of the month: Sage Green</h2><p>Calm and earthy — try it in <a href="/products/matt-emulsion?colour=sage-green">Hallam Matt Emulsion</a>.</p></section>
<section><h2>Bestsellers</h2><ul class="cards">${['matt-emulsion', 'soft-sheen', 'willow-wallpaper'].map((id) => card(byId[id])).join('')}</ul></section>`);
    }
    let m;
    if ((m = path.match(/^\/shop\/([\w-]+)$/)) && DEPTS.some((d) => d[0] === m[1])) {
      const dept = m[1];
      let items = P.filter((p) => p.dept === dept);
      const fins = FINISHES.filter((f) => items.some((p) => p.finish === f[0]));
      if (query.finish) items = items.filter((p) => p.finish === query.finish);
      if (query.room === 'kitchen') items = items.filter((p) => p.kitchen);
      items = sorted(items, query.sort);
      const filters = `${fins.length > 1 ? `<p>Finish: <a href="${withQuery(path, query, { finish: '' })}"${!query.finish ? ' aria-current="true"' : ''}>All</a> ${fins.map(([v, t]) => `<a href="${withQuery(path, query, { finish: v })}"${query.finish === v ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>` : ''}
<form method="get" action="${path}">${query.finish ? `<input type="hidden" name="finish" value="${esc(query.finish)}">` : ''}${dept === 'walls' ? `<label><input type="checkbox" name="room" value="kitchen"${query.room === 'kitchen' ? ' checked' : ''} onchange="this.form.submit()"> Kitchen &amp; bathroom</label>` : ''}${sortSelect(query)} <button type="submit">Apply</button></form>`;
      return page(DEPTS.find((d) => d[0] === dept)[1], `${filters}<p>${items.length} product${items.length === 1 ? '' : 's'}</p><ul class="cards">${items.map(card).join('')}</ul>`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hay = (p) => `${p.name} ${p.about} ${p.dept} ${p.colours.map((c) => COLOURS[c]).join(' ')} ${p.finish || ''}`.toLowerCase();
      const items = sorted(words.length ? P.filter((p) => words.every((w) => hay(p).includes(w) || (w.endsWith('s') && hay(p).includes(w.slice(0, -1))))) : [], query.sort);
      return page(`Results for "${query.q || ''}"`, `<form method="get" action="/search"><input type="hidden" name="q" value="${esc(query.q || '')}">${sortSelect(query)} <button type="submit">Apply</button></form>
${items.length ? `<p>${items.length} result${items.length === 1 ? '' : 's'}</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>No products match your search.</p>'}`, query.q || '');
    }
    if ((m = path.match(/^\/products\/([\w-]+)$/)) && byId[m[1]]) return productPage(byId[m[1]], path, query);
    if (path === '/basket') return basketPage();
    if (path === '/checkout') {
      if (!st.basket.length) return { redirect: '/basket' };
      const t = totals(st.basket, st.promo, 'standard');
      return page('Checkout', `<p>${st.basket.reduce((n, it) => n + it.qty, 0)} items, ${money(t.sub - t.off)} before delivery.</p><form method="post" action="/checkout">
<fieldset><legend>Your details</legend><label>Full name <input name="name" value="${esc(me.name)}" required></label><label>Email <input type="email" name="email" value="${esc(me.email)}" required></label><label>Phone <input type="tel" name="phone"></label></fieldset>
<fieldset><legend>Address</legend><label>Address <input name="address" required></label><label>Postcode <input name="postcode" required></label></fieldset>
<fieldset><legend>Delivery</legend>${DELIVERY.map(([v, txt, c]) => `<label><input type="radio" name="delivery" value="${v}"${v === 'standard' ? ' checked' : ''}> ${txt} — ${v === 'standard' ? (t.sub - t.off >= 50 ? 'Free' : money(c)) : c ? money(c) : 'Free'}</label>`).join('')}</fieldset>
<button type="submit">Place order</button></form>`);
    }
    if (path === '/account/orders') {
      return page('My orders', `<table><thead><tr><th>Order</th><th>Date</th><th>Items</th><th>Total</th><th>Status</th><th></th></tr></thead><tbody>${[...st.orders].reverse().map((o) => `<tr><td>${o.id}</td><td>${o.date}</td><td>${o.items.reduce((n, it) => n + it.qty, 0)}</td><td>${money(totals(o.items, o.promo, o.delivery).total)}</td><td>${o.status[0].toUpperCase() + o.status.slice(1)}</td><td><a href="/orders/${o.id}">View order ${o.id}</a></td></tr>`).join('')}</tbody></table>`);
    }
    const o = (m = path.match(/^\/orders\/(HP-\d+)(\/cancel)?$/)) && st.orders.find((x) => x.id === m[1]);
    if (o && !m[2]) {
      const t = totals(o.items, o.promo, o.delivery);
      return page(`Order ${o.id}`, `<p>Placed ${o.date} · Status: <strong>${o.status[0].toUpperCase() + o.status.slice(1)}</strong>${o.status === 'delivered' ? ' on 15 Nov 2026' : ''}</p>
<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th></tr></thead><tbody>${o.items.map((it) => `<tr><td>${esc(itemName(it))}</td><td>${it.qty}</td><td>${money(price(it) * it.qty)}</td></tr>`).join('')}</tbody></table>
<dl><dt>Subtotal</dt><dd>${money(t.sub)}</dd>${t.off ? `<dt>Discount</dt><dd>−${money(t.off)}</dd>` : ''}<dt>Delivery</dt><dd>${DELIVERY.find((d) => d[0] === o.delivery)[1]}: ${t.del ? money(t.del) : 'Free'}</dd><dt>Total</dt><dd>${money(t.total)}</dd>
<dt>Deliver to</dt><dd>${esc(o.name)}, ${esc(o.address)}, ${esc(o.postcode)}</dd></dl>
<form method="post" action="/orders/${o.id}/again"><button type="submit">Buy again</button></form>${o.status === 'processing' ? `<p><a href="/orders/${o.id}/cancel">Cancel this order</a></p>` : ''}<p><a href="/account/orders">All orders</a></p>`);
    }
    if (o && m[2] && o.status === 'processing') {
      return page(`Cancel order ${o.id}`, `<form method="post" action="/orders/${o.id}/cancel"><fieldset><legend>Why are you cancelling?</legend>${REASONS.map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset><button type="submit">Cancel order</button></form><p><a href="/orders/${o.id}">Keep my order</a></p>`);
    }
    if (path === '/newsletter/thanks') return page('Thanks for signing up', '<p>Your 10% code is on its way to your inbox.</p><p><a href="/">Back to the shop</a></p>');
    if (path === '/help') return page('Delivery & returns', '<p>Standard delivery £4.95, free over £50. Next working day £7.95 if you order by 2pm. Click &amp; collect is free. Tinted paint cannot be returned unless faulty.</p>');
    return null;
  }

  function addItem(it) {
    const same = st.basket.find((x) => x.id === it.id && x.colour === it.colour && x.size === it.size);
    if (same) same.qty = Math.min(20, same.qty + it.qty);
    else st.basket.push(it);
  }

  function post(path, f) {
    if (path === '/basket/add') {
      const p = byId[one(f, 'id')];
      if (!p) return null;
      const colour = one(f, 'colour'); const size = one(f, 'size');
      const qty = Math.max(1, Math.min(20, parseInt(one(f, 'qty'), 10) || 1));
      const okColour = p.colours.length ? p.colours.includes(colour) : colour === '';
      const okSize = size === 'sample' ? p.sample : size in p.sizes;
      if (!okColour || !okSize) return { redirect: withQuery(`/products/${p.id}`, {}, { colour, size, missing: '1' }) };
      addItem({ id: p.id, colour, size, qty });
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = parseInt(one(f, 'line'), 10);
      if (!st.basket[i]) return { redirect: '/basket' };
      const qty = path === '/basket/remove' ? 0 : Math.min(20, parseInt(one(f, 'qty'), 10) || 0);
      if (qty <= 0) st.basket.splice(i, 1); else st.basket[i].qty = qty;
      return { redirect: '/basket' };
    }
    if (path === '/basket/promo') {
      const code = one(f, 'code').toUpperCase();
      if (!PROMOS[code]) return basketPage(`<p class="err">Sorry, "${esc(one(f, 'code'))}" is not a valid code.</p>`);
      st.promo = code;
      return { redirect: '/basket' };
    }
    if (path === '/checkout') {
      const need = ['name', 'email', 'address', 'postcode'].filter((k) => !one(f, k));
      const delivery = one(f, 'delivery') || 'standard';
      if (!st.basket.length || need.length || !DELIVERY.some((d) => d[0] === delivery)) return page('Checkout', `<p class="err">Please fill in: ${need.join(', ') || 'delivery'}</p><p><a href="/checkout">Back to checkout</a></p>`);
      const id = `HP-${2001 + st.orders.length - SEED.length}`;
      st.orders.push({ id, date: '28 Nov 2026', items: st.basket, promo: st.promo, delivery, name: one(f, 'name'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase(), status: 'processing' });
      st.basket = []; st.promo = '';
      return { redirect: `/orders/${id}` };
    }
    let m;
    const o = (m = path.match(/^\/orders\/(HP-\d+)\/(again|cancel)$/)) && st.orders.find((x) => x.id === m[1]);
    if (o && m[2] === 'again') { o.items.forEach((it) => addItem({ ...it })); return { redirect: '/basket' }; }
    if (o && m[2] === 'cancel' && o.status === 'processing') {
      const reason = one(f, 'reason');
      if (!REASONS.some((r) => r[0] === reason)) return { status: 400, html: 'Choose a reason' };
      o.status = 'cancelled'; o.reason = reason;
      return { redirect: `/orders/${o.id}` };
    }
    if (path === '/newsletter') {
      const email = one(f, 'email').toLowerCase();
      if (email && !st.newsletter.includes(email)) st.newsletter.push(email);
      return { redirect: '/newsletter/thanks' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body)) || { status: 404, html: '<h1>Not found</h1>' };
      const res = get(path, query);
      if (!res) return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
      if (res.html) st.page = { path, query };
      return res;
    },
    state: () => clone(st),
    restore(s) { const f = fresh(); st = { ...f, ...clone(s) }; if (!st.page) st.page = { path: s.path || '/', query: s.query || {} }; delete st.path; delete st.query; },
    reset() { st = fresh(); },
  };
}
