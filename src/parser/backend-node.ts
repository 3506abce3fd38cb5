/**
 * The ONNX backend for Node: the ONE file that imports onnxruntime-node. The browser build swaps
 * this module for backend-web.ts (onnxruntime-web) with the same `createSession` signature.
 */
import * as ort from 'onnxruntime-node';
import { wrapSession, type ModelSession } from './session.js';

export type { ModelSession, TensorIn, TensorOut } from './session.js';

export async function createSession(bytes: Uint8Array): Promise<ModelSession> {
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: ['cpu'],
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
  return wrapSession(ort.Tensor, session);
}
