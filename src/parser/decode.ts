/**
 * Decoding: the model's span tags and sentence labels → a well-typed ThingTalk program, or a
 * ParseError saying why not. Strings are copied from the original instruction, so entities that
 * were replaced by placeholders come back verbatim.
 */
import { literal, program, query, str, typecheck, variable, variableNameFor, type Action, type ItemSelector, type Nth, type Program, type Query, type ScrollDirection, type Value } from '../thingtalk/index.js';
import { ParseError } from './errors.js';
import { sayOrRead } from './say-or-read.js';
import { ACTIONS, LOC_LABELS, REL_LABELS, TYPE_LABELS, type Tag, type Token } from './tokenize.js';

export interface ModelReading {
  tags: Tag[];
  action: (typeof ACTIONS)[number];
  relation: (typeof REL_LABELS)[number];
  type: (typeof TYPE_LABELS)[number];
  location: (typeof LOC_LABELS)[number];
}

type SpanLabel = 'D' | 'A' | 'V' | 'L';

/** Contiguous runs of one label; an I- after another label starts a run too (lenient BIO). */
export function spansOf(tags: readonly Tag[]): Array<{ label: SpanLabel; from: number; to: number }> {
  const spans: Array<{ label: SpanLabel; from: number; to: number }> = [];
  let cur: { label: SpanLabel; from: number; to: number } | undefined;
  tags.forEach((tag, i) => {
    if (tag === 'O') {
      cur = undefined;
      return;
    }
    const [bio, label] = tag.split('-') as ['B' | 'I', SpanLabel];
    if (bio === 'I' && cur && cur.label === label && cur.to === i - 1) cur.to = i;
    else spans.push((cur = { label, from: i, to: i }));
  });
  return spans;
}

