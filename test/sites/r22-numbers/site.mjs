/**
 * Round 22 number test site (ours): "Pebble Lane Dog Grooming".
 * - /services: three services as cards (links to /service/…): a listing whose "third" is an item.
 * - /service/:slug: a strip of day links (?date=…, "Thu 3 Dec") and, for the day chosen, its start
 *   times as links (?date=…&time=…, "15:00"); a "Book now" POST form once both are chosen.
 * - /bookings: the user's bookings as a table, each with "View" and "Change" links.
 * - /bookings/:ref/change: "Currently booked for Wed 2 Dec at 10:00.", the day strip, the times of
 *   the day shown (the booking's day by default) and a "Confirm change" POST form.
 * state() holds the page (path, query) and the bookings.
 */
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const DAYS = ['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-07', '2026-12-08'];
const TIMES = ['08:00', '10:00', '13:00', '15:00'];
const SERVICES = [['full-groom', 'Full groom'], ['bath-and-brush', 'Bath and brush'], ['nail-trim', 'Nail trim']];
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const dayName = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${WD[new Date(y, m - 1, d).getDay()]} ${d} Dec`; };
const SEED = () => ({ bookings: [{ ref: 'PL-1', service: 'full-groom', date: '2026-12-02', time: '10:00' }, { ref: 'PL-2', service: 'nail-trim', date: '2026-12-05', time: '13:00' }] });

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, ...SEED() };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Pebble Lane Dog Grooming</title></head><body>
<header><strong>Pebble Lane Dog Grooming</strong> <nav><a href="/services">Services</a> <a href="/bookings">My bookings</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const withQuery = (path, q) => `${path}?${new URLSearchParams(q).toString()}`;
  const strip = (path, q) => `<fieldset><legend>Date</legend>${DAYS.map((d) => `<a href="${esc(withQuery(path, { date: d }))}"${q.date === d ? ' aria-current="true"' : ''}>${dayName(d)}</a>`).join(' ')}</fieldset>`;
  const times = (path, q, date) => `<fieldset><legend>Start time${date ? ` on ${dayName(date)}` : ''}</legend>${date ? TIMES.map((t) => `<a href="${esc(withQuery(path, { ...q, date, time: t }))}"${q.time === t ? ' aria-current="true"' : ''}>${t}</a>`).join(' ') : '<p>Choose a date to see start times.</p>'}</fieldset>`;
  const service = (slug, q) => {
    const s = SERVICES.find(([k]) => k === slug);
    if (!s) return undefined;
    const path = `/service/${slug}`;
    const date = DAYS.includes(q.date) ? q.date : '';
    const book = date && TIMES.includes(q.time) ? `<form method="post" action="/book"><input type="hidden" name="service" value="${slug}"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${q.time}"><p>${dayName(date)} at ${q.time}</p><button>Book now</button></form>` : '';
    return layout(s[1], `<p>For dogs of every size.</p>${strip(path, q)}${times(path, q, date)}${book}`);
  };
  const change = (ref, q) => {
    const b = state.bookings.find((x) => x.ref === ref);
    if (!b) return undefined;
    const path = `/bookings/${ref}/change`;
    const date = DAYS.includes(q.date) ? q.date : b.date;
    const time = TIMES.includes(q.time) ? q.time : b.time;
    return layout(`Change ${SERVICES.find(([k]) => k === b.service)[1].toLowerCase()}`, `<p>Currently booked for ${dayName(b.date)} at ${b.time}.</p>${strip(path, { ...q, date })}${times(path, q, date)}<form method="post" action="/bookings/${ref}/change"><input type="hidden" name="date" value="${date}"><input type="hidden" name="time" value="${time}"><p>New time: ${dayName(date)} at ${time}</p><button>Confirm change</button></form>`);
  };
  const pages = {
    '/': () => layout('Welcome', '<p>Grooming by appointment, six days a week.</p>'),
    '/services': () => layout('Services', `<ul>${SERVICES.map(([k, n]) => `<li class="card"><a href="/service/${k}"><h3>${n}</h3></a><p>From £20</p></li>`).join('')}</ul>`),
    '/bookings': () => layout('My bookings', `<table><thead><tr><th>Service</th><th>When</th><th></th></tr></thead><tbody>${state.bookings
      .map((b) => `<tr><td><a href="/bookings/${b.ref}">${SERVICES.find(([k]) => k === b.service)[1]}</a></td><td>${dayName(b.date)}, ${b.time}</td><td><a href="/bookings/${b.ref}">View</a> · <a href="/bookings/${b.ref}/change">Change</a></td></tr>`)
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
        if (u.pathname === '/book' && DAYS.includes(form.date) && TIMES.includes(form.time)) {
          state.bookings.push({ ref: `PL-${state.bookings.length + 1}`, service: form.service, date: form.date, time: form.time });
          return { redirect: '/bookings' };
        }
        const m = /^\/bookings\/(PL-\d+)\/change$/.exec(u.pathname);
        const b = m && state.bookings.find((x) => x.ref === m[1]);
        if (b && DAYS.includes(form.date) && TIMES.includes(form.time)) Object.assign(b, { date: form.date, time: form.time });
        return { redirect: '/bookings' };
      }
      const q = Object.fromEntries(u.searchParams);
      let m;
      const html = (m = /^\/service\/([a-z-]+)$/.exec(u.pathname)) ? service(m[1], q)
        : (m = /^\/bookings\/(PL-\d+)\/change$/.exec(u.pathname)) ? change(m[1], q)
        : (m = /^\/bookings\/(PL-\d+)$/.exec(u.pathname)) ? layout(`Booking ${m[1]}`, '<p>Confirmed.</p><p><a href="/bookings">Back to my bookings</a></p>')
        : pages[u.pathname]?.(q);
      if (!html) return { status: 404, html: layout('Not found', '<p>No such page.</p>') };
      state.page = { path: u.pathname, query: q };
      return { html };
    },
  };
}
