/**
 * Round 19 (issue 11): forms as their structure says they are used. A text box that goes with a
 * radio option ("Another amount" then "Amount to pay", "On a chosen day" then "Payment day", "A
 * different card" then a "Different card" block) counts only with that option chosen: filling the
 * box chooses it first (src/runtime/gate.ts); a box after two options that share its word
 * ("Standard delivery" / "Express delivery" then "Delivery instructions") chooses neither. Unit
 * tests on page models, and end to end on our utility account (test/sites/r19-tasks/ledger)
 * through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { gateOption } from '../src/runtime/gate.js';
import { holdsAll, unsentForm } from '../src/runtime/unsent.js';
import { saidValues, sendsByTitle, sendsForm } from '../src/parser/unsent-reading.js';
import { selectorFor } from '../src/grounding/selector.js';
import { pageFromHtml } from '../src/page/from-html.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const PAY = `<form method="post" action="/pay">
<fieldset><legend>How much?</legend><label><input type="radio" name="how" value="full" checked> Full balance</label><label><input type="radio" name="how" value="part"> Another amount</label>
<p><label for="amount">Amount to pay</label> <input id="amount" name="amount" type="number"></p></fieldset>
<label for="ref">Reference</label> <input id="ref" name="ref">
<fieldset><legend>Card</legend><label><input type="radio" name="card" value="saved" checked> Saved card ending 7781</label><label><input type="radio" name="card" value="other"> A different card</label></fieldset>
<div><h3>Different card</h3><label>Card number <input name="number"></label></div>
<fieldset><legend>Speed</legend><label><input type="radio" name="speed" value="s" checked> Standard delivery</label><label><input type="radio" name="speed" value="e"> Express delivery</label></fieldset>
<label for="note">Delivery instructions</label> <input id="note" name="note">
<button type="submit">Pay</button></form>`;

describe('the radio option a text box goes with', () => {
  const page = pageFromHtml(`<!doctype html><body>${PAY}</body>`);
  const box = (name: string) => page.elements.find((e) => (e.tag === 'input' || e.tag === 'textarea') && e.attributes.name === name)!;

  it('"Amount to pay" after "Another amount"; the card number under a "Different card" heading after "A different card"', () => {
    expect(gateOption(box('amount'), page)?.name).toBe('Another amount');
    expect(gateOption(box('number'), page)?.name).toBe('A different card');
  });

  it('no option for a box with no word of the option before it, nor for one whose word every option has', () => {
    // ("Reference" follows "Another amount" in document order, past the amount box: a field lies between.)
    expect(gateOption(box('ref'), page)).toBeUndefined();
    expect(gateOption(box('note'), page)).toBeUndefined();
  });

  it('no option already chosen, and none outside a form', () => {
    // (The site's own choice shown as chosen: the box goes with an option already taken.)
    const chosen = structuredClone(page);
    for (const e of chosen.elements) if (e.attributes.name === 'how') e.checked = e.name === 'Another amount';
    expect(gateOption(chosen.elements.find((e) => e.attributes.name === 'amount')!, chosen)).toBeUndefined();
    const loose = pageFromHtml('<!doctype html><body><label><input type="radio" name="a" checked> Full</label><label><input type="radio" name="a"> Another amount</label><label>Amount <input name="amount"></label></body>');
    expect(gateOption(loose.elements.find((e) => e.attributes.name === 'amount')!, loose)).toBeUndefined();
  });
});

describe('a form filled and left unsent: the heading it is under, verbs that ask for the same, its own question', () => {
  it('a clause whose verb is the heading\'s first word asks for the form; a heading of one word or a verb that asks to see does not', () => {
    expect(sendsByTitle('Leave the spare key at the front desk', 'Leave a spare key with us')).toBe(true);
    expect(sendsForm('Leave the spare key at the front desk', 'Save key place')).toBe(false);
    expect(sendsByTitle('Leave the spare key at the front desk', 'Leave')).toBe(false);
    expect(sendsByTitle('Leave the spare key at the front desk, but don\'t save it yet', 'Leave a spare key with us')).toBe(false);
    expect(sendsByTitle('Find the desk', 'Find a desk near you')).toBe(false);
  });

  it('"Sign up for the newsletter" asks for "Subscribe", and "Join the list" for "Sign up"; "Sign in" is none of them', () => {
    expect(sendsForm('Sign up for the newsletter with kai@example.org', 'Subscribe')).toBe(true);
    expect(sendsForm('Join the mailing list with kai@example.org', 'Sign up')).toBe(true);
    expect(sendsForm('Sign in with kai@example.org', 'Subscribe')).toBe(false);
    expect(sendsForm('Join the mailing list with kai@example.org', 'Sign in')).toBe(false);
  });

  it('a number the form\'s own question says ("after 6pm") is no value the form must hold', () => {
    const page = pageFromHtml(`<!doctype html><body><h3>Leave a spare key with us</h3><form method="post" action="/key">
<fieldset><legend>Where is the key?</legend><label><input type="radio" name="place" value="desk" checked> Front desk</label></fieldset>
<fieldset><legend>Is anyone home after 6pm?</legend><label><input type="radio" name="home" value="no" checked> No</label></fieldset>
<button type="submit">Save key place</button></form></body>`);
    const radio = page.elements.find((e) => e.attributes.name === 'home')!;
    const form = unsentForm(page, selectorFor(radio, page))!;
    expect(form.title).toBe('Leave a spare key with us');
    expect(holdsAll(form, saidValues('Leave the key at the front desk and answer No to whether anyone is home after 6pm.'))).toBe(true);
    expect(holdsAll(form, saidValues('Leave the key at the front desk and answer No to "Is anyone home after 6pm?"'))).toBe(true);
    expect(holdsAll(form, saidValues('Leave the key at the front desk for 7 days.'))).toBe(false);
  });
});

describe.runIf(hasChromium)('round 19 tasks end to end (real Chromium, our utility account)', () => {
  it('every task of test/sites/r19-tasks/ledger ends in its expected state', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const failed: string[] = [];
    const summary = await evalTasks(join(ROOT, 'test/sites/r19-tasks/ledger'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => { if (!r.ok) failed.push(`${r.id}: ${r.error?.code ?? 'wrong state'} ${JSON.stringify(r.actions)}`); } });
    expect(failed).toEqual([]);
    expect(summary.tasks).toBe(6);
  }, 300_000);
});
