/**
 * Trains the speech-act reader (src/parser/speech-acts.ts) on generated turns
 * (training/speech-acts/generate.ts) and writes models/speech-acts.json.
 *
 *   npm run train:acts            (= npx tsx training/speech-acts/train.ts)
 *
 * ACTS_OUT=<file> writes the model elsewhere (to check that the command reproduces the shipped file).
 *
 * A multinomial logistic regression over the turn's features (actFeatures), Adagrad with a small L2,
 * features seen fewer than 3 times dropped. Train: 40,000 turns of seed 11 drawn from one half of
 * every pool; held out: 8,000 turns of seed 12 from the other half (other nouns, names, times,
 * verbs). The threshold is at least 0.8, and the least probability of "question" at which at most 0.5 % of the
 * held-out commands would be taken for questions (a command taken for a question does nothing).
 * Same seeds, same weights.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { rng } from '../synth.js';
import { ACTS, generateTurn, type Turn } from './generate.js';
import { SpeechActReader, actFeatures, type SpeechAct, type SpeechActModel } from '../../src/parser/speech-acts.js';

const TRAIN = Number(process.env.ACTS_TRAIN ?? 40000);
const HELD = Number(process.env.ACTS_HELD ?? 8000);
const EPOCHS = 8;
const RATE = 0.3;
const L2 = 1e-5;
const MIN_COUNT = 3;
const MAX_COMMANDS_AS_QUESTIONS = 0.005;

const turns = (seed: number, n: number, split: 'train' | 'held'): Turn[] => {
  const r = rng(seed);
  return Array.from({ length: n }, () => generateTurn(r, split));
};
const train = turns(11, TRAIN, 'train');
const held = turns(12, HELD, 'held');

const counts = new Map<string, number>();
const trainX = train.map((t) => actFeatures(t.text));
for (const fs of trainX) for (const f of new Set(fs)) counts.set(f, (counts.get(f) ?? 0) + 1);
const names = [...counts.keys()].filter((f) => counts.get(f)! >= MIN_COUNT).sort();
const index = new Map(names.map((f, i) => [f, i]));
const K = ACTS.length;
const W = new Float64Array(names.length * K);
const G = new Float64Array(names.length * K).fill(1e-8);
const X = trainX.map((fs) => fs.map((f) => index.get(f)).filter((i): i is number => i !== undefined));
const Y = train.map((t) => ACTS.indexOf(t.act));

const order = X.map((_, i) => i);
const shuffle = rng(7);
for (let epoch = 0; epoch < EPOCHS; epoch++) {
  for (let i = order.length - 1; i > 0; i--) { const j = Math.floor(shuffle() * (i + 1)); [order[i], order[j]] = [order[j]!, order[i]!]; }
  let loss = 0;
  for (const n of order) {
    const xs = X[n]!;
    const s = new Array<number>(K).fill(0);
    for (const f of xs) for (let c = 0; c < K; c++) s[c]! += W[f * K + c]!;
    const m = Math.max(...s);
    const e = s.map((v) => Math.exp(v - m));
    const z = e.reduce((a, b) => a + b, 0);
    loss -= Math.log(e[Y[n]!]! / z);
    for (let c = 0; c < K; c++) {
      const g = e[c]! / z - (c === Y[n] ? 1 : 0);
      for (const f of xs) {
        const k = f * K + c;
        const grad = g + L2 * W[k]!;
        G[k]! += grad * grad;
        W[k]! -= (RATE * grad) / Math.sqrt(G[k]!);
      }
    }
  }
  console.log(`epoch ${epoch + 1}: loss ${(loss / order.length).toFixed(4)}`);
}

const weights: Record<string, number[]> = {};
names.forEach((f, i) => {
  const w = Array.from(W.subarray(i * K, i * K + K), (v) => Math.round(v * 1e3) / 1e3);
  if (w.some((v) => Math.abs(v) >= 0.005)) weights[f] = w;
});
const model: SpeechActModel = { classes: [...ACTS] as SpeechAct[], weights, threshold: 0.5 };
const reader = new SpeechActReader(model);

// Held out: accuracy, confusion, and the threshold for "never act on a question".
const read = held.map((t) => ({ t, r: reader.read(t.text) }));
const pq = read.filter((x) => x.t.act === 'command').map((x) => x.r.p.question).sort((a, b) => b - a);
// At least 0.8: a turn is held to be a question only when the reader is clearly sure.
let threshold = 0.8;
const allowed = Math.floor(pq.length * MAX_COMMANDS_AS_QUESTIONS);
if (pq.length > allowed) threshold = Math.max(0.8, Math.round((pq[allowed]! + 1e-4) * 1e4) / 1e4);
model.threshold = threshold;
const confusion: Record<string, Record<string, number>> = {};
for (const { t, r } of read) ((confusion[t.act] ??= {})[r.act] = (confusion[t.act]?.[r.act] ?? 0) + 1);
const acc = read.filter((x) => x.r.act === x.t.act).length / read.length;
const questions = read.filter((x) => x.t.act === 'question');
const qAsQ = questions.filter((x) => x.r.p.question >= threshold).length / questions.length;
const cAsQ = read.filter((x) => x.t.act === 'command' && x.r.p.question >= threshold).length / Math.max(1, pq.length);
const qAsC = questions.filter((x) => x.r.act === 'command').length / questions.length;
model.heldOut = { turns: held.length, accuracy: +acc.toFixed(4), questionsHeldQuestions: +qAsQ.toFixed(4), commandsHeldQuestions: +cAsQ.toFixed(4), questionsReadAsCommands: +qAsC.toFixed(4), confusion };
console.log(JSON.stringify(model.heldOut, null, 1));
console.log(`features ${Object.keys(weights).length}, threshold ${threshold}`);
if (process.env.ACTS_ERRORS) for (const { t, r } of read.filter((x) => x.r.act !== x.t.act).slice(0, Number(process.env.ACTS_ERRORS))) console.log(`${t.act} → ${r.act} (${r.p.question.toFixed(2)})\t${t.text}`);

const out = process.env.ACTS_OUT ?? join(import.meta.dirname, '../../models/speech-acts.json');
writeFileSync(out, `${JSON.stringify(model)}\n`);
console.log(`wrote ${out}`);
