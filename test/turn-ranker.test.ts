/**
 * The learned turn ranker (src/parser/turn-ranker.ts) with its shipped weights
 * (models/turn-ranker.json) and word vectors, on pages and turns of our own: what it is sure of,
 * what it leaves to a question, and how the contextual parser uses it.
 */
import { describe, expect, it } from 'vitest';
import { candidateProgram, candidatesOf, loadTurnRanker, ordinalOf, verbClass, withTurnRanker } from '../src/parser/turn-ranker.js';
import { emptyDialogueState, type DialogueState, type SeenControl } from '../src/parser/context.js';
import { printSurface as toSurface } from '../src/thingtalk/index.js';

/** A bike-hire page of our own: a Bike radio group, a Hire length menu, two boxes, buttons and links. */
function bikeHire(): DialogueState {
  const controls: SeenControl[] = [
    { label: 'Bike', kind: 'radio', options: ['City bike', 'Mountain bike', 'Tandem', 'Cargo bike'], value: 'City bike' },
    { label: 'Hire length', kind: 'select', options: ['Two hours', 'Half day', 'Full day', 'Weekend'] },
    { label: 'Helmet', kind: 'checkbox' },
    { label: 'Child seat', kind: 'checkbox' },
    { label: 'Voucher code', kind: 'text' },
  ];
  return {
    ...emptyDialogueState(),
    controls,
    page: {
      controls,
      buttons: ['Rent this bike', 'Check dates', 'Apply voucher'],
      links: ['Home', 'Routes and maps', 'Repair policy', 'Our depots', 'Basket (0)', 'Sign in', 'Gift vouchers', 'Safety tips'],
    },
  };
}

/** A tool-lending shelf of our own (round 16): three items, each with its own "Borrow" and "Add to wishlist", and its title as a link. */
function toolShelf(): DialogueState {
  const rows = [
    { title: 'Cordless drill', text: 'Cordless drill · 18 V, two batteries · Ready at the shed', actions: ['Borrow', 'Add to wishlist'] },
    { title: 'Hedge trimmer', text: 'Hedge trimmer · Petrol, 60 cm blade · Back on Friday', actions: ['Borrow', 'Add to wishlist'] },
    { title: 'Pressure washer', text: 'Pressure washer · Electric, with patio brush · Ready at the shed', actions: ['Borrow', 'Add to wishlist'] },
  ];
  return { ...emptyDialogueState(), rows, controls: [], page: { controls: [], buttons: rows.flatMap((r) => r.actions), links: ['Home', 'How lending works', 'My loans (1)', 'Donate a tool', ...rows.map((r) => r.title)] } };
}

