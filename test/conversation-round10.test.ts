/**
 * Round 10 of the contextual stage: what breaks a conversation's first turns on a site nobody tuned
 * for — the user's circumstances said before the command, orders said as people say them
 * ("cheapest first"), counts for a quantity box or a basket row, a button that adds ("+ Wishlist"),
 * the user saying who they are, a choice the page marks unavailable, the same question after
 * another choice, a service box, a row's own control, pages named as pages, and an address said as
 * a list. Phrasings of our
 * own, in real Chromium, on a site of our own served on 127.0.0.1 (test/sites/quillbrook.mjs).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { spokenAmounts } from '../src/parser/context.js';

interface GardenState {
  page: { path: string; query: Record<string, string> };
  shopper: string | null;
  basket: Array<{ slug: string; finish: string; size: string | null; qty: number; potting: boolean }>;
  wishlist: string[];
  delivery: string | null;
  order: { name: string; street: string; town: string; postcode: string; phone: string } | null;
}

/** A page's query without its empty values (a form submits every field; empty ones say nothing). */
const q = (query: Record<string, string>): Record<string, string> => Object.fromEntries(Object.entries(query).filter(([, v]) => v !== ''));

describe('prices said with the hundreds left out', () => {
  it('"one twenty" and "seven fifty" are 120 and 750; "twenty five" stays 25', () => {
    expect(spokenAmounts('under one twenty')).toBe('under $120');
    expect(spokenAmounts('below seven fifty')).toBe('below $750');
    expect(spokenAmounts('under twenty five')).toBe('under $25');
  });
});

describe.runIf(hasChromium)('round 10: a garden shop of our own (real Chromium, 127.0.0.1)', () => {
  const { state: stateOf, chatOn } = chatSite<GardenState>('quillbrook.mjs');

  it('who is shopping: "it\'s Dana here", "hello, this is Robin. Use my account."', async () => {
    const { ask, goto, close } = await chatOn('/');
    try {
      expect((await ask("It's Dana here.")).state.shopper).toBe('dana');
      await goto('/');
      expect((await ask('Hello, this is Robin. Use my account, please.')).state.shopper).toBe('robin');
    } finally {
      await close();
    }
  });

  it('circumstances before the command, an exclamation, a spoken price bound, orders, an item asked about, a thing named with a comment', async () => {
    const { ask, close } = await chatOn('/dept/tools');
    try {
      const first = await ask("Good morning! We've taken on an allotment and it's all weeds. Could you show me the planters?");
      expect(first.state.page).toEqual({ path: '/dept/planters', query: {} });
      expect(q((await ask('Ugh, too dear. Under one twenty, please.')).state.page.query)).toEqual({ price: '120' });
      expect(q((await ask('Lowest price first.')).state.page.query)).toEqual({ price: '120', sort: 'low' });
      expect((await ask('Best rated first.')).state.page.query.sort).toBe('rated');
      expect((await ask("What's the second one?")).said).toContain('Linnet trough planter');
      expect((await ask('A trough planter, nice, just the size for the balcony. Show me that one.')).state.page.path).toBe('/p/trough');
    } finally {
      await close();
    }
  });

  it('"go back to the planter" (a kind the site lists in the plural) is the item opened before this one; "add that one too" there', async () => {
    const { ask, close } = await chatOn('/dept/planters');
    try {
      expect((await ask('Open the second one.')).state.page.path).toBe('/p/urn');
      await ask('Go back to the list.');
      expect((await ask('Open the first one.')).state.page.path).toBe('/p/trough');
      expect((await ask('Save it to my wishlist.')).state.wishlist).toEqual(['trough']);
      const again = await ask('Go back to the planter, then add that one as well.');
      expect(again.state.page.path).toBe('/p/urn');
      expect(again.state.wishlist).toEqual(['trough', 'urn']);
    } finally {
      await close();
    }
  });

  it('a product page: a sold-out choice said so, a count for the quantity box, a service box, the same question after another size, "+ Wishlist"', async () => {
    const { ask, close } = await chatOn('/p/trough');
    try {
      const copper = await ask('Is it available in copper?');
      expect(copper.said).toContain('sold out');
      expect(stateOf().page.query).toEqual({});
      expect((await ask('We want four of them, since there are four windows.')).state.page.query.qty).toBe('4');
      expect((await ask('Have them do the potting.')).state.page.query.potting).toBe('1');
      expect((await ask('What does it cost?')).said).toContain('$384');
      const large = await ask('How about the five pot one?');
      expect(large.state.page.query.size).toBe('large');
      expect(large.said).toContain('$524');
      expect((await ask('Actually, switch back to the three pot one.')).state.page.query.size).toBe('small');
      expect((await ask('Save it to my wishlist.')).state.wishlist).toEqual(['trough']);
      expect((await ask('Actually, remove it from my wishlist.')).state.wishlist).toEqual([]);
      expect((await ask('The potting fees are a bit much. Turn them off.')).state.page.query.potting).toBeUndefined();
      expect((await ask('Play the video on planting.')).state.page.path).toBe('/video/trough');
    } finally {
      await close();
    }
  });

  it('a basket: a count for the row its noun names, a ticked box taken off, a row moved by its own control, a department page by name', async () => {
    const { ask, goto, close } = await chatOn('/p/seedtin');
    try {
      await ask('Add it to the basket.');
      await goto('/p/trough?potting=1');
      await ask('Add it to the basket.');
      expect(stateOf().basket.map((b) => [b.slug, b.qty, b.potting])).toEqual([['seedtin', 1, false], ['trough', 1, true]]);
      const three = await ask('Three boxes, please.');
      expect(three.said).toBe('');
      expect(three.state.basket.map((b) => b.qty)).toEqual([3, 1]);
      expect((await ask('Lose the potting.')).state.basket.map((b) => b.potting)).toEqual([false, false]);
      const moved = await ask('Could you move the trough to my wishlist?');
      expect(moved.state.basket.map((b) => b.slug)).toEqual(['seedtin']);
      expect(moved.state.wishlist).toEqual(['trough']);
      expect((await ask('Back to the tools section, please.')).state.page.path).toBe('/dept/tools');
      expect((await ask('The cordless one.')).state.page.path).toBe('/p/trimmer');
    } finally {
      await close();
    }
  });

  it('delivery: a fully booked day said so, then a day and what it costs; a name and an address said as a list', async () => {
    const { ask, close } = await chatOn('/delivery');
    try {
      expect((await ask('Thursday, if possible.')).said).toContain('fully booked');
      expect(stateOf().delivery).toBe(null);
      const friday = await ask('OK, Friday. Will that be extra?');
      expect(friday.state.delivery).toBe('fri');
      expect(friday.said).toContain('+$5');
      const done = await ask('This is Mara Lindqvist, 27 Orchard Row, Ipswich, IP4 2QT, phone 01473 555 019. Confirm the order.');
      expect(done.state.order).toEqual({ name: 'Mara Lindqvist', street: '27 Orchard Row', town: 'Ipswich', postcode: 'IP4 2QT', phone: '01473 555 019' });
      expect(done.state.page.path).toBe('/thanks');
    } finally {
      await close();
    }
  });
});
