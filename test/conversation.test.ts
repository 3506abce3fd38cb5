/**
 * Conversations with context: the contextual parsing rules over the dialogue state, ThingTalk
 * item queries, grounding by repeated structure, and whole spoken sessions in real Chromium on
 * the benchmark store served on 127.0.0.1 (through the API and through `russ chat`).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './helpers.js';
import { hasChromium, launchPlaywright, withServedSite } from './browser.js';
import { fromNNSyntax, printSurface, readSurface, toNNSyntax, typecheck, type Program } from '../src/thingtalk/index.js';
import { clean, emptyDialogueState, isAcknowledgement, parseInContext, readForm, searchTerms, spokenAmounts, type DialogueState } from '../src/parser/context.js';
import { formControls } from '../src/runtime/conversation.js';
import { parse } from '../src/parser/index.js';
import { pageFromHtml } from '../src/page/index.js';
import { groundQuery, pickItem, repeatedItems } from '../src/grounding/index.js';
import { query, str } from '../src/thingtalk/ast.js';
import { PlaywrightAdapter } from '../src/adapters/playwright.js';
import { Russ } from '../src/runtime/russ.js';
import { serveSite, type Site } from '../src/cli/eval-chat.js';

const sentenceParser = { parse: (s: string) => parse(s) };
const plan = (utterance: string, state: DialogueState = emptyDialogueState()) => parseInContext(utterance, state, sentenceParser);
const surface = (programs: Program[]) => programs.map(printSurface);

describe('ThingTalk item queries', () => {
  it.each([
    ['@retrieve(item=2) => @click(element=id)', 'now => @webagent.retrieve param:item = 2 => @webagent.click param:element = param:id'],
    ['@retrieve(description="remove", item=last) => @click(element=id)', 'now => @webagent.retrieve param:description = " remove " param:item = enum:last => @webagent.click param:element = param:id'],
  ])('%s round-trips through both syntaxes', (text, nn) => {
    const p = readSurface(text);
    expect(toNNSyntax(p)).toBe(nn);
    expect(fromNNSyntax(nn)).toEqual(p);
    expect(() => typecheck(p)).not.toThrow();
  });

  it('rejects an item that is neither a position nor a number from 1', () => {
    expect(() => readSurface('@retrieve(item=0) => @click(element=id)')).toThrow(/item/);
    expect(() => readSurface('@retrieve(item=sideways) => @click(element=id)')).toThrow(/item/);
  });
});

describe('repeated items on a page', () => {
  const html = `<nav><a href="/a">Home</a><a href="/b">Deals</a><a href="/c">Help</a></nav>
    <div class="grid">
      <div class="card"><img alt="pic"><h3><a href="/p/1">Blue kettle</a></h3><span>$30</span></div>
      <div class="card"><img alt="pic"><h3><a href="/p/2">Red kettle</a></h3><span>$24</span></div>
      <div class="card"><img alt="pic"><h3><a href="/p/3">Steel kettle</a></h3><span>$45</span></div>
    </div>`;

  it('finds the result cards, not the menu, and picks by index, position and price', async () => {
    const page = await pageFromHtml(html);
    const items = repeatedItems(page);
    expect(items.map((i) => i.href)).toEqual(['/p/1', '/p/2', '/p/3']);
    expect(pickItem(items, 2)?.href).toBe('/p/2');
    expect(pickItem(items, 'last')?.href).toBe('/p/3');
    expect(pickItem(items, 'middle')?.href).toBe('/p/2');
    expect(pickItem(items, 'cheapest')?.href).toBe('/p/2');
    expect(pickItem(items, 'priciest')?.href).toBe('/p/3');
    expect(pickItem(items, 5)).toBeUndefined();
    expect(pickItem(items, 'right', 'red kettles')?.href).toBe('/p/2'); // narrowed by words, plurals too
    const g = groundQuery(query({ item: 1 }), page);
    expect(g.target.attributes.href).toBe('/p/1');
    expect(g.selector).toBeTruthy();
  });

  it('a table of rows with a button each; a page without a list finds nothing', async () => {
    const page = await pageFromHtml(`<table><tbody><tr><td>Tea</td><td><button>Remove</button></td></tr><tr><td>Milk</td><td><button>Remove</button></td></tr></tbody></table>`);
    expect(repeatedItems(page).map((i) => i.text)).toEqual(['Tea Remove', 'Milk Remove']);
    const empty = await pageFromHtml('<h1>Hello</h1><p>No list <a href="/x">here</a></p>');
    expect(() => groundQuery(query({ item: 1 }), empty)).toThrow(/no item/i);
  });
});

describe('relations people use to point', () => {
  it('the element below or next to an anchor is never the anchor nor a container holding it', async () => {
    const page = await pageFromHtml(`<main><div class="box"><h2>Newsletter</h2><button>Subscribe</button><p>You are subscribed to the weekly message</p></div>
      <div><label>Email</label> <input id="email" aria-label="Email address"> <span id="hint">We never share it</span></div></main>`);
    const below = groundQuery(query({ description: str('message'), below: query({ description: str('subscribe button') }) }), page);
    expect(below.element.tag).toBe('p');
    const text = groundQuery(query({ type: 'text', below: query({ description: str('subscribe') }) }), page);
    expect(text.candidates.map((c) => c.element.tag)).not.toContain('button');
    expect(text.candidates.map((c) => c.element.attributes.class)).not.toContain('box');
    const next = groundQuery(query({ type: 'text', right_of: query({ description: str('email address') }) }), page);
    expect(next.element.attributes.id ?? next.element.text).not.toBe('email');
  });
});

describe('contextual parsing over the dialogue state', () => {
  it('strips spoken padding; knows acknowledgements; reads spoken amounts', () => {
    expect(clean('Oh, size medium, sure.')).toBe('size medium');
    expect(clean('Can you search winter jacket?')).toBe('search winter jacket');
    expect(isAcknowledgement('Hmm, okay.')).toBe(true);
    expect(isAcknowledgement('Perfect.')).toBe(true);
    expect(isAcknowledgement('Okay, open it')).toBe(false);
    expect(spokenAmounts('under twenty five dollars')).toBe('under $25');
    expect(spokenAmounts('less than a hundred bucks')).toBe('less than $100');
  });

  it('acknowledgements and remarks do nothing and say so', async () => {
    for (const u of ['Perfect.', 'Hmm, okay.', 'Thanks!', "It's sold out."]) {
      const p = await plan(u);
      expect(p.kind, u).toBe('nothing');
      if (p.kind === 'nothing') expect(p.reply).toBeTruthy();
    }
  });

  it('ordinals and positions become item queries', async () => {
    const cases: Array<[string, string]> = [
      ['Click the first one', '@retrieve(item=1) => @click(element=id)'],
      ['Now open the second result', '@retrieve(item=2) => @click(element=id)'],
      ['The last one please', '@retrieve(item=last) => @click(element=id)'],
      ['By the one on the right', '@retrieve(item=right) => @click(element=id)'],
      ['Let\'s see the one in the middle', '@retrieve(item=middle) => @click(element=id)'],
      ['Which is the cheaper one? Open it.', '@retrieve(item=cheapest) => @click(element=id)'],
      ['Remove the second one', '@retrieve(item=2) => @retrieve(description="Remove", in=id) => @click(element=id)'],
      ['By the one on the right with the unicorns', '@retrieve(description="unicorns", item=right) => @click(element=id)'],
    ];
    for (const [u, expected] of cases) {
      const p = await plan(u);
      expect(p.kind === 'programs' && surface(p.programs), u).toEqual([expected]);
    }
  });

  it('history: back to the list, the other one, the one we just opened; asks when there is none', async () => {
    const state: DialogueState = {
      executed: [],
      lists: [{ url: 'http://127.0.0.1/s?q=tea', items: [{ name: 'Green tea', url: 'http://127.0.0.1/p/1' }, { name: 'Black tea', url: 'http://127.0.0.1/p/2' }] }],
      opened: [{ name: 'Green tea', url: 'http://127.0.0.1/p/1' }, { name: 'Black tea', url: 'http://127.0.0.1/p/2' }],
      visited: ['http://127.0.0.1/s?q=tea', 'http://127.0.0.1/p/2'],
      searchNames: [],
      tabs: [],
      changed: [],
      rows: [],
    };
    const goto = async (u: string) => {
      const p = await plan(u, state);
      return p.kind === 'programs' && p.programs[0]!.action.name === 'goto' ? (p.programs[0]!.action as { url: string }).url : p.kind;
    };
    expect(await goto('Go back to the list')).toBe('http://127.0.0.1/s?q=tea');
    expect(await goto('Actually, go back to the other one')).toBe('http://127.0.0.1/p/1');
    expect(await goto('Click the first one')).toBe('http://127.0.0.1/p/1'); // the list is on another page: its item
    expect((await plan('Go back to the list')).kind).toBe('ask');
    expect((await plan('Open the one we just opened')).kind).toBe('ask');
    expect(await goto('Look at the first one we just opened')).toBe('http://127.0.0.1/p/1');
    expect((await plan('Look at the third one we opened', state)).kind).toBe('ask');
    expect((await plan('That one', state)).kind).toBe('ask'); // nothing asked: which one?
    // A list seen after it (a help page's links, a spec sheet) is not the list the user browsed from.
    const later: DialogueState = {
      ...state,
      lists: [...state.lists, { url: 'http://127.0.0.1/help', items: [{ name: 'Returns', url: 'http://127.0.0.1/help/returns' }, { name: 'Delivery', url: 'http://127.0.0.1/help/delivery' }] }],
      visited: [...state.visited, 'http://127.0.0.1/help', 'http://127.0.0.1/p/2'],
    };
    const back = await plan('Go back to the results.', later);
    expect(back.kind === 'programs' && back.programs[0]!.action).toEqual({ kind: 'action', name: 'goto', url: 'http://127.0.0.1/s?q=tea' });
  });

  it('value-only turns click the choice; a search types the words and runs it', async () => {
    const size = await plan('Oh, size medium, sure.');
    expect(size.kind === 'programs' && surface(size.programs)).toEqual(['@retrieve(description="size medium") => @click(element=id)']);
    const price = await plan('Under twenty dollars.');
    expect(price.kind === 'programs' && surface(price.programs)).toEqual(['@retrieve(description="Under $20") => @click(element=id)']);
    const search = await plan('Can you search winter jacket?');
    expect(search.kind).toBe('programs');
    if (search.kind === 'programs') {
      expect(search.values).toEqual({ search: 'winter jacket' });
      expect(search.programs.map((p) => p.action.name)).toEqual(['enter', 'click']);
    }
  });

  it('a search drops the kind of thing the page searches, named by its own search controls', async () => {
    const names = ['Keywords', 'Job title or keyword', 'Find jobs'];
    expect(searchTerms('data analyst jobs', names)).toBe('data analyst');
    expect(searchTerms('jobs for data analysts', names)).toBe('data analysts');
    expect(searchTerms('jobs', names)).toBe('jobs'); // never the last word left
    expect(searchTerms('winter jackets', ['Search products', 'Search'])).toBe('winter jackets');
    expect(searchTerms('data analyst jobs', [])).toBe('data analyst jobs');
    // A search named by two kinds it holds names neither as the kind: the kind said chooses between them.
    expect(searchTerms('Kenyan coffee', ['Search coffee and tea', 'Search'])).toBe('Kenyan coffee');
    expect(searchTerms('green tea', ['Search coffee or tea', 'Go'])).toBe('green tea');
    expect(searchTerms('paperback novels', ['Search books & music', 'Search'])).toBe('paperback novels');
    const p = await plan('Hey, can you find data analyst jobs?', { ...emptyDialogueState(), searchNames: names });
    expect(p.kind === 'programs' && p.values).toEqual({ search: 'data analyst' });
  });

  it('tabs: the first, the other and the new tab, close this tab; asks for a tab that is not open', async () => {
    const tabs = [
      { url: 'http://127.0.0.1/p/1', title: 'Kettle', current: false },
      { url: 'http://127.0.0.1/guide', title: 'Guide', current: true },
    ];
    const state: DialogueState = { ...emptyDialogueState(), tabs, previousTab: 0 };
    const one = async (u: string, s: DialogueState = state) => {
      const p = await plan(u, s);
      return p.kind === 'programs' ? surface(p.programs) : p.kind;
    };
    expect(await one('Go back to the first tab')).toEqual(['@switch_tab(index=1)']);
    expect(await one('Switch to the other tab')).toEqual(['@switch_tab(index=1)']);
    expect(await one('Okay, close this tab')).toEqual(['@close_tab()']);
    expect(await one('Go to the third tab')).toBe('ask');
    expect(await one('Close this tab', { ...emptyDialogueState(), tabs: [tabs[0]!] })).toBe('ask');
    // An item opened in another tab: "the one we just opened" goes to that tab.
    const opened: DialogueState = { ...state, opened: [{ name: 'Kettle', url: 'http://127.0.0.1/p/1' }], visited: ['http://127.0.0.1/guide'] };
    expect(await one('Look at the one we just opened', opened)).toEqual(['@switch_tab(index=1)']);
  });

  it('reading back: what the last turn changed, or the named value', async () => {
    const state: DialogueState = { ...emptyDialogueState(), changed: ['Code applied: 10% off.'] };
    const p = await plan('What does it say now?', state);
    expect(p.kind === 'programs' && surface(p.programs)).toEqual(['@say(text="Code applied: 10% off.")']);
    expect((await plan('What does it say now?')).kind).toBe('ask'); // nothing changed: ask what to read
    const total = await plan('Read me the total');
    expect(total.kind === 'programs' && surface(total.programs)).toEqual(['@retrieve(description="total") => @read(element=id)']);
  });

  it('value lead-ins, spoken searches, the other one of two, back to a page by its name', async () => {
    const click = async (u: string, s?: DialogueState) => {
      const p = await plan(u, s);
      return p.kind === 'programs' && surface(p.programs);
    };
    expect(await click('Can I get it in red?')).toEqual(['@retrieve(description="red") => @click(element=id)']);
    expect(await click('The blue one')).toEqual(['@retrieve(description="blue") => @click(element=id)']);
    expect(await click('And a small.')).toEqual(['@retrieve(description="small") => @click(element=id)']);
    const search = await plan("I'm looking for a winter scarf");
    expect(search.kind === 'programs' && search.values).toEqual({ search: 'winter scarf' });
    const list = { url: 'http://127.0.0.1/s?q=jackets', items: [{ name: 'Fleece Jacket $59', url: 'http://127.0.0.1/p/4' }, { name: 'Rain Jacket $89', url: 'http://127.0.0.1/p/2' }] };
    const state: DialogueState = { ...emptyDialogueState(), lists: [list], opened: [{ ...list.items[0]! }], visited: [list.url, 'http://127.0.0.1/p/4'] };
    const goto = async (u: string) => {
      const p = await plan(u, state);
      return p.kind === 'programs' && p.programs[0]!.action.name === 'goto' ? (p.programs[0]!.action as { url: string }).url : p.kind;
    };
    expect(await goto('Hmm, what about the other one?')).toBe('http://127.0.0.1/p/2');
    expect(await goto('Go back to the fleece jacket')).toBe('nothing'); // it is the page shown
    const fromList = await plan('Go back to the fleece jacket', { ...state, visited: [...state.visited, list.url] });
    expect(fromList.kind === 'programs' && (fromList.programs[0]!.action as { url: string }).url).toBe('http://127.0.0.1/p/4');
    // Off the items (the booking page): "the other hotel" is other than the item opened last.
    const booked: DialogueState = { ...state, opened: [{ ...list.items[1]! }, { ...list.items[0]! }], visited: [...state.visited, 'http://127.0.0.1/bookings'] };
    const other = await plan('Go back to the other hotel', booked);
    expect(other.kind === 'programs' && (other.programs[0]!.action as { url: string }).url).toBe('http://127.0.0.1/p/2');
    expect(await click('Okay, check out')).toEqual(['@retrieve(description="checkout") => @click(element=id)']);
    // Several values in one turn, number words as digits; a greeting before a search; a verdict is a remark.
    expect(await click('Standard room, one guest')).toEqual(['@retrieve(description="Standard room") => @click(element=id)', '@retrieve(description="1 guest") => @click(element=id)']);
    expect(await click('Two guests')).toEqual(['@retrieve(description="2 guests") => @click(element=id)']);
    expect(await click('Black and white')).toEqual(['@retrieve(description="Black and white") => @click(element=id)']);
    expect(await click('The top one')).toEqual(['@retrieve(item=1) => @click(element=id)']);
    const hi = await plan('Hi! Can you search for stays in Lisbon?', { ...emptyDialogueState(), searchNames: ['Destination', 'Search stays'] });
    expect(hi.kind === 'programs' && hi.values).toEqual({ search: 'Lisbon' });
    expect(await goto('Nah, too basic. Back to the results')).toBe(list.url);
    expect(await goto('Nah, too basic, back to the results')).toBe(list.url);
    expect((await plan('Too expensive, show me the cheaper one', state)).kind).toBe('programs'); // a command after a verdict
  });

  it('an answer to the question the assistant asked: yes, the second one, no', async () => {
    const unsure = readSurface('@retrieve(description="buy") => @click(element=id)') as Program;
    const state: DialogueState = { ...emptyDialogueState(), pending: { programs: [unsure], choices: ['Add to cart', 'Save for later'] } };
    const answer = async (u: string) => {
      const p = await plan(u, state);
      return p.kind === 'programs' ? surface(p.programs) : p.kind;
    };
    expect(await answer('Yes')).toEqual(['@retrieve(description="Add to cart") => @click(element=id)']);
    expect(await answer('The second one')).toEqual(['@retrieve(description="Save for later") => @click(element=id)']);
    expect(await answer('No.')).toBe('nothing');
    expect(await plan('Yes')).toMatchObject({ kind: 'nothing' }); // nothing was asked: an acknowledgement
  });

  it('ordinary instructions go to the sentence parser, a short one with its literal reading first', async () => {
    const p = await plan('Add it to the cart');
    expect(p.kind === 'programs' && surface(p.programs)).toEqual(['@retrieve(description="Add to cart") => @click(element=id)']);
    const long = await plan('Please click the Subscribe button at the bottom of the page');
    expect(long.kind === 'programs' && long.programs[0]!.action.name).toBe('click');
    expect((await plan('   ')).kind).toBe('ask');
  });
});

describe('a turn read against the page\'s own form controls', () => {
  // A coach-ticket page of our own: From and To are dropdowns of towns, a date, a number of
  // travellers, seat-class radios under a legend, a checkbox; and a lettings page whose search is
  // an area box and two dropdowns.
  const COACH = `<!doctype html><title>Coaches</title><h1>Book a coach</h1><form action="/coaches">
    <label for="o">Leaving from</label><select id="o" name="o"><option>Choose a town</option><option>Leeds Bus Station</option><option>York Rougier Street</option><option>Hull Interchange</option></select>
    <label for="d">Going to</label><select id="d" name="d"><option>Choose a town</option><option>Leeds Bus Station</option><option>York Rougier Street</option><option>Hull Interchange</option></select>
    <label for="w">Travel date</label><input id="w" name="w" type="date">
    <label for="n">Travellers</label><input id="n" name="n" type="number" value="1">
    <fieldset><legend>Seat class</legend><label><input type="radio" name="c" value="e"> Economy</label><label><input type="radio" name="c" value="p"> Premium comfort</label></fieldset>
    <label><input type="checkbox" name="wc"> Wheelchair space</label>
    <button>Show coaches</button></form><form action="/help"><input name="q" aria-label="Search help"><button>Go</button></form>`;
  const LETTINGS = `<!doctype html><title>Lettings</title><h1>Homes to rent</h1><form action="/homes">
    <input name="area" aria-label="Area or postcode" placeholder="e.g. Riverside">
    <label for="b">Bedrooms</label><select id="b" name="b"><option>Any</option><option>1 bedroom</option><option>2 bedrooms</option><option>3+ bedrooms</option></select>
    <label for="p">Max rent</label><select id="p" name="p"><option>No max</option><option>$1,000</option><option>$1,500</option><option>$2,000</option></select>
    <button>Search homes</button></form>`;
  const stateOf = (html: string): DialogueState => ({ ...emptyDialogueState(), visited: ['http://127.0.0.1/'], controls: formControls(pageFromHtml(html)) });

  it('the page\'s controls, as the page names them: labels, kinds, options, radio groups by legend, the form\'s button', () => {
    const controls = formControls(pageFromHtml(COACH));
    expect(controls.map((c) => [c.label, c.kind, c.submit])).toEqual([
      ['Leaving from', 'select', 'Show coaches'],
      ['Going to', 'select', 'Show coaches'],
      ['Travel date', 'date', 'Show coaches'],
      ['Travellers', 'number', 'Show coaches'],
      ['Seat class', 'radio', 'Show coaches'],
      ['Wheelchair space', 'checkbox', 'Show coaches'],
      ['Search help', 'text', 'Go'],
    ]);
    expect(controls[4]!.options).toEqual(['Economy', 'Premium comfort']);
  });

  it('a spoken search fills several fields by what each says (options, prepositions, dates, counts), then submits', async () => {
    const state = stateOf(COACH);
    const p = await plan('Can you look for coaches from Leeds to York on March 3rd for two people?', state);
    expect(p.kind === 'programs' && surface(p.programs)).toEqual([
      '@retrieve(description="Leaving from", type=dropdown) => @select(option=literal("Leeds Bus Station"), element=id)',
      '@retrieve(description="Going to", type=dropdown) => @select(option=literal("York Rougier Street"), element=id)',
      '@retrieve(description="Travel date", type=input) => @enter(text=literal("March 3"), element=id)',
      '@retrieve(description="Travellers", type=input) => @enter(text=literal("2"), element=id)',
      '@retrieve(description="Show coaches", type=button) => @click(element=id)',
    ]);
    // Another order, ordinal words for the day, a choice among radios and a checkbox.
    const q = await plan('Search Hull to Leeds on the twenty-first of May, premium comfort, with a wheelchair space', state);
    expect(q.kind === 'programs' && surface(q.programs)).toEqual([
      '@retrieve(description="Leaving from", type=dropdown) => @select(option=literal("Hull Interchange"), element=id)',
      '@retrieve(description="Going to", type=dropdown) => @select(option=literal("Leeds Bus Station"), element=id)',
      '@retrieve(description="Travel date", type=input) => @enter(text=literal("May 21"), element=id)',
      '@retrieve(description="Premium comfort") => @click(element=id)',
      '@retrieve(description="Wheelchair space") => @check(element=id)',
      '@retrieve(description="Show coaches", type=button) => @click(element=id)',
    ]);
  });

  it('an area box and dropdowns of counts and amounts; a value that fits no field asks', async () => {
    const state = stateOf(LETTINGS);
    const p = await plan('Look up Old Town', state);
    expect(p.kind === 'programs' && surface(p.programs)).toEqual([
      '@retrieve(description="Area or postcode", type=input) => @enter(text=literal("Old Town"), element=id)',
      '@retrieve(description="Search homes", type=button) => @click(element=id)',
    ]);
    const q = await plan('Find me homes in Riverside with two bedrooms', state);
    expect(q.kind === 'programs' && surface(q.programs)).toEqual([
      '@retrieve(description="Area or postcode", type=input) => @enter(text=literal("Riverside"), element=id)',
      '@retrieve(description="Bedrooms", type=dropdown) => @select(option=literal("2 bedrooms"), element=id)',
      '@retrieve(description="Search homes", type=button) => @click(element=id)',
    ]);
    expect((await plan('Search homes in Riverside with a garden and a pool', state)).kind).toBe('ask');
    // A results page with its search and a larger filter form: the form that takes the values.
    const results = stateOf(`<form action="/homes"><input name="area" aria-label="Area or postcode"><label for=b>Bedrooms</label><select id=b name=b><option>Any</option><option>2 bedrooms</option></select><button>Search homes</button></form>
      <form action="/homes"><label><input type=checkbox name=pets> Pets allowed</label><label><input type=checkbox name=f> Furnished</label><label for=s>Sort</label><select id=s><option>Newest</option><option>Price</option></select><button>Apply filters</button></form>`);
    const r = await plan('Search Riverside with two bedrooms', results);
    expect(r.kind === 'programs' && surface(r.programs).pop()).toBe('@retrieve(description="Search homes", type=button) => @click(element=id)');
    // A page whose search is one box keeps the plain search.
    const one = stateOf('<form action="/s"><input name="q" aria-label="Search products"><button>Search</button></form>');
    expect(readForm('red shoes', one, true)).toBeUndefined();
  });

  it('a value-only turn that names no choice sure falls back to the control whose words it says', async () => {
    const state = stateOf(COACH);
    // The control's reading comes first when the turn names the control and its value outright
    // ("three travellers", "window seat"), else after the words as one choice's name.
    const p = await plan('Three travellers.', state);
    expect(p.kind === 'programs' && surface(p.programs)).toEqual(['@retrieve(description="Travellers", type=input) => @enter(text=literal("3"), element=id)']);
    const filters = stateOf(`<form><label for=b>Checked bags</label><select id=b><option>None</option><option>1 bag (+$30)</option><option>2 bags (+$60)</option></select>
      <label for=m>Bedrooms</label><select id=m><option>Any</option><option>1+</option><option>2+</option></select><label for=e>Email</label><input id=e name=email><input aria-label="Destination"></form>`);
    const other = async (u: string) => {
      const r = await plan(u, filters);
      if (r.kind !== 'programs') return undefined;
      const readings = [surface(r.programs), r.otherwise ? surface(r.otherwise) : []];
      return readings.find((x) => x.some((y) => y.includes('type=')));
    };
    // A price in an option is no count; "at least" is a bound, not a choice's words.
    expect(await other('And one checked bag.')).toEqual(['@retrieve(description="Checked bags", type=dropdown) => @select(option=literal("1 bag (+$30)"), element=id)']);
    expect(await other('Two bedrooms at least.')).toEqual(['@retrieve(description="Bedrooms", type=dropdown) => @select(option=literal("2+"), element=id)']);
    expect(await other('Email sam@example.org')).toEqual(['@retrieve(description="Email", type=input) => @enter(text=literal("sam@example.org"), element=id)']);
    // Units as people say them, and a group named with its option (the option's price aside).
    const shop = stateOf(`<form><fieldset><legend>Memory</legend><label><input type=radio name=m> 8 GB</label><label><input type=radio name=m> 16GB</label></fieldset>
      <fieldset><legend>Protection</legend><label><input type=radio name=p> Basic</label><label><input type=radio name=p> Full (+$12/day)</label></fieldset></form>`);
    for (const [u, want] of [['Sixteen gigs', '16GB'], ['Full protection', 'Full (+$12/day)']]) {
      const r = await plan(u!, shop);
      expect(r.kind === 'programs' && surface(r.programs), u).toEqual([`@retrieve(description="${want}") => @click(element=id)`]);
    }
    // Words that fit no choice are not typed into a box that was not named.
    expect((await other('Best rated first'))?.join(' ') ?? '').not.toContain('Destination');
  });

  it('a search form of dropdowns offering the same places: the origin first; a wish that carries values; a date is no ordinal', async () => {
    const FLIGHT = `<h1>Book a flight</h1><form action="/f"><label for=a>From</label><select id=a name=a><option>Select airport</option><option>Chicago (ORD)</option><option>Miami (MIA)</option><option>Boston (BOS)</option></select>
      <label for=b>To</label><select id=b name=b><option>Select airport</option><option>Chicago (ORD)</option><option>Miami (MIA)</option><option>Boston (BOS)</option></select>
      <label for=c>Depart</label><input type=date id=c name=c><label for=d>Travellers</label><select id=d name=d><option>1 adult</option><option>2 adults</option></select><button>Search</button></form>`;
    const state = stateOf(FLIGHT);
    const from = '@retrieve(description="From", type=dropdown) => @select(option=literal("Chicago (ORD)"), element=id)';
    const to = '@retrieve(description="To", type=dropdown) => @select(option=literal("Miami (MIA)"), element=id)';
    const go = '@retrieve(description="Search", type=button) => @click(element=id)';
    const p = await plan('Search flights Chicago to Miami for two people', state);
    expect(p.kind === 'programs' && surface(p.programs)).toEqual([from, to, '@retrieve(description="Travellers", type=dropdown) => @select(option=literal("2 adults"), element=id)', go]);
    const q = await plan("Hi, I'd like to fly to Miami from Chicago on the fifth of June.", state);
    expect(q.kind === 'programs' && surface(q.programs)).toEqual([from, to, '@retrieve(description="Depart", type=input) => @enter(text=literal("June 5"), element=id)', go]);
    const r = await plan('I need a flight from Chicago to Miami', state);
    expect(r.kind === 'programs' && surface(r.programs)).toEqual([from, to, go]);
  });
});

describe('rows named by the user, counts and several commands in a turn', () => {
  // A menu whose rows have their own Add controls, of two shapes (a link; a form with a button).
  const menu = `<h1>Corner Deli</h1><ul>
    <li><div><strong>Tomato Soup</strong><br><small>With basil.</small></div><div>$6 <a href="/dish/soup" aria-label="Add Tomato Soup">Add +</a></div></li>
    <li><div><strong>Club Sandwich</strong><br><small>Three layers.</small></div><div>$9 <a href="/dish/club" aria-label="Add Club Sandwich">Add +</a></div></li>
    <li><div><strong>Lemon Tart</strong><br><small>Baked daily.</small></div><div>$5 <form method="post" action="/add"><button aria-label="Add Lemon Tart">Add +</button></form></div></li>
  </ul><footer><a href="/partners">Add your shop</a></footer>`;
  const rows = [
    { title: 'Tomato Soup', text: 'Tomato Soup With basil. $6 Add +' },
    { title: 'Club Sandwich', text: 'Club Sandwich Three layers. $9 Add +' },
    { title: 'Lemon Tart', text: 'Lemon Tart Baked daily. $5 Add +' },
  ];
  const here = 'http://127.0.0.1/menu';
  const state = (extra: Partial<DialogueState> = {}): DialogueState => ({ ...emptyDialogueState(), visited: [here], rows, ...extra });

  it('a row named with a verb, or by its title alone, is the control in that row; a count repeats it', async () => {
    const cases: Array<[string, string[]]> = [
      ['Add the lemon tart', ['@retrieve(description="lemon tart", item=1) => @retrieve(description="add", in=id) => @click(element=id)']],
      ['Ooh, club sandwich. Add that.', ['@retrieve(description="club sandwich", item=1) => @retrieve(description="add", in=id) => @click(element=id)']],
      ['Tomato soup, please.', ['@retrieve(description="Tomato soup", item=1) => @click(element=id)']],
      ['And two lemon tarts.', ['@retrieve(description="lemon tarts", item=1) => @click(element=id)', '@retrieve(description="lemon tarts", item=1) => @click(element=id)']],
      ['Club sandwich, toasted', ['@retrieve(description="Club sandwich", item=1) => @click(element=id)', '@retrieve(description="toasted") => @click(element=id)']],
      ['Take off the tomato soup', ['@retrieve(description="tomato soup", item=1) => @retrieve(description="remove", in=id) => @click(element=id)']],
      ["I'll have the club sandwich.", ['@retrieve(description="club sandwich", item=1) => @click(element=id)']],
      ['Put the lemon tart in the basket.', ['@retrieve(description="lemon tart", item=1) => @retrieve(description="add", in=id) => @click(element=id)']],
      ['Get rid of the soup.', ['@retrieve(description="soup", item=1) => @retrieve(description="remove", in=id) => @click(element=id)']],
    ];
    for (const [u, expected] of cases) {
      const p = await plan(u, state());
      expect(p.kind === 'programs' && surface(p.programs), u).toEqual(expected);
    }
    // A bare word that is only part of a row's title is a choice, not the row ("Medium" is not "Medium Roast Coffee").
    const medium = await plan('Medium.', state({ rows: [{ title: 'Medium Roast Coffee', text: 'Medium Roast Coffee $9' }] }));
    expect(medium.kind === 'programs' && surface(medium.programs)).toEqual(['@retrieve(description="Medium") => @click(element=id)']);
    // Not a row on this page: not read as one.
    const other = await plan('Add the pancakes', state());
    expect(other.kind === 'programs' && surface(other.programs).join(' ')).not.toMatch(/item=/);
  });

  it('grounds a row by its name in any group of rows, and the control inside that row', async () => {
    const page = await pageFromHtml(menu);
    const add = (name: string) => groundQuery(query({ description: str('add'), in: query({ item: 1, description: str(name) }) }), page, { selector: false });
    expect(add('club sandwich').target.name).toBe('Add Club Sandwich');
    // The tart's row has another shape (a form): found among the page's other rows.
    expect(add('lemon tart').target.name).toBe('Add Lemon Tart');
    // "Add it" on a page about one thing: in the part its heading heads, not the footer's link.
    const inView = groundQuery(query({ description: str('add'), in: query({ description: str('Corner Deli') }) }), page, { selector: false });
    expect(inView.target.name).not.toBe('Add your shop');
  });

  it('"the one I just made" is the item opened last; counts of people, bounds, percents and corrections are values', async () => {
    const trips = [{ title: 'Harbour Inn', text: 'Harbour Inn Oslo 2 nights Cancel booking' }, { title: 'Fjord Lodge', text: 'Fjord Lodge Bergen 1 night Cancel booking' }];
    const opened = [{ name: 'Fjord Lodge Bergen $120', title: 'Fjord Lodge', url: 'http://127.0.0.1/hotel/2' }];
    const p = await plan('Oh no, cancel the one I just made.', { ...emptyDialogueState(), rows: trips, opened, visited: ['http://127.0.0.1/trips'] });
    expect(p.kind === 'programs' && surface(p.programs)).toEqual(['@retrieve(description="Fjord Lodge", item=1) => @retrieve(description="cancel", in=id) => @click(element=id)']);
    const q = await plan('Cancel the Oslo one, we are not going anymore.', { ...emptyDialogueState(), rows: trips, visited: ['http://127.0.0.1/trips'] });
    expect(q.kind === 'programs' && surface(q.programs)).toEqual(['@retrieve(description="Oslo", item=1) => @retrieve(description="cancel", in=id) => @click(element=id)']);
    const values: Array<[string, string]> = [
      ["There's four of us.", '4 guests'],
      ['For two.', '2 guests'],
      ["Just one guest, it's only me.", '1 guest'],
      ['Oh wait, make that four nights.', '4 nights'],
      ['Under a hundred and fifty a night.', 'Under $150'],
      ['Give them fifteen percent.', '15%'],
      ['Hmm, actually let us do the king room instead.', 'king room'],
      ['Pickup instead of delivery', 'Pickup'],
      ["The standard one's fine.", 'standard'],
      ['Only the ones with free parking.', 'free parking'],
      ["It's for three people.", '3 guests'],
      ['Under fifty dollars a night.', 'Under $50'],
      ['Filter to free delivery only.', 'free delivery'],
      ['7:30 please', '7:30'],
    ];
    for (const [u, v] of values) {
      const r = await plan(u);
      expect(r.kind === 'programs' && surface(r.programs)[0], u).toBe(`@retrieve(description="${v}") => @click(element=id)`);
    }
  });

  it('a value stated for a field is entered there as written; a remark is not a value', async () => {
    const enter = (programs: Program[]) => programs.map((p) => p.action.name === 'enter' && p.action.text);
    const name = await plan('The guest is Ada Quill.');
    expect(name.kind === 'programs' && surface(name.programs)).toEqual(['@retrieve(description="guest name", type=input) => @enter(text=literal("Ada Quill"), element=id)']);
    const mail = await plan('Her email is ada.quill@example.test');
    expect(mail.kind === 'programs' && enter(mail.programs)).toEqual([{ kind: 'literal', value: 'ada.quill@example.test' }]);
    const backward = await plan('ada.quill@example.test is her email address.');
    expect(backward.kind === 'programs' && surface(backward.programs)).toEqual(['@retrieve(description="email address", type=input) => @enter(text=literal("ada.quill@example.test"), element=id)']);
    const remark = await plan('The blue one is nice.');
    expect(remark.kind === 'programs' && remark.programs.every((p) => p.action.name !== 'enter')).toBe(true);
    expect(remark.kind).not.toBe('error');
  });

  it('a percentage is not a price; a two-word value falls back to its first word', async () => {
    const page = await pageFromHtml(`<table><tr><td>2 × Soup</td><td>$15.00</td></tr></table>
      <label for="tip">Tip</label><select id="tip"><option>No tip</option><option>10%</option><option>15%</option></select>`);
    expect(groundQuery(query({ description: str('15%') }), page, { selector: false }).target.tag).toBe('select');
    const p = await plan('Medium spicy.');
    expect(p.kind === 'programs' && p.otherwise && surface(p.otherwise)).toEqual(['@retrieve(description="Medium") => @click(element=id)']);
  });

  it('several commands in one turn run one after another; a pronoun after a naming sentence is what it named', async () => {
    expect(await plan('Go back and open the last one.')).toEqual({ kind: 'parts', parts: ['Go back', 'open the last one'] });
    expect(await plan('No tip. Place the order.')).toEqual({ kind: 'parts', parts: ['No tip', 'Place the order'] });
    // A choice then "add it" is two commands (the choice is not what is added).
    expect(await plan('Large. Add it.')).toEqual({ kind: 'parts', parts: ['Large', 'Add it'] });
    expect(await plan('Okay. Back to the menu, and the lemon tart.')).toEqual({ kind: 'parts', parts: ['Back to the menu', 'the lemon tart'] });
    // "and" before any verb starts another command; between nouns it does not.
    expect(await plan('Tick the newsletter box and confirm.')).toEqual({ kind: 'parts', parts: ['Tick the newsletter box', 'confirm'] });
    expect((await plan('Read the terms and conditions.')).kind).toBe('programs');
    const map = await plan("Where's the second one? Show it on the map.");
    expect(map.kind === 'programs' && surface(map.programs)).toEqual(['@retrieve(item=2) => @retrieve(description="Show on map", in=id) => @click(element=id)']);
    const cheaper = await plan("Which one's cheaper? Open that one.");
    expect(cheaper.kind === 'programs' && surface(cheaper.programs)).toEqual(['@retrieve(item=cheapest) => @click(element=id)']);
    // "Show me X" is the link or tab named X, not a note or a checkbox.
    const show = await plan('Can you show me the reviews first?');
    expect(show.kind === 'programs' && surface(show.programs)).toEqual(['@retrieve(description="reviews", type=link) => @click(element=id)']);
    // "Open it" where the page lists one result; "take that off" after a filter: the page before it.
    const one = await plan('Okay, open it.', { ...emptyDialogueState(), visited: ['http://127.0.0.1/s?q=x'], lists: [{ url: 'http://127.0.0.1/s?q=x', items: [{ name: 'Only result', url: 'http://127.0.0.1/r/1' }] }] });
    expect(one.kind === 'programs' && surface(one.programs)).toEqual(['@retrieve(item=1) => @click(element=id)']);
    // "The next one": the item after the one opened last, in its list; "Next" alone is a button's name.
    const seen: Partial<DialogueState> = { visited: ['http://127.0.0.1/s', 'http://127.0.0.1/i/2'], lists: [{ url: 'http://127.0.0.1/s', items: [1, 2, 3].map((n) => ({ name: `Item ${n}`, url: `http://127.0.0.1/i/${n}` })) }], opened: [{ name: 'Item 2', url: 'http://127.0.0.1/i/2' }] };
    const next = await plan('Next one.', { ...emptyDialogueState(), ...seen });
    expect(next.kind === 'programs' && surface(next.programs)).toEqual(['@goto(url="http://127.0.0.1/i/3")']);
    const button = await plan('Next', { ...emptyDialogueState(), ...seen });
    expect(button.kind === 'programs' && surface(button.programs)).toEqual(['@retrieve(description="Next") => @click(element=id)']);
    expect((await plan("Okay, let's do it")).kind).toBe('nothing');
    // Corrections: "sorry, I meant …", "not that one, …", "let's try … instead".
    const meant = await plan('Sorry, I meant the first one.', { ...emptyDialogueState(), ...seen });
    expect(meant.kind === 'programs' && surface(meant.programs)).toEqual(['@goto(url="http://127.0.0.1/i/1")']);
    const two = { ...emptyDialogueState(), ...seen, opened: [{ name: 'Item 1', url: 'http://127.0.0.1/i/1' }, { name: 'Item 2', url: 'http://127.0.0.1/i/2' }] };
    const notThat = await plan('Not that one, the other one.', two);
    expect(notThat.kind === 'programs' && surface(notThat.programs)).toEqual(['@goto(url="http://127.0.0.1/i/1")']);
    const instead = await plan("Hmm, let's try medium instead.");
    expect(instead.kind === 'programs' && surface(instead.programs)).toEqual(['@retrieve(description="medium") => @click(element=id)']);
    const undo = await plan('Hmm, only one. Never mind, take that off.', { ...emptyDialogueState(), visited: ['http://127.0.0.1/s?q=x', 'http://127.0.0.1/s?q=x&fast=1'] });
    expect(undo.kind === 'programs' && surface(undo.programs)).toEqual(['@goto(url="http://127.0.0.1/s?q=x")']);
  });
});

describe.runIf(hasChromium)('a spoken session on the store (real Chromium, 127.0.0.1)', () => {
  let site: Site;
  let server: Awaited<ReturnType<typeof serveSite>>;
  beforeAll(async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'bench/chat/dev/store/server.mjs')).href)) as { createSite(): Site };
    site = mod.createSite();
    server = await serveSite(site);
  });
  afterAll(() => server?.server.close());

  it('search, ordinal, value-only turns, acknowledgement, add to cart, back to the list, the other one', async () => {
    const browser = await launchPlaywright();
    try {
      const page = await browser.newPage();
      const adapter = new PlaywrightAdapter(page, { timeout: 15_000 });
      await adapter.goto(`${server.origin}/`);
      const said: string[] = [];
      const chat = new Russ({ adapter, elementTimeout: 3000, dialogue: { say: (t) => void said.push(t) } }).conversation();
      const turn = async (u: string) => {
        const r = await chat.say(u);
        return { ...r, state: site.state() };
      };
      let t = await turn('Can you search winter jacket?');
      expect(t.status).toBe('done');
      expect(t.state.page).toEqual({ path: '/search', query: { q: 'winter jacket' } });
      t = await turn('Click the first one');
      expect(t.state.page.path).toBe('/product/1');
      t = await turn('Oh, size medium, sure.');
      expect(t.state.page.query.size).toBe('M');
      t = await turn('Green please.');
      expect(t.state.page.query).toEqual({ size: 'M', color: 'green' });
      t = await turn('Perfect.');
      expect(t.status).toBe('nothing');
      expect(t.steps).toEqual([]);
      expect(said).toContain('Okay.');
      t = await turn('Add it to the cart.');
      expect(t.state.cart).toEqual([{ id: 1, size: 'M', color: 'green' }]);
      t = await turn('Go back to the list');
      expect(t.state.page).toEqual({ path: '/search', query: { q: 'winter jacket' } });
      t = await turn('Open the second one');
      expect(t.state.page.path).toBe('/product/3');
      t = await turn('Go back to the other one');
      expect(t.state.page.path).toBe('/product/1');
      t = await turn('Click the Frobnicate toggle');
      expect(t.status).toBe('asked');
      expect(t.state.page.path).toBe('/product/1');
      expect(chat.state.lists.length).toBeGreaterThan(0);
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('tabs the site opens, a promo code applied and read back, the total read', async () => {
    site.reset();
    const browser = await launchPlaywright();
    try {
      const page = await browser.newPage();
      const adapter = new PlaywrightAdapter(page, { timeout: 15_000 });
      await adapter.goto(`${server.origin}/`);
      const chat = new Russ({ adapter, elementTimeout: 3000 }).conversation();
      expect((await chat.say('Search boots')).status).toBe('done');
      expect((await chat.say('The first one')).status).toBe('done'); // a lone result card
      expect(site.state().page.path).toBe('/product/7');
      await chat.say('Can you open the size guide?');
      expect((await adapter.tabs()).length).toBe(2);
      expect(await adapter.url()).toMatch(/\/size-guide$/);
      let t = await chat.say('Go back to the first tab');
      expect(t.status).toBe('done');
      expect(await adapter.url()).toMatch(/\/product\/7$/);
      await chat.say('Switch to the other tab');
      expect(await adapter.url()).toMatch(/\/size-guide$/);
      t = await chat.say('Close this tab');
      expect(t.status).toBe('done');
      expect((await adapter.tabs()).length).toBe(1);
      expect(await adapter.url()).toMatch(/\/product\/7$/);
      // Unsure: it asks, offering the elements it would pick; "no" leaves it; the next turn moves on.
      t = await chat.say('Share it');
      expect(t.status).toBe('asked');
      expect(t.said.join(' ')).toMatch(/Do you mean "/);
      t = await chat.say('No');
      expect(t.status).toBe('nothing');
      expect(site.state().cart).toEqual([]);
      // "Buy it": no Buy button here, so the shop's usual first step.
      t = await chat.say('Buy it');
      expect(t.status).toBe('done');
      expect(site.state().cart).toEqual([{ id: 7, size: '', color: '' }]);
      t = await chat.say('Read me the total');
      expect(t.said.join(' ')).toContain('$139');
      t = await chat.say('Type "WINTER10" in the promo code box and apply it');
      expect(site.state().promo).toBe('WINTER10');
      t = await chat.say('What does it say now?');
      expect(t.status).toBe('done');
      expect(t.said.join(' ')).toContain('10% off');
      expect(t.said.join(' ')).not.toContain('Apply');
    } finally {
      await browser.close();
    }
  }, 120_000);

  it('a count goes into the number field it names, on a page that reloads on change; back to the film; the other comedy', async () => {
    const mod = (await import(pathToFileURL(join(ROOT, 'bench/chat/dev/cinema/server.mjs')).href)) as { createSite(): Site };
    const cinema = mod.createSite();
    await withServedSite(cinema, async ({ adapter }) => {
      const chat = new Russ({ adapter, elementTimeout: 3000 }).conversation();
      await chat.say('Search comedy');
      await chat.say('Open the last one');
      expect(cinema.state().page.path).toBe('/film/24');
      const t = await chat.say('Three adults');
      expect(t.status).toBe('done');
      expect(cinema.state().page.query.adults).toBe('3');
      await chat.say('Add it to the basket');
      expect(cinema.state().page.path).toBe('/basket');
      await chat.say('Hmm, go back to the film');
      expect(cinema.state().page.path).toBe('/film/24');
      await chat.say("Actually, let's look at the other comedy");
      expect(cinema.state().page.path).toBe('/film/23');
    });
  }, 90_000);

  it('named rows on a menu and a basket, a count of people on a dropdown of counts (a small deli of our own)', async () => {
    // A deli: menu rows with their own Add buttons (forms), a basket with Remove buttons and a
    // "Party size" dropdown whose options say "1 person", "2 people"… and reload the page.
    const dishes = ['Tomato Soup', 'Club Sandwich', 'Lemon Tart'];
    let basket: string[] = [];
    let page = { path: '/', query: {} as Record<string, string> };
    const shell = (body: string) => `<!doctype html><html><head><title>Deli</title></head><body><header><a href="/">Corner Deli</a> <a href="/basket">Basket (${basket.length})</a></header><main>${body}</main><footer><a href="/jobs">Add your name to our team</a></footer></body></html>`;
    const deli: Site = {
      handle(method, url, body) {
        const u = new URL(url, 'http://x');
        const form = new URLSearchParams(body);
        if (method === 'POST' && u.pathname === '/add') { basket.push(form.get('dish')!); return { redirect: '/' }; }
        if (method === 'POST' && u.pathname === '/remove') { basket.splice(Number(form.get('index')), 1); return { redirect: '/basket' }; }
        page = { path: u.pathname, query: Object.fromEntries(u.searchParams) };
        if (u.pathname === '/') {
          return { html: shell(`<h1>Menu</h1><ul>${dishes.map((d) => `<li><div><strong>${d}</strong><br><small>Made today.</small></div><div>$6 <form method="post" action="/add" style="display:inline"><input type="hidden" name="dish" value="${d}"><button aria-label="Add ${d}">Add +</button></form></div></li>`).join('')}</ul>`) };
        }
        if (u.pathname === '/basket') {
          const size = u.searchParams.get('size') ?? '';
          const options = ['', '1', '2', '3', '4'].map((n) => `<option value="${n}"${n === size ? ' selected' : ''}>${n ? `${n} ${n === '1' ? 'person' : 'people'}` : 'Choose…'}</option>`).join('');
          return { html: shell(`<h1>Your basket</h1><table>${basket.map((d, i) => `<tr><td>1 × ${d}</td><td><form method="post" action="/remove"><input type="hidden" name="index" value="${i}"><button>Remove</button></form></td></tr>`).join('')}</table><form method="get" action="/basket"><label for="size">Party size</label> <select id="size" name="size" onchange="this.form.submit()">${options}</select></form>`) };
        }
        return { status: 404 };
      },
      state: () => ({ page, basket: [...basket] }),
      restore: () => undefined,
      reset: () => { basket = []; },
    };
    await withServedSite(deli, async ({ adapter }) => {
      const chat = new Russ({ adapter, elementTimeout: 3000 }).conversation();
      expect((await chat.say('Ooh, tomato soup. Add that.')).status).toBe('done');
      expect(basket).toEqual(['Tomato Soup']);
      await chat.say('And two lemon tarts.');
      expect(basket).toEqual(['Tomato Soup', 'Lemon Tart', 'Lemon Tart']);
      await chat.say("Let's see the basket.");
      expect(page.path).toBe('/basket');
      await chat.say('Actually take off the soup.');
      expect(basket).toEqual(['Lemon Tart', 'Lemon Tart']);
      await chat.say("There's four of us.");
      expect(page.query.size).toBe('4');
    });
  }, 90_000);

  it('a search box without a button is submitted with Enter', async () => {
    let last = '';
    const box: Site = {
      handle: (_m, url) => {
        last = url;
        const q = new URL(url, 'http://x').searchParams.get('q');
        return { html: `<!doctype html><title>Notes</title><form action="/find"><input type="search" name="q" aria-label="Search notes"></form>${q ? `<h1>Notes about ${q}</h1>` : ''}` };
      },
      state: () => ({ page: { path: last, query: {} } }),
      restore: () => undefined,
      reset: () => undefined,
    };
    await withServedSite(box, async ({ adapter }) => {
      const t = await new Russ({ adapter, elementTimeout: 2000 }).conversation().say('Search for tomatoes');
      expect(t.status).toBe('done');
      expect(t.steps.map((s) => s.action)).toEqual(['fill', 'press']);
      expect(await adapter.url()).toMatch(/\/find\?q=tomatoes$/);
    });
  }, 60_000);

  it('values stated for fields fill a form of our own (names, an address, a remark left alone)', async () => {
    let last = '';
    const form: Site = {
      handle: (_m, url) => {
        last = url;
        return {
          html: `<!doctype html><title>Trip</title><h1>Traveller details</h1><form action="/saved">
            <label>Traveller’s full name <input name="name"></label><label>Traveller’s age <input name="age" type="number"></label>
            <label>Email address <input name="email" type="email"></label><label>Phone <input name="phone"></label>
            <button>Save details</button></form>`,
        };
      },
      state: () => ({ page: { path: last, query: {} } }),
      restore: () => undefined,
      reset: () => undefined,
    };
    await withServedSite(form, async ({ adapter, page }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      expect((await chat.say('The traveller is Ada Quill.')).status).toBe('done');
      expect((await chat.say('ada.quill@example.test is her email.')).status).toBe('done');
      expect((await chat.say('Her phone is 555 0142')).status).toBe('done');
      expect(await page.inputValue('input[name=name]')).toBe('Ada Quill');
      expect(await page.inputValue('input[name=email]')).toBe('ada.quill@example.test');
      expect(await page.inputValue('input[name=phone]')).toBe('555 0142');
      expect(await page.inputValue('input[name=age]')).toBe('');
    });
  }, 60_000);

  it('russ chat: one JSON line per stdin line, in order, and waits for the next', async () => {
    site.reset();
    const child = spawn(process.execPath, [join(ROOT, 'bin/russ.js'), 'chat', '--url', `${server.origin}/`, '--allow', server.origin], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: string[] = [];
    let buffer = '';
    const waitLines = (n: number) =>
      new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`timed out waiting for ${n} lines; got ${out.length}`)), 60_000);
        const check = () => {
          if (out.length >= n) {
            clearTimeout(timer);
            resolve();
          }
        };
        child.stdout.on('data', (d) => {
          buffer += d;
          const parts = buffer.split('\n');
          buffer = parts.pop()!;
          out.push(...parts.filter((l) => l.trim()));
          check();
        });
        check();
      });
    const first = waitLines(1);
    child.stdin.write('Search for shoes\n');
    await first;
    // It answered the first line and waits: the site has seen the search, nothing more.
    expect(site.state().page).toEqual({ path: '/search', query: { q: 'shoes' } });
    child.stdin.end('Hmm, okay.\nOpen the last one\n');
    await new Promise((r) => child.on('close', r));
    const lines = out.map((l) => JSON.parse(l));
    expect(lines.map((l) => [l.utterance, l.status])).toEqual([
      ['Search for shoes', 'done'],
      ['Hmm, okay.', 'nothing'],
      ['Open the last one', 'done'],
    ]);
    expect(lines[0].actions.map((a: { kind: string }) => a.kind)).toEqual(['fill', 'click']);
    expect(lines[0].actions[0]).toMatchObject({ element: 'Search products', value: 'shoes' });
    expect(lines[0].actions[0].selector).toBeTruthy();
    expect(lines[2].actions[0].url).toMatch(/\/product\/8$/);
    expect(site.state().page.path).toBe('/product/8');
  }, 120_000);
});
