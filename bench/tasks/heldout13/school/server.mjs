/** Linden Language School: evening, weekend and online language courses, trial lessons and a student area. */
import { esc, gbp, parseUrl, parseBody, doc, radio, checkbox, field, select, clone } from '../web.mjs';

const LANGS = { spanish: 'Spanish', french: 'French', italian: 'Italian', german: 'German', japanese: 'Japanese' };
const LEVELS = { a1: 'Beginner (A1)', a2: 'Elementary (A2)', b1: 'Intermediate (B1)', b2: 'Upper-intermediate (B2)' };
const WHEN = { morning: 'Weekday mornings', evening: 'Weekday evenings', saturday: 'Saturdays' };
const FORMATS = { 'in-person': 'In person', online: 'Online' };
// id, language, level, when, format, schedule, starts, price, full
const COURSES = [
  ['ES-A1-EVE', 'spanish', 'a1', 'evening', 'in-person', 'Mondays and Wednesdays, 6:30–8 pm', 'Monday 11 January 2027', 240, false],
  ['ES-A1-SAT', 'spanish', 'a1', 'saturday', 'in-person', 'Saturdays, 10 am–1 pm', 'Saturday 9 January 2027', 240, false],
  ['ES-B1-EVE', 'spanish', 'b1', 'evening', 'online', 'Thursdays, 7–8:30 pm', 'Thursday 14 January 2027', 210, false],
  ['ES-B1-MOR', 'spanish', 'b1', 'morning', 'in-person', 'Tuesdays and Thursdays, 10–11:30 am', 'Tuesday 12 January 2027', 240, false],
  ['FR-A1-EVE', 'french', 'a1', 'evening', 'online', 'Tuesdays, 6:30–8 pm', 'Tuesday 12 January 2027', 210, false],
  ['FR-A2-SAT', 'french', 'a2', 'saturday', 'in-person', 'Saturdays, 10 am–1 pm', 'Saturday 9 January 2027', 240, false],
  ['FR-A1-SAT', 'french', 'a1', 'saturday', 'online', 'Saturdays, 9–10:30 am', 'Saturday 9 January 2027', 195, false],
  ['FR-B2-EVE', 'french', 'b2', 'evening', 'in-person', 'Wednesdays, 6:30–8:30 pm', 'Wednesday 13 January 2027', 260, false],
  ['IT-A1-MOR', 'italian', 'a1', 'morning', 'online', 'Mondays, 10–11:30 am', 'Monday 11 January 2027', 210, false],
  ['IT-A1-EVE', 'italian', 'a1', 'evening', 'in-person', 'Thursdays, 6:30–8 pm', 'Thursday 14 January 2027', 240, true],
  ['DE-A2-EVE', 'german', 'a2', 'evening', 'online', 'Mondays, 7–8:30 pm', 'Monday 11 January 2027', 210, false],
  ['DE-A1-SAT', 'german', 'a1', 'saturday', 'in-person', 'Saturdays, 2–5 pm', 'Saturday 9 January 2027', 240, false],
  ['JA-A1-SAT', 'japanese', 'a1', 'saturday', 'in-person', 'Saturdays, 2–4 pm', 'Saturday 9 January 2027', 280, false],
  ['JA-A1-EVE', 'japanese', 'a1', 'evening', 'online', 'Wednesdays, 7–8:30 pm', 'Wednesday 13 January 2027', 260, false],
].map(([id, lang, level, when, format, schedule, starts, price, full]) => ({ id, lang, level, when, format, schedule, starts, price, full }));
const course = (id) => COURSES.find((c) => c.id === id);
const title = (c) => `${LANGS[c.lang]} ${LEVELS[c.level]} – ${WHEN[c.when].toLowerCase()}, ${FORMATS[c.format].toLowerCase()}`;
const TRIAL_TIMES = ['10:00 am', '11:00 am', '2:00 pm', '6:00 pm', '7:00 pm'];

