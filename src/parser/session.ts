/**
 * What the parser needs from an ONNX session, independent of the runtime that provides it
 * (onnxruntime-node in backend-node.ts, onnxruntime-web in backend-web.ts — both share this API).
 */
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

/** The slice of onnxruntime's `Tensor` constructor and `InferenceSession` the wrapper calls. */
type TensorConstructor<T> = new (type: 'int64', data: BigInt64Array, dims: readonly number[]) => T;
interface OrtSession<T> {
  run(feeds: Record<string, T>): Promise<Record<string, { data: unknown; dims: readonly number[] }>>;
  release(): Promise<void>;
}

/** Adapt an onnxruntime session (node or web) to `ModelSession`. */
export function wrapSession<T>(Tensor: TensorConstructor<T>, session: OrtSession<T>): ModelSession {
  return {
    async run(feeds) {
      const inputs: Record<string, T> = {};
      for (const [name, t] of Object.entries(feeds)) inputs[name] = new Tensor('int64', t.data, t.dims);
      const out = await session.run(inputs);
      const result: Record<string, TensorOut> = {};
      for (const [name, t] of Object.entries(out)) result[name] = { data: t.data as Float32Array, dims: t.dims };
      return result;
    },
    dispose: () => session.release(),
  };
}
