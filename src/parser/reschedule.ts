/**
 * "I need to move it", "can I move that to Thursday?", "move the Monday lesson to Wednesday" (round 18):
 * the page's control that moves a booking — a link or button whose first word says so ("Reschedule",
 * "Move", "Change", "Rebook", "Amend") — of the row the turn names or the one in focus; a day or time
 * said after "to" is read on the page that control leads to (a second part of the turn). Round 22:
 * "change it to the Saturday" too — "change" only with a day after "to".
 *
 * The words are general language (the verbs that move a booking in time); which control and which row
 * are the page's own (its link and button names, its rows' texts, read by grounding).
 * Undefined when the turn says no such verb or the page has no such control.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import type { DialogueState } from './context.js';
import { stem } from './compare.js';
import { controlInRow } from './row-reference.js';

/** Said verbs that move a booking in time. */
const MOVE_SAID = /^(?:(?:wait|actually|oh|so|okay|ok|hmm|and|but|sorry|right)[,\s]+)*(?:(?:can|could|may)\s+(?:i|we|you)\s+|(?:i|we)\s+(?:need|want|have|would like|'d like|'ll need)\s+to\s+|(?:i'?d|we'?d)\s+like\s+to\s+|(?:let'?s|please)\s+)?(move|reschedule|rebook|shift|postpone|rearrange|push back|bring forward|change)\s+(.+?)$/i;
/** First words of controls that move a booking. */
const MOVE_CONTROL = /^(?:move|reschedul|rebook|chang|amend|postpon)/i;
/** A day or time said as where it moves to. */
const WHEN = /^(?:(?:next|this|the|on|at|for)\s+)*(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b|^(?:tomorrow|today)\b|^(?:the\s+)?\d{1,2}(?:st|nd|rd|th)\b|^(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|noon|half|quarter)\b/i;
/** A day said as where it moves to ("the Saturday", "Friday", "tomorrow", "the 4th"), not a time or a count. */
const DAY_SAID = /^(?:(?:next|this|the|on)\s+)*(?:(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*|tomorrow|today|\d{1,2}(?:st|nd|rd|th))\b/i;
const PRONOUN = /^(?:it|that|this|that one|this one|them|my (?:booking|lesson|appointment|reservation|visit|slot)|the (?:booking|lesson|appointment|reservation|visit|slot))$/i;

const firstStem = (name: string): string => stem((name.trim().split(/\s+/)[0] ?? '').toLowerCase());

/** The programs (or parts: the move, then the day said) of a turn that moves a booking; undefined when it says none. */
export function moveTurn(text: string, state: DialogueState): { programs: Program[] } | { parts: string[] } | undefined {
  const m = MOVE_SAID.exec(text.trim().replace(/[.!?]+$/, ''));
  if (!m) return undefined;
  let object = m[2]!.trim();
  let when: string | undefined;
  const to = /^(.+?)\s+(?:to|until|till|for)\s+(.+)$/i.exec(object);
  if (to && WHEN.test(to[2]!)) { object = to[1]!.trim(); when = to[2]!.trim(); }
  // Round 22: "change it to the Saturday": a booking changed to another day is moved ("change the decaf to one" is no move: only a day said after "change … to").
  const verb = m[1]!.toLowerCase();
  if (verb === 'change' && !(when && DAY_SAID.test(when))) return undefined;
  const names = [...(state.page?.links ?? []), ...(state.page?.buttons ?? [])].map((n) => n.replace(/\s+/g, ' ').trim()).filter((n) => n && n.length <= 40 && MOVE_CONTROL.test(firstStem(n)));
  if (!names.length) return undefined;
  const distinct = [...new Set(names)];
  if (when) return { parts: [`${verb === 'change' ? 'move' : m[1]} ${object}`, when] };
  // One such control on the page (one booking): it, when the turn says "it" or a booking.
  if (names.length === 1 && PRONOUN.test(object)) return { programs: [program({ kind: 'action', name: 'click', element: query({ description: str(distinct[0]!) }) })] };
  // Repeated, one per row: the row said, or the one in focus (src/parser/row-reference.ts).
  const inRow = distinct.length === 1 && names.length > 1 ? controlInRow(distinct[0]!, object, text, state, text) : undefined;
  return inRow ? { programs: inRow } : undefined;
}
