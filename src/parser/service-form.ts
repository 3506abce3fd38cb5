/**
 * Round 28 (issue 11): how well a page's own form fits a one-sentence task — the measure a run uses
 * to pick, among the pages its navigation opens, the one whose service form the sentence is for
 * ("Book a restring for my acoustic guitar on Tuesday 1 December, name …" from a home page, for a
 * form under a nav link "Repairs" the sentence does not say; src/runtime/service-page.ts opens them).
 *
 * Read from the form's structure only, never from a site's words: each control of a form that posts
 * (a search box or a filter form shows a page, it is no service) counts once, by the better of
 * - the sentence's values as the whole-task reading places them (`assignPieces`: a date into a date
 *   menu, a quoted name into a name box, "6 months" into a radio of periods), each by its fit (at most 1);
 * - an option of the control whose own words (before a bracket or a comma: "Large" of "Large (up to
 *   40cm)", "Violin" and "size" of "Violin (3/4 size)") are all words of the sentence (1).
 * A quoted value that lands only in a form's one free box counts little (every form has one).
 */
import { tokens, type SeenControl } from './context.js';
import { stem } from './compare.js';
import { assignPieces, CONTROL_VERB, extract, isTaskClause, type TaskPage } from './task-reading.js';

export interface ServiceFit {
  /** The form (0-based among the page's forms). */
  form: number;
  /** The fit: the sum over the form's controls of how well the sentence fills each (0–1 each). */
  score: number;
  /** Controls the sentence fills by a value or an option of theirs (fit at least 0.6). */
  filled: number;
  /** The form's controls that a user may fill. */
  controls: number;
  /** The form's submit button's name. */
  submit?: string;
}

/** A question, or words that ask rather than tell ("What time …", "Is there …", "Can I …"). */
const ASKS = /^\s*(?:what|which|who|whose|when|where|why|how|is|are|was|were|do|does|did|can|could|would|will|should|may)\b|\?\s*$/i;

/**
 * Whether a sentence may be for a service form: it states a task ("Book a restring …", "Send the
 * studio a message …"), or it begins with a verb that is no single control's ("Rent a flute …",
 * "Hire a city bike …"); not a question.
 */
export function statesService(text: string): boolean {
  const t = text.trim();
  if (!t || ASKS.test(t)) return false;
  if (isTaskClause(t)) return true;
  return /^\p{Ll}+$/u.test((/^\s*(\S+)/.exec(t)?.[1] ?? '').toLowerCase()) && !CONTROL_VERB.test(t);
}

/** Placeholder options ("Select", "Choose a subject", "Please choose"): no choice. */
const PLACEHOLDER = /^\s*(?:[-–—]+\s*)?(?:select|choose|pick|please|any|none|all|--)\b/i;

/** The head words of an option, the part before a bracket, a comma or a dash ("Large" of "Large (up to 40cm)"). */
function optionHead(option: string): string[] {
  const head = option.split(/\s*[([,–—:]\s*|\s+-\s+/)[0] ?? option;
  return tokens(head).filter((w) => /\p{L}/u.test(w) && w.length > 1).map(stem);
}

/** Whether an option's own words are all said in the sentence (and the option says at least one word of letters). */
function optionSaid(option: string, said: ReadonlySet<string>): boolean {
  if (PLACEHOLDER.test(option)) return false;
  const head = optionHead(option);
  return head.length > 0 && head.every((w) => said.has(w));
}

/** The best-fitting form that posts on the page for the sentence, or undefined when no such form takes anything of it. */
export function serviceFit(text: string, page: TaskPage): ServiceFit | undefined {
  const said = new Set(tokens(text.replace(/["“”]/g, ' ')).map(stem));
  const groups = new Map<number, SeenControl[]>();
  for (const c of page.controls) {
    if (c.form === undefined || !c.posts || !(c.label || c.hint)) continue;
    groups.set(c.form, [...(groups.get(c.form) ?? []), c]);
  }
  let best: ServiceFit | undefined;
  for (const [form, group] of groups) {
    const byControl = new Map<SeenControl, number>();
    let reading;
    try {
      reading = assignPieces(extract(text, group).pieces, group, true);
    } catch {
      reading = undefined;
    }
    for (const x of reading?.placed ?? []) byControl.set(x.control, Math.max(byControl.get(x.control) ?? 0, Math.min(1, x.fitted.score)));
    // (The one free box of a form takes any quoted words: not evidence of the form's purpose by itself.)
    const free = group.filter((c) => c.kind === 'text' && c.multiline);
    for (const c of free) if (byControl.has(c) && free.length === 1) byControl.set(c, Math.min(byControl.get(c)!, 0.5));
    for (const c of group) {
      if ((c.kind === 'select' || c.kind === 'radio') && c.options?.some((o) => optionSaid(o, said))) byControl.set(c, 1);
    }
    let score = 0;
    let filled = 0;
    for (const v of byControl.values()) {
      score += v;
      if (v >= 0.6) filled++;
    }
    const submit = group.find((c) => c.submit)?.submit;
    const fit: ServiceFit = { form, score, filled, controls: group.length, ...(submit ? { submit } : {}) };
    if (!best || fit.score > best.score) best = fit;
  }
  return best && best.score > 0 ? best : undefined;
}
