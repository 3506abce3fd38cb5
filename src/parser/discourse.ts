/**
 * Round 15: a spoken turn as a small discourse, and what the assistant itself just said as context.
 *
 * 1. **A statement, then the request that refers back to it.** "Also, I've run out of picture
 *    hooks. Could you find some?": the statement says what the user needs (the object of a verb of
 *    needing or lacking), the request's object is a pronoun ("those", "them", "some", "one"), and
 *    the pronoun stands for what the statement named. The turn becomes that search ("Search for
 *    picture hooks"); the statement itself does nothing. "We need a doormat, what do you stock?":
 *    an open question about what the site has is a search for the thing named (the page's link
 *    named for the thing, when it has one). "We won't need the Thursday one after all. Please
 *    cancel that one." is "Cancel the Thursday one". Only the grammar of the turn is read (a
 *    subject, a verb of needing, its object; a verb on a pronoun), never a site's words.
 * 2. **A statement of what the user has, is or prefers** ("I carry a member card", "we like
 *    mornings") is the one box or option of the page whose label holds its words (ticked, or
 *    unticked when negated); nothing when no control or several do.
 * 3. **What the assistant just said.** After it answered from one option of a choice ("What does
 *    the 25 metres cost?" → "Length: 25 metres — £12.75": the state's `topic`, or the option said
 *    whole in `replied`), "let's have that length", "I'll have that one" choose that option, and
 *    "the other one" the other option of a choice of two; the noun said must be the choice's own
 *    word (a word of its label) or "one". After it read a name the page links to ("Who makes it?"
 *    → "Made by Holloway Lamp Works …"), "show me that" opens it; when it read several, the turn
 *    asks which.
 * 4. **What the user just searched for.** "Let's see that one" right after a search: the one link
 *    or row of the page whose words hold every word searched for.
 *
 * Every reading acts only when it is sure (one antecedent, one option, one link); otherwise the turn
 * is read by the rules as before. `RUSS_NO_DISCOURSE=1` switches this stage off (the "before").
 */
