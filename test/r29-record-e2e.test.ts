/**
 * Round 29 (issue 11), r29-record — end to end on our boat-hire club (test/sites/r29-record/server.mjs)
 * in real Chromium: a change said on a booking's own page, read on its change form's menus, then that
 * form's button; the footer's form never sent. Unit tests: test/r29-record-units.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; day: string; time: string; jackets: number }>;
  signups: string[];
  list: Array<{ id: string; wanted: number }>;
}

describe.runIf(hasChromium)("round 29: a change on a record's own page (real Chromium, our boat club)", () => {
  const { chatOn } = chatSite<SiteState>('r29-record/server.mjs', { today: '2026-11-28' });

  it('the time by its word, the day with a reason naming the held one, a count with its noun; each saved by the form\'s button', async () => {
    const { ask, close } = await chatOn('/bookings/RB-201');
    try {
      const evening = await ask('actually make it the evening');
      expect(evening.state.bookings[0]).toMatchObject({ day: '2026-12-01', time: 'eve', jackets: 0 });
      expect(evening.state.page).toEqual({ path: '/bookings/RB-201', query: { saved: '1' } });
      const moved = await ask("I won't be free on Tuesday, can you move it to Thursday");
      expect(moved.state.bookings[0]).toMatchObject({ day: '2026-12-03', time: 'eve' });
      const jacket = await ask('can we add a life jacket as well');
      expect(jacket.state.bookings[0]).toMatchObject({ day: '2026-12-03', time: 'eve', jackets: 1 });
      expect(jacket.state.signups).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);

  it('a question about the booking changes nothing', async () => {
    const { ask, close } = await chatOn('/bookings/RB-201');
    try {
      const asked = await ask('what time is it booked for?');
      expect(asked.state.bookings[0]).toEqual({ ref: 'RB-201', day: '2026-12-01', time: 'pm', jackets: 0 });
      expect(asked.state.signups).toEqual([]);
    } finally {
      await close();
    }
  }, 120_000);
});

describe.runIf(hasChromium)('round 29: "our list" from the home page (real Chromium, our boat club as a task)', () => {
  it('no row is removed for a count, nor "Our story" opened', async () => {
    const { join } = await import('node:path');
    const { ROOT } = await import('./helpers.js');
    const { CHROMIUM_PATH } = await import('./browser.js');
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; state: unknown }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r29-record-tasks'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, state: r.state }) });
    const oars = results.get('our-oars')!;
    expect(oars.actions.join('\n')).not.toMatch(/\/story/);
    // (Before round 29 a count's "select" on a row could click the row's Remove as its option.)
    expect(oars.actions.join('\n')).not.toMatch(/click "Remove|= Remove/);
    expect((oars.state as SiteState).list.map((l) => l.id)).toEqual(['oars', 'cushions']);
    expect(summary.wrongSends ?? 0).toBe(0);
  }, 300_000);
});
