/**
 * The judging rules of `russ eval-chat` (bench/chat/README.md): what a turn's `expect` leaves, when
 * a state matches, and what a turn's `says` asks of the answer.
 */
import { describe, expect, it } from 'vitest';
import { saysAll, wrongKind } from '../src/cli/eval-chat.js';
import { expectedState, stateMatches } from '../src/cli/sites.js';

describe('eval-chat judging', () => {
  it('says: one word or phrase, or a list of them that must all be in what was said, without case', () => {
    expect(saysAll(['The total is $19.50.'], '$19.50')).toBe(true);
    expect(saysAll(['The total is $19.50.'], '$20')).toBe(false);
    expect(saysAll(['Two items,', 'the total is $19.50.'], ['$19.50', 'TWO ITEMS'])).toBe(true);
    expect(saysAll(['The total is $19.50.'], ['$19.50', 'two items'])).toBe(false);
    expect(saysAll([], undefined)).toBe(true);
  });

  it('expect: a path resets the query, other fields are replaced whole; empty query values and case do not count', () => {
    const before = { page: { path: '/search', query: { q: 'tent' } }, cart: [{ id: 1 }] };
    expect(expectedState(before, { path: '/cart' })).toEqual({ page: { path: '/cart', query: {} }, cart: [{ id: 1 }] });
    expect(expectedState(before, { query: { q: 'tent', sort: 'price' } }).page).toEqual({ path: '/search', query: { q: 'tent', sort: 'price' } });
    expect(expectedState(before, { cart: [] }).cart).toEqual([]);
    expect(stateMatches({ page: { path: '/search', query: { q: 'Tent', page: '' } }, cart: [{ id: 1 }] }, before)).toBe(true);
    expect(stateMatches({ page: { path: '/search', query: { q: 'tents' } }, cart: [{ id: 1 }] }, before)).toBe(false);
  });

  it('a wrong turn is counted as missed, a wrong action, an overreach or an answer that lacks the words', () => {
    const click = { action: 'click' } as never;
    const failed = { action: 'click', error: { code: 'E_NOT_FOUND' } } as never;
    expect(wrongKind({ utterance: 'x', status: 'asked', steps: [], said: ['Which one?'] }, true, false)).toBe('missed');
    expect(wrongKind({ utterance: 'x', status: 'failed', steps: [failed], said: [] }, true, false)).toBe('missed');
    expect(wrongKind({ utterance: 'x', status: 'done', steps: [click], said: [] }, true, false)).toBe('wrongAction');
    expect(wrongKind({ utterance: 'x', status: 'done', steps: [click], said: [] }, false, false)).toBe('overreach');
    expect(wrongKind({ utterance: 'x', status: 'done', steps: [], said: ['Done.'] }, false, true)).toBe('notSaid');
  });
});
