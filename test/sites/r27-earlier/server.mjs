/**
 * A cattery's bookings, for round 27 (test/r27-earlier-e2e.test.ts).
 *
 * /stay: a discount code form (POST /code: "Discount code", "Apply") and a stay form (POST /stays)
 * with a required "Cat's name", "Colour" after it, required first and last name, mobile (tel) and
 * email boxes, and "Reserve stay"; a send that lacks a required field is refused with what is
 * missing. /stays/1/cancel: the cancel form (POST) with required reason radios and "Cancel stay".
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, code: '', stays: [], cancelled: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Whisker Lodge</a> <a href="/stay">Book a stay</a></nav></header><main>${body}</main>`;
  const stay = (error) =>
    layout('Book a stay', `<h1>Book a stay</h1><p>Three nights, from Friday.</p>${error ? `<p role="alert">${esc(error)}</p>` : ''}
<form method="post" action="/code"><label for="code">Discount code</label> <input id="code" name="code" value="${esc(st.code)}"> <button>Apply</button></form>${st.code ? `<p>Code ${esc(st.code)} applied.</p>` : ''}
<form method="post" action="/stays">
<p><label for="cat">Cat's name</label> <input id="cat" name="cat" required></p>
<p><label for="colour">Colour</label> <input id="colour" name="colour"></p>
<p><label for="first">First name</label> <input id="first" name="first" autocomplete="given-name" required></p>
<p><label for="last">Last name</label> <input id="last" name="last" autocomplete="family-name" required></p>
<p><label for="mobile">Mobile</label> <input id="mobile" name="mobile" type="tel" required></p>
<p><label for="email">Email</label> <input id="email" name="email" type="email" required></p>
<button>Reserve stay</button></form>`);
  const cancel = () =>
    layout('Cancel stay', `<h1>Cancel Tilly's stay</h1><form method="post" action="/stays/1/cancel"><fieldset><legend>Why are you cancelling?</legend>${[['ill', 'My cat is ill'], ['plans', 'Our plans changed'], ['other', 'Found somewhere else']].map(([v, t]) => `<label><input type="radio" name="reason" value="${v}" required> ${t}</label>`).join('')}</fieldset><button>Cancel stay</button></form><p><a href="/stay">Keep it</a></p>`);
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
        if (u.pathname === '/code') {
          st.code = (f.get('code') ?? '').trim();
          return { redirect: '/stay' };
        }
        if (u.pathname === '/stays') {
          const s = Object.fromEntries(['cat', 'colour', 'first', 'last', 'mobile', 'email'].map((k) => [k, (f.get(k) ?? '').trim()]));
          const missing = ['cat', 'first', 'last', 'mobile', 'email'].filter((k) => !s[k]);
          if (missing.length) return { html: stay(`Please fill in: ${missing.join(', ')}`) };
          st.stays.push(s);
          return { redirect: '/done' };
        }
        if (u.pathname === '/stays/1/cancel') {
          if (!f.get('reason')) return { html: cancel() };
          st.cancelled.push(f.get('reason'));
          return { redirect: '/done' };
        }
      }
      st.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/stay') return { html: stay('') };
      if (u.pathname === '/stays/1/cancel') return { html: cancel() };
      if (u.pathname === '/done') return { html: layout('Thank you', '<h1>Thank you!</h1><p>All done.</p>') };
      if (u.pathname === '/') return { html: layout('Whisker Lodge', '<h1>Whisker Lodge</h1><p>A cattery in the hills.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
