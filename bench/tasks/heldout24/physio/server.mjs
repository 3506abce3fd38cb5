/**
 * "Kestrel Physio", a physiotherapy clinic with two branches (blind task set heldout24, round 26):
 * a booking form (treatment menu, clinic radios, practitioner menu with "Any practitioner"), a
 * times page with day tabs over a table of times (some taken, "Select" links), a details form
 * (name, date of birth, email, phone, first-visit radios, an area-of-pain menu, a paying-by menu
 * with a membership number, notes, a required consent box), the patient area (signed in) with
 * appointments to reschedule or cancel with a reason, a home exercise log with a box per exercise
 * and a pain menu, a profile with reminder radios, a prices page, a contact form and a call-back
 * request.
 */
const SERVICES = [
  { id: 'initial', name: 'Initial assessment', mins: 45, price: 60 },
  { id: 'followup', name: 'Follow-up treatment', mins: 30, price: 45 },
  { id: 'massage', name: 'Sports massage', mins: 45, price: 50 },
  { id: 'acupuncture', name: 'Acupuncture', mins: 30, price: 45 },
];
const CLINICS = [['harrogate', 'Harrogate (Station Parade)'], ['ripon', 'Ripon (Market Place)']];
const STAFF = [
  { id: 'sarah-lind', name: 'Sarah Lind', clinic: 'harrogate', does: ['initial', 'followup', 'acupuncture'] },
  { id: 'tom-okoro', name: 'Tom Okoro', clinic: 'harrogate', does: ['initial', 'followup', 'massage'] },
  { id: 'priya-nair', name: 'Priya Nair', clinic: 'ripon', does: ['initial', 'followup', 'acupuncture', 'massage'] },
];
const DAYS = ['2026-12-03', '2026-12-04', '2026-12-07', '2026-12-08', '2026-12-09', '2026-12-10'];
const TIMES = ['09:00', '09:45', '10:30', '11:15', '14:00', '14:45', '15:30', '16:15'];
const TAKEN = new Set(['sarah-lind|2026-12-03|09:00', 'sarah-lind|2026-12-03|09:45', 'sarah-lind|2026-12-04|10:30', 'tom-okoro|2026-12-04|14:00', 'tom-okoro|2026-12-04|14:45',
  'priya-nair|2026-12-07|09:00', 'priya-nair|2026-12-09|09:00', 'sarah-lind|2026-12-10|14:00', 'tom-okoro|2026-12-07|16:15', 'sarah-lind|2026-12-08|11:15']);
const AREAS = ['Back', 'Neck', 'Shoulder', 'Knee', 'Ankle or foot', 'Other'];
const PAYERS = [['self', 'Self-pay'], ['bupa', 'Bupa'], ['axa', 'AXA Health'], ['vitality', 'Vitality']];
const REASONS = ['Feeling better', 'Illness', 'Work commitments', 'Booked elsewhere', 'Other'];
const EXERCISES = [['bridges', 'Glute bridges', '3 sets of 10'], ['clamshells', 'Clamshells', '3 sets of 12 each side'], ['calf-raises', 'Calf raises', '3 sets of 15'], ['hamstring', 'Hamstring stretch', '3 holds of 30 seconds']];
const TOPICS = ['General question', 'Insurance', 'Invoices and payments', 'Feedback'];
const WHEN = [['morning', 'Morning (9am to 12pm)'], ['afternoon', 'Afternoon (12pm to 5pm)'], ['evening', 'Evening (5pm to 7pm)']];
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const long = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const short = (day) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

function initial() {
  return {
    page: { path: '/', query: {} },
    appointments: [
      { ref: 'KP-3288', service: 'initial', clinic: 'harrogate', practitioner: 'sarah-lind', day: '2026-11-24', time: '09:45', name: 'Daniel Frost', status: 'Attended' },
      { ref: 'KP-3301', service: 'followup', clinic: 'harrogate', practitioner: 'sarah-lind', day: '2026-12-08', time: '10:30', name: 'Daniel Frost', status: 'Booked' },
    ],
    logs: [],
    profile: { phone: '07700900100', email: 'daniel.frost@example.com', address: '3 Cold Bath Road', town: 'Harrogate', postcode: 'HG2 0NA', reminders: 'email' },
    messages: [],
    callbacks: [],
  };
}

