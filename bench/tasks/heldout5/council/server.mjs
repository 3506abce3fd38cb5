/**
 * "Millbrook Council", a town council's online services for the short-task benchmark
 * (tasks/heldout5, written blind): report a problem (problem-type radios, street, a
 * description, a hazard box, email and an updates box), bin collection days (a postcode lookup,
 * then an address menu, then the schedule and a reminders form with a box per bin and Email /
 * Text radios), a parking permit application (permit type radios, a zone menu, vehicle
 * registration, a start date, a length menu, an electric-vehicle box), a bulky waste collection
 * (item boxes, a number box for bags, a date menu, where the items will be, a phone number), and
 * email updates (address, topic boxes, How often radios, Subscribe; Unsubscribe). Every form
 * reaches the server, so `state()` tells what the helper did.
 */
const PROBLEMS = [
  ['pothole', 'Pothole'],
  ['streetlight', 'Broken streetlight'],
  ['fly-tipping', 'Fly-tipping (dumped rubbish)'],
  ['graffiti', 'Graffiti'],
  ['drain', 'Blocked drain'],
];
const ADDRESSES = {
  'MB4 2QT': [
    ['12-ash-grove', '12 Ash Grove'],
    ['14-ash-grove', '14 Ash Grove'],
    ['3-kiln-lane', '3 Kiln Lane'],
  ],
  'MB7 9LP': [
    ['flat-2-mill-court', 'Flat 2, Mill Court'],
    ['41-station-road', '41 Station Road'],
  ],
};
const BINS = [
  ['general', 'General waste', 'Tuesday 1 December'],
  ['recycling', 'Recycling', 'Tuesday 8 December'],
  ['garden', 'Garden waste', 'Friday 4 December'],
];
const ZONES = [
  ['A', 'Zone A – Old Town'],
  ['B', 'Zone B – Riverside'],
  ['C', 'Zone C – Station Quarter'],
];
const PERMIT_TYPES = [
  ['resident', 'Resident permit'],
  ['visitor', 'Visitor permit (book of 10)'],
  ['business', 'Business permit'],
];
const LENGTHS = [
  ['3', '3 months – $40'],
  ['6', '6 months – $70'],
  ['12', '12 months – $120'],
];
const BULKY_ITEMS = [
  ['sofa', 'Sofa or armchair'],
  ['mattress', 'Mattress'],
  ['fridge', 'Fridge or freezer'],
  ['washer', 'Washing machine'],
  ['wardrobe', 'Wardrobe'],
];
const COLLECTION_DATES = [
  ['2026-12-02', 'Wednesday 2 December'],
  ['2026-12-05', 'Saturday 5 December'],
  ['2026-12-09', 'Wednesday 9 December'],
];
const PLACES = [
  ['front', 'Front garden'],
  ['driveway', 'Driveway'],
  ['kerb', 'At the kerb'],
];
const TOPICS = [
  ['roadworks', 'Road works and closures'],
  ['bins', 'Bin collection changes'],
  ['events', 'Events and festivals'],
  ['meetings', 'Council meetings'],
];
const FREQUENCIES = [
  ['instant', 'As it happens'],
  ['daily', 'Daily digest'],
  ['weekly', 'Weekly digest'],
];
const TODAY = '2026-11-25';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join('<br>');
const box = (name, label, on, value = 'on') => `<label><input type="checkbox" name="${name}" value="${value}"${on ? ' checked' : ''}> ${esc(label)}</label>`;
const postcodeKey = (s) => {
  const compact = String(s ?? '').toUpperCase().replace(/\s+/g, '');
  return Object.keys(ADDRESSES).find((k) => k.replace(/\s+/g, '') === compact);
};

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, reports: [], reminders: null, permits: [], bulky: [], subscription: null };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Millbrook Council</title><style>
body{font-family:Verdana,sans-serif;margin:0;color:#0b0c0c} header{padding:10px 24px;background:#1d4f3a;color:#fff} header a{color:#fff;margin-right:14px}
main{padding:20px 24px;max-width:760px} fieldset{margin:12px 0} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ccc;text-align:left}
</style></head><body><header><a href="/"><strong>Millbrook Council</strong></a><nav aria-label="Services"><a href="/report">Report a problem</a> <a href="/bins">Bin collections</a> <a href="/permits">Parking permits</a> <a href="/bulky">Bulky waste</a> <a href="/updates">Email updates</a></nav></header><main>${body}</main></body></html>`;

  function reportPage() {
    return layout('Report a problem', `<h1>Report a problem in the street</h1><form method="post" action="/report">
