/**
 * "Birchlane Home", a furniture and home store for the conversation benchmark (heldout9, written
 * blind): a header search and department links (the home page repeats them as tiles with the same
 * words); products as a grid of cards three to a row (name link, colours and material, "From $N",
 * rating, delivery, a "♡ Save" button each); filters that reload the list (a Price menu, a
 * Material menu, an "In stock only" box, a "Sort by" menu, "Clear filters"); product pages with
 * Colour radios (some colours sold out and disabled), a Size menu (only for products sold in more
 * than one size), a Quantity number box and an expert-assembly box (not for products that arrive
 * ready to use) that reload the page with the choices in the query, "Add to basket", "♡ Save for
 * later", reviews, "You might also like" cards and the dimensions, which open in a new tab
 * (counted in `dimensionViews`); a saved list with "Move to basket" (first colour in stock, first
 * size) and "Remove" per row; a basket table with an assembly box, a Quantity menu, "Save for
 * later" and "Remove" per row and a summary (items, assembly, delivery $49, free from $1,000,
 * total); a checkout whose delivery day radios (one fully booked), time slot radios and a
 * "carry it to the room" box reload the page, then name, address, phone, notes and "Place
 * order"; an order page with its number. Everything a turn does reaches the server, so `state()`
 * tells what the helper did.
 */
