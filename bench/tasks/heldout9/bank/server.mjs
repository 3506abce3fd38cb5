// Harbour Bank — personal online banking (blind set, round 10).
const ACCOUNTS = [
  { id: 'current', name: 'Everyday Current Account', last4: '4821', sort: '20-17-44', balance: 2340.15 },
  { id: 'saver', name: 'Bonus Saver', last4: '7710', sort: '20-17-44', balance: 12500.0 },
  { id: 'credit', name: 'Harbour Platinum Credit Card', last4: '9034', sort: '', balance: -412.8 },
];
const TX = [
  ['2026-11-25', 'TESCO STORES 3321', -42.17], ['2026-11-24', 'SALARY ACME LTD', 2650.0], ['2026-11-22', 'TFL TRAVEL CHARGE', -8.4],
  ['2026-11-20', 'NETFLIX.COM', -10.99], ['2026-11-18', 'TESCO STORES 3321', -63.02], ['2026-11-15', 'OAKWOOD LETTINGS RENT', -1150.0],
  ['2026-11-12', 'TRANSFER FROM J LEE', 25.0], ['2026-11-09', 'GREENFIELD ENERGY DD', -86.5], ['2026-11-03', 'PRET A MANGER', -6.95],
  ['2026-10-30', 'AMAZON MARKETPLACE', -23.99], ['2026-10-27', 'SALARY ACME LTD', 2650.0],
];
const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const ALERTS = [['low', 'Low balance'], ['large', 'Large purchases (over £250)'], ['deposit', 'Deposits'], ['login', 'New device sign-in']];
const CHANNELS = [['email', 'Email'], ['sms', 'SMS'], ['app', 'App']];

const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const clone = (x) => JSON.parse(JSON.stringify(x));
const gbp = (n) => (n < 0 ? '-' : '') + '£' + Math.abs(n).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

function initial() {
  return {
    page: { path: '/', query: {} },
    signedIn: false,
    rememberedCustomer: '',
    transfers: [],
    payees: [
      { id: 'p1', name: 'Jamie Lee', sortCode: '20-45-77', account: '41238877', reference: '' },
      { id: 'p2', name: 'Greenfield Energy', sortCode: '40-11-62', account: '00917733', reference: 'GE-558120' },
      { id: 'p3', name: 'Oakwood Lettings', sortCode: '30-96-26', account: '70114455', reference: 'FLAT 3' },
    ],
    standingOrders: [
      { id: 'so1', payee: 'Oakwood Lettings', amount: '1150.00', frequency: 'Monthly', next: '2026-12-15', active: true },
      { id: 'so2', payee: 'Jamie Lee', amount: '25.00', frequency: 'Weekly', next: '2026-11-30', active: true },
      { id: 'so3', payee: 'Harbour Bonus Saver', amount: '200.00', frequency: 'Monthly', next: '2026-12-01', active: true },
    ],
    cards: [
      { id: 'debit', name: 'Visa Debit', last4: '4821', frozen: false, contactless: true, online: true, cash: true, abroad: false },
      { id: 'credit', name: 'Platinum Mastercard', last4: '9034', frozen: false, contactless: true, online: true, cash: false, abroad: true },
    ],
    alerts: { threshold: '100', low: ['sms', 'app'], large: ['email', 'app'], deposit: ['app'], login: ['email', 'sms'] },
    profile: { phone: '07700 900100', email: 'r.morgan@example.com', address: '22 Quay Street, Bristol BS1 4DB', contact: 'email' },
    statementViews: 0,
  };
}

