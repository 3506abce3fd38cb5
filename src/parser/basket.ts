/**
 * Round 17: turns that put things into a basket (cart, bag, trolley) or take them out of it, read
 * from the page's structure and the dialogue state, never from a site's words:
 *
 * - the item in view: "add two of the drill to my basket", "put two tins in the basket" on an
 *   item's page → the count into the quantity box of the form whose button adds (its label says
 *   "Quantity", "Qty", or it is a menu of bare counts; its form's button says add / basket / cart /
 *   bag / trolley), then that button. The form's own hidden fields keep the options chosen before.
 * - a basket's lines (repeated rows, each with a quantity control of its own form and a button that
 *   removes it): "actually, one is enough", "sorry, I meant two boxes, not three", "make it one" →
 *   the count into the line the noun names, else the line last added (the item a recent turn's add
 *   control was pressed for) or last named, then that line's own update button when its form does
 *   not send itself; "take the brushes out", "remove the balls" → the removing control of the line
 *   whose title holds the words.
 * - items seen before: "and the pruner as well", "the bit set too, the thirty-five piece one we
 *   saw" on a page that shows no such thing, after a turn that added something → the item of a
 *   list seen earlier (its title holds every word said) is opened and its add button pressed.
 *
 * Each reading acts only when one line, one form, one item is sure; otherwise it leaves the turn to
 * the other readings.
 */
import { literal, program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState, SeenControl, SeenItem } from './context.js';
import { lastClicked, pluralStem, samePage } from './compare.js';

const NUMBERS: Record<string, number> = {
  a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12,
  thirteen: 13, fourteen: 14, fifteen: 15, sixteen: 16, seventeen: 17, eighteen: 18, nineteen: 19, twenty: 20, thirty: 30, forty: 40, fifty: 50, sixty: 60, seventy: 70, eighty: 80, ninety: 90,
};
const N = String.raw`(\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple|a pair)`;
const countOf = (w: string): number | undefined => (/^\d+$/.test(w) ? Number(w) : /^a (?:couple|pair)$/i.test(w) ? 2 : NUMBERS[w.toLowerCase()]);

/** Words around the request that say nothing about it. */
const LEAD = /^(?:(?:so|and|oh|ok(?:ay)?|right|then|actually|um+|erm|yeah|yes|no|hmm+|well|wait|oh wait|sorry|great|perfect|cool|also|plus|alright|all right)[,\s]+)+/i;
const POLITE = /^(?:(?:can|could|would|will) you(?: please)?|please|let'?s|let us|go ahead and|i'?d like to|i want to|i would like to|just)\s+/i;
const TAIL = /(?:[,\s]+(?:please|as well|too|also|then|thanks|thank you|instead|for me|for us|for now|now))+$/i;

/** Where a shop puts what one buys. */
const PLACE = String.raw`(?:shopping\s+)?(?:basket|cart|bag|trolley)`;
const CART_WORD = /\b(?:basket|cart|bag|trolley)\b/i;
/** A button that puts the thing in a basket. */
const ADDS = /\b(?:add|basket|cart|bag|trolley|buy)\b/i;
/** A button that saves a changed count. */
const UPDATES = /\b(?:update|apply|save|recalculate|refresh|change)\b/i;
/** A control that takes a line out. */
const REMOVES = /^(?:remove|delete|discard|drop|take out|×|✕|x)\b/i;
/** What a page calls the number of things bought. */
const QUANTITY = /\b(?:quantity|qty|how many)\b/i;
/** Nouns that only pack or count the thing ("two boxes", "three tins"), not its name. */
const UNIT = /^(?:pairs?|sets?|packs?|packets?|box|boxes|pieces?|items?|units?|bottles?|bags?|rolls?|cases?|copies|copy|ones?|tins?|cans?|tubs?|jars?|cartons?|sacks?|tubes?|bundles?|skeins?|balls?|boxes|pots?|of (?:those|these|them|it))$/i;