const header = `<header><a href="/">Linden Language School</a>
<nav aria-label="Main"><ul>
<li><details><summary>Courses</summary><ul>${Object.entries(LANGS).map(([k, n]) => `<li><a href="/languages/${k}">${n}</a></li>`).join('')}<li><a href="/courses">All courses</a></li></ul></details></li>
<li><a href="/trial">Free trial lesson</a></li><li><a href="/level-test">Level test</a></li><li><a href="/business">For business</a></li>
<li><details><summary aria-label="Menu">☰</summary><ul><li><a href="/account">Student area</a></li><li><a href="/teachers">Our teachers</a></li><li><a href="/contact">Contact us</a></li></ul></details></li>
</ul></nav></header>`;
const footer = `<footer><section><h2>Newsletter</h2><form action="/newsletter" method="post">${field('nl-email', 'Your email', 'email')}
<fieldset><legend>How often?</legend>${radio('freq', 'weekly', 'Weekly', false, false)} ${radio('freq', 'monthly', 'Monthly', true, false)}</fieldset>
${select('nl-lang', 'News about', [['all', 'All languages'], ...Object.entries(LANGS)], 'all')}<button type="submit">Subscribe</button></form></section>
<p>Linden Language School · 3 Linden Square, Bristol BS8 1HT · 0117 496 0100</p></footer>`;
const page = (t, main) => doc(`${t} · Linden Language School`, header, main, footer);

function finder(q, withSort) {
  return `<form action="/courses" method="get">
${select('language', 'Language', [['', 'Any language'], ...Object.entries(LANGS)], q.language, withSort)}
${select('level', 'Level', [['', 'Any level'], ...Object.entries(LEVELS)], q.level, withSort)}
<fieldset><legend>Format</legend>${radio('format', '', 'Any', !q.format, withSort)} ${radio('format', 'in-person', 'In person', q.format === 'in-person', withSort)} ${radio('format', 'online', 'Online', q.format === 'online', withSort)}</fieldset>
${select('when', 'When', [['', 'Any time'], ...Object.entries(WHEN)], q.when, withSort)}
${withSort ? select('sort', 'Sort by', [['', 'Start date'], ['price', 'Price: low to high']], q.sort, true) : ''}
<button type="submit">Find courses</button></form>`;
}
function courseList(xs, sort) {
  if (sort === 'price') xs = [...xs].sort((a, b) => a.price - b.price);
  return `<p>${xs.length} course${xs.length === 1 ? '' : 's'}</p><ul>${xs.map((c) => `<li><h3>${esc(title(c))}</h3><p>${esc(c.schedule)} · 10 weeks from ${c.starts} · ${gbp(c.price)}</p>${c.full ? `<p>Fully booked</p><a href="/waiting-list?course=${c.id}">Join the waiting list</a>` : `<a href="/enrol?course=${c.id}">Enrol</a>`}</li>`).join('')}</ul>`;
}
const ACCOUNT = { name: 'Jamie Fox', email: 'jamie.fox@example.com', phone: '07700 900150', address: '5 Park Row', town: 'Bristol', postcode: 'BS1 5LJ', course: 'ES-B1-EVE', status: 'active' };

