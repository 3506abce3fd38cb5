/**
 * "Northgate Bank", an online banking portal for the short-task benchmark (tasks/heldout4,
 * written blind): log in, an accounts summary, a two-step transfer (form, then review and
 * confirm), bill payments with a payee list and an "Add a payee" form, debit card settings
 * (lock, contactless, online, international, a daily ATM limit slider), alerts (checkboxes, a
 * balance threshold, a channel radio group), statements (paperless preference and a download
 * form) and a profile. Every form posts to the server, so `state()` tells what the helper did.
 */
const ACCOUNTS = [
  ['checking', 'Everyday Checking (…4821)', '$2,340.55'],
  ['savings', 'Rainy Day Savings (…7730)', '$8,120.00'],
  ['credit', 'Platinum Credit Card (…0093)', '−$412.18'],
];
const FREQUENCIES = [
  ['once', 'One time'],
  ['weekly', 'Weekly'],
  ['monthly', 'Monthly'],
];
const CATEGORIES = ['Utilities', 'Rent', 'Phone & internet', 'Insurance', 'Other'];
const MONTHS = [
  ['2026-10', 'October 2026'],
  ['2026-09', 'September 2026'],
  ['2026-08', 'August 2026'],
];
const NEXT_BUSINESS_DAY = '2026-11-25';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const accountName = (key) => ACCOUNTS.find(([k]) => k === key)?.[1] ?? key;
const options = (list, chosen) => list.map(([v, l]) => `<option value="${esc(v)}"${v === chosen ? ' selected' : ''}>${esc(l)}</option>`).join('');

