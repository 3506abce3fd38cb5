/**
 * Round 24: a change to an existing record said in one clause with the record's reference
 * ("Extend hire BC1987 (surname Lowe) by 2 days", "Cancel booking "GM-4415" (surname "Reeve")
 * because the car has been sold"), read one page at a time for `Russ.run` (src/runtime/russ.ts
 * `runRecord`), which acts and reads the next page.
 *
 * The clause gives a verb of change (cancel, extend, move …), a value of a reference's shape
 * (letters then three or more digits: "BC1987", "GM-4415", "PP555000111"), and, when said, a
 * surname ("surname Lowe", "for the surname Patel"). Each page offers, in this order:
 *
 * - **the record's change control**, once a look-up was sent or the page shows the reference: a
 *   button or link whose first word (after a "Yes,") is the verb by root ("Extend hire", "Cancel
 *   this hire", "Yes, cancel my hire"); a button's form has its number menu set to the number said
 *   ("by 2 days") and its other menus chosen by the words said ("the car has been sold" → "Car
 *   sold", round 22's `optionWordsSaid`); a form with a required box empty, or a menu that would
 *   be sent at its prompt, is not sent. A button of a form that posts is the change: the run ends;
 * - **the look-up form**: a form that only asks (GET) with a text box whose label says a
 *   reference ("Booking reference", "Tracking number"), every other required box a surname the
 *   clause says; the reference and surname typed, its button pressed;
 * - **the link to the look-up**: a link whose words say managing or finding a record ("Manage my
 *   hire", "Manage my booking", "Track"), the one sharing most words with the clause.
 *
 * No rule names a site: the words used are the clause's, the page's labels, option lists, link and
 * button names, and general word tables (verbs of change, words of a reference, of a surname, of
 * managing a record).
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { SeenControl } from './context.js';
import { optionWordsSaid } from './option-words.js';
import { NUMBER_WORDS } from './units.js';
import { escapeRegExp } from './compare.js';
import { optionDay, saidDay } from './dates.js';

/** What the clause says: the verb, the record's reference, the surname, and the clause without them. */
export interface RecordChange {
  verb: string;
  /** Roots a control's first word may have to do this change ("cancel"; "move", "change", "rearrange" …). */
  roots: readonly string[];
  /** The reference said; empty for the user's own record said as "my hire" (`own`). */
  ref: string;
  surname?: string;
  /** "Cancel my service booking", "Look up my hire and extend it by one day": no reference said; the look-up's boxes take the user's own values (`RecordPage.known`). */
  own?: boolean;
  /** Round 25: the words that name the user's own record, between "my" and its noun ("Northgate" in "my Northgate unit"). */
  name?: string;
  /** The clause without its verb, reference and surname: what the change itself says ("by 2 days", "because the car has been sold"). */
  rest: string;
  /** Round 26: the record is the page the run is on ("Cancel this booking …", or a change said on a record's own page): no look-up. */
  here?: boolean;
  /** Round 26: the step's next clause, when it may go on saying the same change ("… to drop off on … and pick up on …"): read by `whenForm` only. */
  more?: string;
}

/** One form of the page as this reading sees it. */
export interface RecordForm {
  /** Its index among the page's forms (SeenControl.form). */
  index: number;
  posts: boolean;
  /** Its submit buttons' names. */
  buttons: readonly string[];
  /** The labels of its visible required fields. */
  required: readonly string[];
}

/** A page as this reading sees it. */
export interface RecordPage {
  url: string;
  /** The page's visible words (title, headings, text). */
  text: string;
  controls: readonly SeenControl[];
  forms: readonly RecordForm[];
  links: readonly string[];
  /** The user's own value for a field's label (the answers given before the run), if one. */
  known?: (label: string) => string | undefined;
  /** The page's repeated rows (table rows, list items): their cells' words and their controls' names. */
  rows?: ReadonlyArray<{ cells: readonly string[]; controls: readonly string[] }>;
  /** Round 26: the labels of the page's disabled radios and boxes (a slot that is full). */
  disabled?: readonly string[];
  /** Round 26: the page's first heading. */
  heading?: string;
  /** Round 26: where each link goes (its address), for links of one address only: two names of one address are one link. */
  hrefs?: Readonly<Record<string, string>>;
}

/** One move on the page it is read on. */
export type RecordMove =
  | { kind: 'lookup'; programs: Program[] }
  | { kind: 'open'; name: string; change: boolean; row?: string; named?: boolean; list?: boolean }
  | { kind: 'change'; programs: Program[]; final: boolean; joined?: boolean }
  /** Round 26: several of the record's change links may do the change: the pages they open are read first (`RecordProgress.peeked`). */
  | { kind: 'peek'; names: string[] };

/** Where the run stands. */
export interface RecordProgress {
  lookedUp: boolean;
  opened: Set<string>;
  /** Round 26: the words of the page each change link opens (its heading, its forms' labels and options), read before one is chosen. */
  peeked?: Map<string, string>;
  /** Round 26: a change link of the record was opened: this page (and the ones it reloads to) is the change's own. */
  changing?: boolean;
}

