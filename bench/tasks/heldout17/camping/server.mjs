// Basecamp Hire: camping gear hire by the day, with dates that can be booked out, a basket,
// checkout (collect from the depot or delivery), manage-my-hire and group quotes.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Basecamp Hire';
const NAV = [['/', 'Home'], ['/gear/tents', 'Tents'], ['/gear/sleeping', 'Sleeping'], ['/gear/cooking', 'Cooking'], ['/gear/packs', 'Rucksacks'], ['/manage', 'Manage my hire'], ['/quote', 'Group quotes'], ['/basket', 'Basket']];
const CATS = { tents: 'Tents', sleeping: 'Sleeping bags & mats', cooking: 'Cooking & cool boxes', packs: 'Rucksacks' };
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const DAY0 = Date.UTC(2026, 10, 30); // first hire day offered: Monday 30 November 2026
export const DATES = Array.from({ length: 28 }, (_, i) => { const d = new Date(DAY0 + i * 86400000); return { iso: d.toISOString().slice(0, 10), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${d.getUTCMonth() === 10 ? 'Nov' : 'Dec'}` }; });

export const ITEMS = [
  { id: 'trail-2', name: 'Trail 2 backpacking tent', cat: 'tents', day: 12, people: 2, season: '3', weight: '1.9 kg', booked: ['2026-12-18', '2026-12-19'] },
  { id: 'ridge-4', name: 'Ridge 4 tunnel tent', cat: 'tents', day: 22, people: 4, season: '3', weight: '5.6 kg', booked: [] },
  { id: 'family-6', name: 'Family 6 air tent', cat: 'tents', day: 30, people: 6, season: '3', weight: '14 kg', booked: ['2026-12-04', '2026-12-05', '2026-12-06'] },
  { id: 'summit-2', name: 'Summit 2 mountain tent', cat: 'tents', day: 18, people: 2, season: '4', weight: '2.8 kg', booked: [] },
  { id: 'basecamp-4', name: 'Basecamp 4 geodesic tent', cat: 'tents', day: 28, people: 4, season: '4', weight: '6.9 kg', booked: ['2026-12-12'] },
  { id: 'down-bag', name: 'Down sleeping bag (comfort −5°C)', cat: 'sleeping', day: 6, sizes: [['regular', 'Regular (to 1.85 m)'], ['long', 'Long (to 2 m)']], booked: [] },
  { id: 'synthetic-bag', name: 'Synthetic sleeping bag (comfort 2°C)', cat: 'sleeping', day: 4, booked: [] },
  { id: 'mat', name: 'Self-inflating sleeping mat', cat: 'sleeping', day: 3, booked: [] },
  { id: 'camp-bed', name: 'Folding camp bed', cat: 'sleeping', day: 5, booked: ['2026-12-10'] },
  { id: 'gas-stove', name: 'Two-burner gas stove (gas included)', cat: 'cooking', day: 4, booked: [] },
  { id: 'cook-set', name: 'Cook set for four', cat: 'cooking', day: 3, booked: [] },
  { id: 'cool-box', name: 'Electric cool box, 40 litres', cat: 'cooking', day: 3.5, booked: [] },
  { id: 'pack-65', name: '65 litre trekking rucksack', cat: 'packs', day: 5, sizes: [['s', 'Small back'], ['m', 'Medium back'], ['l', 'Large back']], booked: [] },
  { id: 'daypack', name: '25 litre daypack', cat: 'packs', day: 2, booked: [] },
];
const IT = Object.fromEntries(ITEMS.map((i) => [i.id, i]));
const DELIVERY_FEE = 15;
const WAIVER = 2;

const seed = () => [{ ref: 'BC1987', surname: 'Lowe', name: 'Martin Lowe', email: 'm.lowe@fellmail.example', phone: '07700 900 310', items: [{ id: 'ridge-4', start: '2026-12-11', days: 3, qty: 1 }, { id: 'mat', start: '2026-12-11', days: 3, qty: 2 }], method: 'collect', waiver: false, status: 'booked' }];

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, basket: [], hires: seed(), quotes: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookies" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>Can we use cookies to improve the site?</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="choice" value="yes">Yes, that's fine</button> <button type="submit" name="choice" value="no">No thanks</button></form></div>`;
    const nav = NAV.map(([h, t]) => (h === '/basket' ? [h, `Basket (${S.basket.length})`] : [h, t]));
    return { html: layout({ brand: BRAND, nav, title, body: banner + body, q: query.q || '', searchLabel: 'Search gear' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const card = (i) => `<li><a href="/item/${i.id}">${esc(i.name)}</a><br>${money(i.day)} a day${i.people ? ` · sleeps ${i.people} · ${i.season}-season` : ''}</li>`;
  const dateLabel = (iso) => (DATES.find((d) => d.iso === iso) || { label: iso }).label;
  const lineLabel = (l) => `${l.qty} × ${IT[l.id].name}${l.size ? ` (${IT[l.id].sizes.find((s) => s[0] === l.size)[1]})` : ''}, ${l.days} day${l.days === 1 ? '' : 's'} from ${dateLabel(l.start)}`;
  const lineCost = (l) => IT[l.id].day * l.days * l.qty;

  function gear(cat, query) {
    let list = ITEMS.filter((i) => i.cat === cat);
    if (query.people) list = list.filter((i) => i.people === Number(query.people));
    if (query.season) list = list.filter((i) => i.season === query.season);
    if (query.sort === 'price-low') list.sort((a, b) => a.day - b.day);
    if (query.sort === 'price-high') list.sort((a, b) => b.day - a.day);
    const sel = (name, opts) => `<select name="${name}" id="g-${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
    const tentFilters = cat === 'tents' ? `<label for="g-people">Sleeps</label>${sel('people', [['', 'Any'], ['2', '2 people'], ['4', '4 people'], ['6', '6 people']])}<label for="g-season">Season</label>${sel('season', [['', 'Any'], ['3', '3-season'], ['4', '4-season (winter)']])}` : '';
    const form = `<form method="get" action="/gear/${cat}">${tentFilters}<label for="g-sort">Sort</label>${sel('sort', [['', 'Recommended'], ['price-low', 'Price per day: low to high'], ['price-high', 'Price per day: high to low']])}<button type="submit">Update</button></form>`;
    return view(`/gear/${cat}`, query, CATS[cat], `${form}<ul class="cards">${list.map(card).join('') || '<li>Nothing matches.</li>'}</ul>`);
  }

  function item(i, query) {
    const size = i.sizes ? (i.sizes.some((s) => s[0] === query.size) ? query.size : i.sizes[0][0]) : '';
    const sizes = i.sizes ? `<p>Size: ${i.sizes.map(([v, t]) => `<a class="opt${v === size ? ' sel' : ''}" href="${withQuery(`/item/${i.id}`, query, { size: v })}"${v === size ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>` : '';
    const dates = DATES.map((d) => (i.booked.includes(d.iso) ? `<option value="${d.iso}" disabled>${d.label} — booked out</option>` : `<option value="${d.iso}">${d.label}</option>`)).join('');
    const body = `<p>${money(i.day)} per day${i.people ? ` · sleeps ${i.people} · ${i.season}-season · ${i.weight}` : ''}. Cleaned and checked after every hire.</p>${sizes}
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${i.id}">${size ? `<input type="hidden" name="size" value="${size}">` : ''}
<label>Start date <select name="start" required><option value="">Choose a date</option>${dates}</select></label>
<label>Number of days <select name="days">${Array.from({ length: 14 }, (_, n) => `<option>${n + 1}</option>`).join('')}</select></label>
<label>Quantity <select name="qty">${[1, 2, 3, 4, 5, 6].map((n) => `<option>${n}</option>`).join('')}</select></label>
<button type="submit">Add to hire basket</button></form><p><a href="/gear/${i.cat}">Back to ${CATS[i.cat]}</a></p>`;
    return view(`/item/${i.id}`, query, i.name, body);
  }

  function basket(query) {
    if (!S.basket.length) return view('/basket', query, 'Hire basket', '<p>Your hire basket is empty.</p>');
    const rows = S.basket.map((l, n) => `<li>${esc(lineLabel(l))} — ${money(lineCost(l))} <form method="post" action="/basket/remove" style="display:inline"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove ${esc(IT[l.id].name)}" title="Remove">✕</button></form></li>`).join('');
    return view('/basket', query, 'Hire basket', `<ul>${rows}</ul><p>Hire total ${money(S.basket.reduce((n, l) => n + lineCost(l), 0))}. A £50 refundable deposit is taken at collection or delivery.</p><p><a href="/checkout">Continue to checkout</a></p>`);
  }

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/checkout', query, 'Checkout', '<p>Your hire basket is empty.</p>');
    const method = one(form, 'method') || 'collect';
    const body = `${errs.length ? `<p class="err" role="alert">Please check: ${errs.join(', ')}.</p>` : ''}
<form method="post" action="/checkout">${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Mobile', true, 'tel')}
<fieldset><legend>Collection or delivery</legend><label><input type="radio" name="method" value="collect"${method === 'collect' ? ' checked' : ''}> Collect from our depot (Unit 7, Fellside Trading Estate) — free</label><label><input type="radio" name="method" value="delivery"${method === 'delivery' ? ' checked' : ''}> Deliver and pick up — ${money(DELIVERY_FEE)}</label></fieldset>
<fieldset><legend>Delivery address (delivery only)</legend>${field(form, 'address', 'Address', false)}${field(form, 'town', 'Town', false)}${field(form, 'postcode', 'Postcode', false)}</fieldset>
<label><input type="checkbox" name="waiver" value="yes"${one(form, 'waiver') ? ' checked' : ''}> Add damage waiver (${money(WAIVER)} per day of hire) — covers accidental damage</label>
<label><input type="checkbox" name="terms" value="yes" required> I agree to the hire terms *</label>
<button type="submit">Confirm hire</button></form>`;
    return view('/checkout', query, 'Checkout', body);
  }

  function quote(query, form = {}, errs = []) {
    const months = [['2027-01', 'January 2027'], ['2027-02', 'February 2027'], ['2027-03', 'March 2027'], ['2027-04', 'April 2027'], ['2027-05', 'May 2027'], ['2027-06', 'June 2027']];
    const body = `<p>Scout groups, schools and expeditions of 10 or more get a tailored quote within two working days.</p>${errs.length ? '<p class="err" role="alert">Please fill in the required fields.</p>' : ''}
<form method="post" action="/quote">${field(form, 'organisation', 'Group or organisation', false)}${field(form, 'name', 'Contact name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'size', 'Number of people', true, 'number')}
<label>Month <select name="month" required><option value="">Choose</option>${months.map(([v, t]) => `<option value="${v}"${one(form, 'month') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<label>Nights <select name="nights">${[1, 2, 3, 4, 5, 6, 7].map((n) => `<option${one(form, 'nights') === String(n) ? ' selected' : ''}>${n}</option>`).join('')}</select></label>
<label>What do you need? <textarea name="message">${esc(one(form, 'message'))}</textarea></label><button type="submit">Request a quote</button></form>`;
    return view('/quote', query, 'Group quotes', body);
  }

  function hirePage(h, query) {
    const body = `<p>Hire <strong>${h.ref}</strong> for ${esc(h.name)} — ${h.status === 'cancelled' ? '<strong>cancelled</strong>' : 'booked'}.</p><ul>${h.items.map((l) => `<li>${esc(lineLabel(l))}</li>`).join('')}</ul><p>${h.method === 'collect' ? 'Collect from the depot' : 'Delivery'}${h.waiver ? ' · damage waiver' : ''}</p>
${h.status === 'booked' ? `<form method="post" action="/hire/${h.ref}/extend"><input type="hidden" name="surname" value="${esc(h.surname)}"><label>Extend every item by <select name="days">${[1, 2, 3, 4, 5, 6, 7].map((n) => `<option>${n}</option>`).join('')}</select> day(s)</label> <button type="submit">Extend hire</button></form>
<p><a href="/hire/${h.ref}/cancel?surname=${encodeURIComponent(h.surname)}">Cancel this hire</a></p>` : ''}`;
    return view('/hire', query, `Your hire ${h.ref}`, body);
  }

  const findHire = (ref, surname) => S.hires.find((h) => h.ref.toUpperCase() === String(ref || '').trim().toUpperCase() && h.surname.toLowerCase() === String(surname || '').trim().toLowerCase());

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/basket/add') {
        const i = IT[one(form, 'id')];
        if (!i) return { redirect: '/basket' };
        const start = one(form, 'start');
        if (!DATES.some((d) => d.iso === start) || i.booked.includes(start)) return { redirect: `/item/${i.id}` };
        const line = { id: i.id };
        if (i.sizes) line.size = i.sizes.some((s) => s[0] === one(form, 'size')) ? one(form, 'size') : i.sizes[0][0];
        line.start = start;
        line.days = Math.max(1, Math.min(14, parseInt(one(form, 'days'), 10) || 1));
        line.qty = Math.max(1, Math.min(6, parseInt(one(form, 'qty'), 10) || 1));
        S.basket.push(line);
        return { redirect: '/basket' };
      }
      if (path === '/basket/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/basket' }; }
      if (path === '/checkout') {
        if (!S.basket.length) return { redirect: '/basket' };
        const meth = one(form, 'method') === 'delivery' ? 'delivery' : 'collect';
        const errs = ['name', 'email', 'phone', ...(meth === 'delivery' ? ['address', 'town', 'postcode'] : []), 'terms'].filter((k) => !one(form, k));
        if (errs.length) return checkout({}, form, errs);
        const name = one(form, 'name');
        const h = { ref: `BC${2001 + S.hires.length - 1}`, surname: name.split(' ').pop(), name, email: one(form, 'email'), phone: one(form, 'phone'), items: clone(S.basket), method: meth, waiver: !!one(form, 'waiver'), status: 'booked' };
        if (meth === 'delivery') { h.address = one(form, 'address'); h.town = one(form, 'town'); h.postcode = one(form, 'postcode').toUpperCase(); }
        S.hires.push(h); S.basket = [];
        return { redirect: `/hire?ref=${h.ref}&surname=${encodeURIComponent(h.surname)}` };
      }
      if ((m = path.match(/^\/hire\/(BC\d+)\/(extend|cancel)$/))) {
        const h = findHire(m[1], one(form, 'surname'));
        if (!h) return { redirect: '/manage?error=notfound' };
        if (h.status === 'booked') {
          if (m[2] === 'extend') { const n = Math.max(1, Math.min(7, parseInt(one(form, 'days'), 10) || 1)); h.items.forEach((l) => { l.days += n; }); }
          else { h.status = 'cancelled'; }
        }
        return { redirect: `/hire?ref=${h.ref}&surname=${encodeURIComponent(h.surname)}` };
      }
      if (path === '/quote') {
        const errs = ['name', 'email', 'size', 'month'].filter((k) => !one(form, k));
        if (errs.length) return quote({}, form, errs);
        const q = { ref: `GQ${41 + S.quotes.length}`, name: one(form, 'name'), email: one(form, 'email'), size: Number(one(form, 'size')), month: one(form, 'month'), nights: Number(one(form, 'nights') || 1) };
        if (one(form, 'organisation')) q.organisation = one(form, 'organisation');
        S.quotes.push(q);
        return { redirect: `/quote/sent/${q.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Camping gear to hire', `<p>Quality tents, sleeping bags and stoves by the day, from our depot at Fellside or delivered within 30 miles. Depot open every day 8:00 – 18:00.</p><h2>Browse</h2><ul>${Object.entries(CATS).map(([c, t]) => `<li><a href="/gear/${c}">${t}</a></li>`).join('')}</ul><h2>Popular</h2><ul class="cards">${['ridge-4', 'down-bag', 'gas-stove'].map((id) => card(IT[id])).join('')}</ul><p><a href="/manage">Manage my hire</a> · <a href="/quote">Group and school quotes</a></p>`);
    }
    if ((m = path.match(/^\/gear\/(\w+)$/)) && CATS[m[1]]) return gear(m[1], query);
    if ((m = path.match(/^\/item\/([\w-]+)$/)) && IT[m[1]]) return item(IT[m[1]], query);
    if (path === '/search') {
      const toks = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hits = toks.length ? ITEMS.filter((i) => toks.every((t) => `${i.name} ${CATS[i.cat]}`.toLowerCase().includes(t))) : [];
      return view('/search', query, `Results for “${query.q || ''}”`, hits.length ? `<ul class="cards">${hits.map(card).join('')}</ul>` : '<p>No gear found.</p>');
    }
    if (path === '/basket') return basket(query);
    if (path === '/checkout') return checkout(query);
    if (path === '/manage') {
      return view('/manage', query, 'Manage my hire', `${query.error ? '<p class="err" role="alert">We could not find a hire with those details.</p>' : ''}<form method="get" action="/hire"><label>Booking reference <input name="ref" required></label><label>Surname <input name="surname" required></label><button type="submit">Find my hire</button></form>`);
    }
    if (path === '/hire') {
      const h = findHire(query.ref, query.surname);
      if (!h) return view('/manage', {}, 'Manage my hire', '<p class="err" role="alert">We could not find a hire with those details.</p><form method="get" action="/hire"><label>Booking reference <input name="ref" required></label><label>Surname <input name="surname" required></label><button type="submit">Find my hire</button></form>');
      return hirePage(h, query);
    }
    if ((m = path.match(/^\/hire\/(BC\d+)\/cancel$/))) {
      const h = findHire(m[1], query.surname);
      if (!h) return { redirect: '/manage?error=notfound' };
      return view(path, query, `Cancel hire ${h.ref}?`, `<p>Cancel hire ${h.ref}? Cancelling 48 hours or more before the start is free.</p><form method="post" action="/hire/${h.ref}/cancel"><input type="hidden" name="surname" value="${esc(h.surname)}"><button type="submit">Yes, cancel my hire</button></form><p><a href="/hire?ref=${h.ref}&amp;surname=${encodeURIComponent(h.surname)}">No, go back</a></p>`);
    }
    if (path === '/quote') return quote(query);
    if ((m = path.match(/^\/quote\/sent\/(GQ\d+)$/))) {
      const q = S.quotes.find((x) => x.ref === m[1]);
      if (!q) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Quote requested', `<p role="status">Thanks ${esc(q.name)} — we will email a quote for ${q.size} people to ${esc(q.email)} within two working days. Reference ${q.ref}.</p>`);
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact', '<p>Call the depot on 01632 963 700.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
