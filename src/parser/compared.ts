/**
 * Round 21: questions that compare the page's repeated items by a measure each of them states —
 * "how much is the cheapest canvas?", "which of those is quicker?", "what's the cheaper one
 * called?", "which one's the priciest?" — answered from the page's STRUCTURE: the repeated cards
 * (page-items.ts `cardsOf`: rows that lead somewhere and share their actions), each measured by the
 * value of the kind the comparison names (a price, a duration, a rating: measures.ts `RANKS`) in
 * its own text after its title (a title's numbers, "16 × 20", "3 pack", are no measure). A noun said
 * with the superlative ("the cheapest canvas") keeps the cards whose title holds it. The answer is
 * the card's name, or, when the question asks for the value ("how much", "how long", "what's it
 * rated"), the name with the card's statement of it ("Classic Canvas: From £24.00").
 *
 * Times of day ("the earliest", "the latest") are left to the slot readers: a card of a day's or a
 * person's slots states several. Leaf module: English question shapes; nothing of a site.
 */
import { stem } from './compare.js';
import type { DialogueState } from './context.js';
import { durationIn, ratingIn, RANKS, timeOfDayIn } from './measures.js';
import { cardName, cardsOf } from './page-items.js';

type Row = DialogueState['rows'][number];

/** A question that picks an item by a comparison: what it asks for, the item's name or a value of it. */
const ASKS_VALUE = /^(?:(?:and|so|ok(?:ay)?|right|hmm|oh)\W+)*(?:how\s+(?:much|long|many\s+stars)|what(?:'s|s|\s+is|\s+does|\s+do)\s+(?:the\s+)?(?:price|cost|time|rating)\b|what(?:'s|s|\s+is|\s+does)\s+.+\b(?:cost|rated|come\s+to)$)/i;
const ASKS_NAME = /^(?:(?:and|so|ok(?:ay)?|right|hmm|oh)\W+)*(?:which\b|what(?:'s|s|\s+is)\s+(?:the\s+)?\S+\s+(?:one\s+)?(?:called|named)$|what(?:'s|s|\s+is)\s+(?:the\s+)?\p{L}+(?:est|er)(?:\s+one)?$)/iu;

/** Words after a superlative that name no kind of item ("the cheapest one", "the quicker of the two"). */
const NO_NOUN = /^(?:one|ones|of|option|options|item|items|choice|thing|called|named|is|are|to|at|on|in|for|here|there|then|now|please|do|does|cost|rated|take)$/i;

/** A comparison's superlative or comparative word in a text, and the measure it ranks by (not times of day). */
function comparison(text: string): { word: RegExpExecArray; measure: (t: string) => number | undefined; most: boolean } | undefined {
  for (const [re, measure, most] of RANKS) {
    if (measure === timeOfDayIn) continue;
    const word = re.exec(text);
    if (word) return { word, measure, most };
  }
  return undefined;
}

/** A card's own words after its title: where its price, time or rating is stated. */
function ownText(card: Row): string {
  const title = card.title.replace(/\s+/g, ' ').trim();
  const text = card.text.replace(/\s+/g, ' ').trim();
  let own = title && text.startsWith(title) ? text.slice(title.length) : text;
  // Its actions' words ("View", "Add to basket") said last are no part of what it states.
  for (const a of card.actions ?? []) {
    const name = a.replace(/\s+/g, ' ').trim();
    if (name && own.endsWith(name)) own = own.slice(0, -name.length).trim();
  }
  return own;
}

/** The part of a card's own words that states the value measured ("From £24.00", "35 min"), short. */
function valuePart(own: string, measure: (t: string) => number | undefined): string | undefined {
  const parts = own.split(/\s*[·|•\n]\s*|\s{2,}|(?<=[.!?])\s+/).map((p) => p.trim()).filter(Boolean);
  const part = parts.find((p) => measure(p) !== undefined);
  if (!part) return undefined;
  if (part.length <= 40) return part;
  // A long part: the value with the word before it ("from £24.00").
  const shapes: Array<[(t: string) => number | undefined, RegExp]> = [
    [durationIn, /\b\d+\s*h(?:rs?|ours?)?(?:\s*\d+\s*m\w*)?|\b\d+\s*(?:m|mins?|minutes?)\b/i],
    [ratingIn, /\brated\s+\d(?:\.\d)?|\d(?:\.\d)?\s*(?:\/\s*5|out of 5|★|stars?)|★\s*\d(?:\.\d)?/i],
  ];
  const shape = shapes.find(([m]) => m === measure)?.[1] ?? /(?:\b(?:from|only|now|just)\s+)?[£$€]\s?\d[\d,]*(?:\.\d{2})?/i;
  return shape.exec(part)?.[0] ?? part.slice(0, 40);
}

/**
 * The answer to a question that picks one of the page's repeated cards by a comparison: `said` (the
 * card's name, or its name and value) and `about` (its name: what "open it" means next). Undefined
 * when the text is no such question, the page has fewer than two cards stating the measure, or two
 * share the best.
 */
export function comparedAnswer(text: string, state: DialogueState): { said: string; about: string } | undefined {
  const t = text.trim().replace(/[?.!]+$/, '');
  const value = ASKS_VALUE.test(t);
  if (!value && !ASKS_NAME.test(t)) return undefined;
  const cmp = comparison(t);
  if (!cmp) return undefined;
  const cards = cardsOf(state);
  if (cards.length < 2) return undefined;
  const measured = cards.map((c) => ({ c, own: ownText(c) })).map((x) => ({ ...x, v: cmp.measure(x.own) })).filter((x): x is { c: Row; own: string; v: number } => x.v !== undefined);
  if (measured.length < 2) return undefined;
  // "The cheapest canvas": the cards whose title holds the noun said after the superlative (none hold it: the page's kind, all of them).
  const after = t.slice(cmp.word.index + cmp.word[0].length).trim().split(/\s+/).filter(Boolean);
  const noun = after.length && !NO_NOUN.test(after[0]!) && /^\p{L}{3,}$/u.test(after[0]!) ? stem(after[0]!.toLowerCase()) : undefined;
  const holding = noun ? measured.filter((x) => x.c.title.toLowerCase().split(/[^\p{L}]+/u).some((w) => w && stem(w) === noun)) : [];
  const pool = holding.length ? holding : measured;
  const sorted = [...pool].sort((a, b) => (cmp.most ? b.v - a.v : a.v - b.v));
  if (sorted.length >= 2 && sorted[0]!.v === sorted[1]!.v) return undefined;
  const best = sorted[0]!;
  const name = cardName(best.c, cards);
  if (!value) return { said: name, about: name };
  const part = valuePart(best.own, cmp.measure);
  return { said: part ? `${name}: ${part}` : name, about: name };
}
