/**
 * The parser model: vocabulary + network (weights read from parser.onnx, run in plain TypeScript
 * by network.ts). Encodes tokens into the model's three id sequences, runs each instruction, and
 * reads the outputs back as span tags and sentence labels.
 */
import { readModelFile } from '../assets.js';
import { RussError } from '../errors.js';
import type { ModelReading } from './decode.js';
import { ParserNetwork } from './network.js';
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
    private readonly network: ParserNetwork,
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
    let network: ParserNetwork;
    try {
      network = ParserNetwork.fromOnnx(bytes);
    } catch (err) {
      throw new RussError('E_MODEL_INVALID', `The parser model ${MODEL_FILE} cannot be loaded: ${(err as Error).message}`);
    }
    return new ParserModel(network, new Map(vocab.words.map((w, i) => [w, i])));
  }

  /** Run the model on a batch of tokenised instructions (each non-empty). */
  async read(batch: Array<{ text: string; tokens: Token[] }>): Promise<ModelReading[]> {
    return batch.map((b) => {
      const out = this.network.run(
        b.tokens.map((t) => this.vocab.get(t.word) ?? 1),
        b.tokens.map((t) => shapeOf(t, b.text)),
        b.tokens.map((t) => suffixBucket(t.word)),
      );
      const { action, relation, type, location } = out.heads;
      if (!action || !relation || !type || !location) throw new RussError('E_MODEL_INVALID', `The parser model ${MODEL_FILE} lacks an output (has ${Object.keys(out.heads).join(', ')})`);
      // A model trained before labels were appended has fewer outputs: it reads the labels it knows.
      const nTags = out.tags.length / b.tokens.length;
      const nActions = Math.min(ACTIONS.length, action.length), nRel = Math.min(REL_LABELS.length, relation.length);
      return {
        // A model trained before tags were appended has fewer tag outputs per token: it reads the tags it knows.
        tags: b.tokens.map((_, j) => TAGS[argmax(out.tags, j * nTags, Math.min(TAGS.length, nTags))]!),
        action: ACTIONS[argmax(action, 0, nActions)]!,
        relation: REL_LABELS[argmax(relation, 0, nRel)]!,
        type: TYPE_LABELS[argmax(type, 0, TYPE_LABELS.length)]!,
        location: LOC_LABELS[argmax(location, 0, LOC_LABELS.length)]!,
      };
    });
  }

  async dispose(): Promise<void> {
    // Plain arrays: nothing to release.
  }
}
