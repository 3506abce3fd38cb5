/**
 * Round 13 test site (ours): "Larkspur Works", a coworking house whose home page links to its
 * sections with its own words: "Spaces" in the top bar (desk booking form), a "More" dropdown
 * that is closed (the bakery's cake order form, "Our bakes"), a hamburger panel that is hidden
 * ("Help & support": a contact form), a footer ("Opening times"), and a link to ANOTHER origin
 * ("Bike hire", a partner's site) that must never be followed. State: the last page shown, the
 * pages shown in order, and the last form sent.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** `external`: the other origin's address of "Bike hire" (a test serves it to see that nothing opens it). */
export function createSite({ external = 'http://127.0.0.1:9/bikes' } = {}) {
  let state;
  const reset = () => {
    state = { page: { path: "/", query: {} }, sent: null };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Larkspur Works</title>
<style>header{display:flex;gap:14px;padding:8px 16px;background:#234;color:#fff} header a{color:#fff} .dropdown ul,#panel{display:none} .dropdown:focus-within ul{display:block} main{padding:16px}</style></head><body>
<header><strong>Larkspur Works</strong>
<nav aria-label="Main"><a href="/">Home</a> <a href="/spaces">Spaces</a> <a href="/events">What's on</a>
<div class="dropdown"><button type="button" aria-haspopup="true">More ▾</button><ul><li><a href="/bakes">Our bakes</a></li><li><a href="/team">The team</a></li></ul></div></nav>
<button type="button" aria-label="Menu" aria-controls="panel">☰</button>
<div id="panel"><a href="/help">Help &amp; support</a> <a href="/account">My account</a> <a href="/logout">Log out</a></div>
<a href="${esc(external)}">Bike hire</a>
</header><main>${body}</main><footer><a href="/hours">Opening times</a> · <a href="/press">Press</a></footer></body></html>`;
  const pages = {
    '/': () => layout('Welcome', `<h1>Welcome to Larkspur Works</h1><p>A quiet house of desks, rooms and a small bakery by the canal.</p><p>Come by for coffee.</p>`),
    '/spaces': () => layout('Spaces', `<h1>Spaces</h1><form method="post" action="/send/desk"><p><label for="kind">Desk type</label> <select id="kind" name="kind"><option value="">Choose…</option><option value="hot">Hot desk</option><option value="fixed">Fixed desk</option><option value="standing">Standing desk</option></select></p>
<p><label for="day">Date</label> <input id="day" name="day" type="date"></p><button type="submit">Reserve</button></form>`),
    '/bakes': () => layout('Our bakes', `<h1>Our bakes</h1><form method="post" action="/send/cake"><p><label for="sponge">Sponge</label> <select id="sponge" name="sponge"><option value="">Choose…</option><option value="lemon">Lemon</option><option value="chocolate">Chocolate</option><option value="victoria">Victoria</option></select></p>
<p><label for="words">Message on the cake</label> <input id="words" name="words"></p><button type="submit">Order cake</button></form>`),
    '/help': () => layout('Help & support', `<h1>Help &amp; support</h1><form method="post" action="/send/help"><p><label for="q">Your question</label> <textarea id="q" name="q"></textarea></p><button type="submit">Send question</button></form>`),
    '/events': () => layout("What's on", `<h1>What's on</h1><ul><li>Print fair, Saturday</li><li>Open studio night, Thursday</li></ul>`),
    '/team': () => layout('The team', `<h1>The team</h1><p>Four people and a dog.</p>`),
    '/account': () => layout('My account', `<h1>My account</h1><p>Signed in as a guest.</p>`),
    '/hours': () => layout('Opening times', `<h1>Opening times</h1><p>Weekdays 8 to 8.</p>`),
    '/press': () => layout('Press', `<h1>Press</h1><p>No news.</p>`),
    '/logout': () => layout('Signed out', `<h1>Signed out</h1>`),
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (method === 'POST' && u.pathname.startsWith('/send/')) {
        state.sent = { form: u.pathname.slice(6), fields: Object.fromEntries(new URLSearchParams(body)) };
        return { redirect: `/done?form=${u.pathname.slice(6)}` };
      }
      if (u.pathname === '/done') return { html: layout('Thank you', '<h1>Thank you</h1>') };
      const page = pages[u.pathname];
      if (!page) return { status: 404, html: 'not found' };
      return { html: page() };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