<fieldset><legend>What is the problem?</legend>${radios('type', PROBLEMS, '')}</fieldset>
<p><label for="street">Street name</label> <input id="street" name="street"></p>
<p><label for="details">Describe the problem</label><br><textarea id="details" name="details" rows="4" cols="50"></textarea></p>
<p>${box('hazard', 'This is a danger to people or traffic', false)}</p>
<p><label for="r-email">Your email</label> <input id="r-email" name="email" type="email"></p>
<p>${box('updates', 'Send me updates about this report', true)}</p>
<button>Submit report</button></form>`);
  }

  function binsPage(query) {
    const key = postcodeKey(query.postcode);
    const lookup = `<form method="get" action="/bins"><p><label for="postcode">Postcode</label> <input id="postcode" name="postcode" value="${esc(query.postcode ?? '')}"> <button>Find address</button></p></form>`;
    if (!query.postcode) return layout('Bin collections', `<h1>Find your bin collection days</h1>${lookup}`);
    if (!key) return layout('Bin collections', `<h1>Find your bin collection days</h1>${lookup}<p role="alert">We couldn't find that postcode in Millbrook.</p>`);
    const addresses = ADDRESSES[key];
    const chosen = addresses.find(([v]) => v === query.address);
    const pick = `<form method="get" action="/bins"><input type="hidden" name="postcode" value="${esc(query.postcode)}"><p><label for="address">Choose your address</label> <select id="address" name="address"><option value="">${addresses.length} addresses found</option>${options(addresses, query.address ?? '')}</select></p><button>Show collection days</button></form>`;
    if (!chosen) return layout('Bin collections', `<h1>Find your bin collection days</h1>${lookup}${pick}`);
    const r = state.reminders?.address === chosen[0] ? state.reminders : null;
    const rows = BINS.map(([, n, d]) => `<tr><td>${n}</td><td>${d}</td></tr>`).join('');
    return layout('Bin collections', `<h1>Collections for ${esc(chosen[1])}</h1><table><thead><tr><th>Bin</th><th>Next collection</th></tr></thead><tbody>${rows}</tbody></table>
<p><a href="/bins">Check another address</a></p><h2>Get a reminder the evening before</h2><form method="post" action="/bins/reminders"><input type="hidden" name="address" value="${chosen[0]}"><input type="hidden" name="postcode" value="${esc(query.postcode)}">
<fieldset><legend>Remind me about</legend>${BINS.map(([v, n]) => box('bins', n, r?.bins.includes(v), v)).join('<br>')}</fieldset>
<fieldset><legend>Remind me by</legend>${radios('by', [['email', 'Email'], ['text', 'Text message']], r?.by ?? 'email')}</fieldset>
<p><label for="contact">Email address or mobile number</label> <input id="contact" name="contact" value="${esc(r?.contact ?? '')}"></p>
<button>Save reminders</button></form>`);
  }

  function permitsPage(query) {
    return layout('Parking permits', `<h1>Apply for a parking permit</h1>${query.error ? '<p role="alert">Enter the vehicle registration.</p>' : ''}<form method="post" action="/permits">
<fieldset><legend>Permit type</legend>${radios('type', PERMIT_TYPES, 'resident')}</fieldset>
<p><label for="zone">Parking zone</label> <select id="zone" name="zone"><option value="">Choose a zone</option>${options(ZONES, '')}</select></p>
<p><label for="reg">Vehicle registration</label> <input id="reg" name="reg"></p>
<p><label for="start">Start date</label> <input id="start" name="start" type="date" value="${TODAY}"></p>
<p><label for="length">Permit length</label> <select id="length" name="length">${options(LENGTHS, '12')}</select></p>
<p>${box('electric', 'My vehicle is fully electric (half price)', false)}</p>
<button>Apply and pay</button></form>`);
  }

  function bulkyPage() {
    return layout('Bulky waste', `<h1>Book a bulky waste collection</h1><p>Up to five items for $35.</p><form method="post" action="/bulky">
<fieldset><legend>What needs collecting?</legend>${BULKY_ITEMS.map(([v, l]) => box('items', l, false, v)).join('<br>')}</fieldset>
<p><label for="bags">Bags of garden waste (0–5)</label> <input id="bags" name="bags" type="number" min="0" max="5" value="0"></p>
<p><label for="date">Collection date</label> <select id="date" name="date">${options(COLLECTION_DATES, COLLECTION_DATES[0][0])}</select></p>
<fieldset><legend>Where will the items be?</legend>${radios('place', PLACES, 'front')}</fieldset>
<p><label for="phone">Contact phone</label> <input id="phone" name="phone" type="tel"></p>
<button>Book collection</button></form>`);
  }

  function updatesPage() {
    const s = state.subscription;
    return layout('Email updates', `<h1>Sign up for email updates</h1><form method="post" action="/updates">
<p><label for="u-email">Email address</label> <input id="u-email" name="email" type="email" value="${esc(s?.email ?? '')}"></p>
<fieldset><legend>Topics</legend>${TOPICS.map(([v, l]) => box('topics', l, s?.topics.includes(v), v)).join('<br>')}</fieldset>
<fieldset><legend>How often</legend>${radios('frequency', FREQUENCIES, s?.frequency ?? 'weekly')}</fieldset>
<button>Subscribe</button></form>${s ? '<form method="post" action="/updates/stop"><button>Unsubscribe from everything</button></form>' : ''}`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    if (method === 'POST') {
      switch (u.pathname) {
        case '/report':
          if (!form.type || !form.street?.trim()) return { redirect: '/report' };
          state.reports.push({ type: form.type, street: form.street.trim(), details: (form.details ?? '').trim(), hazard: form.hazard === 'on', email: (form.email ?? '').trim(), updates: form.updates === 'on' });
          return { redirect: `/report/MC-${4400 + state.reports.length}` };
        case '/bins/reminders':
          state.reminders = { address: form.address, bins: params.getAll('bins'), by: form.by, contact: (form.contact ?? '').trim() };
          return { redirect: `/bins?postcode=${encodeURIComponent(form.postcode ?? '')}&address=${encodeURIComponent(form.address ?? '')}` };
        case '/permits':
          if (!form.zone || !form.reg?.trim()) return { redirect: '/permits?error=1' };
          state.permits.push({ type: form.type, zone: form.zone, reg: form.reg.trim().toUpperCase(), start: form.start, months: Number(form.length), electric: form.electric === 'on' });
          return { redirect: '/permits/done' };
        case '/bulky':
          if (!params.getAll('items').length && !(Number(form.bags) > 0)) return { redirect: '/bulky' };
          state.bulky.push({ items: params.getAll('items'), bags: Number(form.bags) || 0, date: form.date, place: form.place, phone: (form.phone ?? '').trim() });
          return { redirect: '/bulky/done' };
        case '/updates':
          if (!form.email?.includes('@')) return { redirect: '/updates' };
          state.subscription = { email: form.email.trim(), topics: params.getAll('topics'), frequency: form.frequency };
          return { redirect: '/updates/done' };
        case '/updates/stop':
          state.subscription = null;
          return { redirect: '/updates' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const ref = /^\/report\/MC-(\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', `<h1>Millbrook Council online services</h1><ul><li><a href="/report">Report a pothole, streetlight or rubbish</a></li><li><a href="/bins">Check your bin day</a></li><li><a href="/permits">Apply for a parking permit</a></li><li><a href="/bulky">Book a bulky waste collection</a></li><li><a href="/updates">Get email updates</a></li></ul>`);
    else if (u.pathname === '/report') html = reportPage();
    else if (ref && state.reports[Number(ref[1]) - 4401]) html = layout('Report sent', `<h1>Thank you, your report has been sent</h1><p>Reference MC-${ref[1]}</p><p><a href="/report">Report another problem</a></p>`);
    else if (u.pathname === '/bins') html = binsPage(query);
    else if (u.pathname === '/permits') html = permitsPage(query);
    else if (u.pathname === '/permits/done') html = layout('Permit applied for', '<h1>Application received</h1><p>Your permit will be active from the start date.</p>');
    else if (u.pathname === '/bulky') html = bulkyPage();
    else if (u.pathname === '/bulky/done') html = layout('Collection booked', '<h1>Collection booked</h1><p>Leave the items out by 7am.</p>');
    else if (u.pathname === '/updates') html = updatesPage();
    else if (u.pathname === '/updates/done') html = layout('Subscribed', '<h1>You are subscribed</h1><p><a href="/updates">Change your topics</a></p>');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, reports, bin reminders, permits, bulky collections, the email subscription. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
