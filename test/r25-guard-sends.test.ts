/**
 * Round 25 (safety): eval-tasks' `unexpectedSends` — a task whose run sent a form and changed a
 * state field its expectation does not name (a support message sent on the way to a reservation).
 * The fields compared, over plain states; the count end to end is in test/r25-guard-commit.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { changedUnnamed } from '../src/cli/eval-tasks.js';

describe('the state fields a run changed that the task does not name', () => {
  const before = { page: { path: '/units', query: {} }, reservations: [{ ref: 'BX-1' }], messages: [] as unknown[] };

  it('names a record the gold did not ask to change, not the page shown nor a named field', () => {
    const after = { page: { path: '/help/sent', query: {} }, reservations: [{ ref: 'BX-1' }], messages: [{ ref: '2026' }] };
    expect(changedUnnamed(before, after, { path: '/reserved', reservations: [] })).toEqual(['messages']);
    expect(changedUnnamed(before, after, { messages: [] })).toEqual([]);
  });

  it('is empty when only the page or the named fields changed', () => {
    const after = { page: { path: '/reserved', query: {} }, reservations: [{ ref: 'BX-1' }, { ref: 'BX-2' }], messages: [] };
    expect(changedUnnamed(before, after, { path: '/reserved', reservations: [] })).toEqual([]);
  });
});
