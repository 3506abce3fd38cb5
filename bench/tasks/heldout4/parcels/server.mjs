/**
 * "Swiftpost", a parcel delivery site for the short-task benchmark (tasks/heldout4, written
 * blind): parcel tracking, a "Change delivery" form (neighbour, safe place, another day, collect
 * from a shop), sending a parcel in three steps (parcel details, addresses, extras, each saved to
 * a draft), pickup-point search with "Choose this shop" per row, notification preferences, and a
 * claim form for damaged or missing parcels. Every form reaches the server, so `state()` tells
 * what the helper did.
 */
const PARCELS = {
  SP44812093: { from: 'Oakline Home Goods', status: 'Out for delivery', eta: 'Today, 10:30am–1:30pm' },
  SP90210377: { from: 'Kettle & Crumb Coffee', status: 'At your local depot', eta: 'Tuesday 1 December' },
};
const DAYS = [
  ['2026-12-02', 'Wednesday 2 December'],
  ['2026-12-03', 'Thursday 3 December'],
  ['2026-12-04', 'Friday 4 December'],
  ['2026-12-05', 'Saturday 5 December'],
];
const SAFE_PLACES = ['Front porch', 'Back door', 'Garage', 'Shed', 'Recycling bin'];
const OPTIONS = [
  ['neighbour', 'Leave with a neighbour'],
  ['safe-place', 'Leave in a safe place'],
  ['another-day', 'Deliver on another day'],
  ['shop', 'Collect from a Swiftpost shop'],
];
const SIZES = [
  ['small', 'Small', 'up to 2 kg, fits through a letterbox'],
  ['medium', 'Medium', 'up to 10 kg, shoebox size'],
  ['large', 'Large', 'up to 30 kg, suitcase size'],
];
const SERVICES = [
  ['standard', 'Standard (3–5 days)'],
  ['express', 'Express (1–2 days)'],
  ['next-day', 'Next day before noon'],
];
const SHOPS = [
  ['P1', 'Swiftpost Shop – South Congress', '1510 S Congress Ave, Austin 78704', 'Open Sundays 10am–4pm', true],
  ['P2', 'Corner Mart – East 6th', '902 E 6th St, Austin 78702', 'Closed Sundays', false],
  ['P3', 'Alder Street Pharmacy', '18 Alder St, Austin 78704', 'Open Sundays 9am–1pm', true],
  ['P4', 'Swiftpost Shop – LoDo', '1700 Wynkoop St, Denver 80202', 'Closed Sundays', false],
  ['P5', 'Highland News & Post', '3300 W 32nd Ave, Denver 80211', 'Open Sundays 8am–2pm', true],
  ['P6', 'Swiftpost Shop – Wicker Park', '1425 N Milwaukee Ave, Chicago 60622', 'Open Sundays 11am–3pm', true],
].map(([id, name, address, hours, sunday]) => ({ id, name, address, hours, sunday }));
const PROBLEMS = [
  ['damaged', 'It arrived damaged'],
  ['missing', 'It never arrived'],
  ['items-missing', 'Items are missing from it'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const radio = (name, value, label, checked) => `<label><input type="radio" name="${name}" value="${value}"${checked ? ' checked' : ''}> ${label}</label>`;

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      changes: [],
      draft: { parcel: null, addresses: null, extras: null },
      pickupPoint: null,
      notifications: { email: true, text: false, phone: '', frequency: 'every-step' },
      claims: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Swiftpost</title><style>
body{font-family:Verdana,sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#ffcc00} header a{color:#222}
main{padding:20px 24px;max-width:800px} fieldset{margin:12px 0} .shops{list-style:none;padding:0} .shop{border:1px solid #ccc;padding:10px;margin:8px 0}
</style></head><body><header><a href="/"><strong>Swiftpost</strong></a><nav><a href="/">Track a parcel</a> <a href="/send">Send a parcel</a> <a href="/pickup">Pickup points</a> <a href="/help/claim">Make a claim</a> <a href="/account/notifications">Notifications</a></nav></header><main>${body}</main></body></html>`;

  const trackForm = `<form method="get" action="/track"><p><label for="number">Tracking number</label> <input id="number" name="number"> <button>Track</button></p></form>`;

  function trackPage(number) {
    const p = PARCELS[number];
    if (!p) return layout('Tracking', `<h1>We couldn't find that parcel</h1><p>Check the tracking number and try again.</p>${trackForm}`);
    return layout(`Tracking ${number}`, `<h1>Parcel ${number}</h1><p>From ${esc(p.from)}</p><p><strong>${esc(p.status)}</strong></p><p>Expected: ${esc(p.eta)}</p>
<p><a href="/track/${number}/change">Change delivery</a></p>`);
  }

  function changePage(number) {
    return layout('Change delivery', `<h1>Change delivery for ${number}</h1><form method="post" action="/track/${number}/change">
<fieldset><legend>What would you like us to do?</legend>${OPTIONS.map(([v, l]) => radio('option', v, l, false)).join('<br>')}</fieldset>
<p><label for="neighbour">Neighbour's house number or name</label> <input id="neighbour" name="neighbour"></p>
<p><label for="safe-place">Safe place</label> <select id="safe-place" name="safePlace"><option value="">Choose a safe place</option>${SAFE_PLACES.map((s) => `<option value="${s}">${s}</option>`).join('')}</select></p>
<p><label for="new-date">New delivery date</label> <select id="new-date" name="date"><option value="">Choose a day</option>${DAYS.map(([v, l]) => `<option value="${v}">${l}</option>`).join('')}</select></p>
<p><label for="instructions">Instructions for the driver (optional)</label><br><textarea id="instructions" name="instructions" rows="3" cols="40"></textarea></p>
<button>Save changes</button></form>`);
  }

  const steps = (n) => `<p>Step ${n} of 3</p>`;

  function sendParcelPage() {
    return layout('Send a parcel', `<h1>Send a parcel</h1>${steps(1)}<h2>Parcel details</h2><form method="post" action="/send">
<p><label for="weight">Weight (kg)</label> <input id="weight" name="weight" type="number" min="0.1" max="30" step="0.1"></p>
<fieldset><legend>Parcel size</legend>${SIZES.map(([v, l, d]) => radio('size', v, `${l} – ${d}`, false)).join('<br>')}</fieldset>
<p><label for="service">Service</label> <select id="service" name="service">${SERVICES.map(([v, l]) => `<option value="${v}">${l}</option>`).join('')}</select></p>
<button>Continue</button></form>`);
  }

  function addressesPage() {
    return layout('Addresses', `<h1>Send a parcel</h1>${steps(2)}<form method="post" action="/send/addresses">
<fieldset><legend>From</legend><p><label for="sender-name">Your name</label> <input id="sender-name" name="senderName"></p>
<p><label for="sender-postcode">Your postcode</label> <input id="sender-postcode" name="senderPostcode"></p></fieldset>
<fieldset><legend>To</legend><p><label for="recipient-name">Recipient name</label> <input id="recipient-name" name="recipientName"></p>
<p><label for="street">Street address</label> <input id="street" name="street"></p><p><label for="city">Town or city</label> <input id="city" name="city"></p>
<p><label for="recipient-postcode">Recipient postcode</label> <input id="recipient-postcode" name="recipientPostcode"></p></fieldset>
<button>Continue</button></form>`);
  }

  function extrasPage() {
    return layout('Extras', `<h1>Send a parcel</h1>${steps(3)}<form method="post" action="/send/extras">
<p><label><input type="checkbox" name="cover" value="on"> Add extra cover (up to $500, $2.50)</label></p>
<p><label><input type="checkbox" name="signature" value="on"> Signature on delivery ($1.20)</label></p>
<fieldset><legend>Getting it to us</legend>${radio('collection', 'dropoff', 'Drop off at a Swiftpost shop', true)}<br>${radio('collection', 'collect', 'Collect from my address ($3.00)', false)}</fieldset>
<p><label for="collection-date">Collection date</label> <input id="collection-date" name="date" type="date"></p>
<button>Continue to review</button></form>`);
  }

  function pickupPage(query) {
    const q = (query.q ?? '').trim().toLowerCase();
    const found = q ? SHOPS.filter((s) => s.address.toLowerCase().includes(q) && (query.sunday !== '1' || s.sunday)) : [];
    const rows = found
      .map((s) => `<li class="shop"><h2>${esc(s.name)}</h2><p>${esc(s.address)}</p><p>${esc(s.hours)}</p><form method="post" action="/pickup/choose"><input type="hidden" name="id" value="${s.id}"><button>Choose this shop</button></form></li>`)
      .join('');
    return layout('Pickup points', `<h1>Find a pickup point</h1><form method="get" action="/pickup"><p><label for="where">Postcode or town</label> <input id="where" name="q" value="${esc(query.q ?? '')}"></p>
<p><label><input type="checkbox" name="sunday" value="1"${query.sunday === '1' ? ' checked' : ''}> Open on Sundays</label></p><button>Find</button></form>
${q ? (rows ? `<ul class="shops">${rows}</ul>` : '<p>No pickup points found.</p>') : ''}`);
  }

  function notificationsPage() {
    const n = state.notifications;
    return layout('Notifications', `<h1>Delivery notifications</h1><form method="post" action="/account/notifications">
<p><label><input type="checkbox" name="email" value="on"${n.email ? ' checked' : ''}> Email me updates</label></p>
<p><label><input type="checkbox" name="text" value="on"${n.text ? ' checked' : ''}> Text me updates</label></p>
<p><label for="phone">Text message number</label> <input id="phone" name="phone" type="tel" value="${esc(n.phone)}"></p>
<fieldset><legend>How often</legend>${radio('frequency', 'every-step', 'Every step of the way', n.frequency === 'every-step')}<br>${radio('frequency', 'delivery-day', 'Only on delivery day', n.frequency === 'delivery-day')}</fieldset>
<button>Save</button></form>`);
  }

  function claimPage() {
    return layout('Make a claim', `<h1>Report a damaged or missing parcel</h1><form method="post" action="/help/claim">
<p><label for="claim-number">Tracking number</label> <input id="claim-number" name="number"></p>
<fieldset><legend>What happened?</legend>${PROBLEMS.map(([v, l]) => radio('problem', v, l, false)).join('<br>')}</fieldset>
<p><label for="value">Value of contents ($)</label> <input id="value" name="value" type="number" min="0" step="0.01"></p>
<p><label for="details">Describe the problem</label><br><textarea id="details" name="details" rows="4" cols="40"></textarea></p>
<p><label for="claim-email">Email</label> <input id="claim-email" name="email" type="email"></p>
<button>Submit claim</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const tracked = /^\/track\/([A-Z0-9]+)$/.exec(u.pathname);
    const change = /^\/track\/([A-Z0-9]+)\/change$/.exec(u.pathname);
    if (method === 'POST') {
      if (change && PARCELS[change[1]]) {
        if (!form.option) return { redirect: `/track/${change[1]}/change` };
        state.changes.push({ number: change[1], option: form.option, neighbour: form.neighbour ?? '', safePlace: form.safePlace ?? '', date: form.date ?? '', instructions: form.instructions ?? '' });
        return { redirect: `/track/${change[1]}/changed` };
      }
      switch (u.pathname) {
        case '/send':
          if (!(Number(form.weight) > 0) || !form.size) return { redirect: '/send' };
          state.draft.parcel = { weight: Number(form.weight), size: form.size, service: form.service };
          return { redirect: '/send/addresses' };
        case '/send/addresses':
          state.draft.addresses = { senderName: form.senderName ?? '', senderPostcode: form.senderPostcode ?? '', recipientName: form.recipientName ?? '', street: form.street ?? '', city: form.city ?? '', recipientPostcode: form.recipientPostcode ?? '' };
          return { redirect: '/send/extras' };
        case '/send/extras':
          state.draft.extras = { cover: form.cover === 'on', signature: form.signature === 'on', collection: form.collection, date: form.date ?? '' };
          return { redirect: '/send/review' };
        case '/pickup/choose': {
          const s = SHOPS.find((x) => x.id === form.id);
          if (s) state.pickupPoint = s.name;
          return { redirect: '/account/pickup' };
        }
        case '/account/notifications':
          state.notifications = { email: form.email === 'on', text: form.text === 'on', phone: form.phone ?? '', frequency: form.frequency };
          return { redirect: '/account/notifications' };
        case '/help/claim':
          if (!form.number || !form.problem) return { redirect: '/help/claim' };
          state.claims.push({ number: form.number.replace(/\s+/g, '').toUpperCase(), problem: form.problem, value: Number(form.value) || 0, details: form.details ?? '', email: form.email ?? '' });
          return { redirect: '/help/claim/sent' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    if (u.pathname === '/track') return { redirect: `/track/${encodeURIComponent((query.number ?? '').replace(/\s+/g, '').toUpperCase())}` };
    let html;
    if (u.pathname === '/') html = layout('Track a parcel', `<h1>Track a parcel</h1>${trackForm}<p>Or <a href="/send">send a parcel</a> from 3.20.</p>`);
    else if (tracked) html = trackPage(tracked[1]);
    else if (change && PARCELS[change[1]]) html = changePage(change[1]);
    else if (/^\/track\/[A-Z0-9]+\/changed$/.test(u.pathname)) html = layout('Delivery changed', '<h1>Thanks, we have updated your delivery</h1><p>You will get a confirmation shortly.</p>');
    else if (u.pathname === '/send') html = sendParcelPage();
    else if (u.pathname === '/send/addresses') html = addressesPage();
    else if (u.pathname === '/send/extras') html = extrasPage();
    else if (u.pathname === '/send/review') {
      const d = state.draft;
      const missing = ['parcel', 'addresses', 'extras'].filter((k) => !d[k]);
      html = layout('Review', `<h1>Review your parcel</h1>${missing.length ? `<p>Still to fill in: ${missing.join(', ')}.</p>` : '<p>Everything is ready. Payment is taken at the shop or by the driver.</p>'}<p><a href="/send">Edit parcel details</a></p>`);
    } else if (u.pathname === '/pickup') html = pickupPage(query);
    else if (u.pathname === '/account/pickup') html = layout('Your pickup point', `<h1>Your pickup point</h1><p>${esc(state.pickupPoint ?? 'None chosen yet')}</p>`);
    else if (u.pathname === '/account/notifications') html = notificationsPage();
    else if (u.pathname === '/help/claim') html = claimPage();
    else if (u.pathname === '/help/claim/sent') html = layout('Claim received', `<h1>We have your claim</h1><p>Claim reference CL-${600 + state.claims.length}</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown and every form the helper sent. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
