/**
 * Hostile pages and a careless host (issue 8, trust part), in real Chromium on pages served on
 * 127.0.0.1 (test/sites/hostile): secrets never leave the run, a page script cannot redirect an
 * action, and a step is `ok` only when its effect is verified.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Adapter } from '../src/runtime/adapter.js';
import { Russ, type RunError } from '../src/runtime/russ.js';
import type { StepEvent } from '../src/runtime/types.js';
import { adapterDrivers, hasChromium, serveDir, type TestServer } from './browser.js';
import { ROOT, runCli } from './helpers.js';

const PASSWORD = 'hunter 2@x&y<z>';
const API_KEY = 'sk-live-51Hq/xyz+9';
const MEMBER = '8675309';

/** Every way a secret could be written out, encoded independently of the SDK's own list. */
function leaks(text: string, secrets: string[]): string[] {
  const found: string[] = [];
  for (const s of secrets) {
    const html = s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    const form = new URLSearchParams({ k: s }).toString().slice(2);
    for (const form_ of [s, encodeURIComponent(s), form, html, JSON.stringify(s).slice(1, -1)]) if (text.includes(form_)) found.push(form_);
  }
  return found;
}

/** The hostile site: the sign-in form posts by GET to /welcome, which echoes the password twice. */
async function serveHostile(): Promise<TestServer> {
  return serveDir(resolve(ROOT, 'test/sites/hostile'), (req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    if (u.pathname !== '/welcome') return false;
    const pw = (u.searchParams.get('pw') ?? '').replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end(`<!doctype html><title>Welcome</title><h1>Welcome</h1><button>Not ${pw}? Sign out</button><p><button>Not ${pw}? Sign out</button></p><p title="${pw}">Your plan</p>`);
    return true;
  });
}

const [playwright] = adapterDrivers({ timeout: 15_000 });
const pageState = (adapter: Adapter, expression: string): Promise<unknown> =>
  (adapter as unknown as { page: { evaluate(e: string): Promise<unknown> } }).page.evaluate(expression);

