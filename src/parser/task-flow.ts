/**
 * A task carried through the pages of its flow (issue 11, round 17).
 *
 * "Book a 3-bedroom move from BS7 8EE to CF10 1AA on 30 January 2027, for Priya Nair,
 * priya@example.com, 07700 900811" names a goal and gives values that no one form holds: the
 * first form takes the move (from, to, size, date), a later one the person (name, e-mail, phone),
 * and a review page ends it ("Confirm booking"). The whole-task reading (task-reading.ts) reads
 * one page and refuses a clause whose values that page cannot all hold; this module reads the
 * clause one page at a time, for `Russ.run` (src/runtime/russ.ts `runFlow`), which acts and reads
 * the next page:
 *
 * - **fill**: the values not yet placed that one form of the page takes — at least two of them,
 *   or every one still left (on the flow's first page, two that are not a person's e-mail, phone
 *   or name, so that a search box, a newsletter form or a one-field widget never starts a flow) — typed, chosen or ticked by their kind, label and
 *   options (`assignPieces`), then that form's own button pressed;
 * - **tick**: plain words of the clause that are the labels of boxes or options of a form that
 *   sends itself when they change (extras said "with furniture dismantling");
 * - **open**: no form takes a value left: the one link or button of the page whose first word
 *   is the task's verb by root ("Book this move" for "Book …", "Enrol" for "Enrol …");
 * - **confirm**: every value placed: the one button that sends with the task's verb or its noun
 *   ("Confirm booking" for "Book …", "Book now") — never when the clause keeps it unsent ("but
 *   stop at the review page");
 * - **done**: every value placed and nothing to confirm.
 *
 * Values are pieces of `extract` (e-mail, phone, date, time, money, codes, counts, quoted text,
 * names, option words); a piece is placed once. No rule names a site: the words used are the
 * clause's verb and the page's own labels, options and button names.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { MONTH_PATTERN, monthNumber } from '../thingtalk/calendar.js';
import { tokens, type SeenControl } from './context.js';
import { assignPieces, extract, isTaskClause, labelOf, radioQuery, withoutReason, type Piece, type TaskPage } from './task-reading.js';
import { keepsUnsent, sameRoot } from './unsent-reading.js';
import { NOT_DONE, ONWARD_WORDS } from './flow-reading.js';
import { optionsBeforeNoun } from './group-option.js';

/** One move of a flow on the page it is read on. */
export type FlowMove =
  | { kind: 'fill'; programs: Program[]; placed: string[] }
  | { kind: 'open'; name: string }
  | { kind: 'pick'; name: string; placed: string[] }
  | { kind: 'confirm'; name: string }
  | { kind: 'onward'; name: string }
  | { kind: 'done' };

/** Words before the task's own verb ("Start booking …", "Please book …"). */
const LEAD = /^(?:(?:first|then|now|next|finally|also|please|just|and)[,\s]+)*(?:(?:start|begin)\s+)?/i;

/** A button's first word that only sends a form; the word after it names what is sent ("Confirm booking", "Send report"). */
const SENDING = /^(?:send|submit|place|confirm|complete|make|request|finish|finalise|finalize)$/;

/** A menu's prompt, not an option: empty, "Choose a topic", "-- select --". */
const PROMPT = /^\s*(?:$|-+|(?:-+\s*)?(?:choose|select|pick|please)\b)/i;

/** The task's verb: the clause's first word ("Book"), or the one after "start" / "begin" ("Start booking" → "booking"). */
export function flowVerb(text: string): string | undefined {
  const w = /^\s*(\p{L}+)/u.exec(text.replace(LEAD, ''))?.[1];
  return w?.toLowerCase();
}

/** A text's words of three letters or more, fillers aside, lower case. */
const rootWords = (t: string): string[] => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/^(?:the|and|with|for|your|our|this|that|these|those|its|from|into|onto)$/.test(w));

