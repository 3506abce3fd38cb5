/**
 * Round 22 (issue 11): one-sentence tasks over two pages. "Get fares from Dover to Calais for 2
 * passengers and sort by price": the first clause fills the fare finder and leaves it unsent, and
 * "sort by price" finds nothing on the home page — the form it filled, which only asks (GET) and
 * holds every required field, is sent by its own button and the clause read on the results
 * (`Russ.runClauses`, `filledAsking`; src/runtime/unsent.ts `complete`). "Then choose the cheapest
 * fare" clicks the results' card of least price by its own link (src/parser/flow-reading.ts
 * `rankedPick`). A form that posts (a newsletter) or misses a required value is never sent so.
 * Unit tests on the reading, and end to end on our ferry company (test/sites/r22-flows/ferry)
 * through Russ.run in real Chromium.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rankedPick } from '../src/parser/flow-reading.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a clause that picks the item of least or most price', () => {
  it('is a click on the repeated item ranked by price', () => {
    expect(rankedPick('then choose the cheapest service')?.[0]?.action).toMatchObject({ name: 'click', element: { item: 'cheapest' } });
    expect(rankedPick('Pick the cheapest plan')?.[0]?.action).toMatchObject({ name: 'click', element: { item: 'cheapest' } });
    expect(rankedPick('go with the most expensive one.')?.[0]?.action).toMatchObject({ name: 'click', element: { item: 'priciest' } });
  });

  it('not a sort, a question, or a clause that says more', () => {
    expect(rankedPick('show the cheapest first')).toBeUndefined();
    expect(rankedPick('sort by price, cheapest first')).toBeUndefined();
    expect(rankedPick('what is the cheapest service?')).toBeUndefined();
    expect(rankedPick('choose the cheapest service and pay with my Visa card')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('round 22 tasks over two pages end to end (real Chromium, our ferry company)', () => {
  it('the fare finder is sent for the sort and the cards; a posting or half-filled form is not', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r22-flows/ferry'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, ...(r.error?.code ? { code: r.error.code } : {}), actions: r.actions }) });
    expect(summary.tasks).toBe(5);
    expect(results.get('sort-by-price')).toMatchObject({ ok: true });
    expect(results.get('sort-by-price')!.actions).toContain('click "Go"');
    expect(results.get('cheapest-fare')).toMatchObject({ ok: true });
    expect(results.get('cheapest-fare')!.actions).toContain('click "Select Saver"');
    expect(results.get('dearest-fare')).toMatchObject({ ok: true });
    // The newsletter form posts (it would sign someone up): not sent to read the sort elsewhere; the run fails typed.
    const news = results.get('newsletter-kept')!;
    expect(news.ok).toBe(false);
    expect(news.code).toMatch(/^E_/);
    expect(news.actions.join('\n')).not.toContain('Subscribe');
    // A fare finder with To and Passengers empty is not sent.
    const half = results.get('half-filled-kept')!;
    expect(half.ok).toBe(false);
    expect(half.actions.join('\n')).not.toContain('click "Go"');
  }, 300_000);
});
