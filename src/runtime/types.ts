/**
 * Shapes the runtime shares with hosts: options, the grounding and parsing functions it calls,
 * and the trace event every step yields.
 */
import type { PageElement, PageModel } from '../page/types.js';
import type { AnyProgram, Program, Query } from '../thingtalk/ast.js';
import type { CandidateChoice } from './dialogue.js';

/** What the runtime needs from grounding (structurally the `GroundResult` of src/grounding). */
export interface Grounding {
  element?: PageElement;
  target?: PageElement;
  score: number;
  confidence: number;
  candidates: Array<{ element: PageElement; score: number; reasons?: unknown }>;
  selector?: string;
}

/**
 * Finds the element a query describes on a page. `values` resolves `param:` descriptions; `action`
 * is the program's action (grounding may prefer inputs for `enter`). Returning nothing, or throwing
 * a RussError whose code ends in `NOT_FOUND`, means "no element (yet)": the runtime keeps polling.
 */
export type GroundFn = (
  query: Query,
  page: PageModel,
  options: { values: Record<string, string>; action?: string; option?: string; typed?: string },
) => Promise<Grounding | undefined | null> | Grounding | undefined | null;

export interface StepParser {
  parse(instruction: string): Promise<AnyProgram>;
  /**
   * The instruction's clauses, each with its programs or its own parse error (optional). A parser
   * that has it lets `Russ.run` read a clause against the page it runs on (the whole-task reading,
   * src/parser/task-reading.ts) just before the clause runs.
   */
  parseClauses?(instruction: string): Promise<StepClause[]>;
}

/** One clause of an instruction as the parser read it alone. */
export interface StepClause {
  text: string;
  programs?: Program[];
  error?: Error;
  /**
   * The clause asks for information ("Is the Eastgate branch open on Sundays?", "Does it have
   * parking?"), not a command said as a question ("Can you make Eastgate my branch?"): set by
   * `Russ` from the speech-act reader (src/parser/speech-acts.ts) whatever parser read the clause.
   * Its actions may look; they never send a form (src/runtime/commit-guard.ts).
   */
  asks?: boolean;
}

/** The element a step acted on, as a trace shows it: a candidate as `choose` sees it, plus the grounding's confidence. */
export interface TracedElement extends CandidateChoice {
  confidence: number;
  /** When the action hit another element than the one described (the input a label names…). */
  targetId?: string;
}

export type StepStatus = 'ok' | 'failed';

/** One step of a run, as hosts receive it (`russ.on('step')`, `onEvent`, the returned trace). Secrets are masked. */
export interface StepEvent {
  /** Position of the step in the run (0-based). */
  index: number;
  instruction?: string;
  program?: { nn: string; surface: string };
  /** What the browser did: goto, ask, say, read, click, fill, select, check, uncheck, choose, set_range, none. */
  action?: string;
  element?: TracedElement;
  /** The value entered, selected or stored (masked when secret). */
  value?: string;
  /** Text given to the user by @say / @read. */
  output?: string;
  /** The page URL after the step. */
  url?: string;
  /** Why the runtime took a step nobody asked for in words (a goto to the page that holds the task: src/runtime/sections.ts). */
  reason?: string;
  status: StepStatus;
  error?: { code: string; message: string };
  /** The overlays closed to reach the step's element: the names of the controls clicked ("Essential only", "Close"). */
  dismissed?: string[];
  durationMs: number;
}

export interface ExecuteOptions {
  /** Grounding function; defaults to the SDK's `ground`. */
  ground?: GroundFn;
  /** Below this grounding confidence a step does not act on its own (default 0.2). */
  minConfidence?: number;
  /** A query with a literal description also needs this grounding score (default 0.5; see DEFAULT_MIN_SCORE). */
  minScore?: number;
  /** What to do below `minConfidence`: stop with E_LOW_CONFIDENCE (default) or ask (`dialogue.choose`, else a numbered question through `dialogue.ask`). */
  onLowConfidence?: 'stop' | 'ask';
  /** How long to keep re-capturing the page while the element is missing or unsure (ms; default min(timeout, 10 s)). */
  elementTimeout?: number;
  /**
   * Page load / settle timeout (ms; default 60 s, as in the paper), and the bound of each step's
   * browser work: a step that takes longer ends with E_TIMEOUT. Passed to adapters that accept it.
   */
  timeout?: number;
  /** How long one dialogue callback (`ask`, `say`, `read`, `choose`) may take (ms; default `timeout`; `Infinity`: until the run is aborted). Not counted in the step's `timeout`. */
  dialogueTimeout?: number;
  /** `@goto` may only open these origins/hosts ("https://shop.example", "example.org", "*"). */
  allowedOrigins?: readonly string[];
  /** How many times an unanswered `@ask` is repeated before the run stops (default 3). */
  askTries?: number;
  /**
   * More keys whose values are secret, on top of the built-in vocabulary (docs/security.md): words
   * ("member number") or patterns. Their values are masked in every event, error and trace.
   */
  secretKeys?: readonly (string | RegExp)[];
  /** Abort the run: the current step ends at once with E_ABORTED (page calls and dialogue callbacks included). */
  signal?: AbortSignal;
  /**
   * The day relative dates are read against ("tomorrow", "Saturday", "the 4th" into a date field
   * or a page's menu of days), written "YYYY-MM-DD" (`today: '2026-11-27'`); default the machine
   * clock's day.
   */
  today?: string;
}
