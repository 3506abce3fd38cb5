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
/** `text` with the characters a regular expression reads as syntax escaped: the text matched as it is. */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export const stem = (w: string): string => w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '').replace(/(?<!s)s$/, '');

/**
 * A word as a basket or a list compares it: lower case, letters and digits only, a light plural
 * dropped — "brushes" ~ "brush", "boxes" ~ "box", "berries" ~ "berry", "balls" ~ "ball" (never
 * "glass" → "glas"). Shared by basket.ts and item-toggle.ts.
 */
export const pluralStem = (w: string): string => {
  const x = w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (/(?:sh|ch|x|ss|z)es$/.test(x)) return x.slice(0, -2);
  if (/ies$/.test(x) && x.length > 4) return `${x.slice(0, -3)}y`;
  if (/[^s]s$/.test(x)) return x.slice(0, -1);
  return x;
};

/** The rows that hold no other row's text: the items themselves, not a group or list that contains them. */
export function innermostRows<T extends { text: string }>(rows: readonly T[]): T[] {
  return rows.filter((r) => !rows.some((o) => o !== r && o.text.length < r.text.length && r.text.includes(o.text)));
}

/** What the last turn's last action clicked, as described ("Remove", "♡ Save"); undefined when it clicked nothing. */
export function lastClicked(state: DialogueState): string | undefined {
  const last = state.executed[state.executed.length - 1];
  const p = last?.programs[last.programs.length - 1];
  if (!p || p.action.name !== 'click' || !('element' in p.action)) return undefined;
  const d = p.action.element.description;
  return d?.kind === 'string' ? d.value : undefined;
}

/** Round 28: two names the same, case and spacing aside ("Save  changes" ~ "save changes"). */
export const sameText = (a: string, b: string): boolean => a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();
