/**
 * Round 17: a turn that only says a value the page offers as a choice ("Medium then.", "size
 * small", "the two kilo bag", "can I see it in navy?", "the biggest size", "ten o'clock then",
 * "book the eleven", "anything on Wednesday?", "Tuesday the 8th") — whatever the page's widget for
 * the choice is:
 * - a row of links that reload a page with the choice in their address: links to one path that
 *   differ from the current address in one query key ("?size=S", "?colour=navy", "?date=…") form a
 *   group, each link an option with its text and its query value;
 * - a dropdown or a radio group (the form's options);
 * - links or buttons whose name writes a clock time (a grid of slots), or a day (a strip of days:
 *   "Wed 2 Dec", or a link whose address holds an ISO day).
 * A value is matched to an option by meaning, not by shared letters: size words to size codes
 * ("small" is S, not XS; "extra large" is XL), a quantity with its unit in words ("two kilo" is
 * 2kg, "two and a half litre" is 2.5L), an option's own words ("navy", "blush pink"), an order
 * over the options ("the biggest size", "the smallest", "the cheapest"); a time by its minutes
 * (src/parser/times.ts), a day by its weekday and day of the month (src/parser/dates.ts). Two
 * options matched equally are no choice (undefined). The words are general: size words, units,
 * clock and calendar words; nothing of a site.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl } from './context.js';
import { optionDay, saidDay, todayOf, isoOfDay, WEEKDAY_SAID } from './dates.js';
import { saidTime, writtenTime } from './times.js';
import { currentUrl, escapeRegExp, stem } from './compare.js';
import { saidMeasure, sameMeasure, writtenMeasure } from './units.js';

/** An option of a choice the page offers. */
export interface Choice {
  /** What the page calls it (a link's or button's name, a dropdown's option). */
  name: string;
  /** Its value: a link's query value, else its name. */
  value: string;
  /** How it is chosen. */
  widget: 'link' | 'button' | 'option';
  /** A link's address (absolute). */
  url?: string;
  /** The option the page shows now (the current address holds its value): chosen already. */
  current?: boolean;
  control?: SeenControl;
}

/** A group of options of one choice (a query key of links, a dropdown, a radio group). */
export interface ChoiceGroup {
  key: string;
  choices: Choice[];
}

/** An option whose name says it cannot be had ("Tan leather — $45 · Out of stock"): no choice to pick (other readers say so). */
const UNAVAILABLE = /\b(?:out of stock|sold out|unavailable|not available|fully booked|booked up)\b/i;

/** The current page's address, parsed (compare.ts's `currentUrl`); undefined when there is none. */
const currentAddress = (state: DialogueState): URL | undefined => {
  try {
    return new URL(currentUrl(state) ?? '');
  } catch {
    return undefined;
  }
};

/** The page's links with their addresses parsed (a link whose address does not parse is left out). */
export function linkAddresses(state: DialogueState): Array<{ link: { name: string; url: string }; url: URL }> {
  const out: Array<{ link: { name: string; url: string }; url: URL }> = [];
  for (const link of state.links ?? []) {
    try {
      out.push({ link, url: new URL(link.url) });
    } catch {
      // not an address
    }
  }
  return out;
}

/**
 * The page's choice groups: its links to one path that differ from the current address in the
 * value of one query key (two values or more, or one link that reloads this same page), and its
 * dropdowns and radio groups.
 */
export function choiceGroups(state: DialogueState): ChoiceGroup[] {
  const here = currentAddress(state);
  const byKey = new Map<string, Choice[]>();
  const addresses = linkAddresses(state);
  // Round 18: the value most links to a path hold for a key, when one does (the choice shown now: "size=standard" in every vase link).
  const usual = new Map<string, string>();
  const counts = new Map<string, Map<string, number>>();
  for (const { url: u } of addresses) for (const [k, v] of u.searchParams) {
    const id = `${u.pathname}?${k}`;
    const m = counts.get(id) ?? new Map<string, number>();
    m.set(v, (m.get(v) ?? 0) + 1);
    counts.set(id, m);
  }
  for (const [id, m] of counts) {
    const sorted = [...m].sort((a, b) => b[1] - a[1]);
    if (sorted.length >= 2 && sorted[0]![1] > sorted[1]![1]) usual.set(id, sorted[0]![0]);
  }
  for (const { link: l, url: u } of addresses) {
    if (!here || u.origin !== here.origin || UNAVAILABLE.test(l.name)) continue;
    const changed = [...u.searchParams].filter(([k, v]) => v && here.searchParams.get(k) !== v);
    // A link that changes several keys from a bare address ("?size=large&vase=none" from "/bouquets/x") is a choice of the key whose value is not the usual one.
    const own = changed.length > 1 ? changed.filter(([k, v]) => usual.get(`${u.pathname}?${k}`) !== v) : changed;
    const keys = new Set((own.length ? own : changed).map(([k]) => k));
    for (const [k, v] of u.searchParams) {
      if (!v || here.searchParams.get(k) === v || !keys.has(k)) continue;
      const id = `${u.pathname}?${k}`;
      const list = byKey.get(id) ?? [];
      if (!list.some((c) => c.value === v)) list.push({ name: l.name, value: v, widget: 'link', url: l.url });
      byKey.set(id, list);
    }
  }
  // Two values or more; one alone when its link reloads this same page (the other options shown as text: the chosen one, one sold out).
  const groups: ChoiceGroup[] = [...byKey]
    .filter(([id, cs]) => cs.length >= 2 || id.split('?')[0] === here?.pathname)
    .map(([id, choices]) => {
      const key = id.split('?')[1]!;
      // The value this page shows now, when its address holds it (the chosen option is text, not a link).
      const now = id.split('?')[0] === here?.pathname ? here?.searchParams.get(key) : undefined;
      return { key, choices: now && !choices.some((c) => c.value === now) ? [...choices, { name: now, value: now, widget: 'link' as const, current: true }] : choices };
    });
  for (const c of state.controls ?? []) {
    if ((c.kind !== 'select' && c.kind !== 'radio') || (c.options ?? []).length < 2) continue;
    groups.push({ key: `${c.label} ${c.hint ?? ''}`.trim(), choices: (c.options ?? []).filter((o) => !UNAVAILABLE.test(o)).map((o) => ({ name: o, value: o, widget: 'option' as const, control: c })) });
  }
  return groups;
}

