// Otterbrook Swim School — swimming lessons at one pool, the parent (Priya Shah) signed in:
// lessons (baby, children's stages, adults, private) with an age filter, search, lesson pages
// whose day (tabs), number of swimmers (a menu that reloads the page) and time go in the query,
// places left per class (some full), a details form (a fieldset per swimmer, contact, ability
// radios, medical notes, a photo-consent box), "My bookings" (three seeded) to move a booking
// to another day/time or cancel it with a reason, a timetable, prices and an FAQ.
// Today is Saturday 28 November 2026. State: page, bookings.
import { esc, clone, parseBody, one, parseUrl, layout, withQuery, money } from '../lib.mjs';

const DAYS = [['2026-11-30', 'Mon 30 Nov', 1], ['2026-12-01', 'Tue 1 Dec', 2], ['2026-12-02', 'Wed 2 Dec', 3], ['2026-12-03', 'Thu 3 Dec', 4], ['2026-12-04', 'Fri 4 Dec', 5], ['2026-12-05', 'Sat 5 Dec', 6], ['2026-12-06', 'Sun 6 Dec', 0]];
const L = [
  { slug: 'ducklings', name: 'Ducklings', group: 'baby', ages: '6 months to 3 years', mins: 30, price: 9.5, max: 3, times: { 1: ['10:00', '10:45'], 3: ['10:00', '10:45'], 5: ['10:00'], 6: ['09:00', '09:45'] }, about: 'Parent and baby lessons: songs, splashing and first floats. One adult in the water with each baby.' },
  { slug: 'starfish', name: 'Stage 1 — Starfish', group: 'children', ages: '4 to 6 years', mins: 30, price: 11, max: 4, times: { 1: ['16:00', '16:30'], 2: ['16:00', '16:30'], 3: ['16:00', '16:30'], 4: ['16:00', '16:30'], 5: ['16:00'], 6: ['09:30', '10:00', '10:30'] }, about: 'Water confidence for beginners: kicking, floating on front and back, and getting the face wet.' },
  { slug: 'dolphins', name: 'Stage 2 — Dolphins', group: 'children', ages: '6 to 9 years', mins: 30, price: 11, max: 4, times: { 2: ['16:30', '17:00'], 4: ['16:30', '17:00'], 6: ['11:00', '11:30'], 0: ['10:00'] }, about: 'Swimming 10 metres unaided, front crawl arms and back stroke.' },
  { slug: 'sharks', name: 'Stage 3 — Sharks', group: 'children', ages: '8 to 12 years', mins: 45, price: 13, max: 4, times: { 1: ['17:30'], 3: ['17:30'], 6: ['12:00'], 0: ['10:45'] }, about: 'Swimming 25 metres in two strokes, breaststroke legs, treading water and surface dives.' },
  { slug: 'adult-beginners', name: 'Adult beginners', group: 'adults', ages: '16 and over', mins: 45, price: 15, max: 2, times: { 2: ['19:30', '20:15'], 4: ['19:30', '20:15'], 0: ['08:30'] }, about: 'For adults who cannot swim or are nervous in water. Small groups in the shallow teaching pool.' },
  { slug: 'adult-improvers', name: 'Adult stroke improvers', group: 'adults', ages: '16 and over', mins: 45, price: 15, max: 2, times: { 1: ['19:30'], 3: ['19:30'], 6: ['08:30'] }, about: 'Improve your front crawl, breathing and turns. You should be able to swim 25 metres.' },
  { slug: 'private', name: 'Private lesson', group: 'private', ages: 'all ages', mins: 30, price: 28, extra: 12, max: 3, times: { 1: ['12:00', '12:30', '13:00'], 2: ['12:00', '12:30', '13:00'], 3: ['12:00', '12:30', '13:00'], 4: ['12:00', '12:30', '13:00'], 5: ['12:00', '12:30', '13:00'], 6: ['13:00', '13:30'] }, about: 'One teacher, one to three swimmers, at the pace you choose. £28 for one swimmer, £12 for each extra swimmer.' },
];
const GROUPS = [['baby', 'Babies and toddlers'], ['children', 'Children'], ['adults', 'Adults'], ['private', 'Private lessons']];
const CAP = 6;
const TAKEN = { 'starfish 2026-12-05 10:00': 6, 'starfish 2026-12-05 09:30': 4, 'dolphins 2026-12-01 17:00': 6, 'dolphins 2026-12-05 11:00': 5, 'sharks 2026-12-05 12:00': 3, 'ducklings 2026-12-02 10:45': 6, 'adult-beginners 2026-12-03 19:30': 6, 'adult-beginners 2026-12-01 20:15': 4, 'private 2026-12-04 12:30': 6, 'private 2026-12-02 12:00': 6 };
const ABILITY = [['none', "Can't swim yet"], ['some', 'Can swim a few metres'], ['confident', 'Can swim 25 metres or more']];
const REASONS = [['ill', 'Illness or injury'], ['clash', 'The time no longer suits us'], ['moving', 'Moving away'], ['other', 'Something else']];
const bySlug = Object.fromEntries(L.map((l) => [l.slug, l]));
const dayName = (d) => (DAYS.find((x) => x[0] === d) || [, d])[1];
const fee = (l, n) => (l.extra ? l.price + l.extra * (n - 1) : l.price * n);
const contact = { contact: 'Priya Shah', phone: '07700 900431', email: 'priya.shah@example.com' };
const SEED = [
  { id: 'OB-501', lesson: 'dolphins', date: '2026-12-01', time: '16:30', swimmers: [{ name: 'Arjun Shah', age: 7 }], ...contact, ability: 'some', medical: '', photos: true, status: 'booked' },
  { id: 'OB-502', lesson: 'ducklings', date: '2026-12-02', time: '10:00', swimmers: [{ name: 'Maya Shah', age: 2 }], ...contact, ability: 'none', medical: 'Mild eczema', photos: false, status: 'booked' },
  { id: 'OB-503', lesson: 'adult-improvers', date: '2026-12-05', time: '08:30', swimmers: [{ name: 'Priya Shah', age: 38 }], ...contact, ability: 'confident', medical: '', photos: false, status: 'booked' },
];

