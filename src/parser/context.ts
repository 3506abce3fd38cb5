/**
 * Contextual parsing (Genie / ThingTalk 2 style): one spoken turn plus the *formal* dialogue
 * state — the programs executed so far, the lists of repeated items the user has seen, the pages
 * opened from them — → what to do: programs to run, nothing (an acknowledgement), or a question
 * for the user.
 *
 * This stage is a set of deterministic rules over the state, ahead of the single-sentence neural
 * parser: it resolves what the sentence parser cannot (ordinals among repeated items, references
 * to history, value-only turns, chit-chat) and hands every ordinary instruction, cleaned of its
 * spoken padding, to the sentence parser. No rule names a site, a product or a page.
 */
import { NUMBER_WORDS } from './units.js';
import { TURN_MARKS } from './turn-marks.js';
import { itemReferencePlan } from './item-reference.js';
import { ASKS_ABOUT, carriedBoxes, carriedOption } from './carry.js';
import { carriedAtSend, carrySendOff, claimBox, claimProgram, placedAtSend, wordsOnIt } from './carry-send.js';
import { codeRemark, earlierAtSend, earlierOff, reasonRemark, reasonSaidBefore, remarkAboutThem, remarkDetails } from './earlier-values.js';
import { planStatement, theirAtSend, theirOff, theirTurn } from './their-details.js';
import { boundAnswer, cellFollowUp, includedAnswer, optionAsked, sizeOption, sizeThenRest } from './readback.js';
import { chooseProgram, detailsTurnText, fieldKindOf, placeDetails, readDetailsTurn, rememberedDetails, submitVerb, type Detail } from './details.js';
import { narrowingLink, saysAudience } from './refine.js';
import { dayFirstCommand, dayOrKindOnPage, dayRight } from './day-first.js';
import { REACH_AFTER, REACH_SEARCH, reachNamed, reachSearch, reachedItem } from './reach.js';
import { ADD_THERE, addThere, countHere, itemToAdd } from './add-item.js';
import { asksForResults, formElsewhere, searchIntoBox, strictFormRequest, thingsIn, valuesIn } from './form-values.js';
import { clausesOf, readCountTurn } from './quantities.js';
import { basketTurn } from './basket.js';
import { choicesAndAdd } from './add-choices.js';
import { peopleCount, slotLink, valuesWithCount } from './several-values.js';
import { itemToggle, itemToggleAway, OPEN_ROW, TOGGLE_THERE, toggleThere } from './item-toggle.js';
import {
  programsOf,
  program,
  query,
  str,
  variable,
  variableNameFor,
  literal,
  type AnyProgram,
  type ItemSelector,
  type Program,
  type Query,
} from '../thingtalk/ast.js';
import { ORDINALS } from './decode.js';
import { currentUrl, innermostRows, samePage, stem } from './compare.js';

export { samePage };
import { discourseOff, repliedPlan, requestWithAntecedent, saidBackPlan, searchedOnePlan, statedControlPlan } from './discourse.js';
import { MORE_OF_THE_SAME, askedValue, ellipsisPlan, factNamed, followUpQuestion, namedOne, oneWith, otherWith, pageNamed, questionPlan, questionThenCommand, topicPlan } from './references.js';
import { lookup, pageAnswer, personLink } from './answers.js';
import { rowCellAnswer } from './row-cells.js';
import { faqAnswer } from './faq.js';
import { questionAgain } from './asked-again.js';
import { countLineAnswer } from './count-line.js';
import { daysListed } from './list-asked.js';
import { labelsToValues } from './label-value.js';
import { ASKED_AGAIN, askedAfter, askedAgain, costStated, followUpValue, pageQuestion, type WordRelatedness } from './questions.js';
import { MONTH_PATTERN, monthName } from '../thingtalk/calendar.js';
import { listedItems, rankedItem, rankedName } from './measures.js';
import { cardsHaving, optionAvailability, optionsOffered, personByPreposition, rowsInState } from './page-items.js';
import { optionByAmount } from './option-amount.js';
import { DAY, dateChoices, dateOption, dayNumber, optionDay, relativeDay, saidDay } from './dates.js';
import { moneyIn } from '../thingtalk/money.js';
import { withoutSameAs } from './number-kind.js';
import { partOfDayTurn, timeChoiceTurn, timeTurn, trailingTime, withoutClock } from './times.js';
import { onlyResult } from './only-result.js';
import { moveTurn } from './reschedule.js';
import { positionVerbPlan } from './position-verb.js';
import { cancelWithRemark, reasonSend, reasonThere, REASON_THERE } from './cancel-reason.js';
import { needLink, possessiveLink, recentMentionLink, seenItemNamed, thatNounItem } from './nav-links.js';
import type { TaskPage } from './task-reading.js';
import { withTurnRanker } from './turn-ranker.js';
import { markedPart, questionsNeverAct } from './asked.js';
import { KIND_STEMS, MINE_KINDS, rowControlPlan } from './row-reference.js';
import { choiceTurn, dayThenTime, dayTurn as dayChoiceTurn, slotByPosition, slotDayView, slotTurn } from './choices.js';
import { homePagePlan, otherFromList, statedChoice } from './said-refs.js';
import { recordLinkPlan, stepsOff, yesOnConfirm } from './record-link.js';
import { pressAfterValues } from './press-after.js';
import { recordFormPlan } from './record-form.js';
import { backThen, bookWithValues, countAndAdd, EDIT_THERE, editedThenSend, editFromSummary, nextItemSaid, SAME_THERE, sameThere, viaBasket } from './turn-steps.js';

/** An item of a list the user saw. */
export interface SeenItem {
  name: string;
  /** Its title (the words of its link or heading: "Kamo River Hotel"), when it has one. */
  title?: string;
  /** Where the item leads (its link), absolute. */
  url?: string;
}

/** A list of repeated items shown on a page. */
export interface SeenList {
  url: string;
  items: SeenItem[];
  /** Its items are bare links (a footer's, a menu's): no results of the user's. */
  bare?: boolean;
}

/** The formal dialogue state: small, whatever the length of the conversation. */
export interface DialogueState {
  /** Programs executed, one entry per turn that did something (latest last; the state keeps the last few). */
  executed: Array<{ utterance: string; programs: Program[]; /** The page the turn started on. */ url?: string }>;
  /** Lists of repeated items seen, latest last, at most one per URL. */
  lists: SeenList[];
  /** Pages the user opened from a list (an item), latest last. */
  opened: SeenItem[];
  /** Pages visited, latest last (the current page is the last). */
  visited: string[];
  /**
   * The words the current page uses for its search (the search field's name and placeholder, the
   * button beside it: "Job title or keyword", "Find jobs"): they name the kind of thing searched.
   */
  searchNames: string[];
  /** The open tabs, in opening order (when the adapter exposes them), and which one the run is on. */
  tabs: SeenTab[];
  /** The tab the run was on before the current one (0-based), for "the other tab". */
  previousTab?: number;
  /**
   * A question the assistant asked because it was unsure which element a step meant: the steps
   * left to run and the elements it offered, best first. The next turn answers it ("yes", "the
   * second one", "no") or moves on.
   */
  pending?: { programs: Program[]; choices: string[] };
  /** Texts that appeared on the page with the last turn (a message, a new total): what "what does it say now?" reads. */
  changed: string[];
  /**
   * The repeated items of the current page, every group of them (a menu's dishes, a basket's lines,
   * the bookings of a trips page): what "add the noodles" or "cancel the Kyoto one" names.
   */
  rows: Array<{ title: string; text: string; actions?: string[]; /** Where its title's link leads (absolute), when it is a link. */ url?: string }>;
  /** Round 17: the names of the current page's visible buttons that are not disabled (a grid of time slots' free ones). */
  buttonsOn?: string[];
  /** The current page's visible links (their names, where they lead, absolute), page order, at most 300. */
  links?: Array<{ name: string; url: string }>;
  /** The current page's main heading (the item in view: "Drunken Noodles"), when it has one. */
  heading?: string;
  /** The day relative dates are read against ("YYYY-MM-DD", the Russ option `today`); unset: the machine clock's. */
  today?: string;
  /**
   * The form controls of the current page as the page itself describes them (label, kind, options,
   * the form's submit button): what a turn that carries values ("flights from Boston to Denver
   * for two") is read against.
   */
  controls?: SeenControl[];
  /** Texts of the current page that state an amount of money ("$1,699", "Trip total: $318"), below its main heading, in page order. */
  amounts?: string[];
  /** Texts of the current page below its main heading that state a value (a number, a reference: "Your booking reference is SKY4100."). */
  facts?: string[];
  /**
   * The statements of the current page below its main heading (a paragraph's, a list item's, a
   * cell's whole text, with its header: "Total: $38.00", "With Jonas Berg"), in page order: what a
   * question about the thing in view is answered from.
   */
  texts?: string[];
  /**
   * Round 26: which of `texts` the page states in its frame — its header, footer, navigation or an
   * aside (the site's address and hours, a newsletter box), not the thing in view: a question is
   * answered from the content first, from the frame only when the content does not say it.
   */
  framed?: string[];
  /**
   * Round 24: the page's tables with a header row, as a grid: the header's cells (`columns`, the corner
   * cell first) and each row's cells, its own header first (an hours table: places by days).
   */
  grids?: Array<{ columns: string[]; rows: string[][] }>;
  /** What the last question was about ("what does the flex fare cost?"): what "okay, pick that" means. */
  topic?: Query;
  /**
   * What the assistant itself said with the last turn that did something (the texts it read or
   * answered: "Holloway Lamp Works", "Length: 25 metres — £12.75"), latest turn only: what "open that" means
   * right after it (src/parser/discourse.ts). A turn that acts without saying anything empties it.
   */
  replied?: string[];
  /** The pages visited, with their titles (the main heading, else the document's title), latest last. */
  pages?: Array<{ url: string; title: string }>;
  /**
   * The search form last seen (a form with a text box and a submit button), where it was and its
   * controls: a search said on a page without one ("now search Eastside as well" on a bookings
   * page) goes back there first.
   */
  searchForm?: { url: string; controls: SeenControl[] };
  /**
   * Round 20: the pages seen with a value form (a GET form whose menus, choices, dates or numbers
   * pick what the next page shows, and a button), where they were and their controls, latest last,
   * one per path: a request whose every value one of them takes goes back to it.
   */
  valueForms?: Array<{ url: string; controls: SeenControl[] }>;
  /** The current page as the whole-task reading sees it (controls, buttons, links, items): what a turn of values falls back on. */
  page?: TaskPage;
  /** Round 17: what the user said in the turns before this one, every turn (done, asked or failed), latest last; the state keeps the last few. */
  said?: string[];
  /**
   * Round 29: the choices the turns before made in forms — a menu's option, a radio, a box ticked —
   * with the page they were made on and the turn's words, latest last; the state keeps the last few.
   * A send later on that page puts back any the page lost (src/parser/carry-send.ts `placedAtSend`).
   */
  placed?: PlacedChoice[];
}

/** Round 29: a choice a turn made in a form: the menu's label and the option, a radio's own label, or a ticked box's label. */
export interface PlacedChoice {
  utterance: string;
  url: string;
  action: 'select' | 'choose' | 'check';
  element: string;
  value?: string;
}

/** A form control of the current page (a radio group is one control, its radios the options). */
export interface SeenControl {
  /** What the page calls it: its label (accessible name), a radio group's legend, else its placeholder or name. */
  label: string;
  /** Its other words: placeholder, name attribute. */
  hint?: string;
  kind: 'text' | 'number' | 'date' | 'time' | 'select' | 'radio' | 'checkbox';
  /** A dropdown's options, a radio group's choices (their labels). */
  options?: string[];
  /** What it holds now: a dropdown's or radio group's chosen option, a box's text, "on" for a ticked box. */
  value?: string;
  /** The form it belongs to (0-based among the page's forms), and that form's submit button's name. */
  form?: number;
  submit?: string;
  /** A text area (free text, no name or code). */
  multiline?: boolean;
  /** Its form shows this same page again with the form's values in the address (a GET form to this path: a filter, a results page's own search). */
  rendersHere?: boolean;
  /** The control (or its form) sends the form itself when it changes (an onchange that submits). */
  sendsOnChange?: boolean;
  /** Round 18: its form is sent by POST (it changes something on the site: a booking, a checkout step), not a GET that only shows a page. */
  posts?: boolean;
  /**
   * What the page says the control belongs to, when it is not the control's own label: the legend
   * of the fieldset around it ("Ana Lopez" around "Checked bags"), else the header cell of its
   * table row ("Tuesday" for a row's "Hours" box). Repeated forms name their copies so.
   */
  group?: string;
  /** A text box's input type when it says the value's kind (email, tel, url), and its autocomplete token ("given-name", "shipping postal-code"): src/parser/details.ts reads them. */
  input?: string;
  autocomplete?: string;
}

/** An open tab. */
export interface SeenTab {
  url: string;
  title: string;
  current: boolean;
}

export function emptyDialogueState(): DialogueState {
  return { executed: [], lists: [], opened: [], visited: [], searchNames: [], tabs: [], changed: [], rows: [] };
}

export type TurnPlan =
  /**
   * Run these programs; `values` are what the user said, stored in the user dictionary first
   * (key → value). `otherwise`: another reading, run from the step that finds no element it is
   * sure of when the steps before it are the same in both readings (from the first step, any).
   * `rescue`: the page action the turn ranker is sure of, run instead when a step of these readings
   * finds no element it is sure of before any step was done.
   */
   /**
   * `unfound` (round 15): the programs only read the page to answer a question; when a read finds no
   * value it is sure of, this is said instead (status `nothing`), and nothing else is tried.
   */
  | { kind: 'programs'; programs: Program[]; values?: Record<string, string>; otherwise?: Program[]; about?: Query; rescue?: Program[]; unfound?: string }
  /** Several turns in one ("Go back and open the last one"): each is parsed and run after the one before it. */
  | { kind: 'parts'; parts: string[] }
  /** Nothing to do (an acknowledgement); `reply` says so. */
  | { kind: 'nothing'; reply: string }
  /** Not sure what the user means: ask. */
  /** `firm`: the rules are sure the turn must be asked about (it names no control surely), so no learned reading acts instead. */
  | { kind: 'ask'; question: string; firm?: boolean }
  /**
   * Round 24 (src/parser/look-ahead.ts): a question whose reading on this page (`here`) may say
   * nothing that answers it. The conversation runs `here`; when what it said is weak, it opens the
   * pages at `urls` in turn (same site, at most a few) and stays on the first whose statements
   * answer `question`, else it comes back and keeps what `here` said.
   */
  | { kind: 'look'; urls: string[]; question: string; here: TurnPlan };

export interface SentenceParser {
  /** One program, or a sequence of them ("Enter X and click Y"). */
  parse(instruction: string): Promise<AnyProgram>;
  /** Word similarity (the shipped word vectors) for reading questions against the page; none: words must match. */
  wordVectors?(): Promise<WordRelatedness | null>;
}

// ---------------------------------------------------------------------------------------------
// Spoken padding

const LEADING = /^(?:(?:good (?:morning|afternoon|evening|day)|hiya|howdy|hi|hello|hey|oh|ooh|nah|meh|nope|um+|uh+|hmm+|ah|okay|ok|so|and|but|now|then|well|alright|right|great|perfect|sure|yes|yeah|no|please|actually|also|next(?=,)|first(?=,)|cool|wait|sorry|oops|whoops|my bad|not that one|i meant|i mean|never mind|nevermind|same as (?:before|last time)|like before),?\s+)+/i;
const REQUEST = /^(?:can|could|would|will) you(?: please)?\s+|^(?:please|let's|let us|i want to|i'd like to|i would like to|i want you to|go ahead and|try to)\s+/i;
const TRAILING = /(?:,?\s+(?:please|sure|thanks|thank you|for me|now|then|too|okay|ok|as well|instead|only|actually|after all|if (?:they|you|it|we) can|if possible|if (?:that'?s|it'?s) possible))+$/i;

/**
 * "If they're out of it, don't substitute", "while I'm here, search for …": a leading clause (a
 * condition, the circumstances) the command after it does not need; the command is the turn.
 */
const CONDITION = /^(?:if|in case|when|whenever|while|since|now that|seeing as|before (?:i|we) forget)\s+[^,]{3,60},\s+(?=\S)/i;

/** The turn without its spoken padding: "Oh, size medium, sure." → "size medium". */
export function clean(utterance: string): string {
  let t = utterance.normalize('NFC').replace(/\s+/g, ' ').trim().replace(/[.!?…]+$/, '');
  // "No tip", "no onions": a choice, not a "no" before a command.
  if (/^no\s+[\p{L}]+$/iu.test(t)) return t;
  // "Book now", "Pay now": the name of a control, not a verb with "now" after it.
  if (/^[\p{L}]+ now$/iu.test(t)) return t;
  for (let i = 0; i < 3; i++) {
    const before = t;
    // "Actually, no GPS": the lead-in goes, "no GPS" stays (a choice or an extra taken off).
    const lead = LEADING.exec(t)?.[0];
    if (lead && /\bno,?\s+$/i.test(lead) && /^[\p{L}]+$/u.test(t.slice(lead.length))) return `no ${t.slice(lead.length)}`;
    // "No substitutes for this one": a "no" without a comma before what it refuses, not before a command.
    if (lead && /^no\s+$/i.test(lead) && !looksLikeInstruction(t.slice(lead.length))) return t.replace(TRAILING, '');
    t = t.replace(LEADING, '').replace(CONDITION, '').replace(REQUEST, '').replace(TRAILING, '').replace(/[,;]+$/, '').trim();
    if (t === before) break;
  }
  return t;
}

const ACK_WORDS = new Set(
  'perfect great good nice cool awesome brilliant fantastic fab terrific superb marvellous splendid cheers ta fine ok okay hmm hm mm yes yeah yep sure alright right thanks thank you got it that looks sounds wow oh ah well lovely excellent wonderful amazing i see super all done for now hi hello hey no nah nope meh whatever please'.split(' '),
);

/** "Perfect.", "Hmm, okay.", "Thanks!", "That looks good": nothing to do. */
export function isAcknowledgement(utterance: string): boolean {
  if (/^(?:(?:okay|ok|yes|yeah|sure),?\s+)?(?:do it|go ahead|let'?s do (?:it|this|that)|sounds good|that'?s it|that'?s all|that'?s fine|that works)[.!]*$/i.test(utterance.trim())) return true;
  // "Good morning.", "Hiya!", "Good afternoon, team": a greeting, nothing to do.
  if (/^(?:(?:hi|hello|hey|hiya|howdy|greetings),?\s+)?(?:good\s+(?:morning|afternoon|evening|day)|hiya|howdy|greetings)(?:,?\s+(?:there|all|everyone|team|again))?[.!]*$/i.test(utterance.trim())) return true;
  const words = utterance.toLowerCase().replace(/[^\p{L}\p{N}\s']/gu, ' ').split(/\s+/).filter(Boolean).map((w) => w.replace(/'s$/, ''));
  return words.length > 0 && words.every((w) => ACK_WORDS.has(w));
}

const QUESTION_WORD = /^(?:who|whom|whose|what|which|when|where|why|how)\b/i;

