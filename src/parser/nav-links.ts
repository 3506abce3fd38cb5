/**
 * Links a turn names by whose they are or by what the last turns talked about (round 18).
 *
 * - "Open Kofi's profile", "show me Linda Morris's page": the page's link named by the person or
 *   thing (one target), else the link every card repeats ("View profile") in the card that names them.
 * - "Book one of those", "book it" after "how much is the motorway one?": of the page's links that
 *   start with the verb ("Book a standard lesson", "Book a motorway lesson"), the one whose own words
 *   (in its name and no other's) one of the last turns said, newest first.
 * - "Open that order" where the page lists one item of that word ("Order F1001"): that item.
 *
 * Structure only: the page's link names and targets, its cards, and the turns said. Undefined when
 * the turn says no such thing or the page offers no one link for it.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { currentUrl, samePage, stem } from './compare.js';
import { controlInRow } from './row-reference.js';

const POSSESSIVE = /^(?:(?:can you|could you|please)\s+)?(?:open|show me|show|view|see|go to|pull up|bring up|check|let'?s see|let me see|take me to)\s+(?:the\s+)?(.+?)['’]s\s+(page|profile|details|listing|info|bio)$/i;
const TITLES = /^(?:dr|doctor|mr|mrs|ms|miss|prof|professor)\.?\s+/i;
const words = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1).map(stem);
const click = (name: string): Program => program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'link' }) });

/** "Open Kofi's profile": the link of the person or thing named, or their card's repeated profile link. */
export function possessiveLink(text: string, state: DialogueState): Program[] | undefined {
  const m = POSSESSIVE.exec(text.trim().replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  const name = m[1]!.replace(TITLES, '').trim();
  const said = words(name);
  if (!said.length || said.length > 4) return undefined;
  const here = currentUrl(state);
  const links = (state.links ?? []).filter((l) => l.name.trim() && !samePage(l.url, here));
  const named = links.filter((l) => { const w = new Set(words(l.name)); return said.every((x) => w.has(x)); });
  const targets = [...new Set(named.map((l) => l.url))];
  if (targets.length === 1) return [click(named.sort((a, b) => a.name.length - b.name.length)[0]!.name)];
  // The card's own link, repeated in every card ("View profile", "Details"): in the card that names them.
  const noun = stem(m[2]!.toLowerCase());
  const counts = new Map<string, number>();
  for (const l of state.page?.links ?? []) counts.set(l.trim(), (counts.get(l.trim()) ?? 0) + 1);
  const repeated = [...counts].filter(([n, c]) => c >= 2 && n.length <= 30 && (words(n).includes(noun) || /^(?:view|details|more|see more|more info|read more)$/i.test(n))).map(([n]) => n);
  if (repeated.length !== 1) return undefined;
  return controlInRow(repeated[0]!, name, text, state, text, false);
}

const VERB_THOSE = /^(?:(?:ok(?:ay)?|right|so|then|and|great|perfect|alright)[,\s]+)*(?:(?:i'?d like to|i want to|let'?s|can (?:i|we|you)|could (?:i|we|you)|please)\s+)?(book|reserve|order|buy|get|try|take)\s+(?:me\s+)?(?:one of (?:those|these|them)|one|it|that|that one|this one|this)$/i;

/** "Book one of those" after the turns talked about one row: that row's link of the verb. */
export function recentMentionLink(text: string, state: DialogueState): Program[] | undefined {
  const m = VERB_THOSE.exec(text.trim().replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  const verb = stem(m[1]!.toLowerCase());
  const names = [...new Set((state.page?.links ?? []).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => stem(l.split(' ')[0]!.toLowerCase()) === verb && l.length <= 60))];
  if (names.length < 2) return undefined;
  // The words that tell each apart: in its name and no other's.
  const sets = names.map((n) => new Set(words(n)));
  const own = sets.map((s, i) => [...s].filter((w) => w.length > 2 && sets.every((t, j) => j === i || !t.has(w))));
  if (own.some((o) => !o.length)) return undefined;
  // The last turns, newest first: the first that says the own words of exactly one of them.
  for (const turn of [...state.executed].reverse().slice(0, 3)) {
    const said = new Set(words(turn.utterance));
    const hit = own.map((o, i) => (o.some((w) => said.has(w)) ? i : -1)).filter((i) => i >= 0);
    if (hit.length === 1) return [click(names[hit[0]!]!)];
    if (hit.length > 1) return undefined;
  }
  return undefined;
}

const THAT_NOUN = /^(?:(?:can you|could you|please)\s+)?(?:open|show me|view|see|go to|pull up|bring up|check)\s+(?:that|this)\s+([\p{L}-]{3,})$/iu;

/** "Open that order" on a page whose list shows one item of that word ("Order F1001"): that item; undefined otherwise. */
export function thatNounItem(text: string, state: DialogueState): { name: string; url: string } | undefined {
  const m = THAT_NOUN.exec(text.trim().replace(/[.!?]+$/, ''));
  if (!m || /^(?:one|page|tab|window|link|button)$/i.test(m[1]!)) return undefined;
  const noun = stem(m[1]!.toLowerCase());
  const here = currentUrl(state);
  const list = state.lists.find((l) => l.url === here && !l.bare);
  const hits = (list?.items ?? []).filter((i) => i.url && !samePage(i.url, here) && words(i.name).includes(noun));
  const targets = [...new Set(hits.map((i) => i.url))];
  return targets.length === 1 ? { name: hits[0]!.name, url: hits[0]!.url! } : undefined;
}

const NEED_SAID = /^(?:(?:hi|hello|hey|so|well|okay|ok)[,\s]+)*(?:i|we)(?:'m|'re| am| are)?\s+(?:need|needs|want|'d like|would like|looking for|after|shopping for)\b/i;
const one = (w: string): string => stem(w.replace(/ies$/, 'y').replace(/(?<=[sxz]|[cs]h)es$/, ''));

/**
 * "I need some flowers for my mum's birthday" on a page with a link "Birthday": a need said as a
 * statement, whose words hold the whole name of exactly one link of the page (one target, not this
 * page) — a section or category the site names so. Undefined otherwise.
 */
export function needLink(text: string, state: DialogueState): Program[] | undefined {
  if (!NEED_SAID.test(text.trim())) return undefined;
  const said = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2).map(one));
  const here = currentUrl(state);
  const hits = (state.links ?? []).filter((l) => {
    const w = l.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    return w.length >= 1 && w.length <= 2 && w.every((x) => x.length > 2 && said.has(one(x))) && !samePage(l.url, here);
  });
  const targets = [...new Set(hits.map((l) => l.url))];
  return targets.length === 1 ? [click(hits[0]!.name)] : undefined;
}

