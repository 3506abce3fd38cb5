import { describe, expect, it } from 'vitest';
import { Synthesizer } from '../training/synth.js';
import { templateCount } from '../training/templates.js';
import { decode, spansOf } from '../src/parser/decode.js';
import { ACTION_NAMES, fromNNSyntax, programsEqual, programsOf, sequence, typecheck } from '../src/thingtalk/index.js';
import { ACTIONS, LOC_LABELS, REL_LABELS, TAGS, TYPE_LABELS, tokenize } from '../src/parser/tokenize.js';

describe('training-data synthesizer', () => {
  it('is deterministic for a seed and differs across seeds', () => {
    const a = new Synthesizer(11), b = new Synthesizer(11), c = new Synthesizer(12);
    const ta = Array.from({ length: 200 }, () => a.next().text);
    expect(Array.from({ length: 200 }, () => b.next().text)).toEqual(ta);
    expect(Array.from({ length: 200 }, () => c.next().text)).not.toEqual(ta);
  });

  it('writes well-typed programs whose NN syntax round-trips, with one tag per token', () => {
    const s = new Synthesizer(3);
    for (let i = 0; i < 2000; i++) {
      const e = s.next();
      expect(() => typecheck(e.program)).not.toThrow();
      expect(programsEqual(fromNNSyntax(e.thingtalk), e.program)).toBe(true);
      expect(e.tags).toHaveLength(e.words.length);
      expect(e.shapes).toHaveLength(e.words.length);
      for (const t of e.tags) expect(TAGS).toContain(t);
    }
  });

  it('tags exactly the spans the program copies (description, anchor, value)', () => {
    const s = new Synthesizer(5);
    for (let i = 0; i < 500; i++) {
      const e = s.next();
      const labels = new Set(spansOf(e.tags).map((x) => x.label));
      if (e.program.kind === 'sequence') continue;
      const a = e.program.action;
      if (a.name === 'goto' || a.name === 'ask' || a.name === 'say') expect(labels.has('V'), e.text).toBe(true);
      // An enter's value is a V (the user's value, or quoted / a number) or an L (a literal stated without quotes: typed as written).
      if (a.name === 'enter') expect(labels.has('V') || labels.has('L'), e.text).toBe(true);
      if (a.name === 'enter' && labels.has('L')) expect(a.text.kind, e.text).toBe('literal');
      if ('element' in a && a.element.description?.kind === 'string') expect(labels.has('D'), e.text).toBe(true);
      if ('element' in a && (a.element.below || a.element.above || a.element.left_of || a.element.right_of)) expect(labels.has('A'), e.text).toBe(true);
    }
  });

  it('decodes its own labels back to its program (templates and decoder agree)', () => {
    const s = new Synthesizer(31);
    let sequences = 0;
    for (let i = 0; i < 1500; i++) {
      const e = s.next();
      const reading = { tags: e.tags, action: ACTIONS[e.action]!, relation: REL_LABELS[e.rel]!, type: TYPE_LABELS[e.type]!, location: LOC_LABELS[e.loc]! };
      const decoded = sequence(decode(e.text, tokenize(e.text), reading));
      expect(programsEqual(decoded, e.program), `${e.text}\n${e.thingtalk}`).toBe(true);
      if (e.program.kind === 'sequence') sequences++;
    }
    expect(sequences).toBeGreaterThan(20);
  });

  it('reads everyday verbs as actions: a verb naming its button, the add phrase, Remove in an item row, show only / hide, sliders, a choice (decoded back)', () => {
    const s = new Synthesizer(47);
    const seen = new Map<string, number>();
    for (let i = 0; i < 30000; i++) {
      const e = s.next();
      const slot = /\{(SV|ADD|RM|SET)\}|^(Show only|Only show|Hide|Lower|Replace|Change your)\b/.exec(e.template);
      if (!slot || e.program.kind === 'sequence') continue;
      const key = slot[1] ?? slot[2]!;
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const a = e.program.action;
      const expected = { SV: 'click', ADD: 'click', RM: 'click', SET: 'select', 'Show only': 'check', 'Only show': 'check', Hide: 'uncheck', Lower: 'set_range', Replace: 'enter', 'Change your': 'enter' }[key];
      expect(a.name, e.text).toBe(expected);
      if (key === 'RM') expect('element' in a && a.element.in?.description?.kind, e.text).toBe('string');
      const reading = { tags: e.tags, action: ACTIONS[e.action]!, relation: REL_LABELS[e.rel]!, type: TYPE_LABELS[e.type]!, location: LOC_LABELS[e.loc]! };
      expect(programsEqual(sequence(decode(e.text, tokenize(e.text), reading)), e.program), `${e.text}\n${e.thingtalk}`).toBe(true);
    }
    for (const key of ['SV', 'ADD', 'RM', 'SET', 'Show only', 'Hide', 'Lower', 'Replace']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(5);
  });

  it('states values without quotes as literals (L spans): names, e-mail addresses, dates, times, codes, free text (decoded back)', () => {
    const s = new Synthesizer(53);
    let stated = 0;
    for (let i = 0; i < 6000; i++) {
      const e = s.next();
      if (!/\{LV2?\}/.test(e.template)) continue;
      stated++;
      expect(e.tags.some((t) => t.endsWith('-L')), e.text).toBe(true);
      for (const p of programsOf(e.program)) if (p.action.name === 'enter' && !/\{V2\}/.test(e.template)) expect(p.action.text.kind, e.text).toBe('literal');
      const reading = { tags: e.tags, action: ACTIONS[e.action]!, relation: REL_LABELS[e.rel]!, type: TYPE_LABELS[e.type]!, location: LOC_LABELS[e.loc]! };
      expect(programsEqual(sequence(decode(e.text, tokenize(e.text), reading)), e.program), `${e.text}\n${e.thingtalk}`).toBe(true);
    }
    expect(stated).toBeGreaterThan(100);
  });

  it('round 7: row actions, options before their setting noun, unquoted questions, consent boxes, lists under a heading (decoded back)', () => {
    const s = new Synthesizer(61);
    const seen = new Map<string, number>();
    for (let i = 0; i < 60000; i++) {
      const e = s.next();
      const slot = /\{(RV|OPT|DU|AU)\}|^(Agree to|Accept|Switch off|Rate)\b|(\{D2\} (?:under|in the) \{C\}|^Under \{C\}, (?:check|tick|uncheck) \{D\} and)/.exec(e.template);
      if (!slot) continue;
      const key = slot[1] ?? slot[2] ?? 'list in C';
      seen.set(key, (seen.get(key) ?? 0) + 1);
      const programs = programsOf(e.program);
      const expected = { RV: 'click', OPT: 'select', DU: 'select', AU: 'click', 'Agree to': 'check', Accept: 'check', 'Switch off': 'uncheck', Rate: 'select' }[key];
      if (expected) for (const p of programs) expect(p.action.name, e.text).toBe(expected);
      // A row action acts in the row of the thing named; a list under a heading puts every box in it; an option below a question is a join on it.
      if (key === 'RV') expect('element' in programs[0]!.action && programs[0]!.action.element.in?.description?.kind, e.text).toBe('string');
      if (key === 'list in C') for (const p of programs) expect('element' in p.action && p.action.element.in?.description?.kind, e.text).toBe('string');
      if (key === 'AU') expect(e.rel, e.text).toBeGreaterThan(0);
      const reading = { tags: e.tags, action: ACTIONS[e.action]!, relation: REL_LABELS[e.rel]!, type: TYPE_LABELS[e.type]!, location: LOC_LABELS[e.loc]! };
      expect(programsEqual(sequence(decode(e.text, tokenize(e.text), reading)), e.program), `${e.text}\n${e.thingtalk}`).toBe(true);
    }
    for (const key of ['RV', 'OPT', 'DU', 'AU', 'Agree to', 'Accept', 'Switch off', 'Rate', 'list in C']) expect(seen.get(key) ?? 0, key).toBeGreaterThan(3);
  });

  it('covers every program family and hundreds of templates', () => {
    expect(templateCount()).toBeGreaterThanOrEqual(200);
    const s = new Synthesizer(9);
    const actions = new Set<string>();
    let joins = 0, locations = 0;
    for (let i = 0; i < 3000; i++) {
      const e = s.next();
      for (const p of programsOf(e.program)) actions.add(p.action.name);
      if (e.rel > 0) joins++;
      if (e.loc > 0) locations++;
    }
    expect([...actions].sort()).toEqual([...ACTION_NAMES].filter((a) => a !== 'choose').sort());
    expect(joins).toBeGreaterThan(100);
    expect(locations).toBeGreaterThan(100);
  });
});
