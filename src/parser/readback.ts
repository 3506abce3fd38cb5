/**
 * Round 28: questions read back from the right element of the page — by its structure, with a few
 * general English words and no word of a site.
 *
 * - **A table's cell by its column, with the row of the turn before** (`cellFollowUp`): after a
 *   question answered from one row of a table with a header row ("how much is the disco party on a
 *   weekday?" → its "Mon–Fri" cell), "and at the weekend?", "what's the minimum number of kids for
 *   that one?" keep that row and read the cell of the column the new words name — by the header's
 *   own words, or by the days a header covers ("weekend" → a head that says Sat / Sun / weekend).
 * - **A bound read by "most" / "least"** (`boundAnswer`): "what's the most kids we can bring?"
 *   beside the statement "Children: minimum 8, maximum 20" → its maximum, said with its label.
 * - **A size option by a comparative** (`sizeOption`, `optionAsked`, `sizeThenRest`): of the page's
 *   one menu (or radio group) whose options each state a size with a unit ("5 litre pot — £35.00"),
 *   the smallest or the largest — by the size when every option writes the same unit, else by the
 *   price each states (a bigger size costs more). "What's the smaller one cost?" says that option;
 *   "just the little one, add one" picks it, then the rest of the turn.
 * - **"What's included?"** (`includedAnswer`): the content's statement that says what is included,
 *   else the lead paragraph under the page's heading.
 *
 * Each returns undefined when the page shows no such structure or the words fit it otherwise.
 */
import { program, str, query, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl } from './context.js';
import { stem } from './compare.js';
import { optionDay } from './dates.js';

const say = (text: string): Program => program({ kind: 'action', name: 'say', text });
const norm = (t: string): string => t.replace(/\s+/g, ' ').trim();
const wordsOf = (t: string): string[] => t.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Words that carry no column's meaning in a follow-up question. */
const FILLER = new Set(
  ('and what about how much is are was the a an of for on at in to it that this one ones those these them there ' +
    "what's whats do does can could we i you they get be per each please then so ok okay right well just number").split(' '),
);

/** The days a header covers, as a question says them: "weekend" → "Sat & Sun", "weekday" → "Mon–Fri". */
const DAY_SENSES: Array<[RegExp, RegExp]> = [
  [/\b(?:weekends?|saturdays?|sundays?)\b/i, /\b(?:sat(?:urday)?s?|sun(?:day)?s?|weekends?)\b/i],
  [/\b(?:weekdays?|week\s+days?|during the week|monday to friday)\b/i, /\b(?:mon(?:day)?|fri(?:day)?|weekdays?)\b/i],
];

type Grid = { columns: string[]; rows: string[][] };

/** `cell` said in `text` as a whole (not a part of a longer number or word). */
function saysCell(text: string, cell: string): boolean {
  const c = norm(cell);
  if (!c || c.length > 60) return false;
  const at = text.indexOf(c);
  if (at < 0) return false;
  const before = text[at - 1] ?? ' ';
  const after = text[at + c.length] ?? ' ';
  // (Not a part of a longer number: "10" of "10:00", "£15.00" of "£115.00".)
  return !/[\p{L}\p{N}£$€.,:]/u.test(before) && !/[\p{L}\p{N}]/u.test(after) && !/^[.,:]\d/.test(text.slice(at + c.length, at + c.length + 2));
}

/** What the turns before said back, newest first (each turn's `say` texts joined), with the utterance asked. */
function saidBefore(state: DialogueState, back = 3): Array<{ utterance: string; said: string }> {
  const out: Array<{ utterance: string; said: string }> = [];
  for (const t of [...state.executed].reverse().slice(0, back)) {
    const says = t.programs.map((p) => p.action).filter((a): a is Extract<typeof a, { name: 'say' }> => a.name === 'say').map((a) => a.text);
    if (says.length) out.push({ utterance: t.utterance, said: says.join(' ') });
  }
  return out;
}

