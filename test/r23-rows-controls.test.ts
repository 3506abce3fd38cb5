/**
 * Round 23: the control of a row chosen by its item's name.
 *
 * - A turn's "The bike fit one, I want to cancel it", "I've also got a wheel true on Thursday, can
 *   you cancel that one": the row named before the sentence's last comma, the row's control the verb
 *   after it means (src/parser/row-reference.ts, context.ts `namedThenItComma`).
 *
 * End to end on our bike-parts shop (test/sites/r23-rows/shop) in
 * real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

describe.runIf(hasChromium)('round 23 rows end to end (real Chromium, our bike-parts shop)', () => {
  const { state, chatOn } = chatSite<{ page: { path: string } }>('r23-rows/shop/server.mjs');

  it('opens the Cancel of the row named before the comma', async () => {
    const { ask, goto, close } = await chatOn('/bookings');
    try {
      await ask('The bike fit one, I want to cancel it.');
      expect(state().page.path).toBe('/bookings/fit/cancel');
      await goto('/bookings');
      await ask("I've also got a wheel true on Thursday, can you cancel that one");
      expect(state().page.path).toBe('/bookings/true/cancel');
    } finally {
      await close();
    }
  }, 120_000);
});
