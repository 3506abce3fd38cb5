// Brindley Tool Hire — a tool and plant hire firm with three depots, the customer (Dan Mercer)
// signed in: a home depot (kept in state), categories as tables with an "In stock at my depot"
// box and a sort, search, tool pages with a hire form (start date, period menu, quantity menu,
// accessory boxes), a hire basket with Remove, checkout (contact filled in, company, collect or
// deliver with a site address, a damage-waiver box, a required terms box), "My hires" (three
// seeded) to extend an on-hire tool, book its collection or cancel a booked hire with a reason,
// depots with opening hours, a trade account application and a contact form.
// Today is Monday 30 November 2026. State: page, depot, basket, hires, trade, messages.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const CATS = [['access', 'Access & ladders'], ['concreting', 'Concreting & breaking'], ['garden', 'Garden & landscaping'], ['cleaning', 'Cleaning'], ['flooring', 'Flooring & tiling']];
const DEPOTS = [
  ['leeds', 'Leeds (Kirkstall Road)', 'Mon–Fri 7am–5pm, Sat 8am–12pm', '0113 496 0210'],
  ['york', 'York (Layerthorpe)', 'Mon–Fri 7am–5pm, Sat 8am–1pm', '01904 496 033'],
  ['harrogate', 'Harrogate (Hookstone Park)', 'Mon–Fri 7:30am–5pm, closed Saturday', '01423 496 118'],
];
const T = [
  { slug: 'scaffold-tower', cat: 'access', name: 'Aluminium Scaffold Tower (5.2 m)', day: 45, weekend: 60, week: 90, depots: ['leeds', 'york', 'harrogate'], about: 'Working height up to 6.2 m. Delivered flat-packed; takes two people about 30 minutes to build.' },
  { slug: 'step-ladder', cat: 'access', name: 'Platform Step Ladder', day: 14, weekend: 18, week: 28, depots: ['leeds', 'york', 'harrogate'], about: 'Eight treads with a wide platform and handrail. Maximum load 150 kg.' },
  { slug: 'cement-mixer', cat: 'concreting', name: 'Petrol Cement Mixer', day: 22, weekend: 30, week: 45, depots: ['leeds', 'york'], about: '130 litre drum on a stand. Mixes about 2 barrows of concrete at a time.' },
  { slug: 'breaker', cat: 'concreting', name: 'Electric Breaker (1500 W)', day: 32, weekend: 42, week: 64, depots: ['leeds', 'harrogate'], extras: [['chisel', 'Spare chisel', 8]], about: 'Breaks up concrete paths, patios and floors. Supplied with a point and a chisel.' },
  { slug: 'plate-compactor', cat: 'concreting', name: 'Plate Compactor', day: 35, weekend: 48, week: 70, depots: ['york'], about: 'Compacts hardcore and sand before block paving or slabs.' },
  { slug: 'mini-digger', cat: 'garden', name: 'Mini Digger (1.5 tonne)', day: 120, weekend: 170, week: 340, depots: ['leeds', 'york'], extras: [['bucket', 'Extra ditching bucket', 20]], about: 'Tracked 1.5 tonne excavator with three buckets. Delivery only; fits through a 1 m gateway.' },
  { slug: 'turf-cutter', cat: 'garden', name: 'Petrol Turf Cutter', day: 55, weekend: 75, week: 110, depots: ['leeds'], about: 'Lifts turf in 30 cm wide strips up to 5 cm deep.' },
  { slug: 'hedge-trimmer', cat: 'garden', name: 'Petrol Hedge Trimmer', day: 25, weekend: 33, week: 50, depots: ['leeds', 'york', 'harrogate'], about: 'A 60 cm double-sided blade for thick hedges.' },
  { slug: 'chipper', cat: 'garden', name: 'Garden Chipper Shredder', day: 60, weekend: 80, week: 120, depots: ['harrogate'], about: 'Chips branches up to 7 cm thick. Towable behind a car.' },
  { slug: 'carpet-cleaner', cat: 'cleaning', name: 'Carpet Cleaner', day: 28, weekend: 36, week: 56, depots: ['leeds', 'york', 'harrogate'], extras: [['shampoo', 'Carpet shampoo (5 litres)', 14]], about: 'Deep cleans carpets and upholstery. Rooms dry in about 4 hours.' },
  { slug: 'pressure-washer', cat: 'cleaning', name: 'Petrol Pressure Washer', day: 40, weekend: 55, week: 80, depots: ['york', 'harrogate'], extras: [['patio', 'Patio cleaner head', 6]], about: '2,900 psi petrol washer for patios, drives and walls. Needs a garden tap.' },
  { slug: 'floor-sander', cat: 'flooring', name: 'Drum Floor Sander', day: 45, weekend: 60, week: 90, depots: ['leeds', 'york'], extras: [['sheets', 'Sanding sheets (pack of 10)', 12]], about: 'Sands wooden floorboards back to bare wood. Use the edging sander for the edges.' },
  { slug: 'edging-sander', cat: 'flooring', name: 'Edging Sander', day: 30, weekend: 40, week: 60, depots: ['leeds', 'york'], extras: [['discs', 'Sanding discs (pack of 10)', 9]], about: 'Sands right up to skirting boards and into corners.' },
  { slug: 'tile-cutter', cat: 'flooring', name: 'Electric Tile Cutter', day: 26, weekend: 34, week: 52, depots: ['leeds', 'harrogate'], extras: [['blade', 'Diamond blade', 15]], about: 'Wet-cutting bench saw for ceramic and porcelain tiles up to 60 cm.' },
];
const PERIODS = [['1d', '1 day', (t) => t.day, 1], ['2d', '2 days', (t) => t.day * 2, 2], ['weekend', 'Weekend (Fri to Mon)', (t) => t.weekend, 3], ['1w', '1 week', (t) => t.week, 7], ['2w', '2 weeks', (t) => t.week * 2, 14]];
const EXTEND = [['1', '1 more day'], ['2', '2 more days'], ['7', '1 more week']];
const CANCEL = [['not-needed', 'No longer needed'], ['dates', 'My dates have changed'], ['elsewhere', 'Hired elsewhere'], ['other', 'Other']];
const TOPICS = [['hire', 'A hire or booking'], ['breakdown', 'Breakdown or fault'], ['invoice', 'Invoices and payments'], ['other', 'Something else']];
const SPEND = [['under-500', 'Under £500 a month'], ['500-2000', '£500 to £2,000 a month'], ['over-2000', 'Over £2,000 a month']];
const DELIVERY_FEE = 25;
const bySlug = Object.fromEntries(T.map((t) => [t.slug, t]));
const DAY0 = Date.UTC(2026, 10, 30);
const iso = (ms) => new Date(ms).toISOString().slice(0, 10);
const nice = (d) => { const x = new Date(`${d}T00:00:00Z`); return isNaN(x) ? d : x.toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }); };
const addDays = (d, n) => iso(Date.parse(`${d}T00:00:00Z`) + n * 86400000);
const me = { name: 'Dan Mercer', email: 'dan.mercer@example.com', phone: '07700 900654' };
const SEED = [
  { id: 'BT-8790', items: [{ tool: 'pressure-washer', start: '2026-11-14', period: '2d', qty: 1, extras: ['patio'] }], delivery: 'collect', address: '', postcode: '', waiver: true, ...me, company: '', depot: 'york', status: 'returned' },
  { id: 'BT-8801', items: [{ tool: 'mini-digger', start: '2026-11-26', period: '1w', qty: 1, extras: [] }], delivery: 'deliver', address: '4 Moor Lane, Otley', postcode: 'LS21 1AB', waiver: true, ...me, company: '', depot: 'leeds', status: 'on-hire', extendDays: 0 },
  { id: 'BT-8802', items: [{ tool: 'carpet-cleaner', start: '2026-12-04', period: 'weekend', qty: 1, extras: ['shampoo'] }], delivery: 'collect', address: '', postcode: '', waiver: false, ...me, company: '', depot: 'leeds', status: 'booked' },
];
const itemCost = (it) => (PERIODS.find((p) => p[0] === it.period)[2](bySlug[it.tool]) + (bySlug[it.tool].extras || []).filter((e) => it.extras.includes(e[0])).reduce((n, e) => n + e[2], 0)) * it.qty;
const endOf = (it, extra = 0) => addDays(it.start, PERIODS.find((p) => p[0] === it.period)[3] + extra);

