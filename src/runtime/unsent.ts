/**
 * A form the instruction filled and left unsent (issue 11, round 16): structure only, no words
 * (src/parser/unsent-reading.ts decides from the instruction whether it meant the form sent).
 *
 * Evidence from the run's own trace and the page: the step's last value action (a field filled, an
 * option chosen, a box ticked) was not followed by any other action (no click, key press or move),
 * its element is still on the page in a form, a text field still holds a value, and that form has
 * exactly one visible submit button with a name. That button (its name and selector) is returned.
 */
import { selectorFor } from '../grounding/selector.js';
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, formMethod, isSubmitButton } from '../page/tree.js';
import { escapeRegExp } from '../parser/compare.js';
import { isAncestor } from '../grounding/score.js';
import type { StepEvent } from './types.js';

/** The actions that put a value into a form without sending it. */
const VALUE_ACTIONS = new Set(['fill', 'type', 'select', 'choose', 'check', 'uncheck', 'set_range', 'clear']);

export interface UnsentForm {
  /** What the form holds: its text fields' values, its menus' chosen options, its ticked boxes' and chosen radios' names, the lengths of its filled secret fields. */
  holds: { texts: string[]; secrets: number[] };
  /** The form's one submit button. */
  submit: { name: string; selector: string };
  /** The form is a search: sent with GET (it changes no record). */
  search: boolean;
  /** Round 17: a menu of the form still shows an option with an empty value (its prompt, "Choose…"; in a search, "All"): a form that changes a record is then not filled. */
  unchosen?: boolean;
  /** Round 17: the selectors of the form's visible menus (a send asked for by a noun needs each one set by the run). */
  menus?: string[];
  /** Round 19: the heading the form is under ("Leave it in a safe place"): it says the task the form does. */
  title?: string;
  /** Round 22: every visible field of the form marked required holds a value (a text, a ticked box, a chosen radio of its group). */
  complete?: boolean;
  /** Round 19: the form's own words (its labels and legends: "Was your bin out by 7am?"): a value said in them is the form's question, not a value it must hold. */
  words?: string;
}

const safeSelector = (e: PageElement, page: PageModel): string | undefined => {
  try {
    return selectorFor(e, page);
  } catch {
    return undefined;
  }
};

/**
 * The run's trailing value actions (a field filled, an option chosen, a box ticked, with nothing
 * after them): the last one's selector and the steps they belong to; undefined when the run's last
 * action was not one (a click, a key press or a move came after the values).
 */
export function lastValueAction(trace: readonly StepEvent[]): { selector: string; steps: number[] } | undefined {
  const done = trace.filter((e) => e.status === 'ok' && e.action);
  const last = done[done.length - 1];
  if (!last || !VALUE_ACTIONS.has(last.action!) || !last.element?.selector) return undefined;
  const steps = new Set<number>();
  for (let k = done.length - 1; k >= 0 && VALUE_ACTIONS.has(done[k]!.action!); k--) steps.add(done[k]!.index);
  return { selector: last.element.selector, steps: [...steps].sort((a, b) => a - b) };
}

/**
 * Round 27: the step whose click came right before the run's trailing value actions, in a step of
 * its own, and the selector it clicked ("Delete your account:" pressed the form's button before its
 * fields were filled); undefined when there is none (a click in the values' own step, a goto, or no
 * trailing values). `finish` reads its words when it clicked the form's own button.
 */
export function openerStep(trace: readonly StepEvent[]): { step: number; selector?: string } | undefined {
  const done = trace.filter((e) => e.status === 'ok' && e.action);
  const filled = lastValueAction(trace);
  if (!filled) return undefined;
  let k = done.length - 1;
  while (k >= 0 && VALUE_ACTIONS.has(done[k]!.action!)) k--;
  const before = k >= 0 ? done[k] : undefined;
  if (!before || before.action !== 'click' || filled.steps.includes(before.index)) return undefined;
  return { step: before.index, ...(before.element?.selector ? { selector: before.element.selector } : {}) };
}

