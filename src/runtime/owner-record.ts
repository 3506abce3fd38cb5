/**
 * Round 29 (issue 11): a record of someone else's, named by its owners' names (src/parser/owner-record.ts:
 * "On Amara and Ben's list, …"), reached through the site's search by name — never a link of the page.
 *
 * Structure only: a GET form of the page with one free-text box whose label, placeholder, button or
 * form name says it searches people or records by name ("Find a couple", "Name or surname", "Find a
 * list" for a record said as a "list") gives the search's address with the names as said; on the page
 * it opens, the one link whose text holds every name said is the record. The page already showing the
 * names in its heading or title is the record itself. Nothing is clicked here: the run opens these
 * addresses (gotos, as a GET form's send would), and undefined leaves the browser where it was.
 */
import type { PageElement, PageModel } from '../page/types.js';
import { formMethod } from '../page/tree.js';
import { isAncestor } from '../grounding/score.js';
import { oneSiteLink } from './row-id.js';
import { isAllowedUrl } from './safety.js';
import { tokens } from '../parser/context.js';
import { stem } from '../parser/compare.js';

/** Words of a search box that say it finds people or records by name (general English, no site's words). */
const BY_NAME = /\b(?:names?|surnames?|couples?|people|persons?|members?|owners?|famil(?:y|ies)|who)\b/i;

const freeBox = (e: PageElement): boolean => e.tag === 'input' && /^(?:text|search)?$/.test(e.inputType ?? '') && !!e.attributes.name && e.visible !== false;

/**
 * The address of the page's name search with the names typed (a GET form's send), or undefined
 * when no form of the page searches by name. `noun`: the record's words as said ("list", "gift list"),
 * a box naming one of them searches for it too.
 */
export function nameSearchUrl(page: PageModel, said: string, noun: string, allowed?: readonly string[]): string | undefined {
  if (!page.url) return undefined;
  const nounWords = new Set(tokens(noun).map(stem));
  let best: { url: string; score: number } | undefined;
  for (const form of page.elements.filter((e) => e.tag === 'form' && formMethod(e) === 'get')) {
    const inside = page.elements.filter((e) => isAncestor(page, form.index, e.index));
    const boxes = inside.filter(freeBox);
    if (boxes.length !== 1) continue;
    const box = boxes[0]!;
    const words = [box.name, box.attributes.placeholder ?? '', box.attributes['aria-label'] ?? '', form.attributes['aria-label'] ?? '', ...inside.filter((e) => e.tag === 'button' || (e.tag === 'input' && e.inputType === 'submit')).map((e) => e.name)].join(' ');
    const byName = BY_NAME.test(words);
    const byNoun = tokens(words).some((w) => nounWords.has(stem(w)));
    if (!byName && !byNoun) continue;
    let url: URL;
    try {
      url = new URL(form.attributes.action || page.url, page.url);
    } catch {
      continue;
    }
    if (url.origin !== new URL(page.url).origin || !isAllowedUrl(url.href, allowed)) continue;
    url.search = '';
    for (const h of inside.filter((e) => e.tag === 'input' && e.inputType === 'hidden' && e.attributes.name)) url.searchParams.append(h.attributes.name!, h.value ?? h.attributes.value ?? '');
    url.searchParams.append(box.attributes.name!, said);
    const score = (byName ? 2 : 0) + (byNoun ? 1 : 0);
    if (!best || score > best.score) best = { url: url.href, score };
  }
  return best?.url;
}

const holdsAll = (text: string, people: readonly string[]): boolean => {
  const have = new Set(tokens(text));
  return people.every((p) => tokens(p).every((w) => have.has(w)));
};

/** Whether the page is the record itself: its title or a heading holds every name said. */
export function isRecordOf(page: PageModel, people: readonly string[]): boolean {
  if (holdsAll(page.title ?? '', people)) return true;
  return page.elements.some((e) => /^h[12]$/.test(e.tag) && holdsAll(e.name || e.text, people));
}

/** The one link of the page (a search's results) whose text holds every name said; undefined when none or several different. */
export function recordLink(page: PageModel, people: readonly string[]): string | undefined {
  return oneSiteLink(page, (name) => holdsAll(name, people));
}
