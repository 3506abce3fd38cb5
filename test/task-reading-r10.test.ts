/**
 * Round 10 of the whole-task reading (src/parser/task-reading.ts): copies of one form named by
 * whom or what they are for (a fieldset per person, a table row per weekday, labels that differ by
 * a name), rows acted on by their status, header or dates, a button named whole, fields named by
 * their name attribute, a box under a heading, a reason before the instruction, a currency said
 * with an amount. Our own pages and sentences (a climbing gym), never a held-out set's; then end to
 * end through `Russ.run` on the dev site bench/tasks/dev/climb in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { splitClauses } from '../src/parser/clauses.js';
import type { SeenControl } from '../src/parser/context.js';
import { buttonNamedWhole, clickThenValues, fitFieldNames, readOwnersOnPage, readRowOnPage, readTaskOnPage, withoutReason, type TaskPage } from '../src/parser/task-reading.js';
import { literal, program, query, str } from '../src/thingtalk/ast.js';
import { printSurface, sequence, type Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const show = (p: Program[] | undefined): string | undefined => (p ? printSurface(sequence(p)) : undefined);
const clause = (text: string, programs?: Program[]) => ({ text, ...(programs ? { programs } : {}), last: false });

const CLIMBERS = ['Maya Ortiz', 'Leo Ortiz', 'Zara Ortiz'];
/** A fieldset per climber, the same three controls in each; radios outside them. */
const gear: TaskPage = {
  controls: [
    ...CLIMBERS.flatMap((n): SeenControl[] => [
      { label: 'Shoe size', kind: 'number', group: n, form: 0, submit: 'Save gear' },
      { label: 'Rent a harness', kind: 'checkbox', group: n, form: 0, submit: 'Save gear' },
      { label: 'Chalk bag', kind: 'select', options: ['None', 'Small (+$4)', 'Large (+$6)'], group: n, form: 0, submit: 'Save gear' },
    ]),
    { label: 'Pay for', kind: 'radio', options: ['Everyone', 'Adults only', 'Children only'], form: 0, submit: 'Save gear' },
  ],
  buttons: ['Save gear'],
};
/** A table row per weekday (its header cell names the row's controls); a box named only by its name attribute. */
const week: TaskPage = {
  controls: [
    ...['Monday', 'Wednesday', 'Saturday'].flatMap((d): SeenControl[] => [
      { label: 'Sessions', kind: 'number', group: d, form: 0, submit: 'Save plan' },
      { label: 'Wall', kind: 'select', options: ['Boulder cave', 'Lead wall', 'Kids corner'], group: d, form: 0, submit: 'Save plan' },
    ]),
    { label: 'Anything the coach should know?', hint: 'remarks', kind: 'text', multiline: true, form: 0, submit: 'Save plan' },
  ],
  buttons: ['Save plan', 'Keep as draft'],
};
/** Menus whose labels differ only by a name. */
const lockers: TaskPage = {
  controls: CLIMBERS.map((n): SeenControl => ({ label: `Locker for ${n}`, kind: 'select', options: ['Let staff decide', 'L12 — top — $3', 'L15 — bottom — $2'], form: 0, submit: 'Save lockers' })),
  buttons: ['Save lockers'],
};
/** A per-climber box whose words are a verb ("Sign up Maya Ortiz"), a phone per climber, a box under a heading that does not say it. */
const signup: TaskPage = {
  controls: [
    ...CLIMBERS.flatMap((n): SeenControl[] => [
      { label: `Sign up ${n}`, kind: 'checkbox', group: n, form: 0, submit: 'Sign up' },
      { label: 'Emergency phone', kind: 'text', group: n, form: 0, submit: 'Sign up' },
    ]),
    { label: 'I have read them and will follow them', kind: 'checkbox', group: 'Safety rules', form: 0, submit: 'Sign up' },
  ],
  buttons: ['Sign up'],
};

