/**
 * Round 27: a label said for its value. A definition list's term (`<dt>` "How to use") is a
 * statement of its own beside the value the page states under it ("How to use: Morning and night,
 * before moisturiser." — the `<dd>` with its term as header); a reader that took the term alone
 * answered with the label. Said instead: the value the next statement gives under that label.
 * Structure only (a statement followed by "<it>: <value>"); nothing names a site.
 */
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';

const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();

/** The value under `said` when `said` is a label of the page's statements (the next one is "said: value"), else undefined. */
export function valueUnder(said: string, state: DialogueState): string | undefined {
  const texts = (state.texts ?? []).map(norm);
  const s = norm(said);
  if (!s || s.length > 40 || /[:：]/.test(s)) return undefined;
  const i = texts.indexOf(s);
  const next = i >= 0 ? texts[i + 1] : undefined;
  if (!next || !next.toLowerCase().startsWith(`${s.toLowerCase()}:`)) return undefined;
  const value = next.slice(s.length + 1).trim();
  return value.length >= 2 ? value : undefined;
}

/** The programs, each `say` of a label replaced by the value under it. */
export function labelsToValues(programs: Program[], state: DialogueState): Program[] {
  return programs.map((p) => {
    const a = p.action;
    if (a.name !== 'say' || typeof a.text !== 'string') return p;
    const value = valueUnder(a.text, state);
    return value ? program({ kind: 'action', name: 'say', text: value }) : p;
  });
}
