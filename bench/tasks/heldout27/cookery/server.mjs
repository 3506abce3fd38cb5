// Saltmarsh Cookery School: dated classes in a table with cuisine, level, month and sort menus
// (a GET form), class pages with a booking form (places, dietary menu, an apron box) or, when full,
// a waiting-list form; My bookings with a seeded booking to move to another date, change the
// dietary needs of, or cancel with a reason; gift vouchers (amount radios with another amount, by
// email or post); private events enquiries; recipes with search; an FAQ; a newsletter sign-up.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Saltmarsh Cookery School';
const NAV = [['/', 'Home'], ['/classes', 'Classes'], ['/vouchers', 'Gift vouchers'], ['/private', 'Private events'], ['/recipes', 'Recipes'], ['/my-bookings', 'My bookings'], ['/faq', 'FAQ']];

const CUISINES = { italian: 'Italian', thai: 'Thai', indian: 'Indian', japanese: 'Japanese', british: 'British', baking: 'Baking & pastry', skills: 'Kitchen skills', kids: "Children's classes" };
const LEVELS = { beginner: 'Beginner', intermediate: 'Intermediate', advanced: 'Advanced' };
const MONTHS = { '2026-12': 'December 2026', '2027-01': 'January 2027' };
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const dayLabel = (iso) => { const d = new Date(`${iso}T00:00:00Z`); return `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]} ${d.getUTCFullYear()}`; };

export const CLASSES = [
  { id: 'pasta-0312', course: 'pasta', name: 'Fresh pasta', cuisine: 'italian', level: 'beginner', date: '2026-12-03', time: '18:30 – 21:30', price: 75, left: 4, cook: 'Tagliatelle, filled ravioli and a brown butter sauce.' },
  { id: 'thai-0512', course: 'thai', name: 'Thai street food', cuisine: 'thai', level: 'beginner', date: '2026-12-05', time: '10:00 – 15:00', price: 95, left: 0, cook: 'Pad thai, green curry paste from scratch and som tam.' },
  { id: 'bread-0612', course: 'bread', name: 'Sourdough & bread', cuisine: 'baking', level: 'beginner', date: '2026-12-06', time: '10:00 – 16:00', price: 110, left: 2, cook: 'A sourdough loaf, focaccia and soda bread; take home your own starter.' },
  { id: 'knife-0812', course: 'knife', name: 'Knife skills', cuisine: 'skills', level: 'beginner', date: '2026-12-08', time: '18:30 – 21:00', price: 60, left: 6, cook: 'Chopping, filleting and jointing a chicken.' },
  { id: 'pasta-1012', course: 'pasta', name: 'Fresh pasta', cuisine: 'italian', level: 'beginner', date: '2026-12-10', time: '18:30 – 21:30', price: 75, left: 8, cook: 'Tagliatelle, filled ravioli and a brown butter sauce.' },
  { id: 'fish-1212', course: 'fish', name: 'Fish & shellfish', cuisine: 'british', level: 'intermediate', date: '2026-12-12', time: '10:00 – 15:30', price: 125, left: 0, cook: 'Preparing mussels and crab, filleting mackerel, a fish stew.' },
  { id: 'indian-1312', course: 'indian', name: 'Indian vegetarian feast', cuisine: 'indian', level: 'beginner', date: '2026-12-13', time: '10:00 – 15:00', price: 90, left: 9, cook: 'Dal makhani, paneer tikka, chapatis and a carrot halwa.', veg: true },
  { id: 'patisserie-1512', course: 'patisserie', name: 'French patisserie', cuisine: 'baking', level: 'advanced', date: '2026-12-15', time: '10:00 – 16:30', price: 135, left: 3, cook: 'Choux buns, crème pâtissière and a tarte au citron.' },
  { id: 'xmas-1812', course: 'xmas', name: 'Christmas canapés', cuisine: 'british', level: 'intermediate', date: '2026-12-18', time: '18:00 – 21:00', price: 85, left: 1, cook: 'Twelve canapés to make ahead, with a glass of fizz.' },
  { id: 'thai-1912', course: 'thai', name: 'Thai street food', cuisine: 'thai', level: 'beginner', date: '2026-12-19', time: '10:00 – 15:00', price: 95, left: 5, cook: 'Pad thai, green curry paste from scratch and som tam.' },
  { id: 'kids-2012', course: 'kids', name: "Kids' cookies & gingerbread (ages 8–12)", cuisine: 'kids', level: 'beginner', date: '2026-12-20', time: '10:00 – 12:30', price: 40, left: 6, cook: 'Gingerbread houses and iced biscuits to take home.' },
  { id: 'bread-0901', course: 'bread', name: 'Sourdough & bread', cuisine: 'baking', level: 'beginner', date: '2027-01-09', time: '10:00 – 16:00', price: 110, left: 10, cook: 'A sourdough loaf, focaccia and soda bread; take home your own starter.' },
  { id: 'fish-1601', course: 'fish', name: 'Fish & shellfish', cuisine: 'british', level: 'intermediate', date: '2027-01-16', time: '10:00 – 15:30', price: 125, left: 7, cook: 'Preparing mussels and crab, filleting mackerel, a fish stew.' },
  { id: 'sushi-2301', course: 'sushi', name: 'Sushi at home', cuisine: 'japanese', level: 'intermediate', date: '2027-01-23', time: '10:00 – 14:00', price: 105, left: 8, cook: 'Sushi rice, maki rolls, nigiri and pickled ginger.' },
];
const CL = Object.fromEntries(CLASSES.map((c) => [c.id, c]));
const DIETS = { none: 'No dietary needs', vegetarian: 'Vegetarian', vegan: 'Vegan', 'gluten-free': 'Gluten-free', nuts: 'Nut allergy' };
const APRON = 12;
const REASONS = { date: 'I can no longer make the date', ill: 'Illness', changed: 'I booked the wrong class', other: 'Another reason' };
const OCCASIONS = { birthday: 'Birthday', team: 'Team building', hen: 'Hen or stag party', other: 'Something else' };

