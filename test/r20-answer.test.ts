/**
 * Round 20: questions whose answer is on the page but was read wrong, and questions whose answer is
 * on another page of the site, on a site of our own (test/sites/r20-answer/kiln.mjs), with real
 * Chromium, through a conversation:
 * - "how much is the first one?" on a list of cards beside an "In stock only" box: the first card's
 *   price, not the box's label (src/parser/questions.ts `itemValue`);
 * - "what time do they open on Saturdays?" asked on a page with no hours: the "Find a studio" link
 *   followed and the row of the day read; "which of your studios is open on Sundays?" answered by
 *   the section open that day; "what do you charge for the hand building course?" on a page with no
 *   prices: the price list (src/parser/elsewhere.ts, src/parser/asked.ts);
 * plus unit tests of the days a text covers and of what the hours reader leaves alone.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { daysIn, hoursAnswer, hoursLink } from '../src/parser/elsewhere.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/r20-answer/kiln.mjs';

describe.runIf(hasChromium)('answers read from the page, and from the page of their topic (Kiln Lane Pottery)', () => {
  it('reads the first card\'s price, not a filter\'s label', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      const first = await ask('/shop', 'How much is the first one?');
      expect(first).toContain('£14.50');
      expect(first).not.toContain('In stock only');
    });
  }, 120_000);

  it('follows the link of the page of hours or prices when this page holds none', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      expect(await ask('/classes', 'What time do they open on Saturdays?')).toContain('9am');
      expect(site.state().page).toEqual({ path: '/studios', query: {} });
      const sunday = await ask('/classes', 'Which of your studios is open on Sundays?');
      expect(sunday).toContain('Hilltop Barn');
      expect(sunday).not.toContain('Canal Street');
      expect(await ask('/classes', 'What do you charge for the hand building course?')).toContain('£120');
      expect(site.state().page).toEqual({ path: '/prices', query: {} });
    });
  }, 120_000);
});

const O = 'http://127.0.0.1:9';
const state = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/p`], ...over });

describe('opening hours by the days they cover (elsewhere.ts)', () => {
  it('reads ranges, lists and words for several days', () => {
    expect([...daysIn('Mon–Fri')]).toEqual([0, 1, 2, 3, 4]);
    expect([...daysIn('Wed–Sun')].sort()).toEqual([2, 3, 4, 5, 6]);
    expect([...daysIn('Open Tuesday to Saturday, 9am–6pm')].sort()).toEqual([1, 2, 3, 4, 5]);
    expect([...daysIn('Saturday and Sunday')].sort()).toEqual([5, 6]);
    expect([...daysIn('weekdays')].sort()).toEqual([0, 1, 2, 3, 4]);
    expect(daysIn('Glazes for every hand').size).toBe(0);
  });
  const hours = state({ texts: ['Opening hours', 'Monday · Closed', 'Tuesday, Wednesday · 10am – 5pm', 'Saturday and Sunday · 10am – 5pm'] });
  it('answers the row of the day asked', () => {
    expect(hoursAnswer('Is it open on Mondays?', hours)).toBe('Monday · Closed');
    expect(hoursAnswer('What time does it shut on Sundays?', hours)).toBe('Saturday and Sunday · 10am – 5pm');
  });
  it('leaves a question of no day, a booking row at a time, and a page that gives hours to the others', () => {
    expect(hoursAnswer('What time does it open?', hours)).toBeUndefined();
    const booked = state({ texts: ['T401 · Rooftop tour · Sat 5 Dec · 10:30 · Booked'], page: { controls: [], links: ['Plan your visit'] } });
    expect(hoursAnswer('What time does the museum shut on Saturdays?', booked)).toBeUndefined();
    expect(hoursLink('What time does the museum shut on Saturdays?', booked)).toBe('Plan your visit');
    expect(hoursLink('What time does it open on Fridays?', { ...hours, page: booked.page })).toBeUndefined();
    expect(hoursLink('Can you open it on Friday?', booked)).toBeUndefined();
  });
});
