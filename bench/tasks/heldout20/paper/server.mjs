// The Northgate Herald — a local newspaper's website: an archive search (words, a section select
// and a sort in one GET form), articles, subscription plans with a monthly/annual toggle and a
// sign-up form (address and start day only for print plans), letters to the editor, and a
// subscriber account behind a sign-in gate: holiday stops (add, remove), delivery address,
// newsletters (checkboxes), changing plan, and cancelling with a typed "CANCEL".
// Today is Saturday 28 November 2026.
import { esc, clone, parseBody, one, all, parseUrl, layout, money } from '../lib.mjs';

const A = [
  ['harbour-bridge-reopens', 'news', '2026-11-20', 'Harbour bridge reopens after repairs', 'Mia Collins', 'Traffic is back on the harbour bridge after eight months of repairs.'],
  ['flood-defences-finished', 'news', '2026-11-25', 'Flood defences finished ahead of winter', 'Priya Shah', 'The new flood defences along the river are complete, a month early.'],
  ['council-budget-vote', 'opinion', '2026-11-10', 'Why the council budget vote matters', 'Ruth Obi', 'Next week’s council budget vote will shape the town for years.'],
  ['marathon-charity', 'news', '2026-11-02', 'Marathon raises £40,000 for the hospice', 'Kate Byrne', 'Runners in the Northgate marathon raised a record sum for St Hilda’s.'],
  ['winter-soups', 'food', '2026-11-18', 'Five warming winter soups', 'Leo Grant', 'Leek and potato, spiced squash and three more to get you through December.'],
  ['marathon-record', 'sport', '2026-10-12', 'Local runner sets marathon record', 'Dan Reilly', 'Amy Hart ran the Northgate marathon in two hours 31 minutes.'],
  ['market-bakers', 'food', '2026-10-21', 'Meet the bakers of the Thursday market', 'Leo Grant', 'Sourdough, stotties and the queue that starts at seven.'],
  ['flood-defences-approved', 'news', '2026-10-02', 'Flood defences approved for the river', 'Owen Hart', 'Councillors approved the £12 million flood defence scheme.'],
  ['harbour-bridge-delayed', 'news', '2026-09-14', 'Harbour bridge repairs delayed again', 'Mia Collins', 'The harbour bridge will stay shut until November.'],
  ['marathon-route', 'sport', '2026-08-30', 'New marathon route through the old town', 'Dan Reilly', 'This year’s marathon will finish on the quayside.'],
  ['council-budget-libraries', 'news', '2026-02-18', 'Council budget: libraries spared', 'Owen Hart', 'All six branch libraries stay open under the council budget.'],
  ['derby-preview', 'sport', '2026-11-27', 'Derby day preview: Northgate v Eastcliff', 'Sam Ward', 'Everything you need to know before Saturday’s derby.'],
].map(([slug, section, date, title, author, summary]) => ({ slug, section, date, title, author, summary }));
const SECTIONS = [['news', 'News'], ['sport', 'Sport'], ['food', 'Food'], ['opinion', 'Opinion']];
const PLANS = [['digital', 'Digital', 9.99, 99, 'Every article and the e-edition on any device'], ['weekend', 'Weekend print', 14, 150, 'Saturday and Sunday papers delivered, plus Digital'], ['seven-day', 'Seven-day print', 29, 310, 'A paper on your doormat every day, plus Digital']];
const NEWSLETTERS = [['morning', 'Morning briefing'], ['sport', 'Sport'], ['food', 'Food and drink'], ['puzzles', 'Puzzles']];
const STARTS = [['2026-11-30', 'Monday 30 November'], ['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'], ['2026-12-03', 'Thursday 3 December'], ['2026-12-04', 'Friday 4 December'], ['2026-12-05', 'Saturday 5 December'], ['2026-12-06', 'Sunday 6 December']];
const REASONS = [['price', "It's too expensive"], ['moving', "I'm moving house"], ['digital', 'I read the news elsewhere'], ['other', 'Other']];
const USER = { email: 'pat.quinn@example.com', password: 'Ink-Well-2026' };
const longDate = (d) => new Date(`${d}T12:00:00Z`).toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

