/**
 * Browser twin of assets.ts (swapped in by the browser build, see tsup.config.ts): model files
 * sit in `models/` beside the bundle and are fetched relative to the bundle's own URL — no CDN,
 * no network beyond the origin that serves the bundle.
 */
import { RussError } from './errors.js';

export class AssetNotFoundError extends RussError {
  constructor(path: string, hint: string) {
    super('E_ASSET_NOT_FOUND', `Model file not found: ${path}. ${hint}`, { path });
  }
}

/** The folder the bundle was loaded from (its `models/` holds the model files). */
export function getPackageRoot(): string {
  return new URL('./', import.meta.url).href;
}

/** URL of a shipped model file; `modelDir` (a URL or path relative to the page) overrides the folder. */
export function modelPath(name: string, modelDir?: string): string {
  const base = modelDir ? new URL(modelDir.endsWith('/') ? modelDir : `${modelDir}/`, globalThis.location?.href ?? import.meta.url) : new URL('./models/', import.meta.url);
  return new URL(name, base).href;
}

export async function readModelFile(name: string, modelDir?: string): Promise<Uint8Array> {
  const url = modelPath(name, modelDir);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new AssetNotFoundError(url, `Fetching it failed (${(err as Error).message}). Serve models/ beside the bundle, or pass the \`modelDir\` option.`);
  }
  if (!response.ok) throw new AssetNotFoundError(url, `The server answered ${response.status}. Serve models/ beside the bundle, or pass the \`modelDir\` option.`);
  return new Uint8Array(await response.arrayBuffer());
}
