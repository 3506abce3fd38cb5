/**
 * Words for people, as a count's unit or a control's label ("Players", "Number of guests", "Party
 * size"): one list, a leaf module, for the parser's count readers and the runtime's check that a
 * count goes into a control for the thing counted (src/runtime/controls.ts `countsOtherThing`).
 * A kind of person a form counts apart ("Juniors (under 16)", "Children") is not among them: a
 * count of "players" is of the unmarked kind.
 */
export const PEOPLE_WORD = /\b(?:people|persons?|players?|guests?|adults?|diners?|participants?|attendees?|party|group|visitors?|tickets?|places?|spaces?|seats?)\b/i;

/** The one control of `controls` whose label (or hint) is a word for people; undefined when none or several are. */
export function peopleControl<C extends { label: string; hint?: string }>(controls: readonly C[]): C | undefined {
  const people = controls.filter((c) => PEOPLE_WORD.test(`${c.label} ${c.hint ?? ''}`));
  return people.length === 1 ? people[0] : undefined;
}
