/**
 * Help article → steps. One step per line; list markers ("1.", "1)", "-", "*", "•", "Step 3:")
 * are stripped; headings and notes ("Note: …") are skipped; a line holding several sentences or
 * clauses ("…, then …") becomes several steps, split by the parser's `splitClauses`.
 */
import { splitClauses } from '../parser/clauses.js';


const LIST_MARKER = /^\s*(?:(?:step\s*\d+\s*[:.)-]?)|(?:\(?\d{1,3}[.)](?!\d))|(?:\(?[a-h][.)](?=\s))|[-*•·◦▪►>]+)\s*/i;
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
    for (const part of splitClauses(line)) {
      const step = part.trim();
      if (/[\p{L}\p{N}]/u.test(step)) steps.push(capitalize(step));
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
