/**
 * The whole-task reading (src/parser/task-reading.ts, round 9): a clause that states a task with
 * its values and no field words, read against the form controls of the page it runs on. Our own
 * sentences and forms (a ferry booking, a lost-property report, a pet clinic, a library room, a
 * help desk), never a held-out set's; then end to end through `Russ.run` on the dev site
 * bench/tasks/dev/ferry in real Chromium with the real parser.
 */
import { describe, expect, it } from 'vitest';
import { parse } from '../src/parser/index.js';
import type { SeenControl } from '../src/parser/context.js';
import { isTaskClause, mayReadOnPage, readTaskOnPage, type TaskPage } from '../src/parser/task-reading.js';
import { Russ } from '../src/runtime/russ.js';
import { printSurface, programsOf, sequence, type Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium, withServedSite } from './browser.js';
import { ROOT } from './helpers.js';
import { join } from 'node:path';

const HARBOURS = ['Kestrel Bay', 'Ardley Point', 'Morrow Isle'];
const ferry: TaskPage = {
  controls: [
    { label: 'From', kind: 'select', options: HARBOURS, form: 0, submit: 'Book crossing' },
    { label: 'To', kind: 'select', options: HARBOURS, form: 0, submit: 'Book crossing' },
    { label: 'Travel date', kind: 'date', form: 0, submit: 'Book crossing' },
    { label: 'Departure time', kind: 'select', options: ['07:15', '11:30', '16:45'], form: 0, submit: 'Book crossing' },
    { label: 'Passengers', kind: 'number', form: 0, submit: 'Book crossing' },
    { label: 'Vehicle', kind: 'radio', options: ['No vehicle', 'Car', 'Motorbike', 'Bicycle'], form: 0, submit: 'Book crossing' },
    { label: 'Add a cabin', kind: 'checkbox', form: 0, submit: 'Book crossing' },
    { label: 'Email for the tickets', kind: 'text', hint: 'email', form: 0, submit: 'Book crossing' },
  ],
  buttons: ['Book crossing'],
  links: ['Saltmarsh Ferries', 'Book a crossing', 'Cabins', 'Lost property'],
};
const vet: TaskPage = {
  controls: [
    { label: 'Reason for the visit', kind: 'radio', options: ['Vaccination', 'Check-up', 'Injury'], form: 0, submit: 'Request visit' },
    { label: "Pet's name", kind: 'text', hint: 'pet', form: 0, submit: 'Request visit' },
    { label: 'Vet', kind: 'radio', options: ['Dr Hana Wolfe', 'Dr Omar Reyes'], form: 0, submit: 'Request visit' },
    { label: 'Date', kind: 'date', form: 0, submit: 'Request visit' },
    { label: 'Time', kind: 'time', form: 0, submit: 'Request visit' },
    { label: 'Phone number', kind: 'text', hint: 'phone', form: 0, submit: 'Request visit' },
    { label: 'Notes', kind: 'text', hint: 'notes', form: 0, submit: 'Request visit', multiline: true },
    { label: 'Send me a reminder the day before', kind: 'checkbox', form: 0, submit: 'Request visit' },
  ],
  buttons: ['Request visit'],
};
const library: TaskPage = {
  controls: [
    { label: 'Room', kind: 'select', options: ['Choose a room', 'Room A – Quiet study', 'Room B – Group work', 'Room C – Seminar'], form: 0, submit: 'Reserve room' },
    { label: 'Library card number', kind: 'text', hint: 'card', form: 0, submit: 'Reserve room' },
    { label: 'Date', kind: 'date', form: 0, submit: 'Reserve room' },
    { label: 'Length', kind: 'select', options: ['1 hour', '2 hours', '3 hours'], form: 0, submit: 'Reserve room' },
    { label: 'I need a projector', kind: 'checkbox', form: 0, submit: 'Reserve room' },
  ],
  buttons: ['Reserve room'],
};
const helpDesk: TaskPage = {
  controls: [
    { label: 'Topic', kind: 'select', options: ['Billing', 'Delivery', 'Something else'], form: 0, submit: 'Send' },
    { label: 'Order number', kind: 'text', hint: 'order', form: 0, submit: 'Send' },
    { label: 'Message', kind: 'text', hint: 'message', form: 0, submit: 'Send', multiline: true },
  ],
  buttons: ['Send'],
};

