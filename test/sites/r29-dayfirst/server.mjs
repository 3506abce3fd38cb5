/**
 * A climbing wall, for round 29 (test/r29-dayfirst-e2e.test.ts): pages whose days and kinds are
 * links back to themselves with a query.
 *
 * /sessions: a strip of day links ("Sat 28" … "Sat 5", `?date=`), kind links ("Bouldering",
 * "Top rope climbing", `?kind=`) and the day's sessions. /prices: kind links ("Shoes & harnesses",
 * "Courses & lessons", `?cat=`). /book: day links ("Monday 30 November", `?day=`), then the day's
 * times as radios ("Morning, 7am – 10am", "Evening, 6pm – 9pm") in a POST form ("Continue").
 * Today is Saturday 28 November 2026.
 */
export function createSite() {
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, bookings: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const WD = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
  const MON = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const days = Array.from({ length: 8 }, (_, i) => {
    const d = new Date(Date.UTC(2026, 10, 28 + i));
    return { iso: d.toISOString().slice(0, 10), short: `${WD[d.getUTCDay()].slice(0, 3)} ${d.getUTCDate()}`, label: `${WD[d.getUTCDay()]} ${d.getUTCDate()} ${MON[d.getUTCMonth()]}` };
  });
  const layout = (title, body) =>
    `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Home</a> <a href="/sessions">Sessions</a> <a href="/prices">Prices</a> <a href="/book">Book a session</a></nav></header><main>${body}</main>`;
  const q = (query, extra) => `?${new URLSearchParams({ ...query, ...extra })}`;
  const sessions = (query) => {
    const day = days.find((d) => d.iso === query.date) ?? days[0];
    const kind = query.kind === 'rope' ? 'rope' : 'boulder';
    const strip = `<nav aria-label="Choose a day">${days.map((d) => `<a href="/sessions${q(query, { date: d.iso })}">${d.short}</a>`).join(' ')}</nav>`;
    const kinds = `<p>Wall: <a href="/sessions${q(query, { kind: 'boulder' })}">Bouldering</a> <a href="/sessions${q(query, { kind: 'rope' })}">Top rope climbing</a></p>`;
    return layout('Sessions', `<h1>Sessions — ${day.label}</h1>${strip}${kinds}<h2>${kind === 'rope' ? 'Top rope' : 'Bouldering'}</h2><table><tr><td>10:00</td><td>6 places</td></tr><tr><td>18:00</td><td>2 places</td></tr></table>`);
  };
  const CATS = { gear: 'Shoes & harnesses', courses: 'Courses & lessons', entry: 'Day entry' };
  const prices = (query) =>
    layout('Prices', `<h1>Our prices</h1><ul>${Object.entries(CATS).map(([k, t]) => `<li><a href="/prices?cat=${k}">${esc(t)}</a></li>`).join('')}</ul><p>${query.cat ? `Showing ${esc(CATS[query.cat])}` : 'Choose a category.'}</p>`);
  const book = (query) => {
    const day = days.find((d) => d.iso === query.day);
    const strip = `<p>Day:</p><ul>${days.slice(1).map((d) => `<li><a href="/book?day=${d.iso}">${d.label}</a></li>`).join('')}</ul>`;
    if (!day) return layout('Book a session', `<h1>Book a session</h1>${strip}<p>Choose a day.</p>`);
    return layout('Book a session', `<h1>Book a session — ${day.label}</h1>${strip}<form method="post" action="/book?day=${day.iso}"><fieldset><legend>Time</legend>
<label><input type="radio" name="slot" value="morning"> Morning, 7am – 10am</label><label><input type="radio" name="slot" value="evening"> Evening, 6pm – 9pm</label></fieldset><button>Continue</button></form>`);
  };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const query = Object.fromEntries(u.searchParams);
      if (method === 'POST' && u.pathname === '/book') {
        const slot = new URLSearchParams(body || '').get('slot') ?? '';
        st.bookings.push({ day: query.day ?? '', slot });
        return { redirect: '/' };
      }
      st.page = { path: u.pathname, query };
      if (u.pathname === '/sessions') return { html: sessions(query) };
      if (u.pathname === '/prices') return { html: prices(query) };
      if (u.pathname === '/book') return { html: book(query) };
      if (u.pathname === '/') return { html: layout('Riverside Wall', '<h1>Riverside Wall</h1><p>Climbing for everyone.</p>') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
  };
}
