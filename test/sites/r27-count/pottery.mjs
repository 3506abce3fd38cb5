/**
 * "Hollow Lane Pottery" — a pottery studio of our own for the round-27 answer tests (not a bench set):
 * "Basket (n)" in the header's navigation over a basket page that says "n items in your basket" above
 * a table (Item, Price, Qty) whose cells hold numbers of their own ("Glaze set 500ml"); a class search
 * that says "3 classes" over cards ("2 hours · from £30"); My bookings with "You have 2 upcoming
 * classes." over a table (Person, Class, Date, Time, Status, Actions with View / Change links); a
 * class page with day links ("Thu 3 Dec" …) and a definition list ("How to use" over its value).
 * The state is what the server saw: the page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const DAYS = [['2026-12-03', 'Thu 3 Dec'], ['2026-12-04', 'Fri 4 Dec'], ['2026-12-05', 'Sat 5 Dec'], ['2026-12-07', 'Mon 7 Dec']];
const CLASSES = [['Throwing basics', '2 hours', 30], ['Hand building', '3 hours', 42], ['Glazing evening', '90 minutes', 25]];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Hollow Lane Pottery</title></head><body>
<header><a href="/"><strong>Hollow Lane Pottery</strong></a><nav aria-label="Main"><a href="/search">Classes</a> <a href="/bookings">My bookings</a> <a href="/basket">Basket (2)</a></nav></header><main>${body}</main>
<footer><p>Hollow Lane Pottery, 4 Mill Street, Hebden Bridge HX7 8AD. Open 10am to 6pm.</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Hollow Lane Pottery</h1><p>Classes for beginners and potters alike.</p>');
    if (u.pathname === '/basket') {
      return html('Basket', `<h1>Your basket</h1><p>2 items in your basket</p><table><thead><tr><th>Item</th><th>Price</th><th>Qty</th></tr></thead><tbody>
<tr><td>Glaze set 500ml</td><td>£18.00</td><td>1</td></tr><tr><td>Apron</td><td>£12.00</td><td>1</td></tr></tbody></table><p>Total: £30.00</p>`);
    }
    if (u.pathname === '/search') {
      return html('Search: classes', `<h1>Search: classes</h1><p>${CLASSES.length} classes</p><ul>${CLASSES.map(([n, d, p]) => `<li><h3><a href="/class/${n.split(' ')[0].toLowerCase()}">${n}</a></h3><p>${d} · from £${p}</p></li>`).join('')}</ul>`);
    }
    if (u.pathname === '/bookings') {
      const rows = [['Ana', 'Hand building', 'Fri 4 Dec', '10:00', 'Booked'], ['Ben', 'Throwing basics', 'Sat 5 Dec', '14:00', 'Booked'], ['Cleo', 'Glazing evening', 'Mon 30 Nov', '18:00', 'Cancelled']];
      return html('My bookings', `<h1>My bookings</h1><p>You have 2 upcoming classes.</p><table><thead><tr><th>Person</th><th>Class</th><th>Date</th><th>Time</th><th>Status</th><th>Actions</th></tr></thead><tbody>
${rows.map(([who, c, d, t, s], i) => `<tr><td>${who}</td><td>${c}</td><td>${d}</td><td>${t}</td><td>${s}</td><td><a href="/bookings/${i}">View</a>${s === 'Booked' ? ` <a href="/bookings/${i}/change">Change</a>` : ''}</td></tr>`).join('')}</tbody></table>`);
    }
    if (u.pathname === '/class/throwing') {
      const day = q.date ?? '';
      return html('Throwing basics', `<h1>Throwing basics</h1><p>Two hours at the wheel, clay and firing included.</p><dl><dt>Level</dt><dd>Beginners</dd><dt>How to use</dt><dd>Keep the clay damp and centre it before you pull.</dd></dl>
<fieldset><legend>Day</legend>${DAYS.map(([d, t]) => `<a href="/class/throwing?date=${d}"${day === d ? ' aria-current="true"' : ''}>${t}</a>`).join(' ')}</fieldset>`);
    }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  };
  return { handle, reset, state: () => state, restore: (s) => { state = structuredClone(s); } };
}
