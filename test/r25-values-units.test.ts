/**
 * Round 25, src/parser/several-values.ts on controls and links given as data: which turns become
 * parts, which count goes where, which time link is the slot — and the turns each reader leaves alone.
 */
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { peopleCount, slotLink, valuesWithCount } from '../src/parser/several-values.js';

const balls: SeenControl = { label: 'Number of balls', kind: 'number', form: 0, submit: 'Add to basket' };
const colour: SeenControl = { label: 'Colour', kind: 'radio', options: ['Charcoal', 'Sky', 'Ocean'], form: 0, submit: 'Add to basket' };
const players: SeenControl = { label: 'Players', kind: 'select', options: ['How many?', '2 players', '3 players', '4 players'], form: 1 };
const page = { controls: [colour, balls], links: ['Yarn', 'Basket'], buttons: ['Add to basket'] };
const slots = [
  { name: 'Choose 4pm', url: 'http://x/room?time=16:00' },
  { name: 'Choose 7:30pm', url: 'http://x/room?time=19:30' },
  { name: 'Choose 9pm', url: 'http://x/room?time=21:00' },
];

describe('several values with a count (round 25)', () => {
  it.each([
    ["Okay. The charcoal one, and I'll need ten balls.", ['The charcoal one', "I'll need ten balls"]],
    ['Ocean, two balls, add to basket.', ['Ocean', 'two balls', 'add to basket']],
    ['Sky blue, five balls.', ['Sky blue', 'five balls']],
  ])('%s → parts', (said, parts) => {
    expect(valuesWithCount(said, page)).toEqual(parts);
  });

  it('reads a count said with an order beside a choice as the quantity, after the choice; a bare "and" joins one name', () => {
    const shop = { controls: [{ label: 'Photo', kind: 'select', options: ['Gran and Grandad', 'Beach'], form: 0, submit: 'Add to basket' } as SeenControl, { label: 'Quantity', kind: 'number', form: 0, submit: 'Add to basket' } as SeenControl, { label: 'White border (+£0.10 each)', kind: 'checkbox', form: 0, submit: 'Add to basket' } as SeenControl], links: [], buttons: ['Add to basket'] };
    expect(valuesWithCount('put the one of gran and grandad on it. two of them please', shop)).toEqual(['put the one of gran and grandad on it', 'two of them please']);
    expect(valuesWithCount("I'll have six, with the white borders", shop)).toEqual(['with the white borders', "I'll have six"]);
  });

  it('leaves a turn alone whose unit no counting control names, a question, or a value the page does not show', () => {
    expect(valuesWithCount('Charcoal, ten skeins.', page)).toBeUndefined();
    expect(valuesWithCount('Is charcoal in stock, ten balls?', page)).toBeUndefined();
    expect(valuesWithCount('Purple, ten balls.', page)).toBeUndefined();
    expect(valuesWithCount('ten balls', page)).toBeUndefined();
    // A command beside a count is two commands in their order, not a value.
    expect(valuesWithCount('Ocean, two balls, then search for needles.', page)).toBeUndefined();
  });

  it('reads a count of people into the control for people, a menu with a prompt option', () => {
    const ps = peopleCount('Four of us', [players, balls]);
    expect(ps?.[0]?.action).toMatchObject({ name: 'select', option: { value: '4 players' } });
    expect(peopleCount("we're three", [players])?.[0]?.action).toMatchObject({ name: 'select', option: { value: '3 players' } });
    expect(peopleCount('just for the two of us', [players])?.[0]?.action).toMatchObject({ name: 'select', option: { value: '2 players' } });
    expect(peopleCount("There'll be three of us", [players])?.[0]?.action).toMatchObject({ name: 'select', option: { value: '3 players' } });
    // A menu of a form that shows this page again, sent by its own button ("Serves" and "Update").
    const serves: SeenControl = { label: 'Serves', kind: 'select', options: ['2', '4', '6'], value: '4', form: 0, submit: 'Update', rendersHere: true };
    expect(peopleCount('just for the two of us', [serves])?.map((p) => p.action.name)).toEqual(['select', 'click']);
    // Two counting boxes, neither for people: not sure which.
    expect(peopleCount('Four of us', [balls, { label: 'Number of needles', kind: 'number' }])).toBeUndefined();
    expect(peopleCount('Nine of us', [players])).toBeUndefined();
  });

  it('reads a time said alone as the one link that writes it, and leaves questions of state alone', () => {
    expect(slotLink('Then 7:30', slots)?.[0]?.action).toMatchObject({ name: 'click', element: { description: { value: 'Choose 7:30pm' } } });
    expect(slotLink('What about 9', slots)?.[0]?.action).toMatchObject({ name: 'click', element: { description: { value: 'Choose 9pm' } } });
    expect(slotLink('Is 7:30 free', slots)).toBeUndefined();
    expect(slotLink('What about 6', slots)).toBeUndefined();
    expect(slotLink('Then 7:30 with the big group', slots)).toBeUndefined();
  });
});

describe("the user's own details said as a list (round 25, tasks)", () => {
  it('reads "with my name and email" as two of the user\'s values, each required', async () => {
    const { extract } = await import('../src/parser/task-reading.js');
    const users = (s: string) => extract(s, []).pieces.filter((p) => p.shape === 'user').map((p) => p.value);
    expect(users('Book a tasting on 8 December at 11am, with my name and email.')).toEqual(['name', 'email']);
    expect(users('Send it with my name, phone number and email')).toEqual(['name', 'phone number', 'email']);
    // A word after "and" that is no detail of a person stays a plain word.
    expect(users('Book it with my name and a gift box')).toEqual(['name']);
  });
});
