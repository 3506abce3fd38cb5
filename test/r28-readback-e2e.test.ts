/**
 * Round 28: the right element read for a question, comparatives over rows and options, questions in
 * other words — on a site of our own (test/sites/r28-readback/climbing.mjs), with real Chromium,
 * through conversations.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface S { page: { path: string; query: Record<string, string> }; basket: Array<{ item: string; size: string; qty: number }> }

describe.runIf(hasChromium)('read-back (Kestrel Climbing Centre)', () => {
  const { chatOn } = chatSite<S>('r28-readback/climbing.mjs');

  it('says the total to pay, not the subtotal line or the deposit', async () => {
    const c = await chatOn('/basket');
    try {
      const now = await c.ask('So how much now?');
      expect(now.said).toContain('£31.50');
      await c.goto('/summary');
      const much = await c.ask('How much?');
      expect(much.said).toContain('£168.00');
      const today = await c.ask('And what do I pay today?');
      expect(today.said).toContain('£30.00');
    } finally {
      await c.close();
    }
  }, 120_000);

  it("keeps the row of the question before and swaps the column", async () => {
    const c = await chatOn('/prices');
    try {
      const wk = await c.ask('How much is a rope climbing party on a weekday?');
      expect(wk.said).toContain('£18.00');
      const we = await c.ask('And at the weekend?');
      expect(we.said).toContain('£21.00');
      const min = await c.ask("What's the minimum number of climbers for that one?");
      expect(min.said).toContain('4');
      expect(min.said).not.toContain('£');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('reads comparatives over cards and options', async () => {
    const c = await chatOn('/shop');
    try {
      const cheaper = await c.ask('Which of those is cheaper?');
      expect(cheaper.said).toContain('Loose chalk');
      await c.goto('/shop/loose');
      const smaller = await c.ask("Hm, that's a lot. What's the smaller one cost?");
      expect(smaller.said).toContain('£6.00');
      const little = await c.ask('Just the little one, add one.');
      expect(little.state.basket).toEqual([{ item: 'loose', size: '250g', qty: 1 }]);
    } finally {
      await c.close();
    }
  }, 120_000);

  it('reads a cell in other words and the lead paragraph', async () => {
    const c = await chatOn('/sessions/ropes');
    try {
      const most = await c.ask("What's the most climbers we can bring?");
      expect(most.said).toContain('12');
      const incl = await c.ask("What's included?");
      expect(incl.said).toContain('Two hours on the ropes');
    } finally {
      await c.close();
    }
  }, 120_000);
});
