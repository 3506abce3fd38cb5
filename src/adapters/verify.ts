/**
 * What every adapter checks around an action (Playwright's rule: an action that cannot be verified
 * is an error, never a silent success): the in-page `actionable` verdict before acting, and whether
 * the page shows the action's effect after it. Shared by the driver adapters and the DOM adapter.
 */
import type { ElementRef } from '../runtime/adapter.js';
import { ActionError } from '../runtime/errors.js';

/** The in-page verdict ('' or 'label' when the element can be acted on) as an error, or undefined. */
export function notActionable(verdict: string, ref: ElementRef): ActionError | undefined {
  if (verdict === '' || verdict === 'label') return undefined;
  return new ActionError('E_ELEMENT_NOT_ACTIONABLE', `The element cannot be acted on: it is ${verdict}`, { element: ref.id, check: verdict.split(' ')[0] });
}

/** An action that ran but whose effect the page does not show. */
export function notVerified(what: string, ref: ElementRef, details: Record<string, unknown> = {}): ActionError {
  return new ActionError('E_ACTION_NOT_VERIFIED', `The action did not take effect: ${what}`, { element: ref.id, ...details });
}

/** The field holds the typed text: equal, or equal in letters and digits (fields that format "5551234" as "555-1234"). */
export function holdsText(now: string | undefined, text: string): boolean {
  const core = (s: string): string => s.normalize('NFKC').replace(/[^\p{L}\p{N}]+/gu, '').toLowerCase();
  return now !== undefined && (now === text || core(now) === core(text));
}

/** A dropdown shows the chosen option's label. */
export function showsOption(now: string | undefined, chosen: string): boolean {
  const norm = (s: string): string => s.replace(/\s+/g, ' ').trim();
  return now !== undefined && norm(now) === norm(chosen);
}

/** A slider (or any input) holds the value: the same text or the same number. */
export function holdsValue(now: string | undefined, value: string): boolean {
  return now !== undefined && (now === value || (now.trim() !== '' && Number.isFinite(Number(now)) && Number(now) === Number(value)));
}
