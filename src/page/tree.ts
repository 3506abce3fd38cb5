/** Walks of the page model's element tree, shared by grounding, the runtime and the adapters. */
import type { PageElement, PageModel } from './types.js';

/** The element's parent, if any. */
export const parentOf = (page: PageModel, e: PageElement): PageElement | undefined => (e.parent !== undefined ? page.elements[e.parent] : undefined);

/**
 * The nearest element from `e` itself upwards whose tag is one of `tags` (as the DOM's `closest`),
 * looking at no more than `maxDepth` elements.
 */
export function closestTagged(page: PageModel, e: PageElement, tags: string | readonly string[], maxDepth = Infinity): PageElement | undefined {
  const wanted = typeof tags === 'string' ? [tags] : tags;
  let p: PageElement | undefined = e;
  for (let k = 0; p && k < maxDepth; k++, p = parentOf(page, p)) if (wanted.includes(p.tag)) return p;
  return undefined;
}

/**
 * Whether an element is inside the page's header, footer, navigation bar or an aside — the site's
 * own frame, on every page — not the content the page is about.
 */
export function inChrome(page: PageModel, e: PageElement): boolean {
  let p = e.parent;
  for (let n = 0; p !== undefined && n < 40; n++) {
    const a = page.elements[p];
    if (!a) return false;
    if (/^(?:header|footer|nav|aside)$/.test(a.tag) || /^(?:banner|contentinfo|navigation|complementary)$/.test(a.role ?? '')) return true;
    p = a.parent;
  }
  return false;
}

/** A button that submits its form: `<button>` of type submit (the default), `<input type="submit">` or `<input type="image">`. */
/** A form's method, lower case, as the browser sends it ("get" when it says none). */
export function formMethod(form: PageElement): string {
  return (form.attributes.method ?? 'get').trim().toLowerCase();
}

export function isSubmitButton(e: PageElement): boolean {
  return (e.tag === 'button' && (e.inputType ?? 'submit') === 'submit') || (e.tag === 'input' && (e.inputType === 'submit' || e.inputType === 'image'));
}
