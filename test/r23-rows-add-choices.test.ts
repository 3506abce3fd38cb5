/**
 * Round 23: a product page's choices and the add in one turn ("varifocals with the anti-glare, and
 * pop it in the basket", "put that in too, just single vision, no extras"): the options of the one
 * form whose button adds that each phrase names, then that button (src/parser/add-choices.ts).
 * Unit tests on page models, and end to end on our bike-parts shop's light
 * (test/sites/r23-rows/shop, /item/light) in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { choicesAndAdd } from '../src/parser/add-choices.js';
import type { SeenControl } from '../src/parser/context.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const addForm: SeenControl[] = [
  { label: 'Beam', kind: 'select', options: ['Choose a beam…', '400 lumen', '800 lumen (+£10.00)', '1200 lumen (+£25.00)'], value: 'Choose a beam…', form: 1, submit: 'Add to basket', posts: true },
  { label: 'Colour', kind: 'radio', options: ['Black', 'Red'], value: 'Black', form: 1, submit: 'Add to basket', posts: true },
  { label: 'Handlebar mount (+£4.00)', kind: 'checkbox', group: 'Extras', form: 1, submit: 'Add to basket', posts: true },
  { label: 'Spare battery (+£9.00)', kind: 'checkbox', group: 'Extras', value: 'on', form: 1, submit: 'Add to basket', posts: true },
  { label: 'Search', kind: 'text', form: 0, submit: 'Go' },
];
const actions = (said: string, controls = addForm) => choicesAndAdd(said, controls)?.map((p) => p.action);

describe('choices and the add said in one turn', () => {
  it('chooses each option a phrase names, then presses the add', () => {
    expect(actions('the 800 lumen one with the spare battery, and pop it in the basket')).toMatchObject([
      { name: 'select', element: { description: { value: 'Beam' } }, option: { value: '800 lumen (+£10.00)' } },
      { name: 'click', element: { description: { value: 'Add to basket' }, type: 'button' } },
    ]);
    expect(actions('red, with the mount, and put it in my basket')).toMatchObject([
      { name: 'click', element: { description: { value: 'Red' } } },
      { name: 'check', element: { description: { value: 'Handlebar mount (+£4.00)' }, type: 'checkbox' } },
      { name: 'click', element: { description: { value: 'Add to basket' } } },
    ]);
  });

  it('reads past where the thing is from', () => {
    expect(actions('use the 1200 lumen one from the top shelf, tick the mount and pop it in the basket')).toMatchObject([
      { name: 'select', option: { value: '1200 lumen (+£25.00)' } },
      { name: 'check', element: { description: { value: 'Handlebar mount (+£4.00)' } } },
      { name: 'click', element: { description: { value: 'Add to basket' } } },
    ]);
  });

  it('"no extras" unticks the boxes of that legend', () => {
    expect(actions('put that in too, just the 400 lumen, no extras')).toMatchObject([
      { name: 'select', option: { value: '400 lumen' } },
      { name: 'uncheck', element: { description: { value: 'Spare battery (+£9.00)' } } },
      { name: 'click', element: { description: { value: 'Add to basket' } } },
    ]);
  });

  it('is nothing when a phrase names no option, no option is said, or no form adds', () => {
    expect(actions('the 800 lumen one with a bell, and pop it in the basket')).toBeUndefined();
    expect(actions('Okay, add it to the basket')).toBeUndefined();
    expect(actions('the 800 lumen one')).toBeUndefined();
    const noAdd = addForm.map((c) => ({ ...c, submit: c.form === 1 ? 'Save' : c.submit }));
    expect(actions('the 800 lumen one, and pop it in the basket', noAdd)).toBeUndefined();
    // Two options said for one menu: no reading.
    expect(actions('400 lumen, 800 lumen, and add it to the basket')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 23 choices and the add end to end (real Chromium, our bike-parts shop)', () => {
  const { state, chatOn } = chatSite<{ basket: Array<Record<string, unknown>>; page: { path: string } }>('r23-rows/shop/server.mjs');

  it('chooses the beam and the extra, and adds the light in one turn', async () => {
    const { ask, goto, close } = await chatOn('/item/light');
    try {
      await ask('the 800 lumen one with the spare battery, and pop it in the basket');
      expect(state().basket.at(-1)).toEqual({ item: 'light', qty: 1, beam: '800', colour: 'black', extras: ['battery'] });
      await goto('/item/light');
      await ask('put that in too, just the 400 lumen in red, no extras');
      expect(state().basket.at(-1)).toEqual({ item: 'light', qty: 1, beam: '400', colour: 'red', extras: [] });
    } finally {
      await close();
    }
  }, 120_000);
});
