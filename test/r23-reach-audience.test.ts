/**
 * Round 23: a category said with who it is for, reached in two steps (src/parser/refine.ts): the
 * category's link, then the one link of the page opened that narrows it to the audience said (a link
 * to the same page with a query added). Tested on our own site (test/sites/r23-reach, "Harbour
 * Outdoor"), never a bench set's:
 * - "can you show me the women's jackets?" from home: Jackets, then Women;
 * - "can you show me some boots for my son?": Boots, then Boys (a son is no Men);
 * - "ok, show me the men's jackets then" on the basket: the header's Jackets link, then Men — not a
 *   search of "men jackets" (round 21's reach leaves a linked category with an audience to the link);
 * - "a hat for my daughter" where Kids and Girls are both linked: the listing stays whole;
 * - "show me the jackets": the link alone, nothing narrowed.
 * Unit tests of the word table's readers.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { isAudienceWord, saysAudience } from '../src/parser/refine.js';

interface HarbourState {
  page: { path: string; query: Record<string, string> };
}

describe('who a thing is for (saysAudience, isAudienceWord)', () => {
  it('reads an audience said with the thing', () => {
    expect(saysAudience("I'm after some sunglasses for my daughter")).toBe(true);
    expect(saysAudience("show me the women's coats")).toBe(true);
    expect(saysAudience('show me the rain coats')).toBe(false);
    expect(saysAudience('a present for the kids')).toBe(true);
  });
  it('knows audience words as said and as stemmed', () => {
    expect(isAudienceWord("men's")).toBe(true);
    expect(isAudienceWord('kid')).toBe(true);
    expect(isAudienceWord('boots')).toBe(false);
  });
});

describe.skipIf(!hasChromium)('a category with its audience, in Chromium (Harbour Outdoor)', () => {
  const { chatOn } = chatSite<HarbourState>('r23-reach/site.mjs');

  it('"can you show me the women\'s jackets?" from home: Jackets, then Women', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask("hi, can you show me the women's jackets?");
      expect(r.status).toBe('done');
      expect(r.state.page).toEqual({ path: '/jackets', query: { for: 'women' } });
    } finally {
      await c.close();
    }
  });

  it('"can you show me some boots for my son?": Boots, then Boys', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask("can you show me some boots for my son?");
      expect(r.state.page).toEqual({ path: '/boots', query: { for: 'boys' } });
    } finally {
      await c.close();
    }
  });

  it('"ok, show me the men\'s jackets then" on the basket: the header\'s link and Men, no search', async () => {
    const c = await chatOn('/basket');
    try {
      const r = await c.ask("ok, show me the men's jackets then");
      expect(r.state.page).toEqual({ path: '/jackets', query: { for: 'men' } });
    } finally {
      await c.close();
    }
  });

  it('"can you show me some hats for my daughter?" where Kids and Girls are both linked: the listing stays whole', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask('can you show me some hats for my daughter?');
      expect(r.state.page.path).toBe('/hats');
      expect(r.state.page.query).toEqual({});
    } finally {
      await c.close();
    }
  });

  it('"show me the jackets": the link alone', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask('show me the jackets');
      expect(r.state.page).toEqual({ path: '/jackets', query: {} });
    } finally {
      await c.close();
    }
  });
});
