/**
 * Round 25, a task on our pottery studio (test/sites/r25-values-tasks) in real Chromium: "with my
 * name and email" fills both of the user's values from `answers` — the e-mail into the
 * `type="email"` box too, not the name alone; "for just me" sets People to 1 (src/parser/task-reading.ts `extract`).
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe.runIf(hasChromium)("round 25 the user's own details said as a list (real Chromium, our pottery studio)", () => {
  it('types the name and the e-mail from the answers, then books', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r25-values-tasks'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions }) });
    expect(summary.tasks).toBe(2);
    expect(results.get('name-and-email')!.actions.join('\n')).toContain('ada.quinn@example.com');
    expect(results.get('name-and-email')).toMatchObject({ ok: true });
    // "for just me": People set to 1 (it starts at 2).
    expect(results.get('just-me')).toMatchObject({ ok: true });
  }, 300_000);
});
