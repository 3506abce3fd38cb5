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
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, formMethod, isSubmitButton } from '../page/tree.js';
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

/**
 * Round 17: a form the browser refused to send. After a click on a form's submit button that left
 * the page where it was, the fields of that form that hold what the browser would not send — a
 * `required` field left empty (a box, a dropdown still on its empty first option, an unticked
 * required box, a radio group with none chosen), an e-mail box whose text is no address, a value
 * its `pattern` does not match — each by its label. Such a send did not happen: the turn must not
 * say it is done. Empty when the button is no submit button of a form that validates, or every
 * field holds what it must. Reads the page's structure only.
 */
export function refusedFields(page: PageModel, clicked: { id?: string; name?: string }): string[] {
  const els = page.elements;
  const name = clicked.name?.trim();
  const button = els.find((e) => clicked.id !== undefined && e.id === clicked.id && isSubmitButton(e) && (!name || e.name.trim() === name)) ?? (name ? els.find((e) => e.visible !== false && isSubmitButton(e) && e.name.trim() === name) : undefined);
  if (!button || button.attributes.formnovalidate !== undefined) return [];
  const owner = button.attributes.form ? els.find((e) => e.tag === 'form' && e.attributes.id === button.attributes.form) : closestTagged(page, button, 'form');
  if (!owner || owner.attributes.novalidate !== undefined) return [];
  const inForm = (e: PageElement): boolean => (e.attributes.form ? e.attributes.form === owner.attributes.id : closestTagged(page, e, 'form') === owner);
  const out: string[] = [];
  const radios = new Map<string, { label: string; required: boolean; checked: boolean }>();
  for (const e of els) {
    if (!['input', 'select', 'textarea'].includes(e.tag) || e.attributes.disabled !== undefined || !inForm(e)) continue;
    const type = e.tag === 'input' ? (e.inputType ?? 'text') : e.tag;
    if (['hidden', 'submit', 'button', 'reset', 'image', 'file'].includes(type)) continue;
    const required = e.attributes.required !== undefined;
    const label = (e.name || e.attributes.placeholder || e.attributes.name || '').trim();
    if (type === 'radio') {
      const key = e.attributes.name ?? label;
      const group = radios.get(key) ?? { label: groupLabel(page, e) || key, required: false, checked: false };
      group.required ||= required;
      group.checked ||= !!e.checked;
      radios.set(key, group);
      continue;
    }
    if (e.visible === false) continue;
    const value = (e.value ?? '').trim();
    let bad = false;
    if (type === 'checkbox') bad = required && !e.checked;
    else if (e.tag === 'select') bad = required && emptyChoice(page, e);
    else if (!value) bad = required;
    else if (type === 'email') bad = !/^[^\s@]+@[^\s@]+$/.test(value);
    else if (e.attributes.pattern) bad = !matches(e.attributes.pattern, value);
    if (bad) out.push(label || type);
  }
  for (const g of radios.values()) if (g.required && !g.checked) out.push(g.label);
  return [...new Set(out)];
}

/** A dropdown on an option of empty value (a "Choose a store" first line). */
function emptyChoice(page: PageModel, select: PageElement): boolean {
  const options = select.children.map((i) => page.elements[i]!).flatMap((c) => (c.tag === 'optgroup' ? c.children.map((i) => page.elements[i]!) : [c])).filter((c) => c.tag === 'option');
  const chosen = options.find((o) => (o.text || o.name).trim() === (select.value ?? '').trim()) ?? options[0];
  return !chosen || (chosen.attributes.value ?? (chosen.text || chosen.name)).trim() === '';
}

/** A radio's group as the page names it: its fieldset's legend. */
function groupLabel(page: PageModel, e: PageElement): string {
  const fieldset = closestTagged(page, e, 'fieldset');
  const legend = fieldset?.children.map((i) => page.elements[i]!).find((c) => c.tag === 'legend');
  return (legend?.name || legend?.text || '').trim();
}

/** Whether a value matches an input's pattern as the browser reads it (the whole value); a pattern that does not compile refuses nothing. */
function matches(pattern: string, value: string): boolean {
  try {
    return new RegExp(`^(?:${pattern})$`, 'u').test(value);
  } catch {
    return true;
  }
}

/** A button that pays or orders: a form it sends is the user's to send, said in words, never sent because its fields are full. */
const PAYS = /\b(?:pay|paying|payment|buy|purchase|order|checkout|check\s*out|donate|bid)\b/i;
const VALUE_KINDS: ReadonlySet<SeenControl['kind']> = new Set(['text', 'number', 'date', 'time', 'select']);
const FILLS = new Set(['fill', 'select', 'choose', 'check', 'uncheck', 'set_range']);
/** A dropdown's first line that asks to choose ("Choose a date"), or says nothing is chosen ("None"). */
const NO_CHOICE = /^\s*(?:-+|choose|select|pick|please|none)\b/i;

