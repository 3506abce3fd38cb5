/**
 * Values into the page's search and booking widgets (src/parser/form-values.ts; round 13, made
 * strict in round 14). Our own sentences and our own pages (test/sites/larchmere.mjs,
 * test/sites/wrenford.mjs), never a bench set's: the typed values of a turn; a request acts only
 * when every value has exactly one control of the page that takes it for sure and nothing is left
 * over, else the turn is left to the other readings; "search for X" types X into the search box
 * when a menu names X; relative dates read against the host's `today`. Then end to end in real
 * Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { Russ } from '../src/runtime/russ.js';
import { RuntimeConfigError } from '../src/runtime/errors.js';
import { readTasks } from '../src/cli/eval-tasks.js';
import type { SeenControl } from '../src/parser/context.js';
import { asksForResults, placeValues, searchIntoBox, strictFormRequest, valuesIn } from '../src/parser/form-values.js';
import { emptyDialogueState } from '../src/parser/context.js';
import { relativeIsoDay, todayOf } from '../src/parser/dates.js';
import { isoDate } from '../src/runtime/controls.js';
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
  { label: 'Party size', kind: 'number', form: 0, submit: 'Show classes' },
  { label: 'Search the site', hint: 'Type a word', kind: 'text', form: 1, submit: 'Go' },
];
const TRAILERS: SeenControl[] = [
  { label: 'Collect at', kind: 'select', options: ['Dunholm Yard', 'Wexley Yard'], form: 0, submit: 'Find trailers' },
  { label: 'Return at', kind: 'select', options: ['Dunholm Yard', 'Wexley Yard'], form: 0, submit: 'Find trailers' },
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
    expect(asksForResults('How long is the tango class?')).toBe(false);
    expect(asksForResults('Who teaches salsa?')).toBe(false);
  });
});

describe('relative dates against the host’s today', () => {
  // Wednesday 10 March 2027: not the machine's day.
  const today = todayOf('2027-03-10');
  it('reads tomorrow, weekdays and days of the month from the given day', () => {
    expect(relativeIsoDay('tomorrow', today)).toBe('2027-03-11');
    expect(relativeIsoDay('Saturday', today)).toBe('2027-03-13');
    expect(relativeIsoDay('on Wednesday', today)).toBe('2027-03-10');
    expect(relativeIsoDay('next Wednesday', today)).toBe('2027-03-17');
    expect(relativeIsoDay('the 4th', today)).toBe('2027-04-04');
    expect(relativeIsoDay('the twelfth', today)).toBe('2027-03-12');
    expect(relativeIsoDay('Saturday market', today)).toBeUndefined();
    expect(relativeIsoDay('4', today)).toBeUndefined();
  });

  it('the Russ option and the bench files check the day’s format', () => {
    expect(() => new Russ({ adapter: {} as never, today: '27/11/2026' })).toThrow(RuntimeConfigError);
    expect(() => new Russ({ adapter: {} as never, today: '2026-02-30' })).toThrow(/YYYY-MM-DD/);
    const dir = mkdtempSync(join(tmpdir(), 'russ-today-'));
    writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ today: 'tomorrow', tasks: [] }));
    expect(() => readTasks(join(dir, 'tasks.json'))).toThrow(/"today"/);
    writeFileSync(join(dir, 'tasks.json'), JSON.stringify({ today: '2027-03-10', tasks: [] }));
    expect(readTasks(join(dir, 'tasks.json')).today).toBe('2027-03-10');
  });

  it('a date field takes them so (isoDate, with the Russ option’s day)', () => {
    expect(isoDate('tomorrow', '2027-03-10')).toBe('2027-03-11');
    expect(isoDate('the 31st', '2027-04-02')).toBe('2027-05-31');
    expect(isoDate('March 3', '2027-03-10')).toBe('2027-03-03');
  });
});

describe('a request acts only when every value has one sure control', async () => {
  const vectors = await loadWordVectors(join(ROOT, 'models'));
  const state = (controls: SeenControl[], today = '2027-03-10') => ({ ...emptyDialogueState(), controls, today });

  it('places each value in the control and option that takes it, the part of the day by the option’s hours', () => {
    const p = placeValues('tango at the Old Mill in the evening for four', WIDGET, vectors)!;
    expect(p.form).toBe(0);
    expect(p.placed.map((x) => `${x.control.label}=${x.value}`).sort()).toEqual(['Discipline=Tango – milonga night', 'Party size=4', 'Studio=Old Mill Hall', 'When in the day=4–9 pm']);
  });

  it('sets the widget and presses its button', () => {
    const plan = strictFormRequest('Any lindy hop in the morning? There are two of us', state(WIDGET), vectors);
    expect(plan?.kind).toBe('programs');
    expect(show((plan as { programs: Program[] }).programs)).toEqual(['select Discipline = Lindy hop (beginners)', 'click Before 11 am', 'enter Party size = 2', 'click Show classes']);
    const twin = strictFormRequest('I need a trailer from Wexley to Dunholm, what have you got?', state(TRAILERS), vectors);
    expect(show((twin as { programs: Program[] }).programs)).toEqual(['select Collect at = Wexley Yard', 'select Return at = Dunholm Yard', 'click Find trailers']);
  });

  it('leaves the turn to the other readings when a value has two takers, a word is left over, a value is negated or no result is asked for', () => {
    // "Dunholm" with no preposition: both menus take it.
    expect(strictFormRequest('I need a trailer, Dunholm please', state(TRAILERS), vectors)).toBeUndefined();
    // "live band" names nothing of the form.
    expect(strictFormRequest('Any tango with a live band in the evening?', state(WIDGET), vectors)).toBeUndefined();
    expect(strictFormRequest('Anything going at Old Mill, but not in the morning?', state(WIDGET), vectors)).toBeUndefined();
    expect(strictFormRequest('How long is the tango class?', state(WIDGET), vectors)).toBeUndefined();
    // A time no value reads ("at 7") would be left unset.
    expect(strictFormRequest('Any salsa at 7 for two people?', state(WIDGET), vectors)).toBeUndefined();
    // A count into a number box whose label does not say it counts people is no sure fit.
    const dancers = WIDGET.map((c) => (c.label === 'Party size' ? { ...c, label: 'Dancers' } : c));
    expect(strictFormRequest('Any salsa for three of us?', state(dancers), vectors)).toBeUndefined();
  });

  it('"search for X" where a menu names X types X into the search box', () => {
    const shop: SeenControl[] = [
      { label: 'Search the shop', kind: 'text', input: 'search', form: 0, submit: 'Go' },
      { label: 'Category', kind: 'select', options: ['Everything', 'Bikes & e-scooters', 'Helmets and locks'], form: 0, submit: 'Go' },
    ];
    const plan = searchIntoBox('Hello, could you search for helmets please?', state(shop), vectors);
    expect(show((plan as { programs: Program[] }).programs)).toEqual(['enter Search the shop = helmets', 'click Go']);
    // No menu names it: the rules' search (which types it) is left as it is.
    expect(searchIntoBox('search for pumps', state(shop), vectors)).toBeUndefined();
  });
});

interface PageState {
  page: { path: string; query: Record<string, string> };
}

describe.runIf(hasChromium)('round 14: our own widgets in real Chromium (127.0.0.1)', () => {
  // The outdoor centre's menu of days starts on Thursday 26 November 2026: the conversation's today.
  const larchmere = chatSite<PageState>('larchmere.mjs', { today: '2026-11-26' });
  const wrenford = chatSite<PageState>('wrenford.mjs', { today: '2027-03-10' });

  it('an opening request fills the home widget (a menu of days read against today) and submits it', async () => {
    const c = await larchmere.chatOn('/');
    try {
      const r = await c.ask('Hiya, can you find fencing at Harlow on Saturday for 2 people, late in the day?');
      expect(r.state.page).toEqual({ path: '/sessions', query: { act: 'fencing', base: 'harlow', day: '2026-11-28', part: 'dusk', size: '2' } });
      expect(r.status).toBe('done');
    } finally {
      await c.close();
    }
  }, 120_000);

  it('from and to by their labels, a date input from today, a count menu; "search for X" goes to the search box, not the category', async () => {
    let c = await wrenford.chatOn('/');
    try {
      const r = await c.ask('Can you find bikes from Mill Cross to the Old Harbour next Tuesday for three of us?');
      expect(r.state.page).toEqual({ path: '/bikes', query: { from: 'mill', to: 'harbour', date: '2027-03-16', riders: '3' } });
    } finally {
      await c.close();
    }
    c = await wrenford.chatOn('/');
    try {
      const r = await c.ask('Hello, could you search for helmets please?');
      expect(r.state.page).toEqual({ path: '/find', query: { q: 'helmets' } });
    } finally {
      await c.close();
    }
  }, 120_000);
});
