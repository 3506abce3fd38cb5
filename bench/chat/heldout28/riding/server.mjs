// Hollybrook Riding School — lessons and hacks: lesson pages, a booking page (lesson menu, a day strip, start
// times with full ones, a riders menu that reloads the page, one name and age row per rider, experience
// radios, hat hire, contact details, notes), a review page, My bookings (move to another time, fewer
// riders, cancel with a reason), gift vouchers, prices, an information page, a newsletter box.
import { esc, clone, parseBody, one, parseUrl, layout, money } from '../lib.mjs';

const BRAND = 'Hollybrook Riding School';
const NAV = [['/lessons', 'Lessons'], ['/book', 'Book'], ['/prices', 'Prices'], ['/info', 'Before you ride'], ['/vouchers', 'Gift vouchers'], ['/my-bookings', 'My bookings']];
const LESSONS = [
  { slug: 'pony-pals', name: 'Pony Pals', ages: [4, 7], mins: 45, price: 28, block: 130, max: 4, level: 'First rides for little ones, with a leader walking beside every pony', times: ['09:30', '11:00'], about: 'Grooming, a led ride around the small arena and a game on ponyback.' },
  { slug: 'group', name: 'Group lesson', ages: [8, 99], mins: 60, price: 38, block: 175, max: 4, level: 'All levels, grouped by ability (up to six riders in a class)', times: ['10:00', '14:00', '18:00'], about: 'An hour in the indoor school with one instructor. The 18:00 lesson is under floodlights.' },
  { slug: 'private', name: 'Private lesson', ages: [5, 99], mins: 30, price: 45, block: 210, max: 1, level: 'Any level, one rider and one instructor', times: ['09:00', '12:00', '15:00', '17:00'], about: 'Half an hour of one-to-one teaching, good for nervous riders or to work on something specific.' },
  { slug: 'hack', name: 'Countryside hack', ages: [12, 99], mins: 90, price: 55, block: 260, max: 4, level: 'Confident riders only: you must be able to trot and canter on your own', times: ['10:30', '13:30'], about: 'Ninety minutes on the bridleways over Hollybrook Common with two escorts.' },
];
const EXPERIENCE = [['none', 'Never ridden'], ['some', 'Ridden a few times'], ['confident', 'Confident: walk, trot and canter']];
const REASONS = ['Rider is unwell', 'Weather worries', 'Date no longer works', 'Booked by mistake', 'Other'];
const FULL = new Set(['pony-pals|2026-12-05|09:30', 'hack|2026-12-06|10:30', 'group|2026-12-05|14:00', 'private|2026-12-10|15:00', 'hack|2026-12-13|13:30']);
const ME = { contact: 'Kate Price', phone: '07700 900654', email: 'kate.price@example.com' };
const DAY0 = Date.UTC(2026, 11, 2); // Wednesday 2 December 2026
const iso = (t) => new Date(t).toISOString().slice(0, 10);
const dow = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const short = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
const DAYS = Array.from({ length: 18 }, (_, i) => iso(DAY0 + (i + 1) * 864e5)).filter((d) => dow(d) !== 1);
const lesson = (s) => LESSONS.find((l) => l.slug === s);
const full = (l, d, t) => FULL.has(`${l}|${d}|${t}`);
const cost = (b) => b.riders.length * lesson(b.lesson).price + (b.hats ? 3 * b.riders.length : 0);

function seed() {
  return {
    page: { path: '/', query: {} },
    draft: null,
    bookings: [
      { ref: 'HR-310', lesson: 'group', date: '2026-12-05', time: '10:00', riders: [{ name: 'Ella', age: '10' }, { name: 'Tom', age: '12' }], experience: 'some', hats: false, ...ME, notes: '', status: 'booked' },
    ],
    vouchers: [],
    newsletter: [],
  };
}

