// Riverside Leisure — gym membership / leisure centre member account (blind benchmark site, round 11).
const PLANS = [
  { id: 'off-peak', name: 'Off-Peak', monthly: 25, annual: 250, note: 'Gym weekdays 9am–4pm and weekends' },
  { id: 'standard', name: 'Standard', monthly: 35, annual: 350, note: 'Gym any time, classes at £4 each' },
  { id: 'premium', name: 'Premium', monthly: 49, annual: 490, note: 'Gym, pool, sauna and unlimited classes' },
];
const CENTRES = [
  { id: 'riverside', name: 'Riverside Centre', facilities: ['gym', 'pool', 'sauna', 'studio'], hours: '6am–10pm' },
  { id: 'hillview', name: 'Hillview Sports Hall', facilities: ['gym', 'courts', 'studio'], hours: '7am–9pm' },
  { id: 'parkside', name: 'Parkside Pool', facilities: ['pool', 'sauna'], hours: '6:30am–8pm' },
];
const CLASSES = [
  { id: 'c1', activity: 'yoga', name: 'Morning Yoga', centre: 'riverside', day: 'monday', time: '07:00', instructor: 'Alice' },
  { id: 'c2', activity: 'spin', name: 'Spin Express', centre: 'riverside', day: 'monday', time: '18:00', instructor: 'Marcus' },
  { id: 'c3', activity: 'pilates', name: 'Pilates Core', centre: 'hillview', day: 'tuesday', time: '12:30', instructor: 'Nina' },
  { id: 'c4', activity: 'hiit', name: 'HIIT Blast', centre: 'hillview', day: 'wednesday', time: '19:00', instructor: 'Marcus' },
  { id: 'c5', activity: 'aqua', name: 'Aqua Aerobics', centre: 'parkside', day: 'wednesday', time: '10:00', instructor: 'Jo' },
  { id: 'c6', activity: 'yoga', name: 'Evening Yoga Flow', centre: 'hillview', day: 'thursday', time: '19:30', instructor: 'Alice' },
  { id: 'c7', activity: 'spin', name: 'Spin Endurance', centre: 'hillview', day: 'friday', time: '07:30', instructor: 'Dev' },
  { id: 'c8', activity: 'zumba', name: 'Zumba Party', centre: 'riverside', day: 'saturday', time: '10:00', instructor: 'Carla' },
];
const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const cap = (s) => s[0].toUpperCase() + s.slice(1);

