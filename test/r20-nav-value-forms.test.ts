/**
 * Round 20: navigate turns whose page change needs values (a GET form's menus, date, choices and
 * number), tested on our own site (test/sites/r20-nav, "Hollin Pottery Studio"), never a bench set's:
 * - "Can you get me a glaze and fire class on Saturday morning?": two words said with "and" that one
 *   option names together ("Glaze & fire") are one value, so every value has its control and the
 *   form is sent (src/parser/form-values.ts `joinedNames`);
 * - "Good. Now book me a wheel throwing class on Friday evening for two" on the bookings page, which
 *   has no value form: the class finder seen on the home page is gone back to, set and sent
 *   (`formElsewhere`); with no such form seen, the turn is left to the other readings;
 * - "I want to gift wheel throwing" on a page whose link says "Gift a class": the link, then
 *   the class the turn names in the form of the page it opened (src/parser/context.ts `valuesAfterLink`).
 * Unit tests on controls of our own: two things no option names together stay two (no guess), a
 * page with its own value form is its own readings'.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { ROOT } from './helpers.js';
import { formElsewhere, strictFormRequest } from '../src/parser/form-values.js';
import { emptyDialogueState, type SeenControl } from '../src/parser/context.js';
import { loadWordVectors } from '../src/word-vectors.js';
import type { Program } from '../src/thingtalk/index.js';

interface HollinState {
  page: { path: string; query: Record<string, string> };
}

// Wednesday 10 March 2027: Friday is the 12th, Saturday the 13th.
const TODAY = '2027-03-10';

describe.skipIf(!hasChromium)('requests whose values a GET form takes, in Chromium (Hollin)', () => {
  const { chatOn } = chatSite<HollinState>('r20-nav/site.mjs', { today: TODAY });

  it('"a glaze and fire class on Saturday morning" sets the class, the date and the time and shows the classes', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask('Can you get me a glaze and fire class on Saturday morning?');
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/classes');
      expect(r.state.page.query).toMatchObject({ class: 'glaze', date: '2027-03-13', time: 'morning' });
    } finally {
      await c.close();
    }
  });

  it('"book me a wheel throwing class on Friday evening for two" from the bookings page goes back to the finder seen', async () => {
    const c = await chatOn('/');
    try {
      // The conversation sees the home page (and its finder), then the user opens their bookings.
      await c.goto('/');
      await c.goto('/bookings');
      const r = await c.ask('Good. Now book me a wheel throwing class on Friday evening for two');
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/classes');
      expect(r.state.page.query).toMatchObject({ class: 'wheel', date: '2027-03-12', time: 'evening', places: '2' });
    } finally {
      await c.close();
    }
  });

  it('"I want to gift wheel throwing" follows the link "Gift a class", then picks the class the turn names there', async () => {
    const c = await chatOn('/bookings');
    try {
      const r = await c.ask('I want to gift wheel throwing');
      expect(r.status).toBe('done');
      expect(r.state.page.path).toBe('/gift/card');
      expect(r.state.page.query).toMatchObject({ class: 'wheel' });
      // A link said with nothing more is only followed.
      const only = await c.ask('Take me to my bookings');
      expect(only.state.page.path).toBe('/bookings');
    } finally {
      await c.close();
    }
  });

  it('with no finder seen in the conversation, the same turn goes to no classes page', async () => {
    const c = await chatOn('/bookings');
    try {
      const r = await c.ask('Good. Now book me a wheel throwing class on Friday evening for two');
      expect(r.state.page.path).not.toBe('/classes');
    } finally {
      await c.close();
    }
  });
});

describe('value forms read on controls of our own', async () => {
  const vectors = await loadWordVectors(join(ROOT, 'models'));
  const FINDER: SeenControl[] = [
    { label: 'Class', kind: 'select', options: ['Any class', 'Wheel throwing', 'Glaze & fire', 'Hand building'], form: 0, submit: 'Show classes' },
    { label: 'Date', kind: 'date', form: 0, submit: 'Show classes' },
    { label: 'Time of day', kind: 'radio', options: ['Any time', 'Morning', 'Evening'], form: 0, submit: 'Show classes' },
  ];
  const names = (ps: Program[]): string[] => ps.map((p) => p.action.name);

  it('two things said with "and" that no option names together are no one value: no form is sent', () => {
    const state = { ...emptyDialogueState(), controls: FINDER, today: TODAY };
    expect(strictFormRequest('can you find me wheel throwing and hand building on Friday?', state, vectors)).toBeUndefined();
    const plan = strictFormRequest('can you find me glaze and fire on Friday?', state, vectors);
    expect(plan?.kind === 'programs' && names(plan.programs)).toEqual(['select', 'enter', 'click']);
  });

  it('a form seen earlier is gone back to only from a page without a value form of its own', () => {
    const seen = [{ url: 'http://studio.test/', controls: FINDER }];
    const away = { ...emptyDialogueState(), visited: ['http://studio.test/', 'http://studio.test/bookings'], controls: [], valueForms: seen, today: TODAY };
    const plan = formElsewhere('can you find me hand building on Friday evening?', away, vectors);
    expect(plan?.kind === 'programs' && names(plan.programs)).toEqual(['goto', 'select', 'enter', 'click', 'click']);
    const filters: SeenControl[] = [{ label: 'Sort by', kind: 'select', options: ['Soonest', 'Price'], form: 0, submit: 'Apply' }];
    expect(formElsewhere('can you find me hand building on Friday evening?', { ...away, controls: filters }, vectors)).toBeUndefined();
    expect(formElsewhere('can you find me hand building on Friday evening?', { ...away, valueForms: [] }, vectors)).toBeUndefined();
  });
});
