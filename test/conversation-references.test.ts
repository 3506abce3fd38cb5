/**
 * References and questions in a conversation (src/parser/references.ts): questions about a value
 * answered by reading and "pick that" after them, "and the one on the right too", "the other
 * nonstop one", pages by their title, a value asked as a question, items named by their words;
 * and what the page gives them (a lone result card, links to one address as one choice).
 */
import { describe, expect, it } from 'vitest';
import { emptyDialogueState, parseInContext, type DialogueState } from '../src/parser/context.js';
import { parse } from '../src/parser/index.js';
import { printSurface, readSurface, type Program } from '../src/thingtalk/index.js';
import { program, query, str } from '../src/thingtalk/ast.js';
import { pageFromHtml } from '../src/page/index.js';
import { groundQuery, pickItem, repeatedItems } from '../src/grounding/index.js';
import { pageTexts } from '../src/runtime/conversation.js';
import { ASKED_AGAIN } from '../src/parser/questions.js';

const sentenceParser = { parse: (s: string) => parse(s) };
const plan = (utterance: string, state: DialogueState = emptyDialogueState()) => parseInContext(utterance, state, sentenceParser);
const surface = (programs: Program[]) => programs.map(printSurface);
const programsOf = async (utterance: string, state?: DialogueState) => {
  const p = await plan(utterance, state);
  return p.kind === 'programs' ? surface(p.programs) : p.kind;
};

const O = 'http://127.0.0.1:9';
const fares: DialogueState = {
  ...emptyDialogueState(),
  visited: [`${O}/flight/7`],
  controls: [{ label: 'Choose your fare', kind: 'radio', options: ['Basic – $121 No changes.', 'Flex – $231 Free changes and a full refund.'] }],
  amounts: ['Basic – $121', 'Flex – $231', 'Total for 2 adults: $312'],
};

describe('questions about a value are answered by reading', () => {
  it('the price of an option the page offers; then "pick that" is that option', async () => {
    const asked = await plan('What does the flex fare cost?', fares);
    // Said with its control's name (round 11's reader, src/parser/questions.ts).
    expect(asked.kind === 'programs' && surface(asked.programs)).toEqual(['@say(text="Choose your fare: Flex – $231 Free changes and a full refund.")']);
    expect(asked.kind === 'programs' && asked.about).toEqual(query({ description: str('Flex – $231 Free changes and a full refund.') }));
    const state = { ...fares, topic: asked.kind === 'programs' ? asked.about : undefined };
    expect(await programsOf('Okay, pick that.', state)).toEqual(['@retrieve(description="Flex – $231 Free changes and a full refund.") => @click(element=id)']);
    // With no question before it, "pick that" is not this rule's.
    const alone = await programsOf('Okay, pick that.', fares);
    expect(alone).toBeInstanceOf(Array); // read as a sentence, not refused
    expect(alone).not.toEqual(['@retrieve(description="Flex – $231 Free changes and a full refund.") => @click(element=id)']);
    expect((alone as string[]).join(' ')).not.toContain('Flex');
  });

  it('"how much is that altogether?" is the page\'s total; "what\'s the price now?" the first amount below the heading', async () => {
    expect(await programsOf('How much is that altogether?', fares)).toEqual(['@say(text="Total for 2 adults: $312")']);
    const product: DialogueState = { ...emptyDialogueState(), amounts: ['$1,699', 'Free delivery on orders over $50.'] };
    expect(await programsOf("What's the price now?", product)).toEqual(['@say(text="$1,699")']);
    // Nothing known: a read of the total.
    expect(await programsOf('How much is it altogether?')).toEqual(['@retrieve(description="total") => @read(element=id)']);
  });

  it('the price of a row named by its words; a value of the user\'s; a property of the thing in view', async () => {
    const rows: DialogueState = { ...emptyDialogueState(), rows: [{ title: '9 Cedar Court', text: '$1,395 /month 9 Cedar Court Eastside · 2 beds' }, { title: '4 Elm Row', text: '$990 /month 4 Elm Row' }] };
    // The row as the page states it (round 11's reader: src/parser/questions.ts).
    expect(await programsOf('How much is the Cedar Court one a month?', rows)).toEqual(['@say(text="$1,395 /month 9 Cedar Court Eastside · 2 beds")']);
    const booked: DialogueState = { ...emptyDialogueState(), facts: ['Your booking reference is SKY4100. We sent your e-ticket.'] };
    expect(await programsOf("What's my booking reference?", booked)).toEqual(['@say(text="Your booking reference is SKY4100. We sent your e-ticket.")']);
    expect(await programsOf("What's my booking reference?")).toEqual(['@retrieve(description="booking reference") => @read(element=id)']);
    expect(await programsOf('How long does the battery last on this one?')).toEqual(['@retrieve(description="battery") => @read(element=id)']);
  });

  it('the page\'s amounts and facts: below its main heading, not in links or options', async () => {
    const page = await pageFromHtml(
      '<nav><a href="/trip">Trip ($0)</a></nav><h1>Boston → Denver</h1><p>Departs 09:45</p><select><option>1 bag (+$35)</option></select><ul><li><a href="/f?max=200">Under $200</a></li></ul><p>Total: $318</p>',
      { url: `${O}/flight/1` },
    );
    expect(pageTexts(page, /[$€£]\s?\d/, 12, 100)).toEqual(['Total: $318']);
    expect(pageTexts(page, /\d/, 20, 160)).toEqual(['Departs 09:45', 'Total: $318']);
  });
});

