/**
 * The judging rules of `russ eval-chat` (bench/chat/README.md): what a turn's `expect` leaves, when
 * a state matches, and what a turn's `says` asks of the answer.
 */
import { describe, expect, it } from 'vitest';
import { saysAll, turnBucket, turnNeed, wrongKind } from '../src/cli/eval-chat.js';
import { expectedState, stateMatches, withPageState, type Site, type SiteState } from '../src/cli/sites.js';

describe('eval-chat judging', () => {
  it('says: one word or phrase, or a list of them that must all be in what was said, without case', () => {
    expect(saysAll(['The total is $19.50.'], '$19.50')).toBe(true);
    expect(saysAll(['The total is $19.50.'], '$20')).toBe(false);
    expect(saysAll(['Two items,', 'the total is $19.50.'], ['$19.50', 'TWO ITEMS'])).toBe(true);
    expect(saysAll(['The total is $19.50.'], ['$19.50', 'two items'])).toBe(false);
    expect(saysAll([], undefined)).toBe(true);
    // A line longer than an answer (a section read out) never satisfies the words.
    expect(saysAll([`Everything here: ${'lorem ipsum '.repeat(20)} total $19.50.`], '$19.50')).toBe(false);
    expect(saysAll([`Everything here: ${'lorem ipsum '.repeat(20)}`, 'Total: $19.50'], '$19.50')).toBe(true);
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

  it('where a session goes wrong is counted by the turn number, in buckets that keep the opening turns apart', () => {
    expect([1, 2, 3, 4, 6, 7, 10, 11, 20].map(turnBucket)).toEqual(['1', '2', '3', '4-6', '4-6', '7-10', '7-10', '11+', '11+']);
  });

  it('a turn is counted by what it needs: a new page, a new query, another state field, an answer, or nothing', () => {
    expect(turnNeed({ expect: { path: '/cart' } })).toBe('navigate');
    expect(turnNeed({ expect: { path: '/search', query: { q: 'tent' } } })).toBe('navigate');
    expect(turnNeed({ expect: { query: { sort: 'price' } } })).toBe('query');
    expect(turnNeed({ expect: { path: '/cart', cart: [{ id: 'a' }] } })).toBe('state');
    expect(turnNeed({ expect: { saved: 1 }, says: 'saved' })).toBe('state');
    expect(turnNeed({ says: 'twelve dollars' })).toBe('answer');
    expect(turnNeed({})).toBe('nothing');
    expect(turnNeed({ expect: {} })).toBe('nothing');
  });

  it('a site may keep the page as top-level path and query: it is judged and restored as { page }', () => {
    let raw: Record<string, unknown> = { path: '/', query: {}, basket: [] };
    const site: Site = {
      handle: () => ({ html: '' }),
      state: () => structuredClone(raw) as unknown as SiteState,
      restore: (s) => {
        raw = structuredClone(s) as unknown as Record<string, unknown>;
      },
      reset: () => {
        raw = { path: '/', query: {}, basket: [] };
      },
    };
    const judged = withPageState(site, 'shop');
    expect(judged.state()).toEqual({ page: { path: '/', query: {} }, basket: [] });
    judged.restore({ page: { path: '/search', query: { q: 'roses' } }, basket: [1] });
    expect(raw).toEqual({ path: '/search', query: { q: 'roses' }, basket: [1] });
    expect(stateMatches(judged.state(), expectedState({ page: { path: '/', query: {} }, basket: [1] }, { path: '/search', query: { q: 'Roses' } }))).toBe(true);
    // A site in the judged shape is used as it is; one with no page at all is a usage error naming it.
    const plain = { ...site, state: () => ({ page: { path: '/', query: {} } }) };
    expect(withPageState(plain, 'plain')).toBe(plain);
    expect(() => withPageState({ ...site, state: () => ({ cart: [] }) as unknown as SiteState }, 'broken')).toThrow(/broken: state\(\) must hold the page shown/);
  });
});
