/**
 * The "never act on a guess" policy measured on the RUSS dev split (measurement only): each
 * element step with a gold program, a gold element and a page snapshot is executed by the real
 * runtime (`execute` with the SDK's grounding) on a snapshot adapter that records what it would
 * act on. Reported: how many steps the runtime acts on, how many of those hit the gold element
 * (precision), and how many it refuses — with the default thresholds and with none.
 */
import { describe, expect, it } from 'vitest';
import { execute } from '../src/runtime/execute.js';
import type { Adapter } from '../src/runtime/adapter.js';
import { UserDictionary } from '../src/runtime/dictionary.js';
import { pageFromRussSnapshot, type PageModel } from '../src/page/index.js';
import { fromNNSyntax, isElementAction, singleProgram, type Program } from '../src/thingtalk/index.js';
import { RussError } from '../src/errors.js';
import { parse } from '../src/parser/index.js';
import { devRows, devSnapshot, hasDevData } from './helpers.js';

/** An adapter over a fixed page model: actions only record, reads read the model. */
function snapshotAdapter(page: PageModel): Adapter {
  const noop = async (): Promise<void> => undefined;
  return {
    name: 'snapshot',
    capture: async () => page,
    goto: noop,
    url: async () => page.url ?? 'https://example.com/',
    click: noop,
    fill: noop,
    selectOption: async (_ref, label) => label,
    setChecked: noop,
    setRange: noop,
    read: async (ref) => page.elements[ref.index]?.text ?? '',
    scroll: noop,
    press: noop,
    hover: noop,
    settle: noop,
  };
}

interface Outcome {
  acted: number;
  correct: number;
  refused: number;
  refusedButRight: number;
  other: number;
}

async function measure(options: { minConfidence?: number; minScore?: number }, fromInstructions = false): Promise<Outcome & { steps: number }> {
  const out: Outcome = { acted: 0, correct: 0, refused: 0, refusedButRight: 0, other: 0 };
  const pages = new Map<string, PageModel>();
  let steps = 0;
  for (const row of devRows()) {
    if (!row.thingtalk || !row.gold_xid || !row.dom) continue;
    let program: Program;
    try {
      program = singleProgram(fromNNSyntax(row.thingtalk));
    } catch {
      continue; // noisy gold
    }
    if (!isElementAction(program.action)) continue;
    if (fromInstructions) {
      // The parser's program instead of the gold one (a refusal or a non-element program counts as not acted).
      try {
        program = singleProgram(await parse(row.instruction));
      } catch {
        steps++;
        out.other++;
        continue;
      }
      if (!isElementAction(program.action)) {
        steps++;
        out.other++;
        continue;
      }
    }
    let page = pages.get(row.dom);
    if (!page) pages.set(row.dom, (page = pageFromRussSnapshot(devSnapshot(row.dom) as never)));
    steps++;
    const dictionary = new UserDictionary(row.user_values);
    try {
      const event = await execute(program, snapshotAdapter(page), { ask: (key) => row.user_values[key] ?? 'x' }, { dictionary, elementTimeout: 0, ...options });
      out.acted++;
      if (event.element?.id === row.gold_xid || event.element?.targetId === row.gold_xid) out.correct++;
    } catch (err) {
      const e = err as RussError & { event?: { element?: { id: string } } };
      if (e.code === 'E_LOW_CONFIDENCE' || e.code === 'E_NO_ELEMENT') {
        out.refused++;
        const best = (e.details?.candidates as Array<{ id: string }> | undefined)?.[0];
        if (best?.id === row.gold_xid) out.refusedButRight++;
      } else {
        // The grounded element was acted on but the action itself failed on the snapshot (e.g. no such option).
        out.other++;
        if (e.event?.element?.id === row.gold_xid) out.correct++;
        out.acted++;
      }
    }
  }
  return { ...out, steps };
}

const pct = (a: number, b: number): string => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');

describe.runIf(hasDevData)('runtime act/refuse policy on the dev snapshots (gold programs)', () => {
  it('acting only when sure raises precision over acting on every top candidate', async () => {
    const policy = await measure({});
    const always = await measure({ minConfidence: 0, minScore: -Infinity });
    const table = [
      ['policy', 'steps', 'acted', 'precision of acted', 'refused', 'refused but top was right'],
      ['default (minConfidence 0.2, minScore 0.5, ties)', policy.steps, pct(policy.acted, policy.steps), pct(policy.correct, policy.acted), pct(policy.refused, policy.steps), policy.refusedButRight],
      ['no thresholds (ties still refused)', always.steps, pct(always.acted, always.steps), pct(always.correct, always.acted), pct(always.refused, always.steps), always.refusedButRight],
    ];
    const parsed = await measure({}, true);
    table.push(['default, programs from the parser (end to end)', parsed.steps, pct(parsed.acted, parsed.steps), pct(parsed.correct, parsed.acted), pct(parsed.refused, parsed.steps), parsed.refusedButRight]);
    console.log(table.map((r) => r.join(' | ')).join('\n'));
    console.log(`end to end: right element acted on in ${pct(parsed.correct, parsed.steps)} of element steps (gold programs: ${pct(policy.correct, policy.steps)})`);
    expect(policy.steps).toBeGreaterThan(90);
    // The policy must pay for itself: what it acts on is more often right than acting on everything,
    // without giving up right answers.
    expect(policy.correct / policy.acted).toBeGreaterThanOrEqual(always.correct / Math.max(1, always.acted));
    expect(always.correct - policy.correct).toBeLessThanOrEqual(1);
    expect(policy.acted / policy.steps).toBeGreaterThan(0.6);
  });
});
