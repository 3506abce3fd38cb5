/**
 * Round 26: an item by its position with a verb, over repeated cards or rows — "add the top one to
 * my basket" on a sorted list (the first card's own "Add to basket", not its name's link), "the
 * second one too." after it (the verb of the turn before, on the second card), "book the last one".
 *
 * The verb must be the first word of a control the page repeats (one per card or row: "Add to
 * basket", "Book now"); the position is an ordinal word ("first", "second", "top", "last"); a
 * destination after it ("to my basket", "to the cart") is the control's business, not the item's.
 * The program is the row reader's (src/parser/row-reference.ts `rowControlPlan`): the repeated
 * control in the nth item. A turn without a verb takes it from the last two turns, when one of them
 * said such a verb on a position or an item.
 *
 * Page structure (repeated controls, their first word) and a few general words; no word of a site.
 */
import type { Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';
import { firstWord, repeatedControls, rowControlPlan } from './row-reference.js';

const ORDINALS = 'first|second|third|fourth|fifth|sixth|last|top|bottom|1st|2nd|3rd|4th|5th';
const LEAD = String.raw`^(?:(?:okay|ok|alright|right|great|perfect|yes|yeah|so|then|and|also|now|please|just)[,\s]+|(?:i'?ll|we'?ll|let'?s|i'?d like to|we'?d like to|i want to|can you|could you)\s+)*`;
const NOUN = String.raw`(?:\s+(?:one|item|result|product|card|row|option))?`;
/** A destination said after the item: the control says where it goes. */
const WHERE = String.raw`(?:\s+(?:to|in|into|onto|on)\s+(?:my|the|our)\s+(?:basket|cart|bag|trolley|order|list|wish\s?list|favourites|favorites|saved items))?`;
const END = String.raw`(?:,?\s+(?:too|as well|also|please|then|now))*\W*$`;

/** "Add the top one to my basket": the verb, the position. */
const VERB_AT = new RegExp(`${LEAD}([\\p{L}]+)\\s+the\\s+(${ORDINALS})${NOUN}${WHERE}${END}`, 'iu');
/** "The second one too.": the position only. */
const AT_ONLY = new RegExp(`${LEAD}the\\s+(${ORDINALS})${NOUN}${END}`, 'iu');
/** A verb said on an item in an earlier turn ("add the top one …", "add it", "add the pencils"). */
const VERB_FIRST = new RegExp(`${LEAD}([\\p{L}]+)\\s+(?:the|it|that|this|them)\\b`, 'iu');

/** The programs of an item by position with a verb (said now or in the last two turns), or undefined. */
export function positionVerbPlan(text: string, state: DialogueState): Program[] | undefined {
  // (Whether the verb names a control the page repeats, by its first word; the page's repeated controls read once.)
  let repeated: string[] | undefined;
  const repeatsVerb = (verb: string): boolean => {
    const v = stem(verb);
    return (repeated ??= repeatedControls(state)).some((c) => firstWord(c) === v);
  };
  const t = text.trim();
  const said = VERB_AT.exec(t);
  let verb = said?.[1];
  let at = said?.[2];
  if (!said) {
    const only = AT_ONLY.exec(t);
    if (!only) return undefined;
    at = only[1];
    for (const turn of state.executed.slice(-2).reverse()) {
      const before = VERB_FIRST.exec(turn.utterance.trim());
      if (before && repeatsVerb(before[1]!)) {
        verb = before[1];
        break;
      }
    }
  }
  if (!verb || !at || !repeatsVerb(verb)) return undefined;
  return rowControlPlan(`${verb} the ${at.toLowerCase()} one`, state);
}
