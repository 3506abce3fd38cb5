/** Greenacre Garden Centre: plants and garden care with click-and-collect, plus workshops. */
import { esc, gbp, parseUrl, parseBody, qs, doc, radio, checkbox, field, select, clone } from '../web.mjs';

const DEPTS = {
  'trees-shrubs': 'Trees & shrubs', perennials: 'Perennials', bedding: 'Bedding plants', houseplants: 'Houseplants',
  compost: 'Compost & soil', tools: 'Garden tools', christmas: 'Christmas trees & decorations',
};
const LIGHT = { sun: 'Sunny spot', part: 'Partial shade', shade: 'Shady spot' };
// id, name, dept, light, sizes [value, label, price], colours, in stock, popularity order = list order, blurb
const P = [
  ['nordmann', 'Nordmann fir Christmas tree (cut)', 'christmas', 'sun', [['5-6ft', '5–6 ft', 49.99], ['6-7ft', '6–7 ft', 64.99], ['7-8ft', '7–8 ft', 84.99]], null, true, 'Non-drop needles, netted for you at the till.'],
  ['potted-spruce', 'Norway spruce Christmas tree in a pot', 'christmas', 'sun', [['3-4ft', '3–4 ft', 34.99], ['4-5ft', '4–5 ft', 44.99]], null, true, 'Grown in its pot, so you can plant it out in January.'],
  ['poinsettia', 'Poinsettia', 'christmas', 'part', [['13cm', '13cm pot', 7.99]], ['Red', 'White'], true, 'Keep away from draughts.'],
  ['wreath', 'Fresh door wreath', 'christmas', 'sun', [['40cm', '40cm', 29.99], ['50cm', '50cm', 39.99]], null, true, 'Hand-made in our workshop with fir, eucalyptus and dried orange.'],
  ['treestand', 'Christmas tree stand', 'christmas', 'sun', [['7ft', 'For trees up to 7 ft', 24.99], ['9ft', 'For trees up to 9 ft', 34.99]], null, true, 'Holds up to 2.5 litres of water.'],
  ['hydrangea', "Hydrangea macrophylla 'Endless Summer'", 'trees-shrubs', 'part', [['2l', '2 litre pot', 14.99], ['5l', '5 litre pot', 24.99]], ['Blue', 'Pink'], true, 'Flowers on old and new wood from June to September.'],
  ['acer', "Japanese maple 'Bloodgood'", 'trees-shrubs', 'part', [['5l', '5 litre pot', 39.99], ['10l', '10 litre pot', 69.99]], null, true, 'Deep red leaves all summer.'],
  ['skimmia', "Skimmia japonica 'Rubella'", 'trees-shrubs', 'shade', [['2l', '2 litre pot', 12.99]], null, true, 'Red winter buds, scented white flowers in spring.'],
  ['olive', 'Olive tree (standard)', 'trees-shrubs', 'sun', [['10l', '10 litre pot', 59.99], ['20l', '20 litre pot', 99.99]], null, false, 'Hardy to about -8°C in a sheltered spot.'],
  ['lavender', "Lavender 'Hidcote'", 'perennials', 'sun', [['9cm', '9cm pot', 4.99], ['2l', '2 litre pot', 9.99]], null, true, 'Compact, deep purple, loved by bees.'],
  ['hellebore', "Hellebore 'Christmas Carol'", 'perennials', 'part', [['1l', '1 litre pot', 8.99], ['3l', '3 litre pot', 16.99]], null, true, 'White flowers from December to March.'],
  ['heuchera', "Heuchera 'Palace Purple'", 'perennials', 'shade', [['9cm', '9cm pot', 5.49], ['2l', '2 litre pot', 10.99]], null, true, 'Purple leaves all year round.'],
  ['hosta', "Hosta 'June'", 'perennials', 'shade', [['2l', '2 litre pot', 9.49]], null, false, 'Back in stock in March.'],
  ['pansy', 'Winter pansies', 'bedding', 'sun', [['pack6', 'Pack of 6', 3.99], ['tray24', 'Tray of 24', 11.99]], ['Mixed', 'Blue', 'Yellow'], true, 'Flower through mild spells all winter.'],
  ['cyclamen', 'Cyclamen (outdoor)', 'bedding', 'part', [['9cm', '9cm pot', 2.99]], ['White', 'Red', 'Pink'], true, 'Hardy miniature cyclamen for pots and borders.'],
  ['monstera', 'Monstera deliciosa (Swiss cheese plant)', 'houseplants', 'part', [['12cm', '12cm pot', 14.99], ['17cm', '17cm pot', 24.99]], null, true, 'Likes bright, indirect light.'],
  ['snakeplant', 'Snake plant (Sansevieria)', 'houseplants', 'shade', [['12cm', '12cm pot', 11.99], ['17cm', '17cm pot', 19.99]], null, true, 'Copes with shade and forgets-to-water owners.'],
  ['peacelily', 'Peace lily (Spathiphyllum)', 'houseplants', 'shade', [['12cm', '12cm pot', 9.99]], null, true, 'Copes with shade; droops when thirsty.'],
  ['zz', 'ZZ plant (Zamioculcas)', 'houseplants', 'shade', [['17cm', '17cm pot', 22.99]], null, false, 'Copes with shade. Back in stock next week.'],
  ['compost', 'Multi-purpose peat-free compost, 50 litre', 'compost', 'sun', [['1-bag', '1 bag', 6.99], ['3-bags', '3 bags', 18.0]], null, true, 'Our best-selling peat-free compost.'],
  ['ericaceous', 'Ericaceous compost, 40 litre', 'compost', 'sun', [['1-bag', '1 bag', 7.49]], null, true, 'For acid-loving plants such as camellias and blueberries.'],
  ['topsoil', 'Screened topsoil, 25 litre', 'compost', 'sun', [['1-bag', '1 bag', 4.49]], null, true, 'For new beds and levelling lawns.'],
  ['bypass-secateurs', 'Bypass secateurs', 'tools', 'sun', [['standard', 'Standard', 19.99]], null, true, 'For clean cuts on live stems up to 20mm.'],
  ['anvil-secateurs', 'Anvil secateurs', 'tools', 'sun', [['standard', 'Standard', 22.99]], null, true, 'For dead wood and tough stems.'],
  ['gloves', 'Thorn-proof gardening gloves', 'tools', 'sun', [['s', 'Small', 8.99], ['m', 'Medium', 8.99], ['l', 'Large', 8.99]], null, true, 'Leather palms, long cuffs.'],
].map(([id, name, dept, light, sizes, colours, stock, blurb]) => ({ id, name, dept, light, sizes, colours, stock, blurb }));
const byId = Object.fromEntries(P.map((p) => [p.id, p]));
const from = (p) => Math.min(...p.sizes.map((s) => s[2]));

