/**
 * Round 28 (r28-steps): the button after a value. "Ok can you check Saturday the 5th." on a package's
 * page sets its Date menu; "16 now." on a change page types the new number: the form's button ("Check
 * dates", "Save") is what the turn means as well, and was left unpressed.
 *
 * A reading of the turn that only sets values, all in one form of the page, gets that form's submit
 * button pressed after them when the form asks nothing else — the control set is its only one a
 * person fills — and the form:
 *
 * - shows another page from its values (a GET form whose control is a choice: a menu, radios, a date
 *   or a number — not a free-text search box, which has its own readings), and does not show this
 *   page again or send itself when changed (the runtime sends those, src/runtime/page-form.ts); or
 * - saves a number the user said (a POST form whose button's first word is a save — "Save", "Update",
 *   "Change" — and whose one box is a number box that takes the number the turn said).
 *
 * A turn that itself says which value to set ("Select Friday in the Day menu", "Type WINTER10 in the
 * promo code box and apply it") is followed as said: it names its own next step, when it has one.
 *
 * A form that books, buys or sends a message is never pressed here (its button is no save), so the
 * commit guard and the rounds-18/19 sends stay the only ways such a form is sent.
 *
 * Page structure (forms, their controls, methods and submit buttons) and a few words of saving; no
 * word of a site.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { SeenControl, TurnPlan } from './context.js';
import { sameText as same } from './compare.js';
import { stepsOff } from './record-link.js';

/** Controls a person fills (not a hidden field's: SeenControl lists only visible ones). */
const FILLED = new Set(['text', 'number', 'date', 'time', 'select', 'radio', 'checkbox']);
/** A GET form's control whose value picks what the next page shows. */
const CHOICE = new Set(['select', 'radio', 'date', 'number', 'time']);
/** A POST form's button that saves a change. */
const SAVES = /^(?:save|update|change)\b/i;
/** A turn that says itself which value to set where ("Select Friday in the Day menu", "Type X in the box"): it is followed as said, its own next step included. */
const EXPLICIT = /^(?:(?:ok(?:ay)?|now|then|and|so|please|first|next)[,\s]+)*(?:select|choose|pick|enter|type|fill|set|put|input|write|tick|check\s+the\s+box)\b/i;

/** The control a value-setting program acts on, or undefined (another action, or not sure which). */
function controlOf(p: Program, controls: readonly SeenControl[]): SeenControl | undefined {
  const a = p.action;
  if (a.name !== 'select' && a.name !== 'enter' && a.name !== 'choose') return undefined;
  const d = a.element.description;
  if (d?.kind !== 'string' || a.element.in || a.element.item !== undefined) return undefined;
  const hits = a.name === 'choose' ? controls.filter((c) => c.kind === 'radio' && (c.options ?? []).some((o) => same(o, d.value))) : controls.filter((c) => same(c.label, d.value));
  return hits.length === 1 ? hits[0] : undefined;
}

/** The value a program sets, as text. */
function valueOf(p: Program): string | undefined {
  const a = p.action;
  if (a.name === 'enter') return a.text.kind === 'variable' ? undefined : String(a.text.value);
  if (a.name === 'select') return a.option.kind === 'variable' ? undefined : String(a.option.value);
  return undefined;
}

/** `programs` with the press of their form's button after them, or undefined when that is not sure. */
function withPress(programs: readonly Program[], controls: readonly SeenControl[], utterance: string): Program[] | undefined {
  if (!programs.length) return undefined;
  const set = programs.map((p) => controlOf(p, controls));
  if (set.some((c) => !c)) return undefined;
  const form = set[0]!.form;
  if (form === undefined || set.some((c) => c!.form !== form)) return undefined;
  const mine = controls.filter((c) => c.form === form && FILLED.has(c.kind));
  if (mine.length !== 1 || mine[0] !== set[0]) return undefined;
  const c = mine[0]!;
  if (!c.submit || c.rendersHere || c.sendsOnChange) return undefined;
  if (c.posts) {
    if (!SAVES.test(c.submit) || c.kind !== 'number') return undefined;
    // (A value the user said: its digits or words are in the turn.)
    const value = valueOf(programs[programs.length - 1]!);
    if (!value || !utterance.toLowerCase().includes(value.toLowerCase())) return undefined;
  } else if (!CHOICE.has(c.kind)) {
    return undefined;
  }
  return [...programs, program({ kind: 'action', name: 'click', element: query({ description: str(c.submit), type: 'button' }) })];
}

/** The plan with its readings that only set a lone control's value followed by the press of its form's button. */
export function pressAfterValues(plan: TurnPlan, utterance: string, controls: readonly SeenControl[] | undefined): TurnPlan {
  if (stepsOff() || plan.kind !== 'programs' || !controls?.length || EXPLICIT.test(utterance.trim())) return plan;
  const programs = withPress(plan.programs, controls, utterance);
  const otherwise = plan.otherwise ? withPress(plan.otherwise, controls, utterance) : undefined;
  if (!programs && !otherwise) return plan;
  return { ...plan, ...(programs ? { programs } : {}), ...(otherwise ? { otherwise } : {}) };
}
