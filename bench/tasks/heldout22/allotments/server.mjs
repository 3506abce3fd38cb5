// Fenwick Road Allotment Society: vacant plots with a filter form and an application form, the
// waiting list, the trading hut (a table with a quantity form per row, a basket, collection
// checkout), tool hire by date, work-party sign-ups, a member's plot page (renew the tenancy,
// change contact details, give up the plot), problem reports and notices.
import { esc, clone, parseBody, one, all, parseUrl, layout, withQuery, money } from '../lib.mjs';

const BRAND = 'Fenwick Road Allotment Society';
const NAV = [['/', 'Home'], ['/plots', 'Vacant plots'], ['/waiting-list', 'Waiting list'], ['/hut', 'Trading hut'], ['/tools', 'Tool hire'], ['/work-parties', 'Work parties'], ['/my-plot', 'My plot'], ['/notices', 'Notices']];

const SITES = { north: 'North field (Fenwick Road)', south: 'South field (Mill Lane)' };
const SIZES = { full: 'Full plot (250 m²)', half: 'Half plot (125 m²)', quarter: 'Quarter plot / raised beds (60 m²)' };
export const PLOTS = [
  { id: 'N4', site: 'north', size: 'half', rent: 38, notes: 'Next to a water trough; small shed included.' },
  { id: 'N11', site: 'north', size: 'full', rent: 64, notes: 'Overgrown at the far end; fruit cage.' },
  { id: 'N17', site: 'north', size: 'quarter', rent: 22, notes: 'Three raised beds by the car park; level path, good for wheelchair users.' },
  { id: 'S3', site: 'south', size: 'full', rent: 58, notes: 'Sunny, well dug; no shed.' },
  { id: 'S9', site: 'south', size: 'half', rent: 34, notes: 'Greenhouse frame (no glass); 40 m from water.' },
  { id: 'S14', site: 'south', size: 'half', rent: 31, notes: 'Shady corner under the oak; compost bays.' },
  { id: 'S21', site: 'south', size: 'quarter', rent: 19, notes: 'Newly cleared; by the gate.' },
];
const PL = Object.fromEntries(PLOTS.map((p) => [p.id, p]));

export const HUT = [
  { id: 'compost', name: 'Peat-free compost, 50 litre bag', price: 4.5 },
  { id: 'manure', name: 'Well-rotted horse manure, bag', price: 3 },
  { id: 'potatoes', name: 'Seed potatoes, 2 kg net', price: 3.2, varieties: [['charlotte', 'Charlotte (second early)'], ['maris-piper', 'Maris Piper (maincrop)'], ['pink-fir', 'Pink Fir Apple (maincrop)'], ['rocket', 'Rocket (first early)']] },
  { id: 'onion-sets', name: 'Onion sets, 250 g', price: 1.8, varieties: [['sturon', 'Sturon'], ['red-baron', 'Red Baron']] },
  { id: 'canes', name: 'Bamboo canes, 8 ft, bundle of 10', price: 2.5 },
  { id: 'netting', name: 'Butterfly netting, 4 × 5 m', price: 6 },
  { id: 'fleece', name: 'Horticultural fleece, 2 × 10 m', price: 4 },
  { id: 'blood-fish-bone', name: 'Blood, fish and bone, 3 kg tub', price: 5.5 },
];
const HU = Object.fromEntries(HUT.map((h) => [h.id, h]));
const COLLECT = [['2026-12-05', 'Saturday 5 December, 10am – 12 noon'], ['2026-12-06', 'Sunday 6 December, 10am – 12 noon'], ['2026-12-12', 'Saturday 12 December, 10am – 12 noon'], ['2026-12-13', 'Sunday 13 December, 10am – 12 noon']];

