// ClearRoad — a driving-lessons booking site (blind benchmark site, round 11).
const INSTRUCTORS = [
  { id: 'sam-patel', name: 'Sam Patel', gearbox: 'manual', area: 'north', rating: 4.9, years: 12 },
  { id: 'grace-okafor', name: 'Grace Okafor', gearbox: 'automatic', area: 'south', rating: 4.8, years: 7 },
  { id: 'tom-becker', name: 'Tom Becker', gearbox: 'manual', area: 'south', rating: 4.6, years: 4 },
  { id: 'linda-morris', name: 'Linda Morris', gearbox: 'automatic', area: 'north', rating: 4.7, years: 15 },
  { id: 'ravi-shah', name: 'Ravi Shah', gearbox: 'manual', area: 'city', rating: 4.5, years: 3 },
];
const TYPES = [
  { id: 'standard', name: 'Standard lesson', mins: 60, price: 38 },
  { id: 'double', name: 'Double lesson', mins: 120, price: 72 },
  { id: 'motorway', name: 'Motorway lesson', mins: 90, price: 60 },
  { id: 'mock-test', name: 'Mock driving test', mins: 90, price: 55 },
];
const DAYS = [['2026-11-30', 'Monday 30 November'], ['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'],
  ['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December']];
const TIMES = ['09:00', '10:30', '13:00', '15:00', '17:30'];
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const dayLabel = (d) => (DAYS.find((x) => x[0] === d) || [d, d])[1];
const ins = (id) => INSTRUCTORS.find((i) => i.id === id);
const typ = (id) => TYPES.find((t) => t.id === id);
const time12 = (t) => { const [h, m] = t.split(':').map(Number); return `${((h + 11) % 12) + 1}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`; };
// fixed slots already taken by other pupils
const TAKEN = (i, d, t) => ((INSTRUCTORS.findIndex((x) => x.id === i) * 7 + DAYS.findIndex((x) => x[0] === d) * 3 + TIMES.indexOf(t)) % 4) === 0;

export function createSite() {
  let s;
  const reset = () => { s = { path: '/', query: {}, bookings: [] }; };
  reset();
  const free = (i, d, t, except) => !TAKEN(i, d, t) && !s.bookings.some((b) => b.id !== except && b.status === 'booked' && b.instructor === i && b.day === d && b.time === t);
  const page = (title, body) => ({ html: `<!doctype html><html><head><title>${esc(title)} – ClearRoad Driving School</title></head><body>
<header><a href="/">ClearRoad Driving School</a> <nav><a href="/instructors">Instructors</a> <a href="/lessons">Lesson types &amp; prices</a> <a href="/availability">Check availability</a> <a href="/my-lessons">My lessons</a></nav></header>
<main><h1>${esc(title)}</h1>${body}</main></body></html>` });
  const opt = (v, cur, l) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(l ?? v)}</option>`;

  function get(path, q) {
    if (path === '/') return page('Learn to drive with confidence', `<p>Friendly DVSA-approved instructors, manual and automatic.</p><p><a href="/instructors">Meet our instructors</a> · <a href="/availability">Book a lesson</a></p>`);
    if (path === '/instructors') {
      const list = INSTRUCTORS.filter((i) => (!q.gearbox || i.gearbox === q.gearbox) && (!q.area || i.area === q.area));
      return page('Our instructors', `<form action="/instructors" method="get"><label>Gearbox <select name="gearbox"><option value="">Any</option>${opt('manual', q.gearbox, 'Manual')}${opt('automatic', q.gearbox, 'Automatic')}</select></label>
<label>Area <select name="area"><option value="">Any</option>${opt('north', q.area, 'North')}${opt('south', q.area, 'South')}${opt('city', q.area, 'City centre')}</select></label><button>Filter</button></form>
<ul>${list.map((i) => `<li><a href="/instructors/${i.id}">${esc(i.name)}</a> — ${i.gearbox}, ${i.area === 'city' ? 'city centre' : i.area}, rated ${i.rating}</li>`).join('') || '<li>No instructors match.</li>'}</ul>`);
    }
    const im = path.match(/^\/instructors\/([a-z-]+)$/);
    if (im) {
      const i = ins(im[1]);
      if (!i) return { status: 404 };
      return page(i.name, `<p>${esc(i.name)} teaches in a ${i.gearbox} car in the ${i.area === 'city' ? 'city centre' : i.area + ' area'}. ${i.years} years' experience, rated ${i.rating} out of 5.</p><p><a href="/availability?instructor=${i.id}">See ${esc(i.name.split(' ')[0])}'s availability</a></p><p><a href="/instructors">Back to instructors</a></p>`);
    }
    if (path === '/lessons') return page('Lesson types & prices', `<table><tr><th>Lesson</th><th>Length</th><th>Price</th><th></th></tr>${TYPES.map((t) => `<tr><td>${t.name}</td><td>${t.mins} minutes</td><td>£${t.price}</td><td><a href="/availability?type=${t.id}">Book a ${t.name.toLowerCase()}</a></td></tr>`).join('')}</table>`);
    if (path === '/availability') {
      const type = q.type || 'standard';
      let body = `<form action="/availability" method="get"><label>Instructor <select name="instructor"><option value="">Choose an instructor</option>${INSTRUCTORS.map((i) => opt(i.id, q.instructor, i.name)).join('')}</select></label>