/** A double quote mark standing as a token of its own (around a quoted URL, which stays a URL token). */
const isQuoteMark = (t: Token): boolean => /^["“”]$/.test(t.word);

function spanText(text: string, tokens: readonly Token[], from: number, to: number): string {
  // Trailing sentence punctuation is never part of a value.
  while (to > from && /^[.,;:]$/.test(tokens[to]!.word)) to--;
  while (from < to && /^[,;:]$/.test(tokens[from]!.word)) from++;
  // A quoted URL stays a URL token between two quote marks; a span of it that took only one of them drops it.
  const quote = (i: number): boolean => isQuoteMark(tokens[i]!);
  if (to === from + 1 && quote(from) !== quote(to) && tokens[quote(to) ? from : to]!.entity === 'url') {
    if (quote(to)) to--;
    else from++;
  }
  let s = text.slice(tokens[from]!.start, tokens[to]!.end).trim();
  const quoted = /^["“'‘](.*)["”'’]$/s.exec(s);
  if (quoted && quoted[1]!.trim()) s = quoted[1]!.trim();
  return s.replace(/\s+/g, ' ');
}

/**
 * The field each of several values goes into: with as many field names as values, in order ("Fill
 * in Name with "Kim" and Email with "k@x.org""); with fewer, each value takes the field named
 * after it and before the next value ("Enter "Rosa Diaz" as the Name and your email": Name, then
 * none — "email" names its own field as in "Enter your email and password").
 */
export function fieldsForValues(ds: ReadonlyArray<{ from: number; text: string }>, vs: ReadonlyArray<{ from: number }>): Array<string | undefined> {
  if (ds.length === vs.length) return ds.map((d) => d.text);
  return vs.map((v, i) => ds.find((d) => d.from > v.from && (i + 1 >= vs.length || d.from < vs[i + 1]!.from))?.text);
}

function refuse(reason: string, reading: ModelReading): never {
  throw new ParseError('E_PARSE_REFUSED', `Cannot read this instruction as a web action: ${reason}`, { reason, action: reading.action });
}

/** Key names as people write them → Playwright key names. */
const KEY_NAMES: Record<string, string> = {
  enter: 'Enter', return: 'Enter', tab: 'Tab', delete: 'Delete', del: 'Delete', backspace: 'Backspace', escape: 'Escape', esc: 'Escape',
  space: 'Space', spacebar: 'Space', 'space bar': 'Space', home: 'Home', end: 'End', 'page up': 'PageUp', 'page down': 'PageDown', pageup: 'PageUp', pagedown: 'PageDown',
  up: 'ArrowUp', down: 'ArrowDown', left: 'ArrowLeft', right: 'ArrowRight', 'arrow up': 'ArrowUp', 'arrow down': 'ArrowDown', 'arrow left': 'ArrowLeft', 'arrow right': 'ArrowRight',
  'up arrow': 'ArrowUp', 'down arrow': 'ArrowDown', 'left arrow': 'ArrowLeft', 'right arrow': 'ArrowRight', insert: 'Insert', f5: 'F5',
};

/** "Enter", "the Tab key", "Ctrl+A" → a Playwright key name; undefined when it names no key. */
export function keyName(words: string): string | undefined {
  const w = words.toLowerCase().replace(/^the\s+/, '').replace(/\s+(key|button)$/, '').replace(/\s+/g, ' ').trim();
  if (KEY_NAMES[w]) return KEY_NAMES[w];
  const combo = /^(ctrl|control|cmd|command|shift|alt|option)\s*\+\s*(\w)$/.exec(w);
  if (combo) return `${{ ctrl: 'Control', control: 'Control', cmd: 'Meta', command: 'Meta', shift: 'Shift', alt: 'Alt', option: 'Alt' }[combo[1]!]}+${combo[2]!.toUpperCase()}`;
  return /^[a-z0-9]$/.test(w) ? w : undefined;
}

const COUNT_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** "twice", "3 times", "three times" → the count; 1 when none is said. */
function countIn(text: string): number {
  const m = /\b(once|twice|thrice)\b|\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten)\s+times\b/i.exec(text);
  if (!m) return 1;
  const w = (m[1] ?? m[2]!).toLowerCase();
  return COUNT_WORDS[w] ?? Math.max(1, Number(w));
}

/** Ordinal words and their numbers (also the conversation's "the second one", see context.ts). */
export const ORDINALS: Record<string, number> = {
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
  '1st': 1, '2nd': 2, '3rd': 3, '4th': 4, '5th': 5, '6th': 6, '7th': 7, '8th': 8, '9th': 9, '10th': 10,
};

/**
 * "Click the second "Yes" radio button below …", "Check the last checkbox under Reasons": an
 * ordinal the model left out of every span, after "the" and before the sought element's
 * description (without one, anywhere but right before the anchor's words) — the n-th (or last) of
 * the elements that match. An ordinal inside a span is part of a name ("First name").
 */
function nthOf(tokens: readonly Token[], tags: readonly Tag[]): Nth | undefined {
  const d = tags.findIndex((t) => t.endsWith('-D'));
  for (let i = 1; i < (d >= 0 ? d : tokens.length); i++) {
    // Right before the anchor's words it counts the anchor ("below the second heading"), not the element sought.
    if (tags[i] !== 'O' || tokens[i - 1]!.word !== 'the' || (d < 0 && tags[i + 1]?.endsWith('-A'))) continue;
    const w = tokens[i]!.word;
    if (w === 'last') return 'last';
    if (ORDINALS[w] !== undefined) return ORDINALS[w];
  }
  return undefined;
}

function scrollDirection(text: string): ScrollDirection {
  if (/\b(top|beginning|start)\b/i.test(text)) return 'top';
  if (/\b(bottom|end)\b/i.test(text)) return 'bottom';
  if (/\bup\b/i.test(text)) return 'up';
  return 'down';
}

function waitSeconds(text: string): number | undefined {
  const m = /\b(\d+(?:\.\d+)?|a|an|one|two|three|five|ten|few)\s+(second|sec|minute|min)s?\b/i.exec(text);
  if (!m || m[1]!.toLowerCase() === 'few') return undefined;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : (COUNT_WORDS[m[1]!.toLowerCase()] ?? 1);
  return /^min/i.test(m[2]!) ? n * 60 : n;
}

/**
 * A value typed as written: a quoted string, a number ("DELETE" in quotes, 80), or words the model
 * tagged as a value stated without quotes (`L`: "Enter Priya Nair as the full name"), or words that
 * begin with a digit ("the 15th", "6 months"). Other words
 * name a user-dictionary entry (RUSS convention: "Enter your email").
 */
function valueOf(text: string, tokens: readonly Token[], span: { from: number; to: number; literal?: boolean }, v: string): Value {
  const quoted = span.from === span.to && tokens[span.from]!.entity === 'quoted';
  // 'Type "https://example.org/a" in the box': a URL written between quotes is typed as written.
  const url = tokens.slice(span.from, span.to + 1).filter((t) => !isQuoteMark(t));
  const quotedUrl = url.length === 1 && url[0]!.entity === 'url' && /["“]/.test(text[url[0]!.start - 1] ?? '') && /["”]/.test(text[url[0]!.end] ?? '');
  // A value that begins with a digit ("15th", "6 months", "2026-11-20", "18 kg") is typed as written: no user-dictionary key begins with one.
  return quoted || quotedUrl || span.literal || /^[-+]?\d/.test(v) ? literal(v) : str(v);
}

const USERS_VALUE = /^(?:your|their|his|her|my|the user'?s|user'?s|the customer'?s|(?:the )?user[- ]selected|(?:the )?user[- ]provided|(?:the )?chosen)\s+(.+)$/i;

/**
 * An option or slider value: a literal ("Weekly", 80) — unless it is the user's ("your state") or
 * only repeats the control's own name ("Select the parcel size from the Parcel size dropdown"):
 * then it is the user's value for that name (`param:state`), looked up or asked at run time.
 */
export function choiceValue(v: string, d: string | undefined): Value {
  const users = USERS_VALUE.exec(v);
  const bare = (users?.[1] ?? v).replace(/^(the|a|an)\s+/i, '');
  if (users || (d !== undefined && bare.toLowerCase() === d.toLowerCase().replace(/^(the|a|an)\s+/, ''))) return variable(variableNameFor(bare));
  return literal(v);
}

/**
 * Decode one clause into its programs: one, or several when the clause lists several targets of
 * one verb ("Check Email and SMS", "Enter your email and password") or the action is two steps
 * (a search is typing the words, then Enter).
 */
export function decode(text: string, tokens: readonly Token[], reading: ModelReading): Program[] {
  const programs = itemOf(decodeActions(text, tokens, reading));
  const nth = programs.length === 1 ? nthOf(tokens, reading.tags) : undefined;
  const action = programs[0]!.action;
  if (nth === undefined || !('element' in action)) return programs;
  // "Open the first result": an ordinal of a word that only says "one of the listed things" is
  // one of the page's repeated items (a result card, a row), not the n-th element with that text.
  const { description, ...rest } = action.element;
  if (description?.kind === 'string' && ITEM_WORDS.test(description.value.trim()) && Object.keys(rest).length === 1) {
    return [typecheck(program({ ...action, element: query({ item: nth }) } as Action)) as Program];
  }
  return [typecheck(program({ ...action, element: { ...action.element, nth } } as Action)) as Program];
}

/**
 * A program as decode() reads it when its query names one of the listed things by position ("the
 * first article", or `nth` with a description that is only an item word): the synthesizer builds its
 * programs with this, so that templates and decoder agree.
 */
export function listedItem(p: Program, nth: Nth | undefined): Program {
  const [item] = itemOf([p]);
  if (item !== p) return item!;
  const action = p.action;
  if (nth === undefined || !('element' in action)) return p;
  const { description, nth: _nth, ...rest } = action.element;
  if (description?.kind === 'string' && ITEM_WORDS.test(description.value.trim()) && Object.keys(rest).length === 1) {
    return typecheck(program({ ...action, element: query({ item: nth }) } as Action)) as Program;
  }
  return p;
}

/** Words that pick one of the listed items by position or price ("the last result", "the cheapest product"). */
const ITEM_POSITION_WORDS: Record<string, ItemSelector> = { last: 'last', cheapest: 'cheapest', 'least expensive': 'cheapest', priciest: 'priciest', 'most expensive': 'priciest' };

/** "Open the first result" with the ordinal inside the description span: the same item. */
function itemOf(programs: Program[]): Program[] {
  const action = programs[0]!.action;
  if (programs.length !== 1 || !('element' in action)) return programs;
  const { description, ...rest } = action.element;
  const m = description?.kind === 'string' ? /^(?:the\s+)?(most expensive|least expensive|\S+)\s+(.+)$/i.exec(description.value.trim()) : null;
  const nth = m ? ITEM_POSITION_WORDS[m[1]!.toLowerCase()] ?? ORDINALS[m[1]!.toLowerCase()] : undefined;
  if (nth === undefined || !ITEM_WORDS.test(m![2]!) || Object.keys(rest).length !== 1) return programs;
  return [typecheck(program({ ...action, element: query({ item: nth }) } as Action)) as Program];
}

/** Words that name one of a list's items and nothing else ("result", "search result", "product"; since round 7 also the things lists of articles, posts, jobs or offers hold: "Open the first article"). */
export const ITEM_NOUNS = String.raw`(?:search\s+)?results?|items?|products?|listings?|hits?|entries|entry|cards?|tiles?|one|articles?|posts?|stor(?:y|ies)|videos?|jobs?|offers?|deals?|recipes?|threads?|courses?`;
export const ITEM_WORDS = new RegExp(`^(?:${ITEM_NOUNS})$`, 'i');

/**
 * Whether the description spans of a clause are a list of targets ("Email and SMS", "Email, SMS
 * or Push"): only list words lie between them. Otherwise they are pieces of one description the
 * model cut ("items | on | sale").
 */
function listed(text: string, tokens: readonly Token[], ds: ReadonlyArray<{ from: number; to: number }>): boolean {
  for (let i = 1; i < ds.length; i++) {
    const between = text.slice(tokens[ds[i - 1]!.to]!.end, tokens[ds[i]!.from]!.start);
    if (!/^\s*(?:,|;|&|\/)?\s*(?:(?:and|or|as well as|plus)\s+)?(?:(?:also|the|both)\s+)?$/i.test(between) || !/[,;&/]|\b(?:and|or|as well as|plus)\b/i.test(between)) return false;
  }
  return true;
}

/** First words of element-type phrases ("radio button", "check box"), which a quoted name never runs into. */
const TYPE_HEADS = new Set(['radio', 'button', 'checkbox', 'check', 'box', 'link', 'option', 'field', 'tab', 'icon', 'toggle', 'dropdown', 'menu']);

/** "Turn up the volume to 75": the control named between a setting verb (and its particle, article) and "to". */
const SETTING_BEFORE_TO = /^(?:(?:then|now|please|and),?\s+)?(?:set|turn|change|move|drag|slide|adjust|lower|raise|increase|decrease|reduce|bring|switch)(?:\s+(?:up|down))?\s+(?:(?:the|your|my)\s+)?([\p{L}][\p{L}\s-]{0,40}?)\s+(?:up\s+|down\s+)?to\s+\S/iu;

/** "from 20 to 60", "between $20 and $60": the two ends of a range. */
const RANGE = /\b(?:from|between)\s+[$€£]?(\d[\d,]*(?:\.\d+)?)\s*[$€£]?\s+(?:to|and|-)\s+[$€£]?(\d[\d,]*(?:\.\d+)?)\b/i;

/**
 * "Set the price range from 20 to 60": a range is two boxes, its minimum and its maximum — each
 * gets its end, into the field named "min"/"max" with the range's name ("min price").
 */
function rangeEnds(text: string, d: string | undefined): Program[] | undefined {
  const m = RANGE.exec(text);
  if (!m) return undefined;
  const name = (d ?? '').replace(RANGE, '').replace(/\b(?:from|between)\b.*$/i, '').replace(/\b(?:range|filter|limits?)\b/gi, '').replace(/\s+/g, ' ').trim();
  return (['min', 'max'] as const).map((end, i) =>
    typecheck(program({ kind: 'action', name: 'enter', element: query({ description: str(name ? `${end} ${name}` : end), type: 'input' }), text: literal(m[i + 1]!.replace(/,/g, '')) })) as Program,
  );
}

/** "Add two to your basket": how many, then the add button ("Add to basket"). */
/** What a clause may start with before its verb ("Then …", "Now …", "Please …"); `LEAD_AND` also takes "and". */
const LEAD = String.raw`^(?:(?:then|now|please),?\s+)?`;
const LEAD_AND = String.raw`^(?:(?:then|now|please|and),?\s+)?`;
/** The same lead words as a prefix to strip. */
const LEAD_WORD_PREFIX = new RegExp(LEAD_AND, 'i');

const ADD_COUNT = new RegExp(LEAD_AND + String.raw`(add|put)\s+(\d{1,3}|two|three|four|five|six|seven|eight|nine|ten)\s+(?:(?:of\s+)?(?:them|these|those|it|this)\s+)?(to\s+(?:your|the|my)\s+\S.*)$`, 'i');

/**
 * "Sign in with "kim@x.org" and "hunter2"", "Log in as "kim" with password "pw"", "Subscribe with
 * "kim@x.org"": the values go into the form's fields — an address into the email field, other
 * words into the username field, a second value into the password field — then the verb's button.
 */
const SIGN_WITH = new RegExp(LEAD + String.raw`(sign\s+in|log\s+in|log\s+on|sign\s+up|subscribe|register)\b.*?\b(?:with|using|as)\s+"([^"]+)"(?:\s*,?\s+(?:and|with)\s+(?:(?:the\s+|your\s+)?password\s+)?"([^"]+)")?[.!]?$`, 'i');

/** "Sign in with your email and password": the user's values (dictionary keys), each into the field its words name, then the button. */
const SIGN_WITH_YOURS = new RegExp(LEAD + String.raw`(sign\s+in|log\s+in|log\s+on|sign\s+up|subscribe|register)\b.*?\b(?:with|using)\s+(?:your|my|their|the user's)\s+([\p{L}]+(?:\s+[\p{L}]+)?)(?:\s*,?\s+and\s+(?:your\s+|my\s+|their\s+)?([\p{L}]+(?:\s+[\p{L}]+)?))?[.!]?$`, 'iu');

function signWith(text: string): Program[] | undefined {
  const yours = SIGN_WITH_YOURS.exec(text.trim());
  if (yours) {
    const keys = [yours[2]!, ...(yours[3] !== undefined ? [yours[3]] : [])];
    return [
      ...keys.map((key) => typecheck(program({ kind: 'action', name: 'enter', element: query({ type: 'input' }), text: str(key) })) as Program),
      typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(yours[1]!.replace(/\s+/g, ' ')) }) })) as Program,
    ];
  }
  const m = SIGN_WITH.exec(text.trim().replace(/[“”]/g, '"'));
  if (!m) return undefined;
  const enter = (field: string, value: string): Program => typecheck(program({ kind: 'action', name: 'enter', element: query({ description: str(field), type: 'input' }), text: literal(value) })) as Program;
  const out = [enter(/@/.test(m[2]!) ? 'email' : 'username', m[2]!)];
  if (m[3] !== undefined) out.push(enter('password', m[3]));
  out.push(typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(m[1]!.replace(/\s+/g, ' ')) }) })) as Program);
  return out;
}

