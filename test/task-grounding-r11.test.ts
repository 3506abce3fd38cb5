/**
 * Round 11: short tasks on unseen form pages (issue 11). Three mechanisms, tested on our own pages
 * and sentences (never a bench set's):
 * - names of form fields said otherwise than their labels ("surname" for "Family name",
 *   "organisation" for "Company", "given name" for "Forename": a compound that ends with the word);
 * - a tie between alike fields of different forms goes to the form a later step of the instruction
 *   surely acts in (the email box of the form whose button the task presses);
 * - a value of a definite kind goes into the one field of the page made for it when grounding's
 *   best guess is that field but the words did not reach the score floor.
 * The cases that must stay a question are tested too (no later step, two boxes of the kind).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { groundQuery, loadWordVectors, type WordVectors } from '../src/grounding/index.js';
import { pageFromHtml } from '../src/page/index.js';
import { query, str } from '../src/thingtalk/index.js';
import { DEFAULT_MIN_SCORE } from '../src/runtime/context.js';
import { splitClauses } from '../src/parser/clauses.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

let vectors: WordVectors;
beforeAll(async () => {
  vectors = await loadWordVectors();
});

const FORM = pageFromHtml(`<main><h1>Join the rowing club</h1><form>
<p><label for="fn">Forename</label> <input id="fn"></p>
<p><label for="ln">Family name</label> <input id="ln"></p>
<p><label for="co">Company name</label> <input id="co"></p>
<p><label for="ci">City</label> <input id="ci"></p>
<p><label for="pc">Postcode</label> <input id="pc"></p>
<p><label for="no">Notes</label> <textarea id="no"></textarea></p>
<button>Join</button></form></main>`);

describe('field names said otherwise than their labels', () => {
  const at = (desc: string) => groundQuery(query({ description: str(desc), type: 'input' }), FORM, { vectors, action: 'enter', typed: 'Harbour' });
  it('finds the field by a synonym of its name, over the field that only shares "name"', () => {
    for (const [desc, want] of [
      ['given name', 'fn'], ['first name', 'fn'], ['forename', 'fn'],
      ['surname', 'ln'], ['last name', 'ln'], ['family name', 'ln'],
      ['organisation', 'co'], ['organization name', 'co'], ['employer', 'co'],
      ['town', 'ci'], ['remarks', 'no'], ['comments', 'no'], ['postal code', 'pc'],
    ] as const) {
      const r = at(desc);
      expect([desc, r.target.attributes.id]).toEqual([desc, want]);
      expect(r.score).toBeGreaterThanOrEqual(DEFAULT_MIN_SCORE);
      // A clear best: the next field is well behind.
      const next = r.candidates.find((c) => c.element.tag !== 'label' && c.element.index !== r.target.index);
      expect(r.score - (next?.score ?? 0)).toBeGreaterThan(0.05);
    }
  });
  it('"last" is not "first" (the word vectors put them together; the lexicon keeps them apart)', () => {
    const page = pageFromHtml(`<form><p><label for="a">First name</label> <input id="a"></p><p><label for="b">Surname</label> <input id="b"></p><button>Go</button></form>`);
    for (const [desc, want] of [['last name', 'b'], ['family name', 'b'], ['first name', 'a'], ['given name', 'a']] as const) {
      expect([desc, groundQuery(query({ description: str(desc), type: 'input' }), page, { vectors, action: 'enter', typed: 'Okafor' }).target.attributes.id]).toEqual([desc, want]);
    }
  });
  it('a word that names no field stays under the floor', () => {
    expect(at('shoe size').score).toBeLessThan(DEFAULT_MIN_SCORE);
  });
});

describe('a clause known by its shape: a word, a value, then where it goes', () => {
  it('splits before "use "X" for the Y", "give 0161 … as my Y", whatever the verb', () => {
    expect(splitClauses('Tick the rules box, use "Quint" for the surname and pick Keelboat, then press Join now.')).toEqual(['Tick the rules box', 'use "Quint" for the surname', 'pick Keelboat', 'press Join now.']);
    expect(splitClauses('Tick the news box and give "01632 960 441" as my phone, then send.')).toEqual(['Tick the news box', 'give "01632 960 441" as my phone', 'send.']);
    expect(splitClauses('Enter Rosa as the given name, pop 3 in the crew box, then join now.')).toEqual(['Enter Rosa as the given name', 'pop 3 in the crew box', 'join now.']);
  });
  it('not before a determiner or an unquoted word value; a last such clause stays with the task before it', () => {
    expect(splitClauses('Fill in the name with "Ann", the rest as the default, then save.')).toEqual(['Fill in the name with "Ann", the rest as the default', 'save.']);
    expect(splitClauses('Type "Fine" in the notes and use Rosa for the given name, then join now.')).toEqual(['Type "Fine" in the notes and use Rosa for the given name', 'join now.']);
    // The whole task is read (and sent) with its last value.
    expect(splitClauses('Report a lost bag for QS-1 worth 30, and give "r@example.net" as your email.')).toEqual(['Report a lost bag for QS-1 worth 30, and give "r@example.net" as your email.']);
  });
});

describe.runIf(hasChromium)('alike fields and values of a kind, end to end through Russ.run (real Chromium)', () => {
  const run = async (site: string): Promise<Map<string, { ok: boolean; code?: string; actions: string[] }>> => {
    const { evalTasks } = await import('../src/cli/eval-tasks.js');
    const out = new Map<string, { ok: boolean; code?: string; actions: string[] }>();
    await evalTasks(site, { browserPath: CHROMIUM_PATH, timeout: 15_000, onTask: (r) => out.set(r.id, { ok: r.ok, ...(r.error ? { code: r.error.code } : {}), actions: r.actions }) });
    return out;
  };

  it('our club page of three forms: every task ends in its expected state (bench/tasks/dev/quay)', async () => {
    const r = await run(join(ROOT, 'bench/tasks/dev/quay'));
    const failed = [...r].filter(([, v]) => !v.ok).map(([k, v]) => `${k}: ${v.code ?? 'wrong state'} ${v.actions.join('; ')}`);
    expect(failed).toEqual([]);
    expect(r.size).toBe(9);
  }, 300_000);

  it('what must stay a question stays one; a later step or the value’s kind decides the rest', async () => {
    const r = await run(join(ROOT, 'test/sites/tasks/alike'));
    // Two email boxes and nothing after: not acted on.
    expect(r.get('email-alone')).toMatchObject({ ok: false, code: 'E_LOW_CONFIDENCE', actions: ['?'] });
    // Two number boxes: a number says nothing about which.
    expect(r.get('number-two-boxes')).toMatchObject({ ok: false, code: 'E_LOW_CONFIDENCE' });
    // The best guess is a link ("Shows"), not the date box: the kind does not override the words.
    expect(r.get('date-not-top')).toMatchObject({ ok: false, code: 'E_LOW_CONFIDENCE' });
    // The one date box, the form whose button the task presses.
    expect(r.get('date-by-kind')).toMatchObject({ ok: true });
    expect(r.get('email-then-button')).toMatchObject({ ok: true });
  }, 300_000);
});