const STORES = [['harlow', 'Greenacre Harlow'], ['stortford', "Greenacre Bishop's Stortford"]];
const DAYS = [['2026-11-28', 'Saturday 28 November'], ['2026-11-29', 'Sunday 29 November'], ['2026-11-30', 'Monday 30 November'], ['2026-12-01', 'Tuesday 1 December']];
const WORKSHOPS = { wreath: ['Christmas wreath making', 45], terrarium: ['Terrarium building', 35], pruning: ['Winter pruning for beginners', 20] };
const SESSIONS = [
  ['pr-1128', 'pruning', '2026-11-28', '10:00 AM', 'morning', 6],
  ['wr-1204', 'wreath', '2026-12-04', '6:30 PM', 'evening', 5],
  ['te-1204', 'terrarium', '2026-12-04', '6:30 PM', 'evening', 8],
  ['wr-1205a', 'wreath', '2026-12-05', '10:00 AM', 'morning', 0],
  ['wr-1205p', 'wreath', '2026-12-05', '2:00 PM', 'afternoon', 3],
  ['pr-1205', 'pruning', '2026-12-05', '10:00 AM', 'morning', 10],
  ['wr-1206', 'wreath', '2026-12-06', '10:00 AM', 'morning', 7],
  ['te-1212', 'terrarium', '2026-12-12', '2:00 PM', 'afternoon', 4],
  ['wr-1211', 'wreath', '2026-12-11', '6:30 PM', 'evening', 9],
].map(([id, w, date, time, part, left]) => ({ id, w, date, time, part, left }));
const dayName = (d) => new Date(d + 'T12:00:00Z').toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });

const header = `<header><a href="/">Greenacre Garden Centre</a>
<nav aria-label="Main"><ul>
<li><details><summary>Plants</summary><ul>
<li><a href="/shop/trees-shrubs">Trees &amp; shrubs</a></li><li><a href="/shop/perennials">Perennials</a></li>
<li><a href="/shop/bedding">Bedding plants</a></li><li><a href="/shop/houseplants">Houseplants</a></li></ul></details></li>
<li><details><summary>Garden care</summary><ul>
<li><a href="/shop/compost">Compost &amp; soil</a></li><li><a href="/shop/tools">Garden tools</a></li></ul></details></li>
<li><a href="/shop/christmas">Christmas shop</a></li>
<li><a href="/workshops">Workshops &amp; events</a></li>
<li><a href="/basket">Basket</a></li>
<li><details><summary aria-label="More">☰</summary><ul>
<li><a href="/visit">Opening times &amp; directions</a></li><li><a href="/cafe">The Potting Shed café</a></li><li><a href="/click-and-collect">How click &amp; collect works</a></li></ul></details></li>
</ul></nav>
<form action="/search" method="get" role="search"><label for="q">Search Greenacre</label> <input type="search" id="q" name="q" placeholder="Plants, compost, tools…"> <button type="submit">Search</button></form>
</header>`;
const footer = `<footer><p>Greenacre Garden Centre · Harlow · Bishop's Stortford</p><ul><li><a href="/visit">Opening times</a></li><li><a href="/click-and-collect">Click &amp; collect</a></li><li><a href="/cafe">Café</a></li></ul><p>© 2026 Greenacre Garden Centres Ltd</p></footer>`;
const page = (title, main) => doc(`${title} | Greenacre Garden Centre`, header, main, footer);

function workshopForm(q) {
  return `<form action="/workshops" method="get">
${select('workshop', 'Workshop', [['', 'Any workshop'], ...Object.entries(WORKSHOPS).map(([k, [n]]) => [k, n])], q.workshop)}
${field('date', 'Date', 'date', q.date || '')}
<fieldset><legend>Time of day</legend>${radio('time', '', 'Any time', !q.time, false)} ${radio('time', 'morning', 'Morning', q.time === 'morning', false)} ${radio('time', 'afternoon', 'Afternoon', q.time === 'afternoon', false)} ${radio('time', 'evening', 'Evening', q.time === 'evening', false)}</fieldset>
${field('places', 'Places', 'number', q.places || '1', ' min="1" max="10"')}
<button type="submit">Check dates</button></form>`;
}

function listing(items, q, action, extraHidden) {
  let xs = items.filter((p) => (!q.light || p.light === q.light) && (q.instock !== 'yes' || p.stock));
  const sorts = { 'price-asc': (a, b) => from(a) - from(b), 'price-desc': (a, b) => from(b) - from(a), name: (a, b) => a.name.localeCompare(b.name) };
  if (sorts[q.sort]) xs = [...xs].sort(sorts[q.sort]);
  return `<form action="${action}" method="get">${extraHidden}
${select('light', 'Light', [['', 'Any'], ...Object.entries(LIGHT)], q.light, true)}
${select('sort', 'Sort by', [['', 'Most popular'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['name', 'Name: A to Z']], q.sort, true)}
<p>${checkbox('instock', 'yes', 'In stock for click & collect', q.instock === 'yes')}</p>
<button type="submit">Apply</button></form>
<p>${xs.length} product${xs.length === 1 ? '' : 's'}</p>
<ul class="products">${xs.map((p) => `<li><a href="/p/${p.id}">${esc(p.name)}</a> · from ${gbp(from(p))} · ${LIGHT[p.light]} · ${p.stock ? 'In stock' : 'Out of stock'}</li>`).join('')}</ul>`;
}