/** "Apply the promo code "SPRING10"", "Redeem the gift card "X"": type the value into the field named, then press the verb's button. */
const VERB_WITH_VALUE = new RegExp(LEAD + String.raw`(apply|redeem)\s+(?:the|your|this|a|my)?\s*([\p{L}][\p{L}\s-]{0,40}?)\s+"([^"]+)"[.!]?$`, 'iu');

function verbWithValue(text: string): Program[] | undefined {
  const m = VERB_WITH_VALUE.exec(text.trim().replace(/[“”]/g, '"'));
  if (!m) return undefined;
  return [
    typecheck(program({ kind: 'action', name: 'enter', element: query({ description: str(m[2]!.trim()), type: 'input' }), text: literal(m[3]!) })) as Program,
    typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(m[1]!) }) })) as Program,
  ];
}

/** "Close the pop-up", "Dismiss the banner": what the page shows over itself, closed by its close button. */
const CLOSE_OVERLAY = new RegExp(LEAD_AND + String.raw`(?:close|dismiss)\s+(?:the|this|that|any)\s+(?:[\p{L}-]+\s+)?(?:pop-?up|dialog|modal|banner|overlay|notice|notification|message|window that (?:opens|appears))\b.*$`, 'iu');


function addCount(description: string): Program[] | undefined {
  const m = ADD_COUNT.exec(description.trim());
  if (!m) return undefined;
  const n = /^\d/.test(m[2]!) ? m[2]! : String(COUNT_WORDS[m[2]!.toLowerCase()]);
  return [
    typecheck(program({ kind: 'action', name: 'enter', element: query({ description: str('quantity'), type: 'input' }), text: literal(n) })) as Program,
    typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(`${m[1]} ${m[3]!.replace(/\b(?:your|the|my)\s+/i, '')}`) }) })) as Program,
  ];
}

