/**
 * The published package as a user gets it: the tarball `npm pack` makes (from the dist/ that
 * `pretest` built) unpacked into fresh projects:
 * - its types compile under `tsc --strict` with `skipLibCheck: false` for a project with only
 *   playwright-core, only puppeteer-core, and neither (ES modules), and for a CommonJS project
 *   with `module: node16` (which must get the .d.cts);
 * - nothing of onnxruntime is installed, and `parse()` works;
 * - an error class is one class whether the SDK came through `import` or `require`;
 * - the tarball holds one copy of each model file and no source maps.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');

let work: string;
let tarball: string;
let files: Array<{ path: string; size: number }>;

function npm(args: string[], cwd: string): string {
  return execFileSync('npm', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], timeout: 120_000 });
}

/**
 * A fresh project with the tarball unpacked as node_modules/russ-sdk, and its dependencies and
 * `peers` linked from this repository's install (offline and fast; Node and TypeScript resolve a
 * linked package's own dependencies from its real path).
 */
function project(name: string, peers: string[]): string {
  const dir = join(work, name);
  const modules = join(dir, 'node_modules');
  mkdirSync(join(modules, 'russ-sdk'), { recursive: true });
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name, private: true, type: 'module' }));
  execFileSync('tar', ['-xzf', tarball, '-C', join(modules, 'russ-sdk'), '--strip-components=1']);
  const deps = Object.keys((JSON.parse(readFileSync(join(modules, 'russ-sdk/package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
  // @types/node as any Node TypeScript project has it (playwright-core's own types need it).
  for (const d of [...deps, ...peers, '@types/node']) {
    mkdirSync(dirname(join(modules, d)), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules', d), join(modules, d), 'dir');
  }
  return dir;
}

function typecheck(dir: string, source: string, module: 'nodenext' | 'node16'): void {
  writeFileSync(join(dir, module === 'node16' ? 'index.cts' : 'index.ts'), source);
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { strict: true, skipLibCheck: false, noEmit: true, target: 'esnext', module, moduleResolution: module }, files: [module === 'node16' ? 'index.cts' : 'index.ts'] }),
  );
  try {
    execFileSync(process.execPath, [TSC, '-p', '.'], { cwd: dir, encoding: 'utf8', stdio: 'pipe', timeout: 120_000 });
  } catch (err) {
    throw new Error(`tsc failed in ${dir}:\n${(err as { stdout?: string }).stdout ?? err}`);
  }
}

const USES_CORE = `
import { parse, ground, Russ, RussError, ParseError, printSurface, type StepEvent } from 'russ-sdk';
export async function main(): Promise<string> {
  try {
    const program = await parse('Click Sign in');
    return printSurface(program);
  } catch (err) {
    if (err instanceof ParseError) return err.code;
    if (err instanceof RussError) { const t: StepEvent[] | undefined = err.trace; return String(t?.length); }
    throw err;
  }
}
export { ground, Russ };
`;

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'russ-pkg-'));
  const out = npm(['pack', '--json', '--ignore-scripts', '--pack-destination', work], ROOT);
  const [info] = JSON.parse(out) as Array<{ filename: string; files: Array<{ path: string; size: number }> }>;
  tarball = join(work, info!.filename);
  files = info!.files;
}, 120_000);
afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true });
});

describe('the packed tarball', () => {
  it('holds one copy of each model file, no source maps, a LICENSE, and no install script', () => {
    const models = files.filter((f) => /\.(onnx|i8)$|vocab/.test(f.path)).map((f) => f.path.split('/').pop());
    expect(models.length).toBeGreaterThan(0);
    expect(new Set(models).size).toBe(models.length);
    expect(files.filter((f) => f.path.endsWith('.map'))).toEqual([]);
    expect(files.some((f) => f.path === 'LICENSE')).toBe(true);
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string>; dependencies: Record<string, string> };
    for (const s of ['preinstall', 'install', 'postinstall', 'prepare']) expect(pkg.scripts[s]).toBeUndefined();
    expect(Object.keys(pkg.dependencies).filter((d) => d.startsWith('onnxruntime'))).toEqual([]);
  });

  it('type-checks (strict, skipLibCheck false) with only playwright-core', () => {
    const dir = project('only-playwright', ['playwright-core']);
    typecheck(dir, `${USES_CORE}\nimport { chromium } from 'playwright-core';\nimport { PlaywrightAdapter } from 'russ-sdk';\nexport async function run(): Promise<void> { const b = await chromium.launch(); new PlaywrightAdapter(await b.newPage()); await b.close(); }\n`, 'nodenext');
  }, 180_000);

  it('type-checks with only puppeteer-core', () => {
    const dir = project('only-puppeteer', ['puppeteer-core']);
    typecheck(dir, `${USES_CORE}\nimport puppeteer from 'puppeteer-core';\nimport { PuppeteerAdapter } from 'russ-sdk';\nexport async function run(): Promise<void> { const b = await puppeteer.launch({}); new PuppeteerAdapter(await b.newPage()); await b.close(); }\n`, 'nodenext');
  }, 180_000);

  it('with neither: type-checks as ESM and as CommonJS (node16), parses without onnxruntime, and shares error classes across import and require', () => {
    const dir = project('neither', []);
    typecheck(dir, USES_CORE, 'node16'); // index.cts: CommonJS, resolved through the `require` condition
    typecheck(dir, USES_CORE, 'nodenext');
    expect(readdirSync(join(dir, 'node_modules')).filter((d) => d.includes('onnx'))).toEqual([]);
    expect(existsSync(join(dir, 'node_modules/russ-sdk/dist/browser/models'))).toBe(false);
    const script = `
      import { createRequire } from 'node:module';
      const esm = await import('russ-sdk');
      const cjs = createRequire(import.meta.url)('russ-sdk');
      const program = await esm.parse('Click the Sign in button');
      const err = await cjs.parse('').catch((e) => e);
      const grounded = await esm.ground('Click Help', esm.pageFromHtml('<main><a href="/help">Help</a><a href="/about">About us</a></main>'));
      console.log(JSON.stringify({ surface: esm.printSurface(program), code: err.code, sameClass: err instanceof esm.ParseError && err instanceof esm.RussError && !(err instanceof esm.GroundingFailedError), href: grounded.element.attributes.href }));
    `;
    const out = execFileSync(process.execPath, ['--input-type=module', '-e', script], { cwd: dir, encoding: 'utf8', timeout: 60_000 });
    const result = JSON.parse(out.trim()) as { surface: string; code: string; sameClass: boolean; href: string };
    expect(result.surface).toMatch(/click/i);
    expect(result.code).toBe('E_PARSE_EMPTY');
    expect(result.sameClass).toBe(true);
    expect(result.href).toBe('/help'); // the package's ground() parses a sentence with the shipped parser
  }, 180_000);
});
