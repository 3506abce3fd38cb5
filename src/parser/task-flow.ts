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
import { tokens, type SeenControl } from './context.js';
import { assignPieces, extract, isTaskClause, labelOf, radioQuery, withoutReason, type Piece, type TaskPage } from './task-reading.js';
import { keepsUnsent, sameRoot } from './unsent-reading.js';

/** One move of a flow on the page it is read on. */
export type FlowMove =
  | { kind: 'fill'; programs: Program[]; placed: string[] }
  | { kind: 'open'; name: string }
  | { kind: 'confirm'; name: string }
  | { kind: 'done' };

/** Words before the task's own verb ("Start booking …", "Please book …"). */
const LEAD = /^(?:(?:first|then|now|next|finally|also|please|just|and)[,\s]+)*(?:(?:start|begin)\s+)?/i;

/** A button's first word that only sends a form; the word after it names what is sent ("Confirm booking", "Send report"). */
const SENDING = /^(?:send|submit|place|confirm|complete|make|request|finish|finalise|finalize)$/;

/** The task's verb: the clause's first word ("Book"), or the one after "start" / "begin" ("Start booking" → "booking"). */
export function flowVerb(text: string): string | undefined {
  const w = /^\s*(\p{L}+)/u.exec(text.replace(LEAD, ''))?.[1];
  return w?.toLowerCase();
}

/** A text's words of three letters or more, fillers aside, lower case. */
const rootWords = (t: string): string[] => t.toLowerCase().split(/[^\p{L}\p{N}]+/u).filter((w) => w.length >= 3 && !/^(?:the|and|with|for|your|our|this|that|these|those|its|from|into|onto)$/.test(w));

/** The key of a piece: a value is placed once. */
const keyOf = (p: Piece): string => `${p.shape}:${p.value.toLowerCase()}`;

/** Whether a clause may be carried through a flow: it states a task and says values. */
export function mayFlow(text: string): boolean {
  return isTaskClause(text) && !!flowVerb(text);
}

/**
 * The next move of the task `text` on `page`, with the values already placed (`spent`, keys this
 * module gave); `first`: the flow has done nothing yet. Undefined: nothing on the page carries the task on.
 */
export function flowStep(text: string, page: TaskPage, spent: ReadonlySet<string>, first: boolean): FlowMove | undefined {
  const verb = flowVerb(text);
  if (!verb) return undefined;
  const controls = page.controls.filter((c) => c.label || c.hint);
  const pieces = extract(withoutReason(text), controls).pieces.filter((p) => !spent.has(keyOf(p)) && !p.negated);
  const left = pieces.filter((p) => p.required);
  if (!first && left.length === 0) {
    if (keepsUnsent(text)) return { kind: 'done' };
    const confirm = sendingButton(page, verb);
    return confirm ? { kind: 'confirm', name: confirm } : { kind: 'done' };
  }
  const reading = left.length ? assignPieces(pieces, controls, true) : undefined;
  if (reading && reading.placed.length) {
    const took = reading.placed.filter((x) => x.piece.required).length;
    // (The flow's first form is the goal's — what, where, when — not the person's: two values that are not an e-mail, a phone or a person's name.)
    const goal = reading.placed.filter((x) => x.piece.required && x.piece.shape !== 'email' && x.piece.shape !== 'phone' && !(x.piece.shape === 'name' && /\bname\b/i.test(labelOf(x.control)))).length;
    const enough = first ? goal >= 2 : took >= Math.min(2, left.length);
    // (A form with a menu the values did not set is not sent: the menu's default would be sent as if said — a black bin for "two blue bins".)
    const form = reading.placed[0]!.control.form;
    const unset = controls.some((c) => c.form === form && c.kind === 'select' && !reading.placed.some((x) => x.control === c));
    if (enough && !unset) {
      const programs = fillPrograms(reading.placed, controls);
      const submit = reading.placed[0]!.control.submit;
      const sends = reading.placed.some((x) => x.control.sendsOnChange);
      if (submit && !sends) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
      return { kind: 'fill', programs, placed: reading.placed.map((x) => keyOf(x.piece)) };
    }
  }
  if (first) return undefined;
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

/** The values of the task `text` still to place on `page` (as said), with `spent` placed: what a flow that stops leaves undone. */
export function flowLeft(text: string, page: TaskPage, spent: ReadonlySet<string>): string[] {
  return extract(withoutReason(text), page.controls.filter((c) => c.label || c.hint)).pieces.filter((p) => p.required && !p.negated && !spent.has(keyOf(p))).map((p) => p.text);
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

/** The one link or button name of the page whose first word is the verb by root ("Book this move" for "book"). */
function verbControl(page: TaskPage, verb: string, text: string): string | undefined {
  const names = [...new Set([...(page.links ?? []), ...(page.buttons ?? [])].map((n) => n.trim()).filter(Boolean))];
  const hits = names.filter((n) => {
    const w = tokens(n);
    return w.length > 0 && w.length <= 5 && sameRoot(verb, w[0]!);
  });
  // ("Book this move", not the menu's "Book a survey": every other word of its name the clause says too.)
  const said = rootWords(text);
  const told = hits.filter((n) => rootWords(n).slice(1).every((w) => said.some((x) => sameRoot(w, x))));
  return told.length === 1 ? told[0] : undefined;
}

/** The one button that sends with the task's verb ("Book now") or its noun after a sending verb ("Confirm booking"). */
function sendingButton(page: TaskPage, verb: string): string | undefined {
  // (A page that still asks for a value is not the flow's end.)
  if (page.controls.some((c) => (c.kind === 'text' || c.kind === 'date') && !c.multiline && !(c.value ?? '').trim() && !/\boptional\b/i.test(labelOf(c)))) return undefined;
  const names = [...new Set((page.buttons ?? []).map((n) => n.trim()).filter(Boolean))];
  const hits = names.filter((n) => {
    const w = tokens(n);
    return w.length > 0 && (sameRoot(verb, w[0]!) || (SENDING.test(w[0]!) && w.slice(1).some((x) => sameRoot(verb, x))));
  });
  return hits.length === 1 ? hits[0] : undefined;
}
