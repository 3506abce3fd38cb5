/**
 * Round 11: questions answered from the page (src/parser/questions.ts). The reader types a question
 * by the answer it wants and finds the page's statement of that type about its words. Unit tests on
 * page states of our own (with the shipped word vectors), then a bike-hire site of our own in real
 * Chromium on 127.0.0.1 (test/sites/tidewell.mjs). Phrasings and pages are ours.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { answerOnPage, pageQuestion, readQuestion, stem, type WordRelatedness } from '../src/parser/questions.js';
import { loadWordVectors } from '../src/word-vectors.js';

let vectors: WordRelatedness;
beforeAll(async () => {
  vectors = await loadWordVectors();
});

const page = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), ...over });
const answer = (q: string, state: DialogueState): string | undefined => {
  const r = pageQuestion(q.replace(/[?]$/, ''), q, state, vectors);
  const a = r?.programs[0]?.action;
  return a && a.name === 'say' ? a.text : undefined;
};

describe('reading a question: the type of answer and the words it is about', () => {
  it('types questions by the answer they want', () => {
    const kind = (q: string) => readQuestion(q.replace(/[?]$/, ''), q.endsWith('?'))?.kind;
    expect(kind('How much will that come to?')).toBe('money');
    expect(kind("what's the cleaning charge?")).toBe('money');
    expect(kind('What time does the ferry sail?')).toBe('time');
    expect(kind('When is the tasting?')).toBe('when');
    expect(kind('How many nights is it for?')).toBe('count');
    expect(kind('How many stars has it got?')).toBe('rating');
    expect(kind('how tall is the shelf?')).toBe('measure');
    expect(kind('What does it weigh?')).toBe('measure');
    expect(kind('Tell me my membership number')).toBe('reference');
    expect(kind('Who runs the workshop?')).toBe('name');
    expect(kind('Where is the pottery studio?')).toBe('place');
    expect(kind('Did that go through?')).toBe('result');
    expect(kind('Is the garden room still free?')).toBe('state');
  });

  it('keeps the topic words, and marks words that only name the type or the verb as soft', () => {
    const q = readQuestion('what does the cleaning fee come to', true)!;
    expect(q.topic).toEqual([stem('cleaning')]);
    expect(q.soft).toContain(stem('fee'));
    const v = readQuestion('who hosts the tasting', true)!;
    expect(v.soft).toContain(stem('hosts'));
    expect(v.topic).toEqual([stem('tasting')]);
  });

  it('is no question: commands, requests to act, "can I …"', () => {
    expect(readQuestion('add it to the basket', false)).toBeUndefined();
    expect(readQuestion('can I get it in green', true)).toBeUndefined();
    expect(readQuestion('how do I cancel', true)).toBeUndefined();
  });

  it('stems words of one root alike', () => {
    expect(stem('shipping')).toBe(stem('ships'));
    expect(stem('hosted')).toBe(stem('host'));
  });
});

describe('answering from the page', () => {
  const shelf = page({
    heading: 'Alder bookshelf',
    texts: ['A five-shelf unit in oiled alder.', '£240.00', 'Height: 182 cm', 'Width: 80 cm', 'Assembly service: £35', 'Delivery: £12 · 3–5 working days', 'Rated 4.6 out of 5 by 88 customers'],
    controls: [{ label: 'Finish', kind: 'radio', options: ['Natural', 'Smoked · Out of stock'] }],
    page: { controls: [], links: ['Home', 'Basket (3)'] },
  });

  it('says the value of the type asked, about the words asked, as the page states it', () => {
    expect(answer('How much is it?', shelf)).toBe('£240.00');
    expect(answer('How tall is it?', shelf)).toBe('Height: 182 cm');
    expect(answer("What's the width?", shelf)).toBe('Width: 80 cm');
    expect(answer('How much is the assembly service?', shelf)).toBe('Assembly service: £35');
    expect(answer('How much does delivery cost?', shelf)).toContain('£12');
    expect(answer("What's it rated?", shelf)).toContain('4.6');
    // An open question is answered only by a statement labelled with its words, not a control's choice.
    expect(answer('What finishes does it come in?', shelf)).toBeUndefined();
    expect(answer('How many items are in my basket?', shelf)).toBe('Basket (3)');
    expect(answer('Is the smoked finish in stock?', shelf)).toBe('Finish: Smoked · Out of stock');
  });

  it('says nothing when the page does not state it', () => {
    expect(answer('What time does it open?', shelf)).toBeUndefined();
    expect(answer("What's my order reference?", shelf)).toBeUndefined();
    expect(answer('How much is the gift wrap?', shelf)).toBeUndefined();
    expect(answer('Who designed it?', shelf)).toBeUndefined();
  });

  it('a total before a line of the basket; what the last action changed for a reference', () => {
    const basket = page({
      heading: 'Your basket',
      texts: ['Alder bookshelf · £240.00', 'Oak stool · £45.00', 'Subtotal: £285.00', 'Total: £297.00'],
      changed: ['Code SPRING applied.'],
    });
    expect(answer('How much is it altogether?', basket)).toBe('Total: £297.00');
    expect(answer("What's the subtotal?", basket)).toBe('Subtotal: £285.00');
    expect(answer("What's the total with delivery?", { ...basket, texts: [...basket.texts!, 'Delivery: £12.00'] })).toBe('Total: £297.00');
    const done = page({ heading: 'Thank you', texts: ['Order placed. Your order number is BK-30417.', 'We have emailed you a receipt.'], changed: ['Order placed. Your order number is BK-30417.'] });
    expect(answer("What's my order number?", done)).toContain('BK-30417');
    expect(answer('Did it go through?', done)).toContain('Order placed');
    // An item named by its place is the item rules' to read ("the new one" is the one added last).
    expect(answer('Read me the reference of the new one.', done)).toBeUndefined();
    expect(answer('How long is the last one?', done)).toBeUndefined();
  });

  it('a row of a table by its words; a cut to the part that answers in a long statement', () => {
    const rows = page({
      heading: 'Sessions',
      texts: ['Wheel throwing · Tuesdays · 6:30 pm · £28', 'Glazing basics · Saturdays · 10:00 am · £22'],
      rows: [{ title: 'Wheel throwing', text: 'Wheel throwing · Tuesdays · 6:30 pm · £28' }, { title: 'Glazing basics', text: 'Glazing basics · Saturdays · 10:00 am · £22' }],
    });
    expect(answer('What time is glazing basics?', rows)).toContain('10:00 am');
    expect(answer('How much is wheel throwing?', rows)).toContain('£28');
    // A person named is what the next turn's "her page" means.
    const tutors = page({ heading: 'Tutors', texts: ['Ada Brennan teaches glazing on Saturdays.', 'Tom Okoro teaches throwing on Tuesdays.'] });
    const who = pageQuestion('who teaches glazing', 'Who teaches glazing?', tutors, vectors);
    expect(who?.about).toEqual({ kind: 'query', description: { kind: 'string', value: 'Ada Brennan' } });
    const long = page({ heading: 'Your stay', texts: ['Thanks for booking with us. Check-in opens at 3:00 pm and the front desk is staffed until midnight. Breakfast is served in the garden room every morning.'] });
    expect(answerOnPage(readQuestion('what time is check-in', true)!, long, vectors)?.text).toBe('Check-in opens at 3:00 pm and the front desk is staffed until midnight.');
  });
});

interface HireState {
  page: { path: string; query: Record<string, string> };
  basket: Array<{ slug: string; days: number }>;
  hires: string[];
}

describe.runIf(hasChromium)('round 11: questions on a bike-hire site of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<HireState>('tidewell.mjs');

  // Without the reader (the rules before it), "what does it weigh?" asked back, "how far does the battery
  // go?" said "range", "any left on Monday?" said nothing and "how many are in my basket?" named a button.
  it('a bike page: its rate, a spec cell by its header, a time by its term, a day by its state; nothing moves', async () => {
    const { ask, close } = await chatOn('/b/ebike');
    try {
      const rate = await ask('How much is it a day?');
      expect(rate.said).toContain('£34');
      expect(rate.state.page.path).toBe('/b/ebike');
      expect((await ask('What does it weigh?')).said).toContain('23 kg');
      expect((await ask('How far does the battery go?')).said).toContain('70 km');
      expect((await ask('And the deposit?')).said).toContain('£150');
      expect((await ask('What time do I have to return it by?')).said).toContain('6:00 pm');
      expect((await ask('Is Sunday sold out?')).said).toContain('Sold out');
      expect((await ask('Any left on Monday?')).said).toContain('5 left');
      // A question the page does not answer, then a command: asked again on the page the command opens.
      const spec = await ask('How wide are the tyres? Open the full specification.');
      expect(spec.state.page.path).toBe('/b/ebike/spec');
      expect(spec.said).toContain('2.4 in');
      const where = await ask('How many are in my basket?');
      expect(where.said).toContain('Basket (0)');
      expect(where.state.basket).toEqual([]);
    } finally {
      await close();
    }
  });

  it('after an action: the basket total, then the reference and the address on the confirmation', async () => {
    const { ask, close } = await chatOn('/b/cruiser');
    try {
      expect((await ask('Add to basket')).state.basket).toEqual([{ slug: 'cruiser', days: 1 }]);
      expect((await ask('How much is it altogether?')).said).toContain('£22');
      expect((await ask('How many are in my basket?')).said).toContain('Basket (1)');
      expect((await ask("What's the insurance?")).said).toContain('£4');
      const done = await ask('Confirm hire');
      expect(done.state.hires).toHaveLength(1);
      expect((await ask("What's my hire reference?")).said).toContain('TW-4821');
      expect((await ask('Where do I collect it?')).said).toContain('4 Quay Street');
    } finally {
      await close();
    }
  });
});
