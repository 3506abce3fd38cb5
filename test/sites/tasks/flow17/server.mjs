/**
 * A small bike-hire site for round 17's tasks carried through their flow (test/task-flow-r17.test.ts):
 * a price form on the home page (from and to towns, bike type, length of hire, date; GET /price),
 * a price page with extras that send themselves when ticked, an "Email me this price" form and the
 * link "Reserve these bikes", a details form (name, e-mail, phone, notes; "Review reservation"),
 * a review page ("Confirm reservation"), and a business page with a callback form (company, contact
 * name, phone). The menu has a "Reserve a tandem" link. Outcomes are judged from the site's state.
 */
const TYPES = [['city', 'City bike'], ['ebike', 'E-bike'], ['tandem', 'Tandem']];
const DAYS = [['1', '1 day'], ['2', '2 days'], ['3', '3 days']];
const EXTRAS = [['seat', 'Child seat (+£5.00)'], ['lock', 'Extra lock (+£2.00)']];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, pending: null, reservations: [], emailed: [], callbacks: [] };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${title}</title><header><nav><a href="/">Home</a> <a href="/price?type=tandem">Reserve a tandem</a> <a href="/business">For business</a></nav></header><main><h1>${title}</h1>${body}</main>`;
  const hidden = (q, keys) => keys.map((k) => `<input type="hidden" name="${k}" value="${esc(q[k])}">`).join('');
  const select = (id, label, opts, value) => `<p><label for="${id}">${label}</label> <select id="${id}" name="${id}"><option value="">Choose…</option>${opts.map(([v, l]) => `<option value="${v}"${v === value ? ' selected' : ''}>${l}</option>`).join('')}</select></p>`;
  const priceForm = (q) => `<form action="/price" method="get"><p><label for="from">Collect from (town)</label> <input id="from" name="from" value="${esc(q.from)}"></p><p><label for="to">Return to (town)</label> <input id="to" name="to" value="${esc(q.to)}"></p>${select('type', 'Bike type', TYPES, q.type)}${select('days', 'Length of hire', DAYS, q.days)}<p><label for="date">Hire date</label> <input id="date" name="date" type="date" value="${esc(q.date)}"></p><button type="submit">See prices</button></form>`;
  const KEYS = ['from', 'to', 'type', 'days', 'date', 'seat', 'lock'];
  const qs = (q) => `?${new URLSearchParams(Object.fromEntries(KEYS.filter((k) => q[k]).map((k) => [k, q[k]]))).toString()}`;
  const complete = (q) => q.from && q.to && TYPES.some(([v]) => v === q.type) && DAYS.some(([v]) => v === q.days) && /^\d{4}-\d\d-\d\d$/.test(q.date ?? '');
  return {
    reset,
    state: () => structuredClone(state),
    restore: (s) => {
      reset();
      Object.assign(state, structuredClone(s));
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const q = Object.fromEntries(u.searchParams);
      const form = Object.fromEntries(new URLSearchParams(body));
      if (method === 'POST') {
        if (u.pathname === '/details') {
          if (!form.name || !form.email || !form.phone) return { redirect: `/details${qs(form)}` };
          state.pending = { ...Object.fromEntries(KEYS.map((k) => [k, form[k] ?? ''])), name: form.name, email: form.email, phone: form.phone, notes: form.notes ?? '' };
          return { redirect: '/review' };
        }
        if (u.pathname === '/confirm' && state.pending) {
          const ref = `BK-${101 + state.reservations.length}`;
          state.reservations.push({ ref, ...state.pending });
          state.pending = null;
          return { redirect: `/reserved/${ref}` };
        }
        if (u.pathname === '/email') {
          state.emailed.push(form.email ?? '');
          return { redirect: '/emailed' };
        }
        if (u.pathname === '/callback') {
          state.callbacks.push({ company: form.company ?? '', contact: form.contact ?? '', phone: form.phone ?? '' });
          return { redirect: '/callback/sent' };
        }
        return { status: 404, html: page('Not found', '') };
      }
      state.page = { path: u.pathname, query: q };
      if (u.pathname === '/') return { html: page('Bikes for the valley', `<h2>Get a price</h2>${priceForm({})}`) };
      if (u.pathname === '/price') {
        if (!complete(q)) return { html: page('Get a price', priceForm(q)) };
        return { html: page('Your price', `<p>${esc(q.from)} to ${esc(q.to)}, ${esc(q.date)}</p>
<form action="/price" method="get">${hidden(q, ['from', 'to', 'type', 'days', 'date'])}<fieldset><legend>Extras</legend>${EXTRAS.map(([v, l]) => `<p><label><input type="checkbox" name="${v}" value="yes"${q[v] === 'yes' ? ' checked' : ''} onchange="this.form.submit()"> ${l}</label></p>`).join('')}</fieldset></form>
<p><a href="/details${qs(q)}">Reserve these bikes</a></p>
<form action="/email" method="post"><p><label for="em">Email address</label> <input id="em" name="email" type="email"></p><button type="submit">Email me this price</button></form>
<h2>Change your hire</h2>${priceForm(q)}`) };
      }
      if (u.pathname === '/details') {
        if (!complete(q)) return { redirect: '/' };
        return { html: page('Your details', `<form action="/details" method="post">${hidden(q, KEYS)}<p><label for="name">Full name</label> <input id="name" name="name"></p><p><label for="email">Email</label> <input id="email" name="email" type="email"></p><p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><p><label for="notes">Notes (optional)</label> <textarea id="notes" name="notes"></textarea></p><button type="submit">Review reservation</button></form>`) };
      }
      if (u.pathname === '/review') {
        const p = state.pending;
        if (!p) return { redirect: '/' };
        return { html: page('Review your reservation', `<p>${esc(p.from)} to ${esc(p.to)} on ${esc(p.date)} for ${esc(p.name)}</p><form action="/confirm" method="post"><button type="submit">Confirm reservation</button></form><p><a href="/details${qs(p)}">Change details</a></p>`) };
      }
      if (u.pathname === '/business') return { html: page('For business', `<form action="/callback" method="post"><p><label for="company">Company</label> <input id="company" name="company"></p><p><label for="contact">Contact name</label> <input id="contact" name="contact"></p><p><label for="phone">Phone</label> <input id="phone" name="phone" type="tel"></p><button type="submit">Request a callback</button></form>`) };
      const done = { '/emailed': 'Price sent', '/callback/sent': 'We will call you' }[u.pathname] ?? (/^\/reserved\/BK-\d+$/.test(u.pathname) ? 'Reserved' : undefined);
      if (done) return { html: page(done, '<p>Thank you.</p>') };
      return { status: 404, html: page('Not found', '') };
    },
  };
}
