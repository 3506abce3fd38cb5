/**
 * The judging rules of `russ eval-chat` (bench/chat/README.md): what a turn's `expect` leaves, when
 * a state matches, and what a turn's `says` asks of the answer.
 */
import { describe, expect, it } from 'vitest';
import { saysAll } from '../src/cli/eval-chat.js';
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
});
