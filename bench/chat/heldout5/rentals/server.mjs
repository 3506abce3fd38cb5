/**
 * "Keyhole Lettings", a rental-listings site for the conversation benchmark (heldout5): search by
 * area, listing cards three to a row with "View details" and a Save button each, filters (bedrooms,
 * max rent, pets) and a sort menu that reload the list, home pages with a floor plan in a new tab,
 * viewing day and time choices that reload the page with them in the query, a viewing request
 * form, saved homes with Remove buttons, and My viewings with Cancel buttons. Written blind to the
 * SDK.
 */
const HOMES = [
  { id: 1, area: 'Eastside', address: '14 Alder Street, Apt 3', beds: 1, baths: 1, sqft: 610, rent: 1150, pets: false, listed: 9 },
  { id: 2, area: 'Eastside', address: '220 Birch Avenue', beds: 2, baths: 1, sqft: 820, rent: 1480, pets: true, listed: 2 },
  { id: 3, area: 'Eastside', address: '9 Cedar Court', beds: 2, baths: 2, sqft: 870, rent: 1395, pets: false, listed: 5 },
  { id: 4, area: 'Eastside', address: '61 Dunmore Road, Unit B', beds: 3, baths: 2, sqft: 1150, rent: 1950, pets: true, listed: 1 },
  { id: 5, area: 'Eastside', address: '3 Elm Mews', beds: 0, baths: 1, sqft: 390, rent: 925, pets: false, listed: 12 },
  { id: 6, area: 'Eastside', address: '118 Fern Lane', beds: 1, baths: 1, sqft: 655, rent: 1240, pets: true, listed: 4 },
  { id: 7, area: 'Old Town', address: '5 Market Square, Flat 2', beds: 1, baths: 1, sqft: 580, rent: 1320, pets: false, listed: 3 },
  { id: 8, area: 'Old Town', address: '42 Chapel Row', beds: 2, baths: 1, sqft: 790, rent: 1725, pets: true, listed: 6 },
  { id: 9, area: 'Old Town', address: '17 Weavers Yard', beds: 3, baths: 2, sqft: 1240, rent: 2100, pets: false, listed: 8 },
  { id: 10, area: 'Harbor Point', address: 'Pier View Apartments, 8C', beds: 2, baths: 2, sqft: 900, rent: 1890, pets: false, listed: 2 },
  { id: 11, area: 'Harbor Point', address: 'Pier View Apartments, 2A', beds: 1, baths: 1, sqft: 640, rent: 1410, pets: true, listed: 7 },
];
const BEDS = [['', 'Any'], ['1', '1+ beds'], ['2', '2+ beds'], ['3', '3+ beds']];
const MAX = [['', 'No max'], ['1000', '$1,000'], ['1250', '$1,250'], ['1500', '$1,500'], ['2000', '$2,000']];
const SORTS = [['', 'Newest listed'], ['price_asc', 'Price (low to high)'], ['price_desc', 'Price (high to low)']];
const DAYS = [['thu', 'Thursday 26 Nov'], ['fri', 'Friday 27 Nov'], ['sat', 'Saturday 28 Nov'], ['mon', 'Monday 30 Nov']];
const TIMES = [['morning', 'Morning (9–12)'], ['afternoon', 'Afternoon (12–5)'], ['evening', 'Evening (5–7)']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const money = (n) => `$${n.toLocaleString('en-US')}`;
const bedsText = (h) => (h.beds ? `${h.beds} bed${h.beds > 1 ? 's' : ''}` : 'Studio');
const opts = (list, v) => list.map(([val, l]) => `<option value="${val}"${val === (v ?? '') ? ' selected' : ''}>${l}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, saved: [], viewings: [], floorPlanViews: 0 };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Keyhole Lettings</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0} header{display:flex;gap:20px;align-items:center;padding:12px 24px;border-bottom:3px solid #c33}
main{display:flex;gap:24px;padding:20px 24px} aside{width:200px} .grid{display:grid;grid-template-columns:repeat(3,250px);gap:18px}
.card{border:1px solid #ddd;border-radius:8px;padding:10px} .photo{height:140px;background:#dde} .rent{font-weight:bold;font-size:1.2em} .badge{background:#efe;padding:2px 6px}
footer{padding:16px 24px;border-top:1px solid #ddd;font-size:.9em}
</style></head><body><header><a href="/"><strong>Keyhole Lettings</strong></a>
<nav><a href="/rent">To rent</a> <a href="/buy">For sale</a> <a href="/landlords">Landlords</a> <a href="/saved">♡ Saved homes (${state.saved.length})</a> <a href="/viewings">My viewings</a></nav>
<a href="/signin">Sign in</a></header><main>${body}</main>
<footer><a href="/about">About us</a> · <a href="/guides">Renting guides</a> · <a href="https://example.com/fair-housing" target="_blank">Fair housing notice</a> · © 2026 Keyhole Lettings Ltd</footer></body></html>`;

  const searchBox = (area = '') => `<form action="/rent" method="get" role="search"><label for="area">Where do you want to live?</label> <input id="area" name="area" value="${esc(area)}" placeholder="Neighbourhood, e.g. Old Town"> <button>Search</button></form>`;

  const saveButton = (h, back) =>
    state.saved.includes(h.id)
      ? '<span class="saved">♥ Saved</span>'
      : `<form method="post" action="/saved/add" class="inline"><input type="hidden" name="id" value="${h.id}"><input type="hidden" name="back" value="${esc(back)}"><button aria-label="Save ${esc(h.address)}">♡ Save</button></form>`;

  const card = (h, extra) => `<article class="card"><div class="photo" role="img" aria-label="Photo of ${esc(h.address)}"></div><p class="rent">${money(h.rent)} <small>/month</small></p>
<h3>${esc(h.address)}</h3><p>${esc(h.area)} · ${bedsText(h)} · ${h.baths} bath · ${h.sqft} sq ft${h.pets ? ' · <span class="badge">Pets OK</span>' : ''}</p>
<p><a href="/home/${h.id}">View details</a> ${extra}</p></article>`;

  function listPage(q, url) {
    const area = (q.area ?? '').trim().toLowerCase();
    let found = HOMES.filter((h) => (!area || h.area.toLowerCase() === area) && h.beds >= Number(q.beds || 0) && (!q.max || h.rent <= Number(q.max)) && (!q.pets || h.pets));
    const by = { price_asc: (a, b) => a.rent - b.rent, price_desc: (a, b) => b.rent - a.rent }[q.sort] ?? ((a, b) => a.listed - b.listed);
    found = [...found].sort(by);
    const where = area ? HOMES.find((h) => h.area.toLowerCase() === area)?.area ?? q.area : 'all areas';
    return layout(`Homes to rent in ${where}`, `<aside><form action="/rent" method="get"><h2>Filter</h2><input type="hidden" name="area" value="${esc(q.area ?? '')}">
<p><label for="beds">Bedrooms</label> <select id="beds" name="beds" onchange="this.form.submit()">${opts(BEDS, q.beds)}</select></p>
<p><label for="max">Max rent (per month)</label> <select id="max" name="max" onchange="this.form.submit()">${opts(MAX, q.max)}</select></p>
<p><label><input type="checkbox" name="pets" value="1"${q.pets ? ' checked' : ''} onchange="this.form.submit()"> Pets allowed</label></p>
<p><label for="sort">Sort</label> <select id="sort" name="sort" onchange="this.form.submit()">${opts(SORTS, q.sort)}</select></p></form></aside>
<section>${searchBox(q.area)}<h1>${found.length} home${found.length === 1 ? '' : 's'} to rent in ${esc(where)}</h1><div class="grid">${found.map((h) => card(h, saveButton(h, url))).join('') || '<p>No homes match. Try removing a filter.</p>'}</div></section>`);
  }

  function homePage(h, q, url) {
    const day = q.day ?? '';
    const time = q.time ?? '';
    return layout(h.address, `<section><p><a href="javascript:history.back()">‹ Back to search results</a></p><div class="photo" role="img" aria-label="Photo of ${esc(h.address)}"></div>
<h1>${esc(h.address)}</h1><p class="rent">${money(h.rent)} per month</p><p>${esc(h.area)} · ${bedsText(h)} · ${h.baths} bath · ${h.sqft} sq ft · ${h.pets ? 'Pets allowed' : 'No pets'}</p>
<p>Bright, well kept home close to shops and the bus line. Available now, 12-month lease.</p>
<p><a href="/home/${h.id}/floorplan" target="_blank">See floor plan</a></p>${saveButton(h, url)}</section>
<aside style="width:320px"><h2>Book a viewing</h2><form method="get" action="/home/${h.id}">
<p><label for="day">Day</label> <select id="day" name="day" onchange="this.form.submit()"><option value="">Pick a day</option>${opts(DAYS, day)}</select></p>
<fieldset><legend>Time of day</legend>${TIMES.map(([v, l]) => `<label><input type="radio" name="time" value="${v}"${v === time ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label><br>`).join('')}</fieldset></form>
<form method="post" action="/viewings/request"><input type="hidden" name="id" value="${h.id}"><input type="hidden" name="day" value="${esc(day)}"><input type="hidden" name="time" value="${esc(time)}">
<p><label for="vname">Your name</label> <input id="vname" name="name"></p><p><label for="phone">Phone number</label> <input id="phone" type="tel" name="phone"></p>
<p><label for="note">Anything we should know?</label> <textarea id="note" name="note"></textarea></p><p><button>Send request</button></p></form></aside>`);
  }

  function savedPage() {
    const homes = state.saved.map((id) => HOMES.find((h) => h.id === id));
    return layout('Saved homes', `<section><h1>Saved homes</h1><div class="grid">${homes.map((h) => card(h, `<form method="post" action="/saved/remove" class="inline"><input type="hidden" name="id" value="${h.id}"><button>Remove</button></form>`)).join('') || '<p>You have not saved any homes yet.</p>'}</div></section>`);
  }

  function viewingsPage() {
    const rows = state.viewings
      .map((v, i) => {
        const h = HOMES.find((x) => x.id === v.id);
        return `<tr><td>${esc(h.address)}, ${esc(h.area)}</td><td>${DAYS.find(([d]) => d === v.day)?.[1] ?? 'Any day'}</td><td>${esc(v.time || 'any time')}</td><td>${v.cancelled ? 'Cancelled' : 'Requested'}</td><td>${v.cancelled ? '' : `<form method="post" action="/viewings/cancel"><input type="hidden" name="index" value="${i}"><button>Cancel viewing</button></form>`}</td></tr>`;
      })
      .join('');
    return layout('My viewings', `<section><h1>My viewings</h1>${rows ? `<table><tr><th>Home</th><th>Day</th><th>Time</th><th>Status</th><th></th></tr>${rows}</table>` : '<p>No viewings booked.</p>'}</section>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const back = (form.back ?? '').startsWith('/') ? form.back : '/saved';
    if (method === 'POST' && u.pathname === '/saved/add') {
      const id = Number(form.id);
      if (HOMES.some((h) => h.id === id) && !state.saved.includes(id)) state.saved.push(id);
      return { redirect: back };
    }
    if (method === 'POST' && u.pathname === '/saved/remove') {
      state.saved = state.saved.filter((id) => id !== Number(form.id));
      return { redirect: '/saved' };
    }
    if (method === 'POST' && u.pathname === '/viewings/request') {
      const id = Number(form.id);
      if (!HOMES.some((h) => h.id === id) || !(form.name ?? '').trim()) return { redirect: `/home/${id}` };
      state.viewings.push({ id, day: form.day ?? '', time: form.time ?? '', name: form.name.trim(), phone: (form.phone ?? '').trim(), note: (form.note ?? '').trim(), cancelled: false });
      return { redirect: '/viewings' };
    }
    if (method === 'POST' && u.pathname === '/viewings/cancel') {
      const v = state.viewings[Number(form.index)];
      if (v) v.cancelled = true;
      return { redirect: '/viewings' };
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    const here = u.pathname + u.search;
    const m = /^\/home\/(\d+)(\/floorplan)?$/.exec(u.pathname);
    const home = m && HOMES.find((h) => h.id === Number(m[1]));
    let html;
    if (u.pathname === '/') html = layout('Homes to rent', `<section><h1>Find your next home</h1>${searchBox()}<p>Popular: <a href="/rent?area=Eastside">Eastside</a> · <a href="/rent?area=Old+Town">Old Town</a> · <a href="/rent?area=Harbor+Point">Harbor Point</a></p></section>`);
    else if (u.pathname === '/rent') html = listPage(query, here);
    else if (home && m[2]) {
      // The floor plan opens in a tab of its own: counted, not the page the session is on.
      state.floorPlanViews++;
      return { html: layout(`Floor plan – ${home.address}`, `<section><h1>Floor plan: ${esc(home.address)}</h1><p>${home.sqft} sq ft · ${bedsText(home)}</p><div class="photo" role="img" aria-label="Floor plan drawing"></div></section>`) };
    } else if (home) html = homePage(home, query, here);
    else if (u.pathname === '/saved') html = savedPage();
    else if (u.pathname === '/viewings') html = viewingsPage();
    else if (['/buy', '/landlords', '/signin', '/about', '/guides'].includes(u.pathname)) html = layout('Keyhole Lettings', `<section><h1>Coming soon</h1><p>This part of the site is not open yet.</p></section>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, saved homes, viewing requests, floor-plan views. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
