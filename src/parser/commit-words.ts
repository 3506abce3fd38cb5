/**
 * Round 25 (safety): the words of a committing control, and whether a sentence names a control or a
 * form by its OWN words — never through a synonym set. Grounding may still take "confirm" for a
 * "Send" button (src/grounding/text.ts puts them in one group); the runtime's guard
 * (src/runtime/commit-guard.ts) asks these questions before such a button is pressed or a value
 * typed into a form the run only reached by looking for it.
 *
 * A general word table (a newcomer's list of verbs that commit something), no site's words.
 */

/** Verbs and nouns on a button that sends, pays, books or removes something. */
const COMMIT = /\b(?:send|submit|confirm|pay|payment|place|order|book|reserve|delete|remove|cancel|buy|purchase|checkout|check\s+out|complete|finish|transfer|publish|sign\s+up|register|subscribe|unsubscribe|give\s+notice)\b/i;

/** Whether a control's name says that it commits something ("Send message", "Place order", "Delete"). */
export function isCommitName(name: string): boolean {
  return COMMIT.test(name);
}

/** Words too common to show what a form is for. */
const STOP = new Set([
  'the', 'and', 'for', 'with', 'from', 'into', 'onto', 'our', 'your', 'you', 'yours', 'my', 'mine', 'me', 'we', 'us', 'its', 'this', 'that', 'these', 'those', 'then', 'than',
  'how', 'what', 'when', 'where', 'which', 'who', 'why', 'should', 'would', 'could', 'can', 'will', 'shall', 'may', 'must', 'have', 'has', 'had', 'are', 'was', 'were', 'been', 'being', 'not',
  'all', 'any', 'some', 'each', 'every', 'one', 'two', 'new', 'please', 'here', 'there', 'now', 'also', 'just', 'only', 'about', 'out', 'off', 'get', 'got', 'set', 'make', 'want', 'like', 'need',
  'com', 'org', 'net', 'www', 'http', 'https', 'example',
]);

/** The content words of `text`: letters only, lower case, three letters or more, stop words aside. */
export function contentWordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 3 && !STOP.has(w));
}

/**
 * Whether two words are one word said twice: equal, or one a form of the other — a shared start of
 * four letters or more that leaves at most two letters of the shorter ("book"/"booking",
 * "reserve"/"reservation", "message"/"messages"; not "contact"/"continue").
 */
export function sameWord(a: string, b: string): boolean {
  if (a === b) return true;
  const n = Math.min(a.length, b.length);
  let k = 0;
  while (k < n && a[k] === b[k]) k++;
  return k >= 4 && k >= n - 2;
}

/** Whether any content word of `said` is a content word of `named` (each said once, by its own form). */
export function sharesOwnWord(said: string, named: string): boolean {
  const a = contentWordsOf(said);
  const b = contentWordsOf(named);
  return a.some((x) => b.some((y) => sameWord(x, y)));
}
