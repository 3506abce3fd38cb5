/**
 * "Harrow Mutual", a car-insurance site for the short-task benchmark (heldout3): a three-step
 * quote (your car: make menu, year box, mileage slider, parking radios; cover: level radios, an
 * excess menu, optional extras; main driver: names, dates, a number box, a required privacy box and
 * a pre-ticked offers box), contact preferences (checkboxes, radios, a menu) and a claim form (date,
 * time, menu, textarea, yes/no radios, number box, police-report box). Every step is POSTed, and
 * `state()` keeps what each form sent (empty fields left out). Written blind to the SDK.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const MAKES = [['ford', 'Ford'], ['honda', 'Honda'], ['tesla', 'Tesla'], ['toyota', 'Toyota'], ['volkswagen', 'Volkswagen']];
const PARKING = [['street', 'On the street'], ['driveway', 'Private driveway'], ['garage', 'Locked garage']];
const LEVELS = [['comprehensive', 'Comprehensive', 'Covers your car and other people’s.'], ['tpft', 'Third party, fire and theft', 'Covers others, plus fire and theft of your car.'], ['tpo', 'Third party only', 'The legal minimum.']];
const EXCESS = [['0', '$0'], ['250', '$250'], ['500', '$500'], ['1000', '$1,000']];
const EXTRAS = [['breakdown', 'Breakdown cover', '$4.50/month'], ['courtesy', 'Courtesy car', '$2.75/month'], ['legal', 'Legal expenses', '$1.90/month'], ['windscreen', 'Windscreen repair', '$1.50/month']];
const CONTACT = [['email', 'Email'], ['sms', 'Text message'], ['phone', 'Phone call'], ['post', 'Post']];
const REMIND = [['30', '30 days before'], ['7', '7 days before'], ['none', 'Don’t remind me']];
const CALL = [['any', 'Any time'], ['morning', 'Morning'], ['afternoon', 'Afternoon'], ['evening', 'Evening']];
const CLAIM_TYPES = [['collision', 'Collision with another vehicle'], ['theft', 'Theft'], ['vandalism', 'Vandalism'], ['storm', 'Storm or flood'], ['windscreen', 'Broken windscreen']];
const MULTI = new Set(['extras', 'contact']);

/** The fields a form sent, empty ones left out; names in MULTI are lists. */
function record(body) {
  const p = new URLSearchParams(body ?? '');
  const out = {};
  for (const k of new Set(p.keys())) {
    const vals = p.getAll(k).map((v) => v.trim()).filter(Boolean);
    if (MULTI.has(k)) out[k] = vals;
    else if (vals.length) out[k] = vals[0];
  }
  return out;
}
const radios = (name, list, v, legend) => `<fieldset><legend>${legend}</legend>${list.map(([val, l, note]) => `<label><input type="radio" name="${name}" value="${val}"${val === v ? ' checked' : ''}> ${l}</label>${note ? ` <small>${note}</small>` : ''}<br>`).join('')}</fieldset>`;
const boxes = (name, list, on, legend) => `<fieldset><legend>${legend}</legend>${list.map(([val, l, note]) => `<label><input type="checkbox" name="${name}" value="${val}"${on.includes(val) ? ' checked' : ''}> ${l}</label>${note ? ` <small>${note}</small>` : ''}<br>`).join('')}</fieldset>`;
const menu = (id, label, list, v, first) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}">${first ? `<option value="">${first}</option>` : ''}${list.map(([val, l]) => `<option value="${val}"${val === v ? ' selected' : ''}>${l}</option>`).join('')}</select></p>`;
const field = (id, label, type = 'text', extra = '') => `<p><label for="${id}">${label}</label> <input id="${id}" name="${id}" type="${type}"${extra}></p>`;

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, car: null, cover: null, driver: null, prefs: { contact: ['email'], reminder: '30', calltime: 'any' }, claims: [], errors: 0 };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} | Harrow Mutual</title><style>
body{font-family:Georgia,serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#2b1d4f;color:#fff} header a{color:#fff}
main{max-width:760px;margin:20px auto} fieldset{margin:12px 0} .steps{color:#666} .error{color:#b00} footer{padding:14px 24px;background:#f2f0f7;font-size:.9em}
</style></head><body><header><a href="/"><strong>Harrow Mutual</strong></a><nav><a href="/quote/car">Car insurance</a> <a href="/home-insurance">Home insurance</a> <a href="/claims/new">Claims</a> <a href="/preferences">My account</a> <a href="/help">Help</a></nav></header>
<main>${body}</main><footer><a href="/privacy" target="_blank">Privacy notice</a> · <a href="/complaints">Complaints</a> · <a href="/help">Contact us</a> · Harrow Mutual Insurance Co. is authorised and regulated.</footer></body></html>`;

  const steps = (n) => `<p class="steps">Step ${n} of 3 · ${['Your car', 'Your cover', 'Main driver'].map((s, i) => (i + 1 === n ? `<strong>${s}</strong>` : s)).join(' › ')}</p>`;

  const pages = {
    '/': () => layout('Insurance you can count on', `<h1>Insurance you can count on</h1><p><a href="/quote/car">Get a car insurance quote</a></p><p><a href="/claims/new">Make a claim</a> · <a href="/preferences">Manage how we contact you</a></p>`),
    '/quote/car': () => layout('Your car', `${steps(1)}<h1>Tell us about your car</h1><form method="post" action="/quote/car">
${menu('make', 'Make', MAKES, '', 'Select make')}${field('year', 'Year of manufacture', 'number', ' min="1990" max="2026"')}
<p><label for="mileage">Annual mileage (miles)</label> <input id="mileage" name="mileage" type="range" min="0" max="30000" step="1000" value="8000"> <output>8,000</output></p>
${radios('parking', PARKING, '', 'Where is the car kept overnight?')}<p><button>Continue</button></p></form>`),
    '/quote/cover': () => layout('Your cover', `${steps(2)}<h1>Choose your cover</h1><form method="post" action="/quote/cover">
${radios('level', LEVELS, '', 'Level of cover')}${menu('excess', 'Voluntary excess', EXCESS, '250')}
<p><small>A higher excess can lower your price.</small></p>${boxes('extras', EXTRAS, [], 'Optional extras')}<p><a href="/quote/car">Back</a> <button>Continue</button></p></form>`),
    '/quote/driver': (q) => layout('Main driver', `${steps(3)}<h1>About the main driver</h1>${q.error ? '<p class="error">Please accept the privacy notice to get your quote.</p>' : ''}<form method="post" action="/quote/driver">
${field('first', 'First name')}${field('last', 'Last name')}${field('dob', 'Date of birth', 'date')}${field('noclaims', 'Years without a claim', 'number', ' min="0" max="20"')}${field('start', 'Cover start date', 'date')}
<p><label><input type="checkbox" name="privacy" value="yes"> I have read and accept the <a href="/privacy" target="_blank">privacy notice</a></label></p>
<p><label><input type="checkbox" name="offers" value="yes" checked> Email me offers and news</label></p><p><button>Get my quote</button></p></form>`),
    '/quote/result': () => layout('Your quote', `<h1>Your quote is ready</h1><p>From <strong>$${(41.2 + (state.cover?.extras?.length ?? 0) * 2.5).toFixed(2)}</strong> a month.</p><p><a href="/">Back to home</a></p>`),
    '/preferences': (q) => layout('Contact preferences', `<h1>Contact preferences</h1>${q.saved ? '<p class="message">Your preferences have been saved.</p>' : ''}<form method="post" action="/preferences">
${boxes('contact', CONTACT, state.prefs.contact ?? [], 'Contact me by')}${radios('reminder', REMIND, state.prefs.reminder, 'Renewal reminders')}${menu('calltime', 'Preferred call time', CALL, state.prefs.calltime)}
<p><button>Save preferences</button></p></form>`),
    '/claims/new': () => layout('Make a claim', `<h1>Make a claim</h1><p>It takes about 10 minutes. Have your policy number ready.</p><form method="post" action="/claims/new">
${field('policy', 'Policy number', 'text', ' placeholder="e.g. HM-123456"')}${field('date', 'Date of the incident', 'date')}${field('time', 'Approximate time', 'time')}
${menu('type', 'What happened?', CLAIM_TYPES, '', 'Please choose')}<p><label for="details">Tell us what happened</label></p><p><textarea id="details" name="details" rows="4"></textarea></p>
${radios('injured', [['yes', 'Yes'], ['no', 'No']], '', 'Was anyone injured?')}${field('vehicles', 'How many vehicles were involved?', 'number', ' min="1" max="10" value="1"')}
<p><label><input type="checkbox" name="police" value="yes"> I reported this to the police</label></p><p><button>Submit claim</button></p></form>`),
    '/claims/submitted': () => layout('Claim received', `<h1>We have your claim</h1><p>Your claim number is <strong>CL-${7700 + state.claims.length}</strong>. A handler will call you within 2 working days.</p>`),
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    if (method === 'POST') {
      const form = record(body);
      if (u.pathname === '/quote/car') return (state.car = form), { redirect: '/quote/cover' };
      if (u.pathname === '/quote/cover') return (state.cover = { extras: [], ...form }), { redirect: '/quote/driver' };
      if (u.pathname === '/quote/driver') {
        if (form.privacy !== 'yes') return state.errors++, { redirect: '/quote/driver?error=privacy' };
        state.driver = form;
        return { redirect: '/quote/result' };
      }
      if (u.pathname === '/preferences') return (state.prefs = { contact: [], ...form }), { redirect: '/preferences?saved=1' };
      if (u.pathname === '/claims/new') return state.claims.push(form), { redirect: '/claims/submitted' };
      return { status: 404, html: 'Not found' };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    if (pages[u.pathname]) html = pages[u.pathname](query);
    else if (u.pathname === '/privacy') return { html: layout('Privacy notice', '<h1>Privacy notice</h1><p>We use your details to give you a quote and run your policy.</p>') };
    else if (['/home-insurance', '/help', '/complaints'].includes(u.pathname)) html = layout('Harrow Mutual', '<h1>Coming soon</h1><p>Call us on 0800 000 111.</p>');
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page, each quote step as sent, preferences, claims, refused quotes. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
