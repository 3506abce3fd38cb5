/**
 * Round 22: options, amounts and basket counts said in other words, tested on our own site
 * (test/sites/r22-words, "Hollin Mill Stores"), never a bench set's:
 * - src/parser/units.ts: one table of units and their spoken forms and one normaliser — "the 500
 *   gram one" is "500g", "get the kilo" is "1kg", "seven by five" is "7 × 5 in", "the six inch
 *   ones" is "6 × 6 in", "go with the 56" is "56cm" — used by the choice readers (choices.ts) and
 *   the questions about an option's price (option-amount.ts);
 * (The basket's shapes — "actually just one <name>", "change the X to just one bag" — were dropped:
 * one read set; docs/conversation.md, round 22.)
 */
import { describe, expect, it } from 'vitest';
import { numberSaid, sameMeasure, saidMeasure, unitOf, writtenMeasure } from '../src/parser/units.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const said = (t: string): string | undefined => {
  const m = saidMeasure(t);
  return m ? `${m.sides ? `${m.sides[0]}x${m.sides[1]}` : m.amount}${m.unit} @${t.slice(m.index, m.index + m.length)}` : undefined;
};
const matches = (s: string, option: string): boolean => {
  const a = saidMeasure(s);
  const b = writtenMeasure(option);
  return !!a && !!b && sameMeasure(a, b);
};

describe('units (units.ts)', () => {
  it('reads a unit in its written and spoken forms to one base', () => {
    expect(unitOf('kilo')).toEqual({ unit: 'g', factor: 1000 });
    expect(unitOf('g')).toEqual({ unit: 'g', factor: 1 });
    expect(unitOf('litres')).toEqual({ unit: 'ml', factor: 1000 });
    expect(unitOf('inches')).toEqual({ unit: 'in', factor: 1 });
    expect(unitOf('hours')).toEqual({ unit: 'min', factor: 60 });
    expect(unitOf('bag')).toBeUndefined();
    expect(numberSaid('twenty-five')).toBe(25);
    expect(numberSaid('sixteen')).toBe(16);
  });

  it('finds the amount said: with a unit, a unit alone after "the", two sides, a bare number after "the"', () => {
    expect(said('and the bigger bag, the 500 gram one')).toBe('500g @500 gram');
    expect(said('okay, get the kilo')).toBe('1000g @kilo');
    expect(said('two and a half litre')).toBe('2500ml @two and a half litre');
    expect(said('seven by five, matte')).toBe('7x5 @seven by five');
    expect(said('the six inch ones')).toBe('6in @six inch');
    expect(said('go with the 56')).toBe('56 @56');
    // ("six in a box" is no length; "the kilometre" is no unit of the table; "the 3rd" is no amount.)
    expect(said('six in a box')).toBeUndefined();
    expect(said('the kilometre')).toBeUndefined();
    expect(said('the 3rd please')).toBeUndefined();
  });

  it('matches an amount said to the option that writes it, and no other', () => {
    expect(matches('the 500 gram one', '500g — £19.00')).toBe(true);
    expect(matches('the kilo', '1kg — £28.62')).toBe(true);
    expect(matches('the kilo', '500g — £19.00')).toBe(false);
    expect(matches('seven by five', '7 × 5 in — £0.45')).toBe(true);
    expect(matches('seven by five', '5 × 7 in')).toBe(false);
    expect(matches('the six inch ones', '6 × 6 in — £0.80')).toBe(true);
    expect(matches('the six inch ones', '6 × 4 in')).toBe(false);
    expect(matches('thirty by forty centimetres', '30 × 40 cm')).toBe(true);
    expect(matches('go with the 56', '56cm')).toBe(true);
    expect(matches('go with the 56', '54cm')).toBe(false);
    expect(matches('two hours', '2 hours')).toBe(true);
  });
});

interface MillState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ product: string; size: string; qty: number }>;
}

describe.skipIf(!hasChromium)('options, amounts and basket counts in other words, in Chromium (Hollin Mill)', () => {
  const { chatOn } = chatSite<MillState>('r22-words/site.mjs');

  it('a size link said by its unit spelled out, by a unit alone, and its price asked so', async () => {
    const c = await chatOn('/product/oats');
    try {
      expect((await c.ask('And the bigger bag, the 1 kilogram one.')).state.page.query).toEqual({ size: '1kg' });
      expect((await c.ask('How much is the two and a half kilo bag?')).said).toContain('£9.50');
      expect((await c.ask('Hmm, the 500 gram one then.')).state.page.query).toEqual({ size: '500g' });
      expect((await c.ask('Actually, get the kilo.')).state.page.query).toEqual({ size: '1kg' });
    } finally {
      await c.close();
    }
  });

  it('a dropdown of two-sided sizes: "seven by five" and the square said by one side', async () => {
    const c = await chatOn('/product/print');
    try {
      await c.ask('Seven by five, please.');
      await c.ask('Add it to the basket.');
      const r = await c.ask('Now open the Mill Print again.');
      expect(r.state.page.path).toBe('/product/print');
      await c.ask('The eight inch one.');
      const added = await c.ask('Add it to the basket.');
      expect(added.state.basket.slice(2)).toEqual([{ product: 'print', size: '7x5', qty: 1 }, { product: 'print', size: '8x8', qty: 1 }]);
    } finally {
      await c.close();
    }
  });

  it('a size said by its number alone', async () => {
    const c = await chatOn('/product/frame');
    try {
      expect((await c.ask('Go with the 56.')).state.page.query).toEqual({ size: '56' });
    } finally {
      await c.close();
    }
  });
});