/** Verbs of change, and the roots of the first word of a control that does it. */
export const VERBS: Record<string, readonly string[]> = {
  cancel: ['cancel'],
  extend: ['extend'],
  shorten: ['shorten'],
  move: ['move', 'change', 'rearrange', 'reschedule'],
  rearrange: ['rearrange', 'change', 'move', 'reschedule'],
  reschedule: ['reschedule', 'change', 'move', 'rearrange'],
  postpone: ['postpone', 'change', 'move', 'rearrange', 'reschedule'],
  amend: ['amend', 'change', 'edit'],
  change: ['change', 'amend', 'edit'],
  // (Round 26: a record's change pages are also named "Add extras", "Report a problem".)
  add: ['add'],
  report: ['report'],
};

/** Round 26: verbs whose change is only read with a reference said or on the record's own page: never "my …" alone. */
const HERE_ONLY = new Set(['add', 'report']);

/** Round 26: the record the page shows, said as "this booking". */
const THIS_RECORD = /\b(?:this|the\s+current)\s+(?:booking|hire|rental|reservation|appointment|order|policy|subscription|membership|collection)\b/i;

const LEAD = /^\s*(?:(?:first|then|now|next|finally|also|please|and|i\s+(?:want|need|would\s+like|'d\s+like)\s+to)[,\s]+)*/i;

/** A reference: letters, an optional dash, three or more digits (quoted or not); never a sentence's number or a postcode. */
const REF = /(?:^|[\s("“'])["“']?((?:\p{Lu}{1,4}-?)\d{3,}|\d{3,}-\p{Lu}{1,4})["”']?(?=$|[\s),.;:!?"”'])/u;

/** A surname said by its label. */
const SURNAME = /\b(?:sur-?name|last\s+name|family\s+name)\s*(?:is\s+|of\s+|:\s*)?["“']?(\p{Lu}[\p{L}'’-]+)["”']?/u;


/** A record the user calls their own: "my hire", "my service booking" (a record's noun after "my" and at most two words). */
const OWN_RECORD = /\bmy\s+((?:\p{L}+\s+){0,2}?)(?:booking|hire|rental|reservation|appointment|order|policy|subscription|membership|unit)\b/iu;

const RECORD_NOUN = /\b(?:booking|hire|rental|reservation|appointment|order|policy|subscription|membership)s?\b/i;

/** "Look up my hire and extend it …": the look-up said before the change. */
const LOOKUP_FIRST = /^(?:look\s+up|find|open|check)\s+my\s+[\p{L}\s]+?\s+and\s+(?=\p{L})/iu;

/** The change `text` says with a reference, or about the user's own record ("Cancel my service booking, …"), or undefined. */
export function recordChange(text: string): RecordChange | undefined {
  let lead = LEAD.exec(text)?.[0].length ?? 0;
  const first = LOOKUP_FIRST.exec(text.slice(lead));
  if (first) lead += first[0].length;
  const head = /^\p{L}+/u.exec(text.slice(lead))?.[0].toLowerCase();
  const roots = head ? VERBS[head] : undefined;
  if (!head || !roots) return undefined;
  const ref = REF.exec(text);
  if (!ref) {
    // (Round 26: "this booking": the record the page shows.)
    if (THIS_RECORD.test(text)) return changeHere(text);
    if (HERE_ONLY.has(head)) return undefined;
    // (Round 24: the user's own record, no reference said: only with a record's noun after "my", and no other value of a record said.)
    const own = OWN_RECORD.exec(text);
    if (!own || SURNAME.test(text) || /\d{3,}/.test(text)) return undefined;
    const rest = text.slice(lead + head.length).replace(/\s+/g, ' ').trim();
    return { verb: head, roots, ref: '', own: true, rest, ...(own[1]?.trim() ? { name: own[1].trim() } : {}) };
  }
  const sur = SURNAME.exec(text);
  let rest = text.slice(lead + head.length);
  rest = rest.replace(ref[0].trimStart(), ' ');
  if (sur) rest = rest.replace(sur[0], ' ');
  rest = rest
    .replace(/\(\s*[,;]?\s*\)/g, ' ')
    .replace(/\s*[,;]\s*(?=[,;]|$)/g, ' ')
    .replace(/\b(?:for\s+the|for|with\s+the|with)\s*(?=$|[,;])/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return { verb: head, roots, ref: ref[1]!, ...(sur ? { surname: sur[1]! } : {}), rest };
}

/**
 * Round 26: a change said with no reference, about the record the page shows ("Change the pick-up to
 * 2026-12-28 at 14:00" on a booking's own page): the verb and the rest. The runtime asks only on a
 * page that is a record's (`recordPageHere`).
 */
export function changeHere(text: string): RecordChange | undefined {
  const lead = LEAD.exec(text)?.[0].length ?? 0;
  const head = /^\p{L}+/u.exec(text.slice(lead))?.[0].toLowerCase();
  const roots = head ? VERBS[head] : undefined;
  if (!head || !roots || REF.test(text)) return undefined;
  const rest = text.slice(lead + head.length).replace(/\s+/g, ' ').trim();
  return { verb: head, roots, ref: '', here: true, rest };
}

/** Every verb of a change, once. */
const CHANGE_VERBS = [...new Set(Object.values(VERBS).flat())];

/** Round 26: whether `page` is a record's own page: its first heading holds a reference, and two links or more of it each open a change ("Change dates", "Cancel booking"). */
export function recordPageHere(page: RecordPage): boolean {
  if (!page.heading || !REF.test(page.heading)) return false;
  return page.links.filter((l) => doesVerb(l, CHANGE_VERBS)).length >= 2;
}

/** A control's first word (after "Yes," / "OK,") by root is one of `roots`. */
function doesVerb(name: string, roots: readonly string[]): boolean {
  const w = /^\s*(?:(?:yes|ok|okay)[,\s]+)?(\p{L}+)/iu.exec(name)?.[1]?.toLowerCase();
  // (A root of three letters only as a whole word: "add", never "Address".)
  return !!w && roots.some((r) => w === r || (r.length > 3 && w.startsWith(r)));
}

/** Round 26: a button that only finds a record ("Find booking", "View my order", "Look up"). */
const FIND_BUTTON = /^\s*(?:find|look\s*up|search|view|retrieve|show|open|check|get)\b/i;

const REF_LABEL = /\b(?:reference|ref|booking|number|no|tracking|order|confirmation|code|hire|reservation)\b/i;
const SURNAME_LABEL = /\b(?:sur-?name|last\s+name|family\s+name)\b/i;
const SEARCH_LABEL = /\bsearch\b/i;

/** A link whose words say managing or finding a record. */
const MANAGE_LINK = /^\s*(?:manage|track|find|retrieve|view|check|look\s*up)\b|\bmy\s+(?:booking|hire|rental|order|reservation|appointment|parcel|deliver|trip|policy|policies|subscription|membership|ticket)/i;

/** The number a change says ("by 2 days", "by one day"), if one. */
function countSaid(rest: string): number | undefined {
  const m = /\b(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|a|an)\s+(?:more\s+|extra\s+)?(?:day|night|week|month|year|hour|ticket|place|seat|person|people)s?\b/i.exec(rest);
  if (!m) return undefined;
  // ("a" / "an": one.)
  return /^\d+$/.test(m[1]!) ? Number(m[1]) : (NUMBER_WORDS[m[1]!.toLowerCase()] ?? 1);
}

/** The label of a box ticked to say one goes on knowing what the change does. */
const ACKNOWLEDGE = /^\s*(?:i\s+(?:understand|confirm|agree|accept|acknowledge)|yes\b)/i;

const PROMPT = /^\s*(?:$|[-–—]+|(?:choose|select|pick|please)\b)/i;

/** The programs that set `form`'s menus from what the change says, then press `button`; undefined when the form would be sent unfilled. */
function changeForm(change: RecordChange, page: RecordPage, form: RecordForm, button: string): Program[] | undefined {
  const mine = page.controls.filter((c) => c.form === form.index);
  const programs: Program[] = [];
  const n = countSaid(change.rest);
  const set = new Set<SeenControl>();
  for (const c of mine) {
    if (c.kind !== 'select' || !c.options?.length) continue;
    const numeric = c.options.filter((o) => /^\s*\d+\b/.test(o));
    if (n !== undefined && numeric.length >= Math.max(2, c.options.length - 1)) {
      const o = c.options.find((x) => Number(/^\s*(\d+)/.exec(x)?.[1]) === n);
      if (!o) return undefined;
      if (c.value !== o) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(o) }));
      set.add(c);
    }
  }
  for (const said of optionWordsSaid(change.rest, page.controls, form.index, set)) {
    if (said.control.kind === 'checkbox') continue;
    // (A radio is chosen by its own label; a menu's option by its words.)
    programs.push(
      said.control.kind === 'radio'
        ? program({ kind: 'action', name: 'choose', element: query({ description: str(said.option) }) })
        : program({ kind: 'action', name: 'select', element: query({ description: str(said.control.label), type: 'dropdown' }), option: literal(said.option) }),
    );
    set.add(said.control);
  }
  // (Round 26: "add cancellation cover and a car wash to booking …": an adding change ticks each box whose label's words, its price aside, are all said.)
  if (change.verb === 'add') {
    const said = changeWords(change.rest);
    for (const c of mine) {
      if (c.kind !== 'checkbox' || set.has(c) || c.value === 'on') continue;
      const words = changeWords(c.label.replace(/\([^)]*\)/g, ' '));
      if (!words.size || shared(said, words) !== words.size) continue;
      programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
      set.add(c);
    }
  }
  // (A box the change asks to be ticked to go on, "I understand I will no longer be covered": ticked.)
  for (const c of mine) {
    if (c.kind !== 'checkbox' || set.has(c) || c.value === 'on' || !ACKNOWLEDGE.test(c.label)) continue;
    programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
    set.add(c);
  }
  // A required field left empty or at its prompt: the form is not sent so.
  for (const c of mine) {
    if (set.has(c) || !form.required.includes(c.label)) continue;
    if (c.kind === 'select' && (!c.value || PROMPT.test(c.value))) return undefined;
    if ((c.kind === 'text' || c.kind === 'number' || c.kind === 'date' || c.kind === 'time') && !(c.value ?? '').trim()) return undefined;
    if (c.kind === 'radio' && !c.value) return undefined;
    if (c.kind === 'checkbox' && c.value !== 'on') return undefined;
  }
  // (Round 26: an adding or reporting change sends only what it said: a form it set nothing of — "Add person" with its boxes empty — is not its change.)
  if (HERE_ONLY.has(change.verb) && !programs.length) return undefined;
  programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(button), type: 'button' }) }));
  return programs;
}

