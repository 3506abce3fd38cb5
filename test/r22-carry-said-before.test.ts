/**
 * Round 22: values said in the turns before a form's send, tested on our own site
 * (test/sites/r22-carry, "Mossbank Gardeners"), never a bench set's:
 * - src/parser/context.ts `saidChoices`: at "book it" the form's unticked boxes whose label's words a
 *   recent turn said ("can they trim the hedges too?" was answered, not ticked) are ticked, and a radio
 *   group still on its first choice takes the choice a recent turn named ("it's for Elsie"); a turn that
 *   takes the choice back ("no need to clean the patio") ticks nothing; a box the page filled in itself
 *   (the account's phone) takes the value a recent turn said had changed ("my phone number's changed, it's …");
 * - src/parser/details.ts `detailsIn`: the town after ", in" ("7 Birch Row, in Carlisle") and the town
 *   in a sentence of its own between the street and the postcode ("4 Mill Court. Kendal. LA9 4QT.").
 */
import { describe, expect, it } from 'vitest';
import { detailsIn } from '../src/parser/details.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

describe('the town said after a street (units)', () => {
  const read = (s: string): string[] => detailsIn(s).map((d) => `${d.kind}=${d.value}`);
  it('after ", in", and in a sentence of its own before the postcode', () => {
    expect(read('I live at 7 Birch Row, in Carlisle.')).toEqual(['street=7 Birch Row', 'city=Carlisle']);
    expect(read('Address: 4 Mill Court. Kendal. LA9 4QT.')).toEqual(['street=4 Mill Court', 'city=Kendal', 'postcode=LA9 4QT']);
    // (A sentence after the street with no postcode after it is no town.)
    expect(read('It is 4 Mill Court. Kendal is nice.').map((x) => x.split('=')[0])).toEqual(['street']);
  });
});

interface MossState {
  page: { path: string; query: Record<string, string> };
  visits: Array<{ name: string; email: string; address: string; town: string; postcode: string; phone: string; who: string; extras: string[] }>;
}

describe.skipIf(!hasChromium)('values said before the send, in Chromium (Mossbank)', () => {
  const { chatOn } = chatSite<MossState>('r22-carry/site.mjs');

  it('details said across turns and an extra asked for as a question: placed at "book it"; an extra asked about is not', async () => {
    const c = await chatOn('/book');
    try {
      await c.ask("I'm Dana Frost, dana@frost.example.");
      await c.ask('I live at 7 Birch Row, in Carlisle.');
      await c.ask('Postcode is CA1 2AB.');
      // (A question about an extra is no request for it.)
      await c.ask('How much is it to clean the patio?');
      await c.ask('Can they trim the hedges too?');
      const r = await c.ask('Okay, book it.');
      expect(r.state.visits).toEqual([{ name: 'Dana Frost', email: 'dana@frost.example', address: '7 Birch Row', town: 'Carlisle', postcode: 'CA1 2AB', phone: '07700 900100', who: 'me', extras: ['hedges'] }]);
    } finally {
      await c.close();
    }
  });

  it('"it\'s for Elsie" chooses her radio; a number said as changed replaces the one the page shows; extras said in a turn that says "no need" are left unticked', async () => {
    const c = await chatOn('/book');
    try {
      await c.ask("I'm Dana Frost, dana@frost.example.");
      await c.ask("It's for Elsie, my mother.");
      await c.ask("My phone number's changed, it's 07700 900555.");
      await c.ask('7 Birch Row, Carlisle, CA1 2AB.');
      await c.ask('Have them take away the green waste, but no need to clean the patio.');
      const r = await c.ask('Book it.');
      expect(r.state.visits).toHaveLength(1);
      expect(r.state.visits[0]).toMatchObject({ who: 'mother', town: 'Carlisle', phone: '07700 900555' });
      expect(r.state.visits[0]!.extras).toEqual([]);
    } finally {
      await c.close();
    }
  });
});
