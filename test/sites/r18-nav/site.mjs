/**
 * Round 18 chat test site (ours): "Wrenfield Pottery & Tuning", for turns that leave the browser on
 * another page. Jugs (/jugs, a GET colour filter) as a list of cards whose links open a jug's page; a jug's page
 * (/jugs/:id) whose glaze choices are links that reload it with the choice in the query
 * (?glaze=…), and a "Back to all jugs" link; piano tuners (/tuners, a GET filter by district) whose
 * names open their pages; visits (/visits, ?ref=… shows one), one row per visit with a "Reschedule" link to a page
 * (/visits/:id/reschedule) whose GET form picks the new day ("Show times"). state() holds the page.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const JUGS = [
  ['moss-jug', 'Moss Green Jug', 24],
  ['slate-jug', 'Slate Pouring Jug', 31],
  ['amber-jug', 'Amber Milk Jug', 18],
];
const GLAZES = ['matte', 'gloss', 'speckled'];
const WORKSHOPS = [['glazing', 'Glazing workshop', '2 hours', 40], ['throwing', 'Wheel throwing workshop', '3 hours', 55], ['handbuilding', 'Hand-building workshop', '2 hours', 35]];
const TUNERS = [
  ['oren-vasko', 'Oren Vasko', 'east'],
  ['mira-holt', 'Mira Holt', 'west'],
  ['dev-anand', 'Dev Anand', 'west'],
];
const DAYS = [['2026-12-07', 'Monday 7 December'], ['2026-12-08', 'Tuesday 8 December'], ['2026-12-09', 'Wednesday 9 December'], ['2026-12-11', 'Friday 11 December']];

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/jugs', query: {} },
      visits: [
        { id: 'V1', tuner: 'mira-holt', day: '2026-12-07' },
        { id: 'V2', tuner: 'dev-anand', day: '2026-12-11' },
      ],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Wrenfield</title></head><body>
<header><strong>Wrenfield</strong> <nav><a href="/jugs">Jugs</a> <a href="/tuners">Piano tuners</a> <a href="/visits">My visits</a> <a href="/workshops">Workshops</a></nav>
<form action="/search" method="get" role="search"><input type="search" name="q" aria-label="Search the shop"><button type="submit" aria-label="Search">🔍</button></form></header><main>${body}</main><footer>Made by hand in Wrenfield.</footer></body></html>`;
  const dayName = (d) => (DAYS.find((x) => x[0] === d) ?? [d, d])[1];
  const tuner = (id) => TUNERS.find((t) => t[0] === id);
  return {
    handle(method, url) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      state.page = { path: u.pathname, query: q };
      const jug = /^\/jugs\/([a-z-]+)$/.exec(u.pathname);
      const t = /^\/tuners\/([a-z-]+)$/.exec(u.pathname);
      const move = /^\/visits\/(V\d+)\/reschedule$/.exec(u.pathname);
      if (u.pathname === '/jugs' || u.pathname === '/') {
        const colour = `<form action="/jugs" method="get"><label>Colour <select name="colour"><option value="">Any</option>${['moss', 'slate', 'amber'].map((c) => `<option value="${c}"${q.colour === c ? ' selected' : ''}>${c}</option>`).join('')}</select></label><button>Filter</button></form>`;
        return { html: layout('Jugs', `<h1>Jugs</h1>${colour}<ul class="cards">${JUGS.filter(([id]) => !q.colour || id.startsWith(q.colour)).map(([id, name, price]) => `<li><a href="/jugs/${id}">${esc(name)}</a> <span>£${price}</span> <span>stoneware</span></li>`).join('')}</ul>`) };
      }
      if (jug) {
        const j = JUGS.find((x) => x[0] === jug[1]);
        if (!j) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
        const glaze = q.glaze ?? 'matte';
        return { html: layout(j[1], `<h1>${esc(j[1])}</h1><p>Price: £${j[2]}</p><h2>Glaze</h2><ul>${GLAZES.map((g) => (g === glaze ? `<li><strong>${g} (chosen)</strong></li>` : `<li><a href="/jugs/${j[0]}?glaze=${g}">${g}</a></li>`)).join('')}</ul><form action="/gift" method="post"><input name="code" aria-label="Gift card code"> <button type="submit">Apply</button></form><p><a href="/jugs">Back to all jugs</a></p>`) };
      }
      if (u.pathname === '/search') {
        const hits = JUGS.filter(([, name]) => q.q && name.toLowerCase().includes(q.q.toLowerCase()));
        return { html: layout('Search', `<h1>Results for ${esc(q.q ?? '')}</h1><ul class="cards">${hits.map(([id, name, price]) => `<li><a href="/jugs/${id}">${esc(name)}</a> <span>£${price}</span></li>`).join('')}</ul>`) };
      }
      if (u.pathname === '/workshops') {
        return { html: layout('Workshops', `<h1>Workshops</h1><table><tr><th>Workshop</th><th>Length</th><th>Price</th><th></th></tr>${WORKSHOPS.map(([id, name, len, price]) => `<tr><td>${esc(name)}</td><td>${len}</td><td>£${price}</td><td><a href="/workshops/book?type=${id}">Book a ${id} workshop</a></td></tr>`).join('')}</table>`) };
      }
      if (u.pathname === '/workshops/book') return { html: layout('Book a workshop', `<h1>Book a workshop</h1><p>${esc(q.type ?? '')}</p>`) };
      if (u.pathname === '/tuners') {
        const shown = TUNERS.filter((x) => !q.district || x[2] === q.district);
        return { html: layout('Piano tuners', `<h1>Piano tuners</h1><form action="/tuners" method="get"><label>District <select name="district"><option value="">Any</option><option value="east"${q.district === 'east' ? ' selected' : ''}>East</option><option value="west"${q.district === 'west' ? ' selected' : ''}>West</option></select></label><button>Filter</button></form><ul>${shown.map(([id, name, d]) => `<li><h3>${esc(name)}</h3> <p>${d} district</p> <a href="/tuners/${id}">View profile</a></li>`).join('')}</ul>`) };
      }
      if (t && tuner(t[1])) return { html: layout(tuner(t[1])[1], `<h1>${esc(tuner(t[1])[1])}</h1><p>Tunes uprights and grands in the ${tuner(t[1])[2]} district.</p>`) };
      if (u.pathname === '/visits') {
        return { html: layout('My visits', `<h1>My visits</h1><table><tr><th>Ref</th><th>Tuner</th><th>Day</th><th></th></tr>${state.visits.filter((v) => !q.ref || v.id === q.ref).map((v) => `<tr><td>${v.id}</td><td>${esc(tuner(v.tuner)[1])}</td><td>${dayName(v.day)}</td><td><a href="/visits/${v.id}/reschedule">Reschedule</a></td></tr>`).join('')}</table>`) };
      }
      if (move) {
        const v = state.visits.find((x) => x.id === move[1]);
        if (!v) return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
        return { html: layout(`Reschedule ${v.id}`, `<h1>Reschedule visit ${v.id}</h1><p>Now: ${dayName(v.day)}.</p><form action="/visits/${v.id}/reschedule" method="get"><label>New day <select name="day"><option value="">Choose a day</option>${DAYS.map(([iso, name]) => `<option value="${iso}"${q.day === iso ? ' selected' : ''}>${name}</option>`).join('')}</select></label><button>Show times</button></form>`) };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
