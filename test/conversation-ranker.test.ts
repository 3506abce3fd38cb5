/**
 * Round 11: the learned turn ranker (src/parser/turn-ranker.ts, models/turn-ranker.json) in a
 * conversation, in real Chromium on a site of our own served on 127.0.0.1 (test/sites/fernhollow.mjs,
 * a pottery studio): turns that name a page action in other words than the page's, which the
 * contextual rules alone ask about or cannot run, and turns it must leave alone.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface StudioState {
  page: { path: string; query: Record<string, string> };
  reservations: Array<{ clay: string; session: string; apron: boolean; firing: boolean }>;
  waiting: number;
}

describe.runIf(hasChromium)('round 11: the turn ranker on a pottery studio of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<StudioState>('fernhollow.mjs');

  it('a link named by what it shows, a box asked for with a verb the parser reads as a question for a value, then the class reserved', async () => {
    const { ask, goto, close } = await chatOn('/class');
    try {
      // The rules alone ask ("Do you mean "Kiln schedule"?"): the ranker is sure.
      const kiln = await ask('Show me when the kiln runs.');
      expect(kiln.status).toBe('done');
      expect(kiln.state.page.path).toBe('/kiln');
      await goto('/class');
      // The sentence parser reads "add the apron" as typing a value the user never gave: the box is ticked instead.
      const apron = await ask('Add the apron.');
      expect(apron.status).toBe('done');
      expect(apron.state.page.query.apron).toBe('1');
      // A question about the page is not an action: nothing is clicked.
      const cost = await ask('What does the class cost?');
      expect(cost.state.page).toEqual(apron.state.page);
      expect(cost.state.reservations).toHaveLength(0);
      const reserved = await ask('Reserve me a wheel.');
      expect(reserved.state.reservations).toEqual([{ clay: 'stoneware', session: '', apron: true, firing: false }]);
    } finally {
      await close();
    }
  });
});
