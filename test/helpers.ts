import { readFileSync, existsSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The RUSS development split, beside the repository (see DEVELOPERS.md). Used to measure, never to train. */
export const DEV_DIR = resolve(ROOT, '../shared/russ-eval/dev');
export const hasDevData = existsSync(join(DEV_DIR, 'instructions.jsonl'));

export interface DevRow {
  id: string;
  task: number;
  step: number;
  instruction: string;
  thingtalk: string | null;
  gold_xid: string | null;
  dom: string | null;
  user_values: Record<string, string>;
}

export function devRows(): DevRow[] {
  return readFileSync(join(DEV_DIR, 'instructions.jsonl'), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as DevRow);
}

export function devSnapshot(dom: string): unknown[] {
  return JSON.parse(gunzipSync(readFileSync(join(DEV_DIR, 'doms', `${dom}.json.gz`))).toString('utf8')) as unknown[];
}
