/**
 * A clause whose own verb names one control of the page (issue 11, round 16): "Renew the parking
 * permit for this flat" on a page with a "Renew permit" button. The sentence parser may read such a
 * clause as a click on its noun alone ("this flat"), and grounding then takes whatever link says
 * that noun (a site menu's "Flats"), ending the run on the wrong page. The page's own control that
 * says the verb and the clause's object is the one meant.
 *
 * Read only when sure: the clause's first word is a verb that names no control in general (not
 * click, open, go, view, choose, select …), the parser's reading is one click (or a note: no web
 * action) whose description lacks that verb (a clause it could not read is left to the whole-task
 * reading), exactly one link or button of the page (one element, not one per
 * row) begins with the verb, by root, and says at least one other content word of the clause.
 */
import { program, query, str, type Program } from '../thingtalk/ast.js';
import { stem } from './questions.js';
import type { TaskClause, TaskPage } from './task-reading.js';

const LEAD = /^(?:(?:first|then|now|next|finally|also|please|and|just)[,\s]+)*/i;
/** Verbs any control may be the object of: they name no control by themselves. */
const GENERIC = /^(?:click|tap|press|hit|open|go|navigate|visit|view|see|show|select|choose|pick|find|search|look|get|make|take|use|set|put|try|check|tick|untick|uncheck|enter|type|fill|write|follow|return|head|scroll|sort|filter|read|display|do|have|let|wait|note|remember|give|add|change|update|edit|turn|switch|move|start|continue|submit|save|send|confirm|close|remove|delete|clear|leave|keep|mark|go)$/i;
const STOP = /^(?:the|a|an|my|your|our|their|his|her|this|that|these|those|it|its|for|of|to|in|on|at|with|and|or|from|by|me|us|them|all|some|one)$/i;

const words = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);

export function verbNamedControl(clause: TaskClause, page: TaskPage): Program[] | undefined {
  const text = clause.text.replace(LEAD, '').trim();
  // Values (quotes, digits) make it a form task, not a press.
  if (/["“”\d@]/.test(text)) return undefined;
  const said = words(text);
  const verb = said[0];
  if (!verb || GENERIC.test(verb) || said.length < 2) return undefined;
  const root = stem(verb);
  // A clause the parser could not read is left to the whole-task reading (its values may be said in words: "the full-balance payment from checking").
  const programs = clause.programs ?? [];
  if (programs.length !== 1) return undefined;
  const only = programs[0]!;
  // (A note is the parser's "no web action here": the page may still hold the control the verb names.)
  if (only.action.name === 'note') return clickOn(root, said, page);
  if (only.action.name !== 'click') return undefined;
  const d = only.action.element.description;
  if (d?.kind !== 'string' || words(d.value).some((w) => stem(w) === root)) return undefined;
  return clickOn(root, said, page);
}

function clickOn(root: string, said: string[], page: TaskPage): Program[] | undefined {
  const object = new Set(said.slice(1).filter((w) => !STOP.test(w)).map(stem));
  const names = [...(page.buttons ?? []), ...(page.links ?? [])].map((n) => n.trim()).filter(Boolean);
  const fits = names.filter((n) => {
    const w = words(n);
    return w.length >= 2 && stem(w[0]!) === root && w.slice(1).some((x) => object.has(stem(x)));
  });
  if (fits.length !== 1) return undefined;
  return [program({ kind: 'action', name: 'click', element: query({ description: str(fits[0]!) }) })];
}
