// Ashby Borough Council — a local council's online services: bin collection days by postcode
// and address, missed-bin reports, bin orders, collection reminders, residents' and visitor
// parking permits (two-step application), report a street problem, council tax, site search,
// and a resident account (sign in) with permits to manage. The collection calendar and the
// council-tax payment site open in a new tab (calendarViews, payViews).

const ADDRESSES = {
  'AS1 4RD': [['100011', '1 Mill Lane'], ['100013', '3 Mill Lane'], ['100015', '5 Mill Lane'], ['100017', '7 Mill Lane'], ['100019', 'Flat 1, 9 Mill Lane'], ['100020', 'Flat 2, 9 Mill Lane'], ['100021', 'Flat 3, 9 Mill Lane']],
  'AS2 7HP': [['200110', '10 Orchard Close'], ['200112', '12 Orchard Close'], ['200114', '14 Orchard Close'], ['200116', 'The Old Forge, Orchard Close']],
};
const BINS = { black: 'General waste (black bin)', blue: 'Recycling (blue bin)', green: 'Garden waste (green bin)', food: 'Food waste (caddy)' };
const ZONES = { A: 'Zone A – Town Centre', B: 'Zone B – Station Quarter', C: 'Zone C – Hospital' };
const PRICES = { 3: 20, 6: 36, 12: 60 };
const USER = { email: 'jo.baker@example.com', password: 'Willow-77', name: 'Jo Baker' };
const SERVICES = [['/bins', 'Bins and recycling', 'Collection days, missed bins, new bins'], ['/parking', 'Parking', 'Permits, visitor vouchers, fines'], ['/council-tax', 'Council Tax', 'Pay, bands, discounts'], ['/report', 'Report a problem', 'Potholes, fly-tipping, street lights'], ['/planning', 'Planning', 'Applications and building control'], ['/housing', 'Housing', 'Apply for housing, homelessness'], ['/libraries', 'Libraries', 'Opening times, e-books'], ['/jobs', 'Jobs', 'Work for the council']];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const addrOf = (uprn) => { for (const [pc, list] of Object.entries(ADDRESSES)) { const a = list.find(([u]) => u === uprn); if (a) return { uprn, line: a[1], postcode: pc }; } return null; };
const normPc = (s) => { const c = String(s || '').toUpperCase().replace(/\s+/g, ''); return c.length > 3 ? `${c.slice(0, -3)} ${c.slice(-3)}` : c; };

function initial() {
  return {
    page: { path: '/', query: {} },
    signedIn: false,
    missed: [], binOrders: [], reminders: [],
    permits: [{ id: 'PP-4410', type: 'resident', reg: 'KX19 LMN', zone: 'A', months: 12, start: '2026-04-01', status: 'active' }],
    vouchers: [], reports: [],
    calendarViews: 0, payViews: 0,
  };
}