/** An option's own words: its name without a price or a marker ("M – £34.99" → "M", "● Navy" → "Navy"). */
export function choiceLabel(name: string): string {
  return name
    .replace(/^[●•◦○■□◆◇✓✔]\s*/u, '')
    .replace(/\s+[–—-]\s+.*$/u, '')
    .replace(/\s*\((?:[^)]*)\)\s*$/, '')
    .trim();
}

// ---------------------------------------------------------------------------------------------
// Values said: size words, quantities with units

/** Size words and the codes shops write for them, smallest first. */
const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'];
const SIZE_CODES: Record<string, string> = { '2XS': 'XXS', '2XL': 'XXL', '3XL': 'XXXL', SM: 'S', MD: 'M', MED: 'M', LG: 'L', LRG: 'L' };
const SIZE_WORDS: Array<[RegExp, string]> = [
  [/\b(?:extra[\s-]extra[\s-]|double[\s-]extra[\s-]|xx[\s-]?)small\b/i, 'XXS'],
  [/\b(?:extra[\s-]extra[\s-]|double[\s-]extra[\s-]|xx[\s-]?)large\b/i, 'XXL'],
  [/\b(?:extra[\s-]|x[\s-]?)small\b/i, 'XS'],
  [/\b(?:extra[\s-]|x[\s-]?)large\b/i, 'XL'],
  [/\bsmall\b/i, 'S'],
  [/\bmedium\b/i, 'M'],
  [/\blarge\b/i, 'L'],
];

/** The size code an option writes ("S", "XL", "Small", "Extra large"), or undefined. */
export function optionSize(label: string): string | undefined {
  const t = label.trim().toUpperCase().replace(/\s+/g, ' ');
  if (SIZE_ORDER.includes(t)) return t;
  if (SIZE_CODES[t]) return SIZE_CODES[t];
  for (const [re, code] of SIZE_WORDS) {
    const m = re.exec(label);
    if (m && m[0].length === label.trim().length) return code;
  }
  return undefined;
}

/** The size said in the text, and where. */
function saidSize(text: string): { code: string; index: number; length: number } | undefined {
  for (const [re, code] of SIZE_WORDS) {
    const m = re.exec(text);
    if (m) return { code, index: m.index, length: m[0].length };
  }
  return undefined;
}


/** Where an option's own words are said, as whole words ("navy", "blush pink", "ocean fish"); at least two letters. */
function wordsSaid(text: string, words: string): { index: number; length: number } | undefined {
  const w = words.toLowerCase().replace(/[-_+]/g, ' ').replace(/\s+/g, ' ').trim();
  if (w.replace(/[^\p{L}]/gu, '').length < 2 || !/\p{L}/u.test(w)) return undefined;
  const m = new RegExp(String.raw`(?<![\p{L}\p{N}])${w.split(' ').map(escapeRegExp).join(String.raw`[\s-]+`)}(?![\p{L}\p{N}])`, 'iu').exec(text);
  return m ? { index: m.index, length: m[0].length } : undefined;
}

