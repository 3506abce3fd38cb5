// Brightside Dental — a dental practice's patient portal (three clinics), signed in as the
// patient Jordan Reyes, who also manages appointments for a child (Mia Reyes). Book an
// appointment (treatment → clinic → day and time → details), view, reschedule or cancel
// appointments, browse the team and prices, and message the practice. Maps, calendar files and
// the price list PDF open in a new tab (mapViews, calendarViews, priceListViews).

const TREATMENTS = {
  checkup: { name: 'Check-up & exam', price: '£55', mins: 30, role: 'dentist', text: 'A full examination of your teeth, gums and mouth, with X-rays if needed.' },
  hygiene: { name: 'Hygienist clean', price: '£72', mins: 40, role: 'hygienist', text: 'Scale and polish with one of our hygienists, plus advice on brushing.' },
  emergency: { name: 'Emergency appointment', price: '£95', mins: 20, role: 'dentist', text: 'For toothache, swelling, a broken tooth or a lost filling. Same-day slots.' },
  whitening: { name: 'Whitening consultation', price: 'Free', mins: 20, role: 'dentist', text: 'Find out whether whitening is right for you and get a quote.' },
  child: { name: 'Child check-up (under 18)', price: 'Free', mins: 20, role: 'dentist', text: 'A gentle check-up for children and teenagers.' },
};
const CLINICS = {
  riverside: { name: 'Riverside', address: '12 Quay Street, Bristol BS1 4RT', phone: '0117 496 0011', parking: 'Pay and display on Quay Street' },
  oldtown: { name: 'Old Town', address: '4 Market Row, Bristol BS1 2EJ', phone: '0117 496 0022', parking: 'No parking on site; Broadmead car park 5 minutes away' },
  harbour: { name: 'Harbour View', address: '88 Marine Parade, Clevedon BS21 7QS', phone: '01275 496 033', parking: 'Free parking for patients' },
};
const TEAM = {
  khan: { name: 'Dr Amira Khan', role: 'dentist', clinics: ['oldtown', 'riverside'], bio: 'Amira has been with Brightside since 2015 and looks after nervous patients.' },
  obrien: { name: "Dr Sean O'Brien", role: 'dentist', clinics: ['riverside'], bio: 'Sean qualified in Dublin and has a special interest in crowns and bridges.' },
  lindqvist: { name: 'Dr Elsa Lindqvist', role: 'dentist', clinics: ['harbour'], bio: 'Elsa leads our Clevedon clinic and offers Invisalign.' },
  novak: { name: 'Dr Tomas Novak', role: 'dentist', clinics: ['oldtown', 'harbour'], bio: 'Tomas sees many of our younger patients and runs whitening consultations.' },
  patel: { name: 'Priya Patel', role: 'hygienist', clinics: ['riverside', 'oldtown'], bio: 'Priya is our senior dental hygienist.' },
  mensah: { name: 'Kofi Mensah', role: 'hygienist', clinics: ['harbour', 'oldtown'], bio: 'Kofi joined us in 2022 and is known for his gentle cleans.' },
};
const TIMES = ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30', '14:00', '14:30', '15:00', '15:30', '16:00', '16:30'];
const WEEKS = [
  ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05'],
  ['2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10', '2026-12-11', '2026-12-12'],
];
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const PATIENTS = { me: 'Jordan Reyes', child: 'Mia Reyes' };

const esc = (s) => String(s).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const day = (iso) => { const d = new Date(`${iso}T12:00:00Z`); return `${DAYS[d.getUTCDay()]} ${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`; };
const longDay = (iso) => { const d = new Date(`${iso}T12:00:00Z`); return `${['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'][d.getUTCDay()]} ${d.getUTCDate()} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][d.getUTCMonth()]} 2026`; };
const clock = (t) => { const [h, m] = t.split(':').map(Number); return `${h > 12 ? h - 12 : h}:${String(m).padStart(2, '0')}${h >= 12 ? 'pm' : 'am'}`; };
const qs = (q) => { const s = new URLSearchParams(Object.entries(q).filter(([, v]) => v !== '' && v != null)).toString(); return s ? `?${s}` : ''; };

