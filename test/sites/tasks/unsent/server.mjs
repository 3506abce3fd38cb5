/**
 * A small community-hall site for round 16's unsent forms (test/unsent-r16.test.ts): a sign-in form
 * (member ID, PIN, "Keep me signed in", button "Sign in"), a room booking form (room menu, date, a
 * note, button "Reserve room"), an events filter sent with GET (category, from date, button
 * "Apply") and a profile form ("Display name", button "Save profile"). Outcomes are judged from
 * the site's state: who signed in, the reservations made, the profile saved or archived (an
 * "Archive profile" button of its own form on the profile page), the page and query.
 */
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, signedIn: false, kept: false, reservations: [], profile: { displayName: 'Member' }, archived: false };
  };
  reset();
  const page = (title, body) => `<!doctype html><title>${title}</title><header><nav><a href="/">Sign in</a> <a href="/rooms">Rooms</a> <a href="/events">Events</a> <a href="/profile">Profile</a></nav></header><main><h1>${title}</h1>${body}</main>`;
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST' && u.pathname === '/signin') {
        if (form.member === '' || form.pin === '') return { redirect: '/' };
        state.signedIn = true;
        state.kept = form.keep === 'on';
        return { redirect: '/home' };
      }
      if (method === 'POST' && u.pathname === '/rooms') {
        state.reservations.push({ room: form.room ?? '', date: form.date ?? '', note: form.note ?? '' });
        return { redirect: '/rooms/done' };
      }
      if (method === 'POST' && u.pathname === '/profile/archive') {
        state.archived = true;
        return { redirect: '/profile' };
      }
      if (method === 'POST' && u.pathname === '/profile') {
        state.profile = { displayName: form.display ?? '' };
        return { redirect: '/profile' };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      switch (u.pathname) {
        case '/':
          return {
            html: page('Members', `<form method="post" action="/signin">
<p><label for="m">Member ID</label> <input id="m" name="member"></p>
<p><label for="p">PIN</label> <input id="p" name="pin" type="password"></p>
<p><label><input type="checkbox" name="keep"> Keep me signed in</label></p>
<button>Sign in</button></form>`),
          };
        case '/home':
          return { html: page('Welcome back', '<p>You are signed in.</p>') };
        case '/rooms':
          return {
            html: page('Book a room', `<form method="post" action="/rooms">
<p><label for="r">Room</label> <select id="r" name="room"><option value="">Choose…</option><option value="studio-a">Studio A</option><option value="studio-b">Studio B</option><option value="kitchen">Kitchen</option></select></p>
<p><label for="d">Date</label> <input id="d" name="date" type="date"></p>
<p><label for="n">Note for the caretaker</label> <textarea id="n" name="note"></textarea></p>
<button>Reserve room</button></form>`),
          };
        case '/rooms/done':
          return { html: page('Reserved', '<p>Your room is reserved.</p>') };
        case '/events': {
          const cat = u.searchParams.get('category') ?? '';
          const opt = (v, l) => `<option value="${v}"${cat === v ? ' selected' : ''}>${l}</option>`;
          return {
            html: page('Events', `<form method="get" action="/events">
<p><label for="c">Category</label> <select id="c" name="category">${opt('', 'All')}${opt('talks', 'Talks')}${opt('workshops', 'Workshops')}${opt('concerts', 'Concerts')}</select></p>
<p><label for="f">From</label> <input id="f" name="from" type="date" value="${u.searchParams.get('from') ?? ''}"></p>
<button>Apply</button></form><ul><li>Pottery evening</li><li>Choir practice</li></ul>`),
          };
        }
        case '/profile':
          return {
            html: page('Your profile', `<form method="post" action="/profile">
<p><label for="dn">Display name</label> <input id="dn" name="display" value="${state.profile.displayName}"></p>
<button>Save profile</button></form>
<form method="post" action="/profile/archive"><p>Leaving the hall? Your bookings stay on record.</p><button>Archive profile</button></form>`),
          };
        default:
          return { status: 404, html: 'Not found' };
      }
    },
  };
}
