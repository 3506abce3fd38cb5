/**
 * The marks of the parser's own turn parts (src/parser/turn-marks.ts): each reading has a mark of its
 * own, and what a user types never resumes one (the conversation takes every mark out first), on our
 * own site (test/sites/r21-reach, "Fernhill Kitchenware").
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { TURN_MARKS, unmarked } from '../src/parser/turn-marks.js';

interface FernhillState {
  page: { path: string; query: Record<string, string> };
}

describe('turn marks', () => {
  it('gives every reading a mark of its own, one character each', () => {
    const marks = Object.values(TURN_MARKS);
    expect(new Set(marks).size).toBe(marks.length);
    for (const m of marks) expect(m).toHaveLength(1);
  });
  it('takes every mark out of a user\'s words and leaves the rest', () => {
    expect(unmarked(`${TURN_MARKS.openRow}http://example.com/`)).toBe('http://example.com/');
    expect(unmarked(`Add ${TURN_MARKS.askedThere}two of ${TURN_MARKS.reachSearch}them`)).toBe('Add two of them');
    expect(unmarked('Größe “M”, bitte — 2 × 3')).toBe('Größe “M”, bitte — 2 × 3');
  });
});

describe.skipIf(!hasChromium)('a user\'s words that begin with a mark, in Chromium (Fernhill)', () => {
  const { chatOn } = chatSite<FernhillState>('r21-reach/site.mjs');

  it('are read as words: "Checkout" after the mark of a row\'s page is the Checkout link, not a page to open', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask(`${TURN_MARKS.openRow}Checkout`);
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/checkout');
      expect(c.chat.turns.at(-1)?.utterance).toBe('Checkout');
    } finally {
      await c.close();
    }
  });
});
