// Kiln Lane Pottery — a pottery studio: dated classes with a booking flow, My bookings, a clay and tools shop,
// gift vouchers, a firing service for your own pieces, open-studio passes, a contact form, a newsletter.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Kiln Lane Pottery';
const NAV = [['/classes', 'Classes'], ['/open-studio', 'Open studio'], ['/firing', 'Firing service'], ['/shop', 'Shop'], ['/vouchers', 'Gift vouchers'], ['/contact', 'Contact'], ['/account/bookings', 'My bookings'], ['/basket', 'Basket']];
const TYPES = {
  'wheel-taster': { name: 'Wheel taster', level: 'beginner', hours: 2, price: 45, blurb: 'Two hours on the potter\'s wheel. Make two or three pots; we glaze and fire them for you.' },
  handbuilding: { name: 'Handbuilding', level: 'beginner', hours: 3, price: 38, blurb: 'Pinch, coil and slab techniques to make a planter and a mug.' },
  glazing: { name: 'Glazing workshop', level: 'improver', hours: 2, price: 30, blurb: 'Bring two bisque-fired pieces and learn dipping, pouring and wax resist.' },
  'kids-clay': { name: 'Kids clay club', level: 'kids', hours: 1.5, price: 20, blurb: 'For ages 7 to 12. An adult must stay on site.' },
  'wheel-course': { name: 'Six-week wheel course', level: 'beginner', hours: 12, price: 240, blurb: 'Weekly two-hour sessions for six weeks, clay and firing included.' },
  trimming: { name: 'Trimming and handles', level: 'improver', hours: 2.5, price: 42, blurb: 'For people who can already centre and throw.' },
};
const CLASSES = [
  { id: 'wt-1203', type: 'wheel-taster', date: '2026-12-03', time: '18:30', spaces: 0 },
  { id: 'wt-1205', type: 'wheel-taster', date: '2026-12-05', time: '10:00', spaces: 4 },
  { id: 'wt-1212', type: 'wheel-taster', date: '2026-12-12', time: '14:00', spaces: 6 },
  { id: 'hb-1206', type: 'handbuilding', date: '2026-12-06', time: '11:00', spaces: 5 },
  { id: 'hb-1212', type: 'handbuilding', date: '2026-12-12', time: '10:00', spaces: 3 },
  { id: 'hb-1209', type: 'handbuilding', date: '2026-12-09', time: '18:30', spaces: 8 },
  { id: 'gl-1202', type: 'glazing', date: '2026-12-02', time: '19:00', spaces: 6 },
  { id: 'gl-1213', type: 'glazing', date: '2026-12-13', time: '13:00', spaces: 2 },
  { id: 'kc-1205', type: 'kids-clay', date: '2026-12-05', time: '14:00', spaces: 0 },
  { id: 'kc-1212', type: 'kids-clay', date: '2026-12-12', time: '11:30', spaces: 7 },
  { id: 'wc-1207', type: 'wheel-course', date: '2026-12-07', time: '18:30', spaces: 3 },
  { id: 'tr-1210', type: 'trimming', date: '2026-12-10', time: '19:00', spaces: 4 },
];
const PRODUCTS = [
  { slug: 'buff-stoneware', name: 'Buff stoneware clay', cat: 'clay', options: [['5kg', 9.5], ['12.5kg', 19]] },
  { slug: 'red-earthenware', name: 'Red earthenware clay', cat: 'clay', options: [['5kg', 8], ['12.5kg', 16.5]] },
  { slug: 'porcelain', name: 'Porcelain clay', cat: 'clay', options: [['5kg', 14], ['12.5kg', 29]] },
  { slug: 'wooden-rib', name: 'Wooden rib', cat: 'tools', options: [['One size', 4.5]] },
  { slug: 'tool-kit', name: 'Beginner tool kit (8 pieces)', cat: 'tools', options: [['One size', 12]] },
  { slug: 'glaze-brush', name: 'Hake glaze brush', cat: 'tools', options: [['25mm', 6], ['50mm', 8.5]] },
  { slug: 'celadon', name: 'Celadon glaze', cat: 'glazes', options: [['500ml', 11], ['1 litre', 19]] },
  { slug: 'tenmoku', name: 'Tenmoku glaze', cat: 'glazes', options: [['500ml', 11], ['1 litre', 19]] },
  { slug: 'clear-glaze', name: 'Clear glaze', cat: 'glazes', options: [['500ml', 9], ['1 litre', 16]] },
];
const REASONS = ['Can no longer make it', 'Booked the wrong class', 'Illness', 'Other'];
const SUBJECTS = ['Classes', 'Private parties', 'Firing service', 'Shop order', 'Something else'];
const SIZES = [['small', 'Small (up to a mug)', 3], ['medium', 'Medium (up to a jug)', 5], ['large', 'Large (up to 40cm)', 9]];
const DROP = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const PASSES = [['monthly', 'Monthly membership', 85], ['ten-visit', '10-visit pass', 120], ['single', 'Single visit', 15]];
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const dow = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const cls = (id) => CLASSES.find((c) => c.id === id);
const prod = (s) => PRODUCTS.find((p) => p.slug === s);

