/**
 * The parser's neural network, run in plain TypeScript from the weights in parser.onnx — no ONNX
 * runtime in Node or in browsers. The model is small (≈0.9M parameters, a few million
 * multiply-adds per instruction), so a straightforward forward pass is fast enough (see
 * docs/packaging.md for the measurements against onnxruntime).
 *
 * The architecture is training/train.py's `Parser`: word + shape + suffix embeddings → projection
 * + position embedding → N pre-norm transformer blocks → final LayerNorm → per-token tag logits
 * and, from [masked mean; masked max] pooling, one 2-layer head per sentence label. Every size
 * (vocabulary, width, layers, heads, label counts) is read from the file, so a retrained model of
 * the same architecture loads without code changes.
 */
import { readOnnx, type OnnxGraph, type OnnxNode } from './onnx-file.js';

/** A linear layer stored input-major: y[j] = b[j] + Σ_i x[i]·w[i·out + j]. */
interface Linear {
  w: Float32Array;
  b: Float32Array;
  in: number;
  out: number;
}
interface Norm {
  g: Float32Array;
  b: Float32Array;
  eps: number;
}
interface Block {
  n1: Norm;
  qkv: Linear;
  out: Linear;
  n2: Norm;
  ff1: Linear;
  ff2: Linear;
}
interface Embedding {
  w: Float32Array;
  rows: number;
  dim: number;
}

export interface NetworkOutput {
  /** Tag logits, token-major: tags[t · nTags + k]. */
  tags: Float32Array;
  /** One logit vector per sentence head, by the graph's output name (`action`, `relation`, `type`, `location`, …). */
  heads: Record<string, Float32Array>;
}

class GraphWeights {
  private readonly producer = new Map<string, OnnxNode>();
  private readonly consumers = new Map<string, OnnxNode[]>();

  constructor(private readonly graph: OnnxGraph) {
    for (const n of graph.nodes) {
      for (const o of n.outputs) this.producer.set(o, n);
      for (const i of n.inputs) this.consumers.set(i, [...(this.consumers.get(i) ?? []), n]);
    }
  }

  has(name: string): boolean {
    return this.graph.initializers.has(name);
  }

  tensor(name: string): { floats: Float32Array; dims: number[] } {
    const t = this.graph.initializers.get(name);
    if (!t?.floats) throw new Error(`missing weight ${name}`);
    return { floats: t.floats, dims: t.dims };
  }

  /** A constant scalar: an initializer or a Constant node's value. */
  scalar(name: string): number | undefined {
    const t = this.graph.initializers.get(name) ?? this.producer.get(name)?.value;
    return t?.floats?.[0] ?? t?.ints?.[0];
  }

  embedding(module: string): Embedding {
    const { floats, dims } = this.tensor(`${module}.weight`);
    return { w: floats, rows: dims[0]!, dim: dims[1]! };
  }

  /**
   * A torch Linear `module`: its bias is an initializer named `<module>.bias`; the weight is either
   * `<module>.weight` used by a Gemm (stored [out, in]) or the unnamed initializer of the MatMul
   * whose output the bias is added to (stored [in, out]).
   */
  linear(module: string): Linear {
    const b = this.tensor(`${module}.bias`).floats;
    const user = this.consumers.get(`${module}.bias`)?.[0];
    if (user?.op === 'Gemm') {
      const { floats, dims } = this.tensor(user.inputs[1]!);
      const [out, inn] = dims as [number, number];
      const w = new Float32Array(inn * out);
      for (let o = 0; o < out; o++) for (let i = 0; i < inn; i++) w[i * out + o] = floats[o * inn + i]!;
      return { w, b, in: inn, out };
    }
    if (user?.op === 'Add') {
      const matmul = user.inputs.map((i) => this.producer.get(i)).find((n) => n?.op === 'MatMul');
      const weight = matmul?.inputs.find((i) => this.has(i));
      if (weight) {
        const { floats, dims } = this.tensor(weight);
        return { w: floats, b, in: dims[0]!, out: dims[1]! };
      }
    }
    throw new Error(`cannot find the weights of layer ${module}`);
  }

  /** A LayerNorm `module`; its epsilon is the constant added to the variance before Sqrt. */
  norm(module: string): Norm {
    const g = this.tensor(`${module}.weight`).floats;
    const b = this.tensor(`${module}.bias`).floats;
    const scope = `/${module.replace(/\.(?!\d)/g, '/')}/`;
    const sqrt = this.graph.nodes.find((n) => n.op === 'Sqrt' && n.name.startsWith(scope));
    const add = sqrt ? this.producer.get(sqrt.inputs[0]!) : undefined;
    const eps = add?.op === 'Add' ? add.inputs.map((i) => this.scalar(i)).find((v) => v !== undefined) : undefined;
    return { g, b, eps: eps ?? 1e-5 };
  }