const HAVE_A_LOOK = String.raw`(?:have|take|get)\s+(?:a|another)\s+(?:quick\s+|closer\s+|proper\s+)?look\s+at|look\s+at`;
const LOOK_AT = new RegExp(`^(?:${HAVE_A_LOOK})$`, 'i');
const SEEN_AGAIN = new RegExp(
  String.raw`^(?:(?:ok(?:ay)?|right|so|and|hmm+|now|oh|well|actually)[,\s]+)*(?:(?:can|could|may)\s+(?:i|we|you)\s+|(?:let me|let'?s|let us|i'?d like to|i want to|i'?d love to|we'?d like to|please)\s+)?(${HAVE_A_LOOK}|see|view|open|show me|pull up|bring up|go to|check out)\s+(the\s+.+?)(?:[,\s]+(?:again|too|as well|instead|also|please|for me|now))*$`,
  'i',
);
/** Words that place or rank an item rather than name it ("the first one", "the cheaper one"): other readings' business. */
const NOT_A_NAME = /^(?:first|second|third|fourth|fifth|last|top|next|previous|other|another|cheap|cheaper|cheapest|expensive|best|same|new|newest|latest|big|bigger|biggest|small|smaller|smallest|one|ones|the|that|this|those|these|again|also|too|well|instead|please|now|for|me|and|of)$/i;

/**
 * Round 19: "Can I have a look at the peace lily too?" from the basket, "let's look at the other
 * bed, the orthopaedic one", "let me have another look at the bike": an item named by its words —
 * on the page in view, the one link whose name holds them (said with "look at" only: "open the X"
 * on the page is the grounder's); else the one item of a list seen earlier in the session whose name
 * holds them (one address), when nothing on this page — no link, button or option — has those words.
 * `remark` tells the turn's other sentences are no commands ("Hmm, that's a bit small for him.").
 * Structure only: the session's lists and the page's links; undefined otherwise.
 */
export function seenItemNamed(utterance: string, state: DialogueState, remark: (sentence: string) => boolean): { programs: Program[] } | { url: string; name: string } | undefined {
  const sentences = utterance.split(/(?<=[.!?])\s+/).map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
  const last = sentences[sentences.length - 1];
  if (!last || sentences.length > 3 || !sentences.slice(0, -1).every(remark)) return undefined;
  const m = SEEN_AGAIN.exec(last.replace(/[.!?]+$/, '').trim());
  if (!m) return undefined;
  // "The other bed, the orthopaedic one": the words after the comma name it.
  const phrase = m[2]!.split(/,\s*/).filter((p) => /^the\s/i.test(p)).pop() ?? m[2]!;
  const all = phrase.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (all.some((w) => /^(?:first|second|third|fourth|fifth|last|top|next|cheap\w*|best)$/.test(w))) return undefined;
  const said = [...new Set(all.filter((w) => w.length > 2 && !NOT_A_NAME.test(w)).map(one))];
  if (!said.length || said.length > 4) return undefined;
  const holds = (name: string): boolean => { const w = new Set(name.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(one)); return said.every((x) => w.has(x)); };
  const here = currentUrl(state);
  const links = (state.links ?? []).filter((l) => holds(l.name));
  const lookAt = LOOK_AT.test(m[1]!);
  if (links.length) {
    const targets = [...new Set(links.map((l) => l.url))];
    if (!lookAt || targets.length !== 1 || samePage(targets[0], here)) return undefined;
    return { programs: [click(links.sort((a, b) => a.name.length - b.name.length)[0]!.name)] };
  }
  const onPage = [...(state.page?.buttons ?? []), ...(state.controls ?? []).flatMap((c) => [c.label ?? '', ...(c.options ?? [])])];
  if (onPage.some((t) => t && holds(t))) return undefined;
  const seen = [...state.lists].reverse().filter((l) => !l.bare && !samePage(l.url, here)).flatMap((l) => l.items).filter((i) => i.url && !samePage(i.url, here) && holds(i.title ?? i.name));
  const targets = [...new Set(seen.map((i) => new URL(i.url!).pathname))];
  return targets.length === 1 ? { url: seen[0]!.url!, name: seen[0]!.title ?? seen[0]!.name } : undefined;
}
