/**
 * Round 23: a listing narrowed and ordered in one sentence (src/parser/listing-filters.ts, run by
 * `Russ.runFilters`): the filter links whose words are said, then the GET filter form's menus,
 * boxes, sort and a value said as one split over number menus ("32/34": Waist, Leg), the form sent
 * once. Unit tests on the reading, and end to end on our clothes shop
 * (test/sites/r23-filters/clothes) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { filterStep, filterTerms, mayFilter, orderSaid, splitValue, type FilterPage } from '../src/parser/listing-filters.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const form: SeenControl[] = [
  { label: 'Width', kind: 'select', options: ['–', '185', '205'], value: '–', form: 0, submit: 'Find', rendersHere: true },
  { label: 'Profile', kind: 'select', options: ['–', '55', '60'], value: '–', form: 0, submit: 'Find', rendersHere: true },
  { label: 'Rim', kind: 'select', options: ['–', '15', '16'], value: '–', form: 0, submit: 'Find', rendersHere: true },
  { label: 'Season', kind: 'select', options: ['All seasons', 'Summer', 'Winter'], value: 'All seasons', form: 0, submit: 'Find', rendersHere: true },
  { label: 'Sort by', kind: 'select', options: ['Recommended', 'Price (lowest first)', 'Brand'], value: 'Recommended', form: 0, submit: 'Find', rendersHere: true },
  { label: 'Email', kind: 'text', form: 1, submit: 'Sign up', posts: true },
];
const acts = (m: ReturnType<typeof filterStep>): string[] => (m && m.kind === 'form' ? m.programs.map((p) => `${p.action.name} ${JSON.stringify((p.action as { option?: { value: string } }).option?.value ?? (p.action as { element?: { description?: { value: string } } }).element?.description?.value)}`) : []);

describe('the terms of a listing sentence', () => {
  it('reads the order, a value said as one and the plain words', () => {
    expect(orderSaid('Show French red wines, cheapest first')).toMatchObject({ dir: 'up', said: 'cheapest first' });
    expect(orderSaid('most expensive first')).toMatchObject({ dir: 'down' });
    expect(orderSaid('look up tyres sorted by brand')?.by.test('Brand')).toBe(true);
    expect(splitValue('tyres in size 205/55 R16')).toEqual({ said: '205/55 R16', parts: ['205', '55', '16'] });
    expect(splitValue('on 12 December')).toBeUndefined();
    expect(filterTerms('Show vegan white wines only').words).toEqual(['vegan', 'white', 'wines']);
  });

  it('is a listing clause only with a listing verb, two terms and no other value', () => {
    expect(mayFilter('Show French red wines, cheapest first')).toBe(true);
    expect(mayFilter('Find tyres in size 205/55 R16')).toBe(true);
    expect(mayFilter('Find drop-off points near G2 3AB that open on Sundays')).toBe(false);
    expect(mayFilter('Show rooms that seat at least 6 people, most expensive first')).toBe(false);
    expect(mayFilter('Search for "Rioja"')).toBe(false);
    expect(mayFilter('Book a table for two')).toBe(false);
    expect(mayFilter('Show wines')).toBe(false);
  });
});

describe('a move of the listing reading on a page', () => {
  const page: FilterPage = { url: 'http://x/tyres', controls: form, links: [{ name: 'Tyres', href: 'http://x/tyres' }, { name: 'Winter tyres guide to everything', href: 'http://x/guide' }] };

  it('sets the number menus in order, the option said and the sort, then presses the GET form button once', () => {
    const m = filterStep('Show winter tyres in 205/55 R16, cheapest first', page, new Set());
    expect(acts(m)).toEqual(['select "205"', 'select "55"', 'select "16"', 'select "Price (lowest first)"', 'select "Winter"', 'click "Find"']);
    expect(m && m.kind === 'form' && m.placed).toEqual(expect.arrayContaining(['split:', 'order:', 'winter']));
  });

  it('follows a link whose words are said, a narrowing one first, but not one that undoes a narrowing', () => {
    const links = [{ name: 'Phones', href: 'http://x/phones' }, { name: 'Orbit', href: 'http://x/phones?brand=orbit' }];
    expect(filterStep('Show Orbit phones, newest first', { url: 'http://x/phones', controls: [], links }, new Set())).toMatchObject({ kind: 'link', name: 'Orbit' });
    expect(filterStep('Show Orbit phones, newest first', { url: 'http://x/phones?brand=orbit', controls: [], links }, new Set(['orbit']))).toBeUndefined();
    expect(filterStep('Show French red wines', { url: 'http://x/wines?type=red', controls: [], links: [{ name: 'France', href: 'http://x/wines?type=red&country=france' }] }, new Set(['red']))).toMatchObject({ kind: 'link', name: 'France', placed: ['french'] });
  });

  it('never fills a form that posts, and offers nothing when no term is on the page', () => {
    expect(filterStep('Show vegan cakes, cheapest first', { url: 'http://x/', controls: form.filter((c) => c.posts), links: [] }, new Set())).toBeUndefined();
  });

  it('puts a menu on an option no one said back to "all" on the run\'s first filter only', () => {
    const shop: SeenControl[] = [
      { label: 'Category', kind: 'select', options: ['Everything', 'Bread', 'Cakes & bakes'], value: 'Bread', form: 0, submit: 'Apply', rendersHere: true },
      { label: 'Sort', kind: 'select', options: ['Featured', 'Price, high to low'], value: 'Featured', form: 0, submit: 'Apply', rendersHere: true },
    ];
    const p: FilterPage = { url: 'http://x/shop?cat=bread', controls: shop, links: [] };
    expect(acts(filterStep('Show products sorted by price, highest first', p, new Set(), true))).toEqual(['select "Price, high to low"', 'select "Everything"', 'click "Apply"']);
    expect(acts(filterStep('Show products sorted by price, highest first', p, new Set(), false))).toEqual(['select "Price, high to low"', 'click "Apply"']);
    const cakes: FilterPage = { url: 'http://x/shop?cat=cakes', controls: shop.map((c) => (c.label === 'Category' ? { ...c, value: 'Cakes & bakes' } : c)), links: [] };
    expect(acts(filterStep('Show cakes sorted by price, highest first', cakes, new Set(), true))).toEqual(['select "Price, high to low"', 'click "Apply"']);
  });
});

describe.runIf(hasChromium)('round 23 listing filters end to end (real Chromium, our clothes shop)', () => {
  it('links, the refine form, the split size and the sort, from the home page', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r23-filters/clothes'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    expect(results.get('blue-jeans-cheapest')).toMatchObject({ ok: true });
    expect(results.get('blue-jeans-cheapest')!.actions).toEqual(['click "Jeans"', 'click "Blue"', 'select "Sort" = Price: low to high', 'click "Show results"']);
    expect(results.get('organic-shirts')).toMatchObject({ ok: true });
    expect(results.get('jeans-size')).toMatchObject({ ok: true });
    expect(results.get('jeans-size')!.actions).toContain('select "Leg" = 34');
    expect(results.get('black-shirts-newest')).toMatchObject({ ok: true });
    // Nothing of it signs anyone up: the newsletter form posts.
    expect(summary.passed).toBe(4);
  }, 300_000);
});
