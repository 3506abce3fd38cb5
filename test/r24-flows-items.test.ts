/**
 * Round 24 (issue 11): an item named in a one-sentence task, opened by its link, a choice said
 * taken by its option link, and the item's form filled from the day, length and count said
 * (src/parser/item-page.ts; src/runtime/russ.ts `runItems`). Unit tests on the reading, and end to
 * end on our cycle hire shop (test/sites/r24-flows/cycles) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { choiceLinks, choiceSaid, dayOf, itemForm, itemMove, itemSaid, itemsSaid, lengthOf, type ItemProgress } from '../src/parser/item-page.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const fresh = (): ItemProgress => ({ opened: new Set(), onItem: false, chosen: new Set() });
const site = 'http://shop.test';
const link = (name: string, path: string): { name: string; href: string } => ({ name, href: `${site}${path}` });

describe('the item a clause names', () => {
  it('reads the count, the item and what is said after it', () => {
    expect(itemSaid('Hire 2 long down sleeping bags for 2 days from Friday 11 December')).toMatchObject({ verb: 'hire', n: 2, said: 'long down sleeping bags', words: ['long', 'down', 'sleeping', 'bag'], rest: 'for 2 days from Friday 11 December' });
    expect(itemSaid('Open the 65 litre rucksack and choose the medium back size')).toMatchObject({ verb: 'open', n: 1, said: '65 litre rucksack', rest: 'and choose the medium back size' });
    expect(itemSaid('then rent three city bikes, starting 4 May')).toMatchObject({ n: 3, said: 'city bikes', rest: 'starting 4 May' });
    expect(itemSaid('Buy 6 bottles of Red Gum Shiraz and check out')).toMatchObject({ n: 6, said: 'Red Gum Shiraz', rest: 'bottles and check out' });
  });

  it('no item: a pronoun, a page, a record, a quoted value, a long phrase', () => {
    expect(itemSaid('Hire two of these for 2 days')).toBeUndefined();
    expect(itemSaid('Open the booking page for The Snow Queen')).toBeUndefined();
    expect(itemSaid('Get 2 adult tickets for Jersey Nights')).toBeUndefined();
    expect(itemSaid('Open "Settings"')).toBeUndefined();
    expect(itemSaid('Order a custom cake: 8 inch lemon sponge with jam')).toBeUndefined();
    expect(itemSaid('Book a hot desk at Canal Street')).toBeUndefined();
    expect(itemSaid('then add the first class to the basket')).toBeUndefined();
    expect(itemSaid('Add the packing service to my move.')).toBeUndefined();
    expect(itemSaid('Add the Les Dunes Provence Rosé to my wishlist')).toMatchObject({ said: 'Les Dunes Provence Rosé' });
  });

  it('two items joined by "and" share what is said after the second', () => {
    const two = itemsSaid('Add a gas stove and a cook set to the basket, both for 2 days from 5 December')!;
    expect(two.map((i) => [i.said, i.rest])).toEqual([['gas stove', 'for 2 days from 5 December'], ['cook set', 'for 2 days from 5 December']]);
    const counted = itemsSaid('Hire two Trail 2 tents and two sleeping mats, all for 3 days from 21 December')!;
    expect(counted.map((i) => [i.n, i.said, i.rest])).toEqual([[2, 'Trail 2 tents', 'for 3 days from 21 December'], [2, 'sleeping mats', 'for 3 days from 21 December']]);
    expect(itemsSaid('Open the Nova X2 and choose Sage')!.length).toBe(1);
  });

  it('reads a day and a length', () => {
    expect(dayOf('from Friday 11 December')).toEqual({ m: 12, d: 11 });
    expect(dayOf('starting Dec 4th')).toEqual({ m: 12, d: 4 });
    expect(lengthOf('for a week from 14 December')).toEqual({ n: 1, unit: 'week' });
    expect(lengthOf('for 3 nights')).toEqual({ n: 3, unit: 'night' });
    expect(lengthOf('from 3 December')).toBeUndefined();
  });
});

describe('the next move for an item', () => {
  const home = [link('Home', '/'), link('Tents', '/gear/tents'), link('Sleeping bags & mats', '/gear/sleeping'), link('Ridge 4 tunnel tent', '/item/ridge-4'), link('Down sleeping bag (comfort −5°C)', '/item/down-bag')];

  it('the link whose words hold the item', () => {
    expect(itemMove(itemSaid('Hire the Ridge 4 tent for 3 days')!, `${site}/`, 'Home', home, fresh())).toMatchObject({ kind: 'item', name: 'Ridge 4 tunnel tent' });
  });

  it('a word no link holds: the section first, then the best link there', () => {
    const bags = itemSaid('Hire 2 long down sleeping bags for 2 days')!;
    expect(itemMove(bags, `${site}/`, 'Home', home, fresh())).toMatchObject({ kind: 'section', name: 'Sleeping bags & mats' });
    const listing = [link('Down sleeping bag (comfort −5°C)', '/item/down-bag'), link('Synthetic sleeping bag (comfort 2°C)', '/item/synthetic-bag'), link('Self-inflating sleeping mat', '/item/mat')];
    const progress = fresh();
    progress.opened.add(`${site}/gear/sleeping`);
    expect(itemMove(bags, `${site}/gear/sleeping`, 'Sleeping bags & mats', listing, progress)).toMatchObject({ kind: 'item', name: 'Down sleeping bag (comfort −5°C)' });
  });

  it("not an item: the option of this page's form that says it, the site's home link", () => {
    const box: SeenControl = { label: 'Gadget cover (£12)', kind: 'checkbox', form: 0, submit: 'Continue' };
    expect(itemMove(itemSaid('add gadget cover')!, `${site}/extras`, 'Extras', [link('Gadget cover explained', '/help/gadget')], fresh(), [box])).toBeUndefined();
    expect(itemMove(itemSaid('add gadget cover')!, `${site}/extras`, 'Extras', [link('Wayfarer Cover', '/')], fresh())).toBeUndefined();
  });

  it('a name said with a capital is never let go', () => {
    const progress = fresh();
    progress.opened.add(`${site}/gear/tents`);
    expect(itemMove(itemSaid('Hire the Basecamp 4 tent for 2 days')!, `${site}/gear/tents`, 'Tents', [link('Ridge 4 tunnel tent', '/item/ridge-4')], progress)).toBeUndefined();
  });

  it('on the item page, the option link said', () => {
    const options = [link('Small back', '/item/pack?size=s'), link('Medium back', '/item/pack?size=m'), link('Large back', '/item/pack?size=l'), link('Back to Rucksacks', '/gear/packs')];
    expect(choiceLinks(`${site}/item/pack`, options).map((l) => l.name)).toEqual(['Small back', 'Medium back', 'Large back']);
    const progress = { ...fresh(), onItem: true };
    expect(itemMove(itemSaid('Hire the 65 litre rucksack with the large back for a week')!, `${site}/item/pack`, '65 litre trekking rucksack', options, progress)).toMatchObject({ kind: 'choice', name: 'Large back' });
    expect(itemMove(itemSaid('Hire the 65 litre rucksack for a week')!, `${site}/item/pack`, '65 litre trekking rucksack', options, progress)).toBeUndefined();
  });
});

describe('a clause that only chooses, on a page that shows its options as links to itself', () => {
  const zones = [link('Stalls — £45', '/book/7?zone=stalls'), link('Dress circle — £38', '/book/7?zone=dress'), link('Upper circle — £20', '/book/7?zone=upper'), link('Other dates', '/show/3')];
  it('the one option said, then the next one said', () => {
    expect(choiceSaid('switch to the upper circle', `${site}/book/7`, zones)?.link.name).toBe('Upper circle — £20');
    const phone = [link('Black', '/phone/nova?colour=black'), link('Sage', '/phone/nova?colour=sage'), link('128GB', '/phone/nova?storage=128'), link('256GB', '/phone/nova?storage=256')];
    const first = choiceSaid('pick Sage with 256GB', `${site}/phone/nova`, phone)!;
    expect(first.link.name).toBe('Sage');
    expect(choiceSaid('pick Sage with 256GB', `${site}/phone/nova`, phone, new Set([first.key]))?.link.name).toBe('256GB');
  });
  it('none: no option said, a clause that says much more, links to other pages', () => {
    expect(choiceSaid('choose a balcony seat', `${site}/book/7`, zones)).toBeUndefined();
    expect(choiceSaid('switch to the upper circle and pay with my card ending 4421 today please', `${site}/book/7`, zones)).toBeUndefined();
    expect(choiceSaid('choose the upper circle', `${site}/show/3`, zones)).toBeUndefined();
  });
});

describe("the item page's form", () => {
  const form = (extra: Partial<SeenControl> = {}): SeenControl[] => [
    { label: 'Start date', kind: 'select', options: ['Choose a date', 'Fri 4 Dec', 'Sat 5 Dec — booked out', 'Sun 6 Dec'], value: 'Choose a date', form: 1, submit: 'Add to hire basket', posts: true, ...extra },
    { label: 'Number of days', kind: 'select', options: ['1', '2', '3', '4', '5', '6', '7'], value: '1', form: 1, submit: 'Add to hire basket', posts: true },
    { label: 'Quantity', kind: 'select', options: ['1', '2', '3'], value: '1', form: 1, submit: 'Add to hire basket', posts: true },
    { label: 'Search gear', kind: 'text', form: 0, submit: 'Search' },
  ];

  it('the day, the length and the count, then its button', () => {
    const programs = itemForm(itemSaid('Hire 2 tents for a week from Friday 4 December')!, form(), '2026-11-28')!;
    expect(programs.map((p) => p.action)).toMatchObject([
      { name: 'select', option: { value: 'Fri 4 Dec' } },
      { name: 'select', option: { value: '7' } },
      { name: 'select', option: { value: '2' } },
      { name: 'click', element: { description: { value: 'Add to hire basket' } } },
    ]);
  });

  it('not sent: a day booked out, a day left at its prompt, a length no control takes', () => {
    expect(itemForm(itemSaid('Hire a tent for 2 days from 5 December')!, form(), '2026-11-28')).toBeNull();
    expect(itemForm(itemSaid('Hire 2 tents for 2 days')!, form(), '2026-11-28')).toBeNull();
    expect(itemForm(itemSaid('Hire a tent for 2 weeks from 4 December')!, form({}).filter((c) => c.label !== 'Number of days'), '2026-11-28')).toBeNull();
    // (No form that gets the thing, or nothing said for it: not this reading's.)
    expect(itemForm(itemSaid('Hire a tent')!, form(), '2026-11-28')).toBeUndefined();
    expect(itemForm(itemSaid('Hire a tent for 2 days from 4 December')!, form().map((c) => ({ ...c, posts: false })), '2026-11-28')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 24 items end to end (real Chromium, our cycle hire shop)', () => {
  it('opens the item by its link, takes the option said and fills its form; refuses what the site lacks', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r24-flows/cycles'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(6);
    expect(results.get('two-trekkers')).toMatchObject({ ok: true });
    expect(results.get('two-trekkers')!.actions).toContain('click "Bikes"');
    expect(results.get('two-trekkers')!.actions).toContain('click "Large (to 2 m)"');
    expect(results.get('seat-and-helmet')).toMatchObject({ ok: true });
    expect(results.get('cargo-large')).toMatchObject({ ok: true });
    expect(results.get('lock-week')).toMatchObject({ ok: true });
    // A day fully booked: the form is not sent with another day; a typed failure, nothing hired.
    const booked = results.get('metro-booked')!;
    expect(booked.code).toBe('E_STEP_PARSE');
    expect(booked.actions.join('\n')).not.toContain('Add to hire basket');
    // An item the shop does not have: a typed failure, nothing hired.
    const none = results.get('no-such-item')!;
    expect(none.ok).toBe(false);
    expect(none.code).toMatch(/^E_/);
    expect(none.actions.join('\n')).not.toContain('Add to hire basket');
  }, 300_000);
});
