/**
 * Values and searches read against the page's own controls (src/parser/context.ts, round 7):
 * bounds on amounts as filters, a filter taken off, searches said in other words (a one-box area
 * search, a search verb other than "search", a search from a page without a search form), and
 * several fields stated with a command. Pages are our own; plans are checked as ThingTalk, and one
 * form is filled in real Chromium.
 */
import { describe, expect, it } from 'vitest';
import { hasChromium, withServedSite } from './browser.js';
import { printSurface, type Program } from '../src/thingtalk/index.js';
import { emptyDialogueState, kindNames, parseInContext, searchTerms, spokenAmounts, type DialogueState } from '../src/parser/context.js';
import { formControls } from '../src/runtime/conversation.js';
import { isoDate } from '../src/runtime/controls.js';
import { monthName, monthNumber } from '../src/thingtalk/calendar.js';
import { parse } from '../src/parser/index.js';
import { pageFromHtml } from '../src/page/index.js';
import { Russ } from '../src/runtime/russ.js';
import type { Site } from '../src/cli/eval-chat.js';

const sentenceParser = { parse: (s: string) => parse(s) };
const plan = (utterance: string, state: DialogueState) => parseInContext(utterance, state, sentenceParser);
const surface = (programs: Program[]) => programs.map(printSurface);
const stateOf = (html: string, url = 'http://127.0.0.1/'): DialogueState => ({ ...emptyDialogueState(), visited: [url], controls: formControls(pageFromHtml(html)) });
/** Every reading of a plan (first, then the other), as ThingTalk. */
const readings = async (u: string, state: DialogueState): Promise<string[][]> => {
  const r = await plan(u, state);
  return r.kind === 'programs' ? [surface(r.programs), ...(r.otherwise ? [surface(r.otherwise)] : [])] : [];
};

// A lettings results page of our own: filters that apply on change (no button), and an area search of one box.
const HOMES = `<!doctype html><title>Homes</title><h1>Homes to let</h1>
  <form action="/homes"><label for=b>Bedrooms</label><select id=b name=b><option>Any</option><option>1+ bedrooms</option><option>2+ bedrooms</option></select>
  <label for=m>Highest monthly rent</label><select id=m name=m><option>No limit</option><option>$900</option><option>$1,200</option><option>$1,800</option></select>
  <label><input type=checkbox name=g> Garden</label></form>
  <form action="/homes"><input name=where aria-label="Which area?" placeholder="District, e.g. Riverside"><button>Find homes</button></form>`;

describe('bounds on amounts and filters taken off', () => {
  it('spoken amounts: hundreds and thousands, a bound anywhere in the turn', () => {
    expect(spokenAmounts('under fifteen hundred a month')).toBe('under $1500');
    expect(spokenAmounts('anything under a thousand')).toBe('anything under $1000');
    expect(spokenAmounts('at most two thousand five hundred dollars')).toBe('at most $2500');
  });

  it('a bound selects the option of that amount in the control whose options are amounts', async () => {
    const state = stateOf(HOMES);
    const max = (o: string) => `@retrieve(description="Highest monthly rent", type=dropdown) => @select(option=literal("${o}"), element=id)`;
    // Sure (the option is the amount said, the label says it is a most): that reading first.
    expect((await readings('Under twelve hundred a month.', state))[0]).toEqual([max('$1,200')]);
    expect((await readings('Anything under $1,800?', state))[0]).toEqual([max('$1,800')]);
    // An amount no option offers is no choice; a least is not put in a control of mosts.
    for (const u of ['Under a thousand', 'At least $900']) {
      const r = await readings(u, state);
      expect(r.length, u).toBeGreaterThan(0); // a reading, just not a choice in that control
      expect(r.flat().join(' ')).not.toContain('select(');
    }
  });

  it('a number box named for a price takes the bound', async () => {
    const state = stateOf(`<form action="/s"><label for=x>Max price</label><input id=x name=x type=number><label for=y>Min price</label><input id=y name=y type=number></form>`);
    const r = await readings('under two hundred dollars', state);
    expect(r.flat()).toContain('@retrieve(description="Max price", type=input) => @enter(text=literal("200"), element=id)');
    expect(r.flat().join(' ')).not.toContain('Min price');
  });

  it('taking off a limit selects the option that sets none; taking off an extra unticks it; a choice named "No …" stays a choice', async () => {
    const state = stateOf(HOMES);
    const r = await plan('Take off the price limit.', state);
    expect(r.kind === 'programs' && surface(r.programs)).toEqual(['@retrieve(description="Highest monthly rent", type=dropdown) => @select(option=literal("No limit"), element=id)']);
    const g = await plan('Actually, no garden.', state);
    expect(g.kind === 'programs' && surface(g.programs)).toEqual(['@retrieve(description="Garden") => @uncheck(element=id)']);
    const tips = stateOf(`<form><fieldset><legend>Tip</legend><label><input type=radio name=t> No tip</label><label><input type=radio name=t> 10%</label></fieldset></form>`);
    const t = await plan('No tip', tips);
    expect(t.kind === 'programs' && surface(t.programs)).toEqual(['@retrieve(description="No tip") => @click(element=id)']);
  });
});

