// Pulse Mobile — a mobile network's site with the customer signed in: SIM-only plans and phones
// (filters, sort, search, choices in the query, basket, checkout) and account pages (settings
// with checkboxes, a slider and radios; profile; spend cap; roaming; add-ons; top-up; support
// messages; closing the account with a typed confirmation).
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const PLANS = [
  { id: 'sim-5', name: '5GB SIM only', data: 5, price: 6 },
  { id: 'sim-20', name: '20GB SIM only', data: 20, price: 9 },
  { id: 'sim-50', name: '50GB SIM only', data: 50, price: 12 },
  { id: 'sim-100', name: '100GB SIM only', data: 100, price: 15 },
  { id: 'sim-unlimited', name: 'Unlimited data SIM only', data: 1000, price: 20 },
];
const LENGTHS = [['1', '1 month rolling', 3], ['12', '12 months', 0], ['24', '24 months', -1]];
const planPrice = (p, len) => p.price + (LENGTHS.find((l) => l[0] === len) || LENGTHS[1])[2];
const PHONES = [
  { id: 'nova-x2', name: 'Nova X2', brand: 'nova', price: 799, year: 2026, colours: ['midnight', 'silver', 'sage'] },
  { id: 'nova-x2-mini', name: 'Nova X2 Mini', brand: 'nova', price: 649, year: 2026, colours: ['midnight', 'pink'] },
  { id: 'orbit-14', name: 'Orbit 14', brand: 'orbit', price: 599, year: 2025, colours: ['black', 'blue'] },
  { id: 'orbit-14-pro', name: 'Orbit 14 Pro', brand: 'orbit', price: 899, year: 2026, colours: ['black', 'titanium'] },
  { id: 'lumen-s', name: 'Lumen S', brand: 'lumen', price: 329, year: 2025, colours: ['white', 'green'] },
  { id: 'lumen-a', name: 'Lumen A', brand: 'lumen', price: 199, year: 2024, colours: ['black', 'white'] },
];
const STORAGE = [['128gb', '128GB', 0], ['256gb', '256GB', 100], ['512gb', '512GB', 250]];
const ADDONS = [['data-10gb', 'Extra 10GB', '£5 a month'], ['eu-roam', 'EU Roam Pass', '£2 a day'], ['intl-500', 'International Minutes 500', '£8 a month'], ['cloud-100', 'Cloud Backup 100GB', '£2 a month']];
const ARTICLES = ['Roaming charges explained', 'How to get your PAC code', 'Setting up voicemail', 'Understanding your bill', 'What to do if your phone is lost or stolen', 'Using your allowance abroad: roaming charges by country'];

function fresh() {
  return {
    page: { path: '/', query: {} },
    settings: { notify: ['email'], alertAt: 80, billReminders: 'monthly', offers: true },
    profile: { name: 'Casey Morgan', email: 'casey.morgan@example.com', phone: '07700 900222', address: '19 Rowan Court', postcode: 'NE1 4XD', contactTime: 'morning' },
    spendCap: { enabled: false, amount: 0 },
    roaming: { zone: 'off', textOnArrival: false },
    addons: ['intl-500'],
    topups: [],
    messages: [],
    basket: [],
    orders: [],
    closure: null,
  };
}

