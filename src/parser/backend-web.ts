/**
 * The ONNX backend for browsers (swapped in for backend-node.ts by the browser build, see
 * tsup.config.ts): onnxruntime-web's WebAssembly build, single-threaded (threads need a
 * cross-origin-isolated page), with its .wasm file found beside the bundle.
 */
import * as ort from 'onnxruntime-web/wasm';
import { wrapSession, type ModelSession } from './session.js';

export type { ModelSession, TensorIn, TensorOut } from './session.js';

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
  return wrapSession(ort.Tensor, session);
}
