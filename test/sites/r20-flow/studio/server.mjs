/**
 * A rehearsal-studio hire for round 20's flows (test/r20-flow-flow.test.ts): a task says an item
 * and several values, and the values are asked for over several pages. The rooms list links each
 * room; a room's page shows its days as a row of date links ("Tue 15 Dec") above a form with a
 * start-time menu and a length menu ("Continue"); a pod's page has one session option and
 * "Continue" only; the details page asks for a name, an e-mail, a number of players (a number
 * box no value names) and extras (boxes); a review page ends it ("Confirm booking").
 */
export function createSite() {
  const DAYS = [['2026-12-14', 'Mon 14 Dec'], ['2026-12-15', 'Tue 15 Dec'], ['2026-12-16', 'Wed 16 Dec'], ['2026-12-17', 'Thu 17 Dec']];
  const ROOMS = { echo: { name: 'Echo Room', hourly: true }, pod: { name: 'Booth Pod', hourly: false } };
  const TIMES = ['16:00', '17:00', '18:00', '19:00', '20:00'];
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, bookings: [], draft: null };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Home</a> <a href="/rooms">Rooms</a> <a href="/mine">My bookings</a></nav><form action="/rooms" method="get" role="search"><label>Search rooms <input name="q" type="search"></label><button>Search</button></form></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const day = (q) => (DAYS.some(([d]) => d === q.day) ? q.day : DAYS[0][0]);
  return {
    reset,
    state: () => structuredClone({ page: state.page, bookings: state.bookings }),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST' && u.pathname === '/details') {
        if (!form.name || !form.email) return { status: 400, html: page('Missing details', '') };
        state.draft = { room: form.room, day: form.day, start: form.start ?? '', hours: Number(form.hours ?? 0), name: form.name, email: form.email, players: Number(form.players ?? 1), extras: ['desk', 'drums'].filter((k) => form[k]) };
        return { redirect: '/review' };
      }
      if (method === 'POST' && u.pathname === '/confirm') {
        if (!state.draft) return { redirect: '/rooms' };
        state.bookings.push(state.draft);
        state.draft = null;
        return { redirect: '/mine' };
      }
      if (method !== 'GET') return { status: 404, html: page('Not found', '') };
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: page('Riff Studios', '<p>Rooms by the hour, pods by the session.</p><p><a href="/rooms">See the rooms</a></p>') };
      if (u.pathname === '/rooms') return { html: page('Rooms', `<table><tr><th>Room</th><th>Kind</th><th></th></tr>${Object.entries(ROOMS).map(([id, r]) => `<tr><td><a href="/room/${id}">${r.name}</a></td><td>${r.hourly ? 'By the hour' : 'By the session'}</td><td><a href="/room/${id}">Hire</a></td></tr>`).join('')}</table>`) };
      const m = /^\/room\/(\w+)$/.exec(u.pathname);
      if (m && ROOMS[m[1]]) {
        const r = ROOMS[m[1]];
        const d = day(q);
        const days = `<ul class="days">${DAYS.map(([k, n]) => `<li><a href="/room/${m[1]}?day=${k}">${n}</a></li>`).join('')}</ul>`;
        const hidden = `<input type="hidden" name="room" value="${m[1]}"><input type="hidden" name="day" value="${d}">`;
        const form = r.hourly
          ? `<form action="/details" method="get">${hidden}<label>Start time <select name="start">${TIMES.map((t) => `<option>${t}</option>`).join('')}</select></label> <label>Length <select name="hours">${[1, 2, 3].map((n) => `<option value="${n}">${n} hour${n > 1 ? 's' : ''}</option>`).join('')}</select></label> <button>Continue</button></form>`
          : `<form action="/details" method="get">${hidden}<fieldset><legend>Session</legend><label><input type="radio" name="start" value="evening" checked> Evening session (6pm–10pm)</label></fieldset><button>Continue</button></form>`;
        return { html: page(r.name, `<p>Showing ${esc(DAYS.find(([k]) => k === d)[1])}</p>${days}${form}`) };
      }
      if (u.pathname === '/details') {
        if (!ROOMS[q.room]) return { redirect: '/rooms' };
        const hidden = ['room', 'day', 'start', 'hours'].filter((k) => q[k]).map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
        return { html: page('Your details', `<form action="/details" method="post">${hidden}<label>Your name <input name="name"></label> <label>Email <input name="email" type="email"></label> <label>Number of players <input name="players" type="number" min="1" max="8" value="1"></label> <fieldset><legend>Extras</legend><label><input type="checkbox" name="desk" value="1"> Mixing desk (+£10)</label> <label><input type="checkbox" name="drums" value="1"> Drum kit hire (+£15)</label></fieldset> <button>Review booking</button></form>`) };
      }
      if (u.pathname === '/review') {
        const d = state.draft;
        if (!d) return { redirect: '/rooms' };
        return { html: page('Review your booking', `<dl><dt>Room</dt><dd>${ROOMS[d.room].name}</dd><dt>Day</dt><dd>${d.day}</dd><dt>Booked by</dt><dd>${esc(d.name)}</dd></dl><form action="/confirm" method="post"><button>Confirm booking</button></form> <a href="/rooms">Start again</a>`) };
      }
      if (u.pathname === '/mine') return { html: page('My bookings', `<ul>${state.bookings.map((b) => `<li>${ROOMS[b.room].name} ${b.day}</li>`).join('')}</ul>`) };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
