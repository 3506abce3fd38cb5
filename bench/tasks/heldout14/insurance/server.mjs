// Wayfarer Cover — a travel-insurance site: quote journey (trip → plan → extras → details → buy),
// the customer's policies (add cover, change excess, cancel), claims, help articles, contact form,
// account details. Server-rendered HTML, plain GET/POST.
// State: the page shown, the quote in progress, policies, claims, messages sent, the profile, newsletter sign-ups.

const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (p) => '£' + (p / 100).toFixed(2);

const AREAS = [['uk', 'UK only', 100, 3000], ['europe', 'Europe', 150, 4500], ['worldwide-excl', 'Worldwide excluding USA, Canada and the Caribbean', 300, 9000], ['worldwide', 'Worldwide including USA', 450, 13000]];
const PLANS = [
  { id: 'essential', name: 'Essential', factor: 1, medical: '£5 million', cancellation: '£1,000', baggage: '£1,000', excess: 250 },
  { id: 'standard', name: 'Standard', factor: 1.5, medical: '£10 million', cancellation: '£3,000', baggage: '£1,500', excess: 100 },
  { id: 'premier', name: 'Premier', factor: 2.2, medical: '£15 million', cancellation: '£7,500', baggage: '£2,500', excess: 0 },
];
const EXTRAS = [['winter-sports', 'Winter sports', 1800], ['gadget', 'Gadget cover', 1500], ['cruise', 'Cruise cover', 2500], ['business', 'Business travel', 2000], ['golf', 'Golf cover', 1000]];
const TITLES = ['Mr', 'Mrs', 'Ms', 'Miss', 'Mx', 'Dr'];
const CLAIM_TYPES = [['medical', 'Medical expenses'], ['cancellation', 'Cancelling or cutting short a trip'], ['baggage', 'Lost, stolen or damaged belongings'], ['delay', 'Travel delay']];
const CANCEL_REASONS = [['trip-cancelled', 'My trip is cancelled'], ['bought-elsewhere', 'I bought cover elsewhere'], ['too-expensive', 'It is too expensive'], ['other', 'Another reason']];
const TOPICS = [['quote', 'Getting a quote'], ['change', 'Changing my policy'], ['claim', 'A claim'], ['complaint', 'Making a complaint'], ['other', 'Something else']];
const ARTICLES = [
  ['cooling-off', 'Can I cancel my policy?', 'You can cancel within 14 days of buying (the cooling-off period) for a full refund, as long as you have not travelled or claimed. After that, annual policies get a partial refund.'],
  ['pre-existing', 'Do I need to declare pre-existing medical conditions?', 'Yes. Tell us about any medical condition you have been treated for in the last two years. Undeclared conditions are not covered.'],
  ['activities', 'Which sports and activities are covered?', 'Over 100 activities such as hiking below 2,000 metres, snorkelling and cycling are covered as standard. Skiing and snowboarding need winter sports cover. Hazardous activities such as skydiving are not covered.'],
  ['lost-passport', 'What to do if you lose your passport abroad', 'Report the loss to the local police within 24 hours and get a written report, then contact the nearest British embassy for an emergency travel document. You can claim up to £250 for replacement costs.'],
  ['cruise', 'Is cruise cover included?', 'Cruise cover is an optional extra. It covers missed port departures, cabin confinement and unused excursions.'],
  ['claim-time', 'How long does a claim take?', 'Most claims are settled within 10 working days of us receiving all the documents we ask for.'],
  ['ghic', 'Do I still need a GHIC or EHIC?', 'Yes. If you travel in Europe take a valid GHIC or EHIC; if you use it we waive your excess on medical claims.'],
];

const plan = (id) => PLANS.find((p) => p.id === id);
const area = (id) => AREAS.find((a) => a[0] === id);
const days = (a, b) => Math.round((Date.parse(b) - Date.parse(a)) / 86400000) + 1;
function premium(q, planId) {
  const ar = area(q.area);
  const ageF = q.age >= 65 ? 2.2 : q.age >= 40 ? 1.3 : 1;
  const base = q.trip === 'annual' ? ar[3] : ar[2] * days(q.start, q.end);
  return Math.round(base * q.travellers * ageF * plan(planId).factor);
}

