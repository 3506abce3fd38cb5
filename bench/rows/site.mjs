/**
 * One generated page of repeated row controls (bench/rows/generate.mjs writes the spec): a list,
 * cards, a table with headers, a table grid (row headers × column headers) or a CSS grid of slots
 * under day headings, each row or cell with the same button. A click on a button posts its row's
 * id; the state logs `{ verb, id }` and the page is shown again.
 */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

export function makeSite(spec) {
  let state;
  const reset = () => { state = { page: { path: '/', query: {} }, log: [] }; };
  reset();
  const button = (r) => `<form method="post" action="/act" class="act"><input type="hidden" name="id" value="${esc(r.id)}"><button>${esc(spec.control)}</button></form>`;
  const rowText = (r) => [r.detail, r.day, r.time, r.price].filter(Boolean).map(esc).join(' · ');

  function render() {
    const rows = spec.rows;
    let body = '';
    if (spec.layout === 'list') {
      body = `<ul class="rows">${rows.map((r) => `<li class="row"><strong>${esc(r.name)}</strong> <span>${rowText(r)}</span> ${button(r)}</li>`).join('')}</ul>`;
    } else if (spec.layout === 'cards') {
      body = `<div class="cards">${rows.map((r) => `<div class="card"><h3>${esc(r.name)}</h3><p>${rowText(r)}</p>${button(r)}</div>`).join('')}</div>`;
    } else if (spec.layout === 'table') {
      const cols = spec.columns;
      body = `<table><thead><tr>${cols.map((c) => `<th>${esc(c.label)}</th>`).join('')}<th></th></tr></thead><tbody>${rows.map((r) => `<tr>${cols.map((c) => `<td>${esc(r[c.key] ?? '')}</td>`).join('')}<td>${button(r)}</td></tr>`).join('')}</tbody></table>`;
    } else if (spec.layout === 'grid-table') {
      body = `<table class="grid"><thead><tr><th>${esc(spec.corner)}</th>${spec.cols.map((c) => `<th scope="col">${esc(c)}</th>`).join('')}</tr></thead><tbody>${spec.rowHeads.map((h, i) => `<tr><th scope="row">${esc(h)}</th>${spec.cols.map((_, j) => {
        const r = rows.find((x) => x.i === i && x.j === j);
        return `<td>${r ? button(r) : '<span class="taken">Taken</span>'}</td>`;
      }).join('')}</tr>`).join('')}</tbody></table>`;
    } else if (spec.layout === 'grid-css') {
      body = `<div class="days">${spec.cols.map((c, j) => `<section class="day"><h3>${esc(c)}</h3>${rows.filter((r) => r.j === j).map((r) => `<div class="slot"><span class="time">${esc(r.time)}</span>${r.detail ? ` <span class="what">${esc(r.detail)}</span>` : ''} ${button(r)}</div>`).join('')}</section>`).join('')}</div>`;
    }
    return `<!doctype html><html><head><meta charset="utf-8"><title>${esc(spec.title)}</title><style>
body{font-family:Arial,sans-serif;margin:0} header{padding:10px 20px;background:#234;color:#fff;display:flex;gap:16px} header a{color:#fff} main{padding:20px}
ul.rows{list-style:none;padding:0} li.row{padding:8px 0;border-bottom:1px solid #ccc;display:flex;gap:12px;align-items:center}
.cards{display:grid;grid-template-columns:repeat(3,220px);gap:16px} .card{border:1px solid #ccc;padding:10px}
form.act{display:inline;margin:0} td,th{padding:4px 10px;border:1px solid #ddd}
.days{display:flex;gap:24px} .day{width:180px} .slot{padding:6px 0;border-bottom:1px solid #eee}
</style></head><body><header><a href="/">${esc(spec.site)}</a><a href="/help">Help</a><a href="/account">My account</a></header><main><h1>${esc(spec.title)}</h1>${spec.intro ? `<p>${esc(spec.intro)}</p>` : ''}${body}</main></body></html>`;
  }

  function handle(method, url, body) {
    const u = new URL(url, 'http://site');
    if (method === 'POST' && u.pathname === '/act') {
      const form = Object.fromEntries(new URLSearchParams(body ?? ''));
      state.log.push({ verb: spec.control, id: form.id });
      return { redirect: '/' };
    }
    state.page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
    if (u.pathname === '/') return { html: render() };
    return { html: `<!doctype html><html><body><h1>${esc(u.pathname.slice(1))}</h1><a href="/">Back</a></body></html>` };
  }

  return {
    handle,
    state: () => JSON.parse(JSON.stringify(state)),
    restore: (s) => { state = JSON.parse(JSON.stringify(s)); },
    reset,
  };
}