/** Two tokens written as one hyphenated word ("check | - | in"): a word and a hyphen with no space between them. */
function hyphenated(tokens: readonly Token[], i: number): boolean {
  const a = tokens[i], b = tokens[i + 1];
  if (!a || !b || a.end !== b.start || a.entity || b.entity) return false;
  const word = (t: Token): boolean => /[\p{L}\p{N}]/u.test(t.word);
  return (word(a) && b.word === '-') || (a.word === '-' && word(b));
}

/**
 * Spans never cut a hyphenated word ("Submit the check-in" with only "-in" tagged is the check-in):
 * a span's edge that falls inside such a word moves out to the word's edge, over untagged tokens only.
 */
function wholeWords<T extends { from: number; to: number }>(tokens: readonly Token[], spans: T[]): T[] {
  const taken = new Set(spans.flatMap((x) => Array.from({ length: x.to - x.from + 1 }, (_, k) => x.from + k)));
  for (const x of spans) {
    while (x.from > 0 && hyphenated(tokens, x.from - 1) && !taken.has(x.from - 1)) taken.add(--x.from);
    while (x.to + 1 < tokens.length && hyphenated(tokens, x.to) && !taken.has(x.to + 1)) taken.add(++x.to);
  }
  return spans;
}

/** Switch-like verbs that turn a setting on or off ("Switch off Marketing emails", "Turn on dark mode", "Disable autoplay"). */
const ON_OFF = new RegExp(LEAD_AND + String.raw`(?:(turn|switch)\s+(on|off)|(enable|disable|allow|block))\s+(?!to\b|it\b|them\b)([^"“”]+?)[.!]?$`, 'i');

/**
 * "Switch off Marketing emails", "Block online purchases": a setting turned off is a box unticked, one turned on a box ticked — when
 * the model read a choice or a click (it has no option to choose: no "to", "as" or quoted value). Listed settings each get theirs.
 */
function onOff(text: string, tokens: readonly Token[], reading: ModelReading): Program[] | undefined {
  // A box read with the verb for its label ("Block online purchases" → the box "Block") is the same misreading.
  const verbRead = (reading.action === 'check' || reading.action === 'uncheck') && reading.tags[leadIndex(tokens)]?.endsWith('-D');
  if (reading.action !== 'select' && reading.action !== 'click' && !verbRead) return undefined;
  const m = ON_OFF.exec(text.trim());
  if (!m || /\s(?:to|as)\s/i.test(m[4]!)) return undefined;
  const name = /^(?:off|disable|block)$/i.test(m[2] ?? m[3]!) ? 'uncheck' : 'check';
  return listParts(m[4]!.replace(/^(?:the|your|my|all)\s+/i, '')).map((x) => typecheck(program({ kind: 'action', name, element: query({ description: str(x) }) })) as Program);
}

/** "ticket updates and the weekly summary", "Email, SMS and the newsletter": a list of settings, said with commas or "and the / your / my" (not "Terms and Conditions"). */
function listParts(d: string): string[] {
  return d
    .split(/\s*,\s*(?:(?:and|or)\s+)?(?:(?:the|your|my)\s+)?|\s+(?:and|or)\s+(?=(?:the|your|my)\s)(?:the|your|my)\s+/i)
    .map((x) => x.trim())
    .filter((x) => /[\p{L}\p{N}]/u.test(x));
}

/** "Agree to the privacy policy", "Accept the terms and conditions": consent is a box ticked, not a link clicked. */
const CONSENT = new RegExp(LEAD_AND + String.raw`(?:agree\s+to|accept)\s+(?:the|our|their)\s+([^"“”]*\b(?:policy|notice|terms|conditions|agreement|statement|declaration)\b[^"“”]*?)[.!]?$`, 'i');

/**
 * "Cancel the physiotherapy appointment", "Reschedule your booking with Ana Berg": a row's own action, named by its verb, in the row
 * of the listed thing the sentence names — the verb's button inside that thing (as the synthesizer's `{RV} the {EVT}` templates
 * write it). Only for verbs that act on a listed booking and a thing said with more than its noun ("Cancel the order" stays as read).
 */
const ROW_ACTION = new RegExp(
  LEAD_AND +
    String.raw`(cancel|reschedule|reopen|renew|rebook|archive|pause|resume)\s+(?:the|your|my)\s+((?:[\p{L}-]+\s+){0,2}?(?:appointment|booking|reservation|order|subscription|ticket|request|claim|session|class|lesson|visit|meeting|call|membership|trip|flight|delivery|payment|transfer)s?\b(?:\s+(?:with|on|for|at|about|from)\s+[^"“”]+?)?)(?:\s+in\s+the\s+list)?[.!]?$`,
  'iu',
);

function rowAction(text: string, reading: ModelReading): Program[] | undefined {
  // (The model reads the row's words as values too: "Cancel your appointment with Nurse Joy Tan on 15 December" as three entries.)
  if (!['click', 'enter', 'select', 'ask'].includes(reading.action) || /["“”]/.test(text)) return undefined;
  const m = ROW_ACTION.exec(text.trim());
  if (!m || !/\s/.test(m[2]!.trim())) return undefined;
  return [typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(m[1]!), in: query({ description: str(m[2]!.trim()) }) }) })) as Program];
}

/** "Add the gift card to the basket" read as typing: the add button of the basket named ("Add to basket"), as "Add it to your cart" is. */
const ADD_TO = new RegExp(LEAD_AND + String.raw`(add|put)\s+(?:it|them|this|that|these|(?:the|this|that|your|my)\s+[^"“”]+?)\s+(to\s+(?:your|the|my)\s+(?:shopping\s+)?(?:basket|cart|bag|trolley|wish\s*list|order))[.!]?$`, 'iu');

