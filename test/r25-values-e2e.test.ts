/**
 * Round 25, end to end on our candle shop and climbing wall (test/sites/r25-values/server.mjs) in
 * real Chromium: several values in one turn with a count said with its unit (src/parser/several-values.ts)
 * — the scent radio or the day tab first, then the count into the control whose label holds the unit
 * (never the details table's "Candle" row), then the add; a count of people said alone ("four of
 * us") into the "Climbers" menu; a time said alone into the row's "Choose" link, not its cell.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface ShopState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ id: string; scent: string; n: number }>;
}

describe.runIf(hasChromium)('round 25 several values in one turn (real Chromium, our candle shop and wall)', () => {
  const { state, chatOn } = chatSite<ShopState>('r25-values/server.mjs');

  it('chooses the scent, sets the count its unit names and adds, in one turn', async () => {
    const { ask, close } = await chatOn('/candle/jar');
    try {
      const r = await ask('Lavender, three candles, add to basket.');
      expect(r.status).toBe('done');
      expect(state().basket).toEqual([{ id: 'jar', scent: 'lavender', n: 3 }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('keeps the count said beside a choice for the add said next', async () => {
    const { ask, close } = await chatOn('/candle/jar');
    try {
      await ask("Okay. The cedar one, and I'll need two candles.");
      expect(state().page.query).toEqual({ scent: 'cedar' });
      await ask('Add it to the basket.');
      expect(state().basket).toEqual([{ id: 'jar', scent: 'cedar', n: 2 }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('opens the day tab and sets the climbers from one turn', async () => {
    const { ask, close } = await chatOn('/wall');
    try {
      await ask('Saturday, three climbers.');
      expect(state().page.query).toEqual({ day: '2026-12-05', climbers: '3' });
    } finally {
      await close();
    }
  }, 180_000);

  it('reads "four of us" as the climbers and a time said alone as its Choose link', async () => {
    const { ask, close } = await chatOn('/wall?day=2026-12-04');
    try {
      await ask('Four of us.');
      expect(state().page.query).toEqual({ day: '2026-12-04', climbers: '4' });
      await ask('Then 7:30.');
      expect(state().page.query).toEqual({ day: '2026-12-04', time: '19:30', climbers: '4' });
      await ask('Ugh. What about 9?');
      expect(state().page.query).toEqual({ day: '2026-12-04', time: '21:00', climbers: '4' });
    } finally {
      await close();
    }
  }, 180_000);
});