/**
 * Round 18: a form the turn filled in whole. When every step of a turn typed or chose a value
 * (nothing clicked, no page left), all in one form that is sent by POST (a booking, a checkout
 * step: not a search, not a filter of this page), and the turn gave that form every value it
 * asks for — each of its boxes and dropdowns not marked optional was empty when the turn began
 * and holds a value now, two of them at least — the user has said the whole form ("My name's
 * Priya Nair, mobile 07700 900123, pick me up from NE2 4AB" on a form of those three): its submit
 * button's name, to send it. A form one value of which was there before (typed by an earlier
 * turn, or given by the site), a box left empty, a turn of one value, and a button that pays or
 * orders ("Place order", "Book and pay": sent only when the user says so) give undefined. Reads
 * the page's structure and what the turn's steps did, never the words said.
 */
export function formCompleted(steps: readonly StepEvent[], before: readonly SeenControl[], after: readonly SeenControl[]): string | undefined {
  if (!steps.length || steps.some((s) => s.status !== 'ok' || !s.action || !FILLS.has(s.action))) return undefined;
  const key = (c: SeenControl): string => (c.label || c.hint || '').trim().toLowerCase();
  const touched = steps.map((s) => {
    const name = s.element?.name?.trim().toLowerCase();
    if (!name) return undefined;
    const hits = after.filter((c) => key(c) === name || (c.kind === 'radio' && (c.options ?? []).some((o) => o.trim().toLowerCase() === name)));
    return hits.length === 1 ? hits[0] : undefined;
  });
  const first = touched[0];
  if (!first || first.form === undefined || !first.submit || !first.posts || touched.some((c) => !c || c.form !== first.form)) return undefined;
  if (PAYS.test(first.submit) || first.sendsOnChange || first.rendersHere) return undefined;
  const holds = (c: SeenControl | undefined): boolean => !!c?.value?.trim() && !(c.kind === 'select' && NO_CHOICE.test(c.value));
  const needed = after.filter((c) => c.form === first.form && VALUE_KINDS.has(c.kind) && !/\boptional\b/i.test(`${c.label} ${c.hint ?? ''}`));
  if (needed.length < 2 || !needed.every(holds)) return undefined;
  // Each needed field was empty when the turn began (the same page's form, found by its label), and the turn filled it.
  const was = before.filter((c) => c.form === first.form);
  if (needed.some((c) => { const old = was.filter((o) => key(o) === key(c) && o.kind === c.kind); return old.length !== 1 || holds(old[0]); })) return undefined;
  if (needed.some((c) => !touched.includes(c))) return undefined;
  return first.submit;
}

/** Verbs of a control that lets something go: a cancel, a removal, a withdrawal. */
const LETS_GO = /^(?:cancel|remove|delete|withdraw|unbook|unsubscribe)$/i;
/** Inputs that hold nothing the user gives (a hidden reference) or only send the form. */
const NO_VALUE = new Set(['hidden', 'submit', 'button', 'reset', 'image']);

/**
 * Round 19: the site's "are you sure?" step of a cancel. A turn's last step clicked a control whose
 * first word lets something go ("Cancel", "Remove", "Withdraw"), and that click opened another page
 * (`moved`): when that page's one POST form asks nothing — no box, dropdown, radio or tick box a
 * person would fill, only hidden fields — and its one submit button says the same verb ("Yes, cancel
 * it", "Remove booking"), the click was only the way to that button, and the user who said to cancel
 * has already said yes: the button's name, to press it. A confirmation page that asks for something
 * (a reason menu, radios, a note) is left for the user to answer, and a page of several such forms,
 * or a button of another verb ("Keep my booking"), is left alone. Reads the page's structure and the
 * clicked control's own name, never the words said.
 */
export function confirmsLetGo(page: PageModel, clicked: string, moved: boolean): string | undefined {
  const verb = clicked.trim().split(/\s+/)[0]?.replace(/[^\p{L}]/gu, '') ?? '';
  if (!moved || !LETS_GO.test(verb)) return undefined;
  const els = page.elements;
  const forms = els.filter((e) => e.tag === 'form' && formMethod(e) === 'post' && e.visible !== false);
  if (forms.length !== 1) return undefined;
  const form = forms[0]!;
  const inForm = (e: PageElement): boolean => (e.attributes.form ? e.attributes.form === form.attributes.id : closestTagged(page, e, 'form') === form);
  const fields = els.filter((e) => ['input', 'select', 'textarea'].includes(e.tag) && inForm(e) && !(e.tag === 'input' && NO_VALUE.has(e.inputType ?? 'text')));
  if (fields.length) return undefined;
  const buttons = els.filter((e) => e.visible !== false && isSubmitButton(e) && inForm(e) && e.attributes.disabled === undefined);
  if (buttons.length !== 1) return undefined;
  const name = buttons[0]!.name.trim();
  const words = name.toLowerCase().split(/[^\p{L}]+/u);
  return words.includes(verb.toLowerCase()) ? name : undefined;
}
