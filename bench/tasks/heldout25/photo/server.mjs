// Hazel & Finch Photography — a wedding photographer's site: packages and extras in tables, a
// home-page "Check your date" form (booked dates say so), an enquiry form (names, contact, date,
// venue, a guests menu, a package menu, extras boxes, a "how did you hear" menu, a message),
// gift vouchers with another amount, a journal, an FAQ, a planning-tips sign-up, and the client
// area of a signed-in couple (Ruth Amos and Tom Baxter, married 12 June 2027): the engagement
// gallery in two parts with a favourite button per photo, print orders (size radios, paper menu,
// quantity), the wedding plan form, the booking's package and extras, and payments with an
// amount choice and another amount. Today is Monday 30 November 2026.
// State: page, enquiries, vouchers, newsletter, favourites, prints, plan, booking, payments.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const PACKAGES = [['elopement', 'Elopement', '2 hours', 650], ['half-day', 'Half day', '6 hours', 1250], ['full-day', 'Full day', '10 hours', 1850]];
const EXTRAS = [['second', 'Second photographer', 300], ['engagement', 'Engagement shoot', 195], ['album', 'Fine-art album', 450]];
const GUESTS = [['under-50', 'Under 50'], ['50-100', '50 to 100'], ['over-100', 'Over 100']];
const HEARD = [['instagram', 'Instagram'], ['friend', 'A friend'], ['venue', 'My venue'], ['google', 'Google'], ['other', 'Somewhere else']];
const BOOKED = ['2027-05-22', '2027-06-12', '2027-06-19', '2027-07-03', '2027-08-14', '2027-09-04'];
const SIZES = [['6x4', '6 × 4 inch', 8], ['10x8', '10 × 8 inch', 18], ['a3', 'A3', 32]];
const PAPERS = [['lustre', 'Lustre'], ['gloss', 'Gloss'], ['matt', 'Matt']];
const TIMES = ['11:00', '12:00', '13:00', '14:00', '15:00'];
const PARTS = [['bluebell', 'Bluebell wood'], ['riverside', 'Riverside']];
const CAPTIONS = ['Walking in', 'Under the beech tree', 'Forehead kiss', 'Ruth laughing', 'Hand in hand', 'Among the bluebells', 'Tom lifting Ruth', 'Close-up of the ring', 'Looking back',
  'On the stepping stones', 'By the weir', 'Sharing a coat', 'The old bridge', 'Skimming stones', 'Golden hour', 'Silhouette', 'Tom and the dog', 'Walking away'];
const PHOTOS = CAPTIONS.map((c, i) => ({ n: String(i + 1).padStart(2, '0'), caption: c, part: i < 9 ? 'bluebell' : 'riverside' }));
const POSTS = [
  ['frosty-oakley-barn', 'A frosty winter wedding at Oakley Barn', '14 Nov 2026', 'Oakley Barn'],
  ['combe-manor-autumn', 'Autumn leaves at Combe Manor', '24 Oct 2026', 'Combe Manor'],
  ['hartwell-garden-party', 'A garden party wedding at Hartwell House', '3 Oct 2026', 'Hartwell House'],
  ['city-elopement', 'A city elopement at the Old Town Hall', '12 Sep 2026', 'Old Town Hall'],
];
const PLAN0 = { ceremony: '13:00', readyAt: 'Oakley Barn, bridal suite', firstLook: 'unsure', groups: 'Immediate family', dayContact: '', dayPhone: '' };
const price = (b) => PACKAGES.find((p) => p[0] === b.package)[3] + EXTRAS.filter((e) => b.extras.includes(e[0])).reduce((n, e) => n + e[2], 0);

function fresh() {
  return { page: { path: '/', query: {} }, enquiries: [], vouchers: [], newsletter: [], favourites: ['02', '07'], prints: [], plan: clone(PLAN0), booking: { package: 'full-day', extras: ['engagement'] }, payments: [{ amount: 400, note: 'Deposit' }] };
}

