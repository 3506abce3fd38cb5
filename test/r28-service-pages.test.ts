/**
 * Round 28 (issue 11): a one-sentence task whose service form is on a page of its own, one nav link
 * away under a name the sentence does not say (src/parser/service-form.ts measures a form against the
 * sentence; src/runtime/service-page.ts opens the nav pages and takes the clearly best). Unit tests on
 * the measure, and end to end on our bike shop (test/sites/r28-service/bikes) through the tasks bench
 * in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SeenControl } from '../src/parser/context.js';
import { serviceFit, servicePrograms, statesService } from '../src/parser/service-form.js';
import { printSurface } from '../src/thingtalk/index.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const POST = { form: 1, posts: true } as const;
const workshop: SeenControl[] = [
  { label: 'Search', kind: 'text', form: 0, submit: 'Search' },
  { label: 'Bike type', kind: 'select', options: ['Select', 'City bike', 'Mountain bike', 'Road bike'], submit: 'Book in', ...POST },
  { label: 'Service', kind: 'radio', options: ['Puncture repair', 'Brake tune', 'Full service'], submit: 'Book in', ...POST },
  { label: 'Drop-off day', kind: 'select', options: ['Select', 'Tuesday 1 December', 'Wednesday 2 December'], submit: 'Book in', ...POST },
  { label: 'Your name', kind: 'text', submit: 'Book in', ...POST },
  { label: 'Phone', kind: 'text', input: 'tel', submit: 'Book in', ...POST },
  { label: 'Notes', kind: 'text', multiline: true, submit: 'Book in', ...POST },
];
const hire: SeenControl[] = [
  { label: 'Bike', kind: 'select', options: ['Select', 'City bike', 'E-bike'], submit: 'Start hire', ...POST },
  { label: 'Hire length', kind: 'radio', options: ['1 day', '3 days', '1 week'], submit: 'Start hire', ...POST },
  { label: "Rider's name", kind: 'text', submit: 'Start hire', ...POST },
];
const filter: SeenControl[] = [{ label: 'Kind', kind: 'select', options: ['Any', 'City bikes', 'Mountain bikes'], form: 1, submit: 'Filter', rendersHere: true }];

describe('how well a page form fits a one-sentence task', () => {
  const repair = 'Book a full service for my mountain bike on Wednesday 2 December, name "Ola Berg", phone "07700 900444"';

  it('counts the values the reading places and the options the sentence says, once per control', () => {
    const fit = serviceFit(repair, { controls: workshop })!;
    expect(fit.form).toBe(1);
    expect(fit.submit).toBe('Book in');
    // Bike type, Service, Drop-off day, name, phone: five of six.
    expect(fit.filled).toBe(5);
    expect(fit.score).toBeGreaterThanOrEqual(4.5);
    // The same sentence on the hire form: far less (a name box, a value put where it can go).
    expect(serviceFit(repair, { controls: hire })?.score ?? 0).toBeLessThan(fit.score - 2);
  });

  it('an option counts by its own words, not a placeholder nor a bracketed note', () => {
    const hireFit = serviceFit('Hire a city bike for 3 days for "Tom Lund"', { controls: hire })!;
    // (The bike and the length by their options; the name box by the reading.)
    expect(hireFit.filled).toBeGreaterThanOrEqual(2);
    expect(hireFit.score).toBeGreaterThanOrEqual(2.5);
    const sizes: SeenControl[] = [{ label: 'Size', kind: 'select', options: ['Choose', 'Small (up to a mug)', 'Large (up to 40cm)'], submit: 'Book', ...POST }];
    expect(serviceFit('three large pieces', { controls: sizes })?.score).toBe(1);
    expect(serviceFit('choose one for me', { controls: sizes })).toBeUndefined();
  });

  it('forms that only show a page (a search, a filter sent with GET) are no service', () => {
    expect(serviceFit('Show mountain bikes', { controls: filter })).toBeUndefined();
    expect(serviceFit('Search for "Ola Berg"', { controls: [workshop[0]!] })).toBeUndefined();
  });

  it('fills the form by its fit where the reading gave up: the option whose every word is said, a count into the one number box, then the button', () => {
    const rent: SeenControl[] = [
      { label: 'Instrument', kind: 'select', options: ['Select', 'Violin (3/4 size)', 'Violin (full size)', 'Flute'], submit: 'Start rental', ...POST },
      { label: 'Rental period', kind: 'radio', options: ['3 months', '6 months', '12 months'], submit: 'Start rental', ...POST },
      { label: 'Name of the person renting', kind: 'text', submit: 'Start rental', ...POST },
    ];
    const programs = servicePrograms('Rent a 3/4 size violin for 6 months for "Hana Ito"', { controls: rent }, 1)!.map((p) => printSurface(p));
    expect(programs.join('\n')).toContain('Violin (3/4 size)');
    expect(programs.join('\n')).toContain('6 months');
    expect(programs.join('\n')).toContain('Hana Ito');
    expect(programs[programs.length - 1]).toContain('Start rental');
    const firing: SeenControl[] = [
      { label: 'Number of pieces', kind: 'number', submit: 'Book', ...POST },
      { label: 'Size', kind: 'select', options: ['Choose', 'Small (up to a mug)', 'Large (up to 40cm)'], submit: 'Book', ...POST },
      { label: 'Your name', kind: 'text', submit: 'Book', ...POST },
    ];
    const fired = servicePrograms('Book a firing of 3 large pieces, name "Rosa Quinn"', { controls: firing }, 1)!.map((p) => printSurface(p)).join('\n');
    expect(fired).toMatch(/Number of pieces[\s\S]*3/);
    expect(fired).toContain('Large (up to 40cm)');
    // (A value said that no control takes: the form is left to the reading.)
    expect(servicePrograms('Rent a flute for 6 months from 1 March for "Hana Ito" with code "ZX-9"', { controls: rent }, 1)).toBeUndefined();
  });

  it('a sentence that states a task, or begins with a verb no control has, may be for a service form; a question or a control verb not', () => {
    expect(statesService('Book a restring for my guitar')).toBe(true);
    expect(statesService('Rent a flute for 12 months')).toBe(true);
    expect(statesService('Hire a city bike for 3 days')).toBe(true);
    expect(statesService('Send the studio a message about parties')).toBe(true);
    expect(statesService('What time do you open?')).toBe(false);
    expect(statesService('Click the Workshop link')).toBe(false);
    expect(statesService('Show mountain bikes under £500')).toBe(false);
    expect(statesService('"Ola Berg" in the name box')).toBe(false);
  });
});

describe.runIf(hasChromium)('round 28 service forms end to end (real Chromium, our bike shop)', () => {
  it('opens the nav page whose form fits, fills it and sends it; types nothing into the search; sends nothing for a sentence no form fits', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r28-service'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(4);
    const repair = results.get('full-service')!;
    expect(repair.ok).toBe(true);
    expect(repair.actions[0]).toMatch(/^goto = .*\/workshop$/);
    expect(repair.actions).toContain('choose "Full service"');
    expect(repair.actions[repair.actions.length - 1]).toBe('click "Book in"');
    // "a message about group rides": the contact form's topic, not the gift card's recipient boxes.
    const message = results.get('message-rides')!;
    expect(message.ok).toBe(true);
    expect(message.actions).toContain('select "Topic" = Group rides');
    const hired = results.get('hire-city')!;
    expect(hired.ok).toBe(true);
    expect(hired.actions[0]).toMatch(/^goto = .*\/hire$/);
    for (const r of results.values()) expect(r.actions.join('\n')).not.toMatch(/fill "Search"/);
    // A name, an email and words that fit two forms alike: no form is sent.
    const none = results.get('no-fit')!;
    expect(none.ok).toBe(false);
    expect(none.actions.join('\n')).not.toMatch(/click "(?:Send|Buy gift card)"/);
    expect(summary.unexpectedSends ?? 0).toBe(0);
    expect(summary.wrongSends ?? 0).toBe(0);
  }, 300_000);
});
