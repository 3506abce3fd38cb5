/**
 * The `instructions` solver's sentences: for a field, one instruction a person could follow,
 * written only from what a person sees (the field's question or label, its row and column
 * headers, its options' texts) and the answer. Empty when there is nothing to do.
 */
import type { SolverField } from './harness.js';
import { checkboxSet, normalizeAnswer } from './metrics.js';

const q = (s: string): string => `"${s.replace(/"/g, "'").replace(/\s+/g, ' ').trim()}"`;

/** A question short enough to quote: its last sentence or line, at most 12 words. */
export function shortQuestion(question: string): string {
  const parts = question.split(/(?<=[.?!:])\s+/).filter((p) => /\w/.test(p));
  let last = (parts[parts.length - 1] ?? '').trim();
  const words = last.split(/\s+/);
  if (words.length > 12) last = words.slice(-12).join(' ');
  return last;
}

/** Lower case, letters and digits only: how option texts and questions are compared. */
export const norm = (s: string): string => s.toLowerCase().replace(/[^a-z0-9]+/g, ' ').trim();

/** The last words (at most 12) of a visible text, to quote. */
const lastWords = (s: string): string => s.replace(/\s+/g, ' ').trim().split(' ').slice(-12).join(' ');

/** The first words (at most 12) of a visible text, to quote. */
const firstWords = (s: string): string => s.replace(/\s+/g, ' ').trim().split(' ').slice(0, 12).join(' ');

/** A visible text that says where a field is: the field stands below it, to its right on its line, or above it. */
export interface Anchor {
  text: string;
  relation: 'below' | 'right_of' | 'above';
  /** The text of the item the field belongs to, when `text` (its question) repeats: "Under <container>, … below <text>". */
  container?: string;
}

/**
 * Where the same question repeats for every item of a page ("Is it grammatical?" under each
 * sentence), "below <question>" does not say which item: for those fields, the nearest visible
 * text above the field that sets its item apart — not a repeated question, not an option's text,
 * not a text standing at the same place near every item ("a)"). When two questions of one item
 * share their item's text, the first (nearest the text, so "below" it finds that one) keeps it;
 * a later one is named by the nearest such text after it (the next item's text: "above" it finds
 * the last question of the item) when it is the field nearest that text; the others stay with
 * their question, said inside their item: `Under "<item text>", click "Yes" below "<question>"`
 * (the section the item's text starts).
 */
export function distinctAnchors(fields: SolverField[]): Map<string, Anchor> {
  const questionOf = new Map(fields.map((f) => [f.name, norm(shortQuestion(f.question))]));
  const count = new Map<string, number>();
  for (const q of questionOf.values()) if (q) count.set(q, (count.get(q) ?? 0) + 1);
  const repeated = new Set([...count].filter(([, n]) => n > 1).map(([q]) => q));
  const skip = new Set<string>(repeated);
  for (const f of fields) for (const o of f.options) skip.add(norm(o.text));
  const repeatedFields = fields.filter((f) => repeated.has(questionOf.get(f.name)!));
  // Texts above the field, nearest first (and whether each stands on the field's line), and after it.
  const above = (f: SolverField): string[] => [...(f.context ?? [])].reverse();
  const onLine = (f: SolverField): boolean[] => [...(f.contextLeft ?? [])].reverse();
  const { picked: items, nearest: before } = nearestDistinct(repeatedFields, skip, questionOf, above, (f, i) => ({ text: lastWords(above(f)[i]!), relation: onLine(f)[i] ? 'right_of' : 'below' }));
  const { nearest: after } = nearestDistinct(repeatedFields, skip, questionOf, (f) => f.after ?? [], (f, i) => ({ text: firstWords(f.after![i]!), relation: 'above' }));
  for (const [name, anchor] of after) if (!before.has(name)) before.set(name, anchor);
  for (const f of repeatedFields) {
    const item = items.get(f.name);
    const question = shortQuestion(f.question);
    if (before.has(f.name) || !item || !question) continue;
    // Not a text that is part of the question ("… -- none"), nor one before the previous item
    // (its question stands between: the page's introduction above items that have no text).
    const own = questionOf.get(f.name)!;
    const between = above(f).slice(0, item.gap).filter((p) => norm(p).endsWith(own)).length;
    if (norm(question).includes(norm(item.anchor.text)) || between > 1) continue;
    before.set(f.name, { text: question, relation: f.questionLeft ? 'right_of' : 'below', container: item.anchor.text });
  }
  return before;
}

/**
 * Other places a person could name a field by, to try when its first instruction does not name it
 * alone: its question alone (no anchor), the nearest texts above it (or on its line, to its left),
 * the nearest text after it ("above <text>"), the nearest option texts of other fields above it,
 * and nowhere (its option's text, or a count over the page: "the third box").
 */
