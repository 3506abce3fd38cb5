/**
 * The marks that begin a turn's internal parts. A reading that needs a page loaded before it can go
 * on returns a `parts` plan whose strings start with one of these marks; the conversation runs each
 * part in turn and hands the marked string back to `parseInContext`, which resumes that reading.
 *
 * One table, so that no two readings share a mark (round 21 found three pairs that did), and one
 * function, `unmarked`, that takes every mark out of what a user typed, so that no user text can
 * resume a reading (a marked part may carry a URL to open). The marks are invisible format characters
 * (U+2060–U+2069) that the sentence parser already reads as spaces.
 */
export const TURN_MARKS = {
  /** Round 20 (`valuesAfterLink`): the turn read as it is, with no second part again. */
  plainAgain: '\u2060',
  /** Round 20: the values of a request that followed a link, into the form of the page opened. */
  valuesAfter: '\u2061',
  /** A question asked again after the command of its turn (questions.ts). */
  askedAgain: '\u2062',
  /** A turn part that opens the page a question names (asked.ts). */
  openForQuestion: '\u2063',
  /** The question asked again on the page it named (asked.ts). */
  askedThere: '\u2064',
  /** Round 21: the site's search for a thing this page does not hold (reach.ts). */
  reachSearch: '\u2066',
  /** Round 21: the one result of that search that names it (reach.ts). */
  reachAfter: '\u2067',
  /** Round 21: the page of a row's item opened for its toggle (item-toggle.ts). */
  openRow: '\u2068',
  /** Round 21: the toggle pressed on that page (item-toggle.ts). */
  toggleThere: '\u2069',
  /** Round 26: a cancel's remark read on the cancel page it opened (cancel-reason.ts); U+206A, a format character the sentence parser reads as a space too. */
  reasonThere: '\u206a',
  /** Round 28: a value said on a summary, read on the form its edit link opened (turn-steps.ts); U+206B, read as a space too. */
  editThere: '\u206b',
  /** Round 28: a count and details said as before, read on the booking form a row's link opened (turn-steps.ts); U+206C, read as a space too. */
  sameThere: '\u206c',
  /** Round 29: an item said to add, its choices, count and add read on the item page the site's search opened (add-item.ts); U+206D, read as a space too. */
  addThere: '\u206d',
} as const;

const ANY_MARK = /[\u2060-\u206d]/g;

/** A user's utterance with every turn mark taken out: only the parser's own parts carry them. */
export function unmarked(utterance: string): string {
  return utterance.replace(ANY_MARK, '');
}
