// Northfield Energy — a gas and electricity supplier's online account, signed in as Alex Morgan
// (account 40-118-2231): overview, meter readings, bills (PDFs open in a new tab: billViews),
// tariffs and switching, Direct Debit and one-off payments, profile and contact preferences,
// moving home, a help centre with search and a contact form.

const TARIFFS = {
  flex: { name: 'Flex Variable', unit: 24.5, standing: 53.35, gas: 6.24, months: 0, exit: 0, green: false, text: 'Prices can go up or down with the price cap.' },
  fix12: { name: 'Fixed 12 Months', unit: 23.9, standing: 51.2, gas: 6.05, months: 12, exit: 50, green: false, text: 'Your unit rates and standing charges are fixed until December 2027.' },
  fix24: { name: 'Fixed 24 Months', unit: 24.8, standing: 49.9, gas: 6.4, months: 24, exit: 75, green: false, text: 'Fixed for two years. Peace of mind through two winters.' },
  green: { name: 'Green Flex', unit: 25.1, standing: 53.35, gas: 6.3, months: 0, exit: 0, green: true, text: '100% renewable electricity and 10% biomethane gas. No exit fees.' },
  ev: { name: 'EV Night Saver', unit: 27.9, standing: 55.0, gas: 6.24, months: 12, exit: 50, green: true, text: '8.5p/kWh between midnight and 5am for charging your car. Needs a smart meter.', smart: true },
};
const BILLS = {
  2026: [['NE-2026-11', '3 Nov 2026', 'Oct 2026', 92.14], ['NE-2026-10', '2 Oct 2026', 'Sep 2026', 71.88], ['NE-2026-09', '2 Sep 2026', 'Aug 2026', 64.05], ['NE-2026-08', '4 Aug 2026', 'Jul 2026', 61.30], ['NE-2026-07', '2 Jul 2026', 'Jun 2026', 66.92]],
  2025: [['NE-2025-12', '2 Dec 2025', 'Nov 2025', 118.40], ['NE-2025-11', '3 Nov 2025', 'Oct 2025', 97.76], ['NE-2025-10', '2 Oct 2025', 'Sep 2025', 74.10]],
  2024: [['NE-2024-12', '3 Dec 2024', 'Nov 2024', 124.95]],
};
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const HELP = [['smart-meter-install', 'Booking a smart meter installation'], ['smart-meter-readings', 'Why is my smart meter not sending readings?'], ['direct-debit', 'How we work out your Direct Debit'], ['moving-home', 'Moving home checklist'], ['priority-services', 'The Priority Services Register'], ['bill-explained', 'Your bill explained'], ['warm-home', 'Warm Home Discount']];

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const money = (n) => `£${n.toFixed(2)}`;
const num = (s) => { const n = parseFloat(String(s || '').replace(/[£,\s]/g, '')); return Number.isNaN(n) ? 0 : n; };

function initial() {
  return {
    page: { path: '/', query: {} },
    readings: [],
    tariff: 'flex',
    directDebit: { amount: 86, day: 1 },
    payments: [],
    profile: { email: 'alex.morgan@example.com', mobile: '07700 900123', landline: '' },
    contactBy: 'email',
    marketing: ['offers'],
    priority: false,
    moves: [],
    messages: [],
    billViews: 0,
  };
}

