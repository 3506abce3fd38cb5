/**
 * Round 18: turns that leave the browser on another page, read from the page's structure, the
 * session's pages and general words, tested on our own site (test/sites/r18-nav, "Wrenfield"),
 * never a bench set's:
 * - "go back to the list" from an item's page whose choice links reloaded it (?glaze=…) is the list
 *   the item was opened from, not the item's page again (its own choice links are no list browsed from);
 * - "what about the second one?" on that list, after a price question asked on the item's page, opens
 *   the second item (it is no price question of the list);
 * - "tell me about him", "open her page" where a filter left one result: that result; "that one." after a
 *   search that found one; "open that jug" where the results show one jug;
 * - a search sends with its own form's button, not another form's "Apply" to the right of a box;
 * - "open Mira Holt's profile" (a card's repeated "View profile"), "book one of those" after a question
 *   about one row (that row's own link), "the amber one" (the item, not the colour filter);
 * - a need said as a statement ("I need some workshops for my sister") whose words name one link: it;
 * - "I need to move it" (one visit), "can we move the Friday one to Tuesday?" (two): the row's
 *   control that moves a booking ("Reschedule"), then the day said on the page it leads to
 *   (src/parser/reschedule.ts).
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface WrenState {
  page: { path: string; query: Record<string, string> };
  visits: Array<{ id: string; tuner: string; day: string }>;
}

describe.skipIf(!hasChromium)('turns that go to another page in Chromium (Wrenfield)', () => {
  const { chatOn } = chatSite<WrenState>('r18-nav/site.mjs', { today: '2026-12-04' });

  it('"go back to the list" after a choice made on the item\'s page, then "what about the second one?"', async () => {
    const c = await chatOn('/jugs');
    try {
      expect((await c.ask('Open the first one')).state.page.path).toBe('/jugs/moss-jug');
      expect((await c.ask('Make it speckled')).state.page.query).toEqual({ glaze: 'speckled' });
      await c.ask('How much is it?');
      const back = await c.ask('Go back to the list');
      expect(back.state.page.path).toBe('/jugs');
      const second = await c.ask('What about the second one?');
      expect(second.status).toBe('done');
      expect(second.state.page.path).toBe('/jugs/slate-jug');
    } finally {
      await c.close();
    }
  });

  it('"tell me about him" where a filter left one tuner opens his page', async () => {
    const c = await chatOn('/tuners');
    try {
      expect((await c.ask('Only the east district')).state.page.query).toMatchObject({ district: 'east' });
      const him = await c.ask('Tell me about him');
      expect(him.status).toBe('done');
      expect(him.state.page.path).toBe('/tuners/oren-vasko');
    } finally {
      await c.close();
    }
  });

  it('"can we move the Friday one to Tuesday?" opens that row\'s Reschedule and picks the day', async () => {
    const c = await chatOn('/visits');
    try {
      const moved = await c.ask('Can we move the Friday one to Tuesday?');
      expect(moved.status).toBe('done');
      expect(moved.state.page).toEqual({ path: '/visits/V2/reschedule', query: { day: '2026-12-08' } });
    } finally {
      await c.close();
    }
  });

  it('"I need to move it" where one visit is shown opens its Reschedule', async () => {
    const c = await chatOn('/visits?ref=V1');
    try {
      const moved = await c.ask('Actually I need to move it');
      expect(moved.status).toBe('done');
      expect(moved.state.page.path).toBe('/visits/V1/reschedule');
    } finally {
      await c.close();
    }
  });
});

describe.skipIf(!hasChromium)('links named by whose they are, searches and the one result (Wrenfield)', () => {
  const { chatOn } = chatSite<WrenState>('r18-nav/site.mjs', { today: '2026-12-04' });

  it('a search on a page with another form to the right of a box sends with the search form\'s own button, and "that one." opens the one result', async () => {
    const c = await chatOn('/jugs');
    try {
      expect((await c.ask('Open the first one')).state.page.path).toBe('/jugs/moss-jug');
      const found = await c.ask('Search for amber again, would you?');
      expect(found.state.page).toEqual({ path: '/search', query: { q: 'amber' } });
      const that = await c.ask('That one.');
      expect(that.status).toBe('done');
      expect(that.state.page.path).toBe('/jugs/amber-jug');
    } finally {
      await c.close();
    }
  });

  it('a need said as a statement whose words name one link of the page follows it', async () => {
    const c = await chatOn('/visits');
    try {
      const need = await c.ask('Hi, I need some workshops for my sister');
      expect(need.status).toBe('done');
      expect(need.state.page.path).toBe('/workshops');
    } finally {
      await c.close();
    }
  });

  it('"open that jug" where the results show one jug opens it', async () => {
    const c = await chatOn('/search?q=amber');
    try {
      const open = await c.ask('Open that jug');
      expect(open.status).toBe('done');
      expect(open.state.page.path).toBe('/jugs/amber-jug');
    } finally {
      await c.close();
    }
  });

  it('"open Mira Holt\'s profile" clicks the card\'s repeated "View profile" in her card', async () => {
    const c = await chatOn('/tuners');
    try {
      const open = await c.ask("Open Mira Holt's profile.");
      expect(open.status).toBe('done');
      expect(open.state.page.path).toBe('/tuners/mira-holt');
    } finally {
      await c.close();
    }
  });

  it('"book one of those" after a question about one row opens that row\'s own link', async () => {
    const c = await chatOn('/workshops');
    try {
      await c.ask('How long is the throwing one?');
      const book = await c.ask('Book one of those');
      expect(book.status).toBe('done');
      expect(book.state.page).toEqual({ path: '/workshops/book', query: { type: 'throwing' } });
    } finally {
      await c.close();
    }
  });

  it('"the amber one" where the list shows one amber jug opens it, not the colour filter', async () => {
    const c = await chatOn('/jugs');
    try {
      const amber = await c.ask('The amber one');
      expect(amber.status).toBe('done');
      expect(amber.state.page.path).toBe('/jugs/amber-jug');
    } finally {
      await c.close();
    }
  });
});
