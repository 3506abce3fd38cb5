/**
 * The choice a field goes with (issue 11, round 19): structure only, no instruction words.
 *
 * Forms often put a text box right after the radio option that makes it count: "Full balance" /
 * "Other amount" then "Amount to pay"; "Now" / "On a later date" then a payment date; "Visa ending
 * 4421" / "A new card" then a "New card" block with the card number. A person who types an amount
 * there means the other amount: the site reads the box only when that option is chosen, and keeps
 * the default option otherwise (the run ends in the wrong state with every value typed).
 *
 * So a text box filled in a form is preceded by choosing the radio option it goes with, when
 *
 * - that option is the nearest radio before the box in the same form (document order), and no
 *   other text box, menu or text area lies between them;
 * - it is not chosen yet, and its group has another option;
 * - it shares a word with the box's name or with a heading or legend between them ("amount",
 *   "date", "card"), and no other option of its group has that word ("Standard delivery" /
 *   "Express delivery" then "Delivery instructions" choose neither).
 */
import type { PageElement, PageModel } from '../page/types.js';
import { closestTagged } from '../page/tree.js';
import { isAncestor } from '../grounding/score.js';

/** Words too common to tie a box to an option. */
const STOP = new Set(['a', 'an', 'the', 'of', 'to', 'on', 'in', 'at', 'for', 'by', 'with', 'and', 'or', 'my', 'your', 'our', 'this', 'that', 'it', 'is', 'be', 'per', 'other', 'another', 'new', 'enter', 'type', 'optional', 'required']);

const wordsOf = (s: string): Set<string> =>
  new Set(
    s
      .toLowerCase()
      .split(/[^\p{L}]+/u)
      .filter((w) => w.length > 2 && !STOP.has(w))
      .map((w) => w.replace(/(?:ies)$/, 'y').replace(/(?<=[^s])s$/, '')),
  );

const isRadio = (e: PageElement): boolean => e.tag === 'input' && e.inputType === 'radio';
const isField = (e: PageElement): boolean => (e.tag === 'input' && !/^(?:radio|checkbox|hidden|submit|button|image|reset|file)$/.test(e.inputType ?? 'text')) || e.tag === 'select' || e.tag === 'textarea';
const HEADING = /^(?:h[1-6]|legend)$/;

/** The unchosen radio option the text box `field` goes with on `page`, or undefined. */
export function gateOption(field: PageElement, page: PageModel): PageElement | undefined {
  if (!isField(field) || field.tag === 'select') return undefined;
  const form = closestTagged(page, field, 'form');
  if (!form) return undefined;
  const els = page.elements;
  const between: string[] = [];
  let option: PageElement | undefined;
  // (Bounded: the walk goes back from the box to the form's start, at most 200 elements.)
  for (let i = field.index - 1, n = 0; i > form.index && n < 200; i--, n++) {
    const e = els[i];
    if (!e || e.visible === false || !isAncestor(page, form.index, e.index)) continue;
    if (isRadio(e)) {
      option = e;
      break;
    }
    if (isField(e)) return undefined;
    if (HEADING.test(e.tag)) between.push(e.text || e.name);
  }
  if (!option || option.checked || !option.name.trim()) return undefined;
  const group = els.filter((e) => isRadio(e) && e !== option && e.visible !== false && (e.attributes.name ?? '') === (option.attributes.name ?? '') && isAncestor(page, form.index, e.index));
  if (!group.length) return undefined;
  const own = wordsOf(option.name);
  const others = new Set(group.flatMap((e) => [...wordsOf(e.name)]));
  const near = wordsOf([field.name, field.attributes.placeholder ?? '', ...between].join(' '));
  return [...own].some((w) => near.has(w) && !others.has(w)) ? option : undefined;
}
