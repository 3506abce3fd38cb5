/**
 * "Brightwatt Energy", an energy supplier's customer account for the short-task benchmark
 * (tasks/heldout5, written blind): meter readings (two number boxes and a date), tariffs as
 * repeated cards (a "Green energy only" box and a "Sort by" menu that reload the list, a "Choose
 * this tariff" link per card) and a switch page (a "Switch date" menu, Fuel radios, a required
 * terms box, "Confirm switch"), Direct Debit (a "Monthly amount" slider, a "Payment day" menu, a
 * review box), moving home (date, new address, final reading, a "take us with you" box),
 * contact preferences (four boxes, a mobile number, a contact-time menu) and a power-cut report
 * (postcode, Yes / No / Not sure radios, a medical-equipment box, a phone). Every form reaches
 * the server, so `state()` tells what the helper did.
 */
// id, name, unit rate (p/kWh), standing charge (p/day), green, exit fee ($), in recommended order
const TARIFFS = [
  ['green-fixed-12', 'Green Fixed 12', 26.0, 51, true, 50],
  ['fixed-24', 'Fixed 24 Months', 25.3, 55, false, 75],
  ['flexible', 'Flexible', 27.4, 49, false, 0],
  ['fixed-12', 'Fixed 12 Months', 24.1, 53, false, 50],
  ['green-flexible', 'Green Flexible', 25.8, 52, true, 0],
].map(([id, name, rate, standing, green, exit]) => ({ id, name, rate, standing, green, exit }));
const SWITCH_DATES = [
  ['2026-12-01', '1 December 2026'],
  ['2027-01-01', '1 January 2027'],
];
const FUELS = [
  ['dual', 'Electricity and gas'],
  ['electricity', 'Electricity only'],
];
const PAY_DAYS = [1, 8, 15, 22, 28];
const ordinal = (n) => `${n}${n === 1 || n === 21 ? 'st' : n === 2 || n === 22 ? 'nd' : n === 3 ? 'rd' : 'th'}`;
const CONTACT_TIMES = [
  ['any', 'Any time'],
  ['mornings', 'Mornings'],
  ['afternoons', 'Afternoons'],
  ['evenings', 'Evenings'],
];
const STREET = [
  ['yes', 'Yes'],
  ['no', 'No'],
  ['unsure', 'Not sure'],
];
const TODAY = '2026-11-25';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join(' ');
const box = (name, label, on) => `<p><label><input type="checkbox" name="${name}" value="on"${on ? ' checked' : ''}> ${esc(label)}</label></p>`;
const num = (v) => (v === undefined || String(v).trim() === '' ? null : Number(v));

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      readings: [],
      tariff: null,
      debit: { amount: 90, day: 8, review: true },
      moves: [],
      prefs: { billsByEmail: true, tips: true, partners: false, textOutages: false, mobile: '', contactTime: 'any' },
      outages: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Brightwatt Energy</title><style>