/** A number said alone, with no unit, price or clock after it or before it. */
const BARE_NUMBER = /(?<![\p{L}\p{N}.,:£$€¥₹])(\d+(?:\.\d+)?)(?![\p{N}.,:]|\s*(?:%|o'?clock\b|[ap]\.?m\b))/iu;

/** How the text says a choice: the span said, or undefined. */
function choiceSaid(text: string, c: Choice): { index: number; length: number } | undefined {
  const label = choiceLabel(c.name);
  const size = saidSize(text);
  const code = optionSize(label) ?? (c.widget === 'link' ? optionSize(c.value) : undefined);
  if (size && code) return size.code === code ? size : undefined;
  const measure = saidMeasure(text);
  const has = writtenMeasure(label) ?? (c.widget === 'link' ? writtenMeasure(c.value) : undefined);
  if (measure && has) return sameMeasure(measure, has) ? measure : undefined;
  // Round 27: a bare number ("50 then") for an option that starts with that number in its unit ("50ml (£46.40)").
  const bare = has && !measure && !has.sides ? BARE_NUMBER.exec(text) : undefined;
  if (bare && has && Math.abs(Number(bare[1]) * (has.factor ?? 1) - has.amount) < 1e-6) return { index: bare.index, length: bare[0].length };
  return wordsSaid(text, label) ?? (c.widget === 'link' ? wordsSaid(text, c.value) : undefined);
}

// ---------------------------------------------------------------------------------------------
// Superlatives over ordered options

const SUPERLATIVE = /\b(biggest|largest|smallest|cheapest|lowest[\s-]priced|most expensive|priciest|dearest)\b/i;

/** An option's place in its group's order for a superlative: its size, its quantity, or its price. */
function orderOf(c: Choice, by: 'size' | 'price'): number | undefined {
  const label = choiceLabel(c.name);
  if (by === 'price') {
    const m = /[$€£]\s?(\d+(?:[.,]\d{2})?)/.exec(c.name);
    return m ? Number(m[1]!.replace(',', '.')) : undefined;
  }
  const size = optionSize(label) ?? (c.widget === 'link' ? optionSize(c.value) : undefined);
  if (size) return SIZE_ORDER.indexOf(size);
  return (writtenMeasure(label) ?? (c.widget === 'link' ? writtenMeasure(c.value) : undefined))?.amount;
}

// ---------------------------------------------------------------------------------------------
// The turn

/** Words a turn that only says a choice may carry besides it. */
const CARRIER = new Set(
  ('the a an in on at for of with and then please okay ok hmm oh um so right great fine good is it that this one ones just ' +
    "i i'd i'll we we'll let's lets can could would may see show me us have get take go do make try pick choose select want like prefer rather put " +
    'how about what instead actually maybe size colour color version option style variant again too as well also ' +
    'works work sounds perfect will be bigger smaller larger'
  ).split(' '),
);
/** Comparatives a turn may say beside the value it chooses ("the bigger bag, the 500 gram one"). */
const COMPARATIVE = /^(?:bigger|smaller|larger)$/;

/** What a program that picks a choice does. */
function pick(c: Choice, state: DialogueState, key = ''): Program[] {
  if (c.current) return [program({ kind: 'action', name: 'say', text: `${key ? `${key[0]!.toUpperCase()}${key.slice(1)}` : 'It'} is already ${c.value}.` })];
  if (c.widget === 'option' && c.control) {
    const control = c.control;
    if (control.value === c.name) return [program({ kind: 'action', name: 'say', text: `${control.label || 'It'} is already ${c.name}.` })];
    const name = control.label || control.hint || '';
    const choose = control.kind === 'select'
      ? program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(c.name) })
      : program({ kind: 'action', name: 'click', element: query({ description: str(c.name) }) });
    // A form that is the page's own address (its value in the query) is sent, as the page's "Update" would.
    const key = (control.hint ?? '').trim().split(/\s+/).pop();
    const inQuery = !!key && !!currentAddress(state)?.searchParams.has(key);
    if (inQuery && control.submit && !control.sendsOnChange) return [choose, program({ kind: 'action', name: 'click', element: query({ description: str(control.submit), type: 'button' }) })];
    return [choose];
  }
  // A link whose name another link to elsewhere shares ("15:00" under each stylist): its own address.
  if (c.widget === 'link' && c.url && (state.links ?? []).some((l) => l.name === c.name && l.url !== c.url)) return [program({ kind: 'action', name: 'goto', url: c.url })];
  return [program({ kind: 'action', name: 'click', element: query({ description: str(c.name), type: c.widget === 'button' ? 'button' : 'link' }) })];
}