const PLAIN = /^(?:the|a|an|of|to|in|into|my|our|your|this|that|these|those|it|them|one|ones|we|i|you|saw|seen|too|also|well|as|and|with|for|on|piece)$/;
/** The content words of a phrase, normalized; numbers as digits. */
function contentWords(s: string): string[] {
  return digits(s).replace(/(\d)(\p{L})/gu, '$1 $2').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !PLAIN.test(w)).map(pluralStem).filter((w) => w.length > 1 || /^\d$/.test(w));
}
/** Spoken numbers as digits: "thirty-five" → "35", "twelve piece" → "12 piece". */
function digits(s: string): string {
  const unit = 'one|two|three|four|five|six|seven|eight|nine';
  const tens = 'twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety';
  return s
    .replace(new RegExp(String.raw`\b(${tens})[\s-]+(${unit})\b`, 'gi'), (_, t: string, u: string) => String(NUMBERS[t.toLowerCase()]! + NUMBERS[u.toLowerCase()]!))
    .replace(new RegExp(String.raw`\b(${tens}|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen)\b`, 'gi'), (t: string) => String(NUMBERS[t.toLowerCase()]))
    .replace(new RegExp(String.raw`\b(${unit})(?=[\s-]+(?:piece|pack|part|litre|liter|metre|meter|inch|cm|mm|kg|g|l)s?\b)`, 'gi'), (u: string) => String(NUMBERS[u.toLowerCase()]));
}
/** Whether `text` holds every word of `words` (normalized). */
const holdsAll = (text: string, words: readonly string[]): boolean => {
  if (!words.length) return false;
  const have = new Set(contentWords(text));
  return words.every((w) => have.has(w));
};

function cleaned(clause: string): string {
  let t = clause.trim().replace(/[.!?…]+$/, '').replace(/\s+/g, ' ');
  for (let i = 0; i < 3; i++) t = `${t} `.replace(LEAD, '').replace(POLITE, '').trim().replace(TAIL, '').trim();
  return t;
}

/** A control that counts: a number box, or a menu of bare counts. */
const counts = (c: SeenControl): boolean =>
  c.kind === 'number' || (c.kind === 'select' && (c.options ?? []).filter((o) => /\S/.test(o)).length > 1 && (c.options ?? []).every((o) => !/\S/.test(o) || /^\s*\d{1,3}\s*$/.test(o)));
const isQuantity = (c: SeenControl): boolean => counts(c) && (QUANTITY.test(`${c.label} ${c.hint ?? ''}`) || c.kind === 'select');

