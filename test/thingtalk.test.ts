import { describe, expect, it } from 'vitest';
import {
  ThingTalkSyntaxError,
  ThingTalkTypeError,
  fromNNSyntax,
  printSurface,
  programsEqual,
  program,
  query,
  programsOf,
  readSurface,
  singleProgram,
  str,
  toNNSyntax,
  typecheck,
  variable,
  type Program,
} from '../src/thingtalk/index.js';
import { devRows, describeDev } from './helpers.js';

// [NN syntax, surface syntax] pairs, checked both ways.
const TABLE: Array<[string, string]> = [
  ['now => @webagent.goto param:website = " https://www.walmart.com/ "', '@goto(url="https://www.walmart.com/")'],
  ['let param:email_address = ( @webagent.ask param:text = " email address " )', '@ask(text="email address")'],
  ['now => @webagent.say param:text = " check your email "', '@say(text="check your email")'],
  [
    'now => @webagent.retrieve param:description = " sign in " param:location = enum:top_right => @webagent.click param:element = param:id',
    '@retrieve(description="sign in", location=top_right) => @click(element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " email " param:type = enum:input => @webagent.enter param:text = " email " on param:element = param:id',
    '@retrieve(description="email", type=input) => @enter(text="email", element=id)',
  ],
  [
    'now => ( @webagent.retrieve param:description = " password " ) join ( @webagent.retrieve param:type = enum:input ) on param:below = param:id => @webagent.enter param:text = " password " on param:element = param:id',
    '@retrieve(description="password") => @retrieve(type=input, below=id) => @enter(text="password", element=id)',
  ],
  [
    'now => ( @webagent.retrieve param:description = " country " ) join ( @webagent.retrieve param:description = param:country param:type = enum:dropdown ) on param:below = param:id => @webagent.select param:option = param:country on param:element = param:id',
    '@retrieve(description="country") => @retrieve(description=param:country, type=dropdown, below=id) => @select(option=param:country, element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " total " => @webagent.read param:element = param:id',
    '@retrieve(description="total") => @read(element=id)',
  ],
  [
    'now => ( @webagent.retrieve param:description = " remember me " ) join ( @webagent.retrieve param:type = enum:checkbox ) on param:left = param:id => @webagent.check param:element = param:id',
    '@retrieve(description="remember me") => @retrieve(type=checkbox, left_of=id) => @check(element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " volume " => @webagent.set_range param:value = " 40 " on param:element = param:id',
    '@retrieve(description="volume") => @set_range(value="40", element=id)',
  ],
  // Literal values (typed as written, never looked up) next to dictionary keys.
  [
    'now => @webagent.retrieve param:description = " confirmation " param:type = enum:input => @webagent.enter param:text = literal " REMOVE " on param:element = param:id',
    '@retrieve(description="confirmation", type=input) => @enter(text=literal("REMOVE"), element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " brightness " => @webagent.set_range param:value = literal " 75 " on param:element = param:id',
    '@retrieve(description="brightness") => @set_range(value=literal("75"), element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " theme " param:type = enum:dropdown => @webagent.select param:option = literal " Dark " on param:element = param:id',
    '@retrieve(description="theme", type=dropdown) => @select(option=literal("Dark"), element=id)',
  ],
  // Containers.
  [
    'now => ( @webagent.retrieve param:description = " settings menu " ) join ( @webagent.retrieve param:description = " alerts " ) on param:in = param:id => @webagent.click param:element = param:id',
    '@retrieve(description="settings menu") => @retrieve(description="alerts", in=id) => @click(element=id)',
  ],
  // The n-th (or last) of the elements that match.
  [
    'now => ( @webagent.retrieve param:description = " Is it grammatical? " ) join ( @webagent.retrieve param:description = " Yes " param:nth = 2 ) on param:below = param:id => @webagent.click param:element = param:id',
    '@retrieve(description="Is it grammatical?") => @retrieve(description="Yes", nth=2, below=id) => @click(element=id)',
  ],
  [
    'now => ( @webagent.retrieve param:description = " Reasons " ) join ( @webagent.retrieve param:type = enum:checkbox param:nth = enum:last ) on param:in = param:id => @webagent.check param:element = param:id',
    '@retrieve(description="Reasons") => @retrieve(type=checkbox, nth=last, in=id) => @check(element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " Remove " param:type = enum:button param:nth = 3 => @webagent.click param:element = param:id',
    '@retrieve(description="Remove", type=button, nth=3) => @click(element=id)',
  ],
  // Browser actions and notes.
  ['now => @webagent.press param:key = " Enter "', '@press(key="Enter")'],
  ['now => @webagent.press param:key = " Tab " param:count = 3', '@press(key="Tab", count=3)'],
  ['now => @webagent.scroll param:direction = enum:down', '@scroll(direction=down)'],
  [
    'now => @webagent.retrieve param:description = " footer " => @webagent.scroll_to param:element = param:id',
    '@retrieve(description="footer") => @scroll_to(element=id)',
  ],
  ['now => @webagent.wait', '@wait()'],
  ['now => @webagent.wait param:seconds = 2.5', '@wait(seconds=2.5)'],
  ['now => @webagent.back', '@back()'],
  ['now => @webagent.forward', '@forward()'],
  ['now => @webagent.switch_tab param:index = 2', '@switch_tab(index=2)'],
  ['now => @webagent.switch_tab param:description = " order history "', '@switch_tab(description="order history")'],
  ['now => @webagent.close_tab', '@close_tab()'],
  ['now => @webagent.note param:text = " Changes are stored as you type. "', '@note(text="Changes are stored as you type.")'],
  // A sequence: several programs from one instruction.
  [
    'now => @webagent.retrieve param:description = " login " param:type = enum:input => @webagent.enter param:text = " login " on param:element = param:id ; now => @webagent.retrieve param:description = " continue " => @webagent.click param:element = param:id',
    '@retrieve(description="login", type=input) => @enter(text="login", element=id); @retrieve(description="continue") => @click(element=id)',
  ],
  [
    'now => @webagent.retrieve param:description = " query " => @webagent.enter param:text = literal " lamps " on param:element = param:id ; now => @webagent.press param:key = " Enter " ; let param:code = ( @webagent.ask param:text = " code " )',
    '@retrieve(description="query") => @enter(text=literal("lamps"), element=id); @press(key="Enter"); @ask(text="code")',
  ],
];

