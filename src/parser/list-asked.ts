/**
 * Round 27: "what days have you got?", "which dates are free?" — a list asked, answered with the
 * whole list: every link of the page whose name is a day or a date ("Mon 30 Nov" … "Sat 5 Dec"),
 * in page order, the chosen one among them; not the first only, as the typed reader's one value.
 * Structure only: the links' names read as dates (dates.ts), two or more; nothing names a site.
 */
import { program, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { isDate, LEAD } from './wh-column.js';

/** "What days have you got?", "which dates do you have?", "what days are free?", "what days can I do?". */
const DAYS_ASKED = new RegExp(`${LEAD}(?:what|which)\\s+(?:days|dates)\\s+(?:have you got|do you have|have you|are there|is there|are (?:free|available|open|left)|can (?:i|we) (?:get|have|choose|pick|do|book|come))(?:\\s+(?:free|available|open|left|then|now))?$`, 'i');

export function daysListed(text: string, state: DialogueState): { programs: Program[] } | undefined {
  if (!DAYS_ASKED.test(text.trim().replace(/[?.!]+$/, ''))) return undefined;
  const names = [...new Set((state.page?.links ?? []).map((l) => l.replace(/\s+/g, ' ').trim()))].filter(isDate);
  if (names.length < 2) return undefined;
  return { programs: [program({ kind: 'action', name: 'say', text: `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}.` })] };
}
