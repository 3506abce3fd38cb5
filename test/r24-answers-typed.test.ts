/**
 * Round 24: typed answers that lost their type, on a site of our own
 * (test/sites/r24-answers/climbing-wall.mjs), with real Chromium, through a conversation:
 * - a question said again of another thing ("and the family one?" after "how much is the …
 *   pass?"): the price of that row, not the cell that names the pass;
 * - a yes/no question of cost ("do I have to pay for delivery?"): the sentence of what delivery
 *   costs, not a total "before delivery"; one said as a statement ("so I don't pay anything?"):
 *   the amount to pay, not "Noted.".
 * Plus unit tests of the cost readings and of what they leave alone.
 */
import { describe, expect, it } from 'vitest';
import { costStated, readQuestion } from '../src/parser/questions.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r24-answers/climbing-wall.mjs';

describe.runIf(hasChromium)('typed answers that keep their type (Hollowbrook Climbing Wall)', () => {
  it('asks the last question again of another row: its price, not its name', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/passes', 'How much is the single climber pass?')).toContain('£42.00');
      const family = await ask(undefined, 'And the family one?');
      expect(family).toContain('£74.00');
      expect(family).not.toMatch(/^Pass: Family$/);
      expect(site.state().page.path).toBe('/passes');
    });
  }, 120_000);

  it('answers yes/no questions of cost by the sentence of the thing\'s price', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      const delivery = await ask('/basket', 'Do I have to pay for delivery?');
      expect(delivery).toContain('Delivery is free');
      expect(delivery).not.toContain('before delivery');
      expect(await ask('/review', "So I don't pay anything?")).toContain('members climb free');
    });
  }, 120_000);
});

describe('questions of cost (round 24)', () => {
  it('reads a cost said as a statement as a question of what is paid', () => {
    expect(costStated("so I don't pay anything?")).toBe(true);
    expect(costStated("we don't have to pay for parking?")).toBe(true);
    expect(costStated("so it's free?")).toBe(true);
    expect(costStated("I don't want the gift wrap")).toBe(false);
    expect(readQuestion("so I don't pay anything", true)).toMatchObject({ kind: 'money', polar: true });
    expect(readQuestion("so I don't pay anything", false)).toBeUndefined();
  });

  it('asks what a thing costs, not the sum, for "do I have to pay for X?" and "is there anything extra for X?"', () => {
    const q = readQuestion('do I have to pay for delivery', true);
    expect(q).toMatchObject({ kind: 'money', topic: ['delivery'] });
    expect(q?.sum).toBeUndefined();
    expect(q?.soft).not.toContain('total');
    expect(readQuestion('is there anything extra for collecting', true)).toMatchObject({ kind: 'money', polar: true });
    expect(readQuestion('what are they charging for delivery', true)).toMatchObject({ kind: 'money', topic: ['delivery'] });
    // "How much do I have to pay?" is still the sum.
    expect(readQuestion('how much do I have to pay', true)?.soft).toContain('total');
  });
});