/** The clause parsed by the real sentence parser, then read on the page (null when the parser's reading stands). */
async function onPage(text: string, page: TaskPage, last = true): Promise<string | null> {
  let programs: Program[] | undefined;
  try {
    programs = programsOf(await parse(text));
  } catch {
    programs = undefined;
  }
  const clause = { text, ...(programs ? { programs } : {}), last };
  if (!mayReadOnPage(clause)) return null;
  const read = readTaskOnPage(clause, page);
  return read ? printSurface(sequence(read)) : null;
}

describe('whole-task reading: which clauses state a task', () => {
  it('task verbs, and control verbs with "a/an" and an object, state tasks; control verbs alone do not', () => {
    for (const t of ['Book a crossing from Kestrel Bay to Morrow Isle', 'Report a lost umbrella', 'Pay $20 to the harbour office', 'Request a check-up for Biscuit', 'Apply for a reader card', 'Remind me about the 07:15 sailing', 'Submit a claim for order 1182', 'Add a payee named "Harbor Gym"', 'Send a small parcel of 2 kg']) {
      expect(isTaskClause(t), t).toBe(true);
    }
    for (const t of ['Click Book crossing', 'Choose Car', 'Type "Biscuit" in the pet\'s name box', 'Select Billing under Topic', 'Send the message', 'Submit', 'Tick Add a cabin']) {
      expect(isTaskClause(t), t).toBe(false);
    }
  });
});

