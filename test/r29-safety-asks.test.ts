/**
 * Round 29 (safety): which clauses of a step ask for information is read by `Russ` itself
 * (src/runtime/russ.ts `toPlan`, from src/parser/speech-acts.ts), whatever parser read the step:
 * a host's own `parser` whose clauses carry no such mark still gets round 28's question guard —
 * a question never sends a form. Before, only the shipped parser set the mark, so a custom parser's
 * "Is the Eastgate branch open on Sundays?" could press the page's POST button "Make Eastgate my
 * branch". End to end on our library service (test/sites/r28-question/branches) in real Chromium.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadParser } from '../src/parser/index.js';
import { loadSpeechActs } from '../src/parser/speech-acts.js';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import { Russ } from '../src/runtime/russ.js';
import type { StepParser } from '../src/runtime/types.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';
import { hasChromium, launchPlaywright } from './browser.js';
import { ROOT } from './helpers.js';

describe('the question mark of a clause', () => {
  it('is the speech-act reader\'s: a direct question asks, a command said as a question does not', async () => {
    const acts = await loadSpeechActs();
    expect(acts).toBeDefined();
    const asks = (t: string): boolean => acts!.asksDirectly(t);
    expect(asks('Is the Eastgate branch open on Sundays?')).toBe(true);
    expect(asks('When is the next garden waste collection?')).toBe(true);
    expect(asks('Can you make Eastgate my branch?')).toBe(false);
    expect(asks('Make Millbrook my branch')).toBe(false);
  });
});

describe.runIf(hasChromium)('a custom parser\'s question sends nothing (library service, real Chromium)', () => {
  it('answers "Is the Eastgate branch open on Sundays?" read by a host\'s parser with the branch unchanged; its command still sends', async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'test/sites/r28-question/branches/server.mjs')).href)) as { createSite(): Site };
    const site = mod.createSite();
    const server = await serveSite(site);
    const browser = await launchPlaywright();
    try {
      const shipped = await loadParser();
      // A host's parser: the shipped model's clauses, with nothing but their text, programs and errors.
      const parser: StepParser = {
        parse: (t) => shipped.parse(t),
        parseClauses: async (t) => (await shipped.parseClauses(t)).map((c) => ({ text: c.text, ...(c.programs ? { programs: c.programs } : {}), ...(c.error ? { error: c.error } : {}) })),
      };
      const page = await (await browser.newContext()).newPage();
      const adapter = new PlaywrightAdapter(page, { timeout: 15_000 });
      site.reset();
      await adapter.goto(`${server.origin}/branches/eastgate`);
      const russ = new Russ({ adapter, parser, elementTimeout: 3000 });
      const asked = await russ.run('Is the Eastgate branch open on Sundays?');
      expect(asked.map((e) => e.action)).not.toContain('click');
      expect(asked.at(-1)?.output ?? '').toMatch(/Closed/);
      expect((site.state() as unknown as { member: { branch: string } }).member).toEqual({ branch: 'Central' });
      await russ.run('Make Eastgate my branch');
      expect((site.state() as unknown as { member: { branch: string } }).member).toEqual({ branch: 'Eastgate' });
    } finally {
      await browser.close();
      server.server.close();
    }
  }, 180_000);
});
