/**
 * "Cellwave Mobile", a phone-plan account for the short-task benchmark (tasks/heldout6, written
 * blind): plans as repeated cards (a "5G plans only" box and a "Sort by" menu that reload the list,
 * a "Choose plan" link per card) and a change page (Contract length radios, a Start menu, a
 * pre-ticked "Keep my current number" box, "Confirm change"); add-ons (four boxes, one on);
 * usage alerts (a "Data alert at" slider 50–100 in steps of 5, "Send alerts by" radios, a
 * "Monthly spending cap ($)" number box, a "Block premium-rate numbers" box); travel (a roaming
 * box, a Destination menu, from / until dates, a daily pass box); a replacement SIM (reason
 * radios, a "SIM type" menu, "Deliver to" radios with an address line, a pre-ticked "Block my old
 * SIM now" box). Every form reaches the server, so `state()` tells what the helper did.
 */
// id, name, data (GB, 0 = unlimited), price ($/month), 5G
const PLANS = [
  ['starter', 'Starter 5GB', 5, 15, false],
  ['everyday', 'Everyday 20GB', 20, 25, true],
  ['unlimited', 'Unlimited', 0, 40, true],
  ['unlimited-plus', 'Unlimited Plus', 0, 55, true],
  ['saver', 'Saver 10GB', 10, 18, false],
].map(([id, name, data, price, fiveG]) => ({ id, name, data, price, fiveG }));
const CONTRACTS = [
  ['monthly', 'Monthly rolling'],
  ['12', '12 months (save $3 a month)'],
  ['24', '24 months (save $5 a month)'],
];
const STARTS = [
  ['today', 'Today'],
  ['next-bill', 'Next bill date (1 December 2026)'],
];
const ADDONS = [
  ['intl', 'International calls (+$5)'],
  ['data10', 'Extra 10GB data (+$8)'],
  ['streaming', 'Streaming pass (+$6)'],
  ['insurance', 'Device insurance (+$9)'],
];
const CHANNELS = [
  ['text', 'Text message'],
  ['email', 'Email'],
  ['both', 'Both'],
];
const COUNTRIES = [
  ['', 'Choose a country'],
  ['ca', 'Canada'],
  ['fr', 'France'],
  ['jp', 'Japan'],
  ['mx', 'Mexico'],
  ['es', 'Spain'],
  ['gb', 'United Kingdom'],
];
const REASONS = [
  ['lost', 'Lost'],
  ['stolen', 'Stolen'],
  ['damaged', 'Damaged or not working'],
  ['size', 'Need a different size'],
];
const SIM_TYPES = [
  ['physical', 'Physical SIM'],
  ['esim', 'eSIM'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');
const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''}> ${esc(l)}</label>`).join(' ');
const box = (name, label, on) => `<p><label><input type="checkbox" name="${name}" value="on"${on ? ' checked' : ''}> ${esc(label)}</label></p>`;
const planOf = (id) => PLANS.find((p) => p.id === id);

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      plan: { plan: 'saver', contract: 'monthly', start: null, keepNumber: true },
      addons: ['insurance'],
      alerts: { at: 75, channel: 'text', cap: null, blockPremium: false },
      travel: { roaming: false, country: '', from: '', until: '', dailyPass: false },
      sims: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Cellwave Mobile</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#111} header{display:flex;gap:18px;align-items:center;padding:10px 24px;background:#e4572e;color:#fff} header a{color:#fff}
main{padding:20px 24px;max-width:900px} .plans{display:grid;grid-template-columns:repeat(3,230px);gap:14px;list-style:none;padding:0} .plan{border:1px solid #ccc;border-radius:10px;padding:12px}
.tag{background:#ffe3d8;padding:1px 6px;border-radius:4px;font-size:12px}
</style></head><body><header><a href="/"><strong>Cellwave</strong></a><nav aria-label="My account"><a href="/plans">Plans</a> <a href="/addons">Add-ons</a> <a href="/alerts">Usage alerts</a> <a href="/travel">Travel</a> <a href="/sim">SIM</a></nav></header><main>${body}</main></body></html>`;

  function plansPage(query) {
    let list = PLANS;
    if (query.fiveg === '1') list = list.filter((p) => p.fiveG);
    if (query.sort === 'price') list = [...list].sort((a, b) => a.price - b.price);
    if (query.sort === 'data') list = [...list].sort((a, b) => (b.data || 999) - (a.data || 999));
    const cards = list
      .map(
        (p) => `<li class="plan"><h2>${esc(p.name)}</h2>${p.fiveG ? '<p><span class="tag">5G</span></p>' : ''}<p>${p.data ? `${p.data}GB data` : 'Unlimited data'}, unlimited calls and texts</p><p>$${p.price} a month</p>
<p>${p.id === state.plan.plan ? 'Your current plan' : `<a href="/plans/change?plan=${p.id}" aria-label="Choose plan: ${esc(p.name)}">Choose plan</a>`}</p></li>`,
      )
      .join('');
    return layout('Plans', `<h1>Change your plan</h1><p>You are on ${esc(planOf(state.plan.plan).name)}.</p><form method="get" action="/plans"><p><label><input type="checkbox" name="fiveg" value="1"${query.fiveg === '1' ? ' checked' : ''} onchange="this.form.submit()"> 5G plans only</label>
<label for="sort">Sort by</label> <select id="sort" name="sort" onchange="this.form.submit()">${options([['', 'Most popular'], ['price', 'Price: lowest first'], ['data', 'Most data']], query.sort ?? '')}</select></p></form><ul class="plans">${cards}</ul>`);
  }

  function changePage(p) {
    return layout('Confirm your new plan', `<h1>Switch to ${esc(p.name)}</h1><p>$${p.price} a month before contract savings.</p><form method="post" action="/plans/change"><input type="hidden" name="plan" value="${p.id}">
<fieldset><legend>Contract length</legend>${radios('contract', CONTRACTS, 'monthly')}</fieldset>
<p><label for="start">Start</label> <select id="start" name="start">${options(STARTS, 'today')}</select></p>
${box('keepNumber', 'Keep my current number', true)}<button>Confirm change</button> <a href="/plans">Back to plans</a></form>`);
  }

  function addonsPage() {
    return layout('Add-ons', `<h1>Add-ons</h1><form method="post" action="/addons"><fieldset><legend>Your add-ons</legend>${ADDONS.map(([k, l]) => box(k, l, state.addons.includes(k))).join('')}</fieldset><button>Save add-ons</button></form>`);
  }

  function alertsPage() {
    const a = state.alerts;
    return layout('Usage alerts', `<h1>Usage alerts</h1><form method="post" action="/alerts">
<p><label for="at">Data alert at (% of allowance)</label> <input id="at" name="at" type="range" min="50" max="100" step="5" value="${a.at}"> <output for="at">${a.at}%</output></p>
<fieldset><legend>Send alerts by</legend>${radios('channel', CHANNELS, a.channel)}</fieldset>
<p><label for="cap">Monthly spending cap ($)</label> <input id="cap" name="cap" type="number" min="0" max="500" value="${a.cap ?? ''}"></p>
${box('blockPremium', 'Block premium-rate numbers', a.blockPremium)}<button>Save alerts</button></form>`);
  }

  function travelPage() {
    const t = state.travel;
    return layout('Travel', `<h1>Travelling abroad</h1><form method="post" action="/travel">${box('roaming', 'Turn on roaming', t.roaming)}
<p><label for="country">Destination</label> <select id="country" name="country">${options(COUNTRIES, t.country)}</select></p>
<p><label for="tfrom">Travelling from</label> <input id="tfrom" name="from" type="date" value="${esc(t.from)}"> <label for="tuntil">Travelling until</label> <input id="tuntil" name="until" type="date" value="${esc(t.until)}"></p>
${box('dailyPass', 'Add a daily travel pass ($5 a day you use it)', t.dailyPass)}<button>Save travel settings</button></form>`);
  }

  function simPage() {
    return layout('Replace a SIM', `<h1>Replace your SIM</h1><form method="post" action="/sim">
<fieldset><legend>Why do you need a new SIM?</legend>${radios('reason', REASONS, '')}</fieldset>
<p><label for="simtype">SIM type</label> <select id="simtype" name="type">${options(SIM_TYPES, 'physical')}</select></p>
<fieldset><legend>Deliver to</legend>${radios('deliverTo', [['home', 'My home address (22 Elm Row)'], ['other', 'Another address']], 'home')}
<p><label for="addr">Address line (if another address)</label> <input id="addr" name="address"></p></fieldset>
${box('block', 'Block my old SIM now', true)}<button>Order replacement SIM</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/plans/change':
          if (!planOf(form.plan)) return { status: 400, html: 'Bad request' };
          state.plan = { plan: form.plan, contract: form.contract, start: form.start, keepNumber: form.keepNumber === 'on' };
          return { redirect: '/plans/done' };
        case '/addons':
          state.addons = ADDONS.map(([k]) => k).filter((k) => form[k] === 'on');
          return { redirect: '/addons?saved=1' };
        case '/alerts':
          state.alerts = { at: Number(form.at), channel: form.channel, cap: form.cap === undefined || form.cap === '' ? null : Number(form.cap), blockPremium: form.blockPremium === 'on' };
          return { redirect: '/alerts?saved=1' };
        case '/travel':
          state.travel = { roaming: form.roaming === 'on', country: form.country ?? '', from: form.from ?? '', until: form.until ?? '', dailyPass: form.dailyPass === 'on' };
          return { redirect: '/travel?saved=1' };
        case '/sim':
          if (!REASONS.some(([k]) => k === form.reason)) return { redirect: '/sim' };
          state.sims.push({ reason: form.reason, type: form.type, deliverTo: form.deliverTo, address: form.deliverTo === 'other' ? (form.address ?? '').trim() : '', block: form.block === 'on' });
          return { redirect: `/sim/SIM-${4400 + state.sims.length}` };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    const sim = /^\/sim\/SIM-(\d+)$/.exec(u.pathname);
    const saved = query.saved ? '<p role="status">Saved.</p>' : '';
    if (u.pathname === '/')
      html = layout('My account', `<h1>Hi, Morgan</h1><p>07700 900318 · ${esc(planOf(state.plan.plan).name)}</p><ul><li><a href="/plans">Change plan</a></li><li><a href="/addons">Manage add-ons</a></li><li><a href="/alerts">Data alerts and spending cap</a></li><li><a href="/travel">Going abroad?</a></li><li><a href="/sim">Replace a SIM card</a></li></ul>`);
    else if (u.pathname === '/plans') html = plansPage(query);
    else if (u.pathname === '/plans/change' && planOf(query.plan)) html = changePage(planOf(query.plan));
    else if (u.pathname === '/plans/done') html = layout('Plan changed', `<h1>Your plan is changing</h1><p>New plan: ${esc(planOf(state.plan.plan).name)}</p>`);
    else if (u.pathname === '/addons') html = addonsPage().replace('<h1>Add-ons</h1>', `<h1>Add-ons</h1>${saved}`);
    else if (u.pathname === '/alerts') html = alertsPage().replace('<h1>Usage alerts</h1>', `<h1>Usage alerts</h1>${saved}`);
    else if (u.pathname === '/travel') html = travelPage().replace('<h1>Travelling abroad</h1>', `<h1>Travelling abroad</h1>${saved}`);
    else if (u.pathname === '/sim') html = simPage();
    else if (sim && state.sims[Number(sim[1]) - 4401]) html = layout('SIM ordered', `<h1>Your new SIM is on its way</h1><p>Order SIM-${sim[1]}</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the plan, add-ons, alerts, travel settings, SIM orders. */
    state: () => structuredClone(state),
    /** Put the server in a given state (teacher forcing). */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
