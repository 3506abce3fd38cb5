/**
 * A question reader that works on pages it has never seen (round 11). A question — "how much is
 * it?", "what time is the last slot?", "is the balcony sold out?", "what's my reference?", "read me
 * the delivery fee" — is read as two things: the TYPE of answer it wants (an amount of money, a
 * time, a date, a duration, a count, a measure, a rating, a reference, a name, a place, a state,
 * the result of the last action) and its TOPIC words ("delivery", "fee"). The page (as the dialogue
 * state keeps it: its statements with their headers, its rows, its controls' values and options,
 * its counters, what the last action changed) is then searched for the statement that holds a value
 * of that type and whose words — its label first — are the topic's, by the stem of each word or by
 * word-vector similarity ("charge" ~ "fee"). The answer is said as the page states it (its own
 * words and numbers), cut to the part that holds the value. When no statement fits, the reader says
 * nothing (undefined), so no random text is read out.
 *
 * Nothing here names a site: the words are English question words, a small lexicon of what each
 * answer type is called, and the shapes of values (a currency sign, a clock time, letters and
 * digits of a reference). The weights were set on generated question–page pairs
 * (training/questions/generate.ts), never on the benchmark's read sets.
 */
import { TURN_MARKS } from './turn-marks.js';
import { discourseOff } from './discourse.js';
import { choiceLinks } from './page-items.js';
import { itemNamedIn } from './measures.js';
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import { MONTH_PATTERN } from '../thingtalk/calendar.js';
import type { DialogueState } from './context.js';
import { relatedSentence } from './related-sentence.js';
import { escapeRegExp } from './compare.js';
import type { WordRelatedness } from '../word-vectors.js';

export type { WordRelatedness };

export type AnswerKind = 'money' | 'time' | 'date' | 'when' | 'duration' | 'count' | 'measure' | 'rating' | 'reference' | 'name' | 'place' | 'state' | 'result' | 'text';

export interface Question {
  kind: AnswerKind;
  /** The question's content words (stemmed), the thing asked about: ["delivery"]. */
  topic: string[];
  /** The same words as said (unstemmed), for word-vector similarity. */
  words: string[];
  /**
   * Words that also name the answer's type ("fee", "total", "start"): a statement that says them
   * fits better ("Total: $38" before "$12"), one that does not still may answer.
   */
  soft: string[];
  /** A yes/no question ("is it in stock?"): the answer is the page's statement of it. */
  polar: boolean;
  /** The noun a "how many" counts ("refills"), stemmed, and as said. */
  unit?: string;
  unitWord?: string;
  /** "What time …?", "… o'clock": a time of day only. */
  clock?: boolean;
  /**
   * Round 21: the sum of what is bought or booked is asked ("what's that come to?", "how much is it
   * altogether?", "so how much is it now?"), no thing named: a page's total, not one row's amount.
   */
  sum?: boolean;
}

