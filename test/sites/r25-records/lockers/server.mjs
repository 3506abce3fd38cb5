/**
 * A locker rental for round 25's records named by their words (test/r25-records-change.test.ts).
 * The navigation links "Lockers", "Help" and "My account"; My account lists the user's rentals as
 * a table (reference, locker and its site, status, a "Manage" link per row). A rental's page has
 * three forms that post: "Add key holder" (Name, Phone), "Billing day" ("Bill me on the" menu of
 * days of the month, "Save billing day") and "End rental" (a required "Last day" date). The Help
 * page has a contact form that posts, with a reference box.
 */
export function createSite() {
  const SITES = { riverside: 'Riverside', quay: 'Old Quay' };
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      rentals: [
        { ref: 'LK-401', locker: 'R12', site: 'riverside', billing: '1', holders: [], ends: null },
        { ref: 'LK-402', locker: 'Q07', site: 'quay', billing: '1', holders: [], ends: null },
      ],
      messages: [],
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html lang="en"><title>${esc(title)} · Keepsafe Lockers</title><header><a href="/">Keepsafe Lockers</a> <nav><a href="/lockers">Lockers</a> <a href="/help">Help</a> <a href="/account">My account</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></html>`;
  const DAYS = [['1', '1st of the month'], ['15', '15th of the month'], ['28', '28th of the month']];
  const account = () => page('My account', `<h2>My rentals</h2><table><tbody>${st.rentals.map((r) => `<tr><td>${r.ref}</td><td>Locker ${r.locker} (${SITES[r.site]})</td><td>${r.ends ? `Ends ${r.ends}` : 'Active'}</td><td><a href="/account/rental/${r.ref}" aria-label="Manage ${r.ref}">Manage</a></td></tr>`).join('')}</tbody></table>`);
  const rental = (r) => page(`Rental ${r.ref}`, `<p>Locker ${r.locker} at ${SITES[r.site]}</p>
<section><h2>Key holders</h2><ul>${r.holders.map((h) => `<li>${esc(h.name)}</li>`).join('') || '<li>Only you.</li>'}</ul><form method="post" action="/rental/holder"><input type="hidden" name="ref" value="${r.ref}"><label>Name <input name="name"></label> <label>Phone <input name="phone" type="tel"></label> <button>Add key holder</button></form></section>
<section><h2>Billing day</h2><form method="post" action="/rental/billing"><input type="hidden" name="ref" value="${r.ref}"><label for="bd">Bill me on the</label> <select id="bd" name="billing">${DAYS.map(([v, t]) => `<option value="${v}"${v === r.billing ? ' selected' : ''}>${t}</option>`).join('')}</select> <button>Save billing day</button></form></section>
<section><h2>End rental</h2><form method="post" action="/rental/end"><input type="hidden" name="ref" value="${r.ref}"><label>Last day <input name="ends" type="date" required></label> <button>End rental</button></form></section>`);
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
      if (method === 'POST') {
        const f = Object.fromEntries(new URLSearchParams(body || ''));
        if (path === '/help') {
          st.messages.push(f);
          return { redirect: '/help' };
        }
        const r = st.rentals.find((x) => x.ref === f.ref);
        if (!r) return { status: 404, html: 'Not found' };
        if (path === '/rental/holder') r.holders.push({ name: f.name ?? '', phone: f.phone ?? '' });
        else if (path === '/rental/billing') r.billing = f.billing;
        else if (path === '/rental/end') r.ends = f.ends;
        else return { status: 404, html: 'Not found' };
        return { redirect: `/account/rental/${r.ref}` };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      const m = /^\/account\/rental\/([\w-]+)$/.exec(path);
      if (path === '/') html = page('Keepsafe Lockers', '<p>Lockers by the day, week or month.</p>');
      else if (path === '/lockers') html = page('Lockers', '<p>Riverside and Old Quay.</p>');
      else if (path === '/help') html = page('Help', '<form method="post" action="/help"><label>Reference <input name="ref"></label> <label>Message <textarea name="message"></textarea></label> <button>Send message</button></form>');
      else if (path === '/account') html = account();
      else if (m && st.rentals.some((r) => r.ref === m[1])) html = rental(st.rentals.find((r) => r.ref === m[1]));
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
