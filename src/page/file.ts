/**
 * Node-only: a page model from a file — a RUSS snapshot (`.json`, `.json.gz`) or an HTML page
 * (`.html`, `.htm`). Used by the CLI; not part of the browser build (not exported from the index).
 */
import { readFileSync, statSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { PageError } from './errors.js';
import { pageFromCapture } from './from-capture.js';
import { pageFromHtml } from './from-html.js';
import { pageFromRussSnapshot } from './from-russ-snapshot.js';
import type { PageModel } from './types.js';

/** Largest page file read, compressed or not (bytes). */
export const MAX_PAGE_FILE_BYTES = 200_000_000;

export function readPageFile(path: string): PageModel {
  let size: number;
  try {
    size = statSync(path).size;
  } catch {
    throw new PageError('E_PAGE_FILE', `Cannot read page file ${path}`, { path });
  }
  if (size > MAX_PAGE_FILE_BYTES) throw new PageError('E_PAGE_TOO_LARGE', `Page file ${path} is ${size} bytes, over the limit`, { path, size });
  let bytes: Buffer = readFileSync(path);
  if (path.endsWith('.gz') || (bytes[0] === 0x1f && bytes[1] === 0x8b)) {
    try {
      bytes = gunzipSync(bytes, { maxOutputLength: MAX_PAGE_FILE_BYTES });
    } catch {
      throw new PageError('E_PAGE_INVALID', `${path} is not valid gzip (or unpacks to over ${MAX_PAGE_FILE_BYTES} bytes)`, { path });
    }
  }
  const text = bytes.toString('utf8');
  if (/\.html?(\.gz)?$/i.test(path) || /^\s*</.test(text)) return pageFromHtml(text);
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new PageError('E_PAGE_INVALID', `${path} is neither JSON (a RUSS snapshot) nor HTML`, { path });
  }
  if (data && typeof data === 'object' && !Array.isArray(data) && Array.isArray((data as { elements?: unknown }).elements)) {
    return pageFromCapture(data); // a saved live capture
  }
  return pageFromRussSnapshot(data);
}
