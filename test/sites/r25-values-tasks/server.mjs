/**
 * A pottery studio's taster evening, for round 25's tasks test (test/r25-values-tasks.test.ts): /taster
 * is a booking form (POST /taster) with "Date" and "People" (menus; People starts at 2), "Your name", "Email" (type="email") and
 * "Book"; a sent form goes to /taster/booked. The user's own name and email come from the task's
 * `answers`.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, bookings: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const layout = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Clayhouse</a> <a href="/taster">Taster evening</a></nav></header><main>${body}</main>`;
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      if (method === 'POST' && u.pathname === '/taster') {
        const f = new URLSearchParams(body || '');
        if (!f.get('name') || !f.get('date')) return { status: 400, html: layout('Missing', '<p>Please fill in the form.</p>') };
        st.bookings.push({ date: f.get('date'), people: Number(f.get('people')), name: f.get('name'), email: f.get('email') ?? '' });
        return { redirect: '/taster/booked' };
      }
      st.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/taster') return { html: layout('Taster evening', `<h1>Book a taster evening</h1><form method="post" action="/taster">
<p><label for="d">Date</label> <select id="d" name="date"><option value="">Choose a date</option><option value="2026-12-08">Tuesday 8 December</option><option value="2026-12-10">Thursday 10 December</option></select></p>
<p><label for="p">People</label> <select id="p" name="people"><option value="1">1</option><option value="2" selected>2</option><option value="3">3</option></select></p>
<p><label for="n">Your name</label> <input id="n" name="name" required></p>
<p><label for="e">Email</label> <input id="e" type="email" name="email"></p>
<p><button>Book</button></p></form>`) };
      if (u.pathname === '/taster/booked') return { html: layout('Booked', '<h1>You are booked in</h1>') };
      return { html: layout('Clayhouse', '<h1>Clayhouse Pottery</h1><p><a href="/taster">Book a taster evening</a></p>') };
    },
  };
}