export const RECIPES = [
  { id: 'mushroom-risotto', name: 'Mushroom risotto', time: '40 minutes', serves: 4, ingredients: ['300 g arborio rice', '250 g chestnut mushrooms', '1 onion', '1.2 litres hot stock', '50 g parmesan', '25 g butter'] },
  { id: 'pumpkin-risotto', name: 'Roast pumpkin and sage risotto', time: '1 hour', serves: 4, ingredients: ['300 g carnaroli rice', '1 small pumpkin', 'a bunch of sage', '1.2 litres hot stock', '50 g parmesan'] },
  { id: 'lemon-drizzle', name: 'Lemon drizzle loaf', time: '1 hour 10 minutes', serves: 8, ingredients: ['225 g butter', '225 g caster sugar', '4 eggs', '225 g self-raising flour', '2 lemons', '85 g icing sugar'] },
  { id: 'green-curry', name: 'Thai green curry', time: '35 minutes', serves: 4, ingredients: ['4 tbsp green curry paste', '400 ml coconut milk', '500 g chicken thighs', '1 aubergine', 'Thai basil', 'fish sauce'] },
  { id: 'soda-bread', name: 'Quick soda bread', time: '50 minutes', serves: 6, ingredients: ['500 g plain flour', '1 tsp bicarbonate of soda', '1 tsp salt', '400 ml buttermilk'] },
];
const RC = Object.fromEntries(RECIPES.map((r) => [r.id, r]));

const SEED_BOOKINGS = () => [{ ref: 'SC5102', class: 'pasta-1012', places: 2, name: 'Harriet Lowe', email: 'harriet.lowe@postmail.example', diet: 'none', apron: false, status: 'booked' }];