/** A reading of the page: the text said and how well it fits. */
export interface Reading {
  text: string;
  score: number;
  /** The statement's label (a header, a control's name, the words before a colon) is the question's topic. */
  labelled?: boolean;
  /** A person, an option or a row answered: what "his page" or "pick that" means next. */
  about?: string;
  /** A control's value answered ("Days: 2 days"). */
  control?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Values by type

const MONEY = /[$€£¥₹]\s?\d[\d,]*(?:\.\d+)?|\b\d[\d,]*(?:\.\d{1,2})?\s?(?:USD|EUR|GBP|dollars?|euros?|pounds?)\b|\bfree\b/i;
const TIME = /\b\d{1,2}[:.]\d{2}\s*(?:[ap]\.?m\.?)?(?![\d.])|\b\d{1,2}\s*[ap]\.?m\.?(?=\W|$)|\b(?:noon|midday|midnight)\b/i;
const MONTH = MONTH_PATTERN;
const DATE = new RegExp(String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+${MONTH}\b|\b${MONTH}\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}/\d{1,2}(?:/\d{2,4})?\b|\b(?:today|tomorrow|tonight)\b|\b(?:mon|tues|wednes|thurs|fri|satur|sun)day\b`, 'i');
const DURATION = /\bsince\s+(?:(?:early|late|mid)\s+)?(?:[A-Za-z]+\s+)?\d{4}\b|\b\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+)?\s*(?:(?:working|business|calendar|school|clear)\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|nights?|seconds?|secs?)\b|\b\d+\s?h(?:\s?\d+\s?m(?:in)?)?\b/i;
const MEASURE = /\b\d+(?:[.,]\d+)?(?:\s*[x×]\s*\d+(?:[.,]\d+)?)*\s*(?:cm|mm|m|km|in|inch(?:es)?|ft|feet|foot|"|kg|g|lbs?|pounds|oz|ml|l|litres?|liters?|gb|tb|mb|w|watts?|mah|v)\b|\b\d+(?:\.\d+)?\s*(?:"|′|″)/i;
const RATING = /★|☆|\b\d(?:\.\d)?\s*(?:\/\s*(?:5|10)|out of (?:5|10)|stars?)\b|\b(?:rated|rating)\b/i;
const REFERENCE = /\b(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9]{2,}(?:-[A-Z0-9]+)*\b|#\s?\d{3,}|\b\d{5,}\b/;
const COUNT = /\b\d+\b|\b(?:no|none|zero|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\b/i;
const PERSON = /\b(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?){1,2}\b/u;
const PLACE = /\b\d{1,5}\s+\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)*\s+(?:[Ss]treet|[Ss]t|[Rr]oad|[Rr]d|[Ll]ane|[Ll]n|[Aa]venue|[Aa]ve|[Ww]ay|[Dd]rive|[Dd]r|[Pp]lace|[Pp]l|[Ss]quare|[Ss]q|[Bb]oulevard|[Bb]lvd|[Cc]ourt|[Cc]t|[Tt]errace|[Rr]ow|[Pp]arkway)\b|\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{5}(?:-\d{4})?\b/u;
/** Words a page uses to state whether a thing can be had or is done. */
const STATE = /\b(?:in stock|out of stock|sold out|available|unavailable|not available|fully booked|booked up|booked|full|free|open|closed|waitlist|back-?order(?:ed)?|confirmed|cancell?ed|pending|shipped|delivered|dispatched|ready|included|not included|allowed|not allowed|yes|no|(?:\d+|no|few|only \d+)\s+(?:left|spaces?|spots?|places?|seats?|remaining)(?:\s+left)?)\b/i;

const VALUE: Partial<Record<AnswerKind, RegExp>> = {
  money: MONEY, time: TIME, date: DATE, duration: DURATION, measure: MEASURE, rating: RATING,
  reference: REFERENCE, count: COUNT, name: PERSON, place: PLACE, state: STATE,
};

// ---------------------------------------------------------------------------------------------
// The question's words

/** Words that carry no topic: question words, auxiliaries, pronouns, articles, spoken padding. */
export const STOP = new Set(('a an the it its it\'s this that these those they them their there here one ones is are was were be been ' +
  'do does did has have had will would can could should shall may might must what whats what\'s which who whom whose when where why how ' +
  'much many long i me my we us our you your he him his she her of on in at to for from with about by as and or ' +
  'any anything some tell read say give let know check please now again still currently right just so then also too ' +
  'out up back me, see show find look lookup like okay ok um oh hmm well say says said exactly quickly again altogether together ' +
  'all whole lot thing things stuff go going get got gonna wanna left over come comes coming ' +
  'time day date new current latest updated final anywhere somewhere ever').split(/\s+/));

/** Words that name an answer type when they are what is asked about ("the total", "my reference"). */
const KIND_WORDS: Array<[AnswerKind, RegExp]> = [
  ['money', /^(?:price|prices|cost|costs|total|subtotal|sub-total|fee|fees|charge|charges|charging|charged|fare|fares|rent|deposit|amount|balance|tax|vat|tip|discount|saving|savings|refund|pay|payment|spend|spent|owe|expensive|cheap|much)$/],
  ['reference', /^(?:reference|ref|code|id|confirmation|booking\s?number|order\s?number|tracking|voucher|pin|membership|ticket\s?number)$/],
  ['time', /^(?:time|times|o'?clock|slot|slots|start|starts|begin|begins|open|opens|close|closes|leave|leaves|depart|departs|departure|arrive|arrives|arrival|kick)$/],
  ['date', /^(?:date|dates|day|days|when)$/],
  ['duration', /^(?:duration|runtime|running)$/],
  ['measure', /^(?:width|height|depth|weight|length|size|dimensions|measurements|thickness|distance)$/],
  ['rating', /^(?:rated|rating|ratings|stars|score|reviewed)$/],
  ['name', /^(?:name|called|author|teacher|instructor|host|director|doctor|vet|driver|seller|brand|maker|title)$/],
  ['place', /^(?:address|location|located|venue|postcode|zip)$/],
  ['result', /^(?:status|result|message|happened)$/],
];

/** "How many things / items / of them": a count of whatever the topic holds ("in my basket"). */
const GENERIC_UNIT = /^(?:things?|items?|ones?|pieces?|products?|of|left|altogether|in|there)$/i;

/** Verbs a question wraps its topic in ("how long does delivery take?", "what does it weigh?"). */
const VERBS = /^(?:add|adds|take|takes|last|lasts|use|uses|used|need|needs|weigh|weighs|mean|means|come|include|includes|cost|costs|run|runs|have|contain|contains|hold|holds|say|says|be|become|make|makes|put|want|wants|buy)$/;
/** "How wide / tall / heavy is it?": the property the page names. */
const PROPERTY: Record<string, string> = { wide: 'width', tall: 'height', high: 'height', deep: 'depth', heavy: 'weight', big: 'size', large: 'size', thick: 'thickness', far: 'distance', light: 'weight' };

/** Words that only name the type of answer ("the price", "the time", "my reference"): the page need not say them. */
const SOFT = /^(?:owe|pay|due|available|availability|stock|sold|free|full|booked|space|spaces|spot|spots|price|prices|cost|costs|fee|fees|charge|charges|charging|charged|amount|total|time|times|o'?clock|date|dates|day|days|rated|rating|ratings|stars|score|name|called|number|reference|ref|code|id|status|result|message|start|starts|begin|begins|open|opens|leave|leaves|arrive|arrives|finish|finishes|end|ends)$/;

/** "Reference number", "order number", "booking code": a value of letters and digits, not a count. */
const ID_NOUN = /^(?:number|no|num|ref|reference|code|id)$/;

/** A word's root, for matching a question's words with a page's: "ships", "shipping", "shipped" → "ship". */
export function stem(w: string): string {
  let s = w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (s.length > 4) s = s.replace(/(?<=[^aeiou])ies$/, 'y').replace(/(?<![su])s$/, '');
  if (s.length > 5) s = s.replace(/(?:ing|ed)$/, '').replace(/([b-df-hj-np-tv-z])\1$/, '$1');
  return s.replace(/(?<=\w{3})e$/, '');
}

/** The words of a text: lower case, stop words kept (callers filter). */
export const tokens = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
const stems = (s: string): string[] => tokens(s).map(stem);

const WH = /^(?:what(?:'?s|\s+is|\s+are|\s+was|\s+were)?|which|who(?:'?s)?|whose|whom|when(?:'?s)?|where(?:'?s)?|how(?:'?s)?|why)\b/i;
const POLAR = /^(?:is|are|was|were|does|do|did|has|have|had|will|would|any|anything|got)\b/i;
const TELL = /^(?:(?:can|could|would) you\s+)?(?:read|tell|give|say|remind)(?:\s+(?:me|us))?(?:\s+(?:out|back|again))?\s+|^(?:let me know|i(?:'d| would) like to know|i want to know|i need to know|i wonder|do you know|check|find out|see)\s+/i;
/** "Can I / could we …?": a request to do, not a question about the page (answered by other rules). */
const CAN_I = /^(?:can|could|may|should|shall)\s+(?:i|we)\b/i;

/** Round 24: "so I don't pay anything?", "we don't have to pay for parking?": a question of cost said as a statement. */
const COST_STATED = /^(?:so\s+|and\s+)?(?:i|we|you)\s+(?:don'?t|do not|won'?t|will not|needn'?t|never)\s+(?:have to\s+|need to\s+)?pay(?:\s+anything|\s+a (?:penny|thing))?(?=\s+for\b|$)/i;

/** Whether a turn said with a question mark asks about cost in the words of a statement ("so I don't pay anything?"). */
export function costStated(text: string): boolean {
  return COST_STATED.test(text.trim().replace(/[?.!]+$/, '').replace(/\s+/g, ' ')) || /^(?:so\s+|and\s+)?(?:it'?s|it is|that'?s|that is)\s+free$/i.test(text.trim().replace(/[?.!]+$/, ''));
}

/**
 * The question a turn asks, or undefined when it asks none. `text` is the turn without its spoken
 * padding; `asked` is whether it was said with a question mark.
 */
export function readQuestion(text: string, asked: boolean): Question | undefined {
  let t = text.trim().replace(/[?.!]+$/, '').replace(/\s+/g, ' ')
    // "The total including shipping", "the price with assembly": the total is what is asked.
    .replace(/\b(total|subtotal|price|cost|amount)\s+(?:with|including|incl\.?|plus|after|inc\.?)\s+.+$/i, '$1')
    // "How much is it with the discount?", "how much is that including the lights?": the sum with it, the total.
    .replace(/^(how much (?:is|will|would|does) (?:it|that|this)(?: all)?(?: be| come to| cost)?)\s+(?:with|including|incl\.?|plus|after)\s+.+$/i, '$1 altogether');
  // Round 26: "pick it up" is to collect it ("where do I pick it up?" beside "Ready to collect from 12 Market Street").
  t = t.replace(/\bpick\s+(?:(?:it|them|this|that|these|those|the\s+[\p{L}-]+|my\s+[\p{L}-]+)\s+)?up\b/iu, 'collect');
  const told = TELL.exec(t);
  if (told) t = t.slice(told[0].length).replace(/^(?:if|whether)\s+/i, (m) => (m ? 'is ' : ''));
  // Round 24: a question of cost said as a statement ("so I don't pay anything?", "so it's free?", "we don't pay for
  // parking?"): whether there is something to pay, asked as "do I have to pay (for X)?" is.
  // "Is there anything extra for collecting?", "is there a charge for parking?": the same question of a thing's cost.
  t = t.replace(/^(?:and\s+)?is there (?:anything|something|any(?:thing)? more|an?)\s+(?:extra|more|charge|fee|cost)\s+(?=for\b)/i, 'do I have to pay ');
  if (asked) t = t.replace(COST_STATED, 'do I have to pay').replace(/^(?:so\s+|and\s+)?(?:it'?s|it is|that'?s|that is)\s+free$/i, 'do I have to pay');
  // "And the reference?", "the total?": a noun said as a question.
  // "Total?", "and the deposit?": a noun said as a question — with its determiner, or one that names a value ("total", "reference").
  const noun = /^(?:and\s+|what about\s+|how about\s+)?(?:(?:the|my|our|your)\s+[\p{L}\p{N} -]{2,40}|[\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu.exec(t);
  const bare = asked && !WH.test(t) && !POLAR.test(t) && !!noun && (/\s/.test(noun[0].replace(/^(?:and|what about|how about)\s+/i, '')) ? /^(?:and\s+|what about\s+|how about\s+)?(?:the|my|our|your)\s/i.test(t) : KIND_WORDS.some(([k, re]) => k !== 'name' && k !== 'result' && re.test(tokens(t).pop() ?? '')));
  if (!told && !bare && !WH.test(t) && !(asked && POLAR.test(t))) return undefined;
  if (CAN_I.test(t) || /^(?:how|what) about\b/i.test(t) && !bare) return undefined;
  // Not a question about the page: "how do I …", "why …", "what should I …", "which one should I get".
  if (/^(?:why|how (?:do|can|should|would) (?:i|we|you)|what (?:should|can|could|would) (?:i|we)|which (?:one )?should)\b/i.test(t)) return undefined;
  const lower = t.toLowerCase();
  // "Long", "much", "many" are the question's words after "how"; elsewhere "long" names a thing ("long hair", "a long sleeve").
  const words = tokens(lower).map((w, i, all) => (w === 'long' && all[i - 1] !== 'how' ? 'long\u00a0' : w));
  const polar = !told && POLAR.test(t) && !WH.test(t);
  let kind: AnswerKind | undefined;
  let unit: string | undefined;
  const many = /^how many\s+(?!(?:are|is|were|was|do|does|did|have|has|will|can)\b)([\p{L}-]+)/iu.exec(t) ?? (/^how many\b/i.test(t) ? ['', ''] : null);
  const much = /^how much(?:\s+([\p{L}-]+))?(?![\p{L}-])/iu.exec(t);
  if (/^(?:what does (?:it|the page|that|the screen) say|what did (?:it|that) say|what happened|did (?:it|that) (?:work|go through|succeed)|did (?:the|my) [\p{L}]+ go through|(?:is|was) (?:it|that) (?:done|successful|confirmed|booked|placed|sent|through)|has (?:it|that) (?:worked|gone through)|are we (?:done|booked|all set|confirmed)|what'?s the (?:status|result|message))$/iu.test(t)) kind = 'result';
  else if (/^how many stars\b/i.test(t)) kind = 'rating';
  else if (many) { kind = 'count'; unit = many[1] && !GENERIC_UNIT.test(many[1]) ? stem(many[1].toLowerCase()) : undefined; }
  else if (much && (!much[1] || /^(?:is|are|was|were|does|do|did|will|would|'s|for|to|in|altogether|all|more|extra|money|would|will)$/i.test(much[1]) || KIND_WORDS[0]![1].test(much[1].toLowerCase()))) kind = 'money';
  // "How much protein does it have?": an amount of that thing, beside its name ("Protein: 17 g").
  else if (much) kind = 'count';
  else if (/^how long\b/i.test(t)) kind = /\b(?:wide|tall|high|deep|big|inches|cm)\b/i.test(t) ? 'measure' : 'duration';
  else if (/^how (?:wide|tall|high|deep|big|large|heavy|long|far|thick|heavy|light)\b/i.test(t)) kind = 'measure';
  else if (/^how (?:well )?(?:is|was|'s) (?:it|this|that)\b.*\brated\b/i.test(t)) kind = 'rating';
  // "What's that come to?", "what does it all add up to?": the sum to pay.
  else if (/\b(?:comes?|came|add(?:s)?\s+up)\s+to$/i.test(t)) kind = 'money';
  else if (/^(?:who|whose|whom)\b/i.test(t)) kind = 'name';
  else if (/^where\b/i.test(t)) kind = 'place';
  else if (/^what time\b/i.test(t)) kind = 'time';
  else if (/^(?:what|which) (?:day|date)\b/i.test(t)) kind = 'date';
  else if (/^when\b/i.test(t)) kind = 'when';
  // "What's it called?", "what's the name of this one?".
  else if (/\bcalled\b|\bthe name of\b/i.test(t)) kind = 'name';
  // "What does it weigh?", "what does it measure?".
  else if (/\b(?:weigh|weighs|measure|measures)\b/i.test(t)) kind = 'measure';
  else if (/\brated\b|\brating\b|\bstars?\b/i.test(t)) kind = 'rating';
  const topicWords = words.filter((w) => !STOP.has(w) && !/^\d+$/.test(w)).map((w) => w.trim());
  if (!kind) {
    // The thing asked about names its type ("the delivery fee", "my booking reference", "the start time").
    const named = [...topicWords].reverse();
    for (const w of named) {
      const k = KIND_WORDS.find(([, re]) => re.test(w))?.[0];
      if (k) { kind = k; break; }
      if (ID_NOUN.test(w) && !/^how many\b/i.test(t)) { kind = 'reference'; break; }
    }
    // Cost words are stop words (so that they do not have to appear on the page): "what does it cost".
    if (!kind && /\b(?:cost|costs|price|priced|charge)\b/i.test(t)) kind = 'money';
    if (!kind && /\b(?:time|start|starts|begin|begins)\b/i.test(t)) kind = 'time';
    if (!kind && /\b(?:day|date)\b/i.test(t)) kind = 'date';
  }
  kind ??= polar ? 'state' : 'text';
  // The topic: the content words, without those that only name the type ("price", "number").
  let said = topicWords.filter((w) => !(kind === 'reference' && ID_NOUN.test(w)) && !VERBS.test(w));
  const generic = many?.[1] && GENERIC_UNIT.test(many[1]) ? many[1].toLowerCase() : undefined;
  if (kind === 'count') said = said.filter((w) => stem(w) !== unit);
  // "How wide is it?": the page says "Width".
  said = said.map((w) => PROPERTY[w] ?? w);
  if (/\bweighs?\b/i.test(t)) said.push('weight');
  // "How much is it altogether / in total / all together": the total.
  // (Round 24: "do I have to pay for delivery?" asks what delivery costs, not the sum: "to pay for" names a thing.)
  const summed = kind === 'money' && /\b(?:altogether|all together|in total|all in|everything|it all|the lot|whole thing|comes? to|came to|add(?:s)? up to|owe|to pay(?!\s+for\b))\b/i.test(lower);
  if (summed) said = [...said.filter((w) => !/^(?:owe|pay|due)$/.test(w)), 'total'];
  // Round 29: "does that cost more?", "is it extra?": the amount itself, "more" names no thing the page states.
  if (kind === 'money') said = said.filter((w) => !/^(?:more|extra|less)$/.test(w));
  said = said.filter((w, i) => said.findIndex((x) => stem(x) === stem(w)) === i);
  // The question's verb ("who TEACHES it?", "when does it LEAVE?"): the page may say it otherwise ("Taught by", "Departs").
  const verb = (/^who\s+(?!(?:is|are|was|were|does|do|did|will|would|can|has|have)\b)(\p{L}+)/iu.exec(t) ?? /^(?:what|which \S+)\s+(\p{L}+)\s+(?:it|this|that|them|this one|that one)\b/iu.exec(t) ?? /\b(?:does|do|did|will|would|is|are|can)\s+(?:it|this|that|they|this one|that one|we|i)\s+(\p{L}+)\b/iu.exec(t))?.[1]?.toLowerCase();
  const isSoft = (w: string) => SOFT.test(w) || w === verb || w === generic || Object.values(PROPERTY).includes(w);
  let hard = said.filter((w) => !isSoft(w));
  // "Do they deliver?", "does it fold?": a yes/no question about what the thing does has its verb as its topic.
  if (!hard.length && polar && verb && said.includes(verb) && !SOFT.test(verb)) hard = [verb];
  // Round 26: "how much do we get back?", "will I get my money back?": what is paid back, a refund.
  const back = kind === 'money' && /\b(?:get|getting|got|paid|pay)\s+(?:(?:it|that|this|them|my|our|the|any)\s+)?(?:money\s+)?back\b|\bmoney back\b/i.test(lower) ? ['refund'] : [];
  // Round 29: "when will I get them back?", "how long till it comes back?": a time things return in, by the words that say it ("back in 48 hours", "Return").
  // (The statement must say it: the turn before may have chosen the day things are collected on, which "that" would otherwise favour.)
  if ((kind === 'when' || kind === 'duration' || kind === 'date') && !hard.length && /\b(?:get|getting|have|having|come|comes|coming|be|are|is)\s+(?:\p{L}+\s+)?back\b/iu.test(lower)) hard = ['back'];
  return { kind, topic: hard.map(stem), words: hard, soft: [...said.filter((w) => isSoft(w) && !hard.includes(w)), ...back].map(stem), polar, ...(unit ? { unit, unitWord: many?.[1]?.toLowerCase() } : {}), ...(/^what time\b|o'?clock/i.test(t) ? { clock: true } : {}), ...(summed && !hard.length ? { sum: true } : {}) };
}

// ---------------------------------------------------------------------------------------------
// The page's statements

interface Candidate {
  /** The text as the page states it. */
  text: string;
  /** What the page says it is: a header, a control's label, the words before a colon. */
  label?: string;
  /** Where it comes from: what the last action changed, a statement, a row, a control, a counter. */
  source: 'changed' | 'text' | 'row' | 'control' | 'option' | 'counter' | 'heading';
  /** Its place on the page (0 first). */
  order: number;
  /** It holds what the last turn acted on (the slot chosen, the option picked): what "how much is that?" points at. */
  acted?: boolean;
  /** Round 26: the page states it in its frame (header, footer, navigation, an aside), not in the content in view. */
  framed?: boolean;
}

/** What the last turn acted on, by the words that named it: a clicked or chosen element, a dropdown's option. */
function lastActed(state: DialogueState): string[] {
  const last = state.executed[state.executed.length - 1];
  const out: string[] = [];
  for (const p of last?.programs ?? []) {
    const a = p.action;
    if (a.name === 'select' && a.option.kind === 'string') out.push(a.option.value);
    else if ((a.name === 'click' || a.name === 'choose' || a.name === 'check') && a.element.description?.kind === 'string') out.push(a.element.description.value);
  }
  return out.map((d) => d.replace(/\s+/g, ' ').trim()).filter((d) => d.length >= 3);
}

/** The page's statements, as the dialogue state keeps them. */
function candidatesOf(state: DialogueState): Candidate[] {
  const out: Candidate[] = [];
  const seen = new Set<string>();
  // A statement that is an option not chosen ("200 ml · €9" beside a chosen "500 ml · €18") is an option, not the thing in view.
  // So is the label of a box not ticked ("Racket hire ($3 each)"): an extra one may add, not what the thing costs.
  // (Round 17: and the label of a count of an extra still at nought: "Racket hire ($3 each)" beside 0.)
  const unchosen = new Set((state.controls ?? []).flatMap((c) => ((c.kind === 'checkbox' && c.value !== 'on') || (c.kind === 'number' && /^0?$/.test((c.value ?? '').trim())) ? (c.label ? [c.label.trim()] : []) : (c.options ?? []).filter((o) => o !== c.value).map((o) => o.trim()))));
  // Round 17: so is a choice link, one that shows this same page with another choice in its address ("M – £49.99" beside a chosen L).
  choiceLinks(state, unchosen);
  const add = (c: Candidate) => {
    if (c.source === 'text' && unchosen.has(c.text.trim())) c = { ...c, source: 'option' };
    const key = `${c.label ?? ''}|${c.text}`;
    if (!c.text.trim() || seen.has(key)) return;
    seen.add(key);
    out.push(c);
  };
  const labelOf = (text: string): { label?: string; text: string } => {
    const m = /^([^:：.!?]{1,50})[:：]\s+(\S.*)$/.exec(text);
    if (m) return { label: m[1]!.trim(), text };
    // "Total £89.98", "Order number GA-5001", "Starts 6:30 PM": a few words before the value they name, no colon.
    const bare = /^(\p{Lu}[\p{L}'’ -]{1,30}?)\s+(?=[$€£¥₹]\s?\d|\d)(\S.{0,40})$/u.exec(text);
    return bare && bare[1]!.trim().split(/\s+/).length <= 3 && !/[.!?](?:\s|$)/.test(bare[2]!) ? { label: bare[1]!.trim(), text } : { text };
  };
  // What the last turn made appear, while the page still shows it (the user may have moved the browser since).
  const shown = [...(state.texts ?? []), ...(state.facts ?? []), ...(state.amounts ?? []), state.heading ?? ''].join('\n');
  state.changed.forEach((t, i) => (!shown.trim() || shown.includes(t) ? add({ ...labelOf(t), source: 'changed', order: i }) : undefined));
  (state.texts ?? []).forEach((t, i) => add({ ...labelOf(t), source: 'text', order: i }));
  // A heading and the statement under it ("Getting it" / "Courier delivery … for $9.50"): a label and its value.
  // (Round 26: not a title of the content over the frame's first statement — a link "My bookings" over the footer's address.)
  const texts = state.texts ?? [];
  const frame = new Set(state.framed ?? []);
  texts.forEach((t, i) => {
    const next = texts[i + 1];
    if (!next || !isTitle(t) || isTitle(next) || !/[.!]$|.{40}/.test(next) || next.toLowerCase().startsWith(t.toLowerCase()) || frame.has(t) !== frame.has(next)) return;
    add({ label: t, text: `${t}: ${next}`, source: 'text', order: i + 1 });
  });
  // Amounts and facts the statements may not hold (a span of its own: "Only 3 left").
  [...(state.amounts ?? []), ...(state.facts ?? [])].forEach((t, i) => add({ ...labelOf(t), source: 'text', order: 50 + i }));
  state.rows.forEach((r, i) => add({ text: r.text.includes(r.title) ? r.text : `${r.title} ${r.text}`, label: r.title, source: 'row', order: i }));
  (state.controls ?? []).forEach((c, i) => {
    if (c.value && c.kind !== 'checkbox' && !/^(?:on|off)$/i.test(c.value) && !(c.kind === 'number' && /^0$/.test(c.value.trim()))) add({ text: `${c.label}: ${c.value}`, label: c.label, source: 'control', order: i });
    (c.options ?? []).forEach((o, j) => add({ text: o, label: c.label, source: 'option', order: i * 20 + j }));
  });
  // Counters of links and buttons: "Basket (3)", "Cart · 2 items".
  const names = [...new Set([...(state.page?.links ?? []), ...(state.page?.buttons ?? [])])];
  names.filter((n) => /\d/.test(n) && n.length <= 40).forEach((n, i) => add({ text: n, source: 'counter', order: i }));
  if (state.heading) add({ text: state.heading, source: 'heading', order: 0 });
  // Round 26: statements of the page's frame, by the block that holds them (an amount or a fact is a part of one).
  // (A "label: value" statement is looked for by its value where the block does not hold it whole.)
  const blocks = [...frame];
  if (blocks.length)
    for (const c of out) {
      if (c.source !== 'text' && c.source !== 'changed') continue;
      const value = c.label && c.text.startsWith(`${c.label}:`) ? c.text.slice(c.label.length + 1).trim() : undefined;
      if (blocks.some((f) => f.includes(value !== undefined && !f.includes(c.text) ? value : c.text))) c.framed = true;
    }
  const acted = lastActed(state).map((d) => d.toLowerCase());
  if (acted.length) for (const c of out) if (c.source !== 'heading' && acted.some((d) => c.text.toLowerCase().includes(d))) c.acted = true;
  // Round 18: a row the assistant has just said back ("Motorway lesson 90 minutes £60" for "how much is the motorway one?")
  // is what "and how long does it last?" asks about next, as a row just acted on is.
  const flat = (t: string): string => t.replace(/\s*[·|•]\s*/g, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  // A row's cell said back ("Price: £80") points at its row the same way, when its value is that row's only.
  const value = (t: string): string => flat(t.replace(/^[^:：]{1,40}[:：]\s*/, ''));
  const replied = (state.replied ?? []).map(flat).filter((r) => r.length >= 2);
  // Round 29: a row's cell said with the row's name and its column ("Wedding dress clean and box: Price: £145.00", row-cells.ts) points at that row.
  const titled = (r: string, title: string): boolean => flat(title).length >= 3 && r.startsWith(`${flat(title)}: `) && /[:：]/.test(r.slice(flat(title).length + 2));
  const holding = (r: string) => state.rows.filter((row) => {
    const t = flat(row.text.includes(row.title) ? row.text : `${row.title} ${row.text}`);
    return t === r || (t.length >= 12 && r.includes(t)) || (value(r).length >= 2 && t.includes(value(r))) || titled(r, row.title);
  });
  // (A row that holds another one that holds it — a whole table read as one row — is no row of its own.)
  const innermost = (rows: typeof state.rows) => rows.filter((r) => !rows.some((o) => o !== r && flat(r.text).includes(flat(o.text))));
  const focus = replied.map((r) => innermost(holding(r))).find((rows) => rows.length === 1)?.[0];
  if (focus && !state.changed.length) {
    const own = flat(focus.text.includes(focus.title) ? focus.text : `${focus.title} ${focus.text}`);
    const others = state.rows.filter((r) => r !== focus && !flat(r.text).includes(flat(focus.text))).map((r) => flat(r.text));
    for (const c of out) {
      if (c.source === 'row' && c.label === focus.title && flat(c.text) === own) c.acted = true;
      const v = value(c.text);
      if (c.source === 'text' && v.length >= 2 && own.includes(v) && !others.some((o) => o.includes(v))) c.acted = true;
    }
  } else if (!state.changed.length) {
    // Round 29: a table whose rows are no links (no row of state.rows): the grid's row whose first cell the last answer named ("Full service: Price: £65.00").
    for (const g of state.grids ?? []) {
      const named = replied.map((r) => g.rows.filter((row) => row[0] && titled(r, row[0]))).find((rows) => rows.length === 1)?.[0];
      if (!named) continue;
      const own = new Set(named.map((cell) => flat(cell)));
      const others = new Set(g.rows.filter((row) => row !== named).flatMap((row) => row.map((cell) => flat(cell))));
      for (const c of out) {
        const v = value(c.text);
        if (c.source === 'text' && v.length >= 2 && own.has(v) && !others.has(v)) c.acted = true;
      }
    }
  }
  return out;
}

/** A short title of a section or a field ("Getting it", "Parking"): a few words, no value, no sentence. */
const isTitle = (t: string): boolean => t.length <= 30 && t.trim().split(/\s+/).length <= 3 && !/[\d:：.!?,;·|$€£]/.test(t) && /^\p{Lu}/u.test(t.trim());

/**
 * Parts of a statement: its sentences and the items of a "·" or "|" list. (A comma before a number
 * or, round 26, an amount does not part: "Parking in the car park, £3 all day" is one answer.)
 */
export function partsOf(text: string): string[] {
  const ps = text.split(/\s*[·|•;]\s*|(?<=[.!?])\s+(?=[A-Z"“(])|\s+[—–]\s+|,\s+(?=[^\d$€£¥₹])/).map((p) => p.trim()).filter(Boolean);
  return ps.length ? ps : [text];
}

// ---------------------------------------------------------------------------------------------
// Fitting a statement to the question

/**
 * Round 24: a text without the thing it leaves out ("Total before delivery: £90.00", "Price excluding
 * VAT"): that total is not what delivery costs, so "delivery" is no word of it.
 */
const without = (text: string): string => text.replace(/\b(?:before|excluding|excl\.?|exc\.?|without|not including)\s+[\p{L}-]+/giu, ' ');

/** How well one topic word is said by the words of a text (1: the same word; less: a related one). */
function wordFit(word: string, have: readonly string[], vectors?: WordRelatedness, raw?: readonly string[]): number {
  if (have.includes(word)) return 1;
  // A compound on the page ("Subtotal" for "total", "bookingref" for "booking").
  if (word.length >= 4 && have.some((h) => h.length > word.length && (h.startsWith(word) || h.endsWith(word)))) return 0.8;
  if (!vectors) return 0;
  let best = 0;
  for (const h of raw ?? have) {
    if (h.length < 3) continue;
    const s = vectors.similarity(word, h) ?? 0;
    if (s > best) best = s;
  }
  // Only close words count ("fee" ~ "charge" 0.6); the scale starts at 0.5.
  return best >= 0.55 ? Math.min(0.75, (best - 0.45) * 1.5) : 0;
}

/** How many of the topic's words a statement says (0–1), its label's words counting most. */
function topicFit(topic: readonly string[], c: Candidate, vectors?: WordRelatedness, rawTopic?: readonly string[]): number {
  if (!topic.length) return 0;
  const label = c.label ? stems(without(c.label)) : [];
  const body = stems(without(c.text));
  const rawBody = tokens(without(`${c.label ?? ''} ${c.text}`));
  let sum = 0;
  topic.forEach((w, i) => {
    const inLabel = wordFit(w, label);
    const inBody = wordFit(w, body);
    const related = inLabel || inBody ? 0 : wordFit(rawTopic?.[i] ?? w, [], vectors, rawBody);
    sum += Math.max(inLabel, 0.85 * inBody, related);
  });
  return sum / topic.length;
}

/** The value of the question's type in a text, or undefined. */
function valueIn(kind: AnswerKind, text: string, q: Question, vectors?: WordRelatedness): string | undefined {
  if (kind === 'money') return MONEY.exec(text)?.[0];
  if (kind === 'name') {
    const m = PERSON.exec(text);
    return m && !DATE.test(m[0]) ? m[0] : undefined;
  }
  // A price is no time, count, size or reference ("$89.00" is not "89.00").
  const plain = text.replace(PRICE_G, ' ');
  if (kind === 'count') {
    // A count of the unit asked ("3 people", "1 refill left"), else a counter or any whole number.
    if (q.unit) {
      const re = new RegExp(String.raw`\b(\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)`, 'giu');
      for (const m of plain.matchAll(re)) if (sameWord(stem(m[2]!), q.unit) || (vectors && (vectors.similarity(m[2]!.toLowerCase(), q.unitWord ?? q.unit) ?? 0) >= 0.6)) return m[0];
      return undefined;
    }
    return /\(\s*\d+\s*\)|\b\d+\b/.exec(plain.replace(TIME_G, ' ').replace(DATE_G, ' '))?.[0];
  }
  if (kind === 'reference') {
    // Letters and digits, not a time or a date.
    const m = REFERENCE.exec(plain.replace(TIME_G, ' ').replace(DATE_G, ' '));
    return m && !/^\d{1,2}$/.test(m[0]) ? m[0] : undefined;
  }
  // "Is the floor sold out?", "is delivery free?": a state, or a value the page gives for it.
  if (kind === 'state') return STATE.exec(text)?.[0] ?? MONEY.exec(text)?.[0] ?? TIME.exec(plain)?.[0] ?? /\b\d+\b/.exec(plain)?.[0];
  // "When …?": a date, a day, a time or "in 3 days".
  // "What's the charging time?" is a duration; "what time …?" a time of day.
  if (kind === 'time') return TIME.exec(plain)?.[0] ?? (q.clock ? undefined : DURATION.exec(plain)?.[0]);
  if (kind === 'when') return DATE.exec(plain)?.[0] ?? TIME.exec(plain)?.[0] ?? DURATION.exec(plain)?.[0];
  const re = VALUE[kind];
  return re ? re.exec(plain)?.[0] : undefined;
}

const PRICE_G = new RegExp(MONEY.source.replace(String.raw`|\bfree\b`, ''), 'gi');
const TIME_G = new RegExp(TIME.source, 'gi');
const DATE_G = new RegExp(DATE.source, 'gi');

export const sameWord = (a: string, b: string): boolean => a === b || (a === 'peopl' && b === 'person') || (a === 'person' && b === 'peopl') || (a.length > 3 && b.length > 3 && (a.startsWith(b) || b.startsWith(a)));

/** Weights of a reading's score, set on generated question–page pairs (training/questions). */
export const WEIGHTS = {
  /** The statement holds a value of the type asked. */
  typed: 1,
  /** All of the topic's words are the statement's. */
  topic: 1.6,
  /** The words that also name the type ("total", "fee") said by the statement. */
  soft: 0.4,
  /** An option, a row or a counter for a question about the thing in view. */
  notInView: 0.5,
  /** Its label (a header, a control's name, the words before a colon) is the topic. */
  labelBonus: 0.3,
  /** What the last action changed, for a question about the result or the thing just done. */
  changed: 0.35,
  /** Earlier on the page (the thing in view's own value comes first). */
  order: 0.01,
  /** Longer statements say more than was asked. */
  length: 0.002,
  /** Least fit of the topic for a reading to count, when the question has a topic. */
  minTopic: 0.5,
};

/** A statement that is a row's or a row's cell ("Line total: £199"): its amount is in the text of one of the page's repeated rows. */
function inRow(c: Candidate, state: DialogueState): boolean {
  if (c.source === 'row') return true;
  const amount = MONEY.exec(c.text)?.[0];
  return !!amount && state.rows.some((r) => r.text.includes(amount) && !r.text.includes(c.text) && r.text.length > c.text.length);
}

/** Round 26: a text that is one cell of a column of a table of two rows or more, said with its header ("Total: £8.50"). */
function columnCell(text: string, state: DialogueState): boolean {
  const m = /^([^:：]{1,40})[:：]\s+(.+)$/.exec(text.trim());
  if (!m) return false;
  const [head, cell] = [m[1]!.trim().toLowerCase(), m[2]!.trim()];
  return (state.grids ?? []).some((g) => {
    const at = g.columns.findIndex((h) => h.trim().toLowerCase() === head);
    return at >= 0 && g.rows.length >= 2 && g.rows.some((r) => (r[at] ?? '').trim() === cell);
  });
}

/** The part of a statement that answers: the one holding the value and most topic words, with the label. */
function answerText(c: Candidate, q: Question, vectors?: WordRelatedness): string {
  // An option with the name of its control ("Section: Floor · Sold out"): what it is a choice of.
  if (c.source === 'option') return c.label && !c.text.toLowerCase().startsWith(c.label.toLowerCase()) ? `${c.label}: ${c.text}` : c.text;
  if (c.text.length <= 90 || c.source === 'counter') return c.text;
  const ps = partsOf(c.text);
  const scored = ps.map((p, i) => ({ p, i, typed: q.kind === 'text' || q.kind === 'state' ? true : valueIn(q.kind, p, q, vectors) !== undefined, fit: topicFit(q.topic, { text: p, source: 'text', order: 0 }, vectors) }));
  const best = scored.filter((s) => s.typed).sort((a, b) => b.fit - a.fit || a.i - b.i)[0];
  if (!best) return c.text;
  return c.label && !best.p.toLowerCase().includes(c.label.toLowerCase()) ? `${c.label}: ${best.p}` : best.p;
}

/**
 * The statement of the page that answers the question, as the page states it, or undefined when
 * none fits (no statement holds a value of the type asked, or none is about the topic).
 */
export function answerOnPage(q: Question, state: DialogueState, vectors?: WordRelatedness): Reading | undefined {
  const all = candidatesOf(state);
  // Words the page's heading uses name the thing in view: "how much is the Fenwick sofa?" on its page.
  const heading = new Set(state.heading ? stems(state.heading) : []);
  // Every word in the heading: the thing in view itself ("how much is the lamp?" on its page) — for a typed answer, no topic is left.
  const inView = q.topic.length > 0 && q.topic.every((x) => heading.has(x)) && ['money', 'time', 'date', 'when', 'duration', 'measure', 'rating'].includes(q.kind);
  const keep = q.topic.map((w) => !inView && (!heading.has(w) || q.topic.every((x) => heading.has(x))));
  const topic = q.topic.filter((_, i) => keep[i]);
  const raw = q.words.filter((_, i) => keep[i]);
  const onHeading = topic.length < q.topic.length;
  // Round 28: "how much?", "so how much now?" where the page states a total ("Total to pay: £15.75", "Total: £180.00"):
  // that total, not a line beside it that sums part of it or is paid first ("Subtotal … · CODE −£1.75", "Deposit due today").
  const totalStated = !topic.length && q.kind === 'money' && all.some((c) => !!c.label && TOTAL_LABEL.test(c.label) && !c.framed && valueIn('money', c.text, q, vectors) !== undefined);
  let best: { c: Candidate; score: number; labelled: boolean } | undefined;
  for (const c of all) {
    let labelled = false;
    if (c.source === 'heading' && q.kind !== 'name') continue;
    let score = 0;
    if (q.kind === 'result') {
      if (c.source !== 'changed') continue;
      score = 2 - c.order * 0.1;
    } else {
      const typed = q.kind === 'text' ? true : valueIn(q.kind, c.text, q, vectors) !== undefined;
      if (!typed) continue;
      const fit = topicFit(topic, c, vectors, raw);
      if (topic.length && fit < WEIGHTS.minTopic) continue;
      // A yes/no or open question needs its topic said; a typed one may have none ("how much is it?").
      if (!topic.length && !q.soft.length && (q.kind === 'state' || q.kind === 'text')) continue;
      const soft = q.soft.length ? topicFit(q.soft, c, vectors, q.soft) : 0;
      score = WEIGHTS.typed + WEIGHTS.topic * fit + WEIGHTS.soft * soft;
      const label = c.label ? { ...c, text: c.label } : undefined;
      if (label && topic.length && topicFit(topic, label, vectors, raw) >= 0.99) {
        score += WEIGHTS.labelBonus;
        labelled = true;
      }
      if (label && q.soft.length && topicFit(q.soft, label, vectors, q.soft) >= 0.99) score += WEIGHTS.labelBonus / 2;
      if (c.source === 'changed') score += WEIGHTS.changed;
      // A question about the thing in view ("how much is it?") is about the first value below its heading; an option is not it.
      if (!topic.length && (c.source === 'option' || ((c.source === 'counter' || c.source === 'row') && !c.acted))) score -= WEIGHTS.notInView;
      // "How much is that?" after choosing a slot: the row or statement that holds what was just chosen.
      if (!topic.length && c.acted && c.source !== 'option') score += WEIGHTS.changed;
      // Round 17: "how much is that?" on a page that sums what is being bought or booked: its total ("Total: $16.00"), not its first line.
      if (!topic.length && q.kind === 'money' && c.label && TOTAL_LABEL.test(c.label)) score += WEIGHTS.labelBonus;
      // Round 21: the sum asked ("what's that come to?", "so how much is it now?") on a page of rows (a basket's lines):
      // no row's own amount ("Line total: £199" of one line), and a subtotal when the page states no total.
      if (q.sum && !totalStated && c.label && /^sub-?\s?total\b/i.test(c.label)) score += WEIGHTS.labelBonus / 2;
      if (totalStated && c.label && PART_LABEL.test(c.label)) score -= WEIGHTS.notInView;
      if (q.sum && !(c.label && /^(?:(?:order|grand|booking|basket|cart)\s+)?(?:sub-?\s?)?total\b|^(?:to pay|amount due|you pay)\b/i.test(c.label)) && inRow(c, state)) score -= WEIGHTS.notInView;
      // An extra's surcharge ("(+$8 a piece)") is not what the thing costs.
      if (!topic.length && q.kind === 'money' && /\+\s?[$€£¥₹]/.test(c.text)) score -= WEIGHTS.notInView / 2;
      if (onHeading && c.source === 'row') score -= WEIGHTS.notInView / 2;
      // Round 26: the site's frame (a footer's address and hours, a header's links) answers only what the content does not.
      if (c.framed) score -= WEIGHTS.notInView;
      // Round 26: "what's the total?" with no thing named: a cell of a table's column ("Total: £8.50", one line of a basket of
      // several) is that row's, not the page's — the page's own statement of it ("Total: £16.00") is.
      if (!topic.length && q.kind === 'money' && columnCell(c.text, state)) score -= WEIGHTS.notInView;
      score -= WEIGHTS.order * Math.min(c.order, 40) + WEIGHTS.length * Math.min(c.text.length, 300);
    }
    if (!best || score > best.score) best = { c, score, labelled };
  }
  if (!best || best.score <= 0) return undefined;
  // A person named is what "his page" means next; an option or a row, what "pick that" means.
  const about = q.kind === 'name' ? valueIn('name', best.c.text, q) : best.c.source === 'option' ? best.c.text : best.c.source === 'row' ? best.c.label : undefined;
  return { text: answerText(best.c, q, vectors), score: best.score, ...(best.labelled ? { labelled: true } : {}), ...(about ? { about } : {}), ...(best.c.source === 'control' ? { control: true } : {}) };
}

/** Round 28: the label of a page's total ("Total", "Order total", "Grand total", "Total to pay", "Amount due"). */
const TOTAL_LABEL = /^(?:(?:order|grand|booking|basket|cart)\s+)?total\b|^(?:to pay|amount due|you pay)\b/i;
/** Round 28: the label of an amount that is a part of the total, or paid before it ("Subtotal", "Deposit due today", "Each"). */
const PART_LABEL = /^(?:sub-?\s?total|deposit|each|per\b)/i;

/** The most a said answer holds: one statement, one row, one label with its value. */
export const ANSWER_MOST = 160;

/**
 * A yes/no question the page answers in words, not with a value ("does it come with a charger?",
 * "is it damaged at all?" beside "Includes the charger and a strap.", "A small dent on the base."):
 * the one short part of a statement (a sentence, a list item, a cell with its header) that says
 * every word the question asks about — the same word or its root, or a compound of it — said as
 * the page states it. Several parts that say them: the shortest, when it is the only one of its
 * statement; none: undefined (no guess).
 */
export function mentionOnPage(q: Question, state: DialogueState): Reading | undefined {
  const heading = new Set(state.heading ? stems(state.heading) : []);
  const topic = q.topic.filter((w) => !heading.has(w));
  if (!topic.length) return undefined;
  const hit = (w: string, h: string) => h === w || (w.length >= 4 && h.length > w.length && (h.startsWith(w) || h.endsWith(w)));
  // It says every word asked about, and something more (not only a link's or a heading's name: "Venue info").
  const says = (text: string): boolean => {
    const have = stems(text);
    return topic.every((w) => have.some((h) => hit(w, h))) && have.some((h) => h.length > 2 && !STOP.has(h) && !topic.some((w) => hit(w, h)));
  };
  const found: Array<{ text: string; order: number }> = [];
  for (const c of candidatesOf(state)) {
    if (c.source === 'heading' || c.source === 'counter' || c.source === 'option') continue;
    for (const p of partsOf(c.text)) {
      const said = c.label && !p.toLowerCase().includes(c.label.toLowerCase()) && says(`${c.label} ${p}`) ? `${c.label}: ${p}` : p;
      if (said.length <= ANSWER_MOST && says(said) && !found.some((f) => f.text === said)) found.push({ text: said, order: found.length });
    }
  }
  if (!found.length) return undefined;
  const best = found.sort((a, b) => a.text.length - b.text.length || a.order - b.order)[0]!;
  return { text: best.text, score: 1 };
}

/** Round 29: a yes/no question in other words than the page's sentence (src/parser/related-sentence.ts). */
function relatedMention(q: Question, state: DialogueState, vectors?: WordRelatedness): Reading | undefined {
  if (q.kind !== 'state' && q.kind !== 'text') return undefined;
  const text = relatedSentence(q.words, state, vectors);
  return text ? { text, score: 1 } : undefined;
}

/** An item named by its place or a superlative: "the new one", "the last one", "the second result", "the cheapest one", "the one on the left". */
const ITEM_NAMED = /\bthe\s+(?:(?:first|second|third|fourth|fifth|last|next|previous|other|top|bottom|middle|new|old|\p{L}+est)\s+(?:one|ones|result|item|option|listing|row)\b|one\s+(?:on|in|at)\s+the\b)/iu;

const say = (text: string): Program => program({ kind: 'action', name: 'say', text });

/**
 * A turn that asks about the page, answered from it: the `say` of the statement that answers it,
 * or undefined when the turn is no question of a type this reader knows or nothing on the page
 * fits. `text` is the turn without its padding; `utterance` the turn as said.
 */
export function pageQuestion(text: string, utterance: string, state: DialogueState, vectors?: WordRelatedness): { programs: Program[]; about?: Query } | undefined {
  // "How long is the last one?", "what time does the cheapest one start?": an item of a list, the item rules' to read —
  // round 20: unless the item is one of this page's list and the question asks for a value of a shape its own text holds.
  if (ITEM_NAMED.test(text)) return itemValue(text, utterance, state, vectors);
  const q = readQuestion(text, /\?\s*$/.test(utterance));
  if (!q) return undefined;
  // Round 21: "so how much is it now?", "how much is that so far?" (the turn's "now" is padding to the text): after a
  // change to what is bought, the sum of it.
  if (q.kind === 'money' && !q.topic.length && /^how much(?: (?:is|does) (?:it|that|this|everything)(?: all)?(?: cost| come to)?)?$/i.test(text.trim().replace(/[?.!]+$/, '')) && /\b(?:now|so far)\W*$/i.test(utterance)) q.sum = true;
  // Open questions ("what's it about?") are left to the rules that read statements, unless the page
  // labels a value with the very words asked ("what's the battery range?" beside "Battery range: 70 km").
  // A yes/no question needs a thing named ("is the balcony sold out?").
  if ((q.kind === 'text' || q.kind === 'state') && !q.topic.length) return undefined;
  // A yes/no question about the thing ("is it …", "does it …", "do they …") with no value to give: the part of the page that mentions it.
  const mention = q.polar && /^(?:is|are|was|were|does|do|did|has|have)\b/i.test(text.trim());
  const typed = answerOnPage(q, state, vectors);
  const mentioned = !typed && mention ? mentionOnPage(q, state) ?? relatedMention(q, state, vectors) : undefined;
  const r = typed ?? mentioned;
  if (!r || (q.kind === 'text' && (!r.labelled || r.about !== undefined || r.control))) return undefined;
  // A sentence that mentions what was asked is said as the page's words, not taken for a label to read beside.
  if (mentioned) return { programs: [say(`The page says: ${mentioned.text}`)] };
  // "Who does dentistry?" answered by a row of a list (a card per person): the item rules' reading, whose answer is the row's link.
  if (q.kind === 'name' && state.rows.some((row) => row.title && r.text.includes(row.title.replace(/\s+/g, ' ').trim()))) return undefined;
  // Round 15: an option read out is the one of its choice that the question's own words single out ("the large pack" → "Large pack (50)", not the first of the choice).
  const named = r.about && !discourseOff() ? namedOption(text, r.about, state) : undefined;
  if (named) return { programs: [say(named.said)], about: query({ description: str(named.option) }) };
  return { programs: [say(r.text)], ...(r.about ? { about: query({ description: str(r.about) }) } : {}) };
}

/**
 * The option of the choice that holds `about` which the question's words name and no other option
 * of it does ("large" of "Large pack (50)", "25" of "25 metres"), when it is another one; undefined
 * when the words name none or several.
 */
function namedOption(text: string, about: string, state: DialogueState): { option: string; said: string } | undefined {
  const control = (state.controls ?? []).find((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).includes(about));
  if (!control) return undefined;
  const tokens = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem);
  const label = new Set(tokens(control.label));
  const asked = tokens(text).filter((w) => !label.has(w) && !/^(?:how|much|what|whats|is|are|does|do|the|a|an|it|one|cost|costs|price|for|of|in|that|this)$/.test(w));
  const options = control.options ?? [];
  const picked = new Set(asked.flatMap((w) => {
    const holding = options.filter((o) => tokens(o).includes(w));
    return holding.length === 1 ? holding : [];
  }));
  if (picked.size !== 1) return undefined;
  const option = [...picked][0]!;
  if (option === about) return undefined;
  return { option, said: control.label && !option.toLowerCase().startsWith(control.label.toLowerCase()) ? `${control.label}: ${option}` : option };
}

/** Kinds of answer an item's own text states as a value of a shape (a price, a time, a rating…). */
const ITEM_KINDS = new Set<AnswerKind>(['money', 'time', 'date', 'when', 'duration', 'measure', 'rating', 'count']);

/**
 * Round 20: "how much is the first one?", "when does the second one start?", "how long is the last
 * one?": the value of the shape asked in the own text of the item of this page's list that the words
 * name by its place or a superlative (src/parser/measures.ts `itemNamedIn`), said with the item's
 * title ("Bosch Drill Bit Set 35pc: £24.00") — not a filter's label or a box beside the list.
 * Undefined when the question asks no value of a shape, names no item of this page, or the item's
 * text holds none (the item rules read it then).
 */
function itemValue(text: string, utterance: string, state: DialogueState, vectors?: WordRelatedness): { programs: Program[]; about?: Query } | undefined {
  const q = readQuestion(text, /\?\s*$/.test(utterance));
  if (!q || !ITEM_KINDS.has(q.kind) || q.polar) return undefined;
  // A count needs its noun said in the item ("how many reviews has the first one got?").
  if (q.kind === 'count' && !q.unit) return undefined;
  const item = itemNamedIn(text, state);
  if (!item) return undefined;
  const title = (item.title ?? '').replace(/\s+/g, ' ').trim();
  const row = state.rows.find((r) => title && r.title.replace(/\s+/g, ' ').trim() === title);
  const own = (row?.text ?? item.name).replace(/\s+/g, ' ').trim();
  // Its words after its title: the title's own numbers ("Pip 16\" Kids Bike", "3 pack") are no value.
  const rest = title && own.startsWith(title) ? own.slice(title.length) : own;
  if (q.kind === 'count') {
    const counted = new RegExp(String.raw`\b\d+\s+(?:[\p{L}-]+\s+)?${q.unitWord ?? q.unit}\p{L}*`, 'iu').exec(rest)?.[0];
    return counted ? { programs: [say(title ? `${title}: ${counted}` : counted)], ...(title ? { about: query({ description: str(title) }) } : {}) } : undefined;
  }
  const part = partsOf(rest).find((p) => valueIn(q.kind, p, q, vectors) !== undefined);
  const value = part ? valueIn(q.kind, part, q, vectors) : undefined;
  if (!part || !value) return undefined;
  // The part as the page states it when it is short ("Tickets from £15"), else the value with the words just before it ("from £34.99").
  const said = part.length <= 60 ? part : (new RegExp(String.raw`(?:\b(?:from|only|now|just)\s+)?${escapeRegExp(value)}`, 'i').exec(part)?.[0] ?? value);
  return { programs: [say(title ? `${title}: ${said}` : said)], ...(title ? { about: query({ description: str(title) }) } : {}) };
}

/** Kinds of answer a question said again of another thing keeps ("and the family one?" after "how much is …?"). */
const CARRIED_KINDS = new Set<AnswerKind>(['money', 'time', 'date', 'when', 'duration', 'measure', 'rating']);

/**
 * Round 24: "and the family one?", "what about the annual?", "and for two?" said as a question
 * right after a question of a typed value ("how much is the gym and swim membership?"): the same
 * question — its answer type — asked of the thing the new words name, read from the page as any
 * typed question (a row's or a card's price, a date): not the statement that merely names the thing
 * ("Plan: Family"). `previous` are the turns before, the latest last. Undefined when the turn is
 * no such fragment, the turn before asked no typed value, or the page states none for the thing.
 */
export function followUpValue(text: string, utterance: string, previous: readonly string[], state: DialogueState, vectors?: WordRelatedness): { programs: Program[]; about?: Query } | undefined {
  if (!/\?\s*$/.test(utterance)) return undefined;
  const m = /^(?:and\s+|what about\s+|how about\s+)?(?:for\s+)?(?:the|a|an)\s+([\p{L}\p{N}&' -]{2,40}?)(?:\s+ones?)?$/iu.exec(text.trim().replace(/[?.!]+$/, ''));
  const last = previous[previous.length - 1];
  if (!m || !last) return undefined;
  const before = readQuestion(last.replace(/^(?:(?:so|and|ok|okay|oh|hmm|right|well),?\s+)+/i, ''), /\?\s*$/.test(last));
  if (!before || !CARRIED_KINDS.has(before.kind) || before.sum) return undefined;
  const words = tokens(m[1]!).filter((w) => !STOP.has(w) && !/^\d+$/.test(w));
  if (!words.length) return undefined;
  // A choice of the thing in view ("what about the large?" beside a size menu or size links): the choice is made, then
  // the question asked again (context.ts's RETRY) — its price is not on the page until then.
  const choices = new Set<string>();
  choiceLinks(state, choices);
  const offered = [...choices, ...(state.controls ?? []).flatMap((c) => c.options ?? [])].map((o) => stems(o));
  if (offered.some((o) => words.every((w) => o.includes(stem(w))))) return undefined;
  const q: Question = { ...before, topic: words.map(stem), words, polar: false };
  const r = answerOnPage(q, state, vectors);
  return r ? { programs: [say(r.text)], ...(r.about ? { about: query({ description: str(r.about) }) } : {}) } : undefined;
}

/** Marks a question asked again after the command of its turn: only this reader answers it. */
export const ASKED_AGAIN = TURN_MARKS.askedAgain;

/**
 * A question asked again after its turn's command ("How wide is it? Open the dimensions."): the
 * reader's answer on the page the command opened, else that it is not there — never another rule's
 * reading (a question must not act).
 */
export function askedAgain(utterance: string, text: string, state: DialogueState, vectors?: WordRelatedness): { programs: Program[] } | { nothing: string } {
  const answered = pageQuestion(text, utterance, state, vectors);
  return answered ?? { nothing: 'I could not find that on this page.' };
}

/**
 * "How wide is it? Open the dimensions.": whether a question said before a command should be asked
 * again after it — a question of a type this reader knows that the current page does not answer.
 */
export function askedAfter(question: string, state: DialogueState): boolean {
  const q = readQuestion(question.replace(/^(?:(?:so|and|oh|okay|ok|hmm|um|well),?\s+)+/i, ''), /\?\s*$/.test(question));
  if (!q || q.kind === 'text' || q.kind === 'state' || q.kind === 'result') return false;
  return answerOnPage(q, state) === undefined;
}
