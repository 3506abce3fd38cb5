/**
 * Round 27 (src/parser/earlier-values.ts): values said in an earlier turn as a remark — typed where
 * the page has the field, carried to the send where it does not yet — and values cut clean of their
 * lead-in words, on controls as the page reader gives them.
 */
import { describe, expect, it } from 'vitest';
import type { DialogueState, SeenControl } from '../src/parser/context.js';
import { detailsIn } from '../src/parser/details.js';
import { codeRemark, earlierAtSend, reasonRemark, reasonSaidBefore, remarkAboutThem, remarkDetails } from '../src/parser/earlier-values.js';
import { program, query, str, type Program } from '../src/thingtalk/ast.js';

const checkout: SeenControl[] = [
  { kind: 'text', label: 'First name', form: 1, submit: 'Pay and place order', posts: true, autocomplete: 'given-name' },
  { kind: 'text', label: 'Last name', form: 1, submit: 'Pay and place order', posts: true, autocomplete: 'family-name' },
  { kind: 'text', label: 'Email address', form: 1, submit: 'Pay and place order', posts: true, input: 'email' },
  { kind: 'text', label: 'Mobile number', form: 1, submit: 'Pay and place order', posts: true, input: 'tel' },
  { kind: 'text', label: 'Address line 1', form: 1, submit: 'Pay and place order', posts: true },
  { kind: 'radio', label: 'Delivery', options: ['Standard', 'Express'], value: 'Standard', form: 1, submit: 'Pay and place order', posts: true },
];
const booking: SeenControl[] = [
  { kind: 'text', label: "Dog's name", form: 0, submit: 'Book appointment', posts: true },
  { kind: 'text', label: 'Breed', form: 0, submit: 'Book appointment', posts: true },
  { kind: 'text', label: 'Your name', form: 0, submit: 'Book appointment', posts: true, autocomplete: 'name' },
  { kind: 'text', label: 'Phone', form: 0, submit: 'Book appointment', posts: true, input: 'tel' },
  { kind: 'checkbox', label: 'Teeth cleaning (+£8.00)', form: 0, submit: 'Book appointment', posts: true },
];
const click = (name: string): Program => program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'button' }) });
const steps = (ps: readonly Program[] | undefined): string[] =>
  (ps ?? []).map((p) => {
    const a = p.action as unknown as { name: string; element?: { description?: { value?: string } }; text?: { value?: string }; option?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.text?.value ? ` = ${a.text.value}` : ''}${a.option?.value ? ` = ${a.option.value}` : ''}`;
  });

describe('remarkDetails', () => {
  it.each([
    ["My name's Alicia Moreno.", ['enter First name = Alicia', 'enter Last name = Moreno']],
    ['Phone, 07700 900458.', ['enter Mobile number = 07700 900458']],
    ['Oh, and my number is 07700 900612.', ['enter Mobile number = 07700 900612']],
  ])('"%s" is typed where the page has the field', (s, want) => {
    expect(steps(remarkDetails(s, checkout))).toEqual(want);
  });
  it.each(['Alicia Moreno sent me.', 'Is my number 07700 900458?', 'Call 07700 900458 tomorrow.'])('"%s" is not a remark of one value', (s) => {
    expect(remarkDetails(s, checkout)).toBeUndefined();
  });
  it('types nothing where no form that posts has the field', () => {
    expect(remarkDetails('Phone, 07700 900458.', checkout.map((c) => ({ ...c, posts: false })))).toBeUndefined();
  });
});

describe('remarkAboutThem', () => {
  it.each([
    ["It's Luna, the Labrador.", ["enter Dog's name = Luna", 'enter Breed = Labrador']],
    ["Her name is Maple, she's a Spaniel.", ["enter Dog's name = Maple", 'enter Breed = Spaniel']],
    ["She's called Pip.", ["enter Dog's name = Pip"]],
    ["her name's Isla Moreno, she's 7", ["enter Dog's name = Isla Moreno"]],
  ])('"%s" is typed into the name box of the one the form is about', (s, want) => {
    expect(steps(remarkAboutThem(s, booking))).toEqual(want);
  });
  it.each(["It's Tuesday.", "It's Grace Whitfield.", 'Is it Luna?'])('"%s" is not', (s) => {
    expect(remarkAboutThem(s, booking)).toBeUndefined();
  });
});

describe('lead-in words are not typed', () => {
  it('"Owner\'s Mei Tanaka" is the name Mei Tanaka', () => {
    expect(detailsIn("Owner's Mei Tanaka, mei.tanaka@example.com, phone 07700 900215.").filter((d) => d.kind === 'name').map((d) => d.value)).toEqual(['Mei Tanaka']);
  });
  it('a code is the token that looks like a code, and its own form is applied', () => {
    const bag: SeenControl[] = [
      { kind: 'number', label: 'Quantity of Serum', value: '1', form: 0, submit: 'Update', posts: true },
      { kind: 'text', label: 'Promo code', form: 1, submit: 'Apply', posts: true },
    ];
    expect(steps(codeRemark('Oh, I have a code. GLOW10.', bag))).toEqual(['enter Promo code = GLOW10', 'click Apply']);
    expect(codeRemark('I have a question about GLOW10.', bag)).toBeUndefined();
    expect(codeRemark('Oh, I have a code. GLOW10.', checkout)).toBeUndefined();
  });
});

describe('earlierAtSend', () => {
  it('puts a remark of an earlier turn into the form sent with other values', () => {
    const plan = [program({ kind: 'action', name: 'enter', text: { kind: 'string', value: '5 Lavender Walk' } as never, element: query({ description: str('Address line 1'), type: 'input' }) }), click('Pay and place order')];
    expect(steps(earlierAtSend(plan, checkout, ["My name's Alicia Moreno.", 'Phone, 07700 900458.']))).toEqual([
      'enter Address line 1 = 5 Lavender Walk',
      'enter First name = Alicia',
      'enter Last name = Moreno',
      'enter Mobile number = 07700 900458',
      'click Pay and place order',
    ]);
  });
  it.each([
    ["It's Luna, the Labrador.", ["enter Dog's name = Luna", 'enter Breed = Labrador', 'click Book appointment']],
    ["Her name is Maple, she's a Spaniel.", ["enter Dog's name = Maple", 'enter Breed = Spaniel', 'click Book appointment']],
  ])('"%s": the name of the one the form is about, and what was said of them in the box after it', (s, want) => {
    expect(steps(earlierAtSend([click('Book appointment')], booking, [s]))).toEqual(want);
  });
  it("carries no one else's name or e-mail into the user's boxes of a form about someone else", () => {
    const voucher: SeenControl[] = [
      { kind: 'text', label: "Recipient's name", form: 0, submit: 'Buy voucher', posts: true },
      { kind: 'text', label: "Recipient's email", form: 0, submit: 'Buy voucher', posts: true, input: 'email' },
      { kind: 'text', label: 'Your name', form: 0, submit: 'Buy voucher', posts: true },
      { kind: 'text', label: 'Your email', form: 0, submit: 'Buy voucher', posts: true, input: 'email' },
    ];
    expect(earlierAtSend([click('Buy voucher')], voucher, ["It's for Hannah Reid, and the message is Happy birthday.", 'Send it to hannah.reid@example.com.'])).toBeUndefined();
    expect(steps(earlierAtSend([click('Buy voucher')], voucher, ["It's for Hannah Reid.", "I'm Tom Reid."]))).toEqual(['enter Your name = Tom Reid', 'click Buy voucher']);
  });
  it('adds nothing to a press of no form, nor for a question or a word that names no one', () => {
    expect(earlierAtSend([click('Search')], booking, ["It's Luna."])).toBeUndefined();
    expect(earlierAtSend([click('Book appointment')], booking, ["Is it Luna's?", "It's Tuesday."])).toBeUndefined();
  });
});

describe('the cancel reason said as a remark', () => {
  const state = (value?: string): DialogueState =>
    ({
      executed: [],
      said: ["She's poorly, so say the dog is unwell."],
      controls: [{ kind: 'radio', label: 'Why are you cancelling?', options: ['My dog is unwell', 'Something else came up', 'Too expensive', 'Other reason'], ...(value ? { value } : {}), form: 0, submit: 'Cancel appointment', posts: true }],
    }) as unknown as DialogueState;
  it('chooses the reason the remark means, and sends nothing', () => {
    expect(steps(reasonRemark("She's poorly, so say the dog is unwell.", state()))).toEqual(['choose My dog is unwell']);
    expect(reasonRemark('Keep it, she is unwell but fine.', state())).toBeUndefined();
  });
  it('"Yes, cancel it." after it reads the reason there', () => {
    expect(steps(reasonSaidBefore('Yes, cancel it.', state()))).toEqual(['choose My dog is unwell', 'click Cancel appointment']);
    expect(reasonSaidBefore('Hmm, the dog is unwell.', state())).toBeUndefined();
  });
});