const SARAH = { title: 'Mrs', first: 'Sarah', last: 'Fox', dob: '1982-04-09', email: 'sarah.fox@example.com', phone: '07700900123', postcode: 'SK4 2LP' };
function fresh() {
  return {
    page: { path: '/', query: {} },
    quote: { trip: 'single', area: 'europe', start: '2027-02-05', end: '2027-02-12', travellers: 2, age: 39, plan: '', extras: [] },
    policies: [{ id: 'WF-10007', trip: 'annual', area: 'europe', start: '2026-06-01', end: '2027-05-31', travellers: 2, age: 44, plan: 'standard', extras: ['gadget'], excess: 100, holder: { ...SARAH }, medical: 'no', status: 'Active', cancelReason: '' }],
    claims: [{ id: 'CL-2950', policy: 'WF-10007', type: 'delay', date: '2026-08-14', amount: 120, description: 'Ferry to Santander delayed 9 hours', status: 'Awaiting documents' }],
    messages: [],
    profile: { title: 'Mrs', first: 'Sarah', last: 'Fox', email: 'sarah.fox@example.com', phone: '07700900123', address: '8 Beech Grove', town: 'Stockport', postcode: 'SK4 2LP', marketing: true },
    newsletter: [],
  };
}

export function createSite() {
  let st = fresh();
  let flash = '';
  let error = '';

  const opt = (v, l, cur) => `<option value="${esc(v)}"${String(cur ?? '') === String(v) ? ' selected' : ''}>${esc(l)}</option>`;
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Wayfarer Cover</title>
<style>body{font-family:Arial,sans-serif;margin:0}header{background:#0b4f6c;color:#fff;padding:10px 18px}header a{color:#fff;margin-right:16px}main{padding:18px;max-width:960px}
.plans{display:flex;gap:14px}.plan{border:2px solid #0b4f6c;border-radius:8px;padding:12px;width:260px}.flash{background:#dff0d8;padding:6px}.error{background:#f8d7da;padding:6px}label{display:inline-block;margin:4px 0}table{border-collapse:collapse}td,th{padding:5px 8px;border-bottom:1px solid #ddd;text-align:left}</style></head>
<body><header><a href="/"><b>Wayfarer Cover</b></a><nav style="display:inline"><a href="/quote">Get a quote</a><a href="/policies">My policies</a><a href="/claims">Claims</a><a href="/help">Help</a><a href="/contact">Contact us</a><a href="/account">My account</a></nav></header>
<main>${flash ? `<p class="flash" role="status">${esc(flash)}</p>` : ''}${error ? `<p class="error" role="alert">${esc(error)}</p>` : ''}${body}</main>
<footer style="padding:18px;color:#555">Wayfarer Cover is a trading name of Wayfarer Insurance Services Ltd. Authorised and regulated by the Financial Conduct Authority.</footer></body></html>`;

  const steps = (n) => `<ol class="steps">${['Your trip', 'Choose a plan', 'Extras', 'Your details'].map((s, i) => `<li${i + 1 === n ? ' aria-current="step"' : ''}>${s}</li>`).join('')}</ol>`;
  const describe = (q) => `${q.trip === 'annual' ? 'Annual multi-trip' : 'Single trip'} · ${esc(area(q.area)[1])} · ${q.trip === 'annual' ? `from ${q.start}` : `${q.start} to ${q.end}`} · ${q.travellers} traveller${q.travellers > 1 ? 's' : ''} (oldest ${q.age})`;

  const pages = {
    home: () => layout('Travel insurance', `<h1>Travel insurance that goes where you go</h1><p>Single-trip and annual multi-trip cover, with 24/7 emergency medical help.</p><p><a href="/quote">Get a quote</a></p>
${st.quote ? `<section><h2>Your saved quote</h2><p>${describe(st.quote)}</p><p><a href="/quote/plans">Continue your quote</a> · <a href="/quote">Edit trip details</a></p></section>` : ''}
<section><h2>Already covered?</h2><ul><li><a href="/policies">Manage my policies</a></li><li><a href="/claims/new">Make a claim</a></li><li><a href="/help">Help centre</a></li></ul></section>
<section><h2>Travel advice by email</h2><form action="/newsletter" method="post"><label>Email address <input type="email" name="email"></label> <button>Sign up</button></form></section>`),
    quote: () => {
      const q = st.quote || { trip: 'single', area: '', start: '', end: '', travellers: 1, age: '' };
      return layout('Your trip', `${steps(1)}<h1>Tell us about your trip</h1><form action="/quote" method="post">
<fieldset><legend>Type of cover</legend><label><input type="radio" name="trip" value="single"${q.trip === 'single' ? ' checked' : ''}> Single trip</label> <label><input type="radio" name="trip" value="annual"${q.trip === 'annual' ? ' checked' : ''}> Annual multi-trip (12 months)</label></fieldset>
<p><label>Where are you going? <select name="area">${opt('', 'Choose an area', q.area)}${AREAS.map((a) => opt(a[0], a[1], q.area)).join('')}</select></label></p>
<p><label>Cover start date <input type="date" name="start" value="${esc(q.start)}"></label></p>
<p><label>Return date (single trip only) <input type="date" name="end" value="${esc(q.end)}"></label></p>
<p><label>Number of travellers <input type="number" name="travellers" min="1" max="10" value="${esc(q.travellers)}"></label></p>
<p><label>Age of the oldest traveller <input type="number" name="age" min="0" max="99" value="${esc(q.age)}"></label></p>
<button>Get prices</button></form>`);
    },
    plans: () => layout('Choose a plan', `${steps(2)}<h1>Choose your plan</h1><p>${describe(st.quote)} <a href="/quote">Change</a></p><div class="plans">${PLANS.map((p) => `<div class="plan"><h2>${p.name}</h2><p><b>${money(premium(st.quote, p.id))}</b></p>
<ul><li>Medical expenses: ${p.medical}</li><li>Cancellation: ${p.cancellation}</li><li>Baggage: ${p.baggage}</li><li>Excess: ${p.excess ? money(p.excess * 100).replace('.00', '') : 'No excess'}</li></ul>
<form action="/quote/plan" method="post"><input type="hidden" name="plan" value="${p.id}"><button>Choose</button></form></div>`).join('')}</div>`),
    extras: () => layout('Extras', `${steps(3)}<h1>Add extra cover</h1><p>${plan(st.quote.plan).name} plan — ${money(premium(st.quote, st.quote.plan))}</p><form action="/quote/extras" method="post">
${EXTRAS.map(([v, l, c]) => `<p><label><input type="checkbox" name="extras" value="${v}"${st.quote.extras.includes(v) ? ' checked' : ''}> ${l} (+${money(c)})</label></p>`).join('')}<button>Continue</button></form><p><a href="/quote/plans">Back to plans</a></p>`),
    details: () => layout('Your details', `${steps(4)}<h1>Lead traveller's details</h1><p>${plan(st.quote.plan).name} plan${st.quote.extras.length ? ' with ' + st.quote.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1].toLowerCase()).join(', ') : ''}: ${money(premium(st.quote, st.quote.plan) + st.quote.extras.reduce((n, e) => n + EXTRAS.find((x) => x[0] === e)[2], 0))}</p>
<form action="/quote/buy" method="post"><p><label>Title <select name="title">${opt('', 'Select', '')}${TITLES.map((t) => opt(t, t, '')).join('')}</select></label></p>
<p><label>First name <input name="first"></label> <label>Last name <input name="last"></label></p><p><label>Date of birth <input type="date" name="dob"></label></p>
<p><label>Email <input type="email" name="email"></label> <label>Phone <input type="tel" name="phone"></label></p><p><label>Postcode <input name="postcode"></label></p>
<fieldset><legend>Does anyone travelling have a pre-existing medical condition?</legend><label><input type="radio" name="medical" value="yes"> Yes</label> <label><input type="radio" name="medical" value="no"> No</label></fieldset>
<p><label><input type="checkbox" name="agree" value="yes"> I have read the policy wording and the cover meets my needs</label></p><button>Buy now</button></form>`),
    policies: () => layout('My policies', `<h1>My policies</h1><table><tr><th>Policy</th><th>Cover</th><th>Dates</th><th>Status</th><th></th></tr>${st.policies.map((p) => `<tr><td>${p.id}</td><td>${p.trip === 'annual' ? 'Annual multi-trip' : 'Single trip'}, ${esc(area(p.area)[1])}, ${plan(p.plan).name}</td><td>${p.start} – ${p.end}</td><td>${p.status}</td><td><a href="/policy/${p.id}">View policy</a></td></tr>`).join('')}</table>`),
    policy: (p) => {
      const missing = EXTRAS.filter((e) => !p.extras.includes(e[0]));
      return layout(`Policy ${p.id}`, `<p><a href="/policies">← My policies</a></p><h1>Policy ${p.id}</h1><p>Status: <b>${p.status}</b>${p.cancelReason ? ` (${esc(CANCEL_REASONS.find((r) => r[0] === p.cancelReason)[1])})` : ''}</p>
<table><tr><th>Policyholder</th><td>${esc(p.holder.title)} ${esc(p.holder.first)} ${esc(p.holder.last)}</td></tr><tr><th>Cover</th><td>${p.trip === 'annual' ? 'Annual multi-trip' : 'Single trip'}, ${esc(area(p.area)[1])}</td></tr><tr><th>Plan</th><td>${plan(p.plan).name}</td></tr><tr><th>Dates</th><td>${p.start} to ${p.end}</td></tr><tr><th>Travellers</th><td>${p.travellers}</td></tr>
<tr><th>Extras</th><td>${p.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1]).join(', ') || 'None'}</td></tr><tr><th>Excess</th><td>${p.excess ? '£' + p.excess : 'No excess'}</td></tr></table>
${p.status === 'Active' ? `<h2>Add cover</h2>${missing.length ? `<form action="/policy/${p.id}/extras" method="post">${missing.map(([v, l, c]) => `<label><input type="checkbox" name="extras" value="${v}"> ${l} (+${money(c)})</label><br>`).join('')}<button>Add to policy</button></form>` : '<p>You already have every extra.</p>'}
<h2>Change your excess</h2><form action="/policy/${p.id}/excess" method="post"><label>Excess <select name="excess">${[250, 100, 50, 0].map((x) => opt(x, x ? `£${x}` : 'No excess (£0)', p.excess)).join('')}</select></label> <button>Update excess</button></form>
<p><a href="/policy/${p.id}/cancel">Cancel this policy</a></p>` : ''}`);
    },
    cancel: (p) => layout('Cancel policy', `<h1>Cancel policy ${p.id}</h1><p>You are within your cooling-off period only if you bought the policy in the last 14 days.</p><form action="/policy/${p.id}/cancel" method="post">
<p><label>Why are you cancelling? <select name="reason">${opt('', 'Choose a reason', '')}${CANCEL_REASONS.map((r) => opt(r[0], r[1], '')).join('')}</select></label></p>
<p><label><input type="checkbox" name="confirm" value="yes"> I understand I will no longer be covered</label></p><button>Cancel my policy</button></form><p><a href="/policy/${p.id}">Keep my policy</a></p>`),
    claims: () => layout('Claims', `<h1>Your claims</h1><p><a href="/claims/new">Make a claim</a></p><table><tr><th>Claim</th><th>Policy</th><th>Type</th><th>Amount</th><th>Status</th><th></th></tr>${st.claims.map((c) => `<tr><td>${c.id}</td><td>${c.policy}</td><td>${esc(CLAIM_TYPES.find((t) => t[0] === c.type)[1])}</td><td>£${c.amount}</td><td>${c.status}</td><td><a href="/claims/${c.id}">View claim</a></td></tr>`).join('')}</table>`),
    claim: (c) => layout(`Claim ${c.id}`, `<p><a href="/claims">← Your claims</a></p><h1>Claim ${c.id}</h1><p>Status: <b>${c.status}</b></p><p>Policy ${c.policy} · ${esc(CLAIM_TYPES.find((t) => t[0] === c.type)[1])} · ${c.date} · £${c.amount}</p><p>${esc(c.description)}</p>
${c.status !== 'Withdrawn' ? `<form action="/claims/${c.id}/withdraw" method="post"><button>Withdraw claim</button></form>` : ''}`),
    newClaim: () => layout('Make a claim', `<h1>Make a claim</h1><form action="/claims/new" method="post"><p><label>Policy <select name="policy">${opt('', 'Choose a policy', '')}${st.policies.map((p) => opt(p.id, `${p.id} (${p.trip === 'annual' ? 'annual' : 'single trip'})`, '')).join('')}</select></label></p>
<fieldset><legend>What are you claiming for?</legend>${CLAIM_TYPES.map(([v, l]) => `<label><input type="radio" name="type" value="${v}"> ${l}</label><br>`).join('')}</fieldset>
<p><label>Date it happened <input type="date" name="date"></label></p><p><label>Amount claimed (£) <input type="number" name="amount" min="1" step="1"></label></p><p><label>What happened? <textarea name="description"></textarea></label></p><button>Submit claim</button></form>`),
    help: (q) => {
      const term = (q.q || '').toLowerCase().trim();
      const list = term ? ARTICLES.filter((a) => term.split(/\s+/).some((w) => (a[1] + ' ' + a[2]).toLowerCase().includes(w))) : ARTICLES;
      return layout('Help centre', `<h1>Help centre</h1><form action="/help" method="get"><label>Search help <input name="q" value="${esc(q.q || '')}"></label> <button>Search</button></form>
${term ? `<p>${list.length} result${list.length === 1 ? '' : 's'} for “${esc(q.q)}”</p>` : ''}<ul>${list.map((a) => `<li><a href="/help/${a[0]}">${esc(a[1])}</a></li>`).join('')}</ul>`);
    },
    article: (a) => layout(a[1], `<p><a href="/help">← Help centre</a></p><h1>${esc(a[1])}</h1><p>${esc(a[2])}</p>`),
    contact: () => layout('Contact us', `<h1>Contact us</h1><p>Emergency medical help abroad: +44 161 496 0000, 24 hours a day.</p><form action="/contact" method="post">
<p><label>What is it about? <select name="topic">${opt('', 'Choose a topic', '')}${TOPICS.map((t) => opt(t[0], t[1], '')).join('')}</select></label></p>
<p><label>Your name <input name="name"></label></p><p><label>Email <input type="email" name="email"></label></p><p><label>Policy number (if you have one) <input name="policy"></label></p>
<p><label>Message <textarea name="message"></textarea></label></p><button>Send message</button></form>`),
    sent: () => layout('Message sent', '<h1>Thanks, we have your message</h1><p>We reply within 2 working days.</p>'),
    account: () => { const p = st.profile; return layout('My account', `<h1>My details</h1><form action="/account" method="post"><p><label>Title <select name="title">${TITLES.map((t) => opt(t, t, p.title)).join('')}</select></label></p>
<p><label>First name <input name="first" value="${esc(p.first)}"></label> <label>Last name <input name="last" value="${esc(p.last)}"></label></p><p><label>Email <input type="email" name="email" value="${esc(p.email)}"></label></p><p><label>Phone <input type="tel" name="phone" value="${esc(p.phone)}"></label></p>
<p><label>Address <input name="address" value="${esc(p.address)}"></label></p><p><label>Town <input name="town" value="${esc(p.town)}"></label></p><p><label>Postcode <input name="postcode" value="${esc(p.postcode)}"></label></p>
<p><label><input type="checkbox" name="marketing" value="yes"${p.marketing ? ' checked' : ''}> Email me travel offers</label></p><button>Save changes</button></form>`); },
  };

  function show(path, query, html) { st.page = { path, query }; flash = ''; error = ''; return { html }; }
  const fail = (msg, to) => { error = msg; return { redirect: to }; };

  function handle(method, url, body) {
    const u = new URL(url, 'http://localhost');
    const path = decodeURIComponent(u.pathname);
    const query = Object.fromEntries(u.searchParams);
    const pol = (id) => st.policies.find((p) => p.id === id);
    if (method === 'GET') {
      if (path === '/') return show(path, query, pages.home());
      if (path === '/quote') return show(path, query, pages.quote());
      if (path === '/quote/plans') return st.quote ? show(path, query, pages.plans()) : { redirect: '/quote' };
      if (path === '/quote/extras') return st.quote?.plan ? show(path, query, pages.extras()) : { redirect: '/quote/plans' };
      if (path === '/quote/details') return st.quote?.plan ? show(path, query, pages.details()) : { redirect: '/quote/plans' };
      if (path === '/policies') return show(path, query, pages.policies());
      let m = path.match(/^\/policy\/(WF-\d+)(\/cancel)?$/);
      if (m && pol(m[1])) return show(path, query, m[2] ? pages.cancel(pol(m[1])) : pages.policy(pol(m[1])));
      if (path === '/claims') return show(path, query, pages.claims());
      if (path === '/claims/new') return show(path, query, pages.newClaim());
      m = path.match(/^\/claims\/(CL-\d+)$/);
      if (m && st.claims.find((c) => c.id === m[1])) return show(path, query, pages.claim(st.claims.find((c) => c.id === m[1])));
      if (path === '/help') return show(path, query, pages.help(query));
      m = path.match(/^\/help\/([\w-]+)$/);
      if (m && ARTICLES.find((a) => a[0] === m[1])) return show(path, query, pages.article(ARTICLES.find((a) => a[0] === m[1])));
      if (path === '/contact') return show(path, query, pages.contact());
      if (path === '/contact/sent') return show(path, query, pages.sent());
      if (path === '/account') return show(path, query, pages.account());
      return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
    }
    const f = new URLSearchParams(body || '');
    const val = (k) => (f.get(k) || '').trim();
    if (path === '/quote') {
      const trip = val('trip') === 'annual' ? 'annual' : 'single';
      const q = { trip, area: val('area'), start: val('start'), end: trip === 'annual' ? '' : val('end'), travellers: Number(val('travellers')), age: Number(val('age')), plan: '', extras: [] };
      if (!area(q.area)) return fail('Choose where you are going.', '/quote');
      if (!/^\d{4}-\d\d-\d\d$/.test(q.start) || (trip === 'single' && !(/^\d{4}-\d\d-\d\d$/.test(q.end) && q.end >= q.start))) return fail('Check your travel dates.', '/quote');
      if (!(q.travellers >= 1 && q.travellers <= 10) || !(q.age >= 0 && q.age <= 99) || val('age') === '') return fail('Check the travellers and the age of the oldest.', '/quote');
      st.quote = q;
      return { redirect: '/quote/plans' };
    }
    if (path === '/quote/plan') { if (st.quote && plan(val('plan'))) { st.quote.plan = val('plan'); return { redirect: '/quote/extras' }; } return { redirect: '/quote/plans' }; }
    if (path === '/quote/extras') { if (!st.quote?.plan) return { redirect: '/quote/plans' }; const chosen = f.getAll('extras'); st.quote.extras = EXTRAS.map((e) => e[0]).filter((e) => chosen.includes(e)); return { redirect: '/quote/details' }; }
    if (path === '/quote/buy') {
      if (!st.quote?.plan) return { redirect: '/quote/plans' };
      const holder = { title: val('title'), first: val('first'), last: val('last'), dob: val('dob'), email: val('email').toLowerCase(), phone: val('phone').replace(/\s+/g, ''), postcode: val('postcode').toUpperCase() };
      if (!TITLES.includes(holder.title) || !holder.first || !holder.last || !holder.dob || !holder.email) return fail('Please fill in all the lead traveller details.', '/quote/details');
      if (!['yes', 'no'].includes(val('medical'))) return fail('Tell us about any medical conditions.', '/quote/details');
      if (val('agree') !== 'yes') return fail('Please confirm you have read the policy wording.', '/quote/details');
      const q = st.quote;
      const id = `WF-${20001 + st.policies.length - 1}`;
      const end = q.trip === 'annual' ? new Date(Date.parse(q.start) + 364 * 86400000).toISOString().slice(0, 10) : q.end;
      st.policies.push({ id, trip: q.trip, area: q.area, start: q.start, end, travellers: q.travellers, age: q.age, plan: q.plan, extras: q.extras, excess: plan(q.plan).excess, holder, medical: val('medical'), status: 'Active', cancelReason: '' });
      st.quote = null;
      return { redirect: `/policy/${id}` };
    }
    let m = path.match(/^\/policy\/(WF-\d+)\/(extras|excess|cancel)$/);
    if (m && pol(m[1])) {
      const p = pol(m[1]);
      if (m[2] === 'extras') { const add = f.getAll('extras'); p.extras = EXTRAS.map((e) => e[0]).filter((e) => p.extras.includes(e) || add.includes(e)); flash = 'Your cover has been updated.'; }
      if (m[2] === 'excess' && [250, 100, 50, 0].includes(Number(val('excess')))) { p.excess = Number(val('excess')); flash = 'Your excess has been updated.'; }
      if (m[2] === 'cancel') {
        if (!CANCEL_REASONS.find((r) => r[0] === val('reason')) || val('confirm') !== 'yes') return fail('Choose a reason and tick the box to confirm.', `/policy/${p.id}/cancel`);
        p.status = 'Cancelled'; p.cancelReason = val('reason'); flash = 'Your policy has been cancelled.';
      }
      return { redirect: `/policy/${p.id}` };
    }
    if (path === '/claims/new') {
      const c = { id: `CL-${3001 + st.claims.length - 1}`, policy: val('policy'), type: val('type'), date: val('date'), amount: Number(val('amount')), description: val('description'), status: 'Submitted' };
      if (!pol(c.policy) || !CLAIM_TYPES.find((t) => t[0] === c.type) || !c.date || !(c.amount > 0)) return fail('Please complete every part of the claim.', '/claims/new');
      st.claims.push(c);
      return { redirect: `/claims/${c.id}` };
    }
    m = path.match(/^\/claims\/(CL-\d+)\/withdraw$/);
    if (m) { const c = st.claims.find((x) => x.id === m[1]); if (c) c.status = 'Withdrawn'; return { redirect: `/claims/${m[1]}` }; }
    if (path === '/contact') {
      const msg = { topic: val('topic'), name: val('name'), email: val('email').toLowerCase(), policy: val('policy').toUpperCase(), message: val('message') };
      if (!TOPICS.find((t) => t[0] === msg.topic) || !msg.name || !msg.email || !msg.message) return fail('Please fill in the topic, your name, email and message.', '/contact');
      st.messages.push(msg);
      return { redirect: '/contact/sent' };
    }
    if (path === '/account') {
      st.profile = { title: TITLES.includes(val('title')) ? val('title') : st.profile.title, first: val('first'), last: val('last'), email: val('email').toLowerCase(), phone: val('phone').replace(/\s+/g, ''), address: val('address'), town: val('town'), postcode: val('postcode').toUpperCase(), marketing: val('marketing') === 'yes' };
      flash = 'Your details have been saved.';
      return { redirect: '/account' };
    }
    if (path === '/newsletter') { const e = val('email').toLowerCase(); if (e && !st.newsletter.includes(e)) st.newsletter.push(e); flash = 'Thanks for signing up.'; return { redirect: '/' }; }
    return { status: 404, html: 'Not found' };
  }

  return {
    handle,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); flash = ''; error = ''; },
    reset: () => { st = fresh(); flash = ''; error = ''; },
  };
}
