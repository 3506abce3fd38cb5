/**
 * Round 25 (issue 11): counted items added from a grid of cards that have no link of their own (a
 * heading, a count menu and an "Add" button in each card), said as an order ("Add 2 X and 1 Y to my
 * order", "Add 3 X and a Y", "Order 2 X for pickup on …"), then the checkout's values carried
 * through its pages, its committing button pressed only when the words ask for it
 * (src/parser/order-items.ts, src/runtime/card-rows.ts, src/runtime/russ.ts `runOrder` /
 * `runCheckout`). Unit tests on the reading and on the cards read as rows, and end to end on our
 * juice bar (test/sites/r25-cards/juicebar) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkoutMove, checkoutSaid, checkoutValues, methodOption, orderItems } from '../src/parser/order-items.js';
import { cardRows } from '../src/runtime/card-rows.js';
import { pageFromHtml } from '../src/page/from-html.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const said = (text: string): Array<[number, string]> | undefined => orderItems(text)?.items.map((i) => [i.n, i.said]);

describe('counted items put in an order', () => {
  it('"to the order", a bare add, a colon, serving words taken off', () => {
    expect(said('Add 3 Oak Smoked Platters to the order.')).toEqual([[3, 'Oak Smoked Platters']]);
    expect(said('add 2 Green Machines and 1 Berry Blast to my order')).toEqual([[2, 'Green Machines'], [1, 'Berry Blast']]);
    expect(said('Add a Mango Lassi and 3 oat cookies')).toEqual([[1, 'Mango Lassi'], [3, 'oat cookies']]);
    expect(said('Order snacks for the team: 4 energy bars and 2 oat cookies')).toEqual([[4, 'energy bars'], [2, 'oat cookies']]);
    expect(said('Add 2 trays of lemon tarts to the order')).toEqual([[2, 'lemon tarts']]);
  });

  it('the details after the items are the checkout\'s values', () => {
    expect(orderItems('Order 2 Mango Lassis for pickup on 3 December at 10am, name Ada Ray')).toMatchObject({ items: [{ n: 2, said: 'Mango Lassis' }], rest: 'for pickup on 3 December at 10am, name Ada Ray' });
    expect(orderItems('Order 3 wraps delivered on 9 December to 1 High Street, Bath BA1 1AA')?.rest).toBe('delivered on 9 December to 1 High Street, Bath BA1 1AA');
  });

  it('not an order: a basket clause, no count, a size, a reason, a field\'s value, a record', () => {
    expect(orderItems('Add 2 Green Machines to the basket')).toBeUndefined();
    expect(orderItems('Order a new recycling bin because mine is broken')).toBeUndefined();
    expect(orderItems('Order a custom cake: 8 inch sponge with jam')).toBeUndefined();
    expect(orderItems('Order four of the cheapest tyres')).toBeUndefined();
    expect(orderItems('Add 2 guests for Friday')).toBeUndefined();
    expect(orderItems('Order SS-310 again')).toBeUndefined();
    expect(orderItems('Add the blue one')).toBeUndefined();
  });

  it('a checkout clause, its values said as labels say them', () => {
    expect(checkoutSaid('then check out for delivery on 12 December at 5pm')).toBe('for delivery on 12 December at 5pm');
    expect(checkoutSaid('check out')).toBeUndefined();
    expect(checkoutValues('for 80 guests, contact Nina Cole on 07700 900812, deliver to The Old Barn, Bath BA1 5AB')).toBe('for 80 guests, name Nina Cole, phone 07700 900812, address "The Old Barn, Bath BA1 5AB"');
  });

  it('the way the order reaches the user, among two to four radios', () => {
    const how: SeenControl = { label: 'How', kind: 'radio', options: ['Bring it to my desk', 'Pick up at the bar'], form: 0, submit: 'Next step' };
    expect(methodOption('for pickup on 3 December', [how])).toBe('Pick up at the bar');
    expect(methodOption('for collection on 3 December', [{ ...how, options: ['Deliver to my venue', 'I will collect from the kitchen'] }])).toBe('I will collect from the kitchen');
    expect(methodOption('on 3 December at 10am', [how])).toBeUndefined();
  });

  it('from the basket to the checkout: its one onward link, else the basket link once', () => {
    expect(checkoutMove(['Drinks', 'Basket (2)', 'Go to checkout'], ['Remove Oat Cookie'], false)).toEqual({ kind: 'checkout', name: 'Go to checkout', link: true });
    expect(checkoutMove(['Drinks', 'Basket (2)', 'My orders'], ['Add Oat Cookie'], false)).toEqual({ kind: 'basket', name: 'Basket (2)', link: true });
    expect(checkoutMove(['Drinks', 'Basket (2)'], [], true)).toBeUndefined();
    expect(checkoutMove(['Continue shopping', 'Back to menus'], [], true)).toBeUndefined();
  });
});

describe('cards of a grid read as rows', () => {
  const card = (name: string): string => `<div class="card"><h2>${name}</h2><p>£4</p><form method="post" action="/add"><label for="q-${name}">Quantity</label> <input id="q-${name}" name="qty" type="number" value="1"> <button aria-label="Add ${name} to order">Add</button></form></div>`;
  it('the heading first, the card\'s own controls and count box', () => {
    const page = pageFromHtml(`<main><nav><a href="/">Home</a> <a href="/b">Basket</a></nav><div class="grid">${card('Lemon Tart')}${card('Plum Cake')}</div></main>`, { url: 'http://cafe.test/menu' });
    expect(cardRows(page)).toEqual([
      { cells: ['Lemon Tart', '£4 Quantity Add'], controls: ['Add Lemon Tart to order'], counts: ['Quantity'] },
      { cells: ['Plum Cake', '£4 Quantity Add'], controls: ['Add Plum Cake to order'], counts: ['Quantity'] },
    ]);
  });
  it('not table rows or list items (rowsOf reads those), nor cards without a heading', () => {
    const page = pageFromHtml('<ul><li><a href="/a">A</a> one</li><li><a href="/b">B</a> two</li></ul><div class="c"><p>x</p><button>Go</button></div><div class="c"><p>y</p><button>Go</button></div>', { url: 'http://cafe.test/' });
    expect(cardRows(page)).toEqual([]);
  });
});

describe.runIf(hasChromium)('round 25 card-grid orders end to end (real Chromium, our juice bar)', () => {
  it('adds from the cards, carries the checkout and commits only when asked; refuses what the bar lacks', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r25-cards/juicebar'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(5);
    expect(results.get('two-to-order')).toMatchObject({ ok: true });
    expect(results.get('bare-add-from-tab')).toMatchObject({ ok: true });
    expect(results.get('bare-add-from-tab')!.actions).toContain('click "Add Oat Cookie"');
    const confirmed = results.get('order-pickup-confirm')!;
    expect(confirmed).toMatchObject({ ok: true });
    expect(confirmed.actions).toContain('choose "Pick up at the bar"');
    // No "confirm" said: the last step is filled and its committing button left unpressed.
    const held = results.get('order-not-confirmed')!;
    expect(held).toMatchObject({ ok: true });
    expect(held.actions.join('\n')).not.toContain('Confirm order');
    // A drink the bar does not have: a typed failure, nothing added.
    const none = results.get('no-such-drink')!;
    expect(none.ok).toBe(false);
    expect(none.code).toMatch(/^E_/);
    expect(none.actions.join('\n')).not.toMatch(/click "Add /);
  }, 300_000);
});
