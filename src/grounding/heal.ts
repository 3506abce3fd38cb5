/**
 * Selector healing for programming-by-demonstration tools. A recorded step is a selector plus
 * what it meant (a description, a ThingTalk query or program). On a changed page, `heal` keeps
 * the selector when it still finds the described element, re-grounds the description when it
 * does not, and says "not found" — rather than returning a wrong element — when nothing on the
 * page fits the description well enough.
 */
import { RussError } from '../errors.js';
import type { PageElement, PageModel } from '../page/types.js';
import { fromNNSyntax, readSurface, singleProgram, type Program, type Query, query as makeQuery, str } from '../thingtalk/index.js';
import { GroundingError, defaultWordVectors, groundQuery, queryOfProgram, type GroundOptions, type GroundResult } from './ground.js';
import { SelectorError, resolveSelector } from './selector.js';

export interface RecordedStep {
  /** The selector recorded for the step (from `ground(...).selector` or `selectorFor`). */
  selector: string;
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
}

export const DEFAULT_HEAL_MIN_SCORE = 0.75;

export class HealError extends RussError {}

/** A recorded step from a grounding result: what a PBD tool stores when the user demonstrates a step. */
export function recordStep(result: GroundResult): RecordedStep {
  return { selector: result.selector, query: result.query };
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
  if (!step || typeof step.selector !== 'string') throw new HealError('E_HEAL_STEP', 'heal() needs a recorded step with a selector');
  const query = queryOfStep(step);
  const minScore = options.minScore ?? DEFAULT_HEAL_MIN_SCORE;
  const vectors = options.vectors === undefined ? await defaultWordVectors(options.modelDir) : options.vectors ?? undefined;

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
