/**
 * "Larkfield Pottery" — a pottery studio of our own for the round-25 row tests (not a bench set):
 * a class timetable as a table (Time | Class | Seats | a Choose link on the rows with seats), a
 * details form whose send lands on "My bookings" (a table of records, the newest last, each with
 * its reference and total), and "My orders" (a table of orders with a Status column). The state is
 * what the server saw: the page last shown and the bookings.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CLASSES = [
  ['10:00', '10am', 'Wheel basics', 3, 30],
  ['13:30', '1:30pm', 'Hand building', 0, 28],
  ['16:00', '4pm', 'Raku firing', 0, 40],
  ['18:30', '6:30pm', 'Glazing evening', 0, 32],
  ['20:00', '8pm', 'Late wheel', 5, 30],
];
const ORDERS = [['LP-0412', 'Clay 10kg', '£18.00', 'Delivered'], ['LP-0415', 'Glaze set', '£42.50', 'Shipped'], ['LP-0419', 'Apron', '£15.00', 'Processing']];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, bookings: [{ ref: 'LP-120', time: '10:00', people: 1, apron: false }] }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Larkfield Pottery</title></head><body>
<header><a href="/">Larkfield Pottery</a><nav aria-label="Main"><ul><li><a href="/classes">Classes</a></li><li><a href="/bookings">My bookings</a></li><li><a href="/orders">My orders</a></li></ul></nav></header><main>${body}</main>
<footer><p>© 2026 Larkfield Pottery</p></footer></body></html>`;
  const cls = (t) => CLASSES.find((c) => c[0] === t);
  const total = (b) => cls(b.time)[4] * b.people + (b.apron ? 5 : 0);
  const handle = (method, url, body) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    if (method === 'POST' && u.pathname === '/book') {
      const f = Object.fromEntries(new URLSearchParams(body ?? ''));
      if (!cls(f.time) || !f.name) return { status: 400, html: layout('Check', '<h1>Please check your details</h1>') };
      state.bookings.push({ ref: `LP-${120 + state.bookings.length}`, time: f.time, people: Number(f.people) || 1, apron: f.apron === '1' });
      return { redirect: '/bookings' };
    }
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Larkfield Pottery</h1><p>Classes for beginners and potters.</p><p><a href="/classes">See the classes</a></p>');
    if (u.pathname === '/classes') {
      const rows = CLASSES.map(([v, l, name, seats]) => `<tr><td>${l}</td><td>${esc(name)}</td><td>${seats ? `${seats} seats left` : 'Full'}</td><td>${seats ? `<a href="/details?time=${v}" aria-label="Choose ${l}">Choose</a>` : ''}</td></tr>`).join('');
      return html('Classes', `<h1>Saturday classes</h1><table><thead><tr><th>Time</th><th>Class</th><th>Seats</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>All materials included.</p>`);
    }
    if (u.pathname === '/details') {
      const c = cls(q.time);
      if (!c) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
      return html('Your details', `<h1>Your details</h1><p>${esc(c[2])} at ${c[1]}, £${c[4]} a person</p><form method="post" action="/book"><input type="hidden" name="time" value="${c[0]}"><input type="hidden" name="people" value="${esc(q.people ?? '2')}"><p><label for="name">Your name</label> <input id="name" name="name" value="${esc(q.name ?? '')}"></p><p><label><input type="checkbox" name="apron" value="1" checked> Borrow an apron (+£5)</label></p><p><button>Confirm booking</button></p></form>`);
    }
    if (u.pathname === '/bookings') {
      const rows = state.bookings.map((b) => { const c = cls(b.time); return `<tr><td>${b.ref}</td><td>${esc(c[2])}</td><td>${c[1]}</td><td>${b.people}</td><td>£${total(b)}</td></tr>`; }).join('');
      return html('My bookings', `<h1>My bookings</h1><table><thead><tr><th>Booking</th><th>Class</th><th>Time</th><th>People</th><th>Total</th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    if (u.pathname === '/orders') {
      const rows = ORDERS.map(([ref, items, sum, status]) => `<tr><td>${ref}</td><td>${items}</td><td>${sum}</td><td>${status}</td></tr>`).join('');
      return html('My orders', `<h1>My orders</h1><table><thead><tr><th>Order</th><th>Items</th><th>Total</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`);
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  };
  return { handle, reset, state: () => state, restore: (s) => { state = structuredClone(s); } };
}
