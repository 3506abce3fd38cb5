/**
 * References and questions of a conversation, read against the dialogue state (src/parser/context.ts
 * calls these ahead of its other rules):
 *
 * - **questions about a value** ("what's my booking reference?", "how much is that altogether?",
 *   "what does the flex fare cost?", "how much is the Cedar Court one a month?", "how long does the
 *   battery last?") are answered by reading: the value a row or an option of the page says (from
 *   the state), an amount of the page (`amounts`), else a `@read` of what the question names; the
 *   turn keeps what it asked about (`about`), so that "okay, pick that" is a click on it;
 * - **ellipsis**: "and the one on the right too" repeats the last turn's action on another item;
 * - **the other <words> one**: another item of the list browsed that the page shows with those words
 *   ("the other nonstop one");
 * - **pages by name**: "go back to my bookings" → the page visited last whose title or heading
 *   says it;
 * - **a value asked as a question**: "can I see it on Saturday?" is the value "Saturday".
 *
 * Every rule reads the state (the page's rows, controls, amounts, the lists seen, the programs run),
 * never a site's words.
 */
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState, SeenItem } from './context.js';
import { currentUrl, samePage, stem } from './compare.js';
import { hasMoney, moneyTexts } from '../thingtalk/money.js';
import { HOUR_WORDS } from './times.js';

const STOP = /^(?:the|one|ones|and|this|that|these|those|for|with|its|his|her|our|your|their|my|now|much)$/;
/** Days and months as pages shorten them ("Saturday" ~ "Sat", "December" ~ "Dec"). */
const SHORT = /^(monday|tuesday|wednesday|thursday|friday|saturday|sunday|january|february|march|april|june|july|august|september|october|november|december)$/;
const word = (w: string): string => {
  const s = stem(w);
  return SHORT.test(s) ? s.slice(0, 3) : s;
};
/** The content words of a phrase, as compared with a page's words. */
const contentWords = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !STOP.test(w)).map(word).filter(Boolean);
const holdsAll = (text: string, words: string[]): boolean => {
  const have = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(word));
  return words.length > 0 && words.every((w) => have.has(w));
};

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const click = (element: Query): Program => program({ kind: 'action', name: 'click', element });
const say = (text: string): Program => program({ kind: 'action', name: 'say', text });
const read = (element: Query): Program => program({ kind: 'action', name: 'read', element });

/** A phrase that stands for the thing in view or everything chosen: "that", "it all", "the lot". */
const PRONOUN_SUBJECT = /^(?:it|that|this|these|those|them|everything|all|all of (?:it|that|them)|it all|the lot|the whole thing|this one|that one|in total|total)$/i;
/** Words after a price question's subject that only say how it is counted ("a month", "altogether", "now"). */
const PER = /\s+(?:a|per|each|every)\s+(?:month|night|day|week|year|person|head)$|\s+(?:altogether|all together|in total|total|now|right now|then|today|each|for (?:me|us))$/i;

/** What a question about a value answers: the programs (a read or a say), and what it was about. */
export interface QuestionPlan {
  programs: Program[];
  /** What the question was about, for "okay, pick that" next. */
  about?: Query;
}

/** The subject of a question, without its article and "one": "the Cedar Court one" → "Cedar Court". */
function subjectOf(s: string): string {
  let t = s.trim();
  for (let i = 0; i < 3; i++) t = t.replace(PER, '').trim();
  return t.replace(/^(?:the|a|an|my|our|your|his|her|their|its)\s+/i, '').replace(/\s+ones?$/i, '').trim();
}

