// Hopalong Party Barn — a kids' party venue: packages, availability by day, a booking form, review, My bookings.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Hopalong Party Barn';
const NAV = [['/parties', 'Party packages'], ['/prices', 'Prices'], ['/availability', 'Check availability'], ['/opening-times', 'Opening times'], ['/faq', 'FAQs'], ['/my-bookings', 'My bookings']];

const PACKAGES = [
  { slug: 'soft-play', name: 'Soft Play Party', ages: [1, 6], weekday: 14, weekend: 16, min: 10, max: 30, mins: 90, room: 'The Burrow', incl: 'one hour in the soft play frame, 30 minutes in the party room with hot food' },
  { slug: 'trampoline', name: 'Trampoline Party', ages: [5, 12], weekday: 18, weekend: 20, min: 8, max: 24, mins: 105, room: 'Sky Room', incl: '45 minutes of jumping with a coach, an hour in the party room with hot food' },
  { slug: 'disco', name: 'Disco & Games Party', ages: [4, 10], weekday: 15, weekend: 17, min: 10, max: 30, mins: 120, room: 'Sky Room', incl: 'a DJ host, party games and prizes, hot food and squash' },
  { slug: 'messy-craft', name: 'Messy Craft Party', ages: [3, 8], weekday: 16, weekend: 18, min: 6, max: 16, mins: 90, room: 'The Workshop', incl: 'a craft leader, every child takes home what they make, sandwiches and fruit' },
  { slug: 'ninja', name: 'Ninja Course Party', ages: [7, 12], weekday: 20, weekend: 22, min: 8, max: 20, mins: 120, room: 'The Dojo', incl: 'an hour on the ninja course with instructors, an hour in the party room with pizza' },
];
const AGE_BANDS = [['', 'All ages'], ['toddlers', 'Under 4s'], ['4-7', '4 to 7'], ['8-12', '8 to 12']];
const FOODS = [['hotdogs', 'Hot dogs and chips'], ['nuggets', 'Chicken nuggets and chips'], ['pizza', 'Cheese pizza'], ['veggie', 'Veggie sausages and chips']];
const EXTRAS = [['bags', 'Party bags', 3.5, true], ['cake', 'Birthday cake (serves 20)', 25, false], ['face', 'Face painter (45 minutes)', 60, false]];
const TIMES = ['10:00', '13:00', '16:00'];
const REASONS = ['Child is unwell', 'Date no longer works', 'Booked somewhere else', 'Other'];
const DAY0 = Date.UTC(2026, 10, 28); // Saturday 28 November 2026
const iso = (t) => new Date(t).toISOString().slice(0, 10);
const dow = (d) => new Date(`${d}T00:00:00Z`).getUTCDay();
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
const DAYS = Array.from({ length: 16 }, (_, i) => iso(DAY0 + (i + 1) * 864e5)).filter((d) => dow(d) !== 1);
const weekend = (d) => dow(d) === 0 || dow(d) === 6;
const hash = (s) => [...s].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 9973, 7);
const pkg = (s) => PACKAGES.find((p) => p.slug === s);
const inBand = (p, band) => !band || (band === 'toddlers' ? p.ages[0] < 4 : band === '4-7' ? p.ages[0] <= 7 && p.ages[1] >= 4 : p.ages[1] >= 8);

function seed() {
  return {
    page: { path: '/', query: {} },
    draft: null,
    bookings: [
      { ref: 'HB-2051', package: 'soft-play', date: '2026-12-12', time: '13:00', children: 12, child: 'Mia', age: '3', food: 'nuggets', extras: ['bags'], parent: 'Jo Turner', phone: '07700 900777', status: 'confirmed' },
    ],
  };
}