function decodeActions(text: string, tokens: readonly Token[], reading: ModelReading): Program[] {
  const counted = addCount(text.replace(/[.!]+$/, '')) ?? signWith(text) ?? verbWithValue(text);
  if (counted) return counted;
  // "Close the pop-up", "Dismiss the banner": the close button of what the page shows, not the browser tab.
  // (A button, like every verb that names its own button: see verbNamesButton.)
  if (CLOSE_OVERLAY.test(text.trim())) return [typecheck(program({ kind: 'action', name: 'click', element: query({ description: str('close'), type: 'button' }) })) as Program];
  const row = rowAction(text, reading);
  if (row) return row;
  // Round 15: "Tell the user the reference number" names a value the page shows (a read of it);
  // "Tell the user to check their email" is a message (a say of its words): decided from the form of
  // what the telling verb takes, whichever of the two the model read (src/parser/say-or-read.ts).
  const told = reading.action === 'say' || reading.action === 'read' ? sayOrRead(text, reading.action) : undefined;
  if (told) return [typecheck(told) as Program];
  const addTo = reading.action === 'enter' && !tokens.some((t) => t.entity === 'quoted') ? ADD_TO.exec(text.trim()) : null;
  if (addTo) return [typecheck(program({ kind: 'action', name: 'click', element: query({ description: str(`${addTo[1]!.toLowerCase()} ${addTo[2]!.replace(/\b(?:your|the|my)\s+/i, '')}`) }) })) as Program];
  const switched = onOff(text, tokens, reading);
  if (switched) return switched;
  // (Read as a click, or as a scroll to the words: "agree to the terms" is never a scroll.)
  const consent = reading.action === 'click' || reading.action === 'scroll' ? CONSENT.exec(text.trim()) : null;
  // (The box's label says the consent — "I have read and accept the privacy notice" —, the words after the verb are often a link in it.)
  if (consent) return [typecheck(program({ kind: 'action', name: 'check', element: query({ description: str(consent[0]!.replace(LEAD_WORD_PREFIX, '').replace(/[.!]$/, '').trim()), type: 'checkbox' }) })) as Program];
  const spans = wholeWords(tokens, spansOf(reading.action === 'click' || reading.action === 'read' ? labelEdges(text, withTrailingParticle(reading.tags, tokens), tokens, reading) : reading.tags));
  // Values: a `V` (a user's value, or an option, URL, key, message) or an `L` (a literal stated without quotes), in sentence order.
  // A description that begins with a quoted name and runs on past it ("the last | "No" radio | button") is the quoted name: the model ran the span into the type's words.
  for (const x of spans) if ((x.label === 'D' || x.label === 'A') && x.to === x.from + 1 && tokens[x.from]!.entity === 'quoted' && TYPE_HEADS.has(tokens[x.to]!.word)) x.to = x.from;
  const all = (label: SpanLabel): Array<{ text: string; from: number; to: number; literal: boolean }> =>
    spans
      .filter((x) => x.label === label || (label === 'V' && x.label === 'L'))
      .map((x) => ({ ...x, text: spanText(text, tokens, x.from, x.to), literal: x.label === 'L' }))
      .filter((x) => x.text !== '');
  const ds = all('D'), as = all('A'), vs = all('V');
  const d = ds[0]?.text, a = as[0]?.text, v = vs[0]?.text;
  const one = (action: Action): Program[] => [typecheck(program(action)) as Program];
  switch (reading.action) {
    case 'goto': {
      const urlTok = tokens.find((t) => t.entity === 'url');
      const url = (v ?? (urlTok ? text.slice(urlTok.start, urlTok.end) : undefined))?.replace(/[.,;:]+$/, '');
      if (!url) refuse('no web address found', reading);
      return one({ kind: 'action', name: 'goto', url });
    }
    case 'ask': {
      // "Get my quote.", "Request the appointment.": a short clause that names no one to ask is a button to press, named by its verb
      // and object ("Get quote", "Request appointment"), as "Place your order." is (see clickFallback).
      if (!/\b(?:ask|asks|user'?s?|customer'?s?|person|visitor|client|them|their|his|her|him|prompt|find out|enquire|inquire|question)\b/i.test(text)) {
        const words = text.replace(/[.!]+$/, '').replace(/\b(?:your|my|the|our|a|an)\s+/gi, '').replace(LEAD_WORD_PREFIX, '').trim();
        if (/^[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){1,3}$/u.test(words)) return one({ kind: 'action', name: 'click', element: query({ description: str(words) }) });
      }
      if (!v) refuse('no value to ask the user for', reading);
      return one({ kind: 'action', name: 'ask', key: v, variable: variableNameFor(v) });
    }
    case 'say': {
      // A message span cut after a lone article ("Tell the user the | reference number") runs to the end of the clause.
      const message = v && /^(the|a|an|your|their|this|that)$/i.test(v) ? spanText(text, tokens, vs[0]!.from, tokens.length - 1) : v;
      if (!message) refuse('no message for the user', reading);
      return one({ kind: 'action', name: 'say', text: message });
    }
    case 'note':
      return one({ kind: 'action', name: 'note', text: text.trim() });
    case 'press': {
      const named = v ?? d;
      const key = keyName(named ?? '') ?? keyName(text.replace(/^.*?\b(press|hit|tap|push|use)\s+/i, '').replace(/\s+(key|button)\b.*$/i, ''));
      if (key) return one({ kind: 'action', name: 'press', key, count: countIn(text) });
      // "Press Submit": the words name no key but a button to press — a click on it.
      const element = elementQuery({ ...reading, relation: 'none' }, named ?? clickFallback(text, tokens, { ...reading, action: 'click' }, 0), undefined, undefined);
      if (!element) refuse('no key or element to press', reading);
      return one({ kind: 'action', name: 'click', element });
    }
    case 'scroll':
      if (d) {
        const element = elementQuery(reading, d, a, undefined);
        if (element) return one({ kind: 'action', name: 'scroll_to', element });
      }
      return one({ kind: 'action', name: 'scroll', direction: scrollDirection(text) });
    case 'wait': {
      const seconds = waitSeconds(text);
      return one(seconds !== undefined ? { kind: 'action', name: 'wait', seconds } : { kind: 'action', name: 'wait' });
    }
    case 'back':
    case 'forward':
    case 'close_tab':
      return one({ kind: 'action', name: reading.action });
    case 'switch_tab': {
      const m = /\b(first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th)\b|\btab\s+(?:number\s+)?(\d{1,2})\b/i.exec(text);
      if (m) return one({ kind: 'action', name: 'switch_tab', index: m[1] ? ORDINALS[m[1].toLowerCase()]! : Number(m[2]) });
      const description = d ?? v ?? a;
      // "Go back to the results": back in the history, not a tab.
      // (Also when the model tagged a stray word of "to the results": only a tab is switched back to by its name.)
      if ((!description || !/\btab\b/i.test(text)) && /^(?:(?:then|now|please),?\s+)?(?:go|head|navigate)\s+back\b/i.test(text)) return one({ kind: 'action', name: 'back' });
      if (!description) refuse('no tab to switch to', reading);
      return one({ kind: 'action', name: 'switch_tab', description });
    }
    case 'search': {
      // "Search the help articles for "reset password"": what is searched for is the quoted words, not the words the model tagged.
      const quotedQuery = tokens.filter((t) => t.entity === 'quoted');
      if (quotedQuery.length === 1 && !(vs[0] && vs[0].from === vs[0].to && vs[0].from === tokens.indexOf(quotedQuery[0]!))) {
        const q = quotedQuery[0]!;
        const element = query({ description: str(d ?? 'search'), type: 'input' });
        return [
          typecheck(program({ kind: 'action', name: 'enter', element, text: literal(spanText(text, tokens, tokens.indexOf(q), tokens.indexOf(q))) })) as Program,
          typecheck(program({ kind: 'action', name: 'press', key: 'Enter', count: 1 })) as Program,
        ];
      }
      if (!v) refuse('nothing to search for', reading);
      const element = query({ description: str(d ?? 'search'), type: 'input' });
      return [
        typecheck(program({ kind: 'action', name: 'enter', element, text: literal(v) })) as Program,
        typecheck(program({ kind: 'action', name: 'press', key: 'Enter', count: 1 })) as Program,
      ];
    }
    case 'select':
    case 'set_range': {
      const ends = reading.relation === 'none' ? rangeEnds(text, d) : undefined;
      if (ends) return ends;
      // "Turn up the volume to 75" with no description tagged: the words between the verb and "to" name the control.
      if (!d && !a && v) {
        const named = SETTING_BEFORE_TO.exec(text.trim())?.[1];
        if (named) {
          const element = elementQuery(reading, named, undefined, undefined);
          if (element) return one(reading.action === 'select' ? { kind: 'action', name: 'select', element, option: vs[0]!.literal ? literal(v) : choiceValue(v, named) } : { kind: 'action', name: 'set_range', element, value: choiceValue(v, named) });
        }
      }
      // "Select Change a booking under Topic": the option is named first, the control after "under" / "for" — read as one description,
      // as two descriptions joined by the word, or the other way round as a description and a value ("Select | Cancel an order | under | Reason").
      const under: readonly [string, string] | undefined =
        reading.action !== 'select' || !d
          ? undefined
          : !v && ds.length === 1
            ? (/^(.+?)\s+(?:under|for)\s+(\S.*)$/i.exec(d)?.slice(1, 3) as [string, string] | undefined)
            : !v && ds.length === 2 && joinedByUnder(tokens, ds[0]!, ds[1]!)
              ? [d, ds[1]!.text]
              : ds.length === 1 && vs.length === 1 && joinedByUnder(tokens, ds[0]!, vs[0]!)
                ? [d, v!]
                : undefined;
      if (under) {
        const element = elementQuery(reading, under[1], a, undefined);
        if (element) return one({ kind: 'action', name: 'select', element, option: literal(under[0]) });
      }
      // "Select Track Orders" read as a choice (the setting "Track", its option "Orders" — in one span or two): an option comes before
      // its setting's noun ("Select Terrace seating"), after "to" / "as" / "for", or in quotes ("Choose the colour "Sage""), never unquoted
      // right after a setting named at the verb. Words that run from a choice verb to the end of the clause are one label to click
      // (RUSS: "Select Remove Access").
      if (reading.action === 'select' && reading.relation === 'none' && ds.length === 1 && vs.length <= 1) {
        const lead = leadIndex(tokens);
        let last = tokens.length - 1;
        while (last > 0 && /^[.!,;:]$/.test(tokens[last]!.word)) last--;
        const x = vs[0];
        const to = x && !x.literal && tokens[x.from]!.entity !== 'quoted' && x.from === ds[0]!.to + 1 ? x.to : x ? -1 : ds[0]!.to;
        if (/^(?:select|choose|pick)$/.test(tokens[lead]?.word ?? '') && ds[0]!.from === lead + 1 && to === last) {
          const element = elementQuery({ ...reading, type: 'none' }, spanText(text, tokens, ds[0]!.from, to), undefined, undefined);
          if (element) return one({ kind: 'action', name: 'click', element });
        }
      }
      // "Make your profile private" with the option read into the description (one span, or a second one right after it): its last word is the option.
      const split =
        !v && reading.action === 'select' && d
          ? ds.length === 2 && !listed(text, tokens, ds)
            ? ['', d, ds[1]!.text]
            : ds.length === 1
              ? /^(.*\S)\s+([\p{L}\p{N}][\p{L}\p{N}-]*)$/u.exec(d)
              : null
          : null;
      if (split) {
        const element = elementQuery(reading, split[1], a, undefined);
        if (element) return one({ kind: 'action', name: 'select', element, option: literal(split[2]!) });
      }
      if (!v) refuse(reading.action === 'select' ? 'no option to select' : 'no value to set', reading);
      // "Choose Low for mood" (the description right after the option): the control's words without the "for" / "under" that joined them.
      const control = ds[0] && vs[0]!.to + 1 === ds[0].from ? d!.replace(/^(?:for|under)\s+(?=\S)/i, '') : d;
      const element = elementQuery(reading, control, a, undefined);
      if (!element) refuse('no element to act on', reading);
      const value = vs[0]!.literal ? literal(v) : choiceValue(v, control);
      return one(reading.action === 'select' ? { kind: 'action', name: 'select', element, option: value } : { kind: 'action', name: 'set_range', element, value });
    }
    case 'enter': {
      if (!v) refuse('no value to enter', reading);
      // "Set the price range from 20 to 60" read as two values: the range's two boxes all the same.
      const ends = reading.relation === 'none' && vs.length === 2 ? rangeEnds(text, d) : undefined;
      if (ends) return ends;
      // "Enter order number "A-55871"", "Add the message "Running low"": a user's value right before a quoted one names its field (with
      // any description the model read between them); "Enter 5 hours of sleep": a number right before such words is the value of that field.
      if (vs.length === 2 && reading.relation === 'none') {
        const [x, y] = vs as [(typeof vs)[number], (typeof vs)[number]];
        const isQuoted = (z: typeof x): boolean => z.from === z.to && tokens[z.from]!.entity === 'quoted';
        const between = reading.tags.slice(x.to + 1, y.from);
        const bare = (z: typeof x): boolean => !z.literal && !isQuoted(z) && !/^[-+]?\d/.test(z.text);
        if (bare(x) && isQuoted(y) && between.every((t) => t.endsWith('-D')) && ds.every((z) => z.from > x.to && z.to < y.from)) {
          return one({ kind: 'action', name: 'enter', element: query({ description: str(spanText(text, tokens, x.from, y.from - 1)), type: 'input' }), text: literal(y.text) });
        }
        if (/^[-+]?\d[\d.,:]*$/.test(x.text) && bare(y) && y.from === x.to + 1 && ds.length === 0) {
          return one({ kind: 'action', name: 'enter', element: query({ description: str(y.text), type: 'input' }), text: literal(x.text) });
        }
      }
      // "Enter your email and password": one field per value, each named by its value's words;
      // "Type "Kim" in the Name field and "k@x.org" in the Email field": each value in its own field.
      if (vs.length > 1 && ds.length <= vs.length && reading.relation === 'none') {
        const fields = fieldsForValues(ds, vs);
        return vs.map((x, i) => {
          const element = query({ description: fields[i] !== undefined ? str(fields[i]!) : undefined, type: 'input' });
          return typecheck(program({ kind: 'action', name: 'enter', element, text: valueOf(text, tokens, x, x.text) })) as Program;
        });
      }
      const element = elementQuery(reading, d ?? clickFallback(text, tokens, reading, spans.length), a, undefined);
      if (!element) refuse('no element to act on', reading);
      return one({ kind: 'action', name: 'enter', element, text: valueOf(text, tokens, vs[0]!, v) });
    }
    default: {
      // "Select "Neutral" from the dropdown below "Sentiment"": a quoted option is a literal to select, never the user's answer (`pick`).
      if (reading.action === 'pick' && vs.length === 1 && vs[0]!.from === vs[0]!.to && tokens[vs[0]!.from]!.entity === 'quoted') {
        const element = elementQuery({ ...reading, type: 'dropdown' }, d, a, undefined);
        if (element) return one({ kind: 'action', name: 'select', element, option: literal(v!) });
      }
      const name = reading.action === 'read' ? 'read' : reading.action === 'check' || reading.action === 'uncheck' ? reading.action : 'click';
      // "Check Email and SMS": one program per listed target; "Tick X and Y under Z", each in the container.
      const container = reading.relation === 'in' && a !== undefined;
      if (ds.length > 1 && (name === 'check' || name === 'uncheck' || name === 'click') && (reading.relation === 'none' || container) && listed(text, tokens, ds)) {
        const out: Program[] = [];
        for (const x of ds) {
          const element = elementQuery(reading, x.text, container ? a : undefined, undefined);
          if (element) out.push(typecheck(program({ kind: 'action', name, element })) as Program);
        }
        if (out.length) return out;
      }
      // "Turn off ticket updates and the weekly summary": one span that lists settings with "and the" / commas is a box per setting.
      if ((name === 'check' || name === 'uncheck') && ds.length === 1 && (reading.relation === 'none' || container) && /\s(?:and|or)\s+(?:the|your|my)\s/i.test(d!)) {
        const parts = listParts(d!);
        if (parts.length > 1) return parts.map((x) => typecheck(program({ kind: 'action', name, element: elementQuery(reading, x, container ? a : undefined, undefined)! })) as Program);
      }
      // "Choose Private driveway for where the car is kept overnight" read as a click on words after "for", the option not described:
      // the words between the choice verb and "for" are the option, the words after it name the control.
      if (reading.action === 'click' && reading.relation === 'none' && reading.type === 'none') {
        const lead = leadIndex(tokens);
        const at = tokens.findIndex((t, i) => i > lead + 1 && t.word === 'for');
        let last = tokens.length - 1;
        while (last > 0 && /^[.!?,;:]$/.test(tokens[last]!.word)) last--;
        if (/^(?:select|choose|pick)$/.test(tokens[lead]?.word ?? '') && at > 0 && at < last && reading.tags.slice(lead + 1, at).every((t) => !t.endsWith('-D') && !t.endsWith('-A')) && ds.every((x) => x.from >= at)) {
          const element = elementQuery({ ...reading, type: 'none' }, spanText(text, tokens, at + 1, last), undefined, undefined);
          if (element) return one({ kind: 'action', name: 'select', element, option: literal(spanText(text, tokens, lead + 1, at - 1)) });
        }
      }
      // "Click Send reset link": a label said right after the verb, with no article, that ends in a lower-case type word ends there
      // with it — the word is the label's last ("Click the Sign in link" says its type after an article).
      if (name === 'click' && (reading.type === 'link' || reading.type === 'button') && ds.length === 1 && ds[0]!.from === leadIndex(tokens) + 1 && ds[0]!.to > ds[0]!.from) {
        const next = ds[0]!.to + 1;
        let last = tokens.length - 1;
        while (last > 0 && /^[.!?]$/.test(tokens[last]!.word)) last--;
        const typeWord = text.slice(tokens[next]?.start ?? 0, tokens[next]?.end ?? 0);
        if (next === last && typeWord === reading.type && /^\p{Lu}/u.test(d!) && CLICK_VERBS.has(tokens[leadIndex(tokens)]!.word)) {
          const element = elementQuery({ ...reading, type: 'none' }, spanText(text, tokens, ds[0]!.from, next), a, undefined);
          if (element) return one({ kind: 'action', name, element });
        }
      }
      // Description pieces that are no list ("Show only items | on | sale") are one description, from the first piece to the last.
      const whole = ds.length > 1 && !listed(text, tokens, ds) ? spanText(text, tokens, ds[0]!.from, ds[ds.length - 1]!.to) : d;
      // "Tick X and Y under Z" read as one description (the container's words in it): a box per item, each in the container, as a list
      // under a heading is read when the model tags the heading as the container.
      const underHeading = (name === 'check' || name === 'uncheck') && reading.relation === 'none' && !a && whole ? /^(.+?)\s+under\s+(\S.*)$/i.exec(whole) : null;
      if (underHeading) {
        const items = underHeading[1]!.split(/\s*,\s*(?:(?:and|or)\s+)?|\s+(?:and|or)\s+/i).filter((x) => /[\p{L}\p{N}]/u.test(x));
        return items.map((x) => typecheck(program({ kind: 'action', name, element: query({ description: str(x.trim()), in: query({ description: str(underHeading[2]!) }) }) })) as Program);
      }
      const element = elementQuery(reading, whole ?? clickFallback(text, tokens, reading, spans.length), a, reading.action === 'pick' ? v : undefined);
      if (!element) refuse('no element to act on', reading);
      if (name === 'click' && verbNamesButton(tokens, reading)) element.type = 'button';
      return one({ kind: 'action', name, element });
    }
  }
}

