// The parser network in plain TypeScript (src/parser/network.ts) against onnxruntime-node on the same
// models/parser.onnx: agreement of the outputs and time per instruction, on 300 synthesized
// instructions. Not part of `npm run bench` (onnxruntime-node is only here as a dependency of the
// dev dependency @huggingface/transformers):
//
//     npx tsx bench/compare-onnxruntime.mts
import { readFileSync } from 'node:fs';
import * as ort from 'onnxruntime-node';
import { ParserNetwork } from '../src/parser/network.js';
import { shapeOf, suffixBucket, tokenize } from '../src/parser/tokenize.js';
import { Synthesizer } from '../training/synth.js';

const OUTPUTS = ['tags', 'action', 'relation', 'type', 'location'] as const;
const bytes = new Uint8Array(readFileSync(new URL('../models/parser.onnx', import.meta.url)));
const vocab = new Map((JSON.parse(readFileSync(new URL('../models/parser-vocab.json', import.meta.url), 'utf8')) as { words: string[] }).words.map((w, i) => [w, i]));

let t = performance.now();
const net = ParserNetwork.fromOnnx(bytes);
const tsLoad = performance.now() - t;
t = performance.now();
const session = await ort.InferenceSession.create(bytes, { executionProviders: ['cpu'], intraOpNumThreads: 1, interOpNumThreads: 1, graphOptimizationLevel: 'all' });
const ortLoad = performance.now() - t;

const synth = new Synthesizer(7);
const inputs = Array.from({ length: 300 }, () => {
  const text = synth.next().text;
  const tokens = tokenize(text);
  return { words: tokens.map((x) => vocab.get(x.word) ?? 1), shapes: tokens.map((x) => shapeOf(x, text)), suffixes: tokens.map((x) => suffixBucket(x.word)) };
});
const feeds = inputs.map((i) => {
  const tensor = (v: number[]) => new ort.Tensor('int64', BigInt64Array.from(v.map(BigInt)), [1, v.length]);
  return { words: tensor(i.words), shapes: tensor(i.shapes), suffixes: tensor(i.suffixes) };
});
const argmax = (a: ArrayLike<number>, o: number, n: number): number => {
  let b = 0;
  for (let i = 1; i < n; i++) if (a[o + i]! > a[o + b]!) b = i;
  return b;
};

let maxDiff = 0, argmaxDiffs = 0;
for (let k = 0; k < inputs.length; k++) {
  const mine = net.run(inputs[k]!.words, inputs[k]!.shapes, inputs[k]!.suffixes);
  const ref = await session.run(feeds[k]!);
  OUTPUTS.forEach((name, o) => {
    const got = o === 0 ? mine.tags : mine.heads[name]!;
    const want = ref[name]!.data as Float32Array;
    for (let i = 0; i < want.length; i++) maxDiff = Math.max(maxDiff, Math.abs(got[i]! - want[i]!));
    const width = o === 0 ? want.length / inputs[k]!.words.length : want.length;
    for (let off = 0; off < want.length; off += width) if (argmax(got, off, width) !== argmax(want, off, width)) argmaxDiffs++;
  });
}
// Steady state (after the pass above warmed both up).
t = performance.now();
for (const i of inputs) net.run(i.words, i.shapes, i.suffixes);
const tsMs = (performance.now() - t) / inputs.length;
t = performance.now();
for (const f of feeds) await session.run(f);
const ortMs = (performance.now() - t) / inputs.length;

console.log('| | plain TypeScript | onnxruntime-node (1 thread) |');
console.log('|---|---|---|');
console.log(`| load the model (ms) | ${tsLoad.toFixed(1)} | ${ortLoad.toFixed(1)} |`);
console.log(`| per instruction, steady state (ms) | ${tsMs.toFixed(2)} | ${ortMs.toFixed(2)} |`);
console.log(`outputs on ${inputs.length} instructions: max |Δ| ${maxDiff.toExponential(2)}, argmax differences ${argmaxDiffs}`);
