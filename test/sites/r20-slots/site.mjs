/**
 * Round 20 slot test site (ours): "Larchmere Climbing Wall".
 * - /sessions: induction sessions as a timetable — a table whose header row names the days and whose
 *   rows start with a time; each free cell is a link ("18:00", its accessible name "Tue 8 Dec 18:00") to
 *   /book?day=…&time=…; a taken cell says "Full". With ?move=ID the free cells are buttons of POST forms
 *   ("Move to Wed 9 Dec 13:00") that move that booking.
 * - /book: the chosen slot and a "Confirm booking" POST form.
 * - /bookings: the user's bookings as a table, each booked row with a "Reschedule" link (/sessions?move=ID).
 * - /class/yoga: a strip of day links (?date=…) and, for the day shown, its times as links (?date=…&time=…).
 * state() holds the page (path, query) and the bookings.
 */
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const DAYS = [['2026-12-07', 'Mon 7 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec']];
const TIMES = ['09:30', '13:00', '18:00'];
const FULL = new Set(['2026-12-07 13:00', '2026-12-09 09:30']);
const YOGA = ['10:00', '14:00', '19:00'];
const dayName = Object.fromEntries(DAYS);
const SEED = () => ({ bookings: [{ ref: 'LC-1', day: '2026-12-08', time: '09:30', status: 'booked' }] });

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, ...SEED() };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Larchmere Climbing Wall</title></head><body>
<header><strong>Larchmere Climbing Wall</strong> <nav><a href="/sessions">Inductions</a> <a href="/class/yoga">Yoga</a> <a href="/bookings">My bookings</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const taken = (d, t, except) => FULL.has(`${d} ${t}`) || state.bookings.some((b) => b.status === 'booked' && b.day === d && b.time === t && b.ref !== except);
  const sessions = (q) => {
    const move = q.move ? state.bookings.find((b) => b.ref === q.move && b.status === 'booked') : undefined;
    const head = `<tr><th>Time</th>${DAYS.map(([, n]) => `<th>${n}</th>`).join('')}</tr>`;
    const rows = TIMES.map((t) => `<tr><th>${t}</th>${DAYS.map(([d, n]) => {
      if (move && move.day === d && move.time === t) return '<td>Your booking</td>';
      if (taken(d, t, move?.ref)) return '<td>Full</td>';
      if (move) return `<td><form method="post" action="/bookings/move"><input type="hidden" name="ref" value="${move.ref}"><input type="hidden" name="day" value="${d}"><input type="hidden" name="time" value="${t}"><button aria-label="Move to ${n} ${t}">${t}</button></form></td>`;
      return `<td><a href="/book?day=${d}&amp;time=${t}" aria-label="${n} ${t}">${t}</a></td>`;
    }).join('')}</tr>`).join('');
    return layout(move ? `Reschedule ${move.ref}` : 'Induction sessions', `<p>Choose a session (one hour).</p><table>${head}${rows}</table>`);
  };
  const yoga = (q) => {
    const date = dayName[q.date] ? q.date : DAYS[0][0];
    const strip = `<nav aria-label="Choose a day"><ul>${DAYS.map(([d, n]) => `<li><a href="/class/yoga?date=${d}"${d === date ? ' aria-current="date"' : ''}>${n}</a></li>`).join('')}</ul></nav>`;
    const times = `<h2>Times on ${dayName[date]}</h2><ul>${YOGA.map((t) => `<li><a href="/class/yoga?date=${date}&amp;time=${t}">${t}</a> — spaces left</li>`).join('')}</ul>`;
    const chosen = YOGA.includes(q.time) ? `<p>You chose ${dayName[date]} at ${q.time}.</p>` : '<p>Choose a time.</p>';
    return layout('Yoga for climbers', strip + times + chosen);
  };
  const pages = {
    '/': () => layout('Welcome', '<p>Inductions every weekday, yoga most days.</p>'),
    '/sessions': sessions,
    '/class/yoga': yoga,
    '/book': (q) => (dayName[q.day] && TIMES.includes(q.time)
      ? layout('Your session', `<p>Induction on ${dayName[q.day]} at ${q.time}.</p><form method="post" action="/book"><input type="hidden" name="day" value="${q.day}"><input type="hidden" name="time" value="${q.time}"><button>Confirm booking</button></form>`)
      : undefined),
    '/bookings': () => layout('My bookings', `<table><thead><tr><th>Ref</th><th>Day</th><th>Time</th><th>Status</th><th></th></tr></thead><tbody>${state.bookings
      .map((b) => `<tr><td>${b.ref}</td><td>${dayName[b.day]}</td><td>${b.time}</td><td>${b.status}</td><td>${b.status === 'booked' ? `<a href="/sessions?move=${b.ref}">Reschedule</a>` : ''}</td></tr>`)
      .join('')}</tbody></table>`),
  };
  return {
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const form = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (method === 'POST') {
        if (u.pathname === '/book' && dayName[form.day] && TIMES.includes(form.time) && !taken(form.day, form.time)) {
          state.bookings.push({ ref: `LC-${state.bookings.length + 1}`, day: form.day, time: form.time, status: 'booked' });
          return { redirect: '/bookings' };
        }
        if (u.pathname === '/bookings/move') {
          const b = state.bookings.find((x) => x.ref === form.ref);
          if (b && dayName[form.day] && TIMES.includes(form.time) && !taken(form.day, form.time, b.ref)) Object.assign(b, { day: form.day, time: form.time });
          return { redirect: '/bookings' };
        }
        return { redirect: '/' };
      }
      const render = pages[u.pathname];
      const html = render ? render(Object.fromEntries(u.searchParams)) : undefined;
      if (!html) return { status: 404, html: layout('Not found', '<p>No such page.</p>') };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      return { html };
    },
  };
}
