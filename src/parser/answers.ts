/**
 * Questions answered from what the page states, by the kind of answer the question asks for (the
 * classic answer typing of question answering): "who …?" wants a person's name, "how many N …?" a
 * number with N, "how often …?" a frequency, "which / what N is it …?" the value the page gives
 * beside N, "is there room on the fifth?" the page's own choice of that day, "can I refill the X?"
 * the row of X when it offers no such action. The candidates are the page's own statements below
 * its main heading (`texts`: paragraphs, list items, cells with their headers), its rows and its
 * controls' options; a question that names a row looks in that row. Nothing here names a site: the
 * words are the question words of English and the shapes of answers (a capitalised name, a number
 * and its noun, "every N hours").
 */
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';
import { dateOption, saidDay } from './dates.js';
import { itemNamedIn, ratingIn } from './measures.js';

export interface Answer {
  programs: Program[];
  /** What the answer was about (a person named, an option): what "her profile" or "pick that" means next. */
  about?: Query;
}

const say = (text: string): Program => program({ kind: 'action', name: 'say', text });

const STOP = new Set(['the', 'a', 'an', 'it', 'is', 'are', 'was', 'this', 'that', 'one', 'for', 'of', 'on', 'at', 'in', 'to', 'do', 'does', 'did', 'there', 'any', 'my', 'our', 'me', 'i', 'we', 'you', 'can', 'left', 'how', 'many', 'much', 'what', 'which', 'who', 'whose', 'where', 'when', 'often', 'be', 'will', 'has', 'have', 'with', 'and', 'its', 'his', 'her', 'their', 'still', 'now']);
const words = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w && !STOP.has(w)).map(stem);
const holds = (text: string, want: string[]): boolean => {
  const have = new Set(text.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem));
  return want.length > 0 && want.every((w) => have.has(w));
};

