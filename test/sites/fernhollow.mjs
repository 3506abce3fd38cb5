/**
 * "Fernhollow Clay" — a pottery studio of our own for the round-11 turn-ranker conversation test
 * (not a bench set): a class page with a Clay radio group, a Session menu and two boxes (apron hire,
 * firing and glazing) that apply as they change, a "Reserve a wheel" button and a "Join the waiting
 * list" one, links to the kiln schedule, the studio rules and glaze photos. The state is what the
 * server saw.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CLAYS = [['stoneware', 'Stoneware'], ['porcelain', 'Porcelain'], ['terracotta', 'Terracotta']];
const SESSIONS = [['thu', 'Thursday evening'], ['sat', 'Saturday morning'], ['sun', 'Sunday afternoon']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, reservations: [], waiting: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Fernhollow Clay</title></head><body>
<header><a href="/">Fernhollow Clay</a> <nav><a href="/class">Classes</a> <a href="/kiln">Kiln schedule</a> <a href="/rules">Studio rules</a> <a href="/photos">Glaze photos</a> <a href="/basket">Basket (${state.reservations.length})</a></nav></header><main>${body}</main></body></html>`;

  function classPage(query) {
    const clay = CLAYS.some(([v]) => v === query.clay) ? query.clay : 'stoneware';
    const session = SESSIONS.some(([v]) => v === query.session) ? query.session : '';
    const radios = CLAYS.map(([v, l]) => `<label><input type="radio" name="clay" value="${v}"${v === clay ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label>`).join(' ');
    const options = [['', 'Pick a session'], ...SESSIONS].map(([v, l]) => `<option value="${v}"${v === session ? ' selected' : ''}>${l}</option>`).join('');
    const box = (name, label) => `<label><input type="checkbox" name="${name}" value="1"${query[name] === '1' ? ' checked' : ''} onchange="this.form.submit()"> ${label}</label>`;
    const keep = ['clay', 'session', 'apron', 'firing'].map((k) => `<input type="hidden" name="${k}" value="${esc(k === 'clay' ? clay : k === 'session' ? session : (query[k] ?? ''))}">`).join('');
    return layout('Wheel throwing', `<h1>Wheel throwing for beginners</h1><p>Four weeks at the wheel, clay included.</p>
<form action="/class"><fieldset><legend>Clay</legend>${radios}</fieldset>
<p><label for="session">Session</label> <select id="session" name="session" onchange="this.form.submit()">${options}</select></p>
<p>${box('apron', 'Apron hire')} ${box('firing', 'Firing and glazing')}</p></form>
<form method="post" action="/reserve">${keep}<button>Reserve a wheel</button></form>
<form method="post" action="/wait"><button>Join the waiting list</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      if (u.pathname === '/reserve') {
        state.reservations.push({ clay: form.clay, session: form.session, apron: form.apron === '1', firing: form.firing === '1' });
        return { redirect: '/basket' };
      }
      if (u.pathname === '/wait') {
        state.waiting++;
        return { redirect: '/class' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (u.pathname === '/favicon.ico') return { status: 404, html: 'Not found' };
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>Fernhollow Clay</h1><p>A small studio by the canal.</p><p><a href="/class">Wheel throwing for beginners</a></p>');
    else if (u.pathname === '/class') html = classPage(query);
    else if (u.pathname === '/kiln') html = layout('Kiln schedule', '<h1>Kiln schedule</h1><p>Bisque firings on Mondays, glaze firings on Thursdays.</p>');
    else if (u.pathname === '/rules') html = layout('Studio rules', '<h1>Studio rules</h1><p>Wedge your clay, wipe your wheel, label your pots.</p>');
    else if (u.pathname === '/photos') html = layout('Glaze photos', '<h1>Glaze photos</h1><p>Celadon, tenmoku and shino test tiles.</p>');
    else if (u.pathname === '/basket') html = layout('Basket', `<h1>Your basket</h1><p>${state.reservations.length} reservations</p>`);
    else html = layout('Not found', '<h1>Not found</h1>');
    state.page = { path: u.pathname, query };
    return { html };
  }

  return { handle, state: () => structuredClone(state), restore: (s) => { state = structuredClone(s); }, reset };
}
