// Clearview Opticians — glasses and sunglasses shop with home try-on, and eye-test booking.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Clearview Opticians';
const NAV = [['/glasses', 'Glasses'], ['/sunglasses', 'Sunglasses'], ['/eye-test', 'Book an eye test'], ['/try-on', 'Home try-on'], ['/basket', 'Basket'], ['/account', 'My account']];

const FRAMES = [
  { slug: 'ava', name: 'Ava', cat: 'glasses', for: 'women', shape: 'cat-eye', material: 'acetate', price: 95, colours: ['black', 'tortoiseshell', 'blue'] },
  { slug: 'milo', name: 'Milo', cat: 'glasses', for: 'men', shape: 'round', material: 'metal', price: 120, colours: ['gold', 'silver', 'gunmetal'] },
  { slug: 'harper', name: 'Harper', cat: 'glasses', for: 'women', shape: 'round', material: 'acetate', price: 79, colours: ['pink', 'black', 'clear'] },
  { slug: 'jude', name: 'Jude', cat: 'glasses', for: 'men', shape: 'square', material: 'acetate', price: 89, colours: ['black', 'tortoiseshell', 'navy'] },
  { slug: 'rosa', name: 'Rosa', cat: 'glasses', for: 'women', shape: 'square', material: 'metal', price: 135, colours: ['rose gold', 'silver'] },
  { slug: 'finn', name: 'Finn', cat: 'glasses', for: 'kids', shape: 'round', material: 'acetate', price: 45, colours: ['blue', 'red', 'green'] },
  { slug: 'ivy', name: 'Ivy', cat: 'glasses', for: 'kids', shape: 'cat-eye', material: 'acetate', price: 45, colours: ['purple', 'pink'] },
  { slug: 'otto', name: 'Otto', cat: 'glasses', for: 'men', shape: 'aviator', material: 'metal', price: 149, colours: ['gold', 'black'] },
  { slug: 'nell', name: 'Nell', cat: 'glasses', for: 'women', shape: 'aviator', material: 'metal', price: 110, colours: ['silver', 'gold'] },
  { slug: 'theo', name: 'Theo', cat: 'glasses', for: 'men', shape: 'square', material: 'metal', price: 99, colours: ['black', 'silver'] },
  { slug: 'sol', name: 'Sol', cat: 'sunglasses', for: 'men', shape: 'aviator', material: 'metal', price: 85, colours: ['gold', 'black'] },
  { slug: 'bay', name: 'Bay', cat: 'sunglasses', for: 'women', shape: 'square', material: 'acetate', price: 70, colours: ['black', 'tortoiseshell'] },
  { slug: 'coco', name: 'Coco', cat: 'sunglasses', for: 'women', shape: 'cat-eye', material: 'acetate', price: 75, colours: ['black', 'red', 'white'] },
  { slug: 'rio', name: 'Rio', cat: 'sunglasses', for: 'kids', shape: 'round', material: 'acetate', price: 30, colours: ['blue', 'yellow'] },
];
const LENSES = [['single-vision', 'Single vision', 0], ['varifocal', 'Varifocal', 90], ['reading', 'Reading', 0], ['non-prescription', 'Non-prescription', 0]];
const COATINGS = [['antiglare', 'Anti-glare coating', 25], ['bluelight', 'Blue light filter', 30], ['thin', 'Thinner lenses', 40]];
const SIZES = ['narrow', 'medium', 'wide'];
const BRANCHES = [['islington', 'Islington', '212 Upper Street, N1'], ['camden', 'Camden', '41 Parkway, NW1'], ['hackney', 'Hackney', '9 Mare Street, E8']];
const TESTS = [['eye-test', 'Eye test', '£25'], ['contact-lens', 'Contact lens check-up', '£35'], ['kids', "Kids' eye test (under 16)", 'Free']];
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '13:00', '13:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
const REASONS = ['Can no longer make it', 'Booked by mistake', 'Going to another optician', 'Other'];
const DAY0 = Date.UTC(2026, 10, 28); // today: Saturday 28 November 2026
const iso = (t) => new Date(t).toISOString().slice(0, 10);
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAYS = Array.from({ length: 14 }, (_, i) => iso(DAY0 + (i + 1) * 864e5)).filter((d) => new Date(`${d}T00:00:00Z`).getUTCDay() !== 0);
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
const taken = (branch, date, time) => hash(`${branch}|${date}|${time}`) % 7 < 2;
const frame = (slug) => FRAMES.find((f) => f.slug === slug);
const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

