/**
 * The runtime end to end in real Chromium with the real grounding: hand-written ThingTalk
 * programs (the parser is exercised in test/runtime-instructions.test.ts) on the Northwind test
 * site. The shared scenario runs through both Playwright and Puppeteer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../src/runtime/adapter.js';
import type { Dialogue } from '../src/runtime/dialogue.js';
import { MASK } from '../src/runtime/dictionary.js';
import { Russ, type RunError } from '../src/runtime/russ.js';
import type { StepEvent } from '../src/runtime/types.js';
import { adapterDrivers, hasChromium, type TestServer } from './browser.js';
import { fields, serveTestSite } from './sites/server.js';

const SECRET = 'Tr0ub4dor&3';
const answersDialogue = (answers: Record<string, string>, said: string[] = []): Dialogue => ({
  ask: (key) => answers[key],
  say: (text) => {
    said.push(text);
  },
});

const drivers = adapterDrivers({ timeout: 15_000 });

describe.runIf(hasChromium).each(drivers)('runtime through $name', (driver) => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    site = await serveTestSite();
    ({ adapter, close } = await driver.open());
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('signs in: asks, enters by the closest key, ticks a checkbox, submits; the password never shows in the trace', async () => {
    const events: StepEvent[] = [];
    const russ = new Russ({
      adapter,
      dialogue: answersDialogue({ 'email address': 'ada@example.com', password: SECRET }),
      allowedOrigins: [site.base],
      elementTimeout: 3000,
    });
    russ.on('step', (e) => events.push(e));
    const trace = await russ.run([
      `@goto(url="${site.base}/")`,
      '@retrieve(description="sign in", location=top_right) => @click(element=id)',
      '@ask(text="email address")',
      '@retrieve(description="email address", type=input) => @enter(text="email", element=id)',
      '@ask(text="password")',
      '@retrieve(description="password", type=input) => @enter(text="password", element=id)',
      '@retrieve(description="keep me signed in", type=checkbox) => @click(element=id)',
      '@retrieve(description="sign in", type=button) => @click(element=id)',
    ]);
    expect(trace).toHaveLength(8);
    expect(events).toEqual(trace);
    expect(trace.every((e) => e.status === 'ok')).toBe(true);
    expect(trace[1]).toMatchObject({ action: 'click', element: { tag: 'a', name: 'Sign in' }, url: `${site.base}/login.html` });
    expect(trace[3]).toMatchObject({ action: 'fill', value: 'ada@example.com' });
    expect(trace[4]!.value).toBe(MASK);
    expect(trace[5]).toMatchObject({ action: 'fill', value: MASK });
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'ada@example.com', password: SECRET, remember: 'on' });
    expect(JSON.stringify(trace)).not.toContain(SECRET);
    expect(trace[3]!.element?.selector).toBeTruthy();
  });

  it('settings: check/uncheck, a dropdown clicked with a user value selects it, a radio, then reads the confirmation back', async () => {
    const said: string[] = [];
    const russ = new Russ({ adapter, dialogue: answersDialogue({ country: 'Japan' }, said), elementTimeout: 3000 });
    const trace = await russ.run([
      `@goto(url="${site.base}/settings.html")`,
      '@retrieve(description="weekly newsletter", type=checkbox) => @check(element=id)',
      '@retrieve(description="text me about my deliveries", type=checkbox) => @uncheck(element=id)',
      '@ask(text="country")',
      '@retrieve(description=param:country, type=dropdown) => @click(element=id)',
      '@retrieve(description="express") => @click(element=id)',
      '@retrieve(description="save settings", type=button) => @click(element=id)',
      '@retrieve(description="confirmation number") => @read(element=id)',
    ]);
    expect(trace.map((e) => e.action)).toEqual(['goto', 'check', 'uncheck', 'ask', 'select', 'choose', 'click', 'read']);
    expect(trace[4]!.value).toBe('Japan');
    expect(fields(site.posts.at(-1)!.body)).toEqual({ newsletter: 'on', country: 'jp', language: 'English', speed: 'express', volume: '5' });
    expect(trace[7]!.output).toBe('NW-58213');
    expect(said).toEqual(['NW-58213']);
  });
});

describe.runIf(hasChromium)('runtime (Playwright): pages and policies', () => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    site = await serveTestSite();
    ({ adapter, close } = await drivers[0]!.open());
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('forgotten password: follows the link, fills the field by its placeholder, reads the reference number', async () => {
    const russ = new Russ({ adapter, dialogue: answersDialogue({ email: 'ada@example.com' }), elementTimeout: 3000 });
    const trace = await russ.run([
      `@goto(url="${site.base}/login.html")`,
      '@retrieve(description="forgot your password") => @click(element=id)',
      '@retrieve(description="email address", type=input) => @enter(text="email", element=id)',
      '@retrieve(description="send reset link", type=button) => @click(element=id)',
      '@retrieve(description="reference number") => @read(element=id)',
    ]);
    expect(trace[1]!.url).toBe(`${site.base}/forgot.html`);
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'ada@example.com' });
    expect(trace[4]!.output).toBe('RST-2210');
  });

  it('a slow page: waits for the result the click fetches before reading it', async () => {
    const russ = new Russ({ adapter, dialogue: answersDialogue({ 'order number': '1234' }), elementTimeout: 5000 });
    const trace = await russ.run([
      `@goto(url="${site.base}/orders.html")`,
      '@retrieve(description="order number", type=input) => @enter(text="order number", element=id)',
      '@retrieve(description="check status", type=button) => @click(element=id)',
      '@retrieve(description="delivery status") => @read(element=id)',
    ]);
    expect(trace[3]!.output).toBe('Shipped');
  });

  it('an iframe and a shadow root are part of the page', async () => {
    const russ = new Russ({ adapter, dialogue: answersDialogue({ email: 'frame@example.com', 'coupon code': 'SPRING10' }), elementTimeout: 3000 });
    await russ.run([
      `@goto(url="${site.base}/frame.html")`,
      '@retrieve(description="your email", type=input) => @enter(text="email", element=id)',
      '@retrieve(description="subscribe", type=button) => @click(element=id)',
    ]);
    expect(site.posts.at(-1)).toMatchObject({ url: '/subscribe' });
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'frame@example.com' });
    const trace = await russ.run([
      `@goto(url="${site.base}/shadow.html")`,
      '@retrieve(description="coupon code", type=input) => @enter(text="coupon code", element=id)',
      '@retrieve(description="apply coupon", type=button) => @click(element=id)',
      '@retrieve(description="coupon applied") => @read(element=id)',
    ]);
    expect(trace[3]!.output).toContain('SPRING10');
  });

  it('never clicks a guess: a step that cannot be grounded stops with a typed error and the page is untouched', async () => {
    const russ = new Russ({ adapter, dialogue: {}, elementTimeout: 600, minConfidence: 0.5 });
    await russ.run([`@goto(url="${site.base}/settings.html")`]);
    const posts = site.posts.length;
    const err = (await russ.run(['@retrieve(description="gift card balance", type=button) => @click(element=id)']).catch((e) => e)) as RunError;
    expect(['E_LOW_CONFIDENCE', 'E_NO_ELEMENT']).toContain(err.code);
    expect(err.event).toMatchObject({ status: 'failed', error: { code: err.code } });
    expect(err.trace).toHaveLength(1);
    expect(await adapter.url()).toBe(`${site.base}/settings.html`);
    expect(site.posts.length).toBe(posts);
  });

  it('a tie between different elements is a coin flip: it stops instead of acting', async () => {
    const russ = new Russ({ adapter, dialogue: {}, elementTimeout: 300 });
    await russ.run([`@goto(url="${site.base}/login.html")`]);
    const err = (await russ.run(['@retrieve(type=input) => @click(element=id)']).catch((e) => e)) as RunError;
    expect(err.code).toBe('E_LOW_CONFIDENCE');
    expect(err.message).toMatch(/several different elements match equally well/);
  });

  it('the same name twice (a header link and a page button, both reachable) are two elements: unsure, nothing is clicked', async () => {
    // Issue 8: elements that merely share a name are distinct candidates, never interchangeable.
    const russ = new Russ({ adapter, dialogue: {}, elementTimeout: 1000 });
    await russ.run([`@goto(url="${site.base}/duplicates.html")`]);
    const err = (await russ.run(['@retrieve(description="sign in") => @click(element=id)']).catch((e: unknown) => e)) as RunError;
    expect(err.code).toBe('E_LOW_CONFIDENCE');
    expect(err.message).toMatch(/several different elements/);
    expect(await adapter.url()).toBe(`${site.base}/duplicates.html`);
  });

  it('asks the host to choose when unsure (onLowConfidence: "ask")', async () => {
    const offered: string[][] = [];
    const russ = new Russ({
      adapter,
      elementTimeout: 300,
      minConfidence: 1, // nothing short of certain: every element step goes to the host
      onLowConfidence: 'ask',
      dialogue: {
        choose: (_instruction, candidates) => {
          offered.push(candidates.map((c) => c.name));
          return candidates.find((c) => /Save settings/.test(c.name))?.id ?? null;
        },
      },
    });
    await russ.run([`@goto(url="${site.base}/settings.html")`]);
    const trace = await russ.run(['@retrieve(description="save", type=button) => @click(element=id)']);
    expect(offered[0]).toContain('Save settings');
    expect(trace[0]).toMatchObject({ action: 'click', element: { name: 'Save settings' } });
    expect(site.posts.at(-1)).toMatchObject({ url: '/settings' });
    // Without `choose`, the question goes through `ask`, candidates numbered.
    const questions: string[] = [];
    const asking = new Russ({
      adapter,
      elementTimeout: 300,
      minConfidence: 1,
      onLowConfidence: 'ask',
      dialogue: { ask: (_key, prompt) => (questions.push(prompt), 'Save settings') },
    });
    await asking.run([`@goto(url="${site.base}/settings.html")`]);
    const asked = await asking.run(['@retrieve(description="save", type=button) => @click(element=id)']);
    expect(questions[0]).toMatch(/1\) .*Save settings/);
    expect(asked[0]).toMatchObject({ action: 'click', element: { name: 'Save settings' } });
    // A host that declines: the run stops.
    const declining = new Russ({ adapter, elementTimeout: 300, minConfidence: 1, onLowConfidence: 'ask', dialogue: { choose: () => null } });
    await declining.run([`@goto(url="${site.base}/settings.html")`]);
    await expect(declining.run(['@retrieve(description="save", type=button) => @click(element=id)'])).rejects.toMatchObject({ code: 'E_LOW_CONFIDENCE' });
  });

  it('an unanswered question is asked 3 times, then the run stops with a typed error', async () => {
    let asked = 0;
    const russ = new Russ({ adapter, dialogue: { ask: () => (asked++, '  ') } });
    const err = (await russ.run(['@ask(text="email address")']).catch((e) => e)) as RunError;
    expect(err.code).toBe('E_DIALOGUE_NO_ANSWER');
    expect(asked).toBe(3);
    // An answer known before the run (`values`) is not asked again.
    let bothered = 0;
    const known = new Russ({ adapter, values: { 'Email address': 'known@example.com' }, dialogue: { ask: () => (bothered++, 'other') } });
    const [event] = await known.run(['@ask(text="email address")']);
    expect(event).toMatchObject({ action: 'ask', value: 'known@example.com' });
    expect(bothered).toBe(0);
    // @enter with no close key asks too — and without `ask` the run cannot continue.
    await new Russ({ adapter, dialogue: answersDialogue({}) }).run([`@goto(url="${site.base}/login.html")`]);
    await expect(new Russ({ adapter }).run(['@retrieve(description="email address", type=input) => @enter(text="email", element=id)'])).rejects.toMatchObject({
      code: 'E_DIALOGUE_UNAVAILABLE',
    });
  });

  it('an aborted run stops with a typed error', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(new Russ({ adapter, signal: controller.signal }).run([`@goto(url="${site.base}/")`])).rejects.toMatchObject({ code: 'E_ABORTED' });
  });

  it('goto: refuses non-web schemes and origins outside the allowlist', async () => {
    const russ = new Russ({ adapter, allowedOrigins: [site.base] });
    await expect(russ.run(['@goto(url="javascript:alert(1)")'])).rejects.toMatchObject({ code: 'E_GOTO_SCHEME' });
    await expect(russ.run(['@goto(url="file:///etc/passwd")'])).rejects.toMatchObject({ code: 'E_GOTO_SCHEME' });
    await expect(russ.run(['@goto(url="https://example.com/")'])).rejects.toMatchObject({ code: 'E_GOTO_ORIGIN' });
    expect((await russ.run([`@goto(url="${site.base}/index.html")`]))[0]).toMatchObject({ status: 'ok', action: 'goto' });
  });
});
