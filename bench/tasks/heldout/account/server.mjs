/**
 * "Kestrel" account pages for the short-task benchmark: a sign-in form, and settings with a left
 * menu — a profile form (Save), notification channels saved in the background as they change,
 * email preferences with a digest-frequency select (Save changes), display and sound sliders and
 * a theme choice saved in the background, privacy settings, and a delete-account page that wants
 * DELETE typed to confirm. `state()` is the last page shown and every setting the server holds.
 */
const ACCOUNT = { email: 'jordan.ellis@example.com', password: 'Quill-7-harbor' };
const ZONES = [
  ['America/Los_Angeles', '(GMT-08:00) Pacific Time – Los Angeles'],
  ['America/New_York', '(GMT-05:00) Eastern Time – New York'],
  ['Europe/London', '(GMT+00:00) London, Dublin'],
  ['Europe/Berlin', '(GMT+01:00) Berlin, Paris, Rome'],
  ['Asia/Tokyo', '(GMT+09:00) Tokyo, Osaka'],
];
const DIGESTS = [['never', 'Never'], ['daily', 'Daily'], ['weekly', 'Weekly'], ['monthly', 'Monthly']];
const VISIBILITY = [['public', 'Everyone'], ['followers', 'Only people I follow'], ['private', 'Only me']];
const THEMES = [['light', 'Light'], ['dark', 'Dark'], ['system', 'Match my system']];
const MENU = [['/settings/profile', 'Profile'], ['/settings/notifications', 'Notifications'], ['/settings/display', 'Display & sound'], ['/settings/privacy', 'Privacy'], ['/settings/delete', 'Delete account']];

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const on = (b) => (b ? ' checked' : '');
const options = (list, value) => list.map(([v, l]) => `<option value="${v}"${v === value ? ' selected' : ''}>${esc(l)}</option>`).join('');
const level = (v, fallback) => (Number.isFinite(Number(v)) && v !== '' ? Math.min(100, Math.max(0, Math.round(Number(v)))) : fallback);

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      signIns: [],
      profile: { name: 'Jordan Ellis', email: ACCOUNT.email, phone: '', bio: '', timezone: 'America/New_York' },
      channels: { email: false, sms: false, push: true },
      emailPrefs: { newsletter: true, tips: false, digest: 'daily' },
      display: { volume: 50, brightness: 70, theme: 'system' },
      privacy: { visibility: 'public', showEmail: true },
      deleted: false,
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} – Kestrel</title><style>
body{font-family:system-ui,sans-serif;margin:0} header{display:flex;gap:18px;align-items:center;padding:10px 24px;background:#1f2937;color:#fff}
header a{color:#e5e7eb} header nav{display:flex;gap:14px;flex:1} .wrap{display:flex;gap:28px;padding:20px 24px} .side{width:200px}
.side a{display:block;padding:6px 0} form p{margin:10px 0} .danger{background:#b91c1c;color:#fff;border:0;padding:8px 12px} .hint{color:#555;font-size:.9em}
footer{margin-top:30px;padding:14px 24px;border-top:1px solid #ddd;font-size:.85em}
</style><script>function save(f){fetch(f.action,{method:'POST',body:new URLSearchParams(new FormData(f))}).then(function(){var s=f.querySelector('.status');if(s)s.textContent='Saved';});}</script></head>
<body><header><a href="/"><strong>Kestrel</strong></a><nav><a href="/">Home</a><a href="/pricing">Pricing</a><a href="/help">Help center</a></nav><a href="/account">My account</a><a href="/signin">Sign in</a></header>
${body}<footer><a href="/terms">Terms</a> · <a href="/privacy-policy" target="_blank">Privacy policy</a> · <a href="/status" target="_blank">System status</a><p>© 2026 Kestrel Inc.</p></footer></body></html>`;

  const settings = (title, current, body) =>
    layout(title, `<div class="wrap"><nav class="side" aria-label="Settings"><h2>Settings</h2>${MENU.map(([href, l]) => `<a href="${href}"${href === current ? ' aria-current="page"' : ''}>${esc(l)}</a>`).join('')}</nav><main><h1>${esc(title)}</h1>${body}</main></div>`);

  function signinPage(query) {
    return layout('Sign in', `<main class="wrap"><section><h1>Sign in to Kestrel</h1>${query.error ? '<p role="alert">That email and password don\'t match our records.</p>' : ''}
<form method="post" action="/signin"><p><label for="email">Email address</label><br><input id="email" name="email" type="email" autocomplete="username"></p>
<p><label for="password">Password</label> <a href="/forgot">Forgot password?</a><br><input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><label><input type="checkbox" name="remember" value="yes"> Keep me signed in</label></p><p><button>Sign in</button></p></form>
<p>New here? <a href="/join">Create an account</a></p></section></main>`);
  }

  function profilePage() {
    const p = state.profile;
    return settings('Profile', '/settings/profile', `<form method="post" action="/settings/profile">
<p><label for="name">Full name</label><br><input id="name" name="name" value="${esc(p.name)}"></p>
<p><label for="pemail">Email</label><br><input id="pemail" name="email" type="email" value="${esc(p.email)}"></p>
<p><label for="phone">Phone number <span class="hint">(optional)</span></label><br><input id="phone" name="phone" type="tel" value="${esc(p.phone)}"></p>
<p><label for="bio">Bio</label><br><textarea id="bio" name="bio" rows="3">${esc(p.bio)}</textarea></p>
<p><label for="tz">Time zone</label><br><select id="tz" name="timezone">${options(ZONES, p.timezone)}</select></p><p><button>Save</button></p></form>`);
  }

  function notificationsPage() {
    const c = state.channels;
    const e = state.emailPrefs;
    return settings('Notifications', '/settings/notifications', `<form method="post" action="/settings/channels"><fieldset><legend>Alert channels</legend>
<p class="hint">Changes to alert channels are saved automatically. <span class="status" role="status"></span></p>
<p><label><input type="checkbox" name="email" value="1"${on(c.email)} onchange="save(this.form)"> Email</label></p>
<p><label><input type="checkbox" name="sms" value="1"${on(c.sms)} onchange="save(this.form)"> SMS</label></p>
<p><label><input type="checkbox" name="push" value="1"${on(c.push)} onchange="save(this.form)"> Push notifications</label></p></fieldset></form>
<form method="post" action="/settings/email-prefs"><fieldset><legend>Email preferences</legend>
<p><label><input type="checkbox" name="newsletter" value="1"${on(e.newsletter)}> Newsletter</label></p>
<p><label><input type="checkbox" name="tips" value="1"${on(e.tips)}> Product tips and tutorials</label></p>
<p><label for="digest">Digest frequency</label> <select id="digest" name="digest">${options(DIGESTS, e.digest)}</select></p></fieldset>
<p><button>Save changes</button></p></form>`);
  }

  function displayPage() {
    const d = state.display;
    return settings('Display & sound', '/settings/display', `<form method="post" action="/settings/display"><p class="hint">Your changes are saved automatically. <span class="status" role="status"></span></p>
<p><label for="volume">Volume</label> <input id="volume" name="volume" type="range" min="0" max="100" step="1" value="${d.volume}" onchange="save(this.form)"></p>
<p><label for="brightness">Brightness</label> <input id="brightness" name="brightness" type="range" min="0" max="100" step="1" value="${d.brightness}" onchange="save(this.form)"></p>
<fieldset><legend>Theme</legend>${THEMES.map(([v, l]) => `<label><input type="radio" name="theme" value="${v}"${on(v === d.theme)} onchange="save(this.form)"> ${l}</label>`).join(' ')}</fieldset></form>`);
  }

  function privacyPage() {
    const p = state.privacy;
    return settings('Privacy', '/settings/privacy', `<form method="post" action="/settings/privacy">
<p><label for="visibility">Who can see your profile</label> <select id="visibility" name="visibility">${options(VISIBILITY, p.visibility)}</select></p>
<p><label><input type="checkbox" name="showEmail" value="1"${on(p.showEmail)}> Show my email address on my profile</label></p>
<p><button>Save privacy settings</button></p></form>`);
  }

  function deletePage(query) {
    return settings('Delete account', '/settings/delete', `<p>Deleting your account removes your profile and all your data. This cannot be undone.</p>${query.error ? '<p role="alert">Please type DELETE exactly.</p>' : ''}
<form method="post" action="/settings/delete"><p><label for="confirm">Type DELETE to confirm</label><br><input id="confirm" name="confirm" autocomplete="off"></p>
<p><button class="danger">Delete my account</button> <a href="/account">Cancel</a></p></form>`);
  }

  const info = (title, text) => layout(title, `<main class="wrap"><section><h1>${esc(title)}</h1><p>${esc(text)}</p></section></main>`);
  const SAVED = { html: '<!doctype html><html><head><title>Saved</title></head><body><p>Saved</p></body></html>' };

  /** Handle a request; `body` is the url-encoded form body of a POST. */
  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/signin': {
          const attempt = { email: form.email ?? '', password: form.password ?? '', remember: form.remember === 'yes' };
          state.signIns.push(attempt);
          return { redirect: attempt.email.trim().toLowerCase() === ACCOUNT.email && attempt.password === ACCOUNT.password ? '/account' : '/signin?error=1' };
        }
        case '/settings/profile':
          state.profile = {
            name: form.name ?? '',
            email: form.email ?? '',
            phone: form.phone ?? '',
            bio: form.bio ?? '',
            timezone: ZONES.some(([v]) => v === form.timezone) ? form.timezone : state.profile.timezone,
          };
          return { redirect: '/settings/profile' };
        case '/settings/channels':
          state.channels = { email: form.email === '1', sms: form.sms === '1', push: form.push === '1' };
          return SAVED;
        case '/settings/email-prefs':
          state.emailPrefs = { newsletter: form.newsletter === '1', tips: form.tips === '1', digest: DIGESTS.some(([v]) => v === form.digest) ? form.digest : state.emailPrefs.digest };
          return { redirect: '/settings/notifications' };
        case '/settings/display':
          state.display = { volume: level(form.volume, state.display.volume), brightness: level(form.brightness, state.display.brightness), theme: THEMES.some(([v]) => v === form.theme) ? form.theme : state.display.theme };
          return SAVED;
        case '/settings/privacy':
          state.privacy = { visibility: VISIBILITY.some(([v]) => v === form.visibility) ? form.visibility : state.privacy.visibility, showEmail: form.showEmail === '1' };
          return { redirect: '/settings/privacy' };
        case '/settings/delete':
          if (form.confirm !== 'DELETE') return { redirect: '/settings/delete?error=1' };
          state.deleted = true;
          return { redirect: '/goodbye' };
        default:
          return { status: 404, html: info('Not found', 'That page does not exist.') };
      }
    }
    if (method !== 'GET') return { status: 404, html: info('Not found', 'That page does not exist.') };
    let html;
    switch (u.pathname) {
      case '/':
        html = layout('Home', `<main class="wrap"><section><h1>Kestrel keeps your team's notes in one place</h1><p><a href="/signin">Sign in</a> or <a href="/join">start a free trial</a>.</p></section></main>`);
        break;
      case '/signin':
        html = signinPage(query);
        break;
      case '/account':
        html = settings('Account overview', '/account', `<p>Signed in as ${esc(state.profile.email)}.</p><ul><li>Plan: Team (5 seats)</li><li>Time zone: ${esc(state.profile.timezone)}</li></ul><p>Choose a section in the menu on the left.</p>`);
        break;
      case '/settings/profile':
        html = profilePage();
        break;
      case '/settings/notifications':
        html = notificationsPage();
        break;
      case '/settings/display':
        html = displayPage();
        break;
      case '/settings/privacy':
        html = privacyPage();
        break;
      case '/settings/delete':
        html = deletePage(query);
        break;
      case '/goodbye':
        html = info('Account deleted', state.deleted ? 'Your account has been deleted. We are sorry to see you go.' : 'Your account is still active.');
        break;
      case '/pricing':
      case '/help':
      case '/terms':
      case '/privacy-policy':
      case '/status':
      case '/forgot':
      case '/join':
        html = info(u.pathname.slice(1), 'This page is not part of the demo.');
        break;
      default:
        return { status: 404, html: info('Not found', 'That page does not exist.') };
    }
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server holds: the last page shown, the sign-in attempts and every setting. */
    state: () => structuredClone(state),
    /** Put the server in a given state. */
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