export function createSite() {
  let s;
  const reset = () => {
    s = { path: '/', query: {}, membership: { plan: 'standard', billing: 'monthly', homeCentre: 'riverside', frozen: null },
      profile: { name: 'Chris Morgan', email: 'chris.morgan@example.com', phone: '07700 900111', emergencyName: '', emergencyPhone: '' },
      preferences: { newsletter: true, smsReminders: false, locker: false }, bookings: ['c2'], guestPasses: [] };
  };
  reset();
  const page = (title, body) => ({ html: `<!doctype html><html><head><title>${esc(title)} – Riverside Leisure</title></head><body>
<header><a href="/">Riverside Leisure</a> <nav><a href="/account">My account</a> <a href="/membership">Membership</a> <a href="/classes">Class timetable</a> <a href="/my-bookings">My bookings</a> <a href="/centres">Centres</a> <a href="/guest-pass">Guest passes</a> <a href="/profile">Personal details</a> <a href="/preferences">Preferences</a></nav></header>
<main><h1>${esc(title)}</h1>${body}</main></body></html>` });
  const opt = (v, cur, l) => `<option value="${v}"${cur === v ? ' selected' : ''}>${esc(l ?? v)}</option>`;
  const plan = (id) => PLANS.find((p) => p.id === id);
  const cls = (id) => CLASSES.find((c) => c.id === id);
  const cname = (id) => CENTRES.find((c) => c.id === id).name;

  function get(path, q) {
    if (path === '/') return page('Welcome back, ' + s.profile.name.split(' ')[0], `<p><a href="/account">Go to my account</a></p><p>Three centres, one membership.</p>`);
    if (path === '/account') {
      const m = s.membership, p = plan(m.plan);
      return page('My account', `<p>Member: ${esc(s.profile.name)} (no. RL-48213)</p><p>Plan: ${p.name}, billed ${m.billing} (£${m.billing === 'monthly' ? p.monthly + ' a month' : p.annual + ' a year'})</p><p>Home centre: ${cname(m.homeCentre)}</p><p>Status: ${m.frozen ? `frozen for ${m.frozen.months} month(s)` : 'active'}</p>
<p>Upcoming classes: ${s.bookings.length}</p><ul><li><a href="/membership">Manage membership</a></li><li><a href="/membership/freeze">Freeze membership</a></li><li><a href="/profile">Edit personal details</a></li></ul>`);
    }
    if (path === '/membership') {
      const m = s.membership;
      return page('Membership', `<table><tr><th>Plan</th><th>Monthly</th><th>Annual</th><th>Includes</th></tr>${PLANS.map((p) => `<tr><td>${p.name}${p.id === m.plan ? ' (your plan)' : ''}</td><td>£${p.monthly}</td><td>£${p.annual}</td><td>${p.note}</td></tr>`).join('')}</table>
<form action="/membership/change" method="post"><label>Plan <select name="plan">${PLANS.map((p) => opt(p.id, m.plan, p.name)).join('')}</select></label>
<fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly"${m.billing === 'monthly' ? ' checked' : ''}> Monthly</label><label><input type="radio" name="billing" value="annual"${m.billing === 'annual' ? ' checked' : ''}> Annual</label></fieldset>
<label>Home centre <select name="homeCentre">${CENTRES.map((c) => opt(c.id, m.homeCentre, c.name)).join('')}</select></label><button>Save membership changes</button></form><p><a href="/membership/freeze">Freeze my membership</a></p>`);
    }
    if (path === '/membership/freeze') {
      return page('Freeze membership', s.membership.frozen ? `<p>Your membership is frozen for ${s.membership.frozen.months} month(s).</p><form action="/membership/unfreeze" method="post"><button>Unfreeze now</button></form>` : `<form action="/membership/freeze" method="post"><label>How long <select name="months">${['1', '2', '3'].map((v) => opt(v, '', v + ' month' + (v === '1' ? '' : 's'))).join('')}</select></label>
<label>Reason <select name="reason"><option value="">Choose a reason</option>${['injury', 'travel', 'pregnancy', 'other'].map((v) => opt(v, '', cap(v))).join('')}</select></label><button>Freeze membership</button></form>`);
    }
    if (path === '/profile') {
      const p = s.profile;
      return page('Personal details', `<form action="/profile" method="post"><label>Full name <input name="name" value="${esc(p.name)}"></label><label>Email <input name="email" type="email" value="${esc(p.email)}"></label><label>Phone <input name="phone" value="${esc(p.phone)}"></label>
<fieldset><legend>Emergency contact</legend><label>Contact name <input name="emergencyName" value="${esc(p.emergencyName)}"></label><label>Contact phone <input name="emergencyPhone" value="${esc(p.emergencyPhone)}"></label></fieldset><button>Save details</button></form>`);
    }
    if (path === '/preferences') {
      const p = s.preferences;
      const cb = (n, l) => `<label><input type="checkbox" name="${n}" value="on"${p[n] ? ' checked' : ''}> ${l}</label>`;
      return page('Preferences', `<form action="/preferences" method="post">${cb('newsletter', 'Email newsletter')}${cb('smsReminders', 'Text reminders before classes')}${cb('locker', 'Rent a locker (£5 a month)')}<button>Save preferences</button></form>`);
    }
    if (path === '/classes') {
      const list = CLASSES.filter((c) => (!q.day || c.day === q.day) && (!q.centre || c.centre === q.centre) && (!q.activity || c.activity === q.activity));
      return page('Class timetable', `<form action="/classes" method="get"><label>Day <select name="day"><option value="">Any day</option>${['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'].map((d) => opt(d, q.day, cap(d))).join('')}</select></label>
<label>Centre <select name="centre"><option value="">All centres</option>${CENTRES.map((c) => opt(c.id, q.centre, c.name)).join('')}</select></label>
<label>Activity <select name="activity"><option value="">All activities</option>${['yoga', 'spin', 'pilates', 'hiit', 'aqua', 'zumba'].map((a) => opt(a, q.activity, a === 'hiit' ? 'HIIT' : cap(a))).join('')}</select></label><button>Show classes</button></form>
<table><tr><th>Class</th><th>Day</th><th>Time</th><th>Centre</th><th>Instructor</th><th></th></tr>${list.map((c) => `<tr><td>${c.name}</td><td>${cap(c.day)}</td><td>${c.time}</td><td>${cname(c.centre)}</td><td>${c.instructor}</td><td>${s.bookings.includes(c.id) ? 'Booked' : `<form action="/classes/book" method="post"><input type="hidden" name="classId" value="${c.id}"><button>Book ${c.name}</button></form>`}</td></tr>`).join('') || '<tr><td colspan="6">No classes match.</td></tr>'}</table>`);
    }
    if (path === '/my-bookings') return page('My bookings', s.bookings.length ? `<ul>${s.bookings.map((id) => { const c = cls(id); return `<li>${c.name}, ${cap(c.day)} ${c.time} at ${cname(c.centre)} <form action="/my-bookings/cancel" method="post"><input type="hidden" name="classId" value="${id}"><button>Cancel ${c.name}</button></form></li>`; }).join('')}</ul>` : '<p>No classes booked.</p>');
    if (path === '/centres') {
      const list = CENTRES.filter((c) => !q.facility || c.facilities.includes(q.facility));
      return page('Our centres', `<form action="/centres" method="get"><label>Facility <select name="facility"><option value="">Any</option>${['gym', 'pool', 'sauna', 'studio', 'courts'].map((f) => opt(f, q.facility, cap(f))).join('')}</select></label><button>Find</button></form><ul>${list.map((c) => `<li><a href="/centres/${c.id}">${c.name}</a> — ${c.facilities.join(', ')}</li>`).join('')}</ul>`);
    }
    const cm = path.match(/^\/centres\/([a-z]+)$/);
    if (cm) { const c = CENTRES.find((x) => x.id === cm[1]); if (!c) return { status: 404 }; return page(c.name, `<p>Open ${c.hours}, every day.</p><p>Facilities: ${c.facilities.join(', ')}</p><p><a href="/classes?centre=${c.id}">Classes at ${c.name}</a></p>`); }
    if (path === '/guest-pass') return page('Guest passes', `<p>Bring a friend for £6 per visit.</p><ul>${s.guestPasses.map((g) => `<li>${esc(g.guest)} on ${g.date} at ${cname(g.centre)}</li>`).join('')}</ul>
<form action="/guest-pass" method="post"><label>Guest's name <input name="guest"></label><label>Visit date <input name="date" type="date"></label><label>Centre <select name="centre">${CENTRES.map((c) => opt(c.id, s.membership.homeCentre, c.name)).join('')}</select></label><button>Buy guest pass</button></form>`);
    return { status: 404 };
  }

  function post(path, b) {
    if (path === '/membership/change') {
      if (!plan(b.plan) || !['monthly', 'annual'].includes(b.billing)) return { status: 400 };
      s.membership = { ...s.membership, plan: b.plan, billing: b.billing, homeCentre: CENTRES.some((c) => c.id === b.homeCentre) ? b.homeCentre : s.membership.homeCentre };
      return { redirect: '/account' };
    }
    if (path === '/membership/freeze') {
      if (!['1', '2', '3'].includes(String(b.months)) || !b.reason) return { status: 400 };
      s.membership = { ...s.membership, frozen: { months: Number(b.months), reason: b.reason } };
      return { redirect: '/account' };
    }
    if (path === '/membership/unfreeze') { s.membership = { ...s.membership, frozen: null }; return { redirect: '/account' }; }
    if (path === '/profile') {
      if (!b.name || !b.email) return { status: 400 };
      s.profile = { name: b.name.trim(), email: b.email.trim(), phone: (b.phone || '').trim(), emergencyName: (b.emergencyName || '').trim(), emergencyPhone: (b.emergencyPhone || '').trim() };
      return { redirect: '/account' };
    }
    if (path === '/preferences') {
      s.preferences = { newsletter: b.newsletter === 'on', smsReminders: b.smsReminders === 'on', locker: b.locker === 'on' };
      return { redirect: '/preferences' };
    }
    if (path === '/classes/book') { if (!cls(b.classId)) return { status: 400 }; if (!s.bookings.includes(b.classId)) s.bookings.push(b.classId); return { redirect: '/my-bookings' }; }
    if (path === '/my-bookings/cancel') { s.bookings = s.bookings.filter((x) => x !== b.classId); return { redirect: '/my-bookings' }; }
    if (path === '/guest-pass') {
      if (!b.guest || !/^\d{4}-\d{2}-\d{2}$/.test(b.date || '')) return { status: 400 };
      s.guestPasses.push({ guest: b.guest.trim(), date: b.date, centre: b.centre || s.membership.homeCentre });
      return { redirect: '/guest-pass' };
    }
    return { status: 404 };
  }

  return {
    handle(method, url, body = {}) {
      const u = new URL(url, 'http://127.0.0.1');
      const q = Object.fromEntries(u.searchParams);
      if (typeof body === 'string') body = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') return post(u.pathname, body || {});
      const r = get(u.pathname, q);
      if (r.html) { s.path = u.pathname; s.query = q; }
      return r;
    },
    state: () => clone(s),
    restore(st) { s = clone(st); },
    reset,
  };
}
