/**
 * Round 24, end to end on our children's art club (test/sites/r24-refs/club) in real Chromium: an
 * item by reference (src/parser/item-reference.ts) — "ok book that", "put her on the waiting list for
 * it then", "let's look at that one" after a turn about one card: the control inside that card by
 * the verb's words, or the card's own link.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface ClubState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; class: string; wait: boolean; parent: string; email: string; child: string; age: string; member: string }>;
}

describe.runIf(hasChromium)('round 24 items by reference (real Chromium, our art club)', () => {
  const { state, chatOn } = chatSite<ClubState>('r24-refs/club/server.mjs');

  it('books the card the last question named', async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      await ask('is there space on the clay animals?');
      await ask('ok book that');
      expect(state().page.path).toBe('/book/clay-sat');
    } finally {
      await close();
    }
  }, 180_000);

  it('takes the waiting list inside the card the answer came from', async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      const r = await ask('is there one on a Sunday?');
      expect(r.said).toMatch(/Printmaking|Sunday/);
      await ask('put her on the waiting list for it then');
      expect(state().page).toEqual({ path: '/book/print-sun', query: { wait: '1' } });
    } finally {
      await close();
    }
  }, 180_000);

  it("opens the card's own page for a verb of looking", async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      const r = await ask('how much is the collage class?');
      expect(r.said).toMatch(/£9/);
      await ask("ok let's look at that one");
      expect(state().page.path).toBe('/classes/collage-wed');
    } finally {
      await close();
    }
  }, 120_000);
});
