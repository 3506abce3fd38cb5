// What a new user pays for russ-sdk, measured as they would meet it: the tarball `npm pack` makes,
// installed with playwright-core from the npm registry into a fresh project (`npm i russ-sdk
// playwright-core`, install scripts off). Budgets (exit 1 if over): installed size of russ-sdk and
// its dependencies ≤ 60 MB (node_modules minus playwright-core), tarball ≤ 8 MB, cold `import` +
// first `parse()` ≤ 150 ms (median of 7 fresh processes). Also: `tsc --noEmit` (strict,
// skipLibCheck false) on a file that imports the SDK and its Playwright adapter.
//
//     node bench/package.bench.mjs                 # this working tree
//     node bench/package.bench.mjs --baseline REF  # side by side with a git ref (e.g. the 0.1 commit)
//
// Needs the npm registry (for playwright-core and the dependencies); without it, it says so and exits 0.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUDGET = { installedMB: 60, tarballMB: 8, coldMs: 150 };
const MB = 1024 * 1024;
const args = process.argv.slice(2);
const baseline = args.includes('--baseline') ? args[args.indexOf('--baseline') + 1] : undefined;
const work = mkdtempSync(join(tmpdir(), 'russ-package-bench-'));
const playwrightVersion = JSON.parse(readFileSync(join(ROOT, 'node_modules/playwright-core/package.json'), 'utf8')).version;

const run = (cmd, argv, cwd, extra = {}) => execFileSync(cmd, argv, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 64 * MB, ...extra });
const duBytes = (path) => Number(run('du', ['-sb', path], work).split('\t')[0]);

/** Pack a source tree (this one, or a git ref extracted beside it, built with this repo's node_modules). */
function pack(label, ref) {
  let dir = ROOT;
  if (ref) {
    dir = join(work, `src-${label}`);
    mkdirSync(dir);
    execFileSync('sh', ['-c', `git -C "${ROOT}" archive "${ref}" | tar -x -C "${dir}"`]);
    symlinkSync(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
  }
  const out = run('npm', ['pack', '--json', '--pack-destination', work], dir, { stdio: ['ignore', 'pipe', 'ignore'] });
  // 0.1 printed its build on stdout before the JSON; take the JSON array at the end.
  const json = JSON.parse(out.slice(out.lastIndexOf('\n[') + 1));
  const tarball = join(work, json[0].filename.replace(/^russ-sdk/, `russ-sdk`));
  const renamed = join(work, `${label}.tgz`);
  execFileSync('mv', [tarball, renamed]);
  return { tarball: renamed, packed: statSync(renamed).size, unpacked: json[0].unpackedSize, files: json[0].files.length };
}

function measure(label, packed) {
  const dir = join(work, `user-${label}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: `user-${label}`, private: true, type: 'module' }));
  run('npm', ['install', '--no-audit', '--no-fund', '--ignore-scripts', packed.tarball, `playwright-core@${playwrightVersion}`], dir);
  const nm = join(dir, 'node_modules');
  const installed = duBytes(nm) - duBytes(join(nm, 'playwright-core'));
  const biggest = run('sh', ['-c', 'du -sb node_modules/* node_modules/@*/* 2>/dev/null | sort -rn | head -4'], dir)
    .trim().split('\n').map((l) => { const [b, p] = l.split('\t'); return `${p.replace('node_modules/', '')} ${(Number(b) / MB).toFixed(1)}`; });

  // tsc --noEmit, strict, skipLibCheck false (with @types/node, as any Node TypeScript project).
  mkdirSync(join(nm, '@types'), { recursive: true });
  if (!existsSync(join(nm, '@types/node'))) symlinkSync(join(ROOT, 'node_modules/@types/node'), join(nm, '@types/node'), 'dir');
  writeFileSync(join(dir, 'index.ts'), "import { parse, PlaywrightAdapter, Russ } from 'russ-sdk';\nimport { chromium } from 'playwright-core';\nexport async function main(): Promise<void> {\n  const browser = await chromium.launch();\n  const russ = new Russ({ adapter: new PlaywrightAdapter(await browser.newPage()) });\n  console.log(await parse('Click Sign in'), russ);\n}\n");
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: false, noEmit: true, target: 'esnext', module: 'nodenext', moduleResolution: 'nodenext', types: ['node'] }, files: ['index.ts'] }));
  const tsc = spawnSync(process.execPath, [join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', '.'], { cwd: dir, encoding: 'utf8' });
  const tscErrors = (tsc.stdout.match(/error TS/g) ?? []).length;

  // Cold import + first parse, in fresh processes.
  const script = "const t0 = performance.now(); const m = await import('russ-sdk'); await m.parse('Click the Sign in button in the top right corner'); console.log(performance.now() - t0);";
  const colds = [];
  for (let i = 0; i < 7; i++) colds.push(Number(run(process.execPath, ['--input-type=module', '-e', script], dir).trim()));
  colds.sort((a, b) => a - b);
  return { installed, biggest, tscErrors, tscFirst: tsc.stdout.split('\n')[0] ?? '', cold: colds[3], coldMin: colds[0] };
}

const rows = [];
try {
  const targets = [...(baseline ? [['baseline', baseline]] : []), ['current', undefined]];
  for (const [label, ref] of targets) {
    const packed = pack(label, ref);
    rows.push({ label: ref ? `${label} (${ref})` : label, ...packed, ...measure(label, packed) });
  }
} catch (err) {
  const msg = String(err.stderr || err.message);
  if (/ENOTFOUND|EAI_AGAIN|ECONNREFUSED|ETIMEDOUT|ENOTCACHED/.test(msg)) {
    console.log('package bench skipped: the npm registry is not reachable');
    rmSync(work, { recursive: true, force: true });
    process.exit(0);
  }
  throw err;
}
rmSync(work, { recursive: true, force: true });

console.log(`| metric | ${rows.map((r) => r.label).join(' | ')} | budget |`);
console.log(`|---|${rows.map(() => '---').join('|')}|---|`);
const line = (name, f, budget = '') => console.log(`| ${name} | ${rows.map(f).join(' | ')} | ${budget} |`);
line('installed: node_modules minus playwright-core (MB)', (r) => (r.installed / MB).toFixed(1), `≤ ${BUDGET.installedMB}`);
line('largest packages (MB)', (r) => r.biggest.join(', '));
line('tarball (MB)', (r) => (r.packed / MB).toFixed(1), `≤ ${BUDGET.tarballMB}`);
line('unpacked russ-sdk (MB)', (r) => (r.unpacked / MB).toFixed(1));
line('files in the tarball', (r) => r.files);
line('tsc --noEmit, strict, skipLibCheck false', (r) => (r.tscErrors ? `${r.tscErrors} errors (${r.tscFirst.slice(0, 80)}…)` : 'ok'), '0 errors');
line('cold import + first parse (ms, median / min of 7)', (r) => `${r.cold.toFixed(0)} / ${r.coldMin.toFixed(0)}`, `≤ ${BUDGET.coldMs}`);
console.log(`(load average while measuring: ${(await import('node:os')).loadavg()[0].toFixed(1)} on ${(await import('node:os')).cpus().length} cores)`);

const cur = rows[rows.length - 1];
const over = [
  cur.installed / MB > BUDGET.installedMB && 'installed size',
  cur.packed / MB > BUDGET.tarballMB && 'tarball size',
  cur.cold > BUDGET.coldMs && 'cold start',
  cur.tscErrors > 0 && 'types',
].filter(Boolean);
console.log(over.length ? `budgets missed: ${over.join(', ')}` : 'budgets: all met');
process.exitCode = over.length ? 1 : 0;
