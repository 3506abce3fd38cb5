/**
 * Round 26, end to end on our cycle-tour site (test/sites/r26-carry/server.mjs) in real Chromium:
 * values said in earlier turns of a form's flow, carried into the form at its send
 * (src/parser/carry-send.ts) — a count of helmets said beside an e-mail in a turn the assistant was
 * unsure of, a gift card's message said beside the recipient's name, a claim box stated by "we"
 * or "I" — and words to go on the item with the add, and a mailing list joined with an e-mail.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface SiteState {
  page: { path: string; query: Record<string, string> };
  bookings: Array<{ name: string; mobile: string; email: string; helmets: number }>;
  gifts: Array<{ amount: number; to: string; toEmail: string; message: string; from: string; fromEmail: string }>;
  basket: Array<{ item: string; qty: number; print: string }>;
  list: string[];
}

describe.runIf(hasChromium)('round 26 values carried to the send (real Chromium, our cycle-tour site)', () => {
  const { state, chatOn } = chatSite<SiteState>('r26-carry/server.mjs');

  it('sends the booking with the helmets, the e-mail and the claim said before and with the send', async () => {
    const { ask, close } = await chatOn('/tour/details');
    try {
      await ask('The name is Ana Silva, mobile 07700 900111.');
      await ask("Email ana.silva@example.com, and we'll need two helmets.");
      expect(state().bookings).toEqual([]);
      const r = await ask("We've all cycled on roads before. Book it.");
      expect(r.status).toBe('done');
      expect(state().bookings).toEqual([{ name: 'Ana Silva', mobile: '07700900111', email: 'ana.silva@example.com', helmets: 2 }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('ticks a claim stated by "I" and leaves it unticked for a negated one', async () => {
    const { ask, close } = await chatOn('/tour/details');
    try {
      await ask('It\'s Ben Ode, 07700 900222, ben.ode@example.com. No helmets.');
      await ask("We haven't cycled on roads before. Confirm it.");
      expect(state().bookings).toEqual([]);
      await ask("I have cycled on roads before. Confirm it.");
      expect(state().bookings).toEqual([{ name: 'Ben Ode', mobile: '07700900222', email: 'ben.ode@example.com', helmets: 0 }]);
    } finally {
      await close();
    }
  }, 180_000);

  it("buys the gift card with the message said beside the recipient's name", async () => {
    const { ask, close } = await chatOn('/gift');
    try {
      await ask('Forty pounds.');
      await ask("The recipient's name is Cara Lund, and the message is Happy retirement, from all of us.");
      await ask('Send it to cara.lund@example.com.');
      expect(state().gifts).toEqual([]);
      await ask("I'm Dev Lund, dev.lund@example.com. Buy it.");
      expect(state().gifts).toEqual([{ amount: 40, to: 'Cara Lund', toEmail: 'cara.lund@example.com', message: 'Happy retirement, from all of us', from: 'Dev Lund', fromEmail: 'dev.lund@example.com' }]);
    } finally {
      await close();
    }
  }, 180_000);

  it('puts the words on the bell, ticks the print and adds it; joins the mailing list and sends it', async () => {
    const { ask, close } = await chatOn('/bell');
    try {
      await ask('Yes, put Grandpa Joe on it and put it in my basket.');
      expect(state().basket).toEqual([{ item: 'bell', qty: 1, print: 'Grandpa Joe' }]);
      await ask('Sign me up to the mailing list with eli.park@example.com.');
      expect(state().list).toEqual(['eli.park@example.com']);
    } finally {
      await close();
    }
  }, 180_000);
});
