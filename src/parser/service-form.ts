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
import { program, query, str, literal, type Program } from '../thingtalk/index.js';
import { tokens, type SeenControl } from './context.js';
import { stem } from './compare.js';
import { assignPieces, CONTROL_VERB, extract, isTaskClause, radioQuery, type TaskPage } from './task-reading.js';

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

/** A form's button that makes something new ("Start my list", "Create account", "New booking", "Set up …", "Register"). */
const CREATES = /^\s*(?:create|set\s+up|register|new\b|(?:start|open|make)\s+(?:an?|my|your|our)\b)/i;
/** A sentence that asks for something new to be made. */
const MAKES = /\b(?:start|starting|create|creating|new|set\s+up|setting\s+up|register|open\s+an?|make\s+an?|begin)\b/i;

/** Round 29: whether a form's purpose is to create something the sentence does not ask to create — its names are then some existing record's, never this form's values. */
export function createsUnasked(text: string, submit: string | undefined): boolean {
  return !!submit && CREATES.test(submit) && !MAKES.test(text);
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
    // (Round 29: a form that creates something — "Start my list" — the sentence did not ask for is not its form, whatever names fit its boxes.)
    if (createsUnasked(text, submit)) continue;
    const fit: ServiceFit = { form, score, filled, controls: group.length, ...(submit ? { submit } : {}) };
    if (!best || fit.score > best.score) best = fit;
  }
  return best && best.score > 0 ? best : undefined;
}

/**
 * The programs that fill a service form with the sentence and send it — for the form a run opened by
 * its fit (src/runtime/service-page.ts) when the whole-task reading gave up there: each control the
 * fit counted, by its value placed or its option said, in the form's order, then the form's button.
 * Undefined unless every value said lands: a value of the sentence that no control takes, and that no
 * option chosen holds ("3/4" of "Violin (3/4 size)"), leaves the form to the reading.
 */
export function servicePrograms(text: string, page: TaskPage, form: number): Program[] | undefined {
  const said = new Set(tokens(text.replace(/["“”]/g, ' ')).map(stem));
  const group = page.controls.filter((c) => c.form === form && c.posts && (c.label || c.hint));
  const submit = group.find((c) => c.submit)?.submit;
  if (!group.length || !submit) return undefined;
  let reading;
  try {
    reading = assignPieces(extract(text, group).pieces, group, true);
  } catch {
    return undefined;
  }
  const chosen = new Map<SeenControl, { value: string; user?: boolean }>();
  for (const c of group) {
    let options = (c.kind === 'select' || c.kind === 'radio') ? (c.options ?? []).filter((o) => optionSaid(o, said)) : [];
    // (Several options say the words, "Violin (3/4 size)" and "Violin (full size)": the one whose every word, the bracket's too, is said.)
    if (options.length > 1) options = options.filter((o) => tokens(o).every((w) => said.has(stem(w))));
    if (options.length === 1) chosen.set(c, { value: options[0]! });
  }
  for (const x of reading?.placed ?? []) {
    if (chosen.has(x.control) || x.fitted.score < 0.5) continue;
    chosen.set(x.control, { value: x.fitted.value, ...(x.fitted.user ? { user: true } : {}) });
  }
  const held = [...chosen.values()].map((v) => v.value.toLowerCase());
  // (A count the reading left, "3 large pieces", goes into the form's one number box when nothing else took it.)
  const boxes = group.filter((c) => c.kind === 'number' && !chosen.has(c));
  for (const p of reading?.unplaced ?? []) {
    if (!p.required || held.some((v) => v.includes(p.text.toLowerCase()))) continue;
    if ((p.shape === 'count' || p.shape === 'number') && boxes.length === 1 && !chosen.has(boxes[0]!)) chosen.set(boxes[0]!, { value: p.value });
    else return undefined;
  }
  if (chosen.size < 2) return undefined;
  const out: Program[] = [];
  for (const c of group) {
    const v = chosen.get(c);
    if (!v) continue;
    const name = c.label || c.hint || '';
    if (c.kind === 'select') out.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(v.value) }));
    else if (c.kind === 'radio') out.push(program({ kind: 'action', name: 'click', element: radioQuery(c, v.value, page.controls) }));
    else if (c.kind === 'checkbox') out.push(program({ kind: 'action', name: 'check', element: query({ description: str(name) }) }));
    else out.push(program({ kind: 'action', name: 'enter', text: v.user ? str(v.value) : literal(v.value), element: query({ description: str(name), type: 'input' }) }));
  }
  out.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return out;
}
