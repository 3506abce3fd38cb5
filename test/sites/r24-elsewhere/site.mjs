/**
 * Round 24 chat test site (ours): "Millbrook Climbing Wall", for a question whose answer is on
 * another page of the site. Every page has a header (Home, Classes, Prices, Opening times, Events,
 * My account) and a footer (Facilities, Contact us, Sign out). The home page says nothing of hours,
 * prices or parking; /opening-times gives each day's hours, /prices the prices, /facilities says
 * there is a car park, /account the member's number; /opening-times gives the café's and the shop's
 * hours as a grid (places by days), and /locations lists the two walls, each with its own page of hours. state() holds the page and how many times the
 * member signed out (a link the look never follows).
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, signedOut: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Millbrook Climbing Wall</title></head><body>
<header><a href="/"><strong>Millbrook Climbing Wall</strong></a>
<nav><a href="/">Home</a> <a href="/classes">Classes</a> <a href="/prices">Prices</a> <a href="/opening-times">Opening times</a> <a href="/events">Events</a> <a href="/account">My account</a></nav></header>
<main><h1>${esc(title)}</h1>${body}</main>
<footer><a href="/facilities">Facilities</a> · <a href="/locations">Our locations</a> · <a href="/contact">Contact us</a> · <a href="/sign-out">Sign out</a><p>© 2026 Millbrook Climbing Wall</p></footer></body></html>`;
  const pages = {
    '/': ['Welcome', '<p>Bouldering and roped climbing for every age, in the old mill by the river.</p><p>New to climbing? Try a taster class.</p>'],
    '/classes': ['Classes', '<ul><li><a href="/classes/taster">Taster class</a> — your first climb with an instructor</li><li><a href="/classes/kids">Kids club</a> — ages 6 to 12</li></ul>'],
    '/classes/taster': ['Taster class', '<p>Ninety minutes with an instructor, all kit included.</p>'],
    '/classes/kids': ['Kids club', '<p>For climbers aged 6 to 12, with a coach.</p>'],
    '/prices': ['Prices', '<table><tr><th>Ticket</th><th>Price</th></tr><tr><td>Adult climb</td><td>£12</td></tr><tr><td>Child climb</td><td>£8</td></tr><tr><td>Shoe hire</td><td>£4</td></tr></table>'],
    '/opening-times': ['Opening times', '<h2>The wall</h2><ul><li>Monday to Friday: 10:00–22:00</li><li>Saturday: 8:00–20:00</li><li>Sunday: 9:00–17:00</li></ul><h2>Café and shop</h2><table><thead><tr><th></th><th>Monday to Friday</th><th>Saturday</th><th>Sunday</th></tr></thead><tbody><tr><th>Café</th><td>9:00 – 16:00</td><td>9:30 – 17:30</td><td>10:00 – 15:00</td></tr><tr><th>Shop</th><td>10:00 – 18:00</td><td>10:00 – 17:00</td><td>Closed</td></tr></tbody></table>'],
    '/locations': ['Our locations', '<ul><li><a href="/locations/riverside">Riverside wall</a> — Mill Lane</li><li><a href="/locations/hilltop">Hilltop wall</a> — Beacon Road</li></ul>'],
    '/locations/riverside': ['Riverside wall', '<p>Mill Lane, Millbrook MB1 2CW</p><ul><li>Monday to Saturday: 9:00–21:00</li><li>Sunday: 10:00–16:00</li></ul>'],
    '/locations/hilltop': ['Hilltop wall', '<p>Beacon Road, Millbrook MB3 7HT</p><ul><li>Monday to Saturday: 8:00–20:00</li><li>Sunday: 11:00–15:00</li></ul>'],
    '/events': ['Events', '<ul><li>Bouldering league — first Friday of the month</li><li>Film night — 12 December</li></ul>'],
    '/account': ['My account', '<p>Member number: C4410</p><p>Membership: Monthly, renews 1 January.</p>'],
    '/facilities': ['Facilities', '<ul><li>Free car park for 2 hours</li><li>Lockers and showers</li><li>Café with seating by the river</li></ul>'],
    '/contact': ['Contact us', '<p>Millbrook Climbing Wall, Mill Lane, Millbrook MB1 2CW</p><p>Phone 01632 960 555</p>'],
  };
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/sign-out') {
        state.signedOut += 1;
        return { html: layout('Signed out', '<p>You are signed out.</p>') };
      }
      const p = pages[u.pathname];
      if (!p) return { status: 404, html: layout('Not found', '<p>No such page.</p>') };
      return { html: layout(p[0], p[1]) };
    },
    state: () => JSON.parse(JSON.stringify(state)),
    restore(s) {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
