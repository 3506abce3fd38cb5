/** The runnable examples keep running: examples/chatbot.mjs follows the demo article with answers typed on its console. */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

function run(args: string[], input: string): Promise<{ code: number | null; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, env: { ...process.env, NO_COLOR: '1' } });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.stderr.on('data', (d: Buffer) => (out += d.toString()));
    child.on('close', (code) => resolve({ code, out: out.replace(/\x1b\[[0-9;]*m/g, '') }));
    child.stdin.end(input);
  });
}

describe.runIf(hasChromium)('examples/chatbot.mjs', () => {
  it('asks the user on its console, follows the demo article and reads the confirmation back', async () => {
    const { code, out } = await run([join(ROOT, 'examples/chatbot.mjs')], 'ada@example.com\ncorrect-horse-battery\nDeutsch\n');
    expect(code, out).toBe(0);
    expect(out).toContain('bot: What is your email address?');
    expect(out).toContain('select → Language');
    expect(out).toMatch(/I found this for you: ACME-\d{5}/);
    expect(out).toContain('bot: All done.');
    expect(out).not.toContain('[failed]');
  }, 120_000);

  it('tells the user which step it could not finish when the user leaves', async () => {
    const { code, out } = await run([join(ROOT, 'examples/chatbot.mjs')], 'ada@example.com\n');
    expect(code).toBe(1);
    expect(out).toContain('Sorry, I could not finish');
  }, 120_000);
});
