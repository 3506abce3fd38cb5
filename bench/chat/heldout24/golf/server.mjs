// Ashcombe Park Golf Club: visitor tee times on two courses (day links and course links in the
// query), a booking form, a review page, My bookings with a seeded booking to change or cancel,
// lessons with the club's professionals, a pro shop with a basket and collection orders, and
// scorecards.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Ashcombe Park Golf Club';
const NAV = [['/', 'Home'], ['/tee-times', 'Tee times'], ['/course', 'The courses'], ['/lessons', 'Lessons'], ['/shop', 'Pro shop'], ['/bookings', 'My bookings']];

const DAY0 = Date.UTC(2026, 10, 28); // Saturday 28 November 2026
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DAYS = Array.from({ length: 8 }, (_, i) => { const d = new Date(DAY0 + i * 86400000); return { iso: d.toISOString().slice(0, 10), wd: d.getUTCDay(), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`, short: `${WD[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()}` }; });
const DAYMAP = Object.fromEntries(DAYS.map((d) => [d.iso, d]));

const COURSES = {
  parkland: { name: 'The Parkland Course', holes: 18, times: ['08:00', '08:40', '09:20', '10:00', '10:40', '11:20', '12:00', '13:00', '13:40'], weekday: 45, weekend: 60, twilight: 30, buggies: true },
  heath: { name: 'The Heath Nine', holes: 9, times: ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00'], weekday: 18, weekend: 22, twilight: 0, buggies: false },
};
// places already taken by other golfers, by `${date}-${course}-${hhmm}` (4 per tee time)
const TAKEN = {
  '2026-11-28-parkland-0800': 4, '2026-11-28-parkland-0840': 4, '2026-11-28-parkland-0920': 3, '2026-11-28-parkland-1000': 4, '2026-11-28-parkland-1040': 2,
  '2026-11-29-parkland-0800': 4, '2026-11-29-parkland-0840': 3, '2026-11-29-parkland-0920': 1, '2026-11-29-parkland-1000': 2, '2026-11-29-parkland-1120': 2, '2026-11-29-parkland-1200': 1,
  '2026-12-01-heath-0900': 2, '2026-12-01-heath-1000': 1,
  '2026-12-05-heath-0900': 4, '2026-12-05-heath-1000': 1, '2026-12-05-heath-1100': 3,
  '2026-12-05-parkland-0800': 4, '2026-12-05-parkland-0840': 4, '2026-12-05-parkland-0920': 2,
};
const slotId = (date, course, t) => `${date}-${course}-${t.replace(':', '')}`;
function parseSlot(id) {
  const m = String(id || '').match(/^(\d{4}-\d{2}-\d{2})-(parkland|heath)-(\d{2})(\d{2})$/);
  if (!m || !DAYMAP[m[1]]) return null;
  const c = COURSES[m[2]]; const time = `${m[3]}:${m[4]}`;
  if (!c.times.includes(time)) return null;
  return { id, date: m[1], course: m[2], time, day: DAYMAP[m[1]] };
}
function fee(s) {
  const c = COURSES[s.course];
  if (c.twilight && s.time >= '13:00') return c.twilight;
  return s.day.wd === 0 || s.day.wd === 6 ? c.weekend : c.weekday;
}
const BUGGY = 30; const CLUBS = 15;
const cost = (b) => { const s = parseSlot(b.slot); const f = fee(s); return f * Number(b.adults) + (f / 2) * Number(b.juniors) + BUGGY * Number(b.buggies || 0) + CLUBS * Number(b.clubs || 0); };

const HOLES = {
  parkland: [[1, 4, 388, 9], [2, 3, 164, 17], [3, 5, 512, 5], [4, 4, 402, 1], [5, 4, 356, 11], [6, 4, 371, 7], [7, 4, 412, 3], [8, 3, 188, 15], [9, 4, 330, 13], [10, 4, 395, 6], [11, 5, 498, 10], [12, 3, 142, 18], [13, 4, 420, 2], [14, 4, 344, 14], [15, 4, 376, 8], [16, 3, 201, 12], [17, 4, 365, 16], [18, 4, 409, 4]],
  heath: [[1, 4, 305, 3], [2, 3, 128, 9], [3, 4, 290, 5], [4, 3, 150, 7], [5, 4, 332, 1], [6, 3, 117, 8], [7, 4, 298, 4], [8, 3, 161, 6], [9, 4, 310, 2]],
};

export const PROS = {
  mark: { name: 'Mark Fenn', title: 'Head Professional (PGA)', mins: 30, price: 35, about: 'Short game, putting and course management.' },
  lucy: { name: 'Lucy Grey', title: 'PGA Professional', mins: 45, price: 45, about: 'Full swing, beginners and juniors; video analysis included.' },
};
const LTIMES = ['10:00', '11:00', '13:00', '14:00', '15:00'];
const LTAKEN = new Set(['lucy-2026-12-02T13:00', 'lucy-2026-12-01T10:00', 'mark-2026-11-30T10:00', 'mark-2026-12-02T13:00', 'mark-2026-12-02T14:00']);
const LDAYS = DAYS.slice(2); // lessons from Monday 30 November

const SHOPCATS = { balls: 'Golf balls', gloves: 'Gloves', accessories: 'Caps, umbrellas & accessories' };
export const PRODUCTS = [
  { id: 'tour-soft', name: 'Tour Soft golf balls', cat: 'balls', price: 16, options: { pack: [['half', 'Half dozen', 16], ['dozen', 'Dozen', 29]], colour: [['white', 'White'], ['yellow', 'Matte yellow']] } },
  { id: 'distance-pro', name: 'Distance Pro golf balls (15 pack)', cat: 'balls', price: 19.99 },
  { id: 'lake-balls', name: 'Grade A lake balls (24)', cat: 'balls', price: 12 },
  { id: 'cabretta-glove', name: 'Cabretta leather glove', cat: 'gloves', price: 14, options: { size: [['s', 'S'], ['m', 'M'], ['ml', 'M/L'], ['l', 'L'], ['xl', 'XL']], hand: [['left', 'Left hand (for right-handed golfers)'], ['right', 'Right hand (for left-handed golfers)']] } },
  { id: 'rain-gloves', name: 'All-weather gloves (pair)', cat: 'gloves', price: 18, options: { size: [['s', 'S'], ['m', 'M'], ['l', 'L'], ['xl', 'XL']] } },
  { id: 'club-cap', name: 'Ashcombe Park cap', cat: 'accessories', price: 16, options: { colour: [['navy', 'Navy'], ['white', 'White'], ['green', 'Racing green']] } },
  { id: 'umbrella', name: 'Double-canopy golf umbrella', cat: 'accessories', price: 28 },
  { id: 'pitch-repairer', name: 'Pitch mark repairer with ball marker', cat: 'accessories', price: 6 },
  { id: 'tees', name: 'Wooden tees, bag of 100', cat: 'accessories', price: 3 },
];
const PR = Object.fromEntries(PRODUCTS.map((p) => [p.id, p]));
const unit = (l) => { const p = PR[l.id]; const pack = p.options && p.options.pack; return pack ? (pack.find((o) => o[0] === l.pack) || pack[0])[2] : p.price; };
const lineName = (l) => { const p = PR[l.id]; const bits = Object.entries(p.options || {}).map(([k, o]) => (o.find((x) => x[0] === l[k]) || o[0])[1]); return `${p.name}${bits.length ? ` — ${bits.join(', ')}` : ''}`; };

const SEED = () => [{ ref: 'AG7705', slot: '2026-11-29-parkland-0920', adults: '2', juniors: '0', name: 'Colin Barr', email: 'colin.barr@linksmail.example', status: 'booked' }];

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, draft: null, bookings: SEED(), basket: [], orders: [], lessons: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookies" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>This site uses cookies. Some are essential; others help us understand how visitors use it.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="c" value="ok">Accept cookies</button> <button type="submit" name="c" value="no">Decline</button></form></div>`;
    const nav = NAV.concat([['/shop/basket', `Shop basket (${S.basket.reduce((a, l) => a + l.qty, 0)})`]]);
    return { html: layout({ brand: BRAND, nav, title, body: banner + body, q: query.q || '', searchLabel: 'Search the club site' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' (required)' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const used = (slot, except) => S.bookings.filter((b) => b.slot === slot && b.status === 'booked' && b.ref !== except).reduce((a, b) => a + Number(b.adults) + Number(b.juniors), 0);
  const free = (slot, except) => Math.max(0, 4 - (TAKEN[slot] || 0) - used(slot, except));
  const sel = (name, n, cur, from = 0) => `<select name="${name}">${Array.from({ length: n - from + 1 }, (_, i) => i + from).map((i) => `<option${String(cur) === String(i) ? ' selected' : ''}>${i}</option>`).join('')}</select>`;

  function teeTimes(query) {
    const day = DAYMAP[query.date] || DAYS[0];
    const course = COURSES[query.course] ? query.course : 'parkland';
    const c = COURSES[course];
    const strip = `<nav aria-label="Choose a day">${DAYS.map((d) => `<a class="opt${d === day ? ' sel' : ''}" href="${esc(withQuery('/tee-times', query, { date: d.iso }))}">${d.short}</a>`).join(' ')}</nav>`;
    const tabs = `<p>Course: ${Object.entries(COURSES).map(([k, x]) => `<a class="opt${k === course ? ' sel' : ''}" href="${esc(withQuery('/tee-times', query, { course: k }))}">${esc(x.name)} (${x.holes} holes)</a>`).join(' ')}</p>`;
    const rows = c.times.map((t) => { const s = parseSlot(slotId(day.iso, course, t)); const n = free(s.id); return `<tr><td>${t}</td><td>${n ? `${n} of 4 places free` : 'Fully booked'}</td><td>${money(fee(s))} per player</td><td>${n ? `<a href="/tee-times/book?slot=${s.id}" aria-label="Book ${t}">Book</a>` : ''}</td></tr>`; }).join('');
    return view('/tee-times', query, `Tee times — ${day.label}`, `${strip}${tabs}<h2>${esc(c.name)}</h2><table><thead><tr><th>Tee time</th><th>Availability</th><th>Green fee</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<p>Juniors under 16 play for half price. ${c.twilight ? `Twilight rate ${money(c.twilight)} from 13:00.` : 'Last tee time 14:00 in winter.'}</p>`);
  }

  function bookForm(s, query, form = {}, errs = []) {
    const n = free(s.id);
    if (!n) return view('/tee-times/book', query, 'Book a tee time', `<p>${esc(s.day.label)} at ${s.time} is fully booked. <a href="/tee-times?date=${s.date}&amp;course=${s.course}">Choose another time</a></p>`);
    const c = COURSES[s.course];
    const d = S.draft && S.draft.slot === s.id ? S.draft : {};
    const v = (k) => (one(form, k) ? form : d[k] ? { [k]: [d[k]] } : {});
    const body = `<p><strong>${esc(c.name)}</strong>, ${esc(s.day.label)} at ${s.time}. ${n} place${n === 1 ? '' : 's'} free.</p>
<p>Green fee ${money(fee(s))} per adult; juniors under 16 ${money(fee(s) / 2)}. ${c.buggies ? `Buggy hire ${money(BUGGY)} per buggy (two players each).` : 'Buggies are not allowed on the Heath Nine from November to March.'} Club hire ${money(CLUBS)} a set.</p>
${errs.length ? `<p class="err" role="alert">Please check: ${errs.join(', ')}.</p>` : ''}
<form method="post" action="/tee-times/book"><input type="hidden" name="slot" value="${s.id}">
<label>Adults ${sel('adults', n, one(form, 'adults') || d.adults || '1')}</label><label>Juniors (under 16) ${sel('juniors', n, one(form, 'juniors') || d.juniors || '0')}</label>
${c.buggies ? `<label>Buggies ${sel('buggies', 2, one(form, 'buggies') || d.buggies || '0')}</label>` : ''}<label>Sets of hire clubs ${sel('clubs', 4, one(form, 'clubs') || d.clubs || '0')}</label>
<fieldset><legend>Lead golfer</legend>${field(v('name'), 'name', 'Name', true)}${field(v('email'), 'email', 'Email', true, 'email')}${field(v('phone'), 'phone', 'Phone', false, 'tel')}${field(v('handicap'), 'handicap', 'Handicap (optional)', false)}</fieldset>
<button type="submit">Continue</button></form>`;
    return view('/tee-times/book', query, 'Book a tee time', body);
  }

  function bookingPage(b, query) {
    const s = parseSlot(b.slot); const c = COURSES[s.course];
    const active = b.status === 'booked';
    const change = active ? `<h2>Change this booking</h2><form method="post" action="/bookings/${b.ref}/change"><label>Adults ${sel('adults', 4, b.adults)}</label><label>Juniors ${sel('juniors', 4, b.juniors)}</label>${c.buggies ? `<label>Buggies ${sel('buggies', 2, b.buggies || '0')}</label>` : ''}<label>Sets of hire clubs ${sel('clubs', 4, b.clubs || '0')}</label><button type="submit">Save changes</button></form>${query.error ? '<p class="err" role="alert">Sorry, there are not enough places free at that time.</p>' : ''}<p><a href="/bookings/${b.ref}/cancel">Cancel this booking</a></p>` : '';
    return view(`/bookings/${b.ref}`, query, `Booking ${b.ref}`, `${query.new ? `<p role="status">You're booked in. Your reference is <strong>${b.ref}</strong>.</p>` : ''}<p>Status: <strong>${active ? 'Confirmed' : 'Cancelled'}</strong></p>
<dl><dt>Course</dt><dd>${esc(c.name)}</dd><dt>Tee time</dt><dd>${esc(s.day.label)}, ${s.time}</dd><dt>Players</dt><dd>${b.adults} adult${b.adults === '1' ? '' : 's'}${Number(b.juniors) ? `, ${b.juniors} junior${b.juniors === '1' ? '' : 's'}` : ''}</dd>${b.buggies ? `<dt>Buggies</dt><dd>${b.buggies}</dd>` : ''}${b.clubs ? `<dt>Hire clubs</dt><dd>${b.clubs} set(s)</dd>` : ''}<dt>Lead golfer</dt><dd>${esc(b.name)}</dd></dl>
<p>Green fees and hire: <strong>${money(cost(b))}</strong>, paid in the pro shop on the day.</p>
<p>Please check in at the pro shop 20 minutes before your tee time. Winter rules are in force: preferred lies on closely mown areas and fairway mats where marked. Dress code: soft spikes or trainers are fine; no jeans on the Parkland Course.</p>${change}<p><a href="/bookings">My bookings</a></p>`);
  }

  function lessonForm(p, query, form = {}, errs = []) {
    const pro = PROS[p];
    const days = LDAYS.filter((d) => d.wd !== 0);
    const table = `<table><thead><tr><th>Day</th>${LTIMES.map((t) => `<th>${t}</th>`).join('')}</tr></thead><tbody>${days.map((d) => `<tr><th>${d.label}</th>${LTIMES.map((t) => `<td>${LTAKEN.has(`${p}-${d.iso}T${t}`) || S.lessons.some((l) => l.pro === p && l.when === `${d.iso}T${t}`) ? 'Taken' : 'Free'}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
    const opts = days.flatMap((d) => LTIMES.map((t) => { const k = `${d.iso}T${t}`; const taken = LTAKEN.has(`${p}-${k}`) || S.lessons.some((l) => l.pro === p && l.when === k); return `<option value="${k}"${taken ? ' disabled' : ''}${one(form, 'when') === k ? ' selected' : ''}>${d.label}, ${t}${taken ? ' (taken)' : ''}</option>`; })).join('');
    const body = `<p>${esc(pro.title)}. ${pro.mins}-minute lesson, ${money(pro.price)}. ${esc(pro.about)}</p><h2>Availability</h2>${table}
${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}<form method="post" action="/lessons/book"><input type="hidden" name="pro" value="${p}">
<label>Lesson time <select name="when" required><option value="">Choose a time</option>${opts}</select></label>${field(form, 'name', 'Your name', true)}${field(form, 'email', 'Email', true, 'email')}
<button type="submit">Book lesson</button></form>`;
    return view('/lessons/book', query, `Book a lesson with ${pro.name}`, body);
  }

  function product(p, query) {
    const cur = {};
    for (const [k, o] of Object.entries(p.options || {})) cur[k] = o.some((x) => x[0] === query[k]) ? query[k] : o[0][0];
    const price = unit({ id: p.id, ...cur });
    const choices = Object.entries(p.options || {}).map(([k, o]) => `<p>${{ pack: 'Pack', colour: 'Colour', size: 'Size', hand: 'Hand' }[k]}: ${o.map(([v, t, pr]) => `<a class="opt${cur[k] === v ? ' sel' : ''}" href="${esc(withQuery(`/shop/p/${p.id}`, query, { [k]: v }))}"${cur[k] === v ? ' aria-current="true"' : ''}>${esc(t)}${pr ? ` (${money(pr)})` : ''}</a>`).join(' ')}</p>`).join('');
    const hidden = Object.entries(cur).map(([k, v]) => `<input type="hidden" name="${k}" value="${v}">`).join('');
    return view(`/shop/p/${p.id}`, query, p.name, `<p><a href="/shop/c/${p.cat}">← ${SHOPCATS[p.cat]}</a></p><p><strong>${money(price)}</strong></p>${choices}<form method="post" action="/shop/add"><input type="hidden" name="id" value="${p.id}">${hidden}<label>Quantity <select name="qty">${[1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit">Add to basket</button></form>`);
  }

  function basket(query) {
    if (!S.basket.length) return view('/shop/basket', query, 'Shop basket', '<p>Your basket is empty. <a href="/shop">Visit the pro shop</a></p>');
    const total = S.basket.reduce((a, l) => a + unit(l) * l.qty, 0);
    const rows = S.basket.map((l, n) => `<tr><td>${esc(lineName(l))}</td><td>${l.qty}</td><td>${money(unit(l) * l.qty)}</td><td><form method="post" action="/shop/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(PR[l.id].name)}">🗑</button></form></td></tr>`).join('');
    return view('/shop/basket', query, 'Shop basket', `<table><thead><tr><th>Item</th><th>Qty</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Total: <strong>${money(total)}</strong></p><p>Orders are for collection from the pro shop. Members get 10% off with their membership number at checkout.</p><p><a href="/shop/checkout">Checkout</a></p>`);
  }

  function shopCheckout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/shop/checkout', query, 'Checkout', '<p>Your basket is empty.</p>');
    return view('/shop/checkout', query, 'Checkout — collect from the pro shop', `${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}<form method="post" action="/shop/checkout">${field(form, 'name', 'Name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'member', 'Membership number (members save 10%)', false)}<button type="submit">Place order</button></form>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/tee-times/book') {
        const s = parseSlot(one(form, 'slot'));
        if (!s) return { redirect: '/tee-times' };
        const n = free(s.id);
        const adults = parseInt(one(form, 'adults'), 10) || 0; const juniors = parseInt(one(form, 'juniors'), 10) || 0;
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (adults + juniors < 1 || adults + juniors > n) errs.push('number of players');
        if (!adults) errs.push('at least one adult');
        if (errs.length) return bookForm(s, { slot: s.id }, form, errs);
        const d = { slot: s.id, adults: String(adults), juniors: String(juniors), name: one(form, 'name'), email: one(form, 'email') };
        for (const k of ['phone', 'handicap']) if (one(form, k)) d[k] = one(form, k);
        if (COURSES[s.course].buggies && parseInt(one(form, 'buggies'), 10) > 0) d.buggies = one(form, 'buggies');
        if (parseInt(one(form, 'clubs'), 10) > 0) d.clubs = one(form, 'clubs');
        S.draft = d;
        return { redirect: '/tee-times/review' };
      }
      if (path === '/tee-times/confirm') {
        if (!S.draft) return { redirect: '/tee-times' };
        const b = { ref: `AG${7801 + S.bookings.length - 1}`, ...S.draft, status: 'booked' };
        S.bookings.push(b); S.draft = null;
        return { redirect: `/bookings/${b.ref}?new=1` };
      }
      if ((m = path.match(/^\/bookings\/(AG\d+)\/(change|cancel)$/))) {
        const b = S.bookings.find((x) => x.ref === m[1]);
        if (!b || b.status !== 'booked') return { redirect: '/bookings' };
        if (m[2] === 'cancel') { b.status = 'cancelled'; return { redirect: '/bookings' }; }
        const adults = parseInt(one(form, 'adults'), 10) || 0; const juniors = parseInt(one(form, 'juniors'), 10) || 0;
        if (!adults || adults + juniors > free(b.slot, b.ref)) return { redirect: `/bookings/${b.ref}?error=full` };
        b.adults = String(adults); b.juniors = String(juniors);
        const s = parseSlot(b.slot);
        delete b.buggies; delete b.clubs;
        if (COURSES[s.course].buggies && parseInt(one(form, 'buggies'), 10) > 0) b.buggies = one(form, 'buggies');
        if (parseInt(one(form, 'clubs'), 10) > 0) b.clubs = one(form, 'clubs');
        return { redirect: `/bookings/${b.ref}` };
      }
      if (path === '/lessons/book') {
        const p = PROS[one(form, 'pro')] ? one(form, 'pro') : null;
        if (!p) return { redirect: '/lessons' };
        const when = one(form, 'when');
        const okTime = LDAYS.some((d) => d.wd !== 0 && LTIMES.some((t) => `${d.iso}T${t}` === when)) && !LTAKEN.has(`${p}-${when}`) && !S.lessons.some((l) => l.pro === p && l.when === when);
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (!okTime) errs.push('when');
        if (errs.length) return lessonForm(p, { pro: p }, form, errs);
        const l = { ref: `LS${301 + S.lessons.length}`, pro: p, when, name: one(form, 'name'), email: one(form, 'email') };
        S.lessons.push(l);
        return { redirect: `/lessons/booked/${l.ref}` };
      }
      if (path === '/shop/add') {
        const p = PR[one(form, 'id')];
        if (!p) return { redirect: '/shop/basket' };
        const l = { id: p.id };
        for (const [k, o] of Object.entries(p.options || {})) l[k] = o.some((x) => x[0] === one(form, k)) ? one(form, k) : o[0][0];
        const qty = Math.max(1, Math.min(6, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.basket.find((x) => JSON.stringify({ ...x, qty: 0 }) === JSON.stringify({ ...l, qty: 0 }));
        if (same) same.qty += qty; else S.basket.push({ ...l, qty });
        return { redirect: '/shop/basket' };
      }
      if (path === '/shop/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/shop/basket' }; }
      if (path === '/shop/checkout') {
        if (!S.basket.length) return { redirect: '/shop/basket' };
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (errs.length) return shopCheckout({}, form, errs);
        const o = { ref: `PS${5001 + S.orders.length}`, items: clone(S.basket), name: one(form, 'name'), email: one(form, 'email') };
        if (one(form, 'member')) o.member = one(form, 'member').toUpperCase();
        S.orders.push(o); S.basket = [];
        return { redirect: `/shop/orders/${o.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Welcome to Ashcombe Park', `<p>Two courses on the edge of Ashcombe Heath: the 18-hole Parkland Course and the 9-hole Heath Nine, perfect for beginners and juniors. Visitors welcome every day.</p>
<p><a href="/tee-times">Book a tee time</a> · <a href="/lessons">Lessons with our PGA professionals</a> · <a href="/shop">Pro shop</a></p>
<p role="note">Course status today: both courses open. Winter rules in force; buggies on paths only on the Parkland Course.</p>`);
    }
    if (path === '/tee-times') return teeTimes(query);
    if (path === '/tee-times/book') { const s = parseSlot(query.slot); return s ? bookForm(s, query) : { redirect: '/tee-times' }; }
    if (path === '/tee-times/review') {
      const d = S.draft;
      if (!d) return view(path, query, 'Check your booking', '<p>Nothing to check yet. <a href="/tee-times">Tee times</a></p>');
      const s = parseSlot(d.slot);
      return view(path, query, 'Check your booking', `<dl><dt>Course</dt><dd>${esc(COURSES[s.course].name)}</dd><dt>Tee time</dt><dd>${esc(s.day.label)}, ${s.time}</dd><dt>Adults</dt><dd>${d.adults}</dd><dt>Juniors</dt><dd>${d.juniors}</dd>${d.buggies ? `<dt>Buggies</dt><dd>${d.buggies}</dd>` : ''}${d.clubs ? `<dt>Hire clubs</dt><dd>${d.clubs} set(s)</dd>` : ''}<dt>Lead golfer</dt><dd>${esc(d.name)}, ${esc(d.email)}</dd></dl>
<p>Total to pay on the day: <strong>${money(cost(d))}</strong></p><p><a href="/tee-times/book?slot=${s.id}">Change details</a></p><form method="post" action="/tee-times/confirm"><button type="submit">Confirm tee time</button></form>`);
    }
    if (path === '/bookings') {
      const rows = S.bookings.map((b) => { const s = parseSlot(b.slot); return `<tr><td><a href="/bookings/${b.ref}">${b.ref}</a></td><td>${esc(COURSES[s.course].name)}</td><td>${esc(s.day.label)}, ${s.time}</td><td>${Number(b.adults) + Number(b.juniors)}</td><td>${b.status === 'booked' ? 'Confirmed' : 'Cancelled'}</td></tr>`; }).join('');
      const ls = S.lessons.map((l) => `<li>${l.ref}: lesson with ${esc(PROS[l.pro].name)}, ${esc(DAYMAP[l.when.slice(0, 10)].label)} at ${l.when.slice(11)}</li>`).join('');
      return view('/bookings', query, 'My bookings', `<p>Signed in as Colin Barr.</p><table><thead><tr><th>Ref</th><th>Course</th><th>Tee time</th><th>Players</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>${ls ? `<h2>Lessons</h2><ul>${ls}</ul>` : ''}`);
    }
    if ((m = path.match(/^\/bookings\/(AG\d+)\/cancel$/))) {
      const b = S.bookings.find((x) => x.ref === m[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      const s = parseSlot(b.slot);
      return view(path, query, 'Cancel booking', b.status === 'booked' ? `<p>Cancel your tee time on ${esc(s.day.label)} at ${s.time}? There is no charge if you cancel 24 hours ahead.</p><form method="post" action="/bookings/${b.ref}/cancel"><button type="submit">Yes, cancel it</button></form><p><a href="/bookings/${b.ref}">No, go back</a></p>` : '<p>This booking is already cancelled.</p>');
    }
    if ((m = path.match(/^\/bookings\/(AG\d+)$/))) {
      const b = S.bookings.find((x) => x.ref === m[1]);
      return b ? bookingPage(b, query) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/course') return view('/course', query, 'The courses', `<ul>${Object.entries(COURSES).map(([k, c]) => `<li><a href="/course/${k}">${esc(c.name)}</a> — ${c.holes} holes, par ${HOLES[k].reduce((a, h) => a + h[1], 0)}</li>`).join('')}</ul>`);
    if ((m = path.match(/^\/course\/(parkland|heath)$/))) {
      const k = m[1]; const c = COURSES[k]; const h = HOLES[k];
      return view(path, query, `${c.name} scorecard`, `<p>${c.holes} holes · Par ${h.reduce((a, x) => a + x[1], 0)} · ${h.reduce((a, x) => a + x[2], 0)} yards from the white tees.</p><table><thead><tr><th>Hole</th><th>Par</th><th>Yards</th><th>Stroke index</th></tr></thead><tbody>${h.map(([n, p, y, si]) => `<tr><td>${n}</td><td>${p}</td><td>${y}</td><td>${si}</td></tr>`).join('')}</tbody></table>`);
    }
    if (path === '/lessons') {
      const rows = Object.entries(PROS).map(([k, p]) => `<tr><td>${esc(p.name)}</td><td>${esc(p.title)}</td><td>${p.mins} minutes</td><td>${money(p.price)}</td><td>${esc(p.about)}</td><td><a href="/lessons/book?pro=${k}">Book with ${esc(p.name.split(' ')[0])}</a></td></tr>`).join('');
      return view('/lessons', query, 'Lessons', `<table><thead><tr><th>Professional</th><th></th><th>Lesson</th><th>Price</th><th>Specialises in</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Lessons are on the practice ground by the clubhouse, Monday to Saturday.</p>`);
    }
    if (path === '/lessons/book') return PROS[query.pro] ? lessonForm(query.pro, query) : { redirect: '/lessons' };
    if ((m = path.match(/^\/lessons\/booked\/(LS\d+)$/))) {
      const l = S.lessons.find((x) => x.ref === m[1]);
      if (!l) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Lesson booked', `<p role="status">Thanks ${esc(l.name)} — your lesson with ${esc(PROS[l.pro].name)} is booked for ${esc(DAYMAP[l.when.slice(0, 10)].label)} at ${l.when.slice(11)}. Reference ${l.ref}.</p><p>Bring your own clubs if you have them (we can lend a set) and arrive 10 minutes early to warm up. Pay in the pro shop after the lesson.</p>`);
    }
    if (path === '/shop') return view('/shop', query, 'Pro shop', `<ul>${Object.entries(SHOPCATS).map(([k, t]) => `<li><a href="/shop/c/${k}">${esc(t)}</a></li>`).join('')}</ul><p>Order online and collect from the pro shop, open 7:30 – 17:00 every day.</p>`);
    if ((m = path.match(/^\/shop\/c\/(\w+)$/)) && SHOPCATS[m[1]]) {
      const list = PRODUCTS.filter((p) => p.cat === m[1]);
      return view(path, query, SHOPCATS[m[1]], `<ul class="cards">${list.map((p) => `<li><a href="/shop/p/${p.id}">${esc(p.name)}</a><br>${p.options && p.options.pack ? 'from ' : ''}${money(p.price)}</li>`).join('')}</ul>`);
    }
    if ((m = path.match(/^\/shop\/p\/([\w-]+)$/)) && PR[m[1]]) return product(PR[m[1]], query);
    if (path === '/shop/basket') return basket(query);
    if (path === '/shop/checkout') return shopCheckout(query);
    if ((m = path.match(/^\/shop\/orders\/(PS\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      if (!o) return { status: 404, html: '<p>Not found</p>' };
      const total = o.items.reduce((a, l) => a + unit(l) * l.qty, 0) * (o.member ? 0.9 : 1);
      return view(path, query, 'Order placed', `<p role="status">Thank you, ${esc(o.name)}. Order <strong>${o.ref}</strong> will be ready to collect from the pro shop from 10am tomorrow.</p><ul>${o.items.map((l) => `<li>${l.qty} × ${esc(lineName(l))}</li>`).join('')}</ul><p>To pay on collection: ${money(total)}${o.member ? ' (member price)' : ''}.</p>`);
    }
    if (path === '/search') {
      const q = (query.q || '').toLowerCase();
      const pages = [['/tee-times', 'Tee times and green fees', 'tee time book green fee visitor price twilight junior'], ['/course', 'The courses and scorecards', 'course scorecard par yards hole heath parkland'], ['/lessons', 'Lessons', 'lesson pro coaching professional'], ['/shop', 'Pro shop', 'shop balls glove cap umbrella tees buy'], ['/bookings', 'My bookings', 'booking cancel change']];
      const hits = pages.filter(([, t, k]) => q && q.split(/\s+/).some((w) => w && `${t} ${k}`.toLowerCase().includes(w)));
      return view('/search', query, `Search: “${query.q || ''}”`, hits.length ? `<ul>${hits.map(([h, t]) => `<li><a href="${h}">${esc(t)}</a></li>`).join('')}</ul>` : '<p>No results.</p>');
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact us', '<p>Pro shop: 01632 962 140. Clubhouse: 01632 962 100. Ashcombe Park, Heath Lane, Ashcombe AS4 2GL.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
