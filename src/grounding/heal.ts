/**
 * Selector healing for programming-by-demonstration tools. A recorded step is a selector plus
 * what it meant (a description, a ThingTalk query or program) and, from `recordStep(result, page)`,
 * a fingerprint of the element (fingerprint.ts). A fingerprinted step is relocated by scoring
 * every element against the fingerprint, with the description as a second opinion below the
 * confidence threshold. For 0.1 steps without a fingerprint, on a changed page, `heal` keeps
 * the selector when it still finds the described element, re-grounds the description when it
 * does not, and says "not found" — rather than returning a wrong element — when nothing on the
 * page fits the description well enough.
 */
import { RussError } from '../errors.js';
import type { PageElement, PageModel } from '../page/types.js';
import { fromNNSyntax, readSurface, singleProgram, type Program, type Query, query as makeQuery, str } from '../thingtalk/index.js';
import type { WordVectors } from '../word-vectors.js';
import { GroundingError, defaultWordVectors, groundQuery, queryOfProgram, type GroundOptions, type GroundResult } from './ground.js';
import { SelectorError, resolveSelector, selectorFor } from './selector.js';
import { setMeaningVectors } from './meaning.js';
import { fingerprintOf, matchFingerprint, matchJoint, readFingerprint, withCopies, type Fingerprint, type FingerprintMatch } from './fingerprint.js';

export interface RecordedStep {
  /** The selector recorded for the step (from `ground(...).selector` or `selectorFor`). */
  selector: string;
  /**
   * What the element looked like when the step was recorded (`recordStep` fills it). When
   * present, `heal` relocates the element by its fingerprint; 0.1 steps without one are healed
   * by re-grounding their description.
   */
  fingerprint?: Fingerprint;
  /** What the step acts on, in words ("Forgot your password?"). */
  description?: string;
  /** …or as ThingTalk (surface or NN syntax, a query or a whole program). */
  thingtalk?: string;
  /** …or as a query. */
  query?: Query;
}

export type HealStatus = 'ok' | 'healed' | 'not_found';

export interface HealResult {
  status: HealStatus;
  /** The described element (absent when not found). */
  element?: PageElement;
  /** The element an action should hit. */
  target?: PageElement;
  /** The selector to use from now on: the recorded one when `ok`, a new one when `healed`. */
  selector?: string;
  /** Why: which rule decided, with the scores. */
  reason: string;
  score?: number;
  confidence?: number;
}

export interface HealOptions extends GroundOptions {
  /**
   * Least grounding score for an element to count as the described one. Scores are about 1 for an
   * exact match of the description, 0.8–0.9 for a light rewording, and under 0.75 for elements
   * that only share a word with it. Default 0.75.
   */
  minScore?: number;
  /**
   * Least calibrated confidence for a fingerprint match to count as the recorded widget (steps
   * with a fingerprint). Below it `heal` answers `not_found`: a recorded script that stops can
   * ask, one that clicks the wrong element does harm. Default 0.9 (about 1% wrong on held-out
   * generated pages; see training/heal/fit-heal.ts).
   */
  minConfidence?: number;
}

export const DEFAULT_HEAL_MIN_SCORE = 0.75;
export const DEFAULT_HEAL_MIN_CONFIDENCE = 0.9;

export class HealError extends RussError {}

/** A recorded step from a grounding result: what a PBD tool stores when the user demonstrates a step. */
export function recordStep(result: GroundResult, page?: PageModel, description?: string): RecordedStep {
  const step: RecordedStep = { selector: result.selector, query: result.query };
  // Round 10: with how many widgets of the page show its text (`copies`), counted over the same
  // candidates `heal` scores (cached with the page); round 11: and which of them it is (`copyIndex`).
  if (page) step.fingerprint = withCopies(fingerprintOf(page, result.element, description), candidatesOf(page).fingerprints);
  return step;
}

/**
 * The candidates of a page and their fingerprints, kept while the page model lives: a PBD tool
 * heals every step of a script against one captured page, and page models are not mutated.
 */