import { program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';

export const discourseOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_DISCOURSE === '1';

/** Words before a clause that only carry the talk along ("Oh, and", "Right,", "Brilliant."). */
const LEAD = /^(?:(?:oh|ah|ooh|right|okay|ok|so|and|also|well|hi|hiya|hey|hello|um+|hmm+|great|brilliant|lovely|perfect|cool|thanks|cheers|actually|anyway|plus)\b[,!.]?\s+)+/i;

/** The sentences and comma clauses of a turn: "X. Can you …?", "X, what do you sell?". */
export function turnClauses(utterance: string): string[] {
  return utterance
    .split(/(?<=[.!?])\s+|,\s+(?=(?:can|could|would|will|what|do|have|please|so)\b)/i)
    .map((x) => x.trim())
    .filter((x) => /[\p{L}\p{N}]/u.test(x));
}

/**
 * The subject of a statement about the user and their own ("I", "we", "my sister", "our
 * neighbour"), the verbs of wanting or lacking after it, and what follows: the thing needed.
 */
const SUBJECT = String.raw`(?:i|we|my\s+[\p{L}]+|our\s+[\p{L}]+|he|she|they)`;
const AUX = String.raw`(?:\s*(?:['’]ll|['’]d|['’]ve|['’]m|['’]re|['’]s|\s+will|\s+would|\s+have|\s+has|\s+am|\s+are|\s+is|\s+really|\s+just|\s+also|\s+still|\s+definitely|\s+probably|\s+actually))*`;
/** Verbs of needing, wanting, lacking (the closed class the request's pronoun can point back through). */
const WANTING = String.raw`(?:need|needs|want|wants|require|requires|like|after|looking for|searching for|shopping for|hunting for|on the hunt for|in the market for|in need of|run out of|ran out of|out of|short of|low on|lost|broke|broken|could use|could do with|fancy|fancies)`;
/** "need to buy", "want to get some", "need to stock up on": an infinitive of getting before the thing. */
const GETTING = String.raw`(?:\s+to\s+(?:buy|get|find|order|pick up|grab|replace|stock up on|stock up|get hold of|track down|source)(?:\s+(?:some|more))?)?`;
const NEED_STATEMENT = new RegExp(String.raw`^${SUBJECT}${AUX}\s+${WANTING}${GETTING}\s+(.+?)[.!]*$`, 'iu');
/** "We won't need the Thursday one after all", "we no longer want the blue one": what the user no longer needs. */
const UNNEEDED = new RegExp(String.raw`^${SUBJECT}${AUX}\s+(?:don['’]?t|do not|no longer|won['’]?t|will not|didn['’]?t|can['’]?t use)\s+(?:need|want|use)\s+(the\s+.+?\s+one|the\s+[\p{L}]+(?:\s+[\p{L}]+)?)(?:\s+(?:now|any ?more|after all|either))*[.!]*$`, 'iu');

/** Where the thing named ends: a preposition, a clause, a comma. */
const NP_END = /\s*(?:,|;|\s(?:for|to|with|that|which|who|because|so|since|as|but|from|in|on|at|before|by|if|when|now|today|again|then|too|please)\b).*$/i;
/** Words before the noun that say how much or which, not what ("a new", "some more", "a bag of"). */
const NP_LEAD = /^(?:(?:a|an|the|my|our|some|more|any|another|new|fresh|spare|replacement|decent|good|nice|proper|couple of|a couple of|few|a few|pair of|set of|pack of|bag of|box of|bit of|lot of|lots of)\s+)+/i;
/** What names nothing in particular ("something", "stuff"): no antecedent. */
const VAGUE = /^(?:something|anything|stuff|things|one|it|them|those|these|that|this|some|more|help|advice|a hand|time|to)$/i;

/** The thing a statement of need names ("I've run out of picture hooks" → "picture hooks"), or undefined. */
export function neededThing(sentence: string): string | undefined {
  const t = sentence.trim().replace(LEAD, '').replace(/[.!]+$/, '');
  const m = NEED_STATEMENT.exec(t);
  if (!m) return undefined;
  const np = m[1]!.replace(NP_END, '').trim().replace(NP_LEAD, '').replace(/^(?:a|an|the)\s+/i, '').trim();
  const words = np.split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 4 || VAGUE.test(np) || /\s(?:and|or|&)\s/i.test(np) || words.some((w) => /^(?:it|them|those|these|this|that|me|you|to|my|your)$/i.test(w))) return undefined;
  if (!/^[\p{L}][\p{L}'’ -]*$/u.test(np)) return undefined;
  return np;
}

/** A request to look for something whose object is a pronoun: "Can you search for those?", "could you find one?", "look them up". */
const SEARCH_VERB = String.raw`(?:search(?:\s+the\s+(?:site|shop|store))?(?:\s+for)?|look\s+for|have\s+a\s+look\s+for|look\s+up|look(?=\s+\S+\s+up\b)|find|find\s+me|show\s+me|get\s+me|check\s+for|hunt\s+for|do\s+you\s+(?:have|sell|stock|do)|have\s+you\s+got|got)`;
const REQUEST_LEAD = String.raw`(?:(?:can|could|would|will)\s+you(?:\s+please)?\s+|please\s+|let['’]?s\s+|i['’]?d\s+like\s+to\s+|i\s+want\s+to\s+|go\s+ahead\s+and\s+)?`;
const PRONOUN_REQUEST = new RegExp(String.raw`^${REQUEST_LEAD}(${SEARCH_VERB})\s+(those|them|these|some|any|one|it|some of those|any of those)(\s+up)?((?:\s+(?:for me|please|as well|too|then|now|here))*)\s*([?.!]*)$`, 'i');
/** A request on a thing the user has, its object a pronoun: "Can you cancel it?", "remove that one". */
const THING_REQUEST = new RegExp(String.raw`^(${REQUEST_LEAD})(cancel|remove|delete|drop|take off|get rid of|withdraw|return)\s+(it|that|that one|this one|them)((?:\s+(?:for me|please|then|now))*\s*[?.!]*)$`, 'i');
/** A request to search that names what to search for ("could you look up stool", "look for a desk lamp"). */
const OWN_SEARCH = new RegExp(String.raw`^${REQUEST_LEAD}(?:search(?:\s+the\s+(?:site|shop|store))?(?:\s+for)?|look\s+for|look\s+up)\s+(?!(?:that|this|it|those|them|these|some|any|one)\b)\S`, 'i');
/** A sentence that only greets or acknowledges ("Hiya.", "Right."). */
const ACK = /^(?:hi|hiya|hey|hello|right|okay|ok|great|brilliant|lovely|thanks|cheers|(?:good )?(?:morning|afternoon|evening))(?:\s+there)?[.!,]*$/i;
/** An open question about what the site has ("what do you stock?"): a search for the thing just named. */
const WHAT_HAVE = /^(?:so\s+)?what\s+(?:have you got|have you got in|do you have|do you sell|do you stock|do you do|(?:['’]ve|have) you got|can you show me|is there)(?:\s+(?:for (?:that|it|them)|then))?\s*\??$/i;

/**
 * The turn with a request's pronoun replaced by the thing a statement of the turn named, and the
 * statement left out ("Also, I've run out of picture hooks. Could you find some?" → "Search for
 * picture hooks"); undefined when the turn is not so (one sentence, no pronoun, no need said, or
 * two needs said).
 */
export function requestWithAntecedent(utterance: string, links: readonly string[] = []): string | undefined {
  const clauses = turnClauses(utterance);
  if (clauses.length < 2) return undefined;
  // "We won't need the Thursday one after all. Please cancel that one.": the pronoun of a verb on a thing
  // the user has is what the statement said they no longer need ("cancel the Thursday one").
  const unneeded = clauses.map((c) => UNNEEDED.exec(c.replace(LEAD, '').trim())?.[1]);
  const thing = unneeded.filter(Boolean);
  if (thing.length === 1) {
    const at = unneeded.findIndex(Boolean);
    const next = clauses[at + 1]?.replace(LEAD, '');
    const m = next ? THING_REQUEST.exec(next) : null;
    // (Said as the command it is: "please cancel that one" → "Cancel the Thursday one".)
    if (m && at + 2 === clauses.length) return [...clauses.slice(0, at).filter((c) => !ACK.test(c)), `${m[2]!.charAt(0).toUpperCase()}${m[2]!.slice(1)} ${thing[0]}`].join(' ');
  }
  // "I'm hunting for a folding stool, could you look up stool?": the request says what to look for itself; the statement before it does nothing.
  const own = clauses.findIndex((c, i) => i > 0 && OWN_SEARCH.test(c.replace(LEAD, '')) && !PRONOUN_REQUEST.test(c.replace(LEAD, '')));
  if (own > 0 && clauses.slice(0, own).some((c) => neededThing(c)) && clauses.slice(0, own).every((c) => neededThing(c) || ACK.test(c))) return clauses.slice(own).join(' ');
  const at = clauses.findIndex((c) => PRONOUN_REQUEST.test(c.replace(LEAD, '')) || WHAT_HAVE.test(c.replace(LEAD, '')));
  if (at < 1) return undefined;
  // The thing named by the statements before the request: exactly one.
  const needs = clauses.slice(0, at).map(neededThing);
  const named = needs.filter((x): x is string => !!x);
  if (named.length !== 1) return undefined;
  const statement = needs.findIndex(Boolean);
  const request = clauses[at]!.replace(LEAD, '');
  const m = PRONOUN_REQUEST.exec(request);
  if (m) {
    const verb = m[1]!;
    // "Find it" is the thing in view more often than the thing named: only a search verb takes "it".
    if (m[2]!.toLowerCase() === 'it' && !/^(?:search|look)/i.test(verb)) return undefined;
  }
  // "We've run out of lamp oil, what do you sell?" beside a link named for that very thing (a section "Lamp oil"): that link.
  const want = new Set(named[0]!.toLowerCase().split(/\s+/).map(stem));
  const section = m ? [] : [...new Set(links.filter((l) => {
    const have = l.toLowerCase().replace(/&/g, ' ').split(/[^\p{L}]+/u).filter(Boolean).map(stem);
    return have.length === want.size && have.every((w) => want.has(w));
  }))];
  // Said as the search it is, whatever the verb ("do you sell those?", "look them up", "could you find one?").
  const said = section.length === 1 ? `Show me the ${section[0]}` : `Search for ${named[0]}`;
  // (Greetings and acknowledgements around them go too: the request is what is left.)
  return clauses.map((c, i) => (i === at ? said : i === statement || ACK.test(c) ? '' : c)).filter(Boolean).join(' ');
}

/** A choosing verb before what the assistant just said ("let's have that length", "I'll have that one"). */
const CHOOSE = String.raw`(?:(?:go\s+for|go\s+with|pick|choose|select|take|get|book|have|do|make\s+it|i['’]?ll\s+(?:take|have|go\s+for|go\s+with|do|get)|i['’]?d\s+like|we['’]?ll\s+(?:take|have|go\s+for|go\s+with|do)|let['’]?s\s+(?:do|have|go\s+for|go\s+with|take|get))\s+)?`;
const SAID_BACK = new RegExp(String.raw`^${CHOOSE}(that|this|the same|the other)\s+([\p{L}]+)(?:\s+one)?(?:\s+(?:then|please|instead|thanks|for me))*\s*[.!]*$`, 'iu');
const GENERIC = /^(?:one|option|choice)$/i;

/** The control whose options hold the option the assistant just read, and the option's text. */
function optionControl(topic: Query, state: DialogueState): { option: string; options: string[]; label: string } | undefined {
  const said = topic.description?.kind === 'string' ? topic.description.value : undefined;
  if (!said) return undefined;
  const owners = (state.controls ?? []).filter((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).includes(said));
  if (owners.length !== 1) return undefined;
  // (A dropdown's placeholder, "Choose a size", is no option to take.)
  const options = (owners[0]!.options ?? []).filter((o) => o.trim() && !/^(?:choose|select|pick|please|--|—)/i.test(o.trim()));
  return { option: said, options, label: owners[0]!.label };
}

/**
 * "Let's have that length", "that colour please", "I'll have the other one" after the assistant
 * read an option ("What does the 25 metres cost?" → "£12.75"): a click on that option (or the other one
 * of two). Undefined when the turn is not said so or the noun is not the choice's.
 */
export function saidBackPlan(utterance: string, state: DialogueState): Program[] | undefined {
  // What the assistant just read: the thing its answer was about, else an option it said whole ("25 metres — £12.75", "Length: 25 metres — £12.75").
  const read = (state.replied ?? []).flatMap((r) => [r.trim(), r.replace(/^[^:]{1,40}:\s*/, '').trim()]).map((r) => query({ description: str(r) })).find((q) => optionControl(q, state));
  const topic = state.topic ?? read;
  if (!topic) return undefined;
  const m = SAID_BACK.exec(utterance.trim().replace(LEAD, '').replace(/,\s*(please|then|thanks)\b/gi, ' $1').replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const which = m[1]!.toLowerCase();
  const noun = m[2]!.toLowerCase();
  const owner = optionControl(topic, state) ?? (read ? optionControl(read, state) : undefined);
  const chosen = owner ? query({ description: str(owner.option) }) : topic;
  // The noun must be the choice's own word ("size" of "Size", "colour" of "Colour") or "one".
  const own = (label: string) => GENERIC.test(noun) || label.split(/[^\p{L}]+/u).some((w) => w && stem(w) === stem(noun));
  if (which === 'the other') {
    if (!owner || owner.options.length !== 2 || !own(owner.label)) return undefined;
    const other = owner.options.find((o) => o !== owner.option)!;
    return [program({ kind: 'action', name: 'click', element: query({ description: str(other) }) })];
  }
  if (owner) return own(owner.label) ? [program({ kind: 'action', name: 'click', element: chosen })] : undefined;
  // Not an option (an item, a link the answer came from): only "that one" or a word of its own name.
  const name = topic.description?.kind === 'string' ? topic.description.value : '';
  return own(name) ? [program({ kind: 'action', name: 'click', element: topic })] : undefined;
}

/** "Let's see that one", "click on it", "that one": the thing the user just searched for. */
const OPEN_THAT = /^(?:(?:open|click(?:\s+on)?|tap(?:\s+on)?|show\s+me|view|see|go\s+to|pick|choose|select|let['’]?s\s+see)\s+)?(?:that\s+one|that|it|this\s+one)(?:\s+(?:then|please))*\s*[.!]*$/i;

const stemsOf = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 2 && !/^(?:the|and|for|with)$/.test(w)).map(stem);

/**
 * "Let's see that one" right after a search ("search for garden rope"), on a page that lists no several
 * items: the one link or row of the page that holds every word searched for. Undefined otherwise.
 */
export function searchedOnePlan(utterance: string, state: DialogueState): Program[] | undefined {
  if (!OPEN_THAT.test(utterance.trim().replace(LEAD, ''))) return undefined;
  const last = state.executed[state.executed.length - 1];
  if (!last || last.programs.length < 2) return undefined;
  const entered = last.programs.map((p) => p.action).filter((a) => a.name === 'enter');
  const clicked = last.programs[last.programs.length - 1]!.action;
  if (entered.length !== 1 || clicked.name !== 'click') return undefined;
  const text = (entered[0] as { text?: { kind: string; value?: unknown } }).text;
  const words = text?.kind === 'string' && typeof text.value === 'string' ? stemsOf(text.value) : [];
  if (!words.length) return undefined;
  // (On a page that lists several items, "that one" is the one that holds the words searched for, when only one does.)
  const names = [...new Set([...(state.page?.links ?? []), ...state.rows.map((r) => r.title)])].filter((n) => n.length <= 80);
  const holding = names.filter((n) => {
    const have = new Set(stemsOf(n));
    return words.every((w) => have.has(w));
  });
  if (holding.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(holding[0]!) }) })];
}

/** "I carry a rail card", "we like mornings", "I'm a student": what the user has, is or prefers. */
const HAVING = new RegExp(String.raw`^(?:i|we)${AUX}\s+(?:(don['’]?t|do not|haven['’]?t|have not|am not|['’]?m not|aren['’]?t|are not|no longer)\s+)?(?:have|has|got|own|hold|carry|use|prefer|like|(?=a\s|an\s|[\p{L}]+\s+(?:people|person)(?:,?\s+really)?$))\s*(?:got\s+)?(.+?)[.!]*$`, 'iu');
const FILLER = new Set('a an the my our some of for with i we have has got am are is be to in on at off and or any one own really very just also people person type kind sort usually always more anymore longer now today either still though'.split(' '));
const contentStems = (s: string): string[] => [...new Set(s.toLowerCase().replace(/\([^)]*\)/g, ' ').split(/[^\p{L}]+/u).filter((w) => w.length > 2 && !FILLER.has(w)).map(stem))];
const NEGATED_LABEL = /\b(?:no|not|don['’]?t|without|none)\b/i;

/**
 * A one-sentence statement of what the user has, is or prefers whose words are those of one box or
 * one option of the page ("I carry a member card" beside "I hold a … member card (5% off)", "we
 * prefer mornings" beside a "Morning" choice): that box ticked (unticked when the statement is
 * negated: "we don't have a card"), that option chosen. Undefined unless exactly one control holds
 * the words (or is held by them), the label says no negation, and the sentence is no question.
 */
export function statedControlPlan(utterance: string, state: DialogueState): { programs: Program[] } | { nothing: string } | undefined {
  const t = utterance.trim().replace(LEAD, '').trim();
  if (turnClauses(t).length !== 1 || /\?\s*$/.test(t)) return undefined;
  const m = HAVING.exec(t.replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const negated = !!m[1];
  const said = contentStems(m[2]!.replace(/\s*,.*$/, ''));
  if (!said.length || said.length > 4) return undefined;
  // Said ⊆ label ("rail card" in "I hold a Fernbank rail card"), or a short label ⊆ said ("Evening" in "an evening person").
  const fits = (label: string): boolean => {
    const have = contentStems(label);
    if (!have.length || NEGATED_LABEL.test(label.replace(/\([^)]*\)/g, ''))) return false;
    return said.every((w) => have.includes(w)) || (have.length <= 2 && have.every((w) => said.includes(w)));
  };
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'checkbox' && fits(c.label));
  const options = (state.controls ?? []).filter((c) => c.kind === 'radio' || c.kind === 'select').flatMap((c) => (c.options ?? []).filter(fits).map((o) => ({ c, o })));
  if (boxes.length + options.length !== 1) return undefined;
  if (boxes.length) {
    const box = boxes[0]!;
    const on = box.value === 'on';
    if (on === !negated) return { nothing: `"${box.label}" is already ${on ? 'ticked' : 'not ticked'}.` };
    return { programs: [program({ kind: 'action', name: negated ? 'uncheck' : 'check', element: query({ description: str(box.label), type: 'checkbox' }) })] };
  }
  if (negated) return undefined;
  const { c, o } = options[0]!;
  if (c.value === o) return { nothing: `${c.label}: ${o} is already chosen.` };
  return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(o) }) })] };
}