describe.runIf(hasChromium)('hostile pages (Playwright)', () => {
  let site: TestServer;
  let adapter: Adapter;
  let close: () => Promise<void>;
  beforeAll(async () => {
    site = await serveHostile();
    ({ adapter, close } = await playwright!.open());
  });
  afterAll(async () => {
    await close?.();
    await site?.close();
  });

  it('secrets: a GET form, an echoing page, a URL with credentials and a host secret key leak nowhere (events, errors, details, stack, trace)', async () => {
    const events: StepEvent[] = [];
    const said: string[] = [];
    const russ = new Russ({
      adapter,
      values: { email: 'ada@example.com', password: PASSWORD, 'api key': API_KEY, 'member number': MEMBER },
      secretKeys: ['member number'],
      dialogue: { say: (t) => void said.push(t) },
      elementTimeout: 2000,
      onEvent: (e) => events.push(e),
    });
    const host = new URL(site.base).host;
    await russ.run([
      `@goto(url="http://ada:pa55w0rd@${host}/login.html")`,
      '@retrieve(type=input) => @enter(text="email", element=id)',
      '@retrieve(type=input) => @enter(text="password", element=id)',
      '@retrieve(type=input) => @enter(text="api key", element=id)',
      '@retrieve(description="Sign in", type=button) => @click(element=id)',
      `@say(text="your member number is ${MEMBER}")`,
    ]);
    expect(events.map((e) => e.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok', 'ok']);
    // The form went out by GET: the password and the key are in the URL, masked in the event.
    expect(events[4]!.url).toMatch(/pw=••••••/);
    expect(events[4]!.url).toMatch(/apikey=••••••/);
    // Two "Not <password>? Sign out" buttons: an unsure step whose message and candidates name the echo.
    const err = (await russ.step('@retrieve(description="sign out", type=button) => @click(element=id)').catch((e: unknown) => e)) as RunError;
    expect(err.code).toBe('E_LOW_CONFIDENCE');
    expect(err.message).toContain('••••••');
    expect(JSON.stringify(err.details)).toContain('••••••');
    const everything = JSON.stringify({ events, trace: russ.trace, said, err: { message: err.message, stack: err.stack, details: err.details, event: err.event, trace: err.trace } });
    expect(leaks(everything, [PASSWORD, API_KEY, MEMBER, 'pa55w0rd'])).toEqual([]);
    expect(everything).toContain('••••••@');
  });

  it('tampering: a page that redefines the SDK globals, click() and dispatchEvent cannot turn "Cancel" into "Delete account"', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    const trace = await russ.run([`@goto(url="${site.base}/tamper.html")`, '@retrieve(description="Cancel", type=button) => @click(element=id)']);
    expect(trace[1]).toMatchObject({ status: 'ok', action: 'click', element: { name: 'Cancel' } });
    expect(await pageState(adapter, 'window.clicked')).toBe('cancel');
  });

  it('bait and switch: a page that slides another button under the pointer mid-click fails the step; the trace never says ok', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    await russ.run([`@goto(url="${site.base}/bait.html")`]);
    const err = (await russ.step('@retrieve(description="Keep my plan", type=button) => @click(element=id)').catch((e: unknown) => e)) as RunError;
    expect(err.code).toBe('E_ACTION_NOT_VERIFIED');
    expect(err.event?.status).toBe('failed');
    expect(await pageState(adapter, 'window.clicked')).not.toBe('cancel');
  });

  it('same-name buttons per row are distinct: a bare "Remove" is unsure, "Remove right of Pixel 8" removes that row', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    await russ.run([`@goto(url="${site.base}/settings.html")`]);
    const started = Date.now();
    const err = (await russ.step('@retrieve(description="Remove", type=button) => @click(element=id)').catch((e: unknown) => e)) as RunError;
    expect(err.code).toBe('E_LOW_CONFIDENCE');
    expect(Date.now() - started).toBeLessThan(2500); // a settled page answers in about a second, not after 10 s
    expect(await pageState(adapter, 'window.removedRows')).toBeUndefined();
    // Through the parser: whatever it reads, never another row's Remove.
    const parsed = await russ.step('Click Remove next to Pixel 8').catch((e: RunError) => e.event);
    const removed = (await pageState(adapter, 'window.removedRows')) as string[] | undefined;
    if (parsed?.status === 'ok') expect(removed).toEqual(['pixel']);
    else expect(removed).toBeUndefined();
    await pageState(adapter, 'window.removedRows = undefined');
    const ok = await russ.step('@retrieve(description="Remove", type=button, right_of=@retrieve(description="Pixel 8")) => @click(element=id)');
    expect(ok).toMatchObject({ status: 'ok', action: 'click', element: { name: 'Remove' } });
    expect(await pageState(adapter, 'window.removedRows')).toEqual(['pixel']);
  });

  it('hidden, disabled and covered elements are never acted on', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    await russ.run([`@goto(url="${site.base}/settings.html")`]);
    const codes: string[] = [];
    for (const step of [
      '@retrieve(description="I understand", type=checkbox) => @check(element=id)', // inside a display:none modal
      '@retrieve(description="Export data", type=button) => @click(element=id)', // disabled
      '@retrieve(description="Download report", type=button) => @click(element=id)', // under a transparent overlay
    ]) {
      const err = (await russ.step(step).catch((e: unknown) => e)) as RunError;
      codes.push(err.code);
    }
    expect(codes).toEqual(['E_ELEMENT_NOT_ACTIONABLE', 'E_ELEMENT_NOT_ACTIONABLE', 'E_ELEMENT_NOT_ACTIONABLE']);
    expect(await pageState(adapter, '[document.getElementById("understand").checked, window.reported === true]')).toEqual([false, false]);
  });

  it('a radio the page refuses, a slider step it cannot hold and a field it clears are typed failures; a value it can hold is ok', async () => {
    let answer = '60';
    const russ = new Russ({ adapter, dialogue: { ask: () => answer }, values: { nickname: 'Ada' } });
    await russ.run([`@goto(url="${site.base}/settings.html")`]);
    const fail = async (step: string): Promise<string> => ((await russ.step(step).catch((e: unknown) => e)) as RunError).code;
    expect(await fail('@retrieve(description="Weekly") => @choose(element=id)')).toBe('E_ACTION_NOT_VERIFIED');
    expect(await fail('@retrieve(description="volume") => @set_range(value="level", element=id)')).toBe('E_ACTION_NOT_VERIFIED'); // 60 on a step-25 slider
    expect(await fail('@retrieve(description="nickname", type=input) => @enter(text="nickname", element=id)')).toBe('E_ACTION_NOT_VERIFIED');
    expect(await pageState(adapter, '[document.querySelector("input[name=freq]:checked").value, document.getElementById("vol").value]')).toEqual(['daily', '50']);
    answer = '75';
    const ok = await russ.step('@retrieve(description="volume") => @set_range(value="volume step", element=id)');
    expect(ok).toMatchObject({ status: 'ok', action: 'set_range', value: '75' });
    expect(await pageState(adapter, 'document.getElementById("vol").value')).toBe('75');
  });

  it('no good match: "the gear icon" on a page without one is unsure (low confidence), within about a second', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    await russ.run([`@goto(url="${site.base}/gear.html")`]);
    const started = Date.now();
    const err = (await russ.step('@retrieve(description="gear", type=icon) => @click(element=id)').catch((e: unknown) => e)) as RunError;
    expect(err.code).toBe('E_LOW_CONFIDENCE');
    expect(err.details?.confidence as number).toBeLessThan(0.2);
    expect(Date.now() - started).toBeLessThan(2500);
    expect(await adapter.url()).toBe(`${site.base}/gear.html`);
  });

  it('a 100k-element page whose target is missing answers with a typed error in bounded time', async () => {
    const russ = new Russ({ adapter, dialogue: {} });
    await russ.run([`@goto(url="${site.base}/huge.html")`]);
    const started = Date.now();
    const err = (await russ.step('@retrieve(description="Export", type=button) => @click(element=id)').catch((e: unknown) => e)) as RunError;
    const took = Date.now() - started;
    expect(['E_LOW_CONFIDENCE', 'E_NO_ELEMENT']).toContain(err.code);
    console.log(`100k-element page, missing target: ${err.code} after ${took} ms`);
    expect(took).toBeLessThan(60_000); // 0.1: over 7 minutes (the first capture of such a page dominates)
  }, 90_000);
});