/** Words a step may start with before its verb ("Then", "Now", "Please", "2.", "Step 1:"). */
const LEAD_WORDS = new Set(['then', 'now', 'please', 'and', 'next', 'finally', 'first', ',', '.', ':', ';', '-', '*', '•', ')', 'step']);

/** The index of a clause's first word after its lead words ("Then", "2.", "Step 1:"): where its verb stands. */
function leadIndex(tokens: readonly Token[]): number {
  let lead = 0;
  while (lead < tokens.length && (LEAD_WORDS.has(tokens[lead]!.word) || /^\d+$/.test(tokens[lead]!.word))) lead++;
  return lead;
}

/** Whether two spans are joined by exactly one "under" / "for" ("Cancel an order | under | Reason"). */
function joinedByUnder(tokens: readonly Token[], first: { to: number }, second: { from: number }): boolean {
  return first.to + 2 === second.from && /^(?:under|for)$/.test(tokens[first.to + 1]!.word);
}

/**
 * "Confirm the reservation", "Save your changes", "and continue": a click whose description is the
 * one word the clause begins with is a verb that names its own button — a button (a ranking hint
 * for grounding, so that "confirm" prefers the Confirm reservation button over a text "(for your
 * confirmation)"). Only without a type, location or relation the model read; the synthesizer writes
 * its programs with the same rule (templates and decoder agree).
 */