/** The words of `text` outside the spans, each one a carrier word (or one head noun after the last span: "the two kilo bag"). */
function onlyCarriers(text: string, spans: Array<{ index: number; length: number }>, keys: readonly string[]): boolean {
  let rest = text;
  for (const s of [...spans].sort((a, b) => b.index - a.index)) rest = `${rest.slice(0, s.index)} \u0000 ${rest.slice(s.index + s.length)}`;
  const keyWords = new Set(keys.flatMap((k) => k.toLowerCase().split(/[^\p{L}]+/u)).filter(Boolean));
  const words = rest.toLowerCase().replace(/[’‘]/g, "'").split(/[^\p{L}\p{N}'\u0000]+/u).filter(Boolean);
  let noun = 0;
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!;
    if (w === '\u0000' || CARRIER.has(w) || keyWords.has(w)) continue;
    // One noun right after the value ("bag", "tin", "pack"), or after a comparative said beside it ("the bigger bag, the 500 gram one").
    if ((words[i - 1] === '\u0000' || COMPARATIVE.test(words[i - 1] ?? '')) && noun === 0 && /^\p{L}{2,12}$/u.test(w)) {
      noun++;
      continue;
    }
    return false;
  }
  return true;
}

/** "The lilies", "the walnut one", "show me the orange roses": said with "the", the words of exactly one item the page in view lists. */
function namesOneItem(text: string, state: DialogueState): boolean {
  // ("the red ones" is a kind of them, a filter; "show me the orange roses", "the walnut one" is one of them.)
  const m = /^(?:(?:and|or|maybe|then|ok(?:ay)?|hmm)[,\s]+)*(?:(?:show me|let'?s see|let me see|open|look at|let'?s look at|what about|how about)\s+)?the\s+(.+?)(?:\s+one)?(?:\s+instead)?$/i.exec(text.trim());
  if (!m || /\bones$/i.test(m[1]!)) return false;
  // (Plurals as the singular: "lilies" names "White Lily Elegance".)
  const one = (w: string): string => stem(w.replace(/ies$/, 'y').replace(/(?<=[sxz]|[cs]h)es$/, ''));
  const said = m[1]!.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2).map(one);
  if (!said.length) return false;
  const here = currentUrl(state);
  const list = state.lists.find((l) => l.url === here && !l.bare && l.items.length >= 1);
  if (!list) return false;
  const named = list.items.filter((i) => { const w = new Set(i.name.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(one)); return said.every((x) => w.has(x)); });
  return named.length === 1;
}

/**
 * A turn that only says one or more of the page's choices ("Large, in sand." → two), or a
 * superlative over one group's ordered options ("the biggest size"): the programs that pick them.
 * Undefined when the turn says anything else, when a value matches options of two groups or two
 * options equally, or when the page offers no such choice.
 */
export function choiceTurn(text: string, state: DialogueState): Program[] | undefined {
  if (!text.trim()) return undefined;
  const groups = choiceGroups(state);
  if (!groups.length) return undefined;
  const sup = SUPERLATIVE.exec(text);
  if (sup) {
    const by = /cheap|lowest|expensive|pric|dear/i.test(sup[1]!) ? 'price' : 'size';
    const ordered = groups
      .map((g) => ({ g, ranks: g.choices.map((c) => orderOf(c, by)) }))
      .filter((x) => x.ranks.length >= 2 && x.ranks.every((r) => r !== undefined));
    if (ordered.length !== 1 || !onlyCarriers(text, [{ index: sup.index, length: sup[0].length }], [ordered[0]!.g.key])) return undefined;
    const { g, ranks } = ordered[0]!;
    const want = /smallest|cheap|lowest/i.test(sup[1]!) ? Math.min(...(ranks as number[])) : Math.max(...(ranks as number[]));
    const best = g.choices.filter((_, i) => ranks[i] === want);
    return best.length === 1 ? pick(best[0]!, state, g.key) : undefined;
  }
  // Round 18: "the lilies" on a page that lists items, one of which its name says ("White Lilies"): that
  // item is meant (an item named with "the"), not the filter option of that word.
  if (namesOneItem(text, state)) return undefined;
  // Each group's one option said; a group none of whose options is said is left alone.
  const picks: Array<{ c: Choice; span: { index: number; length: number }; key: string }> = [];
  for (const g of groups) {
    const hits = g.choices.map((c) => ({ c, span: choiceSaid(text, c) })).filter((h): h is { c: Choice; span: { index: number; length: number } } => !!h.span);
    if (!hits.length) continue;
    // The option said most fully ("blush pink" over "pink").
    const longest = Math.max(...hits.map((h) => h.span.length));
    const best = hits.filter((h) => h.span.length === longest);
    if (best.length !== 1) return undefined;
    picks.push({ ...best[0]!, key: g.key });
  }
  if (!picks.length) return undefined;
  // One span said for two groups' options: no choice.
  for (const a of picks) if (picks.some((b) => b !== a && b.span.index < a.span.index + a.span.length && a.span.index < b.span.index + b.span.length)) return undefined;
  if (!onlyCarriers(text, picks.map((p) => p.span), groups.map((g) => g.key))) return undefined;
  return picks.sort((a, b) => a.span.index - b.span.index).flatMap((p) => pick(p.c, state, p.key));
}

// ---------------------------------------------------------------------------------------------
// Times and days offered as links or buttons

/** Words a turn that only picks a time or a day may carry besides it. */
const SLOT_CARRIER = new Set(
  ("book reserve grab o'clock oclock slot slots appointment appointments time times thanks lovely free available open anything something " +
    'there any are go come day after before school work lunch lunchtime morning afternoon evening whats what\'s do you got possible ' +
    'in the with one that this then').split(' '),
);

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];
const SAID_WEEKDAY = /\b(sunday|monday|tuesday|wednesday|thursday|friday|saturday)s?\b/i;
const NAMED_WEEKDAY = /\b(sun|mon|tue|wed|thu|fri|sat)(?:[a-z]*)\.?\b/i;

