/**
 * Decoding: the model's span tags and sentence labels → a well-typed ThingTalk program, or a
 * ParseError saying why not. Strings are copied from the original instruction, so entities that
 * were replaced by placeholders come back verbatim.
 */
import { program, query, str, typecheck, variable, variableNameFor, type Action, type Program, type Query } from '../thingtalk/index.js';
import { ParseError } from './errors.js';
import { ACTIONS, LOC_LABELS, REL_LABELS, TYPE_LABELS, type Tag, type Token } from './tokenize.js';

export interface ModelReading {
  tags: Tag[];
  action: (typeof ACTIONS)[number];
  relation: (typeof REL_LABELS)[number];
  type: (typeof TYPE_LABELS)[number];
  location: (typeof LOC_LABELS)[number];
}

type SpanLabel = 'D' | 'A' | 'V';

/** Contiguous runs of one label; an I- after another label starts a run too (lenient BIO). */
export function spansOf(tags: readonly Tag[]): Array<{ label: SpanLabel; from: number; to: number }> {
  const spans: Array<{ label: SpanLabel; from: number; to: number }> = [];
  let cur: { label: SpanLabel; from: number; to: number } | undefined;
  tags.forEach((tag, i) => {
    if (tag === 'O') {
      cur = undefined;
      return;
    }
    const [bio, label] = tag.split('-') as ['B' | 'I', SpanLabel];
    if (bio === 'I' && cur && cur.label === label && cur.to === i - 1) cur.to = i;
    else spans.push((cur = { label, from: i, to: i }));
  });
  return spans;
}

function spanText(text: string, tokens: readonly Token[], from: number, to: number): string {
  // Trailing sentence punctuation is never part of a value.
  while (to > from && /^[.,;:]$/.test(tokens[to]!.word)) to--;
  while (from < to && /^[,;:]$/.test(tokens[from]!.word)) from++;
  let s = text.slice(tokens[from]!.start, tokens[to]!.end).trim();
  const quoted = /^["“'‘](.*)["”'’]$/s.exec(s);
  if (quoted && quoted[1]!.trim()) s = quoted[1]!.trim();
  return s.replace(/\s+/g, ' ');
}

function refuse(reason: string, reading: ModelReading): never {
  throw new ParseError('E_PARSE_REFUSED', `Cannot read this instruction as a web action: ${reason}`, { reason, action: reading.action });
}

export function decode(text: string, tokens: readonly Token[], reading: ModelReading): Program {
  const spans = spansOf(reading.tags);
  const first = (label: SpanLabel): string | undefined => {
    const s = spans.find((x) => x.label === label);
    if (!s) return undefined;
    const t = spanText(text, tokens, s.from, s.to);
    return t === '' ? undefined : t;
  };
  const d = first('D'), a = first('A'), v = first('V');
  let action: Action;
  switch (reading.action) {
    case 'goto': {
      const urlTok = tokens.find((t) => t.entity === 'url');
      const url = (v ?? (urlTok ? text.slice(urlTok.start, urlTok.end) : undefined))?.replace(/[.,;:]+$/, '');
      if (!url) refuse('no web address found', reading);
      action = { kind: 'action', name: 'goto', url };
      break;
    }
    case 'ask':
      if (!v) refuse('no value to ask the user for', reading);
      action = { kind: 'action', name: 'ask', key: v, variable: variableNameFor(v) };
      break;
    case 'say':
      if (!v) refuse('no message for the user', reading);
      action = { kind: 'action', name: 'say', text: v };
      break;
    default: {
      const element = elementQuery(reading, d ?? clickFallback(text, tokens, reading, spans.length), a, reading.action === 'pick' ? v : undefined);
      if (!element) refuse('no element to act on', reading);
      if (reading.action === 'enter') {
        if (!v) refuse('no value to enter', reading);
        action = { kind: 'action', name: 'enter', element, text: str(v) };
      } else action = { kind: 'action', name: reading.action === 'read' ? 'read' : 'click', element };
    }
  }
  return typecheck(program(action)) as Program;
}

const CLICK_VERBS = new Set(['click', 'tap', 'select', 'press', 'choose', 'hit']);

/**
 * "click next": a one- or two-word lower-case label right after a click verb is sometimes left
 * untagged (the words are common template words). When the model found no span at all, no type
 * and no location, and the instruction is a click verb followed by a few words, those words are
 * the description.
 */
function clickFallback(text: string, tokens: readonly Token[], reading: ModelReading, nSpans: number): string | undefined {
  if (reading.action !== 'click' || nSpans > 0 || reading.type !== 'none' || reading.location !== 'none') return undefined;
  if (!CLICK_VERBS.has(tokens[0]?.word ?? '')) return undefined;
  let from = 1;
  if (tokens[from]?.word === 'on') from++;
  if (tokens[from]?.word === 'the') from++;
  const to = tokens.length - 1;
  if (from > to || to - from > 3) return undefined;
  const s = spanText(text, tokens, from, to);
  return s === '' || !/[\p{L}\p{N}]/u.test(s) ? undefined : s;
}

function elementQuery(reading: ModelReading, d: string | undefined, a: string | undefined, pickedValue: string | undefined): Query | undefined {
  const description = pickedValue !== undefined ? variable(variableNameFor(pickedValue)) : d !== undefined ? str(d) : undefined;
  const type = reading.type === 'none' ? undefined : reading.type;
  const location = reading.location === 'none' ? undefined : reading.location;
  const q = query({ description, type, location });
  if (reading.relation !== 'none' && a !== undefined) q[reading.relation] = query({ description: str(a) });
  else if (description === undefined && a !== undefined && type === undefined) q.description = str(a);
  return Object.keys(q).length > 1 ? q : undefined;
}

