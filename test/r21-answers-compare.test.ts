/**
 * Round 21: answers that compare the page's repeated items or ask for a basket's sum, on a site of
 * our own (test/sites/r21-answers/bench-tools.mjs), with real Chromium, through a conversation:
 * - "which one's the priciest?" on cards whose long descriptions push the price past an item's
 *   first 80 characters (measures.ts `itemText`), "how much is the cheapest saw?" (a noun said with
 *   the superlative: the cards whose title holds it), "which of those is quickest?", "what's the
 *   best rated one called?" (compared.ts `comparedAnswer`);
 * - "what's that come to?", "so how much is it now?" on a basket of table rows with a "Line total"
 *   column and a subtotal: the subtotal, not one row's amount (questions.ts `sum`);
 * plus unit tests of the comparison reader on a dialogue state and of what it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { comparedAnswer } from '../src/parser/compared.js';
import { readQuestion } from '../src/parser/questions.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r21-answers/bench-tools.mjs';

describe.runIf(hasChromium)('answers that compare items or sum a basket (Oakbench Tools)', () => {
  it('picks the card a comparison names by the price, time or rating it states', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/tools', "Which one's the priciest?")).toContain('Block Plane');
      const saw = await ask('/tools', 'How much is the cheapest saw?');
      expect(saw).toContain('Tenon Saw');
      expect(saw).toContain('£18.50');
      expect(await ask('/workshops', 'Which of those is quickest?')).toContain('Sharpening Basics');
      expect(await ask('/workshops', "What's the slowest one called?")).toContain('Hand-cut Dovetails');
      expect(await ask('/workshops', 'How long is the longest one?')).toContain('3h 30m');
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

const O = 'http://127.0.0.1:9';
const card = (title: string, text: string) => ({ title, text: `${title} ${text} View`, actions: ['View'], url: `${O}/item/${title.toLowerCase().replace(/\W+/g, '-')}` });
const state = (rows: DialogueState['rows']): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/list`], rows });

describe('items compared by what each states (compared.ts)', () => {
  const books = state([
    card('Softcover Book 20', 'Twenty pages. From £14.00'),
    card('Hardcover Book 24', 'Twenty-four pages with a hard cover. From £24.00'),
    card('Layflat Book', 'Thick pages that open completely flat, ideal for weddings. From £39.00'),
  ]);

  it('names the item, or the item and its value when the value is asked', () => {
    expect(comparedAnswer("which one's the priciest", books)?.said).toBe('Layflat Book');
    expect(comparedAnswer("what's the cheaper one called", books)?.said).toBe('Softcover Book 20');
    expect(comparedAnswer('how much is the cheapest hardcover', books)?.said).toBe('Hardcover Book 24: From £24.00');
    expect(comparedAnswer('how much is the cheapest one', books)?.about).toBe('Softcover Book 20');
  });

  it('measures a card by its own words after its title, not the title\'s numbers', () => {
    const timed = state([card('Route 90', '45 min · ★ 4.1'), card('Route 5', '2h 10m · ★ 4.8')]);
    expect(comparedAnswer('which of those is quicker', timed)?.said).toBe('Route 90');
    expect(comparedAnswer('which one has the best rating', timed)?.said).toBe('Route 5');
  });

  it('leaves alone what it cannot rank: no comparison, a tie, one card, a command, times of day', () => {
    expect(comparedAnswer('which one has parking', books)).toBeUndefined();
    expect(comparedAnswer('open the cheapest one', books)).toBeUndefined();
    expect(comparedAnswer('which is the cheapest', state([card('A', '£5'), card('B', '£5')]))).toBeUndefined();
    expect(comparedAnswer('which is the cheapest', state([card('A', '£5')]))).toBeUndefined();
    expect(comparedAnswer("what's the earliest one", state([card('A', '9:00am'), card('B', '10:00am')]))).toBeUndefined();
  });
});

describe('a question of the sum (questions.ts)', () => {
  it('marks "come to" and "altogether" as the sum, not a question naming a thing', () => {
    expect(readQuestion("what's that come to", true)?.sum).toBe(true);
    expect(readQuestion('how much is it altogether', true)?.sum).toBe(true);
    expect(readQuestion('how much is the delivery altogether', true)?.sum).toBeUndefined();
    expect(readQuestion('how much is it', true)?.sum).toBeUndefined();
  });
});