function fresh() { return { page: { path: '/', query: {} }, depot: 'leeds', basket: [], hires: clone(SEED), trade: [], messages: [] }; }

export function createSite() {
  let st = fresh();
  const depotName = () => DEPOTS.find((d) => d[0] === st.depot)[1];
  const nav = () => [['/hire', 'Hire'], ['/depots', `Depot: ${depotName().split(' (')[0]}`], ['/basket', `Hire basket (${st.basket.length})`], ['/account/hires', 'My hires'], ['/trade', 'Trade accounts']];
  const footer = `<section><h2>Our depots</h2><ul>${DEPOTS.map((d) => `<li>${d[1]}: ${d[2]}</li>`).join('')}</ul></section><p>Signed in as Dan Mercer · <a href="/contact">Contact us</a> · <a href="/safety">Safety tips</a> · © 2026 Brindley Tool Hire Ltd</p>`;
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Brindley Tool Hire', nav: nav(), title, body, q, searchLabel: 'Search tools', footer }) });
  const stock = (t) => (t.depots.includes(st.depot) ? `In stock at ${depotName().split(' (')[0]}` : `Not at ${depotName().split(' (')[0]} — available from ${t.depots.map((d) => DEPOTS.find((x) => x[0] === d)[1].split(' (')[0]).join(', ')}`);
  const table = (items) => `<table><thead><tr><th>Tool</th><th>Per day</th><th>Weekend</th><th>Per week</th><th>Availability</th></tr></thead><tbody>${items.map((t) => `<tr><td><a href="/tools/${t.slug}">${esc(t.name)}</a></td><td>${money(t.day)}</td><td>${money(t.weekend)}</td><td>${money(t.week)}</td><td>${stock(t)}</td></tr>`).join('')}</tbody></table>`;
  const filters = (path, query) => `<form method="get" action="${path}">${query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : ''}<label><input type="checkbox" name="stock" value="1"${query.stock ? ' checked' : ''}> In stock at my depot</label>
<label>Sort by <select name="sort"><option value="">Most popular</option><option value="price"${query.sort === 'price' ? ' selected' : ''}>Day price: low to high</option><option value="name"${query.sort === 'name' ? ' selected' : ''}>Name A–Z</option></select></label> <button type="submit">Apply</button></form>`;
  const apply = (items, query) => {
    let a = query.stock ? items.filter((t) => t.depots.includes(st.depot)) : [...items];
    if (query.sort === 'price') a.sort((x, y) => x.day - y.day);
    if (query.sort === 'name') a.sort((x, y) => x.name.localeCompare(y.name));
    return a;
  };
  const hireName = (h) => h.items.map((it) => `${it.qty > 1 ? `${it.qty} × ` : ''}${bySlug[it.tool].name}`).join(', ');
  const hireEnd = (h) => endOf(h.items[0], h.extendDays || 0);
  const STATUS = { booked: 'Booked', 'on-hire': 'On hire', returned: 'Returned', cancelled: 'Cancelled' };

  function get(path, query) {
    if (path === '/') {
      return page('Tool and plant hire in Yorkshire', `<p>Hire by the day, weekend or week from our Leeds, York and Harrogate depots. Same-day delivery when you order before 11am.</p>
<section><h2>What do you need to hire?</h2><ul>${CATS.map(([c, t]) => `<li><a href="/hire/${c}">${t}</a></li>`).join('')}</ul></section>
<section><h2>Popular this week</h2><ul>${['floor-sander', 'carpet-cleaner', 'mini-digger'].map((s) => `<li><a href="/tools/${s}">${esc(bySlug[s].name)}</a> from ${money(bySlug[s].day)} a day</li>`).join('')}</ul></section>
<section><h2>Your depot</h2><p>${depotName()} — <a href="/depots">change depot</a></p></section>`);
    }
    if (path === '/hire') return page('Hire categories', `<ul>${CATS.map(([c, t]) => `<li><a href="/hire/${c}">${t}</a> (${T.filter((x) => x.cat === c).length} tools)</li>`).join('')}</ul>`);
    let m;
    if ((m = path.match(/^\/hire\/([\w-]+)$/)) && CATS.some((c) => c[0] === m[1])) {
      const items = apply(T.filter((t) => t.cat === m[1]), query);
      return page(CATS.find((c) => c[0] === m[1])[1], `${filters(path, query)}<p>${items.length} tool${items.length === 1 ? '' : 's'}</p>${table(items)}`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const items = apply(words.length ? T.filter((t) => { const h = `${t.name} ${t.about} ${t.cat}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1)))); }) : [], query);
      return page(`Search: ${query.q || ''}`, `${filters('/search', query)}${items.length ? `<p>${items.length} tool${items.length === 1 ? '' : 's'} found</p>${table(items)}` : '<p>No tools found.</p>'}`, query.q || '');
    }
    if ((m = path.match(/^\/tools\/([\w-]+)$/)) && bySlug[m[1]]) {
      const t = bySlug[m[1]];
      const err = query.error ? '<p class="err">Please choose a start date.</p>' : '';
      return page(t.name, `<nav aria-label="Breadcrumb"><a href="/hire">Hire</a> › <a href="/hire/${t.cat}">${CATS.find((c) => c[0] === t.cat)[1]}</a></nav><p>${esc(t.about)}</p>
<table><tr><th>1 day</th><th>Weekend</th><th>1 week</th></tr><tr><td>${money(t.day)}</td><td>${money(t.weekend)}</td><td>${money(t.week)}</td></tr></table><p>${stock(t)}</p>${err}
<form method="post" action="/basket/add"><input type="hidden" name="tool" value="${t.slug}">
<label>Start date <input type="date" name="start" min="${iso(DAY0)}" required></label>
<label>Hire period <select name="period">${PERIODS.map(([v, txt]) => `<option value="${v}">${txt}</option>`).join('')}</select></label>
<label>Quantity <select name="qty">${[1, 2, 3].map((n) => `<option>${n}</option>`).join('')}</select></label>
${t.extras ? `<fieldset><legend>Accessories</legend>${t.extras.map(([v, txt, p]) => `<label><input type="checkbox" name="extras" value="${v}"> ${txt} (+${money(p)})</label>`).join('')}</fieldset>` : ''}
<button type="submit">Add to hire basket</button></form>
<section><h2>Customers also hired</h2><ul>${T.filter((x) => x.cat === t.cat && x.slug !== t.slug).slice(0, 2).map((x) => `<li><a href="/tools/${x.slug}">${esc(x.name)}</a></li>`).join('')}</ul></section>`);
    }
    if (path === '/basket') {
      const total = st.basket.reduce((n, it) => n + itemCost(it), 0);
      return page('Hire basket', st.basket.length ? `<table><thead><tr><th>Tool</th><th>From</th><th>To</th><th>Quantity</th><th>Cost</th><th></th></tr></thead><tbody>${st.basket.map((it, i) => `<tr><td>${esc(bySlug[it.tool].name)}${it.extras.length ? ` + ${it.extras.map((e) => bySlug[it.tool].extras.find((x) => x[0] === e)[1]).join(', ')}` : ''}</td><td>${nice(it.start)}</td><td>${nice(endOf(it))}</td><td>${it.qty}</td><td>${money(itemCost(it))}</td>
<td><form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit" aria-label="Remove ${esc(bySlug[it.tool].name)}">Remove</button></form></td></tr>`).join('')}</tbody></table><p>Hire total: <strong>${money(total)}</strong> (delivery and damage waiver are added at checkout)</p><p><a href="/checkout">Checkout</a></p>` : '<p>Your hire basket is empty. <a href="/hire">Browse tools</a></p>');
    }
    if (path === '/checkout') {
      if (!st.basket.length) return { redirect: '/basket' };
      return page('Checkout', `<form method="post" action="/checkout">
<fieldset><legend>Contact</legend><label>Name <input name="name" value="${esc(me.name)}" required></label><label>Company (optional) <input name="company"></label><label>Email <input type="email" name="email" value="${esc(me.email)}" required></label><label>Phone <input type="tel" name="phone" value="${esc(me.phone)}" required></label></fieldset>
<fieldset><legend>Collection or delivery</legend><label><input type="radio" name="delivery" value="collect" checked> Collect from ${depotName()} (free)</label><label><input type="radio" name="delivery" value="deliver"> Deliver to site (+${money(DELIVERY_FEE)} each way)</label>
<label>Site address <input name="address"></label><label>Site postcode <input name="postcode"></label></fieldset>
<label><input type="checkbox" name="waiver" value="yes"> Add damage waiver (10% of the hire cost)</label>
<label><input type="checkbox" name="terms" value="yes" required> I accept the hire terms and conditions</label>
<button type="submit">Confirm hire</button></form>`);
    }
    if (path === '/account/hires') {
      return page('My hires', `<table><thead><tr><th>Reference</th><th>Tools</th><th>Start</th><th>End</th><th>Status</th><th></th></tr></thead><tbody>${[...st.hires].reverse().map((h) => `<tr><td>${h.id}</td><td>${esc(hireName(h))}</td><td>${nice(h.items[0].start)}</td><td>${nice(hireEnd(h))}</td><td>${STATUS[h.status]}${h.collection ? ` (collection ${nice(h.collection.date)})` : ''}</td><td><a href="/account/hires/${h.id}">Manage ${h.id}</a></td></tr>`).join('')}</tbody></table>`);
    }
    const h = (m = path.match(/^\/account\/hires\/(BT-\d+)(?:\/(extend|collect|cancel))?$/)) && st.hires.find((x) => x.id === m[1]);
    if (h && !m[2]) {
      const cost = h.items.reduce((n, it) => n + itemCost(it), 0);
      return page(`Hire ${h.id}`, `<dl><dt>Tools</dt><dd>${esc(hireName(h))}</dd><dt>Depot</dt><dd>${DEPOTS.find((d) => d[0] === h.depot)[1]}</dd><dt>Start</dt><dd>${nice(h.items[0].start)}</dd><dt>End</dt><dd>${nice(hireEnd(h))}</dd><dt>Hire cost</dt><dd>${money(cost)}</dd><dt>${h.delivery === 'deliver' ? 'Delivered to' : 'Collected from depot'}</dt><dd>${h.delivery === 'deliver' ? `${esc(h.address)}, ${esc(h.postcode)}` : ''}</dd><dt>Status</dt><dd>${STATUS[h.status]}</dd>${h.collection ? `<dt>Collection</dt><dd>${nice(h.collection.date)}, ${h.collection.slot === 'am' ? 'morning' : 'afternoon'}</dd>` : ''}</dl>
${h.status === 'on-hire' ? `<p><a href="/account/hires/${h.id}/extend">Extend hire</a> <a href="/account/hires/${h.id}/collect">Book a collection</a></p>` : ''}${h.status === 'booked' ? `<p><a href="/account/hires/${h.id}/cancel">Cancel hire</a></p>` : ''}<p><a href="/account/hires">All hires</a></p>`);
    }
    if (h && m[2] === 'extend' && h.status === 'on-hire') {
      return page(`Extend hire ${h.id}`, `<p>${esc(hireName(h))} is due back ${nice(hireEnd(h))}.</p><form method="post" action="${path}"><label>Extend by <select name="days">${EXTEND.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label> <button type="submit">Extend hire</button></form>`);
    }
    if (h && m[2] === 'collect' && h.status === 'on-hire') {
      const days = [0, 1, 2, 3, 4].map((n) => iso(DAY0 + (n + 1) * 86400000));
      return page(`Book a collection for ${h.id}`, `<form method="post" action="${path}"><label>Collection date <select name="date">${days.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label>
<fieldset><legend>Time</legend><label><input type="radio" name="slot" value="am" checked> Morning (8am–12pm)</label><label><input type="radio" name="slot" value="pm"> Afternoon (12pm–5pm)</label></fieldset>
<label>Where will it be? <textarea name="notes"></textarea></label><button type="submit">Book collection</button></form>`);
    }
    if (h && m[2] === 'cancel' && h.status === 'booked') {
      return page(`Cancel hire ${h.id}`, `<p>${esc(hireName(h))} from ${nice(h.items[0].start)}. Cancelling is free up to 24 hours before the start.</p><form method="post" action="${path}"><label>Reason <select name="reason" required><option value="">Choose a reason</option>${CANCEL.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label> <button type="submit">Cancel hire</button></form>`);
    }
    if (path === '/depots') {
      return page('Our depots', `${query.changed ? `<p role="status">Your depot is now ${depotName()}.</p>` : ''}<table><thead><tr><th>Depot</th><th>Opening hours</th><th>Phone</th><th></th></tr></thead><tbody>${DEPOTS.map(([v, n, hrs, ph]) => `<tr><td>${n}</td><td>${hrs}</td><td>${ph}</td><td>${st.depot === v ? 'Your depot' : `<form method="post" action="/depot"><input type="hidden" name="depot" value="${v}"><button type="submit" aria-label="Make ${n.split(' (')[0]} my depot">Make this my depot</button></form>`}</td></tr>`).join('')}</tbody></table>`);
    }
    if (path === '/trade') {
      return page('Open a trade account', `<p>30-day credit, 15% off hire prices and a dedicated account manager.</p><form method="post" action="/trade"><label>Company name <input name="company" required></label><label>Company number <input name="number"></label>
<label>Contact name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Phone <input type="tel" name="phone"></label>
<label>Expected spend <select name="spend">${SPEND.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><label><input type="checkbox" name="vat" value="yes"> We are VAT registered</label><button type="submit">Apply</button></form>`);
    }
    if (path === '/trade/thanks') return page('Application received', '<p>Thanks — our trade team will call you within 2 working days.</p>');
    if (path === '/contact') {
      return page('Contact us', `<form method="post" action="/contact"><label>What is it about? <select name="topic">${TOPICS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label><label>Hire reference (if you have one) <input name="ref"></label>
<label>Message <textarea name="message" required></textarea></label><button type="submit">Send message</button></form><p>Breakdowns out of hours: 0800 496 0999.</p>`);
    }
    if (path === '/contact/thanks') return page('Message sent', '<p>Thanks, we reply within one working day.</p>');
    if (path === '/safety') return page('Safety tips', '<p>Always wear eye and ear protection with breakers and sanders. Never use petrol tools indoors.</p>');
    return null;
  }

  function post(path, f) {
    if (path === '/basket/add') {
      const t = bySlug[one(f, 'tool')];
      if (!t) return null;
      const start = one(f, 'start'); const period = one(f, 'period') || '1d';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(start) || start < iso(DAY0) || !PERIODS.some((p) => p[0] === period)) return { redirect: `/tools/${t.slug}?error=date` };
      const qty = Math.max(1, Math.min(3, parseInt(one(f, 'qty'), 10) || 1));
      st.basket.push({ tool: t.slug, start, period, qty, extras: (t.extras || []).map((e) => e[0]).filter((e) => all(f, 'extras').includes(e)) });
      return { redirect: '/basket' };
    }
    if (path === '/basket/remove') { const i = parseInt(one(f, 'line'), 10); if (st.basket[i]) st.basket.splice(i, 1); return { redirect: '/basket' }; }
    if (path === '/checkout') {
      const delivery = one(f, 'delivery') === 'deliver' ? 'deliver' : 'collect';
      const missing = ['name', 'email', 'phone'].filter((k) => !one(f, k));
      if (delivery === 'deliver' && (!one(f, 'address') || !one(f, 'postcode'))) missing.push('site address');
      if (one(f, 'terms') !== 'yes') missing.push('terms');
      if (!st.basket.length || missing.length) return page('Checkout', `<p class="err">Please check: ${missing.join(', ')}</p><p><a href="/checkout">Back to checkout</a></p>`);
      const id = `BT-${9001 + st.hires.length - SEED.length}`;
      st.hires.push({ id, items: st.basket, delivery, address: delivery === 'deliver' ? one(f, 'address') : '', postcode: delivery === 'deliver' ? one(f, 'postcode').toUpperCase() : '', waiver: one(f, 'waiver') === 'yes', name: one(f, 'name'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), company: one(f, 'company'), depot: st.depot, status: 'booked' });
      st.basket = [];
      return { redirect: `/account/hires/${id}` };
    }
    let m;
    const h = (m = path.match(/^\/account\/hires\/(BT-\d+)\/(extend|collect|cancel)$/)) && st.hires.find((x) => x.id === m[1]);
    if (h && m[2] === 'extend' && h.status === 'on-hire') {
      const d = one(f, 'days');
      if (!EXTEND.some((e) => e[0] === d)) return { status: 400, html: 'Choose how long' };
      h.extendDays = (h.extendDays || 0) + Number(d);
      return { redirect: `/account/hires/${h.id}` };
    }
    if (h && m[2] === 'collect' && h.status === 'on-hire') {
      const date = one(f, 'date');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return { status: 400, html: 'Choose a date' };
      h.collection = { date, slot: one(f, 'slot') === 'pm' ? 'pm' : 'am', notes: one(f, 'notes') };
      return { redirect: `/account/hires/${h.id}` };
    }
    if (h && m[2] === 'cancel' && h.status === 'booked') {
      const reason = one(f, 'reason');
      if (!CANCEL.some((c) => c[0] === reason)) return { status: 400, html: 'Choose a reason' };
      h.status = 'cancelled'; h.reason = reason;
      return { redirect: '/account/hires' };
    }
    if (path === '/depot') {
      const d = one(f, 'depot');
      if (DEPOTS.some((x) => x[0] === d)) st.depot = d;
      return { redirect: '/depots?changed=1' };
    }
    if (path === '/trade') {
      if (!one(f, 'company') || !one(f, 'name') || !one(f, 'email')) return page('Open a trade account', '<p class="err">Please fill in the company, your name and email.</p><p><a href="/trade">Back</a></p>');
      st.trade.push({ company: one(f, 'company'), number: one(f, 'number'), name: one(f, 'name'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), spend: one(f, 'spend') || 'under-500', vat: one(f, 'vat') === 'yes' });
      return { redirect: '/trade/thanks' };
    }
    if (path === '/contact') {
      if (!one(f, 'message')) return page('Contact us', '<p class="err">Please write a message.</p>');
      st.messages.push({ topic: one(f, 'topic') || 'hire', ref: one(f, 'ref').toUpperCase(), message: one(f, 'message') });
      return { redirect: '/contact/thanks' };
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