/** The page's links and enabled buttons whose name writes one clock time ("10:00am with Priya Patel", "16:30"). */
export function timeChoices(state: DialogueState): Array<Choice & { minutes: number }> {
  const out: Array<Choice & { minutes: number }> = [];
  const short = (n: string) => n.split(/\s+/).length <= 7;
  const add = (name: string, widget: 'link' | 'button', url?: string) => {
    const m = writtenTime(name);
    if (m === undefined || !short(name) || UNAVAILABLE.test(name) || out.some((o) => o.name === name && o.url === url)) return;
    out.push({ name, value: name, widget, minutes: m, ...(url ? { url } : {}) });
  };
  // A link that titles a row with its own controls ("4:30 PM · Sculling taster [Book]") names the row: the row readers act on it.
  const titles = new Set(state.rows.filter((r) => r.actions?.length).map((r) => r.title));
  for (const l of state.links ?? []) if (!titles.has(l.name)) add(l.name, 'link', l.url);
  for (const b of state.buttonsOn ?? []) add(b, 'button');
  return out;
}

/** The words of `text` outside the span, each a carrier (or a word of the chosen name: "with Patel"). */
function onlySlotWords(text: string, span: { index: number; length: number }, name = ''): boolean {
  const rest = `${text.slice(0, span.index)} ${text.slice(span.index + span.length)}`;
  const own = new Set(name.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2));
  return rest
    .toLowerCase()
    .replace(/[’‘]/g, "'")
    .split(/[^\p{L}\p{N}']+/u)
    .filter(Boolean)
    .every((w) => CARRIER.has(w) || SLOT_CARRIER.has(w) || own.has(w) || own.has(w.replace(/'s$/, '')));
}

/**
 * "Ten o'clock then", "book the eleven", "four thirty, that one": a clock time said, and little
 * else, where the page offers times as links or buttons: the one that writes that time (the
 * afternoon one when only it is offered). Two offered at that time (two people's) and nothing said
 * to choose: undefined. A question ("is ten free?") is left to the page's answers.
 */
export function slotTurn(text: string, state: DialogueState): Program[] | undefined {
  if (/\?\s*$/.test(text) || /^(?:is|are|what|which|when|do|does|any)\b/i.test(text.trim())) return undefined;
  const times = timeChoices(state);
  if (times.length < 2) return undefined;
  const said = saidTime(text, true);
  if (!said) return undefined;
  // "The one" is an item, not one o'clock.
  if (!saidTime(text) && /^one$/i.test(text.slice(said.index, said.index + said.length)) && !/\b(?:at|for|around|about)\s+$/i.test(text.slice(0, said.index))) return undefined;
  let hits = times.filter((t) => t.minutes === said.minutes);
  if (!hits.length && !said.fixed) hits = times.filter((t) => t.minutes === said.minutes + 12 * 60);
  if (!hits.length) return undefined;
  // Round 20: a grid of days and times ("Thu 3 Dec 11:00" under each day): the day said with it, else the day the talk is about.
  const day = hits.length > 1 ? slotDay(text, hits, state) : undefined;
  if (day) {
    hits = day.hits;
    text = day.text;
    return slotOf(text, saidTime(text, true) ?? said, hits, state);
  }
  return slotOf(text, said, hits, state);
}

/** Round 27: "the first slot", "the last time", "the earliest appointment", "the second available time". */
const SLOT_AT = /^(?:(?:ok(?:ay)?|right|then|and|so|yes|yeah|great)[,\s]+)*(?:(?:book|take|pick|choose|grab|give me|let'?s (?:do|take|go with)|i'?ll take|we'?ll take)\s+)?the\s+(first|second|third|last|earliest|latest)\s+(?:(?:free|available|open)\s+)?(?:slot|time|appointment|opening|time slot)(?:\s+(?:then|please|available|free|there is|they have|you have))*$/i;
const AT_INDEX: Record<string, number> = { first: 0, earliest: 0, second: 1, third: 2, last: -1, latest: -1 };

/**
 * Round 27: the nth of the page's offered times ("the first slot"): the noun names the group of
 * times, so a strip of day links is no candidate ("first" is no 1st of the month here). The
 * offered times in time order; undefined unless they are one day's (no two at one time) and at least two.
 */
export function slotByPosition(text: string, state: DialogueState): Program[] | undefined {
  const m = SLOT_AT.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const times = timeChoices(state);
  if (times.length < 2 || new Set(times.map((t) => t.minutes)).size !== times.length) return undefined;
  const ordered = [...times].sort((a, b) => a.minutes - b.minutes);
  const i = AT_INDEX[m[1]!.toLowerCase()]!;
  const chosen = i < 0 ? ordered[ordered.length - 1] : ordered[i];
  return chosen ? pick(chosen, state) : undefined;
}

/** The one of `hits` the turn names (a name said with the time: "the eleven with Patel"), or all when it names none. */
function slotOf(text: string, said: { index: number; length: number }, hits: Array<Choice & { minutes: number }>, state: DialogueState): Program[] | undefined {
  // A name said with it ("the eleven with Patel") narrows them: the link's name, or a value of its address ("?stylist=sam").
  const words = (h: Choice): string => {
    let values = '';
    try {
      values = h.url ? [...new URL(h.url).searchParams.values()].join(' ').replace(/[-_]/g, ' ') : '';
    } catch {
      values = '';
    }
    return `${h.name} ${values}`;
  };
  const named = hits.filter((h) => onlySlotWords(text, said, words(h)) && !onlySlotWords(text, said));
  const chosen = named.length === 1 ? named : onlySlotWords(text, said) ? hits : [];
  if (chosen.length !== 1) return undefined;
  return pick(chosen[0]!, state);
}

/** The day a slot is on: the ISO day of its address, else the weekday and day of the month its name writes. */
function dayOfSlot(c: Choice): { iso?: string; weekday?: number; day?: number; month?: number } | undefined {
  let iso: string | undefined;
  try {
    iso = c.url ? [...new URL(c.url).searchParams.values()].find((v) => /^\d{4}-\d{2}-\d{2}$/.test(v)) : undefined;
  } catch {
    iso = undefined;
  }
  if (iso) {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return { iso, weekday: new Date(y, m - 1, d).getDay(), day: d, month: m };
  }
  const wd = SLOT_WEEKDAY.exec(c.name);
  const written = optionDay(c.name.replace(/\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?/gi, ' '));
  if (!wd && !written) return undefined;
  return { ...(wd ? { weekday: WEEKDAYS.findIndex((n) => n.startsWith(wd[1]!.toLowerCase().slice(0, 3))) } : {}), ...(written ? { day: written.day, ...(written.month ? { month: written.month } : {}) } : {}) };
}

/** Whether a slot's day is the day said. */
function sameDay(d: NonNullable<ReturnType<typeof dayOfSlot>>, s: NonNullable<ReturnType<typeof daySaidIn>>): boolean {
  return (s.iso === undefined || d.iso === s.iso) && (s.weekday === undefined || d.weekday === s.weekday) &&
    (s.day === undefined || d.day === s.day) && (s.month === undefined || d.month === undefined || d.month === s.month);
}

/** A weekday as a slot's name writes it ("Thu", "Thurs", "Thursday"). */
const SLOT_WEEKDAY = /\b(sun|mon|tues?|wed|thu(?:rs?)?|fri|sat)(?:day|nesday|urday)?\.?(?![a-z])/i;

/** A day said in `text`: a weekday, a day of the month, or today / tomorrow; its span. */
function daySaidIn(text: string, state: DialogueState): { weekday?: number; day?: number; month?: number; iso?: string; index: number; length: number } | undefined {
  const wd = SAID_WEEKDAY.exec(text);
  // ("The 3 o'clock" is a time, not the 3rd.)
  const clock = saidTime(text, true);
  const day = saidDay(text);
  const dm = day && !(clock && day.index < clock.index + clock.length && clock.index < day.index + day.length) ? day : undefined;
  if (wd || dm) {
    const spans = [wd && { index: wd.index, length: wd[0].length }, dm && { index: dm.index, length: dm.length }].filter((x): x is { index: number; length: number } => !!x);
    const index = Math.min(...spans.map((x) => x.index));
    const end = Math.max(...spans.map((x) => x.index + x.length));
    return { ...(wd ? { weekday: WEEKDAYS.indexOf(wd[1]!.toLowerCase()) } : {}), ...(dm ? { day: dm.day, ...(dm.month ? { month: dm.month } : {}) } : {}), index, length: end - index };
  }
  const rel = /\b(today|tomorrow)\b/i.exec(text);
  if (!rel) return undefined;
  const t = todayOf(state.today);
  return { iso: isoOfDay(new Date(t.getFullYear(), t.getMonth(), t.getDate() + (/tomorrow/i.test(rel[1]!) ? 1 : 0))), index: rel.index, length: rel[0].length };
}

/**
 * Round 20: slots at one time on several days (a timetable: days by times): those of the day the
 * turn says ("Friday at two"), else of the day said last in the talk ("what's free on Thursday
 * morning?" … "take the eleven o'clock"; "same day at four"). The turn without its day words.
 */
function slotDay(text: string, hits: Array<Choice & { minutes: number }>, state: DialogueState): { hits: Array<Choice & { minutes: number }>; text: string } | undefined {
  const days = hits.map(dayOfSlot);
  if (days.some((d) => !d)) return undefined;
  const own = daySaidIn(text, state);
  const same = /\b(?:on\s+)?(?:the\s+)?same\s+day\b/i.exec(text);
  const earlier = own ? undefined : [...(state.said ?? [])].reverse().slice(0, 4).map((u) => daySaidIn(u, state)).find(Boolean);
  const spec = own ?? earlier;
  if (!spec) return undefined;
  const chosen = hits.filter((_, i) => sameDay(days[i]!, spec));
  // The day narrows nothing (one day's slots of several people): the turn is read as before.
  if (!chosen.length || chosen.length === hits.length) return undefined;
  const span = own ?? (same ? { index: same.index, length: same[0].length } : undefined);
  const rest = span ? `${text.slice(0, span.index)} ${text.slice(span.index + span.length)}` : text;
  return { hits: chosen, text: rest.replace(/\s+/g, ' ').replace(/\b(?:on|for)\s+(?=at\b)/i, '').trim() };
}

/** A day a link offers: its ISO day in the address, else the weekday and day its name writes. */
interface OfferedDay {
  name: string;
  iso?: string;
  weekday?: number;
  day?: number;
  month?: number;
}

/** The page's links to a day (a strip of days: "Wed 2 Dec", "?date=2026-12-02"), other than the day shown. */
export function dayChoices(state: DialogueState): OfferedDay[] {
  const here = currentAddress(state);
  const out: OfferedDay[] = [];
  for (const { link: l, url: u } of linkAddresses(state)) {
    if (here && u.origin !== here.origin) continue;
    const iso = [...u.searchParams].find(([k, v]) => /^\d{4}-\d{2}-\d{2}$/.test(v) && here?.searchParams.get(k) !== v)?.[1];
    const written = optionDay(l.name);
    const wd = NAMED_WEEKDAY.exec(l.name);
    // A link that names no day and only carries one in its address is another kind of link (a slot, a booking).
    if (!written && !wd) continue;
    // Round 20: a link that writes a time too is a slot of a timetable ("Thu 3 Dec 11:00"), not a day to show.
    if (l.name.split(/\s+/).length > 5 || writtenTime(l.name) !== undefined) continue;
    const d: OfferedDay = { name: l.name };
    if (iso) {
      const [y, m, day] = iso.split('-').map(Number) as [number, number, number];
      Object.assign(d, { iso, weekday: new Date(y, m - 1, day).getDay(), day, month: m });
    } else {
      if (written) Object.assign(d, { day: written.day, ...(written.month ? { month: written.month } : {}) });
      if (wd) d.weekday = WEEKDAYS.findIndex((n) => n.startsWith(wd[1]!.toLowerCase()));
    }
    if (!out.some((o) => o.name === d.name)) out.push(d);
  }
  return out;
}

/**
 * "Anything on Wednesday?", "can I go on Thursday instead?", "Friday the 4th, after school",
 * "Tuesday the 8th", "and tomorrow": a day said, and little else, where the page offers days as
 * links: the one link of that weekday and day of the month (the nearest, when a weekday alone is
 * said and the strip shows two). A time said too is no turn of this kind.
 */
export function dayTurn(text: string, state: DialogueState): Program[] | undefined {
  // Round 26: "Saturday instead of tomorrow", "Friday, not Thursday": the day said first is the new one; the one it replaces goes.
  text = text.replace(REPLACED_DAY, ' ').trim();
  const days = dayChoices(state);
  if (days.length < 2 || saidTime(text)) return undefined;
  const spans: Array<{ index: number; length: number }> = [];
  const wd = SAID_WEEKDAY.exec(text);
  const weekday = wd ? WEEKDAYS.indexOf(wd[1]!.toLowerCase()) : undefined;
  if (wd) spans.push({ index: wd.index, length: wd[0].length });
  const dm = saidDay(text);
  if (dm) spans.push({ index: dm.index, length: dm.length });
  let iso: string | undefined;
  const rel = /\b(today|tomorrow|(?:the\s+)?day\s+after\s+tomorrow)\b/i.exec(text);
  if (rel && !wd && !dm) {
    const t = todayOf(state.today);
    const step = /after/i.test(rel[1]!) ? 2 : /tomorrow/i.test(rel[1]!) ? 1 : 0;
    iso = isoOfDay(new Date(t.getFullYear(), t.getMonth(), t.getDate() + step));
    spans.push({ index: rel.index, length: rel[0].length });
  }
  if (!spans.length) return undefined;
  let rest = text;
  for (const s of [...spans].sort((a, b) => b.index - a.index)) rest = `${rest.slice(0, s.index)} ${rest.slice(s.index + s.length)}`;
  if (!onlySlotWords(rest, { index: 0, length: 0 })) return undefined;
  const hits = days.filter((d) =>
    (iso === undefined || d.iso === iso) &&
    (weekday === undefined || d.weekday === weekday) &&
    (!dm || (d.day === dm.day && (dm.month === undefined || d.month === undefined || d.month === dm.month))));
  if (!hits.length) return undefined;
  // A weekday alone, shown twice: the nearest, when the addresses say which.
  const chosen = hits.length === 1 ? hits[0] : hits.every((h) => h.iso) ? [...hits].sort((a, b) => a.iso!.localeCompare(b.iso!))[0] : undefined;
  return chosen ? pick({ name: chosen.name, value: chosen.iso ?? chosen.name, widget: 'link' }, state) : undefined;
}

/** Round 26: the day a turn replaces, after the new one: "instead of tomorrow", "rather than on Friday", ", not the 4th". */
const REPLACED_DAY = new RegExp(String.raw`,?\s+(?:instead\s+of|rather\s+than|and\s+not|not)\s+(?:on\s+)?(?:the\s+)?(?:today|tomorrow|${WEEKDAY_SAID}|\d{1,2}(?:st|nd|rd|th))\b(?:\s+one)?$`, 'i');

/**
 * Whether the programs only change what the page shows: clicks on links to the current path (a
 * choice or a day shown in the address). A question may do that ("anything on Wednesday?").
 */
export function viewsOnly(programs: readonly Program[], state: DialogueState): boolean {
  const here = currentAddress(state);
  if (!here || !programs.length) return false;
  return programs.every((p) => {
    if (p.action.name !== 'click' || !('element' in p.action)) return false;
    const el = p.action.element as { description?: { value?: string }; type?: string };
    const name = el.description?.value;
    const links = (state.links ?? []).filter((l) => l.name === name);
    return el.type === 'link' && links.length > 0 && links.every((l) => {
      try {
        return new URL(l.url).pathname === here.pathname;
      } catch {
        return false;
      }
    });
  });
}

/**
 * Round 20: a turn that says a day where the page's slots carry days (a timetable of days by
 * times): the turn without the day, and the page as that day's slots alone (its other links and
 * buttons kept). "What's free on Thursday morning?" is then "what's free in the morning?" on
 * Thursday's column. Undefined when the turn says no day, or the slots carry none or one day.
 */
export function slotDayView(text: string, state: DialogueState): { text: string; state: DialogueState } | undefined {
  const times = timeChoices(state);
  if (times.length < 2) return undefined;
  const said = daySaidIn(text, state);
  if (!said) return undefined;
  const days = times.map(dayOfSlot);
  if (days.some((d) => !d) || new Set(days.map((d) => d!.iso ?? `${d!.weekday}/${d!.day}`)).size < 2) return undefined;
  const ofDay = new Set(times.filter((_, i) => sameDay(days[i]!, said)).map((t) => `${t.widget} ${t.name} ${t.url ?? ''}`));
  if (!ofDay.size) return undefined;
  const other = new Set(times.map((t) => `${t.widget} ${t.name} ${t.url ?? ''}`).filter((k) => !ofDay.has(k)));
  const rest = `${text.slice(0, said.index)} ${text.slice(said.index + said.length)}`.replace(/\s+/g, ' ').replace(/\b(?:on|for)\s+(?=(?:in the|this|at)\b|[?.!]?$)/i, '')
    // "on Thursday morning" → "in the morning"
    .replace(/\b(?:on|for)\s+(morning|afternoon|evening)\b/i, 'in the $1').trim();
  return {
    text: rest,
    state: {
      ...state,
      // (The timetable's rows are its times, of every day: the day's own slots say which are free.)
      rows: state.rows.filter((r) => writtenTime(r.title) === undefined),
      links: (state.links ?? []).filter((l) => !other.has(`link ${l.name} ${l.url}`)),
      buttonsOn: (state.buttonsOn ?? []).filter((b) => !other.has(`button ${b} `)),
    },
  };
}

/**
 * Round 20: a day and a time said together ("Thursday at three", "can we do Sunday at half twelve?",
 * "Wednesday afternoon") where the page offers days as links and the day's times on the page each
 * one leads to: the day, then the time (or the part of the day, as "the afternoon one") read on
 * that page. Undefined when the turn says no time, or the day is no link of the page.
 */
export function dayThenTime(text: string, state: DialogueState): string[] | undefined {
  const bare = saidTime(text, true);
  const said = saidTime(text) ?? (bare && /\b(?:at|for|around|about)\s+$/i.test(text.slice(0, bare.index)) ? bare : undefined);
  const part = /\b(?:in the\s+)?(morning|afternoon|evening)\b/i.exec(text);
  const span = said ?? (part ? { index: part.index, length: part[0].length } : undefined);
  if (!span) return undefined;
  const before = text.slice(0, span.index).replace(/(?:,\s*|\s+)(?:at|for|around|about)\s*$/i, '');
  const dayPart = `${before} ${text.slice(span.index + span.length)}`.replace(/\s+/g, ' ').trim();
  if (!daySaidIn(dayPart, state) || !dayTurn(dayPart, state)) return undefined;
  const time = text.slice(span.index, span.index + span.length);
  const question = /\?\s*$/.test(text) ? '?' : '';
  // A question of a part of the day asks what is free then; a request takes its one time.
  const period = part?.[1]!.toLowerCase();
  return [dayPart, said ? `at ${time}${question}` : question ? `anything in the ${period}?` : `the ${period} one`];
}
