/**
 * "Wellbrook Clinic", a patient portal for the short-task benchmark (heldout3): an appointment
 * request (clinicians as radios grouped under service headings, how to be seen, date, a time menu,
 * reason, first-visit and reminder boxes, a required privacy box), My appointments (rows with
 * Reschedule and Cancel), a reschedule form, repeat prescriptions (medicine boxes, collection
 * radios, a message), a daily symptom check-in (pain slider, sleep number box, mood radios, symptom
 * boxes) and patient details (text, number and a language menu). Every form is POSTed; `state()`
 * keeps what each sent (empty fields left out). Written blind to the SDK.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CLINICIANS = [
  ['General practice', [['osei', 'Dr Amara Osei'], ['grant', 'Dr Liam Grant']]],
  ['Physiotherapy', [['kowalski', 'Nadia Kowalski'], ['archer', 'Ben Archer']]],
  ['Nursing', [['tan', 'Nurse Joy Tan']]],
];
const WHO = Object.fromEntries(CLINICIANS.flatMap(([service, list]) => list.map(([v, name]) => [v, { name, service }])));
const MODES = [['in_person', 'In person'], ['video', 'Video call'], ['phone', 'Phone call']];
const TIMES = ['08:30', '09:00', '10:30', '11:15', '14:00', '15:45', '16:30'].map((t) => [t, t]);
const MEDS = [['amlodipine', 'Amlodipine 5 mg tablets'], ['salbutamol', 'Salbutamol 100 mcg inhaler'], ['sertraline', 'Sertraline 50 mg tablets'], ['omeprazole', 'Omeprazole 20 mg capsules']];
const PICKUP = [['wellbrook', 'Wellbrook Pharmacy (on site)'], ['highstreet', 'High Street Chemist'], ['delivery', 'Deliver to my home (2–3 days)']];
const MOODS = [['good', 'Good'], ['okay', 'Okay'], ['low', 'Low']];
const SYMPTOMS = [['fever', 'Fever'], ['headache', 'Headache'], ['dizziness', 'Dizziness'], ['nausea', 'Nausea']];
const LANGS = [['en', 'English'], ['pl', 'Polish'], ['ur', 'Urdu'], ['es', 'Spanish'], ['cy', 'Welsh']];
const MULTI = new Set(['reminders', 'meds', 'symptoms']);
const MODE_NAME = Object.fromEntries(MODES);

function record(body) {
  const p = new URLSearchParams(body ?? '');
  const out = {};
  for (const k of new Set(p.keys())) {
    const vals = p.getAll(k).map((v) => v.trim()).filter(Boolean);
    if (MULTI.has(k)) out[k] = vals;
    else if (vals.length) out[k] = vals[0];
  }
  return out;
}
const radios = (name, list, v, legend) => `<fieldset><legend>${legend}</legend>${list.map(([val, l]) => `<label><input type="radio" name="${name}" value="${val}"${val === v ? ' checked' : ''}> ${l}</label><br>`).join('')}</fieldset>`;
const boxes = (name, list, on, legend) => `<fieldset><legend>${legend}</legend>${list.map(([val, l]) => `<label><input type="checkbox" name="${name}" value="${val}"${on.includes(val) ? ' checked' : ''}> ${l}</label><br>`).join('')}</fieldset>`;
const menu = (id, label, list, v, first) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}">${first ? `<option value="">${first}</option>` : ''}${list.map(([val, l]) => `<option value="${val}"${val === v ? ' selected' : ''}>${l}</option>`).join('')}</select></p>`;
const field = (id, label, type = 'text', value = '', extra = '') => `<p><label for="${id}">${label}</label> <input id="${id}" name="${id}" type="${type}" value="${esc(value)}"${extra}></p>`;
const day = (iso) => new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      appointments: [
        { id: 'A1', clinician: 'kowalski', mode: 'in_person', date: '2026-12-03', time: '10:30', status: 'booked' },
        { id: 'A2', clinician: 'osei', mode: 'video', date: '2026-12-08', time: '09:00', status: 'booked' },
        { id: 'A3', clinician: 'tan', mode: 'in_person', date: '2026-12-15', time: '14:00', status: 'booked' },
      ],
      prescriptions: [],
      checkins: [],
      profile: { mobile: '07700 900123', email: 'r.adeyemi@example.com', height: '170', weight: '68', language: 'en' },
      errors: 0,
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} · Wellbrook Clinic</title><style>
body{font-family:Verdana,sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#0f6b5c;color:#fff} header a{color:#fff}
main{max-width:780px;margin:20px auto} fieldset{margin:10px 0} table{border-collapse:collapse} td,th{border-bottom:1px solid #ccc;padding:6px} .error{color:#b00}
footer{padding:14px 24px;background:#eef6f4;font-size:.9em}
</style></head><body><header><a href="/"><strong>Wellbrook Clinic</strong></a><nav><a href="/book">Book an appointment</a> <a href="/appointments">My appointments</a> <a href="/prescriptions">Prescriptions</a> <a href="/checkin">Symptom check-in</a> <a href="/profile">My details</a></nav><a href="/signout">Sign out</a></header>
<main>${body}</main><footer><a href="/privacy" target="_blank">Privacy policy</a> · <a href="/accessibility">Accessibility</a> · In an emergency call 999.</footer></body></html>`;

  const bookPage = (q) => layout('Book an appointment', `<h1>Request an appointment</h1>${q.error ? '<p class="error">Please agree to the privacy policy.</p>' : ''}<form method="post" action="/book">
<h2>Who would you like to see?</h2>${CLINICIANS.map(([service, list]) => `<fieldset><legend>${service}</legend>${list.map(([v, n]) => `<label><input type="radio" name="clinician" value="${v}"> ${n}</label><br>`).join('')}</fieldset>`).join('')}
${radios('mode', MODES, 'in_person', 'How would you like to be seen?')}${field('date', 'Preferred date', 'date')}${menu('time', 'Preferred time', TIMES, '', 'Choose a time')}
<p><label for="reason">Reason for your visit</label></p><p><textarea id="reason" name="reason" rows="3"></textarea></p>
<p><label><input type="checkbox" name="first" value="yes"> This is my first visit to Wellbrook</label></p>
${boxes('reminders', [['sms', 'Text message'], ['email', 'Email']], [], 'Send me reminders by')}
<p><label><input type="checkbox" name="privacy" value="yes"> I agree to the clinic’s privacy policy</label></p><p><button>Request appointment</button></p></form>`);

  const appointmentsPage = () => layout('My appointments', `<h1>My appointments</h1><table><tr><th>With</th><th>Service</th><th>Date</th><th>Time</th><th>How</th><th>Status</th><th></th></tr>${state.appointments
    .map((a) => `<tr><td>${WHO[a.clinician]?.name ?? 'Any clinician'}</td><td>${WHO[a.clinician]?.service ?? ''}</td><td>${a.date ? day(a.date) : 'To be confirmed'}</td><td>${a.time ?? ''}</td><td>${MODE_NAME[a.mode] ?? ''}</td><td>${a.status}</td><td>${a.status === 'cancelled' ? '' : `<a href="/appointments/${a.id}/reschedule">Reschedule</a> <form method="post" action="/appointments/cancel"><input type="hidden" name="id" value="${a.id}"><button>Cancel</button></form>`}</td></tr>`)
    .join('')}</table><p><a href="/book">Book another appointment</a></p>`);

  const reschedulePage = (a) => layout('Reschedule', `<h1>Reschedule your appointment with ${WHO[a.clinician]?.name ?? 'the clinic'}</h1><p>Currently ${day(a.date)} at ${a.time}.</p><form method="post" action="/appointments/${a.id}/reschedule">
${field('newdate', 'New date', 'date', a.date)}${menu('newtime', 'New time', TIMES, a.time)}<p><button>Save new time</button> <a href="/appointments">Keep the current time</a></p></form>`);

  const prescriptionsPage = () => layout('Repeat prescriptions', `<h1>Order a repeat prescription</h1><form method="post" action="/prescriptions">
${boxes('meds', MEDS, [], 'Your repeat medicines')}${radios('pickup', PICKUP, '', 'Where will you collect it?')}
<p><label for="message">Message for the doctor (optional)</label></p><p><textarea id="message" name="message" rows="3"></textarea></p><p><button>Request prescription</button></p></form>`);

  const checkinPage = () => layout('Symptom check-in', `<h1>Daily symptom check-in</h1><form method="post" action="/checkin">
<p><label for="pain">How bad is your pain right now? (0 = none, 10 = worst)</label> <input id="pain" name="pain" type="range" min="0" max="10" step="1" value="0"></p>
${field('sleep', 'Hours of sleep last night', 'number', '', ' min="0" max="24"')}${radios('mood', MOODS, '', 'How is your mood?')}${boxes('symptoms', SYMPTOMS, [], 'New symptoms')}
<p><label for="notes">Anything else?</label></p><p><textarea id="notes" name="notes" rows="2"></textarea></p><p><button>Submit check-in</button></p></form>`);

  const profilePage = (q) => {
    const p = state.profile;
    return layout('My details', `<h1>My details</h1>${q.saved ? '<p class="message">Changes saved.</p>' : ''}<form method="post" action="/profile">
${field('mobile', 'Mobile number', 'tel', p.mobile ?? '')}${field('email', 'Email address', 'email', p.email ?? '')}<h2>Emergency contact</h2>${field('ecname', 'Contact name', 'text', p.ecname ?? '')}${field('ecphone', 'Contact phone', 'tel', p.ecphone ?? '')}
<h2>Health</h2>${field('height', 'Height (cm)', 'number', p.height ?? '', ' min="50" max="250"')}${field('weight', 'Weight (kg)', 'number', p.weight ?? '', ' min="2" max="300"')}
${menu('language', 'Preferred language', LANGS, p.language ?? 'en')}<p><label><input type="checkbox" name="largeprint" value="yes"${p.largeprint ? ' checked' : ''}> Send letters in large print</label></p><p><button>Save changes</button></p></form>`);
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const resched = /^\/appointments\/(A\d+)\/reschedule$/.exec(u.pathname);
    const appt = resched && state.appointments.find((a) => a.id === resched[1] && a.status !== 'cancelled');
    if (method === 'POST') {
      const form = record(body);
      if (u.pathname === '/book') {
        if (form.privacy !== 'yes') return state.errors++, { redirect: '/book?error=privacy' };
        state.appointments.push({ id: `A${state.appointments.length + 1}`, reminders: [], ...form, status: 'requested' });
        return { redirect: '/appointments' };
      }
      if (u.pathname === '/appointments/cancel') {
        const a = state.appointments.find((x) => x.id === form.id);
        if (a) a.status = 'cancelled';
        return { redirect: '/appointments' };
      }
      if (appt) {
        if (form.newdate) appt.date = form.newdate;
        if (form.newtime) appt.time = form.newtime;
        return { redirect: '/appointments' };
      }
      if (u.pathname === '/prescriptions') return state.prescriptions.push({ meds: [], ...form }), { redirect: '/prescriptions/sent' };
      if (u.pathname === '/checkin') return state.checkins.push({ symptoms: [], ...form }), { redirect: '/checkin/thanks' };
      if (u.pathname === '/profile') return (state.profile = form), { redirect: '/profile?saved=1' };
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    if (u.pathname === '/') html = layout('Welcome', '<h1>Welcome back, Rita</h1><p>You have appointments coming up. <a href="/appointments">See them</a>.</p>');
    else if (u.pathname === '/book') html = bookPage(query);
    else if (u.pathname === '/appointments') html = appointmentsPage();
    else if (appt) html = reschedulePage(appt);
    else if (u.pathname === '/prescriptions') html = prescriptionsPage();
    else if (u.pathname === '/prescriptions/sent') html = layout('Request sent', '<h1>Prescription requested</h1><p>It will be ready in 2 working days.</p>');
    else if (u.pathname === '/checkin') html = checkinPage();
    else if (u.pathname === '/checkin/thanks') html = layout('Thank you', '<h1>Thanks for checking in</h1><p>Your care team can see your answers.</p>');
    else if (u.pathname === '/profile') html = profilePage(query);
    else if (u.pathname === '/privacy') return { html: layout('Privacy policy', '<h1>Privacy policy</h1><p>We keep your records safe.</p>') };
    else if (['/accessibility', '/signout'].includes(u.pathname)) html = layout('Wellbrook Clinic', '<h1>Wellbrook Clinic</h1><p>Nothing to see here yet.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page, appointments, prescriptions, check-ins, details, refused requests. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
