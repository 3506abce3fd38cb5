/**
 * "Boxwell Self Storage" (bench/tasks/heldout18, written blind): a header nav, a home-page
 * finder (location menu), units as a table filtered by location and size with a sort menu, a
 * two-step reservation (move-in date, contents cover radios and a padlock box, whose values go
 * into the query of the details page; then name, email, phone and Confirm), a quote form whose
 * answers go in the query, My account (reservations with Cancel; a rented unit's page with
 * authorised people, a payment-day menu and a notice-to-leave form), free van bookings and a
 * help form. `state()` is what the server has seen. Run alone: `node server.mjs [port]`.
 */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';

const SITES = [['riverside', 'Riverside'], ['northgate', 'Northgate'], ['airport', 'Airport Road']];
const U = (code, site, size, sqft, floor, drive, price) => ({ code, site, size, sqft, floor, drive, price });
export const UNITS = [
  U('R-S15', 'riverside', 'small', 15, 'First floor', false, 39), U('R-S25', 'riverside', 'small', 25, 'Ground floor', false, 55),
  U('R-M50', 'riverside', 'medium', 50, 'Ground floor', true, 89), U('R-M75', 'riverside', 'medium', 75, 'First floor', false, 115),
  U('R-L150', 'riverside', 'large', 150, 'Ground floor', true, 199),
  U('N-S20', 'northgate', 'small', 20, 'Ground floor', false, 42), U('N-M50', 'northgate', 'medium', 50, 'First floor', false, 85),
  U('N-M100', 'northgate', 'medium', 100, 'Ground floor', true, 139), U('N-L200', 'northgate', 'large', 200, 'Ground floor', true, 245),
  U('A-S25', 'airport', 'small', 25, 'Ground floor', false, 45), U('A-M60', 'airport', 'medium', 60, 'Ground floor', true, 92),
  U('A-L120', 'airport', 'large', 120, 'First floor', false, 165), U('A-L250', 'airport', 'large', 250, 'Ground floor', true, 289),
];
const COVER = [['standard', 'Standard cover — up to £1,000 (£2.50 a month)'], ['enhanced', 'Enhanced cover — up to £5,000 (£6 a month)'], ['own', 'I have my own insurance']];
const WHAT = [['studio', 'Studio flat contents'], ['1bed', '1-bedroom home'], ['2bed', '2-bedroom home'], ['3bed', '3-bedroom home'], ['business', 'Business stock']];
const MONTHS = [['1', '1 month'], ['3', '3 months'], ['6', '6 months'], ['12', '12 months']];
const TOPICS = [['billing', 'Billing'], ['access', 'Access and opening hours'], ['reservation', 'My reservation'], ['other', 'Something else']];
const REASONS = [['moving', 'Moving away'], ['done', 'No longer need storage'], ['price', 'Price'], ['other', 'Other']];
const DAYS = [['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'], ['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const unit = (c) => UNITS.find((u) => u.code.toLowerCase() === String(c ?? '').toLowerCase());
const siteName = (v) => SITES.find(([s]) => s === v)?.[1] ?? v;
const opts = (list, chosen, blank) => `${blank ? `<option value="">${blank}</option>` : ''}${list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('')}`;
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label><br>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      reservations: [{ ref: 'BX-2000', unit: 'A-S25', moveIn: '2026-12-10', cover: 'standard', padlock: false, name: 'Dana Whitfield', email: 'dana@example.com', phone: '07700 900200', status: 'reserved' }],
      rentals: [{ ref: 'U-118', unit: 'N-M50', payday: '1', people: [], notice: null }],
      van: [],
      messages: [],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Boxwell Self Storage</title><style>
body{font-family:Arial,sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#f39c12} header a{color:#222;font-weight:bold}
main{padding:20px 28px;max-width:1000px} table{border-collapse:collapse} th,td{border:1px solid #ccc;padding:6px 10px} fieldset{margin:10px 0}
</style></head><body><header><a href="/">Boxwell Self Storage</a><nav><a href="/units">Find a unit</a> <a href="/quote">Get a quote</a> <a href="/van">Free van</a> <a href="/account">My account</a> <a href="/help">Help</a></nav></header><main>${body}</main></body></html>`;

  function unitsPage(q) {
    let list = UNITS.filter((u) => (!q.site || u.site === q.site) && (!q.size || u.size === q.size) && (!q.drive || u.drive));
    if (q.sort === 'price') list = [...list].sort((a, b) => a.price - b.price);
    if (q.sort === 'price-desc') list = [...list].sort((a, b) => b.price - a.price);
    if (q.sort === 'size') list = [...list].sort((a, b) => a.sqft - b.sqft);
    const rows = list.map((u) => `<tr><td>${u.code}</td><td>${siteName(u.site)}</td><td>${u.sqft} sq ft</td><td>${u.floor}</td><td>${u.drive ? 'Drive-up' : '—'}</td><td>£${u.price} a month</td><td><a href="/reserve/${u.code}" aria-label="Reserve ${u.code}">Reserve</a></td></tr>`).join('');
    return layout('Find a unit', `<h1>Find a unit</h1><form method="get" action="/units"><p><label for="site">Location</label> <select id="site" name="site">${opts(SITES, q.site ?? '', 'All locations')}</select></p>
<fieldset><legend>Size</legend>${radios('size', [['', 'Any size'], ['small', 'Small (up to 25 sq ft)'], ['medium', 'Medium (50–100 sq ft)'], ['large', 'Large (120 sq ft and up)']], q.size ?? '')}</fieldset>
<p><label><input type="checkbox" name="drive" value="1"${q.drive ? ' checked' : ''}> Drive-up units only</label></p>
<p><label for="sort">Sort by</label> <select id="sort" name="sort">${opts([['', 'Recommended'], ['price', 'Price: lowest first'], ['price-desc', 'Price: highest first'], ['size', 'Size: smallest first']], q.sort ?? '')}</select></p><p><button>Show units</button></p></form>
<table><thead><tr><th>Unit</th><th>Location</th><th>Size</th><th>Floor</th><th>Access</th><th>Price</th><th></th></tr></thead><tbody>${rows || '<tr><td colspan="7">No units match.</td></tr>'}</tbody></table>`);
  }
  const reservePage = (u) => layout(`Reserve ${u.code}`, `<p>Step 1 of 2</p><h1>Reserve unit ${u.code}</h1><p>${siteName(u.site)} · ${u.sqft} sq ft · ${u.floor} · £${u.price} a month</p>
<form method="get" action="/reserve/${u.code}/details"><p><label for="moveIn">Move-in date</label> <input id="moveIn" name="moveIn" type="date" min="2026-11-28"></p>
<fieldset><legend>Contents cover</legend>${radios('cover', COVER, 'standard')}</fieldset><p><label><input type="checkbox" name="padlock" value="1"> Add a disc padlock (£12)</label></p><p><button>Continue</button></p></form>`);
  const detailsPage = (u, q) => layout('Your details', `<p>Step 2 of 2</p><h1>Your details</h1><p>Unit ${u.code} at ${siteName(u.site)}, moving in ${esc(q.moveIn ?? '')}.</p>
<form method="post" action="/reserve"><input type="hidden" name="unit" value="${u.code}"><input type="hidden" name="moveIn" value="${esc(q.moveIn ?? '')}"><input type="hidden" name="cover" value="${esc(q.cover ?? 'standard')}"><input type="hidden" name="padlock" value="${q.padlock ? '1' : ''}">
<p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><p><button>Confirm reservation</button></p></form>`);
  function quotePage(q) {
    let result = '';
    if (q.what && q.months) {
      const want = { studio: 25, '1bed': 50, '2bed': 75, '3bed': 150, business: 100 }[q.what] ?? 50;
      const u = UNITS.filter((x) => (!q.site || x.site === q.site) && x.sqft >= want).sort((a, b) => a.price - b.price)[0];
      const off = Number(q.months) >= 6 ? 0.8 : 1;
      result = u ? `<section><h2>Your quote</h2><p>We recommend unit ${u.code} (${u.sqft} sq ft) at ${siteName(u.site)}: £${(u.price * off).toFixed(2)} a month${off < 1 ? ' with 20% off for 6 months or more' : ''}.</p><p><a href="/reserve/${u.code}">Reserve this unit</a></p></section>` : '<p>No unit fits.</p>';
    }
    return layout('Get a quote', `<h1>Get a quote</h1><form method="get" action="/quote"><fieldset><legend>What are you storing?</legend>${radios('what', WHAT, q.what ?? '')}</fieldset>
<p><label for="months">How long for?</label> <select id="months" name="months">${opts(MONTHS, q.months ?? '', 'Choose')}</select></p><p><label for="qsite">Location</label> <select id="qsite" name="site">${opts(SITES, q.site ?? '', 'Any location')}</select></p><p><button>Get my quote</button></p></form>${result}`);
  }
  function accountPage() {
    const res = state.reservations.map((r) => `<tr><td>${r.ref}</td><td>${r.unit}</td><td>${r.moveIn}</td><td>${r.status === 'reserved' ? 'Reserved' : 'Cancelled'}</td><td>${r.status === 'reserved' ? `<form method="post" action="/reservations/cancel"><input type="hidden" name="ref" value="${r.ref}"><button aria-label="Cancel reservation ${r.ref}">Cancel</button></form>` : ''}</td></tr>`).join('');
    const rent = state.rentals.map((r) => `<tr><td>${r.ref}</td><td>${r.unit} (${siteName(unit(r.unit).site)})</td><td>${r.notice ? `Leaving ${r.notice.date}` : 'Active'}</td><td><a href="/account/unit/${r.ref}" aria-label="Manage ${r.ref}">Manage</a></td></tr>`).join('');
    return layout('My account', `<h1>My account</h1><h2>Reservations</h2><table><tbody>${res}</tbody></table><h2>My units</h2><table><tbody>${rent}</tbody></table>`);
  }
  function rentalPage(r) {
    const people = r.people.map((p) => `<li>${esc(p.name)} (${esc(p.phone)})</li>`).join('') || '<li>Only you.</li>';
    return layout(`Unit ${r.unit}`, `<h1>Unit ${r.unit} — ${r.ref}</h1>
<section><h2>Authorised people</h2><ul>${people}</ul><form method="post" action="/rental/person"><input type="hidden" name="ref" value="${r.ref}"><p><label for="pname">Name</label> <input id="pname" name="name"></p><p><label for="pphone">Phone</label> <input id="pphone" name="phone"></p><p><button>Add person</button></p></form></section>
<section><h2>Payment day</h2><form method="post" action="/rental/payday"><input type="hidden" name="ref" value="${r.ref}"><p><label for="payday">Pay on the</label> <select id="payday" name="payday">${opts([['1', '1st of the month'], ['15', '15th of the month'], ['28', '28th of the month']], r.payday)}</select></p><p><button>Save payment day</button></p></form></section>
<section><h2>Give notice to leave</h2><form method="post" action="/rental/notice"><input type="hidden" name="ref" value="${r.ref}"><p><label for="out">Move-out date</label> <input id="out" name="date" type="date"></p><p><label for="reason">Reason</label> <select id="reason" name="reason">${opts(REASONS, '', 'Choose a reason')}</select></p><p><button>Give notice</button></p></form></section>`);
  }
  const vanPage = () => layout('Free van', `<h1>Book the free van</h1><p>Free with any new reservation.</p><form method="post" action="/van"><p><label for="vref">Reservation</label> <select id="vref" name="ref">${opts(state.reservations.filter((r) => r.status === 'reserved').map((r) => [r.ref, `${r.ref} — unit ${r.unit}`]), '')}</select></p>
<p><label for="vday">Day</label> <select id="vday" name="day">${opts(DAYS, '', 'Choose a day')}</select></p><fieldset><legend>Time</legend>${radios('slot', [['morning', 'Morning (8am–12pm)'], ['afternoon', 'Afternoon (12pm–4pm)']], 'morning')}</fieldset>
<p><label for="vaddr">Collection postcode</label> <input id="vaddr" name="postcode"></p><p><button>Book the van</button></p></form>`);
  const helpPage = () => layout('Help', `<h1>Contact us</h1><p>Opening hours: every day 7am to 9pm. Office: Monday to Saturday 9am to 5pm.</p><form method="post" action="/help"><p><label for="topic">Topic</label> <select id="topic" name="topic">${opts(TOPICS, '', 'Choose a topic')}</select></p>
<p><label for="ref">Unit or reservation reference</label> <input id="ref" name="ref"></p><p><label for="msg">Message</label> <textarea id="msg" name="message"></textarea></p><fieldset><legend>How should we reply?</legend>${radios('reply', [['email', 'Email'], ['phone', 'Phone call']], 'email')}</fieldset><p><button>Send message</button></p></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const f = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/reserve': {
          if (!unit(f.unit) || !f.moveIn || !f.name || !f.email) return { status: 400, html: layout('Missing details', '<h1>Please fill in the move-in date, your name and email</h1>') };
          const ref = `BX-${2000 + state.reservations.length}`;
          state.reservations.push({ ref, unit: unit(f.unit).code, moveIn: f.moveIn, cover: f.cover || 'standard', padlock: f.padlock === '1', name: f.name, email: f.email, phone: f.phone ?? '', status: 'reserved' });
          return { redirect: '/reserved' };
        }
        case '/reservations/cancel': {
          const r = state.reservations.find((x) => x.ref === f.ref);
          if (r) r.status = 'cancelled';
          return { redirect: '/account' };
        }
        case '/rental/person': case '/rental/payday': case '/rental/notice': {
          const r = state.rentals.find((x) => x.ref === f.ref);
          if (!r) break;
          if (u.pathname === '/rental/person') r.people.push({ name: f.name ?? '', phone: f.phone ?? '' });
          if (u.pathname === '/rental/payday') r.payday = f.payday;
          if (u.pathname === '/rental/notice') {
            if (!f.date) return { status: 400, html: layout('Missing date', '<h1>Please give a move-out date</h1>') };
            r.notice = { date: f.date, reason: f.reason ?? '' };
          }
          return { redirect: `/account/unit/${r.ref}` };
        }
        case '/van':
          if (!f.day) return { status: 400, html: layout('Missing day', '<h1>Please choose a day</h1>') };
          state.van.push({ ref: f.ref ?? '', day: f.day, slot: f.slot ?? '', postcode: (f.postcode ?? '').toUpperCase() });
          return { redirect: '/van/booked' };
        case '/help':
          state.messages.push({ topic: f.topic ?? '', ref: f.ref ?? '', message: f.message ?? '', reply: f.reply ?? '' });
          return { redirect: '/help/sent' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    let html;
    const res = /^\/reserve\/([\w-]+)(\/details)?$/.exec(u.pathname);
    const rent = /^\/account\/unit\/([\w-]+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Storage that fits</h1><form method="get" action="/units"><p><label for="hsite">Find units near you</label> <select id="hsite" name="site">${opts(SITES, '', 'All locations')}</select> <button>Find units</button></p></form><p>New customers get the van for free on moving day.</p>`);
    else if (u.pathname === '/units') html = unitsPage(q);
    else if (res && unit(res[1]) && !res[2]) html = reservePage(unit(res[1]));
    else if (res && unit(res[1]) && res[2]) html = detailsPage(unit(res[1]), q);
    else if (u.pathname === '/reserved') html = layout('Reserved', `<h1>Your unit is reserved</h1><p>Reference ${state.reservations[state.reservations.length - 1].ref}.</p>`);
    else if (u.pathname === '/quote') html = quotePage(q);
    else if (u.pathname === '/account') html = accountPage();
    else if (rent && state.rentals.some((r) => r.ref === rent[1])) html = rentalPage(state.rentals.find((r) => r.ref === rent[1]));
    else if (u.pathname === '/van') html = vanPage();
    else if (u.pathname === '/van/booked') html = layout('Van booked', '<h1>Your van is booked</h1>');
    else if (u.pathname === '/help') html = helpPage();
    else if (u.pathname === '/help/sent') html = layout('Sent', '<h1>Thanks, we will reply within a working day</h1>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
    return { html };
  }
  return { handle, reset, state: () => structuredClone(state), restore: (s) => { reset(); Object.assign(state, structuredClone(s)); } };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const site = createSite();
  createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const r = site.handle(req.method, req.url, body);
      if (r.redirect) res.writeHead(303, { location: r.redirect }).end();
      else res.writeHead(r.status ?? 200, { 'content-type': 'text/html; charset=utf-8' }).end(r.html);
    });
  }).listen(Number(process.argv[2]) || 8130, '127.0.0.1');
}
