/**
 * How the contextual stage compares pages and words: one page whatever its query, the current page
 * of the dialogue, and the stem a word is matched by. Shared by context.ts and references.ts.
 */
import type { DialogueState } from './context.js';

/** Same page: same origin and path (a size or a filter in the query is the same item). */
export function samePage(a: string | undefined, b: string | undefined): boolean {
  if (!a || !b) return false;
  try {
    const A = new URL(a);
    const B = new URL(b);
    return A.origin === B.origin && A.pathname === B.pathname;
  } catch {
    return a === b;
  }
}

/** The page the conversation is on (the last one visited). */
export const currentUrl = (state: DialogueState): string | undefined => state.visited[state.visited.length - 1];

/** A word as compared: lower case, letters and digits only, a plural "s" dropped ("jobs" → "job", not "class" → "clas"). */
export const stem = (w: string): string => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').replace(/(?<!s)s$/, '');
