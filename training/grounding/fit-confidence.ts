/**
 * Fits the softmax temperature behind `GroundResult.confidence` on synthetic grounding problems:
 * pages are the turkingbench crowd-work forms (../shared/turkingbench/train/*\/template.html,
 * free to use), queries are made from their own controls' names with the perturbations people
 * write (a word dropped, case changed, an element noun added, the type given or not). Grounds
 * each query, then picks the temperature that minimises the negative log-likelihood of the right
 * element under a softmax of the candidates' scores, and reports the calibration error.
 *
 *   npx tsx training/grounding/fit-confidence.ts [TURKINGBENCH_TRAIN_DIR]
 *
 * Prints the fitted temperature; CONFIDENCE_TEMPERATURE in src/grounding/ground.ts holds it.
 */
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pageFromHtml } from '../../src/page/index.js';
import { groundQuery, loadWordVectors } from '../../src/grounding/index.js';
import { query, str, type Query } from '../../src/thingtalk/index.js';
import type { PageElement, PageModel } from '../../src/page/types.js';
import { rng } from '../synth.js';

const dir = resolve(process.argv[2] ?? join(import.meta.dirname, '../../../shared/turkingbench/train'));
if (!existsSync(dir)) {
  console.error(`no turkingbench folder at ${dir}`);
  process.exit(1);
}

const rand = rng(7); // the synthesizer's seeded mulberry32

const NOUN: Record<string, string> = { button: 'button', link: 'link', input: 'field', checkbox: 'checkbox', dropdown: 'menu' };

function perturb(name: string, type: string | undefined): string {
  let words = name.replace(/[^\p{L}\p{N}\s'-]/gu, ' ').split(/\s+/).filter(Boolean).slice(0, 8);
  const r = rand();
  if (r < 0.25 && words.length > 2) words.splice(Math.floor(rand() * words.length), 1);
  else if (r < 0.4) words = words.map((w) => w.toLowerCase());
  else if (r < 0.5) words = words.map((w) => w.toUpperCase());
  if (type && NOUN[type] && rand() < 0.3) words.push(NOUN[type]);
  return words.join(' ');
}

interface Sample {
  scores: number[];
  right: number; // index of the right candidate, -1 when it is not among them
}

const vectors = await loadWordVectors();
const samples: Sample[] = [];
const exact = { right: 0, total: 0 };
let pages = 0;
for (const name of readdirSync(dir).sort()) {
  const file = join(dir, name, 'template.html');
  if (!existsSync(file)) continue;
  let page: PageModel;
  try {
    page = pageFromHtml(readFileSync(file, 'utf8'));
  } catch {
    continue;
  }
  pages++;
  const targets = page.elements.filter((e) => e.visible && e.type && e.type !== 'text' && e.type !== 'image' && e.name && e.name.length <= 60);
  // Sanity check on the same pages: every unambiguous control found by its own exact name.
  for (const el of targets.slice(0, 25)) {
    if (targets.filter((t) => t.name.toLowerCase() === el.name.toLowerCase()).length > 1) continue;
    exact.total++;
    try {
      const r = groundQuery(query({ description: str(el.name) }), page, { vectors, selector: false });
      if ((r.element.target ?? r.element.index) === (el.target ?? el.index)) exact.right++;
    } catch {
      // counted as wrong
    }
  }
  for (const el of targets.slice(0, 25)) {
    const q: Query = query({ description: str(perturb(el.name, el.type)), ...(rand() < 0.5 && el.type ? { type: el.type } : {}) });
    let result;
    try {
      result = groundQuery(q, page, { vectors, candidates: 10, selector: false });
    } catch {
      continue; // nothing on the page shares a word with the query (a perturbation removed them all)
    }
    const key = (e: PageElement) => e.target ?? e.index;
    // Same-target candidates count as one (as `confidence` does).
    const seen = new Map<number, number>();
    for (const c of result.candidates) {
      const k = key(c.element);
      seen.set(k, Math.max(seen.get(k) ?? -Infinity, c.score));
    }
    const keys = [...seen.keys()];
    samples.push({ scores: keys.map((k) => seen.get(k)!), right: keys.indexOf(key(el)) });
  }
}

function nll(T: number): number {
  let total = 0;
  for (const s of samples) {
    const max = Math.max(...s.scores);
    const den = s.scores.reduce((a, x) => a + Math.exp((x - max) / T), 0);
    const p = s.right >= 0 ? Math.exp((s.scores[s.right]! - max) / T) / den : 1e-6;
    total -= Math.log(Math.max(p, 1e-6));
  }
  return total / samples.length;
}

function ece(T: number): { ece: number; accuracy: number } {
  const bins = Array.from({ length: 10 }, () => ({ n: 0, conf: 0, right: 0 }));
  let right = 0;
  for (const s of samples) {
    const max = Math.max(...s.scores);
    const top = s.scores.indexOf(max);
    const den = s.scores.reduce((a, x) => a + Math.exp((x - max) / T), 0);
    const conf = 1 / den;
    const b = bins[Math.min(9, Math.floor(conf * 10))]!;
    b.n++;
    b.conf += conf;
    if (top === s.right) {
      b.right++;
      right++;
    }
  }
  const e = bins.reduce((a, b) => a + (b.n ? (b.n / samples.length) * Math.abs(b.conf / b.n - b.right / b.n) : 0), 0);
  return { ece: e, accuracy: right / samples.length };
}

let best = { T: 0.1, nll: Infinity };
for (let T = 0.01; T <= 0.5; T += 0.005) {
  const v = nll(T);
  if (v < best.nll) best = { T, nll: v };
}
const { ece: e, accuracy } = ece(best.T);
console.log(`${samples.length} synthetic queries on ${pages} turkingbench pages; top-1 accuracy ${(100 * accuracy).toFixed(1)}%`);
console.log(`unambiguous controls found by their exact name: ${exact.right}/${exact.total} (${((100 * exact.right) / exact.total).toFixed(1)}%)`);
console.log(`temperature ${best.T.toFixed(3)}  NLL ${best.nll.toFixed(3)}  ECE ${(100 * e).toFixed(1)}%`);
for (const T of [0.04, 0.08, 0.15]) console.log(`  (T=${T}: NLL ${nll(T).toFixed(3)}, ECE ${(100 * ece(T).ece).toFixed(1)}%)`);
