// Validates this set without the SDK: for every chat turn (sessions.json) or short task
// (tasks.json) of every site folder here, replays the hand-written oracle (oracle.json: the
// HTTP requests a careful person would make) against the site's createSite(), and asserts
//  - the state after each turn/task equals the one its `expect` describes (path/query/fields;
//    empty query values absent; query values compared without case);
//  - `says` words appear on the page the turn ends on (or the page it read in a new tab);
//  - every link, form and form field the oracle uses exists on the page it was used from;
//  - every HTML page returned has balanced tags of the main kinds.
//
// Oracle steps:
//   { "link": "/href" }                      click a link on the current page (same tab)
//   { "tab": "/href" }                       open a target=_blank link (current page unchanged)
//   { "form": "/action", "fields": {...}, "pick"?: n }
//                                            fill and submit a form like a browser does: the
//                                            form's own defaults (hidden, checked, selected,
//                                            typed values) overridden by `fields`; a string sets
//                                            a text box / select / radio / submit button, an
//                                            array sets same-named checkboxes, null unchecks
//   { "back": true }                         the browser's Back button
// Usage: node check.mjs   (prints a summary, exits 1 on any failure)
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const failures = [];
let checkedTurns = 0, checkedItems = 0, pagesChecked = 0, requests = 0;

const decode = (s) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<')
  .replace(/&gt;/g, '>').replace(/&nbsp;/g, ' ').replace(/&pound;/g, '£').replace(/&amp;/g, '&');

function attrs(tag) {
  const out = {};
  const body = tag.replace(/^<\w+/, '').replace(/\/?>$/, '');
  for (const m of body.matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+)))?/g)) {
    out[m[1].toLowerCase()] = decode(m[2] ?? m[3] ?? m[4] ?? '');
  }
  return out;
}

const MAIN = ['html', 'head', 'body', 'div', 'section', 'main', 'header', 'footer', 'nav', 'aside', 'article',
  'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'form', 'fieldset', 'legend', 'label', 'select', 'option', 'optgroup',
  'textarea', 'button', 'a', 'table', 'thead', 'tbody', 'tfoot', 'tr', 'td', 'th', 'caption', 'p', 'span',
  'strong', 'em', 'small', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'details', 'summary', 'figure', 'figcaption',
  'title', 'style', 'script', 'time', 'output', 'address', 'dialog'];

function balanced(html) {
  const clean = html.replace(/<!--[\s\S]*?-->/g, '').replace(/<script\b[\s\S]*?<\/script>/gi, '<script></script>')
    .replace(/<style\b[\s\S]*?<\/style>/gi, '<style></style>');
  const stack = [];
  for (const m of clean.matchAll(/<(\/?)([a-zA-Z][\w-]*)\b[^>]*?(\/?)>/g)) {
    const name = m[2].toLowerCase();
    if (!MAIN.includes(name)) continue;
    if (m[1]) {
      const top = stack.pop();
      if (top !== name) return `</${name}> closes <${top ?? 'nothing'}>`;
    } else if (!m[3]) stack.push(name);
  }
  return stack.length ? `unclosed <${stack.join('> <')}>` : null;
}

