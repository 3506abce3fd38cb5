/**
 * Flows to the last confirm, and the form a record's button opened (round 12): the words of these
 * readings, for `Russ.run` (src/runtime/russ.ts, with the structure in src/runtime/opened.ts).
 *
 * - `completes`: a clause whose verb asks for the task to be done ("… and confirm", "then place
 *   the order", "pay", "book it", "send the request", "submit the application"). A run whose last
 *   clause says so is not over on a review page that still shows the one button that does it.
 * - `confirmButton`: that button — the one visible button of a page with no field to fill whose
 *   name says completion (confirm, place order, pay, book, submit, send, finish, complete …) and
 *   nothing of going back, editing or starting again.
 * - `pronounChoice`: "set it to annual", "choose Damaged" after a record's button opened a form:
 *   the option said is one of a choice control's, and "it" (or no control at all) names that
 *   control — the one of the opened form when several forms offer the option.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { tokens } from './context.js';
import type { TaskPage } from './task-reading.js';

const LEAD = String.raw`^\s*(?:(?:and|then|finally|now|please|also)[,\s]+)*`;
/** Verbs of completion: the task is done only when the page that does it was passed. */
const COMPLETION = new RegExp(String.raw`${LEAD}(?:confirm|submit|send|place|pay|book|order|finish|complete|purchase|buy|check\s*out|finali[sz]e)\b`, 'i');
/** Words of a button that completes. */
const DONE_WORDS = new Set(['confirm', 'submit', 'send', 'place', 'pay', 'book', 'order', 'finish', 'complete', 'purchase', 'buy', 'checkout', 'finalise', 'finalize', 'agree']);
/** Words of a button that goes back, edits, cancels or starts again. */
export const NOT_DONE = new Set(['back', 'edit', 'change', 'cancel', 'another', 'new', 'again', 'more', 'delete', 'remove', 'previous', 'draft', 'later', 'print', 'download', 'save']);

/** Whether the clause asks for the task to be completed ("and confirm", "then pay", "place the order"). */
export function completes(text: string): boolean {
  return COMPLETION.test(text);
}

/**
 * The one button of a review page that completes the task, else undefined: the page has no field
 * to fill (a box to tick is one too), and exactly one visible
 * button says completion and nothing of going back.
 */
export function confirmButton(page: TaskPage): string | undefined {
  if (page.controls.length) return undefined;
  const names = [...new Set((page.buttons ?? []).map((b) => b.trim()).filter(Boolean))];
  const done = names.filter((n) => {
    const w = tokens(n);
    return w.some((x) => DONE_WORDS.has(x)) && !w.some((x) => NOT_DONE.has(x));
  });
  return done.length === 1 ? done[0] : undefined;
}

const PRONOUN = /^(?:it|this|that|them|one|this one|that one|the option|the|a|an)?$/i;

/**
 * "set it to annual" / "choose damaged" read as a choice on no control of the page: the choice
 * control offering the option said — the one in form `form` (the form a step opened) when given
 * and several offer it, else the only one. Undefined when nothing changes.
 */
export function pronounChoice(programs: readonly Program[], page: TaskPage, form?: number): Program[] | undefined {
  if (programs.length !== 1) return undefined;
  const p = programs[0]!;
  const action = p.action;
  if (action.kind !== 'action' || (action.name !== 'select' && action.name !== 'click')) return undefined;
  const el = action.element;
  if (!el || el.kind !== 'query') return undefined;
  const description = el.description?.kind === 'string' ? el.description.value.trim() : '';
  let said: string | undefined;
  if (action.name === 'select') {
    const option = action.option;
    said = option.kind === 'literal' ? option.value : undefined;
    if (said === undefined || (description && !PRONOUN.test(description))) return undefined;
  } else {
    // A click on an option's words only in a form a step opened ("choose Damaged" after "Request refund").
    if (form === undefined) return undefined;
    said = description;
  }
  if (!said || !tokens(said).length) return undefined;
  const want = tokens(said).join(' ');
  const offering = page.controls.filter((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).some((o) => tokens(o).join(' ') === want || tokens(o).slice(0, tokens(said!).length).join(' ') === want));
  if (!offering.length) return undefined;
  // A click whose words are a link's or button's name is that control, not an option.
  if (action.name === 'click' && [...(page.buttons ?? []), ...(page.links ?? [])].some((n) => tokens(n).join(' ') === want)) return undefined;
  const inForm = form !== undefined ? offering.filter((c) => c.form === form) : [];
  const chosen = inForm.length === 1 ? inForm[0]! : offering.length === 1 ? offering[0]! : undefined;
  if (!chosen) return undefined;
  const option = (chosen.options ?? []).find((o) => tokens(o).join(' ') === want) ?? (chosen.options ?? []).find((o) => tokens(o).slice(0, tokens(said!).length).join(' ') === want)!;
  if (chosen.kind === 'select') return [program({ kind: 'action', name: 'select', element: query({ description: str(chosen.label), type: 'dropdown' }), option: literal(option) })];
  const shared = page.controls.some((o) => o !== chosen && (o.options ?? []).some((x) => x.trim().toLowerCase() === option.trim().toLowerCase()));
  return [program({ kind: 'action', name: 'click', element: shared && chosen.label ? query({ description: str(option), in: query({ description: str(chosen.label) }) }) : query({ description: str(option) }) })];
}

