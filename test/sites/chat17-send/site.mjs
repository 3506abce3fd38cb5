/**
 * Round 17 chat test site (ours): "Quarrybank Pottery", for turns that send a form or cancel.
 * Classes (/classes) each with a "Book a place" link; a class's booking page (/class/:id/book) with
 * a POST form — First name and Last name (required), an e-mail box (type email, required), a phone
 * box, a "Wheel or hand-building?" radio group, "Reserve my place" — beside the header's search form
 * and "My bookings" link; a confirmation page (/booking/:ref) that links "See all bookings"; the
 * bookings page (/bookings), each booking a row with its own Cancel button (POST) that asks again
 * on a page of its own ("Yes, cancel it" / "No, keep it"). state() holds the page and the bookings.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CLASSES = [
  ['glaze', 'Glazing evening', 'Thursday 10 December, 6 pm'],
  ['wheel', 'Wheel throwing taster', 'Saturday 12 December, 10 am'],
  ['raku', 'Raku firing day', 'Sunday 13 December, 9 am'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/classes', query: {} },
      bookings: [{ ref: 'QB-201', cls: 'raku', first: 'Ines', last: 'Carvalho', email: 'ines@example.org', phone: '', way: 'wheel', status: 'booked' }],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Quarrybank Pottery</title></head><body>
<header><strong>Quarrybank Pottery</strong> <nav><a href="/classes">Classes</a> <a href="/bookings">My bookings</a></nav>
<form method="get" action="/classes" role="search"><input name="q" aria-label="Search classes"><button>Search</button></form></header><main>${body}</main></body></html>`;
  const cls = (id) => CLASSES.find((c) => c[0] === id);
  const pages = {
    classes: () => layout('Classes', `<h1>Classes</h1><ul>${CLASSES.map(([id, name, when]) => `<li><h3>${esc(name)}</h3><p>${esc(when)}</p><a href="/class/${id}/book">Book a place</a></li>`).join('')}</ul>`),
    book: (c) => layout('Book', `<h1>Book: ${esc(c[1])}</h1><p>${esc(c[2])}</p>
<form method="post" action="/class/${c[0]}/book">
<p><label for="fn">First name</label> <input id="fn" name="first" required></p>
<p><label>Last name <input name="last" required></label></p>
<p><input name="email" type="email" placeholder="Email address" required></p>
<p><input name="phone" type="tel" aria-label="Phone (optional)"></p>
<fieldset><legend>Wheel or hand-building?</legend><label><input type="radio" name="way" value="wheel" checked> Wheel</label> <label><input type="radio" name="way" value="hand"> Hand-building</label></fieldset>
<button type="submit">Reserve my place</button></form>`),
    done: (b) => layout('Booked', `<h1>You're booked!</h1><p>Booking reference: ${esc(b.ref)}</p><p>${esc(cls(b.cls)[1])}, ${esc(cls(b.cls)[2])}</p><p><a href="/bookings">See all bookings</a></p>`),
    bookings: () => layout('My bookings', `<h1>My bookings</h1>${state.bookings.map((b) => `<div class="booking"><h3>${esc(cls(b.cls)[1])}</h3><p>${esc(cls(b.cls)[2])} · ${esc(b.ref)} · ${b.status === 'cancelled' ? 'Cancelled' : 'Booked'}</p>${b.status === 'cancelled' ? '' : `<form method="post" action="/bookings/${b.ref}/cancel"><button type="submit">Cancel</button></form>`}</div>`).join('')}`),
    sure: (b) => layout('Cancel booking', `<h1>Cancel this booking?</h1><p>${esc(cls(b.cls)[1])}, ${esc(cls(b.cls)[2])}</p><form method="post" action="/bookings/${b.ref}/cancel"><input type="hidden" name="sure" value="1"><button type="submit">Yes, cancel it</button></form><p><a href="/bookings">No, keep it</a></p>`),
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const f = new URLSearchParams(body ?? '');
      const book = /^\/class\/([a-z]+)\/book$/.exec(u.pathname);
      const cancel = /^\/bookings\/([A-Z]+-\d+)\/cancel$/.exec(u.pathname);
      if (method === 'POST' && book && cls(book[1])) {
        const b = { ref: `QB-${202 + state.bookings.length}`, cls: book[1], first: f.get('first') ?? '', last: f.get('last') ?? '', email: f.get('email') ?? '', phone: f.get('phone') ?? '', way: f.get('way') ?? '', status: 'booked' };
        state.bookings.push(b);
        return { redirect: `/booking/${b.ref}` };
      }
      if (method === 'POST' && cancel) {
        const b = state.bookings.find((x) => x.ref === cancel[1]);
        if (!b) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
        if (f.get('sure') !== '1') {
          state.page = { path: u.pathname, query: {} };
          return { html: pages.sure(b) };
        }
        b.status = 'cancelled';
        return { redirect: '/bookings' };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/classes' || u.pathname === '/') return { html: pages.classes() };
      if (book && cls(book[1])) return { html: pages.book(cls(book[1])) };
      const done = /^\/booking\/([A-Z]+-\d+)$/.exec(u.pathname);
      const b = done && state.bookings.find((x) => x.ref === done[1]);
      if (b) return { html: pages.done(b) };
      if (u.pathname === '/bookings') return { html: pages.bookings() };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
