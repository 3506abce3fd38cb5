/**
 * A tiny browser for checking benchmark sites without the SDK: it parses each page strictly
 * (balanced tags, unique ids, labels that point at real controls), finds links, buttons and
 * form controls by their visible text or label the way a person would name them, and follows
 * them by plain calls to the site's `handle()` — links, form submissions (GET or POST, with the
 * fields a browser would send), `onchange="this.form.submit()"` reloads, background saves
 * (`onchange="save(this.form)"`, a POST without navigation), tabs opened by `target=_blank`, and
 * history back. Used by the hand-written oracles of the held-out sets' check.mjs files, which
 * end in `checkSessions` / `checkTasks` below. Plain Node, no dependencies.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const RAW = new Set(['script', 'style']);
const CONTAINERS = new Set(['article', 'li', 'tr', 'section', 'fieldset', 'aside', 'nav', 'footer', 'header', 'form', 'div']);
const MAX_REDIRECTS = 5;

const decode = (s) =>
  s.replace(/&(amp|lt|gt|quot|#39|nbsp|middot|rsaquo|ndash|times);/g, (_, e) => ({ amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ', middot: '·', rsaquo: '›', ndash: '–', times: '×' })[e]);
export const norm = (s) => decode(String(s)).replace(/\s+/g, ' ').trim().toLowerCase();

/** Parse a page; returns `{ root, errors }`. Every non-void element must be closed explicitly. */
export function parseHtml(html) {
  const errors = [];
  if (!/^<!doctype html>/i.test(html)) errors.push('missing <!doctype html>');
  const root = { tag: '#root', attrs: {}, children: [], parent: null };
  let cur = root;
  let i = 0;
  const tagRe = /<!--[\s\S]*?-->|<!doctype[^>]*>|<\/([a-z][a-z0-9]*)\s*>|<([a-z][a-z0-9]*)((?:\s+[^\s"'>\/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'))?)*)\s*(\/?)>/iy;
  while (i < html.length) {
    const lt = html.indexOf('<', i);
    const end = lt < 0 ? html.length : lt;
    if (end > i) cur.children.push({ text: decode(html.slice(i, end)) });
    if (lt < 0) break;
    tagRe.lastIndex = lt;
    const m = tagRe.exec(html);
    if (!m) {
      errors.push(`stray or malformed tag at ${lt}: ${html.slice(lt, lt + 40)}`);
      i = lt + 1;
      continue;
    }
    i = tagRe.lastIndex;
    if (m[1]) {
      const name = m[1].toLowerCase();
      if (cur.tag === name) cur = cur.parent;
      else errors.push(`</${name}> closes <${cur.tag}> at ${lt}`);
    } else if (m[2]) {
      const tag = m[2].toLowerCase();
      const attrs = {};
      for (const a of m[3].matchAll(/([^\s"'>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'))?/g)) {
        const k = a[1].toLowerCase();
        if (k in attrs) errors.push(`duplicate attribute ${k} on <${tag}>`);
        attrs[k] = decode(a[2] ?? a[3] ?? '');
      }
      const el = { tag, attrs, children: [], parent: cur };
      cur.children.push(el);
      if (RAW.has(tag)) {
        const close = html.toLowerCase().indexOf(`</${tag}>`, i);
        if (close < 0) errors.push(`unclosed <${tag}>`);
        el.children.push({ raw: html.slice(i, close < 0 ? html.length : close) });
        i = close < 0 ? html.length : close + tag.length + 3;
      } else if (!VOID.has(tag) && !m[4]) cur = el;
    }
  }
  for (let e = cur; e !== root; e = e.parent) errors.push(`unclosed <${e.tag}>`);
  const els = elements(root);
  for (const need of ['html', 'head', 'title', 'body']) if (!els.some((e) => e.tag === need)) errors.push(`no <${need}>`);
  const ids = new Map();
  for (const e of els) {
    if (e.attrs.id) {
      if (ids.has(e.attrs.id)) errors.push(`duplicate id ${e.attrs.id}`);
      ids.set(e.attrs.id, e);
    }
    if (e.tag === 'label' && e.attrs.for && !ids.has(e.attrs.for) && !els.some((x) => x.attrs.id === e.attrs.for)) errors.push(`label for="${e.attrs.for}" points at nothing`);
    for (const [outer, inner] of [['a', 'a'], ['form', 'form'], ['button', 'a'], ['a', 'button'], ['button', 'button']])
      if (e.tag === inner && ancestors(e).some((p) => p.tag === outer)) errors.push(`<${inner}> inside <${outer}>`);
    if (e.tag === 'option' && !ancestors(e).some((p) => p.tag === 'select')) errors.push('<option> outside <select>');
    if (['input', 'select', 'textarea'].includes(e.tag) && e.attrs.type !== 'hidden' && e.attrs.type !== 'submit' && !labelOf(e, els)) errors.push(`<${e.tag} name="${e.attrs.name}"> has no label`);
  }
  return { root, errors };
}

export function elements(node, out = []) {
  for (const c of node.children ?? []) {
    if (c.tag) {
      out.push(c);
      elements(c, out);
    }
  }
  return out;
}
const ancestors = (e) => {
  const out = [];
  for (let p = e.parent; p; p = p.parent) out.push(p);
  return out;
};
export const textOf = (node) =>
  node.text !== undefined ? node.text : node.raw !== undefined ? '' : (node.children ?? []).map(textOf).join(node.tag && /^(p|li|tr|td|h\d|div|option)$/.test(node.tag) ? ' ' : '') + ' ';

/** The visible label of a form control (label for=, wrapping label, aria-label, placeholder). */
function labelOf(el, els) {
  const bits = [];
  if (el.attrs.id) for (const l of els.filter((x) => x.tag === 'label' && x.attrs.for === el.attrs.id)) bits.push(textOf(l));
  const wrap = ancestors(el).find((p) => p.tag === 'label');
  if (wrap) bits.push(textOf(wrap));
  if (el.attrs['aria-label']) bits.push(el.attrs['aria-label']);
  if (el.attrs.placeholder) bits.push(el.attrs.placeholder);
  return norm(bits.join(' '));
}
/** Accessible name of a link or button: aria-label first (as the accname steps do), then value or content. */
const nameOf = (el) => norm(el.attrs['aria-label'] ?? (el.tag === 'input' ? el.attrs.value ?? '' : textOf(el)));

/** Pick the one element of `cands` whose name equals `want` (or, failing that, contains it). */
function pick(cands, want, what, nth) {
  const w = norm(want);
  let hits = cands.filter((c) => c.name === w);
  if (hits.length === 0) hits = cands.filter((c) => c.name.includes(w));
  if (hits.length === 0) throw new Error(`no ${what} "${want}" (have: ${[...new Set(cands.map((c) => c.name))].slice(0, 30).join(' | ')})`);
  if (nth === undefined && hits.length > 1) throw new Error(`${hits.length} ${what}s match "${want}": ${hits.map((h) => h.name).join(' | ')}`);
  const h = hits[nth ?? 0];
  if (!h) throw new Error(`no ${what} "${want}" number ${nth}`);
  return h.el;
}

export class Browser {
  constructor(site) {
    this.site = site;
    this.tabs = [];
    this.tab = -1;
    this.pages = 0;
  }

  get url() {
    return this.tabs[this.tab].url;
  }
  get els() {
    return elements(this.tabs[this.tab].root);
  }

  /** A request as a browser makes it: follows redirects, parses and checks the HTML page shown. */
  load(method, url, body, { newTab = false, history = true } = {}) {
    let r = this.site.handle(method, url, body);
    let n = 0;
    while (r.redirect) {
      if (++n > MAX_REDIRECTS) throw new Error(`redirect loop at ${url}`);
      url = r.redirect;
      r = this.site.handle('GET', url);
    }
    if (r.status && r.status >= 400) throw new Error(`${method} ${url} answered ${r.status}`);
    const { root, errors } = parseHtml(r.html);
    if (errors.length) throw new Error(`invalid HTML at ${url}:\n  ${errors.join('\n  ')}`);
    this.pages++;
    if (newTab || this.tab < 0) {
      this.tabs.push({ url, root, history: [url] });
      this.tab = this.tabs.length - 1;
    } else {
      const t = this.tabs[this.tab];
      Object.assign(t, { url, root });
      if (history) t.history.push(url);
    }
    return this;
  }
  open(url) {
    return this.load('GET', url);
  }
  /** History back in the current tab (the page is fetched again, as with Cache-Control: no-store). */
  back() {
    const t = this.tabs[this.tab];
    if (t.history.length < 2) throw new Error('no page to go back to');
    t.history.pop();
    return this.load('GET', t.history.at(-1), undefined, { history: false });
  }
  switchTab(i) {
    if (!this.tabs[i]) throw new Error(`no tab ${i}`);
    this.tab = i;
    return this;
  }

  /** The innermost container (card, row, list item…) whose text holds `text`. */
  container(text) {
    const w = norm(text);
    const hits = this.els.filter((e) => CONTAINERS.has(e.tag) && norm(textOf(e)).includes(w));
    const inner = hits.filter((h) => !hits.some((o) => o !== h && ancestors(o).includes(h)));
    if (inner.length !== 1) throw new Error(`${inner.length} containers hold "${text}" on ${this.url}`);
    return inner[0];
  }
  scope(within) {
    return within ? elements(this.container(within)) : this.els;
  }

  /** Assert the page shows `text`. */
  sees(text) {
    if (!norm(textOf(this.tabs[this.tab].root)).includes(norm(text))) throw new Error(`"${text}" not shown on ${this.url}`);
    return this;
  }

  /** Click a link or button by its text; `within` names a card/row by text it holds. */
  click(text, { nth, within } = {}) {
    const cands = this.scope(within)
      .filter((e) => (e.tag === 'a' && e.attrs.href) || e.tag === 'button' || (e.tag === 'input' && e.attrs.type === 'submit'))
      .map((el) => ({ el, name: nameOf(el) }));
    const el = pick(cands, text, 'link or button', nth);
    if (el.tag === 'a') {
      const href = el.attrs.href;
      if (href.startsWith('javascript:')) throw new Error(`link "${text}" is script-only`);
      const target = new URL(href, `http://site${this.url}`);
      return this.load('GET', target.pathname + target.search, undefined, { newTab: el.attrs.target === '_blank' });
    }
    return this.submit(this.formOf(el), el);
  }

  /** The form control labelled `label` (optionally of a given tag/type). */
  control(label, { within, type } = {}) {
    const cands = this.scope(within)
      .filter((e) => ['input', 'select', 'textarea'].includes(e.tag) && !['hidden', 'submit'].includes(e.attrs.type))
      .filter((e) => !type || (e.attrs.type ?? e.tag) === type)
      .map((el) => ({ el, name: labelOf(el, this.els) }));
    return pick(cands, label, 'control', undefined);
  }

  /** Type into a text field / set a range or number. */
  fill(label, value, opts) {
    const el = this.control(label, opts);
    if (el.tag === 'select' || ['checkbox', 'radio'].includes(el.attrs.type)) throw new Error(`"${label}" is not a text field`);
    el.value = String(value);
    if (el.attrs.type === 'range' || el.attrs.type === 'number') {
      const v = Number(value);
      if (!(v >= Number(el.attrs.min ?? -Infinity) && v <= Number(el.attrs.max ?? Infinity))) throw new Error(`${value} out of range for "${label}"`);
    }
    return this.changed(el);
  }
  /** Choose an option of the select labelled `label` by its text (or value). */
  select(label, option, opts) {
    const el = this.control(label, { ...opts, type: 'select' });
    const options = elements(el).filter((o) => o.tag === 'option');
    const o = pick(options.map((x) => ({ el: x, name: norm(textOf(x)) })), option, `option of "${label}"`);
    el.value = o.attrs.value ?? norm(textOf(o));
    return this.changed(el);
  }
  /** Check (or uncheck) the checkbox or radio labelled `label`. */
  check(label, on = true, opts) {
    const el = this.control(label, opts);
    if (!['checkbox', 'radio'].includes(el.attrs.type)) throw new Error(`"${label}" is not a checkbox or radio`);
    const was = el.checked ?? 'checked' in el.attrs;
    if (el.attrs.type === 'radio' && on) for (const r of this.els.filter((x) => x.attrs.type === 'radio' && x.attrs.name === el.attrs.name)) r.checked = false;
    el.checked = on;
    return was === on ? this : this.changed(el);
  }
  uncheck(label, opts) {
    return this.check(label, false, opts);
  }

  changed(el) {
    const onchange = el.attrs.onchange ?? el.attrs.oninput ?? '';
    if (onchange.includes('this.form.submit()')) return this.submit(this.formOf(el));
    if (onchange.includes('save(this.form)')) {
      const form = this.formOf(el);
      const r = this.site.handle('POST', this.actionOf(form), this.fields(form).toString());
      if (r.status && r.status >= 400) throw new Error(`background save answered ${r.status}`);
    }
    return this;
  }

  formOf(el) {
    const f = ancestors(el).find((p) => p.tag === 'form');
    if (!f) throw new Error(`<${el.tag}> is in no form`);
    return f;
  }
  actionOf(form) {
    const u = new URL(form.attrs.action ?? this.url, `http://site${this.url}`);
    return u.pathname;
  }
  /** The fields a browser sends for `form`. */
  fields(form, submitter) {
    const p = new URLSearchParams();
    for (const e of elements(form)) {
      const name = e.attrs.name;
      if (!name || 'disabled' in e.attrs) continue;
      if (e.tag === 'select') {
        const options = elements(e).filter((o) => o.tag === 'option');
        const chosen = e.value ?? (options.find((o) => 'selected' in o.attrs) ?? options[0])?.attrs.value ?? '';
        p.append(name, chosen);
      } else if (e.tag === 'textarea') p.append(name, e.value ?? decode(textOf(e)).trim());
      else if (e.tag === 'input') {
        const type = e.attrs.type ?? 'text';
        if (type === 'checkbox' || type === 'radio') {
          if (e.checked ?? 'checked' in e.attrs) p.append(name, e.attrs.value ?? 'on');
        } else if (type !== 'submit') p.append(name, e.value ?? e.attrs.value ?? '');
      } else if (e === submitter) p.append(name, e.attrs.value ?? '');
    }
    return p;
  }
  submit(form, submitter) {
    const params = this.fields(form, submitter);
    const action = this.actionOf(form);
    if ((form.attrs.method ?? 'get').toLowerCase() === 'post') return this.load('POST', action, params.toString());
    return this.load('GET', `${action}?${params}`);
  }
  /** Submit the form holding control `label` as pressing Enter in it does. */
  enter(label, opts) {
    return this.submit(this.formOf(this.control(label, opts)));
  }
}

const clean = (q) => Object.fromEntries(Object.entries(q ?? {}).filter(([, v]) => v !== '' && v !== undefined && v !== null).map(([k, v]) => [k, String(v)]));
/** The state a turn's `expect` describes, from the state before it (bench/chat/README.md). */
export function applyExpect(before, expect = {}) {
  const s = structuredClone(before);
  const { path, query, ...rest } = expect;
  if (path !== undefined) s.page = { path, query: clean(query) };
  else if (query !== undefined) s.page = { ...s.page, query: clean(query) };
  return Object.assign(s, structuredClone(rest));
}
const canon = (v) => (Array.isArray(v) ? v.map(canon) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canon(v[k])])) : v);
/** Compare a site's state with the expected one (empty query values count as absent). */
export function sameState(actual, expected) {
  const a = { ...actual, page: { path: actual.page.path, query: clean(actual.page.query) } };
  const e = { ...expected, page: { path: expected.page.path, query: clean(expected.page.query) } };
  return JSON.stringify(canon(a)) === JSON.stringify(canon(e));
}

/**
 * Checks a conversation set folder: for each site (a subfolder named by `oracles`' keys), every
 * session of its sessions.json replayed through its oracle steps (one step, or null for nothing to
 * do, per turn) must leave after each turn the state its `expect` describes, and find `says` on
 * the page. Prints one line per session and sets the exit code.
 */
export async function checkSessions(dir, oracles, { maxTurns = 20 } = {}) {
  let failures = 0;
  let turns = 0;
  for (const [siteName, bySession] of Object.entries(oracles)) {
    const { createSite } = await import(join(dir, siteName, 'server.mjs'));
    const spec = JSON.parse(readFileSync(join(dir, siteName, 'sessions.json'), 'utf8'));
    const site = createSite();
    const extra = Object.keys(bySession).filter((id) => !spec.sessions.some((s) => s.id === id));
    if (extra.length) throw new Error(`${siteName}: oracles for no session: ${extra.join(', ')}`);
    for (const session of spec.sessions) {
      const steps = bySession[session.id];
      try {
        if (!steps) throw new Error('no oracle');
        if (steps.length !== session.turns.length) throw new Error(`${steps.length} oracle steps for ${session.turns.length} turns`);
        if (session.turns.length < 10 || session.turns.length > maxTurns) throw new Error(`${session.turns.length} turns (want 10–${maxTurns})`);
        site.reset();
        const b = new Browser(site).open(spec.start);
        let expected = site.state();
        session.turns.forEach((turn, i) => {
          try {
            steps[i]?.(b);
            if (turn.says) b.sees(turn.says);
            expected = applyExpect(expected, turn.expect);
            const actual = site.state();
            if (!sameState(actual, expected)) throw new Error(`state\n    got      ${JSON.stringify(actual)}\n    expected ${JSON.stringify(expected)}`);
            turns++;
          } catch (e) {
            throw new Error(`turn ${i + 1} "${turn.say}": ${e.message}`);
          }
        });
        console.log(`✓ ${siteName}/${session.id} (${session.turns.length} turns)`);
      } catch (e) {
        failures++;
        console.log(`✗ ${siteName}/${session.id}: ${e.message}`);
      }
    }
  }
  console.log(failures ? `${failures} session(s) failed` : `all sessions pass (${turns} turns)`);
  process.exitCode = failures ? 1 : 0;
}

/**
 * Checks a short-task set folder: for each site, every task of its tasks.json run through its
 * oracle (called with the browser and the task's answers) from the task's start page must leave
 * the start state changed as its `expect` says. Prints one line per task and sets the exit code.
 */
export async function checkTasks(dir, oracles) {
  let failures = 0;
  let passed = 0;
  for (const [siteName, byId] of Object.entries(oracles)) {
    const { createSite } = await import(join(dir, siteName, 'server.mjs'));
    const spec = JSON.parse(readFileSync(join(dir, siteName, 'tasks.json'), 'utf8'));
    const site = createSite();
    const ids = spec.tasks.map((t) => t.id);
    if (new Set(ids).size !== ids.length) throw new Error(`${siteName}: duplicate task ids`);
    const extra = Object.keys(byId).filter((id) => !ids.includes(id));
    if (extra.length) throw new Error(`${siteName}: oracles for no task: ${extra.join(', ')}`);
    for (const task of spec.tasks) {
      try {
        const oracle = byId[task.id];
        if (!oracle) throw new Error('no oracle');
        site.reset();
        const b = new Browser(site).open(task.start ?? spec.start);
        const expected = applyExpect(site.state(), task.expect);
        oracle(b, task.answers ?? {});
        const actual = site.state();
        if (!sameState(actual, expected)) throw new Error(`state\n    got      ${JSON.stringify(actual)}\n    expected ${JSON.stringify(expected)}`);
        passed++;
        console.log(`✓ ${siteName}/${task.id}`);
      } catch (e) {
        failures++;
        console.log(`✗ ${siteName}/${task.id}: ${e.message}`);
      }
    }
  }
  console.log(failures ? `${failures} task(s) failed` : `all ${passed} tasks pass`);
  process.exitCode = failures ? 1 : 0;
}