describe('the turn ranker (shipped weights)', async () => {
  const ranker = await loadTurnRanker();

  it('loads from the package, with a calibrated threshold', () => {
    expect(ranker).toBeDefined();
    expect(ranker!.model.threshold).toBeGreaterThanOrEqual(0.5);
    expect(ranker!.model.threshold).toBeLessThan(1);
  });

  it('reads the page\'s candidate actions: options of each group, boxes, buttons, links (not text boxes)', () => {
    const c = candidatesOf(bikeHire());
    expect(c.filter((x) => x.kind === 'option').map((x) => x.name)).toEqual(['City bike', 'Mountain bike', 'Tandem', 'Cargo bike', 'Two hours', 'Half day', 'Full day', 'Weekend']);
    expect(c.filter((x) => x.kind === 'checkbox').map((x) => x.name)).toEqual(['Helmet', 'Child seat']);
    expect(c.find((x) => x.name === 'City bike')?.chosen).toBe(true);
    expect(c.some((x) => x.name === 'Voucher code')).toBe(false);
    expect(c.filter((x) => x.kind === 'link')).toHaveLength(8);
  });

  const sure: Array<[string, string]> = [
    ['the tandem please', 'Tandem'],
    ["let's go with a full day", 'Full day'],
    ['Okay, make it the weekend.', 'Weekend'],
    ['we need a helmet too', 'Helmet'],
    ['and a child seat as well', 'Child seat'],
    ['show me the routes', 'Routes and maps'],
    ['Take me to my basket.', 'Basket (0)'],
    ['can you show me your depots', 'Our depots'],
    ['mountain', 'Mountain bike'],
  ];
  for (const [u, name] of sure)
    it(`"${u}" → ${name}`, () => {
      expect(ranker!.choose(u, bikeHire())?.candidate.name).toBe(name);
    });

  // "A seat for the kid" shares no word with "Child seat" but "seat", and "kid" is only near "child" in the vectors: not sure enough.
  const unsure = ['and a seat for the kid', 'where are your depots?', 'thanks', 'what does the tandem cost?', 'is the helmet free?', 'no helmet', 'write to the owner', 'Which one is lighter?', 'cancel my order'];
  for (const u of unsure)
    it(`"${u}" → nothing it is sure of`, () => {
      expect(ranker!.choose(u, bikeHire())).toBeUndefined();
    });

  it('ranks "none" first for a turn about nothing on the page, and a probability for each candidate', () => {
    const ranked = ranker!.rank('I lost my glove on the ride', candidatesOf(bikeHire()));
    expect(ranked[0]!.candidate).toBeUndefined();
    expect(ranked.reduce((s, r) => s + r.p, 0)).toBeCloseTo(1, 5);
  });

  it('verb classes of a turn', () => {
    expect(verbClass('Okay, can you open the reviews')).toBe('nav');
    expect(verbClass('tick the helmet box')).toBe('check');
    expect(verbClass('turn off alerts')).toBe('uncheck');
    expect(verbClass("I'll take the blue one")).toBe('choose');
    expect(verbClass('medium please')).toBe('none');
  });

  it('programs: a dropdown option is selected on its dropdown, a radio option clicked, a box checked, a link clicked as a link', () => {
    const c = candidatesOf(bikeHire());
    const text = (name: string): string => toSurface(candidateProgram(c.find((x) => x.name === name)!));
    expect(text('Half day')).toBe('@retrieve(description="Hire length", type=dropdown) => @select(option=literal("Half day"), element=id)');
    expect(text('Tandem')).toBe('@retrieve(description="Tandem") => @click(element=id)');
    expect(text('Helmet')).toBe('@retrieve(description="Helmet") => @check(element=id)');
    expect(text('Repair policy')).toBe('@retrieve(description="Repair policy", type=link) => @click(element=id)');
  });

  it('round 16: each item\'s own controls are candidates with the item\'s words and place; the control every item repeats is never acted on alone', () => {
    const c = candidatesOf(toolShelf());
    const rows = c.filter((x) => x.kind === 'row');
    expect(rows.map((x) => `${x.name} [${x.row?.title}] ${x.nth}/${x.of}`)).toEqual([
      'Borrow [Cordless drill] 1/3', 'Add to wishlist [Cordless drill] 1/3', 'Borrow [Hedge trimmer] 2/3', 'Add to wishlist [Hedge trimmer] 2/3', 'Borrow [Pressure washer] 3/3', 'Add to wishlist [Pressure washer] 3/3',
    ]);
    expect(c.find((x) => x.kind === 'button' && x.name === 'Borrow')?.repeated).toBe(true);
    // A link that is an item's title carries the item too.
    expect(c.find((x) => x.kind === 'link' && x.name === 'Hedge trimmer')).toMatchObject({ nth: 2, of: 3, row: { title: 'Hedge trimmer' } });
    expect(toSurface(candidateProgram(rows[2]!))).toBe('@retrieve(description="Hedge trimmer", item=1) => @retrieve(description="Borrow", in=id) => @click(element=id)');
  });

  const onRows: Array<[string, string]> = [
    ['borrow the petrol one', 'Borrow [Hedge trimmer]'],
    ["I'd like to borrow the one with the patio brush", 'Borrow [Pressure washer]'],
    ['show me the washer', 'Pressure washer [Pressure washer]'],
  ];
  for (const [u, want] of onRows)
    it(`round 16: "${u}" → ${want}`, () => {
      const c = ranker!.choose(u, toolShelf())?.candidate;
      expect(c && `${c.name} [${c.row?.title}]`).toBe(want);
    });
  it('round 16: "borrow the second one" and "borrow the last one" rank the item at that place first (acting on them needs the row threshold, 0.976)', () => {
    for (const [u, want] of [['borrow the second one', 'Hedge trimmer'], ['borrow the last one', 'Pressure washer']] as const) {
      const [best] = ranker!.rank(u, candidatesOf(toolShelf()));
      expect(best?.candidate && `${best.candidate.kind} ${best.candidate.name} [${best.candidate.row?.title}]`).toBe(`row Borrow [${want}]`);
    }
  });
  // Which item is not said, an item the shelf does not have, a place past its end, a question, several items.
  for (const u of ['borrow one', 'borrow it', 'borrow the fourth one', 'borrow the ladder', 'how heavy is the drill?', 'borrow the first two'])
    it(`round 16: "${u}" → nothing it is sure of`, () => {
      expect(ranker!.choose(u, toolShelf())).toBeUndefined();
    });

  it('round 16: a place among repeated things, only when said as one', () => {
    expect(ordinalOf('borrow the second one')).toBe(2);
    expect(ordinalOf('the last packet please')).toBe(-1);
    expect(ordinalOf('second one')).toBe(2);
    expect(ordinalOf('First check-up as the reason')).toBeUndefined();
    expect(ordinalOf('the first time we came')).toBeUndefined();
    expect(ordinalOf('a first class ticket')).toBeUndefined();
  });

  it('in the contextual parser: a turn it would ask about runs the action; a reading of its own keeps the action as its rescue', async () => {
    const state = bikeHire();
    const asked = await withTurnRanker({ kind: 'ask', question: 'Which?' }, 'show me the routes', state);
    expect(asked.kind).toBe('programs');
    expect(asked.kind === 'programs' && toSurface(asked.programs[0]!)).toMatch(/"Routes and maps"/);
    const read = await withTurnRanker({ kind: 'programs', programs: [candidateProgram({ kind: 'link', name: 'routes' })] }, 'show me the routes', state);
    expect(read.kind === 'programs' && read.rescue && toSurface(read.rescue[0]!)).toMatch(/"Routes and maps"/);
    // Unsure: the plan stays as the rules made it.
    const kept = await withTurnRanker({ kind: 'ask', question: 'Which?' }, 'hmm, what about tomorrow', state);
    expect(kept).toEqual({ kind: 'ask', question: 'Which?' });
    const nothing = await withTurnRanker({ kind: 'nothing', reply: 'Okay.' }, 'the tandem please', state);
    expect(nothing.kind).toBe('nothing');
  });
});
