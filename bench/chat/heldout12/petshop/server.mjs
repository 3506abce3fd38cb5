// Whisker & Wag — an online pet supplies shop (dog, cat and small-pet food, toys, beds,
// walking gear, litter), with category filters, search, product options (size pills,
// flavour select, colour swatches), subscribe-and-save, basket, promo codes, wishlist and a
// one-page checkout. Feeding and size guides open in a new tab (counted in guideViews).

const PRODUCTS = [
  { slug: 'harvest-adult-dry', pet: 'dog', type: 'food', stage: 'adult', brand: 'Harvest Paws', name: 'Harvest Paws Adult Dry Dog Food', rating: 4.6, reviews: 412,
    flavours: ['Chicken & Rice', 'Salmon & Potato', 'Lamb & Pea'], sizes: [['2kg', 13.99], ['6kg', 32.99], ['12kg', 54.99, 'out']], guide: 'Feeding guide' },
  { slug: 'harvest-puppy-dry', pet: 'dog', type: 'food', stage: 'puppy', brand: 'Harvest Paws', name: 'Harvest Paws Puppy Dry Food', rating: 4.7, reviews: 188,
    flavours: ['Chicken'], sizes: [['2kg', 15.49], ['6kg', 36.99]], guide: 'Feeding guide' },
  { slug: 'barkley-senior-wet', pet: 'dog', type: 'food', stage: 'senior', brand: 'Barkley', name: 'Barkley Senior Wet Dog Food 12 x 400g', rating: 4.3, reviews: 96,
    flavours: ['Beef', 'Turkey'], sizes: [['12 x 400g', 18.0]], guide: 'Feeding guide' },
  { slug: 'barkley-dental-sticks', pet: 'dog', type: 'treats', stage: 'adult', brand: 'Barkley', name: 'Barkley Dental Sticks 28 Pack', rating: 4.5, reviews: 640,
    sizes: [['Small dog', 7.99], ['Medium dog', 8.99], ['Large dog', 9.99]], guide: 'Size guide' },
  { slug: 'chewmaster-rope-tug', pet: 'dog', type: 'toys', brand: 'ChewMaster', name: 'ChewMaster Rope Tug Toy', rating: 4.1, reviews: 73,
    sizes: [['S', 4.99], ['M', 6.99], ['L', 8.99]], guide: 'Size guide' },
  { slug: 'chewmaster-squeaky-balls', pet: 'dog', type: 'toys', brand: 'ChewMaster', name: 'ChewMaster Squeaky Balls 3 Pack', rating: 4.4, reviews: 251,
    sizes: [['One size', 5.49]] },
  { slug: 'cosy-donut-bed', pet: 'dog', type: 'beds', brand: 'Snooze & Co', name: 'Cosy Donut Dog Bed', rating: 4.8, reviews: 530,
    colours: ['Grey', 'Blush Pink', 'Navy'], sizes: [['S', 24.99], ['M', 34.99], ['L', 44.99, 'out']], guide: 'Size guide' },
  { slug: 'orthopaedic-mattress', pet: 'dog', type: 'beds', brand: 'Snooze & Co', name: 'Orthopaedic Memory Foam Dog Mattress', rating: 4.6, reviews: 142,
    colours: ['Charcoal', 'Sand'], sizes: [['M', 49.99], ['L', 64.99], ['XL', 79.99]], guide: 'Size guide' },
  { slug: 'trailpet-padded-harness', pet: 'dog', type: 'walking', brand: 'TrailPet', name: 'TrailPet Padded Harness', rating: 4.5, reviews: 310,
    colours: ['Red', 'Black', 'Teal'], sizes: [['XS', 19.99], ['S', 19.99], ['M', 21.99], ['L', 23.99, 'out']], guide: 'Size guide' },
  { slug: 'trailpet-reflective-lead', pet: 'dog', type: 'walking', brand: 'TrailPet', name: 'TrailPet Reflective Lead 1.5m', rating: 4.2, reviews: 88,
    colours: ['Red', 'Black', 'Teal'], sizes: [['One size', 11.99]] },
  { slug: 'purrfect-indoor-dry', pet: 'cat', type: 'food', stage: 'adult', brand: 'Purrfect', name: 'Purrfect Indoor Adult Cat Food', rating: 4.4, reviews: 377,
    flavours: ['Chicken', 'Ocean Fish'], sizes: [['800g', 6.49], ['2kg', 13.49], ['4kg', 23.99]], guide: 'Feeding guide' },
  { slug: 'purrfect-kitten-pouches', pet: 'cat', type: 'food', stage: 'kitten', brand: 'Purrfect', name: 'Purrfect Kitten Pouches 12 x 85g', rating: 4.6, reviews: 205,
    flavours: ['Chicken in Jelly', 'Tuna in Gravy'], sizes: [['12 x 85g', 7.25]], guide: 'Feeding guide' },
  { slug: 'wildcatch-senior-wet', pet: 'cat', type: 'food', stage: 'senior', brand: 'WildCatch', name: 'WildCatch Senior Cat Wet Food 6 x 150g', rating: 4.0, reviews: 41,
    flavours: ['Salmon', 'Duck'], sizes: [['6 x 150g', 9.5]], guide: 'Feeding guide' },
  { slug: 'whisker-heights-cat-tree', pet: 'cat', type: 'scratchers', brand: 'Whisker Heights', name: 'Whisker Heights Cat Tree 120cm', rating: 4.5, reviews: 119,
    colours: ['Beige', 'Grey'], sizes: [['120cm', 64.99]] },
  { slug: 'sisal-scratching-post', pet: 'cat', type: 'scratchers', brand: 'Whisker Heights', name: 'Sisal Scratching Post 60cm', rating: 4.2, reviews: 233,
    colours: ['Beige', 'Grey'], sizes: [['60cm', 17.99]] },
  { slug: 'feather-wand-teaser', pet: 'cat', type: 'toys', brand: 'Pounce', name: 'Feather Wand Teaser Toy', rating: 4.3, reviews: 158, sizes: [['One size', 3.99]] },
  { slug: 'catnip-mice', pet: 'cat', type: 'toys', brand: 'Pounce', name: 'Catnip Mice 4 Pack', rating: 4.7, reviews: 402, sizes: [['One size', 4.49]] },
  { slug: 'clumpfresh-litter', pet: 'cat', type: 'litter', brand: 'ClumpFresh', name: 'ClumpFresh Clumping Cat Litter', rating: 4.4, reviews: 289,
    sizes: [['5L', 8.99], ['10L', 14.99], ['20L', 24.99]] },
  { slug: 'travelsafe-cat-carrier', pet: 'cat', type: 'accessories', brand: 'TravelSafe', name: 'TravelSafe Cat Carrier', rating: 4.1, reviews: 64,
    colours: ['Grey', 'Green'], sizes: [['Standard', 29.99]] },
  { slug: 'meadow-timothy-hay', pet: 'small-pet', type: 'food', brand: 'Meadow Farm', name: 'Meadow Farm Timothy Hay', rating: 4.6, reviews: 321,
    sizes: [['1kg', 5.99], ['2.5kg', 11.99]] },
  { slug: 'nibble-guinea-pig-nuggets', pet: 'small-pet', type: 'food', brand: 'Nibble', name: 'Nibble Guinea Pig Nuggets 2kg', rating: 4.3, reviews: 110, sizes: [['2kg', 7.49]] },
  { slug: 'silent-spinner-wheel', pet: 'small-pet', type: 'toys', brand: 'Nibble', name: 'Silent Spinner Hamster Wheel 21cm', rating: 3.9, reviews: 57, sizes: [['21cm', 12.99]] },
  { slug: 'two-storey-rabbit-hutch', pet: 'small-pet', type: 'housing', brand: 'Meadow Farm', name: 'Two-Storey Rabbit Hutch', rating: 4.2, reviews: 38, sizes: [['150cm', 149.0, 'out']] },
];
const PETS = { dog: 'Dog', cat: 'Cat', 'small-pet': 'Small pet' };
const TYPES = { food: 'Food', treats: 'Treats', toys: 'Toys', beds: 'Beds', walking: 'Walking', scratchers: 'Scratchers & trees', litter: 'Litter', accessories: 'Accessories', housing: 'Hutches & cages' };
const STAGES = { puppy: 'Puppy', kitten: 'Kitten', adult: 'Adult', senior: 'Senior' };
const PROMOS = { WAG10: 0.1, NEWPAW15: 0.15 };
const DELIVERY = { standard: ['Standard delivery (3–5 working days)', 3.99], nextday: ['Next day delivery (order by 8pm)', 5.99], collect: ['Click & Collect from a store', 0] };
const STORES = ['Leeds Kirkstall', 'Manchester Fort', 'York Clifton Moor'];

