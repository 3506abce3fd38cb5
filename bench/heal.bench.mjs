// Healing cost: heal() of one fingerprinted step on a page, median over targets, must stay under
// 5 ms (Similo: 3–31 ms). Synthetic Similo-sized pages (300 and 1000 candidate widgets with
// XPaths, boxes and neighbour texts), plus `russ heal-eval --json` on the Similo dev split when it
// is beside the repository (../shared/similo-eval/dev). Exit code 1 when over budget.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { heal, healAll, fingerprintOf } from '../dist/index.js';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const DEV = process.env.RUSS_SIMILO_DIR ?? resolve(ROOT, '../shared/similo-eval/dev');
const BUDGET_MS = 5;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function page(n, shift) {
  const words = ['account', 'orders', 'help', 'deals', 'sign', 'in', 'new', 'cart', 'home', 'search', 'news', 'music'];
  const elements = [];
  for (let i = 0; i < n; i++) {
    const tag = ['a', 'button', 'span', 'div', 'input', 'li'][i % 6];
    const text = tag === 'input' ? '' : `${words[i % 12]} ${words[(i * 7) % 12]} ${i % 37}`;
    const xpath = `/html[1]/body[1]/div[${1 + (i % 9)}]/div[${1 + ((i >> 3) % 5)}]/${tag}[${1 + (i % 4)}]${shift ? '/span[1]' : ''}`;
    elements.push({
      index: i, id: String(i), tag, name: text, text, visible: true, children: [],
      attributes: { class: `c${i % 23} item`, ...(tag === 'a' ? { href: `/p/${words[i % 12]}/${i}` } : {}), ...(i % 5 === 0 ? { id: `el${i}` } : {}) },
      box: { left: (i % 8) * 150 + shift, top: Math.floor(i / 8) * 40 + shift, width: 120, height: 30 },
      xpath, idXpath: xpath, visibleText: text,
      neighbors: { above: `${words[(i + 3) % 12]} ${i % 11}`, left: `${words[(i + 5) % 12]}` },
    });
  }
  return { viewport: { width: 1280, height: 800 }, elements };
}

let failed = false;
for (const n of [300, 1000]) {
  const before = page(n, 0);
  const after = page(n, 12);
  const ms = [];
  for (let t = 0; t < 200; t++) {
    const fingerprint = fingerprintOf(before, before.elements[(t * 13) % n]);
    const start = performance.now();
    await heal({ selector: '', fingerprint }, after);
    ms.push(performance.now() - start);
  }
  const m = median(ms);
  if (m > BUDGET_MS) failed = true;
  // The first heal on a page also fingerprints every candidate (kept for the page's later heals).
  const first = [];
  for (let k = 0; k < 7; k++) {
    const fresh = page(n, 12);
    const start = performance.now();
    await heal({ selector: '', fingerprint: fingerprintOf(before, before.elements[k]) }, fresh);
    first.push(performance.now() - start);
  }
  console.log(`heal, ${n} candidates: median ${m.toFixed(2)} ms per target (budget ${BUDGET_MS} ms); first heal on a fresh page ${median(first).toFixed(2)} ms`);
  // Joint relocation: a page's 30 recorded steps healed together (healAll), per target.
  const joint = [];
  for (let r = 0; r < 7; r++) {
    const steps = Array.from({ length: 30 }, (_, t) => ({ selector: '', fingerprint: fingerprintOf(before, before.elements[(t * 17 + r) % n]) }));
    const start = performance.now();
    await healAll(steps, after);
    joint.push((performance.now() - start) / steps.length);
  }
  const mj = median(joint);
  if (mj > BUDGET_MS) failed = true;
  console.log(`healAll, ${n} candidates, 30 steps: median ${mj.toFixed(2)} ms per target (budget ${BUDGET_MS} ms)`);
}
if (existsSync(DEV)) {
  const r = spawnSync(process.execPath, [join(ROOT, 'bin/russ.js'), 'heal-eval', DEV, '--json'], { encoding: 'utf8' });
  if (r.status === 0) {
    const { medianMs, overall } = JSON.parse(r.stdout);
    if (medianMs > BUDGET_MS) failed = true;
    console.log(`heal-eval on ${DEV}: median ${medianMs.toFixed(2)} ms per target over ${overall.total} targets (budget ${BUDGET_MS} ms)`);
  } else console.log(`heal-eval failed: ${r.stderr.slice(0, 300)}`);
}
process.exitCode = failed ? 1 : 0;
