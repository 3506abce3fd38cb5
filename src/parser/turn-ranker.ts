/**
 * The learned turn ranker (round 11): for a spoken turn, a score for each action the current page
 * offers (click a link or button, choose an option of a dropdown or radio group, tick a box) and
 * for "none of them". Features read the page's own words (token overlap and word-vector
 * similarity between the turn and the candidate's name and its group's label), the verb class of
 * the turn against the control's kind, numbers, whether the option is chosen already; the weights
 * are a conditional logit (softmax over the candidates and a "none" candidate) fitted on generated
 * conversations over generated pages (training/turns, `npm run train:turns`) and shipped as
 * models/turn-ranker.json.
 *
 * The contextual parser uses it only where its rules are not sure (see `rankerPlan` in
 * context.ts): the turn would ask, or its reading grounds to no element it is sure of. It acts only
 * when the best candidate's probability clears the threshold calibrated on generated held-out turns.
 *
 * Round 16: the page's repeated items (`state.rows`) too — each item's own controls are candidates
 * with the item's text and place ("the chard's reserve button", "cancel the second one"), a title
 * link carries its item, and an item's own control acts above a threshold of its own (`rowThreshold`).
 */
import { program, query, str, literal, type Program } from '../thingtalk/ast.js';
import { readModelFile } from '../assets.js';
import { defaultWordVectors, type WordRelatedness } from '../word-vectors.js';
import { stem } from './compare.js';
import { ORDINALS } from './decode.js';
import type { DialogueState, SeenControl, TurnPlan } from './context.js';

export const TURN_RANKER_FILE = 'turn-ranker.json';

export type CandidateKind = 'button' | 'link' | 'option' | 'checkbox' | 'row';

/** An action the current page offers. */
export interface TurnCandidate {
  kind: CandidateKind;
  /** The element's own name: a button's or link's text, an option's text, a box's label. */
  name: string;
  /** The label of the control an option belongs to (a dropdown's or radio group's), or a box's group. */
  context?: string;
  /** The option is the one chosen now, the box is ticked. */
  chosen?: boolean;
  /** Dropdown options are selected on their dropdown; radio options are clicked. */
  control?: 'select' | 'radio';
  /** The page shows several links or buttons of this name (each row's "Remove"): the name alone does not say which. */
  repeated?: boolean;
  /**
   * Round 16: the repeated item the control sits in (a card's, a table row's own "Add" or
   * "Remove"; kind `row`), or the item a link is the title of: its title, its whole text, and its
   * place among the page's items (1-based, of `of`). An option's place in its group is `nth` too.
   */
  row?: { title: string; text: string };
  nth?: number;
  of?: number;
}

/** The page's actions, as the dialogue state describes the page (its controls, buttons and links). */
export function candidatesOf(state: Pick<DialogueState, 'controls' | 'page'> & { rows?: DialogueState['rows'] }): TurnCandidate[] {
  const out: TurnCandidate[] = [];
  const seen = new Set<string>();
  const add = (c: TurnCandidate): void => {
    const key = `${c.kind}\u0000${c.name.toLowerCase()}\u0000${(c.context ?? '').toLowerCase()}`;
    if (!c.name.trim() || c.name.length > 150) return;
    if (seen.has(key)) {
      const first = out.find((x) => x.kind === c.kind && x.name.toLowerCase() === c.name.toLowerCase() && (x.context ?? '').toLowerCase() === (c.context ?? '').toLowerCase());
      if (first && (c.kind === 'button' || c.kind === 'link' || c.kind === 'row')) first.repeated = true;
      return;
    }
    seen.add(key);
    out.push(c);
  };
  const controls: readonly SeenControl[] = state.controls ?? state.page?.controls ?? [];
  for (const c of controls) {
    const label = c.label || c.hint || '';
    if ((c.kind === 'select' || c.kind === 'radio') && c.options) {
      const real = c.options.slice(0, 30).filter((o) => o.trim() && !/^(?:-+|select|choose|please select|please choose)\b/i.test(o.trim()));
      real.forEach((o, i) => add({ kind: 'option', name: o.trim(), context: [label, c.group].filter(Boolean).join(' '), chosen: c.value === o, control: c.kind as 'select' | 'radio', nth: i + 1, of: real.length }));
    } else if (c.kind === 'checkbox' && label) add({ kind: 'checkbox', name: label, ...(c.group ? { context: c.group } : {}), chosen: c.value === 'on' });
  }
  for (const b of state.page?.buttons ?? []) add({ kind: 'button', name: b });
  const rows = (state.rows ?? []).slice(0, 30);
  const titled = new Map<string, number>();
  rows.forEach((r, i) => titled.has(r.title.toLowerCase()) || titled.set(r.title.toLowerCase(), i));
  for (const l of state.page?.links ?? []) {
    // A link that is an item's title: the item's words and place say it too ("open the second one").
    const at = titled.get(l.toLowerCase());
    add({ kind: 'link', name: l, ...(at !== undefined ? { row: { title: rows[at]!.title, text: rows[at]!.text }, nth: at + 1, of: rows.length } : {}) });
  }
  // Each item's own controls, named by the item they sit in ("remove the second one", "add the oak one").
  const acting = rows.filter((r) => r.actions?.length);
  acting.forEach((r, i) => {
    for (const a of r.actions ?? []) add({ kind: 'row', name: a, context: r.title, row: { title: r.title, text: r.text }, nth: i + 1, of: acting.length });
  });
  return out.slice(0, 260);
}

