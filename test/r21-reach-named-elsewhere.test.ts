/**
 * Round 21: the thing a turn names is not on the page in view; the run reaches the page that has
 * it (src/parser/reach.ts), tested on our own site (test/sites/r21-reach, "Fernhill Kitchenware"),
 * never a bench set's:
 * - "Lovely. I'd like a salad spinner as well" on the basket page (no product links): the header's
 *   search form is sent with the name, then the one new result link that names it is opened;
 * - "I also want a tea towel for my mum" (words after "for" say more about it): "tea towel" searched;
 * - "Maybe the copper pan?" on the basket after the home page listed it: the item seen is opened;
 * - a search with two results that name it equally ("a board") stays on the results;
 * - "show me the kitchen linen" names a link of the page: left to the other readings (the link);
 * - a count said in words ("what about the two of them?") is no name.
 * Unit tests of `namedThing` on sentences of our own.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { namedThing } from '../src/parser/reach.js';

interface FernhillState {
  page: { path: string; query: Record<string, string> };
}

describe('the thing a turn asks for by its name (namedThing)', () => {
  it('reads the name after words of asking, without the words around it', () => {
    expect(namedThing("Lovely. I'd like a salad spinner as well")).toBe('salad spinner');
    expect(namedThing('cheap! ok let me look at the oak boards')).toBe('oak boards');
    expect(namedThing('I also want a tea towel for my mum')).toBe('tea towel');
    expect(namedThing('While we are there I want to see the striped apron.')).toBe('striped apron');
    expect(namedThing('now something for dinner. maybe the cast iron skillet?')).toBe('cast iron skillet');
  });
  it('reads no name from values, references, requests to act or filters', () => {
    expect(namedThing('what about the eight by eight?')).toBeUndefined();
    expect(namedThing('I want to book a class')).toBeUndefined();
    expect(namedThing('show me my orders')).toBeUndefined();
    expect(namedThing('what about it?')).toBeUndefined();
    expect(namedThing('show me pans that are under twenty pounds')).toBeUndefined();
    expect(namedThing('I want two of them on Saturday')).toBeUndefined();
    expect(namedThing('Show me the later dates.')).toBeUndefined();
    expect(namedThing('Hmm. Show me the Japanese ones instead, any price.')).toBeUndefined();
  });
});

describe.skipIf(!hasChromium)('a thing named that this page does not hold, in Chromium (Fernhill)', () => {
  const { chatOn } = chatSite<FernhillState>('r21-reach/site.mjs');

  it('"I\'d like a salad spinner as well" on the basket: the search, then the one result that names it', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask("Lovely. I'd like a salad spinner as well");
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/item/salad-spinner');
    } finally {
      await c.close();
    }
  });

  it('"I also want a tea towel for my mum": the words after "for" are not searched', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask('I also want a tea towel for my mum');
      expect(r.state.page.path).toBe('/item/tea-towel');
    } finally {
      await c.close();
    }
  });

  it('"maybe the copper pan?" on the basket after the home page listed it: the item seen is opened', async () => {
    const c = await chatOn('/');
    try {
      await c.goto('/basket');
      const r = await c.ask('Right. Maybe the copper pan?');
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/item/copper-pan');
    } finally {
      await c.close();
    }
  });

  it('a search whose results name the thing equally stays on the results', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask('let me look at the boards');
      expect(r.state.page.path).toBe('/shop');
      expect(r.state.page.query).toMatchObject({ q: 'boards' });
    } finally {
      await c.close();
    }
  });

  it('"show me the kitchen linen" names a link of this page: the link, no search', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask('show me the kitchen linen');
      expect(r.state.page.path).toBe('/shop');
      expect(r.state.page.query).toEqual({ cat: 'linen' });
    } finally {
      await c.close();
    }
  });
});
