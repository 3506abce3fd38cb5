/**
 * Round 19: turns that asked where the site should change. A row named by the day of the month said
 * as an ordinal ("the check-up on the 8th") and by whose it is ("my dad's eye test"): the row's own
 * control. Sentences and a site of our own (test/sites/r19-missed/surgery.mjs), in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { rowWords } from '../src/parser/row-reference.js';
import { rowTerms } from '../src/grounding/row-controls.js';

interface SurgeryState {
  page: { path: string; query: Record<string, string> };
  cancelled: string[];
}

describe('round 19: a day of the month said as an ordinal, as the page writes it', () => {
  it('"on the 8th", "the eighteenth of December" become the day in digits; "the second one" stays an ordinal', () => {
    expect(rowWords('the check-up on the 8th')).toBe('check-up 8th');
    expect(rowWords('the one on the eighteenth of December at 2pm')).toBe('18th 2:00 pm');
    expect(rowWords('the second one')).toBe('second');
  });
  it('a day of the month is a date term of the row, never an hour', () => {
    expect(rowTerms('check-up 8th').map((t) => t.kind)).toEqual(['word', 'date']);
  });
  it('a relation\'s possessive is no word of the row; a name\'s "\'s" is the name', () => {
    expect(rowWords("my dad's eye test on the 18th")).toBe('eye test 18th');
    expect(rowWords("Peter's eye test")).toBe('peter eye test');
  });
});

describe.runIf(hasChromium)('round 19: the row a day of the month names (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<SurgeryState>('r19-missed/surgery.mjs');

  it('"cancel the check-up on the 8th" opens that check-up\'s cancel page, not the other check-up\'s', async () => {
    const { ask, close } = await chatOn('/appointments');
    try {
      const r = await ask("Cancel the check-up on the 8th, I don't need it now.");
      expect(r.state.page.path).toBe('/appointments/AP-12/cancel');
      expect(r.state.cancelled).toEqual([]);
    } finally {
      await close();
    }
  });

  it('"can you cancel my dad\'s eye test on the 18th?" opens that row\'s cancel page', async () => {
    const { ask, close } = await chatOn('/appointments');
    try {
      const r = await ask("And can you cancel my dad's eye test on the 18th? He can't make it");
      expect(r.state.page.path).toBe('/appointments/AP-13/cancel');
    } finally {
      await close();
    }
  });

  it('a day no row shows is asked about, and nothing is cancelled', async () => {
    const { ask, close } = await chatOn('/appointments');
    try {
      const r = await ask('Cancel the check-up on the 9th');
      expect(r.status).toBe('asked');
      expect(r.state.page.path).toBe('/appointments');
    } finally {
      await close();
    }
  });
});
