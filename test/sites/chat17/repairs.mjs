/**
 * Round 17 chat test site (ours): "Tillwick Cycle Repairs", bookings whose days and times are
 * links and buttons. The booking page shows a strip of days (links "Thu 4 Mar" whose address holds
 * the day as YYYY-MM-DD, the day shown as text, "Next week ›") and a grid of times per mechanic:
 * free times are links named "2:15pm with Ines Alvarez", taken ones disabled buttons. Moving a
 * booking shows the same strip and the free times as buttons of small POST forms. The days are
 * fixed (the week of Monday 1 March 2027); the sessions read them against today = 2027-03-03.
 * state() holds the page shown and the bookings.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const iso = (d) => `2027-03-${String(d).padStart(2, '0')}`;
const dayName = (d) => `${WD[new Date(2027, 2, d).getDay()]} ${d} Mar`;
const clock = (t) => { const [h, m] = t.split(':').map(Number); return `${h % 12 || 12}:${String(m).padStart(2, '0')}${h < 12 ? 'am' : 'pm'}`; };
const MECHANICS = [['ines', 'Ines Alvarez'], ['bram', 'Bram Okafor']];
const TIMES = ['09:00', '10:30', '14:15', '15:40'];
// A time is free for a mechanic on a day when this says so (fixed, so the tests know).
const free = (day, mech, t) => (mech === 'ines' ? t !== '10:30' : t === '09:00' ? day % 2 === 0 : t !== '14:15');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [{ id: 'B7', day: iso(2), time: '10:30' }] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Tillwick</title></head><body><header><strong>Tillwick Cycle Repairs</strong> <nav><a href="/book">Book a repair</a> <a href="/bookings">My bookings</a> <a href="/prices">Prices</a></nav></header><main>${body}</main><footer><a href="/about">About</a> <a href="/contact">Contact</a></footer></body></html>`;
  const strip = (path, q, shown) => {
    const week = q.week === '2' ? 2 : 1;
    const days = week === 2 ? [8, 9, 10, 11, 12, 13] : [1, 2, 3, 4, 5, 6];
    const keep = (extra) => `${path}?${new URLSearchParams({ ...Object.fromEntries(Object.entries(q).filter(([k]) => k !== 'day' && k !== 'week')), ...extra })}`;
    return `<nav aria-label="Days">${days.map((d) => (d === shown ? `<span aria-current="date">${dayName(d)}</span>` : `<a href="${esc(keep({ day: iso(d) }))}">${dayName(d)}</a>`)).join(' ')} ${week === 1 ? `<a href="${esc(keep({ week: '2' }))}">Next week ›</a>` : `<a href="${esc(keep({}))}">‹ This week</a>`}</nav>`;
  };
  const shownDay = (q) => (q.day ? Number(q.day.slice(8)) : q.week === '2' ? 8 : 3);
  const book = (q) => {
    const day = shownDay(q);
    const grid = MECHANICS.map(([id, name]) => `<section><h3>${name}</h3>${TIMES.map((t) => (free(day, id, t) ? `<a href="/book/confirm?${esc(new URLSearchParams({ svc: q.svc ?? 'service', day: iso(day), time: t, mech: id }))}" aria-label="${clock(t)} with ${name}">${clock(t)}</a>` : `<button type="button" disabled>${clock(t)}</button>`)).join(' ')}</section>`).join('');
    return layout('Book a repair', `<h1>Pick a day and time</h1>${strip('/book', q, day)}<h2>${dayName(day)}</h2>${grid}`);
  };
  const move = (id, q) => {
    const day = shownDay(q);
    const times = TIMES.map((t) => (free(day, 'ines', t) ? `<form method="post" action="/bookings/${id}/move"><input type="hidden" name="day" value="${iso(day)}"><input type="hidden" name="time" value="${t}"><button type="submit">${clock(t)}</button></form>` : `<button type="button" disabled>${clock(t)}</button>`)).join(' ');
    return layout('Move your booking', `<h1>Move your booking</h1>${strip(`/bookings/${id}/move`, q, day)}<h2>Free with Ines Alvarez on ${dayName(day)}</h2><div>${times}</div>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const mv = /^\/bookings\/(B\d+)\/move$/.exec(u.pathname);
      if (method === 'POST' && mv) {
        const p = new URLSearchParams(body ?? '');
        const b = state.bookings.find((x) => x.id === mv[1]);
        if (b) Object.assign(b, { day: p.get('day'), time: p.get('time') });
        return { redirect: `/bookings/${mv[1]}?moved=1` };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/book') return { html: book(q) };
      if (mv) return { html: move(mv[1], q) };
      if (u.pathname === '/book/confirm') return { html: layout('Confirm', `<h1>Confirm your repair</h1><p>${esc(q.day)} at ${esc(q.time)}</p><form method="post" action="/book/done"><button type="submit">Confirm booking</button></form>`) };
      return { html: layout('Tillwick', `<h1>${esc(u.pathname)}</h1><p>Booking ${esc(q.moved ? 'moved' : '')}</p>`) };
    },
    state: () => JSON.parse(JSON.stringify(state)),
    restore(s) {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