describe('references to items and pages', () => {
  const list = `${O}/rent?area=Eastside`;
  const items = [1, 2, 3].map((n) => ({ name: `Home ${n} ${n === 2 ? '1 stop' : 'Nonstop'} ${n === 3 ? '4K' : ''}`.trim(), url: `${O}/home/${n}` }));

  it('"and the one on the right too" repeats the last click inside another item', async () => {
    const save = program({ kind: 'action', name: 'click', element: query({ description: str('Save'), in: query({ item: 'middle' }) }) });
    const state: DialogueState = { ...emptyDialogueState(), visited: [list], lists: [{ url: list, items }], executed: [{ utterance: 'Save the one in the middle.', programs: [save] }] };
    expect(await programsOf('And the one on the right too.', state)).toEqual(['@retrieve(item=right) => @retrieve(description="Save", in=id) => @click(element=id)']);
    // Without "and … too" it is the item itself.
    expect(await programsOf('The one on the right.', state)).toEqual(['@retrieve(item=right) => @click(element=id)']);
    // After "add this one to the compare list" on an item's page and "go back": the control of that name in the item named.
    const add = program({ kind: 'action', name: 'click', element: query({ description: str('add to compare list') }) });
    const back = program({ kind: 'action', name: 'goto', url: list });
    const later: DialogueState = { ...state, executed: [{ utterance: 'Add this one to the compare list', programs: [add] }, { utterance: 'Go back to the list', programs: [back] }] };
    expect(await programsOf('And the 4K one as well.', later)).toEqual(['@retrieve(description="4K", item=1) => @retrieve(description="add to compare list", in=id) => @click(element=id)']);
  });

  it('"the 4K one": the item of this page\'s list that its words pick out (not when every item or none says them)', async () => {
    const state: DialogueState = { ...emptyDialogueState(), visited: [list], lists: [{ url: list, items }] };
    expect(await programsOf('The 4K one.', state)).toEqual(['@retrieve(description="4K", item=1) => @click(element=id)']);
    const home = await programsOf('The home one.', state);
    expect(home).toBeInstanceOf(Array);
    expect(home).not.toEqual(['@retrieve(description="home", item=1) => @click(element=id)']);
    expect((home as string[]).join(' ')).not.toContain('item=');
  });

  it('"the other nonstop one": another item the list shows with those words, not one opened before', async () => {
    const state: DialogueState = {
      ...emptyDialogueState(),
      lists: [{ url: list, items }],
      opened: [items[1]!, items[2]!],
      visited: [list, items[1]!.url, list, items[2]!.url],
    };
    expect(await programsOf('No, the other nonstop one.', state)).toEqual([`@goto(url="${O}/home/1")`]);
    // "The other one" is still the item opened before.
    expect(await programsOf('No, the other one.', state)).toEqual([`@goto(url="${O}/home/2")`]);
  });

  it('"the top one" on an item\'s page whose own list is its footer\'s links: the item of the list browsed', async () => {
    const state: DialogueState = {
      ...emptyDialogueState(),
      lists: [{ url: list, items }, { url: items[1]!.url, items: [{ name: 'Help', url: `${O}/help` }, { name: 'Careers', url: `${O}/careers` }], bare: true }],
      opened: [items[1]!],
      visited: [list, items[1]!.url],
    };
    expect(await programsOf('Hmm, actually let me see the top one.', state)).toEqual([`@goto(url="${O}/home/1")`]);
  });

  it('back to a page by its title; a remark before a command is dropped; a value asked as a question', async () => {
    const state: DialogueState = {
      ...emptyDialogueState(),
      lists: [{ url: list, items }],
      opened: [{ name: 'Free cancellation on all bookings', url: `${O}/home/9` }],
      pages: [{ url: `${O}/bookings`, title: 'My bookings' }, { url: `${O}/home/9`, title: 'Home 9' }, { url: `${O}/done`, title: 'Booking confirmed' }],
      visited: [`${O}/bookings`, `${O}/home/9`, `${O}/done`],
    };
    expect(await programsOf('Great. Go back to my bookings.', state)).toEqual([`@goto(url="${O}/bookings")`]);
    expect(await programsOf('Hmm, it has a stop. Go back to the list.', state)).toEqual([`@goto(url="${list}")`]);
    // A question, then the command that answers it.
    expect(await programsOf('What are the rental conditions? Open them.')).toEqual(['@retrieve(description="rental conditions", type=link) => @click(element=id)']);
    // A question this page does not answer runs after the command (round 11: src/parser/questions.ts), read on the page it opens.
    const reasked = await plan('Where do I pick it up? Open the pick-up instructions.');
    expect(reasked.kind === 'parts' && reasked.parts).toEqual(['Open the pick-up instructions', `${ASKED_AGAIN}Where do I pick it up?`]);
    expect(await programsOf(reasked.kind === 'parts' ? reasked.parts[0]! : '')).toEqual(['@retrieve(description="pick-up instructions", type=link) => @click(element=id)']);
    // Round 15: none of the parser's readings answers it there: a read of its words, as an answer (never an action), else not found.
    expect(await plan(`${ASKED_AGAIN}Where do I pick it up?`)).toEqual({ kind: 'programs', programs: [readSurface('@retrieve(description="pick up") => @read(element=id)')], unfound: 'I could not find that on this page.' });
    expect(await programsOf('Can I see it on Saturday?')).toEqual(['@retrieve(description="Saturday") => @click(element=id)']);
  });
});

