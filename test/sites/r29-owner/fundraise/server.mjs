/**
 * A sponsorship site for round 29's records of someone else's found by their owners' names
 * (test/r29-owner-records.test.ts). The header has a GET search "Find a fundraiser" (placeholder
 * "Name or surname"); the nav has Home, Events and "Start a page" (a posting form with two name boxes
 * and "Create my page": the near miss of round 28, a form that creates something, its boxes fit for names).
 * Each team's page is reached only through the search's results: a GET filter (Sport menu) and a table.
 * Calendar (nav) lists rows whose links are named by their ids ("Event C7"), each opening its own page.
 * Nothing here is a copy of a bench site.
 */
export function createSite() {
  const TEAMS = {
    'rahman-said': { names: 'Nadia Rahman & Omar Said', events: [['Coast ride', 'cycling'], ['City 10k', 'running'], ['Hill climb', 'cycling']] },
    'lund-berg': { names: 'Ida Lund & Per Berg', events: [['Lake swim', 'swimming'], ['Park run', 'running']] },
  };
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, created: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Miles for Good</title></head>
<body><header><a href="/">Miles for Good</a><form role="search" method="get" action="/find"><label>Find a fundraiser <input type="search" name="q" placeholder="Name or surname"></label><button type="submit">Search</button></form>
<nav><a href="/">Home</a> <a href="/events">Calendar</a> <a href="/start">Start a page</a></nav></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
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
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      if (method === 'POST') {
        if (path === '/start' && f.first && f.second) {
          st.created.push({ first: f.first, second: f.second });
          return { redirect: '/' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      let m;
      if (path === '/') html = page('Miles for Good', '<p>Sponsor a team for their next event.</p>');
      else if (path === '/events') html = page('Calendar', '<table><thead><tr><th>Event</th><th>Name</th></tr></thead><tbody><tr><td><a href="/events/C7">Event C7</a></td><td>Coast ride</td></tr><tr><td><a href="/events/R2">Event R2</a></td><td>City 10k</td></tr></tbody></table>');
      else if ((m = path.match(/^\/events\/(C7|R2)$/))) html = page(`Event ${m[1]}`, '<p>Starts at nine.</p>');
      else if (path === '/start') html = page('Start a page', '<form method="post" action="/start"><p><label>Your name <input name="first" required></label></p><p><label>Partner\'s name <input name="second" required></label></p><button type="submit">Create my page</button></form>');
      else if (path === '/find') {
        const words = (q.q || '').toLowerCase().split(/[^a-z]+/).filter((w) => w.length > 1 && w !== 'and');
        const hits = Object.entries(TEAMS).filter(([, t]) => words.some((w) => t.names.toLowerCase().split(/[^a-z]+/).includes(w)));
        html = page('Find a fundraiser', hits.length ? `<ul>${hits.map(([id, t]) => `<li><a href="/team/${id}">${esc(t.names)}</a></li>`).join('')}</ul>` : '<p>No fundraisers found.</p>');
      } else if ((m = path.match(/^\/team\/([\w-]+)$/)) && TEAMS[m[1]]) {
        const t = TEAMS[m[1]];
        const rows = t.events.filter(([, s]) => !q.sport || s === q.sport);
        const opt = (v, label) => `<option value="${v}"${q.sport === v ? ' selected' : ''}>${label}</option>`;
        html = page(`${t.names}'s page`, `<form method="get" action="/team/${m[1]}"><label>Sport <select name="sport">${opt('', 'All sports')}${opt('cycling', 'Cycling')}${opt('running', 'Running')}${opt('swimming', 'Swimming')}</select></label><button type="submit">Show</button></form>
<table><thead><tr><th>Event</th><th>Sport</th></tr></thead><tbody>${rows.map(([e, s]) => `<tr><td>${esc(e)}</td><td>${esc(s)}</td></tr>`).join('')}</tbody></table>`);
      }
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
