/**
 * "Swapyard", a local second-hand marketplace for the conversation benchmark (heldout10, written
 * blind): a header search, category links, listings as a grid of cards three to a row (photo,
 * title link, price, condition, area and distance, age, a "Save" button each; sold and reserved
 * badges), filters that reload the list (Condition radios, a Distance menu, "Delivery available"
 * and "Hide sold items" boxes, Min / Max price boxes with Update, a "Sort by" menu), listing pages
 * (details, description, the seller with a profile that opens in a new tab — counted in
 * `profileViews` —, "More from this seller", Buy now, Save, an offer box and a message box), a
 * checkout whose "How do you want to get it?" radios reload it with the choice in the query,
 * a purchase confirmation, Messages (conversations and a reply box), My offers (Withdraw per
 * pending row) and Saved items (Remove per row). Everything a turn does reaches the server, so
 * `state()` tells what the helper has done.
 */
const CATEGORIES = [
  ['bikes', 'Bikes'],
  ['furniture', 'Furniture'],
  ['cameras', 'Cameras & photo'],
  ['music', 'Music'],
  ['kids', 'Baby & kids'],
  ['garden', 'Garden'],
];
const CONDITIONS = { new: 'New', likenew: 'Like new', good: 'Good', fair: 'Fair' };
const RANK = { new: 4, likenew: 3, good: 2, fair: 1 };
const SELLERS = {
  dan: ['Dan K.', 4.7, 12, 2021, 'Usually replies within a day'],
  priya: ['Priya S.', 4.9, 40, 2019, 'Usually replies within an hour'],
  marcus: ['Marcus T.', 4.5, 8, 2023, 'Usually replies within a few hours'],
  jo: ['Jo W.', 5.0, 3, 2024, 'Usually replies within a day'],
  amira: ['Amira H.', 4.8, 27, 2020, 'Usually replies within an hour'],
  helen: ['Helen M.', 4.9, 31, 2017, 'Usually replies within a few hours'],
  tom: ['Tom B.', 4.9, 52, 2018, 'Usually replies within an hour'],
  grace: ['Grace L.', 4.6, 15, 2022, 'Usually replies within a day'],
  lee: ['Lee R.', 4.3, 6, 2024, 'Usually replies within a few hours'],
  sam: ['Sam P.', 4.8, 19, 2020, 'Usually replies within an hour'],
  nina: ['Nina V.', 4.7, 22, 2021, 'Usually replies within a few hours'],
  oscar: ['Oscar F.', 4.2, 9, 2022, 'Usually replies within a day'],
};
// id, title, category, price ($), condition, area, miles, days since posted, seller, delivery fee ($, null: collection only), status, description
const ITEMS = [
  [1, 'Trek FX 2 hybrid bike, 54cm', 'bikes', 320, 'good', 'Riverside', 2.1, 4, 'dan', null, 'available', 'Serviced in September: new chain and tyres. Front and back lights included.'],
  [2, 'Carrera road bike, 56cm frame', 'bikes', 180, 'fair', 'Old Town', 4.8, 2, 'priya', null, 'available', 'Rides well, but the rear brake needs adjusting and the bar tape is worn.'],
  [3, 'Specialized Allez road bike, 54cm', 'bikes', 450, 'likenew', 'Northfield', 7.5, 6, 'marcus', 25, 'available', 'Ridden a handful of times. Shimano Claris gears. Pedals included.'],
  [4, "Kids' balance bike, blue", 'bikes', 25, 'good', 'Riverside', 1.2, 1, 'jo', null, 'available', 'For ages 2 to 4. The seat height adjusts without tools.'],
  [5, 'Giant Escape 3 hybrid bike', 'bikes', 260, 'good', 'Westbrook', 12, 9, 'oscar', null, 'sold', 'Sold, thanks for all the messages.'],
  [6, 'Road bike helmet, size M', 'bikes', 20, 'new', 'Old Town', 1.5, 3, 'priya', 4, 'available', 'Never worn, still has the tags on.'],
  [7, 'Oak dining table, seats 6', 'furniture', 150, 'good', 'Riverside', 3.4, 2, 'helen', 25, 'available', 'Solid oak with a couple of marks on the top. The legs unscrew for transport.'],
  [8, 'Mid-century armchair, green velvet', 'furniture', 95, 'likenew', 'Eastgate', 0.8, 1, 'amira', null, 'available', 'Tiny snag on the left arm, otherwise perfect. Smoke-free home.'],
  [9, 'IKEA Kallax shelf unit, white 4x4', 'furniture', 40, 'good', 'Northfield', 5.6, 8, 'grace', null, 'available', 'Already taken apart; all the screws are in a bag.'],
  [10, 'Grey 3-seater sofa', 'furniture', 120, 'fair', 'Westbrook', 9.3, 3, 'oscar', null, 'reserved', 'Comfy, but the cushions have faded in the sun.'],
  [11, 'Pine bookcase', 'furniture', 35, 'good', 'Old Town', 2.9, 10, 'dan', null, 'available', 'Five shelves, 180cm tall.'],
  [12, 'Green velvet sofa, 2-seater', 'furniture', 210, 'likenew', 'Hillcrest', 14, 4, 'nina', 30, 'available', 'Bought last year, moving abroad.'],
  [13, 'Set of 4 oak dining chairs', 'furniture', 60, 'good', 'Riverside', 3.4, 2, 'helen', 20, 'available', 'They match the oak table I am also selling.'],
  [14, 'Canon EOS 250D camera with 18-55mm lens', 'cameras', 380, 'likenew', 'Riverside', 3.1, 1, 'tom', 8, 'available', 'Comes with the 18-55mm kit lens, a charger, two batteries and the original box. Shutter count around 4,000.'],
  [16, 'Nikon D3500 camera, body only', 'cameras', 210, 'good', 'Northfield', 6.8, 2, 'grace', 8, 'available', 'Body only, no lens. Charger included.'],
  [17, 'Canon EF 50mm f/1.8 STM lens', 'cameras', 85, 'likenew', 'Riverside', 3.1, 3, 'tom', 5, 'available', 'Sharp, no scratches. Front and rear caps included.'],
  [19, 'Yamaha F310 acoustic guitar', 'music', 90, 'good', 'Eastgate', 2, 3, 'nina', 15, 'available', 'Bought in 2021 and barely played. New strings fitted; gig bag included.'],
  [20, 'Fender Squier Stratocaster electric guitar', 'music', 160, 'fair', 'Westbrook', 8.9, 7, 'oscar', null, 'available', 'Some dings on the body, plays fine.'],
  [21, 'Casio CDP-S110 digital piano', 'music', 220, 'likenew', 'Northfield', 5, 2, 'grace', 30, 'available', '88 weighted keys, with the stand and a sustain pedal.'],
  [22, 'Fender Frontman 10G guitar amp', 'music', 45, 'good', 'Riverside', 3, 5, 'dan', null, 'available', 'Small practice amp with a headphone socket.'],
  [23, 'Classical guitar, 3/4 size', 'music', 50, 'fair', 'Old Town', 1.7, 1, 'priya', null, 'available', 'Good for a child learning. One tuning peg is stiff.'],
  [24, 'Guitar stand', 'music', 12, 'new', 'Hillcrest', 2.5, 4, 'jo', 3, 'available', 'Folding stand, still boxed.'],
  [25, 'Petrol lawn mower', 'garden', 75, 'fair', 'Westbrook', 9, 6, 'oscar', null, 'available', 'Starts on the second pull. Grass box included.'],
  [26, 'Wooden garden bench', 'garden', 55, 'good', 'Riverside', 2.6, 3, 'helen', null, 'available', 'Teak, seats three. Oiled every spring.'],
  [27, 'Canon PowerShot SX740 compact camera', 'cameras', 150, 'good', 'Eastgate', 1.4, 5, 'lee', null, 'available', '40x zoom, a small scratch on the screen.'],
  [28, 'Fujifilm Instax Mini 11, lilac', 'cameras', 40, 'new', 'Hillcrest', 2.2, 4, 'nina', 4, 'available', 'Unwanted gift, never opened.'],
  [29, 'Aluminium camera tripod', 'cameras', 18, 'good', 'Old Town', 1.1, 6, 'dan', null, 'available', 'Extends to 150cm, with a phone holder.'],
  [30, "Kids' bike 16-inch, pink with unicorns", 'bikes', 40, 'good', 'Hillcrest', 2.7, 2, 'lee', null, 'available', 'Suits ages 5 to 7. Stabilisers included. A few scuffs on the frame.'],
  [31, "Kids' bike 20-inch, red", 'bikes', 55, 'likenew', 'Hillcrest', 3.8, 5, 'sam', 12, 'available', 'Suits ages 7 to 10. Hardly used and always kept indoors.'],
  [32, 'Rear child bike seat', 'bikes', 30, 'good', 'Old Town', 0.6, 7, 'grace', null, 'available', 'Fits most frames, for children up to 22 kg.'],
  [33, 'Brown leather armchair', 'furniture', 60, 'fair', 'Northfield', 6.2, 6, 'lee', null, 'available', 'Well loved: some cracks on the seat and one arm, but the frame is solid.'],
  [34, 'IKEA Poäng armchair, birch', 'furniture', 35, 'good', 'Riverside', 2.4, 5, 'marcus', null, 'available', 'Cushion cover freshly washed. From a pet-free home.'],
  [35, 'Wingback armchair, reupholstered', 'furniture', 140, 'likenew', 'Westbrook', 11, 3, 'helen', 20, 'available', 'Reupholstered in blue linen this spring.'],
  [36, 'Rocking armchair', 'furniture', 45, 'good', 'Eastgate', 1.9, 12, 'amira', null, 'sold', 'Sold.'],
  [37, 'Stokke Tripp Trapp high chair', 'kids', 110, 'likenew', 'Eastgate', 1.3, 2, 'amira', 15, 'available', 'With the baby set. Natural beech.'],
  [38, 'Cot bed with mattress', 'kids', 70, 'good', 'Northfield', 6, 8, 'grace', null, 'available', 'Converts to a toddler bed. Mattress always used with a protector.'],
].map(([id, title, cat, price, cond, area, miles, days, seller, delivery, status, desc]) => ({ id, title, cat, price, cond, area, miles, days, seller, delivery, status, desc }));
// Conversations that were there before the session (the seller's and the user's earlier messages).
const THREADS = {
  1: [
    ['me', 'Hi, does the Trek come with lights?', 'Monday'],
    ['them', "Yes, front and back lights included. I can do a test ride on Saturday if you like.", 'Tuesday'],
  ],
  21: [
    ['me', 'Hi, could you deliver the piano?', 'Last week'],
    ['them', 'Delivery is $30 through the app, or you can collect from Northfield.', 'Last week'],
  ],
};
const SEED_OFFERS = [
  { item: 20, amount: 130, status: 'pending' },
  { item: 9, amount: 15, status: 'declined' },
];
const CONDITION_FILTER = [
  ['', 'Any condition'],
  ['new', 'New only'],
  ['likenew', 'Like new or better'],
  ['good', 'Good or better'],
];
const DISTANCES = [
  ['', 'Any distance'],
  ['1', 'Within 1 mile'],
  ['3', 'Within 3 miles'],
  ['5', 'Within 5 miles'],
  ['10', 'Within 10 miles'],
  ['25', 'Within 25 miles'],
];
const SORTS = [
  ['', 'Most recent'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['near', 'Distance: nearest first'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toFixed(2)}`;
const price = (n) => `$${n}`;
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const ago = (d) => (d === 1 ? 'Yesterday' : `${d} days ago`);
const catName = (c) => CATEGORIES.find(([k]) => k === c)?.[1];
const byId = (id) => ITEMS.find((i) => i.id === Number(id));
const fee = (p) => Math.round(p * 5 + 70) / 100;
/** Messages are stored as the server's spam filter sees them: lower case, no punctuation. */
const plain = (t) => String(t).toLowerCase().replace(/’/g, "'").replace(/[^a-z0-9$' ]+/g, ' ').replace(/\s+/g, ' ').trim();

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, saved: [], offers: structuredClone(SEED_OFFERS), messages: [], orders: [], profileViews: 0 };
  };
  reset();
  const statusOf = (item) => (state.orders.some((o) => o.item === item.id) ? 'sold' : item.status);
  const sent = [];
  const sentTexts = (id) => state.messages.map((m, i) => [m, sent[i]]).filter(([m]) => m.item === id).map(([m, raw]) => ['me', raw ?? m.text, 'Just now']);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Swapyard</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#222;background:#fafaf7} header{display:flex;flex-wrap:wrap;gap:16px;align-items:center;padding:10px 22px;background:#ff7a45;color:#fff}
header a{color:#fff;text-decoration:none;margin-right:12px} main{padding:18px 22px} aside.filters{float:left;width:220px} .results{margin-left:240px}
.grid{display:grid;grid-template-columns:repeat(3,1fr);gap:16px;padding:0;list-style:none} .card{background:#fff;border:1px solid #e3e0d8;border-radius:8px;padding:10px}
.ph{height:110px;background:#e9e4da;border-radius:6px} .badge{background:#333;color:#fff;font-size:12px;padding:1px 6px;border-radius:4px} .price{font-weight:bold;font-size:18px}
.seller{float:right;width:260px;background:#fff;border:1px solid #ddd;padding:10px} .bubble{background:#fff;border:1px solid #ddd;border-radius:10px;padding:6px 10px;margin:6px 0;max-width:420px}
.me{margin-left:auto;background:#ffe8dc} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
</style></head><body><header><a href="/"><strong>Swapyard</strong></a>
<form action="/search" method="get" role="search"><label for="hq">Search Swapyard</label> <input id="hq" name="q" type="search" placeholder="What are you looking for?"> <button>Search</button></form>
<nav aria-label="Account"><a href="/search">Browse</a> <a href="/saved">Saved (${state.saved.length})</a> <a href="/messages">Messages</a> <a href="/offers">My offers</a> <a href="/sell">Sell</a></nav></header><main>${body}</main></body></html>`;

  const saveForm = (item, back) => {
    const on = state.saved.includes(item.id);
    return `<form method="post" action="/save"><input type="hidden" name="id" value="${item.id}"><input type="hidden" name="back" value="${esc(back)}"><button>${on ? '♥ Saved' : '♡ Save'}</button></form>`;
  };
  const card = (item, back) => {
    const status = statusOf(item);
    const badge = status === 'sold' ? ' <span class="badge">Sold</span>' : status === 'reserved' ? ' <span class="badge">Reserved</span>' : '';
    return `<li class="card"><div class="ph"></div><h3><a href="/item/${item.id}">${esc(item.title)}</a>${badge}</h3><p class="price">${price(item.price)}</p>
<p>${CONDITIONS[item.cond]} · ${esc(item.area)} · ${item.miles} mi</p><p>${ago(item.days)}${item.delivery !== null ? ' · Delivery available' : ''}</p>${saveForm(item, back)}</li>`;
  };

  function searchPage(query, url) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/s$/, ''));
    let found = ITEMS.filter((i) => words.every((w) => `${i.title} ${catName(i.cat)}`.toLowerCase().includes(w)));
    if (query.cat) found = found.filter((i) => i.cat === query.cat);
    if (query.cond) found = found.filter((i) => RANK[i.cond] >= RANK[query.cond]);
    if (query.within) found = found.filter((i) => i.miles <= Number(query.within));
    if (query.delivery === '1') found = found.filter((i) => i.delivery !== null);
    if (query.avail === '1') found = found.filter((i) => statusOf(i) !== 'sold');
    if (query.min && Number(query.min) >= 0) found = found.filter((i) => i.price >= Number(query.min));
    if (query.max && Number(query.max) >= 0) found = found.filter((i) => i.price <= Number(query.max));
    found = [...found].sort((a, b) => a.days - b.days || a.id - b.id);
    if (query.sort === 'price-asc') found.sort((a, b) => a.price - b.price);
    if (query.sort === 'price-desc') found.sort((a, b) => b.price - a.price);
    if (query.sort === 'near') found.sort((a, b) => a.miles - b.miles);
    const keep = ['q', 'cat'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    const catLinks = [['', 'All categories'], ...CATEGORIES]
      .map(([c, n]) => {
        const href = `/search?${new URLSearchParams({ ...(query.q ? { q: query.q } : {}), ...(c ? { cat: c } : {}) })}`.replace(/\?$/, '');
        return `<li>${(query.cat ?? '') === c ? `<strong>${esc(n)}</strong>` : `<a href="${esc(href)}">${esc(n)}</a>`}</li>`;
      })
      .join('');
    const heading = query.q ? `Results for “${query.q}”${query.cat ? ` in ${catName(query.cat)}` : ''}` : query.cat ? catName(query.cat) : 'All listings';
    return layout(heading, `<aside class="filters"><h2>Category</h2><ul>${catLinks}</ul><form method="get" action="/search">${keep}<h2>Filters</h2>
<fieldset><legend>Condition</legend>${CONDITION_FILTER.map(([v, l]) => `<label><input type="radio" name="cond" value="${v}"${v === (query.cond ?? '') ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join('<br>')}</fieldset>
<p><label for="within">Distance</label><br><select id="within" name="within" onchange="this.form.submit()">${options(DISTANCES, query.within ?? '')}</select></p>
<p><label><input type="checkbox" name="delivery" value="1"${query.delivery === '1' ? ' checked' : ''} onchange="this.form.submit()"> Delivery available</label><br>
<label><input type="checkbox" name="avail" value="1"${query.avail === '1' ? ' checked' : ''} onchange="this.form.submit()"> Hide sold items</label></p>
<fieldset><legend>Price ($)</legend><label for="min">Min</label> <input id="min" name="min" type="number" min="0" size="5" value="${esc(query.min ?? '')}"> <label for="max">Max</label> <input id="max" name="max" type="number" min="0" size="5" value="${esc(query.max ?? '')}"> <button>Update</button></fieldset>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p></form></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'listing' : 'listings'} near Eastvale</p>${found.length ? `<ul class="grid">${found.map((i) => card(i, url)).join('')}</ul>` : '<p>Nothing here yet. Try a wider distance or fewer filters.</p>'}</section>`);
  }

  function itemPage(item) {
    const [sellerName, rating, reviews] = SELLERS[item.seller];
    const first = sellerName.split(' ')[0];
    const status = statusOf(item);
    const mine = state.offers.filter((o) => o.item === item.id);
    const more = ITEMS.filter((i) => i.seller === item.seller && i.id !== item.id);
    const bought = state.orders.findIndex((o) => o.item === item.id);
    let actions;
    if (bought >= 0) actions = `<p><strong>You bought this item</strong> (order SY-${4101 + bought}).</p>`;
    else if (status === 'sold') actions = '<p><strong>This item has sold.</strong></p>';
    else {
      const offer =
        status === 'reserved'
          ? `<p><strong>Reserved:</strong> ${esc(first)} is holding this for another buyer. You can still send a message.</p>`
          : `<p><a href="/buy/${item.id}">Buy now</a></p>${saveForm(item, `/item/${item.id}`)}
<form method="post" action="/offer"><input type="hidden" name="id" value="${item.id}"><h2>Make an offer</h2><p><label for="amount">Your offer ($)</label> <input id="amount" name="amount" type="number" min="1" max="${item.price}"> <button>Send offer</button></p><p>Offers under half the asking price are declined automatically.</p></form>`;
      actions = `${offer}<form method="post" action="/message"><input type="hidden" name="id" value="${item.id}"><h2>Ask ${esc(first)} a question</h2><p><label for="msg">Message ${esc(sellerName)}</label><br><textarea id="msg" name="text" rows="3" cols="44" placeholder="Hi ${esc(first)}, is this still available?"></textarea></p><button>Send</button></form>`;
    }
    const offersNote = mine.length ? `<p>Your offers: ${mine.map((o) => `${price(o.amount)} (${o.status[0].toUpperCase()}${o.status.slice(1)})`).join(', ')}. <a href="/offers">See my offers</a></p>` : '';
    return layout(item.title, `<p><a href="/">Swapyard</a> › <a href="/search?cat=${item.cat}">${esc(catName(item.cat))}</a></p>
<aside class="seller"><h2>Seller</h2><p><a href="/seller/${item.seller}" target="_blank">${esc(sellerName)}</a> (profile opens in a new tab)</p><p>★ ${rating.toFixed(1)} · ${reviews} reviews</p><p>${esc(SELLERS[item.seller][4])}</p>
<h3>More from ${esc(first)}</h3><ul>${more.map((i) => `<li><a href="/item/${i.id}">${esc(i.title)}</a> ${price(i.price)}</li>`).join('')}</ul></aside>
<h1>${esc(item.title)}${status === 'sold' ? ' <span class="badge">Sold</span>' : status === 'reserved' ? ' <span class="badge">Reserved</span>' : ''}</h1><p class="price">${price(item.price)}</p>
<table><tbody><tr><th>Condition</th><td>${CONDITIONS[item.cond]}</td></tr><tr><th>Location</th><td>${esc(item.area)} (${item.miles} miles away)</td></tr>
<tr><th>Delivery</th><td>${item.delivery === null ? 'Collection only' : `Tracked delivery available, ${money(item.delivery)}`}</td></tr><tr><th>Listed</th><td>${ago(item.days)}</td></tr></tbody></table>
<h2>Description</h2><p>${esc(item.desc)}</p>${offersNote}${actions}`);
  }

  function buyPage(item, query) {
    const get = query.get === 'post' && item.delivery !== null ? 'post' : 'collect';
    const post = get === 'post';
    const radios = `<label><input type="radio" name="get" value="collect"${post ? '' : ' checked'} onchange="this.form.submit()"> Collect from ${esc(item.area)} (free)</label><br>${
      item.delivery === null
        ? '<label><input type="radio" name="get" value="post" disabled> Tracked delivery (not offered by this seller)</label>'
        : `<label><input type="radio" name="get" value="post"${post ? ' checked' : ''} onchange="this.form.submit()"> Tracked delivery (${money(item.delivery)})</label>`
    }`;
    const protection = fee(item.price);
    const total = item.price + protection + (post ? item.delivery : 0);
    return layout('Checkout', `<h1>Checkout</h1><p>${esc(item.title)} from ${esc(SELLERS[item.seller][0])}</p>
<form method="get" action="/buy/${item.id}"><fieldset><legend>How do you want to get it?</legend>${radios}</fieldset></form>
<table><tbody><tr><th>Item</th><td>${money(item.price)}</td></tr><tr><th>Buyer protection</th><td>${money(protection)}</td></tr>${post ? `<tr><th>Delivery</th><td>${money(item.delivery)}</td></tr>` : ''}<tr><th>Total</th><td><strong>${money(total)}</strong></td></tr></tbody></table>
<form method="post" action="/buy"><input type="hidden" name="id" value="${item.id}"><input type="hidden" name="get" value="${get}">
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p>
<p><label for="phone">Phone number</label> <input id="phone" name="phone" type="tel"></p>
${post ? '<p><label for="street">Street address</label> <input id="street" name="street"></p><p><label for="town">Town</label> <input id="town" name="town"></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode"></p>' : ''}
<button>Pay now</button></form><p><a href="/item/${item.id}">Back to the listing</a></p>`);
  }

  function threadPage(item) {
    const [sellerName] = SELLERS[item.seller];
    const msgs = [...(THREADS[item.id] ?? []), ...sentTexts(item.id)];
    return layout(`${sellerName} · Messages`, `<p><a href="/messages">‹ All messages</a></p><h1>${esc(sellerName)}</h1><p>About <a href="/item/${item.id}">${esc(item.title)}</a> · ${price(item.price)}${statusOf(item) === 'available' ? '' : ` · ${statusOf(item) === 'sold' ? 'Sold' : 'Reserved'}`}</p>
<div>${msgs.map(([who, text, when]) => `<p class="bubble${who === 'me' ? ' me' : ''}"><strong>${who === 'me' ? 'You' : esc(sellerName)}:</strong> ${esc(text)} <small>${esc(when)}</small></p>`).join('')}</div>
<form method="post" action="/message"><input type="hidden" name="id" value="${item.id}"><p><label for="reply">Write a reply</label><br><textarea id="reply" name="text" rows="3" cols="44"></textarea></p><button>Send</button></form>`);
  }

  function messagesPage() {
    const ids = [...new Set([...state.messages.map((m) => m.item).reverse(), ...Object.keys(THREADS).map(Number)])];
    const rows = ids
      .map((id) => {
        const item = byId(id);
        const msgs = [...(THREADS[id] ?? []), ...sentTexts(id)];
        const [who, text, when] = msgs.at(-1);
        return `<li><a href="/messages/${id}">${esc(SELLERS[item.seller][0])} · ${esc(item.title)}</a><p>${who === 'me' ? 'You: ' : ''}${esc(text.length > 48 ? `${text.slice(0, 45)}…` : text)} · ${esc(when)}</p></li>`;
      })
      .join('');
    return layout('Messages', `<h1>Messages</h1><ul>${rows}</ul>`);
  }

  function offersPage() {
    const rows = state.offers
      .map((o, i) => {
        const item = byId(o.item);
        const action = o.status === 'pending' ? `<form method="post" action="/offers/withdraw"><input type="hidden" name="index" value="${i}"><button>Withdraw</button></form>` : '';
        return `<tr><td><a href="/item/${item.id}">${esc(item.title)}</a></td><td>${price(item.price)}</td><td>${price(o.amount)}</td><td>${o.status[0].toUpperCase()}${o.status.slice(1)}</td><td>${action}</td></tr>`;
      })
      .join('');
    return layout('My offers', `<h1>My offers</h1><table><thead><tr><th>Item</th><th>Asking price</th><th>Your offer</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function savedPage() {
    const rows = state.saved
      .map((id) => {
        const item = byId(id);
        return `<tr><td><a href="/item/${id}">${esc(item.title)}</a></td><td>${price(item.price)}</td><td>${statusOf(item) === 'available' ? 'Available' : statusOf(item) === 'sold' ? 'Sold' : 'Reserved'}</td><td><form method="post" action="/save"><input type="hidden" name="id" value="${id}"><input type="hidden" name="back" value="/saved"><button>Remove</button></form></td></tr>`;
      })
      .join('');
    return layout('Saved items', `<h1>Saved items</h1>${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>Nothing saved yet. Tap ♡ Save on a listing to keep it here.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      const item = byId(form.id);
      switch (u.pathname) {
        case '/save': {
          if (!item) return { status: 400, html: 'Bad request' };
          state.saved = state.saved.includes(item.id) ? state.saved.filter((x) => x !== item.id) : [...state.saved, item.id];
          return { redirect: form.back?.startsWith('/') ? form.back : `/item/${item.id}` };
        }
        case '/offer': {
          const amount = Number(form.amount);
          if (!item || statusOf(item) !== 'available') return { status: 400, html: 'Bad request' };
          if (!(amount >= 1 && amount <= item.price)) return { redirect: `/item/${item.id}` };
          state.offers.push({ item: item.id, amount, status: amount < item.price / 2 ? 'declined' : 'pending' });
          return { redirect: '/offers' };
        }
        case '/offers/withdraw': {
          const o = state.offers[Number(form.index)];
          if (o && o.status === 'pending') o.status = 'withdrawn';
          return { redirect: '/offers' };
        }
        case '/message': {
          if (!item) return { status: 400, html: 'Bad request' };
          if (!form.text?.trim()) return { redirect: `/item/${item.id}` };
          sent[state.messages.length] = form.text.trim();
          state.messages.push({ item: item.id, text: plain(form.text) });
          return { redirect: `/messages/${item.id}` };
        }
        case '/buy': {
          if (!item || statusOf(item) !== 'available') return { status: 400, html: 'Bad request' };
          const post = form.get === 'post' && item.delivery !== null;
          const f = (k) => (form[k] ?? '').trim();
          if (!f('name') || !f('phone') || (post && (!f('street') || !f('town') || !f('postcode')))) return { redirect: `/buy/${item.id}${post ? '?get=post' : ''}` };
          state.orders.push({ item: item.id, get: post ? 'post' : 'collect', name: f('name'), phone: f('phone'), street: post ? f('street') : '', town: post ? f('town') : '', postcode: post ? f('postcode').toUpperCase() : '' });
          return { redirect: `/purchases/SY-${4100 + state.orders.length}` };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const itemM = /^\/item\/(\d+)$/.exec(u.pathname);
    const buyM = /^\/buy\/(\d+)$/.exec(u.pathname);
    const threadM = /^\/messages\/(\d+)$/.exec(u.pathname);
    const sellerM = /^\/seller\/([a-z]+)$/.exec(u.pathname);
    const doneM = /^\/purchases\/SY-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') {
      const recent = [...ITEMS].filter((i) => statusOf(i) === 'available').sort((a, b) => a.days - b.days || a.id - b.id).slice(0, 6);
      html = layout('Buy and sell near you', `<h1>Second-hand, first-rate: buy and sell around Eastvale</h1><h2>Browse by category</h2>
<ul>${CATEGORIES.map(([c, n]) => `<li><a href="/search?cat=${c}">${esc(n)}</a> (${ITEMS.filter((i) => i.cat === c).length})</li>`).join('')}</ul>
<h2>Just listed near you</h2><ul class="grid">${recent.map((i) => card(i, '/')).join('')}</ul>`);
    } else if (u.pathname === '/search') html = searchPage(query, u.pathname + u.search);
    else if (itemM && byId(itemM[1])) html = itemPage(byId(itemM[1]));
    else if (buyM && byId(buyM[1])) {
      const item = byId(buyM[1]);
      if (statusOf(item) !== 'available') return { redirect: `/item/${item.id}` };
      html = buyPage(item, query);
    } else if (u.pathname === '/messages') html = messagesPage();
    else if (threadM && byId(threadM[1]) && (THREADS[threadM[1]] || state.messages.some((m) => m.item === Number(threadM[1])))) html = threadPage(byId(threadM[1]));
    else if (u.pathname === '/offers') html = offersPage();
    else if (u.pathname === '/saved') html = savedPage();
    else if (u.pathname === '/sell') html = layout('Sell', '<h1>Sell on Swapyard</h1><p>Listing an item takes two minutes in the Swapyard app: snap a photo, set a price, and buyers nearby will see it.</p>');
    else if (sellerM && SELLERS[sellerM[1]]) {
      // Opens in a tab of its own: counted, but not the page the session shops from.
      state.profileViews++;
      const [name, rating, reviews, since, replies] = SELLERS[sellerM[1]];
      return { html: layout(name, `<h1>${esc(name)}</h1><p>★ ${rating.toFixed(1)} from ${reviews} reviews · Member since ${since} · ${esc(replies)}</p><h2>Listings</h2><ul>${ITEMS.filter((i) => i.seller === sellerM[1]).map((i) => `<li>${esc(i.title)}, ${price(i.price)}${statusOf(i) === 'sold' ? ' (sold)' : ''}</li>`).join('')}</ul>`) };
    } else if (doneM && state.orders[Number(doneM[1]) - 4101]) {
      const o = state.orders[Number(doneM[1]) - 4101];
      const item = byId(o.item);
      const seller = SELLERS[item.seller][0];
      const total = item.price + fee(item.price) + (o.get === 'post' ? item.delivery : 0);
      html = layout('Payment received', `<h1>Payment received, thank you!</h1><p>Order number SY-${doneM[1]}</p><p>${esc(item.title)} · Total paid ${money(total)}</p>
<p>${o.get === 'post' ? `Tracked delivery to ${esc(o.street)}, ${esc(o.town)} ${esc(o.postcode)}. ${esc(seller)} will post it within 2 working days.` : `Collect from ${esc(item.area)}. ${esc(seller)} will message you to arrange a time.`}</p><p><a href="/messages">Go to messages</a> · <a href="/">Keep browsing</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset: () => {
      reset();
      sent.length = 0;
    },
    /** What the server has seen: the last page shown, saved items, offers, messages sent, orders, seller profiles opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      sent.length = 0;
      Object.assign(state, structuredClone(s));
    },
  };
}
