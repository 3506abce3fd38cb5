/**
 * Round 19: a cancel whose click only opens the site's "are you sure?" page is confirmed when that
 * page asks nothing more (src/runtime/page-form.ts `confirmsLetGo`, called by `Conversation.say`),
 * on our own site (test/sites/r19-state, "Ashgrove Pottery Studio") in real Chromium, with unit
 * tests of the reading on pages of our own; and rows named by another sentence ("another one on
 * Saturday morning … cancel that one, we're not doing both") or by what they are and the day of the
 * month, not by who they are for ("my mum's glazing class on the 13th": src/parser/row-reference.ts).
 */
import { describe, expect, it } from 'vitest';
import { confirmsLetGo } from '../src/runtime/page-form.js';
import { pageFromHtml } from '../src/page/index.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

interface StudioState {
  page: { path: string };
  bookings: Array<{ id: string; status: string }>;
  lockers: Array<{ id: string; status: string; reason: string }>;
}

const page = (form: string) => pageFromHtml(`<!doctype html><title>Cancel</title><h1>Cancel this booking?</h1>${form}<p><a href="/bookings">No, keep it</a></p>`, { url: 'http://127.0.0.1/bookings/PS-11/cancel' });
const ASKS_NOTHING = '<form method="post" action="/bookings/cancel"><input type="hidden" name="id" value="PS-11"><button>Yes, cancel it</button></form>';

describe('the "are you sure?" page of a cancel (no browser)', () => {
  it('gives the button of a POST form that asks nothing and says the verb of the control clicked', () => {
    expect(confirmsLetGo(page(ASKS_NOTHING), 'Cancel', true)).toBe('Yes, cancel it');
    expect(confirmsLetGo(page(ASKS_NOTHING.replace('Yes, cancel it', 'Remove booking')), 'Remove', true)).toBe('Remove booking');
  });
  it('leaves a page that asks for a reason, a GET form, a button of another verb, a click of another verb, and a click that opened no page', () => {
    expect(confirmsLetGo(page(ASKS_NOTHING.replace('<button>', '<select name="reason" aria-label="Reason"><option value="">Choose</option><option>Ill</option></select><button>')), 'Cancel', true)).toBeUndefined();
    expect(confirmsLetGo(page(ASKS_NOTHING.replace('<button>', '<label><input type="checkbox" name="refund"> Refund to card</label><button>')), 'Cancel', true)).toBeUndefined();
    expect(confirmsLetGo(page(ASKS_NOTHING.replace('method="post"', 'method="get"')), 'Cancel', true)).toBeUndefined();
    expect(confirmsLetGo(page(ASKS_NOTHING.replace('Yes, cancel it', 'Keep my booking')), 'Cancel', true)).toBeUndefined();
    expect(confirmsLetGo(page(ASKS_NOTHING), 'Book', true)).toBeUndefined();
    expect(confirmsLetGo(page(ASKS_NOTHING), 'Cancel', false)).toBeUndefined();
  });
  it('leaves a page of two such forms', () => {
    expect(confirmsLetGo(page(ASKS_NOTHING + ASKS_NOTHING.replace('PS-11', 'PS-12')), 'Cancel', true)).toBeUndefined();
  });
});

describe.skipIf(!hasChromium)('a cancel through its "are you sure?" page (Ashgrove Pottery Studio)', () => {
  const { chatOn } = chatSite<StudioState>('r19-state/site.mjs');
  const off = chatSite<StudioState>('r19-state/site.mjs', { sendFilledForms: false });

  it('cancels the row named, confirming on the page that asks nothing more', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask('Cancel the hand building one');
    expect(r.status).toBe('done');
    expect(r.state.bookings.map((b) => [b.id, b.status])).toEqual([['PS-11', 'booked'], ['PS-12', 'cancelled'], ['PS-13', 'booked']]);
    expect(r.state.page.path).toBe('/bookings');
    await c.close();
  });

  it('cancels the row another sentence names ("another one on …"), with a clause of its own after "that one"', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask("I've got another one on Saturday morning, right? Cancel that one, we're not doing both.");
    expect(r.state.bookings.map((b) => [b.id, b.status])).toEqual([['PS-11', 'booked'], ['PS-12', 'cancelled'], ['PS-13', 'booked']]);
    await c.close();
  });

  it('cancels the row named by what it is and its day of the month, not by who it is for', async () => {
    const c = await chatOn('/bookings');
    const r = await c.ask("And can you cancel my mum's glazing class on the 13th? She can't make it");
    expect(r.state.bookings.map((b) => [b.id, b.status])).toEqual([['PS-11', 'booked'], ['PS-12', 'booked'], ['PS-13', 'cancelled']]);
    await c.close();
  });

  it('leaves the confirmation page open when the host sends no form the user did not name (sendFilledForms: false)', async () => {
    const c = await off.chatOn('/bookings');
    const r = await c.ask('Cancel the hand building one');
    expect(r.state.bookings.every((b) => b.status === 'booked')).toBe(true);
    expect(r.state.page.path).toBe('/bookings/PS-12/cancel');
    await c.close();
  });

  it('stops on a confirmation page that asks why (a reason menu): the user answers it', async () => {
    const c = await chatOn('/lockers');
    const r = await c.ask('Cancel the large locker');
    expect(r.status).toBe('done');
    expect(r.state.lockers[0]!.status).toBe('rented');
    expect(r.state.page.path).toBe('/lockers/L-3/cancel');
    await c.close();
  });
});
