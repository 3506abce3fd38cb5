/**
 * Round 28 (issue 11, r28-flow): one-sentence tasks over a multi-page flow — the thing booked said by
 * the cells of one table row (src/parser/row-flow.ts), a radio group's option said before the group's
 * noun (src/parser/group-option.ts), the review page's sending button said by its first word
 * (task-flow.ts), "Buy <item> …" through the add form, the bag's code box and the checkout, and "Save
 * <item> to my favourites" by a button named only by its aria-label (src/parser/buy-flow.ts). Unit
 * tests on the readings, and end to end on our cookery school (test/sites/r28-flow/kitchen) through
 * the tasks bench in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { rowOpener } from '../src/parser/row-flow.js';
import { optionsBeforeNoun } from '../src/parser/group-option.js';
import { addForm, codeBox, codeSaid, savedItem, saveButton } from '../src/parser/buy-flow.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const ROWS = [
  ['Knife skills', 'Wednesday 9 December', '18:00', 'Full'],
  ['Knife skills', 'Friday 11 December', '18:00', '5'],
  ['Bread basics', 'Friday 11 December', '10:00', '4'],
  ['Knife skills', 'Monday 14 December', '10:00', '6'],
].map((cells) => ({ cells, controls: ['View'] }));
const LINKS = ['Classes', 'Kit', 'View'];

describe('the row a task names, opened by its own link', () => {
  it('by its name cell and its date cell', () => {
    const o = rowOpener('Book 2 seats on the Knife skills class on Friday 11 December for "Ana Lopez"', ROWS, LINKS)!;
    expect(o.name).toBe('View');
    expect(o.cells).toEqual(ROWS[1]!.cells);
    // (Rows share the name: the date, as the page writes it, locates the row.)
    expect(o.row).toBe('Knife skills Friday 11 December');
  });

  it('the earliest that is not full, among rows of one name; a full row said is never opened', () => {
    expect(rowOpener('Book 1 seat on the earliest Knife skills class that is not full, for "Bo Chen"', ROWS, LINKS)!.cells).toEqual(ROWS[1]!.cells);
    // (The date said is the full one's: nothing.)
    expect(rowOpener('Book 1 seat on the Knife skills class on Wednesday 9 December that is not full', ROWS, LINKS)).toBeUndefined();
  });

  it('nothing when rows tie, no row is said, a date no row has, or the clause states no task', () => {
    expect(rowOpener('Book 1 seat on the Knife skills class for "Bo Chen"', ROWS, LINKS)).toBeUndefined();
    expect(rowOpener('Book 1 seat on the Pasta class on Friday 11 December', ROWS, LINKS)).toBeUndefined();
    expect(rowOpener('Book 1 seat on the Bread basics class on Monday 14 December', ROWS, LINKS)).toBeUndefined();
    expect(rowOpener('What time is Bread basics?', ROWS, LINKS)).toBeUndefined();
    // (A link of one row only is no row's shared link.)
    expect(rowOpener('Book 1 seat on the Bread basics class', ROWS.map((r, k) => ({ ...r, controls: [`View ${k}`] })), ['View 0', 'View 1', 'View 2', 'View 3'])).toBeUndefined();
  });
});

const FORM = { form: 1, submit: 'Next', posts: true } as const;
const EXP: SeenControl = { label: 'Cooking experience', kind: 'radio', options: ['None', 'Some', 'Plenty'], ...FORM };
const DELIVERY: SeenControl = { label: 'Delivery', kind: 'radio', options: ['Standard, 3 to 5 days', 'Express, next day', 'Pick up in store'], ...FORM };

describe("a radio group's option said before the group's noun", () => {
  it('"no … experience" is the option of none; an option said word for word; the words before the noun', () => {
    expect(optionsBeforeNoun('for "Ana", with no cooking experience', [EXP], 1).map((x) => x.option)).toEqual(['None']);
    expect(optionsBeforeNoun('Bo Chen (plenty of experience)', [EXP], 1).map((x) => x.option)).toEqual(['Plenty']);
    expect(optionsBeforeNoun('with express delivery to "Di Ng"', [DELIVERY], 1).map((x) => x.option)).toEqual(['Express, next day']);
    expect(optionsBeforeNoun('with next-day delivery', [DELIVERY], 1).map((x) => x.option)).toEqual(['Express, next day']);
  });

  it('nothing for a group already chosen, another form, a word of no option, or the noun not said', () => {
    expect(optionsBeforeNoun('with no cooking experience', [{ ...EXP, value: 'Some' }], 1)).toEqual([]);
    expect(optionsBeforeNoun('with no cooking experience', [EXP], 2)).toEqual([]);
    expect(optionsBeforeNoun('with fast delivery', [DELIVERY], 1)).toEqual([]);
    expect(optionsBeforeNoun('for "Ana Lopez", ana@example.com', [EXP], 1)).toEqual([]);
  });
});

describe('buying and saving an item on its page', () => {
  const ITEM: SeenControl[] = [
    { label: 'Quantity', kind: 'select', options: ['1', '2'], form: 1, submit: 'Add to bag', posts: true },
    { label: 'Search', kind: 'text', form: 0, submit: 'Go' },
  ];
  it('the add form, the code said and the clause without it, the code box', () => {
    expect(addForm(ITEM)).toEqual({ submit: 'Add to bag', count: ITEM[0] });
    expect(codeSaid('with the discount code "WOK10" and express delivery to "Di Ng"')).toEqual({ code: 'WOK10', rest: 'express delivery to "Di Ng"' });
    expect(codeSaid('with a code for my friend')).toBeUndefined();
    expect(codeBox([{ label: 'Discount code', kind: 'text', form: 2, submit: 'Apply', posts: true }, { label: 'Postcode', kind: 'text', form: 3, submit: 'Find', posts: false }])).toEqual({ box: 'Discount code', submit: 'Apply' });
  });

  it('"save … to my favourites": the item and the list; the one button that names the list', () => {
    expect(savedItem('Save the Cast iron pan to my favourites.')).toEqual({ item: 'the Cast iron pan', list: 'favourites' });
    expect(savedItem('Save my address')).toBeUndefined();
    expect(saveButton(['Add to bag', 'Save to favourites'], 'favourites')).toBe('Save to favourites');
    expect(saveButton(['Add to wish list', 'Remove from wish list'], 'wishlist')).toBe('Add to wish list');
  });
});

describe.runIf(hasChromium)('round 28 flows end to end (real Chromium, our cookery school)', () => {
  it('books the row said through its pages, buys through the bag and checkout, saves by the ♡, and stops at the review when told', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r28-flow/kitchen'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(5);
    for (const id of ['knife-friday-none', 'knife-earliest-open', 'bread-review-only', 'wok-code-express', 'pan-favourites']) expect([id, results.get(id)]).toEqual([id, expect.objectContaining({ ok: true })]);
    expect(results.get('knife-friday-none')!.actions.at(-1)).toBe('click "Confirm and pay"');
    // "do not confirm": the review page's button is not pressed.
    expect(results.get('bread-review-only')!.actions.join('\n')).not.toContain('Confirm and pay');
    expect(summary.wrongSends ?? 0).toBe(0);
    expect(summary.unexpectedSends ?? 0).toBe(0);
  }, 300_000);
});
