/**
 * Optional semantic matching with a sentence-embedding model the host provides. `loadEmbedder`
 * opens a model from a LOCAL folder (config.json, tokenizer files, onnx/model.onnx — e.g. a
 * MiniLM exported for transformers.js) through @huggingface/transformers, an optional peer
 * dependency; nothing is ever downloaded. `ground(…, { embedder })` then adds the cosine
 * similarity of the description and each element's text to the lexical text score.
 */
import { RussError } from '../errors.js';
import type { PageElement, PageModel } from '../page/types.js';

export interface Embedder {
  /** One vector per text (normalised or not; cosine is taken). */
  embed(texts: string[]): Promise<ArrayLike<number>[]>;
  dispose?(): Promise<void> | void;
}

export interface LoadEmbedderOptions {
  /** How token vectors become one sentence vector. Default 'mean'. */
  pooling?: 'mean' | 'cls';
  /** ONNX weights variant, e.g. 'fp32' (onnx/model.onnx) or 'q8' (onnx/model_quantized.onnx). Default 'fp32'. */
  dtype?: 'fp32' | 'fp16' | 'q8' | 'int8' | 'uint8' | 'q4';
}

/** Open a sentence-embedding model from a local folder with @huggingface/transformers. */
export async function loadEmbedder(modelPath: string, options: LoadEmbedderOptions = {}): Promise<Embedder> {
  let transformers: typeof import('@huggingface/transformers');
  try {
    transformers = await import('@huggingface/transformers');
  } catch {
    throw new RussError('E_EMBEDDER_UNAVAILABLE', 'The `embedder` option needs the optional dependency @huggingface/transformers (npm install @huggingface/transformers)');
  }
  // No node:path here (this module is also in the browser build).
  const abs = modelPath.replace(/[\\/]+$/, '');
  const slash = Math.max(abs.lastIndexOf('/'), abs.lastIndexOf('\\'));
  const folder = slash >= 0 ? abs.slice(0, slash + 1) : './';
  const name = abs.slice(slash + 1);
  const { env, pipeline } = transformers;
  // Local files only: never reach a model hub.
  env.allowRemoteModels = false;
  env.allowLocalModels = true;
  env.localModelPath = folder;
  let extractor: Awaited<ReturnType<typeof pipeline<'feature-extraction'>>>;
  try {
    extractor = await pipeline('feature-extraction', name, { local_files_only: true, dtype: options.dtype ?? 'fp32' });
  } catch (err) {
    throw new RussError('E_EMBEDDER_LOAD', `Cannot load the embedding model at ${abs}: ${err instanceof Error ? err.message : String(err)}`, { path: abs });
  }
  const pooling = options.pooling ?? 'mean';
  return {
    async embed(texts: string[]): Promise<ArrayLike<number>[]> {
      if (!texts.length) return [];
      const out = await extractor(texts, { pooling, normalize: true });
      return out.tolist() as number[][];
    },
    async dispose() {
      await extractor.dispose();
    },
  };
}

/** The text of an element an embedding is taken of: its name, else text, placeholder, label. */
function embeddingText(el: PageElement): string {
  return (el.name || el.text || el.attributes['aria-label'] || el.attributes.placeholder || el.attributes.title || el.attributes.alt || '').slice(0, 120);
}

/** Most elements embedded for one query (visible, named, interactive ones first). */
export const MAX_EMBEDDED_ELEMENTS = 400;

/**
 * Cosine similarity (clamped to [0, 1]) of the description and each element worth embedding,
 * by element index.
 */
export async function semanticScores(embedder: Embedder, description: string, page: PageModel): Promise<Map<number, number>> {
  const pool = page.elements
    .filter((e) => e.tag !== '#text' && embeddingText(e))
    .sort((a, b) => rank(b) - rank(a) || a.index - b.index)
    .slice(0, MAX_EMBEDDED_ELEMENTS);
  const vectors = await embedder.embed([description, ...pool.map(embeddingText)]);
  const q = vectors[0];
  const out = new Map<number, number>();
  if (!q) return out;
  pool.forEach((el, i) => {
    const v = vectors[i + 1];
    if (v) out.set(el.index, Math.max(0, cosine(q, v)));
  });
  return out;
}

function rank(e: PageElement): number {
  return (e.visible ? 2 : 0) + (e.type && e.type !== 'text' ? 1 : 0);
}

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    dot += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}
