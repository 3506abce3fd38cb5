/**
 * Round 15: a generated site whose home page holds a PUBLIC form (a quote, a trial, a newsletter:
 * fields named like the user's own details) and whose user's own record (a booking, a membership,
 * an order, a policy…) is kept on the user's own pages: a link to them in the site's menu (in one of
 * several designs), and on them the record's own action links, each a form that posts and goes back
 * (bench/tasks/gen/owned.mjs writes the specs). State: the last page shown, the record, and what
 * the public form sent (`sent`, which a task about the user's record must leave empty).
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

const field = (id, label, type, value = '') => `<p><label for="${id}">${esc(label)}</label> <input id="${id}" name="${id}" type="${type}" value="${esc(value)}"></p>`;

export function ownedSite(spec) {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, record: structuredClone(spec.record), sent: [] };
  };
  reset();
  const links = (xs) => xs.map((l) => `<a href="${esc(l.path)}">${esc(l.label)}</a>`).join(' ');
  const menu = () => {
    const all = [...spec.sections, spec.own];
    switch (spec.design) {
      case 'hamburger':
        return `<button type="button" aria-label="${esc(spec.menuName)}" onclick="document.getElementById('m').hidden=!document.getElementById('m').hidden">☰</button><nav id="m" hidden>${links(all)}</nav>`;
      case 'more':
        return `<nav aria-label="Main">${links(spec.sections.slice(0, 2))} <details><summary>${esc(spec.menuName)}</summary><ul>${[...spec.sections.slice(2), spec.own].map((l) => `<li>${links([l])}</li>`).join('')}</ul></details></nav>`;
      case 'footer':
        return `<nav aria-label="Main">${links(spec.sections)}</nav>`;
      default:
        return `<nav aria-label="Main">${links(all)}</nav>`;
    }
  };
  const layout = (title, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)} · ${esc(spec.title)}</title></head><body>
<header><a href="/">${esc(spec.title)}</a> ${menu()}</header><main>${body}</main>
<footer>${spec.design === 'footer' ? links([spec.own]) : ''} <p>${esc(spec.title)} · ${esc(spec.tagline)}</p></footer></body></html>`;
  const home = () =>
    layout('Welcome', `<h1>${esc(spec.h1)}</h1><section><h2>${esc(spec.publicForm.heading)}</h2><form method="post" action="/public">${spec.publicForm.fields.map((f) => field(`p-${f.key}`, f.label, f.type)).join('')}<button type="submit">${esc(spec.publicForm.button)}</button></form></section>`);
  const ownPage = () => {
    const r = state.record;
    return layout(spec.own.label, `<h1>${esc(spec.ownHeading)}</h1><p>${esc(spec.recordName)} ${esc(r.ref)} · ${esc(r.date)} · ${esc(r.plan)}${r.pause ? ` · paused for ${esc(r.pause)}` : ''}</p><ul>${spec.actions.map((a) => `<li><a href="${esc(spec.own.path)}/${esc(a.slug)}">${esc(a.link)}</a></li>`).join('')}</ul>`);
  };
  const actionPage = (a) => {
    const r = state.record;
    let body = '';
    if (a.kind === 'contact') body = field('phone', a.phoneLabel, 'tel', r.phone) + field('email', a.emailLabel, 'email', r.email);
    else if (a.kind === 'date') body = field('date', a.label, 'date', r.date);
    else if (a.kind === 'plan') body = `<fieldset><legend>${esc(a.label)}</legend>${a.options.map((o) => `<label><input type="radio" name="plan" value="${esc(o)}"${o === r.plan ? ' checked' : ''}> ${esc(o)}</label>`).join(' ')}</fieldset>`;
    else if (a.kind === 'pause') body = `<p><label for="pause">${esc(a.label)}</label> <select id="pause" name="pause"><option value="">Choose…</option>${a.options.map((o) => `<option value="${esc(o)}">${esc(o)}</option>`).join('')}</select></p>`;
    else if (a.kind === 'extra') body = a.options.map((o, i) => `<p><label><input type="checkbox" name="extra" value="${esc(o)}"${r.extras.includes(o) ? ' checked' : ''}> ${esc(o)}</label></p>`).join('');
    else if (a.kind === 'note') body = `<p><label for="note">${esc(a.label)}</label> <textarea id="note" name="note"></textarea></p>`;
    return layout(a.link, `<h1>${esc(a.link)}</h1><form method="post" action="${esc(spec.own.path)}/${esc(a.slug)}">${body}<button type="submit">${esc(a.button)}</button></form>`);
  };
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      const params = new URLSearchParams(body ?? '');
      if (method === 'POST') {
        if (u.pathname === '/public') {
          state.sent.push(Object.fromEntries(params));
          return { redirect: '/thanks' };
        }
        const a = spec.actions.find((x) => u.pathname === `${spec.own.path}/${x.slug}`);
        if (!a) return { status: 404, html: 'not found' };
        const r = state.record;
        if (a.kind === 'contact') Object.assign(r, { phone: params.get('phone') ?? '', email: params.get('email') ?? '' });
        else if (a.kind === 'date') r.date = params.get('date') ?? '';
        else if (a.kind === 'plan') r.plan = params.get('plan') ?? r.plan;
        else if (a.kind === 'pause') r.pause = params.get('pause') ?? '';
        else if (a.kind === 'extra') r.extras = params.getAll('extra');
        else if (a.kind === 'note') r.note = params.get('note') ?? '';
        return { redirect: spec.own.path };
      }
      if (u.pathname === '/') return { html: home() };
      if (u.pathname === '/thanks') return { html: layout('Thank you', '<h1>Thank you</h1>') };
      if (u.pathname === spec.own.path) return { html: ownPage() };
      const a = spec.actions.find((x) => u.pathname === `${spec.own.path}/${x.slug}`);
      if (a) return { html: actionPage(a) };
      const s = spec.sections.find((x) => x.path === u.pathname);
      if (s) return { html: layout(s.label, `<h1>${esc(s.label)}</h1><p>${esc(s.blurb)}</p>`) };
      return { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
