/**
 * Round 28, end to end on our cookery school (test/sites/r28-details/server.mjs) in real Chromium:
 * the count, age and name of the one a form is about said over turns, each into the control that
 * fits it and kept to the send; a plan said as a statement (src/parser/their-details.ts); "next" /
 * "continue" press the one posting form's button whatever it says.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  classes: Array<Record<string, string>>;
  orders: Array<Record<string, string>>;
}

describe.runIf(hasChromium)('round 28 details said over turns (real Chromium, our cookery school)', () => {
  const { state, chatOn } = chatSite<SiteState>('r28-details/server.mjs');

  it('books with the child and the count said as remarks, the count never typed as a name', async () => {
    const { ask, close } = await chatOn('/class');
    try {
      await ask("it's for Maya, she's turning 6");
      await ask('about 12 guests');
      await ask("I'm Pat Green, 07700 900111");
      expect(state().classes).toEqual([]);
      const r = await ask('next');
      expect(r.status).toBe('done');
      expect(state().classes).toEqual([{ guests: '12', child: 'Maya', age: '6', name: 'Pat Green', phone: '07700 900111' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('puts a count, a name and an age said in one turn each in its own box', async () => {
    const { ask, close } = await chatOn('/class');
    try {
      await ask("9 guests, for Omar, he's turning 7");
      await ask('Pat Green, 07700 900111');
      await ask('continue');
      expect(state().classes).toEqual([{ guests: '9', child: 'Omar', age: '7', name: 'Pat Green', phone: '07700 900111' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('picks up in store for "I\'ll pick it up", and "next" presses the form\'s button', async () => {
    const { ask, close } = await chatOn('/checkout');
    try {
      await ask("I'll pick it up");
      await ask('Wednesday');
      await ask('Pat Green, 07700 900111');
      await ask('next');
      expect(state().orders).toEqual([{ how: 'pickup', day: 'Wednesday 9 December', name: 'Pat Green', phone: '07700 900111' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('delivers on the day and to the address said as a plan', async () => {
    const { ask, close } = await chatOn('/checkout');
    try {
      await ask('deliver it on Friday to 3 Mill Lane, Hopton');
      await ask('Pat Green, phone 07700 900111');
      await ask('continue');
      expect(state().orders).toEqual([{ how: 'courier', day: 'Friday 11 December', name: 'Pat Green', phone: '07700 900111', address: '3 Mill Lane, Hopton' }]);
    } finally {
      await close();
    }
  }, 180_000);
  it("types a child's name said before an age into the child's box, and the user's details said again into the user's", async () => {
    const { ask, close } = await chatOn('/class');
    try {
      await ask('My name is Pat Green, phone 07700 900111');
      await ask('9 guests');
      await ask('Omar Khan, age 7, same details as before');
      await ask('next');
      expect(state().classes).toEqual([{ guests: '9', child: 'Omar Khan', age: '7', name: 'Pat Green', phone: '07700 900111' }]);
    } finally {
      await close();
    }
  }, 180_000);
});
