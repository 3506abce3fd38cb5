/**
 * A bike hire shop for round 24's changes to a record (test/r24-records-change.test.ts). The
 * navigation links "Bikes", "Manage my rental" and "My account"; the home page has the site's
 * search (GET, "Search bikes") and a newsletter form that posts. "Manage my rental" is a look-up
 * sent by GET (Rental reference and Last name, both required, "Find rental"); the rental's page
 * has an "Extend rental" form that posts (an "Add" menu of days) and a "Cancel this rental" link
 * to a page asking "Yes, cancel the rental" (a form that posts, with a box "I understand the
 * deposit is kept"). "My account" lists the user's rentals in a table, each row's "Manage" link
 * opening the rental's page.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      rentals: [
        { ref: 'RK4021', last: 'Silva', name: 'Ana Silva', bike: 'Touring bike', days: 2, status: 'booked' },
        { ref: 'RK4022', last: 'Silva', name: 'Ana Silva', bike: 'Electric bike', days: 1, status: 'booked' },
      ],
      newsletter: null,
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><a href="/">Spoke &amp; Chain</a><nav><a href="/bikes">Bikes</a> <a href="/manage">Manage my rental</a> <a href="/account">My account</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const find = (ref, last) => st.rentals.find((r) => r.ref === String(ref || '').trim().toUpperCase() && r.last.toLowerCase() === String(last || '').trim().toLowerCase());
  const lookup = '<form method="get" action="/rental"><label>Rental reference <input name="ref" required></label> <label>Last name <input name="last" required></label> <button type="submit">Find rental</button></form>';
  const rental = (r) =>
    page(`Rental ${r.ref}`, `<p>${esc(r.bike)} for ${esc(r.name)}, ${r.days} day(s) — ${r.status}.</p>${r.status === 'booked' ? `<form method="post" action="/rental/${r.ref}/extend"><input type="hidden" name="last" value="${esc(r.last)}"><label>Add <select name="days">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join('')}</select> day(s)</label> <button type="submit">Extend rental</button></form><p><a href="/rental/${r.ref}/cancel?last=${encodeURIComponent(r.last)}">Cancel this rental</a></p>` : ''}`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const form = Object.fromEntries(new URLSearchParams(body || ''));
      let m;
      if (method === 'POST') {
        if (path === '/newsletter') {
          st.newsletter = form.email || null;
          return { redirect: '/' };
        }
        if ((m = path.match(/^\/rental\/(RK\d+)\/(extend|cancel)$/))) {
          const r = find(m[1], form.last);
          if (!r) return { redirect: '/manage' };
          if (m[2] === 'extend') r.days += Math.max(1, Math.min(5, Number(form.days) || 1));
          else if (form.understood === 'yes') r.status = 'cancelled';
          else return { redirect: `/rental/${r.ref}/cancel?last=${encodeURIComponent(r.last)}` };
          return { redirect: `/rental?ref=${r.ref}&last=${encodeURIComponent(r.last)}` };
        }
        return { status: 404, html: 'Not found' };
      }
      let html;
      if (path === '/') html = page('Spoke & Chain', `<p>Bikes to hire by the day.</p><form method="get" action="/bikes"><label>Search bikes <input name="q"></label> <button>Search</button></form><section><h2>Newsletter</h2><form method="post" action="/newsletter"><label>Email <input type="email" name="email" required></label> <button>Sign up</button></form></section>`);
      else if (path === '/bikes') html = page('Bikes', `<ul><li>Touring bike</li><li>Electric bike</li><li>Mountain bike</li></ul>${q.q ? `<p>Results for ${esc(q.q)}</p>` : ''}`);
      else if (path === '/manage') html = page('Manage my rental', lookup);
      else if (path === '/account') html = page('My account', `<table><tr><th>Reference</th><th>Bike</th><th>Status</th><th></th></tr>${st.rentals.map((r) => `<tr><td>${r.ref}</td><td>${esc(r.bike)}</td><td>${r.status}</td><td><a href="/rental?ref=${r.ref}&amp;last=${encodeURIComponent(r.last)}">Manage</a></td></tr>`).join('')}</table>`);
      else if (path === '/rental') {
        const r = find(q.ref, q.last);
        html = r ? rental(r) : page('Manage my rental', `<p role="alert">We could not find that rental.</p>${lookup}`);
      } else if ((m = path.match(/^\/rental\/(RK\d+)\/cancel$/))) {
        const r = find(m[1], q.last);
        if (r) html = page(`Cancel rental ${r.ref}?`, `<form method="post" action="/rental/${r.ref}/cancel"><input type="hidden" name="last" value="${esc(r.last)}"><label><input type="checkbox" name="understood" value="yes"> I understand the deposit is kept</label> <button type="submit">Yes, cancel the rental</button></form><p><a href="/rental?ref=${r.ref}&amp;last=${encodeURIComponent(r.last)}">No, keep it</a></p>`);
      }
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
