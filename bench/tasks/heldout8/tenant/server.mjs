/**
 * "Keystone Residences", a landlord's resident portal for the short-task benchmark
 * (tasks/heldout8, written blind), for the tenant of apartment 4B: rent payment in two steps
 * (Full balance / Other amount radios and a separate "Amount to pay ($)" box, a "Pay from" menu,
 * a payment date, an autopay box; "Review payment", then a review page with "Confirm payment"),
 * maintenance requests (a form: a category menu, room radios, a description, safety and entry
 * radios, best-time boxes, a pet box; a list of requests with "Add a note", "Cancel request" and
 * "Rate this repair" per row, a cancel page with reason radios and a rating page with star
 * radios), amenity bookings (space radios, a date, a start-time menu, an hours box, a guests
 * slider, a cleaning box, a required rules box), guest parking passes, the lease renewal
 * decision and profile and notification settings. Every form reaches the server, so `state()`
 * tells what the helper did.
 */
const BALANCE = 1450;
const TODAY = '2026-11-26';
const ACCOUNTS = [
  ['checking', 'Checking ••••4021'],
  ['savings', 'Savings ••••7765'],
  ['card', 'Visa card ••••1188 (2.9% fee)'],
];
const CATEGORIES = [
  ['', 'Choose one'],
  ['plumbing', 'Plumbing (leaks, taps, toilets, drains)'],
  ['electrical', 'Electrical and lighting'],
  ['heating', 'Heating and air conditioning'],
  ['appliances', 'Appliances'],
  ['doors', 'Doors, windows and locks'],
  ['pests', 'Pest control'],
  ['other', 'Something else'],
];
const ROOMS = [
  ['kitchen', 'Kitchen'],
  ['bathroom', 'Bathroom'],
  ['bedroom', 'Bedroom'],
  ['living', 'Living room'],
  ['balcony', 'Balcony'],
  ['entry', 'Hallway or entry'],
];
const TIMES = [
  ['mornings', 'Weekday mornings'],
  ['afternoons', 'Weekday afternoons'],
  ['evenings', 'Weekday evenings'],
  ['saturday', 'Saturdays'],
];
// id, category, room, description, status
const SEED_REQUESTS = [
  ['MR-118', 'plumbing', 'kitchen', 'Kitchen tap drips all the time', 'Open · submitted 20 November'],
  ['MR-115', 'appliances', 'kitchen', 'Dishwasher is not draining', 'Visit booked for 2 December, morning'],
  ['MR-112', 'doors', 'bedroom', 'Bedroom blind is broken', 'Completed 18 November'],
  ['MR-109', 'heating', 'living', 'No heat in the living room', 'Completed 2 November'],
];
const CANCEL_REASONS = [
  ['fixed', 'I fixed it myself'],
  ['gone', 'The problem went away'],
  ['mistake', 'I submitted it by mistake'],
];
const STARS = [
  ['5', '5 – Excellent'],
  ['4', '4 – Good'],
  ['3', '3 – Okay'],
  ['2', '2 – Poor'],
  ['1', '1 – Very poor'],
];
const SPACES = [
  ['terrace', 'Rooftop terrace'],
  ['party', 'Party room'],
  ['suite', 'Guest suite (overnight, $60 a night)'],
  ['studio', 'Fitness studio (private hour)'],
];
const STARTS = [];
for (let h = 7; h <= 21; h++) STARTS.push([`${String(h).padStart(2, '0')}:00`, `${((h + 11) % 12) + 1}:00 ${h < 12 ? 'AM' : 'PM'}`]);
const PLACES = [
  ['lot', 'Visitor lot (P2), free'],
  ['garage', 'Garage level B1 ($10 a night)'],
];
const RENEWALS = [
  ['r12', 'Renew for 12 months at $1,495 a month'],
  ['r6', 'Renew for 6 months at $1,560 a month'],
  ['mtm', 'Go month-to-month at $1,640 a month'],
  ['leave', "I'm not renewing"],
];
const UPDATES = [
  ['email', 'Email'],
  ['text', 'Text message'],
  ['both', 'Email and text'],
];
const LANGUAGES = [
  ['en', 'English'],
  ['es', 'Español'],
  ['vi', 'Tiếng Việt'],
  ['zh', '中文'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${esc(v)}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join('<br>');
const box = (name, label, on, value = 'on') => `<label><input type="checkbox" name="${name}" value="${esc(value)}"${on ? ' checked' : ''}> ${esc(label)}</label>`;
const money = (n) => `$${n.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const trim = (s) => String(s ?? '').trim();
const label = (list, v) => list.find(([k]) => k === v)?.[1] ?? v;

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      payments: [],
      newRequests: [],
      notes: [],
      cancelled: [],
      ratings: [],
      amenity: [],
      passes: [],
      lease: null,
      profile: { mobile: '555-0142', email: 'dana.w@example.com', packageTexts: false, receipts: true, updates: 'email', language: 'en', paperless: false },
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Keystone Residences</title><style>
body{font-family:"Segoe UI",Arial,sans-serif;margin:0;color:#20242a} header{padding:10px 24px;background:#2d3a4a;color:#fff} header a{color:#fff;margin-right:14px}
main{padding:20px 24px;max-width:860px} fieldset{margin:12px 0} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ccc;text-align:left}
</style></head><body><header><a href="/"><strong>Keystone Residences</strong></a> Apartment 4B, 212 Alder Street<nav aria-label="Resident menu"><a href="/rent">Pay rent</a> <a href="/maintenance">Maintenance</a> <a href="/amenities">Amenities</a> <a href="/parking">Guest parking</a> <a href="/lease">Lease</a> <a href="/profile">Profile</a></nav></header><main>${body}</main></body></html>`;

  const allRequests = () => [
    ...SEED_REQUESTS.map(([id, category, room, details, status]) => ({ id, category, room, details, status })),
    ...state.newRequests.map((r, i) => ({ id: `MR-${121 + i}`, ...r, status: 'Open · submitted today' })),
  ];

  function rentPage() {
    return layout('Pay rent', `<h1>Pay rent</h1><p>Balance due: <strong>${money(BALANCE)}</strong> on December 1</p><form method="get" action="/rent/review">
<fieldset><legend>How much?</legend><label><input type="radio" name="choice" value="full" checked> Full balance (${money(BALANCE)})</label><br><label><input type="radio" name="choice" value="other"> Other amount</label>
<p><label for="amount">Amount to pay ($)</label> <input id="amount" name="amount" type="number" min="1" max="${BALANCE}"></p></fieldset>
<p><label for="account">Pay from</label> <select id="account" name="account">${options(ACCOUNTS, 'checking')}</select></p>
<p><label for="date">Payment date</label> <input id="date" name="date" type="date" value="${TODAY}" min="${TODAY}" max="2026-12-05"></p>
<p>${box('autopay', 'Turn on autopay for future rent', false, '1')}</p><button>Review payment</button></form>`);
  }

  function reviewPage(query) {
    const amount = query.choice === 'other' ? Number(query.amount) : BALANCE;
    if (!(amount > 0 && amount <= BALANCE) || !ACCOUNTS.some(([a]) => a === query.account) || !(query.date >= TODAY && query.date <= '2026-12-05')) return null;
    const fee = query.account === 'card' ? Math.round(amount * 2.9) / 100 : 0;
    return layout('Review payment', `<h1>Review your payment</h1><table><tbody><tr><th>Amount</th><td>${money(amount)}</td></tr><tr><th>From</th><td>${esc(label(ACCOUNTS, query.account))}</td></tr>${fee ? `<tr><th>Card fee</th><td>${money(fee)}</td></tr>` : ''}
<tr><th>Date</th><td>${esc(query.date)}</td></tr><tr><th>Autopay</th><td>${query.autopay === '1' ? 'On from January' : 'Off'}</td></tr></tbody></table>
<form method="post" action="/rent"><input type="hidden" name="amount" value="${amount}"><input type="hidden" name="account" value="${esc(query.account)}"><input type="hidden" name="date" value="${esc(query.date)}"><input type="hidden" name="autopay" value="${query.autopay === '1' ? '1' : '0'}"><button>Confirm payment</button></form>
<p><a href="/rent">Edit payment</a></p>`);
  }

  function newRequestPage() {
    return layout('New maintenance request', `<h1>New maintenance request</h1><p>For gas leaks, flooding or fire call 911, then our 24-hour line 555-0100.</p><form method="post" action="/maintenance">
<p><label for="category">What needs fixing?</label> <select id="category" name="category">${options(CATEGORIES, '')}</select></p>
<fieldset><legend>Where is it?</legend>${radios('room', ROOMS, '')}</fieldset>
<p><label for="details">Describe the problem</label><br><textarea id="details" name="details" rows="4" cols="50"></textarea></p>
<fieldset><legend>Is anyone's safety at risk?</legend>${radios('urgent', [['no', 'No'], ['yes', 'Yes – this is an emergency']], 'no')}</fieldset>
<fieldset><legend>Can we come in if you're not home?</legend>${radios('entry', [['yes', 'Yes, you may enter'], ['call', 'No, call me first']], 'call')}</fieldset>
<fieldset><legend>Best times to visit</legend>${TIMES.map(([v, l]) => box('times', l, false, v)).join('<br>')}</fieldset>
<p>${box('pet', 'There is a pet in the apartment', false)}</p><button>Submit request</button></form>`);
  }

  function requestsPage() {
    const rows = allRequests()
      .map((r) => {
        const cancelled = state.cancelled.find((c) => c.request === r.id);
        const rated = r.id === 'MR-109' ? 4 : state.ratings.find((x) => x.request === r.id)?.stars;
        const done = r.status.startsWith('Completed');
        let actions = '';
        if (cancelled) actions = 'Cancelled';
        else if (done) actions = rated ? `Rated ${'★'.repeat(rated)}` : `<a href="/maintenance/${r.id}/rate">Rate this repair</a>`;
        else actions = `<a href="/maintenance/${r.id}/note">Add a note</a> · <a href="/maintenance/${r.id}/cancel">Cancel request</a>`;
        const notes = state.notes.filter((n) => n.request === r.id).map((n) => `<br><em>Your note: ${esc(n.text)}</em>`).join('');
        return `<tr><td>${r.id}</td><td>${esc(r.details)}${notes}</td><td>${esc(label(CATEGORIES, r.category))}<br>${esc(label(ROOMS, r.room))}</td><td>${cancelled ? 'Cancelled by you' : esc(r.status)}</td><td>${actions}</td></tr>`;
      })
      .join('');
    return layout('Maintenance', `<h1>Maintenance requests</h1><p><a href="/maintenance/new">New request</a></p><table><thead><tr><th>Request</th><th>Problem</th><th>Type and room</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function amenitiesPage() {
    return layout('Amenities', `<h1>Book a shared space</h1><form method="post" action="/amenities">
<fieldset><legend>Which space?</legend>${radios('space', SPACES, '')}</fieldset>
<p><label for="adate">Date</label> <input id="adate" name="date" type="date"></p>
<p><label for="start">Start time</label> <select id="start" name="start">${options(STARTS, '18:00')}</select></p>
<p><label for="hours">How many hours?</label> <input id="hours" name="hours" type="number" min="1" max="4" value="2"></p>
<p><label for="guests">Number of guests</label> <input id="guests" name="guests" type="range" min="0" max="30" value="0"></p>
<p>${box('cleaning', 'Add the cleaning service ($40)', false)}</p><p>${box('rules', 'I have read the amenity rules', false)}</p><button>Request booking</button></form>`);
  }

  function parkingPage() {
    return layout('Guest parking', `<h1>Guest parking pass</h1><form method="post" action="/parking">
<p><label for="guest">Guest's full name</label> <input id="guest" name="guest"></p><p><label for="plate">Licence plate</label> <input id="plate" name="plate"></p>
<p><label for="vehicle">Vehicle make and colour</label> <input id="vehicle" name="vehicle"></p><p><label for="from">First night</label> <input id="from" name="from" type="date"></p>
<p><label for="nights">Number of nights</label> <select id="nights" name="nights">${options([1, 2, 3, 4, 5, 6, 7].map((n) => [String(n), n === 1 ? '1 night' : `${n} nights`]), '1')}</select></p>
<fieldset><legend>Where will they park?</legend>${radios('where', PLACES, 'lot')}</fieldset><button>Get parking pass</button></form>`);
  }

  function leasePage(error) {
    return layout('Lease renewal', `<h1>Your lease ends on 28 February 2027</h1>${error ? '<p role="alert">Choose an option (and a move-out date if you are leaving).</p>' : ''}<form method="post" action="/lease">
<fieldset><legend>Your renewal choice</legend>${radios('choice', RENEWALS, '')}</fieldset>
<p><label for="moveout">Move-out date (only if you're leaving)</label> <input id="moveout" name="moveout" type="date"></p>
<p><label for="forwarding">Forwarding address</label> <input id="forwarding" name="forwarding" size="40"></p>
<p>${box('call', 'Please call me to talk about my options', false)}</p><button>Send my decision</button></form>`);
  }

  function profilePage(saved) {
    const p = state.profile;
    return layout('Profile', `<h1>Profile and notifications</h1>${saved ? '<p role="status">Your changes are saved.</p>' : ''}<form method="post" action="/profile">
<p><label for="mobile">Mobile phone</label> <input id="mobile" name="mobile" type="tel" value="${esc(p.mobile)}"></p><p><label for="pemail">Email</label> <input id="pemail" name="email" type="email" value="${esc(p.email)}"></p>
<fieldset><legend>Notifications</legend>${box('packageTexts', 'Text me when a package arrives', p.packageTexts)}<br>${box('receipts', 'Email me rent receipts', p.receipts)}
<p><label for="updates">Send maintenance updates by</label> <select id="updates" name="updates">${options(UPDATES, p.updates)}</select></p></fieldset>
<p><label for="language">Preferred language</label> <select id="language" name="language">${options(LANGUAGES, p.language)}</select></p>
<p>${box('paperless', 'Paperless: send my documents online only', p.paperless)}</p><button>Save changes</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const reqM = /^\/maintenance\/(MR-\d+)\/(note|cancel|rate)$/.exec(u.pathname);
    const request = (id) => allRequests().find((r) => r.id === id);
    const open = (id) => request(id) && !request(id).status.startsWith('Completed') && !state.cancelled.some((c) => c.request === id);
    const ratable = (id) => request(id)?.status.startsWith('Completed') && id !== 'MR-109' && !state.ratings.some((x) => x.request === id);
    if (method === 'POST') {
      if (u.pathname === '/rent') {
        const amount = Number(form.amount);
        if (!(amount > 0 && amount <= BALANCE)) return { status: 400, html: 'Bad request' };
        state.payments.push({ amount, account: form.account, date: form.date, autopay: form.autopay === '1' });
        return { redirect: '/rent/done' };
      }
      if (u.pathname === '/maintenance') {
        if (!form.category || !form.room || !trim(form.details)) return { redirect: '/maintenance/new' };
        state.newRequests.push({ category: form.category, room: form.room, details: trim(form.details), urgent: form.urgent === 'yes', entry: form.entry, times: params.getAll('times'), pet: form.pet === 'on' });
        return { redirect: `/maintenance/MR-${120 + state.newRequests.length}` };
      }
      if (reqM) {
        const id = reqM[1];
        if (reqM[2] === 'note' && open(id) && trim(form.note)) state.notes.push({ request: id, text: trim(form.note) });
        else if (reqM[2] === 'cancel' && open(id) && form.reason) state.cancelled.push({ request: id, reason: form.reason });
        else if (reqM[2] === 'rate' && ratable(id) && form.stars) state.ratings.push({ request: id, stars: Number(form.stars), comment: trim(form.comment) });
        else return { redirect: u.pathname };
        return { redirect: '/maintenance' };
      }
      if (u.pathname === '/amenities') {
        const hours = Number(form.hours);
        if (!form.space || !form.date || form.rules !== 'on' || !(hours >= 1 && hours <= 4)) return { redirect: '/amenities' };
        state.amenity.push({ space: form.space, date: form.date, start: form.start, hours, guests: Number(form.guests), cleaning: form.cleaning === 'on' });
        return { redirect: '/amenities/done' };
      }
      if (u.pathname === '/parking') {
        if (!trim(form.guest) || !trim(form.plate) || !form.from) return { redirect: '/parking' };
        state.passes.push({ guest: trim(form.guest), plate: trim(form.plate).toUpperCase().replace(/\s+/g, ''), vehicle: trim(form.vehicle), from: form.from, nights: Number(form.nights), where: form.where });
        return { redirect: '/parking/done' };
      }
      if (u.pathname === '/lease') {
        if (!form.choice || (form.choice === 'leave' && !form.moveout)) return { redirect: '/lease?error=1' };
        state.lease = { choice: form.choice, moveOut: form.choice === 'leave' ? form.moveout : '', forwarding: trim(form.forwarding), call: form.call === 'on' };
        return { redirect: '/lease/done' };
      }
      if (u.pathname === '/profile') {
        state.profile = { mobile: trim(form.mobile), email: trim(form.email), packageTexts: form.packageTexts === 'on', receipts: form.receipts === 'on', updates: form.updates, language: form.language, paperless: form.paperless === 'on' };
        return { redirect: '/profile?saved=1' };
      }
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const doneM = /^\/maintenance\/(MR-\d+)$/.exec(u.pathname);
    if (u.pathname === '/')
      html = layout('Home', `<h1>Welcome back, Dana</h1><p>Balance due: ${money(BALANCE)} on December 1 · <a href="/rent">Pay now</a></p><ul><li><a href="/maintenance/new">Request a repair</a></li><li><a href="/amenities">Book the terrace or party room</a></li><li><a href="/parking">Get a guest parking pass</a></li><li><a href="/lease">Decide about your lease renewal</a></li><li><a href="/profile">Update your contact details</a></li></ul>`);
    else if (u.pathname === '/rent') html = rentPage();
    else if (u.pathname === '/rent/review') {
      html = reviewPage(query);
      if (!html) return { redirect: '/rent' };
    } else if (u.pathname === '/rent/done') html = layout('Payment sent', '<h1>Payment scheduled</h1><p>You will get a receipt by email.</p>');
    else if (u.pathname === '/maintenance') html = requestsPage();
    else if (u.pathname === '/maintenance/new') html = newRequestPage();
    else if (doneM && request(doneM[1])) html = layout('Request sent', `<h1>Request ${doneM[1]} received</h1><p>We will contact you within one working day.</p><p><a href="/maintenance">All requests</a></p>`);
    else if (reqM && reqM[2] !== 'rate' && open(reqM[1])) {
      const r = request(reqM[1]);
      html =
        reqM[2] === 'note'
          ? layout('Add a note', `<h1>Add a note to ${r.id}</h1><p>${esc(r.details)}</p><form method="post" action="${u.pathname}"><p><label for="note">Your note</label><br><textarea id="note" name="note" rows="3" cols="50"></textarea></p><button>Add note</button></form>`)
          : layout('Cancel request', `<h1>Cancel ${r.id}?</h1><p>${esc(r.details)}</p><form method="post" action="${u.pathname}"><fieldset><legend>Why are you cancelling?</legend>${radios('reason', CANCEL_REASONS, '')}</fieldset><button>Cancel request</button></form><p><a href="/maintenance">Keep this request</a></p>`);
    } else if (reqM && reqM[2] === 'rate' && ratable(reqM[1])) {
      const r = request(reqM[1]);
      html = layout('Rate repair', `<h1>How did we do?</h1><p>${r.id}: ${esc(r.details)}</p><form method="post" action="${u.pathname}"><fieldset><legend>Your rating</legend>${radios('stars', STARS, '')}</fieldset><p><label for="comment">Anything to add? (optional)</label><br><textarea id="comment" name="comment" rows="3" cols="50"></textarea></p><button>Send rating</button></form>`);
    } else if (u.pathname === '/amenities') html = amenitiesPage();
    else if (u.pathname === '/amenities/done') html = layout('Booking requested', '<h1>Booking requested</h1><p>The office will confirm within a day.</p>');
    else if (u.pathname === '/parking') html = parkingPage();
    else if (u.pathname === '/parking/done') html = layout('Pass issued', '<h1>Parking pass issued</h1><p>Your guest should show the pass on the dashboard.</p>');
    else if (u.pathname === '/lease') html = leasePage(query.error === '1');
    else if (u.pathname === '/lease/done') html = layout('Decision sent', '<h1>Thanks, we have your decision</h1>');
    else if (u.pathname === '/profile') html = profilePage(query.saved === '1');
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, payments, repair requests with notes, cancellations and ratings, amenity bookings, parking passes, the lease decision, the profile. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
