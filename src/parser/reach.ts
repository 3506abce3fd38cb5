/**
 * Round 21: the thing a turn names is not on this page; the run reaches the page that has it.
 *
 * "I'd like a mug as well" on the basket page, "maybe the Thai curry?" on the shopping list, "can I
 * have a look at the peace lily too?" from the basket, "I want to see the deep sea exhibition": the
 * turn asks to see or have a thing by its name, and no link, row, statement, heading or control of
 * the page holds every word of that name. A site that sells or lists things has a search form in its
 * header (a GET form whose one text box or button says it searches); the turn becomes two parts,
 * like round 20's values after a link (context.ts `valuesAfterLink`):
 *
 * 1. the name typed into that search box and the search sent;
 * 2. on the results page (only when the search opened another address), the one result link whose
 *    name holds the most of the name's words — a link the page before did not have (the header and
 *    footer are on both), one address counted once; a tie or no such link: the results stay in view.
 *
 * Nothing here names a site: the page's structure (a search form, its links before and after) and
 * the words of asking to see or have something, as a newcomer would write them.
 */
import { TURN_MARKS } from './turn-marks.js';
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { currentUrl, samePage, stem } from './compare.js';
import { NUMBER_WORDS, type DialogueState, type SeenControl, type TurnPlan } from './context.js';
import { isSearchField, pathOf, valuesIn } from './form-values.js';
import { isAudienceWord } from './refine.js';

/** Words of asking to see or have a thing, then the thing ("I'd like a mug as well", "let me look at the poster prints", "maybe the Thai curry?"). */
const ASK_FOR = new RegExp(
  String.raw`^(?:(?:while|since|as|when)\s+[^,]{1,30}?[,\s]\s*)?(?:(?:and|also|now|ok|okay|so|then|right|oh|hmm|but|lovely|great|cool|perfect|cheap|nice|wait)\b[,!.]?\s+)*` +
    String.raw`(?:i'?d\s+(?:also\s+)?(?:like|love)(?:\s+to\s+(?:see|look\s+at|have\s+a\s+look\s+at|check\s+out))?|i\s+(?:also\s+)?(?:want|need)(?:\s+to\s+(?:see|look\s+at|have\s+a\s+look\s+at|check\s+out))?` +
    String.raw`|let\s+me\s+(?:see|look\s+at|have\s+a\s+look\s+at|check\s+out)|let'?s\s+(?:see|look\s+at|have\s+a\s+look\s+at|check\s+out)` +
    String.raw`|(?:can|could|may)\s+i\s+(?:(?:also\s+)?see|look\s+at|have\s+a\s+look\s+at|check\s+out)|(?:can\s+you\s+)?show\s+me|maybe|how\s+about|what\s+about)\s+(.+)$`,
  'i',
);
/** What ends such a request without naming the thing ("as well", "too", "please"). */
const TAIL = /(?:[,\s]+(?:as\s+well|too|also|please|then|instead|for\s+me|thanks))+$/i;
/** Names that point at something already said or the user's own, or ask for an action: not a thing to look for. */
const NOT_A_NAME = /^(?:to|my|our|it|that|this|them|those|these|one|ones|the\s+other|another|something|anything|more|some\s+more|a\s+look|a\s+hand|help|you|me|us|all|everything|if|what|how|which|where|when)\b/i;
/** Words that place, rank or page a page's own results ("the later dates", "more options", "the cheaper ones"): the page's controls, not a thing elsewhere. */
const RESULTS_WORD = /^(?:later|earlier|next|previous|prev|more|less|fewer|other|older|newer|cheaper|dearer|bigger|smaller|first|last|second|third|dates?|times?|slots?|results?|options?|days?|weeks?|months?|pages?|choices?)$/i;
/** Words that name no particular thing ("stuff", "range", "page"), and short words. */
const GENERIC = /^(?:the|and|for|with|some|any|your|stuff|thing|things|item|items|product|products|range|selection|page|section|kind|sort|type|one|ones|next|year|week|month|please|too|also|well)$/;

export const wordsOf = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem).filter((w) => w.length > 2 && !GENERIC.test(w));
export const holdsWord = (have: readonly string[], w: string): boolean => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w)) || (h.length >= 4 && w.startsWith(h)));