/** The look-up form's programs: the reference and the surname typed, its button pressed. */
function lookupForm(change: RecordChange, page: RecordPage): Program[] | undefined {
  for (const form of page.forms) {
    if (form.buttons.length !== 1) continue;
    const texts = page.controls.filter((c) => c.form === form.index && c.kind === 'text');
    // (Round 26: a look-up sent by POST, "Find booking": only a form of the reference and surname boxes alone, whose button does no change.)
    if (form.posts && (page.controls.filter((c) => c.form === form.index).length !== 2 || !FIND_BUTTON.test(form.buttons[0]!))) continue;
    const refBox = texts.filter((c) => REF_LABEL.test(`${c.label} ${c.hint ?? ''}`) && !SEARCH_LABEL.test(`${c.label} ${c.hint ?? ''}`) && !SURNAME_LABEL.test(c.label));
    if (refBox.length !== 1) continue;
    const surBox = texts.filter((c) => SURNAME_LABEL.test(`${c.label} ${c.hint ?? ''}`));
    if (surBox.length > 1) continue;
    const surname = change.own ? (surBox[0] ? page.known?.(surBox[0].label) : undefined) : change.surname;
    if (surBox.length === 1 && !surname) continue;
    if (change.own && !page.known?.(refBox[0]!.label)) continue;
    // (Every other required field: one this reading cannot fill, so the form is not its look-up.)
    const others = page.controls.filter((c) => c.form === form.index && c !== refBox[0] && c !== surBox[0] && form.required.includes(c.label));
    if (others.length) continue;
    // (The user's own values are entered from the answers by the box's label: the user dictionary's closest key.)
    const value = (v: string, label: string): Program => program({ kind: 'action', name: 'enter', text: change.own ? str(label) : literal(v), element: query({ description: str(label), type: 'input' }) });
    const programs = [value(change.ref, refBox[0]!.label)];
    if (surBox[0] && surname) programs.push(value(surname, surBox[0].label));
    programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(form.buttons[0]!), type: 'button' }) }));
    return programs;
  }
  return undefined;
}

