/**
 * Round 28 (r28-steps): a record's own link said with a reason or a need, and a "yes" on a page that
 * asks to confirm.
 *
 * - **A record's link said with a reason** (`recordLinkPlan`): "I don't need it any more, cancel it.",
 *   "We have more kids coming, I need to change the numbers.", "Oh and I need to cancel Mia's soft
 *   play, she's poorly." on a page of the user's records (a table of orders, bookings) whose rows
 *   carry their own links ("Cancel order", "Change numbers", "Cancel"). The turn's clauses are one
 *   command — a verb, said plainly or as a need ("I need to …", "can you …") — and statements around
 *   it (the reason: a clause that is no command, asks nothing and gives no value): the statements go;
 *   the verb picks the rows' link whose first word is that verb or a verb of the same change
 *   (record-change.ts `VERBS`); the words after it pick the link when the rows carry several of that
 *   verb ("the numbers" → "Change numbers"), and the row: the one whose cells hold the words left
 *   ("Mia's soft play" → the row with "Mia" and "Soft Play Party"), else, for "it" or the link's own
 *   words, the one row with that link, else the one row the turn before named. The program clicks
 *   that link in that row. A need said with a reason only opens the record's page (the site's own
 *   cancel page asks its reason and the user says to go on); an order said plainly with its reason
 *   after it stays round 26's (cancel-reason.ts: the reason chosen there and the cancel sent).
 * - **"Yes" on a page that asks to confirm** (`yesOnConfirm`): a bare yes, with no question of the
 *   assistant's open, on a page whose main heading or a statement asks a question and which has one
 *   button that answers it with "Yes, …" ("Cancel order FH-4410?" — "Yes, cancel this order"): that
 *   button.
 *
 * Page structure (the rows' own links, their cells, buttons, the heading) and a few general words
 * (verbs of change, words of a need, pronouns); no word of a site.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { innermostRows, stem } from './compare.js';
import { VERBS as CHANGE_ROOTS } from './record-change.js';
import { KIND_STEMS, firstWord } from './row-reference.js';

/** RUSS_NO_STEPS=1 turns round 28's r28-steps readings off (for measuring them). */
export const stepsOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_STEPS === '1';

