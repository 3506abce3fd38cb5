/**
 * A children's cookery school and its shop, for round 28 (test/r28-details-e2e.test.ts).
 *
 * /class: a booking form (POST /class) with a required "Number of guests" (a number box, 4 to 16),
 * "Child's first name", "Age on the day" (a menu of 3 to 14), "Your name", "Phone" (tel) and
 * "Review booking"; a send that lacks a required field is refused with what is missing.
 * /checkout: a POST form with "How should we get it to you?" radios (courier delivery, pick up in
 * store), a "Day" menu of weekdays, "Full name", "Phone", "Address (for delivery)" and "Check details".
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, classes: [], orders: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Little Whisks</a> <a href="/class">Book a class</a> <a href="/checkout">Checkout</a></nav></header><main>${body}</main>`;
  const ages = Array.from({ length: 12 }, (_, i) => `<option>${i + 3}</option>`).join('');
  const cls = (error) =>
    layout('Book a class', `<h1>Book a birthday cookery class</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/class">
<p><label>Number of guests <input type="number" name="guests" min="4" max="16" required></label></p>
<p><label>Child's first name <input name="child" required></label></p>
<p><label>Age on the day <select name="age" required><option value="">Choose</option>${ages}</select></label></p>
<p><label>Your name <input name="name" autocomplete="name" required></label></p>
<p><label>Phone <input type="tel" name="phone" required></label></p>
<button>Review booking</button></form>`);
  const days = ['Monday 7 December', 'Wednesday 9 December', 'Friday 11 December'];
  const checkout = (error) =>
    layout('Checkout', `<h1>Checkout</h1>${error ? `<p role="alert">${esc(error)}</p>` : ''}<form method="post" action="/checkout">
<fieldset><legend>How should we get it to you?</legend><label><input type="radio" name="how" value="courier" checked> Courier delivery (£4.00)</label><label><input type="radio" name="how" value="pickup"> Pick up in store (free)</label></fieldset>
<label>Day <select name="day" required><option value="">Choose a day</option>${days.map((d) => `<option>${d}</option>`).join('')}</select></label>
<label>Full name <input name="name" required></label><label>Phone <input type="tel" name="phone" required></label><label>Address (for delivery) <input name="address"></label>
<button type="submit">Check details</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const f = new URLSearchParams(body || '');
      if (method === 'POST') {
        if (u.pathname === '/class') {
          const s = Object.fromEntries(['guests', 'child', 'age', 'name', 'phone'].map((k) => [k, (f.get(k) ?? '').trim()]));
          const missing = Object.keys(s).filter((k) => !s[k]);
          if (missing.length) return { html: cls(`Please fill in: ${missing.join(', ')}`) };
          st.classes.push(s);
          return { redirect: '/summary' };
        }
        if (u.pathname === '/checkout') {
          const s = Object.fromEntries(['how', 'day', 'name', 'phone', 'address'].map((k) => [k, (f.get(k) ?? '').trim()]));
          const missing = ['day', 'name', 'phone', ...(s.how === 'courier' ? ['address'] : [])].filter((k) => !s[k]);
          if (missing.length) return { html: checkout(`Please fill in: ${missing.join(', ')}`) };
          if (s.how !== 'courier') delete s.address;
          st.orders.push(s);
          return { redirect: '/summary' };
        }
      }
      st.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/class') return { html: cls('') };
      if (u.pathname === '/checkout') return { html: checkout('') };
      if (u.pathname === '/summary') return { html: layout('Summary', '<h1>Your summary</h1><p>Thank you.</p>') };
      if (u.pathname === '/') return { html: layout('Little Whisks', '<h1>Little Whisks</h1><p>Cookery for children.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
