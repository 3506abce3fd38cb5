/**
 * Round 29 (issue 11): a row said by its id ("Open the page for plot S14", "Apply for plot S3 as …",
 * "Apply for plot N4 with my details …"): a noun and an id of letters and digits after it. The page
 * holding that row's link (src/runtime/row-id.ts) is found by its links, never by a site's words.
 * An id is capital letters then digits ("S14", "N4", "B12") or digits then a capital ("4C"), no
 * hyphen ("BX-2000" is a record's reference); a value's field word, a preposition or a verb before
 * it (a postcode, a membership number, "from BS6", "enter MB7") is no row's noun.
 */
import { STOP } from './questions.js';

export interface RowIdSaid {
  /** The noun before the id, lower case ("plot"). */
  noun: string;
  /** The id as said ("S14"). */
  id: string;
  /** Opening the row's page is the whole sentence ("Open the page for plot S14"). */
  opens: boolean;
}

const ID = String.raw`(?:[A-Z]{1,3}\d{1,4}|\d{1,4}[A-Z])`;
const SAID = new RegExp(String.raw`\b(\p{Ll}[\p{Ll}-]*)\s+(${ID})(?![\p{L}\d])`, 'u');
/** Field words before a value that looks like an id: a postcode, a member's, an order's number. */
const FIELD = /^(?:postcode|postal|zip|phone|mobile|number|no|membership|member|ref|reference|code|pin|flat|apartment|house|account|order|booking|card|licence|license|registration|seat|gate|flight|platform)$/;
/** Verbs and words that come before a value typed, not a row's noun. */
const VERBS = /^(?:enter|type|put|write|add|use|reg|car|vehicle|near)$/;
const OPENS = /^\s*(?:open|show|view|see|find|go\s+to|visit|bring\s+up|pull\s+up)\b/i;

/** The row the sentence names by its id, or undefined. */
export function rowIdSaid(text: string): RowIdSaid | undefined {
  const m = SAID.exec(text);
  // (A word that names no row — "from BS6", "enter MB7", "and LS2" — is no noun of one.)
  if (!m || FIELD.test(m[1]!) || STOP.has(m[1]!) || VERBS.test(m[1]!)) return undefined;
  const after = text.slice(m.index + m[0].length);
  return { noun: m[1]!, id: m[2]!, opens: OPENS.test(text) && !/\p{L}/u.test(after) };
}
