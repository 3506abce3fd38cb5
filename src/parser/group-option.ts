/**
 * Round 28: a radio group's option said as the words before the group's noun (r28-flow).
 *
 * "… with no clay experience", "(…, a little experience)", "who has quite a lot of experience" on
 * a form whose radio group is "Clay experience" (None at all / A little / Quite a lot): the group's
 * noun — the last word of its legend — is said, and right before it (after "of", and any other word
 * of the legend) the option: its words as the page writes them ("quite a lot of experience"), or
 * "no" for the option that says none ("None at all", "No", "Never"). Read from the form's structure:
 * the legend and the options are the page's; the only words here are "no" and the words of none.
 */
import { escapeRegExp } from './compare.js';
import type { SeenControl } from './context.js';

/** An option that says none: "None", "None at all", "No", "Never", "Not at all". */
const NONE_OPTION = /^\s*(?:none|no|never|not at all)\b/i;

/** Words that end a modifier going back from the noun. */
const STOP = /^(?:and|or|with|the|a|an|for|to|of|by|in|on|at|my|your|our|no|any|some|who|has|have|but|then|please)$/;

/** The one to three words said right before the noun (hyphens split), back to a word of STOP or of the legend. */
function modifier(said: string, noun: string, legend: readonly string[]): string[] {
  const ws = words(said);
  const at = ws.indexOf(noun);
  if (at < 1 || ws.indexOf(noun, at + 1) >= 0) return [];
  const out: string[] = [];
  for (let k = at - 1; k >= 0 && out.length < 3; k--) {
    if (STOP.test(ws[k]!) || legend.includes(ws[k]!)) break;
    out.unshift(ws[k]!);
  }
  return out;
}

const words = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/**
 * The radio groups of `form` not yet chosen (`taken`: groups the reading set), each with the one
 * option `text` says before the group's noun. Nothing for a group whose option said is not one
 * of its own, or two of its options said.
 */
export function optionsBeforeNoun(text: string, controls: readonly SeenControl[], form: number | undefined, taken: ReadonlySet<SeenControl> = new Set()): Array<{ control: SeenControl; option: string }> {
  const out: Array<{ control: SeenControl; option: string }> = [];
  const said = text.replace(/["“][^"”]*["”]/g, ' ').replace(/\s+/g, ' ');
  for (const c of controls) {
    if (c.kind !== 'radio' || c.form !== form || taken.has(c) || (c.value ?? '').trim() || !c.label) continue;
    const legend = words(c.label);
    const noun = legend.at(-1);
    if (!noun || noun.length < 4) continue;
    // (The legend's other words may stand between the option and the noun: "no clay experience".)
    const between = legend.slice(0, -1).map((w) => `(?:${escapeRegExp(w)}\\s+)?`).join('');
    const tail = `\\s+(?:of\\s+)?${between}${escapeRegExp(noun)}\\b`;
    const hits = (c.options ?? []).filter((o) => {
      const ws = words(o);
      if (!ws.length) return false;
      if (new RegExp(`(?:^|[^\\p{L}\\p{N}])${ws.map(escapeRegExp).join('\\s+')}${tail}`, 'iu').test(said)) return true;
      return NONE_OPTION.test(o) && new RegExp(`\\b(?:no|without\\s+any|not\\s+any)${tail}`, 'i').test(said);
    });
    if (hits.length === 1) out.push({ control: c, option: hits[0]! });
    else if (!hits.length) {
      // (Or the words said right before the noun, each a word of one option only: "next-day delivery" for "Next working day".)
      const before = modifier(said, noun, legend);
      const fit = before.length ? (c.options ?? []).filter((o) => before.every((w) => words(o).includes(w))) : [];
      if (fit.length === 1) out.push({ control: c, option: fit[0]! });
    }
  }
  return out;
}
