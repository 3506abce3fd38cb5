/**
 * Round 23: the control of a row chosen by its item's name.
 *
 * - A one-sentence task's "remove the Chain Oil" on a basket whose lines name their item only by a
 *   link to its page and each has a plain "Remove": the row's words are its cells and its other
 *   controls' (the item's link), so the line whose link says the words is the one
 *   (src/parser/task-reading.ts `readRowOnPage`).
 *
 * - A turn's "The bike fit one, I want to cancel it", "I've also got a wheel true on Thursday, can
 *   you cancel that one": the row named before the sentence's last comma, the row's control the verb
 *   after it means (src/parser/row-reference.ts, context.ts `namedThenItComma`).
 *
 * Unit tests on the readings, and end to end on our bike-parts shop (test/sites/r23-rows/shop) in
 * real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRowOnPage } from '../src/parser/task-reading.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { chatSite } from './chat-site.js';
import { ROOT } from './helpers.js';

describe("a row's control named by the item its link names", () => {
  const rows = [
    { cells: ['£7.99'], controls: ['Trail Pump Mini', 'Update', 'Remove'] },
    { cells: ['£5.50'], controls: ['Chain Oil 100ml', 'Update', 'Remove'] },
  ];
  const page = { controls: [], rows };

  it('is the control in the row whose link holds the words, the link naming the row', () => {
    const read = readRowOnPage({ text: 'Remove the Chain Oil.', last: true }, page);
    expect(read?.programs[0]?.action).toMatchObject({ name: 'click', element: { description: { value: 'Remove' }, in: { description: { value: 'Chain Oil 100ml' } } } });
  });

  it('is nothing when no row or several rows say the words', () => {
    expect(readRowOnPage({ text: 'Remove the saddle.', last: true }, page)).toBeUndefined();
    const twin = { controls: [], rows: [...rows, { cells: ['£6.00'], controls: ['Chain Oil 50ml', 'Update', 'Remove'] }] };
    expect(readRowOnPage({ text: 'Remove the chain oil', last: true }, twin)).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 23 rows end to end (real Chromium, our bike-parts shop)', () => {
  it('removes the basket line the task names by its item link; a line not there is not guessed', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r23-rows/shop'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(3);
    expect(results.get('remove-oil')).toMatchObject({ ok: true, actions: ['click "Remove"'] });
    expect(results.get('remove-pads')).toMatchObject({ ok: true });
    // No line says "saddle": no Remove pressed, a typed refusal.
    const absent = results.get('remove-absent')!;
    expect(absent.ok).toBe(false);
    expect(absent.code).toMatch(/^E_/);
    expect(absent.actions.join('\n')).not.toContain('click "Remove"');
  }, 300_000);

  const { state, chatOn } = chatSite<{ page: { path: string } }>('r23-rows/shop/server.mjs');

  it('opens the Cancel of the row named before the comma', async () => {
    const { ask, goto, close } = await chatOn('/bookings');
    try {
      await ask('The bike fit one, I want to cancel it.');
      expect(state().page.path).toBe('/bookings/fit/cancel');
      await goto('/bookings');
      await ask("I've also got a wheel true on Thursday, can you cancel that one");
      expect(state().page.path).toBe('/bookings/true/cancel');
    } finally {
      await close();
    }
  }, 120_000);
});
