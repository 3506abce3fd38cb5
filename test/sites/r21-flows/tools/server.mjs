/**
 * A tool library for round 21's changes to a record on its own page (test/r21-flows-change.test.ts).
 * "My loans" lists the loans, each row with its daily price and "Manage" / "Extend" links (the
 * same names in every row). A loan's own page has a change form (return date, return time menu,
 * "Save changes") and an extras form (boxes, one already ticked, "Update extras"); a loan's
 * "Extend" page asks how long ("Extend by" menu) and sends with "Extend my loan".
 */
export function createSite() {
  const TIMES = ['10:00', '12:00', '15:00', '17:00'];
  const EXTRAS = [['goggles', 'Safety goggles'], ['lead', 'Extension lead'], ['blades', 'Spare blades']];
  const WEEKS = [['1', '1 week'], ['2', '2 weeks'], ['3', '3 weeks']];
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      loans: [
        { ref: 'LN-11', tool: 'Hedge trimmer', daily: 4, due: '2026-12-03', time: '10:00', extras: ['goggles'], weeks: 0 },
        { ref: 'LN-12', tool: 'Pressure washer', daily: 6, due: '2026-12-05', time: '12:00', extras: [], weeks: 0 },
      ],
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const opt = (v, l, cur) => `<option value="${esc(v)}"${String(cur) === String(v) ? ' selected' : ''}>${esc(l)}</option>`;
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Home</a> <a href="/loans">My loans</a> <a href="/tools">Tools</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const loan = (ref) => st.loans.find((l) => l.ref === ref);
  const pages = {
    '/': () => page('Riverside Tool Library', '<p>Borrow tools by the day.</p><p><a href="/loans">My loans</a></p>'),
    '/tools': () => page('Tools', '<ul><li>Hedge trimmer</li><li>Pressure washer</li></ul>'),
    '/loans': () => page('My loans', `<table><tr><th>Loan</th><th>Tool</th><th>Price</th><th>Due</th><th></th></tr>${st.loans.map((l) => `<tr><td>${l.ref}</td><td>${esc(l.tool)}</td><td>£${l.daily} a day</td><td>${l.due} at ${l.time}</td><td><a href="/loan/${l.ref}">Manage</a> · <a href="/loan/${l.ref}/extend">Extend</a></td></tr>`).join('')}</table>`),
  };
  const loanPage = (l) => page(`Loan ${l.ref}`, `<p>${esc(l.tool)}, £${l.daily} a day, due back ${l.due} at ${l.time}.</p>
<h2>Change the return</h2><form method="post" action="/loan/${l.ref}/change"><label>Return date <input type="date" name="due" value="${l.due}"></label> <label>Return time <select name="time">${TIMES.map((t) => opt(t, t, l.time)).join('')}</select></label> <button>Save changes</button></form>
<h2>Extras</h2><form method="post" action="/loan/${l.ref}/extras">${EXTRAS.map(([v, n]) => `<label><input type="checkbox" name="extras" value="${v}"${l.extras.includes(v) ? ' checked' : ''}> ${n}</label><br>`).join('')}<button>Update extras</button></form>`);
  const extendPage = (l) => page('Extend your loan', `<p>${l.ref}: ${esc(l.tool)}, £${l.daily} a day</p><form method="post" action="/loan/${l.ref}/extend"><label>Extend by <select name="weeks">${WEEKS.map(([v, n]) => opt(v, n, '1')).join('')}</select></label> <button>Extend my loan</button></form><p><a href="/loans">Back to my loans</a></p>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const m = /^\/loan\/(LN-\d+)(?:\/(change|extras|extend))?$/.exec(path);
      const l = m ? loan(m[1]) : undefined;
      if (method === 'GET') {
        const html = pages[path] ? pages[path]() : l && !m[2] ? loanPage(l) : l && m[2] === 'extend' ? extendPage(l) : undefined;
        if (!html) return { status: 404, html: '<h1>Not found</h1>' };
        st.page = { path, query: Object.fromEntries(u.searchParams) };
        return { html };
      }
      const f = new URLSearchParams(body || '');
      if (l && m[2] === 'change') {
        if (!/^\d{4}-\d\d-\d\d$/.test(f.get('due') || '') || !TIMES.includes(f.get('time'))) return { redirect: `/loan/${l.ref}` };
        l.due = f.get('due');
        l.time = f.get('time');
        return { redirect: `/loan/${l.ref}` };
      }
      if (l && m[2] === 'extras') {
        l.extras = EXTRAS.map(([v]) => v).filter((v) => f.getAll('extras').includes(v));
        return { redirect: `/loan/${l.ref}` };
      }
      if (l && m[2] === 'extend') {
        const w = Number(f.get('weeks'));
        if (w >= 1 && w <= 3) l.weeks = w;
        return { redirect: '/loans' };
      }
      return { status: 404, html: 'Not found' };
    },
  };
}
