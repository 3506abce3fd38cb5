/**
 * Round 26 (src/parser/carry-send.ts): the readers of values carried to a form's send, on controls
 * as the page reader gives them — a claim box by its verb phrase, whoever its subject; a menu of
 * counts of one thing by the count said with its noun; a box by its label's noun; words to go on the
 * item; and nothing added to a plan that presses no form's button.
 */
import { describe, expect, it } from 'vitest';
import { carriedAtSend, claimBox, wordsOnIt } from '../src/parser/carry-send.js';
import type { SeenControl } from '../src/parser/context.js';
import { program, query, str, type Program } from '../src/thingtalk/ast.js';

const form: SeenControl[] = [
  { kind: 'text', label: 'Full name', form: 0, submit: 'Confirm booking', posts: true },
  { kind: 'text', label: 'Message (optional)', form: 0, submit: 'Confirm booking', posts: true },
  { kind: 'select', label: 'Life jackets', options: ['No life jackets', '1 life jacket', '2 life jackets', '3 life jackets'], value: 'No life jackets', form: 0, submit: 'Confirm booking', posts: true },
  { kind: 'checkbox', label: 'Everyone in the party can swim 25 metres', form: 0, submit: 'Confirm booking', posts: true },
];
const click = (name: string): Program => program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'button' }) });
const steps = (ps: readonly Program[] | undefined): string[] =>
  (ps ?? []).map((p) => {
    const a = p.action as unknown as { name: string; element?: { description?: { value?: string } }; text?: { value?: string }; option?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.text?.value ? ` = ${a.text.value}` : ''}${a.option?.value ? ` = ${a.option.value}` : ''}`;
  });

describe('claimBox', () => {
  it.each(['We can both swim.', 'I can swim', 'we can all swim, yes', 'Everyone can swim.'])('"%s" ticks the claim', (s) => {
    expect(claimBox(s, form)?.label).toBe('Everyone in the party can swim 25 metres');
  });
  it.each(["We can't swim.", 'Not all of us can swim.', 'Can you swim there?', 'We can paddle.'])('"%s" does not', (s) => {
    expect(claimBox(s, form)).toBeUndefined();
  });
});

describe('carriedAtSend', () => {
  it('puts the message, the count and the claim said in the flow before the press, in form order', () => {
    const out = carriedAtSend([click('Confirm booking')], form, ['Three life jackets please, and the message is See you at noon!', 'We can all swim.']);
    expect(steps(out)).toEqual(['enter Message (optional) = See you at noon', 'select Life jackets = 3 life jackets', 'check Everyone in the party can swim 25 metres', 'click Confirm booking']);
  });
  it('reads "no life jacket" as none, and leaves a menu already on another count', () => {
    expect(steps(carriedAtSend([click('Confirm booking')], [{ ...form[2]!, value: undefined }], ['no life jacket']))).toEqual(['select Life jackets = No life jackets', 'click Confirm booking']);
    expect(carriedAtSend([click('Confirm booking')], [{ ...form[2]!, value: '2 life jackets' }], ['three life jackets'])).toBeUndefined();
    expect(steps(carriedAtSend([click('Confirm booking')], form, ['two life jackets']))).toEqual(['select Life jackets = 2 life jackets', 'click Confirm booking']);
  });
  it('adds nothing to a plan that presses no form button, or for a question', () => {
    expect(carriedAtSend([click('My bookings')], form, ['two life jackets'])).toBeUndefined();
    expect(carriedAtSend([click('Confirm booking')], form, ['how much are two life jackets?'])).toBeUndefined();
  });
});

describe('wordsOnIt', () => {
  const shop: SeenControl[] = [
    { kind: 'checkbox', label: 'Add engraving (+£5.00)', form: 1, submit: 'Add to basket', posts: true },
    { kind: 'text', label: 'Engraving text', hint: 'Up to 20 letters', form: 1, submit: 'Add to basket', posts: true },
    { kind: 'number', label: 'Quantity', value: '1', form: 1, submit: 'Add to basket', posts: true },
    { kind: 'text', label: 'Get our newsletter', input: 'email', form: 2, submit: 'Sign up', posts: true },
  ];
  it('ticks the box of the same root, types the words and adds', () => {
    expect(steps(wordsOnIt('Yes, put For Dad on it and put it in my basket.', shop))).toEqual(['check Add engraving (+£5.00)', 'enter Engraving text = For Dad', 'click Add to basket']);
    expect(steps(wordsOnIt('write "happy 40th" on it', shop))).toEqual(['check Add engraving (+£5.00)', 'enter Engraving text = happy 40th']);
  });
  it('reads no pronoun or count as words, nor a rest that says something else', () => {
    expect(wordsOnIt('put two on it', shop)).toBeUndefined();
    expect(wordsOnIt('put For Dad on it and check out', shop)).toBeUndefined();
  });
});

describe('a box of someone the form is about', () => {
  const apply: SeenControl[] = [
    { kind: 'text', label: "Child's name (required)", form: 0, submit: 'Join waiting list', posts: true },
    { kind: 'number', label: "Child's age (required)", form: 0, submit: 'Join waiting list', posts: true },
    { kind: 'text', label: 'Your name (required)', form: 0, submit: 'Join waiting list', posts: true },
  ];
  it('takes a name and an age said of someone else', () => {
    expect(steps(carriedAtSend([click('Join waiting list')], apply, ["her name's Ada Brook, she's 7", "I'm Max Brook"]))).toEqual([
      "enter Child's name (required) = Ada Brook",
      "enter Child's age (required) = 7",
      'click Join waiting list',
    ]);
    expect(steps(carriedAtSend([click('Join waiting list')], apply, ['Tom Brook, age four, same contact details as before']))).toEqual([
      "enter Child's name (required) = Tom Brook",
      "enter Child's age (required) = 4",
      'click Join waiting list',
    ]);
  });
  it('reads no distance as an age, and no name of the one filling it in', () => {
    expect(carriedAtSend([click('Join waiting list')], apply, ["she can swim ten metres, she's good", "I'm Max Brook"])).toBeUndefined();
    // (A number said of someone with a distance after it: "she is 25 metres" is no age.)
    expect(carriedAtSend([click('Join waiting list')], apply, ['she is 25 metres from the start'])).toBeUndefined();
  });
});
