/**
 * Browser twin of assets.ts (swapped in by the browser build, see tsup.config.ts): model files
 * are fetched from the package's own `models/` folder, found relative to the bundle's URL
 * (dist/browser/index.js → ../../models/), so the package ships one copy of each. A host whose
 * bundler moves the code elsewhere passes the `models` option (a URL or a path relative to the
 * page). No CDN, no network beyond what the host chooses.
 */
import { RussError } from './errors.js';

export class AssetNotFoundError extends RussError {
  constructor(path: string, hint: string) {
    super('E_ASSET_NOT_FOUND', `Model file not found: ${path}. ${hint}`, { path });
  }
}

/** The package root, relative to the bundle (dist/browser/index.js). */
export function getPackageRoot(): string {
  return new URL('../../', import.meta.url).href;
}

/** URL of a shipped model file; `modelDir` (the `models` option: a URL or path relative to the page) overrides the folder. */
export function modelPath(name: string, modelDir?: string): string {
  const base = modelDir ? new URL(modelDir.endsWith('/') ? modelDir : `${modelDir}/`, globalThis.location?.href ?? import.meta.url) : new URL('../../models/', import.meta.url);
  return new URL(name, base).href;
}

export async function readModelFile(name: string, modelDir?: string): Promise<Uint8Array> {
  const url = modelPath(name, modelDir);
  let response: Response;
  try {
    response = await fetch(url);
  } catch (err) {
    throw new AssetNotFoundError(url, `Fetching it failed (${(err as Error).message}). Serve the package's models/ folder, or pass the \`modelDir\` option.`);
  }
  if (!response.ok) throw new AssetNotFoundError(url, `The server answered ${response.status}. Serve the package's models/ folder, or pass the \`modelDir\` option.`);
  return new Uint8Array(await response.arrayBuffer());
}
