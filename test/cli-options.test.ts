import { describe, expect, it } from 'vitest';
import { COMMANDS, main } from '../src/cli/index.js';
import { CliUsageError, MILLISECONDS, MILLISECONDS_OR_0, parseCliArgs, POSITIVE_WHOLE, WHOLE } from '../src/cli/options.js';

const spec = (name: string) => COMMANDS.find((c) => c.name === name)!.options;

describe('command-line arguments (one reader for every command)', () => {
  it('reads values, repeated values, switches, --flag=value and positionals', () => {
    const a = parseCliArgs(spec('run'), ['steps.txt', '--allow', 'a.test', '--timeout=500', '--headed', '--allow', 'b.test', '--answers', 'a.json']);
    expect(a.positionals).toEqual(['steps.txt']);
    expect(a.values('--allow')).toEqual(['a.test', 'b.test']);
    expect(a.number('--timeout', MILLISECONDS)).toBe(500);
    expect(a.has('--headed')).toBe(true);
    expect(a.has('--pretty')).toBe(false);
    expect(a.value('--answers')).toBe('a.json');
    expect(a.value('--url')).toBeUndefined();
    expect(a.single('the file')).toBe('steps.txt');
  });

  it('keeps "-" (stdin) and everything after "--" as positionals', () => {
    expect(parseCliArgs(spec('run'), ['-']).positionals).toEqual(['-']);
    expect(parseCliArgs(spec('parse'), ['--', '--models', 'x']).positionals).toEqual(['--models', 'x']);
  });

  it('refuses unknown options, missing values and values given to switches as usage errors', () => {
    expect(() => parseCliArgs(spec('run'), ['f', '--bogus'])).toThrow(/unknown option --bogus/);
    expect(() => parseCliArgs(spec('run'), ['f', '--answers'])).toThrow(/--answers needs a value \(FILE\)/);
    expect(() => parseCliArgs(spec('run'), ['f', '--answers', '--headed'])).toThrow(/--answers needs a value/);
    expect(() => parseCliArgs(spec('run'), ['f', '--headed=yes'])).toThrow(/--headed takes no value/);
    expect(() => parseCliArgs(spec('run'), ['f', '--bogus'])).toThrow(CliUsageError);
  });

  it('checks numbers against their rule, naming the bad value', () => {
    const a = parseCliArgs(spec('turk'), ['dir', '--instances', '1.5', '--skip', '-1', '--timeout', 'soon', '--element-timeout', '0']);
    expect(() => a.number('--instances', POSITIVE_WHOLE)).toThrow(/--instances takes a positive whole number, not "1.5"/);
    expect(() => a.number('--skip', WHOLE)).toThrow(CliUsageError);
    expect(() => a.number('--timeout', MILLISECONDS)).toThrow(/not "soon"/);
    expect(a.number('--element-timeout', MILLISECONDS_OR_0)).toBe(0);
    expect(() => parseCliArgs(spec('run'), ['f', '--timeout', '']).number('--timeout', MILLISECONDS)).toThrow(CliUsageError);
  });

  it('asks for the one positional argument, and refuses two', () => {
    expect(() => parseCliArgs(spec('eval'), []).single('the split folder')).toThrow(/Give the split folder/);
    expect(() => parseCliArgs(spec('eval'), ['a', 'b']).single('the split folder')).toThrow(/Only one argument, the split folder; got "a", "b"/);
  });

  it('exits 1 (a failed run, not bad usage) with "internal error" when a command throws something unexpected', async () => {
    const errors: string[] = [];
    const log = console.error;
    console.error = (m: string) => { errors.push(m); };
    COMMANDS.push({ name: 'broken-for-test', description: '', args: '', options: [], load: async () => ({ run: async () => { throw new TypeError('x is undefined'); } }) });
    try {
      expect(await main(['broken-for-test'])).toBe(1);
      expect(await main(['broken-for-test', '--bogus'])).toBe(2);
    } finally {
      COMMANDS.pop();
      console.error = log;
    }
    expect(errors[0]).toMatch(/^russ broken-for-test: internal error: x is undefined/);
    expect(errors[1]).toMatch(/unknown option --bogus/);
  });
});
