/**
 * Month names, one table for the whole SDK: the parser reads dates said in a turn ("on the 12th of
 * December") and the runtime turns a written date into a date field's value ("Dec 12" →
 * 2026-12-12). A leaf module (no imports): both sides of the dependency arrows may use it.
 */

/** The months, January first, in lower case. */
export const MONTH_NAMES = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'] as const;

/** A month word as written: full or short ("dec", "sept"), for use inside a regular expression. */
export const MONTH_PATTERN = String.raw`(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)`;

/** The month (1–12) a word names by its first three letters ("Dec", "december"), else 0. */
export function monthNumber(word: string): number {
  const w = word.toLowerCase().slice(0, 3);
  return w.length === 3 ? MONTH_NAMES.findIndex((m) => m.startsWith(w)) + 1 : 0;
}

/** A month's name, capitalised ("dec" → "December"); undefined when the word names no month. */
export function monthName(word: string): string | undefined {
  const n = monthNumber(word);
  if (!n) return undefined;
  const name = MONTH_NAMES[n - 1]!;
  return name.charAt(0).toUpperCase() + name.slice(1);
}
