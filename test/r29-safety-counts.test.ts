/**
 * Round 29's count guard: a count said with its noun goes into the control for that thing, or a
 * control for people when the thing is people — never into a menu that counts something else
 * ("four players" into "Sets of hire clubs", which a round-28 read found confirmed free-running).
 * Also (round 29): a choice a turn made on a form, lost when the page loaded again, is put back at
 * the form's send (src/parser/carry-send.ts `placedAtSend`).
 * Units on src/runtime/controls.ts `countsOtherThing` and src/parser/quantities.ts; end to end on
 * our pitch-and-putt course (test/sites/r29-safety/server.mjs) in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { countsOtherThing } from '../src/runtime/controls.js';
import { readCountTurn } from '../src/parser/quantities.js';
import type { PageElement } from '../src/page/types.js';
import { printSurface } from '../src/thingtalk/index.js';
import type { SeenControl } from '../src/parser/context.js';

const menu = (name: string, options: string[]): PageElement => ({ index: 0, tag: 'select', name, text: '', options, attributes: {}, children: [], visible: true }) as unknown as PageElement;
const counts = ['0', '1', '2', '3', '4'];

describe('countsOtherThing', () => {
  it('holds a count of players on a menu of hire clubs to be of another thing', () => {
    expect(countsOtherThing('4 players', menu('Sets of hire clubs', counts))).toBe(true);
    expect(countsOtherThing('2 climbers', menu('Chalk bags', counts))).toBe(true);
  });
  it('lets a count go to the menu that names its thing, or a menu for people when the thing is people', () => {
    expect(countsOtherThing('2 buggies', menu('Buggies', counts))).toBe(false);
    expect(countsOtherThing('4 players', menu('Adults', counts))).toBe(false);
    expect(countsOtherThing('3 guests', menu('Number of guests', counts))).toBe(false);
    // The options name the thing ("1 adult", "2 adults"), not the menu.
    expect(countsOtherThing('2 adults', menu('Party', ['1 adult', '2 adults']))).toBe(false);
  });
  it('says nothing of a bare count or of a longer description', () => {
    expect(countsOtherThing('4', menu('Sets of hire clubs', counts))).toBe(false);
    expect(countsOtherThing('4 of them', menu('Sets of hire clubs', counts))).toBe(false);
    expect(countsOtherThing('the blue one in size 4', menu('Size', counts))).toBe(false);
  });
});

describe('readCountTurn: a count of people where no control names the noun', () => {
  const control = (label: string): SeenControl => ({ kind: 'select', label, options: counts, form: 0 }) as unknown as SeenControl;
  it('puts "four players" into the one menu for people, beside a menu of a kind of person and one of things', () => {
    const r = readCountTurn(['four players'], [control('Adults'), control('Juniors (under 16)'), control('Sets of hire clubs')], () => false);
    expect(r?.programs?.map((p) => printSurface(p)).join(' ')).toMatch(/Adults/);
    expect(r?.programs?.map((p) => printSurface(p)).join(' ')).not.toMatch(/clubs/);
  });
  it('leaves "four players" to the other readings where no menu is for people', () => {
    expect(readCountTurn(['four players'], [control('Sets of hire clubs'), control('Chalk bags')], () => false)).toBeUndefined();
  });
});

interface SiteState {
  page: { path: string; query: Record<string, string> };
  drafts: Array<Record<string, string>>;
}

describe.runIf(hasChromium)('round 29: a count never goes into a menu of another thing (real Chromium, our pitch-and-putt course)', () => {
  const { state, chatOn } = chatSite<SiteState>('r29-safety/server.mjs');

  it('puts "three players" into Adults, not the club-hire menu, and sends it so', async () => {
    const { ask, close } = await chatOn('/book');
    try {
      const r = await ask('three players');
      expect(r.status).toBe('done');
      await ask('continue');
      expect(state().drafts).toEqual([{ form: 'book', adults: '3', juniors: '0', clubs: '0', name: '' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('puts back at the send a choice the user made on the page before a detour (src/parser/carry-send.ts placedAtSend)', async () => {
    const { ask, goto, close } = await chatOn('/book');
    try {
      // ("12 to 4" names the option by its times: no reader of words said carries it to the send; the choice made is put back.)
      const r = await ask('12 to 4 please');
      expect(r.status).toBe('done');
      // The user looks at the home page and comes back: the form is loaded again, its radio lost.
      await goto('/');
      await goto('/book');
      await ask('continue');
      expect(state().drafts).toEqual([{ form: 'book', adults: '1', juniors: '0', clubs: '0', when: 'afternoon', name: '' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('sets nothing for "four players" on a form with no menu for people', async () => {
    const { ask, close } = await chatOn('/hire');
    try {
      const r = await ask('four players');
      expect(r.status).not.toBe('done');
      await ask('continue');
      expect(state().drafts).toEqual([{ form: 'hire', clubs: '0', buggies: '0' }]);
    } finally {
      await close();
    }
  }, 180_000);
});