/** The thing the turn's last sentence asks to see or have, as said ("a mug", "the poster prints"), or undefined. */
export function namedThing(utterance: string, remark: (sentence: string) => boolean = () => true): string | undefined {
  const sentences = utterance.trim().split(/(?<=[.!?])\s+/).filter((x) => /[\p{L}\p{N}]/u.test(x));
  const last = sentences.pop() ?? '';
  // (The sentences before it are remarks: "cheap! ok let me look at …"; a command before it is the rules' turn of several parts.)
  if (sentences.length > 2 || !sentences.every(remark)) return undefined;
  const m = ASK_FOR.exec(last.replace(/[?.!]+$/, '').trim());
  if (!m) return undefined;
  // (A typed value said — a day, a count, a bound — makes it a request for a form's results: round 14's and 20's readings.)
  if (valuesIn(last).values.some((v) => !v.weak && (v.kind === 'date' || v.kind === 'part' || v.kind === 'count' || v.kind === 'bound'))) return undefined;
  let name = m[1]!.replace(TAIL, '').replace(/^(?:a|an|the|some|your)\s+/i, '').trim();
  if (!name || NOT_A_NAME.test(name) || /\d/.test(name) || name.split(/\s+/).length > 6) return undefined;
  // A relative clause says what the results must be ("desserts that are gluten free"): a listing's filters, not a name.
  if (/\s(?:that|which|who|where)\s/i.test(name)) return undefined;
  // A count or size in words ("the eight by eight", "two of them") is a value, not a name.
  if (name.toLowerCase().split(/[^\p{L}]+/u).some((w) => w in NUMBER_WORDS)) return undefined;
  // What follows a preposition says more about it ("a calendar for next year", "a cake for her birthday"): the thing is the words before.
  name = name.split(/\s+(?:for|from|with|in|on|at|to|by|under|over|that|which)\s+/i)[0]!.trim();
  // Words that place or page this page's results ("the later dates"); "the Japanese ones", "the red one, any price": results picked by what they are, or several values — not a name.
  if (name.split(/\s+/).some((w) => RESULTS_WORD.test(w)) || /,|\bones?\b|\binstead\b|\bany\b/i.test(name)) return undefined;
  // A typed value said with it (a day, a count, a bound): the words before it.
  const first = valuesIn(name).values.filter((v) => v.kind !== 'thing').sort((a, b) => a.index - b.index)[0];
  if (first) name = name.slice(0, first.index).trim();
  // Its searchable words: no generic word ("stuff", "page"), no possessive ("Linda Morris's page" → "Linda Morris").
  name = name.split(/\s+/).map((w) => w.replace(/['’]s$/i, '')).filter((w) => !GENERIC.test(w.toLowerCase())).join(' ');
  return wordsOf(name).length ? name : undefined;
}

/**
 * Whether the page holds every word of the name in one of its links, rows, statements, headings,
 * buttons or controls (`statements` false: its links, rows, heading and controls only — where an
 * item of the page is named; src/parser/add-item.ts).
 */
export function pageHolds(words: readonly string[], state: DialogueState, statements = true): boolean {
  const texts = [
    ...(state.links ?? []).map((l) => l.name),
    ...state.rows.flatMap((r) => [r.title, r.text]),
    ...(statements ? state.texts ?? [] : []),
    state.heading ?? '',
    ...(statements ? state.buttonsOn ?? [] : []),
    ...(state.controls ?? []).flatMap((c) => [c.label, ...(c.options ?? [])]),
  ];
  return texts.some((t) => {
    const have = wordsOf(t);
    return words.every((w) => holdsWord(have, w));
  });
}

/** Whether one of the page's links holds every word. */
function pageLinks(words: readonly string[], state: DialogueState): boolean {
  return (state.links ?? []).some((l) => {
    const have = wordsOf(l.name);
    return words.every((w) => holdsWord(have, w));
  });
}

/** The marks of the two parts: the search (`reachSearch`), then the one result link (`reachedItem`). */
export const REACH_SEARCH = TURN_MARKS.reachSearch;
export const REACH_AFTER = TURN_MARKS.reachAfter;

/**
 * Round 21: a turn that asks to see or have a thing this page does not hold, on a page with the
 * site's search form: the name searched, then the one result it names (`reachedItem`). Undefined
 * when the turn names no such thing, the page holds it, or the page has no search box.
 */
export function reachNamed(utterance: string, state: DialogueState, remark?: (sentence: string) => boolean): TurnPlan | { url: string; name: string } | undefined {
  if (offFor()) return undefined;
  const name = namedThing(utterance, remark);
  if (!name) return undefined;
  const words = wordsOf(name);
  if (pageHolds(words, state)) return undefined;
  // Round 23: a category this page links, said with who it is for ("the men's glasses" where "Glasses" is linked): the link, then its audience's view (src/parser/refine.ts).
  const thing = words.filter((w) => !isAudienceWord(w));
  if (thing.length && thing.length < words.length && pageLinks(thing, state)) {
    debug(`reach: ${utterance.trim()} → left to the link of ${thing.join(' ')} (an audience said)`);
    return undefined;
  }
  // An item of a list seen earlier in the session that holds the name (one address): its page.
  const here = currentUrl(state);
  const seen = [...state.lists].reverse().filter((l) => !l.bare).flatMap((l) => l.items).filter((i) => i.url && !samePage(i.url, here) && words.every((w) => holdsWord(wordsOf(i.title ?? i.name), w)));
  const targets = [...new Set(seen.map((i) => pathOf(i.url!)))];
  if (targets.length === 1) {
    debug(`reach: ${utterance.trim()} → seen ${seen[0]!.title ?? seen[0]!.name}`);
    return { url: seen[0]!.url!, name: seen[0]!.title ?? seen[0]!.name };
  }
  if (targets.length > 1) return undefined;
  const box = searchBox(state);
  if (!box) return undefined;
  debug(`reach: ${utterance.trim()} → search ${name}`);
  return { kind: 'parts', parts: searchParts(state, box, name, name) };
}

/** The site's search: a box of a GET form that says it searches (a search input first, else the first such box: the header's). */
export function searchBox(state: DialogueState): SeenControl | undefined {
  const boxes = (state.controls ?? []).filter((c) => isSearchField(c) && !c.posts);
  return boxes.find((b) => b.input === 'search') ?? boxes[0];
}

/**
 * The two parts of a reach by the site's search: `typed` into `box` and the search sent, then the one
 * result link that holds the words of `name` (`exact`: ties broken by the words held whole; see
 * `reachedItem`), judged against the links this page shows now.
 */
export function searchParts(state: DialogueState, box: SeenControl, typed: string, name: string, exact = false): string[] {
  const before = (state.links ?? []).map((l) => l.name.replace(/\s+/g, ' ').trim());
  return [`${REACH_SEARCH}${box.label || box.hint || ''}\n${box.submit ?? ''}\n${typed}`, `${REACH_AFTER}${currentUrl(state) ?? ''}\n${name}\n${before.join('\u001f')}${exact ? '\nexact' : ''}`];
}

/** The first part: the name typed into the search box and the search sent. */
export function reachSearch(marked: string): TurnPlan {
  const [label, submit, name] = marked.slice(REACH_SEARCH.length).split('\n');
  return {
    kind: 'programs',
    programs: [
      program({ kind: 'action', name: 'enter', text: literal(name ?? ''), element: query({ description: str(label ?? ''), type: 'input' }) }),
      program({ kind: 'action', name: 'click', element: query({ description: str(submit ?? ''), type: 'button' }) }),
    ],
  };
}

/**
 * The second part: on the page the search opened, the one link the page before did not have whose
 * name holds the most of the thing's words (one address counted once); else nothing more.
 */
export function reachedItem(marked: string, state: DialogueState): TurnPlan {
  const [from, name, links, exact] = marked.slice(REACH_AFTER.length).split('\n');
  const none: TurnPlan = { kind: 'programs', programs: [] };
  const here = currentUrl(state);
  if (!here || here === from) return none;
  const before = new Set((links ?? '').split('\u001f'));
  const words = wordsOf(name ?? '');
  const byUrl = new Map<string, { name: string; url: string; n: number }>();
  for (const l of state.links ?? []) {
    const n = l.name.replace(/\s+/g, ' ').trim();
    if (!n || before.has(n) || l.url === here) continue;
    const have = wordsOf(n);
    const k = words.filter((w) => holdsWord(have, w)).length;
    const seen = byUrl.get(l.url);
    if (!seen || k > seen.n) byUrl.set(l.url, { name: n, url: l.url, n: k });
  }
  let ranked = [...byUrl.values()].filter((l) => l.n > 0).sort((a, b) => b.n - a.n);
  // Round 29 (src/parser/add-item.ts searches the head noun alone): among the links tied on the most words, the one whose words match them whole, then the one with fewest words not said.
  if (exact && ranked[1] && ranked[1].n === ranked[0]!.n) {
    const best = byExactWords(ranked.filter((l) => l.n === ranked[0]!.n), words);
    ranked = best ? [best] : [];
  }
  if (!ranked.length || (ranked[1] && ranked[1].n === ranked[0]!.n)) return none;
  debug(`reach: ${name} → ${ranked[0]!.name}`);
  const go: Program[] = [program({ kind: 'action', name: 'goto', url: ranked[0]!.url })];
  return { kind: 'programs', programs: go };
}

/** Round 29: of links tied on the words they hold, the one that holds the most of them whole ("Pillow" over "… pillowcases"), then has the fewest words not said; undefined when two are as good. */
function byExactWords<T extends { name: string; n: number }>(tied: readonly T[], words: readonly string[]): T | undefined {
  const score = (l: T) => {
    const have = wordsOf(l.name);
    return { whole: words.filter((w) => have.includes(w)).length, extra: have.filter((h) => !words.some((w) => holdsWord([h], w))).length };
  };
  const scored = tied.map((l) => ({ l, ...score(l) })).sort((a, b) => b.whole - a.whole || a.extra - b.extra);
  const top = scored[0]!;
  const next = scored[1];
  return next && next.whole === top.whole && next.extra === top.extra ? undefined : top.l;
}

/** RUSS_NO_REACH=1 turns the reading off (for measuring it). */
const offFor = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_REACH === '1';
const debug = (line: string): void => {
  if (typeof process !== 'undefined' && process.env?.RUSS_FORMS_DEBUG === '1') process.stderr.write(`[reach] ${line}\n`);
};
