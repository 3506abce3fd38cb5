/**
 * A cinema club for round 27's one-sentence flows (test/r27-flows-forms.test.ts). /plans lists
 * plans as cards with a "Choose <plan>" link each, to a form with Billing radios ("Monthly, £6.00" /
 * "Annual, £60.00", monthly chosen), Full name, Email, for Gold a "First visit" menu of dated days
 * (its first option shown), a required terms box and "Join now". /passes has a "Get the family pass"
 * link to a form with a "Pay with" card menu, a "Gift wrap" box and "Buy family pass". /account/close
 * has a reason menu with a prompt, "Type CLOSE to confirm" and "Close my account", all required.
 * Nothing here is a copy of a bench site.
 */
export function createSite() {
  const PLANS = [['silver', 'Silver', 6, 60], ['gold', 'Gold', 10, 100]];
  const VISITS = [['2026-12-11', 'Friday 11 December'], ['2026-12-12', 'Saturday 12 December'], ['2026-12-14', 'Monday 14 December']];
  const REASONS = [['moving', 'Moving away'], ['price', 'Too expensive']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, members: [], passes: [], closed: null };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const money = (n) => `£${n.toFixed(2)}`;
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Reel Club</title></head>
<body><nav><a href="/">Reel Club</a> · <a href="/plans">Plans</a> · <a href="/passes">Passes</a></nav><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const plans = () => page('Plans', `<ul>${PLANS.map(([s, n, mo]) => `<li><h3>${n}</h3><p>${money(mo)} a month</p><a href="/plans/${s}">Choose ${n}</a></li>`).join('')}</ul>`);
  const join = ([s, n, mo, yr]) => page(`Join: ${n}`, `<form method="post" action="/plans/${s}"><fieldset><legend>Billing</legend><label><input type="radio" name="billing" value="monthly" checked> Monthly, ${money(mo)}</label><label><input type="radio" name="billing" value="annual"> Annual, ${money(yr)}</label></fieldset>
<p><label>Full name <input name="name" required></label></p><p><label>Email <input name="email" type="email" required></label></p>
${s === 'gold' ? `<p><label>First visit <select name="visit" required>${VISITS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label></p>` : ''}
<p><label><input type="checkbox" name="terms" value="yes" required> I accept the club terms</label></p><button type="submit">Join now</button></form>`);
  const passes = () => page('Passes', '<p>A family pass: four films a month.</p><a href="/passes/family">Get the family pass</a>');
  const family = () => page('Family pass', '<form method="post" action="/passes/family"><p><label>Pay with <select name="card"><option value="mc">Mastercard ending 5100</option><option value="visa">Visa ending 4242</option></select></label></p><p><label><input type="checkbox" name="gift" value="yes"> Gift wrap</label></p><button type="submit">Buy family pass</button></form>');
  const close = () => page('Close your account', `<form method="post" action="/account/close"><p><label>Why are you leaving? <select name="reason" required><option value="">Choose a reason</option>${REASONS.map(([v, t]) => `<option value="${v}">${t}</option>`).join('')}</select></label></p><p><label>Type CLOSE to confirm <input name="confirm" required></label></p><button type="submit">Close my account</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      const plan = PLANS.find(([s]) => path === `/plans/${s}`);
      if (method === 'POST') {
        if (plan && f.name && f.email && f.terms === 'yes') {
          st.members.push({ plan: plan[0], billing: f.billing, name: f.name, email: f.email, visit: f.visit ?? '' });
          return { redirect: '/thanks' };
        }
        if (path === '/passes/family') {
          st.passes.push({ card: f.card, gift: f.gift === 'yes' });
          return { redirect: '/thanks' };
        }
        if (path === '/account/close' && f.confirm === 'CLOSE' && REASONS.some(([v]) => v === f.reason)) {
          st.closed = { reason: f.reason };
          return { redirect: '/thanks' };
        }
        return { status: 400, html: page('Missing details', '<p>Please go back.</p>') };
      }
      let html;
      if (path === '/') html = page('Reel Club', '<p>Films every week.</p>');
      else if (path === '/plans') html = plans();
      else if (plan) html = join(plan);
      else if (path === '/passes') html = passes();
      else if (path === '/passes/family') html = family();
      else if (path === '/account/close') html = close();
      else if (path === '/thanks') html = page('Thank you', '<p>All done.</p>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
