/**
 * A test site of our own (round 14, test/form-values.test.ts): a bike hire whose home page holds a
 * header search form (a box beside a "Category" menu) and a hire widget whose labels are not the
 * user's words ("Pick-up station", "Drop-off station", a date input "Hire date", a "Riders" menu of
 * counts), with the same stations in both menus. The server's state is the last page and its query.
 */
const STATIONS = [['quarry', 'Quarry Lane Hub'], ['harbour', 'Old Harbour Stand'], ['mill', 'Mill Cross Dock']];
const CATEGORIES = [['bikes', 'Bikes & e-scooters'], ['helmets', 'Helmets and locks'], ['repairs', 'Repairs & servicing']];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const select = (id, label, list, none) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}"><option value="">${none}</option>${list.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></p>`;

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Wrenford Wheels</title></head><body>
<header><a href="/"><strong>Wrenford Wheels</strong></a>
<form action="/find" method="get" role="search"><label for="q">Search the shop</label> <input id="q" name="q" type="search">
${select('cat', 'Category', CATEGORIES, 'Everything')}<button>Go</button></form></header><main>${body}</main></body></html>`;
  const home = () => layout('Home', `<h1>Wrenford Wheels</h1><p>Ride one way between our stations.</p>
<form method="get" action="/bikes"><h2>Hire a bike</h2>
${select('from', 'Pick-up station', STATIONS, 'Choose')}
${select('to', 'Drop-off station', STATIONS, 'Choose')}
<p><label for="date">Hire date</label> <input id="date" name="date" type="date"></p>
${select('riders', 'Riders', [1, 2, 3, 4, 5, 6].map((n) => [String(n), `${n} rider${n > 1 ? 's' : ''}`]), 'How many?')}
<button>Check bikes</button></form>`);
  function handle(method, url) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    let html;
    if (u.pathname === '/') html = home();
    else if (u.pathname === '/bikes') html = layout('Bikes', '<h1>Bikes free</h1><ul><li>City bike</li><li>E-bike</li></ul>');
    else if (u.pathname === '/find') html = layout('Found', `<h1>Results for ${esc(query.q ?? '')}</h1><p>Nothing matches.</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')) };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}