export function createSite() {
  let st = fresh();
  const nav = () => [['/packages', 'Packages'], ['/journal', 'Journal'], ['/vouchers', 'Gift vouchers'], ['/faq', 'FAQ'], ['/enquire', 'Enquire'], ['/clients', 'Client area']];
  const footer = `<section><h2>Wedding planning tips</h2><form method="post" action="/newsletter"><label>Email for planning tips <input type="email" name="email"></label> <button type="submit">Send me tips</button></form></section>
<p>Hazel &amp; Finch Photography · Ellie Finch · Studio 3, Mill Yard, Cirencester GL7 1AA · Replies within two working days · Signed in as Ruth Amos · © 2026</p>`;
  const page = (title, body) => ({ html: layout({ brand: 'Hazel & Finch Photography', nav: nav(), title, body, searchAction: '/journal', searchLabel: 'Search the journal', footer }) });
  const opt = (list, cur, empty) => `${empty ? `<option value="">${empty}</option>` : ''}${list.map(([v, t]) => `<option value="${v}"${cur === v ? ' selected' : ''}>${t}</option>`).join('')}`;
  const niceDate = (d) => { const x = new Date(`${d}T00:00:00Z`); return isNaN(x) ? d : x.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }); };
  const paid = () => st.payments.reduce((n, p) => n + p.amount, 0);

  function get(path, query) {
    if (path === '/') {
      return page('Relaxed, natural wedding photography', `<p>I'm Ellie, a wedding photographer in the Cotswolds. I photograph about 25 weddings a year, so dates go quickly.</p>
<section><h2>Check your date</h2><form method="get" action="/availability"><label>Wedding date <input type="date" name="date" required></label> <button type="submit">Check availability</button></form></section>
<section><h2>Find out more</h2><ul><li><a href="/packages">Packages and prices</a></li><li><a href="/journal">Recent weddings</a></li><li><a href="/vouchers">Gift vouchers</a></li><li><a href="/clients">Client area</a></li></ul></section>`);
    }
    if (path === '/packages') {
      return page('Packages and prices', `<table><thead><tr><th>Package</th><th>Coverage</th><th>Price</th><th></th></tr></thead><tbody>${PACKAGES.map(([v, n, h, p]) => `<tr><td>${n}</td><td>${h}</td><td>${money(p)}</td><td><a href="/enquire?package=${v}">Enquire about ${n}</a></td></tr>`).join('')}</tbody></table>
<h2>Extras</h2><table><tbody>${EXTRAS.map(([, n, p]) => `<tr><td>${n}</td><td>${money(p)}</td></tr>`).join('')}</tbody></table><p>Every package includes an online gallery and travel within 50 miles of Cirencester.</p>`);
    }
    if (path === '/availability') {
      const d = query.date || '';
      const ok = /^\d{4}-\d{2}-\d{2}$/.test(d);
      return page('Availability', `<form method="get" action="/availability"><label>Wedding date <input type="date" name="date" value="${esc(d)}" required></label> <button type="submit">Check availability</button></form>
${!ok ? '<p>Choose a date to check.</p>' : BOOKED.includes(d) ? `<p role="status">Sorry, ${niceDate(d)} is already booked.</p>` : `<p role="status">Good news — ${niceDate(d)} is available.</p><p><a href="/enquire?date=${d}">Enquire for this date</a></p>`}`);
    }
    if (path === '/enquire') {
      return page('Enquire', `<form method="post" action="/enquire"><fieldset><legend>About you</legend><label>Your name <input name="name" required></label><label>Your partner's name <input name="partner"></label>
<label>Email <input type="email" name="email" required></label><label>Phone <input type="tel" name="phone"></label></fieldset>
<fieldset><legend>Your wedding</legend><label>Wedding date <input type="date" name="date" value="${esc(query.date || '')}" required></label><label>Venue <input name="venue"></label>
<label>Number of guests <select name="guests">${opt(GUESTS, '', 'Choose')}</select></label><label>Package <select name="package" required>${opt(PACKAGES.map((p) => [p[0], `${p[1]} (${money(p[3])})`]), query.package || '', 'Choose a package')}</select></label>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, n, p]) => `<label><input type="checkbox" name="extras" value="${v}"> ${n} (+${money(p)})</label>`).join('')}</fieldset></fieldset>
<label>How did you hear about us? <select name="heard">${opt(HEARD, '', 'Choose')}</select></label><label>Anything else? <textarea name="message"></textarea></label><button type="submit">Send enquiry</button></form>`);
    }
    if (path === '/enquire/thanks') return page('Thank you', `<p>Thanks! Your reference is ${esc(query.ref || '')}. Ellie will reply within two working days.</p>`);
    if (path === '/vouchers') {
      return page('Gift vouchers', `<p>Vouchers can be used for any package, prints or albums, and last 2 years.</p><form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${['100', '250', '500'].map((a) => `<label><input type="radio" name="amount" value="${a}"> £${a}</label>`).join('')}<label><input type="radio" name="amount" value="other"> Another amount</label><label>Other amount (£) <input type="number" name="other" min="25"></label></fieldset>
<label>Who is it for? <input name="to" required></label><label>Message on the voucher <textarea name="message"></textarea></label><label>Your email <input type="email" name="email" required></label><button type="submit">Buy voucher</button></form>`);
    }
    if (path === '/vouchers/thanks') return page('Voucher bought', '<p>Your voucher is on its way by email.</p>');
    if (path === '/journal') {
      const w = (query.q || '').toLowerCase();
      const posts = POSTS.filter((p) => !w || `${p[1]} ${p[3]}`.toLowerCase().includes(w));
      return page('Journal', `${w ? `<p>${posts.length} post${posts.length === 1 ? '' : 's'} for "${esc(query.q)}"</p>` : ''}<ul>${posts.map(([s, t, d, v]) => `<li><a href="/journal/${s}">${t}</a> — ${d} · Venue: ${v}</li>`).join('')}</ul>`);
    }
    let m;
    if ((m = path.match(/^\/journal\/([\w-]+)$/)) && POSTS.some((p) => p[0] === m[1])) {
      const p = POSTS.find((x) => x[0] === m[1]);
      return page(p[1], `<p>${p[2]} · ${p[3]}</p><p>What a day. Thank you for having me.</p><p><a href="/journal">All posts</a></p>`);
    }
    if (path === '/faq') {
      return page('FAQ', [['How do I book?', 'Send an enquiry. A £400 deposit secures your date, and the balance is due one month before the wedding.'], ['Do you travel?', 'Travel within 50 miles of Cirencester is included; further away is 45p a mile.'], ['When will we get our photos?', 'Your online gallery is ready within 6 weeks.'], ['Can we order prints?', 'Yes, from your client area.']].map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join(''));
    }
    if (path === '/newsletter/thanks') return page('You are signed up', '<p>Your first planning tips email is on its way.</p>');
    if (path === '/clients') {
      const b = st.booking;
      return page('Ruth & Tom — client area', `<p>Wedding: ${niceDate('2027-06-12')} at Oakley Barn.</p><p>Package: ${PACKAGES.find((p) => p[0] === b.package)[1]}${b.extras.length ? ` with ${EXTRAS.filter((e) => b.extras.includes(e[0])).map((e) => e[1].toLowerCase()).join(', ')}` : ''}.</p>
<ul><li><a href="/clients/gallery">Engagement gallery</a></li><li><a href="/clients/prints">Print orders</a></li><li><a href="/clients/plan">Wedding plan</a></li><li><a href="/clients/booking">Booking and extras</a></li><li><a href="/clients/payments">Payments</a></li></ul>`);
    }
    if (path === '/clients/gallery') {
      const part = PARTS.some((p) => p[0] === query.part) ? query.part : '';
      const photos = PHOTOS.filter((p) => !part || p.part === part);
      return page('Engagement gallery', `<p>Show: <a href="/clients/gallery"${!part ? ' aria-current="true"' : ''}>All photos</a> ${PARTS.map(([v, t]) => `<a href="/clients/gallery?part=${v}"${part === v ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p><p>${st.favourites.length} favourites: ${st.favourites.join(', ') || 'none yet'}</p>
<ul class="cards">${photos.map((p) => { const fav = st.favourites.includes(p.n); return `<li><figure><figcaption>Photo ${p.n} — ${p.caption}</figcaption></figure><form method="post" action="/clients/favourite"><input type="hidden" name="photo" value="${p.n}"><input type="hidden" name="part" value="${part}"><button type="submit" aria-pressed="${fav}" aria-label="${fav ? 'Remove' : 'Add'} photo ${p.n} ${fav ? 'from' : 'to'} favourites">${fav ? '♥ Favourite' : '♡ Favourite'}</button></form> <a href="/clients/prints/new?photo=${p.n}">Order a print of photo ${p.n}</a></li>`; }).join('')}</ul>`);
    }
    if (path === '/clients/prints/new') {
      const p = PHOTOS.find((x) => x.n === query.photo);
      if (!p) return { redirect: '/clients/gallery' };
      return page(`Order a print of photo ${p.n}`, `<p>${p.caption}</p><form method="post" action="/clients/prints"><input type="hidden" name="photo" value="${p.n}"><fieldset><legend>Size</legend>${SIZES.map(([v, t, c]) => `<label><input type="radio" name="size" value="${v}" required> ${t} — ${money(c)}</label>`).join('')}</fieldset>
<label>Paper <select name="paper">${opt(PAPERS, 'lustre')}</select></label><label>Quantity <input type="number" name="qty" value="1" min="1" max="10"></label><button type="submit">Add print order</button></form>`);
    }
    if (path === '/clients/prints') {
      const total = st.prints.reduce((n, p) => n + SIZES.find((s) => s[0] === p.size)[2] * p.qty, 0);
      return page('Print orders', st.prints.length ? `<table><thead><tr><th>Photo</th><th>Size</th><th>Paper</th><th>Quantity</th></tr></thead><tbody>${st.prints.map((p) => `<tr><td>${p.photo}</td><td>${SIZES.find((s) => s[0] === p.size)[1]}</td><td>${PAPERS.find((x) => x[0] === p.paper)[1]}</td><td>${p.qty}</td></tr>`).join('')}</tbody></table><p>Total: ${money(total)}</p>` : '<p>No print orders yet. Choose photos in your <a href="/clients/gallery">gallery</a>.</p>');
    }
    if (path === '/clients/plan') {
      const p = st.plan;
      return page('Wedding plan', `${query.saved ? '<p role="status">Plan saved.</p>' : ''}<form method="post" action="/clients/plan"><label>Ceremony time <select name="ceremony">${TIMES.map((t) => `<option${p.ceremony === t ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<label>Where are you getting ready? <input name="readyAt" value="${esc(p.readyAt)}"></label><fieldset><legend>Would you like a first look?</legend>${[['yes', 'Yes'], ['no', 'No'], ['unsure', 'Not sure yet']].map(([v, t]) => `<label><input type="radio" name="firstLook" value="${v}"${p.firstLook === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<label>Group shots <textarea name="groups">${esc(p.groups)}</textarea></label><fieldset><legend>Contact on the day</legend><label>Name <input name="dayContact" value="${esc(p.dayContact)}"></label><label>Phone <input type="tel" name="dayPhone" value="${esc(p.dayPhone)}"></label></fieldset><button type="submit">Save plan</button></form>`);
    }
    if (path === '/clients/booking') {
      const b = st.booking;
      return page('Booking and extras', `${query.saved ? '<p role="status">Booking updated.</p>' : ''}<form method="post" action="/clients/booking"><label>Package <select name="package">${opt(PACKAGES.map((p) => [p[0], `${p[1]} — ${money(p[3])}`]), b.package)}</select></label>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, n, c]) => `<label><input type="checkbox" name="extras" value="${v}"${b.extras.includes(v) ? ' checked' : ''}> ${n} (${money(c)})</label>`).join('')}</fieldset><button type="submit">Save changes</button></form><p>Total price: ${money(price(b))}</p>`);
    }
    if (path === '/clients/payments') {
      const bal = price(st.booking) - paid();
      return page('Payments', `${query.paid ? '<p role="status">Thank you, payment received.</p>' : ''}<table><thead><tr><th>Payment</th><th>Amount</th></tr></thead><tbody>${st.payments.map((p) => `<tr><td>${esc(p.note)}</td><td>${money(p.amount)}</td></tr>`).join('')}</tbody></table>
<p>Total price ${money(price(st.booking))} · Paid ${money(paid())} · <strong>Balance ${money(bal)}, due by 12 May 2027</strong></p>
<form method="post" action="/clients/payments"><fieldset><legend>Make a payment</legend><label><input type="radio" name="amount" value="250"> £250</label><label><input type="radio" name="amount" value="500"> £500</label><label><input type="radio" name="amount" value="balance"> The full balance (${money(bal)})</label><label><input type="radio" name="amount" value="other"> Another amount</label><label>Other amount (£) <input type="number" name="other" min="1"></label></fieldset>
<p>Paying with your saved Visa ending 4417.</p><button type="submit">Pay now</button></form>`);
    }
    return null;
  }

  function post(path, f) {
    if (path === '/enquire') {
      const date = one(f, 'date'); const pkg = one(f, 'package');
      if (!one(f, 'name') || !one(f, 'email') || !/^\d{4}-\d{2}-\d{2}$/.test(date) || !PACKAGES.some((p) => p[0] === pkg)) return page('Enquire', '<p class="err">Please give your name, email, wedding date and a package.</p><p><a href="/enquire">Back</a></p>');
      if (BOOKED.includes(date)) return page('Enquire', `<p class="err">Sorry, ${niceDate(date)} is already booked.</p><p><a href="/enquire">Try another date</a></p>`);
      const id = `HF-${301 + st.enquiries.length}`;
      const g = one(f, 'guests'); const h = one(f, 'heard');
      st.enquiries.push({ id, name: one(f, 'name'), partner: one(f, 'partner'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), date, venue: one(f, 'venue'), guests: GUESTS.some((x) => x[0] === g) ? g : '', package: pkg, extras: EXTRAS.map((e) => e[0]).filter((e) => all(f, 'extras').includes(e)), heard: HEARD.some((x) => x[0] === h) ? h : '', message: one(f, 'message') });
      return { redirect: `/enquire/thanks?ref=${id}` };
    }
    if (path === '/vouchers') {
      const a = one(f, 'amount');
      const amount = a === 'other' ? Number(one(f, 'other')) : Number(a);
      if (!(amount >= 25) || !one(f, 'to') || !one(f, 'email')) return page('Gift vouchers', '<p class="err">Please choose an amount (at least £25), who it is for and your email.</p><p><a href="/vouchers">Back</a></p>');
      st.vouchers.push({ amount, to: one(f, 'to'), message: one(f, 'message'), email: one(f, 'email').toLowerCase() });
      return { redirect: '/vouchers/thanks' };
    }
    if (path === '/newsletter') {
      const e = one(f, 'email').toLowerCase();
      if (e && !st.newsletter.includes(e)) st.newsletter.push(e);
      return { redirect: '/newsletter/thanks' };
    }
    if (path === '/clients/favourite') {
      const n = one(f, 'photo');
      if (!PHOTOS.some((p) => p.n === n)) return { status: 400, html: 'No such photo' };
      st.favourites = st.favourites.includes(n) ? st.favourites.filter((x) => x !== n) : [...st.favourites, n];
      return { redirect: withQuery('/clients/gallery', {}, { part: one(f, 'part') }) };
    }
    if (path === '/clients/prints') {
      const n = one(f, 'photo'); const size = one(f, 'size'); const paper = one(f, 'paper') || 'lustre';
      if (!PHOTOS.some((p) => p.n === n) || !SIZES.some((s) => s[0] === size) || !PAPERS.some((p) => p[0] === paper)) return page('Order a print', '<p class="err">Please choose a size.</p>');
      st.prints.push({ photo: n, size, paper, qty: Math.max(1, Math.min(10, parseInt(one(f, 'qty'), 10) || 1)) });
      return { redirect: '/clients/prints' };
    }
    if (path === '/clients/plan') {
      const fl = one(f, 'firstLook');
      st.plan = { ceremony: TIMES.includes(one(f, 'ceremony')) ? one(f, 'ceremony') : st.plan.ceremony, readyAt: one(f, 'readyAt'), firstLook: ['yes', 'no', 'unsure'].includes(fl) ? fl : st.plan.firstLook, groups: one(f, 'groups'), dayContact: one(f, 'dayContact'), dayPhone: one(f, 'dayPhone') };
      return { redirect: '/clients/plan?saved=1' };
    }
    if (path === '/clients/booking') {
      const pkg = one(f, 'package');
      st.booking = { package: PACKAGES.some((p) => p[0] === pkg) ? pkg : st.booking.package, extras: EXTRAS.map((e) => e[0]).filter((e) => all(f, 'extras').includes(e)) };
      return { redirect: '/clients/booking?saved=1' };
    }
    if (path === '/clients/payments') {
      const a = one(f, 'amount'); const bal = price(st.booking) - paid();
      const amount = a === 'balance' ? bal : a === 'other' ? Number(one(f, 'other')) : Number(a);
      if (!(amount > 0) || amount > bal) return page('Payments', '<p class="err">Please choose an amount up to your balance.</p><p><a href="/clients/payments">Back</a></p>');
      st.payments.push({ amount, note: 'Instalment' });
      return { redirect: '/clients/payments?paid=1' };
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
