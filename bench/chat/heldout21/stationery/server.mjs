/**
 * "Penrose Paper Co.", a small stationery shop (blind set heldout21, round 21): header nav and
 * search, category pages with a refillable box, an "Under £10" link, a sort menu and two result
 * pages, product pages whose colour, ruling and size reload with the choice in the query, an
 * engraving box, a quantity box, Save for later, a basket with a quantity menu, Remove and a promo
 * code, checkout with delivery radios, My orders with a cancel page asking a reason, a newsletter
 * box in the footer.
 */
const P = [
  { id: 1, name: 'Halden Fountain Pen', cat: 'pens', price: 24, rating: 4.7, refill: true, colours: ['Black', 'Navy', 'Burgundy'], engrave: true, about: 'A steel-nib fountain pen with a lacquered brass body. Takes standard international cartridges, or the converter included for bottled ink.' },
  { id: 2, name: 'Inkline Gel Pens (3 pack)', cat: 'pens', price: 4.5, rating: 4.2, colours: ['Black', 'Blue', 'Red'], about: 'Smooth 0.5 mm gel pens that dry fast. Not refillable.' },
  { id: 3, name: 'Brass Bolt-Action Pen', cat: 'pens', price: 18, rating: 4.5, refill: true, colours: ['Brass', 'Black'], engrave: true, about: 'Solid brass ballpoint with a bolt-action click. Takes Parker-style refills.' },
  { id: 4, name: 'Fineliner Set of 10', cat: 'pens', price: 12, rating: 4.6, about: 'Ten 0.4 mm fineliners in a tin, water-based ink.' },
  { id: 5, name: 'Everyday Ballpoints (10 pack)', cat: 'pens', price: 3.2, rating: 3.9, colours: ['Blue', 'Black'], about: 'Reliable medium-point ballpoints for the office.' },
  { id: 6, name: 'Halden Rollerball', cat: 'pens', price: 19.5, rating: 4.4, refill: true, colours: ['Black', 'Navy'], engrave: true, about: 'The rollerball twin of our Halden fountain pen. Takes Schmidt 888 refills.' },
  { id: 7, name: 'Student Fountain Pen', cat: 'pens', price: 8, rating: 4.1, refill: true, colours: ['Blue', 'Green', 'Pink'], about: 'A light resin fountain pen for learning to write. Takes short international cartridges.' },
  { id: 8, name: 'Fieldnote Pocket Notebooks (3 pack)', cat: 'notebooks', price: 7.5, rating: 4.3, rulings: ['Lined', 'Dotted', 'Plain'], about: 'Three 48-page pocket notebooks, 9 x 14 cm, card covers.' },
  { id: 9, name: 'Linen Hardback Notebook', cat: 'notebooks', price: 14, rating: 4.8, rulings: ['Lined', 'Dotted', 'Plain'], sizes: ['A5', 'A4'], colours: ['Sage', 'Charcoal', 'Rust'], about: '192 pages of 100 gsm paper, lay-flat binding, linen cover. A4 is £4 more.' },
  { id: 10, name: 'Spiral Project Book', cat: 'notebooks', price: 6, rating: 4.0, rulings: ['Lined', 'Squared'], about: 'A4 wiro-bound book with five coloured dividers and perforated pages.' },
  { id: 11, name: 'Dot Grid Journal', cat: 'notebooks', price: 16.5, rating: 4.6, colours: ['Black', 'Ochre'], about: 'A5 dotted journal with numbered pages, an index and two ribbons.' },
  { id: 12, name: 'Weekly Planner 2027', cat: 'notebooks', price: 12.95, rating: 4.5, colours: ['Black', 'Blush'], out: true, about: 'A week on two pages, January to December 2027.' },
  { id: 13, name: 'Watercolour Pad A4', cat: 'art', price: 9.99, rating: 4.4, about: '12 sheets of 300 gsm cold-pressed paper, glued on one side.' },
  { id: 14, name: 'Sketching Pencils (set of 12)', cat: 'art', price: 8.5, rating: 4.7, about: 'Graphite pencils from 6H to 8B in a tin.' },
  { id: 15, name: 'Brush Pen Set of 6', cat: 'art', price: 11, rating: 4.1, about: 'Flexible brush tips in six bright colours.' },
  { id: 16, name: 'Watercolour Paint Tin (24 half pans)', cat: 'art', price: 22, rating: 4.8, about: 'Artist-quality paints in a metal tin with a mixing lid and a travel brush.' },
  { id: 17, name: 'Kneadable Erasers (2 pack)', cat: 'art', price: 2.5, rating: 4.3, about: 'Soft grey erasers that lift graphite and charcoal without crumbs.' },
];
const CATS = [['pens', 'Pens'], ['notebooks', 'Notebooks'], ['art', 'Art supplies']];
const SORTS = [['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['rating', 'Top rated']];
const DELIVERY = { standard: ['Standard delivery (2–3 working days)', 3.5], nextday: ['Next day delivery', 6.95], collect: ['Click & collect from our Kendal shop', 0] };
const CODES = { INK10: 0.1 };
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;
const cap = (s) => (s ? s[0].toUpperCase() + s.slice(1).toLowerCase() : '');
const pick = (list, v) => (list ?? []).find((x) => x.toLowerCase() === String(v ?? '').toLowerCase()) ?? '';

function initialOrders() {
  return [
    { ref: 'PP-2041', placed: '1 December 2026', status: 'Processing', items: [{ id: 9, colour: 'Sage', ruling: 'Lined', size: 'A5', qty: 1 }, { id: 4, qty: 1 }], delivery: 'standard', name: 'Sam Okafor' },
    { ref: 'PP-2033', placed: '27 November 2026', status: 'Dispatched', items: [{ id: 11, colour: 'Ochre', qty: 1 }], delivery: 'standard', name: 'Sam Okafor' },
  ];
}

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], promo: '', saved: [], orders: initialOrders(), newsletter: [] };
  };
  reset();
  const prod = (id) => P.find((p) => p.id === Number(id));
  const unit = (it) => prod(it.id).price + (it.size === 'A4' ? 4 : 0) + (it.engraving ? 5 : 0);
  const opts = (it) => [it.colour, it.ruling, it.size].filter(Boolean).join(', ') + (it.engraving ? `${it.colour || it.ruling || it.size ? ', ' : ''}engraved "${it.engraving}"` : '');
  const subtotal = () => state.basket.reduce((s, it) => s + unit(it) * it.qty, 0);
  const count = () => state.basket.reduce((s, it) => s + it.qty, 0);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Penrose Paper Co.</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#222} header{background:#2d3a4a;color:#fff;padding:10px 24px;display:flex;gap:18px;align-items:center} header a{color:#fff}
