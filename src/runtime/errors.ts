/**
 * Typed errors of the runtime. Every stop of a run is one of these, with a stable `code`, so a
 * host can branch on `err.code` (ask again, show the candidates, report a broken help article).
 */
import { RussError } from '../errors.js';

/** A `@goto` URL that is not http(s), or outside the allowed origins. */
export class UnsafeUrlError extends RussError {
  constructor(code: 'E_GOTO_SCHEME' | 'E_GOTO_ORIGIN' | 'E_GOTO_INVALID', message: string, url: string) {
    super(code, message, { url });
  }
}

/** The user gave no usable answer after the allowed number of tries, nobody can be asked, or the host's dialogue callback threw (E_DIALOGUE_FAILED). */
export class DialogueError extends RussError {
  constructor(code: 'E_DIALOGUE_NO_ANSWER' | 'E_DIALOGUE_UNAVAILABLE' | 'E_DIALOGUE_FAILED', message: string, key: string) {
    super(code, message, { key });
  }
}

/**
 * The page left the allowed origins by itself (an HTTP or meta redirect, a script, a link, a form,
 * a popup): the document request was blocked where the driver can, and the run stops.
 */
export class NavigationBlockedError extends RussError {
  constructor(url: string) {
    const origin = originOf(url);
    super('E_NAVIGATION_BLOCKED', `The page tried to go to ${origin}, which is not in the allowed origins; the run stopped`, { origin, url });
  }
}

function originOf(url: string): string {
  try {
    const u = new URL(url);
    return u.origin !== 'null' ? u.origin : `${u.protocol}//${u.host}`;
  } catch {
    return url;
  }
}

/** The step ran out of its `timeout` (E_TIMEOUT), or the run's AbortSignal fired (E_ABORTED). */
export class BoundError extends RussError {
  constructor(code: 'E_TIMEOUT' | 'E_ABORTED', message: string, details?: Record<string, unknown>) {
    super(code, message, details);
  }
}

/** No element matched the step well enough (or at all), and the host did not pick one. */
export class GroundingFailedError extends RussError {
  constructor(code: 'E_NO_ELEMENT' | 'E_LOW_CONFIDENCE', message: string, details: Record<string, unknown>) {
    super(code, message, details);
  }
}

/**
 * The browser could not perform an action on the grounded element: E_ELEMENT_NOT_ACTIONABLE (hidden,
 * disabled, covered: nothing was done), E_ACTION_NOT_VERIFIED (the action ran but the page does not
 * show its effect: the value is not in the field, the box not in the asked state…), E_NO_VALUE (a
 * `@read` found the label but no value beside it, or, answering a question, no value the page labels
 * with the words asked: nothing was said), wrong kind…
 */
export class ActionError extends RussError {
  constructor(
    code: 'E_ACTION_FAILED' | 'E_ACTION_UNSUPPORTED' | 'E_NO_OPTION' | 'E_ELEMENT_NOT_ACTIONABLE' | 'E_ACTION_NOT_VERIFIED' | 'E_NO_VALUE',
    message: string,
    details?: Record<string, unknown>,
  ) {
    super(code, message, details);
  }
}

/** The page did not load or settle within the timeout. */
export class PageTimeoutError extends RussError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('E_PAGE_TIMEOUT', message, details);
  }
}

/**
 * The step left the browser on its own error page (chrome-error://…): the server answered an error
 * status with nothing to show, or the connection failed. The run stops here with this, rather than
 * act on the browser's error page or report a navigation to an origin nobody asked for.
 */
export class PageLoadError extends RussError {
  constructor(url: string) {
    super('E_PAGE_ERROR', 'The page could not be shown (the browser shows its own error page: the server answered an error, or the connection failed); the run stopped', { url });
  }
}

/** The step text could not be turned into a program; wraps the parser's refusal. */
export class StepParseError extends RussError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('E_STEP_PARSE', message, details);
  }
}

/** Wrong use of the API (bad options, missing adapter…). */
export class RuntimeConfigError extends RussError {
  constructor(message: string, details?: Record<string, unknown>) {
    super('E_RUNTIME_CONFIG', message, details);
  }
}
