/**
 * The ONNX backend for Node: the ONE file that imports onnxruntime-node. A browser build swaps
 * this module for an onnxruntime-web one with the same `createSession` signature.
 */
import * as ort from 'onnxruntime-node';

export interface TensorIn {
  data: BigInt64Array;
  dims: number[];
}
export interface TensorOut {
  data: Float32Array;
  dims: readonly number[];
}
export interface ModelSession {
  run(feeds: Record<string, TensorIn>): Promise<Record<string, TensorOut>>;
  dispose(): Promise<void>;
}

export async function createSession(bytes: Uint8Array): Promise<ModelSession> {
  const session = await ort.InferenceSession.create(bytes, {
    executionProviders: ['cpu'],
    intraOpNumThreads: 1,
    interOpNumThreads: 1,
    graphOptimizationLevel: 'all',
  });
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
