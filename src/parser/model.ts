/**
 * The parser model: vocabulary + ONNX session. Encodes tokens into the model's three id
 * tensors, runs a batch, and reads the outputs back as span tags and sentence labels.
 */
import { readModelFile } from '../assets.js';
import { RussError } from '../errors.js';
import { createSession, type ModelSession } from './backend-node.js';
import type { ModelReading } from './decode.js';
import { ACTIONS, LOC_LABELS, REL_LABELS, TAGS, TYPE_LABELS, shapeOf, suffixBucket, type Token } from './tokenize.js';

export const MODEL_FILE = 'parser.onnx';
export const VOCAB_FILE = 'parser-vocab.json';

interface VocabFile {
  version: number;
  words: string[];
}

function argmax(data: Float32Array, offset: number, n: number): number {
  let best = 0;
  for (let i = 1; i < n; i++) if (data[offset + i]! > data[offset + best]!) best = i;
  return best;
}

export class ParserModel {
  private constructor(
    private readonly session: ModelSession,
    private readonly vocab: Map<string, number>,
  ) {}

  static async load(modelDir?: string): Promise<ParserModel> {
    const [bytes, vocabBytes] = await Promise.all([readModelFile(MODEL_FILE, modelDir), readModelFile(VOCAB_FILE, modelDir)]);
    let vocab: VocabFile;
    try {
      vocab = JSON.parse(new TextDecoder().decode(vocabBytes)) as VocabFile;
      if (!Array.isArray(vocab.words)) throw new Error('no words');
    } catch (err) {
      throw new RussError('E_MODEL_INVALID', `The parser vocabulary ${VOCAB_FILE} is not valid: ${(err as Error).message}`);
    }
    let session: ModelSession;
    try {
      session = await createSession(bytes);
    } catch (err) {
      throw new RussError('E_MODEL_INVALID', `The parser model ${MODEL_FILE} cannot be loaded: ${(err as Error).message}`);
    }
    return new ParserModel(session, new Map(vocab.words.map((w, i) => [w, i])));
  }

  /** Run the model on a batch of tokenised instructions (each non-empty). */
  async read(batch: Array<{ text: string; tokens: Token[] }>): Promise<ModelReading[]> {
    if (batch.length === 0) return [];
    const B = batch.length;
    const T = Math.max(...batch.map((b) => b.tokens.length));
    const words = new BigInt64Array(B * T), shapes = new BigInt64Array(B * T), suffixes = new BigInt64Array(B * T);
    batch.forEach((b, i) => {
      b.tokens.forEach((t, j) => {
        words[i * T + j] = BigInt(this.vocab.get(t.word) ?? 1);
        shapes[i * T + j] = BigInt(shapeOf(t, b.text));
        suffixes[i * T + j] = BigInt(suffixBucket(t.word));
      });
    });
    const dims = [B, T];
    const out = await this.session.run({ words: { data: words, dims }, shapes: { data: shapes, dims }, suffixes: { data: suffixes, dims } });
    const tags = out.tags!.data, action = out.action!.data, relation = out.relation!.data, type = out.type!.data, location = out.location!.data;
    // A model trained before labels were appended has fewer outputs: it reads the labels it knows.
    const nActions = Math.min(ACTIONS.length, action.length / B), nRel = Math.min(REL_LABELS.length, relation.length / B);
    return batch.map((b, i) => ({
      tags: b.tokens.map((_, j) => TAGS[argmax(tags, (i * T + j) * TAGS.length, TAGS.length)]!),
      action: ACTIONS[argmax(action, i * nActions, nActions)]!,
      relation: REL_LABELS[argmax(relation, i * nRel, nRel)]!,
      type: TYPE_LABELS[argmax(type, i * TYPE_LABELS.length, TYPE_LABELS.length)]!,
      location: LOC_LABELS[argmax(location, i * LOC_LABELS.length, LOC_LABELS.length)]!,
    }));
  }

  dispose(): Promise<void> {
    return this.session.dispose();
  }
}
