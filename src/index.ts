/**
 * russ-sdk — follow web instructions written for people on real web pages.
 *
 * The public API: what hosts use, module by module (each module's own index.ts exports more, for
 * the SDK's other modules and its tests). Modules, with dependencies pointing one way:
 * thingtalk ← parser, grounding ← runtime ← adapters.
 */
import { ground as groundElement, type GroundOptions, type GroundResult } from './grounding/index.js';
import { parse } from './parser/index.js';
import type { Program, Query } from './thingtalk/index.js';
import type { PageModel } from './page/index.js';

export { RussError } from './errors.js';

// ThingTalk: the programs.
export {
  readSurface,
  printSurface,
  fromNNSyntax,
  toNNSyntax,
  typecheck,
  programsEqual,
  program,
  sequence,
  programsOf,
  singleProgram,
  query,
  str,
  literal,
  variable,
  ACTION_NAMES,
  ELEMENT_TYPES,
  LOCATIONS,
  RELATIONS,
  ThingTalkSyntaxError,
  ThingTalkTypeError,
  type Program,
  type Sequence,
  type AnyProgram,
  type Action,
  type ActionName,
  type ElementAction,
  type Query,
  type Value,
  type ElementType,
  type Location,
  type Relation,
  type SourcePosition,
  type TypecheckOptions,
} from './thingtalk/index.js';

// Parser: instruction → program.
export { parse, parseBatch, loadParser, splitClauses, ParseError, MAX_INSTRUCTION_LENGTH, type Parser, type ParseOptions } from './parser/index.js';

// Page model.
export {
  pageFromCapture,
  pageFromHtml,
  pageFromRussSnapshot,
  CAPTURE_SCRIPT,
  PageError,
  type PageModel,
  type PageElement,
  type Box,
  type RawCapture,
  type CaptureOptions,
  type HtmlPageOptions,
  type RussSnapshotOptions,
} from './page/index.js';

// Grounding and selector healing.
export {
  groundQuery,
  selectorFor,
  resolveSelector,
  heal,
  healAll,
  fingerprintOf,
  withCopies,
  FINGERPRINT_VERSION,
  DEFAULT_HEAL_MIN_CONFIDENCE,
  recordStep,
  loadWordVectors,
  loadEmbedder,
  GroundingError,
  SelectorError,
  HealError,
  type WordVectors,
  type GroundOptions,
  type GroundResult,
  type Candidate,
  type RecordedStep,
  type HealResult,
  type HealOptions,
  type HealAllOptions,
  type HealStatus,
  type Fingerprint,
  type Embedder,
  type LoadEmbedderOptions,
} from './grounding/index.js';

/**
 * `ground(input, page, options)`: the element a query, a program or a string means on a page. A
 * string that is not ThingTalk is an instruction, parsed with the shipped parser (or
 * `options.parse`); the grounding module itself takes no parser, so its arrow points one way.
 */
export function ground(input: Query | Program | string, page: PageModel, options: GroundOptions = {}): Promise<GroundResult> {
  return groundElement(input, page, { parse: (instruction) => parse(instruction), ...options });
}

// Runtime.
export {
  Russ,
  Conversation,
  type TurnResult,
  type TurnStatus,
  execute,
  splitSteps,
  isSecretKey,
  maskSecrets,
  ActionError,
  DialogueError,
  GroundingFailedError,
  PageTimeoutError,
  PageLoadError,
  RuntimeConfigError,
  StepParseError,
  UnsafeUrlError,
  NavigationBlockedError,
  BoundError,
  type RussOptions,
  type RunError,
  type Adapter,
  type ElementRef,
  type SettleOptions,
  type Dialogue,
  type CandidateChoice,
  type ExecuteOptions,
  type ExecuteCallOptions,
  type GroundFn,
  type Grounding,
  type StepEvent,
  type StepParser,
  type StepStatus,
  type TracedElement,
} from './runtime/index.js';

// Adapters.
export {
  PlaywrightAdapter,
  PuppeteerAdapter,
  DomAdapter,
  type DomAdapterOptions,
  type DriverAdapterOptions,
  type PlaywrightPage,
  type PuppeteerPage,
} from './adapters/index.js';
