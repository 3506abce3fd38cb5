/**
 * "Cobble Lane Cycle Workshop" — a bike repair shop of our own for the round-29 answer tests (not a
 * bench set): a price list whose rows state a price and a "Ready in" time in working days, a basket
 * with a discount code form and a total, a review page whose return option says when the bike comes
 * back, and a booking page with a long paragraph of check-in, winter rules and clothing, and a form
 * to change the riders (the amount shown grows with them). The state is what the server saw: the
 * page last shown, the code applied and the riders.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `£${n.toFixed(2)}`;

const JOBS = [
  { slug: 'puncture', name: 'Puncture repair', price: 12, days: 1 },
  { slug: 'service', name: 'Full service', price: 65, days: 5 },
  { slug: 'wheel', name: 'Wheel build', price: 90, days: 10 },
];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, code: null, riders: 1 }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Cobble Lane</title></head><body>
<header><a href="/"><strong>Cobble Lane Cycle Workshop</strong></a><nav aria-label="Main"><a href="/prices">Prices</a> <a href="/basket">Basket</a> <a href="/ride">Group ride</a></nav></header>
<div role="dialog" aria-label="Cookies"><p>We use cookies.</p><button type="button">Accept all</button> <button type="button">Reject</button></div>
<main><h1>${esc(title)}</h1>${body}</main>
<footer><p>© 2026 Cobble Lane Cycle Workshop · 3 Mill Yard, York</p></footer></body></html>`;
  const handle = (method, url, body = '') => {
    const u = new URL(url, 'http://x');
    const q = Object.fromEntries(u.searchParams);
    const f = Object.fromEntries(new URLSearchParams(body));
    if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
    const html = (title, inner) => ({ html: layout(title, inner) });
    if (method === 'POST' && u.pathname === '/basket/code') {
      state.code = (f.code || '').toUpperCase() === 'SPOKE20' ? 'SPOKE20' : null;
      return { redirect: '/basket' };
    }
    if (method === 'POST' && u.pathname === '/ride/change') {
      state.riders = Number(f.riders) || 1;
      return { redirect: '/ride' };
    }
    state.page = { path: u.pathname, query: q };
    if (u.pathname === '/') return html('Cobble Lane Cycle Workshop', '<p>Repairs and servicing for every kind of bike.</p>');
    if (u.pathname === '/prices') {
      return html('Prices', `<table><thead><tr><th>Job</th><th>Price</th><th>Ready in</th></tr></thead><tbody>${JOBS.map((j) => `<tr><td>${j.name}</td><td>${money(j.price)}</td><td>${j.days} working day${j.days === 1 ? '' : 's'}</td></tr>`).join('')}</tbody></table>`);
    }
    if (u.pathname === '/basket') {
      const sub = 65 + 12;
      const total = state.code ? sub * 0.8 : sub;
      return html('Basket', `<table><tbody><tr><td>Full service</td><td>${money(65)}</td></tr><tr><td>Puncture repair</td><td>${money(12)}</td></tr></tbody></table>
<form method="post" action="/basket/code"><label>Discount code <input name="code"></label> <button type="submit">Apply</button></form>
<p>Total: <strong>${money(total)}</strong></p>`);
    }
    if (u.pathname === '/review') {
      return html('Review your booking', `<dl><dt>Drop-off</dt><dd>Monday 7 December, morning</dd><dt>Return</dt><dd>Courier — back in 72 hours</dd><dt>Name</dt><dd>Ada Lin</dd></dl><form method="post" action="/review/confirm"><button type="submit">Confirm booking</button></form>`);
    }
    if (u.pathname === '/ride') {
      return html('Saturday group ride', `<dl><dt>Riders</dt><dd>${state.riders}</dd></dl><p>Ride fees: <strong>${money(state.riders * 8)}</strong>, paid at the start.</p>
<p>Please meet at the workshop fifteen minutes before the start so we can check your tyres. Winter rules are in force: mudguards on every bike and lights front and back after three o'clock. Dress code: trainers or flat pedal shoes are fine; no jeans on the long loop.</p>
<form method="post" action="/ride/change"><label>Riders <select name="riders">${[1, 2, 3, 4].map((n) => `<option${n === state.riders ? ' selected' : ''}>${n}</option>`).join('')}</select></label> <button type="submit">Save changes</button></form>`);
    }
    return { status: 404, html: layout('Not found', '') };
  };
  return { handle, reset, state: () => state, restore: (s) => { state = structuredClone(s); } };
}