body{font-family:'Trebuchet MS',sans-serif;margin:0;color:#222} header{display:flex;gap:18px;align-items:center;padding:10px 24px;background:#3b1f6e;color:#fff} header a{color:#fff}
main{padding:20px 24px;max-width:860px} .cards{display:grid;grid-template-columns:repeat(3,240px);gap:14px;list-style:none;padding:0} .card{border:1px solid #ccc;border-radius:8px;padding:12px}
.green{background:#dff3df;padding:1px 6px;border-radius:4px;font-size:12px}
</style></head><body><header><a href="/"><strong>Brightwatt Energy</strong></a><nav aria-label="Your account"><a href="/meter">Meter readings</a> <a href="/tariffs">Tariffs</a> <a href="/direct-debit">Direct Debit</a> <a href="/moving">Moving home</a> <a href="/preferences">Preferences</a> <a href="/outage">Power cut?</a></nav></header><main>${body}</main></body></html>`;

  function meterPage() {
    return layout('Meter readings', `<h1>Submit a meter reading</h1><form method="post" action="/meter">
<p><label for="elec">Electricity reading (kWh)</label> <input id="elec" name="electricity" type="number" min="0" max="99999"></p>
<p><label for="gas">Gas reading (m³)</label> <input id="gas" name="gas" type="number" min="0" max="99999"></p>
<p><label for="rdate">Date of reading</label> <input id="rdate" name="date" type="date" value="${TODAY}"></p>
<button>Submit readings</button></form><p>Last readings: electricity 48102 kWh, gas 7355 m³ (1 November).</p>`);
  }

  function tariffsPage(query) {
    let list = TARIFFS;
    if (query.green === '1') list = list.filter((t) => t.green);
    if (query.sort === 'rate') list = [...list].sort((a, b) => a.rate - b.rate);
    if (query.sort === 'name') list = [...list].sort((a, b) => a.name.localeCompare(b.name));
    const cards = list
      .map(
        (t) => `<li class="card"><h2>${esc(t.name)}</h2>${t.green ? '<p><span class="green">100% renewable</span></p>' : ''}<p>Unit rate ${t.rate.toFixed(1)}p per kWh</p><p>Standing charge ${t.standing}p per day</p><p>Exit fee $${t.exit}</p>
<p><a href="/tariffs/switch?tariff=${t.id}" aria-label="Choose this tariff: ${esc(t.name)}">Choose this tariff</a></p></li>`,
      )
      .join('');
    return layout('Tariffs', `<h1>Our tariffs</h1><p>You are on: ${state.tariff ? esc(TARIFFS.find((t) => t.id === state.tariff.tariff).name) : 'Standard Variable'}</p>
<form method="get" action="/tariffs"><p><label><input type="checkbox" name="green" value="1"${query.green === '1' ? ' checked' : ''} onchange="this.form.submit()"> Green energy only</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${options([['', 'Recommended'], ['rate', 'Cheapest unit rate'], ['name', 'Name']], query.sort ?? '')}</select></p></form>
<ul class="cards">${cards}</ul>`);
  }

  function switchPage(t, query) {
    return layout('Switch tariff', `<h1>Switch to ${esc(t.name)}</h1>${query.error ? '<p role="alert">Please confirm you have read the tariff terms.</p>' : ''}<form method="post" action="/tariffs/switch"><input type="hidden" name="tariff" value="${t.id}">
<p><label for="from">Switch date</label> <select id="from" name="from">${options(SWITCH_DATES, SWITCH_DATES[0][0])}</select></p>
<fieldset><legend>Fuel</legend>${radios('fuel', FUELS, 'dual')}</fieldset>
${box('terms', 'I have read the tariff terms', false)}<button>Confirm switch</button> <a href="/tariffs">Back to tariffs</a></form>`);
  }

  function debitPage() {
    const d = state.debit;
    return layout('Direct Debit', `<h1>Your Direct Debit</h1><p>Paid from the account ending 3381.</p><form method="post" action="/direct-debit">
<p><label for="amount">Monthly amount ($)</label> <input id="amount" name="amount" type="range" min="40" max="250" step="5" value="${d.amount}"> <output for="amount">$${d.amount}</output></p>
<p><label for="day">Payment day</label> <select id="day" name="day">${options(PAY_DAYS.map((n) => [String(n), ordinal(n)]), String(d.day))}</select></p>
${box('review', 'Review my amount every 6 months', d.review)}<button>Save Direct Debit</button></form>`);
  }

  function movingPage() {
    return layout('Moving home', `<h1>Tell us you're moving</h1><form method="post" action="/moving">
<p><label for="mdate">Moving out date</label> <input id="mdate" name="date" type="date"></p>
<fieldset><legend>Your new address</legend><p><label for="street">New street address</label> <input id="street" name="street"></p>
<p><label for="town">New town</label> <input id="town" name="town"></p><p><label for="postcode">New postcode</label> <input id="postcode" name="postcode"></p></fieldset>
<p><label for="final">Final electricity reading (kWh)</label> <input id="final" name="final" type="number" min="0" max="99999"></p>
${box('keep', 'Take Brightwatt with me to my new home', true)}<button>Send moving details</button></form>`);
  }

  function prefsPage() {
    const p = state.prefs;
    return layout('Preferences', `<h1>Contact preferences</h1><form method="post" action="/preferences"><fieldset><legend>What we send you</legend>
${box('billsByEmail', 'Bills by email', p.billsByEmail)}${box('tips', 'Energy-saving tips', p.tips)}${box('partners', 'Offers from our partners', p.partners)}${box('textOutages', 'Text me about power cuts', p.textOutages)}</fieldset>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel" value="${esc(p.mobile)}"></p>
<p><label for="ctime">Preferred contact time</label> <select id="ctime" name="contactTime">${options(CONTACT_TIMES, p.contactTime)}</select></p>
<button>Save preferences</button></form>`);
  }

  function outagePage() {
    return layout('Report a power cut', `<h1>Report a power cut</h1><form method="post" action="/outage">
<p><label for="opost">Postcode</label> <input id="opost" name="postcode"></p>
<fieldset><legend>Is your whole street affected?</legend>${radios('street', STREET, '')}</fieldset>
${box('medical', 'Someone in the home relies on medical equipment', false)}
<p><label for="ophone">Contact phone</label> <input id="ophone" name="phone" type="tel"></p>
<button>Report power cut</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/meter': {
          const electricity = num(form.electricity);
          const gas = num(form.gas);
          if (electricity === null && gas === null) return { redirect: '/meter' };
          state.readings.push({ electricity, gas, date: form.date });
          return { redirect: '/meter/thanks' };
        }
        case '/tariffs/switch': {
          const t = TARIFFS.find((x) => x.id === form.tariff);
          if (!t) return { status: 400, html: 'Bad request' };
          if (form.terms !== 'on') return { redirect: `/tariffs/switch?tariff=${t.id}&error=terms` };
          state.tariff = { tariff: t.id, from: form.from, fuel: form.fuel };
          return { redirect: '/tariffs/done' };
        }
        case '/direct-debit':
          state.debit = { amount: Number(form.amount), day: Number(form.day), review: form.review === 'on' };
          return { redirect: '/direct-debit/saved' };
        case '/moving':
          if (!form.date) return { redirect: '/moving' };
          state.moves.push({ date: form.date, street: (form.street ?? '').trim(), town: (form.town ?? '').trim(), postcode: (form.postcode ?? '').trim().toUpperCase(), final: num(form.final), keep: form.keep === 'on' });
          return { redirect: '/moving/thanks' };
        case '/preferences':
          state.prefs = { billsByEmail: form.billsByEmail === 'on', tips: form.tips === 'on', partners: form.partners === 'on', textOutages: form.textOutages === 'on', mobile: (form.mobile ?? '').trim(), contactTime: form.contactTime };
          return { redirect: '/preferences' };
        case '/outage':
          if (!form.postcode?.trim()) return { redirect: '/outage' };
          state.outages.push({ postcode: form.postcode.trim().toUpperCase(), street: form.street ?? '', medical: form.medical === 'on', phone: (form.phone ?? '').trim() });
          return { redirect: `/outage/PC-${900 + state.outages.length}` };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const outage = /^\/outage\/PC-(\d+)$/.exec(u.pathname);
    const pages = {
      '/': () => layout('Your account', `<h1>Hello, Ruth</h1><p>Account BW-228104 · Balance $42.17 in credit</p><ul><li><a href="/meter">Submit a meter reading</a></li><li><a href="/tariffs">Compare tariffs</a></li><li><a href="/direct-debit">Manage your Direct Debit</a></li><li><a href="/moving">Moving home?</a></li><li><a href="/preferences">Contact preferences</a></li><li><a href="/outage">Report a power cut</a></li></ul>`),
      '/meter': meterPage,
      '/meter/thanks': () => layout('Thank you', '<h1>Thanks, we have your readings</h1><p>Your next bill will use them.</p>'),
      '/tariffs': () => tariffsPage(query),
      '/tariffs/done': () => layout('Switch booked', '<h1>Your switch is booked</h1><p>We will email you a confirmation.</p>'),
      '/direct-debit': debitPage,
      '/direct-debit/saved': () => layout('Direct Debit saved', `<h1>Direct Debit updated</h1><p>$${state.debit.amount} on the ${ordinal(state.debit.day)} of each month.</p>`),
      '/moving': movingPage,
      '/moving/thanks': () => layout('Moving home', '<h1>Thanks, we have your moving details</h1>'),
      '/preferences': prefsPage,
      '/outage': outagePage,
    };
    if (pages[u.pathname]) html = pages[u.pathname]();
    else if (u.pathname === '/tariffs/switch' && TARIFFS.some((t) => t.id === query.tariff)) html = switchPage(TARIFFS.find((t) => t.id === query.tariff), query);
    else if (outage && state.outages[Number(outage[1]) - 901]) html = layout('Power cut reported', `<h1>Thanks, we've logged your power cut</h1><p>Reference PC-${outage[1]}</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, readings, the tariff switch, Direct Debit, moves, preferences, power cuts. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
