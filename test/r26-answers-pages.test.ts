/**
 * Round 26: answers read from the right element of the page, on a site of our own
 * (test/sites/r26-answers/bike-hire.mjs), with real Chromium, through conversations:
 * - a help page of question headings over their answers: the user's question matched to the page's
 *   question by meaning ("what happens if it rains?" ~ "What if the weather turns?"), the answer
 *   under it said, the part that names what was asked when one does ("for the e-bikes");
 * - the content before the site's frame: the hire number in a sentence, not the footer's postcode
 *   under a "My hires" link; the footer still answers what only it says (parking), its value after
 *   the comma kept ("…, £4 a day");
 * - the page's total line, not one row's cell of a Total column; a refund asked as "get back"; a
 *   duration asked as "how long can he use it for?".
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { faqAnswer, pageQuestions } from '../src/parser/faq.js';
import { pageQuestion, readQuestion } from '../src/parser/questions.js';
import type { DialogueState } from '../src/parser/context.js';

describe.runIf(hasChromium)('answers from the right element (Fellside Bike Hire)', () => {
  const { chatOn } = chatSite<{ page: { path: string } }>('r26-answers/bike-hire.mjs');

  it('answers from a help page of question headings', async () => {
    const c = await chatOn('/help');
    try {
      const wear = await c.ask('And what should I wear?');
      expect(wear.said).toContain('flat shoes');
      const rain = await c.ask("What happens if it's raining?");
      expect(rain.said).toContain('heavy rain');
      const age = await c.ask('How old do you need to be for the e-bikes?');
      expect(age.said).toContain('16 and up');
      expect(age.said).not.toContain('Mountain bikes');
      expect(age.state.page.path).toBe('/help');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('reads the content before the frame, and the frame for what only it says', async () => {
    const c = await chatOn('/done');
    try {
      const ref = await c.ask("What's the hire number?");
      expect(ref.said).toContain('FB-2207');
      expect(ref.said).not.toContain('CA12');
      const parking = await c.ask('Is there parking?');
      expect(parking.said).toContain('£4 a day');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('says the page total, a refund and a validity', async () => {
    const c = await chatOn('/basket');
    try {
      const total = await c.ask("What's the total?");
      expect(total.said).toContain('£30.00');
      await c.goto('/hires');
      const back = await c.ask('How much do we get back?');
      expect(back.said).toContain('£90');
      await c.goto('/voucher/thanks');
      const valid = await c.ask('How long can he use it for?');
      expect(valid.said).toContain('18 months');
    } finally {
      await c.close();
    }
  }, 120_000);
});

const base: DialogueState = { executed: [], lists: [], opened: [], visited: [], searchNames: [], tabs: [], changed: [], rows: [] };
const said = (q: string, state: DialogueState): string | undefined => {
  const a = faqAnswer(q, q, state)?.programs[0]?.action as { text?: unknown } | undefined;
  return a && typeof a.text === 'string' ? a.text : undefined;
};

describe('faq (round 26)', () => {
  const dl = { ...base, texts: ['When should we arrive?', 'When should we arrive?: Please arrive 15 minutes early.', 'Is there parking?', 'Is there parking?: Yes, free parking behind the building.'] };

  it('pairs question statements with the statement under each, a definition list\'s header taken off', () => {
    expect(pageQuestions(dl)).toEqual([
      { question: 'When should we arrive?', answer: 'Please arrive 15 minutes early.' },
      { question: 'Is there parking?', answer: 'Yes, free parking behind the building.' },
    ]);
    expect(said('When do we need to get there?', dl)).toBe('Please arrive 15 minutes early.');
    expect(said('Is there parking?', dl)).toContain('behind the building');
  });

  it('leaves alone a page of one question, a question that fits none, and the frame', () => {
    expect(said('Is there parking?', { ...base, texts: dl.texts.slice(2) })).toBeUndefined();
    expect(said('How much is a day pass?', dl)).toBeUndefined();
    expect(said('Open the bikes.', dl)).toBeUndefined();
    expect(said('Is there parking?', { ...dl, framed: dl.texts })).toBeUndefined();
  });
});

const answered = (q: string, state: DialogueState): string | undefined => {
  const a = pageQuestion(q.replace(/[?.!]+$/, ''), q, state)?.programs[0]?.action as { text?: unknown } | undefined;
  return a && typeof a.text === 'string' ? a.text : undefined;
};

describe('question words (round 26)', () => {
  it('reads "get back" as a refund, "pick it up" as collecting, "use" as no topic', () => {
    expect(readQuestion('how much do we get back', true)?.soft).toContain('refund');
    expect(readQuestion('where do I pick it up', true)?.soft).toContain('collect');
    expect(readQuestion('how long can she use it for', true)).toMatchObject({ kind: 'duration', topic: [] });
  });

  it('reads the content before the frame, and an address with a capitalised street word', () => {
    const footer = 'Visit us: 12 Market Street, Kendal LA9 4PU. Open Monday to Friday 9am to 6pm.';
    const state = { ...base, heading: 'Order PP-2050', texts: ['Ready to collect from 12 Market Street, Kendal from 2pm tomorrow.', footer], framed: [footer] };
    expect(answered('Where do I pick it up?', state)).toContain('Ready to collect');
    // Only the frame says it: the frame answers.
    expect(answered('Where are you?', { ...state, texts: [footer] })).toContain('LA9 4PU');
  });

  it('says the page total, not a column\'s cell of one row', () => {
    const state = { ...base, texts: ['Item · Price · Total', 'Total: £8.50', 'Total: £7.50', 'Total: £16.00'], grids: [{ columns: ['Item', 'Price', 'Total'], rows: [['Pencils', '£8.50', '£8.50'], ['Erasers', '£2.50', '£7.50']] }] };
    expect(answered("What's the total?", state)).toBe('Total: £16.00');
  });
});
