/**
 * Round 22: a choice said as a word of the sentence. A task names an option of its form's radio
 * groups, menus or boxes by a word of the option's label, in the middle of other values: "a 2 kg
 * medium parcel" (the size radio "Medium (up to …)"), "a collection … on Tuesday afternoon" (the day
 * menu's "Tue 1 Dec"), "report a damaged parcel" ("It arrived damaged"), "ask for a call back on
 * 07700 …" (the box "Call me back"). The whole-task reading places the values it found as values;
 * this reads what is left: every choice control of the form that the reading did not set, whose one
 * option the sentence says by a word no other option of the form and no label of the form has.
 *
 * Only page structure (the form's controls, their options and labels) and general words (weekday
 * names, words too plain to tell options apart) are used.
 */
import type { SeenControl } from './context.js';
import { stem } from './questions.js';

/** Words too plain to say which option is meant (articles, pronouns, amounts' words, yes/no). */
const PLAIN = new Set('the and for from with our your you its not any all one per each day days working next free yes no now this that are was has have who what when where which will can may other some more less only just also than then into onto over under about'.split(' '));
/** Words that keep a box unticked when said just before its words. */
const NOT_BEFORE = /\b(?:no|not|don't|do not|never|without|untick|uncheck|clear|stop|turn off|switch off|opt out of)\s+(?:\S+\s+){0,2}$/i;
/** A menu's prompt in place of a choice: "Select …", "Choose a …", "Please pick", "-- … --". */
const PROMPT = /^(?:[-–—\s]*(?:please\s+)?(?:select|choose|pick)\b|[-–—]+)/i;
/** Weekdays, full and short ("Tuesday", "Tue", "Tues"): a day said names the option that shows it. */
const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];
const WEEKDAY = /^(?:sun|mon|tue|tues|wed|thu|thur|thurs|fri|sat)(?:day|nesday|sday|rsday|urday)?$|^(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday)$/;

/**
 * Round 27: a word's stem as an option's word is compared (its first seven letters); an adverb of
 * an adjective in -al says the adjective's option: "billed annually" is "Annual, £99.00",
 * "manually" "Manual". Round 21's details reader (details.ts `optionsSaid`) compares by it too.
 */
export function optionStem(w: string): string {
  const lower = w.toLowerCase();
  return stem(lower.length > 6 ? lower.replace(/(?<=al)ly$/, '') : lower).slice(0, 7);
}

/** A word's key: a weekday as its number, any other word as its stem (its first seven letters). */
function keyOf(w: string): string {
  const lower = w.toLowerCase();
  if (WEEKDAY.test(lower)) return `weekday:${WEEKDAYS.indexOf(lower.slice(0, 3))}`;
  return optionStem(lower);
}

/** The keys of a label's words that may tell it apart: letters only, three or more of them, not plain. */
function keysOf(text: string): string[] {
  return [...new Set(text.split(/[^\p{L}]+/u).filter((w) => w.length > 2 && !PLAIN.has(w.toLowerCase())).map(keyOf))];
}

/** One choice read: the control and the option (a box: its label, to tick). */
export interface OptionSaid {
  control: SeenControl;
  option: string;
}

/**
 * The choices `text` says for the form `form` beyond the controls in `set` (those the reading
 * already acts on). `taken`: the spans of `text` the reading placed as values into boxes (their
 * words say no option). A radio group or menu is chosen when exactly one of its options has a
 * word said that no other option of the form's choice controls and no label of the form has; a
 * checkbox is ticked when every word of its label that may tell it apart is said in one run of
 * the sentence, not after a "no"/"untick", and no other box's label is said so too. A control
 * already on the option said needs nothing; a word serves one choice only.
 */
export function optionWordsSaid(text: string, controls: readonly SeenControl[], form: number | undefined, set: ReadonlySet<SeenControl>, taken: ReadonlyArray<readonly [number, number]> = []): OptionSaid[] {
  const mine = controls.filter((c) => c.form === form);
  // (The clause's verb names the task or the form's button, "Pay Jamie Lee £40": no option.)
  const verb = /^\s*(?:(?:first|then|now|next|finally|also|please|and),?\s+)*\p{L}+/iu.exec(text)?.[0].length ?? 0;
  const found = [...text.matchAll(/[\p{L}]+/gu)].filter((m) => m.index! >= verb && !taken.some(([a, b]) => m.index! < b && m.index! + m[0].length > a));
  const said = found.map((m) => ({ key: m[0].length > 2 && !PLAIN.has(m[0].toLowerCase()) ? keyOf(m[0]) : '', at: m.index! }));
  // Words of the form's labels (names of boxes, legends, buttons) name controls, not options.
  const labelKeys = new Set(mine.flatMap((c) => keysOf(`${c.kind === 'checkbox' ? '' : c.label} ${c.kind === 'checkbox' ? '' : (c.hint ?? '')} ${c.group ?? ''} ${c.submit ?? ''}`)));
  const choices = mine.filter((c) => (c.kind === 'radio' || c.kind === 'select') && (c.options ?? []).length >= 2);
  // How many options of the form (and box labels) have each key.
  const count = new Map<string, number>();
  for (const c of choices) for (const o of c.options ?? []) for (const k of keysOf(o)) count.set(k, (count.get(k) ?? 0) + 1);
  for (const c of mine.filter((c) => c.kind === 'checkbox')) for (const k of keysOf(c.label)) count.set(k, (count.get(k) ?? 0) + 1);
  const used = new Set<number>();
  const picks: OptionSaid[] = [];
  for (const c of choices) {
    if (set.has(c)) continue;
    const hits: Array<{ option: string; at: number[] }> = [];
    for (const o of c.options ?? []) {
      // A menu's prompt ("Select who to pay", "-- Choose --") is no option to choose.
      if (PROMPT.test(o.trim())) continue;
      const own = keysOf(o).filter((k) => count.get(k) === 1 && !labelKeys.has(k));
      const at = said.map((s, i) => (s.key && own.includes(s.key) ? i : -1)).filter((i) => i >= 0);
      if (at.length) hits.push({ option: o, at });
    }
    if (hits.length !== 1 || hits[0]!.at.some((i) => used.has(i))) continue;
    for (const i of hits[0]!.at) used.add(i);
    if (c.value !== hits[0]!.option) picks.push({ control: c, option: hits[0]!.option });
  }
  const boxes: Array<{ control: SeenControl; at: number[] }> = [];
  for (const c of mine) {
    if (c.kind !== 'checkbox' || set.has(c) || c.value === 'on') continue;
    const keys = keysOf(c.label);
    if (!keys.length || keys.some((k) => labelKeys.has(k) && keys.length === 1)) continue;
    const at = keys.map((k) => said.findIndex((s) => s.key === k));
    if (at.some((i) => i < 0 || used.has(i))) continue;
    // One run: the label's words said close together (at most two other words between each).
    const sorted = [...at].sort((a, b) => a - b);
    if (sorted.some((i, j) => j > 0 && i - sorted[j - 1]! > 3)) continue;
    if (NOT_BEFORE.test(text.slice(0, said[sorted[0]!]!.at))) continue;
    boxes.push({ control: c, at });
  }
  if (boxes.length === 1) picks.push({ control: boxes[0]!.control, option: boxes[0]!.control.label });
  return picks;
}