function fresh() { return { page: { path: '/', query: {} }, bookings: clone(SEED) }; }

export function createSite() {
  let st = fresh();
  const nav = () => [['/lessons', 'Lessons'], ['/timetable', 'Timetable'], ['/prices', 'Prices'], ['/bookings', 'My bookings'], ['/faq', 'FAQ']];
  const footer = `<p>Otterbrook Swim School · Otterbrook Leisure Pool, Mill Lane, Otterbrook OB2 4RT · Reception: Mon–Fri 7am–9pm, Sat–Sun 8am–6pm · 01632 960 118</p>
<p>Signed in as Priya Shah · <a href="/faq">FAQ</a> · <a href="/contact">Contact us</a> · © 2026 Otterbrook Swim School</p>`;
  const page = (title, body, q = '') => ({ html: layout({ brand: 'Otterbrook Swim School', nav: nav(), title, body, q, searchLabel: 'Search lessons', footer }) });
  const weekday = (d) => (DAYS.find((x) => x[0] === d) || [])[2];
  const slotsOn = (l, d) => (l.times[weekday(d)] || []);
  const left = (l, d, t, except) => CAP - (TAKEN[`${l.slug} ${d} ${t}`] || 0) - st.bookings.filter((b) => b.status === 'booked' && b.id !== except && b.lesson === l.slug && b.date === d && b.time === t).reduce((n, b) => n + b.swimmers.length, 0);
  const perLesson = (l) => (l.extra ? `${money(l.price)} a lesson (+${money(l.extra)} per extra swimmer)` : `${money(l.price)} per swimmer`);
  const card = (l) => `<li class="card"><h3><a href="/lessons/${l.slug}">${esc(l.name)}</a></h3><p>Ages ${l.ages} · ${l.mins} minutes</p><p>${perLesson(l)}</p><a href="/lessons/${l.slug}">See times</a></li>`;

  function picker(l, path, query, n, except) {
    const days = DAYS.filter(([d]) => slotsOn(l, d).length);
    return `<fieldset><legend>Day</legend>${days.map(([d, t]) => `<a class="opt${query.date === d ? ' sel' : ''}" href="${withQuery(path, query, { date: d, time: '' })}"${query.date === d ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</fieldset>
${query.date && slotsOn(l, query.date).length ? `<fieldset><legend>Times on ${dayName(query.date)}</legend><ul>${slotsOn(l, query.date).map((t) => { const p = left(l, query.date, t, except); return p <= 0 ? `<li>${t} — Full</li>` : p < n ? `<li>${t} — only ${p} place${p === 1 ? '' : 's'} left</li>` : `<li><a class="opt${query.time === t ? ' sel' : ''}" href="${withQuery(path, query, { time: t })}"${query.time === t ? ' aria-current="true"' : ''}>${t}</a> — ${p} place${p === 1 ? '' : 's'} left</li>`; }).join('')}</ul></fieldset>` : '<p>Choose a day to see the times.</p>'}`;
  }
  const summary = (b) => { const l = bySlug[b.lesson]; return `<dl><dt>Booking reference</dt><dd>${b.id}</dd><dt>Lesson</dt><dd>${esc(l.name)}</dd><dt>When</dt><dd>${dayName(b.date)} at ${b.time} (${l.mins} minutes)</dd>
<dt>Swimmers</dt><dd>${b.swimmers.map((s) => `${esc(s.name)} (age ${s.age})`).join(', ')}</dd><dt>Contact</dt><dd>${esc(b.contact)}, ${esc(b.phone)}, ${esc(b.email)}</dd>${b.medical ? `<dt>Medical notes</dt><dd>${esc(b.medical)}</dd>` : ''}
<dt>Price</dt><dd>${money(fee(l, b.swimmers.length))}</dd><dt>Status</dt><dd>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</dd></dl>`; };

  function get(path, query) {
    if (path === '/') {
      return page('Swimming lessons for all ages', `<p>Hello Priya. Small classes, friendly qualified teachers and a warm 31°C teaching pool.</p>
<section><h2>Find a lesson</h2><ul>${GROUPS.map(([g, t]) => `<li><a href="/lessons?group=${g}">${t}</a></li>`).join('')}</ul></section>
<section><h2>Your next lesson</h2>${(() => { const b = st.bookings.filter((x) => x.status === 'booked').sort((a, c) => (a.date + a.time).localeCompare(c.date + c.time))[0]; return b ? `<p>${esc(b.swimmers[0].name)}, ${esc(bySlug[b.lesson].name)}, ${dayName(b.date)} at ${b.time}. <a href="/bookings">My bookings</a></p>` : '<p>No lessons booked.</p>'; })()}</section>
<section><h2>Christmas holiday crash courses</h2><p>Five days of lessons from 21 December. Booking opens on 1 December.</p></section>`);
    }
    if (path === '/lessons') {
      const items = L.filter((l) => !query.group || l.group === query.group);
      return page('Lessons', `<p>Show: <a href="/lessons"${!query.group ? ' aria-current="true"' : ''}>All lessons</a> ${GROUPS.map(([g, t]) => `<a href="/lessons?group=${g}"${query.group === g ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</p><p>${items.length} lesson${items.length === 1 ? '' : 's'}</p><ul class="cards">${items.map(card).join('')}</ul>`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const items = words.length ? L.filter((l) => { const h = `${l.name} ${l.about} ${l.group} ${l.ages}`.toLowerCase(); return words.every((w) => h.includes(w) || (w.endsWith('s') && h.includes(w.slice(0, -1)))); }) : [];
      return page(`Search: ${query.q || ''}`, items.length ? `<p>${items.length} lesson${items.length === 1 ? '' : 's'} found</p><ul class="cards">${items.map(card).join('')}</ul>` : '<p>No lessons found. Try <a href="/lessons">all lessons</a>.</p>', query.q || '');
    }
    let m;
    if ((m = path.match(/^\/lessons\/([\w-]+)$/)) && bySlug[m[1]]) {
      const l = bySlug[m[1]];
      const n = Math.min(l.max, Math.max(1, parseInt(query.swimmers, 10) || 1));
      const ok = DAYS.some((d) => d[0] === query.date) && slotsOn(l, query.date).includes(query.time) && left(l, query.date, query.time) >= n;
      return page(l.name, `<p><a href="/lessons">← All lessons</a></p><p>${esc(l.about)}</p><p>Ages ${l.ages} · ${l.mins} minutes · ${perLesson(l)}</p>
<form method="get" action="${path}">${['date', 'time'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('')}<label>Number of swimmers <select name="swimmers" onchange="this.form.submit()">${Array.from({ length: l.max }, (_, i) => i + 1).map((i) => `<option value="${i}"${i === n ? ' selected' : ''}>${i}</option>`).join('')}</select></label> <button type="submit">Update</button></form>
<p>Price for ${n} swimmer${n === 1 ? '' : 's'}: <strong>${money(fee(l, n))}</strong></p>${picker(l, path, query, n)}
${ok ? `<p>${dayName(query.date)} at ${query.time} for ${n} swimmer${n === 1 ? '' : 's'}.</p><p><a href="${withQuery('/book', {}, { lesson: l.slug, date: query.date, time: query.time, swimmers: String(n) })}">Continue to details</a></p>` : '<p>Choose a day and a time to continue.</p>'}
<section><h2>What to bring</h2><p>A swimming costume, a towel and goggles if you like. Long hair tied back.</p></section>`);
    }
    if (path === '/book') {
      const l = bySlug[query.lesson];
      const n = Math.min(l ? l.max : 1, Math.max(1, parseInt(query.swimmers, 10) || 1));
      if (!l || !slotsOn(l, query.date).includes(query.time)) return { redirect: '/lessons' };
      return page('Swimmer details', `<p>${esc(l.name)}, ${dayName(query.date)} at ${query.time} — ${n} swimmer${n === 1 ? '' : 's'}, ${money(fee(l, n))}</p>
<form method="post" action="/book">${['lesson', 'date', 'time'].map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('')}<input type="hidden" name="swimmers" value="${n}">
${Array.from({ length: n }, (_, i) => `<fieldset><legend>Swimmer ${i + 1}</legend><label>Full name <input name="name${i + 1}" required></label><label>Age <input type="number" name="age${i + 1}" min="0" max="99" required></label></fieldset>`).join('')}
<fieldset><legend>Contact</legend><label>Parent or contact name <input name="contact" required></label><label>Mobile number <input type="tel" name="phone" required></label><label>Email <input type="email" name="email" required></label></fieldset>
<fieldset><legend>Swimming ability</legend>${ABILITY.map(([v, t]) => `<label><input type="radio" name="ability" value="${v}"> ${t}</label>`).join('')}</fieldset>
<label>Medical conditions or additional needs <textarea name="medical"></textarea></label>
<label><input type="checkbox" name="photos" value="yes"> We may take photos in lessons for our newsletter</label>
<button type="submit">Book lesson</button></form>`);
    }
    if (path === '/bookings') {
      const up = st.bookings.filter((b) => b.status === 'booked');
      return page('My bookings', `<p>You have ${up.length} upcoming lesson${up.length === 1 ? '' : 's'}.</p><table><thead><tr><th>Swimmer</th><th>Lesson</th><th>Day</th><th>Time</th><th>Status</th><th></th></tr></thead><tbody>${st.bookings.map((b) => `<tr><td>${b.swimmers.map((s) => esc(s.name)).join(', ')}</td><td>${esc(bySlug[b.lesson].name)}</td><td>${dayName(b.date)}</td><td>${b.time}</td><td>${b.status === 'booked' ? 'Booked' : 'Cancelled'}</td><td><a href="/bookings/${b.id}">Details</a>${b.status === 'booked' ? ` <a href="/bookings/${b.id}/change">Change</a> <a href="/bookings/${b.id}/cancel">Cancel</a>` : ''}</td></tr>`).join('')}</tbody></table><p><a href="/lessons">Book another lesson</a></p>`);
    }
    const b = (m = path.match(/^\/bookings\/(OB-\d+)(?:\/(change|cancel))?$/)) && st.bookings.find((x) => x.id === m[1]);
    if (b && !m[2]) return page(`Booking ${b.id}`, `${summary(b)}<p><a href="/bookings">Back to my bookings</a></p>`);
    if (b && m[2] === 'change' && b.status === 'booked') {
      const l = bySlug[b.lesson];
      const ok = DAYS.some((d) => d[0] === query.date) && slotsOn(l, query.date).includes(query.time) && left(l, query.date, query.time, b.id) >= b.swimmers.length;
      return page(`Change booking ${b.id}`, `<p>${esc(l.name)} for ${b.swimmers.map((s) => esc(s.name)).join(', ')}, now ${dayName(b.date)} at ${b.time}.</p>${picker(l, path, query, b.swimmers.length, b.id)}
${ok ? `<form method="post" action="${path}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${query.time}"><p>New time: ${dayName(query.date)} at ${query.time}</p><button type="submit">Confirm change</button></form>` : ''}<p><a href="/bookings">Keep the current time</a></p>`);
    }
    if (b && m[2] === 'cancel' && b.status === 'booked') {
      return page(`Cancel booking ${b.id}`, `<p>${esc(bySlug[b.lesson].name)} on ${dayName(b.date)} at ${b.time}. Cancellations more than 24 hours before the lesson are refunded in full.</p><form method="post" action="${path}"><fieldset><legend>Reason for cancelling</legend>${REASONS.map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset><button type="submit">Cancel booking</button></form><p><a href="/bookings">Keep booking</a></p>`);
    }
    if (path === '/timetable') {
      return page('Timetable', `<table><thead><tr><th>Lesson</th>${DAYS.map((d) => `<th>${d[1].slice(0, 3)}</th>`).join('')}</tr></thead><tbody>${L.map((l) => `<tr><td><a href="/lessons/${l.slug}">${esc(l.name)}</a></td>${DAYS.map((d) => `<td>${(l.times[d[2]] || []).join(', ') || '—'}</td>`).join('')}</tr>`).join('')}</tbody></table>`);
    }
    if (path === '/prices') return page('Prices', `<table><thead><tr><th>Lesson</th><th>Length</th><th>Price</th></tr></thead><tbody>${L.map((l) => `<tr><td>${esc(l.name)}</td><td>${l.mins} minutes</td><td>${perLesson(l)}</td></tr>`).join('')}</tbody></table><p>Brothers and sisters in the same class: 10% off the second child, taken off at the pool.</p>`);
    if (path === '/faq') {
      const qa = [['What should my child bring?', 'A swimming costume, a towel and goggles. Babies must wear a swim nappy.'], ['How warm is the pool?', 'The teaching pool is kept at 31°C.'], ['Can I watch the lesson?', 'Yes, from the viewing gallery on the first floor.'], ['What if we miss a lesson?', 'Cancel more than 24 hours before and you get a full refund. Later cancellations are not refunded.'], ['Is there parking?', 'Free parking for 2 hours in the Mill Lane car park.'], ['When can my child move up a stage?', 'Teachers assess every swimmer in the last week of each month.']];
      return page('Frequently asked questions', qa.map(([q, a]) => `<details><summary>${q}</summary><p>${a}</p></details>`).join(''));
    }
    if (path === '/contact') return page('Contact us', '<p>Call reception on 01632 960 118 or email hello@otterbrookswim.example.</p>');
    return null;
  }

  function post(path, f) {
    if (path === '/book') {
      const l = bySlug[one(f, 'lesson')];
      if (!l) return null;
      const date = one(f, 'date'); const time = one(f, 'time');
      const n = Math.min(l.max, Math.max(1, parseInt(one(f, 'swimmers'), 10) || 1));
      const swimmers = Array.from({ length: n }, (_, i) => ({ name: one(f, `name${i + 1}`), age: Number(one(f, `age${i + 1}`)) }));
      const missing = ['contact', 'phone', 'email'].filter((k) => !one(f, k));
      if (swimmers.some((s) => !s.name || !one(f, `age${swimmers.indexOf(s) + 1}`))) missing.push('swimmer names and ages');
      if (!slotsOn(l, date).includes(time) || left(l, date, time) < n || missing.length) return page('Swimmer details', `<p class="err">Please check: ${missing.join(', ') || 'there are not enough places left at that time'}</p><p><a href="/lessons/${l.slug}">Back to the lesson</a></p>`);
      const id = `OB-${501 + st.bookings.length}`;
      const ability = one(f, 'ability');
      st.bookings.push({ id, lesson: l.slug, date, time, swimmers, contact: one(f, 'contact'), phone: one(f, 'phone'), email: one(f, 'email').toLowerCase(), ability: ABILITY.some((a) => a[0] === ability) ? ability : '', medical: one(f, 'medical'), photos: one(f, 'photos') === 'yes', status: 'booked' });
      return { redirect: `/bookings/${id}` };
    }
    const m = path.match(/^\/bookings\/(OB-\d+)\/(change|cancel)$/);
    const b = m && st.bookings.find((x) => x.id === m[1] && x.status === 'booked');
    if (b && m[2] === 'change') {
      const l = bySlug[b.lesson];
      const date = one(f, 'date'); const time = one(f, 'time');
      if (!slotsOn(l, date).includes(time) || left(l, date, time, b.id) < b.swimmers.length) return { status: 400, html: 'That time is not available' };
      b.date = date; b.time = time;
      return { redirect: '/bookings' };
    }
    if (b && m[2] === 'cancel') {
      const reason = one(f, 'reason');
      if (!REASONS.some((r) => r[0] === reason)) return { status: 400, html: 'Choose a reason' };
      b.status = 'cancelled'; b.reason = reason;
      return { redirect: '/bookings' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body)) || { status: 404, html: '<h1>Not found</h1>' };
      const res = get(path, query);
      if (!res) return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
      if (res.html) st.page = { path, query };
      return res;
    },
    state: () => clone(st),
    restore(s) { const f = fresh(); st = { ...f, ...clone(s) }; if (!st.page) st.page = { path: s.path || '/', query: s.query || {} }; delete st.path; delete st.query; },
    reset() { st = fresh(); },
  };
}