/** "It's checked out.", "That's too expensive", "Looks like rain": a remark about what is shown, not a command. */
export function isRemark(text: string): boolean {
  if (PEOPLE.test(text)) return false;
  // "I booked that by mistake", "I'll grab it myself", "we're not going anymore", "only one": about the user, not a command.
  // "I'll pick it up at Harbor Point": what the user will do, with values for the page's form; no remark.
  if (WILL_LEAD.test(text)) return false;
  if (/^(?:(?:i|we) (?!need\b)(?:\w+ed|made|did|got|bought|took|went|had|was|were|meant)\b|i'?ll (?!take\b|have\b|go\b|do\b)\w+|(?:we'?re|we are|i'?m|i am) not\b|(?:it|this one|that one) (?:has|only has|doesn'?t have|has got)\b|it'?s got\b|(?:these|those) are\b|(?:only|just) (?:the )?(?:one|two|three|four|five|\d+)$)/i.test(text)) return true;
  // "Let me think about it", "I need to think it over": the user thinking, no command.
  if (/^(?:let me|let's|i need to|i'?ll have to|i have to|i want to)\s+(?:think|sleep on|mull|consider)\b/i.test(text)) return true;
  // "I still want her to see the same vet", "we need him to rest": a wish about what someone else does, no control's.
  if (/^(?:i|we)\s+(?:still\s+|really\s+|just\s+)?(?:want|need|would like|'d like)\s+(?:her|him|them|it|my\s+\w+|our\s+\w+)\s+to\b/i.test(text)) return true;
  // "Biscuit needs his teeth looked at", "Mia has a cold": a statement about someone named, not a command.
  // ("Email is sam@…" is a value: a statement with an address or a number in it is none.)
  if (/^\p{Lu}\p{Ll}+\s+(?:needs|has|wants|had|got)\b/u.test(text) && !VERBS.has(text.split(/\s+/)[0]!.toLowerCase()) && !QUESTION_WORD.test(text) && !/\?\s*$/.test(text) && !/[@\d]/.test(text)) return true;
  // "I'm new to all this", "we're regulars here" (not "I'm looking for …", "we're flying to …"); "my son has a cold".
  if (/^(?:i'?m|i am|we'?re|we are)\s+(?!looking\b|after\b|trying\b|searching\b|interested\b|going\b|hoping\b|in\b|at\b|from\b|near\b|based\b|staying\b|[a-z]+ing\b)[a-z]+/i.test(text) || /^(?:[Mm]y|[Oo]ur)\s+[\p{L}]+\s+(?:has|have|had|got|gets)\b|^(?:[Mm]y|[Oo]ur)\s+[\p{L}]+(?:['’]s|\s+is|\s+was)\s+[a-z]+ing\b|^(?:[Mm]y|[Oo]ur)\s+[\p{L}]+\s+(?:is|was|are|were)\s+(?:(?:a|an|so|very|really|quite|a bit|feeling)\s+)?[a-z]+$/u.test(text)) return true;
  // "Friday lunchtime doesn't work for me", "I just remembered I can't make it": a statement with a
  // negated verb, not a command ("Don't substitute") nor a wish ("I don't want the mat").
  if (/^(?!(?:don'?t|do not|never|no)\b)[\p{L}\p{N}' ]{1,50}?\b(?:doesn'?t|don'?t|won'?t|isn'?t|aren'?t|can'?t|cannot|didn'?t|wasn'?t|weren'?t)\b(?!\s+(?:want|need|like)\b)/iu.test(text) && !/\b(?:click|open|go|add|search|select|choose|show|look|see|try|back|book|remove|cancel)\b/i.test(text)) return true;
  return /^(?:it'?s|it is|that'?s|that is|this is|there'?s|there are|they'?re|they are|i see|looks like|seems|i think|i guess|not bad|nice one|too|way too|a bit|kind of|not (?:great|good|quite|really|that(?! one\b)))\b/i.test(text) && !/\b(?:click|open|go|add|search|select|choose|show|look|see|try|back)\b/i.test(text);
}

/**
 * "we'll need four, one per window", "I want three of them": how many, said as a need
 * (the count; the reason after it goes).
 */
const NEED_COUNT = /^(?:(?:well|so|oh|okay|ok|and),?\s+)?(?:i|we)(?:['’]ll|\s+will|['’]d|\s+would|\s+actually)?\s+(?:need|want|like|take|get)\s+((?:one|two|three|four|five|six|seven|eight|nine|ten|\d+)(?:\s+(?:of (?:them|those|these|it)|[\p{L}]+))?)(?:\s*,\s*(?:one|each|so|because|as|since|for)\b[^.!?]*)?([.!?]?)$/iu;
/** "It's Sam", "this is Sam here", "I'm Sam": the user saying who they are. */
const IDENTIFY = /^(?:(?:hi|hey|hello|oh|okay|ok),?\s+)?(?:(?:it['’]?s|it is|this is|i['’]?m|i am)\s+)?(\p{Lu}[\p{L}'’-]{1,30})(?:\s+(?:here|watching|speaking|again|now))?[.!]?$/iu;

/**
 * The link or button that is the user's name when a sentence says who they are ("This is Sam
 * here." beside a link "🌻 Sam"); undefined when the page names no one so, or several.
 */
function userNamed(sentence: string, state: DialogueState): string | undefined {
  const t = sentence.trim();
  const m = IDENTIFY.exec(t);
  // A bare name is a choice of its own ("Sam." is no introduction): only a name said about oneself.
  if (!m || !/^(?:(?:hi|hey|hello|oh|okay|ok),?\s+)?(?:it['’]?s|it is|this is|i['’]?m|i am)\s|\s(?:here|watching|speaking)[.!]?$/i.test(t)) return undefined;
  const own = (n: string) => n.replace(/[^\p{L}\p{N}' -]+/gu, ' ').trim().toLowerCase();
  const names = [...new Set([...(state.page?.links ?? []), ...(state.page?.buttons ?? [])])].filter((n) => own(n) === m[1]!.toLowerCase());
  return names.length >= 1 && new Set(names.map(own)).size === 1 ? names[0] : undefined;
}

/** "try the large instead", "what about the blue one", "how about the five-pack": another choice, after a question about the last one. */
const RETRY = /^(?:try|what about|how about)\s+(?:the\s+)?(.+?)(?:\s+instead)?$|^(?:and\s+)?(?:the\s+)?(.+?)\s+instead$/i;

/** The page's one link whose name, symbols aside, is the words said ("home" → "🏠 Home"); undefined when none or several differ. */
function linkNamed(said: string, state: DialogueState): string | undefined {
  const own = (n: string) => n.replace(/[^\p{L}\p{N}' -]+/gu, ' ').replace(/\s+/g, ' ').trim().toLowerCase();
  const want = own(said);
  const hits = [...new Set((state.page?.links ?? []).filter((l) => own(l) === want))];
  return hits.length === 1 ? hits[0] : undefined;
}

/** Whether a select or radio group of the page has an option holding every word said ("large" → "Large — $40"). */
function offersChoice(said: string, state: DialogueState): boolean {
  const want = tokens(said);
  if (!want.length) return false;
  return (state.controls ?? []).some((c) => (c.kind === 'select' || c.kind === 'radio') && (c.options ?? []).some((o) => { const have = tokens(o); return want.every((w) => have.includes(w)); }));
}

/**
 * "The cordless one", "the paperback, not the ebook" on a list whose items say their kind in
 * their details ("Cordless · 18V"): the title of the one row whose text, not its title, holds the word said
 * (and not the word ruled out). Undefined unless exactly one row does.
 */
function itemOfKind(text: string, state: DialogueState): string | undefined {
  const m = /^(?:the|a|an)\s+([\p{L}-]+)(?:\s+one)?(?:,?\s+(?:not|rather than|instead of)\s+(?:the|a|an)\s+([\p{L}-]+)(?:\s+one)?)?$/iu.exec(text.trim());
  if (!m || !state.rows.length) return undefined;
  const kind = stem(m[1]!.toLowerCase());
  const not = m[2] ? stem(m[2].toLowerCase()) : undefined;
  // The page's own links and controls by that word ("Ebooks" in the header) are a page, not an item.
  if (!not && (state.page?.links ?? []).some((l) => stems(l).includes(kind))) {
    const rows = state.rows.filter((r) => stems(r.text).includes(kind));
    if (rows.length !== 1) return undefined;
  }
  const small = innermostRows(state.rows);
  const hits = small.filter((r) => { const t = stems(r.text.slice(r.title.length)); return t.includes(kind) && (!not || !t.includes(not)) && !stems(r.title).includes(kind); });
  // (Only a title no other row has: the same class on two days is told apart by other rules.)
  return hits.length === 1 && small.filter((r) => r.title === hits[0]!.title).length === 1 ? hits[0]!.title : undefined;
}

/** Words said in surprise or disappointment, no command: "wow", "ugh", "oof". */
const INTERJECTION = /^(?:whoa|woah|wow|ooh|oh|ugh|urgh|yikes|oof|aw+|gosh|shame|pity|damn|darn|phew|huh|hmm+|meh|nah|eek|blimey|geez|jeez)\b/i;

/** "Yikes, steep.", "Ugh.", "Oof.": an interjection, alone or with one or two words of comment. */
function isExclamation(sentence: string): boolean {
  const t = sentence.trim().replace(/[.!?…]+$/, '');
  return INTERJECTION.test(t) && t.replace(INTERJECTION, '').replace(/^[,\s]+/, '').split(/\s+/).filter(Boolean).length <= 2;
}

/**
 * "we've taken on an allotment", "my sister wants a tent", "it's Sam": a statement
 * (a subject, then a verb), not a command, a value or a field given ("my email is …", "two adults").
 */
function isStatement(text: string): boolean {
  // ("I'll collect it from the north branch": what the user will do, with a value for the form.)
  if (!text || looksLikeInstruction(text) || /[\d@"“”]/.test(text) || PEOPLE.test(text) || WILL_LEAD.test(text)) return false;
  // "The reason is a sore knee", "my email is …": a field given, not a statement.
  if (/^(?:my|our|his|her|their|the)\s+[\p{L}'’ -]{1,30}?(?:\s+is|\s+are|\s+will be|\s+should be|['’]s)\s/iu.test(text)) return false;
  if (/^(?:i|i'?ve|i'?m|i'?d|i'?ll|we|we'?ve|we'?re|we'?d|we'?ll|you|he|she|they|they'?re|it|it'?s|there'?s|there are|that'?s|this is|these are|those are|looks|sounds|seems|feels)\b/i.test(text)) return true;
  // (The subject may carry a clause: "those fees that keep adding up are a bit much".)
  return /^(?:the|my|our|his|her|their|those|these)\s+(?:[\p{L}-]+\s+){0,2}(?:(?:that|which|who)\s+[^,]{1,50}?\s+)?(?:wants?|needs?|likes?|loves?|hates?|is|are|was|were|has|have|had|looks?|seems?|says?|said|thinks?|prefers?|drives?|annoys?|bothers?|bugs?|keeps?|makes?)\b/iu.test(text);
}

/**
 * The turn without the sentences and comma-separated parts that only acknowledge or remark ("Nah,
 * too basic, back to the results" → "back to the results"); empty when nothing else is left.
 * Parts are cut at commas only when the turn quotes nothing.
 */
function commandParts(utterance: string, state?: DialogueState): string[] {
  // "Just one" is a count on a page with a menu of counts (a remark about results elsewhere).
  const keep = (x: string) => !isAcknowledgement(x) && (!isRemark(clean(x)) || (!!state && COUNT_ALONE.test(clean(x)) && hasCountMenu(state)) || (!!state && !!remarkedChoice(x, state)));
  // "It's for Miso", "that's the express one": a remark whose words are a choice the page offers is that choice.
  // "I have a promo code, it's READMORE", "I've got a voucher: X": the value stated for the field named.
  utterance = utterance.replace(/^(?:[Ii]\s+(?:have|['’]ve got|got)|[Ii]['’]?ve\s+got|[Tt]here['’]?s|[Hh]ere['’]?s)\s+(?:a|an|the|my)\s+([\p{L} -]{2,30}?)\s*(?:,|:|-|–)?\s+(?:it['’]?s|it is|which is|that['’]?s)?\s*([A-Z0-9][A-Z0-9-]{2,})([.!]?)$/u, 'The $1 is $2$3');
  // "It's a present, so can you gift wrap it?": what comes after ", so" is a sentence of its own.
  let split = utterance.split(/(?<=[.!?])\s+|,\s+(?:and\s+)?so\s+(?=\p{L})/iu).map((x) => x.replace(NEED_COUNT, '$1$2')).map((x) => (state && remarkedChoice(x, state)) ?? x);
  // "This is Sam here.", "Hello, it's Sam. Use my account.": the user says who they are on a page
  // that offers them by name (a profile chooser): their name is the choice, and "my profile" is it.
  const who = state ? split.map((x) => userNamed(x, state)) : [];
  const name = who.find(Boolean);
  if (name) split = [name, ...split.filter((x, i) => !who[i] && !/\b(?:my|me|mine)\b/i.test(x) && !isStatement(clean(x)))];
  // "Yes, cancel it. The time doesn't suit me." beside a Reason menu with "The time no longer suits me":
  // a remark in the words of an option is that option, chosen before the rest of the turn (its form's button).
  const options = state ? split.map((x) => (isRemark(clean(x)) ? remarkOption(clean(x), state) : undefined)) : [];
  const said = [...split.flatMap((x, i) => (options[i] ? [options[i]!] : [])), ...split.filter((x, i) => !options[i])];
  // "Hmm, nineteen dollars. Go back …": an amount said alone before another sentence is the user reading the page aloud.
  const chosen = new Set(options.filter((o): o is string => !!o));
  // "Tuesday's better for me. Go back and pick Tuesday.": a preference said before the command that acts on it.
  // "My sister wants a tent. Show me the tents.", "Yikes, steep. Under …": a statement or
  // an exclamation before the command is the user's circumstances, not a command of its own (a
  // statement is kept when the command refers back to it: "I liked lesson two. Open that one.").
  const last = clean(said[said.length - 1] ?? '');
  const commandAfter = looksLikeInstruction(last) || /^(?:take|bring|get|give|let|turn|move)\s/i.test(last);
  // (Kept when the command's "it" is what the statement names: "I finished Moss Garden. Open it.")
  const names = (x: string, i: number) => i === said.length - 2 && commandAfter && THEY.test(last) && isStatement(clean(x)) && !!state && !!referent(x, state);
  // ("80 wide is fine": a measure the user checked, no choice of the page.)
  const measured = (x: string) => /^\d[\d.,]*\s*(?:cm|mm|m|in|inches|feet|ft)?\s*(?:wide|long|tall|high|deep|across)?\s+(?:is|are|'s|should be|will be)\s+(?:fine|ok|okay|good|enough|plenty)$/i.test(clean(x));
  // (An exclamation that names a thing the page lists is kept for the command's pronoun: "Ooh, X. Add that.")
  const namesThing = (x: string) => !!state && THEY.test(last) && !!referent(x, state);
  const context = (x: string, i: number) => i < said.length - 1 && ((isExclamation(x) && !namesThing(x)) || (commandAfter && (isStatement(clean(x)) || measured(x)) && !names(x, i)));
  const sentences = said.filter((x, i) => chosen.has(x) || names(x, i) || (keep(x) && !context(x, i) && !(i < said.length - 1 && (BARE_AMOUNT.test(spokenAmounts(clean(x))) || PREFERS.test(clean(x))))));
  if (/["“”]/.test(utterance)) return sentences.length ? [sentences.join(' ')] : [];
  return sentences
    .flatMap((x) => {
      if (chosen.has(x) || names(x, said.indexOf(x))) return [x];
      const all = x.split(/,\s+/);
      const parts = all.filter(keep);
      // "Cancel it, my plans changed" beside a radio "My plans changed": the choice, then the command.
      const picked = state ? all.map((p) => (looksLikeInstruction(clean(p)) ? undefined : remarkOption(clean(p), state))) : [];
      const rest = all.filter((p, i) => !picked[i] && keep(p));
      // Only when the command presses that choice's own form button ("cancel it" → "Yes, cancel this booking").
      const verb = rest.map((p) => clean(p)).find(looksLikeInstruction)?.split(/\s+/)[0]?.toLowerCase();
      const pressed = (o: string) => !!verb && (state?.controls ?? []).some((c) => (c.options ?? []).includes(o) && !!c.submit && stems(c.submit).includes(stem(verb)));
      if (picked.some(Boolean) && picked.every((o) => !o || pressed(o))) return [...picked.filter((o): o is string => !!o), rest.join(', ')];
      return [parts.join(', ')];
    })
    .filter((x) => clean(x) !== '');
}

/**
 * The 0-based place, among `items` (the current list's), of the item the last turn acted inside
 * ("Save" in the first one, "Add to wishlist" in the cheapest one); undefined when it acted in none.
 */
function itemActedIn(state: DialogueState, items: readonly SeenItem[]): number | undefined {
  const last = state.executed[state.executed.length - 1];
  const inside = last?.programs.map((p) => p.action).map((a) => ('element' in a ? a.element.in : undefined)).find((q) => q?.item !== undefined);
  const sel = inside?.item;
  if (sel === undefined) return undefined;
  const at = typeof sel === 'number' ? sel - 1 : sel === 'last' ? items.length - 1 : (rankedItem(String(sel), state) ?? 0) - 1;
  return at >= 0 && at < items.length ? at : undefined;
}

const VERB_AGAIN = /^(?:and\s+)?([a-z]+)\s+(?:that|this|it|that one|this one|them|these|those)(?:\s+(?:too|as well|also))?$/i;

/**
 * "Add that one too" on an item's page after "add it to my basket" some turns before: a click on
 * the control of the page whose name the earlier turn clicked and begins with the verb; undefined
 * when no turn of the last five clicked one.
 */
function sameVerbAgain(utterance: string, text: string, state: DialogueState): Program | undefined {
  const m = VERB_AGAIN.exec(text.trim()) ?? VERB_AGAIN.exec(clean(utterance));
  if (!m || !MORE_OF_THE_SAME.test(utterance)) return undefined;
  const verb = stem(m[1]!.toLowerCase());
  for (const e of state.executed.slice(-5).reverse()) {
    for (const p of [...e.programs].reverse()) {
      const a = p.action;
      // A control in a list's item ("Save" in the second one) is the ellipsis rules'; one of the thing in view is clicked on this one.
      if (a.name !== 'click' || !('element' in a) || a.element.in?.item !== undefined || a.element.item !== undefined) continue;
      const d = a.element.description;
      // ("+ Watchlist" is an "add".)
      if (d?.kind === 'string' && stem(d.value.replace(/^\+\s*/, 'add ').split(/\s+/)[0]!.toLowerCase()) === verb) {
        // Clicked for the thing in view then (the first of its name under the heading): so for the one in view now.
        const where = a.element.in && state.heading ? { type: a.element.type, in: query({ description: str(state.heading) }), nth: 1 as const } : {};
        return program({ kind: 'action', name: 'click', element: query({ description: str(d.value), ...where }) });
      }
    }
  }
  return undefined;
}

const COUNT_NOUN = new RegExp(String.raw`^(?:(?:just|only)\s+)?(one|two|three|four|five|six|seven|eight|nine|ten|\d+)\s+(?:of\s+(?:them|those|these|it)|([\p{L}]+)(?:\s+of\s+(?:it|that|this|them))?)$`, 'iu');

/**
 * "Two copies", "three of them": on a page with one menu of bare counts ("Quantity": 1 … 5), that
 * count chosen there, unless another menu or box of counts is named by the noun ("two adults" on
 * an "Adults" menu is the form reading's). Undefined else.
 */
function countOnMenu(text: string, state: DialogueState): Program[] | undefined {
  const m = COUNT_NOUN.exec(text.trim());
  if (!m) return undefined;
  // A menu of bare counts, or a number box the page calls the quantity ("Quantity", "Qty", "How many").
  const quantity = (c: SeenControl) => (c.kind === 'select' && countsOnly(c.options ?? [])) || (c.kind === 'number' && QUANTITY.test(`${c.label} ${c.hint ?? ''}`));
  const menus = (state.controls ?? []).filter(quantity);
  if (!menus.length || (menus[0]!.kind === 'number' && !countOfThings(m[2]))) return undefined;
  const noun = m[2] ? stem(m[2].toLowerCase()) : undefined;
  // The noun names another control that takes a number (a box, a menu of "2 adults"): not this one.
  if (noun && (state.controls ?? []).some((c) => !menus.includes(c) && c.kind !== 'checkbox' && stems(`${c.label} ${c.hint ?? ''}`).includes(noun))) return undefined;
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]);
  const menu = menus[0]!;
  if (menus.some((c) => c.kind === 'select' && !(c.options ?? []).some((o) => Number(o) === n))) return undefined;
  const name = menu.label || menu.hint || 'quantity';
  if (menus.length === 1) {
    if (menu.kind === 'number') return [program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(name), type: 'input' }) })];
    return [program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(String(n)) })];
  }
  // One quantity per row (a basket): the row whose text holds the noun ("three boxes" → the row sold by the box).
  if (!noun || menus.some((c) => c.kind !== 'select')) return undefined;
  // ("boxes" ~ "box": a plural the light stemmer leaves as "boxe".)
  const alike = (w: string) => w === noun || (w.length >= 3 && noun.startsWith(w) && noun.length - w.length <= 1);
  const holding = state.rows.filter((r) => stems(r.text).some(alike));
  // (A group's container holds its rows' texts: the row itself, not the whole table.)
  const within = (o: { text: string }, r: { text: string }) => o.text.length < r.text.length && stems(o.text).every((w) => stems(r.text).includes(w));
  const rows = holding.filter((r) => !holding.some((o) => o !== r && within(o, r)));
  if (rows.length !== 1) return undefined;
  return [selectCount(n, query({ item: 1, description: str(rows[0]!.title) }))];
}

/**
 * A count of things, not a measure: no noun, or a noun said in the plural or one that packs things
 * ("two pairs", "three sets", "one box"); "80 wide" is a size.
 */
const countOfThings = (noun: string | undefined): boolean => !noun || (!/\s/.test(noun.trim()) && (/^(?:pair|set|pack|box|piece|item|unit|bottle|bag|roll|case|copy)$/i.test(noun.trim()) || /[^s]s$/i.test(noun.trim())));

/** What a page calls the number of things bought: "Quantity", "Qty", "How many". */
const QUANTITY = /\b(?:quantity|qty|how many)\b/i;

/**
 * "The novel, not the handbook", "the red one rather than the blue one": on a page that lists two
 * items, when the words after "not" name one of them and the words before name neither, the other.
 */
function otherThanNamed(text: string, state: DialogueState): (SeenItem & { url: string }) | undefined {
  const m = /^(?:the\s+)?(.+?),?\s+(?:not|rather than|instead of)\s+(?:the\s+)?(.+?)(?:\s+ones?)?$/i.exec(text.trim());
  if (!m) return undefined;
  const items = listedItems(state);
  if (items.length !== 2) return undefined;
  const named = (words: string) => items.filter((i) => holds(i.name, stems(words.replace(/\s+ones?$/i, ''))));
  const ruled = named(m[2]!);
  if (ruled.length !== 1 || named(m[1]!).length) return undefined;
  const other = items.find((i) => i !== ruled[0]);
  return other?.url ? { ...other, url: other.url } : undefined;
}

/** Whether `text` holds every content word of `words` (stems). */
const holdsWords = (text: string, words: string): boolean => holds(text, stems(words));

const ONLY_LINK = /^(?:just|only)\s+(?:the\s+)?(.+?)(?:\s+ones?)?$/i;
/** The same name, without case, punctuation or a plural "s" ("Paperbacks" ~ "paperback"). */
const sameName = (a: string, b: string): boolean => {
  const norm = (x: string) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).map(stem).join(' ');
  return norm(a) !== '' && norm(a) === norm(b);
};

const ADD_IT = /^(?:add|put|pop|stick|save|move)\s+(?:it|this|that|them|these|those|this one|that one|both(?: of them)?|(?:this|that)\s+(?:place|item|product|thing))(?:\s+(?:in|into|to|in to|on|onto)\s+(?:the|my|our|your|their|his|her)\s+([\p{L}-]+))?(?:\s+for(?: later| now)?)?$/iu;
/** Where a shop puts what one buys. */
const CART_WORD = /^(?:cart|basket|bag|trolley)$/i;

/**
 * "Add it", "put them in the basket", "save it to my wishlist" on a page whose buttons say where
 * ("Add to basket", "Add to wishlist"): the one button whose name holds the place said, or, with no
 * place said, the one that adds to a cart, basket or bag. Undefined when there is not exactly one.
 */
function addButton(text: string, state: DialogueState): Program | undefined {
  const m = ADD_IT.exec(text.trim());
  if (!m || !state.page) return undefined;
  // (A mark before the words, "♡ Add to wishlist", "☆ Save restaurant", is no word of the name.)
  const bare = (b: string) => b.replace(/^[^\p{L}\p{N}+]+/u, '');
  // "Save it for later", "save this place" name no place: the page's one button that saves ("Save for later", "☆ Save restaurant"), not the basket.
  if (!m[1] && /^save\b/i.test(text.trim())) {
    // (Not the button that sends a form of fields: "Save changes" under a settings form.)
    const sends = new Set((state.controls ?? []).map((c) => c.submit).filter(Boolean));
    const saves = [...new Set(state.page.buttons ?? [])].filter((b) => /^save\b/i.test(bare(b)) && b.split(/\s+/).length <= 5 && !sends.has(b));
    const later = saves.filter((b) => /\blater\b/i.test(b));
    const one = later.length === 1 ? later[0] : saves.length === 1 ? saves[0] : undefined;
    if (!one) return undefined;
    const where = state.heading ? { in: query({ description: str(state.heading) }), nth: 1 } : {};
    return program({ kind: 'action', name: 'click', element: query({ description: str(one), type: 'button', ...where }) });
  }
  if (!m[1] && /\bfor later$/i.test(text.trim())) return undefined;
  // "+ Watchlist", "+ Wishlist": a button that adds to the place it names (a "✓ Watchlist" says it is there already).
  const adds = (b: string) => /^(?:add|save|move|put)\b/i.test(bare(b)) || /^\+\s*\p{L}/u.test(b);
  const names = [...new Set([...(state.page.buttons ?? []), ...(state.page.links ?? [])])].filter((b) => adds(b) && b.split(/\s+/).length <= 5);
  const place = m[1] ? stem(m[1].toLowerCase()) : undefined;
  const hits = names.filter((b) => b.toLowerCase().split(/[^\p{L}]+/u).map(stem).some((w: string) => (place ? w === place : CART_WORD.test(w))));
  if (hits.length !== 1) return undefined;
  // A button (not the header's link of the same words), the one for the thing in view when the page has a heading.
  const button = (state.page.buttons ?? []).includes(hits[0]!);
  // Of several (the "+ Wishlist" of each card under "You may also like"), the first after the heading is the thing's own.
  const where = button && state.heading ? { in: query({ description: str(state.heading) }), nth: 1 } : {};
  return program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!), ...(button ? { type: 'button' } : {}), ...where }) });
}

const PLAIN = new Set('the a an i me my we us our you it its this that is are was be do does did not no don t doesn isn won can cannot any more anymore longer really just so very for to of on at in and or but with'.split(' '));

/**
 * The option of a dropdown or radio group that a remark says in other words ("the time doesn't suit
 * me" → "The time no longer suits me"): the one option that holds at least two of the remark's
 * words and most of them; undefined else.
 */
function remarkOption(text: string, state: DialogueState): string | undefined {
  // Stems, with a past or a gerund said as the verb ("fixed", "fixing" → "fix").
  const split = (x: string) => [...new Set(x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1 && !PLAIN.has(w)).map(stem).map((w) => (w.length > 4 ? w.replace(/(?:ed|ing)$/, '') : w)))];
  const want = split(text);
  if (want.length < 2 || want.length > 6) return undefined;
  const scored = (state.controls ?? []).flatMap((c) => (c.kind === 'select' || c.kind === 'radio' ? (c.options ?? []) : [])).map((o) => { const have = new Set(split(o)); return { o, n: want.filter((w) => have.has(w)).length }; }).sort((a, b) => b.n - a.n);
  const best = scored[0];
  if (!best || best.n < 2 || best.n * 3 < want.length * 2 || scored[1]?.n === best.n) return undefined;
  return best.o;
}

/** Words with which a page marks a choice that cannot be had. */
const UNAVAILABLE = /\b(?:out of stock|sold out|unavailable|not available|fully booked|booked up|full|none left|no longer available)\b/i;

/**
 * The one option of a radio group or dropdown that `value` names, said with its control's name,
 * when the page marks it as not to be had ("Format: Paperback — $17.99 · Out of stock").
 */
function unavailableOption(value: string, state: DialogueState): string | undefined {
  const split = (x: string) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1).map(stem);
  const want = split(value.replace(/^(?:it|this|that|one)\s+(?:in|as)\s+/i, '').replace(/^(?:in|as|the|a|an)\s+/i, ''));
  if (!want.length) return undefined;
  const hits = (state.controls ?? []).flatMap((c) => (c.kind === 'radio' || c.kind === 'select' ? (c.options ?? []).map((o) => ({ c, o })) : [])).filter(({ o }) => { const have = new Set(split(o)); return want.every((w) => have.has(w)); });
  const hit = hits.length === 1 ? hits[0]! : undefined;
  return hit && UNAVAILABLE.test(hit.o) ? (hit.c.label ? `${hit.c.label}: ${hit.o}` : hit.o) : undefined;
}

/** "It's for X", "it's X", "this is for X": the X of a remark. */
const REMARKED = /^(?:it'?s|it is|this is|that'?s|that is|they'?re|they are)\s+(?:for\s+)?(.+?)[.!]?$/i;

/**
 * The choice a remark names ("It's for Miso." beside a radio "Miso (cat, 3)"): the X of "it's (for)
 * X" when a radio or a dropdown of the page offers an option that X names for sure; undefined else.
 */
function remarkedChoice(sentence: string, state: DialogueState): string | undefined {
  const m = REMARKED.exec(clean(sentence));
  if (!m || !(state.controls ?? []).some((c) => c.kind === 'radio' || c.kind === 'select')) return undefined;
  const value = m[1]!.trim().replace(/^(?:the|a|an|my|our)\s+/i, '');
  const split = (x: string) => x.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1).map(stem);
  const want = split(value);
  if (!want.length || want.length > 4) return undefined;
  // All its words in one option of the page's choices, and in no other.
  const options = (state.controls ?? []).flatMap((c) => (c.kind === 'radio' || c.kind === 'select' ? (c.options ?? []) : []));
  const hits = options.filter((o) => { const have = new Set(split(o)); return want.every((w) => have.has(w)); });
  return hits.length === 1 ? value : undefined;
}

const PREFERS = /^[\p{L}\p{N}' -]{1,30}?(?:['’]s|\s+is|\s+would be|\s+works|\s+suits me)\s+(?:better|best|(?:much |a lot )?easier)(?:\s+for\s+(?:me|us))?$/iu;
const COUNT_ALONE = /^(?:only|just)\s+(?:the\s+)?(?:one|two|three|four|five|six|\d+)$/i;
const BARE_AMOUNT = /^(?:[$€£]\s?\d[\d,.]*|\d[\d,.]*\s?(?:[$€£]|dollars?|euros?|pounds?))(?:\s+(?:a|per)\s+\w+)?$/i;

/** A pronoun that stands for what the sentence before named ("Add that", "Show it on the map", "Open that one"). */
const PRONOUN = /\b(?:that one|this one|it|that|this)\b/i;
/** A pronoun for something said in the sentence before, one thing or several. */
const THEY = /\b(?:that one|this one|it|that|this|them|those|these)\b/i;

/**
 * What a sentence without a verb names, for the next sentence's pronoun: "Ooh, drunken noodles."
 * → "drunken noodles"; "Where's the second one?" → "the second one"; "Which one's cheaper?" →
 * "the cheaper one". Undefined for a command.
 */
function referent(sentence: string, state: DialogueState): string | undefined {
  const t = clean(sentence);
  const asked = /^(?:where'?s|where is|what about|how about)\s+(.+)$/i.exec(t)?.[1];
  if (asked) return asked;
  const which = /^which(?: one)?(?:'s| is)\s+(\w+)$/i.exec(t)?.[1];
  if (which) return `the ${which} one`;
  if (!t || looksLikeInstruction(t)) return undefined;
  // "I got stuck on lesson three": the third of a numbered list (episodes, tracks, chapters).
  const numbered = /\b(?:episode|track|chapter|part|lesson|song)\s+(one|two|three|four|five|six|seven|eight|nine|ten|\d{1,2})\b/i.exec(t);
  const nth = numbered ? (NUMBER_WORDS[numbered[1]!.toLowerCase()] ?? Number(numbered[1])) : 0;
  if (nth >= 1 && nth <= 10 && state.rows.length >= nth) return `the ${['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'][nth - 1]} one`;
  // "I finished Moss Garden": a statement that names a title the page links to, in its words.
  const titles = [...new Set([...state.rows.map((r) => r.title), ...(state.page?.links ?? [])])].filter((n) => n.split(/\s+/).length >= 2 && n.length <= 60);
  const lower = ` ${t.toLowerCase()} `;
  const said = titles.filter((n) => lower.includes(` ${n.toLowerCase()} `));
  if (said.length === 1 && isStatement(t)) return said[0];
  // "Those fees that keep adding up are a bit much": a statement whose noun is a word of one box's label.
  if (/^(?:the|those|these|that|this|all (?:the|those|these))\s+\p{L}/iu.test(t) && isStatement(t)) {
    const noun = t.split(/\s+/)[1]!;
    const boxes = (state.controls ?? []).filter((c) => c.kind === 'checkbox' && noun.length >= 4 && stems(c.label).includes(stem(noun.toLowerCase())));
    if (boxes.length === 1) return noun;
  }
  // "A trough planter, nice for the balcony": the thing named before the comment on it.
  const named = t.split(/\s*,\s+/)[0]!;
  if (PRONOUN.test(named) || named.split(/\s+/).length > 5) return undefined;
  // A thing the page lists ("drunken noodles", "the second one"), not a choice ("Large. Add it." is two commands).
  const words = stems(named);
  return itemSelectorIn(named) || state.rows.some((r) => holds(r.text, words)) ? named : undefined;
}

/**
 * The commands of a turn: "Ooh, drunken noodles. Add that." is one ("Add drunken noodles"), "No
 * tip. Place the order." two, "Go back and open the last one" two (a second verb after "and").
 */
function turnCommands(sentences: string[], state: DialogueState): string[] {
  if (sentences.length === 2) {
    const what = referent(sentences[0]!, state);
    const then = clean(sentences[1]!);
    if (what && looksLikeInstruction(then) && THEY.test(then)) return then.replace(THEY, what).split(AND_THEN).flatMap((c) => c.split(andVerb())).flatMap((c) => c.split(AND_GIVE));
    // "What are the rental conditions? Open them.", "Where do I pick it up? Open the pick-up instructions."
    const answered = questionThenCommand(sentences[0]!, clean(sentences[0]!), then, looksLikeInstruction);
    // "How wide is it? Open the dimensions.": a question this page does not answer is asked again on the page the command opens.
    if (answered) return askedAfter(sentences[0]!, state) ? [answered, `${ASKED_AGAIN}${sentences[0]!}`] : [answered];
  }
  return sentences.flatMap((x) => {
    const parts = clean(x).split(AND_THEN).flatMap((c) => c.split(andVerb())).flatMap((c) => c.split(AND_GIVE)).flatMap((c) => c.split(AND_FIELD)).flatMap((c) => c.split(commaVerb())).filter(Boolean);
    // "Go back to the planter, then add that one as well": the "too" is the last command's (more of the same).
    const too = /\s+(too|as well|also)[.!?]*$/i.exec(x.trim());
    if (too && parts.length > 1 && !MORE_OF_THE_SAME.test(parts[parts.length - 1]!)) parts[parts.length - 1] = `${parts[parts.length - 1]} ${too[1]}`;
    return parts;
  });
}

/** "Put X as the reason, text me a reminder at …": a comma before a verb and its object starts another command. */
let COMMA_VERB: RegExp | undefined;
const commaVerb = (): RegExp =>
  (COMMA_VERB ??= new RegExp(String.raw`\s*,\s+(?=(?:${[...VERBS, 'text', 'email', 'ring', 'remind'].join('|')})\s+(?:me|us|the|a|an|it|that|this|them|my|your|our)\b)`, 'i'));

/**
 * "Tick the box and confirm", "accept the terms and confirm it": "and" before any verb the stage
 * knows that ends the clause or takes an object (an article, a pronoun, a preposition) starts
 * another command; "black and white", "terms and conditions" stay one.
 */
let AND_VERB: RegExp | undefined;
const andVerb = (): RegExp =>
  (AND_VERB ??= new RegExp(String.raw`\s+(?:and|and then|then)\s+(?=(?:${[...VERBS].join('|')})(?:\s+(?:the|a|an|it|that|this|them|my|your|our|to|on|in|for)\b|$))`, 'i'));

/** "Open it and give it five stars": "and give it …" is another command. */
const AND_GIVE = /\s+(?:and|and then|then)\s+(?=give\s+(?:it|that|this|them)\s)/i;

/** "My name is X and my email is Y": "and" before another field stated with "is". */
const AND_FIELD = /\s+and\s+(?=(?:my|his|her|their|our|the)\s+[a-z]+(?:\s+[a-z]+)?\s+(?:is|will be|should be)\s)/i;

/** ", and the spicy miso ramen", " and open the last one", ", then click Save": the start of another command. */
const AND_THEN = /\s*,\s*(?:and\s+|then\s+|and then\s+)(?=(?:the|a|an|go|open|click|add|show|search|book|reserve|select|choose|pick|cancel|remove|sort|place|check)\b)|\s+(?:and|and then|then)\s+(?=(?:go|open|click|add|show|search|book|reserve|cancel|remove|sort|place)\b)/i;

// ---------------------------------------------------------------------------------------------
// Numbers and ordinals

/** Numbers said as words: one table, in src/parser/units.ts (a leaf module), re-exported for the readers that import it from here. */
export { NUMBER_WORDS };

const NUMBER_WORD = `${Object.keys(NUMBER_WORDS).join('|')}|thousand`;
/** Spoken or written numbers: "fifteen hundred", "a hundred and fifty", "two thousand five hundred", "25". */
const SPOKEN_NUMBER = `(?:${NUMBER_WORD}|\\d+)(?:[\\s-]+(?:and[\\s-]+)?(?:${NUMBER_WORD}|\\d+))*`;

/** The value of spoken number words: "a hundred and fifty" → 150, "twenty five" → 25, "fifteen hundred" → 1500, "a thousand" → 1000. */
function spokenValue(num: string): number {
  let total = 0;
  let current = 0;
  for (const w of num.toLowerCase().split(/[\s-]+/).filter((x) => x && x !== 'and' && x !== 'a')) {
    if (w === 'thousand') {
      total += (current || 1) * 1000;
      current = 0;
      continue;
    }
    const n = /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w]!;
    if (n === 100) current = (current || 1) * 100;
    // "one twenty", "four fifty": hundreds said without the word (120, 450), as prices are.
    else if (current >= 1 && current <= 19 && n >= 20 && n <= 90 && n % 10 === 0 && !/^\d/.test(w)) current = current * 100 + n;
    else current += n;
  }
  return total + current;
}

/**
 * "twenty five dollars" → "$25", "fifty bucks" → "$50", "a hundred dollars" → "$100"; a bound
 * with no unit, or per night / per person, is a price too ("under a hundred and fifty a night" →
 * "under $150"); "fifteen percent" → "15%".
 */
export function spokenAmounts(text: string): string {
  const num = SPOKEN_NUMBER;
  const re = new RegExp(`\\b(?:a\\s+)?(${num})\\s*(dollars?|bucks|usd|euros?|pounds?)\\b`, 'gi');
  const bound = new RegExp(`\\b(under|below|less than|up to|at most|max(?:imum)?|no more than|over|above|more than|at least)\\s+(?:a\\s+)?(${num})(?:\\s+(?:a|per)\\s+(?:night|person|day|head|month))?$`, 'i');
  const percent = new RegExp(`\\b(${num})\\s*(?:percent|per cent|%)`, 'gi');
  return text
    .replace(re, (_m, n: string, unit: string) => `${/euro/i.test(unit) ? '€' : /pound/i.test(unit) ? '£' : '$'}${spokenValue(n)}`)
    .replace(bound, (_m, prep: string, n: string) => `${prep} $${spokenValue(n)}`)
    .replace(/([$€£]\d+)\s+(?:a|per)\s+(?:night|person|day|head|month)\b/i, '$1')
    .replace(percent, (_m, n: string) => `${spokenValue(n)}%`);
}

const ITEM_NOUN = String.raw`(?:\s+(?:one|result|item|product|option|link|entry|row|card|listing|tile|hit|choice|(?!one\b)[a-z]+))?`;

/** The item a phrase points at among repeated items ("the second one", "the one on the right", "the cheaper one"). */
export function itemSelectorIn(text: string): { selector: ItemSelector; noun?: string } | undefined {
  const t = text.toLowerCase();
  const ord = new RegExp(String.raw`\bthe\s+(${Object.keys(ORDINALS).join('|')}|last|middle)${ITEM_NOUN}\b`).exec(t);
  const edge = /\bthe\s+(top|bottom)\s+(?:one|result|item|product|option|listing|hit|entry|row|card)\b/.exec(t);
  if (edge) return { selector: edge[1] === 'top' ? 1 : 'last' };
  // "on the fifth of June" is a date, not the fifth item; so is "on the fourth," with no noun after it.
  if (ord && new RegExp(String.raw`\bon\s+the\s+${ord[1]}\s*(?:,|$|\s(?:for|at|in|from|to|and)\b)`).test(t)) return undefined;
  const date = ord ? dateIn(text) : undefined;
  if (ord && date && date.index <= ord.index + 1 && ord.index < date.index + date.length) return undefined;
  if (ord) {
    const w = ord[1]!;
    const noun = ord[0].split(/\s+/).slice(2).join(' ') || undefined;
    const selector: ItemSelector = w === 'last' ? 'last' : w === 'middle' ? 'middle' : ORDINALS[w]!;
    return { selector, ...(noun && !/^(one|result|item|product|option|link|entry|row|card|listing|tile|hit|choice)$/.test(noun) ? { noun } : {}) };
  }
  const pos = /\bthe\s+(?:\w+\s+)?(?:one\s+)?(?:in|on|at)\s+the\s+(middle|center|centre|right|left|end|bottom|top)\b/.exec(t);
  if (pos) {
    const p = pos[1]!;
    // "the one on the right with the unicorns": the words after "with" narrow the items.
    const noun = /\bwith\s+(?:the\s+|a\s+|an\s+)?(.+)$/.exec(t.slice(pos.index + pos[0].length))?.[1];
    return { selector: p === 'right' ? 'right' : p === 'left' ? 'left' : p === 'end' || p === 'bottom' ? 'last' : p === 'top' ? 1 : 'middle', ...(noun ? { noun } : {}) };
  }
  if (/\b(cheaper|cheapest|less expensive|least expensive|lower[- ]priced|lowest[- ]priced)\b/.test(t)) return { selector: 'cheapest' };
  if (/\b(pricier|priciest|more expensive|most expensive|higher[- ]priced|dearer)\b/.test(t)) return { selector: 'priciest' };
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// The rules

const OPEN_VERBS = /^(?:click|tap|open|select|choose|pick|view|show me|look at|go to|go with|take|check out|see|try|by|get|want|i'll take|i want|let's see|let's try|let's go with|how about|what about)\b/i;
const SEARCH = /^(?:search the (?:site|store|page) for|search up|search|look up|lookup|look(?=\s+for\b)|find|type in|i'?m looking|i am looking|we'?re looking|do you have|have you got)(?:\s+for)?\s+(.+?)(?:\s+(?:on|in) (?:the|this) (?:site|store|page|website))?$/i;
/** "I need a car from …", "we'd like to fly to …": a wish that carries values. */
const NEED = /^(?:i|we)(?:'d| would)?\s+(?:need|want|like|are after|'re after|am after|'m after)\s+(?:to\s+(?:go|fly|travel|get|drive|book|rent|hire|find|see|stay|live)\s+)?(.+)$|^(?:go|fly|travel|get|drive|stay)\s+((?:from|to|in|at|on|for)\s+.+)$/i;
const BACK_TO_LIST = /^(?:go|get|take me|come)?\s*back\s+to\s+(?:the\s+)?(?:[a-z]+\s+)?(?:list|results?|search(?: results)?|listing|options|products|overview|previous page|menu)\b/i;
const GO_BACK = /^(?:go|get|take me)\s+back$|^back$|^(?:go to|open) the previous page$/i;
const PRONOUN_OBJECT = /^([a-z]+)\s+(?:it|that|this|that one|this one)\b\s*(.*)$/i;
/** "the first one we just opened", "the second one I looked at". */
const OPENED_ORDINAL = new RegExp(String.raw`\bthe\s+(${Object.keys(ORDINALS).join('|')}|last)\s+(?:one|item|result|page)?\s*(?:we|i|you)\s+(?:just\s+)?(?:opened|saw|looked at|viewed|visited)\b`, 'i');
/** "that one" with nothing asked: which one? */
const THAT_ONE = /^(?:that|this) one$/i;
/** "the first tab", "the other tab", "the new tab". */
const TAB_REF = /\b(?:the\s+)?(first|second|third|fourth|fifth|last|other|previous|original|old|new|next)\s+(?:tab|window)\b/i;
const CLOSE_TAB = /^close\s+(?:this|the|that|the current|the new|this new|that new)?\s*(?:tab|window)$/i;
/** "go back to the scarf": a page seen before, by its name. */
/** Verbs that mean one thing for a film, a video or a document: "play the video" is "Watch video". */
const MEDIA_VERBS = ['play', 'watch', 'view', 'see', 'open', 'show'];

/** "Play the video" on a page with no "Play video" but one "Watch video": that control. */
function sameActionOtherVerb(text: string, state: DialogueState): Program | undefined {
  const m = /^(play|watch|view|see|open|show)\s+(?:the\s+|a\s+)?([\p{L}][\p{L} -]{1,30})$/iu.exec(text.trim());
  if (!m) return undefined;
  const object = stems(m[2]!);
  if (!object.length) return undefined;
  const names = [...new Set([...(state.page?.links ?? []), ...(state.page?.buttons ?? [])])];
  const said = (n: string, verb: string) => { const w = stems(n); return w[0] === stem(verb) && w.length === object.length + 1 && object.every((o) => w.includes(o)); };
  if (names.some((n) => said(n, m[1]!.toLowerCase()))) return undefined;
  const hits = names.filter((n) => MEDIA_VERBS.some((v) => v !== m[1]!.toLowerCase() && said(n, v)));
  return hits.length === 1 ? program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!) }) }) : undefined;
}

/** "Will that be extra?", "is it extra?", "would that cost more?". */
const COSTS_EXTRA = /^(?:does|will|would|is|did) (?:that|it|this)(?: one)? (?:cost|come at|be) (?:extra|more|anything(?: extra)?)$|^(?:is|are) (?:that|it|this|they) (?:extra|free)$|^(?:is there|any) (?:a |an )?(?:extra charge|surcharge|fee) (?:for (?:that|it|this))?$/i;

/** The option the last turn chose, as the page words it ("Friday 11 December (+$5)"); undefined when it chose none. */
function lastChoice(state: DialogueState): string | undefined {
  const last = state.executed[state.executed.length - 1];
  const a = last?.programs[last.programs.length - 1]?.action;
  if (!a || !('element' in a)) return undefined;
  const said = a.name === 'select' && 'option' in a && a.option?.kind === 'string' ? a.option.value : a.element.description?.kind === 'string' ? a.element.description.value : undefined;
  if (!said) return undefined;
  const options = (state.controls ?? []).flatMap((c) => (c.kind === 'radio' || c.kind === 'select' ? c.options ?? [] : []));
  const hits = options.filter((o) => o === said || (o.toLowerCase().includes(said.toLowerCase()) && said.length >= 3));
  return hits.length === 1 ? hits[0] : undefined;
}

/** "What's it called?", "what's the name of this one?", "what is it called?". */
const CALLED = /^(?:what'?s|what is)\s+(?:(?:this|it|that)(?:\s+(?:one|[a-z]+))?\s+called|the name of (?:this|it|that)(?:\s+(?:one|[a-z]+))?)$/i;
/** An item phrase and nothing else: "the one in the middle", "the second one", "the top result". */
const ITEM_PHRASE_ONLY = /^the\s+(?:(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|last|middle|top|bottom)(?:\s+(?:one|result|item|product|option|listing|hit|entry|row|card))?|one\s+(?:in|on|at)\s+the\s+(?:middle|left|right|top|bottom|end))$/i;
const BACK_TO_NAMED = /^(?:go|get|take me|come)?\s*back\s+to\s+(?:the|that|my)\s+(.+)$/i;
/** "what does it say now?", "did it work?": the result of the last action. */
const RESULT_QUESTION = /^(?:what does (?:it|the page|that) say(?: now)?|what did (?:it|that) say|what happened|did (?:it|that) work|what'?s the result|what is the result|read (?:it|that)(?: out| back)?(?: to me)?)$/i;
/** "read me the total", "tell me the order number", "what's the total?". */
const READ_REQUEST = /^(?:(?:read|tell)(?:\s+(?:me|us))?(?:\s+out)?|what'?s|what is|what are|how much is)\s+(the\s+.+)$/i;
/** "sort by price", "order them by date": the choice under the page's sort controls. */
/**
 * Orders as people say them, and the words a sort menu's option uses for each: "lowest price first"
 * is an option "Price (low–high)" (or "Lowest price"), "latest" is "Newest" or "Recently added".
 */
const LOW = /\b(?:low(?:est)?|cheap(?:est)?|asc(?:ending)?)\b|↑/i;
const HIGH = /\b(?:high(?:est)?|expensive|desc(?:ending)?)\b|↓/i;
/** Where the first of `re`'s words stands in `o` (Infinity when absent). */
const firstAt = (re: RegExp, o: string): number => { const i = o.search(re); return i < 0 ? Infinity : i; };
const ORDERS: Array<{ said: RegExp; option: (o: string) => boolean }> = [
  // "Price (low–high)" (the low end first), "Lowest price".
  // (Round 27: "price, lowest first", "lowest first": the end said first is the order's start.)
  { said: /^(?:the\s+)?(?:cheapest|lowest[- ]priced?|lowest price|least expensive|price,? low to high|low to high|price ascending|(?:price,?\s+)?(?:lowest|cheapest))$/i, option: (o) => firstAt(LOW, o) < firstAt(HIGH, o) && !/\brat/i.test(o) },
  { said: /^(?:the\s+)?(?:most expensive|priciest|dearest|highest[- ]priced?|highest price|price,? high to low|high to low|price descending|(?:price,?\s+)?(?:highest|dearest|most expensive))$/i, option: (o) => firstAt(HIGH, o) < firstAt(LOW, o) && !/\brat/i.test(o) },
  { said: /^(?:the\s+)?(?:newest|most recent|latest|recent|new|most recently added|recently added)(?:\s+ones)?$/i, option: (o) => /\b(?:new(?:est)?|recent(?:ly)?|latest)\b/i.test(o) },
  { said: /^(?:the\s+)?(?:oldest|least recent|earliest)(?:\s+ones)?$/i, option: (o) => /\b(?:old(?:est)?|earliest)\b/i.test(o) },
  { said: /^(?:the\s+)?(?:best|highest|top)[- ](?:rated|reviewed)(?:\s+ones)?$|^(?:rating|ratings|reviews|stars)$/i, option: (o) => /\b(?:rat(?:ed|ing)|reviews?|stars?)\b/i.test(o) && !/\blow(?:est)?\b/i.test(o) },
  { said: /^(?:the\s+)?(?:most popular|popular|bestsellers?|best[- ]selling)(?:\s+ones)?$/i, option: (o) => /\b(?:popular(?:ity)?|best[- ]?sell(?:ing|ers?)|trending)\b/i.test(o) },
  { said: /^(?:a to z|a-z|alphabetical(?:ly)?|by name|a through z)$/i, option: (o) => /\ba\s*(?:[–—-]|to)\s*z\b|alphabetical|\bname\b/i.test(o) },
  { said: /^(?:z to a|z-a|reverse alphabetical(?:ly)?)$/i, option: (o) => /\bz\s*(?:[–—-]|to)\s*a\b/i.test(o) },
];

/** "Lowest price first", "sort by latest", "order them Z to A": the option of that order in the page's sort menu or radios. */
function sortOrder(text: string, state: DialogueState): Program | undefined {
  const m = /^(?:(?:sort|order|put|show)(?:\s+(?:them|it|these|those|the results|results|the list|this|me))?\s+)?(?:by\s+|with\s+)?(?:the\s+)?(.+?)(?:\s+(?:ones\s+)?(?:first|on top|at the top))?$/i.exec(text.trim());
  if (!m || !(/\b(?:first|on top|at the top)$/i.test(text.trim()) || /^(?:sort|order)\b/i.test(text.trim()))) return undefined;
  const order = ORDERS.find((o) => o.said.test(m[1]!.trim()));
  if (!order) return undefined;
  const sorts = (state.controls ?? []).filter((c) => (c.kind === 'select' || c.kind === 'radio') && /\b(?:sort|order)/i.test(`${c.label} ${c.hint ?? ''}`));
  if (sorts.length !== 1) return undefined;
  const hits = (sorts[0]!.options ?? []).filter(order.option);
  if (hits.length !== 1) return undefined;
  const control = sorts[0]!;
  if (control.kind === 'radio') return program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!) }) });
  return program({ kind: 'action', name: 'select', element: query({ description: str(control.label || control.hint || 'sort'), type: 'dropdown' }), option: literal(hits[0]!) });
}

