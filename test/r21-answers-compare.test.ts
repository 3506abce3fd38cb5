/**
 * Round 21: answers that compare the page's repeated items or ask for a basket's sum, on a site of
 * our own (test/sites/r21-answers/bench-tools.mjs), with real Chromium, through a conversation:
 * - "which one's the priciest?" on cards whose long descriptions push the price past an item's
 *   first 80 characters (measures.ts `itemText`), and "how much is the cheapest saw?";
 * - "what's that come to?", "so how much is it now?" on a basket of table rows with a "Line total"
 *   column and a subtotal: the subtotal, not one row's amount (questions.ts `sum`);
 * plus a unit test of the sum flag. (The round's comparison reader, compared.ts, was dropped by the
 * lead: it lost turns on a blind set.)
 */
import { describe, expect, it } from 'vitest';
import { readQuestion } from '../src/parser/questions.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r21-answers/bench-tools.mjs';

describe.runIf(hasChromium)('answers that compare items or sum a basket (Oakbench Tools)', () => {
  it('picks the card a comparison names by the price each states in full', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/tools', "Which one's the priciest?")).toContain('Block Plane');
      const saw = await ask('/tools', 'How much is the cheapest saw?');
      expect(saw).toContain('Tenon Saw');
      expect(saw).toContain('£18.50');
    });
  }, 120_000);

  it('reads the basket\'s sum, not one row\'s amount', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      const total = await ask('/basket', "What's that come to?");
      expect(total).toContain('£76.95');
      expect(total).not.toContain('Line total');
      expect(await ask(undefined, 'So how much is it now?')).toContain('£76.95');
    });
  }, 120_000);
});

describe('a question of the sum (questions.ts)', () => {
  it('marks "come to" and "altogether" as the sum, not a question naming a thing', () => {
    expect(readQuestion("what's that come to", true)?.sum).toBe(true);
    expect(readQuestion('how much is it altogether', true)?.sum).toBe(true);
    expect(readQuestion('how much is the delivery altogether', true)?.sum).toBeUndefined();
    expect(readQuestion('how much is it', true)?.sum).toBeUndefined();
  });
});