/** Words of a button that goes on to the next page of a flow. */
export const ONWARD_WORDS = new Set(['continue', 'next', 'review', 'proceed', 'step']);

/**
 * The button that takes a flow's page on to the next one: the only submit button of the page's
 * forms, and it says going on ("Continue", "Next step", "Review order", "Save and continue"). Else undefined.
 */
export function continueButton(page: TaskPage): string | undefined {
  const submits = [...new Set(page.controls.map((c) => c.submit).filter((x): x is string => !!x))];
  if (submits.length !== 1) return undefined;
  const w = tokens(submits[0]!);
  return w.some((x) => ONWARD_WORDS.has(x)) && !w.some((x) => NOT_DONE.has(x) && x !== 'save') ? submits[0] : undefined;
}

/** A clause that only says to go on ("review it", "go on", "continue to the review", "go to the next step"). */
const ONWARD = /^\s*(?:(?:and|then|now)[,\s]+)*(?:review (?:it|them|everything|the \p{L}+|your \p{L}+|my \p{L}+)|go on|move on|carry on|continue(?: to (?:the )?(?:review|next (?:step|page)|summary))?|go (?:on )?to the (?:next (?:step|page)|review|summary)|next)\s*[.!]?\s*$/iu;
export function saysOnward(text: string): boolean {
  return ONWARD.test(text);
}

/** A clause that only says to send the form at hand ("save it", "submit", "confirm the changes", "post it"). */
const SEND = /^\s*(?:(?:and|then|now|finally)[,\s]+)*(submit|save|send|confirm|finish|post|update|apply|done)(?:\s+(?:it|this|them|that|the changes|my changes|changes|the form|the \p{L}+))?\s*[.!]?\s*$/iu;

/** Round 26: whether a clause only says to send the form at hand ("save it", "confirm the changes"). */
export function saysSend(text: string): boolean {
  return SEND.test(text);
}

/**
 * "save it", "confirm the extension" while a form a step opened is still open: that form's submit
 * button (`submit`), unless a visible button of the page says the word itself (then that button is meant).
 */
export function sendOpened(text: string, page: TaskPage, submit: string): string | undefined {
  const m = SEND.exec(text);
  if (!m) return undefined;
  const word = m[1]!.toLowerCase();
  if (tokens(submit).includes(word)) return submit;
  if ((page.buttons ?? []).some((b) => tokens(b).includes(word))) return undefined;
  return submit;
}

/** Round 22: a clause that only picks the item of least or most price ("then choose the cheapest service", "pick the most expensive plan"). */
const RANKED = /^\s*(?:(?:and|then|now|next|finally)[,\s]+)*(?:choose|pick|select|take|go\s+(?:with|for)|opt\s+for)\s+the\s+(cheapest|least\s+expensive|lowest[- ]priced|most\s+expensive|priciest|dearest|highest[- ]priced)(?:\s+(?:one|option|\p{L}+))?\s*[.!]?\s*$/iu;

/**
 * Round 22: "choose the cheapest service", "pick the most expensive plan": a click on the page's
 * repeated item (a results card, a plan) of least or most price — its own link or button, found by
 * the grounding's repeated items (src/grounding/repeated.ts `pickItem`); undefined for any other clause.
 */
export function rankedPick(text: string): Program[] | undefined {
  const m = RANKED.exec(text);
  if (!m) return undefined;
  const item = /cheapest|least|lowest/i.test(m[1]!) ? 'cheapest' : 'priciest';
  return [program({ kind: 'action', name: 'click', element: query({ item }) })];
}
