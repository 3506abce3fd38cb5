/**
 * Round 22 chat test site (ours): "Mossbank Gardeners", a garden visit booked on one form, for
 * values said in the turns before the send:
 * - /book: Full name, Email, Phone (showing the account's number, 07700 900100), Address, Town or city, Postcode; an "Extras" fieldset of checkboxes
 *   ("Trim the hedges (+£15.00)", "Take away green waste (+£8.00)", "Clean the patio (+£20.00)");
 *   a "Who is the visit for?" radio group ("Me (Robin Hale)" checked, "Elsie Hale (my mother)",
 *   "Someone else"); "Book visit" (POST → /visit).
 * state() holds the page and the visits booked.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const EXTRAS = [['hedges', 'Trim the hedges', 15], ['waste', 'Take away green waste', 8], ['patio', 'Clean the patio', 20]];
const WHO = [['me', 'Me (Robin Hale)'], ['mother', 'Elsie Hale (my mother)'], ['other', 'Someone else']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, visits: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Mossbank</title></head><body>
<header><strong>Mossbank Gardeners</strong> <nav><a href="/">Home</a> <a href="/book">Book a visit</a></nav></header><main>${body}</main></body></html>`;
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      if (method === 'POST' && u.pathname === '/visit') {
        const p = new URLSearchParams(body ?? '');
        const missing = ['name', 'email', 'address', 'town', 'postcode'].filter((k) => !(p.get(k) ?? '').trim());
        if (missing.length) {
          state.page = { path: '/visit', query: { error: missing.join(',') } };
          return { status: 400, html: layout('Missing details', `<h1>Please fill in: ${esc(missing.join(', '))}</h1>`) };
        }
        state.visits.push({ name: p.get('name'), email: p.get('email'), address: p.get('address'), town: p.get('town'), postcode: p.get('postcode'), phone: p.get('phone'), who: p.get('who'), extras: p.getAll('extras') });
        state.page = { path: '/visit/done', query: {} };
        return { html: layout('Booked', '<h1>Your visit is booked</h1>') };
      }
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: layout('Home', '<h1>Mossbank Gardeners</h1><p>Lawns, borders and hedges kept tidy.</p>') };
      if (u.pathname === '/book') {
        return { html: layout('Book a visit', `<h1>Book a visit</h1><form action="/visit" method="post">
<p><label>Full name <input name="name"></label></p><p><label>Email <input type="email" name="email"></label></p>
<p><label>Phone <input type="tel" name="phone" value="07700 900100"></label></p>
<p><label>Address <input name="address"></label></p><p><label>Town or city <input name="town"></label></p><p><label>Postcode <input name="postcode"></label></p>
<fieldset><legend>Extras</legend>${EXTRAS.map(([v, l, p]) => `<label><input type="checkbox" name="extras" value="${v}"> ${esc(l)} (+£${p}.00)</label><br>`).join('')}</fieldset>
<fieldset><legend>Who is the visit for?</legend>${WHO.map(([v, l], i) => `<label><input type="radio" name="who" value="${v}"${i === 0 ? ' checked' : ''}> ${esc(l)}</label><br>`).join('')}</fieldset>
<button>Book visit</button></form>`) };
      }
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
