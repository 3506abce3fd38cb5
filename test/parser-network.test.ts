/**
 * The parser network in plain TypeScript (src/parser/network.ts) against onnxruntime on the same
 * parser.onnx: on 300 synthesized instructions (training/synth.ts, fixed seed), every output logit
 * agrees within float32 rounding and every argmax (each tag, each sentence label) is the same.
 * onnxruntime-web (WebAssembly, runs in Node too) is a dev dependency only, for this comparison.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import * as ort from 'onnxruntime-web';
import { ParserNetwork } from '../src/parser/network.js';
import { readOnnx } from '../src/parser/onnx-file.js';
import { shapeOf, suffixBucket, tokenize } from '../src/parser/tokenize.js';
import { Synthesizer } from '../training/synth.js';
import { ROOT } from './helpers.js';

const bytes = new Uint8Array(readFileSync(join(ROOT, 'models/parser.onnx')));
const vocab = new Map((JSON.parse(readFileSync(join(ROOT, 'models/parser-vocab.json'), 'utf8')) as { words: string[] }).words.map((w, i) => [w, i]));
const OUTPUTS = ['tags', 'action', 'relation', 'type', 'location'] as const;

function argmaxes(data: ArrayLike<number>, width: number): number[] {
  const out: number[] = [];
  for (let o = 0; o < data.length; o += width) {
    let best = 0;
    for (let i = 1; i < width; i++) if (data[o + i]! > data[o + best]!) best = i;
    out.push(best);
  }
  return out;
}

describe('the parser network in TypeScript', () => {
  let session: ort.InferenceSession;
  beforeAll(async () => {
    ort.env.wasm.numThreads = 1;
    session = await ort.InferenceSession.create(bytes);
  });

  it('gives onnxruntime\'s outputs on 300 synthesized instructions', async () => {
    const net = ParserNetwork.fromOnnx(bytes);
    const synth = new Synthesizer(20261122);
    let maxDiff = 0;
    for (let n = 0; n < 300; n++) {
      const text = synth.next().text;
      const tokens = tokenize(text);
      const words = tokens.map((t) => vocab.get(t.word) ?? 1), shapes = tokens.map((t) => shapeOf(t, text)), suffixes = tokens.map((t) => suffixBucket(t.word));
      const mine = net.run(words, shapes, suffixes);
      const dims = [1, tokens.length];
      const tensor = (v: number[]): ort.Tensor => new ort.Tensor('int64', BigInt64Array.from(v.map(BigInt)), dims);
      const ref = await session.run({ words: tensor(words), shapes: tensor(shapes), suffixes: tensor(suffixes) });
      expect(Object.keys(mine.heads).sort()).toEqual(OUTPUTS.slice(1).sort());
      [mine.tags, ...OUTPUTS.slice(1).map((name) => mine.heads[name]!)].forEach((got, k) => {
        const want = ref[OUTPUTS[k]!]!.data as Float32Array;
        expect(got.length, `${text}: ${OUTPUTS[k]} size`).toBe(want.length);
        for (let i = 0; i < want.length; i++) maxDiff = Math.max(maxDiff, Math.abs(got[i]! - want[i]!));
        const width = k === 0 ? want.length / tokens.length : want.length;
        expect(argmaxes(got, width), `${text}: ${OUTPUTS[k]}`).toEqual(argmaxes(want, width));
      });
    }
    expect(maxDiff).toBeLessThan(1e-3);
  });

  it('reads every size from the file (layers, heads, widths, label counts)', () => {
    const graph = readOnnx(bytes);
    const net = ParserNetwork.fromOnnx(bytes);
    expect(net.vocabularySize).toBe(vocab.size);
    expect(net.maxTokens).toBe(graph.initializers.get('pos.weight')!.dims[0]);
  });

  it('refuses a file that is not the parser model', () => {
    expect(() => ParserNetwork.fromOnnx(new TextEncoder().encode('not an onnx file at all'))).toThrow();
    expect(() => ParserNetwork.fromOnnx(new Uint8Array(0))).toThrow(/no graph/);
  });
});
