/**
 * Round 15 (issue 11): say versus read is the parser's decision, and a question no reading of the
 * parser answers is a ThingTalk read the runtime grounds. The real parser, the real grounding, real
 * Chromium, on a site of our own (test/sites/corvale.mjs); sentences are ours.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadParser, type Parser } from '../src/parser/index.js';
import { namedValue, toldMessage } from '../src/parser/say-or-read.js';
import { askedAbout, questionsNeverAct } from '../src/parser/asked.js';
import { emptyDialogueState } from '../src/parser/context.js';
import { program } from '../src/thingtalk/ast.js';
import { fromNNSyntax, printSurface, programsEqual, singleProgram, toNNSyntax } from '../src/thingtalk/index.js';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import { Russ, type RunError } from '../src/runtime/russ.js';
import { RussError } from '../src/errors.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';
import { hasChromium, launchPlaywright } from './browser.js';
import { chatSite } from './chat-site.js';
import { ROOT } from './helpers.js';

describe('say or read: the form of what the telling verb takes', () => {
  let parser: Parser;
  beforeAll(async () => {
    parser = await loadParser();
  });
  afterAll(async () => {
    await parser?.dispose();
  });

  it('a noun phrase names a value: a @read of it (both syntaxes round-trip)', async () => {
    for (const [sentence, description] of [
      ['Tell the user the permit number.', 'permit number'],
      ['Let the customer know their locker code', 'locker code'],
    ] as const) {
      const program = singleProgram(await parser.parse(sentence));
      expect(program.action, sentence).toMatchObject({ name: 'read', element: { description: { kind: 'string', value: description } } });
      expect(programsEqual(fromNNSyntax(toNNSyntax(program)), program)).toBe(true);
      expect(printSurface(program)).toBe(`@retrieve(description="${description}") => @read(element=id)`);
    }
  });

  it('an infinitive, a clause or a sentence is a message: a @say of its words', async () => {
    for (const [sentence, words] of [
      ['Tell the user to bring photo ID to the kiosk.', 'bring photo ID to the kiosk'],
      ['Tell the customer that the ferry leaves from pier two', 'the ferry leaves from pier two'],
      ['Tell the user the kiosk closed', 'the kiosk closed'],
      ['Read to user: Your request has been received.', undefined],
    ] as const) {
      const program = singleProgram(await parser.parse(sentence));
      expect(program.action.name, sentence).toBe('say');
      if (words !== undefined) expect(program.action, sentence).toMatchObject({ text: words });
    }
  });

  it('decides from closed-class words, not from the nouns', () => {
    // Made-up nouns are values as well as real ones: the decision does not know the words.
    expect(namedValue('Tell the user the florp quanticode')).toBe('florp quanticode');
    expect(namedValue('Tell the user their zib')).toBe('zib');
    expect(namedValue('Tell the user the zib is ready')).toBeUndefined();
    expect(toldMessage('Tell the user the gate will open at noon')).toBe('the gate will open at noon');
    expect(namedValue('Inform the user of the estimated collection date shown on the screen.')).toBe('estimated collection date');
    expect(namedValue('Tell the user the zib was glorped')).toBeUndefined();
    expect(namedValue('Tell the user the code: 4417')).toBeUndefined();
    expect(toldMessage('Tell the user to glorp the zib')).toBe('glorp the zib');
    expect(namedValue('Click the permit number')).toBeUndefined();
  });

  it('a reading that only says back a name the question holds becomes a read of that name, as an answer', async () => {
    const said = { kind: 'programs' as const, programs: [program({ kind: 'action', name: 'say', text: 'Valid until' })] };
    const plan = await questionsNeverAct(said, 'What does it say under Valid until?', { ...emptyDialogueState(), heading: 'Valid until' });
    // Words said back that are not a part of the page (a section's name, an answer that only repeats
    // the question's words): read them as a label, and when nothing so labelled holds a value, the
    // reply is those words, as the rules answered.
    const echo = await questionsNeverAct(said, 'What does it say under Valid until?', emptyDialogueState());
    expect(echo).toMatchObject({ kind: 'programs', unfound: 'Valid until', programs: [{ action: { name: 'read', element: { description: { value: 'Valid until' } } } }] });
    expect(plan).toMatchObject({ kind: 'programs', unfound: 'I could not find that on this page.', programs: [{ action: { name: 'read', element: { description: { value: 'Valid until' } } } }] });
  });

  it('a question names what to read by its content words; one put to the assistant names nothing', () => {
    expect(askedAbout('until when is it valid')).toBe('until valid');
    expect(askedAbout('is there a cafe')).toBe('cafe');
    expect(askedAbout("what's your name")).toBeUndefined();
    expect(askedAbout('how is it')).toBeUndefined();
  });
});

describe.runIf(hasChromium)('say or read in a run (Russ.run, Chromium, the Corvale site)', () => {
  let site: Site & { reset(): void };
  let server: Awaited<ReturnType<typeof serveSite>>;
  let browser: Awaited<ReturnType<typeof launchPlaywright>>;
  beforeAll(async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'test/sites/corvale.mjs')).href)) as { createSite(): Site & { reset(): void } };
    site = mod.createSite();
    server = await serveSite(site);
    browser = await launchPlaywright();
  });
  afterAll(async () => {
    await browser?.close();
    server?.server.close();
  });

  async function run(article: string): Promise<{ said: string[]; trace?: Awaited<ReturnType<Russ['run']>>; error?: RunError }> {
    site.reset();
    const context = await browser.newContext();
    try {
      const adapter = new PlaywrightAdapter(await context.newPage(), { timeout: 15_000 });
      await adapter.goto(`${server.origin}/permit`);
      const said: string[] = [];
      const russ = new Russ({ adapter, dialogue: { say: (t) => void said.push(t) }, allowedOrigins: [server.origin], elementTimeout: 3000 });
      try {
        return { said, trace: await russ.run(article) };
      } catch (err) {
        return { said, error: err as RunError };
      }
    } finally {
      await context.close();
    }
  }

  it('"Tell the user the <X>" reads the labelled value; "Tell the user to <message>" says it', async () => {
    const { said, trace, error } = await run(`Tell the user the permit number.
      Tell the user the collection point.
      Tell the user to bring photo ID to the kiosk.`);
    expect(error).toBeUndefined();
    expect(trace!.map((e) => [e.action, e.output])).toEqual([
      ['read', 'KV-4417'],
      ['read', 'North gate kiosk'],
      ['say', 'bring photo ID to the kiosk'],
    ]);
    expect(said).toEqual(['KV-4417', 'North gate kiosk', 'bring photo ID to the kiosk']);
    expect(site.state()).toMatchObject({ cancelled: false });
  });

  it('a value the page does not show: a typed error, nothing said, nothing pressed', async () => {
    const { said, error } = await run('Tell the user the berth number.');
    expect(error).toBeInstanceOf(RussError);
    expect(['E_NO_ELEMENT', 'E_LOW_CONFIDENCE', 'E_NO_VALUE']).toContain(error!.code);
    expect(said).toEqual([]);
    expect(site.state()).toMatchObject({ cancelled: false });
  });
});

describe.runIf(hasChromium)('a question no reading answers: the grounder reads it (conversation, the Corvale site)', () => {
  type CorvaleState = { page: { path: string }; cancelled: boolean };
  const { chatOn } = chatSite<CorvaleState>('corvale.mjs');

  it('reads a definition by the question\'s words, with its label; not found stays not found', async () => {
    const { ask, chat, close } = await chatOn('/permit');
    try {
      const valid = await ask('Until when is it valid?');
      expect(valid.status).toBe('done');
      expect(valid.said).toBe('Valid until: 31 August');
      expect(chat.turns.at(-1)!.steps.map((s) => s.action)).toEqual(['read']);
      const cafe = await ask('Is there a cafe?');
      expect(cafe).toMatchObject({ status: 'nothing', said: 'I could not find that on this page.' });
      expect(chat.turns.at(-1)!.steps.every((s) => s.action === 'read')).toBe(true);
      for (const r of [valid, cafe]) expect(r.state).toMatchObject({ page: { path: '/permit' }, cancelled: false });
    } finally {
      await close();
    }
  });
});
