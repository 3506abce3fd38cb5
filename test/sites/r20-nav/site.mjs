/**
 * Round 20 chat test site (ours): "Hollin Pottery Studio", for requests whose values a page's GET
 * form takes. The home page (/) has a class finder (a GET form to /classes: Class menu, Date field,
 * Time of day choices, Places number, "Show classes"), a header search box and a link to My
 * bookings (/bookings), a page with no value form, and to Gift a class (/gift: a GET form of class
 * choices, "Make the card" → /gift/card). /classes lists the sessions the query asks for.
 * state() holds the page.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CLASSES = [
  ['wheel', 'Wheel throwing'],
  ['glaze', 'Glaze & fire'],
  ['hand', 'Hand building'],
];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} } };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hollin</title></head><body>
<header><strong>Hollin Pottery Studio</strong> <nav><a href="/">Home</a> <a href="/bookings">My bookings</a> <a href="/gift">Gift a class</a></nav>
<form action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search the studio"><button type="submit">Search</button></form></header><main>${body}</main><footer>Hollin Pottery Studio, Mill Yard.</footer></body></html>`;
  const finder = `<section><h2>Find a class</h2><form action="/classes" method="get">
<p><label for="cls">Class</label> <select id="cls" name="class"><option value="">Any class</option>${CLASSES.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></p>
<p><label for="date">Date</label> <input type="date" id="date" name="date"></p>
<fieldset><legend>Time of day</legend><label><input type="radio" name="time" value="" checked> Any time</label> <label><input type="radio" name="time" value="morning"> Morning</label> <label><input type="radio" name="time" value="evening"> Evening</label></fieldset>
<p><label for="places">Places</label> <input type="number" id="places" name="places" value="1" min="1" max="6"></p>
<button type="submit">Show classes</button></form></section>`;
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: layout('Home', `<h1>Hollin Pottery Studio</h1><p>Classes for beginners and makers, mornings and evenings.</p>${finder}`) };
      if (u.pathname === '/bookings') return { html: layout('My bookings', `<h1>My bookings</h1><table><tr><th>Class</th><th>When</th></tr><tr><td>Hand building</td><td>Tuesday 1 December, evening</td></tr></table>`) };
      if (u.pathname === '/classes') {
        const name = CLASSES.find(([v]) => v === q.class)?.[1] ?? 'All classes';
        return { html: layout('Classes', `<h1>${esc(name)}</h1><p>${esc(q.date || 'Any day')}, ${esc(q.time || 'any time')}, ${esc(q.places || '1')} place(s).</p><ul><li>10:00 – 2 places left</li><li>18:30 – 5 places left</li></ul>`) };
      }
      if (u.pathname === '/gift') return { html: layout('Gift a class', `<h1>Gift a class</h1><form action="/gift/card" method="get"><fieldset><legend>Which class?</legend>${CLASSES.map(([v, l]) => `<label><input type="radio" name="class" value="${v}"> ${esc(l)}</label>`).join(' ')}</fieldset><button type="submit">Make the card</button></form>`) };
      if (u.pathname === '/gift/card') return { html: layout('Your gift card', `<h1>Your gift card</h1><p>${esc(CLASSES.find(([v]) => v === q.class)?.[1] ?? 'Any class')}</p>`) };
      if (u.pathname === '/search') return { html: layout('Search', `<h1>Results for “${esc(q.q ?? '')}”</h1><p>Nothing found.</p>`) };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
