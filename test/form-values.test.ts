/**
 * Round 13: a turn's values into the controls that take them (src/parser/form-values.ts). Our own
 * sentences and our own page (test/sites/larchmere.mjs), never a bench set's: the typed values of a
 * turn, each matched to the control and option that takes it by the page's own words (hours an
 * option writes, a preposition and a label, option words and word vectors), a request that submits
 * the widget, a value two controls take equally asked about; then end to end in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import type { SeenControl } from '../src/parser/context.js';
import { asksForResults, formRequest, placeValues, valuesIn } from '../src/parser/form-values.js';
import { emptyDialogueState } from '../src/parser/context.js';
import { loadWordVectors } from '../src/word-vectors.js';
import type { Program } from '../src/thingtalk/index.js';
import { hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { ROOT } from './helpers.js';

const kinds = (text: string): string[] => valuesIn(text).values.map((v) => `${v.kind}=${v.value}`);
const show = (ps: Program[]): string[] =>
  ps.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string } }; text?: unknown; option?: { value?: string } };
    const text = typeof a.text === 'string' ? a.text : (a.text as { value?: string } | undefined)?.value;
    return `${a.name} ${a.element?.description?.value ?? ''}${a.option ? ` = ${a.option.value}` : ''}${text && a.name !== 'say' ? ` = ${text}` : ''}`.trim();
  });

const WIDGET: SeenControl[] = [
  { label: 'Discipline', kind: 'select', options: ['All', 'Lindy hop (beginners)', 'Tango – milonga night', 'Salsa social'], form: 0, submit: 'Show classes' },
  { label: 'Studio', kind: 'select', options: ['Any', 'Gantry Street Studio', 'Old Mill Hall'], form: 0, submit: 'Show classes' },
  { label: 'When in the day', kind: 'radio', options: ['Before 11 am', '11 am–4 pm', '4–9 pm'], form: 0, submit: 'Show classes' },
  { label: 'Dancers', kind: 'number', form: 0, submit: 'Show classes' },
  { label: 'Search the site', hint: 'Type a word', kind: 'text', form: 1, submit: 'Go' },
];

describe('the typed values of a turn', () => {
  it('reads days, parts of the day, counts, bounds and places said with a preposition', () => {
    expect(kinds('tango at the Old Mill on Friday evening for three of us')).toEqual(['place=Old Mill', 'date=friday', 'part=evening', 'count=3']);
    expect(kinds('me and my cousin fancy salsa tomorrow, nothing over 15 pounds')).toEqual(['count=2', 'date=tomorrow', 'bound=15']);
    expect(kinds('a trailer from Dunholm to the Wexley yard this weekend')).toEqual(['from=Dunholm', 'to=Wexley yard', 'date=this weekend']);
  });

  it('tells a request for results from a question about the page', () => {
    expect(asksForResults('Lindy hop on Thursday, anything going?')).toBe(true);
    expect(asksForResults('do you run any tango classes on Sunday?')).toBe(true);
    expect(asksForResults('what have you got on Monday night?')).toBe(true);
    expect(asksForResults('How long is the tango class?')).toBe(false);
    expect(asksForResults('Who teaches salsa?')).toBe(false);
  });
});

describe('values into the widget by the page’s words', async () => {
  const vectors = await loadWordVectors(join(ROOT, 'models'));
  it('places each value in the control and option that takes it, the part of the day by the option’s hours', () => {
    const p = placeValues('tango at the Old Mill in the evening for four', WIDGET, vectors)!;
    expect(p.form).toBe(0);
    expect(p.placed.map((x) => `${x.control.label}=${x.value}`).sort()).toEqual(['Dancers=4', 'Discipline=Tango – milonga night', 'Studio=Old Mill Hall', 'When in the day=4–9 pm']);
  });

  it('a request sets the widget and presses its button (the page it opens is what the user sees: no spoken list of what was set)', () => {
    const state = { ...emptyDialogueState(), controls: WIDGET };
    const plan = formRequest('Any lindy hop in the morning? There are two of us', state, vectors);
    expect(plan?.kind).toBe('programs');
    const ps = (plan as { programs: Program[] }).programs;
    expect(show(ps)).toEqual(['select Discipline = Lindy hop (beginners)', 'click Before 11 am', 'enter Dancers = 2', 'click Show classes']);
  });

  it('asks when a value fits two controls equally, and leaves a turn no form takes to the other readings', () => {
    const twin: SeenControl[] = [
      { label: 'Collect at', kind: 'select', options: ['Dunholm Yard', 'Wexley Yard'], form: 0, submit: 'Find trailers' },
      { label: 'Return at', kind: 'select', options: ['Dunholm Yard', 'Wexley Yard'], form: 0, submit: 'Find trailers' },
    ];
    const plan = formRequest('I need a trailer, Dunholm please', { ...emptyDialogueState(), controls: twin }, vectors);
    expect(plan?.kind).toBe('ask');
    expect(formRequest('can you find the opening hours?', { ...emptyDialogueState(), controls: WIDGET }, vectors)).toBeUndefined();
  });
});

interface LarchState {
  page: { path: string; query: Record<string, string> };
}

describe.runIf(hasChromium)('round 13: an outdoor centre of our own (real Chromium, 127.0.0.1)', () => {
  const { chatOn } = chatSite<LarchState>('larchmere.mjs');

  it('an opening request fills the home widget and submits it; a turn of values ticks the results page’s filter', async () => {
    const c = await chatOn('/');
    try {
      let r = await c.ask('Hiya, my son and I fancy some fencing at Harlow on Saturday, late in the day. What have you got?');
      expect(r.state.page).toEqual({ path: '/sessions', query: { act: 'fencing', base: 'harlow', day: '2026-11-28', part: 'dusk', size: '2' } });
      expect(r.status).toBe('done');
      r = await c.ask('Only ones with an instructor.');
      expect(r.state.page.query).toEqual({ act: 'fencing', base: 'harlow', day: '2026-11-28', part: 'dusk', size: '2', coach: '1' });
    } finally {
      await c.close();
    }
  }, 120_000);

  it('the header search box is not the widget: a plain search still searches', async () => {
    const c = await chatOn('/');
    try {
      const r = await c.ask("I'm after a compass, can you search compass?");
      expect(r.state.page).toEqual({ path: '/search', query: { q: 'compass' } });
    } finally {
      await c.close();
    }
  }, 120_000);
});
