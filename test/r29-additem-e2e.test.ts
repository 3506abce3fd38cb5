/**
 * Round 29 (issue 11), r29-additem — end to end on our stationery shop (test/sites/r29-additem/server.mjs)
 * in real Chromium: an item said to add as a need or a statement from a page that does not show it
 * (the header's search for its head noun, the best result, its choices, the count, the add), a count
 * with its choice said on the item's page, a basket row by its noun among rows titled alike, and "take it
 * out" of the one line.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { itemSaid } from '../src/parser/add-item.js';
import type { DialogueState } from '../src/parser/context.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ id: string; qty: number; cover?: string; paper?: string }>;
}

describe('round 29: an item said to add (the reading alone)', () => {
  const state = { links: [{ name: 'Basket (1)', url: 'http://x/basket' }], rows: [], lists: [], visited: [] } as unknown as DialogueState;
  const remark = (s: string) => !/^(?:add|put|open|click|go|can you|could you)\b/i.test(s.trim());
  it.each([
    ["I've also got a two piece jacket that needs pressing, add that too", { name: 'two piece jacket' }],
    ["and the notebooks, there's three of them", { name: 'notebooks', count: 3 }],
    ['I also need a fountain pen for my desk', { name: 'fountain pen' }],
    ['and two pencils', { name: 'pencils', count: 2 }],
  ])('%s', (said, want) => {
    expect(itemSaid(said, state, remark)).toMatchObject(want);
  });
  it.each([
    'I need to change my address',
    'I need your prices for pens',
    'I also need a pen, which one is best?',
    "I've got sensitive skin, can you change my settings",
    'the pencils',
    'And the third one',
    'and the pencils too',
  ])('nothing for %s', (said) => {
    expect(itemSaid(said, state, remark)).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 29 items said to add (real Chromium, our stationery shop)', () => {
  const { chatOn } = chatSite<SiteState>('r29-additem/server.mjs');

  it('a need from the account page; a count said after the item; choices said as a statement', async () => {
    const { ask, close } = await chatOn('/account');
    try {
      const pen = await ask('I also need a fountain pen');
      expect(pen.state.basket).toEqual([{ id: 'pen', qty: 1 }]);
      const books = await ask("and the notebooks, there's three of them");
      expect(books.state.basket).toEqual([{ id: 'pen', qty: 1 }, { id: 'notebook', cover: 'soft', paper: 'plain', qty: 3 }]);
      expect(books.state.page.path).toBe('/basket');
      const hard = await ask("I've got a hard cover notebook as well, dotted pages");
      expect(hard.state.basket[2]).toEqual({ id: 'notebook', cover: 'hard', paper: 'dotted', qty: 1 });
    } finally {
      await close();
    }
  }, 180_000);

  it('a count and its choice on the item page; a row by its noun; take it out', async () => {
    const { ask, goto, close } = await chatOn('/p/notebook');
    try {
      const four = await ask('nah plain is fine. can I get four of them with lined pages');
      expect(four.state.basket).toEqual([{ id: 'notebook', cover: 'soft', paper: 'lined', qty: 4 }]);
      await goto('/p/ink');
      await ask('Add it to my basket.');
      const fewer = await ask('wait, only two notebooks actually');
      expect(fewer.state.basket.find((l) => l.id === 'notebook')?.qty).toBe(2);
      await ask('Remove the ink bottle.');
      const out = await ask("hmm that's too many, take it out");
      expect(out.state.basket).toEqual([]);
    } finally {
      await close();
    }
  }, 180_000);
});
