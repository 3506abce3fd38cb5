/**
 * The judging rules of `russ eval-chat` (bench/chat/README.md): what a turn's `expect` leaves, when
 * a state matches, and what a turn's `says` asks of the answer.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { evalChat, onPage, previousPage, saysAll, turnBucket, turnNeed, turnTime, wrongKind, type TurnRecord } from '../src/cli/eval-chat.js';
import { expectedState, stateMatches, withPageState, type Site, type SiteState } from '../src/cli/sites.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

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

  it('turn durations are summed up as counts: the median, the longest, and how many passed 5, 15 and 60 seconds', () => {
    expect(turnTime([])).toEqual({ medianMs: 0, maxMs: 0, over5s: 0, over15s: 0, over60s: 0 });
    expect(turnTime([70_000, 120, 6000, 300, 16_000])).toEqual({ medianMs: 6000, maxMs: 70_000, over5s: 3, over15s: 2, over60s: 1 });
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

describe('teacher forcing keeps a page the turns before left as expected', () => {
  it('compares the browser\'s page by path and query, in any order', async () => {
    const at = (url: string) => ({ url: async () => url });
    expect(await onPage(at('http://127.0.0.1:9/a?x=1&y=2'), 'http://127.0.0.1:9/a?y=2&x=1')).toBe(true);
    expect(await onPage(at('http://127.0.0.1:9/a?x=1'), 'http://127.0.0.1:9/a')).toBe(false);
    expect(await onPage(at('http://127.0.0.1:9/b'), 'http://127.0.0.1:9/a')).toBe(false);
    expect(await onPage({ url: async () => { throw new Error('closed'); } }, 'http://127.0.0.1:9/a')).toBe(false);
  });

  it('the page behind a restored one is the latest earlier expected page that differs, else the start page', () => {
    const at = (path: string, query: Record<string, string> = {}) => ({ page: { path, query } }) as SiteState;
    const expected = [at('/list', { b: '2', a: '1' }), at('/p/1'), at('/p/1'), at('/list', { a: '1', b: '2' })];
    expect(previousPage(expected, 2, '/')).toEqual({ path: '/list', query: { b: '2', a: '1' } });
    expect(previousPage(expected, 3, '/')).toEqual({ path: '/p/1', query: {} });
    expect(previousPage(expected, 0, '/?x=1')).toEqual({ path: '/', query: { x: '1' } });
    expect(previousPage([at('/')], 0, '/')).toBeUndefined();
  });

  it.runIf(hasChromium)('values typed in earlier turns are still in the form the next turn sends; after a wrong turn the state is restored (real Chromium, test/sites/teacher)', async () => {
    const turns: TurnRecord[] = [];
    const summary = await evalChat(join(ROOT, 'test/sites/teacher'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTurn: (r) => turns.push(r) });
    const teacher = (session: string, turn: number) => turns.find((r) => r.mode === 'teacher' && r.session === session && r.turn === turn)!;
    // The form is sent with the name and e-mail typed by the two turns before: a reload between turns would have emptied it.
    expect(teacher('typed-then-sent', 4).right).toBe(true);
    expect(teacher('typed-then-sent', 4).state.messages).toEqual([{ name: 'Ada Byron', mail: 'ada@example.org' }]);
    // No control asks for a call back: that turn is wrong, and the next runs from the expected state, restored.
    expect(teacher('wrong-then-restored', 2).right).toBe(false);
    expect(teacher('wrong-then-restored', 3).state.callbacks).toBe(1);
    expect(teacher('wrong-then-restored', 3).right).toBe(true);
    // Round 26: after a wrong turn, the page the expected history came from is behind the restored page, so
    // "Go back." goes to the contact page (before, to the run's own wrong page: home), in the browser and the conversation.
    expect(teacher('wrong-then-back', 2).right).toBe(false);
    expect(teacher('wrong-then-back', 3).state.page).toEqual({ path: '/contact', query: {} });
    expect(teacher('wrong-then-back', 3).right).toBe(true);
    expect(summary.stepAccuracyTeacherForced).toBe(80);
    expect(summary.byNeed.state).toEqual([2, 1]);
    // Every turn is timed, free-running and teacher-forced.
    expect(turns.every((r) => Number.isInteger(r.ms) && r.ms >= 0)).toBe(true);
    expect(summary.turnTime.maxMs).toBe(Math.max(...turns.map((r) => r.ms)));
  }, 120_000);
});