export function createSite() {
  let s;
  const reset = () => {
    s = { page: { path: '/', query: {} }, pending: null, enrolments: [], waitingList: [], trials: [], levelTests: [], newsletter: [], account: clone(ACCOUNT), pauses: [], invoiceRequests: [], enquiries: [] };
  };
  reset();

  function get(path, q) {
    if (path === '/') {
      return page('Learn a language in Bristol or online', `<h1>Speak with confidence</h1><p>Small classes, friendly teachers, in Clifton or online.</p>
<section><h2>Find a course</h2>${finder({}, false)}</section>
<section><h2>Our languages</h2><ul>${Object.entries(LANGS).map(([k, n]) => `<li><a href="/languages/${k}">${n} courses</a></li>`).join('')}</ul></section>
<section><h2>Not sure where to start?</h2><p><a href="/trial">Book a free trial lesson</a> or <a href="/level-test">take our free level test</a>.</p></section>`);
    }
    if (path === '/courses') {
      const xs = COURSES.filter((c) => (!q.language || c.lang === q.language) && (!q.level || c.level === q.level) && (!q.format || c.format === q.format) && (!q.when || c.when === q.when));
      return page('Courses', `<h1>Courses starting in January</h1>${finder(q, true)}${courseList(xs, q.sort)}`);
    }
    const lm = path.match(/^\/languages\/([a-z]+)$/);
    if (lm && LANGS[lm[1]]) return page(`${LANGS[lm[1]]} courses`, `<h1>${LANGS[lm[1]]} courses</h1><p>All levels, 10-week terms.</p>${courseList(COURSES.filter((c) => c.lang === lm[1]), '')}`);
    if (path === '/enrol') {
      const c = course(q.course);
      if (!c || c.full) return { status: 404 };
      return page('Enrol', `<h1>Enrol: ${esc(title(c))}</h1><p>${esc(c.schedule)} · from ${c.starts} · ${gbp(c.price)}</p>
<form action="/enrol" method="post"><input type="hidden" name="course" value="${c.id}">${field('first', 'First name')}${field('last', 'Last name')}${field('email', 'Email', 'email')}${field('phone', 'Phone', 'tel')}
<fieldset><legend>How would you like to pay?</legend>${radio('pay', 'full', 'Pay in full', true, false)} ${radio('pay', 'instalments', 'Pay in 3 monthly instalments', false, false)}</fieldset>
<p>${checkbox('book', 'yes', 'Add the course book (+£25)', false, false)}</p><button type="submit">Continue</button></form>`);
    }
    if (path === '/enrol/review') {
      const p = s.pending;
      if (!p) return { redirect: '/courses' };
      const c = course(p.course);
      return page('Check your enrolment', `<h1>Check your enrolment</h1><dl><dt>Course</dt><dd>${esc(title(c))}</dd><dt>Student</dt><dd>${esc(p.first)} ${esc(p.last)}, ${esc(p.email)}, ${esc(p.phone)}</dd><dt>Payment</dt><dd>${p.pay === 'full' ? 'In full' : '3 monthly instalments'}</dd><dt>Course book</dt><dd>${p.book ? 'Yes' : 'No'}</dd><dt>Total</dt><dd>${gbp(p.total)}</dd></dl>
<form action="/enrol/confirm" method="post"><button type="submit">Confirm enrolment</button></form><a href="/enrol?course=${c.id}">Change details</a>`);
    }
    const dm = path.match(/^\/enrol\/done\/(EN-\d+)$/);
    if (dm) return page('Enrolled', `<h1>You're enrolled</h1><p>Reference ${dm[1]}</p>`);
    if (path === '/waiting-list') {
      const c = course(q.course);
      if (!c) return { status: 404 };
      return page('Waiting list', `<h1>Join the waiting list: ${esc(title(c))}</h1><form action="/waiting-list" method="post"><input type="hidden" name="course" value="${c.id}">${field('name', 'Your name')}${field('email', 'Email', 'email')}<button type="submit">Join waiting list</button></form>`);
    }
    if (path === '/trial') {
      return page('Free trial lesson', `<h1>Book a free 30-minute trial lesson</h1><form action="/trial" method="post">
${select('language', 'Language', Object.entries(LANGS), 'spanish')}
<fieldset><legend>Format</legend>${radio('format', 'online', 'Online', true, false)} ${radio('format', 'in-person', 'In person', false, false)}</fieldset>
${field('date', 'Date', 'date')}${select('time', 'Time', TRIAL_TIMES.map((t) => [t, t]), TRIAL_TIMES[0])}${field('name', 'Your name')}${field('email', 'Email', 'email')}
<p><label for="note">Anything we should know? (optional)</label> <textarea id="note" name="note"></textarea></p><button type="submit">Book my free trial</button></form>`);
    }
    if (path === '/level-test') {
      return page('Level test', `<h1>Free online level test</h1><p>We'll email you a 20-minute test and a teacher will mark it.</p><form action="/level-test" method="post">
${select('language', 'Language', Object.entries(LANGS), 'spanish')}${select('guess', 'What level do you think you are?', [['', "I don't know"], ...Object.entries(LEVELS)], '')}${field('name', 'Your name')}${field('email', 'Email', 'email')}<button type="submit">Send me the test</button></form>`);
    }
    if (path === '/account') {
      const a = s.account;
      const c = course(a.course);
      return page('Student area', `<h1>Hello, ${esc(a.name)}</h1><section><h2>My course</h2><p>${esc(title(c))}, ${esc(c.schedule)}</p><p>Status: ${a.status === 'paused' ? 'Paused' : 'Active'}</p>
<ul><li><a href="/account/switch">Switch class</a></li><li><a href="/account/pause">Pause my course</a></li><li><a href="/account/invoice">Request an invoice</a></li></ul></section>
<section><h2>My details</h2><p>${esc(a.email)} · ${esc(a.phone)} · ${esc(a.address)}, ${esc(a.town)} ${esc(a.postcode)}</p><a href="/account/details">Edit my details</a></section>`);
    }
    if (path === '/account/switch') {
      const cur = course(s.account.course);
      const others = COURSES.filter((c) => c.lang === cur.lang && c.level === cur.level && c.id !== cur.id && !c.full);
      return page('Switch class', `<h1>Switch class</h1><p>You can move to another ${LANGS[cur.lang]} ${LEVELS[cur.level]} class.</p><form action="/account/switch" method="post"><fieldset><legend>New class</legend>${others.map((c) => radio('course', c.id, `${c.schedule}, ${FORMATS[c.format].toLowerCase()}`, false, false)).join(' ')}</fieldset><button type="submit">Confirm switch</button></form>`);
    }
    if (path === '/account/pause') {
      return page('Pause my course', `<h1>Pause my course</h1><form action="/account/pause" method="post">${select('months', 'Pause for', [['1', '1 month'], ['2', '2 months'], ['3', '3 months']], '1')}
<fieldset><legend>Reason</legend>${['Travel', 'Illness', 'Work', 'Other'].map((r) => radio('reason', r.toLowerCase(), r, false, false)).join(' ')}</fieldset><button type="submit">Pause course</button></form>`);
    }
    if (path === '/account/invoice') {
      return page('Request an invoice', `<h1>Request an invoice</h1><form action="/account/invoice" method="post">${field('company', 'Company name (optional)')}${field('po', 'Purchase order number (optional)')}
<fieldset><legend>Send it by</legend>${radio('by', 'email', 'Email', true, false)} ${radio('by', 'post', 'Post', false, false)}</fieldset><button type="submit">Request invoice</button></form>`);
    }
    if (path === '/account/details') {
      const a = s.account;
      return page('My details', `<h1>My details</h1><form action="/account/details" method="post">${field('phone', 'Phone', 'tel', a.phone)}${field('address', 'Address', 'text', a.address)}${field('town', 'Town or city', 'text', a.town)}${field('postcode', 'Postcode', 'text', a.postcode)}<button type="submit">Save details</button></form>`);
    }
    if (path === '/business' || path === '/contact') {
      return page(path === '/business' ? 'For business' : 'Contact us', `<h1>${path === '/business' ? 'Language training for your team' : 'Contact us'}</h1><form action="/contact" method="post">
${select('topic', 'Topic', [['general', 'General question'], ['business', 'Business & group courses'], ['private', 'Private lessons'], ['courses', 'Courses and enrolment']], path === '/business' ? 'business' : 'general')}
${field('name', 'Your name')}${field('email', 'Email', 'email')}<p><label for="message">Message</label> <textarea id="message" name="message"></textarea></p><button type="submit">Send message</button></form>`);
    }
    const th = { '/trial/booked': 'Your trial is booked', '/level-test/sent': 'Check your inbox', '/newsletter/thanks': "You're subscribed", '/waiting-list/joined': "You're on the waiting list", '/contact/sent': 'Thanks, we will reply within one working day', '/teachers': 'Our teachers' };
    if (th[path]) return page(th[path], `<h1>${th[path]}</h1>`);
    return { status: 404 };
  }

  function post(path, b) {
    const need = (...ks) => ks.every((k) => (b[k] || '').trim());
    if (path === '/enrol') {
      const c = course(b.course);
      if (!c || c.full || !need('first', 'last', 'email', 'phone')) return { status: 400 };
      s.pending = { course: c.id, first: b.first.trim(), last: b.last.trim(), email: b.email.trim(), phone: b.phone.trim(), pay: b.pay === 'instalments' ? 'instalments' : 'full', book: b.book === 'yes', total: c.price + (b.book === 'yes' ? 25 : 0) };
      return { redirect: '/enrol/review' };
    }
    if (path === '/enrol/confirm') {
      if (!s.pending) return { status: 400 };
      const ref = `EN-${401 + s.enrolments.length}`;
      s.enrolments.push({ ref, ...s.pending });
      s.pending = null;
      return { redirect: `/enrol/done/${ref}` };
    }
    if (path === '/waiting-list') {
      if (!course(b.course) || !need('name', 'email')) return { status: 400 };
      s.waitingList.push({ course: b.course, name: b.name.trim(), email: b.email.trim() });
      return { redirect: '/waiting-list/joined' };
    }
    if (path === '/trial') {
      if (!LANGS[b.language] || !/^\d{4}-\d\d-\d\d$/.test(b.date || '') || !need('name', 'email')) return { status: 400 };
      s.trials.push({ language: b.language, format: b.format, date: b.date, time: b.time, name: b.name.trim(), email: b.email.trim(), note: (b.note || '').trim() });
      return { redirect: '/trial/booked' };
    }
    if (path === '/level-test') {
      if (!need('name', 'email')) return { status: 400 };
      s.levelTests.push({ language: b.language, guess: b.guess || '', name: b.name.trim(), email: b.email.trim() });
      return { redirect: '/level-test/sent' };
    }
    if (path === '/newsletter') {
      if (!need('nl-email')) return { status: 400 };
      s.newsletter.push({ email: b['nl-email'].trim(), frequency: b.freq, languages: b['nl-lang'] });
      return { redirect: '/newsletter/thanks' };
    }
    if (path === '/account/switch') {
      if (!course(b.course)) return { status: 400 };
      s.account.course = b.course;
      return { redirect: '/account' };
    }
    if (path === '/account/pause') {
      if (!b.reason) return { status: 400 };
      s.account.status = 'paused';
      s.pauses.push({ months: +b.months, reason: b.reason });
      return { redirect: '/account' };
    }
    if (path === '/account/invoice') {
      s.invoiceRequests.push({ company: (b.company || '').trim(), po: (b.po || '').trim(), by: b.by });
      return { redirect: '/account' };
    }
    if (path === '/account/details') {
      if (!need('phone', 'address', 'town', 'postcode')) return { status: 400 };
      Object.assign(s.account, { phone: b.phone.trim(), address: b.address.trim(), town: b.town.trim(), postcode: b.postcode.trim() });
      return { redirect: '/account' };
    }
    if (path === '/contact') {
      if (!need('name', 'email', 'message')) return { status: 400 };
      s.enquiries.push({ topic: b.topic, name: b.name.trim(), email: b.email.trim(), message: b.message.trim() });
      return { redirect: '/contact/sent' };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body));
      const r = get(path, query);
      if (typeof r === 'string') {
        s.page = { path, query };
        return { html: r };
      }
      return r;
    },
    state: () => clone(s),
    restore(st) {
      s = clone(st);
    },
    reset,
  };
}