/** The row of a grid a turn before was answered from: the one row one of whose cells (not its name) that turn said. */
function rowBefore(state: DialogueState, grids: Grid[]): { g: Grid; r: string[]; cols: number[] } | undefined {
  for (const { utterance, said } of saidBefore(state)) {
    const hits: Array<{ g: Grid; r: string[]; cols: number[] }> = [];
    for (const g of grids) {
      for (const r of g.rows) {
        if (r.length !== g.columns.length) continue;
        // (A bare number — "10" — is the row's cell only beside its column's head or another cell of the row.)
        const cols = r.map((c, j) => (j > 0 && saysCell(said, c) ? j : -1)).filter((j) => j > 0);
        if (cols.length === 1 && /^\d{1,3}$/.test(norm(r[cols[0]!]!)) && !said.toLowerCase().includes(norm(g.columns[cols[0]!]!).toLowerCase())) continue;
        if (cols.length) hits.push({ g, r, cols });
      }
    }
    if (!hits.length) continue;
    if (hits.length === 1) return hits[0];
    // Several rows hold the value said: the one whose name the question said, or the answer itself said.
    const asked = new Set(wordsOf(`${utterance} ${said}`).map(stem));
    // (By the words of its name no other such row's name has: "disco" of "Disco Party", not "party".)
    const own = (h: (typeof hits)[number]): string[] => wordsOf(h.r[0]!).map(stem).filter((w) => w.length > 2 && !hits.some((o) => o !== h && wordsOf(o.r[0]!).map(stem).includes(w)));
    const named = hits.filter((h) => own(h).some((w) => asked.has(w)));
    return named.length === 1 ? named[0] : undefined;
  }
  return undefined;
}

/**
 * "And at the weekend?", "what's the minimum number of kids for that one?" after a question answered
 * from one row of a table: that row's cell of the column the words name. Undefined when the words
 * name another row, no column, or several columns equally.
 */
export function cellFollowUp(text: string, utterance: string, state: DialogueState): { programs: Program[]; about?: Query } | undefined {
  if (!/\?\s*$/.test(utterance) && !/^(?:and|what about|how about)\b/i.test(text.trim())) return undefined;
  const grids = (state.grids ?? []).filter((g) => g.columns.length >= 3 && g.rows.length >= 2);
  if (!grids.length) return undefined;
  const before = rowBefore(state, grids);
  if (!before) return undefined;
  const { g, r, cols } = before;
  const words = wordsOf(text).filter((w) => !FILLER.has(w));
  if (!words.length) return undefined;
  // The words name another row by any of its cells ("and the ninja one?", "is the raku class on?"): the other readers' question, not this one.
  const own = new Set(r.flatMap((c) => wordsOf(c)).map(stem));
  const heads = new Set(g.columns.flatMap((h) => wordsOf(h)).map(stem));
  const others = g.rows.filter((x) => x !== r).flatMap((x) => x.flatMap((c) => wordsOf(c))).map(stem).filter((w) => w.length > 2 && !own.has(w) && !heads.has(w));
  if (words.some((w) => others.includes(stem(w)))) return undefined;
  // (The words name this row by its title — "how many jars was the stoneware clay order?" after "how many jars … of the stoneware clay?" —: a question of its own, not an elliptical follow-up; the other readers answer it.)
  const title = new Set(wordsOf(r[0] ?? '').map(stem).filter((w) => w.length > 2 && !heads.has(w)));
  if (words.some((w) => title.has(stem(w)))) return undefined;
  const scored = g.columns.map((h, j) => {
    if (j === 0 || !norm(r[j] ?? '')) return { j, score: 0 };
    const head = new Set(wordsOf(h).map(stem));
    let score = words.filter((w) => head.has(stem(w))).length;
    for (const [asked, covers] of DAY_SENSES) if (asked.test(text) && covers.test(h)) score += 1;
    return { j, score };
  });
  const top = Math.max(...scored.map((s) => s.score));
  const best = scored.filter((s) => s.score === top);
  if (top <= 0 || best.length !== 1) return undefined;
  const j = best[0]!.j;
  // The one column said before, asked again: no follow-up of this kind (a whole row said before says every column).
  if (cols.length === 1 && cols[0] === j) return undefined;
  return { programs: [say(`${norm(r[0]!)}, ${norm(g.columns[j]!)}: ${norm(r[j]!)}`)], about: query({ description: str(norm(r[0]!)) }) };
}