describe('whole-task reading: values mapped to the form by type and by the options controls offer', () => {
  it('a booking stated with its values fills each control and, ending the instruction, presses the form button', async () => {
    expect(await onPage('Book a crossing from Kestrel Bay to Morrow Isle on 2026-12-09 at 11:30 for 3 passengers with a car.', ferry)).toBe(
      '@retrieve(description="From", type=dropdown) => @select(option=literal("Kestrel Bay"), element=id); @retrieve(description="To", type=dropdown) => @select(option=literal("Morrow Isle"), element=id); @retrieve(description="Travel date", type=input) => @enter(text=literal("2026-12-09"), element=id); @retrieve(description="Departure time", type=dropdown) => @select(option=literal("11:30"), element=id); @retrieve(description="Passengers", type=input) => @enter(text=literal("3"), element=id); @retrieve(description="Car") => @click(element=id); @retrieve(description="Book crossing", type=button) => @click(element=id)',
    );
    // Other words for the same: a spoken date, a count in words, "and a bicycle", "reserve".
    const words = await onPage('Reserve the 16:45 sailing from Ardley Point to Kestrel Bay on December 12, 2026 for two passengers and a bicycle', ferry);
    expect(words).toContain('@select(option=literal("Ardley Point")');
    expect(words).toContain('@retrieve(description="Travel date", type=input) => @enter(text=literal("December 12, 2026")');
    expect(words).toContain('@retrieve(description="Passengers", type=input) => @enter(text=literal("2")');
    expect(words).toContain('@retrieve(description="Bicycle") => @click(element=id)');
    expect(words).toMatch(/Book crossing/);
    // A clinic visit: a name that is an option, a date, a time, a phone number, a box said in other order.
    const visit = await onPage('Request a check-up with Dr Omar Reyes on 2026-12-03 at 2:30 pm for Biscuit, phone 07700 900555, and send me a reminder the day before.', vet);
    expect(visit).toContain('@retrieve(description="Check-up") => @click(element=id)');
    expect(visit).toContain('@retrieve(description="Dr Omar Reyes") => @click(element=id)');
    expect(visit).toContain('@retrieve(description="Time", type=input) => @enter(text=literal("2:30 pm")');
    expect(visit).toContain('@retrieve(description="Phone number", type=input) => @enter(text=literal("07700 900555")');
    expect(visit).toContain('@retrieve(description="Send me a reminder the day before") => @check(element=id)');
    // "for Biscuit": a name left over goes to the form's one free plain text box (not the notes area).
    expect(visit).toContain('@retrieve(description="Pet\'s name", type=input) => @enter(text=literal("Biscuit")');
  });

  it('an option said in part ("Room B"), a code by its shape, a count with its noun', async () => {
    const room = await onPage('Reserve Room B for 2 hours on 2026-12-04 with card LB-44021.', library);
    expect(room).toContain('@select(option=literal("Room B – Group work")');
    expect(room).toContain('@select(option=literal("2 hours")');
    expect(room).toContain('@retrieve(description="Library card number", type=input) => @enter(text=literal("LB-44021")');
    expect(room).toMatch(/Reserve room", type=button/);
    const quiet = await onPage('Book Room A on December 9, 2026 for 1 hour, card LB-10007, and I need a projector', library);
    expect(quiet).toContain('"Room A – Quiet study"');
    expect(quiet).toContain('"1 hour"');
    expect(quiet).toContain('@check');
  });

  it('a task followed by other clauses leaves the button to them; field words and "your X" place values', async () => {
    const first = await onPage('Book a crossing from Ardley Point to Morrow Isle on 2026-12-15 at 16:45 for four passengers', ferry, false);
    expect(first).not.toMatch(/Book crossing/);
    expect(first).toContain('@enter(text=literal("4")');
    // "X as the F" and "the F is X" name the control.
    expect(await onPage('Book a crossing from Morrow Isle to Ardley Point on 2026-12-20 with ana@example.org as the email for the tickets', ferry, false)).toContain('@retrieve(description="Email for the tickets", type=input) => @enter(text=literal("ana@example.org")');
    expect(await onPage('Request a vaccination for Pepper on 2026-12-07, and the phone number is 555-0107', vet, false)).toContain('@retrieve(description="Phone number", type=input) => @enter(text=literal("555-0107")');
    // "your phone number": the user's value, looked up or asked when the step runs.
    expect(await onPage('Request an injury visit with Dr Hana Wolfe on 2026-12-05 with your phone number', vet, false)).toContain('@retrieve(description="Phone number", type=input) => @enter(text="phone number", element=id)');
  });

  it('the sentence parser reading stands for a clause whose reading holds every value it says', async () => {
    expect(await onPage('Choose Billing under Topic', helpDesk)).toBeNull();
    expect(await onPage('Type "The parcel never came." in the Message box', helpDesk)).toBeNull();
    expect(await onPage('Enter 4417 as the order number', helpDesk)).toBeNull();
    expect(await onPage('Click Book crossing', ferry)).toBeNull();
    // A quoted anchor is no value: "… from the dropdown below "stream"" on a page of look-alike dropdowns.
    const survey: TaskPage = { controls: ['s0', 's1', 's2'].map((hint) => ({ label: '', hint, kind: 'select' as const, options: ['1: Unrelated', '2: Similar', '3: Same'], form: 0, submit: 'Submit' })) };
    for (const text of ['Select "2: Similar" from the dropdown below "happy"', 'Choose "1: Unrelated" from the dropdown below "river"', 'Select "3: Same" from the menu below "glad"']) {
      expect(await onPage(text, survey), text).toBeNull();
    }
  });

  it('a control-verb clause with values the sentence parser lumped together is read on the page; boxes said with "without", "no", "don\'t" are cleared', async () => {
    // Said with "without", "no", "don't": the box is cleared.
    expect(await onPage('Book a crossing from Kestrel Bay to Ardley Point on 2026-12-09 without a cabin', ferry, false)).toContain('@retrieve(description="Add a cabin") => @uncheck(element=id)');
    expect(await onPage('Request a vaccination for Pepper on 2026-12-07, no reminder the day before', vet, false)).toContain('@retrieve(description="Send me a reminder the day before") => @uncheck(element=id)');
    expect(await onPage('Reserve Room C on 2026-12-11 for 3 hours with card LB-20001, and I don\'t need a projector', library, false)).toContain('@retrieve(description="I need a projector") => @uncheck(element=id)');
    const two = await onPage('pick 2026-12-04 and 11:30', ferry);
    expect(two).toContain('@retrieve(description="Travel date", type=input) => @enter(text=literal("2026-12-04")');
    expect(two).toContain('@select(option=literal("11:30")');
  });

  it('"submit" where no button says it is the form\'s one button; a task said with no value is the button whose words it says', () => {
    const submit = (word: string) => [{ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'string', value: word }, type: 'button' } } }] as Program[];
    for (const word of ['submit', 'send', 'confirm']) {
      expect(printSurface(sequence(readTaskOnPage({ text: `${word} it`, programs: submit(word), last: true }, vet)!))).toBe('@retrieve(description="Request visit", type=button) => @click(element=id)');
    }
    // A page whose button says the word: the sentence parser's reading stands.
    expect(readTaskOnPage({ text: 'send it', programs: submit('send'), last: true }, helpDesk)).toBeUndefined();
    for (const text of ['reserve the room', 'Reserve the room now', 'then reserve the room']) {
      expect(printSurface(sequence(readTaskOnPage({ text, last: true }, library)!)), text).toBe('@retrieve(description="Reserve room", type=button) => @click(element=id)');
    }
  });

  it('"Choose the X cabin" on a page of cards is the one "Choose this cabin" link of that card', () => {
    const cards: TaskPage = { controls: [], links: ['Choose this cabin: Sea View Twin', 'Choose this cabin: Inside Double', 'Choose this cabin: Sea View Double', 'Cabins'] };
    const read = (text: string) => printSurface(sequence(readTaskOnPage({ text, programs: [], last: true }, cards)!));
    expect(read('Choose the Sea View Twin cabin')).toBe('@retrieve(description="Choose this cabin: Sea View Twin") => @click(element=id)');
    expect(read('Choose Inside Double')).toBe('@retrieve(description="Choose this cabin: Inside Double") => @click(element=id)');
    // "Sea View Double", not "Sea View Twin"; the fewest other words when two hold the name.
    expect(read('choose the Sea View Double cabin')).toBe('@retrieve(description="Choose this cabin: Sea View Double") => @click(element=id)');
  });
});

