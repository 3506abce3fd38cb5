/**
 * Round 21 (issue 11): a change to a record on its own page, said in one sentence. "Move this
 * booking to 4 December at 2pm" sets the date and the time of the record's change form and saves
 * it by the form's button ("Save changes": src/parser/unsent-reading.ts `sendsByChange`, sent by
 * `Russ.run`'s finish); "take off the safety goggles" unticks that box; "Extend the £6 loan by 2
 * weeks" clicks the row's "Extend" (its row says £6) and carries the rest on through the page it
 * opened (src/parser/task-flow.ts `mayFlowFrom`, the row's words counted as said:
 * src/runtime/opened.ts `clickedRowText`). Unit tests on the readings, and end to end on our tool
 * library (test/sites/r21-flows/tools) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowNamed, mayFlowFrom } from '../src/parser/task-flow.js';
import { sendsByChange } from '../src/parser/unsent-reading.js';
import { extract, type TaskPage } from '../src/parser/task-reading.js';
import type { SeenControl } from '../src/parser/context.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a change to a record is saved by its form\'s save button', () => {
  it('a clause whose verb changes the record, and a button that saves', () => {
    expect(sendsByChange('Move this booking to 4 December 2026 at 2pm.', 'Save changes')).toBe(true);
    expect(sendsByChange('Add an engine bay clean to this booking and take off the pet hair removal.', 'Update add-ons')).toBe(true);
    expect(sendsByChange('Lower the excess to £50', 'Update excess')).toBe(true);
  });

  it('not when the words keep it unsaved, the button does not save, or a clause does not change anything', () => {
    expect(sendsByChange("Move this booking to 4 December at 2pm, but don't save it yet", 'Save changes')).toBe(false);
    expect(sendsByChange('Move this booking to 4 December at 2pm', 'Search')).toBe(false);
    expect(sendsByChange('Type 4 December in the date box', 'Save changes')).toBe(false);
    expect(sendsByChange('Move this booking to 4 December and tell me the price', 'Save changes')).toBe(false);
  });
});

describe('"take off" is a box unticked', () => {
  it('the value after "take off" is negated; the one added is not', () => {
    const boxes: SeenControl[] = [{ kind: 'checkbox', label: 'Safety goggles', value: 'on', form: 1, submit: 'Update extras' }, { kind: 'checkbox', label: 'Extension lead', form: 1, submit: 'Update extras' }];
    const pieces = extract('Add an extension lead to this loan and take off the safety goggles.', boxes).pieces;
    expect(pieces.find((p) => p.text === 'safety goggles')?.negated).toBe(true);
    expect(pieces.find((p) => p.text === 'extension lead')?.negated).toBeFalsy();
  });
});

describe('a row\'s control that opens the item\'s action page', () => {
  it('the clause goes on through it when its verb is the control\'s first word', () => {
    expect(mayFlowFrom('Pause the $8 gift for 2 months.', ['Pause'])).toBe(true);
    expect(mayFlowFrom('Pause the $8 gift for 2 months.', ['Manage'])).toBe(false);
  });

  it('an amount the row says is the item\'s, not a value for its pages', () => {
    const extend: TaskPage = { controls: [{ kind: 'select', label: 'Extend by', options: ['1 week', '2 weeks', '3 weeks'], value: '1 week', form: 0, submit: 'Extend my loan', posts: true }], links: ['My loans'], buttons: ['Extend my loan'] };
    expect(flowNamed('Extend the £6 loan by 2 weeks.', extend, ['Extend', 'LN-12 Pressure washer £6 a day 2026-12-05 at 12:00 Manage · Extend'])).toEqual(['£6']);
    expect(flowNamed('Extend the £6 loan by 2 weeks.', extend, ['Extend', 'LN-11 Hedge trimmer £4 a day'])).toEqual([]);
  });
});

describe.runIf(hasChromium)('round 21 changes end to end (real Chromium, our tool library)', () => {
  it('the change is saved, the box unticked, the row\'s loan extended; kept unsaved when said so', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r21-flows/tools'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    expect(results.get('move-loan')).toMatchObject({ ok: true });
    expect(results.get('move-loan')!.actions.join('\n')).toContain('Save changes');
    expect(results.get('swap-extras')).toMatchObject({ ok: true });
    expect(results.get('extend-by-price')).toMatchObject({ ok: true });
    const kept = results.get('move-kept-unsaved')!;
    expect(kept.ok).toBe(true);
    expect(kept.actions.join('\n')).not.toContain('Save changes');
  }, 300_000);
});