export function createSite() {
  let st = initial();

  function layout(title, body, crumbs, signin = false) {
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} | Harbour Bank Online</title>
<style>body{font-family:Georgia,serif;margin:0;background:#f6f7f9}header{background:#00334e;color:#fff;padding:10px 24px;display:flex;align-items:center;gap:24px}header a{color:#fff}main{background:#fff;margin:16px auto;max-width:960px;padding:24px}table{border-collapse:collapse;width:100%}td,th{border-bottom:1px solid #ddd;padding:6px;text-align:left}footer{max-width:960px;margin:auto;padding:16px;display:flex;gap:32px;font-size:13px}</style></head>
<body><header><a href="${signin ? '/' : '/accounts'}" aria-label="Harbour Bank home"><strong>&#9875; Harbour Bank</strong></a>
${signin ? '' : `<nav aria-label="Main"><a href="/accounts">Accounts</a> &nbsp; <a href="/transfer">Pay &amp; transfer</a> &nbsp; <a href="/payees">Payees</a> &nbsp; <a href="/standing-orders">Standing orders</a> &nbsp; <a href="/cards">Cards</a> &nbsp; <a href="/statements">Statements</a></nav>
<div style="margin-left:auto"><a href="/settings/profile">Profile</a> &middot; <a href="/settings/alerts">Alerts</a> &middot; <a href="/signout">Sign out</a></div>`}</header>
${crumbs ? `<nav aria-label="Breadcrumb" style="max-width:960px;margin:8px auto">${crumbs.map(([h, t]) => (h ? `<a href="${h}">${esc(t)}</a> &gt; ` : `<span>${esc(t)}</span>`)).join('')}</nav>` : ''}
<main>${body}</main>
<footer><div><h4>Help</h4><ul><li><a href="/help/fraud">Report fraud</a></li><li><a href="/help/contact">Contact us</a></li><li><a href="/help/accessibility">Accessibility</a></li></ul></div><div><h4>Legal</h4><ul><li><a href="/legal/privacy">Privacy</a></li><li><a href="/legal/cookies">Cookies</a></li><li><a href="/legal/terms">Terms</a></li></ul></div>
<p>Harbour Bank plc is authorised by the Prudential Regulation Authority. &copy; 2026</p></footer></body></html>`;
  }

  const acct = (id) => ACCOUNTS.find((a) => a.id === id);
  const payeeName = (id) => (acct(id) ? acct(id).name : (st.payees.find((p) => p.id === id) || {}).name || id);

  function signinPage(error) {
    return layout('Log in', `<h1>Log in to Online Banking</h1>${error ? `<p role="alert" style="color:#b00">${error}</p>` : ''}
<form method="post" action="/signin" style="max-width:360px"><p><label for="cust">Customer number</label><br><input id="cust" name="customer" inputmode="numeric" autocomplete="username"></p>
<p><input name="password" type="password" placeholder="Password" autocomplete="current-password"></p>
<p><label><input type="checkbox" name="remember" value="1"> Remember my customer number</label></p>
<p><button type="submit">Log in</button></p><p><a href="/help/forgotten">Forgotten your details?</a></p></form>`, null, true);
  }

  function accountsPage() {
    return layout('Your accounts', `<h1>Good evening</h1><h2>Your accounts</h2><table><thead><tr><th>Account</th><th>Number</th><th>Balance</th><th></th></tr></thead><tbody>
${ACCOUNTS.map((a) => `<tr><td>${esc(a.name)}</td><td>${a.sort ? a.sort + ' ' : ''}&bull;&bull;&bull;&bull;${a.last4}</td><td>${gbp(a.balance)}</td><td><a href="/accounts/${a.id}">View</a></td></tr>`).join('')}
</tbody></table><h2>Quick actions</h2><ul><li><a href="/transfer">Move money</a></li><li><a href="/payees">Pay someone</a></li><li><a href="/cards">Freeze a card</a></li></ul>`);
  }

  function accountPage(a, q) {
    const text = (q.get('q') || '').toLowerCase(), type = q.get('type') || '', from = q.get('from') || '', to = q.get('to') || '';
    const rows = (a.id === 'current' ? TX : a.id === 'saver' ? [['2026-11-01', 'INTEREST', 31.25], ['2026-10-01', 'INTEREST', 30.9]] : [['2026-11-21', 'JOHN LEWIS', -212.8], ['2026-11-02', 'SHELL FUEL', -200.0]])
      .filter(([d, desc, amt]) => (!text || desc.toLowerCase().includes(text)) && (!type || (type === 'in' ? amt > 0 : amt < 0)) && (!from || d >= from) && (!to || d <= to));
    return layout(a.name, `<h1>${esc(a.name)}</h1><p>${a.sort ? 'Sort code ' + a.sort + ' &middot; ' : ''}Account ending ${a.last4}</p><p>Balance: <strong>${gbp(a.balance)}</strong></p>
<p><a href="/accounts/${a.id}/statement" target="_blank" rel="noopener">Download statement (PDF)</a> &middot; <a href="/transfer?from=${a.id}">Move money</a></p>
<form method="get" action="/accounts/${a.id}" style="display:flex;gap:10px;align-items:end;flex-wrap:wrap"><input name="q" type="search" placeholder="Search transactions" value="${esc(q.get('q') || '')}">
<label>Show <select name="type"><option value="">All transactions</option><option value="in"${type === 'in' ? ' selected' : ''}>Money in</option><option value="out"${type === 'out' ? ' selected' : ''}>Money out</option></select></label>
<label for="from">From</label><input id="from" name="from" type="date" value="${esc(from)}"><label for="to">To</label><input id="to" name="to" type="date" value="${esc(to)}"><button type="submit">Filter</button></form>
<table><thead><tr><th>Date</th><th>Description</th><th>Amount</th></tr></thead><tbody>${rows.map(([d, desc, amt]) => `<tr><td>${d}</td><td>${esc(desc)}</td><td>${gbp(amt)}</td></tr>`).join('') || '<tr><td colspan="3">No transactions found.</td></tr>'}</tbody></table>`, [['/accounts', 'Accounts'], [null, a.name]]);
  }

  function transferPage(q) {
    const from = acct(q.get('from')) ? q.get('from') : 'current', to = q.get('to') || '';
    const opt = (v, t, sel) => `<option value="${v}"${v === sel ? ' selected' : ''}>${esc(t)}</option>`;
    return layout('Pay & transfer', `<h1>Pay &amp; transfer</h1><form method="post" action="/transfer" style="max-width:480px">
<p><label for="from">From</label><br><select id="from" name="from">${ACCOUNTS.filter((a) => a.id !== 'credit').map((a) => opt(a.id, `${a.name} (${gbp(a.balance)})`, from)).join('')}</select></p>
<p><label for="to">To</label><br><select id="to" name="to"><option value="">Select who to pay</option><optgroup label="Your accounts">${ACCOUNTS.map((a) => opt(a.id, a.name, to)).join('')}</optgroup><optgroup label="Payees">${st.payees.map((p) => opt(p.id, p.name, to)).join('')}</optgroup></select></p>
<p><label for="amt">Amount (£)</label><br><input id="amt" name="amount" inputmode="decimal"></p>
<p><input name="reference" placeholder="Reference (optional)" maxlength="18"></p>
<fieldset><legend>When</legend><label><input type="radio" name="when" value="now" checked> Now</label><br><label><input type="radio" name="when" value="later"> On a later date</label> <input type="date" name="date" aria-label="Payment date"></fieldset>
<p><button type="submit">Continue</button> <a href="/accounts">Cancel</a></p></form>`, [['/accounts', 'Accounts'], [null, 'Pay & transfer']]);
  }

  function payeesPage() {
    return layout('Payees', `<h1>Payees</h1><table><thead><tr><th>Name</th><th>Sort code</th><th>Account</th><th>Reference</th><th colspan="2">Actions</th></tr></thead><tbody>
${st.payees.map((p) => `<tr><td>${esc(p.name)}</td><td>${p.sortCode}</td><td>${p.account}</td><td>${esc(p.reference)}</td><td><a href="/transfer?to=${p.id}">Pay</a></td><td><form method="post" action="/payees/${p.id}/delete"><button type="submit">Delete</button></form></td></tr>`).join('')}</tbody></table>
<h2>Add a new payee</h2><form method="post" action="/payees/add"><div style="display:grid;grid-template-columns:1fr 1fr;gap:8px;max-width:520px">
<label>Payee name <input name="name"></label><label>Sort code <input name="sortCode" placeholder="00-00-00"></label>
<label>Account number <input name="account" maxlength="8"></label><label>Reference (optional) <input name="reference"></label></div><p><button type="submit">Add payee</button></p></form>`, [['/accounts', 'Accounts'], [null, 'Payees']]);
  }

  function ordersPage() {
    return layout('Standing orders', `<h1>Standing orders</h1><table><thead><tr><th>To</th><th>Amount</th><th>How often</th><th>Next payment</th><th></th></tr></thead><tbody>
${st.standingOrders.map((o) => `<tr><td>${esc(o.payee)}</td><td>£${o.amount}</td><td>${o.frequency}</td><td>${o.active ? o.next : 'Cancelled'}</td><td>${o.active ? `<a href="/standing-orders/${o.id}/cancel">Cancel</a>` : ''}</td></tr>`).join('')}</tbody></table>`, [['/accounts', 'Accounts'], [null, 'Standing orders']]);
  }

  function cardsPage() {
    return layout('Cards', `<h1>Manage your cards</h1>${st.cards.map((c) => `<section style="border:1px solid #ccc;padding:12px;margin-bottom:12px"><h2 style="font-size:18px">${c.name} ending ${c.last4}</h2><p>Status: ${c.frozen ? '<strong>Frozen</strong>' : 'Active'}</p>
<form method="post" action="/cards/${c.id}/freeze"><button type="submit">${c.frozen ? 'Unfreeze card' : 'Freeze card'}</button></form>
<form method="post" action="/cards/${c.id}/controls"><h3 style="font-size:15px">Card controls</h3>
${[['contactless', 'Contactless payments'], ['online', 'Online and phone payments'], ['cash', 'Cash withdrawals'], ['abroad', 'Payments abroad']].map(([k, t]) => `<label style="display:block"><input type="checkbox" name="${k}" value="1"${c[k] ? ' checked' : ''}> ${t}</label>`).join('')}
<button type="submit">Save controls</button></form></section>`).join('')}`, [['/accounts', 'Accounts'], [null, 'Cards']]);
  }

  function alertsPage() {
    return layout('Alerts', `<h1>Alerts</h1><p>Choose how we tell you about activity on your accounts.</p><form method="post" action="/settings/alerts">
<table><thead><tr><th>Alert</th>${CHANNELS.map(([, t]) => `<th>${t}</th>`).join('')}</tr></thead><tbody>
${ALERTS.map(([k, t]) => `<tr><th scope="row">${t}</th>${CHANNELS.map(([c, ct]) => `<td><input type="checkbox" name="${k}" value="${c}" aria-label="${ct}"${st.alerts[k].includes(c) ? ' checked' : ''}></td>`).join('')}</tr>`).join('')}
</tbody></table><p><label for="thr">Alert me when my balance falls below (£)</label> <input id="thr" name="threshold" size="6" value="${esc(st.alerts.threshold)}"></p>
<p><button type="submit">Save alerts</button></p></form>`, [['/accounts', 'Accounts'], [null, 'Alerts']]);
  }

  function profilePage() {
    const p = st.profile;
    return layout('Profile', `<h1>Your details</h1><form method="post" action="/settings/profile" style="max-width:480px">
<p><label for="ph">Mobile number</label><br><input id="ph" name="phone" type="tel" value="${esc(p.phone)}"></p>
<p><label>Email address<br><input name="email" type="email" value="${esc(p.email)}"></label></p>
<p><label for="addr">Home address</label><br><textarea id="addr" name="address" rows="2" cols="40">${esc(p.address)}</textarea></p>
<h3 style="font-size:15px">How should we contact you?</h3><div role="radiogroup">${[['email', 'Email'], ['sms', 'Text message'], ['post', 'Post'], ['phone', 'Phone call']].map(([v, t]) => `<label style="margin-right:12px"><input type="radio" name="contact" value="${v}"${p.contact === v ? ' checked' : ''}> ${t}</label>`).join('')}</div>
<p><button type="submit">Save changes</button></p></form>`, [['/accounts', 'Accounts'], [null, 'Profile']]);
  }

  function statementsPage(q) {
    const a = acct(q.get('account')) ? q.get('account') : 'current', y = ['2024', '2025', '2026'].includes(q.get('year')) ? q.get('year') : '2026';
    const months = y === '2026' ? MONTHS.slice(0, 10) : MONTHS;
    return layout('Statements', `<h1>Statements</h1><form method="get" action="/statements"><label>Account <select name="account" onchange="this.form.submit()">${ACCOUNTS.map((x) => `<option value="${x.id}"${x.id === a ? ' selected' : ''}>${esc(x.name)}</option>`).join('')}</select></label>
<fieldset style="display:inline"><legend>Year</legend>${['2026', '2025', '2024'].map((v) => `<label><input type="radio" name="year" value="${v}"${v === y ? ' checked' : ''}> ${v}</label>`).join(' ')}</fieldset> <button type="submit">Show</button></form>
<ul>${months.slice().reverse().map((m) => `<li><a href="/statements/${a}/${y}-${String(MONTHS.indexOf(m) + 1).padStart(2, '0')}.pdf" target="_blank" rel="noopener">${m} ${y}</a></li>`).join('')}</ul>`, [['/accounts', 'Accounts'], [null, 'Statements']]);
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://x');
    const path = u.pathname, q = u.searchParams, f = new URLSearchParams(body || '');
    const page = (html) => { const query = {}; for (const [k, v] of q) query[k] = k in query ? query[k] + ',' + v : v; st.page = { path, query }; return { html }; };
    let m;
    if (method === 'GET') {
      if (path === '/') return page(signinPage());
      if (path === '/signout') { st.signedIn = false; return { redirect: '/' }; }
      if (path === '/accounts') return page(accountsPage());
      if ((m = path.match(/^\/accounts\/(\w+)\/statement$/)) && acct(m[1])) { st.statementViews += 1; return { html: `<!doctype html><html><head><title>Statement</title></head><body><h1>${esc(acct(m[1]).name)} statement</h1><p>November 2026</p></body></html>` }; }
      if ((m = path.match(/^\/accounts\/(\w+)$/)) && acct(m[1])) return page(accountPage(acct(m[1]), q));
      if (path === '/transfer') return page(transferPage(q));
      if ((m = path.match(/^\/transfer\/done\/(\w+)$/))) { const t = st.transfers.find((x) => x.id === m[1]); if (t) return page(layout('Payment sent', `<h1>${t.when === 'now' ? 'Payment sent' : 'Payment scheduled'}</h1><p>£${t.amount} to ${esc(payeeName(t.to))}${t.when === 'now' ? '' : ' on ' + t.date}</p><p>Reference: ${esc(t.reference || '-')}</p><p>Confirmation ${t.id}</p><p><a href="/accounts">Back to accounts</a></p>`)); }
      if (path === '/payees') return page(payeesPage());
      if (path === '/standing-orders') return page(ordersPage());
      if ((m = path.match(/^\/standing-orders\/(\w+)\/cancel$/))) { const o = st.standingOrders.find((x) => x.id === m[1]); if (o) return page(layout('Cancel standing order', `<h1>Cancel standing order</h1><p>You're about to cancel the ${o.frequency.toLowerCase()} payment of £${o.amount} to ${esc(o.payee)}.</p>
<form method="post" action="/standing-orders/${o.id}/cancel"><p><label for="confirm">Type CANCEL to confirm</label><br><input id="confirm" name="confirm" autocomplete="off"></p><p><button type="submit">Cancel standing order</button> <a href="/standing-orders">Keep it</a></p></form>`, [['/standing-orders', 'Standing orders'], [null, 'Cancel']])); }
      if (path === '/cards') return page(cardsPage());
      if (path === '/settings/alerts') return page(alertsPage());
      if (path === '/settings/profile') return page(profilePage());
      if (path === '/statements') return page(statementsPage(q));
      if ((m = path.match(/^\/statements\/(\w+)\/([\d-]+)\.pdf$/))) { st.statementViews += 1; return { html: `<!doctype html><html><head><title>Statement ${m[2]}</title></head><body><h1>Statement ${esc(m[2])}</h1></body></html>` }; }
      if (/^\/(help|legal)\//.test(path)) return page(layout('Help', `<h1>${esc(path.split('/').pop())}</h1><p>Call us on 0345 000 0000.</p>`));
      return { status: 404, html: layout('Not found', '<h1>Page not found</h1>') };
    }
    if (path === '/signin') {
      if ((f.get('customer') || '').trim() !== '40012345' || f.get('password') !== 'Tide-2026') return { status: 200, html: signinPage('Those details don\'t match our records.') };
      st.signedIn = true; if (f.get('remember')) st.rememberedCustomer = '40012345';
      return { redirect: '/accounts' };
    }
    if (path === '/transfer') {
      const amt = parseFloat((f.get('amount') || '').replace(/[£,\s]/g, ''));
      const to = f.get('to') || '';
      const when = f.get('when') === 'later' ? 'later' : 'now';
      if (!to || !(amt > 0) || (when === 'later' && !f.get('date'))) return { status: 200, html: layout('Pay & transfer', '<h1>Something is missing</h1><p role="alert">Choose who to pay, an amount and, for a later payment, a date.</p><p><a href="/transfer">Try again</a></p>') };
      const t = { id: 'T' + (1001 + st.transfers.length), from: f.get('from') || 'current', to, amount: amt.toFixed(2), reference: (f.get('reference') || '').trim(), when, date: when === 'later' ? f.get('date') : '' };
      st.transfers.push(t);
      return { redirect: '/transfer/done/' + t.id };
    }
    if ((m = path.match(/^\/payees\/(\w+)\/delete$/))) { st.payees = st.payees.filter((p) => p.id !== m[1]); return { redirect: '/payees' }; }
    if (path === '/payees/add') {
      const name = (f.get('name') || '').trim(), sortCode = (f.get('sortCode') || '').trim(), account = (f.get('account') || '').trim();
      if (!name || !/^\d{2}-?\d{2}-?\d{2}$/.test(sortCode) || !/^\d{8}$/.test(account)) return { status: 200, html: layout('Payees', '<h1>Check the payee details</h1><p role="alert">Enter a name, a 6-digit sort code and an 8-digit account number.</p><p><a href="/payees">Back</a></p>') };
      const d = sortCode.replace(/-/g, '');
      st.payees.push({ id: 'p' + (Math.max(3, ...st.payees.map((p) => +p.id.slice(1))) + 1), name, sortCode: `${d.slice(0, 2)}-${d.slice(2, 4)}-${d.slice(4)}`, account, reference: (f.get('reference') || '').trim() });
      return { redirect: '/payees' };
    }
    if ((m = path.match(/^\/standing-orders\/(\w+)\/cancel$/))) {
      const o = st.standingOrders.find((x) => x.id === m[1]);
      if (!o || (f.get('confirm') || '').trim() !== 'CANCEL') return { status: 200, html: layout('Cancel standing order', '<h1>Not cancelled</h1><p role="alert">Type CANCEL in capitals to confirm.</p><p><a href="/standing-orders">Back</a></p>') };
      o.active = false; return { redirect: '/standing-orders' };
    }
    if ((m = path.match(/^\/cards\/(\w+)\/freeze$/))) { const c = st.cards.find((x) => x.id === m[1]); if (c) c.frozen = !c.frozen; return { redirect: '/cards' }; }
    if ((m = path.match(/^\/cards\/(\w+)\/controls$/))) { const c = st.cards.find((x) => x.id === m[1]); if (c) for (const k of ['contactless', 'online', 'cash', 'abroad']) c[k] = f.get(k) === '1'; return { redirect: '/cards' }; }
    if (path === '/settings/alerts') { const a = { threshold: (f.get('threshold') || '').replace(/[£\s]/g, '') }; for (const [k] of ALERTS) a[k] = CHANNELS.map(([c]) => c).filter((c) => f.getAll(k).includes(c)); st.alerts = a; return { redirect: '/settings/alerts' }; }
    if (path === '/settings/profile') { st.profile = { phone: (f.get('phone') || '').trim(), email: (f.get('email') || '').trim(), address: (f.get('address') || '').trim(), contact: f.get('contact') || 'email' }; return { redirect: '/settings/profile' }; }
    return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
  }

  return { handle, state: () => clone(st), restore: (s) => { st = clone(s); }, reset: () => { st = initial(); } };
}
