// Grounding cost on real page snapshots: building the page model from a RUSS snapshot and
// grounding one query must cost at most 5x a JSON.parse of that snapshot (median over the dev
// pages; per page the fastest of 9 runs). Uses the dev split when it is beside the repository (../shared/…/dev), else synthetic
// pages. Exit code 1 when over budget.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFromRussSnapshot, groundQuery, loadWordVectors, fromNNSyntax } from '../dist/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEV = process.env.RUSS_DEV_DIR ?? resolve(ROOT, '../shared/russ-eval/dev');
const BUDGET = 5;
// Per page, the fastest of REPEAT runs of each (the usual guard against a busy machine's
// preemptions); then the median ratio over pages.
const REPEAT = 9;

function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)];
}

function syntheticSnapshot(n) {
  const els = [{ xid: '0', ref: 0, tag: 'BODY', attributes: {}, left: 0, top: 0, width: 800, height: n * 20, hidden: false, children: [] }];
  for (let i = 1; i < n; i++) {
    els[0].children.push(i);
    const tag = ['A', 'BUTTON', 'SPAN', 'DIV', 'INPUT'][i % 5];
    els.push({ xid: String(i), ref: i, tag, text: tag === 'INPUT' ? undefined : `item number ${i} settings`, attributes: tag === 'INPUT' ? { placeholder: `field ${i}` } : { class: `c${i}` }, left: 10, top: i * 20, width: 200, height: 18, hidden: false, children: [] });
  }
  return JSON.stringify(els);
}

// One query per page: the first dev step on that page with an element query, else a generic one.
const pages = new Map();
if (existsSync(join(DEV, 'instructions.jsonl'))) {
  for (const line of readFileSync(join(DEV, 'instructions.jsonl'), 'utf8').split('\n')) {
    if (!line.trim()) continue;
    const row = JSON.parse(line);
    if (!row.dom || pages.has(row.dom) || !row.thingtalk) continue;
    const file = join(DEV, 'doms', `${row.dom}.json.gz`);
    if (!existsSync(file)) continue;
    let program;
    try {
      program = fromNNSyntax(row.thingtalk);
    } catch {
      continue;
    }
    if (!program.action.element) continue;
    pages.set(row.dom, { text: gunzipSync(readFileSync(file)).toString('utf8'), query: program.action.element, action: program.action.name });
  }
  for (const f of readdirSync(join(DEV, 'doms'))) {
    const dom = f.replace(/\.json\.gz$/, '');
    if (pages.has(dom)) continue;
    pages.set(dom, { text: gunzipSync(readFileSync(join(DEV, 'doms', f))).toString('utf8'), query: { kind: 'query', description: { kind: 'string', value: 'sign in' } }, action: 'click' });
  }
} else {
  for (const n of [500, 2000, 5000]) pages.set(`synthetic-${n}`, { text: syntheticSnapshot(n), query: { kind: 'query', description: { kind: 'string', value: 'settings' }, type: 'button' }, action: 'click' });
}

const vectors = await loadWordVectors();
const ratios = [];
const rows = [];
for (const [dom, { text, query, action }] of pages) {
  const parseTimes = [];
  const groundTimes = [];
  for (let r = 0; r < REPEAT; r++) {
    globalThis.gc?.();
    let t = performance.now();
    const data = JSON.parse(text);
    parseTimes.push(performance.now() - t);
    t = performance.now();
    const page = pageFromRussSnapshot(data);
    groundQuery(query, page, { vectors, action });
    groundTimes.push(performance.now() - t);
  }
  const p = Math.min(...parseTimes);
  const g = Math.min(...groundTimes);
  ratios.push(g / p);
  rows.push({ dom, kb: Math.round(text.length / 1024), parse: p, ground: g, ratio: g / p });
}

rows.sort((a, b) => b.kb - a.kb);
console.log('page               KB   JSON.parse ms   model+ground ms   ratio');
for (const r of rows.slice(0, process.env.BENCH_ALL ? 999 : 12)) {
  console.log(`${r.dom.padEnd(17)} ${String(r.kb).padStart(5)}   ${r.parse.toFixed(2).padStart(13)}   ${r.ground.toFixed(2).padStart(15)}   ${r.ratio.toFixed(2).padStart(5)}`);
}
if (rows.length > 12) console.log(`… ${rows.length - 12} more pages`);
const med = median(ratios);
console.log(`\nmedian ratio over ${rows.length} pages: ${med.toFixed(2)}x JSON.parse (budget ${BUDGET}x)`);
if (!(med <= BUDGET)) {
  console.log('OVER BUDGET');
  process.exitCode = 1;
}
