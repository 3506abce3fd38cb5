/**
 * Round 20: a slot chosen by day and time together, or moved to another, on our own site
 * (test/sites/r20-slots, "Larchmere Climbing Wall") in real Chromium: a timetable of days by times
 * whose cells name their day ("Tue 8 Dec 18:00"), read with the day said in the turn or carried from
 * an earlier one (src/parser/choices.ts `slotTurn`, `slotDayView`); a day strip and the day's times
 * on the page each day leads to (`dayThenTime`); a part of the day with an order ("the first evening
 * one", src/parser/times.ts `partOfDayTurn`); a move said after a remark, through the row's own
 * "Reschedule" control (src/parser/reschedule.ts, called from src/parser/context.ts).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface WallState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; day: string; time: string; status: string }>;
}

describe.skipIf(!hasChromium)('slots by day and time (Larchmere Climbing Wall)', () => {
  const { chatOn } = chatSite<WallState>('r20-slots/site.mjs', { today: '2026-12-06' });

  it('answers what is free on a day of the timetable, then takes a time of that day said alone', async () => {
    const c = await chatOn('/sessions');
    const free = await c.ask("What's free on Wednesday evening?");
    expect(free.said).toContain('Wed 9 Dec 18:00');
    expect(free.said).not.toContain('Mon 7 Dec');
    const r = await c.ask('Take the six o\'clock.');
    expect(r.state.page).toEqual({ path: '/book', query: { day: '2026-12-09', time: '18:00' } });
    await c.close();
  });

  it('takes the time of the day said with it, and leaves a time no day narrows', async () => {
    const c = await chatOn('/sessions');
    const r = await c.ask('Book Monday at half nine.');
    expect(r.state.page).toEqual({ path: '/book', query: { day: '2026-12-07', time: '09:30' } });
    const none = await chatOn('/sessions');
    const left = await none.ask('Take the six o\'clock.');
    expect(left.state.page.path).toBe('/sessions');
    await c.close();
    await none.close();
  });

  it('moves a booking through its row\'s Reschedule control to the day and time said after a remark', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask("Oh no, Tuesday morning's no good now. Can you move it to Wednesday at one?");
    expect(r.state.bookings).toEqual([{ ref: 'LC-1', day: '2026-12-09', time: '13:00', status: 'booked' }]);
    await c.close();
  });

  it('opens the day said from a strip of days, then its time or its part of the day', async () => {
    const c = await chatOn('/class/yoga?date=2026-12-07');
    const r = await c.ask('Tuesday at two.');
    expect(r.state.page).toEqual({ path: '/class/yoga', query: { date: '2026-12-08', time: '14:00' } });
    const d = await chatOn('/class/yoga?date=2026-12-07');
    const evening = await d.ask('Wednesday evening.');
    expect(evening.state.page).toEqual({ path: '/class/yoga', query: { date: '2026-12-09', time: '19:00' } });
    await c.close();
    await d.close();
  });

  it('takes a time by the part of the day and an order', async () => {
    const c = await chatOn('/class/yoga?date=2026-12-08');
    const r = await c.ask('The first afternoon one');
    expect(r.state.page).toEqual({ path: '/class/yoga', query: { date: '2026-12-08', time: '14:00' } });
    await c.close();
  });
});
