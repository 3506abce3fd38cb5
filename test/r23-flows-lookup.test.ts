/**
 * Round 23 (issue 11): a change to an existing record whose one clause also says how to find it.
 * "Cancel appointment "VC-2201" (surname "Ortiz") because my pet has recovered": the clause's
 * reading fills the look-up form (reference, surname) and nothing else; the form only asks (GET)
 * and holds every required field, so it is sent and the rest of the clause — "Cancel appointment
 * because my pet has recovered" — is read on the page it leads to: the one form whose button says
 * the clause's verb, its reason said as words (src/parser/lookup-first.ts; src/runtime/russ.ts
 * `lookupFirst`). A look-up that posts, or one with a required field empty, is never sent so.
 * Unit tests on the reading, and end to end on our vet clinic (test/sites/r23-flows/vets) through
 * Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { afterLookup, verbForm } from '../src/parser/lookup-first.js';
import type { TaskPage } from '../src/parser/task-reading.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('what is left of a clause once its look-up is sent', () => {
  const labels = ['Appointment reference', 'Surname'];
  it('the change, without the values the look-up holds and the words that named them', () => {
    expect(afterLookup('Cancel appointment "VC-2201" (surname "Ortiz") because my pet has recovered', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toEqual({ rest: 'Cancel appointment because my pet has recovered' });
    expect(afterLookup('then move booking AB-12 for the surname Lee to Friday', 'Find booking', ['AB-12', 'Lee'], ['Booking reference', 'Surname'])).toEqual({ rest: 'move booking to Friday' });
  });

  it('a clause that only looks sends the look-up and reads nothing more', () => {
    expect(afterLookup('Check appointment "VC-2201" (surname "Ortiz")', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toEqual({ rest: '' });
  });

  it('not a clause that asks for the look-up itself, types, keeps it unsent, or says none of its values', () => {
    expect(afterLookup('Find appointment "VC-2201" for "Ortiz"', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toBeUndefined();
    expect(afterLookup('Enter "VC-2201" and "Ortiz"', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toBeUndefined();
    expect(afterLookup('Set the term to Spring 2027', 'Search', ['Spring 2027'], ['Term'])).toBeUndefined();
    expect(afterLookup("Cancel appointment VC-2201 (surname Ortiz) but don't send it", 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toBeUndefined();
    expect(afterLookup('Cancel my appointment', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toBeUndefined();
  });

  it('not a word typed into a search box: a record is found by a reference, a quoted value or one its label names', () => {
    expect(afterLookup('Book a full service + MOT for my car', 'Search', ['+ MOT'], ['Search services'])).toBeUndefined();
    expect(afterLookup('Cancel appointment VC-2201 for Ortiz', 'Find appointment', ['VC-2201', 'Ortiz'], labels)).toBeUndefined();
    expect(afterLookup("Book an MOT for my car on Monday 7 December at 8:00, I'll wait", 'Get started', ["Monday 7 December at 8:00, I'll wait"], ['Your registration'])).toBeUndefined();
  });
});

describe('the form whose button says the verb, its choices said as words', () => {
  const page: TaskPage = {
    controls: [
      { label: 'Appointment reference', kind: 'text', value: 'VC-2201', form: 0, submit: 'Find appointment' },
      { label: 'Why are you cancelling?', kind: 'select', options: ['Choose a reason', 'Pet has recovered', 'Booked elsewhere', 'Wrong date', 'Other'], value: 'Choose a reason', form: 1, submit: 'Cancel appointment', posts: true },
    ],
    buttons: ['Find appointment', 'Cancel appointment'],
    links: ['Change the time'],
  };
  it('the reason chosen, then the button', () => {
    const programs = verbForm('Cancel appointment because my pet has recovered', page)!;
    expect(programs.map((p) => p.action)).toMatchObject([
      { name: 'select', option: { value: 'Pet has recovered' } },
      { name: 'click', element: { description: { value: 'Cancel appointment' } } },
    ]);
  });

  it('not when the menu would be sent at its prompt, or no one form says the verb', () => {
    expect(verbForm('Cancel appointment', page)).toBeUndefined();
    expect(verbForm('Withdraw the claim because it was settled', page)).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 23 changes to a record found by a look-up, end to end (real Chromium, our vet clinic)', () => {
  it('the look-up is sent before the change; a posting or half-filled look-up is not', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r23-flows/vets'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    // (main 402753c: the look-up filled and left unsent, the appointment booked.)
    expect(results.get('cancel-found')).toMatchObject({ ok: true });
    expect(results.get('cancel-found')!.actions).toEqual(expect.arrayContaining(['click "Find appointment"', 'select "Why are you cancelling?" = Pet has recovered', 'click "Cancel appointment"']));
    expect(results.get('look-only')).toMatchObject({ ok: true });
    // A look-up with its surname empty is not sent, and nothing is cancelled.
    const half = results.get('half-filled-kept')!;
    expect(half.ok).toBe(false);
    expect(half.actions.join('\n')).not.toContain('Cancel appointment');
    // A look-up that posts is never sent to find the record.
    const posting = results.get('posting-lookup-kept')!;
    expect(posting.ok).toBe(false);
    expect(posting.actions.join('\n')).not.toContain('Open claim');
  }, 300_000);
});
