/**
 * Round 28 (src/parser/readback.ts, questions.ts): the readers on states built by hand — a table's
 * cell by its column with the row of the turn before, a bound read by "most"/"least", a size option
 * by a comparative (by size in one unit, by price in several), "what's included?", and "how much"
 * said alone as a question of money.
 */
import { describe, expect, it } from 'vitest';
import { boundAnswer, cellFollowUp, includedAnswer, optionAsked, sizeOption, sizeThenRest } from '../src/parser/readback.js';
import { readQuestion } from '../src/parser/questions.js';
import { program } from '../src/thingtalk/ast.js';
import type { DialogueState, SeenControl } from '../src/parser/context.js';

const base: DialogueState = { executed: [], lists: [], opened: [], visited: [], searchNames: [], tabs: [], changed: [], rows: [] };
const said = (r: { programs: Array<{ action: unknown }> } | undefined): string | undefined => {
  const a = r?.programs[0]?.action as { text?: unknown } | undefined;
  return a && typeof a.text === 'string' ? a.text : undefined;
};
const turn = (utterance: string, text: string) => ({ utterance, programs: [program({ kind: 'action', name: 'say', text })] });

describe('a cell by its column, with the row of the turn before', () => {
  const grid = { columns: ['Party', 'Mon–Fri per child', 'Sat & Sun per child', 'Minimum children'], rows: [['Disco Party', '£15.00', '£17.00', '10'], ['Ninja Party', '£18.00', '£20.00', '8'], ['Craft Party', '£15.00', '£18.00', '6']] };
  const after = (u: string, s: string) => ({ ...base, grids: [grid], executed: [turn(u, s)] } as unknown as DialogueState);
  it('keeps the row and swaps the column the words name', () => {
    const state = after('how much is a disco party on a weekday?', 'Disco Party · £15.00 · £17.00 · 10');
    expect(said(cellFollowUp('and at the weekend', 'And at the weekend?', state))).toBe('Disco Party, Sat & Sun per child: £17.00');
    expect(said(cellFollowUp("what's the minimum number of kids for that one", "What's the minimum number of kids for that one?", state))).toBe('Disco Party, Minimum children: 10');
    // The cell said alone ("£15.00" is two rows' cell): the row the question named.
    const alone = after('how much is a disco party on a weekday?', 'Mon–Fri per child: £15.00');
    expect(said(cellFollowUp('and at the weekend', 'And at the weekend?', alone))).toBe('Disco Party, Sat & Sun per child: £17.00');
  });
  it('declines another row, the same one column, no column, and no table answer before', () => {
    const state = after('how much is a disco party on a weekday?', 'Disco Party · £15.00 · £17.00 · 10');
    expect(cellFollowUp('and the ninja one at the weekend', 'And the ninja one at the weekend?', state)).toBeUndefined();
    expect(cellFollowUp('and what time does it start', 'And what time does it start?', state)).toBeUndefined();
    const one = after('how much is the ninja party at the weekend?', 'Sat & Sun per child: £20.00');
    expect(cellFollowUp('and at the weekend', 'And at the weekend?', one)).toBeUndefined();
    expect(cellFollowUp('and at the weekend', 'And at the weekend?', after('what time is it', 'It is 10:00'))).toBeUndefined();
  });
});

describe('bounds, sizes, what is included', () => {
  it('reads "the most" / "the minimum" from a statement of bounds', () => {
    const state = { ...base, texts: ['Children · minimum 8, maximum 20', 'Children: minimum 8, maximum 20', 'Length: 90 minutes'], framed: [] };
    expect(said(boundAnswer("what's the most kids we can bring", state))).toBe('Children: maximum 20');
    expect(said(boundAnswer("what's the minimum number of kids", state))).toBe('Children: minimum 8');
    // A superlative of a quality is no bound.
    expect(boundAnswer("what's the most expensive one", state)).toBeUndefined();
    // Two statements of an upper bound: no guess.
    expect(boundAnswer("what's the most kids", { ...state, texts: [...state.texts!, 'Adults: maximum 6'] })).toBeUndefined();
  });
  const menu = (options: string[], value?: string): DialogueState => ({ ...base, controls: [{ label: 'Pot size', kind: 'select', options, ...(value ? { value } : {}) } as SeenControl] });
  it('ranks a menu of sizes by size in one unit, by price in several', () => {
    expect(sizeOption(menu(['5 litre pot — £35.00', '10 litre pot — £65.00']), false)?.option).toBe('5 litre pot — £35.00');
    expect(sizeOption(menu(['5 litre pot — £35.00', '10 litre pot — £65.00']), true)?.option).toBe('10 litre pot — £65.00');
    expect(sizeOption(menu(['9cm pot — £3.50', '1 litre pot — £6.00']), false)?.option).toBe('9cm pot — £3.50');
    // Bare counts, days and a menu of words are no sizes.
    expect(sizeOption(menu(['1', '2', '3']), false)).toBeUndefined();
    expect(sizeOption(menu(['Red', 'Blue']), false)).toBeUndefined();
    expect(said(optionAsked("what's the smaller one cost", menu(['5 litre pot — £35.00', '10 litre pot — £65.00'])))).toBe('5 litre pot — £35.00');
    expect(optionAsked("what's the smaller one cost", menu(['Red', 'Blue']))).toBeUndefined();
    expect(sizeThenRest('just the little one, add one', menu(['9cm pot — £3.50', '1 litre pot — £6.00']))).toEqual(['the smaller one', 'add one']);
    expect(sizeThenRest('the red one, add one', menu(['9cm pot — £3.50', '1 litre pot — £6.00']))).toBeUndefined();
  });
  it('says what is included, else the lead paragraph', () => {
    const lead = { ...base, heading: 'Ninja Party', texts: ['Ninja Party', 'An obstacle course with a coach, then pizza in the party room.', 'Ages: 8 to 12'], framed: [] };
    expect(said(includedAnswer("what's included", lead))).toBe('An obstacle course with a coach, then pizza in the party room.');
    const stated = { ...lead, texts: [...lead.texts!, 'Price includes party bags and a drink.'] };
    expect(said(includedAnswer("what's included", stated))).toBe('Price includes party bags and a drink.');
    expect(includedAnswer("what's the price", lead)).toBeUndefined();
  });
  it('reads "how much" said alone as a question of money', () => {
    expect(readQuestion('how much', true)?.kind).toBe('money');
    expect(readQuestion('how much protein does it have', true)?.kind).toBe('count');
  });
});

describe('a row named by another cell is not the row before', () => {
  it('declines "is the raku class on?" after a question about the 10am row', () => {
    const grid = { columns: ['Time', 'Class', 'Seats'], rows: [['10am', 'Wheel basics', '3 seats left'], ['6:30pm', 'Raku firing', 'Full']] };
    const state = { ...base, grids: [grid], executed: [turn("is ten o'clock available?", '10am: Seats: 3 seats left')] } as unknown as DialogueState;
    expect(cellFollowUp('is the raku class on', 'Is the raku class on?', state)).toBeUndefined();
    expect(said(cellFollowUp('and what class is it', 'And what class is it?', state))).toBe('10am, Class: Wheel basics');
  });
});
