/**
 * Bounded time: every step runs under one `Bound` — the step's `timeout` and the run's
 * `AbortSignal` merged into one signal. Every call into the page (through the adapter) races it
 * with `within`, every dialogue callback races the signal and its own `dialogueTimeout`, so a page that blocks its main thread or a callback
 * that never resolves ends the step with `E_TIMEOUT` / `E_ABORTED`, never a pending `run()`.
 * Work left behind (a hung `page.evaluate`) can act no more: the bounded adapter refuses every
 * later call once the bound has fired.
 */
import { RussError } from '../errors.js';
import type { Adapter } from './adapter.js';
import type { Dialogue } from './dialogue.js';
import { BoundError, DialogueError } from './errors.js';

export interface Bound {
  /** Aborted (with a `BoundError` as its reason) when the step runs out of time or the run is aborted. */
  readonly signal: AbortSignal;
  /** Stop the step's clock (while the user is being asked); `resume` starts it again. Nested calls count. */
  pause(): void;
  resume(): void;
  /** Stop the timer and the outer-signal listener (call when the step is over). */
  dispose(): void;
}

/**
 * A bound of `timeoutMs` of step time from now (`Infinity`: none), also ending when `outer` aborts.
 * `what` names the bounded work in the timeout's message.
 */
export function stepBound(timeoutMs: number, outer?: AbortSignal, what = 'The step'): Bound {
  const controller = new AbortController();
  const abort = (): void => controller.abort(new BoundError('E_ABORTED', 'The run was aborted'));
  if (outer?.aborted) abort();
  outer?.addEventListener('abort', abort, { once: true });
  const expire = (): void => controller.abort(new BoundError('E_TIMEOUT', `${what} did not finish within its ${timeoutMs} ms timeout`, { timeoutMs }));
  const start = (ms: number): ReturnType<typeof setTimeout> | undefined => (Number.isFinite(ms) ? setTimeout(expire, Math.max(0, ms)) : undefined);
  let left = timeoutMs;
  let since = Date.now();
  let paused = 0;
  let timer = start(left);
  return {
    signal: controller.signal,
    pause() {
      if (paused++ > 0) return;
      clearTimeout(timer);
      left -= Date.now() - since;
    },
    resume() {
      if (--paused > 0) return;
      since = Date.now();
      timer = start(left);
    },
    dispose() {
      clearTimeout(timer);
      timer = undefined;
      paused = Infinity;
      outer?.removeEventListener('abort', abort);
    },
  };
}

/** The typed error a fired signal stands for. */
export function boundError(signal: AbortSignal): RussError {
  return signal.reason instanceof RussError ? signal.reason : new BoundError('E_ABORTED', 'The run was aborted');
}

/** `work`, or the bound's typed error as soon as the signal fires (whichever comes first). */
export function within<T>(work: Promise<T> | T, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return Promise.resolve(work);
  if (signal.aborted) {
    Promise.resolve(work).catch(() => undefined); // work left behind fails on its own, unobserved
    return Promise.reject(boundError(signal));
  }
  return new Promise<T>((resolve, reject) => {
    const stop = (): void => reject(boundError(signal));
    signal.addEventListener('abort', stop, { once: true });
    Promise.resolve(work).then(
      (v) => {
        signal.removeEventListener('abort', stop);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', stop);
        reject(e);
      },
    );
  });
}

/** The adapter with every call raced against `signal`, and refused once it has fired. */
/** The adapter's synchronous reports of what happened (no page call, nothing to bound): passed through as they are. */
const SYNC_TAKES = new Set<PropertyKey>(['takeDismissed']);

export function boundAdapter(adapter: Adapter, signal: AbortSignal): Adapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (SYNC_TAKES.has(prop)) return (value as () => unknown).bind(target);
      return (...args: unknown[]) => {
        if (signal.aborted) return Promise.reject(boundError(signal));
        return within((value as (...a: unknown[]) => unknown).apply(target, args), signal);
      };
    },
  });
}

