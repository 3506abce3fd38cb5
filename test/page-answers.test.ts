/**
 * Round 14: questions about what the page shows, answered from the page's own structure and never
 * by an action (src/parser/questions.ts). A site of our own in real Chromium on 127.0.0.1
 * (test/sites/hallbrook.mjs) whose labels are not the words asked with: a value after a label with
 * no colon ("Total $73.50" beside "Subtotal $64.00"), a definition list, a heading and the sentence
 * under it, a yes/no question answered by the sentence that mentions what is asked. Sentences and
 * pages are ours. Each answer is short (one statement) and nothing on the site moves.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { ANSWER_MOST, mentionOnPage, pageQuestion, readQuestion, type WordRelatedness } from '../src/parser/questions.js';
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

describe('round 14: the focus and the kind of answer', () => {
  it('"come to" and "add up to" ask for the sum; "long" names a thing unless it follows "how"', () => {
    const sum = readQuestion("what's that come to", true)!;
    expect(sum.kind).toBe('money');
    expect(sum.soft).toContain('total');
    expect(readQuestion('what does it all add up to', true)?.kind).toBe('money');
    expect(readQuestion('how much is it for a long sleeve', true)?.topic).toContain('long');
    expect(readQuestion('how long does it run', true)?.kind).toBe('duration');
  });

  it('a label with no colon, a total before a subtotal; a heading and the sentence under it', () => {
    const summary = page({ heading: 'Your order', texts: ['Subtotal $120.00', 'Packing $4.00', 'Total $124.00'] });
    expect(answer("What's the total?", summary)).toBe('Total $124.00');
    expect(answer('What does it come to?', summary)).toBe('Total $124.00');
    expect(answer('How much is packing?', summary)).toBe('Packing $4.00');
    // Each line's subtotal comes before the total: the one labelled with the word asked wins, its price's decimal point no end of a sentence.
    const lines = page({ heading: 'Your basket', texts: ['Lamp · $64.00 · 1 · $64.00', 'Subtotal: $64.00', 'Chair · $30.00 · 1 · $30.00', 'Subtotal: $30.00', 'Total $94.00'] });
    expect(answer("What's the total now?", lines)).toBe('Total $94.00');
    expect(answer('How much do I owe?', lines)).toBe('Total $94.00');
    expect(answer('What does it all add up to?', lines)).toBe('Total $94.00');
    const venue = page({ heading: 'Mill House', texts: ['A barn for up to 60 guests.', 'Arriving by car', 'Twenty spaces behind the barn from 5 pm.'] });
    expect(answer('What time can we arrive by car?', venue)).toContain('5 pm');
  });

  it('"how much is that?" after a choice: the row that holds what was just chosen; "Total?" alone; a sum "with" an extra', () => {
    const slots = page({
      heading: 'Quarry Rooms',
      texts: ['Seats 40 · Kitchen · Projector', 'Cleaning ($15 per hire)'],
      rows: [{ title: '5:00 pm', text: '5:00 pm · 1 hour · $22.00' }, { title: '7:00 pm', text: '7:00 pm · 2 hours · $41.00' }],
      controls: [{ label: 'Cleaning ($15 per hire)', kind: 'checkbox' }],
      executed: [{ utterance: 'the seven o\'clock one', programs: [{ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'string', value: '7:00 pm' } } } }] }],
    });
    expect(answer('How much is that?', slots)).toContain('$41.00');
    const bill = page({ heading: 'Your booking', texts: ['Hall hire: $41.00', 'Member discount: −$8.20', 'Total: $32.80'] });
    expect(answer('Total?', bill)).toBe('Total: $32.80');
    expect(answer('How much is it with the discount?', bill)).toBe('Total: $32.80');
    // A one-word turn that names no value is no question of this reader.
    expect(readQuestion('Lovely', true)).toBeUndefined();
  });

  it('a yes/no question: the one sentence that mentions what is asked, else nothing', () => {
    const coat = page({ heading: 'Wool coat', texts: ['£80', 'Worn twice. A loose button on the left cuff, otherwise perfect.', 'Comes with a spare belt.'] });
    expect(answer('Does it come with a belt?', coat)).toBe('The page says: Comes with a spare belt.');
    expect(answer('Are any buttons loose?', coat)).toBe('The page says: A loose button on the left cuff');
    expect(answer('Is there a stain anywhere?', { ...coat, texts: [...coat.texts!, 'A faint stain inside the collar.'] })).toBe('The page says: A faint stain inside the collar.');
    // Nothing mentions a hood: no guess.
    expect(answer('Does it have a hood?', coat)).toBeUndefined();
    const q = readQuestion('does it have a hood', true)!;
    expect(mentionOnPage(q, coat)).toBeUndefined();
  });
});

interface HallState {
  page: { path: string; query: Record<string, string> };
  basket: string[];
}

describe.runIf(hasChromium)('round 14: questions about the page on a site of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<HallState>('hallbrook.mjs');
  const short = (said: string) => said.split(' | ').every((line) => line.length <= ANSWER_MOST + 40);

  it('a listing: its price in two spans, a condition, what comes with it, delivery; nothing moves', async () => {
    const { ask, close } = await chatOn('/item/lamp');
    try {
      const price = await ask('How much is the lamp?');
      expect(price.said).toContain('$64');
      const dent = await ask('Does it have any dents?');
      expect(dent.said).toContain('small dent');
      expect((await ask('Does it come with bulbs?')).said).toContain('spare bulbs');
      const deliver = await ask('Can they deliver it?');
      expect(deliver.said).toContain('$9.50');
      for (const r of [price, dent, deliver]) {
        expect(short(r.said)).toBe(true);
        expect(r.state).toEqual({ page: { path: '/item/lamp', query: {} }, basket: [] });
      }
    } finally {
      await close();
    }
  });

  it('a basket: the total (not the subtotal) when said "total" or "come to"', async () => {
    const { ask, close } = await chatOn('/item/lamp');
    try {
      expect((await ask('Buy it')).state.basket).toEqual(['lamp']);
      const total = await ask("What's the total?");
      expect(total.said).toContain('$73.50');
      expect(total.said).not.toContain('$64.00');
      expect((await ask('What does that come to?')).said).toContain('$73.50');
      expect((await ask('How much is the courier?')).said).toContain('$9.50');
      expect(total.state.page.path).toBe('/basket');
    } finally {
      await close();
    }
  });

  it('a class: who, what time, how long, where and how much from a definition list', async () => {
    const { ask, close } = await chatOn('/class/wheel');
    try {
      const who = await ask('Who is teaching it?');
      expect(who.said).toContain('Ines Corrigan');
      expect(who.state.page.path).toBe('/class/wheel');
      expect((await ask('What time does it begin?')).said).toContain('7:15 pm');
      expect((await ask('How long does it last?')).said).toContain('2 hours');
      expect((await ask('Where is it held?')).said).toContain('18 Mill Lane');
      const cost = await ask('How much is it per person?');
      expect(cost.said).toContain('£42');
      expect(cost.state).toEqual({ page: { path: '/class/wheel', query: {} }, basket: [] });
    } finally {
      await close();
    }
  });
});
