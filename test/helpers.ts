import { readFileSync, existsSync } from 'node:fs';
import { spawn } from 'node:child_process';
import { describe, it } from 'vitest';
import { gunzipSync } from 'node:zlib';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** The RUSS development split, beside the repository (see DEVELOPERS.md; `RUSS_DEV_DIR` points elsewhere). Used to measure, never to train. */
export const DEV_DIR = resolve(ROOT, process.env.RUSS_DEV_DIR ?? '../shared/russ-eval/dev');
export const hasDevData = existsSync(join(DEV_DIR, 'instructions.jsonl'));
const devMissing = `skipped: the dev split ${DEV_DIR} is not beside the repository`;

/**
 * The one gate of tests that measure on the dev split: without it (a fresh clone) they are skipped
 * with a one-line reason; under CI (`CI=true`) they are required, and a missing split fails.
 */
export function describeDev(name: string, fn: () => void): void {
  if (hasDevData) describe(name, fn);
  else if (process.env.CI === 'true') describe(name, () => it('needs the dev split (CI=true)', () => { throw new Error(`CI=true requires ${DEV_DIR}`); }));
  else describe.skip(`${name} (${devMissing})`, () => it.skip(devMissing, () => undefined));
}

/** `it` for one test that needs the dev split (same rule as `describeDev`). */
export function itDev(name: string, fn: () => Promise<void> | void, timeout?: number): void {
  if (hasDevData) it(name, fn, timeout);
  else if (process.env.CI === 'true') it(name, () => { throw new Error(`CI=true requires ${DEV_DIR}`); });
  else it.skip(`${name} (${devMissing})`, () => undefined);
}

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

/** Run the built CLI (`bin/russ.js`) with `args`, writing `stdin` (null: a pipe left open that nobody writes to). */
export function runCli(args: string[], stdin: string | null = ''): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'bin/russ.js'), ...args], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (stdin !== null) child.stdin.end(stdin);
  });
}
