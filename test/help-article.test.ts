/**
 * A help article written the way help centers write them — notes between the steps, containers
 * ("In the menu on the left", "Under Email", "In the dialog that opens"), several actions in one
 * sentence, quoted values, a slider, a key press, a bare host — followed as written: the real
 * parser, the real grounding, real Chromium (Playwright), a site served on 127.0.0.1. The checks
 * are what reached the server, and that notes were never acted on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import type { Dialogue } from '../src/runtime/dialogue.js';
import { Russ, type RunError } from '../src/runtime/russ.js';
import type { StepEvent } from '../src/runtime/types.js';
import { hasChromium, launchPlaywright, serveDir, type TestServer } from './browser.js';
import { fields, SITE_DIR } from './sites/server.js';

/** The Acme Cloud site (test/sites/acme) and its form endpoints. */
function serveAcme(): Promise<TestServer> {
  return serveDir(SITE_DIR, (req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const redirect = (to: string): boolean => (res.writeHead(303, { location: to }).end(), true);
    if (path === '/') return redirect('/acme/index.html');
    if (req.method === 'POST' && path === '/acme/signin') return redirect('/acme/profile.html');
    if (req.method === 'POST' && path === '/acme/notifications') return redirect('/acme/notifications.html?saved=1');
    if (req.method === 'POST' && path === '/acme/export') {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>Export started</title><h1>Your export has started</h1><p>We will email you when it is ready.</p>');
      return true;
    }
    return false;
  });
}

describe.runIf(hasChromium)('a help-center article, as written', () => {
  let site: TestServer;
  let adapter: PlaywrightAdapter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    site = await serveAcme();
    const browser = await launchPlaywright();
    adapter = new PlaywrightAdapter(await browser.newPage(), { timeout: 15_000 });
    close = () => browser.close();
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('runs all 15 steps and the server sees exactly what the article asked for', async () => {
    const host = site.base.replace(/^http:\/\//, '');
    const article = `How to export your notification settings

1. Go to ${host}
2. Enter your email and password, then click Sign in.
3. You are now signed in.
4. In the menu on the left, click Notifications.
5. Under Email, check Weekly digest.
6. Set the Alert volume slider to 80.
7. Select Weekly from the Digest frequency dropdown.
8. Click Save changes.
9. Your changes are saved automatically.
10. In the menu on the left, click Export.
11. Click Export data.
12. In the dialog that opens, select JSON as the format.
13. Type "Quarterly backup" in the Label field and press Enter.
14. This may take a few minutes.
15. Go back to the previous page.`;
    const asked: string[] = [];
    const said: string[] = [];
    const answers: Record<string, string> = { email: 'sam@example.net', password: 'pw-77aa' };
    const dialogue: Dialogue = { ask: (key) => (asked.push(key), answers[key.toLowerCase()]), say: (t) => void said.push(t) };
    const russ = new Russ({ adapter, dialogue, allowedOrigins: [site.base], elementTimeout: 4000 });
    let trace: StepEvent[];
    try {
      trace = await russ.run(article);
    } catch (err) {
      const e = err as RunError;
      throw new Error(`${e.message} [${e.code}]\n${JSON.stringify(e.trace?.map((t) => [t.instruction, t.program?.surface, t.action, t.element?.name, t.status]), null, 1)}`);
    }
    // The server saw the sign-in, the settings and the export, with the values the article gave.
    const posts = site.posts.map((p) => ({ url: p.url, body: fields(p.body) }));
    expect(posts).toEqual([
      { url: '/acme/signin', body: { email: 'sam@example.net', password: 'pw-77aa' } },
      { url: '/acme/notifications', body: { email_digest: 'on', sms_alerts: 'on', volume: '80', frequency: 'Weekly' } },
      { url: '/acme/export', body: { format: 'JSON', label: 'Quarterly backup' } },
    ]);
    // "Quarterly backup" was typed as written: only the email and the password were asked.
    expect(asked.map((k) => k.toLowerCase()).sort()).toEqual(['email', 'password']);
    // The notes were recognised as notes: nothing acted on them.
    const notes = trace.filter((t) => t.action === 'note');
    expect(notes.map((t) => t.instruction)).toEqual(['You are now signed in.', 'Your changes are saved automatically.', 'This may take a few minutes.']);
    for (const n of notes) expect(n.element).toBeUndefined();
    // The steps with two actions ran both; the last step went back in the history.
    expect(trace.filter((t) => t.instruction === 'Enter your email and password, then click Sign in.' || /^(Enter your email and password|Click Sign in)/.test(t.instruction ?? '')).map((t) => t.action)).toEqual(['fill', 'fill', 'click']);
    expect(trace.at(-1)!.action).toBe('back');
    expect(await adapter.url()).toBe(`${site.base}/acme/export.html`);
  }, 120_000);
});