const contentWords = (s: string): Set<string> => new Set(s.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length > 2));

/** The next move for `change` on `page`, or undefined when the page offers none. */
export function recordStep(change: RecordChange, page: RecordPage, progress: RecordProgress): RecordMove | undefined {
  const shown = progress.lookedUp || !!change.here || (!!change.ref && page.text.toUpperCase().includes(change.ref.toUpperCase()));
  if (shown) {
    // The record's own controls: a button of a form, else a link, whose first word is the verb.
    const buttons = page.forms.flatMap((f) => f.buttons.filter((b) => doesVerb(b, change.roots)).map((b) => ({ f, b })));
    const links = page.links.filter((l) => doesVerb(l, change.roots) && !progress.opened.has(l.toLowerCase()));
    // (The verb's own word first: "Cancel booking" before a "Change …" link for a cancel.)
    const own = (name: string): boolean => doesVerb(name, [change.roots[0]!]);
    const byOwn = <T,>(xs: T[], name: (x: T) => string): T[] => (xs.some((x) => own(name(x))) ? xs.filter((x) => own(name(x))) : xs);
    const bs = byOwn(buttons, (x) => x.b);
    const ls = byOwn(links, (x) => x);
    // (Round 26: on the change's own page a slot picker comes first: the day link and the time radio said, before the form's button — "Move my booking" under the radios.)
    if (progress.changing) {
      const picked = pickSlot(change, page);
      if (picked) return picked;
    }
    if (bs.length === 1 && (!ls.length || own(bs[0]!.b) || !ls.some(own))) {
      const programs = changeForm(change, page, bs[0]!.f, bs[0]!.b);
      if (!programs) return undefined;
      return { kind: 'change', programs, final: bs[0]!.f.posts };
    }
    if (!bs.length && ls.length === 1) return { kind: 'open', name: ls[0]!, change: true, ...rowOf(change, page, ls[0]!) };
    // Round 26: several change links ("Change dates", "Change car"): the one whose name, or the page it opens, shares the clause's words.
    if (!bs.length && ls.length > 1 && !progress.changing) {
      const said = changeWords(change.rest);
      const byName = ls.map((l) => ({ l, s: shared(said, changeWords(l)) }));
      const named = clearBest(byName);
      if (named) return { kind: 'open', name: named, change: true, ...rowOf(change, page, named) };
      const unread = ls.filter((l) => !progress.peeked?.has(l));
      if (unread.length) return { kind: 'peek', names: unread };
      const opened = clearBest(ls.map((l) => ({ l, s: shared(said, changeWords(`${l} ${progress.peeked!.get(l)!}`)) })));
      return opened ? { kind: 'open', name: opened, change: true, ...rowOf(change, page, opened) } : undefined;
    }
    // Round 26: on the change's own page, a form of dates and times said (`whenForm`), else its one form that takes what the clause says (`ownForm`; the slot picker came first, above).
    if (progress.changing && !bs.length) {
      const picked = whenForm(change, page) ?? ownForm(change, page);
      if (picked) return picked;
      // (The change's own page: never a look-up or the user's lists from here.)
      if (!ls.length) return undefined;
    }
    if (bs.length > 1 || ls.length > 1) return undefined;
    // Round 25: the user's own record, opened by its row: no control does the verb, but one form of the record's page is named by the clause's words ("change the payment day … to the 15th" → "Save payment day").
    if (change.own && !bs.length && !ls.length) {
      const named = namedForm(change, page);
      if (named) return { kind: 'change', programs: named.programs, final: named.form.posts };
    }
  }
  if (!progress.lookedUp && !change.here) {
    const programs = lookupForm(change, page);
    if (programs) return { kind: 'lookup', programs };
    // (A list of the user's records, "My bookings": the one row that shows the reference, its one link that manages it or does the verb.)
    const rows = change.ref ? (page.rows ?? []).filter((r) => r.cells.some((c) => c.toUpperCase().includes(change.ref.toUpperCase()))) : [];
    if (rows.length === 1) {
      const ctl = [...new Set(rows[0]!.controls.filter((c) => (MANAGE_LINK.test(c) || /^\s*(?:manage|view|open|details)\b/i.test(c) || doesVerb(c, change.roots)) && !progress.opened.has(c.toLowerCase())))];
      if (ctl.length === 1 && page.links.includes(ctl[0]!)) return { kind: 'open', name: ctl[0]!, change: doesVerb(ctl[0]!, change.roots), row: change.ref };
    }
    // Round 25: the user's own record named by a word of its row ("my Northgate unit", "my Canal Street hot desk booking"): the one row that word picks out, its link that manages it.
    const named = change.own ? namedRow(change, page, progress) : undefined;
    if (named) return named;
    const said = contentWords(change.rest + ' ' + change.verb);
    const scored = page.links
      .filter((l) => MANAGE_LINK.test(l) && !progress.opened.has(l.toLowerCase()))
      // (The user's own record, no reference said: only a link that names a record, never a row's — which row would be a guess.)
      // (And one that says managing or finding it, "Manage my booking": a bare "My bookings" is a list, whose row would be a guess too.)
      .filter((l) => !change.own || (RECORD_NOUN.test(l) && /^\s*(?:manage|find|retrieve|track|view|check|look\s*up)\b/i.test(l) && !(page.rows ?? []).some((r) => r.controls.includes(l))))
      .map((l) => ({ l, s: [...contentWords(l)].filter((w) => said.has(w) || [...said].some((x) => x.startsWith(w) || w.startsWith(x))).length }));
    const best = Math.max(-1, ...scored.map((x) => x.s));
    // (Round 26: "Manage booking" in the menu and "Manage your booking" in the page, one address: one link.)
    const top = [...new Set(scored.filter((x) => x.s === best).map((x) => page.hrefs?.[x.l] ?? x.l.toLowerCase()))];
    if (top.length === 1) return { kind: 'open', name: scored.find((x) => x.s === best)!.l, change: false };
    // Round 25: no look-up, no row said: the user's own list ("My account", "My bookings"), where the record's row is — one such link, and only for a record named by words of its row.
    if (change.own && rowWords(change.name ?? '').length) {
      const lists = [...new Set(page.links.filter((l) => OWN_LIST.test(l) && !progress.opened.has(l.toLowerCase())).map((l) => l.toLowerCase()))];
      if (lists.length === 1) return { kind: 'open', name: page.links.find((l) => l.toLowerCase() === lists[0])!, change: false, list: true };
    }
  }
  return undefined;
}

