/**
 * Round 29, end to end on our climbing wall (test/sites/r29-dayfirst/server.mjs) in real Chromium:
 * a page and its day or kind said in one sentence — the nav link followed, then the day strip's or
 * kind link on the page it opened (src/parser/day-first.ts); a weekday said while a later day is in
 * view is the next such day; a number in a time is no day.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { daySaidIso } from '../src/parser/day-first.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<Record<string, string>>;
}

describe('round 29 the day said (units)', () => {
  const today = new Date(2026, 10, 28);
  it.each([
    ['can you check sessions for tomorrow', '2026-11-29'],
    ['book a session for monday', '2026-11-30'],
    ['what about the 3rd of December', '2026-12-03'],
    ['today please', '2026-11-28'],
    ['morning please, between 7 and 10', undefined],
    ['anything around 10 for four of us?', undefined],
    ['book the 10:40 then', undefined],
    ['The first slot.', undefined],
    // (A weekday with its day of the month in words is that date: today is Saturday 28 November, and Wednesday the ninth is 9 December, not the 2nd.)
    ['wednesday the ninth', '2026-12-09'],
  ])('%s → %s', (text, iso) => {
    expect(daySaidIso(text, today)).toBe(iso);
  });
  it('reads a weekday from the day in view, never a past day', () => {
    expect(daySaidIso('ok what about saturday morning instead', today, new Date(2026, 11, 1))).toBe('2026-12-05');
  });
});

describe.runIf(hasChromium)('round 29 a page and its day or kind in one sentence (real Chromium, our climbing wall)', () => {
  const { state, chatOn } = chatSite<SiteState>('r29-dayfirst/server.mjs', { today: '2026-11-28' });

  it('opens the page, then the day said on its strip', async () => {
    const { ask, close } = await chatOn('/');
    try {
      const r = await ask('hi, can you check sessions for tomorrow');
      expect(r.state.page).toEqual({ path: '/sessions', query: { date: '2026-11-29' } });
    } finally {
      await close();
    }
  }, 180_000);

  it('opens the page, then the kind link a word of the sentence names', async () => {
    const { ask, close } = await chatOn('/');
    try {
      const r = await ask('hello, can you show me the prices for courses');
      expect(r.state.page).toEqual({ path: '/prices', query: { cat: 'courses' } });
    } finally {
      await close();
    }
  }, 180_000);

  it('books by the day said, then a time range chooses the time and leaves the day', async () => {
    const { ask, close } = await chatOn('/');
    try {
      const r = await ask('great. can you book a session for Monday');
      expect(r.state.page).toEqual({ path: '/book', query: { day: '2026-11-30' } });
      const t = await ask('morning please, between 7 and 10');
      expect(t.state.page).toEqual({ path: '/book', query: { day: '2026-11-30' } });
      expect(state().bookings).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('a weekday said after a later day is in view is the next such day', async () => {
    const { ask, goto, close } = await chatOn('/');
    try {
      await goto('/sessions?date=2026-12-01');
      const r = await ask('ok what about saturday instead');
      expect(r.state.page.query.date).toBe('2026-12-05');
    } finally {
      await close();
    }
  }, 180_000);
});