/** The program that takes a candidate action. */
export function candidateProgram(c: TurnCandidate): Program {
  if (c.kind === 'row' && c.row) return program({ kind: 'action', name: 'click', element: query({ description: str(c.name), in: query({ item: 1, description: str(c.row.title) }) }) });
  if (c.kind === 'option' && c.control === 'select' && c.context)
    return program({ kind: 'action', name: 'select', element: query({ description: str(c.context), type: 'dropdown' }), option: literal(c.name) });
  if (c.kind === 'checkbox') return program({ kind: 'action', name: 'check', element: query({ description: str(c.name) }) });
  return program({ kind: 'action', name: 'click', element: query({ description: str(c.name), ...(c.kind === 'link' ? { type: 'link' as const } : c.kind === 'button' ? { type: 'button' as const } : {}) }) });
}

// ---------------------------------------------------------------------------------------------
// Words

const NUMBER: Record<string, string> = {
  zero: '0', one: '1', two: '2', three: '3', four: '4', five: '5', six: '6', seven: '7', eight: '8', nine: '9', ten: '10',
  eleven: '11', twelve: '12', fifteen: '15', twenty: '20', thirty: '30', fifty: '50', hundred: '100',
};

/** Words that carry no choice: articles, pronouns, padding, politeness. */
const STOP = new Set(
  ('a an the to of for on in at by with and or my me i i\'d i\'ll i\'m we we\'ll us our you your it its it\'s that this these those them ' +
    'please can could would will should shall may might do does did is are was be been am let let\'s just now then ok okay um uh oh well so ' +
    'some any there here what which one ones like want need wanna gonna go get got make take have has had thanks thank yes yeah sure also too really ' +
    'instead actually maybe think guess rather prefer see hmm hey hi same as from about into all more not no don\'t').split(' '),
);

export interface Words {
  /** Content words, lowercased (for the word vectors). */
  raw: string[];
  /** Their stems (for exact matches). */
  stems: string[];
}

