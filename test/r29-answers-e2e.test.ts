/**
 * Round 29: questions in other words, durations, "and now?" — on a site of our own
 * (test/sites/r29-answers/workshop.mjs), with real Chromium, through conversations.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface S { page: { path: string; query: Record<string, string> }; code: string | null; riders: number }

describe.runIf(hasChromium)('answers (Cobble Lane Cycle Workshop)', () => {
  const { chatOn } = chatSite<S>('r29-answers/workshop.mjs');

  it("reads a duration in working days from the row asked about before", async () => {
    const c = await chatOn('/prices');
    try {
      const price = await c.ask('how much is the full service one?');
      expect(price.said).toContain('£65.00');
      const long = await c.ask('wow. how long does it take?');
      expect(long.said).toContain('5 working days');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('reads when it comes back from the return line, not the drop-off date', async () => {
    const c = await chatOn('/review');
    try {
      const back = await c.ask('when will I get it back?');
      expect(back.said).toContain('72 hours');
      expect(back.state.page.path).toBe('/review');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('asks the last question again after a change: "and now?"', async () => {
    const c = await chatOn('/basket');
    try {
      const before = await c.ask('how much is that all together?');
      expect(before.said).toContain('£77.00');
      const coded = await c.ask('I have a code, SPOKE20');
      expect(coded.status).toBe('done');
      const now = await c.ask('and now?');
      expect(now.said).toContain('£61.60');
      expect(now.said).not.toContain('Accept all');
    } finally {
      await c.close();
    }
  }, 120_000);

  it("answers yes/no questions from a long paragraph's sentence, in its words or related ones", async () => {
    const c = await chatOn('/ride');
    try {
      const rules = await c.ask('are there any winter rules I should know about?');
      expect(rules.said).toContain('mudguards');
      const shoes = await c.ask('does he need proper cycling shoes?');
      expect(shoes.said).toContain('trainers');
      expect(shoes.said).not.toContain('©');
      expect(shoes.state.riders).toBe(1);
    } finally {
      await c.close();
    }
  }, 120_000);

  it('says the amount for "does that cost more?" after a change', async () => {
    const c = await chatOn('/ride');
    try {
      await c.ask('make it three riders');
      const more = await c.ask('does that cost more?');
      expect(more.said).toContain('£24.00');
    } finally {
      await c.close();
    }
  }, 120_000);
});