const DEPARTMENTS = [
  ['sofas', 'Sofas'],
  ['beds', 'Beds'],
  ['dining', 'Dining'],
  ['storage', 'Storage'],
  ['lighting', 'Lighting'],
];
const MATERIALS = [
  ['fabric', 'Fabric'],
  ['leather', 'Leather'],
  ['velvet', 'Velvet'],
  ['wood', 'Wood'],
  ['metal', 'Metal'],
  ['ceramic', 'Ceramic'],
  ['rattan', 'Rattan'],
];
// slug, name, department, material, sizes [key, label, price] (one size: no menu), colours [key, label, sold out],
// rating, reviews, assembly price (null: arrives ready to use), in stock, new, description, dimensions, reviews
const PRODUCTS = [
  ['ashby-sofa', 'Ashby sofa', 'sofas', 'fabric', [['2-seater', '2-seater', 649], ['3-seater', '3-seater', 799], ['corner', 'Corner sofa', 1249]], [['oat', 'Oat'], ['sage-green', 'Sage green'], ['charcoal', 'Charcoal'], ['rust', 'Rust', true]], 4.6, 212, 39, true, false,
    'Deep seats, feather-wrapped cushions and removable covers you can wash at 30°.', '2-seater: W 172 cm, D 95 cm, H 86 cm. 3-seater: W 214 cm. Corner: W 260 cm × 190 cm.', ['Comfy enough to nap on every afternoon. — Hana', 'The oat colour is lighter than in the photos. — Dev']],
  ['marlow-sofa', 'Marlow leather sofa', 'sofas', 'leather', [['2-seater', '2-seater', 1099], ['3-seater', '3-seater', 1349]], [['tan', 'Tan'], ['black', 'Black'], ['oxblood', 'Oxblood']], 4.4, 88, 39, true, false,
    'Aniline leather that softens and darkens with the years.', '2-seater: W 180 cm, D 92 cm, H 80 cm. 3-seater: W 222 cm.', ['Smells wonderful, sits a little firm at first. — Ola']],
  ['rue-sofa', 'Rue velvet sofa', 'sofas', 'velvet', [['2-seater', '2-seater', 749], ['3-seater', '3-seater', 899]], [['emerald', 'Emerald'], ['blush-pink', 'Blush pink'], ['midnight-blue', 'Midnight blue']], 4.8, 41, 39, true, true,
    'Curved arms, brass-tipped legs and a plush cotton velvet.', '2-seater: W 168 cm, D 90 cm, H 78 cm. 3-seater: W 205 cm.', ['The emerald is stunning in real life. — Cass']],
  ['fenwick-sofa-bed', 'Fenwick sofa bed', 'sofas', 'fabric', [['standard', 'Double sofa bed', 549]], [['light-grey', 'Light grey'], ['mustard', 'Mustard']], 4.1, 301, 49, true, false,
    'A sofa by day and a double bed by night, with a pocket-sprung mattress that folds away.', 'Width 190 cm, depth 92 cm, height 85 cm. Opened as a bed: 140 × 195 cm.', ['Guests say the mattress is better than ours. — Rob', 'Takes two people to fold out the first time. — Min']],
  ['nook-loveseat', 'Nook loveseat', 'sofas', 'fabric', [['standard', '2-seater', 399]], [['cream', 'Cream'], ['teal', 'Teal'], ['terracotta', 'Terracotta', true]], 4.3, 129, null, true, false,
    'A small two-seater for small rooms; arrives in one piece, ready to sit on.', 'Width 140 cm, depth 80 cm, height 82 cm.', ['Perfect for our tiny flat. — June']],
  ['halden-sofa', 'Halden modular sofa', 'sofas', 'fabric', [['3-piece', '3 pieces', 1499], ['4-piece', '4 pieces', 1899]], [['stone', 'Stone'], ['graphite', 'Graphite']], 4.5, 63, 69, false, false,
    'Modules you can rearrange into a corner, a chaise or a long straight sofa.', 'Each module: W 95 cm, D 100 cm, H 72 cm.', ['Worth the wait. — Tomas']],
  ['linden-bed', 'Linden bed frame', 'beds', 'wood', [['double', 'Double', 349], ['king', 'King', 429], ['super-king', 'Super king', 499]], [['natural-oak', 'Natural oak'], ['walnut', 'Walnut'], ['white', 'White']], 4.7, 540, 59, true, false,
    'Solid wood with a slatted base; no mattress included.', 'Double: W 146 cm, L 203 cm. King: W 161 cm, L 208 cm. Super king: W 191 cm, L 208 cm.', ['Rock solid, no creaks at all. — Abi', 'Took us two hours to build. — Luis']],
  ['sorrel-bed', 'Sorrel upholstered bed', 'beds', 'fabric', [['double', 'Double', 479], ['king', 'King', 559]], [['stone', 'Stone'], ['slate-blue', 'Slate blue'], ['dusty-pink', 'Dusty pink']], 4.5, 176, 59, true, false,
    'A tall padded headboard in a soft woven fabric.', 'Double: W 150 cm, L 210 cm, headboard H 120 cm. King: W 165 cm.', ['Headboard is lovely for reading in bed. — Priti']],
  ['otto-bed', 'Otto ottoman storage bed', 'beds', 'fabric', [['double', 'Double', 599], ['king', 'King', 679]], [['grey', 'Grey'], ['charcoal', 'Charcoal']], 4.2, 97, 69, true, false,
    'The whole base lifts on gas struts to reveal a deep storage well.', 'Double: W 148 cm, L 206 cm. King: W 163 cm.', ['Swallows all our winter duvets. — Kemi']],
  ['bram-bed', 'Bram metal bed frame', 'beds', 'metal', [['single', 'Single', 189], ['double', 'Double', 229], ['king', 'King', 269]], [['black', 'Black'], ['white', 'White']], 3.9, 254, 49, true, false,
    'A simple powder-coated steel frame with a sprung slatted base.', 'Single: W 98 cm, L 198 cm. Double: W 143 cm. King: W 158 cm.', ['Good value, a bit of a squeak. — Noor']],
  ['kestle-table', 'Kestle dining table', 'dining', 'wood', [['4-seat', 'Seats 4', 449], ['6-seat', 'Seats 6', 599], ['8-seat', 'Seats 8', 799]], [['oak', 'Oak'], ['smoked-oak', 'Smoked oak']], 4.6, 150, 45, true, false,
    'A solid oak top on trestle legs, oiled by hand.', 'Seats 4: L 140 cm. Seats 6: L 180 cm. Seats 8: L 230 cm. All W 90 cm, H 75 cm.', ['Survived two toddlers and a birthday party. — Ewa']],
  ['juno-table', 'Juno round dining table', 'dining', 'wood', [['standard', 'Seats 4', 329]], [['white', 'White'], ['oak', 'Oak']], 4.4, 77, 45, true, true,
    'A pedestal table with no legs in the way of your knees.', 'Diameter 110 cm, height 75 cm.', ['Fits our kitchen corner perfectly. — Ben']],
  ['pell-chairs', 'Pell dining chairs (pair)', 'dining', 'wood', [['standard', 'Pair', 179]], [['oak', 'Oak'], ['black', 'Black'], ['sage-green', 'Sage green']], 4.5, 205, 29, true, false,
    'Two bentwood chairs with woven seats. Sold in pairs.', 'Each chair: W 45 cm, D 50 cm, H 80 cm, seat H 46 cm.', ['Comfortable through a long dinner. — Ria']],
  ['cato-bench', 'Cato dining bench', 'dining', 'wood', [['standard', 'Seats 3', 149]], [['oak', 'Oak']], 4.0, 31, null, true, false,
    'A plain oak bench for the long side of the table.', 'Length 140 cm, depth 35 cm, height 45 cm.', ['Simple and sturdy. — Iqbal']],
  ['hollis-bookcase', 'Hollis bookcase', 'storage', 'wood', [['tall', 'Tall', 199], ['wide', 'Wide', 259]], [['oak', 'Oak'], ['walnut', 'Walnut'], ['black', 'Black']], 4.6, 310, 39, true, false,
    'Five adjustable shelves; wall fixings included.', 'Tall: W 80 cm, H 200 cm. Wide: W 160 cm, H 120 cm. Depth 30 cm.', ['Holds all my cookbooks without bowing. — Greta']],
  ['tilde-drawers', 'Tilde chest of drawers', 'storage', 'wood', [['3-drawer', '3 drawers', 229], ['5-drawer', '5 drawers', 299]], [['oak', 'Oak'], ['white', 'White'], ['walnut', 'Walnut', true]], 4.3, 188, 49, true, false,
    'Soft-close runners and solid wood handles.', '3 drawers: W 80 cm, H 78 cm. 5 drawers: W 80 cm, H 120 cm. Depth 45 cm.', ['Drawers glide beautifully. — Omar']],
  ['arlo-wardrobe', 'Arlo wardrobe', 'storage', 'wood', [['2-door', '2 doors', 399], ['3-door', '3 doors', 549]], [['white', 'White'], ['oak', 'Oak']], 4.1, 122, 89, true, false,
    'A hanging rail, a shelf and a drawer behind each pair of doors.', '2 doors: W 100 cm. 3 doors: W 150 cm. H 200 cm, D 58 cm.', ['Pay for the assembly, trust me. — Lena']],
  ['oslo-lamp', 'Oslo floor lamp', 'lighting', 'metal', [['standard', 'One size', 89]], [['black', 'Black'], ['brass', 'Brass']], 4.5, 402, null, true, false,
    'An arc floor lamp with a dimmer on the cord.', 'Height 165 cm, reach 90 cm, base 28 cm across.', ['Sturdy base, lovely warm light. — Dana', 'The dimmer is a bit fiddly. — Jo']],
  ['mira-lamp', 'Mira table lamp', 'lighting', 'ceramic', [['standard', 'One size', 45]], [['cream', 'Cream'], ['sage-green', 'Sage green'], ['terracotta', 'Terracotta']], 4.7, 266, null, true, false,
    'A glazed ceramic base with a linen shade.', 'Height 42 cm, shade 28 cm across.', ['Gives a soft glow, great by the bed. — Sol']],
  ['lune-pendant', 'Lune pendant light', 'lighting', 'rattan', [['small', 'Small', 59], ['large', 'Large', 89]], [['natural', 'Natural']], 4.2, 58, null, true, false,
    'A hand-woven rattan shade that throws patterned light.', 'Small: 30 cm across, 25 cm high. Large: 45 cm across, 38 cm high. Cable 100 cm.', ['Beautiful shadows on the ceiling. — Ife']],
].map(([slug, name, dept, material, sizes, colours, rating, reviews, assembly, stock, isNew, description, dimensions, quotes]) => ({
  slug, name, dept, material, sizes, colours: colours.map(([key, label, out]) => ({ key, label, out: !!out })), rating, reviews, assembly, stock, isNew, description, dimensions, quotes,
}));
const PRICES = [
  ['', 'Any price'],
  ['250', 'Under $250'],
  ['500', 'Under $500'],
  ['750', 'Under $750'],
  ['1000', 'Under $1,000'],
];
const SORTS = [
  ['', 'Recommended'],
  ['price-asc', 'Price: low to high'],
  ['price-desc', 'Price: high to low'],
  ['rating', 'Customer rating'],
  ['newest', 'New in'],
];
// Delivery days: key, label, extra charge, bookable.
const DAYS = [
  ['2026-12-02', 'Wednesday 2 December', 0, false],
  ['2026-12-03', 'Thursday 3 December', 0, true],
  ['2026-12-04', 'Friday 4 December', 0, true],
  ['2026-12-05', 'Saturday 5 December', 20, true],
  ['2026-12-07', 'Monday 7 December', 0, true],
];
const SLOTS = [
  ['allday', 'Any time, 7am–7pm', 0],
  ['morning', 'Morning, 7am–12pm', 15],
  ['evening', 'Evening, 4pm–9pm', 15],
];
const DELIVERY = 49;
const FREE_FROM = 1000;
const ROOM = 25;
const FIRST_ORDER = 7301;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toLocaleString('en-US')}`;
const bySlug = (s) => PRODUCTS.find((p) => p.slug === s);
const deptName = (d) => DEPARTMENTS.find(([k]) => k === d)?.[1];
const matName = (m) => MATERIALS.find(([k]) => k === m)?.[1];
const from = (p) => Math.min(...p.sizes.map((s) => s[2]));
const sizeOf = (p, key) => p.sizes.find((s) => s[0] === key);
const firstColour = (p) => p.colours.find((c) => !c.out)?.key;
const colourOf = (p, key) => p.colours.find((c) => c.key === key);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const hidden = (name, value) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const stem = (w) => w.replace(/ies$/, 'y').replace(/(?<=...)s$/, '');
const urlOf = (path, query) => {
  const s = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')).toString();
  return s ? `${path}?${s}` : path;
};

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], saved: [], orders: [], dimensionViews: 0 };
  };
  reset();

  const unit = (l) => sizeOf(bySlug(l.product), l.size)[2] + (l.assembly ? bySlug(l.product).assembly : 0);
  const items = () => state.basket.reduce((n, l) => n + l.qty * sizeOf(bySlug(l.product), l.size)[2], 0);
  const assembly = () => state.basket.reduce((n, l) => n + (l.assembly ? l.qty * bySlug(l.product).assembly : 0), 0);
  const deliveryFee = () => (items() >= FREE_FROM ? 0 : DELIVERY);
  const count = () => state.basket.reduce((n, l) => n + l.qty, 0);

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Birchlane Home</title><style>
body{font-family:"Helvetica Neue",Arial,sans-serif;margin:0;color:#2b2722;background:#fbf8f4} header{display:flex;flex-wrap:wrap;gap:20px;align-items:center;padding:12px 28px;background:#fff;border-bottom:1px solid #e5ddd2}
header .logo{font-size:22px;color:#3d5a40;text-decoration:none} nav.depts{padding:8px 28px;background:#3d5a40} nav.depts a{color:#fff;margin-right:18px;text-decoration:none}
main{padding:22px 28px} aside{float:left;width:220px} .results{margin-left:240px} .grid{display:grid;grid-template-columns:repeat(3,240px);gap:18px;list-style:none;padding:0}
.card{background:#fff;border:1px solid #e5ddd2;border-radius:8px;padding:12px} .card h2{font-size:17px;margin:6px 0} .photo{height:120px;background:#ece4d8;border-radius:6px;display:flex;align-items:center;justify-content:center;color:#8a7d6b}
.badge{background:#3d5a40;color:#fff;font-size:11px;padding:1px 6px;border-radius:3px} .out{color:#9a938a} .price{font-size:20px;font-weight:bold}
table{border-collapse:collapse;background:#fff} td,th{padding:8px 12px;border-bottom:1px solid #e5ddd2;text-align:left;vertical-align:top} .total{font-weight:bold}
.tiles{display:flex;gap:14px;list-style:none;padding:0} .tiles a{display:block;padding:30px 26px;background:#ece4d8;border-radius:8px}
</style></head><body><header><a class="logo" href="/">Birchlane Home</a>
<form action="/products" method="get" role="search"><input name="q" type="search" aria-label="Search Birchlane" placeholder="Sofas, beds, lamps…"> <button aria-label="Search">🔍</button></form>
<a href="/saved">♡ Saved (${state.saved.length})</a> <a href="/basket">Basket (${count()})</a></header>
<nav class="depts" aria-label="Departments">${DEPARTMENTS.map(([k, n]) => `<a href="/products?dept=${k}">${n}</a>`).join('')}</nav><main>${body}</main>
<footer><p>Free delivery on orders of $1,000 or more. Our two-person team delivers to the room of your choice for $25.</p></footer></body></html>`;

  const card = (p, back) => {
    const colours = p.colours.length;
    return `<li class="card"><div class="photo">${esc(p.name)} photo</div>${p.isNew ? '<span class="badge">New in</span>' : ''}<h2><a href="/p/${p.slug}">${esc(p.name)}</a></h2>
<p>${colours} ${colours === 1 ? 'colour' : 'colours'} · ${matName(p.material)}</p><p class="price">${p.sizes.length > 1 ? 'From ' : ''}${money(from(p))}</p><p>★ ${p.rating.toFixed(1)} (${p.reviews} reviews)</p>
<p>${p.stock ? 'Delivery from Thursday 3 December' : '<span class="out">Out of stock</span>'}</p>
<form method="post" action="/saved/add">${hidden('product', p.slug)}${hidden('back', back)}<button>♡ Save</button></form></li>`;
  };

  function listPage(query) {
    const dept = deptName(query.dept) ? query.dept : '';
    const words = (query.q ?? '').toLowerCase().split(/[\s,]+/).filter(Boolean).map(stem);
    let found = PRODUCTS.filter((p) => (!dept || p.dept === dept) && words.every((w) => `${p.name} ${deptName(p.dept)} ${matName(p.material)} ${p.colours.map((c) => c.label).join(' ')}`.toLowerCase().includes(w)));
    if (Number(query.price) > 0) found = found.filter((p) => from(p) < Number(query.price));
    if (MATERIALS.some(([k]) => k === query.material)) found = found.filter((p) => p.material === query.material);
    if (query.stock === '1') found = found.filter((p) => p.stock);
    found = [...found];
    if (query.sort === 'price-asc') found.sort((a, b) => from(a) - from(b));
    if (query.sort === 'price-desc') found.sort((a, b) => from(b) - from(a));
    if (query.sort === 'rating') found.sort((a, b) => b.rating - a.rating);
    if (query.sort === 'newest') found.sort((a, b) => b.isNew - a.isNew);
    const heading = query.q ? `Results for “${query.q}”` : dept ? deptName(dept) : 'All products';
    const back = urlOf('/products', query);
    const keep = query.q ? hidden('q', query.q) : dept ? hidden('dept', dept) : '';
    return layout(heading, `<aside><h2>Filter</h2><form method="get" action="/products">${keep}
<p><label for="price">Price</label><br><select id="price" name="price" onchange="this.form.submit()">${options(PRICES, query.price ?? '')}</select></p>
<p><label for="material">Material</label><br><select id="material" name="material" onchange="this.form.submit()">${options([['', 'All materials'], ...MATERIALS], query.material ?? '')}</select></p>
<p><label><input type="checkbox" name="stock" value="1"${query.stock === '1' ? ' checked' : ''} onchange="this.form.submit()"> In stock only</label></p>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p></form>
<p><a href="${esc(urlOf('/products', { q: query.q, dept }))}">Clear filters</a></p></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'product' : 'products'}</p>${found.length ? `<ul class="grid">${found.map((p) => card(p, back)).join('')}</ul>` : '<p>Nothing matches those filters. Try clearing some.</p>'}</section>`);
  }

  function productPage(p, query) {
    const colour = colourOf(p, query.colour) && !colourOf(p, query.colour).out ? query.colour : firstColour(p);
    const size = sizeOf(p, query.size) ? query.size : p.sizes[0][0];
    const qty = Math.min(5, Math.max(1, Math.floor(Number(query.qty)) || 1));
    const withAssembly = p.assembly !== null && query.assembly === '1';
    const radios = p.colours
      .map((c) =>
        c.out
          ? `<label class="out"><input type="radio" name="colour" value="${c.key}" disabled> ${esc(c.label)} (sold out)</label>`
          : `<label><input type="radio" name="colour" value="${c.key}"${c.key === colour ? ' checked' : ''} onchange="this.form.submit()"> ${esc(c.label)}</label>`,
      )
      .join(' ');
    const sizeControl =
      p.sizes.length > 1
        ? `<p><label for="size">Size</label> <select id="size" name="size" onchange="this.form.submit()">${options(p.sizes.map(([k, l, pr]) => [k, `${l} — ${money(pr)}`]), size)}</select></p>`
        : `<p>Size: ${esc(p.sizes[0][1])}</p>`;
    const assemblyControl =
      p.assembly === null
        ? '<p>Arrives ready to use — no assembly needed.</p>'
        : `<p><label><input type="checkbox" name="assembly" value="1"${withAssembly ? ' checked' : ''} onchange="this.form.submit()"> Add expert assembly (+${money(p.assembly)})</label></p>`;
    const price = sizeOf(p, size)[2];
    const total = qty * (price + (withAssembly ? p.assembly : 0));
    const self = urlOf(`/p/${p.slug}`, query);
    const add = p.stock
      ? `<form method="post" action="/basket/add">${hidden('product', p.slug)}${hidden('colour', colour)}${hidden('size', size)}${hidden('qty', qty)}${withAssembly ? hidden('assembly', '1') : ''}<button>Add to basket</button></form>`
      : '<p class="out">Out of stock — back in January.</p>';
    const alike = PRODUCTS.filter((x) => x.dept === p.dept && x.slug !== p.slug).slice(0, 3);
    return layout(p.name, `<p><a href="/">Home</a> › <a href="/products?dept=${p.dept}">${deptName(p.dept)}</a></p>
<h1>${esc(p.name)}</h1><p>★ ${p.rating.toFixed(1)} · ${p.reviews} reviews · ${matName(p.material)}</p><p>${esc(p.description)}</p>
<p class="price">${money(price)}</p>
<form method="get" action="/p/${p.slug}"><fieldset><legend>Colour</legend>${radios}</fieldset>${sizeControl}
<p><label for="qty">Quantity</label> <input id="qty" name="qty" type="number" min="1" max="5" value="${qty}" onchange="this.form.submit()"></p>${assemblyControl}</form>
<p class="total">Total: ${money(total)}</p><p>${p.stock ? 'Delivery from Thursday 3 December.' : ''} Delivery $49, free on orders of $1,000 or more.</p>
${add}<form method="post" action="/saved/add">${hidden('product', p.slug)}${hidden('back', self)}<button>♡ Save for later</button></form>
<p><a href="/p/${p.slug}/dimensions" target="_blank">Dimensions and care</a> (opens in a new tab)</p>
<section><h2>Reviews</h2><ul>${p.quotes.map((q) => `<li>${esc(q)}</li>`).join('')}</ul></section>
<section><h2>You might also like</h2><ul class="grid">${alike.map((x) => `<li class="card"><h3><a href="/p/${x.slug}">${esc(x.name)}</a></h3><p>${x.sizes.length > 1 ? 'From ' : ''}${money(from(x))}</p></li>`).join('')}</ul></section>`);
  }

  function savedPage() {
    const rows = state.saved
      .map((s) => {
        const p = bySlug(s);
        return `<tr><td><a href="/p/${p.slug}">${esc(p.name)}</a></td><td>${p.sizes.length > 1 ? 'From ' : ''}${money(from(p))}</td><td>${p.stock ? 'In stock' : 'Out of stock'}</td>
<td>${p.stock ? `<form method="post" action="/saved/move">${hidden('product', p.slug)}<button>Move to basket</button></form>` : ''}</td>
<td><form method="post" action="/saved/remove">${hidden('product', p.slug)}<button>Remove</button></form></td></tr>`;
      })
      .join('');
    return layout('Saved', `<h1>Saved for later</h1>${rows ? `<p>Move to basket adds the first colour in stock, in the first size.</p><table><tbody>${rows}</tbody></table>` : '<p>Nothing saved yet.</p>'}`);
  }

  function basketPage() {
    if (!state.basket.length) return layout('Basket', '<h1>Your basket</h1><p>Your basket is empty.</p><p><a href="/">Continue shopping</a></p>');
    const rows = state.basket
      .map((l, i) => {
        const p = bySlug(l.product);
        const sizeText = p.sizes.length > 1 ? ` · ${sizeOf(p, l.size)[1]}` : '';
        const asm =
          p.assembly === null
            ? 'Ready to use'
            : `<form method="post" action="/basket/update">${hidden('line', i)}${hidden('field', 'assembly')}<label><input type="checkbox" name="assembly" value="1"${l.assembly ? ' checked' : ''} onchange="this.form.submit()"> Assembly (+${money(p.assembly)} each)</label></form>`;
        return `<tr><td><a href="/p/${p.slug}">${esc(p.name)}</a><br>${esc(colourOf(p, l.colour).label)}${esc(sizeText)}</td><td>${asm}</td>
<td><form method="post" action="/basket/update">${hidden('line', i)}${hidden('field', 'qty')}<label for="bq${i}">Quantity</label> <select id="bq${i}" name="qty" onchange="this.form.submit()">${options([1, 2, 3, 4, 5].map((n) => [String(n), String(n)]), String(l.qty))}</select></form></td>
<td>${money(l.qty * unit(l))}</td><td><form method="post" action="/basket/later">${hidden('line', i)}<button>Save for later</button></form><form method="post" action="/basket/remove">${hidden('line', i)}<button>Remove</button></form></td></tr>`;
      })
      .join('');
    const fee = deliveryFee();
    return layout('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Assembly</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<h2>Summary</h2><table><tbody><tr><th>Items</th><td>${money(items())}</td></tr><tr><th>Assembly</th><td>${money(assembly())}</td></tr><tr><th>Delivery</th><td>${fee ? money(fee) : 'Free'}</td></tr>
<tr><th>Total</th><td class="total">${money(items() + assembly() + fee)}</td></tr></tbody></table><p><a href="/checkout">Go to checkout</a> <a href="/">Continue shopping</a></p>`);
  }

  const extras = (date, slot, room) => (DAYS.find((d) => d[0] === date)?.[2] ?? 0) + (SLOTS.find((s) => s[0] === slot)?.[2] ?? 0) + (room ? ROOM : 0);

  function checkoutPage(query) {
    if (!state.basket.length) return layout('Checkout', '<h1>Checkout</h1><p>Your basket is empty.</p>');
    const date = DAYS.some((d) => d[0] === query.date && d[3]) ? query.date : '';
    const slot = SLOTS.some((s) => s[0] === query.slot) ? query.slot : 'allday';
    const room = query.room === '1';
    const dayRadios = DAYS.map(([k, l, fee, open]) =>
      open
        ? `<label><input type="radio" name="date" value="${k}"${k === date ? ' checked' : ''} onchange="this.form.submit()"> ${l}${fee ? ` (+${money(fee)})` : ''}</label>`
        : `<label class="out"><input type="radio" name="date" value="${k}" disabled> ${l} — fully booked</label>`,
    ).join('<br>');
    const slotRadios = SLOTS.map(([k, l, fee]) => `<label><input type="radio" name="slot" value="${k}"${k === slot ? ' checked' : ''} onchange="this.form.submit()"> ${l} ${fee ? `(+${money(fee)})` : '(free)'}</label>`).join('<br>');
    const goods = items() + assembly();
    const fee = deliveryFee();
    const more = extras(date, slot, room);
    const details = date
      ? `<form method="post" action="/checkout">${hidden('date', date)}${hidden('slot', slot)}${room ? hidden('room', '1') : ''}<h2>Your details</h2>
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p>
<p><label for="street">House number and street</label> <input id="street" name="street"></p>
<p><label for="town">Town</label> <input id="town" name="town"></p><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode"></p>
<p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p>
<p><label for="notes">Delivery notes (optional)</label><br><textarea id="notes" name="notes" rows="3" cols="40"></textarea></p>
<p>Our driver calls 30 minutes before arriving.</p><button>Place order</button></form>`
      : '<p>Choose a delivery day to continue.</p>';
    return layout('Checkout', `<h1>Checkout</h1><form method="get" action="/checkout"><fieldset><legend>Delivery day</legend>${dayRadios}</fieldset>
<fieldset><legend>Time slot</legend>${slotRadios}</fieldset>
<p><label><input type="checkbox" name="room" value="1"${room ? ' checked' : ''} onchange="this.form.submit()"> Carry it to the room of my choice (+${money(ROOM)})</label></p></form>
<table><tbody><tr><th>Items and assembly</th><td>${money(goods)}</td></tr><tr><th>Delivery</th><td>${fee ? money(fee) : 'Free'}</td></tr><tr><th>Delivery extras</th><td>${money(more)}</td></tr>
<tr><th>Order total</th><td class="total">${money(goods + fee + more)}</td></tr></tbody></table>${details}`);
  }

  const addLine = (line) => {
    const same = state.basket.find((l) => l.product === line.product && l.colour === line.colour && l.size === line.size && l.assembly === line.assembly);
    if (same) same.qty = Math.min(5, same.qty + line.qty);
    else state.basket.push(line);
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/basket/add': {
          const p = bySlug(form.product);
          const c = p && colourOf(p, form.colour);
          if (!p || !p.stock || !c || c.out || !sizeOf(p, form.size)) return { status: 400, html: 'Bad request' };
          addLine({ product: p.slug, colour: c.key, size: form.size, qty: Math.min(5, Math.max(1, Math.floor(Number(form.qty)) || 1)), assembly: p.assembly !== null && form.assembly === '1' });
          return { redirect: '/basket' };
        }
        case '/basket/update': {
          const l = state.basket[Number(form.line)];
          if (l && form.field === 'qty') l.qty = Math.min(5, Math.max(1, Number(form.qty) || 1));
          if (l && form.field === 'assembly') l.assembly = bySlug(l.product).assembly !== null && form.assembly === '1';
          return { redirect: '/basket' };
        }
        case '/basket/remove':
          state.basket.splice(Number(form.line), 1);
          return { redirect: '/basket' };
        case '/basket/later': {
          const l = state.basket[Number(form.line)];
          if (l) {
            state.basket.splice(Number(form.line), 1);
            if (!state.saved.includes(l.product)) state.saved.push(l.product);
          }
          return { redirect: '/basket' };
        }
        case '/saved/add': {
          if (!bySlug(form.product)) return { status: 400, html: 'Bad request' };
          if (!state.saved.includes(form.product)) state.saved.push(form.product);
          return { redirect: form.back?.startsWith('/') ? form.back : '/saved' };
        }
        case '/saved/remove':
          state.saved = state.saved.filter((s) => s !== form.product);
          return { redirect: '/saved' };
        case '/saved/move': {
          const p = bySlug(form.product);
          if (!p || !p.stock) return { status: 400, html: 'Bad request' };
          state.saved = state.saved.filter((s) => s !== p.slug);
          addLine({ product: p.slug, colour: firstColour(p), size: p.sizes[0][0], qty: 1, assembly: false });
          return { redirect: '/basket' };
        }
        case '/checkout': {
          if (!state.basket.length) return { redirect: '/basket' };
          const date = DAYS.some((d) => d[0] === form.date && d[3]) ? form.date : '';
          const slot = SLOTS.some((s) => s[0] === form.slot) ? form.slot : 'allday';
          const room = form.room === '1';
          const back = urlOf('/checkout', { date, slot, room: room ? '1' : '' });
          const need = ['name', 'street', 'town', 'postcode', 'phone'];
          if (!date || need.some((k) => !form[k]?.trim())) return { redirect: back };
          state.orders.push({
            ref: `BL-${FIRST_ORDER + state.orders.length}`,
            items: state.basket,
            date,
            slot,
            room,
            name: form.name.trim(),
            street: form.street.trim(),
            town: form.town.trim(),
            postcode: form.postcode.trim().toUpperCase(),
            phone: form.phone.trim(),
            notes: (form.notes ?? '').trim(),
            total: items() + assembly() + deliveryFee() + extras(date, slot, room),
          });
          state.basket = [];
          return { redirect: `/orders/${state.orders.at(-1).ref}` };
        }
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const product = /^\/p\/([a-z0-9-]+)$/.exec(u.pathname);
    const dims = /^\/p\/([a-z0-9-]+)\/dimensions$/.exec(u.pathname);
    const order = /^\/orders\/(BL-\d+)$/.exec(u.pathname);
    if (u.pathname === '/') {
      html = layout('Furniture and homeware', `<h1>Make yourself at home</h1><p>Winter delivery slots are filling up — order by 20 December for delivery before the holidays.</p>
<h2>Shop by room</h2><ul class="tiles">${DEPARTMENTS.map(([k, n]) => `<li><a href="/products?dept=${k}">${n}</a></li>`).join('')}</ul>
<h2>New in</h2><ul class="grid">${PRODUCTS.filter((p) => p.isNew).map((p) => card(p, '/')).join('')}</ul>`);
    } else if (u.pathname === '/products') html = listPage(query);
    else if (product && bySlug(product[1])) html = productPage(bySlug(product[1]), query);
    else if (dims && bySlug(dims[1])) {
      // Opens in a tab of its own: counted, but not the page the session shops from.
      state.dimensionViews++;
      const p = bySlug(dims[1]);
      return { html: layout(`${p.name}: dimensions`, `<h1>${esc(p.name)}: dimensions and care</h1><p>${esc(p.dimensions)}</p><p>Clean with a soft dry cloth. Keep out of direct sunlight.</p>`) };
    } else if (u.pathname === '/saved') html = savedPage();
    else if (u.pathname === '/basket') html = basketPage();
    else if (u.pathname === '/checkout') html = checkoutPage(query);
    else if (order && state.orders.find((o) => o.ref === order[1])) {
      const o = state.orders.find((x) => x.ref === order[1]);
      html = layout('Order placed', `<h1>Thank you, ${esc(o.name.split(' ')[0])}!</h1><p>Your order number is ${o.ref}.</p>
<p>Delivery on ${DAYS.find((d) => d[0] === o.date)[1]}, ${SLOTS.find((s) => s[0] === o.slot)[1]}, to ${esc(o.street)}, ${esc(o.town)} ${esc(o.postcode)}.</p><p>Total paid: ${money(o.total)}</p><p><a href="/">Continue shopping</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the basket, saved items, orders, dimension tabs opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
