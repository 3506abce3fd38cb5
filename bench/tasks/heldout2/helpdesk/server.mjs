/**
 * "Northdesk Support", a help centre for the short-task benchmark: article search with
 * "Was this article helpful?" votes, a support-request form whose draft is saved as it is filled
 * in (a background POST to the form's own address; the "Submit request" button sends it for
 * good), My tickets with replies and close / reopen buttons, a two-step call-back request, and
 * notification preferences saved with a button. Written blind to the SDK for bench/tasks/heldout2.
 */
const CATEGORIES = [['', 'Choose a category'], ['billing', 'Billing and payments'], ['technical', 'Technical problem'], ['account', 'Account access'], ['shipping', 'Shipping and delivery'], ['other', 'Something else']];
const PRODUCTS = [['', 'Select a product'], ['printer', 'Printer'], ['router', 'Router'], ['laptop', 'Laptop'], ['app', 'Mobile app'], ['unsure', 'Not sure']];
const PRIORITIES = [['low', 'Low'], ['normal', 'Normal'], ['high', 'High'], ['urgent', 'Urgent']];
const TIMES = [['morning', 'Morning (9–12)'], ['afternoon', 'Afternoon (12–5)'], ['evening', 'Evening (5–8)']];
const LANGUAGES = [['en', 'English'], ['de', 'Deutsch'], ['fr', 'Français'], ['es', 'Español']];
const NOTIFICATIONS = [['updates', 'Ticket updates'], ['summary', 'Weekly summary'], ['marketing', 'Marketing emails'], ['news', 'Product news']];
const REQUEST_FIELDS = ['category', 'subject', 'product', 'order', 'priority', 'description', 'contact', 'phone', 'privacy', 'copy'];
const ARTICLES = [
  ['reset-password', 'How to reset your password', 'Go to Sign in and choose “Forgot password”. We email you a link that works for 30 minutes.'],
  ['refund-policy', 'Refunds and returns: how long does a refund take?', 'Refunds reach your card within 5–7 working days after we receive the item.'],
  ['printer-offline', 'My printer shows as offline', 'Restart the printer and the router, then check both are on the same network.'],
  ['change-email', 'Change the email address on your account', 'Open Preferences and edit your email. We send a confirmation to the new address.'],
  ['delivery-times', 'Delivery times and tracking', 'Standard delivery takes 3–5 working days. Your tracking link is in the dispatch email.'],
];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const nonEmpty = (o, keys) => Object.fromEntries(keys.filter((k) => String(o[k] ?? '').trim()).map((k) => [k, String(o[k]).trim()]));

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      draft: {},
      requests: [],
      tickets: [
        { id: 'ND-2101', subject: 'Printer offline', status: 'open' },
        { id: 'ND-2102', subject: 'Refund for order 55318', status: 'open' },
        { id: 'ND-2103', subject: 'Cannot sign in on mobile', status: 'closed' },
      ],
      replies: [],
      votes: [],
      callback: null,
      prefs: { updates: true, summary: true, marketing: true, news: false, format: 'html', language: 'en' },
    };
  };
  reset();

  const layout = (title, body, script = '') => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Northdesk Support</title><style>