describe('ThingTalk syntaxes', () => {
  it.each(TABLE)('reads and prints %s', (nn, surface) => {
    const a = fromNNSyntax(nn);
    const b = readSurface(surface);
    expect(a).toEqual(b);
    expect(toNNSyntax(a)).toBe(nn);
    expect(printSurface(a)).toBe(surface);
    expect(typecheck(a)).toBe(a);
  });

  it('prints a query with two relations inline and reads it back', () => {
    const p: Program = program({
      kind: 'action',
      name: 'click',
      element: query({ type: 'button', below: query({ description: str('billing') }), right_of: query({ description: str('cancel') }) }),
    });
    const surface = printSurface(p);
    expect(surface).toBe('@click(element=@retrieve(type=button, below=@retrieve(description="billing"), right_of=@retrieve(description="cancel")))');
    expect(readSurface(surface)).toEqual(p);
    expect(fromNNSyntax(toNNSyntax(p))).toEqual(p);
  });

  it('keeps a container and another relation of one query through both syntaxes', () => {
    const p: Program = program({
      kind: 'action',
      name: 'click',
      element: query({ description: str('Yes'), below: query({ description: str('Is it clear?') }), in: query({ description: str('Sentence 2') }) }),
    });
    const surface = printSurface(p);
    expect(surface).toBe('@click(element=@retrieve(description="Yes", below=@retrieve(description="Is it clear?"), in=@retrieve(description="Sentence 2")))');
    expect(readSurface(surface)).toEqual(p);
    expect(programsEqual(fromNNSyntax(toNNSyntax(p)), p)).toBe(true);
    expect(singleProgram(fromNNSyntax(toNNSyntax(p))).action).toMatchObject({ element: { in: { description: { value: 'Sentence 2' } }, below: { description: { value: 'Is it clear?' } } } });
  });

  it('keeps a literal apart from a dictionary key of the same words', () => {
    const key = readSurface('@retrieve(type=input) => @enter(text="pin", element=id)');
    const lit = readSurface('@retrieve(type=input) => @enter(text=literal("pin"), element=id)');
    expect(programsEqual(key, lit)).toBe(false);
    expect(singleProgram(lit).action).toMatchObject({ name: 'enter', text: { kind: 'literal', value: 'pin' } });
  });

  it('reads a sequence as one, and compares sequences program by program', () => {
    const s = readSurface('@back(); @press(key="Escape", count=2);');
    expect(s.kind).toBe('sequence');
    expect(programsOf(s).map((p) => p.action.name)).toEqual(['back', 'press']);
    expect(programsEqual(s, fromNNSyntax(toNNSyntax(s)))).toBe(true);
    expect(programsEqual(s, readSurface('@press(key="Escape", count=2); @back()'))).toBe(false);
    expect(() => singleProgram(s)).toThrowError(ThingTalkTypeError);
    expect(typecheck(s)).toBe(s);
  });

  it('tolerates the annotation noise of the RUSS data', () => {
    expect(fromNNSyntax('now => @webagent.say param:text " locate the claim code "')).toEqual(
      program({ kind: 'action', name: 'say', text: 'locate the claim code' }),
    );
    expect(singleProgram(fromNNSyntax('let gift_card = ( @webagent.ask param.text = " gift card " )')).action).toMatchObject({ name: 'ask', key: 'gift card' });
    expect(
      programsEqual(
        fromNNSyntax('now => ( @webagent.retrieve param:description = " next " ) => @webagent.click param:element = param:id '),
        readSurface('@retrieve(description="Next") => @click(element=id)'),
      ),
    ).toBe(true);
  });

  it('compares strings normalised (case, white space, spacing around punctuation)', () => {
    const a = readSurface('@retrieve(description="I agree to Square\'s Terms, Privacy Policy") => @click(element=id)');
    const b = fromNNSyntax('now => @webagent.retrieve param:description = "  i agree to square\'s terms , privacy policy " => @webagent.click param:element = param:id');
    expect(programsEqual(a, b)).toBe(true);
    expect(programsEqual(a, readSurface('@retrieve(description="I agree") => @click(element=id)'))).toBe(false);
  });
});

