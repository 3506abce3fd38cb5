/**
 * Round 27: a details list's values matched to one form's fields by what each value is, where the
 * words said beside it name no field of that form ("Send a letter from Ravi Das in Leeds (…) with
 * the subject "Thank you" and the text "Great puzzle page this week", and don't publish the town").
 *
 * - **Who it is from.** A person's name said after "from" ("a letter from Ravi Das") is the sender,
 *   not the content of the thing named before it: when the only field its words name is the form's
 *   free-text area (the letter, the message), the name is placed by its kind (the name box).
 * - **The free text said by a general noun.** "the text", "the message", "the body" name the form's
 *   one free-text area when no field of the form has that word in its label ("Your letter").
 * - **A box whose label is itself a "don't"** ("Don't publish my town") is ticked, not cleared,
 *   when the sentence says the same "don't" ("don't publish the town"): `ownNegation`.
 *
 * The words used are general English (prepositions, nouns of free text, "don't"); none is a site's.
 */
import type { SeenControl } from './context.js';
import { overlap, tokens } from './context.js';
import type { Piece } from './task-reading.js';
import { sameRoot } from './unsent-reading.js';

/** Nouns that name a form's free text as such. */
const FREE_TEXT = new Set(['text', 'message', 'body', 'content', 'contents', 'wording']);

/** The pieces with their field words read against one form's controls (`group`): see the file's comment. */
export function fieldsOfForm(pieces: Piece[], group: readonly SeenControl[]): Piece[] {
  const areas = group.filter((c) => c.kind === 'text' && c.multiline);
  if (areas.length !== 1) return pieces;
  const area = areas[0]!;
  const label = area.label || area.hint || '';
  const names = (field: string[], c: SeenControl): boolean => field.length > 0 && overlap(field, c.label || c.hint || '') > 0;
  let changed = false;
  const out = pieces.map((p) => {
    // "a letter from Ravi Das": a name said after "from" whose field words name only the free text.
    if (p.shape === 'name' && p.cue === 'from' && names(p.field, area) && !group.some((c) => c !== area && names(p.field, c))) {
      changed = true;
      return { ...p, field: [] };
    }
    // "the text "…"": a general noun of free text that no label of the form says.
    if ((p.shape === 'quoted' || p.shape === 'words') && p.field.length > 0 && p.field.every((w) => FREE_TEXT.has(w)) && !group.some((c) => names(p.field, c))) {
      changed = true;
      return { ...p, field: tokens(label) };
    }
    return p;
  });
  return changed ? out : pieces;
}

const NOT = /^\s*(?:don['’]?t|do\s+not|never)\s+(\p{L}+)/iu;

/** Whether a box's label says a "don't" that the clause says too ("Don't publish my town" for "don't publish the town"): the box is ticked. */
export function ownNegation(text: string, label: string): boolean {
  const verb = NOT.exec(label)?.[1];
  if (!verb) return false;
  const said = [...text.matchAll(/\b(?:don['’]?t|do\s+not|never)\s+(\p{L}+)/giu)].map((m) => m[1]!);
  return said.some((w) => sameRoot(w.toLowerCase(), verb.toLowerCase()));
}
