/**
 * Round 24: a question whose answer is on another page of the site, found by looking at the pages
 * the site's own links name (src/parser/look-ahead.ts; the looking in src/runtime/conversation.ts).
 * Tested on our own site (test/sites/r24-elsewhere, "Millbrook Climbing Wall"), never a bench set's:
 * - "what time do you open on a Sunday?" from home: Opening times, Sunday's hours said;
 * - "how much is an adult climb?" on Classes: Prices (the word table), £12 said;
 * - "is there a car park?" on My account: Facilities (the footer's link, the word table);
 * - "what time does the café close on Saturday?" from home: the café's row of the grid of places by
 *   days, the Saturday column, not the wall's hours;
 * - "what time does the Hilltop wall open on Sunday?" on My account: the list of locations, then the
 *   one link that says the name asked (two steps);
 * - "what's my member number?" on My account: answered there, nothing opened;
 * - "do you sell gift cards?": no page looked at says it — back on the page it was asked on, and
 *   Sign out is never followed.
 * Unit tests of the ranking and of what counts as a weak answer.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { lookAheadLinks, namesSaid, topicStems, weakAnswer } from '../src/parser/look-ahead.js';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';

interface MillbrookState {
  page: { path: string; query: Record<string, string> };
  signedOut: number;
}

const O = 'http://127.0.0.1:9';
const LINKS = [
  { name: 'Home', url: `${O}/` },
  { name: 'Classes', url: `${O}/classes` },
  { name: 'Prices', url: `${O}/prices` },
  { name: 'Opening times', url: `${O}/opening-times` },
  { name: 'Events', url: `${O}/events` },
  { name: 'Facilities', url: `${O}/facilities` },
  { name: 'Sign out', url: `${O}/sign-out` },
  { name: 'Elsewhere', url: 'http://example.com/prices' },
];
const on = (path: string): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}${path}`], links: LINKS });

describe('the pages a question looks at (lookAheadLinks, weakAnswer)', () => {
  it('ranks the links that name the topic, by the question\'s words and the word table', () => {
    expect(lookAheadLinks('what time do you open on a Sunday', on('/'))[0]).toBe(`${O}/opening-times`);
    expect(lookAheadLinks('how much is an adult climb', on('/'))).toEqual([`${O}/prices`]);
    expect(lookAheadLinks('is there a car park', on('/'))).toEqual([`${O}/facilities`]);
    expect(lookAheadLinks('what events have you got on', on('/'))).toEqual([`${O}/events`]);
  });
  it('never looks at the page itself, another site, or a link that acts', () => {
    expect(lookAheadLinks('how much is an adult climb', on('/prices'))).toEqual([]);
    expect(lookAheadLinks('can I sign out', on('/'))).toEqual([]);
    expect(lookAheadLinks('what is the weather like', on('/'))).toEqual([]);
  });
  it('counts nothing said, or only link names, as weak', () => {
    const s = on('/');
    expect(weakAnswer([], s)).toBe(true);
    expect(weakAnswer(['I could not find that on this page.'], s)).toBe(true);
    expect(weakAnswer(['Opening times'], s)).toBe(true);
    expect(weakAnswer(['Home Classes Prices Opening times Events'], s)).toBe(true);
    expect(weakAnswer(['Member number: C4410'], s)).toBe(false);
    expect(weakAnswer(['C4410'], s)).toBe(false);
    expect(weakAnswer(['Basket (0)'], { ...s, links: [...LINKS, { name: 'Basket (0)', url: `${O}/basket` }] })).toBe(false);
  });
  it('takes the names a question says, not its days or months', () => {
    expect(namesSaid('what time does the Harbour Quay shop open on Sunday?')).toEqual(['harbour', 'quay']);
    expect(namesSaid('What time do they open on Saturdays?')).toEqual([]);
    expect(namesSaid('is it open in December?')).toEqual([]);
  });
  it('takes the question\'s topic words, not its frame or days', () => {
    expect(topicStems('what time do you open on a Sunday')).toEqual(['open']);
    expect(topicStems('is there parking there')).toEqual(['park']);
  });
});

describe.skipIf(!hasChromium)('a question answered on another page, in Chromium (Millbrook Climbing Wall)', () => {
  const { chatOn } = chatSite<MillbrookState>('r24-elsewhere/site.mjs');

  it('"what time do you open on a Sunday?" from home: Opening times, Sunday\'s hours', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask('what time do you open on a Sunday?');
      expect(r.state.page.path).toBe('/opening-times');
      expect(r.said).toContain('9:00');
    } finally {
      await c.close();
    }
  });

  it('"how much is an adult climb?" on Classes: Prices, £12', async () => {
    const c = await chatOn('/classes');
    try {
      const r = await c.ask('how much is an adult climb?');
      expect(r.state.page.path).toBe('/prices');
      expect(r.said).toContain('£12');
    } finally {
      await c.close();
    }
  });

  it('"is there a car park?" on My account: Facilities, the footer\'s link', async () => {
    const c = await chatOn('/account');
    try {
      const r = await c.ask('ok and is there a car park?');
      expect(r.state.page.path).toBe('/facilities');
      expect(r.said).toContain('car park');
      expect(r.state.signedOut).toBe(0);
    } finally {
      await c.close();
    }
  });

  it('"what time does the café close?" from home: the café\'s hours, not the wall\'s', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask('what time does the café close on Saturday?');
      expect(r.state.page.path).toBe('/opening-times');
      expect(r.said).toContain('17:30');
    } finally {
      await c.close();
    }
  });

  it('"what time does the Hilltop wall open on Sunday?" on My account: Our locations, then Hilltop wall', async () => {
    const c = await chatOn('/account');
    try {
      const r = await c.ask('thanks. what time does the Hilltop wall open on Sunday?');
      expect(r.state.page.path).toBe('/locations/hilltop');
      expect(r.said).toContain('11:00');
    } finally {
      await c.close();
    }
  });

  it('"what\'s my member number?" on My account: answered there, nothing opened', async () => {
    const c = await chatOn('/account');
    try {
      const r = await c.ask("what's my member number?");
      expect(r.state.page.path).toBe('/account');
      expect(r.said).toContain('C4410');
    } finally {
      await c.close();
    }
  });

  it('"do you sell gift cards?": no page says it — back where it was asked, Sign out never followed', async () => {
    const c = await chatOn('/classes');
    try {
      const r = await c.ask('do you sell gift cards?');
      expect(r.state.page.path).toBe('/classes');
      expect(r.state.signedOut).toBe(0);
    } finally {
      await c.close();
    }
  });
});
