/**
 * Round 22: a number read as the kind the words around it say (src/parser/number-kind.ts) and
 * "same day" / "same time" said beside a day or a time. The readers on our own site
 * (test/sites/r22-numbers, "Pebble Lane Dog Grooming") in real Chromium: "Thursday the 3rd" is a day,
 * not the third service of the listing seen; "eight" beside "same time" is 08:00, not "Tue 8 Dec"; "8
 * in the morning" is a time; "change it to the Friday, same time" keeps the booking's time.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { numberKind, withoutSameAs } from '../src/parser/number-kind.js';

interface GroomState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ ref: string; service: string; date: string; time: string }>;
}

describe('the kind of a number said, from the words around it', () => {
  it.each([
    ['Thursday the 3rd, at 3', 'Thursday the '.length, '3rd', 'date'],
    ['December the 5th', 'December the '.length, '5th', 'date'],
    ['the 3rd of December', 'the '.length, '3rd', 'date'],
    ['the third one', 'the '.length, 'third', 'position'],
    ['8 in the morning', 0, '8', 'time'],
    ['Thursday the 3rd, at 3', 'Thursday the 3rd, at '.length, '3', 'time'],
    ["eight o'clock", 0, 'eight', 'time'],
  ] as const)('%s: the number at %i', (text, index, word, kind) => {
    expect(numberKind(text, index, word.length)).toBe(kind);
  });

  it('leaves a number the words do not type to the page ("eight", "the 3rd" alone)', () => {
    expect(numberKind('eight', 0, 5)).toBeUndefined();
    expect(numberKind('open the 3rd', 'open the '.length, 3)).toBeUndefined();
  });

  it('drops "same day" / "same time" beside a value, and reads "same time" beside a day as the time kept', () => {
    const none = { texts: [], said: [] };
    expect(withoutSameAs('Same day, Thursday the 3rd, at 3', none)).toBe('Thursday the 3rd, at 3');
    expect(withoutSameAs('Same time if possible, eight', none)).toBe('eight');
    expect(withoutSameAs('Move it to 8 in the morning, same day', none)).toBe('Move it to 8 in the morning');
    expect(withoutSameAs('the Friday instead, same time', { texts: ['Currently booked for Wed 2 Dec at 10:00.'], said: [] })).toBe('the Friday instead, at 10:00');
    expect(withoutSameAs('the Friday instead, same time', { texts: [], said: ['Half ten then.'] })).toBe('the Friday instead, at 10:30');
    // No value beside it, no time to keep: the turn as it was.
    expect(withoutSameAs('same day at four', none)).toBe('same day at four');
    expect(withoutSameAs('the Friday instead, same time', none)).toBe('the Friday instead, same time');
  });
});

describe.skipIf(!hasChromium)('numbers read by kind on a grooming site (Pebble Lane)', () => {
  const { chatOn } = chatSite<GroomState>('r22-numbers/site.mjs', { today: '2026-11-30' });

  it('reads "Thursday the 3rd" after a listing as the day, not the third service', async () => {
    const c = await chatOn('/services');
    await c.ask('Open the first one.');
    const r = await c.ask('Same day, Thursday the 3rd, at 3.');
    expect(r.state.page).toEqual({ path: '/service/full-groom', query: { date: '2026-12-03', time: '15:00' } });
    await c.close();
  });

  it('reads "eight" beside "same time" as eight o\'clock where the page offers days and times', async () => {
    const c = await chatOn('/bookings/PL-1/change');
    await c.ask('Make it Friday the 4th.');
    const r = await c.ask('Same time if possible, eight.');
    expect(r.state.page).toEqual({ path: '/bookings/PL-1/change', query: { date: '2026-12-04', time: '08:00' } });
    await c.close();
  });

  it('reads "8 in the morning" in a move as the time, the day kept', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask('Move the full groom to 8 in the morning, same day.');
    expect(r.state.page.path).toBe('/bookings/PL-1/change');
    expect(r.state.page.query.time).toBe('08:00');
    expect(r.state.page.query.date ?? '2026-12-02').toBe('2026-12-02');
    await c.close();
  });

  it('changes a booking to another day at the time it had', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask('Can you change the full groom to the Friday instead, same time?');
    expect(r.state.page).toEqual({ path: '/bookings/PL-1/change', query: { date: '2026-12-04', time: '10:00' } });
    await c.close();
  });
});
