/** A small site for the `russ eval-tasks` test: a form (name, newsletter, a yes/no question, Submit) and a slider that saves on change. */
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, submitted: null, volume: 50 };
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
      if (method !== 'GET' || !['/', '/thanks', '/volume'].includes(u.pathname)) return { status: 404, html: 'Not found' };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/thanks') return { html: '<!doctype html><title>Thanks</title><h1>Thank you</h1>' };
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
