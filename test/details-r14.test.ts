/**
 * Round 14: details with a submit verb in one turn, and counts (src/parser/details.ts,
 * src/parser/quantities.ts). Our own sentences and pages (test/sites/chat14), never a bench set's:
 * sentences that give details and say to send them in any order fill first and send last; a code
 * said with its noun goes to the field whose label holds it; "from <name>" to a sender's field; a
 * count goes to the one control of the thing counted (or the quantity), then the add or update
 * button of its form; a count no control surely takes is asked about; then end to end in real
 * Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SeenControl } from '../src/parser/context.js';
import { detailsIn, detailsTurnText, isSubmitOnly, readDetailsTurn, sameDetailsAsked } from '../src/parser/details.js';
import { clausesOf, countSaid, readCountTurn } from '../src/parser/quantities.js';
import type { Program } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const show = (p: Program[] | undefined): string[] | undefined =>
  p?.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string } }; text?: { value?: string }; option?: { value?: string } };
    return `${a.name} ${a.element?.description?.value ?? ''}${a.text ? ` = ${a.text.value}` : ''}${a.option ? ` = ${a.option.value}` : ''}`;
  });

const ORDER: SeenControl[] = [
  { label: 'Your full name', kind: 'text', form: 0, submit: 'Complete booking' },
  { label: 'Daytime number', kind: 'text', input: 'tel', form: 0, submit: 'Complete booking' },
  { label: 'Where we send the receipt', kind: 'text', autocomplete: 'email', form: 0, submit: 'Complete booking' },
  { label: 'Loyalty card number', kind: 'text', form: 0, submit: 'Complete booking' },
];

describe('details and a submit verb in one turn', () => {
  it('tells sentences that only say to send from those that say more', () => {
    for (const s of ['Book it.', 'Go ahead', 'Pay now.', 'Confirm it.', 'Then place the order.', 'Go ahead and buy it', 'okay, submit it please']) expect(isSubmitOnly(s), s).toBe(true);
    for (const s of ['Book the blue one', 'Send it to my sister', 'Go back', 'Pay with the other card']) expect(isSubmitOnly(s), s).toBe(false);
  });

  it('joins sentences of details and a send verb in either order; another command keeps them apart', () => {
    expect(detailsTurnText(['Book it.', "It's Halvard Moe, 07700 900701."])).toBe("Book it. It's Halvard Moe, 07700 900701.");
    expect(detailsTurnText(['Same details as last time.', 'Book it.'])).toBe('Same details as last time. Book it.');
    expect(detailsTurnText(["It's Halvard Moe, 07700 900701.", 'Show me the menu.'])).toBeUndefined();
  });

  it('fills first and sends last, whatever the order said; lead words are not typed', () => {
    const p = readDetailsTurn(detailsTurnText(['Go ahead.', "Name's Halvard Moe, 07700 900701, email h.moe@example.org"])!, ORDER, []);
    expect(show(p)).toEqual(['enter Your full name = Halvard Moe', 'enter Daytime number = 07700 900701', 'enter Where we send the receipt = h.moe@example.org', 'click Complete booking']);
  });

  it('a code said with its noun goes to the field whose label holds that noun', () => {
    expect(detailsIn("the loyalty card number's QT-88013 and the name is Halvard Moe").map((d) => `${d.kind}=${d.value}`)).toEqual(['code=QT-88013', 'name=Halvard Moe']);
    const p = readDetailsTurn("the loyalty card number's QT-88013, the name is Halvard Moe and my number is 07700 900701", ORDER, []);
    expect(show(p)).toEqual(['enter Your full name = Halvard Moe', 'enter Daytime number = 07700 900701', 'enter Loyalty card number = QT-88013']);
  });

  it('"same details as last time" reuses what the user said, code included; a bare "same X and Y" sentence too', () => {
    const earlier = ["The loyalty card number's QT-88013, the name is Halvard Moe and my number is 07700 900701. Go ahead."];
    expect(show(readDetailsTurn('Same details as last time. Book it.', ORDER, earlier))).toEqual(['enter Your full name = Halvard Moe', 'enter Daytime number = 07700 900701', 'enter Loyalty card number = QT-88013', 'click Complete booking']);
    expect([...sameDetailsAsked('Same name and number. Book it.')!.kinds]).toEqual(['name', 'first', 'last', 'phone']);
    expect(sameDetailsAsked('Same court and time.')).toBeUndefined();
  });

  it('"from <name>" goes to a sender’s field only; with none, the turn is not read as details', () => {
    const gift: SeenControl[] = [{ label: 'To', kind: 'text', form: 0, submit: 'Send the card' }, { label: 'From (your name)', kind: 'text', form: 0, submit: 'Send the card' }];
    expect(show(readDetailsTurn("It's from Magnhild. Send it.", gift, []))).toEqual(['enter From (your name) = Magnhild', 'click Send the card']);
    expect(readDetailsTurn("It's from Magnhild. Send it.", ORDER, [])).toBeUndefined();
  });

  it('a noun of the button said is no order to send ("card" of "Buy gift card")', () => {
    const gift: SeenControl[] = [{ label: 'Recipient name', kind: 'text', form: 0, submit: 'Buy gift card' }, { label: 'Recipient e-mail', kind: 'text', input: 'email', form: 0, submit: 'Buy gift card' }];
    expect(show(readDetailsTurn('The card is for Sigrun Aas, sigrun@example.org', gift, []))).toEqual(['enter Recipient name = Sigrun Aas', 'enter Recipient e-mail = sigrun@example.org']);
    // One e-mail beside a name this reading does not take ("Her name's Sigrun"): not read alone, so the name is not dropped.
    expect(readDetailsTurn("Her name's Sigrun, sigrun@example.org", gift, [])).toBeUndefined();
    expect(show(readDetailsTurn('The email is sigrun@example.org', gift, []))).toEqual(['enter Recipient e-mail = sigrun@example.org']);
  });
});

const PRODUCT: SeenControl[] = [
  { label: 'Finish', kind: 'radio', options: ['Brass', 'Copper'], form: 0, submit: 'Add to bag' },
  { label: 'Qty', kind: 'number', value: '1', form: 0, submit: 'Add to bag' },
];
const HIRE: SeenControl[] = [
  { label: 'Duration', kind: 'radio', options: ['1 hour', '2 hours'], form: 0 },
  { label: 'Paddle rental', kind: 'number', value: '0', form: 0 },
  { label: 'Buoyancy aids', kind: 'select', options: ['0', '1', '2', '3'], form: 0 },
];
const notInstruction = (s: string) => !/^(?:add|book|open|go|show|click)\b/i.test(s);
const count = (t: string, controls: SeenControl[]) => {
  const r = readCountTurn(clausesOf(t), controls, notInstruction);
  return r?.ask ? 'ask' : show(r?.programs);
};

describe('counts', () => {
  it('reads the count and whether it orders, sets or corrects', () => {
    expect(countSaid('Add four of them')).toEqual({ n: 4, mode: 'order' });
    expect(countSaid('Three of those, please')).toEqual({ n: 3, mode: 'order' });
    expect(countSaid('Oh, make it nine')).toEqual({ n: 9, mode: 'correct' });
    expect(countSaid('we need two buoyancy aids')).toEqual({ n: 2, noun: 'aids', mode: 'set' });
    expect(countSaid('Two hours')).toBeUndefined();
    expect(countSaid('Three.')).toBeUndefined();
  });

  it('to the quantity of the item in view, then its add button when ordered', () => {
    expect(count('Add four of them', PRODUCT)).toEqual(['enter Qty = 4', 'click Add to bag']);
    expect(count('three of those', PRODUCT)).toEqual(['enter Qty = 3']);
  });

  it('to the control whose label names the thing, said with the count or in the remark before it', () => {
    expect(count("We haven't got paddles, so two of those as well.", HIRE)).toEqual(['enter Paddle rental = 2']);
    expect(count('We need three buoyancy aids.', HIRE)).toEqual(['select Buoyancy aids = 3']);
  });

  it('asks when no control surely takes the count; a choice that says the count is not a count', () => {
    expect(count('Can we borrow two?', HIRE)).toBe('ask');
    const sizes: SeenControl[] = [{ label: 'Pack', kind: 'radio', options: ['1 roll', '4 rolls — £6'], form: 0, submit: 'Add' }, { label: 'Quantity', kind: 'number', form: 0, submit: 'Add' }];
    expect(count('four rolls', sizes)).toBeUndefined();
  });

  it('a correction on a line of its own form presses that form’s update button', () => {
    const basket: SeenControl[] = [{ label: 'Quantity', kind: 'number', value: '2', form: 1, submit: 'Update' }];
    expect(count('Actually, make it five', basket)).toEqual(['enter Quantity = 5', 'click Update']);
    // Two lines: left to the readings that name a line by its words.
    expect(count('Actually, make it five', [...basket, { ...basket[0]!, form: 2 }])).toBeUndefined();
  });
});

describe.runIf(hasChromium)('details and counts end to end (real Chromium, test/sites/chat14)', () => {
  it('every session of our sites ends in its expected state', async () => {
    const { evalChat } = await import('../src/cli/eval-chat.js');
    const wrong: string[] = [];
    const summary = await evalChat(join(ROOT, 'test/sites/chat14'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTurn: (r) => { if (r.mode === 'free' && !r.right) wrong.push(`${r.site}/${r.session} ${r.turn}: ${r.actions.join('; ')}`); } });
    expect(wrong).toEqual([]);
    expect(summary.taskSuccess).toBe(100);
  }, 300_000);
});
