/**
 * Round 28 (issue 11), r28-steps — unit tests on the readings: a record row's own link said with a
 * reason or a need and "yes" on a confirm page (src/parser/record-link.ts), the button after a lone
 * control's value (src/parser/press-after.ts), several steps in one turn and a page one link away
 * (src/parser/turn-steps.ts). End to end in test/r28-steps-e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, tokens, type DialogueState, type SeenControl } from '../src/parser/context.js';
import { recordLinkPlan, yesOnConfirm } from '../src/parser/record-link.js';
import { pressAfterValues } from '../src/parser/press-after.js';
import { backThen, bookWithValues, countAndAdd, editedThenSend, editFromSummary, nextItemSaid, sameThere, viaBasket, EDIT_THERE, SAME_THERE } from '../src/parser/turn-steps.js';
import { literal, program, query, str, type Program } from '../src/thingtalk/ast.js';

const O = 'http://shop.test';
const isCommand = (s: string) => /^(?:cancel|change|open|click|go|add|book)\b/i.test(s.trim());
const remark = (s: string) => !isCommand(s);
const state = (more: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/here`], ...more }) as DialogueState;
const clicked = (ps: Program[] | undefined) =>
  ps?.map((p) => {
    const a = p.action as { name: string; element?: { description?: { value: string }; in?: { description?: { value: string } } }; text?: { value: string }; option?: { value: string } };
    return [a.name, a.element?.description?.value, a.element?.in?.description?.value ?? a.text?.value ?? a.option?.value].filter((x) => x !== undefined).join(' ');
  });

const bookings = state({
  rows: [
    { title: 'B-1', text: 'B-1 Pottery taster Saturday 5 December Ada 4 Confirmed Change numbers · Cancel', actions: ['Change numbers', 'Cancel'] },
    { title: 'B-2', text: 'B-2 Glass painting Sunday 6 December Ben 6 Confirmed Change numbers · Cancel', actions: ['Change numbers', 'Cancel'] },
    { title: 'B-1', text: 'B-1 Pottery taster Saturday 5 December Ada 4 Confirmed Change numbers · Cancel B-2 Glass painting Sunday 6 December Ben 6 Confirmed Change numbers · Cancel', actions: ['Change numbers', 'Cancel'] },
  ],
  said: ["when is Ada's class again?"],
});

describe('a record row\'s own link said with a reason or a need', () => {
  it('the row whose cells the words name, the link of the verb; a need is marked so', () => {
    const r = recordLinkPlan("Oh and I need to cancel Ada's pottery, she's poorly.", bookings, isCommand);
    expect(clicked(r?.programs)).toEqual(['click Cancel B-1']);
    expect(r?.need).toBe(true);
  });
  it('the link by its other words ("the numbers"), the row the turn before named for "it"', () => {
    expect(clicked(recordLinkPlan('We have more guests coming, I need to change the numbers.', bookings, isCommand)?.programs)).toEqual(['click Change numbers B-1']);
    const one = state({ rows: [{ title: 'O-7', text: 'O-7 2 × Fig candle Placed Cancel order', actions: ['Cancel order'] }] });
    const r = recordLinkPlan("I don't need it any more, cancel it.", one, isCommand);
    expect(clicked(r?.programs)).toEqual(['click Cancel order']);
    expect(r?.need).toBe(false);
  });
  it('nothing without a reason, with a question, with two commands, or with words no row holds', () => {
    expect(recordLinkPlan('cancel it', bookings, isCommand)).toBeUndefined();
    expect(recordLinkPlan('Can I cancel it, is there a fee?', bookings, isCommand)).toBeUndefined();
    expect(recordLinkPlan('Cancel the pottery, change the glass one', bookings, isCommand)).toBeUndefined();
    expect(recordLinkPlan("I need to cancel the knitting, she's poorly", bookings, isCommand)).toBeUndefined();
    expect(recordLinkPlan("I need to cancel it, she's poorly", { ...bookings, said: ['what time do you open?'] }, isCommand)).toBeUndefined();
  });
});

describe('"yes" on a page that asks to confirm', () => {
  const page = state({ heading: 'Cancel order O-7?', page: { controls: [], buttons: ['Search', 'Yes, cancel this order'], links: [], items: [], secrets: [] } as never });
  it('the one "Yes, …" button when the heading asks', () => {
    expect(clicked(yesOnConfirm('Yes.', page))).toEqual(['click Yes, cancel this order']);
    expect(clicked(yesOnConfirm('yes please', page))).toEqual(['click Yes, cancel this order']);
  });
  it('nothing when the page asks nothing, a question of ours is open, or the turn says more', () => {
    expect(yesOnConfirm('Yes.', { ...page, heading: 'Your order' })).toBeUndefined();
    expect(yesOnConfirm('Yes.', { ...page, pending: { programs: [], choices: ['x'] } })).toBeUndefined();
    expect(yesOnConfirm('Yes, but keep the fig one', page)).toBeUndefined();
  });
});

describe('the button after a lone control\'s value', () => {
  const date: SeenControl = { label: 'Day', kind: 'select', options: ['Pick a day', 'Friday 4 December'], value: 'Pick a day', form: 1, submit: 'Show times' };
  const search: SeenControl = { label: 'Search', kind: 'text', form: 0, submit: 'Go' };
  const select = program({ kind: 'action', name: 'select', element: query({ description: str('Day'), type: 'dropdown' }), option: literal('Friday 4 December') });
  it('a GET form whose one control is a choice: its button pressed after', () => {
    const plan = pressAfterValues({ kind: 'programs', programs: [select] }, 'check friday the 4th', [search, date]);
    expect(plan.kind === 'programs' && clicked(plan.programs)).toEqual(['select Day Friday 4 December', 'click Show times']);
  });
  it('not a search box, a form that shows this page again, nor a form of two controls', () => {
    const typed = program({ kind: 'action', name: 'enter', text: literal('fig'), element: query({ description: str('Search'), type: 'input' }) });
    expect(pressAfterValues({ kind: 'programs', programs: [typed] }, 'fig', [search])).toEqual({ kind: 'programs', programs: [typed] });
    expect(pressAfterValues({ kind: 'programs', programs: [select] }, 'friday', [{ ...date, rendersHere: true }])).toEqual({ kind: 'programs', programs: [select] });
    expect(pressAfterValues({ kind: 'programs', programs: [select] }, 'friday', [date, { label: 'Guests', kind: 'number', form: 1, submit: 'Show times' }])).toEqual({ kind: 'programs', programs: [select] });
  });
  it('a POST form: only a save of the value the user said', () => {
    const box: SeenControl = { label: 'New number of guests', kind: 'number', value: '4', form: 1, submit: 'Save', posts: true };
    const enter = program({ kind: 'action', name: 'enter', text: literal('12'), element: query({ description: str('New number of guests'), type: 'input' }) });
    const plan = pressAfterValues({ kind: 'programs', programs: [], otherwise: [enter] }, '12 now', [box]);
    expect(plan.kind === 'programs' && clicked(plan.otherwise)).toEqual(['enter New number of guests 12', 'click Save']);
    expect(pressAfterValues({ kind: 'programs', programs: [enter] }, '12 now', [{ ...box, submit: 'Book now' }])).toEqual({ kind: 'programs', programs: [enter] });
    expect(pressAfterValues({ kind: 'programs', programs: [enter] }, 'a dozen', [box])).toEqual({ kind: 'programs', programs: [enter] });
  });
});

describe('several steps in one turn; a page one link away', () => {
  it('"go back, I want to see X": two parts', () => {
    expect(backThen('Hmm, go back, I want to see the cedar candle.')).toEqual(['go back', 'I want to see the cedar candle']);
    expect(backThen('go back')).toBeUndefined();
  });
  it('"now the X": the one item of a list seen earlier that names it, when this page has nothing of it', () => {
    const items = [{ name: 'Fig candle From £8.00', title: 'Fig candle', url: `${O}/candle/fig` }, { name: 'Cedar candle From £9.00', title: 'Cedar candle', url: `${O}/candle/cedar` }];
    const s = state({ visited: [`${O}/candles`, `${O}/candle/fig`, `${O}/basket`], lists: [{ url: `${O}/candles`, items }], links: [{ name: 'Fig candle', url: `${O}/candle/fig` }], page: { controls: [], buttons: [], links: ['Fig candle'], items: [], secrets: [] } as never });
    expect(nextItemSaid('Now the cedar.', s, remark)?.url).toBe(`${O}/candle/cedar`);
    expect(nextItemSaid('the cedar', s, remark)).toBeUndefined();
    expect(nextItemSaid('Now the walnut.', s, remark)).toBeUndefined();
  });
  it('"checkout please" on a page without one: the basket link, then the checkout', () => {
    const s = state({ links: [{ name: 'Basket (2)', url: `${O}/basket` }, { name: 'Candles', url: `${O}/candles` }], page: { controls: [], buttons: ['Add to basket'], links: ['Basket (2)', 'Candles'], items: [], secrets: [] } as never });
    expect(viaBasket("Then I'll leave it. Checkout please.", s, remark)).toEqual(['go to Basket', 'checkout']);
    expect(viaBasket('Checkout please.', { ...s, page: { ...s.page!, links: ['Basket (2)', 'Checkout'] } }, remark)).toBeUndefined();
  });
  it('"make it 6 people" on a summary: its one edit link to a page seen, then the count there and the form\'s button', () => {
    const s = state({ visited: [`${O}/group?day=fri`, `${O}/group/review`], links: [{ name: 'Go back and change', url: `${O}/group?day=fri` }] });
    const parts = editFromSummary('Oh wait, make it 6 people.', s);
    expect(parts?.[1]).toBe(`${EDIT_THERE}6 people`);
    expect(editFromSummary('Oh wait, make it 6 people.', { ...s, visited: [`${O}/group/review`] })).toBeUndefined();
    const form: SeenControl[] = [
      { label: 'Number of people', kind: 'number', value: '4', form: 1, submit: 'Continue to review', posts: true },
      { label: 'Lead name', kind: 'text', value: 'Ada', form: 1, submit: 'Continue to review', posts: true },
    ];
    expect(clicked(editedThenSend('6 people', undefined, form, tokens))).toEqual(['enter Number of people 6', 'click Continue to review']);
    expect(editedThenSend('6 people', undefined, form.map((c) => ({ ...c, submit: 'Pay now' })), tokens)).toBeUndefined();
    expect(editedThenSend('6 people', undefined, [form[0]!, { ...form[1]!, value: '' }], tokens)).toBeUndefined();
  });
  it('"two of them in the big jar": the biggest size, the count, the add', () => {
    const controls: SeenControl[] = [
      { label: 'Size', kind: 'select', options: ['100g jar — £8.00', '200g jar — £14.00'], value: '100g jar — £8.00', form: 1, submit: 'Update', rendersHere: true, sendsOnChange: true },
      { label: 'Qty', kind: 'number', value: '1', form: 2, submit: 'Add to basket', posts: true },
    ];
    expect(clicked(countAndAdd('Ok fine. Two of them in the big jar.', state({ controls })))).toEqual(['select Size 200g jar — £14.00', 'enter Qty 2', 'click Add to basket']);
    expect(clicked(countAndAdd('two of them in the small jar', state({ controls })))).toEqual(['enter Qty 2', 'click Add to basket']);
    expect(countAndAdd('two of them in the blue box', state({ controls }))).toBeUndefined();
  });
  it('"book me one seat on that too, same name": the row\'s link, then the count and the name typed before, then the button', () => {
    expect(bookWithValues('Book me one seat on that too, same name.', state({}))).toEqual(['book that', `${SAME_THERE}one seat\nname`]);
    const form: SeenControl[] = [
      { label: 'Seats', kind: 'select', options: ['1', '2', '3'], value: '1', form: 1, submit: 'Reserve seats', posts: true },
      { label: 'Your name', kind: 'text', value: '', form: 1, submit: 'Reserve seats', posts: true },
    ];
    const typed = program({ kind: 'action', name: 'enter', text: literal('Ada Lowe'), element: query({ description: str('Your name'), type: 'input' }) });
    const s = state({ controls: form, executed: [{ utterance: 'name is Ada Lowe', programs: [typed] }] });
    expect(clicked(sameThere(`${SAME_THERE}two seats\nname`, s, tokens))).toEqual(['select Seats 2', 'enter Your name Ada Lowe', 'click Reserve seats']);
    // (No name typed before: the count only, the form left for the user.)
    expect(clicked(sameThere(`${SAME_THERE}two seats\nname`, { ...s, executed: [] }, tokens))).toEqual(['select Seats 2']);
  });
});
