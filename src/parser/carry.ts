/**
 * Round 23: the values a conversation said before a form's send, carried into the form by the
 * form's own structure. The user says them as remarks ("it's a Toyota Yaris, red", "they'll be on
 * the driveway"), as the answer to the form's own question ("yes it was out by seven" under "Was
 * your bin out by 7am?"), or in the turn that opened the form ("they didn't empty the black bin,
 * can you report it?"); none is a list of details, so the details reader (details.ts) takes none.
 *
 * What is read is the page's: a choice (a radio group, a dropdown) is named by a word only that
 * option holds — never a word another option or the group's question shares; a yes/no group is
 * answered by a turn that begins with yes or no and says a word of its question; a text box by the
 * kind its label says (a colour; a vehicle's make and model). No word of a site.
 */
import type { SeenControl } from './context.js';
import { stem } from './questions.js';

/** Words too common to say which option of a group is meant (as details.ts `optionsSaid`, plus the yes/no the yes/no groups read). */
const PLAIN = new Set('the and for from with our your you its not any all one per each day days working next free yes no now just only please can get new'.split(' '));

/** Words of a question that say nothing of what it asks. */
const FUNCTION = new Set('was were did does has have had will would could should are this that there they them then than what when where how who which been being'.split(' '));

const words = (s: string): string[] => s.toLowerCase().replace(/[’']s\b/g, '').split(/[^\p{L}]+/u).filter((w) => w.length > 2);
const own = (w: string): string => stem(w).slice(0, 7);

/** An option's words that say it: prices dropped, bracketed words kept ("General waste (black bin)": black). */
function optionWords(option: string): Set<string> {
  return new Set(words(option.replace(/[$€£]\s?\d[\d.,]*/g, ' ')).filter((w) => !PLAIN.has(w)).map(own));
}

/** A said word names an option's word: the same stem, or the first part of a compound ("kerb" of "Kerbside"). */
function names(said: string, optionWord: string): boolean {
  const s = own(said);
  return s === optionWord || (s.length >= 4 && optionWord.length >= s.length + 3 && optionWord.startsWith(s));
}

/** Words before a word that take it back: "not the black bin", "no blue one", "without the caddy", "don't want the black one". */
const NEGATION = /^(?:no|not|never|without|none|nor|don['’]?t|didn['’]?t|doesn['’]?t|won['’]?t|isn['’]?t|can['’]?t)$/i;
const DETERMINER = /^(?:the|a|an|my|our|your|that|this|those|these|any|their)$/i;
const WANTING = /^(?:want|need|like|add|use|have|get|choose|pick|take|include|fancy)$/i;

function negatedAt(raw: string[], k: number): boolean {
  let j = k - 1;
  while (j >= 0 && DETERMINER.test(raw[j]!)) j--;
  if (j < 0) return false;
  if (NEGATION.test(raw[j]!)) return true;
  if (WANTING.test(raw[j]!)) {
    let i = j - 1;
    while (i >= 0 && /^(?:really|even|i|we)$/i.test(raw[i]!)) i--;
    return i >= 0 && NEGATION.test(raw[i]!);
  }
  return false;
}

/** A turn that asks about something rather than saying or asking for it: "how much is the blue bin?", "is the kerb ok?", "what does Express cost?" (also context.ts's said choices). */
export const ASKS_ABOUT = /^(?:(?:oh|and|so|ok|okay|hmm|um|well|but|hi|hey)[,\s]+)*(?:what|how|which|when|where|who|why|whose|is|are|does|do|did|was|were)\b/i;

const YES = /^(?:(?:oh|ok|okay|well|um|hmm)[,\s]+)*(?:yes|yeah|yep|yup|aye)\b/i;
const NO = /^(?:(?:oh|ok|okay|well|um|hmm)[,\s]+)*(?:no|nope|nah)\b(?!\s+(?:problem|worries|need)\b)/i;

/** The question a yes/no group asks (its legend), when its two options are Yes and No. */
function yesNoQuestion(c: SeenControl): { yes: string; no: string } | undefined {
  if (c.kind !== 'radio' || (c.options ?? []).length !== 2) return undefined;
  const yes = c.options!.find((o) => /^\s*yes\b/i.test(o));
  const no = c.options!.find((o) => /^\s*no\b/i.test(o));
  return yes && no && /\?\s*$|^\s*(?:is|are|was|were|do|does|did|has|have|had|will|would|can|could|should)\b/i.test(c.label || '') ? { yes, no } : undefined;
}

/**
 * The option of a radio group or a dropdown that one of the turns said (latest first; the first
 * turn that names any of its options decides): the one option a word of its own names, when no other
 * option is named in that turn; else the one option all of whose words the turn says ("a normal eye
 * test": "Eye test", not "Kids' eye test"). A yes/no group: a turn that begins with yes or no and
 * says a word of the group's question ("yes it was out by seven" for "Was your bin out by 7am?"), or
 * any such turn when the form asks one yes/no question only. Undefined when no turn decides, or the
 * deciding turn names two options, takes its option back or asks about it.
 */
export function carriedOption(c: SeenControl, formControls: readonly SeenControl[], said: readonly string[]): string | undefined {
  const options = (c.options ?? []).filter((o) => o.trim() && !/^\s*(?:-+|choose|select|pick|please|none)\b/i.test(o));
  if (options.length < 2) return undefined;
  const question = yesNoQuestion(c);
  if (question) {
    const asked = new Set(words(c.label || '').filter((w) => !PLAIN.has(w) && !FUNCTION.has(w)).map(own));
    const alone = formControls.filter((x) => yesNoQuestion(x)).length === 1;
    for (const u of [...said].reverse()) {
      const yes = YES.test(u.trim());
      const no = !yes && NO.test(u.trim());
      if (!yes && !no) continue;
      if (alone || words(u).some((w) => !PLAIN.has(w) && asked.has(own(w)))) return yes ? question.yes : question.no;
    }
    return undefined;
  }
  const label = new Set(words(c.label || '').map(own));
  const wordsOf = options.map(optionWords);
  const mine = wordsOf.map((ws, i) => [...ws].filter((w) => !label.has(w) && !wordsOf.some((other, j) => j !== i && other.has(w))));
  for (const u of [...said].reverse()) {
    const raw = u.split(/[^\p{L}'’]+/u).filter(Boolean);
    const hits = new Set<number>();
    let negated = false;
    raw.forEach((w, k) => {
      if (w.length < 3) return;
      mine.forEach((m, i) => {
        if (m.some((x) => names(w.replace(/[’']s$/, ''), x))) {
          hits.add(i);
          if (negatedAt(raw, k)) negated = true;
        }
      });
    });
    if (hits.size === 0) {
      // No word of its own: an option all of whose words the turn says, when no other option's words are all said.
      const heard = new Set(words(u).map(own));
      const full = wordsOf.map((ws, i) => (ws.size > 0 && [...ws].every((w) => heard.has(w)) ? i : -1)).filter((i) => i >= 0);
      if (full.length === 1) hits.add(full[0]!);
      else continue;
    }
    if (hits.size !== 1 || negated || ASKS_ABOUT.test(u.trim())) return undefined;
    return options[[...hits][0]!];
  }
  return undefined;
}

/** Colour words a newcomer would list. */
const COLOURS = /\b(black|white|red|blue|green|yellow|orange|purple|pink|brown|grey|gray|silver|gold|beige|navy|maroon|turquoise|cream|bronze)\b/i;

/**
 * A text box of the form that its label says the kind of, left empty, and a value of that kind a
 * turn said: a colour word for a "Colour" box; the capitalised words after "it's a" for a "Make"
 * or "Model" box ("it's a Toyota Yaris, red"). Latest turn first; a turn that asks is no value.
 */
export function carriedBoxes(formControls: readonly SeenControl[], said: readonly string[]): Array<{ control: SeenControl; value: string }> {
  const out: Array<{ control: SeenControl; value: string }> = [];
  const choices = formControls.some((c) => (c.kind === 'radio' || c.kind === 'select') && (c.options ?? []).some((o) => COLOURS.test(o)));
  for (const c of formControls) {
    if (c.kind !== 'text' || c.value || c.multiline) continue;
    const label = `${c.label} ${c.hint ?? ''}`;
    for (const u of [...said].reverse()) {
      if (ASKS_ABOUT.test(u.trim())) continue;
      if (/\bcolou?r\b/i.test(label) && !choices) {
        const m = COLOURS.exec(u);
        if (m) {
          out.push({ control: c, value: m[1]!.toLowerCase() });
          break;
        }
      } else if (/\b(?:make|model)\b/i.test(label)) {
        const m = /\b(?:it['’]?s|it is|it was|(?:i|we)(?:['’]ve| have)? got)\s+an?\s+((?:\p{Lu}[\p{L}\p{N}-]*)(?:\s+\p{Lu}[\p{L}\p{N}-]*|\s+\p{N}+){0,3})/u.exec(u);
        if (m) {
          out.push({ control: c, value: m[1]! });
          break;
        }
      } else break;
    }
  }
  return out;
}
