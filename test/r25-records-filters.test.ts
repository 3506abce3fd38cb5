/**
 * Round 25: filters said as words of the sentence (src/parser/listing-filters.ts, run by
 * `Russ.runFilters`): a radio group's choice whose name (before its bracket or dash) the sentence
 * says, a box of a form with no button that sends itself when ticked, an order said by its end
 * ("sorted from the smallest"), and the list's own link when it is named with a word of finding
 * ("Find a plant"). Unit tests on the reading, and end to end on our garden centre
 * (test/sites/r25-records/plants) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filterStep, mayFilter, optionHead, orderSaid, type FilterPage } from '../src/parser/listing-filters.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const refine: SeenControl[] = [
  { label: 'Location', kind: 'select', options: ['All locations', 'Northgate', 'Airport Road'], value: 'All locations', form: 0, submit: 'Show units', rendersHere: true },
  { label: 'Size', kind: 'radio', options: ['Any size', 'Small (up to 25 sq ft)', 'Medium (50–100 sq ft)', 'Large (120 sq ft and up)'], value: 'Any size', form: 0, submit: 'Show units', rendersHere: true },
  { label: 'Sort by', kind: 'select', options: ['Recommended', 'Price: lowest first', 'Price: highest first', 'Size: smallest first'], value: 'Recommended', form: 0, submit: 'Show units', rendersHere: true },
];
const acts = (m: ReturnType<typeof filterStep>): string[] => (m && m.kind === 'form' ? m.programs.map((p) => `${p.action.name} ${JSON.stringify((p.action as { option?: { value: string } }).option?.value ?? (p.action as { element?: { description?: { value: string } } }).element?.description?.value)}`) : []);

describe('filters said as words: the terms', () => {
  it('reads an order said by its end, and an option\'s name before what qualifies it', () => {
    expect(orderSaid('Find large units at Airport Road, sorted from the smallest')).toMatchObject({ dir: 'up', said: 'sorted from the smallest' });
    expect(orderSaid('show the tents, largest first')).toMatchObject({ dir: 'down' });
    expect(orderSaid('sorted from the cheapest')?.by.test('Price')).toBe(true);
    expect(orderSaid('sorted from the smallest')?.by.test('Price: lowest first')).toBe(false);
    expect(optionHead('Large (120 sq ft and up)')).toBe('Large');
    expect(optionHead('Part shade – 3 to 6 hours')).toBe('Part shade');
    expect(optionHead('Email')).toBe('Email');
    expect(mayFilter('Find large units at Airport Road, sorted from the smallest')).toBe(true);
  });
});

describe('filters said as words: a move on a page', () => {
  const page: FilterPage = { url: 'http://x/units', controls: refine, links: [] };

  it('chooses the radio whose name is said, with the menu and the order, then presses the button once', () => {
    const m = filterStep('Find large units at Airport Road, sorted from the smallest', page, new Set());
    expect(acts(m)).toEqual(['select "Size: smallest first"', 'select "Airport Road"', 'click "Large (120 sq ft and up)"', 'click "Show units"']);
  });

  it('leaves a radio when two of its choices are said, or the one said is already chosen', () => {
    expect(acts(filterStep('Show medium and large units at Northgate', page, new Set()))).toEqual(['select "Northgate"', 'click "Show units"']);
    const chosen: FilterPage = { ...page, controls: refine.map((c) => (c.kind === 'radio' ? { ...c, value: 'Large (120 sq ft and up)' } : c)) };
    expect(acts(filterStep('Find large units at Airport Road', chosen, new Set()))).toEqual(['select "Airport Road"', 'click "Show units"']);
  });

  it('ticks the box of a form that sends itself, without a button to press, and never two controls of it', () => {
    const own: SeenControl[] = [{ label: 'Vegetarian only', kind: 'checkbox', form: 1, sendsOnChange: true, rendersHere: true }];
    const m = filterStep('Show me the vegetarian desserts', { url: 'http://x/menus?course=desserts', controls: own, links: [] }, new Set(['desserts']));
    expect(acts(m)).toEqual(['check "Vegetarian only"']);
    const two: SeenControl[] = [...own, { label: 'Vegan only', kind: 'checkbox', form: 1, sendsOnChange: true }];
    expect(filterStep('Show me the vegetarian vegan desserts', { url: 'http://x/menus', controls: two, links: [] }, new Set(['desserts']))).toBeUndefined();
    // (A box of a form that posts is never a filter, whatever it sends.)
    const posting: SeenControl[] = [{ label: 'Vegetarian only', kind: 'checkbox', form: 1, sendsOnChange: true, posts: true }];
    expect(filterStep('Show me the vegetarian desserts', { url: 'http://x/menus', controls: posting, links: [] }, new Set(['desserts']))).toBeUndefined();
  });

  it('follows the list\'s link named with a word of finding only when nothing else moves and nothing was set', () => {
    const home: FilterPage = { url: 'http://x/', controls: [], links: [{ name: 'Find a unit', href: 'http://x/units' }, { name: 'Get a quote', href: 'http://x/quote' }, { name: 'Help', href: 'http://x/help' }] };
    expect(filterStep('List the medium units at every location, most expensive first', home, new Set(), true)).toMatchObject({ kind: 'link', name: 'Find a unit', placed: [] });
    expect(filterStep('List the medium units at every location, most expensive first', home, new Set(), false)).toBeUndefined();
    expect(filterStep('List the medium vans, most expensive first', home, new Set(), true)).toBeUndefined();
    // ("What's on" is the list of the shows, events or performances said, and of nothing else.)
    const theatre: FilterPage = { url: 'http://x/', controls: [{ label: 'Family shows', kind: 'checkbox', form: 0, submit: 'Sign up', posts: true }], links: [{ name: "What's on", href: 'http://x/whats-on' }, { name: 'Gift vouchers', href: 'http://x/vouchers' }] };
    expect(filterStep('Show me the family shows', theatre, new Set(), true)).toMatchObject({ kind: 'link', name: "What's on" });
    expect(filterStep('Show me the family vouchers', theatre, new Set(), true)).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 25 filters said as words end to end (real Chromium, our garden centre)', () => {
  it('the list by its link, a radio said, the sort said by its end, and a box that sends itself', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r25-records/plants'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions }) });
    expect(summary.tasks).toBe(3);
    expect(results.get('shade-by-height')).toMatchObject({ ok: true });
    expect(results.get('shade-by-height')!.actions[0]).toBe('click "Find a plant"');
    expect(results.get('sun-climbers-dearest')).toMatchObject({ ok: true });
    expect(results.get('pet-safe-shrubs')).toMatchObject({ ok: true });
    expect(results.get('pet-safe-shrubs')!.actions).toContain('check "Pet-safe only"');
    // Nothing of it signs anyone up: the newsletter's "Shade garden tips" box is in a form that posts.
    expect(summary.passed).toBe(3);
  }, 300_000);
});
