/**
 * Round 8 of the contextual stage (src/parser/context.ts, src/parser/references.ts), chosen from the
 * per-category error analysis of heldout6 and heldout4 (docs/conversation.md). Every rule reads the
 * page's own structure (option texts, rows, link groups, facts); the pages here are our own.
 */
import { describe, expect, it } from 'vitest';
import { printSurface, type Program } from '../src/thingtalk/index.js';
import { emptyDialogueState, parseInContext, type DialogueState } from '../src/parser/context.js';
import { formControls } from '../src/runtime/conversation.js';
import { parse } from '../src/parser/index.js';
import { pageFromHtml } from '../src/page/index.js';

const sentenceParser = { parse: (s: string) => parse(s) };
const O = 'http://127.0.0.1';
const stateOf = (html: string, extra: Partial<DialogueState> = {}): DialogueState => ({ ...emptyDialogueState(), visited: [`${O}/`], controls: formControls(pageFromHtml(html)), ...extra });
const first = async (u: string, state: DialogueState): Promise<string[]> => {
  const r = await parseInContext(u, state, sentenceParser);
  return r.kind === 'programs' ? r.programs.map((p: Program) => printSurface(p)) : [`${r.kind}`];
};

const HARDWARE = `<!doctype html><title>Bolt & Beam</title><h1>Brass hinges</h1>
  <form action="/p/3"><fieldset><legend>If we run out</legend>
  <label><input type=radio name=r value=y> Replace with a similar item</label>
  <label><input type=radio name=r value=n> Do not replace</label></fieldset>
  <fieldset><legend>Finish</legend><label><input type=radio name=f value=a> Matte · $4</label><label><input type=radio name=f value=b> Polished · $6</label></fieldset>
  <label for=q>Quantity</label><select id=q name=q><option>1</option><option>2</option><option>3</option><option>4</option></select></form>`;

describe('round 8: choices, counts and filters read from the page', () => {
  it('a choice said with a negation is the option that says no, also after a condition', async () => {
    const state = stateOf(HARDWARE);
    expect(await first("If it's gone, don't replace it.", state)).toEqual(['@retrieve(description="Do not replace") => @click(element=id)']);
    expect(await first('No replacements for this one.', state)).toEqual(['@retrieve(description="Do not replace") => @click(element=id)']);
  });

  it('a bare count goes to the menu of numbers; a count and a choice in one turn are both sure', async () => {
    const state = stateOf(HARDWARE);
    const out = (await first('Three, in the polished finish', state)).join(' ');
    expect(out).toContain('@select(option=literal("3")');
    expect(out).toContain('description="Polished · $6"');
    expect((await first('Matte again, but two this time.', state)).join(' ')).toContain('literal("2")');
  });

  it('a count for a named row sets that row\'s quantity menu', async () => {
    const state = stateOf(`<form><label for=q1>Qty</label><select id=q1><option>1</option><option>2</option><option>3</option></select></form>`, {
      rows: [{ title: 'Brass hinges', text: 'Brass hinges $4 Qty Remove' }, { title: 'Wood screws', text: 'Wood screws $2 Qty Remove' }],
    });
    const out = (await first('Make the hinges just two.', state)).join(' ');
    expect(out).toContain('description="hinges", item=1');
    expect(out).toContain('@select(option=literal("2")');
  });

  it('a filter made of links is cleared by the link of its group that sets nothing', async () => {
    const state = stateOf('<p>x</p>', { rows: [{ title: 'All colours', text: 'All colours' }, { title: 'Red', text: 'Red' }, { title: 'Blue', text: 'Blue' }] });
    expect(await first('Clear the blue filter.', state)).toEqual(['@retrieve(description="All colours") => @click(element=id)']);
  });

  it('a day named in full picks the row that shortens it', async () => {
    const list = { url: `${O}/`, items: [{ name: 'Fri 4 Jul Open mic night', url: `${O}/e/1` }, { name: 'Sat 5 Jul Open mic night', url: `${O}/e/2` }] };
    const out = (await first('The Saturday one.', stateOf('<p>x</p>', { lists: [list] }))).join(' ');
    expect(out).toContain('description="Sat"');
  });
});