const pageCandidates = new WeakMap<PageModel, { pool: PageElement[]; fingerprints: Fingerprint[] }>();
function candidatesOf(page: PageModel): { pool: PageElement[]; fingerprints: Fingerprint[] } {
  let c = pageCandidates.get(page);
  if (!c) {
    const pool = page.elements.filter((e) => e.tag !== '#text' && (e.visible || e.xpath !== undefined));
    c = { pool, fingerprints: pool.map((e) => fingerprintOf(page, e)) };
    pageCandidates.set(page, c);
  }
  return c;
}

/** Relocates a fingerprinted step: the best-scoring element, or not found when it is not clearly the same widget. */
function healByFingerprint(step: RecordedStep, fp: Fingerprint, page: PageModel, options: HealOptions): HealResult {
  const { pool, fingerprints } = candidatesOf(page);
  return resultOfMatch(step, page, pool, matchFingerprint(fp, fingerprints), options);
}

/** A fingerprint match as a heal result: the element and its selector, or not found below `minConfidence`. */
function resultOfMatch(step: RecordedStep, page: PageModel, pool: PageElement[], match: FingerprintMatch | undefined, options: HealOptions, how = 'by its fingerprint'): HealResult {
  const minConfidence = options.minConfidence ?? DEFAULT_HEAL_MIN_CONFIDENCE;
  if (!match) return { status: 'not_found', reason: pool.length ? 'Every element of the page is taken by another recorded step.' : 'The page has no elements.' };
  const el = pool[match.best]!;
  const shown = `"${(el.name || el.text || el.tag).slice(0, 60)}"`;
  if (match.confidence < minConfidence) {
    // `element` is the closest candidate, for `heal` to check against the description; it never leaves `heal`.
    return { status: 'not_found', element: el, reason: `The closest element, ${shown}, matches the fingerprint with confidence ${match.confidence.toFixed(2)} < ${minConfidence}.`, score: match.logit, confidence: match.confidence };
  }
  let same = false;
  try {
    const m = step.selector ? resolveSelector(step.selector, page) : [];
    same = m.length === 1 && m[0]!.index === el.index;
  } catch (err) {
    if (!(err instanceof SelectorError)) throw err;
  }
  let selector = step.selector;
  if (!same) {
    try {
      selector = selectorFor(el, page);
    } catch (err) {
      if (!(err instanceof SelectorError)) throw err;
    }
  }
  const target = el.target !== undefined ? page.elements[el.target] ?? el : el;
  return {
    status: same ? 'ok' : 'healed',
    element: el,
    target,
    selector,
    reason: `${same ? 'The recorded selector still matches' : 'Relocated to'} ${shown} ${how} (confidence ${match.confidence.toFixed(2)}).`,
    score: match.logit,
    confidence: match.confidence,
  };
}

/**
 * Below the threshold, the step's description is a second opinion: the closest element is accepted
 * only when the description, grounded independently, picks that same element (and, in a joint
 * relocation, no other step has it).
 */
async function secondOpinion(step: RecordedStep, byFingerprint: HealResult, page: PageModel, options: HealOptions, taken?: Set<number>): Promise<HealResult> {
  if (byFingerprint.status !== 'not_found' || !byFingerprint.element || !(step.query || step.thingtalk || step.description)) return byFingerprint;
  const vectors = options.vectors === undefined ? await defaultWordVectors(options.models) : options.vectors ?? undefined;
  let grounded: GroundResult | undefined;
  try {
    grounded = groundQuery(queryOfStep(step), page, { ...options, vectors });
  } catch (err) {
    if (!(err instanceof GroundingError)) throw err;
  }
  const minScore = options.minScore ?? DEFAULT_HEAL_MIN_SCORE;
  if (grounded && grounded.score >= minScore && sameTarget(grounded.element, byFingerprint.element) && !taken?.has(grounded.element.index)) {
    return {
      status: 'healed',
      element: grounded.element,
      target: grounded.target,
      selector: grounded.selector,
      reason: `The fingerprint's closest element (confidence ${byFingerprint.confidence!.toFixed(2)}) is the one the description grounds to (score ${grounded.score.toFixed(2)}).`,
      score: grounded.score,
      confidence: Math.max(byFingerprint.confidence!, grounded.confidence),
    };
  }
  return { ...byFingerprint, element: undefined, target: undefined };
}

