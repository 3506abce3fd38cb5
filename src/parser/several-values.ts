/**
 * Round 25: several values said in one turn, one of them a count said with its unit ("the charcoal
 * one, and I'll need ten balls", "Sky blue, five balls", "Ocean, two balls, add to basket",
 * "Saturday, three players"), and a count of people said alone ("Four of us", "there are six of
 * us", "we're three").
 *
 * Read from the page's structure only: the count goes to the one control that TAKES counts (a number
 * box, a menu of counts) whose label holds the unit said ("balls" → "Number of balls", "players" →
 * "Players"), never to text elsewhere on the page (a details table's "Ball" row); a count of people
 * ("of us") to the one counting control whose label is a word for people, else the page's only
 * counting control.
 *
 * A turn of several values becomes parts, each read alone in the state the one before left: the
 * other values first, in the order said (a colour radio, a day tab: choosing them may load the page
 * again, which would empty a box filled before), then the count, then the add ("add to basket").
 * Each other value must name something the page shows (an option, a link, a button, or a weekday);
 * undefined otherwise, and for a turn with no count of this kind, a question, or two counts.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { ADD_IT } from './add-choices.js';
import { stem } from './compare.js';
import { PEOPLE_WORD, peopleControl } from './people-words.js';
import type { SeenControl } from './context.js';
import { countSaid } from './quantities.js';
import { saidTime } from './times.js';
import { NUMBER_WORDS } from './units.js';

/** Nouns that pack things, not the thing: a count of them is no unit of a control. */
const PACKS = /^(?:pairs?|sets?|packs?|boxe?s?|pieces?|items?|units?|ones?|more|lots?)$/;
/** A phrase that adds the thing in view: add-choices.ts's, and the bare "add to basket", "put in cart". */
const ADDING = /^(?:(?:and|then|now|please)\s+)*(?:add|put|pop|stick|bung|chuck)\s+(?:(?:it|them|that|those|one)\s+)?(?:(?:in|into|to|in to)\s+)?(?:(?:the|my|our)\s+)?(?:shopping\s+)?(?:basket|cart|bag|trolley)(?:\s+(?:please|too|then))*$/i;
const adds = (p: string): boolean => ADD_IT.test(p) || ADDING.test(p);
/** What a page calls the number of things bought. */
const QUANTITY = /\b(?:quantity|qty|how many|number of items)\b/i;
/** Words before a phrase that say nothing about it. */
const LEAD = /^(?:(?:so|and|oh|ok(?:ay)?|right|then|actually|um+|erm|yeah|yes|great|lovely|perfect|cool|fine|hmm+|well)[,\s]+)+/i;
/**
 * The turn's phrases: cut at sentence ends, commas and semicolons (with the "and" or "then" after
 * one), not at a bare "and", which joins the words of one name ("the one of gran and grandad").
 */
