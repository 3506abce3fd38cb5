/**
 * Round 29 (issue 11), r29-record — unit tests on the readings: a change said on a record's page
 * read on its change form's menus, then that form's button (src/parser/record-form.ts); "our" as
 * the user's own (src/parser/owned.ts, src/runtime/sections.ts's own links).
 */
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { recordFormPlan } from '../src/parser/record-form.js';
import { ownedWords } from '../src/parser/owned.js';
import { isOwnLink } from '../src/runtime/sections.js';
import type { Program } from '../src/thingtalk/ast.js';
import type { PageElement } from '../src/page/types.js';

const steps = (ps: Program[] | undefined) =>
  ps?.map((p) => {
    const a = p.action as { name: string; element?: { description?: { value: string } }; option?: { value: string } };
    return [a.name, a.element?.description?.value, a.option?.value].filter((x) => x !== undefined).join(' ');
  });

const days = ['Monday 30 November', 'Tuesday 1 December', 'Wednesday 2 December', 'Thursday 3 December', 'Friday 4 December'];
const move = (form = 0): SeenControl[] => [
  { label: 'New day', kind: 'select', options: days, value: 'Tuesday 1 December', form, submit: 'Move collection', posts: true },
  { label: 'Time', kind: 'select', options: ['Morning, 7am – 10am', 'Daytime, 10am – 4pm', 'Evening, 6pm – 9pm'], value: 'Daytime, 10am – 4pm', form, submit: 'Move collection', posts: true },
];
const n = (k: number) => Array.from({ length: k + 1 }, (_, i) => String(i));
const booking: SeenControl[] = [
  { label: 'Adults', kind: 'select', options: n(4).slice(1), value: '2', form: 0, submit: 'Save changes', posts: true },
  { label: 'Juniors', kind: 'select', options: n(4), value: '0', form: 0, submit: 'Save changes', posts: true },
  { label: 'Buggies', kind: 'select', options: n(2), value: '0', form: 0, submit: 'Save changes', posts: true },
];

describe("a change said on a record's page, on its change form", () => {
  it('an option by its own words, then the form\'s button; the held value in a reason is left', () => {
    expect(steps(recordFormPlan('actually make it the evening', move()))).toEqual(['select Time Evening, 6pm – 9pm', 'click Move collection']);
    expect(steps(recordFormPlan("I won't be in on Tuesday, can you move it to Thursday", move()))).toEqual(['select New day Thursday 3 December', 'click Move collection']);
  });
  it('a count said with the menu\'s noun, added after "add"', () => {
    expect(steps(recordFormPlan('can we add a buggy as well', booking))).toEqual(['select Buggies 1', 'click Save changes']);
    expect(steps(recordFormPlan('make it three adults', booking))).toEqual(['select Adults 3', 'click Save changes']);
  });
  it('no reading: a question, no change said, two options said, two change forms, a form of boxes, a GET form', () => {
    expect(recordFormPlan('what about the evening?', move())).toBeUndefined();
    expect(recordFormPlan('the evening', move())).toBeUndefined();
    expect(recordFormPlan('move it to Thursday or Friday', move())).toBeUndefined();
    expect(recordFormPlan('move it to Thursday', [...move(0), ...move(1)])).toBeUndefined();
    expect(recordFormPlan('change it to Thursday', [...move(), { label: 'Note', kind: 'text', value: 'x', form: 0, submit: 'Move collection', posts: true }])).toBeUndefined();
    expect(recordFormPlan('move it to Thursday', move().map((c) => ({ ...c, posts: false })))).toBeUndefined();
    expect(recordFormPlan('make it three players', booking)).toBeUndefined();
  });
});

describe('"our" is the user\'s own', () => {
  it('owned words after "our"; a link "Our list" is an own link where the task said "our"', () => {
    expect(ownedWords('Change our wedding date to 19 June 2027')).toEqual(['wedding', 'date']);
    expect(ownedWords('Take the towel bale off our list')).toEqual(['list']);
    const link = { tag: 'a', name: 'Our list', text: 'Our list', attributes: { href: '/my-list' }, children: [] } as unknown as PageElement;
    expect(isOwnLink(link, new URL('http://gifts.test/my-list'), true)).toBe(true);
    // (Only where the task said "our": else "Our story" or "Our car parks" is the site's.)
    expect(isOwnLink(link, new URL('http://gifts.test/my-list'))).toBe(false);
  });
});

describe('"our" said as "my" for the model', () => {
  it('outside quotes, before a word only', async () => {
    const { ourAsMy } = await import('../src/parser/owned.js');
    expect(ourAsMy('Change our wedding date to 19 June 2027')).toBe('Change my wedding date to 19 June 2027');
    expect(ourAsMy('Our list: remove the "Tour of our town" gift')).toBe('My list: remove the "Tour of our town" gift');
    expect(ourAsMy('Book a tour for four')).toBeUndefined();
  });
});
