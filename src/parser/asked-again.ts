/**
 * Round 29: "and now?", "what about now?", "so how about now?" after a turn that changed the page (a
 * code applied, a count changed): the question asked a turn or two before it, asked again of the page
 * as it is now ("how much is that all together?" → the new total). Read from the dialogue state only —
 * which earlier turn was a question answered by saying (its programs only `say` / `read`), and that a
 * turn since acted on the page — and no word of a site: the words are English's for "again, now".
 */
import type { Program } from '../thingtalk/ast.js';

/** "And now?", "what about now?", "how about now", "so now?": nothing asked but the time. */
const NOW_ALONE = /^(?:(?:and|so|ok(?:ay)?|right|then)[,\s]+)*(?:(?:what|how)\s+about\s+)?now\s*[?.!]*$/i;

interface Turn {
  utterance: string;
  programs: Program[];
}

const acted = (t: Turn): boolean => t.programs.some((p) => p.action.name !== 'say' && p.action.name !== 'read');
const answered = (t: Turn): boolean => t.programs.length > 0 && !acted(t);

/**
 * The earlier question to ask again, or undefined: the turn is "and now?" alone, one of the last three
 * turns acted on the page, and before that action a turn asked a question (it ends in "?") that was
 * answered from the page.
 */
export function questionAgain(utterance: string, executed: readonly Turn[]): string | undefined {
  if (!NOW_ALONE.test(utterance.trim())) return undefined;
  const recent = executed.slice(-3);
  const change = recent.map(acted).lastIndexOf(true);
  if (change < 0) return undefined;
  // (Back from the turn before the action; the question may be just before the window: "how much is it?", "add the code", "and now?" is three turns.)
  const start = executed.length - recent.length;
  for (let j = start + change - 1; j >= Math.max(0, start - 1); j--) {
    const t = executed[j]!;
    if (/\?\s*$/.test(t.utterance) && answered(t)) return t.utterance.trim();
  }
  return undefined;
}
