/**
 * Round 26: values said in the turns of a form's flow, carried into the form when it is sent, and a
 * statement that a required box's claim holds.
 *
 * A turn often gives several values at once ("Email alex@…, and we'll need two wetsuits", "It's for
 * Hannah Reid, and the message is Happy birthday, love from Tom", "Tom Reid, 07700 900777, tom@…,
 * and three wetsuits please") and is unsure of one of them or sets only some; the send comes later
 * ("Book it.", "Confirm.") with fields still empty. Every program that ends by pressing a form's own
 * button goes through `carriedAtSend`: the form's controls that the turn itself sets nothing in and
 * that are still empty (or on the page's first, default option) take what the flow's turns said for
 * them, read from the form's structure:
 *
 * - a **menu of counts of one thing** ("No wetsuits", "1 wetsuit", "2 wetsuits"): a count said
 *   with that thing's noun ("two wetsuits", "no wetsuit", "a wetsuit");
 * - a **box by its label's noun** ("Message (optional)"): the words after "the message is" / "the
 *   message should say" to the sentence's end;
 * - a **box whose label states a claim** ("Everyone in the group can swim 50 metres"): a sentence
 *   that states its verb phrase, whoever its subject ("We can both swim", "I can swim") — `claimBox`,
 *   also read when the sentence is said alone.
 *
 * Only values for a send the turn asked for: nothing here presses a button. No word of a site: the
 * structure read is the form's (its menus' options, its labels, its boxes); the words are general
 * English (number words, auxiliaries, "is" / "should say").
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import { escapeRegExp, stem } from './compare.js';
import type { PlacedChoice, SeenControl } from './context.js';
import { NUMBER_WORDS, numberSaid } from './units.js';

/** RUSS_NO_CARRY_SEND=1 turns round 26's values carried at a send off (here, context.ts and details.ts). */
export const carrySendOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_CARRY_SEND === '1';
/** RUSS_NO_EARLIER=1 turns round 27's values said earlier as a remark off (src/parser/earlier-values.ts; details.ts's lead-in cut). */
export const earlierOff = (): boolean => typeof process !== 'undefined' && process.env?.RUSS_NO_EARLIER === '1';

/** A sentence that asks rather than states. */
const ASKS = /^(?:(?:oh|and|so|ok|okay|hmm|um|well|but)[,\s]+)*(?:what|how|which|when|where|who|why|is|are|does|do|did|was|were|can|could|will|would|should)\b[^.!]*\?|\?\s*$/i;