/** What runs for the clause: the page reading, else the sentence parser's reading. */
async function final(text: string, page: TaskPage, last = true): Promise<string> {
  const read = await onPage(text, page, last);
  return read ?? printSurface(await parse(text));
}

const contact: TaskPage = {
  controls: [
    { label: 'Describe the problem', kind: 'text', hint: 'details', form: 0, submit: 'Send report', multiline: true },
    { label: 'Email', kind: 'checkbox', hint: 'reach', form: 0, submit: 'Send report' },
    { label: 'Text message', kind: 'checkbox', hint: 'reach', form: 0, submit: 'Send report' },
    { label: 'Post', kind: 'checkbox', hint: 'reach', form: 0, submit: 'Send report' },
    { label: 'Send letters in large print', kind: 'checkbox', hint: 'print', form: 0, submit: 'Send report' },
    { label: 'Mobile number', kind: 'text', hint: 'mobile', form: 0, submit: 'Send report' },
  ],
  buttons: ['Send report'],
};
const shipping: TaskPage = {
  controls: [
    { label: 'Box size', kind: 'radio', options: ['Small (up to 5 kg)', 'Medium (up to 15 kg)', 'Large (up to 30 kg)'], form: 0, submit: 'Next' },
    { label: 'Weight (kg)', kind: 'number', hint: 'weight', form: 0, submit: 'Next' },
    { label: 'Service', kind: 'select', options: ['Standard', 'Express', 'Same day'], form: 0, submit: 'Next' },
  ],
  buttons: ['Next'],
};
const campsites: TaskPage = {
  controls: [
    { label: 'Location', kind: 'text', hint: 'where', form: 0, submit: 'Search pitches' },
    { label: 'Arriving', kind: 'date', form: 0, submit: 'Search pitches' },
    { label: 'Nights', kind: 'number', form: 0, submit: 'Search pitches' },
    { label: 'Dogs welcome', kind: 'checkbox', form: 0, submit: 'Search pitches' },
  ],
  buttons: ['Search pitches'],
};
const reports: TaskPage = {
  controls: [
    { label: 'Month', kind: 'select', options: ['January 2026', 'February 2026', 'March 2026'], form: 0, submit: 'Export report' },
    { label: 'Team', kind: 'select', options: ['Team North', 'Team South'], form: 0, submit: 'Export report' },
    { label: 'Format', kind: 'radio', options: ['PDF', 'CSV'], form: 0, submit: 'Export report' },
  ],
  buttons: ['Export report'],
};