export function createSite() {
  let st = initial();

  function shell(title, crumbs, body) {
    return `<!DOCTYPE html>
<html lang="en-GB" class="govuk-template"><head><meta charset="utf-8"><title>${esc(title)} - Ashby Borough Council</title>
<style>
body{margin:0;font-family:Arial,sans-serif;font-size:19px;color:#0b0c0c}
.skip{position:absolute;left:-999px}
.header{background:#0b0c0c;color:#fff;padding:10px 30px;display:flex;align-items:center;justify-content:space-between}
.header a{color:#fff}
.service-nav{background:#1d70b8;padding:0 30px}
.service-nav ul{display:flex;gap:20px;list-style:none;margin:0;padding:10px 0}
.service-nav a{color:#fff}
.alert{background:#fff2cc;border-left:8px solid #ffdd00;padding:12px 30px;display:flex;justify-content:space-between}
.width{max-width:960px;margin:0 auto;padding:20px 30px}
.crumbs{font-size:16px}
.crumbs ol{list-style:none;display:flex;gap:10px;padding:0}
.services{display:grid;grid-template-columns:repeat(3,1fr);gap:20px;list-style:none;padding:0}
.hint{color:#505a5f;font-size:16px;display:block}
.form-group{margin-bottom:24px}
fieldset{border:0;padding:0;margin:0 0 20px}
legend{font-weight:bold}
.summary{display:grid;grid-template-columns:1fr 2fr;gap:6px 20px}
.btn{background:#00703c;color:#fff;border:0;padding:8px 14px;font-size:19px}
.footer{background:#f3f2f1;border-top:1px solid #b1b4b6;padding:25px 30px;margin-top:40px;display:grid;grid-template-columns:repeat(3,1fr);gap:20px;font-size:16px}
.cookie{background:#f3f2f1;padding:16px 30px}
</style></head>
<body>
<a href="#main" class="skip">Skip to main content</a>
<div class="cookie" role="region" aria-label="Cookies on Ashby Borough Council"><h2>Cookies on our website</h2><p>We'd like to use analytics cookies to improve our services.</p>
<button type="button">Accept analytics cookies</button> <button type="button">Reject analytics cookies</button> <a href="/cookies">View cookies</a></div>
<header class="header">
  <a href="/" class="logo">Ashby <strong>Borough Council</strong></a>
  <form action="/search" method="get" class="search"><label for="site-search" class="skip">Search this site</label><input id="site-search" name="q" type="search" placeholder="Search"><button type="submit" aria-label="Search the site">Go</button></form>
  <span>${st.signedIn ? `Signed in as ${USER.name} · <a href="/account">Your account</a> · <a href="/signout">Sign out</a>` : '<a href="/signin">Sign in</a> · <a href="/register">Create an account</a>'}</span>
</header>
<nav class="service-nav" aria-label="Council services"><ul>
  <li><a href="/bins">Bins</a></li><li><a href="/parking">Parking</a></li><li><a href="/council-tax">Council Tax</a></li><li><a href="/report">Report it</a></li><li><a href="/planning">Planning</a></li><li><a href="/housing">Housing</a></li><li><a href="/libraries">Libraries</a></li><li><a href="/contact">Contact us</a></li>
</ul></nav>
<div class="alert" role="region" aria-label="Important"><span><strong>Christmas and New Year:</strong> bin collections move by one day from 24 December.</span><span><a href="/bins/christmas">Read more</a></span></div>
<div class="width">
${crumbs ? `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="/">Home</a> ›</li>${crumbs.map(([t, h]) => `<li>${h ? `<a href="${h}">${esc(t)}</a> ›` : `<span>${esc(t)}</span>`}</li>`).join('')}</ol></nav>` : ''}
<main id="main">
${body}
</main>
</div>
<footer class="footer">
  <div><h2>Services</h2><a href="/bins">Bins and recycling</a><br><a href="/parking">Parking</a><br><a href="/council-tax">Council Tax</a><br><a href="/planning">Planning</a><br><a href="/housing">Housing</a><br><a href="/libraries">Libraries</a></div>
  <div><h2>Council</h2><a href="/councillors">Councillors</a><br><a href="/meetings">Meetings and minutes</a><br><a href="/jobs">Jobs</a><br><a href="/news">News</a><br><a href="/consultations">Consultations</a><br><a href="/foi">Freedom of information</a></div>
  <div><h2>About this site</h2><a href="/accessibility">Accessibility statement</a><br><a href="/privacy">Privacy notice</a><br><a href="/cookies">Cookies</a><br><a href="/contact">Contact us</a><br><a href="/complaints">Complaints</a><br><small>© Ashby Borough Council, Town Hall, Market Square, Ashby AS1 1AA</small></div>
</footer>
</body></html>`;
  }

  function schedule(a) {
    const n = parseInt(a.uprn, 10);
    const tue = n % 2 ? 'Tuesday' : 'Thursday';
    const d = n % 2 ? [1, 8, 15] : [3, 10, 17];
    const rows = [['black', d[0]], ['food', d[0]], ['blue', d[1]], ['green', d[2]]];
    return shell('Your bin collection days', [['Bins and recycling', '/bins'], ['Collection days', null]], `
<h1>Bin collection days for ${esc(a.line)}, ${a.postcode}</h1>
<p><a href="/bins/address?postcode=${encodeURIComponent(a.postcode)}">Change address</a></p>
<table><caption>Your next collections</caption><thead><tr><th scope="col">Bin</th><th scope="col">Next collection</th></tr></thead><tbody>
${rows.map(([b, day]) => `<tr><td>${BINS[b]}</td><td>${tue} ${day} December 2026</td></tr>`).join('')}
</tbody></table>
<p>Put your bins out by 7am on collection day.</p>
<ul>
  <li><a href="/bins/calendar/${a.uprn}" target="_blank">Download your collection calendar (PDF, opens in new tab)</a></li>
  <li><a href="/bins/missed?uprn=${a.uprn}">Report a missed collection</a></li>
  <li><a href="/bins/order?uprn=${a.uprn}">Order a new or replacement bin</a></li>
</ul>
<h2>Get a reminder</h2>
<form action="/bins/reminders" method="post">
  <input type="hidden" name="uprn" value="${a.uprn}">
  <div class="form-group"><input type="email" name="email" placeholder="Email address" aria-label="Email address" size="30"></div>
  <fieldset><legend>When should we remind you?</legend>
    <label><input type="radio" name="when" value="evening" checked> The evening before</label>
    <label><input type="radio" name="when" value="morning"> At 6am on the day</label>
  </fieldset>
  <button type="submit" class="btn">Sign up</button>
</form>`);
  }

  function missedForm(a) {
    const dates = [['2026-11-24', 'Tuesday 24 November'], ['2026-11-25', 'Wednesday 25 November'], ['2026-11-26', 'Thursday 26 November']];
    return shell('Report a missed collection', [['Bins and recycling', '/bins'], ['Report a missed collection', null]], `
<h1>Report a missed bin collection</h1>
<p>Address: ${esc(a.line)}, ${a.postcode}</p>
<form action="/bins/missed" method="post">
  <input type="hidden" name="uprn" value="${a.uprn}">
  <fieldset><legend>Which bin was missed?</legend>
    ${Object.entries(BINS).map(([k, t]) => `<div><input type="radio" id="bin-${k}" name="bin" value="${k}"><label for="bin-${k}">${t}</label></div>`).join('')}
  </fieldset>
  <div class="form-group"><label for="when">When should it have been collected?</label>
    <select id="when" name="date"><option value="">Select a date</option>${dates.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></div>
  <fieldset><legend>Was your bin out by 7am?</legend>
    <label><input type="radio" name="out" value="yes"> Yes</label> <label><input type="radio" name="out" value="no"> No</label>
  </fieldset>
  <div class="form-group"><label for="details">Anything else we should know? <span class="hint">For example, where the bin was left</span></label><textarea id="details" name="details" rows="3"></textarea></div>
  <button type="submit" class="btn">Send report</button>
</form>`);
  }

  function orderForm(a) {
    return shell('Order a bin', [['Bins and recycling', '/bins'], ['Order a bin', null]], `
<h1>Order a new or replacement bin</h1>
<p>Delivering to ${esc(a.line)}, ${a.postcode}. There is a £25 delivery charge per bin; recycling bins are free.</p>
<form action="/bins/order" method="post">
  <input type="hidden" name="uprn" value="${a.uprn}">
  <div class="form-group"><label for="bintype">Type of bin</label>
    <select id="bintype" name="bin"><option value="black">Black bin (general waste)</option><option value="blue">Blue bin (recycling)</option><option value="green">Green bin (garden waste)</option><option value="food">Food caddy</option></select></div>
  <fieldset><legend>Why do you need it?</legend>
    <label><input type="radio" name="reason" value="new"> New property</label><br>
    <label><input type="radio" name="reason" value="damaged"> My bin is damaged</label><br>
    <label><input type="radio" name="reason" value="stolen"> My bin is lost or stolen</label><br>
    <label><input type="radio" name="reason" value="extra" disabled> Extra bin (large families only – call us)</label>
  </fieldset>
  <div class="form-group"><label for="qty">How many?</label> <select id="qty" name="qty"><option>1</option><option>2</option></select></div>
  <div class="form-group"><label for="notes">Delivery notes</label><input id="notes" name="notes" size="40"></div>
  <button type="submit" class="btn">Place order</button>
</form>`);
  }

  function signinPage(next, err) {
    return shell('Sign in', [['Sign in', null]], `
<h1>Sign in to your account</h1>
${err ? '<div role="alert" class="error-summary"><h2>There is a problem</h2><p>Your email address or password is wrong.</p></div>' : ''}
<form action="/signin" method="post">
  <input type="hidden" name="next" value="${esc(next)}">
  <div class="form-group"><label for="em">Email address</label><input id="em" type="email" name="email" autocomplete="username"></div>
  <div class="form-group"><label for="pw">Password</label><input id="pw" type="password" name="password" autocomplete="current-password"></div>
  <button type="submit" class="btn">Sign in</button>
</form>
<p><a href="/signin/forgot">Forgotten your password?</a> · <a href="/register">Create an account</a></p>`);
  }

  function parking(q) {
    const who = q.for || 'residents';
    const tabs = [['residents', 'Residents'], ['visitors', 'Visitors'], ['business', 'Businesses']];
    const cards = {
      residents: [['Resident permit', 'For cars registered at an address in a permit zone. From £20 for 3 months.', '/parking/apply?type=resident', 'Apply for a resident permit']],
      visitors: [['Visitor vouchers', 'Books of 10 one-day vouchers for your visitors, £8 a book.', '/parking/visitor', 'Buy visitor vouchers']],
      business: [['Business permit', 'For businesses in Zones A and B. £240 a year.', '/parking/business', 'Apply for a business permit'], ['Trades permit', 'For builders and carers working at a property. £5 a day.', '/parking/trades', 'Apply for a trades permit']],
    };
    return shell('Parking permits', [['Parking', null]], `
<h1>Parking permits</h1>
<ul class="tabs" aria-label="Permits for">${tabs.map(([k, t]) => `<li>${k === who ? `<strong aria-current="true">${t}</strong>` : `<a href="/parking?for=${k}">${t}</a>`}</li>`).join('')}</ul>
${cards[who].map(([h, t, href, cta]) => `<section><h2>${h}</h2><p>${t}</p><p><a href="${href}" class="btn">${cta}</a></p></section>`).join('')}
<p><a href="/parking/permits">Manage your permits</a> (sign in needed) · <a href="/parking/zones">Permit zones map</a> · <a href="/parking/fines">Pay a parking fine</a></p>`);
  }

  function applyStep1(q) {
    return shell('Apply for a resident permit', [['Parking', '/parking'], ['Resident permit', null]], `
<span class="hint">Step 1 of 2</span>
<h1>Choose your zone and how long</h1>
<form action="/parking/apply/vehicle" method="get">
  <input type="hidden" name="type" value="resident">
  <fieldset><legend>Permit zone</legend><span class="hint">Your address must be inside the zone</span>
    ${Object.entries(ZONES).map(([k, t]) => `<div><input type="radio" id="zone-${k}" name="zone" value="${k}"${k === 'C' ? ' disabled' : ''}${q.zone === k ? ' checked' : ''}><label for="zone-${k}">${t}${k === 'C' ? ' (waiting list – full)' : ''}</label></div>`).join('')}
  </fieldset>
  <div class="form-group"><label for="months">Permit length</label>
    <select id="months" name="months">${Object.entries(PRICES).map(([m, p]) => `<option value="${m}"${String(q.months || '12') === m ? ' selected' : ''}>${m} months – £${p}</option>`).join('')}</select></div>
  <button type="submit" class="btn">Continue</button>
</form>`);
  }

  function applyStep2(q) {
    const months = PRICES[q.months] ? q.months : '12';
    return shell('Your vehicle', [['Parking', '/parking'], ['Resident permit', '/parking/apply?type=resident'], ['Vehicle', null]], `
<span class="hint">Step 2 of 2</span>
<h1>Vehicle and start date</h1>
<dl class="summary"><dt>Zone</dt><dd>${ZONES[q.zone] || 'Not chosen'} <a href="/parking/apply?type=resident&amp;zone=${esc(q.zone || '')}&amp;months=${months}">Change</a></dd><dt>Length</dt><dd>${months} months</dd><dt>Cost</dt><dd>£${PRICES[months]}</dd></dl>
<form action="/parking/apply" method="post">
  <input type="hidden" name="type" value="resident"><input type="hidden" name="zone" value="${esc(q.zone || '')}"><input type="hidden" name="months" value="${months}">
  <div class="form-group"><label for="reg">Vehicle registration number</label><span class="hint">For example, CV17 WKL</span><input id="reg" name="reg" size="10"></div>
  <div class="form-group"><label for="make">Make</label><select id="make" name="make"><option value="">Select</option>${['Audi', 'BMW', 'Citroen', 'Ford', 'Honda', 'Kia', 'Nissan', 'Peugeot', 'Renault', 'Tesla', 'Toyota', 'Vauxhall', 'Volkswagen', 'Other'].map((m) => `<option>${m}</option>`).join('')}</select></div>
  <div class="form-group"><label for="colour">Colour</label><input id="colour" name="colour" size="12"></div>
  <fieldset><legend>When should the permit start?</legend><span class="hint">For example, 1 12 2026</span>
    <label>Day <input name="startDay" size="2" inputmode="numeric"></label>
    <label>Month <input name="startMonth" size="2" inputmode="numeric"></label>
    <label>Year <input name="startYear" size="4" inputmode="numeric"></label>
  </fieldset>
  <div class="form-group"><label><input type="checkbox" name="declare" value="yes"> I declare that I live in the zone and the vehicle is kept at my address</label></div>
  <button type="submit" class="btn">Submit application</button>
</form>`);
  }

  function permitsPage(q) {
    return shell('Your permits', [['Parking', '/parking'], ['Your permits', null]], `
<h1>Your parking permits</h1>
${q.updated ? '<p role="status">Your permit has been updated.</p>' : ''}${q.applied ? '<p role="status">Application received. Your e-permit starts on the date you chose.</p>' : ''}
${st.permits.map((p) => `<section class="permit"><h2>${p.type === 'resident' ? 'Resident permit' : 'Permit'} ${p.id}</h2>
<dl class="summary"><dt>Vehicle</dt><dd>${esc(p.reg)}</dd><dt>Zone</dt><dd>${ZONES[p.zone]}</dd><dt>Starts</dt><dd>${p.start}</dd><dt>Length</dt><dd>${p.months} months</dd><dt>Status</dt><dd>${p.status}</dd></dl>
${st.signedIn && p.status === 'active' ? `<form action="/parking/permits/vehicle" method="post"><input type="hidden" name="id" value="${p.id}"><label>New registration <input name="reg" size="10"></label> <button type="submit">Change vehicle</button></form>
<form action="/parking/permits/cancel" method="post"><input type="hidden" name="id" value="${p.id}"><button type="submit">Cancel permit</button></form>` : ''}</section>`).join('')}`);
  }

  function reportForm() {
    const kinds = [['pothole', 'Pothole'], ['flytipping', 'Fly-tipping'], ['graffiti', 'Graffiti'], ['streetlight', 'Street light not working'], ['animal', 'Dead animal']];
    return shell('Report a problem', [['Report a problem', null]], `
<h1>Report a problem in your street</h1>
<form action="/report" method="post">
  <fieldset><legend>What's the problem?</legend>
    ${kinds.map(([v, t]) => `<label><input type="radio" name="type" value="${v}"> ${t}</label><br>`).join('')}
  </fieldset>
  <div class="form-group"><h2>Where is it?</h2><input name="location" placeholder="Street name and nearest house number or landmark" aria-label="Location" size="50"></div>
  <div class="form-group"><label for="desc">Describe the problem</label><textarea id="desc" name="description" rows="4"></textarea></div>
  <div class="form-group"><label for="remail">Email (optional) <span class="hint">We'll tell you when it's fixed</span></label><input id="remail" type="email" name="email"></div>
  <button type="submit" class="btn">Send report</button>
</form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname;
    const q = Object.fromEntries(u.searchParams);
    const f = new URLSearchParams(body || '');
    const page = (html) => { st.page = { path, query: q }; return { html }; };
    if (method === 'POST') {
      if (path === '/signin') {
        const next = (f.get('next') || '/account').startsWith('/') ? f.get('next') || '/account' : '/account';
        if ((f.get('email') || '').trim().toLowerCase() === USER.email && f.get('password') === USER.password) { st.signedIn = true; return { redirect: next }; }
        return { redirect: `/signin?error=1&next=${encodeURIComponent(next)}` };
      }
      if (path === '/bins/missed') {
        const r = `MB-${7001 + st.missed.length}`;
        st.missed.push({ ref: r, uprn: f.get('uprn'), bin: f.get('bin') || '', date: f.get('date') || '', out: f.get('out') || '', details: (f.get('details') || '').trim() });
        return { redirect: `/bins/missed/done?ref=${r}` };
      }
      if (path === '/bins/order') {
        st.binOrders.push({ uprn: f.get('uprn'), bin: f.get('bin'), reason: f.get('reason') || '', qty: parseInt(f.get('qty'), 10) || 1, notes: (f.get('notes') || '').trim() });
        return { redirect: '/bins/order/done' };
      }
      if (path === '/bins/reminders') {
        st.reminders.push({ uprn: f.get('uprn'), email: (f.get('email') || '').trim(), when: f.get('when') });
        return { redirect: `/bins/schedule?uprn=${f.get('uprn')}&reminder=on` };
      }
      if (path === '/parking/apply') {
        if (f.get('declare') !== 'yes') return { redirect: `/parking/apply/vehicle?type=resident&zone=${f.get('zone')}&months=${f.get('months')}&error=declare` };
        const pad = (s) => String(parseInt(s, 10) || 0).padStart(2, '0');
        st.permits.push({ id: `PP-${4411 + st.permits.length - 1}`, type: 'resident', reg: (f.get('reg') || '').trim().toUpperCase().replace(/\s+/g, ' '), make: f.get('make') || '', colour: (f.get('colour') || '').trim().toLowerCase(), zone: f.get('zone'), months: parseInt(f.get('months'), 10), start: `${f.get('startYear')}-${pad(f.get('startMonth'))}-${pad(f.get('startDay'))}`, status: 'pending' });
        return { redirect: '/parking/permits?applied=1' };
      }
      if (path === '/parking/visitor') {
        st.vouchers.push({ zone: f.get('zone'), books: parseInt(f.get('books'), 10) || 1 });
        return { redirect: '/parking/visitor?bought=1' };
      }
      if (path === '/parking/permits/vehicle' && st.signedIn) {
        const p = st.permits.find((x) => x.id === f.get('id'));
        if (p) p.reg = (f.get('reg') || '').trim().toUpperCase().replace(/\s+/g, ' ');
        return { redirect: '/parking/permits?updated=1' };
      }
      if (path === '/parking/permits/cancel' && st.signedIn) {
        const p = st.permits.find((x) => x.id === f.get('id'));
        if (p) p.status = 'cancelled';
        return { redirect: '/parking/permits?updated=1' };
      }
      if (path === '/report') {
        const r = `RP-${5301 + st.reports.length}`;
        st.reports.push({ ref: r, type: f.get('type') || '', location: (f.get('location') || '').trim(), description: (f.get('description') || '').trim(), email: (f.get('email') || '').trim() });
        return { redirect: `/report/done?ref=${r}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path.startsWith('/bins/calendar/')) { st.calendarViews += 1; return { html: '<!DOCTYPE html><html><body><main><h1>Collection calendar 2026–27</h1></main></body></html>' }; }
    if (path === '/council-tax/pay') { st.payViews += 1; return { html: '<!DOCTYPE html><html><body><main><h1>Pay your Council Tax</h1><p>Secure payments by Civica Pay.</p></main></body></html>' }; }
    if (path === '/') {
      return page(shell('Home', null, `<h1>Ashby Borough Council</h1>
<form action="/search" method="get"><label for="q2"><strong>What are you looking for?</strong></label><br><input id="q2" name="q" size="40"> <button type="submit" class="btn">Search</button></form>
<h2>Popular services</h2>
<ul class="services">${SERVICES.map(([h, t, d]) => `<li><h3><a href="${h}">${t}</a></h3><p>${d}</p></li>`).join('')}</ul>
<h2>Top tasks</h2><ul><li><a href="/bins">Check your bin day</a></li><li><a href="/council-tax/pay" target="_blank">Pay your Council Tax</a></li><li><a href="/report">Report a pothole</a></li><li><a href="/parking">Apply for a parking permit</a></li></ul>`));
    }
    if (path === '/bins') {
      return page(shell('Bins and recycling', [['Bins and recycling', null]], `<h1>Bins and recycling</h1>
<h2>Find your bin collection day</h2>
<form action="/bins/address" method="get"><div class="form-group"><label for="pc">Postcode</label><span class="hint">For example, AS1 4RD</span><input id="pc" name="postcode" size="8"></div><button type="submit" class="btn">Find address</button></form>
<h2>More about bins</h2><ul><li><a href="/bins/what-goes-where">What goes in which bin</a></li><li><a href="/bins/garden">Garden waste subscription</a></li><li><a href="/bins/bulky">Book a bulky waste collection</a></li><li><a href="/bins/christmas">Christmas collection dates</a></li></ul>`));
    }
    if (path === '/bins/address') {
      const pc = normPc(q.postcode);
      const list = ADDRESSES[pc] || [];
      return page(shell('Choose your address', [['Bins and recycling', '/bins'], ['Choose address', null]], `<h1>Choose your address</h1>
<p>Postcode: <strong>${esc(pc)}</strong> <a href="/bins">Change</a></p>
${list.length ? `<form action="/bins/schedule" method="get"><label for="uprn">Address</label> <select id="uprn" name="uprn"><option value="">${list.length} addresses found</option>${list.map(([u, l]) => `<option value="${u}">${esc(l)}</option>`).join('')}</select> <button type="submit" class="btn">Continue</button></form>` : '<p>We could not find any addresses for that postcode.</p>'}
<p><a href="/bins/not-listed">My address is not listed</a></p>`));
    }
    if (path === '/bins/schedule' && addrOf(q.uprn)) return page(schedule(addrOf(q.uprn)));
    if (path === '/bins/missed' && addrOf(q.uprn)) return page(missedForm(addrOf(q.uprn)));
    if (path === '/bins/missed/done') return page(shell('Report sent', [['Bins and recycling', '/bins'], ['Report sent', null]], `<h1>Report sent</h1><p>Your reference is <strong>${esc(q.ref || '')}</strong>. We'll collect within 2 working days.</p>`));
    if (path === '/bins/order' && addrOf(q.uprn)) return page(orderForm(addrOf(q.uprn)));
    if (path === '/bins/order/done') return page(shell('Order placed', [['Bins and recycling', '/bins'], ['Order placed', null]], '<h1>Order placed</h1><p>We deliver new bins within 10 working days.</p>'));
    if (path === '/signin') return page(signinPage(q.next || '/account', q.error));
    if (path === '/account') {
      if (!st.signedIn) return page(signinPage('/account', false));
      return page(shell('Your account', [['Your account', null]], `<h1>Your account</h1><p>${USER.name} · ${USER.email}</p><ul><li><a href="/parking/permits">Your parking permits</a></li><li><a href="/council-tax">Council Tax</a></li><li><a href="/account/reports">Your reports</a></li></ul>`));
    }
    if (path === '/parking') return page(parking(q));
    if (path === '/parking/apply') return page(applyStep1(q));
    if (path === '/parking/apply/vehicle') return page(applyStep2(q));
    if (path === '/parking/permits') return page(st.signedIn ? permitsPage(q) : signinPage('/parking/permits', false));
    if (path === '/parking/visitor') {
      return page(shell('Visitor vouchers', [['Parking', '/parking'], ['Visitor vouchers', null]], `<h1>Buy visitor vouchers</h1>${q.bought ? '<p role="status">Thanks – your vouchers will arrive by email.</p>' : ''}
<form action="/parking/visitor" method="post">
  <div class="form-group"><label for="vz">Zone</label><select id="vz" name="zone">${Object.entries(ZONES).map(([k, t]) => `<option value="${k}">${t}</option>`).join('')}</select></div>
  <div class="form-group"><label for="books">Number of books (10 vouchers each, £8 a book)</label><input id="books" name="books" type="number" min="1" max="5" value="1"></div>
  <button type="submit" class="btn">Buy vouchers</button>
</form>`));
    }
    if (path === '/report') return page(reportForm());
    if (path === '/report/done') return page(shell('Thank you', [['Report a problem', '/report'], ['Sent', null]], `<h1>Thank you for your report</h1><p>Reference <strong>${esc(q.ref || '')}</strong></p>`));
    if (path === '/council-tax') {
      return page(shell('Council Tax', [['Council Tax', null]], `<h1>Council Tax</h1><ul><li><a href="/council-tax/pay" target="_blank">Pay your Council Tax</a></li><li><a href="/council-tax/bands">Council Tax bands and charges</a></li><li><a href="/council-tax/discounts">Discounts and exemptions</a></li><li><a href="/council-tax/moving">Tell us you're moving</a></li></ul>
<table><caption>Charges for 2026 to 2027</caption><thead><tr><th>Band</th><th>Yearly charge</th></tr></thead><tbody><tr><td>A</td><td>£1,402.18</td></tr><tr><td>B</td><td>£1,635.88</td></tr><tr><td>C</td><td>£1,869.57</td></tr><tr><td>D</td><td>£2,103.27</td></tr></tbody></table>`));
    }
    if (path === '/search') {
      const w = (q.q || '').toLowerCase();
      const pages = [['/bins', 'Bins and recycling'], ['/bins/garden', 'Garden waste subscription'], ['/bins/what-goes-where', 'What goes in which bin'], ['/parking', 'Parking permits'], ['/report', 'Report a pothole or fly-tipping'], ['/council-tax', 'Council Tax']];
      const hits = pages.filter(([, t]) => w && w.split(/\s+/).some((x) => t.toLowerCase().includes(x)));
      return page(shell('Search results', [['Search', null]], `<h1>Search results</h1><form action="/search" method="get"><input name="q" aria-label="Search" value="${esc(q.q || '')}"> <button type="submit">Search</button></form><ol>${hits.map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ol>`));
    }
    const INFO = { '/planning': 'Planning', '/housing': 'Housing', '/libraries': 'Libraries', '/contact': 'Contact us', '/jobs': 'Jobs', '/signout': 'You have signed out', '/bins/christmas': 'Christmas collection dates', '/register': 'Create an account' };
    if (INFO[path]) { if (path === '/signout') st.signedIn = false; return page(shell(INFO[path], [[INFO[path], null]], `<h1>${INFO[path]}</h1><p>This page is being updated.</p>`)); }
    st.page = { path, query: q };
    return { status: 404, html: shell('Page not found', null, '<h1>Page not found</h1><p>If you typed the web address, check it is correct.</p>') };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(st)),
    restore: (s) => { st = JSON.parse(JSON.stringify(s)); },
    reset: () => { st = initial(); },
  };
}
