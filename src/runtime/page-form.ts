/**
 * Round 16: a choice changed in a form that shows this same page again is applied by sending that
 * form. A results page's filters ("In stock only", a price band, a date and a party size) are often
 * a GET form to the page's own address with an "Apply" / "Update" button: ticking the box or
 * choosing the option changes nothing the site sees until the form is sent. When every step a turn
 * ran changed a choice (a dropdown, a box, a radio option) of one such form, the page did not send
 * it itself (the address is unchanged, no onchange that submits), the conversation presses that
 * form's own submit button. Sending a GET form to the page it is on only shows that page with the
 * values in its address: nothing is ordered, booked or sent. A form to another page, a POST form, a
 * text typed, or steps in several forms are left as they were. Reads the page, never the words.
 */
import type { SeenControl } from '../parser/context.js';
import type { StepEvent } from './types.js';

const CHOICES = new Set(['select', 'check', 'uncheck', 'choose']);

/** The control a step changed: a dropdown or a box by its name, a radio group by the option's name. */
function controlOf(step: StepEvent, controls: readonly SeenControl[]): SeenControl | undefined {
  const name = step.element?.name?.trim().toLowerCase();
  if (!name || !step.action || !CHOICES.has(step.action)) return undefined;
  const label = (c: SeenControl) => (c.label || '').trim().toLowerCase();
  const hits = controls.filter((c) =>
    step.action === 'select' ? c.kind === 'select' && label(c) === name
    : step.action === 'choose' ? c.kind === 'radio' && (c.options ?? []).some((o) => o.trim().toLowerCase() === name)
    : c.kind === 'checkbox' && label(c) === name);
  return hits.length === 1 ? hits[0] : undefined;
}

/** The submit button's name of the one form the steps changed choices of, when it shows this page again and did not send itself; else undefined. */
export function formToSend(steps: readonly StepEvent[], controls: readonly SeenControl[]): string | undefined {
  if (!steps.length || steps.some((s) => s.status !== 'ok')) return undefined;
  const changed = steps.map((s) => controlOf(s, controls));
  if (changed.some((c) => !c)) return undefined;
  const first = changed[0]!;
  if (first.form === undefined || !first.submit) return undefined;
  if (changed.some((c) => c!.form !== first.form || !c!.rendersHere || c!.sendsOnChange)) return undefined;
  return first.submit;
}
