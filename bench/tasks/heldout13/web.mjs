/** Small HTML helpers shared by the sites of this set (no SDK code). */
export const esc = (s) => String(s ?? '').replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
export const gbp = (n) => '£' + Number(n).toFixed(2);
export function parseUrl(url) {
  const u = new URL(url, 'http://site.local');
  const query = {};
  for (const [k, v] of u.searchParams) query[k] = v;
  return { path: u.pathname, query };
}
export function parseBody(body) {
  if (!body) return {};
  if (typeof body === 'string') return Object.fromEntries(new URLSearchParams(body));
  if (body instanceof URLSearchParams) return Object.fromEntries(body);
  if (typeof body === 'object') return { ...body };
  return {};
}
export const qs = (o) => {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(o)) if (v !== undefined && v !== null && v !== '') p.set(k, v);
  const s = p.toString();
  return s ? '?' + s : '';
};
export const doc = (title, head, main, foot) =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title></head><body>${head}<main>${main}</main>${foot}</body></html>`;
export const opt = (value, label, sel) => `<option value="${esc(value)}"${sel ? ' selected' : ''}>${esc(label)}</option>`;
export const radio = (name, value, label, on, auto = true) =>
  `<label><input type="radio" name="${name}" value="${esc(value)}"${on ? ' checked' : ''}${auto ? ' onchange="this.form.submit()"' : ''}> ${esc(label)}</label>`;
export const checkbox = (name, value, label, on, auto = true) =>
  `<label><input type="checkbox" name="${name}" value="${esc(value)}"${on ? ' checked' : ''}${auto ? ' onchange="this.form.submit()"' : ''}> ${esc(label)}</label>`;
export const field = (id, label, type = 'text', value = '', extra = '') =>
  `<p><label for="${id}">${esc(label)}</label> <input type="${type}" id="${id}" name="${id}" value="${esc(value)}"${extra}></p>`;
export const select = (id, label, options, value, auto = false) =>
  `<p><label for="${id}">${esc(label)}</label> <select id="${id}" name="${id}"${auto ? ' onchange="this.form.submit()"' : ''}>${options.map(([v, l]) => opt(v, l, String(v) === String(value ?? ''))).join('')}</select></p>`;
export const clone = (x) => JSON.parse(JSON.stringify(x));
