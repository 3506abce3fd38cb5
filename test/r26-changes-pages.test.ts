/**
 * Round 26: a change to an existing record through its own change pages (src/parser/record-change.ts,
 * run by `Russ.runRecord`): "this booking" or a change said on a record's own page; the record's
 * change links chosen by their names, else by the pages they open (read first); a look-up sent by
 * POST; a slot picker (day link, time radio that reloads, the form of only a button); a form of
 * dates and times filled by its label groups; an adding change's boxes; a quoted text on the
 * change's own form. Unit tests on the reading, and end to end on our ferry operator
 * (test/sites/r26-changes/ferry) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeHere, clockTimes, recordChange, recordPageHere, recordStep, type RecordPage, type RecordProgress } from '../src/parser/record-change.js';
import type { Program } from '../src/thingtalk/ast.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const acts = (programs: readonly Program[]): string[] =>
  programs.map((p) => {
    const a = p.action as { name: string; option?: { value: string }; text?: { value: string }; element?: { description?: { value: string } } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.option ? ` = ${a.option.value}` : ''}${a.text ? ` = ${a.text.value}` : ''}`;
  });

const record: RecordPage = {
  url: 'http://x/manage/FX-2210',
  text: 'Booking FX-2210 Outward 2027-04-10 08:30',
  heading: 'Booking FX-2210',
  controls: [],
  forms: [],
  links: ['Timetable', 'Manage booking', 'Change sailing', 'Change vehicle', 'Add extras', 'Cancel booking'],
};

const sailing: RecordPage = {
  url: 'http://x/manage/FX-2210/sailing',
  text: 'Change sailing for FX-2210',
  heading: 'Change sailing for FX-2210',
  controls: [
    { label: 'Outward date', kind: 'date', value: '2027-04-10', form: 0, posts: true },
    { label: 'Outward time', kind: 'select', options: ['06:00', '08:30', '11:00', '14:30'], value: '08:30', form: 0, posts: true },
    { label: 'Return date', kind: 'date', value: '2027-04-17', form: 0, posts: true },
    { label: 'Return time', kind: 'select', options: ['06:00', '08:30', '11:00', '14:30', '18:00', '21:00'], value: '18:00', form: 0, posts: true },
  ],
  forms: [{ index: 0, posts: true, buttons: ['Save new sailing'], required: [] }],
  links: ['Timetable', 'Manage booking'],
};

const fresh = (): RecordProgress => ({ lookedUp: false, opened: new Set<string>(), peeked: new Map() });

describe('a change to the record the page shows', () => {
  it('reads "this booking", and a change with no reference only through changeHere', () => {
    expect(recordChange('Cancel this booking because of illness')).toMatchObject({ verb: 'cancel', here: true, ref: '' });
    expect(recordChange('Add a pet kennel to this booking')).toMatchObject({ verb: 'add', here: true });
    // ("add" and "report" need a reference or "this …": never "my order" alone.)
    expect(recordChange('Add a pet kennel to my order')).toBeUndefined();
    expect(recordChange('Change the return to 2027-04-18 at 21:00')).toBeUndefined();
    expect(changeHere('Change the return to 2027-04-18 at 21:00')).toMatchObject({ verb: 'change', here: true, rest: 'the return to 2027-04-18 at 21:00' });
  });

  it('knows a record\'s page by a reference in its heading and two change links', () => {
    expect(recordPageHere(record)).toBe(true);
    expect(recordPageHere({ ...record, heading: 'Sail the North Sound' })).toBe(false);
    expect(recordPageHere({ ...record, links: ['Timetable', 'Change sailing'] })).toBe(false);
    // ("Address" is no "add".)
    expect(recordPageHere({ ...record, links: ['Address book', 'Change sailing'] })).toBe(false);
  });

  it('picks a change link by its name, else reads the pages the links open', () => {
    const car = changeHere('Change the vehicle registration to KR70 BNM')!;
    expect(recordStep(car, record, fresh())).toMatchObject({ kind: 'open', name: 'Change vehicle', change: true });
    const back = changeHere('Change the return to 2027-04-18 at 21:00')!;
    const progress = fresh();
    expect(recordStep(back, record, progress)).toEqual({ kind: 'peek', names: ['Change sailing', 'Change vehicle'] });
    progress.peeked!.set('Change sailing', 'Change sailing for FX-2210 Outward date Outward time Return date Return time');
    progress.peeked!.set('Change vehicle', 'Change vehicle for FX-2210 Registration');
    expect(recordStep(back, record, progress)).toMatchObject({ kind: 'open', name: 'Change sailing' });
    // (Words of no page: nothing is guessed.)
    const none = changeHere('Change the colour to blue')!;
    const p2 = fresh();
    p2.peeked!.set('Change sailing', 'Outward date Return date');
    p2.peeked!.set('Change vehicle', 'Registration');
    expect(recordStep(none, record, p2)).toBeUndefined();
  });

  it('fills a form of dates and times by the groups of its labels said', () => {
    const both = recordChange('Change this booking to sail outward on 11 April 2027 at 06:00')!;
    const m = recordStep({ ...both, more: 'return on 18 April 2027 at 14:30' }, sailing, { ...fresh(), changing: true });
    expect(m).toMatchObject({ kind: 'change', final: true, joined: true });
    expect(acts((m as { programs: Program[] }).programs)).toEqual(['enter Outward date = 2027-04-11', 'select Outward time = 06:00', 'enter Return date = 2027-04-18', 'select Return time = 14:30', 'click Save new sailing']);
    // (A time the menu does not offer: the form is not sent.)
    expect(recordStep(changeHere('Change the return to 2027-04-18 at 22:15')!, sailing, { ...fresh(), changing: true })).toBeUndefined();
  });

  it('reads clock times', () => {
    expect(clockTimes('9am to 12pm')).toEqual([540, 720]);
    expect(clockTimes('on 19 December 2026 at 07:00')).toEqual([420]);
    expect(clockTimes('6:30 pm')).toEqual([1110]);
  });
});

describe('a slot picker on the change\'s own page', () => {
  const days = ['Monday 1 March', 'Tuesday 2 March', 'Thursday 4 March'];
  const base: RecordPage = { url: 'http://x/checkins/CK-501/reschedule', text: 'Reschedule check-in CK-501', heading: 'Reschedule check-in CK-501', controls: [], forms: [], links: ['Timetable', 'My check-ins', ...days] };
  const move = recordChange('Move check-in CK-501 to Wednesday 3 March, 8am to 10am')!;
  it('clicks the day said, chooses the slot said, then sends the form of only a button', () => {
    const on = { ...fresh(), changing: true };
    expect(acts((recordStep(recordChange('Move check-in CK-501 to Thursday 4 March, 2pm to 5pm')!, base, on) as { programs: Program[] }).programs)).toEqual(['click Thursday 4 March']);
    const slots: RecordPage = { ...base, links: ['Timetable', 'My check-ins', ...days], controls: [{ label: 'Slot on Wednesday 3 March', kind: 'radio', options: ['8am to 10am (full)', '10am to 1pm', '2pm to 5pm'], form: 0 }], forms: [{ index: 0, posts: false, buttons: [], required: [] }], disabled: ['8am to 10am (full)'] };
    // (The slot said is full: nothing is chosen.)
    expect(recordStep(move, slots, on)).toBeUndefined();
    const later = recordChange('Move check-in CK-501 to Wednesday 3 March, 2pm to 5pm')!;
    expect(acts((recordStep(later, slots, on) as { programs: Program[] }).programs)).toEqual(['choose 2pm to 5pm']);
    const chosen: RecordPage = { ...slots, controls: [{ ...slots.controls[0]!, value: '2pm to 5pm' }], forms: [...slots.forms, { index: 1, posts: true, buttons: ['Confirm new slot'], required: [] }] };
    expect(recordStep(later, chosen, on)).toMatchObject({ kind: 'change', final: true });
    expect(acts((recordStep(later, chosen, on) as { programs: Program[] }).programs)).toEqual(['click Confirm new slot']);
  });
});

describe('the change\'s own form, and a look-up that posts', () => {
  it('does not send an adding form it set nothing of (its boxes empty)', () => {
    const unit: RecordPage = {
      url: 'http://x/unit/U-118',
      text: 'Unit U-118 Authorised people',
      controls: [
        { label: 'Name', kind: 'text', form: 0, posts: true },
        { label: 'Phone', kind: 'text', form: 0, posts: true },
      ],
      forms: [{ index: 0, posts: true, buttons: ['Add person'], required: [] }],
      links: [],
    };
    expect(recordStep(recordChange('Add Ben Carter, phone 07700 900555, as an authorised person on unit U-118')!, unit, { ...fresh(), lookedUp: true })).toBeUndefined();
  });

  it('types the quoted text, sets the menu and radio said, and sends', () => {
    const report: RecordPage = {
      url: 'http://x/orders/PF-1102/report',
      text: 'Report a problem with PF-1102',
      controls: [
        { label: 'Which item?', kind: 'select', options: ['Choose an item', 'Coat', 'Scarf'], value: 'Choose an item', form: 0, posts: true },
        { label: 'What went wrong?', kind: 'radio', options: ['Stain not removed', 'Item damaged', 'Other'], form: 0, posts: true },
        { label: 'Details', kind: 'text', multiline: true, form: 0, posts: true },
      ],
      forms: [{ index: 0, posts: true, buttons: ['Send report'], required: [] }],
      links: ['My orders'],
    };
    const m = recordStep(recordChange('Report that the scarf from order PF-1102 was damaged, with the details "A hole near the hem"')!, report, { ...fresh(), changing: true });
    expect(acts((m as { programs: Program[] }).programs)).toEqual(['enter Details = A hole near the hem', 'select Which item? = Scarf', 'choose Item damaged', 'click Send report']);
  });

  it('types the reference and surname into a look-up that posts, not into a form of more boxes', () => {
    const lookup: RecordPage = {
      url: 'http://x/manage',
      text: 'Manage your booking',
      controls: [
        { label: 'Booking reference', kind: 'text', form: 0, posts: true },
        { label: 'Surname', kind: 'text', form: 0, posts: true },
      ],
      forms: [{ index: 0, posts: true, buttons: ['Find booking'], required: ['Booking reference', 'Surname'] }],
      links: ['Manage booking'],
    };
    const change = recordChange('Cancel my booking FX-2210 (surname Okafor) because of illness')!;
    expect(acts((recordStep(change, lookup, fresh()) as { programs: Program[] }).programs)).toEqual(['enter Booking reference = FX-2210', 'enter Surname = Okafor', 'click Find booking']);
    const more: RecordPage = { ...lookup, controls: [...lookup.controls, { label: 'Message', kind: 'text', form: 0, posts: true }] };
    expect(recordStep(change, more, fresh())?.kind).not.toBe('lookup');
    // (Not sent: the page's link that leads on is opened instead.)
    expect(recordStep(change, more, fresh())).toMatchObject({ kind: 'open', name: 'Manage booking' });
  });
});

describe.runIf(hasChromium)('round 26 changes through a record\'s own pages end to end (real Chromium, our ferry operator)', () => {
  it('cancels from home, changes the vehicle, the return, both sailings, adds extras, reschedules; a full slot is not taken', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; error?: string }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r26-changes/ferry'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, ...(r.error ? { error: r.error.code } : {}) }) });
    expect(summary.tasks).toBe(7);
    // (The menu's "Manage booking" and the page's "Manage your booking" go to one address: one link, not a tie; the footer's sign-up is never typed into.)
    expect(results.get('home-cancel')!.actions).toEqual(['click "Manage booking"', 'fill "Booking reference" = FX-2210', 'fill "Surname" = Okafor', 'click "Find booking"', 'click "Cancel booking"', 'choose "Illness"', 'click "Cancel booking"']);
    for (const id of ['home-cancel', 'this-vehicle', 'return-time', 'both-sailings', 'two-extras', 'reschedule']) expect({ id, ...results.get(id) }).toMatchObject({ id, ok: true });
    // ("… and save it": the change page's own send; never the footer's "Sign up".)
    expect(results.get('this-vehicle')!.actions).toEqual(['click "Change vehicle"', 'fill "Registration" = KR70 BNM', 'click "Save vehicle"']);
    expect(results.get('reschedule')!.actions).toEqual(['click "Reschedule check-in"', 'click "Thursday 4 March"', 'choose "2pm to 5pm"', 'click "Confirm new slot"']);
    // The slot said is full: nothing is sent.
    expect(results.get('reschedule-full')).toMatchObject({ ok: false });
    expect(results.get('reschedule-full')!.actions).not.toContain('click "Confirm new slot"');
    expect(summary.passed).toBe(6);
  }, 300_000);
});
