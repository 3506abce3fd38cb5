/**
 * The whole-task reading (issue 11, round 9): a clause that states a whole task with its values
 * and no field words — "Book a video call with Dr Ana Berg on 2026-12-02 at 10:30", "Pay $64.90
 * to Brightline Internet from Everyday Checking on 2026-12-10", "Apply for a visitor permit in
 * Zone A for the car AB12 CDE, for 3 months" — read against the form of the page it runs on.
 *
 * The sentence parser reads one action per clause; such a clause is several. This stage, like the
 * conversation's form reading (`readForm` in context.ts, whose value fits it reuses), sees the
 * page's form controls (`SeenControl`: label, kind, options, form, submit button) and maps each
 * value of the clause to the control that takes it:
 *
 * 1. **Values** are found by their shape: quoted text, e-mail addresses, dates (ISO or as people
 *    write them, a weekday with them), times, amounts of money, phone numbers, codes (letters and
 *    digits: "AB12 CDE", "HM-448812"), counts with their noun ("3 months", "18 kg", "four
 *    guests"), ordinal days ("the 15th"), numbers, capitalised names ("Kiln Lane", "Dr Ana Berg"),
 *    "your street" (the user's value named so), and words (an option's or a box's words).
 * 2. **Field words** said with a value name its control: "with 555-0133 as the contact phone",
 *    "the contact phone is 555-0188", "on policy "HM-1"", "a date of birth of 1988-04-17".
 * 3. **Fits**: a value goes to the control its field words name, else to the one its shape and the
 *    control's kind and label agree on (an e-mail into an e-mail box, a date into a date field or a
 *    menu of dates, a time into a time field or a menu of times, an amount into an amount box, a
 *    postcode into a postcode box), or the option or box whose text it says ("a broken
 *    streetlight" → the radio "Broken streetlight", "Zone A" → "Zone A – Old Town"). Best fits
 *    first, each control once, all in one form; a name or code left over goes to the form's one
 *    free text box.
 * 4. **When**: the reading replaces the sentence parser's reading of the clause when the clause
 *    states a task (a verb that is no control's: book, report, pay, apply for, remind me; or
 *    "submit / add / send a …"; or, with two values or more, a verb the form's button says) and
 *    every value found a control; when a control-verb clause says a value that reading does not
 *    hold (not typed or picked when said with its field, two values in one description, fewer
 *    actions than values); or when every value is said "as the F" for a control of the page.
 * 5. **The button**: a task clause that ends the run presses the form's submit button ("Apply for
 *    … starting 2026-12-01."); one followed by other clauses leaves that to them ("…, describe it
 *    as "…" and submit"); a search said with its values presses it whatever follows.
 * 6. **Buttons, cards and rows** of the page: "submit" where no button says it is the form's one
 *    button; "Choose the X cabin" is the card's "Choose this cabin" link; "Pick the second plan"
 *    on repeated items that say "plan" is that item; "Cancel the eye test appointment" is Cancel in
 *    the one row those words set apart.
 *
 * No rule names a site or a string of one; the words used are those of forms in general.
 */
import { fieldsOfForm, ownNegation, quoteExpiry } from './value-fields.js';
import { literal, program, query, str, type Program, type Query } from '../thingtalk/ast.js';
import { dateIn, fit, NUMBER_WORDS, overlap, tokens, type SeenControl, type ValuePhrase } from './context.js';
import { ORDINALS } from './decode.js';
import { escapeRegExp } from './compare.js';
import { detailsIn, isDetailsRun, readDetailsOnPage } from './details.js';
import { optionWordsSaid } from './option-words.js';
import { withoutOwnedAdjunct } from './owned.js';
import { sameRoot } from './unsent-reading.js';
import { WEEKDAY_SAID } from './dates.js';
import { markThingBooked, otherItemSaid, ownItem } from './thing-booked.js';

/** The page a clause is read on: its form controls (as `formControls` in src/runtime/conversation.ts describes them). */
export interface TaskPage {
  controls: readonly SeenControl[];
  /** The names of the page's visible buttons (submit buttons included). */
  buttons?: readonly string[];
  /** The names of the page's visible links. */
  links?: readonly string[];
  /** The texts of the page's repeated items (result cards, rows), in reading order. */
  items?: readonly string[];
  /** The names of the page's fields this reading does not fill (password fields). */
  secrets?: readonly string[];
  /** The page's table rows and list items that hold links or buttons: their cells' texts and those controls' names. */
  rows?: ReadonlyArray<{ cells: readonly string[]; controls: readonly string[]; counts?: readonly string[]; menus?: ReadonlyArray<{ name: string; options: readonly string[] }> }>;
}

/** A clause as the sentence parser read it (its programs, or none when it refused), and whether it ends the instruction. */
export interface TaskClause {
  text: string;
  programs?: readonly Program[];
  last: boolean;
  /** Values for the page an action just opened: once placed, that page's form is sent. */
  submit?: boolean;
}

/** Verbs that name an action on one control (the sentence parser's domain); any other verb states a task. */
export const CONTROL_VERB = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:click|tap|press|hit|type|enter|put|write|fill|input|insert|select|choose|pick|check|tick|uncheck|untick|clear|set|change|move|drag|slide|open|go|navigate|visit|scroll|sort|filter|show|hide|search|find|look|submit|save|send|confirm|continue|proceed|accept|agree|turn|switch|enable|disable|allow|block|mark|include|exclude|read|tell|wait|close|remove|delete|edit|update|upload|download|add|make|rate|answer|describe|keep|use|give|opt|sign|log|leave|increase|decrease|raise|lower|reduce|empty|replace|expand|collapse|hover|view|see|display|copy|paste|print|share|reset|apply|book|reserve|buy|pay|cancel|request|get)\b/i;
/** Task verbs: the clause states a whole task ("Report a broken streetlight on Kiln Lane"). */
const TASK_VERB = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:(?:book|reserve|pay|transfer|apply|request|order|report|remind|schedule|register|enrol|enroll|renew|claim|arrange|file|lodge|raise|top up|sign up|set up|subscribe|donate|send|submit|make|place|create|add|open|start|leave|have|get)\b)/i;
/** A control verb followed by "a/an …" states a task too ("Submit a claim for …", "Add a payee named …", "Send a large parcel of 18 kg …"). */
const TASK_OBJECT = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:submit|send|make|place|file|lodge|raise|create|add|open|start|set up|sign up|book|reserve|pay|request|apply for|order|report|arrange|schedule|register for)\s+(?:a|an|another|one|some)\b/i;
/** Round 18: a verb that gives something to someone, said with both: "Send the seller an enquiry", "Leave them a message", "Book me a table". */
const TASK_TO_SOMEONE = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:send|leave|write|give|book|get|order)\s+(?:(?:the|your|my|our|this|that)\s+\p{L}+|them|him|her|us|me)\s+(?:a|an|another|one|some)\s/iu;
/** Control verbs that state a task on their own (no "a/an" needed): verbs that are not any one control's. */
const TASK_ONLY = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:transfer|report|remind|schedule|register|enrol|enroll|renew|claim|arrange|file|lodge|top up|sign up|set up|subscribe|donate|order|apply for|book|reserve|pay|request|leave it|have it)\b/i;

/** A search said with its values ("Look for a table for one at 6:00 PM", "Find pickup points in Austin"): the form's button runs it, whatever follows. */
const SEARCH_VERB = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:look for|look up|search for|search|find|check for|show me|track)\b/i;

/** Verbs that narrow or order a list of results ("Filter to …", "Show diesel cars …", "Sort by price"). */
const NARROW_VERB = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:filter|show|narrow|limit|restrict|refine|sort|order|list|display)\b/i;

/** Verbs of a form's own buttons and of single controls: they never make a clause a task by naming the form's button. */
const FORM_VERB = /^(?:click|tap|press|hit|select|choose|pick|check|tick|enter|type|set|fill|put|write|open|go|sign|log|save|send|submit|confirm|continue|proceed|update|apply|search|find|look|add|next|finish|done|change|edit|clear|reset|remove|delete|cancel)$/;
const FILLER_WORD = /^(?:the|a|an|your|my|and|with|in|to|of|for|on|at|it)$/;

/**
 * A reason said before the instruction ("Requests need two weeks' notice, so request …", "The
 * shop closes early, so book …"): the words after ", so" when the words before it begin with no
 * action verb; the text as it is otherwise.
 */
