/**
 * "Tidewell Cycle Hire" — a bike-hire site of our own for the round-11 question tests (not a bench
 * set): a list of bikes; a bike's page with its day rate, a spec table (header cells beside their
 * values), a link to its full specification (a page of its own), pick-up and return times as a definition list, days with their availability, a Days
 * menu and "Add to basket"; a basket (its count in the header) with a subtotal, insurance and a
 * total; a confirmation page whose status line gives the hire reference and where to collect.
 * The state is what the server saw.
 */
const BIKES = [
  { slug: 'cruiser', name: 'Harbour cruiser', rate: 18, frame: 'Steel', weight: '17 kg', range: null, deposit: 100 },
  { slug: 'ebike', name: 'Ridge e-bike', rate: 34, frame: 'Aluminium', weight: '23 kg', range: 'up to 70 km', deposit: 150 },
];
const DAYS = [['Saturday 12 June', '3 left'], ['Sunday 13 June', 'Sold out'], ['Monday 14 June', '5 left']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], hires: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Tidewell</title></head><body>
<header><a href="/">Tidewell</a> <nav><a href="/basket">Basket (${state.basket.length})</a></nav></header><main>${body}</main></body></html>`;
  const bikePage = (b) => layout(b.name, `<h1>${esc(b.name)}</h1><p class="rate">£${b.rate} per day</p>
<table><tbody><tr><th>Frame</th><td>${b.frame}</td></tr><tr><th>Weight</th><td>${b.weight}</td></tr>${b.range ? `<tr><th>Battery range</th><td>${b.range}</td></tr>` : ''}<tr><th>Deposit</th><td>£${b.deposit}</td></tr></tbody></table>
<p><a href="/b/${b.slug}/spec">Full specification</a></p>
<dl><dt>Pick-up from</dt><dd>8:30 am</dd><dt>Return by</dt><dd>6:00 pm</dd></dl>
<h2>Availability</h2><ul>${DAYS.map(([d, s]) => `<li>${d} · ${s}</li>`).join('')}</ul>
<form method="post" action="/add"><input type="hidden" name="slug" value="${b.slug}"><label for="days">Days</label> <select id="days" name="days"><option value="1">1 day</option><option value="2">2 days</option><option value="3">3 days</option></select> <button>Add to basket</button></form>`);
  const total = () => state.basket.reduce((s, l) => s + l.days * BIKES.find((b) => b.slug === l.slug).rate, 0);
  const basketPage = () => layout('Basket', `<h1>Your basket</h1><table><tbody>${state.basket.map((l) => { const b = BIKES.find((x) => x.slug === l.slug); return `<tr><td>${esc(b.name)}</td><td>${l.days} day${l.days > 1 ? 's' : ''}</td><td>£${l.days * b.rate}</td></tr>`; }).join('')}</tbody></table>
<p>Subtotal: £${total()}</p><p>Insurance: £${4 * state.basket.length}</p><p><strong>Total: £${total() + 4 * state.basket.length}</strong></p>
<form method="post" action="/confirm"><button>Confirm hire</button></form>`);
  const donePage = () => layout('Hire confirmed', `<h1>Hire confirmed</h1><p role="status">Your hire reference is TW-${4820 + state.hires.length}. Collect your bike from 4 Quay Street, Portwen.</p>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/add') {
      state.basket.push({ slug: form.slug, days: Number(form.days) || 1 });
      return { redirect: '/basket' };
    }
    if (method === 'POST' && u.pathname === '/confirm') {
      if (state.basket.length) state.hires.push(state.basket.map((l) => `${l.slug}×${l.days}`).join(','));
      state.basket = [];
      return { redirect: '/done' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    state.page = { path: u.pathname, query };
    if (u.pathname === '/') return { html: layout('Bikes', `<h1>Bikes to hire</h1><ul>${BIKES.map((b) => `<li class="card"><h3><a href="/b/${b.slug}">${esc(b.name)}</a></h3><p>£${b.rate} per day</p></li>`).join('')}</ul>`) };
    const bike = /^\/b\/([a-z]+)$/.exec(u.pathname);
    if (bike) {
      const b = BIKES.find((x) => x.slug === bike[1]);
      return b ? { html: bikePage(b) } : { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    const spec = /^\/b\/([a-z]+)\/spec$/.exec(u.pathname);
    if (spec) {
      const b = BIKES.find((x) => x.slug === spec[1]);
      return b ? { html: layout(`${b.name} specification`, `<h1>${esc(b.name)}: specification</h1><ul><li>Wheel size: 27.5 in</li><li>Tyre width: ${b.slug === 'ebike' ? '2.4' : '1.9'} in</li><li>Gears: 9</li></ul>`) } : { status: 404, html: '' };
    }
    if (u.pathname === '/basket') return { html: basketPage() };
    if (u.pathname === '/done') return { html: donePage() };
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
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