function seed() {
  return {
    page: { path: '/', query: {} },
    draft: null,
    bookings: [{ ref: 'KL-301', class: 'hb-1206', places: 1, name: 'Alex Morgan', email: 'alex.morgan@example.com', experience: 'none', apron: false, status: 'booked' }],
    basket: [],
    orders: [],
    vouchers: [],
    firings: [],
    membership: null,
    messages: [],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  let cookiesOk = false;
  const linePrice = (l) => prod(l.product).options.find((o) => o[0] === l.option)[1] * l.qty;
  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    const banner = cookiesOk ? '' : `<div role="dialog" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;background:#f4ece1;padding:.6rem">Cookies help us run the shop. <form method="post" action="/cookies" style="display:inline"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit">Allow cookies</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.map(([h, t]) => [h, t === 'Basket' ? `Basket (${st.basket.reduce((s, l) => s + l.qty, 0)})` : t]), title, body: body + banner, q, searchAction: '/shop', searchLabel: 'Search the shop' }) };
  };

  function classes(query) {
    let items = CLASSES.slice();
    if (query.level) items = items.filter((c) => TYPES[c.type].level === query.level);
    if (query.day === 'weekend') items = items.filter((c) => [0, 6].includes(dow(c.date)));
    if (query.day === 'weekday') items = items.filter((c) => ![0, 6].includes(dow(c.date)));
    if (query.sort === 'price') items.sort((a, b) => TYPES[a.type].price - TYPES[b.type].price);
    else items.sort((a, b) => a.date.localeCompare(b.date) || a.time.localeCompare(b.time));
    const sel = (name, label, opts) => `<label>${label} <select name="${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;
    const form = `<form method="get" action="/classes">${sel('level', 'Level', [['', 'All levels'], ['beginner', 'Complete beginner'], ['improver', 'Improver'], ['kids', 'Children']])} ${sel('day', 'When', [['', 'Any day'], ['weekday', 'Weekdays'], ['weekend', 'Weekends']])} ${sel('sort', 'Sort', [['', 'Soonest first'], ['price', 'Price (low to high)']])} <button type="submit">Show classes</button></form>`;
    const rows = items.map((c) => { const t = TYPES[c.type]; return `<tr><td>${esc(t.name)}</td><td>${nice(c.date)}</td><td>${c.time}</td><td>${money(t.price)}</td><td>${c.spaces ? `${c.spaces} spaces` : 'Full'}</td><td><a href="/classes/${c.id}">Details</a></td></tr>`; }).join('');
    return page('/classes', query, 'Classes and workshops', `${form}<table><thead><tr><th>Class</th><th>Date</th><th>Time</th><th>Price</th><th>Spaces</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function classPage(c, err = '') {
    const t = TYPES[c.type];
    const d = st.draft && st.draft.class === c.id ? st.draft : null;
    const form = c.spaces ? `${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/classes/${c.id}/book"><label>Places <select name="places">${Array.from({ length: Math.min(4, c.spaces) }, (_, i) => `<option${d && d.places === i + 1 ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></label>
<label>Name <input name="name" required value="${esc(d ? d.name : '')}"></label><label>Email <input type="email" name="email" required value="${esc(d ? d.email : '')}"></label>
<fieldset><legend>Clay experience</legend>${[['none', 'None at all'], ['some', 'A little'], ['lots', 'Quite a lot']].map(([v, x]) => `<label><input type="radio" name="experience" value="${v}" required${d && d.experience === v ? ' checked' : ''}> ${x}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="apron" value="yes"${d && d.apron ? ' checked' : ''}> Hire an apron (${money(3)} each)</label><button type="submit">Continue</button></form>` : '<p><strong>This class is full.</strong> <a href="/classes">See other dates</a></p>';
    return page(`/classes/${c.id}`, {}, `${t.name} — ${nice(c.date)}`, `<p>${esc(t.blurb)}</p><table><tbody><tr><th>When</th><td>${nice(c.date)}, ${c.time}</td></tr><tr><th>Length</th><td>${t.hours} hours</td></tr><tr><th>Price</th><td>${money(t.price)} per person</td></tr><tr><th>Spaces left</th><td>${c.spaces}</td></tr></tbody></table>${form}`);
  }

  function review() {
    const d = st.draft;
    if (!d) return page('/booking/review', {}, 'Check your booking', '<p>No booking in progress. <a href="/classes">Browse classes</a></p>');
    const c = cls(d.class); const t = TYPES[c.type];
    const total = d.places * t.price + (d.apron ? 3 * d.places : 0);
    return page('/booking/review', {}, 'Check your booking', `<table><tbody><tr><th>Class</th><td>${esc(t.name)}, ${nice(c.date)} ${c.time}</td></tr><tr><th>Places</th><td>${d.places}</td></tr><tr><th>Name</th><td>${esc(d.name)}</td></tr><tr><th>Email</th><td>${esc(d.email)}</td></tr><tr><th>Apron hire</th><td>${d.apron ? 'Yes' : 'No'}</td></tr><tr><th>Total</th><td>${money(total)}</td></tr></tbody></table><form method="post" action="/booking/confirm"><button type="submit">Confirm and pay</button></form><p><a href="/classes/${c.id}">Edit</a></p>`);
  }

  function myBookings() {
    const rows = st.bookings.map((b) => { const c = cls(b.class); return `<tr><td>${b.ref}</td><td>${esc(TYPES[c.type].name)}</td><td>${nice(c.date)} ${c.time}</td><td>${b.places}</td><td>${b.status === 'booked' ? `Booked</td><td><a href="/account/bookings/${b.ref}/move">Change date</a> <a href="/account/bookings/${b.ref}/cancel">Cancel</a>` : 'Cancelled</td><td>'}</td></tr>`; }).join('');
    return page('/account/bookings', {}, 'My bookings', `<p>Signed in as Alex Morgan.</p><table><thead><tr><th>Ref</th><th>Class</th><th>When</th><th>Places</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function shop(query) {
    const q = (query.q || '').toLowerCase().trim();
    let items = PRODUCTS.filter((p) => (!query.cat || p.cat === query.cat) && (!q || q.split(/\s+/).every((w) => `${p.name} ${p.cat}`.toLowerCase().includes(w.replace(/es$|s$/, '')))));
    const tabs = [['', 'Everything'], ['clay', 'Clay'], ['tools', 'Tools'], ['glazes', 'Glazes']].map(([v, t]) => ((query.cat || '') === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/shop', { q: query.q }, { cat: v }))}">${t}</a>`)).join(' | ');
    const rows = items.map((p) => `<tr><td>${esc(p.name)}</td><td><form method="post" action="/basket/add"><input type="hidden" name="product" value="${p.slug}"><select name="option" aria-label="Option for ${esc(p.name)}">${p.options.map(([o, pr]) => `<option value="${esc(o)}">${esc(o)} — ${money(pr)}</option>`).join('')}</select> <input type="number" name="qty" value="1" min="1" aria-label="Quantity of ${esc(p.name)}"> <button type="submit">Add</button></form></td></tr>`).join('');
    return page('/shop', query, query.q ? `Shop: “${query.q}”` : 'Shop', `<nav aria-label="Categories">${tabs}</nav><p>${items.length} products</p><table><thead><tr><th>Product</th><th>Buy</th></tr></thead><tbody>${rows}</tbody></table>`, query.q || '');
  }

  function basket() {
    const rows = st.basket.map((l, i) => `<tr><td>${esc(prod(l.product).name)}</td><td>${esc(l.option)}</td><td><form method="post" action="/basket/update"><input type="hidden" name="line" value="${i}"><input type="number" name="qty" value="${l.qty}" min="1" aria-label="Quantity"> <button type="submit">Update</button></form></td><td>${money(linePrice(l))}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></td></tr>`).join('');
    const total = st.basket.reduce((s, l) => s + linePrice(l), 0);
    const checkout = `<h2>Checkout</h2><form method="post" action="/checkout"><label>Name <input name="name" required></label><label>Email <input name="email" type="email" required></label><fieldset><legend>Delivery</legend><label><input type="radio" name="delivery" value="collect" checked> Collect from the studio (free)</label><label><input type="radio" name="delivery" value="post"> Post (${money(6.5)})</label></fieldset><label>Address (for post) <input name="address"></label><button type="submit">Place order</button></form>`;
    return page('/basket', {}, 'Basket', st.basket.length ? `<table><tbody>${rows}</tbody></table><p>Total ${money(total)}</p>${checkout}` : '<p>Your basket is empty. <a href="/shop">Go to the shop</a></p>');
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/cookies') { cookiesOk = true; return { redirect: one(form, 'back') || '/' }; }
      const bm = path.match(/^\/classes\/([^/]+)\/book$/);
      if (bm) {
        const c = cls(bm[1]);
        if (!c || !c.spaces) return { status: 400, html: '<p>Class unavailable.</p>' };
        const d = { class: c.id, places: parseInt(one(form, 'places'), 10) || 1, name: one(form, 'name'), email: one(form, 'email'), experience: one(form, 'experience'), apron: !!one(form, 'apron') };
        if (!d.name || !d.email || !d.experience || d.places > c.spaces) return { status: 400, ...classPage(c, 'Please fill in all the fields.') };
        st.draft = d; return { redirect: '/booking/review' };
      }
      if (path === '/booking/confirm') {
        if (!st.draft) return { redirect: '/classes' };
        st.bookings.push({ ref: `KL-${301 + st.bookings.length}`, ...st.draft, status: 'booked' });
        st.draft = null; return { redirect: '/account/bookings' };
      }
      const am = path.match(/^\/account\/bookings\/([^/]+)\/(move|cancel)$/);
      if (am) {
        const b = st.bookings.find((x) => x.ref === am[1]);
        if (!b) return { status: 404, html: '<p>Not found</p>' };
        if (am[2] === 'cancel') { if (!one(form, 'reason')) return { status: 400, html: '<p>Choose a reason.</p>' }; b.status = 'cancelled'; b.reason = one(form, 'reason'); }
        else { const c = cls(one(form, 'class')); if (!c || c.type !== cls(b.class).type || !c.spaces) return { status: 400, html: '<p>Choose a date.</p>' }; b.class = c.id; }
        return { redirect: '/account/bookings' };
      }
      if (path === '/basket/add') {
        const p = prod(one(form, 'product'));
        if (!p) return { status: 400, html: '<p>Unknown product.</p>' };
        const option = p.options.some((o) => o[0] === one(form, 'option')) ? one(form, 'option') : p.options[0][0];
        const qty = Math.max(1, parseInt(one(form, 'qty'), 10) || 1);
        const l = st.basket.find((x) => x.product === p.slug && x.option === option);
        if (l) l.qty += qty; else st.basket.push({ product: p.slug, option, qty });
        return { redirect: '/basket' };
      }
      if (path === '/basket/update') { const l = st.basket[Number(one(form, 'line'))]; const q = parseInt(one(form, 'qty'), 10); if (l && q > 0) l.qty = q; return { redirect: '/basket' }; }
      if (path === '/basket/remove') { st.basket.splice(Number(one(form, 'line')), 1); return { redirect: '/basket' }; }
      if (path === '/checkout') {
        const o = { name: one(form, 'name'), email: one(form, 'email'), delivery: one(form, 'delivery') || 'collect' };
        if (o.delivery === 'post') o.address = one(form, 'address');
        if (!o.name || !o.email || !st.basket.length || (o.delivery === 'post' && !o.address)) return { status: 400, html: '<p class="err">Missing details.</p>' };
        st.orders.push({ ref: `KS-${501 + st.orders.length}`, items: st.basket, ...o, total: st.basket.reduce((s, l) => s + linePrice(l), 0) + (o.delivery === 'post' ? 6.5 : 0) });
        st.basket = []; return { redirect: '/order/thanks' };
      }
      if (path === '/vouchers') {
        let amount = one(form, 'amount'); if (amount === 'other') amount = one(form, 'other');
        const v = { amount: Number(amount), to: one(form, 'to'), email: one(form, 'email'), message: one(form, 'message'), from: one(form, 'from') };
        if (!v.amount || v.amount < 10 || !v.to || !v.email || !v.from) return { status: 400, html: '<p class="err">Please complete the voucher.</p>' };
        st.vouchers.push(v); return { redirect: '/vouchers/sent' };
      }
      if (path === '/firing') {
        const f = { pieces: parseInt(one(form, 'pieces'), 10) || 0, size: one(form, 'size'), firing: one(form, 'firing'), dropoff: one(form, 'dropoff'), name: one(form, 'name') };
        if (!f.pieces || !SIZES.some((s) => s[0] === f.size) || !f.firing || !DROP.includes(f.dropoff) || !f.name) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.firings.push(f); return { redirect: '/firing/booked' };
      }
      if (path === '/open-studio/join') {
        const m = { pass: one(form, 'pass'), name: one(form, 'name'), email: one(form, 'email') };
        if (!PASSES.some((p) => p[0] === m.pass) || !m.name || !m.email) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.membership = m; return { redirect: '/open-studio' };
      }
      if (path === '/contact') {
        const m = { subject: one(form, 'subject'), name: one(form, 'name'), email: one(form, 'email'), message: one(form, 'message') };
        if (!m.subject || !m.name || !m.email || !m.message) return { status: 400, html: '<p class="err">Please complete the form.</p>' };
        st.messages.push(m); return { redirect: '/contact/sent' };
      }
      if (path === '/newsletter') { const e = one(form, 'email'); if (!e) return { status: 400, html: '<p>Enter an email.</p>' }; if (!st.newsletter.includes(e)) st.newsletter.push(e); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Make something with your hands', `<p>Wheel and handbuilding classes in a converted dairy on Kiln Lane. Open studio for members, kiln firing for everyone.</p><ul class="cards"><li><h2><a href="/classes">Book a class</a></h2></li><li><h2><a href="/vouchers">Give a voucher</a></h2></li><li><h2><a href="/shop">Clay, tools and glazes</a></h2></li></ul><h2>Newsletter</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label><button type="submit">Sign me up</button></form>`);
    if (path === '/classes') return classes(query);
    const cm = path.match(/^\/classes\/([^/]+)$/);
    if (cm && cls(cm[1])) return classPage(cls(cm[1]));
    if (path === '/booking/review') return review();
    if (path === '/account/bookings') return myBookings();
    const am = path.match(/^\/account\/bookings\/([^/]+)\/(move|cancel)$/);
    if (am) {
      const b = st.bookings.find((x) => x.ref === am[1]);
      if (!b) return { status: 404, ...page(path, {}, 'Not found', '<p>No such booking.</p>') };
      const c = cls(b.class);
      if (am[2] === 'cancel') return page(path, {}, `Cancel ${b.ref}`, `<p>${esc(TYPES[c.type].name)}, ${nice(c.date)}. Cancellations more than 48 hours before get a full refund.</p><form method="post" action="${path}"><label>Reason <select name="reason" required><option value="">Choose…</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label><button type="submit">Cancel booking</button></form>`);
      const others = CLASSES.filter((x) => x.type === c.type && x.id !== c.id && x.spaces);
      return page(path, {}, `Change date for ${b.ref}`, `<p>Now: ${nice(c.date)} ${c.time}</p><form method="post" action="${path}"><fieldset><legend>New date</legend>${others.map((x) => `<label><input type="radio" name="class" value="${x.id}" required> ${nice(x.date)}, ${x.time}</label>`).join('')}</fieldset><button type="submit">Move booking</button></form>`);
    }
    if (path === '/shop') return shop(query);
    if (path === '/basket') return basket();
    if (path === '/order/thanks') return page(path, {}, 'Thank you for your order', '<p>We will email you when it is ready.</p>');
    if (path === '/vouchers') return page('/vouchers', {}, 'Gift vouchers', `<p>Vouchers can be spent on any class, the shop or open studio, and last 12 months.</p><form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${['25', '50', '100'].map((a) => `<label><input type="radio" name="amount" value="${a}" required> £${a}</label>`).join('')}<label><input type="radio" name="amount" value="other"> Other amount</label><label>Other amount (£) <input type="number" name="other" min="10"></label></fieldset><label>Recipient's name <input name="to" required></label><label>Send it to (email) <input type="email" name="email" required></label><label>Message (optional) <textarea name="message"></textarea></label><label>From <input name="from" required></label><button type="submit">Buy voucher</button></form>`);
    if (path === '/vouchers/sent') return page(path, {}, 'Voucher sent', '<p>Your voucher is on its way.</p>');
    if (path === '/firing') return page('/firing', {}, 'Firing service', `<p>Made something at home? We fire it in our kilns. Pieces must be bone dry.</p><table><thead><tr><th>Size</th><th>Per piece</th></tr></thead><tbody>${SIZES.map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><form method="post" action="/firing"><label>Number of pieces <input type="number" name="pieces" min="1" required></label><label>Size <select name="size" required><option value="">Choose</option>${SIZES.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><fieldset><legend>Firing</legend><label><input type="radio" name="firing" value="bisque" required> Bisque firing</label><label><input type="radio" name="firing" value="glaze"> Glaze firing</label></fieldset><label>Drop-off day <select name="dropoff" required><option value="">Choose</option>${DROP.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label><label>Your name <input name="name" required></label><button type="submit">Book firing</button></form>`);
    if (path === '/firing/booked') return page(path, {}, 'Firing booked', '<p>See you at drop-off.</p>');
    if (path === '/open-studio') return page('/open-studio', {}, 'Open studio', `${st.membership ? `<p><strong>You have a ${esc(PASSES.find((p) => p[0] === st.membership.pass)[1])}.</strong></p>` : ''}<p>Tuesday to Thursday 6pm–9pm, Sunday 10am–4pm. For people who have done a course with us.</p><table><thead><tr><th>Pass</th><th>Price</th></tr></thead><tbody>${PASSES.map(([, t, p]) => `<tr><td>${t}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><h2>Join</h2><form method="post" action="/open-studio/join"><fieldset><legend>Pass</legend>${PASSES.map(([v, t]) => `<label><input type="radio" name="pass" value="${v}" required> ${t}</label>`).join('')}</fieldset><label>Name <input name="name" required></label><label>Email <input type="email" name="email" required></label><button type="submit">Join open studio</button></form>`);
    if (path === '/contact') return page('/contact', {}, 'Contact us', `<p>Kiln Lane Pottery, The Old Dairy, Kiln Lane, Marsham MR3 1PL · 01632 960412</p><form method="post" action="/contact"><label>What is it about? <select name="subject" required><option value="">Choose a subject</option>${SUBJECTS.map((s) => `<option>${s}</option>`).join('')}</select></label><label>Your name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Message <textarea name="message" required></textarea></label><button type="submit">Send</button></form>`);
    if (path === '/contact/sent') return page(path, {}, 'Message sent', '<p>We reply within two working days.</p>');
    if (path === '/newsletter/thanks') return page(path, {}, 'Thanks for signing up', '<p>Look out for our next newsletter.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>That page does not exist.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); cookiesOk = false; },
  };
}