export function withoutReason(text: string): string {
  const m = /^([^,"“]+),\s+so\s+(\p{Ll}.*)$/u.exec(text.trim());
  return m && !CONTROL_VERB.test(m[1]!) && !TASK_VERB.test(m[1]!) ? m[2]! : text;
}

/** The words of a page a clause is read on (labels, hints, options, owners, buttons, links, items, rows), lower case. */
function pageWordsOf(page: TaskPage): Set<string> {
  const texts: string[] = [...(page.buttons ?? []), ...(page.links ?? []), ...(page.items ?? [])];
  for (const c of page.controls) texts.push(c.label, c.hint ?? '', ...(c.options ?? []));
  for (const r of page.rows ?? []) texts.push(...r.cells, ...r.controls);
  return new Set(texts.join(' ').toLowerCase().match(/\p{L}[\p{L}'’-]*/gu) ?? []);
}

/** Whether the clause states a whole task (not an action on one control). */
export function isTaskClause(text: string): boolean {
  const t = withoutReason(text).trim();
  if (TASK_ONLY.test(t) || TASK_OBJECT.test(t) || TASK_TO_SOMEONE.test(t)) return true;
  return !CONTROL_VERB.test(t) && TASK_VERB.test(t);
}

/** A cheap check before the page is looked at: does the clause state a task, or values its reading does not hold, or a generic submit? */
export function mayReadOnPage(clause: { text: string; programs?: readonly Program[] }): boolean {
  if (isTaskClause(clause.text)) return true;
  if (!clause.programs) return true;
  if (typesNoWord(clause.programs) || untargeted(clause.programs)) return true;
  // A verb the sentence parser has no action for ("Withdraw from X", "Drop X"): it may be a button's first word on the page.
  if (!CONTROL_VERB.test(clause.text.trim()) && /^\s*\p{L}+\s+(?:(?:from|out of|off)\s+)?(?:the\s+)?["“\p{Lu}]/u.test(clause.text)) return true;
  if (genericSubmit(clause.programs)) return true;
  if (isDetailsRun(detailsIn(clause.text))) return true;
  if (/^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:submit|send|save|confirm|continue|apply|finish|proceed)\s+(?:to|with|and)\b/i.test(clause.text)) return true;
  if (ORDINAL_ITEM.test(clause.text)) return true;
  if (rowClick(clause.programs)) return true;
  // (Round 18: "Filter to automatic electric cars", "sort by price, lowest first": words said to narrow or order a list may be options of the page's filter form.)
  if (NARROW_VERB.test(clause.text) && clause.programs.some((p) => p.action.name === 'click' || p.action.name === 'select')) return true;
  // A value said that the sentence parser's reading does not hold ("switch on 1 January 2027 for electricity only").
  const programs = clause.programs;
  const pieces = extract(clause.text).pieces;
  return pieces.some((p) => !covered(p, programs) || ((p.shape === 'name' || p.shape === 'words' || p.shape === 'quoted') && !covered(p, programs, true))) || valuesSaid(pieces, programs) > elementSteps(programs) || choiceClick(clause.text, programs) !== undefined || lumped(pieces, programs) || pieces.some((p) => p.stated && p.field.includes('firstlast')) || pieces.filter((p) => p.stated).length >= 2;
}

/** Month and weekday names (an ordinal before one is a date's day, not part of a name). */
const MONTH_OR_DAY = 'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?|Mon(?:day)?|Tue(?:s(?:day)?)?|Wed(?:nesday)?|Thu(?:rs(?:day)?)?|Fri(?:day)?|Sat(?:urday)?|Sun(?:day)?';

type Shape = 'quoted' | 'email' | 'date' | 'time' | 'money' | 'phone' | 'code' | 'count' | 'ordinal' | 'number' | 'name' | 'user' | 'words';

/** One value of a clause. */
export interface Piece {
  shape: Shape;
  /** What goes into the control (a literal), or the user-dictionary key for `user`. */
  value: string;
  /** As said. */
  text: string;
  /** Words said for its field ("contact phone"), as compared tokens. */
  field: string[];
  /** The preposition before it ("from", "to", "on", …). */
  cue?: string;
  /** A count's noun. */
  noun?: string;
  /** Must find a control for the reading to hold (values and names do; plain words may go unused). */
  required: boolean;
  /** Its field said with "as the F", "the F is", "F of": a value for that field, to be typed or picked. */
  stated?: boolean;
  /** Said with "untick", "turn off", "stop", "no", "without": a box to clear. */
  negated?: boolean;
  /** A date's parts, a time's minutes, an amount's number. */
  date?: { y?: number; m: number; d: number };
  minutes?: number;
  amount?: number;
}

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];
const monthIndex = (w: string): number => MONTHS.findIndex((m) => m.startsWith(w.toLowerCase().slice(0, 3)));
const WEEKDAY = WEEKDAY_SAID;
const CUES = new Set(['from', 'to', 'in', 'at', 'on', 'for', 'with', 'without', 'by', 'near', 'starting', 'named', 'called', 'saying', 'about', 'into', 'under', 'via', 'using']);
const FIELD_FILLER = new Set(['the', 'a', 'an', 'as', 'is', 'are', 'be', 'your', 'my', 'our', 'their', 'his', 'her', 'its', 'it', 'of', 'that', 'this', 'with', 'to', 'and', 'for', 'on', 'at', 'in', 'from', 'by', 'should', 'will', 'would', 'which', 'who', 'me', 'us', 'set', 'put', 'use', 'give', 'enter', 'type', 'say', 'saying', 'being']);
const NUMBER_WORD = Object.keys(NUMBER_WORDS).filter((w) => w !== 'hundred').join('|');

/** A value's placeholder in the clause: no digit or letter in it, so no later pattern matches inside it. */
const PH = (i: number): string => `\u0001${String.fromCharCode(0xe000 + i)}\u0002`;
const PH_RE = /\u0001([\ue000-\ue0ff])\u0002/g;
const phIndex = (m: string): number => m.charCodeAt(0) - 0xe000;

/** Minutes since midnight of "10:30", "6:00 PM", "7 pm". */
function minutesOf(h: string, m: string | undefined, ampm: string | undefined): number | undefined {
  let hour = Number(h);
  const min = m ? Number(m) : 0;
  if (hour > 24 || min > 59) return undefined;
  if (ampm) {
    const pm = /^p/i.test(ampm);
    if (hour === 12) hour = pm ? 12 : 0;
    else if (pm) hour += 12;
  }
  return hour * 60 + min;
}

/** A clock time as written: "6 pm", "6:30 a.m." (hour, minutes, a / p) or "18:30" (hour, minutes). */
const CLOCK = String.raw`\b(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\b\.?|\b(\d{1,2}):(\d{2})\b`;
/** The minutes after midnight of a `CLOCK` match. */
const clockMinutes = (m: RegExpExecArray): number | undefined => (m[1] ? minutesOf(m[1], m[2], m[3]) : minutesOf(m[4]!, m[5], undefined));

/** The times an option or label says, in minutes. */
function timesIn(text: string): number[] {
  const out: number[] = [];
  const re = new RegExp(CLOCK, 'gi');
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const v = clockMinutes(m);
    if (v !== undefined) out.push(v);
  }
  return out;
}

/** The dates an option says: { m, d, y? } for "Sat 12 Dec", "December 12, 2026", "2026-12-12". */
function datesIn(text: string): Array<{ y?: number; m: number; d: number }> {
  const out: Array<{ y?: number; m: number; d: number }> = [];
  for (const m of text.matchAll(/\b(\d{4})-(\d{2})-(\d{2})\b/g)) out.push({ y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) });
  const month = String.raw`(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\b`;
  for (const m of text.matchAll(new RegExp(String.raw`\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?${month}\.?(?:,?\s+(\d{4}))?`, 'gi'))) out.push({ m: monthIndex(m[2]!), d: Number(m[1]), ...(m[3] ? { y: Number(m[3]) } : {}) });
  for (const m of text.matchAll(new RegExp(String.raw`\b${month}\.?\s+(\d{1,2})(?:st|nd|rd|th)?\b(?:,?\s+(\d{4}))?`, 'gi'))) out.push({ m: monthIndex(m[1]!), d: Number(m[2]), ...(m[3] ? { y: Number(m[3]) } : {}) });
  return out;
}

const sameDate = (a: { y?: number; m: number; d: number }, b: { y?: number; m: number; d: number }): boolean => a.m === b.m && a.d === b.d && (a.y === undefined || b.y === undefined || a.y === b.y);

/** The amount a text says ("$1,000", "75 dollars", "40"). */
function amountOf(text: string): number | undefined {
  const m = /(\d[\d,]*(?:\.\d+)?)/.exec(text);
  return m ? Number(m[1]!.replace(/,/g, '')) : undefined;
}

/** Words that clear a box ("untick", "turn off", "stop", "no", "without"). */
// (Round 21: "take off", "take away", "get rid of" too: "take off the pet hair removal" on a booking's add-ons is that box unticked.)
const NEGATION = /\b(?:uncheck|untick|unselect|deselect|clear|turn off|switch off|disable|stop|don't|do not|no|without|remove|take off|take away|get rid of|opt out of)\b/i;
const NEGATION_LEAD = /^(?:uncheck|untick|unselect|deselect|clear|turn off|switch off|disable|stop|don't|do not|no|without|remove|take off|take away|get rid of|opt out of)\s+/i;

/** Whether words name one of the controls (its label holds every one of them: "Topic", "the Message box"). */
function namesControl(words: string, controls: readonly SeenControl[]): boolean {
  // Every word counts ("Zone A" does not name "Parking zone": the "A" is the option's).
  const raw = words.toLowerCase().replace(/^(?:the|a|an)\s+/, '').split(/[^\p{L}\p{N}]+/u).filter((x) => x && !/^(?:box|field|menu|dropdown|list|section|area|question|group)$/.test(x));
  return raw.length > 0 && controls.some((c) => {
    const label = labelOf(c).toLowerCase().split(/[^\p{L}\p{N}]+/u);
    const have = new Set(tokens(labelOf(c)));
    return raw.every((x) => label.includes(x) || (tokens(x).length > 0 && tokens(x).every((t) => have.has(t))));
  });
}

/** Field words as compared tokens. */
const fieldTokens = (words: string): string[] => tokens(words.split(/\s+/).filter((w) => !FIELD_FILLER.has(w.toLowerCase()) || /^\p{Lu}\p{Ll}/u.test(w)).join(' '));

/**
 * (Exported for tests and tools.) The clause's values: shaped values first (each replaced by a placeholder), then the clause cut
 * at commas, "and"/"or", and the prepositions that start a value; each part's other words are its
 * value's field words, or, with no value, a name or words of an option or box.
 */
export function extract(clause: string, controls: readonly SeenControl[] = []): { pieces: Piece[]; body: string } {
  let body = clause.trim().replace(/[.!?]+$/, '');
  // The verb and its particle ("Book", "Apply for", "Set up", "Remind me about") name the task, not a value;
  // the verb may name the field of a value it states ("Describe it as "…"": the description).
  const verbWord = /^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\S+)/i.exec(body)?.[1] ?? '';
  // (A clause that is its verb alone, "then pay", keeps no value.)
  body = body.replace(/^(?:(?:first|then|now|next|finally|also|please|and),?\s+)*\S+(?:\s+(?:up|in|for|out|off|me|us|it|that))?(?:\s+(?:about|for|that))?(?:\s+|$)/i, '');
  // "first and last name" is one field (two boxes), not two values.
  body = body.replace(/\bfirst\s+and\s+(?:last|family|sur)\s*names?\b/gi, 'firstlast name');
  // Round 25: "for just me", "just for me", "for me alone": a count of one person ("for one").
  body = body.replace(/\bfor\s+just\s+(?:me|myself)\b|\bjust\s+for\s+(?:me|myself)\b|\bfor\s+(?:only\s+)?(?:me|myself)\s+(?:alone|only|on my own)\b|\bfor\s+only\s+(?:me|myself)\b/gi, 'for one');
  const found: Piece[] = [];
  const take = (re: RegExp, make: (m: RegExpExecArray) => (Omit<Piece, 'field' | 'required'> & { keep?: string }) | undefined): void => {
    for (let guard = 0; guard < 20; guard++) {
      re.lastIndex = 0;
      const m = re.exec(body);
      if (!m) return;
      const piece = make(m);
      if (!piece) {
        // Not this shape after all: hide the match from this pattern only.
        return;
      }
      const { keep, ...value } = piece;
      found.push({ ...value, field: [], required: true });
      // Words of the match that are not the value's stay in the clause ("2 official transcripts": "official", an option's word, and the count).
      body = `${body.slice(0, m.index)} ${PH(found.length - 1)}${keep ? `, ${keep},` : ''} ${body.slice(m.index + m[0].length)}`;
    }
  };
  // (Round 18: a quote marks where a value starts and ends, not what it is: a quoted e-mail, phone number or date is read as one — "email "tom@x.com"".)
  take(/"([^"]+)"|“([^”]+)”/, (m) => quotedPiece((m[1] ?? m[2])!.trim(), m[0]));
  // An option or a box label of several words said as written ("Road works and closures", "Third party, fire and theft", "As it happens") is one phrase.
  // So is most of a box's label said in a row ("ask for letters in large print" for "Send letters in large print").
  const said = controls
    .flatMap((c) => (c.kind === 'checkbox' ? [c.label] : c.kind === 'radio' || c.kind === 'select' ? (c.options ?? []) : []))
    .map((o) => o.replace(/\s*\([^)]*\)\s*$/, '').trim())
    .flatMap((o) => {
      const w = o.split(/\s+/);
      const runs: string[] = [];
      for (let len = w.length; len >= Math.max(2, Math.ceil(w.length * 0.6)); len--) for (let i = 0; i + len <= w.length; i++) runs.push(w.slice(i, i + len).join(' '));
      return runs;
    })
    .filter((o) => o.split(/\s+/).length >= 2 && tokens(o).length >= 1)
    .sort((a, b) => b.length - a.length);
  for (const o of said) {
    // (Round 18: the option's words with any punctuation between them: "by mileage, lowest first" says "Mileage: lowest first".)
    const re = new RegExp(String.raw`(?<![\p{L}\p{N}])${o.split(/[\s,:;–—]+/).filter(Boolean).map(escapeRegExp).join(String.raw`[\s,:;–—-]+`)}(?![\p{L}\p{N}])`, 'iu');
    take(re, (m) => ({ shape: 'words', value: m[0], text: m[0] }));
  }
  take(EMAIL, (m) => ({ shape: 'email', value: m[0], text: m[0] }));
  take(/\b(\d{4})-(\d{2})-(\d{2})\b/, (m) => ({ shape: 'date', value: m[0], text: m[0], date: { y: Number(m[1]), m: Number(m[2]) - 1, d: Number(m[3]) } }));
  for (let guard = 0; guard < 6; guard++) {
    const d = dateIn(body);
    if (!d || /^(?:today|tomorrow|tonight)$/i.test(d.value)) break;
    let start = d.index;
    let text = body.slice(d.index, d.index + d.length);
    const on = /^on\s+/i.exec(text);
    if (on) {
      start += on[0].length;
      text = text.slice(on[0].length);
    }
    // A weekday said with the date ("Saturday 5 December", "Friday, 11 December") is part of it.
    const weekday = new RegExp(String.raw`\b${WEEKDAY},?\s+(?:the\s+)?$`, 'i').exec(body.slice(0, start));
    if (weekday) {
      start -= weekday[0].length;
      text = body.slice(start, d.index + d.length);
    }
    const parts = datesIn(d.value)[0];
    found.push({ shape: 'date', value: d.value, text, field: [], required: true, ...(parts ? { date: parts } : {}) });
    body = `${body.slice(0, start)} ${PH(found.length - 1)} ${body.slice(d.index + d.length)}`;
  }
  take(new RegExp(CLOCK, 'i'), (m) => {
    const minutes = clockMinutes(m);
    return minutes === undefined ? undefined : { shape: 'time', value: m[0].trim(), text: m[0], minutes };
  });
  take(/[$€£]\s?\d[\d,]*(?:\.\d{1,2})?|\b\d[\d,]*(?:\.\d{1,2})?\s*(?:dollars?|bucks|euros?|pounds?|usd|gbp|eur)\b/i, (m) => {
    const amount = amountOf(m[0]);
    return amount === undefined ? undefined : { shape: 'money', value: String(m[0].replace(/[^\d.,]/g, '').replace(/,/g, '')), text: m[0], amount };
  });
  take(/(?<![\w-])\+?\d[\d -]{5,}\d(?![\w-])/, (m) => (m[0].replace(/\D/g, '').length >= 7 ? { shape: 'phone', value: m[0], text: m[0] } : undefined));
  take(/(?<![\w-])(?=[A-Z0-9-]*\d)(?=[A-Z0-9-]*[A-Z])[A-Z0-9][A-Z0-9-]*(?:\s+(?=[A-Z0-9]{2,4}\b)(?=[A-Z0-9]*\d|[A-Z]{2,4}\b)[A-Z0-9]{2,4})?(?![\w-])/, (m) => ({ shape: 'code', value: m[0], text: m[0] }));
  // (Round 24: an ordinal before capitalised words, not a month's or a weekday's, is part of a name: "14th Castleford Scouts".)
  take(new RegExp(String.raw`\b\d{1,3}(?:st|nd|rd|th)(?:\s+(?!(?:${MONTH_OR_DAY})\b)\p{Lu}[\p{L}'’-]*)+`, 'u'), (m) => ({ shape: 'name', value: m[0], text: m[0] }));
  take(new RegExp(String.raw`\b(?:the\s+)?(\d{1,2})(?:st|nd|rd|th)\b`, 'i'), (m) => ({ shape: 'ordinal', value: m[1]!, text: m[0] }));
  // A number before a capitalised name is part of it: an address ("14 Ash Grove", "22 Quarry Hill").
  take(/\b(?!(?:19|20)\d\d\b)\d+[A-Za-z]?(?:\s+\p{Lu}[\p{L}'’-]*)+/u, (m) => ({ shape: 'name', value: m[0], text: m[0] }));
  // A number after a capitalised word is part of a name ("Green Fixed 12", "Zone 3"), not a count.
  // A one-word option of the page between a count and its noun is that option said ("2 official transcripts": Official, and 2 transcripts).
  const optionWords = [...new Set(controls.flatMap((c) => (c.kind === 'radio' || c.kind === 'select' ? (c.options ?? []) : [])).filter((o) => /^\p{L}+$/u.test(o.trim())).map((o) => o.trim().toLowerCase()))];
  const optionWord = optionWords.length ? String.raw`(?:(${optionWords.flatMap((w) => [w, w.charAt(0).toUpperCase() + w.slice(1)]).join('|')})\s+(?=\p{Ll}))?` : '()';
  // (Round 17: a count in digits joined to its noun, "a 2-bedroom flat", is one too; "one-off" is no count.)
  take(new RegExp(String.raw`(?<!\p{Lu}\p{L}*\s)\b(\d+(?:\.\d+)?|${NUMBER_WORD})(?:\s+|(?<=\d)-)(?!(?:and|or|of|to|the|a|an|at|on|in|for|with|as|from|by)\b)${optionWord}(\p{Ll}+)\b`, 'u'), (m) => {
    const n = /^\d/.test(m[1]!) ? m[1]! : String(NUMBER_WORDS[m[1]!.toLowerCase()]);
    return { shape: 'count', value: n, text: m[2] ? `${m[1]} ${m[3]}` : m[0], noun: m[3]!, ...(m[2] ? { keep: m[2] } : {}) };
  });
  take(new RegExp(String.raw`\bfor\s+(${NUMBER_WORD})\b`, 'i'), (m) => ({ shape: 'count', value: String(NUMBER_WORDS[m[1]!.toLowerCase()]), text: m[1]!, noun: 'person', cue: 'for' }));
  take(/(?<!\p{Lu}\p{L}*\s)\b\d+(?:\.\d+)?\b/u, (m) => ({ shape: 'number', value: m[0], text: m[0] }));

  // Cut into parts: each part holds values (placeholders) and words.
  const pieces: Piece[] = [];
  // (Round 17: brackets part values too: "for Raj Singh (07700 900733)" is a name, then a phone; no bracket is kept on either.)
  const parts = body.split(/\s*[,;:()[\]]\s*(?:(?:and|or|but|then|plus)\s+)?|\s+(?:and|or|but|then|plus)\s+/i).filter((x) => x.trim());
  for (const part of parts) {
    // A preposition starts a value: "from Everyday Checking", "to Rainy Day Savings", "on ⟦date⟧".
    const segments: Array<{ cue?: string; words: string[] }> = [{ words: [] }];
    for (const w of part.split(/\s+/).filter(Boolean)) {
      const prev = segments[segments.length - 1]!.words.at(-1) ?? '';
      // "as the From account": after an article the word is a name's, not a preposition.
      if (CUES.has(w.toLowerCase()) && /^(?:the|a|an|your|my|our)$/.test(prev)) segments[segments.length - 1]!.words.push(w);
      else if (CUES.has(w.toLowerCase()) && segments[segments.length - 1]!.words.length) segments.push({ cue: w.toLowerCase(), words: [] });
      else if (CUES.has(w.toLowerCase())) segments[segments.length - 1]!.cue = w.toLowerCase();
      else segments[segments.length - 1]!.words.push(w);
    }
    let pendingField: { words: string[]; piece?: Piece } | undefined;
    for (const seg of segments) {
      const text = seg.words.join(' ');
      const holes = [...text.matchAll(PH_RE)].map((m) => found[phIndex(m[1]!)]!);
      if (holes.length) {
        // The words before each value are its field; "as the F" after the last is the last one's.
        const chunks = text.split(PH_RE).filter((_, i) => i % 2 === 0);
        // Words before the first value that name no control may be an option's ("a large parcel of 18 kg": Large).
        const lead = (chunks[0] ?? '').replace(/^(?:and|or|but|then|also|plus)\s+/i, '').replace(/^I\s+(?:don't|do not|want|need|would like)\b\s*/i, '').replace(NEGATION_LEAD, '').replace(/^(?:the|a|an|some)\s+/i, '').replace(/\s+(?:of|is|as|at|to|for|with)$/i, '').trim();
        if (lead && fieldTokens(lead).length && !namesControl(lead, controls) && !/^(?:your|my|our)\b/i.test(lead)) {
          const name = /(?:^|\s)(?!I\b)\p{Lu}/u.test(lead);
          pieces.push({ shape: name ? 'name' : 'words', value: lead, text: lead, field: [], required: name, ...(seg.cue ? { cue: seg.cue } : {}) });
        }
        holes.forEach((piece, i) => {
          const before = chunks[i] ?? '';
          if (NEGATION.test(before) || NEGATION.test(part.slice(0, part.indexOf(text)))) piece.negated = true;
          let after = i === holes.length - 1 ? (chunks[i + 1] ?? '') : '';
          // "Team North as a PDF": a capitalised word after "as a" is another value, not a field.
          const asValue = /^\s*as\s+(?:a|an)\s+(\p{Lu}\S*)\s*$/u.exec(after);
          if (asValue) {
            pieces.push({ shape: 'name', value: asValue[1]!, text: asValue[1]!, field: [], required: true });
            after = '';
          }
          // (Round 17: words after a count and its noun may be an option's: "a 2-day e-bike" is 2 days, and the E-bike; they stay the count's field words too.)
          // (Only when they are an option of the page as a whole: every word of one option said — not "term" for "At the start of next term".)
          const isOption = (w: string): boolean => controls.some((c) => (c.options ?? []).some((o) => tokens(o).length > 0 && tokens(o).every((x) => tokens(w).includes(x))));
          // (Round 18: so may words after an option said as written: "in-person Japanese trial lesson" is In person, and Japanese.)
          const more = piece.shape === 'words' && after.trim() ? optionsIn({ shape: 'words', value: after, text: after, field: [], required: false }, controls.filter((c) => !(c.options ?? []).some((o) => tokens(o).join(' ') === tokens(piece.value).join(' '))), 1) : undefined;
          if (more) pieces.push(...more.map((x) => ({ ...x, ...(seg.cue ? { cue: seg.cue } : {}) })));
          if (piece.shape === 'count' && piece.noun && /^\s*[\p{L}-]+(?:\s+[\p{L}-]+)?\s*$/u.test(after) && !/^\s*(?:as|is|are|of|to|for)\b/i.test(after) && tokens(after).length && isOption(after)) pieces.push({ shape: 'words', value: after.trim(), text: after.trim(), field: [], required: false, ...(seg.cue ? { cue: seg.cue } : {}) });
          const field = fieldTokens(`${before} ${after}`);
          if (/^\s*as\s+\S/i.test(after) || /\b(?:is|are|of|as)\s*$/i.test(before)) piece.stated = true;
          if (piece.stated && !field.length && (/^(?:describe|explain|comment|caption|title)$/i.test(verbWord) || !CONTROL_VERB.test(verbWord))) field.push(...tokens(verbWord));
          // (Round 18: words that say a thing made, "the seller a message" before "from "Nia Jones"", are the task's object, not the value's field.)
          piece.field = field.length ? field : pendingField && !/^[A-Z]/.test(pendingField.words[0] ?? '') && !pendingField.words.some((w) => /^(?:a|an)$/i.test(w)) ? fieldTokens(pendingField.words.join(' ')) : [];
          if (seg.cue) piece.cue = seg.cue;
          // "of 18 kg" after "a large parcel": the parcel words may also be an option's.
          pieces.push(piece);
        });
        pendingField = undefined;
        continue;
      }
      const words = text.replace(NEGATION_LEAD, '').replace(/^(?:the|a|an|some)\s+/i, '').trim();
      if (!words || !tokens(words).length) continue;
      // "your street": the user's value named so (not "your Salbutamol inhaler", a name).
      const user = /^(?:your|my|our)\s+([^\p{Lu}]+)$/u.exec(words);
      // "Canal Walk as the street name", "the new town is Leeds": a name and its field.
      // "… Savings as a CSV": a capitalised word after "as a" is another value.
      const asValue = /^(.+?)\s+as\s+(?:a|an)\s+(\p{Lu}\S*)$/u.exec(words);
      if (asValue) {
        for (const v of [asValue[1]!, asValue[2]!]) pieces.push({ shape: 'name', value: v, text: v, field: [], required: true, ...(seg.cue ? { cue: seg.cue } : {}) });
        pendingField = undefined;
        continue;
      }
      const asField = /^(.+?)\s+as\s+(?:the|your|my|our|a|an)\s+(\p{Ll}.*)$/u.exec(words);
      const isField = /^(?:(?:the|your|my|our)\s+)?(.+?)\s+(?:is|are|will be|should be)\s+(.+)$/i.exec(words);
      let stated = asField ? { value: asField[1]!, field: asField[2]! } : isField ? { value: isField[2]!, field: isField[1]! } : undefined;
      if (stated && !/\p{Lu}|\d/u.test(stated.value)) stated = undefined;
      let piece: Piece;
      if (stated) {
        piece = { shape: 'name', value: stated.value, text: stated.value, field: fieldTokens(stated.field), required: true, stated: true };
      } else if (user) piece = { shape: 'user', value: user[1]!, text: words, field: fieldTokens(user[1]!), required: true };
      else if (/(?:^|\s)\p{Lu}/u.test(words) && !/^(?:I|I'm|I've)\b/.test(words)) {
        // "a repeat of your Salbutamol inhaler": the lower-case words before the name say what it is.
        const name = words.replace(/^(?:[\p{Ll}'’-]+\s+)+(?=\p{Lu})/u, '');
        // (Round 17: "contact Nina Patel": the lower-case words before a name are its field's, when they name one of the page's fields.)
        const lead = words.slice(0, words.length - name.length).trim();
        const field = lead && namesControl(lead, controls) ? fieldTokens(lead) : [];
        piece = { shape: 'name', value: name, text: name, field, required: true };
      }
      else piece = { shape: 'words', value: words, text: words, field: [], required: false };
      if (seg.cue) piece.cue = seg.cue;
      if (NEGATION.test(text) || NEGATION.test(part.slice(0, Math.max(0, part.indexOf(text))))) piece.negated = true;
      // "Billing under Topic", "… in the Message box", "Yes for whether …": words after "under", "in", "for" that name a
      // control are where the value before them goes, not a value.
      const prev = pieces[pieces.length - 1];
      if (prev && seg.cue && /^(?:under|in|into|for)$/.test(seg.cue) && piece.shape !== 'user' && namesControl(words, controls)) {
        prev.field = [...prev.field, ...fieldTokens(words)];
        continue;
      }
      pieces.push(piece);
      pendingField = { words: seg.words, piece };
    }
  }
  // Placeholders never reached (inside a word) still count.
  for (const p of found) if (!pieces.includes(p)) pieces.push(p);
  // (Round 18: "a message about private German lessons": what a message is about is its subject — for a field that says so, else no value the form must hold.)
  for (let i = 1; i < pieces.length; i++) {
    const p = pieces[i]!;
    if (p.cue === 'about' && p.shape === 'name' && !p.field.length && pieces[i - 1]!.shape === 'words' && /\b(?:message|enquiry|inquiry|question|email|e-mail|note|letter|complaint)\b/i.test(pieces[i - 1]!.text)) p.required = false;
  }
  // (Round 18: "Switch my plan to Premium": "my plan" is the field of the value said with "to" after it, not a value of the user's.)
  for (let i = pieces.length - 2; i >= 0; i--) {
    const a = pieces[i]!;
    const b = pieces[i + 1]!;
    if (a.shape === 'user' && !a.cue && b.cue === 'to' && !b.field.length && b.shape !== 'user' && b.required) {
      b.field = a.field;
      pieces.splice(i, 1);
    }
  }
  // (Round 18: "automatic electric cars": plain words that say options of two or more menus are each that option.)
  for (let i = pieces.length - 1; i >= 0; i--) {
    const parts = optionsIn(pieces[i]!, controls);
    if (parts) pieces.splice(i, 1, ...parts);
  }
  // "put the boarding passes in the phone wallet": plain words that name a control, then a value with no field of its own: that value's field.
  for (let i = pieces.length - 2; i >= 0; i--) {
    const a = pieces[i]!;
    const b = pieces[i + 1]!;
    if (a.shape === 'words' && !a.required && !b.field.length && b.cue && namesControl(a.text, controls)) {
      b.field = fieldTokens(a.text);
      pieces.splice(i, 1);
    }
  }
  // Round 25: "with my name and email", "my name, phone and email": the user's own details said as a list — each listed detail is the user's too.
  for (let i = 1; i < pieces.length; i++) {
    const a = pieces[i - 1]!;
    const b = pieces[i]!;
    if (a.shape === 'user' && b.shape === 'words' && !b.required && PERSON_DETAIL.test(b.text.trim()) && new RegExp(String.raw`${escapeRegExp(a.text)}\s*(?:,|\band\b|&)\s*${escapeRegExp(b.text)}`, 'i').test(clause)) {
      pieces[i] = { shape: 'user', value: b.value.toLowerCase(), text: b.text, field: fieldTokens(b.text), required: true, ...(a.cue ? { cue: a.cue } : {}) };
    }
  }
  // Round 26: "Book Short Stay … for Maria Lopez (maria@…)": the name said before the person's is the thing booked, not a value (thing-booked.ts).
  markThingBooked(pieces);
  return { pieces, body };
}

/** Round 25: a detail of a person, said after "my …" in a list ("my name and email", "my name, phone number and address"). */
const PERSON_DETAIL = /^(?:e-?mail(?:\s+address)?|(?:phone|mobile|telephone|contact)(?:\s+number)?|number|address|postcode|surname|full\s+name|name)$/i;

/** An e-mail address in a task's words (the quoted value that is one, and the address said bare). */
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/;
const WHOLE_EMAIL = new RegExp(`^(?:${EMAIL.source})$`);

/** A quoted value: an e-mail, a phone number or a date when that is all it holds, else quoted text. */
function quotedPiece(value: string, text: string): Omit<Piece, 'field' | 'required'> {
  if (WHOLE_EMAIL.test(value)) return { shape: 'email', value, text };
  if (/^\+?\d[\d -]{5,}\d$/.test(value) && value.replace(/\D/g, '').length >= 7) return { shape: 'phone', value, text };
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (iso) return { shape: 'date', value, text, date: { y: Number(iso[1]), m: Number(iso[2]) - 1, d: Number(iso[3]) } };
  return { shape: 'quoted', value, text };
}

/** A person's name as written: two or three capitalised words, no digit ("Ruth Bell", "Mary-Jo O'Neil"). */
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2}$/u;

/** Words that say a quoted value is what the user says to someone: a message, a question, a note ("asking "…"", "saying "…"", "with the note "…""). */
const SPEECH_WORD = /^(?:ask|asking|asks|say|saying|says|tell|telling|write|writing|mention|mentioning|message|note|comment|question|request|text|wording)$/;

/** A word without its plural ending ("pianos", "boxes"), to compare words said with an option's. */
const singular = (w: string): string => (w.length > 3 ? w.replace(/(?:es|s)$/, '') : w);

/**
 * The options of two or more different menus (or radio groups) that plain words say one after
 * another, each as written ("automatic electric cars": Automatic, Electric), else undefined.
 */
function optionsIn(p: Piece, controls: readonly SeenControl[], least = 2): Piece[] | undefined {
  if (p.shape !== 'words' || (p.required && least > 1)) return undefined;
  const said = p.text.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  if (said.length < least) return undefined;
  const hits: Array<{ at: number; len: number; control: SeenControl; text: string }> = [];
  for (const c of controls) {
    if (c.kind !== 'select' && c.kind !== 'radio') continue;
    for (const o of c.options ?? []) {
      const w = o.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
      if (!w.length || w.length >= said.length) continue;
      for (let at = 0; at + w.length <= said.length; at++) if (w.every((x, k) => singular(said[at + k]!) === singular(x))) hits.push({ at, len: w.length, control: c, text: said.slice(at, at + w.length).join(' ') });
    }
  }
  // (Each word once, each menu once: the longest option said first.)
  hits.sort((a, b) => b.len - a.len || a.at - b.at);
  const taken: typeof hits = [];
  for (const h of hits) if (!taken.some((t) => t.control === h.control || (h.at < t.at + t.len && t.at < h.at + h.len))) taken.push(h);
  if (taken.length < least) return undefined;
  return taken.sort((a, b) => a.at - b.at).map((h) => ({ shape: 'words', value: h.text, text: h.text, field: [], required: false, ...(p.cue ? { cue: p.cue } : {}), ...(p.negated ? { negated: true } : {}) }));
}

/** Words a control's label uses for a shape. */
const SHAPE_LABEL: Partial<Record<Shape, RegExp>> = {
  email: /\be-?mail\b/i,
  phone: /\b(?:phone|mobile|tel|telephone|cell|contact number)\b/i,
  money: /\b(?:amount|value|worth|price|cost|total|sum|payment|pay|limit)\b|[$€£]/i,
  code: /\b(?:number|no|reference|ref|code|id|registration|reg|plate|policy|tracking|account|order|booking|membership|licen[cs]e|serial|voucher|coupon|postcode|post code|zip)\b/i,
  time: /\b(?:time|hour|at)\b/i,
  date: /\b(?:date|day|when|dd|mm|yyyy)\b/i,
};
const POSTCODE = /^(?:[A-Z]{1,2}\d[A-Z\d]?\s*\d[A-Z]{2}|\d{5}(?:-\d{4})?)$/;

interface Fitted {
  score: number;
  /** A literal to put, an option to pick, or a user key. */
  value: string;
  user?: boolean;
}

export const labelOf = (c: SeenControl): string => `${c.label} ${c.hint ?? ''}`;

/** How a piece fits a control. */
function fitPiece(p: Piece, c: SeenControl, task: boolean): Fitted | undefined {
  const label = labelOf(c);
  const named = p.field.length ? overlap(p.field, label) : 0;
  const nameBonus = named >= 0.5 ? 0.1 + 0.2 * named : 0;
  const option = (test: (o: string) => number): Fitted | undefined => {
    let best: Fitted | undefined;
    for (const o of c.options ?? []) {
      const s = test(o);
      if (s > 0 && (!best || s > best.score)) best = { score: s, value: o };
    }
    return best;
  };
  const isText = c.kind === 'text';
  const isChoice = c.kind === 'select' || c.kind === 'radio';
  switch (p.shape) {
    case 'email':
      if (isText && SHAPE_LABEL.email!.test(label)) return { score: 0.9 + nameBonus, value: p.value };
      if (isText && named >= 0.5) return { score: 0.8, value: p.value };
      return undefined;
    case 'phone':
      if (isText && named >= 0.5) return { score: 0.8 + nameBonus, value: p.value };
      if (isText && SHAPE_LABEL.phone!.test(label) && !p.field.length) return { score: 0.85, value: p.value };
      if (isText && SHAPE_LABEL.phone!.test(label)) return { score: 0.6, value: p.value };
      return undefined;
    case 'date': {
      if (c.kind === 'date') return { score: 0.85 + nameBonus, value: p.value };
      if (isChoice && p.date) {
        const hit = option((o) => (datesIn(o).some((d) => sameDate(d, p.date!)) ? 0.9 : 0));
        if (hit) return { ...hit, score: hit.score + nameBonus };
      }
      if (isText && SHAPE_LABEL.date!.test(label)) return { score: 0.7 + nameBonus, value: p.value };
      return undefined;
    }
    case 'time': {
      if (c.kind === 'time') return { score: 0.85 + nameBonus, value: p.value };
      if (isChoice && p.minutes !== undefined) {
        const hit = option((o) => (timesIn(o).length === 1 && timesIn(o)[0] === p.minutes ? 0.9 : 0));
        if (hit) return { ...hit, score: hit.score + nameBonus };
      }
      if (isText && /\btime\b/i.test(label)) return { score: 0.7 + nameBonus, value: p.value };
      return undefined;
    }
    case 'money': {
      if (isChoice) {
        const hit = option((o) => (/[$€£]|\d/.test(o) && amountOf(o) === p.amount && (o.match(/\d[\d,]*(?:\.\d+)?/g) ?? []).length === 1 ? 0.85 : 0));
        if (hit) return { ...hit, score: hit.score + nameBonus };
      }
      if ((isText || c.kind === 'number') && named >= 0.5) return { score: 0.8 + nameBonus, value: p.value };
      if ((isText || c.kind === 'number') && SHAPE_LABEL.money!.test(label)) return { score: 0.75, value: p.value };
      return undefined;
    }
    case 'code':
      if (isText && named >= 0.5) return { score: 0.8 + nameBonus, value: p.value };
      if (isText && POSTCODE.test(p.value) && /\b(?:post ?code|zip|postal)\b/i.test(label)) return { score: 0.9, value: p.value };
      if (isText && SHAPE_LABEL.code!.test(label) && !/\b(?:post ?code|zip|postal)\b/i.test(label)) return { score: 0.6, value: p.value };
      if (isChoice) return optionSaid(p, c);
      return undefined;
    case 'ordinal': {
      if (isChoice) {
        const hit = option((o) => (new RegExp(String.raw`^\s*(?:the\s+)?${p.value}(?:st|nd|rd|th)?\b`, 'i').test(o) ? 0.9 : 0));
        if (hit) return { ...hit, score: hit.score + nameBonus };
      }
      if ((c.kind === 'number' || isText) && named >= 0.5) return { score: 0.7 + nameBonus, value: p.value };
      return undefined;
    }
    case 'count':
    case 'number': {
      // (Round 17: a count of a thing, "a 2-bedroom flat", goes into a text box only when its label says that thing or a count: not into "Moving from (postcode)" by its other words.)
      const countsHere = !(isText && p.shape === 'count' && p.noun) || overlap(tokens(p.noun!), label) > 0 || /\b(?:number|how many|quantity|count|qty)\b/i.test(label);
      if ((c.kind === 'number' || isText) && named >= 0.5 && countsHere) return { score: 0.8 + nameBonus, value: p.value };
      // In a task, a count of the thing the form's button asks for ("Order 3 digital certificates" on a form whose button is
      // "Request certificate") is how many: the form's number box.
      if (task && c.kind === 'number' && p.shape === 'count' && p.noun && c.submit && tokens(c.submit).includes(tokens(p.noun)[0] ?? '')) return { score: 0.75, value: p.value };
      const phrase: ValuePhrase = { ...(p.cue ? { cue: p.cue } : {}), text: p.noun ? `${p.value} ${p.noun}` : p.value, kind: 'count', value: p.value, ...(p.noun ? { noun: p.noun } : {}) };
      if (isChoice || c.kind === 'number') {
        const f = fit(phrase, c, 0, false);
        if (f && (f.score >= 0.9 || (named >= 0.5 && f.score >= 0.5))) return { score: f.score + nameBonus, value: f.value };
      }
      if (p.shape === 'number' && isChoice) {
        // A number that is an option as written ("a 2021 Honda": the year 2021).
        const exact = option((o) => (o.trim() === p.value ? 0.85 : 0));
        if (exact) return { ...exact, score: exact.score + nameBonus };
      }
      // "of 64.20": a number with cents is an amount, for the form's amount box.
      if (p.shape === 'number' && /\.\d{2}$/.test(p.value) && (c.kind === 'number' || isText) && SHAPE_LABEL.money!.test(label)) return { score: 0.7, value: p.value };
      if (p.shape === 'number' && isChoice && named >= 0.5) {
        const hit = option((o) => (amountOf(o) === Number(p.value) ? 0.8 : 0));
        if (hit) return hit;
      }
      return undefined;
    }
    case 'user':
      if (isText) {
        const s = overlap(p.field, label);
        if (s >= 0.5) return { score: 0.6 + 0.3 * s, value: p.value, user: true };
      }
      return undefined;
    case 'quoted':
    case 'name':
    case 'words': {
      if (isChoice) {
        const o = optionSaid(p, c);
        if (o) return { ...o, score: o.score + nameBonus };
      }
      if (c.kind === 'checkbox') {
        const words = tokens(p.text);
        const s = overlap(words, c.label);
        const back = tokens(c.label).length ? tokens(c.label).filter((w) => words.includes(w)).length / tokens(c.label).length : 0;
        // Most of the box's words said, or every word said is the box's (plain words, not a name: and a good part of the box's, not "the bags" for "Large cabin bag").
        const content = tokens(c.label).filter((w) => !/^(?:to|in|on|for|from|by|at|with|\W*\d.*|\$.*)$/.test(w));
        if (p.shape === 'words' && !p.required && words.length < 2 && (content.length ? content.filter((w) => words.includes(w)).length / content.length : 0) < 0.4) return undefined;
        if (s === 1 || back >= 0.6 || (s >= 0.6 && back >= 0.4)) return { score: 0.55 + 0.2 * s + 0.2 * back, value: c.label };
        // (Round 26: the same by root — "accepting the terms" for "I accept the terms and conditions": every word said is one of the box's, and most of the box's are said.)
        const rooted = (w: string, among: readonly string[]): boolean => among.some((x) => sameRoot(w, x));
        const main = content.filter((w) => w.length >= 3);
        if (p.shape === 'words' && words.length >= 2 && words.every((w) => rooted(w, main)) && main.filter((w) => rooted(w, words)).length / Math.max(1, main.length) >= 0.6) return { score: 0.6, value: c.label };
        return undefined;
      }
      if (isText && p.shape !== 'words') {
        if (named >= 0.5) return { score: 0.8 + nameBonus, value: p.value };
        // (Round 18: a quoted sentence said as what the user asks or says — "asking "Can I see it on Saturday?"" — is the form's message: its text area.)
        if (p.shape === 'quoted' && c.multiline && (p.field.some((w) => SPEECH_WORD.test(w)) || p.cue === 'saying' || /[?!]$/.test(p.value))) return { score: 0.75, value: p.value };
        // (Round 17: a name with no digit is no postcode, and a name is no note: "to Helen Brooks" is not for "Moving to (postcode)", "for Priya Nair" not for "Notes for the crew".)
        if (p.shape === 'name' && ((!/\d/.test(p.value) && /\b(?:post ?code|zip|postal)\b/i.test(label)) || c.multiline)) return undefined;
        // (Round 26: a house number and a street's capitalised words — "from 22 Otley Road" — are an address: the box whose label says address or street.)
        if (p.shape === 'name' && /^\d+[A-Za-z]?\s+\p{Lu}/u.test(p.value) && /\b(?:address|street)\b/i.test(label) && !/\b(?:e-?mail|web)\b/i.test(label)) return { score: 0.7, value: p.value };
        // A name after a preposition its label suggests ("from Boston" → From), as the conversation's form reading.
        const f = fit({ ...(p.cue ? { cue: p.cue } : {}), text: p.value, kind: 'text', value: p.value }, c, 0, false);
        if (f && f.score >= 0.85) return { score: 0.75, value: p.value };
        // (Round 18: so is a person's name in quotes: "send an enquiry as "Ruth Bell"".)
        if (task && (p.shape === 'name' || (p.shape === 'quoted' && PERSON_NAME.test(p.value))) && /\bname\b/i.test(c.label) && !SHAPE_LABEL.email!.test(label) && !c.multiline) return { score: 0.55, value: p.value };
      }
      return undefined;
    }
  }
  return undefined;
}

/** A choice's option said by a piece: the option's words in the piece ("a broken streetlight" → "Broken streetlight") or the piece's in the option ("Zone A" → "Zone A – Old Town"). */
function optionSaid(p: Piece, c: SeenControl): Fitted | undefined {
  const norm = (s: string): string => ` ${s.toLowerCase().replace(/\([^)]*\)/g, ' ').replace(/[^\p{L}\p{N}]+/gu, ' ').replace(/\s+/g, ' ').trim()} `;
  const said = norm(p.text.replace(/^(?:the|a|an|some)\s+/i, ''));
  // Words that only say the control's own name ("the room" for Room) choose nothing.
  if (namesControl(p.text, [c])) return undefined;
  let best: Fitted | undefined;
  // (Round 18: "cheapest first", "most expensive first": an order said by a superlative is the option that orders by price, low or high.)
  const order = /\b(?:cheapest|least expensive|lowest[- ]priced)\b/i.test(p.text) ? 'low' : /\b(?:most expensive|dearest|priciest|highest[- ]priced)\b/i.test(p.text) ? 'high' : undefined;
  if (order) {
    // (An option's order is the word said first: "low to high" is low first, "high to low" high first.)
    const first = (o: string): string | undefined => /\b(?:low|lowest|cheapest|ascending|high|highest|dearest|descending)\b/i.exec(o)?.[0].toLowerCase();
    const hits = (c.options ?? []).filter((o) => /\b(?:price|cost|rate|fee)s?\b/i.test(o) && !!first(o) && (/^(?:low|lowest|cheapest|ascending)$/.test(first(o)!) ? 'low' : 'high') === order);
    if (hits.length === 1) return { score: 0.85, value: hits[0]! };
  }
  for (const o of c.options ?? []) {
    const on = norm(o);
    // A menu's prompt ("Choose a room", "Select…") is no option to pick.
    if (on.trim() === '' || /^\s*(?:choose|select|pick|please|any)\b/.test(on)) continue;
    let score = 0;
    if (on === said) score = 1;
    else if (said.includes(on) && on.trim().split(' ').length >= 1) score = 0.85 + 0.1 * (on.length / said.length);
    else if (on.includes(said) && said.trim().length >= 2) score = 0.8 + 0.1 * (said.length / on.length);
    else {
      // The words the label does not say must be the option's (context.ts `fit`).
      const f = fit({ ...(p.cue ? { cue: p.cue } : {}), text: p.text, kind: 'text', value: p.text }, { ...c, options: [o] }, 0, false);
      if (f && f.score >= 0.6) score = f.score * 0.9;
      // "the quiet zone desk" for the Desk menu's "Floor 3 – Quiet zone": the option's words and the menu's name, said together.
      if (score > 0 && tokens(c.label).length > 0 && tokens(c.label).every((w) => tokens(p.text).includes(w))) score = Math.max(score, 0.8);
      // "the outbound flight only" for "Outbound only": every word of the option said, and one word more at most.
      const ow = tokens(o);
      const sw = tokens(p.text).filter((w) => !tokens(c.label).includes(w));
      if (!score && ow.length > 0 && ow.every((w) => sw.includes(w)) && sw.length - ow.length <= 1) score = 0.7;
    }
    if (score > 0 && (!best || score > best.score)) best = { score, value: o };
  }
  // "the boarding passes in the phone wallet" for "Add to Apple or Google Wallet": with the control named, the one option that shares a word with what is said.
  if (!best && p.field.length && overlap(p.field, labelOf(c)) >= 0.5) {
    // (Words of the control's own name share nothing; a menu's prompt is no option.)
    const said = tokens(p.text).filter((w) => !tokens(labelOf(c)).includes(w));
    const sharing = (c.options ?? []).filter((o) => !/^\s*(?:choose|select|pick|please|any)\b/i.test(o) && tokens(o).some((w) => said.includes(w)));
    if (sharing.length === 1) best = { score: 0.6, value: sharing[0]! };
  }
  return best;
}

/** The least score a piece must fit a control with. */
const TASK_FIT_MIN = 0.5;

export interface Reading {
  form: number | undefined;
  placed: Array<{ piece: Piece; control: SeenControl; fitted: Fitted }>;
  unplaced: Piece[];
}

/** (Exported for tests and tools.) The best assignment of the pieces to one form's controls; in a task, a value left over may go to the form's one free text box. */
export function assignPieces(pieces: Piece[], controls: readonly SeenControl[], task = true): Reading | undefined {
  const groups = new Map<number | undefined, SeenControl[]>();
  for (const c of controls) groups.set(c.form, [...(groups.get(c.form) ?? []), c]);
  let best: Reading | undefined;
  const all = pieces;
  for (const [form, group] of groups) {
    // (Round 27: a name said "from", the free text said by a general noun, read against this form's fields: src/parser/value-fields.ts.)
    pieces = fieldsOfForm(withAddressDetails(withPersonDetails(all, group), group), group);
    const pairs: Array<{ p: number; c: number; f: Fitted; by: number }> = [];
    const legend = legendSaid(pieces, group);
    pieces.forEach((p, i) => group.forEach((c, j) => {
      const f = fitPiece(p, c, task);
      // (Round 17: "from X to Y": a value's "from" or "to" said by the field's label too — "Moving from (postcode)" — is a little closer.)
      if (f && p.cue && /^(?:from|to)$/.test(p.cue) && new RegExp(String.raw`\b${p.cue}\b`, 'i').test(c.label)) f.score += 0.05;
      // (Round 18: a fieldset's legend qualifies its fields: "as my emergency contact with the phone number …" is the Emergency contact's phone, and "my name", said with no legend, the name outside it.)
      const by = !c.group ? 0 : legend.has(c.group) ? 0.1 : legend.size ? 0 : -0.05;
      if (f && f.score >= TASK_FIT_MIN) pairs.push({ p: i, c: j, f, by });
    }));
    pairs.sort((a, b) => b.f.score + b.by - (a.f.score + a.by) || a.c - b.c);
    const usedC = new Set<number>();
    const usedP = new Set<number>();
    const placed: Reading['placed'] = [];
    for (const pair of pairs) {
      if (usedC.has(pair.c) || usedP.has(pair.p)) continue;
      usedC.add(pair.c);
      usedP.add(pair.p);
      placed.push({ piece: pieces[pair.p]!, control: group[pair.c]!, fitted: pair.f });
    }
    // In a task, a name, code or quoted value left over goes to the form's one free plain text box.
    const left = pieces.map((p, i) => ({ p, i })).filter(({ p, i }) => !usedP.has(i) && p.required && (p.shape === 'name' || p.shape === 'code' || p.shape === 'quoted'));
    const free = group.map((c, j) => ({ c, j })).filter(({ c, j }) => !usedC.has(j) && c.kind === 'text' && !SHAPE_LABEL.email!.test(labelOf(c)) && !SHAPE_LABEL.phone!.test(labelOf(c)) && !SHAPE_LABEL.date!.test(labelOf(c)) && !c.multiline);
    if (task && left.length === 1 && free.length === 1) {
      usedP.add(left[0]!.i);
      placed.push({ piece: left[0]!.p, control: free[0]!.c, fitted: { score: 0.5, value: left[0]!.p.value } });
    }
    const unplaced = pieces.filter((_, i) => !usedP.has(i));
    const reading: Reading = { form, placed, unplaced };
    const rank = (r: Reading): number => r.placed.length * 10 - r.unplaced.filter((p) => p.required).length * 10 + r.placed.reduce((s, x) => s + x.fitted.score, 0) / 10;
    if (!best || rank(reading) > rank(best)) best = reading;
  }
  return best;
}

/** The legends of a form's fieldsets that a value's field words say ("as my emergency contact": Emergency contact). */
function legendSaid(pieces: readonly Piece[], group: readonly SeenControl[]): Set<string> {
  const legends = [...new Set(group.map((c) => c.group).filter((g): g is string => !!g))];
  return new Set(legends.filter((l) => tokens(l).length > 0 && pieces.some((p) => tokens(l).every((w) => p.field.includes(w)))));
}

/**
 * Whether a value went to a field that its words alone do not set apart from a field of another
 * fieldset ("my name": Full name, or the Emergency contact's Contact name): the legends decide,
 * which only the whole-task reading reads (the sentence parser's field words tie on the page).
 */
function legendDecides(reading: Reading, controls: readonly SeenControl[], programs: readonly Program[] = []): boolean {
  // (Or a field the sentence parser named by a fieldset's legend — "my second contact" — which holds several fields.)
  const legends = [...new Set(controls.map((c) => c.group).filter((g): g is string => !!g && controls.filter((c) => c.group === g).length >= 2))];
  const byLegend = programs.some((p) => {
    const d = (p.action as { element?: Query }).element?.description;
    const words = d?.kind === 'string' ? tokens(d.value) : [];
    return words.length > 0 && legends.some((l) => tokens(l).every((w) => words.includes(w))) && !controls.some((c) => tokens(c.label).length > 0 && tokens(c.label).every((w) => words.includes(w)));
  });
  return byLegend || reading.placed.some((x) => x.piece.field.length > 0 && controls.some((c) => c !== x.control && c.form === x.control.form && c.kind === x.control.kind && c.group !== x.control.group && overlap(x.piece.field, labelOf(c)) > 0 && overlap(x.piece.field, labelOf(c)) >= overlap(x.piece.field, labelOf(x.control))));
}

/** "my details", "your contact details": the user's own details, said as one value. */
const DETAILS_SAID = /^(?:(?:contact|personal|own|usual)\s+)?(?:details|info|information)$/i;

/**
 * Round 18: "Enquire about this car with my details": the user's details said as one value are
 * the form's person fields — its text boxes for a name, an e-mail address and a phone number —
 * each the user's value of that name (answered from what the user gave, else asked).
 */
function withPersonDetails(pieces: Piece[], group: readonly SeenControl[]): Piece[] {
  const at = pieces.findIndex((p) => p.shape === 'user' && DETAILS_SAID.test(p.value.trim()));
  if (at < 0) return pieces;
  const person = group.filter((c) => c.kind === 'text' && !c.multiline && (SHAPE_LABEL.email!.test(c.label) || SHAPE_LABEL.phone!.test(c.label) || /\bname\b/i.test(c.label)));
  if (!person.some((c) => /\bname\b/i.test(c.label)) || person.length < 2) return pieces;
  const keyOf = (c: SeenControl): string => (SHAPE_LABEL.email!.test(c.label) ? 'email' : SHAPE_LABEL.phone!.test(c.label) ? 'phone' : c.label.toLowerCase().replace(/\b(?:your|my|the)\s+/g, '').trim());
  const said = pieces[at]!;
  const made: Piece[] = person.map((c) => ({ shape: 'user', value: keyOf(c), text: said.text, field: tokens(c.label), required: true, ...(said.cue ? { cue: said.cue } : {}) }));
  return [...pieces.slice(0, at), ...made, ...pieces.slice(at + 1)];
}

/**
 * Round 26: "from my home address", "to my address": the user's address said as one value is the
 * form's address fields — its text boxes for an address or street and a postcode (a town or city
 * too) — each the user's value of that name (answered from what the user gave, else asked). Only
 * when the form has an address box and a postcode box.
 */
function withAddressDetails(pieces: Piece[], group: readonly SeenControl[]): Piece[] {
  const at = pieces.findIndex((p) => p.shape === 'user' && /^(?:(?:home|own|usual|current)\s+)?address$/i.test(p.value.trim()));
  if (at < 0) return pieces;
  const boxes = group.filter((c) => c.kind === 'text' && !c.multiline && /\b(?:address|street|post ?code|zip|town|city)\b/i.test(c.label) && !SHAPE_LABEL.email!.test(labelOf(c)));
  if (!boxes.some((c) => /\b(?:address|street)\b/i.test(c.label)) || !boxes.some((c) => /\b(?:post ?code|zip)\b/i.test(c.label))) return pieces;
  const said = pieces[at]!;
  const keyOf = (c: SeenControl): string => c.label.toLowerCase().replace(/\([^)]*\)/g, ' ').replace(/\b(?:your|my|the)\s+/g, '').replace(/\s+/g, ' ').trim();
  const made: Piece[] = boxes.map((c) => ({ shape: 'user', value: keyOf(c), text: said.text, field: tokens(c.label), required: true, ...(said.cue ? { cue: said.cue } : {}) }));
  return [...pieces.slice(0, at), ...made, ...pieces.slice(at + 1)];
}

/** The words of a program: its queries' descriptions and its values (typed, selected, set). */
function programWords(p: Program): { descriptions: string[]; anchors: string[]; values: string[] } {
  const descriptions: string[] = [];
  const anchors: string[] = [];
  const values: string[] = [];
  const walk = (q: Query | undefined, anchor: boolean): void => {
    if (!q) return;
    if (q.description) (anchor ? anchors : descriptions).push(q.description.kind === 'variable' ? q.description.name : q.description.value);
    for (const r of ['above', 'below', 'left_of', 'right_of', 'in'] as const) walk(q[r], true);
  };
  const a = p.action as { element?: Query; text?: { kind: string; value?: string; name?: string }; option?: { kind: string; value?: string; name?: string }; value?: { kind: string; value?: string; name?: string } };
  walk(a.element, false);
  for (const v of [a.text, a.option, a.value]) if (v) values.push(v.value ?? v.name ?? '');
  return { descriptions: [...descriptions, ...anchors], anchors, values };
}

/** The values said that the reading acts on (not those it uses as an anchor: "… from the dropdown below "stream""). */
function valuesSaid(pieces: readonly Piece[], programs: readonly Program[]): number {
  const norm = (x: string): string => ` ${x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  const anchors = programs.flatMap((p) => programWords(p).anchors).map(norm);
  return pieces.filter((p) => p.required && !anchors.some((a) => a.includes(norm(p.value)))).length;
}

/**
 * Whether the sentence parser's reading holds a value as it should: a typed value (a date, time,
 * amount, phone number, code, number) among its typed or chosen values; a name, option or box
 * words in a description or value. Compared in lower case, as written.
 */
function covered(p: Piece, programs: readonly Program[], choice = false): boolean {
  const norm = (s: string): string => s.toLowerCase().replace(/[^\p{L}\p{N}@.:-]+/gu, ' ').trim();
  const said = norm(p.shape === 'count' ? p.text : p.shape === 'quoted' || p.shape === 'name' || p.shape === 'words' || p.shape === 'user' ? p.text.replace(/^(?:the|a|an|your|my|our)\s+/i, '') : p.text);
  if (!said) return true;
  // A box's or an option's words typed into a field ("add Post as a way to contact you" as typing "Post") do not hold it.
  const words = programs.filter((x) => !(choice && x.action.name === 'enter')).map(programWords);
  // A typed value, or any value said with its field ("describe it as "…"", "Post as a way to contact you"), must be one the reading types or picks.
  const typed = (p.shape !== 'quoted' && p.shape !== 'name' && p.shape !== 'words' && p.shape !== 'user') || !!p.stated;
  return words.some((w) => [...w.values, ...(typed ? [] : w.descriptions)].some((x) => ` ${norm(x)} `.includes(` ${said} `)));
}

const ORDINAL_ITEM = new RegExp(String.raw`^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:choose|pick|select|open|click(?: on)?|view|book|take)\s+the\s+(${Object.keys(ORDINALS).join('|')}|last|top|only)\s+(\p{L}+)(?:\s+(?:in|on)\s+(?:it|them|the\s+list|the\s+results))?\s*[.!]?$`, 'iu');

/**
 * "Pick the second tariff", "choose the first plan" on a page of repeated items (cards, rows) whose
 * texts say the noun: the item at that position (`item`), not an element whose name holds the noun
 * (a "Tariffs" menu link). The sentence parser reads such nouns as items only for words it knows
 * (result, article, job …); the page tells for any other.
 */
function nthItem(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const m = ORDINAL_ITEM.exec(clause.text);
  const items = page.items ?? [];
  if (!m) return verbInNthItem(clause, page);
  // (Round 18: "the only result" of a list of one, "the top car" of a list: its first item, whatever the noun — not a menu or a bar.)
  const which = m[1]!.toLowerCase();
  if (which === 'only' || which === 'top') {
    if ((which === 'only' ? items.length !== 1 : items.length < 2) || /^(?:menu|bar|link|button|tab|banner|header|navigation|nav|page|section|box|field)$/i.test(m[2]!)) return undefined;
    if (clause.programs?.some((p) => 'element' in p.action && (p.action as { element: Query }).element.item !== undefined)) return undefined;
    return [program({ kind: 'action', name: 'click', element: query({ item: 1 }) })];
  }
  if (items.length < 2) return undefined;
  // The sentence parser's item query stands.
  if (clause.programs?.some((p) => 'element' in p.action && (p.action as { element: Query }).element.item !== undefined)) return undefined;
  const n = m[1]!.toLowerCase() === 'last' ? 'last' : ORDINALS[m[1]!.toLowerCase()]!;
  const noun = tokens(m[2]!)[0];
  if (!noun || (typeof n === 'number' && n > items.length)) return undefined;
  if (!/^(?:one|result|item|option|entry|row|card)$/.test(noun) && !items.every((t) => tokens(t).includes(noun))) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ item: n }) })];
}

const ORDINAL_VERB_ITEM = new RegExp(String.raw`^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\p{L}+)\s+the\s+(${Object.keys(ORDINALS).join('|')}|last)\s+(\p{L}+)(?:\s+(?:to|from|in|into|on|off)\s+(?:the\s+|your\s+|my\s+)?\p{L}+(?:\s+\p{L}+)?)?\s*[.!]?$`, 'iu');

/**
 * "Add the second course to your cart", "Remove the last course from the cart", "drop the first
 * class": on a page whose repeated items (rows, cards) each hold a button or link the verb names
 * ("Add", "Remove"), that control in the item at that position. The noun names the kind of row
 * and need not be a word of the rows.
 */
function verbInNthItem(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const m = ORDINAL_VERB_ITEM.exec(clause.text);
  const items = page.items ?? [];
  if (!m || items.length < 2) return undefined;
  if (clause.programs?.some((p) => 'element' in p.action && (p.action as { element: Query }).element.item !== undefined)) return undefined;
  const verb = tokens(m[1]!)[0];
  if (!verb || /^(?:choose|pick|select|open|click|view|book|take|see|show|go|find)$/.test(verb)) return undefined;
  const n = m[2]!.toLowerCase() === 'last' ? 'last' : ORDINALS[m[2]!.toLowerCase()]!;
  if (typeof n === 'number' && n > items.length) return undefined;
  // Each item says the verb (its button's words), and some button or link of the page begins with it.
  const controls = [...(page.buttons ?? []), ...(page.links ?? [])];
  if (!items.every((t) => tokens(t).includes(verb)) || !controls.some((b) => tokens(b)[0] === verb)) return undefined;
  const name = m[1]!.charAt(0).toUpperCase() + m[1]!.slice(1).toLowerCase();
  return [program({ kind: 'action', name: 'click', element: query({ description: str(name), in: query({ item: n }) }) })];
}

/** A click on a control inside an element named by words ("Cancel the physiotherapy appointment" → Cancel in "physiotherapy appointment"): the control's and the container's words. */
function rowClick(programs: readonly Program[] | undefined): { control: string; row: string } | undefined {
  if (programs?.length !== 1) return undefined;
  const a = programs[0]!.action;
  if (a.name !== 'click') return undefined;
  const row = a.element.in;
  if (!row || a.element.description?.kind !== 'string' || row.description?.kind !== 'string' || row.item !== undefined || row.in) return undefined;
  return { control: a.element.description.value, row: row.description.value };
}

/**
 * "Cancel the physiotherapy appointment" on a page of rows that each have a Cancel button: the
 * control in the one row whose text says the words that set it apart from the other rows (words
 * every row says, or none does — "appointment", the kind of row — do not count). The sentence parser reads the row by its
 * words; grounding then finds them in several rows.
 */
function namedRow(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const rc = rowClick(clause.programs);
  const items = page.items ?? [];
  if (!rc || items.length < 2) return undefined;
  const texts = items.map((t) => new Set(tokens(t)));
  // Words every row says, or none does ("appointment": the kind of row), set no row apart.
  const words = tokens(rc.row).filter((w) => !texts.every((t) => t.has(w)) && texts.some((t) => t.has(w)));
  if (!words.length) return undefined;
  const hits = texts.map((t, i) => (words.every((w) => t.has(w)) ? i : -1)).filter((i) => i >= 0);
  if (hits.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(rc.control), in: query({ item: hits[0]! + 1 }) }) })];
}

/** A choice verb ("choose", "pick", "book") read as one click on words: those words. */
function choiceClick(text: string, programs: readonly Program[]): string | undefined {
  if (programs.length !== 1 || !/^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(?:choose|pick|select|book|reserve|buy|order|get)\b/i.test(text)) return undefined;
  const a = programs[0]!.action;
  return a.name === 'click' && a.element.description?.kind === 'string' && !a.element.type && !a.element.item ? a.element.description.value : undefined;
}

/** Whether one description of the reading holds two of the values said ("Send me letters in large print and text message updates" as one click). */
function lumped(pieces: readonly Piece[], programs: readonly Program[]): boolean {
  const norm = (x: string): string => ` ${x.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `;
  // (Round 18: or one option picked: "Premium, keep monthly billing" read as the Plan menu's option.)
  return programs.some((p) => [...programWords(p).descriptions, ...(p.action.name === 'select' ? programWords(p).values : [])].some((d) => pieces.filter((x) => norm(d).includes(norm(x.text.replace(/^(?:the|a|an)\s+/i, '')))).length >= 2));
}

/** Whether a reading types or sets a value with no letter or digit in it ("%" cut from "85%"): a reading that broke a value apart. */
function typesNoWord(programs: readonly Program[]): boolean {
  return programs.some((p) => {
    const a = p.action as { name: string; text?: { kind: string; value?: string }; value?: { kind: string; value?: string } };
    const v = a.name === 'enter' ? a.text : a.name === 'set_range' ? a.value : undefined;
    return (v?.kind === 'string' || v?.kind === 'literal') && typeof v.value === 'string' && !/[\p{L}\p{N}]/u.test(v.value);
  });
}

/** The element actions a reading acts with. */
const elementSteps = (programs: readonly Program[] | undefined): number => (programs ?? []).filter((p) => 'element' in p.action).length;

/** Round 22: where the values placed into boxes stand in the clause (their words say no option). */
function takenSpans(text: string, pieces: readonly Piece[]): Array<[number, number]> {
  const lower = text.toLowerCase();
  return pieces.flatMap((p): Array<[number, number]> => {
    const at = lower.indexOf(p.text.toLowerCase());
    return at >= 0 && p.text ? [[at, at + p.text.length]] : [];
  });
}

/**
 * The clause read against the page: the programs that put its values into the page's form (and
 * press the form's button when it states a task and ends the instruction), or undefined when the
 * sentence parser's reading stands (see the module's "When").
 */
export function readTaskOnPage(whole: TaskClause, page: TaskPage): Program[] | undefined {
  // (Round 15: "… to my booking" where the page says nothing of a booking: the page is the booking's; src/parser/owned.ts.)
  // (And a colon that introduces a quoted value is the value of the words before it: "Leave a note: "…"" is "Leave a note "…"".)
  // (Round 27: a card's expiry, "expiry 09/28", is one value where the page has an expiry box: src/parser/value-fields.ts.)
  const reasonless = quoteExpiry(withoutOwnedAdjunct(withoutReason(whole.text), pageWordsOf(page)).replace(/(\p{L}):\s*(?=["“])/gu, '$1 '), page.controls);
  const clause: TaskClause = reasonless === whole.text ? whole : { text: reasonless, last: whole.last, ...(whole.submit ? { submit: true } : {}) };
  const controls = page.controls.filter((c) => c.label || c.hint);
  const backTo = backLink(clause, page);
  if (backTo) return backTo;
  const set = boxSet(clause, page);
  if (set) return set;
  const nth = nthItem(clause, page) ?? namedRow(clause, page);
  if (nth) return nth;
  const generic = clause.programs ? genericSubmit(clause.programs) : undefined;
  if (generic && !saysBox(clause.text, controls)) return formButton(generic, page);
  const submitted = submitSaid(clause, page);
  if (submitted) return submitted;
  // A run of a person's details ("in the name Ann Lee, mobile …, and book it"): each value into the field of its kind (src/parser/details.ts).
  const details = readDetailsOnPage(clause, page);
  if (details) return details;
  const search = SEARCH_VERB.test(clause.text.trim());
  let task = isTaskClause(clause.text) || search;
  // "Under Evening walk, choose Ben Archer": a container said first is the sentence parser's.
  if (!task && /^(?:under|in|inside|within)\s/i.test(clause.text.trim())) return undefined;
  const pieces = withoutPlaceWords(extract(quotePageNames(clause.text, page), controls).pieces, page);
  if (!pieces.length) return task && !search ? buttonSaid(clause, page) : undefined;
  // "Change the grading for Introduction to Biology to Pass/Fail": a control each row has, in the row the name sets apart.
  const inRow = rowControl(pieces, page);
  if (inRow) return inRow;
  // "Add "Data Structures" to your cart", "Drop Calculus II from your schedule": a button whose words are the verb and the name said, and no other.
  const exact = rowAction(clause, pieces, page, true);
  if (exact) return exact;
  // "choose Flexible" read as a click on the words, on a page whose cards each have a "Choose this tariff" link: that link.
  if (clause.programs && choiceClick(clause.text, clause.programs) !== undefined) {
    const row = rowAction(clause, pieces, page);
    if (row) return row;
  }
  // "Download the September statement for …": the verb names the button of the form the values go into.
  // (Not the verbs of a form's own buttons, "sign in", "save", "send": those are the sentence parser's.)
  const verbWord = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\p{L}+)/u.exec(clause.text)?.[1] ?? '';
  const verb = tokens(verbWord)[0];
  // (Round 18: or its noun — "Enquire about this car" on a form whose button is "Send enquiry".)
  const verbNamesButton = !task && !!verb && !FORM_VERB.test(verb) && controls.some((c) => c.submit && (tokens(c.submit).includes(verb) || c.submit.split(/[^\p{L}]+/u).some((w) => w.length > 3 && sameRoot(verbWord, w))));
  if (verbNamesButton) task = true;
  // A field the reading cannot fill (a password) said in the clause: the sentence parser's.
  if (page.secrets?.some((name) => tokens(clause.text).some((w) => tokens(name).includes(w) && !FILLER_WORD.test(w)))) return undefined;
  // "Daniel Ruiz as the driver's first and last name": the first name and the last name, when the form asks for both.
  for (const p of [...pieces]) {
    const words = p.value.split(/\s+/);
    if (!p.stated || words.length < 2 || !p.field.includes('firstlast')) continue;
    const first = controls.find((c) => c.kind === 'text' && /\bfirst\b/i.test(labelOf(c)));
    const last = controls.find((c) => c.kind === 'text' && /\b(?:last|sur|family)\s*name\b|\bsurname\b/i.test(labelOf(c)));
    if (!first || !last) continue;
    const rest = p.field.filter((w) => w !== 'firstlast');
    pieces.splice(pieces.indexOf(p), 1,
      { ...p, value: words.slice(0, -1).join(' '), text: words.slice(0, -1).join(' '), field: [...rest, 'first'] },
      { ...p, value: words[words.length - 1]!, text: words[words.length - 1]!, field: [...rest, 'last'] });
  }
  const reading = assignPieces(pieces, controls, task);
  if (verbNamesButton && (reading?.placed.length ?? 0) < 2) return undefined;
  if (!reading || !reading.placed.length) return rowAction(clause, pieces, page) ?? linkValues(pieces, page) ?? (task && !search ? buttonSaid(clause, page) : undefined);
  if (reading.unplaced.some((p) => p.required)) return undefined;
  // A value is stated outright: a value, a name, the user's value, an option said, or most of a box's words.
  // (Or said with its control's name: "the boarding passes in the phone wallet"; or anything that fits well, when the sentence parser read no action at all.)
  const gaveUp = !clause.programs || clause.programs.every((p) => p.action.name === 'note');
  // (Round 18: menus of a filter form — it shows this page again with its values in the address — set by words that narrow or order the list, with more said after: the form is sent first, so that what follows acts on the new list.)
  const head = reading.placed[0]!.control;
  const refilter = !clause.last && NARROW_VERB.test(clause.text) && !!head.rendersHere && !head.sendsOnChange && !!head.submit && reading.placed.every((x) => x.control.kind === 'select' || x.control.kind === 'radio' || x.control.kind === 'checkbox');
  if (!reading.placed.some((x) => x.piece.required || x.fitted.score >= 0.8 || (x.piece.field.length > 0 && overlap(x.piece.field, labelOf(x.control)) >= 0.5) || (gaveUp && x.fitted.score >= 0.6))) return undefined;
  // The sentence parser's reading stands when the clause states no task and that reading already holds every value said.
  // (Words the reading only took as a field name, "the help articles" of a search, do not count.)
  const used = new Set(reading.placed.map((x) => x.piece));
  const said = pieces.filter((p) => p.required || used.has(p));
  const choiceOf = new Map(reading.placed.map((x) => [x.piece, x.control.kind === 'checkbox' || x.control.kind === 'radio'] as const));
  // Every value said with a field that names its control ("Choose X as the From account and Y as the To account"): the page's own names are surer than the sentence's.
  const allStated = reading.placed.length >= 1 && reading.placed.every((x) => x.piece.stated && overlap(x.piece.field, labelOf(x.control)) >= 0.5);
  // (Not when that reading asks the user for a value while the clause says its values, nor when it clicks the words of a dropdown's option.)
  const asks = !!clause.programs && asksUser(clause.programs) && reading.placed.some((x) => x.piece.shape !== 'user');
  const clicksOption = !!clause.programs && choiceClick(clause.text, clause.programs) !== undefined && reading.placed.some((x) => x.control.kind === 'select');
  if (!task && !allStated && !asks && !clicksOption && !refilter && !legendDecides(reading, controls, clause.programs ?? []) && clause.programs && !untargeted(clause.programs) && !typesNoWord(clause.programs) && said.every((p) => covered(p, clause.programs!, choiceOf.get(p))) && !lumped(said, clause.programs) && valuesSaid(pieces, clause.programs) <= elementSteps(clause.programs)) return undefined;
  // A box said with "untick", "no" or "without" is cleared; any other value said so is not for this reading (unless its option says it: "No vehicle").
  if (reading.placed.some((x) => x.piece.negated && x.control.kind !== 'checkbox' && !/\b(?:no|not|none|without|never)\b/i.test(x.fitted.value))) return undefined;
  const negated = new Set(reading.placed.filter((x) => x.piece.negated || (NEGATION_LEAD.test(clause.text.trim()) && x.control.kind === 'checkbox')).map((x) => x.control));
  const order = new Map(controls.map((c, i) => [c, i]));
  const programs: Program[] = [];
  // (Round 22: the form's other choices said by a word of their option, "a 2 kg medium parcel", "on Tuesday afternoon": src/parser/option-words.ts.)
  const spoken = optionWordsSaid(clause.text, controls, head.form, new Set(reading.placed.map((x) => x.control)), takenSpans(clause.text, reading.placed.filter((x) => x.control.kind !== 'radio' && x.control.kind !== 'select' && x.control.kind !== 'checkbox').map((x) => x.piece)));
  const placedAll = [...reading.placed, ...spoken.map((o) => ({ control: o.control, fitted: { value: o.option, score: 1 } as Fitted, piece: undefined }))];
  for (const { control: c, fitted: f } of placedAll.sort((a, b) => order.get(a.control)! - order.get(b.control)!)) {
    const name = c.label || c.hint || '';
    if (c.kind === 'select') programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(f.value) }));
    // (Round 18: "keep monthly billing": a radio group already on the option said needs no click.)
    else if (c.kind === 'radio') {
      if (c.value !== f.value || placedAll.length === 1) programs.push(program({ kind: 'action', name: 'click', element: radioQuery(c, f.value, controls) }));
    } else if (c.kind === 'checkbox') programs.push(program({ kind: 'action', name: negated.has(c) && !ownNegation(clause.text, name) ? 'uncheck' : 'check', element: query({ description: str(name) }) }));
    else programs.push(program({ kind: 'action', name: 'enter', text: f.user ? str(f.value) : literal(f.value), element: query({ description: str(name), type: 'input' }) }));
  }
  // "212 EUR", "€40": a currency said with an amount is also the form's currency menu's option.
  for (const x of reading.placed.filter((x) => x.piece.shape === 'money')) {
    const code = currencyOf(x.piece.text);
    const menu = code ? controls.find((c) => c.kind === 'select' && c.form === x.control.form && !reading.placed.some((y) => y.control === c) && (c.options ?? []).filter((o) => currencyOf(o)).length >= 2) : undefined;
    const option = menu?.options?.find((o) => currencyOf(o) === code);
    if (menu && option) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(menu.label), type: 'dropdown' }), option: literal(option) }));
  }
  // "Save a draft for …": the verb and its object name one of the form's buttons ("Save as draft"): pressed once the values are in.
  const named = namedButton(clause.text, page, reading.placed[0]?.control.form, controls);
  if (named) {
    programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(named), type: 'button' }) }));
    return programs;
  }
  const submit = reading.placed[0]?.control.submit;
  if (submit && ((task && clause.last) || search || refilter || (clause.submit && SEARCH_BUTTON.test(submit)))) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return programs;
}

/**
 * Round 18: values that no form takes, each the whole name of one link of the page ("over 48
 * months with a £2,000 deposit" where the page lists its terms and deposits as links that show it
 * again with the choice): those links, in the order said. Every value said must be one.
 */
function linkValues(pieces: readonly Piece[], page: TaskPage): Program[] | undefined {
  const values = pieces.filter((p) => p.required);
  if (!values.length || values.some((p) => p.shape === 'user' || p.shape === 'name' || p.shape === 'quoted')) return undefined;
  const norm = (t: string): string => t.toLowerCase().replace(/[\s,]+/g, '');
  const links = [...new Set(page.links ?? [])];
  const names: string[] = [];
  for (const p of values) {
    const said = norm(p.shape === 'count' && p.noun ? `${p.value} ${p.noun}` : p.text);
    const hits = links.filter((l) => norm(l) === said || norm(l) === `${said}s` || `${norm(l)}s` === said || (p.shape === 'money' && /^[$€£]\s?\d[\d,]*(?:\.\d+)?$/.test(l.trim()) && amountOf(l) === p.amount));
    if (hits.length !== 1) return undefined;
    names.push(hits[0]!);
  }
  return names.map((n) => program({ kind: 'action', name: 'click', element: query({ description: str(n), type: 'link' }) }));
}

/**
 * Round 18: "Go back to the search" read as the browser's back, on a page with a link "Back to
 * search": that link (the page's own way back, whatever the browser's history holds).
 */
function backLink(clause: TaskClause, page: TaskPage): Program[] | undefined {
  if (clause.programs?.length !== 1 || clause.programs[0]!.action.name !== 'back') return undefined;
  const m = /\bback\s+to\s+(.+?)\s*[.!]?$/i.exec(clause.text);
  const want = m ? tokens(m[1]!) : [];
  if (!want.length) return undefined;
  const hits = [...new Set(page.links ?? [])].filter((l) => /\bback\b/i.test(l) && want.every((w) => tokens(l).includes(w)));
  return hits.length === 1 ? [program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!) }) })] : undefined;
}

/**
 * "to your cart", "from your schedule": a "your X" said after "to" / "from" / "in" where X is what
 * a link of the page names (the "Cart (3)" link, "My schedule") is the place the action puts
 * things, not a value of the user's. And "Set your preferred name to "Sam"": a "your X" whose
 * words are the field of another value of the clause is that field, not a value either.
 */
function withoutPlaceWords(pieces: Piece[], page: TaskPage): Piece[] {
  const links = page.links ?? [];
  return pieces.filter((p) => {
    if (p.shape !== 'user') return true;
    const words = tokens(p.value);
    if (!words.length) return true;
    if (p.cue && /^(?:to|from|in|into|onto|on)$/.test(p.cue) && links.some((l) => tokens(l).length > 0 && words.every((w) => tokens(l).includes(w)))) return false;
    return !pieces.some((o) => o !== p && o.shape !== 'user' && o.field.length > 0 && words.every((w) => o.field.includes(w)));
  });
}

/**
 * "Choose the Green Fixed 12 tariff" on a page of cards that each have a "Choose this tariff"
 * link: the one link or button whose name holds the clause's verb and the name said (the fewest
 * other words when several do: "Flexible" is not "Green Flexible").
 */
function rowAction(clause: TaskClause, pieces: Piece[], page: TaskPage, exactly = false): Program[] | undefined {
  const names = pieces.filter((p) => p.required);
  if (names.length !== 1 || (names[0]!.shape !== 'name' && names[0]!.shape !== 'quoted')) return undefined;
  const verb = /^\s*(\p{L}+)/u.exec(clause.text)?.[1];
  // (Any verb a button begins with, when its words are the verb and the name: "Drop Calculus II".)
  if (!verb || (!CONTROL_VERB.test(verb) && !exactly)) return undefined;
  // (Round 18: "my Spin Express booking": the kind of thing after a name — "booking", "class" — is no word of its button, "Cancel Spin Express".)
  const bare = names[0]!.shape === 'name' ? names[0]!.text.replace(/(?:\s+\p{Ll}[\p{L}'’-]*)+$/u, '') : names[0]!.text;
  const named = (name: string): string[] => [...tokens(verb), ...tokens(name)];
  const all = [...(page.links ?? []), ...(page.buttons ?? [])];
  const want = bare !== names[0]!.text && !all.some((n) => overlap(named(names[0]!.text), n) === 1) ? named(bare) : named(names[0]!.text);
  const hits = all.filter((n) => overlap(want, n) === 1 && (!exactly || tokens(n)[0] === tokens(verb)[0])).map((n) => ({ n, extra: tokens(n).filter((w) => !want.includes(w) && !/^(?:from|to|of|for|in|on|off|out|with)$/.test(w)).length }));
  if (!hits.length) return undefined;
  const least = Math.min(...hits.map((h) => h.extra));
  if (exactly && least > 0) return undefined;
  const best = [...new Set(hits.filter((h) => h.extra === least).map((h) => h.n))];
  if (best.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(best[0]!) }) })];
}

/** "Report the power cut", "book the collection": a task said with no value is the one button whose every word it says ("Report power cut"). */
function buttonSaid(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const said = new Set(tokens(clause.text));
  const hits = [...new Set(page.buttons ?? [])].filter((b) => tokens(b).length > 0 && tokens(b).every((w) => said.has(w)));
  if (hits.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!), type: 'button' }) })];
}

/**
 * "Continue to the review" read as a click on "review", on a page where no button or link says
 * "review" but one says "Continue": that button (else the page's one form button).
 */
function submitSaid(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const first = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\p{L}+)\s+(?:to|with|and)\b/u.exec(clause.text)?.[1];
  if (!first || !SUBMIT_WORD.test(first) || clause.programs?.length !== 1) return undefined;
  const a = clause.programs[0]!.action;
  if (a.name !== 'click' || a.element.description?.kind !== 'string') return undefined;
  const named = tokens(a.element.description.value);
  const all = [...(page.buttons ?? []), ...(page.links ?? [])];
  if (!named.length || all.some((b) => overlap(named, b) > 0)) return undefined;
  const hits = [...new Set((page.buttons ?? []).filter((b) => tokens(b).includes(tokens(first)[0]!)))];
  if (hits.length === 1) return [program({ kind: 'action', name: 'click', element: query({ description: str(hits[0]!), type: 'button' }) })];
  return hits.length ? undefined : formButton(first, page);
}

/**
 * "confirm the courses fit your degree plan" where a box says "I confirm these courses fit my
 * degree plan": the words after the verb say most of a box's label (at least three of its words,
 * three quarters of those said), so the clause ticks the box, not the form's button.
 */
function saysBox(text: string, controls: readonly SeenControl[]): boolean {
  const said = tokens(text.replace(/^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*\p{L}+\s*/u, ''));
  return said.length >= 3 && controls.some((c) => c.kind === 'checkbox' && said.filter((w) => tokens(c.label).includes(w)).length >= Math.max(3, 0.75 * said.length));
}

/** Whether a reading types or picks a value into a field it does not name (only "an input"). */
function untargeted(programs: readonly Program[]): boolean {
  return programs.some((p) => {
    const a = p.action as { name: string; element?: Query; text?: { kind: string }; option?: { kind: string } };
    // (A user's value, "your name", finds its field by its key: not this.)
    // (Nor a field found by where it is: "the dropdown below "happy"".)
    return (a.name === 'enter' || a.name === 'select') && !!a.element && !a.element.description && !placed(a.element) && (a.text ?? a.option)?.kind === 'literal';
  });
}

/** Whether a query finds its element by a relation or a position (below, in, the second …). */
function placed(q: Query): boolean {
  return q.item !== undefined || (['above', 'below', 'left_of', 'right_of', 'in'] as const).some((r) => q[r] !== undefined);
}

/** Whether a reading asks the user for a value (a dictionary key typed or picked). */
function asksUser(programs: readonly Program[]): boolean {
  return programs.some((p) => {
    const a = p.action as { name: string; text?: { kind: string }; option?: { kind: string } };
    return (a.name === 'enter' && a.text?.kind === 'string') || (a.name === 'select' && a.option?.kind === 'string');
  });
}

/** The currency a text names: its ISO code, from a code, a symbol or a word. */
function currencyOf(text: string): string | undefined {
  const t = text.toLowerCase();
  if (/\beur\b|€|\beuros?\b/.test(t)) return 'eur';
  if (/\bgbp\b|£|\bpounds?\b|\bsterling\b/.test(t)) return 'gbp';
  if (/\busd\b|\$|\bdollars?\b/.test(t)) return 'usd';
  const code = /\b(chf|jpy|cad|aud|sek|nok|dkk|pln|inr|cny)\b/.exec(t);
  return code?.[1];
}

/** Buttons that show more of the same page (a search, a next step): values for a page a row's control opened are sent with them. */
const SEARCH_BUTTON = /^(?:search|find|show|look|go|check|continue|next|update|apply|see)\b/i;

/**
 * The one button of the form whose every word (but "as", "a", "to") the clause's first words say
 * before any value: "Save a draft for …" → "Save as draft", "Send the request for …" → "Send
 * request". Not the form's only button (the task's own submit decides that one), and only buttons
 * of two words or more.
 */
function namedButton(text: string, page: TaskPage, form: number | undefined, controls: readonly SeenControl[]): string | undefined {
  const head = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*((?:\p{L}+\s+){1,4}?)(?:for|with|on|from|to|at|in|of|as)\b/u.exec(text)?.[1] ?? '';
  const said = tokens(head);
  if (said.length < 2) return undefined;
  const submits = new Set(controls.filter((c) => c.form === form).map((c) => c.submit).filter(Boolean));
  const buttons = [...new Set(page.buttons ?? [])].filter((b) => !submits.has(b));
  const words = (b: string): string[] => tokens(b).filter((w) => !/^(?:as|to|a|an)$/.test(w));
  const hits = buttons.filter((b) => words(b).length >= 2 && words(b).every((w) => said.includes(w)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** Words that name a form's own button in general ("and submit", "then send it", "save"). */
const SUBMIT_WORD = /^(?:submit|send|save|confirm|continue|apply|finish|proceed|done|ok|go)$/i;

/** The word of a clause read as a click on a button named by a generic submit word alone ("submit", "send it"), else undefined. */
function genericSubmit(programs: readonly Program[]): string | undefined {
  if (programs.length !== 1) return undefined;
  const a = programs[0]!.action;
  if (a.name !== 'click' || (a.element.type !== undefined && a.element.type !== 'button') || a.element.description?.kind !== 'string' || a.element.in || a.element.item !== undefined) return undefined;
  // "submit", "send it", "continue to the review": a generic word first.
  const d = a.element.description.value.trim();
  const first = /^\p{L}+/u.exec(d)?.[0] ?? '';
  return SUBMIT_WORD.test(first) && (d === first || /^\p{L}+\s+(?:to|with|and)\b/u.test(d)) ? first : undefined;
}

/**
 * "… and submit" on a page whose form's one button is "Report power cut": when no button of the
 * page says the word, the button of the page's one form that has a submit button.
 */
function formButton(word: string, page: TaskPage): Program[] | undefined {
  if (!page.buttons) return undefined;
  const w = tokens(word);
  if ([...page.buttons, ...(page.links ?? [])].some((b) => overlap(w, b) > 0)) return undefined;
  const submits = [...new Set(page.controls.map((c) => c.submit).filter((x): x is string => !!x))];
  if (submits.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(submits[0]!), type: 'button' }) })];
}

/**
 * "the grading for Introduction to Biology", "Move World History to 1500 …": a name that holds
 * lower-case words ("to", "of", "and") is cut at them by the value finder, which takes them for
 * prepositions; when the page shows the whole name (a row, a button, a link, an option), it is
 * quoted first and read as one value.
 */
export function quotePageNames(text: string, page: TaskPage): string {
  const shown = [...(page.items ?? []), ...(page.buttons ?? []), ...(page.links ?? []), ...page.controls.flatMap((c) => c.options ?? [])].map((t) => ` ${t.toLowerCase().replace(/\s+/g, ' ')} `);
  if (!shown.length || text.includes('"') || text.includes('“')) return text;
  const words = text.split(/\s+/);
  const cap = (w: string | undefined): boolean => !!w && /^(?:\p{Lu}|\d)/u.test(w);
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    let taken = 0;
    // A capitalised word (not the clause's first, its verb) starts a name that ends on a capitalised word or a number, with lower-case words inside.
    if (i > 0 && cap(words[i])) {
      for (let j = Math.min(words.length, i + 8); j >= i + 3; j--) {
        const span = words.slice(i, j);
        const last = span[span.length - 1]!.replace(/[.,;:!?]+$/, '');
        if (!cap(last) || !span.slice(1, -1).some((w) => /^(?:to|of|and|the|for|in|on|with|a)$/.test(w))) continue;
        const phrase = [...span.slice(0, -1), last].join(' ');
        if (!shown.some((t) => t.includes(` ${phrase.toLowerCase()} `))) continue;
        out.push(`"${phrase}"${span[span.length - 1]!.slice(last.length)}`);
        taken = j - i;
        break;
      }
    }
    if (taken) i += taken - 1;
    else out.push(words[i]!);
  }
  return out.join(' ');
}

/**
 * A control that each of the page's rows has (a "Grading" menu per course in a cart): a value for
 * it is put in the one row that a name said sets apart ("Change the grading for Introduction to
 * Biology to Pass/Fail", "Set the quantity of the Oak Shelf to 3"). Undefined unless the page's
 * rows each hold one control of one label and the clause names one row.
 */
function rowControl(pieces: readonly Piece[], page: TaskPage): Program[] | undefined {
  const items = page.items ?? [];
  if (items.length < 2) return undefined;
  const byLabel = new Map<string, SeenControl[]>();
  for (const c of page.controls) if (c.label && c.kind !== 'checkbox') byLabel.set(`${c.kind}:${c.label}`, [...(byLabel.get(`${c.kind}:${c.label}`) ?? []), c]);
  const perRow = [...byLabel.values()].filter((g) => g.length === items.length).map((g) => g[0]!);
  if (!perRow.length) return undefined;
  const texts = items.map((t) => new Set(tokens(t)));
  for (const name of pieces.filter((p) => p.shape === 'quoted' || p.shape === 'name')) {
    const words = tokens(name.value);
    if (!words.length) continue;
    const rows = texts.map((t, i) => (words.every((w) => t.has(w)) ? i : -1)).filter((i) => i >= 0);
    if (rows.length !== 1) continue;
    const reading = assignPieces(pieces.filter((p) => p !== name), perRow, false);
    if (!reading || reading.placed.length !== 1 || reading.unplaced.some((p) => p.required)) return undefined;
    const { control: c, fitted: f } = reading.placed[0]!;
    const row = query({ item: rows[0]! + 1 });
    if (c.kind === 'select') return [program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown', in: row }), option: literal(f.value) })];
    if (c.kind === 'radio') return [program({ kind: 'action', name: 'click', element: query({ description: str(f.value), in: row }) })];
    return [program({ kind: 'action', name: 'enter', text: literal(f.value), element: query({ description: str(c.label), type: 'input', in: row }) })];
  }
  return undefined;
}

/** A radio by its option's text, inside its group when another group offers the same text ("Yes" under two questions). */
export function radioQuery(c: SeenControl, option: string, controls: readonly SeenControl[]): Query {
  const shared = controls.some((o) => o !== c && (o.options ?? []).some((x) => x.trim().toLowerCase() === option.trim().toLowerCase()));
  return shared && c.label ? query({ description: str(option), in: query({ description: str(c.label) }) }) : query({ description: str(option) });
}

/**
 * "Pick Music as the subject and search", "… as the address line and order", "choose "Need a
 * different size" and order a replacement SIM", "confirm the courses fit your degree plan and
 * register": a clause whose last words, after "and" / "then", name one button of the page — all
 * of its words ("order a replacement SIM" → "Order replacement SIM"), or its first word alone
 * ("order", "search") when one button only begins with it. The sentence parser, which does not
 * see the page, keeps such a tail inside the clause (as a field's words, a typed value, a
 * description); the page tells it is the form's button. Returns the clause without the tail and
 * the button's name, or undefined. Not when the sentence parser's reading already clicks a button
 * of those words, nor when the words are a control's option (a value, not a button).
 */
/** A cheap check before the page is looked at: may the clause end with words that name a button of the page (see `buttonTail`)? */
export function mayHaveButtonTail(clause: { text: string; programs?: readonly Program[] }): boolean {
  const m = TAIL.exec(clause.text.trim());
  if (!m) return false;
  const said = tokens(m[2]!);
  // Not when the sentence parser's reading already clicks on those words.
  return said.length > 0 && !(clause.programs ?? []).some((p) => p.action.name === 'click' && programWords(p).descriptions.some((d) => said.every((w) => tokens(d).includes(w)) && tokens(d).every((w) => said.includes(w))));
}

const TAIL = /^(.*\S)\s*,?\s+(?:and(?:\s+then)?|then)\s+((?:\p{L}+)(?:[\s-]+\p{L}+){0,5})\s*[.!]?\s*$/iu;

export function buttonTail(clause: { text: string; programs?: readonly Program[] }, page: TaskPage): { head: string; button: string } | undefined {
  const m = TAIL.exec(clause.text.trim());
  if (!m) return undefined;
  const head = m[1]!.replace(/,\s*$/, '');
  const tail = m[2]!.replace(/\s+(?:it|them|now|please|this|these)$/i, '');
  const said = tokens(tail);
  if (!said.length || !tokens(head).length) return undefined;
  const buttons = [...new Set(page.buttons ?? [])].filter((b) => tokens(b).length > 0);
  // Every word of the button said, and nothing else; else the tail is the verb a button begins with.
  let hits = buttons.filter((b) => tokens(b).every((w) => said.includes(w)) && said.every((w) => tokens(b).includes(w)));
  if (!hits.length && said.length === 1) hits = buttons.filter((b) => tokens(b)[0] === said[0]);
  if (hits.length !== 1) return undefined;
  const button = hits[0]!;
  // An option or box of the page that says the tail is a value said ("choose Red and Blue").
  if (page.controls.some((c) => c.kind === 'checkbox' && tokens(c.label).length > 0 && tokens(c.label).every((w) => said.includes(w))) || page.controls.some((c) => (c.options ?? []).some((o) => overlap(said, o) === 1))) return undefined;
  // The sentence parser's reading already presses it.
  const clicks = (clause.programs ?? []).filter((p) => p.action.name === 'click' && 'element' in p.action);
  if (clicks.some((p) => {
    const d = (p.action as { element: Query }).element.description;
    return d?.kind === 'string' && overlap(tokens(d.value), button) === 1 && tokens(d.value).length > 0;
  })) return undefined;
  return { head, button };
}

/** A click on the button named `name`. */
export function clickButton(name: string): Program {
  return program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'button' }) });
}

/**
 * "Choose the Unlimited plan on a 12-month contract", "Reschedule the dental check-up to
 * 2026-12-04 at 10:30": a clause that names a card or row to act on first (a link or button of
 * the page whose words are the verb and the name said: `rowAction`) and then values that no
 * control of this page takes — they are for the page that action opens. Returns the click and the
 * rest of the clause (the verb and the words after the name) to be read on the next page, or
 * undefined. Only when the page has no form control that takes any of those values.
 */
export function clickThenValues(clause: TaskClause, page: TaskPage): { programs: Program[]; rest: TaskClause } | undefined {
  const controls = page.controls.filter((c) => c.label || c.hint);
  const opened = linkForTask(clause, page, controls);
  if (opened) return opened;
  const pieces = withoutPlaceWords(extract(clause.text, controls).pieces, page);
  const first = pieces.find((p) => p.required);
  if (!first || (first.shape !== 'name' && first.shape !== 'quoted')) return undefined;
  const values = pieces.filter((p) => p !== first && p.required);
  if (!values.length) return undefined;
  // Values this page's controls take are for this page.
  const here = assignPieces(values, controls, false);
  if (here && here.placed.length) return undefined;
  const programs = rowAction(clause, [first], page) ?? namedRow(clause, page);
  if (!programs) return undefined;
  // Values whose every word the clicked link or button says are the rest of its name ("Choose
  // Everyday 20GB" on a "Choose plan: Everyday 20GB" link), not values for the next page.
  const clicked = programs.flatMap((p) => programWords(p).descriptions.flatMap((d) => tokens(d)));
  const named = values.filter((v) => tokens(v.text).length > 0 && tokens(v.text).every((w) => clicked.includes(w)));
  if (named.length === values.length) return undefined;
  const at = clause.text.indexOf(first.text);
  const verb = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\p{L}+)/u.exec(clause.text)?.[1];
  if (at < 0 || !verb) return undefined;
  const end = Math.max(at + first.text.length, ...named.map((v) => { const i = clause.text.indexOf(v.text, at); return i < 0 ? 0 : i + v.text.length; }));
  const after = clause.text.slice(end).replace(/^\s*(?:plan|card|row|one|option|item|appointment|booking)?\b/i, '').trim();
  if (!tokens(after).length) return undefined;
  return { programs, rest: { text: `${verb} ${after}`, last: clause.last } };
}

/**
 * Repeated copies of one form's controls, each copy named by whom or what it is for: a fieldset per
 * passenger ("Checked bags" under "Ana Lopez"), a table row per weekday ("Hours" in the "Tuesday"
 * row), or labels that differ only by a name ("Seat for Ana Lopez", "Seat for Ben Lopez"). An owner
 * is such a copy: its name (the group, else the label) and its controls.
 */
interface Owner {
  name: string;
  controls: SeenControl[];
}

/** A control's frame: its label's words without the owner's (what every copy's label says alike). */
function frameOf(c: SeenControl): string[] {
  if (c.group) {
    const g = new Set(tokens(c.group));
    return tokens(c.label).filter((w) => !g.has(w));
  }
  // "Seat for Ana Lopez": the label's capitalised words after its first, and its numbers, are the owner's.
  const words = c.label.split(/\s+/);
  return tokens(words.filter((w, i) => i === 0 || !/^(?:\p{Lu}|\d)/u.test(w)).join(' '));
}

/** The page's owners: copies of controls with the same kind and frame under different names (at least two). */
function ownersOf(controls: readonly SeenControl[]): Owner[] {
  const byName = new Map<string, SeenControl[]>();
  for (const c of controls) {
    if (!c.label) continue;
    const name = c.group ?? c.label;
    byName.set(name, [...(byName.get(name) ?? []), c]);
  }
  const key = (c: SeenControl): string => `${c.kind}:${frameOf(c).join(' ')}`;
  const keysOf = new Map([...byName].map(([n, cs]) => [n, new Set(cs.map(key))] as const));
  const owners: Owner[] = [];
  for (const [name, cs] of byName) {
    // A label-named owner must say a name of its own ("Seat for Ana Lopez"), not only differ from another label.
    if (!cs[0]!.group && tokens(name).length <= frameOf(cs[0]!).length) continue;
    const mine = keysOf.get(name)!;
    if (![...keysOf].some(([n, ks]) => n !== name && [...ks].some((k) => mine.has(k) && !k.endsWith(':')))) continue;
    owners.push({ name, controls: cs });
  }
  return owners.length >= 2 ? owners : [];
}

/** Words that say every copy ("for all three passengers", "for everyone", "each day"). */
const EVERY = /\s*\b(?:(?:for|to|on|of|in)\s+)?(?:(?:all|both)(?:\s+(?:of\s+)?(?:the|them|us|our|my|your))?(?:\s+(?:\d+|two|three|four|five|six|seven))?(?:\s+(?!and\b|then\b)\p{L}+)?|every(?:one|body)|(?:every|each)\s+\p{L}+)\b/iu;
const PRONOUN = /\b(?:her|his|their|him|them|she|he|they)\b/i;

/** An owner named in a text: a run of capitalised words (with a possessive "'s") whose every word only that owner's name says. */
function mentionsIn(text: string, owners: readonly Owner[]): Array<{ owner: Owner; index: number; length: number }> {
  const out: Array<{ owner: Owner; index: number; length: number }> = [];
  const re = /(?:\p{Lu}[\p{L}\d-]*)(?:\s+(?:\p{Lu}[\p{L}\d-]*))*(?:['’]s\b)?/gu;
  for (const m of text.matchAll(re)) {
    const words = m[0].replace(/['’]s$/, '').split(/\s+/);
    // Longest run of its words that names one owner (the verb before a name is no part of it: "Seat Ana").
    let hit: { owner: Owner; from: number } | undefined;
    for (let from = 0; from < words.length && !hit; from++) {
      const w = tokens(words.slice(from).join(' '));
      if (!w.length) continue;
      const named = owners.filter((o) => w.every((x) => tokens(o.name).includes(x)));
      if (named.length === 1) hit = { owner: named[0]!, from };
    }
    if (!hit) continue;
    const lead = words.slice(0, hit.from).join(' ');
    const at = m.index! + (lead ? lead.length + 1 : 0);
    out.push({ owner: hit.owner, index: at, length: m.index! + m[0].length - at });
  }
  return out;
}

/** A cheap check before the page is looked at: may the clause name copies of a repeated form (a name, "all", "her")? */
export function mayNameOwners(text: string): boolean {
  return /\s\p{Lu}/u.test(text.trim()) || EVERY.test(text) || PRONOUN.test(text);
}

/**
 * "Add 2 checked bags for Ana", "Enter 7.5 hours for Thursday and 6 hours for Friday", "Choose
 * Vegan as Ana's outbound meal and Halal for her return meal", "Tick the large cabin bag for all
 * three passengers", "Check in Ana and Ben with passport numbers "X" and "Y"": on a page whose
 * controls repeat per person, day or row (see `Owner`), each part of the clause goes to the copy it
 * names — by name, by "her" / "his" (the one named before), by "all" / "each" (every copy), or in
 * order ("Ana and Ben … "X" and "Y""); a part naming none goes to the controls outside the copies.
 * A verb that is the frame of a per-copy box ("Check in" for "Check in Ana Lopez") ticks it for the
 * copies named. Undefined unless every value said finds a control and some copy is named.
 */
export function readOwnersOnPage(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const controls = page.controls.filter((c) => c.label || c.hint);
  const owners = ownersOf(controls);
  if (!owners.length) return undefined;
  const text = quotePageNames(clause.text.trim().replace(/[.!?]+$/, ''), page);
  const all = mentionsIn(text, owners);
  const every = EVERY.test(text);
  if (!all.length && !every) return undefined;
  const inOwner = new Set(owners.flatMap((o) => o.controls));
  const others = controls.filter((c) => !inOwner.has(c));
  const verbMatch = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*(\p{L}+(?:\s+(?:in|on|up|out|off))?)\b/u.exec(text);
  const verb = verbMatch?.[1] ?? '';
  // A verb that is a per-copy box's frame ("Check in" → "Check in Ana Lopez").
  const verbBox = (o: Owner): SeenControl | undefined => {
    const v = tokens(verb);
    return v.length ? o.controls.find((c) => c.kind === 'checkbox' && frameOf(c).length === v.length && frameOf(c).every((w) => v.includes(w))) : undefined;
  };
  const boxOwners = every && !mentionsIn(text.slice(0, (EVERY.exec(text)?.index ?? 0) + 1), owners).length ? owners : [...new Set(all.map((m) => m.owner))];
  const ticked = verbBox(owners[0]!) ? boxOwners.map((o) => ({ o, c: verbBox(o)! })).filter((x) => x.c) : [];
  const body = ticked.length ? text.slice(verbMatch![0].length) : text;
  const offset = ticked.length ? verbMatch![0].length : 0;
  // Parts, as `extract` cuts a clause: at commas and "and" / "or".
  const parts: Array<{ text: string; at: number }> = [];
  const cut = /\s*[,;:]\s*(?:(?:and|or|but|then|plus)\s+)?|\s+(?:and|or|but|then|plus)\s+/giu;
  let from = 0;
  for (const m of body.matchAll(cut)) {
    // Not inside quotes.
    if ((body.slice(0, m.index).match(/"/g) ?? []).length % 2) continue;
    parts.push({ text: body.slice(from, m.index), at: offset + from });
    from = m.index! + m[0].length;
  }
  parts.push({ text: body.slice(from), at: offset + from });
  interface Part { owner?: Owner; every: boolean; pieces: Piece[] }
  const read: Part[] = [];
  let lastOwner: Owner | undefined;
  parts.forEach((part, k) => {
    const mentions = all.filter((m) => m.index >= part.at && m.index < part.at + part.text.length);
    let t = part.text;
    // The names (with a preposition before them, and a possessive) leave the part; "'s" reads as "the".
    for (const m of [...mentions].sort((a, b) => b.index - a.index)) {
      const i = m.index - part.at;
      const said = t.slice(i, i + m.length);
      const before = /(?:\b(?:for|to|of|on|with|in)\s+)?$/i.exec(t.slice(0, i))![0];
      t = `${t.slice(0, i - before.length)}${/['’]s$/.test(said) ? 'the' : ''}${t.slice(i + m.length)}`;
    }
    const pronoun = PRONOUN.test(t);
    t = t.replace(/\b(?:(?:for|to|of|on|with)\s+)?(?:her|his|their|him|them)\b/gi, (w) => (/\b(?:her|his|their)$/i.test(w) && !/\s/.test(w) ? 'the' : ''));
    const everyHere = EVERY.test(t);
    t = t.replace(EVERY, ' ');
    const owner = mentions.length === 1 ? mentions[0]!.owner : mentions.length === 0 && pronoun ? lastOwner : undefined;
    if (mentions.length > 1) return read.push({ every: false, pieces: [{ shape: 'words', value: '', text: '', field: [], required: true }] });
    if (owner) lastOwner = owner;
    const pool = owner ? owner.controls : everyHere ? owners[0]!.controls : others;
    // An option of the copy said as written ("4 hours of Training") is a value, not a field word.
    for (const o of [...new Set(pool.flatMap((c) => c.options ?? []).map((o) => o.replace(/\s*\([^)]*\)\s*$/, '').trim()))].sort((a, b) => b.length - a.length)) {
      if (!o || t.includes('"')) continue;
      const re = new RegExp(String.raw`(?<![\p{L}\p{N}"])${escapeRegExp(o)}(?![\p{L}\p{N}"])`, 'iu');
      const m = re.exec(t);
      if (m && /^(?:\p{Lu}|\d)/u.test(m[0]) && (m.index > 0 || k > 0 || ticked.length > 0)) t = `${t.slice(0, m.index)}"${m[0]}"${t.slice(m.index + m[0].length)}`;
    }
    const source = k === 0 && !ticked.length ? t : `set ${t}`;
    const pieces = tokens(t).length ? extract(source, pool).pieces.filter((p) => p.required || p.shape === 'words') : [];
    // Words of the part that a label of the copy says ("… on the return" → "Return meal") say which of its controls.
    const labelWords = new Set(pool.flatMap((c) => tokens(labelOf(c))));
    const extra = pieces.filter((p) => !p.required).flatMap((p) => tokens(p.text)).filter((w) => labelWords.has(w));
    for (const p of pieces) if (p.required) p.field = [...new Set([...p.field.filter((w) => labelWords.has(w)), ...extra])];
    // "passport numbers "X" and "Y"": a value said with no field after one of its shape said with one has that field too.
    const before = read.flatMap((r) => r.pieces).filter((p) => p.required && p.field.length);
    for (const p of pieces) if (p.required && !p.field.length) p.field = [...(before.reverse().find((b) => b.shape === p.shape)?.field ?? [])];
    read.push({ ...(owner ? { owner } : {}), every: everyHere && !owner, pieces });
  });
  // "Ana and Ben … "X" and "Y"": names said first, then as many values, go together in order.
  const named = [...new Set(all.map((m) => m.owner))];
  const valued = read.map((r, i) => ({ r, i })).filter(({ r }) => r.pieces.some((p) => p.required));
  const partOf = (index: number): number => parts.findIndex((p) => index >= p.at && index <= p.at + p.text.length);
  if (named.length >= 2 && valued.length === named.length && all.every((m) => partOf(m.index) <= valued[0]!.i)) valued.forEach(({ r }, i) => (r.owner = named[i]));
  const programs: Program[] = [];
  let toOwner = 0;
  const emit = (c: SeenControl, f: Fitted, negated: boolean): void => {
    const shared = controls.some((o) => o !== c && o.label === c.label && o.group !== c.group);
    const where = shared && c.group ? { in: query({ description: str(c.group) }) } : {};
    if (c.kind === 'select') programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown', ...where }), option: literal(f.value) }));
    else if (c.kind === 'radio') programs.push(program({ kind: 'action', name: 'click', element: c.group && shared ? query({ description: str(f.value), in: query({ description: str(c.group) }) }) : radioQuery(c, f.value, controls) }));
    else if (c.kind === 'checkbox') programs.push(program({ kind: 'action', name: negated ? 'uncheck' : 'check', element: query({ description: str(c.label), ...where }) }));
    else programs.push(program({ kind: 'action', name: 'enter', text: f.user ? str(f.value) : literal(f.value), element: query({ description: str(c.label), type: 'input', ...where }) }));
  };
  for (const { c } of ticked) {
    emit(c, { score: 1, value: c.label }, NEGATION_LEAD.test(text));
    toOwner++;
  }
  const negatedClause = NEGATION_LEAD.test(text);
  for (const r of read) {
    const pieces = r.pieces;
    if (!pieces.some((p) => p.required) && !pieces.length) continue;
    const targets = r.owner ? [r.owner] : r.every ? owners : [undefined];
    for (const o of targets) {
      const pool = o ? o.controls : others;
      const reading = pieces.length ? assignPieces(pieces, pool, false) : undefined;
      if (!reading) {
        if (pieces.some((p) => p.required)) return undefined;
        continue;
      }
      if (reading.unplaced.some((p) => p.required)) return undefined;
      const order = new Map(pool.map((c, i) => [c, i]));
      for (const x of [...reading.placed].sort((a, b) => order.get(a.control)! - order.get(b.control)!)) {
        emit(x.control, x.fitted, x.control.kind === 'checkbox' && (!!x.piece.negated || negatedClause));
        if (o) toOwner++;
      }
    }
  }
  return toOwner > 0 ? programs : undefined;
}

const CALENDAR_WORD = new RegExp(String.raw`^(?:${MONTHS.join('|')}|${WEEKDAY})$`, 'i');
const ORDINAL_WORD = new RegExp(String.raw`\b(?:${Object.keys(ORDINALS).join('|')}|last)\b`, 'i');

/**
 * "Withdraw my pending request", "Open the seats for the return flight", "Edit Ana's details",
 * "Cancel the approved leave from 24 to 31 December", "Change the return flight to DATE": on a
 * page whose table rows or list items each hold links or buttons (`TaskPage.rows`), the clause
 * names one of those controls by all of its words ("Change flight", "Join waitlist") and the row by
 * other words that only some rows say (a status, a header, dates, a name). That control in that
 * row, the row named by its cell that says most of those words. Values said that the row does not
 * show (a new date) are for the page the control opens: returned as the rest of the clause, to be
 * put in that page's form and sent. Undefined unless one control and one row are named so.
 */
export function readRowOnPage(clause: TaskClause, page: TaskPage): { programs: Program[]; rest?: TaskClause } | undefined {
  const rows = page.rows ?? [];
  if (rows.length < 2) return undefined;
  const text = clause.text.trim().replace(/[.!?]+$/, '');
  if (ORDINAL_WORD.test(text)) return undefined;
  const said = tokens(text);
  const names = [...new Set(rows.flatMap((r) => r.controls))].filter((n) => tokens(n).length > 0 && tokens(n).every((w) => said.includes(w)));
  if (!names.length) return undefined;
  const most = Math.max(...names.map((n) => tokens(n).length));
  const best = names.filter((n) => tokens(n).length === most);
  if (best.length !== 1) return undefined;
  const control = best[0]!;
  const own = new Set(tokens(control));
  const rowWords = rows.map((r) => new Set(r.cells.flatMap((c) => tokens(c))));
  // Words that set rows apart: said, in some rows' cells but not in all.
  const apart = [...new Set(said.filter((w) => !own.has(w)))].filter((w) => rowWords.some((s) => s.has(w)) && !rowWords.every((s) => s.has(w)));
  // (Round 26: a control that is one row's alone and names more than its verb — "Book Long Stay" — names its row, whatever else is said: "the Long Stay car park" beside a "Park & Ride" row.)
  // (Its name after the verb is a cell of that row word for word: "Long Stay" of "Book Long Stay".)
  const own1 = rows.filter((r) => r.controls.includes(control));
  const tail = tokens(control).slice(1).join(' ');
  // (Not when the clause names another row's item the same way — "… potatoes and 1kg of heritage carrots" —: several rows' items.)
  const several = otherItemSaid(text, control, rows);
  const named1 = own1.length === 1 && tail.length > 0 && own1[0]!.cells.some((c) => tokens(c).join(' ') === tail) && !several;
  const candidates = rows.map((r, i) => ({ r, i, n: named1 && r === own1[0] ? Math.max(1, apart.filter((w) => rowWords[i]!.has(w)).length) : apart.filter((w) => rowWords[i]!.has(w)).length })).filter((x) => x.r.controls.includes(control) && x.n > 0);
  if (!candidates.length) return undefined;
  const top = Math.max(...candidates.map((x) => x.n));
  const hits = candidates.filter((x) => x.n === top);
  if (hits.length !== 1) return undefined;
  const row = hits[0]!.r;
  const cellScore = (c: string): number => apart.filter((w) => tokens(c).includes(w)).length;
  const cell = [...row.cells].sort((a, b) => cellScore(b) - cellScore(a) || a.length - b.length)[0];
  if (!cell) return undefined;
  const programs = [program({ kind: 'action', name: 'click', element: query({ description: str(control), in: query({ description: str(cell) }) }) })];
  // Values the row does not show are for the page the control opens.
  const shown = new Set(row.cells.flatMap((c) => tokens(c)));
  const rowDates = row.cells.flatMap((c) => datesIn(c));
  const all = extract(text).pieces;
  // (Quoted text the row does not show is a value too: "… saying "I am away"".)
  const values = all.filter((p) => p.required && !['name', 'words', 'user'].includes(p.shape) && !tokens(p.text).every((w) => shown.has(w) || own.has(w)) && !(p.date && rowDates.some((d) => sameDate(d, p.date!))));
  // Names said that the row does not show either ("Check in Ana for the outbound flight with passport X": Ana is on the next page).
  const first = /^\s*\S+/.exec(text)?.[0].length ?? 0;
  // (Not the words of a date, time or amount: "December" of "15 December".)
  let bare = text.slice(first);
  for (const p of all) if (['date', 'time', 'money', 'number', 'count', 'ordinal'].includes(p.shape)) bare = bare.replace(p.text, ' ');
  const outside = [...bare.matchAll(/(?<![\p{L}\p{N}])\p{Lu}[\p{L}'’-]*/gu)].some((m) => tokens(m[0]).some((w) => !shown.has(w) && !own.has(w) && !CALENDAR_WORD.test(w)));
  if (!values.length && !outside) return { programs };
  // (Round 26: a control that is this row's alone and names its item — "Book Short Stay" — named the row: the rest is the clause without the item's name, and words said that other cells show — "with EV charging" — stay values.)
  const item = several ? undefined : ownItem(text, control, rows);
  if (item) return { programs, rest: { text: item, last: clause.last, submit: true } };
  // The rest is the clause without the words that named the row.
  const matched = new Set(apart.filter((w) => shown.has(w) && !/\d/.test(w)));
  const rest = text.split(/\s+/).map((w) => (tokens(w).length > 0 && tokens(w).every((t) => matched.has(t)) ? w.replace(/^[^,;:]*/, '') : w)).filter(Boolean).join(' ').replace(/\s+([,;:])/g, '$1');
  return { programs, rest: { text: rest, last: clause.last, submit: true } };
}

/**
 * The sentence parser's programs fitted to the page's own names for its fields (undefined when
 * nothing changes): a field said by its placeholder or name attribute only ("in the notes" for a
 * box labelled "Anything else we should know?" whose name is "notes") is that box, by its label;
 * a value "selected" into a field that is no menu ("set the first day to DATE" on a date box) is
 * typed into it.
 */
export function fitFieldNames(programs: readonly Program[], page: TaskPage): Program[] | undefined {
  const controls = page.controls.filter((c) => c.label);
  let changed = false;
  const out = programs.map((p) => {
    const a = p.action as { name: string; element?: Query; option?: { kind: string; value?: string } };
    // "confirm the dangerous goods statement", "tick the dangerous goods box" where the box says "I confirm no one … is
    // carrying these items" under the heading "Dangerous goods": the one box whose heading the words say, ticked.
    const box = a.element && (a.name === 'click' || a.name === 'check') ? boxUnderHeading(a.element, controls) : undefined;
    if (box) {
      changed = true;
      return program({ kind: 'action', name: 'check', element: query({ description: str(box.label), type: 'checkbox' }) });
    }
    if (!a.element || !['enter', 'select', 'check', 'uncheck'].includes(a.name)) return p;
    const d = a.element.description;
    if (d?.kind !== 'string' || placed(a.element)) return p;
    const said = tokens(d.value);
    if (!said.length) return p;
    const byLabel = controls.filter((c) => said.every((w) => tokens(c.label).includes(w)));
    let target: SeenControl | undefined;
    let element: Query = a.element;
    if (!byLabel.length) {
      const byHint = controls.filter((c) => c.hint && said.every((w) => tokens(c.hint!).includes(w)));
      if (byHint.length !== 1) return p;
      target = byHint[0]!;
      element = { ...a.element, description: str(target.label) };
    } else if (byLabel.length === 1) target = byLabel[0]!;
    if (!target) return p;
    if (a.name === 'select' && ['date', 'text', 'number', 'time'].includes(target.kind) && a.option && (a.option.kind === 'literal' || a.option.kind === 'string') && a.option.value !== undefined) {
      changed = true;
      return program({ kind: 'action', name: 'enter', text: a.option.kind === 'literal' ? literal(a.option.value) : str(a.option.value), element: query({ description: str(target.label), type: 'input' }) });
    }
    if (element === a.element) return p;
    changed = true;
    return { ...p, action: { ...p.action, element } } as Program;
  });
  return changed ? out : undefined;
}

/** Words of consent and of a box in general: what is left names the box's heading. */
const CONSENT_WORD = /^(?:confirm|accept|agree|acknowledge|tick|check|statement|rule|box|term|condition|declaration|checkbox|i|to|with)$/;

/** The one checkbox whose heading (its `group`) a click's or tick's words say, when no control's label says them all. */
function boxUnderHeading(element: Query, controls: readonly SeenControl[]): SeenControl | undefined {
  const d = element.description;
  if (d?.kind !== 'string' || placed(element)) return undefined;
  const said = tokens(d.value).filter((w) => !CONSENT_WORD.test(w));
  if (!said.length || controls.some((c) => said.every((w) => tokens(c.label).includes(w)))) return undefined;
  const heading = (c: SeenControl): string[] => tokens(c.group ?? '').filter((w) => !CONSENT_WORD.test(w));
  const hits = controls.filter((c) => c.kind === 'checkbox' && heading(c).length > 0 && said.every((w) => heading(c).includes(w)) && heading(c).every((w) => said.includes(w)));
  return hits.length === 1 ? hits[0] : undefined;
}

/**
 * "search flights", "check in": a clause whose words are all, and only, the words of one button
 * of the page is a press on that button (the sentence parser may read "search flights" as a
 * search for "flights", "check in" as ticking something). Undefined when the parser's reading
 * already presses a control of those words.
 */
export function buttonNamedWhole(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const said = tokens(clause.text.replace(/^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*/i, ''));
  if (!said.length) return undefined;
  const hits = [...new Set(page.buttons ?? [])].filter((b) => tokens(b).length === said.length && tokens(b).every((w) => said.includes(w)) && said.every((w) => tokens(b).includes(w)));
  if (hits.length !== 1) return undefined;
  if ((clause.programs ?? []).some((p) => p.action.name === 'click')) return undefined;
  return [clickButton(hits[0]!)];
}

/**
 * "Start a new claim for Travel of 42.50 on DATE …", "Create a new contact named …": a task whose
 * object is what a link or button of the page says, all of it ("New claim", "New contact"), on a
 * page with no form control for its values: that link first, then the whole clause read on the page
 * it opens. Undefined otherwise.
 */
function linkForTask(clause: TaskClause, page: TaskPage, controls: readonly SeenControl[]): { programs: Program[]; rest: TaskClause } | undefined {
  if (!isTaskClause(clause.text)) return undefined;
  const m = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*\p{L}+(?:\s+(?:up|for))?\s+((?:\p{L}+\s+){0,3}?\p{L}+)(?=\s+(?:for|with|of|on|from|to|at|in|named|called|about)\b|\s*[,.]|$)/iu.exec(clause.text);
  const object = tokens(m?.[1] ?? '');
  if (object.length < 2) return undefined;
  const names = [...new Set([...(page.links ?? []), ...(page.buttons ?? [])])].filter((n) => tokens(n).length === object.length && tokens(n).every((w) => object.includes(w)));
  if (names.length !== 1) return undefined;
  const pieces = extract(clause.text, controls).pieces.filter((p) => p.required);
  if (!pieces.length) return undefined;
  const here = assignPieces(pieces, controls, true);
  if (here && here.placed.length) return undefined;
  return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(names[0]!) }) })], rest: { text: clause.text, last: clause.last } };
}

/**
 * "… with Tuesday and Thursday as office days", "Make Email and Post the ways to contact you": a
 * list of boxes of one group (a fieldset of checkboxes whose legend the last words name) said as
 * what the group holds: those boxes ticked and the group's other ticked boxes cleared. The words
 * before the list, if any, are read as a clause of their own on the same page. Undefined unless
 * every item is a box of that group.
 */
function boxSet(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const m = /^(.*?)\s*\b(?:with\s+)?((?:[\p{L}][\p{L}'’-]*\s*,\s*)*[\p{L}][\p{L}'’-]*\s+and\s+[\p{L}][\p{L}'’-]*)\s+as\s+(?:the\s+|my\s+|your\s+|our\s+|their\s+)?([\p{L}\s'’-]+?)\s*[.!]?$/u.exec(clause.text.trim());
  if (!m) return undefined;
  const named = tokens(m[3]!);
  const boxes = page.controls.filter((c) => c.kind === 'checkbox' && c.group && named.length > 0 && tokens(c.group).length > 0 && tokens(c.group).every((w) => named.includes(w)) && named.every((w) => tokens(c.group!).includes(w)));
  if (boxes.length < 2 || new Set(boxes.map((c) => c.group)).size !== 1) return undefined;
  const items = m[2]!.split(/\s*,\s*|\s+and\s+/).map((x) => x.trim()).filter(Boolean);
  const chosen = items.map((x) => boxes.filter((c) => tokens(c.label).length > 0 && tokens(x).length > 0 && tokens(c.label).every((w) => tokens(x).includes(w)) && tokens(x).every((w) => tokens(c.label).includes(w))));
  if (chosen.some((c) => c.length !== 1)) return undefined;
  const on = new Set(chosen.map((c) => c[0]!));
  const programs: Program[] = [];
  // "Set my work pattern to Hybrid" is "choose Hybrid as the work pattern".
  const setTo = /^(?:(?:first|then|now|please),?\s+)?(?:set|change|switch|make)\s+(?:the\s+|my\s+|your\s+|our\s+)?(.+?)\s+to\s+(.+)$/i.exec(m[1]!.trim());
  const head = setTo ? `choose ${setTo[2]} as the ${setTo[1]}` : m[1]!.trim();
  if (tokens(head).length > 1) {
    const before = readTaskOnPage({ text: head, last: false }, page);
    if (!before) return undefined;
    programs.push(...before);
  }
  for (const c of boxes) {
    if (on.has(c)) programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
    else if (c.value === 'on') programs.push(program({ kind: 'action', name: 'uncheck', element: query({ description: str(c.label), type: 'checkbox' }) }));
  }
  return programs;
}
