/**
 * Round 23: a product page's choices and the add, said in one turn ("varifocals with the
 * anti-glare, and pop it in the basket", "put that in too, just single vision, no extras", "the
 * 500g, whole bean, and add it to my basket"). Read from the page's structure only:
 *
 * - the page has exactly one form whose button adds to a basket (its name says add, basket, cart,
 *   bag, trolley or buy), and that form has choice controls (a menu, radios, tick boxes);
 * - one phrase of the turn says to add the thing in view ("pop it in the basket", "put that in
 *   too", "add it", "add to basket");
 * - every other phrase (the turn cut at commas, "and", "with") names options of that form: a
 *   phrase names an option when the option's words hold all of the phrase's words ("anti-glare"
 *   for "Anti-glare coating (+£25.00)") or the phrase holds all of the option's ("the normal 250
 *   gram whole beans" for "250g" and "Whole bean"), one option per control, one control per option
 *   (what follows "from" only says where the thing is: "the family group photo from gran's 80th");
 *   "no X" where X is the group of tick boxes ("no extras" beside the legend "Extras") or one box
 *   leaves them unticked.
 *
 * Then each option is chosen (skipping what the page already shows) and the form's button is
 * pressed, in one turn. Undefined unless every phrase is read so and at least one names an option.
 */
import { literal, program, query, str, type Program } from '../thingtalk/ast.js';
import type { SeenControl } from './context.js';

/** A button that puts the thing in a basket. */
const ADDS = /\b(?:add|basket|cart|bag|trolley|buy)\b/i;
/** A phrase that adds the thing in view: "pop it in the basket", "put that in too", "add it", "add to basket". */
export const ADD_IT = new RegExp(
  String.raw`^(?:(?:then|and|now|also|so|please|can you|could you|just)\s+)*(?:(?:pop|put|stick|add|chuck|throw|bung|get)\s+(?:it|that|this|them|those|one|that one|this one)(?:\s+(?:in|into|to|in to))?(?:\s+(?:the|my|our)\s+(?:shopping\s+)?(?:basket|cart|bag|trolley))?|add\s+(?:it\s+)?to\s+(?:the|my|our)\s+(?:shopping\s+)?(?:basket|cart|bag|trolley))(?:\s+(?:too|as well|also|please|then|for me|thanks))*$`,
  'i',
);
/** Words around a turn that say nothing about it. */
const LEAD = /^(?:(?:so|and|oh|ok(?:ay)?|right|then|actually|um+|erm|yeah|yes|great|lovely|perfect|cool|fine|hmm+|well)[,\s]+)+/i;
/** Words of a phrase that name nothing ("just the normal …", "with the …", "I'll go for …"). */
const FILLER = new Set(['the', 'a', 'an', 'with', 'just', 'only', 'and', 'please', 'too', 'also', 'as', 'well', 'it', 'that', 'this', 'one', 'ones', 'i', 'ill', 'id', 'like', 'want', 'some', 'my', 'of', 'in', 'for', 'go', 'get', 'have', 'use', 'tick', 'choose', 'pick', 'select', 'normal', 'usual', 'standard', 'plain', 'regular', 'then', 'thanks', 'on', 'them', 'make', 'do',
  // (Acknowledgements: "Okay", "great" before the add.)
  'ok', 'okay', 'great', 'lovely', 'perfect', 'cool', 'fine', 'yes', 'yeah', 'yep', 'right', 'so', 'oh', 'ooh', 'hmm', 'lets', 'let', 'us']);
/** Spoken units as the page writes them: "250 gram" → "250 g". */
const UNITS: Record<string, string> = { gram: 'g', grams: 'g', gramme: 'g', grammes: 'g', kilo: 'kg', kilos: 'kg', kilogram: 'kg', kilograms: 'kg', litre: 'l', litres: 'l', liter: 'l', liters: 'l', millilitre: 'ml', millilitres: 'ml', inch: 'in', inches: 'in' };

