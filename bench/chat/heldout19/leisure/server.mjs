// Riverside Leisure Centre: pool and class timetable with bookings, children's swimming lessons,
// memberships and opening times.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Riverside Leisure Centre';
const NAV = [['/', 'Home'], ['/timetable', 'Timetable'], ['/lessons', 'Swimming lessons'], ['/memberships', 'Memberships'], ['/opening-times', 'Opening times'], ['/bookings', 'My bookings']];

const DAY0 = Date.UTC(2026, 10, 28); // Saturday 28 November 2026
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
export const DAYS = Array.from({ length: 7 }, (_, i) => {
  const d = new Date(DAY0 + i * 86400000);
  return { iso: d.toISOString().slice(0, 10), wd: d.getUTCDay(), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`, short: `${WD[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()}` };
});

const KINDS = { swim: 'Swimming', class: 'Fitness classes', court: 'Courts & sports hall' };
const PRICES = { swim: 5.2, class: 7.5, court: 11 };
// [time, end, name, kind, place, capacity]
const WEEKDAY = [
  ['07:00', '08:00', 'Early lane swim', 'swim', 'Main pool', 30],
  ['09:30', '10:15', 'Aqua aerobics', 'class', 'Learner pool', 16],
  ['12:15', '13:00', 'Lunchtime lane swim', 'swim', 'Main pool', 30],
  ['17:30', '18:15', 'Spin', 'class', 'Studio 2', 14],
  ['18:30', '19:30', 'Yoga', 'class', 'Studio 1', 18],
  ['19:00', '20:00', 'Badminton court', 'court', 'Sports hall', 4],
  ['19:30', '20:30', 'Adult lane swim', 'swim', 'Main pool', 30],
];
const SAT = [
  ['08:00', '09:30', 'Lane swim', 'swim', 'Main pool', 30],
  ['10:00', '11:30', 'Family fun swim (inflatable)', 'swim', 'Main pool', 60],
  ['11:00', '11:45', 'Zumba', 'class', 'Studio 1', 20],
  ['14:00', '16:00', 'Public swim', 'swim', 'Main pool', 80],
  ['16:00', '17:00', 'Badminton court', 'court', 'Sports hall', 4],
];
const SUN = [
  ['09:00', '10:30', 'Lane swim', 'swim', 'Main pool', 30],
  ['10:30', '11:30', 'Pilates', 'class', 'Studio 1', 16],
  ['12:00', '13:30', 'Family fun swim (inflatable)', 'swim', 'Main pool', 60],
  ['15:00', '16:30', 'Public swim', 'swim', 'Main pool', 80],
];
const FULL = new Set(['2026-11-28-zumba', '2026-11-29-family-fun-swim-inflatable', '2026-11-30-spin', '2026-12-02-yoga', '2026-12-01-badminton-court']);
const slug = (s) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export const SESSIONS = DAYS.flatMap((d) => (d.wd === 6 ? SAT : d.wd === 0 ? SUN : WEEKDAY).map(([time, end, name, kind, place, cap], i) => {
  const id = `${d.iso}-${slug(name)}`;
  const taken = FULL.has(id) ? cap : Math.floor(cap * (0.35 + ((i * 7 + d.wd * 3) % 5) / 10));
  return { id, day: d.iso, dayLabel: d.label, time, end, name, kind, place, left: cap - taken };
}));
const SS = Object.fromEntries(SESSIONS.map((s) => [s.id, s]));

export const LESSON_CLASSES = [
  { id: 's1-mon', stage: '1', day: 'Monday', time: '16:30', full: false },
  { id: 's1-sat', stage: '1', day: 'Saturday', time: '09:00', full: true },
  { id: 's2-tue', stage: '2', day: 'Tuesday', time: '16:30', full: true },
  { id: 's2-sat', stage: '2', day: 'Saturday', time: '09:30', full: false },
  { id: 's3-wed', stage: '3', day: 'Wednesday', time: '17:00', full: false },
  { id: 's3-sun', stage: '3', day: 'Sunday', time: '10:00', full: true },
  { id: 's4-thu', stage: '4', day: 'Thursday', time: '17:30', full: false },
  { id: 's5-fri', stage: '5', day: 'Friday', time: '17:30', full: false },
];
const LC = Object.fromEntries(LESSON_CLASSES.map((c) => [c.id, c]));
const STAGES = { 1: 'Stage 1 — water confidence (from age 4)', 2: 'Stage 2 — floating and kicking', 3: 'Stage 3 — 10 metres unaided', 4: 'Stage 4 — front crawl and backstroke', 5: 'Stage 5 — 25 metres, diving' };

export const PLANS = {
  'swim-only': { name: 'Swim only', monthly: 24, annual: 240, what: 'Unlimited swimming at all public and lane sessions' },
  'gym-swim': { name: 'Gym & swim', monthly: 39, annual: 390, what: 'Gym, swimming and all fitness classes' },
  'off-peak': { name: 'Off-peak', monthly: 19, annual: 190, what: 'Gym and swimming on weekdays 9:00–16:00 and weekends' },
  'family': { name: 'Family', monthly: 65, annual: 650, what: 'Swimming for two adults and up to three children, plus a free lesson place' },
};
const STARTS = [['2026-12-01', '1 December 2026'], ['2027-01-01', '1 January 2027'], ['2027-02-01', '1 February 2027']];

export function createSite() {
  let S;
  let consent = false;
  const fresh = () => ({ page: { path: '/', query: {} }, draft: null, bookings: [], lessons: [], memberships: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const url = withQuery(path, query, {});
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookies on this site" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem">
<p>We use essential cookies to make this site work, and optional analytics cookies.</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(url)}"><button type="submit" name="choice" value="accept">Accept</button> <button type="submit" name="choice" value="reject">Reject optional cookies</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV, title, body: banner + body, q: query.q || '', searchLabel: 'Search the site' }) };
  }

  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' (required)' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;

  function timetable(query) {
    const day = DAYS.find((d) => d.iso === query.day) || DAYS[0];
    let rows = SESSIONS.filter((s) => s.day === day.iso);
    if (query.activity) rows = rows.filter((s) => s.kind === query.activity);
    const hour = (s) => parseInt(s.time, 10);
    if (query.time === 'morning') rows = rows.filter((s) => hour(s) < 12);
    if (query.time === 'afternoon') rows = rows.filter((s) => hour(s) >= 12 && hour(s) < 17);
    if (query.time === 'evening') rows = rows.filter((s) => hour(s) >= 17);
    const strip = `<nav aria-label="Days">${DAYS.map((d) => `<a class="opt${d === day ? ' sel' : ''}" href="${esc(withQuery('/timetable', query, { day: d.iso }))}"${d === day ? ' aria-current="page"' : ''}>${d.short}</a>`).join(' ')}</nav>`;
    const sel = (name, opts) => `<select name="${name}" id="t-${name}">${opts.map(([v, t]) => `<option value="${v}"${(query[name] || '') === v ? ' selected' : ''}>${t}</option>`).join('')}</select>`;
    const form = `<form method="get" action="/timetable"><input type="hidden" name="day" value="${day.iso}">
<label for="t-activity">Activity</label>${sel('activity', [['', 'All activities'], ...Object.entries(KINDS)])}
<label for="t-time">Time of day</label>${sel('time', [['', 'Any time'], ['morning', 'Morning'], ['afternoon', 'Afternoon'], ['evening', 'Evening']])}
<button type="submit">Show</button></form>`;
    const table = rows.length ? `<table><thead><tr><th>Time</th><th>Session</th><th>Where</th><th>Spaces</th><th></th></tr></thead><tbody>${rows.map((s) => `<tr><td>${s.time}–${s.end}</td><td>${esc(s.name)}</td><td>${esc(s.place)}</td><td>${s.left ? `${s.left} left` : 'Fully booked'}</td><td>${s.left ? `<a href="/book/${s.id}" aria-label="Book ${esc(s.name)} at ${s.time}">Book</a>` : ''}</td></tr>`).join('')}</tbody></table>` : '<p>No sessions match.</p>';
    return view('/timetable', query, `Timetable — ${day.label}`, `${strip}${form}${table}<p>Prices: swimming ${money(PRICES.swim)}, classes ${money(PRICES.class)}, court hire ${money(PRICES.court)} per court. Members book free.</p>`);
  }

  function bookPage(s, query, form = {}, errs = []) {
    if (!s.left) return view(`/book/${s.id}`, query, s.name, `<p>${esc(s.dayLabel)}, ${s.time}. <strong>This session is fully booked.</strong></p><p><a href="/timetable?day=${s.day}">Back to the timetable</a></p>`);
    const d = S.draft && S.draft.session === s.id ? S.draft : null;
    const val = (k) => (one(form, k) ? form : d && d[k] ? { [k]: [d[k]] } : {});
    const who = s.kind === 'court' ? 'Players' : 'People';
    const max = s.kind === 'court' ? 4 : Math.min(6, s.left);
    const people = one(form, 'people') || (d && d.people) || '1';
    const body = `<p>${esc(s.dayLabel)}, ${s.time}–${s.end}, ${esc(s.place)}. ${s.left} space${s.left === 1 ? '' : 's'} left.</p><p>Price ${money(PRICES[s.kind])} ${s.kind === 'court' ? 'per court' : 'per person'}; free for members.</p>
${errs.length ? '<p class="err" role="alert">There is a problem: fill in the required fields.</p>' : ''}
<form method="post" action="/book/${s.id}">${field(val('name'), 'name', 'Full name', true)}${field(val('email'), 'email', 'Email', true, 'email')}${field(val('phone'), 'phone', 'Mobile', false, 'tel')}
<label>${who} <select name="people">${Array.from({ length: max }, (_, i) => `<option${people === String(i + 1) ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></label>
${field(val('member'), 'member', 'Membership number (if you have one)', false)}
<button type="submit">Continue</button></form><p><a href="/timetable?day=${s.day}">Back to the timetable</a></p>`;
    return view(`/book/${s.id}`, query, `Book: ${s.name}`, body);
  }

  function review(query) {
    const d = S.draft;
    if (!d) return view('/book/review', query, 'Check your booking', '<p>Nothing to check. <a href="/timetable">Go to the timetable</a></p>');
    const s = SS[d.session];
    const cost = d.member ? 0 : PRICES[s.kind] * (s.kind === 'court' ? 1 : Number(d.people));
    const body = `<dl><dt>Session</dt><dd>${esc(s.name)}</dd><dt>When</dt><dd>${esc(s.dayLabel)}, ${s.time}–${s.end}</dd><dt>Where</dt><dd>${esc(s.place)}</dd>
<dt>Name</dt><dd>${esc(d.name)}</dd><dt>Email</dt><dd>${esc(d.email)}</dd>${d.phone ? `<dt>Mobile</dt><dd>${esc(d.phone)}</dd>` : ''}<dt>${s.kind === 'court' ? 'Players' : 'People'}</dt><dd>${d.people}</dd>${d.member ? `<dt>Membership</dt><dd>${esc(d.member)}</dd>` : ''}
<dt>To pay at reception</dt><dd>${cost ? money(cost) : 'Nothing (members book free)'}</dd></dl>
<p><a href="/book/${s.id}">Change details</a></p><form method="post" action="/book/confirm"><button type="submit">Confirm booking</button></form>`;
    return view('/book/review', query, 'Check your booking', body);
  }

  function lessons(query) {
    const stage = STAGES[query.stage] ? query.stage : '';
    const stages = `<ul>${Object.entries(STAGES).map(([n, t]) => `<li><a href="${withQuery('/lessons', {}, { stage: n })}"${n === stage ? ' aria-current="page"' : ''}>${esc(t)}</a></li>`).join('')}</ul>`;
    const classes = stage ? `<h2>Stage ${stage} classes</h2><table><thead><tr><th>Day</th><th>Time</th><th>Places</th><th></th></tr></thead><tbody>${LESSON_CLASSES.filter((c) => c.stage === stage).map((c) => `<tr><td>${c.day}</td><td>${c.time}</td><td>${c.full ? 'Full' : 'Places available'}</td><td><a href="/lessons/apply?class=${c.id}">${c.full ? 'Join the waiting list' : 'Book a place'}</a></td></tr>`).join('')}</tbody></table>` : '<p>Choose your child\'s stage to see class times.</p>';
    return view('/lessons', query, "Children's swimming lessons", `<p>Lessons run in 10-week terms; the spring term starts on 4 January. A term costs £72 (£0 extra for Family members' first child). Not sure of the stage? Ask for a free assessment at reception.</p>${stages}${classes}`);
  }

  function applyPage(query, form = {}, errs = []) {
    const c = LC[query.class];
    if (!c) return view('/lessons/apply', query, 'Book a lesson place', '<p>Choose a class first. <a href="/lessons">Swimming lessons</a></p>');
    const body = `<p>Stage ${c.stage}, ${c.day}s at ${c.time}. ${c.full ? '<strong>This class is full: this form puts your child on the waiting list.</strong>' : 'Places available.'}</p>
${errs.length ? '<p class="err" role="alert">There is a problem: fill in the required fields.</p>' : ''}
<form method="post" action="/lessons/apply"><input type="hidden" name="class" value="${c.id}">
<fieldset><legend>Child</legend>${field(form, 'child', "Child's name", true)}${field(form, 'age', "Child's age", true, 'number')}</fieldset>
<fieldset><legend>Parent or carer</legend>${field(form, 'parent', 'Your name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone', false, 'tel')}</fieldset>
<label>Medical or access needs <textarea name="notes">${esc(one(form, 'notes'))}</textarea></label>
<button type="submit">${c.full ? 'Join waiting list' : 'Book place'}</button></form>`;
    return view('/lessons/apply', query, c.full ? 'Join the waiting list' : 'Book a lesson place', body);
  }

  function join(query, form = {}, errs = []) {
    const plan = PLANS[query.plan] ? query.plan : 'gym-swim';
    const term = query.term === 'annual' ? 'annual' : 'monthly';
    const P = PLANS[plan];
    const plans = `<p>Plan: ${Object.entries(PLANS).map(([id, p]) => `<a class="opt${id === plan ? ' sel' : ''}" href="${esc(withQuery('/join', query, { plan: id }))}"${id === plan ? ' aria-current="true"' : ''}>${esc(p.name)}</a>`).join(' ')}</p>
<p>Pay: ${[['monthly', 'Monthly'], ['annual', 'Annually (2 months free)']].map(([v, t]) => `<a class="opt${v === term ? ' sel' : ''}" href="${esc(withQuery('/join', query, { term: v }))}"${v === term ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p>`;
    const body = `${plans}<p><strong>${esc(P.name)}</strong>: ${esc(P.what)}. ${term === 'annual' ? `${money(P.annual)} a year` : `${money(P.monthly)} a month, 12-month minimum`}. No joining fee until 31 December.</p>
${errs.length ? '<p class="err" role="alert">There is a problem: fill in the required fields.</p>' : ''}
<form method="post" action="/join"><input type="hidden" name="plan" value="${plan}"><input type="hidden" name="term" value="${term}">
${field(form, 'name', 'Full name', true)}${field(form, 'dob', 'Date of birth', false)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone', false, 'tel')}${field(form, 'postcode', 'Postcode', true)}
<label>Start date <select name="start">${STARTS.map(([v, t]) => `<option value="${v}"${one(form, 'start') === v ? ' selected' : ''}>${t}</option>`).join('')}</select></label>
<button type="submit">Join now</button></form>`;
    return view('/join', query, 'Join Riverside', body);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/book/confirm') {
        const d = S.draft;
        if (!d) return { redirect: '/timetable' };
        const b = { ref: `RL${5101 + S.bookings.length}`, ...d, status: 'booked' };
        S.bookings.push(b); S.draft = null;
        return { redirect: `/bookings/${b.ref}` };
      }
      if ((m = path.match(/^\/book\/([\w-]+)$/)) && SS[m[1]]) {
        const s = SS[m[1]];
        if (!s.left) return { redirect: `/book/${s.id}` };
        const errs = ['name', 'email'].filter((k) => !one(form, k));
        if (errs.length) return bookPage(s, {}, form, errs);
        const d = { session: s.id, name: one(form, 'name'), email: one(form, 'email'), people: one(form, 'people') || '1' };
        if (one(form, 'phone')) d.phone = one(form, 'phone');
        if (one(form, 'member')) d.member = one(form, 'member');
        S.draft = d;
        return { redirect: '/book/review' };
      }
      if ((m = path.match(/^\/bookings\/(RL\d+)\/cancel$/))) {
        const b = S.bookings.find((x) => x.ref === m[1]);
        if (b && b.status === 'booked') { b.status = 'cancelled'; if (one(form, 'reason')) b.reason = one(form, 'reason'); }
        return { redirect: '/bookings' };
      }
      if (path === '/lessons/apply') {
        const c = LC[one(form, 'class')];
        if (!c) return { redirect: '/lessons' };
        const errs = ['child', 'age', 'parent', 'email'].filter((k) => !one(form, k));
        if (errs.length) return applyPage({ class: c.id }, form, errs);
        const l = { ref: `SL${801 + S.lessons.length}`, class: c.id, child: one(form, 'child'), age: one(form, 'age'), parent: one(form, 'parent'), email: one(form, 'email'), waitlist: c.full };
        if (one(form, 'phone')) l.phone = one(form, 'phone');
        if (one(form, 'notes')) l.notes = one(form, 'notes');
        S.lessons.push(l);
        return { redirect: `/lessons/done/${l.ref}` };
      }
      if (path === '/join') {
        const plan = PLANS[one(form, 'plan')] ? one(form, 'plan') : 'gym-swim';
        const term = one(form, 'term') === 'annual' ? 'annual' : 'monthly';
        const errs = ['name', 'email', 'postcode'].filter((k) => !one(form, k));
        if (errs.length) return join({ plan, term }, form, errs);
        const mb = { ref: `M${70401 + S.memberships.length}`, plan, term, name: one(form, 'name'), email: one(form, 'email'), postcode: one(form, 'postcode').toUpperCase(), start: STARTS.some((s) => s[0] === one(form, 'start')) ? one(form, 'start') : STARTS[0][0] };
        if (one(form, 'dob')) mb.dob = one(form, 'dob');
        if (one(form, 'phone')) mb.phone = one(form, 'phone');
        S.memberships.push(mb);
        return { redirect: `/join/welcome/${mb.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      const today = SESSIONS.filter((s) => s.day === DAYS[0].iso);
      return view('/', query, 'Welcome to Riverside', `<p>25-metre pool, learner pool, gym, two studios and a four-court sports hall on Mill Road, Riverton.</p>
<p><a href="/timetable">Book a swim, class or court</a> · <a href="/lessons">Children's swimming lessons</a> · <a href="/memberships">Memberships</a> · <a href="/opening-times">Opening times</a> · <a href="/facilities">Facilities &amp; parking</a></p>
<h2>On today</h2><ul>${today.map((s) => `<li>${s.time} ${esc(s.name)} — ${s.left ? `${s.left} spaces` : 'Fully booked'}</li>`).join('')}</ul>
<p role="note">The learner pool is closed for repairs on Monday 30 November.</p>`);
    }
    if (path === '/timetable') return timetable(query);
    if (path === '/book/review') return review(query);
    if ((m = path.match(/^\/book\/([\w-]+)$/)) && SS[m[1]]) return bookPage(SS[m[1]], query);
    if (path === '/bookings') {
      const rows = S.bookings.map((b) => { const s = SS[b.session]; return `<tr><td><a href="/bookings/${b.ref}">${b.ref}</a></td><td>${esc(s.name)}</td><td>${esc(s.dayLabel)}, ${s.time}</td><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td><td>${b.status === 'booked' ? `<a href="/bookings/${b.ref}/cancel">Cancel</a>` : ''}</td></tr>`; }).join('');
      return view('/bookings', query, 'My bookings', rows ? `<table><thead><tr><th>Ref</th><th>Session</th><th>When</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no bookings.</p>');
    }
    if ((m = path.match(/^\/bookings\/(RL\d+)(\/cancel)?$/))) {
      const b = S.bookings.find((x) => x.ref === m[1]);
      if (!b) return { status: 404, html: '<p>Not found</p>' };
      const s = SS[b.session];
      if (m[2]) {
        if (b.status !== 'booked') return view(path, query, 'Cancel booking', '<p>This booking is already cancelled.</p>');
        return view(path, query, 'Cancel booking', `<p>Cancel ${esc(s.name)} on ${esc(s.dayLabel)} at ${s.time} (${b.ref})? Cancelling more than 2 hours before the start gives a full refund.</p>
<form method="post" action="/bookings/${b.ref}/cancel"><label>Reason <select name="reason"><option value="">Prefer not to say</option><option value="unwell">Unwell</option><option value="clash">Something else came up</option><option value="wrong">Booked the wrong session</option></select></label>
<button type="submit">Yes, cancel booking</button></form><p><a href="/bookings">No, keep it</a></p>`);
      }
      return view(path, query, b.status === 'booked' ? 'Booking confirmed' : 'Booking cancelled', `<p role="status">${b.status === 'booked' ? 'You are booked in.' : 'This booking was cancelled.'} Reference <strong>${b.ref}</strong>.</p>
<p>${esc(s.name)}, ${esc(s.dayLabel)}, ${s.time}–${s.end}, ${esc(s.place)}. ${s.kind === 'court' ? 'Players' : 'People'}: ${b.people}.</p><p>Please arrive 10 minutes early. Lockers take a £1 coin, which you get back.</p><p><a href="/bookings">My bookings</a> · <a href="/timetable">Timetable</a></p>`);
    }
    if (path === '/lessons') return lessons(query);
    if (path === '/lessons/apply') return applyPage(query);
    if ((m = path.match(/^\/lessons\/done\/(SL\d+)$/))) {
      const l = S.lessons.find((x) => x.ref === m[1]);
      if (!l) return { status: 404, html: '<p>Not found</p>' };
      const c = LC[l.class];
      return view(path, query, l.waitlist ? 'On the waiting list' : 'Lesson place booked', `<p role="status">${l.waitlist ? `${esc(l.child)} is on the waiting list` : `${esc(l.child)} has a place`} for Stage ${c.stage}, ${c.day}s at ${c.time}. Reference <strong>${l.ref}</strong>.</p><p>${l.waitlist ? 'We will email you when a place comes up.' : 'The first lesson is on 4 January. Bring goggles and a towel.'}</p>`);
    }
    if (path === '/memberships') {
      const rows = Object.entries(PLANS).map(([id, p]) => `<tr><td>${esc(p.name)}</td><td>${esc(p.what)}</td><td>${money(p.monthly)} a month</td><td>${money(p.annual)} a year</td><td><a href="/join?plan=${id}">Join</a></td></tr>`).join('');
      return view('/memberships', query, 'Memberships', `<table><thead><tr><th>Plan</th><th>Includes</th><th>Monthly</th><th>Annual</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Concessions: 25% off for over-65s and students with ID. Members book sessions free, up to 7 days ahead.</p>`);
    }
    if (path === '/join') return join(query);
    if ((m = path.match(/^\/join\/welcome\/(M\d+)$/))) {
      const mb = S.memberships.find((x) => x.ref === m[1]);
      if (!mb) return { status: 404, html: '<p>Not found</p>' };
      const st = STARTS.find((s) => s[0] === mb.start)[1];
      return view(path, query, 'Welcome to Riverside!', `<p role="status">Thanks, ${esc(mb.name)}. Your membership number is <strong>${mb.ref}</strong>: ${esc(PLANS[mb.plan].name)}, paid ${mb.term === 'annual' ? 'annually' : 'monthly'}, starting ${st}.</p><p>Collect your card from reception with photo ID; your first payment is taken on the start date.</p>`);
    }
    if (path === '/opening-times') {
      return view('/opening-times', query, 'Opening times', `<table><thead><tr><th></th><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr></thead><tbody>
<tr><th>Main pool</th><td>6:30 – 21:30</td><td>8:00 – 18:00</td><td>8:30 – 17:00</td></tr>
<tr><th>Learner pool</th><td>9:00 – 20:00</td><td>9:00 – 16:00</td><td>9:00 – 14:00</td></tr>
<tr><th>Gym</th><td>6:00 – 22:00</td><td>7:30 – 19:00</td><td>8:00 – 18:00</td></tr>
<tr><th>Café</th><td>8:30 – 19:00</td><td>9:00 – 17:00</td><td>9:00 – 16:00</td></tr></tbody></table>
<p>Christmas: closed on 25 and 26 December; 10:00 – 16:00 on 24 and 31 December.</p>`);
    }
    if (path === '/facilities') return view('/facilities', query, 'Facilities & parking', '<p>Free car park for 3 hours (register your car at reception). Bike racks by the main door. Lockers take a £1 coin, refunded. Hairdryers in both changing villages. Wheelchair hoist at the main pool; ask a lifeguard.</p>');
    if (path === '/search') {
      const q = (query.q || '').toLowerCase();
      const pages = [['/timetable', 'Timetable and booking', 'swim swimming lane public family class yoga spin zumba pilates aqua badminton court book'], ['/lessons', "Children's swimming lessons", 'lessons kids children stage swim school waiting list'], ['/memberships', 'Memberships', 'membership join gym plan price family'], ['/opening-times', 'Opening times', 'opening times hours christmas open close'], ['/facilities', 'Facilities & parking', 'parking car lockers hoist hairdryer bike']];
      const hits = pages.filter(([, t, k]) => q && q.split(/\s+/).some((w) => `${t} ${k}`.toLowerCase().includes(w)));
      return view('/search', query, `Search results for “${query.q || ''}”`, hits.length ? `<ul>${hits.map(([h, t]) => `<li><a href="${h}">${esc(t)}</a></li>`).join('')}</ul>` : '<p>No results.</p>');
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact us', '<p>Reception: 01632 961 500, open whenever the centre is. Email hello@riversideleisure.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
