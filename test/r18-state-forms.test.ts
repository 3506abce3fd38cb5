/**
 * Round 18: turns that leave a change on the server, on our own site (test/sites/r18-state,
 * "Larkfield Stationers"), with our own sentences, in real Chromium:
 * - a POST form the turn filled in whole — every box and dropdown not marked optional empty when
 *   the turn began, two at least — is sent (src/runtime/page-form.ts `formCompleted`); a form with a
 *   box left empty, one filled over two turns, or whose button pays, is not;
 * - words for a box named by a word of its label ("the gift note should read …"), after another
 *   part of the turn (src/parser/context.ts `wordsForBox`);
 * - "order it" on a review page whose form is only a "Place order" button (`loneButtonFor`);
 * - a basket line's count said as "I want three of them", "just two actually" (src/parser/basket.ts);
 * - a household said as a name ("the Vale family": src/parser/details.ts).
 */
import { describe, expect, it } from 'vitest';
import { formCompleted } from '../src/runtime/page-form.js';
import { formControls } from '../src/runtime/conversation.js';
import { pageFromHtml } from '../src/page/index.js';
import type { StepEvent } from '../src/runtime/types.js';
import { detailsIn } from '../src/parser/details.js';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { ROOT, runCli } from './helpers.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';

interface ShopState {
  page: { path: string };
  basket: Array<{ pen: string; qty: number }>;
  checkout: null | Record<string, string>;
  orders: Array<Record<string, unknown>>;
  repairs: Array<Record<string, string>>;
  payments: Array<Record<string, string>>;
}

const fill = (name: string, action = 'fill'): StepEvent => ({ index: 0, action, element: { name } as StepEvent['element'], status: 'ok', durationMs: 1 });
const FORM = (method: string, button: string, extra = '') => `<!doctype html><title>Book</title><h1>Book</h1><form method=${method} action="/book">
  <label>Your name <input name=n></label><label>Phone <input name=p type=tel></label>${extra}<button>${button}</button></form>`;
const controlsOf = (html: string, values: Record<string, string> = {}) => formControls(pageFromHtml(html, { url: 'http://127.0.0.1/book' })).map((c) => (values[c.label] ? { ...c, value: values[c.label] } : c));

describe('a form filled in whole (no browser)', () => {
  const full = { 'Your name': 'Ruth Alder', Phone: '07700 900555' };
  it('sends a POST form every field of which the turn filled from empty', () => {
    const html = FORM('post', 'Confirm visit');
    expect(formCompleted([fill('Your name'), fill('Phone')], controlsOf(html), controlsOf(html, full))).toBe('Confirm visit');
  });
  it('leaves a form a value of which was there before, a GET form, a button that pays, a box left empty, and a turn of one value', () => {
    const html = FORM('post', 'Confirm visit');
    expect(formCompleted([fill('Phone')], controlsOf(html, { 'Your name': 'Ruth Alder' }), controlsOf(html, full))).toBeUndefined();
    expect(formCompleted([fill('Your name'), fill('Phone')], controlsOf(FORM('get', 'Find')), controlsOf(FORM('get', 'Find'), full))).toBeUndefined();
    expect(formCompleted([fill('Your name'), fill('Phone')], controlsOf(FORM('post', 'Book and pay')), controlsOf(FORM('post', 'Book and pay'), full))).toBeUndefined();
    const notes = FORM('post', 'Confirm visit', '<label>Access notes <textarea name=a></textarea></label>');
    expect(formCompleted([fill('Your name'), fill('Phone')], controlsOf(notes), controlsOf(notes, full))).toBeUndefined();
    const one = FORM('post', 'Confirm visit').replace(/<label>Phone.*?<\/label>/, '');
    expect(formCompleted([fill('Your name')], controlsOf(one), controlsOf(one, full))).toBeUndefined();
    // A step that clicked is no turn of values only.
    expect(formCompleted([fill('Your name'), fill('Confirm visit', 'click')], controlsOf(html), controlsOf(html, full))).toBeUndefined();
  });
  it('does not count a box its label marks optional', () => {
    const html = FORM('post', 'Confirm visit', '<label>Email (optional) <input name=e type=email></label>');
    expect(formCompleted([fill('Your name'), fill('Phone')], controlsOf(html), controlsOf(html, full))).toBe('Confirm visit');
  });
});

describe('a household said as a name', () => {
  it('reads "the Vale family" whole as the name beside an address, and no family alone', () => {
    expect(detailsIn('Send it to the Vale family, 9 Quay Street, BN2 1AA').map((d) => [d.kind, d.value])).toEqual([['name', 'the Vale family'], ['street', '9 Quay Street'], ['postcode', 'BN2 1AA']]);
    expect(detailsIn('It is for my family, 9 Quay Street').some((d) => d.kind === 'name')).toBe(false);
  });
});

