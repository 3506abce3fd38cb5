/**
 * Round 19: a question about an option named by its amount (src/parser/option-amount.ts), on a
 * site of our own (test/sites/r19-answer/larder.mjs), with real Chromium, through a conversation:
 * - "how much is the big bag?" / "what does the smallest bag cost?" on size links ("1kg – £7.50"),
 *   the chosen size plain text, beside a dropdown of weeks that states no price;
 * - "how much are four jars?", "is it cheaper if I get four jars?" on radios of a GET form;
 * - "can we have it for two hours?" where that length is disabled and says why: said, nothing sent;
 * plus unit tests of what the reader leaves to others (an order, an option it can have, no amount).
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { optionByAmount } from '../src/parser/option-amount.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r19-answer/larder.mjs';

describe.runIf(hasChromium)('options named by their amount (Hollow Oak Larder)', () => {
  it('reads the option a size word or a count names, and a length that cannot be had', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/flour', 'How much is the big bag?')).toContain('£16.00');
      expect(await ask('/flour?size=2.5kg', 'What does the smallest bag cost?')).toContain('£4.20');
      expect(site.state().page).toEqual({ path: '/flour', query: { size: '2.5kg' } });
      expect(await ask('/honey', 'How much are four jars?')).toContain('£12.00');
      expect(await ask(undefined, 'Is it cheaper if I get four jars?')).toContain('£12.00');
      expect(site.state().page).toEqual({ path: '/honey', query: {} });
      expect(await ask('/tasting', 'Can we have it for two hours?')).toContain('not available');
      expect(site.state().booked).toBeNull();
    });
  }, 120_000);
});

const O = 'http://127.0.0.1:9';
const state = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/p`], ...over });

describe('options by amount (option-amount.ts)', () => {
  const packs = state({ controls: [{ label: 'Pack', kind: 'radio', options: ['1 bag — £6.99', '3 bags — £18.00'], value: '1 bag — £6.99' }] });
  const lengths = state({ controls: [{ label: 'Length', kind: 'radio', options: ['1 hour', '2 hours'], value: '1 hour' }] });
  it('answers a price asked of a count or a size word', () => {
    expect(optionByAmount('How much are three bags?', packs)).toBe('3 bags — £18.00');
    expect(optionByAmount('how much is the big one', packs)).toBe('3 bags — £18.00');
  });
  it('leaves an order, an option that can be had, and a question naming no amount to other readers', () => {
    expect(optionByAmount('Add three bags', packs)).toBeUndefined();
    expect(optionByAmount('Can we have it for two hours?', lengths)).toBeUndefined();
    expect(optionByAmount('How much is it?', packs)).toBeUndefined();
    // "Large" is a size of its own name: not the largest of a dropdown of weeks.
    const sized = state({ controls: [{ label: 'Size', kind: 'radio', options: ['S', 'M', 'L'], value: 'S' }, { label: 'Deliver every', kind: 'select', options: ['2 weeks', '8 weeks'], value: '2 weeks' }] });
    expect(optionByAmount('Is the large one available?', sized)).toBeUndefined();
    expect(optionByAmount('How much is the large one?', sized)).toBeUndefined();
    expect(optionByAmount('How much are five bags?', packs)).toBeUndefined();
  });
});
