// Millbrook District Council — bin days, missed bins, new bins, bulky waste, garden waste and parking permits.
import { esc, clone, parseBody, one, parseUrl, layout } from '../lib.mjs';

const BRAND = 'Millbrook District Council';
const NAV = [['/bins', 'Bins and recycling'], ['/bulky', 'Bulky waste'], ['/parking', 'Parking'], ['/account', 'My requests']];
const ADDR = {
  'MB4 2QT': [['12-elm-road', '12 Elm Road'], ['14-elm-road', '14 Elm Road'], ['16-elm-road', '16 Elm Road'], ['flat-2-18-elm-road', 'Flat 2, 18 Elm Road']],
  'MB7 9LX': [['3-church-lane', '3 Church Lane'], ['5-church-lane', '5 Church Lane'], ['old-forge-church-lane', 'The Old Forge, Church Lane']],
};
const BINS = [['general', 'General waste (black bin)'], ['recycling', 'Recycling (blue bin)'], ['food', 'Food waste (caddy)'], ['garden', 'Garden waste (green bin)']];
const SCHEDULE = { elm: { general: '2026-12-01', recycling: '2026-12-08', food: '2026-12-01', garden: '2026-12-03' }, church: { general: '2026-12-04', recycling: '2026-12-11', food: '2026-12-04', garden: '2026-12-07' } };
const GARDEN_SUBSCRIBED = ['12-elm-road', '14-elm-road', '16-elm-road', 'old-forge-church-lane'];
const ITEMS = [['sofa', 'Sofa'], ['armchair', 'Armchair'], ['mattress', 'Mattress'], ['fridge', 'Fridge or freezer'], ['washer', 'Washing machine'], ['wardrobe', 'Wardrobe'], ['bed', 'Bed frame'], ['table', 'Table']];
const BULKY_DATES = [['2026-11-30', true], ['2026-12-02', false], ['2026-12-04', false], ['2026-12-07', false], ['2026-12-09', true], ['2026-12-11', false]];
const LOCATIONS = ['Front of property', 'Kerbside', 'Side gate', 'Driveway'];
const ZONES = [['A', 'Zone A – Town Centre'], ['B', 'Zone B – Station'], ['C', 'Zone C – Riverside']];
const DURATIONS = [['3', '3 months', 35], ['6', '6 months', 60], ['12', '12 months', 110]];
const nice = (d) => new Date(`${d}T00:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const normPc = (p) => { const s = String(p || '').toUpperCase().replace(/\s+/g, ''); return s.length > 3 ? `${s.slice(0, -3)} ${s.slice(-3)}` : s; };
const addrName = (slug) => Object.values(ADDR).flat().find((a) => a[0] === slug)?.[1];
const street = (slug) => (slug.includes('elm') ? 'elm' : 'church');
const bulkyFee = (items) => {
  const n = Object.values(items).reduce((s, x) => s + x, 0);
  return 40 + Math.max(0, n - 3) * 10 + (items.fridge || 0) * 15;
};

function seed() {
  return {
    page: { path: '/', query: {} },
    requests: [
      { ref: 'MDC-5098', kind: 'bulky', address: '14-elm-road', items: { wardrobe: 1, bed: 1 }, date: '2026-12-07', name: 'Jo Whitfield', phone: '07700 900771', location: 'Front of property', fee: 40, status: 'open' },
      { ref: 'MDC-5060', kind: 'missed-bin', address: '14-elm-road', bin: 'food', out: 'yes', location: 'Kerbside', notes: '', status: 'closed' },
    ],
    permits: [
      { ref: 'P-3381', type: 'resident', zone: 'B', reg: 'MB19 KXT', make: 'Ford Focus', colour: 'blue', from: '2026-09-01', until: '2027-02-28' },
    ],
    bulky: null,
  };
}

export function createSite() {
  let st = seed();
  const nextRef = () => `MDC-${5101 + st.requests.length}`;
  const page = (path, query, title, body, q = '') => {
    st.page = { path, query };
    return { html: layout({ brand: BRAND, nav: NAV, title, body, q, searchLabel: 'Search the council website' }) };
  };

  /** Postcode lookup then an address menu; returns [html, addressSlug|null]. */
  function picker(path, query) {
    const pc = query.postcode ? normPc(query.postcode) : '';
    const list = ADDR[pc];
    const chosen = list && list.some((a) => a[0] === query.address) ? query.address : null;
    let html = `<form method="get" action="${path}"><label>Postcode <input name="postcode" value="${esc(pc)}" autocomplete="postal-code"></label><button type="submit">Find address</button></form>`;
    if (pc && !list) html += `<p class="err">We couldn't find any addresses for ${esc(pc)}.</p>`;
    if (list) {
      html += `<form method="get" action="${path}"><input type="hidden" name="postcode" value="${esc(pc)}"><label>Select your address <select name="address"><option value="">${list.length} addresses found</option>${list.map(([v, t]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${t}</option>`).join('')}</select></label><button type="submit">Continue</button></form>`;
    }
    return [html, chosen];
  }

  function bins(query) {
    const [pick, a] = picker('/bins', query);
    let body = `<p>Find out when your bins are collected.</p>${pick}`;
    if (a) {
      const sch = SCHEDULE[street(a)];
      const rows = BINS.map(([k, t]) => `<tr><td>${t}</td><td>${k === 'garden' && !GARDEN_SUBSCRIBED.includes(a) ? 'Not subscribed – <a href="/garden-waste">subscribe to garden waste</a>' : nice(sch[k])}</td></tr>`).join('');
      const qs = `postcode=${encodeURIComponent(normPc(query.postcode)).replace(/%20/g, '+')}&amp;address=${a}`;
      body += `<h2>Collections for ${esc(addrName(a))}</h2><table><thead><tr><th>Bin</th><th>Next collection</th></tr></thead><tbody>${rows}</tbody></table>
