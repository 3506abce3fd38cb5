// Hopscoot — an e-scooter and e-bike hire app's website, the rider signed in: find vehicles near a
// zone (type, battery and sort in one GET form), a vehicle-code box, vehicle pages with a
// reservation form, reservations with Cancel, passes (card select, auto-renew), and account pages:
// payment cards (add, make default, remove), ride history with problem reports, settings, profile,
// wallet (top-up, promo code), and deleting the account with a typed "DELETE".
import { esc, clone, parseBody, one, parseUrl, layout, money } from '../lib.mjs';

const ZONES = ['Central Station', 'Old Town', 'University', 'Riverside'];
const V = [
  ['HS-101', 'Central Station', 'scooter', 82, 120], ['HS-102', 'Central Station', 'ebike', 45, 200], ['HS-103', 'Central Station', 'scooter', 34, 260], ['HS-104', 'Central Station', 'ebike', 91, 400],
  ['HS-201', 'Old Town', 'ebike', 67, 90], ['HS-202', 'Old Town', 'scooter', 58, 150], ['HS-203', 'Old Town', 'scooter', 23, 310], ['HS-204', 'Old Town', 'scooter', 76, 480],
  ['HS-301', 'University', 'scooter', 40, 70], ['HS-302', 'University', 'ebike', 88, 180], ['HS-303', 'University', 'ebike', 30, 220], ['HS-304', 'University', 'scooter', 95, 350],
  ['HS-401', 'Riverside', 'scooter', 51, 110], ['HS-402', 'Riverside', 'ebike', 73, 230], ['HS-403', 'Riverside', 'scooter', 99, 500],
].map(([id, zone, type, battery, metres]) => ({ id, zone, type, battery, metres }));
const byId = Object.fromEntries(V.map((v) => [v.id, v]));
const typeName = (t) => (t === 'ebike' ? 'E-bike' : 'E-scooter');
const perMin = (t) => (t === 'ebike' ? 0.25 : 0.2);
const PASSES = [['day', 'Day pass', 6, 'Unlimited 30-minute rides for 24 hours'], ['week', 'Week pass', 15, 'Unlimited 30-minute rides for 7 days'], ['month', 'Monthly pass', 39, 'Unlimited 45-minute rides for 30 days']];
const RIDES = [
  { id: 'R-501', date: 'Sun 22 Nov', from: 'Central Station', to: 'University', mins: 14, cost: 3.8 },
  { id: 'R-502', date: 'Tue 24 Nov', from: 'University', to: 'Old Town', mins: 12, cost: 9.6 },
  { id: 'R-503', date: 'Thu 26 Nov', from: 'Old Town', to: 'Riverside', mins: 18, cost: 4.7 },
];
const ISSUES = [['overcharged', 'I was overcharged'], ['vehicle-fault', 'Vehicle fault'], ['parking-fine', 'Parking fine'], ['other', 'Something else']];
const REASONS = [['moving', "I'm moving away"], ['stopped', "I don't ride any more"], ['price', "It's too expensive"], ['other', 'Other']];

function fresh() {
  return {
    page: { path: '/', query: {} },
    reservations: [{ id: 'RSV-7001', vehicle: 'HS-103', minutes: 10 }],
    passes: [],
    cards: [{ id: 'visa-4242', brand: 'Visa', last4: '4242', expiry: '04/27', name: 'Alex Rivera', postcode: 'M4 1HN' }, { id: 'mastercard-5100', brand: 'Mastercard', last4: '5100', expiry: '11/28', name: 'Alex Rivera', postcode: 'M4 1HN' }],
    defaultCard: 'visa-4242',
    reports: [],
    settings: { units: 'km', beginner: false, receipts: true, helmet: true },
    profile: { name: 'Alex Rivera', email: 'alex.rivera@example.com', phone: '07700 900111', emergencyName: '', emergencyPhone: '' },
    wallet: { balance: 4.5, topups: [], codes: [] },
    deleted: null,
  };
}

