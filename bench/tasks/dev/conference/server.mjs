/**
 * "Harbourside DevConf" (ours, issue 11 shared-verb round), a conference site for short tasks
 * that give one verb several targets and write values out: a registration form (name, email,
 * company; ticket type as radios; workshop and extra checkboxes in two groups; T-shirt size and
 * diet dropdowns; a code-of-conduct box; a hint "(we email your confirmation)" next to the
 * "Confirm registration" button), a feedback form (two rating radio groups with the same
 * options, a comments box, "Send feedback"), mail settings (three boxes, "Save settings"), a
 * programme search with session cards, a booking lookup by code, and a shop with a workshop pass
 * and a basket. `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const SESSIONS = [
  { id: 'testing-at-scale', title: 'Testing at scale', speaker: 'Mina Ortiz' },
  { id: 'secure-by-default', title: 'Secure by default', speaker: 'Tom Reyes' },
  { id: 'design-systems', title: 'Design systems that last', speaker: 'Ana Kovac' },
  { id: 'testing-legacy', title: 'Testing legacy code', speaker: 'Ravi Menon' },
];
const RATING = ['Poor', 'Fair', 'Good', 'Excellent'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, registrations: [], feedback: [], mail: { updates: true, digest: true, sms: false }, lookups: [], basket: [] };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Harbourside DevConf</title><style>
body{font-family:system-ui,sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#123c5a;color:#fff} header a{color:#fff} main{padding:18px 24px}
label.f{display:inline-block;min-width:130px} fieldset{margin:10px 0;max-width:520px} .hint{color:#666;font-size:90%} .card{border:1px solid #ccc;padding:8px;margin:6px 0;max-width:420px}
</style></head><body><header><a href="/"><strong>Harbourside DevConf</strong></a><a href="/register">Register</a><a href="/programme">Programme</a><a href="/feedback">Feedback</a><a href="/settings">Mail settings</a><a href="/booking">Find my booking</a><a href="/shop">Shop</a></header><main>${body}</main></body></html>`;

  const checks = (name, items) => items.map(([v, l]) => `<label><input type="checkbox" name="${name}" value="${v}"> ${l}</label><br>`).join('');
  const radios = (name, items, checked) => items.map((l) => `<label><input type="radio" name="${name}" value="${l.toLowerCase()}"${l === checked ? ' checked' : ''}> ${l}</label> `).join('');

  const registerPage = () =>
    layout('Register', `<h1>Register</h1><form method="post" action="/register">
<p><label class="f" for="name">Your name</label> <input id="name" name="name"></p>
<p><label class="f" for="email">Email</label> <input id="email" name="email" type="email"> <span class="hint">(we email your confirmation)</span></p>
<p><label class="f" for="company">Company</label> <input id="company" name="company"></p>
<fieldset><legend>Ticket type</legend>${radios('ticket', ['Standard', 'Student', 'Speaker'], 'Standard')}</fieldset>
<fieldset><legend>Workshops</legend>${checks('workshops', [['design', 'Design'], ['testing', 'Testing'], ['security', 'Security']])}</fieldset>
<fieldset><legend>Extras</legend>${checks('extras', [['lunch', 'Lunch'], ['parking', 'Parking'], ['childcare', 'Childcare']])}</fieldset>
<p><label class="f" for="size">T-shirt size</label> <select id="size" name="size">${['Medium', 'Small', 'Large', 'X-Large'].map((o) => `<option>${o}</option>`).join('')}</select></p>
<p><label class="f" for="diet">Diet</label> <select id="diet" name="diet">${['No preference', 'Vegetarian', 'Vegan', 'Gluten-free'].map((o) => `<option>${o}</option>`).join('')}</select></p>
<p><label><input type="checkbox" name="conduct" value="yes"> I agree to the code of conduct</label></p>
<p><button>Confirm registration</button></p></form>`);

  const feedbackPage = () =>
    layout('Feedback', `<h1>Feedback</h1><form method="post" action="/feedback">
<fieldset><legend>How were the talks?</legend>${radios('talks', RATING)}</fieldset>
<fieldset><legend>How was the venue?</legend>${radios('venue', RATING)}</fieldset>
<p><label for="comments">Comments</label><br><textarea id="comments" name="comments" rows="3" cols="40"></textarea></p>
<p><button>Send feedback</button></p></form>`);

  const settingsPage = () =>
    layout('Mail settings', `<h1>Mail settings</h1><form method="post" action="/settings">
<p><label><input type="checkbox" name="updates" value="1"${state.mail.updates ? ' checked' : ''}> Programme updates</label></p>
<p><label><input type="checkbox" name="digest" value="1"${state.mail.digest ? ' checked' : ''}> Monthly digest</label></p>
<p><label><input type="checkbox" name="sms" value="1"${state.mail.sms ? ' checked' : ''}> SMS alerts</label></p>
<p><button>Save settings</button></p></form>`);

  const programmePage = (q) => {
    const hits = q ? SESSIONS.filter((s) => s.title.toLowerCase().includes(q.toLowerCase())) : SESSIONS;
    return layout('Programme', `<h1>Programme</h1><form action="/programme" role="search"><input name="q" aria-label="Search sessions" value="${esc(q ?? '')}"> <button>Search</button></form>
<p>${hits.length} sessions${q ? ` for “${esc(q)}”` : ''}</p>${hits.map((s) => `<div class="card"><h2><a href="/sessions/${s.id}">${esc(s.title)}</a></h2><p>${esc(s.speaker)}</p></div>`).join('')}`);
  };

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const params = new URLSearchParams(body ?? '');
    const form = Object.fromEntries(params);
    if (method === 'POST') {
      if (u.pathname === '/register') {
        state.registrations.push({ name: form.name ?? '', email: form.email ?? '', company: form.company ?? '', ticket: form.ticket ?? '', workshops: params.getAll('workshops'), extras: params.getAll('extras'), size: form.size ?? '', diet: form.diet ?? '', conduct: form.conduct === 'yes' });
        return { redirect: '/registered' };
      }
      if (u.pathname === '/feedback') {
        state.feedback.push({ talks: form.talks ?? '', venue: form.venue ?? '', comments: form.comments ?? '' });
        return { redirect: '/feedback/thanks' };
      }
      if (u.pathname === '/settings') {
        state.mail = { updates: !!form.updates, digest: !!form.digest, sms: !!form.sms };
        return { redirect: '/settings?saved=1' };
      }
      if (u.pathname === '/booking') {
        state.lookups.push(form.code ?? '');
        return { redirect: '/booking/result' };
      }
      if (u.pathname === '/shop') {
        state.basket.push(form.item ?? '');
        return { redirect: '/basket' };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    if (method !== 'GET') return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    let html;
    const session = /^\/sessions\/([a-z-]+)$/.exec(u.pathname);
    if (u.pathname === '/') html = layout('Welcome', '<h1>Harbourside DevConf 2027</h1><p>Two days of talks and workshops by the water.</p>');
    else if (u.pathname === '/register') html = registerPage();
    else if (u.pathname === '/registered') html = layout('Registered', `<h1>You are registered</h1><p>Registration number: <strong>HD-${500 + state.registrations.length}</strong></p>`);
    else if (u.pathname === '/feedback') html = feedbackPage();
    else if (u.pathname === '/feedback/thanks') html = layout('Thanks', '<h1>Thank you for your feedback</h1>');
    else if (u.pathname === '/settings') html = settingsPage();
    else if (u.pathname === '/programme') html = programmePage(query.q);
    else if (session && SESSIONS.some((s) => s.id === session[1])) {
      const s = SESSIONS.find((x) => x.id === session[1]);
      html = layout(s.title, `<h1>${esc(s.title)}</h1><p>Speaker: ${esc(s.speaker)}</p>`);
    } else if (u.pathname === '/booking') html = layout('Find my booking', `<h1>Find my booking</h1><form method="post" action="/booking"><p><label class="f" for="code">Booking code</label> <input id="code" name="code" placeholder="e.g. HD-000"></p><p><button>Find</button></p></form>`);
    else if (u.pathname === '/booking/result') html = layout('Booking', `<h1>Booking found</h1>`);
    else if (u.pathname === '/shop') html = layout('Shop', `<h1>Shop</h1><div class="card"><h2>Workshop pass</h2><p>$120</p><form method="post" action="/shop"><input type="hidden" name="item" value="workshop-pass"><button>Add to basket</button></form></div><div class="card"><h2>Conference hoodie</h2><p>$45</p><form method="post" action="/shop"><input type="hidden" name="item" value="hoodie"><button>Add to basket</button></form></div>`);
    else if (u.pathname === '/basket') html = layout('Basket', `<h1>Basket</h1><p>${state.basket.length} items</p>`);
    else return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, registrations, feedback, mail settings, booking look-ups, the basket. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