/** The price a question asks for, of the thing `subject` names (a row, an option), of the thing in view, or of everything chosen. */
function priceAnswer(subject: string, total: boolean, state: DialogueState): QuestionPlan {
  const amounts = state.amounts ?? [];
  if (!subject || PRONOUN_SUBJECT.test(subject)) {
    // "How much is that altogether?": the page's total when it shows one; else the price of the
    // thing in view (the first amount below its heading).
    const totals = amounts.filter((a) => /\b(?:total|altogether|to pay|due)\b/i.test(a) && !/\bsub-?total\b/i.test(a));
    // No total yet (a page that sums what is chosen as a subtotal): "altogether" is that sum.
    const subtotals = total ? amounts.filter((a) => /\bsub-?total\b/i.test(a)) : [];
    // The option chosen, when it states a price ("50 tablets · $5.99"): what "that" costs before any other amount.
    const chosen = (state.controls ?? []).filter((c) => (c.kind === 'radio' || c.kind === 'select') && c.value && hasMoney(c.value)).map((c) => c.value!);
    // The page's own "Price: $17.00" (which follows the choices made, gift wrap included) before the option's price.
    const headed = amounts.filter((a) => /^(?:price|your price|cost|price now)\s*:/i.test(a.trim()));
    const answer = totals[totals.length - 1] ?? subtotals[subtotals.length - 1] ?? headed[headed.length - 1] ?? chosen[0] ?? amounts[0];
    if (answer) return { programs: [say(answer)] };
    return { programs: [read(query({ description: str(total ? 'total' : 'price') }))] };
  }
  const words = contentWords(subject);
  // An option of a control of the page ("the flex fare" → "Flex – $399 …"): its own words say the price.
  for (const c of state.controls ?? []) {
    const own = words.filter((w) => !holdsAll(c.label, [w]));
    const priced = (c.options ?? []).filter(hasMoney);
    // Every word the option's ("the flex fare"), else the one option that holds a word of the question ("floor tickets" → "Floor (standing) · $95").
    const alone = own.map((w) => priced.filter((o) => holdsAll(o, [w]))).find((os) => os.length === 1)?.[0];
    const option = own.length ? (priced.find((o) => holdsAll(o, own)) ?? alone) : undefined;
    if (option) return { programs: [say(option.replace(/\s+/g, ' ').trim())], about: query({ description: str(option) }) };
  }
  // A row of the page ("the Cedar Court one"): the amounts it shows.
  const row = state.rows.find((r) => holdsAll(r.text, words));
  if (row) {
    const found = moneyTexts(row.text);
    const item = query({ item: 1, description: str(subject) });
    return { programs: [found.length ? say(`${cap(subject)}: ${[...new Set(found.map((x) => x.replace(/\s+/g, ' ')))].join(', ')}`) : read(item)], about: item };
  }
  return { programs: [read(query({ description: str(subject) }))], about: query({ description: str(subject) }) };
}