export function createSite() {
  let st = fresh();
  const nav = () => [['/find', 'Find a ride'], ['/reservations', 'Reservations'], ['/passes', 'Passes'], ['/account', 'Account']];
  const page = (title, body) => ({ html: layout({ brand: 'Hopscoot', nav: nav(), title, body, searchAction: '/help', searchLabel: 'Search help' }) });
  const cardName = (c) => `${c.brand} ending ${c.last4}`;
  const cardSelect = () => `<label>Pay with <select name="card">${st.cards.map((c) => `<option value="${c.id}"${c.id === st.defaultCard ? ' selected' : ''}>${esc(cardName(c))}${c.id === st.defaultCard ? ' (default)' : ''}</option>`).join('')}</select></label>`;
  const sel = (name, label, opts, cur) => `<label>${label} <select name="${name}">${opts.map(([v, t]) => `<option value="${v}"${(cur || '') === v ? ' selected' : ''}>${esc(t)}</option>`).join('')}</select></label>`;
  const findForm = (q = {}) => `<form method="get" action="/find"><label>Near <input name="near" list="zones" value="${esc(q.near || '')}" required placeholder="e.g. Old Town"></label><datalist id="zones">${ZONES.map((z) => `<option value="${z}">`).join('')}</datalist>
${sel('type', 'Vehicle', [['', 'Scooters and e-bikes'], ['scooter', 'E-scooters only'], ['ebike', 'E-bikes only']], q.type)}
<label><input type="checkbox" name="battery" value="50"${q.battery ? ' checked' : ''}> Over 50% battery only</label>
${sel('sort', 'Sort by', [['', 'Nearest first'], ['battery', 'Most battery']], q.sort)} <button type="submit">Find vehicles</button></form>`;
  const accountLinks = `<ul>${[['/account/payment', 'Payment cards'], ['/account/rides', 'Ride history'], ['/account/passes', 'My passes'], ['/account/wallet', 'Wallet'], ['/account/settings', 'Settings'], ['/account/profile', 'Profile'], ['/account/delete', 'Delete account']].map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul>`;

  function get(path, query) {
    if (st.deleted && path !== '/goodbye') return { redirect: '/goodbye' };
    if (path === '/') return page('Hop on, ride off', `<p>Hi Alex. Dockless e-scooters and e-bikes across the city.</p><section><h2>Find a vehicle</h2>${findForm()}</section>
<section><h2>Got a vehicle code?</h2><form method="get" action="/vehicle"><label>Vehicle code <input name="code" required placeholder="HS-000"></label> <button type="submit">Go</button></form></section><p>Wallet balance: ${money(st.wallet.balance)}</p>`);
    if (path === '/find') {
      const z = ZONES.find((x) => query.near && x.toLowerCase().includes(query.near.toLowerCase().trim()));
      let items = V.filter((v) => v.zone === z && (!query.type || v.type === query.type) && (!query.battery || v.battery > 50));
      items = [...items].sort(query.sort === 'battery' ? (a, b) => b.battery - a.battery : (a, b) => a.metres - b.metres);
      return page(z ? `Vehicles near ${z}` : 'Find a vehicle', `${findForm(query)}${query.near ? (items.length ? `<p>${items.length} vehicles</p><ol class="cards">${items.map((v) => `<li><h3>${typeName(v.type)} ${v.id}</h3><p>${v.metres} m away · ${v.battery}% battery</p><a href="/vehicle/${v.id}">View ${v.id}</a></li>`).join('')}</ol>` : '<p>No vehicles found there.</p>') : ''}`);
    }
    if (path === '/vehicle') {
      const v = byId[(query.code || '').toUpperCase().replace(/\s+/g, '')];
      return v ? { redirect: `/vehicle/${v.id}` } : page('Vehicle not found', '<p>No vehicle with that code.</p>');
    }
    let m;
    if ((m = path.match(/^\/vehicle\/(HS-\d+)$/)) && byId[m[1]]) {
      const v = byId[m[1]];
      return page(`${typeName(v.type)} ${v.id}`, `<dl><dt>Where</dt><dd>${v.zone}, ${v.metres} m away</dd><dt>Battery</dt><dd>${v.battery}%</dd><dt>Range</dt><dd>about ${Math.round(v.battery * 0.3)} km</dd><dt>Price</dt><dd>£1 to unlock, then ${money(perMin(v.type))} a minute</dd></dl>
<form method="post" action="/reserve"><input type="hidden" name="vehicle" value="${v.id}">${sel('minutes', 'Hold it for', [['10', '10 minutes (free)'], ['15', '15 minutes (£0.50)'], ['20', '20 minutes (£1.00)']], '10')} <button type="submit">Reserve</button></form>`);
    }
    if (path === '/reservations') return page('Reservations', st.reservations.length ? `<ul>${st.reservations.map((r) => `<li>${typeName(byId[r.vehicle].type)} ${r.vehicle} at ${byId[r.vehicle].zone}, held for ${r.minutes} minutes <form method="post" action="/reservations/cancel"><input type="hidden" name="id" value="${r.id}"><button type="submit">Cancel reservation</button></form></li>`).join('')}</ul>` : '<p>No reservations.</p>');
    if (path === '/passes') return page('Passes', `<ul class="cards">${PASSES.map(([s, n, p, d]) => `<li><h3>${n}</h3><p>${d}</p><p>${money(p)}</p><a href="/passes/${s}">Get the ${n.toLowerCase()}</a></li>`).join('')}</ul>`);
    if ((m = path.match(/^\/passes\/(\w+)$/)) && PASSES.some((x) => x[0] === m[1])) {
      const [s, n, p, d] = PASSES.find((x) => x[0] === m[1]);
      return page(n, `<p>${d}. ${money(p)}.</p><form method="post" action="/passes/buy"><input type="hidden" name="pass" value="${s}">${cardSelect()}<label><input type="checkbox" name="autoRenew" value="yes"> Renew automatically</label><button type="submit">Buy ${n.toLowerCase()}</button></form>`);
    }
    if (path === '/account') return page('Your account', `<p>${esc(st.profile.name)} · ${esc(st.profile.email)}</p>${accountLinks}`);
    if (path === '/account/passes') return page('My passes', st.passes.length ? `<ul>${st.passes.map((p) => `<li>${PASSES.find((x) => x[0] === p.pass)[1]} — ${p.autoRenew ? 'renews automatically' : 'does not renew'}</li>`).join('')}</ul>` : '<p>No passes yet. <a href="/passes">Buy a pass</a></p>');
    if (path === '/account/payment') {
      return page('Payment cards', `${query.added ? '<p>Card added.</p>' : ''}<ul>${st.cards.map((c) => `<li>${esc(cardName(c))}, expires ${c.expiry}${c.id === st.defaultCard ? ' — <strong>Default</strong>' : ` <form method="post" action="/account/payment/default"><input type="hidden" name="card" value="${c.id}"><button type="submit">Make default</button></form>`} <form method="post" action="/account/payment/remove"><input type="hidden" name="card" value="${c.id}"><button type="submit" aria-label="Remove ${esc(cardName(c))}">Remove</button></form></li>`).join('')}</ul>
<h2>Add a card</h2><form method="post" action="/account/payment/add"><label>Name on card <input name="name" required></label><label>Card number <input name="number" inputmode="numeric" required></label><label>Expiry (MM/YY) <input name="expiry" required></label><label>Billing postcode <input name="postcode" required></label><label><input type="checkbox" name="makeDefault" value="yes"> Make this my default card</label><button type="submit">Add card</button></form>`);
    }
    if (path === '/account/rides') {
      return page('Ride history', `${query.reported ? `<p>Thanks, we've received your report about ${esc(query.reported)}.</p>` : ''}<table><thead><tr><th>Date</th><th>From</th><th>To</th><th>Time</th><th>Cost</th><th></th></tr></thead><tbody>${RIDES.map((r) => `<tr><td>${r.date}</td><td>${r.from}</td><td>${r.to}</td><td>${r.mins} min</td><td>${money(r.cost)}</td><td><a href="/account/rides/${r.id}/report">Report a problem</a></td></tr>`).join('')}</tbody></table>`);
    }
    if ((m = path.match(/^\/account\/rides\/(R-\d+)\/report$/))) {
      const r = RIDES.find((x) => x.id === m[1]);
      if (!r) return null;
      return page(`Report a problem with your ride on ${r.date}`, `<p>${r.from} to ${r.to}, ${r.mins} min, ${money(r.cost)}</p><form method="post" action="${path}">${sel('issue', 'What went wrong?', [['', 'Choose one'], ...ISSUES], '').replace('<select', '<select required')}<label>Tell us more <textarea name="description" required></textarea></label><label><input type="checkbox" name="refund" value="yes"> Request a refund</label><button type="submit">Send report</button></form>`);
    }
    if (path === '/account/settings') {
      const s = st.settings;
      return page('Settings', `${query.saved ? '<p>Settings saved.</p>' : ''}<form method="post" action="/account/settings"><fieldset><legend>Distance units</legend><label><input type="radio" name="units" value="km"${s.units === 'km' ? ' checked' : ''}> Kilometres</label><label><input type="radio" name="units" value="miles"${s.units === 'miles' ? ' checked' : ''}> Miles</label></fieldset>
<label><input type="checkbox" name="beginner" value="yes"${s.beginner ? ' checked' : ''}> Beginner mode (top speed 15 km/h)</label><label><input type="checkbox" name="receipts" value="yes"${s.receipts ? ' checked' : ''}> Email me ride receipts</label><label><input type="checkbox" name="helmet" value="yes"${s.helmet ? ' checked' : ''}> Helmet reminder before each ride</label><button type="submit">Save settings</button></form>`);
    }
    if (path === '/account/profile') {
      const p = st.profile;
      return page('Profile', `${query.saved ? '<p>Profile saved.</p>' : ''}<form method="post" action="/account/profile"><label>Full name <input name="name" value="${esc(p.name)}" required></label><label>Email <input type="email" name="email" value="${esc(p.email)}" required></label><label>Phone <input type="tel" name="phone" value="${esc(p.phone)}" required></label>
<fieldset><legend>Emergency contact</legend><label>Contact name <input name="emergencyName" value="${esc(p.emergencyName)}"></label><label>Contact phone <input type="tel" name="emergencyPhone" value="${esc(p.emergencyPhone)}"></label></fieldset><button type="submit">Save profile</button></form>`);
    }
    if (path === '/account/wallet') {
      return page('Wallet', `${query.topped ? '<p>Wallet topped up.</p>' : ''}${query.code ? `<p>${query.code === 'applied' ? 'Code applied: £3.00 ride credit added.' : 'That code is not valid.'}</p>` : ''}<p>Balance: <strong>${money(st.wallet.balance)}</strong></p>
<h2>Top up</h2><form method="post" action="/account/wallet/topup"><fieldset><legend>Amount</legend>${[5, 10, 20].map((a) => `<label><input type="radio" name="amount" value="${a}" required> £${a}</label>`).join('')}</fieldset>${cardSelect()}<button type="submit">Top up</button></form>
<h2>Promo code</h2><form method="post" action="/account/wallet/promo"><label>Code <input name="code" required></label> <button type="submit">Apply code</button></form>`);
    }
    if (path === '/account/delete') return page('Delete your account', `<p>This removes your account, passes and wallet balance.</p><form method="post" action="/account/delete">${sel('reason', 'Why are you leaving?', [['', 'Choose a reason'], ...REASONS], '').replace('<select', '<select required')}<label>Type DELETE to confirm <input name="confirm" required></label><button type="submit">Delete my account</button></form>`);
    if (path === '/goodbye') return page('Account deleted', '<p>Your account has been deleted. Sorry to see you go.</p>');
    if (path === '/help') {
      const t = ['Where can I park? Park in a marked parking zone, shown in blue on the map.', 'How do passes work? A pass covers unlock fees and ride minutes.', 'How do refunds work? Report a problem from your ride history.'];
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hits = words.length ? t.filter((x) => words.some((w) => x.toLowerCase().includes(w.replace(/s$/, '')))) : t;
      return page('Help', `<form method="get" action="/help"><label>Search help <input name="q" value="${esc(query.q || '')}"></label> <button type="submit">Search</button></form><ul>${hits.map((x) => `<li>${x}</li>`).join('')}</ul>`);
    }
    return null;
  }

  function post(path, f) {
    if (st.deleted) return { redirect: '/goodbye' };
    if (path === '/reserve') {
      const v = byId[one(f, 'vehicle')]; const minutes = parseInt(one(f, 'minutes'), 10);
      if (!v || ![10, 15, 20].includes(minutes)) return { status: 400, html: 'Bad reservation' };
      const next = Math.max(7001, ...st.reservations.map((r) => parseInt(r.id.slice(4), 10))) + 1;
      st.reservations.push({ id: `RSV-${next}`, vehicle: v.id, minutes });
      return { redirect: '/reservations' };
    }
    if (path === '/reservations/cancel') { st.reservations = st.reservations.filter((r) => r.id !== one(f, 'id')); return { redirect: '/reservations' }; }
    if (path === '/passes/buy') {
      const p = one(f, 'pass'); const card = one(f, 'card');
      if (!PASSES.some((x) => x[0] === p) || !st.cards.some((c) => c.id === card)) return { status: 400, html: 'Bad pass' };
      st.passes.push({ pass: p, card, autoRenew: one(f, 'autoRenew') === 'yes' });
      return { redirect: '/account/passes' };
    }
    if (path === '/account/payment/add') {
      const number = one(f, 'number').replace(/\D/g, '');
      if (number.length < 12 || !one(f, 'name') || !one(f, 'expiry') || !one(f, 'postcode')) return page('Payment cards', '<p class="err">Please check the card details.</p><p><a href="/account/payment">Back</a></p>');
      const brand = number[0] === '4' ? 'Visa' : number[0] === '5' ? 'Mastercard' : 'Card';
      const c = { id: `${brand.toLowerCase()}-${number.slice(-4)}`, brand, last4: number.slice(-4), expiry: one(f, 'expiry'), name: one(f, 'name'), postcode: one(f, 'postcode').toUpperCase() };
      st.cards.push(c);
      if (one(f, 'makeDefault') === 'yes') st.defaultCard = c.id;
      return { redirect: '/account/payment?added=1' };
    }
    if (path === '/account/payment/default') { const c = one(f, 'card'); if (st.cards.some((x) => x.id === c)) st.defaultCard = c; return { redirect: '/account/payment' }; }
    if (path === '/account/payment/remove') {
      const c = one(f, 'card');
      st.cards = st.cards.filter((x) => x.id !== c);
      if (st.defaultCard === c) st.defaultCard = st.cards[0] ? st.cards[0].id : '';
      return { redirect: '/account/payment' };
    }
    let m;
    if ((m = path.match(/^\/account\/rides\/(R-\d+)\/report$/)) && RIDES.some((r) => r.id === m[1])) {
      const issue = one(f, 'issue');
      if (!ISSUES.some((x) => x[0] === issue) || !one(f, 'description')) return { status: 400, html: 'Please choose an issue and describe it' };
      st.reports.push({ ride: m[1], issue, description: one(f, 'description'), refund: one(f, 'refund') === 'yes' });
      return { redirect: `/account/rides?reported=${m[1]}` };
    }
    if (path === '/account/settings') {
      st.settings = { units: one(f, 'units') === 'miles' ? 'miles' : 'km', beginner: one(f, 'beginner') === 'yes', receipts: one(f, 'receipts') === 'yes', helmet: one(f, 'helmet') === 'yes' };
      return { redirect: '/account/settings?saved=1' };
    }
    if (path === '/account/profile') {
      const p = { name: one(f, 'name'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), emergencyName: one(f, 'emergencyName'), emergencyPhone: one(f, 'emergencyPhone') };
      if (!p.name || !p.email || !p.phone) return { status: 400, html: 'Name, email and phone are required' };
      st.profile = p;
      return { redirect: '/account/profile?saved=1' };
    }
    if (path === '/account/wallet/topup') {
      const a = parseInt(one(f, 'amount'), 10); const card = one(f, 'card');
      if (![5, 10, 20].includes(a) || !st.cards.some((c) => c.id === card)) return { status: 400, html: 'Bad top-up' };
      st.wallet.balance = Math.round((st.wallet.balance + a) * 100) / 100;
      st.wallet.topups.push({ amount: a, card });
      return { redirect: '/account/wallet?topped=1' };
    }
    if (path === '/account/wallet/promo') {
      const c = one(f, 'code').toUpperCase();
      if (c === 'RIDEFREE' && !st.wallet.codes.includes(c)) { st.wallet.codes.push(c); st.wallet.balance = Math.round((st.wallet.balance + 3) * 100) / 100; return { redirect: '/account/wallet?code=applied' }; }
      return { redirect: '/account/wallet?code=invalid' };
    }
    if (path === '/account/delete') {
      const reason = one(f, 'reason');
      if (one(f, 'confirm') !== 'DELETE' || !REASONS.some((r) => r[0] === reason)) return page('Delete your account', '<p class="err">Choose a reason and type DELETE to confirm.</p><p><a href="/account/delete">Try again</a></p>');
      st.deleted = { reason };
      return { redirect: '/goodbye' };
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