const nameOf = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

/**
 * "Open that", "that one please", "go for that" right after the assistant read or answered with the
 * name of something the page links to ("Who makes it?" → "Holloway Lamp Works"): a click on
 * that link (or row, or button). Undefined unless exactly one such name is said back.
 */
export function repliedPlan(utterance: string, state: DialogueState): { programs: Program[] } | { ask: string } | undefined {
  const replied = state.replied ?? [];
  if (!replied.length) return undefined;
  const t = utterance.trim().replace(LEAD, '').replace(/,\s*(please|then|thanks)\b/gi, ' $1');
  const m = SAID_BACK.exec(t.replace(/[.!]+$/, ''));
  const thatOne = OPEN_THAT.test(t) || (!!m && m[1]!.toLowerCase() !== 'the other' && GENERIC.test(m[2]!));
  if (!thatOne) return undefined;
  const said = new Set(replied.map(nameOf).filter((x) => x.length >= 3));
  // A name of the page said whole as a reply, or as the reply's value after its label ("Maker: Holloway Lamp Works").
  const parts = new Set([...said, ...replied.map((r) => nameOf(r.replace(/^[^:]{1,40}:\s*/, '')))]);
  const links = (state.page?.links ?? []).filter((n) => parts.has(nameOf(n)));
  const rows = state.rows.map((r) => r.title).filter((n) => parts.has(nameOf(n)));
  const buttons = (state.page?.buttons ?? []).filter((n) => parts.has(nameOf(n)));
  const names = [...new Set([...links, ...rows, ...buttons].map(nameOf))];
  if (names.length === 1) {
    const name = [...links, ...rows, ...buttons][0]!;
    return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(name), ...(links.length ? { type: 'link' as const } : {}) }) })] };
  }
  if (names.length > 1) return undefined;
  // A name of the page inside the reply ("Made by Holloway Lamp Works in Sheffield."): the one it holds;
  // several ("Lamp oil · Lamp wick · Doormat"): "that" is one of them, not surely which — asked.
  const inside = (n: string) => {
    const w = nameOf(n);
    return (w.length >= 6 || w.includes(' ')) && replied.some((r) => r.length <= 300 && ` ${nameOf(r)} `.includes(` ${w} `));
  };
  const all = [...new Set([...(state.page?.links ?? []), ...state.rows.map((r) => r.title)].map((n) => n.trim()))];
  const listed = all.filter(inside).filter((n, _, xs) => !xs.some((o) => o !== n && nameOf(o).includes(nameOf(n))));
  if (listed.length === 1) return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(listed[0]!), ...((state.page?.links ?? []).includes(listed[0]!) ? { type: 'link' as const } : {}) }) })] };
  if (listed.length >= 2 && listed.length <= 6) return { ask: `Which one do you mean: ${listed.map((n) => `"${n}"`).join(', ')}?` };
  return undefined;
}
