/**
 * Round 20: details said together with the send in one turn, and values given turns earlier that a
 * later form needs, on our own site (test/sites/r20-send, "Marsh Lane Tea Rooms": a basket, a
 * checkout of three steps — details, collection, review — and a table booking), in real Chromium.
 * - "… Next." / "Carry on." after a run of details sends the form they went into (src/parser/details.ts `isOnward`);
 * - "Checkout. I'm Ruth Ade, ruth@…, mobile …": the details sentence is kept whole (no remark), filled
 *   on the page the click opened, and that form, filled in whole there, is sent (src/runtime/conversation.ts `sendCompleted`);
 * - "Next." alone on a form's step: the form's own button, its empty fields given what earlier turns said;
 *   on a page whose link says "Next page" it is that link, no form's send.
 */
import { describe, expect, it } from 'vitest';
import { isOnward } from '../src/parser/details.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface TeaState {
  page: { path: string };
  checkout: { name?: string; email?: string; phone?: string; date?: string } | null;
  bookings: Array<{ name: string; phone: string }>;
  newsletter?: string;
}

describe('sentences that only say to go on (no browser)', () => {
  it('reads "Next.", "Carry on.", "On to delivery" and "continue" as going on, and not a sentence that says more', () => {
    for (const t of ['Next.', 'Next please', 'Okay, next.', 'Carry on.', 'go on to the next step', 'On to delivery.', 'Continue.', 'Move on then']) expect(isOnward(t), t).toBe(true);
    for (const t of ['Next time', 'next Tuesday', 'Go on the website', 'Continue shopping', 'the next one']) expect(isOnward(t), t).toBe(false);
  });
});

describe.skipIf(!hasChromium)('details and the send in one turn; values given earlier (Chromium)', () => {
  const { chatOn } = chatSite<TeaState>('r20-send/site.mjs', { today: '2026-12-01' });
  const details = { name: 'Daniel Brooks', email: 'dan.brooks@example.co.uk', phone: '07700900781' };

  it('fills the details and then sends the step on "… Next."', async () => {
    const c = await chatOn('/checkout');
    const r = await c.ask("It's for me, Daniel Brooks, dan.brooks@example.co.uk, phone 07700 900781. Next.");
    expect(r.status).toBe('done');
    expect(r.state.page.path).toBe('/checkout/collection');
    expect(r.state.checkout).toMatchObject(details);
    await c.close();
  });

  it('opens the checkout, fills it there and sends it when the turn gives the whole form ("Checkout. I\'m …")', async () => {
    const c = await chatOn('/basket');
    const r = await c.ask("Checkout. I'm Ruth Adeyemi, ruth.adeyemi@example.com, mobile 07700 900123.");
    expect(r.status).toBe('done');
    expect(r.state.page.path).toBe('/checkout/collection');
    expect(r.state.checkout).toMatchObject({ name: 'Ruth Adeyemi', email: 'ruth.adeyemi@example.com', phone: '07700900123' });
    await c.close();
  });

  it('leaves the opened form unsent when the turn gave only part of it', async () => {
    const c = await chatOn('/basket');
    const r = await c.ask('Check out. Name Marek Nowak, email marek.nowak@example.com.');
    expect(r.status).toBe('done');
    expect(r.state.page.path).toBe('/checkout');
    expect(r.state.checkout).toBeNull();
    await c.close();
  });

  it('sends "Carry on." after the last value of a form said in the same turn', async () => {
    const c = await chatOn('/checkout');
    await c.ask('Name Sam Lee, email sam@example.org.');
    const r = await c.ask('My mobile is 07700 900555. Carry on.');
    expect(r.state.page.path).toBe('/checkout/collection');
    expect(r.state.checkout).toMatchObject({ name: 'Sam Lee', email: 'sam@example.org', phone: '07700900555' });
    await c.close();
  });

  it('fills the new form with the details said before it appeared when the user says "Next."', async () => {
    const c = await chatOn('/basket');
    await c.ask('I am Sam Lee, sam@example.org, mobile 07700 900555.');
    await c.ask('Checkout.');
    const r = await c.ask('Next.');
    expect(r.status).toBe('done');
    expect(r.state.page.path).toBe('/checkout/collection');
    expect(r.state.checkout).toMatchObject({ name: 'Sam Lee', email: 'sam@example.org', phone: '07700900555' });
    await c.close();
  });

  it('follows a "Next page" link on "Next.", never a form of the page', async () => {
    const c = await chatOn('/');
    const r = await c.ask('Next.');
    expect(r.state.page.path).toBe('/menu/2');
    expect(r.state.newsletter).toBeUndefined();
    await c.close();
  });
});

describe.skipIf(!hasChromium)('a host that sends no form the user did not name (Chromium)', () => {
  const { chatOn } = chatSite<TeaState>('r20-send/site.mjs', { today: '2026-12-01', sendFilledForms: false });
  it('fills the opened checkout and leaves it unsent', async () => {
    const c = await chatOn('/basket');
    const r = await c.ask("Checkout. I'm Ruth Adeyemi, ruth.adeyemi@example.com, mobile 07700 900123.");
    expect(r.state.page.path).toBe('/checkout');
    expect(r.state.checkout).toBeNull();
    await c.close();
  });
});
