/**
 * Round 19: a page the user opens in a new tab (a spec sheet) and asks about, then a command for the
 * page under it — on a site of our own (test/sites/r19-answer/tabs/larder, the larder's kettle),
 * with real Chromium, through the conversation benchmark's runner:
 * - teacher forcing keeps a tab the turn before rightly opened (the site keeps the page under it in
 *   its state, so the tab's own address is not the expected page): the question is asked of it;
 * - "add it to the basket" on the spec sheet, whose button is on the tab under it: read again there.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe.runIf(hasChromium)('a page opened in a new tab (test/sites/r19-answer/tabs)', () => {
  it('answers from the tab, then acts on the page under it, free-running and teacher-forced', async () => {
    const { evalChat } = await import('../src/cli/eval-chat.js');
    const wrong: string[] = [];
    const said: string[] = [];
    const summary = await evalChat(join(ROOT, 'test/sites/r19-answer/tabs'), {
      browserPath: CHROMIUM_PATH,
      timeout: 15_000,
      onTurn: (r) => {
        if (!r.right) wrong.push(`${r.mode} ${r.session} ${r.turn}: ${r.actions.join('; ')}`);
        if (r.turn === 2) said.push(r.said.join(' '));
      },
    });
    expect(wrong).toEqual([]);
    expect(said.every((s) => s.includes('2 years'))).toBe(true);
    expect(summary.stepAccuracyTeacherForced).toBe(100);
  }, 300_000);
});
