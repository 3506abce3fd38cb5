/**
 * "Lumen Cinema", a third development site: film search with an icon button, films as a list,
 * film pages with showtime radios, number fields for adult and child tickets and a trailer that
 * opens in a new tab, a basket with a total and payment. Choices reload the page with them in the
 * query.
 */
const FILMS = [
  { id: 21, title: 'Orbit of Silence', genre: 'space drama', times: ['6:30 pm', '9:00 pm'] },
  { id: 22, title: 'The Last Comet', genre: 'space adventure', times: ['5:15 pm', '8:45 pm'] },
  { id: 23, title: 'Paper Moons', genre: 'comedy', times: ['6:30 pm', '9:00 pm'] },
  { id: 24, title: 'Uncle Ferdinand', genre: 'comedy', times: ['4:00 pm', '7:30 pm'] },
  { id: 25, title: 'Deep Harbour', genre: 'thriller', times: ['8:00 pm'] },
];
const ADULT = 11;
const CHILD = 7;
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, basket: [], paid: [], trailerViews: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Lumen Cinema</title><style>
body{font-family:Verdana,sans-serif;margin:0} header{padding:12px 20px;background:#222;color:#eee;display:flex;gap:20px} header a{color:#eee} .page{padding:20px}
ul.films{list-style:none;padding:0} ul.films li{margin:10px 0;padding:10px;border-bottom:1px solid #ddd}
</style></head><body><header><a href="/">Lumen Cinema</a><form action="/films" method="get"><input name="q" placeholder="Search films" aria-label="Search films"><button aria-label="Search">&#128269;</button></form><a href="/basket">Basket (${state.basket.length})</a></header><div class="page">${body}</div></body></html>`;

  function films(query) {
    const words = (query.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const found = FILMS.filter((f) => words.every((w) => `${f.title} ${f.genre}`.toLowerCase().includes(w)));
    const items = found.map((f) => `<li><h3><a href="/film/${f.id}">${esc(f.title)}</a></h3><p>${esc(f.genre)} · ${f.times.join(', ')}</p></li>`).join('');
    return layout('Films', `<h1>Films for “${esc(query.q ?? '')}”</h1>${items ? `<ul class="films">${items}</ul>` : '<p>No films found.</p>'}`);
  }

  function film(f, query) {
    const time = query.time ?? '';
    const adults = query.adults ?? '0';
    const children = query.children ?? '0';
    return layout(f.title, `<h1>${esc(f.title)}</h1><p>${esc(f.genre)}</p><p><a href="/trailer/${f.id}" target="_blank">Watch the trailer</a></p>
<form method="get" action="/film/${f.id}"><fieldset><legend>Showtime</legend>${f.times.map((t) => `<label><input type="radio" name="time" value="${t}"${t === time ? ' checked' : ''} onchange="this.form.submit()"> ${t}</label>`).join(' ')}</fieldset>
<p><label for="adults">Adults (£${ADULT})</label> <input type="number" id="adults" name="adults" min="0" max="9" value="${esc(adults)}" onchange="this.form.submit()"></p>
<p><label for="children">Children (£${CHILD})</label> <input type="number" id="children" name="children" min="0" max="9" value="${esc(children)}" onchange="this.form.submit()"></p></form>
<form method="post" action="/basket/add"><input type="hidden" name="id" value="${f.id}"><input type="hidden" name="time" value="${esc(time)}"><input type="hidden" name="adults" value="${esc(adults)}"><input type="hidden" name="children" value="${esc(children)}"><button>Add to basket</button></form>`);
  }

  function basket() {
    const cost = (b) => b.adults * ADULT + b.children * CHILD;
    const rows = state.basket.map((b, i) => `<tr><td>${esc(FILMS.find((f) => f.id === b.id).title)}</td><td>${esc(b.time || '-')}</td><td>${b.adults} adult(s), ${b.children} child(ren)</td><td>£${cost(b)}</td><td><form method="post" action="/basket/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`).join('');
    const total = state.basket.reduce((s, b) => s + cost(b), 0);
    return layout('Basket', `<h1>Your basket</h1>${rows ? `<table><tbody>${rows}</tbody></table><p>Total: £${total}</p><form method="post" action="/pay"><button>Pay now</button></form>` : '<p>Your basket is empty.</p>'}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST' && u.pathname === '/basket/add') {
      state.basket.push({ id: Number(form.id), time: form.time ?? '', adults: Number(form.adults || 0), children: Number(form.children || 0) });
      return { redirect: '/basket' };
    }
    if (method === 'POST' && u.pathname === '/basket/remove') {
      state.basket.splice(Number(form.index), 1);
      return { redirect: '/basket' };
    }
    if (method === 'POST' && u.pathname === '/pay') {
      state.paid.push(state.basket);
      state.basket = [];
      return { redirect: '/paid' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const m = /^\/(film|trailer)\/(\d+)$/.exec(u.pathname);
    const f = m && FILMS.find((x) => x.id === Number(m[2]));
    if (f && m[1] === 'trailer') {
      // A page in a tab of its own: counted, not the page the session books from.
      state.trailerViews++;
      return { html: layout(`${f.title}: trailer`, `<h1>${esc(f.title)}: trailer</h1><p>(video)</p>`) };
    }
    let html;
    if (u.pathname === '/') html = layout('Home', '<h1>What’s on</h1>');
    else if (u.pathname === '/films') html = films(query);
    else if (f) html = film(f, query);
    else if (u.pathname === '/basket') html = basket();
    else if (u.pathname === '/paid') html = layout('Paid', '<h1>Enjoy the film!</h1><p>Your tickets are in your email.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (x) => { reset(); Object.assign(state, structuredClone(x)); } };
}