describe('searches said in other words', () => {
  it('a placeholder\'s examples and a list of kinds are no kind words', () => {
    expect(kindNames(['District, e.g. Riverside', 'Find homes'])).toEqual(['District', 'Find homes']);
    expect(searchTerms('Old Town', ['Neighbourhood, e.g. Old Town', 'Search'])).toBe('Old Town');
    expect(searchTerms('noise cancelling headphones', ['Search laptops, headphones, monitors…', 'Search'])).toBe('noise cancelling headphones');
    expect(searchTerms('data analyst jobs', ['Job title or keyword', 'Find jobs'])).toBe('data analyst');
  });

  it('a one-box area search named by its preposition keeps only the place; a trailing "can you search that" goes', async () => {
    const state = stateOf(HOMES);
    const want = ['@retrieve(description="Which area?", type=input) => @enter(text=literal("Riverside"), element=id)', '@retrieve(description="Find homes", type=button) => @click(element=id)'];
    for (const u of ['Can you search for places in Riverside?', "I'm looking for a flat in Riverside, can you search that?", 'Show me everything in Riverside again', 'Check homes in Riverside']) {
      const r = await plan(u, state);
      expect(r.kind === 'programs' && surface(r.programs), u).toEqual(want);
    }
  });

  it('"check" with values for a search form of several fields is a search, not a checkbox; a date with its year keeps it', async () => {
    const FLIGHTS = `<h1>Fly</h1><form action="/f"><label for=a>From</label><input id=a name=a placeholder="City"><label for=b>To</label><input id=b name=b placeholder="City">
      <label for=c>Date</label><input type=date id=c name=c><label for=d>Passengers</label><select id=d name=d><option>1 adult</option><option>2 adults</option></select>
      <label><input type=checkbox name=ns> Nonstop only</label><button>Search flights</button></form>`;
    const state = stateOf(FLIGHTS);
    const r = await plan('Hi, can you check flights from Oslo to Rome?', state);
    expect(r.kind === 'programs' && surface(r.programs)).toEqual([
      '@retrieve(description="From", type=input) => @enter(text=literal("Oslo"), element=id)',
      '@retrieve(description="To", type=input) => @enter(text=literal("Rome"), element=id)',
      '@retrieve(description="Search flights", type=button) => @click(element=id)',
    ]);
    const y = await plan('I need to fly from Oslo to Rome on March 3rd, 2027', state);
    expect(y.kind === 'programs' && surface(y.programs)).toContain('@retrieve(description="Date", type=input) => @enter(text=literal("March 3, 2027"), element=id)');
    expect(isoDate('March 3, 2027')).toBe('2027-03-03');
    // "Check nonstop only" names the checkbox: no search.
    const c = await plan('Check nonstop only', state);
    expect(c.kind).toBe('programs');
    expect(c.kind === 'programs' && surface(c.programs).join(' ')).not.toContain('Search flights');
  });

  it('a search said on a page without a search form goes back to the form seen last, fresh; "just me" is one person', async () => {
    const FORM = `<form action="/f"><label for=a>From</label><input id=a name=a><label for=b>To</label><input id=b name=b>
      <label for=d>Passengers</label><select id=d name=d><option>1 adult</option><option>2 adults</option></select><button>Search flights</button></form>`;
    const trip = `<h1>Your trip</h1><form action="/book"><label for=n>Full name</label><input id=n name=n><button>Book and pay</button></form>`;
    const state: DialogueState = { ...stateOf(trip, 'http://127.0.0.1/trip'), searchForm: { url: 'http://127.0.0.1/', controls: formControls(pageFromHtml(FORM)) } };
    const r = await plan('Now search Oslo to Rome as well, just me', state);
    expect(r.kind === 'programs' && surface(r.programs)).toEqual([
      '@goto(url="http://127.0.0.1/")',
      '@retrieve(description="From", type=input) => @enter(text=literal("Oslo"), element=id)',
      '@retrieve(description="To", type=input) => @enter(text=literal("Rome"), element=id)',
      '@retrieve(description="Passengers", type=dropdown) => @select(option=literal("1 adult"), element=id)',
      '@retrieve(description="Search flights", type=button) => @click(element=id)',
    ]);
    // The booking form is no search form: with no search form seen, the words are not put in it.
    const alone = await plan('Now search Oslo to Rome', stateOf(trip));
    expect(alone.kind).toBe('programs');
    expect(alone.kind === 'programs' ? surface(alone.programs).join(' ') : '').not.toContain('Full name');
  });
});

