/**
 * Round 16 eval-chat test site (ours, test/sites/teacher): "Quill & Co", a contact form whose fields are typed in turns
 * of their own and sent by a later turn. The server sees the values only when the form is sent, so
 * teacher forcing must keep the page (and what its fields hold) when the turns before left the
 * expected state. state(): the page, the messages sent, and `callbacks` (asked for by no control:
 * a turn that expects it is always wrong, so the next turn runs from a restored state). Round 26: the
 * catalogue, linked from nowhere, is the gold of a turn that says "Click Home" — always wrong — so a
 * "Go back." after it runs restored on the catalogue, with the contact page (the gold's page before) behind it.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, messages: [], callbacks: 0 };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Quill &amp; Co</title></head><body><header><strong>Quill &amp; Co</strong> <nav><a href="/">Home</a> <a href="/contact">Contact us</a></nav></header><main>${body}</main></body></html>`;
  const pages = {
    '/': () => layout('Home', '<h1>Quill &amp; Co</h1><p>Fountain pens and paper, since 1921.</p>'),
    '/contact': (q) => layout('Contact us', `<h1>Contact us</h1>${q.missing ? '<p role="alert">Please give your name and e-mail.</p>' : ''}<form method="post" action="/contact"><p><label for="f-name">Your name</label> <input id="f-name" name="name"></p><p><label for="f-mail">E-mail</label> <input id="f-mail" name="mail" type="email"></p><button type="submit">Send message</button></form>`),
    '/sent': () => layout('Sent', '<h1>Thank you</h1><p>Your message is on its way.</p>'),
    '/catalogue': () => layout('Catalogue', '<h1>Catalogue</h1><p>Pens, inks and paper.</p>'),
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      const q = Object.fromEntries(u.searchParams);
      if (method === 'POST' && u.pathname === '/contact') {
        const p = new URLSearchParams(body ?? '');
        const name = (p.get('name') ?? '').trim();
        const mail = (p.get('mail') ?? '').trim();
        if (!name || !mail) return { redirect: '/contact?missing=1' };
        state.messages.push({ name, mail });
        return { redirect: '/sent' };
      }
      const page = pages[u.pathname];
      if (method !== 'GET' || !page) return { status: 404, html: 'Not found' };
      state.page = { path: u.pathname, query: q };
      return { html: page(q) };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
