/**
 * "Hollowbrook Climbing Wall" — a climbing centre of our own for the round-24 answer tests (not a
 * bench set): a sessions table (time, session, wall, spaces; one row "Fully booked"), a passes
 * table (pass, what it includes, a month, a year), a join page whose payment choice is a row of
 * links ("Annually (3 months free)") above the price of what is chosen, a course page that states
 * an age range beside its length, a centre page with an address on an estate named "… Park" and a
 * parking sentence, a basket whose total is "before delivery" beside a delivery sentence, a review
 * page of a member's booking with nothing to pay, a welcome page that says where the card is
 * collected, and a waiting list's confirmation that says how the climber hears back. The state is
 * what the server saw: the page last shown.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const gbp = (n) => `£${n.toFixed(2)}`;
const SESSIONS = [
  ['10:00', '11:30', 'Adult bouldering', 'Cave', 12],
  ['13:00', '14:30', 'Glow night (UV lights)', 'Cave', 0],
  ['16:00', '17:30', 'Kids climbing club', 'Main wall', 7],
];
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
<header><a href="/">Hollowbrook Climbing Wall</a><nav aria-label="Main"><ul><li><a href="/sessions">Sessions</a></li><li><a href="/passes">Passes</a></li><li><a href="/centre">The centre</a></li><li><a href="/basket">Basket</a></li></ul></nav></header><main>${body}</main>
<footer><p>© 2026 Hollowbrook Climbing Centre · Registered charity</p></footer></body></html>`;
  const handle = (method, url) => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query: q };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (u.pathname === '/') return html('Home', '<h1>Hollowbrook</h1><p>Bouldering, ropes and a kids club.</p>');
    if (u.pathname === '/sessions') {
      const rows = SESSIONS.map(([from, to, name, wall, left]) => `<tr><td>${from}–${to}</td><td>${esc(name)}</td><td>${esc(wall)}</td><td>${left ? `${left} left` : 'Fully booked'}</td><td>${left ? `<a href="/book?s=${encodeURIComponent(name)}" aria-label="Book ${esc(name)} at ${from}">Book</a>` : ''}</td></tr>`).join('');
      return html('Sessions', `<h1>Climbing timetable — Saturday 5 December</h1><table><thead><tr><th>Time</th><th>Session</th><th>Wall</th><th>Spaces</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Day entry £12.50; members climb free.</p>`);
    }
    if (u.pathname === '/passes') {
      const rows = PASSES.map(([id, name, inc, month, year]) => `<tr><td>${esc(name)}</td><td>${esc(inc)}</td><td>${gbp(month)} a month</td><td>${gbp(year)} a year</td><td><a href="/join?pass=${id}">Join</a></td></tr>`).join('');
      return html('Passes', `<h1>Passes</h1><table><thead><tr><th>Pass</th><th>Includes</th><th>Monthly</th><th>Annual</th><th></th></tr></thead><tbody>${rows}</tbody></table><p>Students: 20% off with a valid card.</p>`);
    }
    if (u.pathname === '/join') {
      const pass = PASSES.find(([id]) => id === q.pass) ?? PASSES[0];
      const term = q.term === 'annual' ? 'annual' : 'monthly';
      const link = (t, label) => `<a href="/join?pass=${pass[0]}&amp;term=${t}"${t === term ? ' aria-current="true"' : ''}>${label}</a>`;
      return html('Join', `<h1>Join Hollowbrook</h1><p>Pay: ${link('monthly', 'Monthly')} ${link('annual', 'Annually (3 months free)')}</p><p><strong>${esc(pass[1])}</strong>: ${esc(pass[2])}. ${term === 'annual' ? `${gbp(pass[4])} a year` : `${gbp(pass[3])} a month`}.</p>`);
    }
    if (u.pathname === '/courses/first-steps') {
      return html('First Steps course', '<h1>First Steps course</h1><p>Learn to tie in, belay and climb safely.</p><ul><li>Ages 8–14 years</li><li>Up to 6 climbers</li><li>Course length 90 minutes</li></ul><p>£30 per climber</p>');
    }
    if (u.pathname === '/centre') {
      return html('The centre', '<h1>The centre</h1><p>Unit 4, Quarry Park Estate, Millgate Road, Hollowbrook HB3 8QP</p><h2>Opening hours</h2><p>Every day 9:00 – 22:00</p><p>Free parking for four hours in the yard. Bike racks by the door.</p>');
    }
    if (u.pathname === '/basket') {
      return html('Basket', `<h1>Your basket</h1><table><thead><tr><th>Item</th><th>Price</th></tr></thead><tbody><tr><td>Chalk bag</td><td>${gbp(18)}</td></tr><tr><td>Brush</td><td>${gbp(6)}</td></tr></tbody></table><p>Delivery is free on orders over £20.</p><p>Subtotal: ${gbp(24)}</p><p>Total before delivery: ${gbp(24)}</p><p><a href="/checkout">Go to checkout</a></p>`);
    }
    if (u.pathname === '/review') {
      return html('Check your booking', '<h1>Check your booking</h1><dl><dt>Session</dt><dd>Adult bouldering</dd><dt>When</dt><dd>Saturday 5 December, 10:00–11:30</dd><dt>Membership</dt><dd>HB2231</dd><dt>To pay on arrival</dt><dd>Nothing (members climb free)</dd></dl><form method="post" action="/review"><button>Confirm booking</button></form>');
    }
    if (u.pathname === '/welcome') {
      return html('Welcome', '<h1>Welcome to Hollowbrook!</h1><p role="status">Your membership number is <strong>HB2231</strong>: Family, paid annually.</p><p>Pick up your card from the front desk with photo ID; your first payment is taken on the start date.</p>');
    }
    if (u.pathname === '/waitlist/done') {
      return html('On the waiting list', '<h1>On the waiting list</h1><p role="status">Maya is on the waiting list for Kids climbing club, Saturdays at 16:00. Reference WL4410.</p><p>We will text you when a space comes up.</p>');
    }
    return { status: 404, html: '<p>Not found</p>' };
  };
  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