function seed() {
  return {
    page: { path: '/', query: {} },
    basket: [],
    tryon: [],
    tryonOrders: [],
    orders: [],
    draft: null,
    appointments: [
      { ref: 'APT-2207', branch: 'hackney', date: '2026-12-01', time: '11:00', type: 'contact-lens', name: 'Sam Ortiz', status: 'booked' },
    ],
  };
}

export function createSite() {
  let st = seed();
  let cookiesOk = false;
  const linePrice = (l) => frame(l.frame).price + LENSES.find((x) => x[0] === l.lens)[2] + l.coatings.reduce((s, c) => s + COATINGS.find((x) => x[0] === c)[2], 0);

  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const banner = cookiesOk ? '' : `<div role="dialog" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;background:#ffe;padding:.6rem;border-top:2px solid #aa0">We use cookies to remember your basket. <form method="post" action="/cookies" style="display:inline"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit">Accept all cookies</button></form> <a href="/cookies">Cookie settings</a></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${st.basket.length})` : t]), title, body: body + banner, q, searchLabel: 'Search frames' }) };
  };

  function card(f) {
    return `<li><a href="/frames/${f.slug}"><img alt="" src="/img/${f.slug}.jpg" width="120"></a><h3><a href="/frames/${f.slug}">${esc(f.name)}</a></h3><p>${cap(f.shape)} · ${f.material} · ${f.colours.length} colours</p><p><strong>${money(f.price)}</strong></p></li>`;
  }

  function listing(cat, path, query) {
    let items = FRAMES.filter((f) => f.cat === cat);
    if (query.for) items = items.filter((f) => f.for === query.for);
    if (query.shape) items = items.filter((f) => f.shape === query.shape);
    if (query.material) items = items.filter((f) => f.material === query.material);
    if (query.maxprice) items = items.filter((f) => f.price <= Number(query.maxprice));
    if (query.sort === 'price-asc') items = [...items].sort((a, b) => a.price - b.price);
    if (query.sort === 'price-desc') items = [...items].sort((a, b) => b.price - a.price);
    if (query.sort === 'name') items = [...items].sort((a, b) => a.name.localeCompare(b.name));
    const who = [['', 'All'], ['women', 'Women'], ['men', 'Men'], ['kids', 'Kids']].map(([v, t]) => (query.for || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery(path, query, { for: v }))}">${t}</a>`).join(' | ');
    const sel = (name, label, opts) => `<label>${label} <select name="${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;
    const form = `<form method="get" action="${path}" aria-label="Filter frames">${query.for ? `<input type="hidden" name="for" value="${esc(query.for)}">` : ''}
${sel('shape', 'Frame shape', [['', 'Any shape'], ['round', 'Round'], ['square', 'Square'], ['cat-eye', 'Cat-eye'], ['aviator', 'Aviator']])}
${sel('material', 'Material', [['', 'Any material'], ['metal', 'Metal'], ['acetate', 'Acetate']])}
${sel('maxprice', 'Price', [['', 'Any price'], ['50', 'Up to £50'], ['100', 'Up to £100'], ['150', 'Up to £150']])}
${sel('sort', 'Sort by', [['', 'Most popular'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['name', 'Name A–Z']])}
<button type="submit">Apply filters</button></form>`;
    const body = `<nav aria-label="Shop for">${who}</nav>${form}<p>${items.length} frames</p><ul class="cards">${items.map(card).join('')}</ul>`;
    return page(path, query, cat === 'glasses' ? 'Glasses' : 'Sunglasses', body);
  }

  function product(f, query) {
    const colour = f.colours.includes(query.colour) ? query.colour : f.colours[0];
    const size = SIZES.includes(query.size) && query.size !== 'medium' ? query.size : '';
    const choose = `<form method="get" action="/frames/${f.slug}" aria-label="Frame options"><fieldset><legend>Colour: ${esc(colour)}</legend>${f.colours.map((c) => `<label style="display:inline"><input type="radio" name="colour" value="${esc(c)}"${c === colour ? ' checked' : ''} onchange="this.form.submit()"> ${esc(cap(c))}</label> `).join('')}</fieldset>
<label>Frame size <select name="size" onchange="this.form.submit()"><option value="">Medium (standard)</option>${SIZES.filter((x) => x !== 'medium').map((s) => `<option value="${s}"${s === size ? ' selected' : ''}>${cap(s)}</option>`).join('')}</select></label><button type="submit">Update</button></form>`;
    const add = `<form method="post" action="/basket/add" aria-label="Lenses"><input type="hidden" name="frame" value="${f.slug}"><input type="hidden" name="colour" value="${esc(colour)}"><input type="hidden" name="size" value="${size || 'medium'}">
<label>Lens type <select name="lens" required><option value="">Choose lenses…</option>${LENSES.map(([v, t, p]) => `<option value="${v}">${t}${p ? ` (+${money(p)})` : ''}</option>`).join('')}</select></label>
<fieldset><legend>Extras</legend>${COATINGS.map(([v, t, p]) => `<label><input type="checkbox" name="${v}" value="yes"> ${t} (+${money(p)})</label>`).join('')}</fieldset>
<button type="submit">Add to basket</button></form>`;
    const tryon = f.cat === 'glasses' ? `<form method="post" action="/try-on/add"><input type="hidden" name="frame" value="${f.slug}"><input type="hidden" name="colour" value="${esc(colour)}"><button type="submit">Add to free home try-on</button></form><p>Try up to 4 frames at home for 5 days, free.</p>` : '';
    const body = `<p><a href="/${f.cat}">← Back to ${f.cat}</a></p><p>${cap(f.shape)} frame in ${f.material}, for ${f.for}.</p><p class="price">Frame price <strong>${money(f.price)}</strong></p>${choose}${add}${tryon}<p><a href="/eye-test">Need a prescription? Book an eye test</a></p>`;
    return page(`/frames/${f.slug}`, query, `${f.name} ${f.cat === 'sunglasses' ? 'sunglasses' : 'glasses'}`, body);
  }

  function basket() {
    const rows = st.basket.map((l, i) => {
      const f = frame(l.frame);
      const extras = l.coatings.map((c) => COATINGS.find((x) => x[0] === c)[1]).join(', ') || 'None';
      return `<tr><td><a href="/frames/${f.slug}">${esc(f.name)}</a></td><td>${esc(cap(l.colour))}</td><td>${cap(l.size)}</td><td>${LENSES.find((x) => x[0] === l.lens)[1]}</td><td>${esc(extras)}</td><td>${money(linePrice(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit" aria-label="Remove ${esc(f.name)} in ${esc(l.colour)}">🗑</button></form></td></tr>`;
    }).join('');
    const total = st.basket.reduce((s, l) => s + linePrice(l), 0);
    const body = st.basket.length
      ? `<table><thead><tr><th>Frame</th><th>Colour</th><th>Size</th><th>Lenses</th><th>Extras</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Total: <strong>${money(total)}</strong></p><p><a href="/checkout">Go to checkout</a></p>`
      : '<p>Your basket is empty.</p><p><a href="/glasses">Shop glasses</a></p>';
    return page('/basket', {}, 'Your basket', body);
  }

  function tryonPage(err = '') {
    const rows = st.tryon.map((t, i) => `<li>${esc(frame(t.frame).name)} in ${esc(t.colour)} <form method="post" action="/try-on/remove" style="display:inline"><input type="hidden" name="item" value="${i}"><button type="submit" aria-label="Remove ${esc(frame(t.frame).name)} in ${esc(t.colour)}">×</button></form></li>`).join('');
    const form = st.tryon.length ? `<h2>Where should we send them?</h2>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/try-on/order"><label>Full name <input name="name" required></label><label>Address <input name="address" required></label><label>Postcode <input name="postcode" required></label><button type="submit">Send my free try-on box</button></form>` : '';
    return page('/try-on', {}, 'Home try-on', `<p>${st.tryon.length} of 4 frames chosen.</p><ul>${rows}</ul>${form}<p><a href="/glasses">Browse glasses</a></p>`);
  }

  function eyeTest(query) {
    const b = BRANCHES.find((x) => x[0] === query.branch);
    if (!b) {
      return page('/eye-test', {}, 'Book an eye test', `<p>Choose a branch.</p><ul>${BRANCHES.map(([v, t, a]) => `<li><strong>${t}</strong> — ${a} <a href="/eye-test?branch=${v}">Choose ${t}</a></li>`).join('')}</ul>`);
    }
    const days = `<h2>${b[1]} — choose a day</h2><ul>${DAYS.map((d) => `<li>${d === query.date ? `<strong>${nice(d)}</strong>` : `<a href="/eye-test?branch=${b[0]}&amp;date=${d}">${nice(d)}</a>`}</li>`).join('')}</ul>`;
    let times = '';
    if (DAYS.includes(query.date)) {
      times = `<h2>Times on ${nice(query.date)}</h2><table><tbody>${TIMES.map((t) => `<tr><td>${t}</td><td>${taken(b[0], query.date, t) ? 'Fully booked' : `<a href="/eye-test/details?branch=${b[0]}&amp;date=${query.date}&amp;time=${t}">Book ${t}</a>`}</td></tr>`).join('')}</tbody></table>`;
    }
    return page('/eye-test', query, 'Book an eye test', `<p><a href="/eye-test">Change branch</a></p>${days}${times}`);
  }

  function details(query, err = '', vals = null) {
    if (!vals) {
      const d = st.draft;
      vals = d ? { type: d.type, first: d.name.split(' ')[0], last: d.name.split(' ').slice(1).join(' '), phone: d.phone, email: d.email || '' } : {};
    }
    const b = BRANCHES.find((x) => x[0] === query.branch);
    const v = (k) => esc(vals[k] || '');
    const body = `<p>${b ? b[1] : ''}, ${DAYS.includes(query.date) ? nice(query.date) : ''} at ${esc(query.time || '')} · <a href="/eye-test?branch=${esc(query.branch || '')}&amp;date=${esc(query.date || '')}">Change time</a></p>${err ? `<p class="err">${esc(err)}</p>` : ''}
<form method="post" action="/eye-test/details"><input type="hidden" name="branch" value="${esc(query.branch || '')}"><input type="hidden" name="date" value="${esc(query.date || '')}"><input type="hidden" name="time" value="${esc(query.time || '')}">
<fieldset><legend>Appointment type</legend>${TESTS.map(([val, t, p]) => `<label><input type="radio" name="type" value="${val}" required${vals.type === val ? ' checked' : ''}> ${t} — ${p}</label>`).join('')}</fieldset>
<label>First name <input name="first" required value="${v('first')}"></label><label>Last name <input name="last" required value="${v('last')}"></label>
<label>Mobile number <input name="phone" type="tel" required value="${v('phone')}"></label><label>Email <input name="email" type="email" value="${v('email')}"></label>
<label><input type="checkbox" name="nhs" value="yes"> I get free NHS eye tests</label><button type="submit">Continue</button></form>`;
    return page('/eye-test/details', query, 'Your details', body);
  }

  function review() {
    const d = st.draft;
    if (!d) return page('/eye-test/review', {}, 'Check your booking', '<p>Nothing to review. <a href="/eye-test">Book an eye test</a></p>');
    const b = BRANCHES.find((x) => x[0] === d.branch);
    const t = TESTS.find((x) => x[0] === d.type);
    const body = `<table><tbody><tr><th>Branch</th><td>${b[1]}, ${b[2]}</td></tr><tr><th>When</th><td>${nice(d.date)} at ${d.time}</td></tr><tr><th>Appointment</th><td>${t[1]} (${d.nhs ? 'NHS, free' : t[2]})</td></tr><tr><th>Name</th><td>${esc(d.name)}</td></tr><tr><th>Mobile</th><td>${esc(d.phone)}</td></tr></tbody></table>
<form method="post" action="/eye-test/confirm"><button type="submit">Confirm booking</button></form><p><a href="/eye-test/details?branch=${d.branch}&amp;date=${d.date}&amp;time=${d.time}">Change details</a></p>`;
    return page('/eye-test/review', {}, 'Check your booking', body);
  }

  function account(path) {
    if (path === '/account/appointments') {
      const rows = st.appointments.map((a) => {
        const b = BRANCHES.find((x) => x[0] === a.branch);
        return `<tr><td>${a.ref}</td><td>${TESTS.find((x) => x[0] === a.type)[1]}</td><td>${b[1]}</td><td>${nice(a.date)}, ${a.time}</td><td>${a.status === 'booked' ? `Booked</td><td><a href="/account/appointments/${a.ref}/cancel">Cancel</a>` : 'Cancelled</td><td>'}</td></tr>`;
      }).join('');
      return page(path, {}, 'My appointments', `<table><thead><tr><th>Ref</th><th>Type</th><th>Branch</th><th>When</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table><p><a href="/eye-test">Book another appointment</a></p>`);
    }
    if (path === '/account/orders') {
      const rows = st.orders.map((o) => `<tr><td>${o.ref}</td><td>${o.items.map((l) => `${frame(l.frame).name} (${l.colour})`).join(', ')}</td><td>${o.delivery === 'collect' ? `Collect from ${BRANCHES.find((x) => x[0] === o.branch)[1]}` : 'Home delivery'}</td><td>${money(o.total)}</td></tr>`).join('');
      return page(path, {}, 'My orders', st.orders.length ? `<table><thead><tr><th>Order</th><th>Frames</th><th>Delivery</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No orders yet.</p>');
    }
    return page('/account', {}, 'My account', `<p>Signed in as Sam Ortiz.</p><ul><li><a href="/account/appointments">My appointments</a></li><li><a href="/account/orders">My orders</a></li><li><a href="/try-on">My home try-on</a></li></ul>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/cookies') { cookiesOk = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const f = frame(one(form, 'frame'));
        const lens = one(form, 'lens');
        if (!f || !LENSES.some((x) => x[0] === lens)) return { status: 400, html: '<p>Choose your lenses.</p>' };
        st.basket.push({ frame: f.slug, colour: one(form, 'colour') || f.colours[0], size: one(form, 'size') || 'medium', lens, coatings: COATINGS.map((c) => c[0]).filter((c) => one(form, c)) });
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/try-on/add') {
        const f = frame(one(form, 'frame'));
        if (f && st.tryon.length < 4 && !st.tryon.some((t) => t.frame === f.slug && t.colour === one(form, 'colour'))) st.tryon.push({ frame: f.slug, colour: one(form, 'colour') });
        return { redirect: '/try-on' };
      }
      if (path === '/try-on/remove') { st.tryon.splice(Number(one(form, 'item')), 1); return { redirect: '/try-on' }; }
      if (path === '/try-on/order') {
        const o = { name: one(form, 'name'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase(), frames: st.tryon.map((t) => `${t.frame} ${t.colour}`) };
        if (!o.name || !o.address || !o.postcode || !st.tryon.length) return { status: 400, ...tryonPage('Please fill in every field.') };
        st.tryonOrders.push(o); st.tryon = [];
        return { redirect: '/try-on/sent' };
      }
      if (path === '/checkout') {
        const name = one(form, 'name'), email = one(form, 'email'), delivery = one(form, 'delivery') || 'home';
        if (!name || !email || !st.basket.length) return { status: 400, html: '<p>Missing details.</p>' };
        const ref = `CV${1001 + st.orders.length}`;
        const o = { ref, items: st.basket, name, email, delivery, total: st.basket.reduce((s, l) => s + linePrice(l), 0) };
        if (delivery === 'collect') o.branch = one(form, 'branch') || 'islington'; else o.address = one(form, 'address');
        st.orders.push(o); st.basket = [];
        return { redirect: '/account/orders' };
      }
      if (path === '/eye-test/details') {
        const vals = Object.fromEntries(['branch', 'date', 'time', 'type', 'first', 'last', 'phone', 'email'].map((k) => [k, one(form, k)]));
        if (!vals.type || !vals.first || !vals.last || !vals.phone) return { status: 400, ...details({ branch: vals.branch, date: vals.date, time: vals.time }, 'Please fill in the required fields.', vals) };
        st.draft = { branch: vals.branch, date: vals.date, time: vals.time, type: vals.type, name: `${vals.first} ${vals.last}`, phone: vals.phone, nhs: !!one(form, 'nhs') };
        return { redirect: '/eye-test/review' };
      }
      if (path === '/eye-test/confirm') {
        if (!st.draft) return { redirect: '/eye-test' };
        const d = st.draft;
        st.appointments.push({ ref: `APT-${2208 + st.appointments.length}`, branch: d.branch, date: d.date, time: d.time, type: d.type, name: d.name, status: 'booked' });
        st.draft = null;
        return { redirect: '/account/appointments' };
      }
      const m = path.match(/^\/account\/appointments\/([^/]+)\/cancel$/);
      if (m) {
        const a = st.appointments.find((x) => x.ref === m[1]);
        if (!a || !one(form, 'reason')) return { status: 400, html: '<p>Choose a reason.</p>' };
        a.status = 'cancelled'; a.reason = one(form, 'reason');
        return { redirect: '/account/appointments' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return page('/', {}, 'Glasses, sunglasses and eye tests', `<p>Designer frames from £45 with free single-vision lenses.</p><ul class="cards"><li><h2><a href="/glasses">Glasses</a></h2></li><li><h2><a href="/sunglasses">Sunglasses</a></h2></li><li><h2><a href="/eye-test">Book an eye test</a></h2><p>From £25, free for under-16s.</p></li><li><h2><a href="/try-on">Free home try-on</a></h2></li></ul><h2>Popular frames</h2><ul class="cards">${['ava', 'milo', 'jude'].map((s) => card(frame(s))).join('')}</ul>`);
    }
    if (path === '/cookies') return page('/cookies', {}, 'Cookie settings', '<p>We only use essential cookies and analytics.</p><form method="post" action="/cookies"><input type="hidden" name="back" value="/"><button type="submit">Accept all cookies</button></form>');
    if (path === '/glasses') return listing('glasses', path, query);
    if (path === '/sunglasses') return listing('sunglasses', path, query);
    if (path === '/search') {
      const q = (query.q || '').toLowerCase();
      const words = q.split(/\s+/).filter((w) => w && !['glasses', 'frames', 'frame', 'the', 'a'].includes(w));
      const items = FRAMES.filter((f) => words.length && words.every((w) => [f.name, f.shape, f.material, f.for, f.cat, ...f.colours].join(' ').toLowerCase().includes(w.replace(/s$/, ''))));
      return page('/search', query, `Results for “${query.q || ''}”`, `<p>${items.length} results</p><ul class="cards">${items.map(card).join('')}</ul>`, query.q || '');
    }
    const fm = path.match(/^\/frames\/([^/]+)$/);
    if (fm && frame(fm[1])) return product(frame(fm[1]), query);
    if (path === '/basket') return basket();
    if (path === '/checkout') {
      const total = st.basket.reduce((s, l) => s + linePrice(l), 0);
      return page('/checkout', {}, 'Checkout', `<p>${st.basket.length} item(s), total ${money(total)}</p><form method="post" action="/checkout"><label>Full name <input name="name" required></label><label>Email <input name="email" type="email" required></label>
<fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="home" checked> Home delivery (free)</label><label><input type="radio" name="delivery" value="collect"> Collect in store</label></fieldset>
<label>Delivery address <input name="address"></label><label>Collection branch <select name="branch">${BRANCHES.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><button type="submit">Place order</button></form>`);
    }
    if (path === '/try-on') return tryonPage();
    if (path === '/try-on/sent') return page('/try-on/sent', {}, 'Your try-on box is on its way', `<p>We'll send your frames within 2 working days.</p>`);
    if (path === '/eye-test') return eyeTest(query);
    if (path === '/eye-test/details') return details(query);
    if (path === '/eye-test/review') return review();
    if (path === '/account' || path === '/account/appointments' || path === '/account/orders') return account(path);
    const cm = path.match(/^\/account\/appointments\/([^/]+)\/cancel$/);
    if (cm) {
      const a = st.appointments.find((x) => x.ref === cm[1]);
      if (!a) return page(path, {}, 'Not found', '<p>No such appointment.</p>');
      return page(path, {}, 'Cancel appointment', `<p>${TESTS.find((x) => x[0] === a.type)[1]} at ${BRANCHES.find((x) => x[0] === a.branch)[1]}, ${nice(a.date)} at ${a.time}.</p><form method="post" action="${path}"><label>Reason <select name="reason" required><option value="">Select a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label><button type="submit">Cancel appointment</button></form><p><a href="/account/appointments">Keep it</a></p>`);
    }
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, that page does not exist.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); cookiesOk = false; },
  };
}
