/**
 * Round 26 (issue 11): one-sentence flows over a slot picker and a booking form. A day and a time
 * slot said ("on Tuesday 8 December between 10am and 1pm", "Thursday afternoon", "the earliest slot
 * on Wednesday that is not full") set on the page's day links and slot radios, then the rest of the
 * clause through its form (src/parser/slot-picker.ts, src/runtime/russ.ts `runSlot`); the name said
 * right after the verb, before "for <person>" and their e-mail, is the thing booked and not a value
 * (src/parser/thing-booked.ts). Unit tests on the readings, and end to end on our bike workshop
 * (test/sites/r26-flows/workshop) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dayLink, linkDay, slotOption, slotSaid } from '../src/parser/slot-picker.js';
import { extract } from '../src/parser/task-reading.js';
import { otherItemSaid, ownItem } from '../src/parser/thing-booked.js';
import { readRowOnPage } from '../src/parser/task-reading.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a day and a time slot said', () => {
  it('a date or a weekday, and a range, a part of the day or the earliest', () => {
    expect(slotSaid('Book a collection on Thursday 3 December between 12pm and 3pm from 22 Otley Road')).toEqual({ date: { m: 12, d: 3 }, weekday: 4, times: [720, 900] });
    expect(slotSaid('book a pick-up for Friday evening with express return')).toMatchObject({ weekday: 5, times: [], period: [1020, 1440] });
    expect(slotSaid('Book the earliest slot on Saturday that is not full')).toMatchObject({ weekday: 6, rank: 'first' });
    expect(slotSaid('book a visit for Wednesday 7am to 9am')).toMatchObject({ weekday: 3, times: [420, 540] });
  });

  it('no day, or nothing of the time: not a slot', () => {
    expect(slotSaid('Book a table for 4 at 7pm')).toBeUndefined();
    expect(slotSaid('Book a collection on Thursday')).toBeUndefined();
    expect(slotSaid('Add two blouses to the bag')).toBeUndefined();
  });

  it('day links by their names: a date, a weekday', () => {
    expect(linkDay('Thursday 3 December')).toEqual({ date: { m: 12, d: 3 }, weekday: 4 });
    expect(linkDay('Tue 8 Dec')).toEqual({ date: { m: 12, d: 8 }, weekday: 2 });
    expect(linkDay('Friday')).toEqual({ weekday: 5 });
    expect(linkDay('Friends')).toBeUndefined();
    const links = ['Home', 'Mon 7 Dec', 'Tue 8 Dec', 'Wed 9 Dec', 'Thu 10 Dec'];
    expect(dayLink(slotSaid('on Tuesday 8 December at 10am')!, links)).toBe('Tue 8 Dec');
    expect(dayLink(slotSaid('on Wednesday, the earliest slot')!, links)).toBe('Wed 9 Dec');
    // (Fewer than three day links: no picker.)
    expect(dayLink(slotSaid('on Tuesday 8 December at 10am')!, ['Home', 'Tue 8 Dec'])).toBeUndefined();
  });

  it('the slot radio: by the range, the part of the day, the earliest not full', () => {
    const times: SeenControl = { label: 'Times on Wed 9 Dec', kind: 'radio', options: ['8am to 10am (full)', '10am to 1pm', '2pm to 5pm'], form: 0 };
    const full = new Set(['8am to 10am (full)']);
    expect(slotOption(slotSaid('on Wednesday between 10am and 1pm')!, [times], full)?.option).toBe('10am to 1pm');
    expect(slotOption(slotSaid('Wednesday afternoon')!, [times], full)?.option).toBe('2pm to 5pm');
    expect(slotOption(slotSaid('the earliest slot on Wednesday')!, [times], full)?.option).toBe('10am to 1pm');
    expect(slotOption(slotSaid('on Wednesday at 8am')!, [times], full)).toBeUndefined();
    // (A day the run did not choose: the group's label must say it.)
    expect(slotOption(slotSaid('Thursday afternoon')!, [times], full)).toBeUndefined();
  });
});

describe('the thing booked, said before the person it is for', () => {
  it('is plain words, not a name to type', () => {
    const pieces = extract('Book Long Stay for Tom Baker, tom.baker@example.com, car GX15 RTY').pieces;
    expect(pieces[0]).toMatchObject({ text: 'Long Stay', shape: 'words', required: false });
    expect(pieces.find((p) => p.text === 'Tom Baker')).toMatchObject({ shape: 'name', required: true, cue: 'for' });
  });

  it('not without the person\'s details after "for", nor a name said with its field', () => {
    expect(extract('Register Anna Smith for Yoga Basics').pieces[0]).toMatchObject({ text: 'Anna Smith', shape: 'name', required: true });
    expect(extract('Send Tom Baker a message').pieces[0]).toMatchObject({ shape: 'name', required: true });
  });

  it('a row control that names its item leaves the rest of the clause its other words', () => {
    const rows = [{ controls: ['Book Short Stay'] }, { controls: ['Book Long Stay'] }];
    expect(ownItem('Book Short Stay with a car wash and EV charging for Maria Lopez', 'Book Short Stay', rows)).toBe('Book with a car wash and EV charging for Maria Lopez');
    expect(ownItem('Book Short Stay for Maria', 'Book', [{ controls: ['Book'] }, { controls: ['Book'] }])).toBeUndefined();
    // (Each guard alone: a control of one row that names nothing after its verb; a control two rows share.)
    expect(ownItem('Book Short Stay for Maria', 'Book', [{ controls: ['Book'] }])).toBeUndefined();
    expect(ownItem('Book Short Stay for Maria', 'Book Short Stay', [{ controls: ['Book Short Stay'] }, { controls: ['Book Short Stay'] }])).toBeUndefined();
  });

  it('not when the clause names another row\'s item too: the items of several rows, no one row with the rest as its values (lead fix)', () => {
    const rows = [
      { cells: ['Maris Piper potatoes', '£3.40'], controls: ['Add Maris Piper potatoes'] },
      { cells: ['Heritage carrots', '£1.80'], controls: ['Add heritage carrots'] },
      { cells: ['Red onions', '£1.10'], controls: ['Add red onions'] },
    ];
    const text = 'Add a 2.5kg bag of Maris Piper potatoes and 1kg of heritage carrots to the basket';
    expect(otherItemSaid(text, 'Add Maris Piper potatoes', rows)).toBe(true);
    expect(otherItemSaid('Add a 2.5kg bag of Maris Piper potatoes to the basket', 'Add Maris Piper potatoes', rows)).toBe(false);
    expect(readRowOnPage({ text, last: true }, { controls: [], rows })).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 26 flows end to end (real Chromium, our bike workshop)', () => {
  it('sets the day link and slot radio, then the form; the thing booked is not typed; a day not offered is refused', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r26-flows/workshop'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(5);
    const range = results.get('service-range')!;
    expect(range).toMatchObject({ ok: true });
    expect(range.actions).toContain('click "Tue 8 Dec"');
    expect(range.actions).toContain('choose "10am to 1pm"');
    expect(results.get('service-earliest-free')).toMatchObject({ ok: true });
    expect(results.get('service-afternoon-note')).toMatchObject({ ok: true });
    // No Sunday offered: no day link clicked, nothing booked (the state is the start page's).
    const sunday = results.get('service-no-sunday')!;
    expect(sunday.ok).toBe(true);
    expect(sunday.actions.join('\n')).not.toContain('Book service');
    expect(sunday.actions.join('\n')).not.toMatch(/click "(?:Sun|Mon|Tue|Wed|Thu)/);
    const hire = results.get('hire-for-person')!;
    expect(hire).toMatchObject({ ok: true });
    expect(hire.actions.join('\n')).not.toContain('= City Glide');
  }, 300_000);
});
