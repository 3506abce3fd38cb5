/**
 * A small site for the `russ eval-tasks` test: a form (name, newsletter, a yes/no question, Submit), a slider that saves on
 * change, a ticket form whose button shares its name with a link of the page's header, and a list with a Remove button per row.
 */
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, submitted: null, volume: 50, ticket: null, removed: [] };
  };
  reset();
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      if (method === 'POST' && u.pathname === '/send') {
        const form = Object.fromEntries(new URLSearchParams(body));
        state.submitted = { name: form.name ?? '', newsletter: form.newsletter === 'on', ...(form.clear ? { clear: form.clear } : {}) };
        return { redirect: '/thanks' };
      }
      if (method === 'POST' && u.pathname === '/volume') {
        state.volume = Number(new URLSearchParams(body).get('volume'));
        return { redirect: '/volume' };
      }
      if (method === 'POST' && u.pathname === '/ticket') {
        state.ticket = new URLSearchParams(body).get('subject') ?? '';
        return { redirect: '/thanks' };
      }
      if (method === 'POST' && u.pathname === '/remove') {
        state.removed.push(new URLSearchParams(body).get('item'));
        return { redirect: '/list' };
      }
      if (method !== 'GET' || !['/', '/thanks', '/volume', '/ticket', '/list'].includes(u.pathname)) return { status: 404, html: 'Not found' };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/thanks') return { html: '<!doctype html><title>Thanks</title><h1>Thank you</h1>' };
      if (u.pathname === '/ticket') {
        return { html: `<!doctype html><title>Support</title><header><nav><a href="/">Home</a> <a href="/ticket?new=1">Send</a></nav></header><main><h1>New ticket</h1><form method="post" action="/ticket"><p><label for="s">Subject</label> <input id="s" name="subject"></p><button>Send</button></form></main>` };
      }
      if (u.pathname === '/list') {
        const row = (item) => `<tr><td>${item}</td><td><form method="post" action="/remove"><input type="hidden" name="item" value="${item}"><button>Remove</button></form></td></tr>`;
        return { html: `<!doctype html><title>List</title><h1>Your list</h1><table>${['Pen', 'Ink', 'Pad'].filter((i) => !state.removed.includes(i)).map(row).join('')}</table><button>Remove all</button>` };
      }
      if (u.pathname === '/volume') {
        return { html: `<!doctype html><title>Sound</title><h1>Sound</h1><form method="post" action="/volume"><label for="v">Volume</label> <input type="range" id="v" name="volume" min="0" max="100" value="${state.volume}" onchange="this.form.submit()"></form>` };
      }
      return {
        html: `<!doctype html><title>Sign up</title><h1>Sign up</h1><form method="post" action="/send">
<p><label for="name">Your name</label> <input id="name" name="name"></p>
<p><label><input type="checkbox" name="newsletter"> Newsletter</label></p>
<div><p>Is it clear?</p><label><input type="radio" name="clear" value="yes"> Yes</label> <label><input type="radio" name="clear" value="no"> No</label></div><button>Submit</button></form>`,
      };
    },
  };
}
