/**
 * Round 18 (issue 11): one-sentence tasks whose values are quoted or said as a whole, read by
 * the page's structure (src/parser/task-reading.ts): a quoted value read by its own shape (an
 * e-mail, a phone); a person's name in quotes for the form's name box; a quoted sentence said as
 * what the user asks or says for the form's text area; "Send the seller a message" as a task; a
 * verb that is the noun of the form's button ("Enquire" / "Send enquiry"); "my details" as the
 * form's person fields, from the user's values; a fieldset's legend that qualifies its fields;
 * "my plan to Premium" (the user's words are the value's field); words that say options of two
 * menus; a filter form sent before what follows acts on its list; "the top one", "the only
 * result"; "Go back to the list" as the page's own back link; values that are the names of links
 * (terms listed as links); a row's button named without the kind of thing ("my Piano Basics
 * lesson"). End to end on our instrument shop
 * (test/sites/r18-tasks/music) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { assignPieces, extract, isTaskClause, readTaskOnPage, type TaskPage } from '../src/parser/task-reading.js';
import { sendsForm } from '../src/parser/unsent-reading.js';
import { withoutOwnedAdjunct } from '../src/parser/owned.js';
import type { SeenControl } from '../src/parser/context.js';
import { literal, program, query, str } from '../src/thingtalk/ast.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const contact: SeenControl[] = [
  { label: 'Your name', kind: 'text', form: 1, submit: 'Send message' },
  { label: 'Email', kind: 'text', form: 1, submit: 'Send message' },
  { label: 'Phone', kind: 'text', form: 1, submit: 'Send message' },
  { label: 'Message', kind: 'text', multiline: true, form: 1, submit: 'Send message' },
  { label: 'I would like to try it in person', kind: 'checkbox', form: 1, submit: 'Send message' },
];
const placedBy = (text: string, controls: SeenControl[]): Record<string, string> => Object.fromEntries((assignPieces(extract(text, controls).pieces, controls)?.placed ?? []).map((x) => [x.control.label, x.fitted.value]));
const actions = (programs: ReturnType<typeof readTaskOnPage>): string[] => (programs ?? []).map((p) => {
  const a = p.action as { name: string; element?: { description?: { value: string }; item?: number }; text?: { value: string }; option?: { value: string } };
  return `${a.name} ${a.element?.description?.value ?? `item ${a.element?.item}`}${a.text ? ` = ${a.text.value}` : a.option ? ` = ${a.option.value}` : ''}`;
});

describe('quoted values read by their shape and by the words around them', () => {
  it('a quoted e-mail and phone are an e-mail and a phone; a quoted sentence asked goes to the text area; a quoted person\'s name to the name box', () => {
    expect(extract('email "nia@example.org", phone "07700 900321"').pieces.filter((p) => p.required).map((p) => [p.shape, p.value])).toEqual([['email', 'nia@example.org'], ['phone', '07700 900321']]);
    expect(placedBy('Send an enquiry as "Nia Jones", "nia@example.org", asking "Is the case included?"', contact)).toEqual({ 'Your name': 'Nia Jones', Email: 'nia@example.org', Message: 'Is the case included?' });
    // (The words of the thing made, "the seller a message", are no field of the name said after "from".)
    expect(placedBy('Send the seller a message from "Nia Jones", email "nia@example.org", saying "Still for sale?"', contact)).toEqual({ 'Your name': 'Nia Jones', Email: 'nia@example.org', Message: 'Still for sale?' });
  });

  it('"Send the seller a message" states a task; "Enquire" is the verb of the form whose button is "Send enquiry"', () => {
    expect(isTaskClause('Send the seller a message from "Nia Jones"')).toBe(true);
    expect(isTaskClause('Send the form')).toBe(false);
    const enquiry = contact.map((c) => ({ ...c, submit: 'Send enquiry' }));
    const read = readTaskOnPage({ text: 'Enquire about this guitar with my details, asking "Can I collect it on Sunday?"', last: true }, { controls: enquiry, buttons: ['Send enquiry'] });
    expect(actions(read)).toEqual(['enter Your name = name', 'enter Email = email', 'enter Phone = phone', 'enter Message = Can I collect it on Sunday?', 'click Send enquiry']);
  });

  it('"with my details" is the user\'s own values, not a record named by the clause', () => {
    expect(withoutOwnedAdjunct('Enquire with my details', new Set(['send']))).toBe('Enquire with my details');
    expect(withoutOwnedAdjunct('Add parking to my booking', new Set(['parking']))).toBe('Add parking');
  });
});

describe('what a message is about, and options said before other options', () => {
  it('"a message about private German lessons" needs no field; "in-person Japanese trial" is two options', () => {
    const form: SeenControl[] = [
      { label: 'Topic', kind: 'select', options: ['Private lessons', 'Group courses'], form: 0, submit: 'Send message' },
      { label: 'Your name', kind: 'text', form: 0, submit: 'Send message' },
      { label: 'Message', kind: 'text', multiline: true, form: 0, submit: 'Send message' },
    ];
    const pieces = extract('Send the school a message about private German lessons: topic "Private lessons", name Anna Weber, message "Two hours a week"', form).pieces;
    expect(pieces.find((p) => p.value === 'German lessons')?.required).toBe(false);
    expect(placedBy('Send the school a message about private German lessons: topic "Private lessons", name Anna Weber, message "Two hours a week"', form)).toEqual({ Topic: 'Private lessons', 'Your name': 'Anna Weber', Message: 'Two hours a week' });
    const trial: SeenControl[] = [
      { label: 'Language', kind: 'select', options: ['Spanish', 'Japanese'], form: 0, submit: 'Book' },
      { label: 'Format', kind: 'radio', options: ['In person', 'Online'], form: 0, submit: 'Book' },
    ];
    expect(placedBy('Book a free in-person Japanese trial lesson', trial)).toEqual({ Language: 'Japanese', Format: 'In person' });
  });
});

describe('fieldsets, the user\'s field words, options said together', () => {
  const account: SeenControl[] = [
    { label: 'Full name', kind: 'text', form: 0, submit: 'Save profile' },
    { label: 'Phone', kind: 'text', form: 0, submit: 'Save profile' },
    { label: 'Contact name', kind: 'text', form: 0, submit: 'Save profile', group: 'Second contact' },
    { label: 'Contact phone', kind: 'text', form: 0, submit: 'Save profile', group: 'Second contact' },
  ];
  it('a legend said qualifies the values of its clause; a field said without one is the field outside the fieldset', () => {
    expect(placedBy('Add "Owen Price" as my second contact with the phone number "07700 900777"', account)).toEqual({ 'Contact name': 'Owen Price', 'Contact phone': '07700 900777' });
    const named = program({ kind: 'action', name: 'enter', text: literal('Ffion Price'), element: query({ description: str('my name'), type: 'input' }) });
    expect(actions(readTaskOnPage({ text: 'change my name to "Ffion Price"', programs: [named], last: false }, { controls: account }))).toEqual(['enter Full name = Ffion Price']);
  });

  it('"my plan to Premium": the user\'s words are the field of the value after "to"; a radio already on the option said is left', () => {
    const plan: SeenControl[] = [
      { label: 'Plan', kind: 'select', options: ['Basic', 'Premium'], value: 'Basic', form: 0, submit: 'Save plan' },
      { label: 'Billing', kind: 'radio', options: ['Monthly', 'Annual'], value: 'Monthly', form: 0, submit: 'Save plan' },
    ];
    expect(extract('Switch my plan to Premium', plan).pieces.map((p) => [p.shape, p.value, p.field.join(' ')])).toEqual([['name', 'Premium', 'plan']]);
    expect(actions(readTaskOnPage({ text: 'Switch my plan to Premium, keep monthly billing', last: false }, { controls: plan }))).toEqual(['select Plan = Premium']);
  });

  it('plain words that say options of two menus are each that option; an option said with other punctuation is that option', () => {
    const filter: SeenControl[] = [
      { label: 'Fuel', kind: 'select', options: ['Any fuel', 'Petrol', 'Electric'], form: 0, submit: 'Update list', rendersHere: true },
      { label: 'Gearbox', kind: 'select', options: ['Any gearbox', 'Manual', 'Automatic'], form: 0, submit: 'Update list', rendersHere: true },
      { label: 'Order', kind: 'select', options: ['Best match', 'Price: lowest first', 'Mileage: lowest first'], form: 0, submit: 'Update list', rendersHere: true },
    ];
    expect(placedBy('Filter to automatic electric vans', filter)).toEqual({ Fuel: 'Electric', Gearbox: 'Automatic' });
    expect(placedBy('sorted by mileage, lowest first', filter)).toEqual({ Order: 'Mileage: lowest first' });
    // ("cheapest first" says the order by price, low first; "most expensive first" the other.)
    const sort: SeenControl[] = [{ label: 'Sort by', kind: 'select', options: ['Start date', 'Price: low to high', 'Price: high to low'], form: 0, submit: 'Find', rendersHere: true }];
    expect(placedBy('Show French courses, cheapest first', sort)).toEqual({ 'Sort by': 'Price: low to high' });
    expect(placedBy('Show French courses, most expensive first', sort)).toEqual({ 'Sort by': 'Price: high to low' });
  });
});

describe('a filter form sent before the rest acts on its list; the top or only item; the page\'s own back link', () => {
  const list: TaskPage = {
    controls: [
      { label: 'Instrument', kind: 'select', options: ['Any instrument', 'Guitar', 'Piano'], form: 0, submit: 'Update list', rendersHere: true },
      { label: 'Condition', kind: 'select', options: ['Any condition', 'New', 'Used'], form: 0, submit: 'Update list', rendersHere: true },
    ],
    buttons: ['Update list'],
    links: ['Home', 'Instruments', 'Back to the list'],
    items: ['Upright piano £900', 'Baby grand piano £4200'],
  };
  it('"show used pianos" with more said after: the menus, then the form\'s button; said last, the end of the run sends it', () => {
    expect(actions(readTaskOnPage({ text: 'show used pianos', last: false }, list))).toEqual(['select Instrument = Piano', 'select Condition = Used', 'click Update list']);
    expect(actions(readTaskOnPage({ text: 'show used pianos', last: true }, list))).toEqual(['select Instrument = Piano', 'select Condition = Used']);
    expect(sendsForm('Reset the filters and sort by newest first', 'Update list', true)).toBe(true);
    expect(sendsForm('Reset the filters and sort by newest first', 'Update list', false)).toBe(false);
  });

  it('"the top one" is the first item of a list; "the only result" the one item of a list of one; a menu is no item', () => {
    const click = (d: string) => [program({ kind: 'action', name: 'click', element: query({ description: str(d) }) })];
    expect(actions(readTaskOnPage({ text: 'open the top one', programs: click('top one'), last: true }, list))).toEqual(['click item 1']);
    expect(readTaskOnPage({ text: 'open the only result', programs: click('only result'), last: true }, list)).toBeUndefined();
    expect(actions(readTaskOnPage({ text: 'open the only result', programs: click('only result'), last: true }, { ...list, items: ['Baby grand piano £4200'] }))).toEqual(['click item 1']);
    expect(readTaskOnPage({ text: 'open the top menu', programs: click('top menu'), last: true }, list)).toBeUndefined();
  });

  it('"Go back to the list" on a page with a "Back to the list" link: that link', () => {
    const back = [program({ kind: 'action', name: 'back' })];
    expect(actions(readTaskOnPage({ text: 'Go back to the list', programs: back, last: false }, list))).toEqual(['click Back to the list']);
    expect(readTaskOnPage({ text: 'Go back to the basket', programs: back, last: false }, list)).toBeUndefined();
  });
});

describe('values that are links of the page; a row\'s button named without the kind of thing', () => {
  it('"over 6 months with a £50 deposit" where terms and deposits are links: those links; a value no link names: nothing', () => {
    const page: TaskPage = { controls: [], links: ['Home', '3 months', '6 months', '12 months', '£0', '£50', '£100'] };
    expect(actions(readTaskOnPage({ text: 'Show the rental price over 6 months with a £50 deposit', last: true }, page))).toEqual(['click 6 months', 'click £50']);
    expect(readTaskOnPage({ text: 'Show the rental price over 24 months', last: true }, page)).toBeUndefined();
  });

  it('"Cancel my Piano Basics lesson" where the row\'s button is "Cancel Piano Basics"', () => {
    const click = [program({ kind: 'action', name: 'click', element: query({ description: str('Cancel'), in: query({ description: str('Piano Basics lesson') }) }) })];
    const page: TaskPage = { controls: [], buttons: ['Cancel Piano Basics'], items: ['Piano Basics, Tuesdays 17:00 Cancel Piano Basics'] };
    expect(actions(readTaskOnPage({ text: 'Cancel my Piano Basics lesson', programs: click, last: true }, page))).toEqual(['click Cancel Piano Basics']);
  });
});

describe.runIf(hasChromium)('round 18 tasks end to end (real Chromium, our instrument shop)', () => {
  it('every task of test/sites/r18-tasks/music ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/r18-tasks/music'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(9);
  }, 300_000);
});