/** Days and months are no person's name ("Tuesday 8 December"). */
const CALENDAR = /^(?:(?:mon|tues?|wed(?:nes)?|thu(?:rs)?|fri|sat(?:ur)?|sun)(?:day)?s?|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?$/i;
/** A person's name as pages write it: two or three capitalised words ("Jonas Berg", "Dr. Amy Chen"). */
const PERSON = /\b(?:(?:Dr|Mr|Mrs|Ms|Prof)\.?\s+)?\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?(?:\s+\p{Lu}\.?)?(?:\s+\p{Lu}\p{Ll}+(?:[-'’]\p{Lu}?\p{Ll}+)?){1,2}\b/gu;

/** The person names a text holds: no days, months or words of the page's heading. */
function personNames(text: string, heading: string): string[] {
  const head = new Set(heading.toLowerCase().split(/\s+/));
  return [...text.matchAll(PERSON)].map((m) => m[0]).filter((n) => n.split(/\s+/).every((w) => !CALENDAR.test(w) && !head.has(w.toLowerCase())));
}

/** "Every 4 hours", "every 4 to 6 hours", "twice a day", "3 times daily", "once weekly". */
const FREQUENCY = /\bevery\s+(?:\d+(?:\s*(?:to|-|–)\s*\d+)?\s+)?(?:hours?|minutes?|days?|weeks?|months?|morning|evening|night)\b|\b(?:once|twice|\d+\s+times)\s+(?:a|per|every|each)\s+\w+|\b(?:once|twice|\d+\s+times)?\s*(?:daily|weekly|monthly|hourly)\b/i;

/** The statements a question is answered from: the row it names when it names one, else the page's. */
function candidates(question: string, state: DialogueState): { texts: string[]; row?: string } {
  // "How long is the first one?", "what time does the cheapest one leave?": that item's words.
  const item = itemNamedIn(question, state);
  if (item) return { texts: [item.name] };
  const want = words(question);
  const rows = state.rows.filter((r) => want.some((w) => w.length > 2 && holds(r.title, [w])));
  if (rows.length === 1) return { texts: [rows[0]!.text], row: rows[0]!.title };
  return { texts: [...(state.texts ?? []), ...(state.facts ?? []).filter((f) => !(state.texts ?? []).includes(f))] };
}

/** Parts of a statement ("Yoga · Tuesdays at 6:30 PM · 50 minutes · Riverside studio"). */
const parts = (text: string): string[] => text.split(/\s*[·|•;]\s*|,\s+|\s+[-–—]\s+/).map((p) => p.trim()).filter(Boolean);

/** "Who teaches it?", "who's the instructor for this one?": the first statement that names a person, those sharing the question's words first. */
function whoAnswer(question: string, state: DialogueState): Answer | undefined {
  const { texts } = candidates(question, state);
  const want = words(question);
  const named = texts.map((t) => ({ t, names: personNames(t, state.heading ?? '') })).filter((x) => x.names.length);
  const best = named.find((x) => want.some((w) => holds(x.t, [w]))) ?? named[0];
  if (!best) return undefined;
  return { programs: [say(best.t)], about: query({ description: str(best.names[0]!) }) };
}

/** "How many people is it for?", "how many refills are left on the lisinopril?": a number with that noun. */
function howManyAnswer(noun: string, question: string, state: DialogueState): Answer | undefined {
  const n = stem(noun.toLowerCase());
  const { texts, row } = candidates(question, state);
  const count = new RegExp(String.raw`\b(?:\d+|no|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:[\p{L}-]+\s+){0,2}?([\p{L}-]+)`, 'giu');
  for (const t of texts) {
    for (const m of t.matchAll(count)) {
      if (stem(m[1]!.toLowerCase()) !== n && !(n === 'person' && /^people$/i.test(m[1]!)) && !(n === 'people' && /^person$/i.test(m[1]!))) continue;
      // The part of the statement that says it ("1 refill left"), with the row it is of.
      const part = parts(t).find((p) => p.includes(m[0])) ?? m[0];
      const said = /:\s/.test(t) && !row && part === t ? t : part;
      return { programs: [say(row ? `${row}: ${said}` : said)] };
    }
  }
  return undefined;
}

/** "How often can he take it?": a statement that gives a frequency. */
function howOftenAnswer(question: string, state: DialogueState): Answer | undefined {
  const { texts } = candidates(question, state);
  const found = texts.find((t) => FREQUENCY.test(t));
  return found ? { programs: [say(found)] } : undefined;
}

/**
 * "Which studio is it at?", "what day is it on?": the part of a statement that holds the noun
 * ("Riverside studio"), or a statement headed by it ("Studio: Riverside").
 */
function whichAnswer(noun: string, question: string, state: DialogueState): Answer | undefined {
  const n = stem(noun.toLowerCase());
  const { texts } = candidates(question, state);
  const headed = texts.find((t) => { const h = /^([^:]{1,30}):\s/.exec(t)?.[1]; return !!h && holds(h, [n]); });
  if (headed) return { programs: [say(headed)] };
  for (const t of texts) {
    const part = parts(t).find((p) => holds(p, [n]) && p.split(/\s+/).length > 1 && p.split(/\s+/).length <= 6);
    if (part) return { programs: [say(part)] };
  }
  return undefined;
}

/** A time of day as pages write it ("6:30 PM", "9am"), a date ("Tuesday 8 December", "Dec 8"), a duration ("50 minutes"). */
const TIME = /\b\d{1,2}:\d{2}\s*(?:[ap]\.?m\.?)?|\b\d{1,2}\s*[ap]\.?m\.?(?=\W|$)/i;
const DATE = /\b\d{1,2}(?:st|nd|rd|th)?\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\b|\b(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{1,2}\b|\b(?:today|tomorrow)\b/i;
/** A place as pages write it: a street address, or a word for a room, a building or a venue. */
const PLACE = /\b\d{1,5}\s+\p{Lu}[\p{L}'.-]*(?:\s+\p{Lu}[\p{L}'.-]*)*\s+(?:street|st|road|rd|lane|ln|avenue|ave|way|drive|dr|place|square|boulevard|blvd)\b|\b(?:room|studio|hall|floor|building|centre|center|venue|branch|store|shop|clinic|office|location|address|entrance|gate|terminal|platform|level|suite|arena|theatre|theater|park)\b/iu;
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b/i;
const DURATION = /\b\d+(?:\.\d+)?(?:\s*(?:-|–|to)\s*\d+)?\s*(?:(?:working|business|calendar|school|clear)\s+)?(?:minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?|nights?)\b|\b\d+h(?:\s?\d+m)?\b/i;

/**
 * The statement of the page that holds an answer of a shape (a time, a date, a duration): those that
 * share the question's words first, then page order; the part of it that holds the answer when the
 * statement lists several ("50 minutes" of "Yoga · Tuesdays at 6:30 PM · 50 minutes").
 */
function shapedAnswer(question: string, shapes: RegExp[], state: DialogueState): Answer | undefined {
  const { texts, row } = candidates(question, state);
  const want = words(question);
  const found = texts.filter((t) => shapes.some((re) => re.test(t)));
  const best = found.find((t) => want.some((w) => w.length > 2 && holds(t, [w]))) ?? found[0];
  if (!best) return undefined;
  const all = parts(best);
  const at = all.findIndex((p) => shapes.some((re) => re.test(p)));
  // A day and the time after it ("Thursday 3 December, 11:00 AM") are one answer when both are asked for.
  const next = all[at + 1];
  const part = at < 0 ? undefined : shapes.includes(TIME) && DATE.test(all[at]!) && !TIME.test(all[at]!) && next && TIME.test(next) && next.split(/\s+/).length <= 3 ? `${all[at]}, ${next}` : all[at];
  const said = all.length > 2 && part ? part : best;
  return { programs: [say(row && !said.includes(row) ? `${row}: ${said}` : said)] };
}

/**
 * An option said with the name of its control ("Date: Saturday 5 December · Full"): the words are the
 * page's, said as they are (the option's words alone would name the control, to be read again).
 */
const optionSaid = (label: string, option: string): string => (label.trim() ? `${label.trim()}: ${option}` : option);

/** Words a page uses to say whether something can be had ("In stock", "Sold out", "3 spaces left", "Fully booked"). */
const STOCK = /\b(?:in stock|out of stock|sold out|available|unavailable|fully booked|booked up|full|waitlist|back-?order(?:ed)?|(?:\d+|no|few)\s+(?:left|spaces?|spots?|places?|seats?)(?:\s+left)?)\b/i;

/** "Is there room on the first of December?", "is the fifth still free?": the page's choice of that day, as it says it ("… · Full"). */
function availabilityAnswer(question: string, state: DialogueState): Answer | undefined {
  const day = saidDay(question);
  const option = day ? dateOption(day, state) : undefined;
  if (option) return { programs: [say(optionSaid(option.control.label, option.option))], about: query({ description: str(option.option) }) };
  // Another choice named by its words ("is there space in the evening class?").
  // Words of the page's heading name the thing in view ("is the glaze available?" on the glaze's page).
  const want = words(question).filter((w) => !AVAILABLE_WORDS.test(w) && !holds(state.heading ?? '', [w]));
  const hits = want.length ? (state.controls ?? []).flatMap((c) => (c.kind === 'select' || c.kind === 'radio' ? (c.options ?? []).map((o) => ({ c, o })) : [])).filter(({ o }) => holds(o, want)) : [];
  if (hits.length === 1) return { programs: [say(optionSaid(hits[0]!.c.label, hits[0]!.o))], about: query({ description: str(hits[0]!.o) }) };
  // "Is it in stock?", "are the Friday ones sold out?": the page's statement of whether it can be had.
  const { texts } = candidates(question, state);
  const stock = texts.filter((t) => STOCK.test(t));
  const best = stock.find((t) => want.length > 0 && holds(t, want)) ?? (want.length ? undefined : stock[0]);
  return best ? { programs: [say(best)] } : undefined;
}

const AVAILABLE_WORDS = /^(?:room|space|spac|spot|place|seat|availab|availabl|free|open|full|book|sold|out|stock|still|left|ticket)/;

/**
 * "Can I refill the amoxicillin?", "can we cancel the Friday one?": of the row the question names,
 * when that row has no control of the verb's name, what the row says instead ("0 refills left · Ask
 * your doctor"). Undefined when it has one (the turn is a request, read by the other rules).
 */
function canAnswer(verb: string, object: string, state: DialogueState): Answer | undefined {
  const want = words(object);
  if (!want.length) return undefined;
  const v = stem(verb.toLowerCase());
  const byLength = (a: string, b: string) => a.length - b.length;
  // The smallest row of the page that holds the words (a row whose items hold controls), and the smallest statement.
  const row = state.rows.filter((r) => holds(r.text, want)).sort((a, b) => byLength(a.text, b.text))[0];
  // Only of a thing the page lists (a row, a table's line): "can I see the drug facts?" is a request.
  if (!row) return undefined;
  // The statement of the whole line, before one cell of it: the one of most parts, then the shortest.
  const statement = (state.texts ?? []).filter((t) => holds(t, want)).sort((a, b) => parts(b).length - parts(a).length || byLength(a, b))[0];
  if (row && (!statement || row.text.length <= statement.length + 20)) {
    if (!row.actions) return undefined;
    // The row offers it ("Reorder"): the question is a request, that control in that row.
    const action = row.actions.find((a) => holds(a, [v]));
    if (action) return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(action), in: query({ item: 1, description: str(object) }) }) })] };
    return { programs: [say(row.text)] };
  }
  // Shown, but in no row that has controls: what the page says of it ("… · 0 refills left · Ask your doctor").
  return statement ? { programs: [say(statement)] } : undefined;
}

