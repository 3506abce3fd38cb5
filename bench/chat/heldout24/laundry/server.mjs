// Suds & Press: laundry and dry cleaning with collection and delivery — a price list, item pages,
// a bag (basket), a collection booking in two steps with a review, an account with orders to move
// or cancel, and washing preferences.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Suds & Press';
const NAV = [['/', 'Home'], ['/prices', 'Prices'], ['/how-it-works', 'How it works'], ['/account', 'My account'], ['/bag', 'Bag']];

const DAY0 = Date.UTC(2026, 10, 28); // Saturday 28 November 2026
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayOf = (i) => { const d = new Date(DAY0 + i * 86400000); return { iso: d.toISOString().slice(0, 10), wd: d.getUTCDay(), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`, short: `${WD[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()}` }; };
// collections from Monday 30 November, no Sundays
export const DAYS = Array.from({ length: 9 }, (_, i) => dayOf(i + 2)).filter((d) => d.wd !== 0);
const dayLabel = (iso) => (DAYS.find((d) => d.iso === iso) || Array.from({ length: 20 }, (_, i) => dayOf(i)).find((d) => d.iso === iso) || { label: iso }).label;
const SLOTS = { morning: 'Morning, 7am – 10am', daytime: 'Daytime, 10am – 4pm', evening: 'Evening, 6pm – 9pm' };
const FULL = new Set(['2026-11-30-evening', '2026-12-01-evening', '2026-12-05-morning']);
const RETURNS = { standard: ['Standard — back in 48 hours', 0], express: ['Express — back next day', 4.95] };

const CATS = { shirts: 'Shirts & tops', suits: 'Suits & coats', wash: 'Wash, dry & fold', bedding: 'Bedding & duvets', special: 'Dresses & delicates', alterations: 'Repairs & alterations' };
// options: { key: [[value, label, price]] } — the first option's price replaces `price`
export const ITEMS = [
  { id: 'shirt', name: 'Shirt — washed and pressed', cat: 'shirts', price: 2.95, options: { finish: [['hanger', 'On a hanger', 2.95], ['folded', 'Folded', 3.45]] }, starch: true, days: 2 },
  { id: 'blouse', name: 'Blouse', cat: 'shirts', price: 4.5, days: 2 },
  { id: 'jumper', name: 'Knitted jumper (dry clean)', cat: 'shirts', price: 6.5, days: 3 },
  { id: 'suit-2', name: 'Two-piece suit (dry clean)', cat: 'suits', price: 16.5, days: 3 },
  { id: 'suit-3', name: 'Three-piece suit (dry clean)', cat: 'suits', price: 21, days: 3 },
  { id: 'trousers', name: 'Trousers (dry clean)', cat: 'suits', price: 7.5, days: 2 },
  { id: 'coat', name: 'Coat', cat: 'suits', price: 18, options: { length: [['short', 'Jacket or short coat', 18], ['long', 'Long coat', 24]] }, days: 4 },
  { id: 'wash-bag', name: 'Wash, dry & fold bag (up to 6 kg)', cat: 'wash', price: 17.5, days: 2 },
  { id: 'wash-bag-large', name: 'Large wash, dry & fold bag (up to 10 kg)', cat: 'wash', price: 25, days: 2 },
  { id: 'duvet', name: 'Duvet', cat: 'bedding', price: 18, options: { size: [['single', 'Single', 18], ['double', 'Double', 22], ['king', 'King', 26], ['superking', 'Super king', 29]] }, days: 4 },
  { id: 'pillow', name: 'Pillow', cat: 'bedding', price: 7, days: 4 },
  { id: 'bedding-set', name: 'Bed linen set (sheet, duvet cover, 2 pillowcases)', cat: 'bedding', price: 12.5, days: 2 },
  { id: 'curtains', name: 'Curtains (per pair, lined)', cat: 'bedding', price: 32, days: 6 },
  { id: 'dress', name: 'Dress (dry clean)', cat: 'special', price: 14, options: { style: [['day', 'Day dress', 14], ['evening', 'Evening or long dress', 26]] }, days: 4 },
  { id: 'wedding-dress', name: 'Wedding dress clean and box', cat: 'special', price: 145, days: 14 },
  { id: 'silk-scarf', name: 'Silk scarf or tie', cat: 'special', price: 6, days: 3 },
  { id: 'hem-trousers', name: 'Trouser hem (shorten)', cat: 'alterations', price: 12, days: 5 },
  { id: 'zip', name: 'Zip replacement (jacket or coat)', cat: 'alterations', price: 24, days: 7 },
  { id: 'buttons', name: 'Sew on buttons (up to 4)', cat: 'alterations', price: 4, days: 2 },
];
const IT = Object.fromEntries(ITEMS.map((i) => [i.id, i]));
const STARCH = { none: 'No starch', light: 'Light starch', heavy: 'Heavy starch' };
const AREAS = ['BR1', 'BR2', 'BR3', 'BR4', 'SE12', 'SE13', 'SE6'];

const seed = () => [
  { ref: 'SP3120', status: 'booked', collect: '2026-12-01', slot: 'daytime', return: 'standard', name: 'Helen Marsh', phone: '07700 900 188', address: '41 Beckett Road', postcode: 'BR3 4LT', items: [{ id: 'shirt', finish: 'hanger', starch: 'none', qty: 6 }, { id: 'trousers', qty: 2 }] },
  { ref: 'SP3054', status: 'delivered', collect: '2026-11-17', slot: 'morning', return: 'standard', name: 'Helen Marsh', phone: '07700 900 188', address: '41 Beckett Road', postcode: 'BR3 4LT', items: [{ id: 'duvet', size: 'double', qty: 1 }, { id: 'pillow', qty: 2 }], total: 36 },
];

function unit(l) {
  const i = IT[l.id];
  let p = i.price;
  for (const [k, opts] of Object.entries(i.options || {})) { const o = opts.find((x) => x[0] === l[k]) || opts[0]; p = o[2]; }
  return p;
}
const lineName = (l) => { const i = IT[l.id]; const bits = Object.entries(i.options || {}).map(([k, opts]) => (opts.find((o) => o[0] === l[k]) || opts[0])[1]); if (l.starch && l.starch !== 'none') bits.push(STARCH[l.starch]); return `${i.name}${bits.length ? ` (${bits.join(', ')})` : ''}`; };

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, bag: [], promo: null, draft: null, orders: seed(), prefs: { detergent: 'standard', softener: true, notes: '' } });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookie settings" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>We use cookies to keep your bag and to see which pages people use.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="c" value="all">Allow all</button> <button type="submit" name="c" value="needed">Only necessary cookies</button></form></div>`;
    const n = S.bag.reduce((a, l) => a + l.qty, 0);
    const nav = NAV.map(([h, t]) => (h === '/bag' ? [h, `Bag (${n})`] : [h, t]));
    return { html: layout({ brand: BRAND, nav, title, body: banner + body, q: query.q || '', searchLabel: 'Search items' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const row = (i) => `<tr><td><a href="/item/${i.id}">${esc(i.name)}</a></td><td>${i.options ? 'from ' : ''}${money(i.price)}</td><td>${i.days} working day${i.days === 1 ? '' : 's'}</td></tr>`;

  function totals() {
    const sub = S.bag.reduce((a, l) => a + unit(l) * l.qty, 0);
    const off = S.promo === 'FRESH15' ? Math.round(sub * 15) / 100 : 0;
    return { sub, off };
  }

  function prices(query) {
    const cat = CATS[query.cat] ? query.cat : '';
    const tabs = `<ul>${Object.entries(CATS).map(([c, t]) => `<li><a href="/prices?cat=${c}"${c === cat ? ' aria-current="page"' : ''}>${esc(t)}</a></li>`).join('')}</ul>`;
    let list = cat ? ITEMS.filter((i) => i.cat === cat) : ITEMS;
    if (query.sort === 'low') list = list.slice().sort((a, b) => a.price - b.price);
    if (query.sort === 'high') list = list.slice().sort((a, b) => b.price - a.price);
    const sort = `<form method="get" action="/prices">${cat ? `<input type="hidden" name="cat" value="${cat}">` : ''}<label>Order by <select name="sort"><option value="">Category</option><option value="low"${query.sort === 'low' ? ' selected' : ''}>Price, lowest first</option><option value="high"${query.sort === 'high' ? ' selected' : ''}>Price, highest first</option></select></label> <button type="submit">Go</button></form>`;
    return view('/prices', query, cat ? `Prices: ${CATS[cat]}` : 'Our prices', `<p>All prices include collection and delivery on orders over £20 (otherwise £3.50).</p>${tabs}${sort}<table><thead><tr><th>Item</th><th>Price</th><th>Ready in</th></tr></thead><tbody>${list.map(row).join('')}</tbody></table>`);
  }

  function item(i, query) {
    const sel = {};
    for (const [k, opts] of Object.entries(i.options || {})) sel[k] = opts.some((o) => o[0] === query[k]) ? query[k] : opts[0][0];
    const price = unit({ id: i.id, ...sel });
    const choices = Object.entries(i.options || {}).map(([k, opts]) => `<p>${k === 'finish' ? 'Finish' : k === 'size' ? 'Size' : k === 'length' ? 'Length' : 'Style'}: ${opts.map(([v, t, p]) => `<a class="opt${sel[k] === v ? ' sel' : ''}" href="${esc(withQuery(`/item/${i.id}`, query, { [k]: v }))}"${sel[k] === v ? ' aria-current="true"' : ''}>${esc(t)} — ${money(p)}</a>`).join(' ')}</p>`).join('');
    const hidden = Object.entries(sel).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    const starch = i.starch ? `<fieldset><legend>Starch</legend>${Object.entries(STARCH).map(([v, t]) => `<label><input type="radio" name="starch" value="${v}"${v === 'none' ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>` : '';
    const body = `<p><a href="/prices?cat=${i.cat}">← ${esc(CATS[i.cat])}</a></p><p><strong>${money(price)}</strong> each · ready in ${i.days} working days</p>${choices}
<form method="post" action="/bag/add"><input type="hidden" name="id" value="${i.id}">${hidden}${starch}<label>How many? <select name="qty">${Array.from({ length: 12 }, (_, n) => `<option>${n + 1}</option>`).join('')}</select></label> <button type="submit">Add to bag</button></form>
${i.cat === 'special' || i.cat === 'suits' ? '<p>Stains: tell us about them in the collection notes and we will treat them free of charge.</p>' : ''}`;
    return view(`/item/${i.id}`, query, i.name, body);
  }

  function bag(query) {
    if (!S.bag.length) return view('/bag', query, 'Your bag', '<p>Your bag is empty.</p><p><a href="/prices">See our prices</a></p>');
    const { sub, off } = totals();
    const delivery = sub - off >= 20 ? 0 : 3.5;
    const rows = S.bag.map((l, n) => `<tr><td>${esc(lineName(l))}<br><small>Ready in ${IT[l.id].days} working days</small></td><td><form method="post" action="/bag/qty"><input type="hidden" name="line" value="${n}"><label>Qty <input type="number" name="qty" value="${l.qty}" min="0" max="20"></label> <button type="submit">Update</button></form></td><td>${money(unit(l) * l.qty)}</td><td><form method="post" action="/bag/remove"><input type="hidden" name="line" value="${n}"><button type="submit">Remove</button></form></td></tr>`).join('');
    return view('/bag', query, 'Your bag', `<table><thead><tr><th>Item</th><th>Quantity</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Items: ${money(sub)}${off ? `<br>FRESH15 discount: −${money(off)}` : ''}<br>Collection &amp; delivery: ${delivery ? money(delivery) : 'Free'}<br><strong>Estimated total: ${money(sub - off + delivery)}</strong></p>
<form method="post" action="/bag/promo"><label>Discount code <input name="code"></label> <button type="submit">Apply</button></form>${query.code === 'invalid' ? '<p class="err">Sorry, that code is not recognised.</p>' : ''}
<p><a href="/book">Book a collection</a></p>`);
  }

  function book(query, form = {}, errs = []) {
    if (!S.bag.length) return view('/book', query, 'Book a collection', '<p>Add items to your bag first. <a href="/prices">Prices</a></p>');
    const day = DAYS.find((d) => d.iso === query.day);
    const strip = `<p>Collection day:</p><ul class="cards">${DAYS.map((d) => `<li><a href="/book?day=${d.iso}"${d === day ? ' aria-current="true"' : ''}>${d.label}</a></li>`).join('')}</ul>`;
    if (!day) return view('/book', query, 'Book a collection — step 1 of 2', `${strip}<p>Choose a day to see collection times.</p>`);
    const d = S.draft && S.draft.collect === day.iso ? S.draft : {};
    const v = (k) => (one(form, k) ? form : d[k] ? { [k]: [d[k]] } : {});
    const slot = one(form, 'slot') || d.slot || '';
    const ret = one(form, 'return') || d.return || 'standard';
    const slots = Object.entries(SLOTS).map(([s, t]) => (FULL.has(`${day.iso}-${s}`) ? `<label><input type="radio" name="slot" value="${s}" disabled> ${t} — full</label>` : `<label><input type="radio" name="slot" value="${s}"${slot === s ? ' checked' : ''} required> ${t}</label>`)).join('');
    const body = `${strip}<h2>${day.label}</h2>${errs.length ? `<p class="err" role="alert">Please complete: ${errs.join(', ')}.</p>` : ''}
<form method="post" action="/book"><input type="hidden" name="day" value="${day.iso}"><fieldset><legend>Collection time</legend>${slots}</fieldset>
<fieldset><legend>Your details</legend>${field(v('name'), 'name', 'Name', true)}${field(v('phone'), 'phone', 'Mobile number', true, 'tel')}${field(v('address'), 'address', 'Address', true)}${field(v('postcode'), 'postcode', 'Postcode', true)}</fieldset>
<fieldset><legend>Return</legend>${Object.entries(RETURNS).map(([r, [t, c]]) => `<label><input type="radio" name="return" value="${r}"${ret === r ? ' checked' : ''}> ${t}${c ? ` (+${money(c)})` : ''}</label>`).join('')}</fieldset>
<label>Notes for the driver or about stains <textarea name="notes">${esc(one(v('notes'), 'notes'))}</textarea></label>
<button type="submit">Continue to review</button></form>`;
    return view('/book', query, 'Book a collection — step 1 of 2', body);
  }

  function review(query) {
    const d = S.draft;
    if (!d) return view('/book/review', query, 'Review your order', '<p>Nothing to review yet. <a href="/book">Book a collection</a></p>');
    const { sub, off } = totals();
    const delivery = sub - off >= 20 ? 0 : 3.5;
    const extra = RETURNS[d.return][1];
    const body = `<table><tbody>${S.bag.map((l) => `<tr><td>${l.qty} × ${esc(lineName(l))}</td><td>${money(unit(l) * l.qty)}</td></tr>`).join('')}</tbody></table>
<dl><dt>Collection</dt><dd>${esc(dayLabel(d.collect))}, ${SLOTS[d.slot]}</dd><dt>Return</dt><dd>${RETURNS[d.return][0]}</dd><dt>Name</dt><dd>${esc(d.name)}</dd><dt>Mobile</dt><dd>${esc(d.phone)}</dd><dt>Address</dt><dd>${esc(d.address)}, ${esc(d.postcode)}</dd>${d.notes ? `<dt>Notes</dt><dd>${esc(d.notes)}</dd>` : ''}</dl>
<p>Total to pay on delivery: <strong>${money(sub - off + delivery + extra)}</strong>${off ? ` (includes ${money(off)} off)` : ''}</p>
<p><a href="/book?day=${d.collect}">Change</a></p><form method="post" action="/book/confirm"><button type="submit">Confirm order</button></form>`;
    return view('/book/review', query, 'Review your order — step 2 of 2', body);
  }

  function orderPage(o, query) {
    const items = o.items.map((l) => `<li>${l.qty} × ${esc(lineName(l))}</li>`).join('');
    const st = { booked: 'Collection booked', cancelled: 'Cancelled', delivered: 'Delivered' }[o.status];
    const acts = o.status === 'booked' ? `<h2>Change collection day</h2><form method="post" action="/orders/${o.ref}/move"><label>New day <select name="day">${DAYS.map((d) => `<option value="${d.iso}"${d.iso === o.collect ? ' selected' : ''}>${d.label}</option>`).join('')}</select></label> <label>Time <select name="slot">${Object.entries(SLOTS).map(([s, t]) => `<option value="${s}"${s === o.slot ? ' selected' : ''}>${t}</option>`).join('')}</select></label> <button type="submit">Move collection</button></form><p><a href="/orders/${o.ref}/cancel">Cancel this order</a></p>` : '';
    return view(`/orders/${o.ref}`, query, `Order ${o.ref}`, `${query.done ? `<p role="status">Thanks ${esc(o.name.split(' ')[0])}, your collection is booked. Order number <strong>${o.ref}</strong>.</p>` : ''}<p>Status: <strong>${st}</strong></p><p>Collection: ${esc(dayLabel(o.collect))}, ${SLOTS[o.slot]} from ${esc(o.address)}, ${esc(o.postcode)}</p><p>Return: ${RETURNS[o.return][0]}</p><ul>${items}</ul>${o.total ? `<p>Paid: ${money(o.total)}</p>` : ''}${acts}<p><a href="/account">Back to my account</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/bag/add') {
        const i = IT[one(form, 'id')];
        if (!i) return { redirect: '/bag' };
        const l = { id: i.id };
        for (const [k, opts] of Object.entries(i.options || {})) l[k] = opts.some((o) => o[0] === one(form, k)) ? one(form, k) : opts[0][0];
        if (i.starch) l.starch = STARCH[one(form, 'starch')] ? one(form, 'starch') : 'none';
        const qty = Math.max(1, Math.min(20, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.bag.find((x) => JSON.stringify({ ...x, qty: 0 }) === JSON.stringify({ ...l, qty: 0 }));
        if (same) same.qty = Math.min(20, same.qty + qty); else S.bag.push({ ...l, qty });
        return { redirect: '/bag' };
      }
      if (path === '/bag/qty') {
        const n = parseInt(one(form, 'line'), 10); const q = parseInt(one(form, 'qty'), 10);
        if (S.bag[n] && Number.isFinite(q)) { if (q <= 0) S.bag.splice(n, 1); else S.bag[n].qty = Math.min(20, q); }
        return { redirect: '/bag' };
      }
      if (path === '/bag/remove') { const n = parseInt(one(form, 'line'), 10); if (S.bag[n]) S.bag.splice(n, 1); return { redirect: '/bag' }; }
      if (path === '/bag/promo') { if (one(form, 'code').toUpperCase() === 'FRESH15') { S.promo = 'FRESH15'; return { redirect: '/bag' }; } return { redirect: '/bag?code=invalid' }; }
      if (path === '/book') {
        const day = DAYS.find((d) => d.iso === one(form, 'day'));
        if (!day || !S.bag.length) return { redirect: '/book' };
        const errs = ['slot', 'name', 'phone', 'address', 'postcode'].filter((k) => !one(form, k));
        if (one(form, 'slot') && (!SLOTS[one(form, 'slot')] || FULL.has(`${day.iso}-${one(form, 'slot')}`))) errs.push('slot');
        if (errs.length) return book({ day: day.iso }, form, errs);
        const d = { collect: day.iso, slot: one(form, 'slot'), return: RETURNS[one(form, 'return')] ? one(form, 'return') : 'standard', name: one(form, 'name'), phone: one(form, 'phone'), address: one(form, 'address'), postcode: one(form, 'postcode').toUpperCase() };
        if (one(form, 'notes')) d.notes = one(form, 'notes');
        S.draft = d;
        return { redirect: '/book/review' };
      }
      if (path === '/book/confirm') {
        if (!S.draft || !S.bag.length) return { redirect: '/bag' };
        const o = { ref: `SP${3201 + S.orders.length - 2}`, status: 'booked', ...S.draft, items: clone(S.bag) };
        if (S.promo) o.promo = S.promo;
        S.orders.push(o); S.bag = []; S.promo = null; S.draft = null;
        return { redirect: `/orders/${o.ref}?done=1` };
      }
      if ((m = path.match(/^\/orders\/(SP\d+)\/(move|cancel)$/))) {
        const o = S.orders.find((x) => x.ref === m[1]);
        if (!o || o.status !== 'booked') return { redirect: '/account' };
        if (m[2] === 'move') {
          const day = DAYS.find((d) => d.iso === one(form, 'day'));
          const slot = SLOTS[one(form, 'slot')] ? one(form, 'slot') : o.slot;
          if (day && !FULL.has(`${day.iso}-${slot}`)) { o.collect = day.iso; o.slot = slot; }
          return { redirect: `/orders/${o.ref}` };
        }
        if (!one(form, 'reason')) return { redirect: `/orders/${o.ref}/cancel?error=reason` };
        o.status = 'cancelled';
        o.reason = one(form, 'reason');
        return { redirect: '/account' };
      }
      if (path === '/account/preferences') {
        S.prefs = { detergent: ['standard', 'non-bio', 'sensitive'].includes(one(form, 'detergent')) ? one(form, 'detergent') : 'standard', softener: !!one(form, 'softener'), notes: one(form, 'notes') };
        return { redirect: '/account?saved=1' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Laundry and dry cleaning, collected and delivered', `<p>We collect from your door, clean everything at our Beckenham workshop and bring it back, pressed and folded. Free collection and delivery on orders over £20.</p>
<form method="get" action="/coverage"><label>Do you cover my area? Postcode <input name="postcode"></label> <button type="submit">Check</button></form>
<h2>Popular</h2><ul class="cards">${['shirt', 'suit-2', 'duvet', 'wash-bag'].map((id) => `<li><a href="/item/${id}">${esc(IT[id].name)}</a><br>${IT[id].options ? 'from ' : ''}${money(IT[id].price)}</li>`).join('')}</ul>
<p><a href="/prices">Full price list</a> · <a href="/how-it-works">How it works</a> · <a href="/account">Track or change an order</a></p>`);
    }
    if (path === '/coverage') {
      const pc = (query.postcode || '').toUpperCase().trim();
      const area = pc.split(/\s+/)[0];
      const ok = AREAS.includes(area);
      return view('/coverage', query, 'Check your postcode', `<form method="get" action="/coverage"><label>Postcode <input name="postcode" value="${esc(query.postcode || '')}"></label> <button type="submit">Check</button></form>${pc ? (ok ? `<p role="status">Good news — we collect from ${esc(pc)}, Monday to Saturday.</p>` : `<p role="status">Sorry, we don't collect from ${esc(pc)} yet. We cover ${AREAS.join(', ')}.</p>`) : ''}`);
    }
    if (path === '/prices') return prices(query);
    if ((m = path.match(/^\/item\/([\w-]+)$/)) && IT[m[1]]) return item(IT[m[1]], query);
    if (path === '/search') {
      const toks = (query.q || '').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean).map((t) => (t.length > 3 && t.endsWith('s') ? t.slice(0, -1) : t));
      const hits = toks.length ? ITEMS.filter((i) => toks.every((t) => `${i.name} ${CATS[i.cat]}`.toLowerCase().includes(t))) : [];
      return view('/search', query, `Search: “${query.q || ''}”`, hits.length ? `<table><tbody>${hits.map(row).join('')}</tbody></table>` : '<p>Nothing found. Try the <a href="/prices">price list</a>.</p>');
    }
    if (path === '/bag') return bag(query);
    if (path === '/book') return book(query);
    if (path === '/book/review') return review(query);
    if (path === '/account') {
      const rows = S.orders.map((o) => `<tr><td><a href="/orders/${o.ref}">${o.ref}</a></td><td>${esc(dayLabel(o.collect))}</td><td>${o.items.reduce((a, l) => a + l.qty, 0)} items</td><td>${{ booked: 'Collection booked', cancelled: 'Cancelled', delivered: 'Delivered' }[o.status]}</td></tr>`).join('');
      return view('/account', query, 'My account', `${query.saved ? '<p role="status">Your preferences have been saved.</p>' : ''}<p>Signed in as Helen Marsh (helen.marsh@inbox.example).</p><h2>Orders</h2><table><thead><tr><th>Order</th><th>Collection</th><th>Items</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table><p><a href="/account/preferences">Washing preferences</a></p>`);
    }
    if (path === '/account/preferences') {
      const p = S.prefs;
      return view(path, query, 'Washing preferences', `<form method="post" action="/account/preferences"><fieldset><legend>Detergent</legend>${[['standard', 'Standard (biological)'], ['non-bio', 'Non-biological'], ['sensitive', 'Sensitive skin, fragrance free']].map(([v, t]) => `<label><input type="radio" name="detergent" value="${v}"${p.detergent === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="softener" value="yes"${p.softener ? ' checked' : ''}> Use fabric softener</label><label>Anything else we should know? <textarea name="notes">${esc(p.notes)}</textarea></label><button type="submit">Save preferences</button></form>`);
    }
    if ((m = path.match(/^\/orders\/(SP\d+)\/cancel$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      if (!o) return { status: 404, html: '<p>Not found</p>' };
      if (o.status !== 'booked') return view(path, query, 'Cancel order', '<p>This order can no longer be cancelled.</p>');
      return view(path, query, `Cancel order ${o.ref}?`, `${query.error ? '<p class="err" role="alert">Please tell us why you are cancelling.</p>' : ''}<p>Your collection on ${esc(dayLabel(o.collect))} will be cancelled. There is no charge.</p><form method="post" action="/orders/${o.ref}/cancel"><label>Why are you cancelling? <select name="reason" required><option value="">Choose a reason</option><option value="not-needed">I don't need it any more</option><option value="away">I'll be away</option><option value="price">Too expensive</option><option value="other">Something else</option></select></label> <button type="submit">Cancel order</button></form><p><a href="/orders/${o.ref}">Keep my order</a></p>`);
    }
    if ((m = path.match(/^\/orders\/(SP\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      if (!o) return { status: 404, html: '<p>Not found</p>' };
      return orderPage(o, query);
    }
    if (path === '/how-it-works') {
      return view(path, query, 'How it works', `<ol><li>Book a collection slot online.</li><li>Our driver collects your bag — you don't need to be in if you leave it with a neighbour or in a safe place.</li><li>We clean everything and text you when it is on the way back.</li></ol>
<h2>Questions</h2><dl><dt>How long does it take?</dt><dd>Most items come back in 48 hours; bedding takes 4 working days and alterations up to a week.</dd><dt>What if I'm not in when you deliver?</dt><dd>We leave it with a neighbour or try again the next day for free.</dd><dt>Do you lose buttons?</dt><dd>If a button comes off we sew it back on for free.</dd><dt>How do I pay?</dt><dd>By card when we deliver; we never charge before we collect.</dd><dt>Can I leave special instructions?</dt><dd>Yes — add notes when you book, or set washing preferences in My account.</dd></dl>`);
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact us', '<p>Call 020 7946 0321 (8am to 8pm, Monday to Saturday) or email hello@sudsandpress.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
