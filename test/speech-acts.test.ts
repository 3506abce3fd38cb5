/**
 * Round 12 (issue 11): the speech-act reader (src/parser/speech-acts.ts, the shipped
 * models/speech-acts.json) on sentences of our own, the frame of an indirect question dropped
 * (src/parser/asked.ts), and, in real Chromium on a market of our own (test/sites/brackenfold.mjs),
 * questions that never act and are answered from the page or from the one page they name, while
 * commands said as questions still act.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { loadSpeechActs, questionForm } from '../src/parser/speech-acts.js';
import { directQuestion } from '../src/parser/asked.js';

describe('round 12: what a turn does (the shipped speech-act reader)', () => {
  it('questions with or without a mark, direct or indirect, are questions; commands said as questions are commands', async () => {
    const reader = (await loadSpeechActs())!;
    expect(reader).toBeDefined();
    const questions = ['is the teapot dishwasher safe', 'Has the landlady written back?', 'I wonder whether the canoe seats three',
      'Do you happen to know if breakfast is part of the deal', 'can you see whether the gift option is switched on', 'Tell me what the postage comes to',
      'What did Ruth say about the pick-up', 'how long has this vendor been on the site', 'which lane is empty at seven', 'Does the price include VAT'];
    for (const q of questions) expect([q, reader.read(q).act, reader.isQuestion(q)]).toEqual([q, 'question', true]);
    const commands = ['Could you open the returns page?', 'Can you book the 6:30 one for me?', 'Would you add the hammock to my basket', 'Can you tick the box for a receipt?',
      'Open the chat with Rosa', 'Would you mind printing the label?', 'search for wellies, would you?'];
    for (const c of commands) expect([c, reader.read(c).act, reader.isQuestion(c)]).toEqual([c, 'command', false]);
    expect(reader.isQuestion('Any colour')).toBe(false);
    expect(reader.read("I've got a railcard").act).toBe('note');
    expect(reader.read('Thanks a million').act).toBe('chat');
  });

  it('a statement is never held to be a question, whatever its words look like', async () => {
    const reader = (await loadSpeechActs())!;
    // Words a question also has ("are there four …") in a statement's form: it keeps its action.
    for (const s of ['We want four of them, since there are four windows.', 'Two please, as there are two of us', 'Put me down for three, since there are three of us']) {
      expect([s, questionForm(s), reader.isQuestion(s)]).toEqual([s, false, false]);
    }
    for (const q of ['is it in stock', 'I wonder if it comes in green', 'Has the parcel gone?']) expect([q, questionForm(q)]).toEqual([q, true]);
  });

  it('an indirect question is asked in the question order', () => {
    expect(directQuestion('Hmm, I wonder how much the postage is.')).toBe('how much is the postage');
    expect(directQuestion('Can you tell me whether it’s waterproof?')).toBe('is it waterproof');
    expect(directQuestion("Do you know if there's a table at eight")).toBe('is there a table at eight');
    expect(directQuestion('Any idea how long the host has been a member')).toBe('how long has the host been a member');
    expect(directQuestion('could you check whether the insurance is ticked')).toBe('is the insurance ticked');
  });
});

interface MarketState { page: { path: string; query: Record<string, string> }; basket: number; offers: number; follows: number }

describe.runIf(hasChromium)('round 12: questions never act (a market of our own, real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<MarketState>('brackenfold.mjs');

  it('answers from the page, from a box, and from the one page the question names; a command said as a question acts', async () => {
    const { ask, goto, close } = await chatOn('/listing');
    try {
      const box = await ask('Can you see whether gift wrap is ticked?');
      expect(box.said).toBe('Gift wrap: not ticked.');
      expect(box.state.page).toEqual({ path: '/listing', query: {} });
      const fee = await ask('I wonder how much delivery is.');
      expect(fee.said).toContain('£9.50');
      // Its answer is on the seller's profile, opened by the link beside "Sold by"; nothing is pressed.
      const member = await ask('how long has the seller been a member');
      expect(member.said).toContain('Member since 2017');
      expect(member.state.page.path).toBe('/seller');
      expect(member.state.follows).toBe(0);
      await goto('/inbox');
      const said = await ask('Any idea what Ottilie wrote?');
      expect(said.said).toContain('Thursday after six');
      expect(said.state.page.path).toBe('/inbox/ottilie');
      await goto('/listing');
      const add = await ask('Could you add it to the basket?');
      expect(add.state.basket).toBe(1);
      expect(add.state.offers).toBe(0);
    } finally {
      await close();
    }
  });
});
