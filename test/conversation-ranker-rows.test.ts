/**
 * Round 16: the turn ranker reads the page's repeated items (src/parser/turn-ranker.ts: each
 * item's own controls are candidates with the item's words and place) in a conversation, in real
 * Chromium on a seed library of our own served on 127.0.0.1 (test/sites/marrowby.mjs): every card
 * repeats "Reserve" and "Save for later", so the control's name alone never says which card.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SwapState {
  page: { path: string; query: Record<string, string> };
  reserved: string[];
  saved: string[];
}

describe.runIf(hasChromium)('round 16: the turn ranker on repeated cards of a seed library of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<SwapState>('marrowby.mjs');

  it("a card's button named with the card's name as its owner: the rules alone ask which one, the ranker is sure", async () => {
    for (const ranker of [false, true]) {
      const { ask, close } = await chatOn('/packets');
      if (!ranker) process.env.RUSS_NO_TURN_RANKER = '1';
      try {
        const owned = await ask("The chard's reserve button");
        expect(owned.status).toBe(ranker ? 'done' : 'asked');
        expect(owned.state.reserved).toEqual(ranker ? ['chard'] : []);
      } finally {
        delete process.env.RUSS_NO_TURN_RANKER;
        await close();
      }
    }
  });

  it('a card named by a word of its text or by its place; a turn that does not say which card, or names none, acts on none', async () => {
    const { ask, goto, close } = await chatOn('/packets');
    try {
      const climbing = await ask('Save the climbing one for later.');
      expect(climbing.status).toBe('done');
      expect(climbing.state.saved).toEqual(['runner']);
      const third = await ask('Reserve the third one.');
      expect(third.state.reserved).toEqual(['chard']);
      await goto('/packets');
      // Which card is not said, or no card is one of these: nothing is reserved.
      const which = await ask('Reserve one.');
      expect(which.state.reserved).toEqual(['chard']);
      const none = await ask('Reserve the parsnip.');
      expect(none.state.reserved).toEqual(['chard']);
      const greenhouse = await ask('Save the greenhouse one for later, please.');
      expect(greenhouse.state.saved).toEqual(['runner', 'tomato']);

    } finally {
      await close();
    }
  });
});
