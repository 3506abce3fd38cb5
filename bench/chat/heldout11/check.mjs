// Validates bench/chat/heldout11 without the SDK: replays each site's hand-written oracle
// (oracle.json: per session, per turn, the HTTP requests a careful person would make) against
// createSite() and checks the state after every turn against the one the turn's `expect` gives,
// the `says` words against the page the turn ends on, and that every HTML page is balanced.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const BALANCED = ['html', 'head', 'body', 'div', 'section', 'main', 'header', 'footer', 'nav', 'aside', 'article', 'form', 'fieldset', 'legend', 'ul', 'ol', 'li', 'table', 'thead', 'tbody', 'tr', 'td', 'th', 'a', 'button', 'select', 'option', 'label', 'textarea', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'p', 'span', 'strong', 'em', 'small', 'details', 'summary', 'dialog', 'noscript', 'title'];
const VOID = new Set(['br', 'hr', 'img', 'input', 'meta', 'link', 'source', 'wbr']);

export function htmlProblems(html) {
  const stack = []; const problems = [];
  const text = html.replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1>/gi, '').replace(/<!--[\s\S]*?-->/g, '');
  for (const m of text.matchAll(/<(\/?)([a-zA-Z][a-zA-Z0-9]*)\b[^>]*?(\/?)>/g)) {
    const [, close, raw, self] = m; const tag = raw.toLowerCase();
    if (VOID.has(tag) || self) continue;
    if (!BALANCED.includes(tag)) continue;
    if (!close) { stack.push(tag); continue; }
    const top = stack.pop();
    if (top !== tag) { problems.push(`</${tag}> closes <${top}>`); break; }
  }
  if (!problems.length && stack.length) problems.push('unclosed: ' + stack.join(' > '));
  if (!/^<!doctype html>/i.test(html.trim())) problems.push('no doctype');
  return problems;
}

const norm = (q) => Object.fromEntries(Object.entries(q || {}).filter(([, v]) => v !== '' && v != null).map(([k, v]) => [k, String(v).toLowerCase()]).sort());
const canon = (x) => JSON.stringify(x, (k, v) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort()) : v));
function comparable(s) { const c = JSON.parse(JSON.stringify(s)); c.page = { path: c.page.path, query: norm(c.page.query) }; return canon(c); }
export function applyExpect(prev, expect) {
  const next = JSON.parse(JSON.stringify(prev));
  if (!expect) return next;
  for (const [k, v] of Object.entries(expect)) if (k !== 'path' && k !== 'query') next[k] = JSON.parse(JSON.stringify(v));
  if ('path' in expect) next.page = { path: expect.path, query: expect.query || {} };
  else if ('query' in expect) next.page = { path: prev.page.path, query: expect.query };
  return next;
}

export function makeClient(site) {
  let lastHtml = '';
  const pages = [];
  function request(line) {
    const sp = line.indexOf(' '); const method = line.slice(0, sp); const rest = line.slice(sp + 1);
    const sp2 = method === 'POST' ? rest.indexOf(' ') : -1;
    let url = sp2 >= 0 ? rest.slice(0, sp2) : rest; const body = sp2 >= 0 ? rest.slice(sp2 + 1) : '';
    let r = site.handle(method, url, body); let hops = 0;
    while (r.redirect) { if (++hops > 5) throw new Error('redirect loop at ' + url); url = r.redirect; r = site.handle('GET', url, ''); }
    if (r.status && r.status !== 200) throw new Error(`${line} -> status ${r.status}`);
    const probs = htmlProblems(r.html); if (probs.length) throw new Error(`${line}: bad HTML: ${probs.join('; ')}`);
    pages.push(url); lastHtml = r.html;
    return r.html;
  }
  return { request, get html() { return lastHtml; } };
}

export function saysOk(html, says) {
  const text = html.replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&middot;/g, '·').replace(/\s+/g, ' ').toLowerCase();
  return text.includes(String(says).toLowerCase());
}

async function main() {
  let sessions = 0, turns = 0, failures = 0;
  const sites = readdirSync(here).filter((d) => statSync(join(here, d)).isDirectory()).sort();
  for (const name of sites) {
    const dir = join(here, name);
    const { createSite } = await import(pathToFileURL(join(dir, 'server.mjs')).href);
    const spec = JSON.parse(readFileSync(join(dir, 'sessions.json'), 'utf8'));
    const oracle = JSON.parse(readFileSync(join(dir, 'oracle.json'), 'utf8'));
    const site = createSite();
    for (const s of spec.sessions) {
      sessions++;
      const steps = oracle[s.id];
      if (!steps || steps.length !== s.turns.length) { console.log(`✗ ${name}/${s.id}: oracle has ${steps ? steps.length : 0} turns, session ${s.turns.length}`); failures++; continue; }
      site.reset();
      const client = makeClient(site);
      client.request('GET ' + spec.start);
      let expected = site.state();
      s.turns.forEach((t, i) => {
        turns++;
        const where = `${name}/${s.id} turn ${i + 1} "${t.say}"`;
        try {
          for (const line of steps[i]) client.request(line);
          expected = applyExpect(expected, t.expect);
          const actual = site.state();
          if (comparable(actual) !== comparable(expected)) throw new Error(`state differs\n  actual   ${comparable(actual)}\n  expected ${comparable(expected)}`);
          if (t.says && !saysOk(client.html, t.says)) throw new Error(`page lacks "${t.says}"`);
          if (t.expect && !steps[i].length) throw new Error('expect without requests');
        } catch (e) { failures++; console.log(`✗ ${where}: ${e.message}`); site.restore(expected); }
      });
    }
  }
  console.log(JSON.stringify({ set: 'chat/heldout11', sites: sites.length, sessions, turns, failures }));
  process.exit(failures ? 1 : 0);
}
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