body{font-family:Helvetica,Arial,sans-serif;margin:0;color:#222} header{display:flex;justify-content:space-between;align-items:center;padding:12px 32px;background:#3b2a63;color:#fff}
header a{color:#fff;margin-left:16px} main{max-width:760px;margin:0 auto;padding:24px} label{display:block;margin:10px 0 4px} fieldset label{display:inline;margin-right:12px}
.hint{color:#666;font-size:13px} .error{color:#b00020} footer{border-top:1px solid #ddd;padding:16px 32px;font-size:13px;color:#666}
</style>${script}</head><body><header><a href="/"><strong>Northdesk</strong> Support</a><nav aria-label="Main"><a href="/">Help centre</a><a href="/request">Submit a request</a><a href="/tickets">My tickets</a><a href="/preferences">Preferences</a><span class="hint">Signed in as Ada Lovelace</span></nav></header>
<main>${body}</main><footer><a href="/privacy" target="_blank">Privacy policy</a> · <a href="/callback">Request a call back</a> · Northdesk is available 24/7.</footer></body></html>`;
  const saveScript = '<script>function save(f){fetch(f.action,{method:"POST",body:new URLSearchParams(new FormData(f))});}</script>';
  const options = (list, chosen) => list.map(([v, l]) => `<option value="${v}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');

  function homePage() {
    return layout('Help centre', `<h1>How can we help?</h1><form method="get" action="/articles" role="search"><label for="q">Search help articles</label><input id="q" name="q" type="search" placeholder="e.g. reset password"> <button>Search</button></form>
<h2>Popular articles</h2><ul>${ARTICLES.slice(0, 3).map(([slug, title]) => `<li><a href="/articles/${slug}">${esc(title)}</a></li>`).join('')}</ul>
<h2>Still need help?</h2><ul><li><a href="/request">Submit a request</a> — we answer within one working day.</li><li><a href="/callback">Request a call back</a></li></ul>`);
  }
  function articlesPage(q) {
    const words = q.toLowerCase().split(/\s+/).filter(Boolean);
    const found = ARTICLES.filter(([, t, body]) => words.length && words.some((w) => `${t} ${body}`.toLowerCase().includes(w.replace(/s$/, ''))));
    return layout(`Search: ${q}`, `<h1>${found.length} articles for “${esc(q)}”</h1><ol>${found.map(([slug, t, body]) => `<li><a href="/articles/${slug}">${esc(t)}</a><p class="hint">${esc(body.slice(0, 60))}…</p></li>`).join('')}</ol><p><a href="/">Back to the help centre</a></p>`);
  }
  function articlePage([slug, title, body]) {
    return layout(title, `<p class="hint"><a href="/">Help centre</a> › Article</p><h1>${esc(title)}</h1><p>${esc(body)}</p>
<section><h2>Was this article helpful?</h2><form method="post" action="/articles/${slug}/vote"><button name="helpful" value="yes">Yes</button> <button name="helpful" value="no">No</button></form></section>
<p>Still stuck? <a href="/request">Submit a request</a></p>`);
  }

  function requestPage(error = '') {
    const d = state.draft;
    const radios = (name, list, chosen) => list.map(([v, l]) => `<label><input type="radio" name="${name}" value="${v}"${v === chosen ? ' checked' : ''} onchange="save(this.form)"> ${l}</label>`).join(' ');
    const box = (name, text) => `<p><label><input type="checkbox" name="${name}" value="yes"${d[name] ? ' checked' : ''} onchange="save(this.form)"> ${text}</label></p>`;
    return layout('Submit a request', `<h1>Submit a request</h1>${error ? `<p class="error" role="alert">${error}</p>` : ''}<p class="hint">Your draft is saved automatically.</p>
<form method="post" action="/request"><label for="category">Category</label><select id="category" name="category" onchange="save(this.form)">${options(CATEGORIES, d.category ?? '')}</select>
<label for="subject">Subject</label><input id="subject" name="subject" value="${esc(d.subject ?? '')}" oninput="save(this.form)">
<label for="product">Product</label><select id="product" name="product" onchange="save(this.form)">${options(PRODUCTS, d.product ?? '')}</select>
<label for="order">Order number <span class="hint">(optional)</span></label><input id="order" name="order" value="${esc(d.order ?? '')}" oninput="save(this.form)">
<fieldset><legend>Priority</legend>${radios('priority', PRIORITIES, d.priority ?? 'normal')}</fieldset>
<label for="description">Description</label><textarea id="description" name="description" rows="5" oninput="save(this.form)">${esc(d.description ?? '')}</textarea>
<fieldset><legend>How should we contact you?</legend>${radios('contact', [['email', 'Email'], ['phone', 'Phone']], d.contact ?? 'email')}</fieldset>
<label for="phone">Phone number <span class="hint">(only if you chose Phone)</span></label><input id="phone" name="phone" type="tel" value="${esc(d.phone ?? '')}" oninput="save(this.form)">
${box('privacy', 'I agree to the processing of my data as described in the <a href="/privacy" target="_blank">privacy policy</a>')}${box('copy', 'Email me a copy of this request')}
<button name="send" value="1">Submit request</button></form>`, saveScript);
  }

  function ticketsPage() {
    const rows = state.tickets.map((t) => `<tr><td>${t.id}</td><td>${esc(t.subject)}</td><td>${t.status === 'open' ? 'Open' : 'Closed'}</td><td><a href="/tickets/${t.id}">View</a></td></tr>`).join('');
    return layout('My tickets', `<h1>My tickets</h1><table><tr><th>Ticket</th><th>Subject</th><th>Status</th><th></th></tr>${rows}</table>`);
  }
  function ticketPage(t) {
    const replies = state.replies.filter((r) => r.ticket === t.id).map((r) => `<li>${esc(r.text)}</li>`).join('');
    return layout(t.id, `<p><a href="/tickets">‹ My tickets</a></p><h1>${t.id}: ${esc(t.subject)}</h1><p>Status: ${t.status === 'open' ? 'Open' : 'Closed'}</p>
<h2>Conversation</h2><ul><li>Agent: Thanks for getting in touch, we are looking into it.</li>${replies}</ul>
<form method="post" action="/tickets/${t.id}/reply"><label for="reply">Add a reply</label><textarea id="reply" name="text" rows="4"></textarea><button>Send reply</button></form>
<form method="post" action="/tickets/${t.id}/status"><button name="status" value="${t.status === 'open' ? 'closed' : 'open'}">${t.status === 'open' ? 'Close ticket' : 'Reopen ticket'}</button></form>`);
  }

  function callbackPage() {
    const c = state.callback ?? {};
    return layout('Request a call back', `<h1>Request a call back</h1><p class="hint">Step 1 of 2: your details</p><form method="post" action="/callback">
<label for="cb-name">Full name</label><input id="cb-name" name="name" value="${esc(c.name ?? '')}"><label for="cb-email">Email</label><input id="cb-email" name="email" type="email" value="${esc(c.email ?? '')}">
<label for="cb-phone">Phone number</label><input id="cb-phone" name="phone" type="tel" value="${esc(c.phone ?? '')}"><label for="cb-time">Best time to call</label><select id="cb-time" name="time">${options(TIMES, c.time ?? 'morning')}</select>
<p><button>Continue</button></p></form>`);
  }
  function callbackConfirmPage() {
    const c = state.callback;
    if (!c) return layout('Request a call back', '<h1>Your session has expired</h1><p><a href="/callback">Start again</a></p>');
    return layout('Confirm your call back', `<h1>Confirm your call back</h1><p class="hint">Step 2 of 2</p><dl><dt>Name</dt><dd>${esc(c.name)}</dd><dt>Email</dt><dd>${esc(c.email)}</dd><dt>Phone</dt><dd>${esc(c.phone || '—')}</dd><dt>When</dt><dd>${esc(TIMES.find(([v]) => v === c.time)[1])}</dd></dl>
<form method="post" action="/callback/confirm"><p><label><input type="checkbox" name="consent" value="yes"> I agree to be called about my request</label></p><button>Confirm call back</button> <a href="/callback">Edit details</a></form>`);
  }

  function preferencesPage() {
    const p = state.prefs;
    return layout('Preferences', `<h1>Preferences</h1><form method="post" action="/preferences"><fieldset><legend>Email notifications</legend>${NOTIFICATIONS.map(([k, l]) => `<p><label><input type="checkbox" name="${k}" value="on"${p[k] ? ' checked' : ''}> ${l}</label></p>`).join('')}</fieldset>
<fieldset><legend>Email format</legend><label><input type="radio" name="format" value="html"${p.format === 'html' ? ' checked' : ''}> HTML</label> <label><input type="radio" name="format" value="text"${p.format === 'text' ? ' checked' : ''}> Plain text</label></fieldset>
<label for="language">Language</label><select id="language" name="language">${options(LANGUAGES, p.language)}</select><p><button>Save preferences</button></p></form>`);
  }

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    const tm = /^\/tickets\/(ND-\d+)(?:\/(reply|status))?$/.exec(u.pathname);
    const ticket = tm && state.tickets.find((t) => t.id === tm[1]);
    const am = /^\/articles\/([a-z-]+)(\/vote)?$/.exec(u.pathname);
    const article = am && ARTICLES.find(([slug]) => slug === am[1]);
    if (method === 'POST') {
      if (u.pathname === '/request') {
        state.draft = nonEmpty(form, REQUEST_FIELDS);
        if (!form.send) return { redirect: '/request' }; // a background save of the draft
        state.page = { path: '/request', query: {} };
        if (!state.draft.subject) return { html: requestPage('Please enter a subject.') };
        if (!state.draft.privacy) return { html: requestPage('Please agree to the privacy policy so we can handle your request.') };
        const id = `ND-${3001 + state.requests.length}`;
        state.requests.push({ id, ...state.draft });
        state.tickets.push({ id, subject: state.draft.subject, status: 'open' });
        state.draft = {};
        return { redirect: `/tickets/${id}` };
      }
      if (ticket && tm[2] === 'reply' && form.text?.trim()) {
        state.replies.push({ ticket: ticket.id, text: form.text.trim() });
        return { redirect: `/tickets/${ticket.id}` };
      }
      if (ticket && tm[2] === 'status' && ['open', 'closed'].includes(form.status)) {
        ticket.status = form.status;
        return { redirect: `/tickets/${ticket.id}` };
      }
      if (article && am[2] && ['yes', 'no'].includes(form.helpful)) {
        state.votes.push({ article: article[0], helpful: form.helpful });
        return { redirect: `/articles/${article[0]}` };
      }
      if (u.pathname === '/callback') {
        if (!form.name?.trim() || !form.email?.trim()) {
          state.page = { path: '/callback', query: {} };
          return { html: callbackPage().replace('<form', '<p class="error" role="alert">Please enter your name and email.</p><form') };
        }
        state.callback = { name: form.name.trim(), email: form.email.trim(), phone: (form.phone ?? '').trim(), time: TIMES.some(([v]) => v === form.time) ? form.time : 'morning', confirmed: false };
        return { redirect: '/callback/confirm' };
      }
      if (u.pathname === '/callback/confirm' && state.callback) {
        if (form.consent !== 'yes') {
          state.page = { path: '/callback/confirm', query: {} };
          return { html: callbackConfirmPage().replace('<form', '<p class="error" role="alert">Please agree to be called.</p><form') };
        }
        state.callback.confirmed = true;
        return { redirect: '/callback/done' };
      }
      if (u.pathname === '/preferences') {
        state.prefs = {
          ...Object.fromEntries(NOTIFICATIONS.map(([k]) => [k, form[k] === 'on'])),
          format: form.format === 'text' ? 'text' : 'html',
          language: LANGUAGES.some(([v]) => v === form.language) ? form.language : 'en',
        };
        return { redirect: '/preferences?saved=1' };
      }
      return { status: 400, html: layout('Error', '<h1>Something went wrong</h1>') };
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    if (u.pathname === '/privacy') return { html: layout('Privacy policy', '<h1>Privacy policy</h1><p>We keep your request for two years to handle it and improve our service.</p>') };
    const render =
      (ticket && !tm[2] && (() => ticketPage(ticket))) ||
      (article && !am[2] && (() => articlePage(article))) ||
      {
        '/': homePage,
        '/articles': () => articlesPage(query.q ?? ''),
        '/request': () => requestPage(),
        '/tickets': ticketsPage,
        '/callback': callbackPage,
        '/callback/confirm': callbackConfirmPage,
        '/callback/done': () => layout('Call back booked', '<h1>Thanks, we will call you</h1><p>An agent will call you at the time you chose.</p>'),
        '/preferences': () => preferencesPage().replace('<form', query.saved ? '<p role="status">Your preferences are saved.</p><form' : '<form'),
      }[u.pathname];
    if (!render) return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    state.page = { path: u.pathname, query };
    return { html: render() };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown, the request draft, requests sent, tickets, replies, votes, the call back, preferences. */
    state: () => structuredClone(state),
    /** Put the server in a given state. */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
