/**
 * The runtime (RUSS §3.4): executes ThingTalk programs in a browser through an adapter, talking
 * to the user through the host's dialogue.
 */
export type { Adapter, ElementRef, SettleOptions } from './adapter.js';
export { askUntilAnswered, promptFor, type CandidateChoice, type Dialogue } from './dialogue.js';
export { UserDictionary, isSecretKey, keySimilarity, maskSecrets, maskDeep, maskError, secretForms, MASK, type DictionaryEntry } from './dictionary.js';
export {
  ActionError,
  BoundError,
  DialogueError,
  GroundingFailedError,
  NavigationBlockedError,
  PageTimeoutError,
  PageLoadError,
  RuntimeConfigError,
  StepParseError,
  UnsafeUrlError,
} from './errors.js';
export { execute, type ExecuteCallOptions } from './execute.js';
export { DEFAULT_MIN_CONFIDENCE, DEFAULT_MIN_SCORE, DEFAULT_TIMEOUT } from './context.js';
export { closestOption, controlKind, type ControlKind } from './controls.js';
export { Russ, readThingTalk, type RussOptions, type RunError } from './russ.js';
export { checkGotoUrl, isAllowedNavigation, isAllowedUrl, resolveGotoUrl } from './safety.js';
export { splitSteps } from './steps.js';
export type { ExecuteOptions, GroundFn, Grounding, StepEvent, StepParser, StepStatus, TracedElement } from './types.js';
export { Conversation, type TurnResult, type TurnStatus, type ConversationHost } from './conversation.js';
export { emptyDialogueState, parseInContext, type DialogueState, type TurnPlan, type SeenItem, type SeenList, type SeenControl } from '../parser/context.js';
