/**
 * Round 28 (issue 11): a filter's department said beside a price cap ("Show Yamaha acoustic guitars
 * up to £300", "Show ukuleles that cost £100 or less"): the cap is the filter form's menu option of
 * that amount, so the clause is a listing's (src/parser/listing-filters.ts) — its department link
 * followed first, then the brand and the cap on the form. Units on the reading.
 */
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { filterStep, filterTerms, mayFilter, priceCap, type FilterPage } from '../src/parser/listing-filters.js';

const FORM = { form: 1, submit: 'Refine' } as const;
const controls: SeenControl[] = [
  { label: 'Brand', kind: 'select', options: ['All brands', 'Acme', 'Birch'], value: 'All brands', ...FORM },
  { label: 'Max price', kind: 'select', options: ['No limit', '£100', '£300', '£1,000'], value: 'No limit', ...FORM },
];
const page = (url: string): FilterPage => ({ url, links: [{ name: 'Cellos', href: 'http://h/list?dept=cellos' }, { name: 'Harps', href: 'http://h/list?dept=harps' }], controls } as FilterPage);

describe('a price cap said with the list', () => {
  it('is read as the most to pay, in the ways it is said', () => {
    expect(priceCap('Show harps up to £300')?.digits).toBe('300');
    expect(priceCap('Show harps that cost £100 or less')?.digits).toBe('100');
    expect(priceCap('Show harps under £1,000')?.digits).toBe('1000');
    expect(priceCap('Show harps for £300')).toBeUndefined();
    expect(mayFilter('Show Birch harps up to £300')).toBe(true);
    expect(mayFilter('Show harps that cost £100 or less')).toBe(true);
    expect(filterTerms('Show Birch harps up to £300').words).toEqual(['birch', 'harps']);
  });

  it('the department link first, then the brand and the cap on the form', () => {
    const text = 'Show Birch harps up to £300';
    const first = filterStep(text, page('http://h/list'), new Set(), true)!;
    expect(first).toMatchObject({ kind: 'link', name: 'Harps' });
    const second = filterStep(text, page('http://h/list?dept=harps'), new Set(first.placed), false)!;
    expect(second.kind).toBe('form');
    const json = JSON.stringify(second);
    expect(json).toContain('£300');
    expect(json).toContain('Birch');
    expect(second.placed).toContain('cap:');
  });

  it('no menu writes the amount: the cap is left placed by nothing', () => {
    const step = filterStep('Show harps up to £250', { url: 'http://h/list?dept=harps', links: [], controls } as FilterPage, new Set(['harps']), false);
    expect(step).toBeUndefined();
  });
});