/** "Size: Small, Medium, Large": the options of the dropdown or radio group whose name holds the word (not the ones that set nothing). */
function optionsOf(noun: string, state: DialogueState): string | undefined {
  const n = stem(noun.toLowerCase());
  const control = (state.controls ?? []).find((c) => (c.kind === 'select' || c.kind === 'radio') && holds(`${c.label} ${c.hint ?? ''}`, [n]));
  const options = (control?.options ?? []).filter((o) => !/^(?:choose|select|pick|any|all|none|--)/i.test(o.trim()));
  return control && options.length ? `${control.label}: ${options.join(', ')}` : undefined;
}

/** "What's it about?", "what is this book about?", "tell me about it": a description asked for. */
const ABOUT = /^(?:what(?:'s|s|\s+is|\s+was|\s+are)\s+(?:it|this|that|they|this\s+one|that\s+one|(?:the|this|that)\s+[\p{L}-]+)\s+about|(?:tell me|say)\s+(?:a bit\s+|more\s+)?about\s+(?:it|this|that|this\s+one|that\s+one|(?:the|this|that)\s+[\p{L}-]+)|what(?:'s|s|\s+is)\s+the\s+(?:story|plot|description|blurb|summary))$/iu;

/** "How many stars …", "what's it rated?", "what rating does it have?": a rating asked for. */
const RATING = /^(?:how many stars\b|what(?:'s|s|\s+is)\s+(?:it|this(?:\s+one)?|that(?:\s+one)?|the\s+[\p{L}-]+)\s+rated\b|what(?:'s|s|\s+is)\s+(?:its|the)\s+(?:star\s+)?rating\b|what rating\b|how (?:well )?(?:is|was) (?:it|this one|that one|the\s+[\p{L}-]+) rated\b)/iu;

