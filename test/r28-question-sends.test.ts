/**
 * Round 28 (safety): a question never sends a form. A task's clause the parser reads as a question
 * asking for information ("Is the Eastgate branch open on Sundays?"; src/parser/speech-acts.ts,
 * `asks`, set by src/runtime/russ.ts) makes no committing click and puts no value into a form that
 * commits, on any page (`asking` in src/runtime/commit-guard.ts); a run whose last step only asks is
 * answered from the page as a conversation's question is (Russ.run → answerStep), acting on nothing.
 * Before, the question's words named the branch page's POST button "Make Eastgate my branch" and
 * Russ.run pressed it. Unit tests on the parser's reading (the real ONNX parser) and the guard over
 * a small page model; end to end on our library service (test/sites/r28-question/branches) in real
 * Chromium: the questions are answered, the member's branch stays, and the commands still send.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadParser } from '../src/parser/index.js';
import { directQuestionForm, loadSpeechActs } from '../src/parser/speech-acts.js';
import { guardClick, guardValue, type CommitGuard } from '../src/runtime/commit-guard.js';
import type { PageElement, PageModel } from '../src/page/types.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

describe('a clause that asks for information', () => {
  // (Since round 29 `Russ` marks the parser's clauses with the speech-act reader, whatever parser read them: test/r29-safety-asks.test.ts.)
  it('is marked; a command said as a question is not', async () => {
    const parser = await loadParser();
    const acts = await loadSpeechActs();
    const asks = async (t: string): Promise<boolean[]> => (await parser.parseClauses(t)).map((c) => !!acts?.asksDirectly(c.text));
    expect(await asks('Is the Eastgate branch open on Sundays?')).toEqual([true]);
    expect(await asks('Does the Millbrook branch have parking?')).toEqual([true]);
    expect(await asks('When is the next garden waste collection?')).toEqual([true]);
    expect(await asks('Can you make Eastgate my branch?')).toEqual([false]);
    expect(await asks('Could you book the court at nine?')).toEqual([false]);
    expect(await asks('Make Millbrook my branch')).toEqual([false]);
  });

  it('is asked directly: a question word inside a command\'s clause is no question', () => {
    expect(directQuestionForm('Is it open on Sundays?')).toBe(true);
    expect(directQuestionForm('when is the next collection')).toBe(true);
    expect(directQuestionForm('choose Yes for whether the whole street is affected')).toBe(false);
    expect(directQuestionForm('allow entry when I am not home')).toBe(false);
  });
});

/** A branch page: a heading, an opening-hours cell, a POST form whose one button makes it the member's branch, and a GET search form. */
function branchPage(): PageModel {
  const el = (index: number, tag: string, name: string, parent: number | undefined, extra: Partial<PageElement> = {}): PageElement => ({ index, id: `e${index}`, tag, name, text: name, attributes: {}, visible: true, children: [], ...(parent !== undefined ? { parent } : {}), ...extra });
  const elements = [
    el(0, 'main', '', undefined, { children: [1, 2, 3, 5] }),
    el(1, 'h1', 'Eastgate library', 0),
    el(2, 'td', 'Closed', 0),
    el(3, 'form', '', 0, { attributes: { method: 'post' }, children: [4] }),
    el(4, 'button', 'Make Eastgate my branch', 3, { inputType: 'submit' }),
    el(5, 'form', '', 0, { attributes: { method: 'get' }, children: [6, 7] }),
    el(6, 'input', 'Search the catalogue', 5, { inputType: 'text' }),
    el(7, 'button', 'Search', 5, { inputType: 'submit' }),
  ];
  return { url: 'http://x/branches/eastgate', title: 'Eastgate library', viewport: { width: 1280, height: 800 }, elements };
}

describe('the guard while a clause asks', () => {
  const page = branchPage();
  const asking: CommitGuard = { sentence: 'Is the Eastgate branch open on Sundays?', sought: () => false, asking: true };

  it('refuses the POST button, on a page reached by the sentence\'s own words too, whatever words they share', () => {
    const refused = guardClick(asking, page.elements[4]!, page, 'Eastgate branch');
    expect(refused?.code).toBe('E_LOW_CONFIDENCE');
    expect(refused?.details).toMatchObject({ guard: 'question' });
  });

  it('lets a search (GET, a plain button) take a value and go', () => {
    expect(guardValue(asking, page.elements[6]!, page)).toBeUndefined();
    expect(guardClick(asking, page.elements[7]!, page, 'Search')).toBeUndefined();
  });

  it('the same button for a command: pressed, as before', () => {
    const command: CommitGuard = { sentence: 'Make Eastgate my branch', sought: () => false };
    expect(guardClick(command, page.elements[4]!, page, 'Make Eastgate my branch')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('a question never sends a form (library service, real Chromium)', () => {
  it('answers the questions from the page with the branch unchanged; the commands still make a branch the member\'s', async () => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const results = new Map<string, { ok: boolean; actions: string[]; state: Record<string, unknown> }>();
    const summary = await evalTasks(join(ROOT, 'test/sites/r28-question'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => results.set(r.id, { ok: r.ok, actions: r.actions, state: r.state }) });
    expect(summary.tasks).toBe(4);
    const sundays = results.get('open-sundays')!;
    expect(sundays.ok).toBe(true);
    expect(sundays.state.member).toEqual({ branch: 'Central' });
    expect(sundays.actions.join('\n')).not.toContain('click "Make');
    expect(sundays.actions.join('\n')).toMatch(/say → ".*Closed/);
    const parking = results.get('parking-question')!;
    expect(parking.ok).toBe(true);
    expect(parking.state.member).toEqual({ branch: 'Central' });
    expect(parking.actions.join('\n')).toContain('Free car park');
    expect(results.get('make-branch')).toMatchObject({ ok: true, state: { member: { branch: 'Millbrook' } } });
    expect(results.get('can-you-make')).toMatchObject({ ok: true, state: { member: { branch: 'Eastgate' } } });
    expect(summary.unexpectedSends).toBe(0);
    expect(summary.wrongSends).toBe(0);
  }, 300_000);
});