const slugify = (s) => s.toLowerCase().replace(/&/g, '').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n) => `£${n.toFixed(2)}`;
const byslug = (slug) => PRODUCTS.find((p) => p.slug === slug);
const fromPrice = (p) => Math.min(...p.sizes.filter((s) => s[2] !== 'out').map((s) => s[1]).concat(p.sizes.every((s) => s[2] === 'out') ? [p.sizes[0][1]] : []));
const inStock = (p) => p.sizes.some((s) => s[2] !== 'out');
const stars = (r) => `<span class="stars" aria-label="Rated ${r} out of 5">${'★'.repeat(Math.round(r))}${'☆'.repeat(5 - Math.round(r))}</span>`;

function initial() {
  return { page: { path: '/', query: {} }, basket: [], wishlist: [], promo: '', orders: [], guideViews: 0 };
}

function priceOf(line) {
  const p = byslug(line.sku);
  const size = p.sizes.find((s) => s[0] === line.size) ?? p.sizes[0];
  return size[1] * (line.plan ? 0.9 : 1);
}

export function createSite() {
  let st = initial();
  let here = { path: '/', query: {} }; // the page being rendered

  function shell(title, crumbs, body) {
    const count = st.basket.reduce((n, l) => n + l.qty, 0);
    const bc = crumbs ? `<nav class="breadcrumbs" aria-label="Breadcrumb"><ol>${crumbs.map(([t, h], i) => `<li>${h && i < crumbs.length - 1 ? `<a href="${esc(h)}">${esc(t)}</a>` : `<span aria-current="page">${esc(t)}</span>`}</li>`).join('')}</ol></nav>` : '';
    return `<!doctype html>
<html lang="en-GB"><head><meta charset="utf-8"><title>${esc(title)} | Whisker &amp; Wag</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font-family:Arial,Helvetica,sans-serif;margin:0;color:#222}
.topbar{background:#2b5d4f;color:#fff;font-size:13px;padding:6px 16px;display:flex;justify-content:space-between}
.topbar a{color:#fff}
header.site{display:flex;align-items:center;gap:24px;padding:12px 16px;border-bottom:1px solid #ddd}
header.site form{flex:1;display:flex}
header.site input[type=search]{flex:1;padding:8px}
nav.main ul{display:flex;gap:18px;list-style:none;margin:0;padding:10px 16px;background:#f4f1ea}
.breadcrumbs ol{display:flex;gap:8px;list-style:none;padding:8px 16px;margin:0;font-size:13px}
.breadcrumbs li+li:before{content:"›";margin-right:8px}
main{padding:12px 16px}
.grid{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.card{border:1px solid #e2e2e2;border-radius:6px;padding:10px;display:flex;flex-direction:column;gap:6px}
.layout{display:grid;grid-template-columns:240px 1fr;gap:20px}
.pills{display:flex;gap:8px;flex-wrap:wrap;list-style:none;padding:0}
.pills a,.pills span{border:1px solid #aaa;border-radius:16px;padding:4px 10px;text-decoration:none}
.pills .on{background:#2b5d4f;color:#fff}
.cookie{position:sticky;bottom:0;background:#fffbe6;border-top:2px solid #e8c547;padding:10px 16px;display:flex;gap:12px;align-items:center}
footer{background:#1f2a27;color:#ddd;padding:20px 16px;margin-top:30px}
footer .cols{display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
footer a{color:#ddd}
table.basket{width:100%;border-collapse:collapse}
table.basket td,table.basket th{border-bottom:1px solid #eee;padding:8px;text-align:left}
</style></head>
<body>
<div class="topbar"><span>Free delivery on orders over £40 · Subscribe &amp; save 10% on repeat orders</span><a href="/stores">Find a store</a></div>
<header class="site">
  <a href="/" class="logo" aria-label="Whisker &amp; Wag home"><strong>Whisker &amp; Wag</strong></a>
  <form action="/search" method="get" role="search">
    <input type="search" name="q" aria-label="Search products" placeholder="Search 4,000+ pet products" value="${esc(here.path === '/search' ? here.query.q ?? '' : '')}">
    <button type="submit" aria-label="Search">🔍</button>
  </form>
  <a href="/wishlist" aria-label="Wishlist">♡ <span>${st.wishlist.length}</span></a>
  <a href="/account">Sign in</a>
  <a href="/basket" class="basket-link">Basket (${count})</a>
</header>
<nav class="main" aria-label="Main menu"><ul>
  <li><a href="/shop/dog">Dog</a></li><li><a href="/shop/cat">Cat</a></li><li><a href="/shop/small-pet">Small pet</a></li>
  <li><a href="/deals">Deals</a></li><li><a href="/brands">Brands</a></li><li><a href="/advice">Pet advice</a></li>
  <li><a href="/subscriptions">Subscribe &amp; save</a></li><li><a href="/stores">Stores</a></li>
</ul></nav>
${bc}
<main id="content">
${body}
</main>
<footer>
  <div class="cols">
    <div><h4>Shop</h4><ul><li><a href="/shop/dog">Dog</a></li><li><a href="/shop/cat">Cat</a></li><li><a href="/shop/small-pet">Small pet</a></li><li><a href="/deals">Deals</a></li><li><a href="/brands">Brands</a></li><li><a href="/gift-cards">Gift cards</a></li></ul></div>
    <div><h4>Help</h4><ul><li><a href="/delivery">Delivery</a></li><li><a href="/returns">Returns &amp; refunds</a></li><li><a href="/contact">Contact us</a></li><li><a href="/faq">FAQs</a></li><li><a href="/subscriptions">Managing subscriptions</a></li></ul></div>
    <div><h4>About</h4><ul><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/stores">Our stores</a></li><li><a href="/charity">Rescue partners</a></li><li><a href="/advice">Pet advice</a></li></ul></div>
    <div><h4>Legal</h4><ul><li><a href="/terms">Terms &amp; conditions</a></li><li><a href="/privacy">Privacy policy</a></li><li><a href="/cookies-policy">Cookie policy</a></li><li><a href="/accessibility">Accessibility</a></li><li><a href="/modern-slavery">Modern slavery statement</a></li></ul></div>
  </div>
  <p><small>© 2026 Whisker &amp; Wag Ltd. Registered in England No. 08812345.</small></p>
</footer>
<div class="cookie" role="region" aria-label="Cookie consent">
  <p>We use cookies to give you the best shopping experience and to show you relevant offers.</p>
  <form action="/cookies" method="post"><input type="hidden" name="back" value="${esc(here.path + qs(here.query))}"><button name="choice" value="accept">Accept all cookies</button> <button name="choice" value="reject">Reject non-essential</button></form>
  <a href="/cookies-policy">Manage preferences</a>
</div>
</body></html>`;
  }

  function qs(q) {
    const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== '' && v != null)).toString();
    return s ? `?${s}` : '';
  }

  function card(p) {
    const single = p.sizes.length === 1 && !p.flavours && !p.colours;
    const out = !inStock(p);
    const action = out ? `<button type="button" disabled>Out of stock</button>`
      : single ? `<form action="/basket/add" method="post"><input type="hidden" name="sku" value="${p.slug}"><input type="hidden" name="size" value="${esc(p.sizes[0][0])}"><input type="hidden" name="qty" value="1"><button type="submit">Add</button></form>`
        : `<a href="/p/${p.slug}" class="btn">Choose options</a>`;
    return `<li class="card">
  <a href="/p/${p.slug}"><div class="img" role="img" aria-label="${esc(p.name)}">🐾</div></a>
  <span class="brand">${esc(p.brand)}</span>
  <h3><a href="/p/${p.slug}">${esc(p.name)}</a></h3>
  <div>${stars(p.rating)} <small>(${p.reviews})</small></div>
  <p class="price">${p.sizes.length > 1 ? 'From ' : ''}${money(fromPrice(p))}</p>
  <div class="actions"><a href="/p/${p.slug}">View</a> ${action}</div>
</li>`;
  }

  function sortList(list, sort) {
    const l = [...list];
    if (sort === 'price-asc') l.sort((a, b) => fromPrice(a) - fromPrice(b));
    else if (sort === 'price-desc') l.sort((a, b) => fromPrice(b) - fromPrice(a));
    else if (sort === 'rating') l.sort((a, b) => b.rating - a.rating);
    else if (sort === 'reviews') l.sort((a, b) => b.reviews - a.reviews);
    return l;
  }
  const SORTS = [['relevance', 'Most relevant'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['rating', 'Top rated'], ['reviews', 'Most reviewed']];
  const sortForm = (action, q, hidden) => `<form action="${action}" method="get" class="sort">
  ${Object.entries(hidden).filter(([, v]) => v).map(([k, v]) => `<input type="hidden" name="${k}" value="${esc(v)}">`).join('')}
  <label>Sort by <select name="sort" onchange="this.form.submit()">${SORTS.map(([v, t]) => `<option value="${v}"${(q.sort || 'relevance') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
  <noscript><button type="submit">Sort</button></noscript>
</form>`;

  function home() {
    const best = ['cosy-donut-bed', 'harvest-adult-dry', 'catnip-mice', 'clumpfresh-litter', 'chewmaster-squeaky-balls', 'purrfect-indoor-dry', 'trailpet-padded-harness', 'meadow-timothy-hay'].map(byslug);
    return shell('Pet food, toys & accessories', null, `
<section class="hero"><h1>Everything for happy pets</h1><p>Up to 20% off beds and blankets this week.</p><a href="/shop/dog?type=beds">Shop dog beds</a> <a href="/deals">See all deals</a></section>
<section><h2>Shop by pet</h2><ul class="grid">
  <li class="card"><a href="/shop/dog">Dog</a><small>Food, treats, toys, beds, walking</small></li>
  <li class="card"><a href="/shop/cat">Cat</a><small>Food, litter, scratchers, toys</small></li>
  <li class="card"><a href="/shop/small-pet">Small pet</a><small>Hay, nuggets, hutches, wheels</small></li>
  <li class="card"><a href="/subscriptions">Subscribe &amp; save</a><small>10% off every repeat order</small></li>
</ul></section>
<section><h2>Bestsellers</h2><ul class="grid">${best.map(card).join('')}</ul></section>
<section><h2>Popular brands</h2><ul class="pills">${[...new Set(PRODUCTS.map((p) => p.brand))].slice(0, 8).map((b) => `<li><a href="/search?q=${encodeURIComponent(b)}">${esc(b)}</a></li>`).join('')}</ul></section>`);
  }

  function category(pet, q) {
    const types = (q.type || '').split(',').filter(Boolean);
    const brands = (q.brand || '').split(',').filter(Boolean);
    const min = parseFloat(q.min), max = parseFloat(q.max);
    const all = PRODUCTS.filter((p) => p.pet === pet);
    let list = all.filter((p) => (!types.length || types.includes(p.type))
      && (!brands.length || brands.includes(slugify(p.brand)))
      && (!q.stage || p.stage === q.stage)
      && (Number.isNaN(min) || fromPrice(p) >= min) && (Number.isNaN(max) || fromPrice(p) <= max)
      && (q.stock !== 'in' || inStock(p)));
    list = sortList(list, q.sort);
    const petTypes = [...new Set(all.map((p) => p.type))];
    const petBrands = [...new Set(all.map((p) => p.brand))];
    const stages = [...new Set(all.map((p) => p.stage).filter(Boolean))];
    const title = `${PETS[pet]}${types.length === 1 ? ` ${TYPES[types[0]].toLowerCase()}` : ' supplies'}`;
    const crumbs = [['Home', '/'], [PETS[pet], `/shop/${pet}`]];
    if (types.length === 1) crumbs.push([TYPES[types[0]], `/shop/${pet}?type=${types[0]}`]);
    return shell(title, crumbs, `
<h1>${esc(title)}</h1>
<ul class="pills" aria-label="Quick filters">${petTypes.map((t) => `<li>${types.length === 1 && types[0] === t ? `<span class="on">${TYPES[t]}</span>` : `<a href="/shop/${pet}?type=${t}">${TYPES[t]}</a>`}</li>`).join('')}<li><a href="/shop/${pet}?max=10">Under £10</a></li></ul>
<div class="layout">
<aside>
<form action="/shop/${pet}" method="get" class="filters">
  <h2>Filter</h2>
  <fieldset><legend>Product type</legend>
  ${petTypes.map((t) => `<label><input type="checkbox" name="type" value="${t}"${types.includes(t) ? ' checked' : ''}> ${TYPES[t]}</label><br>`).join('')}
  </fieldset>
  ${stages.length ? `<fieldset><legend>Life stage</legend>
  <label><input type="radio" name="stage" value=""${!q.stage ? ' checked' : ''}> Any</label><br>
  ${stages.map((s) => `<label><input type="radio" name="stage" value="${s}"${q.stage === s ? ' checked' : ''}> ${STAGES[s]}</label><br>`).join('')}
  </fieldset>` : ''}
  <fieldset><legend>Brand</legend>
  ${petBrands.map((b) => `<label><input type="checkbox" name="brand" value="${slugify(b)}"${brands.includes(slugify(b)) ? ' checked' : ''}> ${esc(b)}</label><br>`).join('')}
  </fieldset>
  <div><h3>Price</h3>
  <input type="number" name="min" placeholder="Min £" aria-label="Minimum price" value="${esc(q.min ?? '')}"> to
  <input type="number" name="max" placeholder="Max £" aria-label="Maximum price" value="${esc(q.max ?? '')}">
  </div>
  <label><input type="checkbox" name="stock" value="in"${q.stock === 'in' ? ' checked' : ''}> Hide out of stock</label>
  <input type="hidden" name="sort" value="${esc(q.sort ?? '')}">
  <p><button type="submit">Apply filters</button> <a href="/shop/${pet}">Clear all</a></p>
</form>
</aside>
<section>
<div class="toolbar" style="display:flex;justify-content:space-between"><p>${list.length} products</p>
${sortForm(`/shop/${pet}`, q, { type: q.type, stage: q.stage, brand: q.brand, min: q.min, max: q.max, stock: q.stock })}</div>
${list.length ? `<ul class="grid">${list.map(card).join('')}</ul>` : '<p>No products match those filters.</p>'}
</section>
</div>`);
  }

  function search(q) {
    const words = (q.q || '').toLowerCase().split(/\s+/).filter(Boolean);
    const hay = (p) => `${p.name} ${p.brand} ${p.type} ${TYPES[p.type]} ${PETS[p.pet]} ${(p.flavours || []).join(' ')}`.toLowerCase();
    const match = (p) => words.length && words.every((w) => hay(p).includes(w) || hay(p).includes(w.replace(/s$/, '')));
    let list = PRODUCTS.filter(match);
    if (q.pet) list = list.filter((p) => p.pet === q.pet);
    list = sortList(list, q.sort);
    return shell(`Search results for “${q.q || ''}”`, [['Home', '/'], ['Search results', null]], `
<h1>Results for “${esc(q.q || '')}”</h1>
<div class="toolbar" style="display:flex;justify-content:space-between;align-items:center">
<ul class="pills" aria-label="Filter by pet"><li>${q.pet ? `<a href="/search${qs({ q: q.q, sort: q.sort })}">All pets</a>` : '<span class="on">All pets</span>'}</li>${Object.entries(PETS).map(([k, v]) => `<li>${q.pet === k ? `<span class="on">${v}</span>` : `<a href="/search${qs({ q: q.q, pet: k, sort: q.sort })}">${v}</a>`}</li>`).join('')}</ul>
<span>${list.length} results</span>
${sortForm('/search', q, { q: q.q, pet: q.pet })}
</div>
${list.length ? `<ul class="grid">${list.map(card).join('')}</ul>` : `<p>Sorry, we couldn't find anything for “${esc(q.q || '')}”. Try a different word.</p>`}`);
  }

  function product(p, q) {
    const avail = p.sizes.filter((s) => s[2] !== 'out');
    const size = p.sizes.find((s) => s[0] === q.size && s[2] !== 'out') ?? avail[0] ?? p.sizes[0];
    const flavour = p.flavours ? (p.flavours.find((f) => slugify(f) === q.flavour) ?? p.flavours[0]) : null;
    const colour = p.colours ? (p.colours.find((c) => slugify(c) === q.colour) ?? p.colours[0]) : null;
    const keep = (extra) => `/p/${p.slug}${qs({ size: q.size, flavour: q.flavour, colour: q.colour, ...extra })}`;
    const related = PRODUCTS.filter((r) => r.pet === p.pet && r.slug !== p.slug && r.type === p.type).concat(PRODUCTS.filter((r) => r.pet === p.pet && r.type !== p.type)).slice(0, 4);
    const wished = st.wishlist.includes(p.slug);
    return shell(p.name, [['Home', '/'], [PETS[p.pet], `/shop/${p.pet}`], [TYPES[p.type], `/shop/${p.pet}?type=${p.type}`], [p.name, null]], `
<div style="display:grid;grid-template-columns:1fr 1fr;gap:24px">
<div class="gallery"><div role="img" aria-label="${esc(p.name)} photo" style="height:300px;background:#f4f1ea">🐾</div>
<ul class="pills"><li><button type="button" aria-label="Photo 1">1</button></li><li><button type="button" aria-label="Photo 2">2</button></li><li><button type="button" aria-label="Photo 3">3</button></li></ul></div>
<div class="buybox">
  <span class="brand"><a href="/search?q=${encodeURIComponent(p.brand)}">${esc(p.brand)}</a></span>
  <h1>${esc(p.name)}</h1>
  <div>${stars(p.rating)} <a href="#reviews">${p.reviews} reviews</a></div>
  <p class="price"><strong>${money(size[1])}</strong> <small>or ${money(size[1] * 0.9)} with Subscribe &amp; save</small></p>
  ${p.sizes.length > 1 ? `<div><h2>Size: <span>${esc(size[0])}</span></h2><ul class="pills">${p.sizes.map((s) => `<li>${s[2] === 'out' ? `<span class="soldout" aria-disabled="true"><s>${esc(s[0])}</s> Sold out</span>` : s === size ? `<span class="on" aria-current="true">${esc(s[0])} – ${money(s[1])}</span>` : `<a href="${esc(keep({ size: s[0] }))}">${esc(s[0])} – ${money(s[1])}</a>`}</li>`).join('')}</ul></div>` : `<p>Size: ${esc(size[0])}</p>`}
  ${p.flavours && p.flavours.length > 1 ? `<form action="/p/${p.slug}" method="get">
    ${q.size ? `<input type="hidden" name="size" value="${esc(q.size)}">` : ''}
    <label for="flavour">Flavour</label>
    <select id="flavour" name="flavour" onchange="this.form.submit()">${p.flavours.map((f) => `<option value="${slugify(f)}"${f === flavour ? ' selected' : ''}>${esc(f)}</option>`).join('')}</select>
    <button type="submit">Update</button>
  </form>` : flavour ? `<p>Flavour: ${esc(flavour)}</p>` : ''}
  ${p.colours ? `<div><h2>Colour: <span>${esc(colour)}</span></h2><ul class="pills swatches">${p.colours.map((c) => `<li>${c === colour ? `<span class="on" aria-label="${esc(c)} (selected)">● ${esc(c)}</span>` : `<a href="${esc(keep({ colour: slugify(c) }))}" title="${esc(c)}">● ${esc(c)}</a>`}</li>`).join('')}</ul></div>` : ''}
  ${p.guide ? `<p><a href="/guides/${p.slug}" target="_blank" rel="noopener">${p.guide} (opens in a new tab)</a></p>` : ''}
  ${inStock(p) ? `<form action="/basket/add" method="post" class="add">
    <input type="hidden" name="sku" value="${p.slug}">
    <input type="hidden" name="size" value="${esc(size[0])}">
    ${flavour ? `<input type="hidden" name="flavour" value="${esc(flavour)}">` : ''}
    ${colour ? `<input type="hidden" name="colour" value="${esc(colour)}">` : ''}
    <fieldset><legend>How would you like it?</legend>
      <label><input type="radio" name="plan" value="once" checked> One-off purchase ${money(size[1])}</label><br>
      <label><input type="radio" name="plan" value="subscribe"> Subscribe &amp; save 10% ${money(size[1] * 0.9)}</label>
      <label>Deliver every <select name="every"><option value="2">2 weeks</option><option value="4" selected>4 weeks</option><option value="6">6 weeks</option><option value="8">8 weeks</option></select></label>
    </fieldset>
    <label>Quantity <input type="number" name="qty" value="1" min="1" max="20" style="width:4em"></label>
    <button type="submit">Add to basket</button>
  </form>` : '<p><strong>Out of stock</strong> – check back soon.</p><button type="button" disabled>Add to basket</button>'}
  <form action="/wishlist/add" method="post"><input type="hidden" name="sku" value="${p.slug}"><input type="hidden" name="back" value="${esc(keep({}))}"><button type="submit"${wished ? ' disabled' : ''}>${wished ? '♥ Saved to wishlist' : '♡ Add to wishlist'}</button></form>
  <ul class="usp"><li>Free delivery over £40</li><li>Click &amp; Collect in 1 hour</li><li>30-day returns</li></ul>
</div>
</div>
<section><h2>Product details</h2><p>${esc(p.name)} from ${esc(p.brand)}. ${p.stage ? `Suitable for ${STAGES[p.stage].toLowerCase()} pets.` : ''} Available in ${p.sizes.map((s) => esc(s[0])).join(', ')}.</p>
<table><tbody>${p.sizes.map((s) => `<tr><th>${esc(s[0])}</th><td>${money(s[1])}</td><td>${s[2] === 'out' ? 'Out of stock' : 'In stock'}</td></tr>`).join('')}</tbody></table></section>
<section id="reviews"><h2>Customer reviews</h2><p>${p.rating} out of 5 from ${p.reviews} reviews</p>
<ul><li><strong>Great value</strong> – “My two love it, will buy again.” <small>Verified buyer</small></li><li><strong>Good quality</strong> – “Arrived next day, well packed.” <small>Verified buyer</small></li></ul></section>
<section><h2>Customers also bought</h2><ul class="grid">${related.map(card).join('')}</ul></section>`);
  }

  function basketPage() {
    const sub = st.basket.reduce((n, l) => n + priceOf(l) * l.qty, 0);
    const disc = st.promo ? sub * PROMOS[st.promo] : 0;
    const rows = st.basket.map((l, i) => {
      const p = byslug(l.sku);
      const opts = [l.size !== 'One size' ? l.size : '', l.flavour, l.colour, l.plan ? `Subscribe every ${l.plan.replace('every ', '')}` : ''].filter(Boolean).join(' · ');
      return `<tr>
  <td><a href="/p/${p.slug}">${esc(p.name)}</a><br><small>${esc(opts)}</small></td>
  <td>${money(priceOf(l))}</td>
  <td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${i}"><label>Qty <select name="qty" onchange="this.form.submit()">${Array.from({ length: 10 }, (_, k) => k + 1).map((n) => `<option${n === l.qty ? ' selected' : ''}>${n}</option>`).join('')}</select></label> <button type="submit">Update</button></form></td>
  <td>${money(priceOf(l) * l.qty)}</td>
  <td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${i}"><button type="submit" aria-label="Remove ${esc(p.name)}">Remove</button></form></td>
</tr>`;
    }).join('');
    const more = ['catnip-mice', 'chewmaster-squeaky-balls', 'feather-wand-teaser', 'nibble-guinea-pig-nuggets'].map(byslug);
    return shell('Your basket', [['Home', '/'], ['Basket', null]], `
<h1>Your basket</h1>
${st.basket.length ? `<table class="basket"><thead><tr><th>Item</th><th>Price</th><th>Quantity</th><th>Total</th><th><span class="sr-only">Remove</span></th></tr></thead><tbody>${rows}</tbody></table>
<div style="display:grid;grid-template-columns:1fr 320px;gap:20px">
<form action="/basket/promo" method="post"><label for="promo">Promo code</label> <input id="promo" name="code" placeholder="Enter code" value="${esc(st.promo)}"> <button type="submit">Apply</button>${st.promo ? ` <span>Code ${esc(st.promo)} applied</span>` : ''}</form>
<dl class="summary"><dt>Subtotal</dt><dd>${money(sub)}</dd>${disc ? `<dt>Discount (${esc(st.promo)})</dt><dd>−${money(disc)}</dd>` : ''}<dt>Delivery</dt><dd>${sub - disc >= 40 ? 'FREE' : 'From £3.99'}</dd><dt>Total</dt><dd><strong>${money(sub - disc)}</strong></dd></dl>
</div>
<p><a href="/checkout" class="btn">Checkout securely</a> <a href="/">Continue shopping</a></p>` : '<p>Your basket is empty.</p><p><a href="/">Continue shopping</a></p>'}
<section><h2>Don't forget</h2><ul class="grid">${more.map(card).join('')}</ul></section>`);
  }

  function checkoutPage() {
    const sub = st.basket.reduce((n, l) => n + priceOf(l) * l.qty, 0);
    const total = sub - (st.promo ? sub * PROMOS[st.promo] : 0);
    return shell('Checkout', [['Home', '/'], ['Basket', '/basket'], ['Checkout', null]], `
<h1>Checkout</h1>
<div style="display:grid;grid-template-columns:1fr 320px;gap:24px">
<div>
<section class="signin"><h2>Returning customer?</h2>
<form action="/account/signin" method="post"><input type="email" name="email" aria-label="Email address" placeholder="Email"> <input type="password" name="password" aria-label="Password" placeholder="Password"> <button type="submit">Sign in</button></form>
<p>Or check out as a guest below.</p></section>
<form action="/checkout/place" method="post" class="checkout">
  <fieldset><legend>Contact details</legend>
    <p><label for="email">Email address</label><br><input id="email" type="email" name="email" autocomplete="email"></p>
    <p><input type="tel" name="phone" placeholder="Mobile number (for delivery updates)" autocomplete="tel"></p>
  </fieldset>
  <fieldset><legend>Delivery address</legend>
    <table><tbody>
      <tr><td><label for="fullname">Full name</label></td><td><input id="fullname" name="name"></td></tr>
      <tr><td><label for="addr1">Address line 1</label></td><td><input id="addr1" name="address1"></td></tr>
      <tr><td><label for="town">Town or city</label></td><td><input id="town" name="town"></td></tr>
      <tr><td><label for="postcode">Postcode</label></td><td><input id="postcode" name="postcode" size="8"></td></tr>
    </tbody></table>
  </fieldset>
  <fieldset><legend>Delivery options</legend>
    ${Object.entries(DELIVERY).map(([k, [t, c]], i) => `<label><input type="radio" name="delivery" value="${k}"${i === 0 ? ' checked' : ''}> ${t} – ${c === 0 || (k === 'standard' && total >= 40) ? 'FREE' : money(c)}</label><br>`).join('')}
    <label>Collection store <select name="store"><option value="">Choose a store</option>${STORES.map((s) => `<option>${s}</option>`).join('')}</select></label>
  </fieldset>
  <label><input type="checkbox" name="news" value="yes"> Send me offers and pet care tips by email</label>
  <p><button type="submit">Place order</button></p>
</form>
</div>
<aside><h2>Order summary</h2><ul>${st.basket.map((l) => `<li>${l.qty} × ${esc(byslug(l.sku).name)} (${esc(l.size)})</li>`).join('')}</ul><p>Total to pay: <strong>${money(total)}</strong></p><p><a href="/basket">Edit basket</a></p></aside>
</div>`);
  }

  function info(title, text) {
    return shell(title, [['Home', '/'], [title, null]], `<h1>${esc(title)}</h1><p>${text}</p>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname;
    const q = Object.fromEntries([...new Set(u.searchParams.keys())].map((k) => [k, u.searchParams.getAll(k).join(',')]));
    const f = new URLSearchParams(body || '');
    const page = (html) => { st.page = { path, query: q }; return { html }; };
    if (method === 'GET') here = { path, query: q };
    if (method === 'POST') {
      if (path === '/cookies') return { redirect: f.get('back') || '/' };
      if (path === '/basket/add') {
        const p = byslug(f.get('sku'));
        if (!p) return { status: 400, html: '<p>Unknown product</p>' };
        const line = { sku: p.slug, size: f.get('size') || p.sizes[0][0], qty: Math.max(1, parseInt(f.get('qty') || '1', 10) || 1) };
        if (f.get('flavour')) line.flavour = f.get('flavour');
        if (f.get('colour')) line.colour = f.get('colour');
        if (f.get('plan') === 'subscribe') line.plan = `every ${f.get('every') || '4'} weeks`;
        const same = st.basket.find((l) => l.sku === line.sku && l.size === line.size && l.flavour === line.flavour && l.colour === line.colour && l.plan === line.plan);
        if (same) same.qty += line.qty; else st.basket.push(line);
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') {
        const l = st.basket[parseInt(f.get('line'), 10)];
        if (l) l.qty = Math.max(1, parseInt(f.get('qty'), 10) || 1);
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') {
        st.basket.splice(parseInt(f.get('line'), 10), 1);
        return { redirect: '/basket' };
      }
      if (path === '/basket/promo') {
        const code = (f.get('code') || '').trim().toUpperCase();
        st.promo = PROMOS[code] ? code : '';
        return { redirect: '/basket' };
      }
      if (path === '/wishlist/add') {
        if (!st.wishlist.includes(f.get('sku'))) st.wishlist.push(f.get('sku'));
        return { redirect: (f.get('back') || '').startsWith('/p/') ? f.get('back') : `/p/${f.get('sku')}` };
      }
      if (path === '/wishlist/remove') {
        st.wishlist = st.wishlist.filter((s) => s !== f.get('sku'));
        return { redirect: '/wishlist' };
      }
      if (path === '/account/signin') return { redirect: '/account?error=1' };
      if (path === '/checkout/place') {
        if (!st.basket.length) return { redirect: '/basket' };
        const id = `WW-${50231 + st.orders.length}`;
        const order = { id, items: st.basket.map((l) => ({ ...l })), email: f.get('email') || '', phone: f.get('phone') || '', name: f.get('name') || '', address1: f.get('address1') || '', town: f.get('town') || '', postcode: (f.get('postcode') || '').toUpperCase(), delivery: f.get('delivery') || 'standard' };
        if (order.delivery === 'collect') order.store = f.get('store') || '';
        if (st.promo) order.promo = st.promo;
        st.orders.push(order);
        st.basket = []; st.promo = '';
        return { redirect: `/order/${id}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path.startsWith('/guides/')) {
      const p = byslug(path.slice(8));
      if (!p) return { status: 404, html: '<p>Not found</p>' };
      st.guideViews += 1;
      return { html: `<!doctype html><html><head><title>${esc(p.guide)} – ${esc(p.name)}</title></head><body><main><h1>${esc(p.guide)}: ${esc(p.name)}</h1>
<table><thead><tr><th>${p.type === 'food' ? 'Pet weight' : 'Size'}</th><th>${p.type === 'food' ? 'Daily amount' : 'Fits'}</th></tr></thead><tbody>${p.type === 'food'
        ? '<tr><td>Up to 5kg</td><td>60–90g</td></tr><tr><td>5–10kg</td><td>90–150g</td></tr><tr><td>10–25kg</td><td>150–290g</td></tr><tr><td>25–40kg</td><td>290–410g</td></tr>'
        : p.sizes.map((s, i) => `<tr><td>${esc(s[0])}</td><td>${['Toy breeds, chest up to 40cm', 'Small breeds, chest 40–55cm', 'Medium breeds, chest 55–70cm', 'Large breeds, chest 70–90cm'][i] ?? 'All breeds'}</td></tr>`).join('')}</tbody></table></main></body></html>` };
    }
    if (path === '/') return page(home());
    if (path.startsWith('/shop/') && PETS[path.slice(6)]) return page(category(path.slice(6), q));
    if (path === '/search') return page(search(q));
    if (path.startsWith('/p/') && byslug(path.slice(3))) return page(product(byslug(path.slice(3)), q));
    if (path === '/basket') return page(basketPage());
    if (path === '/checkout') return st.basket.length ? page(checkoutPage()) : { redirect: '/basket' };
    if (path.startsWith('/order/')) {
      const o = st.orders.find((x) => x.id === path.slice(7));
      if (!o) return { status: 404, html: info('Order not found', 'We could not find that order.') };
      const total = o.items.reduce((n, l) => n + priceOf(l) * l.qty, 0) * (o.promo ? 1 - PROMOS[o.promo] : 1);
      return page(shell('Order confirmed', [['Home', '/'], ['Order confirmed', null]], `<h1>Thank you, your order is confirmed</h1>
<p>Order number <strong>${o.id}</strong>. A confirmation has been sent to ${esc(o.email)}.</p>
<ul>${o.items.map((l) => `<li>${l.qty} × ${esc(byslug(l.sku).name)} – ${esc(l.size)}</li>`).join('')}</ul>
<p>Total paid: <strong>${money(total)}</strong></p><p>${o.delivery === 'collect' ? `Collect from ${esc(o.store)}` : `Delivering to ${esc(o.name)}, ${esc(o.address1)}, ${esc(o.town)} ${esc(o.postcode)}`} (${DELIVERY[o.delivery][0]}).</p>
<p><a href="/">Continue shopping</a></p>`));
    }
    if (path === '/wishlist') {
      return page(shell('Wishlist', [['Home', '/'], ['Wishlist', null]], `<h1>Your wishlist</h1>${st.wishlist.length ? `<ul class="grid">${st.wishlist.map((s) => `${card(byslug(s)).replace('</li>', `<form action="/wishlist/remove" method="post"><input type="hidden" name="sku" value="${s}"><button type="submit">Remove</button></form></li>`)}`).join('')}</ul>` : '<p>You have not saved anything yet.</p>'}`));
    }
    if (path === '/account') {
      return page(shell('Sign in', [['Home', '/'], ['Sign in', null]], `<h1>Sign in to your account</h1>${q.error ? '<p role="alert">That email and password do not match our records.</p>' : ''}
<form action="/account/signin" method="post"><p><label>Email <input type="email" name="email"></label></p><p><label>Password <input type="password" name="password"></label></p><p><button type="submit">Sign in</button> <a href="/account/forgot">Forgotten your password?</a></p></form>
<h2>New to Whisker &amp; Wag?</h2><p><a href="/account/register">Create an account</a></p>`));
    }
    if (path === '/deals') {
      const deals = PRODUCTS.filter((p) => ['cosy-donut-bed', 'orthopaedic-mattress', 'catnip-mice', 'clumpfresh-litter', 'barkley-dental-sticks', 'sisal-scratching-post'].includes(p.slug));
      return page(shell('Deals', [['Home', '/'], ['Deals', null]], `<h1>This week's deals</h1><p>Use code <strong>WAG10</strong> for 10% off your first order.</p><ul class="grid">${deals.map(card).join('')}</ul>`));
    }
    const INFO = { '/brands': ['Brands', 'Harvest Paws, Barkley, ChewMaster, Snooze &amp; Co, TrailPet, Purrfect, WildCatch, Whisker Heights, Pounce, ClumpFresh, TravelSafe, Meadow Farm, Nibble.'],
      '/advice': ['Pet advice', 'Guides from our in-store vets and nurses on feeding, training and health.'],
      '/subscriptions': ['Subscribe &amp; save', 'Choose Subscribe &amp; save on any product page and save 10% on every delivery. Skip or cancel any time.'],
      '/stores': ['Our stores', STORES.join(', ') + '. Open 9am–8pm Monday to Saturday, 10am–4pm Sunday.'],
      '/delivery': ['Delivery', 'Standard delivery £3.99 (free over £40). Next day delivery £5.99 when you order by 8pm.'],
      '/returns': ['Returns &amp; refunds', 'Return unopened items within 30 days.'], '/contact': ['Contact us', 'Call 0330 123 4567, 8am–8pm.'] };
    if (INFO[path]) { const [t, x] = INFO[path]; return page(info(t.replace('&amp;', '&'), x)); }
    st.page = { path, query: q };
    return { status: 404, html: info('Page not found', 'Sorry, that page has moved or no longer exists.') };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(st)),
    restore: (s) => { st = JSON.parse(JSON.stringify(s)); },
    reset: () => { st = initial(); },
  };
}
