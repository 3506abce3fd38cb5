/**
 * "Birchfield Surgery", a site of our own for round 19's missed turns: a list of the user's
 * appointments as cards (a heading, the day written "Tuesday 8 December at 10:30am", who it is for,
 * and View · Cancel links per card), two of them of the same kind on different days; a cancel page
 * per appointment that asks to confirm.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const APPOINTMENTS = [
  { id: 'AP-11', kind: 'Check-up', when: 'Wednesday 2 December at 3:30pm', for: 'Robin Hale', with: 'Dr Imogen Shaw' },
  { id: 'AP-12', kind: 'Check-up', when: 'Tuesday 8 December at 10:30am', for: 'Robin Hale', with: 'Dr Imogen Shaw' },
  { id: 'AP-13', kind: 'Eye test', when: 'Friday 18 December at 2:00pm', for: 'Peter Hale', with: 'Dr Omar Reid' },
  { id: 'AP-14', kind: 'Blood test', when: 'Friday 11 December at 9:00am', for: 'Robin Hale', with: 'Nurse Ada Kim' },
];

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, cancelled: [] }; };
  reset();
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Birchfield Surgery</title><style>
body{font-family:Arial,sans-serif;margin:0} nav{padding:10px 20px;background:#264;display:flex;gap:16px} nav a{color:#fff} main{padding:20px}
.card{border:1px solid #ccc;padding:8px 14px;margin:10px 0;width:420px}
</style></head><body><nav><a href="/">Home</a><a href="/appointments">My appointments</a><a href="/contact">Contact us</a></nav><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const card = (a) => `<article class="card"><h3>${esc(a.kind)}${state.cancelled.includes(a.id) ? ' <em>(cancelled)</em>' : ''}</h3><p>${esc(a.when)}</p><p>For ${esc(a.for)} · with ${esc(a.with)}</p>${state.cancelled.includes(a.id) ? '' : `<p><a href="/appointments/${a.id}">View</a> · <a href="/appointments/${a.id}/cancel">Cancel</a></p>`}</article>`;
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const m = /^\/appointments\/(AP-\d+)(\/cancel)?$/.exec(u.pathname);
    const a = m ? APPOINTMENTS.find((x) => x.id === m[1]) : undefined;
    if (method === 'POST' && a && m[2]) {
      state.cancelled.push(a.id);
      return { redirect: '/appointments' };
    }
    state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
    if (u.pathname === '/') return { html: layout('Birchfield Surgery', '<p>Book, view or cancel your appointments online.</p>') };
    if (u.pathname === '/appointments') return { html: layout('My appointments', APPOINTMENTS.map(card).join('')) };
    if (a && m[2]) return { html: layout('Cancel this appointment?', `<p>${esc(a.kind)}, ${esc(a.when)}.</p><form method="post" action="/appointments/${a.id}/cancel"><button>Yes, cancel it</button></form><p><a href="/appointments">Keep it</a></p>`) };
    if (a) return { html: layout(a.kind, card(a)) };
    if (u.pathname === '/contact') return { html: layout('Contact us', '<p>Call 01632 960 111.</p>') };
    return { status: 404, html: 'Not found' };
  }
  return { handle, state: () => JSON.parse(JSON.stringify(state)), restore: (s) => { state = JSON.parse(JSON.stringify(s)); }, reset };
}