describe('whole-task reading: values said with their field, boxes said in part, searches, items', () => {
  it('a value said "as the F" or "describe it as" goes into that field, whatever the sentence parser clicked', async () => {
    expect(await final('Describe it as "The hinge is loose"', contact, false)).toContain('@retrieve(description="Describe the problem", type=input) => @enter(text=literal("The hinge is loose")');
    expect(await final('Describe the problem as "Two pages missing"', contact, false)).toContain('@enter(text=literal("Two pages missing")');
    expect(await final('Add Text message as a way to reach you', contact, false)).toMatch(/@retrieve\(description="Text message"\) => @check\(element=id\)/);
  });

  it('most of a box label said in a row is that box ("ask for letters in large print")', async () => {
    expect(await final('Ask for letters in large print', contact, false)).toContain('@retrieve(description="Send letters in large print") => @check(element=id)');
    expect(await final('Send me letters in large print and text message updates', contact, false)).toContain('"Send letters in large print"');
  });

  it('words before a value that name no field may name an option ("a large parcel of 18 kg")', async () => {
    for (const [text, size] of [['Ship a small box of 3 kg with the Express service', 'Small (up to 5 kg)'], ['Send a medium box of 12 kg by Same day', 'Medium (up to 15 kg)'], ['Post a large box of 25 kg, Standard service', 'Large (up to 30 kg)']]) {
      const read = await final(text!, shipping, false);
      expect(read, text).toContain(`@retrieve(description="${size}") => @click(element=id)`);
      expect(read, text).toMatch(/Weight \(kg\)", type=input\) => @enter\(text=literal\("\d+"\)/);
    }
  });

  it('a search said with its values presses the form button even when more follows; a verb that names the form button states a task', async () => {
    const search = await onPage('Find pitches near Larchmoor on 2026-06-12 for 2 nights', campsites, false);
    expect(search).toContain('@retrieve(description="Location", type=input) => @enter(text=literal("Larchmoor")');
    expect(search).toContain('@retrieve(description="Search pitches", type=button) => @click(element=id)');
    expect(await onPage('Look for pitches in Ashby Vale where dogs are welcome, arriving on June 20, 2026', campsites, false)).toMatch(/Dogs welcome.*Search pitches/);
    const exported = await onPage('Export the March 2026 report for Team North as a PDF', reports);
    expect(exported).toContain('@select(option=literal("March 2026")');
    expect(exported).toContain('@select(option=literal("Team North")');
    expect(exported).toContain('@retrieve(description="PDF") => @click(element=id)');
    expect(exported).toContain('@retrieve(description="Export report", type=button) => @click(element=id)');
  });

  it('"Pick the second plan" on a page of repeated items that say the noun is that item; a password field said leaves the clause to the sentence parser', () => {
    const plans: TaskPage = { controls: [], links: ['Plans', 'Choose this plan', 'Choose this plan', 'Choose this plan'], items: ['Basic plan $5 Choose this plan', 'Plus plan $9 Choose this plan', 'Max plan $15 Choose this plan'] };
    for (const [text, n] of [['Pick the second plan', 2], ['choose the first plan', 1], ['Open the last plan', 'last']] as const) {
      expect(printSurface(sequence(readTaskOnPage({ text, programs: [], last: true }, plans)!)), text).toBe(`@retrieve(item=${n === 'last' ? 'last' : n}) => @click(element=id)`);
    }
    expect(readTaskOnPage({ text: 'Pick the second offer', programs: [], last: true }, plans)).toBeUndefined();
    const login: TaskPage = { controls: [{ label: 'Member number', kind: 'text', form: 0, submit: 'Log in' }], buttons: ['Log in'], secrets: ['Password'] };
    expect(readTaskOnPage({ text: 'Log in with your member number and password', last: true }, login)).toBeUndefined();
  });
});

describe('whole-task reading: rows named by their words, names split in two, fields named on the page', () => {
  const rows: TaskPage = { controls: [], items: ['Dental check-up with Dr Ana Ruiz, 3 December, 09:00 Cancel Move', 'Eye test with Dr Li Chen, 5 December, 14:30 Cancel Move', 'Dental cleaning with Dr Ana Ruiz, 9 December, 11:00 Cancel Move'] };
  const rowClick = (control: string, row: string): Program[] => [{ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'string', value: control }, in: { kind: 'query', description: { kind: 'string', value: row } } } } }];
  it('a control in the one row whose words set it apart (words every row says do not count)', () => {
    const read = (control: string, row: string) => readTaskOnPage({ text: `${control} the ${row}`, programs: rowClick(control, row), last: true }, rows);
    expect(printSurface(sequence(read('Cancel', 'eye test')!))).toBe('@retrieve(item=2) => @retrieve(description="Cancel", in=id) => @click(element=id)');
    expect(printSurface(sequence(read('Move', 'dental cleaning')!))).toBe('@retrieve(item=3) => @retrieve(description="Move", in=id) => @click(element=id)');
    expect(printSurface(sequence(read('Cancel', 'check-up with Dr Ana Ruiz')!))).toBe('@retrieve(item=1) => @retrieve(description="Cancel", in=id) => @click(element=id)');
    // "appointment" is said by no row: the kind of row, no row's own word.
    expect(printSurface(sequence(read('Cancel', 'eye test appointment')!))).toBe('@retrieve(item=2) => @retrieve(description="Cancel", in=id) => @click(element=id)');
    // Two rows say "Dr Ana Ruiz": not sure, the sentence parser's reading stands.
    expect(read('Cancel', 'appointment with Dr Ana Ruiz')).toBeUndefined();
  });

  it('a full name said for "first and last name" goes into both fields; values said "as the F" for every field use the page names', async () => {
    const person: TaskPage = {
      controls: [
        { label: 'First name', kind: 'text', form: 0, submit: 'Save' },
        { label: 'Last name', kind: 'text', form: 0, submit: 'Save' },
        { label: 'From', kind: 'select', options: ['Current account', 'Savings account'], form: 1, submit: 'Next' },
        { label: 'To', kind: 'select', options: ['Current account', 'Savings account', 'Credit card'], form: 1, submit: 'Next' },
      ],
    };
    for (const [text, first, last] of [['Type Mara Quinn as the first and last name', 'Mara', 'Quinn'], ['Enter Jo Ann Pike as your first and last name', 'Jo Ann', 'Pike'], ['Put Theo Brandt as the first and last name of the driver', 'Theo', 'Brandt']]) {
      const read = await final(text!, person, false);
      expect(read, text).toContain(`@retrieve(description="First name", type=input) => @enter(text=literal("${first}")`);
      expect(read, text).toContain(`@retrieve(description="Last name", type=input) => @enter(text=literal("${last}")`);
    }
    const both = await final('Choose Savings account as the From account and Credit card as the To account', person, false);
    expect(both).toContain('@retrieve(description="From", type=dropdown) => @select(option=literal("Savings account")');
    expect(both).toContain('@retrieve(description="To", type=dropdown) => @select(option=literal("Credit card")');
  });

  it('"continue to the review" where no button or link says "continue" is the form\'s one button; "track" is a search', async () => {
    const transfer: TaskPage = { controls: [{ label: 'Amount', kind: 'number', form: 0, submit: 'Review transfer' }], buttons: ['Review transfer'], links: ['Home'] };
    const click = (d: string): Program[] => [{ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'string', value: d } } } }];
    for (const d of ['continue to the review', 'Continue', 'submit']) {
      expect(printSurface(sequence(readTaskOnPage({ text: d, programs: click(d), last: true }, transfer)!)), d).toBe('@retrieve(description="Review transfer", type=button) => @click(element=id)');
    }
    // "Continue to the review" read as a click on "review", where only "Continue" is a button: that button.
    const form: TaskPage = { controls: [{ label: 'Amount', kind: 'number', form: 0, submit: 'Continue' }], buttons: ['Continue'], links: ['Home', 'Cancel'] };
    for (const text of ['Continue to the review', 'continue to the payment page', 'then continue to the summary']) {
      const word = text.split(' ').at(-1)!;
      expect(printSurface(sequence(readTaskOnPage({ text, programs: click(word), last: true }, form)!)), text).toBe('@retrieve(description="Continue", type=button) => @click(element=id)');
    }
    const tracking: TaskPage = { controls: [{ label: 'Tracking number', kind: 'text', hint: 'ref', form: 0, submit: 'Track' }], buttons: ['Track'] };
    expect(await onPage('Track KX48120077, then open the delivery options', tracking, false)).toBe('@retrieve(description="Tracking number", type=input) => @enter(text=literal("KX48120077"), element=id); @retrieve(description="Track", type=button) => @click(element=id)');
  });
});