  /** The name of the graph value a layer's output is (e.g. the graph output `action` for the last layer of a head). */
  outputOf(module: string): string {
    const user = this.consumers.get(`${module}.bias`)?.[0];
    const name = user?.outputs[0];
    if (!name) throw new Error(`cannot find the output of layer ${module}`);
    return name;
  }

  /** The attention scale of block `i`: the constant the scores are divided by (√head size). */
  attentionScale(i: number): number {
    const div = this.graph.nodes.find((n) => n.op === 'Div' && n.name.startsWith(`/blocks.${i}/att/`));
    const c = div ? this.scalar(div.inputs[1]!) : undefined;
    if (!c) throw new Error(`cannot find the attention scale of block ${i}`);
    return c;
  }
}

function linearInto(l: Linear, x: Float32Array, xOff: number, y: Float32Array, yOff: number): void {
  const { w, b, out } = l;
  const n = l.in;
  // Accumulate in a float64 scratch row (fewer float32 round trips), four inputs per pass.
  const acc = scratch(out);
  for (let j = 0; j < out; j++) acc[j] = b[j]!;
  let i = 0;
  for (; i + 3 < n; i += 4) {
    const a0 = x[xOff + i]!, a1 = x[xOff + i + 1]!, a2 = x[xOff + i + 2]!, a3 = x[xOff + i + 3]!;
    const r0 = i * out, r1 = r0 + out, r2 = r1 + out, r3 = r2 + out;
    for (let j = 0; j < out; j++) acc[j]! += a0 * w[r0 + j]! + a1 * w[r1 + j]! + a2 * w[r2 + j]! + a3 * w[r3 + j]!;
  }
  for (; i < n; i++) {
    const a = x[xOff + i]!, r = i * out;
    for (let j = 0; j < out; j++) acc[j]! += a * w[r + j]!;
  }
  for (let j = 0; j < out; j++) y[yOff + j] = acc[j]!;
}

let scratchRow = new Float64Array(512);
function scratch(n: number): Float64Array {
  if (scratchRow.length < n) scratchRow = new Float64Array(n);
  return scratchRow;
}

function layerNorm(n: Norm, x: Float32Array, T: number, D: number): Float32Array {
  const y = new Float32Array(T * D);
  for (let t = 0; t < T; t++) {
    const o = t * D;
    let mean = 0;
    for (let k = 0; k < D; k++) mean += x[o + k]!;
    mean /= D;
    let v = 0;
    for (let k = 0; k < D; k++) v += (x[o + k]! - mean) ** 2;
    const inv = 1 / Math.sqrt(v / D + n.eps);
    for (let k = 0; k < D; k++) y[o + k] = (x[o + k]! - mean) * inv * n.g[k]! + n.b[k]!;
  }
  return y;
}

export class ParserNetwork {
  private constructor(
    private readonly word: Embedding,
    private readonly shape: Embedding,
    private readonly suffix: Embedding,
    private readonly proj: Linear,
    private readonly pos: Embedding,
    private readonly blocks: Array<Block & { heads: number; scale: number }>,
    private readonly norm: Norm,
    private readonly tags: Linear,
    private readonly heads: Array<{ name: string; hidden: Linear; out: Linear }>,
  ) {}

  /** Build the network from parser.onnx's bytes. Throws when the file is not this architecture. */
  static fromOnnx(bytes: Uint8Array): ParserNetwork {
    const g = new GraphWeights(readOnnx(bytes));
    const blocks: Array<Block & { heads: number; scale: number }> = [];
    for (let i = 0; g.has(`blocks.${i}.n1.weight`); i++) {
      const p = `blocks.${i}`;
      const qkv = g.linear(`${p}.att.qkv`);
      const scale = g.attentionScale(i);
      const headSize = Math.round(scale * scale);
      blocks.push({
        n1: g.norm(`${p}.n1`),
        qkv,
        out: g.linear(`${p}.att.out`),
        n2: g.norm(`${p}.n2`),
        ff1: g.linear(`${p}.ff.0`),
        ff2: g.linear(`${p}.ff.2`),
        heads: qkv.out / 3 / headSize,
        scale,
      });
    }
    const heads: Array<{ name: string; hidden: Linear; out: Linear }> = [];
    for (let i = 0; g.has(`heads.${i}.0.bias`); i++) heads.push({ name: g.outputOf(`heads.${i}.2`), hidden: g.linear(`heads.${i}.0`), out: g.linear(`heads.${i}.2`) });
    if (blocks.length === 0 || heads.length === 0) throw new Error('not the parser architecture (no blocks or heads)');
    return new ParserNetwork(g.embedding('word'), g.embedding('shape'), g.embedding('suffix'), g.linear('proj'), g.embedding('pos'), blocks, g.norm('norm'), g.linear('tags'), heads);
  }

