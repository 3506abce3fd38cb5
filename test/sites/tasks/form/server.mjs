/** A one-page form for the `russ eval-tasks` test: a name field, a newsletter checkbox, Submit. */
export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, submitted: null };
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
        state.submitted = { name: form.name ?? '', newsletter: form.newsletter === 'on' };
        return { redirect: '/thanks' };
      }
      if (method !== 'GET' || !['/', '/thanks'].includes(u.pathname)) return { status: 404, html: 'Not found' };
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/thanks') return { html: '<!doctype html><title>Thanks</title><h1>Thank you</h1>' };
      return {
        html: `<!doctype html><title>Sign up</title><h1>Sign up</h1><form method="post" action="/send">
<p><label for="name">Your name</label> <input id="name" name="name"></p>
<p><label><input type="checkbox" name="newsletter"> Newsletter</label></p><button>Submit</button></form>`,
      };
    },
  };
}