export interface HealAllOptions extends HealOptions {
  /** Heal each step alone, as `heal` does (default false: the fingerprinted steps are relocated jointly). */
  independent?: boolean;
}

/**
 * Heals the recorded steps of one page together (a PBD script's steps on a page, a test suite's
 * page object). Fingerprinted steps are relocated jointly (`matchJoint`): where the other steps'
 * widgets went is evidence about each one (a list that gained an item above them moved them all
 * one place), and two steps never get the same element — the most confident takes it, and the
 * others' confidences are recomputed over the elements left. Steps recording the same widget
 * (identical fingerprints) get the same answer. Steps without a fingerprint are healed as by
 * `heal`. Results are in the order of `steps`.
 */
export async function healAll(steps: RecordedStep[], page: PageModel, options: HealAllOptions = {}): Promise<HealResult[]> {
  if (!Array.isArray(steps)) throw new HealError('E_HEAL_STEP', 'healAll() needs an array of recorded steps');
  // Joint mode collects the fingerprinted steps; every other step (all of them when `independent`) goes through `heal`.
  const fps: Fingerprint[] = [];
  const at: number[] = [];
  steps.forEach((step, i) => {
    if (!step || typeof step !== 'object') throw new HealError('E_HEAL_STEP', 'healAll() needs recorded steps');
    if (step.fingerprint === undefined || options.independent) return;
    const fp = readFingerprint(step.fingerprint);
    if (!fp) throw new HealError('E_HEAL_STEP', `Step ${i + 1}'s fingerprint is not a version-1 fingerprint`);
    fps.push(fp);
    at.push(i);
  });
  const out = new Array<HealResult>(steps.length);
  if (fps.length) {
    await useVectors(options);
    const { pool, fingerprints } = candidatesOf(page);
    const joint = matchJoint(fps, fingerprints);
    const results = joint.map((j, k) => resultOfMatch(steps[at[k]!]!, page, pool, j.match, options, 'relocated jointly with the page\'s other steps'));
    const taken = new Set<number>();
    for (const r of results) if (r.status !== 'not_found' && r.element) taken.add(r.element.index);
    for (let k = 0; k < at.length; k++) out[at[k]!] = await secondOpinion(steps[at[k]!]!, results[k]!, page, options, taken);
  }
  for (let i = 0; i < steps.length; i++) if (!out[i]) out[i] = await heal(steps[i]!, page, options);
  return out;
}

/** Round 14: the word vectors the calibration's meaning inputs read (meaning.ts): the options' or the shipped ones (from `models` when given, loaded once per folder); `vectors: null` turns them off. */
const vectorsOfModels = new Map<string, Promise<WordVectors | null>>();
async function useVectors(options: HealOptions): Promise<void> {
  if (options.vectors !== undefined) return setMeaningVectors(options.vectors ?? undefined);
  let v = defaultWordVectors();
  if (options.models) {
    const dir = options.models;
    if (!vectorsOfModels.has(dir)) vectorsOfModels.set(dir, defaultWordVectors(dir).catch(() => null));
    v = vectorsOfModels.get(dir)!;
  }
  setMeaningVectors((await v) ?? undefined);
}