export function otherAnchors(f: SolverField): Array<Anchor | undefined> {
  const out: Array<Anchor | undefined> = [undefined];
  const context = f.context ?? [];
  for (let i = context.length - 1; i >= Math.max(0, context.length - 3); i--) {
    out.push({ text: lastWords(context[i]!), relation: f.contextLeft?.[i] ? 'right_of' : 'below' });
  }
  const next = f.after?.[0];
  if (next) out.push({ text: firstWords(next), relation: 'above' });
  // An item whose words are shown only as another question's choices ("Which is simpler?
  // ( ) escape ( ) flee"), named by them: "the dropdown below "flee"".
  for (const o of [...(f.optionsAbove ?? [])].reverse()) out.push({ text: lastWords(o), relation: 'below' });
  out.push({ text: '', relation: 'below' });
  return out;
}

/**
 * For each field, the nearest of its texts (`pieces`, nearest first) that sets it apart (`picked`);
 * `nearest` keeps it only for the single field nearest that text (fields sharing it: the one with
 * the fewest texts between).
 */
function nearestDistinct(
  fields: SolverField[],
  skip: Set<string>,
  questionOf: Map<string, string>,
  pieces: (f: SolverField) => string[],
  anchorAt: (f: SolverField, i: number) => Anchor,
): { picked: Map<string, { anchor: Anchor; gap: number }>; nearest: Map<string, Anchor> } {
  // A text at the same place near several fields ("a)" before each item's first question) is part
  // of every item's layout, not what sets one apart. Fields that see the very same texts (the
  // groups of one table row, after the table's header row) stand at one place: counted once.
  const atGap = new Map<string, Set<string>>();
  const key = (i: number, p: string): string => `${i}\u0000${norm(p)}`;
  for (const f of fields) {
    const all = pieces(f);
    const place = all.join('\u0001');
    all.forEach((p, i) => atGap.set(key(i, p), (atGap.get(key(i, p)) ?? new Set()).add(place)));
  }
  const picked = new Map<string, { anchor: Anchor; gap: number }>();
  for (const f of fields) {
    const own = questionOf.get(f.name)!;
    const gap = pieces(f).findIndex((p, i) => {
      const n = norm(p);
      return n !== '' && !skip.has(n) && !skip.has(norm(shortQuestion(p))) && !n.endsWith(own) && atGap.get(key(i, p))!.size === 1;
    });
    if (gap >= 0) picked.set(f.name, { anchor: anchorAt(f, gap), gap });
  }
  const gaps = new Map<string, number[]>();
  for (const { anchor, gap } of picked.values()) gaps.set(norm(anchor.text), [...(gaps.get(norm(anchor.text)) ?? []), gap]);
  const out = new Map<string, Anchor>();
  for (const [name, { anchor, gap }] of picked) {
    const all = gaps.get(norm(anchor.text))!;
    if (gap === Math.min(...all) && all.filter((g) => g === gap).length === 1) out.set(name, anchor);
  }
  return { picked, nearest: out };
}

const optionText = (f: SolverField, value: string): string => {
  const o = f.options.find((x) => x.value === value) ?? f.options.find((x) => normalizeAnswer(x.value) === normalizeAnswer(value));
  const text = o && o.text ? o.text : value;
  // A very long option (a paragraph to pick) is named by its first words, as a person would quote
  // it, so the instruction stays within what the parser reads (64 tokens).
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.length > 36 ? words.slice(0, 30).join(' ') : text;
};

/** Whether the option holding `value` has a visible text. */
const visibleOption = (f: SolverField, value: string): boolean => {
  const o = f.options.find((x) => x.value === value) ?? f.options.find((x) => normalizeAnswer(x.value) === normalizeAnswer(value));
  return !!o?.text.trim();
};

/**
 * The option texts (normalized) that name a single box or button among the fields: a sentence of
 * their own (four words or more, not a word repeated), which a person quotes without saying where.
 * Short ones ("Yes", "Likely", "2") may stand by other questions of the page.
 */
export function uniqueOptionTexts(fields: SolverField[]): Set<string> {
  const count = new Map<string, number>();
  for (const f of fields) if (f.type === 'radio' || f.type === 'checkbox') for (const o of f.options) count.set(norm(o.text), (count.get(norm(o.text)) ?? 0) + 1);
  return new Set([...count].filter(([t, n]) => n === 1 && new Set(t.split(' ')).size >= 4).map(([t]) => t));
}

/**
 * A long option text as a person quotes it: its lead — the words before a colon or dash that
 * names the option ("Very informative: The question is asking about …" → "Very informative") —
 * else its first sentence, else its first eight words. Undefined for a text short enough to
 * quote whole (six words or fewer) or when the short form would say nothing more than the whole.
 */
export function shortOptionText(text: string): string | undefined {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  if (words.length <= 6) return undefined;
  const whole = words.join(' ');
  const lead = /^(.+?)\s*(?::|\s[-–—]\s)/.exec(whole)?.[1];
  if (lead && /\w/.test(lead) && lead.split(' ').length <= 6) return lead;
  const sentence = /^(.+?[.?!])\s/.exec(whole)?.[1];
  if (sentence && sentence.split(' ').length <= 12) return sentence;
  return words.slice(0, 8).join(' ');
}

