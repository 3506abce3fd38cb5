/**
 * Round 23 chat test site (ours): "Hartwell Bike Hire", a fault report on one form, for values
 * said in the turns before the send (remarks, the answer to the form's own question, the turn that
 * opened the form):
 * - /: a link "Report a problem with a bike" → /report.
 * - /report: "Which part is broken?" radios ("Brakes (front or rear)", "Chain (slipped or snapped)",
 *   "Tyre (flat or punctured)"; none chosen, required); "Can the bike still be ridden?" radios
 *   (Yes / No, none chosen, required); "Where is the bike now?" dropdown ("At a docking station"
 *   first, "At my home", "Locked on the street"); "Make and model", "Frame colour", "Your name"
 *   boxes; "Send report" (POST → /reported; 400 without the part or the yes/no answer).
 * state() holds the page and the reports.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const PARTS = [['brakes', 'Brakes (front or rear)'], ['chain', 'Chain (slipped or snapped)'], ['tyre', 'Tyre (flat or punctured)']];
const WHERE = ['At a docking station', 'At my home', 'Locked on the street'];

export function createSite() {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, reports: [] };
  };
  reset();
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · Hartwell</title></head><body>
<header><strong>Hartwell Bike Hire</strong> <nav><a href="/">Home</a></nav></header><main>${body}</main></body></html>`;
  const form = (err) => layout('Report a problem', `<h1>Report a problem with a bike</h1>${err ? `<p class="err">${esc(err)}</p>` : ''}<form action="/reported" method="post">
<fieldset><legend>Which part is broken?</legend>${PARTS.map(([v, l]) => `<label><input type="radio" name="part" value="${v}" required> ${esc(l)}</label><br>`).join('')}</fieldset>
<fieldset><legend>Can the bike still be ridden?</legend><label><input type="radio" name="rideable" value="yes" required> Yes</label> <label><input type="radio" name="rideable" value="no"> No</label></fieldset>
<p><label>Where is the bike now? <select name="where">${WHERE.map((w) => `<option>${esc(w)}</option>`).join('')}</select></label></p>
<p><label>Make and model <input name="make"></label></p><p><label>Frame colour <input name="colour"></label></p><p><label>Your name <input name="name"></label></p>
<button>Send report</button></form>`);
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      if (u.pathname === '/favicon.ico') return { status: 404, html: '' };
      if (method === 'POST' && u.pathname === '/reported') {
        const p = new URLSearchParams(body ?? '');
        if (!p.get('part') || !p.get('rideable')) {
          state.page = { path: '/report', query: { error: 'missing' } };
          return { status: 400, html: form('Answer every question.') };
        }
        state.reports.push({ part: p.get('part'), rideable: p.get('rideable'), where: p.get('where'), make: p.get('make'), colour: (p.get('colour') ?? '').toLowerCase(), name: p.get('name') });
        state.page = { path: '/reported', query: {} };
        return { html: layout('Reported', '<h1>Thanks, your report is in</h1>') };
      }
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (u.pathname === '/') return { html: layout('Home', '<h1>Hartwell Bike Hire</h1><p><a href="/report">Report a problem with a bike</a></p>') };
      if (u.pathname === '/report') return { html: form('') };
      return { status: 404, html: layout('Not found', '<h1>Not found</h1>') };
    },
    state: () => structuredClone(state),
    restore: (s) => {
      state = structuredClone(s);
    },
    reset,
  };
}