/** The count into a control (by its name, inside `item` when given; `byKind`: a menu inside `item`, by its kind alone). */
export function setCount(c: SeenControl, n: number, item?: Query, byKind = false): Program | undefined {
  const name = c.label || c.hint || 'quantity';
  if (c.kind === 'number') return program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(name), type: 'input', ...(item ? { in: item } : {}) }) });
  const option = (c.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}\s*$`).test(o));
  if (!option) return undefined;
  return program({ kind: 'action', name: 'select', element: query({ ...(byKind && item ? {} : { description: str(name) }), type: 'dropdown', ...(item ? { in: item } : {}) }), option: literal(option) });
}
export const click = (name: string, item?: Query, type?: 'button'): Program =>
  program({ kind: 'action', name: 'click', element: query({ description: str(name), ...(type ? { type } : {}), ...(item ? { in: item } : {}) }) });

// ---------------------------------------------------------------------------------------------
// The item in view.

/** "add two of the drill to my basket", "put two tins in the basket", "add one of those", "get three". */
const ADD_COUNT = new RegExp(
  String.raw`^(?:add|put|pop|stick|throw|get|order|buy)\s+(?:in\s+)?${N}\s*(?:(?:of\s+)?(?:the|those|these|them|it|that|this)\b\s*)?(.*?)\s*(?:(?:in|into|to|in to)\s+(?:the|my|our|your)\s+(${PLACE}))?$`,
  'i',
);

/** The page's one form that adds the item in view: its quantity control and its button. */
function addForm(state: DialogueState): { quantity: SeenControl; submit: string } | undefined {
  const forms = (state.controls ?? []).filter((c) => c.form !== undefined && c.submit && ADDS.test(c.submit) && !UPDATES.test(c.submit) && isQuantity(c));
  const byForm = [...new Set(forms.map((c) => c.form))];
  if (byForm.length !== 1) return undefined;
  const quantity = forms.find((c) => c.form === byForm[0])!;
  return { quantity, submit: quantity.submit! };
}

/**
 * "Add two of the drill to my basket", "put two tins in the basket" on the page of the item: the
 * count into its add form's quantity, then the form's button. The words after the count must be
 * the item in view (the heading holds one of them) or a unit ("tins", "boxes"); undefined else.
 */
export function addInView(clause: string, state: DialogueState): Program[] | undefined {
  const m = ADD_COUNT.exec(cleaned(clause));
  if (!m) return undefined;
  const n = countOf(m[1]!);
  if (!n || n > 99) return undefined;
  const form = addForm(state);
  if (!form) return undefined;
  const what = m[2]!.trim();
  if (what) {
    const words = contentWords(what);
    const heading = state.heading ? contentWords(state.heading) : [];
    const unit = UNIT.test(what) || (/^[\p{L}]+$/u.test(what) && !state.rows.some((r) => contentWords(r.title).includes(pluralStem(what))));
    if (!unit && !words.some((w) => heading.includes(w))) return undefined;
  }
  const set = setCount(form.quantity, n);
  if (!set) return undefined;
  return [set, click(form.submit, undefined, 'button')];
}

// ---------------------------------------------------------------------------------------------
// A basket's lines.

/** "one is enough", "one's fine", "two will do", "I meant two boxes, not three", "make it one", "change it to two". */
const CORRECT = [
  new RegExp(String.raw`^(?:just\s+|only\s+)?${N}(?:\s+([\p{L}]+))?\s*(?:(?:is|['’]s|are|['’]re)\s+(?:enough|plenty|fine|ok|okay|good|sufficient)|(?:will|would|should|['’]ll)\s+do)$`, 'iu'),
  new RegExp(String.raw`^(?:i|we)\s+(?:meant|mean|said|wanted|only (?:need|want)(?:ed)?|just (?:need|want)(?:ed)?)\s+(?:just\s+|only\s+)?${N}(?:\s+([\p{L}]+))?(?:,?\s+not\s+${N}(?:\s+[\p{L}]+)?)?$`, 'iu'),
  new RegExp(String.raw`^(?:make|change|set|update)\s+(?:it|that|them|this|the\s+(?:quantity|number|amount|count))\s+(?:to\s+|at\s+)?(?:just\s+|only\s+)?${N}(?:\s+([\p{L}]+))?$`, 'iu'),
  // Round 18: "actually I want three of them", "we'll take two of those" (on a basket: the line's count).
  new RegExp(String.raw`^(?:i|we)\s+(?:(?:actually|really)\s+)?(?:want|need|['’]d like|would like|['’]ll take|will take|['’]ll have)\s+(?:just\s+|only\s+)?${N}(?:\s+of\s+(?:them|those|these|it))?()$`, 'iu'),
];
/** Round 21: a line named, then its count: "make the eggs six", "change the flour to 500", "make it two of the lights" (the noun must name one line). */
const NAMED_COUNT = [
  new RegExp(String.raw`^(?:make|change|set|update|put)\s+(?:the\s+|my\s+)?(?!it\b|that\b|them\b|this\b)([\p{L}][\p{L}\s-]*?)\s+(?:to\s+|at\s+|up to\s+|down to\s+)?(?:just\s+|only\s+)?${N}$`, 'iu'),
  new RegExp(String.raw`^(?:make|change|set)\s+(?:it|that)\s+(?:to\s+)?${N}\s+of\s+(?:the|my)\s+([\p{L}][\p{L}\s-]*)$`, 'iu'),
];
/** Round 18: "sorry, just one actually", "only two": a count said with just / only and nothing else (read before `cleaned` takes the "just"). */
const ONLY_N = new RegExp(String.raw`^(?:just|only)\s+${N}(?:\s+of\s+(?:the|my|those|these))?(?:\s+([\p{L}]+))?$`, 'iu');
/** Round 29 (r29-additem): "two not three", "two, not three" at a clause's end: the count said, the one taken back dropped. */
const NOT_N = new RegExp(String.raw`\b${N}\s*,?\s+(?:not|instead of|rather than)\s+${N}(?:\s+[\p{L}]+)?$`, 'iu');

interface Line {
  title: string;
  text: string;
  actions?: string[];
}

/** The basket's lines: rows that have a control that removes them, or a count control of their own. */
function basketLines(state: DialogueState): Line[] {
  // (A row found twice — a table row and the group it makes alone — is one line.)
  const lines = state.rows.filter((r, k) => (r.actions ?? []).some((a) => REMOVES.test(a.trim())) && state.rows.findIndex((o) => o.title === r.title && o.text === r.text) === k);
  // (A group's container holds its rows' texts: the row itself, not the whole table.)
  // (Round 21: two lines may share a title — two prints of one size — and are no container of each other.)
  return lines.filter((r) => !lines.some((o) => o !== r && o.text.length < r.text.length && (r.text.includes(o.text) || (o.title !== r.title && r.text.includes(o.title)))));
}

/** The line whose title holds the words said, when one does. */
function lineNamed(lines: readonly Line[], words: readonly string[]): Line | undefined {
  if (!words.length) return undefined;
  const hits = lines.filter((l) => holdsAll(l.title, words));
  if (hits.length === 1) return hits[0];
  const inText = lines.filter((l) => holdsAll(l.text, words));
  return inText.length === 1 ? inText[0] : undefined;
}

/** What a recent turn added: the name of the item its add control was pressed for (a row's words, else the page it was on). */
export function lastAdded(state: DialogueState): string | undefined {
  for (const turn of [...state.executed].slice(-6).reverse()) {
    for (const p of [...turn.programs].reverse()) {
      const a = p.action;
      if (a.name !== 'click' || !('element' in a)) continue;
      const d = a.element.description;
      if (d?.kind !== 'string' || !ADDS.test(d.value)) continue;
      const inside = a.element.in?.description;
      if (inside?.kind === 'string' && inside.value.trim()) return inside.value;
      // Pressed on an item's own page: that page's title.
      const page = turn.url ? [...(state.pages ?? [])].reverse().find((x) => samePage(x.url, turn.url!)) : undefined;
      if (page) return page.title;
    }
  }
  return undefined;
}

/** Whether the last turns that pressed something added a thing (an update of a count since is no other act). */
function addedLately(state: DialogueState): boolean {
  for (const turn of [...state.executed].slice(-3).reverse()) {
    for (const p of [...turn.programs].reverse()) {
      const a = p.action;
      if (a.name !== 'click' || !('element' in a)) continue;
      const d = a.element.description;
      if (d?.kind !== 'string') continue;
      if (ADDS.test(d.value)) return true;
      if (!UPDATES.test(d.value)) return false;
    }
  }
  return false;
}

/** The line a recent turn added: the one whose title shares the most words with it (one best). */
function lineAdded(lines: readonly Line[], state: DialogueState): Line | undefined {
  const added = lastAdded(state);
  if (!added) return undefined;
  const want = new Set(contentWords(added));
  const scored = lines.map((l) => ({ l, n: contentWords(l.title).filter((w) => want.has(w)).length })).sort((a, b) => b.n - a.n);
  if (!scored.length || scored[0]!.n === 0 || (scored[1] && scored[1].n === scored[0]!.n)) return undefined;
  return scored[0]!.l;
}

/**
 * "Actually, one is enough", "sorry, I meant two boxes, not three", "make it one" on a basket: the
 * count into the quantity of the line the noun names, else the line last added; then its own update
 * button when the form does not send itself. Undefined when the page is no basket or the line is not sure.
 */
export function correctLine(clauses: readonly string[], state: DialogueState): Program[] | undefined {
  const said = clauses.map((c) => {
    const only = ONLY_N.exec(c.trim().replace(/[.!?…]+$/, '').replace(LEAD, '').replace(/[,\s]+(?:actually|then|instead)$/i, '').trim());
    return only ? `${only[1]}${only[2] ? ` ${only[2]}` : ''} is enough` : cleaned(c).replace(NOT_N, '$1');
  }).map((c) => {
    for (const re of CORRECT) {
      const m = re.exec(c);
      if (m) return { n: countOf(m[1]!), noun: m[2] || undefined, named: false };
    }
    const [first, second] = NAMED_COUNT.map((re) => re.exec(c));
    if (first) return { n: countOf(first[2]!), noun: first[1]!, named: true };
    if (second) return { n: countOf(second[1]!), noun: second[2]!, named: true };
    return undefined;
  });
  const hits = said.filter(Boolean);
  if (hits.length < 1 || !hits.every((h) => h!.n === hits[0]!.n)) return undefined;
  const { n, noun, named } = hits[hits.length - 1]!;
  if (!n || n > 99) return undefined;
  const quantities = (state.controls ?? []).filter(isQuantity);
  if (!quantities.length) return undefined;
  const lines = basketLines(state);
  if (!lines.length) {
    // A basket of one line is no repeated group: its one count control whose form's button updates.
    const updating = quantities.filter((c) => c.submit && UPDATES.test(c.submit));
    if (updating.length !== 1 || quantities.length !== 1) return undefined;
    const c = updating[0]!;
    const set = setCount(c, n);
    return set ? [set, ...(c.sendsOnChange ? [] : [click(c.submit!, undefined, 'button')])] : undefined;
  }
  let line: Line | undefined;
  const nounWords = noun && !/^(?:of|more)$/i.test(noun) ? contentWords(noun) : [];
  if (nounWords.length) line = lineNamed(lines, nounWords);
  const byNoun = line !== undefined;
  // (A line named before its count — "make the eggs six" — is that line or none.)
  if (named && !byNoun) return undefined;
  line ??= lines.length === 1 ? lines[0] : lineAdded(lines, state);
  if (!line) return undefined;
  // The line's own count control: the quantity labelled with its title, else the one of its kind (every line's alike).
  const own = quantities.filter((c) => holdsAll(c.label, contentWords(line!.title)) && contentWords(line!.title).length > 0);
  // A line named by its noun among lines whose count controls are named alike ("two pairs is plenty"): the menu of counts in the row that holds the noun, by its kind.
  const bare = byNoun && own.length !== 1 && quantities.length > 1;
  const control = own.length === 1 ? own[0]! : quantities[0]!;
  // (The page's one count control, or one labelled for its line, by its name; else the line's own.)
  const alone = quantities.length === 1;
  // (Round 29: lines titled alike — a "Ready in 4 working days" line under each name — are told apart by the noun said.)
  const rowName = byNoun && lines.filter((l) => l.title === line!.title).length > 1 ? noun! : line.title;
  const item = query({ item: 1, description: str(rowName) });
  const set = own.length === 1 || alone ? setCount(control, n) : setCount(control, n, item, bare);
  if (!set) return undefined;
  const programs = [set];
  if (control.submit && UPDATES.test(control.submit) && !control.sendsOnChange) programs.push(click(control.submit, alone ? undefined : item, 'button'));
  return programs;
}

/** "take the brushes out", "remove the balls", "get rid of the gloves", "take the tape out of the basket". */
const REMOVE = new RegExp(
  String.raw`^(?:(?:take|get)\s+(?:out|off)|remove|delete|drop|get\s+rid\s+of|lose|ditch|scrap)\s+(?:the\s+|my\s+|those\s+|that\s+)?(.+?)(?:\s+(?:from|out of|off)\s+(?:the|my|our)\s+${PLACE})?$`,
  'i',
);

/** "Take the brushes out", "remove the balls": the removing control of the line whose title holds the words. */
export function removeLine(clause: string, state: DialogueState): Program[] | undefined {
  const t = cleaned(clause).replace(/^(take|get)\s+(.+?)\s+(out|off)(?=(?:\s+(?:of|from)\s+(?:the|my|our)\s+\S+)?$)/i, '$1 $3 $2').replace(/\s+of(?=\s+(?:the|my|our)\s+\S+$)/i, ' from');
  const m = REMOVE.exec(t);
  if (!m) return undefined;
  if (/^(?:it|that|this|them|these|those|that one|this one|the filters?|filters?)$/i.test(m[1]!.trim())) return undefined;
  const lines = basketLines(state);
  if (!lines.length) return undefined;
  const words = contentWords(m[1]!);
  // Words that are a box's label ("take the assembly off" beside "Assembly (+$45)") name the box, not a line.
  if ((state.controls ?? []).some((c) => c.kind === 'checkbox' && holdsAll(c.label, words))) return undefined;
  // The thing taken out is named by its title.
  const line = lineNamed(lines, words);
  if (!line) return undefined;
  return removeThat(line, lines, state, m[1]!);
}

/** The removing control of one line (by its name when the page has one such button, else the line's own). */
function removeThat(line: Line, lines: readonly Line[], state: DialogueState, said: string): Program[] | undefined {
  const removes = (line.actions ?? []).filter((a) => REMOVES.test(a.trim()));
  if (removes.length !== 1) return undefined;
  // A control named for its line alone ("Remove ChewMaster Rope Toy"): by its name; else the line's own.
  const once = (state.page?.buttons ?? []).filter((b) => b.trim() === removes[0]!.trim()).length === 1;
  // (Lines titled alike — two prints of one size — are told apart by the words said.)
  const name = lines.filter((l) => l.title === line.title).length === 1 ? line.title : said;
  return [click(removes[0]!, once ? undefined : query({ item: 1, description: str(name) }))];
}

/** Round 21: "take that off", "take them out": a removal whose thing is a pronoun. */
const REMOVE_IT = new RegExp(
  String.raw`^(?:(?:take|get)\s+(?:it|that|them|those|these|this)\s+(?:out|off)|(?:take|get)\s+(?:out|off)\s+(?:it|that|them|those|these|this)|remove|delete|get\s+rid\s+of)\s*(?:it|that|them|those|these|this)?(?:\s+(?:from|out of|off)\s+(?:the|my|our)\s+(?:list|${PLACE}))?$`,
  'i',
);

/** The one line whose name's words (not its amounts) a remark says: "I've already got rice" → "600 g rice". */
function lineInRemark(lines: readonly Line[], remark: string): Line | undefined {
  const said = new Set(contentWords(remark));
  const hits = lines.filter((l) => contentWords(l.title).some((w) => w.length > 2 && !/^\d+$/.test(w) && said.has(w)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** Whether the last turn took a line out (its last click a removing control). */
function removedLately(state: DialogueState): boolean {
  const clicked = lastClicked(state);
  return clicked !== undefined && REMOVES.test(clicked.trim());
}

/**
 * Round 21: removals said with a pronoun or as "one more": "oh I've already got rice, take that off"
 * (the line a remark of the turn names), "and the garlic too, there's loads" right after a line was
 * taken out (the line named). Undefined unless exactly one line is meant.
 */
export function removeNamedElsewhere(said: readonly string[], state: DialogueState): Program[] | undefined {
  const lines = basketLines(state);
  if (!lines.length) return undefined;
  const it = said.findIndex((c) => REMOVE_IT.test(cleaned(c)));
  if (it >= 0) {
    const named = said.map((c, k) => (k === it ? undefined : lineInRemark(lines, c))).filter(Boolean);
    if (said.filter((c) => REMOVE_IT.test(cleaned(c))).length !== 1) return undefined;
    // Round 29 (r29-additem): "hmm that's too long, take it out" — no line named: the basket's one line, else the line a recent turn added.
    if (!named.length) {
      const only = lines.length === 1 ? lines[0] : addedLately(state) ? lineAdded(lines, state) : undefined;
      return only ? removeThat(only, lines, state, only.title) : undefined;
    }
    if (named.length !== 1) return undefined;
    return removeThat(named[0]!, lines, state, named[0]!.title);
  }
  if (!removedLately(state)) return undefined;
  const m = ALSO.exec(cleaned(said[0]!));
  const raw = said[0]!.trim().toLowerCase();
  if (!m || !(/^(?:(?:oh|okay|ok|right|yes|yeah|um+|erm)\W+)*(?:and|also|plus)\b/.test(raw) || /\b(?:too|as well|also)\W*$/.test(raw))) return undefined;
  const words = contentWords(m[1]!);
  if (!words.length || (state.controls ?? []).some((c) => c.kind === 'checkbox' && holdsAll(c.label, words))) return undefined;
  const line = lineNamed(lines, words);
  return line ? removeThat(line, lines, state, m[1]!) : undefined;
}

// ---------------------------------------------------------------------------------------------
// Items seen before.

/** "and the pruner as well", "the bit set too, the thirty-five piece one we saw", "add the gloves too". */
const ALSO = new RegExp(
  String.raw`^(?:(?:and|also|plus)\s+)?(?:(?:add|get|put|throw in|grab)\s+)?(?:the|that|those)\s+(.+?)(?:\s+(?:to|in|into)\s+(?:the|my|our)\s+${PLACE})?(?:\s+(?:too|as well|also))?$`,
  'i',
);
const SAW = /^(?:the|that)\s+(.+?)\s+(?:one|ones)?\s*(?:we|i|you)\s+(?:just\s+)?(?:saw|looked at|viewed|found|had|seen)(?:\s+(?:before|earlier))?$/i;

/**
 * "And the pruner as well", "the bit set too, the thirty-five piece one we saw" on a page that shows
 * no such thing, right after a turn that added something: the one item of a list seen before (or an
 * item opened before) whose title holds every word said is opened and added — its page's add
 * button, with the count said ("three of those"). Undefined when the page itself shows the thing,
 * no turn added anything lately, or not exactly one item seen holds the words.
 */
export function addSeenItem(clauses: readonly string[], state: DialogueState): Program[] | undefined {
  if (!clauses.length || !addedLately(state)) return undefined;
  const first = cleaned(clauses[0]!);
  const m = ALSO.exec(first);
  if (!m) return undefined;
  // One more of the same ("and the X", "the X too", "add the X", "the X, two of those"), not a bare name ("the Yamaha": open it).
  const raw = clauses[0]!.trim().toLowerCase();
  // (A turn's "Oh, and" may be gone before it is read here: a part after the name — "three of those", "the one we saw" — says it too.)
  if (clauses.length < 2 && !/^(?:(?:oh|okay|ok|right|yes|yeah|um+|erm)\W+)*(?:and|also|plus)\b/.test(raw) && !/\b(?:too|as well|also)\W*$/.test(raw) && !/^(?:add|get|put|throw in|grab)\b/i.test(first)) return undefined;
  // The other clauses: a description of it ("the thirty-five piece one we saw") or a count ("three of those").
  const words = contentWords(m[1]!);
  let n = 1;
  for (const c of clauses.slice(1).map(cleaned)) {
    const saw = SAW.exec(c) ?? /^(?:the|that)\s+(.+?)\s+(?:one|ones)$/i.exec(c);
    const many = new RegExp(String.raw`^(?:just\s+|only\s+)?${N}(?:\s+of\s+(?:those|these|them|it)|\s+[\p{L}]+)?$`, 'iu').exec(c);
    if (saw) words.push(...contentWords(saw[1]!));
    else if (many && countOf(many[1]!)) n = countOf(many[1]!)!;
    else return undefined;
  }
  if (!words.length || words.every((w) => /^\d+$/.test(w))) return undefined;
  // "The first one", "the other one", "the cheapest": an item of the page, the other readings'.
  if (words.some((w) => /^(?:first|second|third|fourth|fifth|last|other|next|previous|cheapest|cheaper|same|top|bottom|middle)$/.test(w))) return undefined;
  // The page shows it in a row with a control that adds (a "Popular now" card, no line of the basket): that control.
  const cards = state.rows.filter((r) => holdsAll(r.text, words) && !(r.actions ?? []).some((a) => REMOVES.test(a.trim())));
  const adders = [...new Set(cards.flatMap((r) => (r.actions ?? []).filter((a) => ADDS.test(a) && !UPDATES.test(a))))];
  if (cards.length && adders.length === 1 && n === 1) return [click(adders[0]!, query({ item: 1, description: str(m[1]!) }))];
  // Shown otherwise (a link, a button): the other readings.
  const here = [...state.rows.map((r) => r.text), ...(state.links ?? []).map((l) => l.name), ...(state.page?.buttons ?? [])];
  if (here.some((t) => holdsAll(t, words))) return undefined;
  const seen: SeenItem[] = [];
  for (const list of [...state.lists].reverse()) if (!list.bare) seen.push(...list.items);
  seen.push(...[...state.opened].reverse());
  const hits = seen.filter((i) => i.url && holdsAll(`${i.title ?? ''} ${i.name}`, words));
  const urls = [...new Set(hits.map((i) => i.url!.replace(/[?#].*$/, '')))];
  if (urls.length !== 1) return undefined;
  const target = hits[0]!;
  const place = /\b(basket|cart|bag|trolley)\b/i.exec(clauses.join(' '))?.[1] ?? (state.page?.links ?? []).map((l) => CART_WORD.exec(l)?.[0]).find(Boolean) ?? 'basket';
  const programs: Program[] = [program({ kind: 'action', name: 'goto', url: target.url! })];
  if (n > 1) programs.push(program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str('quantity'), type: 'input' }) }));
  programs.push(click(`add to ${place.toLowerCase()}`, undefined, 'button'));
  return programs;
}

/**
 * The basket readings of a turn's clauses (its sentences and comma parts), in order; undefined when
 * none is sure. `isRemark`: whether a part is a remark ("I've got some at home"), not a command.
 */
export function basketTurn(clauses: readonly string[], state: DialogueState, isRemark: (s: string) => boolean): Program[] | undefined {
  const said = clauses.flatMap((c) => c.split(/,\s*/)).filter((c) => /[\p{L}\p{N}]/u.test(cleaned(c)));
  if (!said.length) return undefined;
  if (typeof process !== 'undefined' && process.env?.RUSS_BASKET_DEBUG) console.error('[basket]', JSON.stringify(said), JSON.stringify(correctLine(said, state)), JSON.stringify(state.rows.map((r) => [r.title, r.actions])), JSON.stringify(state.controls?.map((c) => [c.label, c.kind, c.submit])), JSON.stringify(state.executed.slice(-2)));
  const others = (i: number, ok: (c: string) => boolean = () => false) => said.every((c, k) => k === i || ok(c) || isRemark(c));
  // "Sorry, I meant two boxes, not three": the count's parts; the rest remarks.
  const corrected = correctLine(said, state);
  if (corrected && said.every((c) => correctLine([c], state) || /^not\s+\S+(?:\s+\S+)?$/i.test(cleaned(c)) || isRemark(c))) return corrected;
  if (said.length === 1) {
    const added = addInView(said[0]!, state);
    if (added) return added;
  }
  // "Actually no, take the brushes out, I've got some at home": the one part that removes, the others remarks.
  const removed = said.map((c) => removeLine(c, state));
  const at = removed.findIndex(Boolean);
  if (at >= 0 && removed.filter(Boolean).length === 1 && others(at)) return removed[at];
  // (Round 21: a removal whose line another part names, or one more after a removal; the turn's other parts remarks.)
  const elsewhere = said.filter((c) => !isRemark(c)).length <= 1 ? removeNamedElsewhere(said, state) : undefined;
  if (elsewhere) return elsewhere;
  return addSeenItem(said, state);
}
