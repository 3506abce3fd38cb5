/**
 * "Cornerstone Pharmacy", an online pharmacy for the conversation benchmark (heldout7, written
 * blind): a header search and department links, products as a list of rows (name link, brand or
 * store-brand badge, form, "From $N", stock, an "Add to basket" button each that adds the smallest
 * pack), filters that reload the list (Brand / Store brand radios, a Form menu, an "In stock only"
 * box, Min and Max price boxes with Go, a "Sort by" menu), product pages with Pack size radios and
 * a Quantity menu that reload the page with the choice in the query, drug facts in a new tab
 * (counted in `factsViews`), a basket with a Qty menu and Remove per row, a checkout with Pick up
 * in store / Home delivery radios that reload it, a store menu, name and phone, and "Place order";
 * and prescriptions: My prescriptions (a table with a Refill link per row, one with no refills
 * left) and a refill form (prescription number, pickup store, pickup day, "Text me when it's
 * ready" with a mobile number, "Request refill"). Everything a turn does reaches the server, so
 * `state()` tells what the helper has done.
 */
const DEPARTMENTS = [
  ['pain', 'Pain relief'],
  ['cold-flu', 'Cold & flu'],
  ['allergy', 'Allergy'],
  ['vitamins', 'Vitamins'],
  ['first-aid', 'First aid'],
];
const FORMS = ['Tablets', 'Capsules', 'Liquid', 'Spray', 'Cream'];
// id, name, department, brand (null: store brand), form, packs [value, label, cents], in stock, facts
const PRODUCTS = [
  [1, 'Cornerstone Ibuprofen 200 mg', 'pain', null, 'Tablets', [['24', '24 tablets', 349], ['50', '50 tablets', 599], ['100', '100 tablets', 899]], true, 'Ibuprofen 200 mg (NSAID). Adults: 1 tablet every 4 to 6 hours. Do not exceed 6 tablets in 24 hours.'],
  [2, 'Relivo Ibuprofen 200 mg', 'pain', 'Relivo', 'Tablets', [['24', '24 tablets', 649], ['50', '50 tablets', 1099]], true, 'Ibuprofen 200 mg (NSAID). Adults: 1 tablet every 4 to 6 hours. Do not exceed 6 tablets in 24 hours.'],
  [3, 'Relivo Ibuprofen Liquid-Gels 200 mg', 'pain', 'Relivo', 'Capsules', [['20', '20 capsules', 799], ['40', '40 capsules', 1349]], false, 'Ibuprofen 200 mg in a liquid-filled capsule. Adults: 1 capsule every 4 to 6 hours.'],
  [4, 'Cornerstone Acetaminophen 500 mg', 'pain', null, 'Tablets', [['50', '50 tablets', 429], ['100', '100 tablets', 699]], true, 'Acetaminophen 500 mg. Adults: 2 tablets every 6 hours. Do not exceed 6 tablets in 24 hours.'],
  [5, "Cornerstone Children's Ibuprofen", 'pain', null, 'Liquid', [['4oz', '4 fl oz', 549]], true, 'Ibuprofen 100 mg per 5 mL, berry flavour. Dose by weight; use the enclosed cup.'],
  [6, 'Cornerstone Allergy Relief 10 mg', 'allergy', null, 'Tablets', [['30', '30 tablets', 799], ['90', '90 tablets', 1699]], true, 'Loratadine 10 mg, non-drowsy. Adults: 1 tablet daily.'],
  [7, 'Clearbreeze Allergy 24 Hour', 'allergy', 'Clearbreeze', 'Tablets', [['30', '30 tablets', 1899], ['45', '45 tablets', 2499]], true, 'Cetirizine 10 mg. Adults: 1 tablet daily. May cause drowsiness.'],
  [8, 'Clearbreeze Nasal Spray', 'allergy', 'Clearbreeze', 'Spray', [['1', '1 bottle (120 sprays)', 1449], ['2', '2 bottles', 2599]], true, 'Fluticasone 50 mcg per spray. Adults: 2 sprays in each nostril once daily.'],
  [9, 'Nightcalm Cold & Flu', 'cold-flu', 'Nightcalm', 'Liquid', [['8oz', '8 fl oz', 949], ['12oz', '12 fl oz', 1249]], true, 'Acetaminophen, dextromethorphan and doxylamine. Causes drowsiness; take at night.'],
  [10, 'Cornerstone Cough DM Syrup', 'cold-flu', null, 'Liquid', [['4oz', '4 fl oz', 599], ['8oz', '8 fl oz', 849]], true, 'Dextromethorphan and guaifenesin. Adults: 10 mL every 4 hours.'],
  [11, 'Cornerstone Vitamin D3 1000 IU', 'vitamins', null, 'Capsules', [['100', '100 softgels', 649], ['250', '250 softgels', 1199]], true, 'Vitamin D3 (cholecalciferol) 25 mcg. Adults: 1 softgel daily with food.'],
  [12, 'Sunvita Vitamin C 1000 mg', 'vitamins', 'Sunvita', 'Tablets', [['60', '60 tablets', 999], ['120', '120 tablets', 1699]], true, 'Vitamin C 1000 mg with rose hips. Adults: 1 tablet daily.'],
  [13, 'Cornerstone Hydrocortisone 1% Cream', 'first-aid', null, 'Cream', [['1oz', '1 oz tube', 449]], true, 'Hydrocortisone 1%. Apply to the affected area up to 4 times daily.'],
].map(([id, name, dept, brand, form, packs, inStock, facts]) => ({ id, name, dept, brand, form, packs: packs.map(([value, label, price]) => ({ value, label, price })), inStock, facts }));
const STORES = [
  ['elm', 'Elm Street'],
  ['harbor', 'Harbor Point'],
  ['westgate', 'Westgate Mall'],
];
const PICKUP_DAYS = [
  ['2026-11-26', 'Thursday 26 November (after 4 pm)'],
  ['2026-11-27', 'Friday 27 November'],
  ['2026-11-28', 'Saturday 28 November'],
];
const PRESCRIPTIONS = [
  ['4410782', 'Atorvastatin 20 mg tablets', 'Dr. Imani Cole', 3],
  ['4410915', 'Lisinopril 10 mg tablets', 'Dr. Imani Cole', 1],
  ['5120334', 'Amoxicillin 500 mg capsules', 'Dr. Paul Werner', 0],
  ['5127760', 'Albuterol inhaler 90 mcg', 'Dr. Paul Werner', 2],
];
const SORTS = [
  ['', 'Relevance'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
];
const DELIVERY_FEE = 499;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (cents) => `$${(cents / 100).toFixed(2)}`;
const byId = (id) => PRODUCTS.find((p) => p.id === Number(id));
const deptName = (slug) => DEPARTMENTS.find(([s]) => s === slug)?.[1];
const packOf = (p, value) => p.packs.find((k) => k.value === value);
const from = (p) => Math.min(...p.packs.map((k) => k.price));
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const qtyOptions = (chosen) => options([1, 2, 3, 4, 5].map((n) => [String(n), String(n)]), String(chosen));

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], orders: [], refills: [], factsViews: 0 };
  };
  reset();

  const count = () => state.basket.reduce((n, l) => n + l.qty, 0);
  const subtotal = () => state.basket.reduce((n, l) => n + l.qty * packOf(byId(l.id), l.pack).price, 0);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Cornerstone Pharmacy</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#222} header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;padding:10px 24px;background:#b3202a;color:#fff}