function queryOfStep(step: RecordedStep): Query {
  if (step.query) return step.query;
  if (step.thingtalk) {
    const text = step.thingtalk.trim();
    let program: Program;
    if (text.startsWith('now') || text.startsWith('let')) program = singleProgram(fromNNSyntax(text));
    else if (/^@(webagent\.)?retrieve\(/.test(text) && !text.includes('=>')) program = singleProgram(readSurface(`${text} => @click(element=id)`));
    else program = singleProgram(readSurface(text));
    const q = queryOfProgram(program);
    if (!q) throw new HealError('E_HEAL_STEP', `The step's ThingTalk acts on no element: ${text}`);
    return q;
  }
  if (step.description && step.description.trim()) return makeQuery({ description: str(step.description.trim()) });
  throw new HealError('E_HEAL_STEP', 'A recorded step needs a description, ThingTalk or a query besides its selector');
}

const sameTarget = (a: PageElement, b: PageElement): boolean => (a.target ?? a.index) === (b.target ?? b.index);

/** Heal a recorded step on a (possibly changed) page. */
export async function heal(step: RecordedStep, page: PageModel, options: HealOptions = {}): Promise<HealResult> {
  if (!step || typeof step !== 'object') throw new HealError('E_HEAL_STEP', 'heal() needs a recorded step');
  if (step.fingerprint !== undefined) {
    const fp = readFingerprint(step.fingerprint);
    if (!fp) throw new HealError('E_HEAL_STEP', 'The step\'s fingerprint is not a version-1 fingerprint');
    await useVectors(options);
    return secondOpinion(step, healByFingerprint(step, fp, page, options), page, options);
  }
  if (typeof step.selector !== 'string') throw new HealError('E_HEAL_STEP', 'heal() needs a recorded step with a selector');
  const query = queryOfStep(step);
  const minScore = options.minScore ?? DEFAULT_HEAL_MIN_SCORE;
  const vectors = options.vectors === undefined ? await defaultWordVectors(options.models) : options.vectors ?? undefined;

  let matches: PageElement[] = [];
  let selectorProblem = '';
  try {
    matches = resolveSelector(step.selector, page);
  } catch (err) {
    if (!(err instanceof SelectorError)) throw err;
    selectorProblem = ` (${err.message})`;
  }

  let grounded: GroundResult | undefined;
  try {
    grounded = groundQuery(query, page, { ...options, vectors, candidates: 20 });
  } catch (err) {
    if (!(err instanceof GroundingError)) throw err;
  }
  const fits = grounded !== undefined && grounded.score >= minScore;

  // 1. The recorded selector still finds one element, and it is the described one.
  if (matches.length === 1) {
    const m = matches[0]!;
    const asCandidate = grounded?.candidates.find((c) => sameTarget(c.element, m));
    if (grounded && asCandidate && asCandidate.score >= minScore && asCandidate.score >= grounded.score - 0.05) {
      return {
        status: 'ok',
        element: asCandidate.element,
        target: asCandidate.element.target !== undefined ? page.elements[asCandidate.element.target] ?? m : m,
        selector: step.selector,
        reason: `The recorded selector still matches the described element (score ${asCandidate.score.toFixed(2)}).`,
        score: asCandidate.score,
        confidence: grounded.confidence,
      };
    }
  }

  const before =
    matches.length === 0 ? `The recorded selector matches nothing${selectorProblem}`
    : matches.length > 1 ? `The recorded selector matches ${matches.length} elements`
    : `The recorded selector now matches "${matches[0]!.name || matches[0]!.tag}", which no longer fits the description`;

  // 2. Re-ground the description.
  if (grounded && fits) {
    return {
      status: 'healed',
      element: grounded.element,
      target: grounded.target,
      selector: grounded.selector,
      reason: `${before}; re-grounded to "${grounded.element.name || grounded.element.tag}" (score ${grounded.score.toFixed(2)}, confidence ${grounded.confidence.toFixed(2)}).`,
      score: grounded.score,
      confidence: grounded.confidence,
    };
  }

  // 3. Nothing on the page fits well enough: say so instead of guessing.
  const best = grounded ? `; the closest element, "${grounded.element.name || grounded.element.tag}", scores ${grounded.score.toFixed(2)} < ${minScore}` : '; no element matches the description';
  return { status: 'not_found', reason: `${before}${best}.`, ...(grounded ? { score: grounded.score, confidence: grounded.confidence } : {}) };
}
