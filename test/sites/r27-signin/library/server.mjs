/**
 * A town library for round 27's sign-in as a clause (test/r27-signin-clause.test.ts). Every
 * /account page redirects to /sign-in?next=…, whose form has "Library card number", "PIN" (a
 * password box), a "Remember me" box and a "Log in" button; the nav shows a "Log in" link while
 * signed out and a header catalogue search ("Search the catalogue", GET). /account lists the loans
 * as table rows with a "Renew" button each; /account/alerts has alert checkboxes and "Save alerts".
 * Nothing here is a copy of a bench site.
 */
export function createSite() {
  const USER = { card: '2900112233', pin: 'Fern-Owl-81' };
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, signedIn: false, remember: false, loans: [{ id: 'L1', title: 'Moonfleet', due: '2026-12-10', renewed: false }, { id: 'L2', title: 'The Secret Garden', due: '2026-12-12', renewed: false }], alerts: ['due'] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Alderbank Library</title></head>
<body><header><a href="/">Alderbank Library</a> <form method="get" action="/catalogue"><label>Search the catalogue <input name="q"></label><button>Search</button></form><nav><a href="/opening">Opening hours</a> · ${st.signedIn ? '<a href="/account">Your loans</a> · <a href="/account/alerts">Alerts</a>' : '<a href="/sign-in">Log in</a>'}</nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const signIn = (next, err) => page('Log in', `${err ? '<p>That card number and PIN do not match.</p>' : ''}<form method="post" action="/sign-in"><input type="hidden" name="next" value="${esc(next)}"><p><label for="cn">Library card number</label> <input id="cn" name="card" required></p><p><label for="pin">PIN</label> <input id="pin" name="pin" type="password" required></p><p><label><input type="checkbox" name="remember" value="1"> Remember me</label></p><button>Log in</button></form>`);
  const ALERTS = [['due', 'Due date reminders'], ['holds', 'Reservation ready'], ['events', 'Library events']];
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
      const params = new URLSearchParams(body || '');
      const f = Object.fromEntries(params);
      if (method === 'POST') {
        if (path === '/sign-in') {
          const next = (f.next || '/account').startsWith('/') ? f.next || '/account' : '/account';
          if (f.card !== USER.card || f.pin !== USER.pin) return { redirect: `/sign-in?error=1&next=${encodeURIComponent(next)}` };
          st.signedIn = true;
          st.remember = f.remember === '1';
          return { redirect: next };
        }
        if (!st.signedIn) return { redirect: '/sign-in' };
        if (path === '/account/renew') {
          const loan = st.loans.find((l) => l.id === f.id);
          if (loan) loan.renewed = true;
          return { redirect: '/account?renewed=1' };
        }
        if (path === '/account/alerts') {
          st.alerts = params.getAll('alerts');
          return { redirect: '/account/alerts?saved=1' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Alderbank Library', '<p>Borrow books, films and more.</p>');
      else if (path === '/opening') html = page('Opening hours', '<p>Monday to Saturday, 9am to 6pm.</p>');
      else if (path === '/catalogue') html = page('Catalogue', `<p>No results for ${esc(q.q)}.</p>`);
      else if (path === '/sign-in') html = signIn(q.next || '/account', q.error);
      else if (path.startsWith('/account')) {
        if (!st.signedIn) return { redirect: `/sign-in?next=${encodeURIComponent(path)}` };
        if (path === '/account') html = page('Your loans', `${q.renewed ? '<p>Loan renewed.</p>' : ''}<table><tr><th>Title</th><th>Due</th><th></th></tr>${st.loans.map((l) => `<tr><td>${esc(l.title)}</td><td>${l.due}${l.renewed ? ' (renewed)' : ''}</td><td><form method="post" action="/account/renew"><input type="hidden" name="id" value="${l.id}"><button>Renew</button></form></td></tr>`).join('')}</table>`);
        else if (path === '/account/alerts') html = page('Alerts', `${q.saved ? '<p>Alerts saved.</p>' : ''}<form method="post" action="/account/alerts"><fieldset><legend>Email me about</legend>${ALERTS.map(([v, t]) => `<label><input type="checkbox" name="alerts" value="${v}"${st.alerts.includes(v) ? ' checked' : ''}> ${t}</label>`).join(' ')}</fieldset><button>Save alerts</button></form>`);
      }
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