export function createSite() {
  let st = fresh();
  const nav = [['/plans', 'SIM only'], ['/phones', 'Phones'], ['/addons', 'Add-ons'], ['/top-up', 'Top up'], ['/account', 'My account'], ['/basket', 'Basket'], ['/help', 'Help']];
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Pulse Mobile', nav, title, body, q, searchLabel: 'Search plans and phones', footer: 'Signed in as Casey Morgan · <a href="/help">Help</a> · <a href="/support/contact">Contact us</a> · <a href="/coverage">Coverage checker</a>' }) });
  const sortForm = (path, query, opts) => `<form method="get" action="${path}"><label>Sort by <select name="sort">${opts.map(([v, t]) => `<option value="${v}"${(query.sort || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>${Object.entries(query).filter(([k]) => k !== 'sort').map(([k, v]) => `<input type="hidden" name="${esc(k)}" value="${esc(v)}">`).join('')} <button type="submit">Sort</button></form>`;
  const planCard = (p, len) => `<li class="card"><h3><a href="${withQuery(`/plans/${p.id}`, {}, { length: len })}">${esc(p.name)}</a></h3><p>${p.data >= 1000 ? 'Unlimited data' : `${p.data}GB data`}, unlimited calls and texts</p><p>${money(planPrice(p, len || '12'))} a month</p><a href="${withQuery(`/plans/${p.id}`, {}, { length: len })}">Choose ${esc(p.name)}</a></li>`;
  const phoneCard = (p) => `<li class="card"><h3><a href="/phones/${p.id}">${esc(p.name)}</a></h3><p>from ${money(p.price)}</p><a href="/phones/${p.id}">View ${esc(p.name)}</a></li>`;
  const sortPlans = (a, s) => { a = [...a]; if (s === 'price-asc') a.sort((x, y) => x.price - y.price); if (s === 'price-desc') a.sort((x, y) => y.price - x.price); if (s === 'data') a.sort((x, y) => y.data - x.data); return a; };
  const sortPhones = (a, s) => { a = [...a]; if (s === 'price-asc') a.sort((x, y) => x.price - y.price); if (s === 'price-desc') a.sort((x, y) => y.price - x.price); if (s === 'newest') a.sort((x, y) => y.year - x.year); return a; };
  const saved = (q, what) => (q.saved ? `<p role="status">Your ${what} have been saved.</p>` : '');
  const checked = (b) => (b ? ' checked' : '');

  function get(path, query) {
    let m;
    if (path === '/') return page('Pulse Mobile', `<p>Great value SIM only plans and the latest phones.</p><section><h2>Popular plans</h2><ul class="cards">${PLANS.slice(1, 4).map((p) => planCard(p)).join('')}</ul></section>
<section><h2>Manage your account</h2><ul><li><a href="/account/settings">Notification settings</a></li><li><a href="/account/profile">Your details</a></li><li><a href="/top-up">Top up</a></li><li><a href="/account/addons">Your add-ons</a></li></ul></section>`);
    if (path === '/plans') {
      const len = LENGTHS.some((l) => l[0] === query.length) ? query.length : '';
      return page('SIM only plans', `<section aria-label="Contract length"><h2>Contract length</h2><ul>${LENGTHS.map(([v, t]) => `<li><a href="${withQuery('/plans', query, { length: v })}"${len === v ? ' aria-current="true"' : ''}>${t}</a></li>`).join('')}<li><a href="${withQuery('/plans', query, { length: '' })}">Any length</a></li></ul></section>
${sortForm('/plans', query, [['', 'Recommended'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['data', 'Most data']])}<ul class="cards">${sortPlans(PLANS, query.sort).map((p) => planCard(p, len)).join('')}</ul>`);
    }
    if ((m = path.match(/^\/plans\/([\w-]+)$/))) {
      const p = PLANS.find((x) => x.id === m[1]); if (!p) return null;
      const len = LENGTHS.some((l) => l[0] === query.length) ? query.length : '12';
      return page(p.name, `<p>${p.data >= 1000 ? 'Unlimited data' : `${p.data}GB data`}, unlimited UK calls and texts, 5G at no extra cost.</p>
<fieldset><legend>Contract length</legend>${LENGTHS.map(([v, t]) => `<a class="opt${len === v ? ' sel' : ''}" href="${withQuery(path, query, { length: v })}"${len === v ? ' aria-current="true"' : ''}>${t} — ${money(planPrice(p, v))} a month</a>`).join(' ')}</fieldset>
<form method="post" action="/basket/add"><input type="hidden" name="item" value="${p.id}"><input type="hidden" name="length" value="${len}"><button type="submit">Add to basket</button></form>`);
    }
    if (path === '/phones') {
      const items = sortPhones(PHONES.filter((p) => !query.brand || p.brand === query.brand), query.sort);
      return page('Phones', `<section aria-label="Brand"><h2>Brand</h2><ul>${['nova', 'orbit', 'lumen'].map((b) => `<li><a href="${withQuery('/phones', query, { brand: b })}">${b[0].toUpperCase() + b.slice(1)}</a></li>`).join('')}<li><a href="${withQuery('/phones', query, { brand: '' })}">All brands</a></li></ul></section>
${sortForm('/phones', query, [['', 'Featured'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low'], ['newest', 'Newest']])}<ul class="cards">${items.map(phoneCard).join('')}</ul>`);
    }
    if ((m = path.match(/^\/phones\/([\w-]+)$/))) {
      const p = PHONES.find((x) => x.id === m[1]); if (!p) return null;
      const colour = p.colours.includes(query.colour) ? query.colour : p.colours[0];
      const storage = STORAGE.some((s) => s[0] === query.storage) ? query.storage : '128gb';
      return page(p.name, `<p>Released ${p.year}. Price ${money(p.price + STORAGE.find((s) => s[0] === storage)[2])}.</p>
<fieldset><legend>Colour</legend>${p.colours.map((c) => `<a class="opt${c === colour ? ' sel' : ''}" href="${withQuery(path, query, { colour: c })}">${c[0].toUpperCase() + c.slice(1)}</a>`).join(' ')}</fieldset>
<fieldset><legend>Storage</legend>${STORAGE.map(([v, t, x]) => `<a class="opt${v === storage ? ' sel' : ''}" href="${withQuery(path, query, { storage: v })}">${t} (${money(p.price + x)})</a>`).join(' ')}</fieldset>
<form method="post" action="/basket/add"><input type="hidden" name="item" value="${p.id}"><input type="hidden" name="colour" value="${colour}"><input type="hidden" name="storage" value="${storage}"><button type="submit">Add to basket</button></form>`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hit = (s) => words.length && words.every((w) => s.toLowerCase().includes(w));
      const plans = sortPlans(PLANS.filter((p) => hit(`${p.name} plan sim ${p.data >= 1000 ? 'unlimited' : p.data + 'gb'}`)), query.sort);
      const phones = sortPhones(PHONES.filter((p) => hit(`${p.name} ${p.brand} phone`)), query.sort);
      return page(`Search results for “${query.q || ''}”`, `${sortForm('/search', query, [['', 'Best match'], ['price-asc', 'Price: low to high'], ['price-desc', 'Price: high to low']])}<p>${plans.length + phones.length} results</p><ul class="cards">${plans.map((p) => planCard(p)).join('')}${phones.map(phoneCard).join('')}</ul>`, query.q || '');
    }
    if (path === '/coverage') return page('Coverage checker', `<form method="get" action="/coverage"><label>Postcode <input name="postcode" value="${esc(query.postcode || '')}" required></label><button type="submit">Check coverage</button></form>${query.postcode ? `<p>Coverage at ${esc(query.postcode.toUpperCase())}: 5G outdoors, 4G indoors.</p>` : ''}`);
    if (path === '/help') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hits = ARTICLES.filter((a) => words.every((w) => a.toLowerCase().includes(w)));
      return page('Help centre', `<form method="get" action="/help"><label>Search help <input type="search" name="q" value="${esc(query.q || '')}"></label><button type="submit">Search</button></form><ul>${hits.map((a) => `<li>${esc(a)}</li>`).join('')}</ul>`);
    }
    if (path === '/basket') {
      const rows = st.basket.map((b, i) => { const p = PLANS.find((x) => x.id === b.item) || PHONES.find((x) => x.id === b.item); return `<li>${esc(p.name)} ${b.length ? `(${(LENGTHS.find((l) => l[0] === b.length) || [])[1]})` : `(${b.colour}, ${b.storage.toUpperCase()})`} <form method="post" action="/basket/remove"><input type="hidden" name="line" value="${i}"><button type="submit">Remove</button></form></li>`; }).join('');
      return page('Your basket', st.basket.length ? `<ul>${rows}</ul><p><a href="/checkout">Go to checkout</a></p>` : '<p>Your basket is empty.</p>');
    }
    if (path === '/checkout') {
      if (!st.basket.length) return { redirect: '/basket' };
      return page('Checkout', `<form method="post" action="/checkout"><label>Full name <input name="name" required></label><label>Email <input type="email" name="email" required></label>
<label>Delivery address <input name="address" required></label><label>Postcode <input name="postcode" required></label>
<fieldset><legend>Your number</legend><label><input type="checkbox" name="keepNumber" value="yes"> Keep my existing number</label><label>PAC code <input name="pac"></label></fieldset>
<label><input type="checkbox" name="terms" value="yes" required> I agree to the terms and conditions</label><button type="submit">Place order</button></form>`);
    }
    if ((m = path.match(/^\/order\/(PM-\d+)$/))) { const o = st.orders.find((x) => x.id === m[1]); if (!o) return null; return page('Order placed', `<p>Thanks ${esc(o.name)}, your order ${o.id} is confirmed.</p>`); }
    if (path === '/account') return page('My account', `<p>Casey Morgan · 07700 900222 · 20GB SIM only, 12 months</p><ul><li><a href="/account/settings">Notification settings</a></li><li><a href="/account/profile">Your details</a></li><li><a href="/account/spend-cap">Spend cap</a></li><li><a href="/account/roaming">Roaming</a></li><li><a href="/account/addons">Your add-ons</a></li><li><a href="/top-up">Top up</a></li><li><a href="/account/close">Close account</a></li></ul>`);
    if (path === '/account/settings') {
      const s = st.settings;
      return page('Notification settings', `${saved(query, 'settings')}<form method="post" action="/account/settings">
<fieldset><legend>Bill notifications</legend>${[['email', 'Email'], ['sms', 'SMS'], ['post', 'Post']].map(([v, t]) => `<label><input type="checkbox" name="notify" value="${v}"${checked(s.notify.includes(v))}> ${t}</label>`).join('')}</fieldset>
<label for="alertAt">Data alert: tell me when I've used this much of my data (%)</label><input type="range" id="alertAt" name="alertAt" min="50" max="100" step="5" value="${s.alertAt}" oninput="this.nextElementSibling.textContent=this.value+'%'"><output>${s.alertAt}%</output>
<fieldset><legend>Bill reminders</legend>${[['weekly', 'Weekly'], ['monthly', 'Monthly'], ['never', 'Never']].map(([v, t]) => `<label><input type="radio" name="billReminders" value="${v}"${checked(s.billReminders === v)}> ${t}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="offers" value="yes"${checked(s.offers)}> Send me offers and news</label><button type="submit">Save settings</button></form>`);
    }
    if (path === '/account/profile') {
      const p = st.profile;
      return page('Your details', `${saved(query, 'details')}<form method="post" action="/account/profile"><label>Full name <input name="name" value="${esc(p.name)}" required></label><label>Email <input type="email" name="email" value="${esc(p.email)}" required></label>
<label>Contact phone <input type="tel" name="phone" value="${esc(p.phone)}" required></label><label>Address <input name="address" value="${esc(p.address)}" required></label><label>Postcode <input name="postcode" value="${esc(p.postcode)}" required></label>
<label>Preferred contact time <select name="contactTime">${[['morning', 'Morning'], ['afternoon', 'Afternoon'], ['evening', 'Evening']].map(([v, t]) => `<option value="${v}"${p.contactTime === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label><button type="submit">Save details</button></form>`);
    }
    if (path === '/account/spend-cap') return page('Spend cap', `${saved(query, 'spend cap settings')}<p>A spend cap stops charges outside your plan above the amount you choose.</p><form method="post" action="/account/spend-cap"><label><input type="checkbox" name="enabled" value="yes"${checked(st.spendCap.enabled)}> Turn on spend cap</label><label>Cap amount (£) <input type="number" name="amount" min="0" max="100" value="${st.spendCap.amount}"></label><button type="submit">Save</button></form>`);
    if (path === '/account/roaming') return page('Roaming', `${saved(query, 'roaming settings')}<form method="post" action="/account/roaming"><fieldset><legend>Use my phone abroad</legend>${[['off', 'Off'], ['eu', 'EU only'], ['worldwide', 'Worldwide']].map(([v, t]) => `<label><input type="radio" name="zone" value="${v}"${checked(st.roaming.zone === v)}> ${t}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="textOnArrival" value="yes"${checked(st.roaming.textOnArrival)}> Text me when I arrive abroad</label><button type="submit">Save</button></form>`);
    if (path === '/addons') return page('Add-ons', `<ul class="cards">${ADDONS.map(([id, t, p]) => `<li class="card"><h3>${t}</h3><p>${p}</p>${st.addons.includes(id) ? '<p>Active on your plan</p>' : `<form method="post" action="/addons/add"><input type="hidden" name="addon" value="${id}"><button type="submit" aria-label="Add ${t}">Add</button></form>`}</li>`).join('')}</ul><p><a href="/account/addons">Manage your add-ons</a></p>`);
    if (path === '/account/addons') return page('Your add-ons', `${st.addons.length ? `<ul>${st.addons.map((id) => { const a = ADDONS.find((x) => x[0] === id); return `<li>${a[1]} (${a[2]}) <a href="/account/addons/${id}/remove">Remove ${a[1]}</a></li>`; }).join('')}</ul>` : '<p>You have no add-ons.</p>'}<p><a href="/addons">Browse add-ons</a></p>`);
    if ((m = path.match(/^\/account\/addons\/([\w-]+)\/remove$/))) {
      const a = ADDONS.find((x) => x[0] === m[1]); if (!a || !st.addons.includes(a[0])) return null;
      return page(`Remove ${a[1]}?`, `${query.error ? '<p class="err">Please type REMOVE to confirm.</p>' : ''}<form method="post" action="${path}"><label>Type REMOVE to confirm <input name="confirm" required autocomplete="off"></label><button type="submit">Remove add-on</button></form><p><a href="/account/addons">Keep it</a></p>`);
    }
    if (path === '/top-up') return page('Top up', `${query.done ? '<p role="status">Top-up complete.</p>' : ''}<form method="post" action="/top-up"><fieldset><legend>Amount</legend>${['10', '20', '30'].map((v) => `<label><input type="radio" name="amount" value="${v}"> £${v}</label>`).join('')}<label><input type="radio" name="amount" value="other"> Other amount</label><label>Other amount (£) <input type="number" name="otherAmount" min="5" max="100"></label></fieldset>
<fieldset><legend>Pay with</legend><label><input type="radio" name="card" value="visa-4242" checked> Saved Visa ending 4242</label><label><input type="radio" name="card" value="mastercard-8811"> Saved Mastercard ending 8811</label></fieldset>
<label><input type="checkbox" name="auto" value="yes"> Auto top-up when my balance is under £5</label><button type="submit">Top up now</button></form>`);
    if (path === '/support/contact') return page('Contact support', `${query.sent ? '<p role="status">Message sent. We reply within one working day.</p>' : ''}<form method="post" action="/support/contact"><label>Topic <select name="topic" required><option value="">Choose a topic</option><option value="billing">Billing</option><option value="network">Network and signal</option><option value="phones">Phones and devices</option><option value="other">Something else</option></select></label>
<label>Subject <input name="subject" required></label><label>Message <textarea name="message" required></textarea></label><label><input type="checkbox" name="callback" value="yes"> Call me back</label><label>Call-back number <input type="tel" name="callbackNumber"></label><button type="submit">Send message</button></form>`);
    if (path === '/account/close') return page('Close your account', `${query.error ? '<p class="err">Please type CLOSE to confirm.</p>' : ''}<form method="post" action="/account/close"><label>Why are you leaving? <select name="reason" required><option value="">Choose a reason</option><option value="switching">Moving to another network</option><option value="price">Too expensive</option><option value="coverage">Poor coverage</option><option value="other">Other</option></select></label>
<label>Type CLOSE to confirm <input name="confirm" required autocomplete="off"></label><button type="submit">Close my account</button></form>`);
    if (path === '/account/close/requested') return page('Closure requested', '<p>Your account will close at the end of your billing month.</p>');
    return null;
  }

  function post(path, f) {
    let m;
    if (path === '/basket/add') {
      const id = one(f, 'item');
      if (PLANS.some((p) => p.id === id)) st.basket.push({ item: id, length: LENGTHS.some((l) => l[0] === one(f, 'length')) ? one(f, 'length') : '12' });
      else { const p = PHONES.find((x) => x.id === id); if (!p) return null; st.basket.push({ item: id, colour: p.colours.includes(one(f, 'colour')) ? one(f, 'colour') : p.colours[0], storage: STORAGE.some((s) => s[0] === one(f, 'storage')) ? one(f, 'storage') : '128gb' }); }
      return { redirect: '/basket' };
    }
    if (path === '/basket/remove') { const i = parseInt(one(f, 'line'), 10); if (st.basket[i]) st.basket.splice(i, 1); return { redirect: '/basket' }; }
    if (path === '/checkout') {
      const o = { name: one(f, 'name'), email: one(f, 'email').toLowerCase(), address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase() };
      if (Object.values(o).some((v) => !v) || one(f, 'terms') !== 'yes' || !st.basket.length) return page('Checkout', '<p class="err">Please complete every required field and accept the terms.</p><p><a href="/checkout">Back</a></p>');
      const id = `PM-${5001 + st.orders.length}`;
      st.orders.push({ id, ...o, keepNumber: one(f, 'keepNumber') === 'yes', pac: one(f, 'pac').toUpperCase(), items: st.basket });
      st.basket = [];
      return { redirect: `/order/${id}` };
    }
    if (path === '/account/settings') {
      const alert = Math.round(Number(one(f, 'alertAt')) / 5) * 5;
      st.settings = { notify: ['email', 'sms', 'post'].filter((v) => all(f, 'notify').includes(v)), alertAt: alert >= 50 && alert <= 100 ? alert : st.settings.alertAt, billReminders: ['weekly', 'monthly', 'never'].includes(one(f, 'billReminders')) ? one(f, 'billReminders') : st.settings.billReminders, offers: one(f, 'offers') === 'yes' };
      return { redirect: '/account/settings?saved=1' };
    }
    if (path === '/account/profile') {
      const p = { name: one(f, 'name'), email: one(f, 'email').toLowerCase(), phone: one(f, 'phone'), address: one(f, 'address'), postcode: one(f, 'postcode').toUpperCase(), contactTime: one(f, 'contactTime') || st.profile.contactTime };
      if (!p.name || !p.email || !p.phone || !p.address || !p.postcode) return page('Your details', '<p class="err">Please fill in every field.</p><p><a href="/account/profile">Back</a></p>');
      st.profile = p;
      return { redirect: '/account/profile?saved=1' };
    }
    if (path === '/account/spend-cap') { st.spendCap = { enabled: one(f, 'enabled') === 'yes', amount: Math.max(0, Math.min(100, Number(one(f, 'amount')) || 0)) }; return { redirect: '/account/spend-cap?saved=1' }; }
    if (path === '/account/roaming') { st.roaming = { zone: ['off', 'eu', 'worldwide'].includes(one(f, 'zone')) ? one(f, 'zone') : 'off', textOnArrival: one(f, 'textOnArrival') === 'yes' }; return { redirect: '/account/roaming?saved=1' }; }
    if (path === '/addons/add') { const id = one(f, 'addon'); if (ADDONS.some((a) => a[0] === id) && !st.addons.includes(id)) st.addons.push(id); return { redirect: '/account/addons' }; }
    if ((m = path.match(/^\/account\/addons\/([\w-]+)\/remove$/))) {
      if (one(f, 'confirm') !== 'REMOVE') return { redirect: `${path}?error=1` };
      st.addons = st.addons.filter((a) => a !== m[1]);
      return { redirect: '/account/addons' };
    }
    if (path === '/top-up') {
      const a = one(f, 'amount');
      const amount = a === 'other' ? Number(one(f, 'otherAmount')) : Number(a);
      if (!amount || amount < 5 || amount > 100) return page('Top up', '<p class="err">Choose an amount between £5 and £100.</p><p><a href="/top-up">Back</a></p>');
      st.topups.push({ amount, card: one(f, 'card') || 'visa-4242', auto: one(f, 'auto') === 'yes' });
      return { redirect: '/top-up?done=1' };
    }
    if (path === '/support/contact') {
      const msg = { topic: one(f, 'topic'), subject: one(f, 'subject'), message: one(f, 'message'), callback: one(f, 'callback') === 'yes', callbackNumber: one(f, 'callbackNumber') };
      if (!msg.topic || !msg.subject || !msg.message) return page('Contact support', '<p class="err">Please choose a topic and write a subject and message.</p><p><a href="/support/contact">Back</a></p>');
      st.messages.push(msg);
      return { redirect: '/support/contact?sent=1' };
    }
    if (path === '/account/close') {
      if (one(f, 'confirm') !== 'CLOSE' || !one(f, 'reason')) return { redirect: '/account/close?error=1' };
      st.closure = { reason: one(f, 'reason') };
      return { redirect: '/account/close/requested' };
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
