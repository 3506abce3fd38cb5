/**
 * Round 17: questions answered from the page's structure, on a site of our own
 * (test/sites/fenmoor.mjs), with real Chromium, through a conversation:
 * - a superlative over result cards that state a price but whose list the state does not rank
 *   ("which one's cheaper?"), said by the card's own name (not the maker all cards share); over
 *   time slots offered as links ("what's the latest one?"),
 *   a taken slot left out;
 * - which cards say a word ("which of them do zips?"), said by their names;
 * - the options a choice offers as links to this same page ("what colours does it come in?");
 * - an option's availability by the letter a shop prints for a size ("is the extra large one
 *   available?" → "XL Sold out");
 * - the price of the thing in view, not of a size offered as a choice link ("how much is that?"),
 *   and on a page that sums a booking its total, not an extra whose count is still nought;
 * - who an appointment is with, by the label that is the question's preposition.
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { rankedName } from '../src/parser/measures.js';
import { cardsHaving, optionAvailability } from '../src/parser/page-items.js';
import { Russ } from '../src/runtime/russ.js';
import { hasChromium, withServedSite } from './browser.js';
import { askAt } from './chat-site.js';
// @ts-expect-error a test site in plain JavaScript
import { createSite } from './sites/fenmoor.mjs';

describe.runIf(hasChromium)('questions answered from the page structure (Fenmoor)', () => {
  it('answers superlatives, which-have, options, availability, price and who-with; refuses what it cannot find', async () => {
    const site = createSite();
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      const ask = askAt(chat, adapter, origin);
      const cheaper = await ask('/search?q=waterproof', "Which one's cheaper?");
      expect(cheaper).toContain('Stormwall Parka');
      expect(cheaper).not.toContain('Ridgeline');
      expect(await ask('/search?q=waterproof', "What's the priciest one?")).toContain('Ridgeline Shell Jacket');

      expect(await ask('/fitting', "What's the latest one?")).toBe('3:50pm');
      expect(await ask(undefined, "What's the earliest she has?")).toBe('9:15am');
      expect(await ask(undefined, "What's the earliest she's got?")).toBe('9:15am');
      expect(await ask(undefined, "What's the earliest on Saturday?")).toBe('9:15am');
      // A day the page does not show: a refusal, not a slot of another day.
      expect(await ask(undefined, "What's the earliest on Sunday?")).toMatch(/could not find/i);

      expect(await ask('/repairs', 'Which of them do zips?')).toBe('Ines Calder and Ruth Okafor');
      expect(await ask(undefined, 'Which of these do waterproofing?')).toBe('Omar Haddad');

      expect(await ask('/p/ridge-shell', 'What colours does it come in?')).toBe('Moss, Slate, Rust');
      expect(await ask(undefined, 'Is the extra large one available?')).toBe('XL Sold out');
      expect(await ask(undefined, 'Is the large one available?')).toMatch(/^Yes: L – £99\.00$/);

      const price = await ask('/p/ridge-shell?size=L', 'How much is that?');
      expect(price).toContain('£99.00');
      expect(price).not.toContain('£89.00');

      expect(await ask('/fitting/book?time=10:40', 'Who is it with?')).toBe('With: Dana Voss');
      // The booking's total, not its first line, nor an extra still at nought ("Insoles (£6 each)").
      expect(await ask(undefined, 'How much is that?')).toBe('Total: £24.00');
    });
  }, 120_000);
});

const O = 'http://127.0.0.1:9';
const state = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/find?q=tent`], ...over });
// A page whose list of items (the state's `lists`) is its footer's columns, and whose two results are cards that share a maker.
const twoCards = state({
  lists: [{ url: `${O}/find?q=tent`, items: [{ name: 'Help Delivery Returns', url: `${O}/help` }, { name: 'Company About Jobs', url: `${O}/about` }, { name: 'Legal Terms Privacy', url: `${O}/terms` }] }],
  rows: [
    { title: 'Help', text: 'Help Delivery Returns', actions: ['Delivery', 'Returns'], url: `${O}/help` },
    { title: 'Company', text: 'Company About Jobs', actions: ['About', 'Jobs'], url: `${O}/about` },
    { title: 'Tarnhill', text: 'Tarnhill Bivvy Two ★★★★☆ From £140.00 View Options', actions: ['Bivvy Two', 'View', 'Options'], url: `${O}/p/bivvy` },
    { title: 'Tarnhill', text: 'Tarnhill Dome Four (no porch) ★★★★★ From £95.50 View Options', actions: ['Dome Four', 'View', 'Options'], url: `${O}/p/dome` },
  ],
});

describe('the card a superlative picks when no list ranks it (measures.ts rankedName)', () => {
  it('is the cheaper or pricier card, named by its own link, not the maker every card shows', () => {
    expect(rankedName('the cheaper', twoCards)).toBe('Dome Four');
    expect(rankedName('the priciest', twoCards)).toBe('Bivvy Two');
  });
  it('ranks cards that are one link each (no actions) too, and not a row of several slots', () => {
    const plain = state({
      rows: [
        { title: 'Help', text: 'Help Delivery Returns', actions: ['Delivery', 'Returns'], url: `${O}/help` },
        { title: 'Fern (Nephrolepis)', text: 'Fern (Nephrolepis) · from £14.50 · Shade', actions: [], url: `${O}/p/fern` },
        { title: 'Ivy (Hedera)', text: 'Ivy (Hedera) · from £7.25 · Shade', actions: [], url: `${O}/p/ivy` },
      ],
    });
    expect(rankedName('the cheapest', plain)).toBe('Ivy (Hedera)');
    const slots = state({
      rows: [
        { title: 'Ann Brook', text: 'Ann Brook 9:00am 9:30am 4:00pm', actions: ['9:30am with Ann Brook', 'Profile'], url: `${O}/b?t=0930&w=ann` },
        { title: 'Ben Cole', text: 'Ben Cole 9:00am 10:00am', actions: ['9:00am with Ben Cole', 'Profile'], url: `${O}/b?t=0900&w=ben` },
      ],
      page: { controls: [], links: ['9:30am with Ann Brook', '4:00pm with Ann Brook', '9:00am with Ben Cole', '10:00am with Ben Cole'] },
    });
    expect(rankedName('the earliest', slots)).toBe('9:00am with Ben Cole');
    expect(rankedName('the latest', slots)).toBe('4:00pm with Ann Brook');
  });
  it('is nothing when the phrase ranks nothing, or two cards tie', () => {
    expect(rankedName('the nicest', twoCards)).toBeUndefined();
    const tie = state({ rows: twoCards.rows.map((r) => ({ ...r, text: r.text.replace(/£[\d.]+/, '£99.00') })) });
    expect(rankedName('the cheapest', tie)).toBeUndefined();
  });
  it('"which has a porch" is said and denied by the cards: "(no porch)" has none', () => {
    expect(cardsHaving('Which of these has a porch?', twoCards)).toBeUndefined();
    expect(cardsHaving('Which one has five stars?', twoCards)).toBeUndefined();
    const porch = state({ rows: [...twoCards.rows, { title: 'Tarnhill', text: 'Tarnhill Ridge Three with porch From £120.00 View Options', actions: ['Ridge Three', 'View', 'Options'], url: `${O}/p/ridge` }] });
    expect(cardsHaving('Which of these has a porch?', porch)).toEqual(['Ridge Three']);
  });
  it('cards that share only some actions are one group; "No lights: …" denies the lights', () => {
    const piers = state({
      rows: [
        { title: 'North Pier', text: 'North Pier Harbour Road Lights: berths 1 and 2, until 10 PM Moor a dinghy · Moor a yacht · Pier info', actions: ['Moor a dinghy', 'Moor a yacht', 'Pier info'], url: `${O}/pier/north` },
        { title: 'Eastgate Basin', text: 'Eastgate Basin Lock Lane Staffed 8 AM to 6 PM Moor a canoe · Moor a yacht · Pier info', actions: ['Moor a canoe', 'Moor a yacht', 'Pier info'], url: `${O}/pier/east` },
        { title: 'Saltmarsh Jetty', text: 'Saltmarsh Jetty Marsh End No lights: last arrival at dusk Moor a dinghy · Pier info', actions: ['Moor a dinghy', 'Pier info'], url: `${O}/pier/salt` },
        { title: 'Help', text: 'Help Contact FAQ', actions: ['Contact', 'FAQ'], url: `${O}/help` },
      ],
    });
    expect(cardsHaving('Which of them has lights?', piers)).toEqual(['North Pier']);
    expect(cardsHaving('Which ones are staffed?', piers)).toEqual(['Eastgate Basin']);
  });
  it('an option no page text names is no answer: nothing is said', () => {
    expect(optionAvailability('Is the large one available?', twoCards)).toBeUndefined();
  });
});
