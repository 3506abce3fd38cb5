/**
 * A pottery studio for round 22's choices said as a word of the sentence
 * (test/r22-choice-options.test.ts). "Book a firing" has a kiln-size radio group (Small / Medium /
 * Large, each with its measures), a day menu of short weekday dates, a time radio group and a
 * number box; "Report a problem" has an order box, a "What went wrong?" radio group and an amount;
 * "Ask the studio" has a message, a "Call me back" box and a "Call-back number" box. "My pieces"
 * needs signing in: its page sends to a sign-in form (E-mail address, Password, "Log in"), while the
 * header also has a "Log in" link (kept for a sign-in reading; round 22's was dropped, see
 * bench/tasks/README.md "Round 22").
 */
export function createSite() {
  const SIZES = [['small', 'Small (up to 20 cm)'], ['medium', 'Medium (up to 40 cm)'], ['large', 'Large (up to 70 cm)']];
  const DAYS = [['2026-12-07', 'Mon 7 Dec'], ['2026-12-08', 'Tue 8 Dec'], ['2026-12-09', 'Wed 9 Dec'], ['2026-12-10', 'Thu 10 Dec']];
  const PROBLEMS = [['cracked', 'It came out cracked'], ['missing', 'It never came back'], ['colour', 'The glaze colour is wrong']];
  const USER = { email: 'ana.ruiz@example.com', password: 'Clay-99-Kiln' };
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, signedIn: null, firings: [], problems: [], questions: [], glaze: 'gloss' };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Claywell Studio</a> <a href="/firing">Book a firing</a> <a href="/problem">Report a problem</a> <a href="/ask">Ask the studio</a> <a href="/pieces">My pieces</a> <a href="/login">Log in</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const radios = (name, opts, cur) => opts.map(([v, t]) => `<label><input type="radio" name="${name}" value="${v}"${cur === v ? ' checked' : ''}> ${esc(t)}</label>`).join(' ');
  const pages = {
    '/': () => page('Claywell Studio', '<p>Firings, glazes and classes.</p>'),
    '/firing': () => page('Book a firing', `<form method="post" action="/firing"><fieldset><legend>Kiln size</legend>${radios('size', SIZES, 'small')}</fieldset>
<label>Firing day <select name="day">${DAYS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label>
<fieldset><legend>Time</legend>${radios('time', [['am', 'Morning (9am–1pm)'], ['pm', 'Afternoon (1pm–5pm)']], '')}</fieldset>
<label>Number of pieces <input type="number" name="pieces" value="1" min="1"></label> <button>Book firing</button></form>`),
    '/problem': () => page('Report a problem', `<form method="post" action="/problem"><label>Order number <input name="order" required></label><fieldset><legend>What went wrong?</legend>${radios('problem', PROBLEMS, '')}</fieldset>
<label>Refund asked (£) <input type="number" name="amount"></label> <button>Send report</button></form>`),
    '/ask': () => page('Ask the studio', `<form method="post" action="/ask"><label>Message <textarea name="message" required></textarea></label><label><input type="checkbox" name="callback" value="yes"> Call me back</label> <label>Call-back number <input type="tel" name="phone"></label> <button>Send question</button></form>`),
    '/login': () => page('Log in', `<form method="post" action="/login"><label>E-mail address <input type="email" name="email" required></label> <label>Password <input type="password" name="password" required></label> <button>Log in</button></form>`),
    '/pieces': () => page('My pieces', `<form method="post" action="/pieces"><fieldset><legend>Default glaze</legend>${radios('glaze', [['gloss', 'Gloss'], ['matte', 'Matte'], ['satin', 'Satin']], st.glaze)}</fieldset><button>Save settings</button></form>`),
  };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      if (method === 'GET') {
        if (path === '/pieces' && !st.signedIn) return { redirect: '/login?next=/pieces' };
        if (!pages[path]) return { status: 404, html: '<h1>Not found</h1>' };
        st.page = { path, query: Object.fromEntries(u.searchParams) };
        return { html: pages[path]() };
      }
      const f = new URLSearchParams(body || '');
      if (path === '/firing') {
        if (!f.get('time')) return { html: page('Book a firing', '<p>Choose a time.</p>') };
        st.firings.push({ size: f.get('size'), day: f.get('day'), time: f.get('time'), pieces: Number(f.get('pieces')) });
        return { redirect: '/?booked=1' };
      }
      if (path === '/problem') {
        if (!f.get('problem') || !f.get('order')) return { html: page('Report a problem', '<p>Say what went wrong.</p>') };
        st.problems.push({ order: f.get('order'), problem: f.get('problem'), amount: Number(f.get('amount') || 0) });
        return { redirect: '/?reported=1' };
      }
      if (path === '/ask') {
        st.questions.push({ message: f.get('message'), callback: f.get('callback') === 'yes', phone: f.get('phone') || '' });
        return { redirect: '/?asked=1' };
      }
      if (path === '/login') {
        if (f.get('email') !== USER.email || f.get('password') !== USER.password) return { html: page('Log in', '<p>Wrong e-mail or password.</p>') };
        st.signedIn = USER.email;
        return { redirect: '/pieces' };
      }
      if (path === '/pieces' && st.signedIn) {
        st.glaze = f.get('glaze') || st.glaze;
        return { redirect: '/pieces?saved=1' };
      }
      return { status: 404, html: 'Not found' };
    },
  };
}
