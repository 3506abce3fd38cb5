/**
 * "Ashgrove College Student Portal", course registration for the short-task benchmark
 * (tasks/heldout6, written blind): a course search (Term and Subject menus, a Keyword box, Course
 * level boxes, an "Open sections only" box, Search) with results as table rows (a code link, an
 * "Add" button per row that adds the first open section); course pages with Section radios (some
 * full), a "Grading option" menu, a "Join the waitlist if full" box and "Add to cart"; a
 * registration cart (a Grading menu and Remove per row, a required confirmation box, Register);
 * My schedule with Drop per row; waitlists; personal details (preferred name, pronouns, mobile,
 * emergency contact); notification settings (three boxes and a reminder slider); a transcript
 * request (type radios, a delivery menu, copies, recipient email, a date). Every form reaches the
 * server, so `state()` tells what the helper did.
 */
const TERMS = [
  ['spring-2027', 'Spring 2027'],
  ['summer-2027', 'Summer 2027'],
  ['fall-2027', 'Fall 2027'],
];
const SUBJECTS = [
  ['bio', 'Biology'],
  ['cs', 'Computer Science'],
  ['his', 'History'],
  ['math', 'Mathematics'],
  ['mus', 'Music'],
];
const LEVELS = ['100', '200', '300'];
const GRADING = [
  ['letter', 'Letter grade'],
  ['pass-fail', 'Pass/Fail'],
  ['audit', 'Audit'],
];
// code, title, subject, level, credits, terms (s: spring, u: summer, f: fall), sections [id, days, time, instructor, seats]
const COURSES = [
  ['BIO-101', 'Introduction to Biology', 'bio', '100', 4, 'sf', [['001', 'Mon/Wed/Fri', '9:00 AM', 'Dr. Hale', 12], ['002', 'Tue/Thu', '1:00 PM', 'Dr. Hale', 0]]],
  ['BIO-230', 'Genetics', 'bio', '200', 4, 's', [['001', 'Tue/Thu', '10:30 AM', 'Dr. Osei', 5]]],
  ['BIO-310', 'Marine Ecology', 'bio', '300', 3, 'su', [['001', 'Mon/Wed', '2:00 PM', 'Dr. Lind', 0]]],
  ['CS-110', 'Programming Fundamentals', 'cs', '100', 4, 'suf', [['001', 'Mon/Wed/Fri', '10:00 AM', 'Prof. Ng', 20], ['002', 'Tue/Thu', '9:00 AM', 'Prof. Ng', 3]]],
  ['CS-210', 'Data Structures', 'cs', '200', 4, 'sf', [['001', 'Mon/Wed/Fri', '11:00 AM', 'Prof. Adler', 8], ['002', 'Tue/Thu', '1:00 PM', 'Prof. Adler', 0]]],
  ['CS-330', 'Databases', 'cs', '300', 3, 's', [['001', 'Tue/Thu', '3:00 PM', 'Prof. Kim', 10]]],
  ['HIS-120', 'World History to 1500', 'his', '100', 3, 'sf', [['001', 'Mon/Wed/Fri', '1:00 PM', 'Dr. Rossi', 15]]],
  ['HIS-220', 'The Modern Mediterranean', 'his', '200', 3, 'f', [['001', 'Tue/Thu', '10:30 AM', 'Dr. Rossi', 6]]],
  ['HIS-245', 'History of Science', 'his', '200', 3, 'sf', [['001', 'Mon/Wed', '3:30 PM', 'Dr. Carver', 9]]],
  ['MATH-151', 'Calculus I', 'math', '100', 4, 'suf', [['001', 'Mon/Wed/Fri', '8:00 AM', 'Dr. Patel', 25], ['002', 'Tue/Thu', '11:00 AM', 'Dr. Patel', 2]]],
  ['MATH-152', 'Calculus II', 'math', '100', 4, 'sf', [['001', 'Mon/Wed/Fri', '9:00 AM', 'Dr. Ibarra', 7]]],
  ['MATH-240', 'Linear Algebra', 'math', '200', 3, 'sf', [['001', 'Tue/Thu', '2:00 PM', 'Dr. Ibarra', 11]]],
  ['MUS-150', 'Music Theory I', 'mus', '100', 3, 'sf', [['001', 'Mon/Wed', '11:00 AM', 'Prof. Varga', 14]]],
  ['MUS-260', 'Jazz Ensemble', 'mus', '200', 1, 'sf', [['001', 'Fri', '3:00 PM', 'Prof. Varga', 4]]],
].map(([code, title, subject, level, credits, terms, sections]) => ({
  code,
  title,
  subject,
  level,
  credits,
  terms: [...terms].map((t) => ({ s: 'spring-2027', u: 'summer-2027', f: 'fall-2027' })[t]),
  sections: sections.map(([id, days, time, instructor, seats]) => ({ id, days, time, instructor, seats })),
}));
const PRONOUNS = [
  ['', 'Prefer not to say'],
  ['she', 'she/her'],
  ['he', 'he/him'],
  ['they', 'they/them'],
];
const DELIVERY = [
  ['electronic', 'Electronic (PDF by email)'],
  ['mail', 'Mailed paper copy'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const box = (name, label, on) => `<p><label><input type="checkbox" name="${name}" value="on"${on ? ' checked' : ''}> ${esc(label)}</label></p>`;
const byCode = (code) => COURSES.find((c) => c.code === code);
const open = (c) => c.sections.find((s) => s.seats > 0);
const gradingName = (g) => GRADING.find(([k]) => k === g)?.[1];

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      cart: [
        { code: 'BIO-101', section: '001', grading: 'letter' },
        { code: 'MUS-150', section: '001', grading: 'letter' },
        { code: 'HIS-120', section: '001', grading: 'letter' },
      ],
      registered: [{ code: 'MATH-152', section: '001', grading: 'letter' }],
      waitlists: [],
      details: { preferredName: '', pronouns: '', mobile: '555-0100', emergencyName: '', emergencyPhone: '' },
      notify: { emailSeat: true, textSeat: false, digest: false, reminderDays: 7 },
      transcripts: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Ashgrove College</title><style>
body{font-family:Arial,sans-serif;margin:0;color:#1b1b1b} header{display:flex;gap:18px;align-items:center;padding:10px 24px;background:#213a63;color:#fff} header a{color:#fff}
main{padding:20px 24px;max-width:960px} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left} .full{color:#a33}
</style></head><body><header><a href="/"><strong>Ashgrove College</strong></a><nav aria-label="Student portal"><a href="/courses">Course search</a> <a href="/cart">Cart (${state.cart.length})</a> <a href="/schedule">My schedule</a> <a href="/waitlists">Waitlists</a> <a href="/details">Personal details</a> <a href="/notifications">Notifications</a> <a href="/transcript">Transcripts</a></nav></header><main>${body}</main></body></html>`;

  function searchPage(query, levels) {
    const term = TERMS.some(([k]) => k === query.term) ? query.term : TERMS[0][0];
    const searched = Object.keys(query).length > 0;
    let found = COURSES.filter((c) => c.terms.includes(term));
    if (query.subject) found = found.filter((c) => c.subject === query.subject);
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    found = found.filter((c) => words.every((w) => `${c.code} ${c.code.replace('-', ' ')} ${c.title}`.toLowerCase().includes(w)));
    if (levels.length) found = found.filter((c) => levels.includes(c.level));
    if (query.open === 'on') found = found.filter((c) => open(c));
    const rows = found
      .map((c) => {
        const seats = c.sections.reduce((n, s) => n + s.seats, 0);
        const add = open(c)
          ? `<form method="post" action="/cart/add"><input type="hidden" name="code" value="${c.code}"><input type="hidden" name="section" value="${open(c).id}"><input type="hidden" name="grading" value="letter"><button aria-label="Add ${esc(c.title)}">Add</button></form>`
          : '<span class="full">Full</span>';
        return `<tr><td><a href="/course/${c.code}?term=${term}">${c.code.replace('-', ' ')}</a></td><td>${esc(c.title)}</td><td>${c.credits} credits</td><td>${c.sections.length} ${c.sections.length === 1 ? 'section' : 'sections'}</td><td>${seats ? `${seats} seats open` : 'Full'}</td><td>${add}</td></tr>`;
      })
      .join('');
    return layout('Course search', `<h1>Course search</h1><form method="get" action="/courses">
<p><label for="term">Term</label> <select id="term" name="term">${options(TERMS, term)}</select>
<label for="subject">Subject</label> <select id="subject" name="subject">${options([['', 'Any subject'], ...SUBJECTS], query.subject ?? '')}</select></p>
<p><label for="kw">Keyword</label> <input id="kw" name="q" value="${esc(query.q ?? '')}" placeholder="Title or course code"></p>
<fieldset><legend>Course level</legend>${LEVELS.map((l) => `<label><input type="checkbox" name="level" value="${l}"${levels.includes(l) ? ' checked' : ''}> ${l}-level</label>`).join(' ')}</fieldset>
${box('open', 'Open sections only', query.open === 'on')}<button>Search</button></form>
${searched ? `<h2>${found.length} ${found.length === 1 ? 'course' : 'courses'} in ${TERMS.find(([k]) => k === term)[1]}</h2>${rows ? `<table><thead><tr><th>Course</th><th>Title</th><th>Credits</th><th>Sections</th><th>Seats</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>No courses match.</p>'}` : ''}`);
  }

  function coursePage(c, query) {
    const radios = c.sections
      .map((s, i) => `<label><input type="radio" name="section" value="${s.id}"${i === 0 ? ' checked' : ''}> Section ${s.id} — ${s.days} ${s.time}, ${esc(s.instructor)}, ${s.seats ? `${s.seats} seats left` : 'Full'}</label>`)
      .join('<br>');
    return layout(c.title, `<p><a href="/courses">‹ Course search</a></p><h1>${c.code.replace('-', ' ')}: ${esc(c.title)}</h1><p>${c.credits} credits · ${c.level}-level · ${SUBJECTS.find(([k]) => k === c.subject)[1]}</p>
${query.error ? '<p role="alert">That section is full. Tick "Join the waitlist if full" to wait for a seat.</p>' : ''}<form method="post" action="/cart/add"><input type="hidden" name="code" value="${c.code}">
<fieldset><legend>Section</legend>${radios}</fieldset>
<p><label for="grading">Grading option</label> <select id="grading" name="grading">${options(GRADING, 'letter')}</select></p>
${box('waitlist', 'Join the waitlist if full', false)}<button>Add to cart</button></form>`);
  }

  function cartPage(query) {
    const rows = state.cart
      .map((e, i) => {
        const c = byCode(e.code);
        return `<tr><td>${c.code.replace('-', ' ')}</td><td>${esc(c.title)}</td><td>Section ${e.section}</td><td>${c.credits}</td>
<td><form method="post" action="/cart/grading"><input type="hidden" name="index" value="${i}"><label for="g${i}">Grading</label> <select id="g${i}" name="grading" onchange="this.form.submit()">${options(GRADING, e.grading)}</select></form></td>
<td><form method="post" action="/cart/remove"><input type="hidden" name="index" value="${i}"><button aria-label="Remove ${esc(c.title)}">Remove</button></form></td></tr>`;
      })
      .join('');
    const credits = state.cart.reduce((n, e) => n + byCode(e.code).credits, 0);
    return layout('Registration cart', `<h1>Registration cart</h1>${query.error ? '<p role="alert">Please confirm the courses fit your degree plan.</p>' : ''}${rows ? `<table><thead><tr><th>Course</th><th>Title</th><th>Section</th><th>Credits</th><th>Grading</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Total: ${credits} credits</p>
<form method="post" action="/cart/register">${box('confirm', 'I confirm these courses fit my degree plan', false)}<button>Register</button></form>` : '<p>Your cart is empty.</p>'}`);
  }

  function schedulePage() {
    const rows = state.registered
      .map((e, i) => {
        const c = byCode(e.code);
        const s = c.sections.find((x) => x.id === e.section);
        return `<tr><td>${c.code.replace('-', ' ')}</td><td>${esc(c.title)}</td><td>${s.days} ${s.time}</td><td>${gradingName(e.grading)}</td><td><form method="post" action="/schedule/drop"><input type="hidden" name="index" value="${i}"><button aria-label="Drop ${esc(c.title)}">Drop</button></form></td></tr>`;
      })
      .join('');
    return layout('My schedule', `<h1>My schedule — Spring 2027</h1>${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>You are not registered for any courses.</p>'}`);
  }

  function detailsPage() {
    const d = state.details;
    return layout('Personal details', `<h1>Personal details</h1><form method="post" action="/details">
<p><label for="pname">Preferred name</label> <input id="pname" name="preferredName" value="${esc(d.preferredName)}"></p>
<p><label for="pron">Pronouns</label> <select id="pron" name="pronouns">${options(PRONOUNS, d.pronouns)}</select></p>
<p><label for="mob">Mobile phone</label> <input id="mob" name="mobile" type="tel" value="${esc(d.mobile)}"></p>
<fieldset><legend>Emergency contact</legend><p><label for="ename">Emergency contact name</label> <input id="ename" name="emergencyName" value="${esc(d.emergencyName)}"></p>
<p><label for="ephone">Emergency contact phone</label> <input id="ephone" name="emergencyPhone" type="tel" value="${esc(d.emergencyPhone)}"></p></fieldset>
<button>Save details</button></form>`);
  }

  function notificationsPage() {
    const n = state.notify;
    return layout('Notifications', `<h1>Notification settings</h1><form method="post" action="/notifications"><fieldset><legend>Waitlists and news</legend>
${box('emailSeat', 'Email me when a waitlist seat opens', n.emailSeat)}${box('textSeat', 'Text me when a waitlist seat opens', n.textSeat)}${box('digest', 'Weekly course digest', n.digest)}</fieldset>
<p><label for="remind">Remind me before registration opens (days)</label> <input id="remind" name="reminderDays" type="range" min="1" max="14" step="1" value="${n.reminderDays}"> <output for="remind">${n.reminderDays}</output></p>
<button>Save settings</button></form>`);
  }

  function transcriptPage() {
    return layout('Transcripts', `<h1>Request a transcript</h1><form method="post" action="/transcript">
<fieldset><legend>Transcript type</legend><label><input type="radio" name="type" value="official" checked> Official</label> <label><input type="radio" name="type" value="unofficial"> Unofficial</label></fieldset>
<p><label for="deliv">Delivery</label> <select id="deliv" name="delivery">${options(DELIVERY, 'electronic')}</select></p>
<p><label for="copies">Number of copies</label> <input id="copies" name="copies" type="number" min="1" max="5" value="1"></p>
<p><label for="temail">Recipient email</label> <input id="temail" name="email" type="email"></p>
<p><label for="by">Needed by</label> <input id="by" name="by" type="date"></p>
<button>Request transcript</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const levels = u.searchParams.getAll('level');
    if (levels.length) query.level = levels.join(',');
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/cart/add': {
          const c = byCode(form.code);
          const s = c?.sections.find((x) => x.id === form.section);
          if (!s || !gradingName(form.grading)) return { status: 400, html: 'Bad request' };
          if (!s.seats) {
            if (form.waitlist !== 'on') return { redirect: `/course/${c.code}?error=full` };
            if (!state.waitlists.some((w) => w.code === c.code)) state.waitlists.push({ code: c.code, section: s.id, grading: form.grading });
            return { redirect: '/waitlists' };
          }
          const e = state.cart.find((x) => x.code === c.code);
          if (e) Object.assign(e, { section: s.id, grading: form.grading });
          else state.cart.push({ code: c.code, section: s.id, grading: form.grading });
          return { redirect: '/cart' };
        }
        case '/cart/grading': {
          const e = state.cart[Number(form.index)];
          if (e && gradingName(form.grading)) e.grading = form.grading;
          return { redirect: '/cart' };
        }
        case '/cart/remove':
          state.cart.splice(Number(form.index), 1);
          return { redirect: '/cart' };
        case '/cart/register':
          if (form.confirm !== 'on') return { redirect: '/cart?error=confirm' };
          for (const e of state.cart) if (!state.registered.some((r) => r.code === e.code)) state.registered.push(e);
          state.cart = [];
          return { redirect: '/schedule' };
        case '/schedule/drop':
          state.registered.splice(Number(form.index), 1);
          return { redirect: '/schedule' };
        case '/details':
          state.details = {
            preferredName: (form.preferredName ?? '').trim(),
            pronouns: form.pronouns ?? '',
            mobile: (form.mobile ?? '').trim(),
            emergencyName: (form.emergencyName ?? '').trim(),
            emergencyPhone: (form.emergencyPhone ?? '').trim(),
          };
          return { redirect: '/details?saved=1' };
        case '/notifications':
          state.notify = { emailSeat: form.emailSeat === 'on', textSeat: form.textSeat === 'on', digest: form.digest === 'on', reminderDays: Number(form.reminderDays) };
          return { redirect: '/notifications?saved=1' };
        case '/transcript':
          state.transcripts.push({ type: form.type, delivery: form.delivery, copies: Number(form.copies) || 1, email: (form.email ?? '').trim(), by: form.by ?? '' });
          return { redirect: `/transcript/TR-${730 + state.transcripts.length}` };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const course = /^\/course\/([A-Z]+-\d+)$/.exec(u.pathname);
    const tr = /^\/transcript\/TR-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/')
      html = layout('Student portal', `<h1>Welcome back, Jordan</h1><p>Registration for Spring 2027 is open.</p><ul><li><a href="/courses">Search courses</a></li><li><a href="/cart">Registration cart</a></li><li><a href="/schedule">View my schedule</a></li><li><a href="/details">Update personal details</a></li><li><a href="/notifications">Notification settings</a></li><li><a href="/transcript">Request a transcript</a></li></ul>`);
    else if (u.pathname === '/courses') html = searchPage(Object.fromEntries(u.searchParams), levels);
    else if (course && byCode(course[1])) html = coursePage(byCode(course[1]), query);
    else if (u.pathname === '/cart') html = cartPage(query);
    else if (u.pathname === '/schedule') html = schedulePage();
    else if (u.pathname === '/waitlists')
      html = layout('Waitlists', `<h1>Waitlists</h1>${state.waitlists.length ? `<ul>${state.waitlists.map((w) => `<li>${w.code.replace('-', ' ')} ${esc(byCode(w.code).title)}, section ${w.section}</li>`).join('')}</ul>` : '<p>You are not on any waitlists.</p>'}`);
    else if (u.pathname === '/details') html = detailsPage();
    else if (u.pathname === '/notifications') html = notificationsPage();
    else if (u.pathname === '/transcript') html = transcriptPage();
    else if (tr && state.transcripts[Number(tr[1]) - 731]) html = layout('Transcript requested', `<h1>Transcript requested</h1><p>Request TR-${tr[1]}</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the cart, the schedule, waitlists, details, notification settings, transcript requests. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
