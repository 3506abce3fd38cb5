/**
 * "Corvale" — a site of our own for the round-15 tests of say versus read (not a bench set): a
 * harbour permit office. The confirmation page states values in several layouts (a sentence "Your
 * permit number is …", a label and value in two spans, a definition list) and has a button that
 * must never be pressed by a read; the sailing page has facts under labels whose words are not the
 * usual question forms ("Crossing", "Bicycles", "Last boarding"). The state is what the server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, cancelled: false };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Corvale Harbour</title></head><body>
<header><a href="/">Corvale Harbour</a> <nav><a href="/sailing">Sailings</a> <a href="/permit">My permit</a></nav></header><main>${body}</main>
<footer><p>Corvale Harbour Office · Quay Road</p></footer></body></html>`;

  const permit = () => layout('Permit request received', `<h1>Permit request received</h1>
<p>Thank you. Your permit number is <b>KV-4417</b>.</p>
<div class="row"><span>Collection point</span> <span>North gate kiosk</span></div>
<dl><dt>Valid until</dt><dd>31 August</dd><dt>Vehicle class</dt><dd>Light van</dd></dl>
<form method="post" action="/permit/cancel"><button>Cancel request</button></form>`);

  const sailing = () => layout('Morning sailing to Ebbsholm', `<h1>Morning sailing to Ebbsholm</h1>
<p>A small passenger ferry across the sound, twice a day.</p>
<dl><dt>Crossing</dt><dd>55 minutes</dd><dt>Bicycles</dt><dd>Carried free, racks on the stern</dd><dt>Last boarding</dt><dd>10 minutes before departure</dd></dl>
<form method="post" action="/sailing/book"><button>Book a seat</button></form>`);

  function handle(method, url) {
    const u = new URL(url, 'http://x');
    const query = Object.fromEntries(u.searchParams);
    if (method === 'POST' && u.pathname === '/permit/cancel') {
      state.cancelled = true;
      return { redirect: '/permit' };
    }
    if (method === 'POST') return { redirect: u.pathname };
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query };
    if (u.pathname === '/' || u.pathname === '/permit') return { html: permit() };
    if (u.pathname === '/sailing') return { html: sailing() };
    return { html: layout('Page', `<h1>${esc(u.pathname)}</h1><p>Nothing more here.</p>`) };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => {
      state = JSON.parse(JSON.stringify(s));
    },
    reset,
  };
}