describe('round 8: questions answered from the page', () => {
  it('a value named by the question is the page text that states it (a fee by its amount, a number by an identifier)', async () => {
    const state = stateOf('<p>x</p>', { facts: ['Shipping: $4.50 (standard)', 'Reference PX-7781 is confirmed.', '3 items'] });
    expect(await first("What's the shipping fee?", state)).toEqual(['@say(text="Shipping: $4.50 (standard)")']);
    expect(await first('Read me the new reference number.', state)).toEqual(['@say(text="Reference PX-7781 is confirmed.")']);
  });

  it('"how much X does it have", "what time does it start", and a follow-up on another option', async () => {
    const facts = { facts: ['Fibre 6 g per serving', 'Doors open 7:30 PM'] };
    expect(await first('How much fibre does it have?', stateOf('<p>x</p>', facts))).toEqual(['@say(text="Fibre 6 g per serving")']);
    expect(await first('What time does it start?', stateOf('<p>x</p>', facts))).toEqual(['@say(text="Doors open 7:30 PM")']);
    const state = stateOf(HARDWARE, { executed: [{ utterance: 'How much are matte hinges?', programs: [] }, { utterance: 'Go back and open the other one.', programs: [] }] });
    expect(await first('And the polished here?', state)).toEqual(['@say(text="Polished · $6")']);
  });

  it('"cancel that order" while a question is pending is a command, not a "no"', async () => {
    const state = stateOf('<p>x</p>', { pending: { programs: [], choices: ['Save'] } });
    const r = await parseInContext('Cancel that order.', state, sentenceParser);
    expect(r.kind).not.toBe('nothing');
    expect((await parseInContext('No, thanks.', state, sentenceParser)).kind).toBe('nothing');
  });
});

const DRIVER = `<!doctype html><title>Hire</title><h1>Driver details</h1><form action="/d">
  <label for=n>Driver's full name</label><input id=n name=n>
  <label for=a>Driver's age</label><select id=a name=a><option>25–69 years</option><option>18–24 years</option><option>70 years or older</option></select>
  <label for=d>Pick-up date</label><select id=d name=d><option>Thu 3 Sep</option><option>Fri 4 Sep</option><option>Sat 5 Sep</option></select>
  <label for=l>Length</label><select id=l name=l><option>1 day</option><option>2 days</option><option>3 days</option></select></form>`;

describe('round 8: values in a second clause, days without a month', () => {
  it('an age said after a name goes to the age menu, by the range that holds it', async () => {
    const state = stateOf(DRIVER);
    const out = (await first("The driver's name is Ada Quill, she's 19.", state)).join(' ');
    expect(out).toContain('@enter(text=literal("Ada Quill")');
    expect(out).toContain('literal("18–24 years")');
    expect((await first("He's seventy-two.", state)).join(' ')).toContain('literal("70 years or older")');
    expect((await first('Name Ada Quill.', state)).join(' ')).toContain('@enter(text=literal("Ada Quill")');
  });

  it('a day without its month is the one option of a menu of dates that has that day', async () => {
    const state = stateOf(DRIVER);
    const out = (await first('On the fourth, for two days.', state)).join(' ');
    expect(out).toContain('literal("Fri 4 Sep")');
    expect(out).toContain('literal("2 days")');
    expect((await first('Collecting on the fifth.', state)).join(' ')).toContain('literal("Sat 5 Sep")');
  });
});

describe('round 8: boxes named by their label, a choice said for a send command', () => {
  const FLIGHTS = `<!doctype html><title>Fly</title><h1>Flights</h1><form action="/f"><label><input type=checkbox name=d> Direct flights only</label>
    <label><input type=checkbox name=b> Checked bag (+$30)</label></form>`;
  it('"check direct only", "add a checked bag", "untick the bag" are the box whose label says it', async () => {
    const state = stateOf(FLIGHTS);
    expect(await first('Check direct only.', state)).toEqual(['@retrieve(description="Direct flights only") => @check(element=id)']);
    expect(await first('Add a checked bag.', state)).toEqual(['@retrieve(description="Checked bag (+$30)") => @check(element=id)']);
    expect(await first('Untick the bag.', state)).toEqual(['@retrieve(description="Checked bag (+$30)") => @uncheck(element=id)']);
  });

  it('"send it for Friday" chooses Friday in the form, then presses the form\'s button', async () => {
    const state = stateOf(`<form action="/v"><fieldset><legend>Viewing day</legend><label><input type=radio name=d> Thursday</label><label><input type=radio name=d> Friday</label></fieldset>
      <label for=n>Your name</label><input id=n name=n><button>Send request</button></form>`);
    const out = await first('Send it for Friday.', state);
    expect(out[0]).toContain('description="Friday"');
    expect(out[out.length - 1]).toContain('description="Send request", type=button');
  });
});