describe.runIf(hasChromium)('whole-task sentences through Russ.run (dev site "ferry", real Chromium)', () => {
  it('books, reports and chooses from one sentence each; the site receives the values', async () => {
    const { loadSite } = await import('../src/cli/sites.js');
    const site = await loadSite(join(ROOT, 'bench/tasks/dev/ferry'));
    await withServedSite(site, async ({ adapter, origin }) => {
      const run = async (path: string, instruction: string, values: Record<string, string> = {}) => {
        site.reset();
        await adapter.goto(origin + path);
        await new Russ({ adapter, values, allowedOrigins: [origin], elementTimeout: 4000 }).run(instruction);
        return site.state();
      };
      let state = await run('/book', 'Book a crossing from Kestrel Bay to Morrow Isle on 2026-12-09 at 11:30 for 3 passengers with a car.');
      expect(state.bookings).toEqual([{ from: 'kestrel', to: 'morrow', date: '2026-12-09', time: '11:30', passengers: 3, vehicle: 'car', cabin: false, email: '' }]);
      state = await run('/book', 'Book a crossing from Ardley Point to Morrow Isle on 2026-12-15 at 16:45 for four passengers, tick Add a cabin and click Book crossing.');
      expect(state.bookings).toEqual([{ from: 'ardley', to: 'morrow', date: '2026-12-15', time: '16:45', passengers: 4, vehicle: 'none', cabin: true, email: '' }]);
      state = await run('/lost', 'Report lost keys from the 11:30 sailing on December 2, 2026 with your phone number.', { 'phone number': '555-0142' });
      expect(state.reports).toEqual([{ item: 'keys', crossing: '11:30', date: '2026-12-02', details: '', phone: '555-0142', post: false }]);
      state = await run('/lost', 'Choose Phone, put 07700 900777 as the contact phone and submit.');
      expect(state.reports).toEqual([{ item: 'phone', crossing: '07:15', date: '', details: '', phone: '07700 900777', post: false }]);
      state = await run('/cabins', 'Choose the Sea View Double cabin.');
      expect(state.cabin).toBe('sea-view-double');
    });
  }, 180_000);
});

describe.runIf(hasChromium)('whole-task sentences through Russ.run on our site written in round 9 (dev/classes; real Chromium)', () => {
  it('cards and rows named by their words, values for the page a card opens, a row control set apart by a name: every task ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const { cpSync, mkdtempSync } = await import('node:fs');
    const { tmpdir } = await import('node:os');
    const dir = mkdtempSync(join(tmpdir(), 'russ-dev-tasks-'));
    cpSync(join(ROOT, 'bench/tasks/dev/classes'), join(dir, 'classes'), { recursive: true });
    const failed: string[] = [];
    const summary = await evalTasks(dir, { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.site}/${r.id}: ${r.error?.code ?? 'wrong state'}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(13);
  }, 600_000);
});