export function createSite() {
  let state;
  const reset = () => {
    state = {
      page: { path: '/', query: {} },
      signedIn: null,
      remember: false,
      pending: null,
      transfers: [],
      payees: [
        { name: 'City Water & Power', account: '0012-4471', nickname: '', category: 'Utilities' },
        { name: 'Brightline Internet', account: '88-301-225', nickname: '', category: 'Phone & internet' },
        { name: 'Maple Ridge Apartments', account: 'MR-1140', nickname: 'Rent', category: 'Rent' },
      ],
      payments: [],
      card: { locked: false, contactless: true, online: true, international: false, atmLimit: 300 },
      alerts: { lowBalance: false, largePurchases: false, deposits: true, newDevice: true, threshold: 100, channel: 'email' },
      paperless: false,
      downloads: [],
      profile: { email: 'j.okafor@example.com', mobile: '555-0100', preferredName: '' },
    };
  };
  reset();

  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Northgate Bank</title><style>
body{font-family:Georgia,serif;margin:0;background:#f4f6f8} header{display:flex;gap:18px;align-items:center;padding:12px 24px;background:#0d2c54;color:#fff}
header a{color:#fff} main{padding:20px 24px;max-width:820px;background:#fff;margin:16px auto} fieldset{margin:12px 0} table{border-collapse:collapse} td,th{padding:6px 10px;border-bottom:1px solid #ddd;text-align:left}
</style></head><body><header><a href="/"><strong>Northgate Bank</strong></a><nav aria-label="Online banking"><a href="/accounts">Accounts</a> <a href="/transfer">Transfer money</a> <a href="/bills">Pay a bill</a> <a href="/cards">Card settings</a> <a href="/alerts">Alerts</a> <a href="/statements">Statements</a> <a href="/profile">Profile</a></nav></header><main>${body}</main></body></html>`;

  const checkbox = (name, label, on) => `<p><label><input type="checkbox" name="${name}" value="on"${on ? ' checked' : ''}> ${label}</label></p>`;

  function transferPage(query) {
    const error = query.error === 'same' ? '<p role="alert">Choose two different accounts.</p>' : query.error === 'amount' ? '<p role="alert">Enter an amount greater than zero.</p>' : '';
    return layout('Transfer money', `<h1>Transfer money</h1>${error}<form method="post" action="/transfer">
<p><label for="from">From</label> <select id="from" name="from">${options(ACCOUNTS.slice(0, 2), 'checking')}</select></p>
<p><label for="to">To</label> <select id="to" name="to">${options(ACCOUNTS, 'savings')}</select></p>
<p><label for="amount">Amount ($)</label> <input id="amount" name="amount" type="number" min="0.01" step="0.01"></p>
<p><label for="date">Transfer date</label> <input id="date" name="date" type="date" value="${NEXT_BUSINESS_DAY}"></p>
<fieldset><legend>Frequency</legend>${FREQUENCIES.map(([v, l]) => `<label><input type="radio" name="frequency" value="${v}"${v === 'once' ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<p><label for="reference">Reference (optional)</label> <input id="reference" name="reference" maxlength="18"></p>
<button>Continue</button> <a href="/accounts">Cancel</a></form>`);
  }

  function billsPage() {
    const radios = state.payees.map((p) => `<label><input type="radio" name="payee" value="${esc(p.name)}"> ${esc(p.name)}${p.nickname ? ` (${esc(p.nickname)})` : ''}</label>`).join('<br>');
    return layout('Pay a bill', `<h1>Pay a bill</h1><form method="post" action="/bills/pay"><fieldset><legend>Payee</legend>${radios}</fieldset>
<p><label for="bill-amount">Amount ($)</label> <input id="bill-amount" name="amount" type="number" min="0.01" step="0.01"></p>
<p><label for="pay-on">Pay on</label> <input id="pay-on" name="date" type="date" value="${NEXT_BUSINESS_DAY}"></p>
<p><label for="pay-from">Pay from</label> <select id="pay-from" name="from">${options(ACCOUNTS.slice(0, 2), 'checking')}</select></p>
<button>Pay bill</button></form>
<h2>Add a payee</h2><form method="post" action="/bills/payees"><p><label for="payee-name">Payee name</label> <input id="payee-name" name="name"></p>
<p><label for="payee-account">Account number</label> <input id="payee-account" name="account"></p>
<p><label for="payee-nickname">Nickname (optional)</label> <input id="payee-nickname" name="nickname"></p>
<p><label for="payee-category">Category</label> <select id="payee-category" name="category"><option value="">Choose a category</option>${CATEGORIES.map((c) => `<option value="${esc(c)}">${esc(c)}</option>`).join('')}</select></p>
<button>Add payee</button></form>`);
  }

  function cardsPage() {
    const c = state.card;
    return layout('Card settings', `<h1>Debit card settings</h1><p>Northgate Debit Mastercard ending 5512</p><form method="post" action="/cards">
${checkbox('locked', 'Lock card (temporarily block all use)', c.locked)}${checkbox('contactless', 'Contactless payments', c.contactless)}${checkbox('online', 'Online purchases', c.online)}${checkbox('international', 'International transactions', c.international)}
<p><label for="atm">Daily ATM limit</label> <input id="atm" name="atmLimit" type="range" min="100" max="1000" step="50" value="${c.atmLimit}"> <output for="atm">$${c.atmLimit}</output></p>
<button>Save card settings</button></form>`);
  }

  function alertsPage() {
    const a = state.alerts;
    return layout('Alerts', `<h1>Account alerts</h1><form method="post" action="/alerts"><fieldset><legend>Tell me about</legend>
${checkbox('lowBalance', 'Low balance', a.lowBalance)}${checkbox('largePurchases', 'Large purchases (over $500)', a.largePurchases)}${checkbox('deposits', 'Deposits received', a.deposits)}${checkbox('newDevice', 'Login from a new device', a.newDevice)}</fieldset>
<p><label for="threshold">Alert me when my balance falls below ($)</label> <input id="threshold" name="threshold" type="number" min="0" step="1" value="${a.threshold}"></p>
<fieldset><legend>Send alerts by</legend>${[['email', 'Email'], ['text', 'Text message'], ['both', 'Both']].map(([v, l]) => `<label><input type="radio" name="channel" value="${v}"${a.channel === v ? ' checked' : ''}> ${l}</label>`).join(' ')}</fieldset>
<button>Save alerts</button></form>`);
  }

  function statementsPage() {
    return layout('Statements', `<h1>Statements</h1><form method="post" action="/statements/delivery"><fieldset><legend>Statement delivery</legend>
<label><input type="radio" name="delivery" value="paper"${state.paperless ? '' : ' checked'}> Paper statements by mail</label><br>
<label><input type="radio" name="delivery" value="paperless"${state.paperless ? ' checked' : ''}> Paperless (view online only)</label></fieldset><button>Save preference</button></form>
<h2>Download a statement</h2><form method="post" action="/statements/download"><p><label for="st-account">Account</label> <select id="st-account" name="account">${options(ACCOUNTS, 'checking')}</select></p>
<p><label for="st-month">Statement month</label> <select id="st-month" name="month">${options(MONTHS, '2026-10')}</select></p>
<fieldset><legend>File format</legend><label><input type="radio" name="format" value="pdf" checked> PDF</label> <label><input type="radio" name="format" value="csv"> CSV (spreadsheet)</label></fieldset>
<button>Download statement</button></form>`);
  }

  function profilePage() {
    const p = state.profile;
    return layout('Profile', `<h1>Your profile</h1><form method="post" action="/profile"><p><label for="email">Email address</label> <input id="email" name="email" type="email" value="${esc(p.email)}"></p>
<p><label for="mobile">Mobile number</label> <input id="mobile" name="mobile" type="tel" value="${esc(p.mobile)}"></p>
<p><label for="preferred">Preferred name</label> <input id="preferred" name="preferredName" value="${esc(p.preferredName)}"></p><button>Save changes</button></form>`);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    const query = Object.fromEntries(u.searchParams);
    const form = Object.fromEntries(new URLSearchParams(body ?? ''));
    if (method === 'POST') {
      switch (u.pathname) {
        case '/signin':
          if (!form.customerId || !form.password) return { redirect: '/signin?error=missing' };
          state.signedIn = form.customerId;
          state.remember = form.remember === 'on';
          return { redirect: '/accounts' };
        case '/transfer': {
          const amount = Number(form.amount);
          if (form.from === form.to) return { redirect: '/transfer?error=same' };
          if (!(amount > 0)) return { redirect: '/transfer?error=amount' };
          state.pending = { from: form.from, to: form.to, amount, date: form.date ?? '', frequency: form.frequency ?? 'once', reference: form.reference ?? '' };
          return { redirect: '/transfer/review' };
        }
        case '/transfer/confirm':
          if (!state.pending) return { redirect: '/transfer' };
          state.transfers.push(state.pending);
          state.pending = null;
          return { redirect: '/transfer/done' };
        case '/bills/pay': {
          const amount = Number(form.amount);
          if (!form.payee || !(amount > 0)) return { redirect: '/bills?error=missing' };
          state.payments.push({ payee: form.payee, amount, date: form.date ?? '', from: form.from });
          return { redirect: '/bills/confirmation' };
        }
        case '/bills/payees':
          if (!form.name || !form.account || !form.category) return { redirect: '/bills?error=payee' };
          state.payees.push({ name: form.name, account: form.account, nickname: form.nickname ?? '', category: form.category });
          return { redirect: '/bills' };
        case '/cards':
          state.card = { locked: form.locked === 'on', contactless: form.contactless === 'on', online: form.online === 'on', international: form.international === 'on', atmLimit: Number(form.atmLimit) };
          return { redirect: '/cards' };
        case '/alerts':
          state.alerts = {
            lowBalance: form.lowBalance === 'on',
            largePurchases: form.largePurchases === 'on',
            deposits: form.deposits === 'on',
            newDevice: form.newDevice === 'on',
            threshold: Number(form.threshold),
            channel: form.channel,
          };
          return { redirect: '/alerts' };
        case '/statements/delivery':
          state.paperless = form.delivery === 'paperless';
          return { redirect: '/statements' };
        case '/statements/download':
          state.downloads.push({ account: form.account, month: form.month, format: form.format });
          return { redirect: '/statements/ready' };
        case '/profile':
          state.profile = { email: form.email ?? '', mobile: form.mobile ?? '', preferredName: form.preferredName ?? '' };
          return { redirect: '/profile' };
        default:
          return { status: 404, html: 'Not found' };
      }
    }
    if (method !== 'GET') return { status: 405, html: 'Method not allowed' };
    let html;
    switch (u.pathname) {
      case '/':
        html = layout('Welcome', '<h1>Banking that keeps up with you</h1><p><a href="/signin">Log in to online banking</a></p>');
        break;
      case '/signin':
        html = layout('Log in', `<h1>Log in to online banking</h1>${query.error ? '<p role="alert">Enter your customer ID and password.</p>' : ''}<form method="post" action="/signin">
<p><label for="customer-id">Customer ID</label> <input id="customer-id" name="customerId" autocomplete="username"></p>
<p><label for="password">Password</label> <input id="password" name="password" type="password" autocomplete="current-password"></p>
<p><label><input type="checkbox" name="remember" value="on"> Remember my customer ID</label></p><button>Log in</button></form><p><a href="/">Forgot your password?</a></p>`);
        break;
      case '/accounts':
        html = layout('Accounts', `<h1>Your accounts</h1><table><thead><tr><th>Account</th><th>Balance</th></tr></thead><tbody>${ACCOUNTS.map(([, n, b]) => `<tr><td>${esc(n)}</td><td>${b}</td></tr>`).join('')}</tbody></table>
<h2>Quick links</h2><ul><li><a href="/transfer">Transfer money</a></li><li><a href="/bills">Pay a bill</a></li><li><a href="/cards">Card settings</a></li></ul>`);
        break;
      case '/transfer':
        html = transferPage(query);
        break;
      case '/transfer/review': {
        const p = state.pending;
        html = layout('Review transfer', p
          ? `<h1>Review your transfer</h1><dl><dt>From</dt><dd>${esc(accountName(p.from))}</dd><dt>To</dt><dd>${esc(accountName(p.to))}</dd><dt>Amount</dt><dd>$${p.amount.toFixed(2)}</dd><dt>Date</dt><dd>${esc(p.date)}</dd><dt>Frequency</dt><dd>${esc(FREQUENCIES.find(([v]) => v === p.frequency)?.[1] ?? p.frequency)}</dd><dt>Reference</dt><dd>${esc(p.reference || '—')}</dd></dl>
<form method="post" action="/transfer/confirm"><button>Confirm transfer</button></form><p><a href="/transfer">Edit</a></p>`
          : '<h1>Nothing to review</h1><p><a href="/transfer">Start a transfer</a></p>');
        break;
      }
      case '/transfer/done':
        html = layout('Transfer scheduled', `<h1>Transfer scheduled</h1><p>Confirmation number NG-${7700 + state.transfers.length}</p>`);
        break;
      case '/bills':
        html = billsPage();
        break;
      case '/bills/confirmation':
        html = layout('Payment scheduled', `<h1>Payment scheduled</h1><p>Confirmation number BP-${3300 + state.payments.length}</p>`);
        break;
      case '/cards':
        html = cardsPage();
        break;
      case '/alerts':
        html = alertsPage();
        break;
      case '/statements':
        html = statementsPage();
        break;
      case '/statements/ready':
        html = layout('Statement ready', '<h1>Your statement is ready</h1><p>Your download will start shortly.</p><p><a href="/statements">Back to statements</a></p>');
        break;
      case '/profile':
        html = profilePage();
        break;
      default:
        return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    }
    state.page = { path: u.pathname, query };
    return { html };
  }

  return {
    handle,
    reset,
    /** What the server has seen: the last page shown and every form the helper sent. */
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
  };
}
