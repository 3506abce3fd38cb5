/**
 * "Pinecrest Climbing" (ours, round 10): copies of one form named by whom or what they are for, and
 * rows acted on by their status, header or dates. A party-gear form with a fieldset per climber
 * (Shoe size, "Rent a harness", a Chalk bag menu) and "Pay for" radios; a weekly plan as table rows
 * headed by weekdays (Sessions, Wall) with a remarks box named only by its name attribute, "Save
 * plan" and "Keep as draft"; lockers as menus labelled "Locker for <climber>"; a sign-up form with a
 * fieldset per climber ("Sign up <climber>", "Emergency phone"), a "Safety rules" heading over a
 * box that does not say so, and "Sign up"; bookings as rows with Cancel / "Leave queue" / Edit by
 * status; sessions as rows headed Morning / Evening with "Gear list" and "Move session" links, a
 * move page (New date, "Check availability", slots with a Pick link each, "Confirm move"); a top-up
 * (amount and a currency menu); a climb log (a list with a "New entry" link, and its form: grade,
 * date, attempts, notes, a share box, "Save entry"); preferences (Level radios, a "Climbing days"
 * fieldset of boxes, two ticked at the start). `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join(' ');
const CLIMBERS = [['maya', 'Maya Ortiz'], ['leo', 'Leo Ortiz'], ['zara', 'Zara Ortiz']];
const CHALK = [['none', 'None'], ['small', 'Small (+$4)'], ['large', 'Large (+$6)']];
const PAY = [['all', 'Everyone'], ['adults', 'Adults only'], ['children', 'Children only']];
const DAYS = [['mon', 'Monday'], ['wed', 'Wednesday'], ['sat', 'Saturday']];
const WALLS = [['cave', 'Boulder cave'], ['lead', 'Lead wall'], ['kids', 'Kids corner']];
const LOCKERS = [['', 'Let staff decide'], ['L12', 'L12 — top — $3'], ['L14', 'L14 — top — $3'], ['L15', 'L15 — bottom — $2'], ['L17', 'L17 — bottom — $2']];
const CURRENCIES = [['GBP', 'GBP (£)'], ['EUR', 'EUR (€)'], ['USD', 'USD ($)']];
const SLOTS = [['09:15', 'Morning slot'], ['13:00', 'Lunch slot'], ['18:30', 'Evening slot']];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

export function createSite() {
  let state;
  const each = (f) => Object.fromEntries(CLIMBERS.map(([k]) => [k, f(k)]));
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      gear: { pay: 'all', ...each(() => ({ shoe: 0, harness: false, chalk: 'none' })) },
      plan: { days: Object.fromEntries(DAYS.map(([k]) => [k, { sessions: 0, wall: 'cave' }])), remarks: '', status: 'new' },
      lockers: each(() => ''),
      signups: [],
      bookings: [
        { ref: 'PC-11', what: 'Intro class', from: '2027-03-14', to: '2027-03-16', status: 'confirmed' },
        { ref: 'PC-12', what: 'Rope course', from: '2027-04-02', to: '2027-04-02', status: 'waiting' },
        { ref: 'PC-13', what: 'Rope course', from: '2027-05-07', to: '2027-05-07', status: 'draft' },
      ],
      sessions: { morning: '2027-03-18', evening: '2027-03-18' },
      moves: [],
      topups: [],
      prefs: { level: 'beginner', days: ['tue', 'thu'] },
      log: [{ grade: '5b', date: '2027-01-10', attempts: 2, notes: 'Warm-up', share: false }],
    };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Pinecrest Climbing</title><style>
body{font-family:Arial,sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#35506b;color:#fff} header a{color:#fff} main{padding:18px 24px} table{border-collapse:collapse} td,th{border:1px solid #ccc;padding:6px}
</style></head><body><header><a href="/"><strong>Pinecrest Climbing</strong></a><a href="/party">Gear</a><a href="/week">Plan</a><a href="/lockers">Lockers</a><a href="/signup">Sign-up</a><a href="/bookings">Bookings</a><a href="/sessions">Sessions</a><a href="/topup">Top up</a><a href="/log">Log</a><a href="/prefs">Preferences</a></header><main>${body}</main></body></html>`;
  const dateText = (iso) => { const [y, m, d] = iso.split('-').map(Number); return `${d} ${['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'][m - 1]} ${y}`; };

  const partyPage = (q) => layout('Gear', `<h1>Party gear</h1>${q.saved ? '<p>Saved.</p>' : ''}<form method="post" action="/party">${CLIMBERS.map(([k, n]) => `<fieldset><legend>${n}</legend>
<p><label for="shoe-${k}">Shoe size</label> <input id="shoe-${k}" name="${k}-shoe" type="number" min="0" max="48" value="${state.gear[k].shoe || ''}"></p>
<p><label><input type="checkbox" name="${k}-harness" value="1"${state.gear[k].harness ? ' checked' : ''}> Rent a harness</label></p>
<p><label for="chalk-${k}">Chalk bag</label> <select id="chalk-${k}" name="${k}-chalk">${options(CHALK, state.gear[k].chalk)}</select></p></fieldset>`).join('')}
<fieldset><legend>Pay for</legend>${radios('pay', PAY, state.gear.pay)}</fieldset><button>Save gear</button></form>`);
  const weekPage = (q) => layout('Plan', `<h1>Weekly plan</h1>${q.saved ? `<p>${state.plan.status === 'draft' ? 'Draft kept.' : 'Plan saved.'}</p>` : ''}<form method="post" action="/week"><table><tbody>${DAYS.map(([k, n]) => `<tr><th>${n}</th><td><label for="s-${k}">Sessions</label> <input id="s-${k}" name="${k}-sessions" type="number" min="0" max="4" value="${state.plan.days[k].sessions || ''}"></td><td><label for="w-${k}">Wall</label> <select id="w-${k}" name="${k}-wall">${options(WALLS, state.plan.days[k].wall)}</select></td></tr>`).join('')}</tbody></table>
<p><label for="rem">Anything the coach should know?</label><br><textarea id="rem" name="remarks" rows="2" cols="40">${esc(state.plan.remarks)}</textarea></p><button name="action" value="save">Save plan</button> <button name="action" value="draft">Keep as draft</button></form>`);
  const lockersPage = (q) => layout('Lockers', `<h1>Lockers</h1>${q.saved ? '<p>Saved.</p>' : ''}<form method="post" action="/lockers">${CLIMBERS.map(([k, n]) => `<p><label for="lk-${k}">Locker for ${n}</label> <select id="lk-${k}" name="${k}">${options(LOCKERS, state.lockers[k])}</select></p>`).join('')}<button>Save lockers</button></form>`);
  const signupPage = (q) => layout('Sign-up', `<h1>Sign-up</h1>${q.error ? '<p role="alert">Pick a climber, give a phone for each, and agree to the rules.</p>' : ''}<form method="post" action="/signup">${CLIMBERS.map(([k, n]) => `<fieldset><legend>${n}</legend><p><label><input type="checkbox" name="who" value="${k}"> Sign up ${n}</label></p>
<p><label for="ph-${k}">Emergency phone</label> <input id="ph-${k}" name="phone-${k}" type="tel"></p></fieldset>`).join('')}<h2>Safety rules</h2><p>Always tie in with a figure-eight knot; never climb above a fallen climber.</p>
<p><label><input type="checkbox" name="rules" value="1"> I have read them and will follow them</label></p><fieldset><legend>Send the confirmation by</legend>${radios('by', [['email', 'Email'], ['sms', 'Text message']], 'email')}</fieldset><button>Sign up</button></form>`);
  const bookingsPage = () => layout('Bookings', `<h1>Bookings</h1><table><thead><tr><th>Ref</th><th>What</th><th>Dates</th><th>Status</th><th></th></tr></thead><tbody>${state.bookings.map((b) => {
    const act = b.status === 'confirmed' ? `<form method="post" action="/bookings/cancel"><input type="hidden" name="ref" value="${b.ref}"><button>Cancel</button></form>`
      : b.status === 'waiting' ? `<form method="post" action="/bookings/leave"><input type="hidden" name="ref" value="${b.ref}"><button>Leave queue</button></form>`
        : b.status === 'draft' ? `<a href="/bookings/${b.ref}">Edit</a>` : '';
    const dates = b.from === b.to ? dateText(b.from) : `${dateText(b.from).replace(/ \w+ \d+$/, '')}–${dateText(b.to)}`;
    return `<tr><td>${b.ref}</td><td>${b.what}</td><td>${dates}</td><td>${b.status[0].toUpperCase()}${b.status.slice(1)}</td><td>${act}</td></tr>`;
  }).join('')}</tbody></table>`);
  const sessionsPage = () => layout('Sessions', `<h1>Sessions</h1><table><tbody>${[['morning', 'Morning'], ['evening', 'Evening']].map(([k, n]) => `<tr><th>${n}</th><td>${dateText(state.sessions[k])}</td><td><a href="/gear-list?slot=${k}">Gear list</a> · <a href="/move?slot=${k}">Move session</a></td></tr>`).join('')}</tbody></table>`);
  const movePage = (q) => {
    const slot = q.slot === 'evening' ? 'evening' : 'morning';
    const date = ISO.test(q.date ?? '') ? q.date : '';
    const list = date ? `<table><tbody>${SLOTS.map(([t, n]) => `<tr><td>${n}</td><td>${t}</td><td><a href="/move/review?slot=${slot}&amp;date=${date}&amp;time=${t}">Pick</a></td></tr>`).join('')}</tbody></table>` : '';
    return layout('Move session', `<h1>Move the ${slot} session</h1><form method="get" action="/move"><input type="hidden" name="slot" value="${slot}"><p><label for="nd">New date</label> <input id="nd" name="date" type="date" value="${date}"></p><button>Check availability</button></form>${list}`);
  };
  const reviewPage = (q) => layout('Review', `<h1>Review the move</h1><p>${esc(q.date)} at ${esc(q.time)}</p><form method="post" action="/move"><input type="hidden" name="slot" value="${esc(q.slot)}"><input type="hidden" name="date" value="${esc(q.date)}"><input type="hidden" name="time" value="${esc(q.time)}"><button>Confirm move</button></form>`);
  const topupPage = (q) => layout('Top up', `<h1>Top up your card</h1>${q.done ? '<p>Done.</p>' : ''}<form method="post" action="/topup"><p><label for="amt">Amount</label> <input id="amt" name="amount" type="number" min="1" step="0.01"> <label for="cur">Currency</label> <select id="cur" name="currency">${options(CURRENCIES, 'GBP')}</select></p><button>Top up</button></form>`);

  const GRADES = [['5a', '5a'], ['5b', '5b'], ['6a', '6a'], ['6b', '6b']];
  const logPage = () => layout('Log', `<h1>Climb log</h1><p><a href="/log/new">New entry</a></p><table><tbody>${state.log.map((e) => `<tr><td>${e.date}</td><td>${e.grade}</td><td>${e.attempts}</td><td>${esc(e.notes)}</td></tr>`).join('')}</tbody></table>`);
  const logForm = () => layout('New entry', `<h1>New entry</h1><form method="post" action="/log/new"><p><label for="g">Route grade</label> <select id="g" name="grade">${options(GRADES, '5a')}</select></p>
<p><label for="dc">Date climbed</label> <input id="dc" name="date" type="date"></p><p><label for="at">Attempts</label> <input id="at" name="attempts" type="number" min="1" max="50"></p>
<p><label for="nt">Notes</label> <input id="nt" name="notes"></p><p><label><input type="checkbox" name="share" value="1"> Share with my group</label></p><button>Save entry</button></form>`);

  const WEEK = [['mon', 'Monday'], ['tue', 'Tuesday'], ['wed', 'Wednesday'], ['thu', 'Thursday'], ['fri', 'Friday'], ['sat', 'Saturday'], ['sun', 'Sunday']];
  const LEVELS = [['beginner', 'Beginner'], ['improver', 'Improver'], ['expert', 'Expert']];
  const prefsPage = (q) => layout('Preferences', `<h1>Preferences</h1>${q.saved ? '<p>Saved.</p>' : ''}<form method="post" action="/prefs"><fieldset><legend>Level</legend>${radios('level', LEVELS, state.prefs.level)}</fieldset>
<fieldset><legend>Climbing days</legend>${WEEK.map(([k, n]) => `<label><input type="checkbox" name="days" value="${k}"${state.prefs.days.includes(k) ? ' checked' : ''}> ${n}</label>`).join(' ')}</fieldset><button>Save preferences</button></form>`);

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const q = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const f = Object.fromEntries(params);
    if (method === 'POST') {
      switch (u.pathname) {
        case '/party':
          for (const [k] of CLIMBERS) state.gear[k] = { shoe: Number(f[`${k}-shoe`]) || 0, harness: f[`${k}-harness`] === '1', chalk: CHALK.some(([c]) => c === f[`${k}-chalk`]) ? f[`${k}-chalk`] : 'none' };
          state.gear.pay = PAY.some(([p]) => p === f.pay) ? f.pay : 'all';
          return { redirect: '/party?saved=1' };
        case '/week':
          for (const [k] of DAYS) state.plan.days[k] = { sessions: Number(f[`${k}-sessions`]) || 0, wall: WALLS.some(([w]) => w === f[`${k}-wall`]) ? f[`${k}-wall`] : 'cave' };
          state.plan.remarks = (f.remarks ?? '').trim();
          state.plan.status = f.action === 'draft' ? 'draft' : 'saved';
          return { redirect: '/week?saved=1' };
        case '/lockers':
          for (const [k] of CLIMBERS) state.lockers[k] = LOCKERS.some(([l]) => l && l === f[k]) ? f[k] : '';
          return { redirect: '/lockers?saved=1' };
        case '/signup': {
          const who = params.getAll('who').filter((k) => CLIMBERS.some(([c]) => c === k));
          if (!who.length || f.rules !== '1' || who.some((k) => !(f[`phone-${k}`] ?? '').trim())) return { redirect: '/signup?error=1' };
          state.signups.push({ who, phones: Object.fromEntries(who.map((k) => [k, f[`phone-${k}`].trim()])), by: f.by === 'sms' ? 'sms' : 'email' });
          return { redirect: '/signup/done' };
        }
        case '/bookings/cancel':
        case '/bookings/leave': {
          const b = state.bookings.find((x) => x.ref === f.ref);
          if (b && u.pathname.endsWith('cancel') && b.status === 'confirmed') b.status = 'cancelled';
          if (b && u.pathname.endsWith('leave') && b.status === 'waiting') b.status = 'left';
          return { redirect: '/bookings' };
        }
        case '/move':
          if ((f.slot === 'morning' || f.slot === 'evening') && ISO.test(f.date ?? '')) {
            state.sessions[f.slot] = f.date;
            state.moves.push({ slot: f.slot, date: f.date, time: f.time });
          }
          return { redirect: '/sessions' };
        case '/prefs':
          state.prefs = { level: LEVELS.some(([l]) => l === f.level) ? f.level : 'beginner', days: WEEK.map(([k]) => k).filter((k) => params.getAll('days').includes(k)) };
          return { redirect: '/prefs?saved=1' };
        case '/log/new':
          if (!ISO.test(f.date ?? '')) return { redirect: '/log/new' };
          state.log.push({ grade: GRADES.some(([g]) => g === f.grade) ? f.grade : '5a', date: f.date, attempts: Number(f.attempts) || 0, notes: (f.notes ?? '').trim(), share: f.share === '1' });
          return { redirect: '/log' };
        case '/topup':
          if (Number(f.amount) > 0) state.topups.push({ amount: Number(f.amount), currency: CURRENCIES.some(([c]) => c === f.currency) ? f.currency : 'GBP' });
          return { redirect: '/topup?done=1' };
        default:
          return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
      }
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    const edit = /^\/bookings\/(PC-\d+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Home', '<h1>Pinecrest Climbing</h1>');
    else if (u.pathname === '/party') html = partyPage(q);
    else if (u.pathname === '/week') html = weekPage(q);
    else if (u.pathname === '/lockers') html = lockersPage(q);
    else if (u.pathname === '/signup') html = signupPage(q);
    else if (u.pathname === '/signup/done') html = layout('Signed up', '<h1>You are signed up</h1>');
    else if (u.pathname === '/bookings') html = bookingsPage();
    else if (edit) html = layout(`Edit ${edit[1]}`, `<h1>Edit ${esc(edit[1])}</h1>`);
    else if (u.pathname === '/sessions') html = sessionsPage();
    else if (u.pathname === '/gear-list') html = layout('Gear list', `<h1>Gear list: ${q.slot === 'evening' ? 'evening' : 'morning'}</h1>`);
    else if (u.pathname === '/move') html = movePage(q);
    else if (u.pathname === '/move/review') html = reviewPage(q);
    else if (u.pathname === '/topup') html = topupPage(q);
    else if (u.pathname === '/log') html = logPage();
    else if (u.pathname === '/prefs') html = prefsPage(q);
    else if (u.pathname === '/log/new') html = logForm();
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query: q };
    return { html };
  }

  return {
    handle,
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