describe('what the page gives the references', () => {
  it('a lone result card whose heading is plain text and whose link is its own line is a list of one', async () => {
    const card = '<article class="card"><p class="rent">$1,410 /month</p><h3>Pier View, 2A Harbor Point</h3><p>1 bed · 1 bath</p><p><a href="/home/11">View details</a></p></article>';
    const page = await pageFromHtml(`<main><aside><h2>Filter</h2></aside><section><h1>1 home to rent</h1><div class="grid">${card}</div></section></main>`, { url: `${O}/rent` });
    expect(repeatedItems(page).map((i) => i.href)).toEqual(['/home/11']);
    // A page's own section (headed by its h1) is no result.
    const own = await pageFromHtml('<main><section><h1>Pier View</h1><h2>Details</h2><p>1 bed</p><p><a href="/plan">Floor plan</a></p></section></main>', { url: `${O}/home/11` });
    expect(repeatedItems(own)).toEqual([]);
  });

  it('an item named by a short word with a digit ("the 4K one") narrows the items', async () => {
    const card = (n: number, name: string) => `<li><h3><a href="/p/${n}">${name}</a></h3><p>$${n}00</p></li>`;
    const page = await pageFromHtml(`<ul>${card(1, 'Office Monitor')}${card(2, '27 inch 4K Monitor')}</ul>`, { url: `${O}/search` });
    expect(pickItem(repeatedItems(page), 1, '4K')?.href).toBe('/p/2');
  });

  it('links to one address are one choice: "my bookings" is sure between "My bookings (1)" and "Manage my bookings"', async () => {
    const html = (second: string) => `<nav><a href="/bookings">My bookings (1)</a> <a href="/help">Help</a></nav><h1>You're booked!</h1><p><a href="${second}">Manage my bookings</a></p>`;
    const same = groundQuery(query({ description: str('my bookings') }), await pageFromHtml(html('/bookings'), { url: `${O}/done` }));
    const other = groundQuery(query({ description: str('my bookings') }), await pageFromHtml(html('/manage'), { url: `${O}/done` }));
    expect(same.confidence).toBeGreaterThan(other.confidence);
    expect(same.confidence).toBeGreaterThan(0.9);
  });
});