/** The form holding the element `selector` names on `page`, when it is unsent as the module says. */
export function unsentForm(page: PageModel, selector: string): UnsentForm | undefined {
  const fields = page.elements.filter((e) => (e.tag === 'input' || e.tag === 'select' || e.tag === 'textarea') && e.visible !== false);
  // (Round 19: or the group a choice was made in — "answer No to "Is anyone home?"" acts on the fieldset its legend names.)
  const field = fields.find((e) => safeSelector(e, page) === selector) ?? page.elements.find((e) => (e.tag === 'fieldset' || e.tag === 'legend') && e.visible !== false && safeSelector(e, page) === selector);
  if (!field) return undefined;
  const textual = field.tag === 'textarea' || (field.tag === 'input' && !/^(?:checkbox|radio|range|hidden|submit|button|image|reset|file)$/.test(field.inputType ?? 'text'));
  if (textual && !(field.value ?? '').trim()) return undefined;
  const form = closestTagged(page, field, 'form');
  if (!form) return undefined;
  const buttons = page.elements.filter((e) => e.visible !== false && isSubmitButton(e) && e.name.trim() && isAncestor(page, form.index, e.index));
  const names = new Set(buttons.map((e) => e.name.trim().toLowerCase()));
  if (names.size !== 1) return undefined;
  const button = buttons[0]!;
  const sel = safeSelector(button, page);
  if (!sel) return undefined;
  const texts: string[] = [];
  const secrets: number[] = [];
  for (const e of page.elements) {
    if (!isAncestor(page, form.index, e.index)) continue;
    if (e.tag === 'input' && e.inputType === 'password') {
      if (e.value) secrets.push(e.value.length);
    } else if (e.tag === 'input' && (e.inputType === 'checkbox' || e.inputType === 'radio')) {
      if (e.checked) texts.push(e.name);
    } else if ((e.tag === 'input' || e.tag === 'select' || e.tag === 'textarea') && e.value) texts.push(e.value);
  }
  // (The option a menu shows is the one whose text is its value; an empty value attribute is a prompt, not a choice.)
  const unchosen = page.elements.some((e) => {
    if (e.tag !== 'select' || e.visible === false || !isAncestor(page, form.index, e.index)) return false;
    const shown = e.children.map((i) => page.elements[i]!).find((o) => o.tag === 'option' && (o.text || o.name).trim() === (e.value ?? '').trim());
    return shown !== undefined && shown.attributes.value === '';
  });
  const menus = page.elements.filter((e) => e.tag === 'select' && e.visible !== false && isAncestor(page, form.index, e.index)).map((e) => safeSelector(e, page)).filter((x): x is string => !!x);
  const title = titleOf(page, form);
  const words = page.elements.filter((e) => (e.tag === 'label' || e.tag === 'legend') && isAncestor(page, form.index, e.index)).map((e) => e.name || e.text).join(' \n ');
  const complete = requiredHeld(page, form);
  return { holds: { texts, secrets }, submit: { name: button.name.trim(), selector: sel }, search: formMethod(form) === 'get', ...(unchosen ? { unchosen } : {}), menus, ...(title ? { title } : {}), ...(words.trim() ? { words } : {}), ...(complete ? { complete } : {}) };
}

/**
 * Round 22: whether every visible field of `form` marked required holds a value (a radio by its
 * group: one of the group's radios chosen). Linear in the form's fields: the chosen groups are
 * collected once (a hostile page's thousands of required radios of one group cost one pass).
 */
function requiredHeld(page: PageModel, form: PageElement): boolean {
  const fields = page.elements.filter((e) => (e.tag === 'input' || e.tag === 'select' || e.tag === 'textarea') && e.visible !== false && isAncestor(page, form.index, e.index));
  const chosenGroups = new Set(fields.filter((o) => o.inputType === 'radio' && o.checked).map((o) => o.attributes.name));
  return fields.every((e) => {
    if (e.attributes.required === undefined) return true;
    if (e.tag === 'input' && e.inputType === 'checkbox') return !!e.checked;
    if (e.tag === 'input' && e.inputType === 'radio') return chosenGroups.has(e.attributes.name);
    return !!(e.value ?? '').trim();
  });
}

/**
 * Round 19: the heading a form is under — the nearest visible heading before it in document order
 * with no other form between (a box's "Leave it in a safe place" over its form, a page's "Report a
 * missed bin collection"), else the first heading inside it. At most 60 elements back.
 */
export function titleOf(page: PageModel, form: PageElement): string | undefined {
  const heading = (e: PageElement | undefined): boolean => !!e && /^h[1-6]$/.test(e.tag) && e.visible !== false && !!(e.text || e.name).trim();
  for (let i = form.index - 1, n = 0; i >= 0 && n < 60; i--, n++) {
    const e = page.elements[i];
    if (!e || isAncestor(page, e.index, form.index)) continue;
    if (e.tag === 'form') break;
    if (heading(e)) return (e.text || e.name).trim();
  }
  const inside = page.elements.find((e) => heading(e) && isAncestor(page, form.index, e.index));
  return inside ? (inside.text || inside.name).trim() : undefined;
}

/** Whether the form holds every value said (`saidValues`): quoted text, e-mail addresses and names in some value (case aside), each group of digits among a value's digits; a quoted value typed into a secret field counts by its length. */
export function holdsAll(form: UnsentForm, said: { quoted: string[]; emails: string[]; digits: string[]; names: string[] }): boolean {
  // (Round 19: a value the form's own labels say — "answer No to whether it was out by 7am" or to "Was anyone injured?" — is its question, not a value to hold.)
  const own = (form.words ?? '').toLowerCase();
  const asked = (v: string): boolean => own.length > 0 && new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(v.toLowerCase())}(?![\p{N}])`, 'u').test(own);
  // (Round 26: a name the heading over the form says — "Book Long Stay" for "Book Long Stay for Tom Baker, …" — is the thing the form books, not a value to hold.)
  const title = (form.title ?? '').toLowerCase();
  const titled = (v: string): boolean => title.length > 0 && new RegExp(String.raw`(?<![\p{L}\p{N}])${escapeRegExp(v.toLowerCase())}(?![\p{L}\p{N}])`, 'u').test(title);
  said = { quoted: said.quoted.filter((q) => !asked(q.replace(/[?.!]+$/, ''))), emails: said.emails, digits: said.digits.filter((d) => !d.split('|').some(asked)), names: said.names.filter((n) => !asked(n) && !titled(n)) };
  const low = form.holds.texts.map((t) => t.toLowerCase());
  const digits = form.holds.texts.map((t) => t.replace(/\D+/g, ''));
  const secrets = [...form.holds.secrets];
  const inText = (v: string): boolean => low.some((t) => t.includes(v.toLowerCase()));
  for (const q of said.quoted) {
    if (inText(q)) continue;
    const k = secrets.indexOf(Math.min(q.length, 12));
    if (k < 0) return false;
    secrets.splice(k, 1);
  }
  return [...said.emails, ...said.names].every(inText) && said.digits.every((d) => d.split('|').some((x) => digits.some((t) => t.includes(x))));
}