/** The field with its long option texts quoted short (their bold lead, else `shortOptionText`); undefined when none is. */
export function withShortOptions(f: SolverField): SolverField | undefined {
  if (f.type !== 'radio' && f.type !== 'checkbox') return undefined;
  let changed = false;
  const options = f.options.map((o) => {
    const text = o.lead || shortOptionText(o.text);
    if (text === undefined) return o;
    changed = true;
    return { ...o, text };
  });
  return changed ? { ...f, options } : undefined;
}

const RELATION_WORDS: Record<Anchor['relation'], string> = { below: 'below', right_of: 'to the right of', above: 'above' };

/** One instruction for a field, and the option it must end on (a radio's or checkbox's value). */
export interface FieldInstruction {
  instruction: string;
  value?: string;
}

/**
 * The instructions for a field (usually one; a checkbox group gets one per box to check). Phrased
 * as a person would read them off the page: the option's text, then where it is — below the
 * question, or to the right of it when the question stands on the field's line (a table row), or
 * by `anchor` (see `distinctAnchors`); nowhere for an option in `uniqueOptions`.
 */
export function instructionsFor(f: SolverField, anchor?: Anchor, uniqueOptions?: Set<string>): string[] {
  return fieldInstructions(f, anchor, uniqueOptions).map((s) => s.instruction);
}

/**
 * `instructionsFor`, each with the option value its step must end on. `unnamed`: a radio or
 * checkbox whose option has no visible text (a blank button) is said without it — "Click the radio
 * button below …" — for a count to tell which.
 */
export function fieldInstructions(f: SolverField, anchor?: Anchor, uniqueOptions?: Set<string>, unnamed = false): FieldInstruction[] {
  const question = anchor?.text ?? shortQuestion(f.question);
  const relation = anchor?.relation ?? (f.questionLeft ? 'right_of' : 'below');
  const where = question ? ` ${RELATION_WORDS[relation]} ${q(question)}` : '';
  // Inside an item: "Under "<item>", click … below "<question>"".
  const under = (s: string): string => (anchor?.container ? `Under ${q(anchor.container)}, ${s[0]!.toLowerCase()}${s.slice(1)}` : s);
  const placed = (s: string): string => under(s + where);
  // A box or button whose own text is on no other option of the page needs no "where".
  const at = (s: string, option: string): string => (uniqueOptions?.has(norm(option)) ? s : placed(s));
  if (f.gold.trim() === '') return [];
  switch (f.type) {
    case 'text':
    case 'textarea':
      return [{ instruction: placed(`Type ${q(f.gold)} in the box`) }];
    case 'radio':
      // A blank button (no text of its own) is counted among the buttons there: "Click the fourth button below …".
      if (unnamed && !visibleOption(f, f.gold)) return [{ instruction: placed('Click the button'), value: f.gold }];
      return [{ instruction: at(`Click the ${q(optionText(f, f.gold))} radio button`, optionText(f, f.gold)), value: f.gold }];
    case 'select':
      return [{ instruction: placed(`Select ${q(optionText(f, f.gold))} from the dropdown`) }];
    case 'checkbox':
      return checkboxSet(f.gold)
        .split('|')
        .filter(Boolean)
        .map((v) => ({ instruction: unnamed && !visibleOption(f, v) ? placed('Check the checkbox') : at(`Check the ${q(optionText(f, v))} checkbox`, optionText(f, v)), value: v }));
    case 'range': {
      // A number in plain form, as a person says it (the batches write "84.0").
      return [{ instruction: `${placed('Set the slider')} to ${normalizeAnswer(f.gold)}` }];
    }
  }
}

const ORDINAL_WORDS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/** The most elements an ordinal counts ("the tenth"). */
export const MAX_ORDINAL = ORDINAL_WORDS.length;

/**
 * An instruction of `fieldInstructions` that names the n-th of the elements it describes, as a
 * person counts equal boxes under one question: `Type "x" in the second box below "Reasons"`,
 * `Click the second "Good" radio button to the right of "B Square"`. The ordinal goes before the
 * sought element ("the box", "the "Good" radio button", "the dropdown", "the slider"), outside
 * the quoted texts. Undefined when n is out of range or the instruction has no such place.
 */
export function withOrdinal(instruction: string, n: number): string | undefined {
  const word = ORDINAL_WORDS[n - 1];
  if (!word) return undefined;
  // Quoted texts alternate with the words around them (quotes inside were made single by `q`).
  const parts = instruction.split('"');
  for (let i = 0; i < parts.length; i += 2) {
    const next = parts[i]!.replace(/\b(in|from|click|check|set) the (box|dropdown|slider|radio button|checkbox|button|$)/i, (_m, verb: string, what: string) => `${verb} the ${word} ${what}`);
    if (next !== parts[i]) {
      parts[i] = next;
      return parts.join('"').replace(/ +"/g, ' "');
    }
  }
  return undefined;
}
