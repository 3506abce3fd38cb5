/**
 * Round 26: the thing a task is for, said before the person it is for (issue 11).
 *
 * "Book Short Stay with a car wash for Maria Lopez (maria.lopez@example.com), car LM70 KQP" and
 * "Book Long Stay for Tom Baker, tom.baker@example.com, …": the name said right after the verb is
 * what is booked — a row's or a page's item — and the name after "for", followed by the person's
 * e-mail or phone, is who it is for. The whole-task reading and the flows (task-reading.ts
 * `extract`, task-flow.ts) read both as names; on a booking form the first went into "Full name"
 * and the person into "Make and model", and the form was sent. Here the first is marked as the
 * task's object: plain words, not a value a text box must take (a menu or radio may still show
 * it as an option). Structure only: the order of the pieces, their cues and their shapes; no word
 * of a site.
 */
import type { Piece } from './task-reading.js';
import { escapeRegExp } from './compare.js';

/**
 * Marks, in place, the task's object among `pieces` (as `extract` read them, in the order said): the
 * first value, a name with no cue and no field of its own, when a later name is said with "for"
 * and followed at once by an e-mail or phone piece (the person the task is for, with their details).
 */
export function markThingBooked(pieces: Piece[]): void {
  const first = pieces.findIndex((p) => p.required);
  const thing = pieces[first];
  if (!thing || thing.shape !== 'name' || thing.cue || thing.field.length || thing.stated || thing.negated) return;
  const person = pieces.findIndex((p, i) => i > first && p.shape === 'name' && p.cue === 'for' && !p.field.length && (pieces[i + 1]?.shape === 'email' || pieces[i + 1]?.shape === 'phone'));
  if (person < 0) return;
  thing.shape = 'words';
  thing.required = false;
}

/**
 * The clause without the item's name, when the row control it clicks names the item and is that
 * row's alone ("Book Short Stay" in the Short Stay row): "Book Short Stay with a car wash for …" →
 * "Book with a car wash for …". The control's words after its first (its verb) are looked for as one
 * run of the clause's words (case aside; "the" before them goes too); undefined when the control is
 * not one row's alone, names nothing after its verb, or the clause does not say that run.
 */
export function ownItem(text: string, control: string, rows: ReadonlyArray<{ controls: readonly string[] }>): string | undefined {
  if (rows.filter((r) => r.controls.includes(control)).length !== 1) return undefined;
  const words = control.trim().split(/\s+/).slice(1);
  if (!words.length || !words.some((w) => /\p{L}/u.test(w))) return undefined;
  const run = new RegExp(String.raw`(?:\bthe\s+)?(?<![\p{L}\p{N}])${words.map(escapeRegExp).join(String.raw`\s+`)}(?![\p{L}\p{N}])`, 'iu');
  const m = run.exec(text);
  // (Not the clause's first word: the verb stays.)
  if (!m || m.index === 0) return undefined;
  const rest = `${text.slice(0, m.index)} ${text.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').replace(/\s+([,;:)])/g, '$1').trim();
  return rest;
}

/**
 * Whether the clause also names another row's item: a row other than those holding `control` whose
 * own control's words after its verb are said as one run ("Add … Maris Piper potatoes and 1kg of
 * heritage carrots": the carrots row's "Add heritage carrots"). Then the clause is about several
 * rows' items, and one row's control does not name the clause's row by itself.
 */
export function otherItemSaid(text: string, control: string, rows: ReadonlyArray<{ controls: readonly string[] }>): boolean {
  const words = (s: string): string[] => s.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const said = ` ${words(text).join(' ')} `;
  return rows.some((r) => !r.controls.includes(control) && r.controls.some((c) => words(c).length >= 2 && said.includes(` ${words(c).slice(1).join(' ')} `)));
}