export function createSite() {
  let state;
  const reset = () => { state = initial(); };
  reset();
  const svc = (id) => SERVICES.find((s) => s.id === id);
  const staff = (id) => STAFF.find((s) => s.id === id);
  const who = (q) => (q.practitioner ? staff(q.practitioner) : STAFF.find((s) => s.clinic === q.clinic && s.does.includes(q.service)));
  const taken = (p, day, time) => TAKEN.has(`${p}|${day}|${time}`) || state.appointments.some((a) => a.status === 'Booked' && a.practitioner === p && a.day === day && a.time === time);
  const qs = (o) => { const s = new URLSearchParams(Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined && v !== ''))).toString(); return s ? `?${s}` : ''; };

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Kestrel Physio</title><style>
body{font-family:Segoe UI,Arial,sans-serif;margin:0;color:#1c2733} header{background:#1d6f72;color:#fff;padding:12px 24px;display:flex;gap:20px;align-items:center} header a{color:#fff} main{padding:20px 24px}
table{border-collapse:collapse} td,th{border:1px solid #c9d6d6;padding:6px 10px;text-align:left} .tabs a,.tabs strong{display:inline-block;padding:6px 10px;border:1px solid #9bb;margin-right:4px} footer{background:#e9f3f3;padding:16px 24px;font-size:14px}
</style></head><body><header><a href="/"><strong>Kestrel Physio</strong></a><nav aria-label="Main"><a href="/book">Book online</a> <a href="/prices">Treatments and prices</a> <a href="/contact">Contact</a></nav>
<nav aria-label="Patient area"><a href="/account/appointments">My appointments</a> <a href="/account/exercises">My exercises</a> <a href="/account/profile">My details</a></nav></header>
<main>${body}</main><footer><p>Harrogate: 12 Station Parade, HG1 1UE. Ripon: 4 Market Place, HG4 1BP. Open Monday to Friday 8:30am to 6pm. Call 01423 770 215.</p><p>Registered with the Health and Care Professions Council. We work with Bupa, AXA Health and Vitality.</p></footer></body></html>`;

  const bookForm = (q = {}) => `<form method="get" action="/book/times"><p><label for="service">Treatment</label> <select id="service" name="service">${SERVICES.map((s) => `<option value="${s.id}"${s.id === q.service ? ' selected' : ''}>${s.name} (${s.mins} min, £${s.price})</option>`).join('')}</select></p>
<fieldset><legend>Clinic</legend>${CLINICS.map(([v, l], i) => `<label><input type="radio" name="clinic" value="${v}"${(q.clinic ? v === q.clinic : i === 0) ? ' checked' : ''}> ${l}</label> `).join('')}</fieldset>
<p><label for="practitioner">Practitioner</label> <select id="practitioner" name="practitioner"><option value="">Any practitioner</option>${STAFF.map((s) => `<option value="${s.id}"${s.id === q.practitioner ? ' selected' : ''}>${s.name} (${CLINICS.find(([v]) => v === s.clinic)[1].split(' ')[0]})</option>`).join('')}</select></p><button>Find times</button></form>`;

  function times(q) {
    const s = svc(q.service);
    const p = who(q);
    if (!s || !CLINICS.some(([v]) => v === q.clinic)) return layout('Book online', `<h1>Book an appointment</h1>${bookForm(q)}`);
    if (!p || p.clinic !== q.clinic || !p.does.includes(s.id)) return layout('Find times', `<h1>${esc(s.name)}</h1><p role="alert">${p ? `${esc(p.name)} does not offer ${esc(s.name.toLowerCase())} at this clinic.` : 'Nobody offers this treatment at this clinic.'}</p>${bookForm(q)}`);
    const keep = { service: q.service, clinic: q.clinic, practitioner: q.practitioner };
    const tabs = DAYS.map((d) => (d === q.day ? `<strong aria-current="true">${short(d)}</strong>` : `<a href="/book/times${qs({ ...keep, day: d })}">${short(d)}</a>`)).join('');
    const table = q.day ? `<h2>${long(q.day)}</h2><table><tr><th>Time</th><th>Practitioner</th><th></th></tr>${TIMES.map((t) => `<tr><td>${t}</td><td>${esc(p.name)}</td><td>${taken(p.id, q.day, t) ? 'Taken' : `<a href="/book/details${qs({ ...keep, day: q.day, time: t })}" aria-label="Select ${t}">Select</a>`}</td></tr>`).join('')}</table>` : '<p>Choose a day to see free times.</p>';
    return layout('Find times', `<h1>${esc(s.name)} at ${CLINICS.find(([v]) => v === q.clinic)[1]}</h1><p>${s.mins} minutes, £${s.price}. ${q.practitioner ? `With ${esc(p.name)}.` : 'With any practitioner.'} <a href="/book${qs(keep)}">Change</a></p><nav class="tabs" aria-label="Choose a day">${tabs}</nav>${table}`);
  }

  function details(q, error) {
    const s = svc(q.service);
    const p = who(q);
    if (!s || !p || !q.day || !q.time) return layout('Your details', '<h1>Your details</h1><p>Please <a href="/book">choose a time</a> first.</p>');
    return layout('Your details', `<h1>Your details</h1><p>${esc(s.name)} with ${esc(p.name)}, ${CLINICS.find(([v]) => v === q.clinic)[1]}, ${long(q.day)} at ${esc(q.time)}. £${s.price}.</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/appointments">${['service', 'clinic', 'practitioner', 'day', 'time'].map((k) => `<input type="hidden" name="${k}" value="${esc(q[k] ?? '')}">`).join('')}
<fieldset><legend>About you</legend><p><label for="name">Full name</label> <input id="name" name="name" required></p><p><label for="dob">Date of birth</label> <input id="dob" type="date" name="dob" required></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p><p><label for="phone">Mobile</label> <input id="phone" name="phone" type="tel" required></p></fieldset>
<fieldset><legend>Is this your first visit to Kestrel Physio?</legend><label><input type="radio" name="first" value="yes" required> Yes</label> <label><input type="radio" name="first" value="no"> No, I have been before</label></fieldset>
<p><label for="area">Where is the problem?</label> <select id="area" name="area"><option value="">Choose</option>${AREAS.map((a) => `<option>${a}</option>`).join('')}</select></p>
<p><label for="payer">Paying by</label> <select id="payer" name="payer">${PAYERS.map(([v, l]) => `<option value="${v}">${l}</option>`).join('')}</select> <label for="member">Membership number (insurance only)</label> <input id="member" name="member"></p>
<p><label for="notes">Anything else we should know? (optional)</label><br><textarea id="notes" name="notes"></textarea></p>
<p><label><input type="checkbox" name="consent" value="yes" required> I consent to assessment and treatment and to Kestrel Physio keeping my health records</label></p><button>Book appointment</button></form>`);
  }

  const apptRow = (a) => `<tr><td>${a.ref}</td><td>${esc(svc(a.service).name)}</td><td>${esc(staff(a.practitioner).name)}</td><td>${CLINICS.find(([v]) => v === a.clinic)[1]}</td><td>${long(a.day)}, ${a.time}</td><td>${a.status}${a.reason ? ` (${esc(a.reason)})` : ''}</td><td>${a.status === 'Booked' && a.name === 'Daniel Frost' ? `<a href="/account/appointments/${a.ref}/reschedule" aria-label="Reschedule ${a.ref}">Reschedule</a> · <a href="/account/appointments/${a.ref}/cancel" aria-label="Cancel ${a.ref}">Cancel</a>` : ''}</td></tr>`;

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const path = u.pathname;
    const am = /^\/account\/appointments\/([\w-]+)\/(reschedule|cancel)$/.exec(path);
    const ap = am && state.appointments.find((a) => a.ref === am[1] && a.status === 'Booked');
    if (method === 'POST') {
      if (path === '/appointments') {
        const s = svc(form.service);
        const p = who(form);
        const payer = PAYERS.some(([v]) => v === form.payer) ? form.payer : 'self';
        const err = !s || !p || !DAYS.includes(form.day) || !TIMES.includes(form.time) ? 'Please choose a time first.' : taken(p.id, form.day, form.time) ? 'Sorry, that time has just been taken.'
          : !(form.name ?? '').trim() || !form.dob || !(form.email ?? '').includes('@') || !(form.phone ?? '').trim() ? 'Please fill in your name, date of birth, email and mobile.'
            : !['yes', 'no'].includes(form.first) ? 'Please tell us if this is your first visit.' : payer !== 'self' && !(form.member ?? '').trim() ? 'Please give your membership number.' : form.consent !== 'yes' ? 'Please give your consent.' : '';
        if (err) return { html: details(form, err) };
        const a = { ref: `KP-${3401 + state.appointments.length - 2}`, service: s.id, clinic: form.clinic, practitioner: p.id, day: form.day, time: form.time, name: form.name.trim(), dob: form.dob, email: form.email.trim().toLowerCase(), phone: form.phone.replace(/\s+/g, ''), first: form.first, area: AREAS.includes(form.area) ? form.area : '', payer, member: payer === 'self' ? '' : form.member.trim().toUpperCase(), notes: String(form.notes ?? '').trim(), status: 'Booked' };
        state.appointments.push(a);
        return { redirect: `/appointments/${a.ref}` };
      }
      if (ap && am[2] === 'reschedule') {
        if (!DAYS.includes(form.day) || !TIMES.includes(form.time) || taken(ap.practitioner, form.day, form.time)) return { redirect: `/account/appointments/${ap.ref}/reschedule?error=1` };
        ap.day = form.day;
        ap.time = form.time;
        return { redirect: '/account/appointments' };
      }
      if (ap && am[2] === 'cancel') {
        if (!REASONS.includes(form.reason)) return { redirect: `/account/appointments/${ap.ref}/cancel?error=1` };
        ap.status = 'Cancelled';
        ap.reason = form.reason;
        return { redirect: '/account/appointments' };
      }
      if (path === '/account/exercises') {
        const done = EXERCISES.map(([v]) => v).filter((v) => params.getAll('done').includes(v));
        if (!done.length) return { redirect: '/account/exercises?error=1' };
        state.logs.push({ day: '2026-12-02', done, pain: Number(form.pain) || 0, notes: String(form.notes ?? '').trim() });
        return { redirect: '/account/exercises?saved=1' };
      }
      if (path === '/account/profile') {
        const r = ['email', 'text', 'none'].includes(form.reminders) ? form.reminders : state.profile.reminders;
        state.profile = { phone: String(form.phone ?? '').replace(/\s+/g, ''), email: String(form.email ?? '').trim().toLowerCase(), address: String(form.address ?? '').trim(), town: String(form.town ?? '').trim(), postcode: String(form.postcode ?? '').trim().toUpperCase(), reminders: r };
        return { redirect: '/account/profile?saved=1' };
      }
      if (path === '/contact') {
        const m = { topic: TOPICS.includes(form.topic) ? form.topic : TOPICS[0], name: String(form.name ?? '').trim(), email: String(form.email ?? '').trim().toLowerCase(), message: String(form.message ?? '').trim() };
        if (!m.name || !m.email.includes('@') || !m.message) return { redirect: '/contact?error=1' };
        state.messages.push(m);
        return { redirect: '/contact/sent' };
      }
      if (path === '/callback') {
        const c = { name: String(form.name ?? '').trim(), phone: String(form.phone ?? '').replace(/\s+/g, ''), when: WHEN.some(([v]) => v === form.when) ? form.when : '' };
        if (!c.name || !c.phone || !c.when) return { redirect: '/contact?error=2' };
        state.callbacks.push(c);
        return { redirect: '/callback/thanks' };
      }
      return { status: 404, html: 'Not found' };
    }
    let html;
    const cm = /^\/appointments\/([\w-]+)$/.exec(path);
    const conf = cm && state.appointments.find((a) => a.ref === cm[1]);
    if (path === '/') html = layout('Physiotherapy in Harrogate and Ripon', `<h1>Physiotherapy in Harrogate and Ripon</h1><p>Chartered physiotherapists for back and neck pain, sports injuries and recovery after surgery. No GP referral needed.</p>
<p><a href="/book">Book an appointment online</a></p><h2>Our team</h2><ul>${STAFF.map((s) => `<li>${esc(s.name)} — ${CLINICS.find(([v]) => v === s.clinic)[1]}: ${s.does.map((d) => svc(d).name).join(', ')}</li>`).join('')}</ul>
<h2>New patients</h2><p>Start with an initial assessment. Wear loose clothing, and bring any scan results.</p>`);
    else if (path === '/book') html = layout('Book online', `<h1>Book an appointment</h1>${bookForm(query)}`);
    else if (path === '/book/times') html = times(query);
    else if (path === '/book/details') html = details(query);
    else if (conf) html = layout('Booked', `<h1>Your appointment is booked</h1><p>Reference <strong>${conf.ref}</strong>. ${esc(svc(conf.service).name)} with ${esc(staff(conf.practitioner).name)} on ${long(conf.day)} at ${conf.time}. We have emailed a confirmation.</p><p><a href="/account/appointments">My appointments</a></p>`);
    else if (path === '/account/appointments') html = layout('My appointments', `<h1>My appointments</h1><p>Signed in as Daniel Frost.</p><table><tr><th>Ref</th><th>Treatment</th><th>With</th><th>Clinic</th><th>When</th><th>Status</th><th></th></tr>${state.appointments.filter((a) => a.name === 'Daniel Frost').map(apptRow).join('')}</table><p>Please give 24 hours' notice to cancel or you may be charged in full.</p>`);
    else if (ap && am[2] === 'reschedule') {
      const tabs = DAYS.map((d) => (d === query.day ? `<strong aria-current="true">${short(d)}</strong>` : `<a href="/account/appointments/${ap.ref}/reschedule?day=${d}">${short(d)}</a>`)).join('');
      html = layout('Reschedule', `<h1>Reschedule ${ap.ref}</h1><p>${esc(svc(ap.service).name)} with ${esc(staff(ap.practitioner).name)}, now ${long(ap.day)} at ${ap.time}.</p>${query.error ? '<p role="alert">That time is not free.</p>' : ''}<nav class="tabs" aria-label="Choose a day">${tabs}</nav>
${query.day ? `<form method="post" action="/account/appointments/${ap.ref}/reschedule"><input type="hidden" name="day" value="${esc(query.day)}"><fieldset><legend>Free times on ${long(query.day)}</legend>${TIMES.filter((t) => !taken(ap.practitioner, query.day, t)).map((t) => `<label><input type="radio" name="time" value="${t}" required> ${t}</label> `).join('')}</fieldset><button>Confirm new time</button></form>` : '<p>Choose a day.</p>'}`);
    } else if (ap && am[2] === 'cancel') html = layout('Cancel appointment', `<h1>Cancel ${ap.ref}</h1><p>${esc(svc(ap.service).name)} on ${long(ap.day)} at ${ap.time}.</p><form method="post" action="/account/appointments/${ap.ref}/cancel"><p><label for="reason">Reason</label> <select id="reason" name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></p>${query.error ? '<p role="alert">Please choose a reason.</p>' : ''}<button>Cancel appointment</button> <a href="/account/appointments">Keep it</a></form>`);
    else if (path === '/account/exercises') html = layout('My exercises', `<h1>My home exercises</h1><p>Set by Sarah Lind on 24 November. Do them once a day and log them here.</p>${query.saved ? '<p role="status">Saved. Keep it up!</p>' : ''}${query.error ? '<p role="alert">Tick at least one exercise.</p>' : ''}
<form method="post" action="/account/exercises"><table><tr><th>Exercise</th><th>Dose</th><th>Done today</th></tr>${EXERCISES.map(([v, l, d]) => `<tr><td>${l}</td><td>${d}</td><td><input type="checkbox" name="done" value="${v}" aria-label="${l} done today"></td></tr>`).join('')}</table>
<p><label for="pain">Pain today (0 = none, 10 = worst)</label> <select id="pain" name="pain">${Array.from({ length: 11 }, (_, n) => `<option>${n}</option>`).join('')}</select></p><p><label for="enotes">Notes for your physio (optional)</label><br><textarea id="enotes" name="notes"></textarea></p><button>Save today's log</button></form>
<h2>Past logs</h2><ul>${state.logs.map((l) => `<li>${l.day}: ${l.done.length} exercises, pain ${l.pain}</li>`).join('') || '<li>No logs yet.</li>'}</ul>`);
    else if (path === '/account/profile') { const p = state.profile; html = layout('My details', `<h1>My details</h1>${query.saved ? '<p role="status">Your details are saved.</p>' : ''}<form method="post" action="/account/profile"><p><label for="pphone">Mobile</label> <input id="pphone" name="phone" value="${esc(p.phone)}"></p><p><label for="pemail">Email</label> <input id="pemail" name="email" value="${esc(p.email)}"></p>
<p><label for="paddr">Address</label> <input id="paddr" name="address" value="${esc(p.address)}"></p><p><label for="ptown">Town</label> <input id="ptown" name="town" value="${esc(p.town)}"></p><p><label for="ppc">Postcode</label> <input id="ppc" name="postcode" value="${esc(p.postcode)}"></p>
<fieldset><legend>Appointment reminders</legend>${[['email', 'By email'], ['text', 'By text message'], ['none', 'No reminders']].map(([v, l]) => `<label><input type="radio" name="reminders" value="${v}"${v === p.reminders ? ' checked' : ''}> ${l}</label> `).join('')}</fieldset><button>Save my details</button></form>`); }
    else if (path === '/prices') html = layout('Treatments and prices', `<h1>Treatments and prices</h1><table><tr><th>Treatment</th><th>Length</th><th>Price</th></tr>${SERVICES.map((s) => `<tr><td>${s.name}</td><td>${s.mins} minutes</td><td>£${s.price}</td></tr>`).join('')}</table><p>Insured? We bill Bupa, AXA Health and Vitality directly; bring your membership number.</p>`);
    else if (path === '/contact') html = layout('Contact', `<h1>Contact us</h1>${query.error ? '<p role="alert">Please fill in every field.</p>' : ''}<h2>Send a message</h2><form method="post" action="/contact"><p><label for="topic">Topic</label> <select id="topic" name="topic">${TOPICS.map((t) => `<option>${t}</option>`).join('')}</select></p><p><label for="cname">Your name</label> <input id="cname" name="name" required></p><p><label for="cemail">Email</label> <input id="cemail" name="email" type="email" required></p><p><label for="cmsg">Message</label><br><textarea id="cmsg" name="message" required></textarea></p><button>Send message</button></form>
<h2>Request a call back</h2><form method="post" action="/callback"><p><label for="kname">Name</label> <input id="kname" name="name" required></p><p><label for="kphone">Phone number</label> <input id="kphone" name="phone" required></p><fieldset><legend>Best time to call</legend>${WHEN.map(([v, l]) => `<label><input type="radio" name="when" value="${v}" required> ${l}</label> `).join('')}</fieldset><button>Request call back</button></form>`);
    else if (path === '/contact/sent') html = layout('Sent', '<h1>Thank you for your message</h1><p>We reply within one working day.</p>');
    else if (path === '/callback/thanks') html = layout('Call back', '<h1>We will call you back</h1><p>Our reception team will ring you at the time you chose.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