/**
 * The adapter with each call bounded on its own: raced against `timeoutMs` from the call and
 * against `outer` (the run's signal). For work outside a step (a conversation observing the page
 * between turns, a clause read against its page): a page that blocks its main thread fails that
 * call with `E_TIMEOUT`, an abort with `E_ABORTED`, and the next call gets a fresh deadline.
 */
export function deadlineAdapter(adapter: Adapter, timeoutMs: number, outer?: AbortSignal): Adapter {
  return new Proxy(adapter, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      if (SYNC_TAKES.has(prop)) return (value as () => unknown).bind(target);
      return (...args: unknown[]) => withDeadline(() => (value as (...a: unknown[]) => unknown).apply(target, args), timeoutMs, outer);
    },
  });
}

/**
 * The host's dialogue with each callback bounded on its own (`timeoutMs` from the call, `Infinity`:
 * no limit, and `outer`), for what a conversation says between steps. A callback that throws
 * throws here; the caller decides what that means.
 */
export function deadlineDialogue(dialogue: Dialogue, timeoutMs: number, outer?: AbortSignal): Dialogue {
  const out: Dialogue = {};
  for (const name of ['ask', 'say', 'read', 'choose'] as const) {
    const f = dialogue[name] as ((...a: unknown[]) => unknown) | undefined;
    if (f) (out as Record<string, unknown>)[name] = (...args: unknown[]) => withDeadline(() => f.apply(dialogue, args), timeoutMs, outer);
  }
  return out;
}

/** `work()` raced against `timeoutMs` from now (`Infinity`: none) and `outer`. */
async function withDeadline<T>(work: () => T | Promise<T>, timeoutMs: number, outer?: AbortSignal): Promise<T> {
  const bound = stepBound(timeoutMs, outer, 'The call');
  try {
    return await within(Promise.resolve().then(work), bound.signal);
  } finally {
    bound.dispose();
  }
}

/**
 * The host's dialogue with every callback raced against the run's signal and `timeoutMs` of its
 * own (the step's clock stops meanwhile: waiting for a person is not page time; `Infinity`: only
 * the signal). A callback that throws becomes `E_DIALOGUE_FAILED` (the host's failure, not the
 * browser's).
 */
export function boundDialogue(dialogue: Dialogue, bound: Bound, timeoutMs: number): Dialogue {
  const wrap = <A extends unknown[], R>(name: keyof Dialogue, f: ((...a: A) => R) | undefined) =>
    f &&
    (async (...args: A): Promise<Awaited<R>> => {
      if (bound.signal.aborted) throw boundError(bound.signal);
      const own = new AbortController();
      const stop = (): void => own.abort(bound.signal.reason);
      bound.signal.addEventListener('abort', stop, { once: true });
      const timer = Number.isFinite(timeoutMs)
        ? setTimeout(() => own.abort(new BoundError('E_TIMEOUT', `The dialogue's ${name} callback did not answer within ${timeoutMs} ms`, { timeoutMs })), timeoutMs)
        : undefined;
      bound.pause();
      try {
        return await within(Promise.resolve().then(() => f.apply(dialogue, args)) as Promise<Awaited<R>>, own.signal);
      } catch (err) {
        if (err instanceof RussError) throw err;
        throw new DialogueError('E_DIALOGUE_FAILED', `The dialogue's ${name} callback failed: ${err instanceof Error ? err.message : String(err)}`, String(args[0] ?? ''));
      } finally {
        clearTimeout(timer);
        bound.signal.removeEventListener('abort', stop);
        bound.resume();
      }
    });
  const out: Dialogue = {};
  if (dialogue.ask) out.ask = wrap('ask', dialogue.ask);
  if (dialogue.say) out.say = wrap('say', dialogue.say);
  if (dialogue.read) out.read = wrap('read', dialogue.read);
  if (dialogue.choose) out.choose = wrap('choose', dialogue.choose);
  return out;
}