/** The key of a piece: a value is placed once. (Round 20: by its words as said — a page's options may read "3 hours" as a menu's words where another page reads a count.) */
const keyOf = (p: Piece): string => p.text.toLowerCase().replace(/["“”]/g, '').trim();
/** Round 26: a piece's key as the flow counts it placed (the slot picker places the day and time before the flow: slot-picker.ts). */
export const pieceKey = keyOf;

/** Whether a clause may be carried through a flow: it states a task and says values. */
export function mayFlow(text: string): boolean {
  return isTaskClause(text) && !!flowVerb(text);
}

/**
 * Round 21: whether a clause whose click opened an item's page (`clicked`: the names it clicked) may
 * go on through that item's flow: it states a task, or its verb is the first word of the control it
 * clicked — "Pause the $8 gift for 2 months" clicking a row's "Pause", whose page asks how long.
 */
export function mayFlowFrom(text: string, clicked: readonly string[]): boolean {
  if (mayFlow(text)) return true;
  const verb = flowVerb(text);
  return !!verb && clicked.some((n) => {
    const head = /^\s*(\p{L}+)/u.exec(n)?.[1]?.toLowerCase();
    return !!head && sameRoot(verb, head);
  });
}

/**
 * The next move of the task `text` on `page`, with the values already placed (`spent`, keys this
 * module gave); `first`: the flow has done nothing yet. Undefined: nothing on the page carries the task on.
 */
export function flowStep(text: string, page: TaskPage, spent: ReadonlySet<string>, first: boolean, opened = false): FlowMove | undefined {
  const verb = flowVerb(text);
  if (!verb) return undefined;
  const controls = page.controls.filter((c) => c.label || c.hint);
  const pieces = extract(withoutReason(text), controls).pieces.filter((p) => !spent.has(keyOf(p)) && !p.negated);
  const left = pieces.filter((p) => p.required);
  if (!first && left.length === 0) {
    if (keepsUnsent(text)) return { kind: 'done' };
    // (Round 28: or the one sending button whose first word the clause says — "…, and confirm" for "Confirm and pay".)
    const confirm = sendingButton(page, verb) ?? saidSending(page, text);
    return confirm ? { kind: 'confirm', name: confirm } : { kind: 'done' };
  }
  // A date said that one link of the page's date links says ("Thu 10 Dec" among the days a space is shown for): that link, before the form below it.
  const day = first ? undefined : dateLink(left, page);
  if (day) return { kind: 'pick', name: day.name, placed: [keyOf(day.piece)] };
  const reading = left.length ? assignPieces(pieces, controls, true) : undefined;
  if (reading && reading.placed.length) {
    const took = reading.placed.filter((x) => x.piece.required).length;
    // (The flow's first form is the goal's — what, where, when — not the person's: two values that are not an e-mail, a phone or a person's name.)
    const goal = reading.placed.filter((x) => x.piece.required && x.piece.shape !== 'email' && x.piece.shape !== 'phone' && !(x.piece.shape === 'name' && /\bname\b/i.test(labelOf(x.control)))).length;
    // (Round 20: on the pages of an item the clause's words opened, any value a form whose button goes on takes is the flow's — "Continue", "Review booking" —
    // and a form that posts and ends the flow takes every value left or none: a half-filled form is not sent. The site's search box takes none.)
    const head = reading.placed[0]!.control;
    const onwards = tokens(head.submit ?? '').some((w) => ONWARD_WORDS.has(w));
    // (Round 26: every value left placed, by key — one said value may fill two boxes: "my home address" the address and the postcode.)
    const all = left.every((p) => reading.placed.some((x) => keyOf(x.piece) === keyOf(p)));
    const enough = first ? goal >= 2 : opened ? took >= 1 && (onwards || (!!head.posts && all)) : took >= Math.min(2, left.length);
    // (A form with a menu the values did not set is not sent: the menu's default would be sent as if said — a black bin for "two blue bins".)
    const form = head.form;
    // (Round 20: on an opened item's pages, a menu that shows a real option — "1 hour" — is that item's default, not a prompt; only a prompt holds the form back.)
    const unset = controls.some((c) => c.form === form && c.kind === 'select' && !reading.placed.some((x) => x.control === c) && (!opened || PROMPT.test(c.value ?? '')));
    if (enough && !unset) {
      const programs = fillPrograms(reading.placed, controls);
      // (Round 20: a count said that no label names — "for 10 people" — goes into the one number box of the form the values fill: "Number of attendees".)
      const counted = opened ? countBox(left, reading.placed, controls, form) : undefined;
      if (counted) programs.push(counted.program);
      // (Extras said as plain words — "with refreshments" — tick the unticked boxes of the same form whose label says every word by root.)
      const ticked = opened ? extraBoxes(pieces, reading.placed, controls, form) : [];
      for (const c of ticked) programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
      // (Round 28: a radio group of the form the reading left, its option said before the group's noun — "with no clay experience", "quite a lot of experience": group-option.ts.)
      const chosen = opened ? optionsBeforeNoun(text, controls, form, new Set(reading.placed.map((x) => x.control))) : [];
      for (const x of chosen) programs.push(program({ kind: 'action', name: 'click', element: radioQuery(x.control, x.option, controls) }));
      const submit = reading.placed[0]!.control.submit;
      const sends = reading.placed.some((x) => x.control.sendsOnChange);
      if (submit && !sends) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
      // (A value placed as another shape — "3 hours" chosen as a menu's words, said as a count — is placed as said too.)
      const placed = [...reading.placed.map((x) => keyOf(x.piece)), ...(counted ? [keyOf(counted.piece)] : [])];
      return { kind: 'fill', programs, placed: [...new Set(placed)] };
    }
  }
  if (first) return undefined;
  // (Round 20: values left that no control of this page takes, in a flow an item opened: the page's one button that goes on — "Continue" — takes the flow to the page that asks for them.)
  // (A count alone left goes into the page's one number box, then that form's button: "3 people" on the details page.)
  const boxes = controls.filter((c) => c.kind === 'number');
  const ends = (c: SeenControl): boolean => tokens(c.submit ?? '').some((w) => ONWARD_WORDS.has(w)) || (!!c.posts && left.length === 1);
  const lone = opened && boxes.length === 1 && ends(boxes[0]!) ? countBox(left, [], controls, boxes[0]!.form) : undefined;
  if (lone) {
    const submit = boxes[0]!.submit;
    return { kind: 'fill', programs: [lone.program, ...(submit && !boxes[0]!.sendsOnChange ? [program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) })] : [])], placed: [keyOf(lone.piece)] };
  }
  const onward = opened && left.length ? onwardButton(page) : undefined;
  if (onward) return { kind: 'onward', name: onward };
  // Extras said as plain words ("with furniture dismantling"): a box of a form that sends itself when it changes, whose label says every word by root ("Dismantle and reassemble furniture").
  for (const p of pieces.filter((x) => x.shape === 'words')) {
    const said = rootWords(p.text);
    if (!said.length) continue;
    const boxes = controls.filter((c) => c.kind === 'checkbox' && c.sendsOnChange && c.value !== 'on' && said.every((w) => rootWords(c.label).some((x) => sameRoot(w, x))));
    if (boxes.length === 1) return { kind: 'fill', programs: [program({ kind: 'action', name: 'check', element: query({ description: str(boxes[0]!.label) }) })], placed: [keyOf(p)] };
  }
  const open = verbControl(page, verb, text);
  return open ? { kind: 'open', name: open } : undefined;
}