describe('ThingTalk errors', () => {
  it.each([
    ['now => @webagent.goto param:website = " x', 'Unterminated string', 1, 39],
    ['now => @webagent.retrieve param:description = " a " => @webagent.fly param:element = param:id', 'Unknown action', 1, 56],
    ['now => @webagent.retrieve param:type = enum:spaceship => @webagent.click param:element = param:id', 'Unknown element type', 1, 40],
    ['now =>\n  ( @webagent.retrieve param:description = " a " ) join ( @webagent.retrieve param:type = enum:input ) on param:under = param:id', 'Unknown relation', 2, 107],
    ['now => @webagent.goto param:website = " x " extra', 'Unexpected', 1, 45],
    ['', 'Expected "now"', 1, 1],
    ['now => @webagent.press param:key = " Tab " param:count = 0', 'whole number', 1, 58],
    ['now => @webagent.scroll param:direction = enum:sideways', 'param:direction', 1, 43],
    ['now => @webagent.back ; ', 'Expected "now"', 1, 25],
    ['now => @webagent.retrieve param:description = " a " param:nth = 0 => @webagent.click param:element = param:id', 'param:nth takes', 1, 65],
    ['now => @webagent.retrieve param:description = " a " param:nth = enum:middle => @webagent.click param:element = param:id', 'param:nth takes', 1, 65],
  ])('NN syntax %j fails with a positioned error', (code, message, line, column) => {
    let err: unknown;
    try {
      fromNNSyntax(code);
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(ThingTalkSyntaxError);
    const e = err as ThingTalkSyntaxError;
    expect(e.message).toContain(message);
    expect(e.code).toBe('E_THINGTALK_SYNTAX');
    expect([e.position.line, e.position.column]).toEqual([line, column]);
  });

  it.each([
    ['@click(element=id)', '"id" refers to the element of a previous @retrieve'],
    ['@retrieve(description="a") => @enter(element=id)', 'needs the argument "text"'],
    ['@retrieve(shape=round) => @click(element=id)', 'no argument "shape"'],
    ['@retrieve(type=spaceship) => @click(element=id)', 'takes one of'],
    ['@retrieve(description="a")', 'must be followed by "=>"'],
    ['@goto(url="x"', 'Expected'],
    ['@switch_tab()', 'needs "index" or "description"'],
    ['@press(key="Tab", count=-1)', 'whole number'],
    ['@wait(seconds=0)', 'positive number'],
    ['@retrieve(type=input) => @enter(text=literal(""), element=id)', 'non-empty'],
    ['@retrieve(description="a", nth=first) => @click(element=id)', '"nth" takes'],
    ['@retrieve(description="a", nth=0) => @click(element=id)', '"nth" takes'],
  ])('surface syntax %j fails with a positioned error', (code, message) => {
    expect(() => readSurface(code)).toThrowError(ThingTalkSyntaxError);
    expect(() => readSurface(code)).toThrowError(message);
  });

  it('the type checker names the path of the problem', () => {
    const bad = (p: unknown, path: string): void => {
      let err: unknown;
      try {
        typecheck(p);
      } catch (e) {
        err = e;
      }
      expect(err).toBeInstanceOf(ThingTalkTypeError);
      expect((err as ThingTalkTypeError).path).toBe(path);
    };
    bad({ kind: 'program', action: { kind: 'action', name: 'goto', url: '' } }, 'action.url');
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query' } } }, 'action.element');
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', below: { kind: 'query', type: 'blob' } } } }, 'action.element.below.type');
    bad({ kind: 'program', action: { kind: 'action', name: 'enter', element: { kind: 'query', type: 'input' } } }, 'action.text');
    bad({ kind: 'program', action: { kind: 'action', name: 'fly' } }, 'action.name');
    // An ordinal counts the matches of something: alone it matches nothing.
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', nth: 2 } } }, 'action.element');
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', type: 'button', nth: 0 } } }, 'action.element.nth');
    bad({ kind: 'program', action: { kind: 'action', name: 'press', key: 'Tab', count: 1.5 } }, 'action.count');
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: { kind: 'query', description: { kind: 'literal', value: 'x' } } } }, 'action.element.description.kind');
    bad({ kind: 'sequence', programs: [program({ kind: 'action', name: 'back' }), { kind: 'program', action: { kind: 'action', name: 'wait', seconds: -1 } }] }, 'programs[1].action.seconds');
    const cyclic: Record<string, unknown> = { kind: 'query', type: 'input' };
    cyclic.below = cyclic;
    bad({ kind: 'program', action: { kind: 'action', name: 'click', element: cyclic } }, 'action.element.below');
    const withVar = program({ kind: 'action', name: 'enter', element: query({ type: 'input' }), text: variable('email') });
    expect(typecheck(withVar, { variables: ['email'] })).toBe(withVar);
    expect(() => typecheck(withVar, { variables: ['password'] })).toThrowError('unknown variable');
  });
});

describeDev('the RUSS dev gold programs', () => {
  it('all read, type-check, and round-trip through both syntaxes', () => {
    const rows = devRows().filter((r) => r.thingtalk);
    expect(rows.length).toBeGreaterThan(200);
    for (const row of rows) {
      const p = fromNNSyntax(row.thingtalk!);
      typecheck(p);
      const viaNN = fromNNSyntax(toNNSyntax(p));
      const viaSurface = readSurface(printSurface(p));
      expect(programsEqual(viaNN, p), row.id).toBe(true);
      expect(programsEqual(viaSurface, p), row.id).toBe(true);
      expect(viaNN).toEqual(p);
    }
  });
});
