/**
 * A form that a step opened (round 12): a record's own button ("Renew", "Request refund" in each
 * row of a list) that shows a dialog, a panel under the row or a page with a form. What the
 * instruction says after that click is for that form — not for another form of the page with
 * alike fields — and that form is sent at the end of the instruction when the instruction filled it
 * and did not send it ("Renew the Studio pass and set it to annual").
 *
 * Structure only, no words: the form controls visible after the click that were not visible
 * before it (all of them when the click led to another address), the form they are in (its rank
 * among the page's forms, as `formControls` counts them) and that form's submit button.
 */
import { selectorFor } from '../grounding/selector.js';
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged, isSubmitButton } from '../page/tree.js';
import { isAncestor } from '../grounding/score.js';

export interface OpenedForm {
  /** The address of the page it is on. */
  url?: string;
  /** Selectors of its visible controls (fields and its submit button). */
  controls: Set<string>;
  /** Its rank among the page's forms (`SeenControl.form`), when the controls are in a form. */
  form?: number;
  /** Its submit button: name and selector. */
  submit?: { name: string; selector: string };
  /** A control of it was filled by a later step. */
  filled: boolean;
}

const FIELD = new Set(['input', 'select', 'textarea']);

const isField = (e: PageElement): boolean => FIELD.has(e.tag) && e.visible !== false && !/^(?:hidden|submit|button|image|reset|password)$/.test(e.inputType ?? '');
const isSubmit = (e: PageElement): boolean => e.visible !== false && isSubmitButton(e);

const safeSelector = (e: PageElement, page: PageModel): string | undefined => {
  try {
    return selectorFor(e, page);
  } catch {
    return undefined;
  }
};

/**
 * The clicked element when it is one of several visible links or buttons of the page that share its
 * name (a per-row control: "Renew" in every row), found by its selector on `page`; else undefined.
 */
export function repeatedElement(page: PageModel, selector: string): PageElement | undefined {
  const controls = page.elements.filter((e) => e.visible !== false && (e.tag === 'a' || e.tag === 'button' || e.role === 'button' || e.role === 'link') && e.name.trim());
  const count = new Map<string, number>();
  for (const e of controls) count.set(e.name.trim().toLowerCase(), (count.get(e.name.trim().toLowerCase()) ?? 0) + 1);
  // Only controls whose name repeats are looked at (a selector costs a walk of the page): at most 200.
  const repeated = controls.filter((e) => (count.get(e.name.trim().toLowerCase()) ?? 0) >= 2).slice(0, 200);
  return repeated.find((e) => safeSelector(e, page) === selector);
}

/** Whether a click acted on a per-row control (`repeatedElement`). */
export function repeatedControl(page: PageModel, selector: string): boolean {
  return repeatedElement(page, selector) !== undefined;
}

/**
 * Each field of the page (visible or not) with a key that names the same field in another capture
 * of the same document: its id, else its tag, name and rank among fields so named. (Selectors name
 * by accessible name and rank among visible ones: a second "Note" box appearing renames the first.)
 */
function fieldKeys(page: PageModel): Array<[PageElement, string]> {
  const count = new Map<string, number>();
  const out: Array<[PageElement, string]> = [];
  for (const e of page.elements) {
    if (!FIELD.has(e.tag)) continue;
    const id = e.attributes.id;
    if (id) {
      out.push([e, `#${id}`]);
      continue;
    }
    const base = `${e.tag}[${e.attributes.name ?? ''}]`;
    const n = count.get(base) ?? 0;
    count.set(base, n + 1);
    out.push([e, `${base}${n}`]);
  }
  return out;
}

/**
 * The one form whose fields became visible between `before` and `after` (every field of `after`
 * when the address changed), else undefined (none appeared, or fields of several forms did).
 */
export function openedForm(before: PageModel, after: PageModel, mainOnly = false): OpenedForm | undefined {
  const moved = before.url !== undefined && after.url !== undefined && before.url !== after.url;
  const seen = moved ? new Set<string>() : new Set(fieldKeys(before).filter(([e]) => isField(e)).map(([, k]) => k));
  // `mainOnly` (round 15): the fields of the page's header, footer, navigation and asides (a search box, a newsletter sign-up) are the site's, not the page's form.
  const fresh = fieldKeys(after).filter(([e, k]) => isField(e) && !seen.has(k) && (!mainOnly || !inChrome(after, e))).map(([e]) => e);
  if (!fresh.length) return undefined;
  const forms = after.elements.filter((e) => e.tag === 'form');
  const owners = new Set(fresh.map((e) => closestTagged(after, e, 'form', 41)));
  if (owners.size !== 1) return undefined;
  const owner = [...owners][0];
  if (!owner) return undefined;
  const submits = after.elements.filter((e) => isSubmit(e) && isAncestor(after, owner.index, e.index) && e.name.trim());
  const controls = new Set<string>();
  for (const e of [...fresh, ...submits]) {
    const s = safeSelector(e, after);
    if (s) controls.add(s);
  }
  const button = submits.length === 1 ? submits[0]! : undefined;
  const buttonSelector = button ? safeSelector(button, after) : undefined;
  return {
    ...(after.url !== undefined ? { url: after.url } : {}),
    controls,
    form: forms.indexOf(owner),
    ...(button && buttonSelector ? { submit: { name: button.name.trim(), selector: buttonSelector } } : {}),
    filled: false,
  };
}

/** Whether an element is inside the page's header, footer, navigation or an aside. */
function inChrome(page: PageModel, e: PageElement): boolean {
  let p = e.parent;
  for (let n = 0; p !== undefined && n < 40; n++) {
    const a = page.elements[p];
    if (!a) return false;
    if (/^(?:header|footer|nav|aside)$/.test(a.tag) || /^(?:banner|contentinfo|navigation|complementary|search)$/.test(a.role ?? '')) return true;
    p = a.parent;
  }
  return false;
}

/** Whether the opened form's submit button is still visible on `page` (it was not sent). */
export function stillOpen(opened: OpenedForm, page: PageModel): boolean {
  if (!opened.submit || (opened.url !== undefined && page.url !== undefined && opened.url !== page.url)) return false;
  return page.elements.some((e) => isSubmit(e) && safeSelector(e, page) === opened.submit!.selector);
}

/**
 * Round 21: the words of the row a repeated control (`el`, from `repeatedElement`) was clicked in
 * ("Pause" in the row "RG-302: $8 a month to Schools … Pause"): the highest of its eight nearest
 * ancestors that holds no other control of its name, its text (at most 400 elements read).
 * Undefined when no ancestor is such a row. What the row says names the item: "the $8 gift" is
 * said by it, not a value for its pages.
 */
export function clickedRowText(page: PageModel, el: PageElement): string | undefined {
  const name = el.name.trim().toLowerCase();
  const twins = page.elements.filter((o) => o !== el && o.visible !== false && (o.tag === 'a' || o.tag === 'button' || o.role === 'button' || o.role === 'link') && o.name.trim().toLowerCase() === name);
  let row: number | undefined;
  for (let p = el.parent, n = 0; p !== undefined && n < 8; p = page.elements[p]?.parent, n++) {
    if (twins.some((o) => isAncestor(page, p!, o.index))) break;
    row = p;
  }
  if (row === undefined) return undefined;
  const out: string[] = [];
  const stack = [row];
  for (let seen = 0; stack.length && seen < 400; seen++) {
    const e = page.elements[stack.pop()!];
    if (!e) continue;
    if (e.text) out.push(e.text);
    for (let i = e.children.length - 1; i >= 0; i--) stack.push(e.children[i]!);
  }
  return out.join(' ');
}
