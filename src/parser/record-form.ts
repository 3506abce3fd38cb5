/**
 * Round 29 (r29-record): a change to a record on its own page, read on the record's change form.
 * "actually make it the evening", "I won't be in on Tuesday, can you move it to Thursday", "can we
 * add a buggy as well" on a booking's or a collection's page: the page has one form that changes
 * the record (it posts, its button's first word is a verb of change — "Save changes", "Move
 * collection" — and every control it has is a menu that already holds the record's value). The
 * turn's values are read on that form's controls, and its button pressed after them:
 *
 * - a menu of words ("Time": "Morning, 7am – 10am", "Evening, 6pm – 9pm"; "New day": "Thursday 3
 *   December"): the one option, not the one it holds now, whose own words (words no other option of
 *   the menu has) the turn says. The value it holds now is never the change, so a reason that names
 *   it ("I won't be in on Tuesday") is left; two options said is no reading.
 * - a menu of counts ("Buggies", "Adults"): a count said with the menu's own noun ("a buggy", "two
 *   adults"); after "add"/"another"/"more" it is added to what the menu holds.
 *
 * The turn must say a change (make, move, change, switch, add, instead …) and ask no question; a
 * page with two such forms, a value read onto two menus of one, or a count no menu offers: no
 * reading. Page structure (forms, their methods, controls, options and buttons) and a few words
 * of English; no word of a site. Safety: the form's own button is the only one pressed — a change
 * the turn asked for — and the commit guard stays as it is.
 */
import { program, query, str, literal, type Program } from '../thingtalk/ast.js';
import type { SeenControl } from './context.js';
import { stem, tokens } from './questions.js';
import { numberSaid } from './units.js';

/** A turn that asks for a change. */
const CHANGE = /\b(?:make|move|change|switch|swap|add|bump|put|instead|rather|reschedule)\b/i;
/** A turn that asks something (a question, not a request): no change read. */
const ASKS = /^\s*(?:(?:and|so|ok(?:ay)?|oh|hmm|well)[,\s]+)*(?:what|which|when|where|why|who|how|is|are|does|do|did|was|were|will)\b/i;
/** A change form's button: its first word saves or changes. */
const CHANGE_BUTTON = /^\s*(?:save|update|change|move|reschedule|amend|edit)\b/i;
/** A count added to what the menu holds, not set. */
const ADDED = /\b(?:add|another|more|extra|as\s+well|too|also)\b/i;

const isCount = (c: SeenControl): boolean => (c.options ?? []).length > 1 && (c.options ?? []).every((o) => /^\s*\d+\s*$/.test(o));

/** The one form of the page that changes a record: posts, a change button, menus only, each holding a value. */
function changeForm(controls: readonly SeenControl[]): SeenControl[] | undefined {
  const forms = new Map<number, SeenControl[]>();
  for (const c of controls) if (c.form !== undefined) forms.set(c.form, [...(forms.get(c.form) ?? []), c]);
  const found = [...forms.values()].filter((cs) => cs[0]!.posts && !!cs[0]!.submit && CHANGE_BUTTON.test(cs[0]!.submit) && cs.every((c) => c.kind === 'select' && (c.options ?? []).length > 1 && !!c.value));
  return found.length === 1 ? found[0] : undefined;
}

/** The option of a menu of words the turn says by its own words, the current one aside; undefined when none or several. */
function optionSaid(c: SeenControl, said: ReadonlySet<string>): string | undefined {
  const options = c.options ?? [];
  const words = options.map((o) => new Set(tokens(o).filter((w) => w.length > 2 && !/\d/.test(w)).map(stem)));
  const hits = options.filter((o, i) => {
    if (o === c.value) return false;
    const own = [...words[i]!].filter((w) => words.every((other, j) => j === i || !other.has(w)));
    return own.some((w) => said.has(w));
  });
  return hits.length === 1 ? hits[0] : undefined;
}

/** The count the turn says with the menu's noun ("a buggy", "two adults"), added to the held one after "add"; undefined when none. */
function countSaid(c: SeenControl, utterance: string): string | undefined {
  const nouns = new Set(tokens(c.label).filter((w) => w.length > 2 && !/\d/.test(w)).map(stem));
  if (!nouns.size) return undefined;
  const words = tokens(utterance);
  const counts: number[] = [];
  for (let i = 1; i < words.length; i++) {
    if (!nouns.has(stem(words[i]!))) continue;
    // (A count word right before the noun, or one adjective between: "two more buggies" aside — "more" adds.)
    const n = numberSaid(words[i - 1]!) ?? (i > 1 && ['more', 'extra', 'other'].includes(words[i - 1]!) ? numberSaid(words[i - 2]!) : undefined) ?? (words[i - 1] === 'another' ? 1 : undefined);
    if (n !== undefined) counts.push(n);
  }
  if (counts.length !== 1) return undefined;
  const held = Number(c.value);
  const value = ADDED.test(utterance) && Number.isFinite(held) ? held + counts[0]! : counts[0]!;
  const option = (c.options ?? []).find((o) => Number(o) === value);
  return option !== undefined && option !== c.value ? option.trim() : undefined;
}

/**
 * The programs of a change said on a record's page: its change form's menus set to the values the
 * turn says, then that form's button; undefined when the turn says no change, the page has no one
 * change form, or no menu's new value is sure.
 */
export function recordFormPlan(utterance: string, controls: readonly SeenControl[] | undefined): Program[] | undefined {
  const text = utterance.trim();
  if (!controls?.length || !CHANGE.test(text) || ASKS.test(text)) return undefined;
  const form = changeForm(controls);
  if (!form) return undefined;
  const said = new Set(tokens(text).map(stem));
  const sets: Program[] = [];
  for (const c of form) {
    const value = isCount(c) ? countSaid(c, text) : optionSaid(c, said);
    if (value === undefined) continue;
    sets.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(value) }));
  }
  if (!sets.length) return undefined;
  return [...sets, program({ kind: 'action', name: 'click', element: query({ description: str(form[0]!.submit!), type: 'button' }) })];
}
