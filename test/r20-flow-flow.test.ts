/**
 * Round 20 (issue 11): a one-sentence task that names an item and gives several values for the
 * pages after it ("Book the Echo Room on 15 December at 18:00 for 2 hours for 4 players, name …,
 * email …, and confirm"). The item's link is clicked by the clause's words; the values are then
 * carried page by page (src/parser/task-flow.ts `flowStep` with `opened`): a day said picks the one
 * link of a page's date links, a form that posts or whose button goes on takes the values it can,
 * a count no label names goes into the form's one number box, a page that takes none of the values
 * left is left by its one onward button, the site's search box never takes a value, and a value
 * no page takes ends the run with a typed failure. Unit tests on page readings, and end to end on
 * our rehearsal studio (test/sites/r20-flow/studio) through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flowNamed, flowStep } from '../src/parser/task-flow.js';
import type { SeenControl } from '../src/parser/context.js';
import type { TaskPage } from '../src/parser/task-reading.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const TASK = 'Book the Echo Room on 15 December at 18:00 for 2 hours for 4 players, name "Kai Moss", email "kai@moss.band", and confirm';
const search: SeenControl = { kind: 'text', label: 'Search rooms', form: 0, submit: 'Search' };
const DAYS = ['Mon 14 Dec', 'Tue 15 Dec', 'Wed 16 Dec', 'Thu 17 Dec'];
const room: TaskPage = {
  controls: [search, { kind: 'select', label: 'Start time', options: ['16:00', '17:00', '18:00'], value: '16:00', form: 1, submit: 'Continue' }, { kind: 'select', label: 'Length', options: ['1 hour', '2 hours', '3 hours'], value: '1 hour', form: 1, submit: 'Continue' }],
  links: ['Home', 'Rooms', 'My bookings', ...DAYS],
  buttons: ['Search', 'Continue'],
};
const details: TaskPage = {
  controls: [search, { kind: 'text', label: 'Your name', form: 1, submit: 'Review booking', posts: true }, { kind: 'text', label: 'Email', form: 1, submit: 'Review booking', posts: true }, { kind: 'number', label: 'Number of players', value: '1', form: 1, submit: 'Review booking', posts: true }],
  links: ['Home', 'Rooms', 'My bookings'],
  buttons: ['Search', 'Review booking'],
};
const said = (move: ReturnType<typeof flowStep>): string[] => (move?.kind === 'fill' ? move.programs.map((p) => JSON.stringify(p.action)) : []);

describe('a flow carried on from an item the clause opened', () => {
  const named = flowNamed(TASK, room, ['Echo Room']);

  it('the item\'s own words are placed: the values left are the day, time, length, players, name and e-mail', () => {
    expect(named).toEqual(['echo room']);
  });

  it('a day said picks the one date link that says it, before the form', () => {
    expect(flowStep(TASK, room, new Set(named), false, true)).toEqual({ kind: 'pick', name: 'Tue 15 Dec', placed: ['15 december'] });
  });

  it('then the room\'s form takes the time and the length and goes on; the search box takes nothing', () => {
    const move = flowStep(TASK, room, new Set([...named, '15 december']), false, true);
    expect(move?.kind).toBe('fill');
    const acts = said(move).join('\n');
    expect(acts).toContain('"Start time"');
    expect(acts).toContain('2 hours');
    expect(acts).toContain('"Continue"');
    expect(acts).not.toContain('Search rooms');
  });

  it('the count no label names goes into the form\'s one number box', () => {
    const move = flowStep(TASK, details, new Set([...named, '15 december', '18:00', '2 hours']), false, true);
    const acts = said(move).join('\n');
    expect(acts).toContain('"Number of players"');
    expect(acts).toContain('"4"');
    expect(acts).toContain('Kai Moss');
    expect(acts).toContain('"Review booking"');
  });

  it('a page whose form takes none of the values left is left by its onward button', () => {
    const pod: TaskPage = { controls: [search, { kind: 'radio', label: 'Session', options: ['Evening session (6pm–10pm)'], value: 'Evening session (6pm–10pm)', form: 1, submit: 'Continue' }], links: ['My bookings', ...DAYS], buttons: ['Search', 'Continue'] };
    const task = 'Book the Booth Pod for Wednesday 16 December, booked by "Lena Ortiz", email "lena@ortiz.fm", and confirm';
    expect(flowStep(task, pod, new Set(['booth pod', 'wednesday 16 december']), false, true)).toEqual({ kind: 'onward', name: 'Continue' });
  });

  it('a value that no form of the page takes is not typed into the search box, and "My bookings" is not a "book" link', () => {
    const review: TaskPage = { controls: [search], links: ['Home', 'Rooms', 'My bookings', 'Start again'], buttons: ['Search', 'Confirm booking'] };
    const task = 'Book the Echo Room on 15 December, name "Kai Moss", voucher "RIFF10", and confirm';
    expect(flowStep(task, review, new Set(['echo room', '15 december', 'kai moss']), false, true)).toBeUndefined();
  });

  it('on a page with fewer than three date links, or a date field, no link is picked', () => {
    const two: TaskPage = { ...room, links: ['Tue 15 Dec', 'Wed 16 Dec'] };
    expect(flowStep(TASK, two, new Set(named), false, true)?.kind).not.toBe('pick');
    const field: TaskPage = { ...room, controls: [...room.controls, { kind: 'date', label: 'Day', form: 1, submit: 'Continue' }] };
    expect(flowStep(TASK, field, new Set(named), false, true)?.kind).not.toBe('pick');
  });
});

describe.runIf(hasChromium)('round 20 flows end to end (real Chromium, our rehearsal studio)', () => {
  it('the two bookings are made over their pages; a value no page takes is a typed failure, and nothing is booked', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r20-flow/studio'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(3);
    expect(results.get('echo-kai')).toMatchObject({ ok: true });
    expect(results.get('pod-lena')).toMatchObject({ ok: true });
    const refused = results.get('echo-voucher-refused')!;
    expect(refused.code).toBe('E_STEP_PARSE');
    expect(refused.actions.join('\n')).not.toContain('Confirm booking');
    expect(refused.actions.join('\n')).not.toContain('Search rooms');
  }, 300_000);
});
