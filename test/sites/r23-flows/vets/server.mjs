/**
 * A vet clinic for round 23's changes to an existing record found by a look-up
 * (test/r23-flows-lookup.test.ts). /appointments holds a look-up form (GET: Appointment reference
 * and Last name, both required; its button "Find appointment"); the page it leads to shows the
 * appointment with a cancel form (POST: a required "Why are you cancelling?" menu, "Cancel
 * appointment") and a link to change it. /claims holds a look-up that posts (Claim number, Surname,
 * "Open claim"): a form that posts is never sent to find a record.
 */
export function createSite() {
  const REASONS = ['Pet has recovered', 'Booked elsewhere', 'Wrong date', 'Other'];
  let st;
  const reset = () => {
    st = {
      page: { path: '/', query: {} },
      appointments: [{ ref: 'VC-2201', last: 'Ortiz', pet: 'Biscuit', when: 'Wednesday 9 December at 11:20', status: 'booked', reason: '' }],
      claims: [{ ref: 'CL-77', surname: 'Ortiz', status: 'open' }],
      opened: [],
    };
  };
  reset();
  const esc = (s) => String(s ?? '').replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
  const page = (title, body) => `<!doctype html><title>${esc(title)}</title><header><nav><a href="/">Elm Tree Vets</a> <a href="/appointments">Your appointment</a> <a href="/claims">Insurance claims</a></nav></header><main><h1>${esc(title)}</h1>${body}</main>`;
  const lookup = (q) => `<form method="get" action="/appointments"><label>Appointment reference <input name="ref" value="${esc(q.ref || '')}" required></label> <label>Surname <input name="last" value="${esc(q.last || '')}" required></label> <button>Find appointment</button></form>`;
  const appointments = (q) => {
    const a = st.appointments.find((x) => x.ref === String(q.ref || '').trim().toUpperCase() && x.last.toLowerCase() === String(q.last || '').trim().toLowerCase());
    let body = lookup(q);
    if (q.ref && !a) body += '<p>We could not find that appointment.</p>';
    if (a) {
      body += `<h2>Appointment ${a.ref}</h2><p>${esc(a.pet)}, ${esc(a.when)}. Status: ${a.status === 'booked' ? 'Booked' : `Cancelled (${esc(a.reason)})`}</p>`;
      if (a.status === 'booked') body += `<p><a href="/appointments/change?ref=${a.ref}">Change the time</a></p><form method="post" action="/appointments/cancel"><input type="hidden" name="ref" value="${a.ref}"><label>Why are you cancelling? <select name="reason" required><option value="">Choose a reason</option>${REASONS.map((r) => `<option>${r}</option>`).join('')}</select></label> <button>Cancel appointment</button></form>`;
    }
    return page('Your appointment', body);
  };
  return {
    reset,
    state: () => structuredClone(st),
    restore: (s) => {
      st = structuredClone(s);
    },
    handle(method, url, body) {
      const u = new URL(url, 'http://site');
      const path = u.pathname;
      const q = Object.fromEntries(u.searchParams);
      const form = new URLSearchParams(body || '');
      if (method === 'POST' && path === '/appointments/cancel') {
        const a = st.appointments.find((x) => x.ref === form.get('ref'));
        if (!a || !REASONS.includes(form.get('reason') || '')) return { status: 400, html: '<p>Choose a reason.</p>' };
        a.status = 'cancelled';
        a.reason = form.get('reason');
        return { redirect: `/appointments?ref=${a.ref}&last=${a.last}` };
      }
      if (method === 'POST' && path === '/claims') {
        st.opened.push(form.get('claim') || '');
        st.page = { path, query: {} };
        return { html: page('Your claim', `<p>Claim ${esc(form.get('claim'))}.</p><form method="post" action="/claims/withdraw"><button>Withdraw claim</button></form>`) };
      }
      if (method !== 'GET') return { status: 404, html: 'Not found' };
      let html;
      if (path === '/') html = page('Elm Tree Vets', '<p>Caring for your pets since 1998.</p><p><a href="/appointments">Manage your appointment</a></p>');
      else if (path === '/appointments') html = appointments(q);
      else if (path === '/appointments/change') html = page('Change your appointment', '<p>Call us to change the time.</p>');
      else if (path === '/claims') html = page('Insurance claims', '<form method="post" action="/claims"><label>Claim number <input name="claim" required></label> <label>Surname <input name="surname" required></label> <button>Open claim</button></form>');
      if (!html) return { status: 404, html: '<h1>Not found</h1>' };
      st.page = { path, query: q };
      return { html };
    },
  };
}
