import { cpSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { defineConfig, type Options } from 'tsup';
import type { Plugin } from 'esbuild';

const NODE_EXTERNALS = ['onnxruntime-node', 'onnxruntime-web', 'playwright-core', 'puppeteer-core', '@huggingface/transformers', 'linkedom'];

/**
 * The browser build swaps the few Node-only modules for their browser twins (one explicit table,
 * so the difference between the two builds is visible in one place):
 * model files are fetched beside the bundle, ONNX runs on onnxruntime-web, and HTML strings are
 * parsed with the browser's DOMParser instead of linkedom.
 */
const BROWSER_SWAPS: Record<string, string> = {
  'src/assets.ts': 'src/assets.browser.ts',
  'src/parser/backend-node.ts': 'src/parser/backend-web.ts',
  linkedom: 'src/page/linkedom.browser.ts',
};

const browserSwaps: Plugin = {
  name: 'russ-browser-swaps',
  setup(build) {
    build.onResolve({ filter: /^linkedom$/ }, () => ({ path: resolve(BROWSER_SWAPS.linkedom!) }));
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      for (const [from, to] of Object.entries(BROWSER_SWAPS)) {
        if (target === resolve(from)) return { path: resolve(to) };
      }
      return undefined;
    });
  },
};

/** onnxruntime-web's single-threaded WebAssembly and the model files sit beside the browser bundle. */
function copyBrowserAssets(): void {
  const out = 'dist/browser';
  const ortDist = dirname(createRequire(import.meta.url).resolve('onnxruntime-web/wasm'));
  for (const f of ['ort-wasm-simd-threaded.wasm', 'ort-wasm-simd-threaded.mjs']) cpSync(join(ortDist, f), join(out, f));
  mkdirSync(join(out, 'models'), { recursive: true });
  for (const f of readdirSync('models')) {
    if (!f.startsWith('.') && !f.endsWith('.md')) cpSync(join('models', f), join(out, 'models', f), { recursive: true });
  }
}

const node: Options = { target: 'node20', platform: 'node', sourcemap: true, external: NODE_EXTERNALS };

export default defineConfig([
  // The Node library: ESM + CJS + types.
  // dist/ is not cleaned: several builds may share it while developing; each build rewrites its own files.
  { ...node, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: true, shims: true },
  // The CLI.
  { ...node, entry: { cli: 'src/cli/index.ts' }, format: ['esm'] },
  // The browser library: one ES module, everything bundled but the .wasm and model files.
  {
    entry: { index: 'src/index.ts' },
    outDir: 'dist/browser',
    clean: true, // its own folder only: stale chunks would count against the size budget
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    minify: true,
    sourcemap: true,
    // Everything is bundled but the optional sentence-embedding model's runtime: a host that plugs
    // one in the browser provides @huggingface/transformers itself (its own bundler or an import map).
    noExternal: [/^(?!@huggingface\/transformers$).*/],
    external: ['@huggingface/transformers'],
    esbuildPlugins: [browserSwaps],
    onSuccess: async () => copyBrowserAssets(),
  },
]);
