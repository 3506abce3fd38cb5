/**
 * Round 27 (issue 11): signing in said as a clause of a task. The clause read (src/parser/sign-in.ts:
 * the values said after "with"/"as"/"password", the user's own for "your details", the rest of the
 * task after it), the page's sign-in form found by structure (src/runtime/sign-in-form.ts), and end
 * to end through Russ.run in real Chromium on our town library (test/sites/r27-signin/library): an
 * account behind a sign-in gate whose nav also shows "Log in" and whose header has a search.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namesFormControl, signInLink, signInSaid } from '../src/parser/sign-in.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a sign-in said as a clause', () => {
  it('reads who signs in and the password said', () => {
    expect(signInSaid('Sign in with pat@example.com and the password Ink-Well-2026')).toMatchObject({ who: 'pat@example.com', password: 'Ink-Well-2026' });
    expect(signInSaid('Sign in as jo@example.com with password Blue-Kettle-42, set the size to Medium and save')).toMatchObject({ who: 'jo@example.com', password: 'Blue-Kettle-42', head: 'Sign in as jo@example.com with password Blue-Kettle-42', rest: 'set the size to Medium and save' });
    expect(signInSaid('Sign in with "lee@example.com" and "pa55word".')).toMatchObject({ who: 'lee@example.com', password: 'pa55word' });
    expect(signInSaid('Log in with card number 2900112233 and the PIN "Fern-Owl-81"')).toMatchObject({ who: '2900112233', password: 'Fern-Owl-81' });
  });

  it('the user\'s own values: nothing said, "your details", "your email and password"', () => {
    for (const t of ['Sign in', 'Sign in with your details', 'Log in with your customer ID and password.', 'Sign in with your email and password']) {
      const s = signInSaid(t)!;
      expect(s.who).toBeUndefined();
      expect(s.password).toBeUndefined();
      expect(s.rest).toBeUndefined();
    }
  });

  it('the rest of the task after it, however joined', () => {
    expect(signInSaid('Sign in and find out when your holiday stop ends')).toEqual({ head: 'Sign in', rest: 'find out when your holiday stop ends' });
    expect(signInSaid('Sign in with your details, then select Weekly under Newsletter and save')?.rest).toBe('select Weekly under Newsletter and save');
  });

  it('no sign-in: another verb, another way of signing in, "your email" as who', () => {
    expect(signInSaid('Sign up for the weekend plan')).toBeUndefined();
    expect(signInSaid('Sign in using Google')).toBeUndefined();
    expect(signInSaid('Click Sign in at the top')).toBeUndefined();
    expect(signInSaid('Sign in with email and the password x')).toBeUndefined();
  });

  it('the page\'s one sign-in link by its whole name', () => {
    expect(signInLink(['Home', 'Log in', 'Help'])).toBe('Log in');
    expect(signInLink(['Home', 'Sign in', 'Sign in'])).toBe('Sign in');
    expect(signInLink(['Sign in', 'Log in'])).toBeUndefined();
    expect(signInLink(['Sign in to comment'])).toBeUndefined();
  });

  it('a later clause that names another control of the form keeps the form for the clauses', () => {
    expect(namesFormControl(['tick Remember my customer number first'], ['Remember my customer number'])).toBe(true);
    expect(namesFormControl(['check Email and SMS under Delivery updates and save'], ['Remember me'])).toBe(false);
    expect(namesFormControl(['save'], [])).toBe(false);
  });
});

describe.runIf(hasChromium)('round 27 sign-in end to end (real Chromium, our town library)', () => {
  it('signs in on the gate\'s form, with the values said or the user\'s own, then goes on with the task', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r27-signin/library'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(5);
    const said = results.get('said-values')!;
    expect(said).toMatchObject({ ok: true });
    // (The card number into its own box, not into the PIN box the parser named.)
    expect(said.actions.join('\n')).toMatch(/Library card number/);
    const renew = results.get('own-then-renew')!;
    expect(renew).toMatchObject({ ok: true });
    // (The form's own button, not the nav's link; the header search never used.)
    expect(renew.actions.join('\n')).not.toContain('Search');
    expect(results.get('details-alerts')).toMatchObject({ ok: true });
    const home = results.get('from-home-link')!;
    expect(home).toMatchObject({ ok: true });
    expect(home.actions[0]).toMatch(/click "Log in"/);
    // (Boxes an earlier clause filled, and a last clause "log in" that says no values: its own press, nothing asked.)
    const typed = results.get('typed-then-log-in')!;
    expect(typed).toMatchObject({ ok: true });
    expect(typed.actions.filter((a) => a.startsWith('fill'))).toHaveLength(2);
  }, 300_000);
});
