/**
 * Round 19 state-turn test site (ours): "Ashgrove Pottery Studio", classes booked and lockers rented.
 * - /bookings: the user's class bookings as a table (class, when, who for), each row with a "Cancel" link to its own
 *   "are you sure?" page, /bookings/:id/cancel: a POST form of a hidden reference and one button,
 *   "Yes, cancel it", and a "No, keep it" link.
 * - /lockers: the user's locker rentals, each with a "Cancel" link to /lockers/:id/cancel, whose POST
 *   form asks why (a "Reason" dropdown) before its "Yes, cancel it" button.
 * state() holds the page, the bookings and the lockers (each with its status).
 */
const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const SEED = () => ({
  bookings: [
    { id: 'PS-11', class: 'Wheel throwing', when: 'Tuesday 2 December, 7:00 PM', who: 'Dana Okoro', status: 'booked' },
    { id: 'PS-12', class: 'Hand building', when: 'Saturday 6 December, 10:00 AM', who: 'Dana Okoro', status: 'booked' },
    { id: 'PS-13', class: 'Glazing', when: 'Saturday 13 December, 2:00 PM', who: 'Ruth Okoro', status: 'booked' },
  ],
  lockers: [{ id: 'L-3', size: 'Large locker', until: 'January', status: 'rented', reason: '' }],
});

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, ...SEED() };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Ashgrove Pottery Studio</title></head><body>
<header><strong>Ashgrove Pottery Studio</strong> <nav><a href="/">Classes</a> <a href="/bookings">My bookings</a> <a href="/lockers">My lockers</a></nav></header><main>${body}</main></body></html>`;
  const pages = {
    '/': () => layout('Classes', '<h1>Classes</h1><p>Wheel throwing on Tuesdays, hand building on Saturdays.</p>'),
    '/bookings': () => layout('My bookings', `<h1>My bookings</h1><table><thead><tr><th>Class</th><th>When</th><th>For</th><th></th></tr></thead><tbody>${state.bookings
      .map((b) => `<tr><td>${esc(b.class)}</td><td>${esc(b.when)}</td><td>${esc(b.who)}</td><td>${b.status === 'booked' ? `<a href="/bookings/${b.id}/cancel">Cancel</a>` : 'Cancelled'}</td></tr>`)
      .join('')}</tbody></table>`),
    '/lockers': () => layout('My lockers', `<h1>My lockers</h1><ul>${state.lockers
      .map((l) => `<li>${esc(l.size)}, until ${esc(l.until)} ${l.status === 'rented' ? `<a href="/lockers/${l.id}/cancel">Cancel</a>` : 'Cancelled'}</li>`)
      .join('')}</ul>`),
  };
  const show = (path, html) => {
    state.page = { path, query: {} };
    return { html };
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
      const booking = /^\/bookings\/([\w-]+)\/cancel$/.exec(u.pathname);
      const locker = /^\/lockers\/([\w-]+)\/cancel$/.exec(u.pathname);
      if (method === 'POST') {
        if (u.pathname === '/bookings/cancel') {
          const b = state.bookings.find((x) => x.id === form.id);
          if (b) b.status = 'cancelled';
          return { redirect: '/bookings' };
        }
        if (locker) {
          const l = state.lockers.find((x) => x.id === locker[1]);
          if (l) Object.assign(l, { status: 'cancelled', reason: form.reason ?? '' });
          return { redirect: '/lockers' };
        }
        return { status: 404, html: 'Not found' };
      }
      if (pages[u.pathname]) return show(u.pathname, pages[u.pathname]());
      const b = booking && state.bookings.find((x) => x.id === booking[1] && x.status === 'booked');
      if (b) {
        return show(u.pathname, layout('Cancel booking', `<h1>Cancel this booking?</h1><p>${esc(b.class)}, ${esc(b.when)}.</p>
<form method="post" action="/bookings/cancel"><input type="hidden" name="id" value="${b.id}"><button>Yes, cancel it</button></form><p><a href="/bookings">No, keep it</a></p>`));
      }
      const l = locker && state.lockers.find((x) => x.id === locker[1] && x.status === 'rented');
      if (l) {
        return show(u.pathname, layout('Cancel locker', `<h1>Cancel this locker?</h1><p>${esc(l.size)}, until ${esc(l.until)}.</p>
<form method="post" action="${u.pathname}"><p><label for="why">Reason</label> <select id="why" name="reason"><option value="">Choose a reason</option><option value="moving">I'm moving away</option><option value="other">Another reason</option></select></p>
<button>Yes, cancel it</button></form><p><a href="/lockers">No, keep it</a></p>`));
      }
      return { status: 404, html: 'Not found' };
    },
  };
}
