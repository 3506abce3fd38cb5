/**
 * Round 16 chat test site (ours): "Skerrow Sound Ferries", for a list narrowed to one result and
 * for times said as people say them. A search page (/crossings) whose form is its address: a name
 * box, a departure-time dropdown of clock times and a travellers dropdown, sent by "Refresh
 * results"; result cards whose title is plain text (a picture link and a "Details" link lead to the
 * crossing) and a footer of two link columns (the page's heaviest repeated group); crossing pages
 * listing departures as time links, and a POST form of alerts; a filter form (a box, a radio group,
 * "Apply filters") that shows the crossings page again. state() holds the page and the alerts saved.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const CROSSINGS = [
  ['gannet', 'Gannet Head shuttle', 'Kelporth to Gannet Head, 25 minutes', ['07:10', '10:40', '13:20', '17:50']],
  ['orrin', 'Orrin Isle ferry', 'Kelporth to Orrin Isle, 50 minutes', ['08:05', '12:35', '16:25']],
  ['selkie', 'Selkie Bay car ferry', 'Dunmurrow to Selkie Bay, 1 hour 10 minutes', ['06:30', '11:55', '18:15']],
  ['tern', 'Tern Rock day trip', 'Dunmurrow to Tern Rock and back, 3 hours', ['09:25', '14:05']],
];
const CARS = new Set(['selkie', 'orrin']);
const SHORT = new Set(['gannet', 'orrin']);
const TIMES = ['06:30', '08:05', '09:25', '11:55', '13:20', '16:25', '18:15'];
const clock = (t) => { const [h, m] = t.split(':').map(Number); return `${h % 12 || 12}:${String(m).padStart(2, '0')} ${h < 12 ? 'am' : 'pm'}`; };
const stemOf = (w) => w.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/s$/, '');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/crossings', query: {} }, alerts: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Skerrow Sound</title></head><body><header><strong>Skerrow Sound Ferries</strong> <nav><a href="/crossings">All crossings</a> <a href="/fares">Fares</a></nav></header><main>${body}</main>
<footer><div class="col"><strong>Travel</strong> <a href="/info/luggage">Luggage</a> <a href="/info/pets">Pets on board</a> <a href="/info/weather">Weather delays</a></div><div class="col"><strong>Company</strong> <a href="/info/about">About us</a> <a href="/info/jobs">Work with us</a> <a href="/info/contact">Contact</a></div></footer></body></html>`;
  const crossings = (q) => {
    const want = String(q.q ?? '').split(/\s+/).filter(Boolean).map(stemOf);
    const found = CROSSINGS.filter(([id, name, line]) => want.every((w) => `${name} ${line}`.split(/[\s,]+/).map(stemOf).includes(w)) && (q.cars !== '1' || CARS.has(id)) && (!q.len || (q.len === 'short') === SHORT.has(id)));
    const at = q.at ?? '09:25';
    const pax = q.pax ?? '1';
    const form = `<form method="get" action="/crossings"><p><label for="q">Crossing or harbour</label> <input id="q" name="q" value="${esc(q.q ?? '')}"></p>
<p><label for="at">Leaving around</label> <select id="at" name="at">${TIMES.map((t) => `<option value="${t}"${t === at ? ' selected' : ''}>${clock(t)}</option>`).join('')}</select>
<label for="pax">Travellers</label> <select id="pax" name="pax">${[1, 2, 3, 4, 5, 6].map((n) => `<option value="${n}"${String(n) === pax ? ' selected' : ''}>${n} ${n === 1 ? 'traveller' : 'travellers'}</option>`).join('')}</select></p>
<button type="submit">Refresh results</button></form>`;
    const keep = ['q', 'at', 'pax'].filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
    const filters = `<form method="get" action="/crossings">${keep}<p><label><input type="checkbox" name="cars" value="1"${q.cars === '1' ? ' checked' : ''}> Car ferries only</label></p><fieldset><legend>Journey length</legend>${[['', 'Any length'], ['short', 'Under an hour'], ['long', 'An hour or more']].map(([v, t]) => `<label><input type="radio" name="len" value="${v}"${(q.len ?? '') === v ? ' checked' : ''}> ${t}</label>`).join(' ')}</fieldset><button type="submit">Apply filters</button></form>`;
    const cards = found.map(([id, name, line]) => `<div class="card"><a href="/crossing/${id}"><span style="display:inline-block;width:60px;height:40px;background:#9ab" aria-hidden="true"></span></a><h3>${esc(name)}</h3><p>${esc(line)}</p><a href="/crossing/${id}">Details</a></div>`).join('');
    return layout('Crossings', `<h1>Crossings</h1>${form}${filters}<p>${found.length} ${found.length === 1 ? 'crossing' : 'crossings'}</p>${cards || '<p>No crossing matches.</p>'}`);
  };
  const crossing = (id) => {
    const c = CROSSINGS.find((x) => x[0] === id);
    if (!c) return undefined;
    return layout(c[1], `<h1>${esc(c[1])}</h1><p>${esc(c[2])}</p><form method="post" action="/alerts"><input type="hidden" name="id" value="${id}"><label><input type="checkbox" name="sms" value="1"> Text me about delays</label> <button type="submit">Save alerts</button></form><h2>Departures today</h2><ul class="deps">${c[3].map((t) => `<li><a href="/crossing/${id}/reserve?at=${t}">${clock(t)}</a></li>`).join('')}</ul>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST' && u.pathname === '/alerts') {
        const p = new URLSearchParams(body ?? '');
        if (p.get('sms') === '1') state.alerts.push(p.get('id'));
        return { redirect: `/crossing/${p.get('id')}` };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/crossings') return { html: crossings(q) };
      const m = /^\/crossing\/([a-z]+)(\/reserve)?$/.exec(u.pathname);
      if (m && m[2]) return { html: layout('Reserve', `<h1>Reserve a seat</h1><p>Departing at ${esc(clock(q.at ?? '00:00'))}.</p>`) };
      const html = m ? crossing(m[1]) : undefined;
      if (html) return { html };
      return { html: layout('Information', `<h1>${esc(u.pathname.split('/').pop())}</h1><p>Information.</p>`) };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