/** Contractions opened: "we've" → "we have", "can't" → "can not", "I'm" → "I am". */
function opened(s: string): string {
  return s
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\bcan't\b|\bcannot\b/g, 'can not')
    .replace(/\bwon't\b/g, 'will not')
    .replace(/n't\b/g, ' not')
    .replace(/'ve\b/g, ' have')
    .replace(/'m\b/g, ' am')
    .replace(/'re\b/g, ' are')
    .replace(/'ll\b/g, ' will');
}

const wordsIn = (s: string): string[] => opened(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Auxiliaries a claim is stated with, and the forms that say the same ("is" / "are" / "am"). */
const AUX: Record<string, string> = { can: 'can', could: 'can', will: 'will', am: 'be', is: 'be', are: 'be', have: 'have', has: 'have', do: 'do', does: 'do', must: 'must' };
/** Words that may stand between the auxiliary and the verb without changing the claim. */
const BETWEEN = new Set(['all', 'both', 'each', 'also', 'definitely', 'really', 'certainly', 'already', 'still', 'fully']);
const NEGATED = /\b(?:not|never|no|none|nobody|neither|nor)\b/;

/** The claim a box's label states: its auxiliary and the verb after it ("can swim" of "Everyone in the group can swim 50 metres"). */
function claimOf(label: string): { aux: string; verb: string } | undefined {
  const w = wordsIn(label);
  for (let i = 0; i + 1 < w.length; i++) {
    const aux = AUX[w[i]!];
    if (!aux) continue;
    let j = i + 1;
    while (j < w.length && BETWEEN.has(w[j]!)) j++;
    const verb = w[j];
    if (!verb || verb === 'not' || verb.length < 2 || /^\d/.test(verb)) return undefined;
    return { aux, verb: stem(verb) };
  }
  return undefined;
}

/** Whether a sentence states the claim: the same auxiliary, then (past "all", "both") the same verb; not negated, not asked. */
function statesClaim(sentence: string, claim: { aux: string; verb: string }): boolean {
  if (ASKS.test(sentence.trim())) return false;
  const w = wordsIn(sentence);
  for (let i = 0; i + 1 < w.length; i++) {
    if (AUX[w[i]!] !== claim.aux) continue;
    let j = i + 1;
    while (j < w.length && BETWEEN.has(w[j]!)) j++;
    if (w[j] === undefined || stem(w[j]!) !== claim.verb) continue;
    // (A negation anywhere before the verb in the sentence takes the claim back: "not all of us can swim", "we can not swim".)
    return !NEGATED.test(w.slice(0, j).join(' '));
  }
  return false;
}

/**
 * The one unticked checkbox of the page whose label states a claim that `sentence` states, whoever
 * the subject ("We can both swim", "I can swim", "we can all swim" for "Everyone in the group can
 * swim 50 metres"). Undefined when none or several fit.
 */
export function claimBox(sentence: string, controls: readonly SeenControl[]): SeenControl | undefined {
  const fits = controls.filter((c) => {
    if (c.kind !== 'checkbox' || c.value === 'on' || !c.label) return false;
    const claim = claimOf(c.label);
    return !!claim && statesClaim(sentence, claim);
  });
  return fits.length === 1 ? fits[0] : undefined;
}

/** "Check" of a claim box, for a sentence said alone that states it. */
export function claimProgram(sentence: string, controls: readonly SeenControl[]): Program[] | undefined {
  const box = claimBox(sentence, controls);
  return box ? [program({ kind: 'action', name: 'check', element: query({ description: str(box.label), type: 'checkbox' }) })] : undefined;
}

/** The count an option says and the thing counted: "2 wetsuits" → 2, wetsuit; "No wetsuits" / "None" → 0. */
function countOption(option: string): { n: number; noun?: string } | undefined {
  const m = /^\s*(\d{1,3}|no|none)\b\s*([\p{L}-]+)?/iu.exec(option);
  if (!m) return undefined;
  const n = /^\d/.test(m[1]!) ? Number(m[1]) : 0;
  return { n, ...(m[2] ? { noun: stem(m[2]) } : {}) };
}

/** A menu whose options are counts of one thing, and that thing's noun (its stem). */
function countedThing(c: SeenControl): string | undefined {
  if (c.kind !== 'select' || !c.options || c.options.length < 2) return undefined;
  const counts = c.options.map(countOption);
  if (counts.some((x) => !x)) return undefined;
  const nouns = new Set(counts.map((x) => x!.noun).filter(Boolean));
  return nouns.size === 1 ? [...nouns][0] : undefined;
}

/** The option of a menu of counts of one thing that a turn said ("two wetsuits" → "2 wetsuits"; "no wetsuit" → "No wetsuits"); latest turn first. */
function countCarried(c: SeenControl, said: readonly string[]): string | undefined {
  const noun = countedThing(c);
  if (!noun) return undefined;
  for (const u of [...said].reverse()) {
    if (ASKS.test(u.trim())) continue;
    const w = wordsIn(u);
    const at = w.findIndex((x) => stem(x) === noun);
    if (at < 0) continue;
    // The count right before the noun (past one describing word: "two full wetsuits"), "no"/"none" for none.
    const before = [w[at - 1], w[at - 2]].filter((x): x is string => !!x);
    let n: number | undefined;
    for (const b of before) {
      n = b === 'no' || b === 'none' ? 0 : numberSaid(b);
      if (n !== undefined) break;
    }
    if (n === undefined) return undefined;
    return c.options!.find((o) => countOption(o)!.n === n);
  }
  return undefined;
}

/** Words of a label that say what a box is: its first word of three letters or more, not a word of options or politeness ("Message" of "Message (optional)"). */
function headNoun(label: string): string | undefined {
  const w = label
    .replace(/\([^)]*\)/g, ' ')
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((x) => x.length >= 3 && !/^(?:your|the|add|enter|optional|please|any|for|and|with)$/.test(x));
  return w.length === 1 ? w[0] : undefined;
}

/** The words a turn gives a box by its label's noun: "the message is Happy birthday, love from Tom" → "Happy birthday, love from Tom"; latest turn first. */
function namedBoxCarried(c: SeenControl, said: readonly string[]): string | undefined {
  const noun = headNoun(c.label || c.hint || '');
  if (!noun) return undefined;
  const re = new RegExp(String.raw`\b(?:the|my|a|her|his|our|their)\s+${escapeRegExp(noun)}s?\s+(?:is|should say|should read|will say|says|reads|to say|saying)\s*:?\s+(.+?)\s*(?:[.!?](?=\s|$)|$)`, 'iu');
  for (const u of [...said].reverse()) {
    const m = re.exec(u);
    if (m && m[1]!.trim()) return m[1]!.trim().replace(/^["“']|["”']$/g, '');
  }
  return undefined;
}

/** An age in digits or words (one to seventeen, units.ts's number words). */
const NUM = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).filter((w) => NUMBER_WORDS[w]! <= 17).join('|')})`;
/** An age said of someone: "she's 7", "he is four", "age 4", "aged 12", "9 years old". */
const AGE = new RegExp(String.raw`\b(?:(?:she|he)['’]s|(?:she|he) is|aged?|age is)\s+${NUM}\b(?!\s*(?:metres?|meters?|m|km|minutes?|mins?|pm|am|o['’]clock|pounds?|quid|%|percent))|\b${NUM}\s+years?\s+old\b`, 'i');
export const NAME = String.raw`(\p{Lu}\p{Ll}+(?:[ -]\p{Lu}\p{Ll}+){0,2})`;
/** A label "<someone>'s name" ("Dog's name", "Child's full name"), with the someone: earlier-values.ts reads it too. */
export const THEIR_LABEL = /\b(\p{L}+)['’]s\s+(?:full\s+)?name\b/iu;

/** A name said of someone else: "her name's Isla Moreno", "his name is Leo"; or a name that begins a turn and is followed by an age ("Leo Moreno, age 4"). */
const THEIR_NAME = new RegExp(String.raw`\b(?:her|his|their)\s+name(?:['’]s|\s+is)\s+${NAME}|^(?:(?:ok(?:ay)?|so|and|right|yes)[,\s]+)*${NAME},?\s+(?:age[d]?\s|(?:she|he)['’]s\s+\d|(?:she|he)['’]s\s+[a-z]+\b)`, 'u');

/**
 * Round 26: a box of someone the form is about, not the person filling it in: "Child's age" (a box
 * whose label says "age") takes an age said of someone ("she's 7", "age 4"); "Child's name" (a
 * label "<someone>'s name", not "your") a name said of someone else ("her name's Isla Moreno",
 * "Leo Moreno, age 4"). Latest turn first; a turn that asks is none.
 */
function dependantCarried(c: SeenControl, said: readonly string[]): string | undefined {
  const label = `${c.label} ${c.hint ?? ''}`;
  const age = /\bage\b/i.test(label);
  const named = THEIR_LABEL.exec(label);
  if (!age && (!named || /^(?:your|my|our)$/i.test(named[1]!) || c.kind !== 'text')) return undefined;
  for (const u of [...said].reverse()) {
    if (ASKS.test(u.trim())) continue;
    if (age) {
      const m = AGE.exec(u);
      const n = m ? numberSaid((m[1] ?? m[2])!) : undefined;
      if (n !== undefined) return String(n);
    } else {
      // (Round 27: "Her name is Maple" at a sentence's start too: the pronoun with its capital.)
      const m = THEIR_NAME.exec(earlierOff() ? u.trim() : u.trim().replace(/\b(?:Her|His|Their)(?=\s+name\b)/g, (w) => w.toLowerCase()));
      if (m) return (m[1] ?? m[2])!;
    }
  }
  return undefined;
}

/** A step's element description, lower-cased ('' for none). */
function targetOf(p: Program): string {
  const a = p.action as { element?: { kind: string; description?: { kind: string; value?: string } } };
  const d = a.element?.kind === 'query' ? a.element.description : undefined;
  return d?.kind === 'string' ? (d.value ?? '').trim().toLowerCase() : '';
}

/**
 * The form whose own button `programs` ends by pressing (the first of `controls` whose form's submit
 * the last click names), that press, and what the steps before it name (lower-cased): what the
 * send-time passes (here, earlier-values.ts, their-details.ts) put values in around. Undefined when
 * the last step presses no such button.
 */
export function pressedForm(programs: readonly Program[], controls: readonly SeenControl[]): { last: Program; form: number; set: Set<string> } | undefined {
  const last = programs[programs.length - 1];
  if (!last || last.action.name !== 'click') return undefined;
  const button = targetOf(last);
  const form = controls.find((c) => c.submit && c.submit.trim().toLowerCase() === button)?.form;
  if (form === undefined) return undefined;
  return { last, form, set: new Set(programs.slice(0, -1).map(targetOf)) };
}

/**
 * The steps that put the flow's values into the form whose button `programs` ends by pressing, before
 * that press; `programs` as it is when it ends in no form's button or nothing is carried. `flow`: the
 * turns of this form's flow before this one (latest last).
 */
export function carriedAtSend(programs: readonly Program[], controls: readonly SeenControl[], flow: readonly string[]): Program[] | undefined {
  const sent = flow.length ? pressedForm(programs, controls) : undefined;
  if (!sent) return undefined;
  const { last, form, set } = sent;
  const mine = controls.filter((c) => c.form === form && !set.has((c.label || c.hint || '').trim().toLowerCase()));
  const added: Program[] = [];
  for (const c of mine) {
    const name = c.label || c.hint || '';
    if (c.kind === 'select' && (!c.value || c.value === c.options?.[0])) {
      const pick = countCarried(c, flow);
      if (pick && pick !== c.value) added.push(program({ kind: 'action', name: 'select', element: query({ description: str(name), type: 'dropdown' }), option: literal(pick) }));
    } else if ((c.kind === 'text' || c.kind === 'number') && !c.value && name) {
      const value = c.kind === 'text' ? namedBoxCarried(c, flow) ?? dependantCarried(c, flow) : dependantCarried(c, flow);
      if (value) added.push(program({ kind: 'action', name: 'enter', text: literal(value), element: query({ description: str(name), type: 'input' }) }));
    } else if (c.kind === 'checkbox' && c.value !== 'on' && c.label) {
      const claim = claimOf(c.label);
      if (claim && [...flow].reverse().some((u) => u.split(/(?<=[.!?])\s+/).some((s) => statesClaim(s, claim)))) {
        added.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
      }
    }
  }
  return added.length ? [...programs.slice(0, -1), ...added, last] : undefined;
}

/**
 * Round 29: the choices the turns of a form's flow made in it on the page in view — `placed`, the
 * conversation's record of a menu's option chosen, a radio chosen, a box ticked there (already
 * filtered to this page and this flow) — put back before the press of the form's own button where the
 * form has lost them (the page was loaded again: a detour, a reload) and the plan sets nothing
 * there: a menu still on its first option, a radio group with none chosen, a box unticked (a control
 * that holds another value keeps it: a later part of this turn may have set it). Only what the
 * user's own turns chose on this same page since a button was last pressed there (the conversation
 * drops the choices a press sent), never a value read from words; the latest choice of a control
 * wins. Undefined when nothing is put back.
 */
export function placedAtSend(programs: readonly Program[], controls: readonly SeenControl[], placed: readonly PlacedChoice[]): Program[] | undefined {
  const sent = placed.length ? pressedForm(programs, controls) : undefined;
  if (!sent) return undefined;
  const { last, form, set } = sent;
  const mine = controls.filter((c) => c.form === form);
  const done = new Set<SeenControl>();
  const added: Program[] = [];
  for (const p of [...placed].reverse()) {
    const name = p.element.trim().toLowerCase();
    if (p.action === 'select') {
      const c = mine.find((x) => x.kind === 'select' && (x.label || x.hint || '').trim().toLowerCase() === name);
      if (!c || done.has(c) || set.has(name) || !p.value || !(c.options ?? []).includes(p.value) || (c.value && c.value !== c.options?.[0])) continue;
      done.add(c);
      if (p.value !== c.value) added.push(program({ kind: 'action', name: 'select', element: query({ description: str(c.label || c.hint || ''), type: 'dropdown' }), option: literal(p.value) }));
    } else if (p.action === 'choose') {
      const c = mine.find((x) => x.kind === 'radio' && (x.options ?? []).some((o) => o.trim().toLowerCase() === name));
      if (!c || done.has(c) || c.value || (c.options ?? []).some((o) => set.has(o.trim().toLowerCase()))) continue;
      done.add(c);
      added.push(program({ kind: 'action', name: 'choose', element: query({ description: str(p.element) }) }));
    } else {
      const c = mine.find((x) => x.kind === 'checkbox' && x.label.trim().toLowerCase() === name);
      if (!c || done.has(c) || c.value === 'on' || set.has(name)) continue;
      done.add(c);
      added.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
    }
  }
  return added.length ? [...programs.slice(0, -1), ...added.reverse(), last] : undefined;
}

/** "put For Dad on it", "yes, write "Happy 60th" on it and put it in my basket": the words to go on the thing, and what the turn says after them. */
const ON_IT = /^(?:(?:yes|yeah|yep|ok(?:ay)?|and|so|then|please|great|lovely|perfect)[,\s]+)*(?:(?:can you|could you|please)\s+)?(?:put|write|have|engrave|print|stitch)\s+(["“‘']?)(.+?)\1\s+on\s+(?:it|them|the\s+[\p{L}-]+)(?:\s*(?:,\s*(?:and\s+)?|\s+and\s+)(.+?))?\s*$/iu;
/** A phrase that puts the thing in the basket (the turn's rest after the words). */
const INTO_BASKET = /^(?:(?:then|and|now|also|please)\s+)*(?:put|pop|stick|add|get)\s+(?:it|them|that|one)\s+(?:in|into|to|in to)\s+(?:the|my|our)\s+(?:shopping\s+)?(?:basket|cart|bag|trolley)(?:\s+(?:please|too|then))*$/i;
const root5 = (w: string): string => w.toLowerCase().slice(0, 5);

/**
 * Round 26: words said to go on the thing in view ("put For Dad on it") with no noun of the box:
 * the one empty free-text box of a form that posts (not an e-mail, phone or number box, not a
 * search), and the unticked box of the same form whose label shares its words' root ("Add engraving
 * (+£5.00)" beside "Engraving text") ticked first; then, when the turn goes on to put it in the
 * basket, the form's button. The words must be a name or quoted (capitalised: "For Dad"), not a
 * pronoun or a count. Undefined otherwise, or when the rest of the turn says anything else.
 */
export function wordsOnIt(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const m = ON_IT.exec(utterance.trim().replace(/[.!]+$/, ''));
  if (!m) return undefined;
  const words = m[2]!.trim();
  if (!(m[1] || /^\p{Lu}/u.test(words)) || /^(?:it|them|this|that|one|two|three|\d+)\b/i.test(words)) return undefined;
  const rest = m[3]?.trim();
  if (rest && !INTO_BASKET.test(rest)) return undefined;
  const boxes = controls.filter((c) => c.kind === 'text' && c.posts && !c.value && !c.input && !c.rendersHere && (c.label || c.hint));
  if (boxes.length !== 1) return undefined;
  const box = boxes[0]!;
  const roots = new Set(`${box.label} ${box.hint ?? ''}`.split(/[^\p{L}]+/u).filter((w) => w.length >= 5).map(root5));
  const ticks = controls.filter((c) => c.kind === 'checkbox' && c.form === box.form && c.value !== 'on' && c.label.split(/[^\p{L}]+/u).some((w) => w.length >= 5 && roots.has(root5(w))));
  const out: Program[] = [];
  if (ticks.length === 1) out.push(program({ kind: 'action', name: 'check', element: query({ description: str(ticks[0]!.label), type: 'checkbox' }) }));
  out.push(program({ kind: 'action', name: 'enter', text: literal(words), element: query({ description: str(box.label || box.hint || ''), type: 'input' }) }));
  if (rest) {
    if (!box.submit) return undefined;
    out.push(program({ kind: 'action', name: 'click', element: query({ description: str(box.submit), type: 'button' }) }));
  }
  return out;
}