const stemOf = (w: string): string => w.replace(/(?:es|s)$/, (m) => (w.length > 4 ? '' : m));
/** A text's words, lower case, numbers apart from their units ("250g" → 250, g), prices and their brackets dropped. */
function wordsOf(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/\((?:[^()]*[£$€]\s*\d[^()]*)\)/g, ' ')
    .replace(/[£$€]\s*\d+(?:[.,]\d+)?/g, ' ')
    .replace(/(\d)([a-z])/g, '$1 $2')
    .replace(/['’]/g, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => UNITS[w] ?? w)
    .map(stemOf);
}
const content = (text: string): string[] => wordsOf(text).filter((w) => !FILLER.has(w));

interface Option {
  control: SeenControl;
  /** The option's name as the page writes it (a menu's option, a radio's label, a box's label). */
  name: string;
  words: string[];
}

type Step = { option: Option } | { off: SeenControl[] };

/** What one phrase names: options (one per control), tick boxes to leave off, or nothing this reads. */
function readPhrase(phrase: string, options: readonly Option[], boxes: readonly SeenControl[]): Step[] | undefined {
  const said = content(phrase);
  if (!said.length) return [];
  // "no extras", "no coatings", "no gift box": the group of boxes its legend names, or one box.
  if (said[0] === 'no' || said[0] === 'without') {
    const rest = said.slice(1);
    if (!rest.length) return undefined;
    const group = boxes.filter((b) => b.group && rest.every((w) => wordsOf(b.group!).includes(w)));
    if (group.length) return [{ off: group }];
    const one = boxes.filter((b) => rest.every((w) => wordsOf(b.label).includes(w)));
    return one.length === 1 ? [{ off: one }] : undefined;
  }
  // The option whose words hold all the phrase says ("anti-glare"): one, else none.
  const holding = options.filter((o) => said.every((w) => o.words.includes(w)));
  if (holding.length === 1) return [{ option: holding[0]! }];
  if (holding.length > 1) {
    // (A menu and a group of radios may both offer it: the fewest words is the option named.)
    const fewest = Math.min(...holding.map((o) => o.words.length));
    const best = holding.filter((o) => o.words.length === fewest);
    return best.length === 1 ? [{ option: best[0]! }] : undefined;
  }
  // Options whose own words the phrase says in full ("250 gram whole beans": "250g" and "Whole bean"), one per control.
  const held = options.filter((o) => o.words.length > 0 && o.words.every((w) => said.includes(w)));
  if (!held.length) return undefined;
  const perControl = new Map<SeenControl, Option[]>();
  for (const o of held) {
    const list = perControl.get(o.control);
    if (list) list.push(o);
    else perControl.set(o.control, [o]);
  }
  const steps: Step[] = [];
  for (const list of perControl.values()) {
    const most = list.reduce((m, o) => Math.max(m, o.words.length), 0);
    const best = list.filter((o) => o.words.length === most);
    if (best.length !== 1) return undefined;
    steps.push({ option: best[0]! });
  }
  // The words no option took must be a control's own name ("the family group photo" beside "Photo"), else the phrase says more than this reads.
  const named = new Set([...steps.flatMap((s) => ('option' in s ? [...s.option.words, ...wordsOf(s.option.control.label)] : []))]);
  const left = said.filter((w) => !named.has(w));
  return left.length <= 1 ? steps : undefined;
}

/** The turn's phrases: cut at sentence ends, commas, "and", "with". */
export function phrasesOf(utterance: string): string[] {
  return utterance
    .split(/(?<=[.!?])\s+|[,;]\s*|\s+(?:and|with|plus)\s+/i)
    .map((p) => p.trim().replace(/[.!?…]+$/, '').replace(LEAD, '').trim())
    .filter((p) => /[\p{L}\p{N}]/u.test(p));
}

/** See the module. `controls`: the page's controls (the dialogue state's). */
export function choicesAndAdd(utterance: string, controls: readonly SeenControl[]): Program[] | undefined {
  const phrases = phrasesOf(utterance);
  if (phrases.length < 2) return undefined;
  const adding = phrases.filter((p) => ADD_IT.test(p));
  if (adding.length !== 1) return undefined;
  const forms = [...new Set(controls.filter((c) => c.submit && ADDS.test(c.submit) && c.form !== undefined).map((c) => c.form))];
  if (forms.length !== 1) return undefined;
  const form = controls.filter((c) => c.form === forms[0]);
  const submit = form.find((c) => c.submit)!.submit!;
  const options: Option[] = [];
  for (const c of form) {
    if (c.kind === 'select' || c.kind === 'radio') {
      for (const o of c.options ?? []) {
        // (A menu's prompt, "Choose lenses…", is no option.)
        if (!o.trim() || /^(?:choose|select|pick|please|-+)/i.test(o.trim())) continue;
        options.push({ control: c, name: o, words: content(o) });
      }
    } else if (c.kind === 'checkbox') options.push({ control: c, name: c.label, words: content(c.label) });
  }
  if (!options.length) return undefined;
  const boxes = form.filter((c) => c.kind === 'checkbox');
  const steps: Step[] = [];
  for (const p of phrases) {
    if (ADD_IT.test(p)) continue;
    // ("the family group photo from gran's 80th": where the thing is from only says where to find it.)
    const read = readPhrase(p, options, boxes) ?? (/\s+from\s+/i.test(p) ? readPhrase(p.split(/\s+from\s+/i)[0]!, options, boxes) : undefined);
    if (!read) return undefined;
    steps.push(...read);
  }
  const chosen = steps.filter((s): s is { option: Option } => 'option' in s);
  if (!chosen.length) return undefined;
  // One option per control: two said for one menu is no reading.
  if (new Set(chosen.filter((s) => s.option.control.kind !== 'checkbox').map((s) => s.option.control)).size !== chosen.filter((s) => s.option.control.kind !== 'checkbox').length) return undefined;
  const programs: Program[] = [];
  for (const s of steps) {
    if ('off' in s) {
      for (const b of s.off) if (b.value === 'on' && !chosen.some((c) => c.option.control === b)) programs.push(program({ kind: 'action', name: 'uncheck', element: query({ description: str(b.label), type: 'checkbox' }) }));
      continue;
    }
    const { control: c, name } = s.option;
    if (c.kind === 'checkbox') {
      if (c.value !== 'on') programs.push(program({ kind: 'action', name: 'check', element: query({ description: str(c.label), type: 'checkbox' }) }));
    } else if (c.value !== name) {
      programs.push(
        c.kind === 'select'
          ? program({ kind: 'action', name: 'select', element: query({ description: str(c.label), type: 'dropdown' }), option: literal(name) })
          : program({ kind: 'action', name: 'click', element: query({ description: str(name) }) }),
      );
    }
  }
  programs.push(program({ kind: 'action', name: 'click', element: query({ description: str(submit), type: 'button' }) }));
  return programs;
}