function phrasesOf(utterance: string): string[] {
  return utterance
    .split(/(?<=[.!?])\s+|[,;]\s*(?:(?:and|then)\s+)?/i)
    .map((p) => p.trim().replace(/[.!?…]+$/, '').replace(LEAD, '').trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
}
/** A count of people said alone: "four of us", "there are six of us", "we're three", "we are a group of five". */
const OF_US = /^(?:(?:so|and|oh|ok(?:ay)?|right|then|actually|um+|erm|hmm+|well|it['’]?s|it will be|it['’]ll be|there(?:['’]ll| will)? be|there are|there['’]s|just|only|for)[,\s]+)*(?:(?:the\s+)?(\d{1,2}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+of\s+us|(?:we['’]re|we are|we['’]ll be|we will be)\s+(?:a\s+(?:group|party)\s+of\s+)?(\d{1,2}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve))(?:\s+(?:please|then|now|in total|altogether))?$/i;
/** Phrases that only acknowledge ("Okay", "Great", "Hmm"). */
const ACK = /^(?:ok(?:ay)?|great|lovely|perfect|cool|fine|yes|yeah|yep|right|so|oh|hmm+|ugh|um+|erm|well|sure|nice|thanks|thank you|please)$/i;
const WEEKDAY = /\b(?:mon|tues|wednes|thurs|fri|satur|sun)days?\b|\b(?:today|tomorrow)\b/i;
/** Verbs of a command that is no value to choose. */
const COMMAND = /\b(?:search|find|look|show|open|go|take|check|pay|book|cancel|remove|delete|send|submit|continue|apply|sign|log|call|tell|read|say|save|change|move|clear|empty)\b/i;
/** Words of a phrase that name nothing of the page. */
const FILLER = new Set(['the', 'one', 'ones', 'please', 'then', 'just', 'that', 'this', 'for', 'and', 'with', 'colour', 'color', 'shade', 'size']);

const wordsOf = (s: string): string[] => s.toLowerCase().replace(/['’]/g, '').split(/[^\p{L}\p{N}]+/u).filter((w) => w.length > 1).map(stem);
const nameOf = (c: SeenControl): string => c.label || c.hint || 'quantity';
/** A menu's prompt, no option: "How many?", "Choose…", "Select", "--". */
const PROMPT = /^(?:choose|select|pick|please|how many|number of|any|-+)/i;
/** A control that takes a count: a number box, or a menu whose options (its prompt aside) are counts ("4 players", "2"). */
function takesCount(c: SeenControl): boolean {
  if (c.kind === 'number') return true;
  if (c.kind !== 'select') return false;
  const options = (c.options ?? []).map((o) => o.trim()).filter((o) => o && !PROMPT.test(o));
  return options.length > 1 && options.every((o) => /^\d{1,3}\b/.test(o));
}

/** The counting control a count's unit names: its label holds the unit, or (people) a word for people. */
function controlOfUnit(noun: string, controls: readonly SeenControl[]): SeenControl | undefined {
  if (PACKS.test(noun)) return undefined;
  const counting = controls.filter(takesCount);
  const unit = stem(noun);
  const named = counting.filter((c) => wordsOf(`${c.label} ${c.hint ?? ''}`).includes(unit));
  if (named.length === 1) return named[0];
  if (named.length > 1 || !PEOPLE_WORD.test(noun)) return undefined;
  return peopleControl(counting);
}

/** The control a count goes to: the one its unit names, else (a count of the thing, of packs of it) the one the page calls the quantity. */
function countTarget(said: NonNullable<ReturnType<typeof countSaid>>, controls: readonly SeenControl[]): SeenControl | undefined {
  if (said.noun && !PACKS.test(said.noun)) return controlOfUnit(said.noun, controls);
  // (Without a unit, only a count said as an order or a correction: "two of them please", "I'll have six", "make it three sets".)
  if (said.mode === 'set') return undefined;
  const called = controls.filter((c) => takesCount(c) && QUANTITY.test(`${c.label} ${c.hint ?? ''}`));
  return called.length === 1 ? called[0] : undefined;
}

/** The page's names a value phrase may choose: options of its controls, links, buttons. */
export interface PageNames {
  controls: readonly SeenControl[];
  links: readonly string[];
  buttons: readonly string[];
}

/** Whether a phrase names something the page shows: a word of an option, a link or a button, or a day. */
function namesSomething(phrase: string, page: PageNames): boolean {
  // A command of its own ("just search drill then", "book it") is no value: the turn is two commands, in their order.
  if (COMMAND.test(phrase)) return false;
  if (WEEKDAY.test(phrase)) return true;
  const said = wordsOf(phrase).filter((w) => !FILLER.has(w) && w.length > 2);
  if (!said.length || said.length > 3) return false;
  const names = [...page.controls.flatMap((c) => (c.kind === 'checkbox' ? [c.label] : c.options ?? [])), ...page.links, ...page.buttons].map((n) => new Set(wordsOf(n)));
  return said.some((w) => names.some((n) => n.has(w)));
}

/**
 * See the module: the parts of a turn that says a count with its unit beside other values, or
 * undefined. The parts are the turn's own phrases, reordered: values, the count, the add.
 */
export function valuesWithCount(utterance: string, page: PageNames): string[] | undefined {
  if (/\?/.test(utterance)) return undefined;
  const phrases = phrasesOf(utterance).filter((p) => !ACK.test(p.replace(/[,.!]+/g, '').trim()));
  if (phrases.length < 2 || phrases.length > 4) return undefined;
  const counts = phrases.map((p) => countSaid(p));
  const at = counts.findIndex((c) => c && countTarget(c, page.controls));
  if (at < 0 || counts.filter(Boolean).length !== 1) return undefined;
  const adding = phrases.filter((p, i) => i !== at && adds(p));
  const values = phrases.filter((p, i) => i !== at && !adds(p));
  if (adding.length > 1) return undefined;
  if (!values.every((v) => namesSomething(v, page))) return undefined;
  // Only a count and the add: the count readers (src/parser/quantities.ts) press the add themselves.
  if (!values.length) return undefined;
  return [...values, phrases[at]!, ...adding];
}

/**
 * "Four of us", "we're three": a count of people said alone, into the one counting control whose
 * label is a word for people ("Players", "Guests"), else the page's only counting control; undefined
 * when neither is sure or the control does not offer the count.
 */
export function peopleCount(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const m = OF_US.exec(utterance.trim().replace(/[.!]+$/, '').replace(/\s+/g, ' '));
  if (!m) return undefined;
  const w = (m[1] ?? m[2])!.toLowerCase();
  const n = /^\d+$/.test(w) ? Number(w) : NUMBER_WORDS[w];
  if (!n) return undefined;
  const counting = controls.filter(takesCount);
  const people = counting.filter((c) => PEOPLE_WORD.test(`${c.label} ${c.hint ?? ''}`));
  const c = people.length === 1 ? people[0]! : people.length === 0 && counting.length === 1 ? counting[0]! : undefined;
  if (!c) return undefined;
  const programs: Program[] = [];
  if (c.kind === 'number') programs.push(program({ kind: 'action', name: 'enter', text: literal(String(n)), element: query({ description: str(nameOf(c)), type: 'input' }) }));
  else {
    const option = (c.options ?? []).find((o) => new RegExp(String.raw`^\s*${n}\b(?!\s*[-–.:])`).test(o));
    if (!option) return undefined;
    if (option === c.value) return [program({ kind: 'action', name: 'say', text: `${nameOf(c)} is already ${option}.` })];
    programs.push(program({ kind: 'action', name: 'select', element: query({ description: str(nameOf(c)), type: 'dropdown' }), option: literal(option) }));
  }
  // A form that shows this page again with its values (a "Serves" menu and "Update"), not sent on change: its button, as the page's own would.
  if (c.submit && c.rendersHere && !c.sendsOnChange && !c.posts) programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(c.submit), type: 'button' }) }));
  return programs;
}