export function verbNamesButton(tokens: readonly Token[], reading: Pick<ModelReading, 'tags' | 'type' | 'location' | 'relation' | 'action'>): boolean {
  if (reading.action !== 'click' || reading.type !== 'none' || reading.location !== 'none' || reading.relation !== 'none') return false;
  const lead = leadIndex(tokens);
  const d = reading.tags.map((t, i) => (t.endsWith('-D') ? i : -1)).filter((i) => i >= 0);
  return d.length === 1 && d[0] === lead && reading.tags[lead] === 'B-D' && !tokens[lead]!.entity && /^\p{L}+$/u.test(tokens[lead]!.word) && !reading.tags.some((t) => t !== 'O' && !t.endsWith('-D'));
}

/**
 * Decode a clause that may start with a container phrase. `rest` is the model's reading of the
 * clause without that phrase (see withoutLeadingContainer): when the rest has a spatial relation
 * of its own ("Under "Sentence 3", click "Yes" below "Is it grammatical?"") and the whole clause
 * reads the phrase as a container (an `in` relation, or at least not as a location on the page:
 * "In the top right corner, …"), the rest's programs are kept and the container is added to their
 * elements; otherwise the whole clause's reading decides.
 */
export function decodeClause(
  clause: { text: string; tokens: readonly Token[]; reading: ModelReading },
  rest?: { text: string; tokens: readonly Token[]; reading: ModelReading },
): Program[] {
  const spatial = rest && rest.reading.relation !== 'none' && rest.reading.relation !== 'in';
  // The leading phrase without its preposition ("Under "Sentence 3"," → Sentence 3); words of a place on the page only ("In the top right corner,") name no container.
  const phrase = rest ? clause.text.slice(0, clause.text.length - rest.text.length).replace(/^\S+\s+(?:the\s+)?/i, '').replace(/,\s*$/, '').trim().replace(/^["“](.*)["”]$/s, '$1') : '';
  const place = /^(?:(?:the|top|bottom|upper|lower|left|right|far|middle|center|centre|hand|corner|side|of|page|screen|window)\b[\s-]*)+$/i.test(phrase);
  if (rest && spatial && !place && (clause.reading.relation === 'in' || clause.reading.location === 'none')) {
    const span = clause.reading.relation === 'in' ? spansOf(clause.reading.tags).find((x) => x.label === 'A') : undefined;
    const container = span ? spanText(clause.text, clause.tokens, span.from, span.to) : phrase;
    if (container) {
      const programs = decode(rest.text, rest.tokens, rest.reading);
      if (programs.every((p) => 'element' in p.action && !p.action.element.in)) {
        return programs.map((p) => typecheck(program({ ...p.action, element: { ...(p.action as { element: Query }).element, in: query({ description: str(container) }) } } as Action)) as Program);
      }
    }
  }
  const programs = decode(clause.text, clause.tokens, clause.reading);
  // "In the description, write "…"": a value typed with no field named goes into the field the leading phrase names.
  if (rest && phrase && !place && programs.length === 1) {
    const action = programs[0]!.action;
    if (action.name === 'enter' && !action.element.description && !action.element.in && Object.keys(action.element).every((k) => k === 'kind' || k === 'type')) {
      return [typecheck(program({ ...action, element: query({ description: str(phrase), type: 'input' }) } as Action)) as Program];
    }
  }
  return programs;
}

