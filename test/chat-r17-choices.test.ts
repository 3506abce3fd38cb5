/**
 * Round 17: a turn that only says a choice the page offers (src/parser/choices.ts), whatever the
 * page's widget for it — a row of links that reload the page with the choice in the address, a
 * dropdown, a grid of times as links or buttons, a strip of days — matched by meaning: size words
 * to size codes, quantities with units in words, an option's own words, an order over the options,
 * clock times and days. Our own pages and sentences (test/sites/chat17), never a bench set's.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { emptyDialogueState, type DialogueState, type SeenControl } from '../src/parser/context.js';
import { choiceGroups, choiceLabel, choiceTurn, dayTurn, slotTurn, viewsOnly } from '../src/parser/choices.js';
import { timeTurn } from '../src/parser/times.js';
import type { Program } from '../src/thingtalk/ast.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const O = 'http://127.0.0.1:9';
const page = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), ...over });
const show = (p: Program[] | undefined): string[] | undefined =>
  p?.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string }; type?: string }; option?: { value?: string }; text?: string };
    return a.name === 'say' ? `say ${a.text}` : `${a.name} ${a.element?.description?.value ?? ''}${a.option ? ` = ${a.option.value}` : ''}`.trim();
  });

// A coat's page: sizes and colours as links to this same page, the chosen ones as text.
const coat = page({
  visited: [`${O}/p/oilskin?colour=olive`],
  links: [
    { name: 'Outerwear', url: `${O}/c/outerwear` },
    { name: 'XS – £80', url: `${O}/p/oilskin?size=XS&colour=olive` },
    { name: 'S – £80', url: `${O}/p/oilskin?size=S&colour=olive` },
    { name: 'L – £95', url: `${O}/p/oilskin?size=L&colour=olive` },
    { name: 'XL – £99', url: `${O}/p/oilskin?size=XL&colour=olive` },
    { name: '● Dark Navy', url: `${O}/p/oilskin?colour=dark-navy` },
    { name: '● Navy', url: `${O}/p/oilskin?colour=navy` },
    { name: '● Ochre', url: `${O}/p/oilskin?colour=ochre` },
    { name: 'Small dog coats', url: `${O}/c/dog-coats?size=small` },
  ],
});

describe('the page\'s choice groups', () => {
  it('are the links that differ from this address in one query key, with their values', () => {
    const groups = choiceGroups(coat);
    const size = groups.find((g) => g.key === 'size' && g.choices.some((c) => c.value === 'XL'));
    expect(size?.choices.map((c) => c.value)).toEqual(['XS', 'S', 'L', 'XL']);
    // The colour the address holds now is the group's chosen option.
    expect(groups.find((g) => g.key === 'colour')?.choices.map((c) => `${c.value}${c.current ? ' (chosen)' : ''}`)).toEqual(['dark-navy', 'navy', 'ochre', 'olive (chosen)']);
    expect(choiceLabel('● Dark Navy')).toBe('Dark Navy');
    expect(choiceLabel('2.5L - £59.99')).toBe('2.5L');
  });
});

describe('a value said for a choice', () => {
  it('matches size words to size codes: small is S (not XS), extra large is XL', () => {
    expect(show(choiceTurn('size small', coat))).toEqual(['click S – £80']);
    expect(show(choiceTurn('extra large then', coat))).toEqual(['click XL – £99']);
    expect(show(choiceTurn('the extra small one please', coat))).toEqual(['click XS – £80']);
    // No medium is offered as a link: nothing to pick.
    expect(choiceTurn('medium', coat)).toBeUndefined();
  });

  it('matches an option\'s own words, the fullest first, and two groups in one turn', () => {
    expect(show(choiceTurn('can I see it in navy', coat))).toEqual(['click ● Navy']);
    expect(show(choiceTurn('dark navy', coat))).toEqual(['click ● Dark Navy']);
    expect(show(choiceTurn('large, in ochre', coat))).toEqual(['click L – £95', 'click ● Ochre']);
  });

  it('matches quantities said with their unit in words', () => {
    const bag = page({ visited: [`${O}/p/oats`], links: [{ name: '500g', url: `${O}/p/oats?w=500g` }, { name: '2kg', url: `${O}/p/oats?w=2kg` }, { name: '2.5kg', url: `${O}/p/oats?w=2.5kg` }] });
    expect(show(choiceTurn('the two kilo bag', bag))).toEqual(['click 2kg']);
    expect(show(choiceTurn('two and a half kilos', bag))).toEqual(['click 2.5kg']);
    expect(show(choiceTurn('half a kilo', bag))).toEqual(['click 500g']);
    expect(choiceTurn('three kilos', bag)).toBeUndefined();
    const tin: SeenControl = { label: 'Tin', hint: 'tin', kind: 'select', options: ['500ml - £9', '1L - £15', '2.5L - £30'], value: '1L - £15', form: 0, submit: 'Update' };
    expect(show(choiceTurn('half a litre', page({ visited: [`${O}/p/varnish?tin=1L`], controls: [tin] })))).toEqual(['select Tin = 500ml - £9', 'click Update']);
    expect(show(choiceTurn('half a litre', page({ visited: [`${O}/p/varnish`], controls: [tin] })))).toEqual(['select Tin = 500ml - £9']);
    expect(show(choiceTurn('the one litre', page({ visited: [`${O}/p/varnish?tin=1L`], controls: [tin] })))).toEqual(['say Tin is already 1L - £15.']);
  });

  it('ranks ordered options for "the biggest", "the smallest", "the cheapest"', () => {
    expect(show(choiceTurn('the biggest size', coat))).toEqual(['click XL – £99']);
    expect(show(choiceTurn('the smallest one', coat))).toEqual(['click XS – £80']);
    const two = page({ visited: [`${O}/p/rug`], links: [{ name: '60 x 90cm – £40', url: `${O}/p/rug?s=a` }, { name: '120 x 170cm – £120', url: `${O}/p/rug?s=b` }] });
    expect(show(choiceTurn('the cheapest', two))).toEqual(['click 60 x 90cm – £40']);
  });

  it('says so when the value said is the one the page shows now (its address holds it)', () => {
    expect(show(choiceTurn('olive', coat))).toEqual(['say Colour is already olive.']);
    const big = { ...coat, visited: [`${O}/p/oilskin?colour=olive&size=XL`], links: coat.links!.filter((l) => !l.name.startsWith('XL')).map((l) => ({ ...l, url: l.url.replace('colour=olive', 'colour=olive') })) };
    expect(show(choiceTurn('the biggest size', big))).toEqual(['say Size is already XL.']);
    expect(show(choiceTurn('the smallest size', big))).toEqual(['click XS – £80']);
  });

  it('leaves an option the page says cannot be had to the readers that say so', () => {
    const finish: SeenControl = { label: 'Finish', hint: 'finish', kind: 'radio', options: ['Black — $40.00', 'Tan leather — $45.00 · Out of stock'], form: 0 };
    expect(choiceTurn('tan leather', page({ visited: [`${O}/part/1`], controls: [finish] }))).toBeUndefined();
    expect(show(choiceTurn('black', page({ visited: [`${O}/part/1`], controls: [finish] })))).toEqual(['click Black — $40.00']);
  });

  it('refuses a value two options match equally, a turn that says more, and a page with no choice', () => {
    const twice = page({ visited: [`${O}/p/mug`], links: [{ name: 'Natural', url: `${O}/p/mug?glaze=natural` }, { name: 'Speckled', url: `${O}/p/mug?glaze=speckled` }, { name: 'Natural', url: `${O}/p/mug?handle=natural` }, { name: 'Black', url: `${O}/p/mug?handle=black` }] });
    expect(choiceTurn('natural', twice)).toBeUndefined();
    expect(choiceTurn('navy and send it to my sister in Leeds', coat)).toBeUndefined();
    expect(choiceTurn('large', page({ visited: [`${O}/about`], links: [{ name: 'Our story', url: `${O}/story` }] }))).toBeUndefined();
  });
});

// A grid of times: links to book them, taken ones disabled (not among the buttons one can press).
const grid = page({
  visited: [`${O}/book?day=2027-03-04`],
  links: [
    { name: '9:00am with Ines Alvarez', url: `${O}/book/confirm?time=09:00&mech=ines` },
    { name: '9:00am with Bram Okafor', url: `${O}/book/confirm?time=09:00&mech=bram` },
    { name: '2:15pm with Ines Alvarez', url: `${O}/book/confirm?time=14:15&mech=ines` },
    { name: '3:40pm with Bram Okafor', url: `${O}/book/confirm?time=15:40&mech=bram` },
    { name: 'Wed 3 Mar', url: `${O}/book?day=2027-03-03` },
    { name: 'Fri 5 Mar', url: `${O}/book?day=2027-03-05` },
    { name: 'Mon 8 Mar', url: `${O}/book?day=2027-03-08` },
    { name: 'Next week ›', url: `${O}/book?week=2` },
  ],
  buttonsOn: ['Search'],
});

describe('a time said where the page offers times as links or buttons', () => {
  it('is the one link of that time (the afternoon one when only it is offered)', () => {
    expect(show(slotTurn('quarter past two then', grid))).toEqual(['click 2:15pm with Ines Alvarez']);
    expect(show(slotTurn('book the twenty to four', grid))).toEqual(['click 3:40pm with Bram Okafor']);
  });

  it('is one of two at that time only when the turn names whose', () => {
    expect(slotTurn('nine o\'clock', grid)).toBeUndefined();
    expect(show(slotTurn('nine o\'clock with Bram', grid))).toEqual(['click 9:00am with Bram Okafor']);
  });

  it('is told by its address when the links of two people share a name ("15:00" under each)', () => {
    const two = page({
      visited: [`${O}/cuts?day=2027-03-04`],
      links: [
        { name: '13:00', url: `${O}/cut?who=ana&at=13:00` },
        { name: '15:00', url: `${O}/cut?who=ana&at=15:00` },
        { name: '15:00', url: `${O}/cut?who=leo&at=15:00` },
      ],
    });
    expect(slotTurn('three o\'clock', two)).toBeUndefined();
    expect(slotTurn('three o\'clock with Leo', two)?.map((p) => p.action)).toEqual([{ kind: 'action', name: 'goto', url: `${O}/cut?who=leo&at=15:00` }]);
    expect(show(slotTurn('one o\'clock', two))).toEqual(['click 13:00']);
  });

  it('is a button of the grid when the free times are buttons, never a disabled one', () => {
    const buttons = page({ visited: [`${O}/move`], buttonsOn: ['9:30am', '11:00am', 'Search'] });
    expect(show(slotTurn('eleven works', buttons))).toEqual(['click 11:00am']);
    expect(slotTurn('ten o\'clock', buttons)).toBeUndefined();
  });

  it('leaves a question, a time with other words, and "the one" to other readers', () => {
    expect(slotTurn('is quarter past two free?', grid)).toBeUndefined();
    expect(slotTurn('quarter past two and add a chain clean', grid)).toBeUndefined();
    expect(slotTurn('the one', grid)).toBeUndefined();
  });
});

describe('a question that ranks the times a page offers as links or buttons', () => {
  const shown = { ...grid, texts: ['Thursday 4 March'] };
  it('answers "the earliest", "the latest he has", "what\'s free in the afternoon?" from the offered times', () => {
    expect(show(timeTurn('what\'s the earliest on Thursday', 'What\'s the earliest on Thursday?', shown)?.programs)).toEqual(['say 9:00am with Ines Alvarez']);
    expect(show(timeTurn('what\'s the latest she has', 'What\'s the latest she has?', shown)?.programs)).toEqual(['say 3:40pm with Bram Okafor']);
    expect(show(timeTurn('what\'s the earliest he\'s got', 'What\'s the earliest he\'s got?', shown)?.programs)).toEqual(['say 9:00am with Ines Alvarez']);
    expect(show(timeTurn('what\'s free in the afternoon', 'What\'s free in the afternoon?', shown)?.programs)).toEqual(['say Free: 2:15pm with Ines Alvarez, 3:40pm with Bram Okafor.']);
    const buttons = page({ visited: [`${O}/move`], buttonsOn: ['9:30am', '11:00am', '1:30pm'] });
    expect(show(timeTurn('what\'s free in the morning', 'What\'s free in the morning?', buttons)?.programs)).toEqual(['say Free: 9:30am, 11:00am.']);
  });

  it('is no answer for a day the page does not show', () => {
    expect(timeTurn('what\'s the earliest on Friday', 'What\'s the earliest on Friday?', shown)).toBeUndefined();
  });
});

describe('a day said where the page offers days as links', () => {
  it('is the link of that weekday and day of the month', () => {
    expect(show(dayTurn('anything on Friday', grid))).toEqual(['click Fri 5 Mar']);
    expect(show(dayTurn('Monday the 8th, after work', grid))).toEqual(['click Mon 8 Mar']);
    expect(show(dayTurn('can I go on the 3rd instead', grid))).toEqual(['click Wed 3 Mar']);
    expect(show(dayTurn('what about tomorrow', { ...grid, today: '2027-03-04' }))).toEqual(['click Fri 5 Mar']);
  });

  it('is nothing for a day not shown, a weekday and a day that disagree, or a time said too', () => {
    expect(dayTurn('Tuesday', grid)).toBeUndefined();
    expect(dayTurn('Friday the 8th', grid)).toBeUndefined();
    expect(dayTurn('Friday at ten', grid)).toBeUndefined();
  });

  it('only shows another view of this page, which a question may do', () => {
    expect(viewsOnly(dayTurn('anything on Friday', grid)!, grid)).toBe(true);
    expect(viewsOnly(slotTurn('quarter past two', grid)!, grid)).toBe(false);
  });
});

describe.runIf(hasChromium)('round 17 choices end to end (real Chromium, test/sites/chat17)', () => {
  it('every session of our sites ends in its expected state', async () => {
    const { evalChat } = await import('../src/cli/eval-chat.js');
    const wrong: string[] = [];
    const summary = await evalChat(join(ROOT, 'test/sites/chat17'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTurn: (r) => { if (!r.right) wrong.push(`${r.mode} ${r.site}/${r.session} ${r.turn}: ${r.actions.join('; ')}`); } });
    expect(wrong).toEqual([]);
    expect(summary.taskSuccess).toBe(100);
  }, 300_000);
});
