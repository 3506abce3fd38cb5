/**
 * Round 12: rows that open forms, flows to the last confirm (src/parser/flow-reading.ts,
 * src/runtime/opened.ts, their use in src/runtime/russ.ts). Our own pages and sentences: garden
 * plots whose "Extend" button opens one dialog beside a warden's form with an alike Note box
 * (test/sites/tasks/opened), and a mill tour booked over three pages (test/sites/tasks/flow),
 * both served by the generated-task site bench/tasks/gen/flow-site.mjs; then end to end through
 * `Russ.run` in real Chromium, including a flow whose sentence does not ask to confirm (it must
 * stop on the review page).
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { splitClauses } from '../src/parser/clauses.js';
import { completes, confirmButton, continueButton, pronounChoice, saysOnward, sendOpened } from '../src/parser/flow-reading.js';
import type { TaskPage } from '../src/parser/task-reading.js';
import { openedForm, repeatedControl, stillOpen } from '../src/runtime/opened.js';
import { pageFromHtml } from '../src/page/index.js';
import { literal, program, query, str } from '../src/thingtalk/ast.js';
import { printSurface, sequence, type Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const show = (p: Program[] | undefined): string | undefined => (p ? printSurface(sequence(p)) : undefined);

describe('clauses led by the record they act on', () => {
  it('split after "For/On X, verb …" and at a colon before a verb', () => {
    expect(splitClauses('For plot 12, extend it, pick 12 months and save.')).toEqual(['For plot 12, extend it', 'pick 12 months', 'save.']);
    expect(splitClauses('On the pond bed plot, extend it: choose 3 months, then confirm.')).toEqual(['On the pond bed plot, extend it', 'choose 3 months', 'confirm.']);
    // A leading phrase with no verb after it stays one clause; "go on" and "review it" are clauses.
    expect(splitClauses('For example, Plot 7')).toEqual(['For example, Plot 7']);
    expect(splitClauses('Enter Bo as the first name, go on and confirm.')).toEqual(['Enter Bo as the first name', 'go on', 'confirm.']);
    expect(splitClauses('Pick the afternoon, review it and confirm.')).toEqual(['Pick the afternoon', 'review it', 'confirm.']);
  });
});

describe('words of flows', () => {
  const review: TaskPage = { controls: [], buttons: ['Confirm visit'], links: ['Change details', 'Home'] };
  it('a last clause of completion, and the one button of a review page that completes', () => {
    for (const t of ['confirm.', 'and place the order', 'then pay', 'book it', 'send the request', 'submit the application']) expect(completes(t), t).toBe(true);
    for (const t of ['review it', 'continue', 'choose the afternoon', 'enter Bo as the first name']) expect(completes(t), t).toBe(false);
    expect(confirmButton(review)).toBe('Confirm visit');
    // Not a page with fields to fill, nor a button that edits or starts again, nor two of them.
    expect(confirmButton({ ...review, controls: [{ label: 'First name', kind: 'text', form: 0, submit: 'Confirm visit' }] })).toBeUndefined();
    expect(confirmButton({ controls: [], buttons: ['Book another visit'] })).toBeUndefined();
    expect(confirmButton({ controls: [], buttons: ['Pay now', 'Confirm and pay'] })).toBeUndefined();
  });
  it('the one continue button of a flow page, and clauses that only say to go on', () => {
    const page: TaskPage = { controls: [{ label: 'First name', kind: 'text', form: 0, submit: 'Save and continue' }, { label: 'Email', kind: 'text', form: 0, submit: 'Save and continue' }], buttons: ['Save and continue'] };
    expect(continueButton(page)).toBe('Save and continue');
    expect(continueButton({ ...page, controls: page.controls.map((c) => ({ ...c, submit: 'Send message' })) })).toBeUndefined();
    for (const t of ['review it', 'go on', 'continue to the review', 'go to the next step', 'then continue']) expect(saysOnward(t), t).toBe(true);
    for (const t of ['review the terms and tick the box', 'continue with PayPal']) expect(saysOnward(t), t).toBe(false);
  });
});

describe('the form a record\'s button opened', () => {
  const page: TaskPage = {
    controls: [
      { label: 'Extension', kind: 'radio', options: ['3 months', '6 months', '12 months'], form: 0, submit: 'Confirm extension' },
      { label: 'Reason', kind: 'select', options: ['A question', '6 months'], form: 1, submit: 'Send' },
    ],
    buttons: ['Confirm extension', 'Send', 'Extend', 'Extend'],
  };
  it('"set it to X" / "choose X": the choice control offering X, the opened form\'s when two do', () => {
    const setIt = [program({ kind: 'action', name: 'select', element: query({ description: str('it') }), option: literal('12 months') })];
    expect(show(pronounChoice(setIt, page))).toBe('@retrieve(description="12 months") => @click(element=id)');
    const both = [program({ kind: 'action', name: 'select', element: query({ description: str('it') }), option: literal('6 months') })];
    expect(pronounChoice(both, page)).toBeUndefined();
    expect(show(pronounChoice(both, page, 0))).toBe('@retrieve(description="Extension") => @retrieve(description="6 months", in=id) => @click(element=id)');
    // A field named by its own words is left to grounding; a click on an option's words only in an opened form.
    expect(pronounChoice([program({ kind: 'action', name: 'select', element: query({ description: str('Reason') }), option: literal('6 months') })], page, 0)).toBeUndefined();
    const click = [program({ kind: 'action', name: 'click', element: query({ description: str('3 months') }) })];
    expect(pronounChoice(click, page)).toBeUndefined();
    expect(show(pronounChoice(click, page, 0))).toBe('@retrieve(description="3 months") => @click(element=id)');
  });
  it('"save it" while it is open is its button, unless a button says the word', () => {
    expect(sendOpened('save it', page, 'Confirm extension')).toBe('Confirm extension');
    expect(sendOpened('then confirm the extension', page, 'Confirm extension')).toBe('Confirm extension');
    expect(sendOpened('send it', page, 'Confirm extension')).toBeUndefined();
    expect(sendOpened('choose 6 months', page, 'Confirm extension')).toBeUndefined();
  });
  it('finds the fields that appeared after the click, their form and its button (structure, not words)', () => {
    const html = (open: boolean) => `<main><table><tr><td>Plot 7</td><td><button type="button">Extend</button></td></tr><tr><td>Plot 12</td><td><button type="button">Extend</button></td></tr></table>
<div role="dialog" ${open ? '' : 'hidden'}><form action="/x"><label for="n">Note</label><textarea id="n"></textarea><button type="submit">Confirm extension</button></form></div>
<aside><form action="/y"><label for="w">Note</label><textarea id="w"></textarea><button type="submit">Send</button></form></aside></main>`;
    const before = pageFromHtml(html(false), { url: 'http://x/' });
    const after = pageFromHtml(html(true), { url: 'http://x/' });
    const opened = openedForm(before, after);
    expect(opened?.form).toBe(0);
    expect(opened?.submit?.name).toBe('Confirm extension');
    expect(stillOpen(opened!, after)).toBe(true);
    expect(stillOpen(opened!, before)).toBe(false);
    expect(openedForm(after, after)).toBeUndefined();
    expect(repeatedControl(before, 'role=button[name="Extend"] >> nth=1')).toBe(true);
  });
});

describe.runIf(hasChromium)('rows that open forms and flows to the last confirm, end to end through Russ.run (real Chromium)', () => {
  it('our plots and tour: every task ends in its expected state (the flow that does not ask to confirm stops on the review page)', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    let tasks = 0;
    for (const site of ['opened', 'flow']) {
      const summary = await evalTasks(join(ROOT, 'test/sites/tasks', site), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.site}/${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
      tasks += summary.tasks;
    }
    expect(failed).toEqual([]);
    expect(tasks).toBe(5);
  }, 600_000);
});
