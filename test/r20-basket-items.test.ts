/**
 * Round 20: counted items put in a basket in one task ("Add 3 X and 2 Y to the cart"), read as one
 * program per item from the page's structure (src/parser/basket-items.ts, the loop in
 * src/runtime/russ.ts `runBasket`). Unit tests of the reading and of a move on a page model, and
 * end to end on our garden shop (test/sites/r20-basket/potting) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basketItems, basketMove, type BasketProgress } from '../src/parser/basket-items.js';
import { formControls, rowsOf, taskPage } from '../src/runtime/conversation.js';
import { pageFromHtml } from '../src/page/from-html.js';
import { printSurface } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('the items of a clause that puts counted things in a basket', () => {
  it('each item with its count and words; a word said after an item is more of it', () => {
    expect(basketItems('Add 6 butter rolls and 4 seed trays to the basket')?.map((i) => [i.n, i.said])).toEqual([[6, 'butter rolls'], [4, 'seed trays']]);
    expect(basketItems('Put 2 packs of small pots and a watering can in my cart.')?.map((i) => [i.n, i.said])).toEqual([[2, 'small pots'], [1, 'watering can']]);
    expect(basketItems('Add 2 brown loaves, sliced, to the trolley')?.map((i) => [i.n, i.words])).toEqual([[2, ['brown', 'sliced', 'loaf']]]);
  });

  it('no reading without a place the things go, without words of an item, or with a pronoun', () => {
    expect(basketItems('Add 2 checked bags for Tomás and save the bags')).toBeUndefined();
    expect(basketItems('Choose the colour Olive and add two to your cart')).toBeUndefined();
    expect(basketItems('add two to your cart')).toBeUndefined();
    expect(basketItems('Add 3 of them to the basket')).toBeUndefined();
  });
});

describe('the next move for an item on a page', () => {
  const fresh = (): BasketProgress => ({ searched: 0, chosen: new Set(), opened: new Set() });
  const SHOP = `<!doctype html><body><form method="get" action="/s"><label>Find <input type="search" name="q"></label><button>Search</button></form><h1>Tools</h1><ul>
<li><h2><a href="/i/1">Hand trowel</a></h2><form method="post" action="/add"><label>Qty <input type="number" name="qty" value="1"></label> <button>Add to cart</button></form></li>
<li><h2><a href="/i/2">Border fork</a></h2><form method="post" action="/add"><label>Qty <input type="number" name="qty" value="1"></label> <button>Add to cart</button></form></li>
<li><h2><a href="/i/3">Hose reel</a></h2><a href="/i/3">Choose length</a></li></ul></body>`;
  const page = pageFromHtml(SHOP, { url: 'http://shop.test/tools' });
  const seen = { ...taskPage(page, formControls(page)), rows: rowsOf(page) };

  it('a row with its own count box and add: the count into that row\'s box, then its add', () => {
    const move = basketMove(basketItems('add 3 border forks to the cart')![0]!, seen, 'Tools', fresh(), false)!;
    expect(move.kind).toBe('add');
    expect(move.programs.map((p) => printSurface(p))).toEqual([
      '@retrieve(description="Border fork", item=1) => @retrieve(description="Qty", type=input, in=id) => @enter(text=literal("3"), element=id)',
      '@retrieve(description="Border fork", item=1) => @retrieve(description="Add to cart", in=id) => @click(element=id)',
    ]);
  });

  it('a row with no add of its own: its link opened; an item no row holds: the search box takes its words', () => {
    expect(basketMove(basketItems('add a hose reel to the cart')![0]!, seen, 'Tools', fresh(), false)?.kind).toBe('open');
    const search = basketMove(basketItems('add 2 watering cans to the cart')![0]!, seen, 'Tools', fresh(), false)!;
    expect(search.kind).toBe('search');
    expect(printSurface(search.programs[0]!)).toMatch(/"watering cans"/);
  });
});

describe.runIf(hasChromium)('round 20 baskets end to end (real Chromium, our garden shop)', () => {
  it('every task of test/sites/r20-basket/potting ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/r20-basket/potting'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(3);
  }, 300_000);
});