/** A question asked of the page, by the kind of answer its words ask for. */
const WHO = /^(?:who(?:'s|s| is| are| was| were| does| do| will| would)?|whose)\b(.*)$/i;
const HOW_MANY = /^how many\s+([\p{L}-]+)\b(.*)$/iu;
const HOW_OFTEN = /^how often\b/i;
const OFFERED = /^(?:what|which)\s+([\p{L}-]+)\s+(?:does it come in|do they come in|does it come with|are there|are available|are left|are offered|do you have|can (?:i|we) (?:get|choose|pick|have)|is it available in)$/iu;
const WHERE = /^where(?:'s|\s+(?:is|are|was|does|do|will|would|can))\b/i;
const WHEN = /^(?:what time|when)(?:'s|\s+(?:is|are|does|do|did|will|was|would))\b/i;
const HOW_LONG = /^how long\s+(?:is|are|was|will|would|'s|does|do)\b/i;
const WHICH = /^(?:which|what)\s+(?!one\b|ones\b|time\b|is\b|are\b|was\b|does\b|do\b|did\b|about\b|else\b|kind\b|sort\b|type\b)([\p{L}-]+)\s+(?:is|are|was|were|does|do|did|will|would|'s)\b(.*)$/iu;
const AVAILABLE = /^(?:is|are)\s+(?:[^?]*?\s+)?(?:still\s+)?(?:any\s+)?(?:room|space|spaces|spots?|places?|seats?|availability|available|free|open|full|booked up|sold out|(?<!the\s)left|in stock|out of stock)\b/i;
const CAN = /^(?:can|could|may)\s+(?:i|we)\s+(?:still\s+)?([a-z]+)\s+(?:the|my|our|that|this)\s+(.+)$/i;

/**
 * The answer to a question about the page, or undefined when the text asks no question of these
 * kinds (or the page holds no answer of the kind asked: the other rules read it then).
 * `text` is the turn without its padding; `asked` whether it was said as a question ("?").
 */
export function pageAnswer(text: string, state: DialogueState, asked: boolean): Answer | undefined {
  const t = text.trim().replace(/[?.!]+$/, '');
  // "Which one specialises in X?", "who does X?", "which of them has X?": the row those words pick out, by its title.
  const item = itemAnswer(t, state);
  if (item) return item;
  // "What's it about?", "tell me about this one": the page's description (its longest sentence of prose).
  if (ABOUT.test(t)) {
    const prose = (state.texts ?? []).filter((x) => /[.!]$/.test(x.trim()) && x.split(/\s+/).length >= 6 && !/^[^:]{1,30}:\s/.test(x));
    const longest = prose.sort((a, b) => b.length - a.length)[0];
    if (longest) return { programs: [say(longest)] };
  }
  // "How many stars does it have?", "what's it rated?": the part of a statement that gives a rating ("★ 4.5").
  if (RATING.test(t)) {
    const { texts, row } = candidates(t, state);
    for (const x of texts) {
      const part = parts(x).find((p) => ratingIn(p) !== undefined);
      if (part) return { programs: [say(row ? `${row}: ${part}` : part)] };
    }
  }
  const who = WHO.exec(t);
  if (who) return whoAnswer(who[1]!, state);
  const many = HOW_MANY.exec(t);
  if (many) return howManyAnswer(many[1]!, t, state);
  if (HOW_OFTEN.test(t)) return howOftenAnswer(t, state);
  // "What time is the appointment?", "when does it start?", "how long is the class?": a time, a date, a duration the page states.
  if (WHEN.test(t)) return shapedAnswer(t, /^what time\b/i.test(t) ? [TIME] : [TIME, DATE], state);
  if (HOW_LONG.test(t)) return shapedAnswer(t, [DURATION], state);
  // "Where is it?", "where's the workshop held?": a place the page states (a room, a street, a venue).
  if (WHERE.test(t)) return shapedAnswer(t, [PLACE], state);
  // "What sizes does it come in?", "which colours are there?": the options of the control of that name.
  const offered = OFFERED.exec(t);
  const choices = offered ? optionsOf(offered[1]!, state) : undefined;
  if (choices) return { programs: [say(choices)] };
  const which = WHICH.exec(t);
  // "What day is it on?", "which date is it?": a date or a weekday the page states.
  if (which && /^(?:day|date)s?$/i.test(which[1]!)) return shapedAnswer(t, [DATE, WEEKDAY], state);
  if (which) return whichAnswer(which[1]!, t, state);
  if (AVAILABLE.test(t)) return availabilityAnswer(t, state);
  const can = asked ? CAN.exec(t) : undefined;
  if (can) return canAnswer(can[1]!, can[2]!, state);
  return undefined;
}

/** "Which one / which of them / which vet / who" and a verb: the rest are the words that pick a row. */
const WHICH_ROW = /^(?:which(?:\s+ones?|\s+of\s+(?:them|these|those|the\s+[\p{L}-]+)|\s+(?!ones?\b|is\b|are\b|was\b|does\b|do\b|has\b|have\b)[\p{L}-]+)?|who)(?:['’]s|\s+(?:is|are|does|do|has|have|can|will|would))?\s+(.+)$/iu;

/**
 * "Which one specialises in exotic pets?", "which of them does orthopaedics?", "who does
 * dentistry?", "which hotel has a pool?": the one row of the page (a result card, a line) whose
 * text holds more of the question's words than any other, said by its title; what the answer was
 * about is that row's link ("open hers" next). Undefined with fewer than two rows, or a tie.
 */
function itemAnswer(t: string, state: DialogueState): Answer | undefined {
  const m = WHICH_ROW.exec(t);
  if (!m) return undefined;
  const want = [...new Set(words(m[1]!).filter((w) => w.length > 2))];
  if (!want.length) return undefined;
  // Rows titled by a link of the page (a card's heading link), once each.
  const links = new Set(state.page?.links ?? []);
  const rows = state.rows.filter((r, i, all) => r.title && links.has(r.title) && all.findIndex((x) => x.title === r.title) === i);
  if (rows.length < 2) return undefined;
  const scored = rows.map((r) => ({ r, n: want.filter((w) => holds(r.text, [w])).length })).sort((a, b) => b.n - a.n);
  // The words that are no row's (the verb: "specialises", "does") do not count; a tie, or a word every row holds, picks none.
  if (!scored[0]!.n || scored[0]!.n === scored[1]!.n) return undefined;
  const { title, text } = scored[0]!.r;
  // Said with the row's words (a title alone would be read as a label to look up on the page).
  const said = text.includes(title) ? text : `${title} · ${text}`;
  return { programs: [say(said)], about: query({ description: str(title), type: 'link' }) };
}

/** A question by its first word (a wh-word or an inverted verb; "can / could / would you …" are requests). */
const QUESTION = /^(?:who|whom|whose|what|which|when|where|why|how|is|are|does|do|did|was|were|has|have)\b/i;

/**
 * A question no other rule read ("what's the warranty on it?", "does it need batteries?"): the
 * statement of the page that shares the most of its words (the words of the page's heading aside:
 * they name the thing in view), the shorter on a tie. Undefined when the turn was not said as a
 * question, or no statement shares a word with it.
 */
export function lookup(text: string, state: DialogueState, asked: boolean): Answer | undefined {
  const t = text.trim().replace(/[?.!]+$/, '');
  if (!asked || !QUESTION.test(t)) return undefined;
  const want = [...new Set(words(t).filter((w) => w.length > 2 && !holds(state.heading ?? '', [w])))];
  if (!want.length) return undefined;
  const { texts } = candidates(t, state);
  const scored = texts.map((x) => ({ x, n: want.filter((w) => holds(x, [w])).length })).filter((c) => c.n > 0);
  scored.sort((a, b) => b.n - a.n || a.x.length - b.x.length);
  return scored[0] ? { programs: [say(scored[0].x)] } : undefined;
}

/** "Her profile", "his classes", "their reviews": a possessive that stands for the person the last answer named. */
const POSSESSIVE = /\b(?:her|his|their)\s+([\p{L}-]+(?:\s+[\p{L}-]+)?)$/iu;
/** "Open hers", "his", "click on theirs": the person's own page. */
const POSSESSIVE_ALONE = /^(?:(?:open|see|show me|view|click(?: on)?|go to|try)\s+)?(?:hers|his|theirs)$/i;
/** Nouns that stand for the person's own link: "her page", "his name", "their details". */
const OWN_PAGE = /^(?:page|name|details|listing|entry|card|link)$/i;

/**
 * "Open her profile", "can I see his page?", "open hers", "click on her name": the person the
 * possessive stands for — the one named last in what the assistant said over the last turns
 * ("With Jonas Berg …" after "who teaches it?"), else the one item the page lists, else the one
 * person the page's statements name ("by Rosa Delgado") — then that person's link ("page",
 * "name") or the control so named in the person's row ("his profile": the row's "Profile" link).
 * Undefined when the turn has no such possessive or no person is known.
 */
export function personLink(text: string, state: DialogueState): Program[] | undefined {
  const t = text.trim().replace(/[?.!]+$/, '').replace(/^(?:can|could|may)\s+(?:i|we)\s+/i, '');
  const possessive = POSSESSIVE.exec(t);
  if (!possessive && !POSSESSIVE_ALONE.test(t)) return undefined;
  const noun = possessive ? possessive[1]!.toLowerCase() : 'page';
  const named = personNamed(state);
  if (!named) return undefined;
  // A person the page shows (not one an answer named) is meant only by a turn that opens something ("open his page", not "… is his email").
  if (!named.said && !OPENING.test(t) && !POSSESSIVE_ALONE.test(t)) return undefined;
  const name = named.name;
  const link = program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'link' }) });
  if (OWN_PAGE.test(noun)) return [link];
  // The person's row has a control of that name ("Profile"): that control, in that row.
  const row = state.rows.find((r) => (r.title === name || holds(r.title, words(name))) && (r.actions ?? []).some((a) => holds(a, words(noun))));
  if (row) return [program({ kind: 'action', name: 'click', element: query({ description: str(noun), in: query({ item: 1, description: str(row.title) }) }) })];
  return [link];
}

/** A turn that opens something: "open …", "can I see …", "show me …", "click on …". */
const OPENING = /^(?:open|see|show(?:\s+me)?|view|visit|click(?:\s+on)?|go\s+to|take\s+me\s+to|look\s+at|check(?:\s+out)?|let\s+me\s+see|try|pull\s+up|bring\s+up)\b/i;

/** The person "her / his / their" stands for (see `personLink`); `said` when an answer of the last turns named them. */
function personNamed(state: DialogueState): { name: string; said: boolean } | undefined {
  // The row the last answer picked ("which one specialises in …?"): its link.
  const topic = state.topic;
  if (topic?.type === 'link' && topic.description?.kind === 'string' && personNames(topic.description.value, '').length) return { name: topic.description.value, said: true };
  for (const turn of state.executed.slice(-3).reverse()) {
    const said = turn.programs.flatMap((p) => (p.action.name === 'say' ? [p.action.text] : []));
    const name = said.flatMap((t) => personNames(t, state.heading ?? '')).pop();
    if (name) return { name, said: true };
  }
  const here = state.lists.find((l) => state.visited.length && l.url === state.visited[state.visited.length - 1] && !l.bare);
  const only = here?.items.length === 1 ? (here.items[0]!.title ?? here.items[0]!.name) : undefined;
  if (only) return { name: only, said: false };
  const named = [...new Set((state.texts ?? []).slice(0, 3).flatMap((t) => personNames(t, state.heading ?? '')))];
  return named.length === 1 ? { name: named[0]!, said: false } : undefined;
}