describe('round 10: copies of a form named by whom or what they are for', () => {
  it('a name, a possessive, "her"/"his" and "all" send each part of the clause to its copy', () => {
    expect(show(readOwnersOnPage(clause('Rent a harness for Leo'), gear))).toBe('@retrieve(description="Leo Ortiz") => @retrieve(description="Rent a harness", in=id) => @check(element=id)');
    expect(show(readOwnersOnPage(clause("Put 41 as Maya's shoe size and 33 for Zara"), gear))).toBe(
      '@retrieve(description="Maya Ortiz") => @retrieve(description="Shoe size", type=input, in=id) => @enter(text=literal("41"), element=id); @retrieve(description="Zara Ortiz") => @retrieve(description="Shoe size", type=input, in=id) => @enter(text=literal("33"), element=id)',
    );
    expect(show(readOwnersOnPage(clause('Choose a small chalk bag for Zara and rent a harness for her'), gear))).toBe(
      '@retrieve(description="Zara Ortiz") => @retrieve(description="Chalk bag", type=dropdown, in=id) => @select(option=literal("Small (+$4)"), element=id); @retrieve(description="Zara Ortiz") => @retrieve(description="Rent a harness", in=id) => @check(element=id)',
    );
    const all = show(readOwnersOnPage(clause('Tick rent a harness for all three climbers'), gear))!;
    for (const n of CLIMBERS) expect(all).toContain(`@retrieve(description="${n}") => @retrieve(description="Rent a harness", in=id) => @check(element=id)`);
    // No copy named: nothing to read so.
    expect(readOwnersOnPage(clause('Pay for the adults only'), gear)).toBeUndefined();
  });

  it('rows named by their header cell; an option said as written ("of Lead wall") is a value; a part naming no copy goes to the controls outside', () => {
    expect(show(readOwnersOnPage(clause('Enter 2 sessions for Monday and 3 sessions for Saturday'), week))).toBe(
      '@retrieve(description="Monday") => @retrieve(description="Sessions", type=input, in=id) => @enter(text=literal("2"), element=id); @retrieve(description="Saturday") => @retrieve(description="Sessions", type=input, in=id) => @enter(text=literal("3"), element=id)',
    );
    expect(show(readOwnersOnPage(clause('Put Wednesday down as 1 session of Lead wall'), week))).toBe(
      '@retrieve(description="Wednesday") => @retrieve(description="Sessions", type=input, in=id) => @enter(text=literal("1"), element=id); @retrieve(description="Wednesday") => @retrieve(description="Wall", type=dropdown, in=id) => @select(option=literal("Lead wall"), element=id)',
    );
    expect(show(readOwnersOnPage(clause('Change Saturday to 4 sessions on the Kids corner, type "Bring snacks" in the remarks'), week))).toBe(
      '@retrieve(description="Saturday") => @retrieve(description="Sessions", type=input, in=id) => @enter(text=literal("4"), element=id); @retrieve(description="Saturday") => @retrieve(description="Wall", type=dropdown, in=id) => @select(option=literal("Kids corner"), element=id); @retrieve(description="Anything the coach should know?", type=input) => @enter(text=literal("Bring snacks"), element=id)',
    );
  });

  it('labels that differ by a name are copies too; a verb that is a per-copy box ticks it; names then as many values go together in order', () => {
    expect(show(readOwnersOnPage(clause('Take locker L12 for Maya and L15 for Zara'), lockers))).toBe(
      '@retrieve(description="Locker for Maya Ortiz", type=dropdown) => @select(option=literal("L12 — top — $3"), element=id); @retrieve(description="Locker for Zara Ortiz", type=dropdown) => @select(option=literal("L15 — bottom — $2"), element=id)',
    );
    expect(show(readOwnersOnPage(clause('Sign up Maya and Leo with emergency phones "07000 111222" and "07000 333444"'), signup))).toBe(
      '@retrieve(description="Sign up Maya Ortiz") => @check(element=id); @retrieve(description="Sign up Leo Ortiz") => @check(element=id); ' +
        '@retrieve(description="Maya Ortiz") => @retrieve(description="Emergency phone", type=input, in=id) => @enter(text=literal("07000 111222"), element=id); ' +
        '@retrieve(description="Leo Ortiz") => @retrieve(description="Emergency phone", type=input, in=id) => @enter(text=literal("07000 333444"), element=id)',
    );
  });
});

const bookings: TaskPage = {
  controls: [],
  buttons: ['Cancel', 'Leave queue'],
  links: ['Edit'],
  rows: [
    { cells: ['PC-11', 'Intro class', '14–16 March 2027', 'Confirmed'], controls: ['Cancel'] },
    { cells: ['PC-12', 'Rope course', '2 April 2027', 'Waiting'], controls: ['Leave queue'] },
    { cells: ['PC-13', 'Rope course', '7 May 2027', 'Draft'], controls: ['Edit'] },
  ],
};
const sessions: TaskPage = {
  controls: [],
  links: ['Gear list', 'Move session', 'Gear list', 'Move session'],
  rows: [
    { cells: ['Morning', '18 March 2027'], controls: ['Gear list', 'Move session'] },
    { cells: ['Evening', '18 March 2027'], controls: ['Gear list', 'Move session'] },
  ],
};