export function words(text: string): Words {
  const raw: string[] = [];
  for (let w of text.toLowerCase().replace(/[’']/g, "'").split(/[^\p{L}\p{N}$'']+|(?<=\d)(?=\p{L})|(?<=\p{L})(?=\d)/u)) {
    w = w.replace(/^'+|'+$/g, '').replace(/'s$/, '');
    if (!w || STOP.has(w)) continue;
    raw.push(NUMBER[w] ?? w);
  }
  return { raw, stems: raw.map((w) => stem(w)) };
}

/** The verb class of a turn, from its first words. */
export const VERB_CLASSES = ['nav', 'choose', 'check', 'uncheck', 'press', 'none'] as const;
export type VerbClass = (typeof VERB_CLASSES)[number];

const VERB_PATTERNS: Array<[VerbClass, RegExp]> = [
  ['uncheck', /^(?:uncheck|untick|turn off|switch off|disable|deselect|clear|unselect|opt out|no|without|don't|do not|skip)\b/],
  ['check', /^(?:check|tick|turn on|switch on|enable|include|opt in|opt for|sign me up|yes to|add|i want|i'd like|i need|i'll need|we need|we'll need|we'd like|we'll want|can we have|can i have|throw in|with)\b/],
  ['press', /^(?:click|press|hit|tap|push|submit|send|confirm|continue|proceed)\b/],
  ['nav', /^(?:open|show|view|see|visit|display|go to|go back to|take me to|bring up|head to|navigate|jump to|look at|browse|let's see|let me see|i want to see|check out)\b/],
  ['choose', /^(?:choose|select|pick|go with|make it|set|change|switch|use|i'll take|i'll have|i'll go with|let's do|let's go with|we'll take|give me|get me|put|i prefer|prefer)\b/],
];

const LEAD = /^(?:(?:oh|um+|uh+|okay|ok|so|and|but|now|then|next|well|alright|right|hmm+|hey|actually|also|yes|yeah|sure|great|perfect|cool)[,.!]?\s+)+/;
const ASK = /^(?:(?:can|could|would|will) you(?: please)?|please|i want to|i'd like to|i would like to|let's|go ahead and|can i|could i)\s+/;

/** A question, by its first word. */
const QUESTION = /^(?:(?:oh|um+|okay|ok|so|and|but|hmm+|wait|well)[,.]?\s+)*(?:is|are|does|do|did|was|were|has|have|had|who|whose|what|what's|which|when|where|why|how|isn't|aren't|doesn't)\b/i;

export function verbClass(utterance: string): VerbClass {
  let t = utterance.toLowerCase().replace(/[’]/g, "'").replace(/^[^\p{L}\p{N}]+/u, '').trim();
  for (let i = 0; i < 3; i++) t = t.replace(LEAD, '').replace(ASK, '');
  for (const [cls, re] of VERB_PATTERNS) if (re.test(t)) return cls;
  return 'none';
}

// ---------------------------------------------------------------------------------------------
// Features

const KINDS: readonly CandidateKind[] = ['button', 'link', 'option', 'checkbox', 'row'];

export const FEATURE_NAMES: readonly string[] = [
  'null', 'null.question', 'null.noWords', 'null.verbNone', 'null.manyWords',
  'nameCov', 'uttCov', 'ctxCov', 'uttCovAll', 'vecNameCov', 'vecUttCov', 'vecCtxCov', 'exactName', 'allName', 'prefix',
  'chosen', 'nameLen', 'numSame', 'numDiff', 'dup', 'uncovered',
  // Round 16: the item a control sits in, and places said ("the second one", "the last one").
  'rowCov', 'rowSoft', 'rowNone', 'nthSame', 'nthDiff', 'nthNone',
  ...KINDS.map((k) => `kind.${k}`),
  ...VERB_CLASSES.flatMap((v) => KINDS.map((k) => `${v}.${k}`)),
];

function similar(a: string, as: string, b: string, bs: string, vectors?: WordRelatedness): number {
  if (as === bs) return 1;
  if (as.length >= 4 && bs.length >= 4 && (as.startsWith(bs) || bs.startsWith(as))) return 0.9;
  // One word formed from the other ("comparison" / "compare", "reservation" / "reserve"): a long shared start.
  let k = 0;
  while (k < as.length && k < bs.length && as[k] === bs[k]) k++;
  if (k >= 5 && k >= 0.7 * Math.min(as.length, bs.length)) return 0.85;
  const s = vectors?.similarity(a, b);
  return s === undefined ? 0 : Math.max(0, s);
}

/** How well the words `of` are covered by the words `by`: exact stems, and the word vectors' best match. */
function coverage(of: Words, by: Words, vectors?: WordRelatedness): { exact: number; soft: number } {
  if (!of.raw.length || !by.raw.length) return { exact: 0, soft: 0 };
  let exact = 0;
  let soft = 0;
  for (let i = 0; i < of.raw.length; i++) {
    let best = 0;
    for (let j = 0; j < by.raw.length; j++) best = Math.max(best, similar(of.raw[i]!, of.stems[i]!, by.raw[j]!, by.stems[j]!, vectors));
    if (by.stems.includes(of.stems[i]!)) exact++;
    soft += best;
  }
  return { exact: exact / of.raw.length, soft: soft / of.raw.length };
}

/** A place said among repeated things: "the second one", "the last option", "the top one" (1-based; -1 = the last). */
const ORDINAL: Record<string, number> = { ...ORDINALS, top: 1, last: -1, bottom: -1, final: -1 };
export function ordinalOf(utterance: string): number | undefined {
  // A place only when it is said as one: "the second one", "the last packet", "second one" (not "first check-up", "first class").
  const m = /\b(?:(?:the|that|this)\s+(first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|bottom|final)\b(?!\s+(?:class|name|names|time|aid|floor|half|edition|look|thing|things|choice|step|page|minute|day|week|night|and|of all|thing))|(first|1st|top|second|2nd|third|3rd|fourth|4th|fifth|5th|sixth|6th|last|bottom)\s+(?:one|ones|item|row|option|result|entry|card)\b)/i.exec(utterance);
  const w = m?.[1] ?? m?.[2];
  return w ? ORDINAL[w.toLowerCase()] : undefined;
}

/** Several of the repeated things at once: "the first two", "the last 3", "both of them", "all three". */
const SEVERAL = /\b(?:(?:the\s+)?(?:first|last|top|next|other)\s+(?:two|three|four|five|six|couple|few|\d+)|both(?:\s+of)?\s+(?:them|those|these)|all\s+(?:two|three|four|five|six|of\s+them))\b/i;

export interface TurnContext {
  utterance: string;
  /** The place the turn names among repeated things, when it names one. */
  ordinal?: number;
  words: Words;
  verb: VerbClass;
  question: boolean;
  numbers: string[];
  /** How many candidates share each lowercased name. */
  names: Map<string, number>;
}

export function turnContext(utterance: string, candidates: readonly TurnCandidate[]): TurnContext {
  const w = words(utterance);
  const names = new Map<string, number>();
  for (const c of candidates) names.set(c.name.toLowerCase(), (names.get(c.name.toLowerCase()) ?? 0) + 1);
  const ordinal = ordinalOf(utterance);
  return {
    utterance,
    ...(ordinal !== undefined ? { ordinal } : {}),
    words: w,
    verb: verbClass(utterance),
    question: /\?\s*$/.test(utterance) || /^(?:is|are|does|do|did|was|were|has|have|who|what|which|when|where|why|how)\b/i.test(utterance.trim()),
    numbers: w.raw.filter((x) => /^\d+$/.test(x)),
    names,
  };
}

export function nullFeatures(t: TurnContext): number[] {
  const f = new Array<number>(FEATURE_NAMES.length).fill(0);
  f[0] = 1;
  f[1] = t.question ? 1 : 0;
  f[2] = t.words.raw.length ? 0 : 1;
  f[3] = t.verb === 'none' ? 1 : 0;
  f[4] = Math.min(t.words.raw.length, 10) / 10;
  return f;
}

export function candidateFeatures(t: TurnContext, c: TurnCandidate, vectors?: WordRelatedness): number[] {
  const f = new Array<number>(FEATURE_NAMES.length).fill(0);
  // A count shown in the name ("Compare (2)", "Basket (0)") is a badge, not a word of the name.
  const name = words(c.name.replace(/\(\s*\d+\s*\)|\b\d+\s+items?\b/g, ' '));
  const ctx = words(c.context ?? '');
  const rowWords = c.row ? words(c.row.text.slice(0, 200)) : undefined;
  const all: Words = { raw: [...name.raw, ...ctx.raw, ...(rowWords?.raw ?? [])], stems: [...name.stems, ...ctx.stems, ...(rowWords?.stems ?? [])] };
  const u = t.words;
  const nameCov = coverage(name, u, vectors);
  const uttCov = coverage(u, name, vectors);
  const ctxCov = coverage(ctx, u, vectors);
  const uttAll = coverage(u, all, vectors);
  let i = 5;
  f[i++] = nameCov.exact;
  f[i++] = uttCov.exact;
  f[i++] = ctxCov.exact;
  f[i++] = uttAll.exact;
  f[i++] = nameCov.soft;
  f[i++] = uttAll.soft;
  f[i++] = ctxCov.soft;
  const norm = (s: string): string => ` ${s.toLowerCase().replace(/[^\p{L}\p{N}$]+/gu, ' ').trim()} `;
  f[i++] = name.raw.length && norm(t.utterance).includes(norm(c.name)) ? 1 : 0;
  f[i++] = name.raw.length && nameCov.exact === 1 ? 1 : 0;
  // A word of the turn that starts a word of the name, or the other way round ("reserve" / "reservation").
  f[i++] = u.stems.some((a) => a.length >= 4 && name.stems.some((b) => b !== a && b.length >= 4 && (a.startsWith(b.slice(0, 5)) || b.startsWith(a.slice(0, 5))))) ? 1 : 0;
  f[i++] = c.chosen ? 1 : 0;
  f[i++] = Math.min(name.raw.length, 6) / 6;
  const nameNumbers = name.raw.filter((x) => /^\d+$/.test(x));
  f[i++] = t.numbers.length && nameNumbers.some((n) => t.numbers.includes(n)) ? 1 : 0;
  f[i++] = t.numbers.length && nameNumbers.length && !nameNumbers.some((n) => t.numbers.includes(n)) ? 1 : 0;
  f[i++] = (t.names.get(c.name.toLowerCase()) ?? 0) > 1 ? 1 : 0;
  // The share of the turn's words that neither the name nor its group holds even loosely.
  f[i++] = u.raw.length ? 1 - uttAll.soft : 0;
  // The turn's words the control's own name does not hold, held by the item it sits in ("remove the oak one").
  if (rowWords) {
    const keep = u.raw.map((_, j) => j).filter((j) => !name.stems.includes(u.stems[j]!) && !(u.raw[j]! in ORDINAL));
    const rest: Words = { raw: keep.map((j) => u.raw[j]!), stems: keep.map((j) => u.stems[j]!) };
    const cov = coverage(rest, rowWords, vectors);
    f[i++] = cov.exact;
    f[i++] = cov.soft;
    f[i++] = rest.raw.length ? 0 : 1;
  } else i += 3;
  if (t.ordinal !== undefined && c.nth !== undefined && c.of !== undefined && c.of > 1) {
    const same = t.ordinal === c.nth || (t.ordinal === -1 && c.nth === c.of);
    f[i++] = same ? 1 : 0;
    f[i++] = same ? 0 : 1;
    i++;
  } else {
    i += 2;
    f[i++] = t.ordinal !== undefined ? 1 : 0;
  }
  const k = KINDS.indexOf(c.kind);
  f[i + k] = 1;
  i += KINDS.length;
  f[i + VERB_CLASSES.indexOf(t.verb) * KINDS.length + k] = 1;
  return f;
}

// ---------------------------------------------------------------------------------------------
// The model

export interface TurnRankerModel {
  version: number;
  features: string[];
  weights: number[];
  /** The best candidate's probability above which the ranker acts (calibrated on generated held-out turns). */
  threshold: number;
  /** Round 16: the threshold for an item's own control (kind `row`); `threshold` when absent. */
  rowThreshold?: number;
  /** How the weights were made: the command, the seed, held-out numbers. */
  trained?: Record<string, unknown>;
}

export interface Ranked {
  candidate?: TurnCandidate;
  p: number;
}

export class TurnRanker {
  constructor(readonly model: TurnRankerModel, private readonly vectors?: WordRelatedness) {
    if (model.features.join() !== FEATURE_NAMES.join()) throw new Error('turn-ranker.json was made for other features: retrain it (npm run train:turns)');
  }

  /** The candidates and "none" (`candidate` undefined), most probable first. */
  rank(utterance: string, candidates: readonly TurnCandidate[]): Ranked[] {
    const t = turnContext(utterance, candidates);
    const w = this.model.weights;
    const dot = (f: number[]): number => f.reduce((s, x, i) => s + x * (w[i] ?? 0), 0);
    const scores = [dot(nullFeatures(t)), ...candidates.map((c) => dot(candidateFeatures(t, c, this.vectors)))];
    const max = Math.max(...scores);
    const exps = scores.map((s) => Math.exp(s - max));
    const z = exps.reduce((a, b) => a + b, 0);
    const out: Ranked[] = exps.map((e, i) => ({ ...(i ? { candidate: candidates[i - 1]! } : {}), p: e / z }));
    return out.sort((a, b) => b.p - a.p);
  }

  /** The page action the turn means, when the ranker is sure of it (above its threshold); else undefined. */
  choose(utterance: string, state: Pick<DialogueState, 'controls' | 'page'> & { rows?: DialogueState['rows'] }): { candidate: TurnCandidate; p: number } | undefined {
    const candidates = candidatesOf(state);
    if (!candidates.length) return undefined;
    // The ranker's actions take a choice or press a control: a turn that refuses one ("no firing",
    // "turn off alerts") or asks a question ("which one is lighter?") is not one of them.
    if (verbClass(utterance) === 'uncheck' || QUESTION.test(utterance.trim())) return undefined;
    // "Add the first two", "the last three of them": several items, not one action (round 16) —
    // unless the words are a control's own ("Last 30 days").
    const several = SEVERAL.exec(utterance)?.[0].toLowerCase().replace(/^the\s+/, '');
    if (several && !candidates.some((c) => c.name.toLowerCase().includes(several))) return undefined;
    const ranked = this.rank(utterance, candidates);
    // RUSS_TURN_RANKER_DEBUG=1: the three best readings on stderr (error analysis of read sets only).
    if (typeof process !== 'undefined' && process.env?.RUSS_TURN_RANKER_DEBUG === '1')
      process.stderr.write(`  ranker: ${utterance} → ${ranked.slice(0, 3).map((r) => `${r.candidate ? `${r.candidate.kind} "${r.candidate.name}"${r.candidate.row ? ` [${r.candidate.row.title}]` : ''}` : 'none'} ${r.p.toFixed(2)}`).join(' | ')}\n`);
    const [best] = ranked;
    if (!best?.candidate || best.candidate.repeated) return undefined;
    if (best.p < (best.candidate.kind === 'row' ? (this.model.rowThreshold ?? this.model.threshold) : this.model.threshold)) return undefined;
    return { candidate: best.candidate, p: best.p };
  }
}

const loaded = new Map<string, Promise<TurnRanker | undefined>>();

/** The shipped ranker (models/turn-ranker.json with the word vectors), or undefined when its file is missing. */
export function loadTurnRanker(modelDir?: string): Promise<TurnRanker | undefined> {
  // RUSS_NO_TURN_RANKER=1: the rules alone (to measure what the ranker adds).
  if (typeof process !== 'undefined' && process.env?.RUSS_NO_TURN_RANKER === '1') return Promise.resolve(undefined);
  const key = modelDir ?? '';
  let p = loaded.get(key);
  if (!p) {
    p = (async () => {
      let model: TurnRankerModel;
      try {
        model = JSON.parse(new TextDecoder().decode(await readModelFile(TURN_RANKER_FILE, modelDir))) as TurnRankerModel;
      } catch {
        return undefined;
      }
      return new TurnRanker(model, (await defaultWordVectors(modelDir).catch(() => null)) ?? undefined);
    })();
    loaded.set(key, p);
  }
  return p;
}

/**
 * The hook in the contextual parser: where the rules are not sure, the page action the ranker is
 * sure of. A turn the rules would ask about runs that action; a reading of theirs keeps it as its
 * `rescue`, run when the reading's first step grounds to no element it is sure of. Acknowledgements,
 * several commands in one turn, and turns of no page action are left as the rules read them.
 */
export async function withTurnRanker(plan: TurnPlan, utterance: string, state: DialogueState, modelDir?: string): Promise<TurnPlan> {
  if (plan.kind !== 'ask' && plan.kind !== 'programs') return plan;
  if (plan.kind === 'ask' && plan.firm) return plan;
  if (!/[\p{L}\p{N}]/u.test(utterance)) return plan;
  const ranker = await loadTurnRanker(modelDir);
  const choice = ranker?.choose(utterance, state);
  if (!choice) return plan;
  const action = candidateProgram(choice.candidate);
  if (plan.kind === 'ask') return { kind: 'programs', programs: [action] };
  // A turn that is no question, read as only something to say back ("Sunday afternoons suit me best"
  // as a @say): the action.
  if (plan.programs.length && plan.programs.every((p) => p.action.name === 'say') && !/\?\s*$/.test(utterance)) return { kind: 'programs', programs: [action] };
  return { ...plan, rescue: [action] };
}
