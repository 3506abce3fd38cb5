/**
 * Round 27: two things said by reference rather than by a control's name.
 *
 * - **The home page**: "go back to the home page", "take me home", "back to the homepage" — the
 *   site's own link to its root (the brand or a "Home" link: a link of this site whose address is
 *   "/"), never the browser's Back (the page before may be any page).
 * - **A choice said as a statement about the subject**: "She's a medium sized dog.", "She's
 *   large.", "it's a small one", "he's an XL" — the statement's subject and verb ("she's", "it is")
 *   and a "sized"/"size" after the value are padding; the rest is read as a turn that only says a
 *   choice (src/parser/choices.ts `choiceTurn`: a group whose option's own words — its first word,
 *   a size word, an amount — the value says; one noun after it is allowed: "medium dog").
 *
 * Page structure (link addresses, the page's choice groups) and a few general English words; no
 * word of a site.
 */
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState, SeenItem } from './context.js';
import { currentUrl, samePage } from './compare.js';

/** "Go back to the home page", "take me home", "the homepage", "back to the start page". */
const HOME = /^(?:(?:and|then|now|ok(?:ay)?|right)[,\s]+)*(?:(?:(?:can you|could you|please)\s+)?(?:go|get|take me|take us|head|come|navigate|return|bring me)\s+)?(?:back\s+)?(?:(?:to|on)\s+)?(?:the\s+)?(?:site'?s\s+)?(?:home\s*page|home|front\s+page|main\s+page|start\s+page)(?:\s+(?:please|again))?$/i;

/** The site's link to its root (the brand, "Home"): a link of this origin whose address is "/" with no query. */
export function homeLink(state: DialogueState): { name: string; url: string } | undefined {
  let here: URL;
  try {
    here = new URL(currentUrl(state) ?? '');
  } catch {
    return undefined;
  }
  const roots = (state.links ?? []).filter((l) => {
    try {
      const u = new URL(l.url);
      return u.origin === here.origin && (u.pathname === '/' || u.pathname === '') && !u.search;
    } catch {
      return false;
    }
  });
  // (A link named "Home" before the brand; else the first, the brand at the top.)
  return roots.find((l) => /^\W*home\W*$/i.test(l.name)) ?? roots[0];
}

/** "Go back to the home page": the site's home link's address; undefined when the turn says no home page or the site links none. */
export function homePagePlan(text: string, state: DialogueState): Program[] | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  if (!HOME.test(t) || /^home$/i.test(t)) return undefined;
  const home = homeLink(state);
  if (!home) return undefined;
  return [program({ kind: 'action', name: 'goto', url: home.url })];
}

/** "She's", "he is", "it's", "they're", "my dog is", then "a"/"an". */
const STATED = /^(?:(?:oh|well|so|and|um|erm|yeah|right)[,\s]+)*(?:she|he|it|they|my\s+\p{L}+|our\s+\p{L}+)(?:['’]s|\s+is|['’]re|\s+are)\s+(?:(?:a|an|quite|pretty|fairly|rather|very)\s+)*/iu;

/**
 * The value a statement about the subject says ("She's a medium sized dog." → "medium dog", "She's
 * large." → "large"), for the reader of turns that only say a choice; undefined when the turn is no
 * such statement. A statement of more than a few words (a remark with a clause) is none.
 */
export function statedChoice(text: string): string | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  const m = STATED.exec(t);
  if (!m) return undefined;
  const rest = t.slice(m[0].length).replace(/[\s-]+sized?\b/i, '').replace(/\s+/g, ' ').trim();
  // ("It's too small", "she's not large", "it's a bit big": a complaint or a denial about the value, no choice of it.)
  if (!rest || /[,;?]/.test(rest) || rest.split(' ').length > 3 || /\b(?:too|not|no|never|bit|enough|more|less|than)\b/i.test(rest)) return undefined;
  return rest;
}

/**
 * Round 27: "now the other one from that list" after acting on an item opened from a list (added to
 * the bag, now on the bag's page): the list the user browsed from — the latest list of results,
 * seen before the item it holds was opened — and its one item not yet opened. Undefined unless
 * exactly one item of it is left (a list of three with one opened says no "other one").
 */
export function otherFromList(state: DialogueState): SeenItem | undefined {
  const here = currentUrl(state);
  const lastAt = (url: string): number => { for (let i = state.visited.length - 1; i >= 0; i--) if (samePage(state.visited[i], url)) return i; return -1; };
  for (const list of [...state.lists].reverse()) {
    if (list.bare || samePage(list.url, here) || list.items.length < 2) continue;
    const opened = list.items.filter((i) => i.url && state.opened.some((o) => samePage(o.url, i.url)));
    // (Browsed from: the list was on screen before its item was opened.)
    if (!opened.some((i) => !samePage(i.url, list.url) && lastAt(list.url) >= 0 && lastAt(list.url) < lastAt(i.url!))) continue;
    const left = list.items.filter((i) => i.url && !samePage(i.url, list.url) && !state.opened.some((o) => samePage(o.url, i.url)));
    return left.length === 1 ? left[0] : undefined;
  }
  return undefined;
}
