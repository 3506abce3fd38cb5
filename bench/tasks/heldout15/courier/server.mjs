// ParcelPoint — a parcel courier: quotes (sortable services), sending a parcel (form with a cover
// slider and checkboxes), tracking and changing a delivery, drop-off point finder with filters,
// collections, damage claims, help search, and a signed-in account (preferences, address book).
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const ACCOUNT = { email: 'jo.baker@example.com', password: 'Blue-Kettle-42' };
const SERVICES = [
  { id: 'standard', name: 'Standard', days: '2 working days', base: 4.6, speed: 2 },
  { id: 'next-day', name: 'Next day', days: 'next working day', base: 7.4, speed: 1 },
  { id: 'economy', name: 'Economy', days: '3–5 working days', base: 3.2, speed: 4 },
  { id: 'next-day-noon', name: 'Next day by noon', days: 'next working day before 12pm', base: 10.9, speed: 0 },
];
const SIZES = [['small', 'Small (up to 45 × 35 × 16 cm)', 0], ['medium', 'Medium (up to 61 × 46 × 46 cm)', 2], ['large', 'Large (up to 120 × 60 × 60 cm)', 5]];
const price = (s, weight, size) => Math.round((s.base + (SIZES.find((x) => x[0] === size) || SIZES[0])[2] + Math.max(0, Math.ceil(Number(weight) || 0) - 1) * 0.8) * 100) / 100;
const PARCELS = {
  PP100200300: { status: 'Out for delivery today', to: '14 Elm Road, NE2 1AB', open: true },
  PP555000111: { status: 'In transit, due Monday 30 November', to: '2 Station Approach, YO24 1AB', open: true },
  PP987654321: { status: 'Delivered on Wednesday 25 November', to: '7 Hill Street, BA2 4DL', open: false },
};
const SHOPS = [
  { id: 'north-street-news', name: 'North Street News', dist: 0.3, late: true, sunday: false },
  { id: 'corner-pharmacy', name: 'Corner Pharmacy', dist: 0.6, late: false, sunday: false },
  { id: 'quickmart', name: 'QuickMart Express', dist: 0.9, late: true, sunday: true },
  { id: 'abbey-post', name: 'Abbey Post Office', dist: 1.4, late: false, sunday: true },
  { id: 'greenway-garage', name: 'Greenway Garage', dist: 2.1, late: true, sunday: true },
];
const DAYS = ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'];
const dayName = (iso) => { const d = new Date(iso + 'T00:00:00Z'); return `${d.toUTCString().slice(0, 3)} ${d.getUTCDate()} ${d.toUTCString().slice(8, 11)}`; };
const ARTICLES = ['What to do about a lost parcel', 'My parcel is late', 'Making a claim for a damaged parcel', 'Sending parcels abroad', 'What you cannot send', 'How to package a parcel'];

function fresh() {
  return {
    page: { path: '/', query: {} },
    signedIn: null,
    prefs: { updates: ['email'], defaultSize: 'small', newsletter: 'monthly' },
    addresses: [{ label: 'Home', name: 'Jo Baker', address: '31 Quarry Lane', postcode: 'SE1 7PB' }],
    shipments: [],
    deliveryChanges: [],
    collections: [],
    claims: [],
  };
}

export function createSite() {
  let st = fresh();
  const nav = () => [['/', 'Send a parcel'], ['/track', 'Track'], ['/drop-off', 'Drop-off points'], ['/collection', 'Book a collection'], ['/claims/new', 'Make a claim'], st.signedIn ? ['/account', 'My account'] : ['/sign-in', 'Sign in']];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'ParcelPoint', nav: nav(), title, body, q, searchAction: '/help', searchLabel: 'Search help' }) });
  const needSignIn = (path) => (st.signedIn ? null : { redirect: `/sign-in?next=${encodeURIComponent(path)}` });
  const sel = (name, opts, cur, label, req = false) => `<label>${label} <select name="${name}"${req ? ' required' : ''}>${opts.map(([v, t]) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`).join('')}</select></label>`;

  function get(path, query) {
    let m;
    if (path === '/') return page('Send parcels from £3.20', `<section><h2>Get a quote</h2><form method="get" action="/quote"><label>From postcode <input name="from" required></label><label>To postcode <input name="to" required></label>