const PARTICLES = new Set(['on', 'in', 'up', 'out', 'off', 'over']);

/**
 * "Click Log on", "Click Sign in.": a label that ends in a particle at the end of the clause is
 * sometimes tagged without the particle (the model has learned that "in"/"on" often starts a
 * location phrase). A description span followed only by a particle and punctuation, or by a
 * particle and then another "in"/"on"/"at", takes the particle in.
 */
function withTrailingParticle(tags: readonly Tag[], tokens: readonly Token[]): Tag[] {
  const out = [...tags];
  // "Click Sign in in the upper right corner": a particle after the label and before another preposition is the label's.
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (out[i] === 'O' && PARTICLES.has(tokens[i]!.word) && /^[BI]-D$/.test(out[i - 1]!) && LOCATION_PREPOSITIONS.has(tokens[i + 1]!.word) && out[i + 1] === 'O') out[i] = 'I-D';
  }
  let last = tokens.length - 1;
  while (last >= 0 && /^[.!,;:]$/.test(tokens[last]!.word)) last--;
  if (last < 1 || out[last] !== 'O' || !PARTICLES.has(tokens[last]!.word) || !/^[BI]-D$/.test(out[last - 1]!)) return out;
  out[last] = 'I-D';
  return out;
}

const LOCATION_PREPOSITIONS = new Set(['in', 'on', 'at']);

const CLICK_VERBS = new Set(['click', 'tap', 'select', 'press', 'choose', 'hit']);

/**
 * The edges of a label the model tagged one word short or long, the other way round: a
 * capitalised word between the click verb and the description is the label's first word ("Click
 * Enter Code", "Tap Select All": a label that begins with a verb), and a description that ends in
 * a preposition before "the" + a location phrase gives the preposition back ("Click more in the
 * top right corner").
 */
function labelEdges(text: string, tags: Tag[], tokens: readonly Token[], reading: ModelReading): Tag[] {
  const out = [...tags];
  const d = out.findIndex((t) => t.endsWith('-D'));
  // (A click has no value: a V tag there is the model's doubt about a verb-like word.)
  if (d === 2 && CLICK_VERBS.has(tokens[0]!.word) && (out[1] === 'O' || (out[1] === 'B-V' && reading.action === 'click')) && /^\p{Lu}\p{Ll}/u.test(text.slice(tokens[1]!.start, tokens[1]!.end)) && !tokens[1]!.entity) {
    out[1] = 'B-D';
    out[2] = 'I-D';
  }
  if (d >= 0 && reading.location !== 'none') {
    let end = d;
    while (out[end + 1] === 'I-D') end++;
    if (end > d && PARTICLES.has(tokens[end]!.word) && tokens[end + 1]?.word === 'the' && out[end + 1] === 'O') out[end] = 'O';
  }
  return out;
}

/**
 * "click next": a one- or two-word lower-case label right after a click verb is sometimes left
 * untagged (the words are common template words). When the model found no span at all, no type
 * and no location, and the instruction is a click verb followed by a few words, those words are
 * the description.
 */
function clickFallback(text: string, tokens: readonly Token[], reading: ModelReading, nSpans: number): string | undefined {
  if ((reading.action !== 'click' && reading.action !== 'check' && reading.action !== 'uncheck') || nSpans > 0 || reading.type !== 'none' || reading.location !== 'none') return undefined;
  if (!CLICK_VERBS.has(tokens[0]?.word ?? '')) {
    // "Log out.", "Place your order.": a short clause that is a click but names nothing else names its button, verb included.
    if (reading.action !== 'click') return undefined;
    const words = text.replace(/[.!]+$/, '').replace(/\b(?:your|my|the|our)\s+/gi, '').trim();
    return /^[\p{L}][\p{L}-]*(?:\s+[\p{L}][\p{L}-]*){0,3}$/u.test(words) ? words : undefined;
  }
  let from = 1;
  if (tokens[from]?.word === 'on') from++;
  if (tokens[from]?.word === 'the') from++;
  const to = tokens.length - 1;
  if (from > to || to - from > 3) return undefined;
  const s = spanText(text, tokens, from, to);
  return s === '' || !/[\p{L}\p{N}]/u.test(s) ? undefined : s;
}

function elementQuery(reading: ModelReading, d: string | undefined, a: string | undefined, pickedValue: string | undefined): Query | undefined {
  const description = pickedValue !== undefined ? variable(variableNameFor(pickedValue)) : d !== undefined ? str(d) : undefined;
  const type = reading.type === 'none' ? undefined : reading.type;
  const location = reading.location === 'none' ? undefined : reading.location;
  const q = query({ description, type, location });
  if (reading.relation !== 'none' && a !== undefined) q[reading.relation] = query({ description: str(a) });
  else if (description === undefined && a !== undefined && type === undefined) q.description = str(a);
  return Object.keys(q).length > 1 ? q : undefined;
}