header a{color:#fff} main{padding:20px 24px} aside{float:left;width:200px} .results{margin-left:220px} .row{display:grid;grid-template-columns:2.4fr 1fr 1fr 1fr auto;gap:10px;border-bottom:1px solid #ddd;padding:10px 0}
.badge{font-size:12px;background:#f3e1e2;padding:1px 6px;border-radius:4px} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left} .total{font-weight:bold}
</style></head><body><header><a href="/"><strong>Cornerstone Pharmacy</strong></a>
<form action="/search" method="get" role="search"><label for="q">Search products</label> <input id="q" name="q" type="search"> <button>Search</button></form>
<nav aria-label="Departments">${DEPARTMENTS.map(([s, n]) => `<a href="/dept/${s}">${esc(n)}</a>`).join(' ')}</nav>
<nav aria-label="Pharmacy"><a href="/prescriptions">My prescriptions</a> <a href="/refill">Refill a prescription</a> <a href="/basket">Basket (${count()})</a></nav></header><main>${body}</main></body></html>`;

  function listPage(heading, path, query, found) {
    if (query.type === 'brand') found = found.filter((p) => p.brand);
    if (query.type === 'store') found = found.filter((p) => !p.brand);
    if (query.form) found = found.filter((p) => p.form.toLowerCase() === query.form);
    if (query.stock === '1') found = found.filter((p) => p.inStock);
    if (query.min && Number(query.min) >= 0) found = found.filter((p) => from(p) >= Number(query.min) * 100);
    if (query.max && Number(query.max) >= 0) found = found.filter((p) => from(p) <= Number(query.max) * 100);
    if (query.sort === 'price-asc') found = [...found].sort((a, b) => from(a) - from(b));
    if (query.sort === 'price-desc') found = [...found].sort((a, b) => from(b) - from(a));
    const here = `${path}?${new URLSearchParams(query)}`;
    const rows = found
      .map(
        (p) => `<li class="row"><div><h2><a href="/product/${p.id}">${esc(p.name)}</a></h2><p><span class="badge">${p.brand ? esc(p.brand) : 'Store brand'}</span></p></div><p>${p.form}</p><p>From ${money(from(p))}</p><p>${p.inStock ? 'In stock' : 'Out of stock'}</p>
${p.inStock ? `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="pack" value="${p.packs[0].value}"><input type="hidden" name="back" value="${esc(here)}"><button aria-label="Add ${esc(p.name)} to basket">Add to basket</button></form>` : '<p>Unavailable</p>'}</li>`,
      )
      .join('');
    const hidden = query.q !== undefined ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    const radio = (v, l) => `<label><input type="radio" name="type" value="${v}"${(query.type ?? '') === v ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`;
    return layout(heading, `<aside><form method="get" action="${path}">${hidden}<h2>Filter</h2>
<fieldset><legend>Brand</legend>${radio('', 'All brands')}<br>${radio('brand', 'Name brands')}<br>${radio('store', 'Store brand')}</fieldset>
<p><label for="form">Form</label><br><select id="form" name="form" onchange="this.form.submit()">${options([['', 'Any form'], ...FORMS.map((f) => [f.toLowerCase(), f])], query.form ?? '')}</select></p>
<p><label><input type="checkbox" name="stock" value="1"${query.stock === '1' ? ' checked' : ''} onchange="this.form.submit()"> In stock only</label></p>
<fieldset><legend>Price</legend><label for="min">Min ($)</label> <input id="min" name="min" type="number" min="0" max="100" value="${esc(query.min ?? '')}"> <label for="max">Max ($)</label> <input id="max" name="max" type="number" min="0" max="100" value="${esc(query.max ?? '')}"> <button>Go</button></fieldset>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p></form></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'product' : 'products'}</p>${rows ? `<ul>${rows}</ul>` : '<p>No products match.</p>'}</section>`);
  }

  function productPage(p, query) {
    const pack = packOf(p, query.pack) ?? p.packs[0];
    const qty = Math.min(5, Math.max(1, Number(query.qty) || 1));
    const here = `/product/${p.id}?${new URLSearchParams(query)}`;
    const add = p.inStock
      ? `<form method="post" action="/basket/add"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="pack" value="${pack.value}"><input type="hidden" name="qty" value="${qty}"><input type="hidden" name="back" value="${esc(here)}"><button>Add to basket</button></form>`
      : '<p><strong>Out of stock</strong> online. Try again next week.</p>';
    return layout(p.name, `<nav aria-label="Breadcrumb"><a href="/">Home</a> › <a href="/dept/${p.dept}">${esc(deptName(p.dept))}</a></nav>
<h1>${esc(p.name)}</h1><p><span class="badge">${p.brand ? esc(p.brand) : 'Store brand'}</span> · ${p.form}</p>
<p>${esc(p.facts)}</p><p><a href="/product/${p.id}/facts" target="_blank">Drug facts</a> (warnings and ingredients; opens in a new tab)</p>
<form method="get" action="/product/${p.id}"><fieldset><legend>Pack size</legend>${p.packs.map((k) => `<label><input type="radio" name="pack" value="${k.value}"${k === pack ? ' checked' : ''} onchange="this.form.submit()"> ${esc(k.label)} · ${money(k.price)}</label>`).join('<br>')}</fieldset>
<p><label for="qty">Quantity</label> <select id="qty" name="qty" onchange="this.form.submit()">${qtyOptions(qty)}</select></p></form>
<p class="total">Price: ${money(pack.price * qty)}</p>${add}`);
  }

  function basketPage() {
    const rows = state.basket
      .map((l, i) => {
        const p = byId(l.id);
        return `<tr><td><a href="/product/${p.id}">${esc(p.name)}</a><br>${esc(packOf(p, l.pack).label)}</td><td><form method="post" action="/basket/update"><input type="hidden" name="index" value="${i}"><label for="bq-${i}">Qty</label> <select id="bq-${i}" name="qty" onchange="this.form.submit()">${qtyOptions(l.qty)}</select></form></td>
<td>${money(l.qty * packOf(p, l.pack).price)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    if (!rows) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p>');
    return layout('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p class="total">Subtotal: ${money(subtotal())}</p><p><a href="/checkout">Checkout</a> · <a href="/">Keep shopping</a></p>`);
  }

  function checkoutPage(query) {
    if (!state.basket.length) return layout('Checkout', '<h1>Checkout</h1><p>Your basket is empty.</p>');
    const method = query.method === 'delivery' ? 'delivery' : 'pickup';
    const radio = (v, l) => `<label><input type="radio" name="method" value="${v}"${method === v ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`;
    const where =
      method === 'pickup'
        ? `<p><label for="store">Pickup store</label> <select id="store" name="store">${options(STORES, 'elm')}</select></p>`
        : `<p><label for="address">Delivery address</label> <input id="address" name="address" autocomplete="street-address"></p>`;
    const fee = method === 'delivery' ? DELIVERY_FEE : 0;
    return layout('Checkout', `<h1>Checkout</h1><form method="get" action="/checkout"><fieldset><legend>How would you like to get it?</legend>${radio('pickup', 'Pick up in store (free)')}<br>${radio('delivery', `Home delivery (${money(DELIVERY_FEE)})`)}</fieldset></form>
<p>Subtotal: ${money(subtotal())}</p><p>${method === 'delivery' ? `Delivery: ${money(fee)}` : 'Pickup: free'}</p><p class="total">Total: ${money(subtotal() + fee)}</p>
<form method="post" action="/order"><input type="hidden" name="method" value="${method}">${where}
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p>
<p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><button>Place order</button></form>`);
  }

  function prescriptionsPage() {
    const rows = PRESCRIPTIONS.map(
      ([rx, name, doctor, left]) =>
        `<tr><td>${esc(name)}</td><td>Rx ${rx}</td><td>${esc(doctor)}</td><td>${left} ${left === 1 ? 'refill' : 'refills'} left</td><td>${left ? `<a href="/refill?rx=${rx}" aria-label="Refill ${esc(name)}">Refill</a>` : 'Ask your doctor'}</td></tr>`,
    ).join('');
    return layout('My prescriptions', `<h1>My prescriptions</h1><table><thead><tr><th>Medicine</th><th>Prescription</th><th>Prescriber</th><th>Refills</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function refillPage(query) {
    const rx = PRESCRIPTIONS.find(([n]) => n === query.rx);
    return layout('Refill a prescription', `<h1>Refill a prescription</h1>${rx ? `<p>${esc(rx[1])}</p>` : ''}${query.error ? '<p role="alert">Check the prescription number: it has 7 digits.</p>' : ''}
<form method="post" action="/refill"><p><label for="rx">Prescription number</label> <input id="rx" name="rx" inputmode="numeric" value="${rx ? rx[0] : ''}"></p>
<p><label for="rstore">Pickup store</label> <select id="rstore" name="store">${options(STORES, 'elm')}</select></p>
<p><label for="day">Pickup day</label> <select id="day" name="day">${options(PICKUP_DAYS, PICKUP_DAYS[0][0])}</select></p>
<p><label><input type="checkbox" name="text" value="1"> Text me when it's ready</label></p>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel"></p>
<button>Request refill</button></form>`);
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
          if (!p || !p.inStock || !packOf(p, form.pack)) return { status: 400, html: 'Bad request' };
          const qty = Math.min(5, Math.max(1, Number(form.qty) || 1));
          const same = state.basket.find((l) => l.id === p.id && l.pack === form.pack);
          if (same) same.qty = Math.min(5, same.qty + qty);
          else state.basket.push({ id: p.id, pack: form.pack, qty });
          return { redirect: backTo(form.back) };
        }
        case '/basket/update': {
          const l = state.basket[Number(form.index)];
          if (l) l.qty = Math.min(5, Math.max(1, Number(form.qty) || 1));
          return { redirect: '/basket' };
        }
        case '/basket/remove':
          state.basket.splice(Number(form.index), 1);
          return { redirect: '/basket' };
        case '/order': {
          if (!state.basket.length) return { redirect: '/basket' };
          const delivery = form.method === 'delivery';
          if (!form.name?.trim() || !form.phone?.trim() || (delivery && !form.address?.trim())) return { redirect: `/checkout?method=${delivery ? 'delivery' : 'pickup'}` };
          state.orders.push({ items: structuredClone(state.basket), method: delivery ? 'delivery' : 'pickup', store: delivery ? null : form.store, address: delivery ? form.address.trim() : null, name: form.name.trim(), phone: form.phone.trim() });
          state.basket = [];
          return { redirect: `/order/CP-${7300 + state.orders.length}` };
        }
        case '/refill': {
          const rx = (form.rx ?? '').trim();
          if (!/^\d{7}$/.test(rx)) return { redirect: '/refill?error=1' };
          state.refills.push({ rx, store: form.store, day: form.day, text: form.text === '1', mobile: (form.mobile ?? '').trim() });
          return { redirect: `/refill/RF-${300 + state.refills.length}` };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const product = /^\/product\/(\d+)$/.exec(u.pathname);
    const facts = /^\/product\/(\d+)\/facts$/.exec(u.pathname);
    const dept = /^\/dept\/([a-z-]+)$/.exec(u.pathname);
    const order = /^\/order\/CP-(\d+)$/.exec(u.pathname);
    const refilled = /^\/refill\/RF-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') {
      html = layout('Pharmacy and health', `<h1>Your neighbourhood pharmacy, online</h1><p><a href="/refill">Refill a prescription</a> in under a minute.</p><h2>Shop by department</h2><ul>${DEPARTMENTS.map(([s, n]) => `<li><a href="/dept/${s}">${esc(n)}</a></li>`).join('')}</ul>`);
    } else if (u.pathname === '/search') {
      // Every word of the query starts a word of the product's name, department or form ("vitamin d" finds "Vitamin D3").
      const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(es|s)$/, ''));
      const found = PRODUCTS.filter((p) => {
        const have = `${p.name} ${deptName(p.dept)} ${p.form}`.toLowerCase().split(/[\s&-]+/);
        return words.length && words.every((w) => have.some((h) => h.startsWith(w)));
      });
      html = listPage(`Results for “${query.q ?? ''}”`, '/search', query, found);
    } else if (dept && deptName(dept[1])) html = listPage(deptName(dept[1]), u.pathname, query, PRODUCTS.filter((p) => p.dept === dept[1]));
    else if (product && byId(product[1])) html = productPage(byId(product[1]), query);
    else if (facts && byId(facts[1])) {
      // Opens in a tab of its own: counted, but not the page the session shops from.
      const p = byId(facts[1]);
      state.factsViews++;
      return { html: layout(`Drug facts: ${p.name}`, `<h1>Drug facts</h1><h2>${esc(p.name)}</h2><p>${esc(p.facts)}</p><h3>Warnings</h3><p>Ask a doctor or pharmacist before use if you are pregnant, take other medicines, or have liver, kidney or stomach problems. Keep out of reach of children.</p>`) };
    } else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/checkout') html = checkoutPage(query);
    else if (order && state.orders[Number(order[1]) - 7301]) {
      const o = state.orders[Number(order[1]) - 7301];
      html = layout('Order placed', `<h1>Thank you, your order is placed</h1><p>Order number CP-${order[1]}</p><p>${o.method === 'pickup' ? `Ready to pick up at ${esc(STORES.find(([s]) => s === o.store)?.[1] ?? '')} in about 2 hours.` : 'Arrives in 1–2 business days.'}</p><p><a href="/">Back to the shop</a></p>`);
    } else if (u.pathname === '/prescriptions') html = prescriptionsPage();
    else if (u.pathname === '/refill') html = refillPage(query);
    else if (refilled && state.refills[Number(refilled[1]) - 301]) {
      const r = state.refills[Number(refilled[1]) - 301];
      html = layout('Refill requested', `<h1>Refill requested</h1><p>Reference RF-${refilled[1]}</p><p>Pick it up at ${esc(STORES.find(([s]) => s === r.store)?.[1] ?? '')} on ${esc(PICKUP_DAYS.find(([d]) => d === r.day)?.[1] ?? '')}.</p><p><a href="/prescriptions">Back to my prescriptions</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, orders placed, refills requested, drug-facts tabs opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
