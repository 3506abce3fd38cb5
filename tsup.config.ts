import { defineConfig } from 'tsup';

// The Node build: the library (ESM + CJS + types) and the CLI.
export default defineConfig([
  {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    sourcemap: true,
    clean: false, // several builds may share dist/ while developing; `npm run build` output is complete either way
    target: 'node20',
    platform: 'node',
    external: ['onnxruntime-node', 'onnxruntime-web', 'playwright-core', 'puppeteer-core', '@huggingface/transformers'],
  },
  {
    entry: { cli: 'src/cli/index.ts' },
    format: ['esm'],
    sourcemap: true,
    target: 'node20',
    platform: 'node',
    external: ['onnxruntime-node', 'onnxruntime-web', 'playwright-core', 'puppeteer-core', '@huggingface/transformers'],
  },
]);