/** The lead of a command said as a need or a request; `need` when the user says they need or want to. */
const NEED_LEAD = /^(?:(?:i|we)\s+(?:really\s+|just\s+|also\s+|still\s+)?(?:need|want|have|got|would like|'d like|’d like)\s+to\s+)/i;
const ASK_LEAD = /^(?:(?:can|could|would|will)\s+(?:you|we|i)(?:\s+please)?\s+|please\s+|let'?s\s+|go ahead and\s+|just\s+)/i;

/** Words before the command that say nothing ("oh and", "ok,"). */
const PAD = /^(?:(?:oh|ok|okay|and|so|right|well|then|now|also|actually|hmm+|um+|yes|yeah|alright)[,\s]+)+/i;

/** Words of an object that name no row ("it", "that one", "my", "the"). */
const EMPTY = new Set(['it', 'that', 'this', 'one', 'them', 'those', 'these', 'the', 'my', 'our', 'a', 'an', 'for', 'me', 'us', 'please', 'now', 'then', 'too', 'again', 'thing']);

/** Where a clause ends: a sentence's end, a comma, a "because" / "as" / "since" / "so". */
const CLAUSE_END = /(?<=[.!?;])\s+|\s*,\s*(?:because\s+|as\s+|since\s+|cause\s+|so\s+)?|\s+(?:because|since|'cause|cause)\s+/i;

const words = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Whether every stem of `want` is a word of `text` (or starts one, four letters or more). */
function holdsAll(text: string, want: readonly string[]): boolean {
  const have = words(text).map(stem);
  return want.every((w) => have.some((h) => h === w || (w.length >= 4 && h.startsWith(w))));
}

/** The roots a said verb may have as a control's first word, or undefined for a verb of no change. */
function rootsOf(verb: string): readonly string[] {
  return CHANGE_ROOTS[verb.toLowerCase()] ?? [verb.toLowerCase()];
}

/** The page's rows that carry links of their own, once each (a table read twice is one). */
function recordRows(state: DialogueState): Array<{ title: string; text: string; actions: string[] }> {
  const seen = new Set<string>();
  const out: Array<{ title: string; text: string; actions: string[] }> = [];
  for (const r of innermostRows(state.rows)) {
    if (!r.actions?.length || seen.has(r.text)) continue;
    seen.add(r.text);
    out.push({ title: r.title, text: r.text, actions: r.actions });
  }
  return out;
}

export interface RecordLink {
  programs: Program[];
  /** The command was said as a need ("I need to cancel …"), not as an order. */
  need: boolean;
}

/**
 * The click on a record row's own link that a turn of one command and its reason says; undefined when
 * the turn is not so, or the page's rows do not make the link and the row sure. `isCommand`: whether a
 * clause (cleaned) reads as a command of its own.
 */
export function recordLinkPlan(utterance: string, state: DialogueState, isCommand: (clause: string) => boolean): RecordLink | undefined {
  const rows = recordRows(state);
  if (!rows.length || /\?/.test(utterance)) return undefined;
  const clauses = utterance.split(CLAUSE_END).map((c) => c.replace(/[.!;]+$/, '').trim()).filter((c) => /\p{L}/u.test(c));
  if (clauses.length < 2) return undefined;
  let command: { verb: string; object: string; need: boolean; at: number } | undefined;
  for (const [i, c] of clauses.entries()) {
    let t = c.replace(PAD, '');
    const need = NEED_LEAD.exec(t);
    if (need) t = t.slice(need[0].length);
    else t = t.replace(ASK_LEAD, '');
    const m = /^(\p{L}+)\s+(.+)$/u.exec(t);
    if (!m) continue;
    const roots = rootsOf(m[1]!);
    const links = rows.flatMap((r) => r.actions).filter((a) => roots.includes(firstWord(a)));
    if (!links.length) continue;
    // (Two commands of a record's verbs: not this reading's.)
    if (command) return undefined;
    command = { verb: m[1]!, object: m[2]!, need: !!need, at: i };
  }
  if (!command) return undefined;
  // The other clauses are the reason: statements, no command, no value.
  const others = clauses.filter((_, i) => i !== command!.at);
  if (others.some((c) => isCommand(c.replace(PAD, '')) || /\d/.test(c) || c.replace(PAD, '').split(/\s+/).length < 2)) return undefined;
  const roots = rootsOf(command.verb);
  const objectStems = words(command.object).filter((w) => !EMPTY.has(w)).map(stem);
  const named = [...new Set(rows.flatMap((r) => r.actions))].filter((a) => roots.includes(firstWord(a)));
  // The link: the one of that verb, else the one whose other words the object says.
  const byWords = named.filter((a) => words(a).slice(1).map(stem).some((w) => objectStems.includes(w)));
  const link = named.length === 1 ? named[0]! : byWords.length === 1 ? byWords[0]! : undefined;
  if (!link) return undefined;
  const linkStems = new Set(words(link).map(stem));
  const left = objectStems.filter((w) => !linkStems.has(w) && !KIND_STEMS.has(w));
  const withLink = rows.filter((r) => r.actions.includes(link));
  let row: (typeof rows)[number] | undefined;
  if (left.length) {
    const hits = withLink.filter((r) => holdsAll(r.text, left));
    if (hits.length !== 1) return undefined;
    row = hits[0];
  } else if (withLink.length === 1) {
    row = withLink[0];
  } else {
    // "It", "that one": the one row named by a word no other row has — in the turn's own other clauses first ("I've also got
    // a wheel true on Thursday, can you cancel that one": that clause names the row, it is no reason), else in the turn before.
    const ownRow = (text: string): (typeof rows)[number] | undefined => {
      const said = words(text).filter((w) => w.length >= 3 && !EMPTY.has(w)).map(stem);
      const hits = withLink.filter((r) => said.some((w) => holdsAll(r.text, [w]) && withLink.filter((o) => holdsAll(o.text, [w])).length === 1));
      return hits.length === 1 ? hits[0] : undefined;
    };
    row = ownRow(others.join(' ')) ?? ownRow((state.said ?? []).at(-1) ?? '');
    if (!row) return undefined;
  }
  if (!row) return undefined;
  const once = withLink.length === 1 && rows.flatMap((r) => r.actions).filter((a) => a === link).length === 1;
  const titleOnce = rows.filter((r) => r.title === row!.title).length === 1 && row.title.trim() !== '';
  const inRow = titleOnce ? row.title : left.join(' ');
  const element = once || !inRow ? query({ description: str(link) }) : query({ description: str(link), in: query({ item: 1, description: str(inRow) }) });
  return { programs: [program({ kind: 'action', name: 'click', element })], need: command.need };
}

/** A bare yes. */
const YES = /^(?:(?:oh\s+)?(?:yes|yeah|yep|yup)(?:\s+please)?|please do|go ahead|do it|confirm(?: it)?)[.!]*$/i;

/**
 * "Yes." on a page that asks to confirm: the page's one button that answers with "Yes, …", when its
 * main heading or a statement of it asks a question. Undefined otherwise.
 */
export function yesOnConfirm(text: string, state: DialogueState): Program[] | undefined {
  if (!YES.test(text.trim()) || state.pending) return undefined;
  const asks = /\?\s*$/.test(state.heading ?? '') || (state.texts ?? []).some((t) => /\?\s*$/.test(t) && !(state.framed ?? []).includes(t));
  if (!asks) return undefined;
  const yes = [...new Set((state.page?.buttons ?? []).map((b) => b.replace(/\s+/g, ' ').trim()).filter((b) => /^yes\b/i.test(b)))];
  if (yes.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(yes[0]!), type: 'button' }) })];
}
