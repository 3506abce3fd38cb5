/**
 * A test site of our own (round 13, test/form-values.test.ts): an outdoor centre whose home page
 * holds a booking widget (an "Activity" menu, a "Base" menu, a menu of days, "Time of day" chips
 * that write hours, a "Party size" box) beside a header search box, and a results page with a
 * filter sidebar (boxes that submit on change). The server's state is the last page and its query.
 */
const TODAY = Date.UTC(2026, 10, 26);
const DAYS = Array.from({ length: 7 }, (_, i) => new Date(TODAY + i * 86400000));
const WD = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MON = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const iso = (d) => d.toISOString().slice(0, 10);
const ACTIVITIES = [['archery', 'Archery range (1 hr)'], ['fencing', 'Fencing bout – épée'], ['orienteering', 'Orienteering trail'], ['gorge', 'Gorge walking']];
const BASES = [['pinewick', 'Pinewick Lodge'], ['harlow', 'Harlow Moor Base'], ['ferncliff', 'Ferncliff Boathouse']];
const PARTS = [['dawn', 'Early (6–10 am)'], ['mid', '10 am–3 pm'], ['dusk', 'Late (3–8 pm)']];
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const select = (id, label, name, list, none) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${name}"><option value="">${none}</option>${list.map(([v, l]) => `<option value="${v}">${esc(l)}</option>`).join('')}</select></p>`;

export function createSite() {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} } }; };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Larchmere Outdoors</title></head><body>
<header><a href="/"><strong>Larchmere Outdoors</strong></a> <form action="/search" method="get" role="search"><label for="hq">Search Larchmere</label> <input id="hq" name="q" type="search" placeholder="What are you looking for?"> <button>Search</button></form></header><main>${body}</main></body></html>`;
  const home = () => layout('Home', `<h1>Larchmere Outdoors</h1><p>Guided sessions at three bases.</p>
<form method="get" action="/sessions"><h2>Plan a visit</h2>
${select('act', 'Activity', 'act', ACTIVITIES, 'All activities')}
${select('base', 'Base', 'base', BASES, 'Any base')}
${select('day', 'Day', 'day', DAYS.map((d, i) => [iso(d), `${i === 0 ? 'Today' : i === 1 ? 'Tomorrow' : WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}`]), 'Any day')}
<fieldset><legend>Time of day</legend>${PARTS.map(([v, l]) => `<label><input type="radio" name="part" value="${v}"> ${esc(l)}</label>`).join(' ')}</fieldset>
<p><label for="size">Party size</label> <input id="size" name="size" type="number" min="1" max="12"></p>
<button>See sessions</button></form>`);
  const sessions = (query) => {
    const keep = ['act', 'base', 'day', 'part', 'size'].filter((k) => query[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(query[k])}">`).join('');
    const box = (name, label) => `<p><label><input type="checkbox" name="${name}" value="1"${query[name] === '1' ? ' checked' : ''} onchange="this.form.submit()"> ${label}</label></p>`;
    return layout('Sessions', `<h1>Sessions</h1><aside><form method="get" action="/sessions">${keep}<h2>Filter</h2>${box('coach', 'Instructor included')}${box('teens', 'Under-16s welcome')}</form></aside>
<ul><li><h3>Morning group</h3><p>£18 a head</p></li><li><h3>Afternoon group</h3><p>£22 a head</p></li></ul>`);
  };
  function handle(method, url) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    let html;
    if (u.pathname === '/') html = home();
    else if (u.pathname === '/sessions') html = sessions(query);
    else if (u.pathname === '/search') html = layout('Search', `<h1>Search</h1><p>Nothing matches ${esc(query.q ?? '')}.</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')) };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}
