/**
 * Round 18: answer turns read from the page's structure, on a site of our own
 * (test/sites/r18-answer/cogwheel.mjs), with real Chromium, through a conversation:
 * - the times a page offers, asked for in several ways ("what times are free?", "what's free?",
 *   "what times can I have?", "anything in the afternoon?"), from a list whose items state a time
 *   beside a "Book …" link and from a grid of "Move to …" buttons;
 * - a follow-up about the row the assistant has just said back ("how much is the full service?",
 *   then "and how long does it take?" → that row's length, not the first row's);
 * - the first or last item of a list ("which one's top of the list?"), then "open it";
 * - query turns: a choice said with "I'll have this one, in large" or "put it in a gift box", on a
 *   page whose choice links each carry every choice (two query keys change from a bare address);
 * - the rows of a table that state a status ("so what's still booked?"), a cancelled one left out, and not the whole table read as one row.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { rowsInState } from '../src/parser/page-items.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r18-answer/cogwheel.mjs';

describe.runIf(hasChromium)('answers from the page structure (Cogwheel)', () => {
  it('lists offered times, follows up on the row said, reads the top of a list, and the rows in a state', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/slots', 'What times are free?')).toBe('Free: 8:30am, 12:45pm, 2:15pm, 5:30pm.');
      expect(await ask(undefined, "What's free?")).toBe('Free: 8:30am, 12:45pm, 2:15pm, 5:30pm.');
      // Half five is still the afternoon when free times are listed; lunchtime is around noon.
      expect(await ask(undefined, 'Anything in the afternoon?')).toBe('Free: 12:45pm, 2:15pm, 5:30pm.');
      expect(await ask(undefined, 'Anything in the evening?')).toBe('Free: 5:30pm.');
      expect(await ask(undefined, 'Anything around lunchtime?')).toBe('Free: 12:45pm.');
      expect(await ask(undefined, 'What times are free this morning?')).toBe('Free: 8:30am.');
      expect(await ask('/my-bookings/B2/move', 'What times can I have?')).toBe('Free: 8:30am, 12:45pm, 2:15pm, 5:30pm.');

      const price = await ask('/services', 'How much is the full service?');
      expect(price).toContain('£80');
      const long = await ask(undefined, 'And how long does it take?');
      expect(long).toContain('120 minutes');
      expect(long).not.toContain('45 minutes');

      const top = await ask('/bikes?sort=price-desc', "Which one's top of the list?");
      expect(top).toContain('Osprey Trail 29');
      await chat.say('Open it');
      expect(site.state().page.path).toBe('/bikes/osprey');

      // Query turns: choice links that each carry both choices, said with other carrier words ("I'll have this one, in …", "put it in …").
      await adapter.goto(`${origin}/bikes/kestrel`);
      await chat.observe();
      await chat.say("I'll have this one, in large");
      expect(site.state().page).toEqual({ path: '/bikes/kestrel', query: { frame: 'large', packing: 'plain' } });
      await chat.say('And put it in a gift box');
      expect(site.state().page).toEqual({ path: '/bikes/kestrel', query: { frame: 'large', packing: 'gift' } });

      const booked = await ask('/my-bookings', "So what's still booked?");
      expect(booked).toContain('Full service');
      expect(booked).not.toContain('Wheel truing');
    });
  }, 120_000);
});

const O = 'http://127.0.0.1:9';
const state = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/orders`], ...over });

describe('rows in a state (page-items.ts)', () => {
  const orders = state({
    rows: [
      { title: 'A-100', text: 'A-100 Kettle shipped Track parcel', actions: ['Track parcel'] },
      { title: 'A-101', text: 'A-101 Toaster not shipped yet Cancel order', actions: ['Cancel order'] },
      { title: 'A-102', text: 'A-102 Mug cancelled', actions: [] },
    ],
  });
  it('says the rows that state the word, not those that deny it or only offer it as an action', () => {
    expect(rowsInState("Which ones are shipped?", orders)?.said).toBe('A-100 Kettle shipped');
    expect(rowsInState("what's cancelled", orders)?.said).toBe('A-102 Mug cancelled');
  });
  it('refuses when no row states it, or the question is another', () => {
    expect(rowsInState('What is delivered?', orders)).toBeUndefined();
    expect(rowsInState('What is the total?', orders)).toBeUndefined();
  });
});
