/**
 * Model files ship in the package's `models/` folder and load from the package itself — never
 * from a hub. In Node they are read from disk relative to the package root (found by walking up
 * from this module to russ-sdk's package.json, so it works from src/ under tsx/vitest and from
 * dist/ once built). The browser build swaps in a fetch relative to the bundle's URL.
 */
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { RussError } from './errors.js';

export class AssetNotFoundError extends RussError {
  constructor(path: string, hint: string) {
    super('E_ASSET_NOT_FOUND', `Model file not found: ${path}. ${hint}`, { path });
  }
}

let packageRoot: string | undefined;

function here(): string {
  // ESM: import.meta.url; CJS build: __filename (tsup leaves `import.meta` empty there).
  if (typeof import.meta !== 'undefined' && import.meta.url) return dirname(fileURLToPath(import.meta.url));
  return typeof __dirname !== 'undefined' ? __dirname : process.cwd();
}

/** The root of the installed russ-sdk package (the folder holding its package.json and models/). */
export function getPackageRoot(): string {
  if (packageRoot) return packageRoot;
  let dir = here();
  for (let i = 0; i < 8; i++) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if ((JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'russ-sdk') return (packageRoot = dir);
      } catch {
        // not ours; keep walking
      }
    }
    const up = dirname(dir);
    if (up === dir) break;
    dir = up;
  }
  throw new RussError('E_PACKAGE_ROOT', `Cannot find the russ-sdk package root above ${here()}`);
}

/** Absolute path of a shipped model file, e.g. `modelPath('parser.onnx')`. */
export function modelPath(name: string, modelDir?: string): string {
  return resolve(modelDir ?? join(getPackageRoot(), 'models'), name);
}

/** Read a shipped model file. `modelDir` overrides the folder (option `models` of the public APIs). */
export async function readModelFile(name: string, modelDir?: string): Promise<Uint8Array> {
  const path = modelPath(name, modelDir);
  try {
    return new Uint8Array(await readFile(path));
  } catch {
    throw new AssetNotFoundError(path, modelDir ? 'Check the `models` option.' : 'Reinstall russ-sdk, or pass the `models` option.');
  }
}
