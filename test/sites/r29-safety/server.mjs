/**
 * A pitch-and-putt course, for round 29's count guard and choices put back at a send
 * (test/r29-safety-counts.test.ts).
 *
 * /book: a round's booking form (POST /book) with "Adults" (1–4), "Under 16s" (0–4) and "Club hire
 * (sets)" (0–4) menus, "Tee off" radios (none chosen), the lead player's name and "Continue"; each
 * send is kept as a draft.
 * /hire: a kit-hire form (POST /hire) with only "Club hire (sets)" and "Buggies" (0–4) menus
 * and "Continue": a count of people has no control here.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, drafts: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Holly Hill Pitch & Putt</a> <a href="/book">Book a round</a> <a href="/hire">Kit hire</a></nav></header><main>${body}</main>`;
  const menu = (label, name, from, to) => `<p><label>${label} <select name="${name}">${Array.from({ length: to - from + 1 }, (_, i) => `<option>${i + from}</option>`).join('')}</select></label></p>`;
  const book = layout('Book a round', `<h1>Book a round</h1><p>Saturday 5 December, 10:00. 4 places free.</p>
<form method="post" action="/book">${menu('Adults', 'adults', 1, 4)}${menu('Under 16s', 'juniors', 0, 4)}${menu('Club hire (sets)', 'clubs', 0, 4)}
<fieldset><legend>Tee off</legend><label><input type="radio" name="when" value="morning"> Morning, 8am – 12pm</label><label><input type="radio" name="when" value="afternoon"> Afternoon, 12pm – 4pm</label></fieldset>
<p><label>Lead player's name <input name="name"></label></p><button type="submit">Continue</button></form>`);
  const hire = layout('Kit hire', `<h1>Hire kit for your round</h1>
<form method="post" action="/hire">${menu('Club hire (sets)', 'clubs', 0, 4)}${menu('Buggies', 'buggies', 0, 4)}<button type="submit">Continue</button></form>`);
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const f = new URLSearchParams(body || '');
      if (method === 'POST' && (u.pathname === '/book' || u.pathname === '/hire')) {
        st.drafts.push({ form: u.pathname.slice(1), ...Object.fromEntries([...f.entries()].map(([k, v]) => [k, v.trim()])) });
        return { redirect: '/review' };
      }
      st.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/book') return { html: book };
      if (u.pathname === '/hire') return { html: hire };
      if (u.pathname === '/review') return { html: layout('Review', '<h1>Check your booking</h1><p>Thank you.</p>') };
      if (u.pathname === '/') return { html: layout('Holly Hill Pitch & Putt', '<h1>Holly Hill Pitch & Putt</h1><p>Eighteen short holes.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
