/** Options are checked where they enter the API: unknown keys and wrong kinds of values are typed errors. */
import { describe, expect, it } from 'vitest';
import { Russ } from '../src/runtime/russ.js';
import { execute } from '../src/runtime/execute.js';
import { RuntimeConfigError } from '../src/runtime/errors.js';
import { program, query, str } from '../src/thingtalk/index.js';
import type { Adapter } from '../src/runtime/adapter.js';

// Never called: the options are rejected before the adapter is used.
const adapter = {} as Adapter;
const click = program({ kind: 'action', name: 'click', element: query({ description: str('OK') }) });

describe('options', () => {
  it('new Russ rejects an unknown option, naming it', () => {
    const make = () => new Russ({ adapter, minConfidance: 0.5 } as never);
    expect(make).toThrow(RuntimeConfigError);
    expect(make).toThrow(/unknown option "minConfidance"/);
  });

  it.each([
    [{ minConfidence: 2 }, /"minConfidence" must be a number from 0 to 1/],
    [{ onLowConfidence: 'retry' }, /"onLowConfidence" must be "stop" or "ask"/],
    [{ timeout: -5 }, /"timeout" must be a number of milliseconds > 0/],
    [{ allowedOrigins: 'example.com' }, /"allowedOrigins" must be an array/],
    [{ askTries: 0 }, /"askTries" must be a whole number/],
    [{ sendFilledForms: 'no' }, /"sendFilledForms" must be true or false/],
  ])('new Russ rejects %j', (bad, message) => {
    expect(() => new Russ({ adapter, ...(bad as object) })).toThrow(message);
  });

  it('accepts every documented option', () => {
    expect(
      () => new Russ({ adapter, dialogue: {}, models: '/m', values: {}, onEvent: () => undefined, minConfidence: 0.3, minScore: 0.5, onLowConfidence: 'ask', elementTimeout: 0, timeout: 1000, allowedOrigins: ['example.com'], askTries: 2, signal: new AbortController().signal, sendFilledForms: false }),
    ).not.toThrow();
  });

  it('execute takes one options object and rejects unknown keys', async () => {
    await expect(execute(click, { adapter, bogus: true } as never)).rejects.toThrow(/execute: unknown option "bogus"/);
    await expect(execute(click, undefined as never)).rejects.toBeInstanceOf(RuntimeConfigError);
  });
});
