/**
 * Round 27: questions answered from the right place, on a site of our own
 * (test/sites/r27-count/pottery.mjs), with real Chromium, through conversations:
 * - "how many" by the page's own count sentence in its content ("2 items in your basket", "3 classes",
 *   "You have 2 upcoming classes."), not the nav's "Basket (2)" nor a table's cell ("Glaze set 500ml");
 * - a row's cell by the question's wh-word ("when" → the Date column, "what's booked" → the Class
 *   column), not its Status cell;
 * - "what days have you got?" → every day link, not the first;
 * - a definition list's term asked for → its value ("How to use" → the dd);
 * - "what's the most expensive one?" over cards with prices → the card of the highest price.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { countLineAnswer, countsIn } from '../src/parser/count-line.js';
import { whColumn } from '../src/parser/wh-column.js';
import { daysListed } from '../src/parser/list-asked.js';
import { valueUnder } from '../src/parser/label-value.js';
import type { DialogueState } from '../src/parser/context.js';

describe.runIf(hasChromium)('answers from the right place (Hollow Lane Pottery)', () => {
  const { chatOn } = chatSite<{ page: { path: string } }>('r27-count/pottery.mjs');

  it('answers "how many" with the count sentence of the content', async () => {
    const c = await chatOn('/basket');
    try {
      const bag = await c.ask('How many things are in my basket?');
      expect(bag.said).toContain('2 items');
      expect(bag.said).not.toContain('Basket (2)');
      const items = await c.ask('How many items is that now?');
      expect(items.said).toContain('2 items');
      await c.goto('/search');
      const results = await c.ask('How many results are there?');
      expect(results.said).toContain('3 classes');
      const dearest = await c.ask("What's the most expensive one?");
      expect(dearest.said).toContain('Hand building');
      await c.goto('/bookings');
      const left = await c.ask('How many classes have I got left?');
      expect(left.said).toContain('2 upcoming');
      expect(left.state.page.path).toBe('/bookings');
    } finally {
      await c.close();
    }
  }, 120_000);

  it("reads a row's cell by the wh-word", async () => {
    const c = await chatOn('/bookings');
    try {
      const when = await c.ask('When is Ana booked in?');
      expect(when.said).toContain('Fri 4 Dec');
      expect(when.said).not.toContain('Booked');
      const what = await c.ask("What's booked for Ben?");
      expect(what.said).toContain('Throwing basics');
      expect(what.state.page.path).toBe('/bookings');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('lists every day, and says the value under a term', async () => {
    const c = await chatOn('/class/throwing');
    try {
      const days = await c.ask('What days have you got?');
      for (const d of ['Thu 3 Dec', 'Fri 4 Dec', 'Sat 5 Dec', 'Mon 7 Dec']) expect(days.said).toContain(d);
      expect(days.state.page.path).toBe('/class/throwing');
      const use = await c.ask('How am I supposed to use it?');
      expect(use.said).toContain('centre it');
    } finally {
      await c.close();
    }
  }, 120_000);
});

const base: DialogueState = { executed: [], lists: [], opened: [], visited: [], searchNames: [], tabs: [], changed: [], rows: [] };
const said = (r: { programs: Array<{ action: unknown }> } | undefined): string | undefined => {
  const a = r?.programs[0]?.action as { text?: unknown } | undefined;
  return a && typeof a.text === 'string' ? a.text : undefined;
};

describe('count lines (round 27)', () => {
  it('reads a number and the noun it counts, not a measure, a price or a time', () => {
    expect(countsIn('You have 2 upcoming appointments.').map((c) => c.unit)).toEqual(['appointments']);
    expect(countsIn('3 items in your bag').map((c) => c.unit)).toEqual(['items']);
    expect(countsIn('Takes about 45 minutes.')).toEqual([]);
    expect(countsIn('£12.50 each, 10:30 start')).toEqual([]);
    expect(countsIn('Daily SPF 50 Fluid 50ml')).toEqual([]);
  });

  it('answers by the asked noun, declines where two lines fit alike or the other words are not said', () => {
    const state = { ...base, texts: ['You have 2 upcoming appointments.', '3 past visits'], framed: [] };
    expect(said(countLineAnswer('how many appointments have I got left', state))).toBe('You have 2 upcoming appointments.');
    expect(said(countLineAnswer('how many visits', state))).toBe('3 past visits');
    // Two count lines and a general noun: no guess.
    expect(countLineAnswer('how many things are there', state)).toBeUndefined();
    // A word of the question no line says: left to the other readers.
    expect(countLineAnswer('how many appointments are in June', state)).toBeUndefined();
    // The frame's count is not the content's.
    expect(countLineAnswer('how many items are in my bag', { ...base, texts: ['4 items in your bag'], framed: ['4 items in your bag'] })).toBeUndefined();
    // A table's row (its cells joined by " · ") is no count line of the page.
    const grid = { ...base, texts: ['Ball · 100g, 80 metres'], grids: [{ columns: ['Pack', 'Size'], rows: [['Ball', '100g, 80 metres'], ['Cone', '250g, 200 metres']] }] };
    expect(countLineAnswer('how many metres are in a ball', grid)).toBeUndefined();
    // Not a "how many" question.
    expect(countLineAnswer('how much is it', state)).toBeUndefined();
  });
});

describe('wh-word columns, day lists, terms (round 27)', () => {
  const g = { columns: ['Dog', 'Service', 'Day', 'Time', 'Status', 'Actions'], rows: [['Rex', 'Full groom', 'Tue 1 Dec', '10:00', 'Booked', 'View Change'], ['Mo', 'Nail trim', 'Fri 4 Dec', '09:00', 'Cancelled', 'View']] };
  it('picks the column by the wh-word and the cells', () => {
    expect(whColumn('when is Rex booked in', g, 0, ['View', 'Change'])).toBe(2);
    expect(whColumn("what's booked for Rex", g, 0, ['View', 'Change'])).toBe(1);
    expect(whColumn('is Rex booked', g, 0, ['View', 'Change'])).toBe(-1);
    // No day column by header: the column whose cells are dates.
    expect(whColumn('when is Rex in', { ...g, columns: ['Dog', 'Service', 'On', 'At', 'Status', ''] }, 0, [])).toBe(2);
  });
  it('lists the day links, and the value under a term', () => {
    const page = { ...base, page: { links: ['Home', 'Mon 30 Nov', 'Tue 1 Dec', 'Wed 2 Dec'], buttons: [] } } as unknown as DialogueState;
    expect(said(daysListed('what days have you got', page))).toBe('Mon 30 Nov, Tue 1 Dec and Wed 2 Dec.');
    expect(daysListed('what days have you got', { ...base, page: { links: ['Mon 30 Nov'], buttons: [] } } as unknown as DialogueState)).toBeUndefined();
    const dl = { ...base, texts: ['How to use', 'How to use: Twice a day.', 'Notes'] };
    expect(valueUnder('How to use', dl)).toBe('Twice a day.');
    expect(valueUnder('Notes', dl)).toBeUndefined();
  });
});
