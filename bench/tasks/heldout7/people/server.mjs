/**
 * "Oakridge People", an employee self-service portal for the short-task benchmark (tasks/heldout7,
 * written blind): a dashboard of links and leave balances; a time-off request (a Leave type menu,
 * First day / Last day dates, "How much of the day?" radios, a cover menu of colleagues, a comment,
 * a pre-ticked "Let my team know" box, and two buttons, "Submit request" and "Save as draft"); My
 * leave as table rows whose action depends on the status (Cancel when approved, Withdraw when
 * pending, Edit and Delete for a draft); a weekly timesheet (a row per weekday with the same two
 * controls, Hours and Project, notes, "Save draft" and "Submit for approval"); expenses (a list and
 * a claim form: type, date, amount, currency, purpose, a receipt box, a recharge box with a client
 * menu); benefits (a pension slider, health-cover radios, three boxes, a number of holiday days to
 * buy); a profile (preferred name, work-pattern radios, office-day boxes, a desk menu); training
 * courses as rows with a Session menu and Book (or "Join waitlist" when full) each. Every form
 * reaches the server, so `state()` tells what the helper did.
 */
const TYPES = [
  ['annual', 'Annual leave'],
  ['sick', 'Sick leave'],
  ['toil', 'Time off in lieu (TOIL)'],
  ['compassionate', 'Compassionate leave'],
  ['unpaid', 'Unpaid leave'],
  ['parental', 'Parental leave'],
];
const PARTS = [
  ['full', 'Full day(s)'],
  ['morning', 'Morning only'],
  ['afternoon', 'Afternoon only'],
];
const COVER = [
  ['', 'No cover needed'],
  ['priya', 'Priya Nair'],
  ['tom', 'Tom Becker'],
  ['ana', 'Ana Silva'],
  ['luis', 'Luis Ortega'],
];
const DAYS = [
  ['mon', 'Monday 23 November', 'Monday'],
  ['tue', 'Tuesday 24 November', 'Tuesday'],
  ['wed', 'Wednesday 25 November', 'Wednesday'],
  ['thu', 'Thursday 26 November', 'Thursday'],
  ['fri', 'Friday 27 November', 'Friday'],
];
const PROJECTS = [
  ['apollo', 'Apollo migration'],
  ['harlow', 'Client: Harlow & Co'],
  ['internal', 'Internal meetings'],
  ['training', 'Training'],
];
const EXPENSE_TYPES = [
  ['', 'Choose a type'],
  ['travel', 'Travel'],
  ['meals', 'Meals and entertainment'],
  ['hotel', 'Hotel'],
  ['equipment', 'Equipment'],
  ['training', 'Training and books'],
];
const CURRENCIES = [
  ['GBP', 'GBP (£)'],
  ['EUR', 'EUR (€)'],
  ['USD', 'USD ($)'],
];
const CLIENTS = [
  ['', 'Choose a client'],
  ['harlow', 'Harlow & Co'],
  ['minted', 'Minted Ltd'],
  ['vantage', 'Vantage Group'],
];
const HEALTH = [
  ['core', 'Core (free)'],
  ['dental', 'Core plus dental (£8 a month)'],
  ['family', 'Family cover (£35 a month)'],
];
const PATTERNS = [
  ['office', 'In the office'],
  ['hybrid', 'Hybrid'],
  ['remote', 'Fully remote'],
];
const DESKS = [
  ['north2', 'Floor 2 – North'],
  ['south2', 'Floor 2 – South'],
  ['quiet3', 'Floor 3 – Quiet zone'],
  ['hot', 'Hot desk (book daily)'],
];
// id, name, length, sessions [key, label], full
const COURSES = [
  ['fire', 'Fire safety refresher', '1 hour, online', [['2026-12-01', 'Tue 1 December 2026, 10:00'], ['2026-12-08', 'Tue 8 December 2026, 14:00']], false],
  ['excel', 'Excel for analysts', '1 day', [['2026-12-02', 'Wed 2 December 2026'], ['2026-12-16', 'Wed 16 December 2026']], false],
  ['conversations', 'Managing difficult conversations', 'Half day', [['2026-12-10', 'Thu 10 December 2026 (full)']], true],
  ['firstaid', 'First aid at work', '3 days', [['2026-12-09', '9–11 December 2026'], ['2027-01-13', '13–15 January 2027']], false],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ISO = /^\d{4}-\d{2}-\d{2}$/;

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join('<br>');
const hidden = (name, value) => `<input type="hidden" name="${name}" value="${esc(value)}">`;
const label = (list, k) => list.find(([x]) => x === k)?.[1] ?? '';
const day = (iso) => {
  const [y, m, d] = iso.split('-').map(Number);
  return { y, m: MONTHS[m - 1], d };
};
const span = (from, to) => {
  const a = day(from);
  const b = day(to);
  if (from === to) return `${a.d} ${a.m} ${a.y}`;
  if (a.y === b.y && a.m === b.m) return `${a.d}–${b.d} ${a.m} ${a.y}`;
  return `${a.d} ${a.m} ${a.y} – ${b.d} ${b.m} ${b.y}`;
};

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      leave: [
        { ref: 'LV-301', type: 'annual', from: '2026-12-24', to: '2026-12-31', part: 'full', cover: 'priya', comment: '', notifyTeam: true, status: 'approved' },
        { ref: 'LV-302', type: 'annual', from: '2027-01-15', to: '2027-01-15', part: 'full', cover: '', comment: 'Dentist and errands', notifyTeam: true, status: 'pending' },
        { ref: 'LV-303', type: 'toil', from: '2026-12-11', to: '2026-12-11', part: 'afternoon', cover: '', comment: '', notifyTeam: true, status: 'draft' },
      ],
      timesheet: {
        days: { mon: { hours: 7.5, project: 'apollo' }, tue: { hours: 7.5, project: 'apollo' }, wed: { hours: 7.5, project: 'apollo' }, thu: { hours: 0, project: 'apollo' }, fri: { hours: 0, project: 'apollo' } },
        notes: '',
        status: 'draft',
      },
      expenses: [
        { ref: 'EX-88', type: 'travel', date: '2026-11-10', amount: 42.5, currency: 'GBP', purpose: 'Train to Leeds', receipt: true, client: '', status: 'approved' },
        { ref: 'EX-89', type: 'equipment', date: '2026-11-17', amount: 19.99, currency: 'GBP', purpose: 'USB-C adapter', receipt: true, client: '', status: 'submitted' },
      ],
      benefits: { pension: 5, health: 'core', cycle: false, gym: true, life: false, buyDays: 0 },
      profile: { preferredName: 'Sam', pattern: 'office', officeDays: ['mon', 'tue', 'wed', 'thu', 'fri'], desk: 'north2' },
      training: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Oakridge People</title><style>
body{font-family:"Segoe UI",Arial,sans-serif;margin:0;color:#1c2a24} header{display:flex;gap:20px;align-items:center;padding:12px 26px;background:#2f6b4f;color:#fff} header a{color:#fff}
main{padding:20px 26px;max-width:1000px} table{border-collapse:collapse} td,th{border-bottom:1px solid #d6e2db;padding:7px 10px;text-align:left;vertical-align:top} .note{background:#eef6f1;padding:8px}
.tiles{display:grid;grid-template-columns:repeat(3,220px);gap:12px;list-style:none;padding:0} .tiles a{display:block;padding:18px;border:1px solid #cfe0d6;border-radius:8px}
</style></head><body><header><a href="/"><strong>Oakridge People</strong></a><nav aria-label="Main"><a href="/leave">My leave</a> <a href="/timesheet">Timesheet</a> <a href="/expenses">Expenses</a> <a href="/benefits">Benefits</a> <a href="/training">Training</a> <a href="/profile">Profile</a></nav><span>Sam Adeyemi</span></header><main>${body}</main></body></html>`;

  function home() {
    const annualLeft = 14.5;
    return layout('Home', `<h1>Good morning, ${esc(state.profile.preferredName)}</h1><p>Annual leave left this year: ${annualLeft} days · Time off in lieu: 6 hours</p>
<ul class="tiles"><li><a href="/leave/new">Request time off</a></li><li><a href="/leave">See my leave</a></li><li><a href="/timesheet">Fill in my timesheet</a></li><li><a href="/expenses/new">Claim an expense</a></li><li><a href="/benefits">Choose benefits</a></li><li><a href="/training">Book training</a></li></ul>
<p>Requests need at least two weeks' notice, except sick and compassionate leave.</p>`);
  }

  function leaveForm(l, query) {
    const action = l ? `/leave/${l.ref}/edit` : '/leave/new';
    return layout(l ? `Edit ${l.ref}` : 'Request time off', `<h1>${l ? `Edit draft ${l.ref}` : 'Request time off'}</h1>${query.error ? '<p class="note">Choose a leave type and a first day.</p>' : ''}<form method="post" action="${action}">
<p><label for="type">Leave type</label> <select id="type" name="type">${options([['', 'Choose…'], ...TYPES], l?.type ?? '')}</select></p>
<p><label for="from">First day</label> <input id="from" name="from" type="date" value="${l?.from ?? ''}"> <label for="to">Last day</label> <input id="to" name="to" type="date" value="${l?.to ?? ''}"> (leave the last day empty for a single day)</p>
<fieldset><legend>How much of the day?</legend>${radios('part', PARTS, l?.part ?? 'full')}</fieldset>
<p><label for="cover">Who will cover for you?</label> <select id="cover" name="cover">${options(COVER, l?.cover ?? '')}</select></p>
<p><label for="comment">Comment for your manager (optional)</label><br><textarea id="comment" name="comment" rows="3" cols="44">${esc(l?.comment ?? '')}</textarea></p>
<p><label><input type="checkbox" name="notify" value="1"${l?.notifyTeam ?? true ? ' checked' : ''}> Let my team know in the team calendar</label></p>
<button name="action" value="submit">Submit request</button> <button name="action" value="draft">Save as draft</button> <a href="/leave">Cancel</a></form>`);
  }

  function leaveList() {
    const rows = state.leave
      .map((l) => {
        const act =
          l.status === 'approved'
            ? `<form method="post" action="/leave/cancel">${hidden('ref', l.ref)}<button>Cancel</button></form>`
            : l.status === 'pending'
              ? `<form method="post" action="/leave/withdraw">${hidden('ref', l.ref)}<button>Withdraw</button></form>`
              : l.status === 'draft'
                ? `<a href="/leave/${l.ref}/edit">Edit</a> <form method="post" action="/leave/delete">${hidden('ref', l.ref)}<button>Delete</button></form>`
                : '';
        return `<tr><td>${l.ref}</td><td>${label(TYPES, l.type)}</td><td>${span(l.from, l.to)}${l.part !== 'full' ? ` (${label(PARTS, l.part).toLowerCase()})` : ''}</td><td>${l.status[0].toUpperCase()}${l.status.slice(1)}</td><td>${act}</td></tr>`;
      })
      .join('');
    return layout('My leave', `<h1>My leave</h1><p><a href="/leave/new">Request time off</a></p><table><thead><tr><th>Reference</th><th>Type</th><th>Dates</th><th>Status</th><th></th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function timesheetPage(query) {
    const t = state.timesheet;
    const rows = DAYS.map(([k, text]) => `<tr><th>${text}</th><td><label for="h-${k}">Hours</label> <input id="h-${k}" name="${k}-hours" type="number" min="0" max="12" step="0.5" value="${t.days[k].hours || ''}"></td>
<td><label for="p-${k}">Project</label> <select id="p-${k}" name="${k}-project">${options(PROJECTS, t.days[k].project)}</select></td></tr>`).join('');
    const total = DAYS.reduce((n, [k]) => n + t.days[k].hours, 0);
    return layout('Timesheet', `<h1>Timesheet: week of 23 November 2026</h1>${query.saved ? `<p class="note">${t.status === 'submitted' ? 'Submitted for approval.' : 'Draft saved.'}</p>` : ''}<p>Status: ${t.status === 'submitted' ? 'Submitted' : 'Draft'} · ${total} hours</p>
<form method="post" action="/timesheet"><table><tbody>${rows}</tbody></table><p><label for="tnotes">Notes for your manager</label><br><textarea id="tnotes" name="notes" rows="2" cols="44">${esc(t.notes)}</textarea></p>
<button name="action" value="draft">Save draft</button> <button name="action" value="submit">Submit for approval</button></form>`);
  }

  function expensesList() {
    const rows = state.expenses.map((e) => `<tr><td>${e.ref}</td><td>${label(EXPENSE_TYPES, e.type)}</td><td>${e.date}</td><td>${e.amount.toFixed(2)} ${e.currency}</td><td>${esc(e.purpose)}</td><td>${e.status[0].toUpperCase()}${e.status.slice(1)}</td></tr>`).join('');
    return layout('Expenses', `<h1>Expenses</h1><p><a href="/expenses/new">New claim</a></p><table><thead><tr><th>Reference</th><th>Type</th><th>Date</th><th>Amount</th><th>For</th><th>Status</th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  function expenseForm(query) {
    return layout('New expense claim', `<h1>New expense claim</h1>${query.error ? '<p class="note">Fill in the type, date, amount and what it was for.</p>' : ''}<form method="post" action="/expenses/new">
<p><label for="etype">Expense type</label> <select id="etype" name="type">${options(EXPENSE_TYPES, '')}</select></p>
<p><label for="edate">Date of expense</label> <input id="edate" name="date" type="date"></p>
<p><label for="amount">Amount</label> <input id="amount" name="amount" type="number" min="0.01" step="0.01"> <label for="currency">Currency</label> <select id="currency" name="currency">${options(CURRENCIES, 'GBP')}</select></p>
<p><label for="purpose">What was it for?</label> <input id="purpose" name="purpose" size="40"></p>
<p><label><input type="checkbox" name="receipt" value="1"> I have a receipt</label></p>
<p><label><input type="checkbox" name="recharge" value="1"> Recharge to a client</label> <label for="client">Client</label> <select id="client" name="client">${options(CLIENTS, '')}</select></p>
<button>Submit claim</button> <a href="/expenses">Cancel</a></form>`);
  }

  function benefitsPage(query) {
    const b = state.benefits;
    const box = (name, text, on) => `<p><label><input type="checkbox" name="${name}" value="1"${on ? ' checked' : ''}> ${esc(text)}</label></p>`;
    return layout('Benefits', `<h1>Your benefits</h1>${query.saved ? '<p class="note">Your choices are saved.</p>' : ''}<form method="post" action="/benefits">
<p><label for="pension">Your pension contribution (% of salary)</label> <input id="pension" name="pension" type="range" min="3" max="15" step="1" value="${b.pension}"> <output for="pension">${b.pension}%</output></p>
<fieldset><legend>Health cover</legend>${radios('health', HEALTH, b.health)}</fieldset>
${box('cycle', 'Cycle to work scheme', b.cycle)}${box('gym', 'Gym discount', b.gym)}${box('life', 'Extra life cover (4× salary)', b.life)}
<p><label for="buy">Extra holiday days to buy (£120 a day)</label> <input id="buy" name="buyDays" type="number" min="0" max="5" value="${b.buyDays}"></p>
<button>Save my choices</button></form>`);
  }

  function profilePage(query) {
    const p = state.profile;
    return layout('Profile', `<h1>Profile</h1>${query.saved ? '<p class="note">Profile saved.</p>' : ''}<form method="post" action="/profile">
<p><label for="pname">Preferred name</label> <input id="pname" name="preferredName" value="${esc(p.preferredName)}"></p>
<fieldset><legend>Work pattern</legend>${radios('pattern', PATTERNS, p.pattern)}</fieldset>
<fieldset><legend>Office days</legend>${DAYS.map(([k, , name]) => `<label><input type="checkbox" name="officeDays" value="${k}"${p.officeDays.includes(k) ? ' checked' : ''}> ${name}</label>`).join(' ')}</fieldset>
<p><label for="desk">Desk</label> <select id="desk" name="desk">${options(DESKS, p.desk)}</select></p><button>Save profile</button></form>`);
  }

  function trainingPage() {
    const rows = COURSES.map(([k, name, len, sessions, full]) => {
      const mine = state.training.find((t) => t.course === k);
      const act = mine
        ? `${mine.status === 'waitlist' ? 'On the waitlist' : 'Booked'}: ${label(sessions, mine.session)}`
        : `<form method="post" action="/training">${hidden('course', k)}<label for="s-${k}">Session</label> <select id="s-${k}" name="session">${options(sessions, sessions[0][0])}</select> <button>${full ? 'Join waitlist' : 'Book'}</button></form>`;
      return `<tr><td>${esc(name)}</td><td>${len}</td><td>${act}</td></tr>`;
    }).join('');
    return layout('Training', `<h1>Training courses</h1><table><thead><tr><th>Course</th><th>Length</th><th>Book a place</th></tr></thead><tbody>${rows}</tbody></table>`);
  }

  const saveLeave = (form, existing) => {
    if (!TYPES.some(([k]) => k === form.type) || !ISO.test(form.from ?? '')) return null;
    const to = ISO.test(form.to ?? '') ? form.to : form.from;
    const l = existing ?? { ref: `LV-${301 + state.leave.length}` };
    Object.assign(l, { type: form.type, from: form.from, to: to < form.from ? form.from : to, part: PARTS.some(([k]) => k === form.part) ? form.part : 'full', cover: COVER.some(([k]) => k === form.cover) ? form.cover : '', comment: (form.comment ?? '').trim(), notifyTeam: form.notify === '1', status: form.action === 'draft' ? 'draft' : 'pending' });
    if (!existing) state.leave.push(l);
    return l;
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    const editRe = /^\/leave\/(LV-\d+)\/edit$/;
    const draftOf = (ref) => state.leave.find((l) => l.ref === ref && l.status === 'draft');
    if (method === 'POST') {
      const edit = editRe.exec(u.pathname);
      const find = () => state.leave.find((l) => l.ref === form.ref);
      switch (u.pathname) {
        case '/leave/new':
          return { redirect: saveLeave(form) ? '/leave' : '/leave/new?error=1' };
        case '/leave/cancel':
          if (find()?.status === 'approved') find().status = 'cancelled';
          return { redirect: '/leave' };
        case '/leave/withdraw':
          if (find()?.status === 'pending') find().status = 'withdrawn';
          return { redirect: '/leave' };
        case '/leave/delete':
          if (find()?.status === 'draft') state.leave = state.leave.filter((l) => l.ref !== form.ref);
          return { redirect: '/leave' };
        case '/timesheet': {
          for (const [k] of DAYS)
            state.timesheet.days[k] = { hours: Math.min(12, Math.max(0, Math.round(Number(form[`${k}-hours`]) * 2) / 2 || 0)), project: PROJECTS.some(([p]) => p === form[`${k}-project`]) ? form[`${k}-project`] : 'apollo' };
          state.timesheet.notes = (form.notes ?? '').trim();
          state.timesheet.status = form.action === 'submit' ? 'submitted' : 'draft';
          return { redirect: '/timesheet?saved=1' };
        }
        case '/expenses/new': {
          const amount = Number(form.amount);
          if (!EXPENSE_TYPES.some(([k]) => k && k === form.type) || !ISO.test(form.date ?? '') || !(amount > 0) || !(form.purpose ?? '').trim()) return { redirect: '/expenses/new?error=1' };
          const recharge = form.recharge === '1' && CLIENTS.some(([k]) => k && k === form.client);
          state.expenses.push({ ref: `EX-${88 + state.expenses.length}`, type: form.type, date: form.date, amount: Math.round(amount * 100) / 100, currency: CURRENCIES.some(([k]) => k === form.currency) ? form.currency : 'GBP', purpose: form.purpose.trim(), receipt: form.receipt === '1', client: recharge ? form.client : '', status: 'submitted' });
          return { redirect: '/expenses' };
        }
        case '/benefits':
          state.benefits = {
            pension: Math.min(15, Math.max(3, Math.round(Number(form.pension)) || 5)),
            health: HEALTH.some(([k]) => k === form.health) ? form.health : 'core',
            cycle: form.cycle === '1',
            gym: form.gym === '1',
            life: form.life === '1',
            buyDays: Math.min(5, Math.max(0, Math.floor(Number(form.buyDays)) || 0)),
          };
          return { redirect: '/benefits?saved=1' };
        case '/profile':
          state.profile = {
            preferredName: (form.preferredName ?? '').trim() || state.profile.preferredName,
            pattern: PATTERNS.some(([k]) => k === form.pattern) ? form.pattern : 'office',
            officeDays: DAYS.map(([k]) => k).filter((k) => params.getAll('officeDays').includes(k)),
            desk: DESKS.some(([k]) => k === form.desk) ? form.desk : 'north2',
          };
          return { redirect: '/profile?saved=1' };
        case '/training': {
          const c = COURSES.find(([k]) => k === form.course);
          if (!c || !c[3].some(([s]) => s === form.session) || state.training.some((t) => t.course === c[0])) return { status: 400, html: 'Bad request' };
          state.training.push({ course: c[0], session: form.session, status: c[4] ? 'waitlist' : 'booked' });
          return { redirect: '/training' };
        }
        default:
          if (edit && draftOf(edit[1])) return { redirect: saveLeave(form, draftOf(edit[1])) ? '/leave' : `/leave/${edit[1]}/edit?error=1` };
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const edit = editRe.exec(u.pathname);
    if (u.pathname === '/') html = home();
    else if (u.pathname === '/leave') html = leaveList();
    else if (u.pathname === '/leave/new') html = leaveForm(null, query);
    else if (edit && draftOf(edit[1])) html = leaveForm(draftOf(edit[1]), query);
    else if (u.pathname === '/timesheet') html = timesheetPage(query);
    else if (u.pathname === '/expenses') html = expensesList();
    else if (u.pathname === '/expenses/new') html = expenseForm(query);
    else if (u.pathname === '/benefits') html = benefitsPage(query);
    else if (u.pathname === '/profile') html = profilePage(query);
    else if (u.pathname === '/training') html = trainingPage();
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, leave requests, the timesheet, expense claims, benefits, profile and training places. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
