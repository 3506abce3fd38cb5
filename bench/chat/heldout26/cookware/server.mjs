/**
 * "Hearth & Pan", a cookware and kitchen shop (blind set heldout26, round 26): header nav and a
 * search box, department pages with a material menu, a dishwasher-safe box, price links and a sort
 * menu, a result grid of cards, product pages whose size menu and colour radios reload with the
 * choice in the query, a quantity box, gift wrap, related items, a basket with a quantity menu,
 * Remove and a promo code, checkout with delivery radios, My account with orders (a cancel page
 * asking a reason for the one not yet sent, a return form for the delivered one), a newsletter box
 * and shop hours in the footer.
 */
const P = [
  { id: 1, name: 'Ironside Cast Iron Skillet', cat: 'pans', material: 'cast-iron', rating: 4.8, sizes: [['20', 28], ['26', 36], ['30', 44]], about: 'Pre-seasoned cast iron that goes from hob to oven to campfire. Works on induction. Hand wash and dry, then rub with a little oil.' },
  { id: 2, name: 'Everyday Non-Stick Frying Pan', cat: 'pans', material: 'non-stick', rating: 4.3, dw: true, sizes: [['20', 18], ['24', 22], ['28', 26]], about: 'A light aluminium pan with a three-layer PFOA-free coating. Oven safe to 180°C. Works on induction.' },
  { id: 3, name: 'Tri-Ply Stainless Frying Pan', cat: 'pans', material: 'stainless', rating: 4.6, dw: true, sizes: [['24', 45], ['28', 52]], about: 'Three layers of steel and aluminium for even heat, with a riveted stay-cool handle. Oven safe to 260°C.' },
  { id: 4, name: 'Enamelled Cast Iron Casserole', cat: 'pans', material: 'cast-iron', rating: 4.9, sizes: [['20', 79], ['24', 99]], colours: ['Cherry', 'Slate', 'Sage', 'Ochre'], about: 'A lidded casserole for stews, braises and bread. The 20 cm holds 2.4 litres, the 24 cm 4.2 litres. Lifetime guarantee.' },
  { id: 5, name: 'Stainless Saucepan Set (3 piece)', cat: 'pans', material: 'stainless', rating: 4.5, dw: true, price: 65, about: '16, 18 and 20 cm saucepans with glass lids and pouring lips.' },
  { id: 6, name: 'Copper Milk Pan', cat: 'pans', material: 'copper', rating: 4.2, price: 38, about: 'A 14 cm tin-lined copper pan with a brass handle. Not for induction hobs.' },
  { id: 7, name: 'Non-Stick Wok 30 cm', cat: 'pans', material: 'non-stick', rating: 4.0, dw: true, price: 29, about: 'A deep wok with a helper handle and a flat base for any hob.' },
  { id: 8, name: 'Loose-Base Cake Tin', cat: 'bakeware', material: 'carbon-steel', rating: 4.6, dw: true, sizes: [['18', 9], ['20', 10], ['23', 12]], about: 'A deep round tin with a push-out base, 7.5 cm deep.' },
  { id: 9, name: 'Ceramic Pie Dish', cat: 'bakeware', material: 'ceramic', rating: 4.4, dw: true, price: 14, colours: ['White', 'Blue'], about: 'A 26 cm fluted pie dish, oven, microwave and freezer safe.' },
  { id: 10, name: 'Non-Stick Baking Tray', cat: 'bakeware', material: 'non-stick', rating: 3.9, dw: true, price: 7.5, about: 'A 38 x 26 cm tray that will not warp in a hot oven.' },
  { id: 11, name: 'Stoneware Mixing Bowl', cat: 'bakeware', material: 'ceramic', rating: 4.7, dw: true, price: 19, colours: ['Cream', 'Sage'], about: 'A heavy 4 litre bowl with a pouring lip and a non-slip base.' },
  { id: 12, name: '12-Hole Muffin Tin', cat: 'bakeware', material: 'non-stick', rating: 4.5, dw: true, price: 11, about: 'Deep holes for muffins, cupcakes and Yorkshire puddings.' },
  { id: 13, name: "Chef's Knife 20 cm", cat: 'knives', material: 'stainless', rating: 4.8, price: 59, about: 'A forged German steel knife with a full tang. Hand wash only. Free sharpening for life in our shop.' },
  { id: 14, name: 'Paring Knife 9 cm', cat: 'knives', material: 'stainless', rating: 4.5, price: 16, about: 'A small knife for peeling and trimming.' },
  { id: 15, name: 'Bread Knife 23 cm', cat: 'knives', material: 'stainless', rating: 4.6, price: 32, about: 'A serrated blade that slices crusty loaves without crushing them.' },
  { id: 16, name: 'Whetstone 1000/6000', cat: 'knives', material: 'stone', rating: 4.7, price: 27, out: true, about: 'A two-sided water stone in a bamboo base.' },
  { id: 17, name: 'Silicone Spatula Set', cat: 'tools', material: 'silicone', rating: 4.4, dw: true, price: 8, colours: ['Red', 'Grey'], about: 'Three spatulas, heat safe to 230°C and safe on non-stick pans.' },
  { id: 18, name: 'Beech Wooden Spoons (3 pack)', cat: 'tools', material: 'wood', rating: 4.6, price: 6.5, about: 'Sustainably grown beech spoons in three lengths.' },
  { id: 19, name: 'Digital Kitchen Scale', cat: 'tools', material: 'stainless', rating: 4.3, price: 24, about: 'Weighs up to 5 kg in 1 g steps, with a tare button. Batteries included.' },
  { id: 20, name: 'Balloon Whisk', cat: 'tools', material: 'stainless', rating: 4.2, dw: true, price: 7, about: 'A 30 cm whisk with a sealed handle.' },
];
const CATS = [['pans', 'Pans & pots'], ['bakeware', 'Bakeware'], ['knives', 'Knives'], ['tools', 'Utensils']];
const MATERIALS = [['', 'Any material'], ['cast-iron', 'Cast iron'], ['stainless', 'Stainless steel'], ['non-stick', 'Non-stick'], ['copper', 'Copper'], ['carbon-steel', 'Carbon steel'], ['ceramic', 'Ceramic'], ['silicone', 'Silicone'], ['wood', 'Wood']];
const SORTS = [['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['rating', 'Customer rating']];
const DELIVERY = { standard: ['Standard delivery (3–5 working days)', 4.95], express: ['Express delivery (next working day)', 8.95], collect: ['Collect from our Ludlow shop', 0] };
const CODES = { COOK15: 0.15 };
const CANCEL_REASONS = ['Ordered by mistake', 'Found it cheaper elsewhere', 'No longer needed', 'Other'];
const RETURN_REASONS = ['Damaged on arrival', 'Not as described', 'Changed my mind', 'Wrong size'];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : '');
const matName = (m) => MATERIALS.find(([v]) => v === m)?.[1] ?? cap(m);

function initialOrders() {
  return [
    { ref: 'HP-5120', placed: '30 November 2026', status: 'Processing', items: [{ id: 2, size: '24', qty: 1 }, { id: 17, colour: 'Grey', qty: 1 }], delivery: 'standard', name: 'Ruth Adeyemi' },
    { ref: 'HP-5087', placed: '20 November 2026', status: 'Delivered', delivered: '24 November 2026', items: [{ id: 13, qty: 1 }, { id: 8, size: '20', qty: 2 }], delivery: 'standard', name: 'Ruth Adeyemi' },
  ];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], promo: '', orders: initialOrders(), returns: [], newsletter: [] };
  };
  reset();
  const prod = (id) => P.find((p) => p.id === Number(id));
  const from = (p) => (p.sizes ? p.sizes[0][1] : p.price);
  const unit = (it) => {
    const p = prod(it.id);
    return (p.sizes ? p.sizes.find(([s]) => s === it.size)[1] : p.price) + (it.gift ? 3 : 0);
  };
  const opts = (it) => [it.size ? `${it.size} cm` : '', it.colour, it.gift ? 'gift wrapped' : ''].filter(Boolean).join(', ');
  const subtotal = () => state.basket.reduce((s, it) => s + unit(it) * it.qty, 0);
  const count = () => state.basket.reduce((s, it) => s + it.qty, 0);
  let notice = '';

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Hearth &amp; Pan</title><style>
body{font-family:Georgia,serif;margin:0;color:#2a2a2a} header{background:#7a2e1f;color:#fff;padding:10px 24px;display:flex;gap:18px;align-items:center;flex-wrap:wrap} header a{color:#fff}
.grid{display:grid;grid-template-columns:repeat(4,210px);gap:16px} .card{border:1px solid #d8cfc4;padding:10px;background:#fffaf3} main{padding:20px 24px;display:flex;gap:24px} aside{width:190px}
footer{background:#efe7dc;padding:16px 24px;font-size:14px;display:grid;grid-template-columns:1fr 1fr 1fr;gap:16px} table{border-collapse:collapse} td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left}
.banner{background:#f6d9a8;padding:6px 24px;font-size:14px}
</style></head><body><div class="banner">Winter sale: 15% off with code COOK15 · Free UK delivery over £50</div><header><a href="/"><strong>Hearth &amp; Pan</strong></a>
<nav aria-label="Departments">${CATS.map(([v, l]) => `<a href="/shop?cat=${v}">${l}</a>`).join(' · ')}</nav>
<form action="/search" method="get" role="search"><input name="q" aria-label="Search the shop" placeholder="Search pans, knives, tins…"> <button aria-label="Search">🔍</button></form>
<a href="/account">My account</a> <a href="/basket">Basket (${count()})</a></header>
<main>${body}</main>
<footer><div><strong>Our shop</strong><br>3 Castle Street, Ludlow SY8 1AS<br>Monday to Saturday 9:30am to 5:30pm, Sunday 11am to 4pm<br>Free knife sharpening every Saturday morning.</div>
<div><strong>Delivery</strong><br>Standard £4.95, free on orders over £50. Express next working day £8.95, order by 1pm. Returns within 30 days.</div>
<div><form action="/newsletter" method="post"><label for="nl"><strong>Recipes and offers by email</strong></label><br><input id="nl" type="email" name="email" placeholder="Email address" required> <button>Subscribe</button></form><p>© 2026 Hearth &amp; Pan Ltd · <a href="/help">Help</a></p></div></footer></body></html>`;

  const card = (p) => `<div class="card"><div role="img" aria-label="${esc(p.name)}" style="height:90px;background:#e8ddd0"></div><h3><a href="/p/${p.id}">${esc(p.name)}</a></h3><p>${p.sizes ? 'from ' : ''}${money(from(p))} · ★ ${p.rating}</p><p><small>${esc(matName(p.material))}${p.dw ? ' · dishwasher safe' : ''}</small></p>${p.out ? '<p><em>Out of stock</em></p>' : p.sizes || p.colours ? `<a href="/p/${p.id}">Choose options</a>` : `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="qty" value="1"><button aria-label="Add ${esc(p.name)} to basket">Add to basket</button></form>`}</div>`;

  function sortList(list, sort) {
    if (sort === 'price-asc') return [...list].sort((a, b) => from(a) - from(b));
    if (sort === 'price-desc') return [...list].sort((a, b) => from(b) - from(a));
    if (sort === 'rating') return [...list].sort((a, b) => b.rating - a.rating);
    return list;
  }
  const link = (base, q) => {
    const o = Object.fromEntries(Object.entries(q).filter(([, v]) => v));
    const s = new URLSearchParams(o).toString();
    return s ? `${base}?${s}` : base;
  };

  function shop(query) {
    const cat = CATS.find(([v]) => v === query.cat);
    let list = P.filter((p) => !cat || p.cat === cat[0]);
    if (query.material) list = list.filter((p) => p.material === query.material);
    if (query.dw === '1') list = list.filter((p) => p.dw);
    if (query.max) list = list.filter((p) => from(p) <= Number(query.max));
    list = sortList(list, query.sort ?? '');
    const mats = MATERIALS.filter(([v]) => !v || P.some((p) => p.material === v && (!cat || p.cat === cat[0])));
    return layout(cat ? cat[1] : 'All products', `<aside><h2>Departments</h2><ul>${CATS.map(([v, l]) => `<li><a href="/shop?cat=${v}">${l}</a></li>`).join('')}</ul>
<h2>Price</h2><ul><li><a href="${link('/shop', { ...query, max: '20' })}">Under £20</a></li><li><a href="${link('/shop', { ...query, max: '50' })}">Under £50</a></li><li><a href="${link('/shop', { ...query, max: '' })}">Any price</a></li></ul></aside>
<section><h1>${cat ? cat[1] : 'All products'}</h1>
<form method="get" action="/shop">${cat ? `<input type="hidden" name="cat" value="${cat[0]}">` : ''}${query.max ? `<input type="hidden" name="max" value="${esc(query.max)}">` : ''}
<label for="material">Material</label> <select id="material" name="material" onchange="this.form.submit()">${mats.map(([v, l]) => `<option value="${v}"${v === (query.material ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select>
<label><input type="checkbox" name="dw" value="1"${query.dw === '1' ? ' checked' : ''} onchange="this.form.submit()"> Dishwasher safe only</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (query.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<p>${list.length} product${list.length === 1 ? '' : 's'}${query.max ? ` under £${esc(query.max)}` : ''}</p><div class="grid">${list.map(card).join('') || '<p>Nothing matches these filters.</p>'}</div></section>`);
  }

  function search(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(es|s)$/, '').replace(/'/g, ''));
    let list = P.filter((p) => words.length && words.every((w) => `${p.name} ${p.cat} ${matName(p.material)} ${p.about}`.toLowerCase().replace(/'/g, '').includes(w)));
    list = sortList(list, query.sort ?? '');
    return layout('Search', `<section><h1>Results for “${esc(query.q ?? '')}”</h1>
<form method="get" action="/search"><input type="hidden" name="q" value="${esc(query.q ?? '')}"><label for="ssort">Sort by</label> <select id="ssort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (query.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<p>${list.length} product${list.length === 1 ? '' : 's'}</p><div class="grid">${list.map(card).join('') || '<p>No products found. Try a different word.</p>'}</div></section>`);
  }

  function product(p, query) {
    const size = p.sizes?.find(([s]) => s === String(query.size ?? '').replace(/\s*cm$/i, ''))?.[0] ?? '';
    const colour = p.colours?.find((c) => c.toLowerCase() === String(query.colour ?? '').toLowerCase()) ?? '';
    const price = p.sizes ? (size ? p.sizes.find(([s]) => s === size)[1] : null) : p.price;
    const related = P.filter((x) => x.cat === p.cat && x.id !== p.id).slice(0, 3);
    return layout(p.name, `<section><p><a href="/shop?cat=${p.cat}">← ${CATS.find(([v]) => v === p.cat)[1]}</a></p><h1>${esc(p.name)}</h1>
<p><strong>${price != null ? money(price) : `from ${money(from(p))}`}</strong> · ★ ${p.rating} · ${esc(matName(p.material))}${p.dw ? ' · dishwasher safe' : ' · hand wash only'}</p><p>${esc(p.about)}</p>
${p.sizes || p.colours ? `<form method="get" action="/p/${p.id}">${p.sizes ? `<p><label for="size">Size</label> <select id="size" name="size" onchange="this.form.submit()"><option value="">Choose a size</option>${p.sizes.map(([s, pr]) => `<option value="${s}"${s === size ? ' selected' : ''}>${s} cm – ${money(pr)}</option>`).join('')}</select></p>` : ''}
${p.colours ? `<fieldset><legend>Colour</legend>${p.colours.map((c) => `<label><input type="radio" name="colour" value="${c.toLowerCase()}"${c === colour ? ' checked' : ''} onchange="this.form.submit()"> ${c}</label> `).join('')}</fieldset>` : ''}</form>` : ''}
${query.error ? `<p role="alert">Please choose a ${p.sizes && !size ? 'size' : 'colour'} first.</p>` : ''}
${p.out ? '<p><strong>Out of stock</strong> – more arriving in mid-January.</p>' : `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${esc(size)}"><input type="hidden" name="colour" value="${esc(colour)}">
<p><label for="qty">Quantity</label> <input id="qty" type="number" name="qty" value="1" min="1" max="10"></p><p><label><input type="checkbox" name="gift" value="1"> Gift wrap this item (+£3.00)</label></p><button>Add to basket</button></form>`}
<h2>Care and guarantee</h2><p>${p.material === 'cast-iron' ? 'Cast iron is heavy: the 26 cm skillet weighs 2.9 kg. ' : ''}All our cookware comes with a 2-year guarantee.</p>
<h2>You might also like</h2><div class="grid">${related.map(card).join('')}</div></section>`);
  }

  function basket() {
    const rows = state.basket.map((it, i) => `<tr><td><a href="/p/${it.id}">${esc(prod(it.id).name)}</a><br><small>${esc(opts(it))}</small></td><td>${money(unit(it))}</td>
<td><form method="post" action="/basket/qty"><input type="hidden" name="index" value="${i}"><label>Qty <select name="qty" onchange="this.form.submit()">${Array.from({ length: 10 }, (_, n) => n + 1).map((n) => `<option${n === it.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></label></form></td>
<td>${money(unit(it) * it.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(prod(it.id).name)}">Remove</button></form></td></tr>`).join('');
    const sub = subtotal();
    const off = state.promo ? Math.round(sub * CODES[state.promo] * 100) / 100 : 0;
    return layout('Basket', `<section><h1>Your basket</h1>${notice ? `<p role="alert">${esc(notice)}</p>` : ''}${state.basket.length ? `<table><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr>${rows}</table>
<p>Subtotal: ${money(sub)}</p>${state.promo ? `<p>Code ${state.promo} (15% off): −${money(off)}</p>` : ''}<p><strong>Total: ${money(sub - off)}</strong></p><p>${sub - off >= 50 ? 'You get free standard delivery.' : `Spend ${money(50 - (sub - off))} more for free standard delivery.`}</p>
<form method="post" action="/basket/promo"><label for="promo">Discount code</label> <input id="promo" name="code"> <button>Apply</button></form>
<p><a href="/checkout">Go to checkout</a> · <a href="/shop">Continue shopping</a></p>` : '<p>Your basket is empty.</p>'}</section>`);
  }

  function checkout(error) {
    const sub = subtotal() * (1 - (state.promo ? CODES[state.promo] : 0));
    return layout('Checkout', `<section><h1>Checkout</h1><p>${count()} item${count() === 1 ? '' : 's'} · ${money(sub)}</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/checkout"><fieldset><legend>Contact</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="email">Email address</label> <input id="email" type="email" name="email" required></p><p><label for="phone">Phone (optional)</label> <input id="phone" name="phone"></p></fieldset>
<fieldset><legend>Delivery address</legend><p><label for="address">Street address</label> <input id="address" name="address"></p><p><label for="town">Town or city</label> <input id="town" name="town"></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode"></p><p><small>Leave blank if you are collecting from the shop.</small></p></fieldset>
<fieldset><legend>Delivery method</legend>${Object.entries(DELIVERY).map(([v, [l, c]], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${l} – ${c ? money(v === 'standard' && sub >= 50 ? 0 : c) : 'free'}</label><br>`).join('')}</fieldset>
<button>Place order</button></form></section>`);
  }

  function orderBlock(o) {
    const items = o.items.map((it) => `<li>${esc(prod(it.id).name)}${opts(it) ? ` (${esc(opts(it))})` : ''} × ${it.qty}</li>`).join('');
    const extra = o.status === 'Delivered' ? `<p>Delivered on ${esc(o.delivered)}. <a href="/account/orders/${o.ref}/return">Return an item</a></p>`
      : o.status === 'Processing' ? `<p>Not yet sent. <a href="/account/orders/${o.ref}/cancel">Cancel this order</a></p>` : o.status === 'Cancelled' ? `<p>Cancelled (${esc(o.reason)}). A full refund will reach your card within 5 working days.</p>` : '';
    return `<article><h2>Order ${o.ref}</h2><p>Placed ${esc(o.placed)} · <strong>${o.status}</strong> · ${esc(DELIVERY[o.delivery][0])}</p><ul>${items}</ul>${extra}</article>`;
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const path = u.pathname;
    if (method === 'POST') {
      notice = '';
      if (path === '/basket/add') {
        const p = prod(form.id);
        if (!p || p.out) return { redirect: '/basket' };
        const size = p.sizes?.find(([s]) => s === form.size)?.[0];
        const colour = p.colours?.find((c) => c.toLowerCase() === String(form.colour ?? '').toLowerCase());
        if ((p.sizes && !size) || (p.colours && !colour)) return { redirect: `/p/${p.id}?${new URLSearchParams({ ...(size ? { size } : {}), ...(colour ? { colour: colour.toLowerCase() } : {}), error: '1' })}` };
        const it = { id: p.id };
        if (size) it.size = size;
        if (colour) it.colour = colour;
        if (form.gift === '1') it.gift = true;
        const qty = Math.max(1, Math.min(10, Number(form.qty) || 1));
        const same = state.basket.find((x) => JSON.stringify({ ...x, qty: 0 }) === JSON.stringify({ ...it, qty: 0 }));
        if (same) same.qty = Math.min(10, same.qty + qty);
        else state.basket.push({ ...it, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/qty') {
        const it = state.basket[Number(form.index)];
        if (it) it.qty = Math.max(1, Math.min(10, Number(form.qty) || 1));
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') {
        state.basket.splice(Number(form.index), 1);
        if (!state.basket.length) state.promo = '';
        return { redirect: '/basket' };
      }
      if (path === '/basket/promo') {
        const code = (form.code ?? '').trim().toUpperCase();
        if (CODES[code]) state.promo = code;
        else notice = `Sorry, “${form.code ?? ''}” is not a valid code.`;
        return { redirect: '/basket' };
      }
      if (path === '/newsletter') {
        const email = (form.email ?? '').trim().toLowerCase();
        if (email.includes('@') && !state.newsletter.includes(email)) state.newsletter.push(email);
        return { redirect: '/newsletter/thanks' };
      }
      if (path === '/checkout') {
        const delivery = DELIVERY[form.delivery] ? form.delivery : 'standard';
        const name = (form.name ?? '').trim();
        if (!state.basket.length) return { html: checkout('Your basket is empty.') };
        if (!name || !(form.email ?? '').includes('@')) return { html: checkout('Please enter your name and email address.') };
        if (delivery !== 'collect' && !((form.address ?? '').trim() && (form.postcode ?? '').trim())) return { html: checkout('Please enter a street address and postcode, or choose to collect.') };
        const o = { ref: `HP-${5201 + state.orders.length - 2}`, placed: '4 December 2026', status: 'Processing', items: state.basket, delivery, name };
        if (delivery !== 'collect') o.postcode = form.postcode.trim().toUpperCase();
        if (state.promo) o.promo = state.promo;
        state.orders.push(o);
        state.basket = [];
        state.promo = '';
        return { redirect: `/account/orders/${o.ref}` };
      }
      const c = /^\/account\/orders\/([\w-]+)\/(cancel|return)$/.exec(path);
      const o = c && state.orders.find((x) => x.ref === c[1]);
      if (o && c[2] === 'cancel') {
        if (!CANCEL_REASONS.includes(form.reason)) return { redirect: `/account/orders/${o.ref}/cancel?error=1` };
        if (o.status === 'Processing') { o.status = 'Cancelled'; o.reason = form.reason; }
        return { redirect: '/account' };
      }
      if (o && c[2] === 'return') {
        const item = o.items.find((x) => String(x.id) === form.item);
        if (!item || !RETURN_REASONS.includes(form.reason) || !['refund', 'exchange'].includes(form.outcome)) return { redirect: `/account/orders/${o.ref}/return?error=1` };
        state.returns.push({ ref: o.ref, item: item.id, qty: Math.max(1, Math.min(item.qty, Number(form.qty) || 1)), reason: form.reason, outcome: form.outcome });
        return { redirect: `/account/returns` };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const m = /^\/p\/(\d+)$/.exec(path);
    const oc = /^\/account\/orders\/([\w-]+)(?:\/(cancel|return))?$/.exec(path);
    const order = oc && state.orders.find((x) => x.ref === oc[1]);
    if (path === '/') {
      html = layout('Home', `<section><h1>Cookware for cooks</h1><p>An independent kitchen shop in Ludlow since 1991. Pans, knives and bakeware we use ourselves.</p>
<h2>Shop by department</h2><ul>${CATS.map(([v, l]) => `<li><a href="/shop?cat=${v}">${l}</a></li>`).join('')}</ul>
<h2>Bestsellers</h2><div class="grid">${[4, 1, 13, 11].map((id) => card(prod(id))).join('')}</div>
<h2>From the blog</h2><p>How to season a cast iron pan, in four steps. Our Christmas cake recipe for a 20 cm tin.</p></section>`);
    } else if (path === '/shop') html = shop(query);
    else if (path === '/search') html = search(query);
    else if (m && prod(m[1])) html = product(prod(m[1]), query);
    else if (path === '/basket') { html = basket(); notice = ''; }
    else if (path === '/checkout') html = checkout();
    else if (path === '/account') html = layout('My account', `<section><h1>My account</h1><p>Signed in as Ruth Adeyemi (ruth.adeyemi@example.com). <a href="/account/returns">My returns</a></p><h2>Orders</h2>${[...state.orders].reverse().map(orderBlock).join('')}</section>`);
    else if (path === '/account/returns') html = layout('My returns', `<section><h1>My returns</h1>${state.returns.length ? `<table><tr><th>Order</th><th>Item</th><th>Qty</th><th>Reason</th><th>Outcome</th></tr>${state.returns.map((r) => `<tr><td>${r.ref}</td><td>${esc(prod(r.item).name)}</td><td>${r.qty}</td><td>${esc(r.reason)}</td><td>${r.outcome === 'refund' ? 'Refund' : 'Exchange'}</td></tr>`).join('')}</table><p>Print the returns label we have emailed you and drop the parcel at any post office within 14 days. Refunds reach your card 3–5 days after we receive it.</p>` : '<p>No returns yet.</p>'}</section>`);
    else if (order && !oc[2]) html = layout(`Order ${order.ref}`, `<section>${order.placed === '4 December 2026' ? `<h1>Thank you for your order</h1><p>Your order number is <strong>${order.ref}</strong>. ${order.delivery === 'collect' ? 'We will email you when it is ready to collect from 3 Castle Street, usually within 2 hours.' : order.delivery === 'express' ? 'Express delivery: it arrives on Monday 7 December.' : 'Standard delivery: it arrives between Wednesday 9 and Friday 11 December.'}</p>` : ''}${orderBlock(order)}<p><a href="/account">Back to my account</a></p></section>`);
    else if (order && oc[2] === 'cancel' && order.status === 'Processing') {
      html = layout('Cancel order', `<section><h1>Cancel order ${order.ref}</h1>${orderBlock(order)}
<form method="post" action="/account/orders/${order.ref}/cancel"><fieldset><legend>Why are you cancelling?</legend>${CANCEL_REASONS.map((r) => `<label><input type="radio" name="reason" value="${r}" required> ${r}</label><br>`).join('')}</fieldset>
${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}<button>Cancel order</button> <a href="/account">Keep my order</a></form></section>`);
    } else if (order && oc[2] === 'return' && order.status === 'Delivered') {
      html = layout('Return an item', `<section><h1>Return an item from ${order.ref}</h1><p>Returns are free within 30 days of delivery.</p>${query.error ? '<p role="alert">Please choose an item, a reason and what you would like.</p>' : ''}
<form method="post" action="/account/orders/${order.ref}/return"><p><label for="item">Item</label> <select id="item" name="item"><option value="">Choose an item</option>${order.items.map((it) => `<option value="${it.id}">${esc(prod(it.id).name)}${opts(it) ? ` (${esc(opts(it))})` : ''}</option>`).join('')}</select></p>
<p><label for="rqty">How many?</label> <input id="rqty" type="number" name="qty" value="1" min="1"></p>
<p><label for="reason">Reason</label> <select id="reason" name="reason"><option value="">Choose a reason</option>${RETURN_REASONS.map((r) => `<option>${r}</option>`).join('')}</select></p>
<fieldset><legend>What would you like?</legend><label><input type="radio" name="outcome" value="refund"> A refund</label> <label><input type="radio" name="outcome" value="exchange"> An exchange</label></fieldset><button>Request return</button></form></section>`);
    } else if (path === '/newsletter/thanks') html = layout('Subscribed', `<section><h1>Thanks for subscribing</h1><p>We send one email a fortnight with a seasonal recipe and our offers, to ${esc(state.newsletter.at(-1) ?? '')}.</p></section>`);
    else if (path === '/help') html = layout('Help', '<section><h1>Help</h1><h2>Returns</h2><p>Return unused items within 30 days for a full refund. Knives must be returned in their sealed box.</p><h2>Guarantee</h2><p>Two years on all cookware, lifetime on enamelled cast iron.</p></section>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