function textOf(html) {
  return decode(html.replace(/<script\b[\s\S]*?<\/script>/gi, ' ').replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

function formsOf(html) {
  const forms = [];
  for (const m of html.matchAll(/<form\b[^>]*>[\s\S]*?<\/form>/gi)) {
    const open = m[0].match(/^<form\b[^>]*>/i)[0];
    const a = attrs(open);
    const inner = m[0].slice(open.length);
    const controls = [];
    for (const c of inner.matchAll(/<input\b[^>]*>|<select\b[^>]*>[\s\S]*?<\/select>|<textarea\b[^>]*>[\s\S]*?<\/textarea>|<button\b[^>]*>/gi)) {
      const tag = c[0];
      const kind = tag.slice(1, tag.search(/[\s>]/)).toLowerCase();
      const ca = attrs(tag.match(/^<\w+\b[^>]*>/)[0]);
      if (!ca.name) continue;
      const ctl = { kind, name: ca.name, disabled: 'disabled' in ca, at: c.index };
      if (kind === 'input') {
        ctl.type = (ca.type || 'text').toLowerCase();
        ctl.value = ca.value ?? (ctl.type === 'checkbox' || ctl.type === 'radio' ? 'on' : '');
        ctl.checked = 'checked' in ca;
      } else if (kind === 'select') {
        ctl.options = [...tag.matchAll(/<option\b([^>]*)>([\s\S]*?)<\/option>/gi)].map((o) => {
          const oa = attrs(`<option ${o[1]}>`);
          return { value: oa.value ?? decode(o[2]).trim(), selected: 'selected' in oa, disabled: 'disabled' in oa };
        });
        const sel = ctl.options.find((o) => o.selected) ?? ctl.options[0];
        ctl.value = sel ? sel.value : '';
      } else if (kind === 'textarea') {
        ctl.value = decode(tag.replace(/^<textarea\b[^>]*>/i, '').replace(/<\/textarea>$/i, ''));
      } else {
        ctl.type = (ca.type || 'submit').toLowerCase();
        ctl.value = ca.value ?? '';
      }
      controls.push(ctl);
    }
    forms.push({ action: a.action ?? '', method: (a.method || 'get').toLowerCase(), controls });
  }
  return forms;
}

// Fill a form with `fields`; returns [entries] or an error string.
function fill(form, fields) {
  for (const [name, v] of Object.entries(fields)) {
    const ctls = form.controls.filter((c) => c.name === name);
    if (!ctls.length) return `no field named "${name}"`;
    const k = ctls[0];
    if (v === null) {
      if (!ctls.every((c) => c.type === 'checkbox')) return `null for non-checkbox "${name}"`;
      continue;
    }
    const vals = Array.isArray(v) ? v : [v];
    for (const val of vals) {
      if (k.kind === 'select') {
        const o = k.options.find((o) => o.value === val);
        if (!o) return `select "${name}" has no option "${val}"`;
        if (o.disabled || k.disabled) return `select "${name}" option "${val}" disabled`;
      } else if (k.type === 'radio' || k.type === 'checkbox' || k.kind === 'button') {
        const c = ctls.find((c) => c.value === val);
        if (!c) return `${k.kind === 'button' ? 'button' : k.type} "${name}" has no value "${val}"`;
        if (c.disabled) return `"${name}"="${val}" is disabled`;
      } else if (k.type === 'hidden') {
        if (k.value !== val) return `hidden "${name}" is "${k.value}", not "${val}"`;
      } else if (k.disabled) return `field "${name}" disabled`;
    }
  }
  const entries = [];
  const done = new Set();
  for (const c of form.controls) {
    if (c.disabled) continue;
    const given = Object.prototype.hasOwnProperty.call(fields, c.name) ? fields[c.name] : undefined;
    if (c.kind === 'button' || c.type === 'submit') {
      if (given !== undefined && given === c.value) entries.push([c.name, c.value]);
      continue;
    }
    if (c.type === 'checkbox') {
      const on = given === undefined ? c.checked : given === null ? false
        : (Array.isArray(given) ? given : [given]).includes(c.value);
      if (on) entries.push([c.name, c.value]);
    } else if (c.type === 'radio') {
      const on = given === undefined ? c.checked : given === c.value;
      if (on) entries.push([c.name, c.value]);
    } else {
      if (done.has(c.name) && given !== undefined) continue;
      done.add(c.name);
      entries.push([c.name, given === undefined ? c.value : String(given)]);
    }
  }
  return entries;
}

function normQuery(q) {
  const out = {};
  for (const [k, v] of Object.entries(q ?? {})) if (v !== '' && v != null) out[k] = String(v).toLowerCase();
  return out;
}
const canon = (v) => JSON.stringify(v, (k, x) => (x && typeof x === 'object' && !Array.isArray(x)
  ? Object.fromEntries(Object.keys(x).sort().map((key) => [key, x[key]])) : x));

function applyExpect(prev, expect) {
  const next = JSON.parse(JSON.stringify(prev));
  for (const [k, v] of Object.entries(expect ?? {})) {
    if (k === 'path') next.page = { path: v, query: expect.query ?? {} };
    else if (k === 'query') next.page = { path: expect.path ?? next.page.path, query: v };
    else next[k] = JSON.parse(JSON.stringify(v));
  }
  return next;
}

function sameState(actual, expected) {
  const diffs = [];
  if (actual.page?.path !== expected.page?.path) diffs.push(`page.path ${actual.page?.path} ≠ ${expected.page?.path}`);
  if (canon(normQuery(actual.page?.query)) !== canon(normQuery(expected.page?.query))) {
    diffs.push(`page.query ${canon(normQuery(actual.page?.query))} ≠ ${canon(normQuery(expected.page?.query))}`);
  }
  const keys = new Set([...Object.keys(actual), ...Object.keys(expected)]);
  keys.delete('page');
  for (const k of keys) {
    if (canon(actual[k]) !== canon(expected[k])) diffs.push(`${k}: ${canon(actual[k])} ≠ ${canon(expected[k])}`);
  }
  return diffs;
}

class Browser {
  constructor(site, where) { this.site = site; this.where = where; this.history = []; this.html = ''; this.read = ''; }
  fail(msg) { failures.push(`${this.where}: ${msg}`); }
  request(method, url, body) {
    let res;
    for (let hops = 0; ; hops++) {
      requests++;
      res = this.site.handle(method, url, body);
      if (!res || !res.redirect) break;
      if (hops > 5) { this.fail(`redirect loop at ${url}`); return null; }
      method = 'GET'; url = res.redirect; body = '';
    }
    if (typeof res?.html !== 'string') { this.fail(`${method} ${url} gave no html`); return null; }
    if (res.status && res.status >= 400) this.fail(`${method} ${url} → ${res.status}`);
    pagesChecked++;
    const bad = balanced(res.html);
    if (bad) this.fail(`${method} ${url}: unbalanced html (${bad})`);
    return { url, html: res.html };
  }
  open(url) {
    const r = this.request('GET', url, '');
    if (r) { this.history.push(r.url); this.html = r.html; this.read = r.html; }
  }
  step(s) {
    if (s.back) {
      if (this.history.length < 2) return this.fail('back with no history');
      this.history.pop();
      const url = this.history.pop();
      return this.open(url);
    }
    if (s.link !== undefined || s.tab !== undefined) {
      const href = s.link ?? s.tab;
      const found = [...this.html.matchAll(/<a\b[^>]*>/gi)].map((m) => attrs(m[0]))
        .filter((a) => a.href === href && (s.tab !== undefined) === (a.target === '_blank'));
      if (!found.length) return this.fail(`no ${s.tab !== undefined ? 'new-tab ' : ''}link to ${href} on ${this.history.at(-1)}`);
      if (s.link !== undefined) return this.open(href);
      const r = this.request('GET', href, '');
      if (r) this.read = r.html;
      return;
    }
    if (s.form !== undefined) {
      const forms = formsOf(this.html).filter((f) => f.action === s.form);
      if (!forms.length) return this.fail(`no form with action ${s.form} on ${this.history.at(-1)}`);
      const results = forms.map((f) => fill(f, s.fields ?? {}));
      const ok = results.map((r, i) => [r, forms[i]]).filter(([r]) => Array.isArray(r));
      if (!ok.length) return this.fail(`form ${s.form} on ${this.history.at(-1)}: ${results[0]}`);
      if (!ok[s.pick ?? 0]) return this.fail(`form ${s.form}: no compatible form #${s.pick}`);
      const [entries, form] = ok[s.pick ?? 0];
      const qs = new URLSearchParams(entries).toString();
      if (form.method === 'post') {
        const r = this.request('POST', form.action, qs);
        if (r) { this.history.push(r.url); this.html = r.html; this.read = r.html; }
      } else {
        this.open(form.action + (qs ? `?${qs}` : ''));
      }
      return;
    }
    this.fail(`unknown step ${JSON.stringify(s)}`);
  }
}

async function siteModule(dir) {
  return import(pathToFileURL(join(dir, 'server.mjs')).href);
}

function checkSays(b, says, where) {
  if (!says) return;
  const words = Array.isArray(says) ? says : [says];
  const text = (textOf(b.html) + ' ' + textOf(b.read)).toLowerCase();
  for (const w of words) if (!text.includes(String(w).toLowerCase())) failures.push(`${where}: says "${w}" not on the page`);
}

function checkRestore(site, where) {
  const s = site.state();
  const copy = JSON.parse(JSON.stringify(s));
  site.reset();
  site.restore(copy);
  copy.page = { path: 'x', query: {} };
  if (canon(site.state()) !== canon(s)) failures.push(`${where}: restore() did not give the same state back (or shares objects)`);
}

const dirs = readdirSync(here).map((d) => join(here, d)).filter((d) => statSync(d).isDirectory() && existsSync(join(d, 'server.mjs'))
  && (existsSync(join(d, 'sessions.json')) || existsSync(join(d, 'tasks.json'))));
const perSite = [];
for (const dir of dirs) {
  const name = dir.split('/').pop();
  const { createSite } = await siteModule(dir);
  const site = createSite();
  const oracle = JSON.parse(readFileSync(join(dir, 'oracle.json'), 'utf8'));
  const before = failures.length;
  if (existsSync(join(dir, 'sessions.json'))) {
    const spec = JSON.parse(readFileSync(join(dir, 'sessions.json'), 'utf8'));
    let turns = 0;
    for (const sess of spec.sessions) {
      const steps = oracle[sess.id];
      if (!steps) { failures.push(`${name}/${sess.id}: no oracle`); continue; }
      if (steps.length !== sess.turns.length) failures.push(`${name}/${sess.id}: oracle has ${steps.length} turns, session ${sess.turns.length}`);
      site.reset();
      const b = new Browser(site, `${name}/${sess.id}`);
      b.open(spec.start);
      let expected = site.state();
      sess.turns.forEach((turn, i) => {
        const where = `${name}/${sess.id} turn ${i + 1} "${turn.say}"`;
        b.where = where;
        for (const s of steps[i] ?? []) b.step(s);
        expected = applyExpect(expected, turn.expect);
        const diffs = sameState(site.state(), expected);
        if (diffs.length) failures.push(`${where}: ${diffs.join('; ')}`);
        checkSays(b, turn.says, where);
        checkRestore(site, where);
        turns++;
      });
    }
    checkedTurns += turns;
    perSite.push(`${name}: ${spec.sessions.length} sessions, ${turns} turns`);
  } else {
    const spec = JSON.parse(readFileSync(join(dir, 'tasks.json'), 'utf8'));
    for (const task of spec.tasks) {
      const where = `${name}/${task.id}`;
      const steps = oracle[task.id];
      if (!steps) { failures.push(`${where}: no oracle`); continue; }
      site.reset();
      const b = new Browser(site, where);
      b.open(task.start ?? spec.start);
      const expected = applyExpect(site.state(), task.expect);
      for (const s of steps) b.step(s);
      const diffs = sameState(site.state(), expected);
      if (diffs.length) failures.push(`${where}: ${diffs.join('; ')}`);
      checkRestore(site, where);
      checkedItems++;
    }
    const ids = spec.tasks.map((t) => t.id);
    if (new Set(ids).size !== ids.length) failures.push(`${name}: duplicate task ids`);
    perSite.push(`${name}: ${spec.tasks.length} tasks`);
  }
  if (failures.length === before) perSite[perSite.length - 1] += ' ✓';
}

console.log(perSite.join('\n'));
console.log(JSON.stringify({ sites: dirs.length, turns: checkedTurns, tasks: checkedItems, requests, pages: pagesChecked, failures: failures.length }));
if (failures.length) {
  for (const f of failures.slice(0, 60)) console.error('✗ ' + f);
  process.exit(1);
}