describe.runIf(hasChromium)('the DOM adapter (driven from inside the page) keeps the same rules', () => {
  it('hidden, disabled and covered elements are refused; a refused radio, an unheld slider value and a cleared field fail', async () => {
    const out = await build({ entryPoints: [join(ROOT, 'src/adapters/dom.ts')], bundle: true, format: 'iife', globalName: 'RussDom', platform: 'browser', write: false, logLevel: 'silent' });
    const site = await serveHostile();
    const { adapter, close } = await playwright!.open();
    const page = (adapter as unknown as { page: import('playwright-core').Page }).page;
    try {
      await page.goto(`${site.base}/settings.html`);
      await page.addScriptTag({ content: out.outputFiles[0]!.text });
      const codes = await page.evaluate(`(async () => {
        const dom = new RussDom.DomAdapter(document, { settleTimeout: 300 });
        const model = await dom.capture();
        const ref = (pred) => { const e = model.elements.find(pred); return { id: e.id, index: e.index }; };
        const code = (p) => p.then(() => 'ok', (e) => e.code);
        return [
          await code(dom.setChecked(ref((e) => e.attributes.id === 'understand'), true)),
          await code(dom.click(ref((e) => e.tag === 'button' && e.name === 'Export data'))),
          await code(dom.click(ref((e) => e.attributes.id === 'report'))),
          await code(dom.setChecked(ref((e) => e.attributes.value === 'weekly'), true)),
          await code(dom.setRange(ref((e) => e.attributes.id === 'vol'), '60')),
          await code(dom.fill(ref((e) => e.attributes.id === 'nick'), 'Ada')),
          await code(dom.setRange(ref((e) => e.attributes.id === 'vol'), '75')),
        ];
      })()`);
      expect(codes).toEqual(['E_ELEMENT_NOT_ACTIONABLE', 'E_ELEMENT_NOT_ACTIONABLE', 'E_ELEMENT_NOT_ACTIONABLE', 'E_ACTION_NOT_VERIFIED', 'E_ACTION_NOT_VERIFIED', 'E_ACTION_NOT_VERIFIED', 'ok']);
    } finally {
      await close();
      await site.close();
    }
  });
});

describe.runIf(hasChromium)('tampering through Puppeteer', () => {
  it('the click lands on the grounded "Cancel", not on the page’s redirect', async () => {
    const site = await serveHostile();
    const { adapter, close } = await adapterDrivers({ timeout: 15_000 })[1]!.open();
    try {
      const trace = await new Russ({ adapter, dialogue: {} }).run([`@goto(url="${site.base}/tamper.html")`, '@retrieve(description="Cancel", type=button) => @click(element=id)']);
      expect(trace[1]).toMatchObject({ status: 'ok', element: { name: 'Cancel' } });
      const page = (adapter as unknown as { page: { evaluate(e: string): Promise<unknown> } }).page;
      expect(await page.evaluate('window.clicked')).toBe('cancel');
    } finally {
      await close();
      await site.close();
    }
  });
});

describe.runIf(hasChromium)('russ run: stdout and stderr', () => {
  it('never carry a secret, even when the page echoes it into a failing step', async () => {
    const site = await serveHostile();
    const dir = mkdtempSync(join(tmpdir(), 'russ-secrets-'));
    writeFileSync(join(dir, 'answers.json'), JSON.stringify({ email: 'ada@example.com', password: PASSWORD, 'api key': API_KEY }));
    writeFileSync(join(dir, 'steps.txt'), ['Enter the email', 'Enter the password', 'Enter the api key', 'Click Sign in', 'Click Sign out'].join('\n'));
    try {
      const { code, stdout: out, stderr: err } = await runCli(['run', join(dir, 'steps.txt'), '--answers', join(dir, 'answers.json'), '--url', `${site.base}/login.html`, '--timeout', '15000']);
      const r = { code, out, err };
      expect(r.code, r.err).toBe(1); // the two echoing "Sign out" buttons: unsure
      expect(r.err).toContain('E_LOW_CONFIDENCE');
      expect(r.out).toContain('pw=••••••');
      expect(leaks(r.out + r.err, [PASSWORD, API_KEY])).toEqual([]);
    } finally {
      await site.close();
    }
  }, 90_000);
});
