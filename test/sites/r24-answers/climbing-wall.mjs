/**
 * "Hollowbrook Climbing Wall" — a climbing centre of our own for the round-24 answer tests (not a
 * bench set): a passes table (pass, what it includes, a month, a year) whose rows are stated as
 * their cells; a basket whose total is "before delivery" beside a sentence of what delivery costs;
 * a review page of a member's booking with nothing to pay. The state is what the server saw: the
 * page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const gbp = (n) => `£${n.toFixed(2)}`;
const PASSES = [
  ['single', 'Single climber', 'Unlimited climbing, peak and off-peak', 42, 420],
  ['off-peak', 'Off-peak', 'Weekdays before 16:00', 28, 280],
  ['family', 'Family', 'Two adults and up to three children', 74, 740],
];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Hollowbrook</title></head><body>
<header><a href="/">Hollowbrook Climbing Wall</a><nav aria-label="Main"><ul><li><a href="/passes">Passes</a></li><li><a href="/basket">Basket</a></li></ul></nav></header><main>${body}</main>
<footer><p>© 2026 Hollowbrook Climbing Centre · Registered charity</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Hollowbrook</h1><p>Bouldering, ropes and a kids club.</p><p><a href="/passes">Passes</a></p>');
    if (u.pathname === '/passes') {
      const rows = PASSES.map(([id, name, inc, month, year]) => `<tr><td>${esc(name)}</td><td>${esc(inc)}</td><td>${gbp(month)} a month</td><td>${gbp(year)} a year</td><td><a href="/join?pass=${id}">Join</a></td></tr>`).join('');
      return html('Passes', `<h1>Passes</h1><table><thead><tr><th>Pass</th><th>Includes</th><th>Monthly</th><th>Annual</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Students: 20% off with a valid card.</p>`);
    }
    if (u.pathname === '/basket') {
      return html('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Chalk bag</td><td>${gbp(18)}</td></tr><tr><td>Brush</td><td>${gbp(6)}</td></tr></tbody></table><p>Delivery is free on orders over £20.</p><p>Subtotal: ${gbp(24)}</p><p>Total before delivery: ${gbp(24)}</p><p><a href="/checkout">Go to checkout</a></p>`);
    }
    if (u.pathname === '/review') {
      return html('Check your booking', '<h1>Check your booking</h1><dl><dt>Session</dt><dd>Adult bouldering</dd><dt>When</dt><dd>Saturday 5 December, 10:00–11:30</dd><dt>Membership</dt><dd>HB2231</dd><dt>To pay on arrival</dt><dd>Nothing (members climb free)</dd></dl><form method="post" action="/review"><button>Confirm booking</button></form>');
    }
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