export function createSite() {
  let S;
  const fresh = () => ({ page: { path: '/', query: {} }, bookings: SEED_BOOKINGS(), waitlist: [], vouchers: [], enquiries: [], newsletter: [] });
  S = fresh();

  const footer = `<section aria-label="Newsletter"><h2>Recipes and new dates by email</h2><form method="post" action="/newsletter"><label>Email address <input type="email" name="email" required></label> <button type="submit">Subscribe</button></form></section>
<p>Saltmarsh Cookery School, The Old Granary, Quay Street, Woodbridge IP12 1BX · Office open Monday to Friday 9am – 5pm · 01394 555 210</p><p><a href="/faq">FAQ</a> · <a href="/vouchers">Gift vouchers</a> · © 2026 Saltmarsh Cookery School</p>`;
  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    return { html: layout({ brand: BRAND, nav: NAV, title, body, searchAction: '/recipes', searchLabel: 'Search recipes', q: path === '/recipes' ? query.q || '' : '', footer }) };
  }
  const opt = (v, t, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`;
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const err = (errs) => (errs.length ? `<p class="err" role="alert">Please check: ${errs.join(', ')}.</p>` : '');
  const left = (c) => Math.max(0, c.left - S.bookings.filter((b) => b.class === c.id && b.status === 'booked' && !(b.ref === 'SC5102' && b.class === 'pasta-1012')).reduce((a, b) => a + b.places, 0));

  function classes(query) {
    let list = CLASSES.slice();
    if (CUISINES[query.cuisine]) list = list.filter((c) => c.cuisine === query.cuisine);
    if (LEVELS[query.level]) list = list.filter((c) => c.level === query.level);
    if (MONTHS[query.month]) list = list.filter((c) => c.date.startsWith(query.month));
    if (query.sort === 'price-low') list.sort((a, b) => a.price - b.price || a.date.localeCompare(b.date));
    if (query.sort === 'price-high') list.sort((a, b) => b.price - a.price || a.date.localeCompare(b.date));
    const form = `<form method="get" action="/classes"><label>Cuisine <select name="cuisine">${opt('', 'All cuisines', query.cuisine || '')}${Object.entries(CUISINES).map(([v, t]) => opt(v, t, query.cuisine)).join('')}</select></label>
<label>Level <select name="level">${opt('', 'Any level', query.level || '')}${Object.entries(LEVELS).map(([v, t]) => opt(v, t, query.level)).join('')}</select></label>
<label>Month <select name="month">${opt('', 'Any month', query.month || '')}${Object.entries(MONTHS).map(([v, t]) => opt(v, t, query.month)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('', 'Date', query.sort || '')}${opt('price-low', 'Price, lowest first', query.sort)}${opt('price-high', 'Price, highest first', query.sort)}</select></label> <button type="submit">Show classes</button></form>`;
    const rows = list.map((c) => { const n = left(c); return `<tr><td><a href="/classes/${c.id}">${esc(c.name)}</a></td><td>${esc(dayLabel(c.date))}, ${c.time}</td><td>${esc(LEVELS[c.level])}</td><td>${money(c.price)}</td><td>${n ? `${n} place${n === 1 ? '' : 's'} left` : 'Fully booked'}</td></tr>`; }).join('');
    return view('/classes', query, 'Classes', `<p>All classes are hands-on, with no more than twelve cooks, and finish with lunch or supper at the long table.</p>${form}<table><thead><tr><th>Class</th><th>When</th><th>Level</th><th>Price</th><th>Places</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No classes match. Try another month.</td></tr>'}</tbody></table>`);
  }

  function classPage(c, query, form = {}, errs = []) {
    const n = left(c);
    const others = CLASSES.filter((x) => x.course === c.course && x.id !== c.id).map((x) => `<li><a href="/classes/${x.id}">${esc(dayLabel(x.date))}</a></li>`).join('');
    const diet = one(form, 'diet') || 'none';
    const book = n ? `<h2>Book this class</h2>${err(errs)}<form method="post" action="/classes/${c.id}/book"><label>Places <select name="places">${Array.from({ length: Math.min(4, n) }, (_, i) => i + 1).map((k) => `<option${one(form, 'places') === String(k) ? ' selected' : ''}>${k}</option>`).join('')}</select></label>
<fieldset><legend>Your details</legend>${field(form, 'name', 'Name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone (optional)', false, 'tel')}</fieldset>
<label>Dietary needs <select name="diet">${Object.entries(DIETS).map(([v, t]) => opt(v, t, diet)).join('')}</select></label>
<label><input type="checkbox" name="apron" value="yes"${one(form, 'apron') ? ' checked' : ''}> Add a Saltmarsh apron to take home (${money(APRON)} per place)</label><button type="submit">Book now</button></form>`
      : `<p><strong>This class is fully booked.</strong></p><h2>Join the waiting list</h2><p>We will email you if a place comes up.</p>${err(errs)}<form method="post" action="/classes/${c.id}/waitlist">${field(form, 'name', 'Name', true)}${field(form, 'email', 'Email', true, 'email')}<button type="submit">Join waiting list</button></form>`;
    return view(`/classes/${c.id}`, query, c.name, `${query.waitlist ? '<p role="status">Thanks, you are on the waiting list. We will email you if a place comes up.</p>' : ''}<p>${esc(dayLabel(c.date))}, ${c.time} · ${esc(LEVELS[c.level])} · ${money(c.price)} per person</p><p>What you'll cook: ${esc(c.cook)}</p><p>${n ? `${n} place${n === 1 ? '' : 's'} left` : 'Fully booked'}</p>${book}${others ? `<h2>Other dates</h2><ul>${others}</ul>` : ''}`);
  }

  function bookingPage(b, query, errs = []) {
    const c = CL[b.class]; const active = b.status === 'booked';
    const moves = CLASSES.filter((x) => x.course === c.course && x.id !== c.id).map((x) => { const ok = left(x) >= b.places; return `<option value="${x.id}"${ok ? '' : ' disabled'}>${esc(dayLabel(x.date))}${ok ? '' : ' (not enough places)'}</option>`; }).join('');
    const manage = active ? `<h2>Move to another date</h2>${moves ? `<form method="post" action="/my-bookings/${b.ref}/move"><label>New date <select name="class" required><option value="">Choose a date</option>${moves}</select></label> <button type="submit">Move booking</button></form>` : '<p>There are no other dates for this class yet.</p>'}
<h2>Dietary needs</h2><form method="post" action="/my-bookings/${b.ref}/diet"><label>Dietary needs <select name="diet">${Object.entries(DIETS).map(([v, t]) => opt(v, t, b.diet)).join('')}</select></label> <button type="submit">Save</button></form>
<p><a href="/my-bookings/${b.ref}/cancel">Cancel this booking</a></p>` : '';
    return view(`/my-bookings/${b.ref}`, query, `Booking ${b.ref}`, `${query.new ? `<p role="status">Thank you, ${esc(b.name)}. Your booking reference is <strong>${b.ref}</strong>.</p>` : ''}${query.saved ? '<p role="status">Your booking has been updated.</p>' : ''}${err(errs)}
<dl><dt>Class</dt><dd>${esc(c.name)}</dd><dt>When</dt><dd>${esc(dayLabel(c.date))}, ${c.time}</dd><dt>Places</dt><dd>${b.places}</dd><dt>Dietary needs</dt><dd>${esc(DIETS[b.diet])}</dd><dt>Aprons</dt><dd>${b.apron ? 'Yes' : 'No'}</dd><dt>Total paid</dt><dd>${money((c.price + (b.apron ? APRON : 0)) * b.places)}</dd><dt>Status</dt><dd><strong>${active ? 'Booked' : 'Cancelled'}</strong></dd></dl>${manage}<p><a href="/my-bookings">All my bookings</a></p>`);
  }

  function vouchers(query, form = {}, errs = []) {
    const amt = one(form, 'amount') || '50'; const del = one(form, 'delivery') || 'email';
    return view('/vouchers', query, 'Gift vouchers', `<p>Vouchers can be spent on any class and are valid for two years.</p>${err(errs)}<form method="post" action="/vouchers">
<fieldset><legend>Amount</legend>${['50', '100', '150'].map((v) => `<label><input type="radio" name="amount" value="${v}"${amt === v ? ' checked' : ''}> £${v}</label>`).join('')}<label><input type="radio" name="amount" value="other"${amt === 'other' ? ' checked' : ''}> Another amount</label>${field(form, 'other', 'Other amount (£20 – £500)', false, 'number')}</fieldset>
<fieldset><legend>Who is it for?</legend>${field(form, 'to', 'Recipient name', true)}${field(form, 'from', 'From', true)}<label>Message (optional) <textarea name="message">${esc(one(form, 'message'))}</textarea></label></fieldset>
<fieldset><legend>How should we send it?</legend><label><input type="radio" name="delivery" value="email"${del === 'email' ? ' checked' : ''}> By email to the recipient</label><label><input type="radio" name="delivery" value="post"${del === 'post' ? ' checked' : ''}> By post in a card (free)</label>${field(form, 'email', "Recipient's email (for email delivery)", false, 'email')}${field(form, 'address', 'Postal address (for post)', false)}</fieldset>
${field(form, 'buyer', 'Your email, for the receipt', true, 'email')}<button type="submit">Buy voucher</button></form>`);
  }

  function privateForm(query, form = {}, errs = []) {
    return view('/private', query, 'Private events', `<p>Take over the kitchen for a birthday, a team day or a hen party: 8 to 16 guests, from £85 a head.</p>${err(errs)}<form method="post" action="/private">
<label>Occasion <select name="occasion">${Object.entries(OCCASIONS).map(([v, t]) => opt(v, t, one(form, 'occasion') || 'birthday')).join('')}</select></label>${field(form, 'size', 'Number of guests', true, 'number')}${field(form, 'date', 'Preferred date (optional)', false, 'date')}
${field(form, 'name', 'Your name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone (optional)', false, 'tel')}<label>Anything else we should know? <textarea name="notes">${esc(one(form, 'notes'))}</textarea></label><button type="submit">Send enquiry</button></form>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if ((m = path.match(/^\/classes\/([\w-]+)\/(book|waitlist)$/)) && CL[m[1]]) {
        const c = CL[m[1]];
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (m[2] === 'waitlist') {
          if (errs.length) return classPage(c, {}, form, errs);
          S.waitlist.push({ class: c.id, name: one(form, 'name'), email: one(form, 'email') });
          return { redirect: `/classes/${c.id}?waitlist=1` };
        }
        const places = parseInt(one(form, 'places'), 10) || 1;
        if (places > left(c)) errs.push('places');
        if (errs.length) return classPage(c, {}, form, errs);
        const b = { ref: `SC${5201 + S.bookings.length - 1}`, class: c.id, places, name: one(form, 'name'), email: one(form, 'email'), diet: DIETS[one(form, 'diet')] ? one(form, 'diet') : 'none', apron: !!one(form, 'apron'), status: 'booked' };
        if (one(form, 'phone')) b.phone = one(form, 'phone');
        S.bookings.push(b);
        return { redirect: `/my-bookings/${b.ref}?new=1` };
      }
      if ((m = path.match(/^\/my-bookings\/(SC\d+)\/(move|diet|cancel)$/))) {
        const b = S.bookings.find((x) => x.ref === m[1]);
        if (!b || b.status !== 'booked') return { redirect: '/my-bookings' };
        if (m[2] === 'move') {
          const c = CL[one(form, 'class')];
          if (!c || c.course !== CL[b.class].course || left(c) < b.places) return bookingPage(b, {}, ['the new date']);
          b.class = c.id; return { redirect: `/my-bookings/${b.ref}?saved=1` };
        }
        if (m[2] === 'diet') { if (DIETS[one(form, 'diet')]) b.diet = one(form, 'diet'); return { redirect: `/my-bookings/${b.ref}?saved=1` }; }
        if (!REASONS[one(form, 'reason')]) return { redirect: `/my-bookings/${b.ref}/cancel?error=1` };
        b.status = 'cancelled'; b.reason = one(form, 'reason');
        return { redirect: '/my-bookings?cancelled=1' };
      }
      if (path === '/vouchers') {
        const errs = ['to', 'from', 'buyer'].filter((k) => !one(form, k));
        let amount = one(form, 'amount') === 'other' ? Number(one(form, 'other')) : Number(one(form, 'amount'));
        if (!(amount >= 20 && amount <= 500)) errs.push('amount');
        const delivery = one(form, 'delivery') === 'post' ? 'post' : 'email';
        if (delivery === 'email' && !one(form, 'email')) errs.push("recipient's email");
        if (delivery === 'post' && !one(form, 'address')) errs.push('postal address');
        if (errs.length) return vouchers({}, form, errs);
        const v = { ref: `GV${701 + S.vouchers.length}`, amount, to: one(form, 'to'), from: one(form, 'from'), delivery, buyer: one(form, 'buyer') };
        if (delivery === 'email') v.email = one(form, 'email'); else v.address = one(form, 'address');
        if (one(form, 'message')) v.message = one(form, 'message');
        S.vouchers.push(v);
        return { redirect: `/vouchers/${v.ref}` };
      }
      if (path === '/private') {
        const errs = ['size', 'name', 'email'].filter((k) => !one(form, k));
        if (errs.length) return privateForm({}, form, errs);
        const e = { ref: `PE${31 + S.enquiries.length}`, occasion: OCCASIONS[one(form, 'occasion')] ? one(form, 'occasion') : 'birthday', size: parseInt(one(form, 'size'), 10) || 0, name: one(form, 'name'), email: one(form, 'email') };
        for (const k of ['date', 'phone', 'notes']) if (one(form, k)) e[k] = one(form, k);
        S.enquiries.push(e);
        return { redirect: `/private/thanks?ref=${e.ref}` };
      }
      if (path === '/newsletter') { if (one(form, 'email')) S.newsletter.push(one(form, 'email')); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      const next = CLASSES.filter((c) => left(c)).slice(0, 3).map((c) => `<li><a href="/classes/${c.id}">${esc(c.name)}</a><br>${esc(dayLabel(c.date))}<br>${money(c.price)}</li>`).join('');
      return view('/', query, 'Learn to cook by the river', `<p>Hands-on cookery classes for beginners and keen cooks in a converted granary on the Deben.</p><p><a href="/classes">See all classes</a> · <a href="/vouchers">Give a gift voucher</a> · <a href="/private">Book a private event</a></p><h2>Coming up</h2><ul class="cards">${next}</ul>`);
    }
    if (path === '/classes') return classes(query);
    if ((m = path.match(/^\/classes\/([\w-]+)$/)) && CL[m[1]]) return classPage(CL[m[1]], query);
    if (path === '/my-bookings') {
      const rows = S.bookings.map((b) => `<tr><td><a href="/my-bookings/${b.ref}">${b.ref}</a></td><td>${esc(CL[b.class].name)}</td><td>${esc(dayLabel(CL[b.class].date))}</td><td>${b.places}</td><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td></tr>`).join('');
      return view('/my-bookings', query, 'My bookings', `${query.cancelled ? '<p role="status">Your booking has been cancelled and a refund is on its way.</p>' : ''}<p>Signed in as Harriet Lowe.</p><table><thead><tr><th>Reference</th><th>Class</th><th>Date</th><th>Places</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    if ((m = path.match(/^\/my-bookings\/(SC\d+)\/cancel$/))) {
      const b = S.bookings.find((x) => x.ref === m[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Cancel booking', b.status === 'booked' ? `<p>Cancel ${esc(CL[b.class].name)} on ${esc(dayLabel(CL[b.class].date))}? Cancellations more than 7 days ahead are refunded in full.</p>${query.error ? '<p class="err" role="alert">Please choose a reason.</p>' : ''}<form method="post" action="/my-bookings/${b.ref}/cancel"><label>Reason * <select name="reason" required><option value="">Choose a reason</option>${Object.entries(REASONS).map(([v, t]) => opt(v, t, '')).join('')}</select></label><button type="submit">Cancel booking</button></form><p><a href="/my-bookings/${b.ref}">Keep my booking</a></p>` : '<p>This booking is already cancelled.</p>');
    }
    if ((m = path.match(/^\/my-bookings\/(SC\d+)$/))) { const b = S.bookings.find((x) => x.ref === m[1]); return b ? bookingPage(b, query) : { status: 404, html: '<p>Not found</p>' }; }
    if (path === '/vouchers') return vouchers(query);
    if ((m = path.match(/^\/vouchers\/(GV\d+)$/))) {
      const v = S.vouchers.find((x) => x.ref === m[1]);
      if (!v) return { status: 404, html: '<p>Not found</p>' };
      return view(path, query, 'Voucher bought', `<p role="status">Thank you. A ${money(v.amount)} voucher for ${esc(v.to)} will be sent ${v.delivery === 'email' ? `by email to ${esc(v.email)}` : 'by post'}. Voucher ${v.ref}.</p>`);
    }
    if (path === '/private') return privateForm(query);
    if (path === '/private/thanks') return view(path, query, 'Thank you', `<p role="status">Thanks for your enquiry${query.ref ? ` (${esc(query.ref)})` : ''}. Our events team will reply within two working days.</p>`);
    if (path === '/newsletter/thanks') return view(path, query, 'Subscribed', '<p role="status">You are subscribed. Look out for recipes and new dates once a month.</p>');
    if (path === '/recipes') {
      const q = (query.q || '').toLowerCase().trim();
      const list = q ? RECIPES.filter((r) => q.split(/\s+/).every((w) => `${r.name} ${r.ingredients.join(' ')}`.toLowerCase().includes(w))) : RECIPES;
      return view('/recipes', query, q ? `Recipes for “${query.q}”` : 'Recipes', list.length ? `<ul>${list.map((r) => `<li><a href="/recipes/${r.id}">${esc(r.name)}</a> — ${esc(r.time)}</li>`).join('')}</ul>` : '<p>No recipes found.</p>');
    }
    if ((m = path.match(/^\/recipes\/([\w-]+)$/)) && RC[m[1]]) {
      const r = RC[m[1]];
      return view(path, query, r.name, `<p>Takes ${esc(r.time)} · Serves ${r.serves}</p><h2>Ingredients</h2><ul>${r.ingredients.map((i) => `<li>${esc(i)}</li>`).join('')}</ul><p>Want to learn it properly? <a href="/classes">See our classes</a>.</p>`);
    }
    if (path === '/faq') {
      return view('/faq', query, 'Frequently asked questions', `<h2>What should I bring?</h2><p>Nothing but an appetite: we provide aprons, knives and containers to take food home.</p>
<h2>Can I bring my own wine?</h2><p>Yes, to evening classes only; there is no corkage charge. Daytime classes include a glass of wine with lunch.</p>
<h2>Where do I park?</h2><p>Use the Quay Street pay-and-display car park, 100 metres away. We have no parking of our own.</p>
<h2>What if I need to cancel?</h2><p>Cancel more than 7 days before for a full refund, or move to another date free of charge.</p>
<h2>Can children come?</h2><p>Children aged 8 to 12 can join our children's classes; teenagers of 13 and over can join adult classes with a paying adult.</p>`);
    }
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); },
  };
}