/**
 * Round 20: the values of the task `text` that an opened item already says — every word of the
 * value is a word of `names` (the link or button clicked, the words of the row it was clicked in,
 * the heading of the page it opened:
 * "Mill Boardroom" for the room whose link was clicked, "Canal Street" in "Private office, Canal
 * Street"). Their keys, to start a flow with as placed.
 */
export function flowNamed(text: string, page: TaskPage, names: readonly string[]): string[] {
  const said = new Set(names.flatMap((n) => tokens(n)));
  const pieces = extract(withoutReason(text), page.controls.filter((c) => c.label || c.hint)).pieces;
  // (Round 21: an amount too, which the row of the clicked control says: "the $8 gift" whose row reads "$8 a month to Schools" names the gift, it is not a value for the gift's pages.)
  return pieces.filter((p) => p.required && (p.shape === 'name' || p.shape === 'quoted' || p.shape === 'words' || p.shape === 'money') && tokens(p.text).length > 0 && tokens(p.text).every((w) => said.has(w))).map(keyOf);
}

const WEEKDAY = '(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*';
/** A link's name that is a day of the year and nothing else: "Thu 10 Dec", "10 December", "Dec 10". */
const DAY_MONTH = new RegExp(`^(?:${WEEKDAY} )?(\\d{1,2})(?:st|nd|rd|th)? (${MONTH_PATTERN})$`);
const MONTH_DAY = new RegExp(`^(?:${WEEKDAY} )?(${MONTH_PATTERN}) (\\d{1,2})(?:st|nd|rd|th)?$`);

