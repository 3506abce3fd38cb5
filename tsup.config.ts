import { resolve } from 'node:path';
import { defineConfig, type Options } from 'tsup';
import type { Plugin } from 'esbuild';

const NODE_EXTERNALS = ['playwright-core', 'puppeteer-core', '@huggingface/transformers', 'linkedom'];

/**
 * The browser build swaps the few Node-only modules for their browser twins (one explicit table,
 * so the difference between the two builds is visible in one place):
 * model files are fetched (by default from the package's models/ folder, relative to the bundle's
 * URL) instead of read from disk, and HTML strings are parsed with the browser's DOMParser instead
 * of linkedom. The parser network itself is plain TypeScript in both builds (no ONNX runtime).
 */
const BROWSER_SWAPS: Record<string, string> = {
  'src/assets.ts': 'src/assets.browser.ts',
  'src/page/linkedom.ts': 'src/page/linkedom.browser.ts',
};

const browserSwaps: Plugin = {
  name: 'russ-browser-swaps',
  setup(build) {
    build.onResolve({ filter: /^\.\.?\// }, (args) => {
      const target = resolve(args.resolveDir, args.path).replace(/\.js$/, '.ts');
      for (const [from, to] of Object.entries(BROWSER_SWAPS)) {
        if (target === resolve(from)) return { path: resolve(to) };
      }
      return undefined;
    });
  },
};

// No source maps: the published code is unminified ESM/CJS (readable as is), and maps doubled the package size.
const node: Options = { target: 'node20', platform: 'node', sourcemap: false, external: NODE_EXTERNALS };

export default defineConfig([
  // The Node library: ESM + CJS + types.
  // dist/ is not cleaned: several builds may share it while developing; each build rewrites its own files.
  // Types: members marked @internal (the adapters' driver pages) stay out of the published .d.ts,
  // so it never imports an optional peer.
  { ...node, entry: { index: 'src/index.ts' }, format: ['esm', 'cjs'], dts: { compilerOptions: { stripInternal: true } }, shims: true },
  // The CLI.
  { ...node, entry: { cli: 'src/cli/index.ts' }, format: ['esm'] },
  // The browser library: one ES module, everything bundled but the model files (fetched from the
  // package's models/ folder, or from where the `models` option says).
  {
    entry: { index: 'src/index.ts' },
    outDir: 'dist/browser',
    clean: true, // its own folder only: stale chunks would count against the size budget
    format: ['esm'],
    platform: 'browser',
    target: 'es2020',
    minify: true,
    keepNames: true, // error class names (err.name) survive minification
    sourcemap: false,
    // Everything is bundled but the optional sentence-embedding model's runtime: a host that plugs
    // one in the browser provides @huggingface/transformers itself (its own bundler or an import map).
    noExternal: [/^(?!@huggingface\/transformers$).*/],
    external: ['@huggingface/transformers'],
    esbuildPlugins: [browserSwaps],
  },
]);