export function createSite() {
  let st = seed();
  const page = (path, query, title, body) => {
    st.page = { path, query };
    const footer = `<section aria-label="Newsletter"><form method="post" action="/newsletter"><label>Yard news and holiday pony camps by email <input type="email" name="email" required></label> <button type="submit">Sign up</button></form></section>
<p>Hollybrook Riding School, Common Lane, Hollybrook HB4 2RT · 01632 960 733 · Opening hours: Tuesday to Saturday 8am – 7pm, Sunday 9am – 4pm, closed Mondays · BHS approved centre</p>`;
    return { html: layout({ brand: BRAND, nav: NAV, title, body, searchAction: '/info', searchLabel: 'Search help', footer }) };
  };
  const ridersText = (b) => b.riders.map((r) => `${esc(r.name)} (${esc(r.age)})`).join(', ');

  function lessons() {
    return page('/lessons', {}, 'Lessons and hacks', `<ul class="cards">${LESSONS.map((l) => `<li><h2>${esc(l.name)}</h2><p>Ages ${l.ages[0]}${l.ages[1] < 99 ? `–${l.ages[1]}` : '+'} · ${l.mins} minutes · ${money(l.price)} per rider</p><p>${esc(l.level)}</p><a href="/lessons/${l.slug}">More about ${esc(l.name)}</a></li>`).join('')}</ul><p>Not sure which is right? Call us on 01632 960 733.</p>`);
  }

  function lessonPage(l) {
    return page(`/lessons/${l.slug}`, {}, l.name, `<p>${esc(l.about)}</p><table><tbody><tr><th>Length</th><td>${l.mins} minutes</td></tr><tr><th>Ages</th><td>${l.ages[1] < 99 ? `${l.ages[0]} to ${l.ages[1]}` : `${l.ages[0]} and over`}</td></tr><tr><th>Who it is for</th><td>${esc(l.level)}</td></tr><tr><th>Price</th><td>${money(l.price)} per rider</td></tr><tr><th>Start times</th><td>${l.times.join(', ')}</td></tr></tbody></table><p><a href="/book?lesson=${l.slug}">Book ${esc(l.name)}</a> · <a href="/lessons">All lessons</a></p><aside><h2>Riders also book</h2><ul>${LESSONS.filter((x) => x !== l).slice(0, 2).map((x) => `<li><a href="/lessons/${x.slug}">${esc(x.name)}</a></li>`).join('')}</ul></aside>`);
  }

  function book(query, err = '') {
    const l = lesson(query.lesson);
    let body = `<form method="get" action="/book"><label>Lesson <select name="lesson" onchange="this.form.submit()"><option value="">Choose a lesson</option>${LESSONS.map((x) => `<option value="${x.slug}"${l === x ? ' selected' : ''}>${esc(x.name)}</option>`).join('')}</select></label> <noscript><button type="submit">Show days</button></noscript></form>`;
    if (l) body += `<h2>${esc(l.name)}: choose a day</h2><p>${DAYS.map((d) => (d === query.date ? `<strong>${short(d)}</strong>` : `<a href="/book?lesson=${l.slug}&amp;date=${d}">${short(d)}</a>`)).join(' · ')}</p><p>We are closed on Mondays.</p>`;
    if (l && DAYS.includes(query.date)) body += `<h2>${nice(query.date)}</h2><table><thead><tr><th>Start</th><th>Length</th><th></th></tr></thead><tbody>${l.times.map((t) => `<tr><td>${t}</td><td>${l.mins} minutes</td><td>${full(l.slug, query.date, t) ? 'Full' : t === query.time ? '<strong>Selected</strong>' : `<a href="/book?lesson=${l.slug}&amp;date=${query.date}&amp;time=${t}">Choose ${t}</a>`}</td></tr>`).join('')}</tbody></table>`;
    if (l && DAYS.includes(query.date) && l.times.includes(query.time) && !full(l.slug, query.date, query.time)) {
      const n = Math.min(l.max, Math.max(1, parseInt(query.riders, 10) || 1));
      const d = st.draft && st.draft.lesson === l.slug && st.draft.date === query.date && st.draft.time === query.time ? st.draft : null;
      const rows = Array.from({ length: n }, (_, i) => { const r = d && d.riders[i]; return `<fieldset><legend>Rider ${i + 1}</legend><label>First name <input name="name${i + 1}" required value="${esc(r ? r.name : '')}"></label><label>Age <input type="number" name="age${i + 1}" min="${l.ages[0]}" required value="${esc(r ? r.age : '')}"></label></fieldset>`; }).join('');
      const c = d || { ...ME, experience: '', hats: false, notes: '' };
      body += `<h2>Riders</h2><form method="get" action="/book"><input type="hidden" name="lesson" value="${l.slug}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${query.time}"><label>Number of riders <select name="riders" onchange="this.form.submit()">${Array.from({ length: l.max }, (_, i) => `<option${i + 1 === n ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></label> <noscript><button type="submit">Update</button></noscript></form>
${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/book"><input type="hidden" name="lesson" value="${l.slug}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${query.time}">${rows}
<fieldset><legend>Riding experience</legend>${EXPERIENCE.map(([v, t]) => `<label><input type="radio" name="experience" value="${v}" required${c.experience === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="hats" value="yes"${c.hats ? ' checked' : ''}> Hire a riding hat (£3 per rider)</label>
<fieldset><legend>Contact details</legend><label>Your name <input name="contact" required value="${esc(c.contact)}"></label><label>Mobile <input type="tel" name="phone" required value="${esc(c.phone)}"></label><label>Email <input type="email" name="email" required value="${esc(c.email)}"></label></fieldset>
<label>Anything we should know? (optional) <textarea name="notes">${esc(c.notes)}</textarea></label><button type="submit">Continue</button></form>`;
    }
    return page('/book', query, 'Book a lesson', body);
  }

  function review() {
    const b = st.draft;
    if (!b) return page('/book/review', {}, 'Check your booking', '<p>No booking in progress. <a href="/book">Book a lesson</a></p>');
    const l = lesson(b.lesson);
    return page('/book/review', {}, 'Check your booking', `<table><tbody><tr><th>Lesson</th><td>${esc(l.name)}</td></tr><tr><th>When</th><td>${nice(b.date)} at ${b.time}</td></tr><tr><th>Riders</th><td>${ridersText(b)}</td></tr><tr><th>Experience</th><td>${EXPERIENCE.find((x) => x[0] === b.experience)[1]}</td></tr><tr><th>Hat hire</th><td>${b.hats ? 'Yes' : 'No'}</td></tr><tr><th>Contact</th><td>${esc(b.contact)}, ${esc(b.phone)}</td></tr>${b.notes ? `<tr><th>Notes</th><td>${esc(b.notes)}</td></tr>` : ''}<tr><th>Total to pay</th><td>${money(cost(b))}</td></tr></tbody></table>
<form method="post" action="/book/confirm"><button type="submit">Confirm booking</button></form><p><a href="/book?lesson=${b.lesson}&amp;date=${b.date}&amp;time=${b.time}&amp;riders=${b.riders.length}">Change details</a></p>`);
  }

  function myBookings() {
    const rows = st.bookings.map((b) => `<tr><td>${b.ref}</td><td>${esc(lesson(b.lesson).name)}</td><td>${nice(b.date)}, ${b.time}</td><td>${ridersText(b)}</td><td>${money(cost(b))}</td><td>${b.status === 'booked' ? `Booked</td><td><a href="/my-bookings/${b.ref}/change">Change</a> · <a href="/my-bookings/${b.ref}/cancel">Cancel</a>` : 'Cancelled</td><td>'}</td></tr>`).join('');
    return page('/my-bookings', {}, 'My bookings', `<p>Signed in as ${esc(ME.contact)}.</p><table><thead><tr><th>Ref</th><th>Lesson</th><th>When</th><th>Riders</th><th>Price</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table><p><a href="/book">Book another lesson</a></p>`);
  }

  function changePage(b) {
    const l = lesson(b.lesson);
    const days = DAYS.map((d) => `<tr><th>${nice(d)}</th><td>${l.times.map((t) => (full(l.slug, d, t) && !(b.date === d && b.time === t) ? `<span>${t} full</span>` : `<label style="display:inline"><input type="radio" name="slot" value="${d} ${t}"${b.date === d && b.time === t ? ' checked' : ''}> ${t}</label>`)).join(' ')}</td></tr>`).join('');
    return page(`/my-bookings/${b.ref}/change`, {}, `Change booking ${b.ref}`, `<p>${esc(l.name)}, now ${nice(b.date)} at ${b.time} for ${ridersText(b)}.</p><form method="post" action="/my-bookings/${b.ref}/change"><label>Number of riders <select name="riders">${Array.from({ length: b.riders.length }, (_, i) => `<option${i + 1 === b.riders.length ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></label><p>Fewer riders keeps the first ones listed. To add riders, make a new booking.</p><table><caption>New day and time</caption><tbody>${days}</tbody></table><button type="submit">Save changes</button></form><p><a href="/my-bookings">Back to my bookings</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/book') {
        const l = lesson(one(form, 'lesson'));
        const q = { lesson: one(form, 'lesson'), date: one(form, 'date'), time: one(form, 'time') };
        if (!l || !DAYS.includes(q.date) || !l.times.includes(q.time) || full(l.slug, q.date, q.time)) return { status: 400, ...book(q, 'That time is not available.') };
        const riders = [];
        for (let i = 1; i <= l.max; i++) { const name = one(form, `name${i}`); if (name) riders.push({ name, age: one(form, `age${i}`) }); }
        const d = { lesson: l.slug, ...q, riders, experience: one(form, 'experience'), hats: !!one(form, 'hats'), contact: one(form, 'contact'), phone: one(form, 'phone'), email: one(form, 'email'), notes: one(form, 'notes') };
        if (!riders.length || riders.some((r) => !(Number(r.age) >= l.ages[0] && Number(r.age) <= l.ages[1]))) return { status: 400, ...book({ ...q, riders: String(riders.length || 1) }, `Riders must be aged ${l.ages[0]} or over${l.ages[1] < 99 ? ` and ${l.ages[1]} or under` : ''}.`) };
        if (!EXPERIENCE.some((x) => x[0] === d.experience) || !d.contact || !d.phone || !d.email) return { status: 400, ...book({ ...q, riders: String(riders.length) }, 'Please fill in every required field.') };
        st.draft = d; return { redirect: '/book/review' };
      }
      if (path === '/book/confirm') {
        if (!st.draft) return { redirect: '/book' };
        st.bookings.push({ ref: `HR-${310 + st.bookings.length}`, ...st.draft, status: 'booked' });
        st.draft = null; return { redirect: '/my-bookings' };
      }
      const m = path.match(/^\/my-bookings\/([^/]+)\/(change|cancel)$/);
      if (m) {
        const b = st.bookings.find((x) => x.ref === m[1]);
        if (!b || b.status !== 'booked') return { status: 404, html: '<p>Not found</p>' };
        if (m[2] === 'change') {
          const [date, time] = one(form, 'slot').split(' ');
          const n = parseInt(one(form, 'riders'), 10) || b.riders.length;
          const moved = date !== b.date || time !== b.time;
          if (!DAYS.includes(date) || !lesson(b.lesson).times.includes(time) || (moved && full(b.lesson, date, time)) || n < 1 || n > b.riders.length) return { status: 400, html: '<p class="err">Choose an available time.</p>' };
          b.date = date; b.time = time; b.riders = b.riders.slice(0, n);
        } else {
          if (!one(form, 'reason')) return { status: 400, html: '<p class="err">Choose a reason.</p>' };
          b.status = 'cancelled'; b.reason = one(form, 'reason');
        }
        return { redirect: '/my-bookings' };
      }
      if (path === '/vouchers') {
        let amount = one(form, 'amount'); if (amount === 'other') amount = one(form, 'other');
        const v = { amount: Number(amount), to: one(form, 'to'), email: one(form, 'email'), message: one(form, 'message'), from: one(form, 'from') };
        if (!v.amount || v.amount < 10 || !v.to || !v.email || !v.from) return { status: 400, html: '<p class="err">Please complete the voucher.</p>' };
        st.vouchers.push(v); return { redirect: '/vouchers/thanks' };
      }
      if (path === '/newsletter') { const e = one(form, 'email'); if (!e) return { status: 400, html: '<p>Enter an email.</p>' }; if (!st.newsletter.includes(e)) st.newsletter.push(e); return { redirect: '/newsletter/thanks' }; }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Learn to ride in the Hollybrook valley', `<p>Lessons for every age from four upwards, on thirty well-schooled horses and ponies. Indoor school, floodlit arena and miles of bridleways.</p><ul class="cards">${LESSONS.map((l) => `<li><h2>${esc(l.name)}</h2><p>From ${money(l.price)}</p><a href="/lessons/${l.slug}">Find out more</a></li>`).join('')}</ul><p><a href="/book">Book a lesson</a> · <a href="/vouchers">Give a riding voucher</a></p><h2>Christmas pony days</h2><p>Our holiday pony days for ages 8 to 14 open for booking in January.</p>`);
    if (path === '/lessons') return lessons();
    const lm = path.match(/^\/lessons\/([^/]+)$/);
    if (lm && lesson(lm[1])) return lessonPage(lesson(lm[1]));
    if (path === '/book') return book(query);
    if (path === '/book/review') return review();
    if (path === '/my-bookings') return myBookings();
    const mm = path.match(/^\/my-bookings\/([^/]+)\/(change|cancel)$/);
    if (mm) {
      const b = st.bookings.find((x) => x.ref === mm[1]);
      if (!b) return { status: 404, ...page(path, {}, 'Not found', '<p>No such booking.</p>') };
      if (mm[2] === 'change') return changePage(b);
      return page(path, {}, `Cancel booking ${b.ref}`, `<p>${esc(lesson(b.lesson).name)} on ${nice(b.date)} at ${b.time} for ${ridersText(b)}.</p><p>If you cancel more than 48 hours before the lesson we refund you in full. Later cancellations are not refunded unless we can fill the place.</p><form method="post" action="${path}"><label>Reason for cancelling <select name="reason" required><option value="">Please choose</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label> <button type="submit">Cancel booking</button></form><p><a href="/my-bookings">Keep my booking</a></p>`);
    }
    if (path === '/prices') return page('/prices', {}, 'Prices', `<table><thead><tr><th>Lesson</th><th>Single</th><th>Block of 5</th></tr></thead><tbody>${LESSONS.map((l) => `<tr><td>${esc(l.name)}</td><td>${money(l.price)}</td><td>${money(l.block)}</td></tr>`).join('')}</tbody></table><p>Hat hire £3 per rider. Blocks are valid for three months; call us to buy one.</p>`);
    if (path === '/info') {
      const FAQ = [['What should I wear?', 'Long trousers or jodhpurs and boots with a small heel. No trainers or wellies. Gloves help in winter.'], ['Do I need a riding hat?', 'You can hire a hat for £3 per rider, or bring your own if it meets the current safety standard.'], ['Is there a weight limit?', 'Yes: 95kg for all lessons and hacks, for the welfare of our horses.'], ['When should we arrive?', 'Fifteen minutes before your lesson, to sign in and get fitted for a hat.'], ['What if I need to cancel?', 'Cancel more than 48 hours before for a full refund.'], ['Can parents watch?', 'Yes, from the viewing gallery above the indoor school. The café is open at weekends.']];
      const q = (query.q || '').toLowerCase();
      const shown = FAQ.filter(([a, b]) => !q || `${a} ${b}`.toLowerCase().includes(q));
      return page('/info', query, 'Before you ride', shown.map(([a, b]) => `<h2>${a}</h2><p>${b}</p>`).join('') || '<p>No answers found. Call us on 01632 960 733.</p>');
    }
    if (path === '/vouchers') return page('/vouchers', {}, 'Gift vouchers', `<p>Vouchers can be used for any lesson or hack and are valid for 12 months.</p><form method="post" action="/vouchers"><fieldset><legend>Amount</legend>${['25', '50', '75'].map((a) => `<label><input type="radio" name="amount" value="${a}" required> £${a}</label>`).join('')}<label><input type="radio" name="amount" value="other"> Another amount</label><label>Other amount (£) <input type="number" name="other" min="10"></label></fieldset><label>Recipient's name <input name="to" required></label><label>Recipient's email <input type="email" name="email" required></label><label>Message (optional) <textarea name="message"></textarea></label><label>From <input name="from" required></label><button type="submit">Buy voucher</button></form>`);
    if (path === '/vouchers/thanks') return page(path, {}, 'Voucher on its way', '<p>We have emailed the voucher. Thank you!</p>');
    if (path === '/newsletter/thanks') return page(path, {}, 'Thanks for signing up', '<p>You will hear from us once a month.</p>');
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, that page is not here.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