export const TOOLS = [
  { id: 'rotavator', name: 'Petrol rotavator', half: 6, day: 10, booked: ['2026-12-05', '2026-12-06'] },
  { id: 'strimmer', name: 'Petrol strimmer', half: 4, day: 6, booked: ['2026-12-05'] },
  { id: 'hedge-trimmer', name: 'Cordless hedge trimmer', half: 3, day: 5, booked: [] },
  { id: 'shredder', name: 'Garden shredder', half: 5, day: 8, booked: ['2026-12-12'] },
];
const TL = Object.fromEntries(TOOLS.map((t) => [t.id, t]));
const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const DAY0 = Date.UTC(2026, 10, 30); // tool hire from Monday 30 November
export const TOOL_DAYS = Array.from({ length: 14 }, (_, i) => { const d = new Date(DAY0 + i * 86400000); return { iso: d.toISOString().slice(0, 10), label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${d.getUTCMonth() === 10 ? 'November' : 'December'}` }; });
const LENGTHS = { morning: 'Morning (8am – 1pm)', afternoon: 'Afternoon (1pm – 6pm)', day: 'All day' };

export const PARTIES = [
  { id: 'wp-2026-12-05', date: 'Saturday 5 December', time: '10:00 – 13:00', where: 'North field', jobs: ['hedge', 'paths', 'compost'] },
  { id: 'wp-2026-12-19', date: 'Saturday 19 December', time: '10:00 – 12:00', where: 'South field', jobs: ['paths', 'clearing'] },
  { id: 'wp-2027-01-09', date: 'Saturday 9 January', time: '10:00 – 13:00', where: 'Both fields', jobs: ['hedge', 'clearing', 'hut'] },
];
const WP = Object.fromEntries(PARTIES.map((p) => [p.id, p]));
const JOBS = { hedge: 'Hedge laying', paths: 'Path repairs', compost: 'Turning the communal compost', clearing: 'Clearing vacant plots', hut: 'Helping in the trading hut' };
const CATEGORIES = { water: 'Water supply or leak', gate: 'Gates, fences and locks', tipping: 'Fly-tipping or rubbish', vermin: 'Rats or other pests', theft: 'Theft or damage', other: 'Something else' };

const seedMember = () => ({ number: 'FR2231', name: 'Jean Holloway', plot: 'S7', email: 'jean.holloway@greenmail.example', phone: '07700 900 725', renewed: false, status: 'tenant' });

export function createSite() {
  let S;
  let consent = false;
  const notes = [];
  const fresh = () => ({ page: { path: '/', query: {} }, applications: [], waiting: [], basket: [], orders: [], tools: [], workParties: [], member: seedMember(), reports: [] });
  S = fresh();

  function view(path, query, title, body) {
    S.page = { path, query: clone(query) };
    const banner = consent ? '' : `<div role="dialog" aria-label="Cookies" style="border:2px solid #234;padding:.6rem;margin-bottom:1rem"><p>We only use cookies to keep your trading hut basket. Is that OK?</p>
<form method="post" action="/cookies"><input type="hidden" name="back" value="${esc(withQuery(path, query, {}))}"><button type="submit" name="ok" value="1">OK</button> <button type="submit" name="ok" value="0">No cookies</button></form></div>`;
    return { html: layout({ brand: BRAND, nav: NAV.concat([['/hut/basket', `Hut basket (${S.basket.length})`]]), title, body: banner + body, searchAction: '/notices', searchLabel: 'Search notices', q: path === '/notices' ? query.q || '' : '' }) };
  }
  const field = (form, name, label, req, type = 'text') => `<label>${label}${req ? ' *' : ''} <input type="${type}" name="${name}" value="${esc(one(form, name))}"${req ? ' required' : ''}></label>`;
  const err = (errs) => (errs.length ? `<p class="err" role="alert">Please fill in: ${errs.join(', ')}.</p>` : '');
  const opt = (v, t, cur) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(t)}</option>`;

  function plots(query) {
    let list = PLOTS.slice();
    if (SITES[query.site]) list = list.filter((p) => p.site === query.site);
    if (SIZES[query.size]) list = list.filter((p) => p.size === query.size);
    if (query.sort === 'rent-low') list.sort((a, b) => a.rent - b.rent);
    if (query.sort === 'rent-high') list.sort((a, b) => b.rent - a.rent);
    const form = `<form method="get" action="/plots"><label>Site <select name="site">${opt('', 'Both sites', query.site || '')}${Object.entries(SITES).map(([v, t]) => opt(v, t, query.site)).join('')}</select></label>
<label>Size <select name="size">${opt('', 'Any size', query.size || '')}${Object.entries(SIZES).map(([v, t]) => opt(v, t, query.size)).join('')}</select></label>
<label>Sort by <select name="sort">${opt('', 'Plot number', query.sort || '')}${opt('rent-low', 'Rent, lowest first', query.sort)}${opt('rent-high', 'Rent, highest first', query.sort)}</select></label><button type="submit">Filter</button></form>`;
    const rows = list.map((p) => `<tr><td><a href="/plots/${p.id}">Plot ${p.id}</a></td><td>${esc(SITES[p.site])}</td><td>${esc(SIZES[p.size])}</td><td>${money(p.rent)} a year</td><td>${esc(p.notes)}</td></tr>`).join('');
    return view('/plots', query, 'Vacant plots', `<p>Plots are let to people living in the parish. Rent runs from 1 January; new tenants pay for the months left.</p>${form}<table><thead><tr><th>Plot</th><th>Site</th><th>Size</th><th>Rent</th><th>About the plot</th></tr></thead><tbody>${rows || '<tr><td colspan="5">No vacant plots match.</td></tr>'}</tbody></table><p>Nothing suitable? <a href="/waiting-list">Join the waiting list</a>.</p>`);
  }

  function plot(p, query, form = {}, errs = []) {
    const exp = one(form, 'experience');
    const body = `<p>${esc(SITES[p.site])} · ${esc(SIZES[p.size])} · ${money(p.rent)} a year</p><p>${esc(p.notes)}</p><h2>Apply for plot ${p.id}</h2>${err(errs)}
<form method="post" action="/plots/${p.id}/apply">${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'phone', 'Phone', false, 'tel')}${field(form, 'postcode', 'Home postcode', true)}
<fieldset><legend>Growing experience</legend>${[['none', 'None — I am new to this'], ['some', 'Some (a garden or pots)'], ['lots', 'I have had an allotment before']].map(([v, t]) => `<label><input type="radio" name="experience" value="${v}"${exp === v ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset>
<label><input type="checkbox" name="share" value="yes"> I would share the plot with a friend (co-worker)</label>
<label><input type="checkbox" name="rules" value="yes" required> I have read the tenancy rules *</label><button type="submit">Send application</button></form>`;
    return view(`/plots/${p.id}`, query, `Plot ${p.id}`, body);
  }

  function waiting(query, form = {}, errs = []) {
    return view('/waiting-list', query, 'Join the waiting list', `<p>There are 23 people on the waiting list; most wait 4 to 8 months for a half plot.</p>${err(errs)}<form method="post" action="/waiting-list">${field(form, 'name', 'Full name', true)}${field(form, 'email', 'Email', true, 'email')}${field(form, 'postcode', 'Home postcode', true)}
<label>Preferred site <select name="site">${opt('either', 'Either site', one(form, 'site') || 'either')}${Object.entries(SITES).map(([v, t]) => opt(v, t, one(form, 'site'))).join('')}</select></label>
<label>Size wanted <select name="size">${opt('any', 'Any size', one(form, 'size') || 'any')}${Object.entries(SIZES).map(([v, t]) => opt(v, t, one(form, 'size'))).join('')}</select></label><button type="submit">Join the list</button></form>`);
  }

  function hut(query) {
    const rows = HUT.map((h) => `<tr><td>${esc(h.name)}</td><td>${money(h.price)}</td><td><form method="post" action="/hut/add"><input type="hidden" name="id" value="${h.id}">${h.varieties ? `<label>Variety <select name="variety">${h.varieties.map(([v, t]) => `<option value="${v}">${esc(t)}</option>`).join('')}</select></label> ` : ''}<label>Qty <select name="qty">${[1, 2, 3, 4, 5, 6, 8, 10].map((n) => `<option>${n}</option>`).join('')}</select></label> <button type="submit" aria-label="Add ${esc(h.name)}">Add</button></form></td></tr>`).join('');
    return view('/hut', query, 'Trading hut', `<p>Members' prices. Order here and collect at the hut on a Saturday or Sunday morning; pay in cash or by card when you collect.</p><table><thead><tr><th>Item</th><th>Price</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  const lineName = (l) => { const h = HU[l.id]; return `${h.name}${l.variety ? ` — ${h.varieties.find((v) => v[0] === l.variety)[1]}` : ''}`; };

  function checkout(query, form = {}, errs = []) {
    if (!S.basket.length) return view('/hut/checkout', query, 'Collection details', '<p>Your basket is empty. <a href="/hut">Trading hut</a></p>');
    return view('/hut/checkout', query, 'Collection details', `${err(errs)}<form method="post" action="/hut/checkout">${field(form, 'name', 'Name', true)}${field(form, 'member', 'Membership number', true)}
<label>Collect on <select name="collect" required>${opt('', 'Choose a morning', one(form, 'collect'))}${COLLECT.map(([v, t]) => opt(v, t, one(form, 'collect'))).join('')}</select></label><button type="submit">Place order</button></form>`);
  }

  function tool(t, query, form = {}, errs = []) {
    const days = TOOL_DAYS.map((d) => (t.booked.includes(d.iso) || S.tools.some((b) => b.tool === t.id && b.date === d.iso) ? `<option value="${d.iso}" disabled>${d.label} — already booked</option>` : opt(d.iso, d.label, one(form, 'date')))).join('');
    const len = one(form, 'length') || 'day';
    return view(`/tools/${t.id}`, query, `Hire the ${t.name.toLowerCase()}`, `<p>${money(t.half)} for half a day, ${money(t.day)} for a full day. Collect the key from the hut; fuel included.</p>${err(errs)}
<form method="post" action="/tools/${t.id}"><label>Date <select name="date" required>${opt('', 'Choose a date', '')}${days}</select></label>
<fieldset><legend>How long?</legend>${Object.entries(LENGTHS).map(([v, x]) => `<label><input type="radio" name="length" value="${v}"${len === v ? ' checked' : ''}> ${x}</label>`).join('')}</fieldset>
${field(form, 'member', 'Membership number', true)}${field(form, 'plot', 'Plot number', false)}<button type="submit">Book</button></form>`);
  }

  function party(p, query, form = {}, errs = []) {
    return view(`/work-parties/${p.id}`, query, `Work party — ${p.date}`, `<p>${esc(p.date)}, ${esc(p.time)}, ${esc(p.where)}. Tea and cake provided; bring gloves.</p>${err(errs)}
<form method="post" action="/work-parties/${p.id}">${field(form, 'name', 'Name', true)}${field(form, 'member', 'Membership number', false)}
<label>I'd like to help with <select name="job">${opt('', 'Anything', '')}${p.jobs.map((j) => opt(j, JOBS[j], one(form, 'job'))).join('')}</select></label>
<label>Bringing <select name="people">${[1, 2, 3, 4].map((n) => `<option>${n}</option>`).join('')}</select> people (including me)</label><button type="submit">Count me in</button></form>`);
  }

  function report(query, form = {}, errs = []) {
    return view('/report', query, 'Report a problem', `${err(errs)}<form method="post" action="/report"><label>What is the problem? <select name="category" required>${opt('', 'Choose', '')}${Object.entries(CATEGORIES).map(([v, t]) => opt(v, t, one(form, 'category'))).join('')}</select></label>
${field(form, 'where', 'Plot number or location', true)}<label>Details <textarea name="details">${esc(one(form, 'details'))}</textarea></label><label><input type="checkbox" name="urgent" value="yes"> Urgent (a leak, or a gate that will not lock)</label>${field(form, 'email', 'Your email, if you want a reply', false, 'email')}<button type="submit">Send report</button></form>`);
  }

  function myPlot(query) {
    const m = S.member;
    if (m.status === 'leaving') return view('/my-plot', query, 'My plot', `<p>You have given notice on plot ${m.plot}. The committee will contact you about the handover.</p>`);
    return view('/my-plot', query, 'My plot', `${query.saved ? '<p role="status">Saved.</p>' : ''}<p>${esc(m.name)}, membership number ${m.number}. Plot <strong>${m.plot}</strong> (South field, half plot).</p>
<h2>2027 tenancy</h2>${m.renewed ? `<p>Renewed for 2027: ${money(m.renewed.total)} by ${m.renewed.pay === 'card' ? 'card' : 'bank transfer'}.</p>` : `<p>Rent for 2027: £34.00. Water charge: £8.00 (optional if you collect rainwater only). Renew by 31 December.</p>
<form method="post" action="/my-plot/renew"><label><input type="checkbox" name="water" value="yes" checked> Include the water charge</label><fieldset><legend>Pay by</legend><label><input type="radio" name="pay" value="card" checked> Card</label><label><input type="radio" name="pay" value="transfer"> Bank transfer</label></fieldset><button type="submit">Renew my tenancy</button></form>`}
<h2>Contact details</h2><form method="post" action="/my-plot/contact"><label>Email <input type="email" name="email" value="${esc(m.email)}" required></label><label>Phone <input type="tel" name="phone" value="${esc(m.phone)}"></label><button type="submit">Update details</button></form>
<p><a href="/my-plot/give-up">Give up my plot</a></p>`);
  }

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = method === 'POST' ? parseBody(body) : {};
    let m;
    if (method === 'POST') {
      if (path === '/cookies') { consent = true; return { redirect: one(form, 'back') || '/' }; }
      if ((m = path.match(/^\/plots\/(\w+)\/apply$/)) && PL[m[1]]) {
        const p = PL[m[1]];
        const errs = ['name', 'email', 'postcode', 'rules'].filter((k) => !one(form, k));
        if (errs.length) return plot(p, {}, form, errs);
        const a = { ref: `AP${101 + S.applications.length}`, plot: p.id, name: one(form, 'name'), email: one(form, 'email'), postcode: one(form, 'postcode').toUpperCase(), experience: one(form, 'experience') || 'none', share: !!one(form, 'share') };
        if (one(form, 'phone')) a.phone = one(form, 'phone');
        S.applications.push(a);
        return { redirect: `/plots/applied/${a.ref}` };
      }
      if (path === '/waiting-list') {
        const errs = ['name', 'email', 'postcode'].filter((k) => !one(form, k));
        if (errs.length) return waiting({}, form, errs);
        const w = { ref: `WL${560 + S.waiting.length}`, name: one(form, 'name'), email: one(form, 'email'), postcode: one(form, 'postcode').toUpperCase(), site: SITES[one(form, 'site')] ? one(form, 'site') : 'either', size: SIZES[one(form, 'size')] ? one(form, 'size') : 'any' };
        S.waiting.push(w);
        return { redirect: `/waiting-list/joined/${w.ref}` };
      }
      if (path === '/hut/add') {
        const h = HU[one(form, 'id')];
        if (!h) return { redirect: '/hut' };
        const l = { id: h.id };
        if (h.varieties) l.variety = h.varieties.some((v) => v[0] === one(form, 'variety')) ? one(form, 'variety') : h.varieties[0][0];
        const qty = Math.max(1, Math.min(10, parseInt(one(form, 'qty'), 10) || 1));
        const same = S.basket.find((x) => x.id === l.id && x.variety === l.variety);
        if (same) same.qty += qty; else S.basket.push({ ...l, qty });
        return { redirect: '/hut/basket' };
      }
      if (path === '/hut/remove') { const n = parseInt(one(form, 'line'), 10); if (S.basket[n]) S.basket.splice(n, 1); return { redirect: '/hut/basket' }; }
      if (path === '/hut/checkout') {
        if (!S.basket.length) return { redirect: '/hut/basket' };
        const errs = ['name', 'member', 'collect'].filter((k) => !one(form, k));
        if (errs.length) return checkout({}, form, errs);
        const o = { ref: `TH${801 + S.orders.length}`, items: clone(S.basket), name: one(form, 'name'), member: one(form, 'member').toUpperCase(), collect: one(form, 'collect') };
        S.orders.push(o); S.basket = [];
        return { redirect: `/hut/orders/${o.ref}` };
      }
      if ((m = path.match(/^\/tools\/([\w-]+)$/)) && TL[m[1]]) {
        const t = TL[m[1]];
        const date = one(form, 'date');
        const errs = ['member'].filter((k) => !one(form, k));
        if (!TOOL_DAYS.some((d) => d.iso === date) || t.booked.includes(date) || S.tools.some((b) => b.tool === t.id && b.date === date)) errs.push('date');
        if (errs.length) return tool(t, {}, form, errs);
        const b = { ref: `TB${141 + S.tools.length}`, tool: t.id, date, length: LENGTHS[one(form, 'length')] ? one(form, 'length') : 'day', member: one(form, 'member').toUpperCase() };
        if (one(form, 'plot')) b.plot = one(form, 'plot').toUpperCase();
        S.tools.push(b);
        return { redirect: '/tools/booked' };
      }
      if ((m = path.match(/^\/work-parties\/([\w-]+)$/)) && WP[m[1]]) {
        const p = WP[m[1]];
        if (!one(form, 'name')) return party(p, {}, form, ['name']);
        const s = { party: p.id, name: one(form, 'name'), job: p.jobs.includes(one(form, 'job')) ? one(form, 'job') : 'any', people: Number(one(form, 'people') || 1) };
        if (one(form, 'member')) s.member = one(form, 'member').toUpperCase();
        S.workParties.push(s);
        return { redirect: '/work-parties?thanks=1' };
      }
      if (path === '/my-plot/renew') {
        if (!S.member.renewed && S.member.status === 'tenant') { const water = !!one(form, 'water'); S.member.renewed = { water, pay: one(form, 'pay') === 'transfer' ? 'transfer' : 'card', total: 34 + (water ? 8 : 0) }; }
        return { redirect: '/my-plot?saved=1' };
      }
      if (path === '/my-plot/contact') {
        if (one(form, 'email')) S.member.email = one(form, 'email');
        S.member.phone = one(form, 'phone');
        return { redirect: '/my-plot?saved=1' };
      }
      if (path === '/my-plot/give-up') {
        if (!one(form, 'reason')) return { redirect: '/my-plot/give-up?error=1' };
        S.member.status = 'leaving'; S.member.reason = one(form, 'reason');
        return { redirect: '/my-plot' };
      }
      if (path === '/report') {
        const errs = ['category', 'where'].filter((k) => !one(form, k));
        if (one(form, 'category') && !CATEGORIES[one(form, 'category')]) errs.push('category');
        if (errs.length) return report({}, form, errs);
        const r = { ref: `R${3301 + S.reports.length}`, category: one(form, 'category'), where: one(form, 'where'), urgent: !!one(form, 'urgent') };
        if (one(form, 'details')) notes.push([r.ref, one(form, 'details')]); // read by the secretary; not part of the record
        if (one(form, 'email')) r.email = one(form, 'email');
        S.reports.push(r);
        return { redirect: `/report/sent/${r.ref}` };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return view('/', query, 'Welcome to Fenwick Road Allotments', `<p>Ninety plots on two fields, run by volunteers since 1952. Both fields are open to tenants from dawn to dusk.</p>
<ul><li><a href="/plots">See vacant plots</a></li><li><a href="/hut">Order from the trading hut</a></li><li><a href="/tools">Hire a rotavator or strimmer</a></li><li><a href="/report">Report a problem</a></li></ul>
<p role="note">The water is turned off on both fields from 1 December to 1 March.</p>`);
    }
    if (path === '/plots') return plots(query);
    if ((m = path.match(/^\/plots\/applied\/(AP\d+)$/))) {
      const a = S.applications.find((x) => x.ref === m[1]);
      return a ? view(path, query, 'Application sent', `<p role="status">Thank you ${esc(a.name)}. Your application for plot ${a.plot} is reference ${a.ref}. The lettings secretary will show you the plot within two weeks.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if ((m = path.match(/^\/plots\/(\w+)$/)) && PL[m[1]]) return plot(PL[m[1]], query);
    if (path === '/waiting-list') return waiting(query);
    if ((m = path.match(/^\/waiting-list\/joined\/(WL\d+)$/))) {
      const w = S.waiting.find((x) => x.ref === m[1]);
      return w ? view(path, query, 'You are on the list', `<p role="status">Thanks ${esc(w.name)} — you are on the waiting list (${w.ref}).</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/hut') return hut(query);
    if (path === '/hut/basket') {
      if (!S.basket.length) return view('/hut/basket', query, 'Hut basket', '<p>Your basket is empty. <a href="/hut">Trading hut</a></p>');
      const rows = S.basket.map((l, n) => `<tr><td>${esc(lineName(l))}</td><td>${l.qty}</td><td>${money(HU[l.id].price * l.qty)}</td><td><form method="post" action="/hut/remove"><input type="hidden" name="line" value="${n}"><button type="submit" aria-label="Remove" title="Remove">✕</button></form></td></tr>`).join('');
      return view('/hut/basket', query, 'Hut basket', `<table><tbody>${rows}</tbody></table><p>Total to pay on collection: ${money(S.basket.reduce((a, l) => a + HU[l.id].price * l.qty, 0))}</p><p><a href="/hut">Add more</a> · <a href="/hut/checkout">Choose a collection day</a></p>`);
    }
    if (path === '/hut/checkout') return checkout(query);
    if ((m = path.match(/^\/hut\/orders\/(TH\d+)$/))) {
      const o = S.orders.find((x) => x.ref === m[1]);
      return o ? view(path, query, 'Order placed', `<p role="status">Order ${o.ref} will be ready on ${esc(COLLECT.find((c) => c[0] === o.collect)[1])}.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/tools') return view('/tools', query, 'Tool hire', `<table><thead><tr><th>Tool</th><th>Half day</th><th>Full day</th><th></th></tr></thead><tbody>${TOOLS.map((t) => `<tr><td>${esc(t.name)}</td><td>${money(t.half)}</td><td>${money(t.day)}</td><td><a href="/tools/${t.id}">Book the ${esc(t.name.toLowerCase())}</a></td></tr>`).join('')}</tbody></table><p>Members only. You must have been shown how to use the petrol tools by a committee member.</p>`);
    if (path === '/tools/booked') return view(path, query, 'Tool booked', `<ul>${S.tools.map((b) => `<li>${b.ref}: ${esc(TL[b.tool].name)} on ${esc(TOOL_DAYS.find((d) => d.iso === b.date).label)}, ${LENGTHS[b.length]}</li>`).join('')}</ul>`);
    if ((m = path.match(/^\/tools\/([\w-]+)$/)) && TL[m[1]]) return tool(TL[m[1]], query);
    if (path === '/work-parties') return view('/work-parties', query, 'Work parties', `${query.thanks ? '<p role="status">Thanks — see you there!</p>' : ''}<p>Every tenant is asked to come to at least two work parties a year.</p><table><thead><tr><th>Date</th><th>Time</th><th>Where</th><th>Jobs</th><th></th></tr></thead><tbody>${PARTIES.map((p) => `<tr><td>${p.date}</td><td>${p.time}</td><td>${p.where}</td><td>${p.jobs.map((j) => JOBS[j]).join(', ')}</td><td><a href="/work-parties/${p.id}" aria-label="Sign up for ${p.date}">Sign up</a></td></tr>`).join('')}</tbody></table>`);
    if ((m = path.match(/^\/work-parties\/([\w-]+)$/)) && WP[m[1]]) return party(WP[m[1]], query);
    if (path === '/my-plot') return myPlot(query);
    if (path === '/my-plot/give-up') {
      return view(path, query, 'Give up my plot', `${query.error ? '<p class="err" role="alert">Please choose a reason.</p>' : ''}<p>You need to give one month's notice. Please leave the plot clear of rubbish.</p><form method="post" action="/my-plot/give-up"><label>Reason <select name="reason" required>${opt('', 'Choose a reason', '')}${[['moving', 'Moving away'], ['time', 'Not enough time'], ['health', 'Health'], ['other', 'Other']].map(([v, t]) => opt(v, t, '')).join('')}</select></label><button type="submit">Give notice</button></form><p><a href="/my-plot">Keep my plot</a></p>`);
    }
    if (path === '/report') return report(query);
    if ((m = path.match(/^\/report\/sent\/(R\d+)$/))) {
      const r = S.reports.find((x) => x.ref === m[1]);
      return r ? view(path, query, 'Report sent', `<p role="status">Thanks. Report ${r.ref} has gone to the site secretary.</p>`) : { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/notices') {
      const NOTICES = [['Water off for winter', 'The water will be turned off on both fields from 1 December to 1 March.'], ['AGM', 'The annual general meeting is on Thursday 14 January at 7:30pm in St Luke\'s Hall.'], ['Bonfires', 'Bonfires are allowed only on Tuesdays before 10am, and never on the South field.'], ['Seed swap', 'Seed swap in the trading hut on Sunday 7 February, 10am to noon.'], ['Rats', 'Please do not put cooked food in your compost bins.']];
      const q = (query.q || '').toLowerCase();
      const list = q ? NOTICES.filter(([t, b]) => `${t} ${b}`.toLowerCase().includes(q)) : NOTICES;
      return view('/notices', query, q ? `Notices matching “${query.q}”` : 'Notices', list.length ? list.map(([t, b]) => `<h2>${esc(t)}</h2><p>${esc(b)}</p>`).join('') : '<p>No notices match.</p>');
    }
    if (path === '/help' || path === '/contact') return view(path, query, 'Contact', '<p>Email the secretary: secretary@fenwickroadallotments.example.</p>');
    return { status: 404, html: '<p>Not found</p>' };
  }

  return {
    handle,
    state: () => clone(S),
    restore: (s) => { S = { ...fresh(), ...clone(s) }; if (s.path && !s.page) S.page = { path: s.path, query: s.query || {} }; delete S.path; delete S.query; },
    reset: () => { S = fresh(); consent = false; },
  };
}
