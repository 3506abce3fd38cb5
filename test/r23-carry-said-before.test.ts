/**
 * Round 23: values said before a form's send, carried into it by the form's own structure
 * (src/parser/carry.ts, used by src/parser/context.ts `sendTurn`), tested on our own site
 * (test/sites/r23-carry, "Hartwell Bike Hire"), never a bench set's:
 * - a radio group or dropdown takes the option a recent turn named by a word only that option holds
 *   (bracketed words count: "Chain (slipped or snapped)"), else the one option all of whose words the
 *   turn says; never from a word another option or the group's question shares, a turn that names two
 *   options, takes the option back ("not the brakes") or asks about it;
 * - a yes/no group whose legend asks a question takes a turn that begins with yes or no;
 * - an empty "Colour" box takes a colour word, a "Make and model" box the capitalised words after
 *   "it's a"; a turn that is a name and nothing else ("Kit Marlow") fills the name box;
 * - "next", "carry on" and "fine, send it" are sends.
 */
import { describe, expect, it } from 'vitest';
import { carriedBoxes, carriedOption } from '../src/parser/carry.js';
import { submitVerb } from '../src/parser/details.js';
import type { SeenControl } from '../src/parser/context.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';

const part: SeenControl = { label: 'Which part is broken?', kind: 'radio', options: ['Brakes (front or rear)', 'Chain (slipped or snapped)', 'Tyre (flat or punctured)'], form: 0, submit: 'Send report' };
const ridden: SeenControl = { label: 'Can the bike still be ridden?', kind: 'radio', options: ['Yes', 'No'], form: 0, submit: 'Send report' };
const where: SeenControl = { label: 'Where is the bike now?', kind: 'select', options: ['At a docking station', 'At my home', 'Locked on the street'], value: 'At a docking station', form: 0, submit: 'Send report' };
const test: SeenControl = { label: 'Appointment type', kind: 'radio', options: ['Eye test — £25', 'Contact lens check-up — £35', "Kids' eye test (under 16) — Free"], form: 0 };
const form = [part, ridden, where];

describe('the option a turn before the send named (units)', () => {
  it('a word only that option holds, bracketed words too; the latest turn that names one decides', () => {
    expect(carriedOption(part, form, ['the chain snapped on the hill'])).toBe('Chain (slipped or snapped)');
    expect(carriedOption(part, form, ["the tyre's flat", 'actually it was the brakes that failed'])).toBe('Brakes (front or rear)');
    expect(carriedOption(where, form, ["it's locked on the street outside work"])).toBe('Locked on the street');
  });
  it('all the words of an option that has none of its own, when no other option is all said', () => {
    expect(carriedOption(test, [test], ["it's just a normal eye test"])).toBe('Eye test — £25');
    expect(carriedOption(test, [test], ["it's the kids' test, for my son"])).toBe("Kids' eye test (under 16) — Free");
  });
  it('nothing from a shared word, two options, a word taken back or a question', () => {
    expect(carriedOption(part, form, ["something's broken on it"])).toBeUndefined();
    expect(carriedOption(part, form, ['the chain and the tyre both'])).toBeUndefined();
    expect(carriedOption(part, form, ['not the brakes, they are fine'])).toBeUndefined();
    expect(carriedOption(part, form, ['how much is a new chain?'])).toBeUndefined();
    // (A negation before a verb other than wanting one is about the verb: "they didn't fix the chain".)
    expect(carriedOption(part, form, ["they didn't fix the chain last time"])).toBe('Chain (slipped or snapped)');
  });
  it('a yes/no question answered by a turn that begins with yes or no', () => {
    expect(carriedOption(ridden, form, ["no, it can't be ridden like this"])).toBe('No');
    expect(carriedOption(ridden, form, ['yes it still rides ok'])).toBe('Yes');
    expect(carriedOption(ridden, form, ['the chain snapped'])).toBeUndefined();
    // (Two yes/no questions: the answer must say a word of the one it answers.)
    const locked: SeenControl = { label: 'Is the bike locked?', kind: 'radio', options: ['Yes', 'No'], form: 0 };
    expect(carriedOption(ridden, [ridden, locked], ['yes it is locked'])).toBeUndefined();
    expect(carriedOption(locked, [ridden, locked], ['yes it is locked'])).toBe('Yes');
  });
  it('boxes by their label: a colour word, the make after "it\'s a"', () => {
    const make: SeenControl = { label: 'Make and model', kind: 'text', form: 0 };
    const colour: SeenControl = { label: 'Frame colour', kind: 'text', form: 0 };
    expect(carriedBoxes([make, colour], ["it's a Raleigh Pioneer, green"]).map((x) => `${x.control.label}=${x.value}`)).toEqual(['Make and model=Raleigh Pioneer', 'Frame colour=green']);
    // (A form whose choices are colours chooses there: its box takes no colour word.)
    const choice: SeenControl = { label: 'Bell', kind: 'select', options: ['Silver', 'Black'], form: 0 };
    expect(carriedBoxes([colour, choice], ['the green one'])).toEqual([]);
  });
  it('"next", "carry on" and "fine, order it" are sends', () => {
    expect(submitVerb('next')).toBe('next');
    expect(submitVerb('ok, carry on')).toBe('carry');
    expect(submitVerb('fine, order it')).toBe('order');
  });
});

interface HartwellState {
  page: { path: string; query: Record<string, string> };
  reports: Array<{ part: string; rideable: string; where: string; make: string; colour: string; name: string }>;
}

describe.skipIf(!hasChromium)('values said before the send, in Chromium (Hartwell)', () => {
  const { chatOn } = chatSite<HartwellState>('r23-carry/site.mjs');

  it('remarks, the yes/no answer and a bare name are all placed at "ok, send it"', async () => {
    const c = await chatOn('/report');
    try {
      await c.ask('my chain snapped halfway up the hill');
      await c.ask("no, it can't be ridden like this");
      await c.ask("it's locked on the street now");
      await c.ask("it's a Raleigh Pioneer, green");
      await c.ask('Kit Marlow');
      const r = await c.ask('ok, send it');
      expect(r.state.reports).toEqual([{ part: 'chain', rideable: 'no', where: 'Locked on the street', make: 'Raleigh Pioneer', colour: 'green', name: 'Kit Marlow' }]);
      expect(r.state.page.path).toBe('/reported');
    } finally {
      await c.close();
    }
  });

  it('a part said twice, the latest taken; a part said only beside another is not chosen', async () => {
    const c = await chatOn('/report');
    try {
      await c.ask("I thought the tyre was flat but it's the brakes");
      const r1 = await c.ask('yes it can be ridden, send it');
      // (The turn names two parts: the send goes out without one and the page refuses it.)
      expect(r1.state.reports).toEqual([]);
      await c.ask('the brakes, then');
      await c.ask('yes, it can still be ridden');
      const r2 = await c.ask('fine, send it');
      expect(r2.state.reports).toHaveLength(1);
      expect(r2.state.reports[0]).toMatchObject({ part: 'brakes', rideable: 'yes', where: 'At a docking station' });
    } finally {
      await c.close();
    }
  });
});