/** The month and day a link's name says, when it says a day of the year and nothing else. */
function linkDate(name: string): { m: number; d: number } | undefined {
  const t = name.trim().toLowerCase().replace(/[.,]/g, ' ').replace(/\s+/g, ' ').trim();
  const a = DAY_MONTH.exec(t);
  const b = a ? undefined : MONTH_DAY.exec(t);
  const day = Number(a?.[1] ?? b?.[2]);
  const m = monthNumber(a?.[2] ?? b?.[1] ?? '');
  return m > 0 && day >= 1 && day <= 31 ? { m, d: day } : undefined;
}

/**
 * The one link of a page's date links (three or more links whose names are days of the year, on
 * a page with no date field) that says a date still to place: what a site shows its days by.
 */
function dateLink(left: readonly Piece[], page: TaskPage): { name: string; piece: Piece } | undefined {
  if (page.controls.some((c) => c.kind === 'date')) return undefined;
  const days = [...new Set(page.links ?? [])].map((name) => ({ name, date: linkDate(name) })).filter((x): x is { name: string; date: { m: number; d: number } } => !!x.date);
  if (new Set(days.map((x) => `${x.date.m}-${x.date.d}`)).size < 3) return undefined;
  for (const p of left) {
    if (p.shape !== 'date' || !p.date) continue;
    // (A piece's month counts from 0, a link's from 1.)
    const hits = days.filter((x) => x.date.m === p.date!.m + 1 && x.date.d === p.date!.d);
    if (new Set(hits.map((x) => x.name)).size === 1) return { name: hits[0]!.name, piece: p };
  }
  return undefined;
}

/** The values of the task `text` still to place on `page` (as said), with `spent` placed: what a flow that stops leaves undone. */
export function flowLeft(text: string, page: TaskPage, spent: ReadonlySet<string>): string[] {
  return extract(withoutReason(text), page.controls.filter((c) => c.label || c.hint)).pieces.filter((p) => p.required && !p.negated && !spent.has(keyOf(p))).map((p) => p.text.replace(/^["“]|["”]$/g, ''));
}

/** The programs that put placed values into their controls, in the page's order. */
function fillPrograms(placed: ReadonlyArray<{ piece: Piece; control: SeenControl; fitted: { value: string; user?: boolean } }>, controls: readonly SeenControl[]): Program[] {
  const order = new Map(controls.map((c, i) => [c, i]));
  const out: Program[] = [];
  for (const { control: c, fitted: f } of [...placed].sort((a, b) => (order.get(a.control) ?? 0) - (order.get(b.control) ?? 0))) {
    const name = c.label || c.hint || '';
    if (c.kind === 'select') out.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(f.value) }));
    else if (c.kind === 'radio') out.push(program({ kind: 'action', name: 'click', element: radioQuery(c, f.value, controls) }));
    else if (c.kind === 'checkbox') out.push(program({ kind: 'action', name: 'check', element: query({ description: str(name) }) }));
    else out.push(program({ kind: 'action', name: 'enter', text: f.user ? str(f.value) : literal(f.value), element: query({ description: str(name), type: 'input' }) }));
  }
  return out;
}

/** The one submit button of the page's forms that says it goes on ("Continue", "Next step"), not back or elsewhere. */
function onwardButton(page: TaskPage): string | undefined {
  const submits = [...new Set(page.controls.map((c) => c.submit).filter((x): x is string => !!x))];
  const hits = submits.filter((b) => tokens(b).some((w) => ONWARD_WORDS.has(w)) && !tokens(b).some((w) => NOT_DONE.has(w)));
  return hits.length === 1 ? hits[0] : undefined;
}