const SORT_BY = /^(?:sort|order)(?:\s+(?:them|it|these|those|the results|results|the list|this))?\s+by\s+(.+)$/i;
/** "check out", "proceed to checkout": the checkout control, not a checkbox. */
const CHECKOUT = /^(?:check\s*out|proceed to check\s*out|go to (?:the )?check\s*out)$/i;
/** Spoken lead-ins of a value: "can I get it in red", "make it a large", "I'll take the medium", "go with medium". */
const VALUE_LEAD = /^(?:(?:can|could|may) (?:i|we) (?:get|have|try)(?: (?:it|that|this|one|them))?|make (?:it|that|this)|change (?:it|that) to|(?:i|we)'?ll (?:take|have)|(?:i|we)'?d (?:like|love)|i'?d like|let'?s (?:do|go with)|do|try|go with|filter (?:by|to|for|on)|give (?:them|him|her|it)|leave|just|only(?: (?:the|those))?(?: (?:ones|results|items|places))?(?: (?:with|that have|that are|that))?|in)\s+(?:it\s+)?(?:in\s+)?/i;
/** " and apply it": a verb on what the turn just acted on, after another command. */
const AND_PRONOUN = /,?\s+(?:and|then|and then)\s+(?=[a-z]+\s+(?:it|that|this)$)/i;
const HISTORY_REF = /\b(?:the (?:one|page|item) (?:we|i|you) (?:just )?(?:opened|saw|looked at|viewed|visited)|the other (?:one|(?!tab\b|window\b)[a-z]+)|the previous one)\b/i;



/**
 * The words to search for, without the kind of thing the page searches: "data analyst jobs" on a
 * page whose search says "Find jobs" is a search for "data analyst" ("jobs for data analysts"
 * too). A word that names the kind is dropped at either end only, and never the last word left.
 */
export function searchTerms(words: string, searchNames: readonly string[]): string {
  const kinds = new Set(kindNames(searchNames).flatMap((n) => n.split(/\s+/)).map(stem).filter((w) => w.length > 2));
  if (!kinds.size) return words;
  const out = words.split(/\s+/).filter(Boolean);
  while (out.length > 1 && kinds.has(stem(out[out.length - 1]!))) out.pop();
  const lead = /^(?:for|about|on|in|at|with|near|from|by)$/i;
  if (out.length > 2 && kinds.has(stem(out[0]!)) && lead.test(out[1]!)) out.splice(0, 2);
  return out.join(' ');
}

/**
 * The names of a search that say the kind of thing searched: without the examples a placeholder
 * gives ("Neighbourhood, e.g. Old Town" → "Neighbourhood"); a name that lists several things
 * ("Search laptops, headphones, monitors…") gives examples of what to type, not the kind; so does one that joins two ("Search coffee and
 * tea": "Kenyan coffee" is the query whole, the kind said to choose between them).
 */
export function kindNames(names: readonly string[]): string[] {
  return names
    .map((n) => n.replace(/[,;:(]?\s*\b(?:e\.\s?g\.?|eg|for example|for instance|such as|i\.e\.)(?=[\s,:]|$).*$/i, ''))
    .filter((n) => !/,|\s(?:and|or|&)\s/i.test(n));
}

const YES = /^(?:yes|yeah|yep|yup|sure|ok|okay|right|correct|exactly|that one|that's it|that's right|do it|go ahead|please do|the first(?: one)?)(?:\W+(?:please|thanks|that one|do it|go ahead))*$/i;
/** "No", "nope, thanks", "cancel": a refusal; "cancel that order", "no, go back to the list" are commands of their own. */
const NO = /^(?:(?:no|nope|neither|none of them|never mind|nevermind)(?:\W+(?:thanks|thank you|leave it|forget it|not that|neither))*|cancel|stop|don't)\W*$/i;

/** The plan a reply to the assistant's question means: the offered element, another one, or nothing. */
function answerTo(pending: { programs: Program[]; choices: string[] }, utterance: string): TurnPlan | undefined {
  const reply = utterance.trim().replace(/[.!?]+$/, '').replace(/^(?:oh|um+|uh+|hmm+|well),?\s+/i, '');
  let choice: string | undefined;
  if (YES.test(reply)) choice = pending.choices[0];
  else if (NO.test(reply)) return { kind: 'nothing', reply: 'Okay, I will leave it.' };
  else {
    const ord = /^(?:the\s+)?(second|third|2nd|3rd|last)(?:\s+one)?$/i.exec(reply)?.[1]?.toLowerCase();
    if (ord) choice = ord === 'last' ? pending.choices[pending.choices.length - 1] : pending.choices[ORDINALS[ord]! - 1];
    else choice = pending.choices.find((c) => c.toLowerCase() === reply.toLowerCase());
  }
  if (!choice) return undefined;
  const [first, ...rest] = pending.programs;
  if (!first || !('element' in first.action)) return undefined;
  const action = { ...first.action, element: query({ description: str(choice) }) } as Program['action'];
  return { kind: 'programs', programs: [program(action), ...rest] };
}

/** "two guests" → "2 guests" (standalone number words of a value). */
export function spokenNumbers(text: string): string {
  const word = Object.keys(NUMBER_WORDS).filter((w) => w !== 'hundred').join('|');
  return text.replace(new RegExp(`\\b(?:${word})(?:[\\s-]+(?:${word}))*\\b`, 'gi'), (n) => String(spokenValue(n)));
}

/** One value: without its spoken lead-in and article, amounts and numbers as digits; undefined when it reads as a command. */
function oneValue(text: string): string | undefined {
  const stripped = text.trim().replace(/\s+(?:again|this time|instead|too|as well)$/i, '').replace(VALUE_LEAD, '').replace(/^(?:a|an|the)\s+/i, '').replace(/\s+one$/i, '');
  const value = spokenNumbers(spokenAmounts(stripped || text.trim()));
  const words = value.split(/\s+/).filter(Boolean);
  if (words.length === 0 || words.length > 4) return undefined;
  // One word ("Green", "Checkout", "Continue") is the control or choice of that name, verb or not.
  return words.length === 1 || !looksLikeInstruction(value) ? value : undefined;
}

/**
 * The values a value-only turn names, each a click on the choice (the executor selects an option a
 * click names in its dropdown): "size medium", "under $20", or several at once separated by
 * commas or "and" ("standard room, one guest"; "black and white" alone stays one value).
 */
function valueOnly(said: string): string[] | undefined {
  // "$1,800" is one amount, not two values.
  const text = spokenAmounts(said.replace(/(\d),(\d{3})\b/g, '$1$2'));
  const parts = text.split(/\s*,\s*(?:and\s+|but\s+)?|\s+and\s+|\s+but\s+/).filter(Boolean);
  if (parts.length > 1 && parts.length <= 3 && (text.includes(',') || parts.every((p) => p.split(/\s+/).length > 1))) {
    const values = parts.map(oneValue);
    if (values.every((v): v is string => v !== undefined)) return values;
  }
  const one = oneValue(text);
  return one === undefined ? undefined : [one];
}

/** The items opened, each once, in the order first opened. */
function distinctOpened(state: DialogueState): SeenItem[] {
  const out: SeenItem[] = [];
  for (const o of state.opened) if (o.url && !out.some((x) => samePage(x.url, o.url))) out.push(o);
  return out;
}

/**
 * Go to an item seen before: nothing when it is shown, its tab when it is open in another, else its
 * page; `asLeft`: at the last address it was seen at, with the choices made on it ("let's go with
 * the other one" after choosing a room there).
 */
function goToItem(target: SeenItem & { url: string }, state: DialogueState, asLeft = false): TurnPlan {
  if (samePage(target.url, currentUrl(state))) return { kind: 'nothing', reply: `We are on ${target.name} already.` };
  const inTab = state.tabs.findIndex((t) => !t.current && samePage(t.url, target.url));
  if (inTab >= 0) return { kind: 'programs', programs: [program({ kind: 'action', name: 'switch_tab', index: inTab + 1 })] };
  // As it was left: the last address it was seen at keeps the choices made on it (a room, nights, guests).
  const last = (asLeft && [...state.visited].reverse().find((v) => samePage(v, target.url))) || target.url;
  return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: last })] };
}

/** Whether `name` holds every word of `words` (articles and short words aside). */
function containsWords(name: string, words: string): boolean {
  const have = new Set(name.split(/\s+/).map(stem));
  const want = words.split(/\s+/).map(stem).filter((w) => w.length > 2);
  return want.length > 0 && want.every((w) => have.has(w));
}

/** The 0-based tab "the first/last/other/new tab" names, or undefined when there is no such tab. */
function tabIndex(word: string, state: DialogueState): number | undefined {
  const n = state.tabs.length;
  const current = state.tabs.findIndex((t) => t.current);
  let i: number | undefined;
  if (word in ORDINALS) i = ORDINALS[word]! - 1;
  else if (word === 'last' || word === 'new') i = n - 1;
  else if (word === 'next') i = current + 1;
  else if (n === 2) i = 1 - current;
  else i = state.previousTab;
  return i !== undefined && i >= 0 && i < n ? i : undefined;
}

const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);
const lastList = (state: DialogueState): SeenList | undefined => state.lists[state.lists.length - 1];

/**
 * The turn, parsed in the dialogue state: the rules below, then the learned turn ranker
 * (src/parser/turn-ranker.ts) where they are not sure — a turn they would ask about becomes the
 * page action the ranker is sure of, and a reading of theirs gets that action as its `rescue`, run
 * when the reading grounds to no element it is sure of.
 */
export async function parseInContext(utterance: string, state: DialogueState, parser: SentenceParser): Promise<TurnPlan> {
  // Round 28: a lone control's value set, then its form's button (src/parser/press-after.ts).
  // Round 29: a day strip's link clicked for a day the turn says otherwise, or for a number of a time (src/parser/day-first.ts).
  const plan = pressAfterValues(carriedPlan(dayRight(unquoted(await readInContext(utterance, state, parser)), utterance, state), state), utterance, state.controls);
  // Round 29: a change said on a record's page, read on its change form's menus, then that form's button (src/parser/record-form.ts).
  const change = plan.kind !== 'parts' ? recordFormPlan(utterance, state.controls) : undefined;
  return change ? { kind: 'programs', programs: change } : plan;
}

/**
 * Round 26: a plan that ends by pressing the button of a form that posts (a booking, a purchase):
 * before the press, the form's controls the plan sets nothing in take what the turns of the form's
 * flow said for them (a count of a thing, a box by its noun, a claim; src/parser/carry-send.ts).
 * The flow: the last six turns, from after the last one that was itself a send.
 */
function carriedPlan(plan: TurnPlan, state: DialogueState): TurnPlan {
  // (Only a plan whose last step presses a button: `carriedAtSend` reads no other.)
  if (plan.kind !== 'programs' || plan.programs.at(-1)?.action.name !== 'click' || carrySendOff()) return plan;
  const controls = (state.controls ?? []).filter((c) => c.posts);
  if (!controls.length) return plan;
  const flow = formFlow(state.said ?? state.executed.map((t) => t.utterance));
  const carried = carriedAtSend(plan.programs, controls, flow) ?? plan.programs;
  // Round 27: then the remarks of the flow — a person's details, the name of someone the form is about and what was said of them (src/parser/earlier-values.ts).
  const earlier = earlierOff() ? undefined : earlierAtSend(carried, controls, flow);
  // Round 28: then the count, age and name of the one the form is about said in the flow (src/parser/their-details.ts).
  const theirs = theirOff() ? undefined : theirAtSend(earlier ?? carried, controls, flow);
  // Round 29: then the choices the flow's turns made in this form on this page, which the page has lost since (src/parser/carry-send.ts).
  const url = currentUrl(state);
  const before = theirs ?? earlier ?? carried;
  const placed = url ? placedAtSend(before, controls, (state.placed ?? []).filter((p) => p.url === url && flow.includes(p.utterance))) : undefined;
  const programs = placed ?? before;
  return programs === plan.programs ? plan : { ...plan, programs };
}

/** Round 28: words that send a form, in the rest of a turn whose values `theirTurn` placed. */
const SENDS_IN = /\b(?:book|send|submit|pay|order|confirm|continue|next|check ?out|reserve|place|register|buy|proceed)\b/i;

/** Round 23: the turns of the flow of the form being sent — the last six said, from after the last one that sent a form. */
function formFlow(saidTurns: readonly string[]): string[] {
  const recent = saidTurns.slice(-6);
  return recent.slice(recent.map((u) => submitVerb(clean(u)) !== undefined).lastIndexOf(true) + 1);
}

/** Quotes around words dictated for a box ("the message is "Happy birthday!"") mark where they begin and end; the box takes the words. */
const QUOTED = /^\s*(?:"([^"]+)"|“([^”]+)”|‘([^’]+)’)\s*$/u;

/** Round 17: the plan with every text typed unquoted (its readings too). */
function unquoted(plan: TurnPlan): TurnPlan {
  if (plan.kind !== 'programs') return plan;
  const strip = (ps: Program[]): Program[] =>
    ps.map((p) => {
      const a = p.action;
      if (a.name !== 'enter' || a.text.kind === 'variable') return p;
      const m = QUOTED.exec(a.text.value);
      return m ? { ...p, action: { ...a, text: { ...a.text, value: (m[1] ?? m[2] ?? m[3])!.trim() } } } : p;
    });
  return { ...plan, programs: strip(plan.programs), ...(plan.otherwise ? { otherwise: strip(plan.otherwise) } : {}), ...(plan.rescue ? { rescue: strip(plan.rescue) } : {}) };
}

async function readInContext(utterance: string, state: DialogueState, parser: SentenceParser): Promise<TurnPlan> {
  // Round 20: the second part of a request that followed a link (`valuesAfterLink`): its values into the form of the page opened, when one takes them all; else nothing more.
  if (typeof utterance === 'string' && utterance.startsWith(VALUES_AFTER)) {
    const [from, text] = [utterance.slice(1, utterance.indexOf('\n')), utterance.slice(utterance.indexOf('\n') + 1)];
    const moved = currentUrl(state) !== undefined && currentUrl(state) !== from;
    if (!moved) return { kind: 'programs', programs: [] };
    // Round 23: else the one link of the page opened that narrows it to what the turn said ("the women's glasses" → Women; src/parser/refine.ts).
    const formed = strictFormRequest(text, state, await wordsOf(parser));
    if (formed) return formed;
    // Round 29: else the day link (a strip of days) or the one kind link of the page opened that the rest of the sentence says ("tee times for tomorrow", "prices for shirts"; src/parser/day-first.ts).
    const narrower = narrowingLink(text, state) ?? dayOrKindOnPage(text, state);
    return { kind: 'programs', programs: narrower ? [program({ kind: 'action', name: 'goto', url: narrower.url })] : [] };
  }
  // Round 21: the parts of a toggle said of a row's item (src/parser/item-toggle.ts): its page opened; the toggle read there, else nothing more.
  if (typeof utterance === 'string' && utterance.startsWith(OPEN_ROW)) return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: utterance.slice(1) })] };
  if (typeof utterance === 'string' && utterance.startsWith(TOGGLE_THERE)) return { kind: 'programs', programs: toggleThere(utterance.slice(1), state) ?? [] };
  // Round 21: the two parts of a thing named that this page does not hold (src/parser/reach.ts): the site's search, then the one result that names it.
  if (typeof utterance === 'string' && utterance.startsWith(REACH_SEARCH)) return reachSearch(utterance);
  if (typeof utterance === 'string' && utterance.startsWith(REACH_AFTER)) return reachedItem(utterance, state);
  // Round 29: an item said to add, found by the site's search: its choices, count and add on its page (src/parser/add-item.ts).
  if (typeof utterance === 'string' && utterance.startsWith(ADD_THERE)) return addThere(utterance, state);
  // Round 26: a record's cancel with its reason said as a remark (src/parser/cancel-reason.ts): the remark read on the cancel page the first part opened;
  // on a cancel page, the reason said and the cancel sent when the turn says to go on; on a list, the cancel clause, then the remark there.
  if (typeof utterance === 'string' && utterance.startsWith(REASON_THERE)) return reasonThere(utterance, state);
  // Round 28: a count and details said as before, on the booking form a row's link opened (src/parser/turn-steps.ts).
  if (typeof utterance === 'string' && utterance.startsWith(SAME_THERE)) return { kind: 'programs', programs: sameThere(utterance, state, tokens) ?? [] };
  // Round 28: a value said on a summary, read on the form its edit link opened, then that form's own button (src/parser/turn-steps.ts).
  if (typeof utterance === 'string' && utterance.startsWith(EDIT_THERE)) {
    const text = utterance.slice(EDIT_THERE.length);
    const read = await readInContext(text, state, parser);
    const sent = editedThenSend(text, read.kind === 'programs' ? read.programs : undefined, state.controls ?? [], tokens);
    return sent ? { kind: 'programs', programs: sent } : read;
  }
  if (typeof utterance === 'string' && !utterance.startsWith(PLAIN_AGAIN) && !utterance.startsWith(ASKED_AGAIN) && !(state.pending && answerTo(state.pending, utterance))) {
    // Round 28: "yes" on a page that asks to confirm: its one "Yes, …" button (src/parser/record-link.ts).
    const confirmed = stepsOff() ? undefined : yesOnConfirm(utterance, state);
    if (confirmed) return { kind: 'programs', programs: confirmed };
    const sent = reasonSend(clean(utterance), state);
    if (sent) return { kind: 'programs', programs: sent };
    // Round 27: the reason said as a remark in a turn of its own chooses it; the go-on after such a turn reads the reason there (src/parser/earlier-values.ts).
    const reasoned = earlierOff() ? undefined : reasonRemark(clean(utterance), state) ?? reasonSaidBefore(clean(utterance), state);
    if (reasoned) return { kind: 'programs', programs: reasoned };
    const cancelParts = cancelWithRemark(utterance, state, (s) => looksLikeInstruction(clean(s)));
    // Round 28: a record row's own link said with a reason or as a need ("I don't need it any more, cancel it"; src/parser/record-link.ts);
    // an order said plainly with its reason after it stays round 26's above (the reason chosen and the cancel sent).
    const recordLink = stepsOff() ? undefined : recordLinkPlan(utterance, state, (s) => looksLikeInstruction(clean(s)));
    if (recordLink && (recordLink.need || !cancelParts)) return { kind: 'programs', programs: recordLink.programs };
    if (cancelParts) return { kind: 'parts', parts: cancelParts };
    // Round 29: an item said to add as a need or a statement, not shown here ("and the pillows, there's four of them": the search,
    // its best result, the count and the add), or a count and its choices said on the item's page (src/parser/add-item.ts).
    const toAdd = itemToAdd(utterance, state, (s) => !looksLikeInstruction(clean(s)));
    if (toAdd) return toAdd;
    const counted = countHere(utterance, state, (s) => !looksLikeInstruction(clean(s)));
    if (counted) return { kind: 'programs', programs: counted };
    // Round 28: several steps in one turn, a page or item one link away (src/parser/turn-steps.ts): "go back, I want to see X",
    // "now the mint" (a list seen earlier), "checkout please" (through the basket), "make it 14 kids" on a summary (its edit link),
    // "two of them in the small pot" (the option, the count, the add).
    if (!stepsOff()) {
      const steps = backThen(utterance) ?? viaBasket(utterance, state, (s) => !looksLikeInstruction(clean(s))) ?? editFromSummary(utterance, state) ?? bookWithValues(utterance, state);
      if (steps) return { kind: 'parts', parts: steps };
      const next = nextItemSaid(utterance, state, (s) => !looksLikeInstruction(clean(s)));
      if (next) return goToItem(next, state);
      const added = countAndAdd(utterance, state);
      if (added) return { kind: 'programs', programs: added };
    }
    // Round 26: "add the top one to my basket", "the second one too.": the nth card's own control for the verb (src/parser/position-verb.ts).
    const positioned = positionVerbPlan(utterance, state);
    if (positioned) return { kind: 'programs', programs: positioned };
    // Round 27: "the first slot" (the nth offered time, not a day), "She's a medium sized dog." (a choice said as a statement about the subject; src/parser/said-refs.ts).
    if (!choicesOff() && utterance.split(/(?<=[.!?])\s+/).filter((x) => /[\p{L}\p{N}]/u.test(x)).length === 1) {
      const slotAt = slotByPosition(clean(utterance), state);
      if (slotAt) return { kind: 'programs', programs: slotAt };
      const stated = statedChoice(clean(utterance));
      const chosen = stated !== undefined ? choiceTurn(stated, state) : undefined;
      if (chosen) return { kind: 'programs', programs: chosen };
    }
  }
  // Its first part: the turn read as it is, with no second part again.
  const plain = typeof utterance === 'string' && utterance.startsWith(PLAIN_AGAIN);
  if (plain) utterance = utterance.slice(1);
  // Round 21: a thing asked for by its name that no element of this page holds: an item seen earlier that holds it, else the site's search, then its one result (src/parser/reach.ts).
  // (Before the basket's readings: "I'd like a mug as well" on the basket page names no line of it.)
  // (A question left open by the turn before does not stop it, unless the turn answers it.)
  if (typeof utterance === 'string' && !plain && !utterance.startsWith(ASKED_AGAIN) && !(state.pending && answerTo(state.pending, utterance))) {
    const reached = reachNamed(utterance, state, (s) => !looksLikeInstruction(clean(s)));
    if (reached) return 'kind' in reached ? reached : goToItem(reached, state);
  }
  // Round 17: a basket's lines and the item in view — "one is enough", "take the brushes out", "add two of the drill", "and the pruner as well" (src/parser/basket.ts).
  // First: a statement of a count ("one is enough") is no value for a form, and each reading acts only on a page whose structure is sure (an add form, a basket's lines, an item seen).
  // Round 21: also after a question the user did not answer (the turn is no reply to it: a new request, "take the cumin off").
  if (typeof utterance === 'string' && (!state.pending || !answerTo(state.pending, utterance)) && !utterance.startsWith(ASKED_AGAIN)) {
    const inBasket = basketTurn(clausesOf(utterance), state, (s) => !looksLikeInstruction(clean(s)));
    if (inBasket) return { kind: 'programs', programs: inBasket };
    // Round 21: an item's own toggle named by the item ("star the beach sunset as a favourite", "save the banana bread recipe"; src/parser/item-toggle.ts).
    const kept = itemToggle(utterance, state);
    if (kept) return { kind: 'programs', programs: kept };
    const away = itemToggleAway(utterance, state);
    if (away) return { kind: 'parts', parts: away };
  }
  // Round 24: "book that", "let's look at that one" — the control of the item the last turn answered from or named, by the verb (src/parser/item-reference.ts);
  // also after a question the assistant asked that the turn does not answer (the item is the one the user's own question named).
  // (What the assistant just said, read as a reply to it — discourse.ts — once a turn, for the item reference and round 15's readings below.)
  let spoken: { back?: Program[]; replied?: ReturnType<typeof repliedPlan> } | undefined;
  const spokenTo = (u: string) => {
    if (!spoken) {
      const back = saidBackPlan(u, state);
      spoken = { back, replied: back ? undefined : repliedPlan(u, state) };
    }
    return spoken;
  };
  if (typeof utterance === 'string' && !(state.pending && answerTo(state.pending, utterance)) && !utterance.startsWith(ASKED_AGAIN)) {
    const referred = state.pending ? undefined : spokenTo(utterance).back ?? spokenTo(utterance).replied;
    const item = referred ? undefined : itemReferencePlan(utterance, state);
    if (item) return { kind: 'programs', programs: item };
  }
  // Round 15: what the assistant just said, what the user just searched for, and a request's pronoun for what a statement of the turn named (src/parser/discourse.ts).
  if (typeof utterance === 'string' && !state.pending && !discourseOff()) {
    const { back: saidBack, replied } = spokenTo(utterance);
    if (replied && 'ask' in replied) return { kind: 'ask', question: replied.ask, firm: true };
    const back = saidBack ?? replied?.programs ?? searchedOnePlan(utterance, state);
    if (back) return { kind: 'programs', programs: back };
    const stated = statedControlPlan(utterance, state);
    if (stated) return 'nothing' in stated ? { kind: 'nothing', reply: stated.nothing } : { kind: 'programs', programs: stated.programs };
    utterance = requestWithAntecedent(utterance, state.page?.links ?? []) ?? utterance;
  }
  // Round 19: "can I have a look at the peace lily too?" from the basket: the item a list seen earlier names, or the page's one link of it (src/parser/nav-links.ts).
  const seenItem = typeof utterance === 'string' && !state.pending ? seenItemNamed(utterance, state, (s) => !looksLikeInstruction(clean(s))) : undefined;
  if (seenItem) return 'programs' in seenItem ? { kind: 'programs', programs: seenItem.programs } : goToItem(seenItem, state);
  // Round 14: a request whose every value one form of the page takes for sure; "search for X" into the search box (src/parser/form-values.ts).
  if (typeof utterance === 'string' && !state.pending && !(typeof process !== 'undefined' && process.env?.RUSS_NO_FORM_VALUES === '1')) {
    // (A person's details said in the turn are no values of a search: every word must be placed, and no personal box takes one.)
    const vectors = await wordsOf(parser);
    const formed = searchIntoBox(utterance, state, vectors) ?? strictFormRequest(utterance, state, vectors) ?? formElsewhere(utterance, state, vectors);
    if (formed) return formed;
  }
  // Round 12: the parts of a question answered on the page it names (src/parser/asked.ts).
  const marked = typeof utterance === 'string' ? markedPart(utterance, state, await wordsOf(parser)) : undefined;
  if (marked) return marked;
  const plan = await readTurn(utterance, state, parser);
  if (typeof utterance !== 'string' || (state.pending && answerTo(state.pending, utterance))) return plan;
  const said = utterance.split(/(?<=[.!?])\s+/).filter((x) => !isAcknowledgement(x)).join(' ');
  // Round 12: a turn the speech-act reader holds to be a question never acts (src/parser/asked.ts).
  const asked = await questionsNeverAct(await withTurnRanker(plan, said, state), said, state, await wordsOf(parser), (q) => readTurn(q, { ...state, pending: undefined }, parser));
  // Round 27: a definition list's term said for its value ("How to use" → the value under it), whichever reader answered (label-value.ts).
  const read = asked.kind === 'programs' ? { ...asked, programs: labelsToValues(asked.programs, state) } : asked;
  if (plain || state.pending) return read;
  // Round 29: else a page's link followed with a day or a kind said beside it ("tee times for tomorrow", "book a collection for monday",
  // "the prices for shirts"): the same two parts, the day or kind link read on the page opened (src/parser/day-first.ts).
  const after = valuesAfterLink(read, utterance, state);
  if (after) return after;
  const dayFirst = dayFirstCommand(read, utterance, state);
  return dayFirst ? { kind: 'parts', parts: [`${PLAIN_AGAIN}${utterance}`, `${VALUES_AFTER}${currentUrl(state) ?? ''}\n${dayFirst}`] } : read;
}

/** Round 20: the marks of a request's two parts after a link (`valuesAfterLink`): the turn read as it is; its values into the page opened. */
const PLAIN_AGAIN = TURN_MARKS.plainAgain;
const VALUES_AFTER = TURN_MARKS.valuesAfter;

/**
 * Round 20: a request the rules read as one click ("I want to book a mock test" → the link "Book
 * a lesson", found by the grounder) that says a value (a day, a count, a bound) or describes what
 * it clicks in two words of things or more (not "red", "the reviews"): two parts, the click, then, when
 * it opened another page, the turn's values into that page's form when one takes every value for
 * sure (`strictFormRequest`: a lesson type, a treatment; the page's heading and labels name the
 * kind, not a value); else nothing more is done there.
 */
function valuesAfterLink(plan: TurnPlan, utterance: string, state: DialogueState): TurnPlan | undefined {
  if (plan.kind !== 'programs' || plan.programs.length !== 1) return undefined;
  const a = plan.programs[0]!.action;
  if (a.name !== 'click' || a.element.kind !== 'query' || a.element.description?.kind !== 'string') return undefined;
  const text = utterance.trim();
  if (!asksForResults(text) || text.includes('\n')) return undefined;
  // A value said (a day, a count, a bound), or a description of two words of things or more ("book a mock test"): a
  // description of one word ("red", "the reviews") is the name of the control clicked, with nothing more to set.
  const said = a.element.description.value.toLowerCase();
  // The values are the command's: the sentence that says what is clicked, not a remark before it ("We just got a puppy! Show me the dog stuff").
  const command = text.split(/(?<=[.!?])\s+/).filter((x) => x.toLowerCase().includes(said)).pop();
  if (!command || !asksForResults(command)) return undefined;
  const valued = valuesIn(command).values.some((v) => !v.weak && (v.kind === 'date' || v.kind === 'part' || v.kind === 'count' || v.kind === 'bound'));
  const described = valuesIn(a.element.description.value);
  const named = thingsIn(described.rest).flatMap((t) => tokens(t.text)).length;
  // A control named by a value alone ("Can I see it on Saturday?" clicking "Saturday"): the click is the choice, nothing is left to set.
  // (Round 23: or who it is for, said beside it: "sunglasses for my daughter" clicking "Sunglasses"; src/parser/refine.ts.)
  if (!named || (!valued && named < 2 && !saysAudience(command))) return undefined;
  return { kind: 'parts', parts: [`${PLAIN_AGAIN}${utterance}`, `${VALUES_AFTER}${currentUrl(state) ?? ''}\n${command}`] };
}

/** RUSS_NO_VALUES=1 turns round 25's readers of several values, counts of people and slots said alone off (src/parser/several-values.ts); RUSS_VALUES_DEBUG=1 logs where they read a turn. */
const valuesOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_VALUES === '1';
const valuesDebug = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_VALUES_DEBUG === '1';

/** RUSS_NO_CHOICES=1 turns the round-17 choice readers off (for measuring them). */
const choicesOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_CHOICES === '1';

/** The parser's word vectors for reading questions, or undefined (none given, or they failed to load). */
async function wordsOf(parser: SentenceParser): Promise<WordRelatedness | undefined> {
  return (await parser.wordVectors?.().catch(() => null)) ?? undefined;
}

