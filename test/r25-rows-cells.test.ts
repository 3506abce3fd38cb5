/**
 * Round 25: questions answered from one row (or some rows) of a table, on a site of our own
 * (test/sites/r25-rows/pottery.mjs), with real Chromium, through conversations:
 * - a row named by its time in any spoken form ("is half six free?", "is ten o'clock available?"),
 *   and by words of its cells ("is the raku class on?"): the cell of the column asked;
 * - rows by a condition: the evening's times, the orders in a state ("which one has been shipped?").
 * Plus unit tests of the reader on grids as the state holds them, and of what it leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { cellTime, rowCellAnswer } from '../src/parser/row-cells.js';
import type { DialogueState } from '../src/parser/context.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

describe.runIf(hasChromium)('a row\'s cell by its row, rows by a condition (Larkfield Pottery)', () => {
  const { chatOn } = chatSite<{ page: { path: string }; bookings: Array<{ ref: string }> }>('r25-rows/pottery.mjs');

  it('reads the cell of the row named by its time, said as people say it', async () => {
    const c = await chatOn('/classes');
    try {
      const half = await c.ask('Is half six free?');
      expect(half.said).toContain('6:30pm');
      expect(half.said).toContain('Full');
      const ten = await c.ask("Is ten o'clock available?");
      expect(ten.said).toContain('3 seats left');
      expect(ten.state.page.path).toBe('/classes');
      const raku = await c.ask('Is the raku class on?');
      expect(raku.said).toContain('Raku firing');
      expect(raku.said).toContain('Full');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('lists the rows of the part of the day asked', async () => {
    const c = await chatOn('/classes');
    try {
      const evening = await c.ask('What times do you have in the evening?');
      expect(evening.said).toContain('6:30pm');
      expect(evening.said).toContain('8pm');
      expect(evening.said).not.toContain('10am');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('names the rows whose state the question says', async () => {
    const c = await chatOn('/orders');
    try {
      const shipped = await c.ask('Which one has been shipped?');
      expect(shipped.said).toContain('LP-0415');
      expect(shipped.said).not.toContain('LP-0412');
    } finally {
      await c.close();
    }
  }, 120_000);
});

const base: DialogueState = { executed: [], lists: [], opened: [], visited: [], searchNames: [], tabs: [], changed: [], rows: [] };
const slots = { columns: ['Time', 'Session', 'Spaces', ''], rows: [['12 noon', 'Lane swim', '8 left', 'Book'], ['6pm', 'Aqua fit', 'Fully booked', ''], ['7:30pm', 'Family swim (slide)', '2 left', 'Book'], ['9pm', 'Adult swim', 'Fully booked', '']] };
const said = (text: string, state: DialogueState): string | undefined => {
  const r = rowCellAnswer(text.replace(/[?.!]+$/, ''), text, state);
  const a = r?.programs[0]?.action as { text?: unknown } | undefined;
  return a && typeof a.text === 'string' ? a.text : undefined;
};

describe('row-cells (round 25)', () => {
  it('reads clock times written in cells', () => {
    expect(cellTime('6pm')).toBe(18 * 60);
    expect(cellTime('7:30pm')).toBe(19 * 60 + 30);
    expect(cellTime('12 noon')).toBe(12 * 60);
    expect(cellTime('18:00–19:30')).toBe(18 * 60);
    expect(cellTime('Fully booked')).toBeUndefined();
    expect(cellTime('£54')).toBeUndefined();
  });

  it('finds the row by a time in any spoken form and the column by a word of availability', () => {
    const state = { ...base, grids: [slots] };
    expect(said('is half seven free?', state)).toBe('7:30pm: Spaces: 2 left');
    expect(said("is six o'clock available?", state)).toBe('6pm: Spaces: Fully booked');
    expect(said('is 9 free?', state)).toBe('9pm: Spaces: Fully booked');
    expect(said('is the slide session on?', state)).toBe('Family swim (slide): Spaces: 2 left');
    expect(said('what times do you have in the evening?', state)).toBe('6pm (Fully booked), 7:30pm (2 left), 9pm (Fully booked).');
  });

  it('names the places of a grid of times by places free at the time asked, and the row as what "book that" takes', () => {
    const courts = { columns: ['Time', 'Court 1', 'Court 2', 'Court 3'], rows: [['7:00 PM', 'Taken', 'Book', 'Taken'], ['8:00 PM', 'Taken', 'Taken', 'Book']] };
    const state = { ...base, grids: [courts] };
    expect(said('anything at eight?', state)).toBe('Free at 8:00 PM: Court 3.');
    expect(said('which court is free at seven?', state)).toBe('Free at 7:00 PM: Court 2.');
    expect(rowCellAnswer('anything at eight', 'anything at eight?', state)?.about?.description).toMatchObject({ value: 'Court 3 8:00 PM' });
    expect(said('anything at nine?', state)).toBeUndefined();
  });

  it('leaves alone what names no row, no column or no table', () => {
    const state = { ...base, grids: [slots] };
    expect(said('book half seven', state)).toBeUndefined();
    expect(said('is half eight free?', state)).toBeUndefined();
    expect(said('what about 9?', state)).toBeUndefined();
    expect(said('is half seven free?', base)).toBeUndefined();
  });

  it('takes the header with the most words said, before a word of availability ("full" of "a full day")', () => {
    const prices = { columns: ['Studio', 'Size', 'Half day', 'Full day'], rows: [['North', 'Large', '£60', '£100'], ['South', 'Small', '£35', '£55']] };
    expect(said('how much is a full day in the north studio?', { ...base, grids: [prices] })).toBe('North: Full day: £100');
  });

  it('names the orders in the state asked, in everyday words', () => {
    const orders = { columns: ['Order', 'Items', 'Total', 'Status'], rows: [['BY-0998', 'Wool', '£14.50', 'Dispatched'], ['BY-1001', 'Needles', '£9.00', 'Processing']] };
    expect(said('which one has been sent already?', { ...base, grids: [orders] })).toBe('BY-0998: Status: Dispatched.');
  });
});
