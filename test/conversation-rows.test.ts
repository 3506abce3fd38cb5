/**
 * Round 12: a control every row, card or grid cell repeats, resolved to one row by the turn's
 * words (a row's text, a grid's row and column headers, times and days said as people say them)
 * or by the row in focus; asked when rows are truly tied. Sentences and pages of our own
 * (test/sites/rowboard.mjs), in real Chromium, with the real model.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { rowWords } from '../src/parser/row-reference.js';
import { rowTerms } from '../src/grounding/row-controls.js';

interface BoardState {
  page: { path: string; query: Record<string, string> };
  log: string[];
}

describe('row references said as the page writes them', () => {
  it('numbers as digits, times as clock times (pm when said), days and parts of the day as words', () => {
    expect(rowWords('court four at seven')).toBe('court 4 7:00');
    expect(rowWords('the 7pm one')).toBe('7:00 pm');
    expect(rowWords('the one on Saturday morning')).toBe('saturday morning');
    expect(rowWords('half past six on thursday')).toBe('thursday 6:30');
    expect(rowWords('room a for eight')).toBe('room a 8:00');
    expect(rowWords('a morning one')).toBe('morning');
    expect(rowWords('eleven on court one')).toBe('11 court 1');
    expect(rowWords('the yoga one')).toBe('yoga');
  });
  it('a description\'s terms: a time, a number, a day, a part of the day, a word', () => {
    expect(rowTerms('court 4 7:00').map((t) => t.kind)).toEqual(['time', 'word', 'number']);
    expect(rowTerms('sat evening').map((t) => t.kind)).toEqual(['day', 'part']);
  });
});

describe.runIf(hasChromium)('round 12: repeated row controls on a site of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<BoardState>('rowboard.mjs');

  it('a grid cell by its row and column headers: "book court two at seven", "take court four at six"', async () => {
    const { ask, close } = await chatOn('/courts');
    try {
      expect((await ask('Book court two at seven, please.')).state.log).toEqual(['Court 2 19:00']);
      expect((await ask("Okay. Book court four at six o'clock")).state.log).toEqual(['Court 2 19:00', 'Court 4 18:00']);
      expect((await ask('Take court three at eight then')).state.log).toEqual(['Court 2 19:00', 'Court 4 18:00', 'Court 3 20:00']);
      expect((await ask('Grab court one for five pm')).state.log).toEqual(['Court 2 19:00', 'Court 4 18:00', 'Court 3 20:00', 'Court 1 17:00']);
    } finally {
      await close();
    }
  });

  it('a time said without its column is asked about when several courts have it', async () => {
    const { ask, close } = await chatOn('/courts');
    try {
      const r = await ask('Book the five pm one');
      expect(r.status).toBe('asked');
      expect(r.state.log).toEqual([]);
    } finally {
      await close();
    }
  });

  it('slots under day headings: "reserve the one on Saturday evening", "Friday at half twelve"', async () => {
    const { ask, close } = await chatOn('/week');
    try {
      expect((await ask('Reserve the one on Saturday evening')).state.log).toEqual(['Sat 19 7:00 PM']);
      expect((await ask('Grab Friday at twelve thirty then')).state.log).toEqual(['Sat 19 7:00 PM', 'Fri 18 12:30 PM']);
      // Two morning slots on Saturday? One: 10:00 AM. Thursday morning is 9:30.
      expect((await ask('Book thursday morning')).state.log).toEqual(['Sat 19 7:00 PM', 'Fri 18 12:30 PM', 'Thu 17 9:30 AM']);
    } finally {
      await close();
    }
  });

  it('a list row by its words, and the row in focus after a question about it: "what\'s the third one?" … "sign me up for that"', async () => {
    const { ask, close } = await chatOn('/classes');
    try {
      expect((await ask('Join the climbing one')).state.log).toEqual(['c2']);
      await ask("What's the third one?");
      expect((await ask('Sign me up for that')).state.log).toEqual(['c2', 'c3']);
      // Two Saturday classes: the morning one is the earlier (8:00 and 11:00 are both morning): asked.
      const tied = await ask('Book the Saturday morning one');
      expect(tied.status).toBe('asked');
      expect(tied.state.log).toEqual(['c2', 'c3']);
    } finally {
      await close();
    }
  });

  it('the row in focus after a turn that clicked something in it: "the 11:15 one" … "book that"', async () => {
    const { ask, close } = await chatOn('/taster');
    try {
      expect((await ask('Show me 11:15 AM')).state.page.query).toEqual({ pick: '11:15 AM' });
      expect((await ask('Book that then')).state.log).toEqual(['t2']);
    } finally {
      await close();
    }
  });

  it('a row named in another sentence of the turn: "the half past four one is too late for us. Cancel it."', async () => {
    const { ask, close } = await chatOn('/taster');
    try {
      expect((await ask("Hmm, the nine forty-five one is too early for us. Let's try the 4:30 one.")).state.log).toEqual(['t3']);
      expect((await ask("I don't fancy the paddleboard one. The sculling one looks good though. Book it.")).state.log).toEqual(['t3', 't3']);
      expect((await ask('Hmm, the nine forty-five one suits us. Take it.')).state.log).toEqual(['t3', 't3', 't1']);
    } finally {
      await close();
    }
  });

  it('a basket row by its words and the verb people use: "get rid of the gloves", "take it off"', async () => {
    const { ask, close } = await chatOn('/basket');
    try {
      expect((await ask('Get rid of the neoprene gloves')).state.log).toEqual(['b3']);
      expect((await ask('Remove the second one')).state.log).toEqual(['b3', 'b2']);
      await ask("What's the first one?");
      expect((await ask('Take it off')).state.log).toEqual(['b3', 'b2', 'b1']);
      expect((await ask("We won't need the quick-dry one. Take it off then.")).state.log).toEqual(['b3', 'b2', 'b1', 'b4']);
    } finally {
      await close();
    }
  });
});
