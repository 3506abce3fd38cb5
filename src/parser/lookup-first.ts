/**
 * Round 23 (issue 11): a change to an existing record whose one clause also says how to find it.
 *
 * "Cancel booking "GM-4415" (surname "Reeve") because the car has been sold": on the page of a
 * look-up form (Booking reference, Surname, "Find booking") the whole-task reading places the
 * reference and the surname and nothing else, and the run used to end there — the look-up unsent,
 * the booking not cancelled. The runtime (src/runtime/russ.ts `lookupFirst`) sees the structure: the
 * clause's own actions filled a form that only asks (sent with GET) and holds a value in each of
 * its required fields, and left it unsent. This module says, from the words alone, what is left of
 * the clause once that form has been sent:
 *
 * - `undefined` — the clause asks for the look-up itself ("Look up booking … for the surname …",
 *   "Find …", "Track …": the verb the form's button says), keeps it unsent, only types or sets a
 *   value ("Enter …", "Set the term to …"), or the values the form holds do not identify a record
 *   (each must be quoted, a short code with a digit, or named by the form's label right before it,
 *   and one a code: not a word typed into a site's search box): the run goes on as before;
 * - `{ rest: '' }` — the clause only looks ("Check booking "GM-4410" (surname "Patel")"): the
 *   look-up is sent and nothing more is read;
 * - `{ rest }` — the clause without the values the form holds and without the words that only
 *   named them (its labels, "with", "for", an empty bracket): "Cancel booking because the car has
 *   been sold", read on the page the look-up leads to.
 *
 * Only general words (the form's own labels, a few fillers, verbs of typing and of looking).
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { keepsUnsent, sameRoot, sendsForm } from './unsent-reading.js';
import { optionWordsSaid } from './option-words.js';
import { radioQuery, type TaskPage } from './task-reading.js';

/** Verbs that only put a value in a box or a menu: the clause's task is the value, not a change ("Set the term to Spring 2027"). */
const TYPING = /^(?:enter|type|fill|put|input|write|key|insert|paste|add|set|choose|select|pick|tick|untick|uncheck|mark|give)$/;

/** Verbs that only look: the look-up sent is the whole task. */
const LOOKING = /^(?:look|find|search|check|show|view|see|display|get|open|track|retrieve|pull|bring|locate)$/;

/** Words that only join a value to the clause ("with reference …", "for the surname …", "under the name …"). */
const JOINING = new Set(['with', 'for', 'under', 'using', 'the', 'my', 'a', 'an', 'and', 'of', 'on', 'by', 'in', 'is', 'as', 'number', 'no', 'ref']);

/** Words before the clause's verb ("then", "please"). */
const LEAD = /^(?:(?:first|then|now|next|finally|also|please|just|and|so)[,\s]+)*/i;

const SLOT = '\u0000';

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is left of `text` once the look-up form it filled is sent: see the module comment. `button`:
 * the form's one submit button ("Find booking"); `held`: the values its text fields hold;
 * `labels`: the form's own labels ("Booking reference", "Surname").
 */
