/**
 * Round 23: a category said with who it is for, or with a narrower word, reached in two steps.
 *
 * "show me the women's glasses", "I'm after some sunglasses for my daughter", "the kids' books": the
 * home page links the category ("Glasses"), and the listing it opens links its narrower views ("All |
 * Women | Men | Kids"), links to the same page with a query added (`?for=women`) or to a page below
 * it (`/glasses/women`). Round 20's `valuesAfterLink` (context.ts) already makes such a turn two parts:
 * the link clicked, then the turn's values into the form of the page opened. When no form there takes
 * them, this reader picks the one link of the page opened that narrows it to what the turn said:
 *
 * - its shape: same site and path with a query added or changed, or a path below the page's own;
 * - its words: an audience the turn names ("women's", "for my daughter" → Kids / Girls; "for my dad"
 *   → Men), from a word table a newcomer would write, or every word of a short link name (one or two
 *   words) said in the turn and not in the page's own heading (the category clicked);
 * - one address only: two links that fit (or none) leave the listing as it is.
 *
 * Nothing here names a site: the shape of links, and English words for who a thing is for.
 */
import { currentUrl, stem } from './compare.js';
import type { DialogueState } from './context.js';

/** Who a thing is for: the words listings name their views by (`link`: "Women", "For him", "Kids") and the words a person says for each (`said`: "my daughter", "the men's"). */
const AUDIENCES: ReadonlyArray<{ link: readonly string[]; said: readonly string[] }> = [
  { link: ['women', 'woman', 'womens', 'ladies', 'lady', 'her'], said: ['women', 'woman', 'womens', 'ladies', 'lady', 'female', 'wife', 'mum', 'mom', 'mother', 'girlfriend', 'sister', 'grandma', 'gran', 'granny', 'aunt', 'auntie'] },
  { link: ['men', 'man', 'mens', 'gents', 'gentlemen', 'him'], said: ['men', 'man', 'mens', 'gents', 'gentlemen', 'male', 'husband', 'dad', 'father', 'boyfriend', 'brother', 'grandad', 'grandpa', 'uncle'] },
  { link: ['kids', 'kid', 'children', 'childrens', 'child', 'junior', 'juniors', 'youth'], said: ['kids', 'kid', 'children', 'childrens', 'child', 'junior', 'juniors', 'youth', 'daughter', 'son', 'boy', 'boys', 'girl', 'girls', 'toddler', 'teen', 'teens', 'teenager', 'niece', 'nephew', 'grandson', 'granddaughter'] },
  { link: ['girls', 'girl'], said: ['girls', 'girl', 'daughter', 'niece', 'granddaughter'] },
  { link: ['boys', 'boy'], said: ['boys', 'boy', 'son', 'nephew', 'grandson'] },
  { link: ['baby', 'babies', 'infant', 'infants'], said: ['baby', 'babies', 'infant', 'infants', 'newborn'] },
];

const norm = (w: string): string => w.toLowerCase().replace(/['’]s$/, '').replace(/[^\p{L}\p{N}]/gu, '');
const wordsIn = (s: string): string[] => s.split(/[^\p{L}\p{N}'’]+/u).map(norm).filter(Boolean);
/** Words that say nothing of what is shown. */
const FILLER = /^(?:the|a|an|and|or|of|for|to|in|on|at|by|with|all|my|our|your|some|any|show|see|view|shop|browse|me|please|just|only)$/;

/**
 * Whether a request says who the thing is for ("sunglasses for my daughter", "the men's jackets"):
 * the page its link opens may link that audience's view.
 */
export function saysAudience(command: string): boolean {
  return wordsIn(command).some((w) => AUDIENCES.some((a) => a.said.includes(w)));
}

/** Whether a word (as said, or stemmed) says who a thing is for ("women's", "daughter", "kids"). */
export function isAudienceWord(word: string): boolean {
  const w = norm(word);
  return AUDIENCES.some((a) => a.said.includes(w));
}

/** The audience a link is named by, one word of the table and fillers only ("Women", "For her", "Kids'"), or undefined. */
function audienceOfLink(name: string): number | undefined {
  const ws = wordsIn(name).filter((w) => !FILLER.test(w));
  if (ws.length !== 1) return undefined;
  const i = AUDIENCES.findIndex((a) => a.link.includes(ws[0]!));
  return i >= 0 ? i : undefined;
}

/** Whether a link narrows the page at `here`: same site, same path with a query added or changed, or a path below it. */
function narrows(url: string, here: string): boolean {
  try {
    const u = new URL(url);
    const h = new URL(here);
    if (u.origin !== h.origin) return false;
    const hp = h.pathname.replace(/\/+$/, '');
    const up = u.pathname.replace(/\/+$/, '');
    if (up === hp) return u.search !== h.search && u.search.length > 1;
    return hp.length > 0 && up.startsWith(`${hp}/`);
  } catch {
    return false;
  }
}

/**
 * The one link of the page in view (opened by the turn's first part) that narrows it to what the
 * turn says: an audience said, or a short link name said whole and not the page's own heading.
 */
export function narrowingLink(command: string, state: DialogueState): { name: string; url: string } | undefined {
  if (typeof process !== 'undefined' && process.env?.RUSS_NO_NARROW === '1') return undefined;
  const here = currentUrl(state);
  if (!here) return undefined;
  const said = wordsIn(command);
  const saidStems = new Set(said.map(stem));
  const heading = new Set(wordsIn(state.heading ?? '').map(stem));
  const fits = new Map<string, string>();
  for (const l of state.links ?? []) {
    const name = l.name.replace(/\s+/g, ' ').trim();
    if (!name || !narrows(l.url, here)) continue;
    const aud = audienceOfLink(name);
    if (aud !== undefined) {
      if (said.some((w) => AUDIENCES[aud]!.said.includes(w))) fits.set(l.url, name);
      continue;
    }
    const ws = wordsIn(name).filter((w) => !FILLER.test(w)).map(stem);
    if (!ws.length || ws.length > 2 || ws.some((w) => w.length < 3 || /^\d/.test(w))) continue;
    if (ws.every((w) => saidStems.has(w) && !heading.has(w))) fits.set(l.url, name);
  }
  if (fits.size !== 1) return undefined;
  // (A daughter with both Kids and Girls linked is no pick: `fits` holds one address only.)
  const [url, name] = [...fits.entries()][0]!;
  debug(`${command} → ${name}`);
  return { name, url };
}

const debug = (line: string): void => {
  if (typeof process !== 'undefined' && process.env?.RUSS_FORMS_DEBUG === '1') process.stderr.write(`[narrow] ${line}\n`);
};
