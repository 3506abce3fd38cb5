/**
 * Round 25: the user's own record named by words of its row, not by a reference ("Change the
 * billing day for my Riverside locker rental to the 15th"; src/parser/record-change.ts, run by
 * `Russ.runRecord`): the user's own list ("My account") reached by its link, the one row that a
 * word of the clause picks out, its "Manage" link, then the one form of the record's page that the
 * clause's words name ("Save billing day"), its menu of days set to the ordinal said. Unit tests on
 * the reading, and end to end on our locker rental (test/sites/r25-records/lockers) through
 * Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordChange, recordStep, type RecordPage } from '../src/parser/record-change.js';
import type { Program } from '../src/thingtalk/ast.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const acts = (programs: readonly Program[]): string[] =>
  programs.map((p) => {
    const a = p.action as { name: string; option?: { value: string }; element?: { description?: { value: string } } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.option ? ` = ${a.option.value}` : ''}`;
  });

const home: RecordPage = { url: 'http://x/', text: 'Keepsafe Lockers', controls: [], forms: [], links: ['Keepsafe Lockers', 'Lockers', 'Help', 'My account'] };

const account: RecordPage = {
  url: 'http://x/account',
  text: 'My account My rentals',
  controls: [],
  forms: [],
  links: ['Lockers', 'Help', 'My account', 'Manage LK-401', 'Manage LK-402'],
  rows: [
    { cells: ['LK-401', 'Locker R12 (Riverside)', 'Active'], controls: ['Manage LK-401'] },
    { cells: ['LK-402', 'Locker Q07 (Old Quay)', 'Active'], controls: ['Manage LK-402'] },
  ],
};

const rental: RecordPage = {
  url: 'http://x/account/rental/LK-401',
  text: 'Rental LK-401 Locker R12 at Riverside',
  controls: [
    { label: 'Name', kind: 'text', form: 0, submit: 'Add key holder', posts: true },
    { label: 'Phone', kind: 'text', form: 0, submit: 'Add key holder', posts: true },
    { label: 'Bill me on the', kind: 'select', options: ['1st of the month', '15th of the month', '28th of the month'], value: '1st of the month', form: 1, submit: 'Save billing day', posts: true },
    { label: 'Last day', kind: 'date', form: 2, submit: 'End rental', posts: true },
  ],
  forms: [
    { index: 0, posts: true, buttons: ['Add key holder'], required: [] },
    { index: 1, posts: true, buttons: ['Save billing day'], required: [] },
    { index: 2, posts: true, buttons: ['End rental'], required: ['Last day'] },
  ],
  links: ['Lockers', 'Help', 'My account'],
};

const fresh = () => ({ lookedUp: false, opened: new Set<string>() });

describe('the user\'s own record named by words of its row', () => {
  it('reads a record said after "my" with the words that name it', () => {
    expect(recordChange('Change the billing day for my Riverside locker rental to the 15th')).toMatchObject({ verb: 'change', own: true, ref: '' });
    expect(recordChange('Change the payment day for my Northgate unit to the 15th')).toMatchObject({ own: true });
    expect(recordChange('Change my address to 22 Canal Street')).toBeUndefined();
  });

  it('goes to the user\'s own list only when the clause has words that may name a row', () => {
    expect(recordStep(recordChange('Change the billing day for my Riverside locker rental to the 15th')!, home, fresh())).toMatchObject({ kind: 'open', name: 'My account', change: false });
    expect(recordStep(recordChange('Cancel my rental')!, home, fresh())).toBeUndefined();
  });

  it('opens the one row a word of the clause picks out, by its Manage link, and no row when the words fit both', () => {
    expect(recordStep(recordChange('Change the billing day for my Riverside locker rental to the 15th')!, account, fresh())).toMatchObject({ kind: 'open', name: 'Manage LK-401', row: 'Riverside', named: true });
    expect(recordStep(recordChange('Change the billing day for my Old Quay rental to the 28th')!, account, fresh())).toMatchObject({ kind: 'open', name: 'Manage LK-402', row: 'Quay' });
    expect(recordStep(recordChange('Change the billing day for my locker rental to the 15th')!, account, { lookedUp: false, opened: new Set(['my account']) })).toBeUndefined();
  });

  it('on the record\'s page, the form the clause names: its day menu set to the ordinal said, its button pressed', () => {
    const m = recordStep(recordChange('Change the billing day for my Riverside locker rental to the 15th')!, rental, { lookedUp: true, opened: new Set(['manage lk-401']) });
    expect(m).toMatchObject({ kind: 'change', final: true });
    expect(acts(m && m.kind === 'change' ? m.programs : [])).toEqual(['select Bill me on the = 15th of the month', 'click Save billing day']);
  });

  it('changes nothing when no day the menu has is said, nor when no form is named', () => {
    const looked = { lookedUp: true, opened: new Set(['manage lk-401']) };
    expect(recordStep(recordChange('Change the billing day for my Riverside locker rental to the 31st')!, rental, looked)).toBeUndefined();
    expect(recordStep(recordChange('Change my Riverside locker rental to a bigger one')!, rental, looked)).toBeUndefined();
  });
});

describe('the row\'s own button for the verb sets the row\'s form first', () => {
  const plots: RecordPage = {
    url: 'http://x/account',
    text: 'My account My plots',
    controls: [{ label: 'Extend by', kind: 'select', options: ['1 more year', '2 more years'], value: '1 more year', form: 0, submit: 'Extend', posts: true }],
    forms: [{ index: 0, posts: true, buttons: ['Extend'], required: [] }],
    links: ['Plots', 'My account'],
    rows: [
      { cells: ['PL-7', 'Plot 7 (Orchard side)', 'Active'], controls: ['Extend'] },
      { cells: ['PL-9', 'Plot 9 (Pond side)', 'Ended'], controls: [] },
    ],
  };
  it('the count said goes into the form\'s number menu before its button is pressed in the row', () => {
    const m = recordStep(recordChange('Extend my Orchard rental by 2 more years')!, plots, fresh());
    expect(m).toMatchObject({ kind: 'change', final: true });
    expect(acts((m as { programs: Program[] }).programs)).toEqual(['select Extend by = 2 more years', 'click Extend']);
  });
});

describe.runIf(hasChromium)('round 25 records named by their words end to end (real Chromium, our locker rental)', () => {
  it('My account, the row by its words, its Manage page, the billing day form; no row guessed', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; error?: string }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r25-records/lockers'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, ...(r.error ? { error: r.error.code } : {}) }) });
    expect(summary.tasks).toBe(3);
    expect(results.get('billing-riverside')).toMatchObject({ ok: true });
    expect(results.get('billing-riverside')!.actions).toEqual(['click "My account"', 'click "Manage LK-401"', 'select "Bill me on the" = 15th of the month', 'click "Save billing day"']);
    expect(results.get('billing-quay')).toMatchObject({ ok: true });
    // Both rentals are lockers: which one would be a guess, so nothing is changed.
    expect(results.get('billing-which')).toMatchObject({ ok: false });
    expect(results.get('billing-which')!.actions).not.toContain('click "Save billing day"');
    expect(summary.passed).toBe(2);
  }, 300_000);
});