describe.skipIf(!hasChromium)('turns that leave a change on the server (Larkfield Stationers)', () => {
  const { chatOn } = chatSite<ShopState>('r18-state/site.mjs');
  const off = chatSite<ShopState>('r18-state/site.mjs', { sendFilledForms: false });

  it('books a repair when the turn says every detail the form asks for', async () => {
    const c = await chatOn('/repairs/book');
    const r = await c.ask("I'm Ruth Alder, phone 07700 900555, postcode BN1 4GH");
    expect(r.status).toBe('done');
    expect(r.state.repairs).toEqual([{ name: 'Ruth Alder', phone: '07700 900555', postcode: 'BN1 4GH' }]);
    await c.close();
  }, 60_000);

  it('leaves the form filled and unsent when the host turned sending filled forms off (sendFilledForms: false)', async () => {
    const c = await off.chatOn('/repairs/book');
    const r = await c.ask("I'm Ruth Alder, phone 07700 900555, postcode BN1 4GH");
    expect(r.status).toBe('done');
    expect(r.state.repairs).toEqual([]);
    expect(r.state.page.path).toBe('/repairs/book');
    // Said in words, it is sent.
    expect((await c.ask('Book it.')).state.repairs).toEqual([{ name: 'Ruth Alder', phone: '07700 900555', postcode: 'BN1 4GH' }]);
    await c.close();
  }, 60_000);

  it('leaves the form unsent when a box is still empty, when it was filled over two turns, or when its button pays', async () => {
    const c = await chatOn('/repairs/book-notes');
    expect((await c.ask("I'm Ruth Alder, phone 07700 900555, postcode BN1 4GH")).state.repairs).toEqual([]);
    await c.goto('/repairs/book');
    await c.ask('My name is Ruth Alder.');
    const r = await c.ask('Phone 07700 900555, postcode BN1 4GH');
    expect(r.state.repairs).toEqual([]);
    expect(r.state.page.path).toBe('/repairs/book');
    await c.goto('/repairs/pay');
    expect((await c.ask('Name on card Ruth Alder, card number 4111 1111 1111 1111')).state.payments).toEqual([]);
    await c.close();
  }, 90_000);

  it('goes through a checkout in steps: the address, the gift options with a note, then the order', async () => {
    const c = await chatOn('/pens/heron');
    expect((await c.ask('Add it to my basket')).state.basket).toEqual([{ pen: 'heron', qty: 1 }]);
    let r = await c.ask('Actually I want three of them');
    expect(r.state.basket).toEqual([{ pen: 'heron', qty: 3 }]);
    r = await c.ask('Sorry, just two actually');
    expect(r.state.basket).toEqual([{ pen: 'heron', qty: 2 }]);
    await c.goto('/checkout/address');
    r = await c.ask("It's for Tom Vale, 9 Quay Street, postcode BN2 1AA");
    expect(r.state.checkout).toEqual({ name: 'Tom Vale', street: '9 Quay Street', postcode: 'BN2 1AA' });
    expect(r.state.page.path).toBe('/checkout/gift');
    r = await c.ask('Ribbon box, and the gift note should read Happy retirement Tom, from all of us');
    expect(r.state.checkout).toMatchObject({ wrap: 'ribbon', note: 'Happy retirement Tom, from all of us' });
    expect(r.state.page.path).toBe('/checkout/review');
    r = await c.ask('Great, order it');
    expect(r.state.orders).toHaveLength(1);
    expect(r.state.orders[0]).toMatchObject({ name: 'Tom Vale', note: 'Happy retirement Tom, from all of us' });
    await c.close();
  }, 120_000);
});

describe.skipIf(!hasChromium)('russ chat and forms filled in whole (the built CLI, Larkfield Stationers)', () => {
  it('sends the form by default, and leaves it filled with --no-send-filled-forms', async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'test/sites/r18-state/site.mjs')).href)) as { createSite(): Site };
    const site = mod.createSite();
    const server = await serveSite(site);
    try {
      const details = "I'm Ruth Alder, phone 07700 900555, postcode BN1 4GH\n";
      const url = `${server.origin}/repairs/book`;
      const off = await runCli(['chat', '--url', url, '--allow', server.origin, '--no-send-filled-forms'], details);
      expect(off.code).toBe(0);
      expect(JSON.parse(off.stdout.trim().split('\n')[0]!).status).toBe('done');
      expect((site.state() as unknown as ShopState).repairs).toEqual([]);
      site.reset();
      const on = await runCli(['chat', '--url', url, '--allow', server.origin], details);
      expect(on.code).toBe(0);
      expect((site.state() as unknown as ShopState).repairs).toEqual([{ name: 'Ruth Alder', phone: '07700 900555', postcode: 'BN1 4GH' }]);
    } finally {
      server.server.close();
    }
  }, 120_000);
});
