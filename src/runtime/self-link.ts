/**
 * A click that did nothing the clause asked (issue 11, round 16): the clicked element was a link
 * to the very page it was on (a site menu's "Cards" while on the cards page), and the clause's
 * words said more than the link's name ("credit card" for "Cards", "Open the second loan on the
 * page" for "Loans"). Such a run would end "done" in the state it started in; it is a
 * grounding the runtime was not sure of, and the step fails honestly (E_LOW_CONFIDENCE) instead.
 *
 * Structure and the words of the program's own description only (no instruction text is read):
 * the link's address resolved against the page's (the fragment aside), and the description's
 * content words that the link's name does not hold, words that name a page or a control aside.
 */
import { selectorFor } from '../grounding/selector.js';
import { contentStems } from '../grounding/text.js';
import type { PageModel } from '../page/types.js';
import type { StepEvent } from './types.js';

/** Words that name a page, a control or a place of the page: "the accounts page", "the Cards tab". */
const PLACE = new Set(['page', 'tab', 'link', 'button', 'menu', 'section', 'screen', 'area', 'top', 'bottom', 'header', 'footer', 'nav', 'navigation', 'option', 'item', 'here', 'again', 'back']);

const withoutHash = (u: URL): string => `${u.origin}${u.pathname}${u.search}`;

/**
 * The name of the link the click's `event` acted on when it leads to `page` itself and the
 * click's `description` says words that name is without; else undefined. `page` is the page as
 * read before the click.
 */
export function selfLinkClick(page: PageModel, event: StepEvent, description: string): string | undefined {
  const el = event.element;
  if (!el?.selector || !page.url) return undefined;
  const name = el.name.trim();
  const link = page.elements.find((e) => e.tag === 'a' && e.name.trim() === name && e.attributes.href !== undefined && safeSelector(e, page) === el.selector);
  if (!link) return undefined;
  let here: URL;
  let to: URL;
  try {
    here = new URL(page.url);
    to = new URL(link.attributes.href!, page.url);
  } catch {
    return undefined;
  }
  if (withoutHash(here) !== withoutHash(to)) return undefined;
  const named = new Set(contentStems(name));
  const more = contentStems(description).filter((w) => !named.has(w) && !PLACE.has(w) && !/^\d+$/.test(w));
  return more.length ? name : undefined;
}

function safeSelector(e: PageModel['elements'][number], page: PageModel): string | undefined {
  try {
    return selectorFor(e, page);
  } catch {
    return undefined;
  }
}