/** The unticked boxes of `form` that the reading did not set, each the one box whose label says every word of a plain-words piece by root. */
function extraBoxes(pieces: readonly Piece[], placed: ReadonlyArray<{ piece: Piece; control: SeenControl }>, controls: readonly SeenControl[], form: number | undefined): SeenControl[] {
  const out: SeenControl[] = [];
  for (const p of pieces.filter((x) => x.shape === 'words' && !placed.some((y) => y.piece.text === x.text))) {
    const said = rootWords(p.text);
    if (!said.length) continue;
    const boxes = controls.filter((c) => c.form === form && c.kind === 'checkbox' && c.value !== 'on' && !placed.some((x) => x.control === c) && said.every((w) => rootWords(c.label).some((x) => sameRoot(w, x))));
    if (boxes.length === 1 && !out.includes(boxes[0]!)) out.push(boxes[0]!);
  }
  return out;
}

/** A count left (not yet placed) and the one number box of `form` the reading did not fill: the count's program. */
function countBox(left: readonly Piece[], placed: ReadonlyArray<{ piece: Piece; control: SeenControl }>, controls: readonly SeenControl[], form: number | undefined): { piece: Piece; program: Program } | undefined {
  const counts = left.filter((p) => p.shape === 'count' && !placed.some((x) => x.piece.text === p.text));
  const boxes = controls.filter((c) => c.form === form && c.kind === 'number' && !placed.some((x) => x.control === c));
  if (counts.length !== 1 || boxes.length !== 1) return undefined;
  const c = boxes[0]!;
  return { piece: counts[0]!, program: program({ kind: 'action', name: 'enter', text: literal(counts[0]!.value), element: query({ description: str(c.label || c.hint || ''), type: 'input' }) }) };
}

/** The one link or button name of the page whose first word is the verb by root ("Book this move" for "book"). */
export function verbControl(page: TaskPage, verb: string, text: string): string | undefined {
  const names = [...new Set([...(page.links ?? []), ...(page.buttons ?? [])].map((n) => n.trim()).filter(Boolean))];
  const hits = names.filter((n) => {
    const w = tokens(n);
    // (The name's own first word: "My bookings" is not a "book" link.)
    const head = /^\s*(\p{L}+)/u.exec(n)?.[1]?.toLowerCase();
    return w.length > 0 && w.length <= 5 && !!head && sameRoot(verb, head);
  });
  // ("Book this move", not the menu's "Book a survey": every other word of its name the clause says too.)
  const said = rootWords(text);
  const told = hits.filter((n) => rootWords(n).slice(1).every((w) => said.some((x) => sameRoot(w, x))));
  return told.length === 1 ? told[0] : undefined;
}

/** Round 28: the one button of the page whose first word only sends ("Confirm and pay", "Place order") and is a word the clause says ("… and confirm", "confirm it"). */
function saidSending(page: TaskPage, text: string): string | undefined {
  if (asksValue(page)) return undefined;
  const said = new Set(tokens(text.replace(/"[^"]*"|“[^”]*”/g, ' ')));
  const names = [...new Set((page.buttons ?? []).map((n) => n.trim()).filter(Boolean))];
  const hits = names.filter((n) => {
    const w = tokens(n)[0];
    return !!w && SENDING.test(w) && said.has(w);
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/** A page that still asks for a value (an empty box that is not optional) is not the flow's end. */
const asksValue = (page: TaskPage): boolean => page.controls.some((c) => (c.kind === 'text' || c.kind === 'date') && !c.multiline && !(c.value ?? '').trim() && !/\boptional\b/i.test(labelOf(c)));

/** The one button that sends with the task's verb ("Book now") or its noun after a sending verb ("Confirm booking"). */
function sendingButton(page: TaskPage, verb: string): string | undefined {
  // (A page that still asks for a value is not the flow's end.)
  if (asksValue(page)) return undefined;
  const names = [...new Set((page.buttons ?? []).map((n) => n.trim()).filter(Boolean))];
  const hits = names.filter((n) => {
    const w = tokens(n);
    return w.length > 0 && (sameRoot(verb, w[0]!) || (SENDING.test(w[0]!) && w.slice(1).some((x) => sameRoot(verb, x))));
  });
  return hits.length === 1 ? hits[0] : undefined;
}
