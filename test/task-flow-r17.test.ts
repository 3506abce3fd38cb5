/**
 * Round 17: one-sentence tasks that name a goal and give many values. The values are read by
 * their form (brackets part them, a count joined to its noun, the field said before a name, from /
 * to pairs: src/parser/task-reading.ts `extract`, `assignPieces`); a task whose values no one form
 * holds is carried through its flow page by page (src/parser/task-flow.ts, `Russ.runFlow`); a task
 * verb that is the noun of a sending button, or a thing asked for that the button names, sends the
 * form it filled (src/parser/unsent-reading.ts). End to end on our bike-hire site
 * (test/sites/tasks/flow17) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { extract, assignPieces } from '../src/parser/task-reading.js';
import { flowStep, flowVerb } from '../src/parser/task-flow.js';
import { keepsUnsent, sameRoot, sendsByNoun, sendsForm } from '../src/parser/unsent-reading.js';
import type { SeenControl } from '../src/parser/context.js';
import { pageFromHtml } from '../src/page/index.js';
import { selectorFor } from '../src/grounding/selector.js';
import { unsentForm } from '../src/runtime/unsent.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const pieces = (text: string, controls: SeenControl[] = []) => extract(text, controls).pieces.map((p) => [p.shape, p.value]);

describe('values read by their form', () => {
  it('brackets part a name from the phone said in them: no bracket is kept on either', () => {
    const got = pieces('Book a survey for Ada Stone (07700 900555) and add the note "side door".');
    expect(got).toContainEqual(['name', 'Ada Stone']);
    expect(got).toContainEqual(['phone', '07700 900555']);
    expect(got.some(([, v]) => /[()]/.test(v!))).toBe(false);
  });

  it('a count in digits joined to its noun is a count, and the words after it may be an option; "one-off" is no count', () => {
    const menus: SeenControl[] = [
      { label: 'Bike type', kind: 'select', options: ['City bike', 'E-bike'], form: 0, submit: 'See prices' },
      { label: 'Length of hire', kind: 'select', options: ['1 day', '2 days'], form: 0, submit: 'See prices' },
      { label: 'Collect from (town)', kind: 'text', form: 0, submit: 'See prices' },
    ];
    const reading = assignPieces(extract('Reserve a 2-day e-bike from Hebden', menus).pieces, menus);
    expect(reading?.placed.map((x) => [x.control.label, x.fitted.value]).sort()).toEqual([['Bike type', 'E-bike'], ['Collect from (town)', 'Hebden'], ['Length of hire', '2 days']]);
    expect(pieces('Make a one-off payment of £40').filter(([s]) => s === 'count')).toEqual([]);
  });

  it('"from X to Y" goes to the fields whose labels say from and to; the field said before a name is its field', () => {
    const form: SeenControl[] = [
      { label: 'Return to (postcode)', kind: 'text', form: 0, submit: 'Go' },
      { label: 'Collect from (postcode)', kind: 'text', form: 0, submit: 'Go' },
    ];
    const reading = assignPieces(extract('from AB1 2CD to EF3 4GH', form).pieces, form);
    expect(Object.fromEntries(reading!.placed.map((x) => [x.control.label, x.fitted.value]))).toEqual({ 'Collect from (postcode)': 'AB1 2CD', 'Return to (postcode)': 'EF3 4GH' });
    const callback: SeenControl[] = [
      { label: 'Company', kind: 'text', form: 0, submit: 'Request a callback' },
      { label: 'Contact name', kind: 'text', form: 0, submit: 'Request a callback' },
    ];
    const named = assignPieces(extract('Request a callback for Moss & Daughters: contact Ruth Moss', callback).pieces, callback);
    expect(Object.fromEntries(named!.placed.map((x) => [x.control.label, x.fitted.value]))).toEqual({ Company: 'Moss & Daughters', 'Contact name': 'Ruth Moss' });
  });
});

describe('the words that send a filled form, and the verb of a flow', () => {
  it('a task verb that is the noun of a sending button; a thing asked for that the button names', () => {
    expect(sendsByNoun('Report a missed bin for Tuesday', 'Send report')).toBe(true);
    expect(sendsByNoun('Order a replacement bin', 'Place order')).toBe(true);
    expect(sendsByNoun('Get a price for a city bike', 'See prices')).toBe(true);
    // Not the button's verb (round 16's stronger sendsForm), another noun, words that keep it unsent: not so.
    expect(sendsForm('Order a replacement bin', 'Place order')).toBe(false);
    expect(sendsByNoun('Report a missed bin', 'Send message')).toBe(false);
    expect(sendsByNoun('Get a price for a city bike', 'Email me')).toBe(false);
    expect(sendsByNoun("Report a missed bin but don't send it yet", 'Send report')).toBe(false);
  });

  it('roots shared by a verb and its noun; the verb after "start"; words that stop at the review page', () => {
    expect(sameRoot('reserve', 'reservation')).toBe(true);
    expect(sameRoot('book', 'booking')).toBe(true);
    expect(sameRoot('apply', 'application')).toBe(true);
    expect(sameRoot('report', 'repair')).toBe(false);
    expect(flowVerb('Start reserving a bike for Ann')).toBe('reserving');
    expect(keepsUnsent('Book it, but stop at the review page')).toBe(true);
    expect(keepsUnsent('Book it and add the note "don\'t stop"')).toBe(false);
  });
});

describe('a form whose menu still shows its prompt is not sent at the end of a run', () => {
  const form = (chosen: boolean) => pageFromHtml(`<form method="post" action="/order"><label for="t">Type of bin</label> <select id="t" name="t"><option value=""${chosen ? '' : ' selected'}>Choose…</option><option value="green"${chosen ? ' selected' : ''}>Green bin</option></select> <label for="n">Notes</label> <input id="n" name="n" value="by the gate"><button>Place order</button></form>`);
  const notes = (page: ReturnType<typeof pageFromHtml>) => selectorFor(page.elements.find((e) => e.attributes.id === 'n')!, page);

  it('an option with an empty value shown: unchosen; a real option shown: not', () => {
    const a = form(false);
    expect(unsentForm(a, notes(a))?.unchosen).toBe(true);
    const b = form(true);
    expect(unsentForm(b, notes(b))?.unchosen).toBeUndefined();
    expect(unsentForm(b, notes(b))?.submit.name).toBe('Place order');
  });
});

describe('a flow read page by page (src/parser/task-flow.ts)', () => {
  const task = 'Reserve a 2-day e-bike from Hebden on 12 March 2027, for Ada Stone, ada@example.org, 07700 900555.';
  const first = {
    controls: [
      { label: 'Collect from (town)', kind: 'text', form: 0, submit: 'See prices' },
      { label: 'Bike type', kind: 'select', options: ['City bike', 'E-bike'], form: 0, submit: 'See prices' },
      { label: 'Length of hire', kind: 'select', options: ['1 day', '2 days'], form: 0, submit: 'See prices' },
      { label: 'Hire date', kind: 'date', form: 0, submit: 'See prices' },
    ] as SeenControl[],
    buttons: ['See prices'],
    links: ['Reserve a tandem'],
  };

  it('the first page: the form that takes two values or more, then its button; a lone search box starts no flow', () => {
    const move = flowStep(task, first, new Set(), true);
    expect(move?.kind).toBe('fill');
    expect(move?.kind === 'fill' ? move.programs.length : 0).toBe(5);
    expect(flowStep(task, { controls: [{ label: 'Search', kind: 'text', form: 0, submit: 'Go' }], buttons: ['Go'] }, new Set(), true)).toBeUndefined();
    // A form with a menu the values do not set is not sent (its default would go as if said).
    const withMenu = { ...first, controls: [...first.controls, { label: 'Insurance', kind: 'select', options: ['None', 'Basic'], form: 0, submit: 'See prices' }] as SeenControl[] };
    expect(flowStep(task, withMenu, new Set(), true)).toBeUndefined();
  });

  it('later pages: the link named by the verb and words the task says (not the menu\'s), the details form, the sending button', () => {
    const spent = new Set<string>();
    const move = flowStep(task, first, spent, true);
    if (move?.kind === 'fill') for (const k of move.placed) spent.add(k);
    const price = { controls: [{ label: 'Email address', kind: 'text', form: 1, submit: 'Email me this price' }] as SeenControl[], buttons: ['Email me this price'], links: ['Reserve a tandem', 'Reserve these bikes'] };
    expect(flowStep(task, price, spent, false)).toEqual({ kind: 'open', name: 'Reserve these bikes' });
    const details = { controls: [{ label: 'Full name', kind: 'text', form: 0, submit: 'Review' }, { label: 'Email', kind: 'text', form: 0, submit: 'Review' }, { label: 'Phone', kind: 'text', form: 0, submit: 'Review' }] as SeenControl[], buttons: ['Review'] };
    const filled = flowStep(task, details, spent, false);
    expect(filled?.kind).toBe('fill');
    if (filled?.kind === 'fill') for (const k of filled.placed) spent.add(k);
    const review = { controls: [], buttons: ['Confirm reservation', 'Back'], links: ['Change details'] };
    expect(flowStep(task, review, spent, false)).toEqual({ kind: 'confirm', name: 'Confirm reservation' });
    expect(flowStep(`${task.slice(0, -1)}, but stop at the review page.`, review, spent, false)).toEqual({ kind: 'done' });
  });
});

describe.runIf(hasChromium)('tasks carried through their flow end to end (real Chromium, our bike-hire site)', () => {
  it('every task of test/sites/tasks/flow17 ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/tasks/flow17'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(4);
  }, 300_000);
});