/** The turn, read by the contextual rules. */
async function readTurn(utterance: string, state: DialogueState, parser: SentenceParser): Promise<TurnPlan> {
  if (typeof utterance !== 'string' || !/[\p{L}\p{N}]/u.test(utterance)) return { kind: 'ask', question: 'Sorry, I did not catch that. What should I do?' };
  // A question asked again after its turn's command (round 11): the page it opened answers it, or nothing does.
  if (utterance.startsWith(ASKED_AGAIN)) {
    const again = askedAgain(utterance.slice(1), clean(utterance.slice(1)), state, await wordsOf(parser));
    return 'nothing' in again ? { kind: 'nothing', reply: again.nothing } : { kind: 'programs', programs: again.programs };
  }
  // The answer to a question the assistant asked ("Do you mean "Add to cart"?").
  if (state.pending) {
    const answer = answerTo(state.pending, utterance);
    if (answer) return answer;
  }
  // Round 29: "and now?" after a change to the page: the question asked before it, asked again (src/parser/asked-again.ts).
  const askAgain = questionAgain(utterance, state.executed);
  if (askAgain) return { kind: 'parts', parts: [askAgain] };
  // Round 28: "it's for Leo, he's turning 8", "about 14 kids": a count, an age, the name of the one the form is about, each into the control that fits it; the turn's other clauses a part after (src/parser/their-details.ts).
  const theirs = theirOff() ? undefined : theirTurn(utterance, state.controls ?? []);
  // (The rest first — "same contact details as before" must not read the child's name just typed as the user's —, unless it sends: then the values before the send.)
  if (theirs) return theirs.rest ? { kind: 'parts', parts: SENDS_IN.test(theirs.rest) ? [theirs.said, theirs.rest] : [theirs.rest, theirs.said] } : { kind: 'programs', programs: theirs.programs };
  // Round 26: "put For Dad on it and put it in my basket": the words into the one free-text box of a form that posts, its box of the same root ticked, then the add (src/parser/carry-send.ts).
  const onIt = carrySendOff() ? undefined : wordsOnIt(utterance, state.controls ?? []);
  if (onIt) return { kind: 'programs', programs: onIt };
  // Round 23: "varifocals with the anti-glare, and pop it in the basket": the add form's options each phrase names, then its button (src/parser/add-choices.ts).
  const addChoices = choicesAndAdd(utterance, state.controls ?? []);
  if (addChoices) return { kind: 'programs', programs: addChoices };
  // Round 25: "the charcoal one, and I'll need ten balls", "Saturday, three players": the values first, each read alone, then the count into the control its unit names, then the add (src/parser/several-values.ts).
  const withCount = valuesOff() ? undefined : valuesWithCount(utterance, { controls: state.controls ?? [], links: state.page?.links ?? [], buttons: state.page?.buttons ?? [] });
  if (withCount && valuesDebug()) console.error(`[values] ${utterance} → ${withCount.join(' | ')}`);
  if (withCount) return { kind: 'parts', parts: withCount };
  // Round 26: "We can both swim.", "I can swim": the one unticked box whose label states that claim, whoever says it (src/parser/carry-send.ts).
  const claimed = carrySendOff() || /[.!?]\s+\S/.test(utterance.trim()) ? undefined : claimProgram(utterance, state.controls ?? []);
  if (claimed) return { kind: 'programs', programs: claimed };
  // (Such claims before a sentence that only sends, "We can both swim. Book it.": each a part, the send last, so the send reads the form's empty fields as `sendTurn` does.)
  const said = utterance.split(/(?<=[.!?])\s+/).filter((x) => /[\p{L}\p{N}]/u.test(x));
  if (!carrySendOff() && said.length >= 2 && submitVerb(clean(said[said.length - 1]!)) !== undefined && said.slice(0, -1).every((x) => claimBox(x, state.controls ?? [])))
    return { kind: 'parts', parts: said };
  // Round 27: "Oh, I have a code. GLOW10.": the token that looks like a code into the one box for a code, then its own form's button (src/parser/earlier-values.ts).
  const coded = earlierOff() ? undefined : codeRemark(utterance, state.controls ?? []);
  if (coded) return { kind: 'programs', programs: coded };
  // Round 17: "Reply saying sounds good, see you Saturday", "message the seller: could you hold it?": the words into the page's one box for them, then its form's button.
  const dictated = dictatedMessage(utterance, state);
  if (dictated) return { kind: 'programs', programs: dictated };
  // Round 18: "Friday the fourth, and on the card write Happy birthday", "the note should read …": the words into the box the noun names; what comes before is a part of its own.
  const boxWords = wordsForBox(utterance, state);
  if (boxWords) return boxWords.before ? { kind: 'parts', parts: [boxWords.before, boxWords.clause] } : { kind: 'programs', programs: boxWords.programs };
  // "I'm Sam Reyes, 12 Elm Road, Norwich, NR2 1AB, mobile 0777 …": a name and an address said as a
  // list, each value into the page's field of its kind; the turn's other sentences after it (`said`, above).
  // (Round 14: sentences that all give details or say to send them — "Book it. It's Ann Lee, 07700 900123." — are one run, filled first and sent last; src/parser/details.ts.)
  const joined = said.length > 1 ? detailsTurnText(said, state.controls ?? []) : undefined;
  const joinedDetails = joined ? readDetailsTurn(joined, state.controls ?? [], state.executed.map((t) => t.utterance)) : undefined;
  if (joinedDetails) return { kind: 'programs', programs: joinedDetails };
  const listed = said.map((x) => addressList(x, state));
  if (listed.some(Boolean)) {
    if (said.length === 1) return { kind: 'programs', programs: listed[0]! };
    return { kind: 'parts', parts: said };
  }
  // "Book it for Friday, in the name Ann Lee, mobile …", "… with the same name and number as before": a person's details, each into the field of its kind (src/parser/details.ts).
  const details = said.length === 1 ? readDetailsTurn(utterance, state.controls ?? [], state.executed.map((t) => t.utterance)) : undefined;
  if (details) return { kind: 'programs', programs: details };
  // Round 27: "My name's Alicia Moreno.", "Phone, 07700 900458.": one value of a person's kind said as a remark, into the one empty field of its kind (src/parser/earlier-values.ts).
  const remarked = said.length === 1 && !earlierOff() ? remarkDetails(utterance, state.controls ?? []) ?? remarkAboutThem(utterance, state.controls ?? []) : undefined;
  if (remarked) return { kind: 'programs', programs: remarked };
  // Round 28: "I'll collect them", "deliver it on Tuesday to …": the radio option the verb names, the day's menu option, the address (src/parser/their-details.ts).
  const planned = said.length === 1 && !theirOff() ? planStatement(utterance, state.controls ?? []) : undefined;
  if (planned) return { kind: 'programs', programs: planned };
  // Round 17: "Offer seventy", "bid forty-five": the amount into the one box of the form whose button the verb names, then that button.
  const amount = said.length === 1 ? verbAmount(clean(utterance), state) : undefined;
  if (amount) return { kind: 'programs', programs: amount };
  // Round 17: "Place the order", "confirm the booking": the form's own button, its empty fields first given what earlier turns said (a person's details, a dropdown's option named).
  const send = said.length === 1 ? sendTurn(clean(utterance), state) : undefined;
  if (send) return { kind: 'programs', programs: send };
  // Round 14: "add six of them", "make it eight", "we've no rackets, so two of those": the count into the control of the thing counted (src/parser/quantities.ts).
  // Round 16: "make it half seven" on a page with a choice of clock times: that option (a time, not a count of seven).
  const spokenTime = said.filter((x) => !isAcknowledgement(x));
  // The turn's first sentence that is no acknowledgement, cleaned once; `alone`: it, when it is the only one.
  // (Round 22: "Same day, Thursday the 3rd, at 3", "8 in the morning, same day": the "same day" / "same time" read, src/parser/number-kind.ts.)
  const firstSaid = spokenTime.length ? withoutSameAs(clean(spokenTime[0]!), state) : undefined;
  const alone = spokenTime.length === 1 ? firstSaid : undefined;
  // Round 28: "just the little one, add one": the size option by its comparative, then the rest of the turn (src/parser/readback.ts).
  const sizedFirst = alone !== undefined ? sizeThenRest(alone, state) : undefined;
  if (sizedFirst) return { kind: 'parts', parts: sizedFirst };
  // Round 25: "Four of us", "we're three": the count of people into the control for people (src/parser/several-values.ts).
  const ofUs = alone !== undefined && !valuesOff() ? peopleCount(alone, state.controls ?? []) : undefined;
  if (ofUs && valuesDebug()) console.error(`[values] ${utterance} → of us`);
  if (ofUs) return { kind: 'programs', programs: ofUs };
  // Round 25: "Then 7:30.", "What about 9?": the one link whose name writes that time (a row's "Choose 9pm"), not its cell (src/parser/several-values.ts).
  // (After a sigh of a word or two that commands nothing: "Ugh. What about 9?"; a longer remark names a row, which the row readers read.)
  const slotSaid = alone ?? (spokenTime.length === 2 && spokenTime[0]!.trim().split(/\s+/).length <= 2 && !looksLikeInstruction(clean(spokenTime[0]!)) && !/\?\s*$/.test(spokenTime[0]!) ? clean(spokenTime[1]!) : undefined);
  const slotted = slotSaid !== undefined && !valuesOff() ? slotLink(slotSaid, state.links ?? []) : undefined;
  if (slotted && valuesDebug()) console.error(`[values] ${utterance} → slot`);
  if (slotted) return { kind: 'programs', programs: slotted };
  // Round 19: "how much is the big bag?", "is it cheaper if I get three bags?", "can we have it for two hours?": the option its amount names (src/parser/option-amount.ts).
  const byAmount = alone !== undefined ? optionByAmount(alone, state) : undefined;
  if (byAmount) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: byAmount })] };
  const timeChoice = alone !== undefined ? timeChoiceTurn(alone, state) : undefined;
  if (timeChoice) return { kind: 'programs', programs: timeChoice };
  // Round 17: a turn that only says a choice the page offers — an option of a row of links, a
  // dropdown or radios ("medium then", "the two kilo bag", "the biggest size"), an offered time
  // ("book the eleven") or day ("anything on Wednesday?") — picks it (src/parser/choices.ts).
  if (alone !== undefined && !choicesOff()) {
    const said = alone.replace(/[.!?]+$/, '');
    // "Try super king instead" after "how much is that?": the choice, then the question again (RETRY below) — not the choice alone.
    const before = state.executed[state.executed.length - 1];
    const retrying = RETRY.test(said) && !!before && /\?\s*$/.test(before.utterance) && before.programs.length > 0 && before.programs.every((p) => p.action.name === 'say' || p.action.name === 'read');
    const slot = retrying ? undefined : slotTurn(said, state) ?? partOfDayTurn(said, state);
    if (slot) return { kind: 'programs', programs: slot };
    // Round 20: "Thursday at three", "Wednesday afternoon": the day's link, then the time on the page it opens.
    const dayTime = retrying ? undefined : dayThenTime(alone, state);
    if (dayTime) return { kind: 'parts', parts: dayTime };
    const chosen = retrying ? undefined : dayChoiceTurn(said, state) ?? choiceTurn(said, state);
    if (chosen) return { kind: 'programs', programs: chosen };
  }
  // Round 27: "Mm, that's a bit much. 50 then.": remarks that command and ask nothing, then a sentence that only says a choice: the choice.
  const remarkedChoice = spokenTime.length >= 2 && !choicesOff() && spokenTime.slice(0, -1).every((x) => !/\?\s*$/.test(x) && !looksLikeInstruction(clean(x)))
    ? choiceTurn(clean(spokenTime[spokenTime.length - 1]!).replace(/[.!?]+$/, ''), state)
    : undefined;
  if (remarkedChoice) return { kind: 'programs', programs: remarkedChoice };
  // Round 18: "I need to move it", "move the Monday lesson to Wednesday": the row's control that moves a booking, then the day said (src/parser/reschedule.ts).
  const moved = alone !== undefined ? moveTurn(alone, state) : undefined;
  if (moved) return 'parts' in moved ? { kind: 'parts', parts: moved.parts } : { kind: 'programs', programs: moved.programs };
  // ("I need to move it. Can I do Thursday instead?": the move, then the sentences after it on the page it leads to.)
  const movedFirst = spokenTime.length > 1 ? moveTurn(firstSaid!, state) : undefined;
  if (movedFirst && 'programs' in movedFirst) return { kind: 'parts', parts: spokenTime };
  // Round 20: "Oh wait, Thursday's no good. Can you move it to Friday at two?": remarks, then the move.
  const lastSaid = spokenTime.length > 1 ? clean(spokenTime[spokenTime.length - 1]!) : undefined;
  const movedLast = lastSaid !== undefined && spokenTime.slice(0, -1).every((x) => !looksLikeInstruction(clean(x))) ? moveTurn(lastSaid, state) : undefined;
  if (movedLast) return 'parts' in movedLast ? { kind: 'parts', parts: movedLast.parts } : { kind: 'programs', programs: movedLast.programs };
  // Round 18: "open Kofi's profile", "book one of those" after "how much is the motorway one?" (src/parser/nav-links.ts).
  const namedLink = alone !== undefined ? possessiveLink(alone, state) ?? recentMentionLink(alone, state) : undefined;
  if (namedLink) return { kind: 'programs', programs: namedLink };
  const countRead = readCountTurn(clausesOf(utterance).map(withoutClock), state.controls ?? [], (s) => !looksLikeInstruction(clean(s)));
  if (countRead) return countRead.programs ? { kind: 'programs', programs: countRead.programs } : { kind: 'ask', question: countRead.ask!, firm: true };
  // Sentences that only acknowledge or remark ("Hmm, okay.", "It's sold out.") carry no command.
  const sentences = commandParts(utterance, state);
  // Round 24: "so I don't pay anything?": no remark, a question of cost in the words of a statement — the page's amount to pay.
  const cost = !sentences.length && /\?\s*$/.test(utterance) && costStated(clean(utterance)) ? pageQuestion(clean(utterance), utterance, state, await wordsOf(parser)) : undefined;
  if (cost) return { kind: 'programs', programs: cost.programs };
  if (!sentences.length) return { kind: 'nothing', reply: isAcknowledgement(utterance) ? 'Okay.' : 'Noted.' };
  // "What does it cost?" … "How about the large one?", "what about the blue?": the other choice, then the
  // same question again, read in the page the choice leaves.
  const lastAsked = state.executed[state.executed.length - 1];
  // Round 24: "and the family one?", "what about the recycling?" after "how much is the gym and swim membership?", "when's
  // the …?": that question's type, of the thing named, where the page states it (not a choice to make first).
  // Round 28: "and at the weekend?", "what's the minimum for that one?": the row the turn before read, the column these words name (src/parser/readback.ts).
  const cellAfter = sentences.length === 1 ? cellFollowUp(clean(sentences[0]!), utterance, state) : undefined;
  if (cellAfter) return { kind: 'programs', programs: cellAfter.programs, ...(cellAfter.about ? { about: cellAfter.about } : {}) };
  const carried = sentences.length === 1 ? followUpValue(clean(sentences[0]!), utterance, lastAsked ? [lastAsked.utterance] : [], state, await wordsOf(parser)) : undefined;
  if (carried) return { kind: 'programs', programs: carried.programs, ...(carried.about ? { about: carried.about } : {}) };
  const retry = sentences.length === 1 ? RETRY.exec(clean(sentences[0]!)) : null;
  if (retry && lastAsked && /\?\s*$/.test(lastAsked.utterance) && lastAsked.programs.length > 0 && lastAsked.programs.every((p) => p.action.name === 'say' || p.action.name === 'read')) {
    const choice = (retry[1] ?? retry[2] ?? '').trim();
    if (choice && !looksLikeInstruction(choice)) return { kind: 'parts', parts: [choice, lastAsked.utterance] };
  }
  // "The harbour one looks good. Book it.": a row named in a remark, then the row's control on "it" — one command.
  const lastSentence = sentences.length > 1 ? sentences[sentences.length - 1]! : undefined;
  const namedThenIt = lastSentence && sentences.slice(0, -1).every((x) => !looksLikeInstruction(clean(x))) ? rowControlPlan(clean(lastSentence), state, utterance, true) : undefined;
  if (namedThenIt) return { kind: 'programs', programs: namedThenIt };
  // Round 23: "The window cleaning one, I want to cancel it", "I've also got a contact lens check on
  // Tuesday, can you cancel that one": the same, the row named before the sentence's last comma.
  const oneSentence = sentences.length === 1 ? /^(.+),\s*([^,]+)$/.exec(clean(sentences[0]!)) : null;
  const namedThenItComma = oneSentence && !looksLikeInstruction(oneSentence[1]!) ? rowControlPlan(oneSentence[2]!, state, `${oneSentence[1]!}. ${oneSentence[2]!}`, true) : undefined;
  if (namedThenItComma) return { kind: 'programs', programs: namedThenItComma };
  const commands = turnCommands(sentences, state);
  if (commands.length > 1) return { kind: 'parts', parts: commands };
  // "The novel, not the handbook" on a list of two: the one the turn does not rule out.
  const notThat = otherThanNamed(clean(commands[0] ?? ''), state);
  if (notThat) return goToItem(notThat, state);
  const text = clean(commands[0] ?? '').replace(INSTEAD_OF, '').replace(IS_FINE, '$1');
  if (!text || isAcknowledgement(text)) return { kind: 'nothing', reply: 'Okay.' };
  // "The cordless one", "the paperback, not the ebook": the one listed item whose details (not its name) say that kind.
  const ofKind = itemOfKind(clean(commands[0] ?? ''), state);
  if (ofKind) return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ item: 1, description: str(ofKind) }) })] };
  // "Remove it from my watchlist" beside "✓ Watchlist": the button that shows it is there, pressed again.
  const onList = /^(?:take|remove|delete|drop)\s+(?:it|this|that|this one|that one)\s+(?:off|from|out of)\s+(?:my|the|our|your)\s+([\p{L}-]+)$/iu.exec(text);
  const ticked = onList ? [...new Set(state.page?.buttons ?? [])].filter((b) => /^[✓✔☑]/u.test(b) && stems(b).includes(stem(onList[1]!.toLowerCase()))) : [];
  if (ticked.length === 1) {
    const where = state.heading ? { in: query({ description: str(state.heading) }), nth: 1 } : {};
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(ticked[0]!), type: 'button', ...where }) })] };
  }

  // "Add the first two to compare", "save the top three": the command on each of them, in order.
  const firstN = /\bthe\s+(?:first|top)\s+(two|three|four|[2-4])\b(?:\s+ones)?/i.exec(text);
  if (firstN && looksLikeInstruction(text)) {
    const n = NUMBER_WORDS[firstN[1]!.toLowerCase()] ?? Number(firstN[1]);
    const each = ['first', 'second', 'third', 'fourth'].slice(0, n).map((o) => text.replace(firstN[0], `the ${o} one`));
    const plans = await Promise.all(each.map((u) => readTurn(u, { ...state, pending: undefined }, parser)));
    if (plans.every((p) => p.kind === 'programs')) return { kind: 'programs', programs: plans.flatMap((p) => (p as Extract<TurnPlan, { kind: 'programs' }>).programs) };
  }

  // "Type X in the box and apply it": the command, then the verb on what it acted on.
  const parts = text.split(AND_PRONOUN);
  if (parts.length === 2) {
    const plans = await Promise.all(parts.map((part) => readTurn(part, state, parser)));
    if (plans.every((p) => p.kind === 'programs')) {
      const ps = plans as Array<Extract<TurnPlan, { kind: 'programs' }>>;
      return { kind: 'programs', programs: ps.flatMap((p) => p.programs), values: Object.assign({}, ...ps.map((p) => p.values ?? {})) };
    }
  }

  // "Book that", "cancel the one on Saturday morning", "book court four at seven": the control every row repeats, in the row named or in focus.
  const inRow = rowControlPlan(text, state, utterance);
  if (inRow) return { kind: 'programs', programs: inRow };
  // "Okay, pick that" after a question about something (the flex fare): that thing.
  const taken = topicPlan(text, state);
  if (taken) return { kind: 'programs', programs: taken };
  // "Add that one too", "save this one as well": the control of that verb the turns before clicked ("Add to basket").
  const sameAgain = sameVerbAgain(utterance, text, state);
  if (sameAgain) return { kind: 'programs', programs: [sameAgain] };
  // "Two copies", "three of them", "hardcover, two of them" beside one menu of bare counts: that count.
  const onMenu = countOnMenu(text, state);
  if (onMenu) return { kind: 'programs', programs: onMenu };
  // "Just comedy", "only paperbacks" beside a link of exactly that name (a filter): that link.
  const onlyLink = ONLY_LINK.exec(text.trim());
  const exact = onlyLink ? [...new Set((state.page?.links ?? []).filter((l) => sameName(l, onlyLink[1]!)))] : [];
  if (exact.length === 1) return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(exact[0]!), type: 'link' }) })] };
  // "Add it", "put them in the basket", "save it to my wishlist": the page's one button that puts the thing there.
  const adding = addButton(text, state);
  if (adding) return { kind: 'programs', programs: [adding] };
  // "Can I see it on Saturday?": the value the question carries.
  const asked = askedValue(text);
  // "Can I get it in paperback?" where the page marks that choice as not to be had ("· Out of stock"): say so.
  const gone = asked ? unavailableOption(asked, state) : undefined;
  if (gone) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: gone })] };
  if (asked) return readTurn(asked, { ...state, pending: undefined }, parser);

  // "Close the video", "close that" in a tab of its own: the tab (its title names it, or it is the one opened last).
  const closing = /^close\s+(?:the|this|that|it)(?:\s+(.+))?$/i.exec(text.trim());
  const current = state.tabs.find((t) => t.current);
  if (closing && state.tabs.length > 1 && current && state.tabs.indexOf(current) > 0 && !/^(?:tab|window)$/i.test(closing[1] ?? '')) {
    const named = closing[1] ? stems(closing[1]) : [];
    if (!named.length || holds(`${current.title} ${state.heading ?? ''}`, named)) return { kind: 'programs', programs: [program({ kind: 'action', name: 'close_tab' })] };
  }
  // "Play the video" beside "Watch video": the control that says the same with another verb.
  const alike = sameActionOtherVerb(text, state);
  if (alike) return { kind: 'programs', programs: [alike] };
  // Tabs: "close this tab", "go back to the first tab", "switch to the other tab".
  if (CLOSE_TAB.test(text)) {
    if (state.tabs.length === 1) return { kind: 'ask', question: 'This is the only tab open. Should I leave it open?' };
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'close_tab' })] };
  }
  const tab = TAB_REF.exec(text);
  if (tab) {
    const index = tabIndex(tab[1]!.toLowerCase(), state);
    if (index === undefined) return { kind: 'ask', question: `Which tab do you mean? ${state.tabs.length === 1 ? 'Only one is open.' : `${state.tabs.length} are open.`}` };
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'switch_tab', index: index + 1 })] };
  }

  // Reading back: "what does it say now?" reads what the last action changed; "read me the total" reads it.
  if (RESULT_QUESTION.test(text)) {
    if (!state.changed.length) return { kind: 'ask', question: 'Nothing new appeared on the page. What should I read?' };
    // The texts are the page's own, observed after the last action: say them as they are.
    return { kind: 'programs', programs: state.changed.map((t) => program({ kind: 'action', name: 'say', text: t })) };
  }
  // Round 27: "how many appointments have I got left?": the page's own count sentence in its content (count-line.ts).
  const countLine = countLineAnswer(text, state);
  if (countLine) return { kind: 'programs', programs: countLine.programs };
  // Round 28: "what's the most kids we can bring?" (a bound the page states), "what's the smaller one cost?" (a size option), "what's included?" (src/parser/readback.ts).
  const readBack = boundAnswer(text, state) ?? optionAsked(text, state) ?? includedAnswer(text, state);
  if (readBack) return { kind: 'programs', programs: readBack.programs };
  // Round 27: "what days have you got?": every day link of the page, not the first (list-asked.ts).
  const days = daysListed(text, state);
  if (days) return { kind: 'programs', programs: days.programs };
  // Round 26: a question answered by a page of questions and answers (question headings over their answers: faq.ts).
  const faq = faqAnswer(text, utterance, state, await wordsOf(parser));
  if (faq) return { kind: 'programs', programs: faq.programs };
  // Round 25: a question answered from a table's row: the row named by its time or by words of its cells, rows by a condition (row-cells.ts).
  const rowCell = rowCellAnswer(text, utterance, state);
  if (rowCell) return { kind: 'programs', programs: rowCell.programs, ...(rowCell.about ? { about: rowCell.about } : {}) };
  // "Half nine then", "is nine o'clock free?", "the earliest afternoon slot", "the one after that": the page's times.
  // Round 20: "what's free on Thursday morning?" on a timetable of days: the same, on that day's slots.
  const dayView = slotDayView(text, state);
  const clock = (dayView && timeTurn(dayView.text, utterance, dayView.state)) ?? timeTurn(text, utterance, state);
  if (clock) return { kind: 'programs', programs: clock.programs, ...(clock.about ? { about: clock.about } : {}) };
  // "Dental check on Friday, at ten": the values, then the time on the page they lead to.
  const timed = trailingTime(text);
  if (timed && !(state.controls ?? []).some((c) => c.kind === 'time' || (c.options ?? []).some((o) => /\d:\d\d/.test(o)))) {
    const form = readForm(timed.before, state, false);
    if (form?.sure && !form.unplaced.length) return { kind: 'parts', parts: [timed.before, timed.time] };
  }
  // "And the reference?", "the total?": a noun said as a question is the value the page states for it.
  const bare = /\?\s*$/.test(utterance) ? /^(?:and\s+|what about\s+)?(?:the|my|our|your)\s+([\p{L} -]{2,30})$/iu.exec(text.trim()) : null;
  const bareFact = bare ? (factNamed(bare[1]!, state) ?? (state.texts ?? []).find((t) => t.split(/\s+/).length <= 6 && holdsWords(t, bare[1]!) && /\d/.test(t))) : undefined;
  if (bareFact) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: bareFact })] };
  // "Did it go through?", "is it booked?", "are we all set?": what the page says now (its heading and first statement).
  if (/^(?:did\s+(?:it|that|the\s+\w+)\s+(?:go through|work|succeed|get\s+(?:booked|placed|sent|through))|(?:is|was)\s+(?:it|that)\s+(?:done|booked|confirmed|successful|placed|sent|through)|has\s+(?:it|that)\s+(?:gone through|worked)|are\s+we\s+(?:done|booked|all set|confirmed))$/i.test(text.trim()) && state.heading) {
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: [state.heading, (state.texts ?? [])[0]].filter(Boolean).join(' ') })] };
  }
  // "What does the flex fare cost?", "how much is that altogether?", "what's my booking reference?": read it.
  const recent = state.executed.slice(-4).map((e) => clean(e.utterance.split(/(?<=[.!?])\s+/).pop() ?? ''));
  // Round 17: "what's the latest he has?": the slot or card the page ranks first by the measure asked.
  const most = mostOnPage(text, state);
  if (most) return most;
  // "Which of these has parking?": the page's cards that say it; "what colours does it come in?": the choice's options (page-items.ts).
  // Round 18 (before the cards: a state word is no word a card has): "so what's still booked?": the rows that state it (page-items.ts).
  const inState = rowsInState(text, state);
  if (inState) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: inState.said })], ...(inState.rows.length === 1 ? { about: query({ description: str(inState.rows[0]!.title) }) } : {}) };
  const having = cardsHaving(text, state);
  if (having) {
    const said = having.length === 1 ? having[0]! : `${having.slice(0, -1).join(', ')} and ${having[having.length - 1]}`;
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: said })], ...(having.length === 1 ? { about: query({ description: str(having[0]!) }) } : {}) };
  }
  const offered = optionsOffered(text, state) ?? optionAvailability(text, state) ?? personByPreposition(text, state);
  if (offered) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: offered })] };
  // Round 11: a question typed by the answer it wants and read from the page's statements (src/parser/questions.ts).
  const typed = pageQuestion(text, utterance, state, await wordsOf(parser));
  if (typed) return { kind: 'programs', programs: typed.programs, ...(typed.about ? { about: typed.about } : {}) };
  // "Who teaches it?", "how many refills are left on the X?", "which studio is it at?", "is there room
  // on the fifth?": the page's statement that answers it, by the kind of answer asked for.
  const answer = pageAnswer(text, state, /\?\s*$/.test(utterance));
  if (answer) return { kind: 'programs', programs: answer.programs, ...(answer.about ? { about: answer.about } : {}) };
  // "Which one's the cheapest?", "which one has free delivery?": the item's own words.
  const whichOne = whichItemAnswer(text, state);
  if (whichOne) return whichOne;
  // "Open her profile" after "who teaches it?": the link of the person the answer named.
  const person = personLink(text, state);
  if (person) return { kind: 'programs', programs: person };
  // (Round 18: "what about the second one?" on a page that lists items, after a question asked of an item
  // opened from it: that item, opened — the question was of an item's page, not of this list.)
  const aboutItem = /^(?:what|how)\s+about\s+(the\s+.+?)$/i.exec(text.trim());
  const here = currentUrl(state);
  const itemListed = !!aboutItem && ITEM_PHRASE_ONLY.test(aboutItem[1]!) && state.lists.some((l) => l.url === here && !l.bare && l.items.length > 1);
  const question = questionPlan(text, state) ?? (itemListed ? undefined : followUpQuestion(utterance, recent, state));
  if (question) return { kind: 'programs', programs: question.programs, ...(question.about ? { about: question.about } : {}) };
  // "Friday then. Will that be extra?": what the choice just made says about its price ("(+$5)").
  if (COSTS_EXTRA.test(text)) {
    const chosen = lastChoice(state);
    if (chosen) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: chosen })] };
  }
  // "What's it called?": the thing in view, by its heading.
  if (CALLED.test(text) && state.heading) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: state.heading })] };
  // "What's the second one?", "which is the last one?": that item of the list, read out.
  // Round 18: "which one's top of the list?", "what's at the bottom of the list?", "what's first on the list?": its first or last item.
  const edge = /^(?:what'?s|what is|which(?: one)?(?:'s| is))\s+(?:(?:at|on)\s+)?(?:the\s+)?(top|bottom|first|last)\s+(?:of|on|in)\s+the\s+(?:list|results?|page)$/i.exec(text.trim());
  if (edge) {
    const item = query({ item: /top|first/i.test(edge[1]!) ? 1 : 'last' });
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'read', element: item })], about: item };
  }
  const whichItem = /^(?:what'?s|what is|which(?: one)? is)\s+(the\s+.+?)$/i.exec(text);
  const itemAsked = whichItem ? itemSelectorIn(whichItem[1]!) : undefined;
  if (itemAsked && ITEM_PHRASE_ONLY.test(whichItem![1]!)) {
    const item = query({ item: itemAsked.selector });
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'read', element: item })], about: item };
  }
  const read = READ_REQUEST.exec(text);
  if (read) {
    const what = read[1]!.replace(/^the\s+/i, '').replace(/\s+(?:now|again|please|here|on (?:the|this) page)$/i, '')
      // "The total including shipping", "the price with fitting": the total is the thing read.
      .replace(/^(total|grand total|price|cost|amount)\s+(?:with|including|incl\.?|plus|after)\s+.+$/i, '$1');
    // "What's the delivery fee?": a text of the page that states it, said as it is.
    const fact = factNamed(what, state);
    if (fact) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: fact })] };
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'read', element: query({ description: str(what) }) })] };
  }
  // "Lowest price first", "sort them by latest", "Z to A": the sort control's option of that order.
  const ordered = sortOrder(text, state);
  if (ordered) return { kind: 'programs', programs: [ordered] };
  const sort = SORT_BY.exec(text);
  if (sort) {
    // The choice named by the key under the page's sort heading or label (a link, a radio, a dropdown's
    // option); the sentence parser's reading (a "Sort" dropdown) when there is none.
    const choice = program({ kind: 'action', name: 'click', element: query({ description: str(sort[1]!), below: query({ description: str('sort') }) }) });
    const parsed = await parser.parse(cap(text)).then(programsOf, () => undefined);
    return { kind: 'programs', programs: [choice], ...(parsed ? { otherwise: parsed } : {}) };
  }
  if (CHECKOUT.test(text)) return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str('checkout') }) })] };

  // Round 27: "go back to the home page": the site's link to its root, never the browser's Back (src/parser/said-refs.ts).
  const home = homePagePlan(text, state);
  if (home) return { kind: 'programs', programs: home };
  // History: "go back to the list", "go back", "go back to the scarf".
  if (BACK_TO_LIST.test(text)) {
    const here = currentUrl(state);
    // "The list", "the results": the list the user browsed from (one whose item they opened) before
    // any other list seen since (a help page's links, a spec sheet's rows); a page named otherwise
    // ("the menu") is the last list seen.
    // (Round 18: an item's page's own lists — its size links, which reload that page — are no list browsed from, and
    // the page in view with another query is the same page: "back to the list" from a product page whose size was
    // chosen is not that product page.)
    const browsed = (l: SeenList) => l.items.some((i) => i.url && !samePage(l.url, i.url) && state.opened.some((o) => o.url && samePage(o.url, i.url!)));
    const onItem = state.opened.some((o) => o.url && samePage(o.url, here));
    const others = [...state.lists].reverse().filter((l) => l.url !== here && !(onItem && samePage(l.url, here)));
    const generic = /\b(?:list|results?)\b/i.test(text);
    const list = (generic ? others.find(browsed) : undefined) ?? others[0] ?? lastList(state);
    if (!list) return { kind: 'ask', question: 'Which list do you mean? I have not seen one yet.' };
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: list.url })] };
  }
  // "Switch back to the small", "back to the blue one": a choice the page offers (a size, a colour) chosen again, not a page.
  const backTo = /^(?:go|get|switch|change it|change)?\s*back\s+to\s+(?:the\s+)?(.+?)(?:\s+one)?$/i.exec(text);
  if (backTo && offersChoice(backTo[1]!, state)) return readTurn(backTo[1]!, { ...state, pending: undefined }, parser);
  const named = BACK_TO_NAMED.exec(text);
  // "The tools page", "the start screen": the page is named by the words before.
  if (named && /\S\s+(?:page|screen|section)$/i.test(named[1]!)) named[1] = named[1]!.replace(/\s+(?:page|screen|section)$/i, '');
  // Or one of a kind a page lists in the plural ("the planter" beside a page "Planters", "the podcast" beside "Podcasts").
  const one = named?.[1]!.toLowerCase() ?? '';
  // (The items' own pages aside: "Linnet trough planter" is one of them.)
  const listing = (state.pages ?? []).filter((p) => !state.opened.some((o) => o.url && samePage(o.url, p.url)));
  const pluralOnly = /^[a-z]{3,}$/.test(one) && !/s$/.test(one) && listing.some((p) => new RegExp(String.raw`\b${one}e?s\b`, 'i').test(p.title)) && !listing.some((p) => new RegExp(String.raw`\b${one}\b`, 'i').test(p.title));
  // (Said in the singular, one of them: the item opened before the one in view, not the page that lists them.)
  const kindSeen = pluralOnly ? [...state.opened].reverse().find((o) => o.url && !samePage(o.url, currentUrl(state))) : undefined;
  if (kindSeen?.url) return goToItem({ ...kindSeen, url: kindSeen.url }, state);
  // A page visited before whose title is what the user calls it ("back to my bookings").
  const titled = named ? pageNamed(named[1]!, state, true) : undefined;
  if (titled) return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: titled })] };
  // By its name ("the scarf"), or by the kind of thing the site's search finds ("the film" on a
  // site whose search says "Search films"): the item opened last.
  const isKind = named && named[1]!.split(/\s+/).length === 1 && (searchTerms(`x ${named[1]}`, state.searchNames) === 'x' || pluralOnly);
  const seen = named && [...state.opened].reverse().find((o) => o.url && ((isKind && !samePage(o.url, currentUrl(state))) || containsWords(o.name, named[1]!)));
  if (seen?.url) return goToItem({ ...seen, url: seen.url }, state);
  const titledToo = named ? pageNamed(named[1]!, state, false) : undefined;
  if (titledToo) return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: titledToo })] };
  // "Back to the start screen", "back to the tools page": the page's link of that name (its header's "Start", "Tools").
  const linked = named ? linkNamed(named[1]!, state) : undefined;
  if (linked) return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(linked), type: 'link' }) })] };
  // "Back to shopping", "back to searching": a link so named, else the page before; never a box or a choice of this page.
  const backAt = /^(?:(?:go|get|take me|head|come)\s+)?back\s+to\s+(\p{L}+ing)$/iu.exec(text);
  if (backAt && !BACK_TO_LIST.test(text) && !offersChoice(backAt[1]!, state)) {
    const previous = [...state.visited].slice(0, -1).reverse().find((v) => !samePage(v, currentUrl(state)));
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(backAt[1]!), type: 'link' }) })], ...(previous ? { otherwise: [program({ kind: 'action', name: 'goto', url: previous })] } : {}) };
  }
  // "Never mind, take that off" after a filter: the page as it was before it (the same page, another query).
  if (UNDO.test(text)) {
    // After ticking a box ("organic only"): untick it.
    const ticked = state.executed[state.executed.length - 1]?.programs.map((p) => p.action).find((a) => a.name === 'check');
    if (ticked && 'element' in ticked) return { kind: 'programs', programs: [program({ kind: 'action', name: 'uncheck', element: ticked.element })] };
    const previous = state.visited[state.visited.length - 2];
    if (previous && samePage(previous, currentUrl(state)) && previous !== currentUrl(state)) return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: previous })] };
  }
  if (GO_BACK.test(text)) {
    // From an item's page, the page before it: not the same item with other choices made on it.
    const here = currentUrl(state);
    const onList = state.lists.some((l) => l.url === here && !l.bare);
    const previous = [...state.visited].slice(0, -1).reverse().find((v) => onList || !samePage(v, here));
    if (!previous) return { kind: 'ask', question: 'There is no previous page to go back to.' };
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'goto', url: previous })] };
  }

  // "the first one we just opened": among the items opened, in the order they were opened.
  const openedOrdinal = OPENED_ORDINAL.exec(text);
  if (openedOrdinal) {
    const seen = distinctOpened(state);
    const w = openedOrdinal[1]!.toLowerCase();
    const target = w === 'last' ? seen[seen.length - 1] : seen[ORDINALS[w]! - 1];
    if (!target?.url) return { kind: 'ask', question: `Which one do you mean? ${seen.length ? `We opened ${seen.map((o) => `"${o.name.slice(0, 40)}"`).join(', ')}.` : 'We have not opened any yet.'}` };
    return goToItem({ ...target, url: target.url }, state);
  }
  // (Round 18: "open that order" where the page's list shows one item of that word: it — src/parser/nav-links.ts.)
  const thatNoun = thatNounItem(text, state);
  if (thatNoun) return goToItem({ name: thatNoun.name, title: thatNoun.name, url: thatNoun.url }, state);
  // (Round 18: "that one." where a search or a filter left one result: that result, as "open it".)
  const thatOnly = THAT_ONE.test(text) ? onlyResult(state) : undefined;
  if (thatOnly) return goToItem({ name: thatOnly.title, title: thatOnly.title, url: thatOnly.url }, state);
  if (THAT_ONE.test(text)) return { kind: 'ask', question: 'Which one do you mean? Say its name or where it is (the first one, the one on the right).' };

  // "The other nonstop one": another item the list shows with those words (a property, said before "one").
  const otherKind = /\bthe other\s+(?!one\b)(.+?)\s+ones?\b/i.exec(text);
  const otherItem = otherKind ? otherWith(otherKind[1]!, state) : undefined;
  if (otherItem) return goToItem(otherItem, state, true);

  // "the one we just opened", "the other one".
  const history = HISTORY_REF.exec(text);
  if (history) {
    const here = currentUrl(state);
    const ref = history[0].toLowerCase();
    let target: SeenItem | undefined;
    if (/other|previous/.test(ref)) {
      // Other than the item in focus: the page shown when it is an item, else the item opened last
      // ("book it", "cancel it", then "the other one").
      // On a page of results (the list a department link opened is no item in view), the items of its list.
      const hereList = state.lists.find((l) => l.url === here && !l.bare && l.items.length >= 2);
      const inHere = (o: SeenItem) => !hereList || hereList.items.some((i) => samePage(i.url, o.url));
      const focus = !hereList && state.opened.some((o) => samePage(o.url, here)) ? here : ([...state.opened].reverse().find(inHere)?.url ?? here);
      // Of the list the item in focus is of (a department page opened from the home page is no other one).
      const focusList = hereList ?? [...state.lists].reverse().find((l) => !l.bare && l.items.some((i) => samePage(i.url, focus)));
      const inList = (o: SeenItem) => !focusList || focusList.items.some((i) => samePage(i.url, o.url));
      target = [...state.opened].reverse().find((o) => !samePage(o.url, focus) && inList(o));
      // Nothing else opened: of the list the item in focus came from, when it has two, the other.
      const list = [...state.lists].reverse().find((l) => l.items.some((i) => samePage(i.url, focus))) ?? lastList(state);
      if (!target && list?.items.length === 2) target = list.items.find((i) => i.url && !samePage(i.url, focus));
      // On a list of two where the last turn acted inside one of them ("put the cheaper one on my wishlist"): the other of the two.
      const actedIn = hereList?.items.length === 2 ? itemActedIn(state, hereList.items) : undefined;
      if (actedIn !== undefined) target = hereList!.items[1 - actedIn];
      // Round 27: none yet ("now the other one from that list" on the bag): the list browsed from, its one item not opened (src/parser/said-refs.ts).
      if (!target?.url) target = otherFromList(state);
    } else target = state.opened[state.opened.length - 1];
    if (!target?.url) return { kind: 'ask', question: `Which one do you mean by "${history[0]}"?` };
    // "And the other one as well" after "put the cheaper one on my wishlist", on the list: the same control in the other item.
    const onThisList = state.lists.some((l) => l.url === here && !l.bare && l.items.some((i) => samePage(i.url, target!.url)));
    const more = onThisList && MORE_OF_THE_SAME.test(utterance) ? ellipsisPlan(utterance, query({ item: 1, description: str(target.name) }), state) : undefined;
    if (more?.every((p) => 'element' in p.action && p.action.element.in)) return { kind: 'programs', programs: more };
    return goToItem({ ...target, url: target.url }, state, /other|previous/.test(ref));
  }

  // "Open it", "click on it" on a page that lists one result: that result.
  if (OPEN_IT.test(text) && state.lists.find((l) => l.url === currentUrl(state))?.items.length === 1) {
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ item: 1 }) })] };
  }
  // Round 16: the one result left where the page's main list is something else (its footer): the row linking where the list it narrowed linked (src/parser/only-result.ts).
  const only = OPEN_IT.test(text) ? onlyResult(state) : undefined;
  if (only) return goToItem({ name: only.title, title: only.title, url: only.url }, state);

  // "The next one": the item after the one in focus (the one opened last), in the list it came from.
  if (NEXT_ONE.test(text)) {
    const focus = state.opened[state.opened.length - 1];
    const list = focus && [...state.lists].reverse().find((l) => l.items.some((i) => samePage(i.url, focus.url)));
    const at = list ? list.items.findIndex((i) => samePage(i.url, focus!.url)) : -1;
    const next = list?.items[at + 1];
    if (next?.url) return goToItem({ ...next, url: next.url }, state);
    if (at >= 0) return { kind: 'ask', question: 'That was the last one in the list. Which one do you mean?' };
  }

  // "The eighth", "the third of December, for two", "okay, the week after": a day the page's date choices offer.
  const day = dayTurn(text, state);
  if (day) return { kind: 'programs', programs: day };
  // "The bigger bottle", "the smallest pack": the option of most (least) of a menu of sizes.
  const sized = comparativeOption(text, state);
  if (sized) return { kind: 'programs', programs: [sized] };

  // Ordinals and positions among repeated items.
  // "The 4K one", "the office one": the item of this page's list that the words pick out.
  const ranked = /\bthe\s+[a-z]+(?:est|er\s+one)\b/i.test(text) ? rankedItem(text, state) : undefined;
  const item = itemSelectorIn(text) ?? namedOne(text, state) ?? oneWith(text, state) ?? (ranked ? { selector: ranked } : undefined);
  if (item) {
    const here = currentUrl(state);
    // The list is on another page (we opened one of its items): go to the item it lists. A page
    // opened from a list whose own list is bare links (its footer) is not a list the user means.
    const hereList = state.lists.find((l) => l.url === here);
    const browsedFrom = [...state.lists].reverse().find((l) => l.url !== here && l.items.some((i) => samePage(i.url, here)));
    const onList = !!hereList && !(hereList.bare && browsedFrom);
    const list = onList ? lastList(state) : (browsedFrom ?? lastList(state));
    if (list && !onList && (typeof item.selector === 'number' || item.selector === 'last')) {
      const at = item.selector === 'last' ? list.items.length - 1 : item.selector - 1;
      const seen = list.items[at];
      if (seen?.url) return goToItem({ ...seen, url: seen.url }, state);
    }
    // "Open the second one": the item itself; "Remove the second one", "Show the second one on the
    // map": the control in that item that the verb and its words name.
    const verb = text.split(/\s+/)[0]!.toLowerCase();
    const itemQuery = query({ item: item.selector, ...(item.noun ? { description: str(item.noun) } : {}) });
    // "And the one on the right too" after "Save the one in the middle": the same control in that item.
    const more = looksLikeInstruction(text) ? undefined : ellipsisPlan(utterance, itemQuery, state);
    if (more) return { kind: 'programs', programs: more };
    if (VERBS.has(verb) && !OPEN_VERBS.test(text)) {
      const control = text.replace(ITEM_PHRASE, ' ').replace(/\b(?:the|a|an)\b/gi, ' ').replace(/\s+/g, ' ').trim();
      return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(control), in: itemQuery }) })] };
    }
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: itemQuery })] };
  }

  // "Search winter jacket": the words go into the page's search field, then the search runs.
  // "I need a car from the airport", "we'd like to fly to Denver on May 2nd": a search when the
  // page's search form takes every value said.
  // "Put in my name, Jonah Pell, and my number 555-0142", "book it for Tomás Herrera, email …": the fields, then the form's button.
  const counted = rowCount(text, state);
  if (counted) return { kind: 'programs', programs: counted };
  const fields = fieldsStated(text, state);
  if (fields) return { kind: 'programs', programs: fields };
  // "I'll pick it up at Harbor Point on Friday": the values, each in the control of the page that takes it.
  const will = WILL_LEAD.exec(text);
  const willForm = will ? readForm(text.slice(will[0].length), state, false) : undefined;
  if (willForm && !willForm.unplaced.length) return { kind: 'programs', programs: willForm.programs };
  const need = NEED.exec(text);
  if (need) {
    // On this page only: "go to my trips" is no search on the page of the search form seen before.
    const form = readForm((need[1] ?? need[2])!, state, true);
    if (form && !form.unplaced.length) return { kind: 'programs', programs: form.programs };
  }
  // "Check flights from Boston to Denver", "show me everything in Old Town": a search when the
  // page's search form (or the one seen last) takes every value said, by its fields' names.
  const looks = SEARCH_LIKE.exec(text);
  if (looks) {
    const form = searchReading(looks[1]!, state, true);
    if (form && !form.unplaced.length) return { kind: 'programs', programs: form.programs };
  }
  const search = SEARCH.exec(text);
  if (search && !/^(?:the|a|an)\s+(?:button|link|field|box)\b/i.test(search[1]!)) {
    // "a place in Eastside, can you search that": the request after the words is no search word.
    const said = search[1]!.replace(SEARCH_THAT, '');
    // A search form of several fields ("flights from Boston to Denver for two"): each value in the
    // control the page names for it, then the form's button; a value that fits no field asks.
    const form = searchReading(said, state, false);
    if (form) {
      if (form.unplaced.length) return { kind: 'ask', question: `Which field should "${form.unplaced[0]}" go in?` };
      return { kind: 'programs', programs: form.programs };
    }
    // (Round 18: "search guitar again, would you?", "look for somewhere Mexican": a tag question, "again" and
    // "somewhere" / "something" are no search words.)
    const bare = said.replace(SEARCH_TAG, '').replace(/^(?:somewhere|someplace|something|anything|anywhere|a place|places)\s+(?=\S)/i, '');
    const words = searchTerms(bare.replace(/^["“']|["”']$/g, '').replace(/^[Aa]ny\s+/, '').replace(LEADING_ARTICLE, '').trim(), state.searchNames);
    const enterSearch = program({ kind: 'action', name: 'enter', text: variable('search'), element: query({ type: 'input' }) });
    // On a page without a search box: back to the page with the search form seen last.
    const away = awayFromSearch(state);
    return {
      kind: 'programs',
      values: { search: words },
      programs: [
        ...away,
        // The field: one named for searching, else the page's text field (the executor's fallback
        // reading of a nameless field); the button: the one beside that field ("Search", "Find jobs", "Go").
        enterSearch,
        searchButton(state, away.length > 0),
      ],
      // A search box without a button of its own: Enter submits it.
      otherwise: [...away, enterSearch, program({ kind: 'action', name: 'press', key: 'Enter', count: 1 })],
    };
  }

  // "Check nonstop only", "tick the newsletter box", "add GPS": a checkbox of the page whose label says it.
  const box = checkboxNamed(text, state) ?? serviceBox(text, state);
  if (box) return { kind: 'programs', programs: [box] };
  // "Add two", "put one in the basket", "add one of these": of the one result listed, or of the item in view.
  const addCount = ADD_COUNT.exec(text);
  if (addCount) {
    const n = NUMBER_WORDS[addCount[2]!.toLowerCase()] ?? (Number(addCount[2]) || 1);
    const hereList = state.lists.find((l) => l.url === currentUrl(state) && !l.bare);
    // Of several, the one the page is about: the items that hold a word of its heading ("Results for “eggs”"), when that is one.
    const headingWords = (state.heading ?? '').split(/[^\p{L}\p{N}]+/u).filter((w) => stems(w).length === 1);
    const about = hereList && hereList.items.length > 1 ? headingWords.filter((w) => hereList.items.filter((i) => holds(i.name, stems(w))).length === 1) : [];
    if (hereList?.items.length === 1 || about.length === 1) {
      const item = query({ item: 1, ...(about.length === 1 ? { description: str(about[0]!) } : {}) });
      return { kind: 'programs', programs: [...(n > 1 && hasCountMenu(state) ? [selectCount(n, item)] : []), program({ kind: 'action', name: 'click', element: query({ description: str('add'), in: item }) })] };
    }
    if (!hereList) {
      const add = await readTurn(`${addCount[1]} it`, state, parser);
      const count = n > 1 ? readForm(String(n), state, false) : undefined;
      if (add.kind === 'programs') return { ...add, programs: [...(count?.sure ? count.programs : []), ...add.programs] };
    }
  }
  // "Reorder the clay", "renew the Spanish course": a verb that names a control the rows have, in the row named.
  const rowControl = rowAction(text, state);
  if (rowControl) return { kind: 'programs', programs: [rowControl] };
  // An item named on a list whose rows have their own buttons: "add the pad thai", "cancel the Kyoto one",
  // "two salmon nigiri" (a count: that many times).
  const rowPlan = looksLikeInstruction(text) && !ROW_VERB.test(text) ? undefined : namedRow(text, state);
  // "And the oat milk as well" after "add the first one": the same control in the row named.
  const rowOpen = rowPlan?.kind === 'programs' && rowPlan.programs.length === 1 ? rowPlan.programs[0]!.action : undefined;
  const again = rowOpen && 'element' in rowOpen && rowOpen.element.item !== undefined && !rowOpen.element.in ? ellipsisPlan(utterance, rowOpen.element, state) : undefined;
  if (again) return { kind: 'programs', programs: again };
  if (rowPlan) return rowPlan;
  // Round 17: "cancel my Olive Tree booking" on a page that lists no booking: the site's page of the user's bookings first, then the same command there.
  const listPage = listOfMine(text, state);
  if (listPage) return { kind: 'parts', parts: [`go to ${listPage}`, text] };

  // "Show me the reviews", "open my trips", "see the basket": the link or tab of that name.
  const show = SHOW.exec(text);
  if (show) show[1] = show[1]!.replace(/^what'?s (?:in|on) (?:the |my |our )?/i, '');
  if (show && !PRONOUN.test(show[1]!) && !NEXT_ONE.test(text)) {
    // A page to go to is a link's ("Basket (4)"), before a button that does something with it ("Add to basket");
    // a choice of the page's controls ("see the evening ones": a radio) is no page.
    const said = /^only\b/i.test(show[1]!) ? (oneValue(show[1]!) ?? show[1]!) : show[1]!;
    // "The cold and flu section" for a link "Cold & flu": the page's own name for it.
    // "The science books" beside "Search books": the words that name the kind of thing the site lists go ("science").
    const target = pageThingNamed(said, state) ?? withoutKindWords(said, state);
    const want = stems(target);
    const choice = (state.controls ?? []).some((c) => c.kind !== 'text' && [c.label, ...(c.options ?? [])].some((o) => want.some((w) => holds(o, [w]))));
    const click = program({ kind: 'action', name: 'click', element: query({ description: str(target), ...(choice ? {} : { type: 'link' as const }) }) });
    const parsed = await parser.parse(cap(text)).then(programsOf, () => undefined);
    // "Go to 127.0.0.1:8321": an address is the parser's.
    if (parsed?.length === 1 && parsed[0]!.action.name === 'goto') return { kind: 'programs', programs: parsed };
    return { kind: 'programs', programs: [click], ...(parsed ? { otherwise: parsed } : {}) };
  }

  // A verb on "it"/"that one": the thing in view; "Add it to the cart" → "Add to the cart".
  // The verb and what follows name the control ("Add to cart", "Buy"), possessives and articles aside.
  // "Add to basket" is "add it to the basket".
  const pronoun = PRONOUN_OBJECT.exec(text.replace(/^add to\b/i, 'add it to'));
  if (pronoun && VERBS.has(pronoun[1]!.toLowerCase()) && !OPEN_VERBS.test(text) && !VALUE_LEAD.test(text)) {
    const name = `${pronoun[1]} ${pronoun[2]!.replace(/\b(?:the|my|your|our|a|an)\s+/gi, '')}`.trim();
    // The control is the one for the thing in view: in the part of the page its heading heads (not a
    // footer's "Add your restaurant").
    const inView = state.heading ? { in: query({ description: str(state.heading) }) } : {};
    const click = (description: string, where = {}) => program({ kind: 'action', name: 'click', element: query({ description: str(description), ...where }) });
    // "Book it", "send it" on a page with a form whose button the verb names ("Book and pay", "Send request"): that button.
    const submit = pronoun[2] ? undefined : formSubmitFor(pronoun[1]!, state);
    if (submit) return { kind: 'programs', programs: [click(submit, { type: 'button' })], otherwise: [click(name, inView)] };
    // "Buy it": a "Buy" button, else the usual first step of buying on a shop ("Add to cart / basket / bag");
    // "book it": a "Book" button, else "Reserve" (and the other way round).
    const other = ALSO_MEANS[name.toLowerCase()];
    // A bare verb ("book it") names an action: a button of that name before a link holding the word ("My bookings").
    if (other) return { kind: 'programs', programs: [name.includes(' ') ? click(name) : click(name, { type: 'button' })], otherwise: [click(other, inView)] };
    return { kind: 'programs', programs: [click(name, inView)] };
  }
  // "Place a hold on it", "Write a review for that one": the pronoun is the thing in view.
  const instruction = text.replace(/\s+(?:on|for|to|with|of|in|about)\s+(?:it|that|this|that one|this one|them)$/i, '');

  // "Don't substitute", "no substitutes for this one": the option that says no to it.
  const refused = negatedChoice(instruction, state);
  if (refused) return { kind: 'programs', programs: refused };
  // "Take off the price limit", "no GPS": the control named goes back to its option that sets nothing, a box is unticked.
  const off = takeOff(instruction, state);
  if (off) return { kind: 'programs', programs: off };
  // Value-only turns: "under twenty dollars", "size medium", "green", "can I get it in red?", "the blue one",
  // several at once ("standard room, one guest").
  // "There's four of us", "for two", "just me": a count of people.
  const people = PEOPLE.exec(instruction);
  if (people) {
    const n = people.slice(1).find(Boolean);
    const count = n ? (NUMBER_WORDS[n.toLowerCase()] ?? Number(n)) : 1;
    return { kind: 'programs', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(`${count} guests`) }) })], otherwise: [program({ kind: 'action', name: 'click', element: query({ description: str(`${count} people`) }) })] };
  }
  // "He's seventy-two", "she's 23": an age, the option of the page's age menu whose range holds it.
  const age = ageChoice(instruction, state);
  if (age) return { kind: 'programs', programs: age };
  // "The driver is Dana Reyes", "her email is …", "… is his email": a value stated for a field goes
  // into the field of that name, as written; when no field is sure, the value-only reading below.
  // "The driver's name is Omar Haddad, he's 23": the age is a second value, for its own control.
  const second = /^(.+?),\s+((?:he|she|they|i)(?:['’]s|['’]m|['’]re| is| am| are)\s+.+)$/i.exec(instruction);
  const then = second ? ageChoice(second[2]!, state) : undefined;
  // "The reason is a sore knee": a text box for words of one's own (a "Reason" or "Notes" box) takes them all.
  const free = freeTextValue(instruction, state);
  if (free) return { kind: 'programs', programs: [program({ kind: 'action', name: 'enter', text: literal(free.value), element: query({ description: str(free.field), type: 'input' }) })] };
  const stated = fieldValue(then ? second![1]! : instruction);
  // "Picking up on the twelfth", "leaving from Central Station": the values after what they are for.
  const valueText = instruction.replace(GERUND_LEAD, '');
  // "Is it food safe?", "does it have a lid?": a question is no value to click ("how about the blue one?" is).
  const asking = (/\?\s*$/.test(utterance) && /^(?:is|are|does|do|did|was|were|has|have|who|what|which|when|where|why|how)\b(?!\s+about\b)/i.test(instruction))
    // "Back to shopping": a way back to a page, never a choice of this one.
    || /^(?:(?:go|get|take me|head|come)\s+)?back\s+to\b/i.test(instruction);
  const values = asking ? undefined : valueOnly(valueText);
  // "Wednesday" where the page marks that choice as not to be had (fully booked, sold out): say so.
  const unavailable = values?.length === 1 ? unavailableOption(values[0]!, state) : undefined;
  if (unavailable) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: unavailable })] };
  if (stated) {
    const enter = program({ kind: 'action', name: 'enter', text: literal(stated.value), element: query({ description: str(stated.field), type: 'input' }) });
    if (then) return { kind: 'programs', programs: [enter, ...then] };
    // A box that is a form of its own with its button ("Promo code" and "Apply"): the button takes the value.
    const own = loneBoxButton(stated.field, state);
    if (own) return { kind: 'programs', programs: [enter, program({ kind: 'action', name: 'click', element: query({ description: str(own), type: 'button' }) })] };
    const click = program({ kind: 'action', name: 'click', element: query({ description: str(values?.[0] ?? instruction) }) });
    return { kind: 'programs', programs: [enter], otherwise: [click] };
  }
  if (values) {
    const click = (v: string) => program({ kind: 'action', name: 'click', element: query({ description: str(v) }) });
    // "Medium spicy" on a "Spice level" dropdown: when the two words find nothing sure, the first is the choice.
    const [first, second, ...more] = values.length === 1 ? values[0]!.split(/\s+/) : [];
    const firstWord = first && second && !more.length && !/\d/.test(values[0]!) ? [click(first)] : undefined;
    // When the choice named finds nothing sure: the same values read against the page's controls.
    // Without its spoken lead-in ("make it two" is "two").
    const led = valueText.replace(VALUE_LEAD, '').trim();
    const form = readForm(led || valueText, state, false) ?? (led ? readForm(valueText, state, false) : undefined);
    const formFits = form && !form.unplaced.length ? form.programs : undefined;
    // "Full protection" on a "Protection" group offering "Full": the option of the control named, before the words as one name.
    // "Oh wait, three adults" on a results page whose search form applies on its button: the search again.
    const again = formFits && form!.sure ? searchAgain(form!, state) : [];
    if (formFits && form!.sure) return { kind: 'programs', programs: [...formFits, ...again], otherwise: [...values.map(click), ...again] };
    // "Only beginner classes": a filter turned on is the one box whose label shares the words.
    const onlyBox = /^(?:only|just)\b/i.test(instruction) && !/\d/.test(spokenNumbers(led)) && form?.placed?.length === 1 && form.placed[0]!.kind === 'checkbox' && (state.controls ?? []).filter((c) => c.kind === 'checkbox' && stems(c.label).some((w) => stems(valueText).includes(w))).length === 1;
    if (formFits && onlyBox) return { kind: 'programs', programs: formFits, otherwise: values.map(click) };
    // "Email sam@example.org": a text field named by the turn takes the value beside its name, before the first word alone.
    const other = values.length > 1 ? undefined : ((formFits?.every((x) => x.action.name === 'enter') ? formFits : undefined) ?? firstWord ?? formFits);
    return { kind: 'programs', programs: values.map(click), ...(other ? { otherwise: other } : {}) };
  }
  // "Book two seats for the twelfth", "get me the large one in blue": a verb, then values the page's
  // controls all take for sure; then the button of their form that the verb names, when there is one.
  const verbValues = VERB_BEFORE_VALUES.exec(instruction);
  const verbForm = verbValues ? readForm(instruction.slice(verbValues[0].length), state, false) : undefined;
  if (verbForm?.sure && !verbForm.unplaced.length) {
    const button = formSubmitFor(verbValues![1]!.split(/\s+/)[0]!, state, verbForm.placed?.[0]?.form);
    return { kind: 'programs', programs: [...verbForm.programs, ...(button ? [program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })] : [])] };
  }
  // A question no rule above read ("does it need batteries?"): the page's statement that shares most of its words.
  const looked = lookup(text, state, /\?\s*$/.test(utterance));
  if (looked) return { kind: 'programs', programs: looked.programs };
  // A longer turn of values that the page's controls take for sure ("same store, Saturday, and text me
  // at 555-0199 when it's ready"): each into its control.
  const sureForm = /^(?:(?:go|get|take me|head|come)\s+)?back\s+to\b/i.test(instruction) ? undefined : readForm(valueText, state, false);
  if (sureForm?.sure && !sureForm.unplaced.length) return { kind: 'programs', programs: sureForm.programs };
  const words = instruction.split(/\s+/);

  let parsed: Program[] | undefined;
  try {
    parsed = programsOf(await parser.parse(cap(instruction)));
  } catch {
    parsed = undefined;
  }
  // A short command may be the very name of a button ("Add to cart", "Place hold"): that reading first.
  if (words.length <= 4 && !(parsed?.length === 1 && parsed[0]!.action.name === 'goto')) {
    const literal = program({ kind: 'action', name: 'click', element: query({ description: str(instruction) }) });
    return { kind: 'programs', programs: [literal], ...(parsed ? { otherwise: parsed } : {}) };
  }
  // Round 18: "I need some flowers for my mum's birthday" read as a note, on a page whose one link is named by its words ("Birthday"): that link.
  const needed = !parsed || parsed.every((p) => p.action.name === 'note') ? needLink(instruction, state) : undefined;
  if (needed) return { kind: 'programs', programs: needed, ...(parsed ? { otherwise: parsed } : {}) };
  if (parsed) return { kind: 'programs', programs: parsed };
  return { kind: 'ask', question: `Sorry, I do not know how to do "${text}". Could you say it another way?` };
}

