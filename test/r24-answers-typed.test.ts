/**
 * Round 24: the answer of the type asked, read from the element the page states it in, on a site of
 * our own (test/sites/r24-answers/climbing-wall.mjs), with real Chromium, through a conversation:
 * - a row's cell by the row's words and the cells' headers ("is the UV session on?": the row's
 *   "Spaces: Fully booked", not its "Session: …" cell nor its whole line);
 * - a question said again of another thing ("and the family one?" after "how much is the …
 *   pass?"): the price, not the cell that names the pass;
 * - "free" of a stretch of time ("Annually (3 months free)") is no price; an age range ("Ages 8–14
 *   years") is no duration;
 * - a yes/no question of a state settled by a word of state ("Free parking …"), not by an address
 *   whose name shares the word's root ("Quarry Park Estate");
 * - a yes/no question of cost ("do I have to pay for delivery?", "so I don't pay anything?"): the
 *   sentence of the thing's price, not a total "before delivery"; the amount to pay;
 * - "where do I get the card?": the sentence that says where in words ("from the front desk"), not
 *   the footer; "when will I hear back?": the sentence of how the user is contacted.
 * Plus unit tests of the readers' shapes and of what they leave alone.
 */
import { describe, expect, it } from 'vitest';
import { costStated, readQuestion } from '../src/parser/questions.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r24-answers/climbing-wall.mjs';

describe.runIf(hasChromium)('typed answers read from the right element (Hollowbrook Climbing Wall)', () => {
  it('reads a row\'s cell, a question said again of another row, and a choice\'s price', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      // The row's cell of the state asked, not the row's whole line (main's reading) nor its "Session:" cell.
      const on = await ask('/sessions', 'Is the UV session on?');
      expect(on).toContain('Fully booked');
      expect(on).not.toContain('Glow night');
      expect(await ask('/passes', 'How much is the single climber pass?')).toContain('£42.00');
      const family = await ask(undefined, 'And the family one?');
      expect(family).toContain('£74.00');
      const annual = await ask('/join?pass=family&term=annual', 'How much is that then?');
      expect(annual).toContain('£740.00');
      expect(annual).not.toContain('months free');
      const length = await ask('/courses/first-steps', 'How long does the course take?');
      expect(length).toContain('90 minutes');
      expect(length).not.toContain('years');
    });
  }, 120_000);

  it('settles yes/no questions of state and cost by the sentence that says them', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      const parking = await ask('/centre', 'Is there parking?');
      expect(parking).toContain('Free parking');
      expect(parking).not.toContain('Quarry');
      const delivery = await ask('/basket', 'Do I have to pay for delivery?');
      expect(delivery).toContain('Delivery is free');
      expect(delivery).not.toContain('before delivery');
      expect(await ask('/review', "So I don't pay anything?")).toContain('members climb free');
      const card = await ask('/welcome', 'Where do I get the card?');
      expect(card).toContain('front desk');
      expect(card).not.toContain('©');
      expect(await ask('/waitlist/done', 'When will I hear back?')).toContain('We will text you');
    });
  }, 120_000);
});

describe('the shapes of typed answers (round 24)', () => {
  it('reads a cost said as a statement as a question of what is paid', () => {
    expect(costStated("so I don't pay anything?")).toBe(true);
    expect(costStated("we don't have to pay for parking?")).toBe(true);
    expect(costStated("so it's free?")).toBe(true);
    expect(costStated("I don't want the gift wrap")).toBe(false);
    expect(readQuestion("so I don't pay anything", true)).toMatchObject({ kind: 'money', polar: true });
    expect(readQuestion("so I don't pay anything", false)).toBeUndefined();
  });

  it('asks what a thing costs, not the sum, for "do I have to pay for X?"', () => {
    const q = readQuestion('do I have to pay for delivery', true);
    expect(q).toMatchObject({ kind: 'money', topic: ['delivery'] });
    expect(q?.sum).toBeUndefined();
    expect(q?.soft).not.toContain('total');
    // "How much do I have to pay?" is still the sum.
    expect(readQuestion('how much do I have to pay', true)?.soft).toContain('total');
  });
});
