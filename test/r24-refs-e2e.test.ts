/**
 * Round 24, end to end on our children's art club (test/sites/r24-refs/club) in real Chromium:
 *
 * - an item by reference (src/parser/item-reference.ts): "ok book that", "put her on the waiting list
 *   for it then", "let's look at that one" after a turn about one card — the control inside that card
 *   by the verb's words, or the card's own link; nothing remembered: the turn asks;
 * - values said earlier as remarks (src/parser/carry.ts `rememberedBoxes`): the membership number,
 *   the child's name and age said before "send it" are typed at the send.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface ClubState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; class: string; wait: boolean; parent: string; email: string; child: string; age: string; member: string }>;
}

describe.runIf(hasChromium)('round 24 items by reference and remarks carried (real Chromium, our art club)', () => {
  const { state, chatOn } = chatSite<ClubState>('r24-refs/club/server.mjs');

  it('books the card the last question named, and sends the remarks said before the send', async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      await ask('is there space on the clay animals?');
      await ask('ok book that');
      expect(state().page.path).toBe('/book/clay-sat');
      await ask("I'm a member, number KC4410");
      await ask('my name is Dana Hill, dana.hill@example.org');
      await ask("her name's Ruby Hill, she's 6");
      await ask('send it');
      expect(state().bookings).toEqual([{ ref: 'LM100', class: 'clay-sat', wait: false, parent: 'Dana Hill', email: 'dana.hill@example.org', child: 'Ruby Hill', age: '6', member: 'KC4410' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it("takes the waiting list inside the card the answer came from, and a name said with an age", async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      const r = await ask('is there one on a Sunday?');
      expect(r.said).toMatch(/Printmaking|Sunday/);
      await ask('put her on the waiting list for it then');
      expect(state().page).toEqual({ path: '/book/print-sun', query: { wait: '1' } });
      await ask('I am Sam Okoro, sam.okoro@example.org');
      await ask('Tilly Okoro, age 8');
      await ask('submit it');
      expect(state().bookings.map((b) => [b.class, b.wait, b.parent, b.child, b.age, b.member])).toEqual([['print-sun', true, 'Sam Okoro', 'Tilly Okoro', '8', '']]);
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
