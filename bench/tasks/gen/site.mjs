/**
 * The generic site of generated short tasks (round 11, `bench/tasks/gen/generate.mjs`): pages of
 * forms described by a spec (text boxes of several kinds, dropdowns, radio groups, boxes, text
 * areas, fieldsets of alike fields), each form posting to `/send/<form>`. `state()` holds the page
 * and the last form sent with every one of its fields ('' when empty or unticked).
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function control(f) {
  const id = `f-${f.name}`;
  if (f.kind === 'select') {
    const opts = [`<option value="">${esc(f.prompt ?? 'Choose…')}</option>`, ...f.options.map(([v, l]) => `<option value="${esc(v)}">${esc(l)}</option>`)].join('');
    return `<p><label for="${id}">${esc(f.label)}</label> <select id="${id}" name="${f.name}">${opts}</select></p>`;
  }
  if (f.kind === 'radio') {
    return `<fieldset><legend>${esc(f.label)}</legend>${f.options.map(([v, l]) => `<label><input type="radio" name="${f.name}" value="${esc(v)}"> ${esc(l)}</label>`).join(' ')}</fieldset>`;
  }
  if (f.kind === 'checkbox') return `<p><label><input type="checkbox" name="${f.name}" value="yes"> ${esc(f.label)}</label></p>`;
  if (f.kind === 'textarea') return `<p><label for="${id}">${esc(f.label)}</label><br><textarea id="${id}" name="${f.name}" rows="3" cols="40"></textarea></p>`;
  const ph = f.placeholder ? ` placeholder="${esc(f.placeholder)}"` : '';
  // Round 12 (details.mjs): an autocomplete token, a pattern, and fields known only by their placeholder.
  const more = `${f.autocomplete ? ` autocomplete="${esc(f.autocomplete)}"` : ''}${f.pattern ? ` pattern="${esc(f.pattern)}"` : ''}${f.inputmode ? ` inputmode="${esc(f.inputmode)}"` : ''}`;
  if (f.nolabel) return `<p><input id="${id}" name="${f.name}" type="${f.type ?? 'text'}"${ph}${more}></p>`;
  return `<p><label for="${id}">${esc(f.label)}</label> <input id="${id}" name="${f.name}" type="${f.type ?? 'text'}"${ph}${more}></p>`;
}

function formHtml(form) {
  const parts = form.items.map((it) => (it.group ? `<fieldset><legend>${esc(it.group)}</legend>${it.fields.map(control).join('')}</fieldset>` : control(it)));
  return `<section><h2>${esc(form.heading)}</h2><form method="post" action="/send/${form.id}">${parts.join('')}<button type="submit">${esc(form.button)}</button></form></section>`;
}

const fieldsOf = (form) => form.items.flatMap((it) => (it.group ? it.fields : [it]));

export function makeSite(spec) {
  let state;
  const reset = () => {
    state = { page: { path: '/', query: {} }, sent: null };
  };
  reset();
  const page = () => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(spec.title)}</title><style>body{font-family:Arial,sans-serif;margin:0} header{padding:10px 20px;background:#444;color:#fff} header a{color:#fff;margin-right:14px} main{padding:16px 24px;display:flex;gap:40px;flex-wrap:wrap} section{min-width:320px}</style></head><body><header><strong>${esc(spec.title)}</strong> ${spec.menu.map((m) => `<a href="/">${esc(m)}</a>`).join('')}</header><main><h1>${esc(spec.h1)}</h1>${spec.forms.map(formHtml).join('')}</main></body></html>`;
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      if (method === 'POST' && u.pathname.startsWith('/send/')) {
        const form = spec.forms.find((f) => `/send/${f.id}` === u.pathname);
        if (!form) return { status: 404, html: 'no such form' };
        const p = new URLSearchParams(body);
        state.sent = { form: form.id, fields: Object.fromEntries(fieldsOf(form).map((f) => [f.name, (p.get(f.name) ?? '').trim()])) };
        return { redirect: `/done?form=${form.id}` };
      }
      if (u.pathname === '/done') return { html: `<!doctype html><html><body><h1>Thank you</h1><p>Received.</p><a href="/">Back</a></body></html>` };
      if (u.pathname === '/') return { html: page() };
      return { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