export function createSite() {
  let st = initial();

  function shell(title, active, crumbs, body) {
    const side = [['/', 'Overview'], ['/readings', 'Meter readings'], ['/bills', 'Bills & statements'], ['/payments', 'Payments'], ['/tariffs', 'My tariff'], ['/usage', 'Energy usage'], ['/moving', 'Moving home'], ['/profile', 'My details']];
    return `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Northfield Energy</title>
<style>
*{box-sizing:border-box} body{margin:0;font:15px/1.5 "Segoe UI",Roboto,sans-serif;color:#102a43;background:#f0f4f8}
.util{background:#102a43;color:#d9e2ec;font-size:13px;padding:4px 24px;display:flex;gap:16px;justify-content:flex-end}
.util a{color:#d9e2ec}
.top{background:#fff;display:flex;align-items:center;gap:24px;padding:12px 24px;border-bottom:3px solid #f0b429}
.top nav{display:flex;gap:18px;flex:1}
.shell{display:grid;grid-template-columns:220px 1fr;gap:24px;padding:20px 24px;max-width:1200px;margin:0 auto}
.side a{display:block;padding:8px 12px;border-radius:6px;color:#243b53;text-decoration:none}
.side a[aria-current]{background:#dceefb;font-weight:600}
.tiles{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.tile{background:#fff;border-radius:10px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.08)}
table{border-collapse:collapse;width:100%;background:#fff} td,th{padding:8px 10px;border-bottom:1px solid #e4e7eb;text-align:left}
.notice{background:#fffbea;border:1px solid #f0b429;padding:10px 14px;border-radius:8px;display:flex;justify-content:space-between;align-items:center}
footer{background:#243b53;color:#d9e2ec;padding:24px;margin-top:32px}
footer .cols{display:flex;gap:48px;flex-wrap:wrap} footer a{color:#d9e2ec}
.crumbs ol{list-style:none;display:flex;gap:6px;padding:0;margin:0 0 12px;font-size:13px}
.crumbs li:not(:last-child):after{content:" /"}
</style></head>
<body>
<div class="util"><a href="/help">Help &amp; support</a><a href="/emergency">Gas emergency: 0800 111 999</a><a href="/help/contact">Contact us</a></div>
<div class="top">
  <a href="/" class="brand" aria-label="Northfield Energy – account overview"><strong>northfield</strong> energy</a>
  <nav aria-label="Main"><a href="/tariffs">Tariffs</a><a href="/smart">Smart meters</a><a href="/ev">Electric vehicles</a><a href="/solar">Solar &amp; batteries</a><a href="/help">Help</a><a href="/about">About us</a></nav>
  <form action="/help/search" method="get" role="search"><input type="search" name="q" placeholder="Search help" aria-label="Search help articles"><button type="submit" aria-label="Search">🔎</button></form>
  <a href="/messages" aria-label="Messages, 2 unread">✉ 2</a>
  <span>Alex Morgan</span> <a href="/signout">Sign out</a>
</div>
<div class="shell">
<nav class="side" aria-label="Your account">${side.map(([h, t]) => `<a href="${h}"${active === h ? ' aria-current="page"' : ''}>${t}</a>`).join('')}
<p><small>Account number<br><strong>40-118-2231</strong></small></p></nav>
<main>
${crumbs ? `<nav class="crumbs" aria-label="Breadcrumb"><ol><li><a href="/">Account</a></li>${crumbs.map(([t, h]) => `<li>${h ? `<a href="${h}">${esc(t)}</a>` : esc(t)}</li>`).join('')}</ol></nav>` : ''}
${body}
</main>
</div>
<div class="notice" role="region" aria-label="Cookies" style="margin:0 24px"><span>We use cookies to make our website work and to understand how you use it.</span><span><a href="/cookies">Cookie settings</a> <button type="button">Accept all</button> <button type="button">Reject all</button></span></div>
<footer><div class="cols">
<div><h4>Your account</h4><ul><li><a href="/readings">Submit a reading</a></li><li><a href="/bills">Bills</a></li><li><a href="/payments">Payments</a></li><li><a href="/moving">Moving home</a></li><li><a href="/profile">My details</a></li></ul></div>
<div><h4>Energy</h4><ul><li><a href="/tariffs">Tariffs</a></li><li><a href="/smart">Smart meters</a></li><li><a href="/ev">EV tariffs</a></li><li><a href="/solar">Solar</a></li><li><a href="/heat-pumps">Heat pumps</a></li><li><a href="/warm-home">Warm Home Discount</a></li></ul></div>
<div><h4>Help</h4><ul><li><a href="/help">Help centre</a></li><li><a href="/help/contact">Contact us</a></li><li><a href="/complaints">Complaints</a></li><li><a href="/priority">Priority Services Register</a></li><li><a href="/emergency">Emergencies</a></li></ul></div>
<div><h4>Northfield</h4><ul><li><a href="/about">About us</a></li><li><a href="/careers">Careers</a></li><li><a href="/press">Press</a></li><li><a href="/terms">Terms</a></li><li><a href="/privacy">Privacy</a></li><li><a href="/accessibility">Accessibility</a></li></ul></div>
</div><p><small>Northfield Energy Supply Ltd, registered in England and Wales no. 09912345.</small></p></footer>
</body></html>`;
  }

  function overview() {
    const t = TARIFFS[st.tariff];
    return shell('Account overview', '/', null, `
<h1>Hello, Alex</h1>
<div class="notice"><span>It's time to send us your meter readings for December.</span><a href="/readings">Submit a reading</a></div>
<div class="tiles">
  <section class="tile"><h2>Balance</h2><p><strong>£42.17</strong> in credit</p><a href="/payments">Make a payment</a></section>
  <section class="tile"><h2>Direct Debit</h2><p>${money(st.directDebit.amount)} on the ${st.directDebit.day}${['st', 'nd', 'rd'][((st.directDebit.day + 90) % 100 - 10) % 10 - 1] || 'th'} of each month</p><a href="/payments">Change</a></section>
  <section class="tile"><h2>Your tariff</h2><p>${t.name}</p><a href="/tariffs">Compare tariffs</a></section>
  <section class="tile"><h2>Latest bill</h2><p>${money(BILLS[2026][0][3])} · issued ${BILLS[2026][0][1]}</p><a href="/bills">View bills</a></section>
  <section class="tile"><h2>Meters</h2><p>Electricity E12K55891 (day/night)<br>Gas G4A00712</p><a href="/readings">Submit a reading</a></section>
  <section class="tile"><h2>Moving home?</h2><p>Tell us at least two days before you move.</p><a href="/moving">Tell us you're moving</a></section>
</div>
<h2>Supply address</h2><address>27 Beech Road, Leeds LS6 1AA</address>`);
  }

  function readings(q) {
    const hist = [['12 Nov 2026', 'Electricity (day)', '45610'], ['12 Nov 2026', 'Electricity (night)', '20988'], ['12 Nov 2026', 'Gas', '08077'], ['14 Oct 2026', 'Electricity (day)', '45302'], ['14 Oct 2026', 'Electricity (night)', '20871'], ['14 Oct 2026', 'Gas', '08010']];
    const shown = hist.filter((h) => !q.meter || (q.meter === 'gas' ? h[1] === 'Gas' : h[1] !== 'Gas'));
    return shell('Meter readings', '/readings', [['Meter readings', null]], `
<h1>Submit a meter reading</h1>
${q.submitted ? '<p role="status" class="notice">Thanks, we\'ve got your readings.</p>' : ''}
<form action="/readings" method="post">
  <table>
    <caption>Electricity meter E12K55891</caption>
    <tbody>
      <tr><th scope="row"><label for="day">Day rate</label></th><td><input id="day" name="elecDay" inputmode="numeric" placeholder="5 digits"></td><td>Last: 45610</td></tr>
      <tr><th scope="row"><label for="night">Night rate</label></th><td><input id="night" name="elecNight" inputmode="numeric" placeholder="5 digits"></td><td>Last: 20988</td></tr>
    </tbody>
  </table>
  <h3>Gas meter G4A00712</h3>
  <p><input name="gas" aria-label="Gas reading" inputmode="numeric" placeholder="Gas reading (ignore red numbers)"> Last: 08077</p>
  <p><label for="rdate">Date of reading</label> <input type="date" id="rdate" name="date" value="2026-11-26"></p>
  <p><button type="submit">Submit readings</button></p>
</form>
<h2>Previous readings</h2>
<form action="/readings" method="get"><label>Show <select name="meter" onchange="this.form.submit()"><option value="">All meters</option><option value="electricity"${q.meter === 'electricity' ? ' selected' : ''}>Electricity only</option><option value="gas"${q.meter === 'gas' ? ' selected' : ''}>Gas only</option></select></label> <button type="submit">Go</button></form>
<table><thead><tr><th>Date</th><th>Meter</th><th>Reading</th></tr></thead><tbody>${shown.map((h) => `<tr><td>${h[0]}</td><td>${h[1]}</td><td>${h[2]}</td></tr>`).join('')}</tbody></table>`);
  }

  function bills(q) {
    const year = BILLS[q.year] ? q.year : '2026';
    return shell('Bills', '/bills', [['Bills & statements', null]], `
<h1>Bills &amp; statements</h1>
<form action="/bills" method="get"><label for="year">Year</label> <select id="year" name="year">${Object.keys(BILLS).sort().reverse().map((y) => `<option${y === year ? ' selected' : ''}>${y}</option>`).join('')}</select> <button type="submit">Show</button></form>
<table><thead><tr><th>Issued</th><th>Period</th><th>Amount</th><th></th><th></th></tr></thead><tbody>
${BILLS[year].map((b) => `<tr><td>${b[1]}</td><td>${b[2]}</td><td>${money(b[3])}</td><td><a href="/bills/${b[0]}.pdf" target="_blank">View bill</a></td><td><a href="/bills/${b[0]}.pdf" target="_blank" download>Download</a></td></tr>`).join('')}
</tbody></table>
<p>Want paper bills? Change how we contact you in <a href="/profile">My details</a>.</p>`);
  }

  function tariffs(q) {
    let list = Object.entries(TARIFFS);
    if (q.sort === 'price') list = list.sort((a, b) => a[1].unit - b[1].unit);
    if (q.show === 'green') list = list.filter(([, t]) => t.green);
    if (q.show === 'fixed') list = list.filter(([, t]) => t.months);
    return shell('Tariffs', '/tariffs', [['My tariff', null]], `
<h1>Your tariff</h1>
${q.switched ? `<p role="status" class="notice">You're switching to ${TARIFFS[st.tariff].name}. We'll email you the details.</p>` : ''}
<p>You're on <strong>${TARIFFS[st.tariff].name}</strong>.</p>
<h2>Compare tariffs</h2>
<form action="/tariffs" method="get" style="display:flex;gap:16px;align-items:end">
  <label>Show <select name="show"><option value="">All tariffs</option><option value="fixed"${q.show === 'fixed' ? ' selected' : ''}>Fixed only</option><option value="green"${q.show === 'green' ? ' selected' : ''}>Green only</option></select></label>
  <label>Sort by <select name="sort"><option value="">Recommended</option><option value="price"${q.sort === 'price' ? ' selected' : ''}>Cheapest unit rate</option></select></label>
  <button type="submit">Apply</button>
</form>
<div class="tiles">${list.map(([k, t]) => `<article class="tile"><h3>${t.name}</h3><p>${t.text}</p>
<dl><dt>Electricity unit rate</dt><dd>${t.unit}p/kWh</dd><dt>Standing charge</dt><dd>${t.standing}p/day</dd><dt>Gas unit rate</dt><dd>${t.gas}p/kWh</dd><dt>Exit fee</dt><dd>${t.exit ? `£${t.exit} per fuel` : 'None'}</dd></dl>
${k === st.tariff ? '<p><strong>Your current tariff</strong></p>' : t.smart ? '<button type="button" disabled>Needs a smart meter</button>' : `<a class="btn" href="/tariffs/switch?tariff=${k}">Choose this tariff</a>`}
<a href="/tariffs/${k}">Details</a></article>`).join('')}</div>`);
  }

  function switchPage(k, q) {
    const t = TARIFFS[k];
    return shell(`Switch to ${t.name}`, '/tariffs', [['My tariff', '/tariffs'], [`Switch to ${t.name}`, null]], `
<h1>Switch to ${t.name}</h1>
${q.error ? '<p role="alert" style="color:#b00">Please confirm you accept the terms.</p>' : ''}
<p>${t.text}</p><p>Estimated yearly cost: <strong>${money(t.unit * 27 + t.standing * 3.65 + t.gas * 115)}</strong></p>
<form action="/tariffs/switch" method="post">
  <input type="hidden" name="tariff" value="${k}">
  ${t.exit ? `<p><label><input type="checkbox" name="terms" value="yes"> I accept the tariff terms, including the £${t.exit} exit fee per fuel if I leave early</label></p>` : ''}
  <p><button type="submit">Confirm switch</button> <a href="/tariffs">Cancel</a></p>
</form>`);
  }

  function payments(q) {
    const days = Array.from({ length: 28 }, (_, i) => i + 1);
    return shell('Payments', '/payments', [['Payments', null]], `
<h1>Payments</h1>
${q.paid ? '<p role="status" class="notice">Payment received – thank you.</p>' : ''}${q.updated ? '<p role="status" class="notice">Your Direct Debit has been updated.</p>' : ''}
<section class="tile"><h2>Your Direct Debit</h2>
<p>We take ${money(st.directDebit.amount)} on day ${st.directDebit.day} of each month from HSBC ****7781.</p>
<form action="/payments/direct-debit" method="post">
  <p><span id="amt">Monthly amount</span> £<input name="amount" aria-labelledby="amt" value="${st.directDebit.amount.toFixed(2)}" size="8"></p>
  <p><label for="dd-day">Payment date</label> <select id="dd-day" name="day">${days.map((d) => `<option value="${d}"${d === st.directDebit.day ? ' selected' : ''}>${d}${d % 10 === 1 && d !== 11 ? 'st' : d % 10 === 2 && d !== 12 ? 'nd' : d % 10 === 3 && d !== 13 ? 'rd' : 'th'} of the month</option>`).join('')}</select></p>
  <p><button type="submit">Save changes</button></p>
</form></section>
<section class="tile"><h2>Make a one-off payment</h2>
<form action="/payments/one-off" method="post">
  <p><input name="amount" placeholder="£0.00" aria-label="Payment amount"></p>
  <fieldset><legend>Pay with</legend>
    <label><input type="radio" name="card" value="visa-4421" checked> Visa ending 4421</label><br>
    <label><input type="radio" name="card" value="new"> A new card</label>
  </fieldset>
  <div class="newcard"><h3>New card</h3>
    <p><label>Card number <input name="number" inputmode="numeric" autocomplete="cc-number"></label></p>
    <p><input name="expiry" placeholder="MM/YY" aria-label="Expiry date"> <input name="cvc" aria-label="Security code" placeholder="CVC" size="4"></p>
  </div>
  <p><button type="submit">Pay now</button></p>
</form></section>
<h2>Payment history</h2><table><thead><tr><th>Date</th><th>Description</th><th>Amount</th></tr></thead><tbody><tr><td>1 Nov 2026</td><td>Direct Debit</td><td>£86.00</td></tr><tr><td>1 Oct 2026</td><td>Direct Debit</td><td>£86.00</td></tr>${st.payments.map((p) => `<tr><td>26 Nov 2026</td><td>Card payment</td><td>${money(p.amount)}</td></tr>`).join('')}</tbody></table>`);
  }

  function profile(q) {
    const p = st.profile;
    const MK = [['offers', 'Offers and rewards'], ['tips', 'Energy saving tips'], ['partners', 'Offers from our partners']];
    return shell('My details', '/profile', [['My details', null]], `
<h1>My details</h1>
${q.saved ? `<p role="status" class="notice">Your ${q.saved === 'details' ? 'contact details have' : 'preferences have'} been saved.</p>` : ''}
${q.error ? '<p role="alert" style="color:#b00">Enter your current password to change your email address.</p>' : ''}
<section class="tile"><h2>Contact details</h2>
<form action="/profile/details" method="post">
  <table><tbody>
    <tr><td><label for="email">Email address</label></td><td><input id="email" type="email" name="email" value="${esc(p.email)}"></td></tr>
    <tr><td><label for="mobile">Mobile</label></td><td><input id="mobile" type="tel" name="mobile" value="${esc(p.mobile)}"></td></tr>
    <tr><td><label for="landline">Landline (optional)</label></td><td><input id="landline" type="tel" name="landline" value="${esc(p.landline)}"></td></tr>
    <tr><td><label for="pw">Current password</label><br><small>Only needed to change your email</small></td><td><input id="pw" type="password" name="password"></td></tr>
  </tbody></table>
  <p><button type="submit">Save changes</button></p>
</form></section>
<section class="tile"><h2>Contact preferences</h2>
<form action="/profile/preferences" method="post">
  <fieldset><legend>How should we send your bills and account messages?</legend>
    ${[['email', 'Email'], ['sms', 'Text message'], ['post', 'Post']].map(([v, t]) => `<label><input type="radio" name="contactBy" value="${v}"${st.contactBy === v ? ' checked' : ''}> ${t}</label>`).join(' ')}
  </fieldset>
  <h3>Tell me about</h3>
  ${MK.map(([v, t]) => `<label><input type="checkbox" name="marketing" value="${v}"${st.marketing.includes(v) ? ' checked' : ''}> ${t}</label><br>`).join('')}
  <h3>Extra support</h3>
  <label><input type="checkbox" name="priority" value="yes"${st.priority ? ' checked' : ''}> Add me to the Priority Services Register (for example if someone at home relies on medical equipment)</label>
  <p><button type="submit">Save changes</button></p>
</form></section>`);
  }

  function moving() {
    return shell('Moving home', '/moving', [['Moving home', null]], `
<h1>Tell us you're moving</h1>
<p>Tell us at least two working days before you move. We'll send a final bill for 27 Beech Road.</p>
<form action="/moving" method="post">
  <fieldset><legend>Moving date</legend>
    <label>Day <select name="day">${Array.from({ length: 31 }, (_, i) => `<option>${i + 1}</option>`).join('')}</select></label>
    <label>Month <select name="month">${MONTHS.map((m, i) => `<option value="${String(i + 1).padStart(2, '0')}">${m}</option>`).join('')}</select></label>
    <label>Year <select name="year"><option>2026</option><option>2027</option></select></label>
  </fieldset>
  <fieldset><legend>Your new address</legend>
    <p><input name="address" placeholder="House number and street, town" aria-label="New address" size="40"></p>
    <p><label>Postcode <input name="postcode" size="8"></label></p>
  </fieldset>
  <fieldset><legend>Do you want Northfield to supply your new home?</legend>
    <label><input type="radio" name="keep" value="yes" checked> Yes, move my account</label>
    <label><input type="radio" name="keep" value="no"> No, close my account</label>
  </fieldset>
  <p><button type="submit">Continue</button></p>
</form>`);
  }

  function contact(q) {
    return shell('Contact us', null, [['Help', '/help'], ['Contact us', null]], `
<h1>Contact us</h1>
${q.sent ? '<p role="status" class="notice">Message sent. We reply within 2 working days.</p>' : ''}
<form action="/help/contact" method="post">
  <p><label for="topic">What's it about?</label><br><select id="topic" name="topic"><option value="">Choose a topic</option><option value="billing">My bill</option><option value="payments">Payments</option><option value="meter">My meter or readings</option><option value="tariff">Tariffs</option><option value="moving">Moving home</option><option value="other">Something else</option></select></p>
  <p><label for="message">Your message</label><br><textarea id="message" name="message" rows="5" cols="50"></textarea></p>
  <p><label><input type="checkbox" name="callback" value="yes"> Please call me back</label></p>
  <div role="group" aria-label="Best time to call"><p>Best time to call:</p>
    <label><input type="radio" name="when" value="morning"> Morning (8am–12pm)</label>
    <label><input type="radio" name="when" value="afternoon"> Afternoon (12pm–5pm)</label>
    <label><input type="radio" name="when" value="evening"> Evening (5pm–8pm)</label></div>
  <p><button type="submit">Send</button></p>
</form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname;
    const q = Object.fromEntries(u.searchParams);
    const f = new URLSearchParams(body || '');
    const page = (html) => { st.page = { path, query: q }; return { html }; };
    if (method === 'POST') {
      if (path === '/readings') {
        st.readings.push({ elecDay: (f.get('elecDay') || '').trim(), elecNight: (f.get('elecNight') || '').trim(), gas: (f.get('gas') || '').trim(), date: f.get('date') || '' });
        return { redirect: '/readings?submitted=1' };
      }
      if (path === '/tariffs/switch') {
        const k = f.get('tariff');
        if (!TARIFFS[k]) return { status: 400, html: '<p>Bad request</p>' };
        if (TARIFFS[k].exit && f.get('terms') !== 'yes') return { redirect: `/tariffs/switch?tariff=${k}&error=terms` };
        st.tariff = k;
        return { redirect: '/tariffs?switched=1' };
      }
      if (path === '/payments/direct-debit') {
        st.directDebit = { amount: num(f.get('amount')), day: parseInt(f.get('day'), 10) || 1 };
        return { redirect: '/payments?updated=1' };
      }
      if (path === '/payments/one-off') {
        const card = f.get('card') === 'new' ? `new-${(f.get('number') || '').replace(/\D/g, '').slice(-4)}` : f.get('card');
        st.payments.push({ amount: num(f.get('amount')), card });
        return { redirect: '/payments?paid=1' };
      }
      if (path === '/profile/details') {
        const email = (f.get('email') || '').trim();
        if (email !== st.profile.email && !f.get('password')) return { redirect: '/profile?error=password' };
        st.profile = { email, mobile: (f.get('mobile') || '').trim(), landline: (f.get('landline') || '').trim() };
        return { redirect: '/profile?saved=details' };
      }
      if (path === '/profile/preferences') {
        st.contactBy = f.get('contactBy') || st.contactBy;
        st.marketing = f.getAll('marketing');
        st.priority = f.get('priority') === 'yes';
        return { redirect: '/profile?saved=preferences' };
      }
      if (path === '/moving') {
        st.moves.push({ date: `${f.get('year')}-${f.get('month')}-${String(f.get('day')).padStart(2, '0')}`, address: (f.get('address') || '').trim(), postcode: (f.get('postcode') || '').trim().toUpperCase(), keep: f.get('keep') });
        return { redirect: '/moving/done' };
      }
      if (path === '/help/contact') {
        const m = { topic: f.get('topic') || '', message: (f.get('message') || '').trim() };
        if (f.get('callback') === 'yes') m.callback = f.get('when') || 'any';
        st.messages.push(m);
        return { redirect: '/help/contact?sent=1' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    const bill = path.match(/^\/bills\/(NE-\d{4}-\d{2})\.pdf$/);
    if (bill) { st.billViews += 1; return { html: `<!DOCTYPE html><html><body><main><h1>Bill ${bill[1]}</h1><p>Northfield Energy · Account 40-118-2231</p></main></body></html>` }; }
    if (path === '/') return page(overview());
    if (path === '/readings') return page(readings(q));
    if (path === '/bills') return page(bills(q));
    if (path === '/tariffs') return page(tariffs(q));
    if (path === '/tariffs/switch' && TARIFFS[q.tariff]) return page(switchPage(q.tariff, q));
    if (path.startsWith('/tariffs/') && TARIFFS[path.slice(9)]) { const t = TARIFFS[path.slice(9)]; return page(shell(t.name, '/tariffs', [['My tariff', '/tariffs'], [t.name, null]], `<h1>${t.name}</h1><p>${t.text}</p><p>Unit rate ${t.unit}p/kWh, standing charge ${t.standing}p/day.</p>${t.smart ? '' : `<a href="/tariffs/switch?tariff=${path.slice(9)}">Choose this tariff</a>`}`)); }
    if (path === '/payments') return page(payments(q));
    if (path === '/profile') return page(profile(q));
    if (path === '/moving') return page(moving());
    if (path === '/moving/done') return page(shell('Moving home', '/moving', [['Moving home', '/moving'], ['Done', null]], '<h1>Thanks, we\'ve got your moving details</h1><p>We\'ll be in touch about your final bill.</p>'));
    if (path === '/help/contact') return page(contact(q));
    if (path === '/help' || path === '/help/search') {
      const w = (q.q || '').toLowerCase();
      const hits = HELP.filter(([, t]) => !w || w.split(/\s+/).every((x) => t.toLowerCase().includes(x)));
      return page(shell(path === '/help' ? 'Help centre' : `Search: ${q.q || ''}`, null, [['Help', path === '/help' ? null : '/help']].concat(path === '/help' ? [] : [['Search results', null]]), `<h1>${path === '/help' ? 'Help centre' : `Results for “${esc(q.q || '')}”`}</h1>
<form action="/help/search" method="get"><label for="hq">Search help</label> <input id="hq" name="q" value="${esc(q.q || '')}"> <button type="submit">Search</button></form>
<ul>${hits.map(([k, t]) => `<li><a href="/help/${k}">${esc(t)}</a></li>`).join('')}</ul><p><a href="/help/contact">Contact us</a></p>`));
    }
    const info = { '/usage': 'Energy usage', '/messages': 'Messages', '/smart': 'Smart meters', '/ev': 'Electric vehicles', '/solar': 'Solar & batteries', '/about': 'About us', '/emergency': 'Gas emergency', '/signout': 'Signed out' };
    if (info[path]) return page(shell(info[path], null, [[info[path], null]], `<h1>${esc(info[path])}</h1><p>More information coming soon.</p>`));
    if (path.startsWith('/help/')) return page(shell('Help article', null, [['Help', '/help'], ['Article', null]], `<h1>${esc((HELP.find(([k]) => `/help/${k}` === path) || [0, 'Help article'])[1])}</h1><p>Article text.</p>`));
    st.page = { path, query: q };
    return { status: 404, html: shell('Page not found', null, null, '<h1>Page not found</h1>') };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(st)),
    restore: (s) => { st = JSON.parse(JSON.stringify(s)); },
    reset: () => { st = initial(); },
  };
}