describe('values for a choice and a search form', () => {
  it('a control named with its option\'s word is sure; a value changed in a search form runs the search again', async () => {
    const CAR = `<form action="/car"><fieldset><legend>Cover</legend><label><input type=radio name=c> Basic cover (included)</label><label><input type=radio name=c> Total cover — no excess (+$19/day)</label></fieldset></form>`;
    const r = await plan('Total cover please.', stateOf(CAR));
    expect(r.kind === 'programs' && surface(r.programs)).toEqual(['@retrieve(description="Total cover — no excess (+$19/day)") => @click(element=id)']);
    const FORM = `<h1>Flights</h1><form action="/f"><label for=a>From</label><input id=a name=a><label for=b>To</label><input id=b name=b>
      <label for=d>Passengers</label><select id=d name=d><option>1 adult</option><option>2 adults</option><option>3 adults</option></select><button>Search flights</button></form>`;
    const p = await plan('Oh wait, three adults.', stateOf(FORM, 'http://127.0.0.1/f?a=Oslo&b=Rome'));
    expect(p.kind === 'programs' && surface(p.programs)).toEqual([
      '@retrieve(description="Passengers", type=dropdown) => @select(option=literal("3 adults"), element=id)',
      '@retrieve(description="Search flights", type=button) => @click(element=id)',
    ]);
  });
});

describe('several fields stated with a command', () => {
  const VIEWING = `<h1>Book a viewing</h1><form action="/request"><label for=n>Your name</label><input id=n name=name>
    <label for=p>Phone number</label><input id=p name=phone><label for=e>Email</label><input id=e name=email type=email>
    <label for=x>Anything else?</label><textarea id=x name=note></textarea><button>Send request</button></form>`;

  it('fields named or known by their values, then the form\'s button the verb names', async () => {
    const state = stateOf(VIEWING);
    const name = (v: string) => `@retrieve(description="Your name", type=input) => @enter(text=literal("${v}"), element=id)`;
    const phone = (v: string) => `@retrieve(description="Phone number", type=input) => @enter(text=literal("${v}"), element=id)`;
    const send = '@retrieve(description="Send request", type=button) => @click(element=id)';
    const a = await plan('Send the request for Lena Park, phone 555-0199.', state);
    expect(a.kind === 'programs' && surface(a.programs)).toEqual([name('Lena Park'), phone('555-0199'), send]);
    const b = await plan('Put in my name, Jonah Pell, and my number 555-0142', state);
    expect(b.kind === 'programs' && surface(b.programs)).toEqual([name('Jonah Pell'), phone('555-0142')]);
    const c = await plan('Use my name, Ada Quill, and ada@example.test', state);
    expect(c.kind === 'programs' && surface(c.programs)).toEqual([name('Ada Quill'), '@retrieve(description="Email", type=input) => @enter(text=literal("ada@example.test"), element=id)']);
    // "Send it" is the form's button, not a link that holds the word.
    const d = await plan('Send it', state);
    expect(d.kind === 'programs' && surface(d.programs)).toEqual([send]);
    // A day is no one's name: "book it for Friday" fills nothing.
    const e = await plan('Send it for Friday', state);
    expect(e.kind).toBe('programs');
    expect(e.kind === 'programs' ? surface(e.programs).join(' ') : '').not.toContain('Your name');
  });

  it.runIf(hasChromium)('fills the fields and sends the form in real Chromium', async () => {
    let sent = '';
    const site: Site = {
      handle: (_m, url) => {
        if (url.startsWith('/request')) sent = url;
        return { html: url.startsWith('/request') ? '<h1>Thanks</h1>' : `<!doctype html><title>Viewing</title><nav><a href="/">Send</a></nav>${VIEWING}` };
      },
      state: () => ({ page: { path: sent, query: {} } }),
      restore: () => undefined,
      reset: () => undefined,
    };
    await withServedSite(site, async ({ adapter, origin }) => {
      const chat = new Russ({ adapter, elementTimeout: 2000 }).conversation();
      expect((await chat.say('Send the request for Lena Park, phone 555-0199.')).status).toBe('done');
      const q = new URL(sent, origin).searchParams;
      expect([q.get('name'), q.get('phone'), q.get('email')]).toEqual(['Lena Park', '555-0199', '']);
    });
  }, 60_000);
});

describe('one month table', () => {
  it('the parser and the runtime read months from it', () => {
    expect([monthNumber('Dec'), monthNumber('september'), monthNumber('sept'), monthNumber('xyz')]).toEqual([12, 9, 9, 0]);
    expect(monthName('jun')).toBe('June');
    expect(isoDate('12 Dec 2026')).toBe('2026-12-12');
  });
});