/** "the science books" → "science" beside a search for books (`searchNames`); the words as said when that leaves nothing. */
function withoutKindWords(said: string, state: DialogueState): string {
  const bare = said.replace(/^(?:the|my|our|your|all(?: the)?)\s+/i, '');
  const left = searchTerms(bare, state.searchNames);
  return left && left !== bare && left.split(/\s+/).length < bare.split(/\s+/).length ? left : said;
}

/** Words that name the kind of place a link leads to, not the place ("the allergy section", "the basket page"). */
const PLACE_NOUN = /\s+(?:section|page|department|dept|category|aisle|area|tab|list|screen)$/i;
/** A name as compared: lower case, "&" as "and", punctuation and the place noun aside. */
const asName = (s: string): string => s.toLowerCase().replace(/&/g, ' and ').replace(/[^\p{L}\p{N}\s]/gu, ' ').replace(/\s+/g, ' ').trim().replace(PLACE_NOUN, '');

/**
 * The title of a row of the page (a link of a list: a department, a category) that the user names
 * in other words: "&" said as "and", a place noun after it ("the cold and flu section" → "Cold &
 * flu"). Undefined when no row or several are so named.
 */
function pageThingNamed(said: string, state: DialogueState): string | undefined {
  const want = asName(said.replace(/^(?:the|my|our|your)\s+/i, ''));
  if (!want) return undefined;
  const titles = [...new Set(state.rows.map((r) => r.title))].filter((t) => asName(t) === want);
  return titles.length === 1 && titles[0] !== said ? titles[0] : undefined;
}

/**
 * "Which one's the cheapest?", "which hotel has the best rating?", "which one has free delivery?",
 * "what's the cheapest one?": the item of the current page's list the question picks out (by what
 * each item shows, by its place, by its words), said by its words as the list shows them (read
 * from the page when the state does not know them). Undefined when the text asks no such question.
 */
function whichItemAnswer(text: string, state: DialogueState): TurnPlan | undefined {
  // (Round 28: "which of those is cheaper?", "which of the two is bigger?": one of the items in view, as "which one".)
  const whichItem = /^which(?: one| ones|\s+of\s+(?:those|these|them|the two|the\s+\p{L}+s)|\s+(?!is\b|are\b|has\b|have\b|of\b)[a-z]+)?(?:'s| is| are| has| have| comes with| offers| gets)\s+(.+)$/iu.exec(text);
  const said = whichItem?.[1]!.replace(/^(?:the|a|an)\s+/i, '').replace(/^(?:for|with|in|on|at|by|from)\s+(?:the\s+)?/i, '').replace(/\s+one$/i, '');
  // (Round 27: "what's the most expensive one?", "the least expensive one": a superlative of two words too.)
  const whatItem = /^what(?:'s| is)\s+(the\s+(?:(?:most|least)\s+)?\S+\s+one)$/i.exec(text)?.[1];
  if (!said && !whatItem) return undefined;
  // Ranked by what each item shows first ("the cheapest": its price; "the best rated": its rating).
  const ranked = rankedItem(`the ${said ?? whatItem}`, state);
  // No list of items states the measure: the page's cards, or its links (time slots), that do (measures.ts).
  const named = ranked === undefined ? rankedName(`the ${said ?? whatItem}`, state) : undefined;
  if (named) return { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: named })], about: query({ description: str(named) }) };
  const asItem = (ranked ? { selector: ranked } : undefined) ?? (said ? (itemSelectorIn(`the ${said} one`) ?? namedOne(`the ${said} one`, state)) : itemSelectorIn(whatItem!));
  if (!asItem) return undefined;
  const item = query({ item: asItem.selector, ...(asItem.noun ? { description: str(asItem.noun) } : {}) });
  const listed = typeof asItem.selector === 'number' && !asItem.noun ? listedItems(state)[asItem.selector - 1] : undefined;
  return { kind: 'programs', programs: [program(listed ? { kind: 'action', name: 'say', text: listed.name } : { kind: 'action', name: 'read', element: item })], about: item };
}

/**
 * "What's the latest he has?", "what's the earliest one?", "what's the cheapest?": a superlative
 * of what the page offers, when no list of items states the measure (then the item rules read it):
 * the card or the slot the page's own structure ranks first (measures.ts `rankedName`), said by its
 * name. Undefined when the text asks no such question or the page ranks nothing.
 */
function mostOnPage(text: string, state: DialogueState): TurnPlan | undefined {
  const m = /^what(?:'s| is| are)\s+(the\s+\p{L}+est)(?:\s+(?:one|slot|time|appointment|option)s?)?(?:\s+(?:he|she|they|you)(?:\s+(?:has|have|has got|have got|got|offers?|can do)|['’]s got|['’]ve got))?(?:\s+on\s+(?:the\s+)?((?:mon|tues|wednes|thurs|fri|satur|sun)day))?$/iu.exec(text.trim());
  if (!m || rankedItem(m[1]!, state) !== undefined) return undefined;
  // "… on Monday": only on a page that shows that day (its words stated, not a link to it).
  if (m[2]) {
    const day = m[2].toLowerCase().slice(0, 3);
    const says = (t: string): boolean => new RegExp(`\\b${day}`, 'i').test(t);
    const links = state.page?.links ?? [];
    // Another day than the one shown: no slot of this page answers it (nothing unrelated is read out).
    if (![...(state.texts ?? []), state.heading ?? ''].some((t) => says(t) && !links.includes(t)) || links.some(says)) return rankedName(m[1]!, state) ? { kind: 'nothing', reply: `I could not find that on this page: it does not show ${m[2]}.` } : undefined;
  }
  const named = rankedName(m[1]!, state);
  return named ? { kind: 'programs', programs: [program({ kind: 'action', name: 'say', text: named })], about: query({ description: str(named) }) } : undefined;
}

/** "The bigger bottle", "the smaller one", "the largest pack", "more tablets". */
const COMPARATIVE = /^(?:(?:i'?ll take|let'?s (?:do|get|go with)|go with|get|take|make it)\s+)?(?:the\s+|a\s+)?(bigger|larger|biggest|largest|smaller|smallest|more|fewer|less|most|fewest|least)(?:\s+(?!than\b)[\p{L}-]+)?(?:\s+one)?$/iu;

/**
 * The option a comparative names among sizes: of the page's dropdowns and radio groups whose
 * options each state a number with a unit ("100 mL · $6.49", "250 mL · $9.99"; prices, dates and
 * bare counts aside), the one option of the largest (or smallest) number. Undefined when no such
 * control is on the page, or several are.
 */
function comparativeOption(text: string, state: DialogueState): Program | undefined {
  const m = COMPARATIVE.exec(text.trim());
  if (!m) return undefined;
  const most = /^(?:bigger|larger|biggest|largest|more|most)$/i.test(m[1]!);
  const sizes = (state.controls ?? []).filter((c) => (c.kind === 'select' || c.kind === 'radio') && !countsOnly(c.options ?? [])).map((c) => {
    const amounts = (c.options ?? []).map((o) => {
      const n = /(\d+(?:\.\d+)?)\s*([\p{L}]+)/u.exec(o.replace(/\(?[+]?[$€£]\s?\d[\d,.]*\)?/g, ' '));
      return n && !optionDay(o) ? { o, n: Number(n[1]), unit: token(n[2]!) } : undefined;
    });
    return { c, amounts };
  }).filter(({ amounts }) => amounts.length >= 2 && amounts.every((a) => a && a.unit === amounts[0]!.unit));
  // Round 28: options of sizes in several units ("9cm pot — £3.50", "1 litre pot — £6.00"): the one menu's option by the price each states (readback.ts).
  if (!sizes.length) {
    const byPrice = sizeOption(state, most);
    return byPrice ? chooseProgram(byPrice.control, byPrice.option) : undefined;
  }
  if (sizes.length !== 1) return undefined;
  const { c, amounts } = sizes[0]!;
  const ranked = (amounts as Array<{ o: string; n: number }>).sort((a, b) => (most ? b.n - a.n : a.n - b.n));
  if (ranked[0]!.n === ranked[1]!.n) return undefined;
  const option = ranked[0]!.o;
  return chooseProgram(c, option);
}

/**
 * A turn that names a day the page offers among its date choices ("the eighth", "the third of
 * December", "the fifteenth, two people"; "the week after" a day said in a recent turn): that
 * option, with the turn's other values read against the page's controls. Undefined when the page
 * offers no dates, or the day is not one (or is several) of them, or a value fits no control.
 */
function dayTurn(text: string, state: DialogueState): Program[] | undefined {
  if (!dateChoices(state).length) return undefined;
  const recent = state.executed.slice(-4).map((e) => e.utterance);
  const relative = relativeDay(text, recent, state);
  if (relative) {
    const o = dateOption(relative, state);
    if (!o) return undefined;
    const name = o.control.label || o.control.hint || '';
    return [o.control.kind === 'select'
      ? program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(o.option) })
      : program({ kind: 'action', name: 'click', element: query({ description: str(o.option) }) })];
  }
  const said = saidDay(text);
  if (!said || !dateOption(said, state)) return undefined;
  // "Book two seats for the twelfth": the values after the verb, then the button of their form the verb names.
  const verb = VERB_BEFORE_VALUES.exec(text);
  // "Go with the fifth", "make it the 19th": the values after their spoken lead-in.
  const values = verb ? text.slice(verb[0].length) : text.replace(VALUE_LEAD, '');
  const form = readForm(values || text, state, false);
  if (!form || form.unplaced.length) return undefined;
  const button = verb ? formSubmitFor(verb[1]!.split(/\s+/)[0]!, state, form.placed?.[0]?.form) : undefined;
  return [...form.programs, ...(button ? [program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })] : [])];
}

