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