<label>Weight (kg) <input type="number" name="weight" min="0.1" max="30" step="0.1" required></label><fieldset><legend>Parcel size</legend>${SIZES.map(([v, t], i) => `<label><input type="radio" name="size" value="${v}"${i === 0 ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Get a quote</button></form></section>
<section><h2>Track a parcel</h2><form method="get" action="/track"><label>Tracking number <input name="number" required></label><button type="submit">Track</button></form></section>`);
    if (path === '/quote') {
      if (!query.from || !query.to || !query.weight) return { redirect: '/' };
      let list = [...SERVICES];
      if (query.sort === 'price') list.sort((a, b) => a.base - b.base);
      if (query.sort === 'speed') list.sort((a, b) => a.speed - b.speed);
      const size = SIZES.some((s) => s[0] === query.size) ? query.size : 'small';
      return page('Choose a service', `<p>${esc(query.weight)} kg ${size} parcel from ${esc(query.from.toUpperCase())} to ${esc(query.to.toUpperCase())}. <a href="/">Change</a></p>
<p>Sort by: <a href="${withQuery('/quote', query, { sort: 'price' })}">Price</a> · <a href="${withQuery('/quote', query, { sort: 'speed' })}">Speed</a></p>
<ul class="cards">${list.map((s) => `<li class="card"><h3>${s.name}</h3><p>Delivered ${s.days}</p><p>${money(price(s, query.weight, size))}</p><a href="${withQuery('/send', {}, { service: s.id, from: query.from, to: query.to, weight: query.weight, size })}">Book ${s.name}</a></li>`).join('')}</ul>`);
    }
    if (path === '/send') {
      const s = SERVICES.find((x) => x.id === query.service);
      if (!s || !query.from || !query.to || !query.weight) return { redirect: '/' };
      const size = SIZES.some((x) => x[0] === query.size) ? query.size : 'small';
      return page(`Send by ${s.name}`, `<p>${esc(query.weight)} kg ${size} parcel, ${esc(query.from.toUpperCase())} → ${esc(query.to.toUpperCase())}: ${money(price(s, query.weight, size))}</p>
<form method="post" action="/send">${['service', 'from', 'to', 'weight'].map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('')}<input type="hidden" name="size" value="${size}">
<fieldset><legend>Your details</legend><label>Your name <input name="senderName" required></label><label>Your email <input type="email" name="senderEmail" required></label></fieldset>
<fieldset><legend>Recipient</legend><label>Recipient name <input name="recipientName" required></label><label>Recipient address <input name="recipientAddress" required></label><label>Recipient postcode <input name="recipientPostcode" value="${esc(query.to.toUpperCase())}" required></label></fieldset>
<label>What's inside? <input name="contents" required></label>
<label for="cover">Extra cover (£)</label><input type="range" id="cover" name="cover" min="0" max="500" step="50" value="0" oninput="this.nextElementSibling.textContent='£'+this.value"><output>£0</output>
<label><input type="checkbox" name="signature" value="yes"> Signature on delivery</label>
<fieldset><legend>Send me tracking updates by</legend><label><input type="checkbox" name="updates" value="email" checked> Email</label><label><input type="checkbox" name="updates" value="sms"> SMS</label></fieldset>
<button type="submit">Pay and book</button></form>`);
    }
    if ((m = path.match(/^\/shipment\/(PP\d+)$/))) { const s = st.shipments.find((x) => x.ref === m[1]); if (!s) return null; return page('Parcel booked', `<p>Your tracking number is <strong>${s.ref}</strong>. Print your label or show the QR code at a drop-off point.</p>`); }
    if (path === '/track') {
      const n = (query.number || '').toUpperCase().replace(/\s+/g, '');
      const p = PARCELS[n];
      const form = `<form method="get" action="/track"><label>Tracking number <input name="number" value="${esc(query.number || '')}" required></label><button type="submit">Track</button></form>`;
      if (!query.number) return page('Track a parcel', form);
      if (!p) return page('Track a parcel', `${form}<p class="err">We can't find a parcel with that number.</p>`);
      return page(`Parcel ${n}`, `${query.updated ? '<p role="status">Your delivery choice has been saved.</p>' : ''}<p>Status: ${p.status}</p><p>Delivering to ${esc(p.to)}</p>${p.open ? `<p><a href="/track/${n}/change">Change delivery</a></p>` : `<p><a href="/claims/new">Report a problem</a></p>`}${form}`);
    }
    if ((m = path.match(/^\/track\/(PP\d+)\/change$/))) {
      const p = PARCELS[m[1]]; if (!p || !p.open) return null;
      return page(`Change delivery for ${m[1]}`, `<form method="post" action="${path}"><fieldset><legend>What should we do?</legend>
<label><input type="radio" name="option" value="neighbour" required> Leave with a neighbour</label><label>Neighbour's house number <input name="neighbour"></label>
<label><input type="radio" name="option" value="safe-place"> Leave in a safe place</label><label>Where should we leave it? <input name="safePlace"></label>
<label><input type="radio" name="option" value="another-day"> Deliver on another day</label>${sel('date', DAYS.map((d) => [d, dayName(d)]), '', 'Delivery day')}
<label><input type="radio" name="option" value="shop"> Collect from a ParcelPoint shop</label>${sel('shop', SHOPS.map((s) => [s.id, `${s.name} (${s.dist} miles)`]), '', 'Shop')}
</fieldset><button type="submit">Save delivery choice</button></form>`);
    }
    if (path === '/drop-off') {
      let list = query.postcode ? SHOPS.filter((s) => (!query.late || s.late) && (!query.sunday || s.sunday)) : [];
      if (query.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
      return page('Find a drop-off point', `<form method="get" action="/drop-off"><label>Postcode <input name="postcode" value="${esc(query.postcode || '')}" required></label>
<label><input type="checkbox" name="late" value="yes"${query.late ? ' checked' : ''}> Open after 8pm</label><label><input type="checkbox" name="sunday" value="yes"${query.sunday ? ' checked' : ''}> Open on Sundays</label>
${sel('sort', [['', 'Nearest first'], ['name', 'Name']], query.sort || '', 'Sort by')}<button type="submit">Search</button></form>
${query.postcode ? `<p>${list.length} drop-off points near ${esc(query.postcode.toUpperCase())}</p><ul>${list.map((s) => `<li>${s.name}, ${s.dist} miles${s.late ? ', open late' : ''}${s.sunday ? ', open Sundays' : ''}</li>`).join('')}</ul>` : ''}`);
    }
    if (path === '/collection') return page('Book a collection', `<form method="post" action="/collection"><label>Address <input name="address" required></label><label>Postcode <input name="postcode" required></label>
${sel('date', DAYS.map((d) => [d, dayName(d)]), '', 'Collection day', true)}<fieldset><legend>Time</legend><label><input type="radio" name="window" value="am" required> Morning (8am–12pm)</label><label><input type="radio" name="window" value="pm"> Afternoon (12pm–6pm)</label></fieldset>
<label>Number of parcels <input type="number" name="parcels" min="1" max="10" value="1" required></label><button type="submit">Book collection</button></form>`);
    if (path === '/collection/booked') return page('Collection booked', `<p>We'll collect ${st.collections.length ? st.collections[st.collections.length - 1].parcels : 0} parcel(s).</p>`);
    if (path === '/claims/new') return page('Make a claim', `<form method="post" action="/claims/new"><label>Tracking number <input name="number" required></label><fieldset><legend>What happened?</legend><label><input type="radio" name="problem" value="damaged" required> It arrived damaged</label><label><input type="radio" name="problem" value="lost"> It never arrived</label><label><input type="radio" name="problem" value="late"> It was late</label></fieldset>
<label>Tell us what happened <textarea name="description" required></textarea></label><label>Claim amount (£) <input type="number" name="amount" min="0" max="1000"></label><button type="submit">Submit claim</button></form>`);
    if (path === '/claims/submitted') return page('Claim submitted', '<p>We will reply within 5 working days.</p>');
    if (path === '/help') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hits = words.length ? ARTICLES.filter((a) => words.every((w) => a.toLowerCase().includes(w))) : ARTICLES;
      return page('Help', `<form method="get" action="/help"><label>Search help articles <input type="search" name="q" value="${esc(query.q || '')}"></label><button type="submit">Search</button></form><ul>${hits.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`);
    }
    if (path === '/contact') return page('Contact us', '<p>Chat with us 8am–8pm every day.</p>');
    if (path === '/sign-in') return page('Sign in', `${query.error ? '<p class="err">That email and password do not match.</p>' : ''}<form method="post" action="/sign-in"><input type="hidden" name="next" value="${esc(query.next || '/account')}"><label>Email <input type="email" name="email" autocomplete="username" required></label>
<label>Password <input type="password" name="password" autocomplete="current-password" required></label><label><input type="checkbox" name="remember" value="yes"> Remember me</label><button type="submit">Sign in</button></form>`);
    if (path === '/account') return needSignIn(path) || page('My account', `<p>Signed in as ${esc(st.signedIn)}.</p><ul><li><a href="/account/preferences">Preferences</a></li><li><a href="/account/addresses">Address book</a></li></ul>`);
    if (path === '/account/preferences') {
      const p = st.prefs;
      return needSignIn(path) || page('Preferences', `${query.saved ? '<p role="status">Preferences saved.</p>' : ''}<form method="post" action="/account/preferences"><fieldset><legend>Delivery updates</legend>${[['email', 'Email'], ['sms', 'SMS'], ['app', 'App notifications']].map(([v, t]) => `<label><input type="checkbox" name="updates" value="${v}"${p.updates.includes(v) ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
${sel('defaultSize', SIZES.map(([v, t]) => [v, t.split(' (')[0]]), p.defaultSize, 'Default parcel size')}<fieldset><legend>Newsletter</legend>${[['weekly', 'Weekly'], ['monthly', 'Monthly'], ['never', 'Never']].map(([v, t]) => `<label><input type="radio" name="newsletter" value="${v}"${p.newsletter === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Save preferences</button></form>`);
    }
    if (path === '/account/addresses') return needSignIn(path) || page('Address book', `${query.added ? '<p role="status">Address added.</p>' : ''}<ul>${st.addresses.map((a) => `<li><strong>${esc(a.label)}</strong>: ${esc(a.name)}, ${esc(a.address)}, ${esc(a.postcode)}</li>`).join('')}</ul>
<h2>Add an address</h2><form method="post" action="/account/addresses"><label>Label <input name="label" required></label><label>Full name <input name="name" required></label><label>Address <input name="address" required></label><label>Postcode <input name="postcode" required></label><button type="submit">Add address</button></form>`);
    return null;
  }

  function post(path, f) {
    let m;
    if (path === '/sign-in') {
      const next = one(f, 'next').startsWith('/') ? one(f, 'next') : '/account';
      if (one(f, 'email').toLowerCase() !== ACCOUNT.email || (f.password || [''])[0] !== ACCOUNT.password) return { redirect: `/sign-in?error=1&next=${encodeURIComponent(next)}` };
      st.signedIn = ACCOUNT.email;
      return { redirect: next };
    }
    if (path === '/send') {
      const s = { service: one(f, 'service'), from: one(f, 'from').toUpperCase(), to: one(f, 'to').toUpperCase(), weight: Number(one(f, 'weight')), size: one(f, 'size'), senderName: one(f, 'senderName'), senderEmail: one(f, 'senderEmail').toLowerCase(), recipientName: one(f, 'recipientName'), recipientAddress: one(f, 'recipientAddress'), recipientPostcode: one(f, 'recipientPostcode').toUpperCase(), contents: one(f, 'contents') };
      if (Object.values(s).some((v) => v === '' || Number.isNaN(v)) || !SERVICES.some((x) => x.id === s.service)) return page('Check your parcel', '<p class="err">Please fill in every required field.</p>');
      const ref = `PP${700000001 + st.shipments.length}`;
      st.shipments.push({ ref, ...s, cover: Math.round((Number(one(f, 'cover')) || 0) / 50) * 50, signature: one(f, 'signature') === 'yes', updates: ['email', 'sms'].filter((u) => all(f, 'updates').includes(u)) });
      return { redirect: `/shipment/${ref}` };
    }
    if ((m = path.match(/^\/track\/(PP\d+)\/change$/))) {
      const option = one(f, 'option');
      const detail = { neighbour: one(f, 'neighbour'), 'safe-place': one(f, 'safePlace'), 'another-day': one(f, 'date'), shop: one(f, 'shop') }[option];
      if (!detail) return page('Change delivery', `<p class="err">Choose an option and fill in its details.</p><p><a href="${path}">Back</a></p>`);
      st.deliveryChanges.push({ number: m[1], option, detail });
      return { redirect: `/track?number=${m[1]}&updated=1` };
    }
    if (path === '/collection') {
      const c = { address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase(), date: one(f, 'date'), window: one(f, 'window'), parcels: parseInt(one(f, 'parcels'), 10) || 0 };
      if (!c.address || !c.postcode || !DAYS.includes(c.date) || !['am', 'pm'].includes(c.window) || c.parcels < 1) return page('Book a collection', '<p class="err">Please fill in every field.</p><p><a href="/collection">Back</a></p>');
      st.collections.push(c);
      return { redirect: '/collection/booked' };
    }
    if (path === '/claims/new') {
      const c = { number: one(f, 'number').toUpperCase().replace(/\s+/g, ''), problem: one(f, 'problem'), description: one(f, 'description'), amount: Number(one(f, 'amount')) || 0 };
      if (!c.number || !c.problem || !c.description) return page('Make a claim', '<p class="err">Please fill in every required field.</p><p><a href="/claims/new">Back</a></p>');
      st.claims.push(c);
      return { redirect: '/claims/submitted' };
    }
    if (path === '/account/preferences') {
      if (!st.signedIn) return { redirect: '/sign-in' };
      st.prefs = { updates: ['email', 'sms', 'app'].filter((u) => all(f, 'updates').includes(u)), defaultSize: SIZES.some((s) => s[0] === one(f, 'defaultSize')) ? one(f, 'defaultSize') : st.prefs.defaultSize, newsletter: ['weekly', 'monthly', 'never'].includes(one(f, 'newsletter')) ? one(f, 'newsletter') : st.prefs.newsletter };
      return { redirect: '/account/preferences?saved=1' };
    }
    if (path === '/account/addresses') {
      if (!st.signedIn) return { redirect: '/sign-in' };
      const a = { label: one(f, 'label'), name: one(f, 'name'), address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase() };
      if (Object.values(a).some((v) => !v)) return page('Address book', '<p class="err">Please fill in every field.</p><p><a href="/account/addresses">Back</a></p>');
      st.addresses.push(a);
      return { redirect: '/account/addresses?added=1' };
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
