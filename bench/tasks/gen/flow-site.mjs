/**
 * The sites of generated row and flow tasks (round 12, `bench/tasks/gen/flows.mjs`).
 *
 * - `rows`: a list of records (a table, a list, or cards of divs), each with the same button
 *   ("Request refund", "Renew", …) that opens the record's form — a dialog on the same page (one
 *   dialog for every row, told which row by a hidden field), a panel that appears under the row
 *   (each row its own), or a page of its own. The page also has an always-visible form with alike
 *   fields (a contact form with a message or a reason) that the task must not fill. `state().sent`
 *   is the last form sent: its form, the row, and every field.
 * - `flow`: a form on two or three pages (details → more details → a review page) whose last page
 *   has the final confirm ("Confirm booking", "Place order", …) beside an "Edit" link back; the
 *   task is done only when that is pressed. `state().done` holds every field of the flow.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function control(f, prefix = '') {
  const id = `${prefix}f-${f.name}`;
  if (f.kind === 'select') {
    const opts = [`<option value="">Choose…</option>`, ...f.options.map(([v, l]) => `<option value="${esc(v)}">${esc(l)}</option>`)].join('');
    return `<p><label for="${id}">${esc(f.label)}</label> <select id="${id}" name="${f.name}">${opts}</select></p>`;
  }
  if (f.kind === 'radio') return `<fieldset><legend>${esc(f.label)}</legend>${f.options.map(([v, l]) => `<label><input type="radio" name="${f.name}" value="${esc(v)}"> ${esc(l)}</label>`).join(' ')}</fieldset>`;
  if (f.kind === 'checkbox') return `<p><label><input type="checkbox" name="${f.name}" value="yes"> ${esc(f.label)}</label></p>`;
  if (f.kind === 'textarea') return `<p><label for="${id}">${esc(f.label)}</label><br><textarea id="${id}" name="${f.name}" rows="3" cols="36"></textarea></p>`;
  return `<p><label for="${id}">${esc(f.label)}</label> <input id="${id}" name="${f.name}" type="${f.type ?? 'text'}"></p>`;
}

const STYLE = 'body{font-family:Arial,sans-serif;margin:0} header{padding:10px 20px;background:#345;color:#fff} header a{color:#fff;margin-right:14px} main{padding:16px 24px} table{border-collapse:collapse} td,th{border-bottom:1px solid #ccc;padding:6px 10px;text-align:left} .card{border:1px solid #ccc;border-radius:6px;padding:10px;margin:8px 0;max-width:520px} .dialog{position:fixed;top:60px;left:30%;background:#fff;border:2px solid #333;padding:16px;box-shadow:0 4px 20px #0005} aside{margin-top:30px;border-top:1px solid #aaa}';
const shell = (spec, body) => `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${esc(spec.title)}</title><style>${STYLE}</style></head><body><header><strong>${esc(spec.title)}</strong> ${spec.menu.map((m) => `<a href="/">${esc(m)}</a>`).join('')}</header><main>${body}</main></body></html>`;
const DONE = `<!doctype html><html><body><h1>Thank you</h1><p>All done: we have received it.</p><a href="/">Back</a></body></html>`;

function rowsPage(spec) {
  const { rows, columns, layout, open, button, other, form, aside } = spec;
  const formBody = (rowId, prefix) => `${rowId ? `<input type="hidden" name="row" value="${rowId}">` : '<input type="hidden" name="row" value="">'}${form.fields.map((f) => control(f, prefix)).join('')}<button type="submit">${esc(form.button)}</button>`;
  const opener = (r) => (open === 'page' ? `<a href="/item/${r.id}">${esc(button)}</a>` : open === 'dialog' ? `<button type="button" onclick="openDialog('${r.id}', ${esc(JSON.stringify(r.cells[0]))})">${esc(button)}</button>` : `<button type="button" onclick="document.getElementById('panel-${r.id}').hidden=false">${esc(button)}</button>`);
  const second = (r) => (other ? ` <a href="/view/${r.id}">${esc(other)}</a>` : '');
  const panel = (r) => `<div id="panel-${r.id}" hidden><h3>${esc(form.heading)}</h3><form method="post" action="/send/row">${formBody(r.id, `${r.id}-`)}<button type="button" onclick="document.getElementById('panel-${r.id}').hidden=true">Cancel</button></form></div>`;
  let list;
  if (layout === 'table') {
    const span = columns.length + 1;
    list = `<table><thead><tr>${columns.map((c) => `<th>${esc(c)}</th>`).join('')}<th></th></tr></thead><tbody>${rows.map((r) => `<tr>${r.cells.map((c) => `<td>${esc(c)}</td>`).join('')}<td>${opener(r)}${second(r)}</td></tr>${open === 'inline' ? `<tr><td colspan="${span}">${panel(r)}</td></tr>` : ''}`).join('')}</tbody></table>`;
  } else if (layout === 'list') {
    list = `<ul>${rows.map((r) => `<li>${r.cells.map(esc).join(' · ')} ${opener(r)}${second(r)}${open === 'inline' ? panel(r) : ''}</li>`).join('')}</ul>`;
  } else {
    list = rows.map((r) => `<div class="card"><h3>${esc(r.cells[0])}</h3>${r.cells.slice(1).map((c, i) => `<p>${esc(columns[i + 1])}: ${esc(c)}</p>`).join('')}<p>${opener(r)}${second(r)}</p>${open === 'inline' ? panel(r) : ''}</div>`).join('');
  }
  const dialog = open === 'dialog' ? `<div class="dialog" role="dialog" aria-labelledby="dlg-title" id="dlg" hidden><h2 id="dlg-title">${esc(form.heading)}</h2><p id="dlg-what"></p><form method="post" action="/send/row">${formBody('', 'dlg-')}<button type="button" onclick="document.getElementById('dlg').hidden=true">Cancel</button></form></div><script>function openDialog(id, what){const d=document.getElementById('dlg');d.querySelector('input[name=row]').value=id;document.getElementById('dlg-what').textContent=what;d.hidden=false;}</script>` : '';
  const side = `<aside><h2>${esc(aside.heading)}</h2><form method="post" action="/send/aside">${aside.fields.map((f) => control(f, 'a-')).join('')}<button type="submit">${esc(aside.button)}</button></form></aside>`;
  return `<h1>${esc(spec.h1)}</h1>${list}${dialog}${side}`;
}

function flowPage(spec, step) {
  const s = spec.steps[step];
  const back = step > 0 ? `<p><a href="/step/${step - 1}">Back</a></p>` : '';
  const progress = `<p>Step ${step + 1} of ${spec.steps.length + 1}</p>`;
  const fields = s.fields.map((f) => control(f)).join('');
  return `<h1>${esc(spec.h1)}</h1>${progress}<h2>${esc(s.heading)}</h2><form method="post" action="/next/${step}">${fields}<button type="submit">${esc(s.button)}</button></form>${back}`;
}

function reviewPage(spec, data) {
  const all = spec.steps.flatMap((s) => s.fields);
  const said = (f) => {
    const v = data[f.name] ?? '';
    if (f.options) return f.options.find(([k]) => k === v)?.[1] ?? v;
    return f.kind === 'checkbox' ? (v ? 'Yes' : 'No') : v;
  };
  return `<h1>${esc(spec.h1)}</h1><p>Step ${spec.steps.length + 1} of ${spec.steps.length + 1}</p><h2>${esc(spec.review.heading)}</h2><dl>${all.map((f) => `<dt>${esc(f.label)}</dt><dd>${esc(said(f) || '—')}</dd>`).join('')}</dl><p><a href="/step/0">${esc(spec.review.edit)}</a></p><form method="post" action="/confirm"><button type="submit">${esc(spec.review.button)}</button></form>`;
}

export function makeSite(spec) {
  let state;
  const reset = () => {
    state = spec.kind === 'rows' ? { page: { path: '/', query: {} }, sent: null } : { page: { path: '/', query: {} }, data: {}, done: null };
  };
  reset();
  const fieldsOf = (list) => Object.fromEntries(list.map((f) => [f.name, '']));
  return {
    handle(method, url, body) {
      const u = new URL(url, 'http://x');
      state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
      const p = new URLSearchParams(body);
      if (u.pathname === '/done') return { html: DONE };
      if (spec.kind === 'rows') {
        if (method === 'POST' && (u.pathname === '/send/row' || u.pathname === '/send/aside')) {
          const which = u.pathname === '/send/row' ? spec.form : spec.aside;
          const row = u.pathname === '/send/row' ? p.get('row') ?? '' : '';
          state.sent = { form: u.pathname.slice(6), row, fields: Object.fromEntries(which.fields.map((f) => [f.name, (p.get(f.name) ?? '').trim()])) };
          return { redirect: `/done?form=${u.pathname.slice(6)}` };
        }
        const item = /^\/item\/([\w-]+)$/.exec(u.pathname);
        if (item && spec.open === 'page') {
          const r = spec.rows.find((x) => x.id === item[1]);
          if (!r) return { status: 404, html: 'no such item' };
          return { html: shell(spec, `<h1>${esc(spec.form.heading)}</h1><p>${esc(r.cells.join(' · '))}</p><form method="post" action="/send/row"><input type="hidden" name="row" value="${r.id}">${spec.form.fields.map((f) => control(f)).join('')}<button type="submit">${esc(spec.form.button)}</button></form><p><a href="/">Back to the list</a></p>`) };
        }
        const view = /^\/view\/([\w-]+)$/.exec(u.pathname);
        if (view) {
          const r = spec.rows.find((x) => x.id === view[1]);
          return r ? { html: shell(spec, `<h1>${esc(r.cells[0])}</h1><p>${esc(r.cells.join(' · '))}</p><a href="/">Back</a>`) } : { status: 404, html: 'no such item' };
        }
        if (u.pathname === '/') return { html: shell(spec, rowsPage(spec)) };
        return { status: 404, html: 'not found' };
      }
      // A flow of pages.
      const next = /^\/next\/(\d+)$/.exec(u.pathname);
      if (method === 'POST' && next) {
        const k = Number(next[1]);
        const s = spec.steps[k];
        if (!s) return { status: 404, html: 'no such step' };
        for (const f of s.fields) state.data[f.name] = (p.get(f.name) ?? '').trim();
        return { redirect: k + 1 < spec.steps.length ? `/step/${k + 1}` : '/review' };
      }
      if (method === 'POST' && u.pathname === '/confirm') {
        state.done = { ...fieldsOf(spec.steps.flatMap((s) => s.fields)), ...state.data };
        return { redirect: '/done' };
      }
      const step = /^\/step\/(\d+)$/.exec(u.pathname);
      if (u.pathname === '/' || step) {
        const k = step ? Number(step[1]) : 0;
        if (!spec.steps[k]) return { status: 404, html: 'no such step' };
        return { html: shell(spec, flowPage(spec, k)) };
      }
      if (u.pathname === '/review') return { html: shell(spec, reviewPage(spec, state.data)) };
      return { status: 404, html: 'not found' };
    },
    state: () => structuredClone(state),
    restore(s) {
      state = structuredClone(s);
    },
    reset,
  };
}