const stem = (w) => w.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/(es|s)$/, '');
function matches(p, q) {
  const words = q.split(/\s+/).map(stem).filter(Boolean);
  const hay = (p.name + ' ' + DEPTS[p.dept]).toLowerCase().split(/[^a-z0-9]+/).map(stem);
  return words.length > 0 && words.every((w) => hay.some((h) => h.startsWith(w)));
}

export function createSite() {
  let s;
  const reset = () => {
    s = { page: { path: '/', query: {} }, basket: [], collection: null, orders: [], workshopBookings: [] };
  };
  reset();
  const total = (lines) => lines.reduce((t, l) => t + l.price * l.qty, 0);

  function get(path, q) {
    if (path === '/') {
      return page('Home', `<h1>Everything for your garden, ready to collect</h1>
<section><h2>Find plants and products</h2><form action="/search" method="get">
<p><label for="home-q">What are you looking for?</label> <input type="search" id="home-q" name="q"></p>
${select('dept', 'Department', [['', 'All departments'], ...Object.entries(DEPTS)], '')}
<button type="submit">Find</button></form></section>
<section><h2>Book a workshop</h2>${workshopForm({})}</section>
<section><h2>Shop by department</h2><ul>${Object.entries(DEPTS).map(([k, n]) => `<li><a href="/shop/${k}">${esc(n)}</a></li>`).join('')}</ul></section>
<section><h2>Click &amp; collect</h2><p>Order by 4pm and collect from the next day at Harlow or Bishop's Stortford. <a href="/click-and-collect">How it works</a></p></section>`);
    }
    if (path === '/search') {
      let items = P.filter((p) => matches(p, q.q || ''));
      if (q.dept) items = items.filter((p) => p.dept === q.dept);
      return page('Search', `<h1>Results for "${esc(q.q || '')}"</h1>${listing(items, q, '/search', `<input type="hidden" name="q" value="${esc(q.q || '')}"><input type="hidden" name="dept" value="${esc(q.dept || '')}">`)}`);
    }
    const shop = path.match(/^\/shop\/([a-z-]+)$/);
    if (shop && DEPTS[shop[1]]) return page(DEPTS[shop[1]], `<h1>${esc(DEPTS[shop[1]])}</h1>${listing(P.filter((p) => p.dept === shop[1]), q, path, '')}`);
    const pm = path.match(/^\/p\/([a-z-]+)$/);
    if (pm && byId[pm[1]]) {
      const p = byId[pm[1]];
      const size = p.sizes.find((x) => x[0] === q.size) || p.sizes[0];
      const colour = p.colours ? p.colours.find((c) => c.toLowerCase() === (q.colour || '').toLowerCase()) || p.colours[0] : null;
      return page(p.name, `<p><a href="/shop/${p.dept}">${esc(DEPTS[p.dept])}</a></p><h1>${esc(p.name)}</h1>
<p>${esc(p.blurb)}</p><p>Light: ${LIGHT[p.light]}</p><p>${p.stock ? 'In stock at Harlow and Bishop\'s Stortford' : 'Out of stock'}</p>
<form action="/p/${p.id}" method="get">
<fieldset><legend>Size</legend>${p.sizes.map(([v, l, pr]) => radio('size', v, `${l} — ${gbp(pr)}`, v === size[0])).join(' ')}</fieldset>
${p.colours ? `<fieldset><legend>Colour</legend>${p.colours.map((c) => radio('colour', c.toLowerCase(), c, c === colour)).join(' ')}</fieldset>` : ''}
<noscript><button type="submit">Update</button></noscript></form>
<p class="price">Price: ${gbp(size[2])}</p>
${p.stock ? `<form action="/basket/add" method="post"><input type="hidden" name="id" value="${p.id}"><input type="hidden" name="size" value="${size[0]}"><input type="hidden" name="colour" value="${esc(colour ? colour.toLowerCase() : '')}">
${field('qty', 'Quantity', 'number', '1', ' min="1" max="50"')}<button type="submit">Add to basket</button></form>` : '<p>This item can\'t be ordered right now.</p>'}`);
    }
    if (path === '/basket') {
      const rows = s.basket.map((l, i) => `<tr><td>${esc(l.name)}</td><td>${esc(l.size)}${l.colour ? ', ' + esc(l.colour) : ''}</td><td>${gbp(l.price)}</td>
<td><form action="/basket/update" method="post"><input type="hidden" name="line" value="${i}"><label for="qty-${i}">Quantity</label> <input type="number" id="qty-${i}" name="qty" value="${l.qty}" min="0"> <button type="submit">Update</button></form></td>
<td>${gbp(l.price * l.qty)}</td><td><form action="/basket/remove" method="post"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
      return page('Basket', `<h1>Your basket</h1>${s.basket.length ? `<table><tr><th>Item</th><th>Option</th><th>Price</th><th>Quantity</th><th>Subtotal</th><th></th></tr>${rows}</table>
<p>Total ${gbp(total(s.basket))}</p>
<h2>Click &amp; collect</h2><form action="/basket/collection" method="post">
${select('store', 'Collect from', STORES, s.collection?.store || 'harlow')}
${select('day', 'Collection day', DAYS, s.collection?.day || DAYS[0][0])}
<button type="submit">Continue to checkout</button></form>` : '<p>Your basket is empty.</p>'}<p><a href="/">Continue shopping</a></p>`);
    }
    if (path === '/checkout') {
      if (!s.basket.length || !s.collection) return { redirect: '/basket' };
      return page('Checkout', `<h1>Checkout</h1><p>Collect from ${esc(STORES.find((x) => x[0] === s.collection.store)[1])} on ${dayName(s.collection.day)}. <a href="/basket">Change</a></p>
<p>${s.basket.length} item${s.basket.length === 1 ? '' : 's'} · Total ${gbp(total(s.basket))} · pay when you collect</p>
<form action="/checkout" method="post">${field('name', 'Full name')}${field('email', 'Email', 'email')}${field('phone', 'Mobile number', 'tel')}<button type="submit">Place order</button></form>`);
    }
    const om = path.match(/^\/order\/(GA-\d+)$/);
    if (om) {
      const o = s.orders.find((x) => x.ref === om[1]);
      if (!o) return { status: 404 };
      return page('Order placed', `<h1>Thank you, your order is placed</h1><p>Order number ${o.ref}</p><p>Collect from ${esc(STORES.find((x) => x[0] === o.store)[1])} on ${dayName(o.day)} from 10am. We'll text ${esc(o.phone)} when it's ready.</p><p>Total to pay on collection: ${gbp(o.total)}</p>`);
    }
    if (path === '/workshops') {
      const xs = SESSIONS.filter((x) => (!q.workshop || x.w === q.workshop) && (!q.date || x.date === q.date) && (!q.time || x.part === q.time));
      const places = Math.max(1, parseInt(q.places || '1', 10) || 1);
      return page('Workshops', `<h1>Workshops &amp; events</h1><p>Hands-on sessions in the Potting Shed, with tea and mince pies. All materials included.</p>${workshopForm(q)}
<h2>${xs.length} session${xs.length === 1 ? '' : 's'}</h2><ul>${xs.map((x) => `<li><h3>${esc(WORKSHOPS[x.w][0])}</h3><p>${dayName(x.date)}, ${x.time} · ${gbp(WORKSHOPS[x.w][1])} per person · ${x.left ? `${x.left} places left` : 'Fully booked'}</p>${x.left >= places ? `<a href="/workshops/book${qs({ session: x.id, places })}">Book</a>` : ''}</li>`).join('') || '<li>No sessions match. Try another date.</li>'}</ul>`);
    }
    if (path === '/workshops/book') {
      const x = SESSIONS.find((y) => y.id === q.session);
      if (!x) return { status: 404 };
      return page('Book a workshop', `<h1>Book: ${esc(WORKSHOPS[x.w][0])}</h1><p>${dayName(x.date)}, ${x.time} · ${gbp(WORKSHOPS[x.w][1])} per person</p>
<form action="/workshops/book" method="post"><input type="hidden" name="session" value="${x.id}">${field('places', 'Places', 'number', q.places || '1', ' min="1"')}${field('name', 'Your name')}${field('email', 'Email', 'email')}<button type="submit">Book places</button></form>`);
    }
    const wm = path.match(/^\/workshops\/booking\/(WS-\d+)$/);
    if (wm) {
      const b = s.workshopBookings.find((x) => x.ref === wm[1]);
      if (!b) return { status: 404 };
      return page('Booked', `<h1>You're booked</h1><p>Booking reference ${b.ref}</p><p>${esc(b.workshop)}, ${dayName(b.date)} at ${b.time}, ${b.places} place${b.places === 1 ? '' : 's'}. Total ${gbp(b.total)}, paid on the day.</p>`);
    }
    const info = { '/visit': ['Opening times & directions', 'Open every day 9am–5pm (Sundays 10:30am–4:30pm). Free parking.'], '/cafe': ['The Potting Shed café', 'Breakfast, lunch and cakes, 9am–4pm.'], '/click-and-collect': ['How click & collect works', 'Order by 4pm, collect from the next day. Pay when you collect.'] };
    if (info[path]) return page(info[path][0], `<h1>${esc(info[path][0])}</h1><p>${esc(info[path][1])}</p>`);
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/basket/add') {
      const p = byId[b.id];
      const size = p?.sizes.find((x) => x[0] === b.size);
      if (!p || !size || !p.stock) return { status: 400 };
      const colour = p.colours ? b.colour || p.colours[0].toLowerCase() : null;
      const qty = Math.max(1, parseInt(b.qty || '1', 10) || 1);
      const same = s.basket.find((l) => l.id === p.id && l.size === size[1] && (l.colour || null) === colour);
      if (same) same.qty += qty;
      else s.basket.push({ id: p.id, name: p.name, size: size[1], ...(colour ? { colour } : {}), qty, price: size[2] });
      return { redirect: '/basket' };
    }
    if (path === '/basket/update' || path === '/basket/remove') {
      const i = parseInt(b.line, 10);
      if (!s.basket[i]) return { status: 400 };
      const qty = path === '/basket/remove' ? 0 : parseInt(b.qty, 10) || 0;
      if (qty > 0) s.basket[i].qty = qty;
      else s.basket.splice(i, 1);
      return { redirect: '/basket' };
    }
    if (path === '/basket/collection') {
      if (!STORES.some((x) => x[0] === b.store) || !DAYS.some((x) => x[0] === b.day)) return { status: 400 };
      s.collection = { store: b.store, day: b.day };
      return { redirect: '/checkout' };
    }
    if (path === '/checkout') {
      if (!s.basket.length || !s.collection || !b.name || !b.email || !b.phone) return { status: 400 };
      const ref = `GA-${5001 + s.orders.length}`;
      s.orders.push({ ref, items: s.basket.map((l) => ({ name: l.name, size: l.size, ...(l.colour ? { colour: l.colour } : {}), qty: l.qty })), store: s.collection.store, day: s.collection.day, name: b.name.trim(), email: b.email.trim(), phone: b.phone.trim(), total: Math.round(total(s.basket) * 100) / 100 });
      s.basket = [];
      s.collection = null;
      return { redirect: `/order/${ref}` };
    }
    if (path === '/workshops/book') {
      const x = SESSIONS.find((y) => y.id === b.session);
      const places = parseInt(b.places, 10);
      if (!x || !(places >= 1) || places > x.left || !b.name || !b.email) return { status: 400 };
      const ref = `WS-${301 + s.workshopBookings.length}`;
      s.workshopBookings.push({ ref, workshop: WORKSHOPS[x.w][0], date: x.date, time: x.time, places, name: b.name.trim(), email: b.email.trim(), total: places * WORKSHOPS[x.w][1] });
      return { redirect: `/workshops/booking/${ref}` };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body));
      const r = get(path, query);
      if (typeof r === 'string') {
        s.page = { path, query };
        return { html: r };
      }
      return r;
    },
    state: () => clone(s),
    restore(st) {
      s = clone(st);
    },
    reset,
  };
}
