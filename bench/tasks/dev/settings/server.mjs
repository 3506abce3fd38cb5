/**
 * "Tidewell Account", a small account site for the short-task benchmark: sign in, notification
 * settings (checkboxes, a radio group, a slider, a dropdown, a text field), account deletion with
 * a typed confirmation, a feedback survey with repeated question groups, and a contact form.
 * Settings controls submit on change, so `state()` tells what the helper has done.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const FREQUENCIES = ['Daily', 'Weekly', 'Monthly', 'Never'];
const LANGUAGES = ['English', 'Spanish', 'French', 'German'];
const SENTENCES = ['The cat sat on the mat.', 'Him and me goes to the market.', 'Please send the report by Friday.'];

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      signedIn: null,
      notifications: { email: false, sms: false, push: true },
      digest: 'Never',
      volume: 50,
      language: 'English',
      displayName: 'Guest',
      deleted: false,
      survey: null,
      messages: [],
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} · Tidewell</title><style>
body{font-family:sans-serif;margin:0} header{display:flex;gap:16px;padding:10px 20px;background:#1d3b53;color:#fff} header a{color:#fff}
main{padding:20px;max-width:760px} fieldset{margin:12px 0} .q{margin:8px 0}
</style></head><body><header><a href="/"><strong>Tidewell</strong></a><nav><a href="/signin">Sign in</a> <a href="/settings">Settings</a> <a href="/survey">Feedback survey</a> <a href="/contact">Contact us</a> <a href="/delete">Delete account</a></nav></header><main>${body}</main></body></html>`;

  const check = (name, label, on) => `<label><input type="checkbox" name="${name}" value="on"${on ? ' checked' : ''} onchange="this.form.submit()"> ${label}</label>`;

  function settingsPage() {
    const n = state.notifications;
    return layout('Settings', `<h1>Settings</h1>
<form method="post" action="/settings/notifications"><input type="hidden" name="sent" value="1">
<fieldset><legend>Notifications</legend>${check('email', 'Email', n.email)} ${check('sms', 'SMS', n.sms)} ${check('push', 'Push notifications', n.push)}</fieldset></form>
<form method="post" action="/settings/digest"><fieldset><legend>Digest frequency</legend>
${FREQUENCIES.map((f) => `<label><input type="radio" name="digest" value="${f}"${state.digest === f ? ' checked' : ''} onchange="this.form.submit()"> ${f}</label>`).join(' ')}</fieldset></form>
<form method="post" action="/settings/volume"><p><label for="volume">Volume</label> <input type="range" id="volume" name="volume" min="0" max="100" value="${state.volume}" onchange="this.form.submit()"> <output>${state.volume}</output></p></form>
<form method="post" action="/settings/language"><p><label for="language">Language</label> <select id="language" name="language" onchange="this.form.submit()">${LANGUAGES.map((l) => `<option${state.language === l ? ' selected' : ''}>${l}</option>`).join('')}</select></p></form>
<form method="post" action="/settings/name"><p><label for="display-name">Display name</label> <input id="display-name" name="name" value="${esc(state.displayName)}"> <button>Save name</button></p></form>`);
  }

  function surveyPage() {
    const group = (s, i) => `<section><h2>Sentence ${i + 1}</h2><p><em>${esc(s)}</em></p>
${['Is it grammatical?', 'Is it polite?'].map((q, k) => `<div class="q"><p>${q}</p><label><input type="radio" name="s${i + 1}q${k + 1}" value="yes"> Yes</label> <label><input type="radio" name="s${i + 1}q${k + 1}" value="no"> No</label></div>`).join('')}</section>`;
    return layout('Feedback survey', `<h1>Feedback survey</h1><form method="post" action="/survey">${SENTENCES.map(group).join('')}
<p><label for="comments">Comments</label><br><textarea id="comments" name="comments" rows="3" cols="50"></textarea></p><button>Submit</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/signin':
          if (!form.email || !form.password) return { redirect: '/signin?error=missing' };
          state.signedIn = form.email;
          return { redirect: '/account' };
        case '/settings/notifications':
          state.notifications = { email: form.email === 'on', sms: form.sms === 'on', push: form.push === 'on' };
          return { redirect: '/settings' };
        case '/settings/digest':
          if (FREQUENCIES.includes(form.digest)) state.digest = form.digest;
          return { redirect: '/settings' };
        case '/settings/volume':
          state.volume = Number(form.volume);
          return { redirect: '/settings' };
        case '/settings/language':
          if (LANGUAGES.includes(form.language)) state.language = form.language;
          return { redirect: '/settings' };
        case '/settings/name':
          state.displayName = form.name ?? '';
          return { redirect: '/settings' };
        case '/delete':
          if (form.confirm !== 'DELETE') return { redirect: '/delete?error=confirm' };
          state.deleted = true;
          return { redirect: '/goodbye' };
        case '/survey':
          state.survey = form;
          return { redirect: '/thanks' };
        case '/contact':
          state.messages.push({ name: form.name ?? '', email: form.email ?? '', message: form.message ?? '' });
          return { redirect: '/thanks' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 404, html: 'Not found' };
    let html;
    switch (u.pathname) {
      case '/':
        html = layout('Home', '<h1>Your Tidewell account</h1><p>Manage how we reach you.</p>');
        break;
      case '/signin':
        html = layout('Sign in', `<h1>Sign in</h1>${query.error ? '<p role="alert">Enter your email and password.</p>' : ''}<form method="post" action="/signin">
<p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><label for="password">Password</label> <input id="password" name="password" type="password"></p><button>Sign in</button></form>`);
        break;
      case '/account':
        html = layout('Account', `<h1>Welcome back</h1><p>Signed in as ${esc(state.signedIn ?? 'nobody')}.</p>`);
        break;
      case '/settings':
        html = settingsPage();
        break;
      case '/delete':
        html = layout('Delete account', `<h1>Delete your account</h1>${query.error ? '<p role="alert">The confirmation did not match.</p>' : ''}<form method="post" action="/delete">
<p><label for="confirm">Type DELETE to confirm</label> <input id="confirm" name="confirm"></p><button>Delete account</button></form>`);
        break;
      case '/survey':
        html = surveyPage();
        break;
      case '/contact':
        html = layout('Contact us', `<h1>Contact us</h1><form method="post" action="/contact"><p><label for="name">Name</label> <input id="name" name="name"></p>
<p><label for="cemail">Email</label> <input id="cemail" name="email" type="email"></p><p><label for="message">Message</label><br><textarea id="message" name="message" rows="4" cols="50"></textarea></p><button>Send</button></form>`);
        break;
      case '/thanks':
        html = layout('Thank you', `<h1>Thank you</h1><p>Reference number TW-${4000 + state.messages.length + (state.survey ? 1 : 0)}</p>`);
        break;
      case '/goodbye':
        html = layout('Goodbye', '<h1>Your account was deleted</h1>');
        break;
      default:
        return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    }
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown and every setting, form and message. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
