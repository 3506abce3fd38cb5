/**
 * What every part of a step shares: the context it runs in, the defaults of the unsure-step
 * policy, and small helpers.
 */
import { boundError } from './bounds.js';
import type { PageElement } from '../page/types.js';
import type { Query } from '../thingtalk/index.js';
import type { Adapter, ElementRef } from './adapter.js';
import type { CommitGuard } from './commit-guard.js';
import type { Dialogue } from './dialogue.js';
import type { UserDictionary } from './dictionary.js';
import type { ExecuteOptions, StepEvent } from './types.js';

export const DEFAULT_MIN_CONFIDENCE = 0.2;
/**
 * Confidence is relative (a softmax over the candidates): a page with one button makes any
 * "click X button" sure. So a query with a literal description also needs an absolute match
 * score; the grounding scores an exact text match ≈ 1 and unrelated text ≤ ~0.25. On the dev
 * snapshots with gold programs (test/runtime-dev.test.ts), 0.5 refuses one wrong step and no
 * right one.
 */
export const DEFAULT_MIN_SCORE = 0.5;
export const DEFAULT_TIMEOUT = 60_000;
export const POLL_MS = 300;

/** How long a step keeps re-capturing the page while its element is missing or unsure. */
export function elementWaitMs(options: ExecuteOptions): number {
  return options.elementTimeout ?? Math.min(options.timeout ?? DEFAULT_TIMEOUT, 10_000);
}

/** A step's whole budget (E_TIMEOUT after it): the element wait plus the page's `timeout` for the action. Dialogue time is not counted. */
export function stepBudgetMs(options: ExecuteOptions): number {
  return elementWaitMs(options) + (options.timeout ?? DEFAULT_TIMEOUT);
}

export interface StepContext {
  adapter: Adapter;
  dialogue: Dialogue;
  dictionary: UserDictionary;
  options: ExecuteOptions;
  /** The instruction the program came from, for the trace and `choose`. */
  instruction?: string;
  index?: number;
  /**
   * The element the previous step of the run acted on (its selector, on the page at `url`): ties
   * between equally good candidates go to the one in its form or section.
   */
  previous?: { selector: string; url?: string };
  /**
   * The element steps that come after this one in the same instruction (their queries and the
   * values they act with): a tie between alike fields of different forms goes to the form the
   * later steps surely act in ("enter the email …, then press Register": the Register form's
   * email, not the newsletter box's).
   */
  following?: FollowingStep[];
  /**
   * The step answers a question about the page (a conversation's reading of a question no rule
   * answered): a `@read` reads only a value the page labels with the words asked, grounded with a
   * good score, and says it with its label; anything else ends with E_NO_VALUE, nothing said.
   */
  answer?: boolean;
  /**
   * Round 25 (safety): the run's sentence and the pages it only reached by looking for them: on
   * those, no committing click the sentence does not name and no value into a form of another
   * purpose (src/runtime/commit-guard.ts).
   */
  guard?: CommitGuard;
}

/** A later step of the instruction, as grounding sees it. */
export interface FollowingStep {
  query: Query;
  action: string;
  hints: { option?: string; typed?: string };
}

/** Throws the step's E_ABORTED / E_TIMEOUT once its bound has fired (`ctx.options.signal` is the step's bound). */
export function checkAborted(ctx: StepContext): void {
  const signal = ctx.options.signal;
  if (signal?.aborted) throw boundError(signal);
}

export function describeElement(el: PageElement): string {
  const name = cut(el.name || el.text, 40);
  return `the ${el.tag}${el.inputType ? `[type=${el.inputType}]` : ''}${name ? ` "${name}"` : ''}`;
}

export function refOf(el: PageElement): ElementRef {
  return { id: el.id, index: el.index };
}

export const cut = (s: string, n = 120): string => (s.length > n ? `${s.slice(0, n - 1)}…` : s);
export const round = (x: number): number => Math.round(x * 1000) / 1000;
export const sleep = (ms: number): Promise<void> => new Promise((r) => setTimeout(r, ms));


const EVENT_KEYS = ['index', 'instruction', 'program', 'action', 'element', 'value', 'output', 'url', 'reason', 'status', 'error', 'dismissed', 'durationMs'] as const;

/** The event with its fields in reading order (instruction first, timing last), for JSON lines people read. */
export function ordered(event: StepEvent): StepEvent {
  const out: Record<string, unknown> = {};
  for (const k of EVENT_KEYS) if (event[k] !== undefined) out[k] = event[k];
  return out as unknown as StepEvent;
}
