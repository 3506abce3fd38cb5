/**
 * "Maple County Library", the held-out site of the conversation benchmark: a catalogue search
 * with results in a table, an availability filter, title pages with a format and a pickup branch,
 * holds. Every change reaches the server (format and branch reload the title page with them in
 * the query), so `state()` tells what the helper has done.
 */
const BOOKS = [
  { id: 'b101', title: 'The Quiet Garden', author: 'Ana Ruiz', year: 2019, available: true },
  { id: 'b102', title: 'Garden Birds of the North', author: 'Tom Hale', year: 2021, available: false },
  { id: 'b103', title: 'Kitchen Garden Basics', author: 'Mia Park', year: 2016, available: true },
  { id: 'b104', title: 'A History of Bridges', author: 'Leo Grant', year: 2012, available: true },
  { id: 'b105', title: 'Bridges and Tunnels', author: 'Sara Voss', year: 2020, available: false },
  { id: 'b106', title: 'Night Sky Atlas', author: 'Ivo Stern', year: 2018, available: true },
  { id: 'b107', title: 'Stars for Beginners', author: 'Ivo Stern', year: 2022, available: true },
  { id: 'b108', title: 'The Mountain Cookbook', author: 'Ruth Lind', year: 2017, available: true },
];
const FORMATS = ['Hardcover', 'Paperback', 'E-book', 'Audiobook'];
const BRANCHES = ['Central', 'Eastside', 'Riverside'];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, holds: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Maple County Library</title><style>
body{font-family:Georgia,serif;margin:0} .top{background:#5a3;padding:12px 24px;color:#fff} .top a{color:#fff;margin-right:12px}
.wrap{padding:20px 24px} table{border-collapse:collapse} td,th{border-bottom:1px solid #ddd;padding:6px 10px;text-align:left}
</style></head><body><div class="top"><a href="/">Maple County Library</a><a href="/holds">My holds (${state.holds.length})</a><a href="/hours">Hours</a>
<form action="/catalogue" method="get" style="display:inline"><label>Search the catalogue <input name="term" type="search"></label> <button type="submit">Search</button></form></div><div class="wrap">${body}</div></body></html>`;

  function catalogue(query) {
    const term = (query.term ?? '').toLowerCase();
    const words = term.split(/\s+/).filter(Boolean);
    let found = BOOKS.filter((b) => words.every((w) => `${b.title} ${b.author}`.toLowerCase().includes(w.replace(/s$/, ''))));
    if (query.available === 'yes') found = found.filter((b) => b.available);
    if (query.sort === 'newest') found = [...found].sort((a, b) => b.year - a.year);
    const qs = (extra) => `/catalogue?${new URLSearchParams({ term: query.term ?? '', ...extra })}`;
    const rows = found
      .map((b) => `<tr><td><a href="/title/${b.id}">${esc(b.title)}</a></td><td>${esc(b.author)}</td><td>${b.year}</td><td>${b.available ? 'On shelf' : 'Checked out'}</td></tr>`)
      .join('');
    return layout('Catalogue', `<h1>Catalogue results</h1><p>${found.length} titles match “${esc(query.term ?? '')}”.
<a href="${qs({ available: 'yes' })}">Show available now only</a> · <a href="${qs({ sort: 'newest' })}">Newest first</a> · <a href="${qs({})}">Show all</a></p>
<table><thead><tr><th>Title</th><th>Author</th><th>Year</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function titlePage(b, query) {
    const format = query.format ?? '';
    const branch = query.branch ?? '';
    return layout(b.title, `<p><a href="/">Home</a></p><h1>${esc(b.title)}</h1><p>by ${esc(b.author)}, ${b.year}</p>
<form method="get" action="/title/${b.id}"><p><label for="fmt">Format</label> <select id="fmt" name="format" onchange="this.form.submit()"><option value="">Any format</option>${FORMATS.map((f) => `<option${f === format ? ' selected' : ''}>${f}</option>`).join('')}</select></p>
<fieldset><legend>Pickup branch</legend>${BRANCHES.map((r) => `<label><input type="radio" name="branch" value="${r}"${r === branch ? ' checked' : ''} onchange="this.form.submit()"> ${r} branch</label>`).join(' ')}</fieldset></form>
<form method="post" action="/holds/place"><input type="hidden" name="id" value="${b.id}"><input type="hidden" name="format" value="${esc(format)}"><input type="hidden" name="branch" value="${esc(branch)}"><button>Place hold</button></form>`);
  }

  function holdsPage() {
    const rows = state.holds
      .map((h, i) => {
        const b = BOOKS.find((x) => x.id === h.id);
        return `<tr><td>${esc(b.title)}</td><td>${esc(h.format || 'Any')}</td><td>${esc(h.branch || '-')}</td><td><form method="post" action="/holds/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel hold</button></form></td></tr>`;
      })
      .join('');
    return layout('My holds', `<h1>My holds</h1>${rows ? `<table><tbody>${rows}</tbody></table>` : '<p>You have no holds.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/holds/place') {
      state.holds.push({ id: form.id, format: form.format ?? '', branch: form.branch ?? '' });
      return { redirect: '/holds' };
    }
    if (method === 'POST' && u.pathname === '/holds/cancel') {
      state.holds.splice(Number(form.index), 1);
      return { redirect: '/holds' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const title = /^\/title\/(\w+)$/.exec(u.pathname);
    const book = title && BOOKS.find((b) => b.id === title[1]);
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>Welcome to the library</h1><p>Borrow books, e-books and audiobooks.</p>');
    else if (u.pathname === '/catalogue') html = catalogue(query);
    else if (book) html = titlePage(book, query);
    else if (u.pathname === '/holds') html = holdsPage();
    else if (u.pathname === '/hours') html = layout('Hours', '<h1>Opening hours</h1><p>Mon–Sat 9:00–18:00</p>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