function free(who, date, time) {
  const sat = new Date(`${date}T12:00:00Z`).getUTCDay() === 6;
  if (sat && time >= '12:00') return false;
  let h = 2166136261;
  for (const ch of `${who}|${date}|${time}`) h = Math.imul(h ^ ch.charCodeAt(0), 16777619) >>> 0;
  return h % 7 > 2;
}

function initial() {
  return {
    page: { path: '/', query: {} },
    appointments: [
      { id: 'BD-3107', patient: 'Mia Reyes', treatment: 'child', clinic: 'oldtown', date: '2026-12-02', time: '15:30', dentist: 'novak', status: 'booked' },
      { id: 'BD-3112', patient: 'Jordan Reyes', treatment: 'checkup', clinic: 'oldtown', date: '2026-12-08', time: '10:30', dentist: 'khan', status: 'booked' },
    ],
    messages: [],
    mapViews: 0, calendarViews: 0, priceListViews: 0,
  };
}

export function createSite() {
  let st = initial();
  const taken = (who, date, time) => st.appointments.some((a) => a.status === 'booked' && a.dentist === who && a.date === date && a.time === time);
  const open = (who, date, time) => free(who, date, time) && !taken(who, date, time);

  function shell(title, crumbs, body, active) {
    const upcoming = st.appointments.filter((a) => a.status === 'booked').length;
    const nav = [['/book', 'Book online'], ['/treatments', 'Treatments'], ['/prices', 'Prices'], ['/dentists', 'Our team'], ['/clinics', 'Clinics'], ['/appointments', `My appointments (${upcoming})`], ['/messages', 'Messages'], ['/help', 'Help']];
    return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Brightside Dental</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;background:#f7fafc;color:#1a202c}
.promo{background:#e6fffa;padding:8px 20px;display:flex;justify-content:space-between;align-items:center}
.masthead{display:flex;align-items:center;justify-content:space-between;padding:14px 20px;background:#fff;border-bottom:1px solid #e2e8f0}
.masthead nav{display:flex;gap:14px;flex-wrap:wrap}
.crumbs{padding:8px 20px;font-size:14px}
.wrap{max-width:1100px;margin:0 auto;padding:16px 20px}
.cards{display:grid;grid-template-columns:repeat(3,1fr);gap:16px}
.card{background:#fff;border:1px solid #e2e8f0;border-radius:8px;padding:14px}
.days{display:flex;gap:6px;flex-wrap:wrap}
.days a,.days span{padding:8px 10px;border:1px solid #cbd5e0;border-radius:6px;text-decoration:none}
.days .current{background:#2c7a7b;color:#fff}
.slots{display:flex;gap:6px;flex-wrap:wrap}
.slots a,.slots button{padding:6px 10px;border:1px solid #2c7a7b;border-radius:4px}
.site-footer{background:#234e52;color:#e6fffa;padding:24px 20px;display:grid;grid-template-columns:repeat(4,1fr);gap:16px}
.site-footer a{color:#e6fffa}
</style></head>
<body>
<div class="promo" role="region" aria-label="Offer"><span>New patients: 20% off your first hygienist clean in December.</span><span><a href="/treatments/hygiene">Find out more</a> <button type="button" aria-label="Dismiss offer">✕</button></span></div>
<div class="masthead">
  <a href="/" class="logo"><img alt="Brightside Dental" src="data:image/gif;base64,R0lGODlhAQABAAAAACw=" width="1" height="1"> Brightside Dental</a>
  <nav aria-label="Primary">${nav.map(([h, t]) => `<a href="${h}"${active === h ? ' aria-current="page"' : ''}>${t}</a>`).join(' ')}</nav>
  <div class="tools">
    <form action="/search" method="get" class="search"><input name="q" type="search" aria-label="Search the site"><button type="submit" aria-label="Search">⌕</button></form>
    <span>Hi, Jordan</span> <a href="/account">Account</a> <a href="/signout">Sign out</a>
  </div>
</div>
${crumbs ? `<div class="crumbs" aria-label="You are here">${crumbs.map(([t, h]) => (h ? `<a href="${h}">${esc(t)}</a>` : `<span>${esc(t)}</span>`)).join(' / ')}</div>` : ''}
<main class="wrap">
${body}
</main>
<div class="site-footer">
  <div><h3>Patients</h3><a href="/book">Book online</a><br><a href="/appointments">My appointments</a><br><a href="/messages">Messages</a><br><a href="/new-patients">New patients</a><br><a href="/finance">Payment plans</a></div>
  <div><h3>Treatments</h3><a href="/treatments/checkup">Check-ups</a><br><a href="/treatments/hygiene">Hygienist</a><br><a href="/treatments/emergency">Emergencies</a><br><a href="/treatments/whitening">Whitening</a><br><a href="/treatments/child">Children</a></div>
  <div><h3>Practice</h3><a href="/clinics">Clinics &amp; opening hours</a><br><a href="/dentists">Our team</a><br><a href="/prices">Prices</a><br><a href="/careers">Careers</a><br><a href="/reviews">Reviews</a><br><a href="/contact">Contact us</a></div>
  <div><h3>About this site</h3><a href="/privacy">Privacy</a><br><a href="/cookies">Cookies</a><br><a href="/complaints">Complaints</a><br><a href="/accessibility">Accessibility</a><br><a href="/cqc">CQC report</a><br><small>Brightside Dental Care LLP · GDC registered</small></div>
</div>
<div class="cookie-bar" role="dialog" aria-label="Cookies"><p>We use essential cookies to keep you signed in, and optional analytics cookies.</p><button type="button">Accept all</button> <button type="button">Essential only</button> <a href="/cookies">Cookie settings</a></div>
</body></html>`;
  }

  const steps = (n) => `<ol class="progress" aria-label="Booking steps">${['Treatment', 'Clinic', 'Date &amp; time', 'Your details'].map((s, i) => `<li${i + 1 === n ? ' aria-current="step"' : ''}>${s}</li>`).join('')}</ol>`;

  function apptCard(a, full) {
    const t = TREATMENTS[a.treatment];
    return `<article class="card appt">
  <h3>${esc(t.name)}${a.status === 'cancelled' ? ' <em>(cancelled)</em>' : ''}</h3>
  <dl><dt>Patient</dt><dd>${esc(a.patient)}</dd><dt>When</dt><dd><time datetime="${a.date}T${a.time}">${longDay(a.date)} at ${clock(a.time)}</time></dd>
  <dt>Where</dt><dd>${CLINICS[a.clinic].name}</dd><dt>With</dt><dd>${esc(TEAM[a.dentist].name)}</dd>${full ? `<dt>Reference</dt><dd>${a.id}</dd><dt>Price</dt><dd>${t.price}</dd>` : ''}</dl>
  ${a.status === 'booked' ? `<p><a href="/appointments/${a.id}">View</a> · <a href="/appointments/${a.id}/reschedule">Reschedule</a> · <a href="/appointments/${a.id}/cancel">Cancel</a></p>` : ''}
</article>`;
  }

  function home() {
    const next = st.appointments.filter((a) => a.status === 'booked').sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time));
    return shell('Home', null, `
<section class="hero"><h1>Welcome back, Jordan</h1><p>Book, move or cancel appointments for you and your family.</p><a class="btn" href="/book">Book an appointment</a></section>
<section><h2>Upcoming appointments</h2><div class="cards">${next.map((a) => apptCard(a)).join('') || '<p>No upcoming appointments.</p>'}</div><p><a href="/appointments">See all appointments</a></p></section>
<section><h2>Popular treatments</h2><div class="cards">${Object.entries(TREATMENTS).map(([k, t]) => `<div class="card"><h3>${esc(t.name)}</h3><p>${t.text}</p><p>${t.price}</p><a href="/book/where?treatment=${k}">Book</a> <a href="/treatments/${k}">Learn more</a></div>`).join('')}</div></section>`, '/');
  }

  function bookStart(q) {
    return shell('Book an appointment', [['Home', '/'], ['Book online', null]], `
${steps(1)}
<h1>What would you like to book?</h1>
<form action="/book/where" method="get">
  <fieldset><legend>Choose a treatment</legend>
  ${Object.entries(TREATMENTS).map(([k, t], i) => `<div class="option"><input type="radio" id="t-${k}" name="treatment" value="${k}"${(q.treatment || 'checkup') === k ? ' checked' : ''}><label for="t-${k}"><strong>${esc(t.name)}</strong> · ${t.mins} minutes · ${t.price}</label><p>${t.text}</p></div>`).join('')}
  </fieldset>
  <button type="submit">Continue</button>
</form>
<p>Not sure? <a href="/contact">Call us</a> and we'll help.</p>`, '/book');
  }

  function bookWhere(q) {
    const t = TREATMENTS[q.treatment] ?? TREATMENTS.checkup;
    return shell('Choose a clinic', [['Home', '/'], ['Book online', '/book'], [t.name, null]], `
${steps(2)}
<h1>Where would you like to go?</h1>
<p>Booking: <strong>${esc(t.name)}</strong> <a href="/book${qs({ treatment: q.treatment })}">Change</a></p>
<div class="cards">${Object.entries(CLINICS).map(([k, c]) => `<div class="card"><h2>${c.name}</h2><address>${c.address}</address><p>${c.parking}</p>
<p><a href="/map/${k}" target="_blank">Open in Maps</a></p>
<a class="btn" href="/book/time${qs({ treatment: q.treatment || 'checkup', clinic: k })}">Choose this clinic</a></div>`).join('')}</div>`, '/book');
  }

  function bookTime(q) {
    const tk = TREATMENTS[q.treatment] ? q.treatment : 'checkup';
    const t = TREATMENTS[tk];
    const ck = CLINICS[q.clinic] ? q.clinic : 'riverside';
    const week = q.week === '2' || WEEKS[1].includes(q.date) ? 1 : 0;
    const date = WEEKS[week].includes(q.date) ? q.date : WEEKS[week][0];
    const staff = Object.entries(TEAM).filter(([, m]) => m.role === t.role && m.clinics.includes(ck));
    const shown = staff.filter(([k]) => !q.with || q.with === k);
    const part = q.part || '';
    const times = TIMES.filter((x) => !part || (part === 'morning' ? x < '12:00' : x >= '12:00'));
    const base = { treatment: tk, clinic: ck };
    return shell('Choose a date and time', [['Home', '/'], ['Book online', '/book'], [t.name, `/book/where?treatment=${tk}`], [CLINICS[ck].name, null]], `
${steps(3)}
<h1>Choose a date and time</h1>
<p><strong>${esc(t.name)}</strong> at <strong>${CLINICS[ck].name}</strong> · <a href="/book/where?treatment=${tk}">Change clinic</a></p>
<nav class="days" aria-label="Choose a day">
${week ? `<a href="/book/time${qs({ ...base, with: q.with, part: q.part })}" aria-label="Previous week">‹ Earlier</a>` : ''}
${WEEKS[week].map((d) => (d === date ? `<span class="current" aria-current="date">${day(d)}</span>` : `<a href="/book/time${qs({ ...base, date: d, with: q.with, part: q.part })}">${day(d)}</a>`)).join('')}
${week ? '' : `<a href="/book/time${qs({ ...base, week: '2', with: q.with, part: q.part })}" aria-label="Next week">Later ›</a>`}
</nav>
<form action="/book/time" method="get" class="filters">
  <input type="hidden" name="treatment" value="${tk}"><input type="hidden" name="clinic" value="${ck}">
  <input type="hidden" name="date" value="${date}">
  <label>${t.role === 'hygienist' ? 'Hygienist' : 'Dentist'} <select name="with">
    <option value="">Anyone available</option>${staff.map(([k, m]) => `<option value="${k}"${q.with === k ? ' selected' : ''}>${esc(m.name)}</option>`).join('')}
  </select></label>
  <span role="group" aria-label="Time of day"><label><input type="radio" name="part" value=""${!part ? ' checked' : ''}> Any time</label> <label><input type="radio" name="part" value="morning"${part === 'morning' ? ' checked' : ''}> Morning</label> <label><input type="radio" name="part" value="afternoon"${part === 'afternoon' ? ' checked' : ''}> Afternoon</label></span>
  <button type="submit">Show times</button>
</form>
<h2>${longDay(date)}</h2>
${shown.map(([k, m]) => `<section class="card"><h3>${esc(m.name)}</h3><div class="slots">${times.map((x) => (open(k, date, x)
    ? `<a href="/book/details${qs({ ...base, date, time: x, with: k })}" aria-label="${clock(x)} with ${esc(m.name)}">${clock(x)}</a>`
    : `<button type="button" disabled aria-label="${clock(x)} unavailable">${clock(x)}</button>`)).join(' ')}</div></section>`).join('') || '<p>No one is available. Try another clinic.</p>'}`, '/book');
  }

  function bookDetails(q) {
    const t = TREATMENTS[q.treatment];
    const m = TEAM[q.with];
    if (!t || !m || !CLINICS[q.clinic]) return shell('Booking', null, '<p>Something went wrong. <a href="/book">Start again</a></p>');
    return shell('Your details', [['Home', '/'], ['Book online', '/book'], ['Your details', null]], `
${steps(4)}
<h1>Check and confirm</h1>
<div class="card"><p><strong>${esc(t.name)}</strong> with ${esc(m.name)}</p><p>${longDay(q.date)} at ${clock(q.time)} · ${CLINICS[q.clinic].name}</p><p>Price: ${t.price}</p><a href="/book/time${qs({ treatment: q.treatment, clinic: q.clinic, date: q.date })}">Change time</a></div>
<form action="/book/confirm" method="post">
  ${['treatment', 'clinic', 'date', 'time', 'with'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('')}
  <h2>Who is the appointment for?</h2>
  <div role="radiogroup"><label><input type="radio" name="for" value="me" checked> Me (Jordan Reyes)</label><br>
  <label><input type="radio" name="for" value="child"> Mia Reyes (child)</label><br>
  <label><input type="radio" name="for" value="other"> Someone else</label></div>
  <div class="other"><p>If someone else:</p><input name="first" placeholder="First name"> <input name="last" placeholder="Last name"></div>
  <h2>Contact</h2>
  <p><label for="mob">Mobile</label> <input id="mob" name="mobile" type="tel" value="07700 900123"></p>
  <p><label for="em">Email</label> <input id="em" name="email" type="email" value="jordan.reyes@example.com"></p>
  <h2>Reminders</h2>
  <label><input type="checkbox" name="remind" value="sms" checked> Text message</label>
  <label><input type="checkbox" name="remind" value="email"> Email</label>
  <h2>Anything we should know?</h2>
  <textarea name="notes" aria-label="Anything we should know?" rows="3" placeholder="e.g. a tooth that hurts, anxiety, access needs"></textarea>
  <p><button type="submit">Confirm booking</button> <a href="/book">Cancel</a></p>
</form>`, '/book');
  }

  function apptPage(a, q) {
    return shell(`Appointment ${a.id}`, [['Home', '/'], ['My appointments', '/appointments'], [a.id, null]], `
${q.done ? `<div role="status" class="card"><strong>${q.done === 'moved' ? 'Your appointment has been moved.' : 'You are booked in!'}</strong> We've sent a confirmation text.</div>` : ''}
<h1>${esc(TREATMENTS[a.treatment].name)}</h1>
${apptCard(a, true)}
<p>${CLINICS[a.clinic].address} · <a href="/map/${a.clinic}" target="_blank">Get directions</a> · <a href="/calendar/${a.id}" target="_blank">Add to calendar</a></p>
<p>Please arrive 5 minutes early. Cancelling with less than 24 hours' notice costs £20.</p>
<p><a href="/appointments">Back to my appointments</a></p>`, '/appointments');
  }

  function apptList(q) {
    const show = q.show === 'past' ? [] : st.appointments.filter((a) => (q.show === 'cancelled' ? a.status === 'cancelled' : a.status === 'booked'));
    return shell('My appointments', [['Home', '/'], ['My appointments', null]], `
<h1>My appointments</h1>
<ul class="tabs" role="tablist"><li><a href="/appointments"${!q.show ? ' aria-current="page"' : ''}>Upcoming</a></li><li><a href="/appointments?show=cancelled"${q.show === 'cancelled' ? ' aria-current="page"' : ''}>Cancelled</a></li><li><a href="/appointments?show=past"${q.show === 'past' ? ' aria-current="page"' : ''}>Past</a></li></ul>
<div class="cards">${show.sort((a, b) => (a.date + a.time).localeCompare(b.date + b.time)).map((a) => apptCard(a)).join('') || '<p>Nothing to show.</p>'}</div>
<p><a class="btn" href="/book">Book another appointment</a></p>`, '/appointments');
  }

  function reschedule(a, q) {
    const week = q.week === '2' || WEEKS[1].includes(q.date) ? 1 : 0;
    const date = WEEKS[week].includes(q.date) ? q.date : WEEKS[week][0];
    const m = TEAM[a.dentist];
    return shell('Reschedule', [['Home', '/'], ['My appointments', '/appointments'], [a.id, `/appointments/${a.id}`], ['Reschedule', null]], `
<h1>Move your appointment</h1>
<p>Currently: ${esc(TREATMENTS[a.treatment].name)} on ${longDay(a.date)} at ${clock(a.time)} with ${esc(m.name)}, ${CLINICS[a.clinic].name}.</p>
<nav class="days" aria-label="Choose a new day">
${week ? `<a href="/appointments/${a.id}/reschedule">‹ Earlier</a>` : ''}
${WEEKS[week].map((d) => (d === date ? `<span class="current" aria-current="date">${day(d)}</span>` : `<a href="/appointments/${a.id}/reschedule?date=${d}">${day(d)}</a>`)).join('')}
${week ? '' : `<a href="/appointments/${a.id}/reschedule?week=2">Later ›</a>`}
</nav>
<h2>Free times with ${esc(m.name)} on ${longDay(date)}</h2>
<div class="slots">${TIMES.map((x) => (open(a.dentist, date, x) && !(a.date === date && a.time === x)
    ? `<form action="/appointments/${a.id}/move" method="post"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${x}"><button type="submit">${clock(x)}</button></form>`
    : `<button type="button" disabled>${clock(x)}</button>`)).join('')}</div>
<p><a href="/appointments/${a.id}">Keep my current time</a></p>`, '/appointments');
  }

  function cancelPage(a) {
    return shell('Cancel appointment', [['Home', '/'], ['My appointments', '/appointments'], [a.id, `/appointments/${a.id}`], ['Cancel', null]], `
<h1>Cancel this appointment?</h1>
${apptCard(a, true).replace(/<p><a href="\/appointments\/[^"]+">View<\/a>[\s\S]*?<\/p>/, '')}
<form action="/appointments/${a.id}/cancel" method="post">
  <fieldset><legend>Why are you cancelling? (optional)</legend>
    <select name="reason" aria-label="Reason"><option value="">Choose a reason</option><option value="clash">I have something else on</option><option value="unwell">I'm unwell</option><option value="elsewhere">I've found another dentist</option><option value="better">The problem has gone away</option><option value="other">Other</option></select>
  </fieldset>
  <p><button type="submit">Yes, cancel appointment</button> <a href="/appointments/${a.id}">No, keep it</a></p>
</form>`, '/appointments');
  }

  function prices() {
    const rows = [['Check-up & exam', '£55'], ['Check-up & exam (under 18)', 'Free'], ['Hygienist clean (40 min)', '£72'], ['Emergency appointment', '£95'], ['Small X-ray', '£18'], ['White filling', 'from £140'], ['Root canal (front tooth)', 'from £420'], ['Crown', 'from £595'], ['Whitening consultation', 'Free'], ['Home whitening kit', '£325'], ['Late cancellation', '£20']];
    return shell('Prices', [['Home', '/'], ['Prices', null]], `<h1>Our prices</h1>
<p><a href="/prices.pdf" target="_blank">Download the full price list (PDF)</a></p>
<table><thead><tr><th scope="col">Treatment</th><th scope="col">Price</th></tr></thead><tbody>${rows.map(([a, b]) => `<tr><td>${esc(a)}</td><td>${b}</td></tr>`).join('')}</tbody></table>
<p>Spread the cost with a <a href="/finance">payment plan</a>.</p>`, '/prices');
  }

  function team(q) {
    const list = Object.entries(TEAM).filter(([, m]) => !q.clinic || m.clinics.includes(q.clinic)).filter(([, m]) => !q.role || m.role === q.role);
    return shell('Our team', [['Home', '/'], ['Our team', null]], `<h1>Meet the team</h1>
<ul class="days" aria-label="Filter by clinic"><li>${q.clinic ? '<a href="/dentists">All clinics</a>' : '<span class="current">All clinics</span>'}</li>${Object.entries(CLINICS).map(([k, c]) => `<li>${q.clinic === k ? `<span class="current">${c.name}</span>` : `<a href="/dentists?clinic=${k}">${c.name}</a>`}</li>`).join('')}</ul>
<div class="cards">${list.map(([k, m]) => `<div class="card"><h2>${esc(m.name)}</h2><p>${m.role === 'dentist' ? 'Dentist' : 'Dental hygienist'} · ${m.clinics.map((c) => CLINICS[c].name).join(' and ')}</p><a href="/dentists/${k}">View profile</a></div>`).join('')}</div>`, '/dentists');
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname;
    const q = Object.fromEntries(u.searchParams);
    const f = new URLSearchParams(body || '');
    const page = (html) => { st.page = { path, query: q }; return { html }; };
    const am = path.match(/^\/appointments\/(BD-\d+)(\/[a-z]+)?$/);
    const appt = am && st.appointments.find((a) => a.id === am[1]);
    if (method === 'POST') {
      if (path === '/book/confirm') {
        const id = `BD-${3120 + st.appointments.length}`;
        const who = f.get('for') || 'me';
        const patient = who === 'other' ? `${(f.get('first') || '').trim()} ${(f.get('last') || '').trim()}`.trim() : PATIENTS[who];
        const a = { id, patient, treatment: f.get('treatment'), clinic: f.get('clinic'), date: f.get('date'), time: f.get('time'), dentist: f.get('with'), status: 'booked', reminders: f.getAll('remind') };
        if ((f.get('notes') || '').trim()) a.notes = f.get('notes').trim();
        if (f.get('mobile') !== '07700 900123') a.mobile = f.get('mobile');
        if (f.get('email') !== 'jordan.reyes@example.com') a.email = f.get('email');
        st.appointments.push(a);
        return { redirect: `/appointments/${id}?done=booked` };
      }
      if (appt && am[2] === '/move') {
        appt.date = f.get('date'); appt.time = f.get('time');
        return { redirect: `/appointments/${appt.id}?done=moved` };
      }
      if (appt && am[2] === '/cancel') {
        appt.status = 'cancelled';
        if (f.get('reason')) appt.cancelReason = f.get('reason');
        return { redirect: '/appointments?show=cancelled' };
      }
      if (path === '/messages') {
        st.messages.push({ topic: f.get('topic') || '', message: (f.get('message') || '').trim(), ...(f.get('about') ? { about: f.get('about') } : {}) });
        return { redirect: '/messages?sent=1' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path.startsWith('/map/') && CLINICS[path.slice(5)]) { st.mapViews += 1; return { html: `<!doctype html><html><body><main><h1>Map: ${CLINICS[path.slice(5)].name}</h1><p>${CLINICS[path.slice(5)].address}</p></main></body></html>` }; }
    if (path.startsWith('/calendar/')) { st.calendarViews += 1; return { html: '<!doctype html><html><body><main><h1>Calendar file</h1><p>Your download should start automatically.</p></main></body></html>' }; }
    if (path === '/prices.pdf') { st.priceListViews += 1; return { html: '<!doctype html><html><body><main><h1>Brightside Dental price list 2026</h1><p>All prices include VAT where applicable.</p></main></body></html>' }; }
    if (path === '/') return page(home());
    if (path === '/book') return page(bookStart(q));
    if (path === '/book/where') return page(bookWhere(q));
    if (path === '/book/time') return page(bookTime(q));
    if (path === '/book/details') return page(bookDetails(q));
    if (path === '/appointments') return page(apptList(q));
    if (appt && !am[2]) return page(apptPage(appt, q));
    if (appt && am[2] === '/reschedule') return page(reschedule(appt, q));
    if (appt && am[2] === '/cancel') return page(cancelPage(appt));
    if (path === '/prices') return page(prices());
    if (path === '/dentists') return page(team(q));
    if (path.startsWith('/dentists/') && TEAM[path.slice(10)]) {
      const k = path.slice(10); const m = TEAM[k];
      const tk = m.role === 'hygienist' ? 'hygiene' : 'checkup';
      return page(shell(m.name, [['Home', '/'], ['Our team', '/dentists'], [m.name, null]], `<h1>${esc(m.name)}</h1><p>${m.role === 'dentist' ? 'Dentist' : 'Dental hygienist'}</p><p>${esc(m.bio)}</p>
<h2>Book with ${esc(m.name)}</h2><ul>${m.clinics.map((c) => `<li><a href="/book/time${qs({ treatment: tk, clinic: c, with: k })}">Book at ${CLINICS[c].name}</a></li>`).join('')}</ul>`, '/dentists'));
    }
    if (path === '/clinics') {
      return page(shell('Clinics', [['Home', '/'], ['Clinics', null]], `<h1>Our clinics</h1><div class="cards">${Object.entries(CLINICS).map(([k, c]) => `<div class="card"><h2>${c.name}</h2><address>${c.address}</address><p>Phone ${c.phone}</p><p>Mon–Fri 8:30am–5:30pm, Sat 9am–12pm</p><p>${c.parking}</p><a href="/map/${k}" target="_blank">Open in Maps</a> <a href="/dentists?clinic=${k}">Team here</a></div>`).join('')}</div>`, '/clinics'));
    }
    if (path === '/treatments' || path.startsWith('/treatments/')) {
      const k = path.slice(12);
      const list = TREATMENTS[k] ? [[k, TREATMENTS[k]]] : Object.entries(TREATMENTS);
      return page(shell(TREATMENTS[k]?.name ?? 'Treatments', [['Home', '/'], ['Treatments', '/treatments']], `<h1>${TREATMENTS[k] ? esc(TREATMENTS[k].name) : 'Treatments'}</h1>${list.map(([kk, t]) => `<section class="card"><h2>${esc(t.name)}</h2><p>${t.text}</p><p>${t.mins} minutes · ${t.price}</p><a href="/book/where?treatment=${kk}">Book now</a></section>`).join('')}`, '/treatments'));
    }
    if (path === '/messages') {
      return page(shell('Messages', [['Home', '/'], ['Messages', null]], `<h1>Messages</h1>${q.sent ? '<p role="status">Thanks – the practice team will reply within one working day.</p>' : ''}
<h2>Your messages</h2>${st.messages.length ? `<ul>${st.messages.map((m) => `<li><strong>${esc(m.topic)}</strong>: ${esc(m.message)}</li>`).join('')}</ul>` : '<p>No messages yet.</p>'}
<h2>Send a message to the practice</h2>
<form action="/messages" method="post">
  <p><label for="topic">Topic</label><br><select id="topic" name="topic"><option value="">Please choose</option><option value="appointment">An appointment</option><option value="billing">A bill or payment</option><option value="records">My records or X-rays</option><option value="feedback">Feedback</option><option value="other">Something else</option></select></p>
  <p><label for="about">Which appointment? (optional)</label><br><select id="about" name="about"><option value="">None</option>${st.appointments.filter((a) => a.status === 'booked').map((a) => `<option value="${a.id}">${day(a.date)} ${clock(a.time)} – ${esc(a.patient)}</option>`).join('')}</select></p>
  <p><label for="msg">Your message</label><br><textarea id="msg" name="message" rows="5"></textarea></p>
  <button type="submit">Send message</button>
</form>`, '/messages'));
    }
    if (path === '/search') {
      const w = (q.q || '').toLowerCase();
      const hits = [...Object.entries(TREATMENTS).filter(([, t]) => w && (t.name + t.text).toLowerCase().includes(w)).map(([k, t]) => `<li><a href="/treatments/${k}">${esc(t.name)}</a></li>`),
        ...Object.entries(TEAM).filter(([, m]) => w && m.name.toLowerCase().includes(w)).map(([k, m]) => `<li><a href="/dentists/${k}">${esc(m.name)}</a></li>`)];
      return page(shell('Search', [['Home', '/'], ['Search', null]], `<h1>Search results for “${esc(q.q || '')}”</h1>${hits.length ? `<ul>${hits.join('')}</ul>` : '<p>No results.</p>'}`));
    }
    const INFO = { '/help': ['Help', 'How to book, move or cancel, and what to bring.'], '/account': ['Your account', 'Jordan Reyes · jordan.reyes@example.com · 07700 900123'], '/contact': ['Contact us', 'Riverside 0117 496 0011 · Old Town 0117 496 0022 · Harbour View 01275 496 033'], '/new-patients': ['New patients', 'We are taking new NHS-style and private patients at all three clinics.'], '/finance': ['Payment plans', 'Spread the cost of treatment over 12 months interest-free.'] };
    if (INFO[path]) return page(shell(INFO[path][0], [['Home', '/'], [INFO[path][0], null]], `<h1>${INFO[path][0]}</h1><p>${INFO[path][1]}</p>`));
    st.page = { path, query: q };
    return { status: 404, html: shell('Not found', null, '<h1>Page not found</h1>') };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(st)),
    restore: (s) => { st = JSON.parse(JSON.stringify(s)); },
    reset: () => { st = initial(); },
  };
}