/** "The most kids", "the maximum number of guests", "how many … at most": a bound asked, and which. */
const BOUND_ASKED = /\b(?:the\s+)?(most|max(?:imum)?|least|min(?:imum)?|fewest)\s+(?:number\s+of\s+)?(\p{L}+)|\bhow\s+many\b.*\b(at\s+most|max(?:imum)?|at\s+(?:the\s+)?least|min(?:imum)?)\b/iu;
/** A statement of a bound: "maximum 20", "max. 20", "up to 20", "at least 8", "minimum 8". */
const BOUND_SAID = /\b(maximum|max\.?|up to|at most|minimum|min\.?|at least)\s*(?:of\s+)?(\d+)\b/gi;
/** Plural nouns that end otherwise than in "s". */
const PLURAL = /^(?:people|children|men|women|persons|folk)$/i;

/**
 * "What's the most kids we can bring?", "what's the minimum number of players?" beside a statement
 * that states a bound ("Children: minimum 8, maximum 20"): that bound, with the statement's label.
 * Undefined when the question asks no bound, or not exactly one content statement states it.
 */
export function boundAnswer(text: string, state: DialogueState): { programs: Program[] } | undefined {
  const m = BOUND_ASKED.exec(text);
  if (!m) return undefined;
  // "The most expensive", "the least busy": a superlative of a quality, not a count (a noun in the plural follows a count's bound).
  if (m[1] && !(/s$/i.test(m[2]!) || PLURAL.test(m[2]!))) return undefined;
  const most = /^(?:most|max|at\s+most)/i.test(m[1] ?? m[3]!);
  const framed = new Set(state.framed ?? []);
  // (A table's row is stated twice, "Children · minimum 8, maximum 20" and "Children: …": one statement, by its label and bound.)
  const found = new Map<string, string>();
  for (const t of state.texts ?? []) {
    if (framed.has(t) || t.length > 160) continue;
    for (const b of t.matchAll(BOUND_SAID)) {
      const upper = /^(?:max|up to|at most)/i.test(b[1]!);
      if (upper !== most) continue;
      const label = /^([^:·]{1,40}?)\s*[:·]\s/.exec(t)?.[1];
      const key = `${(label ?? '').toLowerCase()}|${b[0].toLowerCase()}`;
      if (!found.has(key)) found.set(key, `${label ? `${label}: ` : ''}${b[0]}`);
    }
  }
  return found.size === 1 ? { programs: [say([...found.values()][0]!)] } : undefined;
}

/** An option's size and price: the first number with a unit that is not money, the first amount of money. */
function sizeOf(option: string): { n: number; unit: string; price?: number } | undefined {
  if (optionDay(option)) return undefined;
  const price = /[$€£]\s?(\d[\d,]*(?:\.\d+)?)/.exec(option);
  const m = /(\d+(?:\.\d+)?)\s*(\p{L}+)/u.exec(option.replace(/\(?[+]?[$€£]\s?\d[\d,.]*\)?/g, ' '));
  if (!m) return undefined;
  return { n: Number(m[1]), unit: m[2]!.toLowerCase(), ...(price ? { price: Number(price[1]!.replace(/,/g, '')) } : {}) };
}

/**
 * The smallest (or largest) option of the page's one menu or radio group of sizes ("5 litre pot —
 * £35.00", "10 litre pot — £65.00"): by the size when every option writes the same unit, else by the
 * price every option states. Undefined when no such control is on the page, several are, or two
 * options tie.
 */
export function sizeOption(state: DialogueState, most: boolean): { control: SeenControl; option: string } | undefined {
  const sized = (state.controls ?? []).filter((c) => c.kind === 'select' || c.kind === 'radio').map((c) => {
    const opts = (c.options ?? []).filter((o) => o.trim());
    const sizes = opts.map(sizeOf);
    return { c, opts, sizes };
  }).filter(({ opts, sizes }) => opts.length >= 2 && sizes.every((s) => s !== undefined) && !opts.every((o) => /^\s*\d+\s*$/.test(o)));
  if (sized.length !== 1) return undefined;
  const { c, opts, sizes } = sized[0]!;
  const all = sizes as Array<{ n: number; unit: string; price?: number }>;
  const sameUnit = all.every((s) => s.unit === all[0]!.unit);
  const key = (s: { n: number; price?: number }): number | undefined => (sameUnit ? s.n : s.price);
  const keyed = all.map((s, i) => ({ o: opts[i]!, k: key(s) }));
  if (keyed.some((x) => x.k === undefined)) return undefined;
  keyed.sort((a, b) => (most ? b.k! - a.k! : a.k! - b.k!));
  return keyed[0]!.k === keyed[1]!.k ? undefined : { control: c, option: keyed[0]!.o };
}

