/**
 * Round 29 (issue 11): a record of someone else's named by its owners' names — "On Amara and Ben's
 * list, show …", "Buy the casserole on Amara Osei and Ben Clarke's list", "Give £75 to Amara and
 * Ben's honeymoon fund", "Put … on the Osei and Clarke list in the basket". Such a record is reached
 * through a search by name (src/runtime/owner-record.ts), not a link of the page; this reads the
 * sentence only: whose record (the names, as said), the words of the record said after them, and
 * what the sentence asks once that record is open (`rest`).
 *
 * The names are two people joined by "and" / "&", each one or two capitalised words, either before a
 * possessive ("Amara and Ben's list") or between "the" and a lower-case noun ("the Osei and Clarke
 * list"). A single name ("Auntie Pat's gift") is not read: a thing of one person is as often a row of
 * the user's own record as a record to search for.
 */
import { STOP } from './questions.js';
import { WEEKDAY_SAID } from './dates.js';

/** Words of two "names" that are no people: days, months, a firm's "Co" / "Ltd" / "Sons". */
const NO_PERSON = new RegExp(String.raw`^(?:${WEEKDAY_SAID}|jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|co|ltd|inc|plc|llc|sons|partners)$`, 'i');

export interface OwnerRecord {
  /** Each person as said ("Amara Osei", "Ben"; "Osei", "Clarke"). */
  people: string[];
  /** The people as said together, for a search box ("Amara Osei and Ben Clarke"). */
  said: string;
  /** The lower-case words said after the names ("list", "honeymoon fund", "housewarming list"). */
  noun: string;
  /** What the sentence asks on the record's page: the names taken out ("" when opening it is the whole task). */
  rest: string;
}

const NAME = String.raw`\p{Lu}[\p{L}’'-]*\p{L}`;
const PERSON = String.raw`${NAME}(?:\s+${NAME})?`;
const PEOPLE = String.raw`(${PERSON})\s+(?:and|&)\s+(${PERSON})`;
/** Words after the names that end the noun: a preposition, a conjunction, a verb's particle. */
const NOUN_WORD = String.raw`(?!(?:and|or|with|in|into|on|at|to|for|from|by|of|as|if|but|so|then|instead)\b)[\p{Ll}-]+`;
const NOUN = String.raw`(${NOUN_WORD}(?:\s+${NOUN_WORD}){0,2})`;
const POSSESSIVE = new RegExp(String.raw`${PEOPLE}['’]s\s+${NOUN}`, 'u');
const THE_NAMES = new RegExp(String.raw`\bthe\s+${PEOPLE}\s+${NOUN}`, 'u');
/** A preposition before the record: what is on / from / in it is the rest's ("Buy the casserole on X's list"). */
const WITHIN = /(?:^|\s)(?:on|from|in|off|at|of)\s*$/i;
/** Verbs whose object, when it is the whole sentence, is the record itself: opening it is the task. */
const OPENS = /^\s*(?:open|show|find|see|view|go\s+to|visit|look\s+at|bring\s+up|pull\s+up)\s+(?:me\s+)?$/i;

/** A person's words without a leading word the sentence capitalised only because it starts there ("On Amara", "Seat Ana"). */
function person(said: string, atStart: boolean): string {
  const words = said.split(/\s+/);
  return atStart && words.length > 1 ? words.slice(1).join(' ') : said;
}

/** The record of someone else's the sentence names by its owners' names, or undefined. */
export function ownerRecord(text: string): OwnerRecord | undefined {
  const t = text.trim().replace(/[.!]+$/, '');
  const owned = POSSESSIVE.exec(t);
  const m = owned ?? THE_NAMES.exec(t);
  if (!m) return undefined;
  const possessive = !!owned;
  const first = person(m[1]!, m.index === 0);
  // (Where the names begin: after the word dropped from the first, when one was.)
  const start = m.index + m[1]!.length - first.length;
  // (A first name that is a stop word once the leading one is dropped is no name: "On The …".)
  if (STOP.has(first.toLowerCase())) return undefined;
  const second = m[2]!;
  const noun = m[3]!;
  if ([first, second].some((p) => p.split(/\s+/).some((w) => NO_PERSON.test(w)))) return undefined;
  const people = [first, second];
  const said = `${first} and ${second}`;
  const end = m.index + m[0].length;
  // The words before the names, less "the" of "the Osei and Clarke list".
  let before = t.slice(0, start);
  if (!possessive) before = before.replace(/\bthe\s*$/i, '');
  const after = t.slice(end);
  let rest: string;
  if (OPENS.test(before) && !/\p{L}/u.test(after)) rest = '';
  else if (WITHIN.test(before)) {
    // "Buy the casserole on X's list, sent to …" → "Buy the casserole, sent to …"; "On X's list, show …" → "show …".
    const head = before.replace(WITHIN, '').trimEnd();
    const tail = after.replace(/^\s*,\s*/, head ? ', ' : '').replace(/^\s+/, head ? ' ' : '');
    rest = `${head}${tail}`.trim();
  } else {
    // "Give £75 to Amara and Ben's honeymoon fund …" → "Give £75 to the honeymoon fund …".
    const head = before.replace(/\bthe\s*$/i, '');
    rest = `${head}the ${noun}${after}`.trim();
  }
  rest = rest.replace(/^,\s*/, '').replace(/\s+,/g, ',');
  if (rest) rest = rest[0]!.toUpperCase() + rest.slice(1);
  return { people, said, noun, rest };
}
