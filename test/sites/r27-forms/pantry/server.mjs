/**
 * A deli and cookery site for round 27's forms (test/r27-forms-pages.test.ts): a site search in the
 * header on every page (GET /results), a recipe finder of its own on /recipes (a "Keywords" box, a
 * Category menu, a Sort menu, "Find recipes"), a store finder on /stores (a required "Near" box with
 * a datalist, a store-type menu, "Find stores"), a contact form on /contact (name, e-mail, subject,
 * a message area and a "Don't add me to the mailing list" box) and the account's details on
 * /account (the holder's name, then a "Next of kin" fieldset of a name and a phone). Nothing here is
 * a copy of a bench site.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, messages: [], account: { name: 'Sam Okoro', kinName: '', kinPhone: '' } };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const sel = (name, label, options, value) => `<label>${label} <select name="${name}">${options.map(([v, t]) => `<option value="${v}"${v === (value ?? '') ? ' selected' : ''}>${t}</option>`).join('')}</select></label>`;
  const page = (title, body) => `<!doctype html><html><head><meta charset="utf-8"><title>${esc(title)} – Pantry</title></head>
<body><header><a href="/">Pantry</a> · <a href="/recipes">Recipes</a> · <a href="/stores">Stores</a> · <a href="/contact">Contact</a> · <a href="/account">Account</a>
<form method="get" action="/results"><label>Search the site <input name="q"></label> <button type="submit">Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main></body></html>`;
  const one = (f, k) => (f.get(k) ?? '').trim();
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      const path = u.pathname;
      if (method === 'POST') {
        const f = new URLSearchParams(body);
        if (path === '/contact') {
          st.messages.push({ name: one(f, 'name'), email: one(f, 'email'), subject: one(f, 'subject'), message: one(f, 'message'), noList: one(f, 'nolist') === 'yes' });
          return { redirect: '/contact?sent=1' };
        }
        if (path === '/account') {
          st.account = { name: one(f, 'name'), kinName: one(f, 'kinName'), kinPhone: one(f, 'kinPhone') };
          return { redirect: '/account?saved=1' };
        }
        return { status: 404, html: page('Not found', '') };
      }
      st.page = { path, query: q };
      if (path === '/') return { html: page('Pantry', '<p>Good food, close to home.</p>') };
      if (path === '/results') return { html: page('Search results', `<p>Results for ${esc(q.q)}</p>`) };
      if (path === '/recipes') return { html: page('Recipes', `<form method="get" action="/recipes"><label>Keywords <input name="q" value="${esc(q.q)}"></label>${sel('category', 'Category', [['', 'All categories'], ['starters', 'Starters'], ['mains', 'Mains'], ['desserts', 'Desserts']], q.category)}${sel('sort', 'Sort', [['', 'Best match'], ['quick', 'Quickest first'], ['newest', 'Newest first']], q.sort)} <button type="submit">Find recipes</button></form>`) };
      if (path === '/stores') return { html: page('Stores', `<form method="get" action="/stores"><label>Near <input name="near" list="areas" required value="${esc(q.near)}"></label><datalist id="areas"><option value="Old Market"><option value="Riverside"></datalist>${sel('type', 'Store type', [['', 'Any store'], ['bakery', 'Bakeries'], ['deli', 'Delis']], q.type)} <button type="submit">Find stores</button></form>`) };
      if (path === '/contact') return { html: page('Contact us', `${q.sent ? '<p>Thank you.</p>' : ''}<form method="post" action="/contact"><label>Your name <input name="name" required></label><label>Email <input type="email" name="email" required></label><label>Subject <input name="subject" required></label><label>Message <textarea name="message" required></textarea></label><label><input type="checkbox" name="nolist" value="yes"> Don't add me to the mailing list</label><button type="submit">Send message</button></form>`) };
      if (path === '/account') return { html: page('Your details', `${q.saved ? '<p>Saved.</p>' : ''}<form method="post" action="/account"><label>Full name <input name="name" value="${esc(st.account.name)}" required></label><fieldset><legend>Next of kin</legend><label>Kin name <input name="kinName" value="${esc(st.account.kinName)}"></label><label>Kin phone <input type="tel" name="kinPhone" value="${esc(st.account.kinPhone)}"></label></fieldset><button type="submit">Save details</button></form>`) };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