const SMALL = /^(?:small|smaller|smallest|little|littler|littlest|tiny|mini)$/i;
const BIG = /^(?:big|bigger|biggest|large|larger|largest|huge)$/i;
const SIZE_WORD = String.raw`small|smaller|smallest|little|littler|littlest|big|bigger|biggest|large|larger|largest`;
/** "What's the smaller one cost?", "how much is the bigger one?" (`optionAsked`). */
const OPTION_ASKED = new RegExp(String.raw`^(?:what(?:'s|\s+is|\s+does|\s+do)|how\s+much\s+(?:is|does|do|are|would)|and)\s+(?:the\s+)?(${SIZE_WORD})(?:\s+(?:one|size|\p{L}+))?(?:\s+(?:cost|come\s+to|be|go\s+for))?$`, 'iu');
/** "Just the little one, add one" (`sizeThenRest`). */
const SIZE_THEN_REST = new RegExp(String.raw`^(?:just|only|ok(?:ay)?|so|then)?[,\s]*(?:the\s+)(${SIZE_WORD})(?:\s+(?:one|size|\p{L}+))?\s*,\s*(?:and\s+)?(\S.+)$`, 'iu');

/**
 * "What's the smaller one cost?", "how much is the bigger one?", "what does the little one cost?":
 * the size option it names, said as the page writes it. Undefined otherwise.
 */
export function optionAsked(text: string, state: DialogueState): { programs: Program[] } | undefined {
  const m = OPTION_ASKED.exec(text.trim().replace(/[?.!]+$/, ''));
  if (!m) return undefined;
  const picked = sizeOption(state, BIG.test(m[1]!));
  return picked ? { programs: [say(picked.option)] } : undefined;
}

/**
 * "Just the little one, add one", "the bigger size, and add two": a size said by a comparative before
 * a comma, then the rest of the turn — parts: the comparative said as the smaller (bigger) one, and
 * the rest, read on the page the choice leaves. Undefined otherwise.
 */
export function sizeThenRest(text: string, state: DialogueState): string[] | undefined {
  const m = SIZE_THEN_REST.exec(text.trim());
  if (!m) return undefined;
  // (Every size word is SMALL's or BIG's.)
  const bigger = BIG.test(m[1]!);
  if (!sizeOption(state, bigger)) return undefined;
  return [`the ${bigger ? 'bigger' : 'smaller'} one`, m[2]!];
}

/**
 * "What's included?", "what do you get?": the content's statement that says what is included, else
 * the lead paragraph under the page's heading. Undefined when the question is another, or the page
 * has no such statement.
 */
export function includedAnswer(text: string, state: DialogueState): { programs: Program[] } | undefined {
  if (!/^(?:so\s+|and\s+)?what(?:'s|\s+is|\s+are)?\s+(?:(?:actually|all)\s+)?(?:included|includes?|in\s+it|you\s+get|do\s+(?:you|we|i)\s+get)(?:\s+in\s+(?:it|that|the\s+price))?$/i.test(text.trim().replace(/[?.!]+$/, ''))) return undefined;
  const framed = new Set(state.framed ?? []);
  const content = (state.texts ?? []).filter((t) => !framed.has(t) && t !== state.heading);
  const saying = content.filter((t) => /\b(?:includ\w*|comes with)\b/i.test(t) && t.length <= 240);
  if (saying.length === 1) return { programs: [say(saying[0]!)] };
  if (saying.length > 1) return undefined;
  const lead = content.find((t) => /[.!]$/.test(t.trim()) && t.split(/\s+/).length >= 6 && !/:\s/.test(t));
  return lead && content.indexOf(lead) <= 1 ? { programs: [say(lead)] } : undefined;
}
