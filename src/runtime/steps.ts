/**
 * Help article → steps. One step per line; list markers ("1.", "1)", "-", "*", "•", "Step 3:")
 * are stripped; headings and notes ("Note: …") are skipped; a line holding several sentences, or "…, then …", becomes several steps.
 * Domains ("Go to Example.com."), URLs, decimals, quoted text and common abbreviations ("e.g.",
 * "Dr.") are never split.
 */

const LIST_MARKER = /^\s*(?:(?:step\s*\d+\s*[:.)-]?)|(?:\(?\d{1,3}[.)](?!\d))|(?:\(?[a-h][.)](?=\s))|[-*•·◦▪►>]+)\s*/i;
const ABBREVIATIONS = new Set([
  'e.g', 'i.e', 'etc', 'vs', 'mr', 'mrs', 'ms', 'dr', 'st', 'no', 'approx', 'min', 'max', 'sec', 'fig', 'inc', 'ltd', 'co',
  'jr', 'sr', 'u.s', 'u.k', 'dept', 'est', 'p.m', 'a.m', 'pp', 'vol', 'ca', 'cf', 'resp',
]);
/**
 * The joints of a compound step: ", then", "; then", " and then", and " and " / ", and " before
 * another UI verb ("Enter your passcode and click Log In") — not "Terms and Conditions".
 */
const THEN =
  /(?:,|;)\s*(?:and\s+)?then\s+|\s+and\s+then\s+|,?\s+and\s+(?=(?:click|tap|press|hit|select|choose|pick|enter|type|go to|navigate|open|check|uncheck|tick|untick|read|tell|ask|scroll|fill in|fill out|submit)\s+\S)/gi;

/** Split a help article (or an array of instructions) into steps. */
export function splitSteps(input: string | readonly string[]): string[] {
  const lines = typeof input === 'string' ? input.split(/\r?\n|\r/) : input.flatMap((s) => s.split(/\r?\n|\r/));
  const items = lines.map((raw) => {
    let line = raw.replace(/\s+/g, ' ').trim();
    let marked = false;
    // A list marker may repeat ("- 1. Click"); strip while one is there.
    for (let i = 0; i < 3; i++) {
      const stripped = line.replace(LIST_MARKER, '');
      if (stripped === line) break;
      line = stripped;
      marked = true;
    }
    return { line, marked };
  });
  // In a numbered or bulleted article, unmarked lines before the first step are its title and intro.
  const firstMarked = items.filter((i) => i.marked && i.line).length >= 2 ? items.findIndex((i) => i.marked && i.line) : 0;
  const steps: string[] = [];
  items.forEach(({ line }, index) => {
    if (index < firstMarked || !line || isHeading(line)) return;
    for (const sentence of splitSentences(line)) {
      for (const part of splitThen(sentence)) {
        const step = part.trim();
        if (/[\p{L}\p{N}]/u.test(step)) steps.push(capitalize(step));
      }
    }
  });
  return steps;
}

/**
 * A heading, not a step: it ends with a colon ("Steps:", "How to reset your password:"), or it is
 * a title with no closing punctuation that starts with "How to …" or a gerund ("Updating your
 * contact information").
 */
function isHeading(line: string): boolean {
  if (/:$/.test(line)) return true;
  // A note is information for the reader, not an action.
  if (/^(note|tip|hint|important|warning|caution|nb)\s*[:–—-]/i.test(line)) return true;
  if (/[.!?)"”]$/.test(line)) return false;
  return /^how to\b/i.test(line) || /^[A-Z][a-z]+ing\b/.test(line);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** Ranges of quoted text, which is never split. */
function quotedRanges(s: string): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  const re = /"[^"]*"|“[^”]*”|‘[^’]*’/g;
  for (let m = re.exec(s); m; m = re.exec(s)) out.push([m.index, m.index + m[0].length]);
  return out;
}

function inRanges(i: number, ranges: Array<[number, number]>): boolean {
  return ranges.some(([a, b]) => i > a && i < b);
}

function splitSentences(line: string): string[] {
  const quotes = quotedRanges(line);
  const out: string[] = [];
  let start = 0;
  // A boundary: . ! ? followed by white space and a capital letter, quote, digit or bracket.
  const re = /[.!?]+(?=\s+["“'(\[]?[A-Z0-9])/g;
  for (let m = re.exec(line); m; m = re.exec(line)) {
    const at = m.index;
    if (inRanges(at, quotes)) continue;
    if (m[0] === '.' && isAbbreviation(line.slice(start, at))) continue;
    out.push(line.slice(start, at + m[0].length));
    start = at + m[0].length;
  }
  out.push(line.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

/** Whether the text before a period ends with an abbreviation or an initial ("J."). */
function isAbbreviation(before: string): boolean {
  const word = /([\p{L}.]+)$/u.exec(before)?.[1]?.toLowerCase();
  if (!word) return false;
  if (ABBREVIATIONS.has(word)) return true;
  return /^\p{L}$/u.test(word); // a single letter: an initial
}

function splitThen(sentence: string): string[] {
  const quotes = quotedRanges(sentence);
  const out: string[] = [];
  let start = 0;
  THEN.lastIndex = 0;
  for (let m = THEN.exec(sentence); m; m = THEN.exec(sentence)) {
    if (inRanges(m.index, quotes)) continue;
    const before = sentence.slice(start, m.index);
    if (!/[\p{L}]/u.test(before)) continue;
    out.push(before);
    start = m.index + m[0].length;
  }
  out.push(sentence.slice(start));
  return out;
}
