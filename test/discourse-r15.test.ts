/**
 * Round 15: spoken turns as small discourses, and what the assistant itself just said
 * (src/parser/discourse.ts). Our own sentences and pages (test/sites/chat15), never a bench set's:
 * a statement of need, then a request whose object is a pronoun, is the request on the thing named;
 * a statement of what the user has or prefers is the one box or choice of the page that says it;
 * "let's have that length" after the assistant read an option is that option ("the other one" the other of
 * two); "open that" after it read a name of the page is that name, and asks when it read several.
 * Generated turns from wide pools (a seed not looked at while writing the rules), then end to end in
 * real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { join } from 'node:path';
import { emptyDialogueState, type DialogueState } from '../src/parser/context.js';
import { neededThing, repliedPlan, requestWithAntecedent, saidBackPlan, searchedOnePlan, statedControlPlan } from '../src/parser/discourse.js';
import { program, query, str, type Program } from '../src/thingtalk/ast.js';
import { rng } from '../training/synth.js';
import { CHROMIUM_PATH, hasChromium } from './browser.js';
import { ROOT } from './helpers.js';

const show = (p: Program[] | undefined): string[] | undefined =>
  p?.map((x) => {
    const a = x.action as { name: string; element?: { description?: { value?: string } } };
    return `${a.name} ${a.element?.description?.value ?? ''}`.trim();
  });

const page = (over: Partial<DialogueState>): DialogueState => ({ ...emptyDialogueState(), ...over });

describe('a statement, then a request on a pronoun', () => {
  it('finds the thing a statement of need names, and nothing in a vague one', () => {
    expect(neededThing("Oh, and I've run out of picture hooks")).toBe('picture hooks');
    expect(neededThing('My neighbour wants some garden rope')).toBe('garden rope');
    expect(neededThing('We need to stock up on lamp oil')).toBe('lamp oil');
    expect(neededThing('I need something for a damp cellar')).toBeUndefined();
    expect(neededThing('I need glue and tape')).toBeUndefined();
    expect(neededThing('The shed is falling down')).toBeUndefined();
  });

  it('puts the thing in the pronoun’s place and leaves the statement out', () => {
    expect(requestWithAntecedent("Also, I've run out of picture hooks. Could you find some?")).toBe('Search for picture hooks');
    expect(requestWithAntecedent('We need a new doormat, what do you stock?')).toBe('Search for doormat');
    expect(requestWithAntecedent("Hi! We've run out of tea lights. Do you sell those?")).toBe('Search for tea lights');
    expect(requestWithAntecedent('My dad wants a new trowel. Would you look one up for me?')).toBe('Search for trowel');
    expect(requestWithAntecedent("I'm hunting for a folding stool, could you look up stool?")).toBe('could you look up stool?');
    expect(requestWithAntecedent('We won’t need the Thursday one after all. Please cancel that one.')).toBe('Cancel the Thursday one');
  });

  it('"what do you sell?" beside a link named for the thing is that link', () => {
    expect(requestWithAntecedent('We need more bird seed, what do you sell?', ['Home', 'Bird seed', 'Bird tables'])).toBe('Show me the Bird seed');
    expect(requestWithAntecedent('We need more bird seed, what do you sell?', ['Home', 'Seeds'])).toBe('Search for bird seed');
  });

  it('leaves turns it cannot be sure of as they are', () => {
    // A request that names its own thing (the statement is left out), one sentence, two things needed, "find it" (the thing in view), no statement.
    expect(requestWithAntecedent("I'll need a bracket for it as well. Can you search for a shelf bracket?")).toBe('Can you search for a shelf bracket?');
    expect(requestWithAntecedent('Could you look for some?')).toBeUndefined();
    // A search on "that" after a statement: the whole statement is what to search (the other rules' reading), not its first noun.
    expect(requestWithAntecedent("I'm hunting for a cottage near Alnmouth, could you search that?")).toBeUndefined();
    expect(requestWithAntecedent('I need hooks. I also need rope. Search for them.')).toBeUndefined();
    expect(requestWithAntecedent('I lost my torch. Can you find it?')).toBeUndefined();
    expect(requestWithAntecedent('The lamp looks nice. Could you find some?')).toBeUndefined();
  });

  // Generated turns: subjects, verbs of needing, things and request frames from wide pools; the
  // seed (9151) was not looked at while the rules were written.
  it('reads generated turns of a statement and a pronoun request (held-out seed)', () => {
    const r = rng(9151);
    const pick = <T,>(xs: readonly T[]): T => xs[Math.floor(r() * xs.length)]!;
    const subjects = ['I', 'We', "I've", "We've", 'My dad', 'Our neighbour', 'My sister', "I'll", "We'll"];
    const verbs: Record<string, string[]> = {
      I: ['need', 'want', 'am after', 'am looking for', 'could do with', 'really need'],
      We: ['need', 'want', 'are after', 'are out of', 'could use', 'are short of'],
      "I've": ['run out of', 'lost', 'broken'],
      "We've": ['run out of', 'lost', 'broken'],
      'My dad': ['needs', 'wants', 'is after'],
      'Our neighbour': ['needs', 'wants', 'is looking for'],
      'My sister': ['needs', 'wants'],
      "I'll": ['need', 'want'],
      "We'll": ['need', 'want'],
    };
    const things = ['tent pegs', 'a bread bin', 'some masking tape', 'new wellies', 'a kettle', 'more bin bags', 'a spare fuse', 'picture frames', 'a soup ladle', 'some hinges', 'a tea towel', 'a watering can', 'some twine', 'a bike lock'];
    const asks = ['Can you search for those?', 'Could you look for some?', 'Search for them, please.', 'Can you find one?', 'Would you look them up?', 'Have you got any?', 'Do you sell those?', 'what do you stock?', 'what do you sell?'];
    const leads = ['', 'Oh, ', 'Right, ', 'Hi! ', 'Also, '];
    let right = 0;
    const n = 200;
    for (let i = 0; i < n; i++) {
      const subject = pick(subjects);
      const thing = pick(things);
      const bare = thing.replace(/^(?:(?:a|an|some|new|more|spare)\s+)+/, '');
      const ask = pick(asks);
      const turn = `${pick(leads)}${subject} ${pick(verbs[subject]!)} ${thing}${ask.startsWith('what') ? ', ' : '. '}${ask}`;
      const got = requestWithAntecedent(turn);
      if (got && got.includes(bare) && !/\b(?:those|them|some|one|any)\b/i.test(got.replace(bare, ''))) right++;
    }
    expect(right / n).toBeGreaterThanOrEqual(0.95);
  });
});

describe('a statement of what the user has or prefers, against the page', () => {
  const checkout = page({
    controls: [
      { label: 'I hold a Fernbank rail card (a third off)', kind: 'checkbox' },
      { label: 'Part of day', kind: 'radio', options: ['Morning', 'Afternoon', 'Evening'] },
      { label: 'No pets in the home', kind: 'checkbox' },
    ],
  });

  it('ticks the box it names, unticks it when negated, and chooses the option it names', () => {
    expect(show((statedControlPlan("I carry a rail card.", checkout) as { programs: Program[] }).programs)).toEqual(['check I hold a Fernbank rail card (a third off)']);
    expect(show((statedControlPlan("I'm an afternoon person.", checkout) as { programs: Program[] }).programs)).toEqual(['click Afternoon']);
    expect(show((statedControlPlan('we like mornings', checkout) as { programs: Program[] }).programs)).toEqual(['click Morning']);
    const ticked = page({ controls: [{ label: 'I hold a Fernbank rail card (a third off)', kind: 'checkbox', value: 'on' }] });
    expect(show((statedControlPlan("I don't have a rail card any more", ticked) as { programs: Program[] }).programs)).toEqual(['uncheck I hold a Fernbank rail card (a third off)']);
    expect(statedControlPlan('I hold a rail card', ticked)).toEqual({ nothing: '"I hold a Fernbank rail card (a third off)" is already ticked.' });
  });

  it('does nothing it is not sure of: a question, a label that is negated, words no control holds', () => {
    expect(statedControlPlan('I carry a rail card?', checkout)).toBeUndefined();
    expect(statedControlPlan('We have pets.', checkout)).toBeUndefined();
    expect(statedControlPlan("I'm allergic to cats.", checkout)).toBeUndefined();
    expect(statedControlPlan('I have a question.', checkout)).toBeUndefined();
    expect(statedControlPlan('I carry a rail card. Book it.', checkout)).toBeUndefined();
  });
});

describe('what the assistant just said', () => {
  const item = page({
    controls: [{ label: 'Blade length', kind: 'select', options: ['Choose one', '15 cm — £9.00', '20 cm — £12.00'] }],
    topic: query({ description: str('20 cm — £12.00') }),
  });

  it('"go for that length", "that one then" choose the option read; "the other one" the other of two', () => {
    expect(show(saidBackPlan("Let's have that length", item))).toEqual(['click 20 cm — £12.00']);
    expect(show(saidBackPlan("Okay, I'll have that one", item))).toEqual(['click 20 cm — £12.00']);
    expect(show(saidBackPlan("Let's do the other length", item))).toEqual(['click 15 cm — £9.00']);
    // Nothing kept as the topic, but the option read out whole (with its label or not): the same.
    const readOut = { ...item, topic: undefined, replied: ['Blade length: 15 cm — £9.00'] };
    expect(show(saidBackPlan('choose that length, please', readOut))).toEqual(['click 15 cm — £9.00']);
    // A noun that is not the choice's, or nothing read: left to the other rules.
    expect(saidBackPlan('Pick that colour', item)).toBeUndefined();
    expect(saidBackPlan('Pick that length', { ...item, topic: undefined })).toBeUndefined();
  });

  it('"open that" after a reply that named one link of the page; asks when it named several', () => {
    const browse = page({ page: { controls: [], links: ['Home', 'Fen Lights', 'The Salt Road', 'Help'] }, replied: ['The Salt Road'] });
    expect(show((repliedPlan('Show me that.', browse) as { programs: Program[] }).programs)).toEqual(['click The Salt Road']);
    expect(show((repliedPlan('that one, please', { ...browse, replied: ['Narrated by Ines Marr · from The Salt Road series'] }) as { programs: Program[] }).programs)).toEqual(['click The Salt Road']);
    expect(repliedPlan('Click on that one', { ...browse, replied: ['Fen Lights · The Salt Road'] })).toEqual({ ask: 'Which one do you mean: "Fen Lights", "The Salt Road"?' });
    expect(repliedPlan('Click on that', { ...browse, replied: ['£12.00'] })).toBeUndefined();
    expect(repliedPlan('Add it to my list', browse)).toBeUndefined();
  });

  it('"let\'s see that one" right after a search: the one link that holds every word searched for', () => {
    const searched = page({
      executed: [{ utterance: 'search for a bread bin', programs: [program({ kind: 'action', name: 'enter', element: query({ description: str('Search') }), text: str('bread bin') }), program({ kind: 'action', name: 'click', element: query({ description: str('Go') }) })] }],
      page: { controls: [], links: ['Home', 'Opening times', 'Enamel bread bin'] },
    });
    expect(show(searchedOnePlan("Let's see that one", searched))).toEqual(['click Enamel bread bin']);
    expect(searchedOnePlan('Click on that one', { ...searched, page: { controls: [], links: ['Enamel bread bin', 'Oak bread bin'] } })).toBeUndefined();
    // A list whose one item holds the words ("Breadboard" does not): that one.
    expect(show(searchedOnePlan('Click on that one', { ...searched, page: { controls: [], links: ['Enamel bread bin', 'Oak breadboard', 'Bin liners'] } }))).toEqual(['click Enamel bread bin']);
  });
});

describe.runIf(hasChromium)('discourse turns end to end (real Chromium, test/sites/chat15)', () => {
  it('every session of our site ends in its expected state', async () => {
    const { evalChat } = await import('../src/cli/eval-chat.js');
    const wrong: string[] = [];
    const summary = await evalChat(join(ROOT, 'test/sites/chat15'), { browserPath: CHROMIUM_PATH, timeout: 15_000, onTurn: (r) => { if (!r.right) wrong.push(`${r.mode} ${r.site}/${r.session} ${r.turn}: ${r.actions.join('; ')}`); } });
    expect(wrong).toEqual([]);
    expect(summary.taskSuccess).toBe(100);
  }, 300_000);
});