describe('round 10: a row\'s control named by the row\'s words', () => {
  it('a status, dates or a header cell set the row apart; the control is named by all its words', () => {
    expect(show(readRowOnPage(clause('Leave the queue for my waiting booking.'), bookings)?.programs)).toBe('@retrieve(description="Waiting") => @retrieve(description="Leave queue", in=id) => @click(element=id)');
    expect(show(readRowOnPage(clause('Cancel the confirmed booking from 14 to 16 March.'), bookings)?.programs)).toBe('@retrieve(description="14–16 March 2027") => @retrieve(description="Cancel", in=id) => @click(element=id)');
    expect(show(readRowOnPage(clause('Edit the draft booking'), bookings)?.programs)).toBe('@retrieve(description="Draft") => @retrieve(description="Edit", in=id) => @click(element=id)');
    expect(show(readRowOnPage(clause('Open the gear list for the evening session'), sessions)?.programs)).toBe('@retrieve(description="Evening") => @retrieve(description="Gear list", in=id) => @click(element=id)');
    // No row set apart, or an ordinal (the ordinal readings' own): not this reading.
    expect(readRowOnPage(clause('Open the gear list'), sessions)).toBeUndefined();
    expect(readRowOnPage(clause('Open the gear list for the second session'), sessions)).toBeUndefined();
  });

  it('values the row does not show are for the page its control opens, and that page\'s form is sent', () => {
    const read = readRowOnPage(clause('Move the evening session to 2027-03-25'), sessions);
    expect(show(read?.programs)).toBe('@retrieve(description="Evening") => @retrieve(description="Move session", in=id) => @click(element=id)');
    expect(read?.rest).toEqual({ text: 'Move the session to 2027-03-25', last: false, submit: true });
    const move: TaskPage = { controls: [{ label: 'New date', kind: 'date', form: 0, submit: 'Check availability' }], buttons: ['Check availability'] };
    expect(show(readTaskOnPage(read!.rest!, move))).toBe('@retrieve(description="New date", type=input) => @enter(text=literal("2027-03-25"), element=id); @retrieve(description="Check availability", type=button) => @click(element=id)');
  });
});

