/**
 * Round 19: navigate turns that name an item the session has seen, tested on our own site
 * (test/sites/r19-nav, "Fernbrook Lamps"), never a bench set's:
 * - "Can I have a look at the brass desk lamp too?" from a basket that links no other lamp: the lamp
 *   the list seen earlier named (src/parser/nav-links.ts `seenItemNamed`);
 * - "Hmm, that's a bit tall. Let's look at the other lamp, the reading one.": the words after the comma name it;
 * - "Let me have another look at the walnut lamp" on an order page that links it: that link;
 * - "Brilliant. While I'm here, can you look up walnut?": "Brilliant" acknowledges (no control of that
 *   name is clicked) and the search runs.
 * Unit tests of `seenItemNamed` on states of our own: two items that hold the words, an ordinal, an
 * option of the page with the words, "open the X" on a page that links X (the grounder's).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { seenItemNamed } from '../src/parser/nav-links.js';
import { emptyDialogueState, isAcknowledgement, type DialogueState } from '../src/parser/context.js';

interface FernState {
  page: { path: string; query: Record<string, string> };
}

describe.skipIf(!hasChromium)('items seen earlier in the session, in Chromium (Fernbrook)', () => {
  const { chatOn } = chatSite<FernState>('r19-nav/site.mjs');

  it('"can I have a look at the brass desk lamp too?" from the basket opens the lamp the list showed', async () => {
    const c = await chatOn('/lamps');
    try {
      expect((await c.ask('Open the first one')).state.page.path).toBe('/lamps/arc-floor');
      await c.goto('/basket');
      const look = await c.ask('Can I have a look at the brass desk lamp too?');
      expect(look.status).toBe('done');
      expect(look.state.page.path).toBe('/lamps/brass-desk');
    } finally {
      await c.close();
    }
  });

  it('"let\'s look at the other lamp, the reading one" after a remark opens that lamp', async () => {
    const c = await chatOn('/lamps');
    try {
      expect((await c.ask('Open the first one')).state.page.path).toBe('/lamps/arc-floor');
      const other = await c.ask("Hmm, that's a bit tall. Let's look at the other lamp, the reading one.");
      expect(other.status).toBe('done');
      expect(other.state.page.path).toBe('/lamps/walnut-reading');
    } finally {
      await c.close();
    }
  });

  it('"let me have another look at the walnut lamp" on a page that links it follows the link', async () => {
    const c = await chatOn('/orders/F7');
    try {
      const again = await c.ask('Let me have another look at the walnut lamp.');
      expect(again.status).toBe('done');
      expect(again.state.page.path).toBe('/lamps/walnut-reading');
    } finally {
      await c.close();
    }
  });

  it('"Brilliant. While I\'m here, can you look up walnut?" searches', async () => {
    const c = await chatOn('/basket');
    try {
      const found = await c.ask("Brilliant. While I'm here, can you look up walnut?");
      expect(found.status).toBe('done');
      expect(found.state.page).toEqual({ path: '/search', query: { q: 'walnut' } });
    } finally {
      await c.close();
    }
  });
});

describe('seenItemNamed on states of our own', () => {
  const origin = 'http://127.0.0.1:9';
  const lamps = { url: `${origin}/lamps`, items: [
    { name: 'Arc Floor Lamp £129 steel', url: `${origin}/lamps/arc-floor` },
    { name: 'Brass Desk Lamp £64 brass', url: `${origin}/lamps/brass-desk` },
    { name: 'Brass Wall Lamp £58 brass', url: `${origin}/lamps/brass-wall` },
  ] };
  const at = (url: string, more: Partial<DialogueState> = {}): DialogueState => ({ ...emptyDialogueState(), lists: [lamps], visited: [`${origin}/lamps`, url], ...more });
  const never = (): boolean => false;
  const remark = (): boolean => true;

  it('goes to the one item of an earlier list that holds the words', () => {
    expect(seenItemNamed('Can I have a look at the desk lamp too?', at(`${origin}/basket`), never)).toEqual({ url: `${origin}/lamps/brass-desk`, name: 'Brass Desk Lamp £64 brass' });
  });

  it('leaves words two items hold, an ordinal, and a sentence that is no look', () => {
    expect(seenItemNamed('Can I have a look at the brass lamp?', at(`${origin}/basket`), never)).toBeUndefined();
    expect(seenItemNamed('Let me see the second one', at(`${origin}/basket`), never)).toBeUndefined();
    expect(seenItemNamed('Add the desk lamp', at(`${origin}/basket`), never)).toBeUndefined();
    // A command before it is not a remark: the turn is not only the look.
    expect(seenItemNamed('Empty the basket. Then show me the desk lamp.', at(`${origin}/basket`), never)).toBeUndefined();
    expect(seenItemNamed("That's too dear. Show me the desk lamp.", at(`${origin}/basket`), remark)).toEqual({ url: `${origin}/lamps/brass-desk`, name: 'Brass Desk Lamp £64 brass' });
  });

  it('leaves words an option of the page holds (a choice, not an item)', () => {
    const controls = [{ label: 'Finish', kind: 'select' as const, options: ['Desk lamp fitting', 'Wall fitting'] }];
    expect(seenItemNamed('Can I see the desk lamp?', at(`${origin}/lamps/arc-floor`, { controls }), never)).toBeUndefined();
  });

  it('on a page that links the item: the link for "have a look at", the grounder\'s for "open"', () => {
    const links = [{ name: 'Brass Desk Lamp', url: `${origin}/lamps/brass-desk` }];
    const plan = seenItemNamed('Let me have another look at the desk lamp', at(`${origin}/orders/F7`, { links }), never);
    expect(plan && 'programs' in plan ? plan.programs.length : 0).toBe(1);
    expect(seenItemNamed('Open the desk lamp', at(`${origin}/orders/F7`, { links }), never)).toBeUndefined();
  });

  it('reads "Brilliant", "Cheers" and "Fantastic" as acknowledgements', () => {
    expect(isAcknowledgement('Brilliant')).toBe(true);
    expect(isAcknowledgement('Cheers!')).toBe(true);
    expect(isAcknowledgement('Fantastic, thanks')).toBe(true);
    expect(isAcknowledgement('Brilliant lamp')).toBe(false);
  });
});
