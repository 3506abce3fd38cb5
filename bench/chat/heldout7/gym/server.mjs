/**
 * "Ironleaf Fitness", a gym's class-booking site for the conversation benchmark (heldout7, written
 * blind): a home search of two fields (class, style or instructor; day), a header search, a
 * timetable of classes as rows (name link, day and time, studio, level, instructor, price, spots
 * left, a "View class" link), filters that reload the list (a Day menu, Time of day radios, a
 * Studio menu, a "Beginner-friendly only" box, a "Max price ($)" box with Apply, a "Sort by"
 * menu), class pages with Date radios (one full), a People menu and a "Rent a mat" box that reload
 * the page with the choice in the query, an instructor profile in a new tab (counted in
 * `bioViews`), a booking form (name, email, "Confirm booking"), a confirmation with a booking
 * number, and My bookings with "Cancel booking" per row. Everything a turn does reaches the
 * server, so `state()` tells what the helper has done.
 */
const DAYS = [
  ['mon', 'Monday'],
  ['tue', 'Tuesday'],
  ['wed', 'Wednesday'],
  ['thu', 'Thursday'],
  ['fri', 'Friday'],
  ['sat', 'Saturday'],
  ['sun', 'Sunday'],
];
// First date of each weekday from Monday 30 November 2026.
const FIRST = { mon: 30, tue: 1, wed: 2, thu: 3, fri: 4, sat: 5, sun: 6 };
const STUDIOS = [
  ['downtown', 'Downtown'],
  ['riverside', 'Riverside'],
  ['northside', 'Northside'],
];
const INSTRUCTORS = {
  'maya-chen': ['Maya Chen', 'Yoga teacher for twelve years; loves slow, strong flows. Certified E-RYT 500.'],
  'priya-shah': ['Priya Shah', 'Restorative and yin yoga; trained in Mysore. Teaches breathwork on Sundays.'],
  'jonas-berg': ['Jonas Berg', 'Former gymnast; power yoga and mobility. Ask him about handstands.'],
  'lena-okafor': ['Lena Okafor', 'Pilates instructor (STOTT certified) with a physiotherapy background.'],
  'marco-diaz': ['Marco Diaz', 'Strength coach; runs HIIT and circuits. Ran the Boston Marathon in 2:58.'],
  'ava-brooks': ['Ava Brooks', 'Spin and barre; builds every playlist herself.'],
  'sam-reyes': ['Sam Reyes', 'Amateur boxing champion 2019; patient with first-timers.'],
};
// id, name, style, day, time (24h), studio, level, instructor, price ($), full dates
const CLASSES = [
  [1, 'Sunrise Vinyasa', 'Yoga', 'tue', '07:00', 'downtown', 'All levels', 'maya-chen', 18, []],
  [2, 'Gentle Yoga', 'Yoga', 'tue', '12:15', 'riverside', 'Beginner', 'priya-shah', 15, []],
  [3, 'Power Yoga', 'Yoga', 'tue', '18:30', 'downtown', 'Advanced', 'jonas-berg', 20, ['2026-12-01']],
  [4, 'Yin Yoga', 'Yoga', 'tue', '20:00', 'riverside', 'All levels', 'priya-shah', 16, []],
  [5, 'Sunrise Vinyasa', 'Yoga', 'thu', '07:00', 'downtown', 'All levels', 'maya-chen', 18, []],
  [6, 'Yin Yoga', 'Yoga', 'sat', '09:00', 'northside', 'All levels', 'priya-shah', 16, []],
  [7, 'Mat Pilates', 'Pilates', 'mon', '18:00', 'riverside', 'Beginner', 'lena-okafor', 17, []],
  [8, 'Reformer Pilates', 'Pilates', 'wed', '09:00', 'downtown', 'All levels', 'lena-okafor', 32, []],
  [9, 'Reformer Pilates', 'Pilates', 'sat', '11:00', 'northside', 'All levels', 'lena-okafor', 32, ['2026-12-05']],
  [10, 'HIIT 45', 'HIIT', 'mon', '06:30', 'northside', 'Advanced', 'marco-diaz', 14, []],
  [11, 'HIIT 45', 'HIIT', 'thu', '17:30', 'downtown', 'All levels', 'marco-diaz', 14, []],
  [12, 'Rhythm Spin', 'Spin', 'wed', '19:00', 'downtown', 'All levels', 'ava-brooks', 16, []],
  [13, 'Spin Express', 'Spin', 'fri', '12:00', 'riverside', 'Beginner', 'ava-brooks', 12, []],
  [14, 'Rhythm Spin', 'Spin', 'sat', '10:00', 'downtown', 'All levels', 'ava-brooks', 16, []],
  [15, 'Boxing Basics', 'Boxing', 'thu', '19:30', 'northside', 'Beginner', 'sam-reyes', 19, []],
  [16, 'Boxing Conditioning', 'Boxing', 'sat', '14:00', 'northside', 'Advanced', 'sam-reyes', 19, []],
  [17, 'Barre Sculpt', 'Barre', 'fri', '18:00', 'riverside', 'All levels', 'ava-brooks', 18, []],
].map(([id, name, style, day, time, studio, level, instructor, price, full]) => ({ id, name, style, day, time, studio, level, instructor, price, full }));
const TIMES_OF_DAY = [
  ['', 'Any time'],
  ['morning', 'Morning (before 12)'],
  ['afternoon', 'Afternoon (12–5)'],
  ['evening', 'Evening (after 5)'],
];
const SORTS = [
  ['', 'Day and time'],
  ['price', 'Price: lowest first'],
  ['name', 'Class name (A–Z)'],
];
const MAT_FEE = 3;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toFixed(2)}`;
const byId = (id) => CLASSES.find((c) => c.id === Number(id));
const dayName = (d) => DAYS.find(([k]) => k === d)?.[1];
const studioName = (s) => STUDIOS.find(([k]) => k === s)?.[1];
const clock = (t) => {
  const [h, m] = t.split(':').map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
};
const part = (t) => {
  const h = Number(t.slice(0, 2));
  return h < 12 ? 'morning' : h < 17 ? 'afternoon' : 'evening';
};
/** The next three dates a class runs on: [iso, "Tuesday 1 December"]. */
const datesOf = (c) =>
  [0, 7, 14].map((plus) => {
    const d = new Date(Date.UTC(2026, FIRST[c.day] === 30 ? 10 : 11, FIRST[c.day] + plus));
    const iso = d.toISOString().slice(0, 10);
    return [iso, `${dayName(c.day)} ${d.getUTCDate()} ${d.toLocaleString('en-US', { month: 'long', timeZone: 'UTC' })}`];
  });
const dateText = (c, iso) => datesOf(c).find(([d]) => d === iso)?.[1] ?? iso;
const costOf = (c, people, mat) => people * (c.price + (mat ? MAT_FEE : 0));
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [], bioViews: 0 };
  };
  reset();
  const active = () => state.bookings.filter((b) => b.status === 'booked').length;

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Ironleaf Fitness</title><style>
body{font-family:system-ui,sans-serif;margin:0;color:#1d1d1d} header{display:flex;flex-wrap:wrap;gap:18px;align-items:center;padding:10px 24px;background:#14342b;color:#fff}
header a{color:#fff} main{padding:20px 24px} aside{float:left;width:210px} .results{margin-left:230px} .row{display:grid;grid-template-columns:2fr 1.4fr 1fr 1fr 1fr auto;gap:10px;border-bottom:1px solid #ddd;padding:10px 0;list-style:none}
.level{font-size:12px;background:#e4efe9;padding:1px 6px;border-radius:4px} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left} .total{font-weight:bold}
</style></head><body><header><a href="/"><strong>Ironleaf Fitness</strong></a>
<form action="/classes" method="get" role="search"><label for="hq">Search classes</label> <input id="hq" name="q" type="search"> <button>Search</button></form>
<nav aria-label="Main"><a href="/classes">Timetable</a> <a href="/bookings">My bookings (${active()})</a></nav></header><main>${body}</main></body></html>`;

  function listPage(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean).map((w) => w.replace(/(es|s)$/, ''));
    let found = CLASSES.filter((c) => words.every((w) => `${c.name} ${c.style} ${INSTRUCTORS[c.instructor][0]}`.toLowerCase().includes(w)));
    if (query.day) found = found.filter((c) => c.day === query.day);
    if (query.time) found = found.filter((c) => part(c.time) === query.time);
    if (query.studio) found = found.filter((c) => c.studio === query.studio);
    if (query.beginner === '1') found = found.filter((c) => c.level === 'Beginner');
    const max = Number(query.max);
    if (query.max && max >= 0) found = found.filter((c) => c.price <= max);
    const order = DAYS.map(([d]) => d);
    found = [...found].sort((a, b) => order.indexOf(a.day) - order.indexOf(b.day) || a.time.localeCompare(b.time));
    if (query.sort === 'price') found.sort((a, b) => a.price - b.price);
    if (query.sort === 'name') found.sort((a, b) => a.name.localeCompare(b.name));
    const rows = found
      .map(
        (c) => `<li class="row"><h2><a href="/class/${c.id}">${esc(c.name)}</a></h2><p>${dayName(c.day)} · ${clock(c.time)}</p><p>${studioName(c.studio)}</p>
<p><span class="level">${c.level}</span><br>with ${esc(INSTRUCTORS[c.instructor][0])}</p><p>$${c.price}</p><p><a href="/class/${c.id}" aria-label="View class: ${esc(c.name)}, ${dayName(c.day)} ${clock(c.time)}">View class</a></p></li>`,
      )
      .join('');
    const hidden = query.q ? `<input type="hidden" name="q" value="${esc(query.q)}">` : '';
    const heading = query.q ? `Classes matching “${query.q}”` : 'Timetable';
    return layout(heading, `<aside><form method="get" action="/classes">${hidden}<h2>Filter</h2>
<p><label for="day">Day</label><br><select id="day" name="day" onchange="this.form.submit()">${options([['', 'Any day'], ...DAYS], query.day ?? '')}</select></p>
<fieldset><legend>Time of day</legend>${TIMES_OF_DAY.map(([v, l]) => `<label><input type="radio" name="time" value="${v}"${v === (query.time ?? '') ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join('<br>')}</fieldset>
<p><label for="studio">Studio</label><br><select id="studio" name="studio" onchange="this.form.submit()">${options([['', 'All studios'], ...STUDIOS], query.studio ?? '')}</select></p>
<p><label><input type="checkbox" name="beginner" value="1"${query.beginner === '1' ? ' checked' : ''} onchange="this.form.submit()"> Beginner-friendly only</label></p>
<p><label for="max">Max price ($)</label> <input id="max" name="max" type="number" min="0" max="100" value="${esc(query.max ?? '')}"> <button>Apply</button></p>
<p><label for="sort">Sort by</label><br><select id="sort" name="sort" onchange="this.form.submit()">${options(SORTS, query.sort ?? '')}</select></p>
<p><a href="/classes${query.q ? `?q=${encodeURIComponent(query.q)}` : ''}">Clear filters</a></p></form></aside>
<section class="results"><h1>${esc(heading)}</h1><p>${found.length} ${found.length === 1 ? 'class' : 'classes'}</p>${rows ? `<ul>${rows}</ul>` : '<p>No classes match. Try another day or clear the filters.</p>'}</section>`);
  }

  function classPage(c, query) {
    const dates = datesOf(c);
    const date = dates.some(([d]) => d === query.date) && !c.full.includes(query.date) ? query.date : '';
    const people = Math.min(4, Math.max(1, Number(query.people) || 1));
    const mat = query.mat === '1';
    const radios = dates
      .map(([iso, text]) =>
        c.full.includes(iso)
          ? `<label><input type="radio" name="date" value="${iso}" disabled> ${text} · Full</label>`
          : `<label><input type="radio" name="date" value="${iso}"${iso === date ? ' checked' : ''} onchange="this.form.submit()"> ${text}</label>`,
      )
      .join('<br>');
    const next = date
      ? `<form method="get" action="/book"><input type="hidden" name="class" value="${c.id}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="people" value="${people}">${mat ? '<input type="hidden" name="mat" value="1">' : ''}<button>Continue to booking</button></form>`
      : '<p>Choose a date to continue.</p>';
    return layout(c.name, `<p><a href="/classes">‹ Back to timetable</a></p><h1>${esc(c.name)}</h1>
<p>${c.style} · ${dayName(c.day)}s at ${clock(c.time)} · 50 minutes · ${studioName(c.studio)} studio · <span class="level">${c.level}</span></p>
<p>With <a href="/instructor/${c.instructor}" target="_blank">${esc(INSTRUCTORS[c.instructor][0])}</a> (profile opens in a new tab)</p><p>$${c.price} per person</p>
<form method="get" action="/class/${c.id}"><fieldset><legend>Date</legend>${radios}</fieldset>
<p><label for="people">People</label> <select id="people" name="people" onchange="this.form.submit()">${options([1, 2, 3, 4].map((n) => [String(n), String(n)]), String(people))}</select></p>
<p><label><input type="checkbox" name="mat" value="1"${mat ? ' checked' : ''} onchange="this.form.submit()"> Rent a mat (+$${MAT_FEE} per person)</label></p></form>
<p class="total">Total: ${money(costOf(c, people, mat))}</p>${next}`);
  }

  function bookPage(query) {
    const c = byId(query.class);
    const date = c && datesOf(c).some(([d]) => d === query.date) && !c.full.includes(query.date) ? query.date : '';
    if (!c || !date) return null;
    const people = Math.min(4, Math.max(1, Number(query.people) || 1));
    const mat = query.mat === '1';
    return layout('Book a class', `<h1>Book ${esc(c.name)}</h1><p>${esc(dateText(c, date))} at ${clock(c.time)}, ${studioName(c.studio)} studio</p>
<table><tbody><tr><th>People</th><td>${people}</td></tr><tr><th>Mat rental</th><td>${mat ? `Yes (${money(MAT_FEE * people)})` : 'No'}</td></tr><tr><th>Total</th><td class="total">${money(costOf(c, people, mat))}</td></tr></tbody></table>
<p><a href="/class/${c.id}?date=${date}&amp;people=${people}${mat ? '&amp;mat=1' : ''}">Change</a></p>
<form method="post" action="/book"><input type="hidden" name="class" value="${c.id}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="people" value="${people}">${mat ? '<input type="hidden" name="mat" value="1">' : ''}
<p><label for="name">Full name</label> <input id="name" name="name" autocomplete="name"></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" autocomplete="email"></p>
<button>Confirm booking</button></form>`);
  }

  function bookingsPage() {
    const rows = state.bookings
      .map((b, i) => {
        const c = byId(b.class);
        const action = b.status === 'booked' ? `<form method="post" action="/bookings/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel booking</button></form>` : 'Cancelled';
        return `<tr><td>IF-${501 + i}</td><td><a href="/class/${c.id}">${esc(c.name)}</a></td><td>${esc(dateText(c, b.date))}, ${clock(c.time)}</td><td>${b.people} ${b.people === 1 ? 'person' : 'people'}</td><td>${action}</td></tr>`;
      })
      .join('');
    return layout('My bookings', `<h1>My bookings</h1>${rows ? `<table><thead><tr><th>Booking</th><th>Class</th><th>When</th><th>People</th><th></th></tr></thead><tbody>${rows}</tbody></table>` : '<p>You have no bookings yet.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/book') {
        const c = byId(form.class);
        if (!c || !datesOf(c).some(([d]) => d === form.date) || c.full.includes(form.date)) return { status: 400, html: 'Bad request' };
        const back = `/book?class=${c.id}&date=${form.date}&people=${form.people}${form.mat === '1' ? '&mat=1' : ''}`;
        if (!form.name?.trim() || !form.email?.includes('@')) return { redirect: back };
        state.bookings.push({ class: c.id, date: form.date, people: Math.min(4, Math.max(1, Number(form.people) || 1)), mat: form.mat === '1', name: form.name.trim(), email: form.email.trim(), status: 'booked' });
        return { redirect: `/bookings/IF-${500 + state.bookings.length}` };
      }
      if (u.pathname === '/bookings/cancel') {
        const b = state.bookings[Number(form.index)];
        if (b) b.status = 'cancelled';
        return { redirect: '/bookings' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const cls = /^\/class\/(\d+)$/.exec(u.pathname);
    const bio = /^\/instructor\/([a-z-]+)$/.exec(u.pathname);
    const done = /^\/bookings\/IF-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') {
      html = layout('Classes and timetable', `<h1>Find a class</h1><form method="get" action="/classes">
<p><label for="fq">Class, style or instructor</label> <input id="fq" name="q"></p>
<p><label for="fday">Day</label> <select id="fday" name="day">${options([['', 'Any day'], ...DAYS], '')}</select></p><button>Find classes</button></form>
<h2>Our studios</h2><ul>${STUDIOS.map(([s, n]) => `<li><a href="/classes?studio=${s}">${n}</a></li>`).join('')}</ul>`);
    } else if (u.pathname === '/classes') html = listPage(query);
    else if (cls && byId(cls[1])) html = classPage(byId(cls[1]), query);
    else if (bio && INSTRUCTORS[bio[1]]) {
      // Opens in a tab of its own: counted, but not the page the session books from.
      state.bioViews++;
      const [name, text] = INSTRUCTORS[bio[1]];
      return { html: layout(name, `<h1>${esc(name)}</h1><p>${esc(text)}</p><h2>Classes</h2><ul>${CLASSES.filter((c) => c.instructor === bio[1]).map((c) => `<li>${esc(c.name)}, ${dayName(c.day)}s ${clock(c.time)}</li>`).join('')}</ul>`) };
    } else if (u.pathname === '/book') {
      html = bookPage(query);
      if (!html) return { redirect: '/classes' };
    } else if (u.pathname === '/bookings') html = bookingsPage();
    else if (done && state.bookings[Number(done[1]) - 501]) {
      const b = state.bookings[Number(done[1]) - 501];
      const c = byId(b.class);
      html = layout('Booking confirmed', `<h1>You're booked!</h1><p>Booking number IF-${done[1]}</p><p>${esc(c.name)}, ${esc(dateText(c, b.date))} at ${clock(c.time)}, ${studioName(c.studio)} studio, for ${b.people} ${b.people === 1 ? 'person' : 'people'}.</p><p>Total paid at the desk: ${money(costOf(c, b.people, b.mat))}</p><p><a href="/bookings">See my bookings</a> · <a href="/classes">Book another class</a></p>`);
    } else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the bookings made (and cancelled), instructor profiles opened. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