describe('round 10: buttons, field names and headings of the page', () => {
  it('a clause whose words are all a button\'s is a press on it', () => {
    const page: TaskPage = { controls: [], buttons: ['Check availability', 'Sign up'] };
    expect(show(buttonNamedWhole(clause('check availability', [program({ kind: 'action', name: 'check', element: query({ description: str('availability') }) })]), page))).toBe('@retrieve(description="Check availability", type=button) => @click(element=id)');
    expect(buttonNamedWhole(clause('check availability now'), page)).toBeUndefined();
  });

  it('a field said by its name attribute is that field; a value "selected" into a date box is typed; a box under a heading its words name is ticked', () => {
    const typed = [program({ kind: 'action', name: 'enter', text: literal('Bring the rope bag'), element: query({ description: str('remarks'), type: 'input' }) })];
    expect(show(fitFieldNames(typed, week))).toBe('@retrieve(description="Anything the coach should know?", type=input) => @enter(text=literal("Bring the rope bag"), element=id)');
    const dates: TaskPage = { controls: [{ label: 'Start date', kind: 'date' }, { label: 'End date', kind: 'date' }] };
    expect(show(fitFieldNames([program({ kind: 'action', name: 'select', option: literal('2027-02-01'), element: query({ description: str('start date') }) })], dates))).toBe('@retrieve(description="Start date", type=input) => @enter(text=literal("2027-02-01"), element=id)');
    expect(show(fitFieldNames([program({ kind: 'action', name: 'click', element: query({ description: str('accept the safety rules') }) })], signup))).toBe('@retrieve(description="I have read them and will follow them", type=checkbox) => @check(element=id)');
    expect(show(fitFieldNames([program({ kind: 'action', name: 'check', element: query({ description: str('safety rules'), type: 'checkbox' }) })], signup))).toBe('@retrieve(description="I have read them and will follow them", type=checkbox) => @check(element=id)');
    // A field the page names as said: nothing to change.
    expect(fitFieldNames([program({ kind: 'action', name: 'enter', text: literal('3'), element: query({ description: str('sessions'), type: 'input' }) })], { controls: [{ label: 'Sessions', kind: 'number' }] })).toBeUndefined();
  });

  it('a reason before ", so" is no part of the instruction; a currency said with an amount picks the currency menu; a verb and object that name a second button press it', () => {
    expect(withoutReason('Cards abroad cost more, so top up 25 EUR.')).toBe('top up 25 EUR.');
    expect(withoutReason('Click Save, so the changes stay')).toBe('Click Save, so the changes stay');
    const topup: TaskPage = {
      controls: [
        { label: 'Amount', kind: 'number', form: 0, submit: 'Top up' },
        { label: 'Currency', kind: 'select', options: ['GBP (£)', 'EUR (€)', 'USD ($)'], form: 0, submit: 'Top up' },
      ],
      buttons: ['Top up'],
    };
    expect(show(readTaskOnPage({ text: 'Cards abroad cost more, so top up 25 EUR.', last: true }, topup))).toBe(
      '@retrieve(description="Amount", type=input) => @enter(text=literal("25"), element=id); @retrieve(description="Currency", type=dropdown) => @select(option=literal("EUR (€)"), element=id); @retrieve(description="Top up", type=button) => @click(element=id)',
    );
    expect(show(readTaskOnPage({ text: 'Keep a draft with "Knee strapped" in the remarks', programs: [program({ kind: 'action', name: 'enter', text: literal('Knee strapped'), element: query({ type: 'input' }) })], last: true }, week))).toBe(
      '@retrieve(description="Anything the coach should know?", type=input) => @enter(text=literal("Knee strapped"), element=id); @retrieve(description="Keep as draft", type=button) => @click(element=id)',
    );
  });

  it('a task whose object a link says opens it first (the clause is then read on the form it opens); a number with cents is an amount', () => {
    const list: TaskPage = { controls: [{ label: 'Search the log', kind: 'text', form: 0, submit: 'Go' }], links: ['Log', 'New entry'], buttons: ['Go'] };
    const read = clickThenValues({ text: 'Add a new entry for 2027-02-14 with 3 attempts', last: true }, list);
    expect(show(read?.programs)).toBe('@retrieve(description="New entry") => @click(element=id)');
    expect(read?.rest).toEqual({ text: 'Add a new entry for 2027-02-14 with 3 attempts', last: true });
    const pay: TaskPage = { controls: [{ label: 'Amount', kind: 'number', form: 0, submit: 'Send' }, { label: 'Reference', kind: 'text', form: 0, submit: 'Send' }], buttons: ['Send'] };
    expect(show(readTaskOnPage({ text: 'Send a payment of 12.50 with the reference "Chalk"', last: true }, pay))).toBe(
      '@retrieve(description="Amount", type=input) => @enter(text=literal("12.50"), element=id); @retrieve(description="Reference", type=input) => @enter(text=literal("Chalk"), element=id); @retrieve(description="Send", type=button) => @click(element=id)',
    );
  });

  it('a list of boxes said as what their group holds ticks them and clears the group\'s other ticked boxes', () => {
    const prefs: TaskPage = {
      controls: [
        { label: 'Level', kind: 'radio', options: ['Beginner', 'Improver', 'Expert'], value: 'Beginner', form: 0, submit: 'Save preferences' },
        ...['Monday', 'Tuesday', 'Friday'].map((d, i): SeenControl => ({ label: d, kind: 'checkbox', group: 'Climbing days', ...(i === 1 ? { value: 'on' } : {}), form: 0, submit: 'Save preferences' })),
      ],
      buttons: ['Save preferences'],
    };
    expect(show(readTaskOnPage({ text: 'Set my level to Expert with Monday and Friday as climbing days', last: false }, prefs))).toBe(
      '@retrieve(description="Expert") => @click(element=id); @retrieve(description="Monday", type=checkbox) => @check(element=id); @retrieve(description="Tuesday", type=checkbox) => @uncheck(element=id); @retrieve(description="Friday", type=checkbox) => @check(element=id)',
    );
  });

  it('clauses split after a sentence-initial verb that is also a noun, before "search"', () => {
    expect(splitClauses("Edit Leo's details, select Gold as the level and save.")).toEqual(["Edit Leo's details", 'select Gold as the level', 'save.']);
    expect(splitClauses('Set the new date to "2027-03-22", search dates, pick the last one.')).toEqual(['Set the new date to "2027-03-22"', 'search dates', 'pick the last one.']);
    // Button names stay whole.
    expect(splitClauses('Click Save, Add and Remove programs')).toEqual(['Click Save, Add and Remove programs']);
  });
});

describe.runIf(hasChromium)('round 10 end to end through Russ.run on our site (dev/climb; real Chromium)', () => {
  it('copies named by whom they are for, rows by their words, buttons and headings of the page: every task ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const { cpSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'russ-dev-tasks-'));
    cpSync(join(ROOT, 'bench/tasks/dev/climb'), join(dir, 'climb'), { recursive: true });
    const failed: string[] = [];
    const summary = await evalTasks(dir, { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.site}/${r.id}: ${r.error?.code ?? 'wrong state'}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(18);
  }, 600_000);
});
