/**
 * `russ run` and `russ demo` as a user runs them: `node bin/russ.js` (the built CLI) in a child
 * process, real Chromium, the real parser and grounding, a site served by this test on 127.0.0.1.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, runCli } from './helpers.js';
import { hasChromium, type TestServer } from './browser.js';
import { fields, serveTestSite } from './sites/server.js';

const russ = runCli;

const lines = (s: string) => s.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, any>);

describe.runIf(hasChromium)('russ run', () => {
  let site: TestServer;
  let dir: string;
  beforeAll(async () => {
    site = await serveTestSite();
    dir = mkdtempSync(join(tmpdir(), 'russ-cli-'));
    writeFileSync(join(dir, 'answers.json'), JSON.stringify({ 'Email address': 'ada@example.com', password: 'hunter2-Secret' }));
  });
  afterAll(async () => {
    await site?.close();
  });

  it('signs in on a served site from a help article, with scripted answers; one JSON line per step; secrets masked', async () => {
    writeFileSync(
      join(dir, 'signin.txt'),
      [
        'How to sign in:',
        '1. Click Sign in in the top right corner.',
        '2. Ask the user for their email address.',
        '3. Enter the email address in the Email address field.',
        '4. Ask the user for their password.',
        '5. Enter the password in the Password field, then click the Sign in button.',
      ].slice(1).join('\n'),
    );
    const r = await russ(['run', join(dir, 'signin.txt'), '--answers', join(dir, 'answers.json'), '--url', `${site.base}/`, '--timeout', '15000']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    const events = lines(r.stdout);
    expect(events).toHaveLength(6);
    expect(events.every((e) => e.status === 'ok' && e.program?.nn && e.program?.surface)).toBe(true);
    expect(events.map((e) => e.action)).toEqual(['click', 'ask', 'fill', 'ask', 'fill', 'click']);
    expect(events[0]!.element).toMatchObject({ tag: 'a', name: 'Sign in' });
    expect(fields(site.posts.at(-1)!.body)).toMatchObject({ email: 'ada@example.com', password: 'hunter2-Secret' });
    expect(r.stdout).not.toContain('hunter2-Secret');
  });

  it('another site, other conventions (a login modal over a same-named button, placeholders, aria-labelledby, a single-page app, a table): the whole article', async () => {
    const article = join(ROOT, 'test/sites/contoso/article.txt');
    const answers = join(ROOT, 'test/sites/contoso/answers.json');
    const before = site.posts.length;
    const r = await russ(['run', article, '--answers', answers, '--url', `${site.base}/contoso/index.html`, '--timeout', '15000']);
    expect(r.code, r.stderr).toBe(0);
    const events = lines(r.stdout);
    expect(events).toHaveLength(16);
    // "Click the Log in button" with the modal open: the form's button, not the covered one in the header.
    expect(events[6]).toMatchObject({ action: 'click', element: { name: 'Log in', confidence: 1 } });
    const posts = site.posts.slice(before);
    expect(posts.map((p) => p.url)).toEqual(['/api/login', '/api/ticket']);
    expect(fields(posts[0]!.body)).toEqual({ username: 'grace', password: 'Hopper#1906', remember: 'on' });
    expect(fields(posts[1]!.body)).toEqual({ subject: 'Invoice is wrong', category: 'billing', priority: 'high', details: 'I was charged twice in March.' });
    expect(events.at(-1)).toMatchObject({ action: 'read', output: 'T-4411' });
    expect(r.stdout).not.toContain('Hopper#1906');
  });

  it('a third site (a bank: labels wrapping inputs, a submit input, a redirect after the form, a success alert): the article with its title', async () => {
    const before = site.posts.length;
    const r = await russ([
      'run', join(ROOT, 'test/sites/bluebird/article.txt'),
      '--answers', join(ROOT, 'test/sites/bluebird/answers.json'),
      '--url', `${site.base}/bluebird/index.html`, '--timeout', '15000',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const events = lines(r.stdout);
    expect(events[0]!.instruction).toBe('Click Log In at the top right of the page.'); // the title line is not a step
    const posts = site.posts.slice(before);
    expect(fields(posts[0]!.body)).toEqual({ userid: 'jdoe42', passcode: '4321' });
    expect(fields(posts[1]!.body)).toEqual({ phone: '555-201-9876', address: '', state: 'Oregon', paperless: 'on', method: 'phone' });
    expect(events.at(-1)).toMatchObject({ action: 'read', output: 'BB-77120' });
    expect(r.stdout).not.toContain('"4321"');
  });

  it('a fourth site (labels that are plain divs, links as buttons, date and number inputs, a single-page app): the article with its title', async () => {
    const before = site.posts.length;
    const r = await russ([
      'run', join(ROOT, 'test/sites/parcel/article.txt'),
      '--answers', join(ROOT, 'test/sites/parcel/answers.json'),
      '--url', `${site.base}/parcel/index.html`, '--timeout', '15000',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const posts = site.posts.slice(before);
    expect(posts.map((p) => p.url)).toEqual(['/parcel/login', '/parcel/pickup']);
    expect(fields(posts[0]!.body)).toEqual({ email: 'sam@example.com', password: 'pw-998877' });
    expect(fields(posts[1]!.body)).toEqual({ date: '2026-12-01', count: '3', size: 'Large', fragile: 'true', notes: 'Leave at the back door' });
    expect(lines(r.stdout).at(-1)).toMatchObject({ action: 'read', output: 'PX-90210' });
  });

  it('reads instructions from stdin and prints what @read found in `output`', async () => {
    const r = await russ(['run', '-', '--url', `${site.base}/forgot.html`, '--answers', join(dir, 'answers.json'), '--timeout', '15000'], [
      'Enter your email address in the text field.',
      'Click Send reset link.',
      'Read the reference number to the user.',
    ].join('\n'));
    expect(r.code, r.stderr).toBe(0);
    const events = lines(r.stdout);
    expect(events.at(-1)).toMatchObject({ action: 'read', output: 'RST-2210' });
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'ada@example.com' });
  });

  it('without an answers file, questions are answered on stdin; a silent open pipe does not hang the run', async () => {
    writeFileSync(join(dir, 'forgot.txt'), 'Ask the user for their email address.\nEnter the email address in the text field.\nClick Send reset link.\n');
    const r = await russ(['run', join(dir, 'forgot.txt'), '--url', `${site.base}/forgot.html`, '--timeout', '15000'], 'piped@example.com\n');
    expect(r.code, r.stderr).toBe(0);
    expect(fields(site.posts.at(-1)!.body)).toEqual({ email: 'piped@example.com' });
    const pretty = await russ(['run', join(dir, 'forgot.txt'), '--url', `${site.base}/forgot.html`, '--timeout', '15000', '--pretty'], 'pretty@example.com\n');
    expect(pretty.code, pretty.stderr).toBe(0);
    expect(pretty.stdout).toMatch(/✓ {2}3\. Click Send reset link\.\n {6}program: @retrieve/);
    const started = Date.now();
    const silent = await russ(['run', join(dir, 'forgot.txt'), '--url', `${site.base}/forgot.html`, '--timeout', '1000'], null);
    expect(silent.code).toBe(1);
    expect(silent.stderr).toContain('E_DIALOGUE_NO_ANSWER');
    expect(Date.now() - started).toBeLessThan(30_000);
    // Three runs, each starting Chromium: on a loaded 2-core machine more than the default minute.
  }, 150_000);

  it('--ask-when-unsure: an ambiguous step asks on the terminal which element it means', async () => {
    writeFileSync(join(dir, 'unsure.txt'), '@retrieve(type=input) => @click(element=id)\n');
    const r = await russ(['run', join(dir, 'unsure.txt'), '--url', `${site.base}/login.html`, '--timeout', '3000', '--ask-when-unsure'], '2\n');
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toMatch(/Which one: 1\) .* 2\) /);
    const [event] = lines(r.stdout);
    expect(event).toMatchObject({ status: 'ok', action: 'click', element: { tag: 'input' } });
  });

  it('exits 1 with a clear message when a step cannot be done, without acting on a guess', async () => {
    writeFileSync(join(dir, 'bad.txt'), 'Click the Gift cards button.\n');
    const posts = site.posts.length;
    const r = await russ(['run', join(dir, 'bad.txt'), '--url', `${site.base}/login.html`, '--timeout', '2000']);
    expect(r.code).toBe(1);
    expect(r.stderr).toMatch(/step 1 \("Click the Gift cards button\."\) failed: .*\[E_(LOW_CONFIDENCE|NO_ELEMENT)\]/);
    expect(lines(r.stdout)[0]).toMatchObject({ status: 'failed' });
    expect(site.posts.length).toBe(posts);
  });

  it('--today: a relative date in an answer is read against the given day, not the machine clock; a bad day is bad usage', async () => {
    const answers = { 'email': 'sam@example.com', password: 'pw-998877', 'pickup date': 'tomorrow', 'number of parcels': '2', 'parcel size': 'Small', notes: 'Ring twice' };
    writeFileSync(join(dir, 'relative.json'), JSON.stringify(answers));
    const before = site.posts.length;
    const r = await russ([
      'run', join(ROOT, 'test/sites/parcel/article.txt'),
      '--answers', join(dir, 'relative.json'),
      '--url', `${site.base}/parcel/index.html`, '--timeout', '15000', '--today', '2027-03-10',
    ]);
    expect(r.code, r.stderr).toBe(0);
    const pickup = site.posts.slice(before).find((p) => p.url === '/parcel/pickup');
    expect(fields(pickup!.body)).toMatchObject({ date: '2027-03-11', count: '2', size: 'Small' });
    const bad = await russ(['run', '-', '--today', '2027-13-40'], 'Click Sign in\n');
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--today must be a day written YYYY-MM-DD/);
  });

  it('refuses a javascript: URL (a step may be written in ThingTalk) and bad usage', async () => {
    const r = await russ(['run', '-', '--timeout', '5000'], '@goto(url="javascript:alert(1)")\n');
    expect(r.code).toBe(1);
    expect(r.stderr).toContain('E_GOTO');
    const usage = await russ(['run']);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/instructions file/);
    const noBrowser = await russ(['run', '-', '--browser-path', '/nonexistent/chromium'], 'Click Sign in\n');
    expect(noBrowser.code).toBe(1);
    expect(noBrowser.stderr).toContain('E_BROWSER_NOT_FOUND');
    const badAnswers = await russ(['run', '-', '--answers', '/nonexistent/answers.json'], 'Click Sign in\n');
    expect(badAnswers.code).not.toBe(0);
    expect(badAnswers.stderr).toMatch(/answers file/);
  });
});

describe.runIf(hasChromium)('russ demo', () => {
  it('serves the demo site, follows the bundled article and reads the confirmation number back', async () => {
    const r = await russ(['demo', '--json']);
    expect(r.code, r.stderr).toBe(0);
    const events = lines(r.stdout);
    expect(events.length).toBeGreaterThanOrEqual(10);
    expect(events.every((e) => e.status === 'ok')).toBe(true);
    expect(events.at(-1)).toMatchObject({ action: 'read', output: expect.stringMatching(/^ACME-\d+$/) });
    expect(r.stdout).not.toContain('correct-horse-battery');
  });
});
