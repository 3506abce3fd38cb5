/**
 * The ONNX backend for browsers (swapped in for backend-node.ts by the browser build, see
 * tsup.config.ts): onnxruntime-web's WebAssembly build, single-threaded (threads need a
 * cross-origin-isolated page), with its .wasm file found beside the bundle.
 */
import * as ort from 'onnxruntime-web/wasm';
import type { ModelSession, TensorIn, TensorOut } from './backend-node.js';

export type { ModelSession, TensorIn, TensorOut };

let configured = false;
function configure(): void {
  if (configured) return;
  configured = true;
  ort.env.wasm.numThreads = 1;
  ort.env.wasm.proxy = false;
  ort.env.wasm.wasmPaths = new URL('./', import.meta.url).href;
}

export async function createSession(bytes: Uint8Array): Promise<ModelSession> {
  configure();
  const session = await ort.InferenceSession.create(bytes, { executionProviders: ['wasm'], graphOptimizationLevel: 'all' });
  return {
    async run(feeds) {
      const inputs: Record<string, ort.Tensor> = {};
      for (const [name, t] of Object.entries(feeds)) inputs[name] = new ort.Tensor('int64', t.data, t.dims);
      const out = await session.run(inputs);
      const result: Record<string, TensorOut> = {};
      for (const [name, t] of Object.entries(out)) result[name] = { data: t.data as Float32Array, dims: t.dims };
      return result;
    },
    async dispose() {
      await session.release();
    },
  };
}
