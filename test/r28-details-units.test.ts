/**
 * Round 28 (src/parser/their-details.ts): the count, age and name of the one a form is about, each
 * into the control whose type and label fit it — typed at the turn that says it, carried to the send
 * — and a plan said as a statement, on controls as the page reader gives them (our own forms).
 */
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { planStatement, theirAtSend, theirTurn } from '../src/parser/their-details.js';
import { program, query, str, type Program } from '../src/thingtalk/ast.js';

const f = { form: 0, submit: 'Review booking', posts: true } as const;
const ages = Array.from({ length: 12 }, (_, i) => String(i + 3));
const lesson: SeenControl[] = [
  { kind: 'number', label: 'Number of guests', ...f },
  { kind: 'text', label: "Child's first name", ...f, autocomplete: undefined },
  { kind: 'select', label: 'Age on the day', options: ['Choose', ...ages], value: 'Choose', ...f },
  { kind: 'radio', label: 'Lunch', options: ['Pasta', 'Wraps'], ...f },
  { kind: 'text', label: 'Parent or guardian’s name', ...f },
  { kind: 'text', label: 'Phone', input: 'tel', ...f },
];
const g = { form: 0, submit: 'Check details', posts: true } as const;
const checkout: SeenControl[] = [
  { kind: 'radio', label: 'How should we get it to you?', options: ['Courier delivery (£4.00)', 'Pick up in store (free)'], value: 'Courier delivery (£4.00)', ...g },
  { kind: 'select', label: 'Day', options: ['Choose a day', 'Monday 7 December', 'Wednesday 9 December', 'Friday 11 December'], value: 'Choose a day', ...g },
  { kind: 'text', label: 'Full name', ...g },
  { kind: 'text', label: 'Phone', input: 'tel', ...g },
  { kind: 'text', label: 'Address (for delivery)', ...g },
];
const click = (name: string): Program => program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'button' }) });
const steps = (ps: readonly Program[] | undefined): string[] =>
  (ps ?? []).map((p) => {
    const a = p.action as unknown as { name: string; element?: { description?: { value?: string } }; text?: { value?: string }; option?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.text?.value ? ` = ${a.text.value}` : ''}${a.option?.value ? ` = ${a.option.value}` : ''}`;
  });

describe('theirTurn', () => {
  it.each([
    ["it's for Maya, she's turning 6", ["enter Child's first name = Maya", 'select Age on the day = 6']],
    ["It's for Leo, he's turning 8.", ["enter Child's first name = Leo", 'select Age on the day = 8']],
    ['about 12 guests', ['enter Number of guests = 12']],
    ["9 guests, for Omar, he's turning 7", ['enter Number of guests = 9', "enter Child's first name = Omar", 'select Age on the day = 7']],
    ["birthday girl is Isla, she'll be 7", ["enter Child's first name = Isla", 'select Age on the day = 7']],
    ['aged five', ['select Age on the day = 5']],
    ['10 people', ['enter Number of guests = 10']],
  ])('"%s" puts each value where its kind fits', (s, want) => {
    const r = theirTurn(s, lesson);
    expect(r?.rest).toBeUndefined();
    expect(steps(r?.programs)).toEqual(want);
  });
  it("reads its own clauses and leaves the rest as a part: \"8 guests, it's for Ava who's turning 5, the pasta, and add a cake\"", () => {
    const r = theirTurn("8 guests, it's for Ava who's turning 5, the pasta, and add a cake", lesson);
    expect(steps(r?.programs)).toEqual(['enter Number of guests = 8', "enter Child's first name = Ava", 'select Age on the day = 5']);
    expect(r?.said).toBe("8 guests, it's for Ava who's turning 5");
    expect(r?.rest).toBe('the pasta, add a cake');
  });
  it.each(['how many guests can come?', 'for Tuesday', 'it is for me', "she's turning 40", 'pasta please', '2 kilos'])('"%s" places nothing', (s) => {
    expect(theirTurn(s, lesson)).toBeUndefined();
  });
  it('never types a name into the user\'s own box, nor a count into a name box', () => {
    const mine = lesson.filter((c) => c.kind !== 'number' && !/child/i.test(c.label));
    expect(theirTurn('for Omar', mine)).toBeUndefined();
    expect(theirTurn('about 14 kids', lesson.filter((c) => c.kind !== 'number'))).toBeUndefined();
  });
  it('reads kids as children and nothing on a form that does not post', () => {
    const children = lesson.map((c) => (c.kind === 'number' ? { ...c, label: 'Number of children' } : c));
    expect(steps(theirTurn('about 14 kids', children)?.programs)).toEqual(['enter Number of children = 14']);
    expect(theirTurn('about 14 kids', children.map((c) => ({ ...c, posts: false })))).toBeUndefined();
  });
});

describe('theirAtSend', () => {
  it('carries what the flow said into the empty controls before the press', () => {
    const flow = ["it's for Leo, he's turning 8", 'about 14 kids', 'pizza'];
    const children = lesson.map((c) => (c.kind === 'number' ? { ...c, label: 'Number of children' } : c));
    expect(steps(theirAtSend([click('Review booking')], children, flow))).toEqual([
      'enter Number of children = 14',
      "enter Child's first name = Leo",
      'select Age on the day = 8',
      'click Review booking',
    ]);
  });
  it('leaves filled controls and presses of no posting form alone', () => {
    const filled = lesson.map((c) => (c.kind === 'text' && /child/i.test(c.label) ? { ...c, value: 'Leo' } : c));
    expect(steps(theirAtSend([click('Review booking')], filled, ['for Noah']))).toEqual([]);
    expect(theirAtSend([click('Somewhere else')], lesson, ['for Noah'])).toBeUndefined();
  });
});

describe('planStatement', () => {
  it.each([
    ["I'll pick it up", ['choose Pick up in store (free)']],
    ["we'll pick them up on Wednesday", ['choose Pick up in store (free)', 'select Day = Wednesday 9 December']],
    ['deliver it on Friday to 3 Mill Lane, Hopton', ['select Day = Friday 11 December', 'enter Address (for delivery) = 3 Mill Lane, Hopton']],
  ])('"%s" picks the option its verb names, the day and the address', (s, want) => {
    expect(steps(planStatement(s, checkout))).toEqual(want);
  });
  it.each(["I'll pick it up tomorrow after the school run", 'can I pick it up?', "I'll think about it", 'send it to my sister'])('"%s" is no plan the form offers', (s) => {
    expect(planStatement(s, checkout)).toBeUndefined();
  });
});

describe('theirTurn leaves a name said with other words to the readers of the whole turn', () => {
  it.each(["Her name is Maple, she's a Spaniel.", "It's for Hannah Reid, and the message is Happy birthday, love from Tom"])('"%s"', (s) => {
    expect(theirTurn(s, lesson)).toBeUndefined();
  });
});

describe('a name right before an age is theirs', () => {
  const lessons: SeenControl[] = [
    { kind: 'text', label: "Child's name (required)", ...f },
    { kind: 'text', label: "Child's age (required)", ...f },
    { kind: 'text', label: 'Your name (required)', ...f },
    { kind: 'text', label: 'Email (required)', input: 'email', ...f },
  ];
  it('"Leo Moreno, age 4, same contact details as before": the child\'s name and age, the rest to the details reader', () => {
    const r = theirTurn('Leo Moreno, age 4, same contact details as before', lessons);
    expect(steps(r?.programs)).toEqual(["enter Child's name (required) = Leo Moreno", "enter Child's age (required) = 4"]);
    expect(r?.rest).toBe('same contact details as before');
  });
});