.grid{display:grid;grid-template-columns:repeat(4,200px);gap:16px} .card{border:1px solid #ccc;padding:10px} main{padding:20px 24px;display:flex;gap:24px} aside{width:180px}
footer{background:#eee;padding:16px 24px;font-size:14px} table{border-collapse:collapse} td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left}
</style></head><body><header><a href="/"><strong>Penrose Paper Co.</strong></a>
<nav aria-label="Shop"><a href="/shop?cat=pens">Pens</a> · <a href="/shop?cat=notebooks">Notebooks</a> · <a href="/shop?cat=art">Art supplies</a> · <a href="/shop">All products</a></nav>
<form action="/search" method="get" role="search"><input name="q" aria-label="Search products" placeholder="Search pens, paper, paints…"> <button>Search</button></form>
<a href="/saved">Saved (${state.saved.length})</a> <a href="/basket">Basket (${count()})</a> <a href="/orders">My orders</a></header>
<main>${body}</main>
<footer><div><strong>Visit us:</strong> 12 Market Street, Kendal LA9 4PU. Open Monday to Friday 9am to 6pm, Saturday 9am to 5:30pm, closed on Sundays.</div>
<div>Standard delivery £3.50, free on orders over £25. Next day delivery £6.95 (order by 2pm).</div>
<form action="/newsletter" method="post"><label for="nl">Get our newsletter</label> <input id="nl" type="email" name="email" placeholder="Your email" required> <button>Sign up</button></form>
<p>© 2026 Penrose Paper Co. · <a href="/help">Help &amp; returns</a></p></footer></body></html>`;

  const card = (p) => `<div class="card"><div role="img" aria-label="${esc(p.name)}" style="height:80px;background:#dde"></div><h3><a href="/p/${p.id}">${esc(p.name)}</a></h3><p>${money(p.price)} · ★ ${p.rating}${p.refill ? ' · refillable' : ''}</p>${p.out ? '<p><em>Out of stock</em></p>' : `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="qty" value="1"><button>Add to basket</button></form>`}</div>`;

  function sortList(list, sort) {
    if (sort === 'price-asc') return [...list].sort((a, b) => a.price - b.price);
    if (sort === 'price-desc') return [...list].sort((a, b) => b.price - a.price);
    if (sort === 'rating') return [...list].sort((a, b) => b.rating - a.rating);
    return list;
  }

  function shop(query) {
    const cat = CATS.find(([v]) => v === query.cat);
    let list = P.filter((p) => !cat || p.cat === cat[0]);
    if (query.refill === '1') list = list.filter((p) => p.refill);
    if (query.max) list = list.filter((p) => p.price <= Number(query.max));
    list = sortList(list, query.sort ?? '');
    const pages = Math.max(1, Math.ceil(list.length / 8));
    const page = Math.min(pages, Math.max(1, Number(query.page) || 1));
    const shown = list.slice((page - 1) * 8, page * 8);
    const keep = (extra) => {
      const q = { ...query, ...extra };
      for (const k of Object.keys(q)) if (!q[k]) delete q[k];
      return `/shop?${new URLSearchParams(q)}`;
    };
    return layout(cat ? cat[1] : 'All products', `<aside><h2>Categories</h2><ul>${CATS.map(([v, l]) => `<li><a href="/shop?cat=${v}">${l}</a></li>`).join('')}</ul>
<h2>Price</h2><ul><li><a href="${keep({ max: '10', page: '' })}">Under £10</a></li><li><a href="${keep({ max: '20', page: '' })}">Under £20</a></li><li><a href="${keep({ max: '', page: '' })}">Any price</a></li></ul></aside>
<section><h1>${cat ? cat[1] : 'All products'}</h1>
<form method="get" action="/shop">${cat ? `<input type="hidden" name="cat" value="${cat[0]}">` : ''}${query.max ? `<input type="hidden" name="max" value="${esc(query.max)}">` : ''}
<label><input type="checkbox" name="refill" value="1"${query.refill === '1' ? ' checked' : ''} onchange="this.form.submit()"> Refillable only</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${SORTS.map(([v, l]) => `<option value="${v}"${v === (query.sort ?? '') ? ' selected' : ''}>${l}</option>`).join('')}</select></form>
<p>${list.length} products${pages > 1 ? ` · page ${page} of ${pages}` : ''}</p><div class="grid">${shown.map(card).join('') || '<p>Nothing matches these filters.</p>'}</div>
${pages > 1 ? `<nav aria-label="Pages">${Array.from({ length: pages }, (_, i) => i + 1).map((n) => (n === page ? `<strong>${n}</strong>` : `<a href="${keep({ page: n === 1 ? '' : String(n) })}">${n}</a>`)).join(' ')}${page < pages ? ` <a href="${keep({ page: String(page + 1) })}">Next</a>` : ''}</nav>` : ''}</section>`);
  }

  function search(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(es|s)$/, ''));
    const list = P.filter((p) => words.length && words.every((w) => `${p.name} ${p.cat} ${p.about}`.toLowerCase().includes(w)));
    return layout('Search', `<section><h1>Results for “${esc(query.q ?? '')}”</h1><p>${list.length} products</p><div class="grid">${list.map(card).join('') || '<p>No products found. Try another word.</p>'}</div></section>`);
  }

  function product(p, query) {
    const colour = pick(p.colours, query.colour);
    const ruling = pick(p.rulings, query.ruling);
    const size = pick(p.sizes, query.size);
    const price = p.price + (size === 'A4' ? 4 : 0);
    const radios = (name, legend, list, cur) => (list ? `<fieldset><legend>${legend}</legend>${list.map((v) => `<label><input type="radio" name="${name}" value="${v.toLowerCase()}"${v === cur ? ' checked' : ''} onchange="this.form.submit()"> ${v}</label> `).join('')}</fieldset>` : '');
    const hidden = `<input type="hidden" name="id" value="${p.id}"><input type="hidden" name="colour" value="${esc(colour)}"><input type="hidden" name="ruling" value="${esc(ruling)}"><input type="hidden" name="size" value="${esc(size)}">`;
    return layout(p.name, `<section><p><a href="/shop?cat=${p.cat}">← ${CATS.find(([v]) => v === p.cat)[1]}</a></p><h1>${esc(p.name)}</h1><p><strong>${money(price)}</strong> · ★ ${p.rating}${p.refill ? ' · refillable' : ''}</p><p>${esc(p.about)}</p>
<form method="get" action="/p/${p.id}">${radios('colour', 'Colour', p.colours, colour)}${radios('ruling', 'Ruling', p.rulings, ruling)}${p.sizes ? `<label for="size">Size</label> <select id="size" name="size" onchange="this.form.submit()"><option value="">Choose a size</option>${p.sizes.map((s) => `<option value="${s.toLowerCase()}"${s === size ? ' selected' : ''}>${s}${s === 'A4' ? ' (+£4.00)' : ''}</option>`).join('')}</select>` : ''}</form>
${p.out ? '<p><strong>Out of stock</strong> – back in January.</p>' : `<form method="post" action="/basket/add">${hidden}
${p.engrave ? `<p><label><input type="checkbox" name="engrave" value="1"> Add engraving (+£5.00)</label> <label for="eng">Engraving text</label> <input id="eng" name="engraving" maxlength="20" placeholder="Up to 20 letters"></p>` : ''}
<p><label for="qty">Quantity</label> <input id="qty" type="number" name="qty" value="1" min="1" max="20"></p><button>Add to basket</button></form>`}
<form method="post" action="/saved/add">${hidden}<button>Save for later</button></form>
<h2>Delivery</h2><p>Free UK delivery over £25. Engraved pens are sent within 3 working days.</p></section>`);
  }

  function basket() {
    const rows = state.basket.map((it, i) => `<tr><td><a href="/p/${it.id}">${esc(prod(it.id).name)}</a><br><small>${esc(opts(it))}</small></td><td>${money(unit(it))}</td>
<td><form method="post" action="/basket/qty"><input type="hidden" name="index" value="${i}"><label>Qty <select name="qty" onchange="this.form.submit()">${Array.from({ length: 10 }, (_, n) => n + 1).map((n) => `<option${n === it.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></label></form></td>
<td>${money(unit(it) * it.qty)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(prod(it.id).name)}">Remove</button></form></td></tr>`).join('');
    const sub = subtotal();
    const off = state.promo ? sub * CODES[state.promo] : 0;
    return layout('Basket', `<section><h1>Your basket</h1>${state.basket.length ? `<table><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th></th></tr>${rows}</table>
<p>Subtotal: ${money(sub)}</p>${state.promo ? `<p>Code ${state.promo}: −${money(off)}</p>` : ''}<p><strong>Total: ${money(sub - off)}</strong> (delivery is added at checkout: standard £3.50, free over £25)</p>
<form method="post" action="/basket/promo"><label for="promo">Promo code</label> <input id="promo" name="code"> <button>Apply</button></form>${state.promoError ? `<p role="alert">${esc(state.promoError)}</p>` : ''}
<p><a href="/checkout">Checkout</a> · <a href="/shop">Continue shopping</a></p>` : '<p>Your basket is empty.</p>'}</section>`);
  }

  function checkout(error) {
    const sub = subtotal() * (1 - (state.promo ? CODES[state.promo] : 0));
    return layout('Checkout', `<section><h1>Checkout</h1><p>Items: ${count()} · ${money(sub)}</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/checkout"><fieldset><legend>Your details</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="email">Email</label> <input id="email" type="email" name="email" required></p><p><label for="phone">Phone (optional)</label> <input id="phone" name="phone"></p></fieldset>
<fieldset><legend>Delivery address</legend><p><label for="a1">Address line</label> <input id="a1" name="address"></p><p><label for="town">Town</label> <input id="town" name="town"></p><p><label for="pc">Postcode</label> <input id="pc" name="postcode"></p><p><small>Not needed for click &amp; collect.</small></p></fieldset>
<fieldset><legend>Delivery</legend>${Object.entries(DELIVERY).map(([v, [l, c]], i) => `<label><input type="radio" name="delivery" value="${v}"${i === 0 ? ' checked' : ''}> ${l} – ${c ? money(v === 'standard' && sub >= 25 ? 0 : c) : 'free'}</label><br>`).join('')}</fieldset>
<button>Place order</button></form></section>`);
  }

  function orderCard(o) {
    const items = o.items.map((it) => `<li>${esc(prod(it.id).name)}${opts(it) ? ` (${esc(opts(it))})` : ''} × ${it.qty}</li>`).join('');
    const extra = o.status === 'Dispatched' ? '<p>Sent with Royal Mail on 1 December, arriving Friday 4 December. Tracking number RM 4471 0923 GB.</p>'
      : o.status === 'Processing' ? `<p><a href="/orders/${o.ref}/cancel">Cancel order</a></p>` : o.status === 'Cancelled' ? `<p>Cancelled (${esc(o.reason)}). Your refund will reach your card in 3–5 days.</p>` : '';
    return `<article><h2>Order ${o.ref}</h2><p>Placed ${esc(o.placed)} · <strong>${o.status}</strong> · ${esc(DELIVERY[o.delivery][0])}</p><ul>${items}</ul>${extra}</article>`;
  }

  function confirmation(o) {
    const when = o.delivery === 'nextday' ? 'Next day delivery: it arrives on Friday 4 December.' : o.delivery === 'collect' ? 'Ready to collect from 12 Market Street, Kendal from 2pm tomorrow. Bring your order number.' : 'Standard delivery: it arrives between Monday 7 and Tuesday 8 December.';
    return layout(`Order ${o.ref}`, `<section><h1>Thank you, your order is placed</h1><p>Order number <strong>${o.ref}</strong>. We have emailed a receipt.</p><p>${when}</p>${orderCard(o)}<p><a href="/orders">All my orders</a></p></section>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const path = u.pathname;
    if (method === 'POST') {
      if (path === '/basket/add') {
        const p = prod(form.id);
        if (!p || p.out) return { redirect: '/basket' };
        const it = { id: p.id };
        for (const k of ['colour', 'ruling', 'size']) if (form[k]) it[k] = cap(form[k]).replace(/^A(\d)$/i, 'A$1');
        if (it.size) it.size = it.size.toUpperCase();
        const eng = (form.engraving ?? '').trim();
        if (p.engrave && eng && (form.engrave === '1' || eng)) it.engraving = eng.replace(/^["“']|["”']$/g, '');
        const qty = Math.max(1, Math.min(20, Number(form.qty) || 1));
        const same = state.basket.find((x) => JSON.stringify({ ...x, qty: 0 }) === JSON.stringify({ ...it, qty: 0 }));
        if (same) same.qty += qty;
        else state.basket.push({ ...it, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/qty') {
        const it = state.basket[Number(form.index)];
        if (it) it.qty = Math.max(1, Number(form.qty) || 1);
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') {
        state.basket.splice(Number(form.index), 1);
        if (!state.basket.length) state.promo = '';
        return { redirect: '/basket' };
      }
      if (path === '/basket/promo') {
        const code = (form.code ?? '').trim().toUpperCase();
        if (CODES[code]) { state.promo = code; delete state.promoError; } else state.promoError = `Sorry, “${form.code ?? ''}” is not a valid code.`;
        return { redirect: '/basket' };
      }
      if (path === '/saved/add') {
        const it = { id: Number(form.id) };
        for (const k of ['colour', 'ruling', 'size']) if (form[k]) it[k] = k === 'size' ? form[k].toUpperCase() : cap(form[k]);
        if (!state.saved.some((x) => JSON.stringify(x) === JSON.stringify(it))) state.saved.push(it);
        const q = new URLSearchParams();
        for (const k of ['colour', 'ruling', 'size']) if (form[k]) q.set(k, form[k].toLowerCase());
        return { redirect: `/p/${it.id}${q.size ? `?${q}` : ''}` };
      }
      if (path === '/newsletter') {
        const email = (form.email ?? '').trim().toLowerCase();
        if (email && !state.newsletter.includes(email)) state.newsletter.push(email);
        return { redirect: '/newsletter/thanks' };
      }
      if (path === '/checkout') {
        const delivery = DELIVERY[form.delivery] ? form.delivery : 'standard';
        const name = (form.name ?? '').trim();
        if (!state.basket.length) return { html: checkout('Your basket is empty.') };
        if (!name || !(form.email ?? '').includes('@')) return { html: checkout('Please give your name and email.') };
        if (delivery !== 'collect' && !((form.address ?? '').trim() && (form.postcode ?? '').trim())) return { html: checkout('Please give an address and postcode for delivery.') };
        const o = { ref: `PP-${2050 + state.orders.length - 2}`, placed: '3 December 2026', status: 'Processing', items: state.basket, delivery, name };
        if (delivery !== 'collect') o.postcode = form.postcode.trim().toUpperCase();
        if (state.promo) o.promo = state.promo;
        state.orders.push(o);
        state.basket = [];
        state.promo = '';
        return { redirect: `/orders/${o.ref}` };
      }
      const c = /^\/orders\/([\w-]+)\/cancel$/.exec(path);
      const o = c && state.orders.find((x) => x.ref === c[1]);
      if (o) {
        if (!form.reason) return { redirect: `/orders/${o.ref}/cancel?error=1` };
        if (o.status === 'Processing') { o.status = 'Cancelled'; o.reason = form.reason; }
        return { redirect: '/orders' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const m = /^\/p\/(\d+)$/.exec(path);
    const oc = /^\/orders\/([\w-]+)(\/cancel)?$/.exec(path);
    const order = oc && state.orders.find((x) => x.ref === oc[1]);
    if (path === '/') {
      html = layout('Home', `<section><h1>Good paper, good pens</h1><p>An independent stationers in Kendal since 1984. Free delivery on orders over £25.</p>
<h2>Shop by category</h2><ul>${CATS.map(([v, l]) => `<li><a href="/shop?cat=${v}">${l}</a></li>`).join('')}</ul>
<h2>Staff picks</h2><div class="grid">${[1, 9, 16, 14].map((id) => card(prod(id))).join('')}</div></section>`);
    } else if (path === '/shop') html = shop(query);
    else if (path === '/search') html = search(query);
    else if (m && prod(m[1])) html = product(prod(m[1]), query);
    else if (path === '/basket') html = basket();
    else if (path === '/checkout') html = checkout();
    else if (path === '/saved') html = layout('Saved', `<section><h1>Saved for later</h1><ul>${state.saved.map((it) => `<li><a href="/p/${it.id}">${esc(prod(it.id).name)}</a> ${esc(opts(it))}</li>`).join('') || '<li>Nothing saved yet.</li>'}</ul></section>`);
    else if (path === '/orders') html = layout('My orders', `<section><h1>My orders</h1>${[...state.orders].reverse().map(orderCard).join('')}</section>`);
    else if (order && oc[2] && order.status === 'Processing') {
      html = layout('Cancel order', `<section><h1>Cancel order ${order.ref}</h1>${orderCard({ ...order, status: 'Processing (not yet sent)' })}
<form method="post" action="/orders/${order.ref}/cancel"><fieldset><legend>Why are you cancelling? (required)</legend>${['Ordered by mistake', 'Found it cheaper elsewhere', 'Delivery is too slow', 'Other'].map((r) => `<label><input type="radio" name="reason" value="${r}" required> ${r}</label><br>`).join('')}</fieldset>
${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}<button>Cancel order</button> <a href="/orders">Keep my order</a></form></section>`);
    } else if (order && !oc[2]) html = confirmation(order);
    else if (path === '/newsletter/thanks') html = layout('Newsletter', `<section><h1>You're subscribed</h1><p>Thanks for signing up: our newsletter will go to ${esc(state.newsletter.at(-1) ?? '')} once a month.</p></section>`);
    else if (path === '/help') html = layout('Help', '<section><h1>Help &amp; returns</h1><p>Return unused items within 30 days. Engraved items cannot be returned.</p></section>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return {
    handle,
    reset,
    state: () => { const s = structuredClone(state); delete s.promoError; return s; },
    restore: (x) => { reset(); Object.assign(state, structuredClone(x)); },
  };
}