/** A verb before the values it is done with: "book two seats for …", "get me three on the 19th", "sign us up for …". */
const VERB_BEFORE_VALUES = /^(book|reserve|get|order|buy|choose|pick|select|take|make it|put me down for|sign me up for|sign us up for)\s+(?:me\s+|us\s+)?/i;

const FIELD_IS = /^(?:(?:my|his|her|their|our|your|the)\s+)?([a-z][a-z'’ -]{0,30}?)\s+(?:is|will be|should be)\s+(.+)$/i;
const IS_FIELD = /^(.+?)\s+(?:is|will be|should be)\s+(?:my|his|her|their|our|your|the)\s+([a-z][a-z'’ -]{0,30})$/i;
const NOT_FIELD = /^(?:it|that|this|there|here|which|what|who|where|one|that one|this one|the one|price|total)$/i;

/**
 * A value stated for a field: "the driver is Dana Reyes", "her email is sam@example.net",
 * "omar@example.org is his email". The field is named in at most three words; the value looks
 * like one (a number, an address, or a capitalised name), not a remark ("the blue one is nice").
 */
function fieldValue(text: string): { field: string; value: string } | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  const forward = FIELD_IS.exec(t);
  const backward = forward ? undefined : IS_FIELD.exec(t);
  const [field, value] = forward ? [forward[1]!, forward[2]!] : backward ? [backward[2]!, backward[1]!] : [];
  if (!field || !value || NOT_FIELD.test(field) || field.split(/\s+/).length > 3 || looksLikeInstruction(field)) return undefined;
  const isValue = /\d|@/.test(value) ? value.split(/\s+/).length <= 3 : /^(?:[A-Z][\p{L}'’-]*)(?:\s+[A-Z][\p{L}'’-]*){0,3}$/u.test(value);
  if (!isValue) return undefined;
  // A person's name stated for a person ("the driver is Dana Reyes") is that person's name field.
  // (A code in capitals, "READMORE", is no name.)
  const name = !/\d|@/.test(value) && !/\bname\b/i.test(field) && /\p{Ll}/u.test(value) ? ' name' : '';
  return { field: `${field.replace(/['’]s$/i, '')}${name}`, value };
}

/**
 * "The reason is limping on his back leg", "the note should be leave it at the door": the words
 * after "is" for the text control the field names when it is a box for one's own words (a text
 * area), said as they are; undefined when no such box is named.
 */
function freeTextValue(text: string, state: DialogueState): { field: string; value: string } | undefined {
  const m = FIELD_IS.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m || NOT_FIELD.test(m[1]!) || m[1]!.split(/\s+/).length > 3 || looksLikeInstruction(m[1]!)) return undefined;
  const want = m[1]!.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2).map(stem);
  const box = (state.controls ?? []).filter((c) => c.kind === 'text' && c.multiline && want.length > 0 && want.every((w) => c.label.toLowerCase().split(/[^\p{L}]+/u).map(stem).includes(w)));
  return box.length === 1 ? { field: box[0]!.label, value: m[2]!.trim() } : undefined;
}

/** The button of the form whose only control is the text box `field` names ("Promo code" → "Apply"); none for a search. */
function loneBoxButton(field: string, state: DialogueState): string | undefined {
  const want = stems(field);
  const box = (state.controls ?? []).find((c) => c.kind === 'text' && want.length > 0 && holds(`${c.label} ${c.hint ?? ''}`, want));
  if (!box?.submit || box.form === undefined || /\bsearch\b/i.test(`${box.label} ${box.submit}`) || isSearchBox(box)) return undefined;
  return (state.controls ?? []).filter((c) => c.form === box.form).length === 1 ? box.submit : undefined;
}

const VERBS = new Set(
  'purchase click tap press open select choose pick enter type fill put add remove delete buy checkout check uncheck go navigate visit sort filter set change save submit sign log read tell show find search scroll close switch view continue proceed place apply use clear cancel confirm accept download upload order book reserve borrow return rent subscribe follow share like play pause hit make create edit update write send call'.split(' '),
);

/** Whether the text starts like an instruction (a verb), not a bare value. */
function looksLikeInstruction(text: string): boolean {
  const first = text.toLowerCase().split(/\s+/)[0] ?? '';
  return VERBS.has(first);
}

/** Other names of the control a verb on "it" names: a shop's "Add to cart" for "buy", "Reserve" for "book". */
const ALSO_MEANS: Record<string, string> = { buy: 'add to cart', purchase: 'add to cart', order: 'add to cart', book: 'reserve', reserve: 'book' };

const NUMBER = String.raw`(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)`;
/** "There's four of us", "we're two", "a table for four", "for two", "just me". */
const PEOPLE = new RegExp(String.raw`^(?:there(?:'s| is| are|'re|'ll be| will be) ${NUMBER} of us|we(?:'re| are) ${NUMBER}(?: people| of us)?|(?:a )?(?:table|party|room|booking) (?:for|of) ${NUMBER}|(?:it'?s |it is )?for ${NUMBER}(?: people| persons| of us| guests| adults)?|${NUMBER} of us|(?:just|only) (?:me|myself)|(?:just|only) the ${NUMBER} of us)$`, 'i');
/** "Pickup instead of delivery": the choice, without the one it replaces. */
const INSTEAD_OF = /\s+(?:instead of|rather than|not)\s+.+$/i;
/** "The standard one's fine", "Delivery is fine", "Medium will do": the choice. */
const IS_FINE = /^(.+?)(?:'s|\s+is|\s+are|\s+will do|\s+works|\s+sounds good)(?:\s+(?:fine|good|ok|okay|perfect|great|plenty|enough))?$/i;
/** "Take that off", "undo that", "never mind that": the last change undone. */
const UNDO = /^(?:take (?:that|it) off|take off (?:that|the) filter|undo(?: that| it)?|remove (?:that|this|the) filter|clear (?:that|it)|turn (?:that|it) off)$/i;
/** "Open it", "click on it", "that one": the one result listed. */
// (Round 18: "tell me about her", "open his page", "show me their profile": the one the page lists, a person or a thing.)
const OPEN_IT = /^(?:(?:open|click(?: on)?|tap(?: on)?|select|choose|pick|view|see|go to|show me|check)\s+(?:it|that|this|that one|this one|the result|the only one)|(?:tell me|tell us|show me|let'?s see|let me see|i'?d like to know|i want to know)\s+(?:(?:a bit |a little |some)?more\s+)?about\s+(?:her|him|it|them|that one|this one|this person|that person)|(?:open|view|see|show me|go to|pull up|bring up|let'?s see|let me see)\s+(?:his|her|its|their)\s+(?:page|profile|details|listing|info|information))$/i;
/** An ordinal or position phrase ("the second one", "the one on the right"), cut out of a command to leave its control's words. */
const ITEM_PHRASE = new RegExp(String.raw`\b(?:the\s+(?:${Object.keys(ORDINALS).join('|')}|last|middle|top|bottom|cheaper|cheapest|pricier|priciest)(?:\s+(?:one|result|item|product|option|entry|row|card|listing|hit))?|the\s+one\s+(?:in|on|at)\s+the\s+\w+|(?:it|that|this))\b`, 'gi');
/** "Show me the reviews first", "let me see my trips", "open the basket", "go to the menu". */
const SHOW = /^(?:show me|show|let me see|see|view|open|go to|take me to|bring up|pull up|(?:have a |take a )?look at)\s+(?:the\s+)?(.+?)(?:\s+(?:first|again|page|tab))?$/i;
/** A verb acting on one row of a list, and the control it means in that row ("take off" is the row's "Remove"). */
const ROW_VERB = /^(add|order|get rid of|get|put|throw in|include|book|reserve|remove|delete|cancel|take off|take out|drop)\s+(.+)$/i;
const ROW_CONTROL: Record<string, string> = { order: 'add', get: 'add', put: 'add', 'throw in': 'add', include: 'add', delete: 'remove', 'take off': 'remove', 'take out': 'remove', drop: 'remove', 'get rid of': 'remove' };

const stems = (s: string): string[] => s.toLowerCase().split(/[^\p{L}\p{N}]+/u).map(stem).filter((w) => w.length > 2 && !/^(?:the|one|and|ones|item|row)$/.test(w));
const holds = (text: string, words: string[]): boolean => {
  const have = new Set(stems(text));
  return words.length > 0 && words.every((w) => have.has(w));
};

/**
 * A turn naming one of the current page's rows: "add the drunken noodles" → the Add control in
 * that row; "cancel the Kyoto one" → its Cancel control; "the one I just made" is the item opened
 * last; a bare name ("California roll", "two salmon nigiri", "tonkotsu, mild") that is a row's title
 * → the row's own link or button, as many times as counted, then the other values.
 */
/** Whether the page has a quantity menu (a dropdown of bare numbers) to set a count with. */
const hasCountMenu = (state: DialogueState): boolean => (state.controls ?? []).some((c) => c.kind === 'select' && countsOnly(c.options ?? []));
const selectCount = (n: number, item: Query): Program =>
  program({ kind: 'action', name: 'select', element: query({ type: 'dropdown', in: item }), option: literal(String(n)) });

/** "He's seventy-two", "I'm 30", "she is 23 years old": a person's age. */
const AGE_SAID = new RegExp(String.raw`^(?:he|she|they|i|we)(?:['’]s|['’]m|['’]re| is| am| are)\s+(${SPOKEN_NUMBER})(?:\s+years?(?:\s+old)?)?$`, 'i');

/** The option of the page's age menu (a dropdown or radio group labelled for an age) whose range holds the age said. */
function ageChoice(text: string, state: DialogueState): Program[] | undefined {
  const m = AGE_SAID.exec(text.trim());
  if (!m) return undefined;
  const n = spokenValue(m[1]!);
  for (const c of state.controls ?? []) {
    if ((c.kind !== 'select' && c.kind !== 'radio') || !/\bage\b/i.test(`${c.label} ${c.hint ?? ''}`)) continue;
    const option = (c.options ?? []).find((o) => {
      const range = /(\d+)\s*(?:[-–—]|to)\s*(\d+)/.exec(o);
      if (range) return n >= Number(range[1]) && n <= Number(range[2]);
      const up = /(\d+)\s*(?:\+|(?:years?\s+)?(?:or|and)\s+(?:older|over|above|more))|\b(?:over|above)\s+(\d+)/i.exec(o);
      if (up) return n >= Number(up[1] ?? up[2]);
      const down = /\b(?:under|below|younger than)\s+(\d+)|(\d+)\s*(?:years?\s+)?(?:or|and)\s+(?:younger|under)/i.exec(o);
      if (down) return down[1] ? n < Number(down[1]) : n <= Number(down[2]);
      return false;
    });
    if (!option) continue;
    const name = c.label || c.hint || '';
    if (c.kind === 'select') return [program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(option) })];
    return [program({ kind: 'action', name: 'click', element: query({ description: str(option) }) })];
  }
  return undefined;
}

/** "Picking up", "dropping off", "leaving": what the values after it are for (the page's labels say it). */
/** "I'll pick it up at Westgate on Friday", "we'll collect them from the high street": what the user will do, before the values for it. */
const WILL_LEAD = /^(?:(?:i|we)(?:'ll| will| can| could)\s+(?!need\b|want\b|like\b)[a-z]+(?:\s+(?:it|them|this|that|these|those|one))?|(?!go\b|get\b|come\b)[a-z]+\s+(?:it|them|this|that|these|those))(?:\s+(?:up|off|out|in|back|over))?\s+(?=(?:at|on|in|from|to|by|for)\s)/i;
const GERUND_LEAD = /^[a-z]+ing(?:\s+(?:up|off|out|in|back))?\s+(?=(?:on|at|from|for|in)\s)/i;

/** "Make the muffins just one", "change the milk to three": the quantity menu in the row named. */
const ROW_COUNT = new RegExp(String.raw`^(?:make|change|set|update)\s+(?:the\s+)?(.+?)\s+(?:to\s+)?(?:just\s+|only\s+)?${NUMBER}(?:\s+(?:of them|packs?|items?|bags?|bottles?|jars?|tickets?|pieces?))?$`, 'i');

/** "Check nonstop only", "tick the newsletter box", "add GPS", "untick insurance": a checkbox named by its label's words. */
const CHECK_VERB = /^(check|tick|select|add|include|untick|uncheck)\s+(?:the\s+|a\s+|an\s+)?(.+?)(?:\s+(?:box|checkbox|option|extra))?$/i;

/** "Have them do the potting", "get someone to fit it": a service asked of the seller. */
const SERVICE = /^(?:get|have|let)\s+(?:them|someone|somebody|you|the\s+[a-z]+)\s+(?:to\s+)?(.+)$/i;

/**
 * "Have them do the potting" beside a box "Potting service (+$12)": the one box whose label
 * shares a word with the service asked (the same root: potting ~ potted, fit ~ fitting).
 */
function serviceBox(text: string, state: DialogueState): Program | undefined {
  const m = SERVICE.exec(text.trim());
  if (!m) return undefined;
  const root = (w: string) => w.toLowerCase().slice(0, 5);
  const asked = m[1]!.split(/[^\p{L}]+/u).filter((w) => w.length >= 4 && !PLAIN.has(w.toLowerCase())).map(root);
  if (!asked.length) return undefined;
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'checkbox' && c.label.split(/[^\p{L}]+/u).filter((w) => w.length >= 4).map(root).some((w) => asked.includes(w)));
  if (boxes.length !== 1) return undefined;
  return program({ kind: 'action', name: 'check', element: query({ description: str(boxes[0]!.label) }) });
}

function checkboxNamed(text: string, state: DialogueState): Program | undefined {
  const m = CHECK_VERB.exec(text.trim());
  if (!m || PRONOUN.test(m[2]!)) return undefined;
  const words = tokens(m[2]!);
  if (!words.length) return undefined;
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'checkbox' && overlap(words, c.label) === 1);
  if (boxes.length !== 1) return undefined;
  // "Add the pad thai" names a row; a box only when no row of the page says the words.
  if (/^(?:add|include)$/i.test(m[1]!) && state.rows.some((r) => holds(r.text, stems(m[2]!)))) return undefined;
  const name = boxes[0]!.label;
  return program({ kind: 'action', name: /^un/i.test(m[1]!) ? 'uncheck' : 'check', element: query({ description: str(name) }) });
}

/** "Add two", "put one in the basket", "add one of these too": a count to add, with no name. */
const ADD_COUNT = new RegExp(String.raw`^(add|put|get|throw in)\s+(${NUMBER.slice(1, -1)}|a|an)(?:\s+(?:of (?:these|those|them|it)|more))?(?:\s+(?:in|into|to)\s+(?:the|my|our)\s+(?:cart|basket|bag|trolley|order))?$`, 'i');

function rowCount(text: string, state: DialogueState): Program[] | undefined {
  const m = ROW_COUNT.exec(text);
  if (!m || !hasCountMenu(state)) return undefined;
  const words = stems(m[1]!);
  if (!words.length || !state.rows.some((r) => holds(r.text, words))) return undefined;
  const n = NUMBER_WORDS[m[2]!.toLowerCase()] ?? Number(m[2]);
  return [selectCount(n, query({ item: 1, description: str(m[1]!) }))];
}

function namedRow(text: string, state: DialogueState): TurnPlan | undefined {
  if (!state.rows.length) return undefined;
  const justMade = /\bthe (?:one|booking|order|reservation) (?:i|we) just (?:made|booked|reserved|ordered|added)\b/i;
  const latest = state.opened[state.opened.length - 1];
  // "Take the whole milk out": the verb with its particle first ("take out the whole milk").
  const said = (justMade.test(text) && latest ? text.replace(justMade, latest.title ?? latest.name) : text).replace(/^(take|get|throw)\s+(.+?)\s+(out|off|in)$/i, '$1 $3 $2');
  // "Add the muffins too, two packs": the count said after the name.
  const counted = new RegExp(String.raw`^(.+?),\s+${NUMBER}(?:\s+(?:of them|packs?|items?|bags?|bottles?|jars?|tickets?|pieces?))?$`, 'i').exec(said);
  const verb = ROW_VERB.exec(counted ? `${counted[1]!}` : said);
  const after = counted && verb ? (NUMBER_WORDS[counted[2]!.toLowerCase()] ?? Number(counted[2])) : undefined;
  // "I'll have the tikka masala", "can I get a naan": a lead-in, then the row's name.
  // (A remark after a comma is no part of the name: "cancel my Olive Tree booking, we won't need it".)
  const object = verb ? verb[2]!.replace(/,\s*([^,]+)$/, (all, tail: string) => (isRemark(tail) ? '' : all)) : '';
  const parts = verb ? [object] : said.replace(VALUE_LEAD, '').split(/\s*,\s*(?:and\s+)?/);
  const programs: Program[] = [];
  for (const [k, part] of parts.entries()) {
    const m = new RegExp(String.raw`^(?:(?:also|and)\s+)?(?:(?:a|an|the|some|one of the|${NUMBER})\s+)?(.+?)(?:\s+ones?)?(?:\s+(?:to|in|into|from|off)\s+(?:the|my|our|your)\s+(?:cart|basket|bag|order|trolley|list))?(?:\s+(?:too|as well|also))?$`, 'i').exec(part.trim());
    const count = after ?? (m?.[1] ? (NUMBER_WORDS[m[1].toLowerCase()] ?? (Number(m[1]) || 1)) : 1);
    const name = m?.[2] ?? part;
    const words = stems(name);
    // Named by a verb, any words of the row; by name alone, most of its title ("medium" is not "Medium Roast Coffee").
    // (Words that are a box's label in the row, "lose the potting", name the box, not the row.)
    const boxed = (r: DialogueState['rows'][number]) => !holds(r.title, words) && (state.controls ?? []).some((c) => c.kind === 'checkbox' && holds(c.label, words));
    // Round 17: with a verb, the kind of thing said beside the name is no word the row must hold ("the Olive Tree booking" on a list of bookings); one row only.
    const named = words.filter((w) => !KIND_STEMS.has(w) && !/^(?:my|our|your)$/.test(w));
    const byName = verb && named.length && named.length < words.length ? state.rows.filter((r) => holds(r.text, named) && !boxed(r)) : [];
    const row = verb ? (state.rows.find((r) => holds(r.text, words) && !boxed(r)) ?? (byName.length === 1 ? byName[0] : undefined)) : state.rows.find((r) => holds(r.title, words) && 2 * words.length >= stems(r.title).length);
    if (!row) {
      // The first part must name a row; the values after it go to the page it opens ("tonkotsu, mild").
      if (k === 0) return undefined;
      const v = oneValue(part);
      if (v === undefined) return undefined;
      programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(v) }) }));
      continue;
    }
    // "The one at the harbour": the words that name the row, not "one at the" (the item must hold every word).
    const item = query({ item: 1, description: str(name.replace(/^(?:the\s+)?one\s+(?:at|in|on|from|with|for|near|to)\s+(?:the\s+)?/i, '')) });
    const control = verb ? (ROW_CONTROL[verb[1]!.toLowerCase()] ?? verb[1]!.toLowerCase()) : undefined;
    const element = control ? query({ description: str(control), in: item }) : item;
    // A count on a page with quantity menus: the row's menu takes it, then its control once.
    if (count > 1 && control && hasCountMenu(state)) programs.push(selectCount(count, item), program({ kind: 'action', name: 'click', element }));
    else for (let i = 0; i < Math.min(count, 10); i++) programs.push(program({ kind: 'action', name: 'click', element }));
  }
  return programs.length ? { kind: 'programs', programs } : undefined;
}



/**
 * Round 17: "cancel my Olive Tree booking", "remove the order from Tuesday" said where no row of the
 * page holds what it names (a confirmation page, an item's page): the name of the page's link to the
 * list of the user's things of that kind — a link named with "my"/"your" or in the plural ("My
 * reservations", "View all bookings", "Your orders") holding the kind's word or one of the same
 * things ("booking" is said of "reservations") — that leads to another page. With no kind said
 * ("cancel my mum's blow-dry on the 18th"), the one such page the links lead to. Undefined when the
 * page's rows hold the words, only the kind is said ("cancel the visit": the one in view), a form
 * or button of the page says the verb (a cancel page's own "Yes, cancel"), or no link, or several
 * pages, fit.
 */