const PRICE_QUESTIONS: Array<[RegExp, boolean]> = [
  // "What does the flex fare cost?", "what would two nights come to?"
  [/^what (?:does|do|would|will|did) (.+?) (?:cost|come to|run|go for)(?: now)?$/i, false],
  // "How much is that altogether?", "how much is the Cedar Court one a month?", "how much does it cost?"
  [/^how much (?:is|are|was|were|does|do|would|will|'s)\s+(.+?)(?:\s+(?:cost|come to|be))?$/i, false],
  [/^how much(?: (?:is it|does it cost))?(?: (?:for|to book|to get))? (.+)$/i, false],
  // "What's the price of the blue one?", "what's the price now?"
  [/^what(?:'s| is| are)\s+(?:the\s+)?(?:price|cost|rent|fare)(?:\s+(?:of|for|on)\s+(.+?))?(?:\s+now)?$/i, false],
  [/^how much(?: altogether| in total| all together)?$/i, true],
];

/** "How long does the battery last?", "how heavy is it?": the property asked about, by its name on the page. */
const HOW_PROPERTY = /^how (long|big|heavy|large|wide|tall|fast|old|many|far) (?:is|are|does|do|will|would|'s)\s+(.+?)(?:\s+(?:last|take|weigh|hold|run|go|have|get))?(?:\s+(?:on|for|with|in|of)\s+(?:this|that|it|this one|that one|them|these|those))?$/i;
const PROPERTY_OF: Record<string, string> = { heavy: 'weight', big: 'size', large: 'size', wide: 'width', tall: 'height', fast: 'speed', old: 'age' };
/** "How much protein does it have?", "how many calories are in it?": a value of the thing in view, by its name. */
const HOW_MUCH_OF = /^how (?:much|many) (.+?) (?:does|do|is|are|has|have) (?:there )?(?:in )?(?:it|this|that|this one|that one|they|these|those)(?: have| contain| got| in it)?$/i;
/** "What time does it start?", "when does it open?": the time the page states. */
const WHAT_TIME = /^(?:what time|when) (?:does|do|is|will|did) (?:it|this|that|the (?:show|event|concert|class|film|movie|game|match|flight|train|bus|tour|session)) (?:start|begin|open|end|finish|close|leave|depart|arrive|land|kick off)(?: at)?$/i;
const TIME_IN = /\b\d{1,2}(?::\d{2})\s*(?:[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\.?/i;
const MONEY_NOUN = /^(?:fee|cost|charge|price|amount)$/;
const ID_NOUN = /^(?:number|reference|ref|code|id)$/;
const ID_VALUE = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*\b|#\s?\d{3,}|\b\d{5,}\b/;
/** Words that only say which of a value is meant ("the new order number", "the current total"). */
const WHICH_ONE = /^(?:new|newest|latest|current|final|last|updated)$/i;

/** A text of the page (`facts`) that states the value named by `what` ("delivery fee" → "Delivery fee: $3.99"): one that starts with its words first, then the shortest. */
export function factNamed(what: string, state: DialogueState): string | undefined {
  // The statements that state a value (a digit) first; else any statement of the page ("Author: Ada Quill").
  const fromFacts = statedIn(what, state.facts ?? []);
  return fromFacts ?? statedIn(what, (state.texts ?? []).filter((t) => /:\s/.test(t)));
}

function statedIn(what: string, facts: readonly string[]): string | undefined {
  let words = contentWords(what);
  for (let pass = 0; pass < 2 && words.length; pass++) {
    // "The delivery fee" ~ "Delivery: $3.99": a word for money is said by an amount.
    // "The order number" ~ "Order ENC-5001 is confirmed.": a word for an identifier is said by one (letters and digits).
    const said = (f: string) => {
      const left = words.filter((w) => !(MONEY_NOUN.test(w) && hasMoney(f)) && !(ID_NOUN.test(w) && ID_VALUE.test(f)));
      return left.length ? left : words.slice(0, 1);
    };
    const found = facts.filter((f) => holdsAll(f, said(f)));
    if (found.length) {
      const starts = found.filter((f) => holdsAll(f.split(/[:·—–]|\s{2,}/)[0] ?? '', words));
      return [...(starts.length ? starts : found)].sort((a, b) => a.length - b.length)[0];
    }
    words = words.filter((w) => !WHICH_ONE.test(w));
  }
  return undefined;
}

/** "What's my booking reference?", "tell me our order number": a value of the user's, by its name. */
const WHAT_MY = /^(?:what(?:'s| is| are| was)|tell me|read me|read out|read)\s+(?:my|our|your|his|her|their)\s+(.+)$/i;
/** "Read me the reference of the new one": a value of one item ("the new one" is the one added last). */
const OF_ITEM = /^(?:what(?:'s| is| are)|tell me|read me|read out|read)\s+(?:the\s+)?(.+?)\s+(?:of|for|on)\s+the\s+(new|newest|latest|last|first|top|bottom)(?:\s+one)?$/i;

/**
 * A question about a value, answered by reading, or undefined when the text asks nothing of the
 * kind. `text` is the turn without its padding and its question mark.
 */
export function questionPlan(text: string, state: DialogueState): QuestionPlan | undefined {
  const t = text.trim();
  const much = HOW_MUCH_OF.exec(t);
  if (much) {
    const what = subjectOf(much[1]!);
    const fact = factNamed(what, state);
    return { programs: [fact ? say(fact) : read(query({ description: str(what) }))] };
  }
  for (const [re, total] of PRICE_QUESTIONS) {
    const m = re.exec(t);
    if (m) return priceAnswer(subjectOf(m[1] ?? ''), total || /\b(?:altogether|all together|in total|total)\b/i.test(t), state);
  }
  const how = HOW_PROPERTY.exec(t);
  if (how) {
    const subject = subjectOf(how[2]!);
    const what = !subject || PRONOUN_SUBJECT.test(subject) ? PROPERTY_OF[how[1]!.toLowerCase()] : subject;
    if (what) return { programs: [read(query({ description: str(what) }))] };
  }
  if (WHAT_TIME.test(t)) {
    const fact = (state.facts ?? []).find((f) => TIME_IN.test(f));
    return { programs: [fact ? say(fact) : read(query({ description: str('time') }))] };
  }
  const of = OF_ITEM.exec(t);
  if (of) {
    // "The new one" is the one added last. The item's own words, as the page shows them, hold its value.
    const w = of[2]!.toLowerCase();
    const first = w === 'first' || w === 'top';
    const here = currentUrl(state);
    const items = state.lists.find((l) => l.url === here && !l.bare)?.items ?? [];
    const seen = first ? items[0] : items[items.length - 1];
    const item = query({ item: first ? 1 : 'last' });
    return { programs: [seen ? say(seen.name) : read(item)], about: item };
  }
  const mine = WHAT_MY.exec(t);
  if (mine) {
    const what = subjectOf(mine[1]!);
    // A text of the page that says it ("Your booking reference is SKY4100."), else a read of what it names.
    const words = contentWords(what);
    const fact = (state.facts ?? []).find((f) => holdsAll(f, words));
    if (fact) return { programs: [say(fact)] };
    if (what) return { programs: [read(query({ description: str(what) }))], about: query({ description: str(what) }) };
  }
  return undefined;
}

/** "And the floor here?", "what about the balcony?": the subject of a question asked again of something else. */
const AND_WHAT = /^\W*(?:and|what about|how about)\s+(?:the\s+)?(.+?)(?:\s+(?:here|there|then|now|too|on this one|for this one))?\s*\?\s*$/i;

/**
 * "How much are floor tickets?" then "And the floor here?": a recent turn's price question, of the
 * thing this turn names. `recent` are the last turns as said, without their padding. Undefined when
 * the turn asks no such follow-up.
 */
export function followUpQuestion(utterance: string, recent: readonly string[], state: DialogueState): QuestionPlan | undefined {
  const m = AND_WHAT.exec(utterance.trim());
  if (!m) return undefined;
  // The question may be a turn or two back ("how much are floor tickets?", "go back and open the other one", "and the floor here?").
  const asked = recent.map((r) => r.trim().replace(/[?.!]+$/, ''));
  if (!asked.some((a) => PRICE_QUESTIONS.some(([re]) => re.test(a)))) return undefined;
  return priceAnswer(subjectOf(m[1]!), false, state);
}

/** "Pick that", "okay, choose it", "I'll take that one", "go with that": what the last question was about. */
const TAKE_THAT = /^(?:(?:pick|choose|select|take|get|book|reserve|open|click(?: on)?|go with|i'?ll take|i'?ll go with|let'?s (?:do|take|go with)|we'?ll take)\s+)?(?:that|it|this|that one|this one|that then)$/i;

/** The click a turn like "pick that" means after a question, or undefined. */
export function topicPlan(text: string, state: DialogueState): Program[] | undefined {
  if (!state.topic || !TAKE_THAT.test(text.trim())) return undefined;
  return [click(state.topic)];
}

/** A turn said as more of the same: "and the one on the right too", "also the third one", "the office one as well". */
export const MORE_OF_THE_SAME = /^\W*(?:and|also|plus)\b|\b(?:too|as well|also)\W*$/i;

/**
 * "And the one on the right too" after "Save the one in the middle": the last turn's action on
 * another item. `item` is the item query the turn names. Undefined when the last turn acted on no
 * item.
 */
export function ellipsisPlan(utterance: string, item: Query, state: DialogueState): Program[] | undefined {
  if (!MORE_OF_THE_SAME.test(utterance)) return undefined;
  // The last turn's click; with "too" / "as well", the last click of the turns before ("add this one
  // to the compare list", "go back to the list", "and the office one as well"): a bare "and the last
  // one" after "go back" opens it.
  const turns = /\b(?:too|as well|also)\W*$/i.test(utterance) ? state.executed : state.executed.slice(-1);
  const clicks = turns.flatMap((e) => e.programs).filter((p) => p.action.name === 'click' && 'element' in p.action);
  const action = clicks[clicks.length - 1]?.action;
  if (!action || !('element' in action)) return undefined;
  const element = action.element;
  // The control the last turn clicked inside an item ("Save" in the middle one): the same control in this one.
  if (element.in?.item !== undefined) return [click(query({ ...element, in: item }))];
  // A control of the page in view ("add this one to the compare list"): the control of that name in this item.
  if (element.item === undefined && element.description?.kind === 'string') return [click(query({ description: element.description, in: item }))];
  // An item opened ("the 4K one"): this item.
  if (element.item !== undefined) return [click(item)];
  return undefined;
}

/**
 * "The 4K one", "the office one": among the items of the current page's list (not a footer's bare
 * links), those whose text holds the words, when they are some of the items but not all.
 */
export function namedOne(text: string, state: DialogueState): { selector: 1; noun: string } | undefined {
  // A verb that opens the item, or none; "remove the Birch Avenue one" is a row's control (namedRow).
  const m = /^(?:(?:open|click(?: on)?|show me|see|view|let'?s see|take|pick|choose|select)\s+)?(?:the|that)\s+(.+?)\s+one$/i.exec(text.trim());
  if (!m) return undefined;
  const here = currentUrl(state);
  const list = state.lists.find((l) => l.url === here && !l.bare);
  const want = contentWords(m[1]!);
  if (!list || !want.length) return undefined;
  const holding = list.items.filter((i) => holdsAll(i.name, want)).length;
  // A day or month the page shortens ("the Saturday one" on rows that say "Sat"): the page's word.
  const noun = m[1]!.split(/\s+/).map((w) => (SHORT.test(stem(w)) ? cap(stem(w).slice(0, 3)) : w)).join(' ');
  return holding > 0 && holding < list.items.length ? { selector: 1, noun } : undefined;
}

/** "The beginner one, on Thursday", "the one at nine", "that one with the Friday class": an item by its words and a time. */
const ONE_WITH = /^(?:(?:open|click(?: on)?|show me|see|view|let'?s see|take|pick|choose|select|book|try|go with)\s+)?(?:the|that)\s+(?:(.+?)\s+)?one\b\s*,?\s*((?:on|at|in|with|for|from|about|that'?s|which is)\b.*)?$/i;
/** A time said: "at nine", "at 9:30", "at six thirty", "at 7 pm", "noon". */
const SAID_TIME = /\b(?:at\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon)(?::(\d{2})|\s+(thirty|fifteen|forty-five|forty five|o'?clock))?\s*([ap]\.?m\.?)?(?=\s|,|$)/i;
/** The times a text writes ("9:00 AM", "6:30 pm", "18:15"): hour (1–12) and minutes. */
function timesIn(text: string): Array<{ hour: number; minute: number }> {
  return [...text.matchAll(/\b(\d{1,2})(?::(\d{2}))\s*([ap]\.?m\.?)?|\b(\d{1,2})\s*([ap]\.?m\.?)/gi)].map((m) => {
    const h = Number(m[1] ?? m[4]);
    return { hour: ((h + 11) % 12) + 1, minute: Number(m[2] ?? 0) };
  });
}

/**
 * "The beginner one, on Thursday", "the one at nine": of the current page's list, the one item
 * whose text holds the words said and, when a time is said, shows that time (its hour, and its
 * minutes when said). Undefined when none or several do, or nothing narrows the items.
 */
export function oneWith(text: string, state: DialogueState): { selector: number; noun?: string } | undefined {
  const m = ONE_WITH.exec(text.trim());
  if (!m || (!m[1] && !m[2])) return undefined;
  const here = currentUrl(state);
  const list = state.lists.find((l) => l.url === here && !l.bare);
  if (!list || list.items.length < 2) return undefined;
  let rest = `${m[1] ?? ''} ${m[2] ?? ''}`;
  let time: { hour: number; minute?: number } | undefined;
  const t = /\bat\s/i.test(rest) || /\d:\d\d|[ap]\.?m\b|o'?clock|noon/i.test(rest) ? SAID_TIME.exec(rest) : null;
  if (t) {
    const h = /^\d+$/.test(t[1]!) ? Number(t[1]) : HOUR_WORDS[t[1]!.toLowerCase()]!;
    const minute = t[2] ? Number(t[2]) : t[3] ? (/thirty/i.test(t[3]) ? 30 : /fifteen/i.test(t[3]) ? 15 : /forty/i.test(t[3]) ? 45 : 0) : undefined;
    time = { hour: ((h + 11) % 12) + 1, ...(minute !== undefined ? { minute } : {}) };
    rest = rest.slice(0, t.index) + rest.slice(t.index + t[0].length);
  }
  const want = contentWords(rest.replace(/\b(?:on|at|in|with|from|about|that'?s|which|is|class|session)\b/gi, ' '));
  if (!want.length && !time) return undefined;
  const hits = list.items.map((item, i) => ({ item, i })).filter(({ item }) => (!want.length || holdsAll(item.name, want)) && (!time || timesIn(item.name).some((x) => x.hour === time!.hour && (time!.minute === undefined || x.minute === time!.minute))));
  return hits.length === 1 ? { selector: hits[0]!.i + 1 } : undefined;
}

/**
 * "The other nonstop one": of the list the user browsed (the one an opened item came from), the
 * item whose text holds the words that is neither the one in view nor one opened before; with
 * none left, the first such item other than the one in view.
 */
export function otherWith(words: string, state: DialogueState): (SeenItem & { url: string }) | undefined {
  const want = contentWords(words);
  if (!want.length) return undefined;
  const here = currentUrl(state);
  const lists = [...state.lists].reverse();
  const list = lists.find((l) => l.items.some((i) => state.opened.some((o) => samePage(o.url, i.url)))) ?? lists[0];
  const pool = (list?.items ?? []).filter((i): i is SeenItem & { url: string } => !!i.url && holdsAll(i.name, want) && !samePage(i.url, here));
  return pool.find((i) => !state.opened.some((o) => samePage(o.url, i.url))) ?? pool[0];
}

/** "Go back to my bookings", "back to the checkout": a page visited before, by its title or heading. */
export function pageNamed(name: string, state: DialogueState, exactly: boolean): string | undefined {
  const want = contentWords(name);
  if (!want.length) return undefined;
  const here = currentUrl(state);
  const pages = [...(state.pages ?? [])].reverse();
  // Exactly: the title says nothing more ("My bookings" for "my bookings"), before a title that also says more.
  const fits = (title: string) => holdsAll(title, want) && (!exactly || contentWords(title).every((w) => want.includes(w)));
  return pages.find((p) => p.url !== here && fits(p.title))?.url;
}

/** "Can I see it on Saturday?", "could we do it at 6pm?": a question that only carries a value. */
const ASKED_VALUE = /^(?:can|could|may|shall) (?:i|we) (?:see|view|visit|tour|do|book|have|get|try|go|come|pick it up|collect it)(?: (?:it|that|this|them|one|the place|the flat|the house))? (?:on|at|in|for|around|by) (.+)$|^(?:does|do|can) (?:it|they|this|that|this one|that one|these|those) come in (.+)$|^(?:is|are) (?:it|they|this|that) (?:available|sold|made) in (.+)$|^(?:have you got|do you have|you got) (?:it|this|that|them|one|this one|that one) in (.+)$|^(?:can|could|may|shall) (?:i|we) (?:do|have|try|book) ((?:the\s+)?(?:\d{1,2}(?:st|nd|rd|th)|[a-z]+(?:st|nd|rd|th))|\d{1,2}(?::\d{2})?\s*(?:am|pm)|(?:mon|tues|wednes|thurs|fri|satur|sun)day)$/i;

/** The value a question carries ("on Saturday" → "Saturday"), or undefined. */
export function askedValue(text: string): string | undefined {
  const m = ASKED_VALUE.exec(text.trim());
  const v = m?.slice(1).find((g) => g !== undefined)?.trim();
  return v && v.split(/\s+/).length <= 4 ? v : undefined;
}

/**
 * A question, then a command that answers it: "What are the rental conditions? Open them." → "Open
 * the rental conditions"; "Where do I pick it up? Open the pick-up instructions." → the command
 * alone (the question is the user thinking aloud). Undefined when the first sentence asks nothing
 * or the second is no command. `raw` is the question as said, `asked` and `then` without padding.
 */
export function questionThenCommand(raw: string, asked: string, then: string, isCommand: (s: string) => boolean): string | undefined {
  if (!/\?\s*$/.test(raw) || !isCommand(then)) return undefined;
  const pronoun = /\b(?:them|those|these|it|that|this)\b/i;
  const named = /^(?:what|which)(?:'s| is| are| was| were)\s+(the\s+.+)$/i.exec(asked.trim())?.[1];
  if (named && pronoun.test(then)) return then.replace(pronoun, named);
  return pronoun.test(then) ? undefined : then;
}
