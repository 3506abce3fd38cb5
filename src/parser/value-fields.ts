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

/** A card number as said: four groups of four digits (the last up to seven), or 15–16 digits. */
const CARD_NUMBER = /^(?:\d{4}[ -]){3}\d{1,7}$|^\d{15,16}$/;
/** A card's expiry: a month and a year. */
const EXPIRY_SAID = String.raw`(?:0?[1-9]|1[0-2])\s?\/\s?(?:\d{2}|20\d{2})`;
const EXPIRY = new RegExp(`^${EXPIRY_SAID}$`);
/** An expiry said in a sentence, not inside a longer number or date. */
const EXPIRY_IN_TEXT = new RegExp(`(?<![\\d/"“])${EXPIRY_SAID}(?![\\d/"”])`, 'g');
/** A box for a card's number. */
const CARD_BOX = /\bcard\s*(?:number|no)\b|\bnumber\b.*\bcard\b|\bcc-number\b/i;

/** Nouns that name a form's free text as such. */
const FREE_TEXT = new Set(['text', 'message', 'body', 'content', 'contents', 'wording']);

/** The pieces with their field words read against one form's controls (`group`): see the file's comment. */
export function fieldsOfForm(pieces: Piece[], group: readonly SeenControl[]): Piece[] {
  const boxes = group.filter((c) => c.kind === 'text' && !c.multiline);
  // (The box its label names, or its autocomplete token: "cc-number", "cc-exp".)
  const oneBox = (re: RegExp, autocomplete: string): SeenControl | undefined => {
    const hits = boxes.filter((c) => re.test(`${c.label} ${c.hint ?? ''}`) || (c.autocomplete ?? '').includes(autocomplete));
    return hits.length === 1 ? hits[0] : undefined;
  };
  const cardBox = oneBox(CARD_BOX, 'cc-number');
  const expiryBox = oneBox(EXPIRY_BOX, 'cc-exp');
  const areas = group.filter((c) => c.kind === 'text' && c.multiline);
  const area = areas.length === 1 ? areas[0]! : undefined;
  const label = area ? area.label || area.hint || '' : '';
  const names = (field: string[], c: SeenControl): boolean => field.length > 0 && overlap(field, c.label || c.hint || '') > 0;
  let changed = false;
  const out = pieces.map((p) => {
    // (A card's number and its expiry by their shapes: the form's one box for each, whatever word was said beside them — "the card 5555 …", "expiring 12/27".)
    if (cardBox && CARD_NUMBER.test(p.value.trim())) {
      changed = true;
      return { ...p, field: tokens(cardBox.label || cardBox.hint || '') };
    }
    if (expiryBox && EXPIRY.test(p.value.trim())) {
      changed = true;
      return { ...p, field: tokens(expiryBox.label || expiryBox.hint || '') };
    }
    if (!area) return p;
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

/** A box that takes a card's expiry as a month and a year ("Expiry (MM/YY)", "Expires"). */
const EXPIRY_BOX = /\bexpir\w*|\bMM\s*\/\s*YY/i;

/**
 * A card's expiry said as month/year ("expiry 09/28", "expiring 12/27") quoted, so it is read as one
 * value and not as two numbers, when the page has a box that takes an expiry. Quoted texts are left
 * as they are.
 */
export function quoteExpiry(text: string, controls: readonly SeenControl[]): string {
  if (!controls.some((c) => c.kind === 'text' && (EXPIRY_BOX.test(c.label) || EXPIRY_BOX.test(c.hint ?? '')))) return text;
  return text.replace(EXPIRY_IN_TEXT, (m, at: number) => ((text.slice(0, at).match(/["“”]/g) ?? []).length % 2 ? m : `"${m}"`));
}
