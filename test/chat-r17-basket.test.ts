/**
 * Round 17: turns that put things into a bag or take them out (src/parser/basket.ts), on a shop of
 * our own (test/sites/chat17-basket/site.mjs) in real Chromium, with sentences of our own:
 * - the item in view: "put three skeins in the bag", "add two of the hook" → the count into the
 *   quantity box of the form whose button adds, then that button (the colour chosen kept by the
 *   form's own hidden field);
 * - a bag's lines: "two will do", "I only want one" → the line last added (or named), its
 *   count and its own Update; "take the hook out" → the line's Remove;
 * - items seen before: "and the crochet hook too", "the knitting needles as well, the fourteen
 *   piece set I looked at" on the bag page → the item of the list seen earlier, opened and added;
 * - "pop it on my wishlist for now" → the item's "♡ Add to wishlist" (a mark before the words);
 *   "could you save this one for later?" → the page's one saving button ("☆ Save maker").
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { addInView, addSeenItem, correctLine, removeLine } from '../src/parser/basket.js';
import { program, query, str } from '../src/thingtalk/ast.js';
import { emptyDialogueState, type DialogueState, type SeenControl } from '../src/parser/context.js';

interface BagState {
  page: { path: string; query: Record<string, string> };
  bag: Array<{ id: string; colour?: string; qty: number }>;
  wishlist: string[];
  makers: string[];
}

const page = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), ...over });
const howMany: SeenControl = { label: 'How many', kind: 'number', form: 1, submit: 'Add to bag' };
const lineQty: SeenControl = { label: 'Qty', kind: 'select', options: ['1', '2', '3'], form: 1, submit: 'Update' };
const lines = [
  { title: 'Olive Wood Crochet Hook', text: 'Olive Wood Crochet Hook £6.25 Qty 1 2 3 Update Remove', actions: ['Qty', 'Update', 'Remove'] },
  { title: 'Beech Embroidery Hoop 20cm', text: 'Beech Embroidery Hoop 20cm £4.80 Qty 1 2 3 Update Remove', actions: ['Qty', 'Update', 'Remove'] },
];

describe('basket readings (no browser)', () => {
  it('reads a count for the item in view only when the words are that item or a unit', () => {
    const item = page({ heading: 'Olive Wood Crochet Hook', controls: [howMany] });
    expect(addInView('Add two of the hook to my bag', item)?.length).toBe(2);
    expect(addInView('put three in the bag', item)?.length).toBe(2);
    expect(addInView('Put four boxes in the basket', item)?.length).toBe(2);
    // Another thing named, no add form, or no count: not this reading.
    expect(addInView('Add two of the blue scarf', item)).toBeUndefined();
    expect(addInView('Add two of the hook', page({ heading: 'Olive Wood Crochet Hook' }))).toBeUndefined();
    expect(addInView('Add the hook', item)).toBeUndefined();
  });

  it('corrects the count of the line named, else of the one line; asks nothing it is not sure of', () => {
    const bag = page({ controls: [lineQty, { ...lineQty, form: 3 }], rows: lines });
    expect(correctLine(['I meant two hoops, not three'], bag)?.length).toBe(2);
    expect(correctLine(['we only need one hoop'], bag)?.length).toBe(2);
    // Two lines, none named, nothing added lately: not sure which.
    expect(correctLine(['One is enough'], bag)).toBeUndefined();
    expect(correctLine(['One is enough'], page({ controls: [lineQty], rows: [lines[0]!] }))?.length).toBe(2);
    expect(correctLine(['Two is enough'], page({ controls: [lineQty, { ...lineQty, form: 3 }], rows: lines, executed: [{ utterance: 'add it', url: 'http://h/item/hoop', programs: [] }] }))).toBeUndefined();
    // The page's one count control (a basket of one line): by its name, and its Update by its name.
    const one = correctLine(['make it eight'], page({ controls: [{ label: 'Quantity', kind: 'number', form: 1, submit: 'Update' }], rows: [lines[0]!] }));
    expect(one?.map((p) => p.action.name)).toEqual(['enter', 'click']);
    expect(one?.every((p) => 'element' in p.action && p.action.element.in === undefined)).toBe(true);
    expect(removeLine('take the hoop out', bag)?.length).toBe(1);
    expect(removeLine('remove the crochet hook from my bag', bag)?.length).toBe(1);
    expect(removeLine('remove the scarf', bag)).toBeUndefined();
    expect(removeLine('remove it', bag)).toBeUndefined();
    // A box of the line ("Gift wrap") named: the box's, not the line's Remove.
    expect(removeLine('take the gift wrap off', page({ ...bag, controls: [...bag.controls!, { label: 'Gift wrap (+£2)', kind: 'checkbox', form: 2 }] }))).toBeUndefined();
  });
});

describe('an item seen before (no browser)', () => {
  const added = page({
    executed: [{ utterance: 'add it', programs: [program({ kind: 'action', name: 'click', element: query({ description: str('Add to bag'), type: 'button' }) })] }],
    lists: [{ url: 'http://h/shop', items: [{ name: 'Olive Wood Crochet Hook £6.25', title: 'Olive Wood Crochet Hook', url: 'http://h/item/hook' }, { name: 'Beech Embroidery Hoop 20cm £4.80', title: 'Beech Embroidery Hoop 20cm', url: 'http://h/item/hoop' }] }],
  });
  it('is opened and added when the turn asks for one more of the same', () => {
    expect(addSeenItem(['And the crochet hook.'], added)?.map((p) => p.action.name)).toEqual(['goto', 'click']);
    expect(addSeenItem(['the hoop', 'three of those'], added)?.map((p) => p.action.name)).toEqual(['goto', 'enter', 'click']);
  });
  it('is left alone for a bare name, an ordinal, a thing no list showed, or when nothing was added lately', () => {
    expect(addSeenItem(['The crochet hook.'], added)).toBeUndefined();
    expect(addSeenItem(['And the first one too.'], added)).toBeUndefined();
    expect(addSeenItem(['And the wool scarf as well.'], added)).toBeUndefined();
    expect(addSeenItem(['And the crochet hook.'], { ...added, executed: [] })).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 17: a yarn shop of our own (real Chromium, 127.0.0.1)', () => {
  const { state: stateOf, chatOn } = chatSite<BagState>('chat17-basket/site.mjs');

  it('adds a count of the item in view with the colour chosen, corrects the line last added, removes a line named', async () => {
    const { ask, goto, close } = await chatOn('/item/hook');
    try {
      await ask('Could you add two of those hooks to the bag?');
      expect(stateOf().bag).toEqual([{ id: 'hook', qty: 2 }]);
      await goto('/item/merino?colour=Slate');
      await ask('Pop three skeins into my bag, please.');
      expect(stateOf().bag).toEqual([{ id: 'hook', qty: 2 }, { id: 'merino', colour: 'Slate', qty: 3 }]);
      expect(stateOf().page.path).toBe('/bag');
      // The line last added is the one "two will do" means, not the first line.
      await ask('Hmm, two will do.');
      expect(stateOf().bag).toEqual([{ id: 'hook', qty: 2 }, { id: 'merino', colour: 'Slate', qty: 2 }]);
      await ask('Oh no, I only want one.');
      expect(stateOf().bag).toEqual([{ id: 'hook', qty: 2 }, { id: 'merino', colour: 'Slate', qty: 1 }]);
      await ask('No wait, take the hook out, my sister has one.');
      expect(stateOf().bag).toEqual([{ id: 'merino', colour: 'Slate', qty: 1 }]);
      // "Pop it on my wishlist for now": the item's "♡ Add to wishlist" button, not the header's "Wishlist" link.
      await goto('/item/felt');
      await ask('Pop it on my wishlist for now.');
      expect(stateOf().wishlist).toEqual(['felt']);
      // "Save this one for later" on a page whose one saving button has a mark and no "later": that button.
      await goto('/maker/pennock');
      await ask('Save this item for later, please.');
      expect(stateOf().makers).toEqual(['pennock']);
    } finally {
      await close();
    }
  }, 120_000);

  it('adds an item seen on a list earlier, from the bag page', async () => {
    const { ask, goto, close } = await chatOn('/shop');
    try {
      await ask('Add the embroidery hoop.');
      expect(stateOf().bag).toEqual([{ id: 'hoop', qty: 1 }]);
      await goto('/bag');
      // Shown in the bag page's "Popular now" cards: that card's own Add.
      await ask('And the crochet hook too.');
      expect(stateOf().bag).toEqual([{ id: 'hoop', qty: 1 }, { id: 'hook', qty: 1 }]);
      await ask('Oh, and the knitting needles as well, the fourteen piece set I looked at.');
      expect(stateOf().bag).toEqual([{ id: 'hoop', qty: 1 }, { id: 'hook', qty: 1 }, { id: 'needles', qty: 1 }]);
      // A thing no list showed: nothing added.
      await ask('And the alpaca scarf as well.');
      expect(stateOf().bag.length).toBe(3);
      // "Add one of those" on a list after a question about one of its items: that item's own Add.
      await goto('/shop');
      expect((await ask('How much is the felting wool bundle?')).said).toContain('£11.00');
      await ask('Add one of those.');
      expect(stateOf().bag.map((l) => l.id)).toEqual(['hoop', 'hook', 'needles', 'felt']);
    } finally {
      await close();
    }
  }, 120_000);
});
