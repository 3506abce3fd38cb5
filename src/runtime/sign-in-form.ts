/**
 * Round 27: the page's sign-in form, by structure (src/parser/sign-in.ts reads the clause).
 *
 * A sign-in form is the one form that holds the page's only visible password box, one box for who
 * signs in (a text, e-mail, tel or number input), and one button that sends it. Its other controls
 * ("Remember me") are named, so that a task that names one later keeps the form for its own clauses.
 * A page with two password boxes (a sign-up, a change of password) or two sign-in forms shows none.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, isSubmitButton } from '../page/tree.js';
import { isAncestor } from '../grounding/score.js';

export interface SignInForm {
  /** The box for who signs in: its name ("Email", "Customer ID"). */
  who: string;
  /** The password box's name. */
  secret: string;
  /** The form's own button. */
  submit: string;
  /** The names of the form's other visible controls (a "Remember me" box). */
  others: string[];
  /** Whether either box already holds a value (an earlier clause typed it: "Enter … as the email, … and sign in"). */
  filled: boolean;
}

const WHO_TYPES = new Set(['', 'text', 'email', 'tel', 'number']);
const nameOf = (e: PageElement): string => (e.name || e.attributes.placeholder || e.attributes['aria-label'] || e.attributes.name || '').trim();

/** The page's sign-in form, or undefined when it shows none (or more than one). */
export function signInForm(page: PageModel): SignInForm | undefined {
  const shown = page.elements.filter((e) => e.visible !== false);
  const secrets = shown.filter((e) => e.tag === 'input' && e.inputType === 'password');
  if (secrets.length !== 1) return undefined;
  const secret = secrets[0]!;
  const form = closestTagged(page, secret, 'form');
  if (!form) return undefined;
  const inside = shown.filter((e) => e.index !== secret.index && isAncestor(page, form.index, e.index));
  const who = inside.filter((e) => e.tag === 'input' && WHO_TYPES.has(e.inputType ?? ''));
  const submits = inside.filter(isSubmitButton);
  if (who.length !== 1 || submits.length !== 1) return undefined;
  const [box, button] = [who[0]!, submits[0]!];
  const submit = (button.name || button.text || button.attributes.value || '').trim();
  if (!nameOf(box) || !submit) return undefined;
  const others = inside.filter((e) => (e.tag === 'input' && !WHO_TYPES.has(e.inputType ?? '') && e.inputType !== 'hidden' && !isSubmitButton(e)) || e.tag === 'select' || e.tag === 'textarea').map(nameOf).filter(Boolean);
  return { who: nameOf(box), secret: nameOf(secret) || 'password', submit, others, filled: !!(box.value?.trim() || secret.value?.trim()) };
}
