/**
 * Round 22 (issue 11): a choice said as a word of the sentence ("a large kiln", "on Wednesday
 * morning", "report a cracked vase", "ask for a call back on …": src/parser/option-words.ts, read by
 * the whole-task reading). Unit tests on the reading over our own pages, then end to end through
 * `Russ.run` in real Chromium on our pottery studio (test/sites/r22-choice/pottery).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { optionWordsSaid } from '../src/parser/option-words.js';
import { readTaskOnPage, type TaskPage } from '../src/parser/task-reading.js';
import { printSurface, sequence, type Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const show = (p: Program[] | undefined): string | undefined => (p ? printSurface(sequence(p)) : undefined);
const at = { form: 1, submit: 'Book firing', posts: true } as const;
const size: SeenControl = { label: 'Kiln size', kind: 'radio', options: ['Small (up to 20 cm)', 'Medium (up to 40 cm)', 'Large (up to 70 cm)'], value: 'Small (up to 20 cm)', ...at };
const day: SeenControl = { label: 'Firing day', kind: 'select', options: ['Mon 7 Dec', 'Tue 8 Dec', 'Wed 9 Dec', 'Thu 10 Dec'], value: 'Mon 7 Dec', ...at };
const time: SeenControl = { label: 'Time', kind: 'radio', options: ['Morning (9am–1pm)', 'Afternoon (1pm–5pm)'], ...at };
const pieces: SeenControl = { label: 'Number of pieces', kind: 'number', value: '1', ...at };
const firing: TaskPage = { controls: [{ label: 'Search', kind: 'text', form: 0, submit: 'Go' }, size, day, time, pieces], buttons: ['Go', 'Book firing'] };
const ask: SeenControl[] = [
  { label: 'Message', kind: 'text', multiline: true, form: 0, submit: 'Send question' },
  { label: 'Call me back', kind: 'checkbox', form: 0, submit: 'Send question' },
  { label: 'Call-back number', kind: 'text', input: 'tel', form: 0, submit: 'Send question' },
];

describe('a choice said as a word of the sentence', () => {
  it('an option is chosen by a word only it has among the form\'s options; a weekday names the date that shows it', () => {
    const picks = optionWordsSaid('Book a firing of 4 pieces in a large kiln on Wednesday', firing.controls, 1, new Set([pieces]));
    expect(picks.map((p) => [p.control.label, p.option])).toEqual([['Kiln size', 'Large (up to 70 cm)'], ['Firing day', 'Wed 9 Dec']]);
  });

  it('the whole-task reading adds them to the values it placed, in the form\'s order, and sends the form', () => {
    const read = show(readTaskOnPage({ text: 'Book a firing of 4 pieces in a large kiln on Wednesday morning', last: true }, firing))!;
    expect(read).toContain('@click(element=id)');
    expect(read).toMatch(/Large \(up to 70 cm\).*Wed 9 Dec.*Morning.*"4".*Book firing/s);
  });

  it('nothing for a word two options share, a word of a label, an option already chosen, or a control the reading set', () => {
    // "up" and "cm" are every size's; "time" and "size" are labels; "small" is the option already chosen.
    expect(optionWordsSaid('a small kiln at any time, size up to 40 cm', firing.controls, 1, new Set())).toEqual([]);
    expect(optionWordsSaid('a large kiln', firing.controls, 1, new Set([size]))).toEqual([]);
    // Two sizes said: no choice.
    expect(optionWordsSaid('a large or medium kiln', firing.controls, 1, new Set())).toEqual([]);
  });

  it('never a menu\'s prompt, nor the clause\'s verb ("Pay Jamie Lee £40" and "Select who to pay")', () => {
    const pay: SeenControl[] = [{ label: 'To', kind: 'select', options: ['Select who to pay', 'Jamie Lee', 'Sam Ortiz'], value: 'Select who to pay', form: 0, submit: 'Continue' }, { label: 'Amount', kind: 'number', form: 0, submit: 'Continue' }];
    expect(optionWordsSaid('Pay Jamie Lee £40', pay, 0, new Set([pay[0]!]))).toEqual([]);
    expect(optionWordsSaid('then pay £40 with the reference "Pizza"', pay, 0, new Set(), [[31, 38]])).toEqual([]);
    expect(optionWordsSaid('Send £40 to Sam', pay, 0, new Set()).map((p) => p.option)).toEqual(['Sam Ortiz']);
  });

  it('a box whose label\'s words are said together is ticked; not after "no", nor words of a value placed', () => {
    expect(optionWordsSaid('message "Which glaze is food safe?", and ask for a call back on 07700 900444', ask, 0, new Set()).map((p) => p.option)).toEqual(['Call me back']);
    expect(optionWordsSaid('message "Which glaze is food safe?", no call back please', ask, 0, new Set())).toEqual([]);
    expect(optionWordsSaid('message "Please call me back"', ask, 0, new Set(), [[9, 29]])).toEqual([]);
  });
});

describe.runIf(hasChromium)('round 22 choices end to end (real Chromium, our pottery studio)', () => {
  it('options said as words are chosen, boxes ticked', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r22-choice/pottery'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    for (const id of ['firing-large-wed', 'firing-thu-pm', 'problem-cracked', 'ask-callback']) expect(results.get(id), id).toMatchObject({ ok: true });
    expect(results.get('firing-thu-pm')!.actions.join('\n')).not.toContain('Small');
  }, 300_000);
});
