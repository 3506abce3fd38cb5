/**
 * Round 28 (issue 11): a shop table whose rows each hold their own form — an option menu of sizes,
 * a quantity box and "Add" — read as one unit: the item said names the row, the measure said
 * ("a 40 litre bag", "a 20kg bag") chooses the row's option and is never a count, the count goes
 * into the row's quantity, then the row's button; a word said beside the item ("thick gauge")
 * chooses the one option of the item page's radios that it says; "by post" is how the order
 * reaches the user (src/parser/basket-items.ts, order-items.ts; rows' menus read by
 * src/runtime/conversation.ts `rowsOf`). Units on the readings, and end to end on our garden shop
 * (test/sites/r28-rows/garden) through the tasks bench in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { basketItems, basketMove, writesMeasure, type BasketProgress } from '../src/parser/basket-items.js';
import { methodOption, orderItems } from '../src/parser/order-items.js';
import type { SeenControl } from '../src/parser/context.js';
import type { TaskPage } from '../src/parser/task-reading.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const fresh = (): BasketProgress => ({ searched: 0, chosen: new Set(), opened: new Set() });
const row = (name: string, options: string[]): NonNullable<TaskPage['rows']>[number] => ({ cells: [name], controls: ['Add'], counts: [`Quantity of ${name}`], menus: [{ name: `Option for ${name}`, options }] });
const SHOP: TaskPage = {
  controls: [],
  rows: [row('Peat-free compost', ['10 litre — £5.00', '40 litre — £12.00']), row('Pea gravel', ['5kg — £4.00', '20kg — £11.50']), row('Seed tray', ['One size — £2.00'])],
};

describe('an item said with a measure, a quoted name, an option after "in"', () => {
  it('the measure is the item\'s option, not its count; its pack word goes', () => {
    expect(basketItems('Add a 12.5kg bag of Fine grog clay to the basket')).toEqual([{ n: 1, said: 'Fine grog clay', words: ['fine', 'grog', 'clay'], measure: { unit: 'g', amount: 12500 } }]);
    expect(basketItems('Put 2 "Seed tray" items and a 20kg bag of Pea gravel in the basket')).toEqual([
      { n: 2, said: 'Seed tray', words: ['seed', 'tray'] },
      { n: 1, said: 'Pea gravel', words: ['pea', 'gravel'], measure: { unit: 'g', amount: 20000 } },
    ]);
    // ("in <option>": the option's words are the item's, its head stays the name's.)
    expect(basketItems('Add a Harbour lantern in Slate Grey to the basket')![0]!.words.at(-1)).toBe('lantern');
    expect(basketItems('Add Copper wire in 0.5mm to the basket')).toBeUndefined();
    expect(basketItems('Add a Copper wire in 0.5mm to the basket')![0]!.measure).toEqual({ unit: 'mm', amount: 0.5 });
  });

  it('an option writes the measure by amount and unit: "12.5kg" is not "5kg"', () => {
    expect(writesMeasure('12.5kg — £19.00', { unit: 'g', amount: 12500 })).toBe(true);
    expect(writesMeasure('5kg — £9.50', { unit: 'g', amount: 12500 })).toBe(false);
    expect(writesMeasure('500ml', { unit: 'ml', amount: 500 })).toBe(true);
  });
});

describe('the row that holds its own form', () => {
  it('chooses the row\'s option by the measure, the count into the row\'s quantity, then the row\'s Add', () => {
    const item = basketItems('Add two 40 litre bags of Peat-free compost to the basket')![0]!;
    const move = basketMove(item, SHOP, 'Shop', fresh(), false)!;
    expect(move.kind).toBe('add');
    const text = JSON.stringify(move.programs);
    expect(text).toContain('40 litre — £12.00');
    expect(text).toContain('Quantity of Peat-free compost');
    expect(text).toContain('"value":"2"');
  });

  it('a measure that no option of the row writes: unsold, nothing added (the runtime fails typed)', () => {
    const item = basketItems('Add a 12kg bag of Pea gravel to the basket')![0]!;
    expect(basketMove(item, SHOP, 'Shop', fresh(), false)).toEqual({ kind: 'unsold', programs: [] });
  });

  it('the one radio option whose words are all said ("thick gauge" → "Thick") is chosen on the item page first', () => {
    const item = basketItems('Add two packs of garden twine, thick gauge, to the basket')![0]!;
    const FORM = { form: 1, submit: 'Add to basket', posts: true } as const;
    const controls: SeenControl[] = [{ label: 'Thickness', kind: 'radio', options: ['Fine', 'Thick'], value: 'Fine', ...FORM }, { label: 'Quantity', kind: 'select', options: ['1', '2', '3'], value: '1', ...FORM }];
    const progress = fresh();
    progress.opened.add('Garden twine');
    const move = basketMove(item, { controls }, 'Garden twine', progress, false)!;
    expect(move.kind).toBe('choose');
    expect(JSON.stringify(move.programs)).toContain('Thick');
    expect(basketMove(item, { controls }, 'Garden twine', progress, false)!.kind).toBe('add');
  });
});

describe('an order sent by post', () => {
  it('"by post" ends the items; the Post radio is how it reaches the user (the order is filled and held, as round 25 holds it)', () => {
    const o = orderItems('Order three 20 litre bags of Bark mulch by post to "Ida Moss", ida.moss@example.com');
    expect(o?.items.map((i) => [i.n, i.said])).toEqual([[3, 'Bark mulch']]);
    expect(o?.rest).toMatch(/^by post/);
    const radios: SeenControl[] = [{ label: 'Delivery', kind: 'radio', options: ['Collect from the nursery (free)', 'Post (£4.00)'], form: 1, submit: 'Place order' }];
    expect(methodOption(o!.rest!, radios)).toBe('Post (£4.00)');
  });
});

describe.runIf(hasChromium)('round 28 row forms end to end (real Chromium, our garden shop)', () => {
  it('adds in the size said, counts into the row, chooses the word said, and adds nothing in a size not sold', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; basket: unknown }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r28-rows/garden'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, basket: (r.state as { basket?: unknown }).basket }) });
    expect(summary.tasks).toBe(5);
    for (const id of ['compost-big', 'trays-and-gravel', 'twine-thick', 'mulch-post']) expect([id, results.get(id)!.ok, results.get(id)!.actions]).toEqual([id, true, results.get(id)!.actions]);
    expect(results.get('gravel-no-size')!.basket).toEqual([]);
    expect(summary.wrongSends ?? 0).toBe(0);
    expect(summary.unexpectedSends ?? 0).toBe(0);
  }, 300_000);
});