/** A link to the user's own records: "My account", "My bookings", "My orders". */
const OWN_LIST = /^\s*my\s+(?:account|bookings|orders|reservations|units|rentals|hires|appointments|policies|subscriptions)\s*$/i;

/** Words that name no record's row: the clause's framing, the record nouns, the words of a change. */
const NOT_ROW = new Set(['the', 'for', 'my', 'to', 'on', 'from', 'and', 'with', 'this', 'that', 'it', 'its', 'of', 'in', 'at', 'by', 'an', 'booking', 'bookings', 'hire', 'rental', 'reservation', 'appointment', 'order', 'orders', 'policy', 'subscription', 'membership', 'unit', 'units', 'please', 'because', 'since', 'day', 'date', 'time', 'instead', 'new', 'now', 'next', 'one']);

/** The words of `rest` that may name a record's row (three letters or more, or a number with a letter). */
function rowWords(rest: string): string[] {
  return [...new Set(rest.toLowerCase().split(/[^\p{L}\p{N}-]+/u).filter((w) => w.length >= 3 && !NOT_ROW.has(w) && !/^\d+$/.test(w)))];
}


/** The row the clause's words pick out: the one row holding the most words that no other row holds (at least one), and its one link that manages it. */
function namedRow(change: RecordChange, page: RecordPage, progress: RecordProgress): RecordMove | undefined {
  const rows = (page.rows ?? []).filter((r) => r.cells.length);
  if (rows.length < 1) return undefined;
  // (A word of the row, or the word with a plural's ending: "canapé" in "Hot Canapés".)
  const has = (r: { cells: readonly string[] }, w: string): boolean => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRegExp(w)}(?:e?s)?(?:$|[^\\p{L}\\p{N}])`, 'iu').test(r.cells.join(' '));
  const words = rowWords(change.name ?? '');
  const scored = rows.map((r) => ({ r, own: words.filter((w) => has(r, w) && rows.filter((o) => has(o, w)).length === 1) }));
  const best = Math.max(0, ...scored.map((x) => x.own.length));
  const top = scored.filter((x) => x.own.length === best);
  if (!best || top.length !== 1) return undefined;
  const row = top[0]!;
  // (The longest word said of the row locates it best.)
  row.own.sort((a, b) => b.length - a.length);
  // (The word said, as it is written in the row, locates it.)
  const cell = row.r.cells.find((c) => has({ cells: [c] }, row.own[0]!))!;
  const at = new RegExp(escapeRegExp(row.own[0]!), 'iu').exec(cell)!;
  const where = cell.slice(at.index, at.index + at[0].length);
  // The row's own control for the verb ("Cancel order SS-322"): a button of a form that posts is the change; a link opens it.
  const doing = [...new Set(row.r.controls.filter((c) => doesVerb(c, [change.roots[0]!]) && !progress.opened.has(c.toLowerCase())))];
  if (doing.length === 1) {
    const name = doing[0]!;
    if (page.links.includes(name)) return { kind: 'open', name, change: true, row: where, named: true };
    const form = page.forms.find((f) => f.buttons.includes(name));
    if (!form?.posts) return undefined;
    // (The row's form is set as the record's own control's is: its number menu to the count said, its options said, its "I understand" box; a required field left empty and it is not sent.)
    const set = changeForm(change, page, form, name);
    if (!set) return undefined;
    return { kind: 'change', programs: [...set.slice(0, -1), program({ kind: 'action', name: 'click', element: query({ description: str(name), type: 'button', in: query({ item: 1, description: str(where) }) }) })], final: true };
  }
  if (doing.length > 1) return undefined;
  const ctl = [...new Set(row.r.controls.filter((c) => /^\s*(?:manage|view|open|details|edit)\b/i.test(c) && !progress.opened.has(c.toLowerCase()) && page.links.includes(c)))];
  if (ctl.length !== 1) return undefined;
  return { kind: 'open', name: ctl[0]!, change: false, row: where, named: true };
}

/** An ordinal or a day of the month said ("to the 15th", "on the 28th"). */
const ORDINAL = /\b(\d{1,2})(?:st|nd|rd|th)\b/i;

/** The one form of the record's page that the clause's words name (its button and labels share the most words with it), with its number menu set to the ordinal said; undefined when none or two are named. */
function namedForm(change: RecordChange, page: RecordPage): { form: RecordForm; programs: Program[] } | undefined {
  const said = new Set(rowWords(change.rest).concat(change.rest.toLowerCase().split(/[^\p{L}]+/u).filter((w) => w.length >= 3)));
  const shares = (words: Set<string>): number => [...words].filter((w) => said.has(w) || [...said].some((x) => x.length >= 4 && w.length >= 4 && (x.startsWith(w) || w.startsWith(x)))).length;
  const scored = page.forms
    .filter((f) => f.buttons.length === 1)
    .map((f) => {
      const mine = page.controls.filter((c) => c.form === f.index);
      // (The button's first word says the doing, "Save", "Add": what it does is named by the rest.)
      const words = contentWords(`${f.buttons[0]!.replace(/^\s*\p{L}+/u, '')} ${mine.map((c) => c.label).join(' ')}`);
      for (const w of ['the', 'and', 'for', 'your', 'you']) words.delete(w);
      return { f, s: shares(words) };
    });
  const best = Math.max(0, ...scored.map((x) => x.s));
  const top = scored.filter((x) => x.s === best);
  if (best < 2 || top.length !== 1) return undefined;
  const form = top[0]!.f;
  const ord = ORDINAL.exec(change.rest);
  const set: Program[] = [];
  if (ord) {
    const menus = page.controls.filter((c) => c.form === form.index && c.kind === 'select' && (c.options ?? []).filter((o) => /^\s*\d{1,2}(?:st|nd|rd|th)?\b/i.test(o)).length >= 2);
    if (menus.length !== 1) return undefined;
    const o = menus[0]!.options!.find((x) => Number(/^\s*(\d{1,2})/.exec(x)?.[1]) === Number(ord[1]));
    if (!o) return undefined;
    if (menus[0]!.value !== o) set.push(program({ kind: 'action', name: 'select', element: query({ description: str(menus[0]!.label), type: 'dropdown' }), option: literal(o) }));
  }
  const rest = changeForm({ ...change, rest: ord ? change.rest.replace(ord[0], ' ') : change.rest }, page, form, form.buttons[0]!);
  // (Nothing said changes the form: it is not the change.)
  if (!rest || (!set.length && rest.length < 2)) return undefined;
  return { form, programs: [...set, ...rest] };
}

/** Round 26: words that tell one change of a record from another (three letters or more, split at hyphens: "pick-up" → "pick"), without the framing and the record's nouns. */
function changeWords(text: string): Set<string> {
  return new Set([...contentWords(text)].filter((w) => !NOT_ROW.has(w)).map((w) => w.replace(/(?<!s)s$/, '')));
}

const shared = (a: ReadonlySet<string>, b: ReadonlySet<string>): number => [...b].filter((w) => a.has(w)).length;

/** The link of the one best score, when it is above nothing and no other link has it. */
function clearBest(scored: ReadonlyArray<{ l: string; s: number }>): string | undefined {
  const best = Math.max(...scored.map((x) => x.s));
  const top = scored.filter((x) => x.s === best);
  return best > 0 && top.length === 1 ? top[0]!.l : undefined;
}

/** The row of a list that shows the reference said and holds the link `name`: where that link is clicked. */
function rowOf(change: RecordChange, page: RecordPage, name: string): { row?: string } {
  if (!change.ref) return {};
  const rows = (page.rows ?? []).filter((r) => r.controls.includes(name));
  if (rows.length < 2) return {};
  return rows.filter((r) => r.cells.some((c) => c.toUpperCase().includes(change.ref.toUpperCase()))).length === 1 ? { row: change.ref } : {};
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

/** The weekdays said ("Tuesday", "on Sat"). */
function weekdaysSaid(text: string): string[] {
  return [...text.matchAll(/\b(mon|tue|wed|thu|fri|sat|sun)(?:day|s|\.)?(?:nesday|urday|rsday|sday)?\b/gi)].map((m) => m[1]!.toLowerCase());
}

/** The clock times said or written, in minutes ("9am", "12pm", "6:30 pm", "18:00"). */
export function clockTimes(text: string): number[] {
  const out: number[] = [];
  for (const m of text.matchAll(/\b(\d{1,2})(?:[:.](\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)?(?![\p{L}\d])/giu)) {
    const half = m[3]?.[0]?.toLowerCase();
    if (!half && m[2] === undefined) continue;
    const h = Number(m[1]);
    if (h > 24) continue;
    out.push((half === 'p' ? (h % 12) + 12 : half === 'a' ? h % 12 : h) * 60 + Number(m[2] ?? 0));
  }
  if (/\bnoon\b|\bmidday\b/i.test(text)) out.push(720);
  return out;
}

/**
 * Round 26: a slot picker on the change's own page (a reschedule): the day links (three or more
 * links that each write a day), a radio group of times, and a form that posts with only its
 * button. The day said picks its link when that day is not shown chosen yet; then the radio whose
 * times are the ones said (not a disabled one); then the button sends the choice.
 */
function pickSlot(change: RecordChange, page: RecordPage): RecordMove | undefined {
  const times = clockTimes(change.rest);
  const weekdays = weekdaysSaid(change.rest);
  const date = saidDay(change.rest);
  const dayLinks = page.links.filter((l) => optionDay(l) || WEEKDAYS.some((w) => l.toLowerCase().startsWith(w)));
  const radios = page.controls.filter((c) => c.kind === 'radio' && (c.options ?? []).filter((o) => clockTimes(o).length).length >= 2);
  const sameDay = (l: string): boolean => {
    const d = optionDay(l);
    if (date && (!d || d.day !== date.day || (d.month !== undefined && date.month !== undefined && d.month !== date.month))) return false;
    if (weekdays.length && !weekdays.some((w) => l.toLowerCase().startsWith(w))) return false;
    return !!date || weekdays.length > 0;
  };
  if (!times.length && !date && !weekdays.length) return undefined;
  // (The day said is a link: it is not chosen yet.)
  if (dayLinks.length >= 3) {
    const day = dayLinks.filter(sameDay);
    if (day.length === 1) return { kind: 'change', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(day[0]!), type: 'link' }) })], final: false };
    // (No link of the day said: it is the one shown chosen; its slots are the radios.)
    if (day.length > 1) return undefined;
  }
  if (radios.length === 1 && times.length) {
    const group = radios[0]!;
    const fits = (group.options ?? []).filter((o) => !(page.disabled ?? []).includes(o) && times.every((t) => clockTimes(o).includes(t)));
    if (fits.length !== 1) return undefined;
    if (group.value !== fits[0]) return { kind: 'change', programs: [program({ kind: 'action', name: 'choose', element: query({ description: str(fits[0]!) }) })], final: false };
    // (Chosen: the form that posts with nothing to fill but its button sends it.)
    const sends = page.forms.filter((f) => f.posts && f.buttons.length === 1 && !page.controls.some((c) => c.form === f.index));
    if (sends.length === 1) return { kind: 'change', programs: [program({ kind: 'action', name: 'click', element: query({ description: str(sends[0]!.buttons[0]!), type: 'button' }) })], final: true };
  }
  return undefined;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * Round 26: a change's own form of dates and times ("Drop-off date", "Drop-off time", "Pick-up
 * date", "Pick-up time"): its date boxes and time boxes or menus, grouped by the words of their
 * labels that are not "date" or "time" ("drop off", "pick up"). Each group's words said in the
 * clause begin its part of the clause, up to the next group's words; the date and the time said in
 * that part go into that group's boxes. The form's one button sends it. Undefined when no group is
 * said with a date or time, or a value has no place (a time no menu offers).
 */
function whenForm(change: RecordChange, page: RecordPage): RecordMove | undefined {
  const rest = change.more ? `${change.rest} and ${change.more}` : change.rest;
  const lower = rest.toLowerCase();
  for (const form of page.forms) {
    if (!form.posts || form.buttons.length !== 1) continue;
    const mine = page.controls.filter((c) => c.form === form.index);
    const timeMenu = (c: SeenControl): boolean => c.kind === 'select' && (c.options ?? []).filter((o) => /^\s*\d{1,2}[:.]\d{2}/.test(o)).length >= 3;
    const whens = mine.filter((c) => c.kind === 'date' || c.kind === 'time' || timeMenu(c));
    if (whens.length < 2 || whens.length !== mine.length) continue;
    // (A group: the label's own words, "date" and "time" aside.)
    const keyOf = (c: SeenControl): string => [...changeWords(c.label)].filter((w) => !['date', 'time', 'day'].includes(w)).sort().join(' ');
    const groups = new Map<string, SeenControl[]>();
    for (const c of whens) groups.set(keyOf(c), [...(groups.get(keyOf(c)) ?? []), c]);
    // (Where each group's words are first said.)
    const at = [...groups.keys()]
      .map((k) => ({ k, i: Math.min(...k.split(' ').filter(Boolean).map((w) => { const m = new RegExp(`\\b${escapeRegExp(w)}`, 'i').exec(lower); return m ? m.index : Infinity; })) }))
      .filter((x) => x.k && Number.isFinite(x.i))
      .sort((a, b) => a.i - b.i);
    if (!at.length) continue;
    const programs: Program[] = [];
    for (const [n, { k, i }] of at.entries()) {
      const part = rest.slice(i, at[n + 1]?.i ?? rest.length);
      const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(part);
      const day = saidDay(part);
      const year = /\b(20\d\d)\b/.exec(part)?.[1];
      const times = clockTimes(part.replace(/\b\d{4}-\d{2}-\d{2}\b/g, ' '));
      for (const c of groups.get(k)!) {
        if (c.kind === 'date') {
          const value = iso ? iso[0] : day?.month && (year ?? /^(\d{4})-/.exec(c.value ?? '')?.[1]) ? `${year ?? /^(\d{4})-/.exec(c.value ?? '')![1]}-${pad(day.month)}-${pad(day.day)}` : undefined;
          if (value && value !== c.value) programs.push(program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(c.label), type: 'input' }) }));
        } else if (times.length === 1) {
          const hhmm = `${pad(Math.floor(times[0]! / 60))}:${pad(times[0]! % 60)}`;
          if (c.kind === 'time') {
            if (hhmm !== c.value) programs.push(program({ kind: 'action', name: 'enter', text: literal(hhmm), element: query({ description: str(c.label), type: 'input' }) }));
          } else {
            const o = (c.options ?? []).find((x) => x.trim().startsWith(hhmm) || x.trim().startsWith(hhmm.replace(/^0/, '')));
            if (!o) return undefined;
            if (o !== c.value) programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(o) }));
          }
        }
      }
    }
    if (!programs.length) continue;
    programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(form.buttons[0]!), type: 'button' }) }));
    // (A group said only in the next clause: that clause was this change's too.)
    const joined = at.some((x) => x.i > change.rest.length);
    return { kind: 'change', programs, final: true, ...(joined ? { joined } : {}) };
  }
  return undefined;
}

/** A text said in quotes. */
const QUOTED = /["“]([^"”]+)["”]/g;

/**
 * Round 26: the change's own page holds one form that posts (a "Report a problem" form): its menus
 * and radios set by the words said (`changeForm`), a text said in quotes typed into its one text
 * area (or the text box whose label's word is said just before the quote), and its one button
 * pressed. Undefined when nothing said sets the form, or a required field stays empty.
 */
function ownForm(change: RecordChange, page: RecordPage): RecordMove | undefined {
  // (The page's other forms — a footer's sign-up — take nothing said: the one form that takes something is the change's.)
  const moves = page.forms
    .filter((f) => f.posts && f.buttons.length === 1 && page.controls.some((c) => c.form === f.index))
    .map((f) => formSaid(change, page, f))
    .filter((m): m is RecordMove => !!m);
  return moves.length === 1 ? moves[0] : undefined;
}

/** `ownForm`'s reading of one form: undefined when nothing said sets it. */
function formSaid(change: RecordChange, page: RecordPage, form: RecordForm): RecordMove | undefined {
  const mine = page.controls.filter((c) => c.form === form.index);
  const quotes = [...change.rest.matchAll(QUOTED)];
  const typed: Program[] = [];
  const filled = new Set<string>();
  if (quotes.length === 1) {
    const q = quotes[0]!;
    const before = changeWords(change.rest.slice(Math.max(0, q.index! - 30), q.index!));
    const boxes = mine.filter((c) => c.kind === 'text' && !(c.value ?? '').trim());
    const named = boxes.filter((c) => shared(before, changeWords(c.label)) > 0);
    const box = named.length === 1 ? named[0] : boxes.filter((c) => c.multiline).length === 1 ? boxes.find((c) => c.multiline) : undefined;
    if (!box) return undefined;
    typed.push(program({ kind: 'action', name: 'enter', text: literal(q[1]!), element: query({ description: str(box.label), type: 'input' }) }));
    filled.add(box.label);
  } else if (quotes.length > 1) return undefined;
  else {
    // ("the car registration to KX22 LMN": the one text box whose label's words are said, the value said after "to".)
    const said = changeWords(change.rest);
    const boxes = mine.filter((c) => c.kind === 'text' && !c.multiline && changeWords(c.label).size && shared(said, changeWords(c.label)) === changeWords(c.label).size);
    if (boxes.length === 1) {
      const word = [...changeWords(boxes[0]!.label)][0]!;
      const m = new RegExp(`\\b${escapeRegExp(word)}\\w*\\b.*?\\bto\\s+(.+?)\\s*(?=\\s+and\\b|[,;]|[.!]?$)`, 'iu').exec(change.rest);
      const value = m?.[1]?.trim();
      if (value && value !== boxes[0]!.value) {
        typed.push(program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(boxes[0]!.label), type: 'input' }) }));
        filled.add(boxes[0]!.label);
      }
    }
  }
  const rest = typed.length && !quotes.length ? '' : change.rest.replace(QUOTED, ' ');
  // (The box typed into counts as filled for the required check.)
  const seen: RecordPage = { ...page, controls: page.controls.map((c) => (filled.has(c.label) && c.form === form.index ? { ...c, value: 'x' } : c)) };
  const set = changeForm({ ...change, rest }, seen, form, form.buttons[0]!);
  if (!set || (!typed.length && set.length < 2)) return undefined;
  return { kind: 'change', programs: [...typed, ...set], final: true };
}