  /** Longest input the position embedding covers. */
  get maxTokens(): number {
    return this.pos.rows;
  }

  get vocabularySize(): number {
    return this.word.rows;
  }

  /** One instruction's forward pass. Ids out of an embedding's range read as padding (0). */
  run(words: ArrayLike<number>, shapes: ArrayLike<number>, suffixes: ArrayLike<number>): NetworkOutput {
    const T = words.length;
    const D = this.proj.out;
    if (T > this.pos.rows) throw new Error(`input of ${T} tokens is longer than the model's ${this.pos.rows}`);
    const emb = [this.word, this.shape, this.suffix];
    const inDim = emb.reduce((s, e) => s + e.dim, 0);
    const feat = new Float32Array(inDim);
    let x: Float32Array = new Float32Array(T * D);
    for (let t = 0; t < T; t++) {
      let o = 0;
      [words[t]!, shapes[t]!, suffixes[t]!].forEach((id, k) => {
        const e = emb[k]!;
        const row = id >= 0 && id < e.rows ? id : 0;
        feat.set(e.w.subarray(row * e.dim, (row + 1) * e.dim), o);
        o += e.dim;
      });
      linearInto(this.proj, feat, 0, x, t * D);
      for (let k = 0; k < D; k++) x[t * D + k]! += this.pos.w[t * D + k]!;
    }
    const keep = Array.from({ length: T }, (_, t) => words[t] !== 0);

    for (const blk of this.blocks) {
      // Attention.
      const h = layerNorm(blk.n1, x, T, D);
      const qkv = new Float32Array(T * 3 * D);
      for (let t = 0; t < T; t++) linearInto(blk.qkv, h, t * D, qkv, t * 3 * D);
      const ctx = new Float32Array(T * D);
      const dh = D / blk.heads;
      const scores = new Float32Array(T);
      for (let hd = 0; hd < blk.heads; hd++) {
        const qo = hd * dh, ko = D + hd * dh, vo = 2 * D + hd * dh;
        for (let i = 0; i < T; i++) {
          let max = -Infinity;
          for (let j = 0; j < T; j++) {
            let s = 0;
            for (let k = 0; k < dh; k++) s += qkv[i * 3 * D + qo + k]! * qkv[j * 3 * D + ko + k]!;
            s = s / blk.scale + (keep[j] ? 0 : -1e9);
            scores[j] = s;
            if (s > max) max = s;
          }
          let sum = 0;
          for (let j = 0; j < T; j++) sum += scores[j] = Math.exp(scores[j]! - max);
          for (let j = 0; j < T; j++) {
            const p = scores[j]! / sum;
            for (let k = 0; k < dh; k++) ctx[i * D + qo + k]! += p * qkv[j * 3 * D + vo + k]!;
          }
        }
      }
      const att = new Float32Array(D);
      for (let t = 0; t < T; t++) {
        linearInto(blk.out, ctx, t * D, att, 0);
        for (let k = 0; k < D; k++) x[t * D + k]! += att[k]!;
      }
      // Feed-forward.
      const h2 = layerNorm(blk.n2, x, T, D);
      const hidden = new Float32Array(blk.ff1.out);
      const ff = new Float32Array(D);
      for (let t = 0; t < T; t++) {
        linearInto(blk.ff1, h2, t * D, hidden, 0);
        for (let k = 0; k < hidden.length; k++) if (hidden[k]! < 0) hidden[k] = 0;
        linearInto(blk.ff2, hidden, 0, ff, 0);
        for (let k = 0; k < D; k++) x[t * D + k]! += ff[k]!;
      }
    }
    x = layerNorm(this.norm, x, T, D);

    const tags = new Float32Array(T * this.tags.out);
    for (let t = 0; t < T; t++) linearInto(this.tags, x, t * D, tags, t * this.tags.out);

    // [masked mean; masked max] over the tokens.
    const pooled = new Float32Array(2 * D).fill(0);
    const n = Math.max(1, keep.filter(Boolean).length);
    for (let k = 0; k < D; k++) {
      let sum = 0, max = -Infinity;
      for (let t = 0; t < T; t++) {
        const v = x[t * D + k]!;
        if (keep[t]) sum += v;
        const m = keep[t] ? v : v - 1e9;
        if (m > max) max = m;
      }
      pooled[k] = sum / n;
      pooled[D + k] = max;
    }
    const heads: Record<string, Float32Array> = {};
    for (const head of this.heads) {
      const hidden = new Float32Array(head.hidden.out);
      linearInto(head.hidden, pooled, 0, hidden, 0);
      for (let k = 0; k < hidden.length; k++) if (hidden[k]! < 0) hidden[k] = 0;
      const out = new Float32Array(head.out.out);
      linearInto(head.out, hidden, 0, out, 0);
      heads[head.name] = out;
    }
    return { tags, heads };
  }
}