/** A time said alone, as a choice: "9pm", "then 7:30", "what about 9?", "how about half seven then". */
const SLOT_ALONE = /^(?:(?:ugh|oh|hmm+|ok(?:ay)?|right|well|so|no|actually|fine|then)[,.!\s]+)*(?:(?:what|how)\s+about|then|maybe|try|let['’]?s\s+(?:do|try|go\s+for)|go\s+for|make\s+it)?\s*(?:at\s+|the\s+)?(.+?)(?:[,\s]+(?:then|instead|please|slot))*[.?!]*$/i;

/**
 * A value-only turn for a slot ("Then 7:30.", "Ugh. What about 9?"): the one link of the page whose
 * name writes that time with its half of the day or minutes ("Choose 9pm", "Choose 7:30pm"); a row's
 * cell that writes it is text, never the choice. Undefined unless exactly one link is that time (an
 * hour said without am/pm is the afternoon one when only it is offered), and for a question of state
 * ("is 7:30 free?": the page answers it).
 */
export function slotLink(text: string, links: ReadonlyArray<{ name: string; url: string }>): Program[] | undefined {
  const t = text.trim().replace(/\s+/g, ' ');
  if (/^(?:is|are|do|does|can|could|what time|which|when|any)\b/i.test(t)) return undefined;
  const m = SLOT_ALONE.exec(t);
  if (!m) return undefined;
  const rest = m[1]!.trim();
  const said = saidTime(rest, true);
  // The time must be all that is left ("9", "7:30", "half seven", "nine o'clock").
  if (!said || said.index !== 0 || rest.slice(said.length).replace(/\b(?:pm|am|p\.m\.|a\.m\.|o['’]?clock)\b/gi, '').trim()) return undefined;
  const timed = links.map((l) => ({ l, t: saidTime(l.name) })).filter((x): x is { l: { name: string; url: string }; t: NonNullable<ReturnType<typeof saidTime>> } => !!x.t && x.l.name.split(/\s+/).length <= 4);
  let hits = timed.filter((x) => x.t.minutes === said.minutes);
  if (!hits.length && !said.fixed) hits = timed.filter((x) => x.t.minutes === said.minutes + 12 * 60);
  const urls = [...new Set(hits.map((h) => h.l.url))];
  if (urls.length !== 1) return undefined;
  const link = hits[0]!.l;
  if (links.some((l) => l.name === link.name && l.url !== link.url)) return [program({ kind: 'action', name: 'goto', url: link.url })];
  return [program({ kind: 'action', name: 'click', element: query({ description: str(link.name), type: 'link' }) })];
}
