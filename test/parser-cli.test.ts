import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const BIN = join(ROOT, 'bin/russ.js');

/** 3,000 hostile or meaningless lines, deterministic. */
function hostileLines(): Buffer[] {
  let seed = 7;
  const rand = (): number => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32);
  const samples: Array<() => Buffer> = [
    () => Buffer.from(''),
    () => Buffer.from('   \t  '),
    () => Buffer.from('x'.repeat(1_000_000)),
    () => Buffer.from('Click '.repeat(500)),
    () => Buffer.from(Array.from({ length: 64 }, () => Math.floor(rand() * 256)).map((b) => (b === 0x0a ? 0x0b : b))), // binary; a newline byte would start a new line
    () => Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xa0, 0xa1, 0xe2, 0x28, 0xa1]),
    () => Buffer.from('\u0000\u0001\u0002\u001b[31mClick\u001b[0m Sign in\u0007'),
    () => Buffer.from('{"instruction": "Click OK", "thingtalk": null}'),
    () => Buffer.from('<script>alert(1)</script><img src=x onerror=alert(1)>'),
    () => Buffer.from("'; DROP TABLE users; -- Click Submit"),
    () => Buffer.from('Z\u0351\u0360\u035b\u0345a\u0352\u0350l\u036e\u0305g\u030c\u0343o Click Continue'),
    () => Buffer.from('\u202eClick\u202d \u200bSign\u200d in\ufeff'),
    () => Buffer.from('🙂🙃 Click the 🔍 icon 🚀'),
    () => Buffer.from('ＣＬＩＣＫ　ＳＩＧＮ　ＩＮ'),
    () => Buffer.from('Go to http://' + 'a'.repeat(3000) + '.com'),
    () => Buffer.from('"'.repeat(300)),
    () => Buffer.from('Click Save\r'),
    () => Buffer.from('Enter user-selected email in text field under Email\r'),
    () => Buffer.from('lorem ipsum dolor sit amet ' + Math.floor(rand() * 1e9)),
    () => Buffer.from('\\u0000 \\n \\" null undefined NaN'),
  ];
  return Array.from({ length: 3000 }, (_, i) => samples[i % samples.length]!());
}

describe.runIf(existsSync(join(ROOT, 'dist/cli.js')))('russ parse (stdin, built CLI)', () => {
  it('answers 3,000 hostile lines with exactly 3,000 JSON lines and exit code 0', () => {
    const lines = hostileLines();
    const input = Buffer.concat(lines.flatMap((l) => [l, Buffer.from('\n')]));
    const r = spawnSync(process.execPath, [BIN, 'parse'], { input, maxBuffer: 256 * 1024 * 1024, timeout: 120_000 });
    expect(r.status, r.stderr.toString()).toBe(0);
    const out = r.stdout.toString('utf8').split('\n');
    expect(out.pop()).toBe('');
    expect(out).toHaveLength(3000);
    for (const line of out) {
      const row = JSON.parse(line) as { instruction: string; thingtalk?: string; error?: { code: string; message: string } };
      expect(typeof row.instruction).toBe('string');
      expect(row.instruction.length).toBeLessThanOrEqual(2000);
      expect(Boolean(row.thingtalk) !== Boolean(row.error)).toBe(true);
      if (row.error) expect(row.error.code).toMatch(/^E_PARSE_/);
    }
    const first = out.slice(0, 20).map((l) => JSON.parse(l) as { error?: { code: string } });
    expect(first[0]!.error!.code).toBe('E_PARSE_EMPTY');
    expect(first[2]!.error!.code).toBe('E_PARSE_TOO_LONG');
    expect(first[3]!.error!.code).toBe('E_PARSE_TOO_LONG');
    expect((JSON.parse(out[16]!) as { thingtalk: string }).thingtalk).toContain('@webagent.click');
  }, 120_000);

  it('prints NN and surface syntax for one argument', () => {
    const r = spawnSync(process.execPath, [BIN, 'parse', 'Click the Search button'], { encoding: 'utf8' });
    expect(r.status).toBe(0);
    const [nn, surface] = r.stdout.trim().split('\n');
    expect(nn).toMatch(/^now => @webagent\.retrieve .*@webagent\.click/);
    expect(surface).toMatch(/@click/);
  });
});

describe('russ help and options (the command table in src/cli/index.ts)', () => {
  const russ = (...args: string[]) => spawnSync(process.execPath, [BIN, ...args], { encoding: 'utf8', timeout: 30_000 });

  it('russ --help describes every command', () => {
    const r = russ('--help');
    expect(r.status).toBe(0);
    for (const [name, words] of [['parse', 'ThingTalk'], ['ground', 'element'], ['eval', 'accuracy'], ['run', 'Chromium'], ['demo', 'demo site']] as const) {
      expect(r.stdout).toMatch(new RegExp(`^  ${name} +.*${words}`, 'm'));
    }
  });

  it('russ <command> --help describes each option', () => {
    const r = russ('run', '--help');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^Usage: russ run FILE \[options\]/);
    expect(r.stdout).toMatch(/^  --answers FILE +JSON object of answers/m);
    expect(r.stdout).toMatch(/^  --allow ORIGIN +origin or host/m);
    const p = russ('parse', '--help');
    expect(p.stdout).toMatch(/^  --models DIR +folder of the model files/m);
    expect(p.stdout).toMatch(/^  --no-entities +/m);
  });

  it('rejects an unknown option with exit code 2, naming it, before loading anything', () => {
    for (const cmd of ['parse', 'ground', 'eval', 'run', 'demo']) {
      const r = russ(cmd, '--bogus-flag', 'x');
      expect(r.status, cmd).toBe(2);
      expect(r.stderr, cmd).toContain(`russ ${cmd}: unknown option --bogus-flag`);
    }
    expect(russ('parse', '--model-dir', 'x', 'Click OK').stderr).toContain('unknown option --model-dir');
    expect(russ('nonsense').status).toBe(2);
  });
});
