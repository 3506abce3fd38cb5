/**
 * A boat-hire club for round 29 (test/r29-record-e2e.test.ts): a change said on a booking's own
 * page, read on its change form.
 *
 * /bookings/<ref>: the booking (day, time, life jackets) with a "Change this booking" form (POST:
 * "New day", "Time", "Life jackets" menus, each holding the booking's value; "Save changes") and a
 * footer newsletter form (POST: "Email", "Sign up"). /list: "Our list" — rows with a "Wanted" number
 * box and "Update" (POST) and a "Remove" button (POST) each.
 */
export function createSite() {
  const DAYS = [['2026-12-01', 'Tuesday 1 December'], ['2026-12-02', 'Wednesday 2 December'], ['2026-12-03', 'Thursday 3 December']];
  const TIMES = [['am', 'Morning, 9am – 12pm'], ['pm', 'Afternoon, 1pm – 4pm'], ['eve', 'Evening, 5pm – 8pm']];
  let st;
  const reset = () => {
    st = { page: { path: '/', query: {} }, bookings: [{ ref: 'RB-201', day: '2026-12-01', time: 'pm', jackets: 0 }], signups: [], list: [{ id: 'oars', wanted: 2 }, { id: 'cushions', wanted: 1 }] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><title>${title} – Reedbank Boats</title><header><a href="/">Reedbank Boats</a> <nav><a href="/boats">Boats</a> <a href="/list">Our list</a> <a href="/story">Our story</a></nav></header><main><h1>${title}</h1>${body}</main><footer><form method="post" action="/news"><label>Email <input type="email" name="email"></label> <button>Sign up</button></form></footer>`;
  const sel = (name, pairs, value) => `<select name="${name}">${pairs.map(([v, l]) => `<option value="${v}"${String(v) === String(value) ? ' selected' : ''}>${l}</option>`).join('')}</select>`;
  const NAMES = { oars: 'Spare oars', cushions: 'Seat cushions' };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => { st = structuredClone(s); },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const f = Object.fromEntries(new URLSearchParams(body || ''));
      const path = u.pathname;
      if (method === 'POST') {
        const ch = /^\/bookings\/([^/]+)\/change$/.exec(path);
        if (ch) { const b = st.bookings.find((x) => x.ref === ch[1]); if (b) { b.day = f.day; b.time = f.time; b.jackets = Number(f.jackets); } return { redirect: `/bookings/${ch[1]}?saved=1` }; }
        if (path === '/news') { st.signups.push(f.email); return { redirect: '/' }; }
        if (path === '/list/update') { const l = st.list[Number(f.line)]; if (l) l.wanted = Number(f.wanted); return { redirect: '/list?saved=1' }; }
        if (path === '/list/remove') { st.list.splice(Number(f.line), 1); return { redirect: '/list?saved=1' }; }
      }
      st.page = { path, query: q };
      if (path === '/') return { html: layout('Welcome', '<p>Rowing boats on the river.</p>') };
      if (path === '/story') return { html: layout('Our story', '<p>Since 1952.</p>') };
      if (path === '/list') return { html: layout('Our list', `<table><tbody>${st.list.map((l, n) => `<tr><td>${NAMES[l.id]}</td><td><form method="post" action="/list/update"><input type="hidden" name="line" value="${n}"><label>Wanted <input type="number" name="wanted" value="${l.wanted}" min="1" max="9"></label> <button>Update</button></form></td><td><form method="post" action="/list/remove"><input type="hidden" name="line" value="${n}"><button aria-label="Remove ${NAMES[l.id]} from our list">Remove</button></form></td></tr>`).join('')}</tbody></table>`) };
      const bp = /^\/bookings\/([^/]+)$/.exec(path);
      const b = bp && st.bookings.find((x) => x.ref === bp[1]);
      if (b) {
        return { html: layout(`Booking ${b.ref}`, `<p>Rowing boat, ${DAYS.find((d) => d[0] === b.day)[1]}, ${TIMES.find((t) => t[0] === b.time)[1]}.</p><h2>Change this booking</h2><form method="post" action="/bookings/${b.ref}/change"><label>New day ${sel('day', DAYS, b.day)}</label> <label>Time ${sel('time', TIMES, b.time)}</label> <label>Life jackets ${sel('jackets', [0, 1, 2, 3].map((n) => [n, String(n)]), b.jackets)}</label> <button>Save changes</button></form>`) };
      }
      return { html: layout('Not found', '<p>No such page.</p>'), status: 404 };
    },
  };
}
