/**
 * Round 27 (issue 11): one-sentence tasks over a multi-page flow — a choice said as a word of the
 * sentence ("billed annually" for the radio "Annual, £99.00", "the first visit on Friday" for a menu
 * already on "Friday 11 December"), and the send in its place: the step whose click opened the
 * form's page ("Get the Family pass") or pressed its button before its fields were filled ("Close
 * your account: …") is read with the steps that filled it (src/runtime/unsent.ts `openerStep`).
 * Unit tests on the readings, and end to end on our cinema club (test/sites/r27-flows/club) through
 * the tasks bench in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { optionStem, optionWordsSaid } from '../src/parser/option-words.js';
import { optionsSaid } from '../src/parser/details.js';
import { lastValueAction, openerStep } from '../src/runtime/unsent.js';
import { wronglyChanged } from '../src/cli/eval-tasks.js';
import type { StepEvent } from '../src/runtime/types.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const FORM = { form: 1, submit: 'Join now', posts: true } as const;
const join_ = (gold: boolean): SeenControl[] => [
  { label: 'Billing', kind: 'radio', options: ['Monthly, £6.00', 'Annual, £60.00'], value: 'Monthly, £6.00', ...FORM },
  { label: 'Full name', kind: 'text', ...FORM },
  { label: 'Email', kind: 'text', ...FORM },
  ...(gold ? [{ label: 'First visit', kind: 'select', options: ['Friday 11 December', 'Saturday 12 December', 'Monday 14 December'], value: 'Friday 11 December', ...FORM } as SeenControl] : []),
  { label: 'I accept the club terms', kind: 'checkbox', ...FORM },
];

describe('a choice said as a word of the sentence', () => {
  it('an adverb in -al says its adjective ("annually": "annual"); other words keep their stem', () => {
    expect(optionStem('annually')).toBe(optionStem('Annual'));
    expect(optionStem('manually')).toBe(optionStem('Manual'));
    expect(optionStem('monthly')).toBe(optionStem('Monthly'));
    // (Not every -ly: "early" and "family" stay themselves.)
    expect(optionStem('early')).toBe('early');
    expect(optionStem('family')).toBe('family');
  });

  it('the form reader chooses the radio said by its adverb ("billed annually")', () => {
    const c = join_(false);
    const said = optionWordsSaid('Join Silver, billed annually, as Lee Park, lee.park@example.com, and accept the terms', c, 1, new Set([c[1]!, c[2]!, c[3]!]));
    expect(said.map((s) => s.option)).toEqual(['Annual, £60.00']);
    // (Said as the option already chosen: nothing to do.)
    expect(optionWordsSaid('Join Silver, billed monthly, as Lee Park', c, 1, new Set([c[1]!, c[2]!]))).toEqual([]);
  });

  it('the details reader: a changed option is picked, one already shown is kept (to be chosen again)', () => {
    const c = join_(true);
    const read = optionsSaid('Join Gold, billed annually, with the first visit on Friday', c, 1)!;
    expect(read.picks.map((p) => p.option)).toEqual(['Annual, £60.00']);
    expect(read.kept.map((p) => [p.control.label, p.option])).toEqual([['First visit', 'Friday 11 December']]);
    // (Two options said of one menu: no choice.)
    expect(optionsSaid('the first visit on Friday or Saturday', c, 1)).toBeUndefined();
  });
});

describe('the step that opened the form, or pressed its button first', () => {
  const ev = (index: number, action: string, selector = `#e${index}${action}`): StepEvent => ({ index, action, status: 'ok', element: { selector } } as unknown as StepEvent);

  it('a click right before the trailing values, in a step of its own, is their opener', () => {
    expect(lastValueAction([ev(0, 'click'), ev(1, 'select'), ev(2, 'fill')])).toMatchObject({ steps: [1, 2] });
    expect(openerStep([ev(0, 'click'), ev(1, 'select'), ev(2, 'fill')])).toEqual({ step: 0, selector: '#e0click' });
  });

  it('no opener: a click in the same step as the values, a goto, or a value between', () => {
    expect(openerStep([ev(0, 'click'), ev(0, 'fill')])).toBeUndefined();
    expect(openerStep([ev(0, 'goto'), ev(1, 'fill')])).toBeUndefined();
    expect(openerStep([ev(0, 'click'), ev(1, 'fill'), ev(2, 'click')])).toBeUndefined();
  });
});

describe('wrongSends: a record equal to the one asked for, its keys written in another order', () => {
  it('is not a wrong send (round 27: a passing sign-up was counted)', () => {
    const before = { page: { path: '/join', query: {} }, members: [] as unknown[] };
    const after = { ...before, members: [{ id: 'M-1', plan: 'gold', billing: 'annual', visit: '' }] };
    const expected = { ...before, members: [{ id: 'M-1', visit: '', plan: 'gold', billing: 'annual' }] };
    expect(wronglyChanged(before, after, expected, { members: expected.members })).toEqual([]);
    const wrong = { ...before, members: [{ id: 'M-1', plan: 'gold', billing: 'monthly', visit: '' }] };
    expect(wronglyChanged(before, wrong, expected, { members: expected.members })).toEqual(['members']);
  });
});

describe.runIf(hasChromium)('round 27 flows end to end (real Chromium, our cinema club)', () => {
  it('chooses the billing and day said, sends after the fields, and sends nothing the sentence holds back', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r27-flows/club'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    const annual = results.get('silver-annual')!;
    expect(annual.ok).toBe(true);
    expect(annual.actions).toContain('choose "Annual, £60.00"');
    const friday = results.get('gold-friday')!;
    expect(friday.ok).toBe(true);
    expect(friday.actions).toContain('select "First visit" = Friday 11 December');
    // Pressed first on the empty form, then filled: pressed again last, and the account is closed.
    const close = results.get('close-moving')!;
    expect(close.ok).toBe(true);
    expect(close.actions[close.actions.length - 1]).toBe('click "Close my account"');
    // "but don't buy it yet": the pass is not bought.
    expect(results.get('family-not-yet')!.actions.join('\n')).not.toContain('click "Buy family pass"');
    expect(summary.wrongSends ?? 0).toBe(0);
  }, 300_000);
});