export function createSite() {
  let st = seed();
  let cookiesOk = false;
  const booked = (p, d, t) => st.bookings.some((b) => b.status === 'confirmed' && b.package === p && b.date === d && b.time === t) || hash(`${p}|${d}|${t}`) % 5 === 0;
  const cost = (b) => { const p = pkg(b.package); const per = weekend(b.date) ? p.weekend : p.weekday; return b.children * per + b.extras.reduce((s, e) => { const x = EXTRAS.find((y) => y[0] === e); return s + (x[3] ? x[2] * b.children : x[2]); }, 0); };

  const page = (path, query, title, body) => {
    st.page = { path, query };
    const banner = cookiesOk ? '' : `<div role="dialog" aria-label="Cookies" style="position:fixed;bottom:0;left:0;right:0;background:#fde;padding:.6rem">We use cookies to make this site work. <form method="post" action="/cookies" style="display:inline"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit">Accept</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV, title, body: body + banner, searchAction: '/faq', searchLabel: 'Search FAQs' }) };
  };

  function parties(query) {
    const band = AGE_BANDS.some((a) => a[0] === query.age) ? query.age : '';
    const items = PACKAGES.filter((p) => inBand(p, band));
    const links = AGE_BANDS.map(([v, t]) => (band === v ? `<strong>${t}</strong>` : `<a href="${esc(withQuery('/parties', query, { age: v }))}">${t}</a>`)).join(' | ');
    return page('/parties', query, 'Party packages', `<nav aria-label="Age">${links}</nav><ul class="cards">${items.map((p) => `<li><h3>${esc(p.name)}</h3><p>Ages ${p.ages[0]}–${p.ages[1]} · ${p.mins} minutes · from ${money(p.weekday)} per child</p><a href="/parties/${p.slug}">See details</a></li>`).join('')}</ul>`);
  }

  function detail(p) {
    return page(`/parties/${p.slug}`, {}, p.name, `<p>${esc(p.incl)}.</p><table><tbody><tr><th>Ages</th><td>${p.ages[0]} to ${p.ages[1]}</td></tr><tr><th>Length</th><td>${p.mins} minutes</td></tr><tr><th>Room</th><td>${p.room}</td></tr><tr><th>Children</th><td>minimum ${p.min}, maximum ${p.max}</td></tr><tr><th>Mon–Fri</th><td>${money(p.weekday)} per child</td></tr><tr><th>Sat & Sun</th><td>${money(p.weekend)} per child</td></tr></tbody></table>
<form method="get" action="/availability"><input type="hidden" name="package" value="${p.slug}"><label>Date <select name="date"><option value="">Pick a date</option>${DAYS.map((d) => `<option value="${d}">${nice(d)}</option>`).join('')}</select></label> <button type="submit">Check dates</button></form><p><a href="/parties">All packages</a></p>`);
  }

  function availability(query) {
    const p = pkg(query.package);
    const form = `<form method="get" action="/availability"><label>Party <select name="package"><option value="">Choose a party</option>${PACKAGES.map((x) => `<option value="${x.slug}"${p === x ? ' selected' : ''}>${x.name}</option>`).join('')}</select></label> <label>Date <select name="date"><option value="">Pick a date</option>${DAYS.map((d) => `<option value="${d}"${query.date === d ? ' selected' : ''}>${nice(d)}</option>`).join('')}</select></label> <button type="submit">Show times</button></form>`;
    let body = form;
    if (p) body += `<h2>${esc(p.name)}</h2><p>${DAYS.map((d) => (d === query.date ? `<strong>${nice(d).split(' ').slice(0, 2).join(' ')}</strong>` : `<a href="/availability?package=${p.slug}&amp;date=${d}">${nice(d).split(' ').slice(0, 2).join(' ')}</a>`)).join(' · ')}</p><p>We are closed on Mondays.</p>`;
    if (p && DAYS.includes(query.date)) {
      body += `<h3>${nice(query.date)} (${weekend(query.date) ? 'weekend' : 'weekday'} price ${money(weekend(query.date) ? p.weekend : p.weekday)} per child)</h3><table><thead><tr><th>Start</th><th></th></tr></thead><tbody>${TIMES.map((t) => `<tr><td>${t}</td><td>${booked(p.slug, query.date, t) ? 'Already booked' : `<a href="/book?package=${p.slug}&amp;date=${query.date}&amp;time=${t}">Book this slot</a>`}</td></tr>`).join('')}</tbody></table>`;
    }
    return page('/availability', query, 'Check availability', body);
  }

  function bookForm(query, err = '') {
    const p = pkg(query.package);
    if (!p || !DAYS.includes(query.date) || !TIMES.includes(query.time)) return page('/book', query, 'Book a party', '<p>Please <a href="/availability">choose a party and a time</a> first.</p>');
    const d = st.draft && st.draft.package === p.slug && st.draft.date === query.date && st.draft.time === query.time ? st.draft : null;
    const v = (k) => (d ? esc(d[k]) : '');
    const body = `<p>${esc(p.name)}, ${nice(query.date)} at ${query.time} · <a href="/availability?package=${p.slug}&amp;date=${query.date}">Change time</a></p>${err ? `<p class="err">${esc(err)}</p>` : ''}
<form method="post" action="/book"><input type="hidden" name="package" value="${p.slug}"><input type="hidden" name="date" value="${query.date}"><input type="hidden" name="time" value="${query.time}">
<label>Number of children <input type="number" name="children" min="${p.min}" max="${p.max}" required value="${v('children')}"></label>
<label>Birthday child's first name <input name="child" required value="${v('child')}"></label>
<label>Age they are turning <select name="age" required><option value="">Select</option>${Array.from({ length: 12 }, (_, i) => `<option${d && d.age === String(i + 1) ? ' selected' : ''}>${i + 1}</option>`).join('')}</select></label>
<fieldset><legend>Party food</legend>${FOODS.map(([val, t]) => `<label><input type="radio" name="food" value="${val}" required${d && d.food === val ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Extras</legend>${EXTRAS.map(([val, t, pr, per]) => `<label><input type="checkbox" name="extras" value="${val}"${d && d.extras.includes(val) ? ' checked' : ''}> ${t} — ${money(pr)}${per ? ' per child' : ''}</label>`).join('')}</fieldset>
<label>Parent or guardian's name <input name="parent" required value="${v('parent')}"></label><label>Mobile <input type="tel" name="phone" required value="${v('phone')}"></label>
<button type="submit">Continue to summary</button></form>`;
    return page('/book', query, 'Your party details', body);
  }

  function review() {
    const b = st.draft;
    if (!b) return page('/book/review', {}, 'Party summary', '<p>No party in progress.</p>');
    const p = pkg(b.package);
    return page('/book/review', {}, 'Party summary', `<table><tbody><tr><th>Party</th><td>${esc(p.name)} in ${p.room}</td></tr><tr><th>When</th><td>${nice(b.date)} at ${b.time}</td></tr><tr><th>Birthday child</th><td>${esc(b.child)}, turning ${esc(b.age)}</td></tr><tr><th>Children</th><td>${b.children}</td></tr><tr><th>Food</th><td>${FOODS.find((f) => f[0] === b.food)[1]}</td></tr><tr><th>Extras</th><td>${b.extras.map((e) => EXTRAS.find((x) => x[0] === e)[1]).join(', ') || 'None'}</td></tr><tr><th>Total</th><td>${money(cost(b))}</td></tr><tr><th>Deposit due today</th><td>${money(50)}</td></tr></tbody></table>
<form method="post" action="/book/confirm"><button type="submit">Confirm and pay deposit</button></form><p><a href="/book?package=${b.package}&amp;date=${b.date}&amp;time=${b.time}">Go back and edit</a></p>`);
  }

  function myBookings() {
    const rows = st.bookings.map((b) => `<tr><td>${b.ref}</td><td>${esc(pkg(b.package).name)}</td><td>${nice(b.date)}, ${b.time}</td><td>${esc(b.child)}</td><td>${b.children}</td><td>${b.status === 'confirmed' ? `Confirmed</td><td><a href="/my-bookings/${b.ref}/numbers">Change numbers</a> · <a href="/my-bookings/${b.ref}/cancel">Cancel</a>` : 'Cancelled</td><td>'}</td></tr>`).join('');
    return page('/my-bookings', {}, 'My bookings', `<p>Signed in as Jo Turner.</p><table><thead><tr><th>Ref</th><th>Party</th><th>When</th><th>Birthday child</th><th>Children</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table><p><a href="/parties">Book another party</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/cookies') { cookiesOk = true; return { redirect: one(form, 'back') || '/' }; }
      if (path === '/book') {
        const p = pkg(one(form, 'package'));
        const q = { package: one(form, 'package'), date: one(form, 'date'), time: one(form, 'time') };
        const children = parseInt(one(form, 'children'), 10);
        const d = { package: q.package, date: q.date, time: q.time, children, child: one(form, 'child'), age: one(form, 'age'), food: one(form, 'food'), extras: EXTRAS.map((e) => e[0]).filter((e) => all(form, 'extras').includes(e)), parent: one(form, 'parent'), phone: one(form, 'phone') };
        if (!p || !children || children < p.min || children > p.max) return { status: 400, ...bookForm(q, `Please enter between ${p ? p.min : 1} and ${p ? p.max : 30} children.`) };
        if (!d.child || !d.age || !FOODS.some((f) => f[0] === d.food) || !d.parent || !d.phone) return { status: 400, ...bookForm(q, 'Please fill in all required fields.') };
        st.draft = d; return { redirect: '/book/review' };
      }
      if (path === '/book/confirm') {
        if (!st.draft) return { redirect: '/availability' };
        st.bookings.push({ ref: `HB-${2051 + st.bookings.length}`, ...st.draft, status: 'confirmed' });
        st.draft = null; return { redirect: '/my-bookings' };
      }
      const m = path.match(/^\/my-bookings\/([^/]+)\/(numbers|cancel)$/);
      if (m) {
        const b = st.bookings.find((x) => x.ref === m[1]);
        if (!b) return { status: 404, html: '<p>Not found</p>' };
        if (m[2] === 'numbers') {
          const n = parseInt(one(form, 'children'), 10); const p = pkg(b.package);
          if (!n || n < p.min || n > p.max) return { status: 400, html: '<p class="err">Number not allowed.</p>' };
          b.children = n;
        } else {
          if (!one(form, 'reason')) return { status: 400, html: '<p class="err">Choose a reason.</p>' };
          b.status = 'cancelled'; b.reason = one(form, 'reason');
        }
        return { redirect: '/my-bookings' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') return page('/', {}, 'Birthday parties with nothing to tidy up', `<p>Soft play, trampolines, ninja courses, discos and messy craft for ages 1 to 12. Open Tuesday to Sunday.</p><ul class="cards">${PACKAGES.slice(0, 3).map((p) => `<li><h3>${esc(p.name)}</h3><a href="/parties/${p.slug}">Find out more</a></li>`).join('')}</ul><p><a href="/parties">See all party packages</a> · <a href="/availability">Check availability</a></p>`);
    if (path === '/parties') return parties(query);
    const pm = path.match(/^\/parties\/([^/]+)$/);
    if (pm && pkg(pm[1])) return detail(pkg(pm[1]));
    if (path === '/availability') return availability(query);
    if (path === '/book') return bookForm(query);
    if (path === '/book/review') return review();
    if (path === '/my-bookings') return myBookings();
    const mm = path.match(/^\/my-bookings\/([^/]+)\/(numbers|cancel)$/);
    if (mm) {
      const b = st.bookings.find((x) => x.ref === mm[1]);
      if (!b) return { status: 404, ...page(path, {}, 'Not found', '<p>No such booking.</p>') };
      const p = pkg(b.package);
      if (mm[2] === 'numbers') return page(path, {}, `Change numbers for ${b.ref}`, `<p>${esc(p.name)} on ${nice(b.date)}: currently ${b.children} children.</p><form method="post" action="${path}"><label>New number of children <input type="number" name="children" min="${p.min}" max="${p.max}" value="${b.children}" required></label><button type="submit">Save</button></form>`);
      return page(path, {}, `Cancel ${b.ref}`, `<p>${esc(p.name)} for ${esc(b.child)} on ${nice(b.date)} at ${b.time}. Your £50 deposit is refunded if you cancel 7 days or more before the party.</p><form method="post" action="${path}"><label>Why are you cancelling? <select name="reason" required><option value="">Please choose</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label><button type="submit">Cancel party</button></form><p><a href="/my-bookings">Keep my booking</a></p>`);
    }
    if (path === '/prices') return page('/prices', {}, 'Prices', `<table><thead><tr><th>Party</th><th>Mon–Fri per child</th><th>Sat & Sun per child</th><th>Minimum children</th></tr></thead><tbody>${PACKAGES.map((p) => `<tr><td>${esc(p.name)}</td><td>${money(p.weekday)}</td><td>${money(p.weekend)}</td><td>${p.min}</td></tr>`).join('')}</tbody></table><p>Party bags ${money(3.5)} per child; birthday cake ${money(25)}; face painter ${money(60)}. A ${money(50)} deposit secures your date.</p>`);
    if (path === '/opening-times') return page('/opening-times', {}, 'Opening times', `<table><tbody><tr><th>Monday</th><td>Closed</td></tr><tr><th>Tuesday – Friday</th><td>9:30am – 6pm</td></tr><tr><th>Saturday</th><td>9am – 7pm</td></tr><tr><th>Sunday</th><td>9am – 6pm</td></tr></tbody></table><p>Unit 4, Brookfield Park, Kelby KB2 9QF. Free parking outside.</p>`);
    if (path === '/faq') {
      const FAQ = [['Can parents stay?', 'Yes, two adults per child come in free and the café is open.'], ['Do you cater for allergies?', 'Our food is nut free; tell us about other allergies when you book.'], ['Can we bring our own cake?', 'Yes, you are welcome to bring your own cake.'], ['What should children wear?', 'Socks are required on soft play and trampolines.']];
      const q = (query.q || '').toLowerCase();
      const shown = FAQ.filter(([a, b]) => !q || `${a} ${b}`.toLowerCase().includes(q));
      return page('/faq', query, 'Frequently asked questions', shown.map(([a, b]) => `<h3>${a}</h3><p>${b}</p>`).join('') || '<p>No answers found.</p>');
    }
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, we could not find that page.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); cookiesOk = false; },
  };
}
