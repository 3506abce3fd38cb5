/**
 * Round 27, end to end on our cattery site (test/sites/r27-earlier/server.mjs) in real Chromium:
 * values said in earlier turns as remarks (src/parser/earlier-values.ts) — a name, a mobile, the
 * cat's name and colour — typed where the page has the field and sent with the form later; a code
 * said after its lead-in words; a cancel's reason said in a turn of its own before "Yes, cancel it."
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  code: string;
  stays: Array<Record<string, string>>;
  cancelled: string[];
}

describe.runIf(hasChromium)('round 27 values said earlier as a remark (real Chromium, our cattery site)', () => {
  const { state, chatOn } = chatSite<SiteState>('r27-earlier/server.mjs');

  it('reserves the stay with the name, the mobile and the cat said as remarks before the send', async () => {
    const { ask, close } = await chatOn('/stay');
    try {
      await ask("It's Tilly, the Tortoiseshell.");
      await ask("My name's Rosa Diaz.");
      await ask('Mobile, 07700 900321.');
      expect(state().stays).toEqual([]);
      const r = await ask('Email rosa.diaz@example.com, and reserve it.');
      expect(r.status).toBe('done');
      expect(state().stays).toEqual([{ cat: 'Tilly', colour: 'Tortoiseshell', first: 'Rosa', last: 'Diaz', mobile: '07700 900321', email: 'rosa.diaz@example.com' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it("applies a code said after its lead-in words, and types no lead-in into a name", async () => {
    const { ask, close } = await chatOn('/stay');
    try {
      await ask("Oh, I've got a code. PURR15.");
      expect(state().code).toBe('PURR15');
      await ask("Owner's Rosa Diaz, rosa.diaz@example.com, mobile 07700 900321.");
      await ask("Her name is Tilly, she's a Tabby.");
      await ask('Reserve it.');
      expect(state().stays).toEqual([{ cat: 'Tilly', colour: 'Tabby', first: 'Rosa', last: 'Diaz', mobile: '07700 900321', email: 'rosa.diaz@example.com' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('cancels with the reason said as a remark in the turn before', async () => {
    const { ask, close } = await chatOn('/stays/1/cancel');
    try {
      await ask("She's poorly, so say the cat is ill.");
      expect(state().cancelled).toEqual([]);
      await ask('Yes, cancel it.');
      expect(state().cancelled).toEqual(['ill']);
    } finally {
      await close();
    }
  }, 180_000);
});