<label>Lesson type <select name="type">${TYPES.map((t) => opt(t.id, type, t.name)).join('')}</select></label>
<label>Day <select name="day"><option value="">Choose a day</option>${DAYS.map(([v, l]) => opt(v, q.day, l)).join('')}</select></label><button>Show times</button></form>`;
      if (q.instructor && ins(q.instructor) && q.day) {
        const times = TIMES.filter((t) => free(q.instructor, q.day, t));
        body += `<h2>${esc(ins(q.instructor).name)} on ${dayLabel(q.day)}</h2><ul>${times.map((t) => `<li>${time12(t)} <a href="/book?instructor=${q.instructor}&type=${type}&day=${q.day}&time=${t}">Book ${time12(t)}</a></li>`).join('') || '<li>Fully booked.</li>'}</ul>`;
      } else body += '<p>Choose an instructor and a day to see free times.</p>';
      return page('Check availability', body);
    }
    if (path === '/book') {
      const i = ins(q.instructor), t = typ(q.type || 'standard');
      if (!i || !t || !q.day || !TIMES.includes(q.time)) return { status: 404 };
      return page('Book your lesson', `<p>${t.name} (${t.mins} minutes, £${t.price}) with ${esc(i.name)} on ${dayLabel(q.day)} at ${time12(q.time)}.</p>
<form action="/book" method="post"><input type="hidden" name="instructor" value="${i.id}"><input type="hidden" name="type" value="${t.id}"><input type="hidden" name="day" value="${q.day}"><input type="hidden" name="time" value="${q.time}">
<label>Pupil's full name <input name="pupil"></label><label>Mobile number <input name="phone" type="tel"></label><label>Pick-up postcode <input name="postcode"></label><button>Confirm booking</button></form>
<p><a href="/availability?instructor=${i.id}&type=${t.id}&day=${q.day}">Back to times</a></p>`);
    }
    if (path === '/my-lessons') {
      return page('My lessons', s.bookings.length ? `<table><tr><th>Ref</th><th>Lesson</th><th>Instructor</th><th>When</th><th>Status</th><th></th></tr>${s.bookings.map((b) => `<tr><td>${b.id}</td><td>${typ(b.type).name}</td><td>${esc(ins(b.instructor).name)}</td><td>${dayLabel(b.day)} at ${time12(b.time)}</td><td>${b.status}</td><td>${b.status === 'booked' ? `<a href="/my-lessons/${b.id}/reschedule">Reschedule</a> <form action="/my-lessons/${b.id}/cancel" method="post"><button>Cancel lesson ${b.id}</button></form>` : ''}</td></tr>`).join('')}</table>` : '<p>You have no lessons booked.</p>');
    }
    const rm = path.match(/^\/my-lessons\/(L\d+)\/reschedule$/);
    if (rm) {
      const b = s.bookings.find((x) => x.id === rm[1]);
      if (!b || b.status !== 'booked') return { status: 404 };
      let body = `<p>Currently: ${typ(b.type).name} with ${esc(ins(b.instructor).name)} on ${dayLabel(b.day)} at ${time12(b.time)}.</p><form action="/my-lessons/${b.id}/reschedule" method="get"><label>New day <select name="day"><option value="">Choose a day</option>${DAYS.map(([v, l]) => opt(v, q.day, l)).join('')}</select></label><button>Show times</button></form>`;
      if (q.day) body += `<ul>${TIMES.filter((t) => free(b.instructor, q.day, t, b.id) && !(q.day === b.day && t === b.time)).map((t) => `<li><form action="/my-lessons/${b.id}/reschedule" method="post"><input type="hidden" name="day" value="${q.day}"><input type="hidden" name="time" value="${t}"><button>Move to ${time12(t)}</button></form></li>`).join('') || '<li>No free times.</li>'}</ul>`;
      return page(`Reschedule lesson ${b.id}`, body);
    }
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/book') {
      if (!ins(b.instructor) || !typ(b.type) || !DAYS.some((d) => d[0] === b.day) || !TIMES.includes(b.time) || !b.pupil || !b.phone) return { status: 400 };
      if (!free(b.instructor, b.day, b.time)) return { status: 409 };
      const id = 'L' + (s.bookings.length + 1);
      s.bookings.push({ id, instructor: b.instructor, type: b.type, day: b.day, time: b.time, pupil: b.pupil.trim(), phone: b.phone.replace(/\s+/g, ''), postcode: (b.postcode || '').trim().toUpperCase(), status: 'booked' });
      return { redirect: '/my-lessons' };
    }
    const m = path.match(/^\/my-lessons\/(L\d+)\/(cancel|reschedule)$/);
    if (m) {
      const bk = s.bookings.find((x) => x.id === m[1]);
      if (!bk || bk.status !== 'booked') return { status: 400 };
      if (m[2] === 'cancel') bk.status = 'cancelled';
      else { if (!TIMES.includes(b.time) || !free(bk.instructor, b.day, b.time, bk.id)) return { status: 409 }; bk.day = b.day; bk.time = b.time; }
      return { redirect: '/my-lessons' };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body = {}) {
      const u = new URL(url, 'http://127.0.0.1');
      const q = Object.fromEntries(u.searchParams);
      if (typeof body === 'string') body = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') return post(u.pathname, body || {});
      const r = get(u.pathname, q);
      if (r.html) { s.path = u.pathname; s.query = q; }
      return r;
    },
    state: () => clone(s),
    restore(st) { s = clone(st); },
    reset,
  };
}
