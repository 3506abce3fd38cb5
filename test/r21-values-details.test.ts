/**
 * Round 21: a person's details said beside a choice, and a new address for an edit form, tested on
 * our own site (test/sites/r21-values, "Wrenfield Bindery"), never a bench set's
 * (src/parser/details.ts):
 * - `optionsSaid`: the words a run of details leaves say an option of the form's menus or radios by a
 *   word of its own ("Kelham, and I'm …" picks "Kelham" of "Pick-up shop"; "…, the express one
 *   please" picks "Express courier (next day)"; "I'll collect it from the workshop myself" picks
 *   "Collect from the Wrenfield workshop"); a group two of whose options are said is no choice;
 * - a sentence that only says such an option ("Standard post is fine.") joins the run of details;
 * - "… 9 Tanner Row in Hexham, NE46 3AB": a town said after "in" goes to the town box;
 * - an edit form whose boxes already hold the old address takes the new one, split by its boxes.
 */
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { detailsIn, detailsTurnText, optionsSaid, placeDetails, readDetailsTurn } from '../src/parser/details.js';
import type { Program } from '../src/thingtalk/index.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const show = (p: Program[] | undefined): string[] | undefined =>
  p?.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string } }; text?: { value?: string }; option?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.text ? ` = ${a.text.value}` : ''}${a.option ? ` = ${a.option.value}` : ''}`;
  });

const SHOP: SeenControl[] = [
  { label: 'Pick-up shop', kind: 'select', options: ['Ashby', 'Kelham', 'Ormsby'], value: 'Ashby', form: 0, submit: 'Reserve it' },
  { label: 'Full name', kind: 'text', form: 0, submit: 'Reserve it' },
  { label: 'Email', kind: 'text', input: 'email', form: 0, submit: 'Reserve it' },
];
const POST: SeenControl[] = [
  { label: 'Full name', kind: 'text', form: 0, submit: 'Place order' },
  { label: 'Delivery', kind: 'radio', options: ['Standard post (2–4 days)', 'Express courier (next day)', 'Collect from the workshop'], value: 'Standard post (2–4 days)', form: 0, submit: 'Place order' },
];

describe('details beside a choice (units)', () => {
  it('an option is said by a word no other option of its group has; two said is no choice', () => {
    expect(optionsSaid(' , the express one please', POST, 0)?.picks.map((p) => p.option)).toEqual(['Express courier (next day)']);
    expect(optionsSaid('express or collect', POST, 0)).toBeUndefined();
    // The option shown already is no pick, but still said.
    expect(optionsSaid('standard is fine', POST, 0)?.picks).toEqual([]);
    expect(optionsSaid('thanks', POST, 0)).toBeUndefined();
  });

  it('a menu option said beside a name and an e-mail is chosen, in the order of the form', () => {
    expect(show(readDetailsTurn("Kelham, and I'm Ines Varga, ines@varga.example.", SHOP, []))).toEqual(['select Pick-up shop = Kelham', 'enter Full name = Ines Varga', 'enter Email = ines@varga.example']);
    // Without such an option the turn is read as before: a name beside a word of no option stays unread.
    expect(readDetailsTurn("Kelham or Ormsby, and I'm Ines Varga, ines@varga.example.", SHOP, [])).toBeUndefined();
  });

  it('a sentence that only says an option joins the run; a town after "in" is the town', () => {
    expect(detailsTurnText(["I'm Ines Varga, ines@varga.example.", 'Standard post is fine'], POST)).toBe("I'm Ines Varga, ines@varga.example. Standard post is fine");
    expect(detailsTurnText(["I'm Ines Varga, ines@varga.example.", 'Standard post is fine'])).toBeUndefined();
    expect(detailsIn('Send it to 9 Tanner Row in Hexham, NE46 3AB.').map((d) => `${d.kind}=${d.value}`)).toEqual(['street=9 Tanner Row', 'city=Hexham', 'postcode=NE46 3AB']);
    // (A number said in brackets keeps no bracket.)
    expect(detailsIn('for Raj Singh (07700 900733) and').map((d) => `${d.kind}=${d.value}`)).toEqual(['name=Raj Singh', 'phone=07700 900733']);
    // ("in December" is no town.)
    expect(detailsIn('Deliver to 9 Tanner Row in December').map((d) => d.kind)).toEqual(['street']);
  });

  it('boxes that hold the old address take the new one when the form has no empty box of that kind', () => {
    const edit: SeenControl[] = [
      { label: 'Address', kind: 'text', value: '3 Quarry Bank', form: 0, submit: 'Save details' },
      { label: 'Town', kind: 'text', value: 'Ludlow', form: 0, submit: 'Save details' },
      { label: 'Postcode', kind: 'text', value: 'SY8 1AA', form: 0, submit: 'Save details' },
    ];
    const d = detailsIn('Change my address to 9 Tanner Row, Hexham NE46 3AB');
    expect(placeDetails(d, edit, '', true)?.placed.map((x) => `${x.control.label} = ${x.value}`)).toEqual(['Address = 9 Tanner Row', 'Town = Hexham', 'Postcode = NE46 3AB']);
    // (In a conversation the boxes hold what earlier turns said: not taken.)
    expect(placeDetails(d, edit)).toBeUndefined();
  });
});

interface WrenState {
  page: { path: string; query: Record<string, string> };
  orders: Array<Record<string, string>>;
  reserved: Array<Record<string, string>>;
  account: Record<string, string>;
}

describe.skipIf(!hasChromium)('details beside a choice, in Chromium (Wrenfield)', () => {
  const { chatOn } = chatSite<WrenState>('r21-values/site.mjs');

  it('name, e-mail and address in sentences with the delivery said last: every box, the option kept, the order placed', async () => {
    const c = await chatOn('/checkout');
    try {
      const r = await c.ask("I'm Ines Varga, ines@varga.example. Send it to 9 Tanner Row in Hexham, NE46 3AB. Standard post is fine");
      expect(r.state.orders).toEqual([{ name: 'Ines Varga', email: 'ines@varga.example', address: '9 Tanner Row', town: 'Hexham', postcode: 'NE46 3AB', delivery: 'standard' }]);
    } finally {
      await c.close();
    }
  });

  it('"…, I\'ll collect it from the workshop myself. Place the order" chooses the collection', async () => {
    const c = await chatOn('/checkout');
    try {
      const r = await c.ask("Ines Varga, ines@varga.example, and I'll collect it from the workshop myself. Place the order.");
      expect(r.state.orders).toMatchObject([{ name: 'Ines Varga', email: 'ines@varga.example', delivery: 'collect' }]);
    } finally {
      await c.close();
    }
  });

  it('a pick-up shop said beside the name and e-mail sets the menu', async () => {
    const c = await chatOn('/collect');
    try {
      const r = await c.ask("Kelham, and I'm Ines Varga, ines@varga.example. Reserve it.");
      expect(r.state.reserved).toEqual([{ shop: 'Kelham', name: 'Ines Varga', email: 'ines@varga.example' }]);
    } finally {
      await c.close();
    }
  });
});
