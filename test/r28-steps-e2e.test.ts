/**
 * Round 28 (issue 11), r28-steps — end to end on our candle shop with making classes
 * (test/sites/r28-steps/server.mjs) in real Chromium: a record's own link said with a reason or a need,
 * "yes" on a confirm page, the button after a lone control's value, several steps in one turn, a page
 * one link away. Unit tests on the readings: test/r28-steps-units.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ id: string; size: string; qty: number }>;
  orders: Array<{ ref: string; status: string }>;
  bookings: Array<{ ref: string; seats: number; status: string; reason?: string }>;
  classBookings: Array<{ cls: string; seats: number; name: string }>;
  group: { people: number; lead: string; paid?: boolean } | null;
}

describe.runIf(hasChromium)('round 28 steps in chat (real Chromium, our candle shop)', () => {
  const { chatOn } = chatSite<SiteState>('r28-steps/server.mjs', { today: '2026-11-28' });

  it('a record row\'s link said with a reason or a need; "yes" on the confirm page; a lone value saved', async () => {
    const { ask, goto, close } = await chatOn('/bookings');
    try {
      expect((await ask("We have more friends coming, I need to change Ben's seats.")).state.page.path).toBe('/bookings/CB-3102/seats');
      const saved = await ask('5 now.');
      expect(saved.state.bookings.find((b) => b.ref === 'CB-3102')?.seats).toBe(5);
      expect(saved.state.page.path).toBe('/bookings');
      // A need with its reason opens the record's cancel page; nothing is sent there.
      const cancel = await ask("Oh and I need to cancel Ada's tapers, she's poorly.");
      expect(cancel.state.page.path).toBe('/bookings/CB-3101/cancel');
      expect(cancel.state.bookings.every((b) => b.status === 'booked')).toBe(true);
      await goto('/orders/LC-101/cancel');
      const yes = await ask('Yes.');
      expect(yes.state.orders[0]?.status).toBe('cancelled');
    } finally {
      await close();
    }
  }, 180_000);

  it('the day menu then its button; a booking with a count and the name said before; a change from the review', async () => {
    const { ask, goto, close } = await chatOn('/classes');
    try {
      expect((await ask('Ok can you check Saturday the 5th.')).state.page).toEqual({ path: '/classes/times', query: { day: '2026-12-05' } });
      await goto('/classes/dip');
      await ask('Two seats.');
      await ask('Name is Ada Lowe.');
      expect((await ask('Book it.')).state.classBookings).toEqual([{ cls: 'dip', seats: 2, name: 'Ada Lowe' }]);
      await ask('And the jar candles one, when is it?');
      const more = await ask('Book me one seat on that too, same name.');
      expect(more.state.classBookings).toEqual([{ cls: 'dip', seats: 2, name: 'Ada Lowe' }, { cls: 'jar', seats: 1, name: 'Ada Lowe' }]);
      await goto('/group?day=fri');
      await ask('Type 6 in Number of people.');
      await ask('Type Ada Lowe in Lead name.');
      expect((await ask('Click Continue to review.')).state.page.path).toBe('/group/review');
      const edited = await ask('Oh wait, make it 8 people.');
      expect(edited.state.group).toMatchObject({ people: 8, lead: 'Ada Lowe' });
      expect(edited.state.group?.paid).toBeUndefined();
      expect(edited.state.page.path).toBe('/group/review');
    } finally {
      await close();
    }
  }, 180_000);

  it('go back then the item; the count and size then the add; the next item from the list; checkout through the basket', async () => {
    const { ask, close } = await chatOn('/candles');
    try {
      expect((await ask('Open the fig candle.')).state.page.path).toBe('/candle/fig');
      expect((await ask('Hmm, go back, I want to see the cedar candle.')).state.page.path).toBe('/candle/cedar');
      const added = await ask('Ok fine. Two of them in the big jar.');
      expect(added.state.basket).toEqual([{ id: 'cedar', size: '200g', qty: 2 }]);
      expect((await ask('Now the fig.')).state.page.path).toBe('/candle/fig');
      expect((await ask("Then I'll leave it. Checkout please.")).state.page.path).toBe('/checkout');
    } finally {
      await close();
    }
  }, 180_000);
});