<ul><li><a href="/bins/missed?${qs}">Report a missed collection</a></li><li><a href="/bins/order?${qs}">Order a new or replacement bin</a></li></ul>`;
    }
    return page('/bins', query, 'Check your bin collection day', body);
  }

  function missed(query, err = '') {
    const [pick, a] = picker('/bins/missed', query);
    let body = pick;
    if (a) {
      body = `<p>Address: <strong>${esc(addrName(a))}</strong> <a href="/bins/missed">Change</a></p>${err ? `<p class="err">${esc(err)}</p>` : ''}<form method="post" action="/bins/missed"><input type="hidden" name="address" value="${a}">
<fieldset><legend>Which bin was missed?</legend>${BINS.map(([v, t]) => `<label><input type="radio" name="bin" value="${v}" required> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Was your bin out by 7am on collection day?</legend><label><input type="radio" name="out" value="yes" required> Yes</label><label><input type="radio" name="out" value="no"> No</label></fieldset>
<label>Where was the bin left? <select name="location">${LOCATIONS.map((l) => `<option>${l}</option>`).join('')}</select></label>
<label>Anything else we should know? <textarea name="notes"></textarea></label><button type="submit">Report missed collection</button></form>`;
    }
    return page('/bins/missed', query, 'Report a missed bin collection', body);
  }

  function order(query) {
    const [pick, a] = picker('/bins/order', query);
    let body = pick;
    if (a) {
      body = `<p>Address: <strong>${esc(addrName(a))}</strong></p><p>Wheelie bins cost £25 including delivery. Food caddies are free.</p><form method="post" action="/bins/order"><input type="hidden" name="address" value="${a}">
<label>Which bin do you need? <select name="bin" required><option value="">Choose a bin</option>${BINS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label>
<fieldset><legend>Why do you need it?</legend>${[['lost', 'Lost or stolen'], ['damaged', 'Damaged or broken'], ['new-property', 'New property'], ['bigger', 'I need a bigger bin']].map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset>
<fieldset><legend>Size (wheelie bins only)</legend><label><input type="radio" name="size" value="240" checked> Standard – 240 litres</label><label><input type="radio" name="size" value="140"> Small – 140 litres</label><label><input type="radio" name="size" value="360"> Large – 360 litres (households of 6 or more)</label></fieldset>
<button type="submit">Order bin</button></form>`;
    }
    return page('/bins/order', query, 'Order a new or replacement bin', body);
  }

  function bulkyItemsForm(address, items = {}) {
    return `<p>Collection from <strong>${esc(addrName(address))}</strong></p><p>£40 for up to 3 items, then £10 for each extra item. Fridges and freezers are £15 extra each.</p>
<form method="post" action="/bulky/items"><input type="hidden" name="address" value="${address}"><table><thead><tr><th>Item</th><th>How many?</th></tr></thead><tbody>${ITEMS.map(([v, t]) => `<tr><td><label for="i-${v}">${t}</label></td><td><input id="i-${v}" type="number" min="0" max="6" name="${v}" value="${items[v] || 0}"></td></tr>`).join('')}</tbody></table><button type="submit">Continue</button></form>`;
  }

  function bulky(path, query) {
    const d = st.bulky;
    if (path === '/bulky') {
      const [pick, a] = picker('/bulky', query);
      return page('/bulky', query, 'Book a bulky waste collection', a ? bulkyItemsForm(a) : `<p>We collect up to 6 large household items.</p>${pick}`);
    }
    if (!d) return page(path, {}, 'Book a bulky waste collection', '<p>Your session has expired. <a href="/bulky">Start again</a></p>');
    if (path === '/bulky/items') return page(path, {}, 'What do you need collected?', bulkyItemsForm(d.address, d.items));
    if (path === '/bulky/date') {
      return page(path, {}, 'Choose a collection date', `<form method="post" action="/bulky/date"><fieldset><legend>Collection date</legend>${BULKY_DATES.map(([v, full]) => `<label><input type="radio" name="date" value="${v}" required${full ? ' disabled' : ''}${d.date === v ? ' checked' : ''}> ${nice(v)}${full ? ' – fully booked' : ''}</label>`).join('')}</fieldset><button type="submit">Continue</button></form>`);
    }
    if (path === '/bulky/details') {
      const v = (k) => esc(d[k] || '');
      return page(path, {}, 'Your details', `<form method="post" action="/bulky/details"><label>Full name <input name="name" required value="${v('name')}"></label><label>Phone number <input name="phone" type="tel" required value="${v('phone')}"></label>
<label>Where will the items be left? <select name="location" required><option value="">Choose…</option>${LOCATIONS.map((l) => `<option${d.location === l ? ' selected' : ''}>${l}</option>`).join('')}</select></label><button type="submit">Continue</button></form>`);
    }
    if (path === '/bulky/review') {
      const items = ITEMS.filter(([k]) => d.items[k]).map(([k, t]) => `${d.items[k]} × ${t}`).join(', ');
      return page(path, {}, 'Check your answers', `<dl><dt>Address</dt><dd>${esc(addrName(d.address))}</dd><dt>Items</dt><dd>${items} <a href="/bulky/items">Change items</a></dd><dt>Collection date</dt><dd>${d.date ? nice(d.date) : ''} <a href="/bulky/date">Change date</a></dd><dt>Contact</dt><dd>${esc(d.name || '')}, ${esc(d.phone || '')} <a href="/bulky/details">Change</a></dd><dt>Items left at</dt><dd>${esc(d.location || '')}</dd><dt>Total to pay</dt><dd><strong>£${bulkyFee(d.items)}</strong></dd></dl>
<form method="post" action="/bulky/confirm"><button type="submit">Confirm and pay</button></form>`);
    }
    return null;
  }

  function gardenWaste(query) {
    const [pick, a] = picker('/garden-waste', query);
    let body = `<p>Garden waste is collected every two weeks. A subscription costs <strong>£52 per bin</strong> a year (April to March).</p>${pick}`;
    if (a) {
      body = `<p>A subscription costs <strong>£52 per bin</strong> a year.</p><p>Address: <strong>${esc(addrName(a))}</strong></p>${GARDEN_SUBSCRIBED.includes(a) ? '<p>This address already has a subscription.</p>' : `<form method="post" action="/garden-waste"><input type="hidden" name="address" value="${a}">
<label>Number of bins <select name="bins">${[1, 2, 3].map((n) => `<option>${n}</option>`).join('')}</select></label>
<fieldset><legend>How would you like to pay?</legend><label><input type="radio" name="payment" value="card" checked> Debit or credit card</label><label><input type="radio" name="payment" value="direct-debit"> Direct Debit</label></fieldset><button type="submit">Subscribe</button></form>`}`;
    }
    return page('/garden-waste', query, 'Garden waste subscription', body);
  }

  function parking(query) {
    return page('/parking', {}, 'Parking permits', `<table><thead><tr><th>Permit</th><th>Cost</th><th></th></tr></thead><tbody>
<tr><td>Resident permit</td><td>3 months £35 · 6 months £60 · 12 months £110</td><td><a href="/parking/apply?type=resident">Apply for a resident permit</a></td></tr>
<tr><td>Visitor permits</td><td>£15 for a book of 10 day permits</td><td><a href="/parking/apply?type=visitor">Buy visitor permits</a></td></tr>
<tr><td>Business permit</td><td>£250 a year</td><td>Call 01632 960 400</td></tr></tbody></table><p><a href="/account">Manage your permits</a></p>`);
  }

  function apply(query) {
    const zone = `<label>Parking zone <select name="zone" required><option value="">Choose your zone</option>${ZONES.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label>`;
    if (query.type === 'visitor') {
      return page('/parking/apply', { type: 'visitor' }, 'Buy visitor permits', `<p>Each book has 10 day permits and costs £15.</p><form method="post" action="/parking/apply"><input type="hidden" name="type" value="visitor">${zone}<label>Number of books <select name="books">${[1, 2, 3, 4, 5].map((n) => `<option>${n}</option>`).join('')}</select></label><button type="submit">Buy permits</button></form>`);
    }
    return page('/parking/apply', { type: 'resident' }, 'Apply for a resident permit', `<form method="post" action="/parking/apply"><input type="hidden" name="type" value="resident">${zone}
<label>Vehicle registration <input name="reg" required></label><label>Make and model <input name="make"></label><label>Colour <input name="colour"></label>
<fieldset><legend>How long for?</legend>${DURATIONS.map(([v, t, p]) => `<label><input type="radio" name="months" value="${v}" required> ${t} – £${p}</label>`).join('')}</fieldset>
<label>Start date <input type="date" name="from" required></label><button type="submit">Apply and pay</button></form>`);
  }

  function account(flash = '') {
    const kind = { bulky: 'Bulky waste collection', 'missed-bin': 'Missed bin report', 'bin-order': 'Bin order', 'garden-sub': 'Garden waste subscription' };
    const rows = [...st.requests].reverse().map((r) => `<tr><td>${r.ref}</td><td>${kind[r.kind]}</td><td>${esc(addrName(r.address))}${r.date ? `, ${nice(r.date)}` : ''}</td><td>${cap(r.status)}</td><td>${r.status === 'open' && (r.kind === 'bulky' || r.kind === 'bin-order') ? `<a href="/account/requests/${r.ref}/cancel">Cancel</a>` : ''}</td></tr>`).join('');
    const permits = st.permits.map((p) => `<tr><td>${p.ref}</td><td>${p.type === 'visitor' ? `Visitor permits, ${p.books} book(s)` : `Resident permit`}</td><td>Zone ${p.zone}</td><td>${p.type === 'resident' ? `${esc(p.reg)} (${esc(p.make)}, ${esc(p.colour)})` : ''}</td><td>${p.until ? `Valid until ${nice(p.until)}` : ''}</td><td>${p.type === 'resident' ? `<a href="/account/permits/${p.ref}/vehicle">Change vehicle</a>` : ''}</td></tr>`).join('');
    return page('/account', {}, 'My requests', `${flash}<p>Signed in as Jo Whitfield.</p><h2>Requests</h2><table><thead><tr><th>Reference</th><th>Type</th><th>Details</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>
<h2>Parking permits</h2><table><thead><tr><th>Permit</th><th>Type</th><th>Zone</th><th>Vehicle</th><th>Valid</th><th></th></tr></thead><tbody>${permits}</tbody></table>`);
  }
  const cap = (s) => s.charAt(0).toUpperCase() + s.slice(1);

  const PAGES = [['Garden waste subscription', '/garden-waste', 'garden waste green bin subscription subscribe'], ['Check your bin collection day', '/bins', 'bin day collection recycling garden waste food general'], ['Report a missed bin collection', '/bins/missed', 'missed bin collection report garden waste recycling'], ['Order a new or replacement bin', '/bins/order', 'new replacement bin order damaged lost'], ['Book a bulky waste collection', '/bulky', 'bulky waste sofa fridge furniture collection'], ['Parking permits', '/parking', 'parking permit resident visitor business']];

  function handle(method, url, body) {
    const { path, query } = parseUrl(url);
    const form = parseBody(body);
    if (method === 'POST') {
      if (path === '/bins/missed') {
        const a = one(form, 'address'), bin = one(form, 'bin'), out = one(form, 'out');
        if (!addrName(a) || !bin || !out) return { status: 400, ...missed({}, 'Answer every question.') };
        if (out === 'no') return { status: 400, html: '<p class="err">We can only send a crew back if the bin was out by 7am.</p>' };
        st.requests.push({ ref: nextRef(), kind: 'missed-bin', address: a, bin, out, location: one(form, 'location') || LOCATIONS[0], notes: one(form, 'notes'), status: 'open' });
        return { redirect: '/account' };
      }
      if (path === '/bins/order') {
        const a = one(form, 'address'), bin = one(form, 'bin'), reason = one(form, 'reason');
        if (!addrName(a) || !bin || !reason) return { status: 400, html: '<p class="err">Choose a bin and a reason.</p>' };
        const r = { ref: nextRef(), kind: 'bin-order', address: a, bin, reason, fee: bin === 'food' ? 0 : 25, status: 'open' };
        if (bin !== 'food') r.size = one(form, 'size') || '240';
        st.requests.push(r);
        return { redirect: '/account' };
      }
      if (path === '/bulky/items') {
        const a = one(form, 'address');
        const items = {};
        for (const [k] of ITEMS) { const n = parseInt(one(form, k) || '0', 10); if (n > 0) items[k] = n; }
        if (!addrName(a) || !Object.keys(items).length) return { status: 400, html: '<p class="err">Add at least one item.</p>' };
        const keep = st.bulky && st.bulky.address === a ? st.bulky : {};
        st.bulky = { ...keep, address: a, items };
        return { redirect: st.bulky.date && st.bulky.name ? '/bulky/review' : '/bulky/date' };
      }
      if (path === '/bulky/date') {
        const d = one(form, 'date');
        if (!st.bulky || !BULKY_DATES.some(([v, full]) => v === d && !full)) return { status: 400, html: '<p class="err">Choose an available date.</p>' };
        st.bulky.date = d;
        return { redirect: st.bulky.name ? '/bulky/review' : '/bulky/details' };
      }
      if (path === '/bulky/details') {
        if (!st.bulky || !one(form, 'name') || !one(form, 'phone') || !one(form, 'location')) return { status: 400, html: '<p class="err">Fill in every field.</p>' };
        Object.assign(st.bulky, { name: one(form, 'name'), phone: one(form, 'phone'), location: one(form, 'location') });
        return { redirect: '/bulky/review' };
      }
      if (path === '/bulky/confirm') {
        const d = st.bulky;
        if (!d || !d.date || !d.name) return { redirect: '/bulky' };
        st.requests.push({ ref: nextRef(), kind: 'bulky', address: d.address, items: d.items, date: d.date, name: d.name, phone: d.phone, location: d.location, fee: bulkyFee(d.items), status: 'open' });
        st.bulky = null;
        return { redirect: '/account' };
      }
      if (path === '/garden-waste') {
        const a = one(form, 'address');
        if (!addrName(a)) return { status: 400, html: '<p class="err">Choose an address.</p>' };
        const bins = Number(one(form, 'bins') || 1);
        st.requests.push({ ref: nextRef(), kind: 'garden-sub', address: a, bins, payment: one(form, 'payment') || 'card', fee: 52 * bins, status: 'open' });
        return { redirect: '/account' };
      }
      if (path === '/parking/apply') {
        const type = one(form, 'type'), zone = one(form, 'zone');
        if (!zone) return { status: 400, html: '<p class="err">Choose a zone.</p>' };
        const ref = `P-${3381 + st.permits.length}`;
        if (type === 'visitor') {
          const books = Number(one(form, 'books') || 1);
          st.permits.push({ ref, type: 'visitor', zone, books, fee: 15 * books });
        } else {
          const months = one(form, 'months'), from = one(form, 'from');
          if (!one(form, 'reg') || !months || !from) return { status: 400, html: '<p class="err">Fill in every field.</p>' };
          st.permits.push({ ref, type: 'resident', zone, reg: one(form, 'reg').toUpperCase(), make: one(form, 'make'), colour: one(form, 'colour').toLowerCase(), months: Number(months), from, fee: DURATIONS.find((x) => x[0] === months)[2] });
        }
        return { redirect: '/account' };
      }
      let m = path.match(/^\/account\/requests\/([^/]+)\/cancel$/);
      if (m) {
        const r = st.requests.find((x) => x.ref === m[1]);
        if (!r || r.status !== 'open') return { status: 400, html: '<p>Cannot cancel.</p>' };
        r.status = 'cancelled';
        return { redirect: '/account' };
      }
      m = path.match(/^\/account\/permits\/([^/]+)\/vehicle$/);
      if (m) {
        const p = st.permits.find((x) => x.ref === m[1]);
        if (!p || !one(form, 'reg')) return { status: 400, html: '<p>Enter a registration.</p>' };
        Object.assign(p, { reg: one(form, 'reg').toUpperCase(), make: one(form, 'make'), colour: one(form, 'colour').toLowerCase() });
        return { redirect: '/account' };
      }
      return { status: 404, html: '<p>Not found</p>' };
    }
    if (path === '/') {
      return page('/', {}, 'Welcome to Millbrook District Council', `<ul class="cards">${[['/bins', 'Check your bin day'], ['/bins/missed', 'Report a missed bin'], ['/bins/order', 'Order a new bin'], ['/bulky', 'Book a bulky waste collection'], ['/garden-waste', 'Garden waste subscription'], ['/parking', 'Parking permits'], ['/account', 'My requests']].map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul><p>Christmas and New Year bin collections may change – check your bin day.</p>`);
    }
    if (path === '/search') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      const hits = PAGES.map(([t, h, k]) => [t, h, words.filter((w) => `${t} ${k}`.toLowerCase().includes(w)).length]).filter((x) => x[2] > 0).sort((a, b) => b[2] - a[2]);
      return page('/search', query, 'Search results', `<p>${hits.length} results for “${esc(query.q || '')}”</p><ol>${hits.map(([t, h]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ol>`, query.q || '');
    }
    if (path === '/bins') return bins(query);
    if (path === '/bins/missed') return missed(query);
    if (path === '/bins/order') return order(query);
    if (path.startsWith('/bulky')) { const r = bulky(path, query); if (r) return r; }
    if (path === '/garden-waste') return gardenWaste(query);
    if (path === '/parking') return parking(query);
    if (path === '/parking/apply') return apply(query);
    if (path === '/account') return account();
    let m = path.match(/^\/account\/requests\/([^/]+)\/cancel$/);
    if (m) {
      const r = st.requests.find((x) => x.ref === m[1]);
      if (r) return page(path, {}, 'Cancel request', `<p>Cancel ${r.ref}${r.date ? `, the collection on ${nice(r.date)}` : ''}?</p><form method="post" action="${path}"><button type="submit">Yes, cancel it</button></form><p><a href="/account">No, go back</a></p>`);
    }
    m = path.match(/^\/account\/permits\/([^/]+)\/vehicle$/);
    if (m) {
      const p = st.permits.find((x) => x.ref === m[1]);
      if (p) return page(path, {}, 'Change the vehicle on your permit', `<p>Current vehicle: ${esc(p.reg)} (${esc(p.make)}, ${esc(p.colour)})</p><form method="post" action="${path}"><label>New registration <input name="reg" required></label><label>Make and model <input name="make"></label><label>Colour <input name="colour"></label><button type="submit">Save vehicle</button></form>`);
    }
    return { status: 404, ...page(path, query, 'Page not found', '<p>Sorry, we could not find that page.</p>') };
  }

  return {
    handle,
    state: () => clone(st),
    restore: (s) => { st = { ...seed(), ...clone(s) }; },
    reset: () => { st = seed(); },
  };
}