export function afterLookup(text: string, button: string, held: readonly string[], labels: readonly string[]): { rest: string } | undefined {
  const clause = text.replace(LEAD, '').trim();
  if (!clause || keepsUnsent(clause)) return undefined;
  if (sendsForm(clause, button, true)) return undefined;
  const verb = /^\s*(\p{L}+)/u.exec(clause)?.[1]?.toLowerCase();
  if (!verb || TYPING.test(verb)) return undefined;
  // Each value the form holds, as said (with its quotes), becomes one slot; a value the clause does not say was not the clause's.
  // (A record is found by what identifies it: each value the look-up holds is said in quotes, is a short code with a digit — a reference,
  // a number — or is named by the form's label, and one is a code; a word typed into a site's search box, "+ MOT", finds no record.)
  const labelWords = [...new Set(labels.flatMap((l) => l.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 3))];
  let slotted = clause;
  let coded = 0;
  for (const v of [...held].filter((x) => x.trim().length >= 2).sort((a, b) => b.length - a.length)) {
    const value = escape(v.trim());
    const quoted = new RegExp(`["“‘]${value}["”’]`, 'iu').test(slotted);
    const re = new RegExp(`["“‘]?${value}["”’]?`, 'giu');
    if (!re.test(slotted)) continue;
    // (Or named by the form's own label right before it: "surname Patel".)
    const labelled = labelWords.some((w) => new RegExp(`(?<![\\p{L}])${escape(w)}\\s+${value}(?![\\p{L}])`, 'iu').test(slotted));
    // (A code is short, one or two words with a digit — "GM-4415", "KP17 XFD" — not a sentence the reading typed whole.)
    const code = /\d/.test(v) && /^[\p{L}\p{N}][\p{L}\p{N}./-]*(?: [\p{L}\p{N}./-]+)?$/u.test(v.trim()) && v.trim().length <= 20;
    if (!quoted && !labelled && !code) return undefined;
    if (code) coded++;
    slotted = slotted.replace(re, SLOT);
  }
  if (coded === 0) return undefined;
  if (LOOKING.test(verb)) return { rest: '' };
  // The words that only named a value: the form's label words and joining words next to a slot, then brackets left empty.
  const named = new Set(labels.flatMap((l) => l.toLowerCase().split(/[^\p{L}\p{N}]+/u)).filter((w) => w.length >= 2));
  const namer = (w: string): boolean => named.has(w.toLowerCase()) || JOINING.has(w.toLowerCase());
  const parts = slotted.split(/(\s+|[()[\],:;])/u).filter((p) => p !== '' && !/^\s+$/.test(p));
  const keep = parts.map(() => true);
  for (let i = 0; i < parts.length; i++) {
    if (!parts[i]!.includes(SLOT)) continue;
    keep[i] = false;
    // (Never the clause's verb and the word after it: "Cancel booking "GM-4415"" keeps "booking" though a label says it.)
    for (let j = i - 1; j >= 2 && (namer(parts[j]!) || parts[j] === ','); j--) keep[j] = false;
    for (let j = i + 1; j < parts.length && namer(parts[j]!); j++) keep[j] = false;
  }
  const rest = parts
    .filter((_, i) => keep[i])
    .join(' ')
    .replace(/\(\s*\)|\[\s*\]/g, ' ')
    .replace(/\s+([,.;:!?)\]])/g, '$1')
    .replace(/([([])\s+/g, '$1')
    .replace(/,\s*(?=[,.;:!?]|$)/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // (Nothing but the verb left: the clause was the look-up's values, said with another verb.)
  if (rest.split(/\s+/).filter((w) => /\p{L}/u.test(w)).length < 2) return undefined;
  return { rest };
}

/** A menu's prompt, not an option: empty, "Choose a reason", "-- select --". */
const PROMPT = /^\s*(?:$|-+|(?:-+\s*)?(?:choose|select|pick|please)\b)/i;

/**
 * What is left of the clause, on the page the look-up led to: the one form of the page whose
 * submit button begins with the clause's verb by root ("Cancel booking" for "Cancel …", "Move my
 * booking" for "Move …"), its choices said as words of the clause (`optionWordsSaid`: "because the
 * car has been sold" → the reason "Car sold"), then that button. Undefined when no one form's
 * button says the verb, or a menu of that form would be sent at its prompt (a value not said).
 */
export function verbForm(text: string, page: TaskPage): Program[] | undefined {
  const clause = text.replace(LEAD, '').trim();
  const verb = /^\s*(\p{L}+)/u.exec(clause)?.[1]?.toLowerCase();
  if (!verb) return undefined;
  const heads = (b: string): boolean => {
    const w = /^\s*(\p{L}+)/u.exec(b)?.[1]?.toLowerCase();
    return !!w && sameRoot(verb, w);
  };
  const forms = [...new Set(page.controls.filter((c) => c.submit && heads(c.submit)).map((c) => c.form))];
  if (forms.length !== 1 || forms[0] === undefined) return undefined;
  const form = forms[0];
  const submit = page.controls.find((c) => c.form === form)!.submit!;
  // (Another control of the page — a link, a button outside a form — that says the verb too: which one is meant is not sure.)
  const others = [...(page.links ?? []), ...(page.buttons ?? [])].filter((n) => n.trim() !== submit.trim() && heads(n));
  if (others.length) return undefined;
  const picks = optionWordsSaid(clause, page.controls, form, new Set());
  const mine = page.controls.filter((c) => c.form === form);
  if (mine.some((c) => c.kind === 'select' && PROMPT.test(c.value ?? '') && !picks.some((p) => p.control === c))) return undefined;
  if (mine.some((c) => (c.kind === 'text' || c.kind === 'number' || c.kind === 'date' || c.kind === 'time') && !c.multiline && !(c.value ?? '').trim())) return undefined;
  const out: Program[] = [];
  for (const { control: c, option } of picks) {
    if (c.kind === 'select') out.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label || c.hint || ''), type: 'dropdown' }), option: literal(option) }));
    else if (c.kind === 'radio') out.push(program({ kind: 'action', name: 'click', element: radioQuery(c, option, page.controls) }));
    else out.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label) }) }));
  }
  out.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return out;
}