function fresh() {
  return {
    page: { path: '/', query: {} },
    signedIn: '',
    subscription: { plan: 'seven-day', billing: 'monthly', status: 'active' },
    holds: [{ id: 'H-1', from: '2026-12-08', to: '2026-12-10', donate: false }],
    address: { line: '14 Abbey Terrace', town: 'Northgate', postcode: 'NG4 2LP', instructions: 'Leave in the porch' },
    newsletters: ['morning'],
    signups: [],
    letters: [],
  };
}

export function createSite() {
  let st = fresh();
  const nav = () => [['/archive', 'Archive'], ['/subscribe', 'Subscribe'], ['/letters', 'Letters'], ['/account', st.signedIn ? 'My account' : 'Sign in']];
  const page = (title, body) => ({ html: layout({ brand: 'The Northgate Herald', nav: nav(), title, body, searchAction: '/archive', searchLabel: 'Search the Herald' }) });
  const planOf = (p) => PLANS.find((x) => x[0] === p);
  const isPrint = (p) => p !== 'digital';
  const sel = (name, label, opts, cur, req = false) => `<label>${label} <select name="${name}"${req ? ' required' : ''}>${opts.map(([v, t]) => `<option value="${v}"${(cur || '') === v ? ' selected' : ''}>${esc(t)}</option>`).join('')}</select></label>`;

  function get(path, query) {
    if (path === '/') {
      const latest = [...A].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 4);
      return page('Local news for Northgate since 1871', `<section><h2>Latest</h2><ul>${latest.map((a) => `<li><a href="/article/${a.slug}">${esc(a.title)}</a></li>`).join('')}</ul></section><p><a href="/subscribe">Subscribe from £9.99 a month</a></p>`);
    }
    if (path === '/archive') {
      const words = (query.q || '').toLowerCase().split(/\s+/).filter(Boolean);
      let items = A.filter((a) => (!query.section || a.section === query.section) && words.every((w) => `${a.title} ${a.summary}`.toLowerCase().includes(w)));
      if (query.sort === 'newest') items = [...items].sort((a, b) => b.date.localeCompare(a.date));
      if (query.sort === 'oldest') items = [...items].sort((a, b) => a.date.localeCompare(b.date));
      return page('Archive', `<form method="get" action="/archive"><label>Search words <input name="q" value="${esc(query.q || '')}"></label>${sel('section', 'Section', [['', 'All sections'], ...SECTIONS], query.section)}${sel('sort', 'Sort', [['', 'Most relevant'], ['newest', 'Newest first'], ['oldest', 'Oldest first']], query.sort)} <button type="submit">Search archive</button></form>
<p>${items.length} article${items.length === 1 ? '' : 's'}</p><ol>${items.map((a) => `<li><a href="/article/${a.slug}">${esc(a.title)}</a> — ${SECTIONS.find((s) => s[0] === a.section)[1]}, ${longDate(a.date)}<br>${esc(a.summary)}</li>`).join('')}</ol>`);
    }
    let m;
    if ((m = path.match(/^\/article\/([\w-]+)$/))) {
      const a = A.find((x) => x.slug === m[1]);
      if (!a) return null;
      return page(a.title, `<p>By ${esc(a.author)} · ${longDate(a.date)} · ${SECTIONS.find((s) => s[0] === a.section)[1]}</p><p>${esc(a.summary)}</p><p><a href="/archive">Back to the archive</a></p>`);
    }
    if (path === '/subscribe') {
      const annual = query.billing === 'annual';
      return page('Subscribe', `<p>Billing: <a href="/subscribe?billing=monthly"${!annual ? ' aria-current="true"' : ''}>Monthly</a> · <a href="/subscribe?billing=annual"${annual ? ' aria-current="true"' : ''}>Annual (save up to 11%)</a></p>
<ul class="cards">${PLANS.map(([s, n, mo, yr, d]) => `<li><h3>${n}</h3><p>${d}</p><p><strong>${annual ? `${money(yr)} a year` : `${money(mo)} a month`}</strong></p><a href="/subscribe/${s}${query.billing ? `?billing=${query.billing}` : ''}">Choose ${n}</a></li>`).join('')}</ul>`);
    }
    if ((m = path.match(/^\/subscribe\/([\w-]+)$/)) && planOf(m[1])) {
      const [s, n, mo, yr] = planOf(m[1]);
      const annual = query.billing === 'annual';
      return page(`Subscribe: ${n}`, `<form method="post" action="${path}"><fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly"${annual ? '' : ' checked'}> Monthly, ${money(mo)}</label><label><input type="radio" name="billing" value="annual"${annual ? ' checked' : ''}> Annual, ${money(yr)}</label></fieldset>
<label>Full name <input name="name" required></label><label>Email <input type="email" name="email" required></label>
${isPrint(s) ? `<label>Delivery address <input name="address" required></label><label>Postcode <input name="postcode" required></label>${sel('start', 'First delivery', STARTS, '', true)}` : ''}
<label><input type="checkbox" name="terms" value="yes" required> I accept the terms and conditions</label><button type="submit">Start my subscription</button></form>`);
    }
    if ((m = path.match(/^\/subscribe\/done\/(NH-\d+)$/))) {
      const s = st.signups.find((x) => x.id === m[1]);
      if (!s) return null;
      return page('Welcome to the Herald', `<p>Your reference is ${s.id}. ${esc(planOf(s.plan)[1])}, billed ${s.billing}.${s.start ? ` First delivery ${longDate(s.start)}.` : ''}</p>`);
    }
    if (path === '/letters') {
      return page('Letters to the editor', `${query.sent ? '<p>Thank you, your letter has been sent to the editor.</p>' : ''}<form method="post" action="/letters"><label>Your name <input name="name" required></label><label>Town <input name="town" required></label><label>Email <input type="email" name="email" required></label><label>Subject <input name="subject" required></label><label>Your letter <textarea name="letter" required></textarea></label><label><input type="checkbox" name="hideTown" value="yes"> Don't publish my town</label><button type="submit">Send letter</button></form>`);
    }
    if (path === '/sign-in') {
      return page('Sign in', `${query.error ? '<p class="err">Wrong email or password.</p>' : ''}<form method="post" action="/sign-in"><input type="hidden" name="next" value="${esc(query.next || '/account')}"><label>Email <input type="email" name="email" required></label><label>Password <input type="password" name="password" required></label><button type="submit">Sign in</button></form>`);
    }
    if (path.startsWith('/account')) {
      if (!st.signedIn) return { redirect: `/sign-in?next=${encodeURIComponent(path)}` };
      const sub = st.subscription;
      if (path === '/account') return page('My account', `<p>Signed in as ${esc(st.signedIn)}. ${sub.status === 'active' ? `${planOf(sub.plan)[1]}, billed ${sub.billing}.` : 'Your subscription is cancelled.'}</p><ul>${[['/account/holidays', 'Holiday stops'], ['/account/address', 'Delivery address'], ['/account/newsletters', 'Newsletters'], ['/account/plan', 'Change plan'], ['/account/cancel', 'Cancel subscription']].map(([h, t]) => `<li><a href="${h}">${t}</a></li>`).join('')}</ul>`);
      if (path === '/account/holidays') {
        return page('Holiday stops', `${query.added ? '<p>Holiday stop added.</p>' : ''}${st.holds.length ? `<table><thead><tr><th>From</th><th>To</th><th>Papers</th><th></th></tr></thead><tbody>${st.holds.map((h) => `<tr><td>${longDate(h.from)}</td><td>${longDate(h.to)}</td><td>${h.donate ? 'Donated to the hospital' : 'Not delivered'}</td><td><form method="post" action="/account/holidays/remove"><input type="hidden" name="id" value="${h.id}"><button type="submit">Remove</button></form></td></tr>`).join('')}</tbody></table>` : '<p>No holiday stops.</p>'}
<h2>Add a holiday stop</h2><form method="post" action="/account/holidays"><label>First day without a paper <input type="date" name="from" required></label><label>Last day without a paper <input type="date" name="to" required></label><label><input type="checkbox" name="donate" value="yes"> Donate my papers to Northgate General Hospital</label><button type="submit">Add holiday stop</button></form>`);
      }
      if (path === '/account/address') {
        const a = st.address;
        return page('Delivery address', `${query.saved ? '<p>Address saved.</p>' : ''}<form method="post" action="/account/address"><label>Address <input name="line" value="${esc(a.line)}" required></label><label>Town <input name="town" value="${esc(a.town)}" required></label><label>Postcode <input name="postcode" value="${esc(a.postcode)}" required></label><label>Delivery instructions <input name="instructions" value="${esc(a.instructions)}"></label><button type="submit">Save address</button></form>`);
      }
      if (path === '/account/newsletters') return page('Newsletters', `${query.saved ? '<p>Preferences saved.</p>' : ''}<form method="post" action="/account/newsletters"><fieldset><legend>Email me</legend>${NEWSLETTERS.map(([v, t]) => `<label><input type="checkbox" name="newsletters" value="${v}"${st.newsletters.includes(v) ? ' checked' : ''}> ${t}</label>`).join('')}</fieldset><button type="submit">Save preferences</button></form>`);
      if (path === '/account/plan') return page('Change plan', `${query.saved ? '<p>Plan changed.</p>' : ''}<form method="post" action="/account/plan"><fieldset><legend>Plan</legend>${PLANS.map(([v, n, mo]) => `<label><input type="radio" name="plan" value="${v}"${sub.plan === v ? ' checked' : ''}> ${n} (from ${money(mo)} a month)</label>`).join('')}</fieldset><fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly"${sub.billing === 'monthly' ? ' checked' : ''}> Monthly</label><label><input type="radio" name="billing" value="annual"${sub.billing === 'annual' ? ' checked' : ''}> Annual</label></fieldset><button type="submit">Change plan</button></form>`);
      if (path === '/account/cancel') return page('Cancel subscription', sub.status === 'active' ? `<form method="post" action="/account/cancel">${sel('reason', 'Why are you cancelling?', [['', 'Choose a reason'], ...REASONS], '', true)}<label>Type CANCEL to confirm <input name="confirm" required></label><button type="submit">Cancel my subscription</button></form>` : '<p>Your subscription is already cancelled.</p>');
      if (path === '/account/cancelled') return page('Subscription cancelled', '<p>Your subscription has been cancelled. Your last paper will be delivered on Saturday.</p>');
      return null;
    }
    if (path === '/help') return page('Help', '<p>Call 01632 960000 about deliveries.</p>');
    if (path === '/contact') return page('Contact us', '<p>newsdesk@northgateherald.example</p>');
    return null;
  }

  function post(path, f) {
    let m;
    if (path === '/sign-in') {
      const next = one(f, 'next').startsWith('/') ? one(f, 'next') : '/account';
      if (one(f, 'email').toLowerCase() !== USER.email || one(f, 'password') !== USER.password) return { redirect: `/sign-in?error=1&next=${encodeURIComponent(next)}` };
      st.signedIn = USER.email;
      return { redirect: next };
    }
    if ((m = path.match(/^\/subscribe\/([\w-]+)$/)) && planOf(m[1])) {
      const plan = m[1]; const print = isPrint(plan);
      const s = { plan, billing: one(f, 'billing') === 'annual' ? 'annual' : 'monthly', name: one(f, 'name'), email: one(f, 'email').toLowerCase(), address: print ? one(f, 'address') : '', postcode: print ? one(f, 'postcode').toUpperCase() : '', start: print ? one(f, 'start') : '' };
      if (!s.name || !s.email || one(f, 'terms') !== 'yes' || (print && (!s.address || !s.postcode || !STARTS.some((x) => x[0] === s.start)))) return page('Subscribe', '<p class="err">Please fill in every field and accept the terms.</p>');
      const id = `NH-${9001 + st.signups.length}`;
      st.signups.push({ id, ...s });
      return { redirect: `/subscribe/done/${id}` };
    }
    if (path === '/letters') {
      const l = { name: one(f, 'name'), town: one(f, 'town'), email: one(f, 'email').toLowerCase(), subject: one(f, 'subject'), letter: one(f, 'letter'), hideTown: one(f, 'hideTown') === 'yes' };
      if (!l.name || !l.town || !l.email || !l.subject || !l.letter) return { status: 400, html: 'Please fill in every field' };
      st.letters.push(l);
      return { redirect: '/letters?sent=1' };
    }
    if (!st.signedIn) return { redirect: '/sign-in' };
    if (path === '/account/holidays') {
      const from = one(f, 'from'); const to = one(f, 'to');
      if (!/^\d{4}-\d{2}-\d{2}$/.test(from) || !/^\d{4}-\d{2}-\d{2}$/.test(to) || to < from) return { status: 400, html: 'Please give two dates' };
      const next = Math.max(0, ...st.holds.map((h) => parseInt(h.id.slice(2), 10))) + 1;
      st.holds.push({ id: `H-${Math.max(next, 2)}`, from, to, donate: one(f, 'donate') === 'yes' });
      return { redirect: '/account/holidays?added=1' };
    }
    if (path === '/account/holidays/remove') { st.holds = st.holds.filter((h) => h.id !== one(f, 'id')); return { redirect: '/account/holidays' }; }
    if (path === '/account/address') {
      const a = { line: one(f, 'line'), town: one(f, 'town'), postcode: one(f, 'postcode').toUpperCase(), instructions: one(f, 'instructions') };
      if (!a.line || !a.town || !a.postcode) return { status: 400, html: 'Address, town and postcode are required' };
      st.address = a;
      return { redirect: '/account/address?saved=1' };
    }
    if (path === '/account/newsletters') { st.newsletters = NEWSLETTERS.map((n) => n[0]).filter((n) => all(f, 'newsletters').includes(n)); return { redirect: '/account/newsletters?saved=1' }; }
    if (path === '/account/plan') {
      const plan = one(f, 'plan');
      if (!planOf(plan)) return { status: 400, html: 'Choose a plan' };
      st.subscription = { ...st.subscription, plan, billing: one(f, 'billing') === 'annual' ? 'annual' : 'monthly' };
      return { redirect: '/account/plan?saved=1' };
    }
    if (path === '/account/cancel') {
      const reason = one(f, 'reason');
      if (one(f, 'confirm') !== 'CANCEL' || !REASONS.some((r) => r[0] === reason)) return page('Cancel subscription', '<p class="err">Choose a reason and type CANCEL.</p><p><a href="/account/cancel">Try again</a></p>');
      st.subscription = { ...st.subscription, status: 'cancelled', reason };
      return { redirect: '/account/cancelled' };
    }
    return null;
  }

  return {
    handle(method, url, body) {
      const { path, query } = parseUrl(url);
      if (method === 'POST') return post(path, parseBody(body)) || { status: 404, html: '<h1>Not found</h1>' };
      const res = get(path, query);
      if (!res) return { status: 404, html: '<h1>Page not found</h1><p><a href="/">Home</a></p>' };
      if (res.html) st.page = { path, query };
      return res;
    },
    state: () => clone(st),
    restore(s) { const f = fresh(); st = { ...f, ...clone(s) }; if (!st.page) st.page = { path: s.path || '/', query: s.query || {} }; delete st.path; delete st.query; },
    reset() { st = fresh(); },
  };
}