function listOfMine(text: string, state: DialogueState): string | undefined {
  const m = /^(?:cancel|remove|delete)\s+(.+)$/i.exec(text.trim());
  if (!m) return undefined;
  const words = stems(m[1]!.replace(/,.*$/, '')).filter((w) => !/^(?:my|our|your|for|with|from|that|this|please|now)$/.test(w));
  // Only a thing named by its own words ("the visit" alone is the one in view), and never where a form of the page is sent with that verb (a cancel page's own "Yes, cancel").
  const named = words.filter((w) => !KIND_STEMS.has(w));
  if (!named.length || state.rows.some((r) => holds(r.text, named))) return undefined;
  if ((state.controls ?? []).some((c) => c.submit && tokens(c.submit).includes(token(text.trim().split(/\s+/)[0]!)))) return undefined;
  if ((state.page?.buttons ?? []).some((b) => tokens(b).includes(token(text.trim().split(/\s+/)[0]!)))) return undefined;
  const here = currentUrl(state);
  const kinds = MINE_KINDS.filter((g) => g.some((k) => words.includes(k)));
  const lists = (state.links ?? []).filter((l) => {
    const own = l.name.toLowerCase().split(/[^\p{L}]+/u).filter(Boolean);
    const plural = own.some((w) => /s$/.test(w) && KIND_STEMS.has(stem(w)) && stem(w) !== w);
    return (plural || own.some((w) => w === 'my' || w === 'your')) && own.some((w) => KIND_STEMS.has(stem(w))) && !!here && !samePage(l.url, here);
  });
  const fits = kinds.length ? lists.filter((l) => l.name.toLowerCase().split(/[^\p{L}]+/u).some((w) => kinds.some((g) => g.includes(stem(w))))) : lists;
  const pages = [...new Set(fits.map((l) => l.url.replace(/#.*$/, '')))];
  // Round 18: the last command went to such a list by its link (a link that redirects, or a list that links another list): this is
  // the list, and what it names is not on it; going to a list again would go round.
  const last = state.executed[state.executed.length - 1]?.utterance.trim().toLowerCase();
  if (last && lists.some((l) => last === `go to ${l.name.toLowerCase()}`)) return undefined;
  return pages.length === 1 ? fits[0]!.name : undefined;
}

/**
 * "Reorder the clay": the first word names a control of the page's rows ("Reorder", "Refill
 * Lisinopril …"), the rest names a row; the control of that name in that row. Undefined when no
 * row has such a control or no row holds the words.
 */
function rowAction(text: string, state: DialogueState): Program | undefined {
  // The verbs the named-row rule knows ("add", "cancel", "take off") stay its own.
  if (ROW_VERB.test(text)) return undefined;
  // "Move the trough to my wishlist": where it goes is the control's own word ("Move to wishlist"), not the row's.
  const m = /^([a-z]+)\s+(?:the\s+|my\s+|that\s+|this\s+)?(.+?)(?:\s+ones?)?(?:\s+(?:in|into|to|onto|on)\s+(?:the|my|our|your)\s+[\p{L}-]+)?$/iu.exec(text.trim());
  if (!m) return undefined;
  const verb = stem(m[1]!.toLowerCase());
  const words = stems(m[2]!);
  // The row's controls, or its one link when that is the verb ("Edit" beside each address).
  // (A title counts as the control only for a verb: "Tomato soup" names a row, it is no "tomato" control.)
  const titleIsControl = VERBS.has(m[1]!.toLowerCase());
  const controls = (r: DialogueState['rows'][number]) => [...(r.actions ?? []), ...(r.actions?.length || !titleIsControl ? [] : [r.title])];
  const rows = state.rows.filter((r) => controls(r).some((a) => stems(a)[0] === verb) && holds(r.text, words)).sort((a, b) => a.text.length - b.text.length);
  const row = rows[0];
  if (!row || !words.length) return undefined;
  const action = controls(row).find((a) => stems(a)[0] === verb)!;
  // (Words the control itself says are not the row's: "home one" holds "home", not "edit".)
  return program({ kind: 'action', name: 'click', element: query({ description: str(action.split(/\s+/)[0]!), in: query({ item: 1, description: str(m[2]!.replace(/\s+ones?$/i, '')) }) }) });
}

/** "Next one", "open the next one", "the next hotel". */
const NEXT_ONE = /^(?:(?:open|show me|see|try|view|go to|click)\s+)?(?:the\s+)?next\s+(?:one|result|item|option|(?!page\b|step\b|tab\b|button\b|link\b|week\b|month\b|day\b)[a-z]+)$/i;

// ---------------------------------------------------------------------------------------------
// Reading values against the page's form controls

/** A value phrase of a turn: the preposition before it (a weak cue), its words, and what it reads as. */
export interface ValuePhrase {
  cue?: string;
  text: string;
  kind: 'date' | 'count' | 'text' | 'bound' | 'day';
  /** A bound's direction: "under $1,500" is a most, "at least 2" a least. */
  dir?: 'max' | 'min';
  /** A date as "December 19"; a count as its number. */
  value: string;
  /** A count's noun ("people", "bikes"), when said. */
  noun?: string;
  /** What the value looks like, when it is an e-mail address or a phone number said among other values. */
  shape?: 'email' | 'phone';
  /** The field an earlier turn typed this value into ("the same name"). */
  named?: string;
}

const MONTH = MONTH_PATTERN;
const DATE_IN_TEXT = new RegExp(String.raw`\b(?:(?:on\s+)?(?:the\s+)?(${DAY})(?:\s+of)?\s+(${MONTH})|(${MONTH})\s+(?:the\s+)?(${DAY}))(?:,?\s+((?:19|20)\d{2}))?\b|\b(today|tomorrow|tonight)\b`, 'i');
/** "On the twelfth", "on the 19th": a day without its month (after dates with a month are taken out). */
const DAY_ONLY = new RegExp(String.raw`\b(?:on|(?:for|by)(?=\s+the\s+${DAY}(?:\s*(?:$|,|\s(?:and|at|for|with)\b))))\s+the\s+(${DAY})\b|(?:^|,\s*)(?:(?:okay|ok|so|and|then|maybe)\s*,?\s+)*the\s+(${DAY})(?:\s+then)?(?=\s*(?:,|$|\s(?:for|and|with|at|in)\b))`, 'i');

/** A date said in the text ("on the 12th of December", "December nineteenth, 2026", "tomorrow"), as "December 12" (with its year when said), and where it is. */
export function dateIn(text: string): { value: string; index: number; length: number } | undefined {
  const m = DATE_IN_TEXT.exec(text);
  if (!m) return undefined;
  // A year said with it stays ("December 12, 2026"): a date field takes it as written.
  const year = m[5] ? `, ${m[5]}` : '';
  const value = m[6] ? m[6].toLowerCase() : m[1] ? `${monthName(m[2]!)!} ${dayNumber(m[1])}${year}` : `${monthName(m[3]!)!} ${dayNumber(m[4]!)}${year}`;
  return { value, index: m.index, length: m[0].length };
}

/** Words that count people, one class ("three people" is "3 adults" is "3 passengers"). */
const PERSON_NOUN = /^(?:people|person|persons|passengers?|adults?|guests?|travell?ers?|tickets?|seats?|us)$/i;
/** Irregular plurals and the spoken names of units, as the page writes them ("sixteen gigs" is "16 GB"). */
const IRREGULAR: Record<string, string> = {
  children: 'child', kids: 'child', kid: 'child', people: 'person', men: 'man', women: 'woman',
  gig: 'gb', gigs: 'gb', gigabyte: 'gb', gigabytes: 'gb', terabyte: 'tb', terabytes: 'tb', megabyte: 'mb', megabytes: 'mb',
  ounce: 'oz', ounces: 'oz', millilitre: 'ml', millilitres: 'ml', milliliter: 'ml', milliliters: 'ml', mls: 'ml', litre: 'l', litres: 'l', liter: 'l', liters: 'l',
  gram: 'g', grams: 'g', milligram: 'mg', milligrams: 'mg',
  inch: 'in', inches: 'in', hours: 'hr', hour: 'hr', hrs: 'hr', minutes: 'min', mins: 'min', minute: 'min',
  kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', pounds: 'lb', lbs: 'lb', bed: 'bedroom', beds: 'bedroom', bath: 'bathroom', baths: 'bathroom',
};
/** A word as compared with the page's words: lower case, singular, number words as digits. */
const token = (w: string): string => {
  const l = w.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  if (IRREGULAR[l]) return IRREGULAR[l]!;
  if (NUMBER_WORDS[l] !== undefined && l !== 'hundred') return String(NUMBER_WORDS[l]);
  return l.replace(/(?:ies)$/, 'y').replace(/(?<![su])s$/, '');
};
const FILLER = new Set(['the', 'a', 'an', 'some', 'any', 'anything', 'something', 'everything', 'stuff', 'one', 'ones', 'only', 'just', 'me', 'us', 'please', 'of', 'and', 'with', 'for', 'that', 'those', 'these', 'it', 'them', 'all', 'my', 'our', 'at', 'least', 'or', 'more', 'minimum', 's', 'is']);
export const tokens = (s: string): string[] => s.split(/[^\p{L}\p{N}$€£]+|(?<=\d)(?=\p{L})/u).filter((w) => w && !FILLER.has(w.toLowerCase())).map(token).filter((w) => w && !FILLER.has(w));

/** Prepositions that start a value phrase, and the words of a control's label or hint each one suggests. */
const CUE_WORDS: Record<string, RegExp> = {
  from: /\b(?:from|origin|departure|depart|departing|leaving|pick ?up|pickup|collect)\b/i,
  to: /\b(?:to|destination|arrival|arrive|arriving|going|drop ?off|dropoff|return)\b/i,
  in: /\b(?:where|location|area|city|town|place|neighbou?rhood|district|address|destination|region|postcode|zip|near)\b/i,
  at: /\b(?:where|location|area|city|town|place|station|branch|store|address|pick ?up|pickup)\b/i,
  near: /\b(?:where|location|area|city|town|place|neighbou?rhood|near|address|postcode|zip)\b/i,
  on: /\b(?:date|day|when|depart|departure)\b/i,
  for: /\b(?:passengers?|people|guests?|travell?ers?|adults?|persons?|party|size|for)\b/i,
};
const CUE = /^(?:from|to|in|at|near|on|for|with)$/i;
/** A time said relative to now: "this weekend", "next week", "the coming month". */
const RELATIVE_TIME = /\b(?:this|next|the coming|coming)\s+(?:weekend|week|month|year)\b/i;

/**
 * The value phrases of a turn: split at commas, "and", and the prepositions that start a value
 * ("from Boston to Denver on December 5th for two"); a date said anywhere is its own phrase; the
 * words before the first cue that name the kind of thing searched ("trains", "flights") go.
 */
function valuePhrases(text: string, kindWords: ReadonlySet<string>, resolve: (p: ValuePhrase) => ValuePhrase = (p) => p): ValuePhrase[] {
  const out: ValuePhrase[] = [];
  let rest = text.replace(/[?!.]+$/, '');
  // "text me at 555-0199 when it's ready": an address or a number said anywhere is its own value (the
  // preposition before it goes with it).
  const shaped: ValuePhrase[] = [];
  for (let m = SHAPED_IN_TEXT.exec(rest); m; m = SHAPED_IN_TEXT.exec(rest)) {
    shaped.push({ text: m[1]!, kind: 'text', value: m[1]!, shape: m[1]!.includes('@') ? 'email' : 'phone' });
    rest = `${rest.slice(0, m.index)} ${rest.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ');
  }
  const dates: string[] = [];
  for (let d = dateIn(rest); d; d = dateIn(rest)) {
    dates.push(d.value);
    rest = `${rest.slice(0, d.index)}, ${rest.slice(d.index + d.length)}`;
  }
  // "on the twelfth", "on the 19th": a day of the month without its month, its own phrase (a menu of dates offers it).
  const days: ValuePhrase[] = [];
  for (let d = DAY_ONLY.exec(rest); d; d = DAY_ONLY.exec(rest)) {
    const day = String(dayNumber((d[1] ?? d[2])!));
    days.push({ cue: 'on', text: d[0].trim(), kind: 'day', value: day });
    rest = `${rest.slice(0, d.index)}, ${rest.slice(d.index + d[0].length)}`;
  }
  // "this weekend", "next week": a time said relative to now, its own phrase (a "When" menu's option says it).
  const relative: ValuePhrase[] = [];
  for (let r = RELATIVE_TIME.exec(rest); r; r = RELATIVE_TIME.exec(rest)) {
    relative.push(phrase(undefined, r[0]));
    rest = `${rest.slice(0, r.index)}, ${rest.slice(r.index + r[0].length)}`;
  }
  // "under fifteen hundred a month", "anything under $1,000": a bound on an amount, its own phrase.
  const bounds: ValuePhrase[] = [];
  for (let b = boundIn(rest); b; b = boundIn(rest)) {
    bounds.push(b.phrase);
    rest = `${rest.slice(0, b.index)}, ${rest.slice(b.index + b.length)}`;
  }
  for (const chunk of rest.split(/\s*,\s*(?:and\s+|but\s+)?|\s+and\s+|\s+but\s+/i)) {
    let cue: string | undefined;
    let words: string[] = [];
    const flush = () => {
      const t = words.join(' ').trim();
      if (t) out.push(phrase(cue, t));
      words = [];
    };
    for (const w of chunk.split(/\s+/).filter(Boolean)) {
      if (CUE.test(w)) {
        flush();
        cue = w.toLowerCase();
      } else words.push(w);
    }
    flush();
  }
  for (const d of dates) out.push({ cue: 'on', text: d, kind: 'date', value: d });
  out.push(...days, ...relative);
  out.push(...bounds, ...shaped);
  // "flights Chicago to Miami": lower-case words before a capitalised name, in the first phrase, name the kind searched.
  if (out[0] && !out[0].cue && out[0].kind === 'text') {
    const head = /^(?:[a-z]+\s+)+(?=[A-Z])/.exec(out[0].text);
    if (head) out[0] = { ...out[0], text: out[0].text.slice(head[0].length), value: out[0].text.slice(head[0].length) };
  }
  // "flights from Boston to Denver": one lower-case word before the first cued phrase names the kind searched.
  if (out.length > 1 && !out[0]!.cue && out[0]!.kind === 'text' && /^(?:(?:a|an|some|any|the)\s+)?[a-z]+$/.test(out[0]!.text) && out.slice(1).some((p) => p.cue)) out.shift();
  // The kind of thing searched ("trains", "a flight", "places") is no value.
  return out
    .map(resolve)
    .map((p) => (p.kind === 'text' && !p.cue ? { ...p, text: p.text.split(/\s+/).filter((w) => !kindWords.has(token(w))).join(' ') } : p))
    .filter((p) => tokens(p.text).length > 0 || p.kind !== 'text');
}

/** A weekday said alone ("Saturday", "on Friday"). */
const WEEKDAY_SAID = /^(?:on\s+)?(monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?$/i;

/** "Call me", "text us", "reach me": what a phone number or an address said with it is for. */
const CONTACT_ME = /^(?:you can\s+|please\s+)?(?:call|text|ring|phone|email|e-mail|reach|contact|message|get hold of)\s+(?:me|us)$/i;

/** An e-mail address or a phone number inside a turn, with the preposition before it. */
const SHAPED_IN_TEXT = /(?:\b(?:e-?mail(?: address)?|phone(?: number)?|mobile(?: number)?|cell|tel)(?::|\s+is)?\s+|\b(?:at|on|to|is)\s+)?([^\s@,]+@[^\s@,]+\.[a-z]{2,}|\+?\(?\d{3}\)?[\s.-]?\d{3,4}(?:[\s.-]?\d{3,4})?)(?=[\s,.!?]|$)/i;

/**
 * A leading article, not the capitalised "The" of a name ("The Lanterns"). Case matters here: with
 * the `i` flag, `\p{Lu}` would match any letter.
 */
const LEADING_ARTICLE = /^(?:(?!The\s+\p{Lu})[Tt]he|[Aa]n?|[Ss]ome|THE)\s+/u;

/** A count and its noun ("three people", "2 bikes", "one of those"). */
const COUNT_PHRASE = new RegExp(String.raw`^(\d+|${Object.keys(NUMBER_WORDS).filter((w) => w !== 'hundred').join('|')})(?:\s+(?:of\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?))?$`, 'iu');

function phrase(cue: string | undefined, text: string): ValuePhrase {
  // "The Lanterns": a capitalised article before a capitalised word is part of a name.
  const t = text.replace(LEADING_ARTICLE, '').replace(/\s+(?:at least|or more|minimum|max(?:imum)?|at most|tops)$/i, '').replace(/\s+(?:as well|too|also|again|instead|this time)$/i, '');
  // "just me", "only me": one person; "the two of us": two.
  if (/^(?:just |only )?(?:me|myself)(?: alone)?$/i.test(t)) return { ...(cue ? { cue } : {}), text: t, kind: 'count', value: '1', noun: 'person' };
  // "five hundred ml": the spoken number as one count.
  const spoken = new RegExp(String.raw`^${SPOKEN_NUMBER}(?=\s|$)`, 'i').exec(t)?.[0];
  const count = COUNT_PHRASE.exec(spoken && /\s/.test(spoken) ? `${spokenValue(spoken)}${t.slice(spoken.length)}` : t);
  if (count && !(count[2] && /^(?:am|pm|o'?clock)$/i.test(count[2]))) {
    const n = /^\d+$/.test(count[1]!) ? count[1]! : String(NUMBER_WORDS[count[1]!.toLowerCase()]);
    return { ...(cue ? { cue } : {}), text: t, kind: 'count', value: n, ...(count[2] ? { noun: count[2] } : {}) };
  }
  return { ...(cue ? { cue } : {}), text: t, kind: 'text', value: t };
}

/** How well `words` are said by `name` (0..1): the share of the words the name holds. */
export function overlap(words: string[], name: string): number {
  if (!words.length) return 0;
  const have = new Set(tokens(name));
  return words.filter((w) => have.has(w)).length / words.length;
}

/** One way to put a phrase into a control: the score, and what to put (an option's text, or the value). */
export interface Fit {
  score: number;
  value: string;
  /** The value is a bound typed into a box (a filter: its form's button applies it). */
  bound?: boolean;
  /** A text field that takes the value for sure (an e-mail address into the "Email" field). */
  sure?: boolean;
}

/** Whether `words` say a count's noun: one of its words, or both count people ("three people" ~ "Passengers"). */
const saysNoun = (noun: string[], words: string[]): boolean =>
  noun.some((w) => words.includes(w)) ||
  // "a four seater" ~ "Seats 4", "a two sleeper" ~ "Sleeps 2": the noun of what the thing does.
  noun.some((w) => /ers?$/.test(w) && words.some((x) => x.length >= 4 && w.replace(/ers?$/, '') === x.replace(/s$/, ''))) ||
  (noun.some((w) => PERSON_NOUN.test(w)) && words.some((w) => PERSON_NOUN.test(w)));

/** An option that names a date: a month or a weekday, and a day number ("Sat 12 Dec", "December 12"). */
const DATE_OPTION = new RegExp(String.raw`\b(?:${MONTH_PATTERN}|mon|tue|wed|thu|fri|sat|sun)[a-z]*\b.*\b\d{1,2}\b|\b\d{1,2}\b.*\b(?:${MONTH_PATTERN})\b`, 'i');

/** A dropdown whose every option is a bare number ("1" … "8": a Qty or Tickets menu): a count said alone is its. */
const countsOnly = (options: readonly string[]): boolean => options.length >= 2 && options.every((o) => /^\s*\d+\s*$/.test(o));

/** How a value phrase fits a control of the page, from what the page says of the control. */
export function fit(p: ValuePhrase, c: SeenControl, textOrder: number, search: boolean): Fit | undefined {
  const label = `${c.label} ${c.hint ?? ''}`;
  const labelWords = tokens(label);
  const noun = p.noun ? tokens(p.noun) : [];
  const words = tokens(p.text);
  // An "Email address" is no place to be at or in.
  const cueFits = p.cue && CUE_WORDS[p.cue] ? CUE_WORDS[p.cue]!.test(label) && !/\be-?mail\b/i.test(label) : false;
  if (p.kind === 'bound') return boundFit(p, c);
  // "The same name": the value typed before, into the field of that name.
  if (p.named) return c.kind === 'text' && tokens(p.named).every((w) => labelWords.includes(w)) ? { score: 0.95, value: p.value, sure: true } : undefined;
  // An address or a number: the text field whose name says that kind ("Mobile number", "Email").
  if (p.shape) {
    if (c.kind !== 'text' || !fieldTokens(label).includes(p.shape)) return undefined;
    // "Mobile number" says a phone outright; "Prescription number" only "number".
    const outright = tokens(label.replace(/e-mail/gi, 'email')).some((w) => w !== 'number' && FIELD_KIND[w] === p.shape);
    return outright ? { score: 0.95, value: p.value, sure: true } : { score: 0.5, value: p.value };
  }
  if (p.kind === 'day') {
    // A menu of dates ("Sat 12 Dec"): the one option of that day of the month.
    if (c.kind !== 'select' && c.kind !== 'radio') return undefined;
    const dated = (c.options ?? []).filter((o) => DATE_OPTION.test(o) || optionDay(o));
    const hits = dated.filter((o) => optionDay(o)?.day === Number(p.value) || o.split(/[^\p{L}\p{N}]+/u).includes(p.value));
    return dated.length >= 2 && hits.length === 1 ? { score: 0.9, value: hits[0]! } : undefined;
  }
  if (p.kind === 'date') {
    if (c.kind === 'date') return { score: 1, value: p.value };
    // A menu of dates ("Thursday 3 December"): the one option of that date.
    const said = optionDay(p.value);
    if ((c.kind === 'select' || c.kind === 'radio') && said) {
      const hits = (c.options ?? []).filter((o) => { const d = optionDay(o); return d?.day === said.day && (d.month === undefined || d.month === said.month); });
      return hits.length === 1 ? { score: 0.95, value: hits[0]! } : undefined;
    }
    if (c.kind === 'text' && /\b(?:date|day|when|dd|mm|yyyy)\b/i.test(label)) return { score: 0.8, value: p.value };
    if (c.kind === 'text' && /\b(?:check-?(?:in|out)|move-?in)\b/i.test(label) && !/\b(?:where|city|location|airport|station|address)\b/i.test(label)) return { score: 0.6, value: p.value };
    return undefined;
  }
  if (c.kind === 'select' || c.kind === 'radio') {
    const options = c.options ?? [];
    let best: Fit | undefined;
    for (const o of options) {
      let score: number;
      if (p.kind === 'count') {
        // "three people" ~ "3 adults": the number, and the noun of the option or the control.
        const nums = tokens(o.replace(/[+]?[$€£]\s?\d[\d,.]*/g, ' ')).filter((w) => /^\d+$/.test(w));
        if (!nums.includes(p.value) || nums.length > 1) continue;
        const nounFits = !noun.length || saysNoun(noun, tokens(`${o} ${label}`));
        // A quantity menu counts the thing itself, whatever it is sold in ("three boxes" → Quantity 3).
        score = nounFits ? (noun.length ? 0.95 : countsOnly(options) ? 0.9 : 0.7) : countsOnly(options) && QUANTITY.test(label) && countOfThings(p.noun) ? 0.9 : 0.3;
      } else {
        // "Saturday" on a menu of dates ("Saturday 28 November"): the one option of that weekday, sure.
        const weekday = WEEKDAY_SAID.exec(p.text.trim())?.[1];
        if (weekday && optionDay(o)) {
          const same = options.filter((x) => optionDay(x) && new RegExp(String.raw`\b${weekday.slice(0, 3)}`, 'i').test(x));
          if (same.length === 1 && same[0] === o) score = 0.9;
          else continue;
          if (!best || score > best.score) best = { score, value: o };
          continue;
        }
        // "a student railcard" ~ "Student" in "Railcard": the words the label does not say must be the option's.
        const own = words.filter((w) => !labelWords.includes(w));
        if (!own.length) continue;
        const said = overlap(own, o);
        if (said === 0) continue;
        const ownOption = tokens(o.replace(/\(?[+]?[$€£]\s?\d[\d,.]*(?:\s*(?:\/|a|per)\s*\w+)?\)?/g, ' '));
        const covered = ownOption.length ? ownOption.filter((w) => own.includes(w)).length / ownOption.length : 0;
        score = 0.6 * said + 0.3 * covered + (own.length < words.length || cueFits ? 0.1 : 0);
        // The control named and every other word the option's ("full protection" → "Full cover — no excess" under Protection): sure.
        if (said === 1 && own.length < words.length) score = Math.max(score, 0.9);
        // The option's own words, all of them and nothing else ("Riverside Arcade"): sure.
        if (said === 1 && covered === 1) score = Math.max(score, 0.95);
      }
      if (!best || score > best.score) best = { score, value: o };
    }
    return best;
  }
  if (c.kind === 'checkbox') {
    if (p.kind !== 'text') return undefined;
    const said = overlap(words, c.label);
    return said > 0 ? { score: 0.4 + 0.5 * said, value: c.label } : undefined;
  }
  if (c.kind === 'number') {
    if (p.kind !== 'count') return undefined;
    if (noun.length && saysNoun(noun, labelWords)) return { score: 0.95, value: p.value };
    // A quantity box counts the thing itself, whatever it is sold in ("three boxes", "two").
    if (QUANTITY.test(label) && countOfThings(p.noun)) return { score: 0.9, value: p.value };
    return noun.length ? undefined : { score: 0.5, value: p.value };
  }
  if (c.kind === 'text') {
    if (p.kind === 'count') return cueFits ? { score: 0.6, value: p.value } : undefined;
    // The field named in the phrase, the value beside it ("email sam@example.org", "Old Town area").
    const raw = p.text.split(/\s+/);
    const named = new Set(labelWords);
    let a = 0;
    let b = raw.length;
    while (a < b && named.has(token(raw[a]!))) a++;
    while (b > a && named.has(token(raw[b - 1]!))) b--;
    if ((a > 0 || b < raw.length) && b > a) return { score: 0.85, value: raw.slice(a, b).join(' ') };
    // A name said after a preposition that the field's label suggests ("from Boston" → From);
    // else the fields in page order ("Look up Old Town" → the first box).
    if (cueFits) return { score: 0.9, value: p.text };
    // Outside a search, a box takes only a value said for it ("Best rated first" is no destination).
    if (!search) return undefined;
    if (p.cue && p.cue !== 'for' && p.cue !== 'with') return { score: 0.35 - 0.01 * textOrder, value: p.text };
    if (!p.cue) return { score: 0.5 - 0.01 * textOrder, value: p.text };
    return undefined;
  }
  return undefined;
}

/**
 * "Same store", "the same day as before": the option chosen earlier in the conversation in a menu
 * whose name holds the words (the earlier turn's `@select`), as this turn's value. The phrase as it
 * is when nothing was chosen so.
 */
function sameAsBefore(p: ValuePhrase, state: DialogueState): ValuePhrase {
  const m = /^(?:the\s+)?same\s+(.+?)(?:\s+as\s+(?:before|last time|the last one))?$/i.exec(p.text);
  if (!m || p.kind !== 'text') return p;
  const want = tokens(m[1]!);
  for (const turn of [...state.executed].reverse()) {
    for (const { action } of [...turn.programs].reverse()) {
      // A choice made in a menu, or a value typed into a field ("the same name").
      const value = action.name === 'select' ? action.option : action.name === 'enter' ? action.text : undefined;
      if (!value || value.kind === 'variable' || !('element' in action)) continue;
      const d = action.element.description;
      if (d?.kind === 'string' && want.length && want.every((w) => tokens(d.value).includes(w))) return { text: value.value, kind: 'text', value: value.value, ...(action.name === 'enter' ? { named: d.value } : {}) };
    }
  }
  return p;
}

/** The scored assignment of a turn's value phrases to `controls`: best fits first, each control and phrase once. */
function assign(text: string, controls: SeenControl[], state: DialogueState, submit: boolean): { placed: Map<number, Fit>; unplaced: string[]; total: number } | undefined {
  const kindWords = new Set([...(controls[0]?.submit ?? '').split(/\s+/), ...kindNames(state.searchNames).flatMap((n) => n.split(/\s+/)), ...(state.heading ?? '').split(/\s+/)].map(token).filter((w) => w.length > 2));
  ['search', 'find', 'look', 'book'].forEach((w) => kindWords.delete(w));
  const phrases = valuePhrases(text, kindWords, (p) => sameAsBefore(p, state));
  if (!phrases.length) return undefined;
  const texts = controls.filter((c) => c.kind === 'text');
  const pairs: Array<{ p: number; c: number; f: Fit }> = [];
  phrases.forEach((p, i) => controls.forEach((c, j) => {
    const f = fit(p, c, texts.indexOf(c), submit);
    if (f && f.score >= FIT_MIN) pairs.push({ p: i, c: j, f });
  }));
  // Two controls that fit a phrase equally well (From and To offering the same stations): the
  // first on the page, as people say the origin first ("Chicago to Miami").
  pairs.sort((a, b) => b.f.score - a.f.score || a.c - b.c);
  const placed = new Map<number, Fit>();
  const usedPhrases = new Set<number>();
  let total = 0;
  for (const pair of pairs) {
    if (placed.has(pair.c) || usedPhrases.has(pair.p)) continue;
    placed.set(pair.c, pair.f);
    usedPhrases.add(pair.p);
    total += pair.f.score;
  }
  if (!placed.size) return undefined;
  // "Call me on 555-0132": with the number placed, "call me" only says what it is for.
  const shapedPlaced = phrases.some((p, i) => p.shape && usedPhrases.has(i));
  const unplaced = phrases.filter((p, i) => !usedPhrases.has(i) && !(shapedPlaced && CONTACT_ME.test(p.text))).map((p) => p.text);
  return { placed, unplaced, total };
}

/** A turn's values read against the page's controls: the programs, the values that fit nowhere, whether every value named its control outright, the weakest fit. */
export interface FormReading {
  programs: Program[];
  unplaced: string[];
  sure: boolean;
  least: number;
  /** The controls the values went into. */
  placed?: SeenControl[];
}

/** The least score a phrase must fit a control with to be put in it. */
const FIT_MIN = 0.45;

/**
 * The programs that put a turn's values into the page's form controls: a scored assignment of
 * value phrases × controls (each control and phrase used once, best fits first), from what the
 * page says of each control (label, placeholder, kind, options) and the prepositions before each
 * value as weak cues; with `submit`, the form's submit button after. Undefined when a phrase fits
 * no control well (the caller reads the turn another way or asks).
 */
export function readForm(text: string, state: DialogueState, submit: boolean): FormReading | undefined {
  const all = state.controls ?? [];
  if (!all.length) return undefined;
  // With a search, each form that has a submit button and several controls; the one that takes
  // the most of the values said (a results page's search form, not its filters), then the larger.
  let groups = [all];
  if (submit) {
    const forms = new Map<number, SeenControl[]>();
    for (const c of all) if (c.form !== undefined && c.submit) forms.set(c.form, [...(forms.get(c.form) ?? []), c]);
    groups = [...forms.values()].filter((g) => g.length >= 2);
  }
  const readings = groups
    .map((controls) => ({ controls, reading: assign(text, controls, state, submit) }))
    .filter((r): r is { controls: SeenControl[]; reading: NonNullable<ReturnType<typeof assign>> } => r.reading !== undefined)
    .sort((a, b) => a.reading.unplaced.length - b.reading.unplaced.length || b.reading.total - a.reading.total || b.controls.length - a.controls.length);
  const best = readings[0];
  if (!best) return undefined;
  const { controls, reading: { placed, unplaced } } = best;
  const programs: Program[] = [];
  // In the page's order, as a person fills a form.
  for (const [j, f] of [...placed].sort((a, b) => a[0] - b[0])) {
    const c = controls[j]!;
    const name = c.label || c.hint || '';
    if (c.kind === 'select') programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(f.value) }));
    else if (c.kind === 'radio') programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(f.value) }) }));
    else if (c.kind === 'checkbox') programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(name) }) }));
    else programs.push(program({ kind: 'action', name: 'enter', text: literal(f.value), element: query({ description: str(name), type: 'input' }) }));
  }
  if (submit) {
    const button = controls[0]!.submit!;
    programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) }));
  } else {
    // A bound typed into a filter's box ("Max price" with its "Apply"): the box's form button applies it.
    const applies = [...placed].find(([j, f]) => f.bound && controls[j]!.submit && (controls[j]!.kind === 'number' || controls[j]!.kind === 'text'));
    if (applies) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(controls[applies[0]]!.submit!), type: 'button' }) }));
  }
  // Sure: every value named its control's option or count outright ("window seat", "sixteen gigs").
  const sure = [...placed].every(([j, f]) => f.score >= 0.89 && (controls[j]!.kind !== 'text' || f.sure));
  return { programs, unplaced, sure, least: Math.min(...[...placed.values()].map((f) => f.score)), placed: [...placed.keys()].map((j) => controls[j]!) };
}

// ---------------------------------------------------------------------------------------------
// Bounds on amounts, and taking a filter off

/** Words that make a bound a most ("under", "up to") or a least ("over", "at least"). */
const MAX_WORDS = String.raw`under|below|less than|cheaper than|up to|at most|max(?:imum)?(?: of)?|no more than|not more than|within|tops`;
const MIN_WORDS = String.raw`over|above|more than|at least|min(?:imum)?(?: of)?|no less than|not less than`;
/** An amount as said or written: "$1,500", "1.5k", "fifteen hundred", "a thousand dollars". */
const AMOUNT = String.raw`(?:[$€£]\s?)?(?:\d[\d,]*(?:\.\d+)?k?|(?:a\s+)?${SPOKEN_NUMBER})(?:\s*(?:dollars?|bucks|usd|euros?|pounds?))?`;
/** A bound: the words, the amount, a period it is per; nothing after it but the end, a comma or another value's preposition (not "at least two bedrooms"). */
const BOUND_IN_TEXT = new RegExp(String.raw`\b(${MAX_WORDS}|${MIN_WORDS})\s+(${AMOUNT})(?:\s*(?:a|per|\/)\s*(?:night|person|day|head|week|month|year|mo|pcm))?(?=\s*(?:$|[,?!.]|\b(?:and|for|in|on|with|to|at|near|please)\b))`, 'i');

/** The number an amount says: "$1,500" → 1500, "1.5k" → 1500, "fifteen hundred" → 1500. */
function amountValue(text: string): number | undefined {
  const t = text.toLowerCase().replace(/[$€£]|\b(?:dollars?|bucks|usd|euros?|pounds?)\b/g, '').trim();
  const digits = /^(\d[\d,]*(?:\.\d+)?)(k?)$/.exec(t);
  if (digits) return Number(digits[1]!.replace(/,/g, '')) * (digits[2] ? 1000 : 1);
  const n = spokenValue(t);
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

const MAX_WORD = new RegExp(String.raw`^(?:${MAX_WORDS})$`, 'i');
/** A bound said in the text ("under fifteen hundred a month", "at most $900"), and where it is. */
export function boundIn(text: string): { phrase: ValuePhrase; index: number; length: number } | undefined {
  const m = BOUND_IN_TEXT.exec(text);
  const n = m ? amountValue(m[2]!) : undefined;
  if (m && n !== undefined) {
    const dir = MAX_WORD.test(m[1]!) ? 'max' : 'min';
    return { phrase: { text: m[0], kind: 'bound', value: String(n), dir }, index: m.index, length: m[0].length };
  }
  // "Fifteen dollars max", "$5 or less", "twenty at most": the bound's words after the amount.
  const after = BOUND_AFTER.exec(text);
  const k = after ? amountValue(after[1]!) : undefined;
  if (!after || k === undefined) return undefined;
  const dir = /^(?:max|maximum|tops|or less|or under|or below|or cheaper|at most|at the most|the most)$/i.test(after[2]!) ? 'max' : 'min';
  return { phrase: { text: after[0], kind: 'bound', value: String(k), dir }, index: after.index, length: after[0].length };
}

/** An amount, then the words that make it a bound: "fifteen dollars max", "$5 or less", "thirty or more". */
const BOUND_AFTER = new RegExp(String.raw`(?:^|(?<=[\s,]))(${AMOUNT})\s+(max|maximum|tops|or less|or under|or below|or cheaper|at most|at the most|the most|or more|or over|or above|minimum|min|at least)(?=\s*(?:$|[,?!.]|\b(?:and|for|in|on|with|please)\b))`, 'i');

/** The amounts an option or label writes as money ("$1,000", "Under $1,250", "1000 USD"). */

const PRICE_WORDS = /\b(?:price|prices|cost|rent|fare|budget|amount|rate|pay|spend)\b|[$€£]/i;
const MAX_LABEL = /\b(?:max(?:imum)?|highest|most|top|under|up to|below|less|budget|limit|cap)\b/i;
const MIN_LABEL = /\b(?:min(?:imum)?|lowest|least|over|above|more)\b/i;

/**
 * How a bound fits a control: a dropdown or radio group whose options are amounts takes the option
 * of that amount (its label saying the bound's direction, "Max rent", makes it sure); a number or
 * text box the page names for a price or a bound takes the number.
 */
function boundFit(p: ValuePhrase, c: SeenControl): Fit | undefined {
  const n = Number(p.value);
  const label = `${c.label} ${c.hint ?? ''}`;
  const sameWay = p.dir === 'max' ? MAX_LABEL : MIN_LABEL;
  const otherWay = p.dir === 'max' ? MIN_LABEL : MAX_LABEL;
  if (otherWay.test(label) && !sameWay.test(label)) return undefined;
  if (c.kind === 'select' || c.kind === 'radio') {
    let best: Fit | undefined;
    for (const o of c.options ?? []) {
      const amounts = moneyIn(o);
      if (amounts.length !== 1 || amounts[0] !== n) continue;
      const score = 0.75 + (sameWay.test(`${label} ${o}`) ? 0.2 : 0);
      if (!best || score > best.score) best = { score, value: o };
    }
    return best;
  }
  if ((c.kind === 'number' || c.kind === 'text') && (PRICE_WORDS.test(label) || sameWay.test(label))) {
    return { score: PRICE_WORDS.test(label) && sameWay.test(label) ? 0.9 : 0.6, value: String(n), bound: true };
  }
  return undefined;
}

/** "Take off the price limit", "remove the bedrooms filter", "no GPS": a filter or extra taken off. */
const TAKE_OFF = /^(?:take off|take away|remove|clear|drop|get rid of|reset|lose|forget|turn off|switch off|untick|uncheck|no|without)\s+(?:the\s+|that\s+|this\s+|my\s+|any\s+)?(.+?)$/i;
const FILTER_WORDS = /\b(?:limit|filter|cap|bound|restriction|range|setting|option|box)s?\b/gi;
/** An option that sets no bound or filter: "No max", "Any", "All types", "Any price". */
const NO_BOUND = /^(?:no|any|all|none|every|either|whatever|unlimited|not set|no preference|show all)\b/i;

/**
 * A control the turn takes off: a dropdown or radio group named by the turn's words (or, for a
 * price or a limit, the one whose options are amounts) goes back to its option that sets nothing
 * ("No max", "Any"); a checkbox so named is unticked. Undefined when no control is named.
 */
export function takeOff(text: string, state: DialogueState): Program[] | undefined {
  // "Take the gift wrap off", "switch the potting off": the verb with its particle first.
  const m = TAKE_OFF.exec(text.trim().replace(/^(take|turn|switch)\s+(?!off\b)(.+?)\s+off$/i, '$1 off $2'));
  const controls = state.controls ?? [];
  if (!m) return undefined;
  const said = m[1]!;
  const words = tokens(said.replace(FILTER_WORDS, ' '));
  if (!controls.length) return filterLinkOff(words, state);
  const limit = /\b(?:limit|cap|max(?:imum)?|min(?:imum)?|bound|budget)\b/i.test(said);
  // "No tip": a choice of that name is a choice, not a control taken off.
  if (controls.some((c) => (c.options ?? []).some((o) => tokens(o).join(' ') === tokens(`${m[0]}`).join(' ')))) return undefined;
  let best: { c: SeenControl; score: number } | undefined;
  for (const c of controls) {
    if (c.kind !== 'select' && c.kind !== 'radio' && c.kind !== 'checkbox') continue;
    let score = overlap(words, `${c.label} ${c.hint ?? ''}`);
    const amounts = (c.options ?? []).filter((o) => moneyIn(o).length > 0).length;
    if ((limit || PRICE_WORDS.test(said)) && amounts >= 2) score += 0.5;
    if (c.kind === 'checkbox' && limit) score = 0;
    // Of boxes named alike (an extra on each row of a basket), the one that is ticked.
    else if (c.kind === 'checkbox' && score > 0 && c.value === 'on') score += 0.05;
    if (score > 0 && (!best || score > best.score)) best = { c, score };
  }
  if (!best || best.score < 0.5) return filterLinkOff(words, state);
  const c = best.c;
  const name = c.label || c.hint || '';
  if (c.kind === 'checkbox') {
    // Of boxes with the same label (one a row), the one meant by its place among them.
    const same = controls.filter((o) => o.kind === 'checkbox' && o.label === c.label);
    const nth = same.length > 1 ? { nth: same.indexOf(c) + 1 } : {};
    return [program({ kind: 'action', name: 'uncheck', element: query({ description: str(name), ...nth }) })];
  }
  const none = (c.options ?? []).find((o) => NO_BOUND.test(o.trim()) && !/\d/.test(o)) ?? (c.options?.[0] && !/\d/.test(c.options[0]) ? c.options[0] : undefined);
  if (!none) return undefined;
  if (c.kind === 'select') return [program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(none) })];
  return [program({ kind: 'action', name: 'click', element: query({ description: str(none) }) })];
}

/**
 * "Clear the comedy filter" where the filters are links ("All genres", "Rock", "Comedy"): the link of
 * the same group that sets nothing ("All genres", "Any"), the nearest such row before the one named.
 */
function filterLinkOff(words: string[], state: DialogueState): Program[] | undefined {
  if (!words.length) return undefined;
  const rows = state.rows;
  const at = rows.findIndex((r) => r.title.split(/\s+/).length <= 4 && overlap(words, r.title) === 1);
  if (at < 0) return undefined;
  for (let i = at - 1; i >= Math.max(0, at - 12); i--) {
    const t = rows[i]!.title.trim();
    if (NO_BOUND.test(t) && !/\d/.test(t) && t.split(/\s+/).length <= 3) return [program({ kind: 'action', name: 'click', element: query({ description: str(t) }) })];
  }
  return undefined;
}

/** An option that says no to something: "Don't substitute", "No thanks", "Without ice". */
const NEGATED_OPTION = /^(?:no|not|don'?t|do not|never|without|none)\b/i;
/** "Don't substitute", "no substitutes for this one", "without ice": the option of the page that says no to it. */
const NEGATED_VALUE = /^(?:no|don'?t|do not|never|without|not)\s+(.+)$/i;

/**
 * A choice said with a negation ("don't substitute", "no substitutes") is the option of a dropdown
 * or radio group that itself says no to the same thing ("Don't substitute"), not the option that
 * says yes to it ("Substitute a similar item"). Undefined when no such option is on the page.
 */
export function negatedChoice(text: string, state: DialogueState): Program[] | undefined {
  const m = NEGATED_VALUE.exec(text.trim());
  if (!m) return undefined;
  const want = tokens(m[1]!).map(stem).filter((w) => w.length > 2);
  if (!want.length) return undefined;
  const near = (a: string, b: string) => a === b || (a.length >= 5 && b.length >= 5 && a.slice(0, 5) === b.slice(0, 5));
  for (const c of state.controls ?? []) {
    if (c.kind !== 'select' && c.kind !== 'radio') continue;
    const option = (c.options ?? []).find((o) => NEGATED_OPTION.test(o.trim()) && tokens(o).map(stem).some((w) => want.some((x) => near(w, x))));
    if (!option) continue;
    const name = c.label || c.hint || '';
    if (c.kind === 'select') return [program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(option) })];
    return [program({ kind: 'action', name: 'click', element: query({ description: str(option) }) })];
  }
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Searches said in other words

/** "Check flights from A to B", "show me everything in Old Town": verbs that search when the page's search form takes every value by its fields' names. */
const SEARCH_LIKE = /^(?:check(?: out)?|show me|show|see|get me|give me|find me|what are|are there(?: any)?|any|what'?s on|what is on|what'?s happening|what is happening|what'?s playing|anything on)\s+(.+)$/i;
/** ", would you?", " again", " again for me": words after a search's words that are none of them. */
const SEARCH_TAG = /(?:,?\s+again)?(?:,?\s+(?:would|could|can|will)\s+you)?(?:,?\s+again)?(?:\s+for me)?\s*\??$/i;
/** ", can you search that?", "and search it": a request after the search words, not part of them. */
const SEARCH_THAT = /,?\s*(?:(?:and|so|then)\s+)?(?:(?:can|could|would|will) you\s+)?(?:please\s+)?(?:search|look up|look for|find)\s+(?:for\s+)?(?:that|it|this|them|those)(?:\s+for me)?\s*$/i;

/** A control of a search form: its form's button, or a box itself, says it searches ("Search flights", "Find cars", "Search products"). */
/** Round 20: a control of a value form: a menu, a choice, a date or a number of a GET form with a button (no POST form's: those change something). */
export const isValueFilter = (c: SeenControl): boolean =>
  !!c.submit && !c.posts && (c.kind === 'select' || c.kind === 'radio' || c.kind === 'date' || c.kind === 'number');

export const isSearchBox = (c: SeenControl): boolean =>
  !!c.submit && (/\b(?:search|find|look|go|show|browse|explore|filter)\b|🔍/i.test(c.submit) || (c.kind === 'text' && /\bsearch\b/i.test(`${c.label} ${c.hint ?? ''}`)));

const hasSearchForm = (controls: readonly SeenControl[] | undefined): boolean => !!controls?.some((c) => c.submit);
/** A text box of the current page that searches: a search box, or one in no form (a box that searches as you type). */
const hasOwnSearchBox = (state: DialogueState): boolean => !!state.controls?.some((c) => c.kind === 'text' && (!c.submit || isSearchBox(c)));

/**
 * The button that sends the search: the submit button of the page's one search box's own form when
 * the page in view has one ("Search", "🔍" — round 18: not another form's "Apply" or "Add to basket"
 * that stands to the right of some box), else the button beside the page's text field.
 */
function searchButton(state: DialogueState, away: boolean): Program {
  const boxes = away ? [] : (state.controls ?? []).filter((c) => c.kind === 'text' && isSearchBox(c) && c.submit?.trim());
  const buttons = [...new Set(boxes.map((c) => `${c.form ?? ''} ${c.submit}`))];
  const sole = buttons.length === 1 && boxes[0]!.submit!.trim();
  // (A button the page shows more than once by that name is told by its form's box, as before.)
  const shown = sole ? (state.page?.buttons ?? []).filter((b) => b.trim() === sole).length : 0;
  if (sole && shown === 1) return program({ kind: 'action', name: 'click', element: query({ description: str(sole), type: 'button' }) });
  return program({ kind: 'action', name: 'click', element: query({ type: 'button', right_of: query({ type: 'input' }) }) });
}

/** Steps that go back to the page of the search form seen last when the current page has no text box. */
function awayFromSearch(state: DialogueState): Program[] {
  if (hasOwnSearchBox(state) || !state.searchForm || state.searchForm.url === currentUrl(state)) return [];
  return [program({ kind: 'action', name: 'goto', url: state.searchForm.url })];
}

/**
 * A search form of one box that the turn names by its preposition: "places in Eastside" beside a
 * box labelled "Where do you want to live?" is a search for "Eastside" (the words before the
 * preposition name the kind searched). Undefined when the turn is not one value so placed.
 */
function oneBoxReading(text: string, state: DialogueState): FormReading | undefined {
  const controls = state.controls ?? [];
  const kindWords = new Set(kindNames(state.searchNames).flatMap((n) => n.split(/\s+/)).map(token).filter((w) => w.length > 2));
  const phrases = valuePhrases(text, kindWords);
  const p = phrases[0];
  if (phrases.length !== 1 || !p!.cue || p!.kind !== 'text') return undefined;
  const box = controls.find((c) => c.kind === 'text' && c.submit && controls.filter((d) => d.form === c.form).length === 1 && CUE_WORDS[p!.cue!]?.test(`${c.label} ${c.hint ?? ''}`));
  if (!box) return undefined;
  const programs = [
    program({ kind: 'action', name: 'enter', text: literal(p!.text), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) }),
    program({ kind: 'action', name: 'click', element: query({ description: str(box.submit!), type: 'button' }) }),
  ];
  return { programs, unplaced: [], sure: false, least: 0.9 };
}

/**
 * A search read against the page's search form, or, on a page without one, against the search
 * form seen last (going back to its page first): a form of several fields (`readForm`), else a
 * one-box form the turn names by a preposition. `strict` (a verb that is not "search"): only when
 * every value fits its field by name, not by page order.
 */
function searchReading(text: string, state: DialogueState, strict: boolean): FormReading | undefined {
  // The page's search form; a form of another kind ("Book and pay", "Send request") takes no search.
  const here = hasSearchForm(state.controls) && (state.controls!.some(isSearchBox) || !state.searchForm);
  // A page with a search box of its own searches there (rule 10), not on the page seen before.
  const away = here || hasOwnSearchBox(state) ? undefined : state.searchForm;
  const at = away ? { ...state, controls: away.controls } : state;
  if (!here && !away) return undefined;
  const form = readForm(text, at, true) ?? oneBoxReading(text, at);
  // Not by page order, and not only boxes ticked ("check nonstop only" ticks the box, no search).
  if (!form || (strict && (form.least < 0.7 || !form.programs.some((p) => p.action.name === 'enter' || p.action.name === 'select')))) return undefined;
  return away ? { ...form, programs: [program({ kind: 'action', name: 'goto', url: away.url }), ...form.programs] } : form;
}

// ---------------------------------------------------------------------------------------------
// Several fields stated together, with or without a command

/** Verbs that fill fields with what follows: "put in my name, X, and my number Y", "use my name, X, and Y". */
const FILL_FIELDS = /^(?:put (?:it|this|that|them|the (?:order|booking|tickets?|reservation)) (?:under|in the name of|for)|put in|put down|put|fill in|fill out|fill|enter|use|type in|type|write|set|give them|give it)\s+(.+)$/i;
/** "Name Sam Ortiz", "name's Leo Brandt": one field's name, then a person's name. */
const ONE_FIELD = /^(?:[Ff]ull\s+)?[Nn]ame(?:['’]s|\s+is|:)?\s+(\p{Lu}[\p{L}'’.-]*(?:\s+\p{Lu}[\p{L}'’.-]*){0,3})$/u;
/** "Name's X, email Y": a field's name first, then a comma-separated list. */
const LISTED_FIELDS = /^[a-z]+(?:['’]s|\s+is|:)?\s+[^,]+,\s*\S/i;
/** A command that sends a form, then for whom: "book it for X, email Y", "send the request for X, phone Y", "book it under X". */
const SEND_FOR = /^((?:book|reserve|send|submit|confirm|request|pay|place|complete|finish|make)\b.*?)\s+(?:for|under|in the name of|as)\s+(.+)$/i;
/** "Send it to 18 Birch Lane, …", "deliver them to …": an address first. */
const SEND_TO = /^(?:send|deliver|ship|bring|post|mail)\s+(?:it|them|this|that|the (?:order|parcel|package|basket))\s+to\s+(.+)$/i;
const EMAIL_VALUE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_VALUE = /^\+?\(?\d[\d\s().-]{4,}\d$/;
/** A street address: a house number, then the street's words ("18 Birch Lane", "221b Baker Street"). */
const ADDRESS_VALUE = /^\d{1,5}[a-z]?\s+(?:\p{Lu}[\p{L}'’.-]*\s*){1,4}$/u;
const NAME_VALUE = /^(?:\p{Lu}[\p{L}'’.-]*)(?:\s+\p{Lu}[\p{L}'’.-]*){0,3}$/u;
/** Capitalised words that are no one's name (days, months): "book it for Friday" names no person. */
const NOT_A_NAME = /^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|today|tomorrow|tonight|january|february|march|april|may|june|july|august|september|october|november|december|morning|afternoon|evening|me|us)$/i;
/** Words for one kind of field, as the user and the page may say it ("my number" is the "Phone number"). */
const FIELD_KIND: Record<string, string> = { number: 'phone', phone: 'phone', mobile: 'phone', tel: 'phone', telephone: 'phone', cell: 'phone', email: 'email', mail: 'email', emailaddress: 'email', address: 'address', street: 'address' };
const fieldTokens = (s: string): string[] => tokens(s.replace(/e-mail/gi, 'email')).map((w) => FIELD_KIND[w] ?? w);

/** The fields of an address form, by what their labels say, and the values that fit each. */
const ADDRESS_FIELDS: Array<{ kind: string; label: RegExp }> = [
  { kind: 'name', label: /^(?:full\s+)?name$|^your name$|^name \(|\bfull name\b|^(?:recipient|contact)(?:'s)? name$/i },
  { kind: 'street', label: /\b(?:street|address(?: line)?(?: 1)?|house (?:number|name)|road)\b/i },
  { kind: 'town', label: /\b(?:town|city|locality|suburb)\b/i },
  { kind: 'postcode', label: /\b(?:post\s?code|postal code|zip(?: code)?)\b/i },
  { kind: 'phone', label: /\b(?:phone|mobile|telephone|tel|contact number)\b/i },
  { kind: 'email', label: /\be-?mail\b/i },
];
const POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{5}(?:-\d{4})?|[A-Z]\d[A-Z]\s?\d[A-Z]\d)$/i;
const STREET = /^\d{1,5}[a-z]?,?\s+\p{L}[\p{L}'’. -]{1,40}$/u;

/**
 * "Name's Sam Reyes, 12 Elm Road, Norwich, NR2 1AB, and my number is 0777 900123": a sentence that
 * lists a name and an address (at least three values, each of a shape: a house number and street,
 * a postcode, a phone number, an e-mail, a town after the street, a name first) on a page with text
 * fields for them; each value typed into the field of its kind. Undefined when it is no such list
 * or a value finds no field.
 */
function addressList(sentence: string, state: DialogueState): Program[] | undefined {
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'text' && !c.multiline && !isSearchBox(c));
  if (boxes.length < 3) return undefined;
  const t = sentence.trim().replace(/[.!]+$/, '').replace(/^(?:(?:hi|hello|okay|ok|right|so),?\s+)?/i, '');
  if (!t.includes(',')) return undefined;
  const named = /^(?:(?:my\s+)?name['’]?s|my name is|the name is|i['’]?m|i am|this is|it['’]?s for|for)\s+/i.exec(t);
  const items = t.slice(named?.[0].length ?? 0).split(/\s*,\s*(?:and\s+)?|\s+and\s+(?=my\s)/i).map((x) => x.trim()).filter(Boolean);
  const values: Array<{ kind: string; value: string }> = [];
  for (const [i, raw] of items.entries()) {
    // "my number is 0777 …", "phone 01473 …", "email sam@…": the value without the words that name it.
    const item = raw.replace(/^(?:(?:my|the|our)\s+)?(?:(?:phone|mobile|telephone|tel|contact)\s*(?:number)?|number|e-?mail(?: address)?|post\s?code|zip(?: code)?)(?:\s+is|:)?\s+/i, '');
    let kind: string | undefined;
    if (EMAIL_VALUE.test(item)) kind = 'email';
    else if (POSTCODE.test(item)) kind = 'postcode';
    else if (PHONE_VALUE.test(item) && item.replace(/\D/g, '').length >= 7) kind = 'phone';
    else if (STREET.test(item)) kind = 'street';
    else if (i === 0 && named && NAME_VALUE.test(item)) kind = 'name';
    else if (values.some((v) => v.kind === 'street') && NAME_VALUE.test(item) && item.split(/\s+/).length <= 3) kind = 'town';
    if (!kind || values.some((v) => v.kind === kind)) return undefined;
    values.push({ kind, value: item.replace(/^(\d+[a-z]?),\s+/i, '$1 ') });
  }
  if (values.length < 3 || !values.some((v) => v.kind === 'street' || v.kind === 'postcode')) return undefined;
  const programs: Program[] = [];
  for (const v of values) {
    const field = ADDRESS_FIELDS.find((f) => f.kind === v.kind)!;
    const hits = boxes.filter((b) => field.label.test(b.label) && !ADDRESS_FIELDS.some((f) => f !== field && f.kind !== 'street' && field.kind === 'street' && f.label.test(b.label)));
    if (hits.length !== 1) return undefined;
    programs.push(program({ kind: 'action', name: 'enter', text: literal(v.value), element: query({ description: str(hits[0]!.label), type: 'input' }) }));
  }
  return programs;
}

/** What a value looks like: an e-mail address, a phone number, a person's name, else undefined. */
function valueShape(v: string): 'email' | 'phone' | 'name' | 'address' | undefined {
  if (EMAIL_VALUE.test(v)) return 'email';
  if (PHONE_VALUE.test(v)) return 'phone';
  if (ADDRESS_VALUE.test(v)) return 'address';
  if (NAME_VALUE.test(v) && !v.split(/\s+/).some((w) => NOT_A_NAME.test(w))) return 'name';
  return undefined;
}

/**
 * The field/value items of a list ("my name, Jonah Pell, and my number 555-0142", "the name as Maya
 * Lindqvist", "Lena Park, phone 555-0199", "lena.park@example.com"): a field's name then its value,
 * a field's name then the value as the next item, or a value alone. Undefined when an item is neither.
 */
function fieldItems(list: string): Array<{ field?: string; value: string }> | undefined {
  const items = list.replace(/[.!]+$/, '').split(/\s*,\s*(?:and\s+)?|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  const out: Array<{ field?: string; value: string }> = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!.replace(/^(?:my|his|her|their|our|the|your)\s+/i, '');
    if (valueShape(item)) {
      out.push({ value: item });
      continue;
    }
    const words = item.split(/\s+/);
    let pair: { field: string; value: string } | undefined;
    for (let k = 1; k <= Math.min(3, words.length - 1) && !pair; k++) {
      const field = words.slice(0, k).join(' ').replace(/\s*:$/, '');
      const value = words.slice(k).join(' ').replace(/^(?:as|is|to|:|=)\s+/i, '');
      if (!valueShape(field) && /^[a-z][a-z' -]*$/i.test(field) && valueShape(value)) pair = { field, value };
    }
    if (pair) {
      out.push(pair);
      continue;
    }
    // "my name, Jonah Pell": the field's name, its value the next item.
    const next = items[i + 1];
    if (words.length <= 3 && /^[a-z][a-z' -]*$/.test(item) && next && valueShape(next)) {
      out.push({ field: item, value: next });
      i++;
      continue;
    }
    return undefined;
  }
  return out.length ? out : undefined;
}

/**
 * Values put into the page's text fields, each by the field's name said with it, else by what the
 * value looks like (an address into the e-mail field, a name into the name field); every value must
 * find a field of one form. Undefined otherwise.
 */
function placeFields(items: Array<{ field?: string; value: string }>, state: DialogueState): { programs: Program[]; form?: number } | undefined {
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'text' || c.kind === 'number');
  const used = new Set<SeenControl>();
  const programs: Program[] = [];
  let form: number | undefined;
  for (const { field, value } of items) {
    const shape = valueShape(value);
    let best: { c: SeenControl; score: number } | undefined;
    for (const c of boxes) {
      if (used.has(c) || (form !== undefined && c.form !== form)) continue;
      const label = fieldTokens(`${c.label} ${c.hint ?? ''}`);
      let score = field ? overlap(fieldTokens(field), label.join(' ')) : 0;
      // A value alone, or a field named loosely ("the name" for "Driver's full name"): what it looks like.
      if (shape && label.includes(shape)) score += field ? 0.2 : 0.6;
      if (score > 0 && (!best || score > best.score)) best = { c, score };
    }
    if (!best || best.score < 0.5) return undefined;
    used.add(best.c);
    form ??= best.c.form;
    programs.push(program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(best.c.label || best.c.hint || ''), type: 'input' }) }));
  }
  return { programs, ...(form !== undefined ? { form } : {}) };
}

/**
 * Several fields stated at once: "put in my name, Jonah Pell, and my number 555-0142" fills both;
 * "book it for Tomás Herrera, email tomas@example.com", "send the request for Lena Park, phone
 * 555-0199" fill the fields, then press the button of their form. Undefined when a value finds no
 * field.
 */
export function fieldsStated(text: string, state: DialogueState): Program[] | undefined {
  // "Send it to 18 Birch Lane, name Marcus Bell, phone …": an address, then fields; no button (the turn says which).
  const to = SEND_TO.exec(text);
  if (to && valueShape(to[1]!.split(/\s*,\s*/)[0]!) === 'address') {
    const items = fieldItems(to[1]!);
    return items ? placeFields(items, state)?.programs : undefined;
  }
  const fill = FILL_FIELDS.exec(text);
  const send = fill ? undefined : SEND_FOR.exec(text);
  // "Name's Leo Brandt, email leo@example.com": fields and values listed without a verb, one of them an address or a number.
  const listed = fill || send ? undefined : LISTED_FIELDS.test(text) || ONE_FIELD.test(text) ? text.replace(/^([a-z]+)['’]s\s+/i, '$1 is ') : undefined;
  const one = fill || send ? undefined : ONE_FIELD.exec(text);
  const items = one ? [{ field: 'name', value: one[1]! }] : fieldItems((fill?.[1] ?? send?.[2] ?? listed) ?? '');
  // "Send it for Friday", "book it for the morning": a choice of the form, then its button.
  if (!items && send) return sendForChoice(send[1]!, send[2]!, state);
  if (!items) return undefined;
  // Several items, one an address or a number; or one field named with its value ("Name Sam Ortiz").
  const several = items.length >= 2 && items.some((i) => i.field) && items.some((i) => /^(?:email|phone)$/.test(valueShape(i.value) ?? ''));
  if (listed && !several && !(items.length === 1 && items[0]!.field && ONE_FIELD.test(text))) return undefined;
  // "Put in my name" with a value for a person needs a person's name; "book it for two" is no field.
  if (send && valueShape(items[0]!.value) !== 'name' && !items[0]!.field) return undefined;
  const placed = placeFields(items, state);
  if (!placed) return undefined;
  if (!send) return placed.programs;
  const button = formSubmitFor(send[1]!.split(/\s+/)[0]!, state, placed.form);
  if (!button) return undefined;
  return [...placed.programs, program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })];
}

/** A choice said for a form's send command ("send it for Friday"): the choice when the page offers it outright, then the form's button. */
function sendForChoice(command: string, value: string, state: DialogueState): Program[] | undefined {
  const form = readForm(value, state, false);
  if (!form || form.unplaced.length || !form.sure) return undefined;
  const button = formSubmitFor(command.split(/\s+/)[0]!, state);
  if (!button) return undefined;
  return [...form.programs, program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })];
}

/** Verbs that name the same step of sending a form ("book" a "Reserve" button, "send" a "Submit" one). */
const SEND_ALSO: Record<string, string[]> = { book: ['reserve', 'confirm'], reserve: ['book'], send: ['submit', 'request'], submit: ['send'], request: ['send'], pay: ['book', 'checkout'], place: ['order'], confirm: ['book'], next: ['continue', 'proceed'], carry: ['continue', 'proceed'] };

/**
 * "Reply saying …", "message the seller: …", "send them a note saying …", "write: "…"": a verb of
 * writing to someone, then the words to write, after a colon, "saying", "that" or "to say".
 */
const DICTATED = /^(?:(?:and|so|then|okay|ok|now|please|can you|could you)[,\s]+)*(?:(send|write|leave|add)\s+(?:(?:him|her|them|the\s+[\p{L}]+)\s+)?(?:(?:a|the|my)\s+)?(message|note|reply|comment|question)(?:\s+to\s+(?:the\s+)?[\p{L}]+)?|(message|reply|respond|tell|ask)(?:\s+(?:to\s+)?(?:him|her|them|the\s+[\p{L}]+|(?!saying\b|that\b)[\p{Lu}][\p{L}]+))?|(write)(?:\s+(?:back|this|down))?)\s*(?::|,|\s+saying|\s+that|\s+to\s+say)\s*(.+?)\s*$/iu;

/**
 * Round 17: words dictated to someone — "Reply saying sounds good, see you on Saturday", "message
 * the seller: could you hold it until Friday?", 'Write: "two ramps at the door, please"' — go into
 * the page's one box for free words (a text area; of several, the one whose label says the kind
 * said: "Message", "Write a reply"); a verb that sends (reply, message, send, ask, tell) presses that box's form
 * button after, "write" only fills it. Undefined when the page has no such box, or several and
 * none named.
 */
function dictatedMessage(utterance: string, state: DialogueState): Program[] | undefined {
  const m = DICTATED.exec(utterance.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const words = m[5]!.replace(/^["“‘']|["”’']$/g, '').trim();
  if (!words) return undefined;
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'text' && c.multiline && !c.value);
  const kind = (m[2] ?? m[3] ?? '').toLowerCase();
  const named = boxes.filter((c) => kind && stems(`${c.label} ${c.hint ?? ''}`).some((w) => w === stem(kind) || (kind === 'reply' && w === 'repli')));
  const box = boxes.length === 1 ? boxes[0]! : named.length === 1 ? named[0]! : undefined;
  if (!box) return undefined;
  const fill = program({ kind: 'action', name: 'enter', text: literal(words), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) });
  const sends = !m[4] && (m[1] ?? '').toLowerCase() !== 'write' && (m[1] ?? '').toLowerCase() !== 'add';
  return sends && box.submit ? [fill, program({ kind: 'action', name: 'click', element: query({ description: str(box.submit), type: 'button' }) })] : [fill];
}

/**
 * Round 18: words to write in a box the sentence names by a word of its label — "on the card write
 * Happy birthday Mum, love Sophie", "the card says With deepest sympathy", "the note should read
 * ring twice", "in the message put: see you at six" — after a comma or "and" that ends another part
 * of the turn ("Friday the fourth, and on the card write …") or alone. The words run to the end of
 * the turn (commas included) and go, unquoted, into the one empty text box of the page whose label or
 * placeholder holds the noun (a text area first). Nothing is sent. Undefined when no box, or several,
 * take the noun, or the words are none.
 */
const FOR_BOX = /^(?:(.*?\S)\s*(?:,\s*(?:and\s+)?|\s+and\s+))?((?:(?:and|so|then|please)\s+)?(?:(?:on|in|inside)\s+the\s+((?:[\p{L}-]+\s+)?[\p{L}-]+)\s*,?\s*(?:(?:please|can you|could you|just)\s+)?(?:write|put|say|type|add)\b|the\s+((?:(?!(?:should|will|can|must|could|needs?|has|says?|reads?)\b)[\p{L}-]+\s+)?(?!(?:should|will|can|must|could|needs?|has|says?|reads?)\b)[\p{L}-]+)\s+(?:(?:should|will|can|must|could|needs? to|has to)\s+)?(?:say|says|read|reads)\b)\s*:?\s*(.+?))\s*$/iu;

function wordsForBox(utterance: string, state: DialogueState): { before?: string; clause: string; programs: Program[] } | undefined {
  const m = FOR_BOX.exec(utterance.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const words = m[5]!.replace(/^["“‘']|["”’']$/g, '').trim();
  const noun = stems(m[3] ?? m[4] ?? '');
  if (!words || !noun.length || noun.some((w) => /^(?:page|site|screen|sign|this|that)$/.test(w))) return undefined;
  const boxes = (state.controls ?? []).filter((c) => c.kind === 'text' && !c.value && !c.input && noun.every((w) => stems(`${c.label} ${c.hint ?? ''}`).includes(w)));
  const multi = boxes.filter((c) => c.multiline);
  const box = boxes.length === 1 ? boxes[0]! : multi.length === 1 ? multi[0]! : undefined;
  if (!box) return undefined;
  const before = m[1]?.trim();
  return { ...(before ? { before } : {}), clause: m[2]!, programs: [program({ kind: 'action', name: 'enter', text: literal(words), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) })] };
}

/**
 * Round 17: "Offer seventy", "bid $45", "tip them five": a verb and an amount (a number), where a
 * form's submit button says that verb ("Send offer", "Place bid") and that form has one empty box
 * for a number or a short text: the amount into the box, then the button. Undefined otherwise.
 */
function verbAmount(text: string, state: DialogueState): Program[] | undefined {
  const m = /^([a-z]+)\s+(?:(?:him|her|them|the\s+[a-z]+)\s+)?(.+)$/i.exec(text.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const value = spokenNumbers(spokenAmounts(m[2]!.trim())).replace(/^[$€£]\s?/, '').replace(/\s*(?:dollars?|euros?|pounds?|quid|bucks)$/i, '');
  if (!/^\d+(?:[.,]\d+)?$/.test(value)) return undefined;
  const verb = token(m[1]!);
  const submits = [...new Set((state.controls ?? []).filter((c) => c.submit && tokens(c.submit).includes(verb)).map((c) => c.submit!))];
  if (submits.length !== 1) return undefined;
  const form = (state.controls ?? []).find((c) => c.submit === submits[0])?.form;
  const boxes = (state.controls ?? []).filter((c) => c.form === form && (c.kind === 'number' || (c.kind === 'text' && !c.multiline && !c.input)) && !c.value);
  if (boxes.length !== 1) return undefined;
  const box = boxes[0]!;
  return [
    program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) }),
    program({ kind: 'action', name: 'click', element: query({ description: str(submits[0]!), type: 'button' }) }),
  ];
}

/**
 * Round 17: a sentence that only says to send the form in view ("Place the order.", "Confirm the
 * booking.", "Complete it."): that form's own submit button — the one the verb names, else, for a
 * verb any form's button means (confirm, complete, submit…), the page's one form that neither
 * searches nor filters — never a link whose words overlap ("My reservations"). Before it, the
 * form's empty fields of a person's details (name, e-mail, phone, address) that the user's earlier
 * turns gave values for (`state.said`, read again as details; the latest per kind) are filled: a
 * form sent without them is refused by the page or arrives without what the user said. Undefined
 * when the sentence says more than to send, or no form's button fits.
 */
function sendTurn(text: string, state: DialogueState): Program[] | undefined {
  const verb = submitVerb(text);
  if (verb === undefined) return undefined;
  const controls = state.controls ?? [];
  // A verb no button says ("book it" beside "Complete reservation"): the page's one form of boxes to fill in that neither searches nor filters.
  const own = [...new Set(controls.filter((c) => c.submit && !isSearchBox(c) && !c.rendersHere && controls.some((d) => d.form === c.form && d.kind === 'text')).map((c) => c.submit!))];
  // (Only for a verb that sends what was filled in, and when no link or button of the page says the verb: "check out" is the page's "Checkout" link, not a promo code's "Apply".)
  const sends = !verb || /^(?:book|reserve|confirm|complete|finish|finali[sz]e|submit|send|place|pay|register|request)$/.test(verb);
  const named = [...(state.page?.buttons ?? []), ...(state.links ?? []).map((l) => l.name)].some((n) => tokens(n).includes(token(verb)));
  // (Round 28: "Next.", "Continue." on a page whose one form of boxes posts — a checkout's details, a booking's — is that form's button, whatever it says ("Review order"); never a label or legend the model reads the word as.)
  const goesOn = !theirOff() && /^(?:next|continue|proceed|carry)$/.test(verb) && own.length === 1 && controls.some((c) => c.submit === own[0] && c.posts);
  const button = (verb ? formSubmitFor(verb, state) : formSubmitFor('submit', state)) ?? (own.length === 1 && (sends || goesOn) && !named ? own[0] : undefined);
  if (!button) return verb ? loneButtonFor(verb, state) : undefined;
  const form = controls.find((c) => c.submit === button)?.form;
  // (A box whose label another form's box shares — a sign-in's "Email address" — could be typed into the other: left as it is.)
  const labelOf = (c: SeenControl): string => (c.label || c.hint || '').trim().toLowerCase();
  const empty = controls.filter((c) => c.form === form && c.kind === 'text' && !c.value && labelOf(c) && fieldKindOf(c) && !controls.some((o) => o.form !== form && labelOf(o) === labelOf(c)));
  // What the user said in this conversation, turn by turn (the state's record, else the executed turns').
  const saidTurns = state.said ?? state.executed.map((t) => t.utterance);
  const memory = saidDetails(saidTurns);
  // (Words that are an option of the form's choices name that choice, not a person: "the Old Mill one".)
  const options = new Set(controls.filter((c) => c.form === form).flatMap((c) => c.options ?? []).map((o) => stems(o).join(' ')));
  const remembered = [...memory.values()].filter((d) => !options.has(stems(d.value).join(' ')));
  const placed = empty.length && remembered.length ? placeDetails(remembered, empty)?.placed ?? [] : [];
  // Round 22: a box the page filled in itself (an account's phone number) takes the value a recent turn said had changed ("my mobile's changed, it's …").
  const shown = controls.filter((c) => c.form === form && c.kind === 'text' && c.value && labelOf(c) && fieldKindOf(c) && !placed.some((x) => x.control === c));
  const renewed = shown.length ? changedDetails(saidTurns).filter((d) => shown.some((c) => fieldKindOf(c)?.kind === d.kind && c.value!.trim() !== d.value)) : [];
  if (renewed.length) placed.push(...(placeDetails(renewed, shown, '', true)?.placed ?? []).filter((x) => x.control.value!.trim() !== x.value));
  const order = new Map(controls.map((c, i) => [c, i]));
  const fills = [...placed].sort((a, b) => order.get(a.control)! - order.get(b.control)!).map((x) => {
    const name = x.control.label || x.control.hint || '';
    return program({ kind: 'action', name: 'enter', text: literal(x.value), element: query({ description: str(name), type: 'input' }) });
  });
  // A dropdown of the form still on its first line that asks to choose ("Choose a store"): the one option an earlier turn named ("the Croydon one").
  const earlier = saidTurns.slice(-4).map((u) => new Set(stems(u)));
  const formControls = controls.filter((c) => c.form === form);
  // Round 23: the turns of this form's flow, read for its choices and boxes.
  const flow = formFlow(saidTurns);
  const choices = controls
    .filter((c) => c.form === form && c.kind === 'select' && c.options && (!c.value || (c.value === c.options[0] && PLACEHOLDER.test(c.value))))
    .flatMap((c) => {
      const named = (c.options ?? []).filter((o) => !PLACEHOLDER.test(o) && stems(o).length > 0 && earlier.some((said) => stems(o).every((w) => said.has(w))));
      // (Round 23: else the option a word of its own names, src/parser/carry.ts: "the blue bin" → "Recycling (blue bin)", "on the driveway" → "Driveway".)
      const pick = named.length === 1 ? named[0]! : carriedOption(c, formControls, flow);
      return pick ? [program({ kind: 'action', name: 'select', element: query({ description: str(c.label || c.hint || ''), type: 'dropdown' }), option: literal(pick) })] : [];
    });
  // Round 23: a dropdown still on its first option (the page's own, not a placeholder) that a recent turn named another of by a word only that option holds ("on the kerb" → "Kerbside").
  const moved = controls
    .filter((c) => c.form === form && c.kind === 'select' && c.options && c.value === c.options[0] && !PLACEHOLDER.test(c.value ?? ''))
    .flatMap((c) => {
      const pick = carriedOption(c, formControls, flow);
      return pick && pick !== c.value ? [chooseProgram(c, pick)] : [];
    });
  // Round 23: an empty box whose label says a kind (a colour, a make and model) takes the value of that kind a recent turn said ("it's a Toyota Yaris, red").
  const boxes = carriedBoxes(formControls.filter((c) => !placed.some((x) => x.control === c)), flow).map((x) =>
    program({ kind: 'action', name: 'enter', text: literal(x.value), element: query({ description: str(x.control.label || x.control.hint || ''), type: 'input' }) }),
  );
  return [...fills, ...boxes, ...choices, ...moved, ...saidChoices(controls, form, saidTurns, flow), program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) })];
}

/** Words that say a value is another than before: "my mobile's changed", "my new email", "it's … now". */
const CHANGED = /\b(?:chang(?:ed|es)|new|now|different|updated?|instead)\b/i;

/** Round 22: a phone, e-mail or address of the last few turns said as changed, latest first per kind. */
function changedDetails(said: readonly string[]): Detail[] {
  const out = new Map<string, Detail>();
  for (const u of said.slice(-4).reverse()) {
    if (!CHANGED.test(u)) continue;
    for (const d of rememberedDetails([u]).values()) if (['phone', 'email', 'street', 'postcode', 'city'].includes(d.kind) && !out.has(d.kind)) out.set(d.kind, d);
  }
  return [...out.values()];
}

/** Words that take a choice back or leave it out: "no fridge", "don't add the windows", "untick the text". */
const LEFT_OUT = /\b(?:no|not|never|without|skip|untick|uncheck|remove|cancel|drop|none|instead of)\b|n['’]t\b|\bleave\s+(?:\w+\s+){0,3}(?:out|off)\b/i;

/**
 * Round 22: the choices of the form being sent that the user's last turns said and no turn placed
 * ("can they do inside the fridge as well?" answered, two turns before "book it"; "it's for Mia"
 * beside the radios of who the booking is for): an unticked box whose label's words one of those
 * turns says — all of them, or all but one when it has three or more ("have them bring their own
 * products": "Bring cleaning products") — and a radio group still on a choice no turn named, when a
 * turn names another of its choices by a word only that choice holds, said as a name (capitalised
 * inside the sentence) or with all that choice's own words. Only the latest turn that names a choice
 * counts, and none where that turn takes it back ("no", "without", "untick") or asks about it ("how much
 * is the fridge?"; "can they do the fridge?" asks for it). In form order.
 */
function saidChoices(controls: readonly SeenControl[], form: number | undefined, said: readonly string[], flow: readonly string[] = said.slice(-4)): Program[] {
  const earlier = said.slice(-4).reverse();
  const heard = earlier.map((u) => new Set(stems(u)));
  const own = (label: string): string[] => [...new Set(stems(label.replace(/\([^)]*\)/g, ' ').replace(/[$€£]\s?\d[\d.,]*/g, ' ')))];
  const out: Program[] = [];
  const formControls = controls.filter((c) => c.form === form);
  for (const c of controls) {
    if (c.form !== form || form === undefined) continue;
    if (c.kind === 'checkbox' && c.value !== 'on' && c.label) {
      const words = own(c.label);
      if (!words.length) continue;
      const at = heard.findIndex((h) => words.some((w) => h.has(w)));
      if (at < 0 || LEFT_OUT.test(earlier[at]!) || ASKS_ABOUT.test(earlier[at]!.trim())) continue;
      const n = words.filter((w) => heard[at]!.has(w)).length;
      if (n === words.length || (words.length >= 3 && n >= words.length - 1)) out.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
    } else if (c.kind === 'radio' && c.options && c.options.length > 1) {
      // Round 23: a group no strict reading below decides (one still unchosen, most often) takes the option the form's structure says a recent turn named (src/parser/carry.ts).
      const strict = c.value ? strictRadio(c) : undefined;
      if (strict === null) continue;
      // (Only a group still on no choice or on its first, the page's own: one a turn of this send chose, "Same shop, Wednesday. Then send it.", is left.)
      const pick = strict ?? (!c.value || c.value === c.options[0] ? carriedOption(c, formControls, flow) : undefined);
      if (pick !== undefined && pick !== c.value) out.push(chooseProgram(c, pick));
    }
  }
  return out;

  /** Round 22's reading of a group with a chosen option: the option a turn names by all its own words or as a name; null: that turn takes it back or asks. */
  function strictRadio(c: SeenControl): string | null | undefined {
    const words = c.options!.map(own);
    const shared = (i: number): Set<string> => new Set([...words.flatMap((w, j) => (j === i ? [] : w)), ...stems(c.label || '')]);
    const distinct = words.map((w, i) => w.filter((x) => !shared(i).has(x)));
    const current = c.options!.indexOf(c.value!);
    if (current < 0) return undefined;
    const named = (i: number, u: string, h: Set<string>): boolean => {
      const d = distinct[i]!;
      if (!d.length || !d.some((x) => h.has(x))) return false;
      if (d.every((x) => h.has(x))) return true;
      // (A word of the choice said as a name: capitalised, not the sentence's first word.)
      return [...u.matchAll(/(?<=[\p{L},;:'’]\s+)\p{Lu}[\p{Ll}'’-]+/gu)].some((m) => d.includes(stems(m[0])[0] ?? ''));
    };
    const at = heard.findIndex((h, k) => c.options!.some((_, i) => named(i, earlier[k]!, h)));
    if (at < 0) return undefined;
    if (LEFT_OUT.test(earlier[at]!) || ASKS_ABOUT.test(earlier[at]!.trim())) return null;
    const picks = c.options!.map((_, i) => i).filter((i) => named(i, earlier[at]!, heard[at]!));
    if (picks.length !== 1) return null;
    return c.options![picks[0]!]!;
  }
}

/**
 * Round 18: a form of no boxes, only a button (a review page's "Place order", a "Confirm
 * cancellation"), is no form of fields: "order it", "place the order" there is the page's one
 * button whose words hold the verb (or a verb of the same step: place ~ order) — a button, never a link.
 */
function loneButtonFor(verb: string, state: DialogueState): Program[] | undefined {
  const v = token(verb);
  const words = [v, ...(SEND_ALSO[v] ?? []), ...(v === 'order' ? ['place'] : [])];
  const buttons = [...new Set(state.buttonsOn ?? [])].filter((b) => tokens(b).some((w) => words.includes(w)));
  if (buttons.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(buttons[0]!), type: 'button' }) })];
}

/** Words that say a name is a person's: "my name is", "name's", "I'm", "this is", "under". */
const NAME_CUE = /\b(?:name|names|name['’]s|i['’]m|i am|this is|called|under)\b/i;

/**
 * The person's details the user said in earlier turns, latest first per kind: values of their own
 * shape (an e-mail, a phone number, a postcode, a street) always; a name only where the turn says
 * it is one ("my name is …", "I'm …") or says it with values of such a shape ("Ann Lee,
 * ann@example.org") — capitalised words alone ("the Harbour View clinic") are no one's name.
 */
function saidDetails(earlier: readonly string[]): Map<string, Detail> {
  const out = new Map<string, Detail>();
  for (const u of [...earlier].reverse()) {
    const found = [...rememberedDetails([u]).values()];
    const shaped = found.some((d) => ['email', 'phone', 'postcode', 'street', 'card'].includes(d.kind));
    for (const d of found) {
      if (out.has(d.kind)) continue;
      // (Round 23: a turn that is the name and nothing else, "Jo Whitfield", says it is one.)
      const bare = d.kind === 'name' && u.trim().replace(/[.!]+$/, '') === d.value && d.value.split(/\s+/).length >= 2;
      if (['name', 'first', 'last', 'city', 'sender'].includes(d.kind) && !NAME_CUE.test(u) && !shaped && !bare) continue;
      out.set(d.kind, d);
    }
  }
  return out;
}

/** A dropdown's first line that asks to choose, or says nothing is chosen ("None"), rather than being a choice. */
const PLACEHOLDER = /^\s*(?:-+|choose|select|pick|please|none)\b/i;

/**
 * The name of the button of a form on the page that the verb names ("book" → "Book and pay",
 * "send" → "Send request"), in the form `form` when given; when only one form has a button and the
 * verb names none, that form's button. Undefined when none fits.
 */
export function formSubmitFor(verb: string, state: DialogueState, form?: number): string | undefined {
  const v = token(verb);
  const submits = [...new Set((state.controls ?? []).filter((c) => c.submit && (form === undefined || c.form === form)).map((c) => c.submit!))];
  const words = [v, ...(SEND_ALSO[v] ?? [])];
  const named = submits.find((s) => tokens(s).includes(v)) ?? submits.find((s) => tokens(s).some((w) => words.includes(w)));
  if (named) return named;
  if (form !== undefined && submits.length === 1) return submits[0];
  // "Submit it", "send it": a verb for any form's button; the one form of the page that does not search.
  if (/^(?:submit|send|confirm|complete|finish|finali[sz]e|place)$/.test(v)) {
    const own = [...new Set((state.controls ?? []).filter((c) => c.submit && (form === undefined || c.form === form) && !isSearchBox(c) && !c.rendersHere).map((c) => c.submit!))];
    if (own.length === 1) return own[0];
  }
  return undefined;
}

/**
 * A value changed in a search form that applies on its button (no change applies by itself), on a
 * page of results (its address carries the search done): the button, to run the search again.
 * Nothing when the values went into controls of no such form, or the form is still being filled.
 */
function searchAgain(form: FormReading, state: DialogueState): Program[] {
  const placed = form.placed ?? [];
  const first = placed[0];
  let results = false;
  try {
    results = new URL(currentUrl(state) ?? '').search.length > 1;
  } catch {
    results = false;
  }
  if (!results || !first?.submit || !placed.every((c) => c.form === first.form && isSearchBox(c))) return [];
  return [program({ kind: 'action', name: 'click', element: query({ description: str(first.submit), type: 'button' }) })];
}
